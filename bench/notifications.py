"""How many messages a person in five daily games receives in a simulated week, with the defaults (how the
bot told everyone before there were settings) and with their own settings: quiet hours (Sydney's
23:00-08:00), then also one DM for all their games, then also their turn told by DM instead of a ping.

The real bot plays against the fake Discord (tests/support/fakediscord), which records whom each message
notified, honouring ``allowed_mentions``; a clock moved by hand runs the week, from one event to the next
(a move, a check, a deadline or a notice falling due). Pat lives in Sydney and plays five two-player games
of Gentoo Rules with a daily clock, one against each of five people in Berlin, New York, London, Sao Paulo
and Tokyo, each in a channel of its own (a finished game is followed by a new one). The others answer a
turn that comes to them after 30 minutes to 6 hours, awake from 08:00 to 23:00 their time; Pat looks at
the games at 08:30 and at 20:30, but misses a look now and then (3 in 10, the same ones in every
scenario), and then plays every turn waiting for them; a turn may so wait more than half a day, and
the clock's reminders come. Every scenario has the same seed, so the same people move at the same
moments, as far as the games allow.

Counted, for Pat: every message that notified them (a ping in a channel, a DM), those between 23:00 and
08:00 in Sydney, pings and DMs apart, the most in one hour, and the DMs still in their list at the end
(a DM replaced by a newer version of the one DM is gone). Asserts nothing.

    .venv/bin/python bench/notifications.py [--days 7] [--seed 1] [--markdown]
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import random
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from zoneinfo import ZoneInfo

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from bot.client import TabletopBot  # noqa: E402
from bot.config import Settings  # noqa: E402
from bot.session.game import Game  # noqa: E402
from support.fakediscord import Channel, FakeDiscord, Message, User  # noqa: E402
from support.harness import FakeClock, options_on, random_chooser, take  # noqa: E402

HOUR, DAY = 3600, 86400
PAT_ZONE = "Australia/Sydney"
CHECKS = ((8, 30), (20, 30))  # when Pat looks at their games, their time
MISSED = 0.3  # the share of those looks Pat misses
OTHERS: tuple[tuple[str, str], ...] = (
    ("Europe/Berlin", "berta"),
    ("America/New_York", "ned"),
    ("Europe/London", "lou"),
    ("America/Sao_Paulo", "sami"),
    ("Asia/Tokyo", "toshi"),
)
# Pat's settings in each scenario, exactly: what each adds to the one before it.
SCENARIOS = (
    "the defaults (before)",
    "quiet hours 23:00-08:00",
    "quiet hours, one DM for all games",
    "quiet hours, one DM for all games, your turn by DM",
)


@dataclass
class Counts:
    total: int = 0
    night: int = 0
    pings: int = 0
    dms: int = 0
    busiest_hour: int = 0
    turns: int = 0  # turns Pat played (about the same work in every scenario)
    kept: int = 0  # DMs in Pat's list at the end
    timeouts: int = 0  # Pat's turns an AI finished because their clock ran out
    hours: Counter[int] = field(default_factory=Counter)


def local(at: float, zone: str) -> dt.datetime:
    return dt.datetime.fromtimestamp(at, ZoneInfo(zone))


def awake_at(at: float, zone: str) -> float:
    """``at``, or 08:00 their time when ``at`` falls in their night."""
    moment = local(at, zone)
    if 8 <= moment.hour < 23:
        return at
    day = moment.date() if moment.hour < 8 else moment.date() + dt.timedelta(days=1)
    return dt.datetime.combine(day, dt.time(8), tzinfo=ZoneInfo(zone)).timestamp()


def checks(start: float, days: int, seed: int) -> list[float]:
    """When Pat looks: the same looks in every scenario (a generator of their own)."""
    first = local(start, PAT_ZONE).date()
    misses = random.Random(f"looks:{seed}")
    out = []
    for n in range(days + 1):
        for hour, minute in CHECKS:
            moment = dt.datetime.combine(
                first + dt.timedelta(days=n), dt.time(hour, minute), ZoneInfo(PAT_ZONE)
            )
            if start <= moment.timestamp() < start + days * DAY and misses.random() >= MISSED:
                out.append(moment.timestamp())
    return out


class Week:
    def __init__(self, fake: FakeDiscord, bot: TabletopBot, clock: FakeClock, pat: User, seed: int) -> None:
        self.fake, self.bot, self.clock, self.pat, self.seed = fake, bot, clock, pat, seed
        self.rng = random.Random(seed)
        self.tables: list[tuple[Channel, User, str]] = []  # channel, opponent, zone
        self.games: dict[int, str] = {}  # channel id -> the game there
        self.moves_at: dict[str, float] = {}  # a game waiting for its other player -> when they move
        self.turns = 0
        self.played: list[str] = []  # every game of the week

    async def settle(self) -> None:
        for _ in range(3000):
            await self.bot.wiring.driver.idle()
            before = len(self.fake.requests)
            await asyncio.sleep(0.005)
            if not self.bot.wiring.publications.busy() and len(self.fake.requests) == before:
                return
        raise AssertionError("the bot never settled")

    async def open(self, channel: Channel, other: User) -> None:
        fake = self.fake
        record = await fake.slash(
            self.pat, channel, "game", ["new"], {"game": "gentoo", "thread": False, "clock": "daily"}
        )
        lobby = record.response
        assert lobby is not None
        await fake.click(other, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")))
        await fake.click(
            self.pat, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start"))
        )
        await self.settle()
        session = await self.bot.storage.sessions.active_in_channel(channel.id)
        assert session is not None
        self.games[channel.id] = session.id
        self.played.append(session.id)

    async def game(self, channel: Channel) -> Game:
        return await self.bot.services.games.load(self.games[channel.id])

    async def play_turn(self, channel: Channel, user: User) -> None:
        """``user`` makes every decision of their turn (a random offered choice each time)."""
        for _ in range(30):
            game = await self.game(channel)
            mine = [s for s in game.to_act if game.session.seats[s].user_id == user.id]
            if not mine or game.outcome is not None:
                return
            seat = mine[0]
            prefix = f"{game.id}:{seat}:{game.n(seat)}:"
            boards = [m for m in self.fake.messages(channel) if not m.ephemeral and options_on(m, prefix)]
            where: Message | None = boards[-1] if boards else None
            if where is None:
                dms = [m for m in self.fake.dms(user) if options_on(m, prefix)]
                where = dms[-1] if dms else None
            assert where is not None, f"no move offered to {user.name}"
            offered = [o for o in options_on(where, prefix) if o.action_id != "back"]
            await take(self.fake, user, where, self.rng.choice(offered))
            await self.settle()
        raise AssertionError("a turn that never ended")

    async def step(self, checking: bool) -> None:
        """Everything that happens at the clock's time."""
        wiring = self.bot.wiring
        await wiring.timers.run_due()  # reminders and notices (each person's in one go), timeouts
        await self.settle()
        for channel, other, zone in self.tables:
            game = await self.game(channel)
            if game.outcome is not None or game.status.value != "running":
                await self.open(channel, other)
                game = await self.game(channel)
            theirs = any(game.session.seats[s].user_id == other.id for s in game.to_act)
            if theirs and game.id not in self.moves_at:
                self.moves_at[game.id] = awake_at(self.clock.now + self.rng.uniform(0.5, 6) * HOUR, zone)
            if theirs and self.moves_at.get(game.id, float("inf")) <= self.clock.now:
                del self.moves_at[game.id]
                await self.play_turn(channel, other)
            if checking and any(game.session.seats[s].user_id == self.pat.id for s in game.to_act):
                self.turns += 1
                await self.play_turn(channel, self.pat)

    async def run(self, start: float, days: int) -> None:
        looks = checks(start, days, self.seed)
        end = start + days * DAY
        while True:
            due = await self.bot.wiring.timers._next_due()
            times = [t for t in (looks[0] if looks else None, due, *self.moves_at.values()) if t is not None]
            now = max(self.clock.now, min(times, default=end))
            if now >= end:
                return
            self.clock.now = now
            checking = bool(looks) and looks[0] <= now
            if checking:
                looks.pop(0)
            await self.step(checking)
            await self.step(False)  # what the moves just made set off (a new game's turn, a reply scheduled)


async def scenario(name: str, days: int, seed: int) -> Counts:
    start = dt.datetime(2025, 6, 2, 0, 0, tzinfo=ZoneInfo(PAT_ZONE)).timestamp()  # a Monday in Sydney
    clock = FakeClock(start)
    fake = FakeDiscord(validate_requests=False)
    await fake.start()
    fake.rate_limit_messages = None  # a week in a minute: Discord's pace is not what is measured
    try:
        with fake.patch_discord(), tempfile.TemporaryDirectory() as tmp:
            guild = fake.add_guild("Penguin Club")
            pat = fake.add_user("pat")
            others = [
                (fake.add_text_channel(guild, f"table-{n}"), fake.add_user(who), zone)
                for n, (zone, who) in enumerate(OTHERS)
            ]
            settings = Settings(
                discord_token=fake.token, database_path=Path(tmp) / "db.sqlite3", ai_pause_seconds=0
            )
            bot = TabletopBot(settings, chooser=random_chooser, clock=clock, guild_ready_timeout=0.05)
            task = asyncio.create_task(bot.start(fake.token))
            await fake.wait_until_connected()
            await asyncio.wait_for(bot.wait_until_ready(), 10)
            if bot._reminders is not None:  # deadlines are run by the simulation's steps, in its order
                bot._reminders.cancel()
            personal = bot.services.personal_settings
            level = SCENARIOS.index(name)
            if level >= 1:
                await personal.update(pat.id, time_zone=PAT_ZONE, quiet="23:00-08:00")
            if level >= 2:
                await personal.set_one_dm(pat.id, True)
            if level >= 3:
                await personal.set_turn(pat.id, notice="dm")
            week = Week(fake, bot, clock, pat, seed)
            week.tables = others
            for channel, other, _ in others:
                await week.open(channel, other)
            stamped: dict[int, float] = {}
            seen = 0

            async def stamp() -> None:
                nonlocal seen
                for message in fake.notifications(pat, seen):
                    stamped[message.id] = clock.now
                    seen = max(seen, message.id)

            original = week.step

            async def step(checking: bool) -> None:
                await original(checking)
                await stamp()

            week.step = step  # type: ignore[method-assign]
            await stamp()
            await week.run(start, days)
            counts = Counts(turns=week.turns)
            for message in fake.notifications(pat):
                at = local(stamped.get(message.id, start), PAT_ZONE)
                counts.total += 1
                counts.night += at.hour >= 23 or at.hour < 8
                counts.dms += message.in_dm
                counts.pings += not message.in_dm
                counts.hours[int(stamped.get(message.id, start) // HOUR)] += 1
            counts.busiest_hour = max(counts.hours.values(), default=0)
            counts.kept = len(fake.dms(pat))
            for session_id in week.played:
                game = await bot.services.games.load(session_id)
                pats = {s.seat for s in game.session.seats if s.user_id == pat.id}
                lines = await bot.storage.actions.lines(session_id, None)
                counts.timeouts += sum(
                    1
                    for line in lines
                    if "time ran out" in line.text and any(f"{{s{s}}}" in line.text for s in pats)
                )
            await bot.close()
            await task
    finally:
        await fake.close()
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--days", type=int, default=7)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--markdown", action="store_true", help="only the table")
    args = parser.parse_args()
    began = time.perf_counter()
    rows = [(name, asyncio.run(scenario(name, args.days, args.seed))) for name in SCENARIOS]
    if not args.markdown:
        print(
            f"Messages that notified Pat (Sydney) in {args.days} days of five daily games (seed {args.seed})\n"
        )
    print(
        "| Pat's settings | messages | 23:00-08:00 | pings | DMs | most in an hour | DMs kept "
        "| turns played | timed out |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, c in rows:
        print(
            f"| {name} | {c.total} | {c.night} | {c.pings} | {c.dms} | {c.busiest_hour} | {c.kept} "
            f"| {c.turns} | {c.timeouts} |"
        )
    if not args.markdown:
        print(f"\n({time.perf_counter() - began:.0f} s)")


if __name__ == "__main__":
    main()
