"""What a frog may believe about the hidden path: resampling it consistently with every public clue.

The snake's hidden state since its path was last grown is a *trail*: the locations it played, oldest
first (the grown path Tail-first, then one new Head per move). The path is always the newest cards of
the trail. A trail is possible when
- consecutive cards are adjacent in the snake's graph (location hexes only; rulebook "Snake Moves",
  setup step 10),
- no card repeats any of the N+1 cards before it (a card in the path is not in the hand),
- it agrees with every clue (flips, "shown from the hand", Ripple answers, Venom falling off), and,
  while the snake is choosing its new Head, it is not cornered (or it would have been found out).

``sample_trail`` draws one such trail by randomised depth-first search, pruned by graph distance to the
next card the frogs know.
"""

from __future__ import annotations

import bisect
import random

from engines.base import replace
from engines.slither.hexmap import Board, board_for
from engines.slither.models import SlitherState
from engines.slither.setup import num_frogs

SEARCH_BUDGET = 50_000  # nodes per attempt; a budget keeps determinize bounded on odd clue sets


def sample_trail(state: SlitherState, rng: random.Random) -> list[str] | None:
    """A random trail consistent with the public clues, or None if none was found within budget."""
    board = board_for(state.cells)
    n = state.trail_len
    if n == 0:
        return []
    window = num_frogs(state) + 1
    fixed: dict[int, str] = {}
    banned: list[set[str]] = [set() for _ in range(n)]
    tests: list[list[tuple[str, str, tuple[str, ...]]]] = [[] for _ in range(n)]
    for clue in state.clues:
        if clue.kind == "at":
            fixed[clue.index] = clue.hex
        elif clue.kind == "not_in_path":
            for i in range(max(0, clue.index), min(n, clue.end)):
                banned[i].add(clue.hex)
        elif 0 <= clue.index < n:
            tests[clue.index].append((clue.kind, clue.hex, clue.buildings))
    known = sorted(fixed)
    in_path = len(state.path)
    snake_choosing = state.phase == "snake_move"

    def fits(i: int, c: str) -> bool:
        if i in fixed and fixed[i] != c:
            return False
        if c in banned[i]:
            return False
        for kind, hex_id, buildings in tests[i]:
            if kind == "near_head" and board.distance(c, hex_id) > 2:
                return False
            if kind == "far_head" and board.distance(c, hex_id) <= 2:
                return False
            if kind == "venom_hit" and hex_id not in board.adjacent[c]:
                return False
            if kind == "venom_miss" and any(b in board.adjacent[c] for b in buildings):
                return False
        k = bisect.bisect_right(known, i)
        if k < len(known):
            j = known[k]
            if board.graph_distance[c][fixed[j]] > j - i:
                return False
        return True

    def options(trail: list[str]) -> list[str]:
        i = len(trail)
        base = board.numbered if i == 0 else board.numbered_adjacent[trail[-1]]
        recent = trail[max(0, i - window) :]
        out = [c for c in base if c not in recent and fits(i, c)]
        rng.shuffle(out)
        return out

    def complete(trail: list[str]) -> bool:
        if not snake_choosing:
            return True
        taken = set(trail[n - in_path :])
        return any(h not in taken for h in board.numbered_adjacent[trail[-1]])

    budget = SEARCH_BUDGET
    trail: list[str] = []
    stack = [options(trail)]
    while stack:
        budget -= 1
        if budget < 0:
            return None
        top = stack[-1]
        if not top:
            stack.pop()
            if trail:
                trail.pop()
            continue
        trail.append(top.pop())
        if len(trail) == n:
            if complete(trail):
                return trail
            trail.pop()
            continue
        stack.append(options(trail))
    return None


def trail_is_possible(state: SlitherState, trail: list[str]) -> bool:
    """Check a whole trail against the rules and every clue, written plainly (no search), so tests can
    cross-check ``sample_trail`` and confirm the true trail is never ruled out."""
    board = board_for(state.cells)
    n = state.trail_len
    if len(trail) != n or any(h not in board.graph_distance for h in trail):
        return False
    window = num_frogs(state) + 1
    for i, h in enumerate(trail):
        if i and h not in board.numbered_adjacent[trail[i - 1]]:
            return False
        if h in trail[max(0, i - window) : i]:
            return False
    for clue in state.clues:
        if clue.kind == "at" and trail[clue.index] != clue.hex:
            return False
        if clue.kind == "not_in_path" and clue.hex in trail[max(0, clue.index) : clue.end]:
            return False
        if clue.kind in ("near_head", "far_head"):
            near = board.distance(trail[clue.index], clue.hex) <= 2
            if near != (clue.kind == "near_head"):
                return False
        if clue.kind == "venom_hit" and clue.hex not in board.adjacent[trail[clue.index]]:
            return False
        if clue.kind == "venom_miss" and any(b in board.adjacent[trail[clue.index]] for b in clue.buildings):
            return False
    if state.phase == "snake_move" and n:
        taken = set(trail[n - len(state.path) :])
        if all(h in taken for h in board.numbered_adjacent[trail[-1]]):
            return False
    return True


def random_simple_path(board: Board, length: int, rng: random.Random) -> list[str] | None:
    """A random simple path of ``length`` location hexes in the snake's graph (for a path being grown)."""
    path: list[str] = []
    stack = [rng.sample(board.numbered, len(board.numbered))]
    budget = SEARCH_BUDGET
    while stack and budget > 0:
        budget -= 1
        top = stack[-1]
        if not top:
            stack.pop()
            if path:
                path.pop()
            continue
        path.append(top.pop())
        if len(path) == length:
            return path
        nxt = [h for h in board.numbered_adjacent[path[-1]] if h not in path]
        rng.shuffle(nxt)
        stack.append(nxt)
    return None


def resample_hidden(state: SlitherState, rng: random.Random) -> SlitherState | None:
    """The state with the snake's hidden locations redrawn for a frog's eyes, or None if the search gave
    up (the caller then keeps the true locations, which are consistent by definition)."""
    cleared = replace(state, pending_head=None, pending_ability=None)
    if state.phase == "grow_path":
        if not state.path:
            return cleared
        chain = random_simple_path(board_for(state.cells), state.grow_target, rng)
        if chain is None:
            return None
        path = tuple(replace(c, loc=loc) for c, loc in zip(state.path, chain, strict=False))
        return replace(cleared, path=path)
    if not state.path:
        return cleared
    trail = sample_trail(state, rng)
    if trail is None:
        return None
    newest = trail[len(trail) - len(state.path) :][::-1]
    path = tuple(replace(c, loc=loc) for c, loc in zip(state.path, newest, strict=True))
    return replace(cleared, path=path)
