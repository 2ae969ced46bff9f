"""Clocks and vacations in games that last days: ``/game away`` and ``/game return`` (a vacation pauses a
person's clocks in all their games), ``/game pause`` and ``/game resume`` (one game's clocks, with every
player's agreement). ``bot.discordside.pauses`` answers them; docs/multiday.md tells players."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discordside.commandkit import GameCommands

if TYPE_CHECKING:
    from bot.client import TabletopBot


class Timekeeping(GameCommands):
    @app_commands.command(name="away", description="Go on vacation: pause your clocks in all your games")
    @app_commands.describe(days="How many days (at most 14 in any 30)")
    async def away(
        self, interaction: discord.Interaction[TabletopBot], days: app_commands.Range[int, 1, 14]
    ) -> None:
        await self.run(interaction, self.host.pauses.away(interaction, days))

    @app_commands.command(
        name="return", description="Back from a vacation, or take your seat back from the AI playing it"
    )
    async def return_(self, interaction: discord.Interaction[TabletopBot]) -> None:
        await self.run(interaction, self.host.pauses.come_back(interaction))

    @app_commands.command(
        name="pause", description="Pause the game's clocks, if the other players agree (host)"
    )
    async def pause(self, interaction: discord.Interaction[TabletopBot]) -> None:
        async def go() -> None:
            await self.host.pauses.pause(interaction, await self.game_here(interaction, running=True))

        await self.run(interaction, go())

    @app_commands.command(name="resume", description="Start the clocks of a paused game again (host)")
    async def resume(self, interaction: discord.Interaction[TabletopBot]) -> None:
        async def go() -> None:
            await self.host.pauses.resume(interaction, await self.game_here(interaction, running=True))

        await self.run(interaction, go())


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(Timekeeping(bot))
