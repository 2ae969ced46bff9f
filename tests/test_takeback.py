"""Taking back a move, through the services on both databases, with Secret Cards
(tests/support/secretgame.py): every seat picks a card face down, all at once; the last pick turns them all
face up; the round's winner then takes the cards (public, nothing revealed) or passes and draws a card
(revealed to the winner).

The rules checked here (bot/session/takebacks.py): a player takes back their own last move while no other player
has decided since (in a simultaneous phase, until the last choice is in) and nothing hidden was revealed;
only the player; never a finished game's last move; the log stays append-only, a take-back is an entry of
its own, and the stored state is always the replay of the log; a stale, forged or foreign take-back gets a
sentence and changes nothing; the clock resumes with the time the player had left.
"""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from bot.services import Services, build_services
from bot.session.errors import NotAPlayer, NotYourSeat, StaleAction
from bot.session.game import Game
from bot.session.records import TIMEOUT, SessionStatus
from bot.session.takebacks import CannotTakeBack, TakeBack, moves_in_force, target
from bot.store import Storage
from engines.base import GameState, IllegalAction
from support.secretgame import SecretGame, SecretState, secret_state

GUILD, CHANNEL = 1, 500
ANA, BO, CY = 101, 102, 103
NAMES = {ANA: "Ana", BO: "Bo", CY: "Cy"}
ENGINES = {"secretgame": SecretGame()}


@pytest.fixture
def services(storage: Storage) -> Services:
    return build_services(storage, ENGINES)


async def started(services: Services, people: list[int], **options: object) -> Game:
    opened = await services.lobby.create_lobby(GUILD, CHANNEL, people[0], NAMES[people[0]], "secretgame")
    for user in people[1:]:
        await services.lobby.join(opened.id, user, NAMES[user])
    for name, value in options.items():
        await services.lobby_settings.set_option(opened.id, people[0], name, value)
    return await services.lobby.start(opened.id, people[0])


def secret(game: Game) -> SecretState:
    assert isinstance(game.state, SecretState)
    return game.state


def round_winner(game: Game) -> tuple[int, int]:
    """The seat that won the round's picks, and the person in it."""
    winner = secret(game).winner
    assert winner is not None
    user = game.session.seats[winner].user_id
    assert user is not None
    return winner, user


def seat_of(game: Game, user: int) -> int:
    return game.session.seats_of(user)[0]


async def pick(services: Services, game: Game, user: int, index: int = 0) -> Game:
    seat = seat_of(game, user)
    card = secret(game).hands[seat][index]
    result = await services.moves.submit(game.id, user, game.n(seat), f"play.c{card}")
    return result.game


async def take_back(services: Services, game: Game, user: int) -> Game:
    seat = seat_of(game, user)
    result = await services.moves.take_back(game.id, user, seat, game.n(seat))
    return result.game


async def test_a_pick_can_be_taken_back_until_every_pick_is_in(services: Services) -> None:
    """In a simultaneous phase a choice may be taken back until every choice of the phase is in: the
    others' picks made meanwhile stand, and the taker picks again."""
    game = await started(services, [ANA, BO, CY])
    before = secret(game)
    game = await pick(services, game, ANA)
    game = await pick(services, game, BO)
    ana = seat_of(game, ANA)
    game = await take_back(services, game, ANA)
    state = secret(game)
    assert state.picks[ana] is None and state.hands[ana] == before.hands[ana]  # Ana's card is back in hand
    assert state.picks[seat_of(game, BO)] is not None  # Bo's pick stands
    assert ana in game.to_act
    assert await services.games.replay(game.id) == game.state
    game = await pick(services, game, ANA, index=1)  # a different card this time
    game = await pick(services, game, CY)  # the last pick turns them all face up
    assert secret(game).phase == "claim"
    for user in (ANA, BO, CY):
        with pytest.raises(CannotTakeBack):
            await take_back(services, game, user)


async def test_the_state_after_a_take_back_is_the_state_before_the_move(services: Services) -> None:
    """The round's winner takes the cards (public, nothing hidden revealed): taking it back restores the
    game exactly as it was before that move, and the winner decides again."""
    game = await started(services, [ANA, BO])
    for user in (ANA, BO):
        game = await pick(services, game, user)
    before = game.state
    winner, user = round_winner(game)
    taken = await services.moves.submit(game.id, user, game.n(winner), "take")
    game = await take_back(services, taken.game, user)
    assert game.state == before
    assert game.to_act == {winner}


async def test_a_move_that_revealed_something_stays(services: Services) -> None:
    """A pass draws the deck's top card into the winner's hand: a card drawn cannot be taken back."""
    game = await started(services, [ANA, BO])
    for user in (ANA, BO):
        game = await pick(services, game, user)
    winner, user = round_winner(game)
    passed = await services.moves.submit(game.id, user, game.n(winner), "pass")
    with pytest.raises(CannotTakeBack, match="something hidden has been revealed"):
        await take_back(services, passed.game, user)


async def test_a_move_stays_once_another_player_has_decided(services: Services) -> None:
    """The winner takes the cards; the next round's picks begin, and once Bo has picked, the winner's take
    stays (Bo was not deciding alongside it)."""
    game = await started(services, [ANA, BO])
    for user in (ANA, BO):
        game = await pick(services, game, user)
    winner, user = round_winner(game)
    other = BO if user == ANA else ANA
    game = (await services.moves.submit(game.id, user, game.n(winner), "take")).game
    game = await pick(services, game, other)
    with pytest.raises(CannotTakeBack, match="has decided since"):
        await take_back(services, game, user)


async def test_stale_forged_and_foreign_take_backs_change_nothing(
    services: Services, storage: Storage
) -> None:
    game = await started(services, [ANA, BO, CY])
    game = await pick(services, game, ANA)
    ana = seat_of(game, ANA)
    log_before = await storage.actions.actions(game.id)
    with pytest.raises(StaleAction):  # a button made before Ana's pick
        await services.moves.take_back(game.id, ANA, ana, game.n(ana) - 1)
    with pytest.raises(NotYourSeat):  # Bo presses Ana's button
        await services.moves.take_back(game.id, BO, ana, game.n(ana))
    with pytest.raises(NotAPlayer):
        await services.moves.take_back(game.id, 999, ana, game.n(ana))
    with pytest.raises(CannotTakeBack, match="no move to take back"):  # Bo has made no move
        await take_back(services, game, BO)
    assert await storage.actions.actions(game.id) == log_before
    game = await take_back(services, game, ANA)
    with pytest.raises(StaleAction):  # a double click: the first took the move back
        await services.moves.take_back(game.id, ANA, ana, game.n(ana) - 1)
    with pytest.raises(CannotTakeBack):  # nothing left to take back
        await take_back(services, game, ANA)


async def test_the_host_can_turn_take_backs_off(services: Services) -> None:
    opened = await services.lobby.create_lobby(GUILD, CHANNEL, ANA, "Ana", "secretgame")
    await services.lobby.join(opened.id, BO, "Bo")
    with pytest.raises(Exception, match="Only the host"):
        await services.lobby_settings.set_takebacks(opened.id, BO, False)
    await services.lobby_settings.set_takebacks(opened.id, ANA, False)
    game = await services.lobby.start(opened.id, ANA)
    assert not game.session.takebacks
    game = await pick(services, game, ANA)
    with pytest.raises(CannotTakeBack, match="turned take-backs off"):
        await take_back(services, game, ANA)


async def test_the_last_move_of_a_game_cannot_be_taken_back(services: Services, storage: Storage) -> None:
    """A take-back never changes a result or a rating: a finished game's last move stays."""
    game = await started(services, [ANA, BO], rounds=1)
    for user in (ANA, BO):
        game = await pick(services, game, user)
    winner, user = round_winner(game)
    game = (await services.moves.submit(game.id, user, game.n(winner), "take")).game
    assert game.status == SessionStatus.FINISHED
    result = await storage.results.game_result(game.id)
    with pytest.raises(Exception, match="over"):
        await take_back(services, game, user)
    assert await storage.results.game_result(game.id) == result


async def test_a_take_back_is_an_entry_of_its_own_and_the_log_replays(
    services: Services, storage: Storage
) -> None:
    """The action log stays append-only: the take-back is appended (naming the move it takes back), the
    public log says so, and the stored state is the replay of the whole log."""
    game = await started(services, [ANA, BO, CY])
    game = await pick(services, game, ANA)
    before = await storage.actions.actions(game.id)
    game = await take_back(services, game, ANA)
    after = await storage.actions.actions(game.id)
    assert after[: len(before)] == before
    entry = after[-1]
    assert entry.undoes == before[-1].n and entry.seat == before[-1].seat and entry.action_id == "takeback"
    assert moves_in_force(after) == before[:-1]
    public = [e.text for e in await storage.actions.lines(game.id, None)]
    assert public[-1] == f"{{s{seat_of(game, ANA)}}} took back their move."
    assert await services.games.replay(game.id) == game.state
    assert game.session.position == len(after)


async def test_the_clock_resumes_with_the_time_the_player_had_left(storage: Storage) -> None:
    """With a turn clock, the player's clock resumes with the time they had before the move: the deadline
    moves on by the time the move stood; the next player's deadlines close; a reminder already due before
    the move is not sent again."""
    now = [1000.0]
    storage.clock = lambda: now[0]
    services = build_services(storage, ENGINES)
    opened = await services.lobby.create_lobby(GUILD, CHANNEL, ANA, "Ana", "secretgame")
    await services.lobby.join(opened.id, BO, "Bo")
    await services.lobby_settings.set_clock(opened.id, ANA, 3600)
    game = await services.lobby.start(opened.id, ANA)
    ana = seat_of(game, ANA)

    def timeouts() -> dict[int, float]:
        return {d.seat: d.due_at for d in deadlines if d.kind == TIMEOUT}

    deadlines = await storage.deadlines.of_session(game.id)
    due = timeouts()[ana]  # 1000 + 3600
    now[0] = 2900.0  # Ana has used 1,900 seconds: past half time (the half-time reminder was due at 2800)
    game = await pick(services, game, ANA)
    now[0] = 3500.0  # the pick stood for 600 seconds
    game = await take_back(services, game, ANA)
    deadlines = await storage.deadlines.of_session(game.id)
    assert timeouts()[ana] == due + 600.0
    assert {d.kind for d in deadlines if d.seat == ana} == {"final", TIMEOUT}  # no second half-time reminder
    assert seat_of(game, BO) in {d.seat for d in deadlines}  # Bo still owes a pick: his clock runs on


async def test_random_games_with_random_take_backs_restore_what_was(
    services: Services, storage: Storage
) -> None:
    """For random games and random take-backs: the state after a take-back equals the state the game would
    be in had the move never been made (for a move that was the last, the state before it), and every
    view each seat gets afterwards is one it could have had without the move."""
    rng = random.Random(5)
    engine = ENGINES["secretgame"]
    exact = taken_back = 0
    for _ in range(6):
        game = await started(services, [ANA, BO, CY])
        users = {s.seat: s.user_id for s in game.session.seats}
        # The moves in force: (seat, decision number, the state before it; None once a move before it
        # was taken back from under it, which changes what came before).
        made: list[tuple[int, int, GameState | None]] = []
        for _ in range(40):
            if game.status != SessionStatus.RUNNING or game.state is None:
                break
            takers = [s for s in users if _can(game, s)]
            if takers and rng.random() < 0.4:
                seat = rng.choice(takers)
                move = target(game.session.undo_window, seat).move
                user = users[seat]
                assert user is not None
                taken = await services.moves.take_back(game.id, user, seat, game.n(seat))
                at = next(i for i, m in enumerate(made) if (m[0], m[1]) == (move.seat, move.n))
                if at == len(made) - 1 and made[at][2] is not None:  # the last move: back to just before it
                    assert taken.game.state == made[at][2]
                    exact += 1
                made = [m if i < at else (m[0], m[1], None) for i, m in enumerate(made) if i != at]
                game = taken.game
                taken_back += 1
                replayed = await services.games.replay(game.id)
                assert replayed == game.state
                for viewer in (None, *users):  # what each seat sees is what it would see without the move
                    assert engine.view(secret(game), viewer) == engine.view(secret_state(replayed), viewer)
                continue
            seat = rng.choice(sorted(game.to_act))
            action = rng.choice(list(engine.legal_actions(secret(game), seat)))
            user = users[seat]
            assert user is not None
            made.append((seat, game.n(seat), game.state))
            game = (await services.moves.submit(game.id, user, game.n(seat), engine.action_id(action))).game
        assert await services.games.replay(game.id) == game.state
        if game.status == SessionStatus.RUNNING:
            await services.lobby.abandon(game.id, ANA)
    assert taken_back >= 10 and exact >= 5  # the sample took back enough moves, most of them the last


def _can(game: Game, seat: int) -> bool:
    from bot.session.takebacks import can_take_back

    return game.status == SessionStatus.RUNNING and can_take_back(game.session.undo_window, seat)


async def test_two_processes_never_apply_a_move_and_its_take_back_out_of_order(database: Path | str) -> None:
    """Ana takes back her pick while Bo picks, each through its own process on one database: whichever
    the database orders first, the log replays to the stored state and Ana's pick is gone."""
    for attempt in range(4):
        first = await Storage.open(database, durable=False)
        second = await Storage.open(database, durable=False)
        try:
            one, two = build_services(first, ENGINES), build_services(second, ENGINES)
            game = await started(one, [ANA, BO, CY])
            game = await pick(one, game, ANA)
            ana, bo = seat_of(game, ANA), seat_of(game, BO)
            card = secret(game).hands[bo][0]
            outcomes = await asyncio.gather(
                one.moves.take_back(game.id, ANA, ana, game.n(ana)),
                two.moves.submit(game.id, BO, game.n(bo), f"play.c{card}"),
                return_exceptions=True,
            )
            assert not any(
                isinstance(o, BaseException) and not isinstance(o, IllegalAction) for o in outcomes
            )
            assert not isinstance(outcomes[0], BaseException), f"attempt {attempt}: the take-back was refused"
            final = await one.games.load(game.id)
            assert secret(final).picks[ana] is None  # Ana's pick is taken back either way
            assert await two.games.replay(game.id) == final.state
            await one.lobby.abandon(game.id, ANA)
        finally:
            await first.close()
            await second.close()


# ---- one person against AI players: their replies are taken back with the move -------------------------


async def test_alone_against_ais_a_take_back_also_takes_back_their_replies(storage: Storage) -> None:
    """As The Earth Crumbles, one person and two AI players: after the person's move and the AIs' replies
    (none revealing anything), "Take back" restores the game as it was before the person's move (with the
    choices the AIs made at the same time as it, which stand while they still fit), logs one take-back
    entry per move taken back, newest first, and says whose replies went with it. The stored state is
    still the replay of the log. A choice made at the same time that no longer fits the game without the
    move (an AI that chose with the move and has moved on since) goes with the move as a reply, where a
    table with another person would refuse the take-back."""
    from engines import ENGINES as REAL

    engine = REAL["earthcrumbles"]
    services = build_services(storage, {"earthcrumbles": engine})
    rng = random.Random(2)
    checked = dropped = 0
    for _ in range(12):
        opened = await services.lobby.create_lobby(GUILD, CHANNEL, ANA, "Ana", "earthcrumbles")
        await services.lobby.add_ai(opened.id, ANA, "random")
        await services.lobby.add_ai(opened.id, ANA, "random")
        game = await services.lobby.start(opened.id, ANA)
        ana = seat_of(game, ANA)
        before_mine: GameState | None = None
        mine_at = 0  # where the person's last move is in the action log
        for _ in range(120):
            if game.status != SessionStatus.RUNNING or game.state is None:
                break
            seat = min(game.to_act)
            if seat == ana:
                ais = frozenset(s for s in range(3) if s != ana)
                try:
                    take: TakeBack | None = target(game.session.undo_window, ana, ais)
                except CannotTakeBack:
                    take = None
                if before_mine is not None and take is not None and take.replies:
                    if take.move.n == game.n(ana) - 1:  # the move whose state we kept
                        since = (await storage.actions.actions(game.id))[mine_at + 1 :]
                        entries = mine_at + 1 + len(since)
                        # Chosen at the same time as the move, the others' choices stand (a simultaneous
                        # choice is not a reply) while they fit the game without the move; one that no
                        # longer fits (a seat that was choosing with the move and has moved on since) goes
                        # with the move, as a reply does.
                        expected = before_mine
                        undone = [(take.move.seat, take.move.n)]  # (seat, decision number), oldest first
                        for other in since:
                            if other.seat in take.move.deciding:
                                action = engine.parse_action(other.action_id)
                                if action in engine.legal_actions(expected, other.seat):
                                    expected = engine.apply(expected, other.seat, action)
                                    continue
                            undone.append((other.seat, other.n))
                        taken = await services.moves.take_back(game.id, ANA, ana, game.n(ana))
                        assert taken.game.state == expected
                        log = await storage.actions.actions(game.id)
                        added = log[entries:]
                        assert [(a.seat, a.undoes) for a in added] == undone[::-1]
                        # a choice made with the move that went with it: a table with another person refuses
                        dropped += len(undone) > 1 + len(take.replies)
                        assert all(a.undoes is not None for a in added)
                        assert added[-1].seat == ana and added[-1].user_id == ANA
                        assert taken.lines[0].text.startswith(f"{{s{ana}}} took back")
                        assert "repl" in taken.lines[0].text
                        assert await services.games.replay(game.id) == taken.game.state
                        checked += 1
                        break
                legal = list(engine.legal_actions(game.state, seat))
                before_mine = game.state
                mine_at = len(await storage.actions.actions(game.id))
                action = rng.choice(legal)
                game = (
                    await services.moves.submit(game.id, ANA, game.n(seat), engine.action_id(action))
                ).game
            else:
                legal = list(engine.legal_actions(game.state, seat))
                action = rng.choice(legal)
                game = (
                    await services.moves.submit_ai(game.id, seat, game.n(seat), engine.action_id(action))
                ).game
        if game.status == SessionStatus.RUNNING:
            await services.lobby.abandon(game.id, ANA)
        if checked >= 3:
            break
    assert checked >= 3


async def test_with_another_person_at_the_table_an_ai_reply_still_keeps_the_move(services: Services) -> None:
    """Only a person alone with AIs takes their replies back: with another person seated, a decision by any
    other seat since keeps the move, as before."""
    window_seats = frozenset({1})
    from bot.session.records import SeatRecord, UndoEntry

    seats = [
        SeatRecord(0, ANA, None, "Ana"),
        SeatRecord(1, None, "random", "AI 2"),
        SeatRecord(2, BO, None, "Bo"),
    ]
    from bot.session.takebacks import ai_seats_if_alone

    assert ai_seats_if_alone(seats, 0) == frozenset()
    assert ai_seats_if_alone(seats[:2], 0) == window_seats
    window = (UndoEntry(0, 4, True, (0,), 1.0), UndoEntry(1, 7, False, (1,), 2.0))
    with pytest.raises(CannotTakeBack, match="has decided since"):
        target(window, 0, ai_seats_if_alone(seats, 0))
    take = target(window, 0, ai_seats_if_alone(seats[:2], 0))
    assert take.move.n == 4 and [r.n for r in take.replies] == [7]


class PickThenFollow:
    """Just what ``restore`` asks of a game: seats 0 and 1 pick at the same time, then seat 1 follows, which
    it may only do once both have picked."""

    @dataclass(frozen=True)
    class State:
        picked: frozenset[int] = frozenset()
        followed: bool = False
        log: tuple[Any, ...] = ()

    def parse_action(self, action_id: str) -> str:
        return action_id

    def legal_actions(self, state: State, seat: int) -> list[str]:
        if seat not in state.picked:
            return ["pick"]
        return ["follow"] if seat == 1 and state.picked == {0, 1} and not state.followed else []

    def apply(self, state: State, seat: int, action: str) -> State:
        if action == "pick":
            return replace(state, picked=state.picked | {seat})
        return replace(state, followed=True)

    def current_seats(self, state: State) -> frozenset[int]:
        return frozenset(seat for seat in (0, 1) if self.legal_actions(state, seat))


def test_alone_with_an_ai_its_choice_made_with_the_move_goes_too_once_it_no_longer_fits() -> None:
    """The person picks (seat 0) while the AI picks too (seat 1), then the AI follows, which needs the
    person's pick. Taken back alone with that AI, the pick made at the same time stands (it still fits) and
    the follow goes with the move as a reply; at a table with another person the take-back is refused and
    nothing changes."""
    from bot.session.records import ActionRecord, UndoEntry
    from bot.session.takebacks import restore

    engine: Any = PickThenFollow()
    window = (
        UndoEntry(0, 0, True, (0, 1), 1.0),  # the person's pick
        UndoEntry(1, 0, False, (0, 1), 2.0),  # the AI's pick, made at the same time
        UndoEntry(1, 1, False, (1,), 3.0),  # the AI's follow, after both picks
    )
    actions = [
        ActionRecord(0, 0, "pick", 0, ANA, 1.0),
        ActionRecord(1, 1, "pick", 0, None, 2.0),
        ActionRecord(2, 1, "follow", 1, None, 3.0),
    ]
    alone = frozenset({1})
    start: Any = PickThenFollow.State()
    take = target(window, 0, alone)
    assert take.replies == ()  # the AI was choosing with the move: target alone keeps all it did since
    restored = restore(engine, start, actions, take, window, alone)
    assert restored.state == replace(start, picked=frozenset({1}))
    assert restored.take == TakeBack(window[0], (window[2],))
    with pytest.raises(CannotTakeBack, match="decided since"):  # another person at the table
        restore(engine, start, actions, target(window, 0), window, frozenset())
