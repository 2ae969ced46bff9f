"""The wiring: every part of the bot built once, each given what it needs (``build_host``), and the work a
running process does besides answering clicks (``Host.resume`` at start, ``Host.watch`` afterwards).

    storage       the stores (bot.store)
    services      the session pipeline (bot.services)
    gate          every interaction's way in: shutdown, refusals (bot.discordside.gate)
    payloads      games as messages (bot.discordside.payloads)
    publisher     showing changes (bot.discordside.publisher)
    driver        AI seats (bot.services.aidriver)
    timers        deadlines (bot.discordside.timers)
    board         clicks on boards and private views (bot.discordside.boardclicks)
    lobby         lobby messages (bot.discordside.lobbymessage)
    lobby_clicks  lobbies opened and clicked, the first board (bot.discordside.lobbyclicks)
    rules         /game rules pages (bot.discordside.rulespages)
    replays       /game log and /game replay (bot.discordside.pastpages)
    pauses        vacations and pauses (bot.discordside.pauses)
    yours         /game mine and the digest (bot.discordside.yourgames)
    notifier      who is pinged and DMed, what waits for quiet hours to end (bot.discordside.notifier)
    panel         /settings, each person's own (bot.discordside.settingspanel)
    director      organised play when nobody clicks: tournaments' rounds, tables opened (bot.discordside.director)
    tourneys      /tournament and the sign-up buttons (bot.discordside.tourneyclicks)
    queue_clicks  /game queue and /game unqueue (bot.discordside.queueclicks)
    coach         hints, reviews, practice games and their lessons (bot.discordside.coachclicks)

Nothing here decides anything about a game; ``TabletopBot.setup_hook`` calls ``build_host``.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

import discord

from bot.ai.coach import CoachJobRunner
from bot.catalogue.gamespec import Registry
from bot.config import Settings
from bot.discordside.boardclicks import BoardClicks
from bot.discordside.coachclicks import CoachClicks
from bot.discordside.director import Director
from bot.discordside.gate import Gate
from bot.discordside.lobbyclicks import LobbyClicks
from bot.discordside.lobbymessage import LobbyMessage
from bot.discordside.notifier import Notifier
from bot.discordside.pastpages import Replays
from bot.discordside.pauses import Pauses
from bot.discordside.payloads import Payloads
from bot.discordside.publisher import Publisher
from bot.discordside.queueclicks import QueueClicks
from bot.discordside.reviewpages import ReviewPages
from bot.discordside.rulespages import RulesPages
from bot.discordside.settingspanel import SettingsPanel
from bot.discordside.tableopener import TableOpener
from bot.discordside.timers import Timers
from bot.discordside.tourneyclicks import TourneyClicks
from bot.discordside.yourgames import YourGames
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
class Host:
    """The parts of one running bot process."""

    storage: Storage
    services: Services
    gate: Gate
    payloads: Payloads
    publisher: Publisher
    driver: AiDriver
    timers: Timers
    board: BoardClicks
    lobby: LobbyMessage
    lobby_clicks: LobbyClicks
    rules: RulesPages
    replays: Replays
    pauses: Pauses
    yours: YourGames
    notifier: Notifier
    panel: SettingsPanel
    director: Director
    tourneys: TourneyClicks
    queue_clicks: QueueClicks
    settings: Settings
    coach: CoachClicks

    async def close(self, timeout: float) -> None:
        """Stop taking clicks, let the ones being handled finish (at most ``timeout`` seconds), and stop
        the AI seats. What is not shown by then is shown by the next start (``Publisher.repair``)."""
        await self.gate.close(timeout)
        await self.driver.close()
        await self.publisher.mender.close()
        await self.publisher.posts.close()

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


def build_host(
    client: discord.Client,
    games: Registry,
    services: Services,
    settings: Settings,
    *,
    chooser: Chooser | None = None,
    clock: Callable[[], float] = time.time,
    links: WebLinks | None = None,
    coach_jobs: CoachJobRunner | None = None,
) -> Host:
    """Every part, wired. ``chooser`` picks AI moves (default: a search in a worker process); ``links`` are
    the web companion's, when it is on; ``coach_jobs`` runs the AI coach's hints (None: no hints)."""
    storage = services.storage
    owner = process_name()  # this process, in the claims it makes (AI turns, deadlines)

    async def search(engine_key: str, state_json: str, seat: Seat, kind: str) -> str:
        return await choose_action_id(engine_key, state_json, seat, kind, settings.ai_budget_seconds)

    choose = chooser or search
    gate = Gate(client, services.sessions)
    payloads = Payloads(games, links)
    notifier = Notifier(client, services, owner=owner, claim_seconds=settings.claim_seconds)
    publisher = Publisher(client, games, services.sessions, storage.sessions, payloads, notifier)
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
        claim_seconds=settings.claim_seconds,
    )
    lobby = LobbyMessage(
        games, services.sessions, services.lobby, services.lobby_settings, services.assistance
    )
    lobby_clicks = LobbyClicks(gate, games, services, lobby, publisher, driver)
    opener = TableOpener(
        client, games, services, lobby_clicks, owner=owner, clock=clock, claim_seconds=settings.claim_seconds
    )
    director = Director(client, games, services, opener, publisher, driver, clock=clock, links=links)
    services.moves.on_finished.append(director.wake)  # a table ended: its tournament may move on
    replays = Replays(gate, games, services.sessions, storage, payloads)
    coaching = CoachClicks(
        gate,
        games,
        services,
        publisher,
        driver,
        replays,
        ReviewPages(games, services.sessions, storage, payloads),
        coach_jobs,
    )
    publisher.after_shown.append(coaching.after_shown)
    return Host(
        storage=storage,
        services=services,
        gate=gate,
        payloads=payloads,
        publisher=publisher,
        driver=driver,
        timers=timers,
        board=BoardClicks(gate, services, payloads, publisher, driver),
        lobby=lobby,
        lobby_clicks=lobby_clicks,
        rules=RulesPages(gate, games, services.sessions),
        replays=replays,
        pauses=Pauses(gate, services.sessions, services.clocks, storage.people, publisher, timers),
        yours=YourGames(services.sessions, storage),
        notifier=notifier,
        panel=SettingsPanel(gate, services.personal),
        director=director,
        tourneys=TourneyClicks(gate, services, director),
        queue_clicks=QueueClicks(games, services, director),
        settings=settings,
        coach=coaching,
    )
