"""Seats in a sentence: engines write them as ``{s0}``, ``{s1}``... and the host fills in the names after a
catalogue (or the English of the contract's fields, ``engines.english``) has said the sentence, so that a
name never changes a message's grammar.
"""

from __future__ import annotations

from collections.abc import Sequence


def fill_names(text: str, names: Sequence[str]) -> str:
    """Replace {s0}, {s1}... (seats in log lines and errors) with display names; unknown placeholders are
    left as they are."""
    for seat, name in enumerate(names):
        text = text.replace(f"{{s{seat}}}", name)
    return text
