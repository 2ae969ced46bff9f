"""``SlitherRenderer``: a ``SlitherView`` as terminal text, as an embed with its board picture and alt text,
as the snake's secret text and picture, and as close-ups (the map; the ability cards; the snake's path).

The board (embed, picture, alt text) shows only public facts, whoever's view it is drawn from; the
snake's path and hand appear only in ``private_text``, ``private_image`` and the ``path`` close-up, all
from the snake's own view (the only view that holds them).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.render.base import CloseUp, RenderedBoard, RenderedImage, seat_name
from bot.render.colour import ColourGroup
from bot.render.slither import alt, closeups, layout, style
from bot.render.slither.words import (
    ability_name,
    clue_text,
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


class SlitherRenderer:
    """Draws SLITHER views; one module-level instance, ``RENDERER``, is what the host loads."""

    def text(self, view: Any, names: Sequence[str]) -> str:
        v: SlitherView = view
        lines = [f"SLITHER — {status(v, names)}"]
        lines.append(f"Found out: {v.found_out} of 2.   Lily pads: {pads_text(v)}")
        abilities = ", ".join(ability_name(a) for a in v.snake_abilities) or "none"
        bellow = "  (Bellowed: no ability card next move)" if v.bellowed else ""
        lines.append(
            f"Snake ({seat_name(names, 0)}): {plural(v.hand_size, 'location card')} in hand; "
            f"abilities: {abilities}{bellow}"
        )
        lines.append(f"Path: {path_line(v, with_secret=False)}")
        lines.append("Frogs:")
        lines.extend(frog_lines(v, names))
        lines.append("Map (* = a frog there):")
        lines.extend(_ascii_map(v))
        lines.extend(placement_lines(v))
        if v.clues:
            lines.append("Known: " + "; ".join(clue_text(c, v) for c in v.clues[-6:]))
        if v.secret is not None:
            lines.append(self.private_text(v, names))
        return "\n".join(lines)

    def private_text(self, view: Any, names: Sequence[str]) -> str:
        v: SlitherView = view
        if v.secret is None:
            return ""
        s = v.secret
        lines = [f"Your path (secret): {path_line(v, with_secret=True)}"]
        lines.append(f"Your hand (secret): {', '.join(s.hand) or 'empty'}")
        if s.pending_head is not None:
            lines.append(f"You are playing {s.pending_head} as your new Head.")
        if s.pending_ability is not None:
            lines.append(f"With {ability_name(s.pending_ability)}: choose the card to turn face down.")
        return "\n".join(lines)

    def board(self, view: Any, names: Sequence[str]) -> RenderedBoard:
        v: SlitherView = view
        snake = (
            f"{plural(v.hand_size, 'location card')} in hand\nAbilities: "
            + (", ".join(ability_name(a) for a in v.snake_abilities) or "none")
            + ("\nBellowed this round" if v.bellowed else "")
        )
        fields: list[tuple[str, str, bool]] = [
            ("Path", path_line(v, with_secret=False).replace(" | ", "\n"), True),
            ("Lily pads", pads_text(v) + f"\nFound out: {v.found_out} of 2", True),
            ("Snake", snake, True),
            ("Frogs", _frogs_field(v, names) or "—", False),
        ]
        placing = placement_lines(v)
        if placing:
            fields.append(("Laying a tile", "\n".join(placing[:26])[:1024], False))
        if v.clues:
            fields.append(
                ("What the frogs know", "\n".join(clue_text(c, v) for c in v.clues[-8:])[:1024], False)
            )
        return RenderedBoard(
            title="SLITHER",
            description=status(v, names),
            fields=tuple(fields),
            image_png=layout.encode(layout.draw_board(v, names)),
            footer=f"{round_name(v)} · {plural(len(v.tiles) - 2, 'numbered tile')} laid",
            color=0xF5C542 if v.winner is not None else 0x3E8E4E,
            alt_text=alt.board_alt_text(v, names),
        )

    def private_image(self, view: Any, names: Sequence[str]) -> bytes | None:
        v: SlitherView = view
        if v.secret is None:
            return None
        return layout.encode(layout.draw_private(v, names))

    def private_alt_text(self, view: Any, names: Sequence[str]) -> str:
        return alt.private_alt_text(view, names)

    def close_ups(self, view: Any, names: Sequence[str]) -> tuple[CloseUp, ...]:
        return closeups.offered(view)

    def close_up(self, view: Any, names: Sequence[str], key: str) -> RenderedImage | None:
        return closeups.draw_close_up(view, names, key)

    def colour_groups(self) -> tuple[ColourGroup, ...]:
        return style.colour_groups()


RENDERER = SlitherRenderer()
