"""Playing: ``/game status`` (the board, privately) and ``/game hand`` (your hand and private choices).
The moves themselves are clicks on the board (``bot.discordside.boardclicks``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discordside.commandkit import GameCommands
from bot.discordside.payloads import jump_url

if TYPE_CHECKING:
    from bot.client import TabletopBot


class Play(GameCommands):
    @app_commands.command(name="status", description="Show the board of the game in this channel")
    async def status(self, interaction: discord.Interaction[TabletopBot]) -> None:
        async def go() -> None:
            game = await self.game_here(interaction)
            if game.state is None:
                await interaction.response.send_message(
                    ephemeral=True, **self.host.lobby.message(game).send_kwargs()
                )
                return
            board = await self.host.payloads.board(
                game, await self.services.storage.sessions.board_facts(game.id), with_choices=False
            )
            link = jump_url(game.session.guild_id, game.session.channel_id, game.session.board_message_id)
            board.content = f"The live board: {link}" if link else None
            await interaction.response.send_message(ephemeral=True, **board.send_kwargs())

        await self.run(interaction, go())

    @app_commands.command(name="hand", description="Show your hand and private choices (only you see it)")
    async def hand(self, interaction: discord.Interaction[TabletopBot]) -> None:
        await self.run(interaction, self.host.board.peek_in_channel(interaction))


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(Play(bot))
