"""What a server chose for its tables: their language (migration 0017, docs/localisation.md)."""

from __future__ import annotations

from collections.abc import Callable

from bot.database import Database

Clock = Callable[[], float]


class ServerLanguages:
    """Each server's language for its tables, as an admin chose it (migration 0017)."""

    def __init__(self, database: Database, clock: Clock) -> None:
        self.database = database
        self.clock = clock

    async def chosen(self, guild_id: int) -> str | None:
        found = await self.database.query(
            "SELECT language FROM server_languages WHERE guild_id = ?", (guild_id,)
        )
        return str(found[0]["language"]) if found else None

    async def choose(self, guild_id: int, language: str | None) -> None:
        """An admin's choice; None: the server's own language again."""
        async with self.database.write() as db:
            if language is None:
                await db.execute("DELETE FROM server_languages WHERE guild_id = ?", (guild_id,))
            else:
                await db.execute(
                    "INSERT INTO server_languages (guild_id, language, updated_at) VALUES (?, ?, ?)"
                    " ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language,"
                    " updated_at = excluded.updated_at",
                    (guild_id, language, self.clock()),
                )
