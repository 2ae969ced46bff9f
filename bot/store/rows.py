"""Rows as records: the statement that reads a session with its seats (and, for a game, its state and each
seat's decision count) in one snapshot, and the mappers the stores share."""

from __future__ import annotations

import json
from collections.abc import Sequence

from bot.database import Row
from bot.session.records import (
    Deadline,
    LogEntry,
    SeatRecord,
    SessionRecord,
    SessionStatus,
    Skill,
    StoredGame,
    UndoEntry,
)

_SESSION_COLUMNS = (
    "id, guild_id, channel_id, game, status, host_user_id, options, random_order, seed, schema_version,"
    " version, lobby_message_id, board_message_id, created_at, updated_at, ended_reason, published_step,"
    " clock_seconds, on_timeout, paused_at, pause_votes, parent_channel_id, rematch_of, takebacks, undo_window,"
    " step, night_clock"
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


def stored_game(rows: Sequence[Row], *, with_state: bool) -> StoredGame | None:
    """The rows of ``SESSION_SQL`` or ``GAME_SQL`` as a session (with its state and decision counts)."""
    if not rows:
        return None
    r = rows[0]
    seated = [s for s in rows if s["seat_no"] is not None]
    record = SessionRecord(
        id=r["id"],
        guild_id=r["guild_id"],
        channel_id=r["channel_id"],
        game=r["game"],
        status=SessionStatus(r["status"]),
        host_user_id=r["host_user_id"],
        options=json.loads(r["options"]),
        random_order=bool(r["random_order"]),
        seed=r["seed"],
        schema_version=r["schema_version"],
        version=r["version"],
        lobby_message_id=r["lobby_message_id"],
        board_message_id=r["board_message_id"],
        created_at=r["created_at"],
        updated_at=r["updated_at"],
        ended_reason=r["ended_reason"],
        seats=tuple(
            SeatRecord(s["seat_no"], s["seat_user"], s["seat_ai"], s["seat_name"], s["seat_stand_in"])
            for s in seated
        ),
        published_step=r["published_step"],
        clock_seconds=r["clock_seconds"],
        on_timeout=r["on_timeout"],
        paused_at=r["paused_at"],
        pause_votes=tuple(json.loads(r["pause_votes"])) if r["pause_votes"] else (),
        parent_channel_id=r["parent_channel_id"],
        rematch_of=r["rematch_of"],
        takebacks=bool(r["takebacks"]),
        undo_window=tuple(UndoEntry.from_json(e) for e in json.loads(r["undo_window"]))
        if r["undo_window"]
        else (),
        position=int(r["step"] or 0),
        night_clock=None if r["night_clock"] is None else bool(r["night_clock"]),
    )
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


def deadline(r: Row) -> Deadline:
    return Deadline(
        id=r["id"],
        session_id=r["session_id"],
        seat=r["seat"],
        kind=r["kind"],
        due_at=r["due_at"],
        started_at=r["started_at"],
        user_id=r["user_id"],
        guild_id=r["guild_id"],
        channel_id=r["channel_id"],
    )


def log_entry(r: Row) -> LogEntry:
    return LogEntry(r["idx"], r["text"], r["seat"], r["action_idx"], r["created_at"])


def skill(r: Row) -> Skill:
    return Skill(mu=r["mu"], sigma=r["sigma"], games=r["games"], rating=r["rating"])
