"""The gate every click and command passes through: while the bot shuts down it answers instead of taking
them, it counts the ones being handled so that a shutdown waits for them, and it turns every refusal into
one ephemeral sentence, in one place (``refuse``).

Every click passes it in its receiver (``bot.discordside.components.Receiver``), every ``/game``
subcommand in ``GameSubcommands.run`` and the other commands in their own ``work``; a failure of a command
reaches ``refuse`` through the command tree's ``on_error``. Nothing answers a refusal any other way.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import AsyncIterator, Sequence
from typing import Any

import discord

from bot.i18n import SOURCE, Speaker, english, language_of, said
from bot.render.textlimits import MESSAGE_TEXT, clipped
from bot.services.games import Games
from bot.services.personalsettings import PersonalSettings
from bot.waiting import at_most
from engines.base import GameError
from engines.phrasing import Words
from engines.wording import fill_names

log = logging.getLogger(__name__)

RESTARTING_WORDS = Words(id="channel-restarting")
RESTARTING = said(RESTARTING_WORDS)  # its English


class Gate:
    """Where every interaction passes: shutdown, work in flight, refusals."""

    def __init__(self, client: discord.Client, games: Games, settings: PersonalSettings) -> None:
        self.client = client  # the connection to Discord: whether it is closing
        self.games = games
        self.settings = settings  # each person's language
        self.closing = False  # set on shutdown: new clicks and commands are answered, not taken
        self._in_flight = 0
        self._idle = asyncio.Event()
        self._idle.set()

    @contextlib.asynccontextmanager
    async def work(self, interaction: discord.Interaction[Any]) -> AsyncIterator[bool]:
        """Wrap the handling of one interaction. Yields False, after answering, when the bot is shutting
        down; otherwise True, and the shutdown waits for the handling to finish."""
        if self.closing:
            await self.refuse(interaction, GameError(RESTARTING, words=RESTARTING_WORDS))
            yield False
            return
        self._in_flight += 1
        self._idle.clear()
        try:
            yield True
        finally:
            # After the click is handled, not on its way to the rules: what it said of its clicker's language.
            await self._seen(interaction)
            self._in_flight -= 1
            if self._in_flight == 0:
                self._idle.set()

    async def quiet(self, timeout: float) -> None:
        """Wait until no click or command is being handled, at most ``timeout`` seconds: the web companion
        on this process waits so before it reads and draws a change, so that the players come first."""
        if self._in_flight:
            with contextlib.suppress(TimeoutError):
                await at_most(self._idle.wait(), timeout)

    async def close(self, timeout: float) -> None:
        """Stop taking clicks and let the ones being handled finish (at most ``timeout`` seconds). What is
        not shown by then is shown by the next start (``Publisher.repair``)."""
        self.closing = True
        try:
            await at_most(self._idle.wait(), timeout)
        except TimeoutError:
            log.warning("Shutting down with %d interactions still being handled", self._in_flight)

    async def refuse(
        self, interaction: discord.Interaction[Any], error: Exception, names: Sequence[str] = ()
    ) -> None:
        """Every refusal in one place: a GameError's sentence (in the reader's language where the error
        carries its words), or an apology for anything else."""
        if isinstance(error, GameError):
            say = Speaker(await self._language_or_english(interaction))
            text = self._words(say, error)
            text = fill_names(text, names) if names else text
        elif self.client.is_closed():
            log.warning("Shutting down while handling an interaction: %s", error)
            return
        else:
            log.error("Unexpected error handling an interaction", exc_info=error)
            say = Speaker(await self._language_or_english(interaction))
            text = say("channel-went-wrong")
        text = strip_placeholders(text, say("channel-another-player"))
        text = clipped(text, MESSAGE_TEXT)  # Discord refuses longer content; a refusal must never be refused
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            log.warning("Could not deliver a refusal: %s", text)

    async def _seen(self, interaction: discord.Interaction[Any]) -> None:
        """The language of the clicker's Discord app, kept for the direct messages the bot sends them."""
        try:
            await self.settings.seen(interaction.user.id, discord_language(interaction))
        except Exception:  # never a reason to refuse the click itself
            log.exception("Could not keep the language of %s", interaction.user.id)

    async def language(self, interaction: discord.Interaction[Any]) -> str:
        """The language a private answer is written in: the reader's choice in /settings, else their Discord
        language (English where we do not ship theirs)."""
        return reader_language(interaction, (await self.settings.of(interaction.user.id)).language)

    async def _language_or_english(self, interaction: discord.Interaction[Any]) -> str:
        """The reader's language, or English when their settings cannot be read (a refusal must go out)."""
        try:
            return await self.language(interaction)
        except Exception:
            log.warning("Could not read the language of %s", interaction.user.id, exc_info=True)
            return SOURCE

    def _words(self, say: Speaker, error: GameError) -> str:
        if error.words is None:
            return str(error)
        try:
            return say.words(error.words)
        except (KeyError, ValueError) as exc:  # a message not in the catalogues yet: its English
            log.warning("No words for %s: %s", error.words.id, exc)
            return str(error)

    async def names(self, session_id: str) -> tuple[str, ...]:
        """The display names of a game's seats, for filling a refusal's placeholders (none if it is gone)."""
        try:
            return (await self.games.load(session_id)).names
        except GameError:
            return ()


def discord_language(interaction: discord.Interaction[Any]) -> str:
    """The language we ship for the clicker's Discord app (English where we do not ship theirs)."""
    return language_of(getattr(interaction.locale, "value", None))


def reader_language(interaction: discord.Interaction[Any], chosen: str | None) -> str:
    """The language a private answer to ``interaction`` is written in: ``chosen`` (the reader's choice in
    /settings), else their Discord app's."""
    return chosen or discord_language(interaction)


def strip_placeholders(text: str, other: str | None = None) -> str:
    """A refusal never shows a raw {s1}: placeholders left unfilled become ``other`` ("another player",
    English's when not given)."""
    filler = other or english()("channel-another-player")
    return re.sub(r"\{s\d+\}", lambda _: filler, text)
