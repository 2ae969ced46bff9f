"""``Rules``: the clicks that turn the pages of a ``/game rules`` message (their receivers are here), and
the guides ``/game rules`` and ``/game card`` read."""

from __future__ import annotations

from typing import Any

import discord

from bot.catalogue.guide import GameGuide
from bot.discordside.components import Receiver, cog_of, selected
from bot.discordside.feature import Feature
from bot.discordside.wiring import Wiring
from bot.session.errors import SessionNotFound
from cogs.rules import guidepages
from cogs.rules.components import PAGE_MENU, TURN_PAGE, PageMenu, TurnPage
from engines.base import GameError


class TurnPageClick(Receiver[TurnPage], custom_id=TURN_PAGE):
    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        turn = self.fields
        await cog_of(interaction.client, Rules).turn_page(interaction, turn.game, turn.session, turn.page)


class PageMenuClick(Receiver[PageMenu], custom_id=PAGE_MENU):
    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        chosen = selected(interaction, "0")
        page = int(chosen) if chosen.isdigit() and len(chosen) <= 3 else 0
        await cog_of(interaction.client, Rules).turn_page(
            interaction, self.fields.game, self.fields.session, page
        )


class Rules(Feature):
    """The rules' pages, turned."""

    receivers = (TurnPageClick, PageMenuClick)

    def __init__(self, wiring: Wiring) -> None:
        super().__init__(wiring)
        self.catalogue = wiring.catalogue
        self.games = wiring.services.games
        self.storage = wiring.storage

    async def turn_page(
        self, interaction: discord.Interaction[Any], game: str, session_id: str, page: int
    ) -> None:
        """That page, in the same message."""
        guide = guidepages.guide_of(self.catalogue, game, await self.wiring.gate.language(interaction))
        options = await guidepages.options_in_effect(self.games, session_id)
        message = guidepages.rules_message(guide, options, page, session_id)
        await interaction.response.edit_message(**message.edit_kwargs())

    async def guide_game(self, channel_id: int | None, chosen: str | None) -> tuple[str, str]:
        """The game whose guide to show (``chosen``, else this channel's) and the game whose options it
        shows (``NO_SESSION`` for none)."""
        session = await self.storage.sessions.active_in_channel(channel_id or 0)
        if chosen is not None:
            here = session is not None and session.game == chosen
            return chosen, session.id if here and session is not None else guidepages.NO_SESSION
        if session is None:
            raise guidepages.refusal(SessionNotFound, "refusal-rules-which-game")
        return session.game, session.id

    async def guides_for(self, channel_id: int | None, key: str | None, language: str) -> list[GameGuide]:
        """The guides in ``language`` (else English) of ``key``, else of this channel's game, else of every
        game."""
        if key is None:
            session = await self.storage.sessions.active_in_channel(channel_id or 0)
            key = session.game if session is not None else None
        keys = [key] if key is not None and key in self.catalogue else list(self.catalogue)
        guides = [g for k in keys if (g := self.catalogue[k].guide_in(language)) is not None]
        if not guides:
            raise guidepages.refusal(GameError, "refusal-no-guide")
        return guides
