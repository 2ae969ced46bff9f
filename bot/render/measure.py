"""Measuring what the renderers draw (docs/rendering.md): how large every text is and how well it stands out.

Inside ``with measuring() as m:`` every text drawn through ``draw.Font.draw`` (and so ``draw.pill`` and
everything built on them) is recorded: its font size, the height of its capitals, its ink box, its colour,
and the colours behind it, sampled from the image just before it is drawn. ``draw.paste`` carries the
texts of a tile (a card drawn once, then pasted) onto the board, with the board's pixels under any
transparent part of the tile; ``draw.encode_png`` closes an image and adds it to ``m.images``.
``draw.drawing_cache`` lets cached tiles take part: while measuring, the caches start empty and each tile
drawn carries its texts wherever it is pasted. Outside such a block nothing is recorded: each of those
helpers reads one context variable and goes on.

**Size.** A text's size is its font size in pixels: the em square, what CSS calls ``font-size``, and what
the rule "a font at least one fortieth of the image's width" means. Shown 400 CSS pixels wide (a phone),
a board of width W scales a text of size s to ``s * 400 / W`` pixels; the rule is at least 10
(``MIN_PHONE_TEXT``), where a phone's body text is about 16. Because a face can draw small for its size,
the capitals are checked too: a capital H at least 7 pixels tall at phone size (DejaVu Sans, our face,
draws it 0.73 em tall: 7.3 pixels at size 10).

**Contrast.** Every colour that covers at least ``BACKGROUND_SHARE`` of the text's box before the text is
drawn counts as its background (a text half on a card and half on the table has two), and the text's
contrast is the lowest WCAG contrast ratio of its colour against any of them: at least 4.5:1.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

from PIL import Image, ImageDraw, ImageFont

from bot.render.colour import MIN_TEXT_CONTRAST, RGB, contrast_ratio

Box = tuple[int, int, int, int]

PHONE_WIDTH = 400  # CSS pixels: how wide Discord shows a board image on a phone
MIN_PHONE_TEXT = 10.0  # font size at that width, in CSS pixels: one fortieth of the image's width
MIN_PHONE_CAPS = 7.0  # the height of a capital letter at that width
BACKGROUND_SHARE = 0.05  # a colour behind a text counts when it covers this share of the text's box


@dataclass(frozen=True)
class DrawnText:
    """One text as drawn on a finished image."""

    text: str
    size: int  # font size in pixels (the em)
    cap_height: int  # a capital H of that font, in pixels
    box: Box  # the ink's bounding box on the image
    fill: RGB
    backgrounds: tuple[RGB, ...]  # the colours behind it, most common first

    @property
    def contrast(self) -> float:
        """The lowest contrast ratio of the text's colour against the colours behind it."""
        return min(contrast_ratio(self.fill, bg) for bg in self.backgrounds)


@dataclass(frozen=True)
class MeasuredImage:
    """An image handed to ``encode_png`` inside a measuring block, with every text drawn on it."""

    width: int
    height: int
    texts: tuple[DrawnText, ...]

    def phone_size(self, text: DrawnText) -> float:
        """The text's font size when the image is shown ``PHONE_WIDTH`` pixels wide."""
        return text.size * PHONE_WIDTH / self.width

    def problems(self) -> list[str]:
        """Every text that is too small at phone size or stands out too little, as sentences."""
        found = []
        scale = PHONE_WIDTH / self.width
        for t in self.texts:
            if t.size * scale < MIN_PHONE_TEXT or t.cap_height * scale < MIN_PHONE_CAPS:
                found.append(
                    f"{t.text!r} is {t.size * scale:.1f} px (capitals {t.cap_height * scale:.1f} px) at "
                    f"{PHONE_WIDTH} px wide; it needs {MIN_PHONE_TEXT:g} ({MIN_PHONE_CAPS:g})"
                )
            if t.contrast < MIN_TEXT_CONTRAST:
                found.append(
                    f"{t.text!r} in {t.fill} has contrast {t.contrast:.2f} against {t.backgrounds}; "
                    f"it needs {MIN_TEXT_CONTRAST}"
                )
        return found

    def smallest(self) -> DrawnText | None:
        return min(self.texts, key=lambda t: (t.size, t.cap_height), default=None)

    def least_contrast(self) -> DrawnText | None:
        return min(self.texts, key=lambda t: t.contrast, default=None)


@dataclass
class _Pending:
    """A text on an image that is not finished yet: ``patch`` is what lay under its box before it was
    drawn (RGBA where the canvas is transparent, to be resolved by whatever it is pasted on)."""

    text: str
    size: int
    cap_height: int
    box: Box
    fill: RGB
    patch: Image.Image

    def moved(self, dx: int, dy: int, under: Image.Image, composite: bool = True) -> _Pending | None:
        """This text pasted at (dx, dy) onto ``under`` (before the paste), or None if it falls outside;
        with ``composite`` false, moved onto ``under`` without showing it through (a crop)."""
        x0, y0, x1, y1 = self.box[0] + dx, self.box[1] + dy, self.box[2] + dx, self.box[3] + dy
        cx0, cy0, cx1, cy1 = max(0, x0), max(0, y0), min(under.width, x1), min(under.height, y1)
        if cx0 >= cx1 or cy0 >= cy1:
            return None
        patch = self.patch.crop((cx0 - x0, cy0 - y0, cx1 - x0, cy1 - y0))
        if patch.mode == "RGBA" and composite:
            alpha_low = patch.getchannel("A").getextrema()[0]
            if isinstance(alpha_low, (int, float)) and alpha_low < 255:  # see-through: the board shows
                below = under.crop((cx0, cy0, cx1, cy1)).convert("RGBA")
                patch = Image.alpha_composite(below, patch)
            if under.mode != "RGBA":
                patch = patch.convert("RGB")
        return _Pending(self.text, self.size, self.cap_height, (cx0, cy0, cx1, cy1), self.fill, patch)

    def finished(self) -> DrawnText:
        patch = self.patch.convert("RGB")
        total = patch.width * patch.height
        counts: list[tuple[int, RGB]] = sorted(patch.getcolors(total) or [], reverse=True)  # type: ignore[arg-type]
        kept = [colour for count, colour in counts if count >= BACKGROUND_SHARE * total]
        backgrounds = tuple(kept) if kept else (counts[0][1],)
        return DrawnText(self.text, self.size, self.cap_height, self.box, self.fill, backgrounds)


@dataclass
class _Canvas:
    image: Image.Image  # held, so that its id cannot be reused while measuring
    texts: list[_Pending] = field(default_factory=list)
    used: bool = False  # pasted somewhere or encoded


class Measurement:
    """What one measuring block recorded."""

    def __init__(self, parent: Measurement | None = None) -> None:
        self.images: list[MeasuredImage] = []
        self._canvases: dict[int, _Canvas] = {}
        self._caps: dict[tuple[int, int], int] = {}
        self._parent = parent  # the measurement a cached function's own one is nested in
        self.cuts: list[str] = []  # texts a font cut short to fit (``Font.fit``), whole, as asked for
        self.overflows: list[str] = []  # texts whose ink runs past the edge of the image they are drawn on

    def _canvas(self, image: Image.Image) -> _Canvas:
        canvas = self._canvases.get(id(image))
        if canvas is None:
            canvas = self._canvases[id(image)] = _Canvas(image)
        return canvas

    def texts_on(self, image: Image.Image) -> tuple[DrawnText, ...]:
        """The texts drawn on (or pasted onto) an image so far, as if it were finished now."""
        canvas = self._canvases.get(id(image))
        return tuple(p.finished() for p in canvas.texts) if canvas else ()

    def lost_texts(self) -> list[str]:
        """Texts drawn on an image that was never encoded nor pasted through ``draw.paste``: drawn on a
        tile that was then resized, copied or pasted another way, so the measurement could not follow."""
        return [p.text for c in self._canvases.values() if not c.used for p in c.texts]

    # ---- called by bot/render/draw.py -----------------------------------------------------------------

    def cut(self, text: str) -> None:
        """``text`` was cut short with an ellipsis to fit its room (``Font.fit``)."""
        self.cuts.append(text)

    def record(
        self,
        draw: ImageDraw.ImageDraw,
        runs: list[tuple[str, ImageFont.FreeTypeFont, tuple[float, float], str]],
        primary: ImageFont.FreeTypeFont,
        stroke: int,
        fill: RGB,
        direction: str | None = None,
    ) -> None:
        """A text about to be drawn as ``runs`` of (part, face, xy, anchor) with ``primary``'s size, laid
        out in ``direction`` (see ``bot.render.lettering.direction``; the same for every face of a font)."""
        image: Image.Image | None = getattr(draw, "_image", None)
        if image is None:
            raise RuntimeError("cannot measure text drawn on an ImageDraw without its image")
        boxes = [
            draw.textbbox(xy, part, font=face, anchor=anchor, stroke_width=stroke, direction=direction)
            for part, face, xy, anchor in runs
        ]
        if (  # by a whole pixel or more: a run placed at a fraction of a pixel may end a fraction past it
            min(b[0] for b in boxes) <= -1
            or min(b[1] for b in boxes) <= -1
            or max(b[2] for b in boxes) >= image.width + 1
            or max(b[3] for b in boxes) >= image.height + 1
        ):
            self.overflows.append("".join(part for part, _, _, _ in runs))
        x0 = max(0, int(min(b[0] for b in boxes)))
        y0 = max(0, int(min(b[1] for b in boxes)))
        x1 = min(image.width, int(max(b[2] for b in boxes)) + 1)
        y1 = min(image.height, int(max(b[3] for b in boxes)) + 1)
        if x0 >= x1 or y0 >= y1:
            return
        size = int(primary.size)
        key = (id(primary), size)
        cap = self._caps.get(key)
        if cap is None:
            top, bottom = primary.getbbox("H", anchor="ls")[1::2]
            cap = self._caps[key] = int(bottom - top)
        text = "".join(part for part, _, _, _ in runs)
        patch = image.crop((x0, y0, x1, y1))
        if patch.mode not in ("RGB", "RGBA"):
            patch = patch.convert("RGBA")
        self._canvas(image).texts.append(_Pending(text, size, cap, (x0, y0, x1, y1), fill, patch))

    def paste(self, board: Image.Image, tile: Image.Image, xy: tuple[int, int]) -> None:
        """``tile`` is about to be pasted onto ``board`` at ``xy``: its texts go along."""
        canvas = self._canvases.get(id(tile))
        if canvas is None:
            return
        canvas.used = True
        if not canvas.texts:
            return
        target = self._canvas(board)
        for pending in canvas.texts:
            moved = pending.moved(xy[0], xy[1], board)
            if moved is not None:
                target.texts.append(moved)

    def crop(self, image: Image.Image, cut: Image.Image, box: Box) -> None:
        """``cut`` is ``image.crop(box)``: the texts inside the box go along."""
        canvas = self._canvases.get(id(image))
        if canvas is None:
            return
        canvas.used = True
        target = self._canvas(cut)
        for pending in canvas.texts:
            moved = pending.moved(-box[0], -box[1], cut, composite=False)
            if moved is not None:
                target.texts.append(moved)

    def finish(self, image: Image.Image) -> None:
        canvas = self._canvas(image)
        canvas.used = True
        texts = tuple(p.finished() for p in canvas.texts)
        self.images.append(MeasuredImage(image.width, image.height, texts))

    def adopt(self, image: Image.Image, inner: Measurement) -> None:
        """A tile drawn by a cached function under its own measurement (see ``draw.drawing_cache``):
        this measurement takes the tile's texts (and the words it cut), so that they follow it wherever it
        is pasted. So do the measurements this one is nested in, since a tile first drawn inside another
        cached drawing (a palette's sample boards) is a cache hit, and pasted, in every board after; for
        them it does not count as lost if it is never pasted."""
        drawn = inner._canvases.get(id(image))
        if drawn is None or not drawn.texts:
            return
        self._canvas(image).texts.extend(drawn.texts)
        # A tile's words cut short, or past its edge, are so in every picture it is pasted on.
        self.cuts += inner.cuts
        self.overflows += inner.overflows
        outer = self._parent
        while outer is not None:
            canvas = outer._canvas(image)
            if not canvas.texts:
                canvas.texts.extend(drawn.texts)
                canvas.used = True
            outer = outer._parent

    def recall(self, image: Image.Image) -> None:
        """A cached tile handed out again: when this measurement has not seen its texts, it takes them
        from the nearest measurement it is nested in that has (the tile was first drawn for another
        picture, then reused inside a cached drawing measured on its own)."""
        if self._canvases.get(id(image)) is not None:
            return
        outer = self._parent
        while outer is not None:
            known = outer._canvases.get(id(image))
            if known is not None and known.texts:
                self._canvas(image).texts.extend(known.texts)
                return
            outer = outer._parent


_active: ContextVar[Measurement | None] = ContextVar("bot_render_measurement", default=None)


def current() -> Measurement | None:
    """The measurement under way, if any (one context-variable read)."""
    return _active.get()


@contextmanager
def measuring_into(measurement: Measurement) -> Iterator[Measurement]:
    token = _active.set(measurement)
    try:
        yield measurement
    finally:
        _active.reset(token)
