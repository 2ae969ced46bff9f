"""People watching games live on the web companion, measured from outside.

Two scenarios; each prints tables and asserts nothing.

``bot`` (the default): the real bot (``python -m bot``, a process of its own) against the fake Discord (in
this process), with the web companion on its own event loop. Two people play Gentoo Rules by clicking, a
click every half second or so; in blocks, in turn, with no one watching and with ``--watchers`` live
streams open on the game's page (opened afresh each block; each block plays a game of its own, in a
channel of its own, so that no game ends in the middle of one), each from an address of its own
(``X-Forwarded-For`` from 127.0.0.1, a trusted proxy by default), read by ``bench/sseclient.py`` in a
third process. Per run it measures:

- the players' clicks answered (the interaction's answer, as the fake records it), p50/p99, with 0
  watchers and with N, in the same run, side by side;
- from a move's commit to each watcher receiving its event, p50/p99 (the commit's time is the one the
  database stores with the move, taken as its transaction begins: a few milliseconds early, if anything);
- the bot's memory per open stream: its RSS with N streams open minus with none, divided by N (in the
  first block);
- the stop: SIGTERM with the N streams open and following a move just made, how long until the process
  exited, and whether its log holds a traceback or an error.

``standalone``: ``python -m bot web`` as a process of its own, ``--games`` games of Gentoo Rules (made by
this process through the services, as the bot would) with ``--per-game`` streams each; moves land on
random games at ``--rate`` a second. Measures delivery, memory per stream, the web process's CPU time
per move, and its stop.

``--code DIR`` runs the bot (or the web process) from another checkout, for the before-and-after tables
(``git archive <commit> | tar -x -C DIR``).

    .venv/bin/python bench/watchers.py bot --watchers 1000 --moves 80 --runs 3
    .venv/bin/python bench/watchers.py standalone --games 100 --per-game 100 --moves 300
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from watchkit import (  # noqa: E402  (bench/, beside this script)
    Delivery,
    Watchers,
    address,
    commit_times,
    cpu_seconds,
    deliveries,
    free_port,
    log_problems,
    pct,
    rss_mb,
    sigterm,
    spawn,
    wait_port,
)

from bot.config import WebSettings  # noqa: E402
from bot.services import build_services  # noqa: E402
from bot.store import Storage  # noqa: E402
from bot.web.links import Signer, Switches, WebLinks, signing_key  # noqa: E402
from support.fakediscord import FakeDiscord  # noqa: E402
from support.harness import live_board  # noqa: E402

ACT = re.compile(r"act:(?P<session>[^:]+):(?P<seat>\d+):(?P<n>\d+):(?P<action>.+)")
LINK = 5  # a link button's style


# ---- the bot on its own loop, watched -------------------------------------------------------------------


@dataclass
class BotRun:
    clicks_alone: list[float]
    clicks_watched: list[float]
    delivery: Delivery
    rss_alone: float
    rss_watched: float
    opened: int
    open_seconds: float
    ended: int
    stop_seconds: float
    problems: int
    log: str


async def play_moves(
    fake: FakeDiscord, channel: Any, users: dict[int, Any], moves: int, rng: random.Random, pause: bool = True
) -> list[float]:
    """``moves`` clicks at a person's pace; each click's time to its answer."""
    answered = []
    for _ in range(moves):
        board = await fake.wait_for(lambda: live_board(fake, channel), timeout=30)
        buttons = [c for c in board.custom_ids() if c.startswith("act:")]
        if not buttons:
            break
        custom_id = rng.choice(buttons)
        before = (board.id, board.custom_ids())  # the fake edits its messages in place
        match = ACT.match(custom_id)
        assert match is not None
        record = await fake.click(users[int(match["seat"])], board, custom_id)
        if record.response_time is not None:
            answered.append(record.response_time)

        def moved(before: tuple[int, list[str]] = before) -> bool:
            now = live_board(fake, channel)
            return now is None or (now.id, now.custom_ids()) != before

        await fake.wait_for(moved, timeout=30)
        if pause:
            await asyncio.sleep(rng.uniform(0.3, 1.0))  # the next player thinks for a moment
    return answered


@dataclass
class BenchTable:
    """A game of Gentoo Rules in a channel of its own: its session, its live page's stream path, who
    clicks for each seat."""

    channel: Any
    session_id: str
    path: str
    users: dict[int, Any]


async def open_table(
    fake: FakeDiscord, guild: Any, people: Sequence[Any], db: Path, number: int
) -> BenchTable:
    """A new game, started, in a new channel (one game per channel)."""
    alice, bob = people
    channel = fake.add_text_channel(guild, f"bench-{number}")
    await asyncio.sleep(0.2)  # the bot hears of the channel
    opened = await fake.slash(alice, channel, "game", ["new"], {"game": "gentoo", "thread": False})
    lobby = opened.response
    assert lobby is not None, opened.describe()
    await fake.click(bob, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")))
    start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
    session_id = start.split(":")[1]
    await fake.click(alice, fake.message(lobby.id), start)
    board = await fake.wait_for(lambda: live_board(fake, channel), timeout=30)
    watch = next(b["url"] for b in board.buttons() if b.get("style") == LINK and b["label"] == "Watch")
    path = "/" + watch.split("://", 1)[1].split("/", 1)[1] + "/events"
    storage = await Storage.open(db, durable=False)
    record = await storage.sessions.get(session_id)
    await storage.close()
    assert record is not None
    ids = {alice.id: alice, bob.id: bob}
    users = {s.seat: ids[s.user_id] for s in record.seats if s.user_id is not None}
    return BenchTable(channel, session_id, path, users)


async def bot_run(code: Path, watchers: int, moves: int, blocks: int, seed: int) -> BotRun:
    rng = random.Random(seed)
    reports: list[tuple[dict[str, Any], int]] = []
    ended = 0
    async with FakeDiscord(validate_requests=False) as fake:
        guild = fake.add_guild("Bench")
        people = (fake.add_user("alice"), fake.add_user("bob"))
        with tempfile.TemporaryDirectory() as tmp:
            db = Path(tmp) / "bot.sqlite3"
            port = free_port()
            log = Path(tmp) / "bot.log"
            proc = await spawn(
                code,
                log,
                DISCORD_TOKEN=fake.token,
                DISCORD_API_BASE_URL=fake.api_base,
                DISCORD_GATEWAY_URL=fake.gateway_url,
                TABLETOP_DATABASE=str(db),
                TABLETOP_WEB_URL=f"http://127.0.0.1:{port}",
                TABLETOP_WEB_BIND=f"127.0.0.1:{port}",
            )
            client = Watchers()
            await client.start()
            tables: list[BenchTable] = []

            async def table() -> BenchTable:
                tables.append(await open_table(fake, guild, people, db, len(tables)))
                return tables[-1]

            try:
                await fake.wait_until_connected(timeout=60)
                await fake.wait_for(lambda: fake.commands, timeout=60, what="the commands")
                await wait_port(port, proc, log)
                warm = await table()
                await play_moves(fake, warm.channel, warm.users, 4, rng)  # warm up: first drawings, caches
                # Blocks of clicks without watchers and with them, in turn (the machine's other load moves
                # over a run; both sides see it alike), each block on a game of its own (so none ends in
                # the middle of one), every block of watchers opened afresh on its block's game.
                clicks_alone: list[float] = []
                clicks_watched: list[float] = []
                delivery = Delivery()
                per_block = max(1, moves // blocks)
                for block in range(blocks):
                    alone = await table()
                    if block == 0:
                        rss_alone = rss_mb(proc.pid)
                    clicks_alone += await play_moves(fake, alone.channel, alone.users, per_block, rng)
                    watched = await table()
                    streams = [[watched.session_id, watched.path, address(i)] for i in range(watchers)]
                    answer = await client.ask(cmd="open", host="127.0.0.1", port=port, streams=streams)
                    if block == 0:
                        first_open = answer
                    await asyncio.sleep(2.0)
                    if block == 0:
                        rss_watched = rss_mb(proc.pid)
                    clicks_watched += await play_moves(fake, watched.channel, watched.users, per_block, rng)
                    await asyncio.sleep(3.0)  # the last move's events
                    if block < blocks - 1:
                        report = await client.ask(cmd="report")
                        reports.append((report, answer["opened"]))
                        ended += report["ended"]
                        await client.ask(cmd="close")
                        await asyncio.sleep(1.0)
                report = await client.ask(cmd="report")
                reports.append((report, answer["opened"]))
                ended += report["ended"]
                # The stop, with the streams open and busy: one more move, and SIGTERM as they follow it.
                await play_moves(fake, watched.channel, watched.users, 1, rng, pause=False)
                await asyncio.sleep(rng.uniform(0.2, 0.6))
                stop_seconds = await sigterm(proc)
            finally:
                if proc.returncode is None:
                    proc.kill()
                    await proc.wait()
                await client.quit()
            text = log.read_text(errors="replace")
            commits = await commit_times(db, [t.session_id for t in tables])
    for report, opened in reports:
        found = deliveries(report["arrivals"], commits, opened)
        delivery.delays += found.delays
        delivery.firsts += found.firsts
        delivery.missed += found.missed
    return BotRun(
        clicks_alone,
        clicks_watched,
        delivery,
        rss_alone,
        rss_watched,
        first_open["opened"],
        first_open["seconds"],
        ended,
        stop_seconds,
        log_problems(text),
        text,
    )


def ms(value: float) -> str:
    return f"{1000 * value:.0f}"


async def bot_scenario(args: argparse.Namespace) -> None:
    runs = []
    for run in range(args.runs):
        result = await bot_run(Path(args.code), args.watchers, args.moves, args.blocks, seed=run)
        runs.append(result)
        if args.show_clicks:
            print("alone", sorted(round(1000 * t) for t in result.clicks_alone))
            print("watched", sorted(round(1000 * t) for t in result.clicks_watched))
        if args.show_log:
            print(result.log)
    n = args.watchers
    print(
        f"The bot on its own loop, Gentoo Rules, 2 players: {args.moves} clicks without watchers and {args.moves} "
        f"with {n} streams open, in {args.blocks} blocks each, in turn; median of {args.runs} runs "
        f"({Path(args.code).resolve()})"
    )
    print(
        "| run | clicks answered, 0 watchers p50/p99 | with watchers p50/p99 | p99 ratio "
        "| watcher sees the move p50/p99 | first watcher p50/p99 | memory per stream | streams opened (s) "
        "| missed, ended | stop (s) | errors in log |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    rows = []
    for i, r in enumerate(runs):
        row = (
            statistics.median(r.clicks_alone),
            pct(r.clicks_alone, 0.99),
            statistics.median(r.clicks_watched),
            pct(r.clicks_watched, 0.99),
            pct(r.clicks_watched, 0.99) / pct(r.clicks_alone, 0.99),
            pct(r.delivery.delays, 0.5),
            pct(r.delivery.delays, 0.99),
            pct(r.delivery.firsts, 0.5),
            pct(r.delivery.firsts, 0.99),
            (r.rss_watched - r.rss_alone) * 1024 / max(1, r.opened),
            r.open_seconds,
            r.stop_seconds,
        )
        rows.append(row)
        print(
            f"| {i + 1} | {ms(row[0])} / {ms(row[1])} ms | {ms(row[2])} / {ms(row[3])} ms | {row[4]:.2f} "
            f"| {ms(row[5])} / {ms(row[6])} ms | {ms(row[7])} / {ms(row[8])} ms | {row[9]:.1f} KB "
            f"| {r.opened} ({row[10]:.1f}) | {r.delivery.missed}, {r.ended} | {row[11]:.2f} | {r.problems} |"
        )
    med = [statistics.median(row[k] for row in rows) for k in range(len(rows[0]))]
    print(
        f"| median | {ms(med[0])} / {ms(med[1])} ms | {ms(med[2])} / {ms(med[3])} ms | {med[4]:.2f} "
        f"| {ms(med[5])} / {ms(med[6])} ms | {ms(med[7])} / {ms(med[8])} ms | {med[9]:.1f} KB | | "
        f"| {med[11]:.2f} | |"
    )
    # With 80 clicks a side a run's p99 is about its slowest click; the runs' clicks together give the p99
    # of some hundreds, a sturdier figure for the ratio.
    alone = [t for r in runs for t in r.clicks_alone]
    watched = [t for r in runs for t in r.clicks_watched]
    print(
        f"| all runs' clicks together ({len(alone)} a side) | {ms(statistics.median(alone))} / "
        f"{ms(pct(alone, 0.99))} ms | {ms(statistics.median(watched))} / {ms(pct(watched, 0.99))} ms "
        f"| {pct(watched, 0.99) / pct(alone, 0.99):.2f} | | | | | | | |"
    )


# ---- the companion as its own process, many games -------------------------------------------------------


async def standalone(args: argparse.Namespace) -> None:
    code = Path(args.code)
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as tmp:
        server = None
        if args.postgres:
            from support.postgres import PostgresServer

            server = PostgresServer.from_environment()
            server.__enter__()
            database: Path | str = await server.new_database_async()
        else:
            database = Path(tmp) / "web.sqlite3"
        storage = await Storage.open(database, durable=False)
        services = build_services(storage, reminder_after_hours=None)
        games = []
        for g in range(args.games):
            game = await services.lobby.create_lobby(1, 100 + g, 10, "Ann", "gentoo")
            game = await services.lobby.join(game.id, 11, "Bo")
            games.append((await services.lobby.start(game.id, 10)).id)
        port = free_port()
        url = f"http://127.0.0.1:{port}"
        log = Path(tmp) / "web.log"
        proc = await spawn(
            code,
            log,
            "web",
            TABLETOP_DATABASE=str(database),
            TABLETOP_WEB_URL=url,
            TABLETOP_WEB_BIND=f"127.0.0.1:{port}",
        )
        client = Watchers()
        await client.start()
        try:
            await wait_port(port, proc, log)
            await asyncio.sleep(1.0)
            links = WebLinks(
                url, Signer(await signing_key(WebSettings(url=url), storage)), Switches(storage.web.guild)
            )
            streams = []
            for g, session_id in enumerate(games):
                record = await storage.sessions.get(session_id)
                assert record is not None
                watch = await links.game(record)
                assert watch is not None
                path = watch.split(url, 1)[1] + "/events"
                streams += [[session_id, path, address(g * args.per_game + i)] for i in range(args.per_game)]
            rss_before = rss_mb(proc.pid)
            answer = await client.ask(cmd="open", host="127.0.0.1", port=port, streams=streams)
            await asyncio.sleep(2.0)
            rss_after = rss_mb(proc.pid)
            cpu_before = cpu_seconds(proc.pid)
            started = time.monotonic()
            made = 0
            for _ in range(args.moves):
                session_id = rng.choice(games)
                game = await services.games.load(session_id)
                if game.outcome is not None:
                    continue
                seat = min(game.to_act)
                choice = rng.choice([c for c in game.choices(seat) if not c.back])
                await services.moves.submit(
                    session_id,
                    game.session.seats[seat].user_id or 0,
                    game.n(seat),
                    choice.action_id,
                    seat=seat,
                )
                made += 1
                await asyncio.sleep(rng.expovariate(args.rate))
            moving = time.monotonic() - started
            await asyncio.sleep(3.0)
            cpu = cpu_seconds(proc.pid) - cpu_before
            report = await client.ask(cmd="report")
            stop_seconds = await sigterm(proc)
        finally:
            if proc.returncode is None:
                proc.kill()
                await proc.wait()
            await client.quit()
            await storage.close()
        commits = await commit_times(database, games)
        if server is not None:
            await server.drop_database_async(str(database))
            server.__exit__(None, None, None)
        text = log.read_text(errors="replace")
    delivery = deliveries(report["arrivals"], commits, args.per_game)
    kind = "PostgreSQL" if args.postgres else "SQLite"
    print(
        f"python -m bot web on its own ({kind}): {args.games} games x {args.per_game} streams, {made} moves in "
        f"{moving:.0f} s ({Path(args.code).resolve()})"
    )
    print(
        "| streams open | opened in | watcher sees the move p50/p99 (max) | first watcher p50/p99 "
        "| memory per stream | CPU per move | missed, ended | stop | errors in log |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    refused = f", refused {answer['refused']}" if answer["refused"] else ""
    print(
        f"| {answer['opened']}{refused} | {answer['seconds']:.1f} s | {ms(statistics.median(delivery.delays))} / "
        f"{ms(pct(delivery.delays, 0.99))} ms ({ms(max(delivery.delays))}) "
        f"| {ms(pct(delivery.firsts, 0.5))} / {ms(pct(delivery.firsts, 0.99))} ms "
        f"| {(rss_after - rss_before) * 1024 / max(1, answer['opened']):.1f} KB (RSS {rss_before:.0f} -> {rss_after:.0f} MB) "
        f"| {1000 * cpu / max(1, made):.1f} ms | {delivery.missed}, {report['ended']} | {stop_seconds:.2f} s "
        f"| {log_problems(text)} |"
    )
    if args.show_log:
        print(text)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("scenario", choices=["bot", "standalone"], nargs="?", default="bot")
    parser.add_argument("--watchers", type=int, default=1000)
    parser.add_argument("--moves", type=int, default=80, help="clicks without watchers, and as many with")
    parser.add_argument(
        "--blocks", type=int, default=4, help="(bot) blocks of clicks, alone and watched in turn"
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--per-game", type=int, default=100)
    parser.add_argument("--rate", type=float, default=10.0, help="moves a second (standalone)")
    parser.add_argument("--postgres", action="store_true", help="standalone on PostgreSQL")
    parser.add_argument("--code", default=str(ROOT), help="the checkout the bot runs from")
    parser.add_argument("--show-log", action="store_true")
    parser.add_argument("--show-clicks", action="store_true", help="every click's time, sorted")
    args = parser.parse_args()
    asyncio.run(bot_scenario(args) if args.scenario == "bot" else standalone(args))


if __name__ == "__main__":
    main()
