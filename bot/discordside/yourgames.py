"""A person's games, whatever the channel: ``/game mine`` lists the lobbies and running games they are in,
everywhere, with whose turn it is and their deadline; ``/game digest`` turns on the daily DM of the games
waiting for them (``bot.discordside.timers`` sends it).
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discordside.inbox import waits_for, whose_turn
from bot.discordside.message import Message
from bot.discordside.payloads import GAME_COLOR, jump_url
from bot.services.core import Sessions
from bot.session import turnclock
from bot.session.errors import SessionNotFound
from bot.session.records import TIMEOUT
from bot.store import Storage

MINE_LIMIT = 20  # games listed by /game mine (an embed's fields, with room to spare)


class YourGames:
    def __init__(self, sessions: Sessions, storage: Storage) -> None:
        self.sessions = sessions
        self.storage = storage

    async def mine(self, interaction: discord.Interaction[Any]) -> None:
        user = interaction.user.id
        games = await self.sessions.games_of(user)
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
