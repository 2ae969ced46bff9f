"""SQLite through aiosqlite: one connection in WAL mode, statements in storage's dialect as they are."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.database.interface import (
    BUSY_TIMEOUT_MS,
    Database,
    Done,
    Row,
    Tx,
    UniqueViolation,
    refuse_newer,
    split_statements,
)


def _greatest(*values: Any) -> Any:
    present = [v for v in values if v is not None]
    return max(present) if present else None


class _SqliteTx(Tx):
    def __init__(self, db: aiosqlite.Connection) -> None:
        super().__init__()
        self._db = db

    async def execute_fetchall(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Row]:
        try:
            return list(await self._db.execute_fetchall(sql, tuple(params)))
        except sqlite3.IntegrityError as exc:  # an INSERT ... RETURNING
            raise _sqlite_unique(exc) from exc

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> Done:
        try:
            cursor = await self._db.execute(sql, tuple(params))
        except sqlite3.IntegrityError as exc:
            raise _sqlite_unique(exc) from exc
        return Done(cursor.rowcount)

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        try:
            await self._db.executemany(sql, [tuple(r) for r in rows])
        except sqlite3.IntegrityError as exc:
            raise _sqlite_unique(exc) from exc

    async def lock(self, key: str) -> None:
        return None  # a write transaction (BEGIN IMMEDIATE) already excludes every other writer


def _sqlite_unique(exc: sqlite3.IntegrityError) -> Exception:
    text = str(exc)
    if not text.startswith("UNIQUE constraint failed"):
        return exc
    columns = text.split(":", 1)[1].strip()
    return UniqueViolation("sessions.pkey" if columns == "sessions.id" else columns)


class SqliteDatabase(Database):
    """One connection in WAL mode; aiosqlite runs its statements on a worker thread in order, so an
    asyncio lock keeps one transaction at a time on it."""

    dialect = "sqlite"

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
        self._lock = asyncio.Lock()
        self._tx = _SqliteTx(db)

    @classmethod
    async def connect(cls, path: Path, *, durable: bool) -> SqliteDatabase:
        """``durable=False`` uses ``synchronous=NORMAL``: still crash-safe in WAL mode, but the last commits
        may be lost if the machine (not the process) dies. The default fsyncs every commit."""
        db = await aiosqlite.connect(str(path), isolation_level=None)
        try:
            db.row_factory = sqlite3.Row
            await db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            await db.execute("PRAGMA foreign_keys = ON")
            await _enable_wal(db)
            await db.execute(f"PRAGMA synchronous = {'FULL' if durable else 'NORMAL'}")
            await db.create_function("greatest", -1, _greatest, deterministic=True)
        except BaseException:
            await db.close()
            raise
        return cls(db)

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Tx]:
        async with self._lock:
            await self._db.execute("BEGIN")
            try:
                yield self._tx
            finally:
                await self._db.execute("COMMIT")

    @asynccontextmanager
    async def write(self) -> AsyncIterator[Tx]:
        """IMMEDIATE takes the write lock up front, so a transaction never fails half-way with SQLITE_BUSY
        when another process writes first (busy_timeout makes it wait instead)."""
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            tx = _SqliteTx(self._db)  # its own, for what waits for its commit
            try:
                yield tx
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            await self._db.execute("COMMIT")
        tx.committed()

    async def query(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Row]:
        async with self._lock:  # autocommit: the statement is its own transaction
            return await self._tx.execute_fetchall(sql, params)

    async def run(self, sql: str, params: Sequence[Any] = ()) -> Done:
        async with self._lock:  # autocommit: the statement is its own transaction
            return await self._tx.execute(sql, params)

    @asynccontextmanager
    async def session_lock(self, key: str) -> AsyncIterator[None]:
        yield  # one process per SQLite file is the design; the commit's version guard covers more

    async def schema_version(self) -> int:
        async with self._lock:
            return await self._user_version()

    async def _user_version(self) -> int:
        rows = await self._db.execute_fetchall("PRAGMA user_version")
        return int(next(iter(rows))[0])

    async def migrate(self, migrations: Sequence[tuple[int, str]]) -> None:
        latest = migrations[-1][0] if migrations else 0
        async with self._lock:
            current = await self._user_version()
            refuse_newer(current, latest)
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

    async def close(self) -> None:
        async with self._lock:
            await self._db.close()


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
