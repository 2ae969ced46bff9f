"""The fixed palette every Giant Snail Will Not Prevail! board is encoded with (``draw.make_palette``): the
theme's flat colours kept exactly, the rest learnt once from a made-up position that shows every kind of
thing a board draws (``sample_view``); and the encoding itself. Mapping to a known palette is several
times faster than choosing one per image.
"""

from __future__ import annotations

from PIL import Image

from bot.render import draw as d
from bot.render.giantsnail.layout import draw_board
from bot.render.giantsnail.style import (
    BG,
    CARD,
    CARD_EDGE,
    DANGER,
    DARK,
    GOLD,
    GREEN,
    INK,
    MAX_PNG_BYTES,
    PANEL,
    PANEL_ACTIVE,
    ROBOT_EYE,
    RUIN,
    RUIN_LINE,
    SEAT_COLOUR,
    SECRET,
    SHELL,
    SHIELD,
    SLOT_EDGE,
    SOFT,
    TRAY,
    WHITE,
)
from engines.giantsnail.data import catalog
from engines.giantsnail.models import GiantSnailView, PlayerView, RegionView, SectionView

NAMES = ("Sample 1", "Sample 2", "Sample 3")  # the sample position's players


def sample_view() -> GiantSnailView:
    """A made-up position that shows every kind of thing a board draws: both sides of every region type,
    workers of every colour, the snail, the robot, both defence cards, a draft, returning workers and a
    secret."""
    cat = catalog()
    regions = []
    for region in cat.region:
        kind = cat.kind[region.type]
        destroyed = region.id in (2, 5, 7, 11)
        row, col = divmod(region.id - 1, cat.grid_cols)
        rows = tuple(
            tuple((region.id + j) % 3 for j in range(cap - (i + region.id) % 2))
            for i, cap in enumerate(kind.rows)
        )
        defence = {3: "Salt Ring", 4: "Defenders"}.get(region.id, "")
        regions.append(
            RegionView(
                id=region.id,
                name=f"Region {region.id}",
                type=region.type,
                owner=cat.colours.index(region.owner),
                row=row,
                col=col,
                destroyed=destroyed,
                rows=() if destroyed else rows,
                capacity=kind.rows,
                rebuild=(1, 2) if destroyed else (),
                rebuild_slots=kind.rebuild_slots,
                rebuild_cost=(kind.rebuild_metal, kind.rebuild_energy),
                defence=defence,
                defender=1 if defence else -1,
            )
        )
    sections = tuple(
        SectionView(
            id=s.id,
            name=s.name,
            slots=(i % 3, (i + 1) % 3) if i < 3 else (i % 3, -1),
            costs=s.slots,
            complete=i < 3,
        )
        for i, s in enumerate(cat.section)
    )
    players = tuple(
        PlayerView(
            seat=s,
            colour=c,
            metal=3 + s,
            energy=2,
            votes=s,
            pool=10,
            reserve=7,
            weapons=("Battle Fork", "A Salt Rifle") if s == 0 else (),
            armed=("Battle Fork",) if s == 0 else (),
            claimed=2 if s == 0 else 0,
            actions=1,
            forfeited=s == 2,
        )
        for s, c in enumerate(cat.colours)
    )
    return GiantSnailView(
        viewer=0,
        round=5,
        phase="actions",
        leader=1,
        turn=0,
        regions=tuple(regions),
        sections=sections,
        robot=6,
        robot_built=False,
        snail=9,
        snail_text="on Solar Farm 9",
        deck_size=12,
        event2=False,
        discard=("Sighting", "Landfall", "North"),
        buried=3,
        market=("Flambé Thrower", "Malacologist"),
        tech_deck=4,
        players=players,
        destroyed=4,
        draft=("Move a worker from Mine 1",),
        known_top=("North", "Burrow"),
        defeat=False,
        placing=10,
        returning=(0, 1, 2),
        public_works=True,
    )


@d.learnt_once
def board_palette() -> Image.Image:
    """The fixed palette every board is encoded with, learnt once from a sample board that shows every
    region type on both sides, the snail, the robot, workers of every colour, a defence card of each
    kind and the secret strip (see ``draw.make_palette``)."""
    flat = [
        BG,
        PANEL,
        PANEL_ACTIVE,
        INK,
        SOFT,
        DARK,
        GOLD,
        GREEN,
        DANGER,
        CARD,
        CARD_EDGE,
        RUIN,
        RUIN_LINE,
        SECRET,
        WHITE,
    ]
    flat += [*SEAT_COLOUR.values(), SHELL, TRAY, SLOT_EDGE, ROBOT_EYE, SHIELD]
    return d.make_palette([draw_board(sample_view(), NAMES)], flat)


def encode(image: Image.Image) -> bytes:
    """A board picture as PNG bytes (at most 300 KB), in the fixed board palette."""
    return d.encode_png(image, max_bytes=MAX_PNG_BYTES, palette=board_palette())
