"""Seeded randomness for engines: every random draw comes from the state's seed, step and a stream name.

``random.Random`` seeded with a string hashes it with SHA-512, so the same (seed, step, stream) gives
the same draws in every process, unlike ``hash()``, which Python salts per process.
"""

from __future__ import annotations

import random


def rng_for(seed: int, step: int, stream: str) -> random.Random:
    """The generator for one purpose ('deal', 'reshuffle.2', ...) at one step of one game."""
    return random.Random(f"{seed}:{step}:{stream}")


def new_seed(rng: random.Random) -> int:
    """A fresh seed drawn from ``rng`` (for determinize, so a search cannot foresee future shuffles)."""
    return rng.getrandbits(62)


def sample_seed(rng: random.Random, true_seed: int) -> int:
    """A seed for a sample of what a seat cannot see (``determinize``), never the game's own ``true_seed``:
    a search that kept it would foresee the shuffles and draws to come. ``new_seed``'s draw, drawn again in
    the (one in 2**62) case that it gives ``true_seed`` back, so the first draw, the one every sample uses
    in practice, is ``new_seed``'s."""
    seed = new_seed(rng)
    while seed == true_seed:
        seed = new_seed(rng)
    return seed
