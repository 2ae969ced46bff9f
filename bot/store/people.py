"""People, apart from any one game: vacations (which pause their clocks in every game) and the daily digest
of games waiting for them."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.database import Database
from bot.session.records import UserRecord
from bot.store.deadlines import DeadlineStore

Clock = Callable[[], float]


class PeopleStore:
    def __init__(self, database: Database, clock: Clock) -> None:
        self.database = database
        self.clock = clock

    async def user(self, user_id: int) -> UserRecord:
        found = list(
            await self.database.query(
                "SELECT away_until, digest, digest_sent_at FROM users WHERE user_id = ?", (user_id,)
            )
        )
        if not found:
            return UserRecord(user_id, None, False, None)
        r = found[0]
        return UserRecord(user_id, r["away_until"], bool(r["digest"]), r["digest_sent_at"])

    async def away_until(self, user_ids: Sequence[int], now: float) -> dict[int, float]:
        """The people among ``user_ids`` on vacation at ``now``, with when it ends (one query)."""
        ids = sorted(set(user_ids))
        if not ids:
            return {}
        marks = ", ".join("?" for _ in ids)
        found = await self.database.query(
            f"SELECT user_id, away_until FROM users WHERE user_id IN ({marks}) AND away_until > ?",
            (*ids, now),
        )
        return {int(r["user_id"]): float(r["away_until"]) for r in found}

    async def vacation_seconds_since(self, user_id: int, since: float) -> float:
        """How long ``user_id``'s vacations since ``since`` last (planned ones counted in full)."""
        found = await self.database.query(
            "SELECT COALESCE(SUM(ends_at - GREATEST(starts_at, ?)), 0) FROM vacations"
            " WHERE user_id = ? AND ends_at > ?",
            (since, user_id, since),
        )
        return float(next(iter(found))[0])

    async def go_away(self, user_id: int, until: float) -> None:
        """Start a vacation until ``until``: the open deadlines of the person's seats move on by its
        length (what was left of each clock is left when they are back), and clocks that start while they
        are away start at ``until`` (see ``DeadlineStore.plan``)."""
        now = self.clock()
        async with self.database.write() as db:
            found = list(
                await db.execute_fetchall("SELECT away_until FROM users WHERE user_id = ?", (user_id,))
            )
            already = max(now, float(found[0]["away_until"] or 0)) if found else now
            if until <= already:
                return
            await db.execute(
                "INSERT INTO users (user_id, away_until) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET away_until = excluded.away_until",
                (user_id, until),
            )
            await db.execute(
                "INSERT INTO vacations (user_id, starts_at, ends_at) VALUES (?, ?, ?)",
                (user_id, already, until),
            )
            await DeadlineStore.shift_for_user(db, user_id, until - already)

    async def come_back(self, user_id: int) -> bool:
        """End a vacation early: the deadlines move back by the part not taken. False if not away."""
        now = self.clock()
        async with self.database.write() as db:
            found = list(
                await db.execute_fetchall("SELECT away_until FROM users WHERE user_id = ?", (user_id,))
            )
            if not found or found[0]["away_until"] is None or found[0]["away_until"] <= now:
                return False
            unused = float(found[0]["away_until"]) - now
            await db.execute("UPDATE users SET away_until = NULL WHERE user_id = ?", (user_id,))
            await db.execute(
                "UPDATE vacations SET ends_at = GREATEST(starts_at, ?) WHERE user_id = ? AND ends_at > ?",
                (now, user_id, now),
            )
            await DeadlineStore.shift_for_user(db, user_id, -unused)
            return True

    async def set_digest(self, user_id: int, on: bool) -> None:
        await self.database.run(
            "INSERT INTO users (user_id, digest) VALUES (?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET digest = excluded.digest",
            (user_id, int(on)),
        )

    async def digests_due(self, before: float) -> list[int]:
        """People who asked for the daily digest and were last sent one before ``before`` (or never)."""
        found = await self.database.query(
            "SELECT user_id FROM users WHERE digest = 1 AND COALESCE(digest_sent_at, 0) < ? ORDER BY user_id",
            (before,),
        )
        return [int(r["user_id"]) for r in found]

    async def claim_digest(self, user_id: int, before: float) -> bool:
        """Record that today's digest goes out now; False if it was already sent since ``before``."""
        done = await self.database.run(
            "UPDATE users SET digest_sent_at = ? WHERE user_id = ? AND digest = 1"
            " AND COALESCE(digest_sent_at, 0) < ?",
            (self.clock(), user_id, before),
        )
        return done.rowcount == 1
