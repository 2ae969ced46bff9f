"""Pillow helpers shared by the board renderers: fonts at any size, text that fits, rounded cards, small
icons, and PNG encoding under a size limit.

Fonts: a TrueType family is looked up once, first in ``bot/render/fonts/`` (none is bundled today), then
in the usual system places (DejaVu Sans, Liberation Sans); without one, Pillow's built-in font
(``ImageFont.load_default(size)``, ASCII only and regular weight) is used, and bold is imitated with a
one-pixel stroke. Whatever the font, characters it has no glyph for (emoji, other scripts) are replaced by
"?" before drawing, so a player's display name can never draw as a row of boxes or break a layout.

Nothing here knows about any game; game renderers compose these pieces.
"""

from __future__ import annotations

import io
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Literal, ParamSpec, TypeVar

from PIL import Image, ImageDraw, ImageFont

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]
Anchor = Literal["la", "ma", "ra", "lm", "mm", "rm", "ls", "ms", "rs", "lt", "mt", "rt"]

FONT_DIR = Path(__file__).with_name("fonts")

# (regular, bold) file names tried in order; a family is used only if both faces exist.
_FAMILIES: dict[str, tuple[tuple[str, str], ...]] = {
    "sans": (
        ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
        ("LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf"),
    ),
    "condensed": (
        ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"),
        ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
        ("LiberationSansNarrow-Regular.ttf", "LiberationSansNarrow-Bold.ttf"),
        ("LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf"),
    ),
}
_SEARCH_DIRS: tuple[Path, ...] = (
    FONT_DIR,
    Path("/usr/share/fonts/truetype/dejavu"),
    Path("/usr/share/fonts/dejavu"),
    Path("/usr/share/fonts/TTF"),
    Path("/usr/share/fonts/truetype/liberation"),
    Path("/usr/share/fonts/liberation"),
    Path("/usr/local/share/fonts"),
    Path("/Library/Fonts"),
    Path("C:/Windows/Fonts"),
)

Family = Literal["sans", "condensed"]


@cache
def _family_files(family: Family) -> tuple[Path, Path] | None:
    for regular, bold in _FAMILIES[family]:
        for folder in _SEARCH_DIRS:
            r, b = folder / regular, folder / bold
            if r.is_file() and b.is_file():
                return r, b
    return None


_forced_builtin = False


_drawing_caches: list[Callable[[], None]] = []
P = ParamSpec("P")
T = TypeVar("T")


def drawing_cache(func: Callable[P, T]) -> Callable[P, T]:
    """``functools.cache`` for things drawn with these fonts (card tiles, palettes): emptied whenever
    the font changes, so nothing drawn in one font outlives a switch to another."""
    cached = cache(func)
    _drawing_caches.append(cached.cache_clear)
    return cached  # type: ignore[return-value]


def use_builtin_font(enabled: bool = True) -> None:
    """Draw with Pillow's built-in font even when a TrueType family is installed (tests of the fallback)."""
    global _forced_builtin
    _forced_builtin = enabled
    font.cache_clear()
    for clear in _drawing_caches:
        clear()


def _is_selector(ch: str) -> bool:
    """Variation selectors pick an emoji or text style for the character before; never drawn."""
    code = ord(ch)
    return 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF


@dataclass(eq=False)
class Font:
    """A font at one size and weight, with the glyph check that keeps unknown characters out."""

    pil: ImageFont.FreeTypeFont
    stroke: int = 0  # imitated bold: the built-in font has no bold face
    builtin: bool = False
    _has_glyph: dict[str, bool] = field(default_factory=dict, repr=False)
    _missing_mask: bytes = field(default=b"", repr=False)

    def __post_init__(self) -> None:
        # A code point from a private-use plane: no font we use draws it, so its mask is the font's
        # "missing glyph" box, the mask every other missing character gets too.
        self._missing_mask = self._mask_bytes("\U0010fffd")

    def _mask_bytes(self, ch: str) -> bytes:
        mask = self.pil.getmask(ch)
        return bytes(mask.size) + bytes(mask)

    @property
    def size(self) -> int:
        return int(self.pil.size)

    def has_glyph(self, ch: str) -> bool:
        known = self._has_glyph.get(ch)
        if known is None:
            known = ch == " " or self._mask_bytes(ch) != self._missing_mask
            self._has_glyph[ch] = known
        return known

    def clean(self, text: str) -> str:
        """The text with characters this font cannot draw replaced by one "?" per run; format
        characters (zero-width joiners, variation selectors) and control characters are dropped."""
        out: list[str] = []
        replaced = False
        for ch in text:
            cat = unicodedata.category(ch)
            if cat in ("Cf", "Cc") or (
                cat == "Mn" and (replaced or _is_selector(ch) or not self.has_glyph(ch))
            ):
                continue  # joiners, variation selectors, marks on a replaced character, unknown accents
            if self.has_glyph(ch):
                out.append(ch)
                replaced = False
            elif not replaced:
                out.append("?")
                replaced = True
        return "".join(out)

    def width(self, text: str) -> int:
        return int(self.pil.getlength(text)) + 2 * self.stroke

    def draw(
        self,
        draw: ImageDraw.ImageDraw,
        xy: tuple[float, float],
        text: str,
        fill: RGB,
        anchor: Anchor = "la",
    ) -> None:
        """Draw text that has already been cleaned and fitted (see ``fit``)."""
        draw.text(
            xy, text, font=self.pil, fill=fill, anchor=anchor, stroke_width=self.stroke, stroke_fill=fill
        )

    def fit(self, text: str, max_width: int) -> str:
        """The cleaned text, cut with an ellipsis so that it is at most ``max_width`` pixels wide."""
        text = self.clean(text)
        if self.width(text) <= max_width:
            return text
        ellipsis = "…" if self.has_glyph("…") else "..."
        lo, hi = 0, len(text)
        while lo < hi:  # the longest prefix that fits with the ellipsis
            mid = (lo + hi + 1) // 2
            if self.width(text[:mid].rstrip() + ellipsis) <= max_width:
                lo = mid
            else:
                hi = mid - 1
        return text[:lo].rstrip() + ellipsis if lo else ellipsis

    def wrap(self, text: str, max_width: int, max_lines: int) -> list[str]:
        """Greedy word wrap into at most ``max_lines`` lines; the last line is cut with an ellipsis."""
        words = self.clean(text).split()
        lines: list[str] = []
        current = ""
        for i, word in enumerate(words):
            candidate = f"{current} {word}" if current else word
            if self.width(candidate) <= max_width or not current:
                current = candidate
                continue
            lines.append(current)
            current = word
            if len(lines) == max_lines - 1:
                current = " ".join(words[i:])
                break
        if current:
            lines.append(current)
        return [self.fit(line, max_width) for line in lines[:max_lines]]


@cache
def font(size: int, bold: bool = False, family: Family = "sans") -> Font:
    """The font of that size and weight, loaded once per process."""
    files = None if _forced_builtin else _family_files(family)
    if files is not None:
        return Font(ImageFont.truetype(str(files[1] if bold else files[0]), size))
    builtin = ImageFont.load_default(size=size)
    assert isinstance(builtin, ImageFont.FreeTypeFont), "Pillow was built without FreeType"
    return Font(builtin, stroke=1 if bold and size >= 14 else 0, builtin=True)


def fit_font(
    text: str, max_width: int, sizes: Sequence[int], bold: bool = False, family: Family = "sans"
) -> Font:
    """The largest of ``sizes`` (largest first) at which the text fits, else the smallest."""
    for size in sizes:
        f = font(size, bold, family)
        if f.width(f.clean(text)) <= max_width:
            return f
    return font(sizes[-1], bold, family)


# ---- colours ------------------------------------------------------------------------------------------


def hex_rgb(value: str) -> RGB:
    value = value.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """``a`` moved a fraction ``t`` of the way towards ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def ink_on(background: RGB) -> RGB:
    """Near-black or white, whichever reads better on the background (WCAG relative luminance)."""

    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in background)
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    # Contrast against black is (L + 0.05) / 0.05, against white 1.05 / (L + 0.05); pick the larger.
    return (20, 24, 31) if (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) else (255, 255, 255)


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
    draw: ImageDraw.ImageDraw, xy: tuple[int, int], text: str, f: Font, fill: RGB, ink: RGB | None = None
) -> int:
    """A rounded label with its left edge at ``xy[0]`` and vertical centre at ``xy[1]``; returns its width."""
    text = f.clean(text)
    pad = max(6, f.size // 2)
    w = f.width(text) + 2 * pad
    h = f.size + pad
    x, y = xy
    draw.rounded_rectangle((x, y - h // 2, x + w, y + h - h // 2), h // 2, fill=fill)
    f.draw(draw, (x + w / 2, y), text, ink or ink_on(fill), anchor="mm")
    return w


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
            return data
        if level < 9:
            level = 9
        elif palette is not None:
            palette = None
        elif colors > 16:
            colors //= 2
        else:
            raise ValueError(f"the image does not fit in {max_bytes} bytes as a PNG")
