"""``Alarm``: how the stores tell whoever keeps time (``bot.discordside.timers``) that something may fall
due sooner than it knew: a game started or a turn began (``DeadlineStore.plan``), a clock moved back or
ran again (a take-back, a resumed game, a vacation ended), a person's settings moved their deadlines
(``PeopleStore.save_preferences``), a notice was kept or re-dated (``NoticeStore``). The store that
writes it rings, in its transaction, with the earliest time the new thing may fall due.

- In this process the ring is heard once the transaction commits (``Tx.after_commit``): a listener that
  looks then reads what was written.
- Other processes (several bot processes on one PostgreSQL database) hear it through a notification on
  ``ALARM_CHANNEL``, which PostgreSQL delivers at the commit (never after a rollback); ``announced``
  listens on a connection of its own. A ring due ``LOOK_EVERY`` seconds or more from now is not
  announced: every listener looks that often anyway (counting from the start of a look, so a look
  that began before the commit ends in time to read it), which saves a daily game's move a round trip.
  SQLite serves one process, so nothing is announced there.

The payload is the due time as text; a listener that cannot read it looks at once.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager

from bot.database import Database, PostgresDatabase, Tx

log = logging.getLogger(__name__)

ALARM_CHANNEL = "tabletop_due"
LOOK_EVERY = 60.0  # seconds: a listener looks at least this often, whatever it heard

Clock = Callable[[], float]
Listener = Callable[[float], None]


class Alarm:
    def __init__(self, database: Database, clock: Clock) -> None:
        self.database = database
        self.clock = clock
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(at)`` for every ring in this process, once its change has committed; returns
        what ends it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    async def ring(self, db: Tx, at: float) -> None:
        """In a writing transaction: something written in it may fall due at ``at`` (or later)."""
        db.after_commit(lambda: self.heard(at))
        if self.announces and at < self.clock() + LOOK_EVERY:
            await db.execute("SELECT pg_notify(?, ?)", (ALARM_CHANNEL, repr(float(at))))

    def heard(self, at: float) -> None:
        """A ring of this process (or, through ``announced``, of another): every listener is told."""
        for listener in list(self._listeners):
            try:
                listener(at)
            except Exception:
                log.exception("A listener of the alarm failed")

    @property
    def announces(self) -> bool:
        """Whether rings reach other processes (PostgreSQL)."""
        return isinstance(self.database, PostgresDatabase)

    def announced(self, on_ring: Listener) -> AbstractAsyncContextManager[Callable[[], bool]]:
        """Call ``on_ring(at)`` for each ring announced by any process, until the block ends; yields a
        function that says whether announcements still arrive (PostgreSQL's LISTEN, on a connection of
        its own: ``PostgresDatabase.listening``). Only where ``announces``."""
        if not isinstance(self.database, PostgresDatabase):
            raise TypeError("only PostgreSQL announces rings to other processes")
        return self.database.listening(ALARM_CHANNEL, lambda payload: on_ring(due_time(payload)))


def due_time(payload: str) -> float:
    """The due time a notification carries; at once (minus infinity) when it is not a number."""
    try:
        at = float(payload)
    except ValueError:
        return -math.inf
    return at if not math.isnan(at) else -math.inf
