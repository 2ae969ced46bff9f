"""The slash commands in every language we ship: ``CommandWords``, discord.py's ``Translator`` for the
command tree, gives Discord each command's, option's and choice's description in German and Japanese
from the catalogues (``bot/locales/<language>/commands.ftl``); Discord shows each person the words of
their own Discord language. Command and option names stay English, so that everyone can share them
("/game new").

Each text's message id follows from where it is, so a command needs no id written beside it:
``cmd-<command words joined by ->`` for a command's or group's description ("cmd-tournament-join"),
``cmd-<command>--<option>`` for an option's, ``choice-<value>`` for a choice's name (one value, one
name, in every command: tests/test_localisation.py checks it). The English in the code is the source and
must equal the English catalogue's (checked there too), which is what translators work from.
"""

from __future__ import annotations

import re

import discord
from discord import app_commands

from bot.i18n import SOURCE, Catalogues, language_of

IDENTIFIER = re.compile(r"[^a-zA-Z0-9_-]+")


def message_id(context: app_commands.TranslationContextTypes) -> str | None:
    """The catalogue's id of a text of the command tree; None for what is never translated (names)."""
    data = context.data
    if isinstance(data, app_commands.Command | app_commands.Group):
        if context.location in (
            app_commands.TranslationContextLocation.command_description,
            app_commands.TranslationContextLocation.group_description,
        ):
            return f"cmd-{_words(data.qualified_name)}"
        return None
    if isinstance(data, app_commands.Parameter):
        if context.location == app_commands.TranslationContextLocation.parameter_description:
            return f"cmd-{_words(data.command.qualified_name)}--{data.name}"
        return None
    if isinstance(data, app_commands.Choice):
        return f"choice-{IDENTIFIER.sub('-', str(data.value)).strip('-').lower()}"
    return None


def _words(name: str) -> str:
    return name.replace(" ", "-")


class CommandWords(app_commands.Translator):
    def __init__(self, catalogues: Catalogues) -> None:
        self.catalogues = catalogues

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        language = language_of(locale.value)
        if language == SOURCE:
            return None  # English is the code's own; a language we do not ship is English too
        found = message_id(context)
        if found is None or not self.catalogues.has(found, language):
            return None
        return self.catalogues.text(language, found)
