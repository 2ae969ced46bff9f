"""The board of Giant Snail Will Not Prevail!: region cards, their slots, the grid and the robot.

Pure helpers over ``GiantSnailState``; the modules of the phases call them. A region's places
for workers are its rows of worker slots when intact, or its single group of rebuild slots when
destroyed (rulebook "Rebuilding Regions"). Rows whose contents are alike are the same choice for a
player, so ``place_rows`` offers one of each (the first), which keeps every decision short.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import lru_cache

from engines.base import replace
from engines.giantsnail.data import REGION_NAMES, catalog
from engines.giantsnail.models import DEAD, SPACE1, SPACE2, GiantSnailState, Player, Region
from engines.phrasing import Words

Rows = tuple[tuple[int, ...], ...]


def region_name(region: int) -> str:
    return f"{REGION_NAMES[catalog().region_type(region)]} {region}"


def region_words(region: int) -> Words:
    """``region_name`` as a message ("Mine 1"), for each reader's language."""
    return Words(id=f"snail-region-{catalog().region_type(region)}", args={"number": region})


def spaces(region: Region) -> tuple[Rows, tuple[int, ...]]:
    """The rows of places for workers on the side the card shows, and each row's number of slots."""
    return _places(region.id, region.destroyed, region.rows, region.rebuild)


def _row_open(
    region: int, destroyed: bool, places: tuple[Rows, tuple[int, ...]], row: int, seat: int
) -> bool:
    """May ``seat`` put a worker in ``row``? A free slot, and on an intact R&D Labs a row that holds no
    other player's worker (rulebook "Action Phase"; ruling 18: an emptied row is free)."""
    rows, capacity = places
    workers = rows[row]
    if len(workers) >= capacity[row]:
        return False
    if not destroyed and catalog().region_type(region) == "lab":
        return all(w == seat for w in workers)
    return True


def place_rows(region: Region, seat: int) -> tuple[int, ...]:
    """The rows ``seat`` may put a worker in, one per kind of row (rows alike in contents and size)."""
    return _place_rows(region.id, region.destroyed, region.rows, region.rebuild, seat)


def own_rows(region: Region, seat: int) -> tuple[int, ...]:
    """The rows holding a worker of ``seat`` that it may take away, one per kind of row."""
    return _own_rows(region.id, region.destroyed, region.rows, region.rebuild, seat)


# Both are asked for every region at every decision of the Action Phase, and a region's contents repeat
# endlessly, so the answers are cached by contents.
@lru_cache(maxsize=8192)
def _place_rows(
    region: int, destroyed: bool, rows: Rows, rebuild: tuple[int, ...], seat: int
) -> tuple[int, ...]:
    places = _places(region, destroyed, rows, rebuild)
    return _distinct_rows(places, lambda i, _workers: _row_open(region, destroyed, places, i, seat))


@lru_cache(maxsize=8192)
def _own_rows(
    region: int, destroyed: bool, rows: Rows, rebuild: tuple[int, ...], seat: int
) -> tuple[int, ...]:
    places = _places(region, destroyed, rows, rebuild)
    return _distinct_rows(places, lambda _i, workers: seat in workers)


def _distinct_rows(
    places: tuple[Rows, tuple[int, ...]], wanted: Callable[[int, tuple[int, ...]], bool]
) -> tuple[int, ...]:
    """The rows ``wanted`` accepts, the first of each kind (alike in contents and size)."""
    seen: set[tuple[tuple[int, ...], int]] = set()
    found = []
    for i, workers in enumerate(places[0]):
        key = (tuple(sorted(workers)), places[1][i])
        if key not in seen and wanted(i, workers):
            seen.add(key)
            found.append(i)
    return tuple(found)


def _places(
    region: int, destroyed: bool, rows: Rows, rebuild: tuple[int, ...]
) -> tuple[Rows, tuple[int, ...]]:
    if destroyed:
        return (rebuild,), (catalog().region_kind(region).rebuild_slots,)
    return rows, catalog().region_kind(region).rows


def add_worker(region: Region, row: int, seat: int) -> Region:
    if region.destroyed:
        return replace(region, rebuild=(*region.rebuild, seat))
    rows = list(region.rows)
    rows[row] = (*rows[row], seat)
    return replace(region, rows=tuple(rows))


def remove_worker(region: Region, row: int, seat: int) -> Region:
    if region.destroyed:
        return replace(region, rebuild=_without(region.rebuild, seat))
    rows = list(region.rows)
    rows[row] = _without(rows[row], seat)
    return replace(region, rows=tuple(rows))


def _without(workers: tuple[int, ...], seat: int) -> tuple[int, ...]:
    i = workers.index(seat)
    return workers[:i] + workers[i + 1 :]


def set_region(state: GiantSnailState, region: Region) -> GiantSnailState:
    regions = list(state.regions)
    regions[region.id - 1] = region
    return replace(state, regions=tuple(regions))


def set_player(state: GiantSnailState, seat: int, player: Player) -> GiantSnailState:
    players = list(state.players)
    players[seat] = player
    return replace(state, players=tuple(players))


def workers_on(region: Region) -> Iterator[int]:
    for row in region.rows:
        yield from row
    yield from region.rebuild


def destroyed_count(state: GiantSnailState) -> int:
    return sum(1 for r in state.regions if r.destroyed)


# ---- the grid (G1) and moving across it -----------------------------------------------------------

STEPS = {"north": (-1, 0), "south": (1, 0), "east": (0, 1), "west": (0, -1)}


def position(state: GiantSnailState, region: int) -> tuple[int, int]:
    i = state.grid.index(region)
    return divmod(i, catalog().grid_cols)


def neighbour(state: GiantSnailState, region: int, direction: str) -> int:
    """The region next to ``region`` in a compass direction; the grid wraps East-West and North-South
    (rulebook "Event Phase" b)."""
    cat = catalog()
    row, col = position(state, region)
    dr, dc = STEPS[direction]
    row, col = (row + dr) % cat.grid_rows, (col + dc) % cat.grid_cols
    return state.grid[row * cat.grid_cols + col]


def snail_text(snail: int) -> str:
    if snail == SPACE2:
        return "in space, slot 2 of the space card"
    if snail == SPACE1:
        return "in space, slot 1 of the space card"
    if snail == DEAD:
        return "defeated"
    return f"on {region_name(snail)}"


# ---- the robot (G3) ------------------------------------------------------------------------------


def section_complete(slots: tuple[int, ...]) -> bool:
    return all(w >= 0 for w in slots)


def robot_finished(state: GiantSnailState) -> bool:
    return all(section_complete(s) for s in state.sections)


def empty_robot_slots(state: GiantSnailState) -> Iterator[tuple[int, int]]:
    for i, slots in enumerate(state.sections):
        for j, worker in enumerate(slots):
            if worker < 0:
                yield i, j


def fill_robot_slot(state: GiantSnailState, section: int, slot: int, seat: int) -> GiantSnailState:
    sections = [list(s) for s in state.sections]
    sections[section][slot] = seat
    return replace(state, sections=tuple(tuple(s) for s in sections))


# ---- resources ------------------------------------------------------------------------------------


def amount(metal: int, energy: int) -> str:
    """ "2 metal and 1 energy", "nothing"."""
    parts = [f"{metal} metal" if metal else "", f"{energy} energy" if energy else ""]
    return " and ".join(p for p in parts if p) or "nothing"


def amount_words(metal: int, energy: int) -> Words:
    """``amount`` as a message, for each reader's language."""
    return Words(id="snail-amount", args={"metal": metal, "energy": energy})


def paid_words(metal: int, energy: int) -> Words:
    """ ", paying 1 metal" after a sentence as a message, or nothing when nothing is paid."""
    return Words(id="snail-paid", args={"amount": amount_words(metal, energy), "paid": bool(metal or energy)})


def can_pay(player: Player, metal: int, energy: int) -> bool:
    return player.metal >= metal and player.energy >= energy


def pay(player: Player, metal: int, energy: int) -> Player:
    return replace(player, metal=player.metal - metal, energy=player.energy - energy)


def rebuild_payments(state: GiantSnailState, region: int, player: Player) -> list[tuple[int, int]]:
    """The ways ``player`` can pay a region's rebuild (G1), as (metal, energy), cheapest in metal first.

    While Public Works lasts (E2-3) a rebuild costs one resource fewer and "the rebuilder chooses which":
    with both resources in the cost there are two ways to pay, and the rebuilder picks one (G7 E2-3; this
    replaces a ruling of ours that picked for them). Only payments ``player`` can afford are listed.
    """
    kind = catalog().region_kind(region)
    metal, energy = kind.rebuild_metal, kind.rebuild_energy
    ways = [(metal, energy)]
    if state.works_until >= state.round:
        saved = {(m, e) for m, e in ((metal - 1, energy), (metal, energy - 1)) if m >= 0 and e >= 0}
        ways = sorted(saved) or ways
    return [(m, e) for m, e in ways if can_pay(player, m, e)]


def can_rebuild(state: GiantSnailState, region: Region, seat: int) -> bool:
    """Rulebook "Rebuilding Regions": a destroyed region with a worker in each rebuild slot, at least one
    of them ``seat``'s, and its cost in hand."""
    kind = catalog().region_kind(region.id)
    if not region.destroyed or len(region.rebuild) < kind.rebuild_slots or seat not in region.rebuild:
        return False
    return bool(rebuild_payments(state, region.id, state.players[seat]))


def seats_from(first: int) -> tuple[int, int, int]:
    """The three seats clockwise from ``first``."""
    return first, (first + 1) % 3, (first + 2) % 3
