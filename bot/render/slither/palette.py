"""The fixed palette every SLITHER picture (the board, the snake's picture, the close-ups) is encoded with
(``draw.make_palette``): the theme's flat colours kept exactly, the rest learnt once from a swatch of every
ink on every fill it is drawn on, with every piece; and the encoding itself. Mapping to a known palette is
several times faster than choosing one per image.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.render import draw as d
from bot.render.slither import pieces
from bot.render.slither.style import (
    BG,
    BUILDING,
    CARD_FACE,
    DARK,
    FROGS,
    GOLD,
    HIDDEN,
    HIDDEN_FILL,
    INK,
    LETTER,
    LETTER_DISC,
    LETTER_INK,
    LILY_PAD,
    MAX_PNG_BYTES,
    NUMBER,
    PAD_EDGE,
    PAD_GONE,
    PANEL,
    PANEL_ACTIVE,
    SEEN,
    SOFT,
    SPOT,
    SPOT_DIM,
    SPOT_EDGE,
    TILE_EDGE,
    WATER,
)

FLAT = (
    BG, PANEL, PANEL_ACTIVE, INK, SOFT, GOLD, DARK, WATER, NUMBER, LETTER, BUILDING, TILE_EDGE, LILY_PAD,
    PAD_EDGE, PAD_GONE, SEEN, HIDDEN, HIDDEN_FILL, CARD_FACE, SPOT, SPOT_DIM, SPOT_EDGE, LETTER_DISC,
    LETTER_INK, *(f.colour for f in FROGS), (255, 255, 255),
)  # fmt: skip
# Each ink on each fill it is drawn on: the sample the palette learns anti-aliased edges from.
INKS_ON = (
    ((255, 255, 255), (NUMBER, BUILDING)),
    (DARK, (LETTER, GOLD, SEEN, CARD_FACE)),
    (INK, (BG, PANEL, PANEL_ACTIVE)),
    (SOFT, (PANEL, PANEL_ACTIVE)),
    (HIDDEN, (HIDDEN_FILL,)),
    (LETTER_INK, (LETTER_DISC,)),
)


@d.learnt_once
def board_palette() -> Image.Image:
    """The fixed palette every SLITHER picture is encoded with (``draw.make_palette``), learnt once from a
    swatch of every ink on every fill it is drawn on, with every piece."""
    rows = sum(len(fills) for _, fills in INKS_ON)
    sample = Image.new("RGB", (400, 40 * rows + 80), BG)
    draw = ImageDraw.Draw(sample)
    y = 0
    f = d.font(26, bold=True)
    for ink, fills in INKS_ON:
        for fill in fills:
            draw.rectangle((0, y, 400, y + 40), fill=fill)
            f.draw(draw, (8, y + 20), "Head 17 β1 Ann", ink, anchor="lm")  # measured only if pasted: never
            y += 40
    for k, frog in enumerate(FROGS):
        for j, under in enumerate((NUMBER, LETTER, BUILDING)):
            draw.rectangle((k * 100 + j * 33, y, k * 100 + j * 33 + 33, y + 40), fill=under)
            pieces.pawn(draw, k * 100 + j * 33 + 16, y + 20, 24, frog.shape, frog.colour)
    pieces.lily_pad(draw, 20, y + 60, 10, True)
    pieces.lily_pad(draw, 50, y + 60, 10, False)
    return d.make_palette([sample], FLAT)


def encode(image: Image.Image) -> bytes:
    """A SLITHER picture as PNG bytes (at most 300 KB), in the fixed palette."""
    return d.encode_png(image, max_bytes=MAX_PNG_BYTES, palette=board_palette())
