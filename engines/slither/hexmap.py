"""SLITHER hex geometry: adjacency, distances, tri-hex spots and where a new tile may go.

Pointy-top hexes in axial coordinates (q, r), r growing downwards on the picture (rules 3(c) "Geometry":
the neighbours of (q, r) are (q±1, r), (q+1, r−1), (q, r−1), (q−1, r+1), (q, r+1); "adjacent" means
sharing an edge). A tri-hex covers a triangle of three mutually adjacent hexes; there are two
orientations, pointing up ("u": (q, r), (q+1, r−1), (q+1, r)) and pointing down ("d": (q, r), (q+1, r),
(q, r+1)), named by their anchor (q, r).

A ``Board`` is everything derived from the placed hexes, cached by the state's ``cells`` tuple so that
legal-move generation does no geometry on the hot path.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

from engines.slither.data import NEIGHBOUR_OFFSETS, catalog

Coord = tuple[int, int]
Cells = tuple[tuple[str, int, int], ...]

SQRT3 = math.sqrt(3.0)
SPOTS_PER_GROUP = 24  # one select of spots, plus "back", stays within 25 options
FAR = 99


@lru_cache(maxsize=8192)
def neighbours(c: Coord) -> tuple[Coord, ...]:
    # Kept: maps are made of the same few dozen hexes, and every step of a search asks again.
    return tuple((c[0] + dq, c[1] + dr) for dq, dr in NEIGHBOUR_OFFSETS)


def hex_distance(a: Coord, b: Coord) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def pixel(c: Coord) -> tuple[float, float]:
    """Centre of a hex of circumradius 1 (y grows downwards)."""
    return SQRT3 * (c[0] + c[1] / 2.0), 1.5 * c[1]


def triangle(kind: str, q: int, r: int) -> tuple[Coord, Coord, Coord]:
    if kind == "u":
        return (q, r), (q + 1, r - 1), (q + 1, r)
    return (q, r), (q + 1, r), (q, r + 1)


def spot_id(kind: str, q: int, r: int) -> str:
    return f"{kind}.{q}.{r}"


def parse_spot(text: str) -> tuple[str, int, int] | None:
    """``"u.1.-2"`` -> ("u", 1, -2); None unless it is exactly the canonical spelling."""
    parts = text.split(".")
    if len(parts) != 3 or parts[0] not in ("u", "d"):
        return None
    try:
        q, r = int(parts[1]), int(parts[2])
    except ValueError:
        return None
    if spot_id(parts[0], q, r) != text:
        return None
    return parts[0], q, r


def clockwise(cells: tuple[Coord, ...], first: Coord) -> tuple[Coord, ...]:
    """The cells in clockwise order on the picture, starting at ``first``."""
    pts = [pixel(c) for c in cells]
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    # With y growing downwards, a growing atan2 angle turns clockwise on screen.
    order = sorted(cells, key=lambda c: math.atan2(pixel(c)[1] - cy, pixel(c)[0] - cx))
    i = order.index(first)
    return tuple(order[i:] + order[:i])


@dataclass(frozen=True)
class Spot:
    id: str  # "u.q.r"
    cells: tuple[Coord, Coord, Coord]
    centre: tuple[float, float]
    letter: str  # a..z, aa.. in reading order (display only; actions use ``id``)
    group: str  # id of the first spot of its group


@dataclass(frozen=True)
class Board:
    cells: Cells
    coord_of: dict[str, Coord]
    hex_at: dict[Coord, str]
    adjacent: dict[str, tuple[str, ...]]  # placed neighbours of each placed hex
    numbered: tuple[str, ...]  # placed location hexes, by number
    numbered_adjacent: dict[str, tuple[str, ...]]  # the snake's graph: location hexes only
    graph_distance: dict[str, dict[str, int]]  # in the snake's graph; FAR when unreachable

    def kind(self, hex_id: str) -> str:
        return catalog().kind_of[hex_id]

    def distance(self, a: str, b: str) -> int:
        return hex_distance(self.coord_of[a], self.coord_of[b])


class SnakeGraph(Protocol):
    """The snake's graph, as a ``Board`` holds it (an AI's search keeps its own, engines/slither/search.py)."""

    @property
    def numbered(self) -> tuple[str, ...]: ...

    @property
    def numbered_adjacent(self) -> dict[str, tuple[str, ...]]: ...


def _letters(i: int) -> str:
    letters = ""
    i += 1
    while i:
        i, rem = divmod(i - 1, 26)
        letters = chr(ord("a") + rem) + letters
    return letters


@lru_cache(maxsize=256)
def board_for(cells: Cells) -> Board:
    cat = catalog()
    coord_of = {h: (q, r) for h, q, r in cells}
    hex_at = {(q, r): h for h, q, r in cells}
    adjacent = {h: tuple(hex_at[n] for n in neighbours(coord_of[h]) if n in hex_at) for h in coord_of}
    numbered = tuple(sorted((h for h in coord_of if cat.kind_of[h] == "number"), key=int))
    num_set = set(numbered)
    numbered_adjacent = {h: tuple(n for n in adjacent[h] if n in num_set) for h in numbered}
    graph_distance: dict[str, dict[str, int]] = {}
    for start in numbered:
        dist = {start: 0}
        frontier = [start]
        while frontier:
            nxt = []
            for h in frontier:
                for n in numbered_adjacent[h]:
                    if n not in dist:
                        dist[n] = dist[h] + 1
                        nxt.append(n)
            frontier = nxt
        graph_distance[start] = {h: dist.get(h, FAR) for h in numbered}
    return Board(cells, coord_of, hex_at, adjacent, numbered, numbered_adjacent, graph_distance)


# The six triangles a hex belongs to, as (kind, anchor offset from the hex): see ``triangle``.
_TRIANGLES_OF_HEX = (("u", 0, 0), ("u", -1, 1), ("u", -1, 0), ("d", 0, 0), ("d", -1, 0), ("d", 0, -1))
# The nine hexes around a triangle (sharing an edge with one of its three), as offsets from its anchor.
_RING = {
    kind: tuple(sorted({n for c in triangle(kind, 0, 0) for n in neighbours(c)} - set(triangle(kind, 0, 0))))
    for kind in ("u", "d")
}

Anchor = tuple[str, int, int]  # a spot as (kind, q, r): see ``triangle``
Layout = tuple[tuple[str, tuple[Coord, Coord, Coord], tuple[float, float]], ...]
SpotShape = tuple[
    tuple[float, float, str], tuple[Coord, Coord, Coord], tuple[float, float], tuple[Coord, ...]
]


_SHAPES: dict[Anchor, SpotShape] = {}
SHAPES_KEPT = 8192  # spots a process keeps: those near the maps it has seen, a few hundred a game


def spot_shape(anchor: Anchor) -> SpotShape:
    """A spot's place in reading order (its centre's row, column, then its id), its hexes, its centre and
    the nine hexes around it. A map is laid out again and again by an AI's search, and the spots near it
    are always the same few hundred: each is worked out once."""
    got = _SHAPES.get(anchor)
    if got is None:
        if len(_SHAPES) >= SHAPES_KEPT:
            _SHAPES.clear()
        kind, q, r = anchor
        tri = triangle(kind, q, r)
        pts = [pixel(c) for c in tri]
        centre = (sum(p[0] for p in pts) / 3.0, sum(p[1] for p in pts) / 3.0)
        ring = tuple((q + dq, r + dr) for dq, dr in _RING[kind])
        got = _SHAPES[anchor] = (
            (round(centre[1], 6), round(centre[0], 6), spot_id(kind, q, r)),
            tri,
            centre,
            ring,
        )
    return got


@lru_cache(maxsize=8192)
def _spots_holding(c: Coord) -> tuple[Anchor, ...]:
    return tuple((kind, c[0] + dq, c[1] + dr) for kind, dq, dr in _TRIANGLES_OF_HEX)


def _legal_among(taken: set[Coord], near: set[Coord]) -> set[Anchor]:
    """The legal spots among the triangles holding a free hex of ``near``."""
    found: set[Anchor] = set()
    shapes = _SHAPES
    for anchor in set().union(*[_spots_holding(c) for c in near if c not in taken]):
        _, tri, _, ring = shapes.get(anchor) or spot_shape(anchor)
        if taken.isdisjoint(tri) and len(taken.intersection(ring)) >= 2:
            found.add(anchor)
    return found


@lru_cache(maxsize=256)
def legal_spots(cells: Cells) -> frozenset[Anchor]:
    """Every legal spot for a new tri-hex (rules 3(c) "Placement rule"; ``placement_spots``)."""
    taken = {(q, r) for _, q, r in cells}
    # A triangle that touches a placed hex holds a free hex next to one: only the triangles holding such
    # a hex are looked at, each once.
    return frozenset(_legal_among(taken, {n for c in taken for n in neighbours(c)}))


def legal_spots_after(before: frozenset[Anchor], cells: Cells, added: Cells) -> frozenset[Anchor]:
    """``legal_spots(cells + added)`` from ``before``, the legal spots of ``cells``: a spot the new hexes
    leave free stays legal (its placed neighbours can only grow), and a spot that becomes legal touches
    a new hex, so it holds a free hex next to one. An AI's search lays tiles on a map by the thousand."""
    new = {(q, r) for _, q, r in added}
    taken = {(q, r) for _, q, r in cells} | new
    shapes = _SHAPES
    kept = {a for a in before if new.isdisjoint((shapes.get(a) or spot_shape(a))[1])}
    return frozenset(kept | _legal_among(taken, {n for c in new for n in neighbours(c)}))


def layout_of(spots: frozenset[Anchor]) -> Layout:
    """Spots as (id, hexes, centre), in reading order."""
    found = sorted(spot_shape(a)[:3] for a in spots)  # by the keys alone: no two spots share an id
    return tuple((key[2], tri, centre) for key, tri, centre in found)


@lru_cache(maxsize=256)
def spot_layout(cells: Cells) -> Layout:
    """Every legal spot for a new tri-hex as (id, hexes, centre), in reading order: what
    ``placement_spots`` letters and groups."""
    return layout_of(legal_spots(cells))


def group_size(count: int) -> int:
    """How many spots go in each group when there are ``count`` (at most SPOTS_PER_GROUP)."""
    groups = max(1, math.ceil(count / SPOTS_PER_GROUP))
    return math.ceil(count / groups) if count else 1


@lru_cache(maxsize=256)
def placement_spots(cells: Cells) -> tuple[Spot, ...]:
    """Every legal spot for a new tri-hex (rules 3(c) "Placement rule"): three empty hexes forming a
    triangle, sharing an edge with at least 2 distinct placed hexes [R "touches at least 2 different
    hex spaces"]. Sorted in reading order, lettered, and grouped by at most SPOTS_PER_GROUP."""
    layout = spot_layout(cells)
    size = group_size(len(layout))
    return tuple(
        Spot(sid, tri, centre, _letters(i), layout[(i // size) * size][0])
        for i, (sid, tri, centre) in enumerate(layout)
    )


def touching(cells: Cells, tri: tuple[Coord, ...]) -> tuple[str, ...]:
    """The placed hexes sharing an edge with a spot's three (ruling 10), in the order its hexes and their
    neighbours come: what a player sees of a spot where no picture letters it (ours D22)."""
    hex_at = {(q, r): h for h, q, r in cells}
    found: list[str] = []
    for c in tri:
        for n in neighbours(c):
            h = hex_at.get(n)
            if h is not None and h not in found:
                found.append(h)
    return tuple(found)


def spot_groups(spots: tuple[Spot, ...]) -> tuple[tuple[str, tuple[Spot, ...]], ...]:
    """The spots split into their groups, as (group id, spots)."""
    out: dict[str, list[Spot]] = {}
    for s in spots:
        out.setdefault(s.group, []).append(s)
    return tuple((g, tuple(members)) for g, members in out.items())


@lru_cache(maxsize=256)
def largest_region(cells: Cells) -> int:
    """The size of the largest connected group of placed locations (the room the snake has to move)."""
    board = board_for(cells)
    best = 0
    for start in board.numbered:
        best = max(best, sum(1 for d in board.graph_distance[start].values() if d < FAR))
    return best


def longest_simple_path(board: SnakeGraph, prefix: tuple[str, ...], want: int) -> int:
    """How long (up to ``want``) a simple path in the snake's graph can get when it starts with
    ``prefix`` (each new card adjacent to the previous one; any location to start if prefix is empty)."""
    best = len(prefix)
    if best >= want:
        return best
    used = set(prefix)

    def extend(last: str, length: int) -> int:
        nonlocal best
        if length > best:
            best = length
        if best >= want:
            return best
        for n in board.numbered_adjacent[last]:
            if n not in used:
                used.add(n)
                extend(n, length + 1)
                used.discard(n)
                if best >= want:
                    break
        return best

    if prefix:
        return extend(prefix[-1], len(prefix))
    for start in board.numbered:
        used.add(start)
        extend(start, 1)
        used.discard(start)
        if best >= want:
            break
    return best
