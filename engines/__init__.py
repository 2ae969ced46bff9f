"""The registry of game engines, keyed by each engine's permanent storage key."""

from __future__ import annotations

from typing import Any

from engines.base import Engine, GameError, IllegalAction, LogLine, Outcome, Seat

AnyEngine = Engine[Any, Any, Any, Any]


def _load() -> dict[str, AnyEngine]:
    from engines.earthcrumbles import EarthEngine
    from engines.gentoo import GentooEngine
    from engines.giantsnail import GiantSnailEngine
    from engines.grimprospects import GrimProspectsEngine
    from engines.slither import SlitherEngine

    engines: list[AnyEngine] = [
        GentooEngine(),
        GrimProspectsEngine(),
        SlitherEngine(),
        GiantSnailEngine(),
        EarthEngine(),
    ]
    return {engine.key: engine for engine in engines}


ENGINES: dict[str, AnyEngine] = _load()

__all__ = ["ENGINES", "AnyEngine", "Engine", "GameError", "IllegalAction", "LogLine", "Outcome", "Seat"]
