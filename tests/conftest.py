"""Fixtures shared by every test module. Keep them generic: one database file per test, opened fresh; the
fake Discord and the people in it for the end-to-end tests (``support.harness`` has the rest of that
harness). ``tests/test_fakediscord.py`` defines its own ``fake`` and ``world`` for its demo bot."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.storage import Storage
from support.fakediscord import FakeDiscord, Perm
from support.harness import World


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """A database file of this test's own (not created until something opens it)."""
    return tmp_path / "host.sqlite3"


@pytest.fixture
async def storage(db_path: Path) -> AsyncIterator[Storage]:
    """A migrated Storage on ``db_path``; ``durable=False`` skips the fsync per commit, which tests do not need."""
    opened = await Storage.open(db_path, durable=False)
    try:
        yield opened
    finally:
        await opened.close()


@pytest.fixture
async def fake(caplog: pytest.LogCaptureFixture) -> AsyncIterator[FakeDiscord]:
    # Like Discord, the fake refuses a callback that comes more than 3 seconds after the click (10062),
    # and fake.check() then fails the test: every interaction must be answered in time.
    fake = FakeDiscord(interaction_deadline=3.0)
    await fake.start()
    try:
        with fake.patch_discord():
            yield fake
        await fake.check()
    finally:
        await fake.close()
    errors = [r for when in ("setup", "call") for r in caplog.get_records(when) if r.levelno >= logging.ERROR]
    assert not errors, [r.getMessage() for r in errors]


@pytest.fixture
def world(fake: FakeDiscord) -> World:
    guild = fake.add_guild("Penguin Club")
    channel = fake.add_text_channel(guild, "games")
    mods = fake.add_role(guild, "Mods", permissions=Perm.MANAGE_GUILD)
    return World(
        guild,
        channel,
        fake.add_user("alice"),
        fake.add_user("bob"),
        fake.add_user("carol", dms_open=False),
        fake.add_user("dana", roles=[mods]),
    )
