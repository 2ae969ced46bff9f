"""SLITHER's map as its AI search reads it (engines/slither/search.py; docs/ai.md "SLITHER's search"):
what the engine works out from a state's ``cells`` at every step (hexmap.board_for's adjacency, the tile
spots, the path growth choices, the frogs' moves), worked out once per map, and the catalogue's facts
the search's rules read. A map made by laying a tile is built from the map it was laid on.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from engines.slither import cornering
from engines.slither.data import catalog
from engines.slither.hexmap import (
    Anchor,
    Cells,
    clockwise,
    group_size,
    legal_spots,
    legal_spots_after,
    longest_simple_path,
    neighbours,
    parse_spot,
    spot_shape,
    triangle,
)

_CAT = catalog()
BUILDINGS = _CAT.buildings
BUILDING_INDEX = {b: i for i, b in enumerate(BUILDINGS)}
START_PADS = {h.id: h.lily_pads for t in _CAT.data.start_tiles for h in t.hexes}
KIND_OF = _CAT.kind_of
TOTAL_PADS = _CAT.total_pads
SNAKE_ORDER = {c.id: i for i, c in enumerate(_CAT.data.snake)}
REVEALS_HEAD = frozenset(c.id for c in _CAT.data.snake if c.reveals_head)
TILES_IN_PLAY = tuple(t.id for t in _CAT.tiles_in_play)
TILE_HEXES = {t.id: t.hexes for t in _CAT.data.tiles}

# How many entries a cache keeps before it starts again: a worker process searches game after game, and a
# cache that only grew would be a leak. The caches that grow with a search (the growth choices here, the
# values and beliefs in searchvalue.py) are one for all maps, keyed by the map, so that what the process
# keeps is bounded however many maps it holds (``MAPS_KEPT``).
CACHE_LIMIT = 20_000


def ids_of(kind: str, hexes: Sequence[str]) -> tuple[str, ...]:
    """The ids of the actions of ``kind`` on each of ``hexes`` (labels.action_id)."""
    return tuple(f"{kind}.{h.lower()}" for h in hexes)


START_ACTIONS = ids_of("start", BUILDINGS)
RETURN_ACTIONS = ids_of("return", BUILDINGS)
# The id of a hex-argument action, by kind and hex (labels.action_id: kind, then the hex in lower case).
HEX_ID = {
    kind: {h: f"{kind}.{h.lower()}" for h in KIND_OF} for kind in ("head", "shed", "path", "hop", "lilyhop")
}


def remember(cache: dict[Any, Any], key: Any, value: Any, limit: int = CACHE_LIMIT) -> None:
    """``cache[key] = value``, emptying the cache first when it holds ``limit`` entries."""
    if len(cache) >= limit:
        cache.clear()
    cache[key] = value


class Map:
    """What the engine works out from a map's ``cells`` again at every step, worked out once per map.

    The adjacency is ``hexmap.board_for``'s, built the same way (a map made by laying a tile on another
    is built from that one's) but without the distances between all locations, which only the frogs'
    samplers read: a search that lays tiles meets a new map at almost every iteration. The rest is worked
    out when first asked for."""

    cells: Cells
    coord_of: dict[str, tuple[int, int]]
    hex_at: dict[tuple[int, int], str]
    adjacent: dict[str, tuple[str, ...]]
    numbered: tuple[str, ...]
    numbered_adjacent: dict[str, tuple[str, ...]]

    __slots__ = (
        "_adj_buildings",
        "_croak",
        "_graph",
        "_grown_from",
        "_region",
        "_spots",
        "adjacent",
        "after",
        "cells",
        "coord_of",
        "frog_moves",
        "hex_at",
        "leaps",
        "longest",
        "near",
        "numbered",
        "numbered_adjacent",
        "placement",
        "tile_value",
    )

    def __init__(self, cells: Cells, parent: Map | None = None) -> None:
        self.cells = cells
        # As hexmap.board_for: each hex's placed neighbours in NEIGHBOUR_OFFSETS order, and the snake's
        # graph over the location hexes, numbered in order.
        if parent is None:
            coord_of = {h: (q, r) for h, q, r in cells}
            hex_at = {(q, r): h for h, q, r in cells}
            adjacent = {
                h: tuple([hex_at[n] for n in neighbours(c) if n in hex_at]) for h, c in coord_of.items()
            }
            numbered = tuple(sorted((h for h in coord_of if KIND_OF[h] == "number"), key=int))
            in_graph = set(numbered)
            self.numbered_adjacent = {h: tuple([n for n in adjacent[h] if n in in_graph]) for h in numbered}
        else:  # ``cells`` are the parent's and a tile's: only the hexes around the tile change
            coord_of = parent.coord_of.copy()
            hex_at = parent.hex_at.copy()
            added = cells[len(parent.cells) :]
            changed = set()
            for h, q, r in added:
                coord_of[h] = (q, r)
                hex_at[(q, r)] = h
            for h, q, r in added:
                changed.add(h)
                changed.update([hex_at[n] for n in neighbours((q, r)) if n in hex_at])
            adjacent = parent.adjacent.copy()
            for h in changed:
                adjacent[h] = tuple([hex_at[n] for n in neighbours(coord_of[h]) if n in hex_at])
            fresh = [h for h, _, _ in added if KIND_OF[h] == "number"]
            numbered = tuple(sorted((*parent.numbered, *fresh), key=int)) if fresh else parent.numbered
            in_graph = set(numbered)
            # The same graph as a map built at once; only the order of its keys may differ, which
            # nothing reads (each location's neighbours keep their order).
            graph = parent.numbered_adjacent.copy()
            for h in changed:
                if h in in_graph:
                    graph[h] = tuple([n for n in adjacent[h] if n in in_graph])
            self.numbered_adjacent = graph
        self.coord_of = coord_of
        self.hex_at = hex_at
        self.adjacent = adjacent
        self.numbered = numbered
        self._region: int | None = None
        self._graph: cornering.Graph | None = None
        self._spots: frozenset[Anchor] | None = None
        # The map a tile was laid on, and its legal spots when known: this one's follow from them.
        self._grown_from = None if parent is None or parent._spots is None else (parent._spots, parent.cells)
        self._adj_buildings: dict[str, tuple[str, ...]] = {}
        self._croak: dict[str, tuple[str, ...]] = {}
        self.placement: tuple[tuple[str, ...], tuple[str, ...], dict[str, tuple[str, ...]], bool] | None = (
            None
        )
        self.after: dict[tuple[str, str, str], Cells] = {}
        self.longest: dict[int, int] = {}
        self.frog_moves: dict[tuple[str, str | None, tuple[int, ...] | None], tuple[str, ...]] = {}
        self.leaps: dict[str, tuple[str, ...]] = {}
        self.near: dict[tuple[int, ...], frozenset[str]] = {}
        self.tile_value: dict[tuple[str, str, int, int], float] = {}

    @property
    def graph(self) -> cornering.Graph:
        """cornering._graph."""
        if self._graph is None:
            self._graph = tuple((h, self.numbered_adjacent[h]) for h in self.numbered)
        return self._graph

    @property
    def region(self) -> int:
        """hexmap.largest_region: the most locations joined in the snake's graph."""
        if self._region is None:
            adjacent = self.numbered_adjacent
            seen: set[str] = set()
            best = 0
            for start in adjacent:
                if start in seen:
                    continue
                group = {start}
                frontier = [start]
                while frontier:
                    for n in adjacent[frontier.pop()]:
                        if n not in group:
                            group.add(n)
                            frontier.append(n)
                seen |= group
                best = max(best, len(group))
            self._region = best
        return self._region

    def near_pads(self, pads: tuple[int, ...]) -> frozenset[str]:
        """cornering._near_pads: the locations next to a building with lily pads."""
        got = self.near.get(pads)
        if got is None:
            with_pads = {b for b, n in zip(BUILDINGS, pads, strict=True) if n > 0}
            got = frozenset(h for h in self.numbered if with_pads.intersection(self.adjacent[h]))
            remember(self.near, pads, got)
        return got

    def buildings_next_to(self, h: str) -> tuple[str, ...]:
        """The buildings next to ``h``, in data order (board.buildings_with_pads_next_to filters these)."""
        got = self._adj_buildings.get(h)
        if got is None:
            near = self.adjacent[h]
            got = self._adj_buildings[h] = tuple(b for b in BUILDINGS if b in near)
        return got

    def croak_targets(self, h: str) -> tuple[str, ...]:
        """frogs._croak_targets: the numbered hexes next to ``h``."""
        got = self._croak.get(h)
        if got is None:
            got = self._croak[h] = tuple(n for n in self.adjacent[h] if KIND_OF[n] == "number")
        return got

    def spots(self) -> tuple[tuple[str, ...], tuple[str, ...], dict[str, tuple[str, ...]], bool]:
        """setup.placement_actions' lists: every spot, the groups, each group's spots, grouped or not
        (hexmap.placement_spots and spot_groups: the spots in reading order, in groups of ``group_size``
        named by their first spot)."""
        if self.placement is None:
            if self._grown_from is not None:
                before, cells = self._grown_from
                self._spots = legal_spots_after(before, cells, self.cells[len(cells) :])
            else:
                self._spots = legal_spots(self.cells)
            self._grown_from = None
            # hexmap.layout_of's reading order, without building the layout.
            every = tuple(action for _, action in sorted([_spot_entry(a) for a in self._spots]))
            size = group_size(len(every))
            chunks = [every[i : i + size] for i in range(0, len(every), size)]
            grouped = len(chunks) > 1
            self.placement = (
                (*every, "back") if grouped else every,
                tuple(f"group.{chunk[0][5:]}" for chunk in chunks),
                {chunk[0][5:]: (*chunk, "back") for chunk in chunks},
                grouped,
            )
        return self.placement

    def with_tile(self, tile: str, spot: str, low: str) -> Map:
        """The map once ``tile`` is laid at ``spot`` with its lowest number at ``low`` (setup.apply_placement)."""
        key = (tile, spot, low)
        cells = self.after.get(key)
        if cells is None:
            order = _tile_order(spot, low)
            cells = self.cells + tuple((h, c[0], c[1]) for h, c in zip(TILE_HEXES[tile], order, strict=True))
            remember(self.after, key, cells)
        return map_for(cells, self)

    def longest_path(self, desired: int) -> int:
        """setup.begin_growth's target."""
        got = self.longest.get(desired)
        if got is None:
            got = self.longest[desired] = longest_simple_path(self, (), desired)
        return got

    def growth_actions(self, prefix: tuple[str, ...], target: int) -> tuple[str, ...]:
        """setup.growth_actions (its _growth_choices, then "back" once a card is down)."""
        key = (self, prefix, target)
        got = GROWTH.get(key)
        if got is None:
            base = self.numbered if not prefix else self.numbered_adjacent[prefix[-1]]
            ids = HEX_ID["path"]
            # longest_simple_path(board, (*prefix, c), target) >= target: a simple path of ``target``
            # cards starts with them.
            need = target - len(prefix) - 1
            got = tuple(ids[c] for c in base if c not in prefix and self._goes_on({*prefix, c}, c, need))
            if prefix:
                got = (*got, "back")
            remember(GROWTH, key, got)
        return got

    def _goes_on(self, used: set[str], last: str, need: int) -> bool:
        """Whether a simple path can go on ``need`` more cards from ``last`` without those in ``used``."""
        if need <= 0:
            return True
        for n in self.numbered_adjacent[last]:
            if n not in used:
                used.add(n)
                found = self._goes_on(used, n, need - 1)
                used.discard(n)
                if found:
                    return True
        return False

    def leap_actions(self, here: str) -> tuple[str, ...]:
        got = self.leaps.get(here)
        if got is None:
            adjacent, coord_of = self.adjacent, self.coord_of
            one = set(adjacent[here])
            two = sorted(
                {h for n in one for h in adjacent[n] if h != here and h not in one},
                key=lambda h: coord_of[h][::-1],
            )
            got = self.leaps[here] = ids_of("leap", two)
        return got


@lru_cache(maxsize=4096)
def _tile_order(spot: str, low: str) -> tuple[tuple[int, int], ...]:
    """The hexes of ``spot`` clockwise from ``low``, where a tile's numbers go (setup.apply_placement)."""
    parsed = parse_spot(spot)
    assert parsed is not None
    q, r = (int(x) for x in low.split("."))
    return clockwise(triangle(*parsed), (q, r))


GROWTH: dict[tuple[Map, tuple[str, ...], int], tuple[str, ...]] = {}  # Map.growth_actions
_SPOT_ENTRIES: dict[Anchor, tuple[tuple[float, float, str], str]] = {}


def _spot_entry(anchor: Anchor) -> tuple[tuple[float, float, str], str]:
    """A spot's place in reading order (hexmap.spot_shape) and the id of the action that picks it."""
    got = _SPOT_ENTRIES.get(anchor)
    if got is None:
        key = spot_shape(anchor)[0]
        got = (key, f"spot.{key[2]}")
        remember(_SPOT_ENTRIES, anchor, got)
    return got


MAPS: dict[Cells, Map] = {}
MAPS_KEPT = 256  # maps a process keeps: a search that lays tiles meets about two an iteration


def map_for(cells: Cells, parent: Map | None = None) -> Map:
    """The map of ``cells``; ``parent``, if given, is the map they grew from by one tile."""
    got = MAPS.get(cells)
    if got is None:
        if len(MAPS) >= MAPS_KEPT:
            # The older half goes (a dict keeps the order maps came in): the map a search started
            # from is met again soon, and made again at little cost.
            for old in list(itertools.islice(MAPS, MAPS_KEPT // 2)):
                del MAPS[old]
        got = MAPS[cells] = Map(cells, parent)
    return got
