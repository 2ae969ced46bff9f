"""The watchers of ``bench/watchers.py``: a lean client of the web companion's live streams, in a process of
its own so that it never competes with the server it measures for the same event loop.

It speaks raw HTTP/1.1 over asyncio streams: each stream is one connection that sends
``X-Forwarded-For`` with an address of its own (the companion trusts 127.0.0.1 as a proxy by default, so
each stream counts as another visitor) and then only reads, noting when each event id first arrives.
Nothing is decoded but the ``id:`` lines, so thousands of streams cost this process little.

Commands arrive on stdin, one JSON object a line; each is answered on stdout, one JSON object a line:

    {"cmd": "open", "host": h, "port": p, "streams": [[group, path, address], ...]}
        -> {"opened": n, "refused": {status: count}, "seconds": t}   (every stream has had its first event)
    {"cmd": "report"}  -> {"arrivals": {group: {step: [unix times]}}, "ended": n}
                          (the steps that came after each stream opened)
    {"cmd": "close"}   -> {"closed": n}
    {"cmd": "quit"}
"""

from __future__ import annotations

import asyncio
import json
import resource
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

CONCURRENT_OPENS = 100  # connections being opened at once (the server's accept backlog is 128)


@dataclass
class Stream:
    group: str
    path: str
    address: str
    status: int = 0
    arrivals: dict[int, float] = field(default_factory=dict)  # event id -> when it first arrived
    opened_at: int | None = None  # the step of its first event, sent as it opened
    first: asyncio.Event = field(default_factory=asyncio.Event)
    ended: bool = False  # the server closed it while the bench still followed it
    task: asyncio.Task[None] | None = None
    writer: asyncio.StreamWriter | None = None


async def follow(stream: Stream, host: str, port: int) -> None:
    try:
        reader, writer = await asyncio.open_connection(host, port)
    except OSError:
        stream.status = -1
        stream.first.set()
        return
    stream.writer = writer
    writer.write(
        (
            f"GET {stream.path} HTTP/1.1\r\nHost: {host}:{port}\r\nX-Forwarded-For: {stream.address}\r\n"
            "Accept: text/event-stream\r\n\r\n"
        ).encode()
    )
    try:
        head = await reader.readuntil(b"\r\n\r\n")
        stream.status = int(head.split(b" ", 2)[1])
        if stream.status != 200:
            stream.first.set()
            return
        tail = b""
        while True:
            data = await reader.read(1 << 16)
            if not data:
                stream.ended = True
                return
            now = time.time()
            text = tail + data
            # An event's id is a line of its own: "\nid: N\n" (the line before it is the chunk's size, or
            # the previous event's blank line). A data line never holds a newline, so this finds only ids.
            start = 0
            while True:
                at = text.find(b"\nid: ", start)
                if at < 0:
                    tail = text[-5:]
                    break
                end = text.find(b"\n", at + 5)
                if end < 0:
                    tail = text[at:]
                    break
                step = int(text[at + 5 : end])
                if stream.opened_at is None:
                    stream.opened_at = step
                stream.arrivals.setdefault(step, now)
                stream.first.set()
                start = end
    except (OSError, asyncio.IncompleteReadError, ValueError):
        stream.ended = True
    finally:
        stream.first.set()


class Client:
    def __init__(self) -> None:
        self.streams: list[Stream] = []

    async def open(self, host: str, port: int, specs: list[list[str]]) -> dict[str, Any]:
        started = time.monotonic()
        gate = asyncio.Semaphore(CONCURRENT_OPENS)
        new = [Stream(group, path, address) for group, path, address in specs]

        async def one(stream: Stream) -> None:
            async with gate:
                stream.task = asyncio.create_task(follow(stream, host, port))
                await stream.first.wait()

        await asyncio.gather(*(one(s) for s in new))
        self.streams.extend(new)
        refused = Counter(str(s.status) for s in new if s.status != 200)
        return {
            "opened": sum(s.status == 200 for s in new),
            "refused": dict(refused),
            "seconds": time.monotonic() - started,
        }

    def report(self) -> dict[str, Any]:
        arrivals: dict[str, dict[int, list[float]]] = {}
        for stream in self.streams:
            mine = arrivals.setdefault(stream.group, {})
            for step, at in stream.arrivals.items():
                if stream.opened_at is not None and step > stream.opened_at:  # a move made while it followed
                    mine.setdefault(step, []).append(at)
        return {"arrivals": arrivals, "ended": sum(s.ended for s in self.streams)}

    async def close(self) -> dict[str, Any]:
        closed = 0
        for stream in self.streams:
            if stream.task is not None:
                stream.task.cancel()
            if stream.writer is not None:
                stream.writer.close()
                closed += 1
        await asyncio.gather(*(s.task for s in self.streams if s.task), return_exceptions=True)
        self.streams = []
        return {"closed": closed}


async def main() -> None:
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    loop = asyncio.get_running_loop()
    stdin = asyncio.StreamReader(limit=1 << 26)
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(stdin), sys.stdin)
    client = Client()
    while True:
        line = await stdin.readline()
        if not line:
            break
        command = json.loads(line)
        if command["cmd"] == "open":
            answer = await client.open(command["host"], command["port"], command["streams"])
        elif command["cmd"] == "report":
            answer = client.report()
        elif command["cmd"] == "close":
            answer = await client.close()
        else:
            await client.close()
            break
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    asyncio.run(main())
