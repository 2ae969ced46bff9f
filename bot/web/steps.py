"""A step as the pages' script takes it: the event built from a ``PublicStep`` or a ``PrivateStep`` (and
its pictures) alone, answered as JSON for the replay slider (``/g/{token}/step.json?n=N``,
``/p/{token}/step.json``) and sent in every live stream; and the words a page shows of a step.

An event carries only the log lines past the ``have`` its viewer already holds (``?have=``), with the
total, so a long game's log is sent once.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from aiohttp import web

from bot.render.pictures import Picture
from bot.session.records import SessionStatus
from bot.web.access import Access, step_index
from bot.web.addresses import Addresses
from bot.web.limits import Limits
from bot.web.pagewords import PageWords, chosen
from bot.web.public import ABANDONED, FINISHED, LIVE, PAST, LogText, PrivateStep, PublicStep, public_step
from bot.web.reader import Reader

PHASE_WORDS = {  # each phase's badge (web.ftl)
    LIVE: "web-phase-live",
    PAST: "web-phase-past",
    FINISHED: "web-phase-finished",
    ABANDONED: "web-phase-abandoned",
}


class Steps:
    """Events of a step, public or a seat's, and the slider's JSON handlers."""

    def __init__(self, access: Access, addresses: Addresses, reader: Reader, limits: Limits) -> None:
        self.access = access
        self.addresses = addresses
        self.reader = reader
        self.limits = limits

    def public_event(
        self, token: str, step: PublicStep, board: Picture | None, have: int, lang: str | None = None
    ) -> dict[str, Any]:
        """A public step as the page's script takes it: from the ``PublicStep`` alone (and its picture);
        ``lang``: the language its viewer chose, which the page's own address keeps."""
        return self._event(
            step,
            step.lines,
            step.new_lines,
            have,
            self.addresses.board_url(token, step),
            board,
            self.addresses.game_url(token, step.number, lang),
        )

    def private_event(
        self,
        token: str,
        game_token: str,
        step: PrivateStep,
        board: Picture | None,
        hand: Picture | None,
        have: int,
        lang: str | None = None,
    ) -> dict[str, Any]:
        """A seat's step as its page's script takes it: from the ``PrivateStep`` alone (and its pictures)."""
        public = step.public
        board_url = self.addresses.board_url(game_token, public)
        page = self.addresses.private_url(token, public.number, lang)
        event = self._event(public, step.lines, step.new_lines, have, board_url, board, page)
        event["hand"] = {
            "text": step.text or PageWords(public.language)("web-hand-nothing-hidden"),
            "picture": None if hand is None else picture_json(self.addresses.hand_url(token, step), hand),
            "choices": list(step.choices),
        }
        return event

    def _event(
        self,
        public: PublicStep,
        lines: Sequence[LogText],
        new_lines: int,
        have: int,
        board_url: str,
        board: Picture | None,
        page: str,
    ) -> dict[str, Any]:
        """What every event says of its step: the public step with the log lines its viewer may read (the
        public ones, or a seat's own with them), past the first ``have``."""
        say = PageWords(public.language)
        return {
            "step": public.number,
            "steps": public.count,
            "phase": public.phase,
            "phase_text": say(PHASE_WORDS[public.phase]),
            "status": public.status,
            "step_text": step_words(public, say),
            "board": None if board is None else picture_json(board_url, board),
            "position": self.reader.position_text(public),
            "new_lines": [line.text for line in lines[len(lines) - new_lines :]],
            "lines": _lines_from(lines, have),
            "total": len(lines),
            "page": page,
        }

    async def game_json(self, request: web.Request) -> web.StreamResponse:
        self.limits.page(request)
        token = request.match_info["token"]
        _game, replay = await self.access.open_game(token)
        lang = chosen(request)
        step = public_step(replay, step_index(replay, request.query.get("n")), lang)
        board = await self.reader.board(step)
        return as_json(self.public_event(token, step, board, have_of(request), lang), cache="no-cache")

    async def private_json(self, request: web.Request) -> web.StreamResponse:
        self.limits.page(request)
        token = request.match_info["token"]
        game, replay, claim = await self.access.open_private(token)
        running = game.status == SessionStatus.RUNNING
        index = len(replay.steps) - 1 if running else step_index(replay, request.query.get("n"))
        lang = chosen(request)
        step = await self.reader.seat_step(game, replay, index, claim.seat, language=lang)
        board = await self.reader.board(step.public)
        hand = await self.reader.private_picture(replay, step)
        game_token = self.access.watch_token(game, claim)
        return as_json(
            self.private_event(token, game_token, step, board, hand, have_of(request), lang),
            cache="no-store",
        )


def step_words(step: PublicStep, say: PageWords) -> str:
    """ "Step 3 of 40", "Step 1 of 40 (the start)"."""
    start = step.number == 1 and step.count > 1
    return say("web-step-of", number=step.number, count=step.count, start=start)


def picture_json(url: str, picture: Picture) -> dict[str, Any]:
    return {"src": url, "alt": picture.alt_text, "width": picture.width, "height": picture.height}


def have_of(request: web.Request) -> int:
    """How many log lines the viewer already holds (``?have=``); 0 for anything but a small number."""
    raw = request.query.get("have", "0")
    return int(raw) if raw.isdigit() and len(raw) < 9 else 0


def _lines_from(lines: Sequence[LogText], have: int) -> list[dict[str, Any]]:
    """The lines past the first ``have`` (the viewer has those), oldest first."""
    return [{"text": line.text, "mine": line.mine} for line in lines[min(have, len(lines)) :]]


def as_json(data: Mapping[str, Any], *, cache: str) -> web.Response:
    return web.Response(
        text=json.dumps(data, separators=(",", ":")),
        content_type="application/json",
        headers={"Cache-Control": cache},
    )
