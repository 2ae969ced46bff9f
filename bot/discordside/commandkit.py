"""What the feature cogs (``cogs/``) share: the one ``/game`` group their commands join, running a
command's work through the gate, and finding the game in the command's channel.

Each feature is a cog of its own (RoboDanny's way: one cog per feature, thin commands), yet players see
one ``/game`` command with its subcommands, as before. discord.py gives a ``GroupCog`` a group of its own,
so the cogs here are plain cogs whose commands join the group the bot's tree holds (``game_group``) when
the cog loads, and leave it when it unloads.
"""

from __future__ import annotations

from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.session import turnclock
from bot.session.errors import GameNotRunning, SessionNotFound
from bot.session.game import Game
from bot.session.records import SessionStatus

if TYPE_CHECKING:
    from bot.client import TabletopBot
    from bot.host import Host
    from bot.services import Services

GROUP_NAME = "game"
GROUP_DESCRIPTION = "Play tabletop games in this channel"


def game_group(tree: app_commands.CommandTree[Any]) -> app_commands.Group:
    """The tree's ``/game`` group, made the first time a cog asks for it."""
    group = tree.get_command(GROUP_NAME)
    if isinstance(group, app_commands.Group):
        return group
    group = app_commands.Group(name=GROUP_NAME, description=GROUP_DESCRIPTION)
    tree.add_command(group)
    return group


# A turn clock's menus, the same in every command that sets one.
CLOCK_CHOICES = [app_commands.Choice(name=p.label, value=p.name) for p in turnclock.PRESETS]
TIMEOUT_CHOICES = [
    app_commands.Choice(name=text[:100], value=name) for name, text in turnclock.TIMEOUTS.items()
]


def game_choices(bot: TabletopBot) -> list[app_commands.Choice[str | int | float]]:
    """The games this bot runs, for a command's ``game`` menu (tests add a test-only game)."""
    return [app_commands.Choice(name=e.title, value=k) for k, e in sorted(bot.engines.items())]


class GameCommands(commands.Cog):
    """A cog whose slash commands are ``/game`` subcommands. ``game_menus`` names the commands whose
    ``game`` option lists the games this bot runs."""

    game_menus: ClassVar[tuple[str, ...]] = ()

    def __init__(self, bot: TabletopBot) -> None:
        self.bot = bot
        self._joined: list[str] = []

    async def cog_load(self) -> None:
        group = game_group(self.bot.tree)
        choices = game_choices(self.bot)
        for command in self.__cog_app_commands__:
            if isinstance(command, app_commands.Command) and command.name in self.game_menus:
                command._params["game"].choices = choices
            group.add_command(command)
            self._joined.append(command.name)
        # The group holds them now: discord.py must not add them to the tree as commands of their own.
        self.__cog_app_commands__ = []

    async def cog_unload(self) -> None:
        group = game_group(self.bot.tree)
        for name in self._joined:
            group.remove_command(name)
        self._joined.clear()

    @property
    def services(self) -> Services:
        return self.bot.services

    @property
    def host(self) -> Host:
        return self.bot.host

    async def run(
        self, interaction: discord.Interaction[TabletopBot], work: Coroutine[Any, Any, None]
    ) -> None:
        """Run a command's work unless the bot is shutting down (then the user is told so); a failure
        propagates to the command tree's ``on_error`` (``bot.discordside.commandtree``), which answers it
        with a sentence."""
        async with self.host.gate.work(interaction) as taking:
            if not taking:  # shutting down: already answered
                work.close()
                return
            await work

    async def game_here(
        self, interaction: discord.Interaction[TabletopBot], *, running: bool = False
    ) -> Game:
        """The lobby or game in the command's channel (``running``: only a game that has started)."""
        session = await self.services.storage.sessions.active_in_channel(interaction.channel_id or 0)
        if session is None:
            raise SessionNotFound("There is no game in this channel. Start one with /game new.")
        game: Game = await self.services.sessions.load(session.id)
        if running and game.status != SessionStatus.RUNNING:
            raise GameNotRunning("The game in this channel has not started yet.")
        return game
