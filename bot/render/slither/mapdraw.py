"""The SLITHER map as a picture: where it fits (``MapFrame``) and how it is drawn (``draw_map``).

Pointy-top hexes in the engine's axial coordinates (engines/slither/hexmap.py; rules 3(c) "Geometry").
Every hex carries its name (a number, a letter, β1/β2) at a size a phone reads, in three bands: at the
top a path card's tag or a building's lily pads (a filled pad, or a hollow ring where one was eaten), the
name in the middle, the pawns below. Thick dark lines part the tiles. A path card the picture may show
is a ring around its hex and a tag (H, M1..M4, T): filled and solid when the frogs have seen it, hollow
and dashed when it is still face down (the snake's own pictures only). Gold rings mark the hexes the
snake's Head may move to, in its own close-up. While a tile is being laid, the spots it may take are lit
and lettered at the corner their three hexes share.

The map is drawn on a canvas of its own and pasted (``draw.paste``), so a close-up can show part of it:
hexes cut by the canvas's edge keep their colour but lose their name, never showing half a word.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from bot.render import draw as d
from bot.render.slither import pieces
from bot.render.slither.style import (
    BUILDING,
    DARK,
    GOLD,
    HIDDEN,
    LETTER,
    MAX_HEX_LABEL,
    MIN_HEX_LABEL,
    NUMBER,
    SEEN,
    SPOT,
    SPOT_DIM,
    SPOT_EDGE,
    TILE_EDGE,
    WATER,
    frog_style,
)
from bot.render.slither.words import NEIGHBOURS, active_spots, full_pads
from engines.slither.models import SlitherView

SQRT3 = math.sqrt(3.0)
Coord = tuple[int, int]
INSET = 12  # water around the outermost hexes

FILLS = {"number": NUMBER, "letter": LETTER, "building": BUILDING}


@dataclass(frozen=True)
class MapFrame:
    """Where hexes go on a map canvas of ``width`` x ``height`` pixels: hex (q, r) is centred at
    ``centre(q, r)``, every hex of circumradius ``radius``."""

    radius: float
    x0: float
    y0: float
    width: int
    height: int

    def centre(self, q: int, r: int) -> tuple[float, float]:
        return self.x0 + SQRT3 * (q + r / 2) * self.radius, self.y0 + 1.5 * r * self.radius

    def inside(self, q: int, r: int, margin: float = 0.0) -> bool:
        """Whether the whole hex (and ``margin`` more) lies on the canvas."""
        x, y = self.centre(q, r)
        half_w, half_h = SQRT3 / 2 * self.radius + margin, self.radius + margin
        return half_w <= x <= self.width - half_w and half_h <= y <= self.height - half_h


def _extent(coords: Iterable[Coord]) -> tuple[float, float, float, float]:
    """The hexes' bounding box in units of the circumradius: min x, min y, width, height."""
    xs = [SQRT3 * (q + r / 2) for q, r in coords]
    ys = [1.5 * r for _, r in coords]
    return min(xs), min(ys), max(xs) - min(xs) + SQRT3, max(ys) - min(ys) + 2


def fit_radius(coords: Sequence[Coord], width: int, max_height: int, largest: float, floor: float) -> float:
    """The hex size that shows ``coords`` in ``width`` x ``max_height`` pixels, at most ``largest``; a map
    that would need hexes under ``floor`` to fit that height gets ``floor`` (and a taller canvas), as long
    as the width allows."""
    _, _, span_x, span_y = _extent(coords)
    by_width = (width - 2 * INSET) / span_x
    by_height = (max_height - 2 * INSET) / span_y
    return min(largest, by_width, max(by_height, floor))


def frame_for(coords: Sequence[Coord], width: int, radius: float, height: int | None = None) -> MapFrame:
    """A canvas ``width`` wide (and just tall enough, or ``height``) with ``coords`` centred on it."""
    min_x, min_y, span_x, span_y = _extent(coords)
    natural = math.ceil(span_y * radius + 2 * INSET)
    h = max(natural, height or 0)
    x0 = (width - span_x * radius) / 2 - (min_x - SQRT3 / 2) * radius
    y0 = (h - span_y * radius) / 2 - (min_y - 1) * radius
    return MapFrame(radius, x0, y0, width, h)


def map_coords(view: SlitherView) -> list[Coord]:
    """Every placed hex, and while a tile is being laid every hex of a spot it may take (of the chosen
    spot, once there is one)."""
    coords = [(c.q, c.r) for c in view.cells]
    if view.placement is not None:
        spots = active_spots(view) if view.placement.spot is not None else view.placement.spots
        coords += [cell for s in spots for cell in s.cells]
    return coords


@dataclass(frozen=True)
class PathMark:
    hex_id: str
    tag: str  # H, M1.., T
    face_up: bool


@dataclass(frozen=True)
class Marks:
    """What a map shows beyond the view's public facts: the path cards this picture may show (the seen
    ones on a public picture, the whole path on the snake's own), and gold rings (the hexes the snake's
    Head may move to, on its own close-up)."""

    path: tuple[PathMark, ...] = ()
    rings: frozenset[str] = field(default_factory=frozenset)


def hex_corners(cx: float, cy: float, radius: float) -> list[tuple[float, float]]:
    """Corners of a pointy-top hex, clockwise from the upper right."""
    return [
        (cx + radius * math.cos(math.radians(60 * i - 30)), cy + radius * math.sin(math.radians(60 * i - 30)))
        for i in range(6)
    ]


def label_size(radius: float) -> int:
    return max(MIN_HEX_LABEL, min(MAX_HEX_LABEL, round(0.56 * radius)))


def draw_map(view: SlitherView, frame: MapFrame, marks: Marks) -> Image.Image:
    """The map on its own canvas (``frame.width`` x ``frame.height``), ready to paste."""
    image = Image.new("RGB", (frame.width, frame.height), WATER)
    draw = ImageDraw.Draw(image)
    if view.placement is not None:
        _spots(draw, view, frame)
    _cells(draw, view, frame)
    _rings(draw, view, frame, marks)
    _contents(draw, view, frame, marks)
    if view.placement is not None:
        _spot_letters(draw, view, frame)
    return image


# ---- hexes --------------------------------------------------------------------------------------------


def _cells(draw: ImageDraw.ImageDraw, view: SlitherView, frame: MapFrame) -> None:
    radius = frame.radius
    for c in view.cells:
        cx, cy = frame.centre(c.q, c.r)
        draw.polygon(hex_corners(cx, cy, radius - 1.5), fill=FILLS[c.kind])
    # Tile outlines: the edges between hexes of different tiles (or the water) are drawn thick.
    tile_at = {(c.q, c.r): c.tile for c in view.cells}
    width = max(3, round(radius / 11))
    edge_of = (0, 5, 4, 3, 2, 1)  # NEIGHBOURS[i] lies across corner edge edge_of[i] -> edge_of[i] + 1
    for c in view.cells:
        cx, cy = frame.centre(c.q, c.r)
        corners = hex_corners(cx, cy, radius - 1)
        for i, (dq, dr) in enumerate(NEIGHBOURS):
            if tile_at.get((c.q + dq, c.r + dr)) != c.tile:
                k = edge_of[i]
                draw.line((corners[k], corners[(k + 1) % 6]), fill=TILE_EDGE, width=width)


def _dashed_ring(
    draw: ImageDraw.ImageDraw, corners: list[tuple[float, float]], colour: d.RGB, width: int
) -> None:
    for i in range(6):
        (x0, y0), (x1, y1) = corners[i], corners[(i + 1) % 6]
        for a, b in ((0.0, 0.28), (0.4, 0.6), (0.72, 1.0)):
            draw.line(
                (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a, x0 + (x1 - x0) * b, y0 + (y1 - y0) * b),
                fill=colour,
                width=width,
            )


def _rings(draw: ImageDraw.ImageDraw, view: SlitherView, frame: MapFrame, marks: Marks) -> None:
    at = {c.id: (c.q, c.r) for c in view.cells}
    radius = frame.radius
    width = max(4, round(radius * 0.11))
    for hex_id in sorted(marks.rings):
        if hex_id in at:
            cx, cy = frame.centre(*at[hex_id])
            draw.polygon(hex_corners(cx, cy, radius - 4 - width / 2), outline=GOLD, width=width)
    for mark in marks.path:
        if mark.hex_id not in at:
            continue
        cx, cy = frame.centre(*at[mark.hex_id])
        corners = hex_corners(cx, cy, radius - 3 - width / 2)
        if mark.face_up:
            draw.polygon(corners, outline=SEEN, width=width)
        else:
            _dashed_ring(draw, corners, HIDDEN, width)


# ---- what stands on a hex -----------------------------------------------------------------------------

# A hex in three bands (in circumradii from its centre, y down): a path card's tag or a building's
# lily pads at the top, the hex's name in the middle, the pawns at the bottom. Where n pawns stand
# (offsets and size): one row, and for four a fourth pawn in the bottom corner.
PAWN_SPOTS: dict[int, tuple[float, tuple[tuple[float, float], ...]]] = {
    1: (0.50, ((0.0, 0.45),)),
    2: (0.46, ((-0.26, 0.45), (0.26, 0.45))),
    3: (0.40, ((-0.46, 0.4), (0.0, 0.4), (0.46, 0.4))),
    4: (0.40, ((-0.46, 0.36), (0.0, 0.36), (0.46, 0.36), (0.0, 0.77))),
}
NAME_Y = -0.1  # the name, when something stands above or below it (else it is centred)
TOP_Y = -0.68  # the tag (its pill reaches the top corner), the lily pads


def _contents(draw: ImageDraw.ImageDraw, view: SlitherView, frame: MapFrame, marks: Marks) -> None:
    radius = frame.radius
    frogs_at: dict[str, list[int]] = {}
    for f in view.frogs:
        if f.hex is not None:
            frogs_at.setdefault(f.hex, []).append(f.seat)
    tags = {m.hex_id: m for m in marks.path}
    pads = dict(view.pads)
    full = full_pads()
    label = d.font(label_size(radius), bold=True)
    for c in view.cells:
        cx, cy = frame.centre(c.q, c.r)
        seats = frogs_at.get(c.id, [])
        mark = tags.get(c.id)
        busy = bool(seats) or mark is not None or c.kind == "building"
        ly = cy + NAME_Y * radius if busy else cy
        fill = FILLS[c.kind]
        if frame.inside(c.q, c.r):
            # A plate of the hex's own colour under its name: a ring or a tile's edge never runs under it.
            half_w, half_h = label.width(c.name) / 2 + 2, label.size * 0.42
            draw.rectangle((cx - half_w, ly - half_h, cx + half_w, ly + half_h), fill=fill)
            label.draw(draw, (cx, ly), c.name, d.ink_on(fill), anchor="mm")
            if mark is not None:
                w = pieces.tag_width(mark.tag)
                pieces.tag(draw, (round(cx - w / 2), round(cy + TOP_Y * radius)), mark.tag, mark.face_up)
        if c.kind == "building":  # its lily pads (a hollow ring where one was eaten)
            pr = max(8.0, 0.16 * radius)
            count = full.get(c.id, 0)
            for i in range(count):
                px = cx + (i - (count - 1) / 2) * 2.4 * pr
                pieces.lily_pad(draw, px, cy + (TOP_Y + 0.08) * radius, pr, i < pads.get(c.id, 0))
        if seats:
            size, spots = PAWN_SPOTS[min(4, len(seats))]
            for seat, (dx, dy) in zip(seats, spots, strict=False):
                style = frog_style(seat)
                pieces.pawn(
                    draw, cx + dx * radius, cy + dy * radius, size * radius, style.shape, style.colour
                )


# ---- laying a tile ------------------------------------------------------------------------------------


def _spots(draw: ImageDraw.ImageDraw, view: SlitherView, frame: MapFrame) -> None:
    placement = view.placement
    assert placement is not None
    radius = frame.radius
    active = active_spots(view)
    active_cells = {cell for s in active for cell in s.cells}
    chosen = placement.spot is not None
    for q, r in sorted({cell for s in placement.spots for cell in s.cells}):
        if chosen and (q, r) not in active_cells:
            continue  # a spot is chosen: only its three hexes are lit
        cx, cy = frame.centre(q, r)
        fill = SPOT if (q, r) in active_cells else SPOT_DIM
        draw.polygon(
            hex_corners(cx, cy, radius - 3), fill=fill, outline=DARK if chosen else SPOT_EDGE, width=3
        )


def _spot_letters(draw: ImageDraw.ImageDraw, view: SlitherView, frame: MapFrame) -> None:
    radius = frame.radius
    for s in active_spots(view):
        pts = [frame.centre(q, r) for q, r in s.cells]
        cx = sum(p[0] for p in pts) / 3
        cy = sum(p[1] for p in pts) / 3
        pieces.letter_disc(draw, cx, cy, s.letter, radius)
