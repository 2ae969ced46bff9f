"""Gentoo Rules as text: the whole view for a terminal, and the embed that goes with the board picture
(the players' penguins, stones, fish and cards, the Choice Cards with their costs, the piles).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.render.gentoo.words import (
    acting_seats,
    card_name,
    cost_text,
    in_play_text,
    order_text,
    out_of_reach_text,
    status,
)
from bot.render.protocol import escape_markdown, seat_name
from engines.gentoo.data import spec_of
from engines.gentoo.models import GentooView
from engines.wording import plural


def terminal_text(view: GentooView, names: Sequence[str]) -> str:
    lines: list[str] = []
    turn_no = f", turn {view.turns_taken + 1}" if not view.winners else ""
    lines.append(f"Gentoo Rules{turn_no}. First to {plural(view.penguins_to_win, 'penguin')} wins.")
    lines.append(status(view, names))
    lines.append(order_text(view, names))
    row = " | ".join(f"{card_name(c)}: {cost_text(c)}" for c in view.row) or "none"
    lines.append(f"Choice Cards ({len(view.row)}): {row}")
    if (why := out_of_reach_text(view, names)) is not None:
        lines.append(why)
    discard_top = f", top {card_name(view.discard_top)}" if view.discard_top else ""
    piles = f"Draw Pile {view.draw_size} | Discard Pile {view.discard_size}{discard_top}"
    if view.removed_size:
        piles += f" | {view.removed_size} out of the game"
    lines.append(piles)
    acting = acting_seats(view)
    for seat, p in enumerate(view.players):
        marker = ">" if seat in acting else "*" if seat in view.winners else " "
        you = " (you)" if seat == view.viewer else ""
        skips = f", skips {plural(p.skips, 'turn')}" if p.skips else ""
        lines.append(
            f"{marker} {seat_name(names, seat)}{you}: penguins {p.penguins}/{view.penguins_to_win}, "
            f"stones {p.stones}, fish {p.fish}{skips}"
        )
        used_top = f" (top {card_name(p.used_top)})" if p.used_top else ""
        lines.append(f"    in play: {in_play_text(view, p)}")
        lines.append(f"    Used Pile {p.used_size}{used_top}, Player Pile {p.pile_size}")
    return "\n".join(lines)


# ---- the embed ----------------------------------------------------------------------------------------


def embed_description(view: GentooView, names: Sequence[str]) -> str:
    escaped = [escape_markdown(n) for n in names]
    text = f"{status(view, names, bold=True)}\n{order_text(view, escaped, ' → ')}"
    why = out_of_reach_text(view, escaped)
    return f"{text}\n{why}" if why else text


def embed_fields(view: GentooView, names: Sequence[str]) -> tuple[tuple[str, str, bool], ...]:
    """A field per player (inline), then the Choice Cards with their costs."""
    fields: list[tuple[str, str, bool]] = []
    acting = acting_seats(view)
    for seat, p in enumerate(view.players):
        mark = "🏆 " if seat in view.winners else "▶ " if seat in acting else ""
        you = " (you)" if seat == view.viewer else ""
        lines = [
            f"🐧 {p.penguins}/{view.penguins_to_win} · 🪨 {plural(p.stones, 'stone')} · 🐟 {p.fish} fish",
            "In play: " + in_play_text(view, p),
            f"Used: {card_name(p.used_top)} ({p.used_size})" if p.used_top else "Used: empty",
            f"Player Pile: {p.pile_size}",
        ]
        if p.skips:
            lines.append(f"⏭ skips {plural(p.skips, 'turn')}")
        fields.append(
            (f"{mark}{escape_markdown(seat_name(names, seat))}{you}"[:256], "\n".join(lines)[:1024], True)
        )
    choice_lines = []
    for c in view.row:
        spec = spec_of(c)
        cost = f"{spec.cost} 🐟" if spec.cost else "free"
        needs = f" · needs {spec.stones} 🪨" if spec.stones else ""
        choice_lines.append(f"**{spec.name}** · {cost}{needs}")
    fields.append((f"Choice Cards ({len(view.row)})", "\n".join(choice_lines) or "none", False))
    return tuple(fields)


def embed_footer(view: GentooView) -> str:
    discard_top = f" (top: {card_name(view.discard_top)})" if view.discard_top else ""
    footer = f"Draw Pile {view.draw_size} · Discard Pile {view.discard_size}{discard_top}"
    if not view.winners:
        footer += f" · turn {view.turns_taken + 1}"
    return footer
