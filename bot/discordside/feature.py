"""``Feature``: the cog at the heart of each Discord feature package (``cogs/<feature>/``).

A feature's cog holds the feature's handlers and, when it loads, registers what the feature brings: its
``/game`` subcommands (``GameSubcommands``, which join the one ``/game`` group) and the receivers of its
components (``bot.discordside.components.Receiver``). When it unloads it takes them away again, so a
feature is loaded, unloaded and reloaded as one package. A receiver reaches its feature's cog through
discord.py's own cog registry (``bot.discordside.components.cog_of``), never through a wiring object.

A feature that works while nobody clicks starts that work in ``ready`` (once, when the gateway is first
ready, or at once if the feature loads later) and stops it in ``cog_unload``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from discord.ext import commands

from bot.discordside.components import Receiver
from bot.discordside.gamegroup import GameSubcommands
from bot.discordside.wiring import Wiring


class Feature(commands.Cog):
    """A feature's cog. ``receivers`` are the components it receives; ``subcommands`` its ``/game``
    subcommands, if it has any."""

    receivers: ClassVar[tuple[type[Receiver[Any]], ...]] = ()

    def __init__(self, wiring: Wiring) -> None:
        self.wiring = wiring
        self.bot: commands.Bot = wiring.client
        self.subcommands: GameSubcommands | None = None
        self._ready = False

    async def cog_load(self) -> None:
        if self.subcommands is not None:
            self.subcommands.attach(self.bot.tree)
        self.bot.add_dynamic_items(*self.receivers)
        if self.bot.is_ready():
            await self._start_when_ready()

    @commands.Cog.listener("on_ready")
    async def _start_when_ready(self) -> None:
        if not self._ready:
            self._ready = True
            await self.ready()

    async def ready(self) -> None:
        """The feature's own background work, started once the gateway is ready (none by default)."""

    async def cog_unload(self) -> None:
        if self.subcommands is not None:
            self.subcommands.detach(self.bot.tree)
        self.bot.remove_dynamic_items(*self.receivers)
