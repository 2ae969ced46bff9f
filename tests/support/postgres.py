"""A throwaway PostgreSQL server for the tests, and a fresh empty database on it for each test.

``PostgresServer.start()`` finds the server's programs (``pg_config --bindir``, else the newest
``/usr/lib/postgresql/*/bin``, else ``PATH``), runs ``initdb`` into a new temporary directory and starts the
cluster with ``pg_ctl`` on 127.0.0.1 at a free port (its unix socket in the same directory), tuned for tests
(no fsync, no synchronous commit, no full-page writes) since the data dies with the run. ``stop()`` stops it
(immediate shutdown) and deletes the directory. PostgreSQL refuses to run as root, so as root the programs
run as the ``postgres`` user (created if missing), who owns the directory.

When ``TABLETOP_TEST_POSTGRES`` names an existing server (a URL whose user may create databases), that
server is used instead and nothing is started; the databases the tests made there are dropped at the end.

``new_database()`` (or ``await new_database_async()``) creates an empty database with a unique name and
returns its URL; ``recycle_database_async(url)`` empties one after its test and keeps it for the next
``new_database_async`` under a new name (a copy of template0 costs the server a third of a second of CPU,
which 155 tests paid on two cores). The fixtures ``postgres_server`` and ``postgres_url`` in
``tests/conftest.py`` wrap this.
With neither the programs nor the variable, ``start()`` raises ``PostgresNotFound``, which says how to fix
it: the ``postgres_server`` fixture then skips its tests with that sentence, and under CI fails them
(``support.requirements``).

``until_a_lock_is_awaited(url)`` waits until a connection waits on the server for an advisory lock: the
tests of locks wait for that, not for a fixed time.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import os
import pwd
import re
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import TracebackType
from typing import TypeVar
from urllib.parse import unquote, urlsplit, urlunsplit

import asyncpg

ENV_VAR = "TABLETOP_TEST_POSTGRES"
NOT_FOUND = (
    "PostgreSQL server binaries not found: install Debian's postgresql package (apt-get install postgresql) "
    f"or set {ENV_VAR}=postgresql://..."
)
SERVER_PROGRAMS = ("postgres", "initdb", "pg_ctl")
SERVER_USER = "postgres"  # who runs the server when the tests run as root
DATABASE_PREFIX = "tabletop_test_"

# Test settings: the cluster is thrown away, so nothing needs to survive a crash.
_SETTINGS = {
    "listen_addresses": "'127.0.0.1'",
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    # No WAL kept for replicas: a table made in the transaction that fills it writes no WAL (a quarter of
    # the time the migrations take on a new database).
    "wal_level": "minimal",
    "max_wal_senders": "0",
    "max_connections": "200",
}
_PORT_ATTEMPTS = 5  # a free port can be taken by someone else between the probe and the server's bind
_T = TypeVar("_T")


class PostgresNotFound(RuntimeError):
    """Neither PostgreSQL's server programs nor ``TABLETOP_TEST_POSTGRES``: the message says how to fix it."""


class PostgresStartError(RuntimeError):
    """The server's programs were found but initdb or pg_ctl failed; the message ends with the server's log."""


def find_server_bindir(search_dirs: Sequence[Path] | None = None) -> Path | None:
    """The first directory holding ``postgres``, ``initdb`` and ``pg_ctl``, or None.

    ``search_dirs`` replaces the usual places (``pg_config --bindir``, ``/usr/lib/postgresql/*/bin`` newest
    first, the directories ``PATH`` leads to); the tests pass an empty directory to see the error."""
    candidates = list(search_dirs) if search_dirs is not None else _usual_bindirs()
    for directory in candidates:
        if all(os.access(directory / program, os.X_OK) for program in SERVER_PROGRAMS):
            return directory
    return None


def _usual_bindirs() -> list[Path]:
    candidates: list[Path] = []
    pg_config = shutil.which("pg_config")
    if pg_config is not None:
        with contextlib.suppress(OSError, subprocess.SubprocessError):
            out = subprocess.run(
                [pg_config, "--bindir"], capture_output=True, text=True, timeout=30, check=True
            ).stdout.strip()
            if out:
                candidates.append(Path(out))

    def version(path: Path) -> tuple[int, ...]:
        return tuple(int(part) for part in re.findall(r"\d+", path.parent.name))

    candidates += sorted(Path("/usr/lib/postgresql").glob("*/bin"), key=version, reverse=True)
    # On PATH the programs are often symlinks (Debian's are not on PATH at all): the directory of the
    # real file, where the other programs are, is what counts.
    for program in SERVER_PROGRAMS:
        found = shutil.which(program)
        if found is not None:
            candidates.append(Path(os.path.realpath(found)).parent)
    return candidates


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def database_url(url: str, database: str) -> str:
    """``url`` (a server's URL) pointing at ``database`` instead, user, password and query kept."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/" + database))


def _database_name(url: str) -> str:
    return unquote(urlsplit(url).path.lstrip("/"))


def _made_here(url: str) -> str:
    """The database name of ``url``, which must be one ``new_database`` made (the others are not ours)."""
    name = _database_name(url)
    if not name.startswith(DATABASE_PREFIX):
        raise ValueError(f"not a database made by new_database(): {url}")
    return name


def _quote_ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


# Schemas every database has, which emptying one leaves (``pg_temp_N`` and ``pg_toast_temp_N`` too).
_SYSTEM_SCHEMAS = (
    "nspname IN ('pg_catalog', 'information_schema', 'pg_toast') OR nspname LIKE 'pg\\_%temp\\_%'"
)


async def _close_connections(conn: asyncpg.Connection, name: str) -> None:
    """End every other connection to the database ``name`` and wait until they are gone."""
    others = "FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()"
    await conn.execute(f"SELECT pg_terminate_backend(pid) {others}", name)
    deadline = time.monotonic() + 30
    while await conn.fetchval(f"SELECT COUNT(*) {others}", name):
        if time.monotonic() > deadline:
            raise RuntimeError(f"connections to {name} did not end within 30 s")
        await asyncio.sleep(0.005)


async def _empty(conn: asyncpg.Connection) -> bool:
    """Drop every schema but the system's and make ``public`` again as a new database has it (owned by the
    database's owner, usable by everyone); True when nothing of the tests is left in the database."""
    schemas = await conn.fetch(f"SELECT nspname FROM pg_namespace WHERE NOT ({_SYSTEM_SCHEMAS})")
    for row in schemas:
        await conn.execute(f"DROP SCHEMA {_quote_ident(row['nspname'])} CASCADE")
    await conn.execute("CREATE SCHEMA public AUTHORIZATION pg_database_owner")
    await conn.execute("GRANT USAGE ON SCHEMA public TO PUBLIC")
    await conn.execute("COMMENT ON SCHEMA public IS 'standard public schema'")
    left = await conn.fetchval(
        "SELECT (SELECT COUNT(*) FROM pg_largeobject_metadata)"
        " + (SELECT COUNT(*) FROM pg_event_trigger) + (SELECT COUNT(*) FROM pg_publication)"
        " + (SELECT COUNT(*) FROM pg_extension WHERE extname <> 'plpgsql')"
        f" + (SELECT COUNT(*) FROM pg_namespace WHERE NOT ({_SYSTEM_SCHEMAS}) AND nspname <> 'public')"
    )
    return bool(left == 0)


def _run_blocking(make: Callable[[], Awaitable[_T]]) -> _T:
    """Run a coroutine to its end from sync code, also when this thread already runs an event loop (a
    sync fixture or helper called from an async test): then it runs on a loop of its own in a thread."""

    async def main() -> _T:
        return await make()

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(main())
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="postgres-test") as pool:
        return pool.submit(asyncio.run, main()).result()


class PostgresServer:
    """A PostgreSQL server for one test session: a throwaway cluster of its own, or the server at ``url``.

    Use it as a context services, or call ``start()`` and ``stop()``. ``url`` is the server's base URL
    (``postgresql://postgres@127.0.0.1:PORT/`` for its own cluster); ``new_database()`` gives a new empty
    database's URL. ``search_dirs`` replaces the usual places to look for the server's programs."""

    def __init__(
        self,
        url: str | None = None,
        *,
        search_dirs: Sequence[Path] | None = None,
        startup_timeout: float = 60.0,
    ) -> None:
        self._external_url = url
        self._search_dirs = search_dirs
        self._startup_timeout = startup_timeout
        self._url: str | None = None
        self._tmpdir: Path | None = None
        self._bindir: Path | None = None
        self._counter = itertools.count(1)
        self._created: list[str] = []  # databases made on an external server, dropped by stop()
        self._spare: list[str] = []  # emptied databases for new_database_async to hand out again
        self.startup_seconds: float | None = None  # how long start() took

    @classmethod
    def from_environment(
        cls, environ: Mapping[str, str] | None = None, *, search_dirs: Sequence[Path] | None = None
    ) -> PostgresServer:
        """The server named by ``TABLETOP_TEST_POSTGRES`` if it is set, else a cluster of its own."""
        env = os.environ if environ is None else environ
        return cls(env.get(ENV_VAR) or None, search_dirs=search_dirs)

    # -- life cycle ----------------------------------------------------------------------------------------

    @property
    def url(self) -> str:
        if self._url is None:
            raise RuntimeError("the PostgreSQL server is not started: call start() first")
        return self._url

    @property
    def external(self) -> bool:
        """True when the server is one given by URL (nothing started, nothing to stop)."""
        return self._external_url is not None

    @property
    def data_directory(self) -> Path | None:
        """The cluster's data directory (None for an external server or before start)."""
        return None if self._tmpdir is None else self._tmpdir / "data"

    def __enter__(self) -> PostgresServer:
        self.start()
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()

    def start(self) -> None:
        if self._url is not None:
            return
        began = time.perf_counter()
        if self._external_url is not None:
            self._url = self._external_url
        else:
            bindir = find_server_bindir(self._search_dirs)
            if bindir is None:
                error = PostgresNotFound(NOT_FOUND)
                looked = self._search_dirs if self._search_dirs is not None else _usual_bindirs()
                error.add_note(
                    "looked for postgres, initdb and pg_ctl in: " + (", ".join(map(str, looked)) or "nowhere")
                )
                raise error
            self._bindir = bindir
            try:
                self._start_cluster()
            except BaseException:
                self._remove_tmpdir()
                raise
        self.startup_seconds = time.perf_counter() - began

    def stop(self) -> None:
        """Stop the cluster and delete its directory; on an external server, drop the databases made."""
        try:
            if self._external_url is not None and self._url is not None and self._created:
                _run_blocking(self._drop_created)
            elif self._tmpdir is not None:
                self._stop_cluster()
        finally:
            self._remove_tmpdir()
            self._url = None

    # -- databases -----------------------------------------------------------------------------------------

    def new_database(self) -> str:
        """Create an empty database with a name of its own and return its URL. Callable from sync code,
        also while an event loop runs (in a test or fixture): ``new_database_async`` is the async form."""
        return _run_blocking(self.new_database_async)

    async def new_database_async(self) -> str:
        name = f"{DATABASE_PREFIX}{os.getpid()}_{next(self._counter)}_{secrets.token_hex(3)}"
        conn = await asyncpg.connect(self.url, timeout=30)
        try:
            if self._spare:
                # An emptied database (``recycle_database_async``) under the new name: copying template0
                # costs the server a third of a second of CPU, a rename nothing.
                spare = self._spare.pop()
                await conn.execute(f"ALTER DATABASE {_quote_ident(spare)} RENAME TO {_quote_ident(name)}")
                self._forget(spare)
            else:
                # template0: nothing a shared server's template1 may hold; empty is what a test expects.
                await conn.execute(f"CREATE DATABASE {_quote_ident(name)} TEMPLATE template0")
        finally:
            await conn.close()
        if self.external:
            self._created.append(name)
        return database_url(self.url, name)

    async def recycle_database_async(self, url: str) -> None:
        """Like ``drop_database_async``, but keep the database for a later ``new_database_async``: its
        connections closed, every schema but the system's dropped and an empty ``public`` made again, under
        a spare name (the test's name is gone at once, as after a drop). If anything is left in it after that
        (an object outside any schema the tests make), it is dropped instead."""
        name = _made_here(url)
        spare = f"{DATABASE_PREFIX}{os.getpid()}_spare_{next(self._counter)}"
        emptied = False
        conn = await asyncpg.connect(self.url, timeout=30)
        try:
            await _close_connections(conn, name)
            await conn.execute(f"ALTER DATABASE {_quote_ident(name)} RESET ALL")
            inside = await asyncpg.connect(url, timeout=30)
            try:
                emptied = await _empty(inside)
            finally:
                await inside.close()
            await _close_connections(conn, name)
            if emptied:
                await conn.execute(f"ALTER DATABASE {_quote_ident(name)} RENAME TO {_quote_ident(spare)}")
        except asyncpg.PostgresError:
            emptied = False  # a connection came back in between, say: dropped instead, below
        finally:
            if not emptied:
                await conn.execute(f"DROP DATABASE IF EXISTS {_quote_ident(name)} WITH (FORCE)")
            await conn.close()
        self._forget(name)
        if not emptied:
            return
        if self.external:
            self._created.append(spare)
        self._spare.append(spare)

    def _forget(self, name: str) -> None:
        with contextlib.suppress(ValueError):
            self._created.remove(name)

    def drop_database(self, url: str) -> None:
        _run_blocking(lambda: self.drop_database_async(url))

    async def drop_database_async(self, url: str) -> None:
        """Drop a database that ``new_database`` made, closing any connection still open to it."""
        name = _made_here(url)
        conn = await asyncpg.connect(self.url, timeout=30)
        try:
            await conn.execute(f"DROP DATABASE IF EXISTS {_quote_ident(name)} WITH (FORCE)")
        finally:
            await conn.close()
        self._forget(name)

    async def _drop_created(self) -> None:
        for name in list(self._created):
            await self.drop_database_async(database_url(self.url, name))

    # -- the cluster ---------------------------------------------------------------------------------------

    def _as_server_user(self, command: list[str]) -> list[str]:
        if os.geteuid() != 0:
            return command
        runuser = shutil.which("runuser")
        if runuser is None:
            raise PostgresStartError(
                "running as root, PostgreSQL must run as another user, and runuser is missing"
            )
        return [runuser, "-u", SERVER_USER, "--", *command]

    def _run(self, command: list[str], timeout: float) -> None:
        assert self._tmpdir is not None
        env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
        done = subprocess.run(
            self._as_server_user(command),
            cwd=self._tmpdir,  # the server user may not be allowed into the caller's directory
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
        if done.returncode != 0:
            raise PostgresStartError(
                f"{Path(command[0]).name} failed (exit {done.returncode}):\n{done.stdout}{done.stderr}{self._log_tail()}"
            )

    def _start_cluster(self) -> None:
        assert self._bindir is not None
        self._tmpdir = Path(tempfile.mkdtemp(prefix="tabletop-pg-", dir=self._tmp_parent()))
        if os.geteuid() == 0:
            user = _ensure_server_user()
            os.chown(self._tmpdir, user.pw_uid, user.pw_gid)
        data = self._tmpdir / "data"
        self._run(
            [
                str(self._bindir / "initdb"),
                "--pgdata", str(data),
                "--auth", "trust",
                "--username", SERVER_USER,
                "--encoding", "UTF8",
                "--locale", "C.UTF-8" if _has_c_utf8() else "C",
                "--no-sync",
            ],
            timeout=180,
        )  # fmt: skip
        settings = {**_SETTINGS, "unix_socket_directories": "'" + str(self._tmpdir).replace("'", "''") + "'"}
        with (data / "postgresql.conf").open("a", encoding="utf-8") as conf:
            conf.write("\n# tests/support/postgres.py: a throwaway cluster for the tests\n")
            conf.writelines(f"{key} = {value}\n" for key, value in settings.items())
        for attempt in range(1, _PORT_ATTEMPTS + 1):
            port = _free_port()
            log_start = self._log_path().stat().st_size if self._log_path().exists() else 0
            try:
                self._run(
                    [
                        str(self._bindir / "pg_ctl"),
                        "--pgdata", str(data),
                        "--log", str(self._log_path()),
                        "--options", f"-p {port}",
                        "--wait", "--timeout", str(int(self._startup_timeout)),
                        "start",
                    ],
                    timeout=self._startup_timeout + 30,
                )  # fmt: skip
            except PostgresStartError:
                log = (
                    self._log_path().read_text(errors="replace")[log_start:]
                    if self._log_path().exists()
                    else ""
                )
                if attempt < _PORT_ATTEMPTS and "could not bind" in log:
                    continue
                raise
            self._url = f"postgresql://{SERVER_USER}@127.0.0.1:{port}/"
            return

    def _stop_cluster(self) -> None:
        data = self.data_directory
        if self._bindir is None or data is None or not (data / "postmaster.pid").exists():
            return
        try:
            self._run(
                [
                    str(self._bindir / "pg_ctl"),
                    "--pgdata",
                    str(data),
                    "--mode",
                    "immediate",
                    "--wait",
                    "stop",
                ],
                60,
            )
        except (PostgresStartError, subprocess.TimeoutExpired):
            # pg_ctl could not stop it: end the postmaster this object started, by the pid it wrote.
            with contextlib.suppress(OSError, ValueError, IndexError):
                pid = int((data / "postmaster.pid").read_text().splitlines()[0])
                os.kill(pid, signal.SIGQUIT)  # PostgreSQL's immediate shutdown

    def _remove_tmpdir(self) -> None:
        if self._tmpdir is not None:
            shutil.rmtree(self._tmpdir, ignore_errors=True)
            self._tmpdir = None

    def _log_path(self) -> Path:
        assert self._tmpdir is not None
        return self._tmpdir / "server.log"

    def _log_tail(self, lines: int = 30) -> str:
        if self._tmpdir is None or not self._log_path().exists():
            return ""
        tail = self._log_path().read_text(errors="replace").splitlines()[-lines:]
        return "\nserver log (last lines):\n" + "\n".join(tail)

    @staticmethod
    def _tmp_parent() -> str:
        """Where the temporary directory goes: the usual one, unless the server user (as root) could not
        reach it (a TMPDIR under /root, say); /tmp then."""
        parent = tempfile.gettempdir()
        if os.geteuid() != 0:
            return parent
        path = Path(parent).resolve()
        for directory in (path, *path.parents):
            if not directory.stat().st_mode & 0o001:
                return "/tmp"
        return parent


def _ensure_server_user() -> pwd.struct_passwd:
    try:
        return pwd.getpwnam(SERVER_USER)
    except KeyError:
        subprocess.run(["useradd", "--system", "--user-group", SERVER_USER], check=True, timeout=60)
        return pwd.getpwnam(SERVER_USER)


def _has_c_utf8() -> bool:
    """Whether the C.UTF-8 locale exists (Debian ships it in libc-bin): UTF-8
    character classes with byte-order sorting. Else the plain C locale, which goes with any encoding."""
    return any(Path("/usr/lib/locale", name).exists() for name in ("C.utf8", "C.UTF-8"))


async def until_a_lock_is_awaited(url: str, timeout: float = 30.0) -> None:
    """Until a connection to ``url``'s database waits on the server for an advisory lock another one holds
    (a row of ``pg_locks`` not granted): the event that proves a task is blocked in ``session_lock``, where
    a test would otherwise sleep and hope."""
    conn = await asyncpg.connect(url, timeout=30)
    try:
        deadline = time.monotonic() + timeout
        query = (
            "SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
            " AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
        )
        while not await conn.fetchval(query):
            if time.monotonic() > deadline:
                raise AssertionError(f"nobody waited for an advisory lock within {timeout}s")
            await asyncio.sleep(0.01)
    finally:
        await conn.close()
