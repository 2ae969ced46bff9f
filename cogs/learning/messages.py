"""The AI coach's hint as a message: the choices the AI likes for the player whose turn it is, each with
its chance to win (solo: expected score) and why (docs/ai.md, "The coach"), and who may ask for one."""

from __future__ import annotations

import discord

from bot.ai.coach import Hint
from bot.discordside.message import Message
from bot.discordside.payloads import GAME_COLOR, fitted
from bot.session.errors import GameNotRunning, NotAPlayer
from bot.session.game import Game
from bot.session.records import SessionStatus
from bot.session.review import value_words
from engines.base import GameError, Seat
from engines.wording import join_words

MAX_LABEL = 80


class HintsOff(GameError):
    def __init__(self) -> None:
        super().__init__("Hints are off in this game: the host allows them in the lobby, before the start.")


def hint_seat(game: Game, user_id: int) -> Seat:
    """The seat ``user_id`` may get a hint for now, or a sentence saying why there is none."""
    if game.status != SessionStatus.RUNNING or game.state is None or game.outcome is not None:
        raise GameNotRunning("This game is not being played now.")
    if not game.session.hints:
        raise HintsOff()
    held = game.session.seats_of(user_id)
    if not held:
        raise NotAPlayer("Hints are for the players of this game.")
    acting = [s for s in held if s in game.to_act and not game.session.seats[s].played_by_ai]
    if not acting or not game.choices(acting[0]):
        raise GameError("A hint is for the player whose turn it is: ask again when it is yours.")
    return acting[0]


def hint_message(game: Game, seat: Seat, hint: Hint, *, moved_on: bool = False) -> Message:
    """A hint in words: the choices the AI likes, with their chance to win (solo: expected score) and why."""
    labels = {c.action_id: c.label for c in game.choices(seat)}
    points = hint.points

    def label(action_id: str) -> str:
        return fitted(labels.get(action_id, action_id), game.names, MAX_LABEL)

    lines: list[str] = []
    if hint.only_choice:
        lines.append(f"You have one choice: **{label(hint.suggestions[0].action_id)}**.")
    else:
        close = hint.close
        if hint.clear:
            lines.append(f"The AI's choice: **{label(hint.suggestions[0].action_id)}**.")
        elif len(close) == 1:
            lines.append(
                f"The AI leans to **{label(hint.suggestions[0].action_id)}**, but a second search did not "
                "put it first: take it as a lean, not a verdict."
            )
        elif len(close) == len(hint.suggestions):
            lines.append("The AI cannot tell these apart: any of them is as good as it can see.")
        else:
            lines.append(
                f"The AI cannot tell {join_words(map(str, close))} apart:"
                f" {'either' if len(close) == 2 else 'any of them'} is as good as it can see."
            )
        lines.append("")
        what = "expected score" if points else "chance to win"
        for k, s in enumerate(hint.suggestions, 1):
            behind = " (behind the first)" if s.behind else ""
            why = f" {game.fill(s.reason)}" if s.reason else ""
            lines.append(
                f"**{k}. {label(s.action_id)}**: {what} {value_words(s.value, points)}{behind}.{why}"
            )
        lines.append("")
        lines.append(
            "Searched from what you can see (your hand, never the others'), over samples of what is hidden. "
            f"The {what} is the AI's estimate, not a promise."
        )
        if not hint.complete:
            lines.append("The AI was cut short (the machine is busy): these numbers are rougher than usual.")
    if moved_on:
        lines.append("The game has moved on since you asked: this hint was for the position then.")
    embed = discord.Embed(
        title=f"Hint for {game.names[seat]}: {game.title}"[:256],
        description="\n".join(lines)[:4000],
        color=GAME_COLOR,
    )
    return Message(embeds=[embed])
