"""Never more than its viewer may know: a property test over random games of Secret
Cards (the test game with secret hands), Grim Prospects and SLITHER.

At every step of every game, for every viewer:
- the public page, its board picture (the bytes and the alt text) and its event are the same when
  everything hidden at that step is redrawn (``Engine.determinize`` from any seat: the hands, the deck,
  the snake's path...): so none of them depends on, or holds, anything hidden;
- each seat's private page and event are the same when everything hidden from that seat is redrawn: so
  they hold its own secrets and nobody else's;
- and, for Secret Cards, where every card is written ``CARD#nn``, no public answer of the running web
  companion (page, step JSON, live stream) names a card that is hidden at that step, and no private page
  names a card hidden from its seat.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bot.render.pictures import board_picture
from bot.services.history import Histories, Replay
from bot.store import Storage
from bot.web.public import private_step, public_step
from support.webgames import PEOPLE, WEB_GAMES, new_game, path_of, play, services_on, web_client

GAMES = {"secretgame": (3, {"rounds": 3}), "grimprospects": (3, {}), "slither": (3, {})}
CASES = [("secretgame", 1), ("secretgame", 2), ("grimprospects", 1), ("slither", 1)]


def with_state(replay: Replay, index: int, state: Any) -> Replay:
    steps = list(replay.steps)
    steps[index] = replace(steps[index], state=state)
    return replace(replay, steps=tuple(steps))


def hidden_cards(state: Any, seat: int | None) -> set[str]:
    """Secret Cards: the cards ``seat`` (None: anyone) cannot see at this state."""
    hidden = set(state.deck)
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden |= set(hand)
            if state.phase == "pick" and state.picks[other] is not None:
                hidden.add(state.picks[other])
    return {f"CARD#{card:02d}" for card in hidden}


async def played(db: Path, key: str, seed: int) -> str:
    storage = await Storage.open(db, durable=False)
    try:
        services = services_on(storage)
        players, options = GAMES[key]
        game = await new_game(services, key, players, options=options)
        await play(services, game.id, 400, random.Random(seed))
        return game.id
    finally:
        await storage.close()


@pytest.mark.parametrize(("key", "seed"), CASES)
async def test_no_page_picture_or_event_shows_what_its_viewer_may_not_know(
    key: str, seed: int, tmp_path: Path
) -> None:
    db = tmp_path / "db.sqlite3"
    game_id = await played(db, key, seed)
    rng = random.Random(seed)
    async with web_client(db) as (client, companion, links):
        site, reader = companion.site, companion.reader
        game = await reader.game(game_id)
        assert game is not None and game.outcome is not None
        replay = await Histories(companion.storage.actions).of(game)
        engine, renderer = game.engine, reader.renderer(key)
        token = links.signer.game(game_id, 0)
        seats = range(len(game.session.seats))
        entries = {seat: await reader.lines_of(game, seat) for seat in seats}

        def public_face(r: Replay, i: int, picture: Any) -> tuple[Any, ...]:
            # The picture is drawn from the step's public view and names alone (renderers are pure), so
            # an equal PublicStep draws the same bytes: the step itself is compared, and drawn once.
            step = public_step(r, i)
            event = json.dumps(site.steps.public_event(token, step, picture, 0))
            return step, site.pages.game_html(token, step, picture), event

        def private_face(r: Replay, i: int, seat: int) -> str:
            step = private_step(r, i, seat, entries[seat], renderer)
            return site.pages.private_html(f"p{seat}", token, step, None, None) + json.dumps(
                site.steps.private_event(f"p{seat}", token, step, None, None, 0)
            )

        for index, step in enumerate(replay.steps):
            state = step.state
            shown = public_step(replay, index)
            picture = board_picture(renderer, shown.view, shown.names) if renderer is not None else None
            public = public_face(replay, index, picture)
            private = {seat: private_face(replay, index, seat) for seat in seats}
            for seat in seats:
                redrawn = engine.determinize(state, seat, random.Random(rng.random()))
                other = with_state(replay, index, redrawn)
                assert public_face(other, index, picture) == public, (
                    f"step {index + 1}: the public page moved"
                )
                assert private_face(other, index, seat) == private[seat], (
                    f"step {index + 1}: seat {seat + 1}'s page shows something it cannot know"
                )
            if key == "secretgame":
                secret = hidden_cards(state, None)
                assert not any(card in public[1] + public[2] for card in secret), f"step {index + 1}"
                for seat in seats:
                    assert not any(card in private[seat] for card in hidden_cards(state, seat))

        if key == "secretgame":
            # The running companion's own answers, step by step: pages and their JSON.
            watch = await links.game(game.session)
            assert watch is not None
            for index, step in enumerate(replay.steps):
                secret = hidden_cards(step.state, None)
                for url in (f"{watch}?step={index + 1}", f"{watch}/step.json?n={index + 1}"):
                    body = await (
                        await client.get(path_of(url), headers={"X-Forwarded-For": f"10.0.0.{index % 250}"})
                    ).text()
                    assert not any(card in body for card in secret), url


async def test_a_live_game_never_streams_a_hidden_card(tmp_path: Path) -> None:
    """Secret Cards, followed live: every event of the public stream and of each seat's stream, after
    every move, holds no card hidden from its viewer at that moment."""
    db = tmp_path / "db.sqlite3"
    storage = await Storage.open(db, durable=False)
    services = services_on(storage)
    game = await new_game(services, "secretgame", 3, options={"rounds": 2})
    rng = random.Random(5)
    async with web_client(db) as (client, _, links):
        watch = await links.game(game.session)
        mine = {seat: await links.private(game.session, seat, PEOPLE[seat]) for seat in range(3)}
        assert watch is not None and all(mine.values())
        while game.outcome is None:
            state = game.state
            public = await (
                await client.get(path_of(f"{watch}/step.json"), headers={"X-Forwarded-For": "10.1.0.1"})
            ).text()
            assert not any(card in public for card in hidden_cards(state, None))
            for seat, url in mine.items():
                assert url is not None
                body = await (
                    await client.get(path_of(f"{url}/step.json"), headers={"X-Forwarded-For": "10.2.0.1"})
                ).text()
                assert not any(card in body for card in hidden_cards(state, seat)), seat
            game = await play(services, game.id, 1, rng)
    await storage.close()
    assert WEB_GAMES["secretgame"].renderer is not None
