"""The coach's search: the information-set search the AI players use (``bot.ai.agents``), run for a person
and kept with the statistics its numbers need. Pure: engines in, values out; nothing here knows Discord,
storage or any particular game.

- ``analyse`` searches one seat's decision from what that seat knows (every iteration a fresh
  ``engine.determinize`` for the seat, never the real state) and gives, for each of its choices, how often
  the search went through it, the seat's mean reward there (its chance to win as the AI sees it; in a
  solo game with ``Engine.solo_points``, its expected score over those points) and that mean's standard
  error, so a caller can tell a real difference from the search's own noise (``Estimate.beats``).
  ``must_visit`` gives a choice the search would neglect enough visits to be judged (a review's "what
  you played").
- ``estimate_public`` values a position for every seat from what an onlooker knows
  (``engine.public_determinize``), for a review's chart: it tells nobody what a hand held.
- ``follow_up`` is the rest of a seat's own move after one click, as the search would play it, for the
  coach's reasons (a move made in several clicks is judged by where it ends).

Decisions written down here:
- The root's choices are ordered by visits, as the AI players order them (the robust child); the mean
  breaks ties, then the id.
- Two choices are told apart only when their means differ by more than ``Z`` standard errors of the
  difference. Rewards of one search are not independent draws (the tree learns as it goes), so this
  understates the noise; ``bench/coach.py`` measures how often a claim survives another seed, and the
  budgets and thresholds in ``bot.ai.coach`` come from it.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from bot.ai.agents import MctsAgent, _Node, _Search, outcome_rewards, without_undo
from engines import AnyEngine
from engines.base import GameError, Outcome, Seat

Z = 2.0  # standard errors of a difference that tell two choices apart


@dataclass(frozen=True)
class Estimate:
    """One choice of the searched seat: ``visits`` iterations went through it, with mean reward ``mean``
    (in [0, 1]) and standard error ``error`` (infinite with fewer than two visits)."""

    action_id: str
    visits: int
    mean: float
    error: float

    def beats(self, other: Estimate, z: float = Z, gap: float = 0.0) -> bool:
        """Whether this choice is better than ``other`` by more than the search's noise (and by at least
        ``gap``)."""
        lead = self.mean - other.mean
        return lead >= gap and lead > z * math.hypot(self.error, other.error)


@dataclass(frozen=True)
class Analysis:
    """A searched decision: its choices, most visited first, and how much searching went into them."""

    seat: Seat
    estimates: tuple[Estimate, ...]
    iterations: int  # iterations run (the forced ones of ``must_visit`` included)
    complete: bool  # False: its time ran out before the iterations asked for
    root: _Node = field(repr=False, compare=False)  # the tree, for ``follow_up``

    @property
    def best(self) -> Estimate:
        return self.estimates[0]

    def without_tree(self) -> Analysis:
        """The same estimates without the searched tree (what ``follow_up`` reads), for a part whose tree
        nothing will read: a tree is most of what goes between the processes."""
        return replace(self, root=_Node())

    def of(self, action_id: str) -> Estimate | None:
        return next((e for e in self.estimates if e.action_id == action_id), None)


class _Tally:
    """Running sums of one root choice's rewards (of the searched seat), or of every seat's."""

    __slots__ = ("count", "square", "total", "vector")

    def __init__(self, seats: int) -> None:
        self.count = 0
        self.total = 0.0
        self.square = 0.0
        self.vector = [0.0] * seats

    def add(self, reward: float, rewards: Sequence[float]) -> None:
        self.count += 1
        self.total += reward
        self.square += reward * reward
        for i, value in enumerate(rewards):
            self.vector[i] += value

    def estimate(self, action_id: str) -> Estimate:
        n = self.count
        mean = self.total / n if n else 0.0
        if n < 2:
            return Estimate(action_id, n, mean, math.inf)
        variance = max(0.0, (self.square - n * mean * mean) / (n - 1))
        return Estimate(action_id, n, mean, math.sqrt(variance / n))


def solo_rewards(points: float) -> Any:
    """The terminal reward of a one-player game as its score over ``points``, in [0, 1], so that a solo
    search's means are expected scores (``Engine.solo_points``)."""

    def rewards(outcome: Outcome, num_players: int) -> list[float]:
        return [min(1.0, max(0.0, score / points)) for score in outcome.scores]

    return rewards


def _search(
    engine: AnyEngine, seat: Seat, rng: random.Random, prior_visits: int
) -> tuple[_Search, MctsAgent]:
    agent = MctsAgent(budget_s=None, iterations=1, prior_visits=prior_visits)
    search = _Search(engine, seat, rng, agent)
    points = engine.solo_points
    if points:
        search.terminal = solo_rewards(points)
    return search, agent


def analyse(
    engine: AnyEngine,
    state: Any,
    seat: Seat,
    rng: random.Random,
    *,
    iterations: int,
    budget_s: float | None = None,
    must_visit: Collection[str] = (),
    min_visits: int = 0,
    prior_visits: int = 0,
    settled: Callable[[list[Estimate]], bool] | None = None,
    check_every: int = 0,
) -> Analysis:
    """Search ``seat``'s decision in ``state`` for ``iterations`` iterations (fewer if ``budget_s`` seconds
    run out first), then give every choice in ``must_visit`` at least ``min_visits`` visits of its own.
    Only ``engine.determinize(state, seat, rng)`` is ever searched. ``prior_visits``: the game's prior
    (``GameSpec.search_prior``), as its AI players search. ``settled``: asked every ``check_every``
    iterations from the second check on (the ``must_visit`` choices topped up first), with the estimates so
    far; True stops the search there, its question answered."""
    legal = without_undo(engine, list(engine.legal_actions(state, seat)))
    if not legal:
        raise GameError(f"Seat {seat} has nothing to decide now.")
    by_id = {engine.action_id(a): a for a in legal}
    ids = frozenset(by_id)
    search, agent = _search(engine, seat, rng, prior_visits)
    root = _Node()
    if prior_visits > 0:
        agent._seed_root(engine, state, seat, rng, root, by_id)
    tallies = {aid: _Tally(state.num_players) for aid in by_id}
    # Wall time, not CPU time: the budget bounds how long a person waits for a hint on a busy machine.
    deadline = math.inf if budget_s is None else time.perf_counter() + budget_s
    done = 0
    complete = True

    def run(allowed: frozenset[str]) -> bool:
        nonlocal done, complete
        if done > 0 and time.perf_counter() >= deadline:
            complete = False
            return False
        first, rewards = search.iterate(root, search.rules.determinize(state, seat, rng), allowed)
        done += 1
        if first in tallies:
            tallies[first].add(rewards[seat], rewards)
        return True

    def top_up() -> None:
        for aid in sorted(set(must_visit) & ids):
            while tallies[aid].count < min_visits and run(frozenset({aid})):
                pass

    def estimates() -> list[Estimate]:
        return sorted(
            (tally.estimate(aid) for aid, tally in tallies.items()),
            key=lambda e: (-e.visits, -e.mean, e.action_id),
        )

    searched = 0  # iterations over every choice (the forced ones of ``must_visit`` are not counted)
    while searched < iterations and run(ids):
        searched += 1
        if (
            settled is not None
            and check_every
            and searched % check_every == 0
            and searched >= 2 * check_every
        ):
            top_up()
            if settled(estimates()):
                break
    top_up()
    return Analysis(seat, tuple(estimates()), done, complete, root)


def follow_up(engine: AnyEngine, analysis: Analysis, sample: Any, action_id: str) -> tuple[Any, list[str]]:
    """``sample`` (a determinization of the searched seat's) after ``action_id`` and the rest of the seat's
    own move as the search would play it: its most visited clicks while the seat keeps deciding alone.
    Returns the state and the clicks taken after the first."""
    seat = analysis.seat
    state = engine.apply(sample, seat, engine.parse_action(action_id))
    node = analysis.root.children.get(action_id)
    clicks: list[str] = []
    while node is not None and node.children and engine.current_seats(state) == frozenset({seat}):
        legal = {engine.action_id(a): a for a in engine.legal_actions(state, seat)}
        known = [(child.visits, aid) for aid, child in node.children.items() if aid in legal]
        if not known:
            break
        aid = max(known)[1]
        state = engine.apply(state, seat, legal[aid])
        clicks.append(aid)
        node = node.children[aid]
    return state, clicks


def estimate_public(
    engine: AnyEngine, state: Any, rng: random.Random, *, iterations: int
) -> tuple[float, ...] | None:
    """Every seat's chance to win (solo: its expected score over ``solo_points``) in ``state``, as an onlooker
    would estimate it: searched only on ``engine.public_determinize`` samples, for the seat whose turn it
    is (which the board shows), with every seat's rewards kept. The value is the mean through the most
    visited first choice (the acting seat's best, as the search plays), or through all of them when no
    choice stands out. None when the engine cannot sample the public view."""
    done = engine.outcome(state)
    points = engine.solo_points
    if done is not None:
        if points:
            return tuple(min(1.0, max(0.0, s / points)) for s in done.scores)
        return tuple(outcome_rewards(done, state.num_players))
    actor = min(engine.current_seats(state))
    search, _agent = _search(engine, actor, rng, 0)
    root = _Node()
    tallies: dict[str, _Tally] = {}
    overall = _Tally(state.num_players)
    for _ in range(max(1, iterations)):
        sample = engine.public_determinize(state, rng)
        if sample is None:
            return None
        first, rewards = search.iterate(root, search.rules.start(sample), None)
        overall.add(rewards[actor], rewards)
        if first is not None:
            tallies.setdefault(first, _Tally(state.num_players)).add(rewards[actor], rewards)
    chosen = overall
    if tallies:
        best = max(tallies.items(), key=lambda item: (item[1].count, item[0]))[1]
        if best.count * 4 >= overall.count:
            chosen = best
    return tuple(v / chosen.count for v in chosen.vector)
