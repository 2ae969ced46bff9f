"""When the timers look next (``bot.discordside.alarmclock``), with a clock the tests set by hand: the stores'
alarm ringing sooner than planned ends the sleep; a ring heard while a look runs is remembered for after
it; a ring due later changes nothing; while other processes cannot be heard, the sleep is short. Each test
waits for the sleep to end (never for a fixed time)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.discordside.alarmclock import FALLBACK_EVERY, AlarmClock
from bot.store import Storage
from bot.store.alarm import LOOK_EVERY
from support.harness import FakeClock

START = 1_750_000_000.0


@pytest.fixture
async def alarm_clock(db_path: Path) -> AsyncIterator[tuple[AlarmClock, FakeClock, Storage]]:
    clock = FakeClock(START)
    storage = await Storage.open(db_path, clock=clock, durable=False)
    alarm_clock = AlarmClock(storage.alarm, clock)
    try:
        yield alarm_clock, clock, storage
    finally:
        alarm_clock.close()
        await storage.close()


async def test_a_ring_sooner_than_planned_ends_the_sleep_and_a_later_one_does_not(
    alarm_clock: tuple[AlarmClock, FakeClock, Storage],
) -> None:
    clock_of_timers, _, storage = alarm_clock
    began = clock_of_timers.look()
    sleeping = asyncio.create_task(clock_of_timers.sleep(began, START + 50))
    await asyncio.sleep(0)
    assert clock_of_timers.until == START + 50  # the next deadline, sooner than LOOK_EVERY
    clock_of_timers.ring(START + 55)
    await asyncio.sleep(0)
    assert not sleeping.done()  # later than planned: nothing to do
    async with storage.database.write() as db:  # a change committed in this process rings
        await storage.alarm.ring(db, START + 20)
    await asyncio.wait_for(sleeping, 10)


async def test_a_ring_heard_during_a_look_is_remembered_for_after_it(
    alarm_clock: tuple[AlarmClock, FakeClock, Storage],
) -> None:
    clock_of_timers, clock, _ = alarm_clock
    began = clock_of_timers.look()
    clock_of_timers.ring(START + 5)  # committed while the look read: it may not have seen it
    clock.now = START + 5
    await asyncio.wait_for(clock_of_timers.sleep(began, START + 50), 10)
    assert clock_of_timers.until == START + 5


async def test_the_sleep_is_short_while_other_processes_cannot_be_heard(
    alarm_clock: tuple[AlarmClock, FakeClock, Storage],
) -> None:
    clock_of_timers, _, _ = alarm_clock
    assert clock_of_timers.listening  # SQLite: one process, nothing to listen for
    began = clock_of_timers.look()
    sleeping = asyncio.create_task(clock_of_timers.sleep(began, None))
    await asyncio.sleep(0)
    assert clock_of_timers.until == START + LOOK_EVERY
    clock_of_timers.wake()
    await asyncio.wait_for(sleeping, 10)

    clock_of_timers.listening = False  # as on PostgreSQL while its LISTEN connection is lost
    began = clock_of_timers.look()
    sleeping = asyncio.create_task(clock_of_timers.sleep(began, None))
    await asyncio.sleep(0)
    assert clock_of_timers.until == START + FALLBACK_EVERY
    clock_of_timers.wake()
    await asyncio.wait_for(sleeping, 10)
