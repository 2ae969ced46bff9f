"""How late reminders come on short clocks, with several games running at once, in real time.

The real bot plays against the fake Discord (tests/support/fakediscord) on the real clock. Each run starts
``--games`` games of Gentoo Rules with a 1-minute clock (what a timeout does: an AI makes that move), a
few seconds apart at random (the run's seed), each in a channel of its own between two people who never
move: each seat's clock in turn gives a half-time reminder (30 s), a final one (54 s) and a timeout (60 s),
after which the AI's move starts the other seat's clock. Two more people have a game of their own each
(a 10-minute clock, their move first) and quiet hours, UTC:

- Quinn's quiet hours end at a whole minute during the run: the message that sums up what waited is
  measured from their end;
- Rae turns her quiet hours off during the run (``/settings quiet_hours:off``): that message is measured
  from the change.

Measured: for every reminder posted in a game's channel, when the fake received it minus when its deadline
was due (the deadline's ``due_at``); a negative number is a reminder sent early, with another of the same
person's (docs/multiday.md, "Several at once"). Timeouts: when the AI's move was committed minus the
timeout's ``due_at``. On PostgreSQL a second scenario has another process (a second connection pool and
services of its own, no Discord: as a second bot process sharing the database) start the games and make
Rae's change, so this process's timers hear of them only through the database.

Each row is the median over ``--runs`` runs of each run's p50, p99 and max. Asserts nothing.

    .venv/bin/python bench/reminders.py [--games 6] [--seconds 150] [--runs 3] [--backend sqlite|postgresql|both]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime as dt
import random
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from bot.client import TabletopBot  # noqa: E402
from bot.config import Settings  # noqa: E402
from bot.services import Services, build_services  # noqa: E402
from bot.store import Storage  # noqa: E402
from support.fakediscord import Channel, FakeDiscord, Guild, User  # noqa: E402
from support.harness import random_chooser  # noqa: E402

CLOCK = 60  # seconds a move
LONG_CLOCK = 600  # Quinn's and Rae's games: their turn outlasts the run
STAGGER = 20.0  # the games start within this many seconds
QUIET_END_AFTER = 45.0  # Quinn's quiet hours end at the first whole minute at least this long after the start
QUIET_OFF_AFTER = 40.0  # Rae turns hers off this long after the start


@dataclass
class Run:
    reminders: list[float] = field(default_factory=list)  # seconds late, one per reminder posted
    timeouts: list[float] = field(default_factory=list)
    quiet_end: float | None = None
    quiet_off: float | None = None


@dataclass
class Table:
    channel: Channel
    host: User
    guest: User
    session: str = ""


async def start_by_discord(fake: FakeDiscord, table: Table, clock: str, first: int | None) -> None:
    """The host opens the game with ``/game new``, the guest joins, the host starts it (as players do)."""
    options: dict[str, Any] = {"game": "gentoo", "thread": False, "custom_clock": clock, "on_timeout": "move"}
    record = await fake.slash(table.host, table.channel, "game", ["new"], options, timeout=30)
    lobby = record.response
    assert lobby is not None
    join = next(c for c in lobby.custom_ids() if c.endswith(":join"))
    table.session = join.split(":")[1]
    await fake.click(table.guest, lobby, join, timeout=30)
    if first is not None:
        await fake.select(
            table.host,
            fake.message(lobby.id),
            f"lobbyopt:{table.session}",
            [f"first_player={first}"],
            timeout=30,
        )
    await fake.click(table.host, fake.message(lobby.id), f"lobby:{table.session}:start", timeout=30)


async def start_by_services(
    services: Services, guild: Guild, table: Table, seconds: int, first: int | None
) -> None:
    """The same game started by another process: its services, its own connections, no Discord."""
    lobby = await services.lobby.create_lobby(
        guild.id, table.channel.id, table.host.id, table.host.name, "gentoo", clock_seconds=seconds
    )
    table.session = lobby.id
    await services.lobby.join(lobby.id, table.guest.id, table.guest.name)
    if first is not None:
        await services.lobby_settings.set_option(lobby.id, table.host.id, "first_player", first)
    await services.lobby.start(lobby.id, table.host.id)


@contextlib.asynccontextmanager
async def other_process(target: str | None) -> AsyncIterator[Services | None]:
    if target is None:
        yield None
        return
    storage = await Storage.open(target)
    try:
        yield build_services(storage)
    finally:
        await storage.close()


async def one_run(target: Path | str, *, games: int, seconds: float, seed: int, elsewhere: bool) -> Run:
    rng = random.Random(seed)
    fake = FakeDiscord(validate_requests=False)
    await fake.start()
    run = Run()
    try:
        with fake.patch_discord():
            guild = fake.add_guild("Penguin Club")
            tables = [
                Table(
                    fake.add_text_channel(guild, f"table-{n}"),
                    fake.add_user(f"host{n}"),
                    fake.add_user(f"guest{n}"),
                )
                for n in range(games)
            ]
            quinn = Table(
                fake.add_text_channel(guild, "quinn"), fake.add_user("quinn"), fake.add_user("quinns-friend")
            )
            rae = Table(
                fake.add_text_channel(guild, "rae"), fake.add_user("rae"), fake.add_user("raes-friend")
            )
            settings = Settings(discord_token=fake.token, database_path=target, ai_pause_seconds=0)
            bot = TabletopBot(settings, chooser=random_chooser, guild_ready_timeout=0.05)
            task = asyncio.create_task(bot.start(fake.token))
            await fake.wait_until_connected()
            await asyncio.wait_for(bot.wait_until_ready(), 10)
            async with other_process(str(target) if elsewhere else None) as writer:
                personal = (writer or bot.services).personal_settings
                began = time.time()
                minute = int(began // 60) * 60
                quiet_end = minute + 60 * (1 + int((began + QUIET_END_AFTER - minute) // 60))
                await personal.update(
                    quinn.host.id, quiet=f"{_hhmm(quiet_end - 8 * 3600)}-{_hhmm(quiet_end)}"
                )
                await personal.update(rae.host.id, quiet=f"{_hhmm(minute - 3600)}-{_hhmm(minute + 6 * 3600)}")

                async def start(table: Table, clock: int, first: int | None) -> None:
                    if writer is None:
                        await start_by_discord(fake, table, f"{clock // 60}m", first)
                    else:
                        await start_by_services(writer, guild, table, clock, first)

                await start(quinn, LONG_CLOCK, 0)
                await start(rae, LONG_CLOCK, 0)
                delays = sorted(rng.uniform(0, STAGGER) for _ in tables)
                for table, delay in zip(tables, delays, strict=True):
                    await asyncio.sleep(max(0.0, began + delay - time.time()))
                    await start(table, CLOCK, None)
                await asyncio.sleep(max(0.0, began + QUIET_OFF_AFTER - time.time()))
                turned_off = time.time()
                await personal.update(rae.host.id, quiet="off")
                await asyncio.sleep(max(0.0, began + seconds - time.time()))

            run.quiet_end = _summed_up(fake, quinn.host, quiet_end)
            run.quiet_off = _summed_up(fake, rae.host, turned_off)
            for table in tables:
                due = await _deadlines(bot, table.session)
                for message in fake.messages(table.channel):
                    kind = (
                        "half"
                        if "half your time" in message.content
                        else "final"
                        if "runs out" in message.content
                        else None
                    )
                    if kind is None:
                        continue
                    at = message.created_at.timestamp()
                    candidates = [d for k, d in due if k == kind]
                    nearest = min(candidates, key=lambda d: abs(at - d))
                    run.reminders.append(at - nearest)
                run.timeouts += await _timeouts(bot, table.session, due)
            await bot.close()
            await task
    finally:
        await fake.close()
    return run


def _hhmm(at: float) -> str:
    moment = dt.datetime.fromtimestamp(at, dt.UTC)
    return f"{moment.hour:02d}:{moment.minute:02d}"


def _summed_up(fake: FakeDiscord, user: User, since: float) -> float | None:
    found = [m for m in fake.dms(user) if "While you were quiet" in m.content]
    return found[0].created_at.timestamp() - since if found else None


async def _deadlines(bot: TabletopBot, session: str) -> list[tuple[str, float]]:
    found = await bot.storage.database.query(
        "SELECT kind, due_at FROM deadlines WHERE session_id = ? ORDER BY due_at", (session,)
    )
    return [(str(r["kind"]), float(r["due_at"])) for r in found]


async def _timeouts(bot: TabletopBot, session: str, due: list[tuple[str, float]]) -> list[float]:
    """Each timeout's AI move: when it was committed (its first action) minus the timeout's due time."""
    found = await bot.storage.database.query(
        "SELECT created_at FROM actions WHERE session_id = ? AND user_id IS NULL ORDER BY idx", (session,)
    )
    moves = [float(r["created_at"]) for r in found]
    out = []
    for kind, at in due:
        after = [m for m in moves if m >= at - 0.001]
        if kind == "timeout" and after and after[0] - at < CLOCK / 2:
            out.append(after[0] - at)
    return out


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))]


def row(name: str, runs: list[Run], pick: Callable[[Run], list[float]]) -> str:
    per = [pick(r) for r in runs if pick(r)]
    if not per:
        return f"| {name} | 0 | | | |"
    count = sum(len(v) for v in per)
    p50 = statistics.median(percentile(v, 0.5) for v in per)
    p99 = statistics.median(percentile(v, 0.99) for v in per)
    most = statistics.median(max(v) for v in per)
    return f"| {name} | {count} | {p50:.2f} | {p99:.2f} | {most:.2f} |"


async def backend_target(name: str, stack: contextlib.AsyncExitStack) -> Callable[[], Any]:
    if name == "sqlite":
        tmp = stack.enter_context(tempfile.TemporaryDirectory())
        counter = iter(range(1000))
        return lambda: Path(tmp) / f"db{next(counter)}.sqlite3"
    from support.postgres import PostgresServer

    server = stack.enter_context(PostgresServer.from_environment())
    server.start()

    async def fresh() -> str:
        return await server.new_database_async()

    return fresh


async def main_async(args: argparse.Namespace) -> None:
    names = ["sqlite", "postgresql"] if args.backend == "both" else [args.backend]
    print(
        f"Lateness in seconds (median of {args.runs} runs of each run's p50, p99 and max): {args.games} games "
        f"on a 1-minute clock at once for {args.seconds:.0f} s, plus Quinn's and Rae's\n"
    )
    print("| backend, scenario | what | count | p50 | p99 | max |")
    print("|---|---|---:|---:|---:|---:|")
    for name in names:
        async with contextlib.AsyncExitStack() as stack:
            target = await backend_target(name, stack)
            scenarios = [False, True] if name == "postgresql" else [False]
            for elsewhere in scenarios:
                runs = []
                for n in range(args.runs):
                    where = target()
                    if asyncio.iscoroutine(where):
                        where = await where
                    runs.append(
                        await one_run(
                            where,
                            games=args.games,
                            seconds=args.seconds,
                            seed=args.seed + n,
                            elsewhere=elsewhere,
                        )
                    )
                label = f"{name}, {'started by another process' if elsewhere else 'this process'}"
                for what, pick in (
                    ("reminders", lambda r: r.reminders),
                    ("timeouts", lambda r: r.timeouts),
                    ("quiet hours ended", lambda r: [r.quiet_end] if r.quiet_end is not None else []),
                    ("quiet hours turned off", lambda r: [r.quiet_off] if r.quiet_off is not None else []),
                ):
                    print(row(f"{label} | {what}", runs, pick))
                missing = sum(r.quiet_end is None for r in runs), sum(r.quiet_off is None for r in runs)
                if any(missing):
                    print(f"(no summing-up message: Quinn in {missing[0]} runs, Rae in {missing[1]})")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seconds", type=float, default=150.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--backend", choices=("sqlite", "postgresql", "both"), default="both")
    args = parser.parse_args()
    began = time.perf_counter()
    asyncio.run(main_async(args))
    print(f"\n({time.perf_counter() - began:.0f} s)")


if __name__ == "__main__":
    main()
