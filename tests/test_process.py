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
import sqlite3
import sys
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.store import Storage
from support import dealing
from support.dealing import bot_command, seeded
from support.fakediscord import FakeDiscord, HookResult
from support.fakediscord.records import InteractionRecord, Message, RequestRecord
from support.fakediscord.world import User
from support.harness import (
    World,
    act_part,
    dm_with_buttons,
    ephemeral_text,
    game_over,
    live_board,
    move_buttons,
    open_game,
)

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
        env = seeded(bot_env(fake, db, **extra), log.stem)
        proc = await asyncio.create_subprocess_exec(*bot_command(), cwd=ROOT, env=env, stdout=out, stderr=out)
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


@pytest.mark.slow
async def test_sigterm_exits_cleanly_and_a_restart_plays_on_with_the_old_buttons(
    fake: FakeDiscord, world: World, tmp_path: Path, deal_seed: int
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
    # The bot in a process of its own dealt from the test's seed (support.dealing): its game's seed is the
    # first its stream draws, so the seed a failure names deals this game again.
    storage = await Storage.open(db)
    try:
        session = next(c for c in board.custom_ids() if c.startswith("peek:")).split(":")[1]
        stored = await storage.sessions.get(session)
        assert stored is not None and stored.seed == dealing.dealer(deal_seed, "bot-0").randbits(62)
    finally:
        await storage.close()

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
        assert record is not None
        assert record.callback_type in (6, 7), record.describe()
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


@pytest.mark.slow
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
        if buttons and int(act_part(buttons[0][0], "seat")) == 0:
            await fake.click(world.alice, board, buttons[0][0])  # Alice first: then the AIs think
        await poll(lambda: len(children(bot.pid)) >= 2, 20, "the AI workers to start")
        workers = children(bot.pid)
        bot.proc.kill()
        await bot.proc.wait()
        await poll(  # at once on a quiet machine; 15 s leaves room for a busy one
            lambda: not any(alive(pid) for pid in workers), 15, f"the workers {sorted(workers)} to exit"
        )


# ---- crashes in the middle of showing a move ------------------------------------------------------------

BOARD_POST = "POST /channels/{channel_id}/messages"


def seat_users(db: Path, world: World) -> dict[int, User]:
    """Who sits where in the newest game, read from the database as a server admin could."""
    users = {u.id: u for u in (world.alice, world.bob, world.carol, world.dana)}
    with sqlite3.connect(db) as conn:
        [session] = conn.execute("SELECT id FROM sessions ORDER BY created_at DESC LIMIT 1").fetchone()
        rows = conn.execute("SELECT seat, user_id FROM seats WHERE session_id = ?", (session,)).fetchall()
    return {seat: users[user_id] for seat, user_id in rows if user_id is not None}


def kill_now(bot: BotProcess) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.kill(bot.pid, signal.SIGKILL)


def in_channel(world: World) -> Callable[[RequestRecord], bool]:
    return lambda r: r.key == BOARD_POST and r.params.get("channel_id") == str(world.channel.id)


def to_a_dm(world: World) -> Callable[[RequestRecord], bool]:
    return lambda r: r.key == BOARD_POST and r.params.get("channel_id") != str(world.channel.id)


CRASH_POINTS: dict[str, Callable[[World], str | Callable[[RequestRecord], bool]]] = {
    # the move is saved; the bot dies as it answers the click
    "answer": lambda world: "POST /interactions/{interaction_id}/{interaction_token}/callback",
    # the click is answered (the old board frozen); the bot dies as it posts the new board
    "board post": in_channel,
}


async def move_on(fake: FakeDiscord, world: World, db: Path, board: Message) -> InteractionRecord:
    """Click the first move on ``board`` as the person whose seat it is."""
    custom_id = move_buttons(board)[0][0]
    seat = int(act_part(custom_id, "seat"))
    return await fake.click(seat_users(db, world)[seat], board, custom_id, wait=False)


async def crash_and_restart(
    fake: FakeDiscord, world: World, tmp_path: Path, point: str, *, after: bool = False
) -> None:
    """Start a Gentoo game between Alice and Bob, kill the bot at ``point`` of the first move's
    publication (just after that request reached Discord with ``after``), restart it, and play on."""
    db = tmp_path / "tabletop.sqlite3"
    async with bot_process(fake, db) as bot:
        board = await start_gentoo(fake, world)
        predicate = CRASH_POINTS[point](world)

        def crash(record: RequestRecord) -> HookResult:
            if after:  # the request lands; the bot dies before it can read the answer
                asyncio.get_running_loop().call_soon(kill_now, bot)
                return HookResult.PROCEED
            kill_now(bot)
            return HookResult.DROP

        hook = fake.before_request(predicate, crash, times=1)
        await move_on(fake, world, db, board)
        await poll(lambda: bot.proc.returncode is not None, 10, "the bot to be killed")
        assert hook.seen, f"the bot never reached {point}"
        fake.take_unanswered()  # the click the dead bot never answered
        fake.take_problems()

    async with bot_process(fake, db) as bot:
        # The restart shows the move: one live board, offering the decision the game is waiting for.
        def new_live_board() -> Message | None:
            live = live_board(fake, world.channel)
            return live if live is not None and live.id != board.id else None

        live = await fake.wait_for(
            new_live_board,
            timeout=15,
            what="a live board after the restart",
        )
        live_boards = [m for m in fake.messages(world.channel) if not m.ephemeral and move_buttons(m)]
        assert live_boards == [live], "more than one board offers moves"
        boards = [m for m in fake.messages(world.channel) if m.attachments]
        assert len(boards) == 2, "the board of the move was posted twice (or never)"  # the first, and this
        with sqlite3.connect(db) as conn:
            [(step, published)] = conn.execute(
                "SELECT json_extract(state, '$.step'), published_step FROM sessions"
            )
        assert published == step
        # ... and the game plays on from it.
        record = await move_on(fake, world, db, live)
        await fake.wait_for(lambda: record.answered, timeout=10, what="the answer to the next move")
        assert record.callback_type in (6, 7), record.describe()
        await fake.wait_for(
            lambda: (
                (b := live_board(fake, world.channel)) is not None and b.custom_ids() != live.custom_ids()
            ),
            timeout=15,
            what="the board after the next move",
        )
        await stop(bot)


@pytest.mark.parametrize("point", sorted(CRASH_POINTS))
async def test_a_crash_while_showing_a_move_is_repaired_on_restart(
    fake: FakeDiscord, world: World, tmp_path: Path, point: str
) -> None:
    await crash_and_restart(fake, world, tmp_path, point)


async def test_a_crash_just_after_the_board_was_posted_leaves_one_board(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    # The new board reached the channel but the bot died before recording it: the restart's board is the
    # same message (Discord's nonce), not a second one.
    await crash_and_restart(fake, world, tmp_path, "board post", after=True)


async def test_a_crash_while_sending_hands_by_dm_is_repaired_on_restart(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    # Grim Prospects deals hands by DM when the game starts: the bot dies at the first of those DMs.
    db = tmp_path / "tabletop.sqlite3"
    async with bot_process(fake, db) as bot:
        lobby = await open_game(fake, world, "grimprospects", [world.bob])

        def crash(record: RequestRecord) -> HookResult:
            kill_now(bot)
            return HookResult.DROP

        hook = fake.before_request(to_a_dm(world), crash, times=1)
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, fake.message(lobby.id), start, wait=False)
        await poll(lambda: bot.proc.returncode is not None, 10, "the bot to be killed")
        assert hook.seen, "the bot never sent a DM"
        fake.take_unanswered()
        fake.take_problems()
    [board] = [m for m in fake.messages(world.channel) if m.attachments]  # posted before the DMs
    assert not any(fake.dms(u) for u in (world.alice, world.bob)), "a DM got through"

    async with bot_process(fake, db) as bot:
        # Both players get their hand with its choices; the channel still has the one board, with its
        # buttons back (the restart's post of this step's board is Discord's same message, by its nonce).
        hands = await fake.wait_for(
            lambda: all(
                any(c.startswith("act:") for m in fake.dms(u) for c in m.custom_ids())
                for u in (world.alice, world.bob)
            ),
            timeout=15,
            what="the hands by DM after the restart",
        )
        assert hands
        assert [m.id for m in fake.messages(world.channel) if m.attachments] == [board.id]
        assert any(c.startswith("peek:") for c in fake.message(board.id).custom_ids())
        with sqlite3.connect(db) as conn:
            [(step, published)] = conn.execute(
                "SELECT json_extract(state, '$.step'), published_step FROM sessions"
            )
        assert published == step
        dm = dm_with_buttons(fake, world.alice)
        record = await fake.click(world.alice, dm, next(c for c in dm.custom_ids() if c.startswith("act:")))
        assert record.callback_type == 7, record.describe()
        await stop(bot)


async def test_sigterm_during_a_move_finishes_showing_it(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    # The stop arrives as the bot posts the new board: it finishes that publication, then exits 0, and
    # the next start has nothing to repair.
    db = tmp_path / "tabletop.sqlite3"
    async with bot_process(fake, db) as bot:
        board = await start_gentoo(fake, world)

        async def stop_now(record: RequestRecord) -> None:
            bot.proc.send_signal(signal.SIGTERM)
            await asyncio.sleep(1.0)  # the post is slow: the bot is shutting down while it waits

        hook = fake.before_request(in_channel(world), stop_now, times=1)
        record = await move_on(fake, world, db, board)
        await poll(lambda: hook.seen, 10, "the board post")
        # Once the bot has begun to stop (it logs so as it closes its doors to new clicks)...
        await poll(lambda: "Stopping: finishing what is in flight" in bot.output(), 10, "the stop")
        # Meanwhile a command gets a sentence, not "This interaction failed".
        late = await fake.slash(world.carol, world.channel, "game", ["status"])
        assert ephemeral_text(late) == "I'm restarting, so that was not taken. Please try again in a minute."
        code = await asyncio.wait_for(bot.proc.wait(), STOP_WITHIN)
        assert code == 0, bot.output()
        assert record.answered and record.callback_type in (6, 7), record.describe()
        live = live_board(fake, world.channel)
        assert live is not None and live.id != board.id, "the move's board was not shown"
        with sqlite3.connect(db) as conn:
            [(step, published)] = conn.execute(
                "SELECT json_extract(state, '$.step'), published_step FROM sessions"
            )
        assert published == step


@pytest.mark.slow
async def test_a_one_minute_clock_reminds_and_times_out_in_real_time(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    # Black box, real time: a game with a 1-minute clock where nobody moves shows the
    # half-time reminder (at 30 s) and the chosen consequence (an AI moves at 60 s) within two minutes.
    async with bot_process(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "gentoo", [world.bob], custom_clock="1m", on_timeout="move")
        assert "1 minute a move" in lobby.text()
        await fake.click(
            world.alice, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start"))
        )
        started = asyncio.get_running_loop().time()
        await fake.wait_for(lambda: live_board(fake, world.channel), timeout=10, what="the first board")

        def said(text: str) -> bool:
            return any(text in m.content or text in str(m.embeds) for m in fake.messages(world.channel))

        await fake.wait_for(lambda: said("half your time"), timeout=120, what="the half-time reminder")
        reminded = asyncio.get_running_loop().time() - started
        await fake.wait_for(lambda: said("time ran out"), timeout=120, what="the timeout's AI move")
        timed_out = asyncio.get_running_loop().time() - started
        assert 25 <= reminded < timed_out < 120, (reminded, timed_out, bot.output())
        assert timed_out >= 55
        await stop(bot)
