"""Round robins: every pair of players meets at least once, in as few rounds as can be found.

Decisions written down here (docs/tournaments.md tells organisers):
- Two-player tables: the circle method (one player fixed, the others turn one place a round), with a
  bye when the field is odd: n - 1 rounds, or n for an odd field.
- Larger tables: each round seats the field as ``bot.session.pairing.table_sizes`` says. A field of up to
  ``EXACT_ROUND_ROBIN`` players gets the shortest schedule there is (a search through every round's
  seatings, from the lower bound up); a larger one the shortest a local search finds (greedy rounds that
  seat pairs still to meet, then players swapped between tables of a round while that leaves no more
  pairs unmet), tried from the lower bound up: each player meets at most ``size - 1`` others a round, and
  a round seats at most the pairs its tables hold.
- The schedule depends on the field's size alone (its players are placed in it in seed order), so the
  same field always gets the same rounds.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from itertools import combinations
from math import ceil, comb

from bot.session.pairing import P, RoundPlan, table_sizes

SCHEDULE_ATTEMPTS = 3  # local searches per round count when building a large round robin's schedule
SEARCH_STEPS = 60_000  # swaps one local search tries


def round_robin_bound(players: int, target: int, smallest: int) -> int:
    """The fewest rounds in which every pair of ``players`` can meet at tables of ``target`` (0 for fewer
    than two players): each player meets at most ``target - 1`` others a round, and a round seats at most
    the pairs its tables hold."""
    if players < 2:
        return 0
    sizes, _ = table_sizes(players, target, smallest)
    per_round = sum(comb(s, 2) for s in sizes)
    if per_round == 0:
        return 0
    biggest = max(sizes)
    return max(ceil((players - 1) / (biggest - 1)), ceil(comb(players, 2) / per_round))


def round_robin(
    players: Sequence[P], target: int, smallest: int, seed: int, max_rounds: int | None = None
) -> tuple[RoundPlan[P], ...]:
    """Every round of a round robin of ``players`` (in seed order) at tables of ``target``."""
    if len(players) < 2:
        return ()
    if target == 2:
        return _circle(players)
    return _covering(players, target, smallest, seed, max_rounds)


def _circle(players: Sequence[P]) -> tuple[RoundPlan[P], ...]:
    """The circle method: the first player fixed, the others turning one place a round; with an odd
    field, the one paired with the empty place has a bye."""
    ring: list[P | None] = list(players)
    if len(ring) % 2:
        ring.append(None)
    n = len(ring)
    plans = []
    for r in range(n - 1):
        tables: list[tuple[P, ...]] = []
        byes: list[P] = []
        for i in range(n // 2):
            a, b = ring[i], ring[n - 1 - i]
            if a is None or b is None:
                byes.extend(p for p in (a, b) if p is not None)
            else:
                # Who sits first alternates from round to round (seat_order may change it again).
                tables.append((a, b) if (r + i) % 2 == 0 else (b, a))
        plans.append(RoundPlan(tuple(tables), tuple(byes)))
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return tuple(plans)


EXACT_ROUND_ROBIN = 9  # fields up to this size get the shortest schedule there is (exhaustive search)


def _covering(
    players: Sequence[P], target: int, smallest: int, seed: int, max_rounds: int | None
) -> tuple[RoundPlan[P], ...]:
    """Rounds of tables larger than two in which every pair meets. A field of up to
    ``EXACT_ROUND_ROBIN`` players gets the shortest schedule there is (a search through every round's
    seatings, from the lower bound up); a larger one the shortest found by randomised rounds that seat as
    many pairs still to meet as they can. The schedule depends on the field's size alone (players are
    placed in it in seed order), so the same field always gets the same rounds."""
    n = len(players)
    sizes, bye_count = table_sizes(n, target, smallest)
    bound = round_robin_bound(n, target, smallest)
    limit = max_rounds if max_rounds is not None else bound + n
    schedule = _shortest_schedule(n, sizes, bye_count, bound, limit)
    if schedule is None:
        raise ValueError("no round robin schedule found within the allowed rounds")
    return tuple(
        RoundPlan(tuple(tuple(players[i] for i in t) for t in tables), tuple(players[i] for i in byes))
        for tables, byes in schedule
    )


Schedule = list[tuple[list[tuple[int, ...]], list[int]]]


def _shortest_schedule(
    n: int, sizes: tuple[int, ...], bye_count: int, bound: int, limit: int
) -> Schedule | None:
    rng = random.Random(f"roundrobin:{n}:{sizes}:{bye_count}")
    for rounds in range(bound, limit + 1):
        if n <= EXACT_ROUND_ROBIN:
            found = _exhaustive(n, sizes, bye_count, rounds)
            if found is not None:
                return found
            continue
        for _ in range(SCHEDULE_ATTEMPTS):
            schedule = _try_schedule(n, sizes, bye_count, rounds, rng)
            if schedule is not None:
                return schedule
    return None


def seatings(players: Sequence[int], sizes: Sequence[int]) -> Iterator[list[tuple[int, ...]]]:
    """Every way to seat ``players`` at tables of ``sizes``, each once (the table of the first player
    left is chosen first, among the sizes not yet used)."""
    if not players:
        yield []
        return
    first, rest = players[0], list(players[1:])
    for size in sorted(set(sizes), reverse=True):
        others = list(sizes)
        others.remove(size)
        for combo in combinations(rest, size - 1):
            chosen = set(combo)
            for tail in seatings([p for p in rest if p not in chosen], others):
                yield [(first, *combo), *tail]


def _exhaustive(n: int, sizes: Sequence[int], bye_count: int, rounds: int) -> Schedule | None:
    """A schedule of exactly ``rounds`` rounds in which every pair meets, or None if there is none (a
    depth-first search over every round's seatings and byes; positions that failed are remembered)."""
    everyone = frozenset(frozenset(pair) for pair in combinations(range(n), 2))
    per_round = sum(comb(s, 2) for s in sizes)
    reach = max(sizes) - 1
    failed: set[tuple[frozenset[frozenset[int]], int]] = set()

    def options() -> Iterator[tuple[list[tuple[int, ...]], list[int]]]:
        for byes in combinations(range(n), bye_count):
            out = set(byes)
            for tables in seatings([p for p in range(n) if p not in out], sizes):
                yield tables, list(byes)

    def search(unmet: frozenset[frozenset[int]], left: int, first: bool) -> Schedule | None:
        if not unmet:
            return [] if left == 0 else None
        if left == 0 or len(unmet) > per_round * left or (unmet, left) in failed:
            return None
        owed = [0] * n
        for pair in unmet:
            for p in pair:
                owed[p] += 1
        if max(owed) > reach * left:
            return None
        for tables, byes in options():
            covered = {frozenset(pair) for t in tables for pair in combinations(t, 2)}
            rest = unmet - covered
            found = search(rest, left - 1, False)
            if found is not None:
                return [(tables, byes), *found]
            if first:
                break  # the first round may be any seating: players are interchangeable before it
        failed.add((unmet, left))
        return None

    return search(everyone, rounds, True)


def _try_schedule(
    n: int, sizes: Sequence[int], bye_count: int, rounds: int, rng: random.Random
) -> Schedule | None:
    """A schedule of ``rounds`` rounds found by local search: greedy rounds (``_greedy_rounds``), then players swapped between two tables of one round, a swap kept when it leaves no more
    pairs unmet (a walk over seatings as good as the last), until every pair
    meets or ``SEARCH_STEPS`` swaps were tried; None then."""
    plan, byes_of = _greedy_rounds(n, sizes, bye_count, rounds, rng)
    met = [[0] * n for _ in range(n)]
    for tables in plan:
        for table in tables:
            for a, b in combinations(table, 2):
                met[a][b] += 1
                met[b][a] += 1
    unmet = sum(1 for a, b in combinations(range(n), 2) if met[a][b] == 0)
    for _ in range(SEARCH_STEPS):
        if unmet == 0:
            return [([tuple(t) for t in tables], byes) for tables, byes in zip(plan, byes_of, strict=True)]
        tables = plan[rng.randrange(rounds)]
        if len(tables) < 2:
            continue
        i, j = rng.sample(range(len(tables)), 2)
        x, y = rng.randrange(len(tables[i])), rng.randrange(len(tables[j]))
        a, b = tables[i][x], tables[j][y]
        others_a = [p for p in tables[i] if p != a]
        others_b = [p for p in tables[j] if p != b]
        delta = sum(met[a][p] == 1 for p in others_a) + sum(met[b][p] == 1 for p in others_b)
        delta -= sum(met[b][p] == 0 for p in others_a) + sum(met[a][p] == 0 for p in others_b)
        if delta > 0:
            continue
        for p in others_a:
            met[a][p] -= 1
            met[p][a] -= 1
            met[b][p] += 1
            met[p][b] += 1
        for p in others_b:
            met[b][p] -= 1
            met[p][b] -= 1
            met[a][p] += 1
            met[p][a] += 1
        tables[i][x], tables[j][y] = b, a
        unmet += delta
    return None


def _greedy_rounds(
    n: int, sizes: Sequence[int], bye_count: int, rounds: int, rng: random.Random
) -> tuple[list[list[list[int]]], list[list[int]]]:
    """``rounds`` rounds built one by one: byes to those with the fewest byes (and the fewest pairs still
    to meet), then each table seats the player with the most pairs still to meet and the companions it
    meets the most of."""
    unmet = [set(range(n)) - {i} for i in range(n)]
    byes_had = [0] * n
    plan: list[list[list[int]]] = []
    byes_of: list[list[int]] = []
    for _ in range(rounds):
        left = list(range(n))
        rng.shuffle(left)
        left.sort(key=lambda p: (byes_had[p], len(unmet[p])))
        byes = left[:bye_count]
        for p in byes:
            byes_had[p] += 1
        left = left[bye_count:]
        tables: list[list[int]] = []
        for size in sizes:
            left.sort(key=lambda p: -len(unmet[p]))
            table = [left.pop(0)]
            while len(table) < size:
                best = max(
                    left, key=lambda q: (sum(1 for t in table if q in unmet[t]), len(unmet[q]), rng.random())
                )
                left.remove(best)
                table.append(best)
            tables.append(table)
        for table in tables:
            for a, b in combinations(table, 2):
                unmet[a].discard(b)
                unmet[b].discard(a)
        plan.append(tables)
        byes_of.append(byes)
    return plan, byes_of
