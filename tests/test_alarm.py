"""The stores' alarm (``bot.store.alarm``) on both databases: a change that may fall due sooner rings it once
its transaction commits (never after a rollback), with the soonest time it may fall due: a game started or
a turn begun (``DeadlineStore.plan``), a game resumed, a person back early, quiet hours changed, a notice
kept or re-dated. On PostgreSQL another process hears a ring through the database (``Alarm.announced``).
The timers' side of it is ``tests/test_discord_clocks.py`` (the loop re-plans when a game starts) and
``tests/test_alarmclock.py``."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.services import build_services
from bot.session.records import TURN, Notice
from bot.store import Storage
from bot.store.alarm import LOOK_EVERY, due_time
from support.harness import FakeClock

MINUTE_CLOCK = 60


class Refused(Exception):
    pass


async def test_a_ring_is_heard_once_its_transaction_commits_and_never_after_a_rollback(
    storage: Storage,
) -> None:
    heard: list[float] = []
    storage.alarm.subscribe(heard.append)
    async with storage.database.write() as db:
        await storage.alarm.ring(db, 12.5)
        assert heard == []  # not yet: a reader would not see the change
    assert heard == [12.5]
    with pytest.raises(Refused):
        async with storage.database.write() as db:
            await storage.alarm.ring(db, 3.0)
            raise Refused
    assert heard == [12.5]


async def test_a_game_started_rings_with_its_first_reminder_and_so_do_the_changes_that_move_clocks_sooner(
    database: Path | str,
) -> None:
    clock = FakeClock(1_750_000_000.0)
    storage = await Storage.open(database, clock=clock, durable=False)
    try:
        heard: list[float] = []
        storage.alarm.subscribe(heard.append)
        services = build_services(storage)
        lobby = await services.lobby.create_lobby(None, 1, 101, "Alice", "gentoo", clock_seconds=MINUTE_CLOCK)
        await services.lobby.join(lobby.id, 102, "Bob")
        assert heard == []  # a lobby has no deadline
        await services.lobby.start(lobby.id, 101)
        assert heard == [clock.now + MINUTE_CLOCK / 2]  # the half-time reminder is the soonest

        heard.clear()
        clock.advance(10)
        await services.clocks.ask_pause(lobby.id, 101)
        await services.clocks.agree_pause(lobby.id, 102)
        assert heard == []  # paused: nothing falls due sooner
        await services.clocks.resume(lobby.id, 101)
        assert heard == [clock.now]

        heard.clear()
        await services.clocks.go_away(101, 1)
        await storage.people.come_back(101)
        assert heard == [clock.now]  # back early: the clocks run again

        heard.clear()
        await services.personal_settings.set_quiet(101, "00:00-08:00")
        notice = Notice(0, 101, lobby.id, 0, 0, TURN, clock.now, clock.now + 500, True)
        await storage.notices.hold(
            [notice, Notice(0, 101, lobby.id, 0, 0, TURN, clock.now, clock.now + 90, True)]
        )
        assert heard[-1] == clock.now + 90  # the soonest of the notices kept
        await services.personal_settings.set_quiet(101, "off")
        assert heard[-1] == clock.now  # what waited for the quiet hours' end is due now
    finally:
        await storage.close()


async def test_another_process_hears_a_ring_through_postgresql(postgres_url: str) -> None:
    here = await Storage.open(postgres_url, durable=False)
    there = await Storage.open(postgres_url, durable=False)
    try:
        assert here.alarm.announces
        heard: asyncio.Queue[float] = asyncio.Queue()
        async with here.alarm.announced(heard.put_nowait) as alive:
            assert alive()
            services = build_services(there)  # the other process: its own connections, its own alarm
            lobby = await services.lobby.create_lobby(
                None, 1, 101, "Alice", "gentoo", clock_seconds=MINUTE_CLOCK
            )
            await services.lobby.join(lobby.id, 102, "Bob")
            await services.lobby.start(lobby.id, 101)
            at = await asyncio.wait_for(heard.get(), 10)  # waits for the notification, however long it takes
            half = min(d.due_at for d in await there.deadlines.of_session(lobby.id))
            assert at == half
    finally:
        await there.close()
        await here.close()


def test_an_announcement_that_is_not_a_time_means_look_now() -> None:
    assert due_time("1750000000.25") == 1750000000.25
    assert due_time("soon") == due_time("nan") == float("-inf")
    assert LOOK_EVERY >= 1  # listeners look at least this often: what is due later is read then
