"""``/settings``: a person's own notification settings and playing hours (time zone, quiet hours, how
and when they are told it is their turn, reminders, the digest, one DM for all their games), in every
server and in DMs. A top-level command, since the settings belong to the person, not to a game or a
channel; ``bot.discordside.settingspanel`` answers it; docs/multiday.md tells players."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

if TYPE_CHECKING:
    from bot.client import TabletopBot


class Notifications(commands.Cog):
    def __init__(self, bot: TabletopBot) -> None:
        self.bot = bot

    @app_commands.command(
        name="settings",
        description="How the bot tells you about your games, and your quiet hours (only you see it)",
    )
    @app_commands.describe(
        time_zone="Your time zone, such as Europe/Berlin (start typing your city)",
        quiet_hours='No ping and no DM then, your time: "23:00-08:00", or "off"',
        digest_hour="A daily DM of the games waiting for you, at this hour of your day (0-23)",
    )
    async def settings(
        self,
        interaction: discord.Interaction[TabletopBot],
        time_zone: str | None = None,
        quiet_hours: str | None = None,
        digest_hour: int | None = None,
    ) -> None:
        host = self.bot.host
        async with host.gate.work(interaction) as taking:
            if not taking:
                return
            await host.panel.open(
                interaction, time_zone=time_zone, quiet_hours=quiet_hours, digest_hour=digest_hour
            )

    @settings.autocomplete("time_zone")
    async def time_zones(
        self, interaction: discord.Interaction[TabletopBot], current: str
    ) -> list[app_commands.Choice[str]]:
        return self.bot.host.panel.zones(current)


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(Notifications(bot))
