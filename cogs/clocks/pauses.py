"""``Pauses``: what stops the clocks of games that last days: ``/game away`` and ``/game return`` (a
vacation pauses a person's clocks in all their games; coming back also takes back seats an AI stood in
for), ``/game pause`` (with every other player's agreement: "Agree to pause", whose receiver is here) and
``/game resume``. Each answers in a sentence and shows what changed on the boards concerned; the timers
hear of the deadlines that moved from the stores themselves (``bot.store.alarm``). The rules are in
``bot.services.clocks`` and their words in ``bot.session.turnclock``.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.discordside.components import Receiver, cog_of
from bot.discordside.feature import Feature
from bot.discordside.message import Message
from bot.discordside.wiring import Wiring
from bot.i18n import Speaker
from bot.services.clocks import pause_waits_for
from bot.session import turnclock
from bot.session.game import Game
from bot.session.records import SessionStatus
from cogs.clocks.components import PAUSE_AGREE, PauseAsked, pause_view
from engines.phrasing import Listed, Words, WordsArg

log = logging.getLogger(__name__)


class PauseAgreeClick(Receiver[PauseAsked], custom_id=PAUSE_AGREE):
    """ "Agree to pause" under the host's request."""

    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        await cog_of(interaction.client, Pauses).agree(interaction, self.fields.session)


class Pauses(Feature):
    """Vacations, pauses and their clicks."""

    receivers = (PauseAgreeClick,)

    def __init__(self, wiring: Wiring) -> None:
        super().__init__(wiring)
        self.games = wiring.services.games
        self.clocks = wiring.services.clocks
        self.people = wiring.storage.people
        self.boards = wiring.boards

    async def _refresh(self, games: list[Game]) -> None:
        for game in games:
            if game.status == SessionStatus.RUNNING:
                try:
                    await self.boards.refresh(game)
                except Exception:
                    log.exception("Could not refresh the board of %s", game.id)

    async def _running_games_of(self, user_id: int) -> list[Game]:
        return [g for g in await self.games.games_of(user_id) if g.status == SessionStatus.RUNNING]

    # ---- vacations -----------------------------------------------------------------------------

    async def away(self, interaction: discord.Interaction[Any], days: int) -> None:
        user = interaction.user.id
        until = await self.clocks.go_away(user, days)
        games = await self._running_games_of(user)
        say = Speaker(await self.wiring.gate.language(interaction))
        await interaction.response.send_message(
            say("away-until", until=turnclock.stamp(until, "f"), games=len(games)), ephemeral=True
        )
        await self._refresh(games)

    async def come_back(self, interaction: discord.Interaction[Any]) -> None:
        user = interaction.user.id
        was_away = await self.people.come_back(user)
        retaken = await self.clocks.return_to_seats(user)
        say = Speaker(await self.wiring.gate.language(interaction))
        if not was_away and not retaken:
            await interaction.response.send_message(say("away-not-away"), ephemeral=True)
            return
        parts: list[WordsArg] = []
        if was_away:
            parts.append(Words(id="away-clocks-run"))
        if retaken:
            parts.append(Words(id="away-seats-again", args={"games": len(retaken)}))
        await interaction.response.send_message(
            say("away-welcome-back", what=Listed.of(parts)), ephemeral=True
        )
        await self._refresh(await self._running_games_of(user))

    # ---- pausing -------------------------------------------------------------------------------

    async def pause(self, interaction: discord.Interaction[Any], game: Game) -> None:
        game = await self.clocks.ask_pause(game.id, interaction.user.id)
        say = Speaker(game.session.table_language)  # in the channel, for the table
        if game.session.paused_at is not None:
            await interaction.response.send_message(say("pause-paused", game=game.title))
        else:
            waiting = pause_waits_for(game.session)
            request = Message(
                self._pause_request_text(game, waiting, say),
                view=pause_view(game.id, say),
                allowed_mentions=discord.AllowedMentions(users=True),
            )
            await interaction.response.send_message(**request.send_kwargs())
        await self._refresh([game])

    @staticmethod
    def _pause_request_text(game: Game, waiting: list[int], say: Speaker) -> str:
        who = Listed.of((f"<@{u}>" for u in waiting), "narrow")
        return say(
            "pause-asked",
            host=f"<@{game.session.host_user_id}>",
            game=game.title,
            who=who,
            button=say("pause-agree-button"),
        )

    async def agree(self, interaction: discord.Interaction[Any], session_id: str) -> None:
        game = await self.clocks.agree_pause(session_id, interaction.user.id)
        say = Speaker(game.session.table_language)
        if game.session.paused_at is not None:
            paused = Message(
                say("pause-everyone-agreed", game=game.title),
                allowed_mentions=discord.AllowedMentions.none(),
            )
            await interaction.response.edit_message(**paused.edit_kwargs())
        else:
            waiting = pause_waits_for(game.session)
            request = Message(
                self._pause_request_text(game, waiting, say),
                view=pause_view(game.id, say),
                allowed_mentions=discord.AllowedMentions.none(),
            )
            await interaction.response.edit_message(**request.edit_kwargs())
        await self._refresh([game])

    async def resume(self, interaction: discord.Interaction[Any], game: Game) -> None:
        was_paused = game.session.paused_at is not None
        game = await self.clocks.resume(game.id, interaction.user.id)
        say = Speaker(game.session.table_language)
        text = say("pause-resumed" if was_paused else "pause-withdrawn", game=game.title)
        await interaction.response.send_message(text)
        await self._refresh([game])
