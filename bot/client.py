"""The Discord client: a ``commands.Bot`` subclass that opens storage, builds the services and the shared
Discord parts (``bot.discordside.wiring``), and loads the feature packages (``cogs.FEATURES``).

``setup_hook`` opens the database (running migrations) and wires the shared parts (``wire``), loads the
features (each registers its commands and the receivers of its components, so buttons from before a
restart keep working), syncs the slash commands, repairs games whose board fell behind (the bot died
mid-publication), resumes AI seats of running games and starts the deadline, watch, health and review
loops (a finished game's review, computed once in the background by whichever process claims it;
docs/ai.md, "The coach"). With TABLETOP_WEB_URL set it also hands out the web companion's links,
and serves the companion on this loop, on a database connection of its own (``bot.web``), unless
TABLETOP_WEB_BIND is ``off``. ``main()`` is ``python -m bot run``.

Shutting down (SIGTERM, SIGINT, or ``close()``): new clicks and commands get a sentence instead of being
taken, the web companion stops (its open streams end at once), the ones being handled finish, the AI seats
stop and their worker processes end, the features unload (their background work stops), then the gateway
and the database close; the process exits 0 within ``SHUTDOWN_GRACE`` plus a second or two.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import importlib
import json
import logging
import math
import os
import signal
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import discord
from discord.ext import commands

from bot.ai.coach import CoachJobRunner
from bot.catalogue.gamespec import Registry
from bot.catalogue.registry import GAMES
from bot.config import Settings, SettingsError, load_settings
from bot.database.probe import database_problem
from bot.discordside.commandtree import TabletopTree
from bot.discordside.commandwords import CommandWords
from bot.discordside.components import Receiver
from bot.discordside.feature import Feature
from bot.discordside.mending import wire_trace
from bot.discordside.wiring import Wiring, build_wiring
from bot.i18n import catalogues, refusal_of
from bot.render import heap
from bot.render.lettering import BIDI
from bot.services import Services, build_services
from bot.services.aidriver import Chooser
from bot.store import Storage
from bot.waiting import stop
from bot.web.links import Signer, Switches, WebLinks, signing_key
from bot.workers.jobrunners import WorkerJobRunner
from bot.workers.pool import shutdown_pool
from cogs import FEATURES
from engines import AnyEngine
from engines.base import GameError

if TYPE_CHECKING:  # the web companion's code (aiohttp's server, Jinja2) loads only where it is on
    from bot.web.app import WebCompanion

log = logging.getLogger("bot")

HEALTH_INTERVAL = 15.0  # how often the health file is written while the gateway is connected
HEALTHY_WITHIN = 90.0  # `python -m bot health` fails when the gateway was last seen longer ago
SHUTDOWN_GRACE = 3.0  # seconds the interactions being handled get to finish on shutdown


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


class _Tabletop(commands.bot.BotBase, discord.Client):
    """The bot, on one gateway connection (``TabletopBot``) or on several shards (``ShardedTabletopBot``)."""

    def __init__(
        self,
        settings: Settings,
        catalogue: Registry | None = None,
        chooser: Chooser | None = None,
        clock: Callable[[], float] = time.time,
        coach_jobs: CoachJobRunner | None = None,
        **client_options: Any,
    ) -> None:
        # Default intents only: slash commands and components need no privileged intent.
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            help_command=None,
            tree_cls=TabletopTree,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            # Which request is out to Discord, since when: a call that gets no answer is given up on (mending).
            http_trace=wire_trace(),
            **client_options,
        )
        self.settings = settings
        self.catalogue: Registry = GAMES if catalogue is None else catalogue
        self.engines: Mapping[str, AnyEngine] = self.catalogue.engines
        self.chooser = chooser  # how AI seats pick a move; default: search in a worker process
        self.clock = clock  # what time it is, for turn clocks (tests move it by hand)
        # The coach's jobs, for hints and reviews (default: in the AI workers).
        self.coach_jobs: CoachJobRunner = coach_jobs or WorkerJobRunner()
        # Set in setup_hook, before any event can arrive.
        self.storage: Storage
        self.services: Services
        self.wiring: Wiring
        self._reminders: asyncio.Task[None] | None = None
        self._reviews: asyncio.Task[None] | None = None
        self._watch: asyncio.Task[None] | None = None
        self._health: asyncio.Task[None] | None = None
        self._shutting_down = False
        self.links: WebLinks | None = None  # the web companion's links, when TABLETOP_WEB_URL is set
        self.web: WebCompanion | None = None  # the companion this process serves, if it serves one

    async def setup_hook(self) -> None:
        settings = self.settings
        # What the pictures leave to the C allocator goes back once the drawing stops (bot.render.heap).
        heap.after_drawing.watch(asyncio.get_running_loop())
        await self.wire()
        # The gateway tells of a board the moment Discord made it (bot.discordside.ownposts).
        self.add_listener(self.wiring.posts.seen, "on_message")
        for feature in FEATURES:
            await self.load_feature(feature)
        if settings.sync_commands and (settings.shard_ids is None or 0 in settings.shard_ids):
            # One process syncs the commands: the one with shard 0 (every process would do the same).
            if settings.dev_guild_id:
                guild = discord.Object(id=settings.dev_guild_id)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            else:
                await self.tree.sync()
        await self.wiring.resume()
        if settings.web is not None and settings.web.bind is not None:
            # Its own connection to the database: a page never waits behind a click's transaction. And
            # its streams' work waits while clicks are being handled: on this loop, the players come first.
            from bot.web.app import WebCompanion

            self.web = await WebCompanion.open(
                settings.web, settings.database_path, self.catalogue, players=self.wiring.gate.quiet
            )
            try:
                await self.web.start()
            except OSError as exc:  # the games matter more than their pages: play on without them
                log.error("The web companion cannot serve on %s:%s: %s", *settings.web.bind, exc)
                await self.web.stop()
                self.web = None
        self._reminders = asyncio.create_task(self._timer_loop(), name="deadlines")
        self._watch = asyncio.create_task(self.wiring.watch(), name="orphans")
        self._health = asyncio.create_task(self._health_loop(), name="health")
        if self.services.reviewer is not None:  # reviews of finished games, in the background
            self._reviews = asyncio.create_task(self.services.reviewer.run(), name="reviews")

    async def wire(self) -> None:
        """Open the database and build the services and the shared Discord parts the features load on."""
        settings = self.settings
        if not BIDI:
            log.warning(
                "Pillow cannot lay out right-to-left text on this machine (its libraqm needs FriBiDi: "
                "apt-get install libfribidi0): names in Hebrew or Arabic script are drawn letter by letter."
            )
        if isinstance(settings.database_path, Path):
            settings.database_path.parent.mkdir(parents=True, exist_ok=True)
        self.storage = await Storage.open(settings.database_path, clock=self.clock)
        kinds = ai_kinds(
            {kind.name for spec in self.catalogue.values() for kind in spec.ai_kinds}, settings.ai_agent
        )
        self.services = build_services(
            self.storage,
            self.engines,
            ai_kinds=kinds,
            reminder_after_hours=settings.reminder_hours,
            coach_jobs=self.coach_jobs,
        )
        if settings.web is not None:
            key = await signing_key(settings.web, self.storage)
            self.links = WebLinks(
                settings.web.url,
                Signer(key),
                Switches(self.storage.web.guild),
                keep_name=self.storage.web.name,
            )
        self.wiring = build_wiring(
            cast(commands.Bot, self),  # a Bot or an AutoShardedBot: BotBase and a Client either way
            self.catalogue,
            self.services,
            settings,
            chooser=self.chooser,
            clock=self.clock,
            links=self.links,
            coach_jobs=self.coach_jobs,
        )
        # The commands' descriptions and choices in every language we ship (Discord shows each person theirs).
        await self.tree.set_translator(CommandWords(catalogues()))

    async def on_ready(self) -> None:
        log.info(
            "Logged in as %s (%s) in %d servers", self.user, getattr(self.user, "id", "?"), len(self.guilds)
        )

    async def load_feature(self, name: str) -> None:
        """Load a feature package (``cogs.FEATURES``): its ``setup`` adds its cogs, which register their
        commands and receivers. Not as a discord.py extension: unloading one drops its package's modules
        from ``sys.modules``, so a second bot in the same process (the tests run many) would get new
        classes for the same features while older references kept the first."""
        module = importlib.import_module(name)
        await module.setup(self)

    async def unload_feature(self, name: str) -> None:
        """Take a feature's cogs away again (each takes away its commands and receivers)."""
        for cog_name, cog in list(self.cogs.items()):
            if type(cog).__module__.startswith(f"{name}."):
                await self.remove_cog(cog_name)
                # discord.py takes a group cog's group off the tree by the cog's name, not the group's.
                group = cog.app_command if isinstance(cog, commands.GroupCog) else None
                if group is not None:
                    self.tree.remove_command(group.name)

    def receivers(self) -> list[type[Receiver[Any]]]:
        """The receivers of every loaded feature's components."""
        return [r for cog in self.cogs.values() if isinstance(cog, Feature) for r in cog.receivers]

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """Answer clicks that no receiver of ours will be handed by discord.py (forged or foreign custom
        ids, and clicks on a component no longer on its message), so that no one ever sees "This
        interaction failed"."""
        if interaction.type is not discord.InteractionType.component:
            return
        data: dict[str, Any] = interaction.data or {}  # type: ignore[assignment]
        custom_id = str(data.get("custom_id", ""))
        on_message = interaction.message is not None and any(
            getattr(child, "custom_id", None) == custom_id
            for row in interaction.message.components
            for child in getattr(row, "children", [row])
        )
        for receiver_class in self.receivers():
            receiver = receiver_class.off_message(custom_id)
            if receiver is None:
                continue
            if not on_message:
                # A click on a component that is no longer on its message (a double click that arrived
                # after the first one's edit) is ours to judge: usually "That button is from an earlier
                # turn." discord.py hands only clicks on what the message shows to their receiver.
                await receiver.callback(interaction)
            return
        await self.wiring.gate.refuse(interaction, refusal_of(GameError, "refusal-not-my-button"))

    async def _timer_loop(self) -> None:
        """Reminders, timeouts and digests (bot.discordside.timers), from the moment the gateway is ready: the
        deadlines that passed while the bot was down are handled first, in order."""
        await self.wait_until_ready()
        await self.wiring.timers.loop()

    async def _health_loop(self) -> None:
        """Write the health file (see ``health_check``) while the gateway is connected."""
        path = self.settings.health_file
        while not self.is_closed():
            connected = self.is_ready() and self._gateway_open()
            if connected:
                write_health(path, gateway_seen=time.time(), latency=self.latency)
            # Until the first write, look every second: a health check right after the start should pass.
            await asyncio.sleep(HEALTH_INTERVAL if connected else 1.0)

    async def close(self) -> None:
        """Shut down cleanly; safe to call more than once (discord.py calls it too)."""
        if self._shutting_down:
            await super().close()
            return
        self._shutting_down = True
        if self.web is not None:
            await self.web.stop()
        if getattr(self, "wiring", None) is not None:
            await self.wiring.close(timeout=SHUTDOWN_GRACE)
        for feature in FEATURES:  # their background work stops
            await self.unload_feature(feature)
        for task in (self._reminders, self._watch, self._health, self._reviews):
            await stop(task)
        shutdown_pool(wait=False)
        await super().close()
        if hasattr(self, "storage"):  # not if the login failed before setup_hook
            await self.storage.close()
        with contextlib.suppress(OSError):
            self.settings.health_file.unlink()

    def _gateway_open(self) -> bool:
        ws = self.ws
        return ws is not None and ws.open


class TabletopBot(_Tabletop, commands.Bot):
    """One process on one gateway connection: what a bot in fewer than 2,500 servers needs."""


class ShardedTabletopBot(_Tabletop, commands.AutoShardedBot):
    """The shards ``TABLETOP_SHARD_IDS`` of ``TABLETOP_SHARD_COUNT`` (docs/scaling.md); other processes
    run the others, on the same PostgreSQL database."""

    def __init__(self, settings: Settings, **kwargs: Any) -> None:
        kwargs.setdefault("shard_count", settings.shard_count)
        kwargs.setdefault("shard_ids", list(settings.shard_ids) if settings.shard_ids is not None else None)
        super().__init__(settings, **kwargs)

    def _gateway_open(self) -> bool:
        return bool(self.shards) and all(not shard.is_closed() for shard in self.shards.values())


def make_bot(settings: Settings, **kwargs: Any) -> TabletopBot | ShardedTabletopBot:
    """The bot these settings ask for: sharded when TABLETOP_SHARD_COUNT is set."""
    if settings.shard_count is not None:
        return ShardedTabletopBot(settings, **kwargs)
    return TabletopBot(settings, **kwargs)


def write_health(path: Path, *, gateway_seen: float, latency: float) -> None:
    record = {
        "pid": os.getpid(),
        "gateway_seen": gateway_seen,
        "latency": latency if math.isfinite(latency) else None,
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    temporary.write_text(json.dumps(record))
    temporary.replace(path)


def health_check(database: Path | str, health_record: Path, now: float | None = None) -> tuple[bool, str]:
    """Whether the bot on this database is healthy: the database answers a query, and the running bot saw
    its gateway connection within ``HEALTHY_WITHIN`` seconds. Returns (healthy, one sentence)."""
    now = time.time() if now is None else now
    problem = database_problem(database)
    if problem is not None:
        return False, problem
    try:
        record = json.loads(health_record.read_text())
        seen = float(record["gateway_seen"])
    except (OSError, ValueError, KeyError, TypeError):
        return False, "The bot has not connected to Discord yet (no health record)."
    age = now - seen
    if age > HEALTHY_WITHIN:
        return False, f"The bot last saw its Discord connection {age:.0f} seconds ago."
    return True, f"Healthy: database answers, Discord connection seen {max(age, 0):.0f} seconds ago."


def ai_kinds(available: set[str], default: str) -> list[str]:
    """The AI kinds in the order the lobby offers them; the first is the one an AI seat plays when none
    was chosen (``/game ai``): ``default`` (TABLETOP_AI_AGENT) if this bot has it, else the strongest."""
    preferred = ["mcts", "greedy", "random"]
    if default not in available:
        log.warning(
            "TABLETOP_AI_AGENT=%s is not an AI this bot has (%s)", default, ", ".join(sorted(available))
        )
    return sorted(
        available,
        key=lambda kind: (
            kind != default,
            preferred.index(kind) if kind in preferred else len(preferred),
            kind,
        ),
    )


def main(argv: list[str] | None = None) -> int:
    """Run the bot until SIGTERM or SIGINT; a bad setting or a rejected token is one sentence, exit code 2."""
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
    bot = make_bot(settings)
    # What is loaded by now (the code, the catalogues' index, the bot) lives as long as the process: out of
    # the garbage collector's sight, a full collection no longer walks its 86,000 objects, a pause of the
    # event loop of 35-51 ms on a busy 2-core machine (docs/performance.md, "Garbage collection").
    gc.freeze()
    try:
        return asyncio.run(serve(bot, settings.discord_token.get_secret_value()))
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


async def serve(bot: TabletopBot | ShardedTabletopBot, token: str) -> int:
    """Run ``bot`` until it stops or a SIGTERM / SIGINT arrives, then shut it down cleanly."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # no signal handlers on Windows
            loop.add_signal_handler(signum, stop.set)
    async with bot:
        running = asyncio.create_task(bot.start(token), name="bot")
        stopping = asyncio.create_task(stop.wait(), name="signals")
        await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if stopping.done():
            log.info("Stopping: finishing what is in flight")
            await bot.close()
        else:
            stopping.cancel()
        await running  # raises LoginFailure and the like
    log.info("Stopped")
    return 0
