"""Tournaments: the tournament row, its players, rounds and byes, and its tables (planned tables tied to it,
``bot.store.planned``), read together in one snapshot with each table's game status and places.

Every change of a tournament's course is one transaction guarded by the row: the start by its status
(``signup``), each next round by its current round (``UPDATE ... WHERE current_round = ?``), so that of two
processes pairing the same round only one writes it; the round's tables and byes go in with it. A round
that fell overdue is marked once (``overdue = 0`` in the guard). This store makes no decisions: the
tournament service pairs and scores (``bot.session.pairing``, ``bot.session.ranking``).
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager

from bot.database import Database, Tx, UniqueViolation
from bot.session.tourney import (
    Bye,
    Entrant,
    NextRound,
    RoundRecord,
    Tourney,
    TourneyRecord,
    TourneySettings,
    TourneyStatus,
)
from bot.store.mapper import Column, Derived, RowMapper
from bot.store.planned import PlannedTableStore

Clock = Callable[[], float]
ID_BYTES = 6  # 8 url-safe characters, like a game's

# The organiser's settings are columns of the tournament's own row.
_SETTINGS = RowMapper(
    TourneySettings,
    options=Column(read=json.loads, write=lambda options: json.dumps(dict(options), sort_keys=True)),
)
# The settings' columns, in ``create``'s order.
_SET = (
    "name game options format table_size rounds seeding clock_seconds on_timeout takebacks round_seconds"
    " signup_until max_players rated"
).split()
_RECORD = RowMapper(TourneyRecord, settings=Derived(_SETTINGS))
_ENTRANT = RowMapper(Entrant)
_ROUND = RowMapper(RoundRecord)
_BYE = RowMapper(Bye)


class TournamentStore:
    def __init__(self, database: Database, clock: Clock, planned: PlannedTableStore) -> None:
        self.database = database
        self.clock = clock
        self.planned = planned

    def lock(self, tournament_id: str, what: str = "course") -> AbstractAsyncContextManager[None]:
        """Hold a tournament across processes: its course (a round paired, the end), or (``conduct``) the
        messages and tables a look at it leads to."""
        return self.database.session_lock(f"tournament-{what}:{tournament_id}")

    # ---- creating and reading ----------------------------------------------------------------------

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        home_id: int,
        organiser_id: int,
        organiser_name: str,
        settings: TourneySettings,
    ) -> str | None:
        """A tournament open for sign-up; None when the channel already has an active one."""
        now = self.clock()
        for _ in range(10):
            tid = secrets.token_urlsafe(ID_BYTES)
            try:
                await self.database.run(
                    "INSERT INTO tournaments (id, guild_id, channel_id, home_id, organiser_id, organiser_name,"
                    " name, game, options, format, table_size, rounds, seeding, clock_seconds, on_timeout,"
                    " takebacks, round_seconds, signup_until, max_players, rated, status, seed, created_at,"
                    " updated_at) VALUES"
                    " (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'signup', ?, ?, ?)",
                    (
                        tid,
                        guild_id,
                        channel_id,
                        home_id,
                        organiser_id,
                        organiser_name,
                        *_SETTINGS.values(settings, _SET),
                        secrets.randbits(62),
                        now,
                        now,
                    ),
                )
            except UniqueViolation as exc:
                if "pkey" in exc.constraint or exc.constraint == "tournaments.id":
                    continue
                return None
            return tid
        raise RuntimeError("could not draw an unused tournament id")

    async def get(self, tournament_id: str) -> Tourney | None:
        """The tournament with its players, rounds, byes and tables, in one snapshot."""
        async with self.database.read() as db:
            found = await db.execute_fetchall("SELECT * FROM tournaments WHERE id = ?", (tournament_id,))
            if not found:
                return None
            record = _RECORD(found[0])
            entrants = await db.execute_fetchall(
                "SELECT * FROM tournament_players WHERE tournament_id = ? ORDER BY joined_at, user_id",
                (tournament_id,),
            )
            rounds = await db.execute_fetchall(
                "SELECT * FROM tournament_rounds WHERE tournament_id = ? ORDER BY number", (tournament_id,)
            )
            byes = await db.execute_fetchall(
                "SELECT round, user_id FROM tournament_byes WHERE tournament_id = ? ORDER BY round, user_id",
                (tournament_id,),
            )
            tables = await self.planned.of_tournament(db, tournament_id)
        return Tourney(
            record=record,
            entrants=tuple(_ENTRANT(r) for r in entrants),
            rounds=tuple(_ROUND(r) for r in rounds),
            byes=tuple(_BYE(r) for r in byes),
            tables=tables,
        )

    async def active_in_channel(self, channel_id: int) -> str | None:
        found = await self.database.query(
            "SELECT id FROM tournaments WHERE channel_id = ? AND status IN ('signup', 'running')",
            (channel_id,),
        )
        return str(found[0]["id"]) if found else None

    async def of_guild(self, guild_id: int, *, active: bool = True, limit: int = 25) -> list[TourneyRecord]:
        """A server's tournaments, newest first: the active ones, or all."""
        where = " AND status IN ('signup', 'running')" if active else ""
        found = await self.database.query(
            f"SELECT * FROM tournaments WHERE guild_id = ?{where} ORDER BY created_at DESC LIMIT {int(limit):d}",
            (guild_id,),
        )
        return [_RECORD(r) for r in found]

    async def of_table(self, session_id: str) -> str | None:
        """The tournament a game is a table of."""
        found = await self.database.query(
            "SELECT tournament_id FROM planned_tables WHERE session_id = ? AND tournament_id IS NOT NULL",
            (session_id,),
        )
        return str(found[0]["tournament_id"]) if found else None

    async def is_table(self, session_id: str) -> bool:
        return await self.of_table(session_id) is not None

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
            # ... a current round whose every table ended (to be moved on, whatever the standings show)
            " OR NOT EXISTS (SELECT 1 FROM planned_tables p LEFT JOIN sessions s ON s.id = p.session_id"
            " WHERE p.tournament_id = t.id AND p.round = t.current_round"
            " AND (s.status IS NULL OR s.status IN ('lobby', 'running')))"
            " OR EXISTS (SELECT 1 FROM planned_tables p WHERE p.tournament_id = t.id AND p.greeted = 0))"
            " UNION SELECT id FROM tournaments WHERE status IN ('finished', 'cancelled') AND announced = 0"
            " UNION SELECT r.tournament_id FROM tournament_rounds r JOIN tournaments t ON t.id = r.tournament_id"
            " WHERE r.overdue = 0 AND r.deadline IS NOT NULL AND r.deadline <= ? AND t.status = 'running'",
            (now, now),
        )
        return sorted(str(r["id"]) for r in found)

    async def active_ids(self) -> list[str]:
        found = await self.database.query("SELECT id FROM tournaments WHERE status IN ('signup', 'running')")
        return [str(r["id"]) for r in found]

    async def next_due(self) -> float | None:
        """When the next sign-up closes or round deadline falls."""
        found = await self.database.query(
            "SELECT MIN(at) AS at FROM (SELECT signup_until AS at FROM tournaments WHERE status = 'signup'"
            " UNION ALL SELECT r.deadline FROM tournament_rounds r JOIN tournaments t ON t.id = r.tournament_id"
            " WHERE r.overdue = 0 AND t.status = 'running') AS due"
        )
        at = found[0]["at"] if found else None
        return None if at is None else float(at)

    # ---- sign-up -----------------------------------------------------------------------------------

    async def add_entrant(self, tournament_id: str, user_id: int, name: str, limit: int | None) -> str:
        """Sign a player up: 'joined', or why not ('closed', 'full', 'already')."""
        async with self.database.write() as db:
            await db.lock(f"tournament-signup:{tournament_id}")
            found = await db.execute_fetchall(
                "SELECT status, (SELECT COUNT(*) FROM tournament_players WHERE tournament_id = ?) AS seated,"
                " (SELECT COUNT(*) FROM tournament_players WHERE tournament_id = ? AND user_id = ?) AS mine"
                " FROM tournaments WHERE id = ?",
                (tournament_id, tournament_id, user_id, tournament_id),
            )
            if not found or found[0]["status"] != "signup":
                return "closed"
            if found[0]["mine"]:
                return "already"
            if limit is not None and found[0]["seated"] >= limit:
                return "full"
            await db.execute(
                "INSERT INTO tournament_players (tournament_id, user_id, name, joined_at) VALUES (?, ?, ?, ?)",
                (tournament_id, user_id, name, self.clock()),
            )
            await self._touch(db, tournament_id)
        return "joined"

    async def remove_entrant(self, tournament_id: str, user_id: int) -> bool:
        """Take a player off the list while sign-up is open; False if they were not on it (or it closed)."""
        async with self.database.write() as db:
            done = await db.execute(
                "DELETE FROM tournament_players WHERE tournament_id = ? AND user_id = ?"
                " AND EXISTS (SELECT 1 FROM tournaments WHERE id = ? AND status = 'signup')",
                (tournament_id, user_id, tournament_id),
            )
            if done.rowcount:
                await self._touch(db, tournament_id)
        return done.rowcount == 1

    async def drop(self, tournament_id: str, user_id: int, round_number: int) -> bool:
        """A player leaves a running tournament (or is dropped): never paired again; False if they had."""
        async with self.database.write() as db:
            done = await db.execute(
                "UPDATE tournament_players SET dropped_round = ? WHERE tournament_id = ? AND user_id = ?"
                " AND dropped_round IS NULL",
                (round_number, tournament_id, user_id),
            )
            if done.rowcount:
                await self._touch(db, tournament_id)
        return done.rowcount == 1

    # ---- the course of a tournament ----------------------------------------------------------------

    async def write_round(self, tournament_id: str, expected_round: int, plan: NextRound) -> bool:
        """Write round ``plan.number`` (its tables and byes; at the start, the seeding too) if the
        tournament is still at ``expected_round``: of two processes pairing it, one writes it."""
        now = self.clock()
        status = "signup" if expected_round == 0 else "running"
        async with self.database.write() as db:
            done = await db.execute(
                "UPDATE tournaments SET current_round = ?, status = 'running', version = version + 1,"
                " updated_at = ?, total_rounds = COALESCE(?, total_rounds)"
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
                (tournament_id, plan.number, now, plan.deadline),
            )
            await db.executemany(
                "INSERT INTO tournament_byes (tournament_id, round, user_id) VALUES (?, ?, ?)",
                [(tournament_id, plan.number, user) for user in plan.byes],
            )
            for table in plan.tables:
                await self.planned.insert(db, table, now)
        return True

    async def end(self, tournament_id: str, status: TourneyStatus, reason: str, expected_round: int) -> bool:
        """Finish or cancel, if still active at ``expected_round``."""
        done = await self.database.run(
            "UPDATE tournaments SET status = ?, ended_reason = ?, version = version + 1, updated_at = ?"
            " WHERE id = ? AND status IN ('signup', 'running') AND current_round = ?",
            (str(status), reason, self.clock(), tournament_id, expected_round),
        )
        return done.rowcount == 1

    async def mark_overdue(self, tournament_id: str, number: int) -> bool:
        """The round's deadline passed (or the organiser ended it): True for the one process that marks it."""
        done = await self.database.run(
            "UPDATE tournament_rounds SET overdue = 1 WHERE tournament_id = ? AND number = ? AND overdue = 0",
            (tournament_id, number),
        )
        return done.rowcount == 1

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

    @staticmethod
    async def _touch(db: Tx, tournament_id: str) -> None:
        """A change of its players moves the tournament's version on."""
        await db.execute("UPDATE tournaments SET version = version + 1 WHERE id = ?", (tournament_id,))
