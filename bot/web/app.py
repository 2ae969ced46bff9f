"""The web companion as a running service: the aiohttp application (``make_app``: its routes, the headers
every answer carries, one page for every failure), the ``Site`` whose handlers it routes to, and
``WebCompanion``, which opens its own storage, serves on TABLETOP_WEB_BIND and stops within a second with
pages and streams open.

    URL                              what it answers                                         module
    /g/{token}?step=N                a game: its board live, the replay slider               pages
    /g/{token}/board/{n}-{key}.png   step n's board, the channel's very image                images
    /g/{token}/step.json?n=N         step N for the slider                                   steps
    /g/{token}/events                the game's live stream (SSE)                            streams
    /g/{token}/review.png            a finished game's review: its chart                      reviewsection
    /p/{token}                       one seat's private page                                 pages
    /p/{token}/hand/{n}.png          the seat's own picture at step n                        images
    /p/{token}/step.json, /events    the seat's step for the slider, its live stream         steps, streams
    /s/{token}                       a server's games and leaderboards                       pages
    /t/{token}                       a tournament: standings, rounds, each table's game      tournamentpage
    /static/{name}                   the style sheet, the script, the icon (no inline code)  staticfiles

Every handler reads what its viewer may see from a ``PublicStep`` or a ``PrivateStep``
(``bot.web.public``) and nothing else.

Headers on every answer: a content security policy that allows only our own style sheet, script, images
and event streams (no inline code, no frames, no forms elsewhere), ``nosniff``, ``no-referrer``,
``noindex`` and no framing. GET (and HEAD) only; no cookies are ever set and nothing redirects.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from aiohttp import web

from bot.catalogue.gamespec import Registry
from bot.config import WebSettings
from bot.i18n import SOURCE
from bot.render import heap
from bot.store import Storage
from bot.waiting import at_most
from bot.web.access import Access, Clock, NotFound
from bot.web.addresses import Addresses
from bot.web.fanout import Quiet
from bot.web.images import Images
from bot.web.limits import STREAMS_IN_ALL, Limits, TooMany
from bot.web.links import Signer, Switches, signing_key
from bot.web.live import Changes
from bot.web.pages import Pages, html
from bot.web.pagewords import chosen
from bot.web.reader import Reader
from bot.web.staticfiles import StaticFiles
from bot.web.steps import Steps
from bot.web.streams import Streams
from bot.web.tournamentpage import TournamentPage

log = logging.getLogger(__name__)

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
STOP_WITHIN = 1.0  # seconds the server gives open requests when it stops (streams end at once)
TOKEN = r"{token:[A-Za-z0-9_.-]{1,200}}"


def security_headers(base_url: str) -> dict[str, str]:
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(base_url))
    policy = (
        f"default-src 'none'; script-src {origin}; style-src {origin}; img-src {origin}; "
        f"connect-src {origin}; base-uri 'none'; form-action {origin}; frame-ancestors 'none'"
    )
    return {
        "Content-Security-Policy": policy,
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
        "X-Robots-Tag": "noindex, nofollow",
        "X-Frame-Options": "DENY",
        "Cross-Origin-Opener-Policy": "same-origin",
        "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    }


@dataclass(frozen=True)
class Site:
    """The companion's handlers by what they answer, and what they share: links are opened through
    ``access``, URLs written by ``addresses``."""

    access: Access
    addresses: Addresses
    static: StaticFiles
    pages: Pages
    images: Images
    steps: Steps
    streams: Streams
    tournaments: TournamentPage

    @classmethod
    def build(
        cls,
        base_url: str,
        reader: Reader,
        signer: Signer,
        switches: Switches,
        limits: Limits,
        changes: Changes,
        clock: Clock = time.time,
        players: Quiet | None = None,
    ) -> Site:
        access = Access(reader, signer, switches, clock)
        static = StaticFiles()
        addresses = Addresses(base_url, static)
        steps = Steps(access, addresses, reader, limits)
        pages = Pages(access, addresses, reader, steps, limits)
        return cls(
            access=access,
            addresses=addresses,
            static=static,
            pages=pages,
            images=Images(access, reader, limits),
            steps=steps,
            streams=Streams(access, steps, reader, limits, changes, players),
            tournaments=TournamentPage(access, addresses, reader, pages, limits),
        )


def make_app(site: Site) -> web.Application:
    """The companion's routes under TABLETOP_WEB_URL's path, with its headers and failure pages."""
    headers = security_headers(site.addresses.base)
    pages = site.pages

    @web.middleware
    async def answer_every_failure(request: web.Request, handler: Handler) -> web.StreamResponse:
        # A failure's page is in the language its viewer chose (?lang=), else English: nothing else is known.
        # Its switch links keep nothing of the request, so that every refusal is the same page.
        language = chosen(request) or SOURCE
        try:
            return await handler(request)
        except (NotFound, web.HTTPNotFound):
            return html(pages.not_found_page(language), cache="no-store", status=404)
        except web.HTTPMethodNotAllowed:
            response = html(pages.not_found_page(language), cache="no-store", status=405)
            response.headers["Allow"] = "GET, HEAD"
            return response
        except TooMany as busy:
            page = pages.busy_page(busy.retry_after, language)
            response = html(page, cache="no-store", status=429)
            response.headers["Retry-After"] = str(busy.retry_after)
            return response
        except web.HTTPException as other:  # anything else aiohttp raises: the same page, its status
            return html(pages.not_found_page(language), cache="no-store", status=other.status)
        except Exception:
            log.exception("The web companion failed on %s", request.path)
            return html(pages.error_page(language), cache="no-store", status=500)

    async def add_headers(request: web.Request, response: web.StreamResponse) -> None:
        response.headers.update(headers)
        response.headers.setdefault("Cache-Control", "no-store")
        response.headers.popall("Set-Cookie", None)

    app = web.Application(middlewares=[answer_every_failure])
    app.on_response_prepare.append(add_headers)
    prefix = urlsplit(site.addresses.base).path.rstrip("/")
    number = r"{number:[1-9][0-9]{0,6}}"
    images, steps, streams = site.images, site.steps, site.streams
    app.router.add_get(f"{prefix}/g/{TOKEN}", pages.game_page)
    app.router.add_get(f"{prefix}/g/{TOKEN}/board/{number}-{{key:[0-9a-f]{{16}}}}.png", images.board_image)
    app.router.add_get(f"{prefix}/g/{TOKEN}/step.json", steps.game_json)
    app.router.add_get(f"{prefix}/g/{TOKEN}/events", streams.game_events)
    app.router.add_get(f"{prefix}/g/{TOKEN}/review.png", pages.reviews.chart_image)
    app.router.add_get(f"{prefix}/p/{TOKEN}", pages.private_page)
    app.router.add_get(f"{prefix}/p/{TOKEN}/hand/{number}.png", images.hand_image)
    app.router.add_get(f"{prefix}/p/{TOKEN}/step.json", steps.private_json)
    app.router.add_get(f"{prefix}/p/{TOKEN}/events", streams.private_events)
    app.router.add_get(f"{prefix}/s/{TOKEN}", pages.server_page)
    app.router.add_get(f"{prefix}/t/{TOKEN}", site.tournaments.tournament_page)
    app.router.add_get(f"{prefix}/static/{{name:[a-z]+\\.(?:css|js|svg)}}", site.static.static_file)
    return app


class WebCompanion:
    """The companion's site on a storage of its own: ``start`` serves it, ``stop`` ends it."""

    def __init__(
        self,
        settings: WebSettings,
        storage: Storage,
        catalogue: Registry,
        key: bytes,
        players: Quiet | None = None,
        streams_in_all: int = STREAMS_IN_ALL,
    ) -> None:
        self.settings = settings
        self.storage = storage
        self.reader = Reader(storage, catalogue)
        self.changes = Changes(storage.sessions)
        self.site = Site.build(
            settings.url,
            self.reader,
            Signer(key),
            Switches(storage.web.guild),
            Limits.trusting(settings.trusted_proxies, streams_in_all),
            self.changes,
            players=players,
        )
        self.app = make_app(self.site)
        self._runner: web.AppRunner | None = None
        self.address: tuple[str, int] | None = None  # where it listens, once started

    @classmethod
    async def open(
        cls,
        settings: WebSettings,
        database: Path | str,
        catalogue: Registry,
        players: Quiet | None = None,
        streams_in_all: int = STREAMS_IN_ALL,
    ) -> WebCompanion:
        """The companion on its own connection to ``database`` (a SQLite path or a PostgreSQL URL);
        ``players``, in the bot's process: waits while clicks are being handled (``bot.web.fanout``);
        ``streams_in_all``: the event streams it keeps open at most (``bot.web.limits``)."""
        storage = await Storage.open(database)
        try:
            key = await signing_key(settings, storage)
            return cls(settings, storage, catalogue, key, players, streams_in_all)
        except BaseException:
            await storage.close()
            raise

    async def start(self, bind: tuple[str, int] | None = None) -> None:
        """Serve on ``bind`` (default: TABLETOP_WEB_BIND) and follow the games pages watch."""
        where = bind or self.settings.bind
        self.changes.start()
        # Served alone or beside the bot: what its pictures leave to the C allocator goes back (bot.render.heap).
        heap.after_drawing.watch(asyncio.get_running_loop())
        if where is None:
            return
        self._runner = web.AppRunner(
            self.app, handle_signals=False, shutdown_timeout=STOP_WITHIN, access_log=None
        )
        await self._runner.setup()
        site = web.TCPSite(self._runner, where[0], where[1])
        await site.start()
        server = getattr(site, "_server", None)
        sockets = getattr(server, "sockets", None) or []
        self.address = sockets[0].getsockname()[:2] if sockets else where
        log.info("The web companion serves %s on %s:%s", self.settings.url, *self.address)

    async def stop(self) -> None:
        """Stop, in order: every stream ends now (cleanly, after what it was handed), the games they
        followed are no longer read, other requests get ``STOP_WITHIN`` seconds, then the reader's threads
        and the database close. So nothing reads the database once it closes."""
        started = time.monotonic()
        await self.site.streams.close()
        if self._runner is not None:
            with contextlib.suppress(Exception):
                await at_most(self._runner.cleanup(), STOP_WITHIN + 1)
        await self.changes.stop()
        self.reader.close()
        await self.storage.close()
        log.info(
            "The web companion stopped in %.2f s; its live streams: %s",
            time.monotonic() - started,
            self.site.streams.broadcasts.counts,
        )
