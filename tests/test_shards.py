"""Two bot processes, each running one of two gateway shards, on one PostgreSQL database.

The processes are ``python -m bot`` as a server admin runs them (compose.yaml), against the fake Discord,
which routes each server's events to its shard and DMs to shard 0. Games run in a server of each shard,
chosen by DM. One process is killed with SIGKILL while it is thinking for an AI seat of the other
shard's game, the other takes the AI turn over, the killed one is started again, and play goes on.
Then: no move that a player saw accepted is missing, none was applied twice, no board of a step was
posted twice, and each reminder that fell due while both processes ran was sent once.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import asyncpg
import pytest

from support.dealing import bot_command, seeded
from support.fakediscord import FakeDiscord
from support.fakediscord.records import InteractionRecord, Message
from support.fakediscord.world import Channel, User
from support.harness import Option, options_on, take

ROOT = Path(__file__).resolve().parents[1]
KEY = "grimprospects"  # hidden simultaneous choices, made by DM
CLAIM_SECONDS = 2  # a dead process's AI turn is taken over within about this (plus the watch's second)
REMINDER_HOURS = 0.003  # a person who has not moved for 10.8 seconds is reminded
REMINDER = "is waiting for your move"


# What a pool worker prints when the bot that was spawning it is killed before handing it its start-up data
# (the worker is not yet running any of our code, and ends at once): the one traceback a killed bot's log
# may gain after the kill.
ORPHANED_WORKER = "preparation_data = reduction.pickle.load(from_parent)"


@dataclass
class BotProcess:
    shard: int
    proc: asyncio.subprocess.Process
    log: Path
    killed_at: int | None = None  # how much of the log the bot had written when it was killed

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    async def kill(self) -> None:
        """SIGKILL the bot, as the OOM killer or a lost machine would, and remember where its log stood."""
        self.killed_at = len(self.output())
        self.proc.send_signal(signal.SIGKILL)
        await self.proc.wait()

    def problems(self) -> str | None:
        """The log if it shows a traceback of ours: any while the bot ran, and after a kill any but the
        start-up failure of a worker it was spawning at that moment."""
        output = self.output()
        cut = len(output) if self.killed_at is None else self.killed_at
        before, after = output[:cut], output[cut:]
        if "Traceback" in before:
            return output
        tracebacks = after.split("Traceback (most recent call last):")[1:]
        if any(ORPHANED_WORKER not in traceback for traceback in tracebacks):
            return output
        return None


async def start_shard(
    fake: FakeDiscord, database: str, shard: int, tmp_path: Path, **extra: str
) -> BotProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TABLETOP_", "DISCORD_", "DEV_GUILD"))}
    env.update(
        DISCORD_TOKEN=fake.token,
        DISCORD_API_BASE_URL=fake.api_base,
        DISCORD_GATEWAY_URL=fake.gateway_url,
        TABLETOP_DATABASE=database,
        TABLETOP_SHARD_COUNT="2",
        TABLETOP_SHARD_IDS=str(shard),
        TABLETOP_CLAIM_SECONDS=str(CLAIM_SECONDS),
        TABLETOP_REMINDER_HOURS=str(REMINDER_HOURS),
        TABLETOP_HEALTH_FILE=str(tmp_path / f"health-{shard}.json"),
        TABLETOP_AI_PAUSE="0",
        TABLETOP_AI_BUDGET="0.05",
        PYTHONUNBUFFERED="1",
    )
    env.update(extra)
    log = tmp_path / f"shard-{shard}-{len(list(tmp_path.glob(f'shard-{shard}-*.log')))}.log"
    with log.open("wb") as out:
        proc = await asyncio.create_subprocess_exec(
            *bot_command(), cwd=ROOT, env=seeded(env, log.stem), stdout=out, stderr=out
        )
    bot = BotProcess(shard, proc, log)

    def connected() -> bool:
        if proc.returncode is not None:
            raise AssertionError(f"shard {shard}'s process exited with {proc.returncode}:\n{bot.output()}")
        return any(s.shard == (shard, 2) for s in fake.gateway.live_sessions)

    await fake.wait_for(connected, timeout=30, what=f"shard {shard} to connect")
    return bot


@contextlib.asynccontextmanager
async def killed_at_the_end(bots: list[BotProcess]) -> AsyncIterator[None]:
    try:
        yield
    finally:
        for bot in bots:
            if bot.proc.returncode is None:
                bot.proc.kill()
                await bot.proc.wait()


@dataclass
class Table:
    """One game, its people by seat, and the clicks each seat had accepted."""

    channel: Channel
    session: str
    people: dict[int, User]
    accepted: dict[int, int] = field(default_factory=dict)


class Player:
    """Clicks as the people of a game: a random choice offered to a seat for its current decision."""

    def __init__(self, fake: FakeDiscord, db: asyncpg.Connection, rng: random.Random) -> None:
        self.fake = fake
        self.db = db
        self.rng = rng

    async def decisions(self, session: str) -> dict[int, int]:
        rows = await self.db.fetch(
            "SELECT seat, COUNT(*) AS n FROM actions WHERE session_id = $1 GROUP BY seat", session
        )
        return {r["seat"]: r["n"] for r in rows}

    def offered(self, table: Table, seat: int, n: int) -> Iterator[tuple[Message, list[Option]]]:
        user = table.people[seat]
        places = [*reversed(self.fake.dms(user)), *reversed(self.fake.messages(table.channel))]
        for message in places:
            options = [o for o in options_on(message, f"{table.session}:{seat}:{n}:") if o.label != "Back"]
            if options:
                yield message, options

    async def click(self, table: Table, *, dm_only: bool = False, timeout: float = 15.0) -> InteractionRecord:
        """One accepted click by whichever person has a decision to make; retries refusals (a choice made
        stale by another seat) and waits for the choices to be shown."""
        deadline = asyncio.get_running_loop().time() + timeout
        while asyncio.get_running_loop().time() < deadline:
            made = await self.decisions(table.session)
            seats = list(table.people)
            self.rng.shuffle(seats)
            for seat in seats:
                for message, options in self.offered(table, seat, made.get(seat, 0)):
                    if dm_only and not message.in_dm:
                        continue
                    record = await take(self.fake, table.people[seat], message, self.rng.choice(options))
                    if record.callback_type in (6, 7):
                        table.accepted[seat] = table.accepted.get(seat, 0) + 1
                        return record
                    assert record.callback_type == 4 and record.response is not None, record.describe()
                    break  # refused (stale): look again
            await asyncio.sleep(0.1)
        raise AssertionError(f"nobody in {table.session} had a choice to make for {timeout}s")


async def open_table(fake: FakeDiscord, channel: Channel, host: User, guests: list[User], ai: bool) -> Table:
    record = await fake.slash(host, channel, "game", ["new"], {"game": KEY, "thread": False, "clock": "none"})
    lobby = record.response
    assert lobby is not None and "lobby" in lobby.text(), record.describe()
    for user in guests:
        await fake.click(user, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")))
    if ai:
        ai_select = next(c for c in lobby.custom_ids() if c.startswith("lobbyai:"))
        await fake.select(host, fake.message(lobby.id), ai_select, ["mcts"])
    session = next(c for c in lobby.custom_ids() if c.endswith(":start")).split(":")[1]
    start = await fake.click(
        host, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start"))
    )
    assert start.callback_type in (6, 7), start.describe()
    return Table(channel, session, {})


async def owner_pid(db: asyncpg.Connection, session: str) -> int | None:
    owner = await db.fetchval("SELECT ai_owner FROM sessions WHERE id = $1", session)
    return None if owner is None else int(owner.split(":")[1])


@pytest.mark.slow
async def test_two_shard_processes_share_games_and_survive_a_kill(
    fake: FakeDiscord, postgres_url: str, tmp_path: Path
) -> None:
    north = fake.add_guild("North", shard=(0, 2))
    south = fake.add_guild("South", shard=(1, 2))
    north_games, south_games = fake.add_text_channel(north, "games"), fake.add_text_channel(south, "games")
    alice, bob, carol, dana = (fake.add_user(name) for name in ("alice", "bob", "carol", "dana"))
    db = await asyncpg.connect(postgres_url)
    rng = random.Random(14)
    player = Player(fake, db, rng)
    # Shard 0 thinks long for its AI seats, so that it can be killed in the middle of a thought.
    first = await start_shard(fake, postgres_url, 0, tmp_path, TABLETOP_AI_BUDGET="4")
    second = await start_shard(fake, postgres_url, 1, tmp_path)
    bots = [first, second]
    async with killed_at_the_end(bots):
        await fake.wait_for(lambda: fake.commands, timeout=15, what="shard 0 to sync the commands")
        # A game in each shard's server; the South one has an AI seat.
        south_table = await open_table(fake, south_games, alice, [bob], ai=True)
        north_table = await open_table(fake, north_games, carol, [dana], ai=False)
        for table in (south_table, north_table):
            rows = await db.fetch("SELECT seat, user_id FROM seats WHERE session_id = $1", table.session)
            users = {u.id: u for u in (alice, bob, carol, dana)}
            table.people = {r["seat"]: users[r["user_id"]] for r in rows if r["user_id"] is not None}
        assert len(south_table.people) == 2 and len(north_table.people) == 2

        # Play by DM (every DM click arrives on shard 0, whichever server the game is in) until shard 0
        # is thinking for South's AI, then kill it.
        for _ in range(60):
            await player.click(south_table, dm_only=True)
            await player.click(north_table, dm_only=True)
            for _ in range(20):
                if await owner_pid(db, south_table.session) == first.proc.pid:
                    break
                await asyncio.sleep(0.05)
            else:
                continue
            break
        else:
            raise AssertionError("shard 0 never took South's AI turn")
        ai_seat = next(s for s in range(3) if s not in south_table.people)
        ai_moves = (await player.decisions(south_table.session)).get(ai_seat, 0)
        await first.kill()
        # Shard 1's process takes the AI turn over once shard 0's claim lapses, and makes the move. Shard 0
        # may have committed the move just before it died: that commit ended its claim with the AI's turn
        # (a claim never outlives its process's move), and if another AI move was still owed, shard 1 takes
        # that over instead. Either way the AI moves on, and no claim stays with the dead process.
        loop = asyncio.get_running_loop()
        killed_at = loop.time()
        while (await player.decisions(south_table.session)).get(ai_seat, 0) == ai_moves or await owner_pid(
            db, south_table.session
        ) == first.proc.pid:
            assert loop.time() - killed_at < 15, f"the AI turn was not taken over:\n{second.output()}"
            await asyncio.sleep(0.1)
        assert await owner_pid(db, south_table.session) in (second.proc.pid, None)
        fake.take_unanswered()  # clicks the dead process never answered (none were counted as accepted)

        # Shard 0 comes back (fast thinking now) and play goes on in both servers, by DM and in channels.
        first = await start_shard(fake, postgres_url, 0, tmp_path)
        bots.append(first)
        for _ in range(8):
            await player.click(south_table)
            await player.click(north_table)

        # Both processes run their timers: each reminder falling due now is sent once, not once each.
        # First the South AI's move, if one is still on its way (a busy machine): it gives people new
        # decisions, each with a new reminder; once it is made, only a click changes who is waiting.
        settling = loop.time()
        while await db.fetchval("SELECT COUNT(*) FROM sessions WHERE ai_since IS NOT NULL"):
            assert loop.time() - settling < 30, (
                f"an AI move is still owed:\n{first.output()}{second.output()}"
            )
            await asyncio.sleep(0.1)
        # Messages from here on: a reminder that falls due while ``waiting`` is read is sent after this.
        quiet_from = max(m.id for m in fake.all_messages())
        waiting = {
            (table.channel.id, table.people[r["seat"]].id)
            for table in (south_table, north_table)
            for r in await db.fetch(
                "SELECT seat FROM deadlines WHERE session_id = $1 AND done = 0 AND kind = 'reminder'",
                table.session,
            )
        }
        assert waiting, "nobody owes a move: nothing to be reminded of"
        await asyncio.sleep(REMINDER_HOURS * 3600 + 4)
        reminders = [
            m for m in fake.all_messages() if m.id > quiet_from and REMINDER in m.content and not m.in_dm
        ]
        sent = sorted(
            (m.channel.id, u.id)
            for m in reminders
            for u in (alice, bob, carol, dana)
            if f"<@{u.id}>" in m.content
        )
        # Each reminder once: every one still owed when ``waiting`` was read, and any that fell due as it
        # was read (sent, so no longer owed), none twice.
        assert len(sent) == len(set(sent)), f"a reminder was sent twice: {sent}"
        assert waiting <= set(sent), "a reminder was not sent"

        # Nothing acknowledged was lost and nothing applied twice: the action log has exactly the clicks
        # people saw accepted, each seat's decisions numbered 0, 1, 2... once each.
        for table in (south_table, north_table):
            rows = await db.fetch(
                "SELECT seat, n, user_id, idx FROM actions WHERE session_id = $1 ORDER BY idx", table.session
            )
            assert [r["idx"] for r in rows] == list(range(len(rows)))
            for seat in {r["seat"] for r in rows}:
                assert [r["n"] for r in rows if r["seat"] == seat] == list(
                    range(sum(r["seat"] == seat for r in rows))
                )
            by_people = {
                seat: sum(1 for r in rows if r["seat"] == seat and r["user_id"] is not None)
                for seat in table.people
            }
            assert by_people == {seat: table.accepted.get(seat, 0) for seat in table.people}
        # No step's board was posted twice: every board message in a channel has its own step's nonce.
        nonce_of = {message.id: nonce for (_, nonce), (message, _) in fake.rest.nonces.items()}
        for table in (south_table, north_table):
            boards = [m for m in fake.messages(table.channel) if not m.ephemeral and m.attachments]
            steps = [nonce_of.get(m.id) for m in boards]
            assert None not in steps and len(set(steps)) == len(steps), steps
        for bot in bots:
            assert bot.problems() is None, bot.problems()
    await db.close()
