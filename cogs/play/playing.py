"""Clicks on a board and on a private view: a move, "Take back", "Show my hand" and the board's close-ups,
with the receivers of those buttons and menus (their custom ids: ``bot.discordside.boardviews``).

A move or a take-back is committed through the session pipeline (``MoveService``), shown by the
``Publisher`` (which answers the click within Discord's 3 seconds), and then an AI seat that owes a
decision is handed its turn (``AiDriver``). Refusals go through the gate.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import Any

import discord

from bot.discordside.boardviews import (
    CLOSE_UP,
    CLOSE_UP_MENU,
    MOVE,
    MOVE_MENU,
    SHOW_HAND,
    TAKE_BACK,
    CloseUp,
    Move,
    MovePage,
    OfGame,
    SeatCount,
)
from bot.discordside.components import Receiver, cog_of, on_private_message, selected
from bot.discordside.feature import Feature
from bot.discordside.wiring import Wiring
from bot.i18n import Speaker, refusal_of
from bot.session.errors import GameNotRunning, SessionNotFound
from bot.session.game import SubmitResult
from engines.base import GameError, Seat

log = logging.getLogger(__name__)

CLOSE_UP_KEY_LIMIT = 24  # bot.render.protocol.CLOSE_UP_KEY


class MoveClick(Receiver[Move], custom_id=MOVE):
    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        move = self.fields
        await cog_of(interaction.client, Playing).move(
            interaction, move.session, move.seat, move.n, move.action_id
        )


class MoveMenuClick(Receiver[MovePage], custom_id=MOVE_MENU):
    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        page = self.fields
        action_id = selected(interaction)
        await cog_of(interaction.client, Playing).move(
            interaction, page.session, page.seat, page.n, action_id
        )


class ShowHandClick(Receiver[OfGame], custom_id=SHOW_HAND):
    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        await cog_of(interaction.client, Playing).show_hand(interaction, self.fields.session)


class TakeBackClick(Receiver[SeatCount], custom_id=TAKE_BACK):
    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        at = self.fields
        await cog_of(interaction.client, Playing).take_back(interaction, at.session, at.seat, at.n)


class CloseUpClick(Receiver[CloseUp], custom_id=CLOSE_UP):
    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        await cog_of(interaction.client, Playing).close_up(interaction, self.fields.session, self.fields.key)


class CloseUpMenuClick(Receiver[OfGame], custom_id=CLOSE_UP_MENU):
    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        key = selected(interaction)[:CLOSE_UP_KEY_LIMIT]
        await cog_of(interaction.client, Playing).close_up(interaction, self.fields.session, key)


class Playing(Feature):
    """The buttons and menus of a board and of a private view."""

    receivers = (MoveClick, MoveMenuClick, ShowHandClick, TakeBackClick, CloseUpClick, CloseUpMenuClick)

    def __init__(self, wiring: Wiring) -> None:
        super().__init__(wiring)
        self.gate = wiring.gate
        self.games = wiring.services.games
        self.moves = wiring.services.moves
        self.storage = wiring.storage
        self.payloads = wiring.payloads
        self.publisher = wiring.publisher
        self.driver = wiring.driver

    async def move(
        self, interaction: discord.Interaction[Any], session_id: str, seat: Seat, n: int, action_id: str
    ) -> None:
        change = self.moves.submit(session_id, interaction.user.id, n, action_id, seat=seat)
        await self._change_and_show(interaction, session_id, change)

    async def take_back(
        self, interaction: discord.Interaction[Any], session_id: str, seat: Seat, n: int
    ) -> None:
        """A click on "Take back": the clicker's last move, if the rules of taking back allow it."""
        change = self.moves.take_back(session_id, interaction.user.id, seat, n)
        await self._change_and_show(interaction, session_id, change)

    async def _change_and_show(
        self, interaction: discord.Interaction[Any], session_id: str, change: Awaitable[SubmitResult]
    ) -> None:
        """Commit a move or a take-back, show it (answering the click), and let an AI seat that now owes a
        decision play."""
        try:
            result = await change
        except Exception as exc:
            await self.gate.refuse(interaction, exc, await self.gate.names(session_id))
            return
        try:
            await self.publisher.publish(result, interaction)
        except Exception as exc:
            # The change is committed; only showing it failed. Say so rather than "interaction failed".
            slow = isinstance(exc, discord.HTTPException | TimeoutError)
            if not interaction.response.is_done():
                await self.gate.refuse(interaction, refusal_of(GameError, "play-shown-soon") if slow else exc)
            elif self.gate.client.is_closed():
                log.warning("Shutting down while showing a move in %s; the next start shows it", session_id)
            else:  # Publisher.publish has asked for its board to be shown again within seconds
                log.warning("Showing a move in %s failed (%r); showing it again soon", session_id, exc)
        self.driver.kick_if_owed(result.game)

    async def show_hand_here(self, interaction: discord.Interaction[Any]) -> None:
        """``/game hand``: "Show my hand" for this channel's game."""
        session = await self.storage.sessions.active_in_channel(interaction.channel_id or 0)
        if session is None:
            raise refusal_of(SessionNotFound, "refusal-no-game-here")
        await self.show_hand(interaction, session.id)

    async def show_hand(self, interaction: discord.Interaction[Any], session_id: str) -> None:
        """ "Show my hand": the presser's private view, privately."""
        game = await self.games.load(session_id)
        if game.state is None:
            raise refusal_of(GameNotRunning, "refusal-game-not-started")
        seat = self.moves.seat_for(game.session, interaction.user.id)
        back = await self.moves.return_by_click(session_id, interaction.user.id)
        if back:  # an AI stood in for them after a timeout: this click brings them back
            game = await self.games.load(session_id)
        say = Speaker(await self.wiring.gate.language(interaction))
        lines = [say("private-welcome-back")] if back else []
        message = await self.payloads.private(game, seat, lines=lines, language=say.language)
        await interaction.response.send_message(ephemeral=True, **message.send_kwargs())
        if back:
            await self.wiring.boards.refresh(game)

    async def close_up(self, interaction: discord.Interaction[Any], session_id: str, key: str) -> None:
        """A click on a close-up: the picture, privately, drawn from the presser's own view (their seat's,
        or an onlooker's public one), so it never shows more than they may see. From the board it opens one
        private message; from that message (its menu of the other close-ups) it turns the page in place, so
        looking around never piles messages up under the board."""
        game = await self.games.load(session_id)
        if game.state is None:
            raise refusal_of(GameNotRunning, "refusal-game-not-started")
        held = game.session.seats_of(interaction.user.id)
        language = await self.wiring.gate.language(interaction)  # a private answer: its reader's words
        message = await self.payloads.close_up(game, held[0] if held else None, key, language)
        if on_private_message(interaction):
            await interaction.response.edit_message(**message.edit_kwargs())
        else:
            await interaction.response.send_message(ephemeral=True, **message.send_kwargs())
