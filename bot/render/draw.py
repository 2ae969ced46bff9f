"""Pillow helpers shared by the board renderers: rounded cards, pills, arrows and markers, pasting and
cropping that a measurement follows, drawings cached per font, PNG encoding under a size limit, and the
sheet every close-up is drawn on.

Lettering (fonts at any size, text split into runs per font, text that fits) lives in
``bot/render/lettering.py``; renderers reach it through here as ``d.font``, ``d.fit_font`` and ``d.Font``.
Colours live in ``bot/render/colour.py`` and are reached the same way (``d.RGB``, ``d.mix``...).

Nothing here knows about any game; game renderers compose these pieces.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache, wraps
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

from PIL import Image, ImageDraw

from bot.render import heap, lettering, measure, stamps

# Colours live in colour.py and lettering in lettering.py; renderers reach these as d.RGB, d.font...
from bot.render.colour import RGB as RGB
from bot.render.colour import hex_rgb as hex_rgb
from bot.render.colour import ink_on as ink_on
from bot.render.colour import mix as mix
from bot.render.lettering import FONT_DIR as FONT_DIR
from bot.render.lettering import Anchor as Anchor
from bot.render.lettering import Family as Family
from bot.render.lettering import Font as Font
from bot.render.lettering import fit_font as fit_font
from bot.render.lettering import font as font

if TYPE_CHECKING:
    from functools import _lru_cache_wrapper

Box = tuple[int, int, int, int]


_drawing_caches: list[_lru_cache_wrapper[Any]] = []  # each cache, to empty or count
P = ParamSpec("P")
T = TypeVar("T")


def drawing_cache(func: Callable[P, T]) -> Callable[P, T]:
    """``functools.cache`` for things drawn with these fonts (card tiles, palettes): emptied whenever
    the font changes, so nothing drawn in one font outlives a switch to another, and when a measurement
    starts (``measuring``), so that every cached tile is drawn again under it and its texts are known."""

    def drawn(*args: P.args, **kwargs: P.kwargs) -> T:
        outer = measure.current()
        if outer is None:
            return func(*args, **kwargs)
        # Drawn under a measurement of its own: a tile's texts follow the tile (see Measurement.adopt);
        # anything else drawn on the way (a palette's sample boards) is not part of the board measured.
        inner = measure.Measurement(parent=outer)
        with measure.measuring_into(inner):
            result = func(*args, **kwargs)
        if isinstance(result, Image.Image):
            outer.adopt(result, inner)
        return result

    memo = cache(drawn)
    _drawing_caches.append(memo)
    cached: Callable[P, T] = memo  # type: ignore[assignment]  # the stub of functools.cache drops P

    @wraps(func)
    def lookup(*args: P.args, **kwargs: P.kwargs) -> T:
        if stamps.drawn_once.get():
            return drawn(*args, **kwargs)
        result = cached(*args, **kwargs)
        current = measure.current()
        if current is not None and isinstance(result, Image.Image):
            # A cache hit inside another cached drawing: that drawing's own measurement learns the tile's
            # texts from the measurements it is nested in, so that they follow the tile onto it.
            current.recall(result)
        return result

    return lookup


@contextmanager
def once() -> Iterator[None]:
    """Draw something that is drawn once per process (a palette's sample board, in English whatever the
    boards' language) without keeping its tiles: they would be kept for the process's life and, in a
    process that draws its boards in another language, never pasted again (about 1.5 MB of Giant Snail's
    region cards), nor the masks of its words (``stamps``). What is drawn is the same; only what is
    remembered is passed by."""
    token = stamps.drawn_once.set(True)
    try:
        yield
    finally:
        stamps.drawn_once.reset(token)


def learnt_once(func: Callable[[], T]) -> Callable[[], T]:
    """``drawing_cache`` for what is learnt once from a sample drawing (a board's palette): what it returns
    is kept, and nothing its sample draws (``once``)."""

    @wraps(func)
    def learnt() -> T:
        with once():
            return func()

    return drawing_cache(learnt)


def _clear_drawing_caches() -> None:
    for memo in _drawing_caches:
        memo.cache_clear()


def drawings_kept() -> int:
    """How many drawings the drawing caches keep, all of them together."""
    return sum(memo.cache_info().currsize for memo in _drawing_caches)


@contextmanager
def measuring() -> Iterator[measure.Measurement]:
    """Record every text drawn, pasted and encoded in the block (see ``bot/render/measure.py``); the
    drawing caches start empty, so that cached tiles are drawn, and measured, again."""
    _clear_drawing_caches()
    with measure.measuring_into(measure.Measurement()) as measurement:
        yield measurement


def use_builtin_font(enabled: bool = True) -> None:
    """Draw with Pillow's built-in font alone, as a deployment without any TrueType font would (tests of
    that fallback): no family and no fallback fonts."""
    lettering.force_builtin(enabled)
    _clear_drawing_caches()


# ---- shapes -------------------------------------------------------------------------------------------


def card(
    draw: ImageDraw.ImageDraw,
    box: Box,
    fill: RGB,
    outline: RGB | None = None,
    radius: int = 10,
    width: int = 2,
    shadow: RGB | None = None,
) -> None:
    """A rounded card, with an optional drop shadow offset down and right."""
    x0, y0, x1, y1 = box
    if shadow is not None:
        off = max(2, radius // 3)
        draw.rounded_rectangle((x0 + off, y0 + off, x1 + off, y1 + off), radius, fill=shadow)
    draw.rounded_rectangle(box, radius, fill=fill, outline=outline, width=width if outline else 0)


def pill(
    draw: ImageDraw.ImageDraw,
    xy: tuple[int, int],
    text: str,
    f: Font,
    fill: RGB,
    ink: RGB | None = None,
    side: int | None = None,
) -> int:
    """A rounded label with its left edge at ``xy[0]`` and vertical centre at ``xy[1]``, ``side`` pixels
    of room either side of its word (default: half the font's size); returns its width."""
    text = f.clean(text)
    w = pill_width(text, f, side)
    h = pill_height(f)
    x, y = xy
    draw.rounded_rectangle((x, y - h // 2, x + w, y + h - h // 2), h // 2, fill=fill)
    f.draw(draw, (x + w / 2, y), text, ink or ink_on(fill), anchor="mm")
    return w


def pill_width(text: str, f: Font, side: int | None = None) -> int:
    """How wide ``pill`` draws ``text`` in ``f`` (``side``: the room either side of its word)."""
    return f.width(f.clean(text)) + 2 * (_pill_pad(f) if side is None else side)


def pill_height(f: Font) -> int:
    """How tall ``pill`` draws a word in ``f``."""
    return f.size + _pill_pad(f)


def _pill_pad(f: Font) -> int:
    """A pill's own room either side of its word, and above and below it together."""
    return max(6, f.size // 2)


def arrow(
    draw: ImageDraw.ImageDraw,
    start: tuple[float, float],
    end: tuple[float, float],
    fill: RGB,
    width: int = 3,
    head: int = 10,
) -> None:
    """A straight arrow from ``start`` to ``end`` with a filled triangular head."""
    (x0, y0), (x1, y1) = start, end
    length = max(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5, 1e-6)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    bx, by = x1 - ux * head, y1 - uy * head  # base of the head
    draw.line((x0, y0, bx, by), fill=fill, width=width)
    px, py = -uy * head * 0.6, ux * head * 0.6
    draw.polygon([(x1, y1), (bx + px, by + py), (bx - px, by - py)], fill=fill)


def triangle_right(draw: ImageDraw.ImageDraw, x: float, y: float, size: float, fill: RGB) -> None:
    """A "play" marker: a triangle pointing right, its left edge at x and centred on y."""
    draw.polygon([(x, y - size / 2), (x + size * 0.87, y), (x, y + size / 2)], fill=fill)


# ---- pasting -----------------------------------------------------------------------------------------


def paste(board: Image.Image, tile: Image.Image, xy: tuple[int, int]) -> None:
    """Paste a tile (a card, a chip, an icon drawn once) onto the board at ``xy``, through its alpha when
    it has one. Renderers paste only through here, so that a measurement follows the tile's texts."""
    measurement = measure.current()
    if measurement is not None:
        measurement.paste(board, tile, xy)
    board.paste(tile, xy, tile if tile.mode == "RGBA" else None)


def crop(image: Image.Image, box: Box) -> Image.Image:
    """``image.crop(box)`` (a picture drawn on a tall canvas, cut to what it used), with its texts."""
    cut = image.crop(box)
    measurement = measure.current()
    if measurement is not None:
        measurement.crop(image, cut, box)
    return cut


# ---- encoding -----------------------------------------------------------------------------------------


def make_palette(samples: Sequence[Image.Image], exact: Sequence[RGB] = (), colors: int = 256) -> Image.Image:
    """A fixed palette for ``encode_png``: the ``exact`` colours (a theme's flat fills, kept exactly),
    then the colours an adaptive quantizer picks for the sample images (text edges, shadows, icons).

    Build it once per renderer from images that show everything its boards draw, then reuse it:
    mapping to a known palette is several times faster than choosing one per image."""
    exact = list(dict.fromkeys(exact))[:colors]
    width = max(s.width for s in samples)
    sheet = Image.new("RGB", (width, sum(s.height for s in samples)))
    y = 0
    for sample in samples:
        sheet.paste(sample.convert("RGB"), (0, y))
        y += sample.height
    adaptive = sheet.quantize(
        colors=max(1, colors - len(exact)), method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
    )
    flat = adaptive.getpalette() or []
    picked = [tuple(flat[i : i + 3]) for i in range(0, len(flat), 3)]
    # Pillow maps a pixel through a cache of 4x4x4 colour cells, each holding the palette entry nearest
    # the cell; an adaptive colour next to an exact one could take the exact colour's cell, so drop those.
    entries: list[tuple[int, ...]] = list(exact)
    entries += [
        c for c in picked if all(max(abs(a - b) for a, b in zip(c, e, strict=True)) > 6 for e in exact)
    ]
    entries = entries[:colors]
    palette = Image.new("P", (1, 1))
    palette.putpalette([channel for entry in entries for channel in entry])
    return palette


def encode_png(
    image: Image.Image, max_bytes: int = 300_000, colors: int = 128, palette: Image.Image | None = None
) -> bytes:
    """PNG bytes of the image as a palette image: flat drawings keep their look and shrink several-fold,
    and a palette image compresses several times faster than RGB.

    With ``palette`` (from ``make_palette``) each pixel takes the nearest palette colour, which is fast;
    without, an adaptive palette of ``colors`` colours is chosen for this image. If the result is over
    ``max_bytes``, stronger compression and then ever fewer adaptive colours are tried. Raises ValueError
    if even 16 colours do not fit: the caller's image is then far too large."""
    measurement = measure.current()
    if measurement is not None:
        measurement.finish(image)
    rgb = image.convert("RGB") if image.mode != "RGB" else image
    level = 3  # zlib levels above 3 cost twice the time here for a tenth less size
    while True:
        if palette is not None:
            quantized = rgb.quantize(palette=palette, dither=Image.Dither.NONE)
        else:
            # Fast octree: an order of magnitude quicker than median cut, and no dithering noise, which
            # both looks cleaner on flat colours and compresses better.
            quantized = rgb.quantize(
                colors=colors, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
            )
        buffer = io.BytesIO()
        quantized.save(buffer, format="PNG", compress_level=level)
        data = buffer.getvalue()
        if len(data) <= max_bytes:
            heap.after_drawing.drawn()
            return data
        if level < 9:
            level = 9
        elif palette is not None:
            palette = None
        elif colors > 16:
            colors //= 2
        else:
            raise ValueError(f"the image does not fit in {max_bytes} bytes as a PNG")


# ---- close-ups -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SheetStyle:
    """A game's look for its close-ups: the canvas, and the sizes and colours of headings and lines."""

    width: int
    margin: int
    background: RGB
    ink: RGB  # headings
    soft: RGB  # lines, unless told otherwise
    heading_size: int
    text_size: int
    heading_gap: int = 12  # the room above a heading that follows something
    heading_leading: float = 1.45  # a heading's height, in its size
    max_bytes: int = 300_000


class Sheet:
    """A close-up drawn top to bottom on a tall canvas, cut to its height at the end. Each game's close-ups
    add their own pieces (chips, cards, panels) on ``image``/``draw`` at ``y`` and move ``y`` on."""

    def __init__(self, style: SheetStyle, height: int) -> None:
        self.style = style
        self.image = Image.new("RGB", (style.width, height), style.background)
        self.draw = ImageDraw.Draw(self.image)
        self.y = style.margin

    def heading(self, text: str, size: int | None = None, colour: RGB | None = None) -> None:
        style = self.style
        size = style.heading_size if size is None else size
        if self.y > style.margin:
            self.y += style.heading_gap  # a section's heading stands a little apart from what is above it
        f = font(size, bold=True)
        for part in f.wrap(text, style.width - 2 * style.margin, 2):  # a long heading takes two lines
            f.draw(self.draw, (style.margin, self.y), part, colour or style.ink)
            self.y += round(size * style.heading_leading)

    def line(
        self,
        text: str,
        colour: RGB | None = None,
        size: int | None = None,
        x: int | None = None,
        *,
        bold: bool = False,
        lines: int = 6,
    ) -> None:
        """Up to ``lines`` wrapped lines from ``x`` (the margin), then a little room: a close-up has the
        height for a sentence to wrap whole, in every language."""
        style = self.style
        size = style.text_size if size is None else size
        x = style.margin if x is None else x
        f = font(size, bold)
        for part in f.wrap(text, style.width - style.margin - x, lines):
            f.draw(self.draw, (x, self.y), part, colour or style.soft)
            self.y += round(size * 1.35)
        self.y += 4

    def finish(self) -> bytes:
        image = crop(self.image, (0, 0, self.style.width, self.y + self.style.margin))
        return encode_png(image, max_bytes=self.style.max_bytes)
