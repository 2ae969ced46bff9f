"""Tournaments: the tournament row with its settings, its players' sign-up and leaving, and the tournament
read whole in one snapshot: its players, rounds, byes and tables (planned tables tied to it, with each
table's game status and places: ``PlannedTableStore.of_tournament``). Found by channel, server or table.

Its course (each round written once, a round overdue, the end) is ``bot.store.rounds``'s, and what the
director watches and what the channel was shown ``bot.store.conduct``'s. Sign-up is one transaction under
a lock of the tournament's (``add_entrant``: no more players than its limit); each change of its players
moves its version on. This store makes no decisions: the tournament service does
(``bot.services.registrations``).
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable

from bot.database import Database, Tx, UniqueViolation
from bot.session.organisedplay import (
    Bye,
    Entrant,
    RoundRecord,
    Tournament,
    TournamentRecord,
    TournamentSettings,
    Withdrawal,
)
from bot.session.roundcalendar import RoundCalendar
from bot.store.planned import PlannedTableStore
from bot.store.rows import WORDS, Column, Derived, RowMapper

Clock = Callable[[], float]
ID_BYTES = 6  # 8 url-safe characters, like a game's

# The organiser's settings are columns of the tournament's own row.
_SETTINGS = RowMapper(
    TournamentSettings,
    options=Column(read=json.loads, write=lambda options: json.dumps(dict(options), sort_keys=True)),
    calendar=Column(
        read=RoundCalendar.from_json, write=lambda calendar: None if calendar is None else calendar.to_json()
    ),
)
# The settings' columns, in ``create``'s order.
_SET = (
    "name game options format table_size rounds seeding clock_seconds on_timeout takebacks round_seconds"
    " signup_until max_players rated pairing bye_points calendar withdraw_after late_join language"
).split()
_RECORD = RowMapper(TournamentRecord, settings=Derived(_SETTINGS), ended_words=WORDS)
_ENTRANT = RowMapper(Entrant)
_ROUND = RowMapper(RoundRecord)
_BYE = RowMapper(Bye)


class TournamentStore:
    def __init__(self, database: Database, clock: Clock, planned: PlannedTableStore) -> None:
        self.database = database
        self.clock = clock
        self.planned = planned

    # ---- creating and reading ----------------------------------------------------------------------

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        home_id: int,
        organiser_id: int,
        organiser_name: str,
        settings: TournamentSettings,
    ) -> str | None:
        """A tournament open for sign-up; None when the channel already has an active one."""
        now = self.clock()
        for _ in range(10):
            tid = secrets.token_urlsafe(ID_BYTES)
            try:
                await self.database.run(
                    "INSERT INTO tournaments (id, guild_id, channel_id, home_id, organiser_id, organiser_name,"
                    f" {', '.join(_SET)}, status, seed, created_at, updated_at) VALUES"
                    f" (?, ?, ?, ?, ?, ?, {', '.join('?' * len(_SET))}, 'signup', ?, ?, ?)",
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

    async def get(self, tournament_id: str) -> Tournament | None:
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
        return Tournament(
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

    async def of_guild(
        self, guild_id: int, *, active: bool = True, limit: int = 25
    ) -> list[TournamentRecord]:
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

    # ---- sign-up -----------------------------------------------------------------------------------

    async def add_entrant(self, tournament_id: str, user_id: int, name: str, limit: int | None) -> str:
        """Sign a player up: 'joined' (during sign-up), 'late' (a running tournament that lets players join
        until its next round is paired: from that round on), 'returned' (a player withdrawn for missed
        turns, back before the next pairing), or why not ('closed', 'full', 'already',
        'gone': they left, or were dropped)."""
        async with self.database.write() as db:
            await db.lock(f"tournament-signup:{tournament_id}")
            found = await db.execute_fetchall(
                "SELECT status, late_join, current_round,"
                " (SELECT COUNT(*) FROM tournament_players WHERE tournament_id = ?) AS seated"
                " FROM tournaments WHERE id = ?",
                (tournament_id, tournament_id),
            )
            if not found or found[0]["status"] not in ("signup", "running"):
                return "closed"
            running = found[0]["status"] == "running"
            mine = await db.execute_fetchall(
                "SELECT withdrawn FROM tournament_players WHERE tournament_id = ? AND user_id = ?",
                (tournament_id, user_id),
            )
            if mine:
                if running and mine[0]["withdrawn"] == "absent":
                    await db.execute(
                        "UPDATE tournament_players SET dropped_round = NULL, withdrawn = NULL, missed = 0,"
                        " told = 1 WHERE tournament_id = ? AND user_id = ?",
                        (tournament_id, user_id),
                    )
                    await self._touch(db, tournament_id)
                    return "returned"
                return "gone" if mine[0]["withdrawn"] is not None else "already"
            if running and not found[0]["late_join"]:
                return "closed"
            if limit is not None and found[0]["seated"] >= limit:
                return "full"
            joined_round = int(found[0]["current_round"]) + 1 if running else 0
            await db.execute(
                "INSERT INTO tournament_players (tournament_id, user_id, name, joined_at, joined_round)"
                " VALUES (?, ?, ?, ?, ?)",
                (tournament_id, user_id, name, self.clock(), joined_round),
            )
            await self._touch(db, tournament_id)
        return "late" if running else "joined"

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

    async def drop(self, tournament_id: str, user_id: int, round_number: int, why: Withdrawal) -> bool:
        """A player leaves a running tournament (or is dropped): never paired again; False if they had."""
        async with self.database.write() as db:
            done = await db.execute(
                "UPDATE tournament_players SET dropped_round = ?, withdrawn = ?, told = 1"
                " WHERE tournament_id = ? AND user_id = ? AND dropped_round IS NULL",
                (round_number, str(why), tournament_id, user_id),
            )
            if done.rowcount:
                await self._touch(db, tournament_id)
        return done.rowcount == 1

    async def told(self, tournament_id: str, user_id: int) -> None:
        """A player withdrawn for missed turns has been told so."""
        await self.database.run(
            "UPDATE tournament_players SET told = 1 WHERE tournament_id = ? AND user_id = ?",
            (tournament_id, user_id),
        )

    @staticmethod
    async def missed_turn(db: Tx, session_id: str, user_id: int) -> None:
        """A player's clock ran out at a table (in the commit that records it): one more missed turn at
        its tournament, if the table is a tournament's, and reaching the tournament's limit withdraws them
        from the rounds after this one (they are told, and may come back before the next pairing)."""
        at_table = "(SELECT tournament_id FROM planned_tables WHERE session_id = ?)"
        await db.execute(
            f"UPDATE tournament_players SET missed = missed + 1 WHERE user_id = ? AND tournament_id = {at_table}",
            (user_id, session_id),
        )
        await db.execute(
            "UPDATE tournament_players SET withdrawn = 'absent', told = 0, dropped_round ="
            " (SELECT current_round FROM tournaments t WHERE t.id = tournament_players.tournament_id)"
            f" WHERE user_id = ? AND tournament_id = {at_table} AND dropped_round IS NULL"
            " AND missed >= (SELECT withdraw_after FROM tournaments t"
            " WHERE t.id = tournament_players.tournament_id AND t.status = 'running')",
            (user_id, session_id),
        )

    @staticmethod
    async def _touch(db: Tx, tournament_id: str) -> None:
        """A change of its players moves the tournament's version on."""
        await db.execute("UPDATE tournaments SET version = version + 1 WHERE id = ?", (tournament_id,))
