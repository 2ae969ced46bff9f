"""The session pipeline: lobbies, seats, and the one path every move takes, from a click to a commit.

``SessionManager`` sits between Discord (which knows users, channels and messages) and the engines (which
know seats and rules). It maps users to seats, judges clicks (stale, foreign, forged, illegal), applies
them through the engine and persists the result with ``Storage.commit``'s version guard. Every change to a
session runs under a per-session lock (an ``asyncio.Lock`` in the process, and on PostgreSQL an advisory
lock across processes; ``Storage.session_lock``) and the version guard: a writer that lost the race
reloads and judges again. Rendering and Discord calls happen
in the caller, after the lock is released.

Decisions written down here:
- A click carries ``n``, its seat's decision count when the button was made (the number of actions that
  seat has applied, from the action log). A click whose ``n`` differs is stale. Staleness is per seat, so
  in a simultaneous phase another seat's decision never invalidates this seat's buttons.
- A click with the right ``n`` whose move is no longer legal is stale if the move was legal for that seat
  at some point since its last decision (someone else's move closed it), and illegal otherwise (forged).
  Telling them apart replays the game, but only on that rare refusal path.
- One user holds one seat, unless the manager is built with ``allow_multiple_seats=True`` (hotseat play
  in a terminal, tests). Such a user must name the seat (``submit(..., seat=...)``); buttons always do.
- Leaving a running game hands the seat to an AI (the first of ``ai_kinds``) so the others can finish;
  when no person is left, the game is abandoned.
- Stored states carry the engine's ``schema_version``. An older state is passed to the engine's optional
  ``migrate_state(data, from_version)`` and saved back; if that fails (the default), the game ends
  (abandoned, with the reason in ``ended_reason`` and the log). A state from a newer engine is refused
  without ending the game, so rolling a deploy back does not destroy games.
- Reminders: when a human seat must act, a reminder is recorded due ``reminder_after_hours`` later; it is
  closed when the seat acts or no longer has to. ``due_reminders(now)`` lists what the bot should send.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import re
import secrets
import socket
import weakref
from collections import deque
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

from bot import ratings
from bot.database import Busy
from bot.errors import (
    ChooseSeat,
    GameBusy,
    GameNotRunning,
    NotAPlayer,
    NotYourSeat,
    SavedByNewerVersion,
    SessionNotFound,
    StaleAction,
    UnknownGame,
)
from bot.game import Game, SubmitResult
from bot.session_clock import ClockChanges
from bot.session_lobby import MAX_ATTEMPTS, LobbyChanges, _ended
from bot.storage import (
    ActionRecord,
    Change,
    LogEntry,
    NewAction,
    Reminder,
    ReminderPlan,
    SeatRecord,
    SessionRecord,
    SessionStatus,
    Storage,
    StoredGame,
)
from engines import ENGINES, AnyEngine
from engines.base import GameError, GameState, IllegalAction, LogLine, Seat

log = logging.getLogger(__name__)

DEFAULT_AI_KINDS = ("mcts", "random")
_SESSION_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")


class SessionManager(LobbyChanges, ClockChanges):
    def __init__(
        self,
        storage: Storage,
        engines: Mapping[str, AnyEngine] | None = None,
        *,
        ai_kinds: Sequence[str] = DEFAULT_AI_KINDS,
        reminder_after_hours: float | None = 24.0,
        allow_multiple_seats: bool = False,
    ) -> None:
        self.storage = storage
        self.engines: Mapping[str, AnyEngine] = ENGINES if engines is None else engines
        self.ai_kinds = tuple(ai_kinds)
        self.reminder_after_hours = reminder_after_hours
        self.allow_multiple_seats = allow_multiple_seats
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()
        # Who this process is when it claims work another process could do (AI turns, timeouts).
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"

    # ---- reading -------------------------------------------------------------------------------

    async def load(self, session_id: str) -> Game:
        """The session with its current state, migrating an older stored state first (see module doc)."""
        for _ in range(MAX_ATTEMPTS):
            game = await self._load_once(session_id)
            if game is not None:
                return game
        raise GameBusy()

    async def active_in_channel(self, channel_id: int) -> SessionRecord | None:
        return await self.storage.active_in_channel(channel_id)

    async def running_sessions(self) -> list[SessionRecord]:
        return await self.storage.sessions_with_status(SessionStatus.RUNNING)

    # ---- AI turns owned by one process -----------------------------------------------------------

    async def claim_ai(self, session_id: str, seconds: float) -> bool:
        """Play this game's AI seats for the next ``seconds`` (renewable); False if another process does."""
        return await self.storage.claim_ai(session_id, self.owner, self.storage.clock() + seconds)

    async def release_ai(self, session_id: str) -> None:
        await self.storage.release_ai(session_id, self.owner)

    async def settle_ai(self, game: Game) -> None:
        """No AI owes a decision in ``game`` as loaded: its AI turn is over (unless it changed since)."""
        await self.storage.settle_ai(game.id, game.session.version)

    async def ai_turns_owed(self, older_than: float = 0.0) -> list[str]:
        """Games whose AI has owed a decision for ``older_than`` seconds and that no live process plays."""
        return await self.storage.ai_turns_owed(self.storage.clock() - older_than)

    @staticmethod
    def seat_for(session: SessionRecord, user_id: int, seat: Seat | None = None) -> Seat:
        """The seat ``user_id`` acts for; ``seat`` names it when a click carries one."""
        held = session.seats_of(user_id)
        if not held:
            raise NotAPlayer()
        if seat is None:
            if len(held) > 1:
                raise ChooseSeat()
            return held[0]
        if seat not in held:
            raise NotYourSeat()
        return seat

    async def log(
        self, session_id: str, seat: Seat | None, *, limit: int | None = None
    ) -> tuple[LogLine, ...]:
        """The game's log as ``seat`` may read it (public lines and its own); None for onlookers."""
        entries = await self.storage.log_lines(session_id, seat, limit=limit)
        return tuple(LogLine(text=e.text, seat=e.seat) for e in entries)

    async def replay(self, session_id: str) -> GameState:
        """The state rebuilt from the seed, the options and the action log; it equals the stored state
        (for a game whose state was never migrated)."""
        game = await self.load(session_id)
        return self._replay(game, await self.storage.actions(session_id))

    # ---- a game's past: /game log and /game replay (bot.replay) --------------------------------

    async def last_ended_in_channel(self, channel_id: int) -> SessionRecord | None:
        return await self.storage.last_ended_in_channel(channel_id)

    async def actions(self, session_id: str) -> list[ActionRecord]:
        """The game's action log, oldest first."""
        return await self.storage.actions(session_id)

    async def log_entries(self, session_id: str, seat: Seat | None) -> list[LogEntry]:
        """The whole log as ``seat`` may read it (see ``log``), each line with its action and time."""
        return await self.storage.log_lines(session_id, seat)

    def states(self, game: Game, actions: Sequence[ActionRecord]) -> Iterator[GameState]:
        """The state at the start, then after each action in turn, rebuilt from the seed, the options and
        the action log. Pure engine work (run it in a thread for a long game)."""
        engine = game.engine
        state = self._initial_state(game)
        yield state
        for record in actions:
            state = engine.apply(state, record.seat, engine.parse_action(record.action_id))
            yield state

    async def set_lobby_message(self, session_id: str, message_id: int | None) -> None:
        await self.storage.set_lobby_message(session_id, message_id)

    async def set_board_message(self, session_id: str, message_id: int | None) -> None:
        await self.storage.set_board_message(session_id, message_id)

    async def set_published(self, session_id: str, step: int) -> None:
        """The channel now shows the state at ``step``: its board and the private messages with it."""
        await self.storage.set_published(session_id, step)

    async def unpublished(self, quiet_for: float = 0.0, within: float | None = None) -> list[SessionRecord]:
        """Started games whose newest board is behind their state (the bot stopped mid-publication),
        unchanged for ``quiet_for`` seconds (a live process may be showing a newer change), and changed
        within the last ``within`` seconds if given."""
        now = self.storage.clock()
        return await self.storage.unpublished_sessions(
            now - quiet_for, None if within is None else now - within
        )

    def publication_lock(self, session_id: str) -> contextlib.AbstractAsyncContextManager[None]:
        """Hold a game's publication across processes (see ``Storage.publication_lock``)."""
        return self.storage.publication_lock(session_id)

    # ---- play ----------------------------------------------------------------------------------

    async def submit(
        self, session_id: str, user_id: int, n: int, action_id: str, seat: Seat | None = None
    ) -> SubmitResult:
        """Judge and apply one click by a person: ``n`` and ``seat`` come from the button."""
        return await self._submit(session_id, n, action_id, user_id=user_id, seat=seat)

    async def submit_ai(self, session_id: str, seat: Seat, n: int, action_id: str) -> SubmitResult:
        """Judge and apply an AI seat's decision through the same path as a person's click."""
        return await self._submit(session_id, n, action_id, user_id=None, seat=seat)

    async def _submit(
        self,
        session_id: str,
        n: int,
        action_id: str,
        *,
        user_id: int | None,
        seat: Seat | None,
        timed_out: bool = False,
        note: LogLine | None = None,
    ) -> SubmitResult:
        returned = user_id is not None and await self.return_by_click(session_id, user_id)
        try:
            async with self._lock(session_id):
                for _ in range(MAX_ATTEMPTS):
                    game = await self.load(session_id)
                    if timed_out:
                        acting = self._timed_out_seat(game.session, seat)
                    elif user_id is None:
                        acting = self._ai_seat_for(game.session, seat)
                    else:
                        acting = self.seat_for(game.session, user_id, seat)
                    result = await self._try_submit(game, acting, n, action_id, user_id, note)
                    if result is not None:
                        return result
                    # Another process committed first: judge the click again against what it wrote.
                raise GameBusy()
        except GameError as refusal:
            if returned:  # they are back whatever became of the click
                raise GameError(f"Welcome back: you play your seat again. {refusal}") from None
            raise

    async def return_by_click(self, session_id: str, user_id: int) -> bool:
        """A person's click in a game where an AI stands in for them brings them back first. Reads the
        session's row and seats only (not its state): this runs before every click is judged."""
        if not isinstance(session_id, str) or not _SESSION_ID.fullmatch(session_id):
            return False  # the click itself gets the sentence
        session = await self.storage.get_session(session_id)
        if (
            session is not None
            and session.status == SessionStatus.RUNNING
            and any(s.user_id == user_id and s.stand_in for s in session.seats)
        ):
            await self._return_in(session_id, user_id)
            return True
        return False

    @staticmethod
    def _timed_out_seat(session: SessionRecord, seat: Seat | None) -> Seat:
        if seat is None or not 0 <= seat < len(session.seats) or session.seats[seat].played_by_ai:
            raise NotYourSeat("That seat is not a person's.")
        return seat

    async def _try_submit(
        self,
        game: Game,
        seat: Seat,
        n: int,
        action_id: str,
        user_id: int | None,
        note: LogLine | None = None,
    ) -> SubmitResult | None:
        if game.status != SessionStatus.RUNNING or game.state is None:
            raise GameNotRunning(self._not_running_sentence(game))
        engine, state = game.engine, game.state
        action = self._parse(engine, action_id)
        if n != game.n(seat):
            if seat in engine.current_seats(state):
                raise StaleAction()
            # Say who the game waits for: after your choice in a simultaneous phase, the others.
            raise StaleAction(f"That button is from an earlier turn. {game.fill(engine.waiting_for(state))}")
        if seat not in engine.current_seats(state) or action not in engine.legal_actions(state, seat):
            if await self._was_offered(game, seat, action):
                raise StaleAction()
            try:
                engine.check(state, seat, action)
            except IllegalAction as exc:
                raise IllegalAction(game.fill(str(exc))) from None
            raise IllegalAction("That move is not allowed now.")
        try:
            new_state = engine.apply(state, seat, action)
        except IllegalAction as exc:
            raise IllegalAction(game.fill(str(exc))) from None
        outcome = engine.outcome(new_state)
        to_act = engine.current_seats(new_state)
        status = SessionStatus.FINISHED if outcome is not None else SessionStatus.RUNNING
        after = Game(
            session=game.session,
            engine=engine,
            state=new_state,
            decisions={**game.decisions, seat: n + 1},
        )
        stored_id = engine.action_id(action)
        won = await self.storage.commit(
            game.id,
            game.session.version,
            Change(
                status=status if status != game.status else None,
                ended_reason=game.fill(outcome.summary) if outcome is not None else None,
                state_json=engine.dump_state(new_state),
                step=new_state.step,
                action=NewAction(seat=seat, action_id=stored_id, n=n, user_id=user_id),
                lines=(note, *new_state.log) if note is not None else new_state.log,
                reminders=self._plan(after, game.session.seats, acted=seat),
                result=ratings.game_result(outcome, game.session.seats) if outcome is not None else None,
            ),
        )
        if not won:
            return None
        if outcome is not None:
            await self.rate_pending()
        session = replace(
            game.session, status=status, version=game.session.version + 1, updated_at=self.storage.clock()
        )
        return SubmitResult(
            game=replace(after, session=session),
            previous_state=state,
            seat=seat,
            action=action,
            action_id=stored_id,
            n=n,
            lines=((note,) if note is not None else ()) + tuple(new_state.log),
            outcome=outcome,
            to_act=to_act,
        )

    # ---- AI seats and reminders ----------------------------------------------------------------

    @staticmethod
    def ai_seats_to_act(game: Game) -> tuple[Seat, ...]:
        """The AI seats that owe a decision now, in seat order."""
        return game.ai_seats_to_act()

    async def due_reminders(self, now: float | None = None) -> list[Reminder]:
        return await self.storage.due_reminders(self.storage.clock() if now is None else now)

    async def reminder_sent(self, reminder_id: int) -> None:
        await self.storage.close_deadline(reminder_id)

    # ---- results and ratings (bot.ratings; docs/ratings.md) -------------------------------------

    async def rate_pending(self) -> int:
        """Bring ratings up to date with every finished game (see ``Storage.rate_pending``). A failure is
        logged, not raised: the results are safe, and the next call catches up."""
        try:
            return await self.storage.rate_pending(ratings.rate)
        except Exception:
            log.exception("Bringing ratings up to date failed; the next finished game or look-up retries")
            return 0

    async def player_stats(
        self, user_id: int, guild_id: int | None, game: str | None = None
    ) -> ratings.PlayerStats:
        """A person's games, wins and ratings per game: in this server (``guild_id``) and everywhere."""
        await self.rate_pending()
        server = None
        if guild_id is not None:
            server = tuple(await self.storage.player_records(user_id, guild_id, game))
        return ratings.PlayerStats(server, tuple(await self.storage.player_records(user_id, None, game)))

    async def leaderboard(self, game: str, guild_id: int | None) -> ratings.Leaderboard:
        """The top players of ``game`` in a server's pool (None: everyone's): by rating among those with
        enough rated games, else (nobody has them yet) by wins."""
        await self.rate_pending()
        size = ratings.LEADERBOARD_SIZE
        rated = await self.storage.rating_leaders(
            game, guild_id, min_games=ratings.MIN_RATED_GAMES, limit=size
        )
        if rated:
            return ratings.Leaderboard(game, guild_id is not None, True, tuple(rated))
        wins = await self.storage.win_leaders(game, guild_id, limit=size)
        return ratings.Leaderboard(game, guild_id is not None, False, tuple(wins))

    # ---- internals -----------------------------------------------------------------------------

    @contextlib.asynccontextmanager
    async def _lock(self, session_id: str) -> AsyncIterator[None]:
        """One change of a session at a time: in this process (an asyncio lock, so that only one task
        per process waits on the database's), then across processes (``Storage.session_lock``)."""
        lock = self._locks.get(session_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[session_id] = lock
        async with lock:
            try:
                async with self.storage.session_lock(session_id):
                    yield
            except Busy:
                raise GameBusy() from None

    async def _change(self, session_id: str, decide: Callable[[Game], Change]) -> Game:
        """Load, let ``decide`` judge and describe the change (or raise a refusal), commit with the
        version guard; on a lost race, judge again. Returns the session as it is afterwards."""
        async with self._lock(session_id):
            for _ in range(MAX_ATTEMPTS):
                game = await self.load(session_id)
                if await self.storage.commit(session_id, game.session.version, decide(game)):
                    return await self.load(session_id)
            raise GameBusy()

    async def _load_once(self, session_id: str) -> Game | None:
        """One load; None when a migration or an ending lost a race and must be redone."""
        if not isinstance(session_id, str) or not _SESSION_ID.fullmatch(session_id):
            raise SessionNotFound()
        stored = await self.storage.get_game(session_id)
        if stored is None:
            raise SessionNotFound()
        session = stored.session
        engine = self.engines.get(session.game)
        if engine is None:
            raise UnknownGame(session.game)
        if stored.state_json is None:
            return Game(session, engine, None, stored.decisions)
        try:
            state, migrated = self._read_state(engine, stored)
        except SavedByNewerVersion:
            raise
        except Exception:  # a state we cannot read must end the game, not crash every click
            log.exception("session %s: stored %s state cannot be loaded", session.id, session.game)
            if session.status != SessionStatus.RUNNING:
                return Game(session, engine, None, stored.decisions)
            reason = self._unreadable_sentence(engine, session)
            ended = await self.storage.commit(
                session.id,
                session.version,
                Change(
                    status=SessionStatus.ABANDONED,
                    ended_reason=reason,
                    lines=(LogLine(text=reason),),
                    reminders=ReminderPlan(),
                ),
            )
            return None if not ended else Game(_ended(session, reason), engine, None, stored.decisions)
        if migrated and session.status == SessionStatus.RUNNING:
            saved = await self.storage.commit(
                session.id,
                session.version,
                Change(
                    state_json=engine.dump_state(state), step=state.step, schema_version=engine.schema_version
                ),
            )
            if not saved:
                return None
            session = replace(session, version=session.version + 1, schema_version=engine.schema_version)
        return Game(session, engine, state, stored.decisions)

    @staticmethod
    def _read_state(engine: AnyEngine, stored: StoredGame) -> tuple[GameState, bool]:
        """The stored state, migrated when an older engine wrote it; the flag says it was migrated."""
        assert stored.state_json is not None
        saved_by = stored.session.schema_version or 0
        if saved_by > engine.schema_version:
            raise SavedByNewerVersion(engine.title)
        if saved_by == engine.schema_version:
            return engine.load_state(stored.state_json), False
        data = engine.migrate_state(json.loads(stored.state_json), saved_by)
        state: GameState = engine.state_type.model_validate(data)
        return state, True

    @staticmethod
    def _unreadable_sentence(engine: AnyEngine, session: SessionRecord) -> str:
        if (session.schema_version or 0) < engine.schema_version:
            return (
                f"This game of {engine.title} was saved by an older version of the bot and cannot be "
                "continued, so it has ended."
            )
        return f"This game of {engine.title} could not be read back from storage, so it has ended."

    def _parse(self, engine: AnyEngine, action_id: str) -> Any:
        try:
            return engine.parse_action(action_id)
        except GameError:
            raise
        except Exception:  # a forged id must never reach a player as a traceback
            raise IllegalAction("That is not a move this game knows.") from None

    async def _was_offered(self, game: Game, seat: Seat, action: Any) -> bool:
        """Whether ``action`` was legal for ``seat`` at some state since its last decision."""
        actions = await self.storage.actions(game.id)
        own = [i for i, a in enumerate(actions) if a.seat == seat]
        window_start = own[-1] + 1 if own else 0
        engine = game.engine
        try:
            state = self._initial_state(game)
            for i, record in enumerate(actions):
                if i >= window_start and action in engine.legal_actions(state, seat):
                    return True
                state = engine.apply(state, record.seat, engine.parse_action(record.action_id))
        except Exception:  # a log the current engine cannot replay (a migrated game): be charitable
            log.warning("session %s: could not replay to judge a click", game.id, exc_info=True)
            return True
        return False

    def _initial_state(self, game: Game) -> GameState:
        session = game.session
        if session.seed is None:
            raise GameNotRunning("This game has not started yet.")
        state: GameState = game.engine.new_game(len(session.seats), session.seed, game.options)
        return state

    def _replay(self, game: Game, actions: Sequence[ActionRecord]) -> GameState:
        return deque(self.states(game, actions), maxlen=1)[0]

    def _plan(self, game: Game, seats: Sequence[SeatRecord], acted: Seat | None = None) -> ReminderPlan:
        return self._clock_plan(game, seats, acted)

    def _not_running_sentence(self, game: Game) -> str:
        if game.status == SessionStatus.LOBBY:
            return "The game has not started yet."
        if game.status == SessionStatus.RUNNING:
            return "This game's board could not be read."
        return self._ended_sentence(game)

    @staticmethod
    def _ended_sentence(game: Game) -> str:
        reason = game.session.ended_reason
        return f"This game is over. {reason}" if reason else "This game is over."

    def _title(self, key: str) -> str:
        engine = self.engines.get(key)
        return engine.title if engine is not None else key
