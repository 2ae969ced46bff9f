"""The SLITHER renderer: a ``SlitherView`` as terminal text, as an embed with a board picture drawn for a
phone (and its alt text), as the snake's secret text and picture, and as close-ups one tap away.

- ``style.py``: sizes, colours, each frog's colour and shape (checked for colour-blind safety)
- ``terms.py``: the names of things (hexes, ability cards and their texts, segments and their tags, the
  round) in the reader's language, and ``english()``, the speaker of whoever gives none
- ``words.py``: whose turn, what to do, who leads, segments, frogs and tiles in words
- ``cluewords.py``: what the frogs know, each clue as a sentence
- ``snakewords.py``: the snake's own words (its view only): its hand, where its Head may go
- ``text.py``: the terminal text, the snake's secret as text, and the embed
- ``alt.py``: the alt text of every picture (public facts only but for the snake's own)
- ``pieces.py``: pawns, lily pads, path tags, spot letters, the path strip's boxes
- ``mapdraw.py``: where the map fits (``MapFrame``) and the map itself
- ``layout.py``: the board and the snake's picture, and the panels around the map (banner, path strip,
  the frogs' legend)
- ``palette.py``: the pictures' fixed palette and their encoding
- ``closeups.py``: the map, the ability cards, the snake's path
- ``renderer.py``: ``SlitherRenderer``, which the host loads as ``RENDERER``; ``in_language`` gives the one
  that speaks another language (every words function takes ``say``, a ``bot.i18n.Speaker``, and asks the
  ``slither-board-*`` messages of ``bot/locales/<language>/slither.ftl``)

Secret (the snake's, ruling 23 in docs/rules/slither.md): its face-down path cards and its hand. Only the
snake's own view carries them, and only its private text, picture and "Show my path" close-up show them.
"""

from __future__ import annotations

from bot.render.slither.layout import Geometry, draw_board, draw_private, geometry
from bot.render.slither.mapdraw import MapFrame, map_coords
from bot.render.slither.palette import board_palette, encode
from bot.render.slither.renderer import RENDERER, SlitherRenderer
from bot.render.slither.style import FROGS, GOLD, WIDTH, FrogStyle, frog_style
from bot.render.slither.words import headline, status, subline

__all__ = [
    "FROGS",
    "GOLD",
    "RENDERER",
    "WIDTH",
    "FrogStyle",
    "Geometry",
    "MapFrame",
    "SlitherRenderer",
    "board_palette",
    "draw_board",
    "draw_private",
    "encode",
    "frog_style",
    "geometry",
    "headline",
    "map_coords",
    "status",
    "subline",
]
