"""Helpers the renderer tests share: seeded random games to render (every state, a view at a step, a
sample spread over a game), PNG decoding, and the size of a board's embed against what the host adds to
it. Reading a drawn picture back is ``support.renders``."""

from __future__ import annotations

import io
import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

from PIL import Image

from bot.render.protocol import RenderedBoard
from engines import AnyEngine

# The host adds a "Last events" field (up to 1024 characters) and its status line to the footer; the
# board's own parts must leave room for both under Discord's 6000 characters per message.
HOST_ROOM = 1024 + 300
MAX_PNG = 300_000

S = TypeVar("S")
Policy = Callable[[Any, int, random.Random], Any]


def random_policy(engine: AnyEngine) -> Policy:
    """A policy that picks any legal action of ``engine``."""
    return lambda state, seat, rng: rng.choice(list(engine.legal_actions(state, seat)))


def each_state(
    engine: AnyEngine,
    players: int,
    seed: int,
    options: Any = None,
    policy: Policy | None = None,
    *,
    random_seat: bool = False,
) -> Iterator[Any]:
    """Every state of one seeded game, one at a time, to its end: the lowest deciding seat acts each time
    (a random one with ``random_seat``), choosing by ``policy`` (any legal action by default); one
    ``random.Random(seed)`` draws both."""
    choose = policy or random_policy(engine)
    state = engine.new_game(players, seed, options)
    rng = random.Random(seed)
    yield state
    while engine.outcome(state) is None:
        current = engine.current_seats(state)
        seat = rng.choice(sorted(current)) if random_seat else min(current)
        state = engine.apply(state, seat, choose(state, seat, rng))
        yield state


def playout(
    engine: AnyEngine,
    players: int,
    seed: int,
    options: Any = None,
    policy: Policy | None = None,
    *,
    random_seat: bool = False,
    until: Callable[[Any], bool] | None = None,
) -> list[Any]:
    """Every state of one whole game (``each_state``), or up to the first for which ``until`` holds."""
    found = []
    for state in each_state(engine, players, seed, options, policy, random_seat=random_seat):
        found.append(state)
        if until is not None and until(state):
            break
    return found


def view_at(
    engine: AnyEngine,
    players: int,
    seed: int,
    step: int,
    seat: int | None = None,
    policy: Policy | None = None,
    *,
    random_seat: bool = False,
) -> Any:
    """``seat``'s view (the public view for None) of the state after ``step`` actions of the game
    ``each_state`` plays; step -1 is the game's last state. A game that ends before ``step`` fails the test."""
    played = each_state(engine, players, seed, policy=policy, random_seat=random_seat)
    if step == -1:
        *_, last = played
        return engine.view(last, seat)
    for i, state in enumerate(played):
        if i == step:
            return engine.view(state, seat)
    raise AssertionError("the playout ended earlier")


def sample(states: Sequence[S], count: int) -> list[S]:
    """About ``count`` states spread over a game, the last one always included."""
    stride = max(1, len(states) // count)
    return [*states[::stride], states[-1]]


def decode(png: bytes | None, max_bytes: int = MAX_PNG, min_width: int = 0) -> Image.Image:
    """The board's PNG as an image, checked to be a PNG of at most ``max_bytes``, ``min_width`` pixels
    wide or more."""
    assert png is not None and len(png) <= max_bytes
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG" and image.width >= min_width
    return image


def embed_size(board: RenderedBoard) -> int:
    """The characters of a board's embed that count towards Discord's 6000 per message."""
    return (
        len(board.title)
        + len(board.description)
        + len(board.footer)
        + sum(len(n) + len(v) for n, v, _ in board.fields)
    )
