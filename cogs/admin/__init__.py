"""Server administration: ``/tabletop games`` and ``/tabletop web on|off`` (``admin``)."""

from __future__ import annotations

from discord.ext import commands

from bot.discordside.wiring import wiring_of
from cogs.admin.admin import Admin


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Admin(wiring_of(bot)))
