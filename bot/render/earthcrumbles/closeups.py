"""As The Earth Crumbles' close-ups: what does not fit the phone-sized board, one tap away, drawn from the
view of whoever asked (the game has no secrets, so every view shows the same tiles).

- ``earth``, "Show the Earth": the four layers, top first, every tile left with its symbol, name, Build
  Cost and ability; the uncovered ones ringed (what can be salvaged), an exploding gas pocket in red.
- ``city-<seat>``, "Show Bob's city" ("Show my city" in that player's own view): resources and Prestige,
  each Lane's Sites with the tiles beneath the visible one, the Reserve, the directives they lead.
- ``discard``, "Show the discard pile" (while it holds a tile): every tile, newest first, with its
  ability and cost (Fabricate takes from it, ruling G14).

Each is 800 pixels wide like the board, with the same type sizes, so it reads at 400.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.i18n import Speaker, english
from bot.render import draw as d
from bot.render.earthcrumbles import alt, pieces
from bot.render.earthcrumbles.layout import TILE_GAP, TILE_H, TILE_W
from bot.render.earthcrumbles.style import (
    BG,
    GOLD,
    HEADING_SIZE,
    INK,
    INNER,
    MARGIN,
    MAX_PNG_BYTES,
    NAME_SIZE,
    SOFT,
    TEXT_SIZE,
    WIDTH,
)
from bot.render.earthcrumbles.tilewords import lane_words, tile_message
from bot.render.earthcrumbles.words import (
    city_facts,
    city_title,
    gas_gone_words,
    lanes,
    layers_left,
    leading_titles,
    narrow,
)
from bot.render.protocol import MAX_LABEL, CloseUp, RenderedImage, seat_name
from engines.earthcrumbles.data import LAYERS
from engines.earthcrumbles.models import EarthTileView, EarthView, PlayerView
from engines.phrasing import Listed

EARTH = "earth"
DISCARD = "discard"
_CITY_KEY = re.compile(r"city-(\d)")
CELL_W, CELL_GAP = 144, 8
CELL_H = pieces.EARTH_TOP + 4 + pieces.EARTH_LINES * pieces.EARTH_LINE + 8  # the tallest
SITE_H = 78


def city_key(seat: int) -> str:
    return f"city-{seat}"


def offered(view: EarthView, names: Sequence[str], say: Speaker | None = None) -> tuple[CloseUp, ...]:
    """The Earth (while tiles are left), each player's city in seat order, the discard pile (while it
    holds a tile)."""
    say = say or english()
    ups = [CloseUp(EARTH, say("earth-board-show-earth"))] if view.earth else []
    for seat in range(len(view.players)):
        if seat == view.viewer:
            label = say("earth-board-show-my-city")
        else:
            name = seat_name(names, seat)
            room = MAX_LABEL - len(say("earth-board-show-city", seat=""))
            label = say("earth-board-show-city", seat=name if len(name) <= room else name[: room - 1] + "…")
        ups.append(CloseUp(city_key(seat), label))
    if view.discard:
        ups.append(CloseUp(DISCARD, say("earth-board-show-discard")))
    return tuple(ups)


def draw_close_up(
    view: EarthView, names: Sequence[str], key: str, say: Speaker | None = None
) -> RenderedImage | None:
    say = say or english()
    if key == EARTH:
        return _earth(view, say) if view.earth else None
    if key == DISCARD:
        return _discard(view, say) if view.discard else None
    match = _CITY_KEY.fullmatch(key)
    if match is None or int(match[1]) >= len(view.players):
        return None
    return _city(view, names, view.players[int(match[1])], say)


# ---- drawing -------------------------------------------------------------------------------------------


SHEET = d.SheetStyle(
    WIDTH, MARGIN, BG, INK, SOFT, heading_size=HEADING_SIZE + 4, text_size=TEXT_SIZE, max_bytes=MAX_PNG_BYTES
)


class _Sheet(d.Sheet):
    """A close-up sheet with the tiles' chips."""

    def __init__(self, height: int) -> None:
        super().__init__(SHEET, height)

    def chips(self, tile_ids: Sequence[str], say: Speaker) -> None:
        """Tiles as chips, wrapping."""
        if not tile_ids:
            self.line(say("earth-board-empty"))
            return
        x = MARGIN
        for tile_id in tile_ids:
            w = pieces.chip_width(tile_id, say) - 2 * pieces.RING
            if x + w > WIDTH - MARGIN:
                x = MARGIN
                self.y += pieces.CHIP_H + 8
            d.paste(self.image, pieces.chip(tile_id, say), (x - pieces.RING, self.y - pieces.RING))
            x += w + 8
        self.y += pieces.CHIP_H + 12


# ---- the Earth -----------------------------------------------------------------------------------------


def earth_picture(
    view: EarthView, say: Speaker | None = None
) -> tuple[_Sheet, list[tuple[EarthTileView, d.Box]]]:
    """The Earth close-up drawn (not yet cut nor encoded), and where each tile of the Earth lies on it."""
    say = say or english()
    at = {(t.layer, t.x, t.y): t for t in view.earth}
    rows = sum(LAYERS[layer][1] for layer in layers_left(view))
    sheet = _Sheet(MARGIN + 140 + len(layers_left(view)) * 70 + rows * (CELL_H + CELL_GAP))
    sheet.heading(say("earth-board-earth-left", count=view.tiles_left))
    sheet.line(say("earth-board-earth-note", salvage=view.phase == "salvage"), SOFT)
    exploding = view.gas.id if view.gas is not None else ""
    cells: list[tuple[EarthTileView, d.Box]] = []
    for layer in layers_left(view):
        width, height = LAYERS[layer]
        left = sum(1 for t in view.earth if t.layer == layer)
        where = "top" if layer == len(LAYERS) - 1 else "bottom" if layer == 0 else "middle"
        heading = say("earth-board-earth-layer", layer=layer + 1, where=where, left=left, all=width * height)
        sheet.heading(heading, HEADING_SIZE)
        x0 = (WIDTH - (width * CELL_W + (width - 1) * CELL_GAP)) // 2  # centred: half a tile in
        for y in range(height):
            row = [at[(layer, x, y)].tile.id for x in range(width) if (layer, x, y) in at]
            cell_h = pieces.earth_height(row, CELL_W, say)
            for x in range(width):
                cx = x0 + x * (CELL_W + CELL_GAP)
                box = (cx, sheet.y, cx + CELL_W - 1, sheet.y + cell_h - 1)
                t = at.get((layer, x, y))
                if t is None:
                    pieces.dashed_box(sheet.draw, box, d.mix(SOFT, BG, 0.5))
                    continue
                mark = "exploded" if t.tile.id == exploding else "" if t.covered else "take"
                tile = pieces.earth_tile(t.tile.id, CELL_W, cell_h, mark, say)
                d.paste(sheet.image, tile, (cx - pieces.RING, sheet.y - pieces.RING))
                cells.append((t, box))
            sheet.y += cell_h + CELL_GAP
    sheet.line(gas_gone_words(view, say), SOFT)
    return sheet, cells


def _earth(view: EarthView, say: Speaker) -> RenderedImage:
    sheet, _ = earth_picture(view, say)
    return RenderedImage(say("earth-board-the-earth"), sheet.finish(), alt.earth_alt_text(view, say))


# ---- a player's city -----------------------------------------------------------------------------------


def _city(view: EarthView, names: Sequence[str], p: PlayerView, say: Speaker) -> RenderedImage:
    title = city_title(view, names, p, say)
    beneath_lines = sum(1 for s in p.sites if len(s.stack) > 1)
    reserve_lines = len(p.reserve) // 2 + 1
    sheet = _Sheet(
        MARGIN + 420 + 6 * (SITE_H + 20) + beneath_lines * 90 + reserve_lines * (pieces.CHIP_H + 8)
    )
    sheet.heading(title)
    sheet.line(city_facts(view, p, say), INK, NAME_SIZE - 4)
    leading = leading_titles(view, p, say)
    if leading:
        sheet.line(say("earth-board-leads-picture", directives=Listed.of(leading)), GOLD, TEXT_SIZE + 2)
    site_w = INNER
    for colour, sites in lanes(p):
        sheet.y += 6
        pieces.badge(sheet.image, sheet.draw, colour, MARGIN + 18, sheet.y + 16, 16)
        f = d.font(HEADING_SIZE, bold=True)
        f.draw(sheet.draw, (MARGIN + 44, sheet.y + 16), lane_words(colour, say), INK, anchor="lm")
        sheet.y += 42
        for site in sites:
            top = site.stack[-1].id if site.stack else ""
            tile = pieces.site_tile(
                site.site, top, len(site.stack), site.printed_coin, site_w, SITE_H, say=say
            )
            d.paste(sheet.image, tile, (MARGIN - pieces.RING, sheet.y - pieces.RING))
            sheet.y += SITE_H + 8
            if len(site.stack) > 1:
                under = narrow([tile_message(t) for t in reversed(site.stack[:-1])])
                sheet.line(say("earth-board-beneath", tiles=under), SOFT, TEXT_SIZE, MARGIN + 40)
    sheet.heading(say("earth-board-reserve-count", count=len(p.reserve)), HEADING_SIZE)
    sheet.chips([t.id for t in p.reserve], say)

    return RenderedImage(title, sheet.finish(), alt.city_alt_text(view, names, p, say))


# ---- the discard pile ----------------------------------------------------------------------------------


def _discard(view: EarthView, say: Speaker) -> RenderedImage:
    newest = list(reversed(view.discard))
    rows = (len(newest) + 1) // 2
    sheet = _Sheet(MARGIN + 160 + rows * (TILE_H + TILE_GAP))
    title = say("earth-board-the-discard")
    sheet.heading(say("earth-board-discard-heading", count=len(newest)))
    sheet.line(say("earth-board-discard-note"), SOFT)
    for i, t in enumerate(newest):
        x = MARGIN + (i % 2) * (TILE_W + TILE_GAP)
        y = sheet.y + (i // 2) * (TILE_H + TILE_GAP)
        tile = pieces.wide_tile(t.id, TILE_W, TILE_H, say=say)
        d.paste(sheet.image, tile, (x - pieces.RING, y - pieces.RING))
    sheet.y += rows * (TILE_H + TILE_GAP) - TILE_GAP

    return RenderedImage(title, sheet.finish(), alt.discard_alt_text(view, say))
