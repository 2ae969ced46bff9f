"""The rules as players read them: ``/game rules`` (the player guide, in pages) and ``/game card`` (one
card, tile or ability by name, with autocomplete). The pages are ``cogs.rules.guidepages``'."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discordside.gamegroup import GameSubcommands
from cogs.rules import guidepages
from engines import ENGINES

if TYPE_CHECKING:
    from cogs.rules.rules import Rules

log = logging.getLogger(__name__)
GAME_CHOICES = [app_commands.Choice(name=engine.title, value=key) for key, engine in sorted(ENGINES.items())]


class RulesCommands(GameSubcommands):
    game_menus = ("rules", "card")

    def __init__(self, rules: Rules) -> None:
        super().__init__(rules.wiring)
        self.cog = rules

    @app_commands.command(name="rules", description="How to play a game: rules, options and every card")
    @app_commands.describe(
        game="Which game (default: the one in this channel)", page="Open at this page (default: the first)"
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(
        self,
        interaction: discord.Interaction[Any],
        game: app_commands.Choice[str] | None = None,
        page: app_commands.Range[int, 1, 99] = 1,
    ) -> None:
        async def go() -> None:
            chosen = game.value if game is not None else None
            key, session_id = await self.cog.guide_game(interaction.channel_id, chosen)
            language = await self.wiring.gate.language(interaction)
            guide = guidepages.guide_of(self.wiring.catalogue, key, language)
            options = await guidepages.options_in_effect(self.wiring.services.games, session_id)
            message = guidepages.rules_message(guide, options, page - 1, session_id)
            await interaction.response.send_message(ephemeral=True, **message.send_kwargs())

        await self.run(interaction, go())

    @app_commands.command(
        name="card", description="Look up a card, tile or ability by name (only you see it)"
    )
    @app_commands.describe(name="Start typing its name", game="Which game (default: the one in this channel)")
    @app_commands.choices(game=GAME_CHOICES)
    async def card(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, 100],
        game: app_commands.Choice[str] | None = None,
    ) -> None:
        async def go() -> None:
            guides = await self.cog.guides_for(
                interaction.channel_id,
                game.value if game is not None else None,
                await self.wiring.gate.language(interaction),
            )
            guide, entry = guidepages.lookup(guides, name)
            await interaction.response.send_message(
                ephemeral=True, **guidepages.entry_message(guide, entry).send_kwargs()
            )

        await self.run(interaction, go())

    @card.autocomplete("name")
    async def card_names(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            chosen = getattr(interaction.namespace, "game", None)
            key = (
                chosen.value if isinstance(chosen, app_commands.Choice) else (str(chosen) if chosen else None)
            )
            language = await self.wiring.gate.language(interaction)
            guides = await self.cog.guides_for(interaction.channel_id, key, language)
            return guidepages.choices_for(guides, current)
        except Exception:  # autocomplete cannot show a sentence: no suggestions rather than an error
            log.exception("card autocomplete failed")
            return []
