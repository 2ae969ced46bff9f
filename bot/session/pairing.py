"""Who sits with whom: a round's table sizes and byes, Swiss tables filled from the top of the standings
with as few repeat meetings as the field allows, and the seat order at a table. Pure functions of the standings and the history (players are any hashable ids; the services
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
- Round robins are ``bot.session.roundrobin``'s; a Swiss at tables of two set to pair the Dutch way is
  ``bot.session.dutch``'s (which keeps this module's fill for a round in which every pairing repeats).
- **Seat order.** At each table the player who has had the first seat least often takes it (in
  SLITHER, the snake), then the next; ties are settled by lot from the tournament's seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from math import ceil
from typing import Generic, TypeVar

P = TypeVar("P", bound=Hashable)

SEARCH_BUDGET = 200_000  # steps of the exact Swiss search before it settles for the best found


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


# ---- seat order ----------------------------------------------------------------------------------------


def seat_order(table: Sequence[P], first_seats: Mapping[P, int], lot: random.Random) -> tuple[P, ...]:
    """The table's seat order: fewest first seats so far first (ties by ``lot``), so the first seat (in
    SLITHER the snake) goes round the field."""
    draws = {p: lot.random() for p in table}
    return tuple(sorted(table, key=lambda p: (first_seats.get(p, 0), draws[p])))
