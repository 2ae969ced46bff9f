"""What the web companion keeps (migrations 0009 and 0010, docs/web.md): the key its links are signed with
when TABLETOP_WEB_SECRET is not set, generated once for every process of the bot, and each server's switch
with its epoch and the name its page shows. Finished games for the server page are the result store's
(``ResultStore.recent``)."""

from __future__ import annotations

import secrets
from collections.abc import Callable

from bot.database import Database
from bot.session.records import GuildWeb
from bot.store.rows import RowMapper

Clock = Callable[[], float]
SECRET_BYTES = 32
MAX_NAME = 100  # Discord's longest server name
_GUILD = RowMapper(GuildWeb)


class CompanionStore:
    def __init__(self, database: Database, clock: Clock) -> None:
        self.database = database
        self.clock = clock

    async def secret(self) -> str:
        """The signing key kept in the database: made by the first process that asks, read by the rest (two
        processes asking at once keep the first one written)."""
        await self.database.run(
            "INSERT OR IGNORE INTO web_secret (id, secret, created_at) VALUES (1, ?, ?)",
            (secrets.token_urlsafe(SECRET_BYTES), self.clock()),
        )
        found = await self.database.query("SELECT secret FROM web_secret WHERE id = 1")
        return str(found[0]["secret"])

    async def guild(self, guild_id: int) -> GuildWeb:
        """A server's switch (on, epoch 0, until someone turns it off)."""
        found = await self.database.query(
            "SELECT enabled, epoch, name FROM web_guilds WHERE guild_id = ?", (guild_id,)
        )
        if not found:
            return GuildWeb()
        return _GUILD(found[0])

    async def name(self, guild_id: int, name: str) -> None:
        """Keep the server's name for its page (written only when it changed: a rename shows at the next
        link handed out)."""
        name = name[:MAX_NAME]
        async with self.database.write() as db:
            await db.execute(
                "INSERT OR IGNORE INTO web_guilds (guild_id, enabled, epoch, updated_at, name)"
                " VALUES (?, 1, 0, ?, ?)",
                (guild_id, self.clock(), name),
            )
            await db.execute(
                "UPDATE web_guilds SET name = ? WHERE guild_id = ? AND (name IS NULL OR name <> ?)",
                (name, guild_id, name),
            )

    async def switch(self, guild_id: int, enabled: bool) -> GuildWeb:
        """Turn the companion on or off in a server. Turning it off moves the epoch on, so the links
        handed out so far stay dead for good; turning it on again keeps the new epoch."""
        async with self.database.write() as db:
            await db.execute(
                "INSERT OR IGNORE INTO web_guilds (guild_id, enabled, epoch, updated_at) VALUES (?, 1, 0, ?)",
                (guild_id, self.clock()),
            )
            await db.execute(
                "UPDATE web_guilds SET epoch = epoch + CASE WHEN ? = 0 AND enabled = 1 THEN 1 ELSE 0 END,"
                " enabled = ?, updated_at = ? WHERE guild_id = ?",
                (int(enabled), int(enabled), self.clock(), guild_id),
            )
            found = await db.execute_fetchall(
                "SELECT enabled, epoch, name FROM web_guilds WHERE guild_id = ?", (guild_id,)
            )
        return _GUILD(found[0])
