"""The interface every store writes its SQL against (``Database``, ``Tx``), the errors it raises, and the
numbered migrations. ``bot.database.sqlite`` and ``bot.database.postgres`` implement it; ``bot.database``
opens either.
"""

from __future__ import annotations

import re
import sqlite3
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

MIGRATIONS_DIR = Path(__file__).parent.with_name("migrations")  # SQLite's; PostgreSQL's are in its postgres/
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

    def __init__(self) -> None:
        self._after_commit: list[Callable[[], None]] = []

    def after_commit(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once this transaction (a ``Database.write``) has committed; never after a
        rollback. What others may read only once it is committed (a deadline the timers should look at)
        is announced this way."""
        self._after_commit.append(callback)

    def committed(self) -> None:
        """The transaction committed: run what waited for it, in order (``Database.write`` calls this)."""
        waiting, self._after_commit = self._after_commit, []
        for callback in waiting:
            callback()

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
    async def run(self, sql: str, params: Sequence[Any] = ()) -> Done:
        """One writing statement on its own, its own transaction (autocommit): one round trip, where a
        ``write()`` of it costs three (BEGIN, the statement, COMMIT)."""

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


# ---- migrations -----------------------------------------------------------------------------------------


def refuse_newer(current: int, latest: int) -> None:
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
