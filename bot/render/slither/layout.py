"""SLITHER's board and the snake's secret picture, drawn for a phone: 800 pixels wide, shown 400 wide, and
the panels around the map that the close-ups draw too.

Top to bottom: a banner with who decides what now (or who won) and, under it, the round, the found-outs
and the lily pads left (who leads); the map, as large as the picture allows (``mapdraw.py``); the snake's
path strip (Head to Tail: a seen card's location, "?" for a card face down, "—" for an empty segment, and
any ability card lying on it); the frogs' legend, each pawn's shape and colour beside its player's name
and card.

The snake's picture (``draw_private``) is the same from its own view: every card of its path on the map
and in the strip, face-down ones marked as such, gold rings where its next Head may go while it moves,
and its hand in words. The public board never reads the view's secret, whoever's view it is drawn from.

Each panel has a ``*_height`` function, so that a picture can be laid out before anything is drawn, and a
drawing function that draws it at a given top edge, ``style.WIDTH`` wide."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.i18n import Speaker, english
from bot.render import draw as d
from bot.render.protocol import seat_name
from bot.render.slither import mapdraw, pieces
from bot.render.slither.mapdraw import MapFrame, Marks, PathMark
from bot.render.slither.snakewords import hand_text, head_options, private_headline
from bot.render.slither.style import (
    BG,
    DARK,
    FLOOR_RADIUS,
    GOLD,
    HEADING_SIZE,
    INK,
    LABEL_SIZE,
    MARGIN,
    MAX_HEIGHT,
    MAX_RADIUS,
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
from bot.render.slither.terms import ability_name, segment_name, segment_tag
from bot.render.slither.words import headline, secret_cards, snake_acting, subline
from engines.slither.models import FrogView, SlitherView

INNER = WIDTH - 2 * MARGIN
PRIVATE_MAX_HEIGHT = 1200
MARKER = 32  # room for the turn marker before a line
BANNER_LINE = 40
GAP = 12  # between panels
HAND_LINES = 3  # the snake's hand in words, on its own picture


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


def geometry(
    view: SlitherView, names: Sequence[str], private: bool = False, say: Speaker | None = None
) -> Geometry:
    say = say or english()
    said = private_headline(view, names, say=say) if private else headline(view, names, say=say)
    lines = tuple(banner_lines(said))
    map_top = MARGIN + banner_height(lines) + GAP
    show_strip = private or view.placement is None
    strip_h = strip_height(view, private) + GAP if show_strip else 0
    hand_h = paragraph_height(hand_text(view, say), SUB_SIZE, HAND_LINES) + GAP if private else 0
    legend_h = legend_height(len(view.frogs))
    below = strip_h + hand_h + legend_h + MARGIN + GAP
    coords = mapdraw.map_coords(view)
    budget = (PRIVATE_MAX_HEIGHT if private else MAX_HEIGHT) - map_top - below
    radius = mapdraw.fit_radius(coords, INNER, budget, MAX_RADIUS, FLOOR_RADIUS)
    frame = mapdraw.frame_for(coords, INNER, radius)
    y = map_top + frame.height + GAP
    strip_top = y if show_strip else None
    y += strip_h
    hand_top = y if private else None
    y += hand_h
    return Geometry(lines, MARGIN, map_top, frame, strip_top, y, hand_top, y + legend_h + MARGIN)


def public_marks(view: SlitherView, say: Speaker | None = None) -> Marks:
    """The path cards everyone may see: those face up (ruling 23)."""
    return Marks(
        path=tuple(
            PathMark(seg.loc, segment_tag(seg.name, say), True)
            for seg in view.segments
            if seg.face_up and seg.loc is not None
        )
    )


def secret_marks(view: SlitherView, rings: bool, say: Speaker | None = None) -> Marks:
    """The snake's view only: its whole path, and with ``rings`` where its Head may go next (or the new
    Head it is playing)."""
    marks = tuple(
        PathMark(card.loc, segment_tag(seg.name, say), card.face_up)
        for seg, card in zip(view.segments, secret_cards(view), strict=True)
        if card is not None
    )
    ringed: frozenset[str] = frozenset()
    if rings and view.secret is not None and view.phase == "snake_move" and snake_acting(view):
        pending = view.secret.pending_head
        ringed = frozenset({pending} if pending is not None else head_options(view))
    return Marks(path=marks, rings=ringed)


def _draw(view: SlitherView, names: Sequence[str], private: bool, say: Speaker) -> Image.Image:
    geo = geometry(view, names, private, say)
    image = Image.new("RGB", (WIDTH, geo.height), BG)
    draw = ImageDraw.Draw(image)
    finished = view.winner is not None
    marked = bool(view.acting) and not finished
    draw_banner(draw, geo.banner_top, geo.banner_lines, subline(view, say), finished, marked)
    marks = secret_marks(view, True, say) if private else public_marks(view, say)
    d.paste(image, mapdraw.draw_map(view, geo.frame, marks), (MARGIN, geo.map_top))
    if geo.strip_top is not None:
        draw_strip(draw, geo.strip_top, view, names, private, say)
    if geo.hand_top is not None:
        paragraph(draw, geo.hand_top, hand_text(view, say), INK, SUB_SIZE, HAND_LINES)
    draw_legend(image, draw, geo.legend_top, view, names, say)
    return image


def draw_board(view: SlitherView, names: Sequence[str], say: Speaker | None = None) -> Image.Image:
    """The public board, from any view: it shows only what everyone may know."""
    return _draw(view, names, False, say or english())


def draw_private(view: SlitherView, names: Sequence[str], say: Speaker | None = None) -> Image.Image:
    """The snake's secret picture (its own view): its whole path and its hand."""
    return _draw(view, names, True, say or english())


# ---- the banner ---------------------------------------------------------------------------------------


BANNER_SIZES = (STATUS_SIZE, STATUS_SIZE - 2, STATUS_SIZE - 4)


def banner_font(text: str) -> d.Font:
    """The headline's font: the largest of BANNER_SIZES that fits ``text`` on one line, else the largest."""
    room = INNER - 2 * PAD - MARKER
    for size in BANNER_SIZES:
        f = d.font(size, bold=True)
        if f.width(f.clean(text)) <= room:
            return f
    return d.font(STATUS_SIZE, bold=True)


def banner_lines(text: str) -> list[str]:
    """The headline ``text`` wrapped to the banner, at most three lines (long names, a longer language)."""
    return banner_font(text).wrap(text, INNER - 2 * PAD - MARKER, 3)


def banner_height(lines: Sequence[str]) -> int:
    return 14 + BANNER_LINE * len(lines) + 36 + 8


def draw_banner(
    draw: ImageDraw.ImageDraw, top: int, lines: Sequence[str], second: str, finished: bool, marked: bool
) -> int:
    """The banner at ``top``: the headline's ``lines`` (a gold triangle before them when someone must act)
    and the ``second`` line under them; gold all over when the game is over. Returns its bottom edge."""
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
    room = WIDTH - MARGIN - PAD - x - MARKER
    sub = d.fit_font(second, room, (SUB_SIZE, SUB_SIZE - 1, SUB_SIZE - 2))
    sub.draw(
        draw,
        (x + MARKER, bottom - 12 - 15),
        sub.fit(second, room),
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
    draw: ImageDraw.ImageDraw,
    top: int,
    view: SlitherView,
    names: Sequence[str],
    private: bool,
    say: Speaker | None = None,
) -> int:
    """The snake's path, Head to Tail, one box per segment, under a line with who the snake is and the
    ability cards it still holds. ``private``: the snake's own strip, with every card's location.
    Returns the panel's bottom edge."""
    say = say or english()
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
        held = say("slither-board-picture-bellowed")
    else:
        held = " · ".join(ability_name(a, say) for a in view.snake_abilities)
        held = held or say("slither-board-picture-no-ability")
    most = (WIDTH - MARGIN - PAD - x) * 2 // 5  # two fifths of the line at most
    if private:
        who = name.fit(say("slither-board-picture-your-path"), most)
    else:  # the snake's name cut before the words that say it is the snake
        who = name.fit_named(
            lambda snake: say("slither-board-picture-snake", snake=snake), seat_name(names, 0), most
        )
    name.draw(draw, (x, cy), who, INK, anchor="lm")
    room = WIDTH - MARGIN - PAD - (x + name.width(who) + 16)
    label = d.fit_font(held, room, pieces.LABEL_SIZES)
    held = label.fit(held, room)
    label.draw(draw, (WIDTH - MARGIN - PAD - label.width(held), cy), held, SOFT, anchor="lm")
    cells = strip_cells(view, private, say)
    for cell, box in zip(cells, strip_boxes(view, top, private, say), strict=True):
        pieces.segment_box(draw, box, *cell)
    return bottom


StripCell = tuple[str, str, str, tuple[str, ...]]


def strip_cells(view: SlitherView, private: bool, say: Speaker) -> list[StripCell]:
    """What each box of the strip shows, Head first: the segment's name, its card (a location, "?" face
    down, "—" empty), the card's state (``pieces.segment_box``) and the lines under it (the card's state
    in words on the snake's own strip, an ability card on it)."""
    cards = secret_cards(view) if private else ()
    with_ability = any(s.ability for s in view.segments)
    cells: list[StripCell] = []
    for i, seg in enumerate(view.segments):
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
            shown = {"seen": "slither-board-picture-seen", "down": "slither-board-picture-face-down"}
            lines.append(say(shown[state]) if state in shown else "")
        if with_ability:
            lines.append(ability_name(seg.ability, say))
        cells.append((segment_name(seg.name, say), value, state, tuple(lines)))
    return cells


def strip_boxes(view: SlitherView, top: int, private: bool, say: Speaker | None = None) -> list[d.Box]:
    """The boxes of the path strip drawn at ``top``, Head first. Where a word in them (a longer
    language's) would not fit even at the smallest type, the boxes take most of the panel's padding and
    of the gaps between them."""
    count = max(1, len(view.segments))
    width, gap = INNER - 2 * PAD, 8
    box_w = min(170, (width - gap * (count - 1)) // count)
    cells = strip_cells(view, private, say or english())
    if box_w < max(pieces.segment_box_width(*cell) for cell in cells):
        width, gap = INNER - 8, 2
        box_w = min(170, (width - gap * (count - 1)) // count)
    left = MARGIN + (INNER - box_w * count - gap * (count - 1)) // 2
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


def _legend_right(f: FrogView, say: Speaker) -> str:
    if f.swallowed:
        return say("slither-board-picture-swallowed")
    return ability_name(f.card, say) or say("slither-board-picture-no-card")


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
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    top: int,
    view: SlitherView,
    names: Sequence[str],
    say: Speaker | None = None,
) -> int:
    """One box per frog: its pawn (shape and colour, as on the map), its player's name, and its card
    (or "swallowed"); a gold outline and marker on the frogs that must act now. Returns the bottom."""
    say = say or english()
    you_tag = say("slither-board-picture-you")
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
        you_w = d.pill_width(you_tag, tag_font) + 8 if you else 0
        room = x0 + w - 12 - x - you_w - 12  # for the name and the card together
        full_name = d.font(NAME_SIZE).clean(seat_name(names, f.seat))
        # The name first (the card is in the embed and the close-ups too): up to two thirds of the room,
        # a size smaller before it is cut.
        name_font = d.fit_font(full_name, room * 2 // 3, (NAME_SIZE, NAME_SIZE - 2), bold=True)
        spare = room - min(name_font.width(full_name), room * 2 // 3)
        right = right_font.clean(_legend_right(f, say))
        if right_font.width(right) > max(spare, room // 3):
            right = ""  # a card cut short reads worse than none: the embed and the close-up name it
        right_x = x0 + w - 12 - right_font.width(right)
        if right:
            right_font.draw(draw, (right_x, cy), right, SOFT, anchor="lm")
        name = name_font.fit(full_name, right_x - 12 - x - you_w)
        name_font.draw(draw, (x, cy), name, INK, anchor="lm")
        if you:
            d.pill(draw, (x + name_font.width(name) + 8, round(cy)), you_tag, tag_font, INK)
        bottom = y1
    return bottom


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
