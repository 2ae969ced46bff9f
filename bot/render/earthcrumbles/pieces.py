"""As The Earth Crumbles' pieces, each drawn once and then pasted (``draw.drawing_cache``): the colours'
symbols, the resource icons, tiles (on the Earth, on a Site, as a chip in a list).

Every tile carries its colour's symbol (a droplet for blue, a leaf for green, a flame for red, a hazard
sign on a gas pocket) on a disc of its ink, and its name in words, so colour is never the only cue; a
tile a decision is about gets a ring (a shape, seen by everyone alike).
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from bot.i18n import Speaker, english
from bot.render import draw as d
from bot.render.earthcrumbles.style import (
    BG,
    COIN,
    COIN_EDGE,
    CULTURE,
    CULTURE_EDGE,
    DANGER,
    DARK,
    HIGHLIGHT,
    INK,
    PANEL,
    PRESTIGE,
    PROSPERITY,
    PROSPERITY_EDGE,
    SOFT,
    TAG_SIZE,
    TEXT_SIZE,
    TILE_NAME_SIZE,
    fill_of,
    ink_of,
)
from bot.render.earthcrumbles.tilewords import ability, bare_name
from engines.earthcrumbles.data import tile
from engines.earthcrumbles.models import TileView
from engines.earthcrumbles.views import tile_view

RING = 6  # room round a tile for its ring: every tile has it, ring or not, so that they line up
SUPER = 4  # symbols are drawn this many times larger, then scaled down smoothly

# The flame's outline and its cut-out core, as fractions of the symbol's size.
FLAME = (
    (0.50, 0.02), (0.62, 0.20), (0.75, 0.35), (0.85, 0.52), (0.87, 0.69), (0.80, 0.85), (0.66, 0.95),
    (0.50, 0.98), (0.34, 0.95), (0.20, 0.85), (0.13, 0.69), (0.15, 0.50), (0.22, 0.34), (0.28, 0.16),
    (0.38, 0.34), (0.44, 0.20),
)  # fmt: skip
FLAME_CORE = ((0.50, 0.50), (0.62, 0.70), (0.60, 0.84), (0.50, 0.89), (0.40, 0.84), (0.38, 0.70))


def tile_of(tile_id: str) -> TileView:
    return tile_view(tile_id)


def canvas(w: int, h: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A transparent canvas for one piece, pasted onto the board through its alpha."""
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    return image, ImageDraw.Draw(image)


# ---- symbols and icons ----------------------------------------------------------------------------------


@d.drawing_cache
def symbol_tile(colour: str, size: int, ink: d.RGB) -> Image.Image:
    """The colour's symbol, ``size`` pixels square: a droplet (blue), a leaf (green), a flame (red), a
    hazard triangle with "!" (a gas pocket)."""
    s = size * SUPER
    big = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    fill = (*ink, 255)
    if colour == "blue":  # a droplet: a round bottom and a point on top
        r = s * 0.30
        cx, cy = s / 2, s * 0.62
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)
        draw.polygon(
            [(cx, s * 0.06), (cx - r * 0.93, cy - r * 0.35), (cx + r * 0.93, cy - r * 0.35)], fill=fill
        )
    elif colour == "green":  # a leaf: two arcs meeting at the tips, with a stem
        points = [(0.12 + 0.76 * k / 24, math.sin(math.pi * k / 24) * 0.36) for k in range(25)]
        upper = [(s * (a + w * 0.5), s * (1 - a + w * 0.5)) for a, w in points]
        lower = [(s * (a - w * 0.5), s * (1 - a - w * 0.5)) for a, w in reversed(points)]
        draw.polygon(upper + lower, fill=fill)
        draw.line((s * 0.06, s * 0.94, s * 0.2, s * 0.8), fill=fill, width=max(2, s // 12))
    elif colour == "red":  # a flame: a teardrop with a second tongue, and its hot core cut out
        draw.polygon([(s * a, s * b) for a, b in FLAME], fill=fill)
        draw.polygon([(s * a, s * b) for a, b in FLAME_CORE], fill=(0, 0, 0, 0))
    else:  # a gas pocket: a hazard triangle with an exclamation mark cut out
        draw.polygon([(s * 0.5, s * 0.06), (s * 0.96, s * 0.9), (s * 0.04, s * 0.9)], fill=fill)
        hole = (0, 0, 0, 0)
        draw.rectangle((s * 0.45, s * 0.34, s * 0.55, s * 0.64), fill=hole)
        draw.rectangle((s * 0.45, s * 0.71, s * 0.55, s * 0.80), fill=hole)
    return big.resize((size, size), Image.Resampling.LANCZOS)


def badge(image: Image.Image, draw: ImageDraw.ImageDraw, colour: str, cx: float, cy: float, r: int) -> None:
    """The colour's symbol, in the colour, on a disc of the tile's ink: white on the dark blue and red,
    near-black on the light green and grey, so it stands out on its tile and on a dark panel alike."""
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=ink_of(colour))
    size = round(r * 1.6)
    d.paste(image, symbol_tile(colour, size, fill_of(colour)), (round(cx - size / 2), round(cy - size / 2)))


def coin(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, value: str = "") -> None:
    """A Coin: a gold disc with a darker rim, and a number on it if given."""
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=COIN_EDGE)
    inner = max(1.0, r - max(2.0, r / 7))
    draw.ellipse((cx - inner, cy - inner, cx + inner, cy + inner), fill=COIN)
    if value:
        f = d.font(TEXT_SIZE, bold=True)
        f.draw(draw, (cx, cy), value, DARK, anchor="mm")


def culture(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """Culture: a meeple (a head and a body with arms)."""
    draw.ellipse((cx - s * 0.17, cy - s * 0.5, cx + s * 0.17, cy - s * 0.16), fill=CULTURE)
    body = [
        (-0.5, -0.02), (-0.2, -0.16), (0.2, -0.16), (0.5, -0.02), (0.24, 0.08), (0.38, 0.5), (0.08, 0.5),
        (0.0, 0.3), (-0.08, 0.5), (-0.38, 0.5), (-0.24, 0.08),
    ]  # fmt: skip
    draw.polygon([(cx + s * a, cy + s * b) for a, b in body], fill=CULTURE, outline=CULTURE_EDGE)


def prosperity(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """Prosperity: a cut crystal."""
    top, mid, bottom = cy - s * 0.45, cy - s * 0.12, cy + s * 0.5
    outline = [
        (cx - s * 0.28, top),
        (cx + s * 0.28, top),
        (cx + s * 0.5, mid),
        (cx, bottom),
        (cx - s * 0.5, mid),
    ]
    draw.polygon(outline, fill=PROSPERITY, outline=PROSPERITY_EDGE)
    draw.line((cx - s * 0.5, mid, cx + s * 0.5, mid), fill=PROSPERITY_EDGE)
    draw.line((cx - s * 0.12, top, cx - s * 0.2, mid, cx, bottom), fill=PROSPERITY_EDGE)
    draw.line((cx + s * 0.12, top, cx + s * 0.2, mid, cx, bottom), fill=PROSPERITY_EDGE)


def star(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill: d.RGB = PRESTIGE) -> None:
    """Prestige, and the mark of who leads: a five-pointed star."""
    points = []
    for k in range(10):
        r = s * (0.52 if k % 2 == 0 else 0.22)
        a = -math.pi / 2 + k * math.pi / 5
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    draw.polygon(points, fill=fill)


def ring(draw: ImageDraw.ImageDraw, box: d.Box, radius: int, colour: d.RGB, back: d.RGB = BG) -> None:
    """A ring round a piece, with a gap of the colour the piece lies on inside it."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle((x0 - RING, y0 - RING, x1 + RING, y1 + RING), radius + RING, fill=colour)
    draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), radius + 3, fill=back)


def dashed_box(draw: ImageDraw.ImageDraw, box: d.Box, colour: d.RGB, width: int = 2) -> None:
    x0, y0, x1, y1 = box
    dash = 10
    for x in range(x0 + 6, x1 - 6, dash * 2):
        draw.line((x, y0, min(x + dash, x1 - 6), y0), fill=colour, width=width)
        draw.line((x, y1, min(x + dash, x1 - 6), y1), fill=colour, width=width)
    for y in range(y0 + 6, y1 - 6, dash * 2):
        draw.line((x0, y, x0, min(y + dash, y1 - 6)), fill=colour, width=width)
        draw.line((x1, y, x1, min(y + dash, y1 - 6)), fill=colour, width=width)


# ---- tiles ----------------------------------------------------------------------------------------------

RINGS = {"": None, "take": HIGHLIGHT, "exploded": DANGER}


def line_font(text: str, width: int, smallest: int = TEXT_SIZE - 1) -> d.Font:
    """The font of an ability on one line: TEXT_SIZE, or a pixel smaller when that makes it fit (21 is
    10.5 on a phone, still over the floor of 10); on a Site, where German runs long, down to ``smallest``
    (20: the floor itself)."""
    return d.fit_font(text, width, tuple(range(TEXT_SIZE, smallest - 1, -1)), family="condensed")


@d.drawing_cache
def wide_tile(tile_id: str, w: int, h: int, mark: str = "", say: Speaker | None = None) -> Image.Image:
    """A tile in a row of the board: its symbol, its name and its Build Cost as a Coin on the first line,
    its ability on the second when ``h`` leaves room (``w`` x ``h`` plus RING all round)."""
    say = say or english()
    t = tile_of(tile_id)
    fill, ink = fill_of(t.colour), ink_of(t.colour)
    image, draw = canvas(w + 2 * RING, h + 2 * RING)
    box = (RING, RING, RING + w - 1, RING + h - 1)
    colour = RINGS.get(mark)
    if colour is not None:
        ring(draw, box, 12, colour)
    draw.rounded_rectangle(box, 12, fill=fill, outline=d.mix(fill, (0, 0, 0), 0.35), width=2)
    two = h >= 70
    cy = RING + (24 if two else h / 2)
    badge(image, draw, t.colour, RING + 22, cy, 16)
    right = RING + w - 10
    if t.colour:  # gas pockets cannot be built
        coin(draw, right - 17, cy, 17, str(t.cost))
        right -= 42
    name = d.font(TILE_NAME_SIZE, bold=True, family="condensed")
    x = RING + 46
    title = bare_name(tile_id, say)
    if mark == "exploded" and not two:
        title = say("earth-board-exploded-name", name=title)
    name = d.fit_font(title, right - x, (TILE_NAME_SIZE, TEXT_SIZE), bold=True, family="condensed")
    name.draw(draw, (x, cy), name.fit(title, right - x), ink, anchor="lm")
    if two:
        words = ability(t, say=say)
        if mark == "exploded" and not t.colour:  # an exploding gas pocket: what it asks, said once
            words = say("earth-board-exploded-gas", coins=tile(tile_id).pay)
        elif mark == "exploded":
            words = say("earth-board-exploded-ability", ability=words)
        text = line_font(words, w - 22)
        text.draw(draw, (RING + 12, RING + h - 22), text.fit(words, w - 22), ink, anchor="lm")
    return image


@d.drawing_cache
def earth_tile(tile_id: str, w: int, h: int, mark: str = "", say: Speaker | None = None) -> Image.Image:
    """A tile in the Earth close-up, narrow: symbol and cost on top, then its name and its ability,
    wrapped (``w`` x ``h`` plus RING all round)."""
    say = say or english()
    t = tile_of(tile_id)
    fill, ink = fill_of(t.colour), ink_of(t.colour)
    image, draw = canvas(w + 2 * RING, h + 2 * RING)
    box = (RING, RING, RING + w - 1, RING + h - 1)
    colour = RINGS.get(mark)
    if colour is not None:
        ring(draw, box, 12, colour)
    draw.rounded_rectangle(box, 12, fill=fill, outline=d.mix(fill, (0, 0, 0), 0.35), width=2)
    badge(image, draw, t.colour, RING + 22, RING + 22, 15)
    if t.colour:
        coin(draw, RING + w - 24, RING + 22, 16, str(t.cost))
    y = RING + EARTH_TOP
    name = d.font(TEXT_SIZE, bold=True, family="condensed")
    text = d.font(TEXT_SIZE, family="condensed")
    titles, words = earth_words(tile_id, w, say)
    for line in titles:
        name.draw(draw, (RING + 7, y), line, ink, anchor="lt")
        y += EARTH_LINE
    y += 4
    for line in words:
        text.draw(draw, (RING + 7, y), line, ink, anchor="lt")
        y += EARTH_LINE
    return image


EARTH_TOP = 44  # where a tile's words start in the Earth close-up, under its symbol and cost
EARTH_LINES, EARTH_LINE = 6, 23  # at most so many lines of words (name and ability), so far apart


def earth_words(tile_id: str, w: int, say: Speaker | None = None) -> tuple[list[str], list[str]]:
    """A tile's name and ability wrapped for the Earth close-up's narrow cards."""
    say = say or english()
    t = tile_of(tile_id)
    titles = name_lines(say(f"earth-board-name-{tile_id}"), w - 12, 2)
    words = d.font(TEXT_SIZE, family="condensed").wrap(ability(t, say=say), w - 12, EARTH_LINES - len(titles))
    return titles, words


def name_lines(name: str, width: int, lines: int) -> list[str]:
    """A tile's name wrapped onto at most ``lines`` lines: at spaces, between Japanese characters and
    inside a long word at its soft hyphens (``Font.wrap``)."""
    return d.font(TEXT_SIZE, bold=True, family="condensed").wrap(name, width, lines)


def earth_height(tile_ids: list[str], w: int, say: Speaker | None = None) -> int:
    """The height of a row of the Earth close-up: room for the longest words of its tiles."""
    lines = max((sum(map(len, earth_words(t, w, say))) for t in tile_ids), default=2)
    return EARTH_TOP + 4 + lines * EARTH_LINE + 8


def chip_width(tile_id: str, say: Speaker | None = None) -> int:
    """The width of a chip's tile (ring room included)."""
    t = tile_of(tile_id)
    f = d.font(TEXT_SIZE, bold=True, family="condensed")
    return (
        f.width(f.clean(bare_name(tile_id, say or english()))) + 44 + (38 if t.colour else 0) + 12 + 2 * RING
    )


CHIP_H = 42


@d.drawing_cache
def chip(tile_id: str, say: Speaker | None = None) -> Image.Image:
    """A tile in a list (a Reserve, the discard pile): its symbol, its name and its cost, on one line."""
    say = say or english()
    t = tile_of(tile_id)
    fill, ink = fill_of(t.colour), ink_of(t.colour)
    w = chip_width(tile_id, say)
    image, draw = canvas(w, CHIP_H + 2 * RING)
    box = (RING, RING, w - RING - 1, RING + CHIP_H - 1)
    draw.rounded_rectangle(box, 10, fill=fill, outline=d.mix(fill, (0, 0, 0), 0.35), width=2)
    cy = RING + CHIP_H / 2
    badge(image, draw, t.colour, RING + 20, cy, 14)
    f = d.font(TEXT_SIZE, bold=True, family="condensed")
    f.draw(draw, (RING + 40, cy), f.clean(bare_name(tile_id, say)), ink, anchor="lm")
    if t.colour:
        coin(draw, w - RING - 22, cy, 15, str(t.cost))
    return image


def more_chip(draw: ImageDraw.ImageDraw, x: int, cy: float, text: str) -> int:
    """ "+3 more" at the end of a list of chips; returns its width."""
    f = d.font(TAG_SIZE, bold=True)
    f.draw(draw, (x + 4, cy), text, SOFT, anchor="lm")
    return f.width(text) + 8


STRIP_W = 40  # the Site's number and its stack's height, at the left of its tile


@d.drawing_cache
def site_tile(
    site: int,
    tile_id: str,
    height: int,
    printed_coin: int,
    w: int,
    h: int,
    mark: str = "",
    back: d.RGB = BG,
    say: Speaker | None = None,
) -> Image.Image:
    """Site ``site`` (``w`` x ``h`` plus RING all round): its number (over "×2" for a stack of two tiles),
    then its visible tile's symbol and name on the first line and its ability on the second, with a
    Stack Multiplier's multiplier and a pickup's "no income"; an empty Site (``tile_id`` "") shows the
    Coin it prints while empty (ruling G1). ``mark`` "take" rings it (a Site still to generate income)."""
    say = say or english()
    image, draw = canvas(w + 2 * RING, h + 2 * RING)
    box = (RING, RING, RING + w - 1, RING + h - 1)
    colour = RINGS.get(mark)
    if colour is not None:
        ring(draw, box, 12, colour, back)
    number = d.font(TILE_NAME_SIZE, bold=True)
    text = d.font(TEXT_SIZE, family="condensed")
    strip = (RING, RING, RING + STRIP_W, RING + h - 1)
    if not tile_id:
        draw.rounded_rectangle(box, 12, fill=PANEL)
        dashed_box(draw, (RING + STRIP_W + 2, RING, RING + w - 1, RING + h - 1), SOFT)
        number.draw(draw, (RING + STRIP_W / 2, RING + h / 2), str(site), INK, anchor="mm")
        cy = RING + h / 2
        x = RING + STRIP_W + 14
        if printed_coin:
            coin(draw, x + 16, cy, 17, str(printed_coin))
            said = text.wrap(say("earth-board-site-prints", coins=printed_coin), RING + w - 8 - x - 42, 2)
            for k, line in enumerate(said):  # one line, or two about the middle
                text.draw(draw, (x + 42, cy + (k - (len(said) - 1) / 2) * 26), line, INK, anchor="lm")
        else:
            text.draw(draw, (x, cy), say("earth-board-site-empty-label"), SOFT, anchor="lm")
        return image
    t = tile_of(tile_id)
    fill, ink = fill_of(t.colour), ink_of(t.colour)
    draw.rounded_rectangle(box, 12, fill=fill, outline=d.mix(fill, (0, 0, 0), 0.35), width=2)
    draw.rounded_rectangle(strip, 12, fill=ink)
    draw.rectangle((strip[2] - 12, strip[1], strip[2], strip[3]), fill=ink)
    cy = RING + 22
    if height > 1:  # the number over the height: "3" over "×2" is Site 3, a stack of two tiles
        number.draw(draw, (RING + STRIP_W / 2, cy), str(site), fill, anchor="mm")
        tag = d.font(TAG_SIZE, bold=True, family="condensed")
        tag.draw(draw, (RING + STRIP_W / 2, RING + h - 20), f"×{height}", fill, anchor="mm")
    else:
        number.draw(draw, (RING + STRIP_W / 2, RING + h / 2), str(site), fill, anchor="mm")
    left = RING + STRIP_W
    badge(image, draw, t.colour, left + 22, cy, 15)
    right = RING + w - 8
    x = left + 44
    title = bare_name(tile_id, say)
    name = d.fit_font(title, right - x, (TILE_NAME_SIZE, TEXT_SIZE), bold=True, family="condensed")
    name.draw(draw, (x, cy), name.fit(title, right - x), ink, anchor="lm")
    words = ability(t, height, say)
    text = line_font(words, w - STRIP_W - 14, smallest=TEXT_SIZE - 2)
    text.draw(draw, (left + 8, RING + h - 20), text.fit(words, w - STRIP_W - 14), ink, anchor="lm")
    return image


LANE_LABEL_W, LANE_LABEL_H = 84, 66


@d.drawing_cache
def lane_label(colour: str, back: d.RGB, say: Speaker | None = None) -> Image.Image:
    """A Lane's symbol over its colour's name, on ``back`` (``LANE_LABEL_W`` x ``LANE_LABEL_H``)."""
    say = say or english()
    image = Image.new("RGB", (LANE_LABEL_W, LANE_LABEL_H), back)
    draw = ImageDraw.Draw(image)
    cx = LANE_LABEL_W / 2
    badge(image, draw, colour, cx, 20, 18)
    f = d.font(TEXT_SIZE, bold=True, family="condensed")
    f.draw(
        draw, (cx, 50), f.fit(say("earth-board-colour", colour=colour), LANE_LABEL_W - 4), INK, anchor="mm"
    )
    return image


@d.drawing_cache
def words_tile(
    text: str, size: int, fill: d.RGB, back: d.RGB, bold: bool = False, family: d.Family = "sans"
) -> Image.Image:
    """Words (already fitted) on ``back``: drawn once, pasted wherever they recur (names, headings,
    numbers, directives), which costs less than drawing them on every board."""
    f = d.font(size, bold, family)
    height = round(size * 1.5)
    image = Image.new("RGB", (f.width(text) + 4, height), back)
    f.draw(ImageDraw.Draw(image), (2, height / 2), text, fill, anchor="lm")
    return image


def put(image: Image.Image, tile: Image.Image, x: float, cy: float, align: str = "l") -> int:
    """Paste a ``words_tile`` with its left (``align`` "l") or right ("r") edge at ``x``, centred on
    ``cy``; returns the width of its words."""
    left = x - 2 if align == "l" else x - tile.width + 2
    d.paste(image, tile, (round(left), round(cy - tile.height / 2)))
    return tile.width - 4
