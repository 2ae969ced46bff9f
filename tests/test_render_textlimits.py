"""Discord's limits kept without a silent cut (bot/render/textlimits.py): a text that fits is untouched; one over
its limit is cut to it with "…" and logged as an error, which fails every test through the fake Discord
(tests/support/strictfake.py), so a cut anywhere in the suite's games is a failure, never a loss."""

from __future__ import annotations

import logging

import pytest

from bot.render.textlimits import clipped


def test_a_text_that_fits_is_untouched_and_nothing_is_logged(caplog: pytest.LogCaptureFixture) -> None:
    assert clipped("Alice's turn", 256) == "Alice's turn"
    assert clipped("x" * 1024, 1024) == "x" * 1024
    assert not caplog.records


def test_a_text_over_its_limit_is_cut_with_an_ellipsis_and_logged_as_an_error(
    caplog: pytest.LogCaptureFixture,
) -> None:
    cut = clipped("y" * 1025, 1024)
    assert len(cut) == 1024 and cut.endswith("…") and cut.startswith("y" * 1023)
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == 1 and "1025" in errors[0].getMessage() and "1024" in errors[0].getMessage()
