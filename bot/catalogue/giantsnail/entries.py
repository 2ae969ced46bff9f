"""Giant Snail Will Not Prevail! entries for the player guide: the technology cards (T1-T9), every kind of
event card, the four region types, the robot's sections, the four scoring categories and a few rule words
players look up (the robot, the event deck, damage, randomizer tokens, defeat), said in a reader's language.

Names, costs, slots, counts and damage come from the component data (``engines.giantsnail.data.catalog``,
read from ``data/giantsnail/components.toml``). The rulebook prints no card texts, so the effects are
written, in players' words, from the game's rulings document (T4-T9, G5-G7) and the rulings the game makes
in code (GS1-GS4): ``snail-guide-*`` in ``giantsnail.ftl``, which name the cards, events, regions and
sections by the boards' own messages (``snail-tech-*``, ``snail-event-*``, ``snail-board-type``,
``snail-region-*``, ``snail-section-*``). The few numbers of those effects that the component data does not
hold are the constants below; tests/test_giantsnail_guide.py checks each against the game.
"""

from __future__ import annotations

from bot.catalogue.guide import GuideEntry
from bot.i18n import Speaker
from engines.giantsnail.board import amount_words
from engines.giantsnail.data import (
    DIRECTIONS,
    Catalog,
    RegionKind,
    Section,
    Tech,
    catalog,
    event_words,
)
from engines.phrasing import Listed, Words

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

# The event cards that move the snail onto a region, which a Salt Ring cancels.
MOVES = (*DIRECTIONS, "burrow")

# The scoring categories, in the order of the game's (engines.giantsnail.scoring.CATEGORIES): their key in
# snail-guide-scoring-<key> and snail-guide-scoring-text-<key>.
SCORING = ("hail", "killer", "nationalism", "cooperation")

# The rule words: their key in snail-guide-rule-<key>, -text-<key>, and whether they have an alias.
RULES: tuple[tuple[str, bool], ...] = (
    ("robot", False),
    ("deck", True),
    ("damage", False),
    ("randomizer", True),
    ("defeat", False),
)

# ---- technology cards --------------------------------------------------------------------------------


def effect(card: str, say: Speaker) -> str:
    """What a defence card or an immediate technology does (snail-guide-effect-<card>), with its numbers."""
    args: dict[str, dict[str, object]] = {
        "ring": {"events": Listed.of((event_words(e) for e in MOVES), style="or")},
        "defenders": {"damage": DEFENDERS_DAMAGE},
        "malacologist": {"cards": MALACOLOGIST_PEEK},
        "labor": {"workers": LABOR_RESERVE},
        "salvage": {"least": SALVAGE_MIN, "most": SALVAGE_MAX},
    }
    return say(f"snail-guide-effect-{card}", **args[card])


def _tech_entry(cards: list[Tech], say: Speaker) -> GuideEntry:
    card = cards[0]
    if card.kind == "weapon":
        text = say(
            "snail-guide-tech-weapon",
            copies=len(cards),
            build=amount_words(card.build_metal, card.build_energy),
            fire=amount_words(card.fire_metal, card.fire_energy),
            damage=card.damage,
        )
    else:
        kind = "defence" if card.kind == "defence" else "immediate"
        text = say(f"snail-guide-tech-{kind}", copies=len(cards), effect=effect(card.card, say))
    return GuideEntry(
        name=say(f"snail-tech-{card.card}"),
        kind="technology card",
        text=text,
        aliases=tuple(c.id.upper() for c in cards),
    )


def _tech_entries(cat: Catalog, say: Speaker) -> list[GuideEntry]:
    """One entry per card, in the order of the data; copies of a card (Defenders) share one."""
    groups: dict[str, list[Tech]] = {}
    for tech in cat.tech:
        groups.setdefault(tech.card, []).append(tech)
    return [_tech_entry(cards, say) for cards in groups.values()]


# ---- event cards -------------------------------------------------------------------------------------


def _event2_args(key: str, cat: Catalog) -> dict[str, object]:
    """The numbers of an Event 2 card's text (snail-guide-event-<key>)."""
    args: dict[str, dict[str, object]] = {
        "grants": {"amount": amount_words(GRANTS, GRANTS)},
        "refugees": {"workers": REFUGEES},
        "parade": {"steps": cat.robot_max_steps},
        "campaign": {"cost": CAMPAIGN_COST},
    }
    return args.get(key, {})


def _event_entries(cat: Catalog, say: Speaker) -> list[GuideEntry]:
    ev = cat.events

    def entry(key: str, text: str) -> GuideEntry:
        return GuideEntry(say(f"snail-event-{key}"), "event card", text)

    out = [
        entry(key, say("snail-guide-event-zero", text=say(f"snail-guide-event-{key}")))
        for key in ("sighting", "landfall")
    ]
    for direction in DIRECTIONS:
        text = say("snail-guide-event-direction", cards=getattr(ev, direction), direction=direction)
        out.append(entry(direction, text))
    out.append(entry("burrow", say("snail-guide-event-burrow", cards=ev.burrow)))
    for key in ev.event2:
        said = say(f"snail-guide-event-{key}", **_event2_args(key, cat))
        out.append(entry(key, say("snail-guide-event-two", count=len(ev.event2), text=said)))
    return out


# ---- regions, the robot, scoring ---------------------------------------------------------------------


def rows(shape: tuple[int, ...], say: Speaker) -> str:
    """ "2 rows of 2 worker slots", "3 single worker slots"."""
    if len(set(shape)) == 1:
        if shape[0] == 1:
            return say("snail-guide-rows-single", rows=len(shape))
        return say("snail-guide-rows", rows=len(shape), slots=shape[0])
    return say("snail-guide-rows-mixed", sizes=Listed.of(shape))


def _region_entry(cat: Catalog, key: str, kind: RegionKind, say: Speaker) -> GuideEntry:
    regions = [r for r in cat.region if r.type == key]
    names = [Words(id=f"snail-region-{key}", args={"number": r.id}) for r in regions]
    if kind.produces:
        use = say("snail-guide-region-produces", resource=kind.produces)
    else:
        use = say(f"snail-guide-region-use-{key}")
    owned = (
        Words(
            id="snail-guide-region-owned", args={"region": n, "colour": Words(id=f"snail-colour-{r.owner}")}
        )
        for n, r in zip(names, regions, strict=True)
    )
    text = say(
        "snail-guide-region",
        rows=rows(kind.rows, say),
        use=use,
        slots=kind.rebuild_slots,
        cost=amount_words(kind.rebuild_metal, kind.rebuild_energy),
        regions=Listed.of(owned),
    )
    return GuideEntry(
        name=say("snail-board-type", kind=key),
        kind="region",
        text=text,
        aliases=tuple(say.words(n) for n in names),
    )


def _slot_costs(section: Section, say: Speaker) -> str:
    costs = [amount_words(metal, energy) for metal, energy in section.slots]
    if len(set(section.slots)) == 1:
        return say("snail-guide-slots-same", count=len(costs), cost=costs[0])
    listed = Listed.of(
        (
            Words(id="snail-guide-slot-cost", args={"ordinal": i + 1, "cost": cost})
            for i, cost in enumerate(costs)
        ),
        style="narrow",
    )
    return say("snail-guide-slots-each", count=len(costs), costs=listed)


def _section_entry(section: Section, say: Speaker) -> GuideEntry:
    name = say(f"snail-section-{section.id}")
    text = say("snail-guide-section-text", slots=_slot_costs(section, say))
    return GuideEntry(
        name=say("snail-guide-section", section=name), kind="robot section", text=text, aliases=(name,)
    )


def _scoring_entries(cat: Catalog, say: Speaker) -> list[GuideEntry]:
    numbers: dict[str, dict[str, int]] = {
        "hail": {"sections": len(cat.section)},
        "killer": {"cards": MONSTER_KILLER_CARDS},
    }
    return [
        GuideEntry(
            say(f"snail-guide-scoring-{key}"),
            "scoring category",
            say("snail-guide-scoring", text=say(f"snail-guide-scoring-text-{key}", **numbers.get(key, {}))),
        )
        for key in SCORING
    ]


def _rule_entries(cat: Catalog, say: Speaker) -> list[GuideEntry]:
    slots = [cost for s in cat.section for cost in s.slots]
    ev = cat.events
    numbers: dict[str, dict[str, object]] = {
        "robot": {
            "sections": len(cat.section),
            "slots": len(slots),
            "cost": amount_words(sum(m for m, _ in slots), sum(e for _, e in slots)),
            "steps": cat.robot_max_steps,
            "step_cost": cat.robot_step_cost,
            "damage": cat.robot_base_damage,
        },
        "deck": {"event1": ev.north + ev.south + ev.east + ev.west + ev.burrow, "event2": len(ev.event2)},
        "randomizer": {"regions": len(cat.region)},
        "defeat": {"destroyed": cat.defeat_destroyed},
    }
    return [
        GuideEntry(
            say(f"snail-guide-rule-{key}"),
            "rule",
            say(f"snail-guide-rule-text-{key}", **numbers.get(key, {})),
            aliases=(say(f"snail-guide-rule-alias-{key}"),) if aliased else (),
        )
        for key, aliased in RULES
    ]


def entries(say: Speaker) -> list[GuideEntry]:
    """Technology cards, event cards, regions, robot sections, scoring categories, then rule words, in
    ``say``'s language."""
    cat = catalog()
    return [
        *_tech_entries(cat, say),
        *_event_entries(cat, say),
        *(_region_entry(cat, key, kind, say) for key, kind in cat.kind.items()),
        *(_section_entry(section, say) for section in cat.section),
        *_scoring_entries(cat, say),
        *_rule_entries(cat, say),
    ]
