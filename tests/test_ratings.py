"""Results and ratings (bot/session/ratings.py, bot/store/results.py, Services's stats).

The places a finished game gives, which games are rated, the openskill update (a winner rises, a tie
between equals moves nobody, three players end in their order), results written once by the commit that
finishes a game, the rating step applied in finishing order and only once (also after a crash between the
two), the server and global pools, and the records and leaderboards read back. Games are played through
the real pipeline with Podium, a test-only engine whose seats each call out their own score.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

import pytest

from bot.services import Services, build_services
from bot.session import ratings
from bot.session.ratings import game_result, is_rated, places, rate, shown
from bot.session.records import GLOBAL_SCOPE, Change, GameResult, SeatRecord, SeatResult, SessionStatus, Skill
from bot.store import Storage
from engines import AnyEngine
from engines.base import Engine, GameOptions, GameState, IllegalAction, LogLine, Model, Outcome, Seat

GUILD, OTHER_GUILD = 1, 2
ANA, BO, CY, DEE = 101, 102, 103, 104
NAMES = {ANA: "Ana", BO: "Bo", CY: "Cy", DEE: "Dee"}


# ---- Podium: each seat in turn calls out a score from 0 to 3; the highest scores win ------------------


class PodiumState(GameState):
    called: tuple[int, ...] = ()


class Call(Model):
    score: int


class PodiumView(Model):
    called: tuple[int, ...]


class PodiumGame(Engine[PodiumState, Call, GameOptions, PodiumView]):
    key = "podium"
    title = "Podium"
    min_players = 1
    max_players = 4
    schema_version = 1
    options_type = GameOptions
    state_type = PodiumState

    def _new_game(self, num_players: int, seed: int, options: GameOptions) -> PodiumState:
        return PodiumState(seed=seed, num_players=num_players)

    def _current_seats(self, state: PodiumState) -> frozenset[Seat]:
        return frozenset((len(state.called),)) if len(state.called) < state.num_players else frozenset()

    def _legal_actions(self, state: PodiumState, seat: Seat) -> Sequence[Call]:
        return tuple(Call(score=s) for s in range(4))

    def _apply(self, state: PodiumState, seat: Seat, action: Call) -> PodiumState:
        return state.model_copy(
            update={
                "called": (*state.called, action.score),
                "log": (LogLine(text=f"{{s{seat}}} calls {action.score}."),),
            }
        )

    def _view(self, state: PodiumState, seat: Seat | None) -> PodiumView:
        return PodiumView(called=state.called)

    def _outcome(self, state: PodiumState) -> Outcome | None:
        if len(state.called) < state.num_players:
            return None
        best = max(state.called)
        # A solo game is won with 2 or more; otherwise the highest calls win, 0 for everyone is a loss.
        need = 2 if state.num_players == 1 else max(best, 1)
        winners = tuple(s for s, v in enumerate(state.called) if v == best and v >= need)
        return Outcome(winners=winners, scores=tuple(float(v) for v in state.called), summary="Called.")

    def action_id(self, action: Call) -> str:
        return f"call.{action.score}"

    def parse_action(self, action_id: str) -> Call:
        if action_id in {"call.0", "call.1", "call.2", "call.3"}:
            return Call(score=int(action_id[-1]))
        raise IllegalAction("That is not a move this game knows.")

    def label(self, state: PodiumState, action: Call) -> str:
        return str(action.score)

    def determinize(self, state: PodiumState, seat: Seat, rng: random.Random) -> PodiumState:
        return state


ENGINES: dict[str, AnyEngine] = {"podium": PodiumGame()}


@pytest.fixture
def services(storage: Storage) -> Services:
    return build_services(storage, ENGINES, allow_multiple_seats=True)


_channels = iter(range(1000, 100000))


async def play(
    services: Services,
    calls: Mapping[int | str, int] | Sequence[tuple[int | str, int]],
    guild: int | None = GUILD,
) -> str:
    """Play one game of Podium: seats in order, each a person (user id) or an AI ("ai"), with its call.
    Returns the session id."""
    seated = list(calls.items()) if isinstance(calls, Mapping) else list(calls)
    host = seated[0][0]
    assert isinstance(host, int)
    game = await services.lobby.create_lobby(guild, next(_channels), host, NAMES[host], "podium")
    for who, _ in seated[1:]:
        if who == "ai":
            await services.lobby.add_ai(game.id, host, "random")
        else:
            assert isinstance(who, int)
            await services.lobby.join(game.id, who, NAMES[who])
    game = await services.lobby.start(game.id, host)
    for seat, (who, score) in enumerate(seated):
        action = f"call.{score}"
        if who == "ai":
            await services.moves.submit_ai(game.id, seat, 0, action)
        else:
            assert isinstance(who, int)
            await services.moves.submit(game.id, who, 0, action, seat=seat)
    assert (await services.games.load(game.id)).status == SessionStatus.FINISHED
    return game.id


def seat(seat: int, user_id: int | None, place: int, won: bool) -> SeatResult:
    return SeatResult(seat, user_id, NAMES.get(user_id or 0, "AI"), place, won, None)


def outcome(winners: tuple[int, ...], scores: tuple[float, ...]) -> Outcome:
    return Outcome(winners=winners, scores=scores, summary="")


# ---- places and what is rated ------------------------------------------------------------------------


def test_winners_share_first_place_and_the_rest_follow_by_points() -> None:
    assert places(outcome((2,), (3, 5, 4, 5)), 4) == (4, 2, 1, 2)
    # A win on a tie-break: the winner is first even with equal points.
    assert places(outcome((1,), (6, 6, 2)), 3) == (2, 1, 3)
    assert places(outcome((0, 2), (4, 1, 4)), 3) == (1, 3, 1)
    # SLITHER: the frogs win together; the snake's own points do not lift it above them.
    assert places(outcome((1, 2, 3), (9, 1, 1, 1)), 4) == (4, 1, 1, 1)


def test_which_games_are_rated() -> None:
    people = [SeatRecord(0, ANA, None, "Ana"), SeatRecord(1, BO, None, "Bo")]
    ai = SeatRecord(1, None, "random", "AI 1")
    won = outcome((0,), (2, 1))
    result = game_result(won, people)
    assert result.rated
    assert [(s.user_id, s.place, s.won, s.score) for s in result.seats] == [
        (ANA, 1, True, 2.0),
        (BO, 2, False, 1.0),
    ]
    assert not game_result(won, [people[0], ai]).rated  # an AI seat
    assert not game_result(outcome((0,), (3,)), people[:1]).rated  # solo
    assert not game_result(won, [people[0], SeatRecord(1, ANA, None, "Ana")]).rated  # one person, two seats
    assert not game_result(outcome((), (2, 1)), people).rated  # everybody lost
    assert not is_rated([])


# ---- the rating update ---------------------------------------------------------------------------------


def test_a_winner_rises_and_a_loser_falls() -> None:
    after = rate([seat(0, ANA, 1, True), seat(1, BO, 2, False)], {})
    new = ratings.new_skill()
    assert after[ANA].mu > new.mu > after[BO].mu
    assert after[ANA].rating > after[BO].rating
    assert after[ANA].sigma < new.sigma and after[BO].sigma < new.sigma  # both are better known now
    assert after[ANA].games == after[BO].games == 1
    assert after[ANA].rating == pytest.approx(after[ANA].mu - 3 * after[ANA].sigma)


def test_a_tie_between_equals_moves_nobody_but_makes_both_surer() -> None:
    after = rate([seat(0, ANA, 1, True), seat(1, BO, 1, True)], {})
    new = ratings.new_skill()
    assert after[ANA].mu == pytest.approx(new.mu) and after[BO].mu == pytest.approx(new.mu)
    assert after[ANA].sigma < new.sigma
    # Between unequal players, a tie lifts the weaker one and lowers the stronger.
    strong = Skill(mu=30.0, sigma=4.0, games=5, rating=18.0)
    weak = Skill(mu=20.0, sigma=4.0, games=5, rating=8.0)
    tied = rate([seat(0, ANA, 1, True), seat(1, BO, 1, True)], {ANA: strong, BO: weak})
    assert tied[ANA].mu < strong.mu and tied[BO].mu > weak.mu
    assert tied[ANA].games == tied[BO].games == 6


def test_three_players_end_in_their_order() -> None:
    after = rate([seat(0, ANA, 2, False), seat(1, BO, 1, True), seat(2, CY, 3, False)], {})
    assert after[BO].mu > after[ANA].mu > after[CY].mu
    # The same places twice in a row: the gaps widen.
    again = rate([seat(0, ANA, 2, False), seat(1, BO, 1, True), seat(2, CY, 3, False)], after)
    assert again[BO].mu - again[CY].mu > after[BO].mu - after[CY].mu


def test_rating_is_deterministic_and_refuses_ai_and_solo_games() -> None:
    seats = [seat(0, ANA, 1, True), seat(1, BO, 2, False)]
    assert rate(seats, {}) == rate(seats, {})
    with pytest.raises(ValueError):
        rate([seat(0, ANA, 1, True), seat(1, None, 2, False)], {})
    with pytest.raises(ValueError):
        rate([seat(0, ANA, 1, True)], {})


def test_shown_rating_is_the_cautious_one_in_whole_points() -> None:
    assert shown(Skill(mu=27.2, sigma=2.1, games=9, rating=20.9)) == (21, 2)
    assert shown(Skill(mu=25.0, sigma=0.2, games=99, rating=24.4)) == (24, 1)  # never "±0"
    assert shown(Skill(mu=22.0, sigma=8.0, games=1, rating=-2.0)) == (0, 8)  # never below a new player's


# ---- storage and the pipeline ------------------------------------------------------------------------


async def ratings_table(storage: Storage) -> list[tuple[int, str, int, float, float, int]]:
    """Every rating row, as a snapshot."""
    found = []
    for scope in (GLOBAL_SCOPE, GUILD, OTHER_GUILD):
        for user in NAMES:
            for record in await storage.results.player_records(
                user, None if scope == GLOBAL_SCOPE else scope
            ):
                if record.skill is not None:
                    k = record.skill
                    found.append((scope, record.game, user, k.mu, k.sigma, k.games))
    return found


async def test_finishing_a_game_records_its_result_once_and_rates_it(
    services: Services, storage: Storage
) -> None:
    session = await play(services, {ANA: 3, BO: 1, CY: 2})
    result = await storage.results.game_result(session)
    assert result == GameResult(
        seats=(
            SeatResult(0, ANA, "Ana", 1, True, 3.0),
            SeatResult(1, BO, "Bo", 3, False, 1.0),
            SeatResult(2, CY, "Cy", 2, False, 2.0),
        ),
        rated=True,
    )
    # Rated already (the finishing click ran the rating step), so another run applies nothing.
    before = await ratings_table(storage)
    assert await storage.results.rate_pending(ratings.rate) == 0
    assert await ratings_table(storage) == before
    [ana] = await storage.results.player_records(ANA, GUILD)
    [bo] = await storage.results.player_records(BO, GUILD)
    assert (ana.games, ana.wins, bo.games, bo.wins) == (1, 1, 1, 0)
    assert ana.skill is not None and bo.skill is not None and ana.skill.rating > bo.skill.rating
    # Nothing else finishes it twice: the game is over, and a second result for it would be ignored.
    with pytest.raises(Exception, match="over"):
        await services.moves.submit(session, ANA, 1, "call.3", seat=0)


async def test_a_game_has_one_result_and_it_is_final(storage: Storage) -> None:
    record = await storage.sessions.create(
        guild_id=GUILD, channel_id=7, game="podium", host_user_id=ANA, host_name="Ana"
    )
    assert record is not None
    first = GameResult(seats=(seat(0, ANA, 1, True), seat(1, BO, 2, False)), rated=True)
    assert await storage.sessions.commit(record.id, 0, Change(status=SessionStatus.FINISHED, result=first))
    # A second result for the same game (a bug elsewhere) is ignored, not allowed to fail the commit.
    second = GameResult(seats=(seat(0, ANA, 2, False), seat(1, BO, 1, True)), rated=True)
    assert await storage.sessions.commit(record.id, 1, Change(result=second))
    assert await storage.results.game_result(record.id) == first
    assert await storage.results.rate_pending(ratings.rate) == 1
    assert await storage.results.rate_pending(ratings.rate) == 0
    with pytest.raises(Exception, match="final"):
        async with storage.database.write() as raw:
            await raw.execute("UPDATE seat_results SET won = 1 - won")
    assert await storage.results.game_result(record.id) == first


async def test_a_crash_between_finishing_and_rating_is_caught_up_exactly_once(
    services: Services, storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []

    def dying(seats: Sequence[SeatResult], current: Mapping[int, Skill]) -> Mapping[int, Skill]:
        calls.append(len(seats))
        raise RuntimeError("the process died here")

    # The rating step fails after the finishing commit (as if the process died between the two).
    monkeypatch.setattr(ratings, "rate", dying)
    first = await play(services, {ANA: 3, BO: 1})
    second = await play(services, {BO: 3, ANA: 0})
    assert calls == [2, 2]  # each finish tried, and each rolled back as a whole
    assert await ratings_table(storage) == []
    assert (await storage.results.game_result(first)) is not None and (
        await storage.results.game_result(second)
    ) is not None
    monkeypatch.undo()

    # The next look-up catches up, in finishing order, once.
    stats = await services.leaderboards.player_stats(ANA, GUILD)
    [ana] = stats.everyone
    assert (ana.games, ana.wins) == (2, 1) and ana.skill is not None and ana.skill.games == 2
    after = await ratings_table(storage)
    assert await services.leaderboards.rate_pending() == 0
    assert await ratings_table(storage) == after
    # The same two games rated in the same order by hand give the same numbers.
    one = rate([seat(0, ANA, 1, True), seat(1, BO, 2, False)], {})
    two = rate([seat(0, BO, 1, True), seat(1, ANA, 2, False)], one)
    assert ana.skill.mu == pytest.approx(two[ANA].mu) and ana.skill.sigma == pytest.approx(two[ANA].sigma)


async def test_games_with_an_ai_solo_games_and_lost_games_count_but_are_not_rated(
    services: Services, storage: Storage
) -> None:
    await play(services, [(ANA, 3), ("ai", 1)])  # Ana beats an AI
    await play(services, {ANA: 3})  # a solo win
    await play(services, {ANA: 0})  # a solo loss
    await play(services, {ANA: 0, BO: 0})  # everybody lost
    [ana] = (await services.leaderboards.player_stats(ANA, GUILD)).everyone
    assert (ana.games, ana.wins, ana.skill) == (4, 2, None)
    [bo] = (await services.leaderboards.player_stats(BO, GUILD)).everyone
    assert (bo.games, bo.wins, bo.skill) == (1, 0, None)
    assert await ratings_table(storage) == []
    board = await services.leaderboards.leaderboard("podium", GUILD)
    assert not board.by_rating
    assert [(s.user_id, s.wins, s.games) for s in board.standings] == [(ANA, 2, 4), (BO, 0, 1)]


async def test_abandoned_games_are_not_counted(services: Services, storage: Storage) -> None:
    game = await services.lobby.create_lobby(GUILD, next(_channels), ANA, "Ana", "podium")
    await services.lobby.join(game.id, BO, "Bo")
    await services.lobby.start(game.id, ANA)
    await services.moves.submit(game.id, ANA, 0, "call.3", seat=0)
    await services.lobby.abandon(game.id, ANA)
    assert await storage.results.game_result(game.id) is None
    assert (await services.leaderboards.player_stats(ANA, GUILD)).everyone == ()


async def test_each_server_has_its_own_pool_and_everyone_shares_one(
    services: Services, storage: Storage
) -> None:
    await play(services, {ANA: 3, BO: 1}, guild=GUILD)
    await play(services, {BO: 3, ANA: 1}, guild=OTHER_GUILD)
    await play(services, {BO: 3, ANA: 1}, guild=OTHER_GUILD)
    await play(services, {CY: 3, ANA: 1}, guild=None)  # outside a server: only everyone's figures

    stats = await services.leaderboards.player_stats(ANA, GUILD)
    assert stats.server is not None
    [here] = stats.server
    [everywhere] = stats.everyone
    assert (here.games, here.wins) == (1, 1) and (everywhere.games, everywhere.wins) == (4, 1)
    assert here.skill is not None and everywhere.skill is not None
    assert here.skill.games == 1 and everywhere.skill.games == 4
    assert here.skill.rating > everywhere.skill.rating  # she won her only game here, lost three elsewhere
    outside = await services.leaderboards.player_stats(ANA, None)
    assert outside.server is None and outside.everyone == stats.everyone

    # Bo: 3 rated games everywhere (enough for the leaderboard), 1 or 2 in each server.
    here_board = await services.leaderboards.leaderboard("podium", GUILD)
    assert here_board.server and not here_board.by_rating  # nobody has 3 rated games here
    assert [s.user_id for s in here_board.standings] == [ANA, BO]
    everyone = await services.leaderboards.leaderboard("podium", None)
    assert not everyone.server and everyone.by_rating
    assert [(s.user_id, s.name, s.games, s.wins) for s in everyone.standings] == [
        (BO, "Bo", 3, 2),
        (ANA, "Ana", 4, 1),
    ]


async def test_the_leaderboard_ranks_by_rating_and_shows_at_most_ten(
    services: Services, storage: Storage
) -> None:
    # Cy beats Bo beats Ana, three times; Dee plays twice only (too few to be ranked by rating).
    for _ in range(ratings.MIN_RATED_GAMES):
        await play(services, {ANA: 1, BO: 2, CY: 3})
    for _ in range(ratings.MIN_RATED_GAMES - 1):
        await play(services, {DEE: 3, ANA: 0})
    board = await services.leaderboards.leaderboard("podium", GUILD)
    assert board.by_rating
    assert [s.user_id for s in board.standings] == [CY, BO, ANA]
    ratings_shown = [s.skill.rating for s in board.standings if s.skill is not None]
    assert ratings_shown == sorted(ratings_shown, reverse=True)
    assert [(s.games, s.wins) for s in board.standings] == [(3, 3), (3, 0), (5, 0)]

    # Many more players than the board shows: it keeps the best ten.
    many = list(range(200, 214))
    NAMES.update({u: f"P{u}" for u in many})
    try:
        for _ in range(ratings.MIN_RATED_GAMES):
            for a, b in zip(many[::2], many[1::2], strict=True):
                await play(services, {a: 3, b: 0})
        full = await services.leaderboards.leaderboard("podium", GUILD)
        assert len(full.standings) == ratings.LEADERBOARD_SIZE
    finally:
        for u in many:
            NAMES.pop(u)
