"""The look of Giant Snail Will Not Prevail!'s pictures: sizes, colours, type sizes, the seats' colours and
letters, and the colours players must tell apart (checked for colour-blind safety).

Sizes are for a picture 800 pixels wide that a phone shows 400 wide: no text is under 20 pixels (10 on the
phone, the floor; see ``bot/render/measure.py``), labels are 22, and what a player decides on (whose turn,
resources, votes, region numbers) 26 to 30. Workers are discs in their seat's colour with the seat's
letter (R red, B blue, K black) in white, always on a light tray, so that colour is never the only cue
and every seat colour is judged against one background.
"""

from __future__ import annotations

from bot.render.colour import ColourGroup, hex_rgb

WIDTH = 800  # a phone shows it 400 wide: two image pixels per CSS pixel
MARGIN = 12
MAX_PNG_BYTES = 300_000

BG = hex_rgb("#141A26")
PANEL = hex_rgb("#222B3C")
PANEL_ACTIVE = hex_rgb("#2F3C57")
INK = hex_rgb("#EEF2F8")
SOFT = hex_rgb("#B4C0D2")  # secondary words: at least 4.5:1 on every panel
DARK = hex_rgb("#14181F")  # ink on light cards
DARK_SOFT = hex_rgb("#4A5465")  # secondary words on light cards: at least 4.5:1 on CARD and TRAY
GOLD = hex_rgb("#F2C14E")  # whose turn it is, the region being filled, the finished robot's banner
GREEN = hex_rgb("#7BD389")  # a complete robot section, a defeated snail
DANGER = hex_rgb("#FF8A70")  # ruins counting towards defeat, on dark panels
CARD = hex_rgb("#E4E9F0")  # an intact region card's body
CARD_EDGE = hex_rgb("#AEB8C7")  # every region card's edge, which frames a black band on the dark table
TRAY = hex_rgb("#CBD3DE")  # the row of slots workers stand in, on cards and on the robot
SLOT_EDGE = hex_rgb("#7D8899")  # an empty slot's outline
RUIN = hex_rgb("#4B4341")
RUIN_LINE = hex_rgb("#5E5350")
SHIELD = hex_rgb("#5B48B0")  # Defenders and the Salt Ring
SECRET = hex_rgb("#4A3478")  # what only the viewer knows
CARD_BACK = hex_rgb("#3D5A8A")
METAL = hex_rgb("#B7BFCB")
METAL_EDGE = hex_rgb("#59606B")
ENERGY = hex_rgb("#F8CC3C")
ENERGY_EDGE = hex_rgb("#8A6410")
SHELL = hex_rgb("#DE8C34")  # the snail's shell, and the frame of the region it is on
SHELL_LINE = hex_rgb("#8A4A12")
SNAIL_BODY = hex_rgb("#A9C96E")
SNAIL_EDGE = hex_rgb("#4F6A2A")
ROBOT = hex_rgb("#9AA6BA")
ROBOT_EDGE = hex_rgb("#3A4252")
ROBOT_EYE = hex_rgb("#5BE1F5")  # the robot's eyes: no other drawing uses this colour (tests look for it)
RIM = hex_rgb("#FFFFFF")  # every worker's rim
WHITE = hex_rgb("#FFFFFF")

# The seats' colours (rulebook "Contents": red, blue and black workers) and letters. White letters stand
# at least 5:1 on each; the three stay at least ΔE00 27 apart under every simulated vision, and 37 from
# the tray they stand on.
SEAT_COLOUR = {
    "red": hex_rgb("#C8352B"),
    "blue": hex_rgb("#2F6AD0"),
    "black": hex_rgb("#222328"),
}
SEAT_LETTER = {"red": "R", "blue": "B", "black": "K"}

# Type sizes, in picture pixels (half that on a phone).
STATUS_SIZE = 30
NAME_SIZE = 26
NUMBER_SIZE = 30
HEADING_SIZE = 26
LABEL_SIZE = 22
SMALL_SIZE = 20  # the smallest: a worker's letter, a long region name

DISC = 34  # a worker's diameter on the board
PITCH = 38  # from one slot's centre to the next


def colour_groups() -> tuple[ColourGroup, ...]:
    """What a player must tell apart by colour on a Giant Snail board."""
    seats = {name.capitalize(): colour for name, colour in SEAT_COLOUR.items()}
    return (
        ColourGroup("the seats' workers, against the tray they stand in", seats, {"tray": TRAY}),
        ColourGroup(
            "a region card's owner, shown by its band's colour, against the card", seats, {"card": CARD}
        ),
        ColourGroup("a region card's edge against the table", {"edge": CARD_EDGE}, {"table": BG}),
        ColourGroup(
            "whose turn: the gold outline against the players' panels and the table",
            {"turn": GOLD},
            {"panel": PANEL, "deciding panel": PANEL_ACTIVE, "table": BG},
        ),
        ColourGroup(
            "the snail's region: the orange frame against the table and the cards",
            {"snail": SHELL},
            {"table": BG, "card": CARD, "ruins": RUIN},
        ),
        ColourGroup(
            "the region being filled with returning workers: the gold frame against the table and the cards",
            {"placing": GOLD},
            {"table": BG, "card": CARD},
        ),
        ColourGroup(
            "intact regions against ruined ones, and each against the table",
            {"intact": CARD, "ruins": RUIN},
            {"table": BG},
        ),
    )
