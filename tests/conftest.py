"""Fixtures shared by every test module. Keep them generic: one database file per test, opened fresh; the
fake Discord and the people in it for the end-to-end tests (``support.harness`` has the rest of that
harness). ``tests/test_fakediscord.py`` defines its own ``fake`` and ``world`` for its demo bot.

The suite runs in parallel (pytest-xdist, README's test command): each worker is a process of its own with
its own temporary directories, its own fake Discord per test on a port the system picks, and its own
PostgreSQL server (``postgres_server``). Each worker's share of the tests opens with long ones
(``support.schedule``), so that none is started late and holds up the last minute of the run."""

from __future__ import annotations

import asyncio
import gc
import io
import os
import secrets
import threading
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from bot.store import Storage
from support import dealing, schedule
from support.bytecode import compile_once
from support.fakediscord import FakeDiscord, Perm
from support.harness import World
from support.requirements import missing, strict
from support.strictfake import checked_fake

if TYPE_CHECKING:
    from support.postgres import PostgresServer


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--record-timings",
        metavar="PATH",
        help="write each test of a second or more and its seconds to PATH (tests/timings.json orders the run)",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under ``--dist worksteal``, each worker's share of the tests opens with long ones (support.schedule)."""
    schedule.order(config, items)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Once the tests are collected, what was imported is moved out of the garbage collector's sight
    (``gc.freeze``: modules, classes, catalogues, schemas live as long as the process) and collections run
    less often than Python's default: the tests' engines, boards and fakes allocate objects by the million,
    and at the default thresholds the collector walked them again and again, a tenth of a test worker's
    CPU. Nothing a test checks depends on when garbage is collected (those that check what is freed
    collect it themselves)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_YOUNGEST, GC_OLDER, GC_OLDER)


GC_YOUNGEST = 20_000  # allocations before the youngest generation is collected (Python's default: 700)
GC_OLDER = 20  # collections of the younger generation before the next one's (default: 10)


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node: Any) -> None:
    schedule.tell_worker(node.config, node.workerinput)


@pytest.fixture(autouse=True)
def deal_seed(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> int:
    """Every deal a test makes through the lobby or the queue (the game's seed, a random seat order, the
    queue's lots) and every tournament's seed (its random seeding draw) is drawn from one seed of the test's
    own instead of ``secrets`` (``support.dealing``), in its process and in every bot it starts as a process
    of its own with ``dealing.bot_command``: a failure on a rare deal names the seed
    (``pytest_runtest_makereport`` below) and ``TABLETOP_TEST_SEED=<seed>`` deals it again. Ids and tokens
    still come from ``secrets``."""
    seed = int(os.environ.get(dealing.SEED_VARIABLE) or secrets.randbits(32))
    dealing.install(seed, setattr=monkeypatch.setattr)
    monkeypatch.setenv(dealing.SEED_VARIABLE, str(seed))  # for the processes it starts
    request.node.stash[DEAL_SEED] = seed
    return seed


DEAL_SEED = pytest.StashKey[int]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    report = yield
    seed = item.stash.get(DEAL_SEED, None)
    if report.failed and seed is not None:
        report.sections.append(
            ("deal seed", f"Deals were drawn from seed {seed}: rerun with TABLETOP_TEST_SEED={seed}")
        )
    hung = item.stash.get(HUNG, None)
    if report.failed and hung is not None:
        report.sections.append(("asyncio tasks when it hung", hung))
    elif hung is not None and report.when == "call":
        # It ended once its task was cancelled, without failing: something waited for nothing. Said in the
        # run's warnings, with where every task waited, so that the wait can be found.
        item.warn(pytest.PytestWarning(f"waited {WATCHDOG_SECONDS:g} s for nothing; its tasks then:\n{hung}"))
    return report


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """A database file of this test's own (not created until something opens it)."""
    return tmp_path / "host.sqlite3"


BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(params=BACKENDS)
def database(request: pytest.FixtureRequest, db_path: Path) -> Path | str:
    """A database of this test's own on each backend in turn: a SQLite file (``db_path``), then an empty
    PostgreSQL database (``postgres_url``; the server starts with the first test that needs it)."""
    if request.param == "sqlite":
        return db_path
    url: str = request.getfixturevalue("postgres_url")
    return url


@pytest.fixture
async def storage(database: Path | str) -> AsyncIterator[Storage]:
    """A migrated Storage on ``database`` (both backends); ``durable=False`` skips SQLite's fsync per
    commit, which tests do not need."""
    opened = await Storage.open(database, durable=False)
    try:
        yield opened
    finally:
        await opened.close()


@pytest.fixture
async def fake(caplog: pytest.LogCaptureFixture) -> AsyncIterator[FakeDiscord]:
    # Like Discord, the fake refuses a callback that comes more than 3 seconds after the click (10062),
    # and fake.check() then fails the test: every interaction must be answered in time.
    async with checked_fake(caplog, interaction_deadline=3.0) as fake:
        yield fake


@pytest.fixture
def world(fake: FakeDiscord) -> World:
    guild = fake.add_guild("Penguin Club")
    channel = fake.add_text_channel(guild, "games")
    mods = fake.add_role(guild, "Mods", permissions=Perm.MANAGE_GUILD)
    return World(
        guild,
        channel,
        fake.add_user("alice"),
        fake.add_user("bob"),
        fake.add_user("carol", dms_open=False),
        fake.add_user("dana", roles=[mods]),
    )


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """A PostgreSQL server for the whole session, started when a test first asks for it (so runs that
    never touch PostgreSQL start none): a throwaway cluster, or the server ``TABLETOP_TEST_POSTGRES`` names.
    Without either, its tests are skipped saying how to get one, and under CI they fail
    (``support.requirements``). ``support.postgres`` has the details.

    In a parallel run the session is the worker's: each worker starts a cluster of its own (in its own
    temporary directory, on a free port; under a second each), or, on the named server, makes databases
    whose names carry its process id and drops only those."""
    # Imported here: runs that never use PostgreSQL load no driver.
    from support.postgres import NOT_FOUND, PostgresNotFound, PostgresServer

    server = PostgresServer.from_environment()
    try:
        server.start()
    except PostgresNotFound:
        missing("PostgreSQL's server programs", NOT_FOUND.split(": ", 1)[1])
    with server:
        yield server


@pytest.fixture
async def postgres_url(postgres_server: PostgresServer) -> AsyncIterator[str]:
    """The URL of an empty database of this test's own on ``postgres_server``, emptied after the test
    (connections still open to it are closed) and handed out again under a new name: a new one costs the
    server a third of a second of CPU (``PostgresServer.recycle_database_async``)."""
    url = await postgres_server.new_database_async()
    yield url
    await postgres_server.recycle_database_async(url)


# ---- CI runs every test: under TABLETOP_TEST_STRICT a skipped test fails the run (support.requirements) ----

_SKIPPED: list[str] = []


def pytest_configure(config: pytest.Config) -> None:
    compile_once(config)
    recording = config.getoption("record_timings")
    if recording:
        config.pluginmanager.register(schedule.Recorder(Path(recording)), "tabletop-timings")


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.skipped and not hasattr(report, "wasxfail"):
        _SKIPPED.append(report.nodeid)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if strict() and _SKIPPED and not hasattr(session.config, "workerinput"):
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    if strict() and _SKIPPED:
        terminalreporter.write_line(
            f"{len(_SKIPPED)} tests were skipped, and CI runs every test: {', '.join(_SKIPPED[:5])}", red=True
        )


# ---- a hung test tells where it hangs -----------------------------------------------------------------

WATCHDOG_SECONDS = float(os.environ.get("TABLETOP_TEST_WATCHDOG") or 270)  # before pytest-timeout's 300
HUNG = pytest.StashKey[str]()


@pytest.fixture(autouse=True)
def watchdog(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test still running after ``WATCHDOG_SECONDS``: every asyncio task of its event loop is written into
    its report with the line it waits at, and the test's own task is cancelled so that the test fails
    there (rather than being killed by pytest-timeout with nothing said of its tasks)."""

    def fire() -> None:
        loops = [o for o in gc.get_objects() if isinstance(o, asyncio.AbstractEventLoop) and o.is_running()]
        for loop in loops:
            loop.call_soon_threadsafe(_dump_and_cancel, loop, request.node)

    timer = threading.Timer(WATCHDOG_SECONDS, fire)
    timer.daemon = True
    timer.start()
    yield
    timer.cancel()


def _dump_and_cancel(loop: asyncio.AbstractEventLoop, item: pytest.Item) -> None:
    tasks = asyncio.all_tasks(loop)
    out = io.StringIO()
    for task in sorted(tasks, key=lambda t: t.get_name()):
        print(f"--- {task!r}", file=out)
        task.print_stack(file=out)
    item.stash[HUNG] = out.getvalue()
    name = getattr(item, "originalname", item.name)
    for task in tasks:  # the test's own coroutine, as pytest-asyncio runs it
        if getattr(task.get_coro(), "__name__", None) == name:
            task.cancel(f"hung for {WATCHDOG_SECONDS:g} s: every task's stack is in the report")
