"""The slash commands as Discord receives them stay exactly as players and servers know them: Discord keeps
a bot's commands (names, options, choices, limits, permissions), so a change here is a change for every
server. tests/data/commands/slash_commands.json holds them; a deliberate change updates it.

The commands of ``/game`` come from several feature cogs (``cogs/``) that join one group; this checks that
together they make the same command Discord has always had."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.client import COGS, make_bot
from bot.config import load_settings

SNAPSHOT = Path(__file__).resolve().parent / "data" / "commands" / "slash_commands.json"


def normalised(value: Any) -> Any:
    """Discord does not care in which order a group's subcommands or an object's keys come."""
    if isinstance(value, dict):
        return {key: normalised(item) for key, item in sorted(value.items())}
    if isinstance(value, list):
        items = [normalised(item) for item in value]
        if items and all(isinstance(i, dict) and {"name", "type", "description"} <= i.keys() for i in items):
            items.sort(key=lambda item: item["name"])
        return items
    return value


async def synced_commands(tmp_path: Path) -> Any:
    env = {"DISCORD_TOKEN": "x", "TABLETOP_DATABASE": str(tmp_path / "commands.sqlite3")}
    bot = make_bot(load_settings(env, dotenv=False))
    try:
        for cog in COGS:
            await bot.load_extension(cog)
        return normalised(
            sorted((c.to_dict(bot.tree) for c in bot.tree.get_commands()), key=lambda c: c["name"])
        )
    finally:
        await bot.close()


async def test_the_slash_commands_are_those_discord_already_has(tmp_path: Path) -> None:
    assert await synced_commands(tmp_path) == json.loads(SNAPSHOT.read_text(encoding="utf-8"))


@pytest.mark.parametrize("cog", COGS)
async def test_each_cog_unloads_its_commands_and_loads_them_again(tmp_path: Path, cog: str) -> None:
    env = {"DISCORD_TOKEN": "x", "TABLETOP_DATABASE": str(tmp_path / "commands.sqlite3")}
    bot = make_bot(load_settings(env, dotenv=False))
    try:
        for name in COGS:
            await bot.load_extension(name)
        before = normalised([c.to_dict(bot.tree) for c in bot.tree.get_commands()])
        await bot.unload_extension(cog)
        assert normalised([c.to_dict(bot.tree) for c in bot.tree.get_commands()]) != before
        await bot.load_extension(cog)
        assert normalised([c.to_dict(bot.tree) for c in bot.tree.get_commands()]) == before
    finally:
        await bot.close()
