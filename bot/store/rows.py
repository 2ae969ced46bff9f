"""Rows as records, and the session's statements. ``RowMapper`` is the one mapper between database rows
and records (the frozen dataclasses of ``bot.session``, and the stores' own): ``RowMapper(Record)`` reads
a row into a ``Record`` by the record's own field names and types, and writes a record's values back as
column values the same way, so that how a column differs from its field is said once, beside the record,
for reading and writing alike. Beside it, how a session and its board are read, each in one statement:
a session with its seats (for a game, its state and each seat's decision count too), and what its board
shows besides the game (the newest log lines, the open deadlines, who is away), for ``SessionStore``;
and the deadline and log line records the deadline store and the action log read alike. The session
record's mapper also writes a change's columns (``SessionStore.commit``).

By a field's type, with nothing declared, whichever database answered:

- ``int``, ``float``, ``str``: converted to that type (SQLite hands back what was stored, PostgreSQL its
  column's type: ``bigint`` for a count, ``double precision`` for a time), written as they are;
- ``bool``: a flag, INTEGER 0/1 on both databases (the migrations' types), read with ``bool``, written as 0/1;
- an ``Enum`` (the statuses, formats...): its value's text, read back as the member;
- ``X | None``: NULL is None, anything else as ``X``. NULL in a field that is not optional is an error
  that names the record, the field and the column: the schema and the record disagree.

Declared per field, only where the column differs: ``Column`` (another name, a conversion each way: JSON
text, a value with a default for NULL), ``Derived`` (built from the whole row: several columns, or a record
nested in the same row, read by its own mapper) and ``GIVEN`` (not in these rows: the caller passes it,
read from other rows, or else the record's default). A field of any other type must be declared: the
mapper refuses it when it is built, at import, not at the first row.
"""

from __future__ import annotations

import dataclasses
import json
import operator
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Generic, TypeVar

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
from engines.phrasing import Words

R = TypeVar("R")
Convert = Callable[[Any], Any]


@dataclass(frozen=True)
class Column:
    """A field whose column differs from what its name and type say: its column's ``name``, ``read``
    (the column's value, NULL included, to the field's) and ``write`` (the field's value to the column's);
    each left out follows the field's name and type."""

    name: str | None = None
    read: Convert | None = None
    write: Convert | None = None


@dataclass(frozen=True)
class Derived:
    """A field built from the whole row: several columns, or a record nested in the same row (pass its
    ``RowMapper``). Never written: the columns it reads are written as fields of their own."""

    build: Callable[[Row], Any]


class _Given:
    def __repr__(self) -> str:
        return "GIVEN"


GIVEN: Any = (
    _Given()
)  # not in these rows: passed by the caller (``mapper(row, seats=...)``), else its default

Spec = Column | Derived | _Given


@dataclass(frozen=True)
class _Field:
    name: str
    column: str
    read: Convert
    write: Convert | None


class RowMapper(Generic[R]):
    """Rows of one shape as one record type, and that record's values as columns (see the module)."""

    def __init__(self, record: type[R], **specs: Spec) -> None:
        if not dataclasses.is_dataclass(record):
            raise TypeError(f"{record.__name__} is not a dataclass")
        unknown = set(specs) - {f.name for f in dataclasses.fields(record)}
        if unknown:
            raise TypeError(f"{record.__name__} has no field {', '.join(sorted(unknown))}")
        self.record = record
        self._make: Callable[..., R] = record
        hints = typing.get_type_hints(record)
        self._fields: dict[str, _Field] = {}
        self._derived: dict[str, Callable[[Row], Any]] = {}
        for f in dataclasses.fields(record):
            spec = specs.get(f.name, Column())
            if isinstance(spec, _Given):
                continue
            if isinstance(spec, Derived):
                self._derived[f.name] = spec.build
                continue
            where = f"{record.__name__}.{f.name}"
            column = spec.name or f.name
            read, write = self._by_type(hints[f.name], f"{where} (column {column})")
            if spec.read is None and read is None:
                raise TypeError(f"{where}: a {hints[f.name]} column needs its own reading (Column(read=...))")
            self._fields[f.name] = _Field(
                f.name, column, spec.read or typing.cast(Convert, read), spec.write or write
            )

    def __call__(self, row: Row, /, **given: Any) -> R:
        """The record of ``row``; ``given`` are fields read elsewhere (they win over the row)."""
        values = {f.name: f.read(row[f.column]) for f in self._fields.values() if f.name not in given}
        values.update((name, build(row)) for name, build in self._derived.items() if name not in given)
        values.update(given)
        return self._make(**values)

    def columns(self, values: Mapping[str, Any]) -> dict[str, Any]:
        """Field values (by field name) as column values by column name, converted as they are stored."""
        return {self._field(name).column: self._write(name, value) for name, value in values.items()}

    def values(self, record: R, names: Sequence[str]) -> tuple[Any, ...]:
        """The named fields of ``record`` as column values, in that order (an INSERT's parameters)."""
        return tuple(self._write(name, getattr(record, name)) for name in names)

    @property
    def fields(self) -> frozenset[str]:
        """The fields read from (and written to) a column of their own."""
        return frozenset(self._fields)

    def _field(self, name: str) -> _Field:
        found = self._fields.get(name)
        if found is None:
            raise KeyError(f"{self.record.__name__}.{name} is not a column of its own")
        return found

    def _write(self, name: str, value: Any) -> Any:
        write = self._field(name).write
        if write is None:
            raise TypeError(f"{self.record.__name__}.{name} is read by its own conversion but has no write")
        return write(value)

    @staticmethod
    def _by_type(hint: Any, where: str) -> tuple[Convert | None, Convert | None]:
        """How a field of type ``hint`` is read and written when nothing is declared (see the module);
        (None, None) for a type that must be declared."""
        optional = False
        if typing.get_origin(hint) in (typing.Union, types.UnionType):
            rest = [a for a in typing.get_args(hint) if a is not type(None)]
            if len(rest) != 1:  # a union of two types: which one a column holds is not the type's to say
                return None, None
            optional, hint = True, rest[0]
        read: Convert
        write: Convert
        if hint is bool:
            read, write = bool, int
        elif hint in (int, float, str):
            read, write = hint, lambda value: value
        elif isinstance(hint, type) and issubclass(hint, Enum):
            read, write = hint, operator.attrgetter("value")
        else:
            return None, None
        return RowMapper._nullable(read, optional, where), RowMapper._nullable(write, True, where)

    @staticmethod
    def _nullable(convert: Convert, optional: bool, where: str) -> Convert:
        """``convert`` for every value but NULL, which is None where the field is optional (and refused
        where it is not)."""

        def converted(value: Any) -> Any:
            if value is None:
                if optional:
                    return None
                raise ValueError(f"{where} is not optional, and the database holds NULL")
            return convert(value)

        return converted


def words_column(words: Words | None) -> str | None:
    """Words as a column holds them: their JSON (None: NULL)."""
    return None if words is None else words.model_dump_json()


def words_of(stored: str | None) -> Words | None:
    """Words read back from their column; None for NULL or for what no longer reads as words."""
    if not stored:
        return None
    try:
        return Words.model_validate_json(stored)
    except ValueError:
        return None


_SESSION_COLUMNS = (
    "id, guild_id, channel_id, game, status, host_user_id, options, random_order, seed, schema_version,"
    " version, lobby_message_id, board_message_id, created_at, updated_at, ended_reason, published_step,"
    " clock_seconds, on_timeout, paused_at, pause_votes, parent_channel_id, rematch_of, takebacks, undo_window,"
    " step, night_clock, coaching, language, ended_words"
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
    ended_words=Column(read=words_of, write=words_column),
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


WORDS = Column(read=words_of, write=words_column)
LOG_ENTRY = RowMapper(LogEntry, words=WORDS)

RECENT_LINES = 10  # the board's "Last events" (a battle's narration takes several lines)

# What a board shows besides the game, in one statement: the newest public log lines, the open deadlines
# (with their seat's person) and the vacations of the game's people. Each part is typed alike for
# PostgreSQL's UNION; ``what`` says which part a row is.
FACTS_SQL = (
    "SELECT 'line' AS what, CAST(l.idx AS BIGINT) AS num, CAST(NULL AS TEXT) AS session_id, l.seat AS seat,"
    " l.text AS text, l.action_idx AS ref, l.created_at AS at, CAST(NULL AS DOUBLE PRECISION) AS since,"
    " CAST(NULL AS BIGINT) AS user_id, l.words AS words"
    " FROM (SELECT idx, seat, text, action_idx, created_at, words FROM log_lines"
    " WHERE session_id = ? AND seat IS NULL"
    f" ORDER BY idx DESC LIMIT {RECENT_LINES}) AS l"
    " UNION ALL SELECT 'deadline', CAST(d.id AS BIGINT), d.session_id, d.seat, d.kind, CAST(NULL AS INTEGER),"
    " d.due_at, d.started_at, st.user_id, CAST(NULL AS TEXT) FROM deadlines d"
    " LEFT JOIN seats st ON st.session_id = d.session_id AND st.seat = d.seat"
    " WHERE d.session_id = ? AND d.done = 0"
    " UNION ALL SELECT 'away', CAST(u.user_id AS BIGINT), CAST(NULL AS TEXT), CAST(NULL AS INTEGER),"
    " CAST(NULL AS TEXT), CAST(NULL AS INTEGER), u.away_until, CAST(NULL AS DOUBLE PRECISION),"
    " CAST(NULL AS BIGINT), CAST(NULL AS TEXT) FROM users u"
    " WHERE u.away_until > ? AND u.user_id IN (SELECT st.user_id FROM seats st WHERE st.session_id = ?)"
)


def facts_params(session_id: str, now: float) -> tuple[Any, ...]:
    return (session_id, session_id, now, session_id)


# The parts of ``FACTS_SQL``'s rows, under its shared column names.
_FACT_LINE = RowMapper(
    LogEntry, idx=Column("num"), action_idx=Column("ref"), created_at=Column("at"), words=WORDS
)
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
