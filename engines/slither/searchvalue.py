"""SLITHER's heuristic and outcome as its AI search asks for them (engines/slither/search.py; docs/ai.md
"SLITHER's search"): scoring.heuristic, cornering.snake_outlook and knowledge.frog_outlook over a
``SlitherPosition``, their floats added in the engine's order so that every value is the engine's to the
last bit, and kept on the position until its next action (the search rates every seat of a position).
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from engines.base import Outcome, Seat
from engines.slither import cornering, knowledge
from engines.slither.models import SNAKE
from engines.slither.scoring import EXPOSED_COST, VENOM_PENDING, VENOM_WASTED, end_summary, end_words
from engines.slither.searchmap import TOTAL_PADS, Map, remember
from engines.slither.searchposition import Memo, SlitherPosition, buildings_hit, segment_count
from engines.slither.searchturn import desired_growth
from engines.slither.variant import balance_for


def _reach(p: SlitherPosition, memo: Memo) -> set[str]:
    """knowledge._frog_reach: every hex a frog stands on or can step onto next (kept in ``memo``)."""
    if memo.reach is None:
        adjacent = p.map.adjacent
        standing = {f.hex for f in p.frogs if f.hex is not None}
        memo.reach = standing.union(*(adjacent[h] for h in standing))
    return memo.reach


# What the heuristic keeps, for all maps (searchmap.py, CACHE_LIMIT). A belief is a few rows of weights,
# so fewer are kept.
BELIEFS: dict[tuple[Any, ...], tuple[dict[str, float], ...]] = {}
BELIEFS_KEPT = 4096
PATH_VALUES: dict[tuple[Map, tuple[str, ...], int, tuple[int, ...]], float] = {}
GROWTH_VALUES: dict[tuple[Map, tuple[str, ...], int, int], float] = {}


def _belief(p: SlitherPosition) -> tuple[dict[str, float], ...]:
    """knowledge.belief, kept by the map and the public facts it reads."""
    path = p.path
    if not path or p.phase in ("grow_path", "over") or p.trail_len < len(path):
        return tuple({c[0]: 1.0} if c[1] else {} for c in path)
    up = tuple((i, c[0]) for i, c in enumerate(path) if c[1])
    key = (p.map, p.clues, p.trail_len, len(path), up)
    got = BELIEFS.get(key)
    if got is None:
        got = knowledge._belief_pass(p.map.cells, p.clues, p.trail_len, len(path), up)
        remember(BELIEFS, key, got, BELIEFS_KEPT)
    return got


def _frog_outlook(p: SlitherPosition, memo: Memo) -> float:
    """knowledge.frog_outlook."""
    if not p.path or p.phase not in ("frogs_move", "reveal", "snake_move"):
        return 0.0
    reach = _reach(p, memo)
    beliefs = _belief(p)
    announced = {h for f in p.frogs for h in (f.hex, f.croak) if h is not None}
    before_reveal = p.phase in ("frogs_move", "reveal")
    flips = near = 0.0
    all_found = 1.0
    hidden = 0
    for card, where in zip(p.path, beliefs, strict=True):
        if card[1] or not where:
            continue
        hidden += 1
        # Summed as the engine sums them, in the same order: the same float to the last bit.
        near += sum([w for loc, w in where.items() if loc in reach])
        if before_reveal:
            chance = sum([w for loc, w in where.items() if loc in announced])
            flips += chance
            all_found *= chance
    if not hidden:
        return 0.0
    value = knowledge.NEAR_VALUE * near / hidden
    if before_reveal:
        value += knowledge.FLIP_VALUE * flips / len(p.path) + knowledge.FOUND_OUT_VALUE * all_found
    return value


def _path_value(p: SlitherPosition, path: tuple[str, ...], segments: int) -> float:
    """cornering._path_value."""
    m = p.map
    key = (m, path, segments, p.pads)
    got = PATH_VALUES.get(key)
    if got is None:
        moves, room, distance = cornering.outlook(m.graph, path, segments, m.near_pads(p.pads))
        got = (
            cornering._moves_value(moves)
            + cornering.ROOM_GAIN * min(room, cornering.ROOM_FULL) / cornering.ROOM_FULL
        )
        if distance <= 3:
            got += cornering.NEAR_GAIN * (4 - distance) / 3
        remember(PATH_VALUES, key, got)
    return got


def _win_first(p: SlitherPosition, head: str) -> bool:
    """cornering._win_first."""
    if sum(p.pads) != 1:
        return False
    strike = not p.bellowed and "strike" in p.snake_abilities
    if strike and buildings_hit(p, head):
        return True
    falling = p.path[-1] if len(p.path) + 1 >= segment_count(p) else None
    if falling is None or falling[2] != "venom":
        return False
    return bool(buildings_hit(p, falling[0]))


def _snake_outlook(p: SlitherPosition) -> float:
    """cornering.snake_outlook."""
    segments = segment_count(p)
    m = p.map
    if p.phase == "place_tile":
        if p.spot is None or len(p.to_place) != 1:
            return 0.0
        desired = desired_growth(p)
        key = (p.spot, p.to_place[0], desired, segments)
        got = m.tile_value.get(key)
        if got is None:
            graph = cornering._graph_with_tile(m.cells, p.spot, p.to_place[0])
            got = 0.0
            if graph is not None:
                target = cornering._longest(graph, desired)
                if target:
                    got = cornering._moves_value(cornering.best_growth(graph, (), target, segments))
            remember(m.tile_value, key, got)
        return got
    if p.phase == "grow_path":
        prefix = tuple(c[0] for c in p.path)
        gkey = (m, prefix, p.grow_target, segments)
        got = GROWTH_VALUES.get(gkey)
        if got is None:
            got = cornering._moves_value(cornering.best_growth(m.graph, prefix, p.grow_target, segments))
            remember(GROWTH_VALUES, gkey, got)
        return got
    if not p.path or p.phase == "over":
        return 0.0
    locs = tuple(c[0] for c in p.path)
    if p.phase == "snake_move":
        if p.pending_head is not None:
            heads: tuple[str, ...] = (p.pending_head,)
        else:
            taken = set(locs)
            heads = tuple(h for h in m.numbered_adjacent[locs[0]] if h not in taken)
            if not heads:
                return -cornering.CORNERED_COST
        values = []
        for head in heads:
            value = _path_value(p, (head, *locs), segments)
            if _win_first(p, head):
                value = max(value, 0.0)
            values.append(value)
        return max(values)
    return _path_value(p, locs, segments)


def _venom_value(p: SlitherPosition) -> float:
    """scoring._venom_value."""
    value = 0.0
    for loc, _, ability in p.path:
        if ability == "venom":
            hits = bool(buildings_hit(p, loc))
            value += VENOM_PENDING if hits else -VENOM_WASTED
    return value


def _values(p: SlitherPosition) -> Memo:
    """A position's ``Memo``, with the public sum of scoring.heuristic."""
    total = TOTAL_PADS
    eaten = (total - sum(p.pads)) / total
    up = sum(1 for c in p.path if c[1]) / max(1, len(p.path))
    cramped = p.map.region < segment_count(p) + 1
    # scoring._public_parts, added in its order so that the sum is the same to the last bit.
    snake = 0.5
    snake += 0.4 * eaten
    snake += -0.3 * p.found_out
    snake += -0.15 * up
    snake += -0.1 if cramped else 0.0
    last_round = balance_for(p.options.variant, p.num_players).rounds
    if last_round:
        snake += 0.3 * min(p.round, last_round) / last_round
    return Memo(snake)


def heuristic(p: SlitherPosition, seat: Seat) -> float:
    """scoring.heuristic."""
    if p.winner is not None:
        return 1.0 if (p.winner == "snake") == (seat == SNAKE) else 0.0
    memo = p.memo
    if memo is None:
        memo = p.memo = _values(p)
    if seat != SNAKE:
        if memo.frogs is None:
            value = 1.0 - min(1.0, max(0.0, memo.public)) + _frog_outlook(p, memo)
            memo.frogs = min(1.0, max(0.0, value))
        return memo.frogs
    if memo.snake is None:
        value = memo.public
        value += _snake_outlook(p)
        reach = _reach(p, memo)
        exposed = sum(1 for c in p.path if not c[1] and c[0] in reach)
        value += -EXPOSED_COST * exposed / segment_count(p)
        value += _venom_value(p)
        if value < 0.1:
            memo.snake = 0.1 * math.pow(2.0, (value - 0.1) / 0.1)
        else:
            memo.snake = min(1.0, value)
    return memo.snake


@lru_cache(maxsize=256)
def outcome_of(winner: str, num_players: int, found_out: int, pads: tuple[int, ...], variant: str) -> Outcome:
    """scoring.outcome."""
    removed = TOTAL_PADS - sum(pads)
    scores = (float(removed), *(float(found_out) for _ in range(num_players - 1)))
    rounds = balance_for(variant, num_players).rounds
    summary = end_summary(winner, num_players, found_out, sum(pads), True, rounds)
    words = end_words(winner, num_players, found_out, sum(pads), rounds)
    if winner == "snake":
        return Outcome(winners=(SNAKE,), scores=scores, summary=summary, words=words)
    return Outcome(winners=tuple(range(1, num_players)), scores=scores, summary=summary, words=words)
