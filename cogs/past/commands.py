"""A game's past: ``/game log`` (the narrated log, page by page), ``/game replay`` (a finished game's
boards, step by step) and ``/game review`` (a finished game's review: everyone's chances, and your own
decisions judged), all answered privately by ``cogs.past.past``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discordside.gamegroup import GameSubcommands

if TYPE_CHECKING:
    from cogs.past.past import Past


class PastCommands(GameSubcommands):
    def __init__(self, past: Past) -> None:
        super().__init__(past.wiring)
        self.cog = past

    @app_commands.command(name="log", description="Page through the game's log (your own lines included)")
    @app_commands.describe(
        page="Open at this page (default: the newest)",
        id="A game's id, as in its replay (default: the game in this channel, or the last one here)",
    )
    async def log(
        self,
        interaction: discord.Interaction[Any],
        page: app_commands.Range[int, 1, 99999] | None = None,
        id: app_commands.Range[str, 1, 32] | None = None,
    ) -> None:
        shown = page - 1 if page is not None else None
        await self.run(interaction, self.cog.show_log(interaction, id, shown))

    @app_commands.command(
        name="replay", description="Step through a finished game's boards (only you see it)"
    )
    @app_commands.describe(
        id="The game's id, shown on its final board (default: the last game that ended in this channel)",
        step="Open at this step (default: the start)",
    )
    async def replay(
        self,
        interaction: discord.Interaction[Any],
        id: app_commands.Range[str, 1, 32] | None = None,
        step: app_commands.Range[int, 1, 999999] = 1,
    ) -> None:
        await self.run(interaction, self.cog.show_replay(interaction, id, step - 1))

    @app_commands.command(
        name="review", description="A finished game's review: everyone's chances, and your own decisions"
    )
    @app_commands.describe(
        id="The game's id, shown on its final board (default: the last game that ended in this channel)"
    )
    async def review(
        self,
        interaction: discord.Interaction[Any],
        id: app_commands.Range[str, 1, 32] | None = None,
    ) -> None:
        await self.run(interaction, self.cog.show_review(interaction, id, 0))
