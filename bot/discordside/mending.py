"""Mending what a failed call to Discord left behind, within seconds: a board left behind its game, a DM a
player did not get, a lobby message showing an older lobby.

A call fails in ways discord.py does not retry (a 503, a request that never answers) or after its own
retries are spent. The message it was to change then shows an older game: players would wait for the next
look for work (``Wiring.watch``) to set it right, or for the next move. Instead the part that failed asks the
mender to try again soon: ``soon(key, attempt)`` runs ``attempt`` after each of ``DELAYS`` until it says
the message is right, so a lost board is shown again within five seconds of its failure. One attempt runs
per key at a time, and a repeat of a key already being mended waits for that one.

Every call the bot makes to keep a message is also bounded (``bounded``): a request that Discord has not
answered ``REST_TIMEOUT`` seconds after it went out counts as failed, so a hung connection never holds a
game's publication. Only time on the wire counts: discord.py waiting out a rate limit before it sends
(Discord's own "retry after") is the channel's pace, not a failure. The client's HTTP trace
(``wire_trace``) tells which task has a request out, and since when.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import aiohttp

from bot.waiting import stop, stop_all

log = logging.getLogger(__name__)

DELAYS = (0.3, 1.0, 2.0)  # seconds before each attempt, one after the other: 3.3 s in all
REST_TIMEOUT = 3.0  # a call that keeps a message, answered by then or counted as failed

T = TypeVar("T")


# The task that has a request out to Discord, and when it went out (``wire_trace`` keeps it).
_on_the_wire: dict[asyncio.Task[Any], float] = {}


def wire_trace() -> aiohttp.TraceConfig:
    """An HTTP trace for the Discord client (``http_trace``): which task has a request out, since when."""
    trace = aiohttp.TraceConfig()

    async def went_out(*_: Any) -> None:
        task = asyncio.current_task()
        if task is not None:
            _on_the_wire[task] = asyncio.get_running_loop().time()

    async def came_back(*_: Any) -> None:
        task = asyncio.current_task()
        if task is not None:
            _on_the_wire.pop(task, None)

    trace.on_request_start.append(went_out)
    trace.on_request_end.append(came_back)
    trace.on_request_exception.append(came_back)
    return trace


async def bounded(call: Awaitable[T], timeout: float = REST_TIMEOUT) -> T:
    """``call``, or TimeoutError when one of its requests has been out to Discord for ``timeout`` seconds
    without an answer (a wait for a rate limit between requests does not count)."""
    task: asyncio.Task[T] = asyncio.ensure_future(call)
    loop = asyncio.get_running_loop()
    try:
        while True:
            sent = _on_the_wire.get(task)
            wait = timeout if sent is None else max(0.0, sent + timeout - loop.time())
            done, _ = await asyncio.wait({task}, timeout=min(wait, 0.25) if sent is None else wait)
            if done:
                return task.result()
            sent = _on_the_wire.get(task)
            if sent is not None and loop.time() - sent >= timeout:
                await stop(task)
                raise TimeoutError(f"Discord did not answer within {timeout:g} seconds")
    except asyncio.CancelledError:
        task.cancel()
        raise
    finally:
        _on_the_wire.pop(task, None)


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
        await stop_all(task for task in self._tasks.values() if not task.done())
        self._tasks.clear()
