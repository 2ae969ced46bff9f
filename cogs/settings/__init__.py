"""A person's own settings: ``/settings`` and its private panel (``settingspanel``), whose menus are
``components``'."""

from __future__ import annotations

from discord.ext import commands

from bot.discordside.wiring import wiring_of
from cogs.settings.settingspanel import SettingsPanel


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(SettingsPanel(wiring_of(bot)))
