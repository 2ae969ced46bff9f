"""The AI coach's hint as a message: the choices the AI likes for the player whose turn it is, each with
its chance to win (solo: expected score) and why (docs/ai.md, "The coach"), and who may ask for one. A
hint is private: it is written in its reader's language (``learning.ftl``), the moves' labels too."""

from __future__ import annotations

import discord

from bot.ai.coach import Hint
from bot.discordside.message import Message
from bot.discordside.payloads import GAME_COLOR, fitted
from bot.i18n import Speaker, english, refusal_of, said
from bot.render.textlimits import DESCRIPTION_SHARE, EMBED_TITLE, clipped
from bot.session.errors import GameNotRunning, NotAPlayer
from bot.session.game import Game
from bot.session.records import SessionStatus
from bot.session.review import value_said
from engines.base import GameError, Seat
from engines.phrasing import Listed, Words

MAX_LABEL = 80


class HintsOff(GameError):
    def __init__(self) -> None:
        words = Words(id="refusal-hints-off")
        super().__init__(said(words), words=words)


def hint_seat(game: Game, user_id: int) -> Seat:
    """The seat ``user_id`` may get a hint for now, or a sentence saying why there is none."""
    if game.status != SessionStatus.RUNNING or game.state is None or game.outcome is not None:
        raise refusal_of(GameNotRunning, "refusal-hint-not-playing")
    if not game.session.hints:
        raise HintsOff()
    held = game.session.seats_of(user_id)
    if not held:
        raise refusal_of(NotAPlayer, "refusal-hint-not-a-player")
    acting = [s for s in held if s in game.to_act and not game.session.seats[s].played_by_ai]
    if not acting or not game.choices(acting[0]):
        raise refusal_of(GameError, "refusal-hint-not-your-turn")
    return acting[0]


def hint_message(
    game: Game, seat: Seat, hint: Hint, *, moved_on: bool = False, say: Speaker | None = None
) -> Message:
    """A hint in words: the choices the AI likes, with their chance to win (solo: expected score) and why,
    in ``say``'s language (the reader's; English by default)."""
    say = say or english()
    labels = {c.action_id: say.either(c.label, c.words) for c in game.choices(seat, words=True)}
    points = hint.points is not None and hint.points > 0

    def label(action_id: str) -> str:
        return fitted(labels.get(action_id, action_id), game.names, MAX_LABEL)

    lines: list[str] = []
    if hint.only_choice:
        lines.append(say("hint-only-choice", label=label(hint.suggestions[0].action_id)))
    else:
        close = hint.close
        if hint.clear:
            lines.append(say("hint-clear", label=label(hint.suggestions[0].action_id)))
        elif len(close) == 1:
            lean = "hint-lean" if not hint.confirmed else "hint-lean-unclaimed"
            lines.append(say(lean, label=label(hint.suggestions[0].action_id)))
        elif len(close) == len(hint.suggestions):
            lines.append(say("hint-all-close"))
        else:
            lines.append(say("hint-some-close", numbers=Listed.of(close), count=len(close)))
        lines.append("")
        for k, s in enumerate(hint.suggestions, 1):
            shown = {
                "number": k,
                "label": label(s.action_id),
                "points": points,
                "value": value_said(s.value, hint.points),
                "behind": s.behind,
            }
            if s.reason:
                reason = game.fill(say.either(s.reason, s.words))
                lines.append(say("hint-choice-reason", reason=reason, **shown))
            else:
                lines.append(say("hint-choice", **shown))
        lines.append("")
        lines.append(say("hint-searched", points=points))
        if not hint.complete:
            lines.append(say("hint-cut-short"))
    if moved_on:
        lines.append(say("hint-moved-on"))
    embed = discord.Embed(
        title=clipped(say("hint-title", name=game.names[seat], title=game.title), EMBED_TITLE),
        description=clipped("\n".join(lines), DESCRIPTION_SHARE),
        color=GAME_COLOR,
    )
    return Message(embeds=[embed])
