"""Slash commands: ``/game new|join|leave|start|status|hand|rules|card|log|abandon|ai``.

Thin: each command finds the session in this channel, calls the session manager or the table, and
answers. Refusals are GameErrors, answered as ephemeral sentences by the table in one place.
"""

from __future__ import annotations

import logging
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import reference
from bot.errors import GameNotRunning, SessionNotFound
from bot.game import Game
from bot.guide import GameGuide
from bot.payloads import jump_url
from bot.storage import SessionStatus
from engines import ENGINES
from engines.base import GameError

if TYPE_CHECKING:
    from bot.client import TabletopBot
    from bot.sessions import SessionManager
    from bot.table import Table

log = logging.getLogger(__name__)
GAME_CHOICES = [app_commands.Choice(name=engine.title, value=key) for key, engine in sorted(ENGINES.items())]


class Games(commands.GroupCog, group_name="game", group_description="Play tabletop games in this channel"):
    def __init__(self, bot: TabletopBot) -> None:
        self.bot = bot
        super().__init__()
        # The game menus list the engines this bot runs (tests add a test-only engine).
        choices: list[app_commands.Choice[str | int | float]] = [
            app_commands.Choice(name=e.title, value=k) for k, e in sorted(bot.engines.items())
        ]
        for command in (self.new, self.rules, self.card):
            command._params["game"].choices = choices

    @property
    def manager(self) -> SessionManager:
        return self.bot.manager

    @property
    def table(self) -> Table:
        return self.bot.table

    async def _game_here(
        self, interaction: discord.Interaction[TabletopBot], *, running: bool = False
    ) -> Game:
        session = await self.manager.active_in_channel(interaction.channel_id or 0)
        if session is None:
            raise SessionNotFound("There is no game in this channel. Start one with /game new.")
        game: Game = await self.manager.load(session.id)
        if running and game.status != SessionStatus.RUNNING:
            raise GameNotRunning("The game in this channel has not started yet.")
        return game

    async def _run(
        self, interaction: discord.Interaction[TabletopBot], coro: Coroutine[Any, Any, None]
    ) -> None:
        """Run a command's work unless the bot is shutting down (then the user is told so); a failure
        propagates to the command tree's ``on_error`` (bot.tree), which answers it with a sentence."""
        async with self.table.work(interaction) as taking:
            if not taking:  # shutting down: already answered
                coro.close()
                return
            await coro

    @app_commands.command(name="new", description="Open a lobby for a new game in this channel")
    @app_commands.describe(game="Which game to play")
    @app_commands.choices(game=GAME_CHOICES)
    async def new(
        self, interaction: discord.Interaction[TabletopBot], game: app_commands.Choice[str]
    ) -> None:
        await self._run(interaction, self.table.open_lobby(interaction, game.value))

    @app_commands.command(name="join", description="Join the lobby in this channel")
    async def join(self, interaction: discord.Interaction[TabletopBot]) -> None:
        await self._run(interaction, self.table.lobby_command(interaction, "join"))

    @app_commands.command(
        name="leave", description="Leave the lobby, or hand your seat in a running game to an AI"
    )
    async def leave(self, interaction: discord.Interaction[TabletopBot]) -> None:
        await self._run(interaction, self.table.lobby_command(interaction, "leave"))

    @app_commands.command(name="start", description="Start the game in this channel (host only)")
    async def start(self, interaction: discord.Interaction[TabletopBot]) -> None:
        await self._run(interaction, self.table.lobby_command(interaction, "start"))

    @app_commands.command(name="status", description="Show the board of the game in this channel")
    async def status(self, interaction: discord.Interaction[TabletopBot]) -> None:
        async def go() -> None:
            game = await self._game_here(interaction)
            if game.state is None:
                await interaction.response.send_message(
                    ephemeral=True, **self.table.lobby.payload(game).send_kwargs()
                )
                return
            payload = await self.table.payloads.board(game, with_choices=False)
            link = jump_url(game.session.guild_id, game.session.channel_id, game.session.board_message_id)
            payload.content = f"The live board: {link}" if link else None
            await interaction.response.send_message(ephemeral=True, **payload.send_kwargs())

        await self._run(interaction, go())

    @app_commands.command(name="hand", description="Show your hand and private choices (only you see it)")
    async def hand(self, interaction: discord.Interaction[TabletopBot]) -> None:
        await self._run(interaction, self.table.peek_in_channel(interaction))

    @app_commands.command(name="rules", description="How to play a game: rules, options and every card")
    @app_commands.describe(
        game="Which game (default: the one in this channel)", page="Open at this page (default: the first)"
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(
        self,
        interaction: discord.Interaction[TabletopBot],
        game: app_commands.Choice[str] | None = None,
        page: app_commands.Range[int, 1, 99] = 1,
    ) -> None:
        async def go() -> None:
            key, session_id = await self._guide_game(interaction, game)
            guide = reference.guide_of(self.bot.games, key)
            options = await reference.options_in_effect(self.manager, session_id)
            embed, view = reference.rules_payload(guide, options, page - 1, session_id)
            await interaction.response.send_message(embed=embed, view=view, ephemeral=True)

        await self._run(interaction, go())

    @app_commands.command(
        name="card", description="Look up a card, tile or ability by name (only you see it)"
    )
    @app_commands.describe(name="Start typing its name", game="Which game (default: the one in this channel)")
    @app_commands.choices(game=GAME_CHOICES)
    async def card(
        self,
        interaction: discord.Interaction[TabletopBot],
        name: app_commands.Range[str, 1, 100],
        game: app_commands.Choice[str] | None = None,
    ) -> None:
        async def go() -> None:
            guides = await self._guides_for(interaction, game.value if game is not None else None)
            guide, entry = reference.lookup(guides, name)
            await interaction.response.send_message(embed=reference.entry_embed(guide, entry), ephemeral=True)

        await self._run(interaction, go())

    @card.autocomplete("name")
    async def card_names(
        self, interaction: discord.Interaction[TabletopBot], current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            chosen = getattr(interaction.namespace, "game", None)
            key = (
                chosen.value if isinstance(chosen, app_commands.Choice) else (str(chosen) if chosen else None)
            )
            return reference.choices_for(await self._guides_for(interaction, key), current)
        except Exception:  # autocomplete cannot show a sentence: no suggestions rather than an error
            log.exception("card autocomplete failed")
            return []

    async def _guide_game(
        self, interaction: discord.Interaction[TabletopBot], game: app_commands.Choice[str] | None
    ) -> tuple[str, str]:
        """The game whose guide to show and the session whose options it shows (or "-")."""
        session = await self.manager.active_in_channel(interaction.channel_id or 0)
        if game is not None:
            here = session is not None and session.game == game.value
            return game.value, session.id if here and session is not None else reference.NO_SESSION
        if session is None:
            raise SessionNotFound(
                "There is no game in this channel: say which game, as in /game rules game:…"
            )
        return session.game, session.id

    async def _guides_for(
        self, interaction: discord.Interaction[TabletopBot], key: str | None
    ) -> list[GameGuide]:
        """The guide of ``key``, else of this channel's game, else of every game."""
        if key is None:
            session = await self.manager.active_in_channel(interaction.channel_id or 0)
            key = session.game if session is not None else None
        games = self.bot.games
        keys = [key] if key is not None and key in games else list(games)
        guides = [g for k in keys if (g := games[k].guide) is not None]
        if not guides:
            raise GameError("There is no guide for that game yet.")
        return guides

    @app_commands.command(name="log", description="The game's recent events (yours included)")
    @app_commands.describe(lines="How many lines (default 20)")
    async def log(
        self, interaction: discord.Interaction[TabletopBot], lines: app_commands.Range[int, 1, 60] = 20
    ) -> None:
        async def go() -> None:
            game = await self._game_here(interaction)
            held = game.session.seats_of(interaction.user.id)
            seat = held[0] if held else None
            entries = await self.manager.log(game.id, seat, limit=lines)
            if not entries:
                await interaction.response.send_message("Nothing has happened yet.", ephemeral=True)
                return
            text = "\n".join(("🔒 " if e.seat is not None else "• ") + game.fill(e.text) for e in entries)
            embed = discord.Embed(title=f"{game.title}: log", description=text[-4000:])
            await interaction.response.send_message(embed=embed, ephemeral=True)

        await self._run(interaction, go())

    @app_commands.command(name="abandon", description="End the game in this channel (host or Manage Server)")
    async def abandon(self, interaction: discord.Interaction[TabletopBot]) -> None:
        async def go() -> None:
            game = await self._game_here(interaction)
            is_admin = bool(interaction.permissions.manage_guild)
            game = await self.manager.abandon(game.id, interaction.user.id, is_admin=is_admin)
            await interaction.response.send_message(f"{game.title}: {game.session.ended_reason}")
            await self.table.update_lobby_message(game)
            await self.table.publisher.close_board(game)

        await self._run(interaction, go())

    @app_commands.command(
        name="ai", description="Hand an absent player's seat to an AI (host or Manage Server)"
    )
    @app_commands.describe(seat="The seat number (1 is the first seat)")
    async def ai(
        self, interaction: discord.Interaction[TabletopBot], seat: app_commands.Range[int, 1, 10]
    ) -> None:
        async def go() -> None:
            game = await self._game_here(interaction, running=True)
            is_admin = bool(interaction.permissions.manage_guild)
            if seat > len(game.session.seats):
                raise GameError(f"There is no seat {seat}; this game has {len(game.session.seats)}.")
            game = await self.manager.replace_with_ai(
                game.id, interaction.user.id, seat - 1, is_admin=is_admin
            )
            await interaction.response.send_message(f"An AI now plays seat {seat} ({game.names[seat - 1]}).")
            self.table.kick_ai(game)

        await self._run(interaction, go())


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(Games(bot))
