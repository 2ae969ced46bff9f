"""Gentoo Rules' pieces, each drawn once and then pasted (``draw.drawing_cache``): penguins, Nesting
Stones, fish, card pictograms, the chips that name a card in play, and the Choice Cards.

Every card piece carries the card's name in words as well as its colour and pictogram, so colour is
never the only cue; a piece a decision is about gets a white ring (a shape, seen by everyone alike).
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from bot.render import draw as d
from bot.render.gentoo.style import (
    CARD_NAME_SIZE,
    CHIP_SIZE,
    DARK,
    FISH,
    HIGHLIGHT,
    ORANGE,
    PANEL,
    SMALL_SIZE,
    SOFT,
    STONE,
    STONE_EDGE,
    STRIP,
    STYLES,
)
from engines.gentoo.data import EGG_TYPES, CardSpec, load_data

RING = 6  # room around a chip or card for its ring: every tile has it, ring or not, so they line up


def spec(kind: str) -> CardSpec:
    return load_data().spec(kind)


def tile(w: int, h: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A transparent canvas for one piece, pasted onto the board through its alpha."""
    canvas = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    return canvas, ImageDraw.Draw(canvas)


def ring(draw: ImageDraw.ImageDraw, box: d.Box, radius: int) -> None:
    """The white ring around a piece a decision is about, with a gap of the row's colour inside it."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle((x0 - RING, y0 - RING, x1 + RING, y1 + RING), radius + RING, fill=HIGHLIGHT)
    draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), radius + 3, fill=PANEL)


@d.drawing_cache
def penguin(h: int, filled: bool) -> Image.Image:
    """A gentoo penguin (white cap patch, orange beak and feet), or the outline of a penguin still to
    hatch; on a transparent tile ``h`` pixels high."""
    w = h * 0.66
    canvas, draw = tile(round(w * 1.1) + 2, h + 1)
    cx, top, bottom = w / 2 + 1, 0.0, float(h)
    if not filled:
        ghost = SOFT
        lw = max(2, h // 14)
        draw.ellipse((cx - w / 2, top + h * 0.22, cx + w / 2, bottom - h * 0.04), outline=ghost, width=lw)
        draw.ellipse((cx - w * 0.3, top, cx + w * 0.3, top + h * 0.42), outline=ghost, width=lw)
        return canvas
    dark, white = (22, 26, 32), (246, 248, 250)
    draw.ellipse((cx - w * 0.42, bottom - h * 0.1, cx - w * 0.02, bottom), fill=ORANGE)
    draw.ellipse((cx + w * 0.02, bottom - h * 0.1, cx + w * 0.42, bottom), fill=ORANGE)
    draw.ellipse(
        (cx - w / 2, top + h * 0.22, cx + w / 2, bottom - h * 0.04), fill=dark, outline=white, width=1
    )
    draw.ellipse((cx - w * 0.3, top, cx + w * 0.3, top + h * 0.42), fill=dark, outline=white, width=1)
    draw.ellipse((cx - w * 0.3, top + h * 0.36, cx + w * 0.3, bottom - h * 0.08), fill=white)
    draw.ellipse((cx - w * 0.02, top + h * 0.1, cx + w * 0.2, top + h * 0.2), fill=white)
    draw.polygon(
        [(cx + w * 0.22, top + h * 0.2), (cx + w * 0.52, top + h * 0.26), (cx + w * 0.22, top + h * 0.32)],
        fill=ORANGE,
    )
    return canvas


def stone(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """A Nesting Stone: a grey pebble with a dark edge."""
    draw.ellipse(
        (cx - r * 1.2, cy - r * 0.85, cx + r * 1.2, cy + r * 0.85), fill=STONE, outline=STONE_EDGE, width=2
    )


def fish(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, colour: d.RGB = FISH) -> None:
    """A fish token: an oval body and a tail, pointing left."""
    draw.ellipse((cx - r * 1.1, cy - r * 0.6, cx + r * 0.7, cy + r * 0.6), fill=colour)
    draw.polygon(
        [(cx + r * 0.5, cy), (cx + r * 1.3, cy - r * 0.65), (cx + r * 1.3, cy + r * 0.65)], fill=colour
    )


def icon(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float, ink: d.RGB) -> None:
    """A pictogram of the card type, a second cue besides the colour and the name."""
    lw = max(2, round(r / 6))
    if kind == "snow":  # a snowflake: three crossing bars with ticks at their ends
        for angle in (0.0, 60.0, 120.0):
            ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
            draw.line((cx - ux * r, cy - uy * r, cx + ux * r, cy + uy * r), fill=ink, width=lw)
            for sign in (1, -1):
                ex, ey = cx + sign * ux * r * 0.65, cy + sign * uy * r * 0.65
                px, py = -uy * r * 0.25, ux * r * 0.25
                draw.line((ex + px, ey + py, ex - px, ey - py), fill=ink, width=lw)
    elif kind in EGG_TYPES:
        draw.ellipse(
            (cx - r * 0.7, cy - r * 0.95, cx + r * 0.7, cy + r * 0.8),
            fill=(255, 253, 245),
            outline=ink,
            width=lw,
        )
    elif kind == "hatch":  # an egg cracked open
        draw.chord((cx - r * 0.7, cy - r * 0.7, cx + r * 0.7, cy + r * 0.9), 0, 180, outline=ink, width=lw)
        zig = [(cx - r * 0.7 + i * r * 0.28, cy + (0.2 if i % 2 else -0.1) * r) for i in range(6)]
        draw.line(zig, fill=ink, width=lw)
        draw.arc((cx - r * 0.6, cy - r * 1.1, cx + r * 0.6, cy + r * 0.2), 200, 340, fill=ink, width=lw)
    elif kind == "skua":  # a gull in flight
        draw.arc((cx - r, cy - r * 0.5, cx, cy + r * 0.7), 190, 350, fill=ink, width=lw + 1)
        draw.arc((cx, cy - r * 0.5, cx + r, cy + r * 0.7), 190, 350, fill=ink, width=lw + 1)
        draw.ellipse((cx - r * 0.12, cy - r * 0.25, cx + r * 0.12, cy + r * 0.05), fill=ink)
    elif kind == "thief":  # a stone carried off
        stone(draw, cx - r * 0.3, cy + r * 0.2, r * 0.45)
        d.arrow(draw, (cx - r * 0.1, cy - r * 0.2), (cx + r, cy - r * 0.75), ink, lw, round(r * 0.45))
    elif kind == "nest":  # a nest bowl with a stone in it
        stone(draw, cx, cy - r * 0.05, r * 0.4)
        draw.chord((cx - r, cy - r * 0.6, cx + r, cy + r * 0.7), 0, 180, fill=ink)
    elif kind == "seal":  # jaws
        teeth = [(cx - r + i * r * 0.4, cy + (0.45 if i % 2 else -0.35) * r) for i in range(6)]
        draw.line(teeth, fill=ink, width=lw, joint="curve")
        draw.arc((cx - r, cy - r, cx + r, cy + r), 200, 340, fill=ink, width=lw)
    elif kind == "peck":  # a beak with a burst
        draw.polygon(
            [(cx - r * 0.6, cy - r * 0.45), (cx + r * 0.5, cy), (cx - r * 0.6, cy + r * 0.45)], fill=ink
        )
        for dy in (-0.6, 0.0, 0.6):
            draw.line((cx + r * 0.65, cy + dy * r * 0.8, cx + r, cy + dy * r * 1.2), fill=ink, width=lw)
    elif kind == "blizzard":  # play turned around: two opposite arrows
        d.arrow(draw, (cx - r, cy - r * 0.35), (cx + r, cy - r * 0.35), ink, lw, round(r * 0.45))
        d.arrow(draw, (cx + r, cy + r * 0.35), (cx - r, cy + r * 0.35), ink, lw, round(r * 0.45))
    elif kind == "fishing":
        fish(draw, cx - r * 0.15, cy, r * 0.75, ink)
    elif kind == "thaw":  # a drop of melt water
        draw.ellipse((cx - r * 0.55, cy - r * 0.1, cx + r * 0.55, cy + r), fill=ink)
        draw.polygon([(cx, cy - r), (cx - r * 0.5, cy + r * 0.2), (cx + r * 0.5, cy + r * 0.2)], fill=ink)


CHIP_H = 44


def chip_width(label: str, size: int = CHIP_SIZE) -> int:
    """The width of a chip's tile (its ring room included)."""
    f = d.font(size, bold=True, family="condensed")
    return f.width(label) + 24 + 2 * RING


@d.drawing_cache
def chip(kind: str, size: int = CHIP_SIZE, highlight: bool = False, label: str = "") -> Image.Image:
    """A card in play or atop a pile, as a chip: ``label`` (its short name, in the picture's language;
    English when left out) on its colour, with a white ring when a decision is about it; a ``kind`` of
    no card: an overflow chip ("+3 more")."""
    text = label or STYLES[kind].label
    fill = STYLES[kind].colour if kind in STYLES else PANEL
    f = d.font(size, bold=True, family="condensed")
    w = chip_width(text, size)
    canvas, draw = tile(w, CHIP_H + 2 * RING)
    box = (RING, RING, w - RING - 1, RING + CHIP_H - 1)
    if highlight:
        ring(draw, box, 10)
    outline = SOFT if kind not in STYLES else d.mix(fill, (0, 0, 0), 0.35)
    draw.rounded_rectangle(box, 10, fill=fill, outline=outline, width=2)
    f.draw(draw, (w / 2, RING + CHIP_H / 2), text, d.ink_on(fill) if kind in STYLES else SOFT, anchor="mm")
    return canvas


def _wrap_title(title: str, width: int) -> list[str]:
    return d.font(CARD_NAME_SIZE, bold=True, family="condensed").wrap(title, width, 2)


@d.drawing_cache
def choice_card(kind: str, w: int, h: int, highlight: bool, title_text: str, price: str) -> Image.Image:
    """A Choice Card: its name (``title_text``, in the picture's language), its pictogram (an Egg: its
    stones, big), and what taking it costs (``price``: "4 stones", "1 fish", "free")."""
    card_spec = spec(kind)
    fill = STYLES[kind].colour
    ink = d.ink_on(fill)
    canvas, draw = tile(w + 2 * RING, h + 2 * RING)
    box = (RING, RING, RING + w - 1, RING + h - 1)
    if highlight:
        ring(draw, box, 14)
    d.card(draw, box, fill, outline=d.mix(fill, (0, 0, 0), 0.35), radius=12, width=2)
    mid = RING + w / 2
    title = d.font(CARD_NAME_SIZE, bold=True, family="condensed")
    lines = _wrap_title(title_text, w - 14)
    ty = RING + 8
    for line in lines:
        title.draw(draw, (mid, ty), line, ink, anchor="ma")
        ty += 30
    strip_top = RING + h - 46
    centre = (ty + strip_top) / 2
    if card_spec.stones:  # an Egg's requirement is its main fact: the number, big, inside an egg
        r = min(34, (strip_top - ty) / 2 - 2)
        draw.ellipse(
            (mid - r * 0.8, centre - r, mid + r * 0.8, centre + r * 0.9),
            fill=(255, 253, 245),
            outline=DARK,
            width=2,
        )
        d.font(round(r * 1.2), bold=True).draw(draw, (mid, centre), str(card_spec.stones), DARK, anchor="mm")
    else:
        icon(draw, kind, mid, centre, min(26, (strip_top - ty) / 2 - 4), d.mix(ink, fill, 0.2))
    strip = (RING + 6, strip_top, RING + w - 7, RING + h - 7)
    draw.rounded_rectangle(strip, 8, fill=STRIP)
    cy = (strip[1] + strip[3]) / 2
    small = d.font(SMALL_SIZE + 2, bold=True)
    if card_spec.stones:
        needs = d.font(SMALL_SIZE + 2, bold=True, family="condensed")
        text = needs.fit(price, strip[2] - strip[0] - 8)
        needs.draw(draw, ((strip[0] + strip[2]) / 2, cy), text, DARK, anchor="mm")
    elif card_spec.cost:
        fish(draw, strip[0] + 18, cy, 10, (40, 120, 170))
        small.draw(draw, (strip[0] + 38, cy), small.fit(price, strip[2] - strip[0] - 40), DARK, anchor="lm")
    else:
        small.draw(
            draw,
            ((strip[0] + strip[2]) / 2, cy),
            small.fit(price, strip[2] - strip[0] - 8),
            DARK,
            anchor="mm",
        )
    return canvas
