"""``Watchman``: background work that looks now and then: when woken (something changed), when the next
thing it knows of falls due, and every ``every`` seconds at most (work another process left, a change
this process did not see). A look that fails is logged, and the next one comes as usual. The features that
work while nobody clicks (tournaments' rounds, the queue's time limits) each keep one, started when the
bot is ready (``Feature.ready``) and stopped when the feature unloads.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from bot.waiting import at_most, stop

log = logging.getLogger(__name__)

MIN_DELAY = 0.05  # seconds: a due time already past is looked at this soon, not in a busy loop


class Watchman:
    def __init__(
        self,
        what: str,
        look: Callable[[], Awaitable[None]],
        next_due: Callable[[], Awaitable[float | None]],
        clock: Callable[[], float],
        every: float,
    ) -> None:
        self.what = what  # in the log, when a look fails
        self.look = look
        self.next_due = next_due
        self.clock = clock
        self.every = every
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def wake(self, *_: object) -> None:
        """Look again now."""
        self._wake.set()

    def start(self, first: Callable[[], Awaitable[None]] | None = None) -> None:
        """Run ``first`` (repairing what a crash left), then keep watch."""
        self._task = asyncio.create_task(self._run(first), name=self.what)

    async def stop(self) -> None:
        await stop(self._task)
        self._task = None

    async def _run(self, first: Callable[[], Awaitable[None]] | None) -> None:
        try:
            if first is not None:
                await first()
        except Exception:
            log.exception("Starting %s failed", self.what)
        while True:
            self._wake.clear()
            try:
                await self.look()
            except Exception:
                log.exception("%s failed", self.what.capitalize())
            delay = self.every
            with contextlib.suppress(Exception):
                due = await self.next_due()
                if due is not None:
                    delay = min(delay, max(MIN_DELAY, due - self.clock()))
            with contextlib.suppress(TimeoutError):
                await at_most(self._wake.wait(), delay)
