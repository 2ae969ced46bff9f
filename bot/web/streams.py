"""Live event streams (Server-Sent Events): ``/g/{token}/events`` sends a game's newest public step,
``/p/{token}/events`` a seat's, each time it changes, until the game is over, the link stops opening
anything, the viewer leaves or the server stops. Events are ``steps``'s, with the step's number as their
id; ``gone`` ends a stream whose link no longer opens, ``end`` one whose game is over.

Decisions written down here:
- A live stream sends an event only when what its viewer sees changed: a public stream's viewer sees the
  public step, so a secret choice (which moves the game, not its public step) sends nothing, and the
  keep-alive comments keep their own clock, which no change moves.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from aiohttp import web

from bot.web.access import Access, NotFound
from bot.web.limits import Limits
from bot.web.live import Changes
from bot.web.public import public_step
from bot.web.reader import Reader
from bot.web.steps import Steps, have_of

KEEPALIVE = 15.0  # seconds between comments on a quiet stream (proxies close idle connections)
RETRY_MS = 3000  # how long a browser waits before it reconnects a dropped stream

# The viewer's newest event and whether the game still runs, given the lines it holds; None once its link
# opens nothing.
Latest = Callable[[int], Awaitable[tuple[dict[str, Any], bool] | None]]


class Streams:
    """The stream handlers, the changes that wake them, and ``closing``, which ends every one at once."""

    def __init__(
        self, access: Access, steps: Steps, reader: Reader, limits: Limits, changes: Changes
    ) -> None:
        self.access = access
        self.steps = steps
        self.reader = reader
        self.limits = limits
        self.changes = changes
        self.closing = asyncio.Event()
        self.open_now = 0  # streams open now, for the tests and the shutdown

    async def game_events(self, request: web.Request) -> web.StreamResponse:
        token = request.match_info["token"]
        game, _ = await self.access.open_game(token)  # a dead link gets the page, not a stream

        async def latest(have: int) -> tuple[dict[str, Any], bool] | None:
            try:
                game, replay = await self.access.open_game(token)
            except NotFound:
                return None
            self.changes.read_at(game.id, game.session.version)
            step = public_step(replay, len(replay.steps) - 1)
            board = await self.reader.board(step)
            return self.steps.public_event(token, step, board, have), step.running

        return await self._stream(request, game.id, latest, have_of(request))

    async def private_events(self, request: web.Request) -> web.StreamResponse:
        token = request.match_info["token"]
        game, _, _ = await self.access.open_private(token)

        async def latest(have: int) -> tuple[dict[str, Any], bool] | None:
            try:
                game, replay, claim = await self.access.open_private(token)
            except NotFound:
                return None
            self.changes.read_at(game.id, game.session.version)
            step = await self.reader.seat_step(game, replay, len(replay.steps) - 1, claim.seat)
            board = await self.reader.board(step.public)
            hand = await self.reader.private_picture(replay, step)
            game_token = self.access.watch_token(game, claim)
            event = self.steps.private_event(token, game_token, step, board, hand, have)
            return event, step.public.running

        return await self._stream(request, game.id, latest, have_of(request))

    async def _stream(
        self, request: web.Request, session_id: str, latest: Latest, have: int
    ) -> web.StreamResponse:
        """The viewer's newest step each time it changes (see the module's docstring), until the game is
        over, the link stops opening anything, the viewer leaves or the server stops."""
        address = self.limits.open_stream(request)
        response = web.StreamResponse(
            headers={
                "Content-Type": "text/event-stream; charset=utf-8",
                "Cache-Control": "no-store",
                "X-Accel-Buffering": "no",  # nginx: pass each event on at once
            }
        )
        self.open_now += 1
        try:
            await response.prepare(request)
            await response.write(f"retry: {RETRY_MS}\n\n".encode())
            sent: str | None = None
            quiet_since = time.monotonic()
            with self.changes.following(session_id):
                while not self.closing.is_set():
                    generation = self.changes.generation(session_id)
                    found = await latest(have)
                    if found is None:
                        await response.write(b"event: gone\ndata: {}\n\n")
                        break
                    event, running = found
                    signature = _signature(event)
                    if signature != sent:
                        await response.write(_sse("step", event, event["step"]))
                        sent, have, quiet_since = signature, event["total"], time.monotonic()
                    if not running:
                        await response.write(b"event: end\ndata: {}\n\n")
                        break
                    # Wait for a change, or until the keep-alive is due by its own clock (a change that
                    # shows nothing to this viewer must not move it).
                    while not self.closing.is_set():
                        due = quiet_since + KEEPALIVE - time.monotonic()
                        if due <= 0:
                            await response.write(b": still here\n\n")
                            quiet_since = time.monotonic()
                            continue
                        if await self.changes.wait(session_id, generation, min(due, 1.0)):
                            break
        except ConnectionResetError:
            pass  # the viewer left
        finally:
            self.open_now -= 1
            self.limits.close_stream(address)
        return response


def _signature(event: Mapping[str, Any]) -> str:
    """What a viewer sees of an event, without the lines it already has (they are counted in ``total``)."""
    return json.dumps({k: v for k, v in event.items() if k != "lines"}, sort_keys=True)


def _sse(name: str, data: Mapping[str, Any], event_id: int) -> bytes:
    return f"id: {event_id}\nevent: {name}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n".encode()
