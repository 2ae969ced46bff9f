"""Multi-day games' changes to a session: its turn clock, an AI standing in after a timeout, the move
an AI makes when a clock runs out, pausing by agreement, vacations, and the games a person is in. A
mixin of ``SessionManager`` (bot.sessions); every change takes its one path (``_change``: lock, load,
decide, commit with the version guard). ``bot.clocks`` has the rules in words; ``bot.timers`` acts on
the deadlines.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from bot import clocks
from bot.errors import GameNotRunning, NotAPlayer, NotHost, NotInLobby, SessionNotFound
from bot.game import Game, SubmitResult
from bot.storage import (
    TIMEOUT,
    Change,
    Deadline,
    ReminderPlan,
    SeatRecord,
    SessionRecord,
    SessionStatus,
    Storage,
)
from engines import AnyEngine
from engines.base import GameError, IllegalAction, LogLine, Seat

MAX_AWAY_DAYS = 14  # a vacation is at most this long, and all of a person's vacations in 30 days too
AWAY_WINDOW_DAYS = 30


class ClockChanges:
    """Turn clocks, timeouts, pauses and vacations of ``SessionManager``."""

    storage: Storage
    engines: Mapping[str, AnyEngine]
    ai_kinds: tuple[str, ...]
    reminder_after_hours: float | None

    if TYPE_CHECKING:  # provided by SessionManager

        async def load(self, session_id: str) -> Game: ...

        async def _change(self, session_id: str, decide: Callable[[Game], Change]) -> Game: ...

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
        ) -> SubmitResult: ...

        def _not_running_sentence(self, game: Game) -> str: ...

    # ---- the clock's settings (lobby) ----------------------------------------------------------

    async def set_clock(
        self, session_id: str, by_user: int, seconds: int | None, on_timeout: str | None = None
    ) -> Game:
        """The host sets the clock (None: none) and, if given, what a timeout does, before the start."""
        if seconds is not None and not clocks.MIN_CLOCK <= seconds <= clocks.MAX_CLOCK:
            raise IllegalAction("A turn clock can be from 1 minute to 14 days.")
        if on_timeout is not None and on_timeout not in clocks.TIMEOUTS:
            raise IllegalAction("That is not something a timeout can do.")

        def decide(game: Game) -> Change:
            if game.session.host_user_id != by_user:
                raise NotHost("Only the host can set the turn clock.")
            if game.status != SessionStatus.LOBBY:
                raise NotInLobby("The turn clock is set before the game starts.")
            return Change(clock_seconds=seconds, set_clock=True, on_timeout=on_timeout)

        return await self._change(session_id, decide)

    def _clock_plan(self, game: Game, seats: Sequence[SeatRecord], acted: Seat | None) -> ReminderPlan:
        """Deadlines for the people who owe a decision (not seats an AI plays or stands in for)."""
        humans = frozenset(s for s in game.to_act if s < len(seats) and not seats[s].played_by_ai)
        ais = frozenset(s for s in game.to_act if s < len(seats) and seats[s].played_by_ai)
        seconds = game.session.clock_seconds
        if seconds is not None:
            return ReminderPlan(seats=humans, acted=acted, clock=clocks.offsets(seconds), ai_seats=ais)
        due = None
        if self.reminder_after_hours is not None:
            due = self.storage.clock() + self.reminder_after_hours * 3600
        return ReminderPlan(seats=humans, due_at=due, acted=acted, ai_seats=ais)

    async def deadlines(self, session_id: str) -> list[Deadline]:
        return await self.storage.deadlines(session_id)

    # ---- timeouts ------------------------------------------------------------------------------

    async def submit_timeout(
        self, session_id: str, seat: Seat, n: int, action_id: str, line: str | None = None
    ) -> SubmitResult:
        """A decision made for a person whose clock ran out (by an AI, or a pass), through the one path
        every move takes; ``line`` goes to the public log before the move's own lines."""
        note = LogLine(text=line) if line else None
        return await self._submit(
            session_id, n, action_id, user_id=None, seat=seat, timed_out=True, note=note
        )

    async def stand_in(self, session_id: str, seat: Seat, kind: str | None = None) -> Game:
        """After a timeout, an AI plays a person's seat until they come back."""
        kind = kind or self.ai_kinds[0]

        def decide(game: Game) -> Change:
            session = game.session
            if session.status != SessionStatus.RUNNING:
                raise GameNotRunning(self._not_running_sentence(game))
            record = session.seats[seat]
            if record.played_by_ai:
                raise IllegalAction("An AI already plays that seat.")
            seats = list(session.seats)
            seats[seat] = replace(record, stand_in=kind)
            line = LogLine(
                text=f"⌛ {{s{seat}}}'s time ran out: an AI plays for them until they return (/game return)."
            )
            return Change(seats=seats, lines=(line,), reminders=self._clock_plan(game, seats, None))

        return await self._change(session_id, decide)

    async def return_to_seats(self, user_id: int) -> list[Game]:
        """Take back every seat an AI stands in for ``user_id`` (``/game return``, or their next click)."""
        back = []
        for session in await self.storage.sessions_of_user(user_id):
            if session.status != SessionStatus.RUNNING or not any(
                s.user_id == user_id and s.stand_in for s in session.seats
            ):
                continue
            back.append(await self._return_in(session.id, user_id))
        return back

    async def _return_in(self, session_id: str, user_id: int) -> Game:
        def decide(game: Game) -> Change:
            seats = [replace(s, stand_in=None) if s.user_id == user_id else s for s in game.session.seats]
            mine = [s.seat for s in game.session.seats if s.user_id == user_id and s.stand_in]
            lines = tuple(LogLine(text=f"{{s{seat}}} is back and plays their seat again.") for seat in mine)
            return Change(seats=seats, lines=lines, reminders=self._clock_plan(game, seats, None))

        return await self._change(session_id, decide)

    # ---- pausing by agreement ------------------------------------------------------------------

    async def ask_pause(self, session_id: str, by_user: int) -> Game:
        """The host asks to pause the clocks; the game pauses once every other person in it agrees
        (at once when there is nobody else)."""

        def decide(game: Game) -> Change:
            session = self._running(game)
            if session.host_user_id != by_user:
                raise NotHost("Only the host can pause the game.")
            if session.paused_at is not None:
                raise IllegalAction("The game is already paused.")
            if not self._pause_waits_for(session, (by_user,)):
                return Change(paused=True, lines=(LogLine(text="⏸ The game is paused; its clocks stop."),))
            return Change(pause_votes=(by_user,))

        return await self._change(session_id, decide)

    async def agree_pause(self, session_id: str, user_id: int) -> Game:
        def decide(game: Game) -> Change:
            session = self._running(game)
            if session.paused_at is not None:
                raise IllegalAction("The game is already paused.")
            if not session.pause_votes:
                raise IllegalAction("Nobody has asked to pause this game.")
            if not session.seats_of(user_id):
                raise NotAPlayer()
            if user_id in session.pause_votes:
                raise IllegalAction("You have already agreed; waiting for the others.")
            votes = (*session.pause_votes, user_id)
            if self._pause_waits_for(session, votes):
                return Change(pause_votes=votes)
            return Change(paused=True, lines=(LogLine(text="⏸ Everyone agreed: the game is paused."),))

        return await self._change(session_id, decide)

    async def resume(self, session_id: str, by_user: int) -> Game:
        """The host resumes a paused game (or withdraws a pause not yet agreed); every clock goes on
        with the time it had left."""

        def decide(game: Game) -> Change:
            session = self._running(game)
            if session.host_user_id != by_user:
                raise NotHost("Only the host can resume the game.")
            if session.paused_at is None and not session.pause_votes:
                raise IllegalAction("The game is not paused.")
            if session.paused_at is None:
                return Change(pause_votes=())
            return Change(paused=False, lines=(LogLine(text="▶ The game goes on; its clocks run again."),))

        return await self._change(session_id, decide)

    @staticmethod
    def pause_waits_for(session: SessionRecord) -> list[int]:
        """The people whose agreement a pause still needs."""
        return ClockChanges._pause_waits_for(session, session.pause_votes)

    @staticmethod
    def _pause_waits_for(session: SessionRecord, votes: Sequence[int]) -> list[int]:
        people = sorted({s.user_id for s in session.seats if s.user_id is not None})
        return [p for p in people if p not in votes]

    def _running(self, game: Game) -> SessionRecord:
        if game.status != SessionStatus.RUNNING:
            raise GameNotRunning(self._not_running_sentence(game))
        return game.session

    # ---- vacations -----------------------------------------------------------------------------

    async def go_away(self, user_id: int, days: int) -> float:
        """Pause ``user_id``'s clocks in all their games for ``days`` days (from now, or from the end of
        the vacation they are on); returns when it ends. At most 14 days in any 30."""
        if not 1 <= days <= MAX_AWAY_DAYS:
            raise IllegalAction(f"A vacation is 1 to {MAX_AWAY_DAYS} days.")
        now = self.storage.clock()
        used = await self.storage.vacation_seconds_since(user_id, now - AWAY_WINDOW_DAYS * clocks.DAY)
        left = MAX_AWAY_DAYS * clocks.DAY - used
        if days * clocks.DAY > left + 1:
            whole = int(left // clocks.DAY)
            raise IllegalAction(
                f"Vacations are at most {MAX_AWAY_DAYS} days in 30; you have "
                + (f"{clocks.plural(whole, 'day')} left." if whole > 0 else "none left.")
            )
        current = (await self.storage.user(user_id)).away_until
        start = max(now, current or 0.0)
        until = start + days * clocks.DAY
        await self.storage.go_away(user_id, until)
        return until

    async def come_back(self, user_id: int) -> bool:
        """End a vacation early; False if ``user_id`` was not away."""
        return await self.storage.come_back(user_id)

    async def away_until(self, user_ids: Sequence[int]) -> dict[int, float]:
        """The people among ``user_ids`` on vacation now, with when it ends."""
        return await self.storage.away_until(user_ids, self.storage.clock())

    # ---- a person's games ----------------------------------------------------------------------

    async def games_of(self, user_id: int) -> list[Game]:
        """The lobbies and running games ``user_id`` is in, everywhere, that can be read."""
        games = []
        for session in await self.storage.sessions_of_user(user_id):
            try:
                games.append(await self.load(session.id))
            except (SessionNotFound, GameError):
                continue
        return games

    async def set_digest(self, user_id: int, on: bool) -> None:
        await self.storage.set_digest(user_id, on)


def seat_deadlines(deadlines: Sequence[Deadline], kind: str = TIMEOUT) -> dict[Seat, float]:
    """Each seat's due time of one kind of deadline (by default, when its clock runs out)."""
    return {d.seat: d.due_at for d in deadlines if d.kind == kind}
