"""The web companion end to end, through the fake Discord: without TABLETOP_WEB_URL nothing
starts and no message carries a link; with it, boards carry Watch, private views Open in browser, the
game-over message Replay, /tabletop games and /game leaderboard the server's page, every URL fits Discord's
512 characters (the fake refuses longer ones), a click shows on an open page within two seconds,
/tabletop web off removes the buttons and closes the links, and the bot stops within its grace period with
pages and streams open."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiohttp
import pytest

from bot.client import SHUTDOWN_GRACE
from bot.config import WebSettings
from support.fakediscord import FakeDiscord
from support.harness import World, ephemeral_text, open_game, running_bot, seats_of
from support.playing import Table, finish_a_game, play_secret_cards
from support.webgames import free_port, links_on


def web_on() -> WebSettings:
    port = free_port()
    return WebSettings(url=f"http://127.0.0.1:{port}/tabletop", bind=("127.0.0.1", port))


async def fetch(url: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session, session.get(url) as response:
        return response.status, await response.text()


@asynccontextmanager
async def stream(url: str) -> AsyncIterator[aiohttp.ClientResponse]:
    async with aiohttp.ClientSession() as session, session.get(url + "/events") as response:
        assert response.headers["Content-Type"].startswith("text/event-stream")
        yield response


async def next_step(response: aiohttp.ClientResponse) -> dict[str, object]:
    name, data = "", ""
    while True:
        line = (await response.content.readline()).decode().rstrip("\n")
        if line.startswith("event: "):
            name = line[7:]
        elif line.startswith("data: "):
            data = line[6:]
        elif line == "" and name == "step":
            return json.loads(data)  # type: ignore[no-any-return]
        elif line == "":
            name = ""


async def test_without_the_setting_nothing_starts_and_no_message_carries_a_link(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        assert bot.links is None and bot.web is None
        tabletop = fake.command("tabletop", world.guild)["body"]
        assert [o["name"] for o in tabletop["options"]] == ["language", "games"], (
            "no /tabletop web without the companion"
        )
        await finish_a_game(fake, bot, world.channel, [world.alice, world.bob])
        await fake.slash(world.dana, world.channel, "tabletop", ["games"])
        await fake.slash(world.alice, world.channel, "game", ["leaderboard"], {"game": "secretgame"})
        for message in fake.all_messages():
            assert not links_on(message), message.text()
        assert not any(r.method != "GET" and "http://127.0.0.1" in json.dumps(r.body) for r in fake.requests)


async def test_the_buttons_open_pages_that_show_what_the_channel_shows(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    web = web_on()
    async with running_bot(fake, tmp_path / "db.sqlite3", web=web) as bot:
        assert bot.web is not None and bot.web.address is not None
        tabletop = fake.command("tabletop", world.guild)["body"]
        assert sorted(o["name"] for o in tabletop["options"]) == ["games", "language", "web"]
        lobby = await open_game(fake, world, "secretgame", [world.bob])
        option = next(c for c in fake.message(lobby.id).custom_ids() if c.startswith("lobbyopt:"))
        await fake.select(world.alice, fake.message(lobby.id), option, ["rounds=1"])
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        session = start.split(":")[1]
        await fake.click(world.alice, fake.message(lobby.id), start)
        board = await fake.wait_for(
            lambda: next((m for m in fake.messages(world.channel) if "Watch" in links_on(m)), None)
        )
        watch = links_on(board)["Watch"]
        assert watch.startswith(web.url + "/g/") and len(watch) <= 512
        status, page = await fetch(watch)
        assert (
            status == 200 and "Secret Cards" in page and "CARD#" not in page.split('<h2 id="log-heading"')[0]
        )

        # Show my hand answers with the seat's own link; a DM carries one too.
        seats = await seats_of(bot, session, world)
        alice_seat = next(s for s, u in seats.items() if u == world.alice)
        peek = await fake.click(world.alice, board, f"peek:{session}")
        assert peek.response is not None
        mine = links_on(peek.response)["Open in browser"]
        assert mine.startswith(web.url + "/p/") and len(mine) <= 512
        game = await bot.services.games.load(session)
        status, private = await fetch(mine)
        assert status == 200
        assert all(f"CARD#{c:02d}" in private for c in game.view(alice_seat).hand)
        assert not any(f"CARD#{c:02d}" in private for c in game.view(1 - alice_seat).hand)
        dm = await fake.wait_for(
            lambda: next((m for m in fake.dms(world.bob) if "Open in browser" in links_on(m)), None)
        )
        assert links_on(dm)["Open in browser"] != mine

        # A click in Discord shows on the open page within two seconds.
        async with stream(watch) as events:
            first = await next_step(events)
            hand = peek.response
            prefix = f"act:{session}:{alice_seat}:{game.n(alice_seat)}:"
            started = time.monotonic()
            await fake.click(world.alice, hand, next(c for c in hand.custom_ids() if c.startswith(prefix)))
            moved = await asyncio.wait_for(next_step(events), 2.0)
            assert time.monotonic() - started < 2.0
            assert moved["step"] == int(first["step"]) + 1  # type: ignore[call-overload]

        # The rest of the game; then Replay on the game-over message.
        await play_secret_cards(
            await Table.seated(fake, bot, world.channel, session, [world.alice, world.bob])
        )
        over = await fake.wait_for(
            lambda: next((m for m in fake.messages(world.channel) if "game over" in m.content), None)
        )
        replay = links_on(over)["Replay"]
        assert replay == watch
        status, page = await fetch(replay + "?step=1")
        assert status == 200 and "Step 1 of" in page and "Finished" in page

        # The server's page, for its managers and from the leaderboard for everyone.
        listed = await fake.slash(world.dana, world.channel, "tabletop", ["games"])
        assert listed.response is not None  # no game open: the sentence, without a link
        ranked = await fake.slash(world.alice, world.channel, "game", ["leaderboard"], {"game": "secretgame"})
        assert ranked.response is not None
        server = links_on(ranked.response)["This server's games"]
        status, page = await fetch(server)
        assert status == 200 and "Replay Secret Cards" in page
        assert "<h1>Games at Penguin Club</h1>" in page  # the server's name, as the bot saw it

        # Off: the links close; new boards carry no button; on again: old links stay closed.
        off = await fake.slash(world.dana, world.channel, "tabletop", ["web", "off"])
        assert "off in this server" in ephemeral_text(off)
        for url in (watch, mine, server):
            assert (await fetch(url))[0] == 404
        second = await finish_a_game(fake, bot, world.channel, [world.alice, world.bob])
        boards = [m for m in fake.messages(world.channel) if any(second in c for c in m.custom_ids())]
        assert boards and not any(links_on(m) for m in boards)
        on = await fake.slash(world.dana, world.channel, "tabletop", ["web", "on"])
        assert on.response is not None and "This server's games" in links_on(on.response)
        assert (await fetch(watch))[0] == 404


async def test_the_bot_stops_within_its_grace_period_with_pages_and_streams_open(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    web = web_on()
    async with running_bot(fake, tmp_path / "db.sqlite3", web=web) as bot:
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        await fake.click(
            world.alice, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start"))
        )
        board = await fake.wait_for(
            lambda: next((m for m in fake.messages(world.channel) if "Watch" in links_on(m)), None)
        )
        watch = links_on(board)["Watch"]
        async with aiohttp.ClientSession() as session:
            streams = [await session.get(watch + "/events") for _ in range(3)]
            for response in streams:
                await response.content.readline()
            assert bot.web is not None and bot.web.site.streams.open_now == 3
            started = time.monotonic()
            await bot.close()
            assert time.monotonic() - started < SHUTDOWN_GRACE + 2
            for response in streams:
                response.close()


@pytest.mark.parametrize("deciders", [0, 1, 4])
@pytest.mark.parametrize("moves", [0, 3, 20, 80])
@pytest.mark.parametrize("looks", [0, 3, 7])
def test_a_watch_link_fits_beside_any_mix_of_moves_menus_and_close_ups(
    deciders: int, moves: int, looks: int
) -> None:
    """The link goes beside "Show my hand" when the last row has room, else in the first row that has;
    the view stays within Discord's five rows of five with every menu alone in its row."""
    from bot.discordside import boardviews
    from bot.session.game import Choice

    close_ups = [(f"k{i}", f"Show thing {i}") for i in range(looks)]
    if deciders:
        menus = [
            (seat, f"P{seat}", 1, [Choice(f"a{i}", f"Move {i}") for i in range(3)])
            for seat in range(deciders)
        ]
        view = boardviews.menus_view("abcdefgh", menus, close_ups, say=boardviews.ENGLISH)
    else:
        view = boardviews.move_view(
            "abcdefgh",
            0,
            1,
            [Choice(f"a{i}", f"Move {i}") for i in range(moves)],
            close_ups=close_ups,
            say=boardviews.ENGLISH,
        )
    added = boardviews.add_link(view, "Watch", "https://tabletop.example/g/abcdefgh.0.signature")
    rows = view.to_components()
    assert len(rows) <= 5
    for row in rows:
        parts = row["components"]
        assert 1 <= len(parts) <= 5
        assert not (len(parts) > 1 and any(c["type"] == 3 for c in parts)), "a menu shares its row"
    links = [c for row in rows for c in row["components"] if c.get("style") == 5]
    assert len(links) == int(added) and (added or len(rows) == 5)
