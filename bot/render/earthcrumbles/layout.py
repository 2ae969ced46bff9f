"""The As The Earth Crumbles board, drawn for a phone: 800 pixels wide, shown 400 wide.

Top to bottom:

- a banner: who decides what now (or who won), then the turn, the tiles left and who plays next, and
  the clicks of a move not yet committed;
- the uncovered tiles of the Earth, grouped by colour: what the active player can salvage now (or the
  next player next turn), each with its symbol, name, Build Cost and ability, an exploding gas pocket
  ringed in red;
- the active player's city: the three Lanes, each with its symbol and its two Sites (the visible tile,
  the stack's height, the ability at that height; an empty Site's printed Coin), the Lane about to
  generate income framed, the Sites still to generate ringed; then the Reserve and, while building, the
  discard pile;
- one row per player and the Social Directives (``standings.py``).

The whole Earth, every player's city and the discard pile are close-ups (``closeups.py``); the embed
says everything in words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.i18n import Speaker, english
from bot.render import draw as d
from bot.render.earthcrumbles import pieces, standings
from bot.render.earthcrumbles.standings import DIRECTIVE_H, ROW_GAP, ROW_H, ROW_H_FINAL, TABLE_HEAD, bands
from bot.render.earthcrumbles.style import (
    BG,
    DANGER,
    DARK,
    GOLD,
    HEADING_SIZE,
    INK,
    INNER,
    MARGIN,
    PANEL,
    PANEL_ACTIVE,
    SOFT,
    STATUS_SIZE,
    TAG_SIZE,
    TEXT_SIZE,
    WIDTH,
)
from bot.render.earthcrumbles.words import (
    city_title,
    draft_words,
    featured,
    headline,
    lanes,
    subline,
    uncovered,
)
from engines.earthcrumbles.models import EarthView, PlayerView, SiteView, TileView

PAD = 14  # inside a panel
BANNER_LINE = 40
SECTION_GAP = 16
HEADING_H = 40
COLOURS = ("blue", "green", "red", "")

TILE_GAP = 12
TILE_W = (INNER - TILE_GAP) // 2
TILE_H, TILE_H_SHORT = 78, 48
MANY_TILES = 8  # more uncovered tiles than this: one line each, their abilities in the close-up

LANE_H = 88
LANE_GAP = 10
LABEL_W = 92
CITY_X = MARGIN + PAD
CITY_W = INNER - 2 * PAD
SITE_GAP = 8
SITE_W = (CITY_W - LABEL_W - 2 * SITE_GAP) // 2
SITE_H = LANE_H - 16
LIST_LINE = pieces.CHIP_H + 8


@dataclass(frozen=True)
class Geometry:
    """Where the parts of one board are."""

    banner: d.Box
    headline_lines: tuple[str, ...]
    draft_lines: tuple[str, ...]
    tiles: d.Box | None  # the uncovered tiles, heading included
    tiles_top: int
    tile_h: int
    city: d.Box | None
    lanes_top: int
    reserve_top: int
    discard_top: int | None
    table: d.Box
    rows_top: int
    row_h: int
    directives: d.Box | None
    height: int

    def tile_box(self, index: int) -> d.Box:
        """The ``index``-th uncovered tile's card (its tile, with room for a ring, starts pieces.RING
        earlier), in the order of ``shown_tiles``."""
        x = MARGIN + (index % 2) * (TILE_W + TILE_GAP)
        y = self.tiles_top + (index // 2) * (self.tile_h + TILE_GAP)
        return (x, y, x + TILE_W, y + self.tile_h)

    def lane_box(self, index: int) -> d.Box:
        top = self.lanes_top + index * (LANE_H + LANE_GAP)
        return (CITY_X, top, CITY_X + CITY_W, top + LANE_H)

    def site_box(self, lane: int, k: int) -> d.Box:
        x0, top, _, _ = self.lane_box(lane)
        x = x0 + LABEL_W + k * (SITE_W + SITE_GAP)
        return (x, top + 8, x + SITE_W, top + 8 + SITE_H)

    def row_box(self, seat: int) -> d.Box:
        return standings.row_box(self.rows_top, self.row_h, seat)


def status_font() -> d.Font:
    return d.font(STATUS_SIZE, bold=True)


def shown_tiles(view: EarthView) -> list[TileView]:
    """The uncovered tiles in the order the board shows them: by colour (the Lane a salvage activates),
    then by name."""
    return sorted(uncovered(view), key=lambda t: (COLOURS.index(t.colour), t.name, t.id))


def geometry(view: EarthView, names: Sequence[str], say: Speaker | None = None) -> Geometry:
    say = say or english()
    lines = tuple(status_font().wrap(headline(view, names, say), INNER - 2 * PAD - 34, 2))
    draft = (
        tuple(d.font(TEXT_SIZE + 2).wrap(draft_words(view, say), INNER - 2 * PAD - 34, 2))
        if view.draft
        else ()
    )
    banner_h = 12 + BANNER_LINE * len(lines) + 34 * (1 + len(draft)) + 10
    banner = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + banner_h)
    y = banner[3] + SECTION_GAP
    tiles_box: d.Box | None = None
    tiles_top, tile_h = y + HEADING_H, TILE_H
    shown = shown_tiles(view)
    if shown:
        tile_h = TILE_H if len(shown) <= MANY_TILES else TILE_H_SHORT
        rows = (len(shown) + 1) // 2
        bottom = tiles_top + rows * (tile_h + TILE_GAP) - TILE_GAP
        tiles_box = (MARGIN, y, WIDTH - MARGIN, bottom)
        y = bottom + SECTION_GAP
    city_box: d.Box | None = None
    lanes_top = reserve_top = y
    discard_top: int | None = None
    featured_seat = featured(view)
    if featured_seat is not None:
        lanes_top = y + HEADING_H + 4
        reserve_top = lanes_top + 3 * (LANE_H + LANE_GAP) + 4
        p = view.players[featured_seat]
        bottom = reserve_top + list_lines([t.id for t in p.reserve], 2, say) * LIST_LINE
        if view.phase == "build":
            discard_top = bottom + 4
            bottom = discard_top + LIST_LINE
        city_box = (MARGIN, y, WIDTH - MARGIN, bottom + PAD - 4)
        y = city_box[3] + SECTION_GAP
    row_h = ROW_H_FINAL if view.phase == "over" else ROW_H
    rows_top = y + TABLE_HEAD
    table_box = (MARGIN, y, WIDTH - MARGIN, rows_top + len(view.players) * (row_h + ROW_GAP) - ROW_GAP)
    y = table_box[3] + SECTION_GAP
    directives: d.Box | None = None
    if view.directives or view.solo:
        count = len(view.directives) if view.directives else len(bands())
        directives = (MARGIN, y, WIDTH - MARGIN, y + HEADING_H + count * DIRECTIVE_H + 6)
        y = directives[3] + SECTION_GAP
    height = y - SECTION_GAP + MARGIN
    return Geometry(
        banner, lines, draft, tiles_box, tiles_top, tile_h, city_box, lanes_top, reserve_top, discard_top,
        table_box, rows_top, row_h, directives, height,
    )  # fmt: skip


def draw_board(view: EarthView, names: Sequence[str], say: Speaker | None = None) -> Image.Image:
    """The board as an RGB image, WIDTH pixels wide."""
    say = say or english()
    geo = geometry(view, names, say)
    image = Image.new("RGB", (WIDTH, geo.height), BG)
    draw = ImageDraw.Draw(image)
    _banner(image, draw, view, names, geo, say)
    if geo.tiles is not None:
        _tiles(image, draw, view, geo, say)
    seat = featured(view)
    if seat is not None and geo.city is not None:
        _city(image, draw, view, names, view.players[seat], geo, say)
    standings.draw_table(image, draw, view, names, geo.table, geo.rows_top, geo.row_h, say)
    if geo.directives is not None:
        standings.draw_directives(image, draw, view, names, geo.directives, say)
    return image


def heading(image: Image.Image, x: int, cy: float, text: str, width: int, colour: d.RGB, back: d.RGB) -> None:
    text = d.font(HEADING_SIZE, bold=True).fit(text, width)
    pieces.put(image, pieces.words_tile(text, HEADING_SIZE, colour, back, bold=True), x, cy)


# ---- the banner ----------------------------------------------------------------------------------------


def _banner(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: EarthView,
    names: Sequence[str],
    geo: Geometry,
    say: Speaker,
) -> None:
    over = view.phase == "over"
    won = over and bool(view.winners)
    fill = GOLD if won else PANEL_ACTIVE
    ink = DARK if won else INK
    outline = DANGER if view.phase == "gas" or (over and not won) else GOLD
    x0, y0, x1, _ = geo.banner
    draw.rounded_rectangle(geo.banner, 14, fill=fill, outline=None if won else outline, width=4)
    x = x0 + PAD
    first = y0 + 12 + BANNER_LINE / 2
    if won:
        pieces.star(draw, x + 12, first, 30, DARK)
    elif view.phase == "gas":
        d.paste(image, pieces.symbol_tile("", 26, DANGER), (x, round(first - 13)))
    elif not over:
        d.triangle_right(draw, x, first, 24, GOLD)
    f = status_font()
    for k, line in enumerate(geo.headline_lines):
        f.draw(draw, (x + 34, first + k * BANNER_LINE), line, ink, anchor="lm")
    small = d.font(TEXT_SIZE + 2)
    y = y0 + 12 + BANNER_LINE * len(geo.headline_lines) + 17
    small.draw(
        draw,
        (x + 34, y),
        small.fit(subline(view, names, say), x1 - x - 34 - PAD),
        ink if won else SOFT,
        anchor="lm",
    )
    for k, line in enumerate(geo.draft_lines):
        small.draw(draw, (x + 34, y + 34 * (k + 1)), line, GOLD, anchor="lm")


# ---- the uncovered tiles -------------------------------------------------------------------------------


def _tiles(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: EarthView, geo: Geometry, say: Speaker
) -> None:
    assert geo.tiles is not None
    shown = shown_tiles(view)
    cy = geo.tiles[1] + HEADING_H / 2 - 4
    if view.phase == "salvage":
        title, colour = say("earth-board-salvage-these"), GOLD
    else:
        title, colour = say("earth-board-uncovered"), INK
    note = d.font(TEXT_SIZE)
    words = say("earth-board-on-earth", shown=len(shown), left=view.tiles_left)
    room = max(INNER - 200, INNER - note.width(words) - 20)  # the heading, beside the count
    heading(image, MARGIN, cy, title, room, colour, BG)
    note.draw(draw, (WIDTH - MARGIN, cy), words, SOFT, anchor="rm")
    exploding = view.gas.id if view.gas is not None else ""
    for i, t in enumerate(shown):
        x, y, _, _ = geo.tile_box(i)
        mark = "exploded" if t.id == exploding else ""
        tile = pieces.wide_tile(t.id, TILE_W, geo.tile_h, mark, say)
        d.paste(image, tile, (x - pieces.RING, y - pieces.RING))


# ---- the active player's city ----------------------------------------------------------------------------


def _city(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: EarthView,
    names: Sequence[str],
    p: PlayerView,
    geo: Geometry,
    say: Speaker,
) -> None:
    assert geo.city is not None
    draw.rounded_rectangle(geo.city, 14, fill=PANEL)
    x0, top, x1, _ = geo.city
    cy = top + HEADING_H / 2 + 4
    whose = city_title(view, names, p, say)
    heading(image, x0 + PAD, cy, whose, x1 - x0 - 2 * PAD, INK, PANEL)
    coming = view.phase in ("bonus", "gas", "income")
    for k, (colour, sites) in enumerate(lanes(p)):
        _lane(image, draw, geo, k, colour, sites, p, coming and view.lane == colour, say)
    reserve = [t.id for t in p.reserve]
    _tile_list(image, draw, say("earth-board-reserve-label"), reserve, geo.reserve_top, 2, say)
    if geo.discard_top is not None:
        newest = [t.id for t in reversed(view.discard)]
        _tile_list(image, draw, say("earth-board-discard-label"), newest, geo.discard_top, 1, say)


def _lane(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    geo: Geometry,
    index: int,
    colour: str,
    sites: Sequence[SiteView],
    p: PlayerView,
    activated: bool,
    say: Speaker,
) -> None:
    box = geo.lane_box(index)
    draw.rounded_rectangle(
        box, 12, fill=PANEL_ACTIVE if activated else BG, outline=GOLD if activated else None, width=4
    )
    if activated:  # not colour alone: a marker at the Lane's edge, as at the turn's
        d.triangle_right(draw, box[0] + 3, (box[1] + box[3]) / 2, 14, GOLD)
    label = pieces.lane_label(colour, PANEL_ACTIVE if activated else BG, say)
    d.paste(image, label, (box[0] + LABEL_W // 2 + 4 - pieces.LANE_LABEL_W // 2, box[1] + 8))
    back = PANEL_ACTIVE if activated else BG
    for k, site in enumerate(sites[:2]):
        x, y, _, _ = geo.site_box(index, k)
        mark = "take" if site.site in p.income_left else ""
        top = site.stack[-1].id if site.stack else ""
        tile = pieces.site_tile(
            site.site, top, len(site.stack), site.printed_coin, SITE_W, SITE_H, mark, back, say
        )
        d.paste(image, tile, (x - pieces.RING, y - pieces.RING))


LIST_X = 150  # where a list's chips start, after its label (further on where a label is wider)


def list_x(say: Speaker) -> int:
    """Where the lists' chips start: after the longer of their labels (Reserve, Discard pile)."""
    f = d.font(TEXT_SIZE, bold=True)
    widest = max(f.width(say("earth-board-reserve-label")), f.width(say("earth-board-discard-label")))
    return LIST_X if widest <= LIST_X else widest + 12


def _packed(tile_ids: Sequence[str], lines: int, say: Speaker) -> list[list[str]]:
    """The chips of a list line by line, as many as fit in ``lines`` lines with room for "+n more"."""
    more_w = d.font(TAG_SIZE, bold=True).width(say("earth-board-more-chips", count=99)) + 12
    right = CITY_X + CITY_W
    packed: list[list[str]] = [[]]
    start = CITY_X + list_x(say)
    x = start
    for i, tile_id in enumerate(tile_ids):
        w = pieces.chip_width(tile_id, say) - 2 * pieces.RING
        last_line = len(packed) == lines
        room = right - (more_w if last_line and len(tile_ids) - i > 1 else 0)
        if x + w > room:
            if last_line:
                break
            packed.append([])
            x = start
        packed[-1].append(tile_id)
        x += w + 8
    return packed


def list_lines(tile_ids: Sequence[str], lines: int, say: Speaker | None = None) -> int:
    return len(_packed(tile_ids, lines, say or english()))


def _tile_list(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    label: str,
    tile_ids: Sequence[str],
    top: int,
    lines: int,
    say: Speaker,
) -> None:
    """A label, then a chip per tile, wrapping onto ``lines`` lines; what does not fit is counted."""
    cy = top + LIST_LINE / 2
    start = CITY_X + list_x(say)
    pieces.put(image, pieces.words_tile(label, TEXT_SIZE, SOFT, PANEL, bold=True), CITY_X, cy)
    if not tile_ids:
        empty = say("earth-board-empty")
        pieces.put(image, pieces.words_tile(empty, TEXT_SIZE, SOFT, PANEL), start, cy)
        return
    packed = _packed(tile_ids, lines, say)
    x = start
    for k, line in enumerate(packed):
        x = start
        for tile_id in line:
            y = round(cy + k * LIST_LINE - pieces.CHIP_H / 2) - pieces.RING
            d.paste(image, pieces.chip(tile_id, say), (x - pieces.RING, y))
            x += pieces.chip_width(tile_id, say) - 2 * pieces.RING + 8
    shown = sum(len(line) for line in packed)
    if shown < len(tile_ids):
        more = say("earth-board-more-chips", count=len(tile_ids) - shown)
        pieces.more_chip(draw, x, cy + (len(packed) - 1) * LIST_LINE, more)
