"""A tournament's crosstable as values: for each player, in the order of the standings, what became of them
in every round so far: the table they sat at, who they met there, and what it was worth; or a bye, a table
still being played, or no place in the round at all. Pure functions of a loaded ``Tournament`` and its
``bot.session.ranking.standings``; ``docs/tournaments.md`` ("Crosstable") says what each cell means.

Decisions written down here:
- **A line's number is its position in the standings** (1, 2, 3...), unique even where places are shared:
  table-mates are named by it ("v 4"), so a reader finds them on the same sheet. Where no place is
  shared, the number is the place.
- **A cell agrees with the standings**: the points of a line's cells add up to its points. A table's
  points are ``ranking.table_points``; an abandoned table (or one that ended without a result) is what
  ranking counts it as, a bye worth its points, and is said so; a bye is worth what the standings count
  it as: what is left of the player's points after their tables, shared among their byes, so the sheet
  follows however ranking values a bye.
- **Not paired**: a player who joined late has nothing in the rounds before they joined; one who left or
  was withdrawn, nothing after; anyone else without a table or bye in a round is "not paired" too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from fractions import Fraction

from bot.session import ranking
from bot.session.organisedplay import Entrant, PlannedTable, Tournament, Withdrawal
from bot.session.ranking import Standings


class CellKind(StrEnum):
    PLAYED = "played"  # a table with a result
    BYE = "bye"  # no table this round: a bye
    ABANDONED = "abandoned"  # the table was abandoned (or ended without a result): counted as a bye
    RUNNING = "running"  # the table is being played, or opens soon
    NOT_PAIRED = "notpaired"  # no table and no bye: joined later, left or withdrawn


class Absence(StrEnum):
    """Why a player was not paired in a round."""

    JOINED_LATER = "joined"  # they joined after this round was paired
    WITHDRAWN = "withdrawn"  # they left, or were withdrawn, before this round
    UNKNOWN = "unknown"  # withdrawn for a while and back, or anything else


@dataclass(frozen=True)
class Cell:
    """One player's round."""

    round: int
    kind: CellKind
    table: int | None = None  # the table's number in its round
    mates: tuple[int, ...] = ()  # the table-mates' line numbers, smallest first
    mate_ids: tuple[int, ...] = ()  # their user ids, in the same order
    points: Fraction | None = None  # what the round is worth to the player (None: running, not paired)
    place: int | None = None  # their place at a table with a result (shared places: the same number)
    won: bool = False  # first place at a table someone won
    seats: int = 0  # players at the table
    session_id: str | None = None  # the table's game, once it opened
    absence: Absence | None = None  # NOT_PAIRED: why

    @property
    def counts_as_bye(self) -> bool:
        return self.kind in (CellKind.BYE, CellKind.ABANDONED)


@dataclass(frozen=True)
class CrossLine:
    """One player's line: their standing and one cell per round."""

    number: int  # position in the standings, 1-based; table-mates are named by it
    place: int
    shared: bool  # another line has the same place
    user_id: int
    name: str
    points: Fraction
    withdrawn: Withdrawal | None  # why they are no longer paired (None: still in)
    joined_round: int  # a late joiner: the first round they could be paired in (0: from the start)
    cells: tuple[Cell, ...]  # rounds 1, 2, ... in order

    def cell(self, round_number: int) -> Cell:
        return self.cells[round_number - 1]


@dataclass(frozen=True)
class Crosstable:
    lines: tuple[CrossLine, ...]
    rounds: int  # rounds paired so far (each line has this many cells)
    after_round: int  # the last round whose every table has ended
    total_rounds: int | None

    def of(self, user_id: int) -> CrossLine | None:
        return next((line for line in self.lines if line.user_id == user_id), None)

    def line(self, number: int) -> CrossLine:
        return self.lines[number - 1]


def crosstable(tournament: Tournament, standings: Standings | None = None) -> Crosstable:
    """The crosstable of the rounds paired so far, in the order of ``standings`` (computed when not
    given)."""
    table = standings if standings is not None else ranking.standings(tournament)
    numbers = {line.user_id: k for k, line in enumerate(table.lines, 1)}
    rounds = tournament.record.current_round
    seated: dict[tuple[int, int], PlannedTable] = {}
    for planned in tournament.tables:
        if planned.tournament_id is None or planned.round is None:
            continue
        for user in planned.user_ids:
            seated[(planned.round, user)] = planned
    had_bye = {(bye.round, bye.user_id) for bye in tournament.byes}
    lines = []
    for k, line in enumerate(table.lines, 1):
        entrant = tournament.entrant(line.user_id)
        cells = [
            _cell(number, line.user_id, entrant, seated.get((number, line.user_id)), had_bye, numbers)
            for number in range(1, rounds + 1)
        ]
        lines.append(
            CrossLine(
                number=k,
                place=line.place,
                shared=table.shared(line),
                user_id=line.user_id,
                name=line.name,
                points=line.points,
                withdrawn=_withdrawn(entrant),
                joined_round=entrant.joined_round if entrant is not None else 0,
                cells=_byes_valued(cells, line.points),
            )
        )
    return Crosstable(tuple(lines), rounds, table.after_round, table.total_rounds)


def _cell(
    number: int,
    user: int,
    entrant: Entrant | None,
    table: PlannedTable | None,
    had_bye: set[tuple[int, int]],
    numbers: dict[int, int],
) -> Cell:
    if table is None:
        if (number, user) in had_bye:
            return Cell(number, CellKind.BYE)  # valued once the line's tables are known
        return Cell(number, CellKind.NOT_PAIRED, absence=_absence(entrant, number))
    others = sorted((u for u in table.user_ids if u != user), key=lambda u: numbers.get(u, 10**9))
    running = Cell(
        number,
        CellKind.RUNNING,
        table=table.number,
        mates=tuple(numbers[u] for u in others if u in numbers),
        mate_ids=tuple(others),
        seats=len(table.players),
        session_id=table.session_id,
    )
    got = ranking.table_points(table)
    if got is None:
        return running
    seat = table.user_ids.index(user)
    place = next((p for p in table.places if p.seat == seat), None)
    if table.session_status != "finished" or place is None or len(table.places) != len(table.players):
        return replace(running, kind=CellKind.ABANDONED, points=got[user])
    won = place.won and place.place == 1
    return replace(running, kind=CellKind.PLAYED, points=got[user], place=place.place, won=won)


def _byes_valued(cells: Sequence[Cell], points: Fraction) -> tuple[Cell, ...]:
    """The line's byes, each worth an even share of what its tables leave of its points (see the module's
    docstring)."""
    byes = [c for c in cells if c.kind == CellKind.BYE]
    if not byes:
        return tuple(cells)
    rest = points - sum((c.points for c in cells if c.points is not None), Fraction(0))
    each = rest / len(byes)
    return tuple(Cell(c.round, CellKind.BYE, points=each) if c.kind == CellKind.BYE else c for c in cells)


def _absence(entrant: Entrant | None, number: int) -> Absence:
    if entrant is None:
        return Absence.UNKNOWN
    if number < entrant.joined_round:
        return Absence.JOINED_LATER
    if entrant.dropped_round is not None and number > entrant.dropped_round:
        return Absence.WITHDRAWN
    return Absence.UNKNOWN


def _withdrawn(entrant: Entrant | None) -> Withdrawal | None:
    if entrant is None or entrant.active:
        return None
    return entrant.withdrawn or Withdrawal.LEFT
