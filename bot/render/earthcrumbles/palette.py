"""The fixed palette the board and its close-ups are encoded with (``draw.make_palette``): the theme's
flat colours kept exactly, the rest learnt once from a sample board that shows tiles of every colour,
rings, an exploding gas pocket, Sites, Reserves and the discard pile. Mapping to a known palette is
several times faster than choosing one per image."""

from __future__ import annotations

from PIL import Image

from bot.render import draw as d
from bot.render.earthcrumbles import layout
from bot.render.earthcrumbles.style import (
    BG,
    COIN,
    COIN_EDGE,
    DANGER,
    DARK,
    GOLD,
    HIGHLIGHT,
    INK,
    MAX_PNG_BYTES,
    PANEL,
    PANEL_ACTIVE,
    PRESTIGE,
    SOFT,
    TILE_FILL,
    WAITING,
)
from engines.earthcrumbles.data import LAYERS, catalog
from engines.earthcrumbles.models import DirectiveView, EarthTileView, EarthView, PlayerView, SiteView
from engines.earthcrumbles.views import tile_view


def sample_view() -> EarthView:
    """A made-up position that shows everything a board draws."""
    cat = catalog()
    tiles = [tile_view(t.id) for t in cat.tile]
    earth = []
    pos = 0
    for layer, (width, height) in enumerate(LAYERS):
        for y in range(height):
            for x in range(width):
                top = layer == len(LAYERS) - 2  # the second layer from the top shows through
                earth.append(
                    EarthTileView(
                        position=pos, layer=layer, x=x, y=y, tile=tiles[pos], covered=not top, takeable=False
                    )
                )
                pos += 1
    gas = next(t for t in tiles if not t.colour)
    players = []
    for seat in range(3):
        sites = tuple(
            SiteView(
                site=i + 1,
                lane=cat.site_lane[i],
                printed_coin=cat.printed_coin[i],
                stack=tuple(tiles[(seat * 7 + i * 3 + k) % 36] for k in range((i + seat) % 4)),
            )
            for i in range(6)
        )
        players.append(
            PlayerView(
                seat=seat,
                coins=3 + seat * 7,
                culture=seat,
                prosperity=seat // 2,
                reserve=tuple(tiles[(seat * 5 + k) % 36] for k in range(seat * 3)),
                sites=sites,
                prestige=seat * 3,
                income_left=(1, 2) if seat == 0 else (),
            )
        )
    directives = tuple(
        DirectiveView(id=sd.id, name=sd.name, text="The most of something", leaders=(k,) if k < 2 else ())
        for k, sd in enumerate(cat.directive[:3])
    )
    return EarthView(
        viewer=None, phase="gas", turn=0, first=1, waiting=(0, 1), earth=tuple(earth), tiles_left=len(earth),
        players=tuple(players), directives=directives, discard=tuple(tiles[30:36]), removed=1,
        salvaged=tiles[0], lane=tiles[0].colour, bp=1, gas=gas, draft=("Build the Blue Foundry (3 Coins)",),
        last_turn=False, solo=False,
    )  # fmt: skip


@d.learnt_once
def board_palette() -> Image.Image:
    sample = layout.draw_board(sample_view(), ["Sample 1", "Sample 2", "Sample 3"])
    flat = [BG, PANEL, PANEL_ACTIVE, INK, SOFT, GOLD, WAITING, HIGHLIGHT, DANGER, DARK, COIN, COIN_EDGE]
    flat += [PRESTIGE, (255, 255, 255), *TILE_FILL.values()]
    return d.make_palette([sample], flat)


def encode(image: Image.Image) -> bytes:
    """A board picture as PNG bytes (at most 300 KB), in the fixed board palette."""
    return d.encode_png(image, max_bytes=MAX_PNG_BYTES, palette=board_palette())
