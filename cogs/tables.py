"""Opening and closing tables: ``/game new`` (a lobby here or in its own thread), ``/game join``, ``/game
leave`` and ``/game start`` (the lobby's own buttons, as commands), ``/game abandon`` and ``/game ai``.

Thin: each command parses what Discord sent and hands it to the lobby's handler
(``bot.discordside.lobbyclicks``) or the lobby service (``bot.services.lobby``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discordside.commandkit import CLOCK_CHOICES, TIMEOUT_CHOICES, GameCommands
from bot.session import turnclock
from engines import ENGINES
from engines.base import GameError

if TYPE_CHECKING:
    from bot.client import TabletopBot

GAME_CHOICES = [app_commands.Choice(name=engine.title, value=key) for key, engine in sorted(ENGINES.items())]


class Tables(GameCommands):
    game_menus = ("new",)

    @app_commands.command(name="new", description="Open a lobby for a new game in this channel")
    @app_commands.describe(
        game="Which game to play",
        clock="Time for each move (default: daily, 24 hours)",
        custom_clock="Any other time for each move, such as 90m, 36h or 2d (1 minute to 14 days)",
        on_timeout="What happens when someone's time runs out (default: an AI makes that move)",
        thread="Open the game in its own new thread of this channel (default: yes, where I may make threads)",
    )
    @app_commands.choices(game=GAME_CHOICES, clock=CLOCK_CHOICES, on_timeout=TIMEOUT_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction[TabletopBot],
        game: app_commands.Choice[str],
        clock: app_commands.Choice[str] | None = None,
        custom_clock: app_commands.Range[str, 1, 20] | None = None,
        on_timeout: app_commands.Choice[str] | None = None,
        thread: bool | None = None,
    ) -> None:
        async def go() -> None:
            seconds, timeout = turnclock.chosen(
                None if clock is None else clock.value,
                custom_clock,
                None if on_timeout is None else on_timeout.value,
            )
            await self.host.lobby_clicks.open_lobby(
                interaction, game.value, clock_seconds=seconds, on_timeout=timeout, thread=thread
            )

        await self.run(interaction, go())

    @app_commands.command(name="join", description="Join the lobby in this channel")
    async def join(self, interaction: discord.Interaction[TabletopBot]) -> None:
        await self.run(interaction, self.host.lobby_clicks.lobby_command(interaction, "join"))

    @app_commands.command(
        name="leave", description="Leave the lobby, or hand your seat in a running game to an AI"
    )
    async def leave(self, interaction: discord.Interaction[TabletopBot]) -> None:
        await self.run(interaction, self.host.lobby_clicks.lobby_command(interaction, "leave"))

    @app_commands.command(name="start", description="Start the game in this channel (host only)")
    async def start(self, interaction: discord.Interaction[TabletopBot]) -> None:
        await self.run(interaction, self.host.lobby_clicks.lobby_command(interaction, "start"))

    @app_commands.command(name="abandon", description="End the game in this channel (host or Manage Server)")
    async def abandon(self, interaction: discord.Interaction[TabletopBot]) -> None:
        async def go() -> None:
            game = await self.game_here(interaction)
            is_admin = bool(interaction.permissions.manage_guild)
            game = await self.services.lobby.abandon(game.id, interaction.user.id, is_admin=is_admin)
            await interaction.response.send_message(f"{game.title}: {game.session.ended_reason}")
            await self.host.lobby_clicks.update_lobby_message(game)
            await self.host.publisher.close_board(game)

        await self.run(interaction, go())

    @app_commands.command(
        name="ai", description="Hand an absent player's seat to an AI (host or Manage Server)"
    )
    @app_commands.describe(seat="The seat number (1 is the first seat)")
    async def ai(
        self, interaction: discord.Interaction[TabletopBot], seat: app_commands.Range[int, 1, 10]
    ) -> None:
        async def go() -> None:
            game = await self.game_here(interaction, running=True)
            is_admin = bool(interaction.permissions.manage_guild)
            if seat > len(game.session.seats):
                raise GameError(f"There is no seat {seat}; this game has {len(game.session.seats)}.")
            game = await self.services.lobby.replace_with_ai(
                game.id, interaction.user.id, seat - 1, is_admin=is_admin
            )
            await interaction.response.send_message(f"An AI now plays seat {seat} ({game.names[seat - 1]}).")
            self.host.driver.kick_if_owed(game)

        await self.run(interaction, go())


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(Tables(bot))
