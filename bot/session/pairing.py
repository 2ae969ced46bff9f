"""Who sits with whom: a round's table sizes and byes, Swiss tables filled from the top of the standings
with as few repeat meetings as the field allows, a round robin's whole schedule, and the seat order at a
table. Pure functions of the standings and the history (players are any hashable ids; the services
pass user ids); ``docs/tournaments.md`` gives the rules with worked examples.

Decisions written down here:
- **Table sizes.** A round has the fewest byes the game allows, then the fewest tables (as large as the
  organiser's size, never larger), then sizes as even as possible: 7 players at tables of 3 in a game of
  2 to 4 play 3+2+2; at Giant Snail (exactly 3) they play 3+3 and one has a bye.
- **Byes** go to the lowest-placed players among those with the fewest byes so far (round 1: the lowest
  seeds). ``bot.session.ranking`` says what a bye is worth.
- **Swiss tables.** Among the seatings with the fewest repeat meetings (a pair that met before counts
  once per earlier meeting), the one nearest the plain top-down fill: the first table seats the leader
  with the highest-placed companions it can, then the second table the highest-placed player left, and
  so on; larger tables sit at the top. The search is exact (branch and bound over tables in that order,
  raising the allowed repeats one at a time), within a budget of steps; a field so large that the
  budget runs out keeps the best seating found, improved by swapping players between tables.
- **Round robin.** Two-player tables: the circle method (one fixed, the others turn), with a bye when the
  field is odd. Larger tables: rounds are built to seat pairs that have not met yet, and the first
  schedule found with the fewest rounds is kept (every pair meets at least once); its length is at
  least the lower bound (each player meets at most ``size - 1`` new players a round, a round seats at
  most so many pairs), and is exactly it for every field a test could check by exhaustive search.
- **Seat order.** At each table the player who has had the first seat least often takes it (in
  SLITHER, the snake), then the next; ties are settled by lot from the tournament's seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from math import ceil, comb
from typing import Generic, TypeVar

P = TypeVar("P", bound=Hashable)

SEARCH_BUDGET = 200_000  # steps of the exact Swiss search before it settles for the best found
SCHEDULE_ATTEMPTS = 3  # local searches per round count when building a large round robin's schedule
SEARCH_STEPS = 60_000  # swaps one local search tries


@dataclass(frozen=True)
class RoundPlan(Generic[P]):
    """One round: its tables (players in seat order) and who has a bye."""

    tables: tuple[tuple[P, ...], ...]
    byes: tuple[P, ...] = ()


class Meetings:
    """How many times each pair of players has sat at one table."""

    def __init__(self, counts: Mapping[frozenset[Hashable], int] | None = None) -> None:
        self.counts: dict[frozenset[Hashable], int] = dict(counts or {})

    def met(self, a: Hashable, b: Hashable) -> int:
        return self.counts.get(frozenset((a, b)), 0)

    def add_table(self, table: Sequence[Hashable]) -> None:
        for a, b in combinations(table, 2):
            key = frozenset((a, b))
            self.counts[key] = self.counts.get(key, 0) + 1

    @classmethod
    def of(cls, tables: Sequence[Sequence[Hashable]]) -> Meetings:
        meetings = cls()
        for table in tables:
            meetings.add_table(table)
        return meetings


def repeats(tables: Sequence[Sequence[Hashable]], meetings: Meetings) -> int:
    """The repeat meetings a round's tables make: each pair at a table, once per earlier meeting."""
    return sum(meetings.met(a, b) for table in tables for a, b in combinations(table, 2))


# ---- table sizes and byes ------------------------------------------------------------------------------


def smallest_table(target: int, game_min: int) -> int:
    """The smallest table a round may use: the game's minimum, but never a solo game among tables of
    several (a table of one only when the organiser chose tables of one)."""
    return max(game_min, 1 if target == 1 else 2)


def table_sizes(players: int, target: int, smallest: int) -> tuple[tuple[int, ...], int]:
    """The sizes of a round's tables, largest first, and how many players have a bye (see the module's
    docstring). ``smallest`` is the smallest table allowed (``smallest_table``)."""
    if target < smallest:
        raise ValueError("the target table size is below the smallest allowed")
    for byes in range(players + 1):
        seated = players - byes
        if seated == 0:
            return (), players
        tables = ceil(seated / target)
        if tables * smallest <= seated:
            base, extra = divmod(seated, tables)
            return tuple([base + 1] * extra + [base] * (tables - extra)), byes
    return (), players


def choose_byes(order: Sequence[P], count: int, byes_had: Mapping[P, int]) -> tuple[P, ...]:
    """Who has a bye: among the players with the fewest byes, the lowest in ``order`` (the standings, top
    first); then the next fewest, and so on."""
    if count <= 0:
        return ()
    rank = {p: i for i, p in enumerate(order)}
    chosen = sorted(order, key=lambda p: (byes_had.get(p, 0), -rank[p]))[:count]
    return tuple(sorted(chosen, key=lambda p: rank[p]))


# ---- Swiss ---------------------------------------------------------------------------------------------


def swiss_round(
    order: Sequence[P],
    target: int,
    smallest: int,
    meetings: Meetings,
    byes_had: Mapping[P, int],
    budget: int = SEARCH_BUDGET,
) -> RoundPlan[P]:
    """A Swiss round for the players in ``order`` (the standings, top first; dropped players left out)."""
    sizes, bye_count = table_sizes(len(order), target, smallest)
    byes = choose_byes(order, bye_count, byes_had)
    seated = [p for p in order if p not in set(byes)]
    tables = fill_tables(seated, sizes, meetings, budget)
    return RoundPlan(tables=tables, byes=byes)


def fill_tables(
    order: Sequence[P], sizes: Sequence[int], meetings: Meetings, budget: int | None = SEARCH_BUDGET
) -> tuple[tuple[P, ...], ...]:
    """Seat ``order`` (top first) at tables of ``sizes`` (largest first) with the fewest repeat meetings,
    nearest the top-down fill (see the module's docstring). ``budget`` None searches to the end."""
    if sum(sizes) != len(order):
        raise ValueError("the table sizes do not seat every player")
    if not order:
        return ()
    search = _Search(order, sorted(sizes, reverse=True), meetings, budget)
    found = search.run()
    return tuple(tuple(order[i] for i in table) for table in found)


class _Search:
    """Branch and bound over tables in standings order: each table takes the highest-placed player left
    and companions in rank order; the allowed repeats rise from 0 until a seating is found, so the first
    one found is the nearest the top-down fill among those with the fewest repeats. Players are their
    places in ``order`` (0 is the top); ``met[i]`` holds only the players ``i`` has met."""

    def __init__(
        self, order: Sequence[Hashable], sizes: Sequence[int], meetings: Meetings, budget: int | None
    ) -> None:
        self.n = len(order)
        self.sizes = list(sizes)
        where = {p: i for i, p in enumerate(order)}
        self.met: list[dict[int, int]] = [{} for _ in order]
        for pair, count in meetings.counts.items():
            ends = [where[p] for p in pair if p in where]
            if len(ends) == 2 and count:
                a, b = ends
                self.met[a][b] = count
                self.met[b][a] = count
        self.budget = budget
        self.steps = 0
        self.allowed = 0

    def run(self) -> list[tuple[int, ...]]:
        if max(self.sizes) == 1:
            return [(i,) for i in range(self.n)]
        greedy = self._greedy()
        for allowed in range(self._total(greedy) + 1):
            self.allowed = allowed
            found = self._search()
            if found is not None:
                return found
            if self._spent():
                return self._improve(greedy)
        return greedy

    def _spent(self) -> bool:
        return self.budget is not None and self.steps > self.budget

    def _cost(self, table: Sequence[int]) -> int:
        return sum(self.met[a].get(b, 0) for a, b in combinations(table, 2))

    def _total(self, tables: Sequence[Sequence[int]]) -> int:
        return sum(self._cost(t) for t in tables)

    def _frame(self, left: list[int], table: int, spent: int) -> list[object] | None:
        """A table to seat: the highest-placed player left and the companions to try, in rank order; None
        when the players left cannot be seated within the allowed repeats."""
        if spent + self._bound(left, table) > self.allowed:
            return None
        first, rest = left[0], left[1:]
        return [first, rest, spent, combinations(rest, self.sizes[table] - 1)]

    def _search(self) -> list[tuple[int, ...]] | None:
        """The first seating, in the order of the module's docstring, within ``allowed`` repeats (a depth
        first search kept on a stack of its own: a large field has hundreds of tables)."""
        root = self._frame(list(range(self.n)), 0, 0)
        if root is None:
            return None
        stack: list[list[object]] = [root]
        seated: list[tuple[int, ...]] = []
        while stack:
            first, rest, spent, combos = stack[-1]
            assert isinstance(first, int) and isinstance(rest, list) and isinstance(spent, int)
            child = None
            for combo in combos:  # type: ignore[attr-defined]
                self.steps += 1
                if self._spent():
                    return None
                table = (first, *combo)
                added = self._cost(table)
                if spent + added > self.allowed:
                    continue
                chosen = set(combo)
                left = [p for p in rest if p not in chosen]
                seated.append(table)
                if not left:
                    return seated
                child = self._frame(left, len(seated), spent + added)
                if child is not None:
                    break
                seated.pop()
            if child is not None:
                stack.append(child)
                continue
            stack.pop()  # every choice of this table failed: the table before tries its next
            if seated:
                seated.pop()
        return None

    def _bound(self, left: list[int], table: int) -> int:
        """Repeats the players left cannot avoid: each must sit with at least the smallest table's size
        less one others, and a companion already met costs at least one (each pair counted by both)."""
        if len(left) > 48 or table >= len(self.sizes):  # too costly to count in a large field
            return 0
        need = self.sizes[-1] - 1
        short = 0
        for p in left:
            met = self.met[p]
            fresh = sum(1 for q in left if q != p and q not in met)
            short += max(0, need - fresh)
        return (short + 1) // 2

    def _greedy(self) -> list[tuple[int, ...]]:
        """Top-down: each table takes the highest-placed player left, then one by one the highest-placed
        companion adding the fewest repeats."""
        left = list(range(self.n))
        tables: list[tuple[int, ...]] = []
        for size in self.sizes:
            table = [left.pop(0)]
            while len(table) < size:
                pick = min(left, key=lambda q: (sum(self.met[q].get(t, 0) for t in table), q))
                left.remove(pick)
                table.append(pick)
            tables.append(tuple(sorted(table)))
        return tables

    def _improve(self, tables: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
        """Swap players between tables while a swap removes repeats (nearby tables first)."""
        seats = [list(t) for t in tables]
        met = self.met

        def at(table: Sequence[int], p: int) -> int:
            return sum(met[p].get(q, 0) for q in table if q != p)

        for _ in range(50):
            if not self._swap_once(seats, at):
                break
        ordered = [tuple(sorted(t)) for t in seats]
        return sorted(ordered, key=lambda t: (-len(t), t[0]))

    @staticmethod
    def _swap_once(seats: list[list[int]], at: Callable[[Sequence[int], int], int]) -> bool:
        for i in range(len(seats)):
            if not any(at(seats[i], p) for p in seats[i]):
                continue
            for j in sorted(range(len(seats)), key=lambda j: abs(j - i)):
                if j == i:
                    continue
                for a in seats[i]:
                    for b in seats[j]:
                        rest_i = [q for q in seats[i] if q != a]
                        rest_j = [q for q in seats[j] if q != b]
                        if at(rest_i, b) + at(rest_j, a) < at(seats[i], a) + at(seats[j], b):
                            seats[i] = [*rest_i, b]
                            seats[j] = [*rest_j, a]
                            return True
        return False


# ---- round robin ---------------------------------------------------------------------------------------


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


# ---- seat order ----------------------------------------------------------------------------------------


def seat_order(table: Sequence[P], first_seats: Mapping[P, int], lot: random.Random) -> tuple[P, ...]:
    """The table's seat order: fewest first seats so far first (ties by ``lot``), so the first seat (in
    SLITHER the snake) goes round the field."""
    draws = {p: lot.random() for p in table}
    return tuple(sorted(table, key=lambda p: (first_seats.get(p, 0), draws[p])))
