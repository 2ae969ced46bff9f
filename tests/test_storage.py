"""The stores (bot/store/) over the database (bot/database/): migrations, the one-active-session-per-channel rule, the version-guarded commit, the
append-only action log, log visibility and reminders, and the one mapper of rows and records."""

from __future__ import annotations

import asyncio
import json
import shutil
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import cast

import pytest

from bot.database import MIGRATIONS_DIR, Row, UniqueViolation, read_migrations, split_statements
from bot.database.postgres import lock_number, to_postgres
from bot.session.records import Change, DeadlinePlan, GuildWeb, NewAction, SeatRecord, SessionStatus
from bot.store import Storage
from bot.store.rows import GIVEN, Column, RowMapper
from engines.base import LogLine

LATEST = read_migrations(MIGRATIONS_DIR)[-1][
    0
]  # the newest number (a number another branch holds may be missing)


def tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as db:
        return {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


async def new_lobby(storage: Storage, channel_id: int = 10, host: int = 1) -> str:
    record = await storage.sessions.create(
        guild_id=7, channel_id=channel_id, game="secretgame", host_user_id=host, host_name="Ana"
    )
    assert record is not None
    return record.id


async def test_a_fresh_file_is_migrated_to_the_latest_version(db_path: Path) -> None:
    storage = await Storage.open(db_path)
    try:
        assert await storage.user_version() == LATEST
        assert {"sessions", "seats", "actions", "log_lines", "deadlines"} <= tables(db_path)
    finally:
        await storage.close()
    with sqlite3.connect(db_path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


async def test_an_existing_empty_file_is_migrated(db_path: Path) -> None:
    db_path.touch()
    storage = await Storage.open(db_path)
    assert await storage.user_version() == LATEST
    await storage.close()


async def test_reopening_keeps_the_data_and_applies_nothing_twice(database: Path | str) -> None:
    storage = await Storage.open(database)
    session_id = await new_lobby(storage)
    await storage.close()

    again = await Storage.open(database)
    try:
        assert await again.user_version() == LATEST
        record = await again.sessions.get(session_id)
        assert record is not None and record.seats[0].name == "Ana"
    finally:
        await again.close()


async def test_two_processes_opening_a_new_database_at_once_both_succeed(database: Path | str) -> None:
    first, second = await asyncio.gather(Storage.open(database), Storage.open(database))
    try:
        assert await first.user_version() == await second.user_version() == LATEST
    finally:
        await first.close()
        await second.close()


async def test_a_later_migration_upgrades_an_existing_database(tmp_path: Path, db_path: Path) -> None:
    migrations = tmp_path / "migrations"
    migrations.mkdir()
    for migration in MIGRATIONS_DIR.glob("*.sql"):  # every real migration, then one more
        shutil.copy(migration, migrations)
    storage = await Storage.open(db_path, migrations_dir=migrations)
    session_id = await new_lobby(storage)
    await storage.close()

    (migrations / f"{LATEST + 1:04d}_notes.sql").write_text(
        "-- a later change\nCREATE TABLE notes (\n    session_id TEXT NOT NULL,\n    text TEXT NOT NULL\n);\n"
        "ALTER TABLE sessions ADD COLUMN topic TEXT NOT NULL DEFAULT 'none';\n"
    )
    upgraded = await Storage.open(db_path, migrations_dir=migrations)
    try:
        assert await upgraded.user_version() == LATEST + 1
        assert "notes" in tables(db_path)
        assert await upgraded.sessions.get(session_id) is not None
    finally:
        await upgraded.close()


async def test_a_failing_migration_leaves_no_trace(tmp_path: Path, db_path: Path) -> None:
    migrations = tmp_path / "migrations"
    migrations.mkdir()
    shutil.copy(MIGRATIONS_DIR / "0001_init.sql", migrations)
    (migrations / "0002_broken.sql").write_text(
        "CREATE TABLE half_done (x INTEGER);\nINSERT INTO no_such_table VALUES (1);\n"
    )
    with pytest.raises(sqlite3.OperationalError):
        await Storage.open(db_path, migrations_dir=migrations)
    assert "half_done" not in tables(db_path)
    with sqlite3.connect(db_path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 1


async def test_a_database_from_a_newer_bot_is_refused(database: Path | str) -> None:
    storage = await Storage.open(database)
    async with storage.database.write() as db:
        if storage.dialect == "sqlite":
            await db.execute(f"PRAGMA user_version = {LATEST + 1}")
        else:
            await db.execute("INSERT INTO schema_migrations (version) VALUES (?)", (LATEST + 1,))
    await storage.close()
    with pytest.raises(RuntimeError, match="newer"):
        await Storage.open(database)


def test_migrations_must_be_numbered_without_gaps(tmp_path: Path) -> None:
    (tmp_path / "0001_a.sql").write_text("CREATE TABLE a (x);\n")
    (tmp_path / "0003_c.sql").write_text("CREATE TABLE c (x);\n")
    with pytest.raises(RuntimeError, match="without gaps"):
        read_migrations(tmp_path)


def test_statements_split_at_complete_statements_including_trigger_bodies() -> None:
    sql = (MIGRATIONS_DIR / "0001_init.sql").read_text()
    statements = list(split_statements(sql))
    triggers = [s for s in statements if s.startswith("CREATE TRIGGER")]
    assert len(triggers) == 1 and triggers[0].endswith("END;")
    assert all(sqlite3.complete_statement(s) for s in statements)
    with pytest.raises(RuntimeError, match="incomplete"):
        list(split_statements("CREATE TABLE a (x);\nCREATE TABLE b (\n"))


async def test_session_ids_are_short_random_and_never_the_channel(storage: Storage) -> None:
    ids = {await new_lobby(storage, channel_id=c) for c in range(100, 140)}
    assert len(ids) == 40
    for session_id in ids:
        assert len(session_id) == 8
        assert all(c.isalnum() or c in "-_" for c in session_id)
        assert not session_id.isdigit()


async def test_one_active_session_per_channel(storage: Storage) -> None:
    first = await new_lobby(storage, channel_id=10)
    again = await storage.sessions.create(
        guild_id=7, channel_id=10, game="secretgame", host_user_id=2, host_name="Bo"
    )
    assert again is None
    other_channel = await new_lobby(storage, channel_id=11)
    assert other_channel != first
    record = await storage.sessions.get(first)
    assert record is not None
    assert await storage.sessions.commit(first, record.version, Change(status=SessionStatus.FINISHED))
    assert await storage.sessions.active_in_channel(10) is None
    assert await new_lobby(storage, channel_id=10) != first


async def test_a_commit_with_an_old_version_changes_nothing(storage: Storage) -> None:
    session_id = await new_lobby(storage)
    record = await storage.sessions.get(session_id)
    assert record is not None
    change = Change(
        state_json='{"x": 1}',
        action=NewAction(seat=0, action_id="play.c3", n=0, user_id=1),
        lines=(LogLine(text="{s0} played."),),
    )
    assert await storage.sessions.commit(session_id, record.version, change)
    stale = Change(
        state_json='{"x": 2}',
        action=NewAction(seat=0, action_id="play.c4", n=1, user_id=1),
        lines=(LogLine(text="{s0} played again."),),
    )
    assert not await storage.sessions.commit(session_id, record.version, stale)

    game = await storage.sessions.get_game(session_id)
    assert game is not None
    assert game.state_json == '{"x": 1}'
    assert game.session.version == record.version + 1
    assert game.decisions == {0: 1}
    assert [a.action_id for a in await storage.actions.actions(session_id)] == ["play.c3"]
    assert [e.text for e in await storage.actions.lines(session_id, None)] == ["{s0} played."]


async def test_a_seat_decision_number_can_only_be_recorded_once(storage: Storage) -> None:
    session_id = await new_lobby(storage)
    record = await storage.sessions.get(session_id)
    assert record is not None
    action = NewAction(seat=0, action_id="play.c3", n=0, user_id=1)
    assert await storage.sessions.commit(session_id, record.version, Change(action=action))
    with pytest.raises(UniqueViolation):
        await storage.sessions.commit(session_id, record.version + 1, Change(state_json="{}", action=action))
    game = await storage.sessions.get_game(session_id)
    assert game is not None
    assert game.session.version == record.version + 1 and game.state_json is None


async def test_two_connections_racing_on_one_version_have_exactly_one_winner(database: Path | str) -> None:
    first = await Storage.open(database, durable=False)
    second = await Storage.open(database, durable=False)
    try:
        session_id = await new_lobby(first)
        record = await first.sessions.get(session_id)
        assert record is not None
        results = await asyncio.gather(
            *(
                (first if i % 2 else second).sessions.commit(
                    session_id,
                    record.version,
                    Change(state_json=f'{{"writer": {i}}}', action=NewAction(0, f"a{i}", 0, 1)),
                )
                for i in range(10)
            )
        )
        assert sorted(r is not None for r in results) == [False] * 9 + [True]
        assert len(await second.actions.actions(session_id)) == 1
    finally:
        await first.close()
        await second.close()


async def test_the_action_log_is_append_only(storage: Storage) -> None:
    session_id = await new_lobby(storage)
    record = await storage.sessions.get(session_id)
    assert record is not None
    await storage.sessions.commit(session_id, record.version, Change(action=NewAction(0, "take", 0, 1)))
    with pytest.raises(Exception, match="append-only"):
        async with storage.database.write() as db:
            await db.execute("UPDATE actions SET action_id = 'pass'")
    assert [a.action_id for a in await storage.actions.actions(session_id)] == ["take"]


async def test_foreign_keys_are_enforced(storage: Storage) -> None:
    await new_lobby(storage)
    with pytest.raises(Exception, match=r"(?i)foreign key"):
        async with storage.database.write() as db:
            await db.execute("INSERT INTO seats (session_id, seat, user_id, name) VALUES ('nope', 0, 1, 'x')")


async def test_seats_are_replaced_as_a_whole(storage: Storage) -> None:
    session_id = await new_lobby(storage)
    record = await storage.sessions.get(session_id)
    assert record is not None
    seats = (
        SeatRecord(0, 2, None, "Bo"),
        SeatRecord(1, None, "random", "AI 1"),
        SeatRecord(2, 1, None, "Ana"),
    )
    assert await storage.sessions.commit(session_id, record.version, Change(seats=seats, host_user_id=2))
    after = await storage.sessions.get(session_id)
    assert after is not None
    assert after.seats == seats and after.host_user_id == 2
    assert after.names == ("Bo", "AI 1", "Ana")
    assert after.seats_of(1) == (2,) and after.seats[1].is_ai


async def test_log_lines_are_shown_only_to_their_seat(storage: Storage) -> None:
    session_id = await new_lobby(storage)
    record = await storage.sessions.get(session_id)
    assert record is not None
    lines = (
        LogLine(text="public one"),
        LogLine(text="only seat 0", seat=0),
        LogLine(text="only seat 1", seat=1),
        LogLine(text="public two"),
    )
    assert await storage.sessions.commit(session_id, record.version, Change(lines=lines))
    assert [e.text for e in await storage.actions.lines(session_id, None)] == ["public one", "public two"]
    assert [e.text for e in await storage.actions.lines(session_id, 0)] == [
        "public one",
        "only seat 0",
        "public two",
    ]
    assert [e.text for e in await storage.actions.lines(session_id, 1, limit=2)] == [
        "only seat 1",
        "public two",
    ]


async def test_reminders_open_close_and_fall_due(database: Path | str) -> None:
    now = [1000.0]
    storage = await Storage.open(database, clock=lambda: now[0], durable=False)
    try:
        session_id = await new_lobby(storage)
        record = await storage.sessions.get(session_id)
        assert record is not None
        seats = (SeatRecord(0, 1, None, "Ana"), SeatRecord(1, 2, None, "Bo"))
        plan = DeadlinePlan(seats=frozenset({0, 1}), due_at=1100.0)
        assert await storage.sessions.commit(
            session_id, record.version, Change(status=SessionStatus.RUNNING, seats=seats, deadlines=plan)
        )
        assert await storage.deadlines.due(1099.0) == []
        due = await storage.deadlines.due(1100.0)
        assert [(r.seat, r.user_id, r.channel_id) for r in due] == [(0, 1, 10), (1, 2, 10)]

        # Seat 0 acts; both still owe a decision: seat 0 gets a fresh reminder, seat 1 keeps its old one.
        again = DeadlinePlan(seats=frozenset({0, 1}), due_at=1500.0, acted=0)
        assert await storage.sessions.commit(session_id, record.version + 1, Change(deadlines=again))
        assert [(r.seat, r.due_at) for r in await storage.deadlines.of_session(session_id)] == [
            (0, 1500.0),
            (1, 1100.0),
        ]

        await storage.deadlines.close(due[1].id)
        assert await storage.deadlines.due(2000.0) == [
            r for r in await storage.deadlines.of_session(session_id) if r.seat == 0
        ]
        assert await storage.sessions.commit(session_id, record.version + 2, Change(deadlines=DeadlinePlan()))
        assert await storage.deadlines.of_session(session_id) == []
    finally:
        await storage.close()


async def test_every_seat_that_owes_gets_each_kind_of_deadline_from_its_own_start(
    database: Path | str,
) -> None:
    """Both seats owe at once (a simultaneous phase) and each gets a reminder and its clock's two
    deadlines; Bo is away until 1300, so his clock starts then. A seat that still has open deadlines
    keeps them when the other acts."""
    now = [1000.0]
    storage = await Storage.open(database, clock=lambda: now[0], durable=False)
    try:
        session_id = await new_lobby(storage)
        record = await storage.sessions.get(session_id)
        assert record is not None
        await storage.people.go_away(2, until=1300.0)
        seats = (SeatRecord(0, 1, None, "Ana"), SeatRecord(1, 2, None, "Bo"))
        clock = (("warning", 45.0), ("timeout", 60.0))
        plan = DeadlinePlan(seats=frozenset({0, 1}), due_at=1100.0, clock=clock)
        assert await storage.sessions.commit(
            session_id, record.version, Change(status=SessionStatus.RUNNING, seats=seats, deadlines=plan)
        )
        assert [
            (d.seat, d.kind, d.due_at, d.started_at) for d in await storage.deadlines.of_session(session_id)
        ] == [
            (0, "warning", 1045.0, 1000.0),
            (0, "timeout", 1060.0, 1000.0),
            (0, "reminder", 1100.0, 1000.0),
            (1, "reminder", 1100.0, 1300.0),
            (1, "warning", 1345.0, 1300.0),
            (1, "timeout", 1360.0, 1300.0),
        ]
        now[0] = 1010.0
        again = DeadlinePlan(seats=frozenset({0, 1}), due_at=1200.0, clock=clock, acted=0)
        assert await storage.sessions.commit(session_id, record.version + 1, Change(deadlines=again))
        assert [
            (d.seat, d.kind, d.due_at, d.started_at) for d in await storage.deadlines.of_session(session_id)
        ] == [
            (0, "warning", 1055.0, 1010.0),
            (0, "timeout", 1070.0, 1010.0),
            (0, "reminder", 1200.0, 1010.0),
            (1, "reminder", 1100.0, 1300.0),
            (1, "warning", 1345.0, 1300.0),
            (1, "timeout", 1360.0, 1300.0),
        ]
    finally:
        await storage.close()


async def test_message_ids_do_not_move_the_version(storage: Storage) -> None:
    session_id = await new_lobby(storage)
    before = await storage.sessions.get(session_id)
    assert before is not None
    await storage.sessions.set_lobby_message(session_id, 123)
    await storage.sessions.set_board_message(session_id, 456)
    after = await storage.sessions.get(session_id)
    assert after is not None
    assert (after.lobby_message_id, after.board_message_id) == (123, 456)
    assert after.version == before.version


async def test_unpublished_games_are_found_until_their_board_shows_the_latest_step(storage: Storage) -> None:
    session_id = await new_lobby(storage)
    record = await storage.sessions.get(session_id)
    assert record is not None
    # A lobby is never "unpublished": it has no state to show.
    assert await storage.sessions.unpublished() == []
    assert await storage.sessions.commit(
        session_id, record.version, Change(status=SessionStatus.RUNNING, state_json='{"step": 3}')
    )
    assert [s.id for s in await storage.sessions.unpublished()] == [session_id]  # no board yet
    await storage.sessions.set_board_message(session_id, 456)
    assert [s.id for s in await storage.sessions.unpublished()] == [session_id]  # a board of no known step
    await storage.sessions.shown(session_id, 3)
    assert await storage.sessions.unpublished() == []
    # A slower publication of an older step never moves the mark back.
    await storage.sessions.shown(session_id, 2)
    after = await storage.sessions.get(session_id)
    assert after is not None and after.published_step == 3
    # A move committed but not yet shown (the process died in between) makes it unpublished again.
    assert await storage.sessions.commit(session_id, after.version, Change(state_json='{"step": 4}'))
    assert [s.id for s in await storage.sessions.unpublished()] == [session_id]


# ---- several processes: claims on AI turns and deadlines ---------------------------------


async def test_one_process_at_a_time_holds_a_games_ai_turn_and_a_lapsed_claim_is_taken_over(
    database: Path | str,
) -> None:
    now = [1000.0]
    first = await Storage.open(database, clock=lambda: now[0], durable=False)
    second = await Storage.open(database, clock=lambda: now[0], durable=False)
    try:
        session_id = await new_lobby(first)
        assert await first.deadlines.claim_ai(session_id, "a", until=1010.0)
        assert not await second.deadlines.claim_ai(session_id, "b", until=1010.0)
        assert await first.deadlines.claim_ai(session_id, "a", until=1020.0)  # the holder renews
        now[0] = 1019.0
        assert not await second.deadlines.claim_ai(session_id, "b", until=1030.0)
        now[0] = 1021.0  # "a" died without letting go: its claim lapsed
        assert await second.deadlines.claim_ai(session_id, "b", until=1031.0)
        assert not await first.deadlines.claim_ai(session_id, "a", until=1040.0)
        await first.deadlines.release_ai(
            session_id, "a"
        )  # letting go of what it no longer holds changes nothing
        assert not await first.deadlines.claim_ai(session_id, "a", until=1040.0)
        await second.deadlines.release_ai(session_id, "b")
        assert await first.deadlines.claim_ai(session_id, "a", until=1040.0)
    finally:
        await first.close()
        await second.close()


async def test_the_commit_that_ends_an_ai_turn_ends_its_claim(storage: Storage) -> None:
    """A process that commits an AI's last owed move and dies before letting go leaves no claim: the
    commit that leaves no AI turn owed clears the claim in its own transaction; one that leaves an AI turn
    owed keeps it (the process goes on playing)."""
    session_id = await new_lobby(storage)
    record = await storage.sessions.get(session_id)
    assert record is not None
    owed = DeadlinePlan(ai_seats=frozenset({1}))
    committed = await storage.sessions.commit(
        session_id, record.version, Change(status=SessionStatus.RUNNING, deadlines=owed)
    )
    assert committed is not None
    assert await storage.deadlines.claim_ai(session_id, "a", until=storage.clock() + 30)
    committed = await storage.sessions.commit(session_id, committed.version, Change(deadlines=owed))
    assert committed is not None
    assert not await storage.deadlines.claim_ai(session_id, "b", until=storage.clock() + 30)  # still a's
    assert await storage.sessions.commit(session_id, committed.version, Change(deadlines=DeadlinePlan()))
    assert await storage.deadlines.claim_ai(session_id, "b", until=storage.clock() + 30)  # a's claim ended


async def test_ai_turns_owed_lists_the_games_no_live_process_plays(storage: Storage) -> None:
    now = [1000.0]
    storage.clock = lambda: now[0]
    waiting = await new_lobby(storage, channel_id=1)
    quiet = await new_lobby(storage, channel_id=2)
    for session_id, ai in ((waiting, frozenset({1})), (quiet, frozenset())):
        record = await storage.sessions.get(session_id)
        assert record is not None
        change = Change(status=SessionStatus.RUNNING, deadlines=DeadlinePlan(ai_seats=ai))
        assert await storage.sessions.commit(session_id, record.version, change)
    now[0] = 1005.0
    assert await storage.deadlines.ai_turns_owed(since_before=1004.0) == [waiting]
    assert await storage.deadlines.ai_turns_owed(since_before=999.0) == []  # not owed for that long yet
    assert await storage.deadlines.claim_ai(waiting, "a", until=1010.0)
    assert await storage.deadlines.ai_turns_owed(since_before=1004.0) == []
    now[0] = 1011.0
    assert await storage.deadlines.ai_turns_owed(since_before=1004.0) == [waiting]
    record = await storage.sessions.get(waiting)
    assert record is not None
    await storage.deadlines.settle_ai(waiting, record.version - 1)  # an older look settles nothing
    assert await storage.deadlines.ai_turns_owed(since_before=1004.0) == [waiting]
    await storage.deadlines.settle_ai(waiting, record.version)
    assert await storage.deadlines.ai_turns_owed(since_before=1004.0) == []


async def test_a_timeout_is_claimed_by_one_process_until_its_claim_lapses(database: Path | str) -> None:
    now = [1000.0]
    first = await Storage.open(database, clock=lambda: now[0], durable=False)
    second = await Storage.open(database, clock=lambda: now[0], durable=False)
    try:
        session_id = await new_lobby(first)
        record = await first.sessions.get(session_id)
        assert record is not None
        plan = DeadlinePlan(seats=frozenset({0}), clock=(("timeout", 60.0),))
        assert await first.sessions.commit(
            session_id, record.version, Change(status=SessionStatus.RUNNING, deadlines=plan)
        )
        now[0] = 1061.0
        (due,) = await first.deadlines.due(now[0])
        assert await first.deadlines.claim(due.id, "a", until=1071.0)
        assert not await second.deadlines.claim(due.id, "b", until=1071.0)
        assert await second.deadlines.due(now[0]) == []  # claimed: the other process leaves it
        now[0] = 1072.0  # "a" died before its move
        assert [d.id for d in await second.deadlines.due(now[0])] == [due.id]
        assert await second.deadlines.claim(due.id, "b", until=1082.0)
        assert await second.deadlines.close(due.id)  # done: nobody can claim it again
        assert not await first.deadlines.claim(due.id, "a", until=2000.0)
    finally:
        await first.close()
        await second.close()


async def test_boards_behind_are_found_by_the_step_stored_beside_the_state(storage: Storage) -> None:
    now = [1000.0]
    storage.clock = lambda: now[0]
    session_id = await new_lobby(storage)
    record = await storage.sessions.get(session_id)
    assert record is not None
    change = Change(status=SessionStatus.RUNNING, state_json='{"step": 3}', position=3)
    assert await storage.sessions.commit(session_id, record.version, change)
    await storage.sessions.set_board_message(session_id, 99)
    await storage.sessions.shown(session_id, 2)
    assert [s.id for s in await storage.sessions.unpublished()] == [session_id]
    assert await storage.sessions.unpublished(updated_before=999.0) == []  # changed too recently
    assert await storage.sessions.unpublished(updated_after=1001.0) == []  # changed too long ago
    assert [s.id for s in await storage.sessions.unpublished(999.0 + 2, 999.0)] == [session_id]
    await storage.sessions.shown(session_id, 3)
    assert await storage.sessions.unpublished() == []


def test_both_backends_have_the_same_migrations() -> None:
    sqlite = [n for n, _ in read_migrations(MIGRATIONS_DIR)]
    postgres = [n for n, _ in read_migrations(MIGRATIONS_DIR / "postgres")]
    assert sqlite == postgres


def test_storage_sql_is_spelled_for_postgresql() -> None:
    assert to_postgres("SELECT a FROM t WHERE b = ? AND c = '?' AND d = ?") == (
        "SELECT a FROM t WHERE b = $1 AND c = '?' AND d = $2"
    )
    assert to_postgres("INSERT OR IGNORE INTO t (a) VALUES (?)") == (
        "INSERT INTO t (a) VALUES ($1) ON CONFLICT DO NOTHING"
    )
    assert lock_number("session:abc") == lock_number("session:abc") != lock_number("session:abd")
    assert -(2**63) <= lock_number("x") < 2**63


async def test_a_servers_open_games_are_listed_oldest_first_and_no_more_than_asked(storage: Storage) -> None:
    now = [1000.0]
    storage.clock = lambda: now[0]
    ids = []
    for channel_id in (1, 2, 3):
        now[0] += 1
        ids.append(await new_lobby(storage, channel_id=channel_id))
    other = await storage.sessions.create(
        guild_id=8, channel_id=9, game="secretgame", host_user_id=1, host_name="Ana"
    )
    assert other is not None
    record = await storage.sessions.get(ids[0])
    assert record is not None
    assert await storage.sessions.commit(ids[0], record.version, Change(status=SessionStatus.ABANDONED))
    assert [s.id for s in await storage.sessions.active_in_guild(7, limit=5)] == ids[1:]
    assert [s.id for s in await storage.sessions.active_in_guild(7, limit=1)] == ids[1:2]
    assert [s.id for s in await storage.sessions.active_in_guild(8, limit=5)] == [other.id]


async def test_a_servers_switch_and_name_are_kept_apart(storage: Storage) -> None:
    """The web companion's server switch and the server's name for its page (migrations 0009, 0010): a
    name is kept without touching the switch, a rename replaces it, and turning the pages off and on keeps
    the name while the epoch moves on."""
    assert await storage.web.guild(7) == GuildWeb(True, 0, None)
    await storage.web.name(7, "The Pond")
    assert await storage.web.guild(7) == GuildWeb(True, 0, "The Pond")
    await storage.web.name(7, "Pond 2")
    await storage.web.name(7, "Pond 2")  # unchanged: nothing to write
    assert await storage.web.switch(7, False) == GuildWeb(False, 1, "Pond 2")
    assert await storage.web.switch(7, True) == GuildWeb(True, 1, "Pond 2")
    await storage.web.name(8, "x" * 150)  # longer than Discord allows: kept at Discord's 100
    assert await storage.web.guild(8) == GuildWeb(True, 0, "x" * 100)


async def test_the_versions_of_followed_sessions_and_whether_their_changes_are_announced(
    storage: Storage,
) -> None:
    """What the web companion follows games by: their versions, one query for many ids (an unknown id
    is left out), and on PostgreSQL each committed change announced with the session's id."""
    first, second = await new_lobby(storage, channel_id=1), await new_lobby(storage, channel_id=2)
    record = await storage.sessions.get(first)
    assert record is not None
    assert await storage.sessions.versions([]) == {}
    assert await storage.sessions.versions([first, second, "NoSuchId"]) == {
        first: record.version,
        second: record.version,
    }
    postgres = storage.dialect == "postgresql"
    assert storage.sessions.announces_changes is postgres
    if not postgres:
        with pytest.raises(TypeError):
            storage.sessions.announced_changes(lambda _: None)
        return
    heard: list[str] = []
    async with storage.sessions.announced_changes(heard.append) as alive:
        assert await storage.sessions.commit(first, record.version, Change(status=SessionStatus.RUNNING))
        for _ in range(100):
            if heard:
                break
            await asyncio.sleep(0.02)
        assert alive()
    assert heard == [first]
    assert await storage.sessions.versions([first]) == {first: record.version + 1}


# ---- the one mapper of rows and records (bot.store.rows) ------------------------------------------------


@dataclass(frozen=True)
class Sample:
    id: int
    status: SessionStatus
    flag: bool
    at: float
    note: str | None
    tags: tuple[str, ...] = ()


def test_a_record_is_read_by_its_field_names_and_types_and_written_back_alike() -> None:
    """Flags stored as 0/1, enums as their text, a whole number in a float field: read by the field's
    type; a column of another name and a JSON column declared once, for reading and writing."""
    mapper = RowMapper(
        Sample, tags=Column("labels", read=lambda t: tuple(json.loads(t)) if t else (), write=json.dumps)
    )
    row = cast(Row, {"id": 7, "status": "running", "flag": 1, "at": 5, "note": None, "labels": '["a"]'})
    record = mapper(row)
    assert record == Sample(7, SessionStatus.RUNNING, True, 5.0, None, ("a",))
    assert type(record.flag) is bool and type(record.at) is float
    assert mapper(row, note="given").note == "given"
    assert mapper.columns({"status": SessionStatus.LOBBY, "flag": False, "tags": ["b"]}) == {
        "status": "lobby",
        "flag": 0,
        "labels": '["b"]',
    }
    assert mapper.values(record, ["flag", "note", "at"]) == (1, None, 5.0)


def test_the_mapper_refuses_a_field_it_cannot_read_and_a_null_the_record_does_not_allow() -> None:
    with pytest.raises(TypeError, match=r"Sample\.tags"):
        RowMapper(Sample)  # a tuple is stored some way of its own (JSON): it must be declared
    with pytest.raises(TypeError, match="no field nope"):
        RowMapper(Sample, tags=GIVEN, nope=Column())
    mapper = RowMapper(Sample, tags=GIVEN)
    with pytest.raises(ValueError, match=r"Sample\.flag \(column flag\)"):
        mapper(cast(Row, {"id": 1, "status": "lobby", "flag": None, "at": 0.0, "note": None}))
