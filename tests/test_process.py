"""The bot as a server admin runs it: ``python -m bot`` in its own process, against the fake Discord.

A stop (SIGTERM, what Docker and systemd send) finishes what is being handled and exits 0 within a few
seconds; a restart on the same database carries on, with the buttons of the old board still working; a
hard kill (SIGKILL, a crash, the OOM killer) leaves no AI worker running behind it.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path

from fakediscord import FakeDiscord
from fakediscord.records import Message
from test_discord_e2e import (
    ACT,
    World,
    fake,
    game_over,
    live_board,
    move_buttons,
    open_game,
    world,
)

__all__ = ["fake", "world"]  # fixtures used by these tests

ROOT = Path(__file__).resolve().parents[1]
START_TIMEOUT = 30.0
STOP_WITHIN = 5.0  # seconds from SIGTERM to exit: Docker's default grace is 10


@dataclass
class BotProcess:
    proc: asyncio.subprocess.Process
    log: Path

    @property
    def pid(self) -> int:
        return self.proc.pid

    def output(self) -> str:
        return self.log.read_text(errors="replace")


def bot_env(fake: FakeDiscord, db: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TABLETOP_", "DISCORD_", "DEV_GUILD"))}
    env.update(
        DISCORD_TOKEN=fake.token,
        DISCORD_API_BASE_URL=fake.api_base,
        DISCORD_GATEWAY_URL=fake.gateway_url,
        TABLETOP_DATABASE=str(db),
        TABLETOP_AI_PAUSE="0",
        TABLETOP_AI_BUDGET="0.05",
        TABLETOP_LOG_LEVEL="INFO",
        PYTHONUNBUFFERED="1",
    )
    env.update(extra)
    return env


@contextlib.asynccontextmanager
async def bot_process(fake: FakeDiscord, db: Path, **extra: str) -> AsyncIterator[BotProcess]:
    """``python -m bot`` connected to the fake; killed at the end if the test did not stop it."""
    log = db.with_name(f"bot-{len(list(db.parent.glob('bot-*.log')))}.log")
    with log.open("wb") as out:
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", cwd=ROOT, env=bot_env(fake, db, **extra), stdout=out, stderr=out
        )
    running = BotProcess(proc, log)
    try:
        waiting = asyncio.create_task(fake.wait_until_connected(timeout=START_TIMEOUT))
        exited = asyncio.create_task(proc.wait())
        done, _ = await asyncio.wait({waiting, exited}, return_when=asyncio.FIRST_COMPLETED)
        if exited in done:
            waiting.cancel()
            raise AssertionError(f"the bot exited with {proc.returncode}:\n{running.output()}")
        exited.cancel()
        await waiting
        await fake.wait_for(lambda: fake.commands, timeout=START_TIMEOUT, what="the commands to be synced")
        yield running
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
        await fake.wait_for(lambda: not fake.gateway.connections, timeout=10, what="the socket to close")


async def stop(bot: BotProcess) -> float:
    """SIGTERM, and the seconds until the process exited (it must exit 0)."""
    loop = asyncio.get_running_loop()
    started = loop.time()
    bot.proc.send_signal(signal.SIGTERM)
    try:
        code = await asyncio.wait_for(bot.proc.wait(), STOP_WITHIN)
    except TimeoutError:
        raise AssertionError(f"still running {STOP_WITHIN}s after SIGTERM:\n{bot.output()}") from None
    assert code == 0, bot.output()
    return loop.time() - started


async def poll(predicate: Callable[[], object], timeout: float, what: str) -> None:
    """Wait for something outside the fake (a file, a process) to come true, looking every 50 ms."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not predicate():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"timed out after {timeout}s waiting for {what}")
        await asyncio.sleep(0.05)


def children(pid: int) -> set[int]:
    """The live processes whose parent is ``pid``."""
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        if int(fields[1]) == pid and fields[0] != "Z":
            found.add(int(entry.name))
    return found


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat[stat.rindex(")") + 2] != "Z"  # a zombie has exited; only its parent's reaping is left


async def start_gentoo(fake: FakeDiscord, world: World) -> Message:
    lobby = await open_game(fake, world, "gentoo", [world.bob])
    await fake.click(
        world.alice, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start"))
    )
    return await fake.wait_for(lambda: live_board(fake, world.channel), timeout=10, what="the first board")


async def test_sigterm_exits_cleanly_and_a_restart_plays_on_with_the_old_buttons(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    db = tmp_path / "tabletop.sqlite3"
    health = tmp_path / "tabletop.health.json"
    async with bot_process(fake, db) as bot:
        board = await start_gentoo(fake, world)
        await poll(health.exists, 10, "the health file")
        took = await stop(bot)
        assert took < STOP_WITHIN
        assert not health.exists(), "the health file outlived the bot"
        assert "Traceback" not in bot.output(), bot.output()

    async with bot_process(fake, db) as bot:
        users = {world.alice.id: world.alice, world.bob.id: world.bob}
        before = fake.message(board.id)
        buttons = move_buttons(before)
        assert buttons, "the board lost its buttons"
        custom_id = buttons[0][0]
        # Whoever's buttons these are: try Alice, then Bob (the other one is told it is not their turn).
        record = None
        for user in users.values():
            record = await fake.click(user, before, custom_id)
            if record.callback_type != 4:
                break
        assert record is not None and record.callback_type in (6, 7), record.describe()
        await fake.wait_for(
            lambda: (
                (b := live_board(fake, world.channel)) is not None
                and b.custom_ids() != before.custom_ids()
                and b
            ),
            timeout=10,
            what="the board after the move",
        )
        assert game_over(fake, world.channel) is None
        await stop(bot)


async def test_health_command_tells_whether_the_bot_is_up(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    db = tmp_path / "tabletop.sqlite3"

    async def health() -> int:
        check = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            "health",
            cwd=ROOT,
            env=bot_env(fake, db),
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.DEVNULL,
        )
        return await check.wait()

    assert await health() == 1  # nothing running on this database
    async with bot_process(fake, db) as bot:
        await poll((tmp_path / "tabletop.health.json").exists, 10, "the health file")
        assert await health() == 0
        await stop(bot)
    assert await health() == 1


async def test_a_killed_bot_leaves_no_ai_worker_behind(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    db = tmp_path / "tabletop.sqlite3"
    # Long AI searches, so that workers are busy when the bot dies.
    async with bot_process(fake, db, TABLETOP_AI_BUDGET="5", TABLETOP_AI_WORKERS="2") as bot:
        lobby = await open_game(fake, world, "gentoo", [])
        ai_select = next(c for c in lobby.custom_ids() if c.startswith("lobbyai:"))
        for _ in range(2):
            await fake.select(world.alice, fake.message(lobby.id), ai_select, ["mcts"])
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, fake.message(lobby.id), start)
        # The first board (it has buttons only if Alice moves first).
        board = await fake.wait_for(
            lambda: next((m for m in fake.messages(world.channel) if m.attachments), None),
            timeout=10,
            what="the first board",
        )
        buttons = move_buttons(board)
        if buttons and int(ACT.match(buttons[0][0])["seat"]) == 0:  # type: ignore[index]
            await fake.click(world.alice, board, buttons[0][0])  # Alice first: then the AIs think
        await poll(lambda: len(children(bot.pid)) >= 2, 20, "the AI workers to start")
        workers = children(bot.pid)
        bot.proc.kill()
        await bot.proc.wait()
        await poll(
            lambda: not any(alive(pid) for pid in workers), 5, f"the workers {sorted(workers)} to exit"
        )
