"""``bot.client.main``, what ``tabletop-host run`` calls, as far as it goes before Discord: what it has loaded
by then is frozen out of the garbage collector's sight (``gc.freeze``), so that a full collection of a
running bot walks only what came after (docs/performance.md, "Garbage collection")."""

from __future__ import annotations

import gc
import logging
from typing import Any

import pytest

import bot.client as client
from bot.config import load_settings


def test_main_freezes_what_it_loaded_before_it_serves(monkeypatch: pytest.MonkeyPatch) -> None:
    # The test workers froze what collection loaded (tests/conftest.py); what main makes is new, and the bot
    # it makes is frozen with it (a few thousand objects this worker keeps, as a bot does).
    settings = load_settings({"DISCORD_TOKEN": "test", "TABLETOP_DATABASE": ":memory:"}, dotenv=False)
    monkeypatch.setattr(client, "load_settings", lambda: settings)
    seen: dict[str, Any] = {}

    async def serve(bot: Any, token: str) -> int:
        seen["frozen"] = gc.get_freeze_count()
        seen["bot frozen"] = not any(obj is bot for obj in gc.get_objects())
        seen["token"] = token
        return 0

    monkeypatch.setattr(client, "serve", serve)
    monkeypatch.setattr(logging, "basicConfig", lambda **options: None)  # the worker's logging stays
    before = gc.get_freeze_count()
    assert client.main() == 0
    assert seen["token"] == "test"
    assert seen["frozen"] > before
    assert seen["bot frozen"]  # the bot made from the settings is out of the collector's sight
