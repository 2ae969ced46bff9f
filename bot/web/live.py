"""Which games changed, for the pages that follow them live (Server-Sent Events).

Every change of a game moves its session's version. A game's feed (``bot.web.fanout``: one for all the
streams that follow the game) notes its generation here, reads the game (and says at which version:
``read_at``), hands what changed to its streams, and waits for the next generation: so a change that
lands while it reads is never missed.

- On PostgreSQL, a trigger (migration 0009) notifies ``tabletop_session`` with the game's id when a
  change commits, whichever process made it; one connection of the web's own LISTENs
  (``SessionStore.announced_changes``). Versions are also polled every ``SAFETY_POLL`` seconds, to catch
  up after the listening connection was lost.
- On SQLite, which has no notifications, the versions of the games someone follows are polled every
  ``POLL`` seconds: one indexed query for all of them (``SessionStore.versions``).

The SQL of both lives in the store; this module only decides when to look and whom to wake. A wake-up
says only that the game changed; each audience decides what its viewers may see of it (a public stream
sends nothing when only a secret changed: ``bot.web.streams``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import Counter
from collections.abc import Iterator

from bot.store.sessions import SessionStore
from bot.waiting import at_most, stop

log = logging.getLogger(__name__)

POLL = 0.5  # seconds between looks at the followed games' versions on SQLite
SAFETY_POLL = 5.0  # ...on PostgreSQL, where notifications come at once
BATCH = 500  # ids per polling query (under SQLite's and PostgreSQL's limits on parameters)


class Changes:
    def __init__(self, sessions: SessionStore) -> None:
        self.sessions = sessions
        self._followers: Counter[str] = Counter()
        self._generations: Counter[str] = Counter()
        self._versions: dict[str, int] = {}
        self._wakers: dict[str, asyncio.Event] = {}
        self._task: asyncio.Task[None] | None = None
        self.listening = False  # PostgreSQL: whether notifications arrive now

    @contextlib.contextmanager
    def following(self, session_id: str) -> Iterator[None]:
        """Follow a game for as long as the block runs (a game's feed)."""
        self._followers[session_id] += 1
        try:
            yield
        finally:
            self._followers[session_id] -= 1
            if self._followers[session_id] <= 0:
                del self._followers[session_id]
                self._versions.pop(session_id, None)
                self._generations.pop(session_id, None)
                self._wakers.pop(session_id, None)

    def generation(self, session_id: str) -> int:
        return self._generations[session_id]

    def read_at(self, session_id: str, version: int) -> None:
        """A stream read the game at ``version``. Polling compares later versions with it; and if polling
        already saw a newer one, the stream's read is behind: wake it."""
        known = self._versions.get(session_id)
        if known is None or known < version:
            self._versions[session_id] = version
        elif known > version:
            self.changed(session_id)

    async def wait(self, session_id: str, generation: int, timeout: float) -> bool:
        """Wait until the game's generation moves past ``generation`` (True) or ``timeout`` passes."""
        if self._generations[session_id] != generation:
            return True
        waker = self._wakers.setdefault(session_id, asyncio.Event())
        try:
            await at_most(waker.wait(), timeout)
        except TimeoutError:
            return self._generations[session_id] != generation
        return True

    def changed(self, session_id: str) -> None:
        """The game changed: wake its feed."""
        if session_id not in self._followers:
            return
        self._generations[session_id] += 1
        waker = self._wakers.pop(session_id, None)
        if waker is not None:
            waker.set()

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="web-changes")

    async def stop(self) -> None:
        await stop(self._task)

    async def _run(self) -> None:
        if self.sessions.announces_changes:
            await self._listen()
        else:
            await self._poll_forever(POLL)

    async def _listen(self) -> None:
        """Listen for commits; poll slowly as well, and quickly while not listening (the connection was
        lost, or could not be opened), until listening again."""
        while True:
            try:
                async with self.sessions.announced_changes(self.changed) as alive:
                    self.listening = True
                    await self._poll()  # what changed before the LISTEN began
                    while alive():
                        await asyncio.sleep(SAFETY_POLL)
                        await self._poll()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.warning("Listening for game changes failed; polling until it works again", exc_info=True)
            self.listening = False
            for _ in range(int(SAFETY_POLL / POLL)):
                await self._poll_once_safely()
                await asyncio.sleep(POLL)

    async def _poll_forever(self, every: float) -> None:
        while True:
            await self._poll_once_safely()
            await asyncio.sleep(every)

    async def _poll_once_safely(self) -> None:
        try:
            await self._poll()
        except asyncio.CancelledError:
            raise
        except Exception:
            log.warning("Looking for game changes failed", exc_info=True)

    async def _poll(self) -> None:
        """One look at the versions of every followed game."""
        followed = list(self._followers)
        for start in range(0, len(followed), BATCH):
            versions = await self.sessions.versions(followed[start : start + BATCH])
            for session_id, version in versions.items():
                before = self._versions.get(session_id)
                if session_id in self._followers:
                    self._versions[session_id] = version
                if before is not None and before != version:
                    self.changed(session_id)
