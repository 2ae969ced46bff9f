"""Giant Snail Will Not Prevail!'s pieces: workers, slots, the snail, the robot, defence cards, resource
and region-type pictograms, and costs. Tiles are drawn once and pasted (``draw.drawing_cache``).

A worker is a disc in its seat's colour with a white rim and the seat's letter (R, B, K), so colour is
never the only cue; slots, empty or not, always stand on a light tray, so every seat colour is seen
against the same background (``style.colour_groups``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.render import draw as d
from bot.render.giantsnail.style import (
    BG,
    CARD_BACK,
    DISC,
    ENERGY,
    ENERGY_EDGE,
    INK,
    METAL,
    METAL_EDGE,
    PITCH,
    RIM,
    ROBOT,
    ROBOT_EDGE,
    ROBOT_EYE,
    SEAT_COLOUR,
    SEAT_LETTER,
    SHELL,
    SHELL_LINE,
    SHIELD,
    SLOT_EDGE,
    SMALL_SIZE,
    SNAIL_BODY,
    SNAIL_EDGE,
    TRAY,
    WHITE,
)

TRAY_PAD = 4  # the tray's margin around its slots


def tile(w: int, h: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A transparent canvas for one piece, pasted onto the board through its alpha."""
    canvas = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    return canvas, ImageDraw.Draw(canvas)


@d.drawing_cache
def worker_tile(colour: str, size: int = DISC) -> Image.Image:
    """A worker: a disc in its colour with a white rim and its colour's letter."""
    canvas, draw = tile(size + 1, size + 1)
    fill = SEAT_COLOUR.get(colour, SEAT_COLOUR["black"])
    draw.ellipse((0, 0, size, size), fill=RIM)
    draw.ellipse((2, 2, size - 2, size - 2), fill=fill)
    letter_size = max(SMALL_SIZE, round(size * 0.6))
    d.font(letter_size, bold=True).draw(
        draw, (size / 2, size / 2 + 1), SEAT_LETTER.get(colour, "?"), WHITE, anchor="mm"
    )
    return canvas


def worker(image: Image.Image, colour: str, cx: float, cy: float, size: int = DISC) -> None:
    d.paste(image, worker_tile(colour, size), (round(cx - size / 2), round(cy - size / 2)))


def empty_slot(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: int = DISC) -> None:
    r = size / 2 - 2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=SLOT_EDGE, width=2)


def tray_width(slots: int, pitch: int = PITCH) -> int:
    return slots * pitch + 2 * TRAY_PAD - (pitch - DISC)


def slot_row(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    colours: Sequence[str],
    slots: int,
    x: float,
    cy: float,
    size: int = DISC,
    pitch: int = PITCH,
) -> int:
    """A tray of ``slots`` slots from ``x``, centred on ``cy``: the workers (by colour) first, then the
    empty slots. Returns the tray's width."""
    width = slots * pitch + 2 * TRAY_PAD - (pitch - size)
    half = size / 2 + TRAY_PAD
    draw.rounded_rectangle((x, cy - half, x + width, cy + half), round(half), fill=TRAY)
    for k in range(slots):
        cx = x + TRAY_PAD + size / 2 + k * pitch
        if k < len(colours):
            worker(image, colours[k], cx, cy, size)
        else:
            empty_slot(draw, cx, cy, size)
    return width


@d.drawing_cache
def snail_tile(w: int) -> Image.Image:
    """The Giant Snail: a long foot, a spiral shell and two eye stalks, facing right."""
    h = round(w * 0.72)
    canvas, draw = tile(w + 1, h + 1)
    foot_top = h * 0.68
    draw.rounded_rectangle(
        (w * 0.04, foot_top, w * 0.96, h * 0.98),
        radius=h * 0.14,
        fill=SNAIL_BODY,
        outline=SNAIL_EDGE,
        width=2,
    )
    draw.ellipse((w * 0.70, h * 0.46, w * 0.96, h * 0.86), fill=SNAIL_BODY, outline=SNAIL_EDGE, width=2)
    for x_top in (w * 0.80, w * 0.94):
        draw.line((w * 0.84, h * 0.56, x_top, h * 0.14), fill=SNAIL_EDGE, width=max(2, w // 28))
        r = w * 0.045
        draw.ellipse((x_top - r, h * 0.14 - r, x_top + r, h * 0.14 + r), fill=SNAIL_EDGE)
    cx, cy, r = w * 0.40, h * 0.44, h * 0.40
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=SHELL, outline=SHELL_LINE, width=2)
    lw = max(2, w // 30)
    for k, frac in enumerate((0.72, 0.46, 0.22)):
        rr = r * frac
        ox = (-1) ** k * r * 0.06
        draw.arc(
            (cx + ox - rr, cy - rr, cx + ox + rr, cy + rr),
            200 + 60 * k,
            520 + 60 * k,
            fill=SHELL_LINE,
            width=lw,
        )
    return canvas


@d.drawing_cache
def robot_tile(w: int) -> Image.Image:
    """The snail-fighting robot: antenna, a head with glowing eyes, a body and legs."""
    h = round(w * 1.15)
    canvas, draw = tile(w + 1, h + 1)
    lw = max(2, w // 20)
    draw.line((w * 0.5, 0, w * 0.5, h * 0.12), fill=ROBOT_EDGE, width=lw)
    draw.ellipse((w * 0.42, 0, w * 0.58, h * 0.08), fill=SHELL_LINE)
    draw.rounded_rectangle(
        (w * 0.18, h * 0.1, w * 0.82, h * 0.4), radius=w * 0.08, fill=ROBOT, outline=ROBOT_EDGE, width=2
    )
    for ex in (0.36, 0.64):
        r = w * 0.08
        draw.ellipse((w * ex - r, h * 0.25 - r, w * ex + r, h * 0.25 + r), fill=ROBOT_EYE)
    draw.rounded_rectangle(
        (w * 0.08, h * 0.44, w * 0.92, h * 0.78), radius=w * 0.08, fill=ROBOT, outline=ROBOT_EDGE, width=2
    )
    draw.rectangle((w * 0.22, h * 0.78, w * 0.40, h), fill=ROBOT_EDGE)
    draw.rectangle((w * 0.60, h * 0.78, w * 0.78, h), fill=ROBOT_EDGE)
    return canvas


@d.drawing_cache
def label_tile(text: str, size: int, bold: bool, ink: d.RGB, bg: d.RGB) -> Image.Image:
    """A short text on its background, drawn once: numbers and fixed words that recur on every board
    (a font renders a text far slower than a tile is pasted). Only for texts from a small set, never
    names, since the cache keeps every one."""
    f = d.font(size, bold)
    h = round(size * 1.5)
    canvas = Image.new("RGB", (f.width(text) + 4, h), bg)
    f.draw(ImageDraw.Draw(canvas), (2, h / 2), text, ink, anchor="lm")
    return canvas


def label(
    image: Image.Image, text: str, x: float, cy: float, size: int, bold: bool, ink: d.RGB, bg: d.RGB
) -> int:
    """``label_tile`` pasted with its text's left end at ``x``, centred on ``cy``; returns its width."""
    piece = label_tile(text, size, bold, ink, bg)
    d.paste(image, piece, (round(x) - 2, round(cy - piece.height / 2)))
    return piece.width - 4


@d.drawing_cache
def pill_tile(text: str, colour: d.RGB, bg: d.RGB, tight: bool = False) -> Image.Image:
    """A tag (TO PLAY, LEADER) on its background, drawn once; ``tight``, with less room beside its word
    (for a row of tags that would not fit otherwise)."""
    f = d.font(SMALL_SIZE, bold=True)
    side = _side(f, tight)
    h = d.pill_height(f) + 2
    canvas = Image.new("RGB", (d.pill_width(text, f, side) + 2, h), bg)
    d.pill(ImageDraw.Draw(canvas), (0, h // 2), text, f, colour, side=side)
    return canvas


def _side(f: d.Font, tight: bool) -> int | None:
    """The room beside a tag's word: ``d.pill``'s own, or less for a ``tight`` row."""
    return max(4, f.size // 4) if tight else None


def pill(
    image: Image.Image, text: str, x: float, cy: float, colour: d.RGB, bg: d.RGB, tight: bool = False
) -> int:
    """``pill_tile`` pasted from ``x``, centred on ``cy``; returns the pill's width."""
    piece = pill_tile(text, colour, bg, tight)
    d.paste(image, piece, (round(x), round(cy - piece.height / 2)))
    return piece.width - 2


def pills_width(texts: Sequence[str], tight: bool = False, gap: int = 6) -> int:
    """How wide a row of tags is, ``gap`` apart."""
    f = d.font(SMALL_SIZE, bold=True)
    return sum(d.pill_width(t, f, _side(f, tight)) + gap for t in texts) - gap if texts else 0


def paste_centred(image: Image.Image, piece: Image.Image, cx: float, cy: float) -> None:
    d.paste(image, piece, (round(cx - piece.width / 2), round(cy - piece.height / 2)))


@d.drawing_cache
def defence_tile(kind: str, size: int) -> Image.Image:
    """A defence card on a region: a shield (Defenders) or a ring (Salt Ring), on a white edge so it
    stands out on light cards and dark ruins alike. The shape tells the two apart; words say which."""
    canvas, draw = tile(size + 1, size + 1)
    if kind == "Salt Ring":
        draw.ellipse((0, 0, size, size), fill=WHITE)
        draw.ellipse((2, 2, size - 2, size - 2), fill=SHIELD)
        hole = size * 0.28
        draw.ellipse((size / 2 - hole, size / 2 - hole, size / 2 + hole, size / 2 + hole), fill=WHITE)
        return canvas
    top, mid = size * 0.06, size * 0.55
    outline = [(size * 0.5, 0), (size, top + size * 0.1), (size * 0.92, mid), (size * 0.5, size)]
    outline += [(size * 0.08, mid), (0, top + size * 0.1)]
    draw.polygon(outline, fill=WHITE)
    inner = [(x + (size / 2 - x) * 0.16, y + (size / 2 - y) * 0.16) for x, y in outline]
    draw.polygon(inner, fill=SHIELD)
    draw.line((size * 0.5, size * 0.22, size * 0.5, size * 0.78), fill=WHITE, width=max(2, size // 10))
    return canvas


# ---- pictograms ----------------------------------------------------------------------------------------


def metal_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """An ingot of metal."""
    draw.polygon(
        [
            (cx - s * 0.5, cy + s * 0.3),
            (cx - s * 0.3, cy - s * 0.3),
            (cx + s * 0.3, cy - s * 0.3),
            (cx + s * 0.5, cy + s * 0.3),
        ],
        fill=METAL,
        outline=METAL_EDGE,
    )


def energy_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """A lightning bolt."""
    draw.polygon(
        [
            (cx + s * 0.12, cy - s * 0.5),
            (cx - s * 0.32, cy + s * 0.08),
            (cx - s * 0.02, cy + s * 0.08),
            (cx - s * 0.14, cy + s * 0.5),
            (cx + s * 0.32, cy - s * 0.1),
            (cx + s * 0.02, cy - s * 0.1),
        ],
        fill=ENERGY,
        outline=ENERGY_EDGE,
    )


def vote_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float, gold: d.RGB) -> None:
    """A ballot box with a ballot going in."""
    draw.rectangle((cx - s * 0.2, cy - s * 0.5, cx + s * 0.2, cy - s * 0.05), fill=INK)
    draw.rectangle((cx - s * 0.45, cy - s * 0.12, cx + s * 0.45, cy + s * 0.45), fill=gold, outline=BG)
    draw.line((cx - s * 0.25, cy - s * 0.05, cx + s * 0.25, cy - s * 0.05), fill=BG, width=2)


def card_back(draw: ImageDraw.ImageDraw, x: float, y: float, w: float, h: float) -> None:
    """A small stack of event cards, face down."""
    for k in (2, 1, 0):
        draw.rounded_rectangle(
            (x + 3 * k, y - 3 * k, x + w + 3 * k, y + h - 3 * k), 4, fill=CARD_BACK, outline=RIM
        )


def type_icon(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float, ink: d.RGB) -> None:
    """A pictogram of the region type (pickaxe, sun, flask, factory), a second cue besides the name."""
    lw = max(2, round(r / 5))
    if kind == "mine":
        draw.arc((cx - r, cy - r * 0.7, cx + r, cy + r * 0.9), 200, 340, fill=ink, width=lw + 1)
        draw.line((cx, cy - r * 0.6, cx - r * 0.2, cy + r), fill=ink, width=lw)
    elif kind == "solar":
        draw.ellipse((cx - r * 0.45, cy - r * 0.45, cx + r * 0.45, cy + r * 0.45), fill=ink)
        rays = [(1, 0), (0.7, 0.7), (0, 1), (-0.7, 0.7), (-1, 0), (-0.7, -0.7), (0, -1), (0.7, -0.7)]
        for ux, uy in rays:
            draw.line((cx + ux * r * 0.62, cy + uy * r * 0.62, cx + ux * r, cy + uy * r), fill=ink, width=lw)
    elif kind == "lab":
        draw.polygon(
            [
                (cx - r * 0.25, cy - r),
                (cx + r * 0.25, cy - r),
                (cx + r * 0.25, cy - r * 0.2),
                (cx + r * 0.8, cy + r),
                (cx - r * 0.8, cy + r),
                (cx - r * 0.25, cy - r * 0.2),
            ],
            fill=ink,
        )
    else:
        draw.polygon(
            [
                (cx - r, cy + r),
                (cx - r, cy - r * 0.2),
                (cx - r * 0.4, cy + r * 0.15),
                (cx - r * 0.4, cy - r * 0.2),
                (cx + r * 0.2, cy + r * 0.15),
                (cx + r * 0.2, cy - r),
                (cx + r * 0.6, cy - r),
                (cx + r * 0.6, cy + r * 0.15),
                (cx + r, cy + r * 0.15),
                (cx + r, cy + r),
            ],
            fill=ink,
        )


def cost(
    draw: ImageDraw.ImageDraw, x: float, cy: float, metal: int, energy: int, ink: d.RGB, size: int = 22
) -> float:
    """A cost as numbers with metal and energy pictograms ("free" for nothing), starting at ``x``;
    returns the x where it ends."""
    f = d.font(size, bold=True)
    parts = [(n, kind) for n, kind in ((metal, "metal"), (energy, "energy")) if n]
    if not parts:
        f.draw(draw, (x, cy), "free", ink, anchor="lm")
        return x + f.width("free")
    icon = round(size * 0.9)
    for n, kind in parts:
        f.draw(draw, (x, cy), str(n), ink, anchor="lm")
        x += f.width(str(n)) + 2 + icon / 2
        (metal_icon if kind == "metal" else energy_icon)(draw, x, cy, icon)
        x += icon / 2 + 8
    return x - 8


def cost_width(metal: int, energy: int, size: int = 22) -> float:
    f = d.font(size, bold=True)
    parts = [n for n in (metal, energy) if n]
    if not parts:
        return f.width("free")
    icon = round(size * 0.9)
    return sum(f.width(str(n)) + 2 + icon for n in parts) + 8 * (len(parts) - 1)
