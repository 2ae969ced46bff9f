"""Board and hand pictures as PNG answers: ``/g/{token}/board/{n}-{key}.png``, a step's public board as
the channel showed it, and ``/p/{token}/hand/{n}.png``, a seat's private picture, each in the language
its address names (``?lang=``; else the table's). Drawing one costs the
viewer's address against its picture limit; a kept one costs nothing."""

from __future__ import annotations

from aiohttp import web

from bot.session.records import SessionStatus
from bot.web.access import Access, NotFound
from bot.web.limits import Limits
from bot.web.pagewords import chosen
from bot.web.public import public_step
from bot.web.reader import Reader, drawing_version


class Images:
    def __init__(self, access: Access, reader: Reader, limits: Limits) -> None:
        self.access = access
        self.reader = reader
        self.limits = limits

    async def board_image(self, request: web.Request) -> web.StreamResponse:
        token = request.match_info["token"]
        _game, replay = await self.access.open_game(token)
        number = int(request.match_info["number"])
        if not 1 <= number <= len(replay.steps):
            raise NotFound()
        step = public_step(replay, number - 1, chosen(request))  # ?lang=: its words' language
        if not self.reader.kept_board(step):
            self.limits.picture(request)
        board = await self.reader.board(step)
        if board is None:
            raise NotFound()
        # The address names the step, the seats' names and the drawing code: the same address is always
        # the same picture, so browsers may keep it for good. An address with an older key (names changed)
        # still gets today's picture, but not for keeps.
        current = request.match_info["key"] == f"{step.names_key}{drawing_version()}"
        cache = "public, max-age=31536000, immutable" if current else "no-cache"
        return web.Response(body=board.png, content_type="image/png", headers={"Cache-Control": cache})

    async def hand_image(self, request: web.Request) -> web.StreamResponse:
        """A seat's picture: while the game runs only its newest step's (its hand as it is now), and never
        kept by a browser."""
        token = request.match_info["token"]
        game, replay, claim = await self.access.open_private(token)
        number = int(request.match_info["number"])
        running = game.status == SessionStatus.RUNNING
        if not 1 <= number <= len(replay.steps) or (running and number != len(replay.steps)):
            raise NotFound()
        step = await self.reader.seat_step(game, replay, number - 1, claim.seat, language=chosen(request))
        if not self.reader.kept_hand(step):
            self.limits.picture(request)
        hand = await self.reader.private_picture(replay, step)
        if hand is None:
            raise NotFound()
        return web.Response(body=hand.png, content_type="image/png", headers={"Cache-Control": "no-store"})
