"""Games played through the services (no Discord) for the web companion's tests: a storage with a game of
any registered engine played by random clicks to a given point, and the web companion serving it through
aiohttp's test client."""

from __future__ import annotations

import random
import socket
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from pathlib import Path

from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from bot.catalogue.gamespec import GameSpec
from bot.config import WebSettings
from bot.services import Services, build_services
from bot.session.game import Game
from bot.store import Storage
from bot.web.app import WebCompanion
from bot.web.links import Signer, Switches, WebLinks, signing_key
from engines.base import Seat
from support.fakediscord import Message
from support.harness import GAMES_UNDER_TEST
from support.toygames import RaceEngine, RaceState, RaceView


class QuietRace(RaceEngine):
    """Race to Ten in two clicks, whose first click (the amount picked) only its chooser sees: a secret
    move that changes nothing anyone else sees, on the board or in their own view."""

    key = "quietrace"
    title = "Quiet Race"

    def _view(self, state: RaceState, seat: Seat | None) -> RaceView:
        view = super()._view(state, seat)
        return view if seat == state.turn else view.model_copy(update={"pending": None})


# The games the bot's tests register, and Quiet Race (no renderer: the pages show its position in words).
WEB_GAMES = GAMES_UNDER_TEST.with_games(GameSpec(QuietRace()))
Client = TestClient[web.Request, web.Application]  # the companion behind aiohttp's test client
BASE = "https://tabletop.example/companion"
PEOPLE = (1001, 1002, 1003, 1004, 1005)
GUILD = 77


async def new_game(
    services: Services,
    key: str,
    players: int,
    *,
    names: tuple[str, ...] = (),
    options: Mapping[str, object] | None = None,
) -> Game:
    """A started game of ``key`` in server ``GUILD``, its seats held by ``PEOPLE`` in order."""
    names = names or tuple(f"Player {i + 1}" for i in range(players))
    game = await services.lobby.create_lobby(GUILD, 500 + random.randrange(10**6), PEOPLE[0], names[0], key)
    for i in range(1, players):
        game = await services.lobby.join(game.id, PEOPLE[i], names[i])
    for name, value in (options or {}).items():
        game = await services.lobby_settings.set_option(game.id, PEOPLE[0], name, value)
    return await services.lobby.start(game.id, PEOPLE[0])


async def play(services: Services, game_id: str, moves: int, rng: random.Random) -> Game:
    """Up to ``moves`` random decisions by whoever must decide, as their person would click them."""
    game = await services.games.load(game_id)
    for _ in range(moves):
        if game.outcome is not None or not game.to_act:
            break
        seat = rng.choice(sorted(game.to_act))
        choices = [c for c in game.choices(seat) if not c.back] or list(game.choices(seat))
        choice = rng.choice(choices)
        user = game.session.seats[seat].user_id
        assert user is not None
        await services.moves.submit(game_id, user, game.n(seat), choice.action_id, seat=seat)
        game = await services.games.load(game_id)
    return game


def services_on(storage: Storage) -> Services:
    return build_services(storage, WEB_GAMES.engines, reminder_after_hours=None)


@asynccontextmanager
async def web_client(
    database: Path | str, *, url: str = BASE, **settings: object
) -> AsyncIterator[tuple[Client, WebCompanion, WebLinks]]:
    """The companion on its own storage of ``database``, behind aiohttp's test client, and the links the
    bot would hand out for it."""
    web_settings = WebSettings(url=url, **settings)
    companion = await WebCompanion.open(web_settings, database, WEB_GAMES)
    companion.site.access.switches = Switches(companion.storage.web.guild, ttl=0)  # a switch counts at once
    companion.changes.start()
    key = await signing_key(web_settings, companion.storage)
    links = WebLinks(
        web_settings.url,
        Signer(key),
        Switches(companion.storage.web.guild, ttl=0),
        keep_name=companion.storage.web.name,
    )
    client = TestClient(TestServer(companion.app))
    await client.start_server()
    try:
        yield client, companion, links
    finally:
        await client.close()
        await companion.stop()


def path_of(url: str) -> str:
    """A link's path, for the test client (which serves at its own address)."""
    return "/" + url.split("://", 1)[1].split("/", 1)[1]


LINK = 5  # a link button's style


def free_port() -> int:
    """A TCP port nothing listens on now, for a companion of a test's own."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def links_on(message: Message) -> dict[str, str]:
    """The link buttons of a message in the fake Discord: label to URL."""
    return {b["label"]: b["url"] for b in message.buttons() if b.get("style") == LINK}
