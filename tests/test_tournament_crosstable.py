"""A tournament's crosstable as values (bot/session/crosstable.py): one line per player in the order of the
standings, numbered by position, and one cell per round paired so far that agrees with the standings
(a line's cells add up to its points; its played tables, byes and abandoned tables are the standings'
counts; each table's points are ``ranking.table_points``), on random tournaments with byes, abandoned
tables, tables still running or not yet open, late joiners and players who left; and the worked example
of docs/tournaments.md cell by cell."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

import pytest

from bot.session import ranking
from bot.session.crosstable import Absence, CellKind, crosstable
from bot.session.organisedplay import Bye, PlannedTable, SeatPlace, Tournament
from support.tournaments import random_tournament

CASES = [
    # (seed, players, rounds, table size, rounds played so far, late joiners, players who leave)
    (seed, players, rounds, size, played, late, leavers)
    for seed, (players, rounds, size, played, late, leavers) in enumerate(
        [
            (2, 1, 2, None, 0, 0),
            (7, 3, 2, 2, 1, 2),
            (9, 4, 3, None, 2, 2),
            (13, 5, 4, 3, 3, 1),
            (40, 15, 2, None, 4, 5),
            (40, 15, 4, 9, 3, 6),
            (17, 6, 5, 6, 2, 3),
            (6, 3, 1, None, 1, 1),
        ]
        * 4
    )
]


@pytest.mark.parametrize(("seed", "players", "rounds", "size", "played", "late", "leavers"), CASES)
def test_a_crosstable_agrees_with_the_standings(
    seed: int, players: int, rounds: int, size: int, played: int | None, late: int, leavers: int
) -> None:
    rng = random.Random(seed)
    tournament = random_tournament(
        rng, players, rounds, size, played=played, late=late, leavers=leavers, abandon=0.15
    )
    standings = ranking.standings(tournament)
    table = crosstable(tournament, standings)
    current = tournament.record.current_round
    assert table.rounds == current and table.after_round == standings.after_round
    assert [line.user_id for line in table.lines] == [line.user_id for line in standings.lines]
    assert [line.number for line in table.lines] == list(range(1, players + 1))
    for line, standing in zip(table.lines, standings.lines, strict=True):
        assert (line.place, line.points, line.shared) == (
            standing.place,
            standing.points,
            standings.shared(standing),
        )
        assert [cell.round for cell in line.cells] == list(range(1, current + 1))
        assert sum((c.points or Fraction(0) for c in line.cells), Fraction(0)) == line.points
        assert sum(c.kind == CellKind.PLAYED for c in line.cells) == standing.played
        assert sum(c.counts_as_bye for c in line.cells) == standing.byes
        assert (line.withdrawn is not None) == standing.dropped
        entrant = tournament.entrant(line.user_id)
        assert entrant is not None
        for cell in line.cells:
            if cell.kind == CellKind.BYE:
                assert cell.points == Fraction(tournament.settings.bye_points) and cell.mates == ()
            if cell.kind == CellKind.NOT_PAIRED:
                assert cell.points is None and cell.table is None
                joined_later = cell.round < entrant.joined_round
                gone = entrant.dropped_round is not None and cell.round > entrant.dropped_round
                assert (cell.absence == Absence.JOINED_LATER) == joined_later
                assert (cell.absence == Absence.WITHDRAWN) == (gone and not joined_later)
    # Every table, from each of its players' side: the same table, the others as table-mates, its points.
    for planned in tournament.tables:
        assert planned.round is not None
        got = ranking.table_points(planned)
        for user in planned.user_ids:
            mine = table.of(user)
            assert mine is not None
            cell = mine.cell(planned.round)
            others = {u for u in planned.user_ids if u != user}
            assert cell.table == planned.number and set(cell.mate_ids) == others
            assert {table.line(n).user_id for n in cell.mates} == others
            assert list(cell.mates) == sorted(cell.mates)
            assert cell.points == (None if got is None else got[user])
            assert (cell.kind == CellKind.RUNNING) == (got is None)
    for bye in tournament.byes:
        had = table.of(bye.user_id)
        assert had is not None and had.cell(bye.round).kind == CellKind.BYE


def test_the_random_tournaments_show_every_kind_of_cell() -> None:
    """The cases above are not all of one kind: together they hold every kind of cell."""
    seen: set[CellKind] = set()
    for seed, players, rounds, size, played, late, leavers in CASES:
        tournament = random_tournament(
            random.Random(seed),
            players,
            rounds,
            size,
            played=played,
            late=late,
            leavers=leavers,
            abandon=0.15,
        )
        seen |= {cell.kind for line in crosstable(tournament).lines for cell in line.cells}
    assert seen == set(CellKind)


def example() -> Tournament:
    """docs/tournaments.md's example after two rounds at tables of 2: Ann beat Bo then lost to Cy; Bo lost
    to Ann then beat Di; Cy beat Di then Ann. Standings: Cy 2, Ann 1, Bo 1, Di 0."""
    base = random_tournament(random.Random(0), 4, 3, 2, played=2)
    names = {1001: "Ann", 1002: "Bo", 1003: "Cy", 1004: "Di"}
    entrants = tuple(replace(e, name=names[e.user_id], joined_round=0) for e in base.entrants)

    def won(round_: int, number: int, winner: int, loser: int) -> PlannedTable:
        return PlannedTable(
            id=round_ * 10 + number,
            guild_id=1,
            channel_id=2,
            game="secretgame",
            name="t",
            players=((winner, ""), (loser, "")),
            tournament_id="t",
            round=round_,
            number=number,
            session_id=f"g{round_}{number}",
            session_status="finished",
            places=(SeatPlace(0, 1, True, 1.0), SeatPlace(1, 2, False, 0.0)),
        )

    tables = (won(1, 1, 1001, 1002), won(1, 2, 1003, 1004), won(2, 1, 1003, 1001), won(2, 2, 1002, 1004))
    return Tournament(replace(base.record, current_round=2), entrants, tables=tables)


def test_the_worked_example_cell_by_cell() -> None:
    table = crosstable(example())
    assert [(line.number, line.name, line.points) for line in table.lines] == [
        (1, "Cy", Fraction(2)),
        (2, "Ann", Fraction(1)),
        (3, "Bo", Fraction(1)),
        (4, "Di", Fraction(0)),
    ]
    cy, ann, bo, di = table.lines
    one, none = Fraction(1), Fraction(0)
    assert [(c.table, c.mates, c.points, c.place) for c in cy.cells] == [(2, (4,), one, 1), (1, (2,), one, 1)]
    assert [(c.table, c.mates, c.points, c.place) for c in ann.cells] == [
        (1, (3,), one, 1),
        (1, (1,), none, 2),
    ]
    assert [c.won for c in bo.cells] == [False, True] and [c.won for c in di.cells] == [False, False]
    assert not any(line.shared for line in table.lines)


def test_a_bye_an_abandoned_table_and_a_running_one() -> None:
    tournament = example()
    r3 = PlannedTable(**{**tournament.tables[0].__dict__, "id": 31, "round": 3, "number": 1})
    abandoned = replace(r3, session_status="abandoned", places=(), players=((1001, ""), (1004, "")))
    running = replace(r3, id=32, number=2, session_status="running", places=(), players=((1002, ""),))
    tournament = replace(
        tournament,
        record=replace(tournament.record, current_round=3),
        tables=(*tournament.tables, abandoned, running),
        byes=(Bye(3, 1003),),
    )
    table = crosstable(tournament)
    by_name = {line.name: line for line in table.lines}
    ann, di, cy, bo = (by_name[n].cell(3) for n in ("Ann", "Di", "Cy", "Bo"))
    assert ann.kind == di.kind == CellKind.ABANDONED and ann.counts_as_bye
    got = ranking.table_points(abandoned)
    assert got is not None and ann.points == got[1001]
    assert ann.mates == (by_name["Di"].number,) and ann.table == 1
    assert cy.kind == CellKind.BYE and cy.points == Fraction(1, 2) and cy.table is None
    assert bo.kind == CellKind.RUNNING and bo.points is None and bo.session_id == "g11"
    assert (
        sum((c.points or 0 for c in by_name["Cy"].cells), Fraction(0))
        == by_name["Cy"].points
        == Fraction(5, 2)
    )


def test_before_round_one_is_paired_there_is_no_cell() -> None:
    tournament = example()
    tournament = replace(tournament, record=replace(tournament.record, current_round=0), tables=())
    table = crosstable(tournament)
    assert table.rounds == 0 and all(line.cells == () for line in table.lines)
