"""The board of Giant Snail Will Not Prevail! as the AI's search sees it: region cards as ``Side`` values and
the grid's geometry (docs/ai.md, "Giant Snail's search position").

A ``Side`` is one region card as it lies: which side is up and the workers in each row. There is one shared,
never-changing ``Side`` per content, made once and reused, that knows every answer the rules ask of that
content (the rows a seat may use, production, R&D Labs rows, Factory workers, votes at the end) and what it
becomes when a worker comes or goes. Those answers follow the engine's rules (engines/giantsnail/board.py,
resolution.py, scoring.py), computed once per content instead of at every decision;
tests/test_giantsnail_search.py checks each against the engine's own helpers. A search position
(searchposition.py) adds its cards' answers up into two integers, ``bits`` and ``tally``, laid out here.
"""

from __future__ import annotations

from typing import Any

from engines.giantsnail import board
from engines.giantsnail.data import catalog
from engines.giantsnail.models import Region

Rows = tuple[tuple[int, ...], ...]
SEATS = (0, 1, 2)
# The rulebook's tables (data/giantsnail/components.toml), indexed by region number (index 0 unused).
_CAT = catalog()
KIND: tuple[str, ...] = ("", *(r.type for r in _CAT.region))
OWNER: tuple[int, ...] = (-1, *(_CAT.owner_seat(r.id) for r in _CAT.region))
REBUILD_COST: tuple[tuple[int, int], ...] = (
    (0, 0),
    *((_CAT.region_kind(r.id).rebuild_metal, _CAT.region_kind(r.id).rebuild_energy) for r in _CAT.region),
)
# A card's rows with nobody in them (rebuilding.rebuild flips a card back to these).
EMPTY_ROWS: tuple[Rows, ...] = ((), *(tuple(() for _ in _CAT.region_kind(r.id).rows) for r in _CAT.region))
# Each type's cards, as indexes into a position's ``sides`` (region number - 1).
KIND_INDEXES: dict[str, tuple[int, ...]] = {
    kind: tuple(r.id - 1 for r in _CAT.region if r.type == kind) for kind in _CAT.kind
}
LABS = KIND_INDEXES["lab"]
FACTORIES = KIND_INDEXES["factory"]


# A position sums what its cards say into two numbers, kept up to date as cards change (``set_side``), so
# that questions about the whole board are a shift and a mask rather than a walk over twelve cards.
# ``bits``: for each seat, a 12-bit mask of the regions with room for its worker (board.place_rows) and
# one of the regions holding a worker it may take away (board.own_rows), bit r - 1 for region r.
OPEN_SHIFT = (0, 12, 24)
HELD_SHIFT = (36, 48, 60)
REGION_MASK = 0xFFF
# ``tally``: counts in 8-bit fields (none can reach 256: 60 workers, 12 cards): each seat's workers on
# intact cards of its own colour and of others' (Nationalism, International Cooperation), full Mine and
# Solar Farm rows it is in (production and income), whether it has a full R&D Labs row of its own and a
# Factory worker, the ruins it could rebuild but for the cost (full rebuild slots, one of them its own), the
# workers on intact Factories (the heuristic) and the destroyed cards.
HOME, ABROAD, METAL, ENERGY, LAB, FACTORY, READY = 0, 3, 6, 9, 12, 15, 18
FACTORY_WORKERS, DESTROYED = 21, 22
FIELD = 0xFF


def _pack(fields: dict[int, int]) -> int:
    return sum(value << (8 * field) for field, value in fields.items())


def count(tally: int, field: int) -> int:
    """One field of a position's ``tally``."""
    return tally >> (8 * field) & FIELD


class Side:
    """A region card as it lies: its number, which side is up and the workers on it, with everything the
    rules read from that, computed once. Never changed: a worker placed or
    removed gives another ``Side`` (``add``, ``remove``), found again next time it is needed."""

    __slots__ = (
        "_next",
        "abroad",
        "bits",
        "destroyed",
        "factory_row",
        "factory_workers",
        "gain",
        "home",
        "kind",
        "lab_row",
        "model",
        "own",
        "place",
        "ready",
        "rebuild",
        "region",
        "resource",
        "rows",
        "ruin",
        "tally",
        "workers",
    )

    def __init__(self, region: int, destroyed: bool, rows: Rows, rebuild: tuple[int, ...]) -> None:
        self.region = region
        self.destroyed = destroyed
        self.rows = rows
        self.rebuild = rebuild
        self.kind = KIND[region]
        self.model = Region(id=region, destroyed=destroyed, rows=rows, rebuild=rebuild)
        kind = _CAT.region_kind(region)
        intact = not destroyed
        self._choose_rows(kind.rows if intact else (kind.rebuild_slots,))
        self.workers = tuple(board.workers_on(self.model))
        # Resolution Phase a) and the heuristic's income: full rows of a Mine or Solar Farm, counted per
        # seat with a worker in them (resolution.produce, scoring._income).
        self.resource = -1 if not intact or not kind.produces else (0 if kind.produces == "metal" else 1)
        gain = [0, 0, 0]
        if self.resource >= 0:
            for row, size in zip(rows, kind.rows, strict=True):
                if len(row) == size:
                    for s in set(row):
                        gain[s] += 1
        self.gain = (gain[0], gain[1], gain[2])
        # Resolution Phase b): each seat's first full R&D Labs row of its own (resolution.research_rows).
        self.lab_row = tuple(
            self._lab_row(s, kind.rows) if intact and self.kind == "lab" else -1 for s in SEATS
        )
        # Resolution Phase c): the row of a seat's Factory worker (resolution.factory_regions, play_factory).
        self.factory_row = tuple(
            next((i for i, row in enumerate(rows) if s in row), -1)
            if intact and self.kind == "factory"
            else -1
            for s in SEATS
        )
        self.factory_workers = len(self.workers) if intact and self.kind == "factory" else 0
        # Rebuilding: full rebuild slots holding the seat's worker (board.can_rebuild, before the cost).
        full = destroyed and len(rebuild) >= kind.rebuild_slots
        self.ready = tuple(full and s in rebuild for s in SEATS)
        # The end: Nationalism and International Cooperation count workers on intact cards (scoring.awards);
        # the heuristic's ruin weighs each destroyed card (scoring._ruin).
        home, abroad = [0, 0, 0], [0, 0, 0]
        if intact:
            owner = OWNER[region]
            for w in self.workers:
                if w == owner:
                    home[w] += 1
                else:
                    abroad[w] += 1
        self.home = (home[0], home[1], home[2])
        self.abroad = (abroad[0], abroad[1], abroad[2])
        self.ruin = 1 - 0.4 * len(rebuild) / kind.rebuild_slots if destroyed else 0.0
        bit = 1 << (region - 1)
        self.bits = sum(
            (bit if self.place[s] else 0) << OPEN_SHIFT[s] | (bit if self.own[s] else 0) << HELD_SHIFT[s]
            for s in SEATS
        )
        self.tally = _pack(
            {
                **{HOME + s: home[s] for s in SEATS},
                **{ABROAD + s: abroad[s] for s in SEATS},
                **{
                    (METAL if self.resource == 0 else ENERGY) + s: gain[s]
                    for s in SEATS
                    if self.resource >= 0
                },
                **{LAB + s: 1 for s in SEATS if self.lab_row[s] >= 0},
                **{FACTORY + s: 1 for s in SEATS if self.factory_row[s] >= 0},
                **{READY + s: 1 for s in SEATS if self.ready[s]},
                FACTORY_WORKERS: self.factory_workers,
                DESTROYED: 1 if destroyed else 0,
            }
        )
        self._next: dict[tuple[int, int, int], Side] = {}

    def _choose_rows(self, sizes: tuple[int, ...]) -> None:
        """Action Phase: the rows each seat may put a worker in, and take one from, one of each kind
        (board.place_rows and board.own_rows, whose rules these are, asked for all seats at once: a new
        card is met at every few moves of a search's first iterations, and the engine's answer, made
        row by row for one seat at a time, was most of what a new card cost)."""
        places = (self.rebuild,) if self.destroyed else self.rows
        kinds = [(tuple(sorted(workers)), sizes[i]) for i, workers in enumerate(places)]
        lab = not self.destroyed and self.kind == "lab"  # a row holds one player's workers (board._row_open)
        place: list[tuple[int, ...]] = []
        own: list[tuple[int, ...]] = []
        for seat in SEATS:
            open_rows, open_kinds, held_rows, held_kinds = [], set(), [], set()
            for i, workers in enumerate(places):
                alike = kinds[i]
                if (
                    alike not in open_kinds
                    and len(workers) < sizes[i]
                    and (not lab or all(w == seat for w in workers))
                ):
                    open_kinds.add(alike)
                    open_rows.append(i)
                if alike not in held_kinds and seat in workers:
                    held_kinds.add(alike)
                    held_rows.append(i)
            place.append(tuple(open_rows))
            own.append(tuple(held_rows))
        self.place = (place[0], place[1], place[2])
        self.own = (own[0], own[1], own[2])

    def _lab_row(self, seat: int, sizes: tuple[int, ...]) -> int:
        for i, row in enumerate(self.rows):
            if len(row) == sizes[i] and all(w == seat for w in row):
                return i
        return -1

    def add(self, row: int, seat: int) -> Side:
        """The card with a worker of ``seat`` put in ``row`` (board.add_worker)."""
        key = (0, row, seat)
        found = self._next.get(key)
        if found is None:
            found = self._next[key] = side_of(board.add_worker(self.model, row, seat))
        return found

    def remove(self, row: int, seat: int) -> Side:
        """The card with a worker of ``seat`` taken from ``row`` (board.remove_worker)."""
        key = (1, row, seat)
        found = self._next.get(key)
        if found is None:
            found = self._next[key] = side_of(board.remove_worker(self.model, row, seat))
        return found

    def cleared(self, row: int) -> Side:
        """A row emptied: cashed in for research (resolution.play_research)."""
        rows = list(self.rows)
        rows[row] = ()
        return make_side(self.region, self.destroyed, tuple(rows), self.rebuild)

    def emptied(self) -> Side:
        """Every row emptied, the side unchanged: Aftershock (events._event2)."""
        return make_side(self.region, self.destroyed, tuple(() for _ in self.rows), self.rebuild)

    def wrecked(self) -> Side:
        """The card flipped by the snail, its workers dead (events.destroy)."""
        return make_side(self.region, True, tuple(() for _ in self.rows), ())

    def trampled(self) -> Side:
        """Ruins trampled again: the rebuild slots' workers dead (events.destroy)."""
        return make_side(self.region, self.destroyed, self.rows, ())


_SIDES: dict[tuple[int, bool, Rows, tuple[int, ...]], Side] = {}


def make_side(region: int, destroyed: bool, rows: Rows, rebuild: tuple[int, ...]) -> Side:
    """The one ``Side`` for this content (a card shows few distinct contents, so they are kept)."""
    key = (region, destroyed, rows, rebuild)
    side = _SIDES.get(key)
    if side is None:
        side = _SIDES[key] = Side(region, destroyed, rows, rebuild)
    return side


def side_of(region: Region) -> Side:
    return make_side(region.id, region.destroyed, region.rows, region.rebuild)


class Grid:
    """The layout's geometry (G1): each region's neighbour in each direction, wrapping (board.neighbour),
    and its place, for the heuristic's distances. One per layout, shared by every position."""

    __slots__ = ("near", "where")

    def __init__(self, grid: tuple[int, ...]) -> None:
        state: Any = _GridOnly(grid)
        self.near = {(r, d): board.neighbour(state, r, d) for r in grid for d in board.STEPS}
        self.where = {r: board.position(state, r) for r in grid}


class _GridOnly:
    """What board.neighbour and board.position read of a state: its grid."""

    def __init__(self, grid: tuple[int, ...]) -> None:
        self.grid = grid


_GRIDS: dict[tuple[int, ...], Grid] = {}
_GRIDS_KEPT = 1000  # random layouts differ from game to game: a worker process keeps only so many


def grid_of(grid: tuple[int, ...]) -> Grid:
    found = _GRIDS.get(grid)
    if found is None:
        if len(_GRIDS) >= _GRIDS_KEPT:
            _GRIDS.clear()
        found = _GRIDS[grid] = Grid(grid)
    return found
