"""Learning from the AI (docs/ai.md, "The coach"): ``/game learn`` (a practice game against AIs, with hints
and each new kind of decision explained) and ``/game review`` (a finished game's review: the chart of
everyone's chances, and your own decisions judged). Thin: both hand over to
``bot.discordside.coachclicks``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discordside.commandkit import GameCommands

if TYPE_CHECKING:
    from bot.client import TabletopBot


class Learning(GameCommands):
    game_menus = ("learn",)

    @app_commands.command(
        name="learn", description="Practise a game against AIs, with hints, in a private thread"
    )
    @app_commands.describe(
        game="Which game to practise",
        players="How many play, you included (default: the game's usual table)",
    )
    async def learn(
        self,
        interaction: discord.Interaction[TabletopBot],
        game: app_commands.Choice[str],
        players: app_commands.Range[int, 1, 5] | None = None,
    ) -> None:
        await self.run(interaction, self.host.coach.learn(interaction, game.value, players))

    @app_commands.command(
        name="review", description="A finished game's review: everyone's chances, and your own decisions"
    )
    @app_commands.describe(
        id="The game's id, shown on its final board (default: the last game that ended in this channel)"
    )
    async def review(
        self,
        interaction: discord.Interaction[TabletopBot],
        id: app_commands.Range[str, 1, 32] | None = None,
    ) -> None:
        await self.run(interaction, self.host.coach.show_review(interaction, id, 0))


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(Learning(bot))
