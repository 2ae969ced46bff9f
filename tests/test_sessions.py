"""The session pipeline (bot/services/): the lobby with every refusal, the click pipeline (stale, foreign, forged, concurrent,
two processes on one database), AI seats through AiDriver, restarts, replay, schema migrations and
reminders. Games are the test-only Secret Cards (tests/support/secretgame.py) and a tiny Grab game below."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import said
from bot.services import Services, build_services
from bot.services.aidriver import AiDriver, Chooser
from bot.session.errors import (
    AlreadyJoined,
    ChannelBusy,
    ChooseSeat,
    GameNotRunning,
    LobbyFull,
    NotAPlayer,
    NotEnoughPlayers,
    NotHost,
    NotInLobby,
    NotYourSeat,
    SavedByNewerVersion,
    SessionNotFound,
    StaleAction,
    UnknownGame,
)
from bot.session.game import Game, SubmitResult
from bot.session.records import Change, SessionStatus
from bot.store import Storage
from bot.store.sessions import Committed, SessionStore
from engines import ENGINES, AnyEngine
from engines.base import Engine, GameOptions, GameState, IllegalAction, LogLine, Model, Outcome, Seat
from engines.earthcrumbles.models import EarthState
from support.secretgame import SecretGame, SecretState

GUILD, CHANNEL = 1, 500
ANA, BO, CY, DEE, EVE = 101, 102, 103, 104, 105
NAMES = {ANA: "Ana", BO: "Bo", CY: "Cy", DEE: "Dee", EVE: "Eve"}


# ---- Grab: two rounds in which every seat may grab, and the first grab closes the round ------------------


class GrabState(GameState):
    round: int = 1
    winners: tuple[Seat, ...] = ()


class Grab(Model):
    round: int


class GrabView(Model):
    round: int
    winners: tuple[Seat, ...]


class GrabGame(Engine[GrabState, Grab, GameOptions, GrabView]):
    key = "grab"
    title = "Grab"
    min_players = 2
    max_players = 3
    schema_version = 1
    options_type = GameOptions
    state_type = GrabState

    def _new_game(self, num_players: int, seed: int, options: GameOptions) -> GrabState:
        return GrabState(seed=seed, num_players=num_players)

    def _current_seats(self, state: GrabState) -> frozenset[Seat]:
        return frozenset(range(state.num_players))

    def _legal_actions(self, state: GrabState, seat: Seat) -> Sequence[Grab]:
        return (Grab(round=state.round),)

    def _apply(self, state: GrabState, seat: Seat, action: Grab) -> GrabState:
        return state.model_copy(
            update={
                "round": state.round + 1,
                "winners": (*state.winners, seat),
                "log": (LogLine(text=f"{{s{seat}}} grabs round {state.round}."),),
            }
        )

    def _view(self, state: GrabState, seat: Seat | None) -> GrabView:
        return GrabView(round=state.round, winners=state.winners)

    def _outcome(self, state: GrabState) -> Outcome | None:
        if state.round <= 2:
            return None
        scores = tuple(float(state.winners.count(s)) for s in range(state.num_players))
        best = max(scores)
        winners = tuple(s for s, v in enumerate(scores) if v == best)
        return Outcome(winners=winners, scores=scores, summary="Grabbed.")

    def action_id(self, action: Grab) -> str:
        return f"grab.r{action.round}"

    def parse_action(self, action_id: str) -> Grab:
        if action_id in {"grab.r1", "grab.r2", "grab.r3"}:
            return Grab(round=int(action_id[-1]))
        raise IllegalAction("That is not a move this game knows.")

    def label(self, state: GrabState, action: Grab) -> str:
        return "Grab"

    def determinize(self, state: GrabState, seat: Seat, rng: random.Random) -> GrabState:
        return state


class SecretGameV2(SecretGame):
    """Secret Cards after a (pretend) change to the state model, with a migration from version 1."""

    schema_version = 2

    def __init__(self) -> None:
        super().__init__()
        self.migrations: list[int] = []  # per engine: a class-level list would carry over between tests

    def migrate_state(self, data: dict[str, Any], from_version: int) -> dict[str, Any]:
        self.migrations.append(from_version)
        return data


class SecretGameV2NoMigration(SecretGame):
    schema_version = 2


class SecretGameV2BrokenMigration(SecretGame):
    schema_version = 2

    def migrate_state(self, data: dict[str, Any], from_version: int) -> dict[str, Any]:
        raise KeyError("hands")


class SecretGameV0(SecretGame):
    schema_version = 0


TEST_ENGINES: dict[str, AnyEngine] = {"secretgame": SecretGame(), "grab": GrabGame()}


# ---- helpers -----------------------------------------------------------------------------------------


@pytest.fixture
def services(storage: Storage) -> Services:
    return build_services(storage, TEST_ENGINES)


async def lobby(services: Services, humans: Sequence[int], ai: int = 0, game: str = "secretgame") -> Game:
    created = await services.lobby.create_lobby(GUILD, CHANNEL, humans[0], NAMES[humans[0]], game)
    for user in humans[1:]:
        await services.lobby.join(created.id, user, NAMES[user])
    for _ in range(ai):
        await services.lobby.add_ai(created.id, humans[0], "random")
    return await services.games.load(created.id)


async def started(services: Services, humans: Sequence[int], ai: int = 0, game: str = "secretgame") -> Game:
    opened = await lobby(services, humans, ai, game)
    return await services.lobby.start(opened.id, humans[0])


def secret(game: Game) -> SecretState:
    assert isinstance(game.state, SecretState)
    return game.state


def random_chooser(engines: dict[str, AnyEngine], seed: int) -> Chooser:
    rng = random.Random(seed)

    async def choose(key: str, state_json: str, seat: Seat, kind: str) -> str:
        engine = engines[key]
        state = engine.load_state(state_json)
        return engine.action_id(rng.choice(list(engine.legal_actions(state, seat))))

    return choose


async def snapshot(storage: Storage, session_id: str) -> tuple[Any, ...]:
    stored = await storage.sessions.get_game(session_id)
    assert stored is not None
    actions = await storage.actions.actions(session_id)
    lines = await storage.actions.lines(session_id, 0)
    return stored.session.version, stored.state_json, len(actions), len(lines)


async def play_humans_once(services: Services, game: Game, rng: random.Random) -> list[SubmitResult]:
    """Every human seat that must act now makes a random legal choice through submit."""
    results = []
    for seat in sorted(game.to_act):
        record = game.session.seats[seat]
        if record.user_id is None:
            continue
        choice = rng.choice(game.choices(seat))
        results.append(await services.moves.submit(game.id, record.user_id, game.n(seat), choice.action_id))
    return results


# ---- the lobby --------------------------------------------------------------------------------------


async def test_a_lobby_fills_up_and_refuses_what_it_must(services: Services) -> None:
    opened = await services.lobby.create_lobby(GUILD, CHANNEL, ANA, "Ana", "secretgame")
    assert opened.status == SessionStatus.LOBBY and opened.session.host_user_id == ANA
    assert opened.id != str(CHANNEL)

    with pytest.raises(ChannelBusy) as busy:
        await services.lobby.create_lobby(GUILD, CHANNEL, BO, "Bo", "grab")
    assert busy.value.session.id == opened.id
    assert "Secret Cards" in str(busy.value)
    with pytest.raises(UnknownGame):
        await services.lobby.create_lobby(GUILD, CHANNEL + 1, BO, "Bo", "chess")

    await services.lobby.join(opened.id, BO, "Bo")
    with pytest.raises(AlreadyJoined):
        await services.lobby.join(opened.id, BO, "Bo")
    with pytest.raises(NotHost):
        await services.lobby.start(opened.id, BO)
    with pytest.raises(NotHost):
        await services.lobby.add_ai(opened.id, BO, "random")
    with pytest.raises(NotHost):
        await services.lobby_settings.set_option(opened.id, BO, "rounds", 2)
    with pytest.raises(NotHost):
        await services.lobby_settings.set_seat_order(opened.id, BO, [1, 0])
    with pytest.raises(NotHost):
        await services.lobby.remove_seat(opened.id, BO, 0)
    with pytest.raises(NotHost):
        await services.lobby.cancel(opened.id, BO)
    with pytest.raises(IllegalAction, match="no AI player"):
        await services.lobby.add_ai(opened.id, ANA, "oracle")

    with pytest.raises(IllegalAction, match="rounds"):
        await services.lobby_settings.set_option(opened.id, ANA, "rounds", 9)
    with pytest.raises(IllegalAction, match="no option"):
        await services.lobby_settings.set_option(opened.id, ANA, "speed", 2)
    game = await services.lobby_settings.set_option(opened.id, ANA, "rounds", "2")
    assert game.session.options == {"rounds": 2} and game.options.rounds == 2

    await services.lobby.add_ai(opened.id, ANA, "random")
    await services.lobby.join(opened.id, CY, "Cy")
    with pytest.raises(LobbyFull, match="at most 4"):
        await services.lobby.join(opened.id, DEE, "Dee")
    with pytest.raises(LobbyFull):
        await services.lobby.add_ai(opened.id, ANA)

    game = await services.lobby.remove_seat(opened.id, ANA, 2)
    assert [s.name for s in game.session.seats] == ["Ana", "Bo", "Cy"]
    with pytest.raises(IllegalAction, match="own seat"):
        await services.lobby.remove_seat(opened.id, ANA, 0)
    with pytest.raises(IllegalAction, match="every seat"):
        await services.lobby_settings.set_seat_order(opened.id, ANA, [0, 0, 1])
    game = await services.lobby_settings.set_seat_order(opened.id, ANA, [2, 0, 1])
    assert [(s.seat, s.name) for s in game.session.seats] == [(0, "Cy"), (1, "Ana"), (2, "Bo")]

    game = await services.lobby.start(opened.id, ANA)
    assert game.status == SessionStatus.RUNNING
    assert game.names == ("Cy", "Ana", "Bo")
    assert secret(game).num_players == 3 and secret(game).rounds == 2
    assert game.session.seed == secret(game).seed
    assert game.session.schema_version == 1
    with pytest.raises(NotInLobby):
        await services.lobby.join(opened.id, DEE, "Dee")
    with pytest.raises(NotInLobby):
        await services.lobby.start(opened.id, ANA)
    assert [e.text for e in await services.storage.actions.lines(opened.id, None)] == [
        "Each player is dealt 3 secret cards."
    ]


async def test_a_game_needs_enough_players_to_start(services: Services) -> None:
    opened = await services.lobby.create_lobby(GUILD, CHANNEL, ANA, "Ana", "secretgame")
    with pytest.raises(NotEnoughPlayers, match="at least 2 players; 1 is seated"):
        await services.lobby.start(opened.id, ANA)
    assert (await services.games.load(opened.id)).status == SessionStatus.LOBBY


async def test_a_random_seat_order_is_applied_at_start(services: Services) -> None:
    orders = set()
    for _ in range(12):
        opened = await lobby(services, [ANA, BO, CY])
        await services.lobby_settings.set_seat_order(opened.id, ANA, "random")
        game = await services.lobby.start(opened.id, ANA)
        assert sorted(game.names) == ["Ana", "Bo", "Cy"]
        assert [s.seat for s in game.session.seats] == [0, 1, 2]
        orders.add(game.names)
        await services.lobby.abandon(game.id, ANA)
    assert len(orders) > 1  # 12 shuffles of 3 seats all alike has probability 6**-11


async def test_the_named_first_player_follows_them_when_seats_move(storage: Storage) -> None:
    """Ruling G19 (As The Earth Crumbles): the host may name the first player. The option names a seat,
    and the host keeps it on the same person when the lobby's seats are reordered, when someone before
    them leaves, and when a random seat order is dealt at the start; when they leave it is unset again."""
    services = build_services(storage, {"earthcrumbles": ENGINES["earthcrumbles"]})
    opened = await lobby(services, [ANA, BO, CY, DEE], game="earthcrumbles")
    game = await services.lobby_settings.set_option(opened.id, ANA, "first_player", 2)  # Cy
    game = await services.lobby_settings.set_seat_order(opened.id, ANA, [2, 0, 1, 3])  # Cy, Ana, Bo, Dee
    assert game.options.first_player == 0 and game.names[0] == "Cy"
    game = await services.lobby.leave(opened.id, ANA)  # Cy, Bo, Dee
    assert game.options.first_player == 0
    game = await services.lobby_settings.set_option(opened.id, CY, "first_player", 2)  # Dee
    game = await services.lobby.remove_seat(opened.id, CY, 1)  # Cy, Dee
    assert game.names == ("Cy", "Dee") and game.options.first_player == 1
    game = await services.lobby.leave(opened.id, DEE)
    assert game.options.first_player is None  # nobody named any more: random again
    await services.lobby.cancel(opened.id, CY)
    for _ in range(8):
        opened = await lobby(services, [ANA, BO, CY], game="earthcrumbles")
        await services.lobby_settings.set_option(opened.id, ANA, "first_player", 1)  # Bo
        await services.lobby_settings.set_seat_order(opened.id, ANA, "random")
        game = await services.lobby.start(opened.id, ANA)
        assert isinstance(game.state, EarthState) and game.names[game.state.turn] == "Bo"
        assert game.session.options["first_player"] == game.names.index("Bo")
        await services.lobby.abandon(game.id, ANA)


async def test_the_host_leaving_a_lobby_hands_it_on_and_the_last_one_out_closes_it(
    services: Services,
) -> None:
    opened = await lobby(services, [ANA, BO], ai=1)
    game = await services.lobby.leave(opened.id, ANA)
    assert game.session.host_user_id == BO
    assert [(s.seat, s.name) for s in game.session.seats] == [(0, "Bo"), (1, "AI 1")]
    with pytest.raises(NotAPlayer):
        await services.lobby.leave(opened.id, ANA)
    game = await services.lobby.leave(opened.id, BO)
    assert game.status == SessionStatus.ABANDONED
    assert game.session.ended_reason == "The host left, so the lobby closed."
    assert await services.storage.sessions.active_in_channel(CHANNEL) is None


async def test_cancel_frees_the_channel(services: Services) -> None:
    opened = await lobby(services, [ANA, BO])
    game = await services.lobby.cancel(opened.id, ANA)
    assert game.status == SessionStatus.ABANDONED
    again = await services.lobby.create_lobby(GUILD, CHANNEL, BO, "Bo", "grab")
    assert again.id != opened.id
    with pytest.raises(NotInLobby, match="over"):
        await services.lobby.join(opened.id, CY, "Cy")


async def test_only_the_host_or_a_server_manager_may_abandon(services: Services) -> None:
    game = await started(services, [ANA, BO])
    with pytest.raises(NotHost, match="server manager"):
        await services.lobby.abandon(game.id, BO)
    ended = await services.lobby.abandon(game.id, BO, is_admin=True)
    assert ended.status == SessionStatus.ABANDONED
    assert ended.session.ended_reason == "Bo abandoned the game."
    with pytest.raises(GameNotRunning, match="Bo abandoned the game"):
        await services.moves.submit(game.id, ANA, 0, game.choices(0)[0].action_id)
    with pytest.raises(GameNotRunning):
        await services.lobby.abandon(game.id, ANA)


async def test_why_a_game_ended_is_stored_in_words_for_every_reader(services: Services) -> None:
    """The reason is kept as words beside its English (``sessions.ended_words``): read back, a German or
    Japanese reader's refusal says it in their language, names filled in."""
    game = await started(services, [ANA, BO])
    ended = await services.lobby.abandon(game.id, ANA)
    again = await services.games.load(ended.id)
    assert again.session.ended_reason == "Ana abandoned the game."
    assert again.session.ended_words is not None
    with pytest.raises(GameNotRunning) as refused:
        await services.moves.submit(game.id, BO, 0, game.choices(0)[0].action_id)
    words = refused.value.words
    assert words is not None
    assert said(words, "de") == "Diese Partie ist vorbei. Ana hat die Partie abgebrochen."
    assert said(words, "ja") == "このゲームは終了しています。Anaがゲームを中止しました。"
    cancelled = await services.lobby.cancel((await lobby(services, [CY])).id, CY)
    assert cancelled.session.ended_words is not None
    assert said(cancelled.session.ended_words, "de") == "Der Gastgeber hat die Lobby abgesagt."


# ---- playing ----------------------------------------------------------------------------------------


async def test_a_full_game_with_people_and_ai_seats(services: Services, storage: Storage) -> None:
    game = await started(services, [ANA, BO], ai=2)
    assert [s.is_ai for s in game.session.seats] == [False, False, True, True]
    reported: list[SubmitResult] = []

    async def report(result: SubmitResult) -> None:
        reported.append(result)

    driver = AiDriver(services, random_chooser(TEST_ENGINES, 1), pause=0, on_result=report)
    rng = random.Random(2)
    human_results: list[SubmitResult] = []
    for _ in range(50):
        game = await driver.run(game.id)
        if game.status != SessionStatus.RUNNING:
            break
        human_results += await play_humans_once(services, game, rng)
    assert game.status == SessionStatus.FINISHED

    final = await services.games.load(game.id)
    outcome = final.outcome
    assert outcome is not None and final.to_act == frozenset()
    assert final.session.ended_reason == final.fill(outcome.summary)
    assert {r.seat for r in reported} == {2, 3}
    assert {r.seat for r in human_results} == {0, 1}
    last = max(reported + human_results, key=lambda r: r.state.step)
    assert last.outcome == outcome and last.to_act == frozenset()
    assert last.game.status == SessionStatus.FINISHED
    for result in reported + human_results:
        assert result.state.step == result.previous_state.step + 1
        assert result.lines == result.state.log
        for seat in range(4):
            assert all(line.seat == seat for line in result.private_lines(seat))
    actions = await storage.actions.actions(game.id)
    assert len(actions) == secret(final).step == len(reported) + len(human_results)
    assert [a.n for a in actions if a.seat == 0] == list(range(final.n(0)))
    assert all(a.user_id is None for a in actions if a.seat >= 2)
    assert {a.user_id for a in actions if a.seat == 1} == {BO}
    assert await services.games.replay(game.id) == final.state

    ana_log = await services.storage.actions.lines(game.id, 0)
    public_log = await services.storage.actions.lines(game.id, None)
    assert any(line.seat == 0 for line in ana_log)
    assert all(line.seat in (None, 0) for line in ana_log)
    assert all(line.seat is None for line in public_log)
    assert await services.storage.sessions.active_in_channel(CHANNEL) is None
    with pytest.raises(GameNotRunning, match="over"):
        await services.moves.submit(game.id, ANA, final.n(0), "take")


async def test_a_stale_click_is_refused_and_changes_nothing(services: Services, storage: Storage) -> None:
    game = await started(services, [ANA, BO])
    first, second = secret(game).hands[0][:2]
    result = await services.moves.submit(game.id, ANA, 0, f"play.c{first}")
    assert result.n == 0 and result.game.n(0) == 1 and result.to_act == {1}
    before = await snapshot(storage, game.id)
    with pytest.raises(StaleAction, match="earlier turn"):
        await services.moves.submit(game.id, ANA, 0, f"play.c{first}")
    with pytest.raises(StaleAction):
        await services.moves.submit(game.id, ANA, 0, f"play.c{second}")  # another button of the same offer
    assert await snapshot(storage, game.id) == before


async def test_in_a_simultaneous_phase_one_seat_never_stales_another(services: Services) -> None:
    game = await started(services, [ANA, BO, CY])
    hands = secret(game).hands
    await services.moves.submit(game.id, ANA, 0, f"play.c{hands[0][0]}")
    await services.moves.submit(game.id, CY, 0, f"play.c{hands[2][0]}")
    result = await services.moves.submit(
        game.id, BO, 0, f"play.c{hands[1][2]}"
    )  # a button made before both picks
    assert result.seat == 1 and result.game.status == SessionStatus.RUNNING
    assert secret(result.game).phase == "claim"


async def test_a_move_closed_by_another_seat_is_stale_but_a_forged_one_is_illegal(
    services: Services, storage: Storage
) -> None:
    game = await started(services, [ANA, BO], game="grab")
    await services.moves.submit(game.id, ANA, 0, "grab.r1")
    before = await snapshot(storage, game.id)
    with pytest.raises(StaleAction):
        await services.moves.submit(game.id, BO, 0, "grab.r1")  # offered in round 1, Ana grabbed first
    with pytest.raises(IllegalAction, match="not allowed"):
        await services.moves.submit(game.id, BO, 0, "grab.r3")  # never offered
    assert await snapshot(storage, game.id) == before
    result = await services.moves.submit(game.id, BO, 0, "grab.r2")
    assert result.outcome is not None and result.outcome.winners == (0, 1)


async def test_forged_and_foreign_clicks_are_refused_and_change_nothing(
    services: Services, storage: Storage
) -> None:
    game = await started(services, [ANA, BO])
    hands = secret(game).hands
    before = await snapshot(storage, game.id)
    refusals: list[tuple[type[Exception], Any]] = [
        (IllegalAction, services.moves.submit(game.id, ANA, 0, "DROP TABLE sessions")),
        (IllegalAction, services.moves.submit(game.id, ANA, 0, "play.c99")),
        (IllegalAction, services.moves.submit(game.id, ANA, 0, "x" * 500)),
        (IllegalAction, services.moves.submit(game.id, ANA, 0, f"play.c{hands[1][0]}")),  # Bo's card
        (NotYourSeat, services.moves.submit(game.id, ANA, 0, f"play.c{hands[1][0]}", seat=1)),
        (NotYourSeat, services.moves.submit(game.id, ANA, 0, f"play.c{hands[0][0]}", seat=7)),
        (NotAPlayer, services.moves.submit(game.id, DEE, 0, f"play.c{hands[0][0]}")),
        (NotYourSeat, services.moves.submit_ai(game.id, 0, 0, f"play.c{hands[0][0]}")),
        (StaleAction, services.moves.submit(game.id, ANA, 5, f"play.c{hands[0][0]}")),
        (StaleAction, services.moves.submit(game.id, ANA, -1, f"play.c{hands[0][0]}")),
        (SessionNotFound, services.moves.submit("nope1234", ANA, 0, f"play.c{hands[0][0]}")),
        (SessionNotFound, services.moves.submit("../x:y;", ANA, 0, f"play.c{hands[0][0]}")),
        (SessionNotFound, services.moves.submit("", ANA, 0, f"play.c{hands[0][0]}")),
    ]
    for expected, call in refusals:
        with pytest.raises(expected):
            await call
    assert await snapshot(storage, game.id) == before


async def test_an_out_of_turn_click_names_who_must_act(services: Services) -> None:
    game = await started(services, [ANA, BO])
    hands = secret(game).hands
    await services.moves.submit(game.id, ANA, 0, f"play.c{hands[0][0]}")
    result = await services.moves.submit(game.id, BO, 0, f"play.c{hands[1][0]}")
    winner = secret(result.game).winner
    assert winner is not None
    loser = 1 - winner
    loser_user = result.session.seats[loser].user_id
    assert loser_user is not None
    with pytest.raises(IllegalAction) as refused:
        await services.moves.submit(game.id, loser_user, 1, "take")
    assert str(refused.value) == f"It is {result.game.names[winner]}'s turn."


async def test_twenty_concurrent_clicks_on_one_button_apply_once(
    services: Services, storage: Storage
) -> None:
    game = await started(services, [ANA, BO])
    action_id = f"play.c{secret(game).hands[0][0]}"
    outcomes = await asyncio.gather(
        *(services.moves.submit(game.id, ANA, 0, action_id) for _ in range(20)), return_exceptions=True
    )
    accepted = [o for o in outcomes if isinstance(o, SubmitResult)]
    assert len(accepted) == 1
    assert all(isinstance(o, StaleAction) for o in outcomes if o not in accepted)
    assert [a.action_id for a in await storage.actions.actions(game.id)] == [action_id]


class PausingSessions(SessionStore):
    """A session store whose next commit waits until released, to stage a race between two processes."""

    pause_next = False
    arrived: asyncio.Event
    release: asyncio.Event
    commits: list[bool]

    async def commit(self, session_id: str, expected_version: int, change: Change) -> Committed | None:
        if self.pause_next:
            self.pause_next = False
            self.arrived.set()
            await self.release.wait()
        won = await super().commit(session_id, expected_version, change)
        self.commits.append(won is not None)
        return won


async def open_pausing(database: Path | str) -> tuple[Storage, PausingSessions]:
    """Another process's storage, whose session store pauses on demand."""
    storage = await Storage.open(database, durable=False)
    pausing = PausingSessions(
        storage.database,
        storage.clock,
        storage.actions,
        storage.deadlines,
        storage.results,
        storage.tournaments,
    )
    pausing.arrived, pausing.release, pausing.commits = asyncio.Event(), asyncio.Event(), []
    storage.sessions = pausing
    return storage, pausing


@pytest.mark.parametrize("same_click", [True, False])
async def test_two_processes_race_and_the_loser_judges_again(
    services: Services, database: Path | str, same_click: bool
) -> None:
    game = await started(services, [ANA, BO, CY])
    hands = secret(game).hands
    other_storage, pausing = await open_pausing(database)
    other = build_services(other_storage, TEST_ENGINES)
    try:
        pausing.pause_next = True
        user, card = (ANA, hands[0][0]) if same_click else (BO, hands[1][0])
        # The other process loads the game, judges the click and stops just before its commit...
        racing = asyncio.create_task(other.moves.submit(game.id, user, 0, f"play.c{card}"))
        await pausing.arrived.wait()
        # ...while this process commits Ana's pick.
        mine = asyncio.create_task(services.moves.submit(game.id, ANA, 0, f"play.c{hands[0][0]}"))
        if services.storage.dialect == "postgresql":
            # On PostgreSQL the other process holds the game's lock (an advisory lock) while it judges:
            # this one waits for it, then judges against what the other wrote. No race is lost.
            from support.postgres import until_a_lock_is_awaited  # no driver loaded for SQLite alone

            assert isinstance(database, str)
            await until_a_lock_is_awaited(database)  # this one is waiting on the server...
            assert not mine.done()  # ...and so has not committed
            pausing.release.set()
            first = await racing
            assert first.seat == (0 if same_click else 1) and pausing.commits == [True]
            if same_click:
                with pytest.raises(StaleAction):
                    await mine
            else:
                assert (await mine).seat == 0
            final = await services.games.load(game.id)
            assert final.decisions == ({0: 1} if same_click else {0: 1, 1: 1})
            assert await services.games.replay(game.id) == final.state
            return
        await mine
        pausing.release.set()
        if same_click:
            with pytest.raises(StaleAction):
                await racing
            assert pausing.commits == [False]
        else:
            result = await racing
            assert result.seat == 1
            assert pausing.commits == [False, True]
        final = await services.games.load(game.id)
        assert final.decisions == ({0: 1} if same_click else {0: 1, 1: 1})
        assert await services.games.replay(game.id) == final.state
    finally:
        await other_storage.close()


async def test_two_processes_hammering_one_button_apply_it_once(
    services: Services, database: Path | str
) -> None:
    game = await started(services, [ANA, BO])
    other_storage = await Storage.open(database, durable=False)
    other = build_services(other_storage, TEST_ENGINES)
    try:
        action_id = f"play.c{secret(game).hands[1][1]}"
        outcomes = await asyncio.gather(
            *((services if i % 2 else other).moves.submit(game.id, BO, 0, action_id) for i in range(20)),
            return_exceptions=True,
        )
        assert sum(isinstance(o, SubmitResult) for o in outcomes) == 1
        assert all(isinstance(o, (SubmitResult, StaleAction)) for o in outcomes)
        assert len(await other_storage.actions.actions(game.id)) == 1
    finally:
        await other_storage.close()


async def test_a_restart_continues_the_game_and_old_buttons_still_work(database: Path | str) -> None:
    storage = await Storage.open(database, durable=False)
    first = build_services(storage, TEST_ENGINES)
    game = await started(first, [ANA, BO], ai=1)
    hands = secret(game).hands
    await first.moves.submit(game.id, ANA, 0, f"play.c{hands[0][0]}")
    await storage.close()  # the process stops; Bo's button (n=0) is still on Discord

    storage = await Storage.open(database, durable=False)
    try:
        second = build_services(storage, TEST_ENGINES)
        assert [s.id for s in await second.storage.sessions.with_status(SessionStatus.RUNNING)] == [game.id]
        result = await second.moves.submit(game.id, BO, 0, f"play.c{hands[1][0]}")
        assert result.seat == 1
        driver = AiDriver(second, random_chooser(TEST_ENGINES, 3), pause=0)
        resumed = await driver.run(game.id)
        # The AI picked, the round was revealed (and claimed, if the AI won it): now only people owe moves.
        assert resumed.status == SessionStatus.RUNNING and resumed.ai_seats_to_act() == ()
        assert resumed.to_act and all(not resumed.session.seats[s].is_ai for s in resumed.to_act)
        assert secret(resumed).history or secret(resumed).phase == "claim"
        assert min(resumed.decisions.values()) == 1 and sorted(resumed.decisions) == [0, 1, 2]
        assert await second.games.replay(game.id) == resumed.state
    finally:
        await storage.close()


async def test_replay_equals_the_stored_state_mid_game(services: Services) -> None:
    game = await started(services, [ANA, BO, CY])
    rng = random.Random(7)
    for _ in range(3):
        game = await services.games.load(game.id)
        await play_humans_once(services, game, rng)
    stored = await services.games.load(game.id)
    assert secret(stored).step > 3
    assert await services.games.replay(game.id) == stored.state


async def test_a_user_holding_several_seats_must_name_one(storage: Storage) -> None:
    hotseat = build_services(storage, TEST_ENGINES, allow_multiple_seats=True)
    opened = await hotseat.lobby.create_lobby(None, CHANNEL, ANA, "Ana", "secretgame")
    await hotseat.lobby.join(opened.id, ANA, "Ana again")
    game = await hotseat.lobby.start(opened.id, ANA)
    assert game.session.seats_of(ANA) == (0, 1)
    card = secret(game).hands[1][0]
    with pytest.raises(ChooseSeat, match="choose which one"):
        await hotseat.moves.submit(game.id, ANA, 0, f"play.c{card}")
    result = await hotseat.moves.submit(game.id, ANA, 0, f"play.c{card}", seat=1)
    assert result.seat == 1


# ---- seats handed to AIs ----------------------------------------------------------------------------


async def test_the_host_hands_an_absent_players_seat_to_an_ai(services: Services) -> None:
    game = await started(services, [ANA, BO, CY])
    with pytest.raises(NotHost):
        await services.lobby.replace_with_ai(game.id, BO, 2)
    game = await services.lobby.replace_with_ai(game.id, ANA, 2, "random")
    assert game.session.seats[2].is_ai and game.session.seats[2].name == "Cy (AI)"
    assert game.ai_seats_to_act() == (2,)
    with pytest.raises(NotAPlayer):
        await services.moves.submit(game.id, CY, 0, f"play.c{secret(game).hands[2][0]}")
    with pytest.raises(IllegalAction, match="already played by an AI"):
        await services.lobby.replace_with_ai(game.id, ANA, 2)
    driver = AiDriver(services, random_chooser(TEST_ENGINES, 4), pause=0)
    game = await driver.run(game.id)
    assert game.n(2) == 1
    assert "An AI plays {s2}'s seat now." in [
        line.text for line in await services.storage.actions.lines(game.id, None)
    ]


@pytest.mark.parametrize(
    ("language", "ai", "standing_in"), [("de", "KI 1", "Ana (KI)"), ("ja", "AI 1", "Ana（AI）")]
)
async def test_an_ai_seat_is_named_in_the_tables_language(
    services: Services, language: str, ai: str, standing_in: str
) -> None:
    """An AI added to a lobby, and a player's seat an AI plays once they left, are named in the table's
    language, fixed when it opened: in German "KI", never the English "AI"."""
    opened = await services.lobby.create_lobby(GUILD, CHANNEL, ANA, "Ana", "secretgame", language=language)
    await services.lobby.join(opened.id, BO, "Bo")
    await services.lobby.add_ai(opened.id, ANA, "random")
    game = await services.lobby.start(opened.id, ANA)
    game = await services.lobby.leave(game.id, ANA)
    assert sorted(game.names) == sorted([standing_in, "Bo", ai])


async def test_leaving_a_running_game_hands_the_seat_to_an_ai(services: Services) -> None:
    game = await started(services, [ANA, BO])
    game = await services.lobby.leave(game.id, ANA)
    assert game.status == SessionStatus.RUNNING
    assert game.session.host_user_id == BO
    assert game.session.seats[0].is_ai and game.session.seats[0].name == "Ana (AI)"
    game = await services.lobby.leave(game.id, BO)
    assert game.status == SessionStatus.ABANDONED
    assert game.session.ended_reason == "Every player has left the game."


async def test_an_ai_driver_copes_with_a_person_acting_at_the_same_time(services: Services) -> None:
    game = await started(services, [ANA], ai=2, game="grab")
    gate = asyncio.Event()
    chosen: list[Seat] = []

    async def slow_choose(key: str, state_json: str, seat: Seat, kind: str) -> str:
        chosen.append(seat)
        await gate.wait()
        return f"grab.r{json.loads(state_json)['round']}"

    driver = AiDriver(services, slow_choose, pause=0)
    task = driver.kick(game.id)
    assert driver.kick(game.id) is task  # one driving task per session
    while len(chosen) < 2:
        await asyncio.sleep(0)
    await services.moves.submit(game.id, ANA, 0, "grab.r1")  # Ana grabs while the AIs think
    gate.set()
    await task
    final = await services.games.load(game.id)
    assert final.status == SessionStatus.FINISHED
    assert grab_winners(final)[0] == 0
    assert sum(final.decisions.values()) == 2
    await driver.close()


def grab_winners(game: Game) -> tuple[Seat, ...]:
    assert isinstance(game.state, GrabState)
    return game.state.winners


async def test_an_ai_that_answers_nonsense_plays_a_legal_move(services: Services) -> None:
    game = await started(services, [ANA], ai=1)

    async def nonsense(key: str, state_json: str, seat: Seat, kind: str) -> str:
        return "play.c99"

    await AiDriver(services, nonsense, pause=0).run(game.id)
    game = await services.games.load(game.id)
    assert game.n(1) == 1 and game.to_act == {0}


# ---- schema versions --------------------------------------------------------------------------------


async def test_an_older_state_is_migrated_and_the_game_goes_on(services: Services, storage: Storage) -> None:
    game = await started(services, [ANA, BO])
    newer_engine = SecretGameV2()
    newer = build_services(storage, {"secretgame": newer_engine})
    loaded = await newer.games.load(game.id)
    assert newer_engine.migrations == [1]
    assert loaded.session.schema_version == 2 and loaded.state == game.state
    stored = await storage.sessions.get(game.id)
    assert stored is not None and stored.schema_version == 2
    result = await newer.moves.submit(game.id, ANA, 0, f"play.c{secret(game).hands[0][0]}")
    assert result.seat == 0
    with pytest.raises(SavedByNewerVersion):  # the old process must not read what the new one wrote
        await services.games.load(game.id)
    assert (await storage.sessions.get(game.id)).status == SessionStatus.RUNNING  # type: ignore[union-attr]


@pytest.mark.parametrize("engine", [SecretGameV2NoMigration(), SecretGameV2BrokenMigration()])
async def test_an_unmigratable_state_ends_the_game_cleanly(
    services: Services, storage: Storage, engine: SecretGame
) -> None:
    game = await started(services, [ANA, BO])
    newer = build_services(storage, {"secretgame": engine})
    with pytest.raises(GameNotRunning, match="older version of the bot"):
        await newer.moves.submit(game.id, ANA, 0, f"play.c{secret(game).hands[0][0]}")
    ended = await newer.games.load(game.id)
    assert ended.status == SessionStatus.ABANDONED and ended.state is None
    assert ended.session.ended_reason is not None and "cannot be continued" in ended.session.ended_reason
    assert (await newer.storage.actions.lines(game.id, None))[-1].text == ended.session.ended_reason
    assert await newer.storage.sessions.active_in_channel(CHANNEL) is None
    assert await storage.deadlines.of_session(game.id) == []


async def test_a_corrupt_state_ends_the_game_cleanly(services: Services) -> None:
    game = await started(services, [ANA, BO])
    async with services.storage.database.write() as db:
        await db.execute("UPDATE sessions SET state = '{\"seed\": 1}' WHERE id = ?", (game.id,))
    ended = await services.games.load(game.id)
    assert ended.status == SessionStatus.ABANDONED
    assert (
        ended.session.ended_reason
        == "This game of Secret Cards could not be read back from storage, so it has ended."
    )


async def test_a_state_from_a_newer_engine_is_refused_without_ending_the_game(
    services: Services, storage: Storage
) -> None:
    game = await started(services, [ANA, BO])
    older = build_services(storage, {"secretgame": SecretGameV0()})
    with pytest.raises(SavedByNewerVersion):
        await older.moves.submit(game.id, ANA, 0, f"play.c{secret(game).hands[0][0]}")
    assert (await services.games.load(game.id)).status == SessionStatus.RUNNING


# ---- reminders --------------------------------------------------------------------------------------


async def test_reminders_follow_who_must_act(database: Path | str) -> None:
    now = [10_000.0]
    storage = await Storage.open(database, clock=lambda: now[0], durable=False)
    try:
        services = build_services(storage, TEST_ENGINES, reminder_after_hours=1)
        game = await started(services, [ANA, BO], ai=1)
        assert await services.storage.deadlines.due(now[0] + 3599) == []
        due = await services.storage.deadlines.due(now[0] + 3600)
        assert [(r.seat, r.user_id, r.channel_id) for r in due] == [(0, ANA, CHANNEL), (1, BO, CHANNEL)]

        now[0] += 600
        await services.moves.submit(game.id, ANA, 0, f"play.c{secret(game).hands[0][0]}")
        assert [r.seat for r in await services.storage.deadlines.due(now[0] + 3600)] == [1]
        await services.storage.deadlines.close(due[1].id)
        assert await services.storage.deadlines.due(now[0] + 10_000) == []

        await services.moves.submit(game.id, BO, 0, f"play.c{secret(game).hands[1][0]}")
        game = await AiDriver(services, random_chooser(TEST_ENGINES, 5), pause=0).run(game.id)
        # Round 1 is decided and the AI has moved: whoever owes a decision now (the human round winner,
        # or both people in round 2's picks) has a reminder from this moment, and nobody else has one.
        owing = sorted(s for s in game.to_act if not game.session.seats[s].is_ai)
        assert owing and game.status == SessionStatus.RUNNING
        assert [(r.seat, r.due_at) for r in await storage.deadlines.of_session(game.id)] == [
            (seat, now[0] + 3600) for seat in owing
        ]
        await services.lobby.abandon(game.id, ANA)
        assert await storage.deadlines.of_session(game.id) == []
    finally:
        await storage.close()


async def test_seats_given_to_the_artificial_player_become_its_option(storage: Storage) -> None:
    """Grim Prospects ruling 20: "Add AI: Artificial Player" in the lobby makes that seat play from a
    face-down deck; the option is derived from the seats at start and stored, so replay deals the same."""
    from engines import ENGINES

    services = build_services(storage, ENGINES, ai_kinds=("mcts", "random", "artificial"))
    game = await services.lobby.create_lobby(1, 77, 100, "Ana", "grimprospects")
    await services.lobby.add_ai(game.id, 100, kind="random")
    await services.lobby.add_ai(game.id, 100, kind="artificial")
    game = await services.lobby.start(game.id, 100)
    assert game.state is not None
    kinds = [s.ai_kind for s in game.session.seats]
    artificial = tuple(i for i, k in enumerate(kinds) if k == "artificial")
    assert artificial and game.options.artificial_seats == artificial
    assert game.state.options.artificial_seats == artificial  # type: ignore[attr-defined]
    assert await services.games.replay(game.id) == game.state


async def test_idle_waits_for_the_ai_seats_kicked_meanwhile(services: Services) -> None:
    # One person and three AIs: a kick drives the AI seats until the person must act or the game ends;
    # idle() returns only then.
    game = await started(services, [ANA], ai=3)
    driver = AiDriver(services, random_chooser(TEST_ENGINES, 5), pause=0)
    await driver.idle()  # nothing kicked yet: returns at once
    driver.kick(game.id)
    await driver.idle()
    after = await services.games.load(game.id)
    ai_seats = {s.seat for s in after.session.seats if s.is_ai}
    assert after.status != SessionStatus.RUNNING or not (after.to_act & ai_seats)
    assert after.state is not None and after.state.step > 0
