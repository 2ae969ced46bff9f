"""Organised play when nobody clicks: every tournament conducted round after round, the tables the bot
opens by itself opened (``TableOpener``), and the queue's time limits kept.

``Director.loop`` looks every few seconds, when a game ends (``MoveService.on_finished`` wakes it), and
when a sign-up or a round's deadline falls due; ``tick`` does one look. For each tournament with something
to do (``TournamentStore.needing_attention``) ``conduct``:

- closes its sign-up when its time came (starting it, or cancelling it with too few players);
- past its round's deadline, hands the round's unfinished tables to AIs (``TournamentService.overdue``);
- when the round's last table ended, pairs the next round or finishes (``TournamentService.advance``);
- opens the round's tables, then tells the channel the round is on (once: ``announced_round``);
- edits the standings message when a table ended since it was drawn (``shown_results``), and
  announces the end once (``announced``).

Each of these is guarded in the database, so a crash anywhere in between is repaired by the next look,
which ``repair`` makes for every active tournament at the start; with several processes on PostgreSQL
one conducts a tournament at a time (its lock), and any process may open any table (each table's claim).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable, Sequence

import discord

from bot.catalogue.gamespec import Registry
from bot.database import Busy
from bot.discordside.message import Message
from bot.discordside.publisher import Publisher
from bot.discordside.tableopener import TableOpener
from bot.discordside.tourneymessages import final_message, round_message, signup_message, standings_message
from bot.services import Services
from bot.services.aidriver import AiDriver
from bot.session.game import Game
from bot.session.tourney import PlannedTable, Tourney, TourneyStatus
from bot.web.links import WebLinks

log = logging.getLogger(__name__)

LOOK_EVERY = 5.0  # seconds between looks at most (a deadline, work another process left)
POST_WITHIN = 15.0  # a channel message may wait out the channel's rate limit this long
MAX_STEPS = 6  # rounds one look may move a tournament on (tables that end at once, byes)


class Director:
    def __init__(
        self,
        client: discord.Client,
        games: Registry,
        services: Services,
        opener: TableOpener,
        publisher: Publisher,
        driver: AiDriver,
        *,
        clock: Callable[[], float],
        links: WebLinks | None = None,
    ) -> None:
        self.client = client
        self.games = games
        self.services = services
        self.tournaments = services.tournaments
        self.store = services.storage.tournaments
        self.opener = opener
        self.publisher = publisher
        self.driver = driver
        self.clock = clock
        self.links = links
        self._wake = asyncio.Event()
        self._locks: dict[str, asyncio.Lock] = {}
        self._tasks: set[asyncio.Task[None]] = set()

    def wake(self, *_: object) -> None:
        """Look again now (a game ended, a tournament changed)."""
        self._wake.set()

    async def loop(self) -> None:
        """Repair what a crash left, then look whenever woken, when something falls due, or every few
        seconds."""
        try:
            await self.repair()
        except Exception:
            log.exception("Repairing organised play at the start failed")
        while True:
            self._wake.clear()
            try:
                await self.tick()
            except Exception:
                log.exception("Conducting organised play failed")
            delay = LOOK_EVERY
            with contextlib.suppress(Exception):
                due = await self.store.next_due()
                expiry = await self.services.storage.queues.next_expiry()
                soonest = min((t for t in (due, expiry) if t is not None), default=None)
                if soonest is not None:
                    delay = min(delay, max(0.05, soonest - self.clock()))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), delay)

    async def tick(self) -> None:
        """One look: the tournaments with something to do, the tables left to open, the queue's expiries."""
        for tid in await self.store.needing_attention():
            await self.conduct(tid)
        for table in await self.services.storage.planned.to_open():
            tourney = await self.store.get(table.tournament_id) if table.tournament_id else None
            await self._open(table, tourney)
        for entry in await self.services.queues.expire():
            title = self.games[entry.game].title if entry.game in self.games else entry.game
            text = f"Your wait in the queue for {title} is over: no table filled in time. /game queue again any time."
            await self._dm(entry.user_id, text)

    async def repair(self) -> None:
        """At the start: every active tournament looked at in full (its AI seats too), then a tick."""
        for tid in await self.store.active_ids():
            try:
                games = await self.services.rounds.keep_ai_seats(tid)
                self.show(games)
            except Exception:
                log.exception("Repairing the AI seats of tournament %s failed", tid)
            await self.conduct(tid)
        await self.tick()

    # ---- one tournament ---------------------------------------------------------------------------------

    @contextlib.asynccontextmanager
    async def _conducting(self, tid: str) -> AsyncIterator[bool]:
        lock = self._locks.setdefault(tid, asyncio.Lock())
        async with lock:
            try:
                async with self.store.lock(tid, "conduct"):
                    yield True
            except Busy:
                yield False  # another process conducts it now

    async def conduct(self, tid: str) -> None:
        """Everything a tournament is owed now (see the module's docstring)."""
        try:
            async with self._conducting(tid) as mine:
                if mine:
                    await self._conduct(tid)
        except Exception:
            log.exception("Conducting tournament %s failed", tid)

    async def _conduct(self, tid: str) -> None:
        tourney = await self.tournaments.load(tid)
        if tourney.record.status == TourneyStatus.SIGNUP:
            started = await self.tournaments.close_signup(tid)
            if started is None:
                return
            await self.show_signup(started)
            tourney = started
        for _ in range(MAX_STEPS):
            if tourney.record.status != TourneyStatus.RUNNING:
                break
            self.show(await self.services.rounds.overdue(tid))
            for table in tourney.round_tables(tourney.record.current_round):
                if not table.greeted:
                    await self._open(table, tourney)
            moved = await self.services.rounds.advance(tid)
            tourney = await self.tournaments.load(tid)
            if moved is None:
                break
        await self._announce(tourney)

    async def _announce(self, tourney: Tourney) -> None:
        """The channel's messages for where the tournament stands: the round's start, the standings, the end."""
        record = tourney.record
        number = record.current_round
        tables = tourney.round_tables(number)
        if (
            record.status == TourneyStatus.RUNNING
            and record.announced_round < number
            and all(t.greeted for t in tables)
        ):
            await self._post(
                tourney, round_message(tourney, number, record.guild_id), nonce=f"r{record.id}.{number}"
            )
            await self.store.round_announced(record.id, number)
            tourney = await self.tournaments.load(record.id)
            record = tourney.record
        ended = sum(1 for t in tourney.tables if t.ended)
        over = record.status in (TourneyStatus.FINISHED, TourneyStatus.CANCELLED)
        first = record.standings_message_id is None and record.announced_round >= 1
        if record.current_round and (
            first or ended != record.shown_results or (over and not record.announced)
        ):
            await self.show_standings(tourney)
            await self.store.shown(record.id, ended)
        if over and not record.announced:
            await self.show_signup(tourney)
            await self._post(tourney, final_message(tourney), nonce=f"end{record.id}")
            await self.store.announced(record.id)

    # ---- messages --------------------------------------------------------------------------------------

    def title(self, tourney: Tourney) -> str:
        key = tourney.settings.game
        return self.games[key].title if key in self.games else key

    async def link(self, tourney: Tourney) -> str | None:
        if self.links is None:
            return None
        return await self.links.tournament(tourney.record.guild_id, tourney.id)

    async def show_signup(self, tourney: Tourney) -> None:
        """The sign-up message edited to show the tournament as it is (posted anew if it is gone)."""
        message = signup_message(tourney, self.title(tourney))
        message_id = tourney.record.signup_message_id
        channel = self._channel(tourney)
        if message_id is not None:
            with contextlib.suppress(discord.NotFound):
                await asyncio.wait_for(
                    channel.get_partial_message(message_id).edit(**message.edit_kwargs()), POST_WITHIN
                )
                return
        posted = await asyncio.wait_for(channel.send(**message.send_kwargs()), POST_WITHIN)
        await self.store.set_message(tourney.id, "signup", posted.id)

    async def show_standings(self, tourney: Tourney) -> None:
        """The standings message, edited in place (posted the first time, or anew if it is gone)."""
        message = await standings_message(tourney, self.title(tourney), await self.link(tourney))
        channel = self._channel(tourney)
        message_id = tourney.record.standings_message_id
        if message_id is not None:
            with contextlib.suppress(discord.NotFound):
                await asyncio.wait_for(
                    channel.get_partial_message(message_id).edit(**message.edit_kwargs()), POST_WITHIN
                )
                return
        posted = await asyncio.wait_for(
            channel.send(**message.send_kwargs(), nonce=f"s{tourney.id}.{tourney.record.current_round}"),
            POST_WITHIN,
        )
        await self.store.set_message(tourney.id, "standings", posted.id)

    async def _post(self, tourney: Tourney, message: Message, nonce: str) -> None:
        channel = self._channel(tourney)
        await asyncio.wait_for(channel.send(**message.send_kwargs(), nonce=nonce[:25]), POST_WITHIN)

    def _channel(self, tourney: Tourney) -> discord.PartialMessageable:
        return self.client.get_partial_messageable(
            tourney.record.channel_id, guild_id=tourney.record.guild_id
        )

    async def _dm(self, user_id: int, text: str) -> None:
        try:
            user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
            await asyncio.wait_for(user.send(text), POST_WITHIN)
        except (discord.HTTPException, TimeoutError) as exc:
            log.info("Could not DM %s: %s", user_id, exc)

    # ---- tables and their games ------------------------------------------------------------------------

    async def _open(self, table: PlannedTable, tourney: Tourney | None) -> Game | None:
        return await self.opener.open(table, tourney)

    async def open_pickup(self, table: PlannedTable) -> Game | None:
        """A pick-up game the queue just made: opened at once."""
        return await self._open(table, None)

    def show(self, games: Sequence[Game]) -> None:
        """Games an AI now plays seats of: their boards say so, and the AI takes its turn."""
        for game in games:
            task = asyncio.create_task(self.publisher.refresh_board(game), name=f"refresh:{game.id}")
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
            self.driver.kick_if_owed(game)
