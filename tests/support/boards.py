"""Helpers the renderer tests share: whole random games to render, PNG decoding, and the size of a
board's embed against what the host adds to it."""

from __future__ import annotations

import io
import random
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from PIL import Image

from bot.render.base import RenderedBoard
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


def playout(
    engine: AnyEngine, players: int, seed: int, options: Any = None, policy: Policy | None = None
) -> list[Any]:
    """Every state of one whole game, the lowest deciding seat acting each time (random by default)."""
    choose = policy or random_policy(engine)
    state = engine.new_game(players, seed, options)
    rng = random.Random(seed)
    states = [state]
    while engine.outcome(state) is None:
        seat = min(engine.current_seats(state))
        state = engine.apply(state, seat, choose(state, seat, rng))
        states.append(state)
    return states


def sample(states: Sequence[S], count: int) -> list[S]:
    """About ``count`` states spread over a game, the last one always included."""
    stride = max(1, len(states) // count)
    return [*states[::stride], states[-1]]


def decode(png: bytes | None, max_bytes: int = MAX_PNG) -> Image.Image:
    """The board's PNG as an image, checked to be a PNG of at most ``max_bytes``."""
    assert png is not None and len(png) <= max_bytes
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG"
    return image


def embed_size(board: RenderedBoard) -> int:
    """The characters of a board's embed that count towards Discord's 6000 per message."""
    return (
        len(board.title)
        + len(board.description)
        + len(board.footer)
        + sum(len(n) + len(v) for n, v, _ in board.fields)
    )
