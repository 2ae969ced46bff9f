"""SLITHER's pieces: frog pawns (a colour and a shape each), lily pads, the tags of path cards, the letters
of the spots a tile may take, and the boxes of the path strip.

A pawn is told apart by its shape as well as its colour (``style.FROGS``); a lily pad is a filled disc
and an eaten one a hollow ring; a path card the frogs have seen has a filled tag, one still face down a
hollow tag (the snake's own pictures only), so colour is never the only cue.
"""

from __future__ import annotations

import math

from PIL import ImageDraw

from bot.render import draw as d
from bot.render.slither.style import (
    CARD_FACE,
    DARK,
    HIDDEN,
    HIDDEN_FILL,
    INK,
    LABEL_SIZE,
    LETTER_DISC,
    LETTER_INK,
    LILY_PAD,
    PAD_EDGE,
    PAD_GONE,
    PANEL,
    SEEN,
    SOFT,
    VALUE_SIZE,
    Shape,
)


def pawn(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, shape: Shape, colour: d.RGB) -> None:
    """A frog pawn ``size`` pixels across: its shape in its colour, with a dark edge."""
    h = size / 2
    edge = max(2, round(size / 10))
    if shape == "circle":
        draw.ellipse((cx - h, cy - h, cx + h, cy + h), fill=colour, outline=DARK, width=edge)
    elif shape == "square":
        s = h * 0.86
        draw.rectangle((cx - s, cy - s, cx + s, cy + s), fill=colour, outline=DARK, width=edge)
    elif shape == "triangle":
        points = [(cx, cy - h * 1.05), (cx + h * 1.05, cy + h * 0.8), (cx - h * 1.05, cy + h * 0.8)]
        draw.polygon(points, fill=colour, outline=DARK, width=edge)
    else:  # diamond
        s = h * 1.08
        draw.polygon(
            [(cx, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)], fill=colour, outline=DARK, width=edge
        )


def lily_pad(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, present: bool) -> None:
    """A lily pad (a green disc with its notch), or the hollow ring where one was eaten."""
    box = (cx - r, cy - r, cx + r, cy + r)
    if present:
        draw.ellipse(box, fill=LILY_PAD, outline=PAD_EDGE, width=2)
        draw.line((cx, cy, cx + r * 0.7, cy - r * 0.7), fill=PAD_EDGE, width=2)  # the pad's slit
    else:
        draw.ellipse(box, outline=PAD_GONE, width=max(3, round(r / 3)))


TAG_SIZE = LABEL_SIZE


def tag_font() -> d.Font:
    return d.font(TAG_SIZE, bold=True, family="condensed")


def tag_width(text: str) -> int:
    return tag_font().width(text) + 10


def tag(draw: ImageDraw.ImageDraw, xy: tuple[int, int], text: str, face_up: bool) -> None:
    """A path card's segment on the map, left edge at ``xy[0]``, centred on ``xy[1]``: a filled tag for a
    card seen face up, a hollow one for a card still face down."""
    f = tag_font()
    w, h = tag_width(text), TAG_SIZE + 6
    x, y = xy
    box = (x, y - h // 2, x + w, y + h - h // 2)
    if face_up:
        draw.rounded_rectangle(box, 6, fill=SEEN)
        f.draw(draw, (x + w / 2, y), text, DARK, anchor="mm")
    else:
        draw.rounded_rectangle(box, 6, fill=HIDDEN_FILL, outline=HIDDEN, width=2)
        f.draw(draw, (x + w / 2, y), text, HIDDEN, anchor="mm")


def letter_disc(draw: ImageDraw.ImageDraw, cx: float, cy: float, letter: str, radius: float) -> None:
    """A spot's letter on a dark disc (a rounded pill for two letters) at the corner its hexes share.

    The pill is laid on whole pixels and is either a disc or at least two pixels wider than one:
    Pillow cannot draw a rounded rectangle whose width falls just short of that (``x1 must be greater
    than or equal to x0``), and the map's radius, hence the font, follows the players' names."""
    f = d.font(max(LABEL_SIZE, min(28, round(0.5 * radius))), bold=True)
    h = max(2, round(f.size * 0.72))
    half = max(h, math.ceil(f.width(letter) / 2 + 6))
    if half == h + 1:
        half += 1
    x, y = round(cx), round(cy)
    draw.rounded_rectangle(
        (x - half, y - h, x + half, y + h), h, fill=LETTER_DISC, outline=LETTER_INK, width=2
    )
    f.draw(draw, (x, y), letter, LETTER_INK, anchor="mm")


def segment_box(
    draw: ImageDraw.ImageDraw, box: d.Box, name: str, value: str, state: str, lines: tuple[str, ...]
) -> None:
    """One segment of the path strip: its name, its card (a location, "?" face down, "—" empty), and
    under them ``lines`` (the card's state in words, an ability card on it).

    ``state`` is "seen" (face up: a light card edged in the seen colour), "down" (a face-down card whose
    location the picture shows, the snake's own: dark, edged in the face-down colour), "hidden" (a
    face-down card whose location the picture does not know) or "empty"."""
    x0, y0, x1, _ = box
    fill = {"seen": CARD_FACE, "down": HIDDEN_FILL}.get(state, PANEL)
    outline = {"seen": SEEN, "down": HIDDEN, "hidden": SOFT}.get(state, PANEL)
    draw.rounded_rectangle(box, 10, fill=fill, outline=outline, width=3)
    ink = {"seen": DARK, "down": HIDDEN}.get(state, SOFT)
    big_ink = {"seen": DARK, "down": HIDDEN}.get(state, INK)
    mid = (x0 + x1) / 2
    room = x1 - x0 - BOX_INSIDE
    small = d.fit_font(name, room, LABEL_SIZES, bold=True, family="condensed")
    small.draw(draw, (mid, y0 + 6), small.fit(name, room), ink, anchor="ma")
    big = d.font(SEGMENT_VALUE, bold=True)
    big.draw(draw, (mid, y0 + SEGMENT_VALUE_TOP), big.fit(value, room), big_ink, anchor="ma")
    y = y0 + SEGMENT_VALUE_TOP + SEGMENT_VALUE + 6
    for line in lines:
        plain = d.fit_font(line, room, LABEL_SIZES, family="condensed")
        plain.draw(draw, (mid, y), plain.fit(line, room), ink, anchor="ma")
        y += SEGMENT_LINE


def segment_box_width(name: str, value: str, state: str, lines: tuple[str, ...]) -> int:
    """The narrowest strip box that shows its words whole, at the smallest type they may take."""
    smallest = LABEL_SIZES[-1]
    widths = [
        d.font(smallest, bold=True, family="condensed").width(name),
        d.font(SEGMENT_VALUE, bold=True).width(value),
        *(d.font(smallest, family="condensed").width(line) for line in lines),
    ]
    return max(widths) + BOX_INSIDE


BOX_INSIDE = 8  # a strip box's words keep this much of its width free
# A label's type sizes, largest first: a word of a longer language may take a size smaller, down to the
# smallest a phone reads (a fortieth of the picture's width, bot/render/measure.py).
LABEL_SIZES = (LABEL_SIZE, LABEL_SIZE - 1, LABEL_SIZE - 2)
SEGMENT_VALUE_TOP = 34
SEGMENT_VALUE = VALUE_SIZE - 2
SEGMENT_LINE = LABEL_SIZE + 4


def segment_height(lines: int) -> int:
    """A strip box's height with ``lines`` lines under its card."""
    return SEGMENT_VALUE_TOP + SEGMENT_VALUE + 6 + lines * SEGMENT_LINE + 6
