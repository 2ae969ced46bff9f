"""The Gentoo Rules renderer: a ``GentooView`` as terminal text, as an embed with a board picture drawn for
a phone (and its alt text), and as close-ups one tap away.

- ``style.py``: sizes, colours, each card type's colour and label (checked for colour-blind safety)
- ``words.py``: whose turn, what to do, play order, cards, piles and a player's facts in words
- ``text.py``: the terminal text and the embed
- ``alt.py``: the alt text of every picture
- ``pieces.py``: penguins, stones, fish, pictograms, card chips and Choice Cards (drawn once, pasted)
- ``layout.py``: the board picture
- ``palette.py``: the board's fixed palette and its encoding
- ``closeups.py``: the Choice Cards with their texts; one player's cards and piles
- ``renderer.py``: ``GentooRenderer``, which the host loads as ``RENDERER``

Gentoo has no private information (ruling 20 in docs/rules/gentoo.md), so the private parts are empty.
"""

from __future__ import annotations

from bot.render.gentoo.layout import Geometry, draw_board, geometry
from bot.render.gentoo.palette import board_palette, encode
from bot.render.gentoo.renderer import RENDERER, GentooRenderer
from bot.render.gentoo.style import BG, GOLD, HIGHLIGHT, PANEL, PANEL_ACTIVE, STYLES, WIDTH, CardStyle
from bot.render.gentoo.words import acting_seats, headline, order_text, play_order, status

__all__ = [
    "BG",
    "GOLD",
    "HIGHLIGHT",
    "PANEL",
    "PANEL_ACTIVE",
    "RENDERER",
    "STYLES",
    "WIDTH",
    "CardStyle",
    "GentooRenderer",
    "Geometry",
    "acting_seats",
    "board_palette",
    "draw_board",
    "encode",
    "geometry",
    "headline",
    "order_text",
    "play_order",
    "status",
]
