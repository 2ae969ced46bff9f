"""Grim Prospects as the bot hosts it: its engine, its renderer, its own AI players, its guide entries and its
coach's budget."""

from __future__ import annotations

from typing import cast

from bot.ai.agents import Agent, AiKind
from bot.ai.coach import CoachBudget
from bot.catalogue.gamespec import GameSpec
from bot.catalogue.grimprospects.entries import entries
from bot.render import grimprospects as render
from engines import ENGINES
from engines.grimprospects.artificial import ArtificialPlayerAgent

SPEC = GameSpec(
    ENGINES["grimprospects"],
    render.RENDERER,
    agents=(
        AiKind(
            "artificial",
            "Artificial Player",
            "plays by the rulebook's Artificial Player procedure",
            # It plays Grim Prospects states only, which is all its spec ever gives it.
            lambda **_: cast(Agent, ArtificialPlayerAgent()),
        ),
    ),
    guide_entries=entries,
    # Hints search 4,500 iterations: another seed confirmed 84% of their claims at 1,500 (31 claims) and
    # 91% at 4,500 (94 claims in 400 positions), the 90% the coach asks for. Judged decisions keep 800: the
    # budgets that mark mistakes steadily cost a review more than its 20 s (docs/ai.md, "Grim Prospects'
    # budgets").
    coach=CoachBudget(hint=4500),
)
