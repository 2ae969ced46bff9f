"""The fake Discord as a test uses it: started, patched into discord.py, and checked at the end (every
interaction answered, nothing logged as an error). ``checked_fake`` is the ``fake`` fixture of
tests/conftest.py; ``strict_fake`` is what the tests that drive discord.py clients themselves use
(tests/test_fakediscord.py and tests/test_fakediscord_shards.py): responses validated against the spec,
and no task left running."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any

import pytest

from support.fakediscord import FakeDiscord


@asynccontextmanager
async def checked_fake(
    caplog: pytest.LogCaptureFixture, *, no_tasks_left: bool = False, **options: Any
) -> AsyncIterator[FakeDiscord]:
    """A ``FakeDiscord(**options)``; at the end ``fake.check()``, nothing logged as an error and, with
    ``no_tasks_left``, no asyncio task still running."""
    fake = FakeDiscord(**options)
    await fake.start()
    try:
        with fake.patch_discord():
            yield fake
        await fake.check()
    finally:
        await fake.close()
    if no_tasks_left:
        leftover = [t for t in asyncio.all_tasks() if t is not asyncio.current_task() and not t.done()]
        assert not leftover, f"tasks left running: {leftover}"
    # discord.py logs exceptions in handlers and event parsers instead of raising them; any is a failure.
    errors = [r for when in ("setup", "call") for r in caplog.get_records(when) if r.levelno >= logging.ERROR]
    assert not errors, [r.getMessage() for r in errors]


def strict_fake(caplog: pytest.LogCaptureFixture) -> AbstractAsyncContextManager[FakeDiscord]:
    return checked_fake(caplog, no_tasks_left=True, validate_responses=True)
