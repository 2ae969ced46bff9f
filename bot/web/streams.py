"""Live event streams (Server-Sent Events): ``/g/{token}/events`` sends a game's newest public step,
``/p/{token}/events`` a seat's, each time it changes, until the game is over, the link stops opening
anything, the viewer leaves or the server stops. Events are ``steps``'s, with the step's number as their
id; ``gone`` ends a stream whose link no longer opens, ``end`` one whose game is over.

Every stream joins its link's audience (``bot.web.fanout``): the game is read once per change for all of
them, each audience's event drawn and encoded once, and a stream only writes those bytes. This module
says what each audience sees (``PublicAudience``, ``SeatAudience``) and writes a stream.

Decisions written down here:
- A live stream sends an event only when what its viewer sees changed: a public stream's viewer sees the
  public step, so a secret choice (which moves the game, not its public step) sends nothing, and the
  keep-alive comments keep their own clock, which no change moves.
- Drawing a step (its view, its words, its pictures) and encoding its event run on the reader's threads,
  never on the event loop, which the bot's clicks share when the companion runs in the bot's process.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from typing import Any

from aiohttp import HttpVersion11, web

from bot.render.pictures import Picture
from bot.web.access import Access, NotFound
from bot.web.fanout import Broadcast, Broadcasts, Edition, GameRead, Quiet
from bot.web.limits import Limits
from bot.web.links import GameClaim, PrivateClaim
from bot.web.listeners import Frame, Listener
from bot.web.live import Changes
from bot.web.pagewords import chosen
from bot.web.public import PrivateStep, PublicStep, public_step
from bot.web.reader import Reader
from bot.web.steps import Steps, have_of

KEEPALIVE = 15.0  # seconds between comments on a quiet stream (proxies close idle connections)
RETRY_MS = 3000  # how long a browser waits before it reconnects a dropped stream
RETRY = f"retry: {RETRY_MS}\n\n".encode()
STILL_HERE = Frame.of(b": still here\n\n")
HEADERS = {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Accel-Buffering": "no",  # nginx: pass each event on at once
}


class Streams:
    """The stream handlers, and the audiences their streams join."""

    def __init__(
        self,
        access: Access,
        steps: Steps,
        reader: Reader,
        limits: Limits,
        changes: Changes,
        players: Quiet | None = None,
    ) -> None:
        self.access = access
        self.steps = steps
        self.reader = reader
        self.limits = limits
        self.broadcasts = Broadcasts(self._read, changes, reader.run, players)
        self.open_now = 0  # streams open now, for the tests and the shutdown

    async def game_events(self, request: web.Request) -> web.StreamResponse:
        token = request.match_info["token"]
        claim = self.access.game_claim(token)  # a dead link gets the page, not a stream
        lang = chosen(request)  # an audience per link and language
        listener = await self.broadcasts.join(
            claim.session_id,
            (token, lang),
            lambda: PublicAudience(self, token, claim, lang),
            have_of(request),
        )
        return await self._stream(request, listener)

    async def private_events(self, request: web.Request) -> web.StreamResponse:
        token = request.match_info["token"]
        claim = self.access.private_claim(token)
        lang = chosen(request)
        listener = await self.broadcasts.join(
            claim.session_id, (token, lang), lambda: SeatAudience(self, token, claim, lang), have_of(request)
        )
        return await self._stream(request, listener)

    async def _read(self, session_id: str) -> GameRead:
        """The game as every audience of it draws it after a change: read once."""
        try:
            game = await self.access.game(session_id)
            return GameRead(game, await self.access.history(game))
        except NotFound:
            return GameRead(None, None)

    async def _stream(self, request: web.Request, listener: Listener[Broadcast]) -> web.StreamResponse:
        """Write what the stream is handed (see the module's docstring), until it ends."""
        try:
            address = self.limits.open_stream(request)
        except BaseException:
            self.broadcasts.leave(listener)
            raise
        response = web.StreamResponse(headers=HEADERS)
        if request.version >= HttpVersion11:
            response.enable_chunked_encoding()  # as aiohttp would; said here, so the frames are chunked alike
        self.open_now += 1
        try:
            await response.prepare(request)
            await response.write(RETRY)  # the headers with it: from now on frames go to the connection
            transport = request.transport
            if transport is None:  # the viewer left already
                return response
            listener.attach(transport, response.chunked)
            # Until the stream ends; a comment when nothing was sent for KEEPALIVE seconds, on the stream's
            # own clock (only what it is sent moves it).
            while not await listener.wait(listener.last_sent + KEEPALIVE - time.monotonic()):
                if time.monotonic() >= listener.last_sent + KEEPALIVE:
                    listener.hand(STILL_HERE)
        except ConnectionResetError:
            pass  # the viewer left
        finally:
            self.open_now -= 1
            self.limits.close_stream(address)
            self.broadcasts.leave(listener)
        return response

    async def close(self) -> None:
        """The server stops: every stream ends now, then no game is read for them any more."""
        await self.broadcasts.stop()


class PublicAudience:
    """Everyone on one watch link in one language: the game's newest public step."""

    def __init__(self, streams: Streams, token: str, claim: GameClaim, lang: str | None = None) -> None:
        self.access = streams.access
        self.steps = streams.steps
        self.reader = streams.reader
        self.token = token
        self.claim = claim
        self.lang = lang  # the viewers' choice; None: the table's language

    async def admit(self, read: GameRead) -> None:
        game, _ = read.opened()
        await self.access.check_game(self.claim, game)

    async def draw(self, read: GameRead) -> Edition:
        game, _ = read.opened()
        await self.access.check_game(self.claim, game)
        step, board = await newest_public(self.reader, read, self.lang)
        event = functools.partial(self.steps.public_event, lang=self.lang)
        return await self.reader.run(edition_of, step.running, event, self.token, step, board)


class SeatAudience:
    """Everyone on one private link in one language: its seat's newest step."""

    def __init__(self, streams: Streams, token: str, claim: PrivateClaim, lang: str | None = None) -> None:
        self.access = streams.access
        self.steps = streams.steps
        self.reader = streams.reader
        self.token = token
        self.claim = claim
        self.lang = lang

    async def admit(self, read: GameRead) -> None:
        game, replay = read.opened()
        await self.access.check_private(self.claim, game, replay)

    async def draw(self, read: GameRead) -> Edition:
        game, replay = read.opened()
        await self.access.check_private(self.claim, game, replay)
        step, board, hand = await read.once(("seat", self.claim.seat, self.lang), lambda: self._seat(read))
        game_token = self.access.watch_token(game, self.claim)
        event = functools.partial(self.steps.private_event, lang=self.lang)
        running = step.public.running
        return await self.reader.run(edition_of, running, event, self.token, game_token, step, board, hand)

    async def _seat(self, read: GameRead) -> tuple[PrivateStep, Picture | None, Picture | None]:
        """The seat's newest step and pictures, once per read for every link to the seat."""
        game, replay = read.opened()
        public, board = await newest_public(self.reader, read, self.lang)
        step = await self.reader.seat_step(game, replay, public.number - 1, self.claim.seat, public)
        return step, board, await self.reader.private_picture(replay, step)


async def newest_public(
    reader: Reader, read: GameRead, lang: str | None = None
) -> tuple[PublicStep, Picture | None]:
    """The game's newest public step and its board in ``lang`` (None: the table's language), once per
    read for every audience in that language."""

    async def make() -> tuple[PublicStep, Picture | None]:
        _, replay = read.opened()
        step = await reader.run(public_step, replay, len(replay.steps) - 1, lang)
        return step, await reader.board(step)

    return await read.once(("public", lang), make)


def edition_of(running: bool, event: Callable[..., dict[str, Any]], *args: Any) -> Edition:
    """An audience's event, built for a viewer that holds no line (on the reader's threads)."""
    return Edition.of(event(*args, 0), running)
