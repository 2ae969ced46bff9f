"""Players and their games: ``/game mine`` (every game you are in, everywhere), ``/game digest`` (a daily
DM of the games waiting for you), ``/game stats`` and ``/game leaderboard`` (results and ratings, worded by
``bot.discordside.statsmessages``; docs/ratings.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discordside.commandkit import GameCommands
from bot.discordside.components.boardbuttons import link_view, server_name
from bot.discordside.statsmessages import leaderboard_message, stats_message
from engines import ENGINES

if TYPE_CHECKING:
    from bot.client import TabletopBot

GAME_CHOICES = [app_commands.Choice(name=engine.title, value=key) for key, engine in sorted(ENGINES.items())]
SCOPE_CHOICES = [
    app_commands.Choice(name="This server", value="server"),
    app_commands.Choice(name="Everyone", value="everyone"),
]


class Players(GameCommands):
    game_menus = ("stats", "leaderboard")

    @app_commands.command(
        name="mine", description="Every game you are in, and which wait for you (only you see it)"
    )
    async def mine(self, interaction: discord.Interaction[TabletopBot]) -> None:
        await self.run(interaction, self.host.yours.mine(interaction))

    @app_commands.command(name="digest", description="A daily DM of the games waiting for your move")
    @app_commands.describe(on="True to get it, False to stop it")
    async def digest(self, interaction: discord.Interaction[TabletopBot], on: bool) -> None:
        await self.run(interaction, self.host.yours.digest(interaction, on))

    @app_commands.command(name="stats", description="A player's games, wins and ratings (only you see it)")
    @app_commands.describe(user="Whose (default: yours)", game="Only this game (default: every game)")
    @app_commands.choices(game=GAME_CHOICES)
    async def stats(
        self,
        interaction: discord.Interaction[TabletopBot],
        user: discord.User | None = None,
        game: app_commands.Choice[str] | None = None,
    ) -> None:
        async def go() -> None:
            who = user or interaction.user
            key = game.value if game is not None else None
            record = await self.services.results.player_stats(who.id, interaction.guild_id, key)
            titles = {k: e.title for k, e in self.bot.engines.items()}
            message = stats_message(record, who, titles, key)
            await interaction.response.send_message(ephemeral=True, **message.send_kwargs())

        await self.run(interaction, go())

    @app_commands.command(name="leaderboard", description="A game's top players, by rating or by wins")
    @app_commands.describe(game="Which game", scope="This server's players (default) or everyone's")
    @app_commands.choices(game=GAME_CHOICES, scope=SCOPE_CHOICES)
    async def leaderboard(
        self,
        interaction: discord.Interaction[TabletopBot],
        game: app_commands.Choice[str],
        scope: app_commands.Choice[str] | None = None,
    ) -> None:
        async def go() -> None:
            everyone = interaction.guild_id is None or (scope is not None and scope.value == "everyone")
            board = await self.services.results.leaderboard(
                game.value, None if everyone else interaction.guild_id
            )
            message = leaderboard_message(board, game.name)
            links = self.bot.links
            if links is not None and interaction.guild_id is not None:
                url = await links.server(interaction.guild_id, server_name(interaction))  # None: off here
                message.view = link_view("This server's games", url) if url else None
            await interaction.response.send_message(**message.send_kwargs())

        await self.run(interaction, go())


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(Players(bot))
