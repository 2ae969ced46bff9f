"""Giant Snail Will Not Prevail!'s region cards on the board: each card's band in its owner's colour with
its number, type and the owner's letter; its workers row by row on light trays (a Factory's three
single-slot rows side by side), or, ruined, its rebuild slots and the cost of rebuilding it; and the
snail, a defence card and the robot in its right-hand column. The part of a card that does not change
while it keeps its side is drawn once (``card_base``)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.i18n import Speaker, english
from bot.render import draw as d
from bot.render.giantsnail import pieces
from bot.render.giantsnail.style import (
    BG,
    CARD,
    CARD_EDGE,
    DISC,
    GOLD,
    LABEL_SIZE,
    MARGIN,
    NAME_SIZE,
    PITCH,
    RUIN,
    RUIN_LINE,
    SEAT_COLOUR,
    SEAT_LETTER,
    SHELL,
    SMALL_SIZE,
    WHITE,
    WIDTH,
)
from bot.render.giantsnail.words import colour_of, rows_of, type_name
from engines.giantsnail.models import GiantSnailView, RegionView

GAP = 6  # between region cards
CELL_W = (WIDTH - 2 * MARGIN - 3 * GAP) // 4
CELL_H = 136
BAND = 40  # the owner-coloured band at the top of a region card


def row_centres(region: RegionView) -> list[tuple[float, float, int]]:
    """Each row's tray on a card, as (left x, centre y, slots), relative to the card: rows of several
    slots stack from the top; single-slot rows (Factory) stand side by side. A ruined card has one row,
    its rebuild slots."""
    top = BAND + 4 + DISC / 2 + pieces.TRAY_PAD
    if region.destroyed:
        return [(8, top, region.rebuild_slots)]
    if all(cap == 1 for cap in region.capacity):
        return [(8 + i * (DISC + 2 * pieces.TRAY_PAD + 4), top, 1) for i in range(len(region.capacity))]
    return [(8, top + i * (PITCH + 8), cap) for i, cap in enumerate(region.capacity)]


def slot_centre(region: RegionView, row: int, slot: int) -> tuple[float, float]:
    """The centre of a slot on a card, relative to the card."""
    x, cy, _ = row_centres(region)[row]
    return (x + pieces.TRAY_PAD + DISC / 2 + slot * PITCH, cy)


def band_fonts() -> tuple[d.Font, d.Font]:
    """The number's font and the type's on a band."""
    return d.font(NAME_SIZE - 2, bold=True, family="condensed"), d.font(LABEL_SIZE, bold=True)


def band_title(region: RegionView, say: Speaker | None = None) -> tuple[d.Font, str]:
    """The type's name on a band, after the number, at the largest size that fits before the owner's
    letter."""
    return band_title_of(type_name(region.type, say))


def band_title_of(name: str) -> tuple[d.Font, str]:
    number, letter = band_fonts()
    room = CELL_W - 8 - number.width("12") - 6 - 6 - max(map(letter.width, SEAT_LETTER.values())) - 8
    f = d.fit_font(name, room, (LABEL_SIZE, SMALL_SIZE), bold=True, family="condensed")
    return f, f.fit(name, room)


@d.drawing_cache
def card_base(
    region_id: int,
    kind: str,
    owner: str,
    destroyed: bool,
    capacity: tuple[int, ...],
    rebuild_slots: int,
    cost: tuple[int, int],
    worded: bool = True,
    title: str = "",
    rebuild: str = "",
) -> Image.Image:
    """A region card with everything that does not change while it keeps its side: the band (number,
    type, owner's letter), and its rows of empty slots, or the ruins, empty rebuild slots and the cost
    ("Rebuild" and the cost; the cost alone, ``worded`` false, where the robot stands beside it).
    Workers, the snail, the robot and defence cards are drawn on top of it. ``title`` is the type's name
    and ``rebuild`` the word before the cost, in the board's language (English when left out)."""
    title = title or type_name(kind)
    rebuild = rebuild or english()("snail-board-pic-rebuild")
    region = RegionView(
        id=region_id, name="", type=kind, owner=0, row=0, col=0, destroyed=destroyed, rows=(),
        capacity=capacity, rebuild=(), rebuild_slots=rebuild_slots, rebuild_cost=cost, defence="", defender=-1,
    )  # fmt: skip
    canvas = Image.new("RGB", (CELL_W, CELL_H), BG)
    draw = ImageDraw.Draw(canvas)
    band = SEAT_COLOUR.get(owner, SEAT_COLOUR["black"])
    body = RUIN if destroyed else CARD
    draw.rounded_rectangle((0, 0, CELL_W - 1, CELL_H - 1), 12, fill=body)
    draw.rounded_rectangle((0, 0, CELL_W - 1, BAND + 10), 12, fill=band)
    draw.rectangle((0, BAND, CELL_W - 1, BAND + 10), fill=body)
    number, letter = band_fonts()
    number.draw(draw, (8, BAND / 2 + 1), str(region_id), WHITE, anchor="lm")
    f, shown = band_title_of(title)
    f.draw(draw, (14 + number.width("12"), BAND / 2 + 1), shown, WHITE, anchor="lm")
    # The owner's letter: the band's colour is never the only cue.
    letter.draw(draw, (CELL_W - 8, BAND / 2 + 1), SEAT_LETTER.get(owner, "?"), WHITE, anchor="rm")
    if destroyed:
        for hx in range(-CELL_H, CELL_W, 18):
            draw.line((hx, CELL_H - 4, hx + CELL_H - BAND - 8, BAND + 4), fill=RUIN_LINE, width=6)
        draw.rounded_rectangle((0, 0, CELL_W - 1, CELL_H - 1), 12, outline=RUIN, width=5)
        draw.rectangle((4, BAND + 62, CELL_W - 5, CELL_H - 6), fill=RUIN)
        word = d.font(SMALL_SIZE, bold=True)
        left = 10
        if worded:
            word.draw(draw, (left, BAND + 78), rebuild, WHITE, anchor="lm")
            left += word.width(rebuild) + 8
        pieces.cost(draw, left, BAND + 78, cost[0], cost[1], WHITE, SMALL_SIZE)
    for x, cy, slots in row_centres(region):
        pieces.slot_row(canvas, draw, (), slots, x, cy)
    draw.rounded_rectangle((0, 0, CELL_W - 1, CELL_H - 1), 12, outline=CARD_EDGE, width=2)
    return canvas


def draw_region(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: GiantSnailView,
    region: RegionView,
    box: d.Box,
    say: Speaker | None = None,
) -> None:
    say = say or english()
    x0, y0, x1, y1 = box
    snail, robot = view.snail == region.id, view.robot == region.id
    base = card_base(
        region.id,
        region.type,
        colour_of(view, region.owner),
        region.destroyed,
        tuple(region.capacity),
        region.rebuild_slots,
        (region.rebuild_cost[0], region.rebuild_cost[1]),
        not (region.destroyed and snail and robot),
        say("snail-board-pic-band", kind=region.type),
        say("snail-board-pic-rebuild"),
    )
    d.paste(image, base, (x0, y0))
    rows = (region.rebuild,) if region.destroyed else rows_of(region)
    for r, workers in enumerate(rows):
        for k, seat in enumerate(workers[: row_centres(region)[r][2]]):
            cx, cy = slot_centre(region, r, k)
            pieces.worker(image, colour_of(view, seat), x0 + cx, y0 + cy)
    # The snail or a defence card (never both: ruling 25) stands at the top of the card's right-hand
    # column, the robot below; on ruins the robot stands at the top, clear of the cost, unless the snail
    # is there too.
    if snail:
        pieces.paste_centred(image, pieces.snail_tile(52), x1 - 32, y0 + BAND + 24)
    elif region.defence:
        pieces.paste_centred(image, pieces.defence_tile(region.defence, 34), x1 - 26, y0 + BAND + 24)
    if robot:
        high = region.destroyed and not snail
        pieces.paste_centred(image, pieces.robot_tile(34), x1 - 24, y0 + (BAND + 26 if high else CELL_H - 28))
    frame = SHELL if snail else GOLD if view.placing == region.id else None
    if frame is not None:
        draw.rounded_rectangle((x0 - 2, y0 - 2, x1 + 1, y1 + 1), 14, outline=frame, width=5)
