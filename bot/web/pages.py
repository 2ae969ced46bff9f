"""The companion's HTML pages: a game's (its board live, the replay slider, the log, Open Graph tags), a
seat's private page (no preview tags at all), a server's games and leaderboards, and the page every
failure gets (not found, busy, error). Jinja2 templates (``templates/``), autoescaped; a page's step and
its pictures come from ``steps`` and the reader, its URLs from ``addresses``.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import jinja2
from aiohttp import web

from bot.render.pictures import Picture
from bot.session.ratings import LEADERBOARD_SIZE, MIN_RATED_GAMES, shown
from bot.session.records import SessionStatus, Standing
from bot.web.access import Access, step_index
from bot.web.addresses import Addresses
from bot.web.limits import Limits
from bot.web.public import PrivateStep, PublicStep, public_step
from bot.web.reader import Reader
from bot.web.reviewsection import Reviews
from bot.web.steps import PHASE_WORDS, Steps, picture_json, step_words
from engines.wording import plural

SITE = "Tabletop Host"
THEME = "#2b6cb0"
SHOWN_GAMES = 30  # finished games on a server page


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


def html(body: str, *, cache: str, status: int = 200) -> web.Response:
    return web.Response(
        text=body, status=status, content_type="text/html", charset="utf-8", headers={"Cache-Control": cache}
    )


class Pages:
    """The page handlers, and the pages themselves drawn from a step alone (``game_html``,
    ``private_html``) or from nothing (the failure pages)."""

    def __init__(
        self,
        access: Access,
        addresses: Addresses,
        reader: Reader,
        steps: Steps,
        limits: Limits,
        reviews: Reviews | None = None,
    ) -> None:
        self.access = access
        self.addresses = addresses
        self.reader = reader
        self.steps = steps
        self.limits = limits
        self.reviews = reviews or Reviews(access, addresses, reader, limits)
        self.env = templates()

    def render(self, template: str, **context: Any) -> str:
        return self.env.get_template(template).render(
            site=SITE,
            theme=THEME,
            css=self.addresses.static_url("site.css"),
            icon=self.addresses.static_url("icon.svg"),
            script=self.addresses.static_url("game.js"),
            **context,
        )

    def not_found_page(self) -> str:
        return self.render("notfound.html", og=None, private=False)

    def busy_page(self, seconds: int) -> str:
        return self.render("busy.html", seconds=seconds, og=None, private=False)

    def error_page(self) -> str:
        return self.render("error.html", og=None, private=False)

    # ---- a game's page -------------------------------------------------------------------------------

    async def game_page(self, request: web.Request) -> web.StreamResponse:
        self.limits.page(request)
        token = request.match_info["token"]
        game, replay = await self.access.open_game(token)
        step = public_step(replay, step_index(replay, request.query.get("step")))
        review = await self.reviews.public_section(game, token)
        body = self.game_html(token, step, await self.reader.board(step), review)
        return html(body, cache="no-cache")

    def game_html(
        self, token: str, step: PublicStep, board: Picture | None, review: Mapping[str, Any] | None = None
    ) -> str:
        """A game's page at a step: from the ``PublicStep`` alone (and its picture), and a finished game's
        review, which was estimated from what the table could see."""
        urls = self.addresses
        return self.render(
            "game.html",
            step=step,
            board=None if board is None else picture_json(urls.board_url(token, step), board),
            position=self.reader.position_text(step),
            nav=_nav(lambda n: urls.game_url(token, n), step),
            here=urls.game_url(token),
            events_url=urls.game_events_url(token),
            step_url=urls.game_step_url(token),
            players=step.names,
            lines=list(reversed(step.lines)),
            new_lines=step.lines[len(step.lines) - step.new_lines :],
            step_text=step_words(step),
            phase_text=PHASE_WORDS[step.phase],
            og=self._open_graph(token, step, board),
            private=False,
            review=review,
            mine=None,
        )

    def _open_graph(self, token: str, step: PublicStep, board: Picture | None) -> dict[str, Any]:
        """What a link unfurls to in Discord (and elsewhere): title, status, the step's board."""
        players = ", ".join(step.names)
        tags: dict[str, Any] = {
            "title": f"{step.title}: {players}"[:200],
            "description": f"{step.status} · {step_words(step)}"[:300],
            "url": self.addresses.game_url(token, None if step.latest and step.running else step.number),
            "image": None,
        }
        if board is not None:
            tags["image"] = picture_json(self.addresses.board_url(token, step), board)
        return tags

    # ---- a seat's private page -----------------------------------------------------------------------

    async def private_page(self, request: web.Request) -> web.StreamResponse:
        self.limits.page(request)
        token = request.match_info["token"]
        game, replay, claim = await self.access.open_private(token)
        # While the game runs, a private page shows the newest step only: replaying its past is for the
        # public boards (the game page), and a hand is shown as it is now.
        running = game.status == SessionStatus.RUNNING
        index = len(replay.steps) - 1 if running else step_index(replay, request.query.get("step"))
        step = await self.reader.seat_step(game, replay, index, claim.seat)
        board = await self.reader.board(step.public)
        hand = await self.reader.private_picture(replay, step)
        mine = await self.reviews.private_section(game, token, claim.seat)
        body = self.private_html(token, self.access.watch_token(game, claim), step, board, hand, mine)
        return html(body, cache="no-store")

    def private_html(
        self,
        token: str,
        game_token: str,
        step: PrivateStep,
        board: Picture | None,
        hand: Picture | None,
        mine: Mapping[str, Any] | None = None,
    ) -> str:
        """A seat's private page at a step: from the ``PrivateStep`` alone (and its pictures), and the
        seat's own decisions judged by a finished game's review; no preview tags at all."""
        event = self.steps.private_event(token, game_token, step, board, hand, 0)
        public = step.public
        urls = self.addresses
        return self.render(
            "private.html",
            step=public,
            me=step,
            board=event["board"],
            hand=event["hand"],
            position=event["position"],
            nav=None if public.running else _nav(lambda n: urls.private_url(token, n), public),
            here=urls.private_url(token),
            events_url=urls.private_events_url(token),
            step_url=urls.private_step_url(token),
            lines=list(reversed(step.lines)),
            new_lines=step.lines[len(step.lines) - step.new_lines :],
            step_text=step_words(public),
            phase_text=PHASE_WORDS[public.phase],
            players=public.names,
            og=None,
            private=True,
            review=None,
            mine=mine,
        )

    # ---- a server's page -----------------------------------------------------------------------------

    async def server_page(self, request: web.Request) -> web.StreamResponse:
        self.limits.page(request)
        claim = await self.access.open_server(request.match_info["token"])
        storage = self.reader.storage
        # The name as last kept (read here, not from the switches' cache: a rename shows at once).
        name = (await storage.web.guild(claim.guild_id)).name
        running = [
            s
            for s in await storage.sessions.active_in_guild(claim.guild_id, limit=100)
            if s.status == SessionStatus.RUNNING
        ]
        finished = await storage.results.recent(claim.guild_id, limit=SHOWN_GAMES)
        titles = {key: spec.title for key, spec in self.reader.catalogue.items()}
        boards = []
        for key in sorted(
            {f.game for f in finished} | {g for g in titles if g in {f.game for f in finished}}
        ):
            boards.append((titles.get(key, key), await self._leaders(key, claim.guild_id)))
        watch = self.access.signer.game
        body = self.render(
            "server.html",
            running=[
                {
                    "title": titles.get(s.game, s.game),
                    "players": [seat.name for seat in s.seats],
                    "url": self.addresses.game_url(watch(s.id, claim.epoch)),
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
                    "url": self.addresses.game_url(watch(f.session_id, claim.epoch)),
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


def _nav(url: Callable[[int], str], step: PublicStep) -> dict[str, str | None]:
    """First, Back, Forward and Last: links that work without the script."""
    first, last = 1, step.count
    return {
        "first": url(first) if step.number > first else None,
        "back": url(step.number - 1) if step.number > first else None,
        "forward": url(step.number + 1) if step.number < last else None,
        "last": url(last) if step.number < last else None,
    }
