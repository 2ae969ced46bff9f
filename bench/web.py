"""The web companion, measured: a Gentoo Rules game of four players 200 moves in, served by
``WebCompanion`` on its own storage, read over HTTP on this machine.

- page render: the watch page's time to answer and its size, uncached (the game's history rebuilt, the
  board drawn) and warm; a replay step's page; a step's JSON; a board picture drawn and kept;
- the picture cache: hits and draws over a replay walked end to end twice;
- a move's way to an open page: from the commit of a move (made through the services, on a storage of
  their own, as the bot's process would) to the event on an open stream, on SQLite (polling) and on
  PostgreSQL (a notification on commit; ``tests/support/postgres.py`` starts a throwaway server, or uses
  TABLETOP_TEST_POSTGRES).

Prints tables; asserts nothing. ``python bench/web.py [--moves 20]``
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import aiohttp  # noqa: E402

from bot.catalogue.registry import GAMES  # noqa: E402
from bot.config import WebSettings  # noqa: E402
from bot.services import build_services  # noqa: E402
from bot.store import Storage  # noqa: E402
from bot.web.app import WebCompanion  # noqa: E402
from bot.web.links import Switches, WebLinks  # noqa: E402


async def played(database: Path | str, moves: int) -> str:
    storage = await Storage.open(database, durable=False)
    services = build_services(storage, reminder_after_hours=None)
    game = await services.lobby.create_lobby(1, 2, 10, "Ann", "gentoo")
    for i, name in enumerate(("Bo", "Cy", "Di"), 11):
        game = await services.lobby.join(game.id, i, name)
    game = await services.lobby.start(game.id, 10)
    rng = random.Random(4)
    for _ in range(moves):
        game = await services.games.load(game.id)
        if game.outcome is not None:
            break
        seat = min(game.to_act)
        choice = rng.choice([c for c in game.choices(seat) if not c.back])
        await services.moves.submit(
            game.id, game.session.seats[seat].user_id or 0, game.n(seat), choice.action_id, seat=seat
        )
    await storage.close()
    return game.id


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def ms(values: list[float]) -> str:
    values = sorted(values)
    return (
        f"{1000 * statistics.median(values):.1f} ms (p90 {1000 * values[int(0.9 * (len(values) - 1))]:.1f})"
    )


async def timed_get(session: aiohttp.ClientSession, url: str) -> tuple[float, int]:
    started = time.perf_counter()
    async with session.get(
        url, headers={"X-Forwarded-For": f"198.51.100.{random.randrange(250)}"}
    ) as response:
        body = await response.read()
        assert response.status == 200, (url, response.status)
    return time.perf_counter() - started, len(body)


async def pages(database: Path) -> None:
    game_id = await played(database, 200)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    companion = await WebCompanion.open(WebSettings(url=base, bind=("127.0.0.1", port)), database, GAMES)
    await companion.start()
    links = WebLinks(base, companion.site.access.signer, Switches(companion.storage.web.guild))
    game = await companion.reader.game(game_id)
    assert game is not None
    watch = await links.game(game.session)
    assert watch is not None
    async with aiohttp.ClientSession() as session:
        first, size = await timed_get(session, watch)
        warm = [(await timed_get(session, watch))[0] for _ in range(30)]
        replay = await companion.reader.history(game)
        assert replay is not None
        steps = len(replay.steps)
        step_pages = [
            (await timed_get(session, f"{watch}?step={random.randrange(1, steps)}"))[0] for _ in range(20)
        ]
        jsons = [
            (await timed_get(session, f"{watch}/step.json?n={random.randrange(1, steps)}")) for _ in range(20)
        ]
        page = await (await session.get(watch)).text()
        src = page.split('id="board-img" src="', 1)[1].split('"', 1)[0]
        image = [(await timed_get(session, src)) for _ in range(10)]
        drawn_before, kept_before = (
            companion.reader.counts.pictures_drawn,
            companion.reader.counts.pictures_kept,
        )
        for _ in range(2):
            for n in range(1, steps + 1):
                await timed_get(session, f"{watch}/step.json?n={n}")
        drawn = companion.reader.counts.pictures_drawn - drawn_before
        kept = companion.reader.counts.pictures_kept - kept_before
    await companion.stop()
    print(
        f"Gentoo Rules, 4 players, {steps} steps after 200 moves; history of {len(replay.lines)} public lines"
    )
    print("| what | time | size |")
    print("|---|---|---|")
    print(
        f"| watch page, uncached (history rebuilt, board drawn) | {1000 * first:.0f} ms | {size / 1024:.1f} KB |"
    )
    print(f"| watch page, warm | {ms(warm)} | {size / 1024:.1f} KB |")
    print(f"| a replay step's page (board drawn unless kept) | {ms(step_pages)} | |")
    print(
        f"| a step's JSON | {ms([t for t, _ in jsons])} | {statistics.median(s for _, s in jsons) / 1024:.1f} KB |"
    )
    print(f"| the board picture (kept) | {ms([t for t, _ in image])} | {image[0][1] / 1024:.1f} KB |")
    print(
        f"Picture cache over the replay walked twice: {kept} hits, {drawn} drawn ({100 * kept / (kept + drawn):.0f}% hits)"
    )


async def latency(database: Path | str, name: str, moves: int) -> None:
    game_id = await played(database, 0)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    companion = await WebCompanion.open(WebSettings(url=base, bind=("127.0.0.1", port)), database, GAMES)
    await companion.start()
    links = WebLinks(base, companion.site.access.signer, Switches(companion.storage.web.guild))
    storage = await Storage.open(database, durable=False)  # the bot's own connection
    services = build_services(storage, reminder_after_hours=None)
    game = await services.games.load(game_id)
    watch = await links.game(game.session)
    rng = random.Random(9)
    delays = []
    async with aiohttp.ClientSession() as session, session.get(f"{watch}/events") as stream:

        async def next_event() -> dict[str, object]:
            name = ""
            while True:
                line = (await stream.content.readline()).decode().rstrip("\n")
                if line.startswith("event: "):
                    name = line[7:]
                elif line.startswith("data: ") and name == "step":
                    return json.loads(line[6:])  # type: ignore[no-any-return]

        await next_event()
        while len(delays) < moves:
            game = await services.games.load(game_id)
            if game.outcome is not None:
                break
            seat = min(game.to_act)
            choice = rng.choice([c for c in game.choices(seat) if not c.back])
            before = game.engine.view(game.state, None)
            await asyncio.sleep(rng.random() * 0.5)  # moves land at any moment, not in step with the polling
            await services.moves.submit(
                game_id, game.session.seats[seat].user_id or 0, game.n(seat), choice.action_id, seat=seat
            )
            committed = time.perf_counter()
            after = await services.games.load(game_id)
            if after.engine.view(after.state, None) == before:
                continue  # nothing public changed: no event is due
            await asyncio.wait_for(next_event(), 5)
            delays.append(time.perf_counter() - committed)
    await storage.close()
    await companion.stop()
    print(f"| {name} | {len(delays)} | {ms(delays)} | {1000 * max(delays):.0f} ms |")


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        await pages(Path(folder) / "pages.sqlite3")
        print()
        print("From a move's commit to the event on an open page")
        print("| database | moves | median (p90) | slowest |")
        print("|---|---|---|---|")
        await latency(Path(folder) / "live.sqlite3", "SQLite (polling every 0.5 s)", args.moves)
        from support.postgres import PostgresServer

        with PostgresServer.from_environment() as server:
            url = await server.new_database_async()
            await latency(url, "PostgreSQL (notification on commit)", args.moves)
            await server.drop_database_async(url)


if __name__ == "__main__":
    asyncio.run(main())
