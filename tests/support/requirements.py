"""What some tests need beside Python (PostgreSQL's server programs, Debian's Chromium, FriBiDi), and what
a test does when it is missing: on a newcomer's machine it is skipped with a sentence saying what is missing
and how to get it; under CI (``TABLETOP_TEST_STRICT=1``, which ``.ci/run`` sets) it fails, and a run with any
skipped test fails too (``tests/conftest.py``), so CI never passes without running every test."""

from __future__ import annotations

import os
from typing import NoReturn

import pytest

STRICT = "TABLETOP_TEST_STRICT"


def strict() -> bool:
    return os.environ.get(STRICT, "") not in ("", "0")


def missing(what: str, how: str) -> NoReturn:
    """``what`` is not on this machine: fail under CI, else skip, saying ``how`` to get it."""
    if strict():
        pytest.fail(f"{what} is missing: {how}", pytrace=False)
    pytest.skip(f"needs {what} ({how})")
