"""Giant Snail Will Not Prevail!'s heuristic on a search position (searchposition.py; docs/ai.md, "Giant
Snail's search position").

scoring.heuristic, computed from the same numbers in the same order, so that every value is the engine's
to the last bit (tests/test_search_rules.py compares them with ==). A search rates every seat of a position
at once, and all but the seat's own share of the votes is the same for each seat: that part is computed
once per position and kept in its ``memo``.
"""

from __future__ import annotations

from engines.giantsnail.data import catalog
from engines.giantsnail.models import DEAD
from engines.giantsnail.searchposition import Position
from engines.giantsnail.searchregions import ABROAD, DESTROYED, ENERGY, FACTORY_WORKERS, FIELD, HOME, METAL

_CAT = catalog()
_GRID_ROWS, _GRID_COLS = _CAT.grid_rows, _CAT.grid_cols
_DEFEAT = _CAT.defeat_destroyed
_SHIFTS = tuple(8 * field for field in range(DESTROYED + 1))
_SLOTS = sum(len(s.slots) for s in _CAT.section)  # the robot is finished when all are built

Memo = tuple[list[int], list[int], float, float]  # votes, income, the share's denominator, survival


def _shared(a: int, b: int, c: int) -> tuple[int, int, int]:
    """1 for each seat with the highest count (at least 1), ties included: ``_top(..., share=True)``."""
    best = max(a, b, c)
    if best <= 0:
        return (0, 0, 0)
    return (1 if a == best else 0, 1 if b == best else 0, 1 if c == best else 0)


def _top(counts: list[int], share: bool) -> list[int]:
    """scoring._top."""
    best = max(counts)
    if best <= 0:
        return []
    tied = [s for s, c in enumerate(counts) if c == best]
    return tied if share or len(tied) == 1 else []


_ROBOTS: dict[tuple[tuple[int, ...], ...], tuple[list[int], int]] = {}
_ROBOTS_KEPT = (
    50_000  # robots kept at most (a worker process plays many games): then forgotten, and made again
)


def _robot(sections: tuple[tuple[int, ...], ...]) -> tuple[list[int], int]:
    """Hail Our Metal Saviour's votes (scoring.awards) and the slots built: they change only when the robot
    does, so they are kept by the robot."""
    found = _ROBOTS.get(sections)
    if found is None:
        hail = [0, 0, 0]
        robot = [0, 0, 0]
        for slots in sections:
            winner, counts = _section(slots)
            if winner >= 0:
                hail[winner] += 1
            robot = [a + b for a, b in zip(robot, counts, strict=True)]
        for s in _top(robot, share=False):
            hail[s] += 1
        if len(_ROBOTS) >= _ROBOTS_KEPT:
            _ROBOTS.clear()
        found = _ROBOTS[sections] = (hail, sum(1 for slots in sections for w in slots if w >= 0))
    return found


_SECTIONS: dict[tuple[int, ...], tuple[int, list[int]]] = {}


def _section(slots: tuple[int, ...]) -> tuple[int, list[int]]:
    """One section's workers by seat, and the seat with most of them (-1 for a tie or nobody): few slots
    and three seats make few sections, kept."""
    found = _SECTIONS.get(slots)
    if found is None:
        counts = [sum(1 for w in slots if w == s) for s in range(3)]
        top = _top(counts, share=False)  # a tie gives no vote for that section
        found = _SECTIONS[slots] = (top[0] if top else -1, counts)
    return found


def _memo(p: Position) -> Memo:
    """What scoring.heuristic computes for every seat alike: scoring.totals, scoring._income and the
    chance that Earth survives."""
    tally = p.tally
    f = [tally >> shift & FIELD for shift in _SHIFTS]  # the tally's fields, read once
    hail, built = _robot(p.sections)
    c0, c1, c2 = p.claimed
    killer = _shared(c0, c1, c2)  # Monster Killer: the most claimed, ties share (ruling 28)...
    nation = _shared(f[HOME], f[HOME + 1], f[HOME + 2])
    world = _shared(f[ABROAD], f[ABROAD + 1], f[ABROAD + 2])
    v0, v1, v2 = p.votes
    votes = [
        v0 + hail[0] + c0 // 3 + killer[0] + nation[0] + world[0],  # ... and a vote per 3 cards claimed
        v1 + hail[1] + c1 // 3 + killer[1] + nation[1] + world[1],
        v2 + hail[2] + c2 // 3 + killer[2] + nation[2] + world[2],
    ]
    income = [f[METAL] + f[ENERGY], f[METAL + 1] + f[ENERGY + 1], f[METAL + 2] + f[ENERGY + 2]]
    denominator = sum(votes) + 3.5
    if p.snail == DEAD:
        return votes, income, denominator, 1.0
    missing = 12 - built
    factory = f[FACTORY_WORKERS]
    funds = sum(p.metal[s] + p.energy[s] for s in range(3)) + 2 * sum(income)
    ruin = _ruin(p) if f[DESTROYED] else 0.0
    if built == _SLOTS:
        dist = _distance(p, p.robot, p.snail) if p.snail > 0 else 2
        survive = 0.55 + 0.3 * (1 - len(p.deck) / 28) - 0.04 * min(dist, 3) - 0.6 * ruin
    else:
        effective = built + 0.6 * min(missing, factory) + 0.15 * min(funds, 2 * missing)
        survive = 0.25 + 0.45 * effective / 12 - 0.6 * ruin
    return votes, income, denominator, min(0.95, max(0.02, survive))


def heuristic(p: Position, seat: int) -> float:
    """scoring.heuristic for a running game (the search asks only while the game runs)."""
    memo: Memo | None = p.memo
    if memo is None:
        memo = p.memo = _memo(p)
    votes, income, denominator, survive = memo
    share = (votes[seat] + 1 + 0.02 * (p.metal[seat] + p.energy[seat]) + 0.05 * income[seat]) / denominator
    return survive * (0.25 + 0.75 * min(1.0, share))


def _ruin(p: Position) -> float:
    """scoring._ruin, the weights added in the same order."""
    by_type: dict[str, float] = {}
    total = 0.0
    for side in p.sides:
        if side.destroyed:
            weight = side.ruin
            total += weight
            by_type[side.kind] = by_type.get(side.kind, 0.0) + weight
    return max(total / _DEFEAT, max(by_type.values(), default=0.0) / 3)


def _distance(p: Position, a: int, b: int) -> int:
    """scoring._distance."""
    ra, ca = p.geometry.where[a]
    rb, cb = p.geometry.where[b]
    dr, dc = abs(ra - rb), abs(ca - cb)
    return min(dr, _GRID_ROWS - dr) + min(dc, _GRID_COLS - dc)
