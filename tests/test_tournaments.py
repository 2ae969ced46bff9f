"""Tournaments through the services alone, on both databases (no Discord): a whole Swiss tournament played
by random moves, a player who leaves (their results stay, an AI keeps their seat to the end, a click of
theirs is refused, they are never paired again), a round past its deadline, the organiser ending a round,
sign-up closing by itself, an unrated tournament, a round paired once by two racing calls, the seeding
by rating, and a Swiss at tables of two paired the Dutch way (refused at larger tables)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from fractions import Fraction
from pathlib import Path

import pytest

from bot.services import Services, build_services
from bot.session import ranking
from bot.session.errors import KeptByAi, NotHost, NotInTournament, NotOrganiser
from bot.session.organisedplay import (
    Format,
    Pairing,
    Seeding,
    Tournament,
    TournamentSettings,
    TournamentStatus,
)
from bot.session.records import SessionStatus
from bot.store import Storage
from engines.base import IllegalAction
from support.harness import ENGINES_UNDER_TEST
from support.tournaments import play_through_services

ORGANISER = 900
GUILD, HOME = 1, 2


@pytest.fixture
async def services(storage: Storage) -> AsyncIterator[Services]:
    yield build_services(storage, ENGINES_UNDER_TEST)


def settings(**changes: object) -> TournamentSettings:
    base: dict[str, object] = {
        "name": "Cup",
        "game": "secretgame",
        "format": Format.SWISS,
        "table_size": 3,
        "rounds": 3,
        "options": {"rounds": 1},
        "seeding": Seeding.RANDOM,
    }
    base.update(changes)
    return TournamentSettings(**base)  # type: ignore[arg-type]


async def signed_up(services: Services, players: int, channel: int = 10, **changes: object) -> Tournament:
    tournament = await services.registrations.create(
        GUILD, channel, HOME, ORGANISER, "Org", settings(**changes)
    )
    for user in range(1, players + 1):
        await services.registrations.join(tournament.id, user, f"P{user}")
    return await services.registrations.load(tournament.id)


async def open_tables(services: Services, tournament: Tournament) -> Tournament:
    """Open the current round's tables as the director would, each in a channel of its own."""
    for table in tournament.round_tables(tournament.record.current_round):
        if table.session_id is None:
            await services.openings.open(table, 10_000 + table.id, HOME)
            await services.storage.planned.greeted(table.id)
    return await services.registrations.load(tournament.id)


async def test_a_swiss_tournament_of_seven_runs_from_sign_up_to_its_final_standings(
    services: Services,
) -> None:
    rng = random.Random(3)
    tournament = await signed_up(services, 7)
    tournament = await services.registrations.start(tournament.id, ORGANISER)
    for number in (1, 2, 3):
        assert tournament.record.current_round == number
        tournament = await open_tables(services, tournament)
        tables = tournament.round_tables(number)
        assert sorted(len(t.players) for t in tables) == [2, 2, 3]  # 7 at tables of 3: 3+2+2, no bye
        assert sorted(u for t in tables for u in t.user_ids) == list(range(1, 8))
        for table in tables:
            game = await services.games.load(table.session_id or "")
            assert [s.user_id for s in game.session.seats] == list(table.user_ids)  # the planned seat order
            await play_through_services(services, table.session_id or "", rng)
        moved = await services.tournament_rounds.advance(tournament.id)
        assert moved is not None
        tournament = moved
    assert tournament.record.status == TournamentStatus.FINISHED and tournament.record.total_rounds == 3
    assert await services.tournament_rounds.advance(tournament.id) is None  # over: nothing more
    standings = ranking.standings(tournament)
    assert standings.after_round == 3 and [line.played for line in standings.lines] == [3] * 7
    # A table of k shares k/2 points (½ a player on average, as a bye is worth): 7 players, 3 rounds.
    assert sum(line.points for line in standings.lines) == Fraction(7 * 3, 2)


async def test_a_dutch_swiss_at_tables_of_two_runs_with_no_rematch_and_one_bye_each(
    services: Services,
) -> None:
    """Seven players, four rounds, the Dutch way, a bye worth a whole point: round 1 seats seed 1 against
    seed 4 (the top half against the bottom half; seed 7 has the bye), no two players meet twice, no
    player has two byes, and nobody has the same seat three times in a row (the first seats stay within
    two of the second seats: within one wherever the scores allow, tests/test_dutch.py)."""
    with pytest.raises(IllegalAction, match="The Dutch pairing seats two players at a table"):
        await signed_up(services, 4, pairing=Pairing.DUTCH, table_size=3)
    rng = random.Random(5)
    tournament = await signed_up(
        services, 7, channel=11, table_size=2, rounds=4, pairing=Pairing.DUTCH, bye_points=1.0
    )
    tournament = await services.registrations.start(tournament.id, ORGANISER)
    rank = {e.user_id: e.seed_rank for e in tournament.entrants}
    assert [tuple(sorted(rank[u] or 0 for u in t.user_ids)) for t in tournament.round_tables(1)] == [
        (1, 4),
        (2, 5),
        (3, 6),
    ]
    assert [rank[b.user_id] for b in tournament.byes] == [7]
    for number in range(1, 5):
        tournament = await open_tables(services, tournament)
        for table in tournament.round_tables(number):
            await play_through_services(services, table.session_id or "", rng)
        tournament = await services.tournament_rounds.advance(tournament.id) or tournament
    assert tournament.record.status == TournamentStatus.FINISHED
    met = [frozenset(t.user_ids) for t in tournament.tables]
    assert len(met) == len(set(met)) == 12
    assert len({b.user_id for b in tournament.byes}) == len(tournament.byes) == 4
    for user, history in ranking.seat_history(tournament).items():
        assert abs(history.count(1) - history.count(2)) <= 2, user
        assert all(len(set(history[i : i + 3])) > 1 for i in range(len(history) - 2)), user
    line = ranking.standings(tournament).lines
    assert sum(x.points for x in line) == 12 + 4  # a point a table, and a whole point a bye


async def test_a_player_who_leaves_keeps_results_and_an_ai_finishes_their_table(services: Services) -> None:
    rng = random.Random(1)
    tournament = await services.registrations.start((await signed_up(services, 6)).id, ORGANISER)
    tournament = await open_tables(services, tournament)
    first, second = tournament.round_tables(1)
    await play_through_services(services, first.session_id or "", rng)
    leaver = second.user_ids[1]
    departure = await services.registrations.leave(tournament.id, leaver)
    (game,) = departure.games
    seat = next(s for s in game.session.seats if s.user_id == leaver)
    assert seat.stand_in is not None  # an AI stands in, in their name
    # Their click is refused: the AI keeps the seat to the end of the table.
    if seat.seat in game.to_act:
        choice = game.choices(seat.seat)[0].action_id
        with pytest.raises(KeptByAi):
            await services.moves.submit(game.id, leaver, game.n(seat.seat), choice)
    assert await services.clocks.return_to_seats(leaver) == []
    with pytest.raises(NotInTournament, match="already left"):
        await services.registrations.leave(tournament.id, leaver)
    await play_through_services(services, second.session_id or "", rng)
    tournament = await services.tournament_rounds.advance(tournament.id) or tournament
    assert leaver not in {u for t in tournament.round_tables(2) for u in t.user_ids}
    line = ranking.standings(tournament).of(leaver)
    assert line is not None and line.dropped and line.played == 1  # the table they left counts for them


async def test_a_round_past_its_deadline_is_finished_by_ais_once(services: Services) -> None:
    storage = services.storage
    now = [1000.0]
    storage.clock = lambda: now[0]
    tournament = await signed_up(services, 3, round_seconds=3600)
    tournament = await open_tables(services, await services.registrations.start(tournament.id, ORGANISER))
    assert await services.tournament_rounds.overdue(tournament.id) == []  # not yet
    now[0] += 3601
    games = await services.tournament_rounds.overdue(tournament.id)
    assert len(games) == 1 and all(s.stand_in is not None for s in games[0].session.seats)
    assert await services.tournament_rounds.overdue(tournament.id) == []  # once
    with pytest.raises(IllegalAction, match="already being finished"):
        await services.tournament_rounds.end_round(tournament.id, ORGANISER)


async def test_only_the_organiser_ends_a_round_and_the_round_is_then_finished_by_ais(
    services: Services,
) -> None:
    tournament = await signed_up(services, 4, table_size=2)
    tournament = await open_tables(services, await services.registrations.start(tournament.id, ORGANISER))
    with pytest.raises(NotOrganiser):
        await services.tournament_rounds.end_round(tournament.id, 1)
    with pytest.raises(NotOrganiser):
        await services.registrations.drop(tournament.id, 1, 2)
    games = await services.tournament_rounds.end_round(
        tournament.id, 1, is_admin=True
    )  # a server manager may
    assert len(games) == 2


async def test_sign_up_closes_by_itself_starting_or_cancelling(services: Services) -> None:
    storage = services.storage
    now = [1000.0]
    storage.clock = lambda: now[0]
    enough = await signed_up(services, 3, channel=11, signup_until=2000.0)
    few = await signed_up(services, 1, channel=12, signup_until=2000.0)
    assert await services.registrations.close_signup(enough.id) is None  # not yet
    now[0] = 2001.0
    started = await services.registrations.close_signup(enough.id)
    assert started is not None and started.record.status == TournamentStatus.RUNNING
    cancelled = await services.registrations.close_signup(few.id)
    assert cancelled is not None and cancelled.record.status == TournamentStatus.CANCELLED
    assert "too few players" in (cancelled.record.ended_reason or "")


async def test_an_unrated_tournament_moves_no_rating(services: Services) -> None:
    tournament = await signed_up(services, 2, table_size=2, rated=False)
    tournament = await open_tables(services, await services.registrations.start(tournament.id, ORGANISER))
    (table,) = tournament.round_tables(1)
    await play_through_services(services, table.session_id or "", random.Random(2))
    result = await services.storage.results.game_result(table.session_id or "")
    assert result is not None and not result.rated


async def test_two_racing_calls_pair_the_next_round_once(services: Services, database: Path | str) -> None:
    tournament = await services.registrations.start(
        (await signed_up(services, 4, table_size=2)).id, ORGANISER
    )
    tournament = await open_tables(services, tournament)
    for table in tournament.round_tables(1):
        await play_through_services(services, table.session_id or "", random.Random(4))
    # Services of their own on another connection to the same database, as another process has.
    storage = await Storage.open(database, durable=False)
    try:
        other = build_services(storage, ENGINES_UNDER_TEST)
        results = await asyncio.gather(
            services.tournament_rounds.advance(tournament.id), other.tournament_rounds.advance(tournament.id)
        )
    finally:
        await storage.close()
    assert sum(r is not None for r in results) == 1
    tournament = await services.registrations.load(tournament.id)
    assert tournament.record.current_round == 2 and len(tournament.round_tables(2)) == 2
    assert len(tournament.rounds) == 2


async def test_round_one_is_seeded_by_rating_and_tables_fill_from_the_top(services: Services) -> None:
    storage = services.storage
    # Ratings from earlier games of this game here: P4 > P3 > P2 > P1 (P5, P6 have none).
    for winner, loser in ((4, 3), (4, 2), (3, 2), (3, 1), (2, 1), (4, 1)):
        game = await services.lobby.create_lobby(
            GUILD, 500 + winner * 10 + loser, winner, f"P{winner}", "secretgame"
        )
        await services.lobby.join(game.id, loser, f"P{loser}")
        await services.lobby_settings.set_option(game.id, winner, "rounds", 1)
        await services.lobby.start(game.id, winner)
        await _play_until(services, game.id, winner)
    tournament = await signed_up(services, 6, seeding=Seeding.RATING)
    tournament = await services.registrations.start(tournament.id, ORGANISER)
    seeds = [e.user_id for e in sorted(tournament.entrants, key=lambda e: e.seed_rank or 0)]
    rated = [e for e in tournament.entrants if e.rating is not None]
    assert set(seeds[4:]) == {5, 6}  # no rating: after those who have one, in the draw's order
    assert [e.user_id for e in sorted(rated, key=lambda e: -(e.rating or 0))] == seeds[: len(rated)]
    top = tournament.round_tables(1)[0]
    assert set(top.user_ids) == set(seeds[:3])  # the first table: the three top seeds
    assert storage is services.storage


async def _play_until(services: Services, session_id: str, favourite: int) -> None:
    """Play a game of Secret Cards so that ``favourite`` wins: their best card, the others' worst, take."""
    for _ in range(50):
        game = await services.games.load(session_id)
        if game.status != SessionStatus.RUNNING:
            return
        seat = min(game.to_act)
        user = game.session.seats[seat].user_id or 0
        choices = [c.action_id for c in game.choices(seat)]
        if "take" in choices:
            pick = "take" if user == favourite else "pass"
        else:
            cards = sorted(choices, key=lambda a: int(a.rsplit("c", 1)[-1]))
            pick = cards[-1] if user == favourite else cards[0]
        await services.moves.submit(session_id, user, game.n(seat), pick)


async def test_only_a_server_manager_ends_a_table_or_hands_its_seats_and_an_abandoned_table_is_a_bye(
    services: Services,
) -> None:
    tournament = await signed_up(services, 2, table_size=2)
    tournament = await open_tables(services, await services.registrations.start(tournament.id, ORGANISER))
    (table,) = tournament.round_tables(1)
    host, other = table.user_ids
    session_id = table.session_id or ""
    with pytest.raises(NotHost, match="server manager"):
        await services.lobby.abandon(session_id, host)
    with pytest.raises(NotHost, match="server manager"):
        await services.lobby.replace_with_ai(session_id, host, 1)
    with pytest.raises(NotHost, match="tournament's tables"):  # its results count: no coach at the table
        await services.assistance.set_hints(session_id, host, True)
    assert (await services.games.load(session_id)).session.hints is False
    await services.lobby.abandon(session_id, ORGANISER, is_admin=True)
    tournament = await services.registrations.load(tournament.id)
    standings = ranking.standings(tournament)
    assert [line.points for line in standings.lines] == [Fraction(1, 2)] * 2
    assert all(line.byes == 1 and line.played == 0 for line in standings.lines)
    assert other in {line.user_id for line in standings.lines}


async def test_a_table_opened_on_a_lobby_with_hints_allowed_starts_without_them(services: Services) -> None:
    """The table's thread already holds a lobby of the same game and host, opened by hand with hints
    allowed (an ordinary lobby may allow them): the table adopts it, and starts with hints off."""
    tournament = await signed_up(services, 2, table_size=2)
    tournament = await services.registrations.start(tournament.id, ORGANISER)
    (table,) = tournament.round_tables(1)
    host, host_name = table.players[0]
    thread = 10_000 + table.id
    lobby = await services.lobby.create_lobby(GUILD, thread, host, host_name, table.game)
    await services.assistance.set_hints(lobby.id, host, True)
    assert (await services.games.load(lobby.id)).session.hints
    game = await services.openings.open(table, thread, HOME)
    assert game.id == lobby.id, "the lobby in the thread is the table's game"
    assert game.status == SessionStatus.RUNNING and not game.session.hints
