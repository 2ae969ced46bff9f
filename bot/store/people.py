"""People, apart from any one game: vacations (which pause their clocks in every game), the daily digest
of games waiting for them, and their own settings (``Preferences``: time zone, quiet hours, how they are
told it is their turn...), whose change moves the deadlines of their clocks that respect the night."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.database import Database
from bot.session.preferences import DEFAULT_ZONE, Preferences
from bot.session.records import UserRecord
from bot.store import quietclocks
from bot.store.alarm import Alarm
from bot.store.deadlines import DeadlineStore
from bot.store.rows import GIVEN, Column, RowMapper

Clock = Callable[[], float]

# A person's settings: the columns of their row, one per field of ``Preferences``.
_SETTINGS = "time_zone quiet_start quiet_end turn_notice turn_after reminders digest digest_hour one_dm language".split()
# Read with the settings, never written with them: the Discord language their clicks send (``see_language``),
# which a change of settings made meanwhile must not put back as it was.
_READ = [*_SETTINGS, "discord_language"]
# The default zone is stored as NULL (a person who never chose one).
_PREFERENCES = RowMapper(
    Preferences,
    time_zone=Column(
        read=lambda zone: zone or DEFAULT_ZONE, write=lambda zone: None if zone == DEFAULT_ZONE else zone
    ),
)
_USER = RowMapper(UserRecord, user_id=GIVEN)


class PeopleStore:
    def __init__(self, database: Database, clock: Clock, alarm: Alarm) -> None:
        self.database = database
        self.clock = clock
        self.alarm = alarm  # rung when their clocks may fall due sooner (back early, new quiet hours)

    async def user(self, user_id: int) -> UserRecord:
        found = list(
            await self.database.query(
                "SELECT away_until, digest, digest_sent_at FROM users WHERE user_id = ?", (user_id,)
            )
        )
        if not found:
            return UserRecord(user_id, None, False, None)
        return _USER(found[0], user_id=user_id)

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
            await DeadlineStore.shift_for_user(db, user_id, until - already, already)

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
            await DeadlineStore.shift_for_user(db, user_id, -unused, float(found[0]["away_until"]))
            await self.alarm.ring(db, now)
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

    # ---- settings ------------------------------------------------------------------------------------

    async def preferences(self, user_ids: Sequence[int]) -> dict[int, Preferences]:
        """Each person's settings (one query); someone who never set any has the defaults."""
        ids = sorted(set(user_ids))
        if not ids:
            return {}
        found = await self.database.query(
            f"SELECT user_id, {', '.join(_READ)} FROM users WHERE user_id IN ({', '.join('?' for _ in ids)})",
            ids,
        )
        stored = {int(r["user_id"]): _PREFERENCES(r) for r in found}
        return {i: stored.get(i, Preferences()) for i in ids}

    async def see_language(self, user_id: int, language: str) -> None:
        """Remember the language of a person's Discord app, as their last click sent it."""
        async with self.database.write() as db:
            await db.execute(
                "INSERT INTO users (user_id, discord_language) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET discord_language = excluded.discord_language",
                (user_id, language),
            )

    async def save_preferences(self, user_id: int, prefs: Preferences) -> None:
        """Store a person's settings. When their quiet hours (or the zone they are read in) change, the
        deadlines of their clocks that respect the night move so that each keeps the clock time it had
        left, by the new hours (``bot.store.quietclocks``), in the same transaction."""
        now = self.clock()
        values = _PREFERENCES.values(prefs, _SETTINGS)
        async with self.database.write() as db:
            rows = await quietclocks.of_person(db, user_id, with_quiet=False)
            await db.execute(
                f"INSERT INTO users (user_id, {', '.join(_SETTINGS)}) VALUES (?, {', '.join('?' for _ in values)})"
                " ON CONFLICT (user_id) DO UPDATE SET " + ", ".join(f"{c} = excluded.{c}" for c in _SETTINGS),
                (user_id, *values),
            )
            if any(r.quiet != prefs.quiet for r in rows):
                await quietclocks.set_due(db, quietclocks.retimed(rows, prefs.quiet, now))
                await self.alarm.ring(db, now)
