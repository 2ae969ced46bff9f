"""Games: a channel's lobby or game, its seats and its state, and the one version-guarded transaction
every change of a session takes.

``commit`` applies a ``Change`` (new state, seats, status, options, clock) only if the session row still
has the version the caller loaded (``UPDATE sessions ... WHERE id = ? AND version = ?``), and the other
stores join that transaction for what the change brings them: the action and its log lines
(``ActionLog``), deadlines (``DeadlineStore``), the result of a finished game (``ResultStore``). When the
change asks for it, the same transaction reads back what the game's board shows besides the game
(``BoardFacts``), so showing a move reads nothing the commit knew. A lost race returns None; the caller
loads and judges again. This store makes no game decisions.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, fields
from typing import Any

from bot.database import Database, PostgresDatabase, Tx, UniqueViolation
from bot.session.records import (
    BoardFacts,
    Change,
    SessionRecord,
    SessionStatus,
    StoredGame,
)
from bot.store import rows
from bot.store.actions import ActionLog
from bot.store.deadlines import DeadlineStore
from bot.store.results import ResultStore
from bot.store.tournaments import TournamentStore

SESSION_ID_BYTES = 6  # 8 url-safe characters: 48 random bits, short enough for a button's custom_id
# Migration 0009's trigger notifies this channel with a session's id when a change of its version commits.
CHANGES_CHANNEL = "tabletop_session"

Clock = Callable[[], float]
# The fields of a ``Change`` that are columns of the session's record, where None leaves the column as it
# is; a clock and the night rule are set with a flag instead (for them None is a value).
_SHARED = sorted({f.name for f in fields(Change)} & rows.SESSION.fields - {"clock_seconds", "night_clock"})


@dataclass(frozen=True)
class Committed:
    """A change that won its session's version guard: the session's new version and the time it was made,
    and (when the change asked) what the board shows with it."""

    version: int
    at: float
    facts: BoardFacts | None = None


class _LostRace(Exception):
    """The session's version moved on since the caller loaded it."""


class SessionStore:
    def __init__(
        self,
        database: Database,
        clock: Clock,
        actions: ActionLog,
        deadlines: DeadlineStore,
        results: ResultStore,
        tournaments: TournamentStore,
    ) -> None:
        self.database = database
        self.clock = clock
        self.actions = actions
        self.tournaments = tournaments
        self.deadlines = deadlines
        self.results = results

    # ---- locks -------------------------------------------------------------------------------------

    def lock(self, session_id: str) -> AbstractAsyncContextManager[None]:
        """Hold a session across processes while its change is judged and committed (a no-op on SQLite,
        where one process serves a file; see ``bot.database``)."""
        return self.database.session_lock(f"session:{session_id}")

    def publication_lock(self, session_id: str) -> AbstractAsyncContextManager[None]:
        """Hold a session's publication (its board and DMs) across processes."""
        return self.database.session_lock(f"publish:{session_id}")

    # ---- creating and reading ----------------------------------------------------------------------

    async def create(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game: str,
        host_user_id: int,
        host_name: str,
        options: Mapping[str, Any] | None = None,
        clock_seconds: int | None = None,
        on_timeout: str = "move",
        parent_channel_id: int | None = None,
        rematch_of: str | None = None,
        language: str | None = None,
    ) -> SessionRecord | None:
        """Open a lobby with the host in seat 0; None if the channel already has an active session."""
        now = self.clock()
        for _ in range(10):
            session_id = secrets.token_urlsafe(SESSION_ID_BYTES)
            try:
                async with self.database.write() as db:
                    await db.execute(
                        "INSERT INTO sessions (id, guild_id, channel_id, game, status, host_user_id, options,"
                        " created_at, updated_at, clock_seconds, on_timeout, parent_channel_id, rematch_of,"
                        " language) VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (
                            session_id,
                            guild_id,
                            channel_id,
                            game,
                            host_user_id,
                            json.dumps(dict(options or {})),
                            now,
                            now,
                            clock_seconds,
                            on_timeout,
                            parent_channel_id,
                            rematch_of,
                            language,
                        ),
                    )
                    await db.execute(
                        "INSERT INTO seats (session_id, seat, user_id, ai_kind, name) VALUES (?, 0, ?, NULL, ?)",
                        (session_id, host_user_id, host_name),
                    )
            except UniqueViolation as exc:
                if exc.constraint == "sessions.pkey":
                    continue  # 48 random bits collided; draw another id
                return None
            record = await self.get(session_id)
            assert record is not None
            return record
        raise RuntimeError("could not draw an unused session id")

    async def get(self, session_id: str) -> SessionRecord | None:
        return rows.session(await self.database.query(rows.SESSION_SQL, (session_id,)))

    async def get_game(self, session_id: str) -> StoredGame | None:
        """The session, its state and each seat's decision count, in one statement (one snapshot)."""
        return rows.stored_game(await self.database.query(rows.GAME_SQL, (session_id,)), with_state=True)

    async def active_in_channel(self, channel_id: int) -> SessionRecord | None:
        return await self._first(
            "SELECT id FROM sessions WHERE channel_id = ? AND status IN ('lobby', 'running')", (channel_id,)
        )

    async def last_ended_in_channel(self, channel_id: int) -> SessionRecord | None:
        """The game that ended last, after it had started, in this channel or in a thread of it (for
        /game log and /game replay)."""
        return await self._first(
            "SELECT id FROM sessions WHERE (channel_id = ? OR parent_channel_id = ?)"
            " AND status IN ('finished', 'abandoned') AND seed IS NOT NULL"
            " ORDER BY updated_at DESC, created_at DESC LIMIT 1",
            (channel_id, channel_id),
        )

    async def active_in_guild(self, guild_id: int, *, limit: int) -> list[SessionRecord]:
        """A server's lobbies and running games, oldest first, at most ``limit`` (one indexed query)."""
        return await self._all(
            "SELECT id FROM sessions WHERE guild_id = ? AND status IN ('lobby', 'running')"
            f" ORDER BY created_at LIMIT {int(limit):d}",
            (guild_id,),
        )

    async def with_status(self, *statuses: SessionStatus) -> list[SessionRecord]:
        marks = ", ".join("?" for _ in statuses)
        return await self._all(
            f"SELECT id FROM sessions WHERE status IN ({marks}) ORDER BY created_at", tuple(statuses)
        )

    async def of_user(self, user_id: int) -> list[SessionRecord]:
        """The lobbies and running games ``user_id`` sits in, in every server, newest activity first."""
        return await self._all(
            "SELECT DISTINCT s.id, s.updated_at FROM sessions s JOIN seats st ON st.session_id = s.id"
            " WHERE st.user_id = ? AND s.status IN ('lobby', 'running') ORDER BY s.updated_at DESC",
            (user_id,),
        )

    async def unpublished(
        self, updated_before: float | None = None, updated_after: float | None = None
    ) -> list[SessionRecord]:
        """Started games whose channel does not show their latest state: no board message, or a board of
        an older step (running or just finished; see ``shown``); only those last changed between
        ``updated_after`` and ``updated_before`` if given."""
        return await self._all(
            # Matches the partial index sessions_behind (migration 0006): running or finished games.
            "SELECT id FROM sessions WHERE status <> 'abandoned' AND state IS NOT NULL"
            " AND (board_message_id IS NULL OR published_step IS NULL OR published_step < step)"
            " AND updated_at <= ? AND updated_at >= ? ORDER BY created_at",
            (
                float("inf") if updated_before is None else updated_before,
                float("-inf") if updated_after is None else updated_after,
            ),
        )

    async def versions(self, session_ids: Sequence[str]) -> dict[str, int]:
        """The version of each of these sessions that exists, by id: one indexed query (a caller with many
        ids sends a few hundred at a time, under the databases' limits on parameters)."""
        if not session_ids:
            return {}
        marks = ", ".join("?" for _ in session_ids)
        found = await self.database.query(
            f"SELECT id, version FROM sessions WHERE id IN ({marks})", session_ids
        )
        return {str(row["id"]): int(row["version"]) for row in found}

    @property
    def announces_changes(self) -> bool:
        """Whether each committed change of a session is announced (PostgreSQL, by migration 0009's
        trigger); SQLite announces nothing, so a follower polls ``versions`` there."""
        return isinstance(self.database, PostgresDatabase)

    def announced_changes(
        self, on_change: Callable[[str], None]
    ) -> AbstractAsyncContextManager[Callable[[], bool]]:
        """Call ``on_change(session_id)`` for each change committed, by whichever process, until the block
        ends; yields a function that says whether announcements still arrive (PostgreSQL's LISTEN, on a
        connection of its own: ``PostgresDatabase.listening``). Only where ``announces_changes``."""
        if not isinstance(self.database, PostgresDatabase):
            raise TypeError("only PostgreSQL announces committed changes")
        return self.database.listening(CHANGES_CHANNEL, on_change)

    async def board_facts(self, session_id: str) -> BoardFacts:
        """What the game's board shows besides the game (one statement), for a board shown outside a move."""
        return rows.board_facts(
            await self.database.query(rows.FACTS_SQL, rows.facts_params(session_id, self.clock()))
        )

    # ---- the one guarded change --------------------------------------------------------------------

    async def commit(self, session_id: str, expected_version: int, change: Change) -> Committed | None:
        """Apply ``change`` atomically if the session is still at ``expected_version``; None if it lost."""
        now = self.clock()
        columns = self._columns(change, now)
        assignments = "".join(f", {name} = ?" for name in columns)
        facts = None
        try:
            async with self.database.write() as db:
                done = await db.execute(
                    f"UPDATE sessions SET version = version + 1, updated_at = ?{assignments}"
                    " WHERE id = ? AND version = ?",
                    (now, *columns.values(), session_id, expected_version),
                )
                if done.rowcount != 1:
                    raise _LostRace
                await self._write_with(db, session_id, change, now)
                if change.facts:
                    facts = rows.board_facts(
                        await db.execute_fetchall(rows.FACTS_SQL, rows.facts_params(session_id, now))
                    )
        except _LostRace:
            return None
        return Committed(version=expected_version + 1, at=now, facts=facts)

    async def _write_with(self, db: Tx, session_id: str, change: Change, now: float) -> None:
        """What the other stores write with a change, in its transaction."""
        if change.paused is not None:
            await self.deadlines.pause(db, session_id, change.paused, now)
        if change.seats is not None:
            await db.execute("DELETE FROM seats WHERE session_id = ?", (session_id,))
            await db.executemany(
                "INSERT INTO seats (session_id, seat, user_id, ai_kind, name, stand_in) VALUES (?, ?, ?, ?, ?, ?)",
                [(session_id, s.seat, s.user_id, s.ai_kind, s.name, s.stand_in) for s in change.seats],
            )
        for earlier in change.earlier_actions:
            await self.actions.append(db, session_id, earlier, (), now)
        await self.actions.append(db, session_id, change.action, change.lines, now)
        if change.deadlines is not None:
            await self.deadlines.plan(db, session_id, change.deadlines, now)
        if change.result is not None:
            await self.results.record(db, session_id, change.result, now)
        if change.missed_turn_of is not None:
            await self.tournaments.missed_turn(db, session_id, change.missed_turn_of)

    # ---- what the channel shows (not a change of the game: the version stays) ----------------------

    async def set_lobby_message(self, session_id: str, message_id: int | None) -> None:
        await self.database.run(
            "UPDATE sessions SET lobby_message_id = ?, updated_at = ? WHERE id = ?",
            (message_id, self.clock(), session_id),
        )

    async def set_board_message(self, session_id: str, message_id: int | None) -> None:
        """Remember the current board message (its step is recorded by ``shown``)."""
        await self.database.run(
            "UPDATE sessions SET board_message_id = ?, updated_at = ? WHERE id = ?",
            (message_id, self.clock(), session_id),
        )

    async def shown(self, session_id: str, step: int) -> None:
        """Record that the channel now shows the state at ``step`` (its board and the DMs that go with it).
        Never moves back: a slower publication of an older step does not undo a newer one."""
        await self.database.run(
            "UPDATE sessions SET published_step = GREATEST(COALESCE(published_step, -1), ?) WHERE id = ?",
            (step, session_id),
        )

    # ---- helpers -----------------------------------------------------------------------------------

    @staticmethod
    def _columns(change: Change, now: float) -> dict[str, Any]:
        """The session row's columns a change sets: the fields it shares with the session's record, written
        as that record's mapper writes them (``rows.SESSION``: JSON, flags, the position's column), and
        the state and the AI's turn, which the record does not hold."""
        shared = {name: getattr(change, name) for name in _SHARED}
        columns = rows.SESSION.columns({name: value for name, value in shared.items() if value is not None})
        if change.set_clock:
            columns |= rows.SESSION.columns({"clock_seconds": change.clock_seconds})
        if change.set_night:
            columns |= rows.SESSION.columns({"night_clock": change.night_clock})
        if change.state_json is not None:
            columns["state"] = change.state_json
            columns.setdefault("step", json.loads(change.state_json).get("step"))
        if change.deadlines is not None:
            # An AI turn is owed from now (the process that made this change drives it; see claim_ai). When
            # none is, the game's AI claim ends with the change that ended the turn, in its transaction: a
            # process that dies right after committing an AI's last move leaves no claim behind it.
            columns["ai_since"] = now if change.deadlines.ai_seats else None
            if not change.deadlines.ai_seats:
                columns["ai_owner"] = None
                columns["ai_until"] = None
        return columns

    async def _first(self, sql: str, params: tuple[Any, ...]) -> SessionRecord | None:
        found = await self._all(sql, params)
        return found[0] if found else None

    async def _all(self, sql: str, params: tuple[Any, ...]) -> list[SessionRecord]:
        """The sessions whose ids ``sql`` selects, in its order, read in one snapshot."""
        async with self.database.read() as db:
            ids = [r["id"] for r in await db.execute_fetchall(sql, params)]
            found = [rows.session(await db.execute_fetchall(rows.SESSION_SQL, (i,))) for i in ids]
        return [s for s in found if s is not None]
