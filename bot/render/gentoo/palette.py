"""The fixed palette every Gentoo Rules board is encoded with (``draw.make_palette``): the theme's flat
colours kept exactly, the rest learnt once from two made-up boards that show every card type, highlight,
tag and banner; and the encoding itself. Mapping to a known palette is several times faster than choosing
one per image.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.render import draw as d
from bot.render.gentoo.layout import draw_board
from bot.render.gentoo.style import (
    BG,
    DARK,
    FISH,
    GOLD,
    HIGHLIGHT,
    INK,
    MAX_PNG_BYTES,
    ORANGE,
    PANEL,
    PANEL_ACTIVE,
    SOFT,
    STONE,
    STONE_EDGE,
    STRIP,
    STYLES,
)
from engines.gentoo.models import GentooView, Pending, PlayerView


@d.learnt_once
def board_palette() -> Image.Image:
    """The fixed palette every board is encoded with, learnt once from sample boards that show every
    card type, highlight, tag and banner (see ``draw.make_palette``)."""
    ids = [f"{kind}-01" for kind in STYLES]

    def player(cards: Sequence[str], used_top: str, skips: int, penguins: int) -> PlayerView:
        return PlayerView(
            in_play=tuple(cards),
            used_top=used_top,
            used_size=3,
            pile_size=4,
            stones=3,
            fish=5,
            penguins=penguins,
            skips=skips,
        )

    players = (
        player(ids[0:4], ids[4], 0, 2),
        player(ids[4:8], ids[1], 1, 0),
        player(ids[8:12], ids[2], 0, 5),
        player([*ids[12:], *ids[:2]], ids[3], 2, 1),
    )
    common = {"num_players": 4, "players": players, "draw_size": 9, "discard_size": 3, "removed_size": 0}
    playing = GentooView(
        viewer=1, row=tuple(ids[:5]), discard_top=ids[5], turn=1, direction=-1, phase="target",
        pending=Pending(card="skua-01"), penguins_to_win=5, turns_taken=3, **common,
    )  # fmt: skip
    finished = GentooView(
        viewer=None, row=tuple(ids[5:10]), discard_top=None, turn=2, direction=1, phase="gift",
        pending=Pending(card="egg3-01", hatch="hatch-01"), penguins_to_win=5, turns_taken=40, winners=(2,), **common,
    )  # fmt: skip
    names = ["Sample 1", "Sample 2", "Sample 3", "Sample 4"]
    flat = [BG, PANEL, PANEL_ACTIVE, INK, SOFT, GOLD, HIGHLIGHT, ORANGE, DARK, STRIP, STONE, STONE_EDGE, FISH]
    flat += [style.colour for style in STYLES.values()]
    return d.make_palette([draw_board(playing, names), draw_board(finished, names)], flat)


def encode(image: Image.Image) -> bytes:
    """A board picture as PNG bytes (at most 300 KB), in the fixed board palette."""
    return d.encode_png(image, max_bytes=MAX_PNG_BYTES, palette=board_palette())
