"""The pick-up queue: ``/game queue`` (a place in this server's queue for a game: the player counts and
clock one accepts, and how long one waits) and ``/game unqueue``. Thin: each hands over to
``cogs.queue.queue``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discordside.gamegroup import GameSubcommands
from bot.services.matchmaker import ANY_CLOCK
from bot.session import turnclock
from engines import ENGINES

if TYPE_CHECKING:
    from cogs.queue.queue import Queue

GAME_CHOICES = [app_commands.Choice(name=engine.title, value=key) for key, engine in sorted(ENGINES.items())]
CLOCK_CHOICES = [app_commands.Choice(name="any clock (the default)", value=ANY_CLOCK)] + [
    app_commands.Choice(name=p.label, value=p.name) for p in turnclock.PRESETS
]


class QueueCommands(GameSubcommands):
    game_menus = ("queue", "unqueue")

    def __init__(self, queue: Queue) -> None:
        super().__init__(queue.wiring)
        self.cog = queue

    @app_commands.command(name="queue", description="Wait for a game: it starts as soon as enough people fit")
    @app_commands.describe(
        game="Which game",
        min_players="The fewest players you accept (default: the game's, and never solo)",
        max_players="The most players you accept (default: the game's)",
        clock="The turn clock you accept (default: any)",
        wait="How long you wait, such as 90m, 3h or 2d (default 2 hours, at most 7 days)",
    )
    @app_commands.choices(game=GAME_CHOICES, clock=CLOCK_CHOICES)
    async def queue(
        self,
        interaction: discord.Interaction[Any],
        game: app_commands.Choice[str],
        min_players: app_commands.Range[int, 1, 10] | None = None,
        max_players: app_commands.Range[int, 1, 10] | None = None,
        clock: app_commands.Choice[str] | None = None,
        wait: app_commands.Range[str, 1, 20] | None = None,
    ) -> None:
        await self.run(
            interaction,
            self.cog.queue(
                interaction,
                game.value,
                min_players=min_players,
                max_players=max_players,
                clock=clock.value if clock is not None else ANY_CLOCK,
                wait=wait,
            ),
        )

    @app_commands.command(name="unqueue", description="Leave this server's queue (for one game, or all)")
    @app_commands.describe(game="Which game's queue (default: every one you are in)")
    @app_commands.choices(game=GAME_CHOICES)
    async def unqueue(
        self, interaction: discord.Interaction[Any], game: app_commands.Choice[str] | None = None
    ) -> None:
        await self.run(interaction, self.cog.unqueue(interaction, game.value if game else None))
