"""The renderer interface shared by every game, and the neutral board description the host turns into
a Discord embed (or prints in a terminal).

Text may contain seat placeholders ``{s0}``, ``{s1}``...; ``names`` (display names by seat) is passed
in so renderers can substitute them, and ``fill_names`` does it for plain strings. Alt text (an image's
description for screen readers) is the exception: renderers fill the names in themselves, so that what
they return is what is sent, within Discord's limit.

Phone first (docs/rendering.md): a board is drawn for a phone, about 400 pixels wide; what does
not fit moves to the embed's text or to close-ups, private images one tap away (``close_ups`` lists
them for a view, ``close_up`` draws one). Every image carries alt text built from the same view as the
picture, so it never says more than the picture's audience may know.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from bot.render.colour import ColourGroup
from bot.render.textlimits import ATTACHMENT_DESCRIPTION
from engines.wording import fill_names

MAX_ALT_TEXT = ATTACHMENT_DESCRIPTION  # Discord's limit for an attachment's description
MAX_LABEL = 80  # Discord's limit for a button's label
CLOSE_UP_KEY = re.compile(r"[a-z0-9_.-]{1,24}")


@dataclass(frozen=True)
class RenderedBoard:
    """A board as the bot shows it: an embed's parts plus an optional PNG image and its alt text."""

    title: str
    description: str
    fields: tuple[tuple[str, str, bool], ...] = ()  # (name, value, inline)
    image_png: bytes | None = None
    footer: str = ""
    color: int = 0x2B6CB0
    # The image's description for screen readers (the attachment's ``description``): the position in
    # words, from the same view as the image, names filled in, at most MAX_ALT_TEXT characters.
    alt_text: str = ""


@dataclass(frozen=True)
class CloseUp:
    """A close-up a view offers: what does not fit the board, one tap away."""

    key: str  # stable for the game, CLOSE_UP_KEY: safe inside a button's custom id
    label: str  # the button's text, for players ("Show the Choice Cards"), at most MAX_LABEL characters


@dataclass(frozen=True)
class RenderedImage:
    """A picture sent on its own (a close-up): its heading, the PNG and the PNG's alt text."""

    title: str  # "The Choice Cards", "Alice's cards": the heading of the message that carries it
    image_png: bytes
    alt_text: str  # as RenderedBoard.alt_text
    description: str = ""  # words to go with it (an embed's description), markdown; may be empty


class Renderer(Protocol):
    def in_language(self, language: str) -> Renderer:
        """The renderer whose words are in ``language`` (docs/localisation.md): the table's for a board,
        the reader's for a private view. One that draws no words returns itself."""
        ...

    def text(self, view: Any, names: Sequence[str]) -> str:
        """The whole view as plain text (terminal play, logs). Shows only what the view holds."""
        ...

    def board(self, view: Any, names: Sequence[str]) -> RenderedBoard:
        """The public board message (called with the public view) or a private one (a seat's view),
        with the image's alt text built from the same view."""
        ...

    def private_text(self, view: Any, names: Sequence[str]) -> str:
        """The seat's private information (hand, secret path) as text; '' if the game has none."""
        ...

    def private_image(self, view: Any, names: Sequence[str]) -> bytes | None:
        """A picture of the seat's private information, or None."""
        ...

    def private_alt_text(self, view: Any, names: Sequence[str]) -> str:
        """The alt text of ``private_image(view, names)`` (the same seat's view), at most MAX_ALT_TEXT
        characters; '' when there is no private image."""
        ...

    def close_ups(self, view: Any, names: Sequence[str]) -> tuple[CloseUp, ...]:
        """The close-ups this view offers, in the order their buttons should appear (possibly none)."""
        ...

    def close_up(self, view: Any, names: Sequence[str], key: str) -> RenderedImage | None:
        """The close-up ``key`` drawn from ``view`` (the view of whoever asked: it shows only what they
        may know), readable at phone size; None if this view does not offer that key (any more)."""
        ...

    def colour_groups(self) -> tuple[ColourGroup, ...]:
        """The colours the board relies on players telling apart (seat colours, card colours, highlights
        against what they highlight), checked under simulated colour vision deficiencies."""
        ...


class BaseRenderer:
    """Defaults for a new game's first renderer (the toy game of the tests uses them): the private image's
    alt text made from the private text (the same view, so never more than its audience may know, cut to
    Discord's limit), no close-ups, no declared colours. Each of the five games' renderers writes its own
    alt text and overrides all of these; a game is held to docs/rendering.md's rules from its first
    board (tests/test_render_readability.py)."""

    def in_language(self, language: str) -> Renderer:
        return self  # type: ignore[return-value]  # a subclass is a whole Renderer

    def private_text(self, view: Any, names: Sequence[str]) -> str:
        raise NotImplementedError

    def private_alt_text(self, view: Any, names: Sequence[str]) -> str:
        return alt_text_from(self.private_text(view, names).splitlines(), names)

    def close_ups(self, view: Any, names: Sequence[str]) -> tuple[CloseUp, ...]:
        return ()

    def close_up(self, view: Any, names: Sequence[str], key: str) -> RenderedImage | None:
        return None

    def colour_groups(self) -> tuple[ColourGroup, ...]:
        return ()


def alt_line(part: str, names: Sequence[str] = ()) -> str:
    """One part of an alt text as ``alt_text_from`` puts it on its line: names filled in, spaces
    collapsed ('' for a part with nothing to say)."""
    return " ".join(fill_names(part, names).split())


def alt_text_from(
    parts: Iterable[str], names: Sequence[str] = (), limit: int = MAX_ALT_TEXT, *, whole: bool = False
) -> str:
    """Alt text from sentences or lines, most important first: names filled in, spaces collapsed, one
    line each, as many whole parts as fit in ``limit`` characters; when one does not fit whole, the text
    ends with it cut at a word and "…", or (``whole``) with "…" alone, never a sentence cut short."""
    out = ""
    for raw in parts:
        part = alt_line(raw, names)
        if not part:
            continue
        joined = f"{out}\n{part}" if out else part
        if len(joined) <= limit:
            out = joined
            continue
        room = limit - len(out) - (1 if out else 0) - 1
        if whole:  # the parts that fit, and room for "…" on a line of its own
            while out and len(out) + 2 > limit:
                out = out.rsplit("\n", 1)[0] if "\n" in out else ""
            out = f"{out}\n…" if out else "…"
        elif room >= 12:
            cut = part[:room].rsplit(" ", 1)[0].rstrip(",;:") if " " in part[:room] else part[:room]
            out = f"{out}\n{cut}…" if out else f"{cut}…"
        break
    return out


def seat_name(names: Sequence[str], seat: int) -> str:
    """The display name of ``seat``, or its number counted from 1 ("#2", the same in every language) when
    the host gave none."""
    if 0 <= seat < len(names) and names[seat].strip():
        return names[seat]
    return f"#{seat + 1}"


def escape_markdown(text: str) -> str:
    """Escape Discord markdown so a display name shows as typed."""
    for ch in "\\*_~`|":
        text = text.replace(ch, "\\" + ch)
    return text
