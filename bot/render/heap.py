"""What drawing pictures leaves in the C allocator, given back to the system once the drawing stops.

A board's picture is a few MB of Pillow's image buffers, freed once it is encoded and sent. glibc keeps
freed memory for the next allocation rather than handing it back, and buffers of many sizes (boards of
other heights, close-ups, words drawn once) leave it in pieces that it seldom can: a process that draws
boards now and then, as a bot does whose games move every few minutes, would hold several MB it does not
use (docs/localisation.md, "Cost": most of what a German board's longer words seemed to cost).

``Quiet`` gives the free pages back (glibc's ``malloc_trim``) once nothing has been drawn for ``QUIET``
seconds (``draw.encode_png`` tells it of every picture, on the loop the bot or the web companion
watches): never while pictures keep coming (each one puts it off), where the pages would only be
faulted in again for the next one (about a millisecond a board), and once after, on a thread (a tenth
of a millisecond for a bot's boards). Where the C library has no such call (musl, macOS) nothing is
done.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
from collections.abc import Callable

QUIET = 2.0  # seconds without a picture drawn before the free memory is given back


def _trim_call() -> Callable[[int], int] | None:
    try:
        trim: Callable[[int], int] = ctypes.CDLL(None).malloc_trim  # the process's own C library
    except (OSError, AttributeError):
        return None
    return trim


_TRIM = _trim_call()


def give_back() -> bool:
    """Hand the free memory the C allocator keeps back to the system; False where it cannot."""
    if _TRIM is None:
        return False
    _TRIM(0)
    return True


class Quiet:
    """Gives the free memory back once no picture has been drawn for ``seconds`` (``drew`` after each)."""

    def __init__(self, seconds: float = QUIET, give: Callable[[], bool] = give_back) -> None:
        self.seconds = seconds
        self.give = give
        self.given = 0  # times given back, for the tests
        self._pending: asyncio.TimerHandle | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def watch(self, loop: asyncio.AbstractEventLoop) -> None:
        """Count down on ``loop`` (the bot's, at its start); with none watched, ``drawn`` does nothing
        (the terminal, the tests of pictures, the benches)."""
        self._loop = loop

    def drawn(self) -> None:
        """A picture was drawn, on any thread (``draw.encode_png`` calls it for every picture)."""
        loop = self._loop
        if loop is None:
            return
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile (the process is stopping)
            loop.call_soon_threadsafe(self.drew)

    def drew(self) -> None:
        """A picture was drawn (on the event loop): the countdown starts again."""
        if self._pending is not None:
            self._pending.cancel()
        self._pending = asyncio.get_running_loop().call_later(self.seconds, self._quiet)

    def _quiet(self) -> None:
        self._pending = None
        # On a thread, off the loop: a large heap takes milliseconds to give back (measured: 24 ms for
        # 300 MB free in 3,000 pieces, 1 ms to walk them when there is nothing to give). RuntimeError: the
        # loop's threads have shut down, as the process stops.
        with contextlib.suppress(RuntimeError):
            asyncio.get_running_loop().run_in_executor(None, self._give)

    def _give(self) -> None:
        if self.give():
            self.given += 1


# One for the process: every picture it draws (the Discord side's, the web companion's) shares its memory.
after_drawing = Quiet()
