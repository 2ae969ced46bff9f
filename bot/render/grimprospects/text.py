"""Grim Prospects as text: the whole view for a terminal, a seat's private hand in words, and the embed that
goes with the board picture (each player's tunnel, hand size and known cards, Inheritor and Benefactor,
Loitering and Resting miners; the last battles; in a seat's own view, its hand).

Renderers receive views only: a seat's hand appears only when the view is that seat's own (ruling 19).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.render.grimprospects.words import (
    arrow_text,
    battle_text,
    by_faction,
    card_line,
    known_cards,
    picks_text,
    segment_tag,
    stage_prompt,
    status,
)
from bot.render.protocol import escape_markdown, seat_name
from engines.grimprospects.models import GrimProspectsView, PlayerView
from engines.wording import plural


def _you(view: GrimProspectsView, seat: int, names: Sequence[str]) -> str:
    """' (you)' after the viewer's own name, unless the host already wrote it there."""
    if seat != view.seat or seat_name(names, seat).endswith("(you)"):
        return ""
    return " (you)"


def _player_lines(view: GrimProspectsView, p: PlayerView, names: Sequence[str]) -> list[str]:
    tunnel = " ".join(segment_tag(c) for c in p.tunnel) or "empty"
    known = known_cards(p)
    hand_words = f"hand {p.hand_size}" + (" (face-down deck)" if p.artificial else "")
    if known:
        hand_words += f", known: {' '.join(known)}"
    roles = (
        ""
        if view.two_player
        else f" · Inheritor {seat_name(names, p.inheritor)}, Benefactor {seat_name(names, p.benefactor)}"
    )
    return [
        f"tunnel {plural(p.score, 'point')} ({plural(p.gems, 'gem')}): {tunnel}",
        f"{hand_words}{roles}",
        f"Loitering Guards: {by_faction(p.loitering_guards)} | Loitering Thugs: {by_faction(p.loitering_thugs)}",
        f"Resting Recruits: {' '.join(p.resting) or 'none'}",
    ]


def terminal_text(view: GrimProspectsView, names: Sequence[str]) -> str:
    lines = [f"Grim Prospects. {status(view, names)}", arrow_text(view, names)]
    lines.append("Tunnels run from their owner to the far end; * gem (2 points), ^ shovel (1 point).")
    for p in view.players:
        mark = "*" if p.seat in view.winners else ">" if p.seat in view.waiting else " "
        you = _you(view, p.seat, names)
        lines.append(f"{mark} {seat_name(names, p.seat)}{you}")
        lines.extend(f"    {line}" for line in _player_lines(view, p, names))
    if view.battles:
        lines.append("Last battles:")
        lines.extend(f"  {battle_text(b, names)}" for b in view.battles)
    private = private_text(view, names)
    if private:
        lines.append(private)
    return "\n".join(lines)


def private_text(view: GrimProspectsView, names: Sequence[str]) -> str:
    """The seat's hand, its secret choices this phase and what it must do now; the Artificial Player's
    deck size; '' in the public view."""
    if view.seat is None:
        return ""
    me = view.players[view.seat]
    if view.hand is None:
        if me.artificial and view.phase != "over":
            return f"You play the Artificial Player: a face-down deck of {plural(me.hand_size, 'card')}."
        return ""
    lines = [f"Your hand ({plural(len(view.hand), 'card')}, secret):"]
    lines.extend(f"  {card_line(c)}" for c in view.hand)
    if view.picks is not None:
        chosen = picks_text(view.picks)
        if chosen:
            lines.append(f"Your secret choices this phase: {chosen}.")
    if view.stage is not None:
        lines.append(stage_prompt(view, names, view.stage))
    return "\n".join(lines)


# ---- the embed ----------------------------------------------------------------------------------------


def _markdown_names(view: GrimProspectsView, names: Sequence[str]) -> list[str]:
    return [escape_markdown(seat_name(names, s)) for s in range(view.num_players)]


def embed_description(view: GrimProspectsView, names: Sequence[str]) -> str:
    md_names = _markdown_names(view, names)
    description = f"**{status(view, md_names)}**\n{arrow_text(view, md_names)}"
    return description[:4096]


def embed_fields(view: GrimProspectsView, names: Sequence[str]) -> tuple[tuple[str, str, bool], ...]:
    """A field per player, the last battles, and in a seat's own view its hand."""
    md_names = _markdown_names(view, names)
    fields: list[tuple[str, str, bool]] = []
    for p in view.players:
        mark = "🏆 " if p.seat in view.winners else "⏳ " if p.seat in view.waiting else ""
        you = _you(view, p.seat, names)
        fields.append(
            (
                f"{mark}{md_names[p.seat]}{you}"[:256],
                "\n".join(_player_lines(view, p, md_names))[:1024],
                False,
            )
        )
    if view.battles:
        value = "\n".join(battle_text(b, md_names) for b in view.battles)
        fields.append(("Last battles", value[:1024], False))
    if view.hand is not None:
        fields.append(("Your hand", private_text(view, names)[:1024], False))
    return tuple(fields)


def embed_footer(view: GrimProspectsView) -> str:
    """The key to the tunnels' marks, the same in every view."""
    return "* gem (2 points) · ^ shovel (1 point) · tunnels run from their owner to the far end"
