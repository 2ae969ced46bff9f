"""The web companion's routes, through aiohttp's test client on a game played through the
services: what each link opens and what it refuses (all alike), the headers on every answer, caching,
preview tags, hostile names, steps that are /game replay's, live streams and what wakes them, limits, and
a stop with streams open."""

from __future__ import annotations

import asyncio
import json
import random
import re
import time
from pathlib import Path

import pytest
from aiohttp import test_utils

from bot.config import WEB_URL_LIMIT, WebSettings
from bot.discordside.payloads import Payloads
from bot.services.history import Histories
from bot.session.records import SessionStatus
from bot.store import Storage
from bot.web.app import WebCompanion
from bot.web.links import PRIVATE_HOURS, Signer, Switches, WebLinks
from support.probes import printed_by
from support.webgames import BASE, GUILD, PEOPLE, WEB_GAMES, new_game, path_of, play, services_on, web_client

HOSTILE = ('<script>alert("Ann")</script>', "Bo & </title><b>", "Cy' onload='x")
NOT_FOUND = "This link does not open anything"


def test_a_bot_without_its_web_companion_loads_none_of_the_webs_code() -> None:
    """The companion is off unless TABLETOP_WEB_URL is set, and a bot without it holds none of its server
    (aiohttp's web server, Jinja2, the pages): about 5 MB less of a bot's memory (docs/web.md)."""
    probe = (
        "import importlib, sys, bot.client\n"
        "from cogs import FEATURES\n"
        "for feature in FEATURES:\n"
        "    importlib.import_module(feature)\n"
        "web = ('aiohttp.web', 'jinja2', 'bot.web.app', 'bot.web.pages')\n"
        "print(sorted(m for m in sys.modules if m.startswith(web)))\n"
        "import bot.web.app\n"
        "print(len([m for m in sys.modules if m.startswith(web)]))\n"
    )
    before, after = printed_by(probe)
    assert before == "[]", f"a bot without the web companion loaded: {before}"
    assert int(after) >= 4, "the companion's code loads when the companion is on"


async def text_of(client: test_utils.TestClient, url: str, status: int = 200) -> str:  # type: ignore[type-arg]
    response = await client.get(path_of(url))
    body = await response.text()
    assert response.status == status, body[:500]
    return body


async def a_game(
    db: Path | str, key: str = "gentoo", players: int = 3, moves: int = 12, **kwargs: object
) -> str:
    storage = await Storage.open(db, durable=False)
    try:
        services = services_on(storage)
        game = await new_game(services, key, players, **kwargs)  # type: ignore[arg-type]
        await play(services, game.id, moves, random.Random(3))
        return game.id
    finally:
        await storage.close()


async def test_a_watch_link_opens_the_game_and_nothing_else_opens_anything(db_path: Path) -> None:
    game_id = await a_game(db_path)
    async with web_client(db_path) as (client, companion, links):
        game = await companion.reader.game(game_id)
        assert game is not None
        url = await links.game(game.session)
        assert url is not None and url.startswith(BASE + "/g/")
        page = await text_of(client, url)
        assert "<h1>Gentoo Rules</h1>" in page and "Live" in page
        token = url.rsplit("/", 1)[1]
        signer = Signer(b"another key" * 3)
        refused = {
            "the game id alone": f"{BASE}/g/{game_id}",
            "a forged signature": url[:-3] + ("abc" if not url.endswith("abc") else "xyz"),
            "another key's signature": f"{BASE}/g/{signer.game(game_id, 0)}",
            "an unknown game": f"{BASE}/g/{companion.site.access.signer.game('NoSuchGm', 0)}",
            "an older epoch": f"{BASE}/g/{companion.site.access.signer.game(game_id, 1)}",
            "a private link's claim as a game's": f"{BASE}/p/{token}",
            "a server link made of it": f"{BASE}/s/{token}",
            "an unknown page": f"{BASE}/g/{token}/nothing",
            "a trailing slash (never redirected)": url + "/",
            "a step that is not a number": url + "?step=two",
        }
        bodies = {}
        for why, bad in refused.items():
            response = await client.get(path_of(bad), allow_redirects=False)
            assert response.status == 404, why
            bodies[why] = await response.text()
            assert NOT_FOUND in bodies[why], why
        assert len(set(bodies.values())) == 1, "every refusal is the same page"


async def test_turning_the_companion_off_closes_every_link_of_the_server_for_good(db_path: Path) -> None:
    game_id = await a_game(db_path)
    async with web_client(db_path) as (client, companion, links):
        game = await companion.reader.game(game_id)
        assert game is not None
        watch = await links.game(game.session)
        mine = await links.private(game.session, 0, PEOPLE[0])
        server = await links.server(GUILD)
        assert watch and mine and server
        for url in (watch, mine, server):
            await text_of(client, url)
        await companion.storage.web.switch(GUILD, False)
        assert await links.game(game.session) is None and await links.server(GUILD) is None
        for url in (watch, mine, server):
            assert NOT_FOUND in await text_of(client, url, 404)
        await companion.storage.web.switch(GUILD, True)
        for url in (watch, mine, server):
            assert NOT_FOUND in await text_of(client, url, 404), "an old link stays dead"
        fresh = await links.game(game.session)
        assert fresh is not None and fresh != watch
        await text_of(client, fresh)


async def test_a_private_link_opens_for_its_person_while_they_hold_the_seat_for_24_hours(
    db_path: Path,
) -> None:
    game_id = await a_game(db_path, "secretgame", 3, moves=2, options={"rounds": 1})
    async with web_client(db_path) as (client, companion, links):
        game = await companion.reader.game(game_id)
        assert game is not None
        url = await links.private(game.session, 1, PEOPLE[1])
        assert url is not None
        page = await text_of(client, url)
        hand = game.view(1).hand
        assert all(f"CARD#{card:02d}" in page for card in hand), "the seat's own hand"
        for seat in (0, 2):
            assert not any(f"CARD#{c:02d}" in page for c in game.view(seat).hand), "nobody else's"
        assert "og:" not in page and 'name="description"' not in page and "twitter:" not in page
        assert "Your private view" in page and game.names[1] not in re.search(r"<title>(.*)</title>", page)[1]  # type: ignore[index]
        # Someone else's claim on the seat, or a day later, or once an AI holds the seat: nothing.
        later = WebLinks(
            BASE, links.signer, links.switches, clock=lambda: time.time() - PRIVATE_HOURS * 3600 - 1
        )
        expired = await later.private(game.session, 1, PEOPLE[1])
        assert expired is not None and NOT_FOUND in await text_of(client, expired, 404)
        not_theirs = await links.private(game.session, 1, PEOPLE[2])
        assert not_theirs is not None and NOT_FOUND in await text_of(client, not_theirs, 404)
        storage = companion.storage
        services = services_on(storage)
        await services.lobby.replace_with_ai(game_id, PEOPLE[0], 1, is_admin=True)
        assert NOT_FOUND in await text_of(client, url, 404)


async def test_every_answer_carries_the_safety_headers_and_no_cookie(db_path: Path) -> None:
    game_id = await a_game(db_path)
    async with web_client(db_path) as (client, companion, links):
        game = await companion.reader.game(game_id)
        assert game is not None
        url = await links.game(game.session)
        assert url is not None
        page = await client.get(path_of(url))
        board = re.search(r'<img id="board-img" src="([^"]+)"', await page.text())
        assert board is not None
        answers = {
            "page": page,
            "board": await client.get(path_of(board[1])),
            "step": await client.get(path_of(url + "/step.json?n=1")),
            "not found": await client.get("/companion/nothing"),
            "css": await client.get(path_of(companion.site.addresses.static_url("site.css"))),
            "post": await client.post(path_of(url)),
        }
        for what, response in answers.items():
            headers = response.headers
            policy = headers["Content-Security-Policy"]
            assert "default-src 'none'" in policy and "frame-ancestors 'none'" in policy, what
            assert "'unsafe-inline'" not in policy and "script-src https://tabletop.example" in policy, what
            assert headers["X-Content-Type-Options"] == "nosniff", what
            assert headers["Referrer-Policy"] == "no-referrer", what
            assert headers["X-Robots-Tag"] == "noindex, nofollow", what
            assert headers["X-Frame-Options"] == "DENY", what
            assert "Set-Cookie" not in headers, what
        assert answers["post"].status == 405 and answers["post"].headers["Allow"] == "GET, HEAD"
        text = await page.text()
        assert '<meta name="robots" content="noindex, nofollow">' in text
        # No inline code anywhere: every script has a source, no tag has a style or an event handler.
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", text)
        assert not re.search(r"<[a-z][^>]*\s(?:style|on[a-z]+)\s*=", text)


async def test_boards_are_kept_for_good_pages_revalidated_and_private_pages_never_stored(
    db_path: Path,
) -> None:
    game_id = await a_game(db_path, "secretgame", 2, moves=3, options={"rounds": 1})
    async with web_client(db_path) as (client, companion, links):
        game = await companion.reader.game(game_id)
        assert game is not None
        url, mine = await links.game(game.session), await links.private(game.session, 0, PEOPLE[0])
        assert url and mine
        page = await client.get(path_of(url))
        assert page.headers["Cache-Control"] == "no-cache"
        private = await client.get(path_of(mine))
        assert private.headers["Cache-Control"] == "no-store"
        assert (await client.get(path_of(mine + "/step.json"))).headers["Cache-Control"] == "no-store"


async def test_a_board_image_is_the_channels_own_bytes_at_replay_step_n(db_path: Path) -> None:
    """?step=N is /game replay's step N, and its picture the very bytes of that step's board."""
    game_id = await a_game(db_path, "gentoo", 2, moves=15)
    async with web_client(db_path) as (client, companion, links):
        game = await companion.reader.game(game_id)
        assert game is not None
        url = await links.game(game.session)
        assert url is not None
        replay = await Histories(companion.storage.actions).of(game)
        payloads = Payloads(WEB_GAMES)
        for number in (1, 2, len(replay.steps) // 2, len(replay.steps)):
            page = await text_of(client, f"{url}?step={number}")
            assert f"Step {number} of {len(replay.steps)}" in page
            src = re.search(r'<img id="board-img" src="([^"]+)"', page)
            assert src is not None
            image = await client.get(path_of(src[1]))
            assert image.status == 200 and image.content_type == "image/png"
            assert image.headers["Cache-Control"] == "public, max-age=31536000, immutable"
            board = await payloads.board(replay.game_at(number - 1), None, with_choices=False)
            assert await image.read() == board.attachments[0].data
            alt = re.search(r'<img id="board-img" src="[^"]+" alt="([^"]*)"', page)
            assert alt is not None and board.attachments[0].description is not None
        hits = companion.reader.counts.pictures_kept
        await text_of(client, f"{url}?step=1")
        assert companion.reader.counts.pictures_kept == hits + 1, "a board is drawn once"


async def test_watch_pages_unfurl_with_absolute_urls_from_the_setting_never_the_request(
    db_path: Path,
) -> None:
    game_id = await a_game(db_path, names=HOSTILE)
    async with web_client(db_path) as (client, companion, links):
        game = await companion.reader.game(game_id)
        assert game is not None
        url = await links.game(game.session)
        assert url is not None
        response = await client.get(
            path_of(url), headers={"Host": "evil.example", "X-Forwarded-Host": "evil.example"}
        )
        page = await response.text()
        tags = dict(re.findall(r'<meta property="(og:[a-z:_]+)" content="([^"]*)"', page))
        assert set(tags) >= {
            "og:title",
            "og:description",
            "og:url",
            "og:image",
            "og:image:width",
            "og:image:height",
            "og:image:alt",
        }
        assert tags["og:url"] == url and tags["og:image"].startswith(BASE + "/g/")
        assert int(tags["og:image:width"]) == 800 and int(tags["og:image:height"]) > 0
        assert "evil.example" not in page
        assert '<meta name="twitter:card" content="summary_large_image">' in page


async def test_hostile_names_are_escaped_in_pages_and_inert_in_events(db_path: Path) -> None:
    game_id = await a_game(db_path, names=HOSTILE)
    async with web_client(db_path) as (client, companion, links):
        game = await companion.reader.game(game_id)
        assert game is not None
        url, mine, server = (
            await links.game(game.session),
            await links.private(game.session, 0, PEOPLE[0]),
            await links.server(GUILD, HOSTILE[0]),  # a server may be named so too
        )
        for page_url in (url, mine, server, f"{url}?step=1"):
            assert page_url is not None
            page = await text_of(client, page_url)
            assert "<script>alert" not in page and "<b>" not in page and "' onload='" not in page
            assert "&lt;script&gt;alert(&#34;Ann&#34;)&lt;/script&gt;" in page
        # In the live event the names are plain strings in JSON, which the page's script sets as text.
        event = json.loads(await text_of(client, f"{url}/step.json?n=2"))
        assert any(name in line["text"] for line in event["lines"] for name in HOSTILE), event["lines"]
        assert HOSTILE[0] in event["board"]["alt"] or HOSTILE[1] in event["board"]["alt"]


async def test_the_server_page_lists_running_and_finished_games_and_leaderboards(db_path: Path) -> None:
    storage = await Storage.open(db_path, durable=False)
    services = services_on(storage)
    running = await new_game(services, "gentoo", 2, names=("Ann", "Bo"))
    done = await new_game(services, "secretgame", 2, names=("Cy", "Di"), options={"rounds": 1})
    finished = await play(services, done.id, 50, random.Random(1))
    assert finished.status == SessionStatus.FINISHED
    await storage.close()
    async with web_client(db_path) as (client, _, links):
        server = await links.server(GUILD)
        assert server is not None
        assert "<h1>This server's games</h1>" in await text_of(client, server)  # no name known yet
        assert await links.server(GUILD, "The Pond") == server  # the name is kept; the link is the same
        page = await text_of(client, server)
        assert "<h1>Games at The Pond</h1>" in page and "<title>Games at The Pond · " in page
        assert await links.server(GUILD, "Pond 2") == server
        assert "<h1>Games at Pond 2</h1>" in await text_of(client, server)  # renamed: the page follows
        assert "Being played" in page and "Gentoo Rules</a>: Ann, Bo" in page
        assert "Replay Secret Cards</a>" in page and "1. " in page
        assert "<h3>Secret Cards</h3>" in page
        for game_id in (running.id, done.id):  # signed links only, never a bare id
            assert re.findall(rf"/g/{game_id}[^\"]*", page) == [f"/g/{links.signer.game(game_id, 0)}"]
        assert NOT_FOUND in await text_of(client, f"{BASE}/s/{Signer(b'x' * 32).server(GUILD, 0)}", 404)


def test_every_link_fits_discords_512_characters_with_the_longest_base_url() -> None:
    base = "https://" + "h" * (WEB_URL_LIMIT - len("https://"))
    settings = WebSettings(url=base)
    signer = Signer(b"k" * 32)
    session = "x" * 32
    urls = [
        f"{settings.url}/g/{signer.game(session, 10**6)}",
        f"{settings.url}/p/{signer.private(session, 9, 2**64 - 1, 10**6, 2**40)}",
        f"{settings.url}/s/{signer.server(2**64 - 1, 10**6)}",
    ]
    assert all(len(url) <= 512 for url in urls), [len(u) for u in urls]
    with pytest.raises(ValueError):
        WebSettings(url=base + "h")


async def test_a_stream_wakes_on_a_public_change_and_never_on_a_secret_one(db_path: Path) -> None:
    """A pick (the first click of a move) is seen by its chooser alone: its own stream wakes for it, the
    public one does not. That the public stream stayed quiet is proven by order, not by a wait: the
    chooser's stream shows the pick was read (a stream is woken by the one read of a change), then the
    confirmation's event is the next the public stream gets; an event for the pick would have come first."""
    storage = await Storage.open(db_path, durable=False)
    services = services_on(storage)
    game = await new_game(services, "quietrace", 2, options={"two_step": True, "target": 9})
    async with web_client(db_path) as (client, _, links):
        url = await links.game(game.session)
        mine = await links.private(game.session, 0, PEOPLE[0])
        assert url is not None and mine is not None
        response = await client.get(path_of(url + "/events"), timeout=None)
        own = await client.get(
            path_of(mine + "/events"), timeout=None, headers={"X-Forwarded-For": "10.3.0.1"}
        )
        assert response.headers["Content-Type"].startswith("text/event-stream")
        assert response.headers["Cache-Control"] == "no-store"
        first = await read_event(response)
        assert first["step"] == 1 and first["phase"] == "live"
        mine_first = await read_event(own)
        # A pick (the first click) is secret: the game moves on, its public board does not.
        add = next(c for c in game.choices(0) if c.action_id.startswith("add"))
        await services.moves.submit(game.id, PEOPLE[0], game.n(0), add.action_id, seat=0)
        picked = await asyncio.wait_for(read_event(own), 10.0)  # the chooser sees its pick: it was read
        assert picked["step"] == 1 and picked != mine_first
        # Confirming it changes the board: an event within two seconds of the commit, and the first since.
        current = await services.games.load(game.id)
        confirm = next(c for c in current.choices(0) if c.action_id.startswith("confirm"))
        started = time.monotonic()
        await services.moves.submit(game.id, PEOPLE[0], current.n(0), confirm.action_id, seat=0)
        second = await asyncio.wait_for(read_event(response), 2.0)
        assert time.monotonic() - started < 2.0
        assert second["step"] == 2 and second["lines"], "the public stream woke for the secret pick"
        response.close()
        own.close()
    await storage.close()


async def read_event(response) -> dict:  # type: ignore[no-untyped-def,type-arg]
    """The next ``step`` event of a stream (comments and the retry line skipped)."""
    name, data = None, None
    while True:
        raw = await response.content.readline()
        if not raw:
            raise ConnectionError("the stream ended")
        line = raw.decode().rstrip("\n")
        if line.startswith("event: "):
            name = line[7:]
        elif line.startswith("data: "):
            data = line[6:]
        elif line == "" and name == "step" and data is not None:
            return json.loads(data)  # type: ignore[no-any-return]
        elif line == "":
            name, data = None, None


async def test_too_many_pages_from_one_address_are_refused_for_a_while(db_path: Path) -> None:
    game_id = await a_game(db_path, moves=2)
    async with web_client(db_path) as (client, companion, links):
        game = await companion.reader.game(game_id)
        assert game is not None
        url = await links.game(game.session)
        assert url is not None
        # Time stands still while they ask, so no request earns its token back however slow the machine.
        companion.site.pages.limits.pages.clock = lambda: 1_000.0
        statuses = [(await client.get(path_of(url + "/step.json?n=1"))).status for _ in range(45)]
        assert statuses[:40] == [200] * 40 and 429 in statuses[40:]
        refused = await client.get(path_of(url))
        assert refused.status == 429 and int(refused.headers["Retry-After"]) >= 1
        # Behind the proxy, each visitor is counted by the address the proxy names.
        other = await client.get(path_of(url), headers={"X-Forwarded-For": "203.0.113.9"})
        assert other.status == 200


async def test_the_companion_stops_at_once_with_streams_open(db_path: Path) -> None:
    game_id = await a_game(db_path, moves=2)
    settings = WebSettings(url="http://127.0.0.1:9", bind=("127.0.0.1", 0))
    companion = await WebCompanion.open(settings, db_path, WEB_GAMES)
    await companion.start()
    assert companion.address is not None
    host, port = companion.address
    game = await companion.reader.game(game_id)
    assert game is not None
    links = WebLinks(settings.url, companion.site.access.signer, Switches(companion.storage.web.guild))
    url = await links.game(game.session)
    assert url is not None
    import aiohttp

    async with aiohttp.ClientSession() as session:
        streams = [await session.get(f"http://{host}:{port}{path_of(url)}/events") for _ in range(3)]
        for stream in streams:
            await stream.content.readline()
        assert companion.site.streams.open_now == 3
        started = time.monotonic()
        await companion.stop()
        assert time.monotonic() - started < 2.0
        for stream in streams:
            stream.close()


def test_the_style_sheet_keeps_wcag_aa_contrast_in_light_and_dark() -> None:
    """Every text colour of the style sheet against every background it is drawn on, 4.5:1 or more, in
    the light scheme and the dark one."""
    from importlib import resources

    from bot.render.colour import MIN_TEXT_CONTRAST, contrast_ratio

    css = (resources.files("bot.web") / "static" / "site.css").read_text(encoding="utf-8")
    light_block, dark_block = css.split("@media (prefers-color-scheme: dark)", 1)

    def colours(block: str) -> dict[str, tuple[int, int, int]]:
        found = re.findall(r"--([a-z]+):\s*#([0-9a-f]{6})", block)
        return {name: tuple(int(value[i : i + 2], 16) for i in (0, 2, 4)) for name, value in found}  # type: ignore[misc]

    light = colours(light_block)
    dark = {**light, **colours(dark_block.split("}\n}", 1)[0])}
    white = (255, 255, 255)
    for scheme in (light, dark):
        pairs = [
            (scheme[text], scheme[back])
            for text in ("text", "muted", "link")
            for back in ("background", "panel")
        ] + [(scheme["text"], scheme["mine"]), (white, scheme["live"])]
        for text, back in pairs:
            assert contrast_ratio(text, back) >= MIN_TEXT_CONTRAST, (text, back)
