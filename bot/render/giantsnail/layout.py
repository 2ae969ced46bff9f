"""The Giant Snail Will Not Prevail! board, drawn for a phone: 800 pixels wide, shown 400 wide.

Top to bottom: a banner with who decides what now (or how the game ended), the round, the phase and the
leader, and what the acting player has chosen so far or the returning workers still to place; the 3x4
grid of regions, North at the top, each card with its number and type on a band in its owner's colour
(and the owner's letter), its workers row by row on light trays, or, ruined, its rebuild slots and cost;
the snail (its region framed in orange), the robot and defence cards on their regions; then the snail's
place, the event deck and the ruins counted towards defeat; the robot's twelve construction slots; the
technology market; and one panel per player with metal, energy, votes, pool and the turn. What each row
of a region means, section names, costs and weapons are in the embed and the close-ups (``closeups.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.render import draw as d
from bot.render.base import seat_name
from bot.render.giantsnail import pieces, sample
from bot.render.giantsnail.regions import CELL_H, CELL_W, GAP, draw_region
from bot.render.giantsnail.style import (
    BG,
    CARD,
    CARD_EDGE,
    DANGER,
    DARK,
    DISC,
    GOLD,
    GREEN,
    HEADING_SIZE,
    INK,
    LABEL_SIZE,
    MARGIN,
    MAX_PNG_BYTES,
    NAME_SIZE,
    NUMBER_SIZE,
    PANEL,
    PANEL_ACTIVE,
    PITCH,
    ROBOT_EYE,
    RUIN,
    RUIN_LINE,
    SEAT_COLOUR,
    SECRET,
    SHELL,
    SHIELD,
    SLOT_EDGE,
    SMALL_SIZE,
    SOFT,
    STATUS_SIZE,
    TRAY,
    WHITE,
    WIDTH,
)
from bot.render.giantsnail.words import (
    ACTIONS_PER_ROUND,
    built_slots,
    colour_of,
    draft_words,
    event_notes,
    headline,
    snail_short,
    subline,
    you,
)
from engines.giantsnail.data import catalog
from engines.giantsnail.models import DEAD, GiantSnailView, PlayerView

PAD = 12  # inside a panel
BANNER_LINE = 38
SUBLINE = 28
DRAFT_LINE = 36
RETURNING_LINE = 46
GRID_X = (WIDTH - 4 * CELL_W - 3 * GAP) // 2
CAPTION_H = 32
STRIP_H = 72
ROBOT_H = 58
MARKET_H = 44
PLAYER_H = 158
SECRET_H = 76
SECTION_GAP = 10


@dataclass(frozen=True)
class Geometry:
    """Where the parts of one board are."""

    banner: d.Box
    status_lines: tuple[str, ...]
    extra: int  # the height of the draft's and the returning workers' lines, under the subline
    grid_top: int
    strip_top: int
    robot_top: int
    market_top: int
    notes: tuple[str, ...]
    players_top: int
    secret_top: int  # 0 when the view holds no secret
    height: int

    def cell_box(self, row: int, col: int) -> d.Box:
        """Where the region in grid row ``row`` (0 North) and column ``col`` (0 West) is drawn."""
        x = GRID_X + col * (CELL_W + GAP)
        y = self.grid_top + row * (CELL_H + GAP)
        return (x, y, x + CELL_W, y + CELL_H)

    def player_box(self, seat: int) -> d.Box:
        w = (WIDTH - 2 * MARGIN - 2 * GAP) // 3
        x = MARGIN + seat * (w + GAP)
        return (x, self.players_top, x + w, self.players_top + PLAYER_H)


def status_font() -> d.Font:
    return d.font(STATUS_SIZE, bold=True)


def geometry(view: GiantSnailView, names: Sequence[str]) -> Geometry:
    lines = tuple(status_font().wrap(headline(view, names), WIDTH - 2 * MARGIN - 2 * PAD, 2))
    extra = (DRAFT_LINE if view.draft else 0) + (RETURNING_LINE if view.placing else 0)
    banner_h = 10 + BANNER_LINE * len(lines) + SUBLINE + extra + 10
    banner = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + banner_h)
    grid_top = banner[3] + CAPTION_H + 4
    strip_top = grid_top + 3 * CELL_H + 2 * GAP + SECTION_GAP
    robot_top = strip_top + STRIP_H + 8
    market_top = robot_top + ROBOT_H + 8
    notes = tuple(event_notes(view))
    players_top = market_top + MARKET_H + 30 * len(notes) + SECTION_GAP
    bottom = players_top + PLAYER_H
    secret_top = bottom + SECTION_GAP if view.known_top else 0
    if secret_top:
        bottom = secret_top + SECRET_H
    return Geometry(
        banner, lines, extra, grid_top, strip_top, robot_top, market_top, notes, players_top, secret_top,
        bottom + MARGIN,
    )  # fmt: skip


def draw_board(view: GiantSnailView, names: Sequence[str]) -> Image.Image:
    """The board as an RGB image, WIDTH pixels wide."""
    geo = geometry(view, names)
    image = Image.new("RGB", (WIDTH, geo.height), BG)
    draw = ImageDraw.Draw(image)
    _banner(image, draw, view, names, geo)
    caption = d.font(LABEL_SIZE)
    cy = geo.grid_top - CAPTION_H / 2 - 2
    caption.draw(draw, (MARGIN + 2, cy), "Regions · North at the top", SOFT, anchor="lm")
    caption.draw(draw, (WIDTH - MARGIN - 2, cy), "the edges wrap around", SOFT, anchor="rm")
    for region in view.regions:
        draw_region(image, draw, view, region, geo.cell_box(region.row, region.col))
    _strip(image, draw, view, geo)
    _robot(image, draw, view, geo.robot_top)
    _market(draw, view, geo)
    for p in view.players:
        _player(image, draw, view, names, p, geo.player_box(p.seat))
    if geo.secret_top:
        _secret(draw, view, geo.secret_top)
    return image


# ---- the banner ----------------------------------------------------------------------------------------


def _banner(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: GiantSnailView, names: Sequence[str], geo: Geometry
) -> None:
    over = view.phase == "over"
    fill = (DANGER if view.defeat else GOLD) if over else PANEL_ACTIVE
    ink = DARK if over else INK
    x0, y0, x1, _ = geo.banner
    draw.rounded_rectangle(geo.banner, 14, fill=fill, outline=None if over else GOLD, width=3)
    x = x0 + PAD
    y = y0 + 10
    f = status_font()
    for line in geo.status_lines:
        f.draw(draw, (x, y + BANNER_LINE / 2), line, ink, anchor="lm")
        y += BANNER_LINE
    sub = d.font(LABEL_SIZE)
    sub.draw(
        draw, (x, y + 12), sub.fit(subline(view, names), x1 - x - PAD), ink if over else INK, anchor="lm"
    )
    y += SUBLINE
    label = d.font(LABEL_SIZE, bold=True)
    if view.draft:
        text = label.fit(draft_words(view), x1 - x - PAD)
        label.draw(draw, (x, y + DRAFT_LINE / 2), text, GOLD, anchor="lm")
        y += DRAFT_LINE
    if view.placing:
        cy = y + RETURNING_LINE / 2
        word = "Returning:" if view.returning else "Returning: all placed"
        label.draw(draw, (x, cy), word, GOLD, anchor="lm")
        colours = [colour_of(view, w) for w in view.returning]
        if colours:
            room = (x1 - PAD - x - label.width(word) - 12) // PITCH
            shown = colours[: max(1, room)]
            pieces.slot_row(image, draw, shown, len(shown), x + label.width(word) + 12, cy)


# ---- the snail, the decks, the robot and the market ----------------------------------------------------


def _strip(image: Image.Image, draw: ImageDraw.ImageDraw, view: GiantSnailView, geo: Geometry) -> None:
    """Three boxes: where the snail is, the event deck, the ruins counted towards defeat."""
    top = geo.strip_top
    widths = (300, 230)
    x = MARGIN
    boxes = [(x, top, x + widths[0], top + STRIP_H)]
    x += widths[0] + GAP
    boxes.append((x, top, x + widths[1], top + STRIP_H))
    x += widths[1] + GAP
    boxes.append((x, top, WIDTH - MARGIN, top + STRIP_H))
    label, value = d.font(SMALL_SIZE), d.font(HEADING_SIZE, bold=True)
    for box in boxes:
        draw.rounded_rectangle(box, 12, fill=PANEL)
    # The snail: its picture, where it is.
    bx = boxes[0][0] + PAD
    if view.snail != DEAD:
        pieces.paste_centred(image, pieces.snail_tile(52), bx + 26, top + STRIP_H / 2)
        bx += 62
    label.draw(draw, (bx, top + 20), "Snail", SOFT, anchor="lm")
    where = snail_short(view)
    colour = GREEN if view.snail == DEAD else INK
    room = boxes[0][2] - PAD - bx
    big = d.fit_font(where, room, (HEADING_SIZE, LABEL_SIZE), bold=True)
    big.draw(draw, (bx, top + 50), big.fit(where, room), colour, anchor="lm")
    # The event deck: while the snail lives its cards are the snail's life (rulebook "Event Phase").
    bx = boxes[1][0] + PAD
    pieces.card_back(draw, bx, top + 18, 28, 40)
    bx += 46
    label.draw(draw, (bx, top + 20), "Event 2 deck" if view.event2 else "Event deck", SOFT, anchor="lm")
    value.draw(draw, (bx, top + 50), f"{view.deck_size} left", INK, anchor="lm")
    # The ruins: seven mean defeat (rulebook "Game End and Scoring" b).
    bx = boxes[2][0] + PAD
    limit = catalog().defeat_destroyed
    label.draw(draw, (bx, top + 20), f"Ruins (defeat at {limit})", SOFT, anchor="lm")
    near = view.destroyed >= limit - 2
    value.draw(draw, (bx, top + 50), f"{view.destroyed} of {limit}", DANGER if near else INK, anchor="lm")


def _robot(image: Image.Image, draw: ImageDraw.ImageDraw, view: GiantSnailView, top: int) -> None:
    """The robot's construction slots, two to a section, and how many are filled."""
    box = (MARGIN, top, WIDTH - MARGIN, top + ROBOT_H)
    draw.rounded_rectangle(box, 12, fill=PANEL)
    cy = top + ROBOT_H / 2
    head = d.font(HEADING_SIZE - 2, bold=True)
    head.draw(draw, (MARGIN + PAD, cy), "Robot", INK, anchor="lm")
    x = MARGIN + PAD + head.width("Robot") + 12
    size, pitch = DISC - 4, DISC
    for section in view.sections:
        colours = [colour_of(view, w) for w in section.slots if w >= 0]
        x += pieces.slot_row(image, draw, colours, len(section.slots), x, cy, size, pitch) + 6
    filled, total = built_slots(view)
    done = view.robot_built
    count = "Finished" if done else f"{filled} of {total}"
    f = d.font(LABEL_SIZE, bold=True)
    f.draw(draw, (WIDTH - MARGIN - PAD, cy), count, GREEN if done else INK, anchor="rm")


def _market(draw: ImageDraw.ImageDraw, view: GiantSnailView, geo: Geometry) -> None:
    top = geo.market_top
    label, value = d.font(LABEL_SIZE), d.font(LABEL_SIZE, bold=True)
    cy = top + MARKET_H / 2
    label.draw(draw, (MARGIN + 2, cy), "Market:", SOFT, anchor="lm")
    x = MARGIN + 2 + label.width("Market:") + 10
    deck = f"{view.tech_deck} in the deck"
    room = WIDTH - MARGIN - 2 - label.width(deck) - 16 - x
    cards = " · ".join(view.market) if view.market else "empty"
    value.draw(draw, (x, cy), value.fit(cards, room), INK if view.market else SOFT, anchor="lm")
    label.draw(draw, (WIDTH - MARGIN - 2, cy), deck, SOFT, anchor="rm")
    for k, note in enumerate(geo.notes):
        value.draw(
            draw, (MARGIN + 2, top + MARKET_H + 12 + 30 * k), value.fit(note, WIDTH - 2 * MARGIN), GOLD
        )


# ---- the players ---------------------------------------------------------------------------------------


def player_tags(view: GiantSnailView, p: PlayerView) -> list[tuple[str, d.RGB]]:
    tags: list[tuple[str, d.RGB]] = []
    if p.seat == view.turn and view.phase != "over":
        tags.append(("TO PLAY", GOLD))
    if p.seat == view.leader and view.phase != "over":
        tags.append(("LEADER", SOFT))
    return tags


def player_note(view: GiantSnailView, p: PlayerView) -> str:
    """The panel's third line: in the Action Phase the pool and the actions taken, later the weapons
    built (who may fire in combat), else the pool."""
    if view.phase == "actions":
        done = min(p.actions, ACTIONS_PER_ROUND)
        return f"Pool {p.pool} · " + ("forfeited" if p.forfeited else f"{done} of {ACTIONS_PER_ROUND} done")
    if p.weapons:
        return f"Weapons built: {len(p.armed)} of {len(p.weapons)}"
    return f"Pool {p.pool}"


def _player(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: GiantSnailView,
    names: Sequence[str],
    p: PlayerView,
    box: d.Box,
) -> None:
    x0, top, x1, _ = box
    acting = p.seat == view.turn and view.phase != "over"
    draw.rounded_rectangle(
        box, 12, fill=PANEL_ACTIVE if acting else PANEL, outline=GOLD if acting else None, width=4
    )
    x = x0 + PAD
    pieces.worker(image, p.colour, x + DISC / 2, top + 26)
    name_font = d.font(NAME_SIZE - 2, bold=True)
    suffix = you(view, p.seat, names)
    room = x1 - PAD - (x + DISC + 8)
    name = name_font.fit(seat_name(names, p.seat), room - name_font.width(suffix)) + suffix
    name_font.draw(draw, (x + DISC + 8, top + 26), name, INK, anchor="lm")
    number = d.font(NUMBER_SIZE, bold=True)
    cy = top + 66
    step = (x1 - x0 - 2 * PAD) / 3
    values = ((p.metal, pieces.metal_icon), (p.energy, pieces.energy_icon), (p.votes, None))
    for k, (amount, icon) in enumerate(values):
        cx = x + k * step
        if icon is None:
            pieces.vote_icon(draw, cx + 12, cy, 26, GOLD)
        else:
            icon(draw, cx + 12, cy, 26)
        number.draw(draw, (cx + 30, cy), str(amount), INK, anchor="lm")
    note = player_note(view, p)
    small = d.fit_font(note, x1 - x - PAD, (LABEL_SIZE, SMALL_SIZE))
    small.draw(draw, (x, top + 102), small.fit(note, x1 - x - PAD), SOFT, anchor="lm")
    tag = d.font(SMALL_SIZE, bold=True)
    tx = x
    for text, colour in player_tags(view, p):
        tx += d.pill(draw, (tx, top + 136), text, tag, colour) + 6


def _secret(draw: ImageDraw.ImageDraw, view: GiantSnailView, top: int) -> None:
    """What only the viewer knows, on the viewer's own board: the top of the event deck."""
    box = (MARGIN, top, WIDTH - MARGIN, top + SECRET_H)
    draw.rounded_rectangle(box, 12, fill=SECRET)
    f = d.font(SMALL_SIZE, bold=True)
    f.draw(draw, (MARGIN + PAD, top + 20), "Only you know (Malacologist), top card first:", INK, anchor="lm")
    big = d.font(NAME_SIZE - 2, bold=True)
    text = " → ".join(view.known_top)
    big.draw(draw, (MARGIN + PAD, top + 52), big.fit(text, WIDTH - 2 * MARGIN - 2 * PAD), GOLD, anchor="lm")


# ---- encoding ------------------------------------------------------------------------------------------


@d.drawing_cache
def board_palette() -> Image.Image:
    """The fixed palette every board is encoded with, learnt once from a sample board that shows every
    region type on both sides, the snail, the robot, workers of every colour, a defence card of each
    kind and the secret strip (see ``draw.make_palette``)."""
    flat = [
        BG,
        PANEL,
        PANEL_ACTIVE,
        INK,
        SOFT,
        DARK,
        GOLD,
        GREEN,
        DANGER,
        CARD,
        CARD_EDGE,
        RUIN,
        RUIN_LINE,
        SECRET,
        WHITE,
    ]
    flat += [*SEAT_COLOUR.values(), SHELL, TRAY, SLOT_EDGE, ROBOT_EYE, SHIELD]
    return d.make_palette([draw_board(sample.sample_view(), sample.NAMES)], flat)


def encode(image: Image.Image) -> bytes:
    """A board picture as PNG bytes (at most 300 KB), in the fixed board palette."""
    return d.encode_png(image, max_bytes=MAX_PNG_BYTES, palette=board_palette())
