"""The table's ``/game`` subcommands: ``/game new`` (a lobby here or in its own thread), ``/game join``,
``/game leave`` and ``/game start`` (the lobby's own buttons, as commands), ``/game status``, ``/game
abandon`` and ``/game ai``.

Thin: each command parses what Discord sent and hands it to the tables' cog (``cogs.tables.tables``) or
the lobby service (``bot.services.lobby``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discordside.gamegroup import CLOCK_CHOICES, TIMEOUT_CHOICES, GameSubcommands
from bot.discordside.payloads import jump_url
from bot.i18n import Speaker, refused
from bot.session import turnclock
from bot.session.records import SessionStatus
from cogs.tables.components import LobbyButton
from engines import ENGINES

if TYPE_CHECKING:
    from cogs.tables.tables import Tables

# The games at definition; the games this bot runs replace them when the commands join /game.
GAME_CHOICES = [app_commands.Choice(name=engine.title, value=key) for key, engine in sorted(ENGINES.items())]


class TableCommands(GameSubcommands):
    game_menus = ("new",)

    def __init__(self, tables: Tables) -> None:
        super().__init__(tables.wiring)
        self.cog = tables

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
        interaction: discord.Interaction[Any],
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
            await self.cog.open_lobby(
                interaction, game.value, clock_seconds=seconds, on_timeout=timeout, thread=thread
            )

        await self.run(interaction, go())

    @app_commands.command(name="join", description="Join the lobby in this channel")
    async def join(self, interaction: discord.Interaction[Any]) -> None:
        await self.run(interaction, self.cog.lobby_command(interaction, LobbyButton.JOIN))

    @app_commands.command(
        name="leave", description="Leave the lobby, or hand your seat in a running game to an AI"
    )
    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        await self.run(interaction, self.cog.lobby_command(interaction, LobbyButton.LEAVE))

    @app_commands.command(name="start", description="Start the game in this channel (host only)")
    async def start(self, interaction: discord.Interaction[Any]) -> None:
        await self.run(interaction, self.cog.lobby_command(interaction, LobbyButton.START))

    @app_commands.command(name="abandon", description="End the game in this channel (host or Manage Server)")
    async def abandon(self, interaction: discord.Interaction[Any]) -> None:
        async def go() -> None:
            game = await self.game_here(interaction)
            is_admin = bool(interaction.permissions.manage_guild)
            game = await self.wiring.services.lobby.abandon(game.id, interaction.user.id, is_admin=is_admin)
            say = Speaker(game.session.table_language)
            reason = say.either(game.session.ended_reason or "", game.session.ended_words)
            await interaction.response.send_message(say("table-abandoned", game=game.title, reason=reason))
            await self.cog.update_lobby_message(game)
            await self.wiring.boards.close(game)

        await self.run(interaction, go())

    @app_commands.command(
        name="ai", description="Hand an absent player's seat to an AI (host or Manage Server)"
    )
    @app_commands.describe(seat="The seat number (1 is the first seat)")
    async def ai(self, interaction: discord.Interaction[Any], seat: app_commands.Range[int, 1, 10]) -> None:
        async def go() -> None:
            game = await self.game_here(interaction, running=True)
            is_admin = bool(interaction.permissions.manage_guild)
            if seat > len(game.session.seats):
                raise refused("channel-no-seat", seat=seat, seats=len(game.session.seats))
            game = await self.wiring.services.lobby.replace_with_ai(
                game.id, interaction.user.id, seat - 1, is_admin=is_admin
            )
            say = Speaker(game.session.table_language)  # in the channel, for everyone
            await interaction.response.send_message(
                say("channel-ai-plays", seat=seat, name=game.names[seat - 1])
            )
            if game.status == SessionStatus.RUNNING:
                self.wiring.driver.kick_if_owed(game)
            else:  # that was the last person's seat: the game is over
                await self.cog.tell_ended(interaction, game)

        await self.run(interaction, go())

    @app_commands.command(name="status", description="Show the board of the game in this channel")
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        async def go() -> None:
            game = await self.game_here(interaction)
            if game.state is None:
                await interaction.response.send_message(
                    ephemeral=True, **self.cog.lobby.message(game).send_kwargs()
                )
                return
            facts = await self.wiring.storage.sessions.board_facts(game.id)
            board = await self.wiring.payloads.board(game, facts, with_choices=False)
            link = jump_url(game.session.guild_id, game.session.channel_id, game.session.board_message_id)
            say = Speaker(await self.wiring.gate.language(interaction))  # only the reader sees it
            board.content = say("channel-live-board", link=link) if link else None
            await interaction.response.send_message(ephemeral=True, **board.send_kwargs())

        await self.run(interaction, go())
