"""Gentoo Rules as the bot hosts it: its engine, its renderer and its guide entries."""

from __future__ import annotations

from bot.catalogue.gamespec import GameSpec
from bot.catalogue.gentoo.entries import entries
from bot.render import gentoo as render
from engines import ENGINES

# Rollouts of 8: at the same time per decision they won 63% of 60 games against rollouts of 4 (docs/ai.md).
SPEC = GameSpec(ENGINES["gentoo"], render.RENDERER, guide_entries=entries, rollout_depth=8)
