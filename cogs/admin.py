"""Server-admin commands: ``/tabletop games`` lists this server's lobbies and running games with links.

Needs Manage Server: the ``/tabletop`` group is synced with ``default_member_permissions`` set to it, so
Discord shows the command only to members who have it (a server may change that in its Integrations
settings). Discord reads default permissions on top-level commands only; on a subcommand they are ignored,
which is why the decorators sit on the group (the cog), not on ``games``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.message import Message
from bot.payloads import jump_url

if TYPE_CHECKING:
    from bot.client import TabletopBot


SHOWN = 30  # games listed by /tabletop games (an embed's description holds about that many lines)


@app_commands.default_permissions(manage_guild=True)
@app_commands.guild_only()
class Admin(commands.GroupCog, group_name="tabletop", group_description="Tabletop Host administration"):
    def __init__(self, bot: TabletopBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="games", description="List this server's lobbies and running games")
    async def games(self, interaction: discord.Interaction[TabletopBot]) -> None:
        if interaction.guild_id is None:
            await interaction.response.send_message(
                "This lists a server's games: use it in a server.", ephemeral=True
            )
            return
        mine = await self.bot.storage.sessions.active_in_guild(interaction.guild_id, limit=SHOWN + 1)
        if not mine:
            await interaction.response.send_message("No games are open in this server.", ephemeral=True)
            return
        lines = []
        for s in mine[:SHOWN]:
            title = self.bot.games[s.game].title if s.game in self.bot.games else s.game
            link = jump_url(s.guild_id, s.channel_id, s.board_message_id or s.lobby_message_id)
            where = f"[<#{s.channel_id}>]({link})" if link else f"<#{s.channel_id}>"
            players = ", ".join(seat.name for seat in s.seats) or "no one yet"
            lines.append(f"**{title}** ({s.status.value}) in {where}: {players}")
        if len(mine) > SHOWN:
            lines.append(f"…and more: the {SHOWN} oldest are shown.")
        embed = discord.Embed(title="Games in this server", description="\n".join(lines)[:4000])
        await interaction.response.send_message(ephemeral=True, **Message(embeds=[embed]).send_kwargs())


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(Admin(bot))
