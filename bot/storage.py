"""Persistence for sessions: the only module that speaks SQL.

SQLite through aiosqlite in WAL mode, with foreign keys and a busy timeout, so several processes can share
one database file. The schema lives in numbered files in ``bot/migrations/`` (``0001_init.sql``, ...),
applied in order and tracked with ``PRAGMA user_version``; each one runs in its own transaction that
re-reads the version first, so two processes opening a new file at once cannot apply one twice.

Every change to a session goes through ``commit``: one transaction that applies a ``Change`` (new state,
seats, status, the action, its log lines, reminders) only if the session row still has the version the
caller loaded (``UPDATE sessions ... WHERE id = ? AND version = ?``). It returns whether it won; the
session manager reloads and judges again when it lost. This module makes no game decisions.

One ``Storage`` owns one connection. aiosqlite runs that connection's statements on a worker thread, in
order, so a transaction begun by one coroutine would interleave with another's statements; an asyncio
lock therefore serialises every read and write on the connection.
"""

from __future__ import annotations

import asyncio
import json
import re
import secrets
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

import aiosqlite

from engines.base import LogLine

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
_MIGRATION_FILE = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")
SESSION_ID_BYTES = 6  # 8 url-safe characters: 48 random bits, short enough for a button's custom_id
BUSY_TIMEOUT_MS = 5000
REMINDER = "reminder"

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

    @property
    def is_ai(self) -> bool:
        return self.user_id is None


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
class ReminderPlan:
    """Which seats owe a decision after a change.

    Open reminders of seats not in ``seats`` (and of ``acted``, which just decided) are closed; seats in
    ``seats`` without an open reminder get one due at ``due_at`` (none when ``due_at`` is None).
    """

    seats: frozenset[int] = frozenset()
    due_at: float | None = None
    acted: int | None = None


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
    action: NewAction | None = None
    lines: Sequence[LogLine] = ()
    reminders: ReminderPlan | None = None


class _LostRace(Exception):
    """The session's version moved on since the caller loaded it."""


class Storage:
    def __init__(self, db: aiosqlite.Connection, clock: Clock) -> None:
        self._db = db
        self.clock = clock
        self._lock = asyncio.Lock()

    # ---- opening, closing, migrations ----------------------------------------------------------

    @classmethod
    async def open(
        cls,
        path: str | Path,
        *,
        clock: Clock = time.time,
        durable: bool = True,
        migrations_dir: Path = MIGRATIONS_DIR,
    ) -> Storage:
        """Open (or create) the database and bring its schema up to date.

        ``durable=False`` uses ``synchronous=NORMAL``: still crash-safe in WAL mode, but the last commits
        may be lost if the machine (not the process) dies. The default fsyncs every commit, because a
        player's accepted move must survive anything once they have been told it was accepted.
        """
        db = await aiosqlite.connect(str(path), isolation_level=None)
        try:
            db.row_factory = sqlite3.Row
            await db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            await db.execute("PRAGMA foreign_keys = ON")
            await _enable_wal(db)
            await db.execute(f"PRAGMA synchronous = {'FULL' if durable else 'NORMAL'}")
            storage = cls(db, clock)
            await storage._migrate(migrations_dir)
        except BaseException:
            await db.close()
            raise
        return storage

    async def close(self) -> None:
        async with self._lock:
            await self._db.close()

    async def user_version(self) -> int:
        async with self._lock:
            return await self._user_version()

    async def _user_version(self) -> int:
        rows = await self._db.execute_fetchall("PRAGMA user_version")
        return int(next(iter(rows))[0])

    async def _migrate(self, directory: Path) -> None:
        migrations = read_migrations(directory)
        latest = migrations[-1][0] if migrations else 0
        async with self._lock:
            current = await self._user_version()
            if current > latest:
                raise RuntimeError(
                    f"The database has schema version {current}, newer than this bot knows ({latest}); "
                    "run a newer version of the bot."
                )
            for number, sql in migrations:
                if number <= current:
                    continue
                await self._db.execute("BEGIN IMMEDIATE")
                try:
                    # Another process may have migrated while we waited for the write lock.
                    if await self._user_version() >= number:
                        await self._db.execute("COMMIT")
                        continue
                    for statement in split_statements(sql):
                        await self._db.execute(statement)
                    await self._db.execute(f"PRAGMA user_version = {number:d}")
                    await self._db.execute("COMMIT")
                except BaseException:
                    await self._db.execute("ROLLBACK")
                    raise

    # ---- transactions --------------------------------------------------------------------------

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[aiosqlite.Connection]:
        """A write transaction; IMMEDIATE takes the write lock up front, so it never fails half-way
        with SQLITE_BUSY when another process writes first (busy_timeout makes it wait instead)."""
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            await self._db.execute("COMMIT")

    @asynccontextmanager
    async def _read(self) -> AsyncIterator[aiosqlite.Connection]:
        """A read transaction: several SELECTs see one consistent snapshot."""
        async with self._lock:
            await self._db.execute("BEGIN")
            try:
                yield self._db
            finally:
                await self._db.execute("COMMIT")

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
    ) -> SessionRecord | None:
        """Open a lobby with the host in seat 0; None if the channel already has an active session."""
        now = self.clock()
        for _ in range(10):
            session_id = secrets.token_urlsafe(SESSION_ID_BYTES)
            try:
                async with self._write() as db:
                    await db.execute(
                        "INSERT INTO sessions (id, guild_id, channel_id, game, status, host_user_id, options,"
                        " created_at, updated_at) VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?)",
                        (
                            session_id,
                            guild_id,
                            channel_id,
                            game,
                            host_user_id,
                            json.dumps(dict(options or {})),
                            now,
                            now,
                        ),
                    )
                    await db.execute(
                        "INSERT INTO seats (session_id, seat, user_id, ai_kind, name) VALUES (?, 0, ?, NULL, ?)",
                        (session_id, host_user_id, host_name),
                    )
            except sqlite3.IntegrityError as exc:
                if "sessions.id" in str(exc):
                    continue  # 48 random bits collided; draw another id
                return None
            record = await self.get_session(session_id)
            assert record is not None
            return record
        raise RuntimeError("could not draw an unused session id")

    async def get_session(self, session_id: str) -> SessionRecord | None:
        async with self._read() as db:
            return await self._session(db, session_id)

    async def get_game(self, session_id: str) -> StoredGame | None:
        async with self._read() as db:
            found = await self._session_and_state(db, session_id)
            if found is None:
                return None
            session, state_json = found
            counts = await db.execute_fetchall(
                "SELECT seat, COUNT(*) AS n FROM actions WHERE session_id = ? GROUP BY seat", (session_id,)
            )
            return StoredGame(session, state_json, {int(r["seat"]): int(r["n"]) for r in counts})

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

    async def sessions_with_status(self, *statuses: SessionStatus) -> list[SessionRecord]:
        marks = ", ".join("?" for _ in statuses)
        async with self._read() as db:
            rows = await db.execute_fetchall(
                f"SELECT id FROM sessions WHERE status IN ({marks}) ORDER BY created_at", tuple(statuses)
            )
            found = [await self._session(db, r["id"]) for r in rows]
        return [s for s in found if s is not None]

    async def unpublished_sessions(self) -> list[SessionRecord]:
        """Started games whose channel does not show their latest state: no board message, or a board of
        an older step (running or just finished; see ``set_published``)."""
        async with self._read() as db:
            rows = await db.execute_fetchall(
                "SELECT id FROM sessions WHERE status IN ('running', 'finished') AND state IS NOT NULL"
                " AND (board_message_id IS NULL OR published_step IS NULL"
                " OR published_step < json_extract(state, '$.step')) ORDER BY created_at"
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
                if change.seats is not None:
                    await db.execute("DELETE FROM seats WHERE session_id = ?", (session_id,))
                    await db.executemany(
                        "INSERT INTO seats (session_id, seat, user_id, ai_kind, name) VALUES (?, ?, ?, ?, ?)",
                        [(session_id, s.seat, s.user_id, s.ai_kind, s.name) for s in change.seats],
                    )
                action_idx: int | None = None
                if change.action is not None:
                    action_idx = await self._next_index(db, "actions", session_id)
                    a = change.action
                    await db.execute(
                        "INSERT INTO actions (session_id, idx, seat, action_id, n, user_id, created_at)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?)",
                        (session_id, action_idx, a.seat, a.action_id, a.n, a.user_id, now),
                    )
                if change.lines:
                    start = await self._next_index(db, "log_lines", session_id)
                    await db.executemany(
                        "INSERT INTO log_lines (session_id, idx, action_idx, text, seat, created_at)"
                        " VALUES (?, ?, ?, ?, ?, ?)",
                        [
                            (session_id, start + i, action_idx, line.text, line.seat, now)
                            for i, line in enumerate(change.lines)
                        ],
                    )
                if change.reminders is not None:
                    await self._plan_reminders(db, session_id, change.reminders, now)
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
                "UPDATE sessions SET published_step = MAX(COALESCE(published_step, -1), ?) WHERE id = ?",
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
                " WHERE session_id = ? AND (seat IS NULL OR seat = ?) ORDER BY idx DESC LIMIT ?",
                (session_id, seat, -1 if limit is None else limit),
            )
        return [
            LogEntry(r["idx"], r["text"], r["seat"], r["action_idx"], r["created_at"])
            for r in reversed(list(rows))
        ]

    # ---- reminders -----------------------------------------------------------------------------

    async def due_reminders(self, now: float) -> list[Reminder]:
        """Open reminders due by ``now`` for human seats of running games."""
        async with self._read() as db:
            rows = await db.execute_fetchall(
                "SELECT d.id, d.session_id, s.guild_id, s.channel_id, d.seat, st.user_id, d.kind, d.due_at"
                " FROM deadlines d JOIN sessions s ON s.id = d.session_id"
                " JOIN seats st ON st.session_id = d.session_id AND st.seat = d.seat"
                " WHERE d.done = 0 AND d.due_at <= ? AND s.status = 'running' AND st.user_id IS NOT NULL"
                " ORDER BY d.due_at, d.id",
                (now,),
            )
        return [_reminder(r) for r in rows]

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

    async def mark_reminder_done(self, reminder_id: int) -> None:
        async with self._write() as db:
            await db.execute("UPDATE deadlines SET done = 1 WHERE id = ?", (reminder_id,))

    async def _plan_reminders(
        self, db: aiosqlite.Connection, session_id: str, plan: ReminderPlan, now: float
    ) -> None:
        keep = sorted(plan.seats - ({plan.acted} if plan.acted is not None else set()))
        marks = ", ".join("?" for _ in keep)
        await db.execute(
            f"UPDATE deadlines SET done = 1 WHERE session_id = ? AND done = 0 AND seat NOT IN ({marks})",
            (session_id, *keep),
        )
        if plan.due_at is None:
            return
        # The partial unique index on open reminders makes OR IGNORE keep a seat's older, earlier one.
        await db.executemany(
            "INSERT OR IGNORE INTO deadlines (session_id, seat, kind, due_at, done, created_at)"
            " VALUES (?, ?, ?, ?, 0, ?)",
            [(session_id, seat, REMINDER, plan.due_at, now) for seat in sorted(plan.seats)],
        )

    # ---- helpers -------------------------------------------------------------------------------

    async def _session(self, db: aiosqlite.Connection, session_id: str) -> SessionRecord | None:
        found = await self._session_and_state(db, session_id)
        return None if found is None else found[0]

    async def _session_and_state(
        self, db: aiosqlite.Connection, session_id: str
    ) -> tuple[SessionRecord, str | None] | None:
        rows = list(await db.execute_fetchall("SELECT * FROM sessions WHERE id = ?", (session_id,)))
        if not rows:
            return None
        r = rows[0]
        seat_rows = await db.execute_fetchall(
            "SELECT seat, user_id, ai_kind, name FROM seats WHERE session_id = ? ORDER BY seat", (session_id,)
        )
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
            seats=tuple(SeatRecord(s["seat"], s["user_id"], s["ai_kind"], s["name"]) for s in seat_rows),
            published_step=r["published_step"],
        )
        return record, r["state"]

    @staticmethod
    async def _next_index(db: aiosqlite.Connection, table: str, session_id: str) -> int:
        rows = await db.execute_fetchall(
            f"SELECT COALESCE(MAX(idx) + 1, 0) FROM {table} WHERE session_id = ?", (session_id,)
        )
        return int(next(iter(rows))[0])


async def _enable_wal(db: aiosqlite.Connection) -> None:
    """Switch the file to WAL mode (a no-op once it is). The switch needs the file to itself and SQLite
    does not wait on the busy timeout for it, so when two processes create a database at once, wait here."""
    for _ in range(BUSY_TIMEOUT_MS // 50):
        try:
            await db.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc):
                raise
            await asyncio.sleep(0.05)
    await db.execute("PRAGMA journal_mode = WAL")


def _reminder(r: sqlite3.Row) -> Reminder:
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


def read_migrations(directory: Path) -> list[tuple[int, str]]:
    """The numbered migration scripts, in order; the numbers must run 1, 2, 3... without gaps."""
    found: list[tuple[int, str]] = []
    for path in sorted(directory.iterdir()):
        match = _MIGRATION_FILE.match(path.name)
        if match:
            found.append((int(match.group(1)), path.read_text(encoding="utf-8")))
        elif path.suffix == ".sql":
            raise RuntimeError(f"migration {path.name} is not named NNNN_words.sql")
    numbers = [n for n, _ in found]
    if numbers != list(range(1, len(numbers) + 1)):
        raise RuntimeError(f"migrations must be numbered 1, 2, 3... without gaps, found {numbers}")
    return found


def split_statements(sql: str) -> Iterator[str]:
    """Split a script into statements at line ends where SQLite says a statement is complete.

    ``executescript`` would commit our transaction before running, so statements run one by one.
    ``sqlite3.complete_statement`` understands strings, comments and trigger bodies.
    """
    buffer: list[str] = []
    for line in sql.splitlines(keepends=True):
        buffer.append(line)
        text = "".join(buffer)
        if sqlite3.complete_statement(text):
            yield text.strip()
            buffer = []
    rest = "".join(line for line in buffer if not line.strip().startswith("--")).strip()
    if rest:
        raise RuntimeError(f"migration ends with an incomplete statement: {rest[:60]!r}")
