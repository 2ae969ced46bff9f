"""Database round trips of one move, on SQLite and on PostgreSQL: a person's click through the fake Discord
on 127.0.0.1, from the interaction to the board it shows.

Every statement the bot sends its database is counted where it leaves the process: aiosqlite's
``execute``/``executemany``/``execute_fetchall`` (each a hop to SQLite's thread) and asyncpg's
``execute``/``fetch``/``fetchrow``/``fetchval``/``executemany`` (each a round trip to the server; BEGIN and
COMMIT included, as asyncpg sends them by ``execute``). A move's statements are split at its commit, the
transaction that holds ``UPDATE sessions SET version = version + 1``:
  judge     up to and including that commit: the AI stand-in check, the game's lock, the load, the commit
  reads     after it: SELECTs (what publishing the board reads back)
  writes    after it: everything else (which message is the board, which step it shows, lock releases)
Each number is the median over the moves of ``--moves`` clicks in each of ``--runs`` games (median of runs).

    .venv/bin/python bench/roundtrips.py [--moves 40] [--runs 3] [--backends sqlite postgresql]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import re
import statistics
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import aiosqlite  # noqa: E402
import asyncpg  # noqa: E402

from bot.client import TabletopBot  # noqa: E402
from bot.config import Settings  # noqa: E402
from support.fakediscord import FakeDiscord  # noqa: E402
from support.harness import live_board  # noqa: E402
from support.postgres import PostgresServer  # noqa: E402

ACT = re.compile(r"act:(?P<session>[^:]+):(?P<seat>\d+):(?P<n>\d+):(?P<action>.+)")
COMMIT_MARK = "SET version = version + 1"


class Recorder:
    """The SQL of every statement sent while ``on`` is set, in order."""

    def __init__(self) -> None:
        self.statements: list[str] = []
        self.on = False

    @contextlib.contextmanager
    def patched(self) -> Iterator[None]:
        targets: list[tuple[Any, str]] = [
            (aiosqlite.Connection, "execute"),
            (aiosqlite.Connection, "executemany"),
            (aiosqlite.Connection, "execute_fetchall"),
            (asyncpg.connection.Connection, "execute"),
            (asyncpg.connection.Connection, "executemany"),
            (asyncpg.connection.Connection, "fetch"),
            (asyncpg.connection.Connection, "fetchrow"),
            (asyncpg.connection.Connection, "fetchval"),
        ]
        undo: list[Callable[[], None]] = []
        for owner, name in targets:
            original = getattr(owner, name)

            def wrapper(self_: Any, sql: Any, *args: Any, _original: Any = original, **kwargs: Any) -> Any:
                if self.on:
                    self.statements.append(" ".join(str(sql).split()))
                return _original(self_, sql, *args, **kwargs)

            setattr(owner, name, wrapper)
            undo.append(lambda owner=owner, name=name, original=original: setattr(owner, name, original))
        try:
            yield
        finally:
            for u in undo:
                u()


def split_move(statements: list[str]) -> tuple[int, int, int]:
    """(judge, reads after the commit, writes after the commit) of one move's statements. After the
    commit, a transaction of SELECTs only (BEGIN and COMMIT included) or a lone SELECT counts as reads;
    any other transaction, or a lock taken or released, as writes."""
    marks = [i for i, s in enumerate(statements) if COMMIT_MARK in s]
    if not marks:
        return len(statements), 0, 0
    end = next(
        (i for i in range(marks[-1], len(statements)) if statements[i].upper().startswith("COMMIT")),
        marks[-1],
    )
    reads = writes = 0
    group: list[str] = []
    for sql in statements[end + 1 :]:
        group.append(sql)
        upper = sql.upper()
        if upper.startswith("BEGIN") or (len(group) > 1 and not upper.startswith(("COMMIT", "ROLLBACK"))):
            continue  # inside a transaction: counted when it ends
        body = [g for g in group if not g.upper().startswith(("BEGIN", "COMMIT", "ROLLBACK"))]
        if body and all(g.upper().startswith(("SELECT", "WITH")) and "advisory" not in g for g in body):
            reads += len(group)
        else:
            writes += len(group)
        group = []
    return end + 1, reads, writes + len(group)


async def one_game(
    database: Path | str, moves: int, seed: int, recorder: Recorder
) -> list[tuple[int, int, int]]:
    out: list[tuple[int, int, int]] = []
    # Without the fake's rate limits: a limit makes discord.py wait, which the count does not care about.
    async with FakeDiscord(rate_limit_messages=None) as fake:
        fake.spec.validate_request = lambda *a, **k: []  # type: ignore[method-assign]
        with fake.patch_discord():
            guild = fake.add_guild("Bench")
            channel = fake.add_text_channel(guild, "bench")
            alice, bob = fake.add_user("alice"), fake.add_user("bob")
            settings = Settings(discord_token=fake.token, database_path=database, ai_pause_seconds=0)
            bot = TabletopBot(settings, guild_ready_timeout=0.05)
            task = asyncio.create_task(bot.start(fake.token))
            try:
                await _play(fake, bot, channel, (alice, bob), moves, seed, recorder, out)
            finally:
                await bot.close()
                await task
    return out


async def _play(
    fake: FakeDiscord,
    bot: Any,
    channel: Any,
    players: tuple[Any, Any],
    moves: int,
    seed: int,
    recorder: Recorder,
    out: list[tuple[int, int, int]],
) -> None:
    alice, bob = players
    await fake.wait_until_connected()
    await asyncio.wait_for(bot.wait_until_ready(), 10)
    record = await fake.slash(alice, channel, "game", ["new"], {"game": "gentoo", "thread": False})
    lobby = record.response
    assert lobby is not None
    await fake.click(bob, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")))
    await fake.click(
        alice, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start"))
    )
    rng = random.Random(seed)
    people = {alice.id: alice, bob.id: bob}
    owners: dict[str, dict[int, int]] = {}
    while len(out) < moves:
        await _settle(fake)
        board = await fake.wait_for(lambda: live_board(fake, channel), timeout=10)
        buttons = [c for c in board.custom_ids() if c.startswith("act:")]
        if not buttons:
            break
        match = ACT.match(rng.choice(buttons))
        assert match is not None
        user = await _user_of(bot, match, people, owners)
        recorder.statements.clear()
        recorder.on = True
        clicked = await fake.click(user, board, match.group(0))
        await _settle(fake)
        if "--debug" in sys.argv:
            answer = clicked.response.text()[:120] if clicked.response is not None else None
            print(match.group(0), answer, len(recorder.statements))
        recorder.on = False
        out.append(split_move(list(recorder.statements)))
        if any("game over" in m.content for m in fake.messages(channel)):
            break


async def _user_of(
    bot: Any, match: re.Match[str], people: dict[int, Any], owners: dict[str, dict[int, int]]
) -> Any:
    """The person in the clicked button's seat."""
    key = match["session"]
    if key not in owners:
        owners[key] = await _seats(bot, key)
    return people[owners[key][int(match["seat"])]]


async def _seats(bot: Any, session_id: str) -> dict[int, int]:
    """Seat -> user id."""
    game = await bot.services.games.load(session_id)
    return {s.seat: s.user_id for s in game.session.seats if s.user_id is not None}


async def _settle(fake: FakeDiscord) -> None:
    """Until no REST call has been made for a while: the move's follow-ups (board, DMs) are done."""
    seen = -1
    while seen != len(fake.requests) or not all(r.finished_at for r in fake.requests[-5:]):
        seen = len(fake.requests)
        await asyncio.sleep(0.15)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--backends", nargs="+", default=["sqlite", "postgresql"])
    args = parser.parse_args()
    recorder = Recorder()
    rows = []
    with recorder.patched(), contextlib.ExitStack() as stack:
        server = (
            stack.enter_context(PostgresServer.from_environment()) if "postgresql" in args.backends else None
        )
        for backend in args.backends:
            runs = []
            for run in range(args.runs):
                with tempfile.TemporaryDirectory() as tmp:
                    target: Path | str = (
                        Path(tmp) / "db.sqlite3" if backend == "sqlite" else server.new_database()  # type: ignore[union-attr]
                    )
                    runs.append(asyncio.run(one_game(target, args.moves, run, recorder)))
            medians = [
                tuple(statistics.median(m[k] for m in moves) for k in range(3)) for moves in runs if moves
            ]
            judge, reads, writes = (statistics.median(m[k] for m in medians) for k in range(3))
            rows.append((backend, judge, reads, writes, sum(len(r) for r in runs)))
    print(f"Database round trips of one Gentoo move by a person (median of {args.runs} games)")
    print("| backend | judge and commit | reads after the commit | writes after the commit | total | moves |")
    print("|---|---|---|---|---|---|")
    for backend, judge, reads, writes, count in rows:
        print(f"| {backend} | {judge:g} | {reads:g} | {writes:g} | {judge + reads + writes:g} | {count} |")


if __name__ == "__main__":
    main()
