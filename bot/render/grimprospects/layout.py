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
    """Where the parts of one board are."""

    banner: d.Box
    status_lines: tuple[str, ...]
    labels_top: int
    row_tops: tuple[int, ...]
    row_heights: tuple[int, ...]
    height: int

    def row_box(self, seat: int) -> d.Box:
        top = self.row_tops[seat]
        return (MARGIN, top, WIDTH - MARGIN, top + self.row_heights[seat])


def status_font() -> d.Font:
    return d.font(STATUS_SIZE, bold=True)


def label_font() -> d.Font:
    return d.font(LABEL_SIZE)


TEXT_LEFT = MARGIN + PAD
TEXT_RIGHT = WIDTH - MARGIN - PAD
LABEL_W = 100  # a row's line labels ("Tunnel", "Guards"...) take this much before what they label


def tunnel_lines(p: PlayerView) -> int:
    """How many lines a tunnel takes: one, unless it is too long even at the smallest step."""
    room = TEXT_RIGHT - TEXT_LEFT - LABEL_W - 130
    per_line = room // SEG_MIN
    return max(1, -(-len(p.tunnel) // per_line))


def row_height(p: PlayerView) -> int:
    return HEAD + LINE * (3 + tunnel_lines(p)) + 8


def geometry(view: GrimProspectsView, names: Sequence[str]) -> Geometry:
    lines = tuple(status_font().wrap(headline(view, names), WIDTH - 2 * MARGIN - 2 * PAD - MARKER, 2))
    subs = 1 if view.phase == "over" else 2  # who is still choosing; the arrow
    banner_h = 14 + BANNER_LINE * len(lines) + subs * SUB_LINE + 12
    banner = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + banner_h)
    labels_top = banner[3] + 10
    top = labels_top + LABELS_H
    tops, heights = [], []
    for p in view.players:
        tops.append(top)
        heights.append(row_height(p))
        top += heights[-1] + ROW_GAP
    return Geometry(banner, lines, labels_top, tuple(tops), tuple(heights), top - ROW_GAP + MARGIN)


def draw_board(view: GrimProspectsView, names: Sequence[str]) -> Image.Image:
    """The board as an RGB image, WIDTH pixels wide."""
    geo = geometry(view, names)
    image = Image.new("RGB", (WIDTH, geo.height), BG)
    draw = ImageDraw.Draw(image)
    _banner(image, draw, view, names, geo)
    _column_labels(draw, geo)
    for p in view.players:
        _player_row(image, draw, view, names, p, geo.row_box(p.seat))
    return image


# ---- the banner ----------------------------------------------------------------------------------------


def _banner(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: GrimProspectsView,
    names: Sequence[str],
    geo: Geometry,
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
    options = waiting_lines(view, names)
    text = next((t for t in options if sub.width(t) <= room), options[-1])
    sub.draw(draw, (x + MARKER, y), sub.fit(text, room), ink, anchor="lm")
    if not finished:
        _arrow_line(draw, view, names, (x + MARKER, y + SUB_LINE), room, SOFT)


def _arrow_line(
    draw: ImageDraw.ImageDraw,
    view: GrimProspectsView,
    names: Sequence[str],
    at: tuple[float, float],
    room: int,
    ink: d.RGB,
) -> None:
    """The Forfeit Arrow as the chain of who forfeits to and attacks whom: "Alice → Bo → Cy → Alice"."""
    sub = d.font(SUB_SIZE)
    if view.two_player:
        a, b = fit_all(
            sub, [seat_name(names, 0), seat_name(names, 1)], room - sub.width(" and  attack each other")
        )
        sub.draw(draw, at, sub.fit(f"{a} and {b} attack each other", room), ink, anchor="lm")
        return
    way = "Clockwise: " if view.clockwise else "Counter-clockwise: "
    chain = arrow_chain(view)
    arrow_w = 34
    names_room = room - sub.width(way) - arrow_w * (len(chain) - 1)
    shown = fit_all(sub, [seat_name(names, s) for s in chain], names_room)
    x, y = at
    sub.draw(draw, (x, y), way.rstrip(), ink, anchor="lm")
    x += sub.width(way)
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


def _column_labels(draw: ImageDraw.ImageDraw, geo: Geometry) -> None:
    f = label_font()
    cy = geo.labels_top + LABELS_H / 2 - 2
    f.draw(draw, (POINTS_X, cy), "Points", SOFT, anchor="mm")
    f.draw(draw, (GEMS_X, cy), "Gems", SOFT, anchor="mm")
    f.draw(draw, (HAND_X, cy), "Hand", SOFT, anchor="mm")


def _tags(view: GrimProspectsView, p: PlayerView) -> list[tuple[str, d.RGB]]:
    tags: list[tuple[str, d.RGB]] = []
    if p.seat in view.winners:
        tags.append(("WINS", GOLD))
    elif p.seat in leaders(view):
        tags.append(("LEADS", GOLD))
    if p.seat == view.seat:
        tags.append(("YOU", HIGHLIGHT))
    if p.artificial:
        tags.append(("ARTIFICIAL", SOFT))
    return tags


def _player_row(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: GrimProspectsView,
    names: Sequence[str],
    p: PlayerView,
    box: d.Box,
) -> None:
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
    tags = _tags(view, p)
    tags_w = sum(tag_font.width(t) + 2 * max(6, LABEL_SIZE // 2) + 8 for t, _ in tags)
    name_font = d.font(NAME_SIZE, bold=True)
    name = name_font.fit(seat_name(names, p.seat), POINTS_X - 40 - x - tags_w)
    name_font.draw(draw, (x, cy), name, INK, anchor="lm")
    x += name_font.width(name) + 10
    for text, colour in tags:
        x += d.pill(draw, (x, round(cy)), text, tag_font, colour) + 8
    number = d.font(NUMBER_SIZE, bold=True)
    number.draw(draw, (POINTS_X, cy), str(p.score), INK, anchor="mm")
    number.draw(draw, (GEMS_X, cy), str(p.gems), INK, anchor="mm")
    number.draw(draw, (HAND_X, cy), str(p.hand_size), INK, anchor="mm")
    y = top + HEAD + LINE / 2 - 4
    y = _tunnel(image, draw, view, p, y)
    _chips_line(image, draw, y, "Guards", p.loitering_guards)
    _chips_line(image, draw, y + LINE, "Thugs", p.loitering_thugs)
    _known_line(image, draw, p, y + 2 * LINE)


def _label(draw: ImageDraw.ImageDraw, y: float, text: str) -> int:
    label_font().draw(draw, (TEXT_LEFT, y), text, SOFT, anchor="lm")
    return TEXT_LEFT + LABEL_W


def _tunnel(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: GrimProspectsView, p: PlayerView, cy: float
) -> float:
    """The tunnel from its owner's end, left, to the far end, right; the gems a collapse would take now
    (after the last shovel, ruling 14) on a red band, counted after it. Returns the next line's centre."""
    x = _label(draw, cy, "Tunnel")
    f = label_font()
    if not p.tunnel:
        f.draw(draw, (x, cy), "empty", SOFT, anchor="lm")
        return cy + LINE
    lines = tunnel_lines(p)
    per_line = -(-len(p.tunnel) // lines)
    risk = at_risk(view, p)
    risk_text = f"{risk} at risk" if risk else ""
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
        d.paste(image, pieces.segment(CARD_BY_ID[card_id].segment, size), (round(sx), round(sy - size / 2)))
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


def _chips_line(
    image: Image.Image, draw: ImageDraw.ImageDraw, cy: float, label: str, card_ids: Sequence[str]
) -> None:
    x = _label(draw, cy, label)
    if not card_ids:
        label_font().draw(draw, (x, cy), "none", SOFT, anchor="lm")
        return
    _chips(image, x, cy, _fitted_chips(card_ids, TEXT_RIGHT - x))


def _known_line(image: Image.Image, draw: ImageDraw.ImageDraw, p: PlayerView, cy: float) -> None:
    """The cards everyone saw enter the hand (ruling GP-6), and how many Resting Recruits wait."""
    f = label_font()
    resting = f"Resting {len(p.resting)}"
    right = TEXT_RIGHT - f.width(resting)
    f.draw(draw, (right, cy), resting, SOFT, anchor="lm")
    x = _label(draw, cy, "Known")
    known = known_cards(p)
    if not known:
        f.draw(draw, (x, cy), "none", SOFT, anchor="lm")
        return
    _chips(image, x, cy, _fitted_chips(known, right - 16 - x))
