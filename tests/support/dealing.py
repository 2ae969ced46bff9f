"""Deals drawn from a test's own seed instead of ``secrets``: the game's seed, a random seat order, the
queue's lots and a tournament's seeding draw. ``tests/conftest.py`` (``deal_seed``) deals so in the test's
own process and names the seed when the test fails; a bot the test starts as a process of its own deals so
too when it is started with ``bot_command`` and ``seeded`` (``python -m support.dealing`` runs
``python -m bot`` with its deals drawn from the seed), each process from a stream of its own, so that
``TABLETOP_TEST_SEED=<seed>`` deals every process's games again. Ids and tokens still come from
``secrets``."""

from __future__ import annotations

import os
import random
import runpy
import secrets
import sys
import types
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import bot.store.tournaments as tournament_store
from bot.services import lobby, matchmaker

SEED_VARIABLE = "TABLETOP_TEST_SEED"
STREAM_VARIABLE = "TABLETOP_TEST_SEED_STREAM"
TESTS = Path(__file__).resolve().parent.parent
DEALERS = (lobby, matchmaker, tournament_store)


def dealer(seed: int, stream: str = "") -> types.SimpleNamespace:
    """What the dealing modules use of ``secrets``, their draws from ``seed`` (and ``stream``, for a process
    of its own)."""
    rng = random.Random(f"{seed}:{stream}" if stream else seed)
    return types.SimpleNamespace(
        randbits=rng.getrandbits,
        SystemRandom=lambda: rng,
        token_urlsafe=secrets.token_urlsafe,
        token_hex=secrets.token_hex,
    )


def install(seed: int, stream: str = "", setattr: Callable[[Any, str, Any], None] = setattr) -> None:
    """Every dealing module draws from ``seed`` (``setattr``: the test's monkeypatch, undone after it)."""
    deals = dealer(seed, stream)
    for module in DEALERS:
        setattr(module, "secrets", deals)


def bot_command(*args: str) -> list[str]:
    """``python -m bot <args>``, dealing from the seed that ``seeded`` puts in its environment."""
    return [sys.executable, "-m", "support.dealing", *args]


def seeded(env: Mapping[str, str], stream: str) -> dict[str, str]:
    """``env`` for ``bot_command``: the test's seed (``deal_seed`` sets it in the test's environment) and a
    stream for this process, and this folder on the path."""
    path = os.pathsep.join(p for p in (str(TESTS), env.get("PYTHONPATH", "")) if p)
    return {**env, SEED_VARIABLE: os.environ[SEED_VARIABLE], STREAM_VARIABLE: stream, "PYTHONPATH": path}


if __name__ == "__main__":
    install(int(os.environ[SEED_VARIABLE]), os.environ[STREAM_VARIABLE])
    sys.argv[0] = "bot"
    runpy.run_module("bot", run_name="__main__", alter_sys=True)
