"""Fixtures shared by every test module. Keep them generic: one database file per test, opened fresh."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.storage import Storage


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
