"""PostgreSQL through asyncpg: a pool, advisory locks, and storage's dialect translated (``to_postgres``)."""

from __future__ import annotations

import asyncio
import contextvars
import hashlib
import logging
import re
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from bot.database.interface import (
    LOCK_WAIT_SECONDS,
    POOL_SIZE,
    Busy,
    Database,
    Done,
    Row,
    Tx,
    UniqueViolation,
    refuse_newer,
)
from bot.waiting import at_most


@lru_cache(maxsize=512)
def to_postgres(sql: str) -> str:
    """Storage's SQL in PostgreSQL's spelling: ``?`` placeholders numbered ``$1, $2...`` (outside quoted
    text), and ``INSERT OR IGNORE`` as ``INSERT ... ON CONFLICT DO NOTHING``."""
    out: list[str] = []
    number = 0
    quoted = False
    for char in sql:
        if char == "'":
            quoted = not quoted
        if char == "?" and not quoted:
            number += 1
            out.append(f"${number}")
        else:
            out.append(char)
    text = "".join(out)
    if text.lstrip().upper().startswith("INSERT OR IGNORE "):
        text = re.sub(r"(?i)^\s*INSERT OR IGNORE ", "INSERT ", text) + " ON CONFLICT DO NOTHING"
    return text


def lock_number(key: str) -> int:
    """A stable signed 64-bit number for an advisory lock (Python's ``hash`` differs between processes)."""
    return int.from_bytes(hashlib.blake2b(key.encode(), digest_size=8).digest(), "big", signed=True)


def _status_count(status: str) -> int:
    """The row count of a command status such as ``UPDATE 1`` or ``INSERT 0 1``."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class _PostgresTx(Tx):
    def __init__(self, conn: Any) -> None:
        super().__init__()
        self._conn = conn

    async def execute_fetchall(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Row]:
        return list(await self._run(self._conn.fetch, sql, params))

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> Done:
        return Done(_status_count(await self._run(self._conn.execute, sql, params)))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        batch = [tuple(r) for r in rows]
        if batch:
            await self._run(self._conn.executemany, sql, batch, many=True)

    async def lock(self, key: str) -> None:
        await self._run(self._conn.execute, "SELECT pg_advisory_xact_lock(?)", (lock_number(key),))

    @staticmethod
    async def _run(method: Any, sql: str, params: Any, *, many: bool = False) -> Any:
        import asyncpg

        try:
            if many:
                return await method(to_postgres(sql), params)
            return await method(to_postgres(sql), *params)
        except asyncpg.UniqueViolationError as exc:
            name = exc.constraint_name or ""
            raise UniqueViolation(name.replace("_pkey", ".pkey")) from exc
        except asyncpg.LockNotAvailableError as exc:
            raise Busy(str(exc)) from exc


async def _keep_session(conn: Any) -> None:
    """The pool's reset of a connection it gets back, after its own ROLLBACK of a transaction left open.
    asyncpg's default also sends ``pg_advisory_unlock_all(); CLOSE ALL; UNLISTEN *; RESET ALL`` on every
    release, a round trip that costs the server as much as one of our statements. The bot opens no
    cursor, LISTENs on no connection it hands back (``listening`` closes its own) and changes no setting,
    and ``session_lock`` unlocks its advisory lock itself or closes the connection, so there is nothing
    to reset."""


@dataclass
class _Pinned:
    """The connection a task holds a session lock on; its transactions run there until it lets go."""

    conn: Any
    task: asyncio.Task[Any] | None


log = logging.getLogger(__name__)
CLOSE_SECONDS = 5.0  # how long closing waits for connections in use (``PostgresDatabase.close``)


class PostgresDatabase(Database):
    """A pool of asyncpg connections. Reads run in REPEATABLE READ (one snapshot for several SELECTs);
    writes in READ COMMITTED, where the commit's ``UPDATE ... WHERE version = ?`` waits for a concurrent
    writer of the same row and then sees its version, so exactly one of two racing writers wins."""

    dialect = "postgresql"

    def __init__(self, pool: Any) -> None:
        self._pool = pool
        self._pinned: contextvars.ContextVar[_Pinned | None] = contextvars.ContextVar("pinned", default=None)

    @classmethod
    async def connect(cls, url: str, *, pool_size: int = POOL_SIZE) -> PostgresDatabase:
        import asyncpg

        pool = await asyncpg.create_pool(
            url,
            min_size=1,
            max_size=pool_size,
            reset=_keep_session,
            server_settings={
                "lock_timeout": f"{LOCK_WAIT_SECONDS * 1000}",
                "application_name": "tabletop-host",
            },
        )
        return cls(pool)

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[Any]:
        pinned = self._pinned.get()
        if pinned is not None and pinned.conn is not None and pinned.task is asyncio.current_task():
            yield pinned.conn
            return
        async with self._pool.acquire() as conn:
            yield conn

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Tx]:
        async with self._connection() as conn, conn.transaction(isolation="repeatable_read", readonly=True):
            yield _PostgresTx(conn)

    @asynccontextmanager
    async def write(self) -> AsyncIterator[Tx]:
        async with self._connection() as conn:
            tx = _PostgresTx(conn)
            async with conn.transaction():
                yield tx
            tx.committed()

    async def query(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Row]:
        async with self._connection() as conn:  # outside a transaction: the statement is its own
            return await _PostgresTx(conn).execute_fetchall(sql, params)

    async def run(self, sql: str, params: Sequence[Any] = ()) -> Done:
        async with self._connection() as conn:  # outside a transaction: the statement is its own
            return await _PostgresTx(conn).execute(sql, params)

    @asynccontextmanager
    async def session_lock(self, key: str) -> AsyncIterator[None]:
        import asyncpg

        number = lock_number(key)
        async with self._pool.acquire() as conn:
            try:
                await conn.execute("SELECT pg_advisory_lock($1)", number)
            except asyncpg.LockNotAvailableError as exc:
                raise Busy(str(exc)) from exc  # not granted
            except BaseException:
                conn.terminate()  # cancelled or cut off: it may have been granted, and a closed connection
                raise  # holds nothing (the pool opens a new one)
            pinned = _Pinned(conn, asyncio.current_task())
            token = self._pinned.set(pinned)
            try:
                yield
            finally:
                pinned.conn = None  # a task started inside the lock must not use this connection after it
                self._pinned.reset(token)
                try:
                    await conn.execute("SELECT pg_advisory_unlock($1)", number)
                except BaseException:
                    conn.terminate()  # the lock must not outlive the holder on a pooled connection
                    raise

    @asynccontextmanager
    async def listening(
        self, channel: str, on_notice: Callable[[str], None]
    ) -> AsyncIterator[Callable[[], bool]]:
        """LISTEN to ``channel`` on a connection of its own, calling ``on_notice(payload)`` for each
        notification, until the block ends; yields a function that says whether the connection still
        listens (a lost one is not reopened here: the caller polls meanwhile and listens again). The
        connection never goes back to the pool, whose reset sends no UNLISTEN."""
        conn = await self._pool.acquire()

        def deliver(_conn: Any, _pid: int, _channel: str, payload: str) -> None:
            on_notice(payload)

        try:
            await conn.add_listener(channel, deliver)
            yield lambda: not conn.is_closed()
        finally:
            conn.terminate()  # closed, not released: nothing of this LISTEN can reach another task
            await self._pool.release(conn)

    async def schema_version(self) -> int:
        async with self._pool.acquire() as conn:
            exists = await conn.fetchval("SELECT to_regclass('schema_migrations') IS NOT NULL")
            if not exists:
                return 0
            return int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_migrations"))

    async def migrate(self, migrations: Sequence[tuple[int, str]]) -> None:
        latest = migrations[-1][0] if migrations else 0
        async with self._pool.acquire() as conn:
            for number, sql in migrations:
                async with conn.transaction():
                    # One migrator at a time across processes; the version is read after the lock.
                    await conn.execute("SELECT pg_advisory_xact_lock($1)", lock_number("tabletop:migrations"))
                    await conn.execute(
                        "CREATE TABLE IF NOT EXISTS schema_migrations"
                        " (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
                    )
                    current = int(
                        await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")
                    )
                    refuse_newer(current, latest)
                    if number <= current:
                        continue
                    await conn.execute(sql)  # a script: PostgreSQL runs its statements in order
                    await conn.execute("INSERT INTO schema_migrations (version) VALUES ($1)", number)

    async def close(self) -> None:
        """Close the pool, waiting up to ``CLOSE_SECONDS`` for connections still in use to come back, then
        cutting them: asyncpg's own close waits for every one for ever, and a stop must end (a task that
        still holds one, a listener not yet ended, would otherwise hold the bot's exit)."""
        try:
            await at_most(self._pool.close(), CLOSE_SECONDS)
        except TimeoutError:  # asyncpg cut every connection when its close was cancelled
            log.warning("PostgreSQL pool: connections still in use after %g s at close, cut", CLOSE_SECONDS)
            self._pool.terminate()
