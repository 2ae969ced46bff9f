"""Slash commands: ``/game new|join|leave|start|status|hand|rules|card|log|replay|abandon|ai``, and
``/game stats|leaderboard``.

Thin: each command finds the session in this channel, calls a service (bot.services) or a part of the
host (bot.host: the table, the publisher, pauses...), and answers. Refusals are GameErrors, answered as
ephemeral sentences by the table in one place.
"""

from __future__ import annotations

import logging
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.catalogue.guide import GameGuide
from bot.discordside import components, rulespages
from bot.discordside.payloads import jump_url
from bot.discordside.statsmessages import leaderboard_message, stats_message
from bot.session import turnclock
from bot.session.errors import GameNotRunning, SessionNotFound
from bot.session.game import Game
from bot.session.records import SessionStatus
from engines import ENGINES
from engines.base import GameError

if TYPE_CHECKING:
    from bot.client import TabletopBot
    from bot.discordside.gate import Table
    from bot.host import Host
    from bot.services import Services

log = logging.getLogger(__name__)
GAME_CHOICES = [app_commands.Choice(name=engine.title, value=key) for key, engine in sorted(ENGINES.items())]
CLOCK_CHOICES = [app_commands.Choice(name=p.label, value=p.name) for p in turnclock.PRESETS]
TIMEOUT_CHOICES = [
    app_commands.Choice(name=text[:100], value=name) for name, text in turnclock.TIMEOUTS.items()
]
SCOPE_CHOICES = [
    app_commands.Choice(name="This server", value="server"),
    app_commands.Choice(name="Everyone", value="everyone"),
]


class Games(commands.GroupCog, group_name="game", group_description="Play tabletop games in this channel"):
    def __init__(self, bot: TabletopBot) -> None:
        self.bot = bot
        super().__init__()
        # The game menus list the engines this bot runs (tests add a test-only engine).
        choices: list[app_commands.Choice[str | int | float]] = [
            app_commands.Choice(name=e.title, value=k) for k, e in sorted(bot.engines.items())
        ]
        for command in (self.new, self.rules, self.card, self.stats, self.leaderboard):
            command._params["game"].choices = choices

    @property
    def services(self) -> Services:
        return self.bot.services

    @property
    def host(self) -> Host:
        return self.bot.host

    @property
    def table(self) -> Table:
        return self.bot.host.table

    async def _game_here(
        self, interaction: discord.Interaction[TabletopBot], *, running: bool = False
    ) -> Game:
        session = await self.services.storage.sessions.active_in_channel(interaction.channel_id or 0)
        if session is None:
            raise SessionNotFound("There is no game in this channel. Start one with /game new.")
        game: Game = await self.services.sessions.load(session.id)
        if running and game.status != SessionStatus.RUNNING:
            raise GameNotRunning("The game in this channel has not started yet.")
        return game

    async def _run(
        self, interaction: discord.Interaction[TabletopBot], coro: Coroutine[Any, Any, None]
    ) -> None:
        """Run a command's work unless the bot is shutting down (then the user is told so); a failure
        propagates to the command tree's ``on_error`` (bot.discordside.commandtree), which answers it with a sentence."""
        async with self.table.work(interaction) as taking:
            if not taking:  # shutting down: already answered
                coro.close()
                return
            await coro

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
            seconds: int | None
            if custom_clock is not None:
                seconds = turnclock.parse_duration(custom_clock)
            else:
                seconds = turnclock.preset(
                    clock.value if clock is not None else turnclock.DEFAULT_PRESET
                ).seconds
            timeout = on_timeout.value if on_timeout is not None else turnclock.DEFAULT_TIMEOUT
            if timeout not in turnclock.TIMEOUTS:
                raise GameError("That is not something a timeout can do.")
            await self.table.open_lobby(
                interaction, game.value, clock_seconds=seconds, on_timeout=timeout, thread=thread
            )

        await self._run(interaction, go())

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
                    ephemeral=True, **self.host.lobby.message(game).send_kwargs()
                )
                return
            board = await self.host.payloads.board(
                game, await self.services.storage.sessions.board_facts(game.id), with_choices=False
            )
            link = jump_url(game.session.guild_id, game.session.channel_id, game.session.board_message_id)
            board.content = f"The live board: {link}" if link else None
            await interaction.response.send_message(ephemeral=True, **board.send_kwargs())

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
            guide = rulespages.guide_of(self.bot.games, key)
            options = await rulespages.options_in_effect(self.services.sessions, session_id)
            message = rulespages.rules_message(guide, options, page - 1, session_id)
            await interaction.response.send_message(ephemeral=True, **message.send_kwargs())

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
            guide, entry = rulespages.lookup(guides, name)
            await interaction.response.send_message(
                ephemeral=True, **rulespages.entry_message(guide, entry).send_kwargs()
            )

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
            return rulespages.choices_for(await self._guides_for(interaction, key), current)
        except Exception:  # autocomplete cannot show a sentence: no suggestions rather than an error
            log.exception("card autocomplete failed")
            return []

    async def _guide_game(
        self, interaction: discord.Interaction[TabletopBot], game: app_commands.Choice[str] | None
    ) -> tuple[str, str]:
        """The game whose guide to show and the session whose options it shows (or "-")."""
        session = await self.services.storage.sessions.active_in_channel(interaction.channel_id or 0)
        if game is not None:
            here = session is not None and session.game == game.value
            return game.value, session.id if here and session is not None else rulespages.NO_SESSION
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
            session = await self.services.storage.sessions.active_in_channel(interaction.channel_id or 0)
            key = session.game if session is not None else None
        games = self.bot.games
        keys = [key] if key is not None and key in games else list(games)
        guides = [g for k in keys if (g := games[k].guide) is not None]
        if not guides:
            raise GameError("There is no guide for that game yet.")
        return guides

    @app_commands.command(name="log", description="Page through the game's log (your own lines included)")
    @app_commands.describe(
        page="Open at this page (default: the newest)",
        id="A game's id, as in its replay (default: the game in this channel, or the last one here)",
    )
    async def log(
        self,
        interaction: discord.Interaction[TabletopBot],
        page: app_commands.Range[int, 1, 99999] | None = None,
        id: app_commands.Range[str, 1, 32] | None = None,
    ) -> None:
        shown = page - 1 if page is not None else None
        await self._run(interaction, self.table.show_log(interaction, id, shown))

    @app_commands.command(
        name="replay", description="Step through a finished game's boards (only you see it)"
    )
    @app_commands.describe(
        id="The game's id, shown on its final board (default: the last game that ended in this channel)",
        step="Open at this step (default: the start)",
    )
    async def replay(
        self,
        interaction: discord.Interaction[TabletopBot],
        id: app_commands.Range[str, 1, 32] | None = None,
        step: app_commands.Range[int, 1, 999999] = 1,
    ) -> None:
        await self._run(interaction, self.table.show_replay(interaction, id, step - 1))

    @app_commands.command(name="abandon", description="End the game in this channel (host or Manage Server)")
    async def abandon(self, interaction: discord.Interaction[TabletopBot]) -> None:
        async def go() -> None:
            game = await self._game_here(interaction)
            is_admin = bool(interaction.permissions.manage_guild)
            game = await self.services.lobby.abandon(game.id, interaction.user.id, is_admin=is_admin)
            await interaction.response.send_message(f"{game.title}: {game.session.ended_reason}")
            await self.table.update_lobby_message(game)
            await self.host.publisher.close_board(game)

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
            game = await self.services.lobby.replace_with_ai(
                game.id, interaction.user.id, seat - 1, is_admin=is_admin
            )
            await interaction.response.send_message(f"An AI now plays seat {seat} ({game.names[seat - 1]}).")
            self.host.driver.kick_if_owed(game)

        await self._run(interaction, go())

    # ---- games that last days (bot.discordside.pauses, bot.discordside.yourgames) ---------------------------------------------------

    @app_commands.command(name="away", description="Go on vacation: pause your clocks in all your games")
    @app_commands.describe(days="How many days (at most 14 in any 30)")
    async def away(
        self, interaction: discord.Interaction[TabletopBot], days: app_commands.Range[int, 1, 14]
    ) -> None:
        await self._run(interaction, self.host.pauses.away(interaction, days))

    @app_commands.command(
        name="return", description="Back from a vacation, or take your seat back from the AI playing it"
    )
    async def return_(self, interaction: discord.Interaction[TabletopBot]) -> None:
        await self._run(interaction, self.host.pauses.come_back(interaction))

    @app_commands.command(
        name="pause", description="Pause the game's clocks, if the other players agree (host)"
    )
    async def pause(self, interaction: discord.Interaction[TabletopBot]) -> None:
        async def go() -> None:
            await self.host.pauses.pause(interaction, await self._game_here(interaction, running=True))

        await self._run(interaction, go())

    @app_commands.command(name="resume", description="Start the clocks of a paused game again (host)")
    async def resume(self, interaction: discord.Interaction[TabletopBot]) -> None:
        async def go() -> None:
            await self.host.pauses.resume(interaction, await self._game_here(interaction, running=True))

        await self._run(interaction, go())

    @app_commands.command(
        name="mine", description="Every game you are in, and which wait for you (only you see it)"
    )
    async def mine(self, interaction: discord.Interaction[TabletopBot]) -> None:
        await self._run(interaction, self.host.yours.mine(interaction))

    @app_commands.command(name="digest", description="A daily DM of the games waiting for your move")
    @app_commands.describe(on="True to get it, False to stop it")
    async def digest(self, interaction: discord.Interaction[TabletopBot], on: bool) -> None:
        await self._run(interaction, self.host.yours.digest(interaction, on))

    # ---- results and ratings (bot.discordside.statsmessages words them; docs/ratings.md) ---------------------------

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

        await self._run(interaction, go())

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
                url = await links.server(
                    interaction.guild_id, components.server_name(interaction)
                )  # None: off here
                message.view = components.link_view("This server's games", url) if url else None
            await interaction.response.send_message(**message.send_kwargs())

        await self._run(interaction, go())


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(Games(bot))
