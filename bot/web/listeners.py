"""What the fan-out (``bot.web.fanout``) hands to streams, and each stream's end of it: a ``Frame`` is bytes
built once for every stream (an event, as server-sent-event text and as one chunk of HTTP/1.1's chunked
transfer encoding); a ``Listener`` is one open stream, which writes each frame it is handed straight to
its connection.

Decisions written down here:
- Backpressure: a stream's queue is its connection's unsent bytes (and, while it opens, a queue of
  ``QUEUE`` frames). A frame is written to each stream's connection at once, never waited for; a stream
  whose connection already holds more than ``BEHIND`` bytes unsent (its reader stopped reading, and the
  socket's buffers are full) is dropped: what it holds is let go and its connection cut, so it can hold
  back neither the other streams nor memory. Its browser reconnects after the stream's ``retry`` and gets
  the newest step, with the lines it lacks. Dropping rather than keeping only the newest event: an event
  carries the log lines since the one before, so an event skipped would be lines lost.
- Frames are written past aiohttp's own writer, once it has sent the response's headers, so that a
  thousand streams cost a thousand writes of the same bytes and nothing more; they are chunked exactly
  as aiohttp chunks (the stream's handler asks for chunking itself, so it knows).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

QUEUE = 16  # frames a stream that is opening may have waiting; one more and it is dropped
BEHIND = 1 << 17  # bytes an open stream's connection may hold unsent; past that it is dropped
# What a stream belongs to (the fan-out's ``Broadcast``): a type parameter, so that this module, below the
# fan-out, never imports it.
Owner = TypeVar("Owner")


def sse(name: str, data: Mapping[str, Any], event_id: int) -> bytes:
    return f"id: {event_id}\nevent: {name}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n".encode()


@dataclass(frozen=True, slots=True)
class Frame:
    """Bytes to write to a stream, as they are (``raw``) and as one chunk of HTTP/1.1's chunked transfer
    encoding, which aiohttp gives every stream of an HTTP/1.1 client: built once, the same for all."""

    raw: bytes
    chunked: bytes

    @classmethod
    def of(cls, raw: bytes) -> Frame:
        return cls(raw, b"%x\r\n%b\r\n" % (len(raw), raw))


GONE = Frame.of(b"event: gone\ndata: {}\n\n")  # the link opens nothing now: the stream's last frame
END = Frame.of(b"event: end\ndata: {}\n\n")  # the game is over: the stream's last frame


class Listener(Generic[Owner]):
    """One open stream. Until it is open (its headers sent), what it is handed waits in a queue of
    ``QUEUE`` frames; from then on each frame goes straight to its connection, whose unsent bytes are the
    stream's queue, ``BEHIND`` bytes at most (see the module's docstring for one that falls behind).
    ``broadcast`` is the audience the fan-out joined it to (None: none, or left); the listener only
    holds it for the fan-out."""

    __slots__ = (
        "_chunked",
        "_pending",
        "_transport",
        "_waiter",
        "broadcast",
        "closed",
        "dropped",
        "last_sent",
    )

    def __init__(self, broadcast: Owner | None) -> None:
        self._pending: deque[Frame] = deque()
        self._transport: asyncio.WriteTransport | None = None
        self._chunked = True
        self._waiter: asyncio.Future[None] | None = None
        self.broadcast = broadcast
        self.closed = False  # nothing is written after what it was handed
        self.dropped = False
        self.last_sent = time.monotonic()

    def hand(self, frame: Frame) -> bool:
        """Write a frame (or queue it while the stream opens); False when the stream is closed, or so far
        behind that it is dropped now."""
        return not self.closed and self._send(frame)

    def close(self, last: Frame | None = None) -> None:
        """End the stream after what it was handed (and ``last``)."""
        if not self.closed:
            if last is not None:
                self._send(last)
            self.closed = True
            self._wake()

    def attach(self, transport: asyncio.WriteTransport, chunked: bool) -> None:
        """The stream is open (aiohttp sent its headers): write what waited, and from now on every frame
        straight to its connection, chunked as aiohttp chunks this response."""
        self._transport, self._chunked = transport, chunked
        while self._pending and self._send(self._pending.popleft()):
            pass

    async def wait(self, timeout: float) -> bool:
        """Wait until the stream ends (True) or ``timeout`` seconds pass (False)."""
        if not self.closed and timeout > 0:
            loop = asyncio.get_running_loop()
            waiter = self._waiter = loop.create_future()
            timer = loop.call_later(timeout, _release, waiter)
            try:
                await waiter
            finally:
                timer.cancel()
                self._waiter = None
        return self.closed

    def _send(self, frame: Frame) -> bool:
        transport = self._transport
        if transport is None:
            if len(self._pending) >= QUEUE:
                return self._drop()
            self._pending.append(frame)
            return True
        if transport.is_closing():  # the viewer left
            self.closed = True
            self._wake()
            return False
        if transport.get_write_buffer_size() > BEHIND:
            return self._drop()
        transport.write(frame.chunked if self._chunked else frame.raw)
        self.last_sent = time.monotonic()
        return True

    def _drop(self) -> bool:
        """Too far behind: let go of what it holds and cut the connection (its browser reconnects)."""
        self.dropped = self.closed = True
        self._pending.clear()
        if self._transport is not None:
            self._transport.abort()
        self._wake()
        return False

    def _wake(self) -> None:
        if self._waiter is not None:
            _release(self._waiter)


def _release(waiter: asyncio.Future[None]) -> None:
    if not waiter.done():
        waiter.set_result(None)
