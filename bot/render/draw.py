"""Pillow helpers shared by the board renderers: fonts at any size, text that fits, rounded cards, small
icons, and PNG encoding under a size limit.

Fonts: the package ships its fonts in ``bot/render/fonts/`` (see the README there): DejaVu Sans (regular,
bold, and condensed faces for card text) draws Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew and
Arabic; behind it a chain of fallbacks (Noto Sans Devanagari, Bengali, Tamil and Thai, then Droid Sans
Fallback for Chinese, Japanese and Korean) draws what it lacks. Text is split into runs by the first font
of that chain that has a glyph for each character; each run is measured and drawn with its own font, on
one baseline. Only if the bundled files are gone are system DejaVu or Liberation faces used, and without
any of those Pillow's built-in font (``ImageFont.load_default(size)``, Latin only, regular weight, bold
imitated with a one-pixel stroke), which no plain install reaches.

Characters no font of the chain can draw (emoji, flags, private-use code points) are dropped by
``Font.clean``, together with the joiners, variation selectors and modifiers that belong to them and the
space they leave: "Dan 🐧 Bob" draws as "Dan Bob", never with a "?" or a box. A letter missing from the
font but with a plain base letter is drawn as that ("ë" as "e" in the built-in font). Text that had
something to show but of which nothing is left, such as a display name made only of emoji, becomes the
name of its first symbol ("🐧" becomes "Penguin", "🇫🇷" becomes "FR"), or "Player" if that has no name.

Nothing here knows about any game; game renderers compose these pieces.
"""

from __future__ import annotations

import io
import re
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache, wraps
from pathlib import Path
from typing import Literal, ParamSpec, TypeVar

from PIL import Image, ImageDraw, ImageFont

from bot.render import measure

# Colours live in colour.py; renderers reach these as d.RGB, d.hex_rgb... as before.
from bot.render.colour import RGB as RGB
from bot.render.colour import hex_rgb as hex_rgb
from bot.render.colour import ink_on as ink_on
from bot.render.colour import mix as mix

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
# Fonts for the scripts DejaVu Sans lacks, tried in this order after a family's faces (one weight each).
_FALLBACKS: tuple[str, ...] = (
    "NotoSansDevanagari-Regular.ttf",
    "NotoSansBengali-Regular.ttf",
    "NotoSansTamil-Regular.ttf",
    "NotoSansThai-Regular.ttf",
    "DroidSansFallback.ttf",  # CJK ideographs, kana, Hangul
)
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


@cache
def _fallback_files() -> tuple[Path, ...]:
    found: list[Path] = []
    for name in _FALLBACKS:
        path = next((folder / name for folder in _SEARCH_DIRS if (folder / name).is_file()), None)
        if path is not None:
            found.append(path)
    return tuple(found)


@cache
def _truetype(path: Path, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(path), size)


_forced_builtin = False


_drawing_caches: list[Callable[[], None]] = []
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
    _drawing_caches.append(memo.cache_clear)
    cached: Callable[P, T] = memo  # type: ignore[assignment]  # the stub of functools.cache drops P

    @wraps(func)
    def lookup(*args: P.args, **kwargs: P.kwargs) -> T:
        result = cached(*args, **kwargs)
        current = measure.current()
        if current is not None and isinstance(result, Image.Image):
            # A cache hit inside another cached drawing: that drawing's own measurement learns the tile's
            # texts from the measurements it is nested in, so that they follow the tile onto it.
            current.recall(result)
        return result

    return lookup


def _clear_drawing_caches() -> None:
    for clear in _drawing_caches:
        clear()


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
    global _forced_builtin
    _forced_builtin = enabled
    font.cache_clear()
    _clear_drawing_caches()


def _is_selector(ch: str) -> bool:
    """Variation selectors pick an emoji or text style for the character before; never drawn."""
    code = ord(ch)
    return 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF


def _is_emoji_modifier(ch: str) -> bool:
    """Skin-tone modifiers and emoji tag characters (subdivision flags): parts of an emoji, never drawn."""
    code = ord(ch)
    return 0x1F3FB <= code <= 0x1F3FF or 0xE0020 <= code <= 0xE007F


class _Coverage:
    """Which characters one font face has a glyph for, cached per character. A glyph is missing when the
    character draws as the face's "missing glyph" mask, the mask of a private-use code point no font we
    use has. The probe uses Pillow's basic layout: text shaping would draw a lone combining mark on a
    dotted circle even when the face lacks it. Coverage does not depend on the size, so one probe per font
    file serves every size."""

    def __init__(self, pil: ImageFont.FreeTypeFont) -> None:
        self.pil = pil.font_variant(layout_engine=ImageFont.Layout.BASIC)
        self.known: dict[str, bool] = {" ": True}
        self.missing = self._mask("\U0010fffd")

    def _mask(self, ch: str) -> bytes:
        mask = self.pil.getmask(ch)
        return repr(mask.size).encode() + bytes(mask)

    def __call__(self, ch: str) -> bool:
        known = self.known.get(ch)
        if known is None:
            known = self._mask(ch) != self.missing
            self.known[ch] = known
        return known


@cache
def _file_coverage(path: Path) -> _Coverage:
    return _Coverage(_truetype(path, 24))


def _coverage(pil: ImageFont.FreeTypeFont) -> _Coverage:
    path = getattr(pil, "path", None)
    return _file_coverage(Path(path)) if isinstance(path, str) else _Coverage(pil)


_DROP = "\x00"  # marks where clean() left a character out; control characters never survive clean()
_DROP_GAP = re.compile(r"\s*\x00[\x00\s]*")
_CACHE_LIMIT = 4096


def _placeholder(dropped: list[str]) -> str:
    """What text made only of undrawable characters shows: a flag's letters, else the Unicode name of
    its first symbol ("PENGUIN" as "Penguin"), else "Player" (it is almost always a display name)."""
    letters = "".join(chr(ord(ch) - 0x1F1E6 + ord("A")) for ch in dropped if 0x1F1E6 <= ord(ch) <= 0x1F1FF)
    if len(letters) >= 2:
        return letters[:2]
    for ch in dropped:
        if unicodedata.category(ch) == "So":
            name = unicodedata.name(ch, "")
            if name and not name.startswith("REGIONAL INDICATOR"):
                return name.title()
    return "Player"


@dataclass(eq=False)
class Font:
    """A font at one size and weight: its primary face (``pil``) and the fallback faces behind it, with
    the glyph checks that split text into runs per face and keep undrawable characters out."""

    pil: ImageFont.FreeTypeFont
    stroke: int = 0  # imitated bold: the built-in font has no bold face
    builtin: bool = False
    fallback_files: tuple[Path, ...] = ()  # faces tried in order after ``pil``, loaded on first need
    _chain: list[tuple[ImageFont.FreeTypeFont, _Coverage]] = field(default_factory=list, repr=False)
    _loaded: bool = field(default=False, repr=False)
    _runs: dict[str, list[tuple[str, ImageFont.FreeTypeFont]]] = field(default_factory=dict, repr=False)
    _cleaned: dict[str, str] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self._chain = [(self.pil, _coverage(self.pil))]
        self._loaded = not self.fallback_files

    @property
    def size(self) -> int:
        return int(self.pil.size)

    def _load_fallbacks(self) -> None:
        if not self._loaded:
            self._loaded = True
            for path in self.fallback_files:
                pil = _truetype(path, self.size)
                self._chain.append((pil, _file_coverage(path)))

    def face_for(self, ch: str) -> ImageFont.FreeTypeFont | None:
        """The first face of the chain with a glyph for the character, or None if none has one."""
        if self._chain[0][1](ch):
            return self.pil
        self._load_fallbacks()
        for pil, covers in self._chain[1:]:
            if covers(ch):
                return pil
        return None

    def has_glyph(self, ch: str) -> bool:
        return self.face_for(ch) is not None

    def runs(self, text: str) -> list[tuple[str, ImageFont.FreeTypeFont]]:
        """The text as (substring, face) runs, each drawn with its face; characters no face has are left
        out. A combining mark stays in its base letter's run when that face has it."""
        known = self._runs.get(text)
        if known is not None:
            return known
        out: list[tuple[str, ImageFont.FreeTypeFont]] = []
        current: list[str] = []
        face: ImageFont.FreeTypeFont | None = None
        covers = self._chain[0][1]
        for ch in text:
            if face is not None and (ch == " " or unicodedata.category(ch)[0] == "M") and covers(ch):
                current.append(ch)
                continue
            found = self.face_for(ch)
            if found is None:
                continue
            if found is not face:
                if current and face is not None:
                    out.append(("".join(current), face))
                current = []
                face = found
                covers = next(c for p, c in self._chain if p is found)
            current.append(ch)
        if current and face is not None:
            out.append(("".join(current), face))
        if len(self._runs) >= _CACHE_LIMIT:
            self._runs.clear()
        self._runs[text] = out
        return out

    def clean(self, text: str) -> str:
        """The text as it can be drawn: characters no face has are dropped along with the space they would
        leave ("Dan 🐧 Bob" gives "Dan Bob"), and so are format and control characters (joiners, variation
        selectors), emoji modifiers and marks on dropped characters. A letter no face has but whose plain
        form one has is replaced by that ("ë" by "e"). Text that had something to show and is left with
        nothing gives a placeholder: see ``_placeholder``."""
        known = self._cleaned.get(text)
        if known is not None:
            return known
        out: list[str] = []
        dropped: list[str] = []
        after_drop = False
        for ch in text:
            cat = unicodedata.category(ch)
            if cat in ("Cf", "Cc", "Cs") or _is_selector(ch) or _is_emoji_modifier(ch):
                continue  # joiners, variation selectors, skin tones, controls
            if cat[0] == "M":
                if not after_drop and self.has_glyph(ch):
                    out.append(ch)
                continue  # marks on a dropped character, or that no face has
            if self.has_glyph(ch):
                out.append(ch)
                after_drop = False
                continue
            plain = "".join(c for c in unicodedata.normalize("NFKD", ch) if unicodedata.category(c)[0] != "M")
            if plain and plain != ch and all(self.has_glyph(c) for c in plain):
                out.append(plain)
                after_drop = False
                continue
            dropped.append(ch)
            out.append(_DROP)
            after_drop = True
        cleaned = "".join(out)
        if dropped:
            cleaned = _DROP_GAP.sub(_close_gap, cleaned)
            if not cleaned.strip() and text.strip():
                cleaned = _placeholder(dropped)
        if len(self._cleaned) >= _CACHE_LIMIT:
            self._cleaned.clear()
        self._cleaned[text] = cleaned
        return cleaned

    def width(self, text: str) -> int:
        runs = self.runs(text)
        if len(runs) == 1:
            return int(runs[0][1].getlength(runs[0][0])) + 2 * self.stroke
        return int(sum(face.getlength(part) for part, face in runs)) + 2 * self.stroke

    def draw(
        self,
        draw: ImageDraw.ImageDraw,
        xy: tuple[float, float],
        text: str,
        fill: RGB,
        anchor: Anchor = "la",
    ) -> None:
        """Draw text that has already been cleaned and fitted (see ``fit``): each run with its own face,
        all on the baseline the primary face puts at ``anchor``."""
        runs = self.runs(text)
        if not runs:
            return
        measurement = measure.current()
        if len(runs) == 1 and runs[0][1] is self.pil:
            if measurement is not None:
                measurement.record(draw, [(text, self.pil, xy, anchor)], self.pil, self.stroke, fill)
            draw.text(
                xy, text, font=self.pil, fill=fill, anchor=anchor, stroke_width=self.stroke, stroke_fill=fill
            )
            return
        x, y = xy
        total = sum(face.getlength(part) for part, face in runs)
        x -= {"l": 0.0, "m": total / 2, "r": total}.get(anchor[0], 0.0)
        vertical = anchor[1]
        if vertical in ("a", "m", "d"):
            # The primary face's own offset from that anchor to the baseline, rounded as Pillow rounds it.
            y += self.pil.getbbox("H", anchor="l" + vertical)[1] - self.pil.getbbox("H", anchor="ls")[1]
        elif vertical in ("t", "b"):
            boxes = [face.getbbox(part, anchor="ls") for part, face in runs]
            y += -min(b[1] for b in boxes) if vertical == "t" else -max(b[3] for b in boxes)
        placed: list[tuple[str, ImageFont.FreeTypeFont, tuple[float, float], str]] = []
        for part, face in runs:
            placed.append((part, face, (x, y), "ls"))
            x += face.getlength(part)
        if measurement is not None:
            measurement.record(draw, placed, self.pil, self.stroke, fill)
        for part, face, at, _ in placed:
            draw.text(at, part, font=face, fill=fill, anchor="ls", stroke_width=self.stroke, stroke_fill=fill)

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


def _close_gap(match: re.Match[str]) -> str:
    """What replaces dropped characters and the spaces around them: nothing at either end of the text,
    before closing punctuation or after opening punctuation; one space if there was space; else nothing."""
    text, start, end = match.string, match.start(), match.end()
    if start == 0 or end == len(text):
        return ""
    before, after = unicodedata.category(text[start - 1]), unicodedata.category(text[end])
    if after in ("Po", "Pe", "Pf") or before in ("Ps", "Pi"):
        return ""
    return " " if any(ch.isspace() for ch in match.group()) else ""


@cache
def font(size: int, bold: bool = False, family: Family = "sans") -> Font:
    """The font of that size and weight, loaded once per process. Its fallbacks: the family's regular
    face for a bold font, the sans faces for a condensed one, then the bundled fallback fonts."""
    files = None if _forced_builtin else _family_files(family)
    if files is not None:
        primary = files[1] if bold else files[0]
        chain: list[Path] = [files[0]] if bold else []
        sans = _family_files("sans")
        if family != "sans" and sans is not None:
            chain += [sans[1], sans[0]] if bold else [sans[0]]
        chain += _fallback_files()
        fallbacks = tuple(dict.fromkeys(p for p in chain if p != primary))
        return Font(_truetype(primary, size), fallback_files=fallbacks)
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
            return data
        if level < 9:
            level = 9
        elif palette is not None:
            palette = None
        elif colors > 16:
            colors //= 2
        else:
            raise ValueError(f"the image does not fit in {max_bytes} bytes as a PNG")
