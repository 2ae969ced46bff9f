"""Scale: many stored games, many active games, and one or two processes on one database.

For each backend (SQLite, the bot's default, with ``durable=True``: an fsync per commit; PostgreSQL on a
throwaway server, see below) it measures, each number the median of ``--runs`` runs:

  ready       a fresh bot process, from its spawn to ``on_ready``, on a database holding ``--games`` running
              games (and on an empty one, the baseline): the real ``TabletopBot`` (migrations, cogs, command
              sync, ``Host.resume``) against the fake Discord, which runs in this process, so the bot's
              process holds nothing but the bot; with its peak RSS at ready and, once ready, the time of
              the queries the bot runs at start and then every few seconds (median of five calls after
              a first, which also prepares the statement)
  memory      a fresh process that loads every stored game and makes one move in each through
              ``MoveService.submit`` (the first legal choice of a seat that must act), keeping every
              game it got back in memory; its RSS before and after, and the peak
  moves       worker processes, each its own Storage and Services on the one database, each running
              ``--concurrency`` tasks that submit moves in a closed loop on games of their own (disjoint):
              total moves/s with one process and with two, their ratio, and the p50/p99 of one submit

The games are Gentoo Rules with two people, started through the session pipeline (lobby, join, start)
and marked as shown (a board message and its step), as in a bot that has been running for a while.
PostgreSQL: ``tests/support/postgres.py`` starts a throwaway cluster (or uses TABLETOP_TEST_POSTGRES);
its test settings switch fsync and synchronous_commit off, so after the fill this script switches them on
again (ALTER SYSTEM, then a reload) and the tables say what the server had; and it runs VACUUM ANALYZE
after the fill, as autovacuum would have (``Backend._analyze``). Prints tables; asserts nothing.

The moves are measured twice: with no limit (the processes and the PostgreSQL server share this
machine's cores), and with each bot process held to ``--cap`` of a core by a cgroup (``CpuCap``; needs
root), as a container's CPU limit would: then one process and two each have the same CPU of their own,
and the server has the rest, so the ratio shows what a second process adds rather than what the cores
had left.

    .venv/bin/python bench/scale.py [--games 10000] [--seconds 10] [--runs 3] [--backend both]
    .venv/bin/python bench/scale.py --quick      # 1,000 games, 3 s, 1 run
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

_T_MAIN = time.time()  # a child process's first moment in this script (before any bot import)

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

if TYPE_CHECKING:
    from bot.services import Services
    from bot.session.game import Game

GAME = "gentoo"
GUILD = 1
CHANNEL0 = 10**9  # channel ids of the filled games: CHANNEL0 + i
MESSAGE0 = 2 * 10**9  # their board messages (made up: the bot only needs to know there is one)
USER0 = 10**6  # their people: USER0 + 2i and USER0 + 2i + 1
FRESH0 = 10**11  # ids for games a worker starts when one of its games ends
WARMUP = 1.0  # seconds of moves before a timed window
FILL_BATCH = 100  # games started at once while filling
CHILD_TIMEOUT = 600


# ---- small helpers ----------------------------------------------------------------------------------


def pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def median(values: Sequence[float]) -> float:
    present = [v for v in values if v == v]  # not NaN
    return statistics.median(present) if present else float("nan")


def memory_kb() -> dict[str, int]:
    """VmRSS and VmHWM (peak) of this process, in KB (Linux /proc)."""
    found: dict[str, int] = {}
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                found[key] = int(value.split()[0])
    if "VmHWM" not in found:
        found["VmHWM"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return found


def cpu_seconds() -> float:
    """CPU time of this process, every thread (aiosqlite's worker too)."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def machine_cpu() -> tuple[float, float]:
    """(busy, total) jiffies of every core since boot, from /proc/stat."""
    with open("/proc/stat", encoding="ascii") as stat:
        fields = [float(x) for x in stat.readline().split()[1:]]
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0.0)
    return sum(fields) - idle, sum(fields)


def process_tree_cpu(root_pid: int) -> float:
    """CPU seconds used so far by ``root_pid`` and every process under it (PostgreSQL's backends)."""
    tick = os.sysconf("SC_CLK_TCK")
    parents: dict[int, int] = {}
    used: dict[int, float] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as stat:
                text = stat.read()
        except OSError:
            continue
        rest = text[text.rfind(")") + 2 :].split()
        parents[int(entry)] = int(rest[1])
        used[int(entry)] = (float(rest[11]) + float(rest[12])) / tick
    total = 0.0
    for pid in used:
        walk = pid
        for _ in range(8):
            if walk == root_pid:
                total += used[pid]
                break
            walk = parents.get(walk, 0)
            if walk <= 1:
                break
    return total


def describe_machine() -> str:
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            model = next(line.split(":", 1)[1].strip() for line in info if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return f"{os.cpu_count()} cores ({model}), Python {platform.python_version()}, SQLite {sqlite3.sqlite_version}"


class CpuCap:
    """A cgroup that holds the processes put in it to ``cores`` of one core's time (the kernel's CFS
    bandwidth control: ``cores`` x 10 ms of CPU in every 10 ms), as a container's CPU limit does. Each
    worker of a capped run gets its own, so each bot process has the same budget whether one or two run,
    and the database server (not capped) has the rest of the machine. cgroup v1's cpu controller or v2's
    cpu.max; needs root. ``unavailable()`` says why a cap cannot be set here, or None."""

    V1 = Path("/sys/fs/cgroup/cpu")
    V2 = Path("/sys/fs/cgroup")
    PERIOD_US = 10_000

    def __init__(self, name: str, cores: float) -> None:
        self.cores = cores
        quota = max(1000, int(cores * self.PERIOD_US))
        if (self.V1 / "cpu.cfs_quota_us").exists():
            self.path = self.V1 / name
            self.path.mkdir()
            (self.path / "cpu.cfs_period_us").write_text(str(self.PERIOD_US))
            (self.path / "cpu.cfs_quota_us").write_text(str(quota))
        else:
            self.path = self.V2 / name
            self.path.mkdir()
            (self.path / "cpu.max").write_text(f"{quota} {self.PERIOD_US}")

    @classmethod
    def unavailable(cls) -> str | None:
        if (cls.V1 / "cpu.cfs_quota_us").exists():
            writable = os.access(cls.V1, os.W_OK)
        elif "cpu" in _read(cls.V2 / "cgroup.subtree_control").split():
            writable = os.access(cls.V2, os.W_OK)
        else:
            return "no cgroup cpu controller here"
        return None if writable else "the cgroup cpu controller is not writable (run as root)"

    def add(self, pid: int) -> None:
        """Put a process (all its threads, and those it starts later) under the cap."""
        (self.path / "cgroup.procs").write_text(str(pid))

    def throttled_seconds(self) -> float:
        """How long the kernel has held the cgroup's processes back for their budget."""
        for line in _read(self.path / "cpu.stat").splitlines():
            key, _, value = line.partition(" ")
            if key == "throttled_time":  # v1, ns
                return int(value) / 1e9
            if key == "throttled_usec":  # v2
                return int(value) / 1e6
        return 0.0

    def remove(self) -> None:
        """Remove the cgroup once its processes have exited."""
        for _ in range(50):
            try:
                self.path.rmdir()
                return
            except OSError:
                time.sleep(0.1)


def _read(path: Path) -> str:
    try:
        return path.read_text()
    except OSError:
        return ""


def run_child(mode: str, config: dict[str, Any]) -> dict[str, Any]:
    """Run this script as a child in ``mode`` and return the JSON it prints last."""
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--child", mode, json.dumps(config)],
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"child {mode} failed ({done.returncode}):\n{done.stderr[-4000:]}")
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def choose_move(game: Game, rng: random.Random | None) -> tuple[int, int, str]:
    """(user id, n, action id) of a move a person could click now: a seat that must act, and one of its
    choices that is not a "back" (the first, or a random one with ``rng``)."""
    seats = sorted(game.to_act)
    seat = seats[0] if rng is None else rng.choice(seats)
    choices = [c for c in game.choices(seat) if not c.back]
    choice = choices[0] if rng is None else rng.choice(choices)
    user = game.session.seats[seat].user_id
    assert user is not None
    return user, game.n(seat), choice.action_id


async def start_game(services: Services, channel: int, first_user: int, *, shown: bool) -> Game:
    """A Gentoo Rules game between two people, through the lobby like /game new, Join and Start; with
    ``shown``, its board recorded as posted (as the publisher does after a start)."""
    lobby = await services.lobby.create_lobby(GUILD, channel, first_user, f"P{first_user}", GAME)
    await services.lobby.join(lobby.id, first_user + 1, f"P{first_user + 1}")
    game = await services.lobby.start(lobby.id, first_user)
    if shown:
        assert game.state is not None
        await services.storage.sessions.set_board_message(game.id, MESSAGE0 + channel - CHANNEL0)
        await services.storage.sessions.shown(game.id, game.state.step)
    return game


# ---- backends -------------------------------------------------------------------------------------------


@dataclass
class Backend:
    name: str  # "sqlite" or "postgresql"
    title: str
    workdir: Path
    full: str = ""  # the database holding the games
    empty: str = ""  # an empty, migrated database (the baseline for ready)
    notes: list[str] = field(default_factory=list)
    fill_seconds: float = 0.0
    server: Any = None  # PostgresServer
    server_pid: int | None = None

    async def prepare(self, games: int) -> list[str]:
        from bot.store import Storage

        if self.name == "sqlite":
            self.full = str(self.workdir / "games.sqlite3")
            self.empty = str(self.workdir / "empty.sqlite3")
        else:
            from support.postgres import PostgresServer

            self.server = PostgresServer.from_environment()
            self.server.start()
            self.full = await self.server.new_database_async()
            self.empty = await self.server.new_database_async()
            data = self.server.data_directory
            if data is not None and (data / "postmaster.pid").exists():
                self.server_pid = int((data / "postmaster.pid").read_text().splitlines()[0])
        storage = await Storage.open(self.empty)
        await storage.close()
        began = time.perf_counter()
        # The fill is not measured: SQLite fills without an fsync per commit (synchronous=NORMAL).
        ids = await fill(self.full, games, durable=False)
        self.fill_seconds = time.perf_counter() - began
        if self.name == "postgresql":
            await self._analyze()
            self.notes.append(await self._durable_server())
        else:
            self.notes.append("SQLite: durable=True (synchronous=FULL, WAL), the bot's default")
        return ids

    async def _analyze(self) -> None:
        """VACUUM ANALYZE the filled database, as autovacuum would have done many times while a real one
        gathered 10,000 games over days: a database filled a moment ago has no statistics yet, and its
        planner, which believes the tables nearly empty, picks plans no running bot would see (next_due
        read all 10,000 open deadlines, 29 ms, instead of the first one through its index, 0.03 ms)."""
        import asyncpg

        conn = await asyncpg.connect(self.full)
        try:
            await conn.execute("VACUUM ANALYZE")
        finally:
            await conn.close()

    async def _durable_server(self) -> str:
        """Switch the test cluster's fsync and synchronous_commit back on, and say what the server has."""
        import asyncpg

        conn = await asyncpg.connect(self.server.url)
        try:
            if not self.server.external:
                for setting in ("fsync", "synchronous_commit", "full_page_writes"):
                    await conn.execute(f"ALTER SYSTEM SET {setting} = on")
                await conn.execute("SELECT pg_reload_conf()")
                await asyncio.sleep(0.5)
        finally:
            await conn.close()
        conn = await asyncpg.connect(self.server.url)
        try:
            shown = {
                s: await conn.fetchval(f"SHOW {s}")
                for s in (
                    "server_version",
                    "fsync",
                    "synchronous_commit",
                    "full_page_writes",
                    "shared_buffers",
                )
            }
        finally:
            await conn.close()
        where = (
            "given by TABLETOP_TEST_POSTGRES" if self.server.external else "throwaway cluster, same machine"
        )
        return (
            f"PostgreSQL {shown['server_version'].split()[0]} ({where}): fsync={shown['fsync']},"
            f" synchronous_commit={shown['synchronous_commit']}, full_page_writes={shown['full_page_writes']},"
            f" shared_buffers={shown['shared_buffers']}"
            + (
                ""
                if self.server.external
                else " (the test settings turn these off; set on here by ALTER SYSTEM)"
            )
        )

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()


async def fill(target: str, games: int, *, durable: bool) -> list[str]:
    """Start ``games`` games through the session pipeline, ``FILL_BATCH`` at a time."""
    from bot.catalogue.registry import GAMES
    from bot.services import build_services
    from bot.store import Storage

    storage = await Storage.open(target, durable=durable)
    services = build_services(storage, GAMES.engines)
    ids: list[str] = []
    try:
        for first in range(0, games, FILL_BATCH):
            batch = range(first, min(games, first + FILL_BATCH))
            started = await asyncio.gather(
                *(start_game(services, CHANNEL0 + i, USER0 + 2 * i, shown=True) for i in batch)
            )
            ids += [g.id for g in started]
            if first % 2000 == 0 and first:
                print(f"  filled {first:,} games", file=sys.stderr, flush=True)
    finally:
        await storage.close()
    return ids


# ---- 1. start to ready ----------------------------------------------------------------------------------


async def ready_runs(targets: dict[str, str], runs: int) -> dict[str, list[dict[str, Any]]]:
    """Spawn a bot process ``runs`` times per target; the fake Discord serves it from this process."""
    from support.fakediscord import FakeDiscord

    found: dict[str, list[dict[str, Any]]] = {key: [] for key in targets}
    async with FakeDiscord(validate_requests=False) as fake:
        guild = fake.add_guild("Bench")
        fake.add_text_channel(guild, "games")
        for _ in range(runs):
            for key, target in targets.items():
                with tempfile.TemporaryDirectory() as tmp:
                    config = {
                        "target": target,
                        "api": fake.api_base,
                        "gateway": fake.gateway_url,
                        "token": fake.token,
                        "health": str(Path(tmp) / "health.json"),
                        "spawned": time.time(),
                    }
                    proc = await asyncio.create_subprocess_exec(
                        sys.executable,
                        str(Path(__file__).resolve()),
                        "--child",
                        "ready",
                        json.dumps(config),
                        stdout=asyncio.subprocess.PIPE,
                        stderr=asyncio.subprocess.PIPE,
                    )
                    out, err = await asyncio.wait_for(proc.communicate(), CHILD_TIMEOUT)
                    if proc.returncode != 0:
                        raise RuntimeError(f"ready child failed:\n{err.decode()[-4000:]}")
                    found[key].append(json.loads(out.decode().strip().splitlines()[-1]))
    return found


def child_ready(config: dict[str, Any]) -> dict[str, Any]:
    """The bot, as ``python -m bot run`` makes it, until it is ready; then the start's queries once more."""
    spawned = float(config["spawned"])
    from bot.client import TabletopBot, point_at
    from bot.config import Settings
    from bot.discordside.wiring import Wiring
    from bot.store import Storage

    marks: dict[str, float] = {"main": _T_MAIN, "imported": time.time()}
    durations: dict[str, float] = {}

    def timed(owner: Any, name: str, key: str) -> None:
        original = getattr(owner, name)

        async def wrapper(*args: Any, **kwargs: Any) -> Any:
            began = time.perf_counter()
            try:
                return await original(*args, **kwargs)
            finally:
                durations[key] = durations.get(key, 0.0) + time.perf_counter() - began

        setattr(owner, name, wrapper)

    timed(Storage, "open", "storage_open")
    timed(Wiring, "resume", "resume")

    class TimedBot(TabletopBot):
        async def setup_hook(self) -> None:
            marks["setup_start"] = time.time()
            await super().setup_hook()
            marks["setup_end"] = time.time()

    settings = Settings(
        discord_token=config["token"],
        database_path=config["target"],
        discord_api_base_url=config["api"],
        discord_gateway_url=config["gateway"],
        health_path=Path(config["health"]),
    )
    point_at(settings)
    # discord.py waits guild_ready_timeout (2 s by default) after the last GUILD_CREATE before on_ready;
    # clicks are taken before that, so the wait is cut to 0.05 s here as in bench/e2e.py.
    bot = TimedBot(settings, guild_ready_timeout=0.05)
    queries: dict[str, float] = {}

    async def run() -> dict[str, int]:
        task = asyncio.create_task(bot.start(settings.discord_token.get_secret_value()))
        await asyncio.wait_for(bot.wait_until_ready(), 120)
        marks["ready"] = time.time()
        memory = memory_kb()
        # What resume ran, and what the timer loop and the watch run every few seconds from now on.
        storage = bot.storage
        checks: dict[str, Callable[[], Any]] = {
            "unpublished": lambda: storage.sessions.unpublished(),
            "ai_turns_owed": lambda: storage.deadlines.ai_turns_owed(storage.clock()),
            "due_reminders": lambda: storage.deadlines.due(storage.clock()),
            "next_due": lambda: storage.deadlines.next_due(),
            # /tabletop games (cogs/admin/admin.py): the server's oldest open games, every game in one server here
            "tabletop_games": lambda: storage.sessions.active_in_guild(GUILD, limit=31),
        }
        for name, call in checks.items():
            # As the loops run them, again and again: the first call also prepares the statement on its
            # connection (PostgreSQL), so it is not timed; the median of the next five is.
            await call()
            times = []
            for _ in range(5):
                began = time.perf_counter()
                await call()
                times.append(time.perf_counter() - began)
            queries[name] = statistics.median(times)
        await bot.close()
        await task
        return memory

    memory = asyncio.run(run())
    return {
        "interpreter": marks["main"] - spawned,
        "imports": marks["imported"] - marks["main"],
        "login": marks["setup_start"] - marks["imported"],
        "setup_hook": marks["setup_end"] - marks["setup_start"],
        "storage_open": durations.get("storage_open", float("nan")),
        "resume": durations.get("resume", float("nan")),
        "gateway": marks["ready"] - marks["setup_end"],
        "total": marks["ready"] - spawned,
        "rss_kb": memory["VmRSS"],
        "hwm_kb": memory["VmHWM"],
        "queries": queries,
    }


# ---- 2. memory with every game active -------------------------------------------------------------------


def child_memory(config: dict[str, Any]) -> dict[str, Any]:
    from bot.catalogue.registry import GAMES
    from bot.services import build_services
    from bot.store import Storage

    ids: list[str] = json.loads(Path(config["ids"]).read_text())
    concurrency = int(config["concurrency"])

    async def run() -> dict[str, Any]:
        storage = await Storage.open(config["target"], durable=True)
        services = build_services(storage, GAMES.engines)
        before = memory_kb()
        kept: dict[str, Game] = {}
        latencies: list[float] = []
        queue = iter(ids)

        async def worker() -> None:
            for session_id in queue:
                game = await services.games.load(session_id)
                if not game.to_act:
                    continue
                user, n, action_id = choose_move(game, None)
                began = time.perf_counter()
                result = await services.moves.submit(session_id, user, n, action_id)
                latencies.append(time.perf_counter() - began)
                kept[session_id] = result.game

        began = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(concurrency)))
        elapsed = time.perf_counter() - began
        after = memory_kb()
        await storage.close()
        return {
            "games": len(kept),
            "seconds": elapsed,
            "rss_before_kb": before["VmRSS"],
            "rss_after_kb": after["VmRSS"],
            "hwm_kb": after["VmHWM"],
            "p50": pct(latencies, 0.5),
            "p99": pct(latencies, 0.99),
        }

    return asyncio.run(run())


# ---- 3. moves per second, one process and two -----------------------------------------------------------


def child_worker(config: dict[str, Any]) -> dict[str, Any]:
    """One bot-like process: its own Storage and Services, ``concurrency`` tasks, each playing its
    own games in turn. Prints "ready" once its games are loaded, starts on "go" (stdin), prints its
    result, and exits on the next line."""
    from bot.catalogue.registry import GAMES
    from bot.services import build_services
    from bot.store import Storage
    from engines.base import GameError

    ids: list[str] = config["ids"]
    concurrency, seconds, warmup = (
        int(config["concurrency"]),
        float(config["seconds"]),
        float(config["warmup"]),
    )
    fresh = int(config["fresh"])

    async def run() -> dict[str, Any]:
        storage = await Storage.open(config["target"], durable=True)
        services = build_services(storage, GAMES.engines)
        games = list(await asyncio.gather(*(services.games.load(i) for i in ids)))
        slots = [games[k::concurrency] for k in range(concurrency)]
        loop = asyncio.get_running_loop()
        print("ready", flush=True)
        await loop.run_in_executor(None, sys.stdin.readline)
        go = time.perf_counter()
        start, end = go + warmup, go + warmup + seconds
        cpu: dict[str, float] = {}
        loop.call_at(loop.time() + warmup, lambda: cpu.__setitem__("start", cpu_seconds()))
        loop.call_at(loop.time() + warmup + seconds, lambda: cpu.__setitem__("end", cpu_seconds()))
        latencies: list[float] = []
        counts = {"errors": 0, "restarted": 0, "moves_all": 0}
        channels = iter(range(fresh, fresh + 10**6))

        async def player(k: int) -> None:
            rng = random.Random(f"{fresh}:{k}")
            mine = slots[k]
            turn = 0
            while mine and time.perf_counter() < end:
                slot = turn % len(mine)
                turn += 1
                game = mine[slot]
                user, n, action_id = choose_move(game, rng)
                began = time.perf_counter()
                try:
                    result = await services.moves.submit(game.id, user, n, action_id)
                except GameError:
                    counts["errors"] += 1
                    mine[slot] = await services.games.load(game.id)
                    continue
                done = time.perf_counter()
                counts["moves_all"] += 1
                if began >= start and done <= end:
                    latencies.append(done - began)
                if result.outcome is not None:
                    channel = next(channels)
                    mine[slot] = await start_game(services, channel, channel * 2, shown=False)
                    counts["restarted"] += 1
                else:
                    mine[slot] = result.game

        await asyncio.gather(*(player(k) for k in range(concurrency)))
        await asyncio.sleep(0)
        result = {
            "moves": len(latencies),
            "seconds": seconds,
            "cpu": cpu.get("end", cpu_seconds()) - cpu.get("start", 0.0),
            "latencies": [round(x, 6) for x in latencies],
            **counts,
        }
        print(json.dumps(result), flush=True)
        await loop.run_in_executor(None, sys.stdin.readline)
        await storage.close()
        return result

    asyncio.run(run())
    return {}


def moves_run(
    backend: Backend,
    ids: list[str],
    processes: int,
    args: argparse.Namespace,
    run: int,
    cap: float | None = None,
) -> dict[str, Any]:
    """``processes`` workers submitting moves; with ``cap``, each held to that many cores (``CpuCap``)."""
    per_process = args.concurrency * args.games_per_task
    offset = (run * processes * per_process) % max(1, len(ids) - processes * per_process + 1)
    workers = []
    caps: list[CpuCap] = []
    for w in range(processes):
        config = {
            "target": backend.full,
            "ids": ids[offset + w * per_process : offset + (w + 1) * per_process],
            "concurrency": args.concurrency,
            "seconds": args.seconds,
            "warmup": args.warmup,
            "fresh": FRESH0 + (run * 8 + processes * 2 + w) * 10**7,
        }
        workers.append(
            subprocess.Popen(
                [sys.executable, str(Path(__file__).resolve()), "--child", "worker", json.dumps(config)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
        )
        if cap is not None:  # before it imports anything: its threads start inside the cgroup
            caps.append(CpuCap(f"tabletop-scale-{os.getpid()}-{run}-{processes}-{w}", cap))
            caps[-1].add(workers[-1].pid)
    try:
        for proc in workers:
            assert proc.stdout is not None
            line = proc.stdout.readline()
            if line.strip() != "ready":
                raise RuntimeError(f"worker did not start: {line!r}")
        for proc in workers:
            assert proc.stdin is not None
            proc.stdin.write("go\n")
            proc.stdin.flush()
        time.sleep(args.warmup)
        server0 = process_tree_cpu(backend.server_pid) if backend.server_pid else None
        machine0 = machine_cpu()
        throttled0 = sum(c.throttled_seconds() for c in caps)
        time.sleep(args.seconds)
        server1 = process_tree_cpu(backend.server_pid) if backend.server_pid else None
        machine1 = machine_cpu()
        throttled1 = sum(c.throttled_seconds() for c in caps)
        results = []
        for proc in workers:
            assert proc.stdout is not None
            results.append(json.loads(proc.stdout.readline()))
        for proc in workers:
            assert proc.stdin is not None
            proc.stdin.write("quit\n")
            proc.stdin.flush()
    finally:
        for proc in workers:
            try:
                proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        for c in caps:
            c.remove()
    moves = sum(r["moves"] for r in results)
    latencies = [x for r in results for x in r["latencies"]]
    cores = os.cpu_count() or 1
    busy = (machine1[0] - machine0[0]) / max(1.0, machine1[1] - machine0[1])
    return {
        "rate": moves / args.seconds,
        "per_process": [r["moves"] / args.seconds for r in results],
        "p50": pct(latencies, 0.5),
        "p99": pct(latencies, 0.99),
        "bot_cpu_ms": 1000 * sum(r["cpu"] for r in results) / max(1, moves),
        "server_cpu_ms": (1000 * (server1 - server0) / max(1, moves))
        if server0 is not None and server1 is not None
        else float("nan"),
        "machine_busy": busy * cores,
        "bot_cores": sum(r["cpu"] for r in results) / args.seconds,
        "throttled": (throttled1 - throttled0) / args.seconds / max(1, processes),
        "errors": sum(r["errors"] for r in results),
        "restarted": sum(r["restarted"] for r in results),
    }


# ---- the tables -----------------------------------------------------------------------------------------


def table(title: str, columns: Sequence[str], rows: Sequence[tuple[str, Sequence[str]]]) -> str:
    width = max(len(name) for name, _ in rows)
    lines = [title, ""]
    lines.append("| " + " | ".join([" " * width, *columns]) + " |")
    lines.append("|" + "|".join(["-" * (width + 2)] + ["-" * (len(c) + 2) for c in columns]) + "|")
    for name, cells in rows:
        padded = [cell.rjust(len(col)) for cell, col in zip(cells, columns, strict=True)]
        lines.append("| " + " | ".join([name.ljust(width), *padded]) + " |")
    return "\n".join(lines)


def ms(value: float) -> str:
    return "-" if value != value else f"{value * 1000:,.1f} ms"


def secs(value: float) -> str:
    return "-" if value != value else f"{value:.2f} s"


def mb(kb: float) -> str:
    return "-" if kb != kb else f"{kb / 1024:,.0f} MB"


def per_s(value: float) -> str:
    return "-" if value != value else f"{value:,.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=10_000, help="running games stored (default 10,000)")
    parser.add_argument("--seconds", type=float, default=10.0, help="timed window of a moves run")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--backend", choices=("sqlite", "postgresql", "both"), default="both")
    parser.add_argument("--concurrency", type=int, default=16, help="tasks submitting moves per process")
    parser.add_argument("--games-per-task", type=int, default=8, help="games each task plays in turn")
    parser.add_argument(
        "--cap",
        type=float,
        default=0.35,
        help="the moves again with each process held to this many cores (CpuCap; 0: skip); default 0.35",
    )
    parser.add_argument("--quick", action="store_true", help="1,000 games, 3 s windows, 1 run")
    parser.add_argument("--only", default="ready,memory,moves", help="which measurements (comma-separated)")
    parser.add_argument("--child", nargs=2, metavar=("MODE", "CONFIG"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        mode, config = args.child[0], json.loads(args.child[1])
        child = {"ready": child_ready, "memory": child_memory, "worker": child_worker}[mode]
        code = 1
        try:
            out = child(config)
            if out:
                print(json.dumps(out), flush=True)
            code = 0
        except BaseException:
            traceback.print_exc()
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(code)  # even if a database thread is still alive after a failure
    if args.quick:
        args.games, args.seconds, args.runs = 1000, 3.0, 1
    args.warmup = WARMUP if not args.quick else 0.5
    only = set(args.only.split(","))
    names = ["sqlite", "postgresql"] if args.backend == "both" else [args.backend]
    titles = {"sqlite": "SQLite", "postgresql": "PostgreSQL"}
    began = time.perf_counter()
    workdir = Path(tempfile.mkdtemp(prefix="tabletop-scale-"))
    backends: list[Backend] = []
    ready: dict[str, dict[str, list[dict[str, Any]]]] = {}
    memory: dict[str, list[dict[str, Any]]] = {}
    moves: dict[str, dict[tuple[int, float | None], list[dict[str, Any]]]] = {}
    caps: list[float | None] = [None]
    cap_note = ""
    if args.cap and "moves" in only:
        cap_note = CpuCap.unavailable() or ""
        if not cap_note:
            caps.append(args.cap)
    load = os.getloadavg()
    try:
        for name in names:
            backend = Backend(name, titles[name], workdir / name)
            backend.workdir.mkdir()
            backends.append(backend)
            print(f"{backend.title}: filling {args.games:,} games", file=sys.stderr, flush=True)
            ids = asyncio.run(backend.prepare(args.games))
            print(f"  filled in {backend.fill_seconds:.1f} s", file=sys.stderr, flush=True)
            # ready first: the moves below leave the games' boards behind their state
            if "ready" in only:
                print("  ready", file=sys.stderr, flush=True)
                ready[name] = asyncio.run(
                    ready_runs({"empty": backend.empty, "full": backend.full}, args.runs)
                )
            if "memory" in only:
                ids_file = backend.workdir / "ids.json"
                ids_file.write_text(json.dumps(ids))
                memory[name] = []
                for _ in range(args.runs):
                    print("  memory", file=sys.stderr, flush=True)
                    memory[name].append(
                        run_child(
                            "memory",
                            {"target": backend.full, "ids": str(ids_file), "concurrency": args.concurrency},
                        )
                    )
            if "moves" in only:
                moves[name] = {(p, c): [] for c in caps for p in (1, 2)}
                for run in range(args.runs):
                    for cap in caps:
                        for processes in (1, 2):
                            held = f", each held to {cap:g} of a core" if cap else ""
                            print(f"  moves, {processes} process(es){held}", file=sys.stderr, flush=True)
                            moves[name][(processes, cap)].append(
                                moves_run(backend, ids, processes, args, run, cap)
                            )
            backend.stop()
    finally:
        for backend in backends:
            backend.stop()
        shutil.rmtree(workdir, ignore_errors=True)
    elapsed = time.perf_counter() - began

    print(
        f"Scale: {args.games:,} running games of Gentoo Rules (2 people each); median of {args.runs} run(s)"
    )
    print(
        f"Machine: {describe_machine()}; load average at the start {load[0]:.2f}; whole run {elapsed:.0f} s"
    )
    for backend in backends:
        print(
            f"- {backend.notes[0] if backend.notes else backend.title}; filled in {backend.fill_seconds:.0f} s"
        )
    print()
    shown = [b for b in backends if b.name in ready]
    if shown:
        columns = [
            c for b in shown for c in (f"{b.title} empty (baseline)", f"{b.title} {args.games:,} games")
        ]

        def cells(get: Callable[[dict[str, Any]], float], fmt: Callable[[float], str]) -> list[str]:
            return [fmt(median([get(r) for r in ready[b.name][k]])) for b in shown for k in ("empty", "full")]

        rows = [
            ("process start -> on_ready", cells(lambda r: r["total"], secs)),
            ("  interpreter start", cells(lambda r: r["interpreter"], ms)),
            ("  imports (bot, discord.py, Pillow)", cells(lambda r: r["imports"], ms)),
            ("  login (REST)", cells(lambda r: r["login"], ms)),
            ("  setup_hook", cells(lambda r: r["setup_hook"], ms)),
            ("    Storage.open (migrations: none due)", cells(lambda r: r["storage_open"], ms)),
            ("    Host.resume (repair + adopt_orphans)", cells(lambda r: r["resume"], ms)),
            ("  gateway: connect -> on_ready", cells(lambda r: r["gateway"], ms)),
            ("peak RSS at ready (VmHWM)", cells(lambda r: r["hwm_kb"], mb)),
            ("RSS at ready (VmRSS)", cells(lambda r: r["rss_kb"], mb)),
            ("after ready: unpublished() (repair)", cells(lambda r: r["queries"]["unpublished"], ms)),
            ("after ready: ai_turns_owed() (adopt)", cells(lambda r: r["queries"]["ai_turns_owed"], ms)),
            ("after ready: due_reminders() (timers)", cells(lambda r: r["queries"]["due_reminders"], ms)),
            ("after ready: next_due() (timers)", cells(lambda r: r["queries"]["next_due"], ms)),
            ("/tabletop games: active_in_guild()", cells(lambda r: r["queries"]["tabletop_games"], ms)),
        ]
        print(
            table(
                "1. Start to ready: a fresh bot process (TabletopBot, fake Discord in another process)",
                columns,
                rows,
            )
        )
        print()
    shown = [b for b in backends if b.name in memory]
    if shown:

        def mcells(get: Callable[[dict[str, Any]], float], fmt: Callable[[float], str]) -> list[str]:
            return [fmt(median([get(r) for r in memory[b.name]])) for b in shown]

        rows = [
            ("games loaded and moved once", mcells(lambda r: r["games"], lambda v: f"{v:,.0f}")),
            ("RSS after Storage.open (baseline)", mcells(lambda r: r["rss_before_kb"], mb)),
            ("RSS after, every game kept in memory", mcells(lambda r: r["rss_after_kb"], mb)),
            ("peak RSS (VmHWM)", mcells(lambda r: r["hwm_kb"], mb)),
            (
                "per game kept",
                mcells(
                    lambda r: (r["rss_after_kb"] - r["rss_before_kb"]) / max(1, r["games"]),
                    lambda v: f"{v:,.1f} KB",
                ),
            ),
            ("time: load + submit, every game", mcells(lambda r: r["seconds"], secs)),
            ("submit p50", mcells(lambda r: r["p50"], ms)),
            ("submit p99", mcells(lambda r: r["p99"], ms)),
        ]
        print(
            table(
                f"2. Memory: one process loads and moves once in each of {args.games:,} games "
                f"({args.concurrency} at a time)",
                [b.title for b in shown],
                rows,
            )
        )
        print()
    shown = [b for b in backends if b.name in moves]
    for number, cap in enumerate(caps):
        if not shown:
            break
        print(moves_table(shown, moves, cap, args, f"3{'abc'[number]}"))
        print()
    if args.cap and "moves" in only and cap_note:
        print(f"(No runs with each process held to {args.cap:g} of a core: {cap_note}.)")


def moves_table(
    shown: Sequence[Backend],
    moves: dict[str, dict[tuple[int, float | None], list[dict[str, Any]]]],
    cap: float | None,
    args: argparse.Namespace,
    number: str,
) -> str:
    columns = [c for b in shown for c in (f"{b.title} 1 process (baseline)", f"{b.title} 2 processes")]

    def tcells(get: Callable[[dict[str, Any]], float], fmt: Callable[[float], str]) -> list[str]:
        return [fmt(median([get(r) for r in moves[b.name][(p, cap)]])) for b in shown for p in (1, 2)]

    ratio = []
    for b in shown:
        one = median([r["rate"] for r in moves[b.name][(1, cap)]])
        two = median([r["rate"] for r in moves[b.name][(2, cap)]])
        ratio += ["1.00x", f"{two / one:.2f}x" if one else "-"]
    rows = [
        ("moves/s, all processes", tcells(lambda r: r["rate"], per_s)),
        ("moves/s, slowest process", tcells(lambda r: min(r["per_process"]), per_s)),
        ("vs 1 process", ratio),
        ("submit p50", tcells(lambda r: r["p50"], ms)),
        ("submit p99", tcells(lambda r: r["p99"], ms)),
        ("CPU per move: bot processes", tcells(lambda r: r["bot_cpu_ms"], lambda v: f"{v:.2f} ms")),
        (
            "CPU per move: PostgreSQL server",
            tcells(lambda r: r["server_cpu_ms"], lambda v: "-" if v != v else f"{v:.2f} ms"),
        ),
        ("cores used by the bot processes", tcells(lambda r: r["bot_cores"], lambda v: f"{v:.2f}")),
        (
            f"machine CPU busy (cores of {os.cpu_count()})",
            tcells(lambda r: r["machine_busy"], lambda v: f"{v:.2f}"),
        ),
        ("refused submits (errors)", tcells(lambda r: r["errors"], lambda v: f"{v:.0f}")),
        ("games finished and restarted", tcells(lambda r: r["restarted"], lambda v: f"{v:.0f}")),
    ]
    if cap is not None:
        rows.append(
            (
                "share of time held back by the cap, per process",
                tcells(lambda r: r["throttled"], lambda v: f"{100 * v:.0f}%"),
            )
        )
    held = (
        f"; each process held to {cap:g} of a core (a cgroup's CPU limit, as a container's), the database"
        " server not"
        if cap is not None
        else "; no limit: the processes and the database server share the machine's cores"
    )
    return table(
        f"{number}. Moves: {args.concurrency} tasks per process, each playing {args.games_per_task} games of"
        f" its own in turn; {args.seconds:g} s windows after {args.warmup:g} s warm-up{held}",
        columns,
        rows,
    )


if __name__ == "__main__":
    main()
