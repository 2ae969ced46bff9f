"""Players and their games: ``/game mine``, ``/game digest``, ``/game stats`` and ``/game leaderboard``
(``commands``), answered by ``players`` and worded by ``messages``."""

from __future__ import annotations

from discord.ext import commands

from bot.discordside.wiring import wiring_of
from cogs.players.commands import PlayerCommands
from cogs.players.players import Players


async def setup(bot: commands.Bot) -> None:
    players = Players(wiring_of(bot))
    players.subcommands = PlayerCommands(players)
    await bot.add_cog(players)
