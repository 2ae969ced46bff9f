"""Players and their games: ``/game mine`` (every game you are in, everywhere), ``/game digest`` (a daily
DM of the games waiting for you), ``/game stats`` and ``/game leaderboard`` (results and ratings, worded by
``cogs.players.messages``; docs/ratings.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discordside.gamegroup import GameSubcommands
from engines import ENGINES

if TYPE_CHECKING:
    from cogs.players.players import Players

GAME_CHOICES = [app_commands.Choice(name=engine.title, value=key) for key, engine in sorted(ENGINES.items())]
SCOPE_CHOICES = [
    app_commands.Choice(name="This server", value="server"),
    app_commands.Choice(name="Everyone", value="everyone"),
]


class PlayerCommands(GameSubcommands):
    game_menus = ("stats", "leaderboard")

    def __init__(self, players: Players) -> None:
        super().__init__(players.wiring)
        self.cog = players

    @app_commands.command(
        name="mine", description="Every game you are in, and which wait for you (only you see it)"
    )
    async def mine(self, interaction: discord.Interaction[Any]) -> None:
        await self.run(interaction, self.cog.mine(interaction))

    @app_commands.command(name="digest", description="A daily DM of the games waiting for your move")
    @app_commands.describe(on="True to get it, False to stop it")
    async def digest(self, interaction: discord.Interaction[Any], on: bool) -> None:
        await self.run(interaction, self.cog.digest(interaction, on))

    @app_commands.command(name="stats", description="A player's games, wins and ratings (only you see it)")
    @app_commands.describe(user="Whose (default: yours)", game="Only this game (default: every game)")
    @app_commands.choices(game=GAME_CHOICES)
    async def stats(
        self,
        interaction: discord.Interaction[Any],
        user: discord.User | None = None,
        game: app_commands.Choice[str] | None = None,
    ) -> None:
        key = game.value if game is not None else None
        await self.run(interaction, self.cog.stats(interaction, user or interaction.user, key))

    @app_commands.command(name="leaderboard", description="A game's top players, by rating or by wins")
    @app_commands.describe(game="Which game", scope="This server's players (default) or everyone's")
    @app_commands.choices(game=GAME_CHOICES, scope=SCOPE_CHOICES)
    async def leaderboard(
        self,
        interaction: discord.Interaction[Any],
        game: app_commands.Choice[str],
        scope: app_commands.Choice[str] | None = None,
    ) -> None:
        everyone = interaction.guild_id is None or (scope is not None and scope.value == "everyone")
        await self.run(interaction, self.cog.leaderboard(interaction, game.value, game.name, everyone))
