"""The registered player guides, for the guide tests (tests/test_guides.py checks what every guide
passes; each ``tests/test_<game>_guide.py`` what its own guide holds)."""

from __future__ import annotations

from bot.catalogue.guide import GameGuide
from bot.catalogue.registry import guide_for


def guide(key: str) -> GameGuide:
    """The guide the registry serves for ``key`` (from ``data/<game>/guide.toml``); fails if it has none."""
    found = guide_for(key)
    assert found is not None, f"{key} has no data/{key}/guide.toml"
    return found
