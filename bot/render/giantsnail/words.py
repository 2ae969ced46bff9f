"""Giant Snail Will Not Prevail! in words: phases, whose turn it is and what they may do, the snail, the
robot, the decks, each region and player, shared by the terminal text and the embed (``text.py``), the
pictures and their alt text (``alt.py``).

Everything here reads only the view it is given (the public view, or one seat's), so nothing says more
than that view's audience may know: what a Malacologist saw (``known_top``) is in its researcher's view
only (ruling 37), and ``known_words`` is the only place that reads it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from bot.render.giantsnail.style import SEAT_LETTER
from bot.render.protocol import escape_markdown, seat_name
from engines.giantsnail.board import amount
from engines.giantsnail.data import REGION_NAMES, Tech, catalog
from engines.giantsnail.models import (
    DEAD,
    SPACE1,
    SPACE2,
    GiantSnailView,
    PlayerView,
    RegionView,
    SectionView,
)
from engines.wording import join_words, plural

TITLE = "Giant Snail Will Not Prevail!"
ACTIONS_PER_ROUND = 2  # rulebook "Action Phase": every player executes 2 actions

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

# What each region type does, in a few words (rulebook "Resolution Phase" a-c).
TYPE_WORDS = {
    "mine": "A full row gives each player in it 1 metal.",
    "solar": "A full row gives each player in it 1 energy.",
    "lab": "A full row of one player's workers buys a technology; a row holds one player's workers.",
    "factory": "A worker here builds the robot, a weapon or a ruined region.",
}


def phase_title(view: GiantSnailView) -> str:
    return PHASE_TITLE.get(view.phase, view.phase)


def colour_of(view: GiantSnailView, seat: int) -> str:
    if 0 <= seat < len(view.players):
        return view.players[seat].colour
    return "black"


def letter_of(view: GiantSnailView, seat: int) -> str:
    return SEAT_LETTER.get(colour_of(view, seat), "?")


def you(view: GiantSnailView, seat: int, names: Sequence[str]) -> str:
    """' (you)' after the viewer's own name, unless the host already wrote it there."""
    if seat != view.viewer or seat_name(names, seat).endswith("(you)"):
        return ""
    return " (you)"


def region_by_id(view: GiantSnailView, region: int) -> RegionView | None:
    return next((r for r in view.regions if r.id == region), None)


def region_name(view: GiantSnailView, region: int) -> str:
    found = region_by_id(view, region)
    return found.name if found is not None else f"region {region}"


def type_name(kind: str) -> str:
    return REGION_NAMES.get(kind, kind)


def grid_order(view: GiantSnailView) -> list[RegionView]:
    """The regions North to South, West to East."""
    return sorted(view.regions, key=lambda r: (r.row, r.col))


def rows_of(region: RegionView) -> tuple[tuple[int, ...], ...]:
    """The rows of an intact region, padded to its capacity (a view may list fewer)."""
    rows = list(region.rows)
    rows += [() for _ in range(len(region.capacity) - len(rows))]
    return tuple(rows[: len(region.capacity)])


def neighbours(view: GiantSnailView, region: RegionView) -> list[tuple[str, RegionView]]:
    """The regions next to ``region`` North, South, East and West; the grid wraps at its edges (rulebook
    "Event Phase" b)."""
    rows = 1 + max(r.row for r in view.regions)
    cols = 1 + max(r.col for r in view.regions)
    at = {(r.row, r.col): r for r in view.regions}
    found = []
    for word, (dr, dc) in (("North", (-1, 0)), ("South", (1, 0)), ("East", (0, 1)), ("West", (0, -1))):
        other = at.get(((region.row + dr) % rows, (region.col + dc) % cols))
        if other is not None:
            found.append((word, other))
    return found


@cache
def _techs() -> dict[str, Tech]:
    return {t.name: t for t in catalog().tech}


# What the defence and immediate technologies do, as implemented: the shared rulings' T4-T9 (the rulebook
# prints no effects) and our rulings GS2 and GS4 (docs/rules/giantsnail.md).
TECH_TEXT = {
    "Salt Ring": "Defence: put it on an intact region with a worker of yours. The snail cannot enter that "
    "region: it stays put and destroys nothing that round, and you get a vote and your worker back.",
    "Defenders": "Defence: put it on an intact region with a worker of yours. When the snail enters, the "
    "region is spared and the snail takes 2 damage; you get a vote and your worker back.",
    "Malacologist": "Look at the top 3 event cards after the Event 0 cards; discard one face down and put "
    "the others back in the order you choose. Only you see them.",
    "Robotic Labor": "Put a worker of yours on an empty robot slot for free; once the robot is finished, "
    "move 2 reserve workers to your pool instead.",
    "Salvage": "Take 1 metal or energy for each ruined region (at least 2, at most 4).",
}


def weapon_words(name: str) -> str:
    """A weapon's costs and damage ("build 1 metal; fire 1 metal for 1 damage"); '' for other cards."""
    tech = _techs().get(name)
    if tech is None or tech.kind != "weapon":
        return ""
    build = amount(tech.build_metal, tech.build_energy)
    fire = amount(tech.fire_metal, tech.fire_energy)
    return f"build {build}; fire {fire} for {tech.damage} damage"


def tech_words(name: str) -> str:
    """What a technology card does, in a sentence or two ("Weapon: build 1 metal; fire 1 metal for 1
    damage")."""
    weapon = weapon_words(name)
    if weapon:
        return f"Weapon: {weapon}"
    return TECH_TEXT.get(name, "")


# ---- whose turn ----------------------------------------------------------------------------------------


def robot_step_words(view: GiantSnailView) -> str:
    cat = catalog()
    price = "free this round (Robot Parade)" if view.free_moves else f"{cat.robot_step_cost} resources a step"
    return f"{price}, up to {plural(cat.robot_max_steps, 'step')}"


# A researched technology's question ("Technology Cards"), asked before research goes on.
QUESTION_HEADLINE = {
    "defence": "where does the {card} go?",
    "peek": "Malacologist: which event card goes?",
    "labor": "Robotic Labor: build which section?",
    "salvage": "Salvage: take metal or energy?",
}


def question_status(view: GiantSnailView, who: str) -> str:
    """The status sentence while ``who`` answers a researched technology's question."""
    return {
        "defence": f"{who} puts the {view.question_card} on a region the snail is not on.",
        "peek": f"Malacologist: {who} looks at the next event cards, discards one and orders the rest.",
        "labor": f"Robotic Labor: {who} builds a section of the robot for free.",
        "salvage": f"Salvage: {who} chooses how much metal and how much energy to take.",
    }.get(view.question, f"{who} answers the {view.question_card}.")


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
        return f"{who} places the {count} on the rebuilt {region_name(view, view.placing)}."
    if view.question:
        return question_status(view, who)
    hand_limit = catalog().hand_limit
    doing = {
        "research": f"{who} may cash in a full R&D Labs row for a technology.",
        "factory": f"{who} may send a Factory worker to build the robot, a weapon or a rebuild.",
        "robot": f"{who}, the leader, may move the robot ({robot_step_words(view)}).",
        "weapons": f"Combat! {who} may fire a weapon at the snail.",
        "rebuild": f"{who}, the leader, may rebuild {region_name(view, view.robot)} with the robot.",
        "campaign": f"Campaign Trail: {who} may pay 3 resources for a vote.",
        "discard": f"{who} must discard down to {hand_limit} metal and energy.",
    }
    return doing.get(view.phase, f"{who} decides.")


def headline(view: GiantSnailView, names: Sequence[str]) -> str:
    """The picture's status, short enough for a phone: how the game ended, or who decides what."""
    if view.phase == "over":
        return "The Giant Snail prevailed: everyone loses" if view.defeat else "The snail is defeated!"
    if view.turn is None:
        return phase_title(view)
    who = seat_name(names, view.turn)
    if view.phase == "actions":
        number = min(view.players[view.turn].actions + 1, ACTIONS_PER_ROUND)
        return f"{who}: place or move a worker ({number} of {ACTIONS_PER_ROUND})"
    if view.placing:
        return f"{who}: place the returning workers on {region_name(view, view.placing)}"
    if view.question:
        return f"{who}: {QUESTION_HEADLINE[view.question].format(card=view.question_card)}"
    doing = {
        "research": "research a technology?",
        "factory": "use a Factory worker?",
        "robot": "move the robot?",
        "weapons": "fire a weapon at the snail?",
        "rebuild": f"rebuild {region_name(view, view.robot)} with the robot?",
        "campaign": "pay 3 resources for a vote?",
        "discard": f"discard down to {catalog().hand_limit}",
    }
    return f"{who}: {doing.get(view.phase, 'decide')}"


def subline(view: GiantSnailView, names: Sequence[str]) -> str:
    """The banner's second line: the round, the phase and who holds the leader token."""
    parts = [f"Round {view.round}", phase_title(view)]
    if view.phase == "over":
        parts.append(
            f"{plural(view.destroyed, 'region')} destroyed" if view.defeat else "the scoring cards add votes"
        )
    else:
        parts.append(f"Leader: {seat_name(names, view.leader)}")
    return " · ".join(parts)


def draft_words(view: GiantSnailView) -> str:
    return "Chosen so far: " + " → ".join(view.draft) if view.draft else ""


def returning_words(view: GiantSnailView) -> str:
    """The returning workers still to place, by colour ("red and blue"); '' when none are."""
    if not view.placing:
        return ""
    return join_words(colour_of(view, w) for w in view.returning)


# ---- the snail, the robot, the decks -------------------------------------------------------------------


def snail_words(view: GiantSnailView) -> str:
    if view.snail == DEAD:
        return "The snail is defeated."
    return f"The snail is {view.snail_text}."


def snail_short(view: GiantSnailView) -> str:
    """Where the snail is, for the picture: "In space (slot 2)", "Mine 7", "Defeated"."""
    if view.snail == DEAD:
        return "Defeated"
    if view.snail in (SPACE1, SPACE2):
        return f"In space (slot {2 if view.snail == SPACE2 else 1})"
    return region_name(view, view.snail)


def built_slots(view: GiantSnailView) -> tuple[int, int]:
    """(construction slots filled, construction slots in all) over the six robot sections."""
    filled = sum(1 for s in view.sections for w in s.slots if w >= 0)
    return filled, sum(len(s.slots) for s in view.sections)


def robot_words(view: GiantSnailView) -> str:
    if view.robot_built:
        where = f", standing on {region_name(view, view.robot)}" if view.robot else ""
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


def event_notes(view: GiantSnailView) -> list[str]:
    """This round's Event 2 effects still in force (G7 E2-3, E2-4)."""
    notes = []
    if view.public_works:
        notes.append("Public Works: rebuilds cost 1 resource less")
    if view.free_moves:
        notes.append("Robot Parade: the robot moves for free")
    return notes


# ---- regions, sections and players as text ------------------------------------------------------------


def worker_letters(view: GiantSnailView, workers: Sequence[int], slots: int) -> str:
    letters = [letter_of(view, w) for w in workers]
    return " ".join([*letters, *["." for _ in range(slots - len(workers))]])


def worker_emoji(view: GiantSnailView, workers: Sequence[int], slots: int) -> str:
    marks = {"red": "🔴", "blue": "🔵", "black": "⚫"}
    return "".join(
        [
            *(marks.get(colour_of(view, w), "❔") for w in workers),
            *["⚪" for _ in range(slots - len(workers))],
        ]
    )


def rebuild_cost_words(view: GiantSnailView, region: RegionView) -> str:
    return amount(*region.rebuild_cost) + (" less 1 (Public Works)" if view.public_works else "")


def region_extras(view: GiantSnailView, region: RegionView, names: Sequence[str]) -> str:
    extras = []
    if view.snail == region.id:
        extras.append("the snail is here")
    if view.robot == region.id:
        extras.append("the robot is here")
    if region.defence:
        who = f" ({seat_name(names, region.defender)})" if region.defender >= 0 else ""
        extras.append(f"{region.defence}{who}")
    return "; ".join(extras)


def region_line(view: GiantSnailView, region: RegionView, names: Sequence[str]) -> str:
    """A region as plain text: "Mine 1 (Ann's, red): row 1 R B, row 2 . .; the snail is here"."""
    head = f"{region.name} ({seat_name(names, region.owner)}'s, {colour_of(view, region.owner)})"
    if region.destroyed:
        slots = worker_letters(view, region.rebuild, region.rebuild_slots)
        body = f"DESTROYED, rebuild slots {slots}, costs {rebuild_cost_words(view, region)}"
    else:
        body = ", ".join(
            f"row {i + 1} {worker_letters(view, workers, cap)}"
            for i, (workers, cap) in enumerate(zip(rows_of(region), region.capacity, strict=True))
        )
    extras = region_extras(view, region, names)
    return f"{head}: {body}" + (f"; {extras}" if extras else "")


def section_line(view: GiantSnailView, section: SectionView) -> str:
    workers = worker_letters(view, [w for w in section.slots if w >= 0], len(section.slots))
    return f"{section.name} {workers}" + (" (complete)" if section.complete else "")


def weapons_words(p: PlayerView) -> str:
    if not p.weapons:
        return "none"
    return ", ".join(f"{w} ({'built' if w in p.armed else 'not built'})" for w in p.weapons)


def actions_words(view: GiantSnailView, p: PlayerView) -> str:
    """How far the player is through this Action Phase; '' outside it."""
    if view.phase != "actions":
        return ""
    if p.forfeited:
        return "Forfeited the rest of this round's actions"
    return f"Actions taken this round: {min(p.actions, ACTIONS_PER_ROUND)} of {ACTIONS_PER_ROUND}"


def player_lines(view: GiantSnailView, p: PlayerView) -> list[str]:
    lines = [
        f"{p.metal} metal, {p.energy} energy, {plural(p.votes, 'vote')}",
        f"Workers: {p.pool} in the pool, {p.reserve} in reserve",
        f"Weapons: {weapons_words(p)}",
    ]
    if p.claimed or p.weapons:
        lines.append(f"Event cards claimed: {p.claimed}")
    actions = actions_words(view, p)
    if actions:
        lines.append(actions)
    return lines


def player_title(view: GiantSnailView, p: PlayerView, names: Sequence[str], md: bool) -> str:
    name = seat_name(names, p.seat)
    if md:
        name = escape_markdown(name)
    roles = [p.colour]
    if p.seat == view.leader and view.phase != "over":
        roles.append("leader")
    return f"{name}{you(view, p.seat, names)} ({', '.join(roles)})"


def most_votes(view: GiantSnailView) -> tuple[int, ...]:
    """The seats with the most votes won so far, if anyone has one."""
    best = max(p.votes for p in view.players)
    return tuple(p.seat for p in view.players if p.votes == best) if best else ()


def workers_names(names: Sequence[str], workers: Sequence[int]) -> str:
    """The players whose workers these are, each once, in the order they first stand."""
    return join_words(seat_name(names, w) for w in dict.fromkeys(workers))


def robot_workers_words(view: GiantSnailView, names: Sequence[str]) -> str:
    """ "Workers on the robot: Ann 3, Bo 1, Cy 0." (rulebook "Hail Our Metal Saviour" counts them)."""
    everyone = [w for s in view.sections for w in s.slots if w >= 0]
    counts = ", ".join(f"{seat_name(names, p.seat)} {everyone.count(p.seat)}" for p in view.players)
    return f"Workers on the robot: {counts}."


def newest_events(view: GiantSnailView) -> list[str]:
    """The last six event cards played, newest first."""
    return list(reversed(view.discard))[:6]
