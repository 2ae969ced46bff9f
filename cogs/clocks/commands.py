"""Clocks and vacations in games that last days: ``/game away`` and ``/game return`` (a vacation pauses a
person's clocks in all their games), ``/game pause`` and ``/game resume`` (one game's clocks, with every
player's agreement). ``cogs.clocks.pauses`` answers them; docs/multiday.md tells players."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discordside.gamegroup import GameSubcommands

if TYPE_CHECKING:
    from cogs.clocks.pauses import Pauses


class ClockCommands(GameSubcommands):
    def __init__(self, pauses: Pauses) -> None:
        super().__init__(pauses.wiring)
        self.cog = pauses

    @app_commands.command(name="away", description="Go on vacation: pause your clocks in all your games")
    @app_commands.describe(days="How many days (at most 14 in any 30)")
    async def away(self, interaction: discord.Interaction[Any], days: app_commands.Range[int, 1, 14]) -> None:
        await self.run(interaction, self.cog.away(interaction, days))

    @app_commands.command(
        name="return", description="Back from a vacation, or take your seat back from the AI playing it"
    )
    async def return_(self, interaction: discord.Interaction[Any]) -> None:
        await self.run(interaction, self.cog.come_back(interaction))

    @app_commands.command(
        name="pause", description="Pause the game's clocks, if the other players agree (host)"
    )
    async def pause(self, interaction: discord.Interaction[Any]) -> None:
        async def go() -> None:
            await self.cog.pause(interaction, await self.game_here(interaction, running=True))

        await self.run(interaction, go())

    @app_commands.command(name="resume", description="Start the clocks of a paused game again (host)")
    async def resume(self, interaction: discord.Interaction[Any]) -> None:
        async def go() -> None:
            await self.cog.resume(interaction, await self.game_here(interaction, running=True))

        await self.run(interaction, go())
