"""As The Earth Crumbles as the bot hosts it: its engine, its renderer and its guide entries."""

from __future__ import annotations

from bot.catalogue.earthcrumbles.entries import entries
from bot.catalogue.gamespec import GameSpec
from bot.render import earthcrumbles as render
from engines import ENGINES

SPEC = GameSpec(ENGINES["earthcrumbles"], render.RENDERER, guide_entries=entries)
