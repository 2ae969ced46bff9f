"""How a session and its board are read, each in one statement, and the records their rows give (through
``bot.store.mapper``): a session with its seats (for a game, its state and each seat's decision count too),
and what its board shows besides the game (the newest log lines, the open deadlines, who is away), for
``SessionStore``; and the deadline and log line records the deadline store and the action log read alike.
The session record's mapper also writes a change's columns (``SessionStore.commit``)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from bot.database import Row
from bot.session.records import (
    BoardFacts,
    Deadline,
    LogEntry,
    SeatRecord,
    SessionRecord,
    StoredGame,
    UndoEntry,
)
from bot.store.mapper import GIVEN, Column, Derived, RowMapper

_SESSION_COLUMNS = (
    "id, guild_id, channel_id, game, status, host_user_id, options, random_order, seed, schema_version,"
    " version, lobby_message_id, board_message_id, created_at, updated_at, ended_reason, published_step,"
    " clock_seconds, on_timeout, paused_at, pause_votes, parent_channel_id, rematch_of, takebacks, undo_window,"
    " step, night_clock, coaching"
)


def _session_sql(*, with_state: bool) -> str:
    """A session and its seats in one statement (one snapshot, one round trip): a row per seat, or one
    row with empty seat columns when nobody sits; with ``with_state``, the state (on one row only, not
    repeated) and each seat's decision count: its last decision's number plus one, read from the end of
    the actions' (session, seat, n) index, where counting them would read the seat's whole history (a
    seat's decisions are numbered 0, 1, 2... without gaps: the move service accepts only the next)."""
    extra = (
        ", CASE WHEN ROW_NUMBER() OVER (ORDER BY st.seat) = 1 THEN s.state END AS state,"
        " (SELECT COALESCE(MAX(a.n) + 1, 0) FROM actions a WHERE a.session_id = s.id AND a.seat = st.seat)"
        " AS seat_decisions"
        if with_state
        else ""
    )
    columns = ", ".join(f"s.{c.strip()}" for c in _SESSION_COLUMNS.split(","))
    return (
        f"SELECT {columns}, st.seat AS seat_no, st.user_id AS seat_user, st.ai_kind AS seat_ai,"
        f" st.name AS seat_name, st.stand_in AS seat_stand_in{extra}"
        " FROM sessions s LEFT JOIN seats st ON st.session_id = s.id WHERE s.id = ? ORDER BY st.seat"
    )


SESSION_SQL = _session_sql(with_state=False)
GAME_SQL = _session_sql(with_state=True)


# A session's row (its seats are read from their own rows of the same statement, and passed in).
SESSION = RowMapper(
    SessionRecord,
    options=Column(read=json.loads, write=lambda options: json.dumps(dict(options))),
    seats=GIVEN,
    pause_votes=Column(
        read=lambda votes: tuple(json.loads(votes)) if votes else (),
        write=lambda votes: json.dumps(sorted(set(votes))),
    ),
    undo_window=Column(
        read=lambda window: tuple(UndoEntry.from_json(e) for e in json.loads(window)) if window else (),
        write=lambda window: json.dumps([entry.as_json() for entry in window]),
    ),
    # The column's old name: a game's position (beside published_step); NULL in a game stored before.
    position=Column("step", read=lambda step: int(step or 0)),
    position_known=Derived(lambda r: r["step"] is not None),
    assistance=Column("coaching"),  # the column's old name (migration 0013)
)
SEAT = RowMapper(
    SeatRecord,
    seat=Column("seat_no"),
    user_id=Column("seat_user"),
    ai_kind=Column("seat_ai"),
    name=Column("seat_name"),
    stand_in=Column("seat_stand_in"),
)


def stored_game(rows: Sequence[Row], *, with_state: bool) -> StoredGame | None:
    """The rows of ``SESSION_SQL`` or ``GAME_SQL`` as a session (with its state and decision counts)."""
    if not rows:
        return None
    seated = [s for s in rows if s["seat_no"] is not None]
    record = SESSION(rows[0], seats=tuple(SEAT(s) for s in seated))
    if not with_state:
        return StoredGame(record, None, {})
    state = next((s["state"] for s in rows if s["state"] is not None), None)
    decisions = {int(s["seat_no"]): int(s["seat_decisions"]) for s in seated if s["seat_decisions"]}
    return StoredGame(record, state, decisions)


def session(rows: Sequence[Row]) -> SessionRecord | None:
    found = stored_game(rows, with_state=False)
    return None if found is None else found.session


# A deadline with where it leads: its game's server and channel, and the person in its seat.
DEADLINE_COLUMNS = (
    "d.id, d.session_id, d.seat, d.kind, d.due_at, d.started_at, st.user_id, s.guild_id, s.channel_id"
)
DEADLINE = RowMapper(Deadline)
LOG_ENTRY = RowMapper(LogEntry)

RECENT_LINES = 10  # the board's "Last events" (a battle's narration takes several lines)

# What a board shows besides the game, in one statement: the newest public log lines, the open deadlines
# (with their seat's person) and the vacations of the game's people. Each part is typed alike for
# PostgreSQL's UNION; ``what`` says which part a row is.
FACTS_SQL = (
    "SELECT 'line' AS what, CAST(l.idx AS BIGINT) AS num, CAST(NULL AS TEXT) AS session_id, l.seat AS seat,"
    " l.text AS text, l.action_idx AS ref, l.created_at AS at, CAST(NULL AS DOUBLE PRECISION) AS since,"
    " CAST(NULL AS BIGINT) AS user_id"
    " FROM (SELECT idx, seat, text, action_idx, created_at FROM log_lines WHERE session_id = ? AND seat IS NULL"
    f" ORDER BY idx DESC LIMIT {RECENT_LINES}) AS l"
    " UNION ALL SELECT 'deadline', CAST(d.id AS BIGINT), d.session_id, d.seat, d.kind, CAST(NULL AS INTEGER),"
    " d.due_at, d.started_at, st.user_id FROM deadlines d"
    " LEFT JOIN seats st ON st.session_id = d.session_id AND st.seat = d.seat"
    " WHERE d.session_id = ? AND d.done = 0"
    " UNION ALL SELECT 'away', CAST(u.user_id AS BIGINT), CAST(NULL AS TEXT), CAST(NULL AS INTEGER),"
    " CAST(NULL AS TEXT), CAST(NULL AS INTEGER), u.away_until, CAST(NULL AS DOUBLE PRECISION),"
    " CAST(NULL AS BIGINT) FROM users u"
    " WHERE u.away_until > ? AND u.user_id IN (SELECT st.user_id FROM seats st WHERE st.session_id = ?)"
)


def facts_params(session_id: str, now: float) -> tuple[Any, ...]:
    return (session_id, session_id, now, session_id)


# The parts of ``FACTS_SQL``'s rows, under its shared column names.
_FACT_LINE = RowMapper(LogEntry, idx=Column("num"), action_idx=Column("ref"), created_at=Column("at"))
_FACT_DEADLINE = RowMapper(
    Deadline,
    id=Column("num"),
    kind=Column("text"),
    due_at=Column("at"),
    started_at=Column("since"),
    guild_id=GIVEN,
    channel_id=GIVEN,
)


def board_facts(found: Sequence[Row]) -> BoardFacts:
    """The rows of ``FACTS_SQL`` as what the board shows besides the game."""
    lines: list[LogEntry] = []
    deadlines: list[Deadline] = []
    away: dict[int, float] = {}
    for r in found:
        if r["what"] == "line":
            lines.append(_FACT_LINE(r))
        elif r["what"] == "deadline":
            deadlines.append(_FACT_DEADLINE(r))
        else:
            away[int(r["num"])] = float(r["at"])
    lines.sort(key=lambda entry: entry.idx)
    deadlines.sort(key=lambda d: (d.seat, d.due_at, d.id))
    return BoardFacts(recent=tuple(lines), deadlines=tuple(deadlines), away=away)
