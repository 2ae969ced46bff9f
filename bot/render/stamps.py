"""What drawing a line of text leaves on a picture, remembered: a board draws the same words in the same
faces every time, and Pillow renders their glyphs again each time (a quarter of a board's time).

``stamp`` draws a line as ``ImageDraw.text`` does, from a remembered mask. The least recently drawn masks
go first once they hold ``BUDGET`` bytes, enough for every game's boards in three languages.
Boards are drawn in threads (``asyncio.to_thread``, the web companion's pool), hence the lock.
``bot/render/lettering.py`` is the only caller (``Font.draw``).
"""

from __future__ import annotations

import math
import threading
from contextvars import ContextVar
from typing import TYPE_CHECKING, Literal

from PIL import ImageDraw, ImageFont

from bot.render.colour import RGB

if TYPE_CHECKING:
    from PIL._imaging import ImagingCore

_Key = tuple[ImageFont.FreeTypeFont, str, str, int, float, float, str]
_Mask = tuple["ImagingCore", tuple[int, int], int]  # mask, offset, bytes held
_masks: dict[_Key, _Mask] = {}
_lock = threading.Lock()
_held = 0
BUDGET = 3_000_000
_OVERHEAD = 200  # bytes a mask's object, key and entry hold besides its pixels
# Set while something is drawn once for good (``draw.once``): nothing drawn then is remembered.
drawn_once: ContextVar[bool] = ContextVar("drawn_once", default=False)


def stamp(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    face: ImageFont.FreeTypeFont,
    fill: RGB,
    anchor: str,
    stroke: int,
    direction: Literal["ltr"] | None,
) -> None:
    """Draw one line in one face as ``draw.text(..., stroke_width=stroke, stroke_fill=fill)`` draws it:
    the same mask from ``getmask2``, laid from the same whole pixel with the same fraction of a pixel,
    with the same ink; only the mask is remembered. ``tests/test_render_fonts.py`` checks that the pixels
    are Pillow's own. What that path does not cover (a palette image, a fill other than a colour tuple,
    several lines) is drawn by ``draw.text`` itself."""
    global _held
    if draw.palette is not None or not isinstance(fill, tuple) or "\n" in text or drawn_once.get():
        by_pillow(draw, xy, text, face, fill, anchor, stroke, direction)
        return
    x, y = xy
    start = (math.modf(x)[0], math.modf(y)[0])
    key = (face, text, anchor, stroke, start[0], start[1], draw.fontmode)
    with _lock:
        known = _masks.pop(key, None)
        if known is not None:
            _masks[key] = known  # now the most recently drawn
    if known is None:
        mask, offset = face.getmask2(
            text, draw.fontmode, direction, None, None, stroke, anchor, 0, start, stroke_filled=True
        )
        known = (mask, offset, mask.size[0] * mask.size[1] + _OVERHEAD)
        with _lock:
            if key not in _masks:
                _masks[key] = known
                _held += known[2]
                while _held > BUDGET:
                    _held -= _masks.pop(next(iter(_masks)))[2]
    mask, (dx, dy), _ = known
    draw.draw.draw_bitmap((int(x) + dx, int(y) + dy), mask, draw.draw.draw_ink(fill))


def remembered() -> int:
    """How many masks are remembered."""
    with _lock:
        return len(_masks)


def forget() -> None:
    """Every remembered mask forgotten (each is drawn again when next needed)."""
    global _held
    with _lock:
        _masks.clear()
        _held = 0


def by_pillow(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    face: ImageFont.FreeTypeFont,
    fill: RGB,
    anchor: str,
    stroke: int,
    direction: Literal["ltr"] | None,
) -> None:
    """What ``stamp`` stands for: the line drawn by Pillow's ``draw.text`` itself, nothing remembered."""
    draw.text(
        xy,
        text,
        font=face,
        fill=fill,
        anchor=anchor,
        stroke_width=stroke,
        stroke_fill=fill,
        direction=direction,
    )
