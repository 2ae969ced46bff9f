"""The look of Grim Prospects' pictures: sizes, colours, type sizes, and each faction's colour and letter.
Presentation only: the cards' factions, powers, segments and effects come from
``data/grimprospects/cards.toml`` through the engine's loader.

Sizes are for pictures 800 pixels wide that a phone shows 400 wide: no type here is under 22 pixels (11 on
the phone; the floor is 10, see ``bot/render/measure.py``), and what a player decides on (names, points,
hand sizes, a hand's powers) is 26 to 32. The faction colours were chosen far apart in lightness as well
as hue (a pale pink, a periwinkle, an orange), so that every pair, and each against the rows they lie
on, stays at least ΔE00 19 apart under simulated protanopia, deuteranopia and tritanopia
(``colour_groups``, checked by tests/test_render_readability.py); every card also carries its id, whose
first letter is its faction's (B, R, M), so colour is never the only cue. Gems and shovels differ by shape.
"""

from __future__ import annotations

from bot.render.colour import ColourGroup, hex_rgb
from engines.grimprospects.models import Faction

WIDTH = 800  # a phone shows it 400 wide: two image pixels per CSS pixel
MARGIN = 16
PAD = 14  # inside a panel
MAX_PNG_BYTES = 300_000

BG = hex_rgb("#1B1712")
PANEL = hex_rgb("#2A241C")
PANEL_ACTIVE = hex_rgb("#3A3124")  # the row of a player still choosing
INK = hex_rgb("#F3ECE1")
SOFT = hex_rgb("#C2B6A3")  # labels: at least 4.5:1 on every panel
GOLD = hex_rgb("#F2C14E")  # who is still choosing: the marker, the row's outline; the winner
HIGHLIGHT = hex_rgb("#FFFFFF")  # the ring around a card chosen this phase (the hand), YOU
DARK = hex_rgb("#14181F")  # ink on light fills
GEM = hex_rgb("#4FD1E8")
GEM_EDGE = hex_rgb("#0E3A44")
SHOVEL = hex_rgb("#A7A29A")
HANDLE = hex_rgb("#D39A5C")
RISK = hex_rgb("#B5452F")  # behind the gems a collapse would take now
RISK_INK = hex_rgb("#FFB19E")  # "3 at risk"
STRIP = hex_rgb("#231E18")  # the powers' strip on a card: dark, under faction letters and white numbers
HELD = hex_rgb("#8FD694")  # a battle the tunnel held
COLLAPSED = hex_rgb("#FF9A7A")  # a battle that collapsed a tunnel

# Type sizes, in picture pixels (half that on a phone).
STATUS_SIZE = 32
NAME_SIZE = 30
NUMBER_SIZE = 32
HEADING_SIZE = 26
CHIP_SIZE = 24  # card ids on chips
LABEL_SIZE = 22  # the smallest: labels, tags

FACTION_COLOUR: dict[Faction, tuple[int, int, int]] = {
    "bunny": hex_rgb("#FAD4E4"),
    "rat": hex_rgb("#9AA6F2"),
    "mole": hex_rgb("#E8862C"),
}
FACTION_LETTER: dict[Faction, str] = {"bunny": "B", "rat": "R", "mole": "M"}


def colour_groups() -> tuple[ColourGroup, ...]:
    """What a player must tell apart by colour on a Grim Prospects picture. There are no seat colours:
    players are told apart by their names."""
    rows = {"row": PANEL, "choosing row": PANEL_ACTIVE}
    factions = {name.capitalize(): colour for name, colour in FACTION_COLOUR.items()}
    return (
        ColourGroup("faction colours (cards, chips), and against the rows they lie on", factions, rows),
        ColourGroup(
            "faction letters on a card's powers strip, against the strip", factions, {"strip": STRIP}
        ),
        ColourGroup(
            "who is still choosing: the outline against the rows and the table",
            {"choosing": GOLD},
            {**rows, "table": BG},
        ),
        ColourGroup(
            "gems and shovels in a tunnel, against the rows and the band of gems at risk",
            {"gem": GEM, "shovel": SHOVEL},
            {**rows, "at risk": RISK},
        ),
        ColourGroup("the band of gems at risk, against the rows", {"at risk": RISK}, rows),
        ColourGroup(
            "the ring around a card chosen this phase, against the table", {"ring": HIGHLIGHT}, {"table": BG}
        ),
    )
