"""The wiring of the Discord side: the parts every feature shares, built once per process
(``build_wiring``), and the work the process does besides answering clicks (``Wiring.resume`` at the start,
``Wiring.watch`` afterwards).

    storage, services  the session pipeline (bot.store, bot.services)
    catalogue          the games this bot hosts (bot.catalogue)
    gate               every interaction's way in: shutdown, refusals (bot.discordside.gate)
    payloads           games as messages (bot.discordside.payloads)
    notifier           who is pinged and DMed, how one person is told (bot.discordside.notifier)
    bursts             what falls due for people, each told in one go (bot.discordside.bursts)
    publications       one publication of a game at a time (bot.discordside.publications)
    boards             a game's board message: posted, edited, refreshed, closed (bot.discordside.boards)
    publisher          showing a game's moves, and repairing boards behind them (bot.discordside.publisher)
    mender, posts      calls to Discord tried again soon; new boards seen on the gateway (mending, ownposts)
    driver             AI seats (bot.services.aidriver)
    timers             deadlines: reminders, timeouts, digests (bot.discordside.timers)
    opener             a planned table opened in its own thread (bot.discordside.tableopener)

A feature package (``cogs/<feature>/``) takes what it needs from here when it loads; nothing here knows
the features. ``TabletopBot.setup_hook`` calls ``build_wiring``.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

from discord.ext import commands

from bot.ai.coach import CoachJobRunner
from bot.catalogue.gamespec import Registry
from bot.config import Settings
from bot.discordside.boards import Boards
from bot.discordside.bursts import Bursts
from bot.discordside.directmessages import DirectMessages
from bot.discordside.gate import Gate
from bot.discordside.mending import Mender
from bot.discordside.notifier import Notifier
from bot.discordside.ownposts import OwnPosts
from bot.discordside.payloads import Payloads
from bot.discordside.publications import Publications
from bot.discordside.publisher import Publisher
from bot.discordside.tableopener import TableOpener
from bot.discordside.timers import Timers
from bot.services import Services
from bot.services.aidriver import AiDriver, Chooser
from bot.store import Storage
from bot.store.deadlines import process_name
from bot.web.links import WebLinks
from bot.workers.decisions import choose_action_id
from engines.base import Seat

log = logging.getLogger(__name__)

WATCH_EVERY = 5.0  # seconds between looks for work another process left (at most)
REPAIR_QUIET = 10.0  # a board behind its game is repaired by any process once the game is this quiet
REPAIR_WITHIN = 600.0  # ...if it changed this recently; older ones are repaired when a process starts


@dataclass(frozen=True)
class Wiring:
    """The shared parts of one running bot process."""

    client: commands.Bot
    catalogue: Registry
    services: Services
    settings: Settings
    clock: Callable[[], float]
    owner: str  # this process, in the claims it makes (AI turns, deadlines, tables)
    links: WebLinks | None  # the web companion's links, when it is on
    coach_jobs: CoachJobRunner | None  # runs the AI coach's hints (None: no hints)
    gate: Gate
    payloads: Payloads
    notifier: Notifier
    bursts: Bursts
    mender: Mender
    posts: OwnPosts
    publications: Publications
    boards: Boards
    publisher: Publisher
    driver: AiDriver
    timers: Timers
    opener: TableOpener

    @property
    def storage(self) -> Storage:
        return self.services.storage

    async def close(self, timeout: float) -> None:
        """Stop taking clicks, let the ones being handled finish (at most ``timeout`` seconds), and stop
        the AI seats. What is not shown by then is shown by the next start (``Publisher.repair``)."""
        await self.gate.close(timeout)
        await self.driver.close()
        await self.mender.close()
        await self.posts.close()

    async def resume(self) -> None:
        """After a start: repair what a crash interrupted, then drive the AI seats that owe a move and
        that no other process plays. Games are read when something happens to them, not at the start
        (two indexed queries here, however many games are stored)."""
        await self.publisher.repair()
        await self.driver.adopt_orphans(older_than=0.0)

    async def watch(self) -> None:
        """Take over what another process left when it died: AI turns whose claim lapsed, and boards
        left behind their game (every few seconds; both are indexed queries)."""
        every = min(WATCH_EVERY, self.settings.claim_seconds / 2)
        while True:
            await asyncio.sleep(every)
            try:
                await self.driver.adopt_orphans(older_than=self.settings.claim_seconds)
                await self.publisher.repair(quiet_for=REPAIR_QUIET, within=REPAIR_WITHIN)
            except Exception:
                log.exception("Looking for work left by another process failed")


def build_wiring(
    client: commands.Bot,
    catalogue: Registry,
    services: Services,
    settings: Settings,
    *,
    chooser: Chooser | None = None,
    clock: Callable[[], float] = time.time,
    links: WebLinks | None = None,
    coach_jobs: CoachJobRunner | None = None,
) -> Wiring:
    """Every shared part, wired. ``chooser`` picks AI moves (default: a search in a worker process);
    ``links`` are the web companion's, when it is on; ``coach_jobs`` runs the AI coach's hints."""
    owner = process_name()

    async def search(engine_key: str, state_json: str, seat: Seat, kind: str) -> str:
        return await choose_action_id(engine_key, state_json, seat, kind, settings.ai_budget_seconds)

    choose = chooser or search
    gate = Gate(client, services.games, services.personal_settings)
    payloads = Payloads(catalogue, links)
    notifier = Notifier(client, services)
    bursts = Bursts(client, services, notifier, owner=owner, claim_seconds=settings.claim_seconds)
    sessions, store = services.games, services.storage.sessions
    mender = Mender()
    posts = OwnPosts()
    publications = Publications(store, mender)
    boards = Boards(client, sessions, store, payloads, publications, mender, posts)
    dms = DirectMessages(client, catalogue, sessions, payloads, mender)
    publisher = Publisher(
        client, catalogue, sessions, store, payloads, notifier, publications, boards, dms, mender
    )
    driver = AiDriver(
        services,
        choose,
        owner=owner,
        pause=settings.ai_pause_seconds,
        on_result=publisher.show_ai_move,
        lease=settings.claim_seconds,
    )
    timers = Timers(
        client,
        services,
        owner=owner,
        choose=choose,
        publish=publisher.show_ai_move,
        after_change=driver.play_if_owed,
        clock=clock,
        notifier=notifier,
        bursts=bursts,
        claim_seconds=settings.claim_seconds,
    )
    opener = TableOpener(
        client,
        catalogue,
        services,
        publisher,
        driver,
        owner=owner,
        clock=clock,
        claim_seconds=settings.claim_seconds,
    )
    return Wiring(
        client=client,
        catalogue=catalogue,
        services=services,
        settings=settings,
        clock=clock,
        owner=owner,
        links=links,
        coach_jobs=coach_jobs,
        gate=gate,
        payloads=payloads,
        notifier=notifier,
        bursts=bursts,
        mender=mender,
        posts=posts,
        publications=publications,
        boards=boards,
        publisher=publisher,
        driver=driver,
        timers=timers,
        opener=opener,
    )


def wiring_of(client: object) -> Wiring:
    """The wiring of the bot a feature is loaded into (``TabletopBot.wiring``, set before any feature
    loads)."""
    wiring = getattr(client, "wiring", None)
    if not isinstance(wiring, Wiring):
        raise RuntimeError("The bot's shared parts are not built yet: features load after them")
    return wiring
