"""Waiting with a time limit, and stopping a task, without ever losing a cancellation.

Python 3.11's ``asyncio.wait_for`` can swallow the cancellation of the task that waits, when what it waits
for finishes in the same turn of the event loop (CPython fixed it in 3.12 by waiting through
``asyncio.timeout``): a loop that waits that way and is cancelled to stop runs one more round instead,
and whoever awaits its end waits out that round's whole delay. And ``with suppress(CancelledError): await
task`` after ``task.cancel()`` swallows the cancellation of whoever is stopping it as well. Both were seen
together: a bot's shutdown waited minutes for a tournament's watch that a wake-up had just woken. So the
bot waits with a limit through ``at_most`` and stops its tasks through ``stop`` (``tests/test_waiting.py``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Iterable
from typing import Any, TypeVar

T = TypeVar("T")


async def at_most(awaitable: Awaitable[T], seconds: float) -> T:
    """What ``awaitable`` gives, or ``TimeoutError`` once ``seconds`` have passed (it is cancelled then); a
    cancellation of the waiting task always goes through."""
    async with asyncio.timeout(seconds):
        return await awaitable


async def stop(task: asyncio.Task[Any] | None) -> None:
    """Cancel ``task`` and wait until it has ended. Its own error, if it ended in one, is raised here as
    awaiting it would; its cancellation is not; a cancellation of the task that stops it goes through."""
    if task is None:
        return
    task.cancel()
    await asyncio.wait({task})
    if not task.cancelled():
        task.result()


async def stop_all(tasks: Iterable[asyncio.Task[Any]]) -> None:
    """Cancel every one of ``tasks`` and wait until all have ended, whatever each ended in (each logs its
    own errors where it runs); a cancellation of the task that stops them goes through."""
    waiting = set(tasks)
    for task in waiting:
        task.cancel()
    if waiting:
        await asyncio.wait(waiting)
    for task in waiting:
        if not task.cancelled():
            task.exception()  # retrieved: it ended, and what it ended in is its own affair
