"""A score bracket's candidates in the order of FIDE's Dutch system (C.04.3 B and D), searched depth first
within limits on their costs: ``bot.session.dutchbracket`` asks for the first candidate in that order
whose costs stay within the values it is lowering, one criterion after another.

The bracket's players are the players moved down from above (MDPs, highest first) and the group's own
players (residents), numbered in that order (bracket sequence numbers, BSNs).

Decisions written down here (docs/tournaments.md, "Swiss at tables of two"):
- **The order**: the MDPs chosen to be paired (S1 of the MDP-pairing; the others float on, Limbo) in
  D.3's order (higher scores first, then the lowest BSNs); each takes a resident, in lexicographic order
  of the residents' BSNs (D.1); the residents left (the remainder) pair their top half (S1) with their
  bottom half (S2): S1's first player the first of S2 they may meet, and so on (transpositions, D.1);
  when no transposition will do, exchanges between the halves in D.2's order (fewest players exchanged,
  then the smallest difference of the BSN sums exchanged, then the highest BSN moved from S1, then the
  lowest moved from S2). A pair always has its higher-ranked player in S1, so each pairing is met once,
  where the Dutch order first meets it.
- **Bounds**: a branch is cut as soon as the players left cannot stay within the limits: counted on the
  halves, the players wanting one seat beyond those who may take them must meet each other, and S2's
  players with a downfloat to repeat beyond those S1 can take must float. The first count does not
  depend on the halves, so it is judged once for a remainder; the second for each exchange, before any
  search.
- **Leftovers**: whether a candidate's floaters complete the round (and pass the bracket's last check)
  depends only on which players they are, so the sets of residents a remainder may leave over are judged
  ahead of its search while they are few (and, for a choice of MDPs to pair, whether any set left over
  lets them and the other residents all be paired: one matching each), remainders found wanting are not
  searched twice, (``LEFTOVERS``, ``LEFTOVER_PLAYERS``; a larger remainder that
  leaves nobody over has only its Limbo judged), with whether the others can be paired among
  themselves; the search then only makes choices that leave one of them. A remainder none of whose sets
  will do is passed over at once, so proving that a bracket cannot make so many pairs costs a few
  completion tests, not a search of every pairing.
- Exchanges of one size are listed while they are few (``EXCHANGES``); the searches spend the field's
  budget.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from math import comb

from bot.session.dutchfield import (
    COSTS,
    DOWN_BEFORE,
    DOWN_LAST,
    SEAT_COSTS,
    UP_BEFORE,
    UP_LAST,
    ZERO,
    Costs,
    Field,
)
from bot.session.seatbalance import FIRST, SECOND

EXCHANGES = 5_000  # exchanges of one size listed at most (D.2); a larger size is not tried
OPTIONS = 64  # choices of the MDPs to pair listed at most (D.3); beyond, the first ones only
LEFTOVERS = 300  # sets of residents a remainder may leave over judged ahead of its search at most
LEFTOVER_PLAYERS = 32  # ... in a remainder of this many players at most (a larger one is dense enough)
Limits = list[int | None]
Counts = list[list[int]]  # [cost][key]: players by what they may add to each cost (``Field.keys``)
Leaf = Callable[[list[tuple[int, int]], Costs], "Candidate | None"]
Accept = Callable[[tuple[int, ...]], bool]  # a last check of a candidate's floaters (C.7)


@dataclass(frozen=True)
class Candidate:
    """A bracket's pairing: its pairs (higher-ranked first) and its floaters, with its costs."""

    pairs: tuple[tuple[int, int], ...]
    floaters: tuple[int, ...]
    costs: Costs


@dataclass(frozen=True)
class Option:
    """Which MDPs a candidate pairs (``paired``, S1 of the MDP-pairing) and which float on (Limbo), the
    remainder's pairs, and the floaters' scores that follow (highest first)."""

    paired: tuple[int, ...]
    limbo: tuple[int, ...]
    remainder_pairs: int
    floats: tuple[Fraction, ...]
    order: tuple[tuple[Fraction, ...], tuple[int, ...]]  # D.3: higher scores, then lower BSNs


class DutchOrder:
    """Bracket ``k`` of a field, its MDPs and group ``k``'s residents, and its candidates in order."""

    def __init__(self, field: Field, k: int, mdps: Sequence[int]) -> None:
        self.field = field
        self.k = k
        self.mdps = sorted(mdps)
        self.residents = field.groups[k]
        self.members = [*self.mdps, *self.residents]
        self.bsn = {p: i + 1 for i, p in enumerate(self.members)}
        self.score = field.scores[self.residents[0]]
        self._exchange_lists: dict[
            tuple[tuple[int, ...], int, int], list[tuple[tuple[int, ...], tuple[int, ...]]]
        ] = {}

    def floats(self, floaters: Sequence[int]) -> tuple[Fraction, ...]:
        """Floaters' scores, highest first (C.6)."""
        return tuple(sorted((self.field.scores[p] for p in floaters), reverse=True))

    def options(self, pairs: int) -> list[Option]:
        """The choices of MDPs to pair for ``pairs`` pairs, best floaters first, then in D.3's order."""
        mdps, residents = self.mdps, len(self.residents)
        options = []
        for paired_count in range(min(len(mdps), residents, pairs), -1, -1):
            remainder_pairs = pairs - paired_count
            if remainder_pairs > (residents - paired_count) // 2:
                continue
            unpaired = residents - paired_count - 2 * remainder_pairs
            if comb(len(mdps), paired_count) <= OPTIONS:
                choices: Iterator[tuple[int, ...]] = combinations(mdps, paired_count)
            else:
                choices = iter([tuple(mdps[:paired_count])])
            for paired in choices:
                limbo = tuple(p for p in mdps if p not in paired)
                floats = tuple(sorted(self.floats(limbo) + (self.score,) * unpaired, reverse=True))
                order = (
                    tuple(sorted(-self.field.scores[p] for p in paired)),
                    tuple(self.bsn[p] for p in paired),
                )
                options.append(Option(paired, limbo, remainder_pairs, floats, order))
        options.sort(key=lambda o: (o.floats, o.order))
        return options

    def search(self, options: Sequence[Option], limits: Limits, accept: Accept) -> Candidate | None:
        """The first candidate in the Dutch order within ``limits`` whose floaters complete the round
        (C.4) and pass ``accept``."""
        failed: set[tuple[tuple[int, ...], tuple[int, ...], Costs]] = set()  # remainders that will not do
        for option in options:
            if self.field.exhausted:
                return None
            if not self._feasible(option, accept):
                continue

            def remainder(
                pairs: list[tuple[int, int]], costs: Costs, option: Option = option
            ) -> Candidate | None:
                partners = {b for _, b in pairs}
                key = (option.paired, tuple(p for p in self.residents if p not in partners), costs)
                if key in failed:
                    return None
                found = self._remainder(option, pairs, costs, limits, accept)
                if found is None and not self.field.exhausted:
                    failed.add(key)
                return found

            found = self._transpose(option.paired, self.residents, ZERO, limits, remainder, moved=True)
            if found is not None:
                return found
        return None

    def _feasible(self, option: Option, accept: Accept) -> bool:
        """Whether any candidate pairs ``option``'s MDPs and its remainder's pairs: some residents left
        over complete the round with the Limbo and pass ``accept``, and the MDPs and the other residents
        can all be paired (MDPs not with each other). Judged while the sets to try are few; else True."""
        residents = self.residents
        size = len(residents) - len(option.paired) - 2 * option.remainder_pairs
        if not option.paired or len(residents) > LEFTOVER_PLAYERS or comb(len(residents), size) > LEFTOVERS:
            return True  # without MDPs to pair, the remainder's own judgement is as quick
        self.field.charge(comb(len(residents), size))
        for left in combinations(residents, size):
            floaters = tuple(sorted([*option.limbo, *left]))
            if not self.field.completes(self.k, floaters) or not accept(floaters):
                continue
            players = (*option.paired, *(p for p in residents if p not in left))
            if self.field.pairs_among(players, apart=option.paired):
                return True
        return False

    def _remainder(
        self,
        option: Option,
        mdp_pairs: list[tuple[int, int]],
        costs: Costs,
        limits: Limits,
        accept: Accept,
    ) -> Candidate | None:
        if not self.field.spend():
            return None
        partners = {b for _, b in mdp_pairs}
        remainder = [p for p in self.residents if p not in partners]
        n1 = option.remainder_pairs
        top_counts, bottom_counts = self._counts(remainder[:n1]), self._counts(remainder[n1:])
        if not self._fits(top_counts, bottom_counts, n1, len(remainder) - n1, costs, limits, downs=False):
            return None  # the seats' bound does not depend on the halves: no exchange will do
        leftovers = self._leftovers(option, remainder, n1, accept)
        if leftovers == []:
            return None  # no residents it could leave over would do
        checks = [(j, limit) for j in (DOWN_LAST, DOWN_BEFORE) if (limit := limits[j]) is not None]
        for out, into in self._exchanges(remainder, n1):
            if not self.field.spend():
                return None
            if checks and not self._downs_fit(bottom_counts, n1, out, into, costs, checks):
                continue
            top = sorted([p for p in remainder[:n1] if p not in out] + list(into))
            chosen = set(top)
            bottom = [p for p in remainder if p not in chosen]
            usable = None if leftovers is None else [left for left in leftovers if chosen.isdisjoint(left)]
            if usable == []:
                continue

            def finish(pairs: list[tuple[int, int]], reached: Costs) -> Candidate | None:
                return self._finish(option, mdp_pairs, pairs, remainder, reached, limits, accept)

            found = self._transpose(top, bottom, costs, limits, finish, leftovers=usable)
            if found is not None:
                return found
        return None

    def _leftovers(
        self, option: Option, remainder: list[int], pairs: int, accept: Accept
    ) -> list[frozenset[int]] | None:
        """The sets of residents the remainder may leave over: with the Limbo they complete the round and
        pass ``accept``, and the others can be paired among themselves. None when there are too many sets
        to judge ahead (``LEFTOVERS``): the search then judges each whole candidate alone."""
        size = len(remainder) - 2 * pairs
        if size == 0 and len(remainder) > LEFTOVER_PLAYERS:  # only the Limbo floats: judged at once
            floaters = option.limbo
            return [frozenset()] if self.field.completes(self.k, floaters) and accept(floaters) else []
        if len(remainder) > LEFTOVER_PLAYERS or comb(len(remainder), size) > LEFTOVERS:
            return None
        found = []
        for left in combinations(remainder, size):
            floaters = tuple(sorted([*option.limbo, *left]))
            if not self.field.completes(self.k, floaters) or not accept(floaters):
                continue
            if self.field.pairs_among(tuple(p for p in remainder if p not in left)):
                found.append(frozenset(left))
        return found

    def _exchanges(
        self, remainder: list[int], pairs: int
    ) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
        """The remainder's S1 in D.2's order, as (players out of the top ``pairs``, players into it)."""
        yield (), ()
        top, rest = remainder[:pairs], remainder[pairs:]
        bsn = self.bsn
        for size in range(1, min(len(top), len(rest)) + 1):
            if comb(len(top), size) * comb(len(rest), size) > EXCHANGES:
                return
            key = (tuple(remainder), pairs, size)
            listed = self._exchange_lists.get(key)
            if listed is None:
                ranked = []
                for out in combinations(top, size):
                    for into in combinations(rest, size):
                        order = (
                            sum(bsn[p] for p in into) - sum(bsn[p] for p in out),
                            tuple(-bsn[p] for p in reversed(out)),
                            tuple(bsn[p] for p in into),
                        )
                        ranked.append((order, out, into))
                ranked.sort()
                listed = [(out, into) for _, out, into in ranked]
                self._exchange_lists[key] = listed
                self.field.charge(len(listed))
            yield from listed

    def _counts(self, players: Sequence[int]) -> Counts:
        counts = [[0, 0, 0] for _ in range(COSTS)]
        for p in players:
            for j, key in enumerate(self.field.keys[p]):
                counts[j][key] += 1
        return counts

    def _downs_fit(
        self,
        bottom: Counts,
        top_size: int,
        out: Sequence[int],
        into: Sequence[int],
        costs: Costs,
        checks: list[tuple[int, int]],
    ) -> bool:
        """Whether S2 after exchanging ``out`` and ``into`` has no more players with a downfloat to repeat
        than S1 can take, beyond the limits."""
        keys = self.field.keys
        for j, limit in checks:
            down = bottom[j][1] + sum(keys[p][j] for p in out) - sum(keys[p][j] for p in into)
            if costs[j] + max(0, down - top_size) > limit:
                return False
        return True

    @staticmethod
    def _fits(
        top: Counts,
        bottom: Counts,
        top_size: int,
        bottom_size: int,
        costs: Costs,
        limits: Limits,
        downs: bool = True,
    ) -> bool:
        """Whether halves of these counts can be paired within ``limits`` (see the module's docstring);
        ``downs``: the bottom half's players left over float down (a remainder, not the MDPs' partners).
        The seats' part counts the players wanting a seat on both halves together, so it does not depend
        on which players are in which half: an exchange never changes it."""
        for j in range(SEAT_COSTS):
            limit = limits[j]
            if limit is None:
                continue
            for seat in (FIRST, SECOND):
                if costs[j] + max(0, top[j][seat] - (bottom_size - bottom[j][seat])) > limit:
                    return False
        for j in (DOWN_LAST, DOWN_BEFORE) if downs else ():
            limit = limits[j]
            if limit is not None and costs[j] + max(0, bottom[j][1] - top_size) > limit:
                return False
        return True

    def _finish(
        self,
        option: Option,
        mdp_pairs: list[tuple[int, int]],
        pairs: list[tuple[int, int]],
        remainder: list[int],
        costs: Costs,
        limits: Limits,
        accept: Accept,
    ) -> Candidate | None:
        """A whole candidate: the residents left over float down (their repeated downfloats counted), and
        its floaters must complete the round and pass ``accept``."""
        paired = {p for pair in pairs for p in pair}
        unpaired = [p for p in remainder if p not in paired]
        keys = self.field.keys
        total = list(costs)
        for p in unpaired:
            total[DOWN_LAST] += keys[p][DOWN_LAST]
            total[DOWN_BEFORE] += keys[p][DOWN_BEFORE]
        if not within(tuple(total), limits):
            return None
        floaters = tuple(sorted([*option.limbo, *unpaired]))
        if not self.field.completes(self.k, floaters) or not accept(floaters):
            return None
        return Candidate((*mdp_pairs, *pairs), floaters, tuple(total))

    def _transpose(
        self,
        top: Sequence[int],
        bottom: Sequence[int],
        base: Costs,
        limits: Limits,
        leaf: Leaf,
        moved: bool = False,
        leftovers: list[frozenset[int]] | None = None,
    ) -> Candidate | None:
        """Depth first in D.1's order: ``top``'s players in turn each take the first player of ``bottom``
        (ranked below them) they may meet, within ``limits``; ``leaf`` judges each whole choice. ``moved``:
        ``top`` are MDPs, whose partners float up; else ``bottom``'s players left over float down, as one
        of ``leftovers`` when given."""
        if not top:
            return leaf([], base)
        return _Transposition(self, top, bottom, limits, moved, leftovers).run(base, leaf)


class _Transposition:
    """One depth-first search over ``top``'s partners in ``bottom``, keeping the counts of the players
    left (``DutchOrder._fits``) as it goes."""

    def __init__(
        self,
        order: DutchOrder,
        top: Sequence[int],
        bottom: Sequence[int],
        limits: Limits,
        moved: bool,
        leftovers: list[frozenset[int]] | None,
    ) -> None:
        self.field = order.field
        self.bsn = order.bsn
        self.top, self.bottom, self.limits, self.moved = top, bottom, limits, moved
        self.leftovers = leftovers
        self.taken: set[int] = set()
        self.bounded = any(limit is not None for limit in limits)
        keys = self.field.keys
        # left[i]: the counts of top[i:]
        self.left = [order._counts(())]
        for p in reversed(top):
            counts = [list(row) for row in self.left[-1]]
            for j, key in enumerate(keys[p]):
                counts[j][key] += 1
            self.left.append(counts)
        self.left.reverse()
        self.free = order._counts(bottom)
        self.free_count = len(bottom)

    def _take(self, p: int, sign: int) -> None:
        for j, key in enumerate(self.field.keys[p]):
            self.free[j][key] -= sign
        self.free_count -= sign
        if sign > 0:
            self.taken.add(p)
        else:
            self.taken.discard(p)

    def _may_leave(self) -> bool:
        """Whether some allowed set of players left over is still untaken."""
        return self.leftovers is None or any(left.isdisjoint(self.taken) for left in self.leftovers)

    def _costs(self, costs: Costs, a: int, b: int) -> Costs:
        seats = self.field.pair_costs(a, b)
        reached = [costs[0] + seats[0], costs[1] + seats[1], costs[2] + seats[2], *costs[SEAT_COSTS:]]
        if self.moved:  # b floats up to meet a
            keys = self.field.keys[b]
            reached[UP_LAST] += keys[UP_LAST]
            reached[UP_BEFORE] += keys[UP_BEFORE]
        return tuple(reached)

    def run(self, base: Costs, leaf: Leaf) -> Candidate | None:
        field, top, bottom, bsn, limits = self.field, self.top, self.bottom, self.bsn, self.limits
        n1 = len(top)
        used = [False] * len(bottom)
        picks = [-1] * n1
        costs: list[Costs] = [base] * (n1 + 1)
        depth = 0
        while depth >= 0:
            if not field.spend():
                return None
            a = top[depth]
            start = picks[depth] + 1
            if picks[depth] >= 0:
                used[picks[depth]] = False
                self._take(bottom[picks[depth]], -1)
                picks[depth] = -1
            chosen = -1
            reached = base
            for j in range(start, len(bottom)):
                b = bottom[j]
                if used[j] or bsn[b] < bsn[a] or not field.legal(a, b):
                    continue
                reached = self._costs(costs[depth], a, b)
                if self.bounded and not within(reached, limits):
                    continue
                self._take(b, 1)
                rest_top = n1 - depth - 1
                if self._may_leave() and (
                    not self.bounded
                    or DutchOrder._fits(
                        self.left[depth + 1],
                        self.free,
                        rest_top,
                        self.free_count,
                        reached,
                        limits,
                        not self.moved,
                    )
                ):
                    chosen = j
                    break
                self._take(b, -1)
            if chosen < 0:
                depth -= 1
                continue
            used[chosen] = True
            picks[depth] = chosen
            if depth + 1 == n1:
                found = leaf([(top[i], bottom[picks[i]]) for i in range(n1)], reached)
                if found is not None:
                    return found
                continue  # the next partner for the last player
            costs[depth + 1] = reached
            depth += 1
        return None


def within(costs: Costs, limits: Limits) -> bool:
    return all(limit is None or cost <= limit for cost, limit in zip(costs, limits, strict=True))
