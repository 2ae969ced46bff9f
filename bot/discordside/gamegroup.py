"""The one ``/game`` command that several features share, and what their subcommands have in common.

Players see one ``/game`` command with its subcommands, while each feature package declares its own: a
``GameSubcommands`` (an ``app_commands.Group`` subclass, whose commands discord.py binds to the object
itself, so they reach the feature's handlers through it) whose commands join the tree's ``/game`` group
when the feature loads (``join``) and leave it when it unloads (``leave``), through ``Group.add_command``
and ``Group.remove_command``. The group object of a feature is never synced on its own: it only carries
its commands into ``/game``.

Commands whose ``game`` option lists the games (``game_menus``) get this bot's games as its choices when
they join (tests add a test-only game), set with ``app_commands.choices`` on the command.
"""

from __future__ import annotations

from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands

from bot.i18n import refusal_of
from bot.render.textlimits import CHOICE_NAME, clipped
from bot.session import turnclock
from bot.session.errors import GameNotRunning, SessionNotFound
from bot.session.game import Game
from bot.session.records import SessionStatus

if TYPE_CHECKING:
    from bot.discordside.wiring import Wiring

GROUP_NAME = "game"
GROUP_DESCRIPTION = "Play tabletop games in this channel"
GAME_OPTION = "game"

# A turn clock's menus, the same in every command that sets one.
CLOCK_CHOICES = [app_commands.Choice(name=p.label, value=p.name) for p in turnclock.PRESETS]
TIMEOUT_CHOICES = [
    app_commands.Choice(name=clipped(text, CHOICE_NAME), value=name)
    for name, text in turnclock.TIMEOUTS.items()
]


def game_group(tree: app_commands.CommandTree[Any]) -> app_commands.Group:
    """The tree's ``/game`` group, made the first time a feature asks for it."""
    group = tree.get_command(GROUP_NAME)
    if isinstance(group, app_commands.Group):
        return group
    group = app_commands.Group(name=GROUP_NAME, description=GROUP_DESCRIPTION)
    tree.add_command(group)
    return group


def game_choices(wiring: Wiring) -> list[app_commands.Choice[str]]:
    """The games this bot runs, for a command's ``game`` menu."""
    return [app_commands.Choice(name=spec.title, value=key) for key, spec in sorted(wiring.catalogue.items())]


class GameSubcommands(app_commands.Group):
    """One feature's ``/game`` subcommands. ``game_menus`` names those whose ``game`` option lists the
    games."""

    game_menus: ClassVar[tuple[str, ...]] = ()

    def __init__(self, wiring: Wiring) -> None:
        super().__init__(name=GROUP_NAME, description=GROUP_DESCRIPTION)
        self.wiring = wiring
        self._joined: list[str] = []

    def attach(self, tree: app_commands.CommandTree[Any]) -> None:
        """Move these commands into the tree's ``/game`` group."""
        group = game_group(tree)
        choices = game_choices(self.wiring)
        for command in self.commands:
            self.remove_command(command.name)
            if isinstance(command, app_commands.Command) and command.name in self.game_menus:
                app_commands.choices(**{GAME_OPTION: choices})(command)
            group.add_command(command)
            self._joined.append(command.name)

    def detach(self, tree: app_commands.CommandTree[Any]) -> None:
        group = game_group(tree)
        for name in self._joined:
            command = group.remove_command(name)
            if command is not None:
                self.add_command(command)
        self._joined.clear()

    async def run(self, interaction: discord.Interaction[Any], work: Coroutine[Any, Any, None]) -> None:
        """Run a command's work unless the bot is shutting down (then the user is told so); a failure
        propagates to the command tree's ``on_error`` (``bot.discordside.commandtree``), which answers it
        with a sentence."""
        async with self.wiring.gate.work(interaction) as taking:
            if not taking:  # shutting down: already answered
                work.close()
                return
            await work

    async def game_here(self, interaction: discord.Interaction[Any], *, running: bool = False) -> Game:
        """The lobby or game in the command's channel (``running``: only a game that has started)."""
        return await game_in_channel(self.wiring, interaction.channel_id, running=running)


async def game_in_channel(wiring: Wiring, channel_id: int | None, *, running: bool = False) -> Game:
    """The lobby or game in a channel (``running``: only a game that has started)."""
    session = await wiring.storage.sessions.active_in_channel(channel_id or 0)
    if session is None:
        raise refusal_of(SessionNotFound, "channel-no-game")
    game: Game = await wiring.services.games.load(session.id)
    if running and game.status != SessionStatus.RUNNING:
        raise refusal_of(GameNotRunning, "channel-not-started")
    return game
