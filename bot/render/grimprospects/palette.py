"""The fixed palette every Grim Prospects board is encoded with (``draw.make_palette``): the theme's flat
colours kept exactly, the rest learnt once from a made-up board that shows every faction, segment, tag and
banner; and the encoding itself. Mapping to a known palette is several times faster than choosing one per
image.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.render import draw as d
from bot.render.grimprospects.layout import draw_board
from bot.render.grimprospects.style import (
    BG,
    DARK,
    FACTION_COLOUR,
    GEM,
    GEM_EDGE,
    GOLD,
    HANDLE,
    HIGHLIGHT,
    INK,
    MAX_PNG_BYTES,
    PANEL,
    PANEL_ACTIVE,
    RISK,
    RISK_INK,
    SHOVEL,
    SOFT,
)
from engines.grimprospects.data import CARD_BY_ID
from engines.grimprospects.models import GrimProspectsView, PlayerView


@d.learnt_once
def board_palette() -> Image.Image:
    """The fixed palette every board is encoded with, learnt once from sample boards that show every
    faction, segment, tag and banner (see ``draw.make_palette``)."""
    ids = sorted(CARD_BY_ID)
    bunnies, rats, moles = ids[0:20], ids[20:40], ids[40:60]

    def player(seat: int, tunnel: Sequence[str], artificial: bool = False) -> PlayerView:
        return PlayerView(
            seat=seat,
            artificial=artificial,
            hand_size=7,
            known_in_hand=((bunnies[seat], rats[seat + 5]),),
            tunnel=tuple(tunnel),
            loitering_guards=(bunnies[10 + seat], rats[10 + seat], moles[10 + seat]),
            loitering_thugs=(moles[15 + seat], rats[15 + seat]),
            resting=(moles[seat],),
            decided=seat == 1,
            score=9,
            gems=4,
            inheritor=(seat + 1) % 3,
            benefactor=(seat - 1) % 3,
        )

    players = (
        player(0, bunnies[3:9]),
        player(1, [*rats[0:4], *moles[4:8]]),
        player(2, moles[10:14], artificial=True),
    )
    common = {"num_players": 3, "round": 4, "clockwise": True, "two_player": False, "players": players}
    # One sample is enough: its LEADS and YOU tags and its gem carry the gold banner's and the winner's
    # colours, and a second board would double the first board's cost in every process.
    playing = GrimProspectsView(seat=0, phase="fire", battles=(), waiting=(0, 2), **common)
    flat = [BG, PANEL, PANEL_ACTIVE, INK, SOFT, GOLD, HIGHLIGHT, DARK, GEM, GEM_EDGE, SHOVEL, HANDLE]
    flat += [RISK, RISK_INK, *FACTION_COLOUR.values()]
    return d.make_palette([draw_board(playing, ["Sample 1", "Sample 2", "Sample 3"])], flat)


def encode(image: Image.Image) -> bytes:
    """A board picture as PNG bytes (at most 300 KB), in the fixed board palette."""
    return d.encode_png(image, max_bytes=MAX_PNG_BYTES, palette=board_palette())
