"""The games this bot hosts, one line each: ``GAMES``. Nothing outside a game's own files names a game: the
lobby, the terminal, the AI workers and ``/game rules`` all ask the registry.

Adding a game: ``engines/<game>/`` (and its line in ``engines.ENGINES``), ``data/<game>/``,
``bot/render/<game>/``, ``bot/catalogue/<game>/`` (its ``SPEC`` and guide entries), its tests, and one
line below (docs/architecture.md, "Adding a game").
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.catalogue.earthcrumbles.spec import SPEC as EARTHCRUMBLES
from bot.catalogue.gamespec import GameSpec, Registry
from bot.catalogue.gentoo.spec import SPEC as GENTOO
from bot.catalogue.giantsnail.spec import SPEC as GIANTSNAIL
from bot.catalogue.grimprospects.spec import SPEC as GRIMPROSPECTS
from bot.catalogue.guide import GameGuide
from bot.catalogue.slither.spec import SPEC as SLITHER
from bot.i18n import SOURCE
from engines.base import GameError

GAMES = Registry(
    [
        GENTOO,
        GRIMPROSPECTS,
        SLITHER,
        GIANTSNAIL,
        EARTHCRUMBLES,
    ]
)


def guide_for(key: str, games: Mapping[str, GameSpec] = GAMES, language: str = SOURCE) -> GameGuide | None:
    """The player guide of game ``key`` in ``games`` in ``language`` (else English), or None."""
    spec = games.get(key)
    return spec.guide_in(language) if spec is not None else None


def spec_of(key: str, games: Mapping[str, GameSpec] = GAMES) -> GameSpec:
    spec = games.get(key)
    if spec is None:
        raise GameError(f"There is no game called {key!r}.")
    return spec
