"""The action log and the game log: every accepted decision, in order, and the narrated lines each
produced. Both are append-only (a trigger refuses updates to ``actions``): a game's state is always the
replay of its actions from its seed. Appending happens inside a session's commit (``SessionStore``)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.database import Database, Tx
from bot.session.records import ActionRecord, LogEntry, NewAction
from bot.store import rows
from bot.store.rows import RowMapper
from engines.base import LogLine

_ACTION = RowMapper(ActionRecord)


class ActionLog:
    def __init__(self, database: Database) -> None:
        self.database = database

    async def append(
        self, db: Tx, session_id: str, action: NewAction | None, lines: Sequence[LogLine], now: float
    ) -> None:
        """Write a change's action and its log lines, in the caller's transaction."""
        action_idx: int | None = None
        if action is not None:
            # The next index is counted in the INSERT itself: one round trip, not two.
            inserted = await db.execute_fetchall(
                "INSERT INTO actions (session_id, idx, seat, action_id, n, user_id, created_at, undoes)"
                " SELECT CAST(? AS TEXT), COALESCE(MAX(idx) + 1, 0), CAST(? AS INTEGER), CAST(? AS TEXT),"
                " CAST(? AS INTEGER), CAST(? AS BIGINT), CAST(? AS DOUBLE PRECISION), CAST(? AS INTEGER)"
                " FROM actions WHERE session_id = ? RETURNING idx",
                (
                    session_id,
                    action.seat,
                    action.action_id,
                    action.n,
                    action.user_id,
                    now,
                    action.undoes,
                    session_id,
                ),
            )
            action_idx = int(inserted[0]["idx"])
        if lines:
            # Each row's index is counted after the rows before it (PostgreSQL sends the batch at once).
            await db.executemany(
                "INSERT INTO log_lines (session_id, idx, action_idx, text, seat, created_at, words)"
                " SELECT CAST(? AS TEXT), COALESCE(MAX(idx) + 1, 0), CAST(? AS INTEGER), CAST(? AS TEXT),"
                " CAST(? AS INTEGER), CAST(? AS DOUBLE PRECISION), CAST(? AS TEXT) FROM log_lines"
                " WHERE session_id = ?",
                [
                    (
                        session_id,
                        action_idx,
                        line.text,
                        line.seat,
                        now,
                        rows.words_column(line.words),
                        session_id,
                    )
                    for line in lines
                ],
            )

    async def actions(self, session_id: str, *, since: int = 0) -> list[ActionRecord]:
        """The game's action log, oldest first; from the index ``since`` on, if given (the entries after
        those a reader already has: the log is append-only, each index one more than the last)."""
        found = await self.database.query(
            "SELECT idx, seat, action_id, n, user_id, created_at, undoes FROM actions WHERE session_id = ?"
            " AND idx >= ? ORDER BY idx",
            (session_id, since),
        )
        return [_ACTION(r) for r in found]

    async def lines(
        self, session_id: str, seat: int | None, *, limit: int | None = None, since: int = 0
    ) -> list[LogEntry]:
        """The lines ``seat`` may read (public ones and its own), oldest first; the last ``limit`` if given;
        those from the index ``since`` on, if given.

        ``seat=None`` means an onlooker: public lines only.
        """
        found = await self.database.query(
            "SELECT idx, text, seat, action_idx, created_at, words FROM log_lines"
            " WHERE session_id = ? AND (seat IS NULL OR seat = ?) AND idx >= ? ORDER BY idx DESC"
            + ("" if limit is None else f" LIMIT {int(limit):d}"),
            (session_id, seat, since),
        )
        return [rows.LOG_ENTRY(r) for r in reversed(list(found))]

    async def actions_after(self, session_id: str, kept: Sequence[ActionRecord]) -> tuple[ActionRecord, ...]:
        """``kept`` (the start of the game's action log, read before) and the actions added since: only those
        are read. Read whole if the new ones do not follow on from ``kept``."""
        following = kept[-1].idx + 1 if kept else 0
        added = await self.actions(session_id, since=following)
        if kept and added and added[0].idx != following:
            return tuple(await self.actions(session_id))
        return (*kept, *added)

    async def lines_after(
        self, session_id: str, seat: int | None, kept: Sequence[LogEntry]
    ) -> tuple[LogEntry, ...]:
        """``kept`` (the lines ``seat`` may read, as read before) and those added since: only those are read."""
        added = await self.lines(session_id, seat, since=kept[-1].idx + 1 if kept else 0)
        return (*kept, *added)
