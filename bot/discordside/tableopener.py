"""Opening a planned table on Discord (a tournament's, or the queue's pick-up game): its own public thread
of the channel, the game opened in it through the lobby's path (``bot.services.openings``), its players
added to the thread and greeted (a ping, or a DM, as each person's settings say: nobody in their quiet
hours), and its first board posted as any game's first board is
(``Publisher.post_board``: the board pinging whoever acts, DMs; then an AI seat's first move).

One process opens a table at a time (``PlannedTableStore.claim``, renewed before each step; a claim lapses
after TABLETOP_CLAIM_SECONDS, so another process takes over a table whose opener died). Each step records what it
made before the next: the thread (``set_thread``), the game (tied to the table once), then ``greeted``.
Opening a table again after a crash therefore reuses its thread and its game; only a thread made and not
yet recorded when the process died is left behind, empty. The greeting carries a nonce of its own, so a
greeting sent again within minutes of the first is not posted twice (Discord answers with the first).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Sequence

import discord

from bot.catalogue.gamespec import Registry
from bot.discordside.inbox import News
from bot.discordside.mending import bounded
from bot.discordside.message import Message
from bot.discordside.notifier import Audience, nonce
from bot.discordside.payloads import channel_url
from bot.discordside.publisher import Publisher
from bot.discordside.tablelanguage import table_language
from bot.discordside.threads import AUTO_ARCHIVE_MINUTES
from bot.i18n import SOURCE, Speaker
from bot.render.textlimits import MESSAGE_TEXT, clipped
from bot.services import Services
from bot.services.aidriver import AiDriver
from bot.session import turnclock
from bot.session.errors import cut
from bot.session.game import Game
from bot.session.organisedplay import PlannedTable, Tournament
from bot.session.preferences import turn_delivery
from bot.session.records import SessionStatus
from engines.base import GameError
from engines.phrasing import Listed, Words, WordsArg

log = logging.getLogger(__name__)


class TableOpener:
    def __init__(
        self,
        client: discord.Client,
        catalogue: Registry,
        services: Services,
        publisher: Publisher,
        driver: AiDriver,
        *,
        owner: str,
        clock: Callable[[], float],
        claim_seconds: float = 10.0,
    ) -> None:
        self.client = client
        self.catalogue = catalogue
        self.services = services
        self.planned = services.storage.planned
        self.publisher = publisher
        self.driver = driver
        self.owner = owner
        self.clock = clock
        self.claim_seconds = claim_seconds

    async def open(self, table: PlannedTable, tournament: Tournament | None = None) -> Game | None:
        """Open ``table`` to the end (thread, game, greeting, first board); None when another process is
        opening it, or when Discord refused a step (the table is tried again later)."""
        if table.greeted or not await self.planned.claim(
            table.id, self.owner, self.clock() + self.claim_seconds
        ):
            return None
        try:
            current = await self.planned.get(table.id) or table
            # A tournament's tables are in its language; a queue's, in the server's tables'.
            language = (
                tournament.settings.spoken
                if tournament is not None
                else await table_language(self.client, self.services.storage, current.guild_id)
            )
            thread_id = current.thread_id
            if thread_id is None:
                await self._renew(table.id)
                thread_id = await self._make_thread(current, language)
                await self.planned.set_thread(current.id, thread_id)
                current = await self.planned.get(table.id) or current
                thread_id = current.thread_id or thread_id
            await self._renew(table.id)
            game = await self.services.openings.open(current, thread_id, current.channel_id, language)
            await self._add_people(thread_id, current)
            await self._renew(table.id)
            title = self.catalogue.title(current.game)
            audience = await self.publisher.notifier.audience(game)
            told = {u: turn_delivery(audience.of(u), audience.now) for u in current.user_ids}
            pinged = [u for u in current.user_ids if told[u].ping]
            message = greeting(current, title, tournament, pinged, language)
            channel = self.client.get_partial_messageable(thread_id, guild_id=current.guild_id)
            await bounded(channel.send(**message.send_kwargs(), nonce=f"tbl{current.id}"))
            if game.status == SessionStatus.RUNNING and game.session.board_message_id is None:
                await self._renew(table.id)
                await self.publisher.post_board(game)
                self.driver.kick_if_owed(game)
            for user_id in current.user_ids:
                if told[user_id].dm:
                    await self._tell(user_id, audience, game, current, title, tournament)
            await self.planned.greeted(current.id)
            return game
        except Exception as exc:
            level = (
                logging.WARNING
                if isinstance(exc, discord.HTTPException | GameError | TimeoutError)
                else logging.ERROR
            )
            log.log(
                level,
                "Opening table %s (%s) failed; it is tried again soon",
                table.id,
                table.name,
                exc_info=exc,
            )
            with contextlib.suppress(Exception):
                await self.planned.release(table.id, self.owner)
            return None

    async def _claim(self, table_id: int) -> bool:
        """Take (or renew) this process's claim on opening the table, for ``claim_seconds`` from now."""
        return await self.planned.claim(table_id, self.owner, self.clock() + self.claim_seconds)

    async def _renew(self, table_id: int) -> None:
        """Renew the claim before a step; a claim another process took over (this one was too slow) stops
        this opening, and the other process finishes it."""
        if not await self._claim(table_id):
            raise GameError("Another process took this table's opening over.")

    async def _make_thread(self, table: PlannedTable, language: str) -> int:
        channel = self.client.get_channel(table.channel_id)
        if channel is None:
            channel = await self.client.fetch_channel(table.channel_id)
        if not isinstance(channel, discord.TextChannel):
            raise GameError("A table's thread can only be opened in a text channel.")
        thread = await bounded(
            channel.create_thread(
                name=thread_name(table, self.catalogue.title(table.game), language),
                type=discord.ChannelType.public_thread,
                auto_archive_duration=AUTO_ARCHIVE_MINUTES,
                reason=f"Table: {table.name}"[:500],
            )
        )
        return thread.id

    async def _tell(
        self,
        user_id: int,
        audience: Audience,
        game: Game,
        table: PlannedTable,
        title: str,
        tournament: Tournament | None,
    ) -> None:
        """A DM to someone who hears of their turns by DM: their table is open, and where."""
        where = channel_url(table.guild_id, table.thread_id or game.session.channel_id)
        said: dict[str, WordsArg] = {"title": title, "where": where}
        if tournament is None:
            words = Words(id="notice-table-open", args=said)
        else:
            words = Words(id="notice-tournament-table-open", args={**said, "name": tournament.settings.name})
        await self.publisher.notifier.tell(
            user_id, audience.of(user_id), [News(game, words)], nonce("o", table.id, user_id), fallback=False
        )

    async def _add_people(self, thread_id: int, table: PlannedTable) -> None:
        """Each player joins the thread, so it shows in their list (a refusal changes nothing else)."""
        for user_id in table.user_ids:
            try:
                await bounded(self.client.http.add_user_to_thread(thread_id, user_id))
            except (discord.HTTPException, TimeoutError) as exc:
                log.info("Could not add %s to the thread of table %s: %s", user_id, table.id, exc)


def thread_name(table: PlannedTable, title: str, language: str) -> str:
    """A table's thread name in the table's language: a tournament's table as its round plan named it, a
    pick-up table as its game and its players (Discord allows 100 characters; a long list of names is cut
    at the end, where the game's title stays whole)."""
    if table.tournament_id is not None:
        return cut(table.name, 100)
    players = Listed.of([name for _, name in table.players], "narrow")
    return cut(Speaker(language)("queue-table-name", title=title, players=players), 100)


def greeting(
    table: PlannedTable,
    title: str,
    tournament: Tournament | None,
    pinged: Sequence[int] | None = None,
    language: str = SOURCE,
) -> Message:
    """A table's first message in its thread, in the table's language: who plays, in which seat, and
    what to expect. Each player is mentioned; the mention notifies only those in ``pinged`` (None:
    everyone), the people whose own settings ask for a ping now (not in their quiet hours, nor told of
    their turns by DM alone)."""
    say = Speaker(language)
    seats = Listed.of(
        [
            Words(id="table-greeting-seat", args={"number": i, "who": f"<@{user}>"})
            for i, user in enumerate(table.user_ids, 1)
        ],
        "narrow",
    )
    if tournament is not None:
        head = say("table-greeting-tournament", table=table.name, title=title)
        tail = say("table-greeting-counts", name=tournament.settings.name, rated=tournament.settings.rated)
    else:
        head = say("table-greeting-queue", title=title)
        tail = say("table-greeting-queue-tail")
    clock = say.words(turnclock.clock_words(table.clock_seconds, table.on_timeout))
    lines = [head, say("table-greeting-seats", seats=seats), say("table-greeting-clock", clock=clock), tail]
    text = "\n".join(lines)
    users: bool | list[discord.Object] = True if pinged is None else [discord.Object(u) for u in pinged]
    return Message(
        clipped(text, MESSAGE_TEXT),
        allowed_mentions=discord.AllowedMentions(users=users, roles=False, everyone=False),
    )
