"""SLITHER as text: the whole view for a terminal (with the map drawn in letters), the snake's secret in
words, and the embed that goes with the board picture (the path, the lily pads, the snake, the frogs, the
tile being laid and what the frogs know).

The embed shows only public facts, whoever's view it is built from; the snake's path and hand appear
only in ``private_text``, from the snake's own view (the only view that holds them).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Speaker, english
from bot.render.protocol import seat_name
from bot.render.slither import style
from bot.render.slither.terms import FOUND_OUT_TO_WIN, ability_name, round_words
from bot.render.slither.words import (
    active_spots,
    clue_text,
    clues_inline,
    frog_lines,
    pads_text,
    path_line,
    placement_lines,
    status,
)
from bot.render.textlimits import FIELD_VALUE, clipped
from engines.phrasing import Listed
from engines.slither.models import SlitherView

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


def _frogs_field(view: SlitherView, names: Sequence[str], say: Speaker) -> str:
    """The frogs, each after its pawn's shape as drawn ("● Ann: on β1, holds Long Leap")."""
    return "\n".join(
        f"{style.frog_style(f.seat).symbol} {line.strip()}"
        for f, line in zip(view.frogs, frog_lines(view, names, say), strict=True)
    )


def _abilities(view: SlitherView, say: Speaker) -> dict[str, object]:
    """The snake's ability cards in hand, as a message's arguments: ``cards`` (a plain list) and ``count``."""
    names = [ability_name(a, say) for a in view.snake_abilities]
    return {"cards": Listed.of(names, "narrow"), "count": len(names)}


def terminal_text(view: SlitherView, names: Sequence[str], say: Speaker | None = None) -> str:
    say = say or english()
    lines = [say("slither-board-text-head", status=status(view, names, say))]
    lines.append(
        say("slither-board-text-score", found=view.found_out, goal=FOUND_OUT_TO_WIN, pads=pads_text(view))
    )
    lines.append(
        say(
            "slither-board-text-snake",
            snake=seat_name(names, 0),
            hand=view.hand_size,
            bellowed=view.bellowed,
            **_abilities(view, say),
        )
    )
    lines.append(say("slither-board-text-path", path=path_line(view, False, say)))
    lines.append(say("slither-board-text-frogs"))
    lines.extend(frog_lines(view, names, say))
    lines.append(say("slither-board-text-map", laying=view.placement is not None, dot=SPOT_HEX))
    lines.extend(_ascii_map(view))
    lines.extend(placement_lines(view, say))
    if view.clues:
        lines.append(say("slither-board-text-known", clues=clues_inline(view.clues[-6:], say)))
    if view.secret is not None:
        lines.append(private_text(view, names, say))
    return "\n".join(lines)


def private_text(view: SlitherView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The snake's own view only: its path and hand, and what it is doing with them; '' otherwise."""
    if view.secret is None:
        return ""
    say = say or english()
    s = view.secret
    lines = [say("slither-board-text-your-path", path=path_line(view, True, say))]
    lines.append(say("slither-board-text-your-hand", count=len(s.hand), cards=Listed.of(s.hand, "narrow")))
    if s.pending_head is not None:
        lines.append(say("slither-board-playing", hex=s.pending_head))
    if s.pending_ability is not None:
        lines.append(say("slither-board-text-shedding", card=ability_name(s.pending_ability, say)))
    return "\n".join(lines)


# ---- the embed ----------------------------------------------------------------------------------------


def embed_description(view: SlitherView, names: Sequence[str], say: Speaker | None = None) -> str:
    return status(view, names, say)


def embed_fields(
    view: SlitherView, names: Sequence[str], say: Speaker | None = None
) -> tuple[tuple[str, str, bool], ...]:
    """The path, the lily pads and the snake (inline), the frogs, the tile being laid, the clues."""
    say = say or english()
    snake = [
        say("slither-board-field-hand", hand=view.hand_size),
        say("slither-board-field-abilities", **_abilities(view, say)),
    ]
    if view.bellowed:
        snake.append(say("slither-board-field-bellowed"))
    pads = [pads_text(view), say("slither-board-field-found", found=view.found_out, goal=FOUND_OUT_TO_WIN)]
    fields: list[tuple[str, str, bool]] = [
        (say("slither-board-field-path"), path_line(view, False, say).replace(" | ", "\n"), True),
        (say("slither-board-field-pads"), "\n".join(pads), True),
        (say("slither-board-field-snake"), "\n".join(snake), True),
        (say("slither-board-field-frogs"), _frogs_field(view, names, say) or "—", False),
    ]
    placing = placement_lines(view, say)
    if placing:
        fields.append(
            (say("slither-board-field-laying"), clipped("\n".join(placing[:26]), FIELD_VALUE), False)
        )
    if view.clues:
        known = "\n".join(clue_text(c, say) for c in view.clues[-8:])
        fields.append((say("slither-board-field-known"), clipped(known, FIELD_VALUE), False))
    return tuple(fields)


def embed_footer(view: SlitherView, say: Speaker | None = None) -> str:
    return (say or english())("slither-board-footer", when=round_words(view), tiles=len(view.tiles) - 2)
