"""``Players``: a person's games, whatever the channel: ``/game mine`` lists the lobbies and running games
they are in, everywhere, with whose turn it is and their deadline; ``/game digest`` turns on the daily DM
of the games waiting for them (``bot.discordside.timers`` sends it); and a player's record and a game's
leaderboard (``/game stats``, ``/game leaderboard``, worded by ``cogs.players.messages``).
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discordside.boardviews import link_view
from bot.discordside.components import server_name
from bot.discordside.feature import Feature
from bot.discordside.inbox import waiting_for, waits_for
from bot.discordside.message import Message
from bot.discordside.payloads import GAME_COLOR, jump_url
from bot.discordside.tablelanguage import table_language
from bot.discordside.wiring import Wiring
from bot.i18n import Speaker, said
from bot.render.textlimits import FIELD_NAME, FIELD_VALUE, clipped
from bot.session import turnclock
from bot.session.errors import SessionNotFound
from bot.session.records import TIMEOUT
from cogs.players.messages import leaderboard_message, stats_message
from engines.phrasing import Words

MINE_LIMIT = 20  # games listed by /game mine (an embed's fields, with room to spare)


class Players(Feature):
    """A person's games, records and leaderboards."""

    def __init__(self, wiring: Wiring) -> None:
        super().__init__(wiring)
        self.games = wiring.services.games
        self.storage = wiring.storage
        self.leaderboards = wiring.services.leaderboards

    async def mine(self, interaction: discord.Interaction[Any]) -> None:
        user = interaction.user.id
        games = await self.games.games_of(user)
        if not games:
            words = Words(id="mine-no-game")
            raise SessionNotFound(said(words), words=words)
        say = Speaker(await self.wiring.gate.language(interaction))
        waiting = [g for g in games if waits_for(g, user)]
        others = [g for g in games if not waits_for(g, user)]
        embed = discord.Embed(
            title=say("mine-title"),
            description=say("mine-count", games=len(games), waiting=len(waiting)),
            color=GAME_COLOR,
        )
        for game in (waiting + others)[:MINE_LIMIT]:
            session = game.session
            link = jump_url(
                session.guild_id, session.channel_id, session.board_message_id or session.lobby_message_id
            )
            deadlines = await self.storage.deadlines.of_session(game.id)
            mine = [s for s in session.seats_of(user) if s in game.to_act]
            due = [d.due_at for d in deadlines if d.kind == TIMEOUT and d.seat in mine]
            parts = [say("inbox-your-move") if waits_for(game, user) else say.words(waiting_for(game))]
            if due and session.paused_at is None:
                parts.append(say("inbox-runs-out", when=turnclock.stamp(min(due))))
            if session.paused_at is not None:
                parts.append(say("inbox-paused"))
            if link:
                parts.append(link)
            embed.add_field(
                name=clipped(game.title, FIELD_NAME),
                value=clipped(" · ".join(parts), FIELD_VALUE),
                inline=False,
            )
        if len(games) > MINE_LIMIT:
            embed.set_footer(text=say("mine-more", count=len(games) - MINE_LIMIT))
        await interaction.response.send_message(ephemeral=True, **Message(embeds=[embed]).send_kwargs())

    async def digest(self, interaction: discord.Interaction[Any], on: bool) -> None:
        await self.storage.people.set_digest(interaction.user.id, on)
        say = Speaker(await self.wiring.gate.language(interaction))
        await interaction.response.send_message(say("digest-on" if on else "digest-off"), ephemeral=True)

    async def stats(
        self, interaction: discord.Interaction[Any], who: discord.abc.User, key: str | None
    ) -> None:
        record = await self.leaderboards.player_stats(who.id, interaction.guild_id, key)
        titles = {k: spec.title for k, spec in self.wiring.catalogue.items()}
        say = Speaker(await self.wiring.gate.language(interaction))
        message = stats_message(record, who, titles, key, say)
        await interaction.response.send_message(ephemeral=True, **message.send_kwargs())

    async def leaderboard(
        self, interaction: discord.Interaction[Any], key: str, title: str, everyone: bool
    ) -> None:
        board = await self.leaderboards.leaderboard(key, None if everyone else interaction.guild_id)
        # In the channel, for everyone: the server's language.
        say = Speaker(await table_language(interaction.client, self.storage, interaction.guild_id))
        message = leaderboard_message(board, title, say)
        links = self.wiring.links
        if links is not None and interaction.guild_id is not None:
            url = await links.server(interaction.guild_id, server_name(interaction))  # None: off here
            message.view = link_view(say("leaderboard-web"), url) if url else None
        await interaction.response.send_message(**message.send_kwargs())
