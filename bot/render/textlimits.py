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
from collections.abc import Callable, Sequence

log = logging.getLogger(__name__)

# Discord's limits, in characters (its documentation: "Message Resource", "Embed Limits", "Attachment").
MESSAGE_TEXT = 2000  # a message's content
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
# A description's share where the same embed holds more (fields, a title, a footer): ours, not Discord's.
DESCRIPTION_SHARE = 4000
FIELD_NAME = 256
FIELD_VALUE = 1024
EMBED_FIELDS = 25  # fields in one embed
FOOTER_TEXT = 2048
EMBEDS_TEXT = 6000  # every title, description, field, footer and author name of a message's embeds together
ATTACHMENT_DESCRIPTION = 1024  # a picture's alt text
CHOICE_NAME = 100  # a command option's choice, or an autocomplete suggestion: its name and its value


def clipped(text: str, limit: int) -> str:
    """``text`` as it is when it fits within ``limit`` characters; else cut to the limit with "…", logged."""
    if len(text) <= limit:
        return text
    log.error(
        "A text of %d characters was cut to fit a limit of %d (Discord's, or a message's share)",
        len(text),
        limit,
    )
    return text[: limit - 1] + "…" if limit > 0 else ""


def lines_within(
    lines: Sequence[str],
    limit: int,
    more: Callable[[int], str],
    last: str | None = None,
    most: int | None = None,
    first: str | None = None,
) -> str:
    """``first`` when given, then ``lines``, one to a line, as many as fit within ``limit`` characters in
    all (and at most ``most`` of them) with ``more(n)`` said for the ``n`` left out (its own length
    counted), then ``last`` when given: a list that gives way, said so."""
    head = [] if first is None else [first]
    tail = [] if last is None else [last]
    most = len(lines) if most is None else most
    whole = "\n".join([*head, *lines, *tail])
    if len(lines) <= most and len(whole) <= limit:
        return whole
    size = sum(len(t) + 1 for t in (*head, *tail))
    out: list[str] = []
    for k, line in enumerate(lines):
        rest = len(lines) - k - 1
        room = size + len(line) + (len(more(rest)) + 1 if rest else 0)
        if k == most or room > limit:
            out.append(more(len(lines) - k))
            break
        out.append(line)
        size += len(line) + 1
    return clipped("\n".join([*head, *out, *tail]), limit)
