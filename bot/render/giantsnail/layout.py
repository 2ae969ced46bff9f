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

from bot.i18n import Speaker, english
from bot.render import draw as d
from bot.render.giantsnail import pieces
from bot.render.giantsnail.regions import CELL_H, CELL_W, GAP, draw_region
from bot.render.giantsnail.style import (
    BG,
    DANGER,
    DARK,
    DISC,
    GOLD,
    GREEN,
    HEADING_SIZE,
    INK,
    LABEL_SIZE,
    MARGIN,
    NAME_SIZE,
    NUMBER_SIZE,
    PANEL,
    PANEL_ACTIVE,
    PITCH,
    SECRET,
    SMALL_SIZE,
    SOFT,
    STATUS_SIZE,
    WIDTH,
)
from bot.render.giantsnail.words import (
    ACTIONS_PER_ROUND,
    built_slots,
    colour_of,
    draft_words,
    event_name,
    event_notes,
    headline,
    snail_short,
    subline,
    tech_name,
    you,
)
from bot.render.protocol import seat_name
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
    draft_lines: tuple[str, ...]  # the actions chosen so far this turn: none, one line or two
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


def geometry(view: GiantSnailView, names: Sequence[str], say: Speaker | None = None) -> Geometry:
    say = say or english()
    room = WIDTH - 2 * MARGIN - 2 * PAD
    lines = tuple(status_font().wrap(headline(view, names, say), room, 2))
    draft = d.font(LABEL_SIZE, bold=True).wrap(draft_words(view, say, names), room, 2) if view.draft else []
    draft_lines = tuple(draft)
    extra = DRAFT_LINE * len(draft_lines) + (RETURNING_LINE if view.placing else 0)
    banner_h = 10 + BANNER_LINE * len(lines) + SUBLINE + extra + 10
    banner = (MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + banner_h)
    grid_top = banner[3] + CAPTION_H + 4
    strip_top = grid_top + 3 * CELL_H + 2 * GAP + SECTION_GAP
    robot_top = strip_top + STRIP_H + 8
    market_top = robot_top + ROBOT_H + 8
    notes = tuple(event_notes(view, say))
    players_top = market_top + MARKET_H + 30 * len(notes) + SECTION_GAP
    bottom = players_top + PLAYER_H
    secret_top = bottom + SECTION_GAP if view.known_top else 0
    if secret_top:
        bottom = secret_top + SECRET_H
    return Geometry(
        banner, lines, draft_lines, extra, grid_top, strip_top, robot_top, market_top, notes, players_top, secret_top,
        bottom + MARGIN,
    )  # fmt: skip


def draw_board(view: GiantSnailView, names: Sequence[str], say: Speaker | None = None) -> Image.Image:
    """The board as an RGB image, WIDTH pixels wide, its words in ``say``'s language (English without)."""
    say = say or english()
    geo = geometry(view, names, say)
    image = Image.new("RGB", (WIDTH, geo.height), BG)
    draw = ImageDraw.Draw(image)
    _banner(image, draw, view, names, geo, say)
    caption = caption_tile(say("snail-board-pic-regions"), say("snail-board-pic-wrap"))
    d.paste(image, caption, (0, geo.grid_top - CAPTION_H - 4))
    for region in view.regions:
        draw_region(image, draw, view, region, geo.cell_box(region.row, region.col), say)
    d.paste(
        image,
        lower_chrome(view.event2, view.snail != DEAD, chrome_words(view.event2, say)),
        (0, geo.strip_top),
    )
    _strip(image, view, geo, say)
    _robot(image, draw, view, geo.robot_top, say)
    _market(image, draw, view, geo, say)
    for p in view.players:
        _player(image, draw, view, names, p, geo.player_box(p.seat), say)
    if geo.secret_top:
        _secret(draw, view, geo.secret_top, say)
    return image


# ---- the banner ----------------------------------------------------------------------------------------


def _banner(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: GiantSnailView,
    names: Sequence[str],
    geo: Geometry,
    say: Speaker,
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
        draw, (x, y + 12), sub.fit(subline(view, names, say), x1 - x - PAD), ink if over else INK, anchor="lm"
    )
    y += SUBLINE
    label = d.font(LABEL_SIZE, bold=True)
    for line in geo.draft_lines:
        label.draw(draw, (x, y + DRAFT_LINE / 2), line, GOLD, anchor="lm")
        y += DRAFT_LINE
    if view.placing:
        cy = y + RETURNING_LINE / 2
        word = say("snail-board-pic-returning", all=not view.returning)
        label.draw(draw, (x, cy), word, GOLD, anchor="lm")
        colours = [colour_of(view, w) for w in view.returning]
        if colours:
            room = (x1 - PAD - x - label.width(word) - 12) // PITCH
            shown = colours[: max(1, room)]
            pieces.slot_row(image, draw, shown, len(shown), x + label.width(word) + 12, cy)


# ---- the snail, the decks, the robot and the market ----------------------------------------------------


STRIP_WIDTHS = (300, 230)  # the snail's box and the event deck's; the ruins take the rest


def strip_box(k: int, top: int) -> d.Box:
    """The ``k``-th box of the strip under the grid: the snail, the event deck, the ruins."""
    x = MARGIN + sum(w + GAP for w in STRIP_WIDTHS[:k])
    right = x + STRIP_WIDTHS[k] if k < len(STRIP_WIDTHS) else WIDTH - MARGIN
    return (x, top, right, top + STRIP_H)


@d.drawing_cache
def caption_tile(left: str, right: str) -> Image.Image:
    """The line above the grid ("Regions · North at the top", "the edges wrap around"), drawn once a
    language; a smaller size where the two would meet."""
    canvas = Image.new("RGB", (WIDTH, CAPTION_H), BG)
    draw = ImageDraw.Draw(canvas)
    room = WIDTH - 2 * MARGIN - 4 - 16
    f = d.font(LABEL_SIZE)
    if f.width(left) + f.width(right) > room:
        f = d.font(SMALL_SIZE)
    f.draw(draw, (MARGIN + 2, CAPTION_H / 2), left, SOFT, anchor="lm")
    f.draw(draw, (WIDTH - MARGIN - 2, CAPTION_H / 2), right, SOFT, anchor="rm")
    return canvas


@dataclass(frozen=True)
class ChromeWords:
    """The fixed words under the grid, in one language."""

    snail: str
    deck: str
    ruins: str
    robot: str
    market: str


def chrome_words(event2: bool, say: Speaker) -> ChromeWords:
    return ChromeWords(
        snail=say("snail-board-pic-snail"),
        deck=say("snail-board-pic-deck", event2=event2),
        # Seven ruins mean defeat (rulebook "Game End and Scoring" b).
        ruins=say("snail-board-pic-ruins", limit=catalog().defeat_destroyed),
        robot=say("snail-board-pic-robot"),
        market=say("snail-board-pic-market"),
    )


@d.drawing_cache
def lower_chrome(event2: bool, snail: bool, words: ChromeWords) -> Image.Image:
    """What stays put under the grid, drawn once: the strip's boxes with their labels, the snail's and
    the event deck's pictures, the robot's panel and the market's label. ``snail``: it is alive."""
    canvas = Image.new("RGB", (WIDTH, STRIP_H + 8 + ROBOT_H + 8 + MARKET_H), BG)
    draw = ImageDraw.Draw(canvas)
    label = d.font(SMALL_SIZE)
    for k in range(3):
        draw.rounded_rectangle(strip_box(k, 0), 12, fill=PANEL)
    bx = strip_box(0, 0)[0] + PAD
    if snail:
        pieces.paste_centred(canvas, pieces.snail_tile(52), bx + 26, STRIP_H / 2)
        bx += 62
    box = strip_box(0, 0)
    label.draw(draw, (bx, 20), label.fit(words.snail, box[2] - PAD - bx), SOFT, anchor="lm")
    box = strip_box(1, 0)
    bx = box[0] + PAD
    pieces.card_back(draw, bx, 18, 28, 40)
    label.draw(draw, (bx + 46, 20), label.fit(words.deck, box[2] - PAD - bx - 46), SOFT, anchor="lm")
    box = strip_box(2, 0)
    label.draw(draw, (box[0] + PAD, 20), label.fit(words.ruins, box[2] - 2 * PAD - box[0]), SOFT, anchor="lm")
    top = STRIP_H + 8
    draw.rounded_rectangle((MARGIN, top, WIDTH - MARGIN, top + ROBOT_H), 12, fill=PANEL)
    head = d.font(HEADING_SIZE - 2, bold=True)
    head.draw(draw, (MARGIN + PAD, top + ROBOT_H / 2), words.robot, INK, anchor="lm")
    top += ROBOT_H + 8
    d.font(LABEL_SIZE).draw(draw, (MARGIN + 2, top + MARKET_H / 2), words.market, SOFT, anchor="lm")
    return canvas


def _strip(image: Image.Image, view: GiantSnailView, geo: Geometry, say: Speaker) -> None:
    """The strip's values: where the snail is, the event deck (the snail's life while it lives, rulebook
    "Event Phase"), the ruins counted towards defeat."""
    cy = geo.strip_top + 50
    box = strip_box(0, geo.strip_top)
    bx = box[0] + PAD + (62 if view.snail != DEAD else 0)
    where = snail_short(view, say)
    room = box[2] - PAD - bx
    big = d.fit_font(where, room, (HEADING_SIZE, LABEL_SIZE, SMALL_SIZE), bold=True)
    pieces.label(
        image, big.fit(where, room), bx, cy, big.size, True, GREEN if view.snail == DEAD else INK, PANEL
    )
    bx = strip_box(1, geo.strip_top)[0] + PAD + 46
    pieces.label(
        image, say("snail-board-pic-left", cards=view.deck_size), bx, cy, HEADING_SIZE, True, INK, PANEL
    )
    limit = catalog().defeat_destroyed
    near = view.destroyed >= limit - 2
    ruins = say("snail-board-pic-of", count=view.destroyed, total=limit)
    pieces.label(
        image, ruins, strip_box(2, 0)[0] + PAD, cy, HEADING_SIZE, True, DANGER if near else INK, PANEL
    )


def _robot(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: GiantSnailView, top: int, say: Speaker
) -> None:
    """The robot's construction slots, two to a section, and how many are filled."""
    cy = top + ROBOT_H / 2
    x = MARGIN + PAD + d.font(HEADING_SIZE - 2, bold=True).width(say("snail-board-pic-robot")) + 12
    size, pitch = DISC - 4, DISC
    for section in view.sections:
        colours = [colour_of(view, w) for w in section.slots if w >= 0]
        x += pieces.slot_row(image, draw, colours, len(section.slots), x, cy, size, pitch) + 6
    filled, total = built_slots(view)
    done = view.robot_built
    count = say("snail-board-pic-finished") if done else say("snail-board-pic-of", count=filled, total=total)
    width = d.font(LABEL_SIZE, bold=True).width(count)
    pieces.label(
        image, count, WIDTH - MARGIN - PAD - width, cy, LABEL_SIZE, True, GREEN if done else INK, PANEL
    )


def _market(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: GiantSnailView, geo: Geometry, say: Speaker
) -> None:
    top = geo.market_top
    label, value = d.font(LABEL_SIZE), d.font(LABEL_SIZE, bold=True)
    cy = top + MARKET_H / 2
    x = MARGIN + 2 + label.width(say("snail-board-pic-market")) + 10
    deck = say("snail-board-pic-in-deck", cards=view.tech_deck)
    deck_w = label.width(deck)
    room = WIDTH - MARGIN - 2 - deck_w - 16 - x
    names = " · ".join(tech_name(name, say) for name in view.market)
    if view.market and value.width(names) > room:  # a size smaller before a name is cut
        value = d.fit_font(names, room, (LABEL_SIZE, SMALL_SIZE), bold=True)
    cards = value.fit(names, room) if view.market else say("snail-board-empty")
    pieces.label(image, cards, x, cy, value.size, True, INK if view.market else SOFT, BG)
    pieces.label(image, deck, WIDTH - MARGIN - 2 - deck_w, cy, LABEL_SIZE, False, SOFT, BG)
    for k, note in enumerate(geo.notes):
        value.draw(
            draw, (MARGIN + 2, top + MARKET_H + 12 + 30 * k), value.fit(note, WIDTH - 2 * MARGIN), GOLD
        )


# ---- the players ---------------------------------------------------------------------------------------


def player_tags(view: GiantSnailView, p: PlayerView, say: Speaker | None = None) -> list[tuple[str, d.RGB]]:
    say = say or english()
    tags: list[tuple[str, d.RGB]] = []
    if p.seat == view.turn and view.phase != "over":
        tags.append((say("snail-board-pic-tag", tag="turn"), GOLD))
    if p.seat == view.leader and view.phase != "over":
        tags.append((say("snail-board-pic-tag", tag="leader"), SOFT))
    return tags


def player_note(view: GiantSnailView, p: PlayerView, say: Speaker | None = None) -> str:
    """The panel's third line: in the Action Phase the pool and the actions taken, later the weapons
    built (who may fire in combat), else the pool."""
    say = say or english()
    kind = "actions" if view.phase == "actions" else "weapons" if p.weapons else "pool"
    return say(
        "snail-board-pic-note",
        kind=kind,
        pool=p.pool,
        forfeited=p.forfeited,
        done=min(p.actions, ACTIONS_PER_ROUND),
        actions=ACTIONS_PER_ROUND,
        armed=len(p.armed),
        weapons=len(p.weapons),
    )


def _player(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: GiantSnailView,
    names: Sequence[str],
    p: PlayerView,
    box: d.Box,
    say: Speaker,
) -> None:
    x0, top, x1, _ = box
    acting = p.seat == view.turn and view.phase != "over"
    bg = PANEL_ACTIVE if acting else PANEL
    draw.rounded_rectangle(box, 12, fill=bg, outline=GOLD if acting else None, width=4)
    x = x0 + PAD
    pieces.worker(image, p.colour, x + DISC / 2, top + 26)
    suffix = you(view, p.seat, names, say)
    room = x1 - PAD - (x + DISC + 8)
    full = seat_name(names, p.seat)
    # Smaller letters before a cut name ("（あなた）" takes a third of the room); the mark is never cut.
    name_font = d.fit_font(full + suffix, room, (NAME_SIZE - 2, LABEL_SIZE, SMALL_SIZE), bold=True)
    name = name_font.fit(full, room - name_font.width(suffix)) + suffix
    name_font.draw(draw, (x + DISC + 8, top + 26), name, INK, anchor="lm")
    cy = top + 66
    step = (x1 - x0 - 2 * PAD) / 3
    values = ((p.metal, pieces.metal_icon), (p.energy, pieces.energy_icon), (p.votes, None))
    for k, (amount, icon) in enumerate(values):
        cx = x + k * step
        if icon is None:
            pieces.vote_icon(draw, cx + 11, cy, 24, GOLD)
        else:
            icon(draw, cx + 11, cy, 24)
        pieces.label(image, str(amount), cx + 26, cy, NUMBER_SIZE, True, INK, bg)
    note = player_note(view, p, say)
    small = d.fit_font(note, x1 - x - PAD, (LABEL_SIZE, SMALL_SIZE))
    pieces.label(image, small.fit(note, x1 - x - PAD), x, top + 102, small.size, False, SOFT, bg)
    tx = x
    tags = player_tags(view, p, say)
    tight = pieces.pills_width([t for t, _ in tags]) > x1 - PAD - x  # German's AM ZUG and ANFÜHRER
    for text, colour in tags:
        tx += pieces.pill(image, text, tx, top + 136, colour, bg, tight) + 6


def _secret(draw: ImageDraw.ImageDraw, view: GiantSnailView, top: int, say: Speaker) -> None:
    """What only the viewer knows, on the viewer's own board: the top of the event deck."""
    box = (MARGIN, top, WIDTH - MARGIN, top + SECRET_H)
    draw.rounded_rectangle(box, 12, fill=SECRET)
    f = d.font(SMALL_SIZE, bold=True)
    heading = say("snail-board-pic-secret")
    f.draw(draw, (MARGIN + PAD, top + 20), f.fit(heading, WIDTH - 2 * MARGIN - 2 * PAD), INK, anchor="lm")
    big = d.font(NAME_SIZE - 2, bold=True)
    text = " → ".join(event_name(card, say) for card in view.known_top)
    big.draw(draw, (MARGIN + PAD, top + 52), big.fit(text, WIDTH - 2 * MARGIN - 2 * PAD), GOLD, anchor="lm")
