"""Giant Snail Will Not Prevail!'s close-ups: what does not fit the phone-sized board, one tap away, drawn
from the view of whoever asked (everything but a Malacologist's knowledge is public, ruling 37, and that
is drawn only in its researcher's private picture, ``draw_secret``).

- ``region-<n>``, "Show Mine 7": the region's owner, its rows of workers with who they are, or its rebuild
  slots and cost; the snail, the robot or a defence card on it; what it does; its four neighbours (the
  grid wraps, rulebook "Event Phase" b).
- ``robot``, "Show the robot": the six sections with their workers and each slot's cost, who has the
  most workers on it (Hail Our Metal Saviour), and every player's weapons.
- ``players``, "Show the players": each player's resources, votes, workers, weapons and claimed cards.
- ``events``, "Show the events and technologies": the snail's place, the event deck and discard, and
  each technology in the market with what it does.

Each is 800 pixels wide like the board, with the same type sizes, so it reads at 400.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.render import draw as d
from bot.render.giantsnail import alt, pieces
from bot.render.giantsnail.style import (
    BG,
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
    SECRET,
    SOFT,
    STATUS_SIZE,
    WIDTH,
)
from bot.render.giantsnail.words import (
    ACTIONS_PER_ROUND,
    TECH_TEXT,
    TYPE_WORDS,
    colour_of,
    deck_words,
    event_notes,
    grid_order,
    neighbours,
    newest_events,
    rebuild_cost_words,
    region_by_id,
    robot_words,
    robot_workers_words,
    rows_of,
    snail_words,
    tech_words,
    weapon_words,
    weapons_words,
    workers_names,
)
from bot.render.protocol import CloseUp, RenderedImage, seat_name
from engines.giantsnail.models import GiantSnailView, PlayerView, RegionView
from engines.wording import plural

ROBOT, PLAYERS, EVENTS = "robot", "players", "events"
_REGION_KEY = re.compile(r"region-(\d{1,2})")
BIG_DISC = 44
PAD = 14
TEXT = 24


def region_key(region: int) -> str:
    return f"region-{region}"


def offered(view: GiantSnailView, names: Sequence[str]) -> tuple[CloseUp, ...]:
    """The robot, the players, the events, then each region North to South and West to East."""
    ups = [
        CloseUp(ROBOT, "Show the robot"),
        CloseUp(PLAYERS, "Show the players"),
        CloseUp(EVENTS, "Show the events and technologies"),
    ]
    ups += [CloseUp(region_key(r.id), f"Show {r.name}") for r in grid_order(view)]
    return tuple(ups)


def draw_close_up(view: GiantSnailView, names: Sequence[str], key: str) -> RenderedImage | None:
    if key == ROBOT:
        return _robot(view, names)
    if key == PLAYERS:
        return _players(view, names)
    if key == EVENTS:
        return _events(view)
    match = _REGION_KEY.fullmatch(key)
    region = region_by_id(view, int(match[1])) if match else None
    return _region(view, names, region) if region is not None else None


# ---- drawing -------------------------------------------------------------------------------------------


SHEET = d.SheetStyle(
    WIDTH, MARGIN, BG, INK, SOFT, heading_size=STATUS_SIZE, text_size=TEXT, max_bytes=MAX_PNG_BYTES
)


class Sheet(d.Sheet):
    """A close-up sheet with panels."""

    def __init__(self, height: int) -> None:
        super().__init__(SHEET, height)

    def panel(self, height: int, active: bool = False) -> d.Box:
        box = (MARGIN, self.y, WIDTH - MARGIN, self.y + height)
        self.draw.rounded_rectangle(
            box, 12, fill=PANEL_ACTIVE if active else PANEL, outline=GOLD if active else None, width=3
        )
        return box


# ---- a region ------------------------------------------------------------------------------------------


def _region(view: GiantSnailView, names: Sequence[str], region: RegionView) -> RenderedImage:
    rows = (region.rebuild,) if region.destroyed else rows_of(region)
    capacity = (region.rebuild_slots,) if region.destroyed else region.capacity
    sheet = Sheet(MARGIN + 460 + len(rows) * 96 + 40 * (len(event_notes(view)) + 2))
    owner = seat_name(names, region.owner)
    sheet.heading(region.name)
    pieces.worker(sheet.image, colour_of(view, region.owner), MARGIN + DISC / 2, sheet.y + 14)
    side = "ruined" if region.destroyed else "intact"
    sheet.line(
        f"{owner}'s card ({colour_of(view, region.owner)}) · {side}",
        INK,
        NAME_SIZE - 2,
        x=MARGIN + DISC + 10,
        bold=True,
    )
    if not region.destroyed:
        sheet.line(TYPE_WORDS.get(region.type, ""))
    for i, (workers, slots) in enumerate(zip(rows, capacity, strict=True)):
        box = sheet.panel(84)
        title = "Rebuild slots" if region.destroyed else f"Row {i + 1}"
        head = d.font(HEADING_SIZE, bold=True)
        head.draw(sheet.draw, (MARGIN + PAD, sheet.y + 24), title, INK, anchor="lm")
        colours = [colour_of(view, w) for w in workers]
        x = MARGIN + PAD
        pieces.slot_row(sheet.image, sheet.draw, colours, slots, x, sheet.y + 60, BIG_DISC - 10, BIG_DISC - 4)
        words = workers_names(names, workers) or "empty"
        free = slots - len(workers)
        state = "full" if workers and not free else f"{plural(free, 'free slot')}"
        text = f"{words} · {state}"
        f = d.font(TEXT)
        tx = x + pieces.tray_width(slots, BIG_DISC - 4) + 24
        f.draw(sheet.draw, (tx, sheet.y + 60), f.fit(text, box[2] - PAD - tx), INK, anchor="lm")
        sheet.y = box[3] + 8
    if region.destroyed:
        sheet.line(f"Rebuild cost: {rebuild_cost_words(view, region)}.", INK, TEXT, bold=True)
        # Rulebook "Rebuilding Regions".
        sheet.line(
            "A Factory worker rebuilds it once every rebuild slot is filled, one of them the rebuilder's; "
            "once the snail is defeated, the robot standing on it can too."
        )
    if view.placing == region.id and view.returning:
        who = seat_name(names, view.turn) if view.turn is not None else "The rebuilder"
        sheet.line(f"Just rebuilt: {who} places the returning workers.", GOLD, TEXT, bold=True)
        colours = [colour_of(view, w) for w in view.returning]
        pieces.slot_row(sheet.image, sheet.draw, colours, len(colours), MARGIN, sheet.y + 20)
        sheet.y += 50
    if view.snail == region.id:
        pieces.paste_centred(sheet.image, pieces.snail_tile(60), MARGIN + 30, sheet.y + 20)
        sheet.line("The snail is here.", GOLD, TEXT, x=MARGIN + 70, bold=True)
    if view.robot == region.id:
        pieces.paste_centred(sheet.image, pieces.robot_tile(32), MARGIN + 30, sheet.y + 18)
        sheet.line("The robot is here.", INK, TEXT, x=MARGIN + 70, bold=True)
    if region.defence:
        pieces.paste_centred(sheet.image, pieces.defence_tile(region.defence, 32), MARGIN + 30, sheet.y + 16)
        who = f", placed by {seat_name(names, region.defender)}" if region.defender >= 0 else ""
        sheet.line(f"{region.defence}{who}.", INK, TEXT, x=MARGIN + 70, bold=True)
        sheet.line(TECH_TEXT.get(region.defence, ""))
    sheet.heading("Next to it (the grid wraps)", HEADING_SIZE)
    around = neighbours(view, region)
    for word, other in around:
        mark = " (ruined)" if other.destroyed else ""
        snail = " · the snail" if view.snail == other.id else ""
        sheet.line(f"{word}: {other.name}{mark}{snail}", INK, TEXT)
    return RenderedImage(region.name, sheet.finish(), alt.region_alt_text(view, names, region))


# ---- the robot -----------------------------------------------------------------------------------------


def _robot(view: GiantSnailView, names: Sequence[str]) -> RenderedImage:
    sheet = Sheet(MARGIN + 1400)
    sheet.heading("The robot")
    sheet.line(robot_words(view), GREEN if view.robot_built else INK, TEXT)
    col_w = (WIDTH - 2 * MARGIN - 10) // 2
    box_h = 150
    top = sheet.y
    for k, section in enumerate(view.sections):
        x = MARGIN + (k % 2) * (col_w + 10)
        y = top + (k // 2) * (box_h + 10)
        box = (x, y, x + col_w, y + box_h)
        sheet.draw.rounded_rectangle(
            box, 12, fill=PANEL, outline=GREEN if section.complete else None, width=3
        )
        head = d.font(HEADING_SIZE, bold=True)
        name = section.name + (" · complete" if section.complete else "")
        head.draw(
            sheet.draw,
            (x + PAD, y + 24),
            head.fit(name, col_w - 2 * PAD),
            GREEN if section.complete else INK,
            anchor="lm",
        )
        for j, worker in enumerate(section.slots):
            sx = x + PAD + j * 170
            colours = [colour_of(view, worker)] if worker >= 0 else []
            pieces.slot_row(sheet.image, sheet.draw, colours, 1, sx, y + 74, BIG_DISC - 6)
            if j < len(section.costs):
                metal, energy = section.costs[j]
                pieces.cost(sheet.draw, sx + BIG_DISC + 10, y + 74, metal, energy, INK, LABEL_SIZE)
        who = [w for w in section.slots if w >= 0]
        best = _most(who)
        most = f"Most: {seat_name(names, best)}" if best is not None else ("Tied" if who else "Empty")
        f = d.font(LABEL_SIZE)
        f.draw(sheet.draw, (x + PAD, y + 124), f.fit(most, col_w - 2 * PAD), SOFT, anchor="lm")
    sheet.y = top + 3 * (box_h + 10) + 4
    sheet.line(robot_workers_words(view, names), INK, TEXT)
    sheet.line("Hail Our Metal Saviour: a vote for the most workers on each section, and on the whole robot.")
    sheet.heading("Weapons", HEADING_SIZE)
    for p in view.players:
        words = weapons_words(p)
        pieces.worker(sheet.image, p.colour, MARGIN + DISC / 2, sheet.y + 16)
        sheet.line(f"{seat_name(names, p.seat)}: {words}", INK, TEXT, x=MARGIN + DISC + 10)
    owned = dict.fromkeys(w for p in view.players for w in p.weapons)
    for name in owned:
        sheet.line(f"{name}: {weapon_words(name)}.")
    return RenderedImage("The robot", sheet.finish(), alt.robot_alt_text(view, names))


def _most(workers: Sequence[int]) -> int | None:
    """The seat with more workers than any other (rulebook "Hail Our Metal Saviour"; a tie: nobody)."""
    if not workers:
        return None
    counts = sorted(((workers.count(s), s) for s in set(workers)), reverse=True)
    if len(counts) > 1 and counts[0][0] == counts[1][0]:
        return None
    return counts[0][1]


# ---- the players ---------------------------------------------------------------------------------------


def _players(view: GiantSnailView, names: Sequence[str]) -> RenderedImage:
    sheet = Sheet(MARGIN + 60 + 3 * 240)
    sheet.heading("The players")
    for p in view.players:
        _player_panel(sheet, view, names, p)
    return RenderedImage("The players", sheet.finish(), alt.players_alt_text(view, names))


def _player_panel(sheet: Sheet, view: GiantSnailView, names: Sequence[str], p: PlayerView) -> None:
    acting = p.seat == view.turn and view.phase != "over"
    box = sheet.panel(220, acting)
    x, y = MARGIN + PAD, sheet.y
    pieces.worker(sheet.image, p.colour, x + DISC / 2, y + 28)
    tags = [p.colour]
    if p.seat == view.viewer:
        tags.append("you")
    if p.seat == view.leader and view.phase != "over":
        tags.append("leader")
    if acting:
        tags.append("to play")
    head = d.font(NAME_SIZE, bold=True)
    suffix = f" ({', '.join(tags)})"
    room = box[2] - PAD - (x + DISC + 10)
    title = head.fit(seat_name(names, p.seat), room - head.width(suffix)) + suffix
    head.draw(sheet.draw, (x + DISC + 10, y + 28), title, INK, anchor="lm")
    number, label = d.font(NUMBER_SIZE, bold=True), d.font(TEXT)
    cy = y + 76
    for k, (value, word) in enumerate(((p.metal, "metal"), (p.energy, "energy"), (p.votes, "votes"))):
        cx = x + k * 240
        if word == "metal":
            pieces.metal_icon(sheet.draw, cx + 14, cy, 28)
        elif word == "energy":
            pieces.energy_icon(sheet.draw, cx + 14, cy, 28)
        else:
            pieces.vote_icon(sheet.draw, cx + 14, cy, 28, GOLD)
        number.draw(sheet.draw, (cx + 34, cy), str(value), INK, anchor="lm")
        shown = "vote" if word == "votes" and value == 1 else word
        label.draw(sheet.draw, (cx + 40 + number.width(str(value)), cy), shown, SOFT, anchor="lm")
    lines = [f"Workers: {p.pool} in the pool, {p.reserve} in reserve"]
    if view.phase == "actions":
        done = min(p.actions, ACTIONS_PER_ROUND)
        lines[0] += (
            " · forfeited this round" if p.forfeited else f" · {done} of {ACTIONS_PER_ROUND} actions taken"
        )
    lines.append(f"Weapons: {weapons_words(p)}")
    lines.append(f"Event cards claimed with weapons: {p.claimed}")
    for k, text in enumerate(lines):
        label.draw(sheet.draw, (x, y + 120 + 34 * k), label.fit(text, box[2] - PAD - x), INK, anchor="lm")
    sheet.y = box[3] + 10


# ---- the events and technologies ---------------------------------------------------------------------


def _events(view: GiantSnailView) -> RenderedImage:
    sheet = Sheet(MARGIN + 1000)
    sheet.heading("The events and technologies")
    sheet.line(snail_words(view), GREEN if view.event2 else INK, TEXT, bold=True)
    sheet.line(f"{deck_words(view)}.", INK, TEXT)
    if not view.event2:
        sheet.line(
            "While the snail lives, the event deck is its life: when it runs out, the snail is defeated."
        )
    for note in event_notes(view):
        sheet.line(f"{note}.", GOLD, TEXT, bold=True)
    sheet.heading("Events played, newest first", HEADING_SIZE)
    recent = newest_events(view)
    sheet.line(", ".join(recent) if recent else "None yet.", INK, TEXT)
    if len(view.discard) > len(recent):
        sheet.line(f"…and {plural(len(view.discard) - len(recent), 'earlier card')}.")
    if view.buried:
        sheet.line(f"{plural(view.buried, 'card')} discarded face down, unseen.")
    sheet.heading("Technology market", HEADING_SIZE)
    if not view.market:
        sheet.line("The market is empty.", INK, TEXT)
    for name in view.market:
        sheet.line(name, INK, NAME_SIZE - 2, bold=True)
        sheet.line(tech_words(name), SOFT, TEXT)
    sheet.line(f"{plural(view.tech_deck, 'card')} left in the technology deck.")
    return RenderedImage("The events and technologies", sheet.finish(), alt.events_alt_text(view))


# ---- the secret ---------------------------------------------------------------------------------------


_ARROWS = {"North": (0, -1), "South": (0, 1), "East": (1, 0), "West": (-1, 0)}


def _event_icon(draw: ImageDraw.ImageDraw, name: str, cx: float, cy: float) -> bool:
    """Where an Event 1 card sends the snail: an arrow for a compass direction, a hole for Burrow (the
    snail goes to a random region); nothing for other cards. Whether it drew one."""
    if name in _ARROWS:
        dx, dy = _ARROWS[name]
        d.arrow(draw, (cx - dx * 30, cy - dy * 30), (cx + dx * 30, cy + dy * 30), INK, 7, 22)
        return True
    if name == "Burrow":
        draw.ellipse((cx - 36, cy - 14, cx + 36, cy + 18), fill=BG, outline=INK, width=3)
        return True
    return False


def draw_secret(view: GiantSnailView, names: Sequence[str]) -> Image.Image:
    """The private picture: the event cards the viewer's Malacologist saw, top of the deck first."""
    cards = view.known_top[:3]
    card_w, card_h, gap = 226, 170, 34
    image = Image.new("RGB", (WIDTH, 96 + card_h + MARGIN + 50), BG)
    draw = ImageDraw.Draw(image)
    f = d.font(HEADING_SIZE + 2, bold=True)
    f.draw(draw, (MARGIN, MARGIN + 4), "Only you know: the top of the event deck", INK)
    d.font(LABEL_SIZE).draw(draw, (MARGIN, MARGIN + 46), "From your Malacologist. Top card first.", SOFT)
    top = 96
    for k, name in enumerate(cards):
        x = MARGIN + k * (card_w + gap)
        d.card(draw, (x, top, x + card_w, top + card_h), SECRET, outline=GOLD, radius=12, width=3)
        d.font(LABEL_SIZE).draw(
            draw, (x + PAD, top + 24), "Next" if k == 0 else f"Then, card {k + 1}", INK, anchor="lm"
        )
        pictured = _event_icon(draw, name, x + card_w / 2, top + 78)
        big = d.fit_font(name, card_w - 2 * PAD, (NAME_SIZE + 2, NAME_SIZE, LABEL_SIZE), bold=True)
        lines = big.wrap(name, card_w - 2 * PAD, 2)
        middle = top + card_h - 34 if pictured else top + card_h / 2 + 16
        for j, line in enumerate(lines):
            cy = middle + (j - (len(lines) - 1) / 2) * (big.size + 4)
            big.draw(draw, (x + card_w / 2, cy), line, GOLD, anchor="mm")
        if k < len(cards) - 1:
            d.arrow(
                draw,
                (x + card_w + 4, top + card_h / 2),
                (x + card_w + gap - 4, top + card_h / 2),
                GOLD,
                4,
                12,
            )
    note = d.font(LABEL_SIZE)
    note.draw(
        draw,
        (MARGIN, top + card_h + 30),
        note.fit(f"{deck_words(view)}.", WIDTH - 2 * MARGIN),
        SOFT,
        anchor="lm",
    )
    return image
