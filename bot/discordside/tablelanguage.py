"""The language of a new table (docs/localisation.md, "Whose language"): everything public at it is written
in it, fixed when its lobby opens. A server admin's choice (``/tabletop language``), else the server's own
language as Discord gives it (a Community server's; every other server's is US English), else English."""

from __future__ import annotations

from typing import Any

import discord

from bot.i18n import SOURCE, language_of
from bot.store import Storage


async def table_language(client: discord.Client, storage: Storage, guild_id: int | None) -> str:
    if guild_id is None:
        return SOURCE
    chosen = await storage.servers.chosen(guild_id)
    if chosen is not None:
        return chosen
    guild = client.get_guild(guild_id)
    locale: Any = getattr(guild, "preferred_locale", None)
    return language_of(getattr(locale, "value", None))
