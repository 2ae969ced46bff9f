"""SLITHER: which of the snake's choices would leave it cornered at its next move (ours D19).

The rules allow a snake to trap itself (rules 3(c) "Cornered": no hand card next to the previous Head
means found out), so such a choice stays legal; the snake is only warned, on the choice's label. A choice
corners the snake when every way its next move can come about finds no hand card next to the Head:

- a Head (Snake Moves): the path shifts at the next move (the Tail card falls off when every segment is
  full) and the new Head has no free location next to it. Nothing the frogs do changes that, and the
  frogs' cards are drawn from the seed but never touch the map or the path, so it is certain; the only
  way out is a win first (Strike on this Head, or Venom falling off the Tail, taking the last lily pad).
- a card while growing the path: every way to finish the path (D3: to ``grow_target`` cards) leaves the
  Head without a free location next to it at the first move.
- the spot or orientation of the last tile to lay: the map it makes leaves every path the snake can
  grow cornered at the first move. The next tile is the next in numerical order, so nothing is chance;
  the orientation (which hex gets the lowest number) changes no adjacency.

Hidden information: the Head and path checks read the snake's true path, which is safe because those
choices (and so their labels) are shown only to the snake; laying a tile is public, and that check reads
only the public map and options.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from engines.slither.board import buildings_with_pads_next_to
from engines.slither.data import catalog
from engines.slither.hexmap import Cells, board_for, neighbours, parse_spot, triangle
from engines.slither.models import SlitherAction, SlitherState
from engines.slither.setup import segment_count

CORNERED_SUFFIX = " (leaves you no move)"

# The snake's graph (location hexes and their location neighbours), hashable so that searches cache.
Graph = tuple[tuple[str, tuple[str, ...]], ...]


@lru_cache(maxsize=256)
def _graph(cells: Cells) -> Graph:
    adjacent = board_for(cells).numbered_adjacent
    return tuple((h, adjacent[h]) for h in board_for(cells).numbered)


def _graph_with_tile(cells: Cells, spot: str, tile: str) -> Graph | None:
    """The snake's graph once ``tile`` lies at ``spot``, without building a whole Board for a map that
    may never be (which hex gets which number changes no adjacency: any orientation will do)."""
    parsed = parse_spot(spot)
    if parsed is None:
        return None
    hexes = catalog().tile_by_id[tile].hexes
    placed = dict(zip(triangle(*parsed), hexes, strict=True))
    coord_of = {h: (q, r) for h, q, r in cells}
    at = {c: h for h, c in coord_of.items()}
    at.update(placed)
    kind = catalog().kind_of
    graph = dict(_graph(cells))
    for c, h in placed.items():
        near = tuple(at[n] for n in neighbours(c) if n in at and kind[at[n]] == "number")
        graph[h] = near
        for n in near:
            if n not in placed.values() and h not in graph[n]:
                graph[n] = (*graph[n], h)
    return tuple(sorted(graph.items(), key=lambda item: int(item[0])))


def _stuck(adjacent: dict[str, tuple[str, ...]], path: tuple[str, ...], segments: int) -> bool:
    """True when the snake holding ``path`` (Head first) is cornered at its next move: the path shifts
    (a full path loses its Tail card) and no location next to the Head is free."""
    kept = path[:-1] if len(path) >= segments else path
    taken = set(kept)
    return all(n in taken for n in adjacent[kept[0]])


def _longest(graph: Graph, want: int) -> int:
    """How long (up to ``want``) a path of adjacent locations can get on ``graph`` (D3's target)."""
    adjacent = dict(graph)
    best = 0
    used: set[str] = set()

    def extend(last: str, length: int) -> None:
        nonlocal best
        best = max(best, length)
        for n in adjacent[last]:
            if best >= want:
                return
            if n not in used:
                used.add(n)
                extend(n, length + 1)
                used.discard(n)

    for start in adjacent:
        if best >= want:
            break
        used.add(start)
        extend(start, 1)
        used.discard(start)
    return best


def _completions(
    adjacent: dict[str, tuple[str, ...]], prefix: tuple[str, ...], target: int
) -> Iterator[tuple[str, ...]]:
    """Every path of ``target`` cards grown from ``prefix`` (Head first, each card next to the previous
    one, no location twice), depth first; from every location when ``prefix`` is empty."""
    used = set(prefix)

    def grow(path: list[str]) -> Iterator[tuple[str, ...]]:
        if len(path) >= target:
            yield tuple(path)
            return
        for n in adjacent[path[-1]]:
            if n not in used:
                used.add(n)
                path.append(n)
                yield from grow(path)
                path.pop()
                used.discard(n)

    if prefix:
        yield from grow(list(prefix))
        return
    for start in adjacent:
        used.add(start)
        yield from grow([start])
        used.discard(start)


@lru_cache(maxsize=4096)
def growth_corners(graph: Graph, prefix: tuple[str, ...], target: int, segments: int) -> bool:
    """True when no path of ``target`` cards grown from ``prefix`` (Head first, each card next to the
    previous one) escapes being cornered at the first move, also when none can be grown; False when some
    completion is not cornered."""
    adjacent = dict(graph)
    return not any(not _stuck(adjacent, path, segments) for path in _completions(adjacent, prefix, target))


@lru_cache(maxsize=1024)
def placement_corners(cells: Cells, spot: str, tile: str, desired: int, segments: int) -> bool:
    """True when laying ``tile`` at ``spot`` leaves every path the snake can then grow cornered."""
    graph = _graph_with_tile(cells, spot, tile)
    if graph is None:
        return False
    target = _longest(graph, desired)
    return target > 0 and growth_corners(graph, (), target, segments)


def _desired_growth(state: SlitherState) -> int:
    frogs = state.num_players - 1
    return 1 + (frogs if state.options.initial_body == "n" else frogs - 1)


def _win_first(state: SlitherState, head: str) -> bool:
    """A win that would come before the cornered check: Strike on this Head, or Venom falling off the
    Tail at the next move, taking the last lily pad (ruling 20: damage first)."""
    if sum(state.pads) != 1:
        return False
    strike = not state.bellowed and "strike" in state.snake_abilities
    if strike and buildings_with_pads_next_to(state, head):
        return True
    falling = state.path[-1] if len(state.path) + 1 >= segment_count(state) else None
    if falling is None or falling.ability != "venom":
        return False
    return bool(buildings_with_pads_next_to(state, falling.loc))


def leaves_no_move(state: SlitherState, action: SlitherAction) -> bool:
    """True when ``action``, a choice of the snake's, leaves it cornered at its next move (ours D19)."""
    kind = action.kind
    if state.phase == "snake_move" and kind == "head":
        if not state.path or _win_first(state, action.arg):
            return False
        path = (action.arg, *(c.loc for c in state.path))
        return _stuck(board_for(state.cells).numbered_adjacent, path, segment_count(state))
    if state.phase == "grow_path" and kind == "path":
        prefix = (*(c.loc for c in state.path), action.arg)
        return growth_corners(_graph(state.cells), prefix, state.grow_target, segment_count(state))
    if state.phase == "place_tile" and kind in ("spot", "low") and len(state.to_place) == 1:
        # Only the last tile to lay: after an earlier one, the next choice is another tile.
        spot = action.arg if kind == "spot" else state.spot
        if spot is None:
            return False
        desired = _desired_growth(state)
        return placement_corners(state.cells, spot, state.to_place[0], desired, segment_count(state))
    return False


# ---- the snake's outlook, for the AI's heuristic ---------------------------------------------------------

MOVES_CAP = 6  # moves in a row looked ahead; a path that can make this many is treated as safe
CORNERED_COST = 0.3  # being cornered at the next move costs as much as a found-out (it is one)
SHORT_COST = 0.15  # a path that can make only k < MOVES_CAP moves costs SHORT_COST * (cap - k) / cap
ROOM_GAIN = 0.04  # free locations reachable from the Head, up to ROOM_FULL
ROOM_FULL = 12
NEAR_GAIN = 0.06  # a Head one move from a location next to a building with lily pads


def _moves(adjacent: dict[str, tuple[str, ...]], path: tuple[str, ...], segments: int, cap: int) -> int:
    """How many moves in a row (up to ``cap``) the snake holding ``path`` (Head first, before its next
    shift) can make, choosing each new Head as well as it can."""
    if cap == 0:
        return 0
    kept = path[:-1] if len(path) >= segments else path
    best = 0
    for n in adjacent[kept[0]]:
        if n not in kept:
            found = 1 + _moves(adjacent, (n, *kept), segments, cap - 1)
            if found > best:
                best = found
                if best == cap:
                    break
    return best


@lru_cache(maxsize=65536)
def outlook(graph: Graph, path: tuple[str, ...], segments: int, near: frozenset[str]) -> tuple[int, int, int]:
    """What the snake holding ``path`` (Head first, before its next shift) can look forward to: the moves
    in a row it can still make (up to ``MOVES_CAP``; 0 means cornered at the next move), the free
    locations it can reach from the Head, and how many moves its Head is from ``near`` (the locations next
    to a building with lily pads; 99 when none is reachable)."""
    adjacent = dict(graph)
    moves = _moves(adjacent, path, segments, MOVES_CAP)
    kept = path[:-1] if len(path) >= segments else path
    taken = set(kept)
    seen = {kept[0]}
    frontier = [kept[0]]
    distance = 99
    step = 0
    while frontier:
        step += 1
        nxt: list[str] = []
        for h in frontier:
            for n in adjacent[h]:
                if n not in taken and n not in seen:
                    seen.add(n)
                    nxt.append(n)
                    if distance == 99 and n in near:
                        distance = step
        frontier = nxt
    return moves, len(seen) - 1, distance


@lru_cache(maxsize=4096)
def best_growth(graph: Graph, prefix: tuple[str, ...], target: int, segments: int) -> int:
    """The most moves in a row (up to ``MOVES_CAP``) that some path of ``target`` cards grown from
    ``prefix`` (Head first) allows at the start; 0 when every way to finish it is cornered at once."""
    adjacent = dict(graph)
    best = 0
    for path in _completions(adjacent, prefix, target):
        best = max(best, _moves(adjacent, path, segments, MOVES_CAP))
        if best >= MOVES_CAP:
            break
    return best


@lru_cache(maxsize=1024)
def _near_pads(cells: Cells, pads: tuple[int, ...]) -> frozenset[str]:
    board = board_for(cells)
    with_pads = {b for b, n in zip(catalog().buildings, pads, strict=True) if n > 0}
    return frozenset(h for h in board.numbered if with_pads.intersection(board.adjacent[h]))


def _moves_value(moves: int) -> float:
    if moves == 0:
        return -CORNERED_COST
    return -SHORT_COST * (MOVES_CAP - moves) / MOVES_CAP


def _path_value(state: SlitherState, path: tuple[str, ...], segments: int) -> float:
    near = _near_pads(state.cells, state.pads)
    moves, room, distance = outlook(_graph(state.cells), path, segments, near)
    value = _moves_value(moves) + ROOM_GAIN * min(room, ROOM_FULL) / ROOM_FULL
    if distance <= 3:
        value += NEAR_GAIN * (4 - distance) / 3
    return value


def snake_outlook(state: SlitherState) -> float:
    """The snake's private correction to the heuristic (it reads the snake's true path, so only the
    snake's own value may use it): a large cost when the snake is, or every choice it is making leaves
    it, cornered at its next move; a smaller one when it can make only a few moves in a row; small gains
    for room around the Head and for a Head close to a building with lily pads. While laying its last
    tile or growing its path, the best path it can still grow is judged the same way."""
    segments = segment_count(state)
    if state.phase == "place_tile":
        if state.spot is None or len(state.to_place) != 1:
            return 0.0
        graph = _graph_with_tile(state.cells, state.spot, state.to_place[0])
        if graph is None:
            return 0.0
        target = _longest(graph, _desired_growth(state))
        return _moves_value(best_growth(graph, (), target, segments)) if target else 0.0
    if state.phase == "grow_path":
        prefix = tuple(c.loc for c in state.path)
        return _moves_value(best_growth(_graph(state.cells), prefix, state.grow_target, segments))
    if not state.path or state.phase == "over":
        return 0.0
    locs = tuple(c.loc for c in state.path)
    if state.phase == "snake_move":
        if state.pending_head is not None:
            heads: tuple[str, ...] = (state.pending_head,)
        else:  # the path has shifted; the snake is about to pick the best Head
            taken = set(locs)
            adjacent = board_for(state.cells).numbered_adjacent
            heads = tuple(h for h in adjacent[locs[0]] if h not in taken)
            if not heads:
                return -CORNERED_COST
        values = []
        for head in heads:
            value = _path_value(state, (head, *locs), segments)
            if _win_first(state, head):  # the last lily pad goes before any cornering
                value = max(value, 0.0)
            values.append(value)
        return max(values)
    return _path_value(state, locs, segments)
