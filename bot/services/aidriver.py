"""Driving AI seats: ``AiDriver`` plays a session's AI seats through the same pipeline as people
(``MoveService.submit_ai``), one background task per session, until no AI seat owes a move.

With several processes on one database, one process plays a game's AI seats at a time: the driver first
claims the game's AI turn for ``lease`` seconds (renewed every round) and lets go when no AI owes a move.
A process that dies lets its claims lapse; ``adopt_orphans`` (run by every process at start and every few
seconds after, ``Table.watch``) then drives the games whose AI has owed a move for a while with nobody's
claim on them.

The driver is part of the session pipeline, not of ``bot.ai``: it plays through the services, and ``bot.ai``
(the agents and the coach, below the games' specs) knows nothing of sessions. Where a decision is searched
is the ``Chooser`` it is given (the host gives it the worker processes' ``choose_action_id``), so it
imports nothing of the workers either."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from bot.services import Services
from bot.session.errors import GameNotRunning, StaleAction
from bot.session.game import Game, SubmitResult
from bot.session.records import SessionStatus
from bot.store.deadlines import process_name
from engines.base import GameError, IllegalAction, Seat

log = logging.getLogger(__name__)

MAX_IDLE_ROUNDS = 3  # AI rounds in a row with every answer refused and nothing else moving
DEFAULT_LEASE = 30.0  # seconds a process's claim on an AI turn lasts without renewal

Chooser = Callable[[str, str, Seat, str], Awaitable[str]]  # (engine key, state JSON, seat, agent kind) -> id
ResultCallback = Callable[[SubmitResult], Awaitable[None]]


class AiDriver:
    """Plays a session's AI seats through ``MoveService.submit_ai`` until no AI seat owes a move.

    ``choose`` receives the full state as JSON (so it can run in another process) and must itself only
    use what the seat may know (determinize before searching). Each round waits ``pause`` seconds so a
    channel can follow, then asks for every AI seat that must act (several at once in a simultaneous
    phase) and submits the answers. A person acting meanwhile only makes a submission stale, and the loop
    simply looks again. A chooser that fails or answers with an illegal move is logged and replaced by the
    first legal move, so a broken agent cannot stall a game.
    """

    def __init__(
        self,
        services: Services,
        choose: Chooser,
        *,
        owner: str | None = None,
        pause: float = 1.0,
        on_result: ResultCallback | None = None,
        lease: float = DEFAULT_LEASE,
    ) -> None:
        self.games = services.games
        self.moves = services.moves
        self.claims = services.storage.deadlines  # who plays a game's AI turn
        self.clock = services.storage.now
        self.ai_kinds = services.ai_kinds
        self.owner = owner or process_name()  # this process, in the claims
        self.choose = choose
        self.pause = pause
        self.on_result = on_result
        self.lease = lease  # how long a claim on a game's AI turn lasts unless renewed
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self._again: set[str] = set()

    async def run(self, session_id: str) -> Game:
        """Drive until no AI seat must act (or the game ends); returns the session as last loaded."""
        idle_rounds = 0
        while True:
            game = await self.games.load(session_id)
            seats = game.ai_seats_to_act()
            if not seats:
                await self.claims.settle_ai(game.id, game.session.version)
                return game
            if not await self.claims.claim_ai(session_id, self.owner, self.clock() + self.lease + self.pause):
                return game  # another process plays this game's AI seats
            if self.pause > 0:
                await asyncio.sleep(self.pause)
            state_json = game.state_json
            picks = await asyncio.gather(*(self._choose(game, seat, state_json) for seat in seats))
            accepted = False
            for seat, action_id in zip(seats, picks, strict=True):
                try:
                    result = await self.moves.submit_ai(session_id, seat, game.n(seat), action_id)
                except (StaleAction, IllegalAction):
                    continue  # the game moved on (a person acted); the next round reloads
                except GameNotRunning:
                    return await self.games.load(session_id)
                accepted = True
                if self.on_result is not None:
                    await self.on_result(result)
            if accepted:
                idle_rounds = 0
                continue
            latest = await self.games.load(session_id)
            idle_rounds = idle_rounds + 1 if latest.session.version == game.session.version else 0
            if idle_rounds >= MAX_IDLE_ROUNDS:
                # Nothing moved and every answer was refused: an engine whose legal moves it then
                # rejects. Stop rather than spin; the error is in the log.
                log.error("AI driver for %s made no progress; stopping", session_id)
                return latest

    async def play_if_owed(self, game: Game) -> None:
        """Drive ``game``'s AI seats in the background if one owes a decision now."""
        self.kick_if_owed(game)

    def kick_if_owed(self, game: Game) -> None:
        """``kick`` when a running game's AI seat owes a decision."""
        if game.status == SessionStatus.RUNNING and game.ai_seats_to_act():
            self.kick(game.id)

    def kick(self, session_id: str) -> asyncio.Task[None]:
        """Make sure AI seats of this session are being driven, in the background (one task a session)."""
        task = self._tasks.get(session_id)
        if task is not None and not task.done():
            self._again.add(session_id)  # it may be past its last look: have it look once more
            return task
        task = asyncio.create_task(self._drive(session_id), name=f"ai:{session_id}")
        self._tasks[session_id] = task
        return task

    async def idle(self) -> None:
        """Wait until no AI turn is running or scheduled: every session's driving task has finished,
        including one kicked while waiting. Cancelling the wait does not cancel those tasks."""
        while pending := [task for task in self._tasks.values() if not task.done()]:
            await asyncio.wait(pending)

    async def close(self) -> None:
        tasks = list(self._tasks.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._tasks.clear()

    async def adopt_orphans(self, older_than: float) -> int:
        """Drive every game whose AI has owed a move for ``older_than`` seconds with no live process's
        claim on it (its process died, or a claim was refused in a race); returns how many."""
        owed = await self.claims.ai_turns_owed(self.clock() - older_than)
        orphans = [s for s in owed if s not in self._tasks]
        for session_id in orphans:
            self.kick(session_id)
        return len(orphans)

    async def _drive(self, session_id: str) -> None:
        try:
            while True:
                self._again.discard(session_id)
                try:
                    await self.run(session_id)
                except GameError as exc:
                    log.info("AI driver for %s stopped: %s", session_id, exc)
                except Exception:
                    log.exception("AI driver for %s failed", session_id)
                try:
                    await self.claims.release_ai(session_id, self.owner)
                except Exception:
                    log.exception("Could not let go of the AI turn of %s", session_id)
                if session_id not in self._again:
                    return
        finally:
            if self._tasks.get(session_id) is asyncio.current_task():
                del self._tasks[session_id]

    async def _choose(self, game: Game, seat: Seat, state_json: str) -> str:
        legal = [c.action_id for c in game.choices(seat)]
        record = game.session.seats[seat]
        kind = record.ai_kind or record.stand_in or self.ai_kinds[0]
        try:
            action_id = await self.choose(game.session.game, state_json, seat, kind)
        except Exception:
            log.exception("AI %r failed to choose for %s seat %d", kind, game.id, seat)
            return legal[0]
        if action_id not in legal:
            log.warning("AI %r chose %r, not a legal move, in %s seat %d", kind, action_id, game.id, seat)
            return legal[0]
        return action_id
