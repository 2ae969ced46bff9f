"""The renderer interface shared by every game, and the neutral board description the host turns into
a Discord embed (or prints in a terminal).

Text may contain seat placeholders ``{s0}``, ``{s1}``...; ``names`` (display names by seat) is passed
in so renderers can substitute them, and ``fill_names`` does it for plain strings.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True)
class RenderedBoard:
    """A board as the bot shows it: an embed's parts plus an optional PNG image."""

    title: str
    description: str
    fields: tuple[tuple[str, str, bool], ...] = ()  # (name, value, inline)
    image_png: bytes | None = None
    footer: str = ""
    color: int = 0x2B6CB0
    alt_text: str = ""  # the image in words, for a screen reader ('' : the host uses the renderer's text)


class Renderer(Protocol):
    def text(self, view: Any, names: Sequence[str]) -> str:
        """The whole view as plain text (terminal play, logs). Shows only what the view holds."""
        ...

    def board(self, view: Any, names: Sequence[str]) -> RenderedBoard:
        """The public board message (called with the public view) or a private one (a seat's view)."""
        ...

    def private_text(self, view: Any, names: Sequence[str]) -> str:
        """The seat's private information (hand, secret path) as text; '' if the game has none."""
        ...

    def private_image(self, view: Any, names: Sequence[str]) -> bytes | None:
        """A picture of the seat's private information, or None."""
        ...


def seat_name(names: Sequence[str], seat: int) -> str:
    """The display name of ``seat``, or "Player N" (counted from 1) when the host gave none."""
    if 0 <= seat < len(names) and names[seat].strip():
        return names[seat]
    return f"Player {seat + 1}"


def escape_markdown(text: str) -> str:
    """Escape Discord markdown so a display name shows as typed."""
    for ch in "\\*_~`|":
        text = text.replace(ch, "\\" + ch)
    return text
