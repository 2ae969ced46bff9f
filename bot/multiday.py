"""The commands of games that last days: ``/game away``, ``/game return``, ``/game pause`` (with the
others' agreement), ``/game resume``, ``/game mine`` and ``/game digest``. Each answers in a sentence
or a private list, and shows what changed on the boards concerned; the rules are in
``bot.session_clock`` and their words in ``bot.clocks``.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot import clocks, ui
from bot.errors import SessionNotFound
from bot.game import Game
from bot.payloads import GAME_COLOR, jump_url
from bot.publisher import Publisher
from bot.sessions import SessionManager
from bot.storage import TIMEOUT, SessionStatus
from bot.timers import Timers, waits_for, whose_turn

log = logging.getLogger(__name__)

MINE_LIMIT = 20  # games listed by /game mine (an embed's fields, with room to spare)


class Multiday:
    def __init__(self, manager: SessionManager, publisher: Publisher, timers: Timers) -> None:
        self.manager = manager
        self.publisher = publisher
        self.timers = timers

    async def _refresh(self, games: list[Game]) -> None:
        for game in games:
            if game.status == SessionStatus.RUNNING:
                try:
                    await self.publisher.refresh_board(game)
                except Exception:
                    log.exception("Could not refresh the board of %s", game.id)

    async def _running_games_of(self, user_id: int) -> list[Game]:
        return [g for g in await self.manager.games_of(user_id) if g.status == SessionStatus.RUNNING]

    # ---- vacations -----------------------------------------------------------------------------

    async def away(self, interaction: discord.Interaction[Any], days: int) -> None:
        user = interaction.user.id
        until = await self.manager.go_away(user, days)
        games = await self._running_games_of(user)
        count = len(games)
        await interaction.response.send_message(
            f"🏖 You are away until {clocks.stamp(until, 'f')}: your clocks are paused in "
            f"{clocks.plural(count, 'running game')}, and clocks that start meanwhile start when you are back. "
            "/game return ends it early.",
            ephemeral=True,
        )
        self.timers.wake()
        await self._refresh(games)

    async def come_back(self, interaction: discord.Interaction[Any]) -> None:
        user = interaction.user.id
        was_away = await self.manager.come_back(user)
        retaken = await self.manager.return_to_seats(user)
        if not was_away and not retaken:
            await interaction.response.send_message(
                "You are not away, and no AI is playing for you.", ephemeral=True
            )
            return
        parts = []
        if was_away:
            parts.append("your clocks run again")
        if retaken:
            parts.append(f"you play your seat again in {clocks.plural(len(retaken), 'game')}")
        await interaction.response.send_message(f"Welcome back: {' and '.join(parts)}.", ephemeral=True)
        self.timers.wake()
        await self._refresh(await self._running_games_of(user))

    # ---- pausing -------------------------------------------------------------------------------

    async def pause(self, interaction: discord.Interaction[Any], game: Game) -> None:
        game = await self.manager.ask_pause(game.id, interaction.user.id)
        if game.session.paused_at is not None:
            await interaction.response.send_message(
                f"⏸ {game.title} is paused: no clock runs until the host uses /game resume."
            )
        else:
            waiting = self.manager.pause_waits_for(game.session)
            await interaction.response.send_message(
                self._pause_request_text(game, waiting),
                view=ui.pause_view(game.id),
                allowed_mentions=discord.AllowedMentions(users=True),
            )
        await self._refresh([game])

    @staticmethod
    def _pause_request_text(game: Game, waiting: list[int]) -> str:
        who = " ".join(f"<@{u}>" for u in waiting)
        return (
            f"⏸ <@{game.session.host_user_id}> asks to pause {game.title}: its clocks stop once everyone "
            f"agrees. {who}, press **Agree to pause** if you do."
        )

    async def agree(self, interaction: discord.Interaction[Any], session_id: str) -> None:
        game = await self.manager.agree_pause(session_id, interaction.user.id)
        if game.session.paused_at is not None:
            await interaction.response.edit_message(
                content=f"⏸ Everyone agreed: {game.title} is paused. The host resumes it with /game resume.",
                view=None,
                allowed_mentions=discord.AllowedMentions.none(),
            )
        else:
            waiting = self.manager.pause_waits_for(game.session)
            await interaction.response.edit_message(
                content=self._pause_request_text(game, waiting),
                view=ui.pause_view(game.id),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        await self._refresh([game])

    async def resume(self, interaction: discord.Interaction[Any], game: Game) -> None:
        was_paused = game.session.paused_at is not None
        game = await self.manager.resume(game.id, interaction.user.id)
        text = (
            f"▶ {game.title} goes on: every clock runs again with the time it had left."
            if was_paused
            else f"The request to pause {game.title} is withdrawn."
        )
        await interaction.response.send_message(text)
        self.timers.wake()
        await self._refresh([game])

    # ---- a person's games ----------------------------------------------------------------------

    async def mine(self, interaction: discord.Interaction[Any]) -> None:
        user = interaction.user.id
        games = await self.manager.games_of(user)
        if not games:
            raise SessionNotFound("You are not in any game. Start one with /game new.")
        waiting = [g for g in games if waits_for(g, user)]
        others = [g for g in games if not waits_for(g, user)]
        embed = discord.Embed(
            title="Your games",
            description=(
                f"{clocks.plural(len(games), 'game')}; "
                + (f"{len(waiting)} waiting for you." if waiting else "none is waiting for you.")
            ),
            color=GAME_COLOR,
        )
        for game in (waiting + others)[:MINE_LIMIT]:
            session = game.session
            link = jump_url(
                session.guild_id, session.channel_id, session.board_message_id or session.lobby_message_id
            )
            deadlines = await self.manager.deadlines(game.id)
            mine = [s for s in session.seats_of(user) if s in game.to_act]
            due = [d.due_at for d in deadlines if d.kind == TIMEOUT and d.seat in mine]
            parts = [
                "🔔 your move" if waits_for(game, user) else f"waiting for {whose_turn(game)}",
            ]
            if due and session.paused_at is None:
                parts.append(f"time runs out {clocks.stamp(min(due))}")
            if session.paused_at is not None:
                parts.append("paused")
            if link:
                parts.append(link)
            embed.add_field(name=game.title[:256], value=" · ".join(parts)[:1024], inline=False)
        if len(games) > MINE_LIMIT:
            embed.set_footer(text=f"And {clocks.plural(len(games) - MINE_LIMIT, 'more game')}.")
        await interaction.response.send_message(embed=embed, ephemeral=True)

    async def digest(self, interaction: discord.Interaction[Any], on: bool) -> None:
        await self.manager.set_digest(interaction.user.id, on)
        text = (
            "📬 Once a day I will DM you the games waiting for your move (none waiting: no message). "
            "/game digest on:False stops it."
            if on
            else "The daily digest is off."
        )
        await interaction.response.send_message(text, ephemeral=True)
