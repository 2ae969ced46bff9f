"""The look of SLITHER's pictures: sizes, colours, type sizes, and each frog's colour and shape.
Presentation only: the map, the path and the cards come from the view and ``data/slither/``.

Sizes are for a picture 800 pixels wide that a phone shows 400 wide: every type size here is at least
22 pixels (11 on the phone; the floor is 10, see ``bot/render/measure.py``). The colours were chosen so
that every pair players must tell apart stays at least ΔE00 10 apart under simulated protanopia,
deuteranopia and tritanopia (``colour_groups``, checked by tests/test_render_readability.py), and colour
is never the only cue: every frog also has a shape of its own (circle, square, triangle, diamond) beside
its name, hexes carry their names, a path card on the map carries its segment's name, and a lily pad
eaten is a hollow ring where a pad is a filled disc.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.render.colour import ColourGroup, hex_rgb

WIDTH = 800  # a phone shows it 400 wide: two image pixels per CSS pixel
MARGIN = 16
PAD = 14  # inside a panel
MAX_PNG_BYTES = 300_000
# The board's height when its map fits (a phone shows the whole picture: about 1.4 times as tall as
# wide); a map that would need hexes under FLOOR_RADIUS to fit makes the picture taller instead.
MAX_HEIGHT = 1120
MAX_RADIUS = 58  # a hex's circumradius, in picture pixels: small maps are not drawn huge
FLOOR_RADIUS = 40
CLOSE_UP_MAX_HEIGHT = 1200

# The table and its panels (the same dark theme as the other redesigned boards).
BG = hex_rgb("#16202A")
PANEL = hex_rgb("#213040")
PANEL_ACTIVE = hex_rgb("#2B3F54")
INK = hex_rgb("#ECF2F8")
SOFT = hex_rgb("#B8C7D6")  # secondary words: at least 4.5:1 on every panel
GOLD = hex_rgb("#F5C542")  # whose turn it is: the turn marker, the outline of who acts, the winner
DARK = hex_rgb("#14181F")  # ink on light fills
SHADOW = hex_rgb("#0C1218")

# The swamp.
WATER = hex_rgb("#16303A")  # around the hexes
NUMBER = hex_rgb("#2E6E58")  # a numbered hex (a location): white ink 6.0:1
LETTER = hex_rgb("#D9C48C")  # a letter hex of the starting village: dark ink 10.4:1
BUILDING = hex_rgb("#9C5A2C")  # a building: white ink 5.4:1
TILE_EDGE = hex_rgb("#0E1A1F")  # between tiles
LILY_PAD = hex_rgb("#86E07A")
PAD_EDGE = hex_rgb("#1E3A18")
PAD_GONE = hex_rgb("#24160C")  # the ring left where a lily pad was eaten

# The snake's path on the map and in the strip: a path card the frogs have seen face up, and (in the
# snake's own pictures only) a card still face down.
SEEN = hex_rgb("#FF7A6B")
HIDDEN = hex_rgb("#B9A6FF")
HIDDEN_FILL = hex_rgb("#1A1F2E")  # inside a hollow (face-down) tag
CARD_FACE = hex_rgb("#F4F1E8")  # a face-up card in the path strip

# Laying a tile: the spots offered, the spots of other groups, the letters.
SPOT = hex_rgb("#7FDDF5")
SPOT_DIM = hex_rgb("#695A87")
SPOT_EDGE = hex_rgb("#2B7F96")
LETTER_DISC = hex_rgb("#101418")
LETTER_INK = hex_rgb("#FFE68A")

# Type sizes, in picture pixels (half that on a phone).
STATUS_SIZE = 30
SUB_SIZE = 24
NAME_SIZE = 26
HEADING_SIZE = 26
VALUE_SIZE = 34
LABEL_SIZE = 22  # the smallest: labels, tags, card names
MIN_HEX_LABEL = 22
MAX_HEX_LABEL = 34

Shape = Literal["circle", "square", "triangle", "diamond"]


@dataclass(frozen=True)
class FrogStyle:
    colour: tuple[int, int, int]
    shape: Shape
    symbol: str  # the shape as a character, for the embed's text ("● Ann")
    words: str  # the pawn in English, for the colour checks' reports (alt text: slither-board-pawn)


# Frog k (seat k, k = 1..4) has FROGS[k - 1]: four colours at least ΔE00 11 apart from each other and
# from the hexes they stand on under every simulated vision, and four shapes, so that a pawn is told
# apart by its shape alone.
FROGS: tuple[FrogStyle, ...] = (
    FrogStyle(hex_rgb("#FFB000"), "circle", "●", "amber circle"),
    FrogStyle(hex_rgb("#3D5AFE"), "square", "■", "blue square"),
    FrogStyle(hex_rgb("#F4F4F4"), "triangle", "▲", "white triangle"),
    FrogStyle(hex_rgb("#D9357B"), "diamond", "◆", "pink diamond"),
)


def frog_number(seat: int) -> int:
    """Which of ``FROGS`` (counted from 1) the frog in ``seat`` has (seats 1..4)."""
    return (seat - 1) % len(FROGS) + 1


def frog_style(seat: int) -> FrogStyle:
    """The pawn of the frog in ``seat`` (seats 1..4; seat 0 is the snake, which has no pawn)."""
    return FROGS[frog_number(seat) - 1]


def colour_groups() -> tuple[ColourGroup, ...]:
    """What a player must tell apart by colour on a SLITHER picture."""
    hexes = {"numbered hex": NUMBER, "letter hex": LETTER, "building": BUILDING}
    panels = {"panel": PANEL, "acting panel": PANEL_ACTIVE}
    return (
        ColourGroup(
            "the frogs' pawns, and against the hexes they stand on",
            {f"frog {k} ({style.words})": style.colour for k, style in enumerate(FROGS, start=1)},
            hexes,
        ),
        ColourGroup("the kinds of hex, and against the water", hexes, {"water": WATER}),
        ColourGroup(
            "a path card seen face up and one still face down (the snake's pictures), against a numbered hex",
            {"seen": SEEN, "face down": HIDDEN},
            {"numbered hex": NUMBER},
        ),
        ColourGroup(
            "a lily pad and the ring of an eaten one, on a building",
            {"lily pad": LILY_PAD, "eaten": PAD_GONE},
            {"building": BUILDING},
        ),
        ColourGroup(
            "the spots a tile may go, other spots, and the water",
            {"spot offered": SPOT, "other spot": SPOT_DIM},
            {"water": WATER, "numbered hex": NUMBER, "letter hex": LETTER, "building": BUILDING},
        ),
        ColourGroup(
            "whose turn: the outline against the panels and the table",
            {"turn": GOLD},
            {**panels, "table": BG},
        ),
    )
