"""A made-up Giant Snail position that shows every kind of thing a board draws (both sides of every region
type, workers of every colour, the snail, the robot, both defence cards, a draft, returning workers and
a secret), from which the board's fixed palette is learnt (``layout.board_palette``)."""

from __future__ import annotations

from engines.giantsnail.data import catalog
from engines.giantsnail.models import GiantSnailView, PlayerView, RegionView, SectionView

NAMES = ("Sample 1", "Sample 2", "Sample 3")


def sample_view() -> GiantSnailView:
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
