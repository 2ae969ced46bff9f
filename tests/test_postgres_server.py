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
