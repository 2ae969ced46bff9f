"""The fake Discord as the tests that drive discord.py clients themselves use it (tests/test_fakediscord.py
and tests/test_fakediscord_shards.py): responses validated against the spec, and at the end every
interaction answered, no task left running and nothing logged as an error."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest

from support.fakediscord import FakeDiscord


@asynccontextmanager
async def strict_fake(caplog: pytest.LogCaptureFixture) -> AsyncIterator[FakeDiscord]:
    fake = FakeDiscord(validate_responses=True)
    await fake.start()
    try:
        with fake.patch_discord():
            yield fake
        await fake.check()
    finally:
        await fake.close()
    leftover = [t for t in asyncio.all_tasks() if t is not asyncio.current_task() and not t.done()]
    assert not leftover, f"tasks left running: {leftover}"
    # discord.py logs exceptions in handlers and event parsers instead of raising them; any is a failure.
    errors = [r for when in ("setup", "call") for r in caplog.get_records(when) if r.levelno >= logging.ERROR]
    assert not errors, [r.getMessage() for r in errors]
