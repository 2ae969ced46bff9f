"""Giant Snail Will Not Prevail!'s Event Phase, robot and Cleanup Phase on a search position
(searchposition.py; docs/ai.md, "Giant Snail's search position").

The same rules as technology.py, events.py, eventdeck.py, robot.py and cleanup.py, step for step and in the same order
(the same draws from the same generators), played on a mutable position without log lines; the robot's
rebuild is searchrebuild.py's. Each function says which of the engine's it plays.
"""

from __future__ import annotations

from engines.giantsnail.data import DIRECTIONS, EVENT1_NAMES, catalog
from engines.giantsnail.eventdeck import EVENT0
from engines.giantsnail.models import DEAD, SPACE1
from engines.giantsnail.searchposition import Position, set_side
from engines.giantsnail.searchregions import DESTROYED, KIND_INDEXES, REBUILD_COST, count
from engines.rng import rng_for

_CAT = catalog()
EVENT2 = _CAT.events.event2
HAND_LIMIT = _CAT.hand_limit
STEP_COST = _CAT.robot_step_cost
MAX_STEPS = _CAT.robot_max_steps
BASE_DAMAGE = _CAT.robot_base_damage
DEFEAT_DESTROYED = _CAT.defeat_destroyed
TECH = {t.id: t for t in _CAT.tech}
_KINDS = tuple(KIND_INDEXES.values())
_SMALLEST_KIND = min(len(indexes) for indexes in _KINDS)  # fewer ruins cannot cover a whole type
FROM_LEADER = tuple((s, (s + 1) % 3, (s + 2) % 3) for s in range(3))  # board.seats_from
_MIXES = tuple(range(STEP_COST, -1, -1))  # the robot's payments, most metal first (robot.robot_choices)
_ROBOT_PAID = {d: tuple(f"robot.{d}.{m}" for m in range(STEP_COST + 1)) for d in DIRECTIONS}
_ROBOT_FREE = [*(f"robot.{d}" for d in DIRECTIONS), "done"]
_CAMPAIGN = tuple(f"campaign.{m}" for m in range(4))


# ---- the event deck (eventdeck.py) -------------------------------------------------------------------


def forget_top(p: Position, removed: int) -> None:
    if p.peek_seat < 0:
        return
    left = p.peek_count - removed
    if left <= 0:
        p.peek_seat, p.peek_count = -1, 0
    else:
        p.peek_count = left


def bury_top(p: Position, count: int) -> tuple[str, ...]:
    cards = p.deck[:count]
    p.deck = p.deck[len(cards) :]
    p.buried = (*p.buried, *cards)
    forget_top(p, len(cards))
    return cards


def check_deck(p: Position) -> None:
    if p.deck or p.snail <= 0:
        return
    defence, defender = p.defence, p.defender
    for i in range(12):
        if defence[i]:
            p.pool[defender[i]] += 1
            defence[i], defender[i] = "", -1
    deck = list(EVENT2)
    rng_for(p.seed, p.step, "event2").shuffle(deck)
    p.snail, p.deck, p.peek_seat, p.peek_count = DEAD, tuple(deck), -1, 0


def damage(p: Position, points: int, claimer: int | None) -> None:
    cards = bury_top(p, points)
    if claimer is not None:
        p.claimed[claimer] += sum(1 for c in cards if c in EVENT1_NAMES)
    check_deck(p)


# ---- the Event Phase (events.py) ------------------------------------------------------------------------


def begin_events(p: Position) -> None:
    p.phase, p.robot_steps, p.free_moves, p.fired, p.draft = "robot", 0, False, (), ()
    if not p.deck:
        after_card(p, skip_destroy=False)
        return
    card, deck = p.deck[0], p.deck[1:]
    p.deck, p.discard = deck, (*p.discard, card)
    forget_top(p, 1)
    if not deck and p.snail > 0:
        check_deck(p)
        after_card(p, skip_destroy=True)
        return
    skip = False
    if card == "sighting":
        p.snail = SPACE1
    elif card == "landfall":
        skip = _landfall(p)
    elif card in EVENT1_NAMES:
        skip = _snail_moves(p, card)
    else:
        p.event2_done += 1
        _event2(p, card)
        if p.phase == "campaign":
            return
    after_card(p, skip_destroy=skip)


def _ring(p: Position, region: int) -> bool:
    card = p.defence[region - 1]
    return bool(card) and TECH[card].card == "ring"


def _landfall(p: Position) -> bool:
    rng = rng_for(p.seed, p.step, "events")
    tried: set[int] = set()
    while True:
        token = rng.choice([r for r in range(1, 13) if r not in tried])
        tried.add(token)
        if _ring(p, token) and len(tried) < 12:
            _defence_used(p, token)
            continue
        p.snail = token
        return _defenders(p, token)


def _snail_moves(p: Position, card: str) -> bool:
    if p.snail <= 0:
        return False
    if card == "burrow":
        target = rng_for(p.seed, p.step, "events").randint(1, 12)
    else:
        target = p.geometry.near[(p.snail, card)]
    if target == p.snail:
        return False
    if _ring(p, target):
        _defence_used(p, target)
        return True
    p.snail = target
    return _defenders(p, target)


def _defenders(p: Position, region: int) -> bool:
    card = p.defence[region - 1]
    if not card or TECH[card].card != "defenders":
        return False
    _defence_used(p, region)
    damage(p, 2, None)
    return True


def _defence_used(p: Position, region: int) -> None:
    i = region - 1
    owner, card = p.defender[i], p.defence[i]
    p.defence[i], p.defender[i] = "", -1
    p.pool[owner] += 1
    p.votes[owner] += 1
    p.tech_discard = (*p.tech_discard, card)


def _event2(p: Position, card: str) -> None:
    if card == "grants":
        for s in range(3):
            p.metal[s] += 1
            p.energy[s] += 1
    elif card == "refugees":
        for s in range(3):
            moved = min(2, p.reserve[s])
            p.reserve[s] -= moved
            p.pool[s] += moved
    elif card == "works":
        p.works_until = p.round + 1
    elif card == "parade":
        p.free_moves = True
    elif card == "aftershock":
        token = rng_for(p.seed, p.step, "events").randint(1, 12)
        side = p.sides[token - 1]
        if side.destroyed:
            return
        for s in side.workers:
            p.pool[s] += 1
        set_side(p, token - 1, side.emptied())
    else:  # campaign
        p.passed = [False, False, False]
        p.phase = "campaign"
        next_campaign(p)


def campaign_choices(p: Position, seat: int) -> list[str]:
    metal, energy = p.metal[seat], p.energy[seat]
    codes = [_CAMPAIGN[m] for m in range(4) if m <= metal and 3 - m <= energy]
    return [*codes, "done"] if codes else []


def next_campaign(p: Position) -> None:
    for seat in FROM_LEADER[p.leader]:
        if not p.passed[seat] and campaign_choices(p, seat):
            p.turn, p.phase = seat, "campaign"
            return
    p.phase = "robot"
    after_card(p, skip_destroy=False)


def play_campaign(p: Position, seat: int, code: str) -> None:
    p.passed[seat] = True
    if code != "done":
        metal = int(code[9:])
        p.metal[seat] -= metal
        p.energy[seat] -= 3 - metal
        p.votes[seat] += 1
    next_campaign(p)


def after_card(p: Position, skip_destroy: bool) -> None:
    if p.snail > 0 and not skip_destroy:
        destroy(p, p.snail)
        if p.phase == "over":
            return
    p.phase, p.turn = "robot", p.leader
    next_robot_step(p)


def destroy(p: Position, region: int) -> None:
    side = p.sides[region - 1]
    for s in side.workers:
        p.reserve[s] += 1
    if side.destroyed:
        set_side(p, region - 1, side.trampled())
        return
    set_side(p, region - 1, side.wrecked())
    if defeated(p):
        p.defeat, p.phase = True, "over"
        return
    if p.deck:
        bury_top(p, 1)
    check_deck(p)


def defeated(p: Position) -> bool:
    sides = p.sides
    ruins = count(p.tally, DESTROYED)
    if ruins >= DEFEAT_DESTROYED:
        return True
    if ruins < _SMALLEST_KIND:
        return False
    for indexes in _KINDS:
        for i in indexes:
            if not sides[i].destroyed:
                break
        else:
            return True
    return False


# ---- the robot (robot.py) --------------------------------------------------------------------------------


def robot_finished(p: Position) -> bool:
    return all(w >= 0 for slots in p.sections for w in slots)


def robot_choices(p: Position) -> list[str]:
    if not p.robot or p.robot_steps >= MAX_STEPS:
        return []
    if p.free_moves:
        return _ROBOT_FREE[:]
    metal, energy = p.metal[p.leader], p.energy[p.leader]
    mixes = [m for m in _MIXES if m <= metal and STEP_COST - m <= energy]
    if not mixes:
        return []
    return [_ROBOT_PAID[d][m] for d in DIRECTIONS for m in mixes] + ["done"]


def next_robot_step(p: Position) -> None:
    if robot_choices(p):
        p.phase, p.turn = "robot", p.leader
        return
    begin_combat(p)


def play_robot(p: Position, seat: int, code: str) -> None:
    if code == "done":
        begin_combat(p)
        return
    parts = code.split(".")
    if len(parts) == 3:
        metal = int(parts[2])
        p.metal[seat] -= metal
        p.energy[seat] -= STEP_COST - metal
    p.robot = p.geometry.near[(p.robot, parts[1])]
    p.robot_steps += 1
    next_robot_step(p)


def weapon_choices(p: Position, seat: int) -> list[str]:
    metal, energy = p.metal[seat], p.energy[seat]
    codes = []
    for tech in p.armed[seat]:
        card = TECH[tech]
        if tech not in p.fired and metal >= card.fire_metal and energy >= card.fire_energy:
            codes.append(f"fire.{tech}")
    return [*codes, "done"] if codes else []


def begin_combat(p: Position) -> None:
    if p.snail > 0 and p.robot == p.snail:
        p.passed = [False, False, False]
        p.phase, p.fired = "weapons", ()
        next_weapon(p)
        return
    begin_robot_rebuild(p)


def next_weapon(p: Position) -> None:
    for seat in FROM_LEADER[p.leader]:
        if not p.passed[seat] and weapon_choices(p, seat):
            p.turn = seat
            return
    damage(p, BASE_DAMAGE, None)
    begin_robot_rebuild(p)


def play_weapon(p: Position, seat: int, code: str) -> None:
    if code == "done":
        p.passed[seat] = True
        next_weapon(p)
        return
    tech = code[5:]
    card = TECH[tech]
    p.metal[seat] -= card.fire_metal
    p.energy[seat] -= card.fire_energy
    p.fired = (*p.fired, tech)
    damage(p, card.damage, seat)
    if p.snail == DEAD:
        begin_robot_rebuild(p)
    else:
        next_weapon(p)


def rebuild_payments(p: Position, region: int, seat: int) -> list[tuple[int, int]]:
    """board.rebuild_payments."""
    metal, energy = REBUILD_COST[region]
    ways = [(metal, energy)]
    if p.works_until >= p.round:
        saved = {(m, e) for m, e in ((metal - 1, energy), (metal, energy - 1)) if m >= 0 and e >= 0}
        ways = sorted(saved) or ways
    have_metal, have_energy = p.metal[seat], p.energy[seat]
    return [(m, e) for m, e in ways if have_metal >= m and have_energy >= e]


def can_rebuild(p: Position, region: int, seat: int) -> bool:
    """board.can_rebuild."""
    return p.sides[region - 1].ready[seat] and bool(rebuild_payments(p, region, seat))


def rebuild_codes(p: Position, region: int, seat: int) -> list[str]:
    """rebuilding.rebuild_codes."""
    ways = rebuild_payments(p, region, seat)
    if len(ways) == 1:
        return [f"rebuild.{region}"]
    return [f"rebuild.{region}.{metal}" for metal, _ in ways]


def begin_robot_rebuild(p: Position) -> None:
    if p.snail == DEAD and p.robot and can_rebuild(p, p.robot, p.leader):
        p.phase, p.turn = "rebuild", p.leader
        return
    begin_cleanup(p)


def rebuild_choices(p: Position) -> list[str]:
    return [*rebuild_codes(p, p.robot, p.leader), "done"]


# ---- the Cleanup Phase (cleanup.py) ---------------------------------------------------------------------


def discard_choices(p: Position, seat: int) -> list[str]:
    metal, energy = p.metal[seat], p.energy[seat]
    over = metal + energy - HAND_LIMIT
    if over <= 0:
        return []
    return [f"discard.{m}" for m in range(over + 1) if m <= metal and over - m <= energy]


def begin_cleanup(p: Position) -> None:
    p.passed = [False, False, False]
    p.phase = "discard"
    next_discard(p)


def next_discard(p: Position) -> None:
    metal, energy, passed = p.metal, p.energy, p.passed
    for seat in FROM_LEADER[p.leader]:
        # Over the hand limit is exactly when there is something to discard (cleanup.discard_choices).
        if not passed[seat] and metal[seat] + energy[seat] > HAND_LIMIT:
            p.turn = seat
            return
    end_round(p)


def play_discard(p: Position, seat: int, code: str) -> None:
    metal = int(code[8:])
    p.energy[seat] -= p.metal[seat] + p.energy[seat] - HAND_LIMIT - metal
    p.metal[seat] -= metal
    p.passed[seat] = True
    next_discard(p)


def end_round(p: Position) -> None:
    """cleanup.end_round: the Action Phase that follows is begun by the caller (search.py), as turn.apply
    begins it."""
    if p.snail == DEAD and (not p.deck or count(p.tally, DESTROYED) == 0):
        p.phase = "over"
        return
    p.leader = (p.leader + 1) % 3
    p.round += 1
    p.phase, p.turn = "actions", -1


def peek_cards(p: Position) -> tuple[str, ...]:
    """technology.peek_cards."""
    skip = sum(1 for c in p.deck[:2] if c in EVENT0)
    return p.deck[skip : skip + 3]
