"""A tournament's rules as values (bot/session/ranking.py, bot/session/matchmaking.py,
bot/session/organisedplay.py, bot/session/roundplan.py): points per place with ties split, shared wins,
tables nobody won, solo tables, byes (worth what the organiser chose) and abandoned tables; the tie-breaks;
the game options a tournament may set; how a Swiss is paired (Dutch at tables of two, else top-down) and
the history a Dutch round is paired from; and which queued people make a table."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bot.session.dutchfield import Float
from bot.session.matchmaking import find_match, player_range, wait_seconds
from bot.session.organisedplay import (
    Bye,
    Entrant,
    Format,
    Pairing,
    PlannedTable,
    QueueEntry,
    SeatPlace,
    Tournament,
    TournamentRecord,
    TournamentSettings,
    TournamentStatus,
    check_pairing,
    default_pairing,
    parse_options,
)
from bot.session.ranking import ABANDONED_POINTS, floats, place_points, points_text, seat_history, standings
from bot.session.roundplan import plan_round
from bot.session.seatbalance import FIRST, SECOND
from engines import ENGINES
from engines.base import IllegalAction


def fr(*values: int | Fraction) -> tuple[Fraction, ...]:
    return tuple(Fraction(v) for v in values)


def seats(*places: tuple[int, bool], scores: tuple[float, ...] | None = None) -> list[SeatPlace]:
    return [
        SeatPlace(seat=i, place=p, won=w, score=None if scores is None else scores[i])
        for i, (p, w) in enumerate(places)
    ]


def test_a_table_is_worth_one_to_its_winner_and_nothing_to_its_last() -> None:
    assert place_points(seats((1, True), (2, False))) == fr(1, 0)
    assert place_points(seats((2, False), (1, True), (3, False))) == fr(Fraction(1, 2), 1, 0)
    assert place_points(seats((1, True), (2, False), (3, False), (4, False))) == fr(
        1, Fraction(2, 3), Fraction(1, 3), 0
    )


def test_tied_places_split_their_points_and_shared_wins_share_first() -> None:
    # SLITHER at three: the frogs (seats 2 and 3) win together, the snake is third.
    assert place_points(seats((3, False), (1, True), (1, True))) == fr(0, Fraction(3, 4), Fraction(3, 4))
    # A winning snake is first, the frogs tie for second.
    assert place_points(seats((1, True), (2, False), (2, False))) == fr(1, Fraction(1, 4), Fraction(1, 4))
    # A two-player draw.
    assert place_points(seats((1, True), (1, True))) == fr(Fraction(1, 2), Fraction(1, 2))


def test_a_table_nobody_won_gives_nothing_and_a_solo_table_gives_its_win() -> None:
    assert place_points(seats((1, False), (2, False), (3, False))) == fr(0, 0, 0)
    assert place_points(seats((1, True))) == fr(1)
    assert place_points(seats((1, False))) == fr(0)


def test_points_read_as_players_read_them() -> None:
    assert [points_text(Fraction(p)) for p in ("0", "1/2", "3/2", "2", "11/4", "2/3")] == [
        "0",
        "½",
        "1½",
        "2",
        "2.75",
        "0.67",
    ]


def tournament(
    tables: list[PlannedTable],
    byes: tuple[Bye, ...] = (),
    current: int = 2,
    **changes: object,
) -> Tournament:
    base: dict[str, object] = {
        "name": "Cup",
        "game": "gentoo",
        "format": Format.SWISS,
        "table_size": 2,
        "rounds": 3,
    }
    settings = TournamentSettings(**{**base, **changes})  # type: ignore[arg-type]
    record = TournamentRecord(
        id="t1",
        guild_id=1,
        channel_id=2,
        home_id=2,
        organiser_id=9,
        organiser_name="Org",
        settings=settings,
        status=TournamentStatus.RUNNING,
        current_round=current,
        total_rounds=3,
        seed=1,
        version=0,
        signup_message_id=None,
        standings_message_id=None,
        shown_results=0,
        announced=False,
        created_at=0,
        updated_at=0,
    )
    entrants = tuple(
        Entrant(user_id=u, name=n, joined_at=i, seed_rank=i + 1)
        for i, (u, n) in enumerate([(1, "Ann"), (2, "Bo"), (3, "Cy"), (4, "Di")])
    )
    return Tournament(record, entrants, byes=byes, tables=tuple(tables))


def table(round_: int, number: int, users: tuple[int, ...], places: list[SeatPlace] | None) -> PlannedTable:
    return PlannedTable(
        id=round_ * 10 + number,
        guild_id=1,
        channel_id=2,
        game="gentoo",
        name="t",
        players=tuple((u, str(u)) for u in users),
        tournament_id="t1",
        round=round_,
        number=number,
        session_id=f"s{round_}{number}",
        session_status="running" if places is None else "finished",
        places=tuple(places or ()),
    )


def test_standings_order_by_points_then_table_mates_points_then_the_games_score() -> None:
    tables = [
        table(1, 1, (1, 2), seats((1, True), (2, False), scores=(30, 10))),
        table(1, 2, (3, 4), seats((1, True), (2, False), scores=(20, 15))),
        table(2, 1, (1, 3), seats((2, False), (1, True), scores=(12, 25))),
        table(2, 2, (2, 4), seats((1, True), (2, False), scores=(18, 11))),
    ]
    lines = standings(tournament(tables)).lines
    # Ann and Cy have 1 point each; Cy's table-mates (Di 0, Ann 1) and Ann's (Bo 1, Cy 2)...
    by_name = {line.name: line for line in lines}
    assert by_name["Cy"].points == 2 and by_name["Cy"].place == 1
    assert by_name["Ann"].points == 1 and by_name["Bo"].points == 1
    assert by_name["Ann"].mates == by_name["Bo"].points + by_name["Cy"].points  # Bo, then Cy
    assert by_name["Bo"].mates == by_name["Ann"].points + by_name["Di"].points
    assert by_name["Ann"].place == 2 and by_name["Bo"].place == 3  # Ann's table-mates had more
    assert by_name["Di"].points == 0 and by_name["Di"].place == 4


def test_a_bye_and_an_abandoned_table_are_worth_half_a_point_and_no_tie_break() -> None:
    abandoned = table(1, 1, (1, 2), None)
    abandoned = PlannedTable(**{**abandoned.__dict__, "session_status": "abandoned"})
    result = standings(tournament([abandoned], byes=(Bye(1, 3),), current=1))
    by_name = {line.name: line for line in result.lines}
    assert by_name["Ann"].points == by_name["Bo"].points == by_name["Cy"].points == ABANDONED_POINTS
    assert by_name["Ann"].mates == 0 and by_name["Cy"].byes == 1 and by_name["Ann"].byes == 1
    assert by_name["Ann"].place == by_name["Bo"].place == by_name["Cy"].place == 1  # equal on every key
    assert result.after_round == 1


@pytest.mark.parametrize(("worth", "points"), [(0.0, Fraction(0)), (0.5, Fraction(1, 2)), (1.0, Fraction(1))])
def test_a_bye_is_worth_what_the_organiser_chose_and_an_abandoned_table_half(
    worth: float, points: Fraction
) -> None:
    abandoned = table(1, 1, (1, 2), None)
    abandoned = PlannedTable(**{**abandoned.__dict__, "session_status": "abandoned"})
    result = standings(tournament([abandoned], byes=(Bye(1, 3),), current=1, bye_points=worth))
    by_name = {line.name: line for line in result.lines}
    assert by_name["Cy"].points == points and by_name["Cy"].byes == 1
    assert by_name["Ann"].points == by_name["Bo"].points == Fraction(1, 2)


def test_the_dutch_pairing_is_for_tables_of_two_and_a_bye_is_worth_0_half_or_1() -> None:
    def settings(**changes: object) -> TournamentSettings:
        base: dict[str, object] = {"name": "Cup", "game": "gentoo", "format": Format.SWISS, "table_size": 2}
        return TournamentSettings(**{**base, **changes})  # type: ignore[arg-type]

    check_pairing(settings(pairing=Pairing.DUTCH))
    check_pairing(settings(pairing=Pairing.TOP_DOWN, table_size=3))
    check_pairing(settings(pairing=Pairing.DUTCH, table_size=3, format=Format.ROUND_ROBIN))  # Swiss only
    with pytest.raises(IllegalAction, match="The Dutch pairing seats two players at a table") as refused:
        check_pairing(settings(pairing=Pairing.DUTCH, table_size=3))
    assert "At tables of 3, choose top-down pairing" in str(refused.value)
    with pytest.raises(IllegalAction, match=r"A bye is worth 0, ½ or 1 point\."):
        check_pairing(settings(bye_points=2.0))
    assert default_pairing(2) == Pairing.DUTCH and default_pairing(3) == Pairing.TOP_DOWN


def test_a_dutch_round_is_paired_from_points_seeds_seats_and_floats() -> None:
    """Round 3 of four at tables of two, the Dutch way. Round 1: Ann-Cy (Ann won), Di-Bo (Bo won).
    Round 2: Bo-Ann (Ann won), Cy-Di (Cy won). Points: Ann 2, Bo 1, Cy 1, Di 0. Ann, alone on 2, floats
    to the group on 1, but has met both Bo and Cy there; she floats on and meets Di, and Bo meets Cy."""
    tables = [
        table(1, 1, (1, 3), seats((1, True), (2, False))),
        table(1, 2, (4, 2), seats((2, False), (1, True))),
        table(2, 1, (2, 1), seats((2, False), (1, True))),
        table(2, 2, (3, 4), seats((1, True), (2, False))),
    ]
    cup = tournament(tables, current=2, pairing=Pairing.DUTCH)
    assert seat_history(cup) == {
        1: [FIRST, SECOND],
        3: [SECOND, FIRST],
        4: [FIRST, SECOND],
        2: [SECOND, FIRST],
    }
    # Round 2's floats: everyone met someone on equal points (1 v 1, 0 v 0); round 1's: none.
    assert floats(cup, 3) == {1: [None, None], 2: [None, None], 3: [None, None], 4: [None, None]}
    planned, byes = plan_round(cup, 3, 2)
    assert byes == []
    assert {frozenset(t.user_ids) for t in planned} == {frozenset((1, 4)), frozenset((2, 3))}
    assert [t.number for t in planned] == [1, 2] and planned[0].user_ids in ((1, 4), (4, 1))


def test_a_bye_and_a_meeting_of_unequal_points_are_floats() -> None:
    tables = [
        table(1, 1, (1, 2), seats((1, True), (2, False))),
        table(2, 1, (1, 3), seats((1, True), (2, False))),
    ]
    cup = tournament(tables, byes=(Bye(1, 3), Bye(2, 2)), current=2)
    # Round 2: Ann (1) met Cy (½ from the bye): Ann down, Cy up; Bo had the bye: down. Round 1: Cy's bye.
    assert floats(cup, 3) == {
        1: [Float.DOWN, None],
        2: [Float.DOWN, None],
        3: [Float.UP, Float.DOWN],
        4: [None, None],
    }


def test_top_down_pairing_stays_at_tables_of_two_when_chosen() -> None:
    cup = tournament([], current=0, pairing=Pairing.TOP_DOWN)
    planned, _ = plan_round(cup, 1, 2)
    assert {frozenset(t.user_ids) for t in planned} == {frozenset((1, 2)), frozenset((3, 4))}
    dutch, _ = plan_round(tournament([], current=0, pairing=Pairing.DUTCH), 1, 2)
    assert {frozenset(t.user_ids) for t in dutch} == {frozenset((1, 3)), frozenset((2, 4))}


def test_a_running_table_counts_for_nothing_yet() -> None:
    result = standings(tournament([table(1, 1, (1, 2), None)], current=1))
    assert all(line.points == 0 for line in result.lines) and result.after_round == 0


def test_tournament_options_are_the_games_own_and_never_a_seat() -> None:
    gentoo = ENGINES["gentoo"]
    assert parse_options(gentoo, "penguins_to_win=4, thaw_snow_to=removed") == {
        "penguins_to_win": 4,
        "thaw_snow_to": "removed",
    }
    with pytest.raises(IllegalAction, match="no option called"):
        parse_options(gentoo, "first_player=1")
    with pytest.raises(IllegalAction, match="do not suit"):
        parse_options(gentoo, "penguins_to_win=9")
    with pytest.raises(IllegalAction, match="name=value"):
        parse_options(gentoo, "fast")


def entry(user: int, at: float, low: int = 2, high: int = 4, clocks: tuple[str, ...] = ()) -> QueueEntry:
    return QueueEntry(1, "gentoo", user, f"u{user}", 5, low, high, clocks, at, at + 3600)


def test_the_queue_makes_the_largest_table_enough_people_accept() -> None:
    waiting = [entry(1, 1, low=3), entry(2, 2)]
    pair = find_match(entry(3, 3, high=2), waiting)  # 3 wants two players: 2 accepts that, 1 does not
    assert pair is not None and [e.user_id for e in pair.entries] == [2, 3]
    match = find_match(entry(3, 3), waiting)
    assert match is not None and [e.user_id for e in match.entries] == [1, 2, 3]
    assert match.clock == "daily"  # everyone accepts any clock: the usual default


def test_the_queue_picks_a_clock_everyone_accepts_and_waits_for_one() -> None:
    waiting = [entry(1, 1, clocks=("live",)), entry(2, 2, clocks=("daily", "live"))]
    match = find_match(entry(3, 3, clocks=("daily", "relaxed")), waiting)
    assert match is not None and match.clock == "daily" and [e.user_id for e in match.entries] == [2, 3]
    assert find_match(entry(3, 3, clocks=("relaxed",)), waiting) is None


def test_what_a_person_asks_of_the_queue_is_checked() -> None:
    assert player_range(2, 4, None, None) == (2, 4)
    assert player_range(1, 5, None, 3) == (2, 3)  # never a solo game from the queue
    with pytest.raises(IllegalAction, match="in that range"):
        player_range(3, 3, 2, 3)
    with pytest.raises(IllegalAction, match="not be more"):
        player_range(2, 4, 4, 2)
    assert wait_seconds("90m") == 5400 and wait_seconds(None) == 7200
    with pytest.raises(IllegalAction, match="7 days"):
        wait_seconds("8d")
