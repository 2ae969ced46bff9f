"""``Director``: tournaments when nobody clicks: every tournament conducted round after round, and its
tables opened (``TableOpener``).

It looks (a ``Watchman``) every few seconds, when a game ends (``MoveService.on_finished`` wakes it), and
when a sign-up or a round's deadline falls due; ``tick`` does one look. For each tournament with something
to do (``ConductStore.needing_attention``) ``conduct``:

- closes its sign-up when its time came (starting it, or cancelling it with too few players);
- past its round's deadline, hands the round's unfinished tables to AIs (``TournamentRounds.overdue``);
- when the round's last table ended, pairs the next round or finishes (``TournamentRounds.advance``);
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
from collections.abc import AsyncIterator, Sequence

import discord

from bot.database import Busy
from bot.discordside.message import Message
from bot.discordside.watchman import Watchman
from bot.discordside.wiring import Wiring
from bot.i18n import Speaker
from bot.services.registrations import TABLE_CANCELLED
from bot.session.game import Game
from bot.session.organisedplay import PlannedTable, Tournament, TournamentStatus, Withdrawal
from bot.waiting import at_most
from cogs.tournament.messages import (
    absent_dm,
    absent_sentence,
    final_message,
    round_message,
    signup_message,
    spoken,
    standings_message,
)
from engines.phrasing import Words

log = logging.getLogger(__name__)

LOOK_EVERY = 5.0  # seconds between looks at most (a deadline, work another process left)
POST_WITHIN = 15.0  # a channel message may wait out the channel's rate limit this long
MAX_STEPS = 6  # rounds one look may move a tournament on (tables that end at once, byes)


class Director:
    def __init__(self, wiring: Wiring) -> None:
        self.client = wiring.client
        self.catalogue = wiring.catalogue
        self.services = wiring.services
        self.registrations = wiring.services.registrations
        self.store = wiring.storage.conduct  # what the director watches
        self.tournament_store = wiring.storage.tournaments
        self.tables = wiring.storage.planned
        self.opener = wiring.opener
        self.boards = wiring.boards
        self.driver = wiring.driver
        self.links = wiring.links
        self.clock = wiring.clock
        self.watch = Watchman(
            "conducting tournaments", self.tick, self.store.next_due, wiring.clock, LOOK_EVERY
        )
        self._locks: dict[str, asyncio.Lock] = {}
        self._tasks: set[asyncio.Task[None]] = set()

    def wake(self, *_: object) -> None:
        """Look again now (a game ended, a tournament changed)."""
        self.watch.wake()

    async def tick(self) -> None:
        """One look: the tournaments with something to do, and their tables left to open."""
        for tid in await self.store.needing_attention():
            await self.conduct(tid)
        for table in await self.services.storage.planned.to_open():
            if table.tournament_id is not None:
                tournament = await self.tournament_store.get(table.tournament_id)
                if tournament is not None and self._time_has_come(tournament, table.round):
                    await self._open(table, tournament)

    async def repair(self) -> None:
        """At the start: every active tournament looked at in full (its AI seats too), then a tick."""
        for tid in await self.store.active_ids():
            try:
                games = await self.services.tournament_rounds.keep_ai_seats(tid)
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
                async with self.store.lock(tid):
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
        tournament = await self.registrations.load(tid)
        if tournament.record.status == TournamentStatus.SIGNUP:
            started = await self.registrations.close_signup(tid)
            if started is None:
                return
            await self.show_signup(started)
            tournament = started
        await self._tell_the_absent(tournament)
        waited_for = tournament.record.next_round_at
        for _ in range(MAX_STEPS):
            if tournament.record.status != TournamentStatus.RUNNING:
                break
            self.show(await self.services.tournament_rounds.overdue(tid))
            current = tournament.record.current_round
            if self._time_has_come(tournament, current):
                for table in tournament.round_tables(current):
                    if not table.greeted:
                        await self._open(table, tournament)
            moved = await self.services.tournament_rounds.advance(tid)
            tournament = await self.registrations.load(tid)
            if moved is None:
                break
        if tournament.record.next_round_at not in (None, waited_for):
            await self.show_signup(tournament)  # it now says when the next round starts
        await self._announce(tournament)

    def _time_has_come(self, tournament: Tournament, number: int | None) -> bool:
        """Whether a round's tables may open: its calendar's time has come (or it has none)."""
        round_record = tournament.round_record(number) if number is not None else None
        return round_record is None or round_record.started_at <= self.clock()

    async def _tell_the_absent(self, tournament: Tournament) -> None:
        """Players withdrawn for missed turns: an AI takes their seats at the running tables, and they are
        told so (by DM, and in the tournament's thread, once), with how to come back."""
        absent = [e for e in tournament.entrants if e.withdrawn == Withdrawal.ABSENT and not e.told]
        if not absent:
            return
        self.show(await self.services.tournament_rounds.keep_ai_seats(tournament.id))
        for entrant in absent:
            await self._dm(entrant.user_id, absent_dm(tournament, entrant))
            await self._post(
                tournament,
                Message(
                    absent_sentence(tournament, entrant), allowed_mentions=discord.AllowedMentions.none()
                ),
                nonce=f"abs{tournament.id}.{entrant.user_id}",
            )
            await self.tournament_store.told(tournament.id, entrant.user_id)

    async def _dm(self, user_id: int, words: Words) -> None:
        """A DM in the person's language."""
        try:
            language = (await self.services.personal_settings.of(user_id)).reader_language
            text = Speaker(language).words(words)
            user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
            await at_most(user.send(text), POST_WITHIN)
        except (discord.HTTPException, TimeoutError) as exc:
            log.info("Could not DM %s: %s", user_id, exc)

    async def _announce(self, tournament: Tournament) -> None:
        """The channel's messages for where the tournament stands: the round's start, the standings, the end."""
        record = tournament.record
        number = record.current_round
        tables = tournament.round_tables(number)
        if (
            record.status == TournamentStatus.RUNNING
            and record.announced_round < number
            and all(t.greeted for t in tables)
        ):
            await self._post(
                tournament, round_message(tournament, number, record.guild_id), nonce=f"r{record.id}.{number}"
            )
            await self.store.round_announced(record.id, number)
            tournament = await self.registrations.load(record.id)
            record = tournament.record
            if tournament.settings.calendar is not None or tournament.settings.late_join:
                await self.show_signup(tournament)  # the round it waited for is on
        ended = sum(1 for t in tournament.tables if t.ended)
        over = record.status in (TournamentStatus.FINISHED, TournamentStatus.CANCELLED)
        first = record.standings_message_id is None and record.announced_round >= 1
        if record.current_round and (
            first or ended != record.shown_results or (over and not record.announced)
        ):
            await self.show_standings(tournament)
            await self.store.shown(record.id, ended)
        if over and not record.announced:
            if record.status == TournamentStatus.CANCELLED:
                await self._close_tables(tournament)
            await self.show_signup(tournament)
            final = final_message(tournament, await self.link(tournament))
            await self._post(tournament, final, nonce=f"end{record.id}")
            await self.store.announced(record.id)

    async def _close_tables(self, tournament: Tournament) -> None:
        """A cancelled tournament's tables: ended (again, after a crash), their boards' buttons taken off,
        and each table's thread told why, once."""
        await self.registrations.close_tables(tournament.id)
        tournament = await self.registrations.load(tournament.id)
        for table in tournament.tables:
            if table.closed or table.thread_id is None or table.session_id is None:
                continue
            game = await self.services.games.load(table.session_id)
            if game.session.ended_reason == TABLE_CANCELLED:  # it was still being played
                await self.boards.close(game)
                channel = self.client.get_partial_messageable(
                    table.thread_id, guild_id=tournament.record.guild_id
                )
                message = Message(
                    spoken(tournament)("tournament-table-closed"),
                    allowed_mentions=discord.AllowedMentions.none(),
                )
                try:
                    await at_most(channel.send(**message.send_kwargs(), nonce=f"end{table.id}"), POST_WITHIN)
                except (discord.HTTPException, TimeoutError) as exc:
                    # A thread deleted or locked: its game has ended all the same.
                    log.info("Could not tell table %s's thread it ended: %s", table.id, exc)
            await self.tables.closed(table.id)

    # ---- messages --------------------------------------------------------------------------------------

    def title(self, tournament: Tournament) -> str:
        return self.catalogue.title(tournament.settings.game)

    async def link(self, tournament: Tournament) -> str | None:
        if self.links is None:
            return None
        return await self.links.tournament(tournament.record.guild_id, tournament.id)

    async def show_signup(self, tournament: Tournament) -> None:
        """The sign-up message edited to show the tournament as it is (posted anew if it is gone)."""
        message = signup_message(tournament, self.title(tournament))
        message_id = tournament.record.signup_message_id
        channel = self._channel(tournament)
        if message_id is not None:
            with contextlib.suppress(discord.NotFound):
                await at_most(
                    channel.get_partial_message(message_id).edit(**message.edit_kwargs()), POST_WITHIN
                )
                return
        posted = await at_most(channel.send(**message.send_kwargs()), POST_WITHIN)
        await self.store.set_message(tournament.id, "signup", posted.id)

    async def show_standings(self, tournament: Tournament) -> None:
        """The standings message, edited in place (posted the first time, or anew if it is gone)."""
        message = await standings_message(tournament, self.title(tournament), await self.link(tournament))
        channel = self._channel(tournament)
        message_id = tournament.record.standings_message_id
        if message_id is not None:
            with contextlib.suppress(discord.NotFound):
                await at_most(
                    channel.get_partial_message(message_id).edit(**message.edit_kwargs()), POST_WITHIN
                )
                return
        posted = await at_most(
            channel.send(
                **message.send_kwargs(), nonce=f"s{tournament.id}.{tournament.record.current_round}"
            ),
            POST_WITHIN,
        )
        await self.store.set_message(tournament.id, "standings", posted.id)

    async def _post(self, tournament: Tournament, message: Message, nonce: str) -> None:
        channel = self._channel(tournament)
        await at_most(channel.send(**message.send_kwargs(), nonce=nonce[:25]), POST_WITHIN)

    def _channel(self, tournament: Tournament) -> discord.PartialMessageable:
        return self.client.get_partial_messageable(
            tournament.record.channel_id, guild_id=tournament.record.guild_id
        )

    # ---- tables and their games ------------------------------------------------------------------------

    async def _open(self, table: PlannedTable, tournament: Tournament | None) -> Game | None:
        return await self.opener.open(table, tournament)

    def show(self, games: Sequence[Game]) -> None:
        """Games an AI now plays seats of: their boards say so, and the AI takes its turn."""
        for game in games:
            task = asyncio.create_task(self.boards.refresh(game), name=f"refresh:{game.id}")
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
            self.driver.kick_if_owed(game)
