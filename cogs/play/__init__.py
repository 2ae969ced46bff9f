"""Playing a game: its moves, "Take back", "Show my hand" and close-ups clicked on the board and on private
views (``play``), and ``/game hand`` (``commands``)."""

from __future__ import annotations

from discord.ext import commands

from bot.discordside.wiring import wiring_of
from cogs.play.commands import PlayCommands
from cogs.play.play import Play


async def setup(bot: commands.Bot) -> None:
    play = Play(wiring_of(bot))
    play.subcommands = PlayCommands(play)
    await bot.add_cog(play)
