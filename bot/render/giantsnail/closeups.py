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

from bot.i18n import Speaker, english
from bot.render import draw as d
from bot.render.giantsnail import alt, pieces
from bot.render.giantsnail.linewords import (
    newest_events,
    rebuild_cost_words,
    robot_workers_words,
    weapons_words,
    workers_names,
)
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
    colour_name,
    colour_of,
    colour_word,
    deck_words,
    event_id,
    event_name,
    event_notes,
    grid_order,
    listed,
    neighbours,
    region_by_id,
    region_title,
    robot_words,
    rows_of,
    section_name,
    snail_words,
    tech_name,
    tech_text,
    tech_words,
    type_words,
    weapon_words,
)
from bot.render.protocol import CloseUp, RenderedImage, seat_name
from engines.giantsnail.models import GiantSnailView, PlayerView, RegionView

ROBOT, PLAYERS, EVENTS = "robot", "players", "events"
_REGION_KEY = re.compile(r"region-(\d{1,2})")
BIG_DISC = 44
PAD = 14
TEXT = 24


def region_key(region: int) -> str:
    return f"region-{region}"


def offered(view: GiantSnailView, names: Sequence[str], say: Speaker | None = None) -> tuple[CloseUp, ...]:
    """The robot, the players, the events, then each region North to South and West to East."""
    say = say or english()
    ups = [CloseUp(key, say("snail-board-show", what=key)) for key in (ROBOT, PLAYERS, EVENTS)]
    ups += [
        CloseUp(region_key(r.id), say("snail-board-show-region", region=region_title(r, say)))
        for r in grid_order(view)
    ]
    return tuple(ups)


def draw_close_up(
    view: GiantSnailView, names: Sequence[str], key: str, say: Speaker | None = None
) -> RenderedImage | None:
    say = say or english()
    if key == ROBOT:
        return _robot(view, names, say)
    if key == PLAYERS:
        return _players(view, names, say)
    if key == EVENTS:
        return _events(view, say)
    match = _REGION_KEY.fullmatch(key)
    region = region_by_id(view, int(match[1])) if match else None
    return _region(view, names, region, say) if region is not None else None


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


def _region(view: GiantSnailView, names: Sequence[str], region: RegionView, say: Speaker) -> RenderedImage:
    rows = (region.rebuild,) if region.destroyed else rows_of(region)
    capacity = (region.rebuild_slots,) if region.destroyed else region.capacity
    sheet = Sheet(MARGIN + 560 + len(rows) * 96 + 40 * (len(event_notes(view, say)) + 2))
    owner = seat_name(names, region.owner)
    title = region_title(region, say)
    sheet.heading(title)
    pieces.worker(sheet.image, colour_of(view, region.owner), MARGIN + DISC / 2, sheet.y + 14)
    sheet.line(
        say(
            "snail-board-cu-owner",
            owner=owner,
            colour=colour_word(view, region.owner, say),
            ruined=region.destroyed,
        ),
        INK,
        NAME_SIZE - 2,
        x=MARGIN + DISC + 10,
        bold=True,
    )
    if not region.destroyed:
        sheet.line(type_words(region.type, say))
    for i, (workers, slots) in enumerate(zip(rows, capacity, strict=True)):
        box = sheet.panel(84)
        row_title = say("snail-board-cu-row", ruined=region.destroyed, row=i + 1)
        head = d.font(HEADING_SIZE, bold=True)
        head.draw(sheet.draw, (MARGIN + PAD, sheet.y + 24), row_title, INK, anchor="lm")
        colours = [colour_of(view, w) for w in workers]
        x = MARGIN + PAD
        pieces.slot_row(sheet.image, sheet.draw, colours, slots, x, sheet.y + 60, BIG_DISC - 10, BIG_DISC - 4)
        words = workers_names(names, workers, say) or say("snail-board-empty")
        free = slots - len(workers)
        text = say("snail-board-cu-row-state", who=words, full=bool(workers and not free), free=free)
        f = d.font(TEXT)
        tx = x + pieces.tray_width(slots, BIG_DISC - 4) + 24
        f.draw(sheet.draw, (tx, sheet.y + 60), f.fit(text, box[2] - PAD - tx), INK, anchor="lm")
        sheet.y = box[3] + 8
    if region.destroyed:
        sheet.line(
            say("snail-board-cu-rebuild-cost", cost=rebuild_cost_words(view, region, say)),
            INK,
            TEXT,
            bold=True,
        )
        sheet.line(say("snail-board-cu-rebuild-rule"))  # Rulebook "Rebuilding Regions".
    if view.placing == region.id and view.returning:
        who = seat_name(names, view.turn) if view.turn is not None else ""
        sheet.line(say("snail-board-cu-just-rebuilt", who=who, known=bool(who)), GOLD, TEXT, bold=True)
        colours = [colour_of(view, w) for w in view.returning]
        pieces.slot_row(sheet.image, sheet.draw, colours, len(colours), MARGIN, sheet.y + 20)
        sheet.y += 50
    if view.snail == region.id:
        pieces.paste_centred(sheet.image, pieces.snail_tile(60), MARGIN + 30, sheet.y + 20)
        sheet.line(say("snail-board-cu-snail-here"), GOLD, TEXT, x=MARGIN + 70, bold=True)
    if view.robot == region.id:
        pieces.paste_centred(sheet.image, pieces.robot_tile(32), MARGIN + 30, sheet.y + 18)
        sheet.line(say("snail-board-cu-robot-here"), INK, TEXT, x=MARGIN + 70, bold=True)
    if region.defence:
        pieces.paste_centred(sheet.image, pieces.defence_tile(region.defence, 32), MARGIN + 30, sheet.y + 16)
        placed = region.defender >= 0
        who = seat_name(names, region.defender) if placed else ""
        card = tech_name(region.defence, say)
        sheet.line(
            say("snail-board-cu-defence", card=card, who=who, placed=placed),
            INK,
            TEXT,
            x=MARGIN + 70,
            bold=True,
        )
        sheet.line(tech_text(region.defence, say))
    sheet.heading(say("snail-board-cu-next-to"), HEADING_SIZE)
    around = neighbours(view, region)
    for word, other in around:
        sheet.line(
            say(
                "snail-board-cu-neighbour",
                direction=word,
                region=region_title(other, say),
                ruined=other.destroyed,
                snail=view.snail == other.id,
            ),
            INK,
            TEXT,
        )
    return RenderedImage(title, sheet.finish(), alt.region_alt_text(view, names, region, say))


# ---- the robot -----------------------------------------------------------------------------------------


def _robot(view: GiantSnailView, names: Sequence[str], say: Speaker) -> RenderedImage:
    sheet = Sheet(MARGIN + 1600)
    title = say("snail-board-cu-title", what=ROBOT)
    sheet.heading(title)
    sheet.line(robot_words(view, say), GREEN if view.robot_built else INK, TEXT)
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
        name = say("snail-board-cu-section", section=section_name(section, say), complete=section.complete)
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
        most = say(
            "snail-board-cu-most",
            state="most" if best is not None else "tied" if who else "empty",
            who=seat_name(names, best) if best is not None else "",
        )
        f = d.font(LABEL_SIZE)
        f.draw(sheet.draw, (x + PAD, y + 124), f.fit(most, col_w - 2 * PAD), SOFT, anchor="lm")
    sheet.y = top + 3 * (box_h + 10) + 4
    sheet.line(robot_workers_words(view, names, say), INK, TEXT)
    sheet.line(say("snail-board-cu-hail"))
    sheet.heading(say("snail-board-cu-weapons"), HEADING_SIZE)
    for p in view.players:
        words = weapons_words(p, say)
        pieces.worker(sheet.image, p.colour, MARGIN + DISC / 2, sheet.y + 16)
        sheet.line(
            say("snail-board-cu-player-weapons", who=seat_name(names, p.seat), weapons=words),
            INK,
            TEXT,
            x=MARGIN + DISC + 10,
        )
    owned = dict.fromkeys(w for p in view.players for w in p.weapons)
    for name in owned:
        sheet.line(say("snail-board-alt-tech", card=tech_name(name, say), does=weapon_words(name, say)))
    return RenderedImage(title, sheet.finish(), alt.robot_alt_text(view, names, say))


def _most(workers: Sequence[int]) -> int | None:
    """The seat with more workers than any other (rulebook "Hail Our Metal Saviour"; a tie: nobody)."""
    if not workers:
        return None
    counts = sorted(((workers.count(s), s) for s in set(workers)), reverse=True)
    if len(counts) > 1 and counts[0][0] == counts[1][0]:
        return None
    return counts[0][1]


# ---- the players ---------------------------------------------------------------------------------------


def _players(view: GiantSnailView, names: Sequence[str], say: Speaker) -> RenderedImage:
    sheet = Sheet(MARGIN + 60 + 3 * 240)
    title = say("snail-board-cu-title", what=PLAYERS)
    sheet.heading(title)
    for p in view.players:
        _player_panel(sheet, view, names, p, say)
    return RenderedImage(title, sheet.finish(), alt.players_alt_text(view, names, say))


def _player_panel(
    sheet: Sheet, view: GiantSnailView, names: Sequence[str], p: PlayerView, say: Speaker
) -> None:
    acting = p.seat == view.turn and view.phase != "over"
    box = sheet.panel(220, acting)
    x, y = MARGIN + PAD, sheet.y
    pieces.worker(sheet.image, p.colour, x + DISC / 2, y + 28)
    tags = [colour_name(p.colour, say)]
    if p.seat == view.viewer:
        tags.append(say("snail-board-cu-tag", tag="you"))
    if p.seat == view.leader and view.phase != "over":
        tags.append(say("snail-board-cu-tag", tag="leader"))
    if acting:
        tags.append(say("snail-board-cu-tag", tag="turn"))
    head = d.font(NAME_SIZE, bold=True)
    suffix = say("snail-board-cu-tags", tags=listed(tags, say, "narrow"))
    room = box[2] - PAD - (x + DISC + 10)
    title = head.fit(seat_name(names, p.seat), room - head.width(suffix)) + suffix
    head.draw(sheet.draw, (x + DISC + 10, y + 28), title, INK, anchor="lm")
    number = d.font(NUMBER_SIZE, bold=True)
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
        shown = say("snail-board-cu-goods", kind=word, count=value)
        room = 240 - 50 - number.width(str(value))
        small = d.fit_font(shown, room, (TEXT, LABEL_SIZE))
        small.draw(
            sheet.draw, (cx + 40 + number.width(str(value)), cy), small.fit(shown, room), SOFT, anchor="lm"
        )
    workers = say("snail-board-player-workers", pool=p.pool, reserve=p.reserve)
    if view.phase == "actions":
        workers = say(
            "snail-board-cu-workers-actions",
            workers=workers,
            forfeited=p.forfeited,
            done=min(p.actions, ACTIONS_PER_ROUND),
            actions=ACTIONS_PER_ROUND,
        )
    lines = [workers, say("snail-board-player-weapons", weapons=weapons_words(p, say))]
    lines.append(say("snail-board-cu-claimed", claimed=p.claimed))
    for k, text in enumerate(lines):
        f = d.fit_font(text, box[2] - PAD - x, (TEXT, LABEL_SIZE))
        f.draw(sheet.draw, (x, y + 120 + 34 * k), f.fit(text, box[2] - PAD - x), INK, anchor="lm")
    sheet.y = box[3] + 10


# ---- the events and technologies ---------------------------------------------------------------------


def _events(view: GiantSnailView, say: Speaker) -> RenderedImage:
    sheet = Sheet(MARGIN + 1200)
    title = say("snail-board-cu-title", what=EVENTS)
    sheet.heading(title)
    sheet.line(snail_words(view, say), GREEN if view.event2 else INK, TEXT, bold=True)
    sheet.line(alt.sentence(deck_words(view, say), say), INK, TEXT)
    if not view.event2:
        sheet.line(say("snail-board-cu-deck-life"))
    for note in event_notes(view, say):
        sheet.line(alt.sentence(note, say), GOLD, TEXT, bold=True)
    sheet.heading(say("snail-board-cu-played"), HEADING_SIZE)
    recent = newest_events(view)
    played = listed((event_name(card, say) for card in recent), say, "narrow")
    sheet.line(played if recent else say("snail-board-cu-none-yet"), INK, TEXT)
    if len(view.discard) > len(recent):
        sheet.line(say("snail-board-cu-earlier", cards=len(view.discard) - len(recent)))
    if view.buried:
        sheet.line(say("snail-board-cu-buried", cards=view.buried))
    sheet.heading(say("snail-board-cu-market"), HEADING_SIZE)
    if not view.market:
        sheet.line(say("snail-board-cu-market-empty"), INK, TEXT)
    for name in view.market:
        sheet.line(tech_name(name, say), INK, NAME_SIZE - 2, bold=True)
        sheet.line(tech_words(name, say), SOFT, TEXT)
    sheet.line(say("snail-board-cu-tech-deck", cards=view.tech_deck))
    return RenderedImage(title, sheet.finish(), alt.events_alt_text(view, say))


# ---- the secret ---------------------------------------------------------------------------------------


_ARROWS = {"north": (0, -1), "south": (0, 1), "east": (1, 0), "west": (-1, 0)}


def _event_icon(draw: ImageDraw.ImageDraw, card: str, cx: float, cy: float) -> bool:
    """Where an Event 1 card (by its id) sends the snail: an arrow for a compass direction, a hole for
    Burrow (the snail goes to a random region); nothing for other cards. Whether it drew one."""
    if card in _ARROWS:
        dx, dy = _ARROWS[card]
        d.arrow(draw, (cx - dx * 30, cy - dy * 30), (cx + dx * 30, cy + dy * 30), INK, 7, 22)
        return True
    if card == "burrow":
        draw.ellipse((cx - 36, cy - 14, cx + 36, cy + 18), fill=BG, outline=INK, width=3)
        return True
    return False


def draw_secret(view: GiantSnailView, names: Sequence[str], say: Speaker | None = None) -> Image.Image:
    """The private picture: the event cards the viewer's Malacologist saw, top of the deck first."""
    cards = view.known_top[:3]
    card_w, card_h, gap = 226, 170, 34
    image = Image.new("RGB", (WIDTH, 96 + card_h + MARGIN + 50), BG)
    draw = ImageDraw.Draw(image)
    say = say or english()
    title = say("snail-board-secret-title")
    f = d.fit_font(title, WIDTH - 2 * MARGIN, (HEADING_SIZE + 2, HEADING_SIZE, LABEL_SIZE), bold=True)
    f.draw(draw, (MARGIN, MARGIN + 4), f.fit(title, WIDTH - 2 * MARGIN), INK)
    sub = d.font(LABEL_SIZE)
    sub.draw(draw, (MARGIN, MARGIN + 46), sub.fit(say("snail-board-secret-from"), WIDTH - 2 * MARGIN), SOFT)
    top = 96
    for k, name in enumerate(cards):
        x = MARGIN + k * (card_w + gap)
        d.card(draw, (x, top, x + card_w, top + card_h), SECRET, outline=GOLD, radius=12, width=3)
        which = say("snail-board-secret-card", number=k + 1)
        small = d.font(LABEL_SIZE)
        small.draw(draw, (x + PAD, top + 24), small.fit(which, card_w - 2 * PAD), INK, anchor="lm")
        pictured = _event_icon(draw, event_id(name), x + card_w / 2, top + 78)
        name = event_name(name, say)
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
        note.fit(alt.sentence(deck_words(view, say), say), WIDTH - 2 * MARGIN),
        SOFT,
        anchor="lm",
    )
    return image
