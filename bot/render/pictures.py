"""A game's pictures, as every presentation shows them: the public board's PNG with its alt text, and a
seat's private picture with its text and alt text, names filled in. The Discord side (bot.discordside.payloads) and
the web companion (bot.web) both draw through here, so a page shows the very bytes the channel showed
(renderers are pure: the same view and names give the same PNG).

Decisions written down here:
- The boards drawn last in this process are kept (``drawn_board``, ``KEPT_BOARDS`` of them, by view and
  names): where the web companion runs in the bot's process, the board it shows its watchers after a move
  is the one the bot has just drawn for the channel, and is not drawn a second time (a drawing is tens of
  milliseconds of the interpreter, taken from the players' clicks).
"""

from __future__ import annotations

import struct
import threading
from collections import OrderedDict
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.render.protocol import MAX_ALT_TEXT, RenderedBoard, Renderer
from engines.wording import fill_names


@dataclass(frozen=True)
class Picture:
    """A PNG with its alt text and its size in pixels."""

    png: bytes
    alt_text: str
    width: int
    height: int


KEPT_BOARDS = 16
# By (the renderer's id, the view's type and JSON, the names): the renderer itself and its board.
_drawn: OrderedDict[Hashable, tuple[Renderer, RenderedBoard]] = OrderedDict()
_drawn_lock = threading.Lock()  # the bot's drawing threads and the companion's share it


def drawn_board(renderer: Renderer, view: Any, names: Sequence[str]) -> RenderedBoard:
    """``renderer.board(view, names)``, drawn once for the last ``KEPT_BOARDS`` views and names asked for in
    this process (on any thread; a view that cannot be written as JSON is drawn every time)."""
    dump = getattr(view, "model_dump_json", None)
    if dump is None:
        return renderer.board(view, names)
    key = (id(renderer), type(view), dump(), tuple(names))
    with _drawn_lock:
        kept = _drawn.get(key)
        if kept is not None and kept[0] is renderer:
            _drawn.move_to_end(key)
            return kept[1]
    board = renderer.board(view, names)
    with _drawn_lock:
        _drawn[key] = (renderer, board)
        while len(_drawn) > KEPT_BOARDS:
            _drawn.popitem(last=False)
    return board


def board_picture(renderer: Renderer, view: Any, names: Sequence[str]) -> Picture | None:
    """The board drawn from ``view`` with its alt text, as the board message carries it (None: the game
    draws no picture)."""
    board = drawn_board(renderer, view, names)
    if not board.image_png:
        return None
    alt = alt_text(fill_names(board.alt_text or renderer.text(view, names), names))
    return picture(board.image_png, alt)


def render_private(renderer: Renderer, view: Any, names: Sequence[str]) -> tuple[str, bytes | None, str]:
    """The seat's private text, its picture, and the picture's alt text (from the same view)."""
    png = renderer.private_image(view, names)
    alt = alt_text(fill_names(renderer.private_alt_text(view, names), names)) if png else ""
    return fill_names(renderer.private_text(view, names), names), png, alt


def picture(png: bytes, alt: str) -> Picture:
    width, height = png_size(png)
    return Picture(png, alt, width, height)


def png_size(png: bytes) -> tuple[int, int]:
    """A PNG's width and height, read from its header (0, 0 if it is not a PNG)."""
    if len(png) < 24 or not png.startswith(b"\x89PNG\r\n\x1a\n") or png[12:16] != b"IHDR":
        return 0, 0
    width, height = struct.unpack(">II", png[16:24])
    return int(width), int(height)


def alt_text(text: str) -> str:
    """An image's alt text within Discord's limit, cut at a line's end where it must be cut."""
    if len(text) <= MAX_ALT_TEXT:
        return text
    cut = text[: MAX_ALT_TEXT - 1]
    return (cut.rsplit("\n", 1)[0] if "\n" in cut else cut) + "…"
