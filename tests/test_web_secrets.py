"""Never more than its viewer may know: a property test over random games of every game with hidden
information (Gentoo Rules, Giant Snail Will Not Prevail!, Grim Prospects, SLITHER and Secret Cards, the test
game with secret hands) and of As The Earth Crumbles, whose only unknown is its future (the seed).

At the checked steps of every game (every step of the shorter games, every n-th of the longer ones, and the
last), for every viewer:
- the public page, its board picture (the bytes and the alt text) and its event are the same when
  everything hidden at that step is redrawn (``Engine.determinize`` from any seat: the hands, the decks,
  the piles' order, the snake's path...): so none of them depends on, or holds, anything hidden;
- each seat's private page and event are the same when everything hidden from that seat is redrawn: so
  they hold its own secrets and nobody else's;
- the redraws did change what was hidden (``support.secrecy.RedrawControl``: every kind of hidden part of
  the game, at least once where a fair redraw would have), so the comparisons above are not empty;
- and, for Secret Cards, where every card is written ``CARD#nn``, no public answer of the running web
  companion (page, step JSON, live stream) names a card that is hidden at that step, and no private page
  names a card hidden from its seat.

The games are dealt by the lobby from the test's deal seed (rerun with ``TABLETOP_TEST_SEED``, said in a
failing test's report) and played with ``random.Random(seed)`` (the test's id).
"""

from __future__ import annotations

import itertools
import json
import random
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bot.render.pictures import board_picture
from bot.services.history import Histories, Replay
from bot.store import Storage
from bot.web.public import private_step, public_step
from support.secrecy import RedrawControl
from support.ssestreams import address
from support.webgames import PEOPLE, WEB_GAMES, new_game, path_of, play, services_on, web_client

# key: (players, options, the steps checked: every n-th and the last). SLITHER with four players: three
# frogs' redraws per step, so that a short game still gives the control enough checks.
GAMES = {
    "secretgame": (3, {"rounds": 3}, 1),
    "grimprospects": (3, {}, 1),
    "slither": (4, {}, 1),
    "gentoo": (2, {}, 6),
    "giantsnail": (3, {}, 3),
    "earthcrumbles": (2, {}, 6),
}
# A cap: random games end well within it (Gentoo's two-player games are the longest: about 400 decisions;
# the longest of 300 took 1,749).
MOVES = 5000
CASES = [
    ("secretgame", 1),
    ("secretgame", 2),
    ("grimprospects", 1),
    ("slither", 1),
    ("gentoo", 1),
    ("giantsnail", 1),
    ("earthcrumbles", 1),
]


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
        players, options, _every = GAMES[key]
        game = await new_game(services, key, players, options=options)
        await play(services, game.id, MOVES, random.Random(seed))
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
        assert game is not None and game.outcome is not None, f"{key} did not end in {MOVES} decisions"
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

        every = GAMES[key][2]
        control = RedrawControl(key, f"seed {game.session.seed}, played with random.Random({seed})")
        for index, step in enumerate(replay.steps):
            if index % every and index != len(replay.steps) - 1:
                continue
            state = step.state
            shown = public_step(replay, index)
            picture = board_picture(renderer, shown.view, shown.names) if renderer is not None else None
            public = public_face(replay, index, picture)
            private = {seat: private_face(replay, index, seat) for seat in seats}
            for seat in seats:
                redrawn = engine.determinize(state, seat, random.Random(rng.random()))
                control.check(state, seat, redrawn)
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
        control.verify()

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


# The games whose secrets have names a text can be searched for: (players, options, every n-th move
# checked). In the others the secret is an order or a place (Gentoo's piles, Giant Snail's decks, the
# snake's path), which only the redraws of the test above can tell.
LIVE = {"secretgame": (3, {"rounds": 2}, 1), "grimprospects": (3, {}, 3)}
GRIM_CARD = re.compile(r"\b[BRM][0-9]{2}\b")


def hidden_names(key: str, state: Any, seat: int | None) -> set[str]:
    """The names of the cards ``seat`` (None: anyone) cannot see: Secret Cards' ``CARD#nn``; Grim
    Prospects' card ids in the hands that ``seat`` did not see them enter (every card is one of a kind, so
    a card in such a hand is nowhere in sight)."""
    if key == "secretgame":
        return hidden_cards(state, seat)
    hidden: set[str] = set()
    for other, player in enumerate(state.players):
        if other != seat or player.artificial:
            known = {card for group in player.known for card in group}
            hidden.update(card for card in player.hand if card not in known)
    return hidden


def names_in(key: str, body: str) -> set[str]:
    return set(re.findall(r"CARD#[0-9]{2}", body) if key == "secretgame" else GRIM_CARD.findall(body))


@pytest.mark.parametrize("key", sorted(LIVE))
async def test_a_live_game_never_answers_with_a_hidden_card(key: str, tmp_path: Path) -> None:
    """Secret Cards and Grim Prospects, followed live: the public step JSON (what the public stream sends)
    and each seat's, after every move (every third of Grim Prospects'), name no card hidden from its
    viewer at that moment; and the public answers do name cards, so the search is not empty."""
    db = tmp_path / "db.sqlite3"
    storage = await Storage.open(db, durable=False)
    services = services_on(storage)
    players, options, every = LIVE[key]
    game = await new_game(services, key, players, options=options)
    rng = random.Random(5)
    visitors = (address(20_000 + i) for i in itertools.count())
    named = 0
    async with web_client(db) as (client, _, links):
        watch = await links.game(game.session)
        answers: dict[int | None, str | None] = {None: watch}
        for holder in range(players):
            answers[holder] = await links.private(game.session, holder, PEOPLE[holder])
        assert all(answers.values())
        while game.outcome is None:
            state = game.state
            assert state is not None
            for viewer, url in answers.items():
                assert url is not None
                body = await (
                    await client.get(path_of(f"{url}/step.json"), headers={"X-Forwarded-For": next(visitors)})
                ).text()
                shown = names_in(key, body)
                assert not shown & hidden_names(key, state, viewer), f"step {state.step}, viewer {viewer}"
                named += bool(shown) and viewer is None
            game = await play(services, game.id, every, rng)
    await storage.close()
    assert named, "no public answer named a card: the search above found nothing because it looked at nothing"
    assert WEB_GAMES[key].renderer is not None
