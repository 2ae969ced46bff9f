"""The Gentoo Rules board, drawn for a phone: 800 pixels wide, shown 400 wide.

Top to bottom: a banner with who decides what now (or who won) and, under it, the turn, the goal and who
plays next; the Choice Cards with what each costs; then one row per player: a turn marker, the name, the
penguins hatched out of the number needed, stones and fish in columns, then the Cards in Play as named
chips and the card on top of the Used Pile. Card texts, whole piles and the full names live in the embed
and in the close-ups (``closeups.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.i18n import Speaker, english
from bot.render import draw as d
from bot.render.gentoo import pieces
from bot.render.gentoo.style import (
    BG,
    CHIP_SIZE,
    DARK,
    FISH,
    GOLD,
    HEADING_SIZE,
    HIGHLIGHT,
    INK,
    MARGIN,
    NAME_SIZE,
    NUMBER_SIZE,
    ORANGE,
    PANEL,
    PANEL_ACTIVE,
    SMALL_SIZE,
    SOFT,
    STATUS_SIZE,
    WIDTH,
)
from bot.render.gentoo.words import (
    acting_seats,
    card_label,
    card_title,
    headline,
    picture_price,
    subline,
    target_kind,
)
from bot.render.protocol import seat_name
from engines.gentoo.data import EGG_TYPES, card_type
from engines.gentoo.models import GentooView, Pending, PlayerView

CARD_W, CARD_H, CARD_GAP = 146, 170, 8
ROW_H, ROW_GAP = 112, 8
PAD = 14  # inside a row
MARKER = 32  # room for the turn marker before a name
BANNER_LINE = 40
SUB_LINE = 34  # a line of the banner's smaller words
LABELS_H = 30


@dataclass(frozen=True)
class Geometry:
    """Where the parts of one board are."""

    banner: d.Box
    status_lines: tuple[str, ...]
    sub_lines: tuple[str, ...]  # who plays next, the goal and the turn: one line, or two where it is long
    cards_top: int
    labels_top: int
    rows_top: int
    height: int

    def row_box(self, seat: int) -> d.Box:
        top = self.rows_top + seat * (ROW_H + ROW_GAP)
        return (MARGIN, top, WIDTH - MARGIN, top + ROW_H)


def status_font() -> d.Font:
    return d.font(STATUS_SIZE, bold=True)


def sub_font() -> d.Font:
    return d.font(SMALL_SIZE + 2)


def geometry(view: GentooView, names: Sequence[str], say: Speaker | None = None) -> Geometry:
    room = WIDTH - 2 * MARGIN - 2 * PAD - MARKER
    lines = tuple(status_font().wrap(headline(view, names, say), room, 2))
    sub_lines = tuple(sub_font().wrap(subline(view, names, say), room, 2))
    banner_h = 14 + BANNER_LINE * len(lines) + SUB_LINE * len(sub_lines) + 10
    banner = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + banner_h)
    cards_top = banner[3] + 16 + 38
    labels_top = cards_top + CARD_H + 14
    rows_top = labels_top + LABELS_H
    height = rows_top + view.num_players * (ROW_H + ROW_GAP) - ROW_GAP + MARGIN
    return Geometry(banner, lines, sub_lines, cards_top, labels_top, rows_top, height)


def draw_board(view: GentooView, names: Sequence[str], say: Speaker | None = None) -> Image.Image:
    """The board as an RGB image, WIDTH pixels wide, its words in ``say``'s language (English without)."""
    say = say or english()
    geo = geometry(view, names, say)
    image = Image.new("RGB", (WIDTH, geo.height), BG)
    draw = ImageDraw.Draw(image)
    _banner(image, draw, view, geo)
    _choice_row(image, draw, view, geo, say)
    _column_labels(draw, geo, say)
    acting = acting_seats(view)
    for seat in range(view.num_players):
        _player_row(image, draw, view, names, seat, geo.row_box(seat), seat in acting, say)
    return image


# ---- the banner ----------------------------------------------------------------------------------------


def _banner(image: Image.Image, draw: ImageDraw.ImageDraw, view: GentooView, geo: Geometry) -> None:
    finished = bool(view.winners)
    fill = GOLD if finished else PANEL_ACTIVE
    ink = DARK if finished else INK
    x0, y0, _, y1 = geo.banner
    draw.rounded_rectangle(geo.banner, 14, fill=fill, outline=None if finished else GOLD, width=3)
    x = x0 + PAD
    first = y0 + 14 + BANNER_LINE / 2
    if finished:
        d.paste(image, pieces.penguin(34, True), (x, round(first - 17)))
    else:
        d.triangle_right(draw, x, first, 24, GOLD)
    f = status_font()
    for k, line in enumerate(geo.status_lines):
        f.draw(draw, (x + MARKER, first + k * BANNER_LINE), line, ink, anchor="lm")
    sub = sub_font()
    for k, line in enumerate(reversed(geo.sub_lines)):
        sub.draw(
            draw,
            (x + MARKER, y1 - 10 - SUB_LINE // 2 - k * SUB_LINE),
            line,
            ink if finished else SOFT,
            anchor="lm",
        )


# ---- the Choice Cards ----------------------------------------------------------------------------------


def card_x(index: int) -> int:
    """The left edge of the ``index``-th Choice Card (its tile, with room for a ring, starts pieces.RING
    earlier); the cards' top is ``Geometry.cards_top``."""
    return MARGIN + index * (CARD_W + CARD_GAP)


def _choice_row(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: GentooView, geo: Geometry, say: Speaker
) -> None:
    heading = d.font(HEADING_SIZE, bold=True)
    cy = geo.cards_top - 22
    discarding = view.phase == "discard" and not view.winners
    piles = d.font(SMALL_SIZE)
    pile_text = say("gentoo-picture-piles", draw=view.draw_size, discard=view.discard_size)
    piles.draw(draw, (WIDTH - MARGIN, cy), pile_text, SOFT, anchor="rm")
    title = heading.fit(
        say("gentoo-picture-row", discarding=discarding), WIDTH - 2 * MARGIN - piles.width(pile_text) - 16
    )
    heading.draw(draw, (MARGIN, cy), title, GOLD if discarding else INK, anchor="lm")
    if not view.row:
        d.font(NAME_SIZE).draw(
            draw, (MARGIN, geo.cards_top + CARD_H / 2), say("gentoo-alt-no-row"), SOFT, anchor="lm"
        )
        return
    skua = target_kind(view) == "skua"
    for i, card_id in enumerate(view.row):
        kind = card_type(card_id)
        tile = pieces.choice_card(
            kind,
            CARD_W,
            CARD_H,
            skua and kind in EGG_TYPES,
            card_title(kind, say),
            picture_price(card_id, say),
        )
        d.paste(image, tile, (card_x(i) - pieces.RING, geo.cards_top - pieces.RING))


# ---- the players ---------------------------------------------------------------------------------------

FISH_X = WIDTH - MARGIN - PAD - 56  # where each column's number starts
STONES_X = FISH_X - 100
PENGUINS_X = STONES_X - 40 - 196  # the first penguin
PENGUIN_STEP = 24


def _column_labels(draw: ImageDraw.ImageDraw, geo: Geometry, say: Speaker) -> None:
    f = d.font(SMALL_SIZE)
    cy = geo.labels_top + LABELS_H / 2 - 2
    f.draw(
        draw,
        (PENGUINS_X, cy),
        f.fit(say("gentoo-picture-penguins"), STONES_X - 36 - PENGUINS_X),
        SOFT,
        anchor="lm",
    )
    f.draw(draw, (STONES_X - 28, cy), f.fit(say("gentoo-picture-stones"), 92), SOFT, anchor="lm")
    f.draw(
        draw,
        (FISH_X - 28, cy),
        f.fit(say("gentoo-picture-fish"), WIDTH - MARGIN - FISH_X + 28),
        SOFT,
        anchor="lm",
    )


def _busy_cards(view: GentooView, seat: int) -> set[str]:
    """The seat's cards a decision is about: the cards being played (a target or a gift to choose), the
    Pecks that could block the Thief, and any Egg the Skua may take."""
    busy: set[str] = set()
    pending: Pending | None = view.pending
    p = view.players[seat]
    if not view.winners and pending is not None:
        if seat == view.turn and view.phase in ("target", "gift"):
            busy = {c for c in (pending.card, pending.hatch) if c is not None}
        elif seat == pending.target and view.phase == "peck":
            busy = {c for c in p.in_play if card_type(c) == "peck"}
    if target_kind(view) == "skua":
        busy |= {c for c in p.in_play if card_type(c) in EGG_TYPES}
    return busy


def _tags(view: GentooView, seat: int, acting: bool, say: Speaker) -> list[tuple[str, d.RGB]]:
    tags: list[tuple[str, d.RGB]] = []
    p = view.players[seat]
    if seat in view.winners:
        tags.append((say("gentoo-picture-wins"), GOLD))
    elif acting and seat != view.turn:
        tags.append((say("gentoo-picture-target"), GOLD))  # of the Stone Thief, deciding whether to block it
    if seat == view.viewer:
        tags.append((say("gentoo-picture-you"), HIGHLIGHT))
    if p.skips:
        tags.append((say("gentoo-picture-skips", skips=p.skips), ORANGE))
    return tags


def _player_row(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: GentooView,
    names: Sequence[str],
    seat: int,
    box: d.Box,
    acting: bool,
    say: Speaker,
) -> None:
    p = view.players[seat]
    winner = seat in view.winners
    marked = acting or winner
    x0, top, x1, _ = box
    draw.rounded_rectangle(
        box, 14, fill=PANEL_ACTIVE if marked else PANEL, outline=GOLD if marked else None, width=4
    )
    cy = top + 32
    x = x0 + PAD
    if acting:
        d.triangle_right(draw, x, cy, 24, GOLD)
    elif winner:
        d.paste(image, pieces.penguin(30, True), (x, cy - 15))
    x += MARKER if marked else 0
    tag_font = d.font(SMALL_SIZE, bold=True)
    tags = _tags(view, seat, acting, say)
    tags_w = sum(d.pill_width(t, tag_font) + 8 for t, _ in tags)
    name_font = d.font(NAME_SIZE, bold=True)
    name = name_font.fit(seat_name(names, seat), PENGUINS_X - 18 - x - tags_w)
    name_font.draw(draw, (x, cy), name, INK, anchor="lm")
    x += name_font.width(name) + 10
    for text, colour in tags:
        x += d.pill(draw, (x, round(cy)), text, tag_font, colour) + 8
    _scores(image, draw, view, p, cy)
    _cards_line(image, draw, view, seat, top + 82, (x0 + PAD, x1 - PAD), say)


def _scores(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: GentooView, p: PlayerView, cy: float
) -> None:
    slots = max(view.penguins_to_win, p.penguins)
    step = min(PENGUIN_STEP, 140 // slots)
    for i in range(slots):
        d.paste(image, pieces.penguin(34, i < p.penguins), (PENGUINS_X + i * step, round(cy) - 18))
    number = d.font(NUMBER_SIZE, bold=True)
    number.draw(
        draw, (PENGUINS_X + slots * step + 8, cy), f"{p.penguins}/{view.penguins_to_win}", INK, anchor="lm"
    )
    pieces.stone(draw, STONES_X - 16, cy, 10)
    number.draw(draw, (STONES_X, cy), str(p.stones), INK, anchor="lm")
    pieces.fish(draw, STONES_X + 100 - 16, cy, 11, FISH)
    number.draw(draw, (FISH_X, cy), str(p.fish), INK, anchor="lm")


def _cards_line(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: GentooView,
    seat: int,
    cy: int,
    span: tuple[int, int],
    say: Speaker,
) -> None:
    """The Cards in Play as chips, then the top of the Used Pile at the right end."""
    p = view.players[seat]
    left, right = span
    label = d.font(SMALL_SIZE)
    busy = _busy_cards(view, seat)
    # The Used Pile's top, right-aligned.
    skua = target_kind(view) == "skua"
    if p.used_top is not None:
        kind = card_type(p.used_top)
        used_label = card_label(p.used_top, say)
        used_w = pieces.chip_width(used_label)
        used_x = right - used_w + pieces.RING
        d.paste(
            image,
            pieces.chip(kind, CHIP_SIZE, skua and kind in EGG_TYPES, used_label),
            (used_x - pieces.RING, cy - 22 - pieces.RING),
        )
    else:
        empty = say("gentoo-none")
        used_w = label.width(empty) + 2 * pieces.RING
        used_x = right - used_w + pieces.RING
        label.draw(draw, (used_x, cy), empty, SOFT, anchor="lm")
    used_word, in_play_word = say("gentoo-picture-used"), say("gentoo-picture-in-play")
    used_label_x = used_x - 10 - label.width(used_word)
    label.draw(draw, (used_label_x, cy), used_word, SOFT, anchor="lm")
    # Cards in Play, left to right.
    label.draw(draw, (left, cy), in_play_word, SOFT, anchor="lm")
    x = left + label.width(in_play_word) + 10 - pieces.RING
    limit = used_label_x - 16 + pieces.RING
    if not p.in_play:
        label.draw(draw, (x + pieces.RING, cy), say("gentoo-nothing"), SOFT, anchor="lm")
        return
    size = CHIP_SIZE
    labels = [card_label(c, say) for c in p.in_play]
    if x + sum(pieces.chip_width(t, size) - 2 * pieces.RING + 6 for t in labels) > limit:
        size = SMALL_SIZE
    for i, card_id in enumerate(p.in_play):
        w = pieces.chip_width(labels[i], size)
        rest = len(p.in_play) - i
        more = say("gentoo-picture-more", count=rest)
        if (rest > 1 and x + w + pieces.chip_width(more, size) - pieces.RING > limit) or x + w > limit:
            d.paste(image, pieces.chip("", size, False, more), (x, cy - 22 - pieces.RING))
            return
        d.paste(
            image,
            pieces.chip(card_type(card_id), size, card_id in busy, labels[i]),
            (x, cy - 22 - pieces.RING),
        )
        x += w - 2 * pieces.RING + 6
