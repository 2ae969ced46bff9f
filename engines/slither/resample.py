"""Redrawing the snake's hidden path for a frog's eyes (``views.determinize``): every sampler, the quick
ones first, and the exact ones that always find a sample.

The quick samplers (``knowledge.sample_from_belief``, then ``knowledge.sample_trail``; ``random_simple_path``
for a path being grown) have a budget and may give up; then ``exact_trail`` or ``exact_simple_path``
draws uniformly from every trail (or path) that fits, counted without a budget: one always exists,
because the true one does (docs/rules/slither.md "What the frogs know"). No sampler reads anything but
public facts and its generator, so a frog's sample never keeps the true path for want of another.
"""

from __future__ import annotations

import functools
import random

from engines.base import replace
from engines.slither import knowledge
from engines.slither.hexmap import Board, Cells, board_for
from engines.slither.knowledge import WINDOW, clue_allows, sample_from_belief, sample_trail
from engines.slither.models import Clue, SlitherState
from engines.slither.setup import num_frogs


def random_simple_path(board: Board, length: int, rng: random.Random) -> list[str] | None:
    """A random simple path of ``length`` location hexes in the snake's graph (for a path being grown)."""
    path: list[str] = []
    stack = [rng.sample(board.numbered, len(board.numbered))]
    budget = knowledge.SEARCH_BUDGET  # read at each call: tests give the samplers none
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


def resample_hidden(state: SlitherState, rng: random.Random) -> SlitherState:
    """The state with the snake's hidden locations redrawn for a frog's eyes.

    The quick samplers (``sample_from_belief``, then ``sample_trail``; ``random_simple_path`` for a path
    being grown) may give up; then the exact ones draw (``exact_trail``, ``exact_simple_path``), which
    always find one, because the true trail is one of those they draw from. Every sampler reads only
    public facts and ``rng``, so the sample tells nothing of where the path really is: never the true
    path kept because a search gave up (a frog's hint, judged decision or AI move would then search the
    real face-down cards). A state no sample fits (made up by hand, never reached by play) raises
    ``Unredrawable`` rather than keep the true cards."""
    cleared = replace(state, pending_head=None, pending_ability=None)
    if state.phase == "grow_path":
        if not state.path:
            return cleared
        board = board_for(state.cells)
        chain = random_simple_path(board, state.grow_target, rng)
        if chain is None:
            chain = exact_simple_path(board, state.grow_target, rng)
        if chain is None:  # the map cannot hold the path being grown: not a state reached by play
            raise Unredrawable("no path of that length fits the map")
        path = tuple(replace(c, loc=loc) for c, loc in zip(state.path, chain, strict=False))
        return replace(cleared, path=path)
    if not state.path:
        return cleared
    trail = sample_from_belief(state, rng) or search_trail(state, rng)
    if trail is None:  # no trail fits the clues: only a state made up by hand can be like that
        raise Unredrawable("no trail fits what the frogs have seen")
    return with_trail(cleared, trail)


class Unredrawable(ValueError):
    """The snake's hidden cards cannot be redrawn: nothing fits what the frogs know, which no state reached
    by play can be (the true cards always fit). Raised rather than returning the true cards: a frog's
    search must never see them."""


def with_trail(state: SlitherState, trail: list[str]) -> SlitherState:
    """The state with its path at the newest cards of ``trail`` (as ``sample_trail`` gives it)."""
    newest = trail[len(trail) - len(state.path) :][::-1]
    path = tuple(replace(c, loc=loc) for c, loc in zip(state.path, newest, strict=True))
    return replace(state, path=path)


def search_trail(state: SlitherState, rng: random.Random) -> list[str] | None:
    """``sample_trail``, or ``exact_trail`` when that gives up: None only when no trail fits at all."""
    trail = sample_trail(state, rng)
    return trail if trail is not None else exact_trail(state, rng)


def exact_trail(state: SlitherState, rng: random.Random) -> list[str] | None:
    """A trail drawn uniformly from every trail ``trail_is_possible`` accepts (the newest part, as
    ``sample_trail`` gives), or None if there is none.

    It always finds one in a game reached by play: the true trail's newest part fits every rule and
    clue (``tests/test_slither_rules.py`` checks it on random games), and this counts every trail,
    with no budget. It counts them by dynamic programming over (card, the cards the next one may not
    repeat), so its work is bounded by the map's short paths times the trail's length, not by the
    number of trails; the counts are kept for the public facts they read, so a search that needs it at
    every iteration counts once. It reads only public facts, so the draw tells nothing of the truth."""
    space = _trail_space(
        state.cells,
        state.clues,
        state.trail_len,
        len(state.path),
        num_frogs(state) + 1,
        state.phase == "snake_move",
    )
    return space.draw(rng)


class _TrailSpace:
    """Every trail ``trail_is_possible`` accepts for some public facts, counted (``exact_trail``)."""

    def __init__(
        self,
        cells: Cells,
        clues: tuple[Clue, ...],
        trail_len: int,
        path_len: int,
        window: int,
        choosing: bool,
    ) -> None:
        board = board_for(cells)
        self.board = board
        first = max(0, trail_len - path_len - WINDOW)
        self.n = n = trail_len - first
        self.path_len = path_len
        self.window = window
        self.choosing = choosing
        # The cards a trail must keep in mind: those the next may not repeat, and while the snake is
        # choosing its Head, those of the path (the Head needs a free location next to it).
        self.keep = max(window, path_len if choosing else 0)
        allowed = [set(board.numbered) for _ in range(max(0, n))]
        for clue in clues:
            index = clue.index - first
            if clue.kind == "not_in_path":
                for i in range(max(0, index), min(n, clue.end - first)):
                    allowed[i].discard(clue.hex)
            elif 0 <= index < n:
                allowed[index] = {h for h in allowed[index] if clue_allows(board, clue, h)}
        self.allowed = allowed
        self.counts: dict[tuple[int, tuple[str, ...]], int] = {}

    def _options(self, i: int, recent: tuple[str, ...]) -> list[str]:
        base = self.board.numbered if i == 0 else self.board.numbered_adjacent[recent[-1]]
        banned = recent[-self.window :]
        return [c for c in base if c in self.allowed[i] and c not in banned]

    def _count(self, i: int, recent: tuple[str, ...]) -> int:
        """How many ways the trail can go on from card ``i`` when ``recent`` are the cards before it."""
        key = (i, recent)
        got = self.counts.get(key)
        if got is not None:
            return got
        if i == self.n and not self.choosing:
            got = 1
        elif i == self.n:  # not cornered, or it would have been found out: a free location by the Head
            taken = set(recent[len(recent) - self.path_len :])
            got = 1 if any(h not in taken for h in self.board.numbered_adjacent[recent[-1]]) else 0
        else:
            got = sum(self._count(i + 1, (*recent, c)[-self.keep :]) for c in self._options(i, recent))
        self.counts[key] = got
        return got

    def draw(self, rng: random.Random) -> list[str] | None:
        if self.n <= 0 or self.n < self.path_len:
            return None  # trail_is_possible accepts no trail shorter than the path
        total = self._count(0, ())
        if total == 0:
            return None
        trail: list[str] = []
        recent: tuple[str, ...] = ()
        for i in range(self.n):
            pick = rng.randrange(total)
            for c in self._options(i, recent):
                after = (*recent, c)[-self.keep :]
                ways = self._count(i + 1, after)
                if pick < ways:
                    trail.append(c)
                    recent, total = after, ways
                    break
                pick -= ways
        return trail


@functools.lru_cache(maxsize=16)
def _trail_space(
    cells: Cells, clues: tuple[Clue, ...], trail_len: int, path_len: int, window: int, choosing: bool
) -> _TrailSpace:
    return _TrailSpace(cells, clues, trail_len, path_len, window, choosing)


def exact_simple_path(board: Board, length: int, rng: random.Random) -> list[str] | None:
    """A simple path of ``length`` location hexes drawn uniformly from all of them (None if there is
    none), for a path being grown when ``random_simple_path`` gave up. The snake grows its path to a
    length the map allows (``setup.begin_growth``), so one always exists; at most 5 cards on at most
    18 locations, they are few enough to list."""
    paths = _simple_paths(board.cells, length)
    return list(paths[rng.randrange(len(paths))]) if paths else None


@functools.lru_cache(maxsize=16)
def _simple_paths(cells: Cells, length: int) -> tuple[tuple[str, ...], ...]:
    adjacent = board_for(cells).numbered_adjacent
    found: list[tuple[str, ...]] = []

    def grow(path: list[str]) -> None:
        if len(path) == length:
            found.append(tuple(path))
            return
        for n in adjacent[path[-1]]:
            if n not in path:
                path.append(n)
                grow(path)
                path.pop()

    if length > 0:
        for start in board_for(cells).numbered:
            grow([start])
    return tuple(found)
