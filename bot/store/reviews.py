"""Reviews of finished games (``bot.session.review``) and the lessons a practice game has shown: the SQL.

A review is owed once asked for (``request``: when a game ends, or when someone asks for the review of a
game that has none), claimed by one process at a time (``claim``, a lease that lapses if the process dies),
and kept once done (``finish``) or failed (``fail``). Migration 0013 holds the tables.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.database import Database, Row
from bot.session.review import Review, ReviewStatus, StoredReview
from bot.store.rows import GIVEN, Derived, RowMapper

Clock = Callable[[], float]
MAX_ATTEMPTS = 3  # a review that failed this often is given up on (its sentence is kept)


def _review(r: Row) -> Review | None:
    """The review's JSON, once it is done (a failed review keeps only its sentence)."""
    return Review.from_json(r["review"]) if r["status"] == ReviewStatus.DONE and r["review"] else None


_STORED = RowMapper(StoredReview, session_id=GIVEN, review=Derived(_review))


class ReviewStore:
    def __init__(self, database: Database, clock: Clock) -> None:
        self.database = database
        self.clock = clock

    async def request(self, session_id: str) -> None:
        """Owe the game's review, unless it is owed, done or failed already."""
        await self.database.run(
            "INSERT OR IGNORE INTO reviews (session_id, status, requested_at) VALUES (?, 'pending', ?)",
            (session_id, self.clock()),
        )

    async def get(self, session_id: str) -> StoredReview | None:
        rows = await self.database.query(
            "SELECT status, review, failure FROM reviews WHERE session_id = ?", (session_id,)
        )
        return _STORED(rows[0], session_id=session_id) if rows else None

    async def claim(self, owner: str, until: float) -> str | None:
        """Take the longest-owed review nobody is computing (or whose process's claim lapsed) for ``owner``
        until ``until``; None when none is owed."""
        now = self.clock()
        for _ in range(3):
            rows = await self.database.query(
                "SELECT session_id FROM reviews WHERE status = 'pending'"
                " AND (owner IS NULL OR claimed_until < ?) ORDER BY requested_at LIMIT 1",
                (now,),
            )
            if not rows:
                return None
            session_id: str = rows[0]["session_id"]
            done = await self.database.run(
                "UPDATE reviews SET owner = ?, claimed_until = ?, attempts = attempts + 1"
                " WHERE session_id = ? AND status = 'pending' AND (owner IS NULL OR claimed_until < ?)",
                (owner, until, session_id, now),
            )
            if done.rowcount == 1:
                return session_id
            # Another process took it between the two statements: look again.
        return None

    async def renew(self, session_id: str, owner: str, until: float) -> bool:
        """Keep computing: the claim extended; False when it is no longer ``owner``'s."""
        done = await self.database.run(
            "UPDATE reviews SET claimed_until = ? WHERE session_id = ? AND owner = ? AND status = 'pending'",
            (until, session_id, owner),
        )
        return done.rowcount == 1

    async def finish(self, session_id: str, owner: str, review: Review) -> bool:
        """Keep the review; False when another process's claim took it over meanwhile."""
        done = await self.database.run(
            "UPDATE reviews SET status = 'done', review = ?, owner = NULL, claimed_until = NULL, done_at = ?"
            " WHERE session_id = ? AND owner = ? AND status = 'pending'",
            (review.as_json(), self.clock(), session_id, owner),
        )
        return done.rowcount == 1

    async def fail(self, session_id: str, owner: str, why: str) -> None:
        """This attempt failed: give the review up after ``MAX_ATTEMPTS``, else let it be claimed again."""
        await self.database.run(
            "UPDATE reviews SET status = CASE WHEN attempts >= ? THEN 'failed' ELSE 'pending' END,"
            " failure = ?, owner = NULL, claimed_until = NULL WHERE session_id = ? AND owner = ?",
            (MAX_ATTEMPTS, why, session_id, owner),
        )

    async def give_up(self, session_id: str, why: str) -> None:
        """A review that can never be computed (the game cannot be replayed): failed at once."""
        await self.database.run(
            "UPDATE reviews SET status = 'failed', failure = ?, owner = NULL, claimed_until = NULL"
            " WHERE session_id = ?",
            (why, session_id),
        )

    # ---- practice lessons -------------------------------------------------------------------------

    async def lessons(self, session_id: str) -> frozenset[str]:
        """The kinds of decision the practice game has explained."""
        rows = await self.database.query(
            "SELECT kind FROM practice_lessons WHERE session_id = ?", (session_id,)
        )
        return frozenset(r["kind"] for r in rows)

    async def lesson_shown(self, session_id: str, kind: str) -> bool:
        """Record that ``kind`` was explained; False when it already was (another process was first)."""
        done = await self.database.run(
            "INSERT OR IGNORE INTO practice_lessons (session_id, kind, shown_at) VALUES (?, ?, ?)",
            (session_id, kind, self.clock()),
        )
        return done.rowcount == 1
