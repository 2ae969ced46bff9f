"""Learning from the AI (docs/ai.md, "The coach"): ``/game learn``, a practice game against AIs, with hints
and each new kind of decision explained. Thin: it hands over to ``cogs.learning.learning``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discordside.gamegroup import GameSubcommands

if TYPE_CHECKING:
    from cogs.learning.learning import Learning


class LearningCommands(GameSubcommands):
    game_menus = ("learn",)

    def __init__(self, learning: Learning) -> None:
        super().__init__(learning.wiring)
        self.cog = learning

    @app_commands.command(
        name="learn", description="Practise a game against AIs, with hints, in a private thread"
    )
    @app_commands.describe(
        game="Which game to practise",
        players="How many play, you included (default: the game's usual table)",
    )
    async def learn(
        self,
        interaction: discord.Interaction[Any],
        game: app_commands.Choice[str],
        players: app_commands.Range[int, 1, 5] | None = None,
    ) -> None:
        await self.run(interaction, self.cog.learn(interaction, game.value, players))
