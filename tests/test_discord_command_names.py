"""The slash commands as Discord receives them stay exactly as players and servers know them: Discord keeps
a bot's commands (names, options, choices, limits, permissions), so a change here is a change for every
server. tests/data/commands/slash_commands.json holds them; a deliberate change updates it.

The commands of ``/game`` come from several feature packages (``cogs/``) whose subcommands join one group;
this checks that together they make the same command Discord has always had, and that each feature
unloads and loads again as one package (its commands and the receivers of its components)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.client import make_bot
from bot.config import load_settings
from bot.discordside.feature import Feature
from cogs import FEATURES
from support.commandtexts import translated_commands

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
    """The commands as Discord receives them at a sync, in the snapshot's order."""
    return normalised(sorted(await translated_commands(tmp_path), key=lambda c: c["name"]))


async def test_the_slash_commands_are_those_discord_already_has(tmp_path: Path) -> None:
    assert await synced_commands(tmp_path) == json.loads(SNAPSHOT.read_text(encoding="utf-8"))


def received(bot: Any) -> set[str]:
    """The receivers of the components the loaded features handle, by name."""
    return {r.__name__ for cog in bot.cogs.values() if isinstance(cog, Feature) for r in cog.receivers}


@pytest.mark.parametrize("feature", FEATURES)
async def test_each_feature_unloads_its_commands_and_receivers_and_loads_them_again(
    tmp_path: Path, feature: str
) -> None:
    env = {"DISCORD_TOKEN": "x", "TABLETOP_DATABASE": str(tmp_path / "commands.sqlite3")}
    bot = make_bot(load_settings(env, dotenv=False))
    try:
        await bot.wire()
        for name in FEATURES:
            await bot.load_feature(name)
        before = normalised([c.to_dict(bot.tree) for c in bot.tree.get_commands()])
        receivers = received(bot)
        await bot.unload_feature(feature)
        after = normalised([c.to_dict(bot.tree) for c in bot.tree.get_commands()])
        assert after != before or received(bot) != receivers, "the feature took nothing away"
        await bot.load_feature(feature)
        assert normalised([c.to_dict(bot.tree) for c in bot.tree.get_commands()]) == before
        assert received(bot) == receivers
    finally:
        await bot.close()
