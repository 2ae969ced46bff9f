"""The Grim Prospects renderer: a ``GrimProspectsView`` as terminal text, as an embed with a board picture
drawn for a phone (and its alt text), as a seat's private hand, and as close-ups one tap away.

- ``style.py``: sizes, colours, each faction's colour and letter (checked for colour-blind safety)
- ``words.py``: the phase, who is still choosing, the arrow, cards, battles and a seat's choices in words
- ``text.py``: the terminal text, a seat's hand as text, and the embed
- ``alt.py``: the alt text of every picture
- ``pieces.py``: gems, shovels, card chips, faction badges and a hand's cards (drawn once, pasted)
- ``layout.py``: the board picture
- ``palette.py``: the board's fixed palette and its encoding
- ``hand.py``: the private picture of a seat's hand
- ``closeups.py``: the loitering miners with their powers, the tunnels card by card, the last battles
- ``renderer.py``: ``GrimProspectsRenderer``, which the host loads as ``RENDERER`` (English);
  ``in_language`` gives the one whose words are another language's

Every word comes from the catalogues (``bot/locales/*/grimprospects.ftl``, "The board"), said by the
``Speaker`` each function takes (English without one); card ids, the tunnels' marks and powers are notation.

Secret (ruling 19): a hand's cards, unless everyone saw them enter it, and the choices made this phase;
only a seat's own view holds them, and only its private picture and text show them.
"""

from __future__ import annotations

from bot.render.grimprospects.hand import draw_hand
from bot.render.grimprospects.layout import Geometry, draw_board, geometry
from bot.render.grimprospects.palette import board_palette, encode
from bot.render.grimprospects.renderer import RENDERER, GrimProspectsRenderer
from bot.render.grimprospects.style import (
    BG,
    FACTION_COLOUR,
    FACTION_LETTER,
    GOLD,
    PANEL,
    PANEL_ACTIVE,
    RISK,
    WIDTH,
)
from bot.render.grimprospects.words import (
    arrow_text,
    battle_text,
    card_line,
    headline,
    leaders,
    picks_text,
    segment_tag,
    status,
)

__all__ = [
    "BG",
    "FACTION_COLOUR",
    "FACTION_LETTER",
    "GOLD",
    "PANEL",
    "PANEL_ACTIVE",
    "RENDERER",
    "RISK",
    "WIDTH",
    "Geometry",
    "GrimProspectsRenderer",
    "arrow_text",
    "battle_text",
    "board_palette",
    "card_line",
    "draw_board",
    "draw_hand",
    "encode",
    "geometry",
    "headline",
    "leaders",
    "picks_text",
    "segment_tag",
    "status",
]
