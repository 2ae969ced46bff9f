"""Deadlines and claims: what is owed by when, and which process does work that any could.

A deadline belongs to one seat of a running game (reminders and the end of a turn clock; ``bot.session.records``
names the kinds). A session's commit plans them (``plan``, in its transaction) from the ``DeadlinePlan``
the services make; pausing a game moves them on (``pause``), and a vacation moves a person's
(``shift_for_user``). Work that no click makes (a due deadline, a game's AI turn) is claimed by one
process for a while with a conditional update only one process can win; a claim that is not renewed
lapses, so another process takes the work over when its owner dies.
"""

from __future__ import annotations

import os
import secrets
import socket
from collections.abc import Callable

from bot.database import Database, Tx
from bot.session.nightclock import after, running
from bot.session.records import REMINDER, TIMEOUT, Deadline, DeadlinePlan
from bot.store import quietclocks, rows
from bot.store.alarm import Alarm

Clock = Callable[[], float]
NEXT_LOOK = 20  # deadlines read to find when the next one falls due (see ``next_due``)


def process_name() -> str:
    """A name for this process in the claims it makes (machine name, process id, and a random part, since a
    process id is reused after a restart)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


class DeadlineStore:
    def __init__(self, database: Database, clock: Clock, alarm: Alarm) -> None:
        self.database = database
        self.clock = clock
        self.alarm = alarm  # rung with each deadline that may fall due sooner than the timers knew

    # ---- planned with a session's change (in its transaction) -----------------------------------------

    async def plan(self, db: Tx, session_id: str, plan: DeadlinePlan, now: float) -> None:
        """Close the open deadlines of seats that no longer owe a decision (and of the seat that just
        acted), and give each seat of ``plan.seats`` without an open deadline one of each kind."""
        keep = sorted(plan.seats - ({plan.acted} if plan.acted is not None else set()))
        marks = ", ".join("?" for _ in keep)
        await db.execute(
            "UPDATE deadlines SET done = 1 WHERE session_id = ? AND done = 0"
            + (f" AND seat NOT IN ({marks})" if keep else ""),
            (session_id, *keep),
        )
        kinds: list[tuple[str, float | None]] = list(plan.clock)
        if plan.due_at is not None:
            kinds.append((REMINDER, None))
        if not kinds or not plan.seats:
            return
        # Each seat that has no open deadline gets one of each kind; a seat that still has one keeps the
        # ones it has (a reminder already sent is not sent again because someone else moved). Its clock
        # starts now, or when its player is back from a vacation. One statement for every seat and kind:
        # its NOT EXISTS reads the deadlines as they were before it (both databases see the SELECT whole
        # before the first row goes in).
        seats = sorted(plan.seats)
        start = "GREATEST(CAST(? AS DOUBLE PRECISION), COALESCE(u.away_until, 0))"
        inserted = await db.execute(
            "INSERT OR IGNORE INTO deadlines (session_id, seat, kind, due_at, done, created_at, started_at)"
            f" SELECT st.session_id, st.seat, k.column1, CASE WHEN k.column2 IS NULL"
            f" THEN CAST(? AS DOUBLE PRECISION) ELSE {start} + k.column2 END, 0, CAST(? AS DOUBLE PRECISION), {start}"
            " FROM seats st LEFT JOIN users u ON u.user_id = st.user_id CROSS JOIN (VALUES "
            + ", ".join("(CAST(? AS TEXT), CAST(? AS DOUBLE PRECISION))" for _ in kinds)
            + f") AS k WHERE st.session_id = ? AND st.seat IN ({', '.join('?' for _ in seats)})"
            " AND NOT EXISTS (SELECT 1 FROM deadlines d WHERE d.session_id = st.session_id"
            " AND d.seat = st.seat AND d.done = 0)",
            (plan.due_at, now, now, now, *(value for kind in kinds for value in kind), session_id, *seats),
        )
        night = dict(plan.clock) if plan.night else {}
        if night and inserted.rowcount:  # new clocks of people with quiet hours stop in them (quietclocks)
            fresh = await quietclocks.of_session(db, session_id, created_at=now)
            await quietclocks.set_due(db, quietclocks.planned(fresh, night))
        if inserted.rowcount:
            # The soonest any of them falls due: a vacation and the night only move them later.
            due = [now + offset for _, offset in plan.clock]
            await self.alarm.ring(db, min([*due, plan.due_at] if plan.due_at is not None else due))
        for seat, then in sorted(plan.resume.items()):
            await self._resume(db, session_id, seat, then, now, night)
        if plan.resume:
            await self.alarm.ring(db, now)  # a clock taken back runs from where it stood: due sooner

    @staticmethod
    async def _resume(
        db: Tx, session_id: str, seat: int, then: float, now: float, night: dict[str, float]
    ) -> None:
        """The seat's new deadlines as if its clock had run only until ``then`` (when it made the move now
        taken back): they move back by the time it had already used then, and the reminders that were due
        by then are closed, since they were sent before (a reminder is not repeated)."""
        found = list(
            await db.execute_fetchall(
                "SELECT COALESCE(started_at, created_at) AS began FROM deadlines"
                " WHERE session_id = ? AND seat = ? AND done = 1 AND created_at <= ? ORDER BY id DESC LIMIT 1",
                (session_id, seat, then),
            )
        )
        if not found or found[0]["began"] is None:
            return
        used = max(0.0, then - float(found[0]["began"]))
        await db.execute(
            "UPDATE deadlines SET due_at = due_at - ?, started_at = COALESCE(started_at, created_at) - ?"
            " WHERE session_id = ? AND seat = ? AND done = 0",
            (used, used, session_id, seat),
        )
        if night:
            # Under the night rule the clock time used is what ran between its start and ``then``.
            began = float(found[0]["began"])
            fresh = [
                r for r in await quietclocks.of_session(db, session_id, created_at=now) if r.seat == seat
            ]
            await quietclocks.set_due(
                db,
                {
                    r.id: after(now, max(0.0, night[r.kind] - running(began, then, r.quiet)), r.quiet)
                    for r in fresh
                    if r.kind in night
                },
            )
        await db.execute(
            "UPDATE deadlines SET done = 1 WHERE session_id = ? AND seat = ? AND done = 0 AND kind <> ?"
            " AND due_at <= ?",
            (session_id, seat, TIMEOUT, now),
        )

    async def pause(self, db: Tx, session_id: str, paused: bool, now: float) -> None:
        """Pause a game's clocks from now, or resume them: every open deadline moves on by the time it
        spent paused (from the pause, or from its own start when it began during the pause)."""
        if paused:
            await db.execute(
                "UPDATE sessions SET paused_at = COALESCE(paused_at, ?), pause_votes = NULL WHERE id = ?",
                (now, session_id),
            )
            return
        found = list(await db.execute_fetchall("SELECT paused_at FROM sessions WHERE id = ?", (session_id,)))
        paused_at = found[0]["paused_at"] if found else None
        if paused_at is not None:
            night = quietclocks.resumed(await quietclocks.of_session(db, session_id), paused_at, now)
            await db.execute(
                "UPDATE deadlines SET due_at = due_at + (? - GREATEST(CAST(? AS DOUBLE PRECISION), COALESCE(started_at, created_at)))"
                " WHERE session_id = ? AND done = 0 AND ? > GREATEST(CAST(? AS DOUBLE PRECISION), COALESCE(started_at, created_at))",
                (now, paused_at, session_id, now, paused_at),
            )
            await quietclocks.set_due(db, night)
            await self.alarm.ring(db, now)  # its clocks run again
        await db.execute(
            "UPDATE sessions SET paused_at = NULL, pause_votes = NULL WHERE id = ?", (session_id,)
        )

    @staticmethod
    async def shift_for_user(db: Tx, user_id: int, seconds: float, stops_at: float) -> None:
        """Move the clock deadlines of ``user_id``'s seats in running games by ``seconds`` (a vacation
        begins at ``stops_at``, or one that was to end then ends early); the nudge of a game without a
        clock stays. A clock that respects the night keeps the clock time it had left at ``stops_at``."""
        night = quietclocks.carried(await quietclocks.of_person(db, user_id), lambda r: stops_at, seconds)
        await db.execute(
            "UPDATE deadlines SET due_at = due_at + ?, started_at = COALESCE(started_at, created_at) + ?"
            " WHERE done = 0 AND kind != ? AND (session_id, seat) IN"
            " (SELECT st.session_id, st.seat FROM seats st JOIN sessions s ON s.id = st.session_id"
            "  WHERE st.user_id = ? AND s.status = 'running')",
            (seconds, seconds, REMINDER, user_id),
        )
        await quietclocks.set_due(db, night)

    # ---- reading ---------------------------------------------------------------------------------------

    async def due(self, now: float, *, ahead: float = 0.0) -> list[Deadline]:
        """Open deadlines due by ``now`` (or ``ahead`` seconds after it) for people's seats of running games
        that are not paused and that no live process has claimed, oldest first (a seat an AI stands in for
        has none: they were closed when it took over)."""
        found = await self.database.query(
            f"SELECT {rows.DEADLINE_COLUMNS} FROM deadlines d JOIN sessions s ON s.id = d.session_id"
            " JOIN seats st ON st.session_id = d.session_id AND st.seat = d.seat"
            " WHERE d.done = 0 AND d.due_at <= ? AND s.status = 'running' AND st.user_id IS NOT NULL"
            " AND s.paused_at IS NULL AND (d.claimed_until IS NULL OR d.claimed_until < ?)"
            " ORDER BY d.due_at, d.id",
            (now + ahead, now),
        )
        return [rows.DEADLINE(r) for r in found]

    async def next_due(self) -> float | None:
        """When the next open deadline of a running, unpaused game falls due, or, for one a process has
        claimed, when its claim lapses (None: there is none)."""
        # In due order through deadlines_open_by_due: the first few, since a claimed one may come later
        # than its due time; those after them fall due no sooner than the last of them.
        found = list(
            await self.database.query(
                "SELECT d.due_at, d.claimed_until FROM deadlines d JOIN sessions s ON s.id = d.session_id"
                " WHERE d.done = 0 AND s.status = 'running' AND s.paused_at IS NULL"
                f" ORDER BY d.due_at LIMIT {NEXT_LOOK:d}"
            )
        )
        times = [max(float(r["due_at"]), float(r["claimed_until"] or 0.0)) for r in found]
        if len(found) == NEXT_LOOK:
            times.append(float(found[-1]["due_at"]))
        return min(times, default=None)

    async def of_session(self, session_id: str) -> list[Deadline]:
        """The open deadlines of a game, by seat and due time."""
        found = await self.database.query(
            f"SELECT {rows.DEADLINE_COLUMNS} FROM deadlines d JOIN sessions s ON s.id = d.session_id"
            " LEFT JOIN seats st ON st.session_id = d.session_id AND st.seat = d.seat"
            " WHERE d.session_id = ? AND d.done = 0 ORDER BY d.seat, d.due_at, d.id",
            (session_id,),
        )
        return [rows.DEADLINE(r) for r in found]

    # ---- claims -----------------------------------------------------------------------------------------

    async def claim(self, deadline_id: int, owner: str, until: float) -> bool:
        """Take a due deadline to handle (a timeout, a reminder) until ``until``; False if it is done, or
        another process holds it and has not let its claim lapse. The move it makes (or the reminder once
        sent) closes it; a process that dies before that leaves the claim to lapse, and another takes it."""
        done = await self.database.run(
            "UPDATE deadlines SET claimed_by = ?, claimed_until = ? WHERE id = ? AND done = 0"
            " AND (claimed_by IS NULL OR claimed_by = ? OR claimed_until < ?)",
            (owner, until, deadline_id, owner, self.clock()),
        )
        return done.rowcount == 1

    async def close(self, deadline_id: int) -> bool:
        """Mark a deadline done (a reminder sent, or no longer owed); False if it already was (another pass
        or process handled it)."""
        done = await self.database.run(
            "UPDATE deadlines SET done = 1 WHERE id = ? AND done = 0", (deadline_id,)
        )
        return done.rowcount == 1

    async def claim_ai(self, session_id: str, owner: str, until: float) -> bool:
        """Become (or stay, until ``until``) the one process that plays this game's AI seats; False if
        another holds it and its claim has not lapsed."""
        done = await self.database.run(
            "UPDATE sessions SET ai_owner = ?, ai_until = ? WHERE id = ?"
            " AND (ai_owner IS NULL OR ai_owner = ? OR ai_until < ?)",
            (owner, until, session_id, owner, self.clock()),
        )
        return done.rowcount == 1

    async def release_ai(self, session_id: str, owner: str) -> None:
        await self.database.run(
            "UPDATE sessions SET ai_owner = NULL, ai_until = NULL WHERE id = ? AND ai_owner = ?",
            (session_id, owner),
        )

    async def settle_ai(self, session_id: str, version: int) -> None:
        """No AI owes a decision at ``version``: clear the game's AI turn unless it changed since."""
        await self.database.run(
            "UPDATE sessions SET ai_since = NULL WHERE id = ? AND version = ?", (session_id, version)
        )

    async def ai_turns_owed(self, since_before: float, *, limit: int = 1000) -> list[str]:
        """Running games whose AI has owed a decision since before ``since_before`` and that no live
        process drives (its claim lapsed, or none was made), longest waiting first."""
        found = await self.database.query(
            # Only running games have ai_since (a commit that ends a game clears it): by its index alone.
            "SELECT id FROM sessions WHERE ai_since IS NOT NULL AND ai_since <= ?"
            f" AND (ai_owner IS NULL OR ai_until < ?) ORDER BY ai_since LIMIT {int(limit):d}",
            (since_before, self.clock()),
        )
        return [str(r["id"]) for r in found]
