"""The Grim Prospects board, drawn for a phone: 800 pixels wide, shown 400 wide.

Top to bottom: a banner with what everyone is deciding this round (or who won), who is still choosing,
and the Forfeit Arrow as a chain of names (each player forfeits to and attacks the next); the column
labels; then one row per player: a marker while they are still choosing, the name, their points, gems
and cards in hand; their tunnel from their end to the far end as gems and shovels, the gems a collapse
would take now on a red band; their Loitering Guards and Thugs as chips named by card id in their
faction's colour; the cards known to be in their hand and the size of their Resting Recruits.
The miners' powers, the tunnels' cards and the last battles are close-ups (``closeups.py``); every card
id is in the embed too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.i18n import Speaker, english
from bot.render import draw as d
from bot.render.grimprospects import pieces
from bot.render.grimprospects.style import (
    BG,
    DARK,
    FACTION_LETTER,
    GOLD,
    HIGHLIGHT,
    INK,
    LABEL_SIZE,
    MARGIN,
    NAME_SIZE,
    NUMBER_SIZE,
    PAD,
    PANEL,
    PANEL_ACTIVE,
    RISK,
    RISK_INK,
    SOFT,
    STATUS_SIZE,
    WIDTH,
)
from bot.render.grimprospects.words import (
    arrow_chain,
    at_risk,
    headline,
    known_cards,
    leaders,
    waiting_lines,
)
from bot.render.protocol import seat_name
from engines.grimprospects.data import CARD_BY_ID
from engines.grimprospects.models import FACTIONS, GrimProspectsView, PlayerView

BANNER_LINE = 40
SUB_LINE = 34
LABELS_H = 30
ROW_GAP = 8
MARKER = 32  # room for the choosing marker before a name
LINE = 42  # a row's lines under its name line
HEAD = 58  # a row's name line
SEG = 40  # a tunnel segment's step
SEG_MIN = 26
SUB_SIZE = 24

HAND_X = WIDTH - MARGIN - PAD - 60  # where each column's number is centred
GEMS_X = HAND_X - 100
POINTS_X = GEMS_X - 100


@dataclass(frozen=True)
class Geometry:
    """Where the parts of one board are, and how wide a row's line labels are in its language."""

    banner: d.Box
    status_lines: tuple[str, ...]
    labels_top: int
    row_tops: tuple[int, ...]
    row_heights: tuple[int, ...]
    height: int
    label_w: int = 100

    def row_box(self, seat: int) -> d.Box:
        top = self.row_tops[seat]
        return (MARGIN, top, WIDTH - MARGIN, top + self.row_heights[seat])


def status_font() -> d.Font:
    return d.font(STATUS_SIZE, bold=True)


def label_font() -> d.Font:
    return d.font(LABEL_SIZE)


TEXT_LEFT = MARGIN + PAD
TEXT_RIGHT = WIDTH - MARGIN - PAD
LABEL_W = 100  # a row's line labels ("Tunnel", "Guards"...) take at least this much before what they label
ROW_LABELS = ("tunnel", "guards", "thugs", "known")


def label_width(say: Speaker) -> int:
    """The room a row's line labels take in ``say``'s language: ``LABEL_W``, or more for longer words."""
    f = label_font()
    return max(LABEL_W, *(f.width(say("grim-board-picture-label", label=k)) + 14 for k in ROW_LABELS))


def tunnel_lines(p: PlayerView, label_w: int = LABEL_W) -> int:
    """How many lines a tunnel takes: one, unless it is too long even at the smallest step."""
    room = TEXT_RIGHT - TEXT_LEFT - label_w - 130
    per_line = room // SEG_MIN
    return max(1, -(-len(p.tunnel) // per_line))


def row_height(p: PlayerView, label_w: int = LABEL_W) -> int:
    return HEAD + LINE * (3 + tunnel_lines(p, label_w)) + 8


def geometry(view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None) -> Geometry:
    say = say or english()
    label_w = label_width(say)
    heading = headline(view, names, say)
    lines = tuple(status_font().wrap(heading, WIDTH - 2 * MARGIN - 2 * PAD - MARKER, 2))
    subs = 1 if view.phase == "over" else 2  # who is still choosing; the arrow
    banner_h = 14 + BANNER_LINE * len(lines) + subs * SUB_LINE + 12
    banner = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + banner_h)
    labels_top = banner[3] + 10
    top = labels_top + LABELS_H
    tops, heights = [], []
    for p in view.players:
        tops.append(top)
        heights.append(row_height(p, label_w))
        top += heights[-1] + ROW_GAP
    height = top - ROW_GAP + MARGIN
    return Geometry(banner, lines, labels_top, tuple(tops), tuple(heights), height, label_w)


def draw_board(view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None) -> Image.Image:
    """The board as an RGB image, WIDTH pixels wide, its words in ``say``'s language (English without)."""
    say = say or english()
    geo = geometry(view, names, say)
    image = Image.new("RGB", (WIDTH, geo.height), BG)
    draw = ImageDraw.Draw(image)
    _banner(image, draw, view, names, geo, say)
    _column_labels(draw, geo, say)
    rows = _Rows(image, draw, view, geo.label_w, say)
    for p in view.players:
        rows.player_row(names, p, geo.row_box(p.seat))
    return image


# ---- the banner ----------------------------------------------------------------------------------------


def _banner(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: GrimProspectsView,
    names: Sequence[str],
    geo: Geometry,
    say: Speaker,
) -> None:
    finished = view.phase == "over"
    fill = GOLD if finished else PANEL_ACTIVE
    ink = DARK if finished else INK
    x0, y0, x1, _y1 = geo.banner
    draw.rounded_rectangle(geo.banner, 14, fill=fill, outline=None if finished else GOLD, width=3)
    x = x0 + PAD
    first = y0 + 14 + BANNER_LINE / 2
    if not finished:
        d.triangle_right(draw, x, first, 24, GOLD)
    else:
        d.paste(image, pieces.segment("gem", 30), (x - 2, round(first - 15)))
    f = status_font()
    for k, line in enumerate(geo.status_lines):
        f.draw(draw, (x + MARKER, first + k * BANNER_LINE), line, ink, anchor="lm")
    sub = d.font(SUB_SIZE)
    room = x1 - PAD - x - MARKER
    y = y0 + 14 + BANNER_LINE * len(geo.status_lines) + SUB_LINE / 2
    options = waiting_lines(view, names, say)
    text = next((t for t in options if sub.width(t) <= room), options[-1])
    sub.draw(draw, (x + MARKER, y), sub.fit(text, room), ink, anchor="lm")
    if not finished:
        _arrow_line(draw, view, names, (x + MARKER, y + SUB_LINE), room, SOFT, say)


def _arrow_line(
    draw: ImageDraw.ImageDraw,
    view: GrimProspectsView,
    names: Sequence[str],
    at: tuple[float, float],
    room: int,
    ink: d.RGB,
    say: Speaker,
) -> None:
    """The Forfeit Arrow as the chain of who forfeits to and attacks whom: "Alice → Bo → Cy → Alice"."""
    sub = d.font(SUB_SIZE)
    if view.two_player:
        frame = sub.width(say("grim-board-picture-each-other", first="", second=""))
        a, b = fit_all(sub, [seat_name(names, 0), seat_name(names, 1)], room - frame - 4)  # 4: rounding
        text = say("grim-board-picture-each-other", first=a, second=b)
        sub.draw(draw, at, sub.fit(text, room), ink, anchor="lm")
        return
    way = say("grim-board-picture-way", clockwise=view.clockwise)
    way_w = sub.width(way + " ")
    chain = arrow_chain(view)
    arrow_w = 34
    names_room = room - way_w - arrow_w * (len(chain) - 1)
    shown = fit_all(sub, [seat_name(names, s) for s in chain], names_room)
    x, y = at
    sub.draw(draw, (x, y), way, ink, anchor="lm")
    x += way_w
    for k, name in enumerate(shown):
        sub.draw(draw, (x, y), name, ink, anchor="lm")
        x += sub.width(name)
        if k < len(shown) - 1:
            d.arrow(draw, (x + 6, y), (x + arrow_w - 6, y), GOLD, 3, 10)
            x += arrow_w


def fit_all(f: d.Font, texts: Sequence[str], room: int) -> list[str]:
    """The texts cut so that together they fit in ``room`` pixels, the longest cut first: each is fitted
    to the largest common width that lets them all fit (short names stay whole)."""
    cleaned = [f.clean(t) for t in texts]
    widths = [f.width(t) for t in cleaned]
    if sum(widths) <= room:
        return cleaned
    lo, hi = 0, max(widths)
    while lo < hi:  # the largest cap at which the capped widths fit
        mid = (lo + hi + 1) // 2
        if sum(min(w, mid) for w in widths) <= room:
            lo = mid
        else:
            hi = mid - 1
    return [t if w <= lo else f.fit(t, lo) for t, w in zip(cleaned, widths, strict=True)]


# ---- the players ---------------------------------------------------------------------------------------


def _column_labels(draw: ImageDraw.ImageDraw, geo: Geometry, say: Speaker) -> None:
    f = label_font()
    cy = geo.labels_top + LABELS_H / 2 - 2
    for column, x in (("points", POINTS_X), ("gems", GEMS_X), ("hand", HAND_X)):
        text = f.fit(say("grim-board-picture-column", column=column), 96)
        f.draw(draw, (x, cy), text, SOFT, anchor="mm")


def _tags(view: GrimProspectsView, p: PlayerView, say: Speaker) -> list[tuple[str, d.RGB]]:
    tags: list[tuple[str, d.RGB]] = []
    if p.seat in view.winners:
        tags.append((say("grim-board-picture-tag", tag="wins"), GOLD))
    elif p.seat in leaders(view):
        tags.append((say("grim-board-picture-tag", tag="leads"), GOLD))
    if p.seat == view.seat:
        tags.append((say("grim-board-picture-tag", tag="you"), HIGHLIGHT))
    if p.artificial:
        tags.append((say("grim-board-picture-tag", tag="artificial"), SOFT))
    return tags


class _Rows:
    """The players' rows of one board: each player's name, tags and numbers, tunnel, loitering miners
    and known cards, the line labels ``label_w`` pixels wide, the words in ``say``'s language."""

    def __init__(
        self,
        image: Image.Image,
        draw: ImageDraw.ImageDraw,
        view: GrimProspectsView,
        label_w: int,
        say: Speaker,
    ) -> None:
        self.image, self.draw, self.view = image, draw, view
        self.label_w, self.say = label_w, say

    def player_row(self, names: Sequence[str], p: PlayerView, box: d.Box) -> None:
        view, draw = self.view, self.draw
        choosing = p.seat in view.waiting
        winner = p.seat in view.winners
        marked = choosing or winner
        x0, top, _x1, _ = box
        draw.rounded_rectangle(
            box, 14, fill=PANEL_ACTIVE if choosing else PANEL, outline=GOLD if marked else None, width=4
        )
        cy = top + HEAD / 2
        x = x0 + PAD
        if choosing:
            d.triangle_right(draw, x, cy, 24, GOLD)
            x += MARKER
        tag_font = d.font(LABEL_SIZE, bold=True)
        tags = _tags(view, p, self.say)
        tags_w = sum(d.pill_width(t, tag_font) + 8 for t, _ in tags)
        full, room = seat_name(names, p.seat), POINTS_X - 40 - x - tags_w
        # Smaller letters before a cut name: German's tags take half the line.
        name_font = d.fit_font(full, room, (NAME_SIZE, NAME_SIZE - 4, LABEL_SIZE), bold=True)
        name = name_font.fit(full, room)
        name_font.draw(draw, (x, cy), name, INK, anchor="lm")
        x += name_font.width(name) + 10
        for text, colour in tags:
            x += d.pill(draw, (x, round(cy)), text, tag_font, colour) + 8
        number = d.font(NUMBER_SIZE, bold=True)
        number.draw(draw, (POINTS_X, cy), str(p.score), INK, anchor="mm")
        number.draw(draw, (GEMS_X, cy), str(p.gems), INK, anchor="mm")
        number.draw(draw, (HAND_X, cy), str(p.hand_size), INK, anchor="mm")
        y = top + HEAD + LINE / 2 - 4
        y = self.tunnel(p, y)
        self.chips_line(y, "guards", p.loitering_guards)
        self.chips_line(y + LINE, "thugs", p.loitering_thugs)
        self.known_line(p, y + 2 * LINE)

    def label(self, y: float, label: str) -> int:
        """A line's label ("Tunnel"); returns where what it labels starts."""
        text = self.say("grim-board-picture-label", label=label)
        label_font().draw(self.draw, (TEXT_LEFT, y), text, SOFT, anchor="lm")
        return TEXT_LEFT + self.label_w

    def tunnel(self, p: PlayerView, cy: float) -> float:
        """The tunnel from its owner's end, left, to the far end, right; the gems a collapse would take
        now (after the last shovel, ruling 14) on a red band, counted after it. Returns the next line's
        centre."""
        draw = self.draw
        x = self.label(cy, "tunnel")
        f = label_font()
        if not p.tunnel:
            f.draw(draw, (x, cy), self.say("grim-board-empty"), SOFT, anchor="lm")
            return cy + LINE
        lines = tunnel_lines(p, self.label_w)
        per_line = -(-len(p.tunnel) // lines)
        risk = at_risk(self.view, p)
        risk_text = self.say("grim-board-picture-risk", count=risk) if risk else ""
        room = TEXT_RIGHT - x - (f.width(risk_text) + 14 if risk_text else 0)
        step = max(SEG_MIN, min(SEG, room // per_line))
        size = step - 4
        first_risk = len(p.tunnel) - risk
        for i, card_id in enumerate(p.tunnel):
            line, col = divmod(i, per_line)
            sx = x + col * step
            sy = cy + line * LINE
            if i >= first_risk:
                round_left = i == first_risk or col == 0
                round_right = i == len(p.tunnel) - 1 or col == per_line - 1
                _band(draw, (sx - 2, sy - step / 2, sx + step - 2, sy + step / 2), round_left, round_right)
            segment = pieces.segment(CARD_BY_ID[card_id].segment, size)
            d.paste(self.image, segment, (round(sx), round(sy - size / 2)))
        if risk_text:
            last_line, last_col = divmod(len(p.tunnel) - 1, per_line)
            f.draw(
                draw,
                (x + (last_col + 1) * step + 10, cy + last_line * LINE),
                risk_text,
                RISK_INK,
                anchor="lm",
            )
        return cy + lines * LINE

    def chips_line(self, cy: float, label: str, card_ids: Sequence[str]) -> None:
        x = self.label(cy, label)
        if not card_ids:
            label_font().draw(self.draw, (x, cy), self.say("grim-board-none"), SOFT, anchor="lm")
            return
        _chips(self.image, x, cy, _fitted_chips(card_ids, TEXT_RIGHT - x))

    def known_line(self, p: PlayerView, cy: float) -> None:
        """The cards everyone saw enter the hand (ruling GP-6), and how many Resting Recruits wait."""
        f = label_font()
        resting = self.say("grim-board-picture-resting", count=len(p.resting))
        right = TEXT_RIGHT - f.width(resting)
        f.draw(self.draw, (right, cy), resting, SOFT, anchor="lm")
        x = self.label(cy, "known")
        known = known_cards(p)
        if not known:
            f.draw(self.draw, (x, cy), self.say("grim-board-none"), SOFT, anchor="lm")
            return
        _chips(self.image, x, cy, _fitted_chips(known, right - 16 - x))


def _band(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], left: bool, right: bool) -> None:
    x0, y0, x1, y1 = box
    draw.rectangle((x0 + (8 if left else 0), y0, x1 - (8 if right else 0), y1), fill=RISK)
    if left:
        draw.rounded_rectangle((x0, y0, x0 + 16, y1), 8, fill=RISK)
    if right:
        draw.rounded_rectangle((x1 - 16, y0, x1, y1), 8, fill=RISK)


def _fitted_chips(card_ids: Sequence[str], room: int) -> list[tuple[str, str]]:
    """(card id, label) chips for the cards in a line of ``room`` pixels, faction by faction: every card by
    its id when they fit, else one chip per faction with a count ("B ×5"), its first card's colour."""
    gap = 6
    ordered = sorted(card_ids, key=lambda c: FACTIONS.index(CARD_BY_ID[c].faction))
    whole = [(c, c) for c in ordered]
    if sum(pieces.chip_width(c) + gap for c in ordered) <= room:
        return whole
    counted = []
    for faction in FACTIONS:
        members = [c for c in ordered if CARD_BY_ID[c].faction == faction]
        if members:
            counted.append((members[0], f"{FACTION_LETTER[faction]} ×{len(members)}"))
    return counted


def _chips(image: Image.Image, x: int, cy: float, chips: Sequence[tuple[str, str]]) -> int:
    for card_id, label in chips:
        tile = pieces.chip(card_id, label if label != card_id else "")
        d.paste(image, tile, (x, round(cy - pieces.CHIP_H / 2)))
        x += tile.width + 6
    return x
