"""The look of As The Earth Crumbles' pictures: the size they are drawn at, the colours, the type sizes,
and which colours players must tell apart. Presentation only: tile names, costs and abilities come from
``data/earthcrumbles/components.toml`` through the engine's views.

Sizes are for a picture 800 pixels wide that a phone shows 400 wide: no type here is under 22 pixels (11
on the phone; the floor is 10, see ``bot/render/measure.py``), and what a player decides on is 24 to 30.

The three tile colours differ in lightness as well as in hue (a dark blue, a light green, a dark red, a
middle grey for the gas pockets), so that they stay at least ΔE00 20 apart from each other and 15 from
the panels under simulated protanopia, deuteranopia and tritanopia, where the old mid-tone green and red
came within 7.7 for a deuteranope (``colour_groups``, checked by tests/test_render_readability.py). Every tile also carries its colour's
symbol (a droplet, a leaf, a flame; a hazard sign on a gas pocket, ruling G1's symbols) and its name, so
colour is never the only cue.
"""

from __future__ import annotations

from bot.render.colour import ColourGroup, hex_rgb, ink_on

RGB = tuple[int, int, int]

WIDTH = 800  # a phone shows it 400 wide: two image pixels per CSS pixel
MARGIN = 16
INNER = WIDTH - 2 * MARGIN
MAX_PNG_BYTES = 300_000

BG = hex_rgb("#1A1713")  # the table: dark earth
PANEL = hex_rgb("#2A2520")
PANEL_ACTIVE = hex_rgb("#3A3128")  # the row or city of whoever acts now
INK = hex_rgb("#F4EEE4")
SOFT = hex_rgb("#C9BDAB")  # secondary words: at least 6.8:1 on every panel
GOLD = hex_rgb("#E9B949")  # whose turn it is, the activated Lane, the leader, the winner
WAITING = hex_rgb("#7FB8F0")  # players answering at the same time as (or instead of) the active one
HIGHLIGHT = hex_rgb("#FFFFFF")  # a ring round the Sites still to generate income
DANGER = hex_rgb("#EE6B55")  # an exploding gas pocket
DARK = hex_rgb("#14181F")  # ink on light fills
SHADOW = hex_rgb("#0D0B09")
COIN = hex_rgb("#D9A43A")
COIN_EDGE = hex_rgb("#7A5712")
CULTURE = hex_rgb("#B48AE6")
CULTURE_EDGE = hex_rgb("#5B3D85")
PROSPERITY = hex_rgb("#63D2E8")
PROSPERITY_EDGE = hex_rgb("#1F6B7C")
PRESTIGE = hex_rgb("#F2C14E")

# A tile's fill by its colour; "" is a gas pocket. Text on a fill is ink_on(fill): white on the blue and
# the red, near-black on the green and the grey, at least 5.6:1 each.
TILE_FILL: dict[str, RGB] = {
    "blue": hex_rgb("#2F62C8"),
    "green": hex_rgb("#8FD18A"),
    "red": hex_rgb("#B8342B"),
    "": hex_rgb("#9A9CA3"),
}


def fill_of(colour: str) -> RGB:
    return TILE_FILL.get(colour, TILE_FILL[""])


def ink_of(colour: str) -> RGB:
    return ink_on(fill_of(colour))


# Type sizes, in picture pixels (half that on a phone).
STATUS_SIZE = 30
HEADING_SIZE = 26
NAME_SIZE = 26
NUMBER_SIZE = 28
TILE_NAME_SIZE = 24
TEXT_SIZE = 22  # the smallest: abilities, labels, tags
TAG_SIZE = 22


def colour_groups() -> tuple[ColourGroup, ...]:
    """What a player must tell apart by colour (there are no seat colours: players are told apart by their
    names, and every tile by its symbol and name as well)."""
    panels = {"panel": PANEL, "active panel": PANEL_ACTIVE, "table": BG}
    tiles = {("gas pocket" if c == "" else c): f for c, f in TILE_FILL.items()}
    return (
        ColourGroup(
            "tile colours (the Lane a salvage activates), and against what they lie on", tiles, panels
        ),
        ColourGroup(
            "whose turn and who answers besides: the markers against each other and the panels",
            {"turn": GOLD, "answering": WAITING},
            panels,
        ),
        ColourGroup(
            "the ring round a Site still to generate income, against the panels", {"ring": HIGHLIGHT}, panels
        ),
        ColourGroup("the exploding gas pocket's mark, against the panels", {"exploded": DANGER}, panels),
    )
