"""Log lines and refusals as the engines write them: their English, and the same words as a message for
each reader's language (docs/localisation.md, "The games' words"); ``tests/test_engine_words.py`` checks
that the English catalogue says exactly the English given here."""

from __future__ import annotations

from engines.base import IllegalAction, LogLine, Seat, replace
from engines.phrasing import Words, WordsArg


def line(text: str, message: str, /, private_to: Seat | None = None, **args: WordsArg) -> LogLine:
    """A log line in English and as the message ``message`` (the same words: tests/test_engine_words.py)."""
    # Copied without validation, as ``replace`` copies states (the hot path of every engine).
    return replace(_LINE, text=text, seat=private_to, words=replace(_WORDS, id=message, args=args))


_WORDS = Words(id="-")
_LINE = LogLine(text="", seat=None, words=_WORDS)


def refusal(text: str, message: str, /, **args: WordsArg) -> IllegalAction:
    """An IllegalAction in English and as a message (checked as ``line`` is)."""
    return IllegalAction(text, words=Words(id=message, args=args))
