"""Results and ratings: each finished game's places, written by the commit that finishes it, and the
ratings brought up to date from them (``bot.session.ratings`` computes; this store keeps). Leaderboards and a
person's records are read here."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.database import Database, Tx
from bot.session.records import (
    GLOBAL_SCOPE,
    FinishedGame,
    GameRecord,
    GameResult,
    RateGame,
    SeatResult,
    Skill,
    Standing,
)
from bot.store.rows import GIVEN, Column, Derived, RowMapper

Clock = Callable[[], float]
_SKILL = RowMapper(Skill)
_SEAT = RowMapper(SeatResult)
_SEAT_COLUMNS = "seat user_id name place won score".split()  # in ``record``'s order
# A leaderboard's line: its games are the records' ``played``; its rating (a Skill) is in the same row.
_STANDING = RowMapper(Standing, games=Column("played"), skill=Derived(_SKILL))
_RECORD = RowMapper(GameRecord, skill=GIVEN)
_FINISHED = RowMapper(FinishedGame, seats=GIVEN)


class ResultStore:
    def __init__(self, database: Database, clock: Clock) -> None:
        self.database = database
        self.clock = clock

    @staticmethod
    async def record(db: Tx, session_id: str, result: GameResult, now: float) -> None:
        """Write a finished game's result (inside its session's commit). A session has at most one result: a
        second is ignored rather than failing the commit that carries it."""
        # A table of a tournament its organiser made unrated moves no rating (migration 0011).
        rated = int(result.rated) and not await db.execute_fetchall(
            "SELECT 1 FROM planned_tables p JOIN tournaments t ON t.id = p.tournament_id"
            " WHERE p.session_id = ? AND t.rated = 0",
            (session_id,),
        )
        cursor = await db.execute(
            "INSERT OR IGNORE INTO results (session_id, game, guild_id, finished_at, rated, applied)"
            " SELECT id, game, guild_id, ?, ?, ? FROM sessions WHERE id = ?",
            (now, int(rated), int(not rated), session_id),
        )
        if cursor.rowcount != 1:
            return
        await db.executemany(
            "INSERT INTO seat_results (session_id, seat, user_id, name, place, won, score)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(session_id, *_SEAT.values(s, _SEAT_COLUMNS)) for s in result.seats],
        )

    async def game_result(self, session_id: str) -> GameResult | None:
        async with self.database.read() as db:
            rows = list(
                await db.execute_fetchall("SELECT rated FROM results WHERE session_id = ?", (session_id,))
            )
            if not rows:
                return None
            seats = await self._seat_results(db, session_id)
        return GameResult(seats=seats, rated=bool(rows[0]["rated"]))

    async def rate_pending(self, rate: RateGame) -> int:
        """Bring ratings up to date: every rated result not yet applied, in finishing order, each in its
        game's pools (everyone's, and its server's), all in one transaction that marks them applied.
        Returns how many games it applied; running it again applies nothing."""
        now = self.clock()
        async with self.database.write() as db:
            pending = list(
                await db.execute_fetchall(
                    "SELECT seq, session_id, game, guild_id FROM results WHERE applied = 0 ORDER BY seq"
                )
            )
            for row in pending:
                seats = await self._seat_results(db, row["session_id"])
                scopes = [GLOBAL_SCOPE] if row["guild_id"] is None else [GLOBAL_SCOPE, row["guild_id"]]
                for scope in scopes:
                    before = await self._skills(db, scope, row["game"], [s.user_id for s in seats])
                    after = rate(seats, before)
                    await db.executemany(
                        "INSERT INTO ratings (scope, game, user_id, mu, sigma, games, rating, updated_at)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (scope, game, user_id) DO UPDATE SET"
                        " mu = excluded.mu, sigma = excluded.sigma, games = excluded.games,"
                        " rating = excluded.rating, updated_at = excluded.updated_at",
                        [
                            (scope, row["game"], user_id, k.mu, k.sigma, k.games, k.rating, now)
                            for user_id, k in sorted(after.items())
                        ],
                    )
                await db.execute("UPDATE results SET applied = 1 WHERE seq = ?", (row["seq"],))
        return len(pending)

    async def player_records(
        self, user_id: int, guild_id: int | None, game: str | None = None
    ) -> list[GameRecord]:
        """A person's games, wins and rating per game (by game key), in one server or (None) everywhere."""
        scope = GLOBAL_SCOPE if guild_id is None else guild_id
        async with self.database.read() as db:
            counts = await db.execute_fetchall(
                "SELECT game, COUNT(*) AS games, SUM(won) AS wins FROM ("
                " SELECT r.game, r.session_id, MAX(sr.won) AS won FROM seat_results sr"
                " JOIN results r ON r.session_id = sr.session_id"
                " WHERE sr.user_id = ? AND (CAST(? AS BIGINT) IS NULL OR r.guild_id = ?) AND (CAST(? AS TEXT) IS NULL OR r.game = ?)"
                " GROUP BY r.game, r.session_id) AS g GROUP BY game ORDER BY game",
                (user_id, guild_id, guild_id, game, game),
            )
            skills = {
                r["game"]: _SKILL(r)
                for r in await db.execute_fetchall(
                    "SELECT game, mu, sigma, games, rating FROM ratings WHERE scope = ? AND user_id = ?",
                    (scope, user_id),
                )
            }
        return [_RECORD(r, skill=skills.get(r["game"])) for r in counts]

    async def rating_leaders(
        self, game: str, guild_id: int | None, *, min_games: int, limit: int
    ) -> list[Standing]:
        """The best ratings of ``game`` in a server's pool (None: everyone's), among people with at least
        ``min_games`` rated games; best first."""
        scope = GLOBAL_SCOPE if guild_id is None else guild_id
        async with self.database.read() as db:
            rows = await db.execute_fetchall(
                f"{_RECORDS} SELECT rt.user_id, rt.mu, rt.sigma, rt.games, rt.rating,"
                " rec.played, rec.wins, rec.name FROM ratings rt JOIN records rec USING (user_id)"
                " WHERE rt.scope = ? AND rt.game = ? AND rt.games >= ?"
                " ORDER BY rt.rating DESC, rt.games DESC, rt.user_id LIMIT ?",
                (game, guild_id, guild_id, scope, game, min_games, limit),
            )
        return [_STANDING(r) for r in rows]

    async def win_leaders(self, game: str, guild_id: int | None, *, limit: int) -> list[Standing]:
        """The most wins of ``game`` in a server (None: everywhere); fewer games first among equal wins."""
        async with self.database.read() as db:
            rows = await db.execute_fetchall(
                f"{_RECORDS} SELECT user_id, played, wins, name FROM records"
                " ORDER BY wins DESC, played ASC, user_id LIMIT ?",
                (game, guild_id, guild_id, limit),
            )
        return [_STANDING(r, skill=None) for r in rows]

    async def recent(self, guild_id: int, *, limit: int) -> list[FinishedGame]:
        """A server's finished games, newest first, with each seat's place (one snapshot)."""
        async with self.database.read() as db:
            rows = await db.execute_fetchall(
                "SELECT r.session_id, r.game, r.finished_at, sr.seat, sr.user_id, sr.name, sr.place, sr.won,"
                " sr.score FROM (SELECT session_id, game, finished_at FROM results WHERE guild_id = ?"
                f" ORDER BY finished_at DESC LIMIT {int(limit):d}) AS r"
                " JOIN seat_results sr ON sr.session_id = r.session_id"
                " ORDER BY r.finished_at DESC, r.session_id, sr.seat",
                (guild_id,),
            )
        games: dict[str, FinishedGame] = {}
        for r in rows:
            found = games.get(r["session_id"])
            seats = (*found.seats, _SEAT(r)) if found is not None else (_SEAT(r),)
            games[r["session_id"]] = _FINISHED(r, seats=seats)
        return list(games.values())

    async def skills(self, scope: int, game: str, user_ids: Sequence[int]) -> dict[int, Skill]:
        """The ratings these people have in one game and pool (those who have one): a tournament's seeding."""
        async with self.database.read() as db:
            return await self._skills(db, scope, game, user_ids)

    @staticmethod
    async def _seat_results(db: Tx, session_id: str) -> tuple[SeatResult, ...]:
        rows = await db.execute_fetchall(
            "SELECT seat, user_id, name, place, won, score FROM seat_results"
            " WHERE session_id = ? ORDER BY seat",
            (session_id,),
        )
        return tuple(_SEAT(r) for r in rows)

    @staticmethod
    async def _skills(db: Tx, scope: int, game: str, user_ids: Sequence[int | None]) -> dict[int, Skill]:
        people = sorted({u for u in user_ids if u is not None})
        if not people:
            return {}
        marks = ", ".join("?" for _ in people)
        rows = await db.execute_fetchall(
            f"SELECT user_id, mu, sigma, games, rating FROM ratings"
            f" WHERE scope = ? AND game = ? AND user_id IN ({marks})",
            (scope, game, *people),
        )
        return {r["user_id"]: _SKILL(r) for r in rows}


# Each person's games, wins and latest seat name in one game, in one server or (NULL) everywhere; binds
# the game and the guild id twice. A person who held two seats of one game counts it once.
_RECORDS = (
    "WITH played AS ("
    " SELECT sr.user_id, r.session_id, r.seq, MAX(sr.won) AS won, MAX(sr.name) AS name"
    " FROM seat_results sr JOIN results r ON r.session_id = sr.session_id"
    " WHERE r.game = ? AND sr.user_id IS NOT NULL AND (CAST(? AS BIGINT) IS NULL OR r.guild_id = ?)"
    " GROUP BY sr.user_id, r.session_id, r.seq),"
    " records AS (SELECT p.user_id, COUNT(*) AS played, SUM(p.won) AS wins,"
    " (SELECT l.name FROM played l WHERE l.user_id = p.user_id ORDER BY l.seq DESC LIMIT 1) AS name"
    " FROM played p GROUP BY p.user_id)"
)
