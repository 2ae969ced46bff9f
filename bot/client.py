"""The Discord client: a ``commands.Bot`` subclass that wires storage, sessions, the table and the cogs.

``setup_hook`` opens the database (running migrations), registers the persistent components once (so
buttons from before a restart keep working), loads the cogs, syncs the slash commands, resumes AI seats
of running games and starts the reminder loop. ``main()`` is ``python -m bot run``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import ui
from bot.ai import agent_names, shutdown_pool
from bot.aidriver import Chooser
from bot.config import Settings, SettingsError, load_settings
from bot.host import Table
from bot.sessions import SessionManager
from bot.storage import Storage
from engines import ENGINES, AnyEngine
from engines.base import GameError

log = logging.getLogger("bot")

COGS = ("cogs.games", "cogs.admin")
REMINDER_INTERVAL = 60.0


def point_at(settings: Settings) -> None:
    """Point discord.py at a REST proxy or a local Discord stand-in (DISCORD_API_BASE_URL and
    DISCORD_GATEWAY_URL); discord.py builds every REST URL from ``Route.BASE`` and opens the gateway at
    ``DiscordWebSocket.DEFAULT_GATEWAY``."""
    import yarl
    from discord.gateway import DiscordWebSocket
    from discord.http import Route

    if settings.discord_api_base_url:
        Route.BASE = settings.discord_api_base_url.rstrip("/")
    if settings.discord_gateway_url:
        DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.discord_gateway_url)


class TabletopBot(commands.Bot):
    def __init__(
        self,
        settings: Settings,
        engines: Mapping[str, AnyEngine] | None = None,
        chooser: Chooser | None = None,
        **client_options: Any,
    ) -> None:
        # Default intents only: slash commands and components need no privileged intent.
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            help_command=None,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            **client_options,
        )
        self.settings = settings
        self.engines: Mapping[str, AnyEngine] = ENGINES if engines is None else engines
        self.chooser = chooser  # how AI seats pick a move; default: search in a worker process
        self.storage: Storage | None = None
        self.manager: SessionManager | None = None
        self.table: Table
        self._reminders: asyncio.Task[None] | None = None

    async def setup_hook(self) -> None:
        settings = self.settings
        settings.database_path.parent.mkdir(parents=True, exist_ok=True)
        self.storage = await Storage.open(settings.database_path)
        kinds = sorted({name for key in self.engines for name in agent_names(key)}, key=_kind_order)
        self.manager = SessionManager(
            self.storage, self.engines, ai_kinds=kinds, reminder_after_hours=settings.reminder_hours
        )
        self.table = Table(self, self.manager, settings, chooser=self.chooser)
        self.add_dynamic_items(*ui.DYNAMIC_ITEMS)
        for cog in COGS:
            await self.load_extension(cog)
        self.tree.on_error = self.on_app_command_error
        if settings.sync_commands:
            if settings.dev_guild_id:
                guild = discord.Object(id=settings.dev_guild_id)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            else:
                await self.tree.sync()
        await self.table.resume()
        self._reminders = asyncio.create_task(self._reminder_loop(), name="reminders")

    async def on_ready(self) -> None:
        log.info(
            "Logged in as %s (%s) in %d servers", self.user, getattr(self.user, "id", "?"), len(self.guilds)
        )

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """Answer clicks that no component of ours will handle (forged or foreign custom ids), so that
        no one ever sees "This interaction failed"."""
        if interaction.type not in (discord.InteractionType.component,):
            return
        data: dict[str, Any] = interaction.data or {}  # type: ignore[assignment]
        custom_id = str(data.get("custom_id", ""))
        on_message = interaction.message is not None and any(
            getattr(child, "custom_id", None) == custom_id
            for row in interaction.message.components
            for child in getattr(row, "children", [row])
        )
        if ui.is_ours(custom_id) and on_message:
            return  # discord.py dispatches it to its DynamicItem
        # A click on a button that is no longer on its message (a double click that arrived after the
        # first one's edit) is ours to judge: usually "That button is from an earlier turn."
        for item_class in ui.DYNAMIC_ITEMS:
            match = item_class.__discord_ui_compiled_template__.fullmatch(custom_id)
            if match is not None:
                try:
                    item = await item_class.from_custom_id(interaction, None, match)  # type: ignore[arg-type]
                    await item.callback(interaction)
                except Exception as exc:
                    if not interaction.response.is_done():
                        await self.table.refuse(interaction, exc)
                return
        await self.table.refuse(interaction, GameError("That button is not one of mine, or it is broken."))

    async def on_app_command_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        cause = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        if isinstance(cause, app_commands.CheckFailure | app_commands.TransformerError):
            cause = GameError(str(cause) or "You can't use that here.")
        await self.table.refuse(interaction, cause)

    async def _reminder_loop(self) -> None:
        await self.wait_until_ready()
        while not self.is_closed():
            try:
                await self.table.send_reminders()
            except Exception:
                log.exception("Reminder loop failed")
            await asyncio.sleep(REMINDER_INTERVAL)

    async def close(self) -> None:
        if self._reminders is not None:
            self._reminders.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reminders
        if getattr(self, "table", None) is not None:
            await self.table.driver.close()
        await super().close()
        if self.storage is not None:
            await self.storage.close()
        shutdown_pool()


def _kind_order(kind: str) -> tuple[int, str]:
    preferred = ["mcts", "greedy", "random"]
    return (preferred.index(kind) if kind in preferred else len(preferred), kind)


def main(argv: list[str] | None = None) -> int:
    """Run the bot until interrupted; a bad setting or a rejected token is one sentence, exit code 2."""
    try:
        settings = load_settings()
    except SettingsError as exc:
        print(f"Cannot start: {exc}", file=sys.stderr)
        return 2
    logging.basicConfig(
        level=getattr(logging, settings.log_level.upper(), logging.INFO),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    point_at(settings)
    bot = TabletopBot(settings)
    try:
        bot.run(settings.discord_token.get_secret_value(), log_handler=None)
    except discord.LoginFailure:
        print(
            "Cannot start: Discord rejected DISCORD_TOKEN. Copy the bot token again from the Developer Portal.",
            file=sys.stderr,
        )
        return 2
    except discord.PrivilegedIntentsRequired:
        print("Cannot start: Discord refused the bot's intents.", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 0
    return 0
