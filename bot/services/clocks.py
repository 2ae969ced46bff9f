"""Time in games that last days: the deadlines each change leaves (``DeadlinePlanner``), and the changes
clocks make to sessions (``ClockService``): an AI standing in after a timeout and the player coming
back, pausing by agreement, and vacations. ``bot.session.turnclock`` has the rules in words; ``bot.discordside.timers`` acts
on the deadlines when they fall due.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace

from bot.i18n import logged, refusal_of, refused
from bot.services.games import Games, not_running
from bot.session import turnclock
from bot.session.errors import NotAPlayer, NotHost
from bot.session.game import Game
from bot.session.records import (
    TIMEOUT,
    Change,
    Deadline,
    DeadlinePlan,
    SeatRecord,
    SessionRecord,
    SessionStatus,
)
from bot.store import Storage
from engines.base import Seat
from engines.phrasing import seat_arg

MAX_AWAY_DAYS = 14  # a vacation is at most this long, and all of a person's vacations in 30 days too
AWAY_WINDOW_DAYS = 30


class DeadlinePlanner:
    """The deadlines a change leaves: a turn clock's reminders and end for each person who owes a
    decision, or (a game without a clock) one reminder ``reminder_after_hours`` later."""

    def __init__(self, clock: Callable[[], float], reminder_after_hours: float | None = 24.0) -> None:
        self.clock = clock
        self.reminder_after_hours = reminder_after_hours

    def plan(self, game: Game, seats: Sequence[SeatRecord], acted: Seat | None = None) -> DeadlinePlan:
        """Deadlines for the people of ``seats`` who owe a decision in ``game`` (not seats an AI plays or
        stands in for); ``acted`` just decided, so its open deadlines close."""
        humans = frozenset(s for s in game.to_act if s < len(seats) and not seats[s].played_by_ai)
        ais = frozenset(s for s in game.to_act if s < len(seats) and seats[s].played_by_ai)
        seconds = game.session.clock_seconds
        if seconds is not None:
            return DeadlinePlan(
                seats=humans,
                acted=acted,
                clock=turnclock.offsets(seconds),
                ai_seats=ais,
                night=game.session.night_clocks,
            )
        due = None
        if self.reminder_after_hours is not None:
            due = self.clock() + self.reminder_after_hours * 3600
        return DeadlinePlan(seats=humans, due_at=due, acted=acted, ai_seats=ais)


class ClockService:
    def __init__(
        self, games: Games, storage: Storage, planner: DeadlinePlanner, ai_kinds: Sequence[str]
    ) -> None:
        self.games = games
        self.storage = storage
        self.planner = planner
        self.ai_kinds = tuple(ai_kinds)
        # Whether an AI keeps a person's seat in a game to its end, whatever they click (a tournament's
        # table past its round's deadline, or a player who left the tournament: bot.services.registrations).
        self.keeps_ai: Callable[[str, int], Awaitable[bool]] = _never

    # ---- a timeout's stand-in, and coming back ------------------------------------------------------

    async def stand_in(self, session_id: str, seat: Seat, kind: str | None = None) -> Game:
        """After a timeout, an AI plays a person's seat until they come back."""
        kind = kind or self.ai_kinds[0]

        def decide(game: Game) -> Change:
            if game.status != SessionStatus.RUNNING:
                raise not_running(game)
            record = game.session.seats[seat]
            if record.played_by_ai:
                raise refused("refusal-already-ai")
            seats = list(game.session.seats)
            seats[seat] = replace(record, stand_in=kind)
            line = logged("table-log-stand-in", seat=seat_arg(seat))
            return Change(
                seats=seats,
                lines=(line,),
                deadlines=self.planner.plan(game, seats),
                missed_turn_of=record.user_id,
            )

        return await self.games.change(session_id, decide)

    async def return_to_seats(self, user_id: int) -> list[Game]:
        """Take back every seat an AI stands in for ``user_id`` (``/game return``, or their next click)."""
        back = []
        for session in await self.storage.sessions.of_user(user_id):
            if session.status != SessionStatus.RUNNING or not any(
                s.user_id == user_id and s.stand_in for s in session.seats
            ):
                continue
            if await self.keeps_ai(session.id, user_id):
                continue
            back.append(await self.return_in(session.id, user_id))
        return back

    async def return_in(self, session_id: str, user_id: int) -> Game:
        """``user_id`` plays again the seats an AI stands in for in one game."""

        def decide(game: Game) -> Change:
            seats = [replace(s, stand_in=None) if s.user_id == user_id else s for s in game.session.seats]
            mine = [s.seat for s in game.session.seats if s.user_id == user_id and s.stand_in]
            lines = tuple(logged("table-log-back", seat=seat_arg(seat)) for seat in mine)
            return Change(seats=seats, lines=lines, deadlines=self.planner.plan(game, seats))

        return await self.games.change(session_id, decide)

    # ---- pausing by agreement ----------------------------------------------------------------------

    async def ask_pause(self, session_id: str, by_user: int) -> Game:
        """The host asks to pause the clocks; the game pauses once every other person in it agrees
        (at once when there is nobody else)."""

        def decide(game: Game) -> Change:
            session = _running(game)
            if session.host_user_id != by_user:
                raise refusal_of(NotHost, "refusal-pause-host")
            if session.paused_at is not None:
                raise refused("refusal-already-paused")
            if not _pause_waits_for(session, (by_user,)):
                return Change(paused=True, lines=(logged("table-log-paused"),))
            return Change(pause_votes=(by_user,))

        return await self.games.change(session_id, decide)

    async def agree_pause(self, session_id: str, user_id: int) -> Game:
        def decide(game: Game) -> Change:
            session = _running(game)
            if session.paused_at is not None:
                raise refused("refusal-already-paused")
            if not session.pause_votes:
                raise refused("refusal-pause-not-asked")
            if not session.seats_of(user_id):
                raise NotAPlayer()
            if user_id in session.pause_votes:
                raise refused("refusal-pause-agreed")
            votes = (*session.pause_votes, user_id)
            if _pause_waits_for(session, votes):
                return Change(pause_votes=votes)
            return Change(paused=True, lines=(logged("table-log-pause-agreed"),))

        return await self.games.change(session_id, decide)

    async def resume(self, session_id: str, by_user: int) -> Game:
        """The host resumes a paused game (or withdraws a pause not yet agreed); every clock goes on
        with the time it had left."""

        def decide(game: Game) -> Change:
            session = _running(game)
            if session.host_user_id != by_user:
                raise refusal_of(NotHost, "refusal-resume-host")
            if session.paused_at is None and not session.pause_votes:
                raise refused("refusal-not-paused")
            if session.paused_at is None:
                return Change(pause_votes=())
            return Change(paused=False, lines=(logged("table-log-resumed"),))

        return await self.games.change(session_id, decide)

    # ---- vacations -----------------------------------------------------------------------------------

    async def go_away(self, user_id: int, days: int) -> float:
        """Pause ``user_id``'s clocks in all their games for ``days`` days (from now, or from the end of
        the vacation they are on); returns when it ends. At most 14 days in any 30."""
        if not 1 <= days <= MAX_AWAY_DAYS:
            raise refused("refusal-vacation-length", most=MAX_AWAY_DAYS)
        people = self.storage.people
        now = self.storage.clock()
        used = await people.vacation_seconds_since(user_id, now - AWAY_WINDOW_DAYS * turnclock.DAY)
        left = MAX_AWAY_DAYS * turnclock.DAY - used
        if days * turnclock.DAY > left + 1:
            whole = int(left // turnclock.DAY)
            raise refused(
                "refusal-vacation-used", most=MAX_AWAY_DAYS, window=AWAY_WINDOW_DAYS, left=max(whole, 0)
            )
        current = (await people.user(user_id)).away_until
        until = max(now, current or 0.0) + days * turnclock.DAY
        await people.go_away(user_id, until)
        return until


async def _never(session_id: str, user_id: int) -> bool:
    return False


def pause_waits_for(session: SessionRecord) -> list[int]:
    """The people whose agreement a pause still needs."""
    return _pause_waits_for(session, session.pause_votes)


def _pause_waits_for(session: SessionRecord, votes: Sequence[int]) -> list[int]:
    people = sorted({s.user_id for s in session.seats if s.user_id is not None})
    return [p for p in people if p not in votes]


def _running(game: Game) -> SessionRecord:
    if game.status != SessionStatus.RUNNING:
        raise not_running(game)
    return game.session


def seat_deadlines(deadlines: Sequence[Deadline], kind: str = TIMEOUT) -> dict[Seat, float]:
    """Each seat's due time of one kind of deadline (by default, when its clock runs out)."""
    return {d.seat: d.due_at for d in deadlines if d.kind == kind}
