"""The one path every move takes, from a click (or an AI's choice, or a timeout) to a commit.

``MoveService`` sits between Discord (which knows users and messages) and the engines (which know seats and
rules). It maps a user to a seat, judges the click (stale, foreign, forged, illegal), applies it through the
engine and commits the new state, the action, its log lines and the deadlines it leaves in one guarded
transaction, which also reads back what the board shows with it (``SubmitResult.facts``). Rendering and
Discord calls happen in the caller, after the lock is released.

Decisions written down here:
- A click carries ``n``, its seat's decision count when the button was made (the number of actions that
  seat has applied, from the action log). A click whose ``n`` differs is stale. Staleness is per seat, so
  in a simultaneous phase another seat's decision never invalidates this seat's buttons.
- A click with the right ``n`` whose move is no longer legal is stale if the move was legal for that seat
  at some point since its last decision (someone else's move closed it), and illegal otherwise (forged).
  Telling them apart replays the game, but only on that rare refusal path.
- One user holds one seat, unless the lobby allows several (hotseat play, tests): such a user must name
  the seat (``submit(..., seat=...)``); buttons always do.
- A person's click in a game where an AI stands in for them (after a timeout) brings them back first.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from bot.i18n import named, refusal_of, refused
from bot.services.clocks import ClockService, DeadlinePlanner
from bot.services.games import MAX_ATTEMPTS, SESSION_ID, Games, initial_state, not_running
from bot.services.leaderboards import Leaderboards
from bot.session import ratings, takebacks
from bot.session.errors import (
    ChooseSeat,
    GameBusy,
    KeptByAi,
    NotAPlayer,
    NotYourSeat,
    StaleAction,
    named_refusal,
)
from bot.session.game import Game, SubmitResult
from bot.session.records import Change, NewAction, SessionRecord, SessionStatus, UndoEntry
from bot.store import Storage
from bot.store.sessions import Committed
from engines import AnyEngine
from engines.base import GameError, IllegalAction, LogLine, Outcome, Seat
from engines.phrasing import WordsArg

log = logging.getLogger(__name__)


class MoveService:
    def __init__(
        self,
        games: Games,
        storage: Storage,
        planner: DeadlinePlanner,
        clocks: ClockService,
        leaderboards: Leaderboards,
    ) -> None:
        self.games = games
        self.storage = storage
        self.planner = planner
        self.clocks = clocks
        self.leaderboards = leaderboards
        # Told the id of each game a move finishes (tournaments move their rounds on: cogs.tournament.director).
        self.on_finished: list[Callable[[str], None]] = []

    async def submit(
        self, session_id: str, user_id: int, n: int, action_id: str, seat: Seat | None = None
    ) -> SubmitResult:
        """Judge and apply one click by a person: ``n`` and ``seat`` come from the button."""
        return await self._submit(session_id, n, action_id, user_id=user_id, seat=seat)

    async def submit_ai(self, session_id: str, seat: Seat, n: int, action_id: str) -> SubmitResult:
        """Judge and apply an AI seat's decision through the same path as a person's click."""
        return await self._submit(session_id, n, action_id, user_id=None, seat=seat)

    async def submit_timeout(
        self, session_id: str, seat: Seat, n: int, action_id: str, line: LogLine | None = None
    ) -> SubmitResult:
        """A decision made for a person whose clock ran out (by an AI, or a pass), through the one path
        every move takes; ``line`` goes to the public log before the move's own lines."""
        note = line
        return await self._submit(
            session_id, n, action_id, user_id=None, seat=seat, timed_out=True, note=note
        )

    async def take_back(self, session_id: str, user_id: int, seat: Seat, n: int) -> SubmitResult:
        """Take back the clicker's last move (``bot.session.takebacks`` has the rules): a take-back entry is appended to
        the action log, and the game becomes the replay of its moves without that one. ``seat`` and ``n``
        come from the button: a take-back offered before the seat decided again is stale."""
        async with self.games.lock(session_id):
            for _ in range(MAX_ATTEMPTS):
                game = await self.games.load(session_id)
                result = await self._try_take_back(
                    game, self.seat_for(game.session, user_id, seat), n, user_id
                )
                if result is not None:
                    return result
            raise GameBusy()

    async def _try_take_back(self, game: Game, seat: Seat, n: int, user_id: int) -> SubmitResult | None:
        if game.status != SessionStatus.RUNNING or game.state is None:
            raise not_running(game)
        if not game.session.takebacks:
            raise refusal_of(takebacks.CannotTakeBack, "refusal-takebacks-off")
        if n != game.n(seat):
            raise refusal_of(StaleAction, "refusal-takeback-stale")
        if game.session.seats[seat].played_by_ai:
            raise refusal_of(takebacks.CannotTakeBack, "refusal-takeback-ai-seat")
        ais = takebacks.ai_seats_if_alone(game.session.seats, seat)
        try:
            take = takebacks.target(game.session.undo_window, seat, ais)
        except takebacks.CannotTakeBack as exc:
            raise takebacks.CannotTakeBack(game.fill(str(exc)), words=named(exc.words, game.names)) from None
        actions = await self.storage.actions.actions(game.id)
        engine = game.engine
        try:
            restored = await asyncio.to_thread(
                takebacks.restore, engine, initial_state(game), actions, take, game.session.undo_window, ais
            )
        except takebacks.CannotTakeBack as exc:
            raise takebacks.CannotTakeBack(game.fill(str(exc)), words=named(exc.words, game.names)) from None
        except Exception:  # a log this engine cannot replay (a game saved by an older version)
            log.warning("session %s: could not replay to take back a move", game.id, exc_info=True)
            raise refusal_of(takebacks.CannotTakeBack, "refusal-takeback-unreplayable") from None
        take = restored.take  # with any AI choice that no longer fits without the move
        # Each AI reply taken back is an entry of its own, newest first, before the person's; each counts as
        # one decision of its seat, as every logged entry does.
        decisions = {**game.decisions, seat: n + 1}
        entries = []
        for reply in take.replies:
            count = decisions.get(reply.seat, 0)
            entries.append(NewAction(reply.seat, takebacks.TAKEBACK_ACTION, count, None, undoes=reply.n))
            decisions[reply.seat] = count + 1
        replies = tuple(entries)
        after = Game(session=game.session, engine=engine, state=restored.state, decisions=decisions)
        window = takebacks.without(game.session.undo_window, take)
        plan = self.planner.plan(after, game.session.seats)
        line = takebacks.said(take, restored.partial)
        move = take.move
        committed = await self.storage.sessions.commit(
            game.id,
            game.session.version,
            Change(
                state_json=engine.dump_state(restored.state),
                position=game.session.position + 1 + len(replies),
                earlier_actions=replies,
                action=NewAction(seat, takebacks.TAKEBACK_ACTION, n, user_id, undoes=move.n),
                lines=(line,),
                deadlines=replace(plan, resume={seat: move.at}) if seat in plan.seats else plan,
                undo_window=window,
                facts=True,
            ),
        )
        if committed is None:
            return None
        return _accepted(
            game,
            after,
            committed,
            seat=seat,
            action=None,
            action_id=takebacks.TAKEBACK_ACTION,
            n=n,
            lines=(line,),
            outcome=None,
            window=window,
            position=game.session.position + 1 + len(replies),
        )

    async def return_by_click(self, session_id: str, user_id: int) -> bool:
        """A person's click in a game where an AI stands in for them brings them back first. Reads the
        session's row and seats only (not its state): this runs before every click is judged."""
        if not isinstance(session_id, str) or not SESSION_ID.fullmatch(session_id):
            return False  # the click itself gets the sentence
        session = await self.storage.sessions.get(session_id)
        if (
            session is not None
            and session.status == SessionStatus.RUNNING
            and any(s.user_id == user_id and s.stand_in for s in session.seats)
            and not await self.clocks.keeps_ai(session_id, user_id)
        ):
            await self.clocks.return_in(session_id, user_id)
            return True
        return False

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

    # ---- internals -------------------------------------------------------------------------------

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
            async with self.games.lock(session_id):
                for _ in range(MAX_ATTEMPTS):
                    game = await self.games.load(session_id)
                    if timed_out:
                        acting = _timed_out_seat(game.session, seat)
                    elif user_id is None:
                        acting = _ai_seat(game.session, seat)
                    else:
                        acting = self.seat_for(game.session, user_id, seat)
                    # The first decision made for a timed-out seat (the one with the timeout's line) is its
                    # missed turn; the rest of its move is the same turn.
                    missed = timed_out and note is not None
                    result = await self._try_submit(game, acting, n, action_id, user_id, note, missed)
                    if result is not None:
                        return result
                    # Another process committed first: judge the click again against what it wrote.
                raise GameBusy()
        except GameError as refusal:
            if returned:  # they are back whatever became of the click
                said_first: WordsArg = refusal.words if refusal.words is not None else str(refusal)
                raise refusal_of(GameError, "refusal-welcome-back", refusal=said_first) from None
            raise

    async def _try_submit(
        self,
        game: Game,
        seat: Seat,
        n: int,
        action_id: str,
        user_id: int | None,
        note: LogLine | None,
        timed_out: bool = False,
    ) -> SubmitResult | None:
        if game.status != SessionStatus.RUNNING or game.state is None:
            raise not_running(game)
        engine, state = game.engine, game.state
        action = _parse(engine, action_id)
        if user_id is not None and game.session.seats[seat].stand_in is not None:
            if await self.clocks.keeps_ai(game.id, user_id):
                raise KeptByAi()
        if n != game.n(seat):
            if seat in engine.current_seats(state):
                raise StaleAction()
            # Say who the game waits for: after your choice in a simultaneous phase, the others.
            waiting: WordsArg = engine.waiting_words(state) or engine.waiting_for(state)
            raise named_refusal(StaleAction, game.names, "refusal-stale-waiting", waiting=waiting)
        if seat not in engine.current_seats(state) or action not in engine.legal_actions(state, seat):
            if await self._was_offered(game, seat, action):
                raise StaleAction()
            try:
                engine.check(state, seat, action)
            except IllegalAction as exc:
                raise IllegalAction(game.fill(str(exc)), words=named(exc.words, game.names)) from None
            raise refused("game-not-allowed")
        try:
            new_state = engine.apply(state, seat, action)
        except IllegalAction as exc:
            raise IllegalAction(game.fill(str(exc)), words=named(exc.words, game.names)) from None
        outcome = engine.outcome(new_state)
        status = SessionStatus.FINISHED if outcome is not None else SessionStatus.RUNNING
        after = Game(
            session=game.session, engine=engine, state=new_state, decisions={**game.decisions, seat: n + 1}
        )
        stored_id = engine.action_id(action)
        lines = ((note,) if note is not None else ()) + tuple(new_state.log)
        # bot.session.takebacks: the move joins the moves that could still be taken back, unless it revealed something.
        deciding = tuple(sorted(engine.current_seats(state)))
        made = UndoEntry(seat, n, user_id is not None, deciding, self.storage.now())
        revealed = engine.reveals(state, seat, action, new_state)
        window = takebacks.window_after(game.session.undo_window, made, revealed)
        committed = await self.storage.sessions.commit(
            game.id,
            game.session.version,
            Change(
                status=status if status != game.status else None,
                ended_reason=game.fill(outcome.summary) if outcome is not None else None,
                ended_words=named(outcome.words, game.names) if outcome is not None else None,
                state_json=engine.dump_state(new_state),
                position=game.session.position + 1,
                action=NewAction(seat=seat, action_id=stored_id, n=n, user_id=user_id),
                lines=lines,
                deadlines=self.planner.plan(after, game.session.seats, acted=seat),
                result=ratings.game_result(outcome, game.session.seats, hints=game.session.hints)
                if outcome is not None
                else None,
                undo_window=window,
                facts=True,
                missed_turn_of=game.session.seats[seat].user_id if timed_out else None,
            ),
        )
        if committed is None:
            return None
        if outcome is not None:
            await self.leaderboards.rate_pending()
            for listener in self.on_finished:
                listener(game.id)
        return _accepted(
            game,
            after,
            committed,
            seat=seat,
            action=action,
            action_id=stored_id,
            n=n,
            lines=lines,
            outcome=outcome,
            window=window,
            position=game.session.position + 1,
        )

    async def _was_offered(self, game: Game, seat: Seat, action: Any) -> bool:
        """Whether ``action`` was legal for ``seat`` at some state since its last decision."""
        actions = await self.storage.actions.actions(game.id)
        own = [i for i, a in enumerate(actions) if a.seat == seat]
        window_start = own[-1] + 1 if own else 0
        engine = game.engine
        try:
            for i, state in enumerate(self.games.states(game, actions)):
                if i >= window_start and action in engine.legal_actions(state, seat):
                    return True
        except Exception:  # a log the current engine cannot replay (a migrated game): be charitable
            log.warning("session %s: could not replay to judge a click", game.id, exc_info=True)
            return True
        return False


def _accepted(
    before: Game,
    after: Game,
    committed: Committed,
    *,
    seat: Seat,
    action: Any,
    action_id: str,
    n: int,
    lines: tuple[LogLine, ...],
    outcome: Outcome | None,
    window: tuple[UndoEntry, ...],
    position: int,
) -> SubmitResult:
    """What an accepted move (or take-back) did, once its commit won: ``after`` (the game with its new state
    and decision counts) with its session as the commit left it (its version and time, the moves that may
    still be taken back, its position, finished when the move ended the game), beside the state before."""
    session = replace(
        after.session,
        status=SessionStatus.FINISHED if outcome is not None else after.session.status,
        version=committed.version,
        updated_at=committed.at,
        undo_window=window,
        position=position,
    )
    assert before.state is not None and after.state is not None  # a running game's move
    return SubmitResult(
        game=replace(after, session=session),
        previous_state=before.state,
        seat=seat,
        action=action,
        action_id=action_id,
        n=n,
        lines=lines,
        outcome=outcome,
        to_act=after.engine.current_seats(after.state),
        facts=committed.facts,
    )


def _parse(engine: AnyEngine, action_id: str) -> Any:
    try:
        return engine.parse_action(action_id)
    except GameError:
        raise
    except Exception:  # a forged id must never reach a player as a traceback
        raise refused("refusal-unknown-move") from None


def _timed_out_seat(session: SessionRecord, seat: Seat | None) -> Seat:
    if seat is None or not 0 <= seat < len(session.seats) or session.seats[seat].played_by_ai:
        raise refusal_of(NotYourSeat, "refusal-seat-not-a-person")
    return seat


def _ai_seat(session: SessionRecord, seat: Seat | None) -> Seat:
    if seat is None or not 0 <= seat < len(session.seats) or not session.seats[seat].played_by_ai:
        raise refusal_of(NotYourSeat, "refusal-seat-not-ai")
    return seat
