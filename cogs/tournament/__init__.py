"""Tournaments: ``/tournament-new`` and ``/tournament`` (``commands``), what people do to a tournament and
its sign-up buttons (``tournaments``, ``components``), its messages (``messages``), and its director, which
conducts every tournament round after round while nobody clicks (``director``)."""

from __future__ import annotations

from discord.ext import commands

from bot.discordside.wiring import wiring_of
from cogs.tournament.commands import TournamentCommands, TournamentNew
from cogs.tournament.tournaments import Tournaments


async def setup(bot: commands.Bot) -> None:
    tournaments = Tournaments(wiring_of(bot))
    await bot.add_cog(tournaments)
    await bot.add_cog(TournamentCommands(tournaments))
    await bot.add_cog(TournamentNew(tournaments))
