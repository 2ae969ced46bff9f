"""Every text of the slash commands as Discord receives it, with the catalogue id it is translated by
(``bot.discordside.commandwords``), and the commands as a sync sends them: for tests/test_localisation.py
and tests/test_discord_command_names.py."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

from discord import app_commands

from bot.client import ShardedTabletopBot, TabletopBot, make_bot
from bot.config import load_settings
from bot.discordside.commandwords import CommandWords, message_id
from cogs import FEATURES

Location = app_commands.TranslationContextLocation


def _walk(command: Any) -> Iterator[tuple[str, str]]:
    if isinstance(command, app_commands.Group):
        yield (
            message_id(app_commands.TranslationContext(Location.group_description, command)) or "",
            str(command.description),
        )
        for child in command.commands:
            yield from _walk(child)
        return
    if isinstance(command, app_commands.ContextMenu):
        return
    yield (
        message_id(app_commands.TranslationContext(Location.command_description, command)) or "",
        str(command.description),
    )
    for parameter in command.parameters:
        yield (
            message_id(app_commands.TranslationContext(Location.parameter_description, parameter)) or "",
            str(parameter.description),
        )
        for choice in parameter.choices:
            yield (
                message_id(app_commands.TranslationContext(Location.choice_name, choice)) or "",
                str(choice.name),
            )


@contextlib.asynccontextmanager
async def loaded_bot(tmp_path: Path) -> AsyncIterator[TabletopBot | ShardedTabletopBot]:
    """The bot wired with every feature loaded (not connected): its command tree as it would sync."""
    env = {"DISCORD_TOKEN": "x", "TABLETOP_DATABASE": str(tmp_path / "commands.sqlite3")}
    bot = make_bot(load_settings(env, dotenv=False))
    try:
        await bot.wire()
        for feature in FEATURES:
            await bot.load_feature(feature)
        yield bot
    finally:
        await bot.close()


async def translated_commands(tmp_path: Path) -> list[dict[str, Any]]:
    """Every slash command as Discord receives it at a sync: with each shipped language's words
    (bot/discordside/commandwords.py)."""
    async with loaded_bot(tmp_path) as bot:
        translator = bot.tree.translator
        assert isinstance(translator, CommandWords)
        return [await c.get_translated_payload(bot.tree, translator) for c in bot.tree.get_commands()]


async def command_texts(tmp_path: Path) -> list[tuple[str, str]]:
    """(id, English) of every description and choice name of every slash command, in tree order."""
    async with loaded_bot(tmp_path) as bot:
        found: list[tuple[str, str]] = []
        for command in sorted(bot.tree.get_commands(), key=lambda c: c.name):
            found.extend(_walk(command))
        return found
