"""SLITHER's board and the snake's secret picture, drawn for a phone: 800 pixels wide, shown 400 wide.

Top to bottom: a banner with who decides what now (or who won) and, under it, the round, the found-outs
and the lily pads left (who leads); the map, as large as the picture allows; the snake's path strip (Head
to Tail: a seen card's location, "?" for a card face down, "—" for an empty segment, and any ability
card lying on it); the frogs' legend, each pawn's shape and colour beside its player's name and card.

The snake's picture (``draw_private``) is the same from its own view: every card of its path on the map
and in the strip, face-down ones marked as such, gold rings where its next Head may go while it moves,
and its hand in words. The public board never reads the view's secret, whoever's view it is drawn from.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.render import draw as d
from bot.render.slither import mapdraw, panels, pieces
from bot.render.slither.mapdraw import MapFrame, Marks, PathMark
from bot.render.slither.style import (
    BG,
    BUILDING,
    CARD_FACE,
    DARK,
    FLOOR_RADIUS,
    FROGS,
    GOLD,
    HIDDEN,
    HIDDEN_FILL,
    INK,
    LETTER,
    LETTER_DISC,
    LETTER_INK,
    LILY_PAD,
    MARGIN,
    MAX_HEIGHT,
    MAX_PNG_BYTES,
    MAX_RADIUS,
    NUMBER,
    PAD_EDGE,
    PAD_GONE,
    PANEL,
    PANEL_ACTIVE,
    SEEN,
    SOFT,
    SPOT,
    SPOT_DIM,
    SPOT_EDGE,
    SUB_SIZE,
    TILE_EDGE,
    WATER,
    WIDTH,
)
from bot.render.slither.words import (
    head_options,
    headline,
    private_headline,
    secret_path,
    short_segment,
    snake_acting,
    subline,
)
from engines.slither.models import SlitherView

INNER = WIDTH - 2 * MARGIN
PRIVATE_MAX_HEIGHT = 1200


@dataclass(frozen=True)
class Geometry:
    """Where the parts of one picture are."""

    banner_lines: tuple[str, ...]
    banner_top: int
    map_top: int
    frame: MapFrame
    strip_top: int | None  # None: no strip (while a tile is laid the path is empty)
    legend_top: int
    hand_top: int | None  # the snake's picture: its hand in words
    height: int


def hand_text(view: SlitherView) -> str:
    """The snake's view only: its hand in words."""
    hand = view.secret.hand if view.secret is not None else ()
    return f"Your hand ({len(hand)}): {', '.join(hand) or 'empty'}"


def geometry(view: SlitherView, names: Sequence[str], private: bool = False) -> Geometry:
    lines = tuple(panels.banner_lines(private_headline(view, names) if private else headline(view, names)))
    map_top = MARGIN + panels.banner_height(lines) + panels.GAP
    show_strip = private or view.placement is None
    strip_h = panels.strip_height(view, private) + panels.GAP if show_strip else 0
    hand_h = panels.paragraph_height(hand_text(view), SUB_SIZE, 2) + panels.GAP if private else 0
    legend_h = panels.legend_height(len(view.frogs))
    below = strip_h + hand_h + legend_h + MARGIN + panels.GAP
    coords = mapdraw.map_coords(view)
    budget = (PRIVATE_MAX_HEIGHT if private else MAX_HEIGHT) - map_top - below
    radius = mapdraw.fit_radius(coords, INNER, budget, MAX_RADIUS, FLOOR_RADIUS)
    frame = mapdraw.frame_for(coords, INNER, radius)
    y = map_top + frame.height + panels.GAP
    strip_top = y if show_strip else None
    y += strip_h
    hand_top = y if private else None
    y += hand_h
    return Geometry(lines, MARGIN, map_top, frame, strip_top, y, hand_top, y + legend_h + MARGIN)


def public_marks(view: SlitherView) -> Marks:
    """The path cards everyone may see: those face up (ruling 23)."""
    return Marks(
        path=tuple(
            PathMark(seg.loc, short_segment(seg.name), True)
            for seg in view.segments
            if seg.face_up and seg.loc is not None
        )
    )


def secret_marks(view: SlitherView, rings: bool) -> Marks:
    """The snake's view only: its whole path, and with ``rings`` where its Head may go next (or the new
    Head it is playing)."""
    cards = secret_path(view)
    marks = tuple(
        PathMark(
            card.loc, short_segment(view.segments[i].name) if i < len(view.segments) else "?", card.face_up
        )
        for i, card in enumerate(cards)
    )
    ringed: frozenset[str] = frozenset()
    if rings and view.secret is not None and view.phase == "snake_move" and snake_acting(view):
        pending = view.secret.pending_head
        ringed = frozenset({pending} if pending is not None else head_options(view))
    return Marks(path=marks, rings=ringed)


def _draw(view: SlitherView, names: Sequence[str], private: bool) -> Image.Image:
    geo = geometry(view, names, private)
    image = Image.new("RGB", (WIDTH, geo.height), BG)
    draw = ImageDraw.Draw(image)
    finished = view.winner is not None
    marked = bool(view.acting) and not finished
    panels.draw_banner(draw, geo.banner_top, geo.banner_lines, subline(view), finished, marked)
    marks = secret_marks(view, rings=True) if private else public_marks(view)
    d.paste(image, mapdraw.draw_map(view, geo.frame, marks), (MARGIN, geo.map_top))
    if geo.strip_top is not None:
        panels.draw_strip(draw, geo.strip_top, view, names, private)
    if geo.hand_top is not None:
        panels.paragraph(draw, geo.hand_top, hand_text(view), INK, SUB_SIZE, 2)
    panels.draw_legend(image, draw, geo.legend_top, view, names)
    return image


def draw_board(view: SlitherView, names: Sequence[str]) -> Image.Image:
    """The public board, from any view: it shows only what everyone may know."""
    return _draw(view, names, private=False)


def draw_private(view: SlitherView, names: Sequence[str]) -> Image.Image:
    """The snake's secret picture (its own view): its whole path and its hand."""
    return _draw(view, names, private=True)


# ---- encoding ------------------------------------------------------------------------------------------

FLAT = (
    BG, PANEL, PANEL_ACTIVE, INK, SOFT, GOLD, DARK, WATER, NUMBER, LETTER, BUILDING, TILE_EDGE, LILY_PAD,
    PAD_EDGE, PAD_GONE, SEEN, HIDDEN, HIDDEN_FILL, CARD_FACE, SPOT, SPOT_DIM, SPOT_EDGE, LETTER_DISC,
    LETTER_INK, *(f.colour for f in FROGS), (255, 255, 255),
)  # fmt: skip
# Each ink on each fill it is drawn on: the sample the palette learns anti-aliased edges from.
INKS_ON = (
    ((255, 255, 255), (NUMBER, BUILDING)),
    (DARK, (LETTER, GOLD, SEEN, CARD_FACE)),
    (INK, (BG, PANEL, PANEL_ACTIVE)),
    (SOFT, (PANEL, PANEL_ACTIVE)),
    (HIDDEN, (HIDDEN_FILL,)),
    (LETTER_INK, (LETTER_DISC,)),
)


@d.drawing_cache
def board_palette() -> Image.Image:
    """The fixed palette every SLITHER picture is encoded with (``draw.make_palette``), learnt once from a
    swatch of every ink on every fill it is drawn on, with every piece."""
    rows = sum(len(fills) for _, fills in INKS_ON)
    sample = Image.new("RGB", (400, 40 * rows + 80), BG)
    draw = ImageDraw.Draw(sample)
    y = 0
    f = d.font(26, bold=True)
    for ink, fills in INKS_ON:
        for fill in fills:
            draw.rectangle((0, y, 400, y + 40), fill=fill)
            f.draw(draw, (8, y + 20), "Head 17 β1 Ann", ink, anchor="lm")  # measured only if pasted: never
            y += 40
    for k, frog in enumerate(FROGS):
        for j, under in enumerate((NUMBER, LETTER, BUILDING)):
            draw.rectangle((k * 100 + j * 33, y, k * 100 + j * 33 + 33, y + 40), fill=under)
            pieces.pawn(draw, k * 100 + j * 33 + 16, y + 20, 24, frog.shape, frog.colour)
    pieces.lily_pad(draw, 20, y + 60, 10, True)
    pieces.lily_pad(draw, 50, y + 60, 10, False)
    return d.make_palette([sample], FLAT)


def encode(image: Image.Image) -> bytes:
    """A SLITHER picture as PNG bytes (at most 300 KB), in the fixed palette."""
    return d.encode_png(image, max_bytes=MAX_PNG_BYTES, palette=board_palette())
