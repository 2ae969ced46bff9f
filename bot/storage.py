"""Persistence for sessions: the only module, with ``bot/database.py``, that speaks SQL.

The database is SQLite (a file; the default) or PostgreSQL (a ``postgresql://`` URL); ``bot/database.py``
opens either and hides what differs (transactions, locks, migrations). The SQL here is written once for
both. The schema lives in numbered files in ``bot/migrations/`` (SQLite) and ``bot/migrations/postgres/``
(the same numbers), applied in order, each once, even when several processes start at the same moment.

Every change to a session goes through ``commit``: one transaction that applies a ``Change`` (new state,
seats, status, the action, its log lines, reminders) only if the session row still has the version the
caller loaded (``UPDATE sessions ... WHERE id = ? AND version = ?``). It returns whether it won; the
session manager reloads and judges again when it lost. This module makes no game decisions.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from bot.database import Database, Row, Tx, UniqueViolation, open_database, read_migrations
from engines.base import LogLine

SESSION_ID_BYTES = 6  # 8 url-safe characters: 48 random bits, short enough for a button's custom_id
REMINDER = "reminder"  # a game without a clock: one nudge after a while (``reminder_after_hours``)
HALF, FINAL, TIMEOUT = "half", "final", "timeout"  # a turn clock's reminders and its end
CLOCK_KINDS = (HALF, FINAL, TIMEOUT)

Clock = Callable[[], float]


class SessionStatus(StrEnum):
    LOBBY = "lobby"
    RUNNING = "running"
    FINISHED = "finished"
    ABANDONED = "abandoned"


ACTIVE_STATUSES = (SessionStatus.LOBBY, SessionStatus.RUNNING)


@dataclass(frozen=True)
class SeatRecord:
    seat: int
    user_id: int | None  # None: an AI plays this seat
    ai_kind: str | None
    name: str
    stand_in: str | None = None  # the AI kind playing a person's seat after a timeout, until they return

    @property
    def is_ai(self) -> bool:
        return self.user_id is None

    @property
    def played_by_ai(self) -> bool:
        """An AI decides for this seat: an AI seat, or a person's seat with a stand-in."""
        return self.user_id is None or self.stand_in is not None


@dataclass(frozen=True)
class SessionRecord:
    id: str
    guild_id: int | None
    channel_id: int
    game: str
    status: SessionStatus
    host_user_id: int
    options: Mapping[str, Any]
    random_order: bool
    seed: int | None
    schema_version: int | None
    version: int
    lobby_message_id: int | None
    board_message_id: int | None
    created_at: float
    updated_at: float
    ended_reason: str | None
    seats: tuple[SeatRecord, ...]
    published_step: int | None = None  # the state step the newest board shows (see set_published)
    clock_seconds: int | None = None  # a seat's time for one decision; None: no clock
    on_timeout: str = "move"  # what a timeout does: 'move', 'skip' or 'stand_in' (bot.clocks)
    paused_at: float | None = None  # set while the game is paused
    pause_votes: tuple[int, ...] = ()  # who agreed to the pause the host asked for
    parent_channel_id: int | None = None  # the channel whose thread the game is in
    rematch_of: str | None = None  # the finished game this one plays again

    @property
    def names(self) -> tuple[str, ...]:
        """Display names by seat, for filling {sN} placeholders."""
        return tuple(s.name for s in self.seats)

    @property
    def is_active(self) -> bool:
        return self.status in ACTIVE_STATUSES

    def seats_of(self, user_id: int) -> tuple[int, ...]:
        return tuple(s.seat for s in self.seats if s.user_id == user_id)


@dataclass(frozen=True)
class StoredGame:
    """A session with its latest state and how many actions each seat has applied."""

    session: SessionRecord
    state_json: str | None
    decisions: Mapping[int, int]


@dataclass(frozen=True)
class NewAction:
    seat: int
    action_id: str
    n: int  # the seat's decision number: how many actions it had applied before this one
    user_id: int | None


@dataclass(frozen=True)
class ActionRecord:
    idx: int
    seat: int
    action_id: str
    n: int
    user_id: int | None
    created_at: float


@dataclass(frozen=True)
class LogEntry:
    idx: int
    text: str
    seat: int | None
    action_idx: int | None
    created_at: float


@dataclass(frozen=True)
class UserRecord:
    user_id: int
    away_until: float | None
    digest: bool
    digest_sent_at: float | None


@dataclass(frozen=True)
class Reminder:
    id: int
    session_id: str
    guild_id: int | None
    channel_id: int
    seat: int
    user_id: int | None
    kind: str
    due_at: float


@dataclass(frozen=True)
class Deadline:
    """An open deadline of one seat: a reminder or its turn clock's end."""

    seat: int
    kind: str
    due_at: float
    started_at: float | None


@dataclass(frozen=True)
class ReminderPlan:
    """Which seats owe a decision after a change, and their deadlines.

    Open deadlines of seats not in ``seats`` (and of ``acted``, which just decided) are closed. A seat in
    ``seats`` with no open deadline gets new ones: a ``reminder`` due at ``due_at`` (when set), and one
    of each ``clock`` kind at its offset (seconds) from the moment the seat began to owe the decision:
    now, or the end of its player's vacation if they are away.
    """

    seats: frozenset[int] = frozenset()
    due_at: float | None = None
    acted: int | None = None
    clock: tuple[tuple[str, float], ...] = ()
    ai_seats: frozenset[int] = frozenset()  # seats an AI decides for that owe a decision now


@dataclass(frozen=True)
class SeatResult:
    """How one seat ended a finished game."""

    seat: int
    user_id: int | None  # None: an AI
    name: str  # the seat's name when the game ended
    place: int  # 1 is first; seats with equal places tied
    won: bool
    score: float | None  # the game's own points


@dataclass(frozen=True)
class GameResult:
    """A finished game's result, written by the commit that finishes it (``Change.result``)."""

    seats: tuple[SeatResult, ...]
    rated: bool  # whether it moves ratings (bot.ratings decides)


@dataclass(frozen=True)
class Skill:
    """A player's rating in one game and one pool (bot.ratings computes it)."""

    mu: float
    sigma: float
    games: int  # rated games behind it
    rating: float  # the cautious figure players see and leaderboards sort by


@dataclass(frozen=True)
class GameRecord:
    """One player's record in one game and one pool."""

    game: str
    games: int
    wins: int
    skill: Skill | None  # None: no rated game yet


@dataclass(frozen=True)
class Standing:
    """One line of a leaderboard."""

    user_id: int
    name: str  # their seat's name in their latest game
    games: int
    wins: int
    skill: Skill | None


# Rates one game: its seats and the skills its people had before it (missing: new), to their new skills.
RateGame = Callable[[Sequence[SeatResult], Mapping[int, Skill]], Mapping[int, Skill]]
GLOBAL_SCOPE = 0  # the ratings pool of everyone; every other pool is a guild id (never 0)


@dataclass(frozen=True)
class Change:
    """Everything one guarded write may change; None leaves a column as it is."""

    status: SessionStatus | None = None
    ended_reason: str | None = None
    host_user_id: int | None = None
    options: Mapping[str, Any] | None = None
    random_order: bool | None = None
    seats: Sequence[SeatRecord] | None = None  # replaces every seat of the session
    seed: int | None = None
    schema_version: int | None = None
    state_json: str | None = None
    step: int | None = None  # with ``state_json``: its step, stored beside it (read from it if not given)
    action: NewAction | None = None
    lines: Sequence[LogLine] = ()
    reminders: ReminderPlan | None = None
    clock_seconds: int | None = None  # with ``set_clock``: the clock to set (None: no clock)
    set_clock: bool = False
    on_timeout: str | None = None
    pause_votes: Sequence[int] | None = None
    # True pauses the clocks (from now); False resumes them: every open deadline moves on by the time
    # the game was paused (from when the deadline began, if that was later).
    paused: bool | None = None
    result: GameResult | None = None  # the game finished: its result, recorded once, with this change


class _LostRace(Exception):
    """The session's version moved on since the caller loaded it."""


class Storage:
    def __init__(self, database: Database, clock: Clock) -> None:
        self.database = database
        self.clock = clock

    # ---- opening, closing, migrations ----------------------------------------------------------

    @classmethod
    async def open(
        cls,
        target: str | Path,
        *,
        clock: Clock = time.time,
        durable: bool = True,
        migrations_dir: Path | None = None,
    ) -> Storage:
        """Open (or create) the database, a SQLite path or a ``postgresql://`` URL, and bring its schema
        up to date (``bot/database.py``: ``durable`` is SQLite's fsync per commit)."""
        database = await open_database(target, durable=durable)
        try:
            await database.migrate(read_migrations(migrations_dir or database.migrations_dir))
        except BaseException:
            await database.close()
            raise
        return cls(database, clock)

    @property
    def dialect(self) -> str:
        return self.database.dialect

    async def close(self) -> None:
        await self.database.close()

    async def user_version(self) -> int:
        """The number of the newest migration applied."""
        return await self.database.schema_version()

    def session_lock(self, session_id: str) -> AbstractAsyncContextManager[None]:
        """Hold a session across processes while its change is judged and committed (a no-op on SQLite,
        where one process serves a file; see ``bot/database.py``)."""
        return self.database.session_lock(f"session:{session_id}")

    def publication_lock(self, session_id: str) -> AbstractAsyncContextManager[None]:
        """Hold a session's publication (its board and DMs) across processes."""
        return self.database.session_lock(f"publish:{session_id}")

    # ---- transactions --------------------------------------------------------------------------

    def _write(self) -> AbstractAsyncContextManager[Tx]:
        return self.database.write()

    def _read(self) -> AbstractAsyncContextManager[Tx]:
        return self.database.read()

    # ---- sessions ------------------------------------------------------------------------------

    async def create_session(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game: str,
        host_user_id: int,
        host_name: str,
        options: Mapping[str, Any] | None = None,
        clock_seconds: int | None = None,
        on_timeout: str = "move",
        parent_channel_id: int | None = None,
        rematch_of: str | None = None,
    ) -> SessionRecord | None:
        """Open a lobby with the host in seat 0; None if the channel already has an active session."""
        now = self.clock()
        for _ in range(10):
            session_id = secrets.token_urlsafe(SESSION_ID_BYTES)
            try:
                async with self._write() as db:
                    await db.execute(
                        "INSERT INTO sessions (id, guild_id, channel_id, game, status, host_user_id, options,"
                        " created_at, updated_at, clock_seconds, on_timeout, parent_channel_id, rematch_of)"
                        " VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?, ?, ?)",
                        (
                            session_id,
                            guild_id,
                            channel_id,
                            game,
                            host_user_id,
                            json.dumps(dict(options or {})),
                            now,
                            now,
                            clock_seconds,
                            on_timeout,
                            parent_channel_id,
                            rematch_of,
                        ),
                    )
                    await db.execute(
                        "INSERT INTO seats (session_id, seat, user_id, ai_kind, name) VALUES (?, 0, ?, NULL, ?)",
                        (session_id, host_user_id, host_name),
                    )
            except UniqueViolation as exc:
                if exc.constraint == "sessions.pkey":
                    continue  # 48 random bits collided; draw another id
                return None
            record = await self.get_session(session_id)
            assert record is not None
            return record
        raise RuntimeError("could not draw an unused session id")

    async def get_session(self, session_id: str) -> SessionRecord | None:
        found = _stored_game(await self.database.query(_SESSION_SQL[False], (session_id,)), with_state=False)
        return None if found is None else found.session

    async def get_game(self, session_id: str) -> StoredGame | None:
        """The session, its state and each seat's decision count, in one statement (one snapshot)."""
        return _stored_game(await self.database.query(_SESSION_SQL[True], (session_id,)), with_state=True)

    async def active_in_channel(self, channel_id: int) -> SessionRecord | None:
        async with self._read() as db:
            rows = list(
                await db.execute_fetchall(
                    "SELECT id FROM sessions WHERE channel_id = ? AND status IN ('lobby', 'running')",
                    (channel_id,),
                )
            )
            if not rows:
                return None
            return await self._session(db, rows[0]["id"])

    async def last_ended_in_channel(self, channel_id: int) -> SessionRecord | None:
        """The game that ended last, after it had started, in this channel or in a thread of it (for
        /game log and /game replay)."""
        async with self._read() as db:
            rows = list(
                await db.execute_fetchall(
                    "SELECT id FROM sessions WHERE (channel_id = ? OR parent_channel_id = ?)"
                    " AND status IN ('finished', 'abandoned') AND seed IS NOT NULL"
                    " ORDER BY updated_at DESC, created_at DESC LIMIT 1",
                    (channel_id, channel_id),
                )
            )
            if not rows:
                return None
            return await self._session(db, rows[0]["id"])

    async def active_in_guild(self, guild_id: int, *, limit: int) -> list[SessionRecord]:
        """A server's lobbies and running games, oldest first, at most ``limit`` (one indexed query)."""
        async with self._read() as db:
            rows = await db.execute_fetchall(
                "SELECT id FROM sessions WHERE guild_id = ? AND status IN ('lobby', 'running')"
                f" ORDER BY created_at LIMIT {int(limit):d}",
                (guild_id,),
            )
            found = [await self._session(db, r["id"]) for r in rows]
        return [s for s in found if s is not None]

    async def sessions_with_status(self, *statuses: SessionStatus) -> list[SessionRecord]:
        marks = ", ".join("?" for _ in statuses)
        async with self._read() as db:
            rows = await db.execute_fetchall(
                f"SELECT id FROM sessions WHERE status IN ({marks}) ORDER BY created_at", tuple(statuses)
            )
            found = [await self._session(db, r["id"]) for r in rows]
        return [s for s in found if s is not None]

    async def unpublished_sessions(
        self, updated_before: float | None = None, updated_after: float | None = None
    ) -> list[SessionRecord]:
        """Started games whose channel does not show their latest state: no board message, or a board of
        an older step (running or just finished; see ``set_published``); only those last changed between
        ``updated_after`` and ``updated_before`` if given."""
        async with self._read() as db:
            rows = await db.execute_fetchall(
                # Matches the partial index sessions_behind (migration 0006): running or finished games.
                "SELECT id FROM sessions WHERE status <> 'abandoned' AND state IS NOT NULL"
                " AND (board_message_id IS NULL OR published_step IS NULL OR published_step < step)"
                " AND updated_at <= ? AND updated_at >= ? ORDER BY created_at",
                (
                    float("inf") if updated_before is None else updated_before,
                    float("-inf") if updated_after is None else updated_after,
                ),
            )
            found = [await self._session(db, r["id"]) for r in rows]
        return [s for s in found if s is not None]

    async def commit(self, session_id: str, expected_version: int, change: Change) -> bool:
        """Apply ``change`` atomically if the session is still at ``expected_version``; return whether it won."""
        now = self.clock()
        columns: dict[str, Any] = {}
        if change.status is not None:
            columns["status"] = str(change.status)
        if change.ended_reason is not None:
            columns["ended_reason"] = change.ended_reason
        if change.host_user_id is not None:
            columns["host_user_id"] = change.host_user_id
        if change.options is not None:
            columns["options"] = json.dumps(dict(change.options))
        if change.random_order is not None:
            columns["random_order"] = int(change.random_order)
        if change.seed is not None:
            columns["seed"] = change.seed
        if change.schema_version is not None:
            columns["schema_version"] = change.schema_version
        if change.state_json is not None:
            columns["state"] = change.state_json
            columns["step"] = (
                change.step if change.step is not None else json.loads(change.state_json).get("step")
            )
        if change.set_clock:
            columns["clock_seconds"] = change.clock_seconds
        if change.on_timeout is not None:
            columns["on_timeout"] = change.on_timeout
        if change.pause_votes is not None:
            columns["pause_votes"] = json.dumps(sorted(set(change.pause_votes)))
        if change.reminders is not None:
            # An AI turn is owed from now (the process that made this change drives it; see claim_ai).
            columns["ai_since"] = now if change.reminders.ai_seats else None
        assignments = "".join(f", {name} = ?" for name in columns)
        try:
            async with self._write() as db:
                cursor = await db.execute(
                    f"UPDATE sessions SET version = version + 1, updated_at = ?{assignments}"
                    " WHERE id = ? AND version = ?",
                    (now, *columns.values(), session_id, expected_version),
                )
                if cursor.rowcount != 1:
                    raise _LostRace
                if change.paused is not None:
                    await self._pause(db, session_id, change.paused, now)
                if change.seats is not None:
                    await db.execute("DELETE FROM seats WHERE session_id = ?", (session_id,))
                    await db.executemany(
                        "INSERT INTO seats (session_id, seat, user_id, ai_kind, name, stand_in)"
                        " VALUES (?, ?, ?, ?, ?, ?)",
                        [
                            (session_id, s.seat, s.user_id, s.ai_kind, s.name, s.stand_in)
                            for s in change.seats
                        ],
                    )
                action_idx: int | None = None
                if change.action is not None:
                    a = change.action
                    # The next index is counted in the INSERT itself: one round trip, not two.
                    inserted = await db.execute_fetchall(
                        "INSERT INTO actions (session_id, idx, seat, action_id, n, user_id, created_at)"
                        " SELECT CAST(? AS TEXT), COALESCE(MAX(idx) + 1, 0), CAST(? AS INTEGER), CAST(? AS TEXT),"
                        " CAST(? AS INTEGER), CAST(? AS BIGINT), CAST(? AS DOUBLE PRECISION)"
                        " FROM actions WHERE session_id = ? RETURNING idx",
                        (session_id, a.seat, a.action_id, a.n, a.user_id, now, session_id),
                    )
                    action_idx = int(inserted[0]["idx"])
                if change.lines:
                    # Each row's index is counted after the rows before it (PostgreSQL sends the batch at once).
                    await db.executemany(
                        "INSERT INTO log_lines (session_id, idx, action_idx, text, seat, created_at)"
                        " SELECT CAST(? AS TEXT), COALESCE(MAX(idx) + 1, 0), CAST(? AS INTEGER), CAST(? AS TEXT),"
                        " CAST(? AS INTEGER), CAST(? AS DOUBLE PRECISION) FROM log_lines WHERE session_id = ?",
                        [
                            (session_id, action_idx, line.text, line.seat, now, session_id)
                            for line in change.lines
                        ],
                    )
                if change.reminders is not None:
                    await self._plan_reminders(db, session_id, change.reminders, now)
                if change.result is not None:
                    await self._record_result(db, session_id, change.result, now)
        except _LostRace:
            return False
        return True

    async def set_lobby_message(self, session_id: str, message_id: int | None) -> None:
        """Remember the lobby message. Not a game change, so the version stays (no race is lost over it)."""
        async with self._write() as db:
            await db.execute(
                "UPDATE sessions SET lobby_message_id = ?, updated_at = ? WHERE id = ?",
                (message_id, self.clock(), session_id),
            )

    async def set_board_message(self, session_id: str, message_id: int | None) -> None:
        """Remember the current board message; like the lobby message, it leaves the version alone."""
        async with self._write() as db:
            await db.execute(
                "UPDATE sessions SET board_message_id = ?, updated_at = ? WHERE id = ?",
                (message_id, self.clock(), session_id),
            )

    async def set_published(self, session_id: str, step: int) -> None:
        """Record that the channel now shows the state at ``step`` (its board and the DMs that go with it).

        Never moves back: a slower publication of an older step does not undo a newer one.
        """
        async with self._write() as db:
            await db.execute(
                "UPDATE sessions SET published_step = GREATEST(COALESCE(published_step, -1), ?) WHERE id = ?",
                (step, session_id),
            )

    # ---- the action log and the game log -------------------------------------------------------

    async def actions(self, session_id: str) -> list[ActionRecord]:
        async with self._read() as db:
            rows = await db.execute_fetchall(
                "SELECT idx, seat, action_id, n, user_id, created_at FROM actions"
                " WHERE session_id = ? ORDER BY idx",
                (session_id,),
            )
        return [
            ActionRecord(r["idx"], r["seat"], r["action_id"], r["n"], r["user_id"], r["created_at"])
            for r in rows
        ]

    async def log_lines(
        self, session_id: str, seat: int | None, *, limit: int | None = None
    ) -> list[LogEntry]:
        """The lines ``seat`` may read (public ones and its own), oldest first; the last ``limit`` if given.

        ``seat=None`` means an onlooker: public lines only.
        """
        async with self._read() as db:
            rows = await db.execute_fetchall(
                "SELECT idx, text, seat, action_idx, created_at FROM log_lines"
                " WHERE session_id = ? AND (seat IS NULL OR seat = ?) ORDER BY idx DESC"
                + ("" if limit is None else f" LIMIT {int(limit):d}"),
                (session_id, seat),
            )
        return [
            LogEntry(r["idx"], r["text"], r["seat"], r["action_idx"], r["created_at"])
            for r in reversed(list(rows))
        ]

    # ---- reminders -----------------------------------------------------------------------------

    async def due_reminders(self, now: float) -> list[Reminder]:
        """Open deadlines due by ``now`` for people's seats of running games that are not paused, oldest
        first (a seat an AI stands in for has none: they were closed when it took over)."""
        async with self._read() as db:
            rows = await db.execute_fetchall(
                "SELECT d.id, d.session_id, s.guild_id, s.channel_id, d.seat, st.user_id, d.kind, d.due_at"
                " FROM deadlines d JOIN sessions s ON s.id = d.session_id"
                " JOIN seats st ON st.session_id = d.session_id AND st.seat = d.seat"
                " WHERE d.done = 0 AND d.due_at <= ? AND s.status = 'running' AND st.user_id IS NOT NULL"
                " AND s.paused_at IS NULL AND (d.claimed_until IS NULL OR d.claimed_until < ?)"
                " ORDER BY d.due_at, d.id",
                (now, now),
            )
        return [_reminder(r) for r in rows]

    async def next_due(self) -> float | None:
        """When the next open deadline of a running, unpaused game falls due (None: there is none)."""
        async with self._read() as db:
            # In due order through deadlines_open_by_due, stopping at the first that counts.
            rows = await db.execute_fetchall(
                "SELECT d.due_at FROM deadlines d JOIN sessions s ON s.id = d.session_id"
                " WHERE d.done = 0 AND s.status = 'running' AND s.paused_at IS NULL ORDER BY d.due_at LIMIT 1"
            )
        found = list(rows)
        return None if not found or found[0][0] is None else float(found[0][0])

    async def deadlines(self, session_id: str) -> list[Deadline]:
        """The open deadlines of a game, by seat and due time."""
        async with self._read() as db:
            rows = await db.execute_fetchall(
                "SELECT seat, kind, due_at, started_at FROM deadlines WHERE session_id = ? AND done = 0"
                " ORDER BY seat, due_at",
                (session_id,),
            )
        return [Deadline(r["seat"], r["kind"], r["due_at"], r["started_at"]) for r in rows]

    async def claim_deadline(self, deadline_id: int, owner: str, until: float) -> bool:
        """Take a due deadline to handle (a timeout, a reminder) until ``until``; False if it is done, or
        another process holds it and has not let its claim lapse. The move it makes (or the reminder once
        sent) closes it; a process that dies before that leaves the claim to lapse, and another takes it."""
        now = self.clock()
        async with self._write() as db:
            cursor = await db.execute(
                "UPDATE deadlines SET claimed_by = ?, claimed_until = ? WHERE id = ? AND done = 0"
                " AND (claimed_by IS NULL OR claimed_by = ? OR claimed_until < ?)",
                (owner, until, deadline_id, owner, now),
            )
            return cursor.rowcount == 1

    # ---- AI turns ------------------------------------------------------------------------------

    async def claim_ai(self, session_id: str, owner: str, until: float) -> bool:
        """Become (or stay, until ``until``) the one process that plays this game's AI seats; False if
        another holds it and its claim has not lapsed."""
        now = self.clock()
        async with self._write() as db:
            cursor = await db.execute(
                "UPDATE sessions SET ai_owner = ?, ai_until = ? WHERE id = ?"
                " AND (ai_owner IS NULL OR ai_owner = ? OR ai_until < ?)",
                (owner, until, session_id, owner, now),
            )
            return cursor.rowcount == 1

    async def release_ai(self, session_id: str, owner: str) -> None:
        async with self._write() as db:
            await db.execute(
                "UPDATE sessions SET ai_owner = NULL, ai_until = NULL WHERE id = ? AND ai_owner = ?",
                (session_id, owner),
            )

    async def settle_ai(self, session_id: str, version: int) -> None:
        """No AI owes a decision at ``version``: clear the game's AI turn unless it changed since."""
        async with self._write() as db:
            await db.execute(
                "UPDATE sessions SET ai_since = NULL WHERE id = ? AND version = ?", (session_id, version)
            )

    async def ai_turns_owed(self, since_before: float, *, limit: int = 1000) -> list[str]:
        """Running games whose AI has owed a decision since before ``since_before`` and that no live
        process drives (its claim lapsed, or none was made), longest waiting first."""
        now = self.clock()
        async with self._read() as db:
            rows = await db.execute_fetchall(
                # Only running games have ai_since (a commit that ends a game clears it): by its index alone.
                "SELECT id FROM sessions WHERE ai_since IS NOT NULL AND ai_since <= ?"
                f" AND (ai_owner IS NULL OR ai_until < ?) ORDER BY ai_since LIMIT {int(limit):d}",
                (since_before, now),
            )
        return [str(r["id"]) for r in rows]

    async def close_deadline(self, deadline_id: int) -> bool:
        """Mark a deadline done (a reminder sent, or no longer owed); False if it already was (another pass
        or process handled it)."""
        async with self._write() as db:
            cursor = await db.execute(
                "UPDATE deadlines SET done = 1 WHERE id = ? AND done = 0", (deadline_id,)
            )
            return cursor.rowcount == 1

    # ---- people: vacations and the digest ------------------------------------------------------

    async def user(self, user_id: int) -> UserRecord:
        async with self._read() as db:
            rows = list(
                await db.execute_fetchall(
                    "SELECT away_until, digest, digest_sent_at FROM users WHERE user_id = ?", (user_id,)
                )
            )
        if not rows:
            return UserRecord(user_id, None, False, None)
        r = rows[0]
        return UserRecord(user_id, r["away_until"], bool(r["digest"]), r["digest_sent_at"])

    async def away_until(self, user_ids: Sequence[int], now: float) -> dict[int, float]:
        """The people among ``user_ids`` on vacation at ``now``, with when it ends (one query)."""
        ids = sorted(set(user_ids))
        if not ids:
            return {}
        marks = ", ".join("?" for _ in ids)
        async with self._read() as db:
            rows = await db.execute_fetchall(
                f"SELECT user_id, away_until FROM users WHERE user_id IN ({marks}) AND away_until > ?",
                (*ids, now),
            )
        return {int(r["user_id"]): float(r["away_until"]) for r in rows}

    async def vacation_seconds_since(self, user_id: int, since: float) -> float:
        """How long ``user_id``'s vacations since ``since`` last (planned ones counted in full)."""
        async with self._read() as db:
            rows = await db.execute_fetchall(
                "SELECT COALESCE(SUM(ends_at - GREATEST(starts_at, ?)), 0) FROM vacations"
                " WHERE user_id = ? AND ends_at > ?",
                (since, user_id, since),
            )
        return float(next(iter(rows))[0])

    async def go_away(self, user_id: int, until: float) -> None:
        """Start a vacation until ``until``: the open deadlines of the person's seats move on by its
        length (what was left of each clock is left when they are back), and clocks that start while they
        are away start at ``until`` (see ``_plan_reminders``)."""
        now = self.clock()
        async with self._write() as db:
            rows = list(
                await db.execute_fetchall("SELECT away_until FROM users WHERE user_id = ?", (user_id,))
            )
            already = max(now, float(rows[0]["away_until"] or 0)) if rows else now
            if until <= already:
                return
            await db.execute(
                "INSERT INTO users (user_id, away_until) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET away_until = excluded.away_until",
                (user_id, until),
            )
            await db.execute(
                "INSERT INTO vacations (user_id, starts_at, ends_at) VALUES (?, ?, ?)",
                (user_id, already, until),
            )
            await self._shift_deadlines_of(db, user_id, until - already)

    async def come_back(self, user_id: int) -> bool:
        """End a vacation early: the deadlines move back by the part not taken. False if not away."""
        now = self.clock()
        async with self._write() as db:
            rows = list(
                await db.execute_fetchall("SELECT away_until FROM users WHERE user_id = ?", (user_id,))
            )
            if not rows or rows[0]["away_until"] is None or rows[0]["away_until"] <= now:
                return False
            unused = float(rows[0]["away_until"]) - now
            await db.execute("UPDATE users SET away_until = NULL WHERE user_id = ?", (user_id,))
            await db.execute(
                "UPDATE vacations SET ends_at = GREATEST(starts_at, ?) WHERE user_id = ? AND ends_at > ?",
                (now, user_id, now),
            )
            await self._shift_deadlines_of(db, user_id, -unused)
            return True

    @staticmethod
    async def _shift_deadlines_of(db: Tx, user_id: int, seconds: float) -> None:
        await db.execute(
            "UPDATE deadlines SET due_at = due_at + ?, started_at = COALESCE(started_at, created_at) + ?"
            " WHERE done = 0 AND kind != ? AND (session_id, seat) IN"
            " (SELECT st.session_id, st.seat FROM seats st JOIN sessions s ON s.id = st.session_id"
            "  WHERE st.user_id = ? AND s.status = 'running')",
            (seconds, seconds, REMINDER, user_id),
        )

    async def set_digest(self, user_id: int, on: bool) -> None:
        async with self._write() as db:
            await db.execute(
                "INSERT INTO users (user_id, digest) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET digest = excluded.digest",
                (user_id, int(on)),
            )

    async def digests_due(self, before: float) -> list[int]:
        """People who asked for the daily digest and were last sent one before ``before`` (or never)."""
        async with self._read() as db:
            rows = await db.execute_fetchall(
                "SELECT user_id FROM users WHERE digest = 1 AND COALESCE(digest_sent_at, 0) < ? ORDER BY user_id",
                (before,),
            )
        return [int(r["user_id"]) for r in rows]

    async def claim_digest(self, user_id: int, before: float) -> bool:
        """Record that today's digest goes out now; False if it was already sent since ``before``."""
        async with self._write() as db:
            cursor = await db.execute(
                "UPDATE users SET digest_sent_at = ? WHERE user_id = ? AND digest = 1"
                " AND COALESCE(digest_sent_at, 0) < ?",
                (self.clock(), user_id, before),
            )
            return cursor.rowcount == 1

    async def sessions_of_user(self, user_id: int) -> list[SessionRecord]:
        """The lobbies and running games ``user_id`` sits in, in every server, newest activity first."""
        async with self._read() as db:
            rows = await db.execute_fetchall(
                "SELECT DISTINCT s.id, s.updated_at FROM sessions s JOIN seats st ON st.session_id = s.id"
                " WHERE st.user_id = ? AND s.status IN ('lobby', 'running') ORDER BY s.updated_at DESC",
                (user_id,),
            )
            found = [await self._session(db, r["id"]) for r in rows]
        return [s for s in found if s is not None]

    async def open_reminders(self, session_id: str) -> list[Reminder]:
        async with self._read() as db:
            rows = await db.execute_fetchall(
                "SELECT d.id, d.session_id, s.guild_id, s.channel_id, d.seat, st.user_id, d.kind, d.due_at"
                " FROM deadlines d JOIN sessions s ON s.id = d.session_id"
                " LEFT JOIN seats st ON st.session_id = d.session_id AND st.seat = d.seat"
                " WHERE d.done = 0 AND d.session_id = ? ORDER BY d.seat",
                (session_id,),
            )
        return [_reminder(r) for r in rows]

    async def _plan_reminders(self, db: Tx, session_id: str, plan: ReminderPlan, now: float) -> None:
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
        await db.execute(
            "INSERT OR IGNORE INTO deadlines (session_id, seat, kind, due_at, done, created_at, started_at)"
            f" SELECT st.session_id, st.seat, k.column1, CASE WHEN k.column2 IS NULL"
            f" THEN CAST(? AS DOUBLE PRECISION) ELSE {start} + k.column2 END, 0, CAST(? AS DOUBLE PRECISION), {start}"
            " FROM seats st LEFT JOIN users u ON u.user_id = st.user_id CROSS JOIN (VALUES "
            + ", ".join("(CAST(? AS TEXT), CAST(? AS DOUBLE PRECISION))" for _ in kinds)
            + f") AS k WHERE st.session_id = ? AND st.seat IN ({', '.join('?' for _ in seats)})"
            " AND NOT EXISTS (SELECT 1 FROM deadlines d WHERE d.session_id = st.session_id"
            " AND d.seat = st.seat AND d.done = 0)",
            (
                plan.due_at,
                now,
                now,
                now,
                *(value for kind in kinds for value in kind),
                session_id,
                *seats,
            ),
        )

    async def _pause(self, db: Tx, session_id: str, paused: bool, now: float) -> None:
        if paused:
            await db.execute(
                "UPDATE sessions SET paused_at = COALESCE(paused_at, ?), pause_votes = NULL WHERE id = ?",
                (now, session_id),
            )
            return
        rows = list(await db.execute_fetchall("SELECT paused_at FROM sessions WHERE id = ?", (session_id,)))
        paused_at = rows[0]["paused_at"] if rows else None
        if paused_at is not None:
            # Each open deadline moves on by the time it spent paused: from the pause, or from its own
            # start when it began during the pause.
            await db.execute(
                "UPDATE deadlines SET due_at = due_at + (? - GREATEST(CAST(? AS DOUBLE PRECISION), COALESCE(started_at, created_at)))"
                " WHERE session_id = ? AND done = 0 AND ? > GREATEST(CAST(? AS DOUBLE PRECISION), COALESCE(started_at, created_at))",
                (now, paused_at, session_id, now, paused_at),
            )
        await db.execute(
            "UPDATE sessions SET paused_at = NULL, pause_votes = NULL WHERE id = ?", (session_id,)
        )

    # ---- helpers -------------------------------------------------------------------------------

    async def _session(self, db: Tx, session_id: str) -> SessionRecord | None:
        found = _stored_game(await db.execute_fetchall(_SESSION_SQL[False], (session_id,)), with_state=False)
        return None if found is None else found.session

    # ---- results, ratings and stats ------------------------------------------------------------

    async def _record_result(self, db: Tx, session_id: str, result: GameResult, now: float) -> None:
        """Write a finished game's result (inside ``commit``). A session has at most one result: a
        second is ignored rather than failing the commit that carries it."""
        cursor = await db.execute(
            "INSERT OR IGNORE INTO results (session_id, game, guild_id, finished_at, rated, applied)"
            " SELECT id, game, guild_id, ?, ?, ? FROM sessions WHERE id = ?",
            (now, int(result.rated), int(not result.rated), session_id),
        )
        if cursor.rowcount != 1:
            return
        await db.executemany(
            "INSERT INTO seat_results (session_id, seat, user_id, name, place, won, score)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(session_id, s.seat, s.user_id, s.name, s.place, int(s.won), s.score) for s in result.seats],
        )

    async def game_result(self, session_id: str) -> GameResult | None:
        async with self._read() as db:
            rows = list(
                await db.execute_fetchall("SELECT rated FROM results WHERE session_id = ?", (session_id,))
            )
            if not rows:
                return None
            seats = await self._seat_results(db, session_id)
        return GameResult(seats=seats, rated=bool(rows[0]["rated"]))

    async def rate_pending(self, rate: RateGame) -> int:
        """Bring ratings up to date: every rated result not yet applied, in finishing order, each in its
        game's pools (everyone's, and its server's), all in one transaction that marks them applied.
        Returns how many games it applied; running it again applies nothing."""
        now = self.clock()
        async with self._write() as db:
            pending = list(
                await db.execute_fetchall(
                    "SELECT seq, session_id, game, guild_id FROM results WHERE applied = 0 ORDER BY seq"
                )
            )
            for row in pending:
                seats = await self._seat_results(db, row["session_id"])
                scopes = [GLOBAL_SCOPE] if row["guild_id"] is None else [GLOBAL_SCOPE, row["guild_id"]]
                for scope in scopes:
                    before = await self._skills(db, scope, row["game"], [s.user_id for s in seats])
                    after = rate(seats, before)
                    await db.executemany(
                        "INSERT INTO ratings (scope, game, user_id, mu, sigma, games, rating, updated_at)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (scope, game, user_id) DO UPDATE SET"
                        " mu = excluded.mu, sigma = excluded.sigma, games = excluded.games,"
                        " rating = excluded.rating, updated_at = excluded.updated_at",
                        [
                            (scope, row["game"], user_id, k.mu, k.sigma, k.games, k.rating, now)
                            for user_id, k in sorted(after.items())
                        ],
                    )
                await db.execute("UPDATE results SET applied = 1 WHERE seq = ?", (row["seq"],))
        return len(pending)

    async def player_records(
        self, user_id: int, guild_id: int | None, game: str | None = None
    ) -> list[GameRecord]:
        """A person's games, wins and rating per game (by game key), in one server or (None) everywhere."""
        scope = GLOBAL_SCOPE if guild_id is None else guild_id
        async with self._read() as db:
            counts = await db.execute_fetchall(
                "SELECT game, COUNT(*) AS games, SUM(won) AS wins FROM ("
                " SELECT r.game, r.session_id, MAX(sr.won) AS won FROM seat_results sr"
                " JOIN results r ON r.session_id = sr.session_id"
                " WHERE sr.user_id = ? AND (CAST(? AS BIGINT) IS NULL OR r.guild_id = ?) AND (CAST(? AS TEXT) IS NULL OR r.game = ?)"
                " GROUP BY r.game, r.session_id) AS g GROUP BY game ORDER BY game",
                (user_id, guild_id, guild_id, game, game),
            )
            skills = {
                r["game"]: _skill(r)
                for r in await db.execute_fetchall(
                    "SELECT game, mu, sigma, games, rating FROM ratings WHERE scope = ? AND user_id = ?",
                    (scope, user_id),
                )
            }
        return [GameRecord(r["game"], r["games"], r["wins"], skills.get(r["game"])) for r in counts]

    async def rating_leaders(
        self, game: str, guild_id: int | None, *, min_games: int, limit: int
    ) -> list[Standing]:
        """The best ratings of ``game`` in a server's pool (None: everyone's), among people with at least
        ``min_games`` rated games; best first."""
        scope = GLOBAL_SCOPE if guild_id is None else guild_id
        async with self._read() as db:
            rows = await db.execute_fetchall(
                f"{_RECORDS} SELECT rt.user_id, rt.mu, rt.sigma, rt.games, rt.rating,"
                " rec.played, rec.wins, rec.name FROM ratings rt JOIN records rec USING (user_id)"
                " WHERE rt.scope = ? AND rt.game = ? AND rt.games >= ?"
                " ORDER BY rt.rating DESC, rt.games DESC, rt.user_id LIMIT ?",
                (game, guild_id, guild_id, scope, game, min_games, limit),
            )
        return [Standing(r["user_id"], r["name"], r["played"], r["wins"], _skill(r)) for r in rows]

    async def win_leaders(self, game: str, guild_id: int | None, *, limit: int) -> list[Standing]:
        """The most wins of ``game`` in a server (None: everywhere); fewer games first among equal wins."""
        async with self._read() as db:
            rows = await db.execute_fetchall(
                f"{_RECORDS} SELECT user_id, played, wins, name FROM records"
                " ORDER BY wins DESC, played ASC, user_id LIMIT ?",
                (game, guild_id, guild_id, limit),
            )
        return [Standing(r["user_id"], r["name"], r["played"], r["wins"], None) for r in rows]

    @staticmethod
    async def _seat_results(db: Tx, session_id: str) -> tuple[SeatResult, ...]:
        rows = await db.execute_fetchall(
            "SELECT seat, user_id, name, place, won, score FROM seat_results"
            " WHERE session_id = ? ORDER BY seat",
            (session_id,),
        )
        return tuple(
            SeatResult(r["seat"], r["user_id"], r["name"], r["place"], bool(r["won"]), r["score"])
            for r in rows
        )

    @staticmethod
    async def _skills(db: Tx, scope: int, game: str, user_ids: Sequence[int | None]) -> dict[int, Skill]:
        people = sorted({u for u in user_ids if u is not None})
        if not people:
            return {}
        marks = ", ".join("?" for _ in people)
        rows = await db.execute_fetchall(
            f"SELECT user_id, mu, sigma, games, rating FROM ratings"
            f" WHERE scope = ? AND game = ? AND user_id IN ({marks})",
            (scope, game, *people),
        )
        return {r["user_id"]: _skill(r) for r in rows}


# Each person's games, wins and latest seat name in one game, in one server or (NULL) everywhere; binds
# the game and the guild id twice. A person who held two seats of one game counts it once.
_RECORDS = (
    "WITH played AS ("
    " SELECT sr.user_id, r.session_id, r.seq, MAX(sr.won) AS won, MAX(sr.name) AS name"
    " FROM seat_results sr JOIN results r ON r.session_id = sr.session_id"
    " WHERE r.game = ? AND sr.user_id IS NOT NULL AND (CAST(? AS BIGINT) IS NULL OR r.guild_id = ?)"
    " GROUP BY sr.user_id, r.session_id, r.seq),"
    " records AS (SELECT p.user_id, COUNT(*) AS played, SUM(p.won) AS wins,"
    " (SELECT l.name FROM played l WHERE l.user_id = p.user_id ORDER BY l.seq DESC LIMIT 1) AS name"
    " FROM played p GROUP BY p.user_id)"
)


_SESSION_COLUMNS = (
    "id, guild_id, channel_id, game, status, host_user_id, options, random_order, seed, schema_version,"
    " version, lobby_message_id, board_message_id, created_at, updated_at, ended_reason, published_step,"
    " clock_seconds, on_timeout, paused_at, pause_votes, parent_channel_id, rematch_of"
)


def _session_sql(*, with_state: bool) -> str:
    """A session and its seats in one statement (one snapshot, one round trip): a row per seat, or one
    row with empty seat columns when nobody sits; with ``with_state``, the state (on one row only, not
    repeated) and each seat's decision count: its last decision's number plus one, read from the end of
    the actions' (session, seat, n) index, where counting them would read the seat's whole history (a
    seat's decisions are numbered 0, 1, 2... without gaps: ``SessionManager`` accepts only the next)."""
    extra = (
        ", CASE WHEN ROW_NUMBER() OVER (ORDER BY st.seat) = 1 THEN s.state END AS state,"
        " (SELECT COALESCE(MAX(a.n) + 1, 0) FROM actions a WHERE a.session_id = s.id AND a.seat = st.seat)"
        " AS seat_decisions"
        if with_state
        else ""
    )
    columns = ", ".join(f"s.{c.strip()}" for c in _SESSION_COLUMNS.split(","))
    return (
        f"SELECT {columns}, st.seat AS seat_no, st.user_id AS seat_user, st.ai_kind AS seat_ai,"
        f" st.name AS seat_name, st.stand_in AS seat_stand_in{extra}"
        " FROM sessions s LEFT JOIN seats st ON st.session_id = s.id WHERE s.id = ? ORDER BY st.seat"
    )


_SESSION_SQL = {True: _session_sql(with_state=True), False: _session_sql(with_state=False)}


def _stored_game(rows: Sequence[Row], *, with_state: bool) -> StoredGame | None:
    """The rows of ``_SESSION_SQL[with_state]`` as a session (with its state and decision counts)."""
    if not rows:
        return None
    r = rows[0]
    seated = [s for s in rows if s["seat_no"] is not None]
    record = SessionRecord(
        id=r["id"],
        guild_id=r["guild_id"],
        channel_id=r["channel_id"],
        game=r["game"],
        status=SessionStatus(r["status"]),
        host_user_id=r["host_user_id"],
        options=json.loads(r["options"]),
        random_order=bool(r["random_order"]),
        seed=r["seed"],
        schema_version=r["schema_version"],
        version=r["version"],
        lobby_message_id=r["lobby_message_id"],
        board_message_id=r["board_message_id"],
        created_at=r["created_at"],
        updated_at=r["updated_at"],
        ended_reason=r["ended_reason"],
        seats=tuple(
            SeatRecord(s["seat_no"], s["seat_user"], s["seat_ai"], s["seat_name"], s["seat_stand_in"])
            for s in seated
        ),
        published_step=r["published_step"],
        clock_seconds=r["clock_seconds"],
        on_timeout=r["on_timeout"],
        paused_at=r["paused_at"],
        pause_votes=tuple(json.loads(r["pause_votes"])) if r["pause_votes"] else (),
        parent_channel_id=r["parent_channel_id"],
        rematch_of=r["rematch_of"],
    )
    if not with_state:
        return StoredGame(record, None, {})
    state = next((s["state"] for s in rows if s["state"] is not None), None)
    decisions = {int(s["seat_no"]): int(s["seat_decisions"]) for s in seated if s["seat_decisions"]}
    return StoredGame(record, state, decisions)


def _skill(r: Row) -> Skill:
    return Skill(mu=r["mu"], sigma=r["sigma"], games=r["games"], rating=r["rating"])


def _reminder(r: Row) -> Reminder:
    return Reminder(
        id=r["id"],
        session_id=r["session_id"],
        guild_id=r["guild_id"],
        channel_id=r["channel_id"],
        seat=r["seat"],
        user_id=r["user_id"],
        kind=r["kind"],
        due_at=r["due_at"],
    )
