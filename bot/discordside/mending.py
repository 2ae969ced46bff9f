"""Mending what a failed call to Discord left behind, within seconds: a board left behind its game, a DM a
player did not get, a lobby message showing an older lobby.

A call fails in ways discord.py does not retry (a 503, a request that never answers) or after its own
retries are spent. The message it was to change then shows an older game: players would wait for the next
look for work (``Host.watch``) to set it right, or for the next move. Instead the part that failed asks the
mender to try again soon: ``soon(key, attempt)`` runs ``attempt`` after each of ``DELAYS`` until it says
the message is right, so a lost board is shown again within five seconds of its failure. One attempt runs
per key at a time, and a repeat of a key already being mended waits for that one.

Every call the bot makes to keep a message is also bounded (``bounded``): a request Discord does not
answer within ``REST_TIMEOUT`` counts as failed, so a hung connection never holds a game's publication.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

log = logging.getLogger(__name__)

DELAYS = (0.3, 1.0, 2.0)  # seconds before each attempt, one after the other: 3.3 s in all
REST_TIMEOUT = 3.0  # a call that keeps a message, answered by then or counted as failed

T = TypeVar("T")


async def bounded(call: Awaitable[T], timeout: float = REST_TIMEOUT) -> T:
    """``call``, or TimeoutError when Discord has not answered within ``timeout`` seconds."""
    async with asyncio.timeout(timeout):
        return await call


class Mender:
    """Tries again, soon, what failed."""

    def __init__(self, delays: tuple[float, ...] = DELAYS) -> None:
        self.delays = delays
        self._tasks: dict[tuple[str, ...], asyncio.Task[None]] = {}

    def soon(self, key: tuple[str, ...], attempt: Callable[[], Awaitable[bool]]) -> None:
        """Run ``attempt`` after each delay until it returns True (the message is right now)."""
        running = self._tasks.get(key)
        if running is not None and not running.done():
            return
        self._tasks[key] = asyncio.create_task(self._mend(key, attempt), name=f"mend:{':'.join(key)}")

    async def _mend(self, key: tuple[str, ...], attempt: Callable[[], Awaitable[bool]]) -> None:
        for delay in self.delays:
            await asyncio.sleep(delay)
            try:
                if await attempt():
                    return
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("Mending %s failed (%s); trying again", "/".join(key), exc)
        log.warning("Could not mend %s; the next look for work tries again", "/".join(key))

    def busy(self) -> bool:
        """Whether something is being mended (tests wait for the channel to settle)."""
        return any(not task.done() for task in self._tasks.values())

    async def close(self) -> None:
        tasks = [task for task in self._tasks.values() if not task.done()]
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks.clear()
