"""The companion's pages, pictures and events: each request's link checked, its game read, and what its
viewer may see drawn from a ``PublicStep`` or a ``PrivateStep`` (``bot.web.public``) and nothing else.

    /g/{token}                       a game: its board live, with the replay slider (``?step=N``)
    /g/{token}/board/{n}-{key}.png   step n's board, the channel's very image (kept by browsers for good)
    /g/{token}/step.json?n=N         step N for the slider; ``/g/{token}/events`` the live stream (SSE)
    /p/{token}                       one seat's private page (``/hand/{n}.png``, ``step.json``, ``events``)
    /s/{token}                       a server's games and leaderboards
    /static/...                      the style sheet and the script (no inline code anywhere)

Decisions written down here:
- Every link that does not open something (forged, unknown, revoked, expired, a seat no longer held, a
  step that does not exist) gets the same "not found" page, so an answer tells nothing about why.
- A live stream sends an event only when what its viewer sees changed: a public stream's viewer sees the
  public step, so a secret choice (which moves the game, not its public step) sends nothing, and the
  keep-alive comments keep their own clock, which no change moves.
- Absolute URLs are built from TABLETOP_WEB_URL, never from the request (its Host header is the sender's
  to choose).
"""

from __future__ import annotations

import asyncio
import datetime
import hashlib
import json
import logging
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any

import jinja2
from aiohttp import web

from bot.render.pictures import Picture
from bot.services.history import Replay
from bot.session.game import Game
from bot.session.ratings import LEADERBOARD_SIZE, MIN_RATED_GAMES, shown
from bot.session.records import SessionStatus, Standing
from bot.web.limits import Limits
from bot.web.links import GameClaim, PrivateClaim, Signer, Switches
from bot.web.live import Changes
from bot.web.public import (
    ABANDONED,
    FINISHED,
    LIVE,
    PAST,
    LogText,
    PrivateStep,
    PublicStep,
    private_step,
    public_step,
)
from bot.web.reader import Reader, drawing_version
from engines.wording import plural

log = logging.getLogger(__name__)

KEEPALIVE = 15.0  # seconds between comments on a quiet stream (proxies close idle connections)
RETRY_MS = 3000  # how long a browser waits before it reconnects a dropped stream
SITE = "Tabletop Host"
THEME = "#2b6cb0"
SHOWN_GAMES = 30  # finished games on a server page
STATIC_FILES = {"site.css": "text/css", "game.js": "text/javascript", "icon.svg": "image/svg+xml"}
PHASE_WORDS = {
    LIVE: "Live",
    PAST: "Replaying: the game goes on",
    FINISHED: "Finished",
    ABANDONED: "Ended early",
}

Clock = Callable[[], float]


class NotFound(Exception):
    """The one answer for every link that opens nothing."""


@dataclass(frozen=True)
class Static:
    body: bytes
    content_type: str
    version: str


def load_static() -> dict[str, Static]:
    folder = resources.files("bot.web") / "static"
    found = {}
    for name, content_type in STATIC_FILES.items():
        body = (folder / name).read_bytes()
        found[name] = Static(body, content_type, hashlib.blake2b(body, digest_size=6).hexdigest())
    return found


def templates() -> jinja2.Environment:
    """Jinja2 with autoescaping everywhere: every name and line a player wrote is escaped."""
    return jinja2.Environment(
        loader=jinja2.PackageLoader("bot.web", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def when(moment: float) -> str:
    return datetime.datetime.fromtimestamp(moment, datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")


class Site:
    """The handlers, with what they share: the reader, the link signer and switches, the limits, the
    changes that wake streams."""

    def __init__(
        self,
        base_url: str,
        reader: Reader,
        signer: Signer,
        switches: Switches,
        limits: Limits,
        changes: Changes,
        clock: Clock = time.time,
    ) -> None:
        self.base = base_url.rstrip("/")
        self.reader = reader
        self.signer = signer
        self.switches = switches
        self.limits = limits
        self.changes = changes
        self.clock = clock
        self.env = templates()
        self.static = load_static()
        self.closing = asyncio.Event()
        self.streams = 0  # open now, for the tests and the shutdown

    # ---- addresses --------------------------------------------------------------------------------

    def static_url(self, name: str) -> str:
        return f"{self.base}/static/{name}?v={self.static[name].version}"

    def game_url(self, token: str, number: int | None = None) -> str:
        return f"{self.base}/g/{token}" + ("" if number is None else f"?step={number}")

    def private_url(self, token: str, number: int | None = None) -> str:
        return f"{self.base}/p/{token}" + ("" if number is None else f"?step={number}")

    def board_url(self, token: str, step: PublicStep) -> str:
        return f"{self.base}/g/{token}/board/{step.number}-{step.names_key}{drawing_version()}.png"

    def hand_url(self, token: str, step: PrivateStep) -> str:
        """The seat's picture at a step; ``v`` changes with the hand, so a browser fetches a changed one."""
        return f"{self.base}/p/{token}/hand/{step.public.number}.png?v={step.view_key}"

    # ---- reading what a link opens ------------------------------------------------------------------

    async def _switched_on(self, guild_id: int | None, epoch: int) -> None:
        switch = await self.switches.of(guild_id)
        if not switch.enabled or switch.epoch != epoch:
            raise NotFound()

    async def open_game(self, token: str) -> tuple[Game, Replay]:
        claim = self.signer.read_game(token)
        if claim is None:
            raise NotFound()
        return await self._game_of(claim)

    async def _game_of(self, claim: GameClaim | PrivateClaim) -> tuple[Game, Replay]:
        game = await self.reader.game(claim.session_id)
        if game is None:
            raise NotFound()
        await self._switched_on(game.session.guild_id, claim.epoch)
        replay = await self.reader.history(game)
        if replay is None:
            raise NotFound()
        return game, replay

    async def open_private(self, token: str) -> tuple[Game, Replay, PrivateClaim]:
        """A private link opens while it is young enough, and while its person holds its seat (or, after
        the end, played it)."""
        claim = self.signer.read_private(token)
        if claim is None or claim.expires <= self.clock():
            raise NotFound()
        game, replay = await self._game_of(claim)
        if claim.seat >= len(game.session.seats):
            raise NotFound()
        holds = claim.seat in game.session.seats_of(claim.user_id)
        played = not game.session.is_active and replay.players.get(claim.user_id) == claim.seat
        if not (holds or played):
            raise NotFound()
        return game, replay, claim

    @staticmethod
    def _index(replay: Replay, raw: str | None) -> int:
        """The step ``?step=`` names (from 1), clamped into the game; the newest without one."""
        last = len(replay.steps) - 1
        if raw is None or not raw.strip():
            return last
        try:
            number = int(raw)
        except ValueError:
            raise NotFound() from None
        return max(0, min(number - 1, last))

    # ---- what a viewer sees --------------------------------------------------------------------------

    def public_event(self, token: str, step: PublicStep, board: Picture | None, have: int) -> dict[str, Any]:
        """A public step as the page's script takes it: from the ``PublicStep`` alone (and its picture)."""
        return self._event(
            step,
            step.lines,
            step.new_lines,
            have,
            self.board_url(token, step),
            board,
            self.game_url(token, step.number),
        )

    def private_event(
        self,
        token: str,
        game_token: str,
        step: PrivateStep,
        board: Picture | None,
        hand: Picture | None,
        have: int,
    ) -> dict[str, Any]:
        """A seat's step as its page's script takes it: from the ``PrivateStep`` alone (and its pictures)."""
        public = step.public
        board_url, page = self.board_url(game_token, public), self.private_url(token, public.number)
        event = self._event(public, step.lines, step.new_lines, have, board_url, board, page)
        event["hand"] = {
            "text": step.text or "Nothing is hidden from you in this game: everything is on the board.",
            "picture": None if hand is None else self._picture(self.hand_url(token, step), hand),
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
        return {
            "step": public.number,
            "steps": public.count,
            "phase": public.phase,
            "phase_text": PHASE_WORDS[public.phase],
            "status": public.status,
            "step_text": step_words(public),
            "board": None if board is None else self._picture(board_url, board),
            "position": self.reader.position_text(public),
            "new_lines": [line.text for line in lines[len(lines) - new_lines :]],
            "lines": _lines_from(lines, have),
            "total": len(lines),
            "page": page,
        }

    @staticmethod
    def _picture(url: str, picture: Picture) -> dict[str, Any]:
        return {"src": url, "alt": picture.alt_text, "width": picture.width, "height": picture.height}

    # ---- handlers ------------------------------------------------------------------------------------

    async def game_page(self, request: web.Request) -> web.StreamResponse:
        self.limits.page(request)
        token = request.match_info["token"]
        _game, replay = await self.open_game(token)
        step = public_step(replay, self._index(replay, request.query.get("step")))
        body = self.game_html(token, step, await self.reader.board(step))
        return html(body, cache="no-cache")

    def game_html(self, token: str, step: PublicStep, board: Picture | None) -> str:
        """A game's page at a step: from the ``PublicStep`` alone (and its picture)."""
        return self.render(
            "game.html",
            step=step,
            board=None if board is None else self._picture(self.board_url(token, step), board),
            position=self.reader.position_text(step),
            nav=self._nav(lambda n: self.game_url(token, n), step),
            here=self.game_url(token),
            events_url=f"{self.base}/g/{token}/events",
            step_url=f"{self.base}/g/{token}/step.json",
            players=step.names,
            lines=list(reversed(step.lines)),
            new_lines=step.lines[len(step.lines) - step.new_lines :],
            step_text=step_words(step),
            phase_text=PHASE_WORDS[step.phase],
            og=self._open_graph(token, step, board),
            private=False,
        )

    def private_html(
        self, token: str, game_token: str, step: PrivateStep, board: Picture | None, hand: Picture | None
    ) -> str:
        """A seat's private page at a step: from the ``PrivateStep`` alone (and its pictures); no preview
        tags at all."""
        event = self.private_event(token, game_token, step, board, hand, 0)
        public = step.public
        return self.render(
            "private.html",
            step=public,
            me=step,
            board=event["board"],
            hand=event["hand"],
            position=event["position"],
            nav=None if public.running else self._nav(lambda n: self.private_url(token, n), public),
            here=self.private_url(token),
            events_url=f"{self.base}/p/{token}/events",
            step_url=f"{self.base}/p/{token}/step.json",
            lines=list(reversed(step.lines)),
            new_lines=step.lines[len(step.lines) - step.new_lines :],
            step_text=step_words(public),
            phase_text=PHASE_WORDS[public.phase],
            players=public.names,
            og=None,
            private=True,
        )

    async def private_page(self, request: web.Request) -> web.StreamResponse:
        self.limits.page(request)
        token = request.match_info["token"]
        game, replay, claim = await self.open_private(token)
        # While the game runs, a private page shows the newest step only: replaying its past is for the
        # public boards (the game page), and a hand is shown as it is now.
        running = game.status == SessionStatus.RUNNING
        index = len(replay.steps) - 1 if running else self._index(replay, request.query.get("step"))
        step = await self._private_step(game, replay, index, claim.seat)
        board = await self.reader.board(step.public)
        hand = await self.reader.private_picture(replay, step)
        body = self.private_html(token, self.signer.game(game.id, claim.epoch), step, board, hand)
        return html(body, cache="no-store")

    async def _private_step(self, game: Game, replay: Replay, index: int, seat: int) -> PrivateStep:
        entries = await self.reader.lines_of(game, seat)
        return private_step(replay, index, seat, entries, self.reader.renderer(game.session.game))

    async def board_image(self, request: web.Request) -> web.StreamResponse:
        token = request.match_info["token"]
        _game, replay = await self.open_game(token)
        number = int(request.match_info["number"])
        if not 1 <= number <= len(replay.steps):
            raise NotFound()
        step = public_step(replay, number - 1)
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
        token = request.match_info["token"]
        game, replay, claim = await self.open_private(token)
        number = int(request.match_info["number"])
        running = game.status == SessionStatus.RUNNING
        if not 1 <= number <= len(replay.steps) or (running and number != len(replay.steps)):
            raise NotFound()
        step = await self._private_step(game, replay, number - 1, claim.seat)
        if not self.reader.kept_hand(step):
            self.limits.picture(request)
        hand = await self.reader.private_picture(replay, step)
        if hand is None:
            raise NotFound()
        return web.Response(body=hand.png, content_type="image/png", headers={"Cache-Control": "no-store"})

    async def game_step(self, request: web.Request) -> web.StreamResponse:
        self.limits.page(request)
        token = request.match_info["token"]
        _game, replay = await self.open_game(token)
        step = public_step(replay, self._index(replay, request.query.get("n")))
        board = await self.reader.board(step)
        return as_json(self.public_event(token, step, board, _have(request)), cache="no-cache")

    async def private_step_json(self, request: web.Request) -> web.StreamResponse:
        self.limits.page(request)
        token = request.match_info["token"]
        game, replay, claim = await self.open_private(token)
        running = game.status == SessionStatus.RUNNING
        index = len(replay.steps) - 1 if running else self._index(replay, request.query.get("n"))
        step = await self._private_step(game, replay, index, claim.seat)
        board = await self.reader.board(step.public)
        hand = await self.reader.private_picture(replay, step)
        game_token = self.signer.game(game.id, claim.epoch)
        return as_json(
            self.private_event(token, game_token, step, board, hand, _have(request)), cache="no-store"
        )

    async def game_events(self, request: web.Request) -> web.StreamResponse:
        token = request.match_info["token"]
        game, _ = await self.open_game(token)  # a dead link gets the page, not a stream

        async def latest(have: int) -> tuple[dict[str, Any], bool] | None:
            try:
                game, replay = await self.open_game(token)
            except NotFound:
                return None
            self.changes.read_at(game.id, game.session.version)
            step = public_step(replay, len(replay.steps) - 1)
            board = await self.reader.board(step)
            return self.public_event(token, step, board, have), step.running

        return await self._stream(request, game.id, latest, _have(request))

    async def private_events(self, request: web.Request) -> web.StreamResponse:
        token = request.match_info["token"]
        game, _, _ = await self.open_private(token)

        async def latest(have: int) -> tuple[dict[str, Any], bool] | None:
            try:
                game, replay, claim = await self.open_private(token)
            except NotFound:
                return None
            self.changes.read_at(game.id, game.session.version)
            step = await self._private_step(game, replay, len(replay.steps) - 1, claim.seat)
            board = await self.reader.board(step.public)
            hand = await self.reader.private_picture(replay, step)
            game_token = self.signer.game(game.id, claim.epoch)
            return self.private_event(token, game_token, step, board, hand, have), step.public.running

        return await self._stream(request, game.id, latest, _have(request), private=True)

    async def _stream(
        self,
        request: web.Request,
        session_id: str,
        latest: Callable[[int], Awaitable[tuple[dict[str, Any], bool] | None]],
        have: int,
        *,
        private: bool = False,
    ) -> web.StreamResponse:
        """Server-Sent Events: the viewer's newest step each time it changes (see the module's docstring),
        until the game is over, the link stops opening anything, the viewer leaves or the server stops."""
        address = self.limits.open_stream(request)
        response = web.StreamResponse(
            headers={
                "Content-Type": "text/event-stream; charset=utf-8",
                "Cache-Control": "no-store",
                "X-Accel-Buffering": "no",  # nginx: pass each event on at once
            }
        )
        self.streams += 1
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
            self.streams -= 1
            self.limits.close_stream(address)
        return response

    async def server_page(self, request: web.Request) -> web.StreamResponse:
        self.limits.page(request)
        claim = self.signer.read_server(request.match_info["token"])
        if claim is None:
            raise NotFound()
        await self._switched_on(claim.guild_id, claim.epoch)
        storage = self.reader.storage
        # The name as last kept (read here, not from the switches' cache: a rename shows at once).
        name = (await storage.web.guild(claim.guild_id)).name
        running = [
            s
            for s in await storage.sessions.active_in_guild(claim.guild_id, limit=100)
            if s.status == SessionStatus.RUNNING
        ]
        finished = await storage.results.recent(claim.guild_id, limit=SHOWN_GAMES)
        titles = {key: spec.title for key, spec in self.reader.games.items()}
        boards = []
        for key in sorted(
            {f.game for f in finished} | {g for g in titles if g in {f.game for f in finished}}
        ):
            boards.append((titles.get(key, key), await self._leaders(key, claim.guild_id)))
        body = self.render(
            "server.html",
            running=[
                {
                    "title": titles.get(s.game, s.game),
                    "players": [seat.name for seat in s.seats],
                    "url": self.game_url(self.signer.game(s.id, claim.epoch)),
                    "since": when(s.created_at),
                }
                for s in running
            ],
            finished=[
                {
                    "title": titles.get(f.game, f.game),
                    "when": when(f.finished_at),
                    "iso": datetime.datetime.fromtimestamp(f.finished_at, datetime.UTC).isoformat(),
                    "seats": sorted(f.seats, key=lambda s: (s.place, s.seat)),
                    "url": self.game_url(self.signer.game(f.session_id, claim.epoch)),
                }
                for f in finished
            ],
            boards=boards,
            server=name,
            min_rated=plural(MIN_RATED_GAMES, "rated game"),
            og=None,
            private=False,
        )
        return html(body, cache="no-cache")

    async def _leaders(self, game: str, guild_id: int) -> list[dict[str, Any]]:
        results = self.reader.storage.results
        rated = await results.rating_leaders(
            game, guild_id, min_games=MIN_RATED_GAMES, limit=LEADERBOARD_SIZE
        )
        standings: Sequence[Standing] = rated or await results.win_leaders(
            game, guild_id, limit=LEADERBOARD_SIZE
        )
        rows = []
        for place, standing in enumerate(standings, 1):
            detail = f"{plural(standing.wins, 'win')} in {plural(standing.games, 'game')}"
            if rated and standing.skill is not None:
                value, spread = shown(standing.skill)
                detail = f"rating {value} (±{spread}) · " + detail
            rows.append({"place": place, "name": standing.name, "detail": detail})
        return rows

    async def static_file(self, request: web.Request) -> web.StreamResponse:
        found = self.static.get(request.match_info["name"])
        if found is None:
            raise NotFound()
        versioned = request.query.get("v") == found.version
        cache = "public, max-age=31536000, immutable" if versioned else "no-cache"
        return web.Response(
            body=found.body, content_type=found.content_type, headers={"Cache-Control": cache}
        )

    # ---- helpers --------------------------------------------------------------------------------------

    def render(self, template: str, **context: Any) -> str:
        return self.env.get_template(template).render(
            site=SITE,
            theme=THEME,
            css=self.static_url("site.css"),
            icon=self.static_url("icon.svg"),
            script=self.static_url("game.js"),
            **context,
        )

    def not_found_page(self) -> str:
        return self.render("notfound.html", og=None, private=False)

    def busy_page(self, seconds: int) -> str:
        return self.render("busy.html", seconds=seconds, og=None, private=False)

    def error_page(self) -> str:
        return self.render("error.html", og=None, private=False)

    @staticmethod
    def _nav(url: Callable[[int], str], step: PublicStep) -> dict[str, str | None]:
        """First, Back, Forward and Last: links that work without the script."""
        first, last = 1, step.count
        return {
            "first": url(first) if step.number > first else None,
            "back": url(step.number - 1) if step.number > first else None,
            "forward": url(step.number + 1) if step.number < last else None,
            "last": url(last) if step.number < last else None,
        }

    def _open_graph(self, token: str, step: PublicStep, board: Picture | None) -> dict[str, Any]:
        """What a link unfurls to in Discord (and elsewhere): title, status, the step's board."""
        players = ", ".join(step.names)
        tags: dict[str, Any] = {
            "title": f"{step.title}: {players}"[:200],
            "description": f"{step.status} · {step_words(step)}"[:300],
            "url": self.game_url(token, None if step.latest and step.running else step.number),
            "image": None,
        }
        if board is not None:
            tags["image"] = self._picture(self.board_url(token, step), board)
        return tags


def step_words(step: PublicStep) -> str:
    where = " (the start)" if step.number == 1 and step.count > 1 else ""
    return f"Step {step.number} of {step.count}{where}"


def _have(request: web.Request) -> int:
    raw = request.query.get("have", "0")
    return int(raw) if raw.isdigit() and len(raw) < 9 else 0


def _lines_from(lines: Sequence[LogText], have: int) -> list[dict[str, Any]]:
    """The lines past the first ``have`` (the viewer has those), oldest first."""
    return [{"text": line.text, "mine": line.mine} for line in lines[min(have, len(lines)) :]]


def _signature(event: Mapping[str, Any]) -> str:
    """What a viewer sees of an event, without the lines it already has (they are counted in ``total``)."""
    return json.dumps({k: v for k, v in event.items() if k != "lines"}, sort_keys=True)


def _sse(name: str, data: Mapping[str, Any], event_id: int) -> bytes:
    return f"id: {event_id}\nevent: {name}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n".encode()


def html(body: str, *, cache: str, status: int = 200) -> web.Response:
    return web.Response(
        text=body, status=status, content_type="text/html", charset="utf-8", headers={"Cache-Control": cache}
    )


def as_json(data: Mapping[str, Any], *, cache: str) -> web.Response:
    return web.Response(
        text=json.dumps(data, separators=(",", ":")),
        content_type="application/json",
        headers={"Cache-Control": cache},
    )
