"""The pick-up queue on Discord: ``/game queue`` (a place in this server's queue for a game; as soon as
enough people fit one table the game opens in a thread of the channel, its players pinged there and told by
DM, and starts) and ``/game unqueue``; and the queues as ``/tabletop games`` lists them.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Sequence
from typing import Any

import discord

from bot.catalogue.gamespec import Registry
from bot.discordside.director import Director
from bot.discordside.payloads import display_name, jump_url
from bot.discordside.threads import thread_home
from bot.services import Services
from bot.session import matchmaking, turnclock
from bot.session.tourney import QueueEntry
from engines.base import GameError

log = logging.getLogger(__name__)


class QueueClicks:
    def __init__(self, games: Registry, services: Services, director: Director) -> None:
        self.games = games
        self.services = services
        self.director = director

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
            raise GameError("The queue is a server's: use /game queue in a server's channel.")
        home = thread_home(interaction, True)  # the game opens in a thread of this channel
        assert home is not None
        members = await self._members(interaction.guild_id)
        queued = await self.services.queues.join(
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
        title = self.games[game].title
        table = queued.table
        if table is None:
            others = [e.name for e in queued.waiting if e.user_id != interaction.user.id]
            who = f"{len(others)} other{'s' if len(others) != 1 else ''} waiting" + (
                f": {', '.join(others[:10])}" if others else ""
            )
            again = "Your place was updated. " if queued.replaced else ""
            text = (
                f"{again}You are in the queue for {title} ({matchmaking.accepted_words(queued.entry)}) until "
                f"{turnclock.stamp(queued.entry.expires_at)}; {who}. The game starts as soon as enough people fit."
            )
            await interaction.response.send_message(text, ephemeral=True)
            return
        names = ", ".join(name for _, name in table.players)
        await interaction.response.send_message(
            f"A table of {title} is ready: {names}. Opening it now…", ephemeral=True
        )
        opened = await self.director.open_pickup(table)
        if opened is None:
            return  # tried again by the director's next look; the thread greets them then
        link = jump_url(opened.session.guild_id, opened.session.channel_id, opened.session.board_message_id)
        where = link or f"<#{opened.session.channel_id}>"
        for user_id, _ in table.players:
            if user_id == interaction.user.id:
                continue
            with contextlib.suppress(discord.HTTPException, TimeoutError):
                user = self.director.client.get_user(user_id) or await self.director.client.fetch_user(
                    user_id
                )
                await user.send(f"The queue found your table of {title} with {names}: {where}")
        with contextlib.suppress(discord.HTTPException):
            await interaction.followup.send(f"Your game of {title} is here: {where}", ephemeral=True)

    async def _members(self, guild_id: int) -> int | None:
        """How many people the server has (the bot left out), or None if Discord does not say: the
        server's cached count is not kept up to date without the members intent, so it is asked for."""
        try:
            guild = await self.director.client.fetch_guild(guild_id, with_counts=True)
        except (discord.HTTPException, TimeoutError):
            return None
        count = guild.approximate_member_count
        return None if count is None else max(0, count - 1)

    async def unqueue(self, interaction: discord.Interaction[Any], game: str | None) -> None:
        if interaction.guild_id is None:
            raise GameError("The queue is a server's: use /game unqueue in a server.")
        gone = await self.services.queues.leave(interaction.guild_id, interaction.user.id, game)
        titles = ", ".join(
            sorted({self.games[e.game].title if e.game in self.games else e.game for e in gone})
        )
        await interaction.response.send_message(f"You left the queue for {titles}.", ephemeral=True)

    def waiting_lines(self, entries: Sequence[QueueEntry]) -> list[str]:
        """The server's queues, one line a game: who waits and for what."""
        by_game: dict[str, list[QueueEntry]] = {}
        for entry in entries:
            by_game.setdefault(entry.game, []).append(entry)
        lines = []
        for key, waiting in sorted(by_game.items()):
            title = self.games[key].title if key in self.games else key
            people = ", ".join(f"{e.name} ({matchmaking.accepted_words(e)})" for e in waiting[:8])
            more = f" and {len(waiting) - 8} more" if len(waiting) > 8 else ""
            lines.append(f"**{title}** queue: {people}{more}")
        return lines
