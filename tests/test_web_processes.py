"""The web companion as its own process beside a bot process, on one PostgreSQL database:
``python -m bot`` hands out the links (TABLETOP_WEB_BIND=off) and ``python -m bot web`` serves them, as
compose.yaml runs them. A move made in the bot process shows on a page served by the web process within two
seconds (the database's notification on commit), and the web process stops at once on SIGTERM with a
stream open."""

from __future__ import annotations

import asyncio
import logging
import os
import resource
import signal
import time
from pathlib import Path

import aiohttp
import pytest

from bot.web.limits import STREAMS_IN_ALL_ALONE
from bot.web.serve import SPARE_FILES, streams_in_all
from support.dealing import bot_command, seeded
from support.fakediscord import FakeDiscord
from support.harness import options_on, take
from support.webgames import free_port, links_on

ROOT = Path(__file__).resolve().parents[1]


async def start(args: list[str], env: dict[str, str], log: Path) -> asyncio.subprocess.Process:
    with log.open("wb") as out:
        return await asyncio.create_subprocess_exec(
            *bot_command(*args), cwd=ROOT, env=seeded(env, log.stem), stdout=out, stderr=out
        )


async def next_step(response: aiohttp.ClientResponse) -> str:
    name = ""
    while True:
        line = (await response.content.readline()).decode().rstrip("\n")
        if line.startswith("event: "):
            name = line[7:]
        elif line.startswith("data: ") and name == "step":
            return line[6:]


async def test_a_move_in_the_bot_process_shows_on_the_web_process_within_two_seconds(
    fake: FakeDiscord, postgres_url: str, tmp_path: Path
) -> None:
    guild = fake.add_guild("North")
    channel = fake.add_text_channel(guild, "games")
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TABLETOP_", "DISCORD_", "DEV_GUILD"))}
    env.update(
        TABLETOP_DATABASE=postgres_url,
        TABLETOP_WEB_URL=base,
        TABLETOP_HEALTH_FILE=str(tmp_path / "health.json"),
        TABLETOP_AI_PAUSE="0",
        PYTHONUNBUFFERED="1",
    )
    bot_env = {
        **env,
        "DISCORD_TOKEN": fake.token,
        "DISCORD_API_BASE_URL": fake.api_base,
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        "TABLETOP_WEB_BIND": "off",
    }
    bot = await start([], bot_env, tmp_path / "bot.log")
    web = await start(["web"], {**env, "TABLETOP_WEB_BIND": f"127.0.0.1:{port}"}, tmp_path / "web.log")
    try:

        def connected() -> bool:
            for proc, name in ((bot, "bot"), (web, "web")):
                if proc.returncode is not None:
                    raise AssertionError(
                        f"the {name} process exited:\n{(tmp_path / f'{name}.log').read_text()}"
                    )
            return bool(fake.gateway.live_sessions) and bool(fake.commands)

        await fake.wait_for(connected, timeout=30, what="the bot to connect")
        record = await fake.slash(
            alice, channel, "game", ["new"], {"game": "gentoo", "thread": False, "clock": "none"}
        )
        lobby = record.response
        assert lobby is not None
        await fake.click(bob, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")))
        start_id = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        session = start_id.split(":")[1]
        await fake.click(alice, fake.message(lobby.id), start_id)
        board = await fake.wait_for(
            lambda: next((m for m in fake.messages(channel) if "Watch" in links_on(m)), None), timeout=15
        )
        watch = links_on(board)["Watch"]
        assert watch.startswith(base + "/g/")
        async with aiohttp.ClientSession() as client:
            for _ in range(100):  # the web process may still be starting
                try:
                    async with client.get(watch) as page:
                        if page.status == 200:
                            break
                except aiohttp.ClientConnectionError:
                    pass
                await asyncio.sleep(0.1)
            async with client.get(watch + "/events") as events:
                await next_step(events)
                people = {alice.id: alice, bob.id: bob}
                holders = {seat: people[await seat_user(postgres_url, session, seat)] for seat in (0, 1)}
                for _ in range(3):  # three moves, each on the page within two seconds of its commit
                    live = fake.message(board.id)
                    offered = options_on(live, f"{session}:")
                    assert offered, live.text()
                    seat = int(offered[0].custom_id.split(":")[2])
                    user = holders[seat]
                    started = time.monotonic()
                    clicked = await take(fake, user, live, offered[0])
                    assert clicked.callback_type in (6, 7), clicked.describe()
                    await asyncio.wait_for(next_step(events), 2.0)
                    assert time.monotonic() - started < 2.0
                    board = await fake.wait_for(
                        lambda: next(
                            (m for m in reversed(fake.messages(channel)) if options_on(m, f"{session}:")),
                            None,
                        ),
                        timeout=15,
                    )
                # SIGTERM with the stream open: the web process stops at once.
                stopping = time.monotonic()
                web.send_signal(signal.SIGTERM)
                assert await asyncio.wait_for(web.wait(), 5) == 0
                assert time.monotonic() - stopping < 3.0
    finally:
        for proc in (bot, web):
            if proc.returncode is None:
                proc.kill()
                await proc.wait()


async def seat_user(url: str, session: str, seat: int) -> int:
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        return int(
            await conn.fetchval(
                "SELECT user_id FROM seats WHERE session_id = $1 AND seat = $2", session, seat
            )
        )
    finally:
        await conn.close()


def test_the_web_process_holds_as_many_streams_as_it_may_open_files(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """``python -m bot web`` raises its limit of open files as far as its streams need and the system
    allows; where it may open fewer, it holds fewer streams and says so."""
    limits: dict[str, tuple[int, int]] = {}

    def getrlimit(_: int) -> tuple[int, int]:
        return limits["now"]

    def setrlimit(_: int, wanted: tuple[int, int]) -> None:
        if limits["now"][1] != resource.RLIM_INFINITY and wanted[0] > limits["now"][1]:
            raise ValueError("not allowed")
        limits["now"] = wanted

    monkeypatch.setattr(resource, "getrlimit", getrlimit)
    monkeypatch.setattr(resource, "setrlimit", setrlimit)
    wanted = STREAMS_IN_ALL_ALONE + SPARE_FILES

    limits["now"] = (1024, 1 << 20)  # a systemd service's soft limit: raised
    assert streams_in_all() == STREAMS_IN_ALL_ALONE and limits["now"] == (wanted, 1 << 20)
    limits["now"] = (1024, resource.RLIM_INFINITY)
    assert streams_in_all() == STREAMS_IN_ALL_ALONE and limits["now"] == (wanted, resource.RLIM_INFINITY)
    limits["now"] = (1 << 20, 1 << 20)  # enough already: left as it is
    assert streams_in_all() == STREAMS_IN_ALL_ALONE and limits["now"] == (1 << 20, 1 << 20)
    assert not caplog.records
    limits["now"] = (1024, 4096)  # no more than 4,096 files: fewer streams, and a word in the log
    with caplog.at_level(logging.WARNING):
        assert streams_in_all() == 4096 - SPARE_FILES and limits["now"] == (4096, 4096)
    assert "holds 3896 live streams at most" in caplog.text
