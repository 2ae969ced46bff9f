"""Conducting tournaments (``cogs.tournament.director``): which tournaments have something to do now and
when the next thing falls due, one process conducting a tournament at a time (``lock``), and what each
tournament's channel was shown: its sign-up and standings messages, the results the standings show, the
rounds announced and the end. Each mark is written once it was shown, so a look after a crash shows only
what was not.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager

from bot.database import Database

Clock = Callable[[], float]


class ConductStore:
    def __init__(self, database: Database, clock: Clock) -> None:
        self.database = database
        self.clock = clock

    def lock(self, tournament_id: str) -> AbstractAsyncContextManager[None]:
        """Hold a tournament across processes while one looks at it: the messages and tables a look
        leads to."""
        return self.database.session_lock(f"tournament-conduct:{tournament_id}")

    # ---- what needs attention -----------------------------------------------------------------------

    async def needing_attention(self) -> list[str]:
        """Tournaments with something to do: sign-up closing, a table ended since the standings were
        shown, a table not opened to the end, a finish not announced (indexed reads)."""
        now = self.clock()
        found = await self.database.query(
            "SELECT id FROM tournaments WHERE status = 'signup' AND signup_until IS NOT NULL AND signup_until <= ?"
            " UNION SELECT t.id FROM tournaments t WHERE t.status = 'running' AND (t.shown_results <>"
            " (SELECT COUNT(*) FROM planned_tables p JOIN sessions s ON s.id = p.session_id"
            " WHERE p.tournament_id = t.id AND s.status IN ('finished', 'abandoned'))"
            " OR t.announced_round < t.current_round"
            # ... a current round whose every table ended (to be moved on, whatever the standings show),
            # unless the next round waits for its calendar's time, which has not come
            " OR (NOT EXISTS (SELECT 1 FROM planned_tables p LEFT JOIN sessions s ON s.id = p.session_id"
            " WHERE p.tournament_id = t.id AND p.round = t.current_round"
            " AND (s.status IS NULL OR s.status IN ('lobby', 'running')))"
            " AND (t.next_round_at IS NULL OR t.next_round_at <= ?))"
            # ... a table not opened to the end, once its round's time has come
            " OR EXISTS (SELECT 1 FROM planned_tables p JOIN tournament_rounds r"
            " ON r.tournament_id = p.tournament_id AND r.number = p.round"
            " WHERE p.tournament_id = t.id AND p.greeted = 0 AND r.started_at <= ?)"
            # ... a player withdrawn for missed turns, not yet told
            " OR EXISTS (SELECT 1 FROM tournament_players tp WHERE tp.tournament_id = t.id AND tp.told = 0))"
            " UNION SELECT id FROM tournaments WHERE status IN ('finished', 'cancelled') AND announced = 0"
            " UNION SELECT r.tournament_id FROM tournament_rounds r JOIN tournaments t ON t.id = r.tournament_id"
            " WHERE r.overdue = 0 AND r.deadline IS NOT NULL AND r.deadline <= ? AND t.status = 'running'",
            (now, now, now, now),
        )
        return sorted(str(r["id"]) for r in found)

    async def active_ids(self) -> list[str]:
        found = await self.database.query("SELECT id FROM tournaments WHERE status IN ('signup', 'running')")
        return [str(r["id"]) for r in found]

    async def next_due(self) -> float | None:
        """When the next sign-up closes, round deadline falls, or round starts by its calendar."""
        found = await self.database.query(
            "SELECT MIN(at) AS at FROM (SELECT signup_until AS at FROM tournaments WHERE status = 'signup'"
            " UNION ALL SELECT r.deadline FROM tournament_rounds r JOIN tournaments t ON t.id = r.tournament_id"
            " WHERE r.overdue = 0 AND t.status = 'running'"
            " UNION ALL SELECT next_round_at FROM tournaments WHERE status = 'running'"
            " UNION ALL SELECT r.started_at FROM tournament_rounds r JOIN tournaments t ON t.id = r.tournament_id"
            " WHERE t.status = 'running' AND r.number = t.current_round AND r.started_at > ?) AS due",
            (self.clock(),),
        )
        at = found[0]["at"] if found else None
        return None if at is None else float(at)

    # ---- what the channel was shown ------------------------------------------------------------------

    async def set_message(self, tournament_id: str, which: str, message_id: int | None) -> None:
        """What the channel shows: remember the tournament's ``signup`` or ``standings`` message."""
        column = {"signup": "signup_message_id", "standings": "standings_message_id"}[which]
        await self.database.run(
            f"UPDATE tournaments SET {column} = ? WHERE id = ?", (message_id, tournament_id)
        )

    async def shown(self, tournament_id: str, results: int) -> None:
        await self.database.run(
            "UPDATE tournaments SET shown_results = ? WHERE id = ?", (results, tournament_id)
        )

    async def round_announced(self, tournament_id: str, number: int) -> None:
        await self.database.run(
            "UPDATE tournaments SET announced_round = GREATEST(announced_round, ?) WHERE id = ?",
            (number, tournament_id),
        )

    async def announced(self, tournament_id: str) -> None:
        await self.database.run("UPDATE tournaments SET announced = 1 WHERE id = ?", (tournament_id,))
