"""Whether a database answers, asked the way ``python -m bot health`` asks: read-only, with a short timeout,
outside any running bot (SQLite opened read-only by its file, PostgreSQL by one connection)."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path


def database_problem(database: Path | str) -> str | None:
    """None if the database answers a query; otherwise a sentence saying what is wrong."""
    import sqlite3

    if isinstance(database, str):
        return asyncio.run(postgres_problem(database))
    if not database.is_file():
        return f"There is no database at {database}."
    try:
        with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=5)) as db:
            db.execute("SELECT COUNT(*) FROM sessions").fetchone()
    except sqlite3.Error as exc:
        return f"The database does not answer: {exc}."
    return None


async def postgres_problem(url: str) -> str | None:
    import asyncpg

    try:
        conn = await asyncpg.connect(url, timeout=5)
    except (OSError, asyncpg.PostgresError, TimeoutError) as exc:
        return f"The database does not answer: {exc}."
    try:
        await conn.fetchval("SELECT COUNT(*) FROM sessions")
    except asyncpg.PostgresError as exc:
        return f"The database does not answer: {exc}."
    finally:
        await conn.close()
    return None
