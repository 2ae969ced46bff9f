"""One score bracket of a Dutch round, and the choice among its candidates by the criteria of FIDE's Dutch
system (C.04.3 C); the candidates themselves, in the Dutch order, are ``bot.session.dutchorder``'s.
``bot.session.dutch`` pairs the brackets from the top, each one's floaters becoming the next one's
moved-down players (MDPs).

Decisions written down here (docs/tournaments.md, "Swiss at tables of two"):
- **Criteria**, in order: every pair allowed and the round still completable (C.1, C.3, C.4: the
  ``Field``); the most pairs (C.5); the lowest floaters' scores, highest first (C.6: MDPs paired first,
  the highest of them first); the best next bracket for the floaters chosen (C.7: its most pairs, then
  its lowest floaters' scores); the fewest seat preferences unmet: absolute ones (only when the round
  could not be paired otherwise), then strong ones, then any (C.11 before C.10: a seat count kept within
  one comes before alternation); the fewest floats repeated: down then up from the round before (C.12,
  C.13), then from two rounds before (C.14, C.15). Among candidates equal on all of these, the first in
  the Dutch order. Left out: the topscorers' exceptions (C.8, C.9) and the score differences of repeated
  floats (C.16 to C.19).
- **The search**: the first candidate in the Dutch order gives the pairs and floaters' scores to reach
  (the order tries the most pairs and the best floaters first); each criterion after them is then lowered
  one step at a time from a bound counted from the bracket's preferences, the order searched within the
  values reached, so the candidate kept is the first in the Dutch order that is best on every criterion.
  A step that takes more than ``PASS_STEPS`` (or a bracket's size times ``PASS_STEPS_PER_PLAYER``, if more)
  is given up: that criterion keeps the value reached, and the next is lowered.
- C.7 weighs every set of floaters a bracket could send down while they are few (``OUTCOMES``) and the
  weighing stays within one share of steps; beyond either, the next bracket is weighed by what the
  first candidate leaves it.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from math import comb

from bot.session.dutchfield import COSTS, SEAT_COSTS, ZERO, Field, Outcome
from bot.session.dutchorder import Accept, Candidate, DutchOrder, Limits, Option
from bot.session.seatbalance import FIRST, SECOND

OUTCOMES = 400  # floater sets whose next bracket is weighed (C.7) at most
PASS_STEPS = 5_000  # steps one lowering of a criterion may take (see the module's docstring)...
PASS_STEPS_PER_PLAYER = 40  # ... or this many per player of the bracket, if more


def anything(floaters: tuple[int, ...]) -> bool:
    """Any floaters will do (no next bracket to weigh them by)."""
    return True


class Bracket:
    """Bracket ``k`` of a field: its MDPs and group ``k``'s residents."""

    def __init__(self, field: Field, k: int, mdps: Sequence[int]) -> None:
        self.field = field
        self.k = k
        self.order = DutchOrder(field, k, mdps)

    def choose(self) -> Candidate:
        """The bracket's pairing (see the module's docstring)."""
        first = self._first()
        if first is None:
            return self._fallback()
        pairs = len(first.pairs)
        floats = self.order.floats(first.floaters)
        options = [o for o in self.order.options(pairs) if o.floats == floats]
        accept, best = self._best_outcome(options, first)
        limits: Limits = [None] * COSTS
        for component in range(COSTS):
            for value in range(self._bound(component, pairs), best.costs[component]):
                limits[component] = value
                found, cut = self._pass(options, limits, accept)
                if found is not None:
                    best = found
                    break
                if cut:
                    break
            limits[component] = best.costs[component]
            if self.field.spent:
                break
        return best

    def outcome(self) -> Outcome:
        """The bracket's best floaters (C.5, C.6), as the bracket above weighs its own choice (C.7)."""
        with self.field.allowance(self._steps()):
            first = self._first()
        first = first or self._fallback()
        return len(first.floaters), self.order.floats(first.floaters)

    def _steps(self) -> int:
        return max(PASS_STEPS, PASS_STEPS_PER_PLAYER * len(self.order.members))

    def _first(self) -> Candidate | None:
        """The first allowed candidate in the Dutch order, the most pairs first."""
        for pairs in range(len(self.order.members) // 2, -1, -1):
            found = self.order.search(self.order.options(pairs), [None] * COSTS, anything)
            if found is not None or self.field.exhausted:
                return found
        return None

    def _pass(
        self, options: Sequence[Option], limits: Limits, accept: Accept
    ) -> tuple[Candidate | None, bool]:
        """One step of lowering a criterion within its share of steps: the first candidate in the Dutch
        order within ``limits``, and whether the share ran out before the search ended."""
        with self.field.allowance(self._steps()):
            found = self.order.search(options, limits, accept)
            return found, found is None and self.field.exhausted

    def _best_outcome(self, options: list[Option], first: Candidate) -> tuple[Accept, Candidate]:
        """C.7: the check that floaters give the best next bracket any allowed floaters give, and the first
        candidate passing it."""
        field, order = self.field, self.order
        if self.k + 1 >= len(field.groups):
            return anything, first
        reached = self.next_outcome(first.floaters)
        parity = (len(first.floaters) + len(field.groups[self.k + 1])) % 2
        if reached == (parity, (field.scores[field.groups[self.k + 1][0]],) * parity):
            return self._giving(reached), first  # the best there can be
        floater_sets: set[tuple[int, ...]] = set()
        residents = order.residents
        for option in options:
            unpaired = len(residents) - len(option.paired) - 2 * option.remainder_pairs
            if comb(len(residents), unpaired) * len(options) > OUTCOMES:
                return self._giving(reached), first
            for extra in combinations(residents, unpaired):
                floaters = tuple(sorted(option.limbo + extra))
                if field.completes(self.k, floaters):
                    floater_sets.add(floaters)
        values = set()
        with field.allowance(self._steps()):  # one share for weighing every set
            for floaters in sorted(floater_sets):
                values.add(self.next_outcome(floaters))
                if field.exhausted:
                    return self._giving(reached), first
        for value in sorted(values):
            if value >= reached or field.spent:
                break
            found, _ = self._pass(options, [None] * COSTS, self._giving(value))
            if found is not None:
                return self._giving(value), found
        return self._giving(reached), first

    def _giving(self, outcome: Outcome) -> Accept:
        """The check that floaters leave the next bracket ``outcome``."""
        return lambda floaters: self.next_outcome(floaters) == outcome

    def next_outcome(self, floaters: tuple[int, ...]) -> Outcome:
        key = (self.k + 1, floaters)
        known = self.field.outcomes.get(key)
        if known is None:
            known = Bracket(self.field, self.k + 1, floaters).outcome()
            self.field.outcomes[key] = known
        return known

    def _bound(self, component: int, pairs: int) -> int:
        """Seat preferences at ``LEVELS[component]`` no candidate of ``pairs`` pairs can meet: players wanting
        one seat beyond those who may float and those wanting otherwise must meet each other."""
        if component >= SEAT_COSTS:
            return 0
        members = self.order.members
        floating = len(members) - 2 * pairs
        bound = 0
        for seat in (FIRST, SECOND):
            wanting = sum(1 for p in members if self.field.keys[p][component] == seat)
            excess = wanting - floating - (len(members) - wanting)
            bound = max(bound, (excess + 1) // 2)
        return bound

    def _fallback(self) -> Candidate:
        """The completion test's own pairing, when the search ran out of budget before any candidate."""
        members = self.order.members
        inside = set(members)
        pairing = self.field.completion(self.k, members, self.order.mdps) or []
        pairs = tuple(sorted((min(a, b), max(a, b)) for a, b in pairing if a in inside and b in inside))
        floaters = tuple(
            sorted(x for a, b in pairing for x, y in ((a, b), (b, a)) if x in inside and y not in inside)
        )
        costs = list(ZERO)
        for a, b in pairs:
            for j, cost in enumerate(self.field.pair_costs(a, b)):
                costs[j] += cost
        return Candidate(pairs, floaters, tuple(costs))
