"""Connections to the database: SQLite (aiosqlite, the default) or PostgreSQL (asyncpg), behind one small
interface that the stores (``bot.store``) write their SQL against. This package and the stores are the
only code with SQL; this one holds what differs between the two: opening, transactions, migrations, locks.

The stores write one dialect: SQLite's, with ``?`` placeholders, restricted to what PostgreSQL also
understands, plus two spellings PostgreSQL's translation handles (``to_postgres``): ``INSERT OR IGNORE``
and placeholders. ``GREATEST`` (PostgreSQL's, which SQLite lacks) is given to SQLite as a function.

Transactions: ``read()`` is one consistent snapshot, ``write()`` one atomic change. ``session_lock(key)``
is a mutual exclusion held across several transactions (load, judge, commit): inside one process an
asyncio lock does (``Games`` keeps those); across processes PostgreSQL's session advisory lock
does, on a connection the holding task keeps for its transactions until the lock is released. A process
that dies releases its locks with its connections. ``Tx.lock(key)`` is the same for one transaction. ``query`` and ``run`` send one
statement on its own (one round trip), to read or to write. ``Tx.after_commit(callback)`` runs a callback once a
``write()`` has committed (never after a rollback): what tells others of a change waits for it to be readable.
"""

from __future__ import annotations

from pathlib import Path

from bot.database.interface import (
    MIGRATIONS_DIR,
    Busy,
    Database,
    Done,
    Row,
    Tx,
    UniqueViolation,
    is_postgres_url,
    read_migrations,
    split_statements,
)
from bot.database.postgres import PostgresDatabase
from bot.database.sqlite import SqliteDatabase

__all__ = [
    "MIGRATIONS_DIR",
    "Busy",
    "Database",
    "Done",
    "PostgresDatabase",
    "Row",
    "SqliteDatabase",
    "Tx",
    "UniqueViolation",
    "is_postgres_url",
    "open_database",
    "read_migrations",
    "split_statements",
]


async def open_database(target: str | Path, *, durable: bool = True) -> Database:
    """A SQLite file (a path) or a PostgreSQL database (a ``postgresql://`` URL), not yet migrated."""
    if is_postgres_url(target):
        return await PostgresDatabase.connect(str(target))
    return await SqliteDatabase.connect(Path(target), durable=durable)
