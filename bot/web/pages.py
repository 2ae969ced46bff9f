"""The companion's HTML pages: a game's (its board live, the replay slider, the log, Open Graph tags), a
seat's private page (no preview tags at all), a server's games and leaderboards, and the page every
failure gets (not found, busy, error). Jinja2 templates (``templates/``), autoescaped; a page's step and
its pictures come from ``steps`` and the reader, its URLs from ``addresses``.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Mapping, Sequence
from typing import Any
from urllib.parse import urlencode

import jinja2
from aiohttp import web

from bot.render.pictures import Picture
from bot.session.ratings import LEADERBOARD_SIZE, MIN_RATED_GAMES, shown
from bot.session.records import SessionStatus, Standing
from bot.web.access import Access, step_index
from bot.web.addresses import Addresses
from bot.web.limits import Limits
from bot.web.pagewords import LANG, PageWords, TemplateWords, chosen, code, link, strong, switch, tag
from bot.web.public import PrivateStep, PublicStep, public_step
from bot.web.reader import Reader
from bot.web.reviewsection import Reviews
from bot.web.steps import PHASE_WORDS, Steps, picture_json, step_words

THEME = "#2b6cb0"
SHOWN_GAMES = 30  # finished games on a server page


def templates() -> jinja2.Environment:
    """Jinja2 with autoescaping everywhere: every name and line a player wrote is escaped."""
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("bot.web", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    # A sentence's marked-up arguments (``say.markup``): each escapes its text.
    env.globals.update(tag=tag, link=link, strong=strong, code=code)
    return env


def language_links(language: str, query: Mapping[str, str]) -> list[dict[str, Any]]:
    """The page's switch: each shipped language, linked as this very page (its other parameters kept)
    with ``?lang=`` (a relative address: the page's own, whatever the host)."""
    kept = {k: v for k, v in query.items() if k != LANG}
    return switch(language, lambda code: "?" + urlencode({**kept, LANG: code}))


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

    def render(
        self, template: str, say: PageWords, query: Mapping[str, str] | None = None, **context: Any
    ) -> str:
        """A page in ``say``'s language, with the switch to every other (``query``: the request's, which
        the switch's links keep)."""
        return self.env.get_template(template).render(
            say=TemplateWords(say),
            lang=say.language,
            languages=language_links(say.language, query or {}),
            site=say("web-site"),
            theme=THEME,
            css=self.addresses.static_url("site.css"),
            icon=self.addresses.static_url("icon.svg"),
            script=self.addresses.static_url("game.js"),
            **context,
        )

    def not_found_page(self, language: str = "en", query: Mapping[str, str] | None = None) -> str:
        say = PageWords(language)
        return self.render("notfound.html", say, query, og=None, private=False)

    def busy_page(self, seconds: int, language: str = "en", query: Mapping[str, str] | None = None) -> str:
        say = PageWords(language)
        return self.render("busy.html", say, query, seconds=seconds, og=None, private=False)

    def error_page(self, language: str = "en", query: Mapping[str, str] | None = None) -> str:
        say = PageWords(language)
        return self.render("error.html", say, query, og=None, private=False)

    # ---- a game's page -------------------------------------------------------------------------------

    async def game_page(self, request: web.Request) -> web.StreamResponse:
        self.limits.page(request)
        token = request.match_info["token"]
        game, replay = await self.access.open_game(token)
        lang = chosen(request)  # ?lang=: the viewer's choice, over the table's language
        step = public_step(replay, step_index(replay, request.query.get("step")), lang)
        say = PageWords(step.language)
        review = await self.reviews.public_section(game, token, say)
        body = self.game_html(token, step, await self.reader.board(step), review, lang, request.query)
        return html(body, cache="no-cache")

    def game_html(
        self,
        token: str,
        step: PublicStep,
        board: Picture | None,
        review: Mapping[str, Any] | None = None,
        lang: str | None = None,
        query: Mapping[str, str] | None = None,
    ) -> str:
        """A game's page at a step: from the ``PublicStep`` alone (and its picture), and a finished game's
        review, which was estimated from what the table could see; in the step's language, its links
        keeping ``lang``, the language its viewer chose."""
        urls = self.addresses
        say = PageWords(step.language)
        return self.render(
            "game.html",
            say,
            query,
            step=step,
            board=None if board is None else picture_json(urls.board_url(token, step), board),
            position=self.reader.position_text(step),
            nav=_nav(lambda n: urls.game_url(token, n, lang), step),
            lang_chosen=lang,
            here=urls.game_url(token, None, lang),
            events_url=urls.game_events_url(token, lang),
            step_url=urls.game_step_url(token, lang),
            players=step.names,
            lines=list(reversed(step.lines)),
            new_lines=step.lines[len(step.lines) - step.new_lines :],
            step_text=step_words(step, say),
            phase_text=say(PHASE_WORDS[step.phase]),
            og=self._open_graph(token, step, board, say),
            private=False,
            review=review,
            mine=None,
        )

    def _open_graph(
        self, token: str, step: PublicStep, board: Picture | None, say: PageWords
    ) -> dict[str, Any]:
        """What a link unfurls to in Discord (and elsewhere): title, status, the step's board."""
        tags: dict[str, Any] = {
            "title": say("web-og-title", game=step.title, players=say.listed(step.names))[:200],
            "description": say("web-og-description", status=step.status, step=step_words(step, say))[:300],
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
        lang = chosen(request)
        # While the game runs, a private page shows the newest step only: replaying its past is for the
        # public boards (the game page), and a hand is shown as it is now.
        running = game.status == SessionStatus.RUNNING
        index = len(replay.steps) - 1 if running else step_index(replay, request.query.get("step"))
        step = await self.reader.seat_step(game, replay, index, claim.seat, language=lang)
        board = await self.reader.board(step.public)
        hand = await self.reader.private_picture(replay, step)
        say = PageWords(step.public.language)
        mine = await self.reviews.private_section(game, token, claim.seat, say, lang)
        game_token = self.access.watch_token(game, claim)
        body = self.private_html(token, game_token, step, board, hand, mine, lang, request.query)
        return html(body, cache="no-store")

    def private_html(
        self,
        token: str,
        game_token: str,
        step: PrivateStep,
        board: Picture | None,
        hand: Picture | None,
        mine: Mapping[str, Any] | None = None,
        lang: str | None = None,
        query: Mapping[str, str] | None = None,
    ) -> str:
        """A seat's private page at a step: from the ``PrivateStep`` alone (and its pictures), and the
        seat's own decisions judged by a finished game's review; no preview tags at all. In the step's
        language, its links keeping ``lang``, the language its viewer chose."""
        event = self.steps.private_event(token, game_token, step, board, hand, 0, lang)
        public = step.public
        urls = self.addresses
        say = PageWords(public.language)
        return self.render(
            "private.html",
            say,
            query,
            step=public,
            me=step,
            board=event["board"],
            hand=event["hand"],
            position=event["position"],
            nav=None if public.running else _nav(lambda n: urls.private_url(token, n, lang), public),
            lang_chosen=lang,
            here=urls.private_url(token, None, lang),
            events_url=urls.private_events_url(token, lang),
            step_url=urls.private_step_url(token, lang),
            lines=list(reversed(step.lines)),
            new_lines=step.lines[len(step.lines) - step.new_lines :],
            step_text=step_words(public, say),
            phase_text=say(PHASE_WORDS[public.phase]),
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
        # In the viewer's choice, else the language the server's admin chose for its tables, else English.
        say = PageWords(chosen(request) or await storage.servers.chosen(claim.guild_id) or "en")
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
            boards.append((titles.get(key, key), await self._leaders(key, claim.guild_id, say)))
        watch = self.access.signer.game
        lang = chosen(request)
        body = self.render(
            "server.html",
            say,
            request.query,
            running=[
                {
                    "title": titles.get(s.game, s.game),
                    "players": [seat.name for seat in s.seats],
                    "url": self.addresses.game_url(watch(s.id, claim.epoch), None, lang),
                    "since": say.when(s.created_at),
                }
                for s in running
            ],
            finished=[
                {
                    "title": titles.get(f.game, f.game),
                    "when": say.when(f.finished_at),
                    "iso": datetime.datetime.fromtimestamp(f.finished_at, datetime.UTC).isoformat(),
                    "seats": sorted(f.seats, key=lambda s: (s.place, s.seat)),
                    "url": self.addresses.game_url(watch(f.session_id, claim.epoch), None, lang),
                }
                for f in finished
            ],
            boards=boards,
            server=name,
            min_rated=MIN_RATED_GAMES,
            og=None,
            private=False,
        )
        return html(body, cache="no-cache")

    async def _leaders(self, game: str, guild_id: int, say: PageWords) -> list[dict[str, Any]]:
        results = self.reader.storage.results
        rated = await results.rating_leaders(
            game, guild_id, min_games=MIN_RATED_GAMES, limit=LEADERBOARD_SIZE
        )
        standings: Sequence[Standing] = rated or await results.win_leaders(
            game, guild_id, limit=LEADERBOARD_SIZE
        )
        rows = []
        for place, standing in enumerate(standings, 1):
            counts = {"name": standing.name, "wins": standing.wins, "games": standing.games}
            if rated and standing.skill is not None:
                value, spread = shown(standing.skill)
                line = say("web-leader-rated", rating=value, spread=spread, **counts)
            else:
                line = say("web-leader-wins", **counts)
            rows.append({"place": place, "name": standing.name, "line": line})
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
