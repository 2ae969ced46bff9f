"""The end of Giant Snail Will Not Prevail!: the election (rulebook "Game End and Scoring") or defeat.

Four categories add votes to those won during play (rebuilds, defences, Campaign Trail): Hail Our Metal
Saviour, Monster Killer, Nationalism and International Cooperation, with the tie rules of ruling 35.
The most votes wins; tied players rule together (a shared win). A defeat is a loss for all.
"""

from __future__ import annotations

from engines.base import Outcome
from engines.giantsnail.board import destroyed_count, robot_finished, workers_on
from engines.giantsnail.data import catalog
from engines.giantsnail.models import DEAD, GiantSnailState
from engines.wording import plural, seats_do

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
        )
    votes = totals(state)
    best = max(votes)
    winners = tuple(s for s, v in enumerate(votes) if v == best)
    if len(winners) == 1:
        summary = f"{{s{winners[0]}}} is elected President of Earth with {plural(best, 'vote')}."
    else:
        summary = f"{seats_do(winners, 'rules', 'rule')} Earth together as a coalition, with {plural(best, 'vote')} each."
    return Outcome(winners=winners, scores=tuple(float(v) for v in votes), summary=summary)


def heuristic(state: GiantSnailState, seat: int) -> float:
    """How well ``seat`` stands, in [0, 1]: the chance Earth survives (robot progress against the ruins
    and the event deck left), times the seat's share of the votes it would get now. Everything it reads
    is public."""
    result = outcome(state)
    if result is not None:
        if not result.winners:
            return 0.0
        return 1.0 / len(result.winners) if seat in result.winners else 0.0
    votes = totals(state)
    share = (votes[seat] + 1) / (sum(votes) + 3)
    if state.snail == DEAD:
        survive = 1.0
    else:
        built = sum(1 for s in state.sections for w in s if w >= 0) / 12
        ruin = destroyed_count(state) / catalog().defeat_destroyed
        deck = len(state.deck) / 28
        survive = 0.35 + 0.45 * built + (0.15 if robot_finished(state) else 0.0) - 0.45 * ruin - 0.1 * deck
        survive = min(0.95, max(0.02, survive))
    return survive * (0.25 + 0.75 * share)
