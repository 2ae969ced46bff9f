"""Clocks in games that last days: vacations and pauses (``pauses``), ``/game away``, ``/game return``,
``/game pause`` and ``/game resume`` (``commands``), and "Agree to pause" (``components``). The deadlines
themselves are kept by the shared timers (``bot.discordside.timers``)."""

from __future__ import annotations

from discord.ext import commands

from bot.discordside.wiring import wiring_of
from cogs.clocks.commands import ClockCommands
from cogs.clocks.pauses import Pauses


async def setup(bot: commands.Bot) -> None:
    pauses = Pauses(wiring_of(bot))
    pauses.subcommands = ClockCommands(pauses)
    await bot.add_cog(pauses)
