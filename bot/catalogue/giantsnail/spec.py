"""Giant Snail Will Not Prevail! as the bot hosts it: its engine, its renderer and its guide entries."""

from __future__ import annotations

from bot.catalogue.gamespec import GameSpec
from bot.catalogue.giantsnail.entries import entries
from bot.render import giantsnail as render
from engines import ENGINES

SPEC = GameSpec(ENGINES["giantsnail"], render.RENDERER, guide_entries=entries)
