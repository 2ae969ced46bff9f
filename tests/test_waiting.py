"""Stopping what waits never loses the cancellation (bot/waiting.py). On Python 3.11, a task waiting
through ``asyncio.wait_for`` and cancelled in the very turn its wait ended carried on as if nothing had
happened: a background watch woken just before the bot stopped ran one more round and held the shutdown
for its whole delay (minutes, with a tournament's watch)."""

from __future__ import annotations

import asyncio
import time

import pytest

from bot.discordside.watchman import Watchman
from bot.waiting import at_most, stop, stop_all


async def test_a_watch_woken_just_before_it_is_stopped_stops_at_once() -> None:
    looks = 0

    async def look() -> None:
        nonlocal looks
        looks += 1

    async def nothing_due() -> float | None:
        return None

    watch = Watchman("the test's watch", look, nothing_due, time.time, every=600.0)
    for _ in range(20):  # woken, then stopped in the same turn of the loop: the race, every time
        looks = 0
        watch.start()
        await asyncio.sleep(0.01)
        assert looks == 1
        watch.wake()
        began = time.perf_counter()
        async with asyncio.timeout(5):  # it waited 600 s for its next round before
            await watch.stop()
        assert time.perf_counter() - began < 1.0
        assert looks == 1, "it ran another round after it was told to stop"


async def test_a_wait_with_a_limit_gives_its_result_or_times_out_and_is_cancelled_when_its_task_is() -> None:
    event = asyncio.Event()
    event.set()
    assert await at_most(event.wait(), 1.0) is True
    with pytest.raises(TimeoutError):
        await at_most(asyncio.Event().wait(), 0.01)

    finished = asyncio.Event()

    async def waits_then_goes_on() -> None:
        woken = asyncio.Event()
        loop = asyncio.get_running_loop()
        loop.call_soon(woken.set)
        loop.call_soon(asyncio.current_task().cancel)  # type: ignore[union-attr]
        await at_most(woken.wait(), 600.0)  # its wait ends in the turn it is cancelled
        finished.set()  # never reached: the cancellation went through

    task = asyncio.create_task(waits_then_goes_on())
    await asyncio.wait({task})
    assert task.cancelled() and not finished.is_set()


async def test_stopping_a_task_waits_for_its_end_and_keeps_the_stoppers_own_cancellation() -> None:
    ended = asyncio.Event()

    async def tidy_when_cancelled() -> None:
        try:
            await asyncio.sleep(600)
        finally:
            await asyncio.sleep(0.01)  # its tidying takes a moment
            ended.set()

    task = asyncio.create_task(tidy_when_cancelled())
    await asyncio.sleep(0)
    await stop(task)
    assert ended.is_set() and task.cancelled()
    await stop(None)

    async def fails() -> None:
        raise RuntimeError("its own error")

    failing = asyncio.create_task(fails())
    await asyncio.sleep(0)
    with pytest.raises(RuntimeError, match="its own error"):
        await stop(failing)

    # Whoever stops a task is itself cancelled meanwhile: that cancellation is not swallowed.
    slow = asyncio.create_task(tidy_when_cancelled())
    await asyncio.sleep(0)
    stopper = asyncio.create_task(stop(slow))
    await asyncio.sleep(0)
    stopper.cancel()
    await asyncio.wait({stopper})
    assert stopper.cancelled()
    await stop(slow)

    many = [asyncio.create_task(asyncio.sleep(600)), asyncio.create_task(fails())]
    await asyncio.sleep(0)
    await stop_all(many)  # whatever each ended in
    assert all(task.done() for task in many)
