"""Planned tables: the games the bot opens by itself (a tournament's tables, the queue's pick-up games),
from the moment they are decided until their players were told. Written by the transaction that decides
them (a round's pairing, a queue's match: ``insert``), then opened by one process at a time: ``claim`` is
a conditional update only one process wins, lapsing after a while so another takes over a table whose
opener died; the thread and the game are recorded as they come (``set_thread``; ``set_session``, guarded
on the table having no game yet, so a table never gets two), and ``greeted`` ends its opening.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace

from bot.database import Database, Tx
from bot.session.organisedplay import PlannedTable, SeatPlace
from bot.store.rows import GIVEN, Column, RowMapper

Clock = Callable[[], float]

_COLUMNS = (
    "p.id, p.guild_id, p.channel_id, p.game, p.name, p.players, p.options, p.clock_seconds, p.on_timeout,"
    " p.takebacks, p.tournament_id, p.round, p.number, p.thread_id, p.session_id, p.greeted, p.closed,"
    " p.created_at, s.status AS session_status"
)
_TABLES_SQL = f"SELECT {_COLUMNS} FROM planned_tables p LEFT JOIN sessions s ON s.id = p.session_id"

_TABLE = RowMapper(
    PlannedTable,
    players=Column(
        read=lambda players: tuple((int(user), str(name)) for user, name in json.loads(players)),
        write=lambda players: json.dumps([[user, name] for user, name in players]),
    ),
    options=Column(read=json.loads, write=lambda options: json.dumps(dict(options), sort_keys=True)),
    places=GIVEN,  # read from the games' results (``of_tournament``)
)
_PLACE = RowMapper(SeatPlace)
# The columns a decided table is written with, in ``insert``'s order (its id, and what comes as it opens,
# come later).
_DECIDED = (
    "guild_id channel_id game name players options clock_seconds on_timeout takebacks tournament_id round number"
).split()


class PlannedTableStore:
    def __init__(self, database: Database, clock: Clock) -> None:
        self.database = database
        self.clock = clock

    @staticmethod
    async def insert(db: Tx, table: PlannedTable, now: float) -> PlannedTable:
        """A table decided in the caller's transaction (a round paired, a queue's match), with its id."""
        found = await db.execute_fetchall(
            "INSERT INTO planned_tables (guild_id, channel_id, game, name, players, options, clock_seconds,"
            " on_timeout, takebacks, tournament_id, round, number, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
            (*_TABLE.values(table, _DECIDED), now),
        )
        return replace(table, id=int(found[0]["id"]), created_at=now)

    @staticmethod
    async def of_tournament(db: Tx, tournament_id: str) -> tuple[PlannedTable, ...]:
        """A tournament's tables by round and number, each with its game's status and, once it finished,
        its seats' places (in the caller's snapshot)."""
        tables = await db.execute_fetchall(
            f"{_TABLES_SQL} WHERE p.tournament_id = ? ORDER BY p.round, p.number", (tournament_id,)
        )
        places: dict[str, list[SeatPlace]] = {}
        for r in await db.execute_fetchall(
            "SELECT r.session_id, r.seat, r.place, r.won, r.score FROM seat_results r"
            " JOIN planned_tables p ON p.session_id = r.session_id WHERE p.tournament_id = ?",
            (tournament_id,),
        ):
            places.setdefault(r["session_id"], []).append(_PLACE(r))
        return tuple(_TABLE(r, places=tuple(places.get(r["session_id"] or "", ()))) for r in tables)

    async def get(self, table_id: int) -> PlannedTable | None:
        found = await self.database.query(f"{_TABLES_SQL} WHERE p.id = ?", (table_id,))
        return _TABLE(found[0]) if found else None

    async def of_session(self, session_id: str) -> PlannedTable | None:
        found = await self.database.query(f"{_TABLES_SQL} WHERE p.session_id = ?", (session_id,))
        return _TABLE(found[0]) if found else None

    async def to_open(self, now: float | None = None) -> list[PlannedTable]:
        """Tables not yet opened to the end, that no process is opening now (its claim lapsed), of running
        tournaments or the queue."""
        at = self.clock() if now is None else now
        found = await self.database.query(
            f"{_TABLES_SQL} WHERE p.greeted = 0 AND (p.open_until IS NULL OR p.open_until < ?)"
            # A tournament's table opens only while the tournament runs (not once it was cancelled).
            " AND (p.tournament_id IS NULL OR EXISTS (SELECT 1 FROM tournaments t"
            " WHERE t.id = p.tournament_id AND t.status = 'running'))"
            " ORDER BY p.created_at, p.id",
            (at,),
        )
        return [_TABLE(r) for r in found]

    async def claim(self, table_id: int, owner: str, until: float) -> bool:
        """Take the opening of a table for this process until ``until``: only one process wins, and a
        claim that lapsed (its process died) can be taken over."""
        done = await self.database.run(
            "UPDATE planned_tables SET opener = ?, open_until = ? WHERE id = ? AND greeted = 0"
            " AND (opener IS NULL OR opener = ? OR open_until < ?)",
            (owner, until, table_id, owner, self.clock()),
        )
        return done.rowcount == 1

    async def set_thread(self, table_id: int, thread_id: int) -> None:
        await self.database.run(
            "UPDATE planned_tables SET thread_id = ? WHERE id = ? AND thread_id IS NULL",
            (thread_id, table_id),
        )

    async def set_session(self, table_id: int, session_id: str) -> bool:
        """Tie the table to its game; False if it already has one (then that one is its game)."""
        done = await self.database.run(
            "UPDATE planned_tables SET session_id = ? WHERE id = ? AND session_id IS NULL",
            (session_id, table_id),
        )
        return done.rowcount == 1

    async def greeted(self, table_id: int) -> None:
        await self.database.run(
            "UPDATE planned_tables SET greeted = 1, opener = NULL, open_until = NULL WHERE id = ?",
            (table_id,),
        )

    async def closed(self, table_id: int) -> None:
        """The table's thread was told that its cancelled tournament ended it."""
        await self.database.run("UPDATE planned_tables SET closed = 1 WHERE id = ?", (table_id,))

    async def release(self, table_id: int, owner: str) -> None:
        """Let go of a claim (the opening failed; another try, by any process, comes later)."""
        await self.database.run(
            "UPDATE planned_tables SET open_until = ? WHERE id = ? AND opener = ?",
            (self.clock() + 5.0, table_id, owner),
        )

    async def pickups_of(self, guild_id: int, limit: int) -> list[PlannedTable]:
        """A server's pick-up games of the queue that are still opening or running, newest first."""
        found = await self.database.query(
            f"{_TABLES_SQL} WHERE p.guild_id = ? AND p.tournament_id IS NULL"
            " AND (s.status IS NULL OR s.status IN ('lobby', 'running'))"
            f" ORDER BY p.created_at DESC LIMIT {int(limit):d}",
            (guild_id,),
        )
        return [_TABLE(r) for r in found]
