"""A crash in the middle of a tournament's round, with the bot as a server admin runs it (``python -m bot``
in a process of its own, against the fake Discord), killed with SIGKILL twice:

1. between a table's end and the next round's pairing: the first process dies with a table still running,
   whose last moves are then committed as if the dead process had committed them just before it died;
2. between the pairing and the opening of the tables: the second process, starting, pairs the next round
   and is killed at the very request that would open its first table's thread.

The third process opens the round's tables (each once), announces the round once, and the tournament
plays to its podium. Nothing is paired twice, no table gets two games or two threads. The tables are
games of SLITHER for two, played by random moves made as the players' own (through services of the
test's own on the bot's database: the bot's director finds them ended when it next looks).
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeVar

import pytest

from bot.services import build_services
from bot.session.roundcalendar import RoundCalendar
from bot.store import Storage
from support.fakediscord import FakeDiscord, HookResult
from support.fakediscord.records import RequestRecord
from support.harness import ENGINES_UNDER_TEST, World
from support.tournaments import (
    bot_process,
    join_all,
    open_tournament,
    organiser_in,
    play_through_services,
)

pytestmark = pytest.mark.slow
CLAIM = "2"  # TABLETOP_CLAIM_SECONDS: a dead process's claim on a table lapses within 2 seconds
T = TypeVar("T")


async def until_stored(load: Callable[[], Awaitable[T]], done: Callable[[T], bool], what: str) -> T:
    """What ``load`` reads from the bot's database, once ``done`` holds of it (looked at every 50 ms, for
    30 s at most: the bot's process writes it, so no event of the fake tells)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 30
    while not done(found := await load()):
        assert loop.time() < deadline, f"the store never showed {what}"
        await asyncio.sleep(0.05)
    return found


async def test_a_crash_in_the_middle_of_a_round_pairs_nothing_twice_and_loses_nothing(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    olga = organiser_in(fake, world)
    eve = fake.add_user("eve")
    players = [world.alice, world.bob, world.dana, eve]
    db = tmp_path / "host.sqlite3"
    async with bot_process(fake, db, TABLETOP_CLAIM_SECONDS=CLAIM) as first:
        thread = await open_tournament(
            fake,
            world,
            olga,
            game="slither",
            table_size=2,
            rounds=2,
            name="Spring Cup",
        )
        await join_all(fake, thread, players)
        await fake.slash(olga, thread, "tournament", ["start"], {})
        await fake.wait_for(
            lambda: any("round 1 of 2 is on" in m.content for m in fake.messages(thread)),
            timeout=30,
            what="round 1",
        )
        storage = await Storage.open(db, durable=False)  # the test's own view of the bot's database
        try:
            services = build_services(storage, ENGINES_UNDER_TEST)
            tournament = await services.registrations.here(thread.id)
            assert tournament is not None
            one, two = tournament.round_tables(1)
            await play_through_services(services, one.session_id or "", random.Random(5))
            first.kill()
            await first.proc.wait()
            # Table two's last moves, committed as the crash came: round 1 is over, round 2 not paired.
            await play_through_services(services, two.session_id or "", random.Random(7))
            tournament = await services.registrations.load(tournament.id)
            assert tournament.record.current_round == 1 and all(t.ended for t in tournament.round_tables(1))
        finally:
            await storage.close()

    threads_opened: list[RequestRecord] = []

    def kill_at_the_first_thread(record: RequestRecord) -> HookResult:
        threads_opened.append(record)
        second.kill()  # before Discord makes the thread: as if the process died as it asked
        return HookResult.DROP

    hook = fake.before_request("POST /channels/{channel_id}/threads", kill_at_the_first_thread, times=1)
    async with bot_process(fake, db, TABLETOP_CLAIM_SECONDS=CLAIM) as second:
        await fake.wait_for(lambda: threads_opened, timeout=30, what="the second process to open a table")
        await second.proc.wait()
    hook.remove()
    storage = await Storage.open(db, durable=False)
    try:
        services = build_services(storage, ENGINES_UNDER_TEST)
        tournament = await services.registrations.load(tournament.id)
        assert tournament.record.current_round == 2 and len(tournament.rounds) == 2  # paired, by the second
        assert [t.session_id for t in tournament.round_tables(2)] == [None, None]  # ...which opened nothing
        assert not any("round 2" in c.name.lower() for c in fake.channels.values())

        async with bot_process(fake, db, TABLETOP_CLAIM_SECONDS=CLAIM):
            await fake.wait_for(
                lambda: any("round 2 of 2 is on" in m.content for m in fake.messages(thread)),
                timeout=40,
                what="round 2, opened by the third process",
            )
            tournament = await services.registrations.load(tournament.id)
            for table in tournament.round_tables(2):
                await play_through_services(services, table.session_id or "", random.Random(table.id))
            await fake.wait_for(
                lambda: any("is over" in m.content for m in fake.messages(thread)),
                timeout=40,
                what="the podium",
            )
            # The director marks the end announced once its post returned, as the last thing its look does
            # (cogs/tournament/director.py): once the store says so, that look is over, and anything it
            # would post twice is in the fake. A later look finds nothing left to do.
            tid = tournament.id
            await until_stored(
                lambda: services.registrations.load(tid), lambda t: t.record.announced, "the end"
            )
        tournament = await services.registrations.load(tournament.id)
        sessions = [t.session_id for t in tournament.tables]
        assert (
            len(tournament.rounds) == 2
            and len(sessions) == 4
            and len(set(sessions)) == 4
            and None not in sessions
        )
        for table in tournament.tables:
            (home,) = [c for c in fake.channels.values() if c.name == table.name]  # one thread a table
            greetings = [m for m in fake.messages(home) if "your game of" in m.content]
            assert len(greetings) == 1
        for number in (1, 2):
            said = [m for m in fake.messages(thread) if f"round {number} of 2 is on" in m.content]
            assert len(said) == 1
        assert sum("is over" in m.content for m in fake.messages(thread)) == 1
        for log in tmp_path.glob("bot-*.log"):
            assert "Traceback" not in log.read_text(errors="replace"), log.read_text(errors="replace")
    finally:
        await storage.close()


def dated(*times: int) -> RoundCalendar:
    """A calendar of rounds at these instants (stored to the second, in UTC)."""
    stamps = tuple(datetime.fromtimestamp(t, UTC).strftime("%Y-%m-%d %H:%M:%S") for t in times)
    return RoundCalendar("UTC", stamps[0], 0, stamps)


async def test_a_calendar_round_survives_kills_while_it_runs_and_while_it_waits(
    fake: FakeDiscord, world: World, tmp_path: Path, database: Path | str
) -> None:
    """A tournament on a calendar (round 1 in about 10 seconds, round 2 in about 30), its bot killed in
    the middle of round 1 and again while round 2 waits for its time: round 2 opens at its time, not
    before, once; nothing is paired twice."""
    db = database
    olga = organiser_in(fake, world)
    eve = fake.add_user("eve")
    players = [world.alice, world.bob, world.dana, eve]
    async with bot_process(fake, db, tmp_path, TABLETOP_CLAIM_SECONDS=CLAIM) as first:
        thread = await open_tournament(
            fake,
            world,
            olga,
            game="slither",
            table_size=2,
            rounds=2,
            name="Clockwork Cup",
            round_dates="2031-01-06 20:00, 2031-01-13 20:00",
        )
        storage = await Storage.open(db, durable=False)  # the test's own view of the bot's database
        try:
            services = build_services(storage, ENGINES_UNDER_TEST)
            tournament = await services.registrations.here(thread.id)
            assert tournament is not None
            # The calendar, brought forward: round 1 in the next seconds, round 2 an hour away (brought
            # forward too once the bot is down while it waits, so that no machine is too slow for it).
            now = int(time.time())
            one, two = now + 10, now + 3600
            calendar = dated(one, two)
            async with storage.database.write() as conn:
                await conn.execute(
                    "UPDATE tournaments SET calendar = ?, signup_until = ? WHERE id = ?",
                    (calendar.to_json(), one, tournament.id),
                )
            await join_all(fake, thread, players)
            await fake.wait_for(
                lambda: any("round 1 of 2 is on" in m.content for m in fake.messages(thread)),
                timeout=40,
                what="round 1, at its time",
            )
            assert time.time() >= one
            tournament = await services.registrations.load(tournament.id)
            tid = tournament.id
            table_one, table_two = tournament.round_tables(1)
            await play_through_services(services, table_one.session_id or "", random.Random(5))
            first.kill()  # in the middle of round 1
            await first.proc.wait()
            await play_through_services(services, table_two.session_id or "", random.Random(7))
        finally:
            await storage.close()

    async with bot_process(fake, db, tmp_path, TABLETOP_CLAIM_SECONDS=CLAIM) as second:
        storage = await Storage.open(db, durable=False)
        try:
            services = build_services(storage, ENGINES_UNDER_TEST)

            async def waiting() -> bool:
                found = await services.registrations.load(tid)
                return found.record.next_round_at == pytest.approx(two)

            for _ in range(100):
                if await waiting():
                    break
                await asyncio.sleep(0.1)
            assert await waiting(), "round 2 does not wait for its time"
            second.kill()  # while round 2 waits for its time
            await second.proc.wait()
            two = int(time.time()) + 5  # the organiser's date for round 2, now in a few seconds
            async with storage.database.write() as conn:
                await conn.execute(
                    "UPDATE tournaments SET calendar = ?, next_round_at = ? WHERE id = ?",
                    (dated(one, two).to_json(), two, tid),
                )
        finally:
            await storage.close()

    async with bot_process(fake, db, tmp_path, TABLETOP_CLAIM_SECONDS=CLAIM):
        await fake.wait_for(
            lambda: any("round 2 of 2 is on" in m.content for m in fake.messages(thread)),
            timeout=60,
            what="round 2, at its time",
        )
        assert time.time() >= two
        storage = await Storage.open(db, durable=False)
        try:
            services = build_services(storage, ENGINES_UNDER_TEST)
            tournament = await services.registrations.load(tid)
            assert (tournament.round_record(2) or tournament.rounds[0]).started_at >= two
            for table in tournament.round_tables(2):
                await play_through_services(services, table.session_id or "", random.Random(table.id))
            await fake.wait_for(
                lambda: any("is over" in m.content for m in fake.messages(thread)), timeout=40, what="the end"
            )
            tournament = await services.registrations.load(tournament.id)
        finally:
            await storage.close()
    sessions = [t.session_id for t in tournament.tables]
    assert len(tournament.rounds) == 2 and len(sessions) == 4 and len(set(sessions)) == 4
    for number in (1, 2):
        assert sum(f"round {number} of 2 is on" in m.content for m in fake.messages(thread)) == 1
    for log in tmp_path.glob("bot-*.log"):
        assert "Traceback" not in log.read_text(errors="replace"), log.read_text(errors="replace")
