"""Giant Snail Will Not Prevail!'s Action Phase and Resolution Phase on a search position
(searchposition.py; docs/ai.md, "Giant Snail's search position").

The same rules as actionphase.py and resolution.py, step for step, played on a mutable position without
log lines: the decisions most of a search's moves are (placing and moving workers, research, Factory
workers), and the phases' turns handing on to the Event Phase (searchevents.py). Each function says which
of the engine's it plays.
"""

from __future__ import annotations

from typing import Generic, TypeVar

from engines.giantsnail.data import catalog
from engines.giantsnail.searchevents import (
    FROM_LEADER,
    TECH,
    begin_events,
    can_rebuild,
    peek_cards,
    rebuild_codes,
    robot_finished,
)
from engines.giantsnail.searchposition import Position, set_side
from engines.giantsnail.searchrebuild import rebuild
from engines.giantsnail.searchregions import (
    ENERGY,
    FACTORIES,
    FACTORY,
    HELD_SHIFT,
    LAB,
    METAL,
    OPEN_SHIFT,
    READY,
    REGION_MASK,
    SEATS,
    count,
)
from engines.rng import rng_for

_CAT = catalog()
_T = TypeVar("_T")
# Action codes, made once (labels.py has their grammar), and the number each click names.
_PLACE = ("", *(f"place.{r}" for r in range(1, 13)))
_MOVE = ("", *(f"move.{r}" for r in range(1, 13)))
_TO = ("", *(f"to.{r}" for r in range(1, 13)))
_FACTORY = ("", *(f"factory.{r}" for r in range(1, 13)))
_ROW = ("row.0", "row.1", "row.2")
_FROM = ("from.0", "from.1", "from.2")
_NUMBER = {code: int(code.split(".")[1]) for code in (*_PLACE[1:], *_MOVE[1:], *_TO[1:], *_ROW, *_FROM)}


class _ByMask(Generic[_T]):
    """What each mask of regions (bit r - 1 for region r) stands for, in region order, given what each
    region stands for: made when first asked and kept (at most 4096 masks)."""

    __slots__ = ("by_region", "known")

    def __init__(self, by_region: tuple[_T, ...]) -> None:
        self.by_region = by_region
        self.known: dict[int, tuple[_T, ...]] = {}

    def of(self, mask: int) -> tuple[_T, ...]:
        found = self.known.get(mask)
        if found is None:
            found = self.known[mask] = tuple(self.by_region[r] for r in range(1, 13) if mask >> (r - 1) & 1)
        return found


_REGIONS = _ByMask(tuple(range(13)))
_PLACES = _ByMask(_PLACE)
_MOVES = _ByMask(_MOVE)
# actionphase.action_order: from the leader, one action each, twice round; the k-th turn is a seat's
# (k // 3 + 1)-th action.
_ORDER = tuple(tuple((k // 3, seat) for k, seat in enumerate(FROM_LEADER[leader] * 2)) for leader in range(3))
_SECTION_ID = tuple(s.id for s in _CAT.section)
_SECTION_INDEX = {s.id: i for i, s in enumerate(_CAT.section)}
_SLOTS = tuple(s.slots for s in _CAT.section)
_BUILD = tuple(tuple(f"build.{s.id}.{j}" for j in range(len(s.slots))) for s in _CAT.section)


# ---- the Action Phase (actionphase.py) -------------------------------------------------------------------


def begin_actions(p: Position) -> None:
    p.actions = [0, 0, 0]
    p.forfeited = [False, False, False]
    p.passed = [False, False, False]
    p.phase, p.draft = "actions", ()
    next_action(p)


def next_action(p: Position) -> None:
    actions = p.actions
    for before, seat in _ORDER[p.leader]:
        if actions[seat] > before:
            continue
        if not has_action(p, seat):
            actions[seat] = 2
            p.forfeited[seat] = True
            continue
        p.turn, p.draft = seat, ()
        return
    begin_resolution(p)


def place_targets(p: Position, seat: int) -> tuple[int, ...]:
    """actionphase.place_targets: the regions with room for a worker of ``seat``."""
    return _REGIONS.of(p.bits >> OPEN_SHIFT[seat] & REGION_MASK)


def _sources(targets: int, held: int) -> int:
    """actionphase.move_sources, as masks: regions holding a worker of the seat that it may take away,
    when another region has room for it."""
    if not targets:
        return 0
    if targets & (targets - 1):  # room in two regions or more: any source has another
        return held
    return held & ~targets


def has_action(p: Position, seat: int) -> bool:
    """actionphase.has_action: a worker to place and room for it, or one to move and another region with
    room."""
    bits = p.bits
    targets = bits >> OPEN_SHIFT[seat] & REGION_MASK
    if not targets:
        return False
    return bool(p.pool[seat]) or bool(_sources(targets, bits >> HELD_SHIFT[seat] & REGION_MASK))


def action_choices(p: Position, seat: int) -> list[str]:
    sides = p.sides
    draft = p.draft
    if not draft:
        bits = p.bits
        targets = bits >> OPEN_SHIFT[seat] & REGION_MASK
        codes = list(_PLACES.of(targets)) if p.pool[seat] else []
        codes += _MOVES.of(_sources(targets, bits >> HELD_SHIFT[seat] & REGION_MASK))
        codes.append("forfeit")
        return codes
    stage, region, _row, target = read_move(p, seat, draft)
    if stage == "place_row":
        return [_ROW[i] for i in sides[region - 1].place[seat]] + ["back"]
    if stage == "from_row":
        return [_FROM[i] for i in sides[region - 1].own[seat]] + ["back"]
    if stage == "to":
        return [_TO[r] for r in place_targets(p, seat) if r != region] + ["back"]
    return [_ROW[i] for i in sides[target - 1].place[seat]] + ["back"]


def read_move(p: Position, seat: int, draft: tuple[str, ...]) -> tuple[str, int, int, int]:
    """actionphase.read_move."""
    region = _NUMBER[draft[0]]
    rest = list(draft[1:])
    side = p.sides[region - 1]
    if draft[0][1] == "l":  # place.<region>
        rows = side.place[seat]
        if len(rows) > 1 and not rest:
            return "place_row", region, -1, region
        row = _NUMBER[rest[0]] if rest else rows[0]
        return "done", region, row, region
    from_rows = side.own[seat]
    if len(from_rows) > 1:
        if not rest:
            return "from_row", region, -1, 0
        from_row = _NUMBER[rest.pop(0)]
    else:
        from_row = from_rows[0]
    if not rest:
        return "to", region, from_row, 0
    target = _NUMBER[rest.pop(0)]
    to_rows = p.sides[target - 1].place[seat]
    if len(to_rows) > 1 and not rest:
        return "to_row", region, from_row, target
    to_row = _NUMBER[rest[0]] if rest else to_rows[0]
    return "done", region, from_row, target * 100 + to_row


def play_action(p: Position, seat: int, code: str) -> None:
    if code == "forfeit":
        p.actions[seat] = 2
        p.forfeited[seat] = True
        p.draft = ()
        next_action(p)
        return
    if code == "back":
        p.draft = p.draft[:-1]
        return
    draft = (*p.draft, code)
    stage, region, row, target = read_move(p, seat, draft)
    if stage != "done":
        p.draft = draft
        return
    p.actions[seat] += 1
    sides = p.sides
    if draft[0][1] == "l":  # place.<region>
        set_side(p, region - 1, sides[region - 1].add(row, seat))
        p.pool[seat] -= 1
    else:
        to_region, to_row = divmod(target, 100)
        set_side(p, region - 1, sides[region - 1].remove(row, seat))
        set_side(p, to_region - 1, sides[to_region - 1].add(to_row, seat))
    p.draft = ()
    next_action(p)


# ---- the Resolution Phase (resolution.py) ---------------------------------------------------------------


def begin_resolution(p: Position) -> None:
    # a) production (resolution.produce): each full Mine or Solar Farm row pays each seat in it one.
    tally = p.tally
    for s in SEATS:
        p.metal[s] += count(tally, METAL + s)
        p.energy[s] += count(tally, ENERGY + s)
    p.passed = [False, False, False]
    p.phase, p.draft = "research", ()
    next_research(p)


def research_choices(p: Position, seat: int) -> list[str]:
    if not p.market:
        return []
    techs = list(dict.fromkeys(p.market))
    return [
        f"research.{r}.{side.lab_row[seat]}.{tech}"
        for r, side in enumerate(p.sides, 1)
        if side.lab_row[seat] >= 0
        for tech in techs
    ]


def next_research(p: Position) -> None:
    for seat in FROM_LEADER[p.leader]:
        if p.passed[seat]:
            continue
        if p.market and count(p.tally, LAB + seat):
            p.turn = seat
            return
        p.passed[seat] = True
    begin_factories(p)


def play_research(p: Position, seat: int, code: str) -> None:
    if code == "done":
        p.passed[seat] = True
        next_research(p)
        return
    _, region_id, row_id, tech = code.split(".")
    region, row = int(region_id), int(row_id)
    side = p.sides[region - 1]
    p.pool[seat] += len(side.rows[row])
    set_side(p, region - 1, side.cleared(row))
    market = list(p.market)
    market.remove(tech)
    if p.tech_deck:
        market.append(p.tech_deck[0])
        p.tech_deck = p.tech_deck[1:]
    p.market = tuple(market)
    start_tech(p, seat, tech)


def start_tech(p: Position, seat: int, tech: str) -> None:
    """technology.start_tech, with research going on afterwards."""
    card = TECH[tech]
    if card.kind == "weapon":
        p.weapons[seat] = (*p.weapons[seat], tech)
        next_research(p)
        return
    if card.kind == "defence":
        if not any(
            not side.destroyed and not p.defence[r - 1] and r != p.snail for r, side in enumerate(p.sides, 1)
        ):
            p.tech_discard = (*p.tech_discard, tech)
            next_research(p)
            return
        p.pending, p.pending_tech, p.turn = "defence", tech, seat
        return
    p.tech_discard = (*p.tech_discard, tech)
    if card.card == "malacologist":
        if not peek_cards(p):
            next_research(p)
            return
        p.pending, p.turn = "peek", seat
        return
    if card.card == "labor":
        if robot_finished(p):
            moved = min(2, p.reserve[seat])
            p.reserve[seat] -= moved
            p.pool[seat] += moved
            next_research(p)
            return
        p.pending, p.turn = "labor", seat
        return
    p.pending, p.turn = "salvage", seat


def begin_factories(p: Position) -> None:
    p.passed = [False, False, False]
    p.phase, p.turn, p.draft = "factory", p.leader, ()
    next_factory(p, first=True)


def factory_regions(p: Position, seat: int) -> list[int]:
    sides = p.sides
    return [i + 1 for i in FACTORIES if sides[i].factory_row[seat] >= 0]


def destinations(p: Position, seat: int, first_only: bool = False) -> list[str]:
    """resolution.destinations; with ``first_only``, stop once there is one (is there any?)."""
    metal, energy = p.metal[seat], p.energy[seat]
    codes = list(_builds(p.sections, min(metal, _MOST_METAL), min(energy, _MOST_ENERGY)))
    if first_only and codes:
        return codes
    armed = p.armed[seat]
    for tech in p.weapons[seat]:
        card = TECH[tech]
        if tech not in armed and metal >= card.build_metal and energy >= card.build_energy:
            codes.append(f"arm.{tech}")
    if count(p.tally, READY + seat):
        for r, side in enumerate(p.sides, 1):
            if side.ready[seat] and can_rebuild(p, r, seat):
                codes += rebuild_codes(p, r, seat)
    return codes


_Builds = tuple[tuple[tuple[int, ...], ...], int, int]
_BUILDS: dict[_Builds, tuple[str, ...]] = {}
_BUILDS_KEPT = 50_000  # answers kept at most (a worker process plays many games): then forgotten
# What a robot slot can cost at most: having more buys no other slot, so answers are kept by what is
# within reach, not by every amount in hand.
_MOST_METAL = max(m for slots in _SLOTS for m, _ in slots)
_MOST_ENERGY = max(e for slots in _SLOTS for _, e in slots)


def _builds(sections: tuple[tuple[int, ...], ...], metal: int, energy: int) -> tuple[str, ...]:
    """The robot's construction slots a Factory worker can pay for (resolution.destinations): one per
    section and cost. They change only when the robot or the hand does, so they are kept."""
    key = (sections, metal, energy)
    found = _BUILDS.get(key)
    if found is None:
        codes = []
        seen = set()
        for i, slots in enumerate(sections):
            for j, worker in enumerate(slots):
                if worker < 0:
                    cost_metal, cost_energy = _SLOTS[i][j]
                    cost = (i, cost_metal, cost_energy)
                    if cost not in seen and metal >= cost_metal and energy >= cost_energy:
                        seen.add(cost)
                        codes.append(_BUILD[i][j])
        if len(_BUILDS) >= _BUILDS_KEPT:
            _BUILDS.clear()
        found = _BUILDS[key] = tuple(codes)
    return found


def factory_choices(p: Position, seat: int) -> list[str]:
    targets = destinations(p, seat)
    regions = factory_regions(p, seat)
    if not targets or not regions:
        return []
    if not p.draft and len(regions) > 1:
        return [_FACTORY[r] for r in regions] + ["done"]
    return targets + (["back"] if p.draft else ["done"])


def next_factory(p: Position, first: bool = False) -> None:
    for seat in FROM_LEADER[p.turn if first else (p.turn + 1) % 3]:
        if p.passed[seat]:
            continue
        if count(p.tally, FACTORY + seat) and destinations(p, seat, first_only=True):
            p.turn, p.draft = seat, ()
            return
        p.passed[seat] = True
    p.draft = ()
    begin_events(p)


def play_factory(p: Position, seat: int, code: str) -> None:
    """resolution.play_factory."""
    if code == "done":
        p.passed[seat] = True
        next_factory(p)
        return
    if code == "back":
        p.draft = p.draft[:-1]
        return
    if code[1] == "a":  # factory.<region>
        p.draft = (code,)
        return
    source = int(p.draft[0][8:]) if p.draft else factory_regions(p, seat)[0]
    side = p.sides[source - 1]
    set_side(p, source - 1, side.remove(side.factory_row[seat], seat))
    if code[0] == "b":  # build.<section>.<slot>
        section, slot = _SECTION_INDEX[code[6:-2]], int(code[-1])
        cost_metal, cost_energy = _SLOTS[section][slot]
        p.metal[seat] -= cost_metal
        p.energy[seat] -= cost_energy
        fill_robot(p, section, slot, seat)
    elif code[0] == "a":  # arm.<tech>
        card = TECH[code[4:]]
        p.metal[seat] -= card.build_metal
        p.energy[seat] -= card.build_energy
        p.armed[seat] = (*p.armed[seat], card.id)
    else:  # rebuild.<region>[.<metal>]: the rebuilder places the returning workers first
        rebuild(p, seat, code, factory_worker=True)
        if p.pending:
            p.draft = ()
            return
    p.draft = ()
    next_factory(p)


def fill_robot(p: Position, section: int, slot: int, seat: int) -> None:
    """robot.fill_robot: the last slot filled finishes the robot, placed by randomizer."""
    sections = list(p.sections)
    slots = list(sections[section])
    slots[slot] = seat
    sections[section] = tuple(slots)
    p.sections = tuple(sections)
    if any(w < 0 for w in slots) or not robot_finished(p):
        return
    p.robot = rng_for(p.seed, p.step, "robot").randint(1, 12)
