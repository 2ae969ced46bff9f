"""The core every service composes: a game loaded from storage (a stored state from an older engine is
migrated first, or the game ends with a sentence), one change of a session at a time, and a game's past
rebuilt from its seed and its action log.

Decisions written down here:
- Every change to a session runs under a per-session lock (an ``asyncio.Lock`` in the process, and on
  PostgreSQL an advisory lock across processes; ``SessionStore.lock``) and the commit's version guard: a
  writer that lost the race loads and judges again (``change``).
- Stored states carry the engine's ``schema_version``. An older state is passed to the engine's
  ``migrate_state(data, from_version)`` and saved back; if that fails (the default), the game ends
  (abandoned, with the reason in ``ended_reason`` and the log). A state from a newer engine is refused
  without ending the game, so rolling a deploy back does not destroy games.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import weakref
from collections import deque
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from dataclasses import replace

from bot.database import Busy
from bot.i18n import named, refusal_of, said
from bot.session import takebacks
from bot.session.errors import GameBusy, GameNotRunning, SavedByNewerVersion, SessionNotFound, UnknownGame
from bot.session.game import Game
from bot.session.records import ActionRecord, Change, DeadlinePlan, SessionRecord, SessionStatus, StoredGame
from bot.store import Storage
from engines import AnyEngine
from engines.base import GameError, GameState, LogLine
from engines.phrasing import Words, WordsArg

log = logging.getLogger(__name__)

MAX_ATTEMPTS = 8  # lost version races before a change gives up with GameBusy
SESSION_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")


class Games:
    """Loading games and changing sessions, one change at a time; the services build on it."""

    def __init__(self, storage: Storage, engines: Mapping[str, AnyEngine]) -> None:
        self.storage = storage
        self.engines = engines
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    # ---- reading -------------------------------------------------------------------------------

    async def load(self, session_id: str) -> Game:
        """The session with its current state, migrating an older stored state first (see module doc)."""
        for _ in range(MAX_ATTEMPTS):
            game = await self._load_once(session_id)
            if game is not None:
                return game
        raise GameBusy()

    async def read(self, session_id: str) -> Game:
        """The game as stored, for a reader that must never write (the web companion): a state saved by an
        older engine is migrated in memory only, and one that cannot be read leaves the game without a
        state (its next load by the bot ends it, as ``load`` does)."""
        if not isinstance(session_id, str) or not SESSION_ID.fullmatch(session_id):
            raise SessionNotFound()
        stored = await self.storage.sessions.get_game(session_id)
        if stored is None:
            raise SessionNotFound()
        engine = self.engines.get(stored.session.game)
        if engine is None:
            raise UnknownGame(stored.session.game)
        state = None
        if stored.state_json is not None:
            try:
                state, _ = _read_state(engine, stored)
            except Exception:
                log.warning("session %s: stored state cannot be read", session_id, exc_info=True)
        return Game(stored.session, engine, state, stored.decisions)

    async def games_of(self, user_id: int) -> list[Game]:
        """The lobbies and running games ``user_id`` is in, everywhere, that can be read."""
        games = []
        for session in await self.storage.sessions.of_user(user_id):
            try:
                games.append(await self.load(session.id))
            except (SessionNotFound, GameError):
                continue
        return games

    def title(self, key: str) -> str:
        engine = self.engines.get(key)
        return engine.title if engine is not None else key

    # ---- changing --------------------------------------------------------------------------------

    @contextlib.asynccontextmanager
    async def lock(self, session_id: str) -> AsyncIterator[None]:
        """One change of a session at a time: in this process (an asyncio lock, so that only one task
        per process waits on the database's), then across processes (``SessionStore.lock``)."""
        lock = self._locks.get(session_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[session_id] = lock
        async with lock:
            try:
                async with self.storage.sessions.lock(session_id):
                    yield
            except Busy:
                raise GameBusy() from None

    async def change(self, session_id: str, decide: Callable[[Game], Change]) -> Game:
        """Load, let ``decide`` judge and describe the change (or raise a refusal), commit with the
        version guard; on a lost race, judge again. Returns the session as it is afterwards."""
        async with self.lock(session_id):
            for _ in range(MAX_ATTEMPTS):
                game = await self.load(session_id)
                if await self.storage.sessions.commit(session_id, game.session.version, decide(game)):
                    return await self.load(session_id)
            raise GameBusy()

    # ---- a game's past ---------------------------------------------------------------------------

    def states(self, game: Game, actions: Sequence[ActionRecord]) -> Iterator[GameState]:
        """The state at the start, then after each entry of the action log in turn (a take-back's: the
        game without the moves taken back), rebuilt from the seed, the options and the log. Pure engine work
        (run it in a thread for a long game)."""
        state = initial_state(game)
        yield state
        yield from takebacks.replay(game.engine, state, actions)

    async def replay(self, session_id: str) -> GameState:
        """The state rebuilt from the seed, the options and the action log; it equals the stored state
        (for a game whose state was never migrated)."""
        game = await self.load(session_id)
        actions = await self.storage.actions.actions(session_id)
        return deque(self.states(game, actions), maxlen=1)[0]

    # ---- internals -------------------------------------------------------------------------------

    async def _load_once(self, session_id: str) -> Game | None:
        """One load; None when a migration or an ending lost a race and must be redone."""
        if not isinstance(session_id, str) or not SESSION_ID.fullmatch(session_id):
            raise SessionNotFound()
        stored = await self.storage.sessions.get_game(session_id)
        if stored is None:
            raise SessionNotFound()
        session = stored.session
        engine = self.engines.get(session.game)
        if engine is None:
            raise UnknownGame(session.game)
        if stored.state_json is None:
            return Game(session, engine, None, stored.decisions)
        try:
            state, migrated = _read_state(engine, stored)
        except SavedByNewerVersion:
            raise
        except Exception:  # a state we cannot read must end the game, not crash every click
            log.exception("session %s: stored %s state cannot be loaded", session.id, session.game)
            if session.status != SessionStatus.RUNNING:
                return Game(session, engine, None, stored.decisions)
            reason = _unreadable_words(engine, session)
            ended = await self.storage.sessions.commit(
                session.id,
                session.version,
                Change(
                    status=SessionStatus.ABANDONED,
                    ended_reason=said(reason),
                    ended_words=reason,
                    lines=(LogLine(text=said(reason), words=reason),),
                    deadlines=DeadlinePlan(),
                ),
            )
            return None if not ended else Game(ended_session(session, reason), engine, None, stored.decisions)
        if migrated and session.status == SessionStatus.RUNNING:
            saved = await self.storage.sessions.commit(
                session.id,
                session.version,
                Change(
                    state_json=engine.dump_state(state),
                    position=session.position,
                    schema_version=engine.schema_version,
                ),
            )
            if not saved:
                return None
            session = replace(session, version=saved.version, schema_version=engine.schema_version)
        return Game(session, engine, state, stored.decisions)


def initial_state(game: Game) -> GameState:
    """The game's first state, dealt from its seed and options."""
    session = game.session
    if session.seed is None:
        raise refusal_of(GameNotRunning, "refusal-not-started-yet")
    state: GameState = game.engine.new_game(len(session.seats), session.seed, game.options)
    return state


def not_running(game: Game) -> GameNotRunning:
    """The refusal of a change that needs a running game."""
    if game.status == SessionStatus.LOBBY:
        return GameNotRunning(said(NOT_STARTED), words=NOT_STARTED)
    if game.status == SessionStatus.RUNNING:
        return GameNotRunning(said(UNREADABLE_BOARD), words=UNREADABLE_BOARD)
    ended = ended_sentence(game)
    return GameNotRunning(said(ended), words=ended)


NOT_STARTED = Words(id="refusal-game-not-started")
UNREADABLE_BOARD = Words(id="refusal-board-unreadable")


def ended_sentence(game: Game) -> Words:
    """That the game is over, and why where it says (its reason in words, else the English it was stored
    in before reasons had words)."""
    reason: WordsArg | None = game.session.ended_words or game.session.ended_reason
    outcome = game.outcome if game.status == SessionStatus.FINISHED else None
    if game.session.ended_words is None and outcome is not None and outcome.words is not None:
        reason = named(outcome.words, game.names)  # a game finished before reasons had words: its result
    if reason is None:
        return Words(id="refusal-game-over")
    return Words(id="refusal-game-over-because", args={"reason": reason})


def ended_session(session: SessionRecord, reason: Words) -> SessionRecord:
    """The session as an abandoning commit leaves it."""
    return replace(
        session,
        status=SessionStatus.ABANDONED,
        ended_reason=said(reason),
        ended_words=reason,
        version=session.version + 1,
    )


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


def _unreadable_words(engine: AnyEngine, session: SessionRecord) -> Words:
    if (session.schema_version or 0) < engine.schema_version:
        return Words(id="ended-saved-by-older-version", args={"game": engine.title})
    return Words(id="ended-unreadable", args={"game": engine.title})
