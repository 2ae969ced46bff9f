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

from engines.slither.data import NEIGHBOUR_OFFSETS, catalog

Coord = tuple[int, int]
Cells = tuple[tuple[str, int, int], ...]

SQRT3 = math.sqrt(3.0)
SPOTS_PER_GROUP = 24  # one select of spots, plus "back", stays within 25 options
FAR = 99


def neighbours(c: Coord) -> tuple[Coord, ...]:
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


@lru_cache(maxsize=256)
def placement_spots(cells: Cells) -> tuple[Spot, ...]:
    """Every legal spot for a new tri-hex (rules 3(c) "Placement rule"): three empty hexes forming a
    triangle, sharing an edge with at least 2 distinct placed hexes [R "touches at least 2 different
    hex spaces"]. Sorted in reading order, lettered, and grouped by at most SPOTS_PER_GROUP."""
    taken = {(q, r) for _, q, r in cells}
    frontier = {n for c in taken for n in neighbours(c) if n not in taken}
    found: dict[str, tuple[Coord, Coord, Coord]] = {}
    for e in frontier:
        for anchor in (e, *neighbours(e)):
            for kind in ("u", "d"):
                tri = triangle(kind, *anchor)
                if e not in tri or any(c in taken for c in tri):
                    continue
                touched = {n for c in tri for n in neighbours(c) if n in taken}
                if len(touched) >= 2:
                    found[spot_id(kind, *anchor)] = tri
    centred = []
    for sid, tri in found.items():
        pts = [pixel(c) for c in tri]
        centre = (sum(p[0] for p in pts) / 3.0, sum(p[1] for p in pts) / 3.0)
        centred.append((round(centre[1], 6), round(centre[0], 6), sid, tri, centre))
    centred.sort()
    count = len(centred)
    groups = max(1, math.ceil(count / SPOTS_PER_GROUP))
    size = math.ceil(count / groups) if count else 1
    spots: list[Spot] = []
    for i, (_, _, sid, tri, centre) in enumerate(centred):
        group_first = centred[(i // size) * size][2]
        spots.append(Spot(sid, tri, centre, _letters(i), group_first))
    return tuple(spots)


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


def longest_simple_path(board: Board, prefix: tuple[str, ...], want: int) -> int:
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
