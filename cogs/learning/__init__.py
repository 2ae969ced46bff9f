"""Learning from the AI coach: "Hint", practice games and their lessons (``learning``), the hint as a
message (``messages``), and ``/game learn`` (``commands``)."""

from __future__ import annotations

from discord.ext import commands

from bot.discordside.wiring import wiring_of
from cogs.learning.commands import LearningCommands
from cogs.learning.learning import Learning


async def setup(bot: commands.Bot) -> None:
    learning = Learning(wiring_of(bot))
    learning.subcommands = LearningCommands(learning)
    await bot.add_cog(learning)
