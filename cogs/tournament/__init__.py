"""Tournaments: ``/tournament-new`` and ``/tournament`` (``commands``), what people do to a tournament and
its sign-up buttons (``desk``, ``components``), its messages (``messages``), and its director, which
conducts every tournament round after round while nobody clicks (``director``)."""

from __future__ import annotations

from discord.ext import commands

from bot.discordside.wiring import wiring_of
from cogs.tournament.commands import TournamentCommands, TournamentNew
from cogs.tournament.desk import TournamentDesk


async def setup(bot: commands.Bot) -> None:
    desk = TournamentDesk(wiring_of(bot))
    await bot.add_cog(desk)
    await bot.add_cog(TournamentCommands(desk))
    await bot.add_cog(TournamentNew(desk))
