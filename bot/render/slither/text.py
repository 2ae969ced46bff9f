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
    active_spots,
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

SPOT_HEX = "·"  # on the text map, an empty hex that a spot being offered would cover


def _ascii_map(view: SlitherView) -> list[str]:
    """The map in letters, a line per row of hexes, each hex by its name (with a * per frog on it). While
    a tile is laid, the hexes the spots offered would cover are dots and each spot's letter stands on a
    line between the rows, where its three hexes meet, as the picture letters them (ours D2, D22)."""
    frogs_at: dict[str, int] = {}
    for f in view.frogs:
        if f.hex is not None:
            frogs_at[f.hex] = frogs_at.get(f.hex, 0) + 1
    # (line, column) -> text: row r of hexes is line 2r, the line between rows r and r + 1 is 2r + 1; a
    # hex's column is 2q + r, and a spot's letter stands at the column of its middle hex.
    marks: dict[tuple[int, int], str] = {
        (2 * c.r, 2 * c.q + c.r): c.name + "*" * frogs_at.get(c.id, 0) for c in view.cells
    }
    for spot in active_spots(view):
        for q, r in spot.cells:
            marks.setdefault((2 * r, 2 * q + r), SPOT_HEX)
        top = min(r for _, r in spot.cells)
        middle = sum(2 * q + r for q, r in spot.cells) // 3
        marks[(2 * top + 1, middle)] = spot.letter
    left = min(col for _, col in marks)
    ys = [y for y, _ in marks]
    lines: list[str] = []
    for y in range(min(ys), max(ys) + 1):
        line = ""
        for col, text in sorted((col, text) for (at, col), text in marks.items() if at == y):
            start = 3 * (col - left)
            line = (line + " " if line and len(line) >= start else line.ljust(start)) + text
        if line or y % 2 == 0 or view.placement is not None:  # a line between rows only if it has letters
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
    key = "* = a frog there"
    if view.placement is not None:
        key += f"; {SPOT_HEX} = a hex the tile may cover; a letter: a spot, where its 3 hexes meet"
    lines.append(f"Map ({key}):")
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
