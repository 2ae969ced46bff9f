"""The end of Giant Snail Will Not Prevail!: the election (rulebook "Game End and Scoring") or defeat.

Four categories add votes to those won during play (rebuilds, defences, Campaign Trail): Hail Our Metal
Saviour, Monster Killer, Nationalism and International Cooperation, with the tie rules of ruling 35.
The most votes wins; tied players rule together (a shared win). A defeat is a loss for all.
"""

from __future__ import annotations

from engines.base import Outcome
from engines.english import plural, seats_do
from engines.giantsnail.board import position, robot_finished, workers_on
from engines.giantsnail.data import catalog
from engines.giantsnail.models import DEAD, GiantSnailState
from engines.phrasing import Listed, Words, seat_arg

CATEGORIES = ("Hail Our Metal Saviour", "Monster Killer", "Nationalism", "International Cooperation")


def _top(counts: list[int], share: bool) -> list[int]:
    """The seats with the highest count (at least 1); with ``share`` False a tie gives nobody."""
    best = max(counts)
    if best <= 0:
        return []
    tied = [s for s, c in enumerate(counts) if c == best]
    return tied if share or len(tied) == 1 else []


def awards(state: GiantSnailState) -> dict[str, tuple[int, int, int]]:
    """The votes each category gives each seat."""
    cat = catalog()
    hail = [0, 0, 0]
    robot = [0, 0, 0]
    for slots in state.sections:
        counts = [sum(1 for w in slots if w == s) for s in range(3)]
        for s in _top(counts, share=False):  # a tie gives no vote for that section
            hail[s] += 1
        robot = [a + b for a, b in zip(robot, counts, strict=True)]
    for s in _top(robot, share=False):  # ruling 35: the second clause ties like the first
        hail[s] += 1
    claimed = [p.claimed for p in state.players]
    killer = [c // 3 for c in claimed]
    for s in _top(claimed, share=True):  # ruling 28
        killer[s] += 1
    home = [0, 0, 0]
    abroad = [0, 0, 0]
    for region in state.regions:
        if region.destroyed:
            continue  # ruling 35: only intact region cards count
        owner = cat.owner_seat(region.id)
        for w in workers_on(region):
            if w == owner:
                home[w] += 1
            else:
                abroad[w] += 1
    nation = [1 if s in _top(home, share=True) else 0 for s in range(3)]
    world = [1 if s in _top(abroad, share=True) else 0 for s in range(3)]
    return {
        CATEGORIES[0]: (hail[0], hail[1], hail[2]),
        CATEGORIES[1]: (killer[0], killer[1], killer[2]),
        CATEGORIES[2]: (nation[0], nation[1], nation[2]),
        CATEGORIES[3]: (world[0], world[1], world[2]),
    }


def totals(state: GiantSnailState) -> list[int]:
    won = awards(state)
    return [p.votes + sum(a[s] for a in won.values()) for s, p in enumerate(state.players)]


def outcome(state: GiantSnailState) -> Outcome | None:
    if state.phase != "over":
        return None
    if state.defeat:
        return Outcome(
            winners=(),
            scores=tuple(float(p.votes) for p in state.players),
            summary="The Giant Snail prevailed: Earth lies in ruins and every player loses.",
            words=Words(id="snail-result-defeat"),
        )
    votes = totals(state)
    best = max(votes)
    winners = tuple(s for s, v in enumerate(votes) if v == best)
    if len(winners) == 1:
        summary = f"{{s{winners[0]}}} is elected President of Earth with {plural(best, 'vote')}."
        words = Words(id="snail-result", args={"seat": seat_arg(winners[0]), "votes": best})
    else:
        summary = f"{seats_do(winners, 'rules', 'rule')} Earth together as a coalition, with {plural(best, 'vote')} each."
        seats = Listed.of(seat_arg(s) for s in winners)
        words = Words(id="snail-result-coalition", args={"seats": seats, "votes": best})
    return Outcome(winners=winners, scores=tuple(float(v) for v in votes), summary=summary, words=words)


def heuristic(state: GiantSnailState, seat: int) -> float:
    """How well ``seat`` stands, in [0, 1]: the chance Earth survives times the seat's share of the
    votes. Survival grows with the robot, counting what is on its way to it (Factory workers, resources
    in hand and full production rows, which pay every round) and shrinks with the ruins and the events
    still to come. Everything it reads is public."""
    result = outcome(state)
    if result is not None:
        if not result.winners:
            return 0.0
        return 1.0 / len(result.winners) if seat in result.winners else 0.0
    votes = totals(state)
    income = _income(state)
    mine = state.players[seat]
    share = (votes[seat] + 1 + 0.02 * (mine.metal + mine.energy) + 0.05 * income[seat]) / (sum(votes) + 3.5)
    if state.snail == DEAD:
        survive = 1.0
    else:
        cat = catalog()
        built = sum(1 for s in state.sections for w in s if w >= 0)
        missing = 12 - built
        factory = sum(
            1
            for r in state.regions
            if not r.destroyed and cat.region_type(r.id) == "factory"
            for w in workers_on(r)
        )
        funds = sum(p.metal + p.energy for p in state.players) + 2 * sum(income)
        ruin = _ruin(state)
        if robot_finished(state):
            # The deck is the snail's health; the robot can only hurt it on its region.
            dist = _distance(state, state.robot, state.snail) if state.snail > 0 else 2
            survive = 0.55 + 0.3 * (1 - len(state.deck) / 28) - 0.04 * min(dist, 3) - 0.6 * ruin
        else:
            effective = built + 0.6 * min(missing, factory) + 0.15 * min(funds, 2 * missing)
            survive = 0.25 + 0.45 * effective / 12 - 0.6 * ruin
        survive = min(0.95, max(0.02, survive))
    return survive * (0.25 + 0.75 * min(1.0, share))


def heuristic_terms(state: GiantSnailState, seat: int) -> dict[str, float]:
    """The heuristic's parts for ``seat`` (``Engine.heuristic_terms``): what Earth's survival and the
    seat's share of the votes are made of. The heuristic multiplies the two; here each part is weighed by
    the other factor at a fixed value (an even chance for Earth, a fair third of the votes), so that a part
    grows only when what it names grows: the coach names the part a move raises most, and a part weighed
    by the state's own other factor grew with it ("builds the robot" for a move that built nothing but won
    votes). Public facts only, as the heuristic."""
    if outcome(state) is not None:
        return {}
    votes = totals(state)
    income = _income(state)
    mine = state.players[seat]
    cat = catalog()
    ruin = _ruin(state)
    if state.snail == DEAD:
        survival: dict[str, float] = {}
    elif robot_finished(state):
        dist = _distance(state, state.robot, state.snail) if state.snail > 0 else 2
        survival = {
            "wears the snail down": 0.3 * (1 - len(state.deck) / 28),
            "leaves the robot nearer the snail": -0.04 * min(dist, 3),
            "keeps regions out of ruin": -0.6 * ruin,
        }
    else:
        built = sum(1 for section in state.sections for w in section if w >= 0)
        missing = 12 - built
        factory = sum(
            1
            for r in state.regions
            if not r.destroyed and cat.region_type(r.id) == "factory"
            for w in workers_on(r)
        )
        funds = sum(p.metal + p.energy for p in state.players) + 2 * sum(income)
        survival = {
            "builds the robot": 0.45 * built / 12,
            "puts workers in a Factory": 0.45 * 0.6 * min(missing, factory) / 12,
            "gathers metal and energy for the robot": 0.45 * 0.15 * min(funds, 2 * missing) / 12,
            "keeps regions out of ruin": -0.6 * ruin,
        }
    terms = {name: SHARE_WEIGHT * value for name, value in survival.items()}
    terms["wins votes"] = VOTE_WEIGHT * votes[seat]
    terms["keeps metal and energy in hand"] = VOTE_WEIGHT * 0.02 * (mine.metal + mine.energy)
    terms["adds to your income"] = VOTE_WEIGHT * 0.05 * income[seat]
    terms["holds back the others' votes"] = -VOTE_WEIGHT / 3 * (sum(votes) - votes[seat])
    return terms


# The heuristic's other factor at fixed values, for ``heuristic_terms``: the vote share's weight at a fair
# third of the votes, and a vote's worth at an even chance for Earth with the votes of mid-game (about 20
# in all, with the heuristic's 3.5 added).
SHARE_WEIGHT = 0.25 + 0.75 / 3
VOTE_WEIGHT = 0.75 * 0.5 / 23.5


def _ruin(state: GiantSnailState) -> float:
    """How near the defeat is (1 = reached): by ruined regions, or by the worst-hit type; a region whose
    rebuild slots are filling counts a little less."""
    cat = catalog()
    by_type: dict[str, float] = {}
    total = 0.0
    for region in state.regions:
        if region.destroyed:
            kind = cat.region_kind(region.id)
            weight = 1 - 0.4 * len(region.rebuild) / kind.rebuild_slots
            total += weight
            kind_id = cat.region_type(region.id)
            by_type[kind_id] = by_type.get(kind_id, 0.0) + weight
    return max(total / cat.defeat_destroyed, max(by_type.values(), default=0.0) / 3)


def _distance(state: GiantSnailState, a: int, b: int) -> int:
    """Steps between two regions on the wrapping grid."""
    cat = catalog()
    ra, ca = position(state, a)
    rb, cb = position(state, b)
    dr, dc = abs(ra - rb), abs(ca - cb)
    return min(dr, cat.grid_rows - dr) + min(dc, cat.grid_cols - dc)


def _income(state: GiantSnailState) -> list[int]:
    """Full production rows each seat has a worker in (each pays 1 a round, ruling 19)."""
    cat = catalog()
    rows = [0, 0, 0]
    for region in state.regions:
        kind = cat.region_kind(region.id)
        if region.destroyed or not kind.produces:
            continue
        for row, size in zip(region.rows, kind.rows, strict=True):
            if len(row) == size:
                for s in set(row):
                    rows[s] += 1
    return rows
