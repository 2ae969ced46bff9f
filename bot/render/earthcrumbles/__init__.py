"""The As The Earth Crumbles renderer: an ``EarthView`` as terminal text, as an embed with a board picture
drawn for a phone (and its alt text), and as close-ups one tap away.

- ``style.py``: sizes, colours, each tile colour's fill (checked for colour-blind safety)
- ``words.py``: tiles, Sites, Lanes, directives, whose turn and what to do, who leads
- ``text.py``: the terminal text and the embed
- ``alt.py``: the alt text of every picture
- ``pieces.py``: symbols, resource icons, tiles on the Earth, on a Site, as chips (drawn once, pasted)
- ``layout.py``: the board picture: banner, uncovered tiles, the active player's city
- ``standings.py``: the board's lower half: a row per player and the Social Directives with who leads
- ``palette.py``: the board's fixed palette (learnt from a made-up position) and its encoding
- ``closeups.py``: the whole Earth, one player's city, the discard pile
- ``renderer.py``: ``EarthCrumblesRenderer``, which the host loads as ``RENDERER``

Everything in this game is public (rulings G8, G14, G15), so the private parts are empty.
"""

from __future__ import annotations

from bot.render.earthcrumbles.layout import Geometry, draw_board, geometry, shown_tiles
from bot.render.earthcrumbles.palette import board_palette, encode
from bot.render.earthcrumbles.renderer import RENDERER, EarthCrumblesRenderer
from bot.render.earthcrumbles.style import (
    BG,
    DANGER,
    GOLD,
    HIGHLIGHT,
    PANEL,
    PANEL_ACTIVE,
    TILE_FILL,
    WAITING,
    WIDTH,
)
from bot.render.earthcrumbles.tilewords import site_words, tile_words
from bot.render.earthcrumbles.words import headline, status

__all__ = [
    "BG",
    "DANGER",
    "GOLD",
    "HIGHLIGHT",
    "PANEL",
    "PANEL_ACTIVE",
    "RENDERER",
    "TILE_FILL",
    "WAITING",
    "WIDTH",
    "EarthCrumblesRenderer",
    "Geometry",
    "board_palette",
    "draw_board",
    "encode",
    "geometry",
    "headline",
    "shown_tiles",
    "site_words",
    "status",
    "tile_words",
]
