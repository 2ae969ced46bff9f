"""The pick-up queue: each person waiting for a game in a server, with what they accept and until when.

A person joins with ``join``, which in one transaction (one at a time per server and game: a lock in the
transaction) writes their entry, asks the caller's ``decide`` whether the people waiting now make a table
(``bot.session.matchmaking``), and if so takes those people out of every queue of that server and writes
the table to open (``bot.store.planned``): so a person is never seated twice, and a table once decided is
opened even if the process dies before it opens it. Entries whose time ran out are taken out once
(``expire``), each by one process.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence

from bot.database import Database
from bot.session.organisedplay import PlannedTable, QueueEntry
from bot.store.planned import PlannedTableStore
from bot.store.rows import Column, RowMapper

Clock = Callable[[], float]
Decide = Callable[[QueueEntry, Sequence[QueueEntry]], tuple[Sequence[QueueEntry], PlannedTable] | None]


_ENTRY = RowMapper(
    QueueEntry,
    clocks=Column(read=lambda clocks: tuple(json.loads(clocks)), write=lambda c: json.dumps(list(c))),
)
# An entry's columns, in ``join``'s order.
_WAITING = "guild_id game user_id name channel_id min_players max_players clocks joined_at expires_at".split()


class QueueStore:
    def __init__(self, database: Database, clock: Clock, planned: PlannedTableStore) -> None:
        self.database = database
        self.clock = clock
        self.planned = planned

    async def join(self, entry: QueueEntry, decide: Decide) -> tuple[bool, PlannedTable | None]:
        """Put ``entry`` in its queue (replacing the person's earlier entry for that game), and write the
        table ``decide`` makes of the people waiting, if any. Returns (whether they were already waiting,
        the table to open or None)."""
        async with self.database.write() as db:
            await db.lock(f"queue:{entry.guild_id}:{entry.game}")
            before = await db.execute(
                "DELETE FROM queue_entries WHERE guild_id = ? AND game = ? AND user_id = ?",
                (entry.guild_id, entry.game, entry.user_id),
            )
            waiting = [
                _ENTRY(r)
                for r in await db.execute_fetchall(
                    "SELECT * FROM queue_entries WHERE guild_id = ? AND game = ? AND expires_at > ?"
                    " ORDER BY joined_at, user_id",
                    (entry.guild_id, entry.game, self.clock()),
                )
            ]
            decided = decide(entry, waiting)
            if decided is None:
                await db.execute(
                    "INSERT INTO queue_entries (guild_id, game, user_id, name, channel_id, min_players,"
                    " max_players, clocks, joined_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    _ENTRY.values(entry, _WAITING),
                )
                return bool(before.rowcount), None
            seated, table = decided
            # Everyone seated leaves every queue of this server: they have a game now.
            await db.executemany(
                "DELETE FROM queue_entries WHERE guild_id = ? AND user_id = ?",
                [(entry.guild_id, e.user_id) for e in seated],
            )
            table = await self.planned.insert(db, table, self.clock())
        return bool(before.rowcount), table

    async def leave(self, guild_id: int, user_id: int, game: str | None = None) -> list[QueueEntry]:
        """Take a person out of a server's queue for ``game`` (or every game); the entries taken out."""
        where = "guild_id = ? AND user_id = ?" + (" AND game = ?" if game is not None else "")
        params = (guild_id, user_id) + ((game,) if game is not None else ())
        async with self.database.write() as db:
            found = [
                _ENTRY(r)
                for r in await db.execute_fetchall(f"SELECT * FROM queue_entries WHERE {where}", params)
            ]
            await db.execute(f"DELETE FROM queue_entries WHERE {where}", params)
        return found

    async def of_guild(self, guild_id: int) -> list[QueueEntry]:
        """A server's waiting people, by game, longest waiting first."""
        found = await self.database.query(
            "SELECT * FROM queue_entries WHERE guild_id = ? AND expires_at > ? ORDER BY game, joined_at",
            (guild_id, self.clock()),
        )
        return [_ENTRY(r) for r in found]

    async def expire(self, now: float | None = None) -> list[QueueEntry]:
        """Take out every entry whose wait is over; each is returned to one process only."""
        at = self.clock() if now is None else now
        gone = []
        for r in await self.database.query("SELECT * FROM queue_entries WHERE expires_at <= ?", (at,)):
            entry = _ENTRY(r)
            done = await self.database.run(
                "DELETE FROM queue_entries WHERE guild_id = ? AND game = ? AND user_id = ? AND expires_at = ?",
                (entry.guild_id, entry.game, entry.user_id, entry.expires_at),
            )
            if done.rowcount == 1:
                gone.append(entry)
        return gone

    async def next_expiry(self) -> float | None:
        found = await self.database.query("SELECT MIN(expires_at) AS at FROM queue_entries")
        at = found[0]["at"] if found else None
        return None if at is None else float(at)
