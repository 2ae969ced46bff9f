"""The rules as players read them: ``/game rules`` (the player guide, in pages) and ``/game card`` (one
card, tile or ability by name, with autocomplete). The pages are ``bot.discordside.rulespages``'."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.catalogue.guide import GameGuide
from bot.discordside import rulespages
from bot.discordside.commandkit import GameCommands
from bot.session.errors import SessionNotFound
from engines import ENGINES
from engines.base import GameError

if TYPE_CHECKING:
    from bot.client import TabletopBot

log = logging.getLogger(__name__)
GAME_CHOICES = [app_commands.Choice(name=engine.title, value=key) for key, engine in sorted(ENGINES.items())]


class Rulebook(GameCommands):
    game_menus = ("rules", "card")

    @app_commands.command(name="rules", description="How to play a game: rules, options and every card")
    @app_commands.describe(
        game="Which game (default: the one in this channel)", page="Open at this page (default: the first)"
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(
        self,
        interaction: discord.Interaction[TabletopBot],
        game: app_commands.Choice[str] | None = None,
        page: app_commands.Range[int, 1, 99] = 1,
    ) -> None:
        async def go() -> None:
            key, session_id = await self._guide_game(interaction, game)
            guide = rulespages.guide_of(self.bot.games, key)
            options = await rulespages.options_in_effect(self.services.sessions, session_id)
            message = rulespages.rules_message(guide, options, page - 1, session_id)
            await interaction.response.send_message(ephemeral=True, **message.send_kwargs())

        await self.run(interaction, go())

    @app_commands.command(
        name="card", description="Look up a card, tile or ability by name (only you see it)"
    )
    @app_commands.describe(name="Start typing its name", game="Which game (default: the one in this channel)")
    @app_commands.choices(game=GAME_CHOICES)
    async def card(
        self,
        interaction: discord.Interaction[TabletopBot],
        name: app_commands.Range[str, 1, 100],
        game: app_commands.Choice[str] | None = None,
    ) -> None:
        async def go() -> None:
            guides = await self._guides_for(interaction, game.value if game is not None else None)
            guide, entry = rulespages.lookup(guides, name)
            await interaction.response.send_message(
                ephemeral=True, **rulespages.entry_message(guide, entry).send_kwargs()
            )

        await self.run(interaction, go())

    @card.autocomplete("name")
    async def card_names(
        self, interaction: discord.Interaction[TabletopBot], current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            chosen = getattr(interaction.namespace, "game", None)
            key = (
                chosen.value if isinstance(chosen, app_commands.Choice) else (str(chosen) if chosen else None)
            )
            return rulespages.choices_for(await self._guides_for(interaction, key), current)
        except Exception:  # autocomplete cannot show a sentence: no suggestions rather than an error
            log.exception("card autocomplete failed")
            return []

    async def _guide_game(
        self, interaction: discord.Interaction[TabletopBot], game: app_commands.Choice[str] | None
    ) -> tuple[str, str]:
        """The game whose guide to show and the session whose options it shows (or "-")."""
        session = await self.services.storage.sessions.active_in_channel(interaction.channel_id or 0)
        if game is not None:
            here = session is not None and session.game == game.value
            return game.value, session.id if here and session is not None else rulespages.NO_SESSION
        if session is None:
            raise SessionNotFound(
                "There is no game in this channel: say which game, as in /game rules game:…"
            )
        return session.game, session.id

    async def _guides_for(
        self, interaction: discord.Interaction[TabletopBot], key: str | None
    ) -> list[GameGuide]:
        """The guide of ``key``, else of this channel's game, else of every game."""
        if key is None:
            session = await self.services.storage.sessions.active_in_channel(interaction.channel_id or 0)
            key = session.game if session is not None else None
        games = self.bot.games
        keys = [key] if key is not None and key in games else list(games)
        guides = [g for k in keys if (g := games[k].guide) is not None]
        if not guides:
            raise GameError("There is no guide for that game yet.")
        return guides


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(Rulebook(bot))
