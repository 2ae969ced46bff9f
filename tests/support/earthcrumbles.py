"""As The Earth Crumbles games for the renderer tests: seeded random playouts under either income option
("auto" collects the income that has one sensible outcome, "ask" asks for all of it)."""

from __future__ import annotations

from engines.earthcrumbles import EarthEngine
from engines.earthcrumbles.models import EarthState
from support import boards
from support.registry import registered

ENGINE = registered("earthcrumbles", EarthEngine)


def playout(players: int, seed: int, income: str = "auto") -> list[EarthState]:
    """Every state of a seeded random game, the lowest deciding seat acting each time."""
    return boards.playout(ENGINE, players, seed, ENGINE.options_type(income=income))
