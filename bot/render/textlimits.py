"""Discord's limits on an embed's text, kept without losing words silently.

Every text is written to fit its place: the tests show every board, page and message in every language we
ship, the pseudo-language's 40% longer words included, and the fake Discord refuses what is over a limit.
``clipped`` is the backstop where a text could still run over one (a field of many lines, a long title):
it cuts the text to the limit, ends it with "…", and logs an error for the operators, which fails every
test that talks to the fake Discord (tests/support/strictfake.py), so a cut is a bug found, never a
silent loss.
"""

from __future__ import annotations

import logging

log = logging.getLogger(__name__)


def clipped(text: str, limit: int) -> str:
    """``text`` as it is when it fits within ``limit`` characters; else cut to the limit with "…", logged."""
    if len(text) <= limit:
        return text
    log.error(
        "A text of %d characters was cut to fit a limit of %d (Discord's, or a message's share)",
        len(text),
        limit,
    )
    return text[: limit - 1] + "…"
