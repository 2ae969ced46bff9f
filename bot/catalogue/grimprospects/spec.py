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
    # Another seed confirmed 5 of 6 hints' claims at 1,500 iterations and 3 of 4 at 3,000, under the 90% the
    # coach asks for (docs/ai.md, "Honest numbers"): its hints show their choices and never name a best one.
    coach=CoachBudget(claims=False),
)
