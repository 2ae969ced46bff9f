"""The parts of bench/watchers.py that both its scenarios use: the watchers' process
(bench/sseclient.py), the processes under test (spawned, stopped, their memory and CPU), and the
deliveries (from each move's commit, as the database stores it, to each watcher's event)."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import socket
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from bot.catalogue.registry import GAMES  # noqa: E402
from bot.services.games import Games  # noqa: E402
from bot.services.history import Histories  # noqa: E402
from bot.store import Storage  # noqa: E402


def pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def address(i: int) -> str:
    """The i-th watcher's own address (TEST-NET and private ranges: never a real visitor)."""
    return f"10.{(i >> 16) & 255}.{(i >> 8) & 255}.{i & 255}"


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def cpu_seconds(pid: int) -> float:
    stat = Path(f"/proc/{pid}/stat").read_text()
    fields = stat[stat.rindex(")") + 2 :].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def log_problems(text: str) -> int:
    """Tracebacks and errors in a process's log."""
    return text.count("Traceback") + len(re.findall(r" (ERROR|CRITICAL) ", text))


class Watchers:
    """bench/sseclient.py in a process of its own, spoken to line by line."""

    async def start(self) -> None:
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable,
            str(ROOT / "bench" / "sseclient.py"),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            limit=1 << 28,
        )

    async def ask(self, **command: Any) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write((json.dumps(command) + "\n").encode())
        await self.proc.stdin.drain()
        line = await self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the watchers' process died")
        return json.loads(line)  # type: ignore[no-any-return]

    async def quit(self) -> None:
        if self.proc.returncode is None:
            assert self.proc.stdin is not None
            self.proc.stdin.write(b'{"cmd": "quit"}\n')
            await self.proc.stdin.drain()
            await asyncio.wait_for(self.proc.wait(), 30)


async def spawn(code: Path, log: Path, *args: str, **env: str) -> asyncio.subprocess.Process:
    base = {k: v for k, v in os.environ.items() if not k.startswith(("TABLETOP_", "DISCORD_"))}
    base.update(PYTHONPATH=str(code), PYTHONUNBUFFERED="1", TABLETOP_LOG_LEVEL="INFO", **env)
    with log.open("wb") as out:
        return await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", *args, cwd=code, env=base, stdout=out, stderr=out
        )


async def sigterm(proc: asyncio.subprocess.Process) -> float:
    started = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    try:
        await asyncio.wait_for(proc.wait(), 30)
    except TimeoutError:
        proc.kill()
        await proc.wait()
    return time.monotonic() - started


async def wait_port(port: int, proc: asyncio.subprocess.Process, log: Path) -> None:
    for _ in range(600):
        if proc.returncode is not None:
            raise RuntimeError(f"exited with {proc.returncode}:\n{log.read_text()}")
        try:
            _, writer = await asyncio.open_connection("127.0.0.1", port)
        except OSError:
            await asyncio.sleep(0.1)
            continue
        writer.close()
        return
    raise RuntimeError("the web companion never listened")


async def commit_times(database: Path | str, session_ids: Sequence[str]) -> dict[str, dict[int, float]]:
    """For each game, each public step's number (from 2) and the time of the commit that made it: the time
    stored with the move that begins the step (``Replay.action_times``)."""
    storage = await Storage.open(database, durable=False)
    try:
        sessions = Games(storage, GAMES.engines)
        histories = Histories(storage.actions, keep=1)
        found: dict[str, dict[int, float]] = {}
        for session_id in session_ids:
            replay = await histories.of(await sessions.read(session_id))
            found[session_id] = {
                n + 1: replay.action_times[step.first - 1] for n, step in enumerate(replay.steps) if n > 0
            }
        return found
    finally:
        await storage.close()


@dataclass
class Delivery:
    delays: list[float] = field(default_factory=list)
    firsts: list[float] = field(default_factory=list)  # per event, its first watcher's delay
    missed: int = 0  # an event some stream of its game got and another (still open) did not


def deliveries(
    arrivals: dict[str, dict[str, list[float]]], commits: dict[str, dict[int, float]], streams_per_group: int
) -> Delivery:
    found = Delivery()
    for group, steps in arrivals.items():
        made = commits[group]
        for step, times in steps.items():
            committed = made.get(int(step))
            if committed is None:
                continue  # the step each stream had when it opened
            found.delays.extend(t - committed for t in times)
            found.firsts.append(min(times) - committed)
            found.missed += streams_per_group - len(times)
    return found
