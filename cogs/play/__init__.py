"""Playing a game: its moves, "Take back", "Show my hand" and close-ups clicked on the board and on private
views (``playing``), and ``/game hand`` (``commands``)."""

from __future__ import annotations

from discord.ext import commands

from bot.discordside.wiring import wiring_of
from cogs.play.commands import PlayCommands
from cogs.play.playing import Playing


async def setup(bot: commands.Bot) -> None:
    playing = Playing(wiring_of(bot))
    playing.subcommands = PlayCommands(playing)
    await bot.add_cog(playing)
