"""Live streams of the web companion as its tests follow them by the hundred: each one a raw HTTP/1.1
connection (no aiohttp client, so that hundreds cost little), from an address of its own
(``X-Forwarded-For`` through 127.0.0.1, a trusted proxy by default), whose chunked body is decoded as it
comes and read as server-sent events: the ``step`` events' data, every event's name, and whether the
stream ended cleanly (the chunked body's last chunk) or was cut.
"""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

WAIT = 60.0  # seconds a test waits at most for what a stream should get (generous: a busy machine)


def address(i: int) -> str:
    """The i-th stream's own visitor address (a private range: never a real one)."""
    return f"10.{(i >> 16) & 255}.{(i >> 8) & 255}.{i & 255}"


@dataclass
class RawStream:
    status: int = 0
    body: bytearray = field(default_factory=bytearray)  # the chunked body as it came
    ended: bool = False  # the connection closed
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    writer: asyncio.StreamWriter | None = None
    task: asyncio.Task[None] | None = None

    def decoded(self) -> tuple[bytes, bool]:
        """The body without its chunked framing, and whether its last chunk came (a clean end)."""
        data, at, raw = bytearray(), 0, bytes(self.body)
        while True:
            line_end = raw.find(b"\r\n", at)
            if line_end < 0:
                return bytes(data), False
            size = int(raw[at:line_end], 16)
            if size == 0:
                return bytes(data), raw[line_end : line_end + 4] == b"\r\n\r\n"
            if len(raw) < line_end + 2 + size + 2:
                return bytes(data), False
            data += raw[line_end + 2 : line_end + 2 + size]
            at = line_end + 2 + size + 2

    def names(self) -> list[str]:
        """Every event's name, in order (comments and the retry line left out)."""
        found = []
        for block in self.decoded()[0].decode().split("\n\n"):
            for line in block.split("\n"):
                if line.startswith("event: "):
                    found.append(line[7:])
        return found

    def steps(self) -> list[dict[str, Any]]:
        """The ``step`` events' data, in order, with their ids (``_id``)."""
        found = []
        for block in self.decoded()[0].decode().split("\n\n"):
            fields = dict(
                line.split(": ", 1) for line in block.split("\n") if ": " in line and line[0] != ":"
            )
            if fields.get("event") == "step":
                found.append({**json.loads(fields["data"]), "_id": int(fields["id"])})
        return found

    @property
    def clean(self) -> bool:
        """It ended with the chunked body's last chunk: the server ended it, not a cut."""
        return self.decoded()[1]

    async def wait_steps(self, count: int, timeout: float = WAIT) -> list[dict[str, Any]]:
        """Until it has had ``count`` step events."""
        async with asyncio.timeout(timeout):
            while len(found := self.steps()) < count:
                self.changed.clear()
                await self.changed.wait()
        return found

    async def wait_end(self, timeout: float = WAIT) -> None:
        """Until its body ended (its last chunk came; the connection may stay open for another request)
        or its connection closed."""
        async with asyncio.timeout(timeout):
            while not (self.ended or self.clean):
                self.changed.clear()
                await self.changed.wait()

    def close(self) -> None:
        if self.task is not None:
            self.task.cancel()
        if self.writer is not None:
            self.writer.close()


async def open_stream(
    host: str, port: int, path: str, visitor: str, *, receive_buffer: int | None = None, read: bool = True
) -> RawStream:
    """A stream opened (its headers read); it keeps reading its body in the background unless ``read`` is
    False: a viewer whose browser stopped reading, whose connection takes nothing more once its socket's
    buffer is full (``receive_buffer`` shrinks it)."""
    sock = socket.socket()
    if receive_buffer is not None:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    sock.setblocking(False)
    await asyncio.get_running_loop().sock_connect(sock, (host, port))
    reader, writer = await asyncio.open_connection(sock=sock)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nX-Forwarded-For: {visitor}\r\n\r\n".encode())
    head = await reader.readuntil(b"\r\n\r\n")
    stream = RawStream(status=int(head.split(b" ", 2)[1]), writer=writer)
    if read:
        stream.task = asyncio.create_task(_follow(stream, reader))
    else:
        transport = writer.transport
        assert isinstance(transport, asyncio.Transport)
        transport.pause_reading()  # else asyncio reads on into the reader's own buffer
    return stream


async def _follow(stream: RawStream, reader: asyncio.StreamReader) -> None:
    try:
        while data := await reader.read(1 << 16):
            stream.body += data
            stream.changed.set()
    except OSError:
        pass
    stream.ended = True
    stream.changed.set()


async def open_streams(host: str, port: int, path: str, count: int, *, first: int = 0) -> Sequence[RawStream]:
    """``count`` streams on ``path``, each from its own address (``address(first + i)``), every one with
    its first step event."""
    streams = [await open_stream(host, port, path, address(first + i)) for i in range(count)]
    await asyncio.gather(*(s.wait_steps(1) for s in streams))
    return streams
