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
from bot.discordside.inbox import waits_for, whose_turn
from bot.discordside.message import Message
from bot.discordside.payloads import GAME_COLOR, jump_url
from bot.discordside.wiring import Wiring
from bot.session import turnclock
from bot.session.errors import SessionNotFound
from bot.session.records import TIMEOUT
from cogs.players.messages import leaderboard_message, stats_message

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
            raise SessionNotFound("You are not in any game. Start one with /game new.")
        waiting = [g for g in games if waits_for(g, user)]
        others = [g for g in games if not waits_for(g, user)]
        embed = discord.Embed(
            title="Your games",
            description=(
                f"{turnclock.plural(len(games), 'game')}; "
                + (f"{len(waiting)} waiting for you." if waiting else "none is waiting for you.")
            ),
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
            parts = [
                "🔔 your move" if waits_for(game, user) else f"waiting for {whose_turn(game)}",
            ]
            if due and session.paused_at is None:
                parts.append(f"time runs out {turnclock.stamp(min(due))}")
            if session.paused_at is not None:
                parts.append("paused")
            if link:
                parts.append(link)
            embed.add_field(name=game.title[:256], value=" · ".join(parts)[:1024], inline=False)
        if len(games) > MINE_LIMIT:
            embed.set_footer(text=f"And {turnclock.plural(len(games) - MINE_LIMIT, 'more game')}.")
        await interaction.response.send_message(ephemeral=True, **Message(embeds=[embed]).send_kwargs())

    async def digest(self, interaction: discord.Interaction[Any], on: bool) -> None:
        await self.storage.people.set_digest(interaction.user.id, on)
        text = (
            "📬 Once a day I will DM you the games waiting for your move (none waiting: no message). "
            "/game digest on:False stops it."
            if on
            else "The daily digest is off."
        )
        await interaction.response.send_message(text, ephemeral=True)

    async def stats(
        self, interaction: discord.Interaction[Any], who: discord.abc.User, key: str | None
    ) -> None:
        record = await self.leaderboards.player_stats(who.id, interaction.guild_id, key)
        titles = {k: spec.title for k, spec in self.wiring.catalogue.items()}
        message = stats_message(record, who, titles, key)
        await interaction.response.send_message(ephemeral=True, **message.send_kwargs())

    async def leaderboard(
        self, interaction: discord.Interaction[Any], key: str, title: str, everyone: bool
    ) -> None:
        board = await self.leaderboards.leaderboard(key, None if everyone else interaction.guild_id)
        message = leaderboard_message(board, title)
        links = self.wiring.links
        if links is not None and interaction.guild_id is not None:
            url = await links.server(interaction.guild_id, server_name(interaction))  # None: off here
            message.view = link_view("This server's games", url) if url else None
        await interaction.response.send_message(**message.send_kwargs())
