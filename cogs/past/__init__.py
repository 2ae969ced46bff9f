"""A game's past: ``/game log``, ``/game replay`` and ``/game review`` (``commands``), the log's pages
(``logpages``), the replay's steps (``replaysteps``), a review's pages (``reviewpages``), the components
that turn them (``components``), and their clicks (``past``)."""

from __future__ import annotations

from discord.ext import commands

from bot.discordside.wiring import wiring_of
from cogs.past.commands import PastCommands
from cogs.past.past import Past


async def setup(bot: commands.Bot) -> None:
    past = Past(wiring_of(bot))
    past.subcommands = PastCommands(past)
    await bot.add_cog(past)
