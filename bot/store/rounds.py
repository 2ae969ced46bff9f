"""A tournament's course: each round written once with its tables and byes (at the start, the players'
seeding too), a round overdue, the end, and whether an AI keeps a person's seat to a table's end.

Every change of a tournament's course is one transaction guarded by the tournament's row: the start by its
status (``signup``), each next round by its current round (``UPDATE ... WHERE current_round = ?``), so that
of two processes pairing the same round only one writes it; the round's tables (``PlannedTableStore.insert``)
and byes go in with it. A round that fell overdue is marked once (``overdue = 0`` in the guard), and the end
is guarded by the round it came at. ``lock`` holds the course across processes while a change of it is
decided. This store makes no decisions: the round service pairs and scores (``bot.services.tournamentrounds``,
``bot.session.roundplan``, ``bot.session.ranking``).
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager

from bot.database import Database
from bot.session.organisedplay import NextRound, TournamentStatus
from bot.store.planned import PlannedTableStore
from bot.store.rows import words_column
from engines.phrasing import Words

Clock = Callable[[], float]


class RoundStore:
    def __init__(self, database: Database, clock: Clock, planned: PlannedTableStore) -> None:
        self.database = database
        self.clock = clock
        self.planned = planned

    def lock(self, tournament_id: str) -> AbstractAsyncContextManager[None]:
        """Hold a tournament's course across processes (a round paired, the end)."""
        return self.database.session_lock(f"tournament-course:{tournament_id}")

    async def write_round(self, tournament_id: str, expected_round: int, plan: NextRound) -> bool:
        """Write round ``plan.number`` (its tables and byes; at the start, the seeding too) if the
        tournament is still at ``expected_round``: of two processes pairing it, one writes it."""
        now = self.clock()
        status = "signup" if expected_round == 0 else "running"
        async with self.database.write() as db:
            done = await db.execute(
                "UPDATE tournaments SET current_round = ?, status = 'running', version = version + 1,"
                " updated_at = ?, total_rounds = COALESCE(?, total_rounds), next_round_at = NULL"
                " WHERE id = ? AND current_round = ? AND status = ?",
                (plan.number, now, plan.total_rounds, tournament_id, expected_round, status),
            )
            if done.rowcount != 1:
                return False
            await db.executemany(
                "UPDATE tournament_players SET rating = ?, seed_rank = ? WHERE tournament_id = ? AND user_id = ?",
                [(rating, rank, tournament_id, user) for user, rating, rank in plan.seeds],
            )
            await db.execute(
                "INSERT INTO tournament_rounds (tournament_id, number, started_at, deadline) VALUES (?, ?, ?, ?)",
                (
                    tournament_id,
                    plan.number,
                    now if plan.starts_at is None else plan.starts_at,
                    plan.deadline,
                ),
            )
            await db.executemany(
                "INSERT INTO tournament_byes (tournament_id, round, user_id) VALUES (?, ?, ?)",
                [(tournament_id, plan.number, user) for user in plan.byes],
            )
            for table in plan.tables:
                await self.planned.insert(db, table, now)
        return True

    async def wait_for(self, tournament_id: str, current_round: int, at: float) -> None:
        """Round ``current_round`` is over; the next waits for ``at``, its calendar's time."""
        await self.database.run(
            "UPDATE tournaments SET next_round_at = ? WHERE id = ? AND current_round = ? AND status = 'running'"
            " AND (next_round_at IS NULL OR next_round_at <> ?)",
            (at, tournament_id, current_round, at),
        )

    async def mark_overdue(self, tournament_id: str, number: int) -> bool:
        """The round's deadline passed (or the organiser ended it): True for the one process that marks it."""
        done = await self.database.run(
            "UPDATE tournament_rounds SET overdue = 1 WHERE tournament_id = ? AND number = ? AND overdue = 0",
            (tournament_id, number),
        )
        return done.rowcount == 1

    async def end(
        self,
        tournament_id: str,
        status: TournamentStatus,
        reason: str,
        expected_round: int,
        words: Words | None = None,
    ) -> bool:
        """Finish or cancel, if still active at ``expected_round`` (``words``: the reason as words)."""
        done = await self.database.run(
            "UPDATE tournaments SET status = ?, ended_reason = ?, ended_words = ?, version = version + 1,"
            " updated_at = ? WHERE id = ? AND status IN ('signup', 'running') AND current_round = ?",
            (str(status), reason, words_column(words), self.clock(), tournament_id, expected_round),
        )
        return done.rowcount == 1

    async def keeps_ai(self, session_id: str, user_id: int) -> bool:
        """Whether an AI plays ``user_id``'s seat in this game to its end: the game is a table of a round
        whose deadline passed, or of a tournament they left."""
        found = await self.database.query(
            "SELECT 1 FROM planned_tables p"
            " JOIN tournament_rounds r ON r.tournament_id = p.tournament_id AND r.number = p.round"
            " LEFT JOIN tournament_players tp ON tp.tournament_id = p.tournament_id AND tp.user_id = ?"
            " WHERE p.session_id = ? AND (r.overdue = 1 OR tp.dropped_round IS NOT NULL)",
            (user_id, session_id),
        )
        return bool(found)
