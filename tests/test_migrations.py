"""A database written by an earlier release opens with this one, is brought up to the current schema by
the numbered migrations, and its games go on.

``tests/data/databases/release-<commit>.sqlite`` was made by ``make_release_db.py`` beside it, with the
release at that commit; it is never rewritten. Each test works on a copy.
"""

from __future__ import annotations

import random
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.database import read_migrations
from bot.services import build_services
from bot.session.records import SessionStatus
from bot.store import Storage
from engines.base import LogLine, replace

RELEASES = sorted((Path(__file__).parent / "data" / "databases").glob("release-*.sqlite"))


@pytest.fixture(params=RELEASES, ids=lambda p: p.stem)
def old_db(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    copy = tmp_path / "old.sqlite"
    shutil.copyfile(request.param, copy)
    return copy


def test_there_is_a_database_from_a_release_to_open() -> None:
    assert RELEASES, "tests/data/databases holds no release database"


async def test_an_old_database_is_migrated_to_the_latest_schema(old_db: Path) -> None:
    with sqlite3.connect(old_db) as raw:
        before = raw.execute("PRAGMA user_version").fetchone()[0]
    latest = read_migrations(Path(__file__).parents[1] / "bot" / "migrations")[-1][0]
    assert before <= latest
    storage = await Storage.open(old_db)
    try:
        assert await storage.user_version() == latest
    finally:
        await storage.close()


async def test_the_old_games_go_on(old_db: Path) -> None:
    storage = await Storage.open(old_db)
    try:
        services = build_services(storage)
        sessions = await storage.sessions.with_status(*SessionStatus)
        assert sorted((s.game, s.status) for s in sessions) == [
            ("gentoo", SessionStatus.ABANDONED),
            ("gentoo", SessionStatus.RUNNING),
            ("grimprospects", SessionStatus.LOBBY),
            ("slither", SessionStatus.RUNNING),
        ]
        running = [s for s in sessions if s.status == SessionStatus.RUNNING]
        for session in running:
            game = await services.games.load(session.id)
            assert game.state is not None and game.outcome is None
            # The action log still rebuilds it; the last move's lines now carry their words beside the
            # English the old state kept (docs/localisation.md, "The games' words").
            rebuilt = await services.games.replay(session.id)
            assert english_only(rebuilt) == english_only(game.state)
            seat = min(game.to_act)
            action = random.Random(1).choice(list(game.engine.legal_actions(game.state, seat)))
            record = game.session.seats[seat]
            action_id = game.engine.action_id(action)
            if record.user_id is None:
                result = await services.moves.submit_ai(session.id, seat, game.n(seat), action_id)
            else:
                result = await services.moves.submit(
                    session.id, record.user_id, game.n(seat), action_id, seat=seat
                )
            assert result.game.state is not None and result.game.state.step == game.state.step + 1
            assert await services.games.replay(session.id) == result.game.state
        lobby = next(s for s in sessions if s.status == SessionStatus.LOBBY)
        joined = await services.lobby.join(lobby.id, 999, "newcomer")
        assert [s.name for s in joined.session.seats] == ["bob", "newcomer"]
    finally:
        await storage.close()


def english_only(state: Any) -> Any:
    """A state with its log's lines as English alone, as states were stored before lines had words."""
    return replace(state, log=tuple(LogLine(text=line.text, seat=line.seat) for line in state.log))
