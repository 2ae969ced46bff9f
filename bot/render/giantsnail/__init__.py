"""The Giant Snail Will Not Prevail! renderer: a ``GiantSnailView`` as terminal text, as an embed with a
board picture drawn for a phone (and its alt text), as close-ups one tap away, and, for the seat whose
Malacologist saw the top of the event deck, as a private picture.

- ``style.py``: sizes, colours, the seats' colours and letters (checked for colour-blind safety)
- ``words.py``: phases, whose turn it is and what they may do, the snail, the robot, regions and players
- ``text.py``: the terminal text and the embed
- ``alt.py``: the alt text of every picture
- ``pieces.py``: workers, slots, the snail, the robot, defence cards, pictograms and costs
- ``regions.py``: the region cards on the board
- ``layout.py``: the board picture
- ``palette.py``: the board's fixed palette (learnt from a made-up position) and its encoding
- ``closeups.py``: a region, the robot, the players, the events and technologies; the private picture
- ``renderer.py``: ``GiantSnailRenderer``, which the host loads as ``RENDERER``

Everything is public except what a Malacologist saw (ruling 37), which only its researcher's view holds.
"""

from __future__ import annotations

from bot.render.giantsnail.layout import Geometry, draw_board, geometry
from bot.render.giantsnail.linewords import region_line
from bot.render.giantsnail.palette import board_palette, encode
from bot.render.giantsnail.regions import CELL_H, CELL_W, card_base, row_centres, slot_centre
from bot.render.giantsnail.renderer import RENDERER, GiantSnailRenderer
from bot.render.giantsnail.style import (
    BG,
    CARD,
    DISC,
    GOLD,
    PANEL,
    PANEL_ACTIVE,
    RIM,
    ROBOT_EYE,
    RUIN,
    SEAT_COLOUR,
    SEAT_LETTER,
    SHELL,
    TRAY,
    WIDTH,
)
from bot.render.giantsnail.words import status, tech_words

__all__ = [
    "BG",
    "CARD",
    "CELL_H",
    "CELL_W",
    "DISC",
    "GOLD",
    "PANEL",
    "PANEL_ACTIVE",
    "RENDERER",
    "RIM",
    "ROBOT_EYE",
    "RUIN",
    "SEAT_COLOUR",
    "SEAT_LETTER",
    "SHELL",
    "TRAY",
    "WIDTH",
    "Geometry",
    "GiantSnailRenderer",
    "board_palette",
    "card_base",
    "draw_board",
    "encode",
    "geometry",
    "region_line",
    "row_centres",
    "slot_centre",
    "status",
    "tech_words",
]
