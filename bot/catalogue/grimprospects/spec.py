"""Grim Prospects as the bot hosts it: its engine, its renderer, its own AI players and its guide entries."""

from __future__ import annotations

from typing import cast

from bot.ai.agents import Agent, AiKind
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
)
