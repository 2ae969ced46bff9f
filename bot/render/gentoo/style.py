"""The look of Gentoo Rules' pictures: the board's size, colours, type sizes and each card type's colour
and short label. Presentation only: card names, costs and Egg requirements come from
``data/gentoo/cards.toml``.

Sizes are for a picture 800 pixels wide that a phone shows 400 wide: every type size here is at least
22 pixels (11 on the phone; the floor is 10, see ``bot/render/measure.py``), the facts a player decides
on at 30 and more. The card colours were chosen so that every pair, and each against the rows they sit
on, stays at least ΔE00 11 apart under simulated protanopia, deuteranopia and tritanopia
(``colour_groups``, checked by tests/test_render_readability.py); each card also carries its name, so
colour is never the only cue. The three Eggs share a colour and differ by their number of stones.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.render.colour import ColourGroup, hex_rgb

WIDTH = 800  # a phone shows it 400 wide: two image pixels per CSS pixel
MARGIN = 16
MAX_PNG_BYTES = 300_000

BG = hex_rgb("#16202A")
PANEL = hex_rgb("#213040")
PANEL_ACTIVE = hex_rgb("#2B3F54")
INK = hex_rgb("#ECF2F8")
SOFT = hex_rgb("#B8C7D6")  # secondary words: at least 4.5:1 on every panel
GOLD = hex_rgb("#F5C542")  # whose turn it is: the turn marker, the deciding row's outline, the winner
HIGHLIGHT = hex_rgb("#FFFFFF")  # a ring around what the decision is about (the Skua's Eggs, a Peck)
ORANGE = hex_rgb("#F0883A")
SHADOW = hex_rgb("#0C1218")
BACK = hex_rgb("#2F5B8A")  # card backs
DARK = hex_rgb("#14181F")  # ink on light strips
STRIP = hex_rgb("#FAFAFA")
STONE = hex_rgb("#969CA2")
STONE_EDGE = hex_rgb("#3C4248")
FISH = hex_rgb("#7ABEE6")

# Type sizes, in picture pixels (half that on a phone).
STATUS_SIZE = 32
NAME_SIZE = 30
NUMBER_SIZE = 32
HEADING_SIZE = 26
CARD_NAME_SIZE = 26
CHIP_SIZE = 24
SMALL_SIZE = 22  # the smallest: labels, tags


@dataclass(frozen=True)
class CardStyle:
    label: str  # short label for chips and compact text
    colour: tuple[int, int, int]


_EGG = hex_rgb("#F8DA8C")

STYLES: dict[str, CardStyle] = {
    "snow": CardStyle("Snow", hex_rgb("#E4EDF5")),
    "egg3": CardStyle("Egg 3", _EGG),
    "egg4": CardStyle("Egg 4", _EGG),
    "egg5": CardStyle("Egg 5", _EGG),
    "hatch": CardStyle("Hatch", hex_rgb("#FF9720")),
    "skua": CardStyle("Skua", hex_rgb("#915D35")),
    "thief": CardStyle("Thief", hex_rgb("#715CAB")),
    "nest": CardStyle("Nest Site", hex_rgb("#559D58")),
    "seal": CardStyle("Seal", hex_rgb("#5E6B78")),
    "peck": CardStyle("Peck", hex_rgb("#8D2439")),
    "blizzard": CardStyle("Blizzard", hex_rgb("#5BBBE3")),
    "fishing": CardStyle("Fishing", hex_rgb("#1F26B5")),
    "thaw": CardStyle("Thaw", hex_rgb("#C586AF")),
}


def colour_groups() -> tuple[ColourGroup, ...]:
    """What a player must tell apart by colour on a Gentoo board (there are no seat colours: players
    are told apart by their names)."""
    kinds = {
        "Snow": STYLES["snow"].colour,
        "Egg": _EGG,
        **{STYLES[k].label: STYLES[k].colour for k in STYLES if k not in ("snow", "egg3", "egg4", "egg5")},
    }
    rows = {"row": PANEL, "deciding row": PANEL_ACTIVE}
    return (
        ColourGroup("card types, and against the rows they lie on", kinds, rows),
        ColourGroup(
            "whose turn: the outline against the rows and the table", {"turn": GOLD}, {**rows, "table": BG}
        ),
        ColourGroup("the ring around what a decision is about, against the rows", {"ring": HIGHLIGHT}, rows),
    )
