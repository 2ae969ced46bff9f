"""Giant Snail Will Not Prevail! positions for scenario tests: a new game with the board cleared, and helpers
that put workers on regions. The grid in numerical order (G1), with each region's type and owner (seat 0
red, 1 blue, 2 black):

            West                                              East
    North    1 Mine  red     2 Solar black    3 Factory blue   4 R&D black
             5 Factory black 6 R&D red        7 Mine blue      8 Solar red
    South    9 Solar blue   10 Mine black    11 R&D blue      12 Factory red
"""

from __future__ import annotations

from engines.base import replace
from engines.giantsnail.engine import GiantSnailEngine
from engines.giantsnail.models import GiantSnailState, Player, Region
from support.registry import registered

ENGINE = registered("giantsnail", GiantSnailEngine)
# A finished robot: every section's two slots filled (section order: head, torso, larm, rarm, lleg, rleg).
ROBOT = ((0, 0), (1, 1), (2, 2), (0, 1), (1, 2), (2, 0))
# Filler event cards that keep the snail's deck long enough for a test.
FILLER = ("north", "south", "west", "east") * 4


def game(seed: int = 1, **fields: object) -> GiantSnailState:
    """A new game with an empty board, fresh players (13 in the pool, 7 in reserve, nothing else), seat 0
    the leader to act first in round 1's Action Phase, then ``fields`` replaced."""
    state = ENGINE.new_game(3, seed)
    regions = tuple(Region(id=r.id, rows=tuple(() for _ in r.rows)) for r in state.regions)
    base: dict[str, object] = {
        "regions": regions,
        "players": (Player(), Player(), Player()),
        "leader": 0,
        "turn": 0,
        "phase": "actions",
        "log": (),
        "market": ("t8", "t9"),
        "tech_deck": ("t1", "t2", "t3"),
    }
    base.update(fields)
    return replace(state, **base)


def with_regions(state: GiantSnailState, *regions: Region) -> GiantSnailState:
    out = list(state.regions)
    for region in regions:
        out[region.id - 1] = region
    return replace(state, regions=tuple(out))


def intact(n: int, *rows: tuple[int, ...]) -> Region:
    return Region(id=n, rows=rows)


def seat_now(state: GiantSnailState) -> int:
    """The one seat to act (fails when several are)."""
    seats = ENGINE.current_seats(state)
    assert len(seats) == 1, seats
    return next(iter(seats))
