"""The panels around SLITHER's map: the banner (who decides what, the round and the score), the snake's path
strip, the frogs' legend (each pawn beside its player's name and card) and lines of words.

Each panel has a ``*_height`` function, so that a picture can be laid out before anything is drawn, and a
drawing function that draws it at a given top edge, ``style.WIDTH`` wide.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.render import draw as d
from bot.render.base import seat_name
from bot.render.slither import pieces
from bot.render.slither.style import (
    DARK,
    GOLD,
    HEADING_SIZE,
    INK,
    LABEL_SIZE,
    MARGIN,
    NAME_SIZE,
    PAD,
    PANEL,
    PANEL_ACTIVE,
    SOFT,
    STATUS_SIZE,
    SUB_SIZE,
    WIDTH,
    frog_style,
)
from bot.render.slither.words import ability_name, frog_where, secret_path, snake_acting
from engines.slither.models import FrogView, SlitherView

INNER = WIDTH - 2 * MARGIN
MARKER = 32  # room for the turn marker before a line
BANNER_LINE = 40
GAP = 12  # between panels


# ---- the banner ---------------------------------------------------------------------------------------


BANNER_SIZES = (STATUS_SIZE, STATUS_SIZE - 2, STATUS_SIZE - 4)


def banner_font(headline: str) -> d.Font:
    """The headline's font: the largest of BANNER_SIZES that fits it on one line, else the largest."""
    room = INNER - 2 * PAD - MARKER
    for size in BANNER_SIZES:
        f = d.font(size, bold=True)
        if f.width(f.clean(headline)) <= room:
            return f
    return d.font(STATUS_SIZE, bold=True)


def banner_lines(headline: str) -> list[str]:
    return banner_font(headline).wrap(headline, INNER - 2 * PAD - MARKER, 2)


def banner_height(lines: Sequence[str]) -> int:
    return 14 + BANNER_LINE * len(lines) + 36 + 8


def draw_banner(
    draw: ImageDraw.ImageDraw, top: int, lines: Sequence[str], subline: str, finished: bool, marked: bool
) -> int:
    """The banner at ``top``: the headline (a gold triangle before it when someone must act) and the
    subline; gold all over when the game is over. Returns its bottom edge."""
    bottom = top + banner_height(lines)
    box = (MARGIN, top, WIDTH - MARGIN, bottom)
    fill = GOLD if finished else PANEL_ACTIVE
    ink = DARK if finished else INK
    draw.rounded_rectangle(box, 14, fill=fill, outline=None if finished else GOLD, width=3)
    x = MARGIN + PAD
    first = top + 14 + BANNER_LINE / 2
    if marked and not finished:
        d.triangle_right(draw, x, first, 24, GOLD)
    f = banner_font(" ".join(lines))
    for k, line in enumerate(lines):
        f.draw(draw, (x + MARKER, first + k * BANNER_LINE), line, ink, anchor="lm")
    sub = d.font(SUB_SIZE)
    sub.draw(
        draw,
        (x + MARKER, bottom - 12 - 15),
        sub.fit(subline, WIDTH - MARGIN - PAD - x - MARKER),
        ink if finished else SOFT,
        anchor="lm",
    )
    return bottom


# ---- the path strip -----------------------------------------------------------------------------------

STRIP_BOXES_TOP = 54  # below the panel's header line


def strip_lines(view: SlitherView, private: bool) -> int:
    """Lines under each box's card: the card's state (the snake's own strip), an ability card on it."""
    has_ability = any(s.ability for s in view.segments)
    return int(private) + int(has_ability)


def strip_height(view: SlitherView, private: bool) -> int:
    return STRIP_BOXES_TOP + pieces.segment_height(strip_lines(view, private)) + 12


def draw_strip(
    draw: ImageDraw.ImageDraw, top: int, view: SlitherView, names: Sequence[str], private: bool
) -> int:
    """The snake's path, Head to Tail, one box per segment, under a line with who the snake is and the
    ability cards it still holds. ``private``: the snake's own strip, with every card's location.
    Returns the panel's bottom edge."""
    bottom = top + strip_height(view, private)
    acting = snake_acting(view)
    draw.rounded_rectangle(
        (MARGIN, top, WIDTH - MARGIN, bottom),
        14,
        fill=PANEL_ACTIVE if acting else PANEL,
        outline=GOLD if acting else None,
        width=3,
    )
    x = MARGIN + PAD
    cy = top + 10 + 16
    if acting:
        d.triangle_right(draw, x, cy, 24, GOLD)
        x += MARKER
    name = d.font(NAME_SIZE, bold=True)
    label = d.font(LABEL_SIZE)
    if view.bellowed:
        held = "bellowed: no ability card"
    else:
        held = " · ".join(ability_name(a) for a in view.snake_abilities) or "no ability card"
    who = "Your path" if private else f"{seat_name(names, 0)}, the snake"
    who = name.fit(who, max(name.width("Sal, the…"), (WIDTH - MARGIN - PAD - x) * 2 // 5))
    name.draw(draw, (x, cy), who, INK, anchor="lm")
    room = WIDTH - MARGIN - PAD - (x + name.width(who) + 16)
    held = label.fit(held, room)
    label.draw(draw, (WIDTH - MARGIN - PAD - label.width(held), cy), held, SOFT, anchor="lm")
    segments = view.segments
    cards = secret_path(view) if private else ()
    with_ability = any(s.ability for s in segments)
    for i, (seg, box) in enumerate(zip(segments, strip_boxes(view, top, private), strict=True)):
        card = cards[i] if i < len(cards) else None
        if card is not None:
            value, state = card.loc, "seen" if card.face_up else "down"
        elif seg.face_up and seg.loc is not None:
            value, state = seg.loc, "seen"
        elif seg.filled:
            value, state = "?", "hidden"
        else:
            value, state = "—", "empty"
        lines: list[str] = []
        if private:
            lines.append({"seen": "seen", "down": "face down"}.get(state, ""))
        if with_ability:
            lines.append(ability_name(seg.ability))
        pieces.segment_box(draw, box, seg.name, value, state, tuple(lines))
    return bottom


def strip_boxes(view: SlitherView, top: int, private: bool) -> list[d.Box]:
    """The boxes of the path strip drawn at ``top``, Head first."""
    count = len(view.segments)
    gap = 8
    box_w = min(170, (INNER - 2 * PAD - gap * (count - 1)) // max(1, count))
    left = MARGIN + PAD + (INNER - 2 * PAD - box_w * count - gap * (count - 1)) // 2
    box_top = top + STRIP_BOXES_TOP
    box_h = pieces.segment_height(strip_lines(view, private))
    return [
        (left + i * (box_w + gap), box_top, left + i * (box_w + gap) + box_w, box_top + box_h)
        for i in range(count)
    ]


# ---- the frogs' legend --------------------------------------------------------------------------------

LEGEND_ROW = 52


def legend_height(frogs: int) -> int:
    rows = 1 if frogs <= 2 else 2
    return rows * LEGEND_ROW + (rows - 1) * 8


def _legend_right(f: FrogView) -> str:
    if f.swallowed:
        return "swallowed"
    return ability_name(f.card) or "no card"


def legend_boxes(frogs: int, top: int) -> list[d.Box]:
    """The legend's boxes drawn at ``top``, one per frog in seat order: one column for one frog, else two."""
    columns = 1 if frogs == 1 else 2
    gap = 8
    w = (INNER - gap * (columns - 1)) // columns
    boxes = []
    for k in range(frogs):
        x0 = MARGIN + (k % columns) * (w + gap)
        y0 = top + (k // columns) * (LEGEND_ROW + 8)
        boxes.append((x0, y0, x0 + w, y0 + LEGEND_ROW))
    return boxes


def draw_legend(
    image: Image.Image, draw: ImageDraw.ImageDraw, top: int, view: SlitherView, names: Sequence[str]
) -> int:
    """One box per frog: its pawn (shape and colour, as on the map), its player's name, and its card
    (or "swallowed"); a gold outline and marker on the frogs that must act now. Returns the bottom."""
    right_font = d.font(LABEL_SIZE, family="condensed")
    tag_font = d.font(LABEL_SIZE, bold=True)
    bottom = top
    for f, (x0, y0, x1, y1) in zip(view.frogs, legend_boxes(len(view.frogs), top), strict=True):
        w = x1 - x0
        acting = f.seat in view.acting and view.winner is None
        draw.rounded_rectangle(
            (x0, y0, x1, y1),
            12,
            fill=PANEL_ACTIVE if acting else PANEL,
            outline=GOLD if acting else None,
            width=3,
        )
        cy = y0 + LEGEND_ROW / 2
        x = x0 + 12
        if acting:
            d.triangle_right(draw, x, cy, 20, GOLD)
            x += 26
        style = frog_style(f.seat)
        pieces.pawn(draw, x + 15, cy, 30, style.shape, style.colour)
        x += 40
        you = f.seat == view.viewer
        you_w = tag_font.width("YOU") + 2 * max(6, LABEL_SIZE // 2) + 8 if you else 0
        room = x0 + w - 12 - x - you_w - 12  # for the name and the card together
        full_name = d.font(NAME_SIZE).clean(seat_name(names, f.seat))
        # The name first (the card is in the embed and the close-ups too): up to two thirds of the room,
        # a size smaller before it is cut.
        name_font = d.fit_font(full_name, room * 2 // 3, (NAME_SIZE, NAME_SIZE - 2), bold=True)
        spare = room - min(name_font.width(full_name), room * 2 // 3)
        right = right_font.clean(_legend_right(f))
        if right_font.width(right) > max(spare, room // 3):
            right = ""  # a card cut short reads worse than none: the embed and the close-up name it
        right_x = x0 + w - 12 - right_font.width(right)
        if right:
            right_font.draw(draw, (right_x, cy), right, SOFT, anchor="lm")
        name = name_font.fit(full_name, right_x - 12 - x - you_w)
        name_font.draw(draw, (x, cy), name, INK, anchor="lm")
        if you:
            d.pill(draw, (x + name_font.width(name) + 8, round(cy)), "YOU", tag_font, INK)
        bottom = y1
    return bottom


def frog_line(view: SlitherView, names: Sequence[str], f: FrogView) -> str:
    """A frog in words for close-ups: "Ann: on 7, holds Long Leap"."""
    card = f"holds {ability_name(f.card)}" if f.card else "no card"
    return f"{seat_name(names, f.seat)}: {frog_where(f)}, {card}"


# ---- words on a picture -------------------------------------------------------------------------------


def heading(draw: ImageDraw.ImageDraw, top: int, text: str, size: int = HEADING_SIZE + 4) -> int:
    f = d.font(size, bold=True)
    f.draw(draw, (MARGIN, top), f.fit(text, INNER), INK)
    return top + round(size * 1.4)


def paragraph(
    draw: ImageDraw.ImageDraw,
    top: int,
    text: str,
    colour: d.RGB = SOFT,
    size: int = SUB_SIZE,
    lines: int = 3,
    left: int = MARGIN,
) -> int:
    f = d.font(size)
    for part in f.wrap(text, WIDTH - MARGIN - left, lines):
        f.draw(draw, (left, top), part, colour)
        top += round(size * 1.35)
    return top


def paragraph_height(text: str, size: int = SUB_SIZE, lines: int = 3, left: int = MARGIN) -> int:
    return len(d.font(size).wrap(text, WIDTH - MARGIN - left, lines)) * round(size * 1.35)
