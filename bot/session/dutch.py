"""Swiss rounds at tables of two, paired as FIDE's Dutch system (C.04.3) pairs a chess round: the players
in score groups, each group's top half against its bottom half, floaters sent down group by group from
the top, no rematch and no second bye while the round can be paired without, and the first seat balanced
as colours are. Pure functions of the standings and the history (players are any hashable ids; the
services pass user ids); ``docs/tournaments.md`` says what organisers read, with a worked example.

Decisions written down here:
- **Order** (A.2): score, then pairing number (the seed: 1 is the top seed). Round 1 is one group: seed 1
  meets seed n/2 + 1, seed 2 seed n/2 + 2, and so on.
- **The bye** (C.2, A.5) is settled first: among the players with the fewest byes (none, until everyone
  has had one), the lowest in the order whose bye leaves a round that can be paired without a rematch;
  so it goes to the lowest score possible, and there to the lowest seed.
- **What may not happen** (C.1, C.3): a rematch, or two players who must both have the same seat (an
  absolute preference, ``bot.session.seatbalance``) meeting. When no pairing of the round avoids both,
  the seats give way (a clash is then weighed as an unmet preference); they give way to the bye's place
  too (a lower bye comes before a clash avoided). When every pairing repeats a meeting (a small field
  late in a long tournament), the round is the top-down fill with the fewest repeats
  (``bot.session.pairing.fill_tables``), seated by the same preferences.
- **Brackets** from the top (``bot.session.dutchbracket``): each score group with the players moved down
  to it; whoever it cannot pair floats to the next.
- **Seats** at each pair by ``bot.session.seatbalance``; the lot (from the tournament's seed) says whether
  odd pairing numbers take the first seat when neither player has a preference.
- **Tables** are numbered as FIDE lists boards (C.04.2 D.9): the higher score at the pair first, then the
  higher sum of scores, then the higher-ranked player.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from typing import Generic

from bot.session.dutchbracket import Bracket
from bot.session.dutchfield import Field, Float
from bot.session.pairing import Meetings, P, RoundPlan, fill_tables, repeats
from bot.session.seatbalance import SeatWant, higher_takes_first

DUTCH_BUDGET = 60_000  # steps of the brackets' searches in one round before each keeps the best found


class _Rules(Enum):
    ALL = "all"  # no rematch, no seat clash
    NO_REMATCH = "no rematch"  # seat clashes weighed, not forbidden
    FEWEST_REPEATS = "fewest repeats"  # the top-down fill's search


@dataclass(frozen=True)
class DutchHistory(Generic[P]):
    """What a Dutch round is paired from besides the scores: who met whom, byes had, each player's seats
    at the tables of two they played (1 or 2, in order), their floats in the last round and the round
    before (``Float``, or None), their pairing numbers (seeds), and the lot of the first seat."""

    meetings: Meetings = field(default_factory=Meetings)
    byes: Mapping[P, int] = field(default_factory=dict)
    seats: Mapping[P, Sequence[int]] = field(default_factory=dict)
    floats: Mapping[P, Sequence[Float | None]] = field(default_factory=dict)
    numbers: Mapping[P, int] = field(default_factory=dict)
    odd_first: bool = True


def dutch_round(
    players: Sequence[P],
    scores: Mapping[P, Fraction],
    history: DutchHistory[P],
    budget: int | None = DUTCH_BUDGET,
) -> RoundPlan[P]:
    """A Dutch round: its tables (first seat first) in board order, and its bye (see the module's
    docstring). ``players`` are those still in; ``budget`` None searches to the end."""
    number = {p: history.numbers.get(p, i + 1) for i, p in enumerate(players)}
    order = sorted(players, key=lambda p: (-scores.get(p, Fraction(0)), number[p]))
    return _Round(order, scores, history, number, budget).plan()


class _Round(Generic[P]):
    """One round, its players as ranks in the pairing order (0 is the top)."""

    def __init__(
        self,
        order: list[P],
        scores: Mapping[P, Fraction],
        history: DutchHistory[P],
        number: Mapping[P, int],
        budget: int | None,
    ) -> None:
        self.order = order
        self.history = history
        self.number = number
        self.budget = budget
        rank: dict[Hashable, int] = {p: i for i, p in enumerate(order)}
        self.scores = [Fraction(scores.get(p, Fraction(0))) for p in order]
        met: list[set[int]] = [set() for _ in order]
        for pair, count in history.meetings.counts.items():
            ends = [rank[p] for p in pair if p in rank]
            if count and len(ends) == 2:
                met[ends[0]].add(ends[1])
                met[ends[1]].add(ends[0])
        self.met = [frozenset(m) for m in met]
        self.wants = [SeatWant.of(history.seats.get(p, ())) for p in order]
        self.floats: list[tuple[Float | None, Float | None]] = []
        for p in order:
            had = [*list(history.floats.get(p, ()))[:2], None, None]
            self.floats.append((had[0], had[1]))

    def plan(self) -> RoundPlan[P]:
        bye, rules = self._bye()
        players = [i for i in range(len(self.order)) if i != bye]
        if rules == _Rules.FEWEST_REPEATS:
            pairs = self._fewest_repeats(players)
        else:
            pairs = self._brackets(self._field(players, rules))
        pairs.sort(key=lambda ab: (-self.scores[ab[0]], -(self.scores[ab[0]] + self.scores[ab[1]]), ab[0]))
        tables = tuple(self._seated(a, b) for a, b in pairs)
        return RoundPlan(tables=tables, byes=() if bye is None else (self.order[bye],))

    def _field(self, players: Sequence[int], rules: _Rules) -> Field:
        return Field(
            self.scores,
            self.met,
            self.wants,
            self.floats,
            players,
            strict=rules == _Rules.ALL,
            budget=self.budget,
        )

    def _bye(self) -> tuple[int | None, _Rules]:
        """Who has the bye, and the rules the others are paired by (see the module's docstring)."""
        n = len(self.order)
        everyone = list(range(n))
        candidates: list[int | None] = [None]
        if n % 2:
            had = [self.history.byes.get(p, 0) for p in self.order]
            candidates = [i for i in reversed(everyone) if had[i] == min(had)]
        for bye in candidates:
            players = [i for i in everyone if i != bye]
            if self._field(players, _Rules.NO_REMATCH).pairable():
                strict = self._field(players, _Rules.ALL).pairable()
                return bye, _Rules.ALL if strict else _Rules.NO_REMATCH
        if n % 2 == 0:
            return None, _Rules.FEWEST_REPEATS
        chosen = min(candidates, key=lambda b: (self._repeats_without(b), candidates.index(b)))
        return chosen, _Rules.FEWEST_REPEATS

    def _repeats_without(self, bye: int | None) -> int:
        players = [i for i in range(len(self.order)) if i != bye]
        tables = fill_tables(
            [self.order[i] for i in players], [2] * (len(players) // 2), self.history.meetings, self.budget
        )
        return repeats(tables, self.history.meetings)

    def _fewest_repeats(self, players: list[int]) -> list[tuple[int, int]]:
        rank = {p: i for i, p in enumerate(self.order)}
        ids = [self.order[i] for i in players]
        tables = fill_tables(ids, [2] * (len(ids) // 2), self.history.meetings, self.budget)
        return [(min(rank[a], rank[b]), max(rank[a], rank[b])) for a, b in tables]

    def _brackets(self, field: Field) -> list[tuple[int, int]]:
        """Each score group from the top, with the players moved down to it (C.04.3 B)."""
        pairs: list[tuple[int, int]] = []
        moved: tuple[int, ...] = ()
        for k in range(len(field.groups)):
            chosen = Bracket(field, k, moved).choose()
            pairs.extend(chosen.pairs)
            moved = chosen.floaters
        if moved:
            raise AssertionError("a Dutch round left players unpaired")
        return pairs

    def _seated(self, a: int, b: int) -> tuple[P, P]:
        """The pair in seat order (``a`` is the higher-ranked)."""
        first = higher_takes_first(
            self.wants[a], self.wants[b], self.number[self.order[a]], self.history.odd_first
        )
        return (self.order[a], self.order[b]) if first else (self.order[b], self.order[a])
