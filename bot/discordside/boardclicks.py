"""Clicks on a board and on a private view: a move, "Take back", "Show my hand" and the board's close-ups.

A move or a take-back is committed through the session pipeline (``MoveService``), shown by the
``Publisher`` (which answers the click within Discord's 3 seconds), and then an AI seat that owes a
decision is handed its turn (``AiDriver``). Refusals go through the gate.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import Any

import discord

from bot.discordside.gate import Gate
from bot.discordside.payloads import Payloads
from bot.discordside.publisher import Publisher
from bot.services import Services
from bot.services.aidriver import AiDriver
from bot.session.errors import GameNotRunning, SessionNotFound
from bot.session.game import SubmitResult
from engines.base import GameError, Seat

log = logging.getLogger(__name__)

SHOWN_SOON = "Your move is made. Discord was slow to show it; the board shows it in a moment."


class BoardClicks:
    """The buttons and menus of a board and of a private view."""

    def __init__(
        self, gate: Gate, services: Services, payloads: Payloads, publisher: Publisher, driver: AiDriver
    ) -> None:
        self.gate = gate
        self.sessions = services.sessions
        self.moves = services.moves
        self.storage = services.storage
        self.payloads = payloads
        self.publisher = publisher
        self.driver = driver

    async def on_move(
        self, interaction: discord.Interaction[Any], session_id: str, seat: Seat, n: int, action_id: str
    ) -> None:
        async with self.gate.work(interaction) as taking:
            if taking:
                change = self.moves.submit(session_id, interaction.user.id, n, action_id, seat=seat)
                await self._change_and_show(interaction, session_id, change)

    async def on_take_back(
        self, interaction: discord.Interaction[Any], session_id: str, seat: Seat, n: int
    ) -> None:
        """A click on "Take back": the clicker's last move, if the rules of taking back allow it."""
        async with self.gate.work(interaction) as taking:
            if taking:
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
                await self.gate.refuse(interaction, GameError(SHOWN_SOON) if slow else exc)
            elif self.gate.client.is_closed():
                log.warning("Shutting down while showing a move in %s; the next start shows it", session_id)
            else:  # Publisher.publish has asked for its board to be shown again within seconds
                log.warning("Showing a move in %s failed (%r); showing it again soon", session_id, exc)
        self.driver.kick_if_owed(result.game)

    async def on_peek(self, interaction: discord.Interaction[Any], session_id: str) -> None:
        """ "Show my hand": the presser's private view, privately."""
        async with self.gate.work(interaction) as taking:
            if taking:
                await self.peek(interaction, session_id)

    async def peek_in_channel(self, interaction: discord.Interaction[Any]) -> None:
        """``/game hand``: "Show my hand" for this channel's game."""
        session = await self.storage.sessions.active_in_channel(interaction.channel_id or 0)
        if session is None:
            raise SessionNotFound("There is no game in this channel.")
        await self.peek(interaction, session.id)

    async def peek(self, interaction: discord.Interaction[Any], session_id: str) -> None:
        try:
            game = await self.sessions.load(session_id)
            if game.state is None:
                raise GameNotRunning("This game has not started yet.")
            seat = self.moves.seat_for(game.session, interaction.user.id)
            back = await self.moves.return_by_click(session_id, interaction.user.id)
            if back:  # an AI stood in for them after a timeout: this click brings them back
                game = await self.sessions.load(session_id)
            lines = ["Welcome back: you play your seat again."] if back else []
            message = await self.payloads.private(game, seat, lines=lines)
            await interaction.response.send_message(ephemeral=True, **message.send_kwargs())
            if back:
                await self.publisher.refresh_board(game)
        except Exception as exc:
            await self.gate.refuse(interaction, exc)

    async def on_close_up(self, interaction: discord.Interaction[Any], session_id: str, key: str) -> None:
        """A click on a close-up: the picture, privately, drawn from the presser's own view (their seat's,
        or an onlooker's public one), so it never shows more than they may see. From the board it opens one
        private message; from that message (its menu of the other close-ups) it turns the page in place, so
        looking around never piles messages up under the board."""
        async with self.gate.work(interaction) as taking:
            if not taking:
                return
            try:
                game = await self.sessions.load(session_id)
                if game.state is None:
                    raise GameNotRunning("This game has not started yet.")
                held = game.session.seats_of(interaction.user.id)
                message = await self.payloads.close_up(game, held[0] if held else None, key)
                if on_private_message(interaction):
                    await interaction.response.edit_message(**message.edit_kwargs())
                else:
                    await interaction.response.send_message(ephemeral=True, **message.send_kwargs())
            except Exception as exc:
                await self.gate.refuse(interaction, exc)


def on_private_message(interaction: discord.Interaction[Any]) -> bool:
    """Whether the click came from a private (ephemeral) answer, which the click may turn in place."""
    message = interaction.message
    return message is not None and message.flags.ephemeral
