"""Tables: lobbies opened (here or in their own thread), joined, set up and started, the first board, and
rematches (``tables``); the lobby's message (``lobbymessage``), its components (``components``) and what
each of its actions does (``lobbyactions``); the table's ``/game`` subcommands (``commands``)."""

from __future__ import annotations

from discord.ext import commands

from bot.discordside.wiring import wiring_of
from cogs.tables.commands import TableCommands
from cogs.tables.tables import Tables


async def setup(bot: commands.Bot) -> None:
    tables = Tables(wiring_of(bot))
    tables.subcommands = TableCommands(tables)
    await bot.add_cog(tables)
