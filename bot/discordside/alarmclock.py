"""``AlarmClock``: when the timers (``bot.discordside.timers``) look next. A look ends with the time the next
deadline or notice falls due; the clock sleeps until then, and no longer than ``LOOK_EVERY`` from the
look's start, unless the stores' alarm (``bot.store.alarm``) rings sooner:

- in this process, when a change that may fall due sooner commits (a game started, a turn began, a
  setting changed, a notice was kept or re-dated);
- from the other processes on PostgreSQL, through the database's notifications (``listen``). While they
  do not arrive (the listening connection could not be opened, or was lost) the clock looks every
  ``FALLBACK_EVERY`` seconds instead, and when listening again, looks at once for what it may have
  missed.

A ring heard during a look is remembered: the look's own reads may have been made before that change
committed, so the clock wakes for it then. A ring due later than the clock means to wake changes nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
from collections.abc import Callable

from bot.store.alarm import LOOK_EVERY, Alarm
from bot.waiting import at_most

log = logging.getLogger(__name__)

FALLBACK_EVERY = 1.0  # seconds between looks while other processes' rings do not arrive (PostgreSQL)
ALIVE_EVERY = 1.0  # seconds between checks that the listening connection is still open
LISTEN_AGAIN = 5.0  # seconds before listening is tried again after it failed
MIN_DELAY = 0.05  # seconds: a due time already past is looked at this soon, not in a busy loop


class AlarmClock:
    def __init__(self, alarm: Alarm, clock: Callable[[], float]) -> None:
        self.alarm = alarm
        self.clock = clock
        self._event = asyncio.Event()
        self._until = -math.inf  # when the clock means to wake; minus infinity while looking
        self._heard = math.inf  # the soonest ring heard since the look began
        self.listening = not alarm.announces  # SQLite: one process, nothing of others' to hear
        self._stop = alarm.subscribe(self.ring)

    @property
    def until(self) -> float:
        """When the clock means to look next (minus infinity while it looks)."""
        return self._until

    def ring(self, at: float) -> None:
        """Something may fall due at ``at``: wake if that is sooner than planned."""
        self._heard = min(self._heard, at)
        if at < self._until:
            self._event.set()

    def wake(self) -> None:
        """Look again now."""
        self.ring(-math.inf)

    def look(self) -> float:
        """A look begins: what rings from now on is remembered for after it. Returns when it began."""
        self._until = -math.inf
        self._heard = math.inf
        self._event.clear()
        return self.clock()

    async def sleep(self, began: float, next_due: float | None) -> None:
        """After the look that began at ``began``: sleep until ``next_due``, a ring due sooner, or the most
        the clock sleeps (less while it cannot hear other processes)."""
        every = LOOK_EVERY if self.listening else FALLBACK_EVERY
        until = min(began + every, math.inf if next_due is None else next_due, self._heard)
        self._until = until
        with contextlib.suppress(TimeoutError):
            await at_most(self._event.wait(), max(MIN_DELAY, until - self.clock()))

    async def listen(self) -> None:
        """Hear the rings of other processes (PostgreSQL), until cancelled; nothing to do on SQLite."""
        if not self.alarm.announces:
            return
        while True:
            try:
                async with self.alarm.announced(self.ring) as alive:
                    self.listening = True
                    self.wake()  # what rang before the LISTEN began
                    while alive():
                        await asyncio.sleep(ALIVE_EVERY)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.warning(
                    "Listening for deadlines of other processes failed; looking every second", exc_info=True
                )
            self.listening = False
            self.wake()  # the sleep shortens to FALLBACK_EVERY
            await asyncio.sleep(LISTEN_AGAIN)

    def close(self) -> None:
        """Hear this process's rings no more."""
        self._stop()
