"""SLITHER as text: the whole view for a terminal (with the map drawn in letters), the snake's secret in
words, and the embed that goes with the board picture (the path, the lily pads, the snake, the frogs, the
tile being laid and what the frogs know).

The embed shows only public facts, whoever's view it is built from; the snake's path and hand appear
only in ``private_text``, from the snake's own view (the only view that holds them).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.render.protocol import seat_name
from bot.render.slither import style
from bot.render.slither.words import (
    ability_name,
    clue_text,
    clues_inline,
    frog_lines,
    pads_text,
    path_line,
    placement_lines,
    round_name,
    status,
)
from engines.slither.models import SlitherView
from engines.wording import plural


def _ascii_map(view: SlitherView) -> list[str]:
    frogs_at: dict[str, int] = {}
    for f in view.frogs:
        if f.hex is not None:
            frogs_at[f.hex] = frogs_at.get(f.hex, 0) + 1
    cols = [2 * c.q + c.r for c in view.cells]
    rows = [c.r for c in view.cells]
    left = min(cols)
    lines: list[str] = []
    for r in range(min(rows), max(rows) + 1):
        line = ""
        for c in sorted((c for c in view.cells if c.r == r), key=lambda c: c.q):
            start = 3 * (2 * c.q + c.r - left)
            label = c.name + "*" * frogs_at.get(c.id, 0)
            line = line.ljust(start) + label
        lines.append("  " + line.rstrip())
    return lines


def _frogs_field(view: SlitherView, names: Sequence[str]) -> str:
    """The frogs, each after its pawn's shape as drawn ("● Ann: on β1, holds Long Leap")."""
    return "\n".join(
        f"{style.frog_style(f.seat).symbol} {line.strip()}"
        for f, line in zip(view.frogs, frog_lines(view, names), strict=True)
    )


def terminal_text(view: SlitherView, names: Sequence[str]) -> str:
    lines = [f"SLITHER — {status(view, names)}"]
    lines.append(f"Found out: {view.found_out} of 2.   Lily pads: {pads_text(view)}")
    abilities = ", ".join(ability_name(a) for a in view.snake_abilities) or "none"
    bellow = "  (Bellowed: no ability card next move)" if view.bellowed else ""
    lines.append(
        f"Snake ({seat_name(names, 0)}): {plural(view.hand_size, 'location card')} in hand; "
        f"abilities: {abilities}{bellow}"
    )
    lines.append(f"Path: {path_line(view, with_secret=False)}")
    lines.append("Frogs:")
    lines.extend(frog_lines(view, names))
    lines.append("Map (* = a frog there):")
    lines.extend(_ascii_map(view))
    lines.extend(placement_lines(view))
    if view.clues:
        lines.append(f"Known: {clues_inline(view.clues[-6:])}")
    if view.secret is not None:
        lines.append(private_text(view, names))
    return "\n".join(lines)


def private_text(view: SlitherView, names: Sequence[str]) -> str:
    """The snake's own view only: its path and hand, and what it is doing with them; '' otherwise."""
    if view.secret is None:
        return ""
    s = view.secret
    lines = [f"Your path (secret): {path_line(view, with_secret=True)}"]
    lines.append(f"Your hand (secret): {', '.join(s.hand) or 'empty'}")
    if s.pending_head is not None:
        lines.append(f"You are playing {s.pending_head} as your new Head.")
    if s.pending_ability is not None:
        lines.append(f"With {ability_name(s.pending_ability)}: choose the card to turn face down.")
    return "\n".join(lines)


# ---- the embed ----------------------------------------------------------------------------------------


def embed_description(view: SlitherView, names: Sequence[str]) -> str:
    return status(view, names)


def embed_fields(view: SlitherView, names: Sequence[str]) -> tuple[tuple[str, str, bool], ...]:
    """The path, the lily pads and the snake (inline), the frogs, the tile being laid, the clues."""
    snake = (
        f"{plural(view.hand_size, 'location card')} in hand\nAbilities: "
        + (", ".join(ability_name(a) for a in view.snake_abilities) or "none")
        + ("\nBellowed this round" if view.bellowed else "")
    )
    fields: list[tuple[str, str, bool]] = [
        ("Path", path_line(view, with_secret=False).replace(" | ", "\n"), True),
        ("Lily pads", pads_text(view) + f"\nFound out: {view.found_out} of 2", True),
        ("Snake", snake, True),
        ("Frogs", _frogs_field(view, names) or "—", False),
    ]
    placing = placement_lines(view)
    if placing:
        fields.append(("Laying a tile", "\n".join(placing[:26])[:1024], False))
    if view.clues:
        fields.append(("What the frogs know", "\n".join(map(clue_text, view.clues[-8:]))[:1024], False))
    return tuple(fields)


def embed_footer(view: SlitherView) -> str:
    return f"{round_name(view)} · {plural(len(view.tiles) - 2, 'numbered tile')} laid"
