"""PostgreSQL's session locks (``bot/database/postgres.py``): the pool hands connections back without asyncpg's reset
query, so ``session_lock`` itself must never leave an advisory lock on a pooled connection, whatever
happens to the task that holds or waits for it; and closing the pool ends even while a task still holds a
connection."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

import bot.database.postgres as postgres
from bot.database import PostgresDatabase
from support.postgres import until_a_lock_is_awaited


async def advisory_locks(url: str) -> int:
    conn = await asyncpg.connect(url)
    try:
        return int(await conn.fetchval("SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory'"))
    finally:
        await conn.close()


async def test_a_released_lock_leaves_nothing_on_the_pooled_connection(postgres_url: str) -> None:
    database = await PostgresDatabase.connect(postgres_url, pool_size=1)
    try:
        async with database.session_lock("session:a"):
            assert await advisory_locks(postgres_url) == 1
            rows = await database.query("SELECT 1 AS one")  # runs on the held connection
            assert rows[0]["one"] == 1
        assert await advisory_locks(postgres_url) == 0
        async with database.session_lock("session:a"):  # the one connection again, free of it
            assert await advisory_locks(postgres_url) == 1
        assert await advisory_locks(postgres_url) == 0
    finally:
        await database.close()


async def test_a_waiter_cancelled_before_it_gets_the_lock_does_not_keep_it(postgres_url: str) -> None:
    database = await PostgresDatabase.connect(postgres_url, pool_size=3)
    try:
        holding, release = asyncio.Event(), asyncio.Event()

        async def holder() -> None:
            async with database.session_lock("session:b"):
                holding.set()
                await release.wait()

        async def waiter() -> None:
            async with database.session_lock("session:b"):
                raise AssertionError("the waiter was cancelled; it must not get the lock")

        first = asyncio.create_task(holder())
        await holding.wait()
        second = asyncio.create_task(waiter())
        await until_a_lock_is_awaited(postgres_url)  # waiting in pg_advisory_lock on the server
        second.cancel()
        await asyncio.gather(second, return_exceptions=True)
        release.set()
        await first
        # A third task gets the lock at once: nobody holds it, on any connection of the pool.
        async with asyncio.timeout(2):
            async with database.session_lock("session:b"):
                assert await advisory_locks(postgres_url) == 1
        assert await advisory_locks(postgres_url) == 0
    finally:
        await database.close()


async def test_a_holder_cancelled_inside_the_lock_lets_go_of_it(postgres_url: str) -> None:
    database = await PostgresDatabase.connect(postgres_url, pool_size=2)
    try:
        inside = asyncio.Event()

        async def holder() -> None:
            async with database.session_lock("session:c"):
                inside.set()
                await asyncio.sleep(3600)

        task = asyncio.create_task(holder())
        await inside.wait()
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        assert await advisory_locks(postgres_url) == 0
        async with asyncio.timeout(2):
            async with database.session_lock("session:c"):
                pass
    finally:
        await database.close()


async def test_closing_ends_while_a_listener_still_holds_its_connection(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """asyncpg's close waits for every connection in use; ours cuts them after ``CLOSE_SECONDS``, so a
    stop never waits for a task that has not ended (here one that listens and never stops)."""
    monkeypatch.setattr(postgres, "CLOSE_SECONDS", 0.2)
    database = await PostgresDatabase.connect(postgres_url, pool_size=2)
    listening = asyncio.Event()

    async def listen_for_ever() -> None:
        async with database.listening("tabletop_close_test", lambda payload: None):
            listening.set()
            await asyncio.Event().wait()

    holder = asyncio.create_task(listen_for_ever())
    await asyncio.wait_for(listening.wait(), 30)
    try:
        await asyncio.wait_for(database.close(), 30)  # without the cut: for ever
    finally:
        holder.cancel()
        await asyncio.gather(holder, return_exceptions=True)
    assert database._pool.is_closing()
