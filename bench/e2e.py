"""End-to-end latency through the fake Discord on 127.0.0.1: a click's interaction to its board update.

Prints one table, each row the median over ``--runs`` runs of that run's statistic:
  floor     a bare discord.py DynamicItem button that answers at once (type 7 edit): the least a click costs
  gentoo    a Gentoo Rules move by a person, with its board update (image included), from the interaction's
            dispatch to the end of the last REST call that shows the new board
and for Gentoo: REST calls per move, database time per move (Services.submit), board render time and
PNG size. Then, for every game, the REST calls per move split into the channel's and each person's
(``bench/restcalls.py``, which can also run alone). The fake's OpenAPI validation is switched off here (it
is test machinery, not Discord).

    .venv/bin/python bench/e2e.py [--moves 120] [--runs 3] [--no-games]
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
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import discord  # noqa: E402
from discord.ext import commands  # noqa: E402

from bot.client import TabletopBot  # noqa: E402
from bot.config import Settings  # noqa: E402
from bot.discordside import payloads as payloads_module  # noqa: E402
from bot.services.moves import MoveService  # noqa: E402
from support.fakediscord import FakeDiscord  # noqa: E402
from support.harness import live_board  # noqa: E402

ACT = re.compile(r"act:(?P<session>[^:]+):(?P<seat>\d+):(?P<n>\d+):(?P<action>.+)")


def pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class Bump(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"bump:(?P<n>\d+)"):
    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Bump {n}", custom_id=f"bump:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: Any, item: Any, match: re.Match[str], /) -> Bump:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(Bump(self.n + 1))
        await interaction.response.edit_message(content=f"{self.n + 1}", view=view)


class FloorBot(commands.Bot):
    async def setup_hook(self) -> None:
        self.add_dynamic_items(Bump)


async def start(bot: commands.Bot, fake: FakeDiscord) -> asyncio.Task[None]:
    task = asyncio.create_task(bot.start(fake.token))
    await fake.wait_until_connected()
    await asyncio.wait_for(bot.wait_until_ready(), 10)
    return task


async def stop(bot: commands.Bot, task: asyncio.Task[None]) -> None:
    await bot.close()
    await task


async def floor_run(moves: int) -> list[float]:
    async with FakeDiscord() as fake, _quiet(fake):
        with fake.patch_discord():
            guild = fake.add_guild("Bench")
            channel = fake.add_text_channel(guild, "bench")
            user = fake.add_user("alice")
            bot = FloorBot(command_prefix="!", intents=discord.Intents.default(), guild_ready_timeout=0.05)
            task = await start(bot, fake)
            message = fake.store_message(
                channel=channel,
                author=fake.bot,
                content="0",
                components=[
                    {
                        "type": 1,
                        "components": [{"type": 2, "style": 2, "label": "Bump", "custom_id": "bump:0"}],
                    }
                ],
            )
            times = []
            for i in range(moves):
                record = await fake.click(user, fake.message(message.id), f"bump:{i}")
                assert record.response_time is not None
                times.append(record.response_time)
            await stop(bot, task)
            return times


class _quiet:
    """Switch off the fake's request validation for the duration (it is not part of Discord's latency)."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake

    async def __aenter__(self) -> None:
        self.saved = self.fake.spec.validate_request
        self.fake.spec.validate_request = lambda *a, **k: []  # type: ignore[method-assign]

    async def __aexit__(self, *exc: object) -> None:
        self.fake.spec.validate_request = self.saved  # type: ignore[method-assign]


def timed(owner: Any, name: str, sink: list[float]) -> Callable[[], None]:
    original = getattr(owner, name)

    if asyncio.iscoroutinefunction(original):

        async def wrapper(*args: Any, **kwargs: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return await original(*args, **kwargs)
            finally:
                sink.append(time.perf_counter() - t0)
    else:

        def wrapper(*args: Any, **kwargs: Any) -> Any:  # type: ignore[misc]
            t0 = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                sink.append(time.perf_counter() - t0)

    setattr(owner, name, wrapper)
    return lambda: setattr(owner, name, original)


async def gentoo_run(moves: int, seed: int) -> dict[str, list[float]]:
    db_time: list[float] = []
    render_time: list[float] = []
    undo = [timed(MoveService, "submit", db_time), timed(payloads_module, "_render_board", render_time)]
    sizes: list[float] = []
    move_times: list[float] = []
    calls: list[float] = []
    try:
        async with FakeDiscord() as fake, _quiet(fake):
            with fake.patch_discord(), tempfile.TemporaryDirectory() as tmp:
                guild = fake.add_guild("Bench")
                channel = fake.add_text_channel(guild, "bench")
                alice, bob = fake.add_user("alice"), fake.add_user("bob")
                settings = Settings(
                    discord_token=fake.token, database_path=Path(tmp) / "db.sqlite3", ai_pause_seconds=0
                )
                bot = TabletopBot(settings, guild_ready_timeout=0.05)
                task = await start(bot, fake)
                record = await fake.slash(
                    alice, channel, "game", ["new"], {"game": "gentoo", "thread": False}
                )
                lobby = record.response
                assert lobby is not None
                await fake.click(bob, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")))
                await fake.click(
                    alice, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start"))
                )
                users = {}
                rng = random.Random(seed)
                while len(move_times) < moves:
                    board = await fake.wait_for(lambda: live_board(fake, channel), timeout=10)
                    buttons = [c for c in board.custom_ids() if c.startswith("act:")]
                    if not buttons:
                        break
                    if not users:
                        game = await bot.services.games.load(ACT.match(buttons[0])["session"])  # type: ignore[union-attr,index]
                        ids = {alice.id: alice, bob.id: bob}
                        users = {s.seat: ids[s.user_id] for s in game.session.seats if s.user_id}
                    custom_id = rng.choice(buttons)
                    user = users[int(ACT.match(custom_id)["seat"])]  # type: ignore[index]
                    before = len(fake.requests)
                    click = await fake.click(user, board, custom_id)
                    await asyncio.sleep(0.05)  # let the follow-up calls of this move finish
                    made = fake.requests[before:]
                    shown = [r for r in made if r.finished_at]
                    move_times.append(max(r.finished_at for r in shown) - click.dispatched_at)
                    calls.append(len(made))
                    if "--show" in sys.argv:
                        print([r.key for r in made])
                    png = next(
                        (m.attachments[0].size for m in [live_board(fake, channel)] if m and m.attachments),
                        None,
                    )
                    if png:
                        sizes.append(png)
                    if any("game over" in m.content for m in fake.messages(channel)):
                        break
                await stop(bot, task)
    finally:
        for u in undo:
            u()
    return {"move": move_times, "calls": calls, "db": db_time, "render": render_time, "png": sizes}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--moves", type=int, default=120)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--show", action="store_true", help="print the REST calls of every move")
    parser.add_argument("--no-games", action="store_true", help="skip the REST calls of every game")
    args = parser.parse_args()

    floors, gentoos = [], []
    for run in range(args.runs):
        floors.append(asyncio.run(floor_run(args.moves)))
        gentoos.append(asyncio.run(gentoo_run(args.moves, seed=run)))

    def row(name: str, runs: list[list[float]], scale: float, unit: str) -> str:
        p50 = statistics.median(statistics.median(r) for r in runs if r)
        p99 = statistics.median(pct(r, 0.99) for r in runs if r)
        return f"| {name:<34} | {p50 * scale:>10.2f} | {p99 * scale:>10.2f} | {unit:<5} |"

    print(
        f"End to end through the fake Discord on loopback; median of {args.runs} runs, {args.moves} clicks each"
    )
    print(f"| {'measure':<34} | {'p50':>10} | {'p99':>10} | unit  |")
    print(f"|{'-' * 36}|{'-' * 12}|{'-' * 12}|-------|")
    print(row("floor: bare handler, click->answer", floors, 1000, "ms"))
    print(row("gentoo move: click->board shown", [g["move"] for g in gentoos], 1000, "ms"))
    print(row("gentoo REST calls per move", [g["calls"] for g in gentoos], 1, "calls"))
    print(row("gentoo database time per move", [g["db"] for g in gentoos], 1000, "ms"))
    print(row("gentoo board render", [g["render"] for g in gentoos], 1000, "ms"))
    print(row("gentoo board PNG size", [g["png"] for g in gentoos], 1 / 1024, "KB"))
    if not args.no_games:
        import restcalls

        print()
        restcalls.report(restcalls.PEOPLE, moves=min(args.moves, 60), runs=args.runs)


if __name__ == "__main__":
    main()
