"""The deadlines of clocks that respect the night, kept in step with their people's quiet hours: the SQL
that finds them and writes their due times, for ``DeadlineStore`` (a clock planned, paused and resumed, a
move taken back, a vacation) and ``PeopleStore`` (a person's quiet hours or time zone changed). The
arithmetic is ``bot.session.nightclock``'s; every other deadline moves as it always has (the linear SQL of
``bot.store.deadlines``), and these are then set to what the night rule gives, in the same transaction.

A deadline follows the night rule when its game's clocks respect the night (``sessions.night_clock``, or
by default a clock of 12 hours or more) and its seat's person has quiet hours.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.database import Row, Tx
from bot.session.nightclock import NIGHT_DEFAULT_FROM, QuietHours, after, running
from bot.session.records import CLOCK_KINDS
from bot.store.rows import Derived, RowMapper

NIGHT_GAME = (
    f"COALESCE(s.night_clock, CASE WHEN s.clock_seconds >= {NIGHT_DEFAULT_FROM} THEN 1 ELSE 0 END) = 1"
)
_KINDS = ", ".join(f"'{kind}'" for kind in CLOCK_KINDS)
_ROWS = (
    "SELECT d.id, d.seat, d.kind, d.due_at, COALESCE(d.started_at, d.created_at) AS began, s.paused_at,"
    " u.time_zone, u.quiet_start, u.quiet_end"
    " FROM deadlines d JOIN sessions s ON s.id = d.session_id"
    " JOIN seats st ON st.session_id = d.session_id AND st.seat = d.seat"
    " LEFT JOIN users u ON u.user_id = st.user_id"
    f" WHERE d.done = 0 AND d.kind IN ({_KINDS}) AND {NIGHT_GAME}"
)
_WITH_QUIET = " AND u.quiet_start IS NOT NULL AND u.quiet_end IS NOT NULL"


@dataclass(frozen=True)
class NightRow:
    """An open clock deadline of a game whose clocks respect the night, with its person's quiet hours."""

    id: int
    seat: int
    kind: str
    due_at: float
    began: float  # when its clock started (or starts, after a vacation)
    paused_at: float | None  # its game's pause, if paused
    quiet: QuietHours | None


def _quiet(r: Row) -> QuietHours | None:
    """The person's quiet hours, from three columns (a zone never chosen is UTC)."""
    if r["quiet_start"] is None or r["quiet_end"] is None:
        return None
    return QuietHours(int(r["quiet_start"]), int(r["quiet_end"]), r["time_zone"] or "UTC")


_NIGHT_ROW = RowMapper(NightRow, quiet=Derived(_quiet))


async def of_session(db: Tx, session_id: str, *, created_at: float | None = None) -> list[NightRow]:
    """The session's night-clock deadlines of people with quiet hours (``created_at``: only those made
    then, by this transaction)."""
    sql = _ROWS + _WITH_QUIET + " AND d.session_id = ?"
    params: list[Any] = [session_id]
    if created_at is not None:
        sql += " AND d.created_at = ?"
        params.append(created_at)
    return [_NIGHT_ROW(r) for r in await db.execute_fetchall(sql, params)]


async def of_person(db: Tx, user_id: int, *, with_quiet: bool = True) -> list[NightRow]:
    """The night-clock deadlines of ``user_id``'s seats in running games (``with_quiet`` False: even
    before they have quiet hours, for when they set some)."""
    sql = _ROWS + (_WITH_QUIET if with_quiet else "") + " AND st.user_id = ? AND s.status = 'running'"
    return [_NIGHT_ROW(r) for r in await db.execute_fetchall(sql, (user_id,))]


async def set_due(db: Tx, due: Mapping[int, float]) -> None:
    if due:
        await db.executemany(
            "UPDATE deadlines SET due_at = ? WHERE id = ?", [(at, ident) for ident, at in sorted(due.items())]
        )


def planned(rows: Sequence[NightRow], offsets: Mapping[str, float]) -> dict[int, float]:
    """New deadlines: each kind's clock time (``offsets``) from the clock's start."""
    return {r.id: after(r.began, offsets[r.kind], r.quiet) for r in rows if r.kind in offsets}


def carried(rows: Sequence[NightRow], stopped: Callable[[NightRow], float], by: float) -> dict[int, float]:
    """Deadlines whose clock stops at ``stopped(row)`` (or its start, if later) and runs again ``by``
    seconds later (a vacation's length; negative when it ends early): the clock time left is kept."""
    moved = {}
    for r in rows:
        at = max(stopped(r), r.began)
        moved[r.id] = after(at + by, running(at, r.due_at, r.quiet), r.quiet)
    return moved


def resumed(rows: Sequence[NightRow], paused_at: float, now: float) -> dict[int, float]:
    """A paused game's deadlines once it resumes ``now``: each clock goes on with the time it had left when
    the game paused (or when it started, if that was later)."""
    moved = {}
    for r in rows:
        at = max(paused_at, r.began)
        if now > at:
            moved[r.id] = after(now, running(at, r.due_at, r.quiet), r.quiet)
    return moved


def retimed(rows: Sequence[NightRow], new: QuietHours | None, now: float) -> dict[int, float]:
    """A person's deadlines after their quiet hours (or time zone) changed: the clock time each had left
    (from now, or from its start or its game's pause) runs by the new hours."""
    moved = {}
    for r in rows:
        at = max(r.paused_at if r.paused_at is not None else now, r.began)
        moved[r.id] = after(at, running(at, r.due_at, r.quiet), new)
    return moved
