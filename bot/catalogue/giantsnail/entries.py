"""Giant Snail Will Not Prevail! entries for the player guide: the technology cards (T1-T9), every kind of
event card, the four region types, the robot's sections, the four scoring categories and a few rule words
players look up (the robot, the event deck, damage, randomizer tokens, defeat).

Names, costs, slots, counts and damage come from the component data (``engines.giantsnail.data.catalog``,
read from ``data/giantsnail/components.toml``). The rulebook prints no card texts, so the effects are
written here, in players' words, from the game's rulings document (T4-T9, G5-G7) and
the rulings the game makes in code (GS1-GS4). The few numbers of those effects that the component data
does not hold are the constants below; tests/test_giantsnail_guide.py checks each against the game.
"""

from __future__ import annotations

from bot.catalogue.guide import GuideEntry
from bot.i18n import Speaker
from engines.giantsnail.board import amount
from engines.giantsnail.data import (
    DIRECTIONS,
    EVENT_NAMES,
    REGION_NAMES,
    Catalog,
    RegionKind,
    Section,
    Tech,
    catalog,
)
from engines.wording import join_words, plural

# Numbers of the effects that the component data does not hold (the game's own values).
DEFENDERS_DAMAGE = 2  # T5/T6: damage the snail takes when Defenders hold a region
MALACOLOGIST_PEEK = 3  # T7: event cards the Malacologist looks at
LABOR_RESERVE = 2  # T8, once the robot is finished: workers moved from the reserve to the pool
SALVAGE_MIN = 2  # T9: resources per destroyed region, at least this many...
SALVAGE_MAX = 4  # ...and at most this many
GRANTS = 1  # Reconstruction Grants: metal and energy each player gains
REFUGEES = 2  # Refugees Return: workers each player moves from the reserve to the pool
CAMPAIGN_COST = 3  # Campaign Trail: resources for a vote
MONSTER_KILLER_CARDS = 3  # Monster Killer: Event 1 cards claimed per vote

OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")

# ---- technology cards --------------------------------------------------------------------------------

DEFENCE_PLACE = (
    "When you research it, put it on an intact region that has no defence card and is not the snail's, "
    "with a worker from your pool on it to show it is yours (with no such region, it is discarded)."
)
DEFENCE_USED = (
    "The card is then discarded, your worker goes back to your pool and you gain 1 vote. If the snail is "
    "defeated first, the card is discarded without a vote and the worker goes back to your pool."
)
IMMEDIATE = "It takes effect as soon as you research it, then it is discarded."

EFFECTS: dict[str, str] = {
    "ring": "When the snail would move onto that region (North, South, East, West or Burrow), the move "
    "is cancelled: the snail stays where it is and destroys nothing this round. At Landfall, another "
    "randomizer token is drawn instead.",
    "defenders": "When the snail moves onto or lands on that region, the region is not destroyed this round "
    f"and the snail takes {DEFENDERS_DAMAGE} points of damage, discarded face down; nobody claims them.",
    "malacologist": f"Look in secret at the top {MALACOLOGIST_PEEK} event cards, not counting Sighting "
    "and Landfall if they are still on top (they keep their place). Discard one of them face down, which is damage nobody claims, "
    "and put the others back in the order you choose. Only you see them.",
    "labor": "Put a worker from your pool (from your reserve if your pool is empty) on an empty "
    "construction slot of the robot, in the section you choose, without paying its cost. It can complete "
    "a section and even finish the robot. If the robot is already finished, move "
    f"{LABOR_RESERVE} workers from your reserve to your pool instead (fewer if your reserve holds fewer).",
    "salvage": "Take 1 resource, metal or energy as you choose, for each destroyed region: at least "
    f"{SALVAGE_MIN} and at most {SALVAGE_MAX}.",
}


def _copies(count: int) -> str:
    return plural(count, "copy", "copies")


def _tech_entry(cards: list[Tech]) -> GuideEntry:
    card = cards[0]
    if card.kind == "weapon":
        damage = plural(card.damage, "point")
        text = (
            f"Weapon attachment, {_copies(len(cards))}. You keep it, and may research it before the robot "
            f"is finished. Build it: send one of your own Factory workers to its construction slot and "
            f"pay {amount(card.build_metal, card.build_energy)}. Fire it: once in each combat, pay "
            f"{amount(card.fire_metal, card.fire_energy)} to deal {damage} of damage. The event cards it "
            "discards are yours and count for Monster Killer."
        )
    elif card.kind == "defence":
        text = f"Defence card, {_copies(len(cards))}. {DEFENCE_PLACE} {EFFECTS[card.card]} {DEFENCE_USED}"
    else:
        text = f"Immediate technology, {_copies(len(cards))}. {IMMEDIATE} {EFFECTS[card.card]}"
    return GuideEntry(
        name=card.name, kind="technology card", text=text, aliases=tuple(c.id.upper() for c in cards)
    )


def _tech_entries(cat: Catalog) -> list[GuideEntry]:
    """One entry per card, in the order of the data; copies of a card (Defenders) share one."""
    groups: dict[str, list[Tech]] = {}
    for tech in cat.tech:
        groups.setdefault(tech.card, []).append(tech)
    return [_tech_entry(cards) for cards in groups.values()]


# ---- event cards -------------------------------------------------------------------------------------

EVENT0: dict[str, str] = {
    "sighting": "The top card of the event deck at the start. The snail moves from slot 2 to slot 1 of the "
    "space card; it destroys nothing yet.",
    "landfall": "The second card of the event deck. The leader draws a randomizer token and the snail "
    "lands on that region, then destroys it. A Salt Ring there turns it away (another token is drawn); "
    "Defenders there save the region this round.",
}
SNAIL_ATTACK = (
    "Then it destroys the region it is on, unless a Salt Ring or Defenders stop it; on a region already in "
    "ruins, it kills the workers on the rebuild slots. If this is the last card of the deck, the snail is "
    "defeated as it is revealed and does not move."
)
BURROW = (
    "The leader draws a randomizer token and the snail moves to that region, anywhere on the grid; if it "
    "is there already, it stays."
)
EVENT2: dict[str, str] = {
    "grants": f"Each player gains {GRANTS} metal and {GRANTS} energy.",
    "refugees": f"Each player moves {plural(REFUGEES, 'worker')} from their reserve to their pool (fewer "
    "if their reserve holds fewer).",
    "works": "Until the end of the next round, each rebuild costs 1 resource less. When the cost has both "
    "metal and energy, the rebuilder chooses which one the saving comes off.",
    "parade": "In this Event Phase the leader moves the robot for free, still at most {steps}.",
    "aftershock": "The leader draws a randomizer token. If that region is intact, every worker on it goes "
    "back to its owner's pool; nobody dies. A ruined region is left alone.",
    "campaign": f"From the leader, clockwise, each player may pay {CAMPAIGN_COST} resources, any mix of "
    "metal and energy, for 1 vote.",
}


def _event_entries(cat: Catalog) -> list[GuideEntry]:
    ev = cat.events
    out = [GuideEntry(EVENT_NAMES[key], "event card", f"Event 0. {text}") for key, text in EVENT0.items()]
    for direction in DIRECTIONS:
        count = getattr(ev, direction)
        text = (
            f"Event 1, {plural(count, 'card')} in the deck. The snail moves one region {direction}; off the "
            f"{direction} edge of the grid it comes back on the {OPPOSITE[direction]} edge. {SNAIL_ATTACK}"
        )
        out.append(GuideEntry(EVENT_NAMES[direction], "event card", text))
    burrow = f"Event 1, {plural(ev.burrow, 'card')} in the deck. {BURROW} {SNAIL_ATTACK}"
    out.append(GuideEntry(EVENT_NAMES["burrow"], "event card", burrow))
    for key in ev.event2:
        text = (
            f"Event 2, one of the {len(ev.event2)} cards shuffled into a new event deck when the snail is "
            f"defeated. {EVENT2[key].format(steps=plural(cat.robot_max_steps, 'step'))}"
        )
        out.append(GuideEntry(EVENT_NAMES[key], "event card", text))
    return out


# ---- regions, the robot, scoring ---------------------------------------------------------------------

REGION_USE: dict[str, str] = {
    "lab": "A row holds one player's workers only, until it is empty again. In the Resolution Phase you "
    "may cash in a full row of yours: its workers go back to your pool and you take a technology card "
    "from the market.",
    "factory": "In the Resolution Phase each worker here may build the robot or your own weapon, paying "
    "the slot's cost, or rebuild a destroyed region.",
}


def _rows(rows: tuple[int, ...]) -> str:
    """ "2 rows of 2 worker slots", "3 single worker slots"."""
    if len(set(rows)) == 1:
        if rows[0] == 1:
            return plural(len(rows), "single worker slot")
        return f"{plural(len(rows), 'row')} of {plural(rows[0], 'worker slot')}"
    return "rows of " + join_words(str(r) for r in rows) + " worker slots"


def _region_entry(cat: Catalog, key: str, kind: RegionKind) -> GuideEntry:
    regions = [r for r in cat.region if r.type == key]
    names = [f"{REGION_NAMES[key]} {r.id}" for r in regions]
    if kind.produces:
        use = f"Each completely filled row gives 1 {kind.produces} to each player with a worker in it, every Resolution Phase."
    else:
        use = REGION_USE[key]
    text = (
        f"Intact: {_rows(kind.rows)}. {use} Destroyed: {plural(kind.rebuild_slots, 'rebuild slot')}; "
        f"rebuilding costs {amount(kind.rebuild_metal, kind.rebuild_energy)}. "
        f"Regions: {join_words(f'{n} ({r.owner})' for n, r in zip(names, regions, strict=True))}."
    )
    return GuideEntry(name=kind.name, kind="region", text=text, aliases=tuple(names))


def _slot_costs(section: Section) -> str:
    costs = [amount(metal, energy) for metal, energy in section.slots]
    slots = plural(len(costs), "construction slot")
    if len(set(costs)) == 1:
        return f"{slots}, each costing {costs[0]}"
    listed = [
        f"the {ORDINALS[0]} costs {costs[0]}",
        *(f"the {ORDINALS[i]} {c}" for i, c in enumerate(costs) if i),
    ]
    return f"{slots}: {', '.join(listed)}"


def _section_entry(section: Section) -> GuideEntry:
    text = (
        f"A section of the robot with {_slot_costs(section)}. A Factory worker fills a slot by paying its "
        "cost (Robotic Labor fills one for free). When every slot is filled the section is complete and "
        "flips; its workers stay on it for the rest of the game and count for Hail Our Metal Saviour."
    )
    return GuideEntry(name=f"Robot {section.name}", kind="robot section", text=text, aliases=(section.name,))


def _scoring_entries(cat: Catalog) -> list[GuideEntry]:
    sections = len(cat.section)
    texts = {
        "Hail Our Metal Saviour": f"For each of the {sections} robot sections, 1 vote to the player with "
        "the most workers on it, and 1 more vote to the player with the most workers on the whole robot. "
        "A tie gives that vote to nobody.",
        "Monster Killer": f"1 vote for every {MONSTER_KILLER_CARDS} Event 1 cards you claimed with your "
        "weapons, and 1 more vote to the player who claimed the most (at least one). Tied players each "
        "get it.",
        "Nationalism": "1 vote to the player with the most workers on intact regions they own (at least "
        "one). Tied players each get it.",
        "International Cooperation": "1 vote to the player with the most workers on intact regions owned "
        "by other players (at least one). Tied players each get it.",
    }
    return [
        GuideEntry(name, "scoring category", f"At the end of the game. {text}")
        for name, text in texts.items()
    ]


def _rule_entries(cat: Catalog) -> list[GuideEntry]:
    slots = [cost for s in cat.section for cost in s.slots]
    metal, energy = sum(m for m, _ in slots), sum(e for _, e in slots)
    ev = cat.events
    event1 = ev.north + ev.south + ev.east + ev.west + ev.burrow
    regions = len(cat.region)
    robot = (
        f"Built from {len(cat.section)} sections with {len(slots)} construction slots, costing "
        f"{amount(metal, energy)} in all. When the last slot is filled, the leader draws a randomizer "
        "token and the robot stands on that region. In each Event Phase the leader may move it up to "
        f"{plural(cat.robot_max_steps, 'step')} north, south, east or west, paying "
        f"{cat.robot_step_cost} resources of any mix per step. On the snail's region it fights: built "
        f"weapons fire first, then the robot deals {plural(cat.robot_base_damage, 'point')} of damage. "
        "Once the snail is defeated, the leader may use it to rebuild the region it stands on. Once it is "
        "finished, every rebuild earns the rebuilder 1 vote."
    )
    deck = (
        f"Sighting and Landfall on top of the {event1} Event 1 cards, shuffled. One card is revealed each "
        "Event Phase. Damage, newly destroyed regions and the Malacologist discard cards face down, unseen. "
        "When the deck is empty, the snail is defeated, even as its last card is revealed (that card then "
        f"does nothing). Then the {len(ev.event2)} Event 2 cards are shuffled into a new event deck; the "
        "game ends at the end of the round in which the last of them is revealed, or sooner, at the end of "
        "a round with no region left destroyed."
    )
    damage = (
        "Each point of damage discards the top card of the event deck face down. Cards discarded by a "
        "weapon go to its owner and count for Monster Killer; other damage goes to the discard pile. When "
        "the deck is empty, the snail is defeated and damage left over is lost."
    )
    randomizer = (
        f"{regions} tokens, numbered 1 to {regions}, one for each region. Each player draws one at the "
        "start to place a first worker. The leader draws one for Landfall, Burrow and Aftershock, and to "
        "place the finished robot."
    )
    defeat = (
        f"Every player loses the moment {cat.defeat_destroyed} or more regions are destroyed, or every "
        "region of one type (every Mine, every Solar Farm, every R&D Labs or every Factory). It is checked "
        "as soon as a region flips, before its extra event card is discarded."
    )
    return [
        GuideEntry("Robot", "rule", robot),
        GuideEntry("Event deck", "rule", deck, aliases=("events",)),
        GuideEntry("Damage", "rule", damage),
        GuideEntry("Randomizer token", "rule", randomizer, aliases=("randomizer",)),
        GuideEntry("Defeat", "rule", defeat),
    ]


def entries(say: Speaker | None = None) -> list[GuideEntry]:
    """Technology cards, event cards, regions, robot sections, scoring categories, then rule words."""
    cat = catalog()
    return [
        *_tech_entries(cat),
        *_event_entries(cat),
        *(_region_entry(cat, key, kind) for key, kind in cat.kind.items()),
        *(_section_entry(section) for section in cat.section),
        *_scoring_entries(cat),
        *_rule_entries(cat),
    ]
