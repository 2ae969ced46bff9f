"""Lettering for the board renderers: fonts at any size, text split into runs per font, text that fits.

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

Nothing here knows about any game; ``bot/render/draw.py`` re-exports what renderers use (``d.font``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Literal

from PIL import ImageDraw, ImageFont, features

from bot.render import measure, stamps
from bot.render.colour import RGB
from bot.render.linebreaks import SOFT_HYPHEN, break_units, joined, katakana, soft_hyphen_pieces

Anchor = Literal["la", "ma", "ra", "lm", "mm", "rm", "ls", "ms", "rs", "lt", "mt", "rt"]

FONT_DIR = Path(__file__).with_name("fonts")

# Right-to-left names (Hebrew, Arabic) are laid out by libraqm, which Pillow's wheels carry and which
# needs the system's FriBiDi (Debian's libfribidi0; the Dockerfile installs it): letters in their visual
# order, Arabic joined. Every line is a left-to-right paragraph, as the boards read: "דני (you)" keeps
# "(you)" after the name. Without libraqm (BIDI is False) letters are drawn in the order they are stored,
# and the bot says so in its log at start.
BIDI = features.check_feature("raqm")
DIRECTION: Literal["ltr"] | None = "ltr" if BIDI else None


def direction(face: ImageFont.FreeTypeFont | ImageFont.ImageFont) -> Literal["ltr"] | None:
    """The paragraph direction to lay ``face``'s text out in: ``DIRECTION``, for a face laid out by
    libraqm (Pillow refuses a direction for the built-in font and basic layout)."""
    if getattr(face, "layout_engine", None) == ImageFont.Layout.RAQM:
        return DIRECTION
    return None


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
    _widths: dict[str, int] = field(default_factory=dict, repr=False)  # a board measures the same words
    _places: dict[tuple[str, str], tuple[float, float, list[float]]] = field(default_factory=dict, repr=False)

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
        if (known := self._widths.get(text)) is not None:
            return known
        if len(self._widths) >= _CACHE_LIMIT:
            self._widths.clear()
        measured = sum(face.getlength(part, direction=direction(face)) for part, face in self.runs(text))
        self._widths[text] = width = int(measured) + 2 * self.stroke
        return width

    def _placed(self, text: str, anchor: Anchor) -> tuple[float, float, list[float]]:
        """How a text of several faces is laid from the point ``anchor`` names: the first run's shift
        along the line, the shift to the baseline the primary face puts there, and each run's length
        (remembered: a board draws the same words each time)."""
        if (known := self._places.get((text, anchor))) is not None:
            return known
        runs = self.runs(text)
        lengths = [face.getlength(part, direction=direction(face)) for part, face in runs]
        total = sum(lengths)
        x = -{"l": 0.0, "m": total / 2, "r": total}.get(anchor[0], 0.0)
        y: float = 0
        vertical = anchor[1]
        if vertical in ("a", "m", "d"):
            # The primary face's own offset from that anchor to the baseline, rounded as Pillow rounds it.
            y += self.pil.getbbox("H", anchor="l" + vertical)[1] - self.pil.getbbox("H", anchor="ls")[1]
        elif vertical in ("t", "b"):
            boxes = [face.getbbox(part, anchor="ls", direction=direction(face)) for part, face in runs]
            y += -min(b[1] for b in boxes) if vertical == "t" else -max(b[3] for b in boxes)
        if len(self._places) >= _CACHE_LIMIT:
            self._places.clear()
        self._places[(text, anchor)] = placed = (x, y, lengths)
        return placed

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
                measurement.record(
                    draw, [(text, self.pil, xy, anchor)], self.pil, self.stroke, fill, direction(self.pil)
                )
            stamps.stamp(draw, xy, text, self.pil, fill, anchor, self.stroke, direction(self.pil))
            return
        shift, dy, lengths = self._placed(text, anchor)
        x, y = xy[0] + shift, xy[1] + dy
        placed: list[tuple[str, ImageFont.FreeTypeFont, tuple[float, float], str]] = []
        for (part, face), length in zip(runs, lengths, strict=True):
            placed.append((part, face, (x, y), "ls"))
            x += length
        if measurement is not None:
            measurement.record(draw, placed, self.pil, self.stroke, fill, direction(self.pil))
        for part, face, at, _ in placed:
            stamps.stamp(draw, at, part, face, fill, "ls", self.stroke, direction(face))

    def fit(self, text: str, max_width: int) -> str:
        """The cleaned text, cut with an ellipsis so that it is at most ``max_width`` pixels wide."""
        text = self.clean(text)
        if self.width(text) <= max_width:
            return text
        measurement = measure.current()
        if measurement is not None:
            measurement.cut(text)
        ellipsis = "…" if self.has_glyph("…") else "..."
        lo, hi = 0, len(text)
        while lo < hi:  # the longest prefix that fits with the ellipsis
            mid = (lo + hi + 1) // 2
            if self.width(text[:mid].rstrip() + ellipsis) <= max_width:
                lo = mid
            else:
                hi = mid - 1
        return text[:lo].rstrip() + ellipsis if lo else ellipsis

    def fit_named(self, words: Callable[[str], str], name: str, max_width: int) -> str:
        """``words(name)`` (a message that names someone) at most ``max_width`` pixels wide, the name cut
        short where it must be and the words around it kept whole, wherever the language puts them."""
        whole = self.clean(words(name))
        if self.width(whole) <= max_width:
            return whole
        frame = self.width(self.clean(words("")))
        return self.fit(words(self.fit(name, max(max_width - frame, 0))), max_width)

    def wrap(self, text: str, max_width: int, max_lines: int) -> list[str]:
        """Greedy wrap into at most ``max_lines`` lines, at the places the script allows a break
        (``linebreaks.break_units``: spaces, and between Chinese or Japanese characters), and inside a
        word too long for its line at the soft hyphens a catalogue put in it ("Schnabel\u00adhieb"), the
        line then ending with a hyphen; the last line is cut with an ellipsis."""
        if SOFT_HYPHEN in text:
            plain = text.replace(SOFT_HYPHEN, "")
            if self.width(self.clean(plain)) <= max_width:
                text = plain
            else:
                return self._hyphenated(text, max_width, max_lines)
        units = [
            part
            for unit, spaced in break_units(self.clean(text))
            for part in (
                [(unit, spaced)]
                if not any(map(katakana, unit)) or self.width(unit) <= max_width
                else [(u, spaced and not k) for k, (u, _) in enumerate(break_units(unit, words=False))]
            )
        ]  # a katakana word wider than the line breaks between its characters after all
        lines: list[str] = []
        current = ""
        for i, (unit, spaced) in enumerate(units):
            candidate = f"{current}{' ' if spaced else ''}{unit}" if current else unit
            if self.width(candidate) <= max_width or not current:
                current = candidate
                continue
            lines.append(current)
            current = unit
            if len(lines) == max_lines - 1:
                current = joined(units[i:])
                break
        if current:
            lines.append(current)
        return [self.fit(line, max_width) for line in lines[:max_lines]]

    def _hyphenated(self, text: str, max_width: int, max_lines: int) -> list[str]:
        """``wrap`` for a text with soft hyphens: broken at its spaces and soft hyphens (European words;
        a text with soft hyphens is not Chinese or Japanese)."""
        out: list[str] = []
        current = ""
        for piece, joiner in soft_hyphen_pieces(text):
            candidate = f"{current}{' ' if joiner == ' ' else ''}{piece}" if current else piece
            if not current or self.width(candidate) <= max_width or len(out) == max_lines - 1:
                current = candidate  # the last line takes the rest, cut if it must be
                continue
            out.append(current + ("-" if joiner == SOFT_HYPHEN and not current.endswith("-") else ""))
            current = piece
        out.append(current)
        return [self.fit(line, max_width) for line in out[:max_lines]]


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


_forced_builtin = False


def force_builtin(enabled: bool) -> None:
    """Use Pillow's built-in font alone from now on (``draw.use_builtin_font``, which also empties the
    drawing caches)."""
    global _forced_builtin
    _forced_builtin = enabled
    font.cache_clear()
