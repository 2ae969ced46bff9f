"""A game's past: ``/game log`` (the narrated log, page by page) and ``/game replay`` (a finished game's
boards, step by step), both answered privately by ``bot.discordside.pastpages``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discordside.commandkit import GameCommands

if TYPE_CHECKING:
    from bot.client import TabletopBot


class Past(GameCommands):
    @app_commands.command(name="log", description="Page through the game's log (your own lines included)")
    @app_commands.describe(
        page="Open at this page (default: the newest)",
        id="A game's id, as in its replay (default: the game in this channel, or the last one here)",
    )
    async def log(
        self,
        interaction: discord.Interaction[TabletopBot],
        page: app_commands.Range[int, 1, 99999] | None = None,
        id: app_commands.Range[str, 1, 32] | None = None,
    ) -> None:
        shown = page - 1 if page is not None else None
        await self.run(interaction, self.host.replays.show_log(interaction, id, shown))

    @app_commands.command(
        name="replay", description="Step through a finished game's boards (only you see it)"
    )
    @app_commands.describe(
        id="The game's id, shown on its final board (default: the last game that ended in this channel)",
        step="Open at this step (default: the start)",
    )
    async def replay(
        self,
        interaction: discord.Interaction[TabletopBot],
        id: app_commands.Range[str, 1, 32] | None = None,
        step: app_commands.Range[int, 1, 999999] = 1,
    ) -> None:
        await self.run(interaction, self.host.replays.show_replay(interaction, id, step - 1))


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(Past(bot))
