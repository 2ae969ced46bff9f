"""A Dutch round's field as its brackets see it: the players to pair as ranks (0 is the top of the pairing
order: score, then pairing number, FIDE C.04.3 A.2), their scores and score groups, who may meet whom
(C.1 no rematch; C.3 no two absolute preferences for the same seat, while ``strict``), their seat
preferences and the floats they had, what a pair leaves unmet, the completion test (C.4), and the budget
of steps every bracket's search spends. ``bot.session.dutchbracket`` pairs each bracket with it.

Decisions written down here:
- **Completion** (C.4): the players a bracket leaves (its floaters and every lower group) must be
  pairable, the floaters not with each other: a player who floats past a group is paired further down by
  a resident of a lower group, never by another floater, so a pairing of floaters is one no bracket would
  make. Answered by Dirac's condition when it holds, else exactly (``bot.session.blossom``), and kept.
- **Budget**: the searches count their steps (an exact completion test counts as many steps as it has
  players); past the budget each bracket keeps the best pairing it has found (or, having found none,
  the completion test's own pairing), so a round always pairs, in bounded time. A step of a search may
  also be given a share of the budget of its own (``Field.allowance``).
- Each player's forbidden partners (``Field.forbidden``) are counted once a round, so the completion
  test builds its graph by set lookups.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from enum import StrEnum
from fractions import Fraction

from bot.session import blossom
from bot.session.seatbalance import FIRST, SECOND, SeatWant, Strength, unmet


class Float(StrEnum):
    """A float a player had in a round (A.4): paired with a lower score (or a bye), or with a higher."""

    DOWN = "down"
    UP = "up"


# What a candidate is weighed by after its floaters (components of ``Costs``, most important first):
# preferences left unmet (absolute, strong or absolute, any: C.3 when relaxed, C.11, C.10), then floats
# repeated from the round before (down C.12, up C.13) and from two rounds before (down C.14, up C.15).
SEAT_COSTS = 3
COSTS = 7
LEVELS = (Strength.ABSOLUTE, Strength.STRONG, Strength.MILD)  # the seat costs' levels, in order
DOWN_LAST, UP_LAST, DOWN_BEFORE, UP_BEFORE = 3, 4, 5, 6
Costs = tuple[int, ...]
ZERO: Costs = (0,) * COSTS
Outcome = tuple[int, tuple[Fraction, ...]]  # a bracket's floaters: how many, and their scores, highest first


class Field:
    """The players of one Dutch round (its bye aside), their history, and what the brackets share."""

    def __init__(
        self,
        scores: Sequence[Fraction],
        met: Sequence[frozenset[int]],
        wants: Sequence[SeatWant],
        floats: Sequence[tuple[Float | None, Float | None]],
        players: Sequence[int],
        *,
        strict: bool,
        budget: int | None,
    ) -> None:
        self.scores = scores
        self.met = met
        self.wants = wants
        self.floats = floats
        self.strict = strict
        self.keys = [self._keys(p) for p in range(len(scores))]
        # forbidden[p]: the players p may not meet: met, or (while strict) a clash (``seatbalance.clash``)
        absolute: dict[int, set[int]] = {FIRST: set(), SECOND: set()}
        if strict:
            for p in players:
                want = wants[p]
                if want.strength == Strength.ABSOLUTE and want.seat is not None:
                    absolute[want.seat].add(p)
        self.forbidden: list[frozenset[int]] = []
        for p in range(len(scores)):
            want = wants[p]
            clashing = (
                absolute[want.seat] - {p}
                if strict and want.strength == Strength.ABSOLUTE and want.seat
                else set()
            )
            self.forbidden.append(met[p] | clashing)
        self.budget = budget
        self.steps = 0
        self._until: int | None = None  # the end of the current pass's allowance
        ordered = sorted(players)
        groups: list[list[int]] = []
        for p in ordered:
            if groups and scores[groups[-1][0]] == scores[p]:
                groups[-1].append(p)
            else:
                groups.append([p])
        self.groups = groups
        self._below: list[tuple[int, ...]] = [
            tuple(p for g in groups[k + 1 :] for p in g) for k in range(len(groups))
        ]
        self._completes: dict[tuple[int, tuple[int, ...]], bool] = {}
        self._pairable: dict[tuple[tuple[int, ...], tuple[int, ...]], bool] = {}
        self.outcomes: dict[tuple[int, tuple[int, ...]], Outcome] = {}

    # ---- who may meet whom -------------------------------------------------------------------------

    def legal(self, a: int, b: int) -> bool:
        return b not in self.forbidden[a]

    def pair_costs(self, higher: int, lower: int) -> tuple[int, int, int]:
        """The seat preferences a pair leaves unmet: (absolute, strong or absolute, any), each 0 or 1."""
        strength = unmet(self.wants[higher], self.wants[lower])
        return (
            int(strength >= Strength.ABSOLUTE),
            int(strength >= Strength.STRONG),
            int(strength >= Strength.MILD),
        )

    def _keys(self, p: int) -> list[int]:
        """What ``p`` may add to each of the ``Costs``, for the searches' bounds: the seat wanted at each
        level of unmet preference (0: none at that level), then 1 for each float had of the kind weighed."""
        want, floats = self.wants[p], self.floats[p]
        seats = [want.seat or 0 if want.strength >= level else 0 for level in LEVELS]
        had = [floats[0] == Float.DOWN, floats[0] == Float.UP, floats[1] == Float.DOWN, floats[1] == Float.UP]
        return seats + [int(h) for h in had]

    # ---- the budget ----------------------------------------------------------------------------------

    def spend(self) -> bool:
        """One step of a search; False once the budget (or the current allowance) is spent."""
        self.steps += 1
        return not self.exhausted

    def charge(self, steps: int) -> None:
        """Work done outside a search's steps (listing exchanges, an exact completion test), as steps."""
        self.steps += steps

    @property
    def spent(self) -> bool:
        """The round's budget is spent."""
        return self.budget is not None and self.steps > self.budget

    @property
    def exhausted(self) -> bool:
        """The round's budget or the current allowance is spent."""
        return self.spent or (self._until is not None and self.steps > self._until)

    @contextmanager
    def allowance(self, steps: int) -> Iterator[None]:
        """At most ``steps`` more steps for what runs inside (none counted when the budget is None)."""
        saved = self._until
        if self.budget is not None:
            self._until = min(self.steps + steps, saved if saved is not None else self.steps + steps)
        try:
            yield
        finally:
            self._until = saved

    # ---- completion (C.4) ----------------------------------------------------------------------------

    def below(self, k: int) -> tuple[int, ...]:
        """The players of the groups below group ``k``."""
        return self._below[k]

    def pairable(self) -> bool:
        """Whether every player of the field can be paired."""
        return self._pair_all([p for group in self.groups for p in group], ())

    def completes(self, k: int, floaters: Sequence[int]) -> bool:
        """Whether ``floaters`` of bracket ``k`` and every group below can all be paired (see above)."""
        key = (k, tuple(floaters))
        known = self._completes.get(key)
        if known is None:
            known = self._pair_all([*floaters, *self.below(k)], floaters)
            self._completes[key] = known
        return known

    def pairs_among(self, players: tuple[int, ...], apart: tuple[int, ...] = ()) -> bool:
        """Whether ``players`` can all be paired among themselves, those ``apart`` not with each other."""
        key = (players, apart)
        known = self._pairable.get(key)
        if known is None:
            known = self._pair_all(players, apart)
            self._pairable[key] = known
        return known

    def _pair_all(self, players: Sequence[int], apart: Sequence[int]) -> bool:
        """Whether ``players`` can all be paired, those ``apart`` not with each other: Dirac's condition,
        else the exact matching (counted as a step per player)."""
        if blossom.surely_pairable(players, self._illegal_counter(players, apart)):
            return True
        self.charge(len(players))
        return (
            blossom.perfect_pairing_avoiding(players, self.forbidden.__getitem__, frozenset(apart))
            is not None
        )

    def completion(
        self, k: int, members: Sequence[int], floating: Sequence[int]
    ) -> list[tuple[int, int]] | None:
        """A pairing of ``members`` of bracket ``k`` and every group below in which ``floating`` (the
        bracket's MDPs) do not meet each other: the last resort of a bracket whose search ran out."""
        rest = sorted([*members, *self.below(k)])
        return blossom.perfect_pairing_avoiding(rest, self.forbidden.__getitem__, frozenset(floating))

    def _illegal_counter(self, rest: Sequence[int], floaters: Sequence[int]) -> Callable[[int], int]:
        """Counts the players of ``rest`` each one may not meet."""
        present = set(rest)
        apart = set(floaters)

        def illegal(p: int) -> int:
            count = len(self.forbidden[p] & present)
            if p in apart:
                count += len(apart) - 1
            return count

        return illegal
