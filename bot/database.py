"""Connections to the database: SQLite (aiosqlite, the default) or PostgreSQL (asyncpg), behind one small
interface that ``bot/storage.py`` writes its SQL against. This module and ``storage`` are the only ones
with SQL; this one holds what differs between the two: opening, transactions, migrations, locks.

``storage`` writes one dialect: SQLite's, with ``?`` placeholders, restricted to what PostgreSQL also
understands, plus two spellings PostgreSQL's translation handles (``to_postgres``): ``INSERT OR IGNORE``
and placeholders. ``GREATEST`` (PostgreSQL's, which SQLite lacks) is given to SQLite as a function.

Transactions: ``read()`` is one consistent snapshot, ``write()`` one atomic change. ``session_lock(key)``
is a mutual exclusion held across several transactions (load, judge, commit): inside one process an
asyncio lock does (``SessionManager`` keeps those); across processes PostgreSQL's session advisory lock
does, on a connection the holding task keeps for its transactions until the lock is released. A process
that dies releases its locks with its connections. ``Tx.lock(key)`` is the same for one transaction.
"""

from __future__ import annotations

import asyncio
import contextvars
import hashlib
import re
import sqlite3
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Protocol

import aiosqlite

MIGRATIONS_DIR = Path(__file__).with_name("migrations")  # SQLite's; PostgreSQL's are in its postgres/
_MIGRATION_FILE = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")
BUSY_TIMEOUT_MS = 5000
LOCK_WAIT_SECONDS = 15  # PostgreSQL: how long a lock is waited for before the change is refused as busy
POOL_SIZE = 10


class Row(Protocol):
    def __getitem__(self, key: str | int) -> Any: ...


class UniqueViolation(Exception):
    """An insert broke a uniqueness rule; ``constraint`` names it (an index, or ``<table>.pkey``)."""

    def __init__(self, constraint: str) -> None:
        super().__init__(constraint)
        self.constraint = constraint


class Busy(Exception):
    """A lock was not granted in time (another process holds it)."""


@dataclass(frozen=True)
class Done:
    rowcount: int


class Tx(ABC):
    """One transaction's statements, in storage's dialect (see the module's docstring)."""

    @abstractmethod
    async def execute_fetchall(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Row]: ...

    @abstractmethod
    async def execute(self, sql: str, params: Sequence[Any] = ()) -> Done: ...

    @abstractmethod
    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    @abstractmethod
    async def lock(self, key: str) -> None:
        """Hold ``key`` until this transaction ends: writers of one key, in any process, go one at a time."""


class Database(ABC):
    dialect: str  # 'sqlite' or 'postgresql'

    @abstractmethod
    def read(self) -> AbstractAsyncContextManager[Tx]: ...

    @abstractmethod
    def write(self) -> AbstractAsyncContextManager[Tx]: ...

    @abstractmethod
    async def query(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Row]:
        """One statement on its own, outside any transaction of the caller's: one snapshot, one round trip
        (a ``read()`` costs two more on PostgreSQL, its BEGIN and COMMIT)."""

    @abstractmethod
    def session_lock(self, key: str) -> AbstractAsyncContextManager[None]:
        """Hold ``key`` across several transactions of the calling task (see the module's docstring)."""

    @abstractmethod
    async def schema_version(self) -> int: ...

    @abstractmethod
    async def migrate(self, migrations: Sequence[tuple[int, str]]) -> None:
        """Apply the migrations newer than the database's version, each in its own transaction, once
        even when several processes open a new database at the same moment."""

    @abstractmethod
    async def close(self) -> None: ...

    @property
    def migrations_dir(self) -> Path:
        return MIGRATIONS_DIR if self.dialect == "sqlite" else MIGRATIONS_DIR / "postgres"


def is_postgres_url(target: str | Path) -> bool:
    return isinstance(target, str) and target.startswith(("postgresql://", "postgres://"))


async def open_database(target: str | Path, *, durable: bool = True) -> Database:
    """A SQLite file (a path) or a PostgreSQL database (a ``postgresql://`` URL), not yet migrated."""
    if is_postgres_url(target):
        return await PostgresDatabase.connect(str(target))
    return await SqliteDatabase.connect(Path(target), durable=durable)


# ---- SQLite -------------------------------------------------------------------------------------------


def _greatest(*values: Any) -> Any:
    present = [v for v in values if v is not None]
    return max(present) if present else None


class _SqliteTx(Tx):
    def __init__(self, db: aiosqlite.Connection) -> None:
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
            try:
                yield self._tx
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            await self._db.execute("COMMIT")

    async def query(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Row]:
        async with self._lock:  # autocommit: the statement is its own transaction
            return await self._tx.execute_fetchall(sql, params)

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
            _refuse_newer(current, latest)
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


# ---- PostgreSQL ---------------------------------------------------------------------------------------


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
    cursor, LISTENs to nothing and changes no setting, and ``session_lock`` unlocks its advisory lock
    itself or closes the connection, so there is nothing to reset."""


@dataclass
class _Pinned:
    """The connection a task holds a session lock on; its transactions run there until it lets go."""

    conn: Any
    task: asyncio.Task[Any] | None


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
        async with self._connection() as conn, conn.transaction():
            yield _PostgresTx(conn)

    async def query(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Row]:
        async with self._connection() as conn:  # outside a transaction: the statement is its own
            return await _PostgresTx(conn).execute_fetchall(sql, params)

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
                    _refuse_newer(current, latest)
                    if number <= current:
                        continue
                    await conn.execute(sql)  # a script: PostgreSQL runs its statements in order
                    await conn.execute("INSERT INTO schema_migrations (version) VALUES ($1)", number)

    async def close(self) -> None:
        await self._pool.close()


# ---- migrations -----------------------------------------------------------------------------------------


def _refuse_newer(current: int, latest: int) -> None:
    if current > latest:
        raise RuntimeError(
            f"The database has schema version {current}, newer than this bot knows ({latest}); "
            "run a newer version of the bot."
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
    """Split a SQLite script into statements at line ends where SQLite says a statement is complete.

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
