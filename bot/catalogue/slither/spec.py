"""SLITHER as the bot hosts it: its engine, its renderer and its guide entries."""

from __future__ import annotations

from bot.catalogue.gamespec import GameSpec
from bot.catalogue.slither.entries import entries
from bot.render import slither as render
from engines import ENGINES

# The strong AI's search starts each move from 8 visits of the heuristic's one-move rating
# (MctsAgent.prior_visits): without it a short frog search is weaker than the greedy frog's own reasoning,
# and equal searches gave the snake 62-75% (docs/balance.md).
SPEC = GameSpec(ENGINES["slither"], render.RENDERER, guide_entries=entries, search_prior=8)
