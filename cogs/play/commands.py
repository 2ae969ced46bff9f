"""``/game hand``: your hand and private choices, privately. The moves themselves are clicks on the board
and on private views (``cogs.play.playing``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discordside.gamegroup import GameSubcommands

if TYPE_CHECKING:
    from cogs.play.playing import Playing


class PlayCommands(GameSubcommands):
    def __init__(self, playing: Playing) -> None:
        super().__init__(playing.wiring)
        self.cog = playing

    @app_commands.command(name="hand", description="Show your hand and private choices (only you see it)")
    async def hand(self, interaction: discord.Interaction[Any]) -> None:
        await self.run(interaction, self.cog.show_hand_here(interaction))
