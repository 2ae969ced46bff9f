"""The rules as players read them: ``/game rules`` and ``/game card`` (``commands``), the guide's pages as
messages (``guidepages``), the components that turn them (``components``) and their clicks (``rules``)."""

from __future__ import annotations

from discord.ext import commands

from bot.discordside.wiring import wiring_of
from cogs.rules.commands import RulesCommands
from cogs.rules.rules import Rules


async def setup(bot: commands.Bot) -> None:
    rules = Rules(wiring_of(bot))
    rules.subcommands = RulesCommands(rules)
    await bot.add_cog(rules)
