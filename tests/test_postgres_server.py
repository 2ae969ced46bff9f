"""tests/support/postgres.py and the fixtures on it (``postgres_server``, ``postgres_url``): a real server,
an empty database of its own for each test, and a failure that says how to fix it when PostgreSQL is not
there."""

from __future__ import annotations

import os
import re
import socket
import stat
from pathlib import Path

import asyncpg
import pytest

from support.postgres import (
    ENV_VAR,
    PostgresNotFound,
    PostgresServer,
    find_server_bindir,
)

# The databases earlier runs of the test below were given, to check the next one's is another.
SEEN: list[str] = []


async def user_tables(url: str) -> set[str]:
    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch(
            "SELECT table_schema || '.' || table_name AS name FROM information_schema.tables"
            " WHERE table_schema NOT IN ('pg_catalog', 'information_schema')"
        )
        return {row["name"] for row in rows}
    finally:
        await conn.close()


async def databases(server_url: str) -> set[str]:
    conn = await asyncpg.connect(server_url)
    try:
        return {row["datname"] for row in await conn.fetch("SELECT datname FROM pg_database")}
    finally:
        await conn.close()


def name_of(url: str) -> str:
    return url.rsplit("/", 1)[1]


@pytest.mark.parametrize("run", ["first", "second"])
async def test_each_test_gets_a_working_empty_database_of_its_own(
    run: str, postgres_url: str, postgres_server: PostgresServer
) -> None:
    assert postgres_url not in SEEN
    # Empty: the table the other run made is in another database, which is gone since that test ended.
    assert await user_tables(postgres_url) == set()
    assert not {name_of(url) for url in SEEN} & await databases(postgres_server.url)

    conn = await asyncpg.connect(postgres_url)
    try:
        assert await conn.fetchval("SELECT current_database()") == name_of(postgres_url)
        await conn.execute("CREATE TABLE marker (id integer PRIMARY KEY, run text NOT NULL)")
        await conn.execute("INSERT INTO marker VALUES (1, $1)", run)
        assert await conn.fetchval("SELECT run FROM marker WHERE id = 1") == run
        assert await conn.fetchval("SHOW server_encoding") == "UTF8"
    finally:
        await conn.close()
    assert await user_tables(postgres_url) == {"public.marker"}
    SEEN.append(postgres_url)


async def test_the_server_url_and_new_databases_from_sync_and_async_code(
    postgres_server: PostgresServer,
) -> None:
    if not postgres_server.external:
        assert re.fullmatch(r"postgresql://postgres@127\.0\.0\.1:\d+/", postgres_server.url)
    # new_database() is sync; called while this test's loop runs, it runs on a loop of its own.
    one = postgres_server.new_database()
    two = await postgres_server.new_database_async()
    assert one != two
    assert {name_of(one), name_of(two)} <= await databases(postgres_server.url)
    assert await user_tables(one) == set()
    await postgres_server.drop_database_async(one)
    await postgres_server.drop_database_async(two)
    assert not {name_of(one), name_of(two)} & await databases(postgres_server.url)


async def user_objects(url: str) -> dict[str, object]:
    """What a test could have left in a database: schemas, relations, functions and types of its own, and the
    public schema's owner and rights (as a new database has them, or not)."""
    conn = await asyncpg.connect(url)
    try:
        system = (
            "n.nspname IN ('pg_catalog', 'information_schema', 'pg_toast') OR n.nspname LIKE 'pg\\_%temp\\_%'"
        )
        return {
            "schemas": await conn.fetchval(
                f"SELECT array_agg(nspname ORDER BY nspname) FROM pg_namespace n WHERE NOT ({system})"
            ),
            "relations": await conn.fetchval(
                f"SELECT COUNT(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE NOT ({system})"
            ),
            "functions": await conn.fetchval(
                f"SELECT COUNT(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE NOT ({system})"
            ),
            "types": await conn.fetchval(
                f"SELECT COUNT(*) FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE NOT ({system})"
            ),
            "public": await conn.fetchrow(
                "SELECT pg_get_userbyid(nspowner) AS owner, nspacl::text AS rights FROM pg_namespace"
                " WHERE nspname = 'public'"
            ),
            "settings": await conn.fetchval(
                "SELECT COUNT(*) FROM pg_db_role_setting WHERE setdatabase ="
                " (SELECT oid FROM pg_database WHERE datname = current_database())"
            ),
        }
    finally:
        await conn.close()


async def test_a_recycled_database_comes_back_empty_under_a_new_name(postgres_server: PostgresServer) -> None:
    """``recycle_database_async`` (what ``postgres_url`` does after each test) empties a database for the next
    ``new_database_async``: nothing of the first use is left, a connection left open is closed, the old name is
    gone, and the emptied one looks as a new database does."""
    fresh = await postgres_server.new_database_async()
    pristine = await user_objects(fresh)
    used = await postgres_server.new_database_async()
    conn = await asyncpg.connect(used)
    await conn.execute(
        "CREATE TABLE public.games (id serial PRIMARY KEY, name text UNIQUE);"
        " CREATE SCHEMA elsewhere; CREATE TABLE elsewhere.notes (body text);"
        " CREATE TYPE mood AS ENUM ('calm', 'cross');"
        " CREATE FUNCTION two() RETURNS int LANGUAGE sql AS 'SELECT 2';"
        " CREATE VIEW names AS SELECT name FROM games;"
    )
    await conn.execute(f"ALTER DATABASE {name_of(used)} SET work_mem = '8MB'")
    assert (await user_objects(used))["relations"] != 0
    # ``conn`` stays open, as a test that forgot to close its pool would leave it.
    await postgres_server.recycle_database_async(used)
    assert conn.is_closed() or not await _alive(conn)
    assert name_of(used) not in await databases(postgres_server.url)

    again = await postgres_server.new_database_async()
    assert again not in (fresh, used)
    assert await user_objects(again) == pristine
    await postgres_server.drop_database_async(fresh)
    await postgres_server.drop_database_async(again)


async def _alive(conn: asyncpg.Connection) -> bool:
    try:
        await conn.fetchval("SELECT 1")
    except (asyncpg.PostgresError, asyncpg.InterfaceError, ConnectionError):
        return False
    return True


async def test_a_database_that_cannot_be_emptied_is_dropped_instead(postgres_server: PostgresServer) -> None:
    url = await postgres_server.new_database_async()
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("CREATE PUBLICATION everything FOR ALL TABLES")  # outside any schema
    finally:
        await conn.close()
    await postgres_server.recycle_database_async(url)
    assert name_of(url) not in await databases(postgres_server.url)
    again = await postgres_server.new_database_async()
    conn = await asyncpg.connect(again)
    try:
        assert await conn.fetchval("SELECT COUNT(*) FROM pg_publication") == 0
    finally:
        await conn.close()
    await postgres_server.drop_database_async(again)


def test_without_binaries_or_a_url_the_error_says_how_to_fix_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    server = PostgresServer.from_environment(search_dirs=[tmp_path])  # an empty directory: no binaries
    with pytest.raises(PostgresNotFound) as raised:
        server.start()
    assert str(raised.value) == (
        "PostgreSQL server binaries not found: install Debian's postgresql package (apt-get install postgresql)"
        " or set TABLETOP_TEST_POSTGRES=postgresql://..."
    )
    assert list(tmp_path.iterdir()) == []  # nothing was made
    with pytest.raises(RuntimeError, match="not started"):
        _ = server.url


def test_the_binaries_are_the_first_directory_with_all_three(tmp_path: Path) -> None:
    def bindir(name: str, programs: tuple[str, ...]) -> Path:
        directory = tmp_path / name
        directory.mkdir()
        for program in programs:
            path = directory / program
            path.write_text("#!/bin/sh\n")
            path.chmod(path.stat().st_mode | stat.S_IXUSR)
        return directory

    empty = bindir("empty", ())
    client_only = bindir("client", ("psql", "pg_config", "postgres"))
    server = bindir("server", ("postgres", "initdb", "pg_ctl"))
    assert find_server_bindir([empty, client_only, server]) == server
    assert find_server_bindir([empty, client_only]) is None


async def test_a_server_named_by_the_variable_is_used_and_its_test_databases_dropped(
    postgres_server: PostgresServer,
) -> None:
    external = PostgresServer.from_environment({ENV_VAR: postgres_server.url})
    assert external.external
    external.start()
    try:
        assert external.url == postgres_server.url
        assert external.data_directory is None  # nothing started
        url = await external.new_database_async()
        assert url.startswith(postgres_server.url)
        assert name_of(url) in await databases(postgres_server.url)
    finally:
        external.stop()  # sync: it drops the databases on a loop of its own
    assert name_of(url) not in await databases(postgres_server.url)


def test_a_cluster_of_its_own_starts_and_stop_deletes_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # Needs the server's programs even when TABLETOP_TEST_POSTGRES is set (.ci/run installs them).
    monkeypatch.delenv(ENV_VAR, raising=False)
    with PostgresServer.from_environment() as server:
        data = server.data_directory
        assert data is not None and (data / "postmaster.pid").exists()
        port = int(server.url.rsplit(":", 1)[1].rstrip("/"))
        with socket.create_connection(("127.0.0.1", port), timeout=5):
            pass
        url = server.new_database()
        assert name_of(url).startswith("tabletop_test_")
        assert server.startup_seconds is not None
        if os.geteuid() == 0:  # run as the postgres user, who owns the cluster
            assert data.stat().st_uid != 0
    assert not data.parent.exists()
    with pytest.raises(OSError), socket.create_connection(("127.0.0.1", port), timeout=5):
        pass
