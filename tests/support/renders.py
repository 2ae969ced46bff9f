"""Reading a drawn picture back, for the renderer tests: the one picture a call draws as the drawing
helpers' measurement saw it (every text, where, in what colour: ``bot/render/measure.py``), the texts
inside a box of it, its pixels of a colour, and a close-up with its picture.

Positions to draw and PNG decoding are ``support.boards``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from PIL import Image

from bot.render import draw as d
from bot.render.measure import DrawnText, MeasuredImage
from bot.render.protocol import MAX_ALT_TEXT, RenderedImage, Renderer
from support.boards import decode

Box = tuple[float, float, float, float]


def measured(draw: Callable[[], object]) -> MeasuredImage:
    """The one picture ``draw()`` draws, as the measurement saw it: every text drawn, where, in what
    colour. None of its texts is lost, and nothing on it is too small or too faint for a phone."""
    with d.measuring() as m:
        draw()
    [image] = m.images
    assert m.lost_texts() == []
    assert image.problems() == []
    return image


def measured_board(renderer: Renderer, view: Any, names: Sequence[str]) -> MeasuredImage:
    """The board's picture (``renderer.board``), as ``measured`` sees it."""
    return measured(lambda: renderer.board(view, names))


def inside(texts: Iterable[DrawnText], box: Box) -> list[str]:
    """The texts drawn wholly inside ``box``, in the order they were drawn."""
    x0, y0, x1, y1 = box
    return [t.text for t in texts if t.box[0] >= x0 and t.box[1] >= y0 and t.box[2] <= x1 and t.box[3] <= y1]


def count(
    image: Image.Image, colour: tuple[int, int, int], box: tuple[int, int, int, int] | None = None
) -> int:
    """The pixels of exactly that colour, in ``box`` if given."""
    part = (image if box is None else image.crop(box)).convert("RGB")
    return next((n for n, c in colours(part) if c == colour), 0)


def colours(image: Image.Image) -> list[tuple[int, Any]]:
    """Every colour of the image with its number of pixels. Pillow sizes its table by the most colours
    asked for: no more than the image has pixels (a table of millions made each call 40 ms)."""
    return image.getcolors(maxcolors=max(1, image.width * image.height)) or []


def close_up_shot(
    renderer: Renderer, view: Any, names: Sequence[str], key: str
) -> tuple[RenderedImage, MeasuredImage]:
    """The close-up ``key`` of ``view`` and its picture as ``measured`` sees it, held to what every
    close-up keeps to: 800 pixels wide as drawn and as sent, a PNG within Discord's limit, alt text that
    says something and fits Discord's 1,024 characters."""
    with d.measuring() as m:
        close = renderer.close_up(view, names, key)
    assert close is not None
    [shot] = m.images
    assert shot.problems() == [] and m.lost_texts() == []
    assert shot.width == 800 and decode(close.image_png).width == 800
    assert 0 < len(close.alt_text) <= MAX_ALT_TEXT
    return close, shot
