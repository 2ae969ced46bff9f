"""Grim Prospects as text: the whole view for a terminal, a seat's private hand in words, and the embed that
goes with the board picture (each player's tunnel, hand size and known cards, Inheritor and Benefactor,
Loitering and Resting miners; the last battles; in a seat's own view, its hand); in ``say``'s language.

Renderers receive views only: a seat's hand appears only when the view is that seat's own (ruling 19).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Speaker, english
from bot.render.grimprospects.words import (
    arrow_text,
    battle_text,
    by_faction,
    card_line,
    ids,
    known_cards,
    picks_text,
    segment_tag,
    stage_prompt,
    status,
)
from bot.render.protocol import escape_markdown, seat_name
from bot.render.textlimits import EMBED_DESCRIPTION, FIELD_NAME, FIELD_VALUE, clipped
from engines.grimprospects.models import GrimProspectsView, PlayerView


def _who(view: GrimProspectsView, seat: int, names: Sequence[str], shown: str, say: Speaker) -> str:
    """The seat's name as ``shown``, marked as the viewer's own ("Ann (you)") unless the host already
    marked it so."""
    if seat != view.seat or seat_name(names, seat).endswith(say("grim-board-you", seat="").strip()):
        return shown
    return say("grim-board-you", seat=shown)


def _player_lines(view: GrimProspectsView, p: PlayerView, names: Sequence[str], say: Speaker) -> list[str]:
    known = known_cards(p)
    return [
        say(
            "grim-board-line-tunnel",
            points=p.score,
            gems=p.gems,
            tunnel=" ".join(segment_tag(c) for c in p.tunnel) or say("grim-board-empty"),
        ),
        say(
            "grim-board-line-hand",
            size=p.hand_size,
            deck=p.artificial,
            known=ids(known),
            has_known=bool(known),
            roles=not view.two_player,
            heir=seat_name(names, p.inheritor),
            donor=seat_name(names, p.benefactor),
        ),
        say(
            "grim-board-line-loitering",
            guards=by_faction(p.loitering_guards, say),
            thugs=by_faction(p.loitering_thugs, say),
        ),
        say("grim-board-line-resting", count=len(p.resting), cards=ids(p.resting)),
    ]


def terminal_text(view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None) -> str:
    say = say or english()
    lines = [say("grim-board-text-head", status=status(view, names, say)), arrow_text(view, names, say)]
    lines.append(say("grim-board-text-key"))
    for p in view.players:
        mark = "*" if p.seat in view.winners else ">" if p.seat in view.waiting else " "
        lines.append(f"{mark} {_who(view, p.seat, names, seat_name(names, p.seat), say)}")
        lines.extend(f"    {line}" for line in _player_lines(view, p, names, say))
    if view.battles:
        lines.append(say("grim-board-text-battles"))
        lines.extend(f"  {battle_text(b, names, say)}" for b in view.battles)
    private = private_text(view, names, say)
    if private:
        lines.append(private)
    return "\n".join(lines)


def private_text(view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The seat's hand, its secret choices this phase and what it must do now; the Artificial Player's
    deck size; '' in the public view."""
    if view.seat is None:
        return ""
    say = say or english()
    me = view.players[view.seat]
    if view.hand is None:
        if me.artificial and view.phase != "over":
            return say("grim-board-private-deck", count=me.hand_size)
        return ""
    lines = [say("grim-board-private-hand", count=len(view.hand))]
    lines.extend(f"  {card_line(c, say)}" for c in view.hand)
    if view.picks is not None:
        chosen = picks_text(view.picks, say)
        if chosen:
            lines.append(say("grim-board-private-chosen", chosen=chosen))
    if view.stage is not None:
        lines.append(stage_prompt(view, names, view.stage, say))
    return "\n".join(lines)


# ---- the embed ----------------------------------------------------------------------------------------


def _markdown_names(view: GrimProspectsView, names: Sequence[str]) -> list[str]:
    return [escape_markdown(seat_name(names, s)) for s in range(view.num_players)]


def embed_title(view: GrimProspectsView, say: Speaker | None = None) -> str:
    return (say or english())("grim-board-title", round=view.round)


def embed_description(view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None) -> str:
    say = say or english()
    md_names = _markdown_names(view, names)
    description = f"**{status(view, md_names, say)}**\n{arrow_text(view, md_names, say)}"
    return clipped(description, EMBED_DESCRIPTION)


def embed_fields(
    view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None
) -> tuple[tuple[str, str, bool], ...]:
    """A field per player, the last battles, and in a seat's own view its hand."""
    say = say or english()
    md_names = _markdown_names(view, names)
    fields: list[tuple[str, str, bool]] = []
    for p in view.players:
        mark = "🏆 " if p.seat in view.winners else "⏳ " if p.seat in view.waiting else ""
        who = _who(view, p.seat, names, md_names[p.seat], say)
        fields.append(
            (
                clipped(f"{mark}{who}", FIELD_NAME),
                clipped("\n".join(_player_lines(view, p, md_names, say)), FIELD_VALUE),
                False,
            )
        )
    if view.battles:
        value = "\n".join(battle_text(b, md_names, say) for b in view.battles)
        fields.append((say("grim-board-field-battles"), clipped(value, FIELD_VALUE), False))
    if view.hand is not None:
        fields.append(
            (say("grim-board-field-hand"), clipped(private_text(view, names, say), FIELD_VALUE), False)
        )
    return tuple(fields)


def embed_footer(view: GrimProspectsView, say: Speaker | None = None) -> str:
    """The key to the tunnels' marks, the same in every view."""
    return (say or english())("grim-board-footer")
