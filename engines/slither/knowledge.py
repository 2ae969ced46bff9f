"""What a frog may believe about the hidden path: resampling it consistently with every public clue.

The snake's hidden state since its path was last grown is a *trail*: the locations it played, oldest
first (the grown path Tail-first, then one new Head per move). The path is always the newest cards of
the trail. A trail is possible when
- consecutive cards are adjacent in the snake's graph (location hexes only; rulebook "Snake Moves",
  setup step 10),
- no card repeats any of the N+1 cards before it (a card in the path is not in the hand),
- it agrees with every clue (flips, "shown from the hand", Ripple answers, Venom falling off), and,
  while the snake is choosing its new Head, it is not cornered (or it would have been found out).

``sample_from_belief`` draws one such trail from the frogs' belief (below), ``sample_trail`` by
randomised depth-first search, pruned by graph distance to the next card the frogs know; both have a
budget and may give up, and then resample.py draws from all of them (docs/rules/slither.md "What the
frogs know").
"""

from __future__ import annotations

import bisect
import functools
import random

from engines.slither.hexmap import Board, Cells, board_for
from engines.slither.models import Clue, SlitherState
from engines.slither.setup import num_frogs

SEARCH_BUDGET = 50_000  # nodes per attempt; a budget keeps determinize bounded on odd clue sets
# Trail cards before the path that the frogs' reasoning looks back over: ``sample_trail`` redraws them,
# ``belief`` filters over them, and clues about older cards are dropped (``fresh``). An older card
# hardly narrows where the path is now, and a long game would otherwise make every search as long as it.
WINDOW = 12


def fresh(clues: tuple[Clue, ...], trail_len: int, path_len: int) -> tuple[Clue, ...]:
    """The clues about the path and the ``WINDOW`` cards before it."""
    first = trail_len - path_len - WINDOW
    return tuple(c for c in clues if (c.end if c.kind == "not_in_path" else c.index + 1) > first)


def sample_trail(state: SlitherState, rng: random.Random) -> list[str] | None:
    """The newest part of a random trail consistent with the public clues (the path and up to
    ``WINDOW`` cards before it: a long game's older cards hardly matter and would make every
    search as long as the game), or None if none was found within budget."""
    board = board_for(state.cells)
    first = max(0, state.trail_len - len(state.path) - WINDOW)
    n = state.trail_len - first  # the search's index i is trail index first + i
    if n <= 0:
        return []
    window = num_frogs(state) + 1
    fixed: dict[int, str] = {}
    banned: list[set[str]] = [set() for _ in range(n)]
    tests: list[list[Clue]] = [[] for _ in range(n)]
    for clue in state.clues:
        index = clue.index - first
        if clue.kind == "at":
            if index >= 0:
                fixed[index] = clue.hex
        elif clue.kind == "not_in_path":
            for i in range(max(0, index), min(n, clue.end - first)):
                banned[i].add(clue.hex)
        elif 0 <= index < n:
            tests[index].append(clue)
    known = sorted(fixed)
    in_path = len(state.path)
    snake_choosing = state.phase == "snake_move"

    def fits(i: int, c: str) -> bool:
        if i in fixed and fixed[i] != c:
            return False
        if c in banned[i]:
            return False
        if not all(clue_allows(board, clue, c) for clue in tests[i]):
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
    """Check a trail, or its newest part (as ``sample_trail`` gives), against the rules and every clue
    about those cards, card by card (no search), so tests can cross-check ``sample_trail`` and confirm
    the true trail is never ruled out; ``sample_from_belief`` also uses it to reject draws."""
    board = board_for(state.cells)
    first = state.trail_len - len(trail)
    if first < 0 or len(trail) < len(state.path) or any(h not in board.graph_distance for h in trail):
        return False
    n = len(trail)
    window = num_frogs(state) + 1
    for i, h in enumerate(trail):
        if i and h not in board.numbered_adjacent[trail[i - 1]]:
            return False
        if h in trail[max(0, i - window) : i]:
            return False
    for clue in state.clues:
        index = clue.index - first
        if clue.kind == "not_in_path":
            if clue.hex in trail[max(0, index) : max(0, clue.end - first)]:
                return False
            continue
        if index < 0:
            continue
        if not clue_allows(board, clue, trail[index]):
            return False
    if state.phase == "snake_move" and n:
        taken = set(trail[n - len(state.path) :])
        if all(h in taken for h in board.numbered_adjacent[trail[-1]]):
            return False
    return True


def belief(state: SlitherState) -> tuple[dict[str, float], ...]:
    """Where each path card may lie, as the frogs can work it out from public facts only: one
    distribution over locations per segment, Head first (a face-up card is certain).

    A forward-backward filter over the trail: each card is next to the one before it (rulebook "Snake
    Moves") and agrees with every clue about it; trails are counted as equally likely. Two shortcuts
    keep it cheap enough for an AI's every evaluation, and both only widen the belief (the true path is
    never ruled out): the no-repeat rule is applied only against the face-up cards of the path, and the
    filter starts ``WINDOW`` cards before the path with every location possible. Cached on the
    public facts it reads."""
    if not state.path or state.phase in ("grow_path", "over") or state.trail_len < len(state.path):
        return tuple({c.loc: 1.0} if c.face_up else {} for c in state.path)
    return _belief(*_public_facts(state))


def _public_facts(
    state: SlitherState,
) -> tuple[Cells, tuple[Clue, ...], int, int, tuple[tuple[int, str], ...]]:
    """What the filter reads (its cache key): the map, the clues, the trail and path lengths, and the
    face-up path cards as (segment, location)."""
    up = tuple((i, c.loc) for i, c in enumerate(state.path) if c.face_up)
    return state.cells, state.clues, state.trail_len, len(state.path), up


def _forward_pass(
    cells: Cells,
    clues: tuple[Clue, ...],
    trail_len: int,
    path_len: int,
    face_up: tuple[tuple[int, str], ...],
) -> tuple[int, tuple[dict[str, float], ...]]:
    """The forward pass of the filter over the trail's last cards: the first trail index it covers, and
    for each card from there on the share of partial trails (ending there) at each location.

    The cards before the path are filtered by ``_forward_before``, kept by the clues about them: what
    the frogs learn in a round is about the path, so an AI's search, which tries many rounds from one
    position, filters those cards once."""
    board = board_for(cells)
    start = max(0, trail_len - path_len - WINDOW)
    path_start = max(start, trail_len - path_len)
    before = tuple(c for c in clues if _clue_span(c)[0] < path_start and _clue_span(c)[1] > start)
    forward = list(_forward_before(cells, before, start, path_start))
    up_locs = {loc for _, loc in face_up}
    allowed: list[dict[str, float]] = []
    for _ in range(path_start, trail_len):
        weights = dict.fromkeys(board.numbered, 1.0)
        for loc in up_locs:  # a face-down path card is not where a face-up one is
            weights.pop(loc, None)
        allowed.append(weights)
    _apply_clues(board, allowed, clues, path_start, trail_len)
    for segment, loc in face_up:
        allowed[trail_len - 1 - segment - path_start] = {loc: 1.0}
    for weights in allowed:
        forward.append(_step(board, forward[-1], weights) if forward else _normalised(weights))
    return start, tuple(forward)


# The samplers draw from one state's forward pass again and again: kept. ``_belief`` keeps its own
# results, so it does not keep the pass too (an AI's search asks for thousands of beliefs).
_forward = functools.lru_cache(maxsize=1024)(_forward_pass)


def _clue_span(clue: Clue) -> tuple[int, int]:
    """The trail indexes a clue is about, as a range."""
    return (clue.index, clue.end) if clue.kind == "not_in_path" else (clue.index, clue.index + 1)


def _apply_clues(
    board: Board, allowed: list[dict[str, float]], clues: tuple[Clue, ...], start: int, end: int
) -> None:
    """Drop from ``allowed`` (the rows of trail indexes ``start`` to ``end``) what the clues rule out."""
    for clue in clues:
        if clue.kind == "not_in_path":
            for i in range(max(start, clue.index), min(end, clue.end)):
                allowed[i - start].pop(clue.hex, None)
            continue
        if not start <= clue.index < end:
            continue
        weights = allowed[clue.index - start]
        for loc in list(weights):
            if not clue_allows(board, clue, loc):
                del weights[loc]


@functools.lru_cache(maxsize=2048)
def _forward_before(
    cells: Cells, clues: tuple[Clue, ...], start: int, end: int
) -> tuple[dict[str, float], ...]:
    """``_forward``'s rows for the trail indexes ``start`` to ``end`` (before the path), from the clues
    about them.

    From the trail's first card (``start`` 0, as long as the trail is short), the rows are those up to
    ``end - 1`` and one more: the snake's next move makes the rows before the path one longer, and the
    shorter ones are kept. (Further on, the first row moves with the path, and every row changes.)"""
    board = board_for(cells)
    if start == 0 and end > 1:
        earlier = tuple(c for c in clues if _clue_span(c)[0] < end - 1)
        rows = _forward_before(cells, earlier, 0, end - 1)
        last = [dict.fromkeys(board.numbered, 1.0)]
        _apply_clues(board, last, clues, end - 1, end)
        return (*rows, _step(board, rows[-1], last[0]))
    allowed = [dict.fromkeys(board.numbered, 1.0) for _ in range(start, end)]
    _apply_clues(board, allowed, clues, start, end)
    forward: list[dict[str, float]] = []
    for weights in allowed:
        forward.append(_step(board, forward[-1], weights) if forward else _normalised(weights))
    return tuple(forward)


def _step(board: Board, before: dict[str, float], locs: dict[str, float]) -> dict[str, float]:
    """One step of the filter: for each of ``locs``, the weight next to it in ``before``, normalised."""
    # Only the weights next to ``before``'s are added up: the others are zero and ``_normalised`` drops
    # them, and leaving out a zero changes no sum, so the row is the same to the last bit.
    adjacent = board.numbered_adjacent
    row = {}
    for loc in locs:
        weights = [before[n] for n in adjacent.get(loc, ()) if n in before]
        if weights:
            row[loc] = sum(weights)
    return _normalised(row)


def _normalised(row: dict[str, float]) -> dict[str, float]:
    total = sum(row.values()) or 1.0
    return {loc: w / total for loc, w in row.items() if w > 0}


def _belief_pass(
    cells: Cells,
    clues: tuple[Clue, ...],
    trail_len: int,
    path_len: int,
    face_up: tuple[tuple[int, str], ...],
) -> tuple[dict[str, float], ...]:
    board = board_for(cells)
    start, forward = _forward_pass(cells, clues, trail_len, path_len, face_up)
    steps = len(forward)
    backward: list[dict[str, float]] = [{} for _ in range(steps)]
    backward[-1] = dict.fromkeys(forward[-1], 1.0)
    # Only the path's cards are asked for: the pass stops at the Tail (each card's weights need only
    # the next one's, so stopping there changes none of them).
    for k in range(steps - 2, max(0, steps - path_len) - 1, -1):
        backward[k] = _step(board, backward[k + 1], forward[k])
    out: list[dict[str, float]] = []
    for segment in range(path_len):
        k = trail_len - 1 - segment - start
        out.append(_normalised({loc: w * backward[k].get(loc, 0.0) for loc, w in forward[k].items()}))
    return tuple(out)


# Kept for the frogs' heuristic, which asks about the same few states again and again.
_belief = functools.lru_cache(maxsize=4096)(_belief_pass)


SAMPLE_TRIES = 20


def sample_from_belief(state: SlitherState, rng: random.Random) -> list[str] | None:
    """The newest part of a trail (as ``sample_trail`` gives) drawn from the frogs' belief: backward
    sampling through the filter's forward pass, so every trail the filter allows is equally likely, then
    rejected unless it passes the rules the filter relaxes (``trail_is_possible``). None after
    ``SAMPLE_TRIES`` rejections (the caller then searches with ``sample_trail``)."""
    if not state.path or state.trail_len < len(state.path):
        return None
    _, forward = _forward(*_public_facts(state))
    adjacent = board_for(state.cells).numbered_adjacent
    for _ in range(SAMPLE_TRIES):
        trail: list[str] = []
        weights = forward[-1]
        for k in range(len(forward) - 1, -1, -1):
            if k < len(forward) - 1:
                near = adjacent.get(trail[-1], ())
                weights = {loc: w for loc, w in forward[k].items() if loc in near}
            if not weights:
                break
            locs = list(weights)
            trail.append(rng.choices(locs, weights=[weights[loc] for loc in locs])[0])
        else:
            trail.reverse()
            if trail_is_possible(state, trail):
                return trail
    return None


def clue_allows(board: Board, clue: Clue, loc: str) -> bool:
    """Whether the card a clue is about may lie at ``loc`` (every kind but ``not_in_path``, which is
    about a span of cards)."""
    if clue.kind == "at":
        return loc == clue.hex
    if clue.kind == "near_head":
        return board.distance(loc, clue.hex) <= 2
    if clue.kind == "far_head":
        return board.distance(loc, clue.hex) > 2
    if clue.kind == "venom_hit":
        return clue.hex in board.adjacent[loc]
    if clue.kind == "venom_miss":
        return not any(b in board.adjacent[loc] for b in clue.buildings)
    return True


FLIP_VALUE = 0.15  # as in the heuristic: the share of the path face up
FOUND_OUT_VALUE = 0.3  # as in the heuristic: one found-out
NEAR_VALUE = 0.04  # a frog one step from where the snake may be


def frog_outlook(state: SlitherState) -> float:
    """What the frogs' positions are worth to them, from public facts only (``belief``): before the
    Reveal, the path cards the hexes they stand on (or croak) are expected to flip, and the chance that
    this finds the snake out; at any time, a little for each card a frog could step onto next round."""
    if not state.path or state.phase not in ("frogs_move", "reveal", "snake_move"):
        return 0.0
    beliefs = belief(state)
    announced = {h for f in state.frogs for h in (f.hex, f.croak) if h is not None}
    reach = _frog_reach(state)
    before_reveal = state.phase in ("frogs_move", "reveal")
    flips = near = 0.0
    all_found = 1.0
    hidden = 0
    for card, where in zip(state.path, beliefs, strict=True):
        if card.face_up or not where:
            continue
        hidden += 1
        near += sum(w for loc, w in where.items() if loc in reach)
        if before_reveal:
            p = sum(w for loc, w in where.items() if loc in announced)
            flips += p
            all_found *= p
    if not hidden:
        return 0.0
    value = NEAR_VALUE * near / hidden
    if before_reveal:
        value += FLIP_VALUE * flips / len(state.path) + FOUND_OUT_VALUE * all_found
    return value


def exposed_cards(state: SlitherState) -> int:
    """Face-down path cards on a hex a frog stands on or can step onto next (rulebook "Frogs Move" A):
    what the next Reveal may flip. Reads the true path, so only the snake's own value may use it."""
    reach = _frog_reach(state)
    return sum(1 for c in state.path if not c.face_up and c.loc in reach)


def _frog_reach(state: SlitherState) -> set[str]:
    """Every hex a frog stands on or can step onto next (rulebook "Frogs Move" A)."""
    adjacent = board_for(state.cells).adjacent
    standing = {f.hex for f in state.frogs if f.hex is not None}
    return standing.union(*(adjacent[h] for h in standing))
