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
