"""Grim Prospects' pieces, each drawn once and then pasted (``draw.drawing_cache``): the gem and shovel of
a tunnel segment, the chips that name a card by its id in its faction's colour, and the cards of a hand
with their powers.

A card piece always carries its id, whose first letter is its faction's (B, R, M), besides the faction's
colour; gems and shovels differ by shape; a card chosen this phase gets a white ring and a tag in words.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.render import draw as d
from bot.render.grimprospects.style import (
    BG,
    CHIP_SIZE,
    DARK,
    FACTION_COLOUR,
    FACTION_LETTER,
    GEM,
    GEM_EDGE,
    GOLD,
    HANDLE,
    HIGHLIGHT,
    INK,
    LABEL_SIZE,
    PANEL,
    SHOVEL,
    SOFT,
    STRIP,
)
from bot.render.grimprospects.words import effect_label
from engines.grimprospects.data import CARD_BY_ID
from engines.grimprospects.models import FACTIONS, Faction

POWER_ROW = 32  # a power's line on a hand card: the faction's letter, then the number
STRIP_H = 3 * POWER_ROW + 8
RING = 6  # room around a hand card for its ring: every tile has it, ring or not, so they line up
CHIP_H = 40
MINUS = "\u2212"  # a real minus sign: wider than a hyphen, so "-1" reads at phone size


def tile(w: int, h: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A transparent canvas for one piece, pasted onto a picture through its alpha."""
    canvas = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    return canvas, ImageDraw.Draw(canvas)


def shown_power(value: int) -> str:
    return f"+{value}" if value > 0 else f"{MINUS}{-value}" if value < 0 else "0"


# ---- gems and shovels ----------------------------------------------------------------------------------


def gem(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """A cut gem: a faceted diamond, wider at its crown."""
    lw = max(2, round(r / 7))
    crown = cy - r * 0.35
    outline = [
        (cx - r * 0.55, cy - r * 0.85),
        (cx + r * 0.55, cy - r * 0.85),
        (cx + r, crown),
        (cx, cy + r),
        (cx - r, crown),
    ]
    draw.polygon(outline, fill=GEM, outline=GEM_EDGE, width=lw)
    draw.line((cx - r, crown, cx + r, crown), fill=GEM_EDGE, width=max(1, lw - 1))
    draw.line((cx - r * 0.3, crown, cx, cy + r * 0.9), fill=GEM_EDGE, width=max(1, lw - 1))
    draw.line((cx + r * 0.3, crown, cx, cy + r * 0.9), fill=GEM_EDGE, width=max(1, lw - 1))


def shovel(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """A shovel standing up: a T grip, a wooden shaft and a broad pointed steel blade."""
    lw = max(3, round(r / 3.5))
    draw.line((cx, cy - r * 0.8, cx, cy), fill=HANDLE, width=lw)
    draw.line((cx - r * 0.45, cy - r * 0.85, cx + r * 0.45, cy - r * 0.85), fill=HANDLE, width=lw)
    blade = [
        (cx - r * 0.65, cy - r * 0.1),
        (cx + r * 0.65, cy - r * 0.1),
        (cx + r * 0.65, cy + r * 0.5),
        (cx, cy + r),
        (cx - r * 0.65, cy + r * 0.5),
    ]
    draw.polygon(blade, fill=SHOVEL, outline=DARK, width=max(1, lw // 2))


@d.drawing_cache
def segment(kind: str, size: int) -> Image.Image:
    """A tunnel segment's picture, a gem or a shovel, on a transparent square ``size`` pixels wide."""
    canvas, draw = tile(size, size)
    (gem if kind == "gem" else shovel)(draw, size / 2, size / 2, size / 2 - 2)
    return canvas


# ---- chips ---------------------------------------------------------------------------------------------


def chip_font(size: int = CHIP_SIZE) -> d.Font:
    return d.font(size, bold=True, family="condensed")


def chip_width(label: str, size: int = CHIP_SIZE) -> int:
    return chip_font(size).width(label) + 20


@d.drawing_cache
def chip(card_id: str, label: str = "", size: int = CHIP_SIZE) -> Image.Image:
    """A card as a chip: its id (or ``label``) on its faction's colour. Without a card id, a neutral chip
    for what does not fit ("+3")."""
    text = label or card_id
    card = CARD_BY_ID.get(card_id)
    fill = FACTION_COLOUR[card.faction] if card is not None else PANEL
    w = chip_width(text, size)
    canvas, draw = tile(w, CHIP_H)
    box = (0, 0, w - 1, CHIP_H - 1)
    edge = d.mix(fill, (0, 0, 0), 0.45) if card is not None else SOFT
    draw.rounded_rectangle(box, 9, fill=fill, outline=edge, width=2)
    chip_font(size).draw(draw, (w / 2, CHIP_H / 2), text, DARK if card is not None else INK, anchor="mm")
    return canvas


BADGE = LABEL_SIZE + 8  # a faction badge's side


def faction_badge(draw: ImageDraw.ImageDraw, xy: tuple[float, float], faction: Faction) -> None:
    """A faction's letter on its colour, ``BADGE`` pixels square with its top left at ``xy``: the heading
    of a power. Drawn in place rather than cached and pasted: it goes both on pictures and inside cached
    cards, and a cached tile first drawn outside another cached drawing would not bring its letter into
    that drawing's measurement."""
    x, y = round(xy[0]), round(xy[1])
    draw.rounded_rectangle((x, y, x + BADGE - 1, y + BADGE - 1), 6, fill=FACTION_COLOUR[faction])
    d.font(LABEL_SIZE, bold=True).draw(
        draw, (x + BADGE / 2, y + BADGE / 2), FACTION_LETTER[faction], DARK, anchor="mm"
    )


# ---- a hand's cards ------------------------------------------------------------------------------------


def ring(draw: ImageDraw.ImageDraw, box: d.Box, radius: int) -> None:
    """The white ring around a chosen card, with a gap of the table's colour inside it."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle((x0 - RING, y0 - RING, x1 + RING, y1 + RING), radius + RING, fill=HIGHLIGHT)
    draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), radius + 3, fill=BG)


@d.drawing_cache
def hand_card(card_id: str, w: int, h: int, tag: str = "", effect: str | None = None) -> Image.Image:
    """A card of a hand: its id and segment at the top, its power against each faction on a dark strip
    (the faction's letter on its colour, then the number), its effect (``effect``, in the picture's
    language; English when left out) or this phase's tag at the foot."""
    card = CARD_BY_ID[card_id]
    fill = FACTION_COLOUR[card.faction]
    canvas, draw = tile(w + 2 * RING, h + 2 * RING)
    box = (RING, RING, RING + w - 1, RING + h - 1)
    if tag:
        ring(draw, box, 12)
    d.card(draw, box, fill, outline=d.mix(fill, (0, 0, 0), 0.45), radius=12, width=2)
    left, top = RING + 8, RING
    narrow = w < 130  # six cards a line (the largest hands)
    d.font(26 if narrow else 30, bold=True).draw(draw, (left, top + 24), card.id, DARK, anchor="lm")
    icon = 28 if narrow else 34
    d.paste(canvas, segment(card.segment, icon), (RING + w - 6 - icon, top + 24 - icon // 2))
    strip = (RING + 6, top + 46, RING + w - 7, top + 46 + STRIP_H)
    draw.rounded_rectangle(strip, 8, fill=STRIP)
    number = d.font(28, bold=True)
    for i, faction in enumerate(FACTIONS):
        cy = strip[1] + 4 + POWER_ROW * (i + 0.5)
        faction_badge(draw, (strip[0] + 6, cy - BADGE / 2), faction)
        number.draw(draw, (strip[2] - 10, cy), shown_power(card.power(faction)), INK, anchor="rm")
    foot = (strip[3] + RING + h - 1) / 2
    if tag:
        f = foot_font(tag, w - 12, pill=True)
        d.pill(draw, (RING + 6, round(foot)), tag, f, GOLD, DARK)
    elif card.effect != "none":
        effect = effect_label(card_id) if effect is None else effect
        f = foot_font(effect, w - 16)
        f.draw(draw, (left, foot), f.fit(effect, w - 16), DARK, anchor="lm")
    return canvas


def foot_font(text: str, room: int, pill: bool = False) -> d.Font:
    """The font of a hand card's foot: the largest, boldest that fits ``text`` (on a pill, with its
    padding) in ``room`` pixels; down to 20 pixels, then not bold, for longer words than English's."""
    sizes = (LABEL_SIZE, LABEL_SIZE - 2) if pill else (LABEL_SIZE + 2, LABEL_SIZE, LABEL_SIZE - 2)
    candidates = [(size, True) for size in sizes] + [(sizes[-1], False)]
    for size, bold in candidates:
        f = d.font(size, bold=bold, family="condensed")
        if (d.pill_width(text, f) if pill else f.width(f.clean(text))) <= room:
            return f
    return d.font(sizes[-1], bold=False, family="condensed")
