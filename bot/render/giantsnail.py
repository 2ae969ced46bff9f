"""The Giant Snail Will Not Prevail! renderer: a ``GiantSnailView`` as terminal text, as an embed, and as a PNG.

The picture shows the 3x4 grid of regions (North at the top; the grid wraps at its edges), each card framed
in its owner's colour with its type, its workers row by row when intact, or its rebuild slots and cost
when destroyed, and a Salt Ring or Defenders card on it; the snail and the robot on their regions; the
space card, the event deck (and whether it is the Event 2 deck), the event discard and the technology
market; the six robot sections with the workers that built them; and each player's metal, energy,
votes, pool, reserve and weapons.

Renderers receive views only. Everything is public except what a Malacologist saw (``known_top``), which
is only in its researcher's own view: it is drawn and written only when the view holds it. Workers are
discs in their seat's colour with a light rim (so black stays visible) and a letter (R red, B blue,
K black), so colour is never the only cue.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from PIL import Image, ImageDraw

from bot.render import draw as d
from bot.render.base import BaseRenderer, RenderedBoard, escape_markdown, seat_name, with_embed_alt_text
from engines.giantsnail.board import amount
from engines.giantsnail.data import Tech, catalog
from engines.giantsnail.models import (
    DEAD,
    SPACE1,
    SPACE2,
    GiantSnailView,
    PlayerView,
    RegionView,
    SectionView,
)
from engines.wording import plural

TITLE = "Giant Snail Will Not Prevail!"

# ---- colours -------------------------------------------------------------------------------------------

BG = d.hex_rgb("#141A26")
PANEL = d.hex_rgb("#222B3C")
PANEL_ACTIVE = d.hex_rgb("#2F3C57")
INK = d.hex_rgb("#EEF2F8")
MUTED = d.hex_rgb("#A3AEC2")
GOLD = d.hex_rgb("#F2C14E")
GREEN = d.hex_rgb("#6CC47A")
DANGER = d.hex_rgb("#F07A62")
CARD_EDGE = d.hex_rgb("#C9D0DC")
RUIN = d.hex_rgb("#4B4341")
RUIN_LINE = d.hex_rgb("#5C524F")
COMPLETE = d.hex_rgb("#2F5A3C")
SECRET = d.hex_rgb("#5B3F8C")
SHIELD = d.hex_rgb("#4E3F96")
CARD_BACK = d.hex_rgb("#3D5A8A")
TECH_CARD = d.hex_rgb("#E9EEF5")
METAL = d.hex_rgb("#B7BFCB")
METAL_EDGE = d.hex_rgb("#59606B")
ENERGY = d.hex_rgb("#F8CC3C")
ENERGY_EDGE = d.hex_rgb("#8A6410")
SHELL = d.hex_rgb("#DE8C34")  # the snail's shell: no other drawing uses this colour (tests look for it)
SHELL_LINE = d.hex_rgb("#8A4A12")
SNAIL_BODY = d.hex_rgb("#A9C96E")
SNAIL_EDGE = d.hex_rgb("#4F6A2A")
ROBOT = d.hex_rgb("#9AA6BA")
ROBOT_EDGE = d.hex_rgb("#3A4252")
ROBOT_EYE = d.hex_rgb("#5BE1F5")  # the robot's eyes: no other drawing uses this colour
RIM = d.hex_rgb("#F4F6FA")  # every worker's rim: a black worker stays visible on any background

SEAT_COLOUR: dict[str, d.RGB] = {
    "red": d.hex_rgb("#D8473B"),
    "blue": d.hex_rgb("#2F72D2"),
    "black": d.hex_rgb("#25262B"),
}
SEAT_LETTER = {"red": "R", "blue": "B", "black": "K"}
TYPE_FILL: dict[str, d.RGB] = {
    "mine": d.hex_rgb("#D2C9BC"),
    "solar": d.hex_rgb("#F3DD88"),
    "lab": d.hex_rgb("#BFE3CF"),
    "factory": d.hex_rgb("#EDC7A2"),
}
TYPE_WORDS = {
    "mine": "full row: 1 metal each",
    "solar": "full row: 1 energy each",
    "lab": "full row: 1 technology",
    "factory": "builds the robot",
}

PHASE_TITLE = {
    "actions": "Action Phase",
    "research": "Resolution Phase: research",
    "factory": "Resolution Phase: factories",
    "robot": "Event Phase: the robot",
    "weapons": "Event Phase: combat",
    "rebuild": "Event Phase: rebuilding",
    "campaign": "Event Phase: Campaign Trail",
    "discard": "Cleanup Phase",
    "over": "Game over",
}

WIDTH = 1000
MARGIN = 20
MAX_PNG_BYTES = 300_000
ACTIONS_PER_ROUND = 2


# ---- words shared by the text, the embed and the image -------------------------------------------------


def _you(view: GiantSnailView, seat: int, names: Sequence[str]) -> str:
    """' (you)' after the viewer's own name, unless the host already wrote it there."""
    if seat != view.viewer or seat_name(names, seat).endswith("(you)"):
        return ""
    return " (you)"


def _colour(view: GiantSnailView, seat: int) -> str:
    if 0 <= seat < len(view.players):
        return view.players[seat].colour
    return "black"


def _region_by_id(view: GiantSnailView, region: int) -> RegionView | None:
    return next((r for r in view.regions if r.id == region), None)


def _region_name(view: GiantSnailView, region: int) -> str:
    found = _region_by_id(view, region)
    return found.name if found is not None else f"region {region}"


@cache
def _techs() -> dict[str, Tech]:
    return {t.name: t for t in catalog().tech}


def tech_words(name: str) -> str:
    """What a technology card does, in a few words ("Weapon: build 1 metal; fire 1 metal for 1 damage")."""
    tech = _techs().get(name)
    if tech is None:
        return ""
    if tech.kind == "weapon":
        build = amount(tech.build_metal, tech.build_energy)
        fire = amount(tech.fire_metal, tech.fire_energy)
        return f"Weapon: build {build}; fire {fire} for {tech.damage} damage"
    if tech.kind == "defence":
        return "Defence: placed on a region against the snail"
    return "Immediate: resolved at once"


def phase_title(view: GiantSnailView) -> str:
    return PHASE_TITLE.get(view.phase, view.phase)


def status(view: GiantSnailView, names: Sequence[str]) -> str:
    """One sentence: how the game ended, or who must do what now."""
    if view.phase == "over":
        if view.defeat:
            return "Game over: the Giant Snail prevailed. Earth lies in ruins and every player loses."
        return "Game over: the snail is defeated, and Earth elects its President."
    if view.turn is None:
        return f"{phase_title(view)}."
    who = seat_name(names, view.turn)
    p = view.players[view.turn]
    if view.phase == "actions":
        number = min(p.actions + 1, ACTIONS_PER_ROUND)
        return f"{who}'s action ({number} of {ACTIONS_PER_ROUND} this round): place or move a worker."
    if view.placing:
        count = plural(len(view.returning), "returning worker")
        return f"{who} places the {count} on the rebuilt {_region_name(view, view.placing)}."
    cat = catalog()
    price = "free this round (Robot Parade)" if view.free_moves else f"{cat.robot_step_cost} resources a step"
    steps = f"{price}, up to {plural(cat.robot_max_steps, 'step')}"
    doing = {
        "research": f"{who} may cash in a full R&D Labs row for a technology.",
        "factory": f"{who} may send a Factory worker to build the robot, a weapon or a rebuild.",
        "robot": f"{who}, the leader, may move the robot ({steps}).",
        "weapons": f"Combat! {who} may fire a weapon at the snail.",
        "rebuild": f"{who}, the leader, may rebuild {_region_name(view, view.robot)} with the robot.",
        "campaign": f"Campaign Trail: {who} may pay 3 resources for a vote.",
        "discard": f"{who} must discard down to {cat.hand_limit} metal and energy.",
    }
    return doing.get(view.phase, f"{who} decides.")


def snail_words(view: GiantSnailView) -> str:
    if view.snail == DEAD:
        return "The snail is defeated."
    return f"The snail is {view.snail_text}."


def built_slots(view: GiantSnailView) -> tuple[int, int]:
    """(construction slots filled, construction slots in all) over the six robot sections."""
    filled = sum(1 for s in view.sections for w in s.slots if w >= 0)
    return filled, sum(len(s.slots) for s in view.sections)


def robot_words(view: GiantSnailView) -> str:
    if view.robot_built:
        where = f", standing on {_region_name(view, view.robot)}" if view.robot else ""
        return f"The robot is finished{where}."
    filled, total = built_slots(view)
    done = sum(1 for s in view.sections if s.complete)
    return (
        f"The robot is being built: {filled} of {plural(total, 'construction slot')} filled, "
        f"{done} of {plural(len(view.sections), 'section')} complete."
    )


def deck_words(view: GiantSnailView) -> str:
    deck = "Event 2 deck" if view.event2 else "Event deck"
    return f"{deck}: {plural(view.deck_size, 'card')} left"


def discard_words(view: GiantSnailView) -> str:
    last = f" (last: {view.discard[-1]})" if view.discard else ""
    buried = f"; {plural(view.buried, 'card')} discarded face down" if view.buried else ""
    return f"Event discard: {plural(len(view.discard), 'card')}{last}{buried}"


def market_words(view: GiantSnailView) -> str:
    cards = ", ".join(view.market) or "empty"
    return f"Technology market: {cards} ({view.tech_deck} left in the deck)"


def ruin_words(view: GiantSnailView) -> str:
    limit = catalog().defeat_destroyed
    return f"{plural(view.destroyed, 'region')} destroyed ({limit} destroyed means defeat)"


def known_words(view: GiantSnailView) -> str:
    """What the viewer's Malacologist saw, top card first; '' when the view holds nothing secret."""
    if not view.known_top:
        return ""
    cards = ", then ".join(view.known_top)
    return f"Only you know the top of the event deck: {cards}."


def _worker_letters(workers: Sequence[int], slots: int, view: GiantSnailView) -> str:
    letters = [SEAT_LETTER.get(_colour(view, w), "?") for w in workers]
    return " ".join([*letters, *["." for _ in range(slots - len(workers))]])


def _worker_emoji(workers: Sequence[int], slots: int, view: GiantSnailView) -> str:
    marks = {"red": "🔴", "blue": "🔵", "black": "⚫"}
    return "".join(
        [*(marks.get(_colour(view, w), "❔") for w in workers), *["⚪" for _ in range(slots - len(workers))]]
    )


def _owner(view: GiantSnailView, region: RegionView, names: Sequence[str]) -> str:
    return f"{seat_name(names, region.owner)}'s, {_colour(view, region.owner)}"


def region_line(view: GiantSnailView, region: RegionView, names: Sequence[str]) -> str:
    """A region as plain text: "Mine 1 (Ann's, red): row 1 R B, row 2 . .; the snail is here"."""
    head = f"{region.name} ({_owner(view, region, names)})"
    if region.destroyed:
        cost = amount(*region.rebuild_cost) + (" less 1 (Public Works)" if view.public_works else "")
        body = f"DESTROYED, rebuild slots {_worker_letters(region.rebuild, region.rebuild_slots, view)}, costs {cost}"
    else:
        body = ", ".join(
            f"row {i + 1} {_worker_letters(workers, cap, view)}"
            for i, (workers, cap) in enumerate(zip(_rows(region), region.capacity, strict=True))
        )
    extras = _region_extras(view, region, names)
    return f"{head}: {body}" + (f"; {extras}" if extras else "")


def _rows(region: RegionView) -> tuple[tuple[int, ...], ...]:
    """The rows of an intact region, padded to its capacity (a view may list fewer)."""
    rows = list(region.rows)
    rows += [() for _ in range(len(region.capacity) - len(rows))]
    return tuple(rows[: len(region.capacity)])


def _region_extras(view: GiantSnailView, region: RegionView, names: Sequence[str]) -> str:
    extras = []
    if view.snail == region.id:
        extras.append("the snail is here")
    if view.robot == region.id:
        extras.append("the robot is here")
    if region.defence:
        who = f" ({seat_name(names, region.defender)})" if region.defender >= 0 else ""
        extras.append(f"{region.defence}{who}")
    return "; ".join(extras)


def section_line(view: GiantSnailView, section: SectionView) -> str:
    workers = _worker_letters([w for w in section.slots if w >= 0], len(section.slots), view)
    return f"{section.name} {workers}" + (" (complete)" if section.complete else "")


def weapons_words(p: PlayerView) -> str:
    if not p.weapons:
        return "none"
    return ", ".join(f"{w} ({'built' if w in p.armed else 'not built'})" for w in p.weapons)


def player_lines(view: GiantSnailView, p: PlayerView) -> list[str]:
    lines = [
        f"{p.metal} metal, {p.energy} energy, {plural(p.votes, 'vote')}",
        f"Workers: {p.pool} in the pool, {p.reserve} in reserve",
        f"Weapons: {weapons_words(p)}",
    ]
    if p.claimed or p.weapons:
        lines.append(f"Event cards claimed: {p.claimed}")
    if view.phase == "actions":
        if p.forfeited:
            lines.append("Forfeited the rest of this round's actions")
        else:
            lines.append(
                f"Actions taken this round: {min(p.actions, ACTIONS_PER_ROUND)} of {ACTIONS_PER_ROUND}"
            )
    return lines


def _player_title(view: GiantSnailView, p: PlayerView, names: Sequence[str], md: bool) -> str:
    name = seat_name(names, p.seat)
    if md:
        name = escape_markdown(name)
    roles = [p.colour]
    if p.seat == view.leader and view.phase != "over":
        roles.append("leader")
    return f"{name}{_you(view, p.seat, names)} ({', '.join(roles)})"


def _draft_words(view: GiantSnailView) -> str:
    return "Chosen so far: " + " → ".join(view.draft) if view.draft else ""


# ---- the renderer --------------------------------------------------------------------------------------


class GiantSnailRenderer(BaseRenderer):
    """Draws Giant Snail Will Not Prevail! views; the module-level ``RENDERER`` is what the host loads."""

    def text(self, view: GiantSnailView, names: Sequence[str]) -> str:
        lines = [f"{TITLE} Round {view.round}, {phase_title(view)}.", status(view, names)]
        draft = _draft_words(view)
        if draft:
            lines.append(draft)
        lines.append(f"{snail_words(view)} {robot_words(view)} {ruin_words(view)}.")
        lines.append(f"{deck_words(view)}. {discard_words(view)}.")
        lines.append(f"{market_words(view)}.")
        lines.append("Regions (North to South, West to East; R red, B blue, K black, . an empty slot):")
        lines.extend(f"  {region_line(view, r, names)}" for r in _grid_order(view))
        lines.append("Robot sections: " + " | ".join(section_line(view, s) for s in view.sections))
        for p in view.players:
            mark = ">" if p.seat == view.turn else " "
            lines.append(f"{mark} {_player_title(view, p, names, md=False)}")
            lines.extend(f"    {line}" for line in player_lines(view, p))
        private = self.private_text(view, names)
        if private:
            lines.append(private)
        return "\n".join(lines)

    def board(self, view: GiantSnailView, names: Sequence[str]) -> RenderedBoard:
        md_names = [escape_markdown(seat_name(names, s)) for s in range(len(view.players))]
        parts = [f"**{status(view, md_names)}**", f"🐌 {snail_words(view)} 🤖 {robot_words(view)}"]
        draft = _draft_words(view)
        if draft:
            parts.append(draft)
        description = "\n".join(parts)
        fields: list[tuple[str, str, bool]] = []
        for p in view.players:
            mark = "▶ " if p.seat == view.turn else ""
            fields.append(
                (
                    f"{mark}{_player_title(view, p, names, md=True)}"[:256],
                    "\n".join(player_lines(view, p))[:1024],
                    True,
                )
            )
        fields.append(("Regions", _regions_field(view, names)[:1024], False))
        robot = "\n".join(
            f"{s.name}: {_worker_emoji([w for w in s.slots if w >= 0], len(s.slots), view)}"
            + (" ✓" if s.complete else "")
            for s in view.sections
        )
        fields.append(("Robot sections", robot[:1024], True))
        events = [
            f"{deck_words(view)}",
            discard_words(view),
            ruin_words(view),
        ]
        fields.append(("Events", "\n".join(events)[:1024], True))
        market = "\n".join(f"**{name}**: {tech_words(name)}" for name in view.market) or "empty"
        fields.append(
            (f"Technology market ({view.tech_deck} in the deck)", market[:1024], False),
        )
        known = known_words(view)
        if known:
            fields.append(("Your secret", known[:1024], False))
        return with_embed_alt_text(
            RenderedBoard(
                title=f"{TITLE} · Round {view.round}",
                description=description[:4096],
                fields=tuple(fields),
                image_png=encode(draw_board(view, names)),
                footer=f"{phase_title(view)} · R red, B blue, K black · the grid wraps at its edges",
                color=0xF2C14E if view.phase == "over" and not view.defeat else 0x6B4E9B,
            ),
            names,
        )

    def private_text(self, view: GiantSnailView, names: Sequence[str]) -> str:
        return known_words(view)

    def private_image(self, view: GiantSnailView, names: Sequence[str]) -> bytes | None:
        if not view.known_top:
            return None
        return d.encode_png(draw_known(view, names), max_bytes=MAX_PNG_BYTES)


RENDERER = GiantSnailRenderer()


def _grid_order(view: GiantSnailView) -> list[RegionView]:
    return sorted(view.regions, key=lambda r: (r.row, r.col))


def _regions_field(view: GiantSnailView, names: Sequence[str]) -> str:
    lines = []
    for r in _grid_order(view):
        owner = escape_markdown(seat_name(names, r.owner))
        if r.destroyed:
            slots = _worker_emoji(r.rebuild, r.rebuild_slots, view)
            cost = amount(*r.rebuild_cost) + (" less 1 (Public Works)" if view.public_works else "")
            body = f"~~{r.name}~~ ({owner}): destroyed, rebuild {slots} for {cost}"
        else:
            rows = " · ".join(
                _worker_emoji(w, cap, view) for w, cap in zip(_rows(r), r.capacity, strict=True)
            )
            body = f"**{r.name}** ({owner}): {rows}"
        if view.snail == r.id:
            body += " 🐌"
        if view.robot == r.id:
            body += " 🤖"
        if r.defence:
            body += f" 🛡 {r.defence}"
            if r.defender >= 0:
                body += f" ({_worker_emoji([r.defender], 1, view)})"
        lines.append(body)
    return "\n".join(lines)


# ---- the picture: geometry -----------------------------------------------------------------------------

HEADER_H = 112
CAPTION_H = 28
CELL_W, CELL_H = 232, 196
GAP = 10
BAND = 38  # the owner-coloured band at the top of a region card
GRID_X = (WIDTH - 4 * CELL_W - 3 * GAP) // 2
GRID_TOP = HEADER_H + CAPTION_H
GRID_H = 3 * CELL_H + 2 * GAP
DECKS_TOP = GRID_TOP + GRID_H + 16
DECKS_H = 128
ROBOT_TOP = DECKS_TOP + DECKS_H + 16
SECTION_H = 100
ROBOT_H = 32 + SECTION_H
PLAYERS_TOP = ROBOT_TOP + ROBOT_H + 16
PLAYER_H = 200
SECRET_H = 64
DISC = 30  # a worker disc's diameter on a region card
PITCH = 36  # the distance between slot centres in a row


def cell_box(row: int, col: int) -> d.Box:
    """Where the region in grid row ``row`` (0 North) and column ``col`` (0 West) is drawn."""
    x = GRID_X + col * (CELL_W + GAP)
    y = GRID_TOP + row * (CELL_H + GAP)
    return (x, y, x + CELL_W, y + CELL_H)


def board_height(view: GiantSnailView) -> int:
    return PLAYERS_TOP + PLAYER_H + (16 + SECRET_H if view.known_top else 0) + MARGIN


# ---- the picture: small pictures -----------------------------------------------------------------------


@d.drawing_cache
def _worker_tile(colour: str, size: int) -> Image.Image:
    """A worker: a disc in its colour with a light rim and its colour's letter."""
    tile = Image.new("RGBA", (size + 1, size + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(tile)
    fill = SEAT_COLOUR.get(colour, SEAT_COLOUR["black"])
    draw.ellipse((0, 0, size, size), fill=RIM)
    draw.ellipse((2, 2, size - 2, size - 2), fill=fill)
    f = d.font(max(10, size // 2), bold=True)
    f.draw(draw, (size / 2, size / 2), SEAT_LETTER.get(colour, "?"), d.ink_on(fill), anchor="mm")
    return tile


def _worker(image: Image.Image, colour: str, cx: float, cy: float, size: int = DISC) -> None:
    tile = _worker_tile(colour, size)
    d.paste(image, tile, (round(cx - size / 2), round(cy - size / 2)))


def _empty_slot(draw: ImageDraw.ImageDraw, cx: float, cy: float, fill: d.RGB, size: int = DISC) -> None:
    r = size / 2 - 1
    draw.ellipse(
        (cx - r, cy - r, cx + r, cy + r),
        fill=d.mix(fill, (255, 255, 255), 0.45),
        outline=d.mix(fill, BG, 0.5),
        width=2,
    )


@d.drawing_cache
def _snail_tile(w: int) -> Image.Image:
    """The Giant Snail: a long foot, a spiral shell and two eye stalks, facing right."""
    h = round(w * 0.72)
    tile = Image.new("RGBA", (w + 1, h + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(tile)
    foot_top = h * 0.68
    draw.rounded_rectangle(
        (w * 0.04, foot_top, w * 0.96, h * 0.98),
        radius=h * 0.14,
        fill=SNAIL_BODY,
        outline=SNAIL_EDGE,
        width=2,
    )
    # Head and eye stalks.
    draw.ellipse((w * 0.70, h * 0.46, w * 0.96, h * 0.86), fill=SNAIL_BODY, outline=SNAIL_EDGE, width=2)
    for x_top in (w * 0.80, w * 0.94):
        draw.line((w * 0.84, h * 0.56, x_top, h * 0.14), fill=SNAIL_EDGE, width=max(2, w // 28))
        r = w * 0.045
        draw.ellipse((x_top - r, h * 0.14 - r, x_top + r, h * 0.14 + r), fill=SNAIL_EDGE)
    # The shell with its spiral.
    cx, cy, r = w * 0.40, h * 0.44, h * 0.40
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=SHELL, outline=SHELL_LINE, width=2)
    lw = max(2, w // 30)
    for k, frac in enumerate((0.72, 0.46, 0.22)):
        rr = r * frac
        ox = (-1) ** k * r * 0.06
        draw.arc(
            (cx + ox - rr, cy - rr, cx + ox + rr, cy + rr),
            200 + 60 * k,
            520 + 60 * k,
            fill=SHELL_LINE,
            width=lw,
        )
    return tile


@d.drawing_cache
def _robot_tile(w: int) -> Image.Image:
    """The snail-fighting robot: antenna, a head with glowing eyes, a body and legs."""
    h = round(w * 1.15)
    tile = Image.new("RGBA", (w + 1, h + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(tile)
    lw = max(2, w // 20)
    draw.line((w * 0.5, 0, w * 0.5, h * 0.12), fill=ROBOT_EDGE, width=lw)
    draw.ellipse((w * 0.42, 0, w * 0.58, h * 0.08), fill=DANGER)
    draw.rounded_rectangle(
        (w * 0.18, h * 0.1, w * 0.82, h * 0.4), radius=w * 0.08, fill=ROBOT, outline=ROBOT_EDGE, width=2
    )
    for ex in (0.36, 0.64):
        r = w * 0.08
        draw.ellipse((w * ex - r, h * 0.25 - r, w * ex + r, h * 0.25 + r), fill=ROBOT_EYE)
    draw.rounded_rectangle(
        (w * 0.08, h * 0.44, w * 0.92, h * 0.78), radius=w * 0.08, fill=ROBOT, outline=ROBOT_EDGE, width=2
    )
    draw.rectangle((w * 0.22, h * 0.78, w * 0.40, h), fill=ROBOT_EDGE)
    draw.rectangle((w * 0.60, h * 0.78, w * 0.78, h), fill=ROBOT_EDGE)
    return tile


def _paste_centred(image: Image.Image, tile: Image.Image, cx: float, cy: float) -> None:
    d.paste(image, tile, (round(cx - tile.width / 2), round(cy - tile.height / 2)))


def _metal_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """An ingot of metal."""
    draw.polygon(
        [
            (cx - s * 0.5, cy + s * 0.3),
            (cx - s * 0.3, cy - s * 0.3),
            (cx + s * 0.3, cy - s * 0.3),
            (cx + s * 0.5, cy + s * 0.3),
        ],
        fill=METAL,
        outline=METAL_EDGE,
    )


def _energy_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """A lightning bolt."""
    draw.polygon(
        [
            (cx + s * 0.12, cy - s * 0.5),
            (cx - s * 0.32, cy + s * 0.08),
            (cx - s * 0.02, cy + s * 0.08),
            (cx - s * 0.14, cy + s * 0.5),
            (cx + s * 0.32, cy - s * 0.1),
            (cx + s * 0.02, cy - s * 0.1),
        ],
        fill=ENERGY,
        outline=ENERGY_EDGE,
    )


def _vote_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """A ballot box with a ballot going in."""
    draw.rectangle((cx - s * 0.2, cy - s * 0.5, cx + s * 0.2, cy - s * 0.05), fill=INK)
    draw.rectangle((cx - s * 0.45, cy - s * 0.12, cx + s * 0.45, cy + s * 0.45), fill=GOLD, outline=BG)
    draw.line((cx - s * 0.25, cy - s * 0.05, cx + s * 0.25, cy - s * 0.05), fill=BG, width=2)


def _cost(
    draw: ImageDraw.ImageDraw, x: float, cy: float, metal: int, energy: int, ink: d.RGB, centred: bool = True
) -> float:
    """A cost as numbers with metal and energy icons ('free' for nothing), centred on x or starting at x;
    returns the x where it ends."""
    f = d.font(15, bold=True)
    parts = [(n, kind) for n, kind in ((metal, "metal"), (energy, "energy")) if n]
    if not parts:
        width = f.width("free")
        start = x - width / 2 if centred else x
        f.draw(draw, (start, cy), "free", ink, anchor="lm")
        return start + width
    icon = 14
    widths = [f.width(str(n)) + 2 + icon for n, _ in parts]
    total = sum(widths) + 8 * (len(parts) - 1)
    x = x - total / 2 if centred else x
    for (n, kind), w in zip(parts, widths, strict=True):
        f.draw(draw, (x, cy), str(n), ink, anchor="lm")
        ix = x + f.width(str(n)) + 2 + icon / 2
        (_metal_icon if kind == "metal" else _energy_icon)(draw, ix, cy, icon)
        x += w + 8
    return x - 8


def _type_icon(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float, ink: d.RGB) -> None:
    """A pictogram of the region type (pickaxe, sun, flask, factory), a second cue besides the name."""
    lw = max(2, round(r / 5))
    if kind == "mine":
        draw.arc((cx - r, cy - r * 0.7, cx + r, cy + r * 0.9), 200, 340, fill=ink, width=lw + 1)
        draw.line((cx, cy - r * 0.6, cx - r * 0.2, cy + r), fill=ink, width=lw)
    elif kind == "solar":
        draw.ellipse((cx - r * 0.45, cy - r * 0.45, cx + r * 0.45, cy + r * 0.45), fill=ink)
        for k in range(8):
            ux, uy = [(1, 0), (0.7, 0.7), (0, 1), (-0.7, 0.7), (-1, 0), (-0.7, -0.7), (0, -1), (0.7, -0.7)][k]
            draw.line((cx + ux * r * 0.62, cy + uy * r * 0.62, cx + ux * r, cy + uy * r), fill=ink, width=lw)
    elif kind == "lab":
        draw.polygon(
            [
                (cx - r * 0.25, cy - r),
                (cx + r * 0.25, cy - r),
                (cx + r * 0.25, cy - r * 0.2),
                (cx + r * 0.8, cy + r),
                (cx - r * 0.8, cy + r),
                (cx - r * 0.25, cy - r * 0.2),
            ],
            fill=ink,
        )
    else:
        draw.polygon(
            [
                (cx - r, cy + r),
                (cx - r, cy - r * 0.2),
                (cx - r * 0.4, cy + r * 0.15),
                (cx - r * 0.4, cy - r * 0.2),
                (cx + r * 0.2, cy + r * 0.15),
                (cx + r * 0.2, cy - r),
                (cx + r * 0.6, cy - r),
                (cx + r * 0.6, cy + r * 0.15),
                (cx + r, cy + r * 0.15),
                (cx + r, cy + r),
            ],
            fill=ink,
        )


# ---- the picture: region cards -------------------------------------------------------------------------


def slot_centres(region: RegionView) -> list[list[tuple[int, int]]]:
    """Slot centres per row, relative to the card: rows of several slots stack from the top; single-slot
    rows (Factory) stand side by side. A destroyed card has one row: its rebuild slots."""
    if region.destroyed:
        y = BAND + 58
        return [[(28 + j * PITCH, y) for j in range(region.rebuild_slots)]]
    if all(cap == 1 for cap in region.capacity):
        y = BAND + 30
        return [[(34 + i * 48, y)] for i in range(len(region.capacity))]
    return [
        [(46 + j * PITCH, BAND + 29 + i * 44) for j in range(cap)] for i, cap in enumerate(region.capacity)
    ]


@d.drawing_cache
def _card_base(
    kind: str,
    label: str,
    owner_colour: str,
    destroyed: bool,
    capacity: tuple[int, ...],
    rebuild_slots: int,
    cost: tuple[int, int],
) -> Image.Image:
    """A region card with everything that does not change while it keeps its side: owner frame, type,
    name, rows of empty slots (or ruins, empty rebuild slots and the rebuild cost). Names and workers are
    drawn on top of it."""
    region = RegionView(
        id=0,
        name=label,
        type=kind,
        owner=0,
        row=0,
        col=0,
        destroyed=destroyed,
        rows=(),
        capacity=capacity,
        rebuild=(),
        rebuild_slots=rebuild_slots,
        rebuild_cost=cost,
        defence="",
        defender=-1,
    )
    tile = Image.new("RGB", (CELL_W, CELL_H), BG)
    draw = ImageDraw.Draw(tile)
    band = SEAT_COLOUR.get(owner_colour, SEAT_COLOUR["black"])
    draw.rounded_rectangle((0, 0, CELL_W - 1, CELL_H - 1), 12, fill=band, outline=CARD_EDGE, width=2)
    band_ink = d.ink_on(band)
    _type_icon(draw, kind, 22, BAND / 2 + 1, 11, band_ink)
    name_font = d.fit_font(label, CELL_W - 48, (20, 18, 16), bold=True)
    name_font.draw(draw, (40, BAND / 2 + 1), name_font.fit(label, CELL_W - 48), band_ink, anchor="lm")
    body = (5, BAND, CELL_W - 6, CELL_H - 6)
    small = d.font(14)
    if destroyed:
        draw.rounded_rectangle(body, 9, fill=RUIN)
        hatch = Image.new("RGB", (body[2] - body[0] - 8, body[3] - body[1] - 8), RUIN)
        hd = ImageDraw.Draw(hatch)
        for x in range(-hatch.height, hatch.width, 16):
            hd.line((x, hatch.height, x + hatch.height, 0), fill=RUIN_LINE, width=5)
        d.paste(tile, hatch, (body[0] + 4, body[1] + 4))
        bold = d.font(17, bold=True)
        bold.draw(draw, (14, BAND + 20), "DESTROYED", DANGER, anchor="lm")
        row = slot_centres(region)[0]
        x0, x1 = row[0][0] - PITCH // 2 - 2, row[-1][0] + PITCH // 2 + 2
        y = row[0][1]
        draw.rounded_rectangle((x0, y - 20, x1, y + 20), 10, fill=d.mix(RUIN, BG, 0.5))
        for cx, cy in row:
            _empty_slot(draw, cx, cy, RUIN)
        small.draw(draw, (14, BAND + 92), "Rebuild cost:", INK, anchor="lm")
        _cost(draw, 14 + small.width("Rebuild cost:") + 8, BAND + 92, cost[0], cost[1], INK, centred=False)
        return tile
    fill = TYPE_FILL.get(kind, TYPE_FILL["mine"])
    draw.rounded_rectangle(body, 9, fill=fill)
    tray = d.mix(fill, (0, 0, 0), 0.1)
    ink = d.ink_on(fill)
    row_font = d.font(13, bold=True)
    for i, row in enumerate(slot_centres(region)):
        x0, x1 = row[0][0] - PITCH // 2 + 1, row[-1][0] + PITCH // 2 - 1
        y = row[0][1]
        if len(row) > 1:
            draw.rounded_rectangle((x0 - 18, y - 19, x1, y + 19), 10, fill=tray)
            row_font.draw(draw, (x0 - 8, y), str(i + 1), d.mix(ink, fill, 0.3), anchor="mm")
        else:
            draw.rounded_rectangle((x0 - 3, y - 19, x1 + 3, y + 19), 10, fill=tray)
            row_font.draw(draw, (row[0][0], y + 30), str(i + 1), d.mix(ink, fill, 0.3), anchor="mm")
        for cx, cy in row:
            _empty_slot(draw, cx, cy, tray)
    words = TYPE_WORDS.get(kind, "")
    small.draw(draw, (14, CELL_H - 52), small.fit(words, CELL_W - 24), d.mix(ink, fill, 0.25), anchor="lm")
    return tile


def _draw_region(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: GiantSnailView, region: RegionView
) -> None:
    x0, y0, _, _ = cell_box(region.row, region.col)
    owner_colour = _colour(view, region.owner)
    base = _card_base(
        region.type,
        region.name,
        owner_colour,
        region.destroyed,
        tuple(region.capacity),
        region.rebuild_slots,
        (region.rebuild_cost[0], region.rebuild_cost[1]),
    )
    d.paste(image, base, (x0, y0))
    centres = slot_centres(region)
    rows = (region.rebuild,) if region.destroyed else _rows(region)
    for workers, slots in zip(rows, centres, strict=False):
        for seat, (cx, cy) in zip(workers, slots, strict=False):
            _worker(image, _colour(view, seat), x0 + cx, y0 + cy)
    # The snail and the robot stand in the card's right-hand column.
    if view.snail == region.id:
        _paste_centred(image, _snail_tile(66), x0 + CELL_W - 46, y0 + BAND + 30)
    if view.robot == region.id:
        _paste_centred(image, _robot_tile(42), x0 + CELL_W - 36, y0 + BAND + 88)
    if region.defence:
        _defence_tag(image, draw, view, region, x0 + 10, y0 + CELL_H - 25)


def _defence_tag(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: GiantSnailView, region: RegionView, x: int, cy: int
) -> None:
    f = d.font(15, bold=True)
    text = f.fit(region.defence, CELL_W - 80)
    w = f.width(text) + 44
    draw.rounded_rectangle((x, cy - 14, x + w, cy + 14), 14, fill=SHIELD, outline=RIM, width=1)
    if region.defender >= 0:
        _worker(image, _colour(view, region.defender), x + 15, cy, 22)
    f.draw(draw, (x + 32, cy), text, INK, anchor="lm")


# ---- the picture: the board ----------------------------------------------------------------------------


def draw_board(view: GiantSnailView, names: Sequence[str]) -> Image.Image:
    image = Image.new("RGB", (WIDTH, board_height(view)), BG)
    draw = ImageDraw.Draw(image)
    _header(draw, view, names)
    caption = d.font(15)
    caption.draw(
        draw,
        (MARGIN, HEADER_H + 12),
        f"Regions: North at the top, the grid wraps at its edges · {ruin_words(view)}",
        MUTED,
        anchor="lm",
    )
    for region in view.regions:
        _draw_region(image, draw, view, region)
    _decks(image, draw, view)
    _robot(image, draw, view)
    _players(image, draw, view, names)
    if view.known_top:
        _secret(draw, view, PLAYERS_TOP + PLAYER_H + 16)
    return image


def _header(draw: ImageDraw.ImageDraw, view: GiantSnailView, names: Sequence[str]) -> None:
    d.font(30, bold=True).draw(draw, (MARGIN, 12), TITLE, INK)
    right = d.font(20, bold=True)
    right.draw(draw, (WIDTH - MARGIN, 28), f"Round {view.round} · {phase_title(view)}", GOLD, anchor="rm")
    banner = (MARGIN, 54, WIDTH - MARGIN, HEADER_H - 6)
    text = status(view, names)
    inner = banner[2] - banner[0] - 28
    over = view.phase == "over"
    fill = (DANGER if view.defeat else GOLD) if over else PANEL_ACTIVE
    draw.rounded_rectangle(banner, 12, fill=fill)
    ink = d.ink_on(fill) if over else INK
    draft = _draft_words(view)
    f = d.fit_font(text, inner, (20, 18, 16), bold=True)
    if draft:
        f.draw(draw, (banner[0] + 14, banner[1] + 14), f.fit(text, inner), ink, anchor="lm")
        small = d.font(15)
        small.draw(draw, (banner[0] + 14, banner[1] + 37), small.fit(draft, inner), GOLD, anchor="lm")
    else:
        f.draw(draw, (banner[0] + 14, (banner[1] + banner[3]) / 2), f.fit(text, inner), ink, anchor="lm")


def _decks(image: Image.Image, draw: ImageDraw.ImageDraw, view: GiantSnailView) -> None:
    top, bottom = DECKS_TOP, DECKS_TOP + DECKS_H
    head = d.font(17, bold=True)
    small = d.font(15)
    # The space card: slot 2, then slot 1, and the snail in one of them while it is in space.
    space = (MARGIN, top, MARGIN + 220, bottom)
    draw.rounded_rectangle(space, 12, fill=PANEL)
    head.draw(draw, (space[0] + 14, top + 18), "Space card", INK, anchor="lm")
    for i, slot in enumerate((SPACE2, SPACE1)):
        cx = space[0] + 60 + i * 100
        cy = top + 68
        draw.ellipse((cx - 34, cy - 34, cx + 34, cy + 34), fill=d.mix(PANEL, BG, 0.6), outline=MUTED, width=2)
        d.font(14, bold=True).draw(draw, (cx, cy + 24), str(2 - i), MUTED, anchor="mm")
        if view.snail == slot:
            _paste_centred(image, _snail_tile(54), cx, cy - 6)
    if view.snail == DEAD:
        note, colour = "The snail is defeated!", GREEN
    elif view.snail > 0:
        note, colour = "The snail has landed", DANGER
    else:
        note, colour = "The snail is coming", MUTED
    small.draw(
        draw, (space[0] + 14, bottom - 14), small.fit(note, space[2] - space[0] - 28), colour, anchor="lm"
    )

    # The event deck: a stack of backs with its size, the discard pile and the face-down cards.
    deck = (space[2] + 12, top, space[2] + 12 + 250, bottom)
    draw.rounded_rectangle(deck, 12, fill=PANEL_ACTIVE if view.event2 else PANEL)
    title = "Event 2 deck" if view.event2 else "Event deck"
    head.draw(draw, (deck[0] + 14, top + 18), title, GOLD if view.event2 else INK, anchor="lm")
    bx, by = deck[0] + 16, top + 36
    stack = min(4, (view.deck_size + 6) // 7)
    if not stack:
        draw.rounded_rectangle((bx, by + 6, bx + 42, by + 62), 6, outline=MUTED, width=2)
    for k in range(stack):
        box = (bx + 3 * k, by - 3 * k + 9, bx + 3 * k + 42, by - 3 * k + 65)
        draw.rounded_rectangle(box, 6, fill=CARD_BACK, outline=RIM)
    big = d.font(26, bold=True)
    big.draw(draw, (bx + 70, by + 24), str(view.deck_size), INK, anchor="lm")
    small.draw(
        draw, (bx + 70, by + 50), "card left" if view.deck_size == 1 else "cards left", MUTED, anchor="lm"
    )
    last = view.discard[-1] if view.discard else "none"
    small.draw(
        draw,
        (deck[0] + 14, bottom - 14),
        small.fit(f"Last event: {last}", deck[2] - deck[0] - 28),
        INK,
        anchor="lm",
    )
    if view.buried:
        small.draw(draw, (deck[2] - 14, by + 28), f"+{view.buried}", MUTED, anchor="rm")
        d.font(12).draw(draw, (deck[2] - 14, by + 48), "face down", MUTED, anchor="rm")

    # The technology market: its face-up cards and the deck's size.
    market = (deck[2] + 12, top, WIDTH - MARGIN, bottom)
    draw.rounded_rectangle(market, 12, fill=PANEL)
    head.draw(draw, (market[0] + 14, top + 18), "Technology market", INK, anchor="lm")
    small.draw(draw, (market[2] - 14, top + 18), f"{view.tech_deck} in the deck", MUTED, anchor="rm")
    card_w = (market[2] - market[0] - 28 - 10) // 2
    for i, name in enumerate(view.market[:2]):
        x = market[0] + 14 + i * (card_w + 10)
        _tech_card(draw, (x, top + 36, x + card_w, bottom - 12), name)
    if not view.market:
        small.draw(draw, (market[0] + 14, top + 70), "The market is empty.", MUTED, anchor="lm")


def _tech_card(draw: ImageDraw.ImageDraw, box: d.Box, name: str) -> None:
    x0, y0, x1, _ = box
    d.card(draw, box, TECH_CARD, outline=CARD_EDGE, radius=8, width=1)
    w = x1 - x0 - 16
    ink = d.ink_on(TECH_CARD)
    f = d.fit_font(name, w, (17, 15, 14), bold=True)
    f.draw(draw, (x0 + 8, y0 + 14), f.fit(name, w), ink, anchor="lm")
    tech = _techs().get(name)
    small = d.font(13)
    if tech is None:
        return
    muted = d.mix(ink, TECH_CARD, 0.25)
    if tech.kind == "weapon":
        # Weapon: build <cost>; fire <cost> -> n damage, with resource icons.
        small.draw(draw, (x0 + 8, y0 + 36), "Weapon · build", muted, anchor="lm")
        _cost(
            draw,
            x0 + 14 + small.width("Weapon · build"),
            y0 + 36,
            tech.build_metal,
            tech.build_energy,
            ink,
            False,
        )
        small.draw(draw, (x0 + 8, y0 + 56), "Fire", muted, anchor="lm")
        end = _cost(
            draw, x0 + 14 + small.width("Fire"), y0 + 56, tech.fire_metal, tech.fire_energy, ink, False
        )
        small.draw(draw, (end + 6, y0 + 56), f"→ {tech.damage} damage", muted, anchor="lm")
        return
    lines = (
        ["Defence card", "Put on a region vs the snail"]
        if tech.kind == "defence"
        else ["Immediate", "Resolved at once"]
    )
    for k, line in enumerate(lines):
        small.draw(draw, (x0 + 8, y0 + 36 + k * 20), small.fit(line, w), muted, anchor="lm")


def _robot(image: Image.Image, draw: ImageDraw.ImageDraw, view: GiantSnailView) -> None:
    head = d.font(17, bold=True)
    head.draw(draw, (MARGIN, ROBOT_TOP + 12), "Robot", INK, anchor="lm")
    words = robot_words(view)
    d.font(15).draw(
        draw,
        (MARGIN + 64, ROBOT_TOP + 12),
        d.font(15).fit(words, WIDTH - 2 * MARGIN - 64),
        GREEN if view.robot_built else MUTED,
        anchor="lm",
    )
    n = max(1, len(view.sections))
    w = (WIDTH - 2 * MARGIN - 8 * (n - 1)) // n
    top = ROBOT_TOP + 28
    name_font = d.font(16, bold=True)
    for i, section in enumerate(view.sections):
        x = MARGIN + i * (w + 8)
        box = (x, top, x + w, top + SECTION_H)
        fill = COMPLETE if section.complete else PANEL
        draw.rounded_rectangle(box, 10, fill=fill, outline=GREEN if section.complete else None, width=2)
        label = section.name + (" ✓" if section.complete else "")
        name_font.draw(
            draw,
            (x + w / 2, top + 15),
            name_font.fit(label, w - 12),
            GREEN if section.complete else INK,
            anchor="mm",
        )
        k = max(1, len(section.slots))
        for j, worker in enumerate(section.slots):
            cx = x + w * (2 * j + 1) / (2 * k)
            cy = top + 50
            if worker >= 0:
                _worker(image, _colour(view, worker), cx, cy)
            else:
                _empty_slot(draw, cx, cy, fill)
            if j < len(section.costs):
                metal, energy = section.costs[j]
                _cost(draw, cx, top + 84, metal, energy, MUTED)


def _players(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: GiantSnailView, names: Sequence[str]
) -> None:
    n = max(1, len(view.players))
    w = (WIDTH - 2 * MARGIN - 10 * (n - 1)) // n
    top = PLAYERS_TOP
    for i, p in enumerate(view.players):
        x = MARGIN + i * (w + 10)
        acting = p.seat == view.turn
        draw.rounded_rectangle(
            (x, top, x + w, top + PLAYER_H),
            12,
            fill=PANEL_ACTIVE if acting else PANEL,
            outline=GOLD if acting else None,
            width=3,
        )
        _worker(image, p.colour, x + 26, top + 24, 30)
        name = seat_name(names, p.seat) + _you(view, p.seat, names)
        nf = d.fit_font(name, w - 60, (21, 19, 17), bold=True)
        nf.draw(draw, (x + 48, top + 24), nf.fit(name, w - 60), INK, anchor="lm")
        # Roles and the turn, as pills.
        px = x + 14
        tag = d.font(13, bold=True)
        if p.seat == view.leader and view.phase != "over":
            px += d.pill(draw, (px, top + 54), "Leader", tag, GOLD) + 6
        if acting:
            px += d.pill(draw, (px, top + 54), "To play", tag, GREEN) + 6
        if view.phase == "actions":
            taken = min(p.actions, ACTIONS_PER_ROUND)
            state = "Forfeited" if p.forfeited else f"Actions taken: {taken}/{ACTIONS_PER_ROUND}"
            px += d.pill(draw, (px, top + 54), state, tag, MUTED) + 6
        # Metal, energy and votes, big.
        big = d.font(22, bold=True)
        label = d.font(13)
        col = (w - 28) // 3
        values = (
            (p.metal, "metal", _metal_icon),
            (p.energy, "energy", _energy_icon),
            (p.votes, "vote" if p.votes == 1 else "votes", _vote_icon),
        )
        for k, (value, word, icon) in enumerate(values):
            cx = x + 14 + k * col
            icon(draw, cx + 11, top + 88, 22)
            big.draw(draw, (cx + 28, top + 88), str(value), INK, anchor="lm")
            label.draw(draw, (cx + 28 + big.width(str(value)) + 5, top + 92), word, MUTED, anchor="lm")
        small = d.font(15)
        workers = f"Workers: {p.pool} in pool · {p.reserve} in reserve"
        small.draw(draw, (x + 14, top + 120), small.fit(workers, w - 28), INK, anchor="lm")
        weapons = "Weapons: " + (
            ", ".join(f"{wp}{'' if wp in p.armed else ' (not built)'}" for wp in p.weapons)
            if p.weapons
            else "none"
        )
        lines = small.wrap(weapons, w - 28, 2)
        for k, line in enumerate(lines):
            small.draw(draw, (x + 14, top + 142 + k * 19), line, MUTED, anchor="lm")
        if p.claimed:
            claimed = f"Claimed: {plural(p.claimed, 'event card')}"
            small.draw(draw, (x + 14, top + 142 + 2 * 19), small.fit(claimed, w - 28), GOLD, anchor="lm")


def _secret(draw: ImageDraw.ImageDraw, view: GiantSnailView, top: int) -> None:
    box = (MARGIN, top, WIDTH - MARGIN, top + SECRET_H)
    draw.rounded_rectangle(box, 12, fill=SECRET)
    f = d.font(15, bold=True)
    f.draw(
        draw,
        (MARGIN + 14, top + 18),
        "Only you know (Malacologist), top of the event deck first:",
        INK,
        anchor="lm",
    )
    big = d.font(19, bold=True)
    text = "  →  ".join(f"{k + 1}. {name}" for k, name in enumerate(view.known_top))
    big.draw(draw, (MARGIN + 14, top + 44), big.fit(text, WIDTH - 2 * MARGIN - 28), GOLD, anchor="lm")


def draw_known(view: GiantSnailView, names: Sequence[str]) -> Image.Image:
    """The private picture: the event cards the viewer's Malacologist saw, top of the deck first."""
    cards = view.known_top
    card_w, card_h = 200, 120
    height = 70 + card_h + MARGIN
    image = Image.new("RGB", (WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    who = seat_name(names, view.viewer) if view.viewer is not None else "Your"
    title = (
        f"{who}'s secret: the top of the event deck"
        if view.viewer is not None
        else "The top of the event deck"
    )
    f = d.font(24, bold=True)
    f.draw(draw, (MARGIN, 20), f.fit(title, WIDTH - 2 * MARGIN), INK)
    for k, name in enumerate(cards[:4]):
        x = MARGIN + k * (card_w + 40)
        d.card(draw, (x, 62, x + card_w, 62 + card_h), SECRET, outline=GOLD, radius=12, width=2)
        d.font(15).draw(draw, (x + 12, 80), "Next" if k == 0 else f"Then ({k + 1})", MUTED, anchor="lm")
        big = d.fit_font(name, card_w - 24, (26, 22, 18), bold=True)
        big.draw(draw, (x + card_w / 2, 62 + card_h / 2 + 10), big.fit(name, card_w - 24), INK, anchor="mm")
        if k < len(cards) - 1:
            d.arrow(draw, (x + card_w + 6, 62 + card_h / 2), (x + card_w + 34, 62 + card_h / 2), GOLD, 3, 10)
    return image


# ---- encoding ------------------------------------------------------------------------------------------


@d.drawing_cache
def board_palette() -> Image.Image:
    """The fixed palette every board is encoded with, learnt once from a sample board that shows every
    region type on both sides, the snail, the robot, workers of every colour, a defence card, complete
    and empty robot sections and the private strip (see ``draw.make_palette``)."""
    sample = draw_board(_sample_view(), ["Sample 1", "Sample 2", "Sample 3"])
    flat = [
        BG,
        PANEL,
        PANEL_ACTIVE,
        INK,
        MUTED,
        GOLD,
        GREEN,
        DANGER,
        CARD_EDGE,
        RUIN,
        RUIN_LINE,
        COMPLETE,
        SECRET,
        SHIELD,
        CARD_BACK,
        TECH_CARD,
        METAL,
        ENERGY,
        SHELL,
        SNAIL_BODY,
        ROBOT,
        ROBOT_EYE,
        RIM,
        (255, 255, 255),
        (20, 24, 31),
        *SEAT_COLOUR.values(),
        *TYPE_FILL.values(),
    ]
    flat += [d.mix(fill, (0, 0, 0), 0.1) for fill in TYPE_FILL.values()]
    return d.make_palette([sample], flat)


def _sample_view() -> GiantSnailView:
    cat = catalog()
    regions = []
    for region in cat.region:
        kind = cat.kind[region.type]
        destroyed = region.id in (2, 5, 7, 11)
        row, col = divmod(region.id - 1, cat.grid_cols)
        rows = tuple(
            tuple((region.id + j) % 3 for j in range(cap - (i + region.id) % 2))
            for i, cap in enumerate(kind.rows)
        )
        regions.append(
            RegionView(
                id=region.id,
                name=f"Region {region.id}",
                type=region.type,
                owner=cat.colours.index(region.owner),
                row=row,
                col=col,
                destroyed=destroyed,
                rows=() if destroyed else rows,
                capacity=kind.rows,
                rebuild=(1, 2) if destroyed else (),
                rebuild_slots=kind.rebuild_slots,
                rebuild_cost=(kind.rebuild_metal, kind.rebuild_energy),
                defence="Salt Ring" if region.id == 3 else "",
                defender=1 if region.id == 3 else -1,
            )
        )
    sections = tuple(
        SectionView(
            id=s.id,
            name=s.name,
            slots=(i % 3, (i + 1) % 3) if i < 3 else (i % 3, -1),
            costs=s.slots,
            complete=i < 3,
        )
        for i, s in enumerate(cat.section)
    )
    players = tuple(
        PlayerView(
            seat=s,
            colour=c,
            metal=3 + s,
            energy=2,
            votes=s,
            pool=10,
            reserve=7,
            weapons=("Battle Fork", "A Salt Rifle") if s == 0 else (),
            armed=("Battle Fork",) if s == 0 else (),
            claimed=2 if s == 0 else 0,
            actions=1,
            forfeited=s == 2,
        )
        for s, c in enumerate(cat.colours)
    )
    return GiantSnailView(
        viewer=0,
        round=5,
        phase="actions",
        leader=1,
        turn=0,
        regions=tuple(regions),
        sections=sections,
        robot=6,
        robot_built=False,
        snail=9,
        snail_text="on Region 9",
        deck_size=12,
        event2=False,
        discard=("Sighting", "Landfall", "North"),
        buried=3,
        market=("Flambé Thrower", "Malacologist"),
        tech_deck=4,
        players=players,
        destroyed=4,
        draft=("Move a worker from Region 1",),
        known_top=("North", "Burrow"),
        defeat=False,
    )


def encode(image: Image.Image) -> bytes:
    """A board picture as PNG bytes (at most 300 KB, Discord-friendly), in the fixed board palette."""
    return d.encode_png(image, max_bytes=MAX_PNG_BYTES, palette=board_palette())
