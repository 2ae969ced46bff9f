"""``Queue``: the pick-up queue on Discord: ``/game queue`` (a place in this server's queue for a game; as
soon as enough people fit one table the game opens in a thread of the channel, its players pinged there
and told by DM, and starts) and ``/game unqueue``; and, while nobody clicks, the queue's time limits kept
(each person told when their wait is over) and the tables it made opened, should a process have died
before it opened one (a ``Watchman``).
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

import discord

from bot.discordside.feature import Feature
from bot.discordside.payloads import display_name, jump_url
from bot.discordside.threads import thread_home
from bot.discordside.watchman import Watchman
from bot.discordside.wiring import Wiring
from bot.i18n import Speaker, refused
from bot.session import matchmaking, turnclock
from bot.waiting import at_most
from engines.phrasing import Listed, Words

log = logging.getLogger(__name__)

LOOK_EVERY = 5.0  # seconds between looks at most (a table another process left unopened)
DM_WITHIN = 15.0  # seconds a DM may take, its channel's rate limit included


class Queue(Feature):
    """The pick-up queue."""

    def __init__(self, wiring: Wiring) -> None:
        super().__init__(wiring)
        self.catalogue = wiring.catalogue
        self.services = wiring.services
        self.opener = wiring.opener
        self.watch = Watchman(
            "keeping the queue", self.tick, wiring.storage.queues.next_expiry, wiring.clock, LOOK_EVERY
        )

    async def ready(self) -> None:
        self.watch.start()

    async def cog_unload(self) -> None:
        await self.watch.stop()
        await super().cog_unload()

    async def tick(self) -> None:
        """One look: the tables the queue made that are not open yet, and the waits that are over."""
        for table in await self.services.storage.planned.to_open():
            if table.tournament_id is None:
                await self.opener.open(table)
        for entry in await self.services.matchmaker.expire():
            title = self.catalogue.title(entry.game)
            await self._dm(entry.user_id, Words(id="queue-wait-over", args={"title": title}))

    async def _dm(self, user_id: int, words: Words) -> None:
        """A DM in the person's language."""
        try:
            language = (await self.services.personal_settings.of(user_id)).reader_language
            text = Speaker(language).words(words)
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            await at_most(user.send(text), DM_WITHIN)
        except (discord.HTTPException, TimeoutError) as exc:
            log.info("Could not DM %s: %s", user_id, exc)

    async def queue(
        self,
        interaction: discord.Interaction[Any],
        game: str,
        *,
        min_players: int | None,
        max_players: int | None,
        clock: str,
        wait: str | None,
    ) -> None:
        if interaction.guild_id is None:
            raise refused("channel-queue-in-a-server")
        home = thread_home(interaction, True)  # the game opens in a thread of this channel
        assert home is not None
        members = await self._members(interaction.guild_id)
        queued = await self.services.matchmaker.join(
            guild_id=interaction.guild_id,
            channel_id=home.id,
            user_id=interaction.user.id,
            name=display_name(interaction.user),
            game=game,
            min_players=min_players,
            max_players=max_players,
            clock=clock,
            wait=wait,
            members=members,
        )
        title = self.catalogue[game].title
        table = queued.table
        if table is None:
            others = [e.name for e in queued.waiting if e.user_id != interaction.user.id]
            say = Speaker(await self.wiring.gate.language(interaction))
            text = say(
                "queue-waiting",
                updated="true" if queued.replaced else "false",
                title=title,
                accepted=matchmaking.accepted_words(queued.entry),
                until=turnclock.stamp(queued.entry.expires_at),
                others=len(others),
                names=Listed.of(others[:10]),
            )
            await interaction.response.send_message(text, ephemeral=True)
            return
        names = [name for _, name in table.players]
        say = Speaker(await self.wiring.gate.language(interaction))
        await interaction.response.send_message(
            say("queue-table-ready", title=title, names=Listed.of(names)), ephemeral=True
        )
        opened = await self.opener.open(table)
        if opened is None:
            return  # tried again by the director's next look; the thread greets them then
        link = jump_url(opened.session.guild_id, opened.session.channel_id, opened.session.board_message_id)
        where = link or f"<#{opened.session.channel_id}>"
        for user_id, _ in table.players:
            if user_id == interaction.user.id:
                continue
            found = Words(
                id="queue-table-found", args={"title": title, "names": Listed.of(names), "where": where}
            )
            await self._dm(user_id, found)
        with contextlib.suppress(discord.HTTPException):
            await interaction.followup.send(say("queue-game-here", title=title, where=where), ephemeral=True)

    async def _members(self, guild_id: int) -> int | None:
        """How many people the server has (the bot left out), or None if Discord does not say: the
        server's cached count is not kept up to date without the members intent, so it is asked for."""
        try:
            guild = await self.bot.fetch_guild(guild_id, with_counts=True)
        except (discord.HTTPException, TimeoutError):
            return None
        count = guild.approximate_member_count
        return None if count is None else max(0, count - 1)

    async def unqueue(self, interaction: discord.Interaction[Any], game: str | None) -> None:
        if interaction.guild_id is None:
            raise refused("channel-unqueue-in-a-server")
        gone = await self.services.matchmaker.leave(interaction.guild_id, interaction.user.id, game)
        titles = Listed.of(sorted({self.catalogue.title(e.game) for e in gone}))
        say = Speaker(await self.wiring.gate.language(interaction))
        await interaction.response.send_message(say("queue-left", titles=titles), ephemeral=True)
