"""AI players: agents that play any engine through the engine contract alone. Nothing here knows Discord
or any particular game.

- ``Agent`` is the protocol every player follows: ``choose(engine, state, seat, rng) -> action``, where
  the action is one of ``engine.legal_actions(state, seat)``.
- ``RandomAgent`` plays a uniformly random legal action.
- ``GreedyAgent`` looks one decision ahead on one determinization and keeps the action whose result the
  engine's heuristic rates best (random when the engine has no heuristic).
- ``MctsAgent`` is the strong player: single-observer information-set MCTS (see docs/ai.md for why this
  and not flat Monte Carlo). Every iteration draws a fresh ``engine.determinize(state, seat, rng)``, so
  only states consistent with what the seat has seen are ever searched; the tree is keyed by action ids,
  each seat picks by UCB on its own reward (max^n, so any number of seats works), other seats' moves in
  simultaneous phases are sampled rather than searched (they cannot see ours), and leaves are valued
  by depth-limited random rollouts cut off by ``engine.heuristic`` when the engine has one.
- ``AiKind`` names an AI a seat can be given; ``GENERIC_KINDS`` are the three above. A game's own AI
  players are declared in its ``GameSpec`` (``bot.catalogue.registry``); ``bot.workers.decisions`` runs
  decisions in worker processes.
"""

from __future__ import annotations

import hashlib
import logging
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from bot.i18n import Speaker
from engines import AnyEngine
from engines.base import GameError, Outcome, Seat

log = logging.getLogger(__name__)

DEFAULT_BUDGET_S = 0.5  # seconds per decision in real play

# The cancel action of a multi-step move (``engine.is_back``) exists for people who misclick; a searching
# agent that takes it only returns to a position it has already judged, and a greedy one can bounce
# between the two for ever, so agents other than random never go back.


@runtime_checkable
class Agent(Protocol):
    """A player. ``choose`` returns one of ``engine.legal_actions(state, seat)``.

    It may read ``engine.view(state, seat)``, ``engine.legal_actions(state, seat)`` and
    ``engine.current_seats(state)``; anything the seat may not see it learns only through
    ``engine.determinize(state, seat, rng)``.
    """

    name: str

    def choose(self, engine: AnyEngine, state: Any, seat: Seat, rng: random.Random) -> Any: ...


def _legal(engine: AnyEngine, state: Any, seat: Seat) -> list[Any]:
    legal = list(engine.legal_actions(state, seat))
    if not legal:
        raise GameError(f"Seat {seat} has nothing to decide now.")
    return legal


def without_undo(engine: AnyEngine, legal: list[Any]) -> list[Any]:
    """``legal`` minus the cancel action, unless that would leave nothing."""
    kept = [a for a in legal if not engine.is_back(engine.action_id(a))]
    return kept or legal


def outcome_rewards(outcome: Outcome, num_players: int) -> list[float]:
    """1 for each winner, 0 for everyone else (shared wins count fully, so team games work)."""
    winners = set(outcome.winners)
    return [1.0 if s in winners else 0.0 for s in range(num_players)]


@dataclass
class RandomAgent:
    name: str = "random"

    def choose(self, engine: AnyEngine, state: Any, seat: Seat, rng: random.Random) -> Any:
        return rng.choice(_legal(engine, state, seat))


@dataclass
class GreedyAgent:
    """One-ply lookahead on a single determinization, rated by ``engine.heuristic``; ties go to chance."""

    name: str = "greedy"

    def choose(self, engine: AnyEngine, state: Any, seat: Seat, rng: random.Random) -> Any:
        legal = without_undo(engine, _legal(engine, state, seat))
        if len(legal) == 1:
            return legal[0]
        sampled = engine.determinize(state, seat, rng)
        best: list[Any] = []
        best_value = -math.inf
        for action in legal:
            try:
                after = engine.apply(sampled, seat, action)
            except GameError:
                continue  # not legal in this sample; cannot happen for engines whose legality is public
            outcome = engine.outcome(after)
            if outcome is not None:
                value = 1.0 if seat in outcome.winners else 0.0
            else:
                estimate = engine.heuristic(after, seat)
                if estimate is None:
                    return rng.choice(legal)
                value = estimate
            if value > best_value + 1e-12:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-12:
                best.append(action)
        return rng.choice(best or legal)


class _Node:
    """Statistics of one action taken from one information set (the path of action ids from the root).

    ``total`` is the reward of the seat that took the action; ``avail`` counts the visits to the parent
    in which the action was legal, which replaces the parent's visit count in UCB because different
    determinizations allow different actions.
    """

    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.children: dict[str, _Node] = {}


@dataclass
class SearchStats:
    iterations: int = 0
    seconds: float = 0.0
    root_visits: dict[str, int] = field(default_factory=dict)


@dataclass
class MctsAgent:
    """Single-observer information-set MCTS with depth-limited rollouts.

    Stops after ``budget_s`` seconds or ``iterations`` iterations, whichever comes first (at least one
    iteration always runs). Give only ``iterations`` for a search that is exactly reproducible.
    """

    name: str = "mcts"
    budget_s: float | None = DEFAULT_BUDGET_S
    iterations: int | None = None
    rollout_depth: int = 4  # random decisions before the heuristic judges (a game's: GameSpec.rollout_depth)
    exploration: float = 0.7  # UCB constant for rewards in [0, 1]
    max_rollout: int = 3000  # safety cap for engines without a heuristic (rollouts go to the end)
    # A heuristic prior at the root: before searching, every legal action is rated once as GreedyAgent
    # rates it (on one determinization) and its child starts with ``prior_visits`` visits of that value,
    # so a small search begins from the greedy ranking instead of one noisy rollout per action. 0 turns
    # it off (engines without a heuristic never get one). ``last.root_visits`` includes these visits.
    prior_visits: int = 0
    last: SearchStats = field(default_factory=SearchStats, repr=False)

    def choose(self, engine: AnyEngine, state: Any, seat: Seat, rng: random.Random) -> Any:
        legal = without_undo(engine, _legal(engine, state, seat))
        if len(legal) == 1:
            self.last = SearchStats()
            return legal[0]
        by_id = {engine.action_id(a): a for a in legal}
        search = _Search(engine, seat, rng, self)
        started = time.perf_counter()
        deadline = math.inf if self.budget_s is None else started + self.budget_s
        cap = self.iterations if self.iterations is not None else (None if self.budget_s else 1000)
        root = _Node()
        root_ids = frozenset(by_id)
        if self.prior_visits > 0:
            self._seed_root(engine, state, seat, rng, root, by_id)
        done = 0
        while done == 0 or (
            (cap is None or done < cap) and (deadline == math.inf or time.perf_counter() < deadline)
        ):
            search.iterate(root, search.rules.determinize(state, seat, rng), root_ids)
            done += 1
        self.last = SearchStats(
            iterations=done,
            seconds=time.perf_counter() - started,
            root_visits={aid: node.visits for aid, node in root.children.items()},
        )
        candidates = [
            (node.visits, node.total / max(node.visits, 1), aid) for aid, node in root.children.items()
        ]
        if not candidates:
            return rng.choice(legal)
        # The most visited action is the robust choice; the mean breaks ties, then the id, so the
        # choice never depends on dict order.
        return by_id[max(candidates)[2]]

    def _seed_root(
        self,
        engine: AnyEngine,
        state: Any,
        seat: Seat,
        rng: random.Random,
        root: _Node,
        by_id: dict[str, Any],
    ) -> None:
        """Give each root action a child worth ``prior_visits`` visits of its one-ply heuristic value.

        A seeded child counts as already expanded (the search selects among the root's children by UCB
        from the first iteration on, instead of expanding one unseen action per iteration); its
        ``avail`` starts equal to its visits, as if the parent had been visited that often with the
        action legal each time. An action the sample does not allow gets no prior and is expanded as
        usual. Nothing is seeded when the engine has no heuristic.
        """
        if engine.heuristic(state, seat) is None:
            return  # asked before the sample is drawn, so the search is exactly that of prior_visits=0
        sampled = engine.determinize(state, seat, rng)
        values: dict[str, float] = {}
        for aid, action in by_id.items():
            try:
                after = engine.apply(sampled, seat, action)
            except GameError:
                continue  # not legal in this sample (engines whose legality is private)
            outcome = engine.outcome(after)
            if outcome is not None:
                values[aid] = 1.0 if seat in outcome.winners else 0.0
                continue
            estimate = engine.heuristic(after, seat)
            if estimate is None:
                return
            values[aid] = min(1.0, max(0.0, float(estimate)))
        weight = self.prior_visits
        for aid, value in values.items():
            child = _Node()
            child.visits = weight
            child.avail = weight
            child.total = weight * value
            root.children[aid] = child


class _Search:
    """One decision's search: the engine, the searching seat, its rng and settings."""

    def __init__(self, engine: AnyEngine, seat: Seat, rng: random.Random, agent: MctsAgent) -> None:
        self.engine = engine
        self.rules = engine.search_rules()
        self.seat = seat
        self.rng = rng
        self.agent = agent
        self.has_heuristic: bool | None = None  # decided on the first determinized state
        # Every seat's reward for a finished game: 1 for a win. The coach (bot.ai.analysis) counts a solo
        # game's points instead, so that its numbers are expected scores.
        self.terminal: Callable[[Outcome, int], list[float]] = outcome_rewards

    def iterate(
        self, root: _Node, state: Any, root_ids: frozenset[str] | None
    ) -> tuple[str | None, list[float]]:
        """One iteration from ``state`` (a determinization, as a position of the search's rules), taking
        at the root only ``root_ids`` (None: any action the sample allows); returns the root action it
        went through (None when it found none) and every seat's reward, which the coach keeps statistics
        of."""
        rules, rng, action_id, is_back = self.rules, self.rng, self.rules.action_id, self.engine.is_back
        if self.has_heuristic is None:
            self.has_heuristic = rules.heuristic(state, self.seat) is not None
        path: list[tuple[_Node, Seat]] = []
        node = root
        first: str | None = None
        at_root = True
        allowed: frozenset[str] | None = root_ids
        while True:
            actor, state, outcome = self._next_actor(state)
            if outcome is not None:
                rewards = self.terminal(outcome, rules.num_players(state))
                break
            assert actor is not None
            legal = rules.legal_actions(state, actor)
            ids = [action_id(a) for a in legal]
            children = node.children
            fresh: list[int] = []
            known: list[int] = []
            for i, aid in enumerate(ids):
                if (allowed is not None and aid not in allowed) or (is_back(aid) and len(ids) > 1):
                    continue
                child = children.get(aid)
                if child is None:
                    fresh.append(i)
                else:
                    child.avail += 1
                    known.append(i)
            allowed = None
            if fresh:
                i = rng.choice(fresh)
                if at_root:
                    first = ids[i]
                child = _Node()
                child.avail = 1
                children[ids[i]] = child
                state = rules.apply(state, actor, legal[i])
                path.append((child, actor))
                rewards = self._rollout(state)
                break
            if not known:  # only possible at the root if the sample disagrees with the real legal set
                rewards = self._rollout(state)
                break
            i = self._select(children, ids, known)
            if at_root:
                first, at_root = ids[i], False
            node = children[ids[i]]
            state = rules.apply(state, actor, legal[i])
            path.append((node, actor))
        for child, actor in path:
            child.visits += 1
            child.total += rewards[actor]
        return first, rewards

    def _select(self, children: dict[str, _Node], ids: list[str], known: list[int]) -> int:
        c = self.agent.exploration
        best_i = known[0]
        best = -math.inf
        for i in known:
            child = children[ids[i]]
            if child.visits == 0:  # expanded on a path whose rollout has not been counted: explore it
                return i
            score = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if score > best:
                best, best_i = score, i
        return best_i

    def _next_actor(self, state: Any) -> tuple[Seat | None, Any, Outcome | None]:
        """The seat whose decision goes through the tree, after sampling simultaneous moves of others.

        In a simultaneous phase nobody sees the others' choices, so searching them as if they reacted
        to ours would be too pessimistic; they are drawn at random instead (a chance event for us).
        """
        rules = self.rules
        while True:
            outcome = rules.outcome(state)
            if outcome is not None:
                return None, state, outcome
            current = rules.current_seats(state)
            if len(current) == 1:
                return next(iter(current)), state, None
            other = min(s for s in current if s != self.seat)
            state = rules.apply(state, other, self.rng.choice(rules.legal_actions(state, other)))

    def _rollout(self, state: Any) -> list[float]:
        rules, rng, action_id, is_back = self.rules, self.rng, self.rules.action_id, self.engine.is_back
        outcome_of, current_seats, legal_actions, apply = (
            rules.outcome,
            rules.current_seats,
            rules.legal_actions,
            rules.apply,
        )
        limit = self.agent.rollout_depth if self.has_heuristic else self.agent.max_rollout
        for _ in range(limit):
            outcome = outcome_of(state)
            if outcome is not None:
                return self.terminal(outcome, rules.num_players(state))
            actor = min(current_seats(state))
            legal = legal_actions(state, actor)
            action = rng.choice(legal)
            if len(legal) > 1 and is_back(action_id(action)):
                action = rng.choice([a for a in legal if not is_back(action_id(a))] or legal)
            state = apply(state, actor, action)
        outcome = outcome_of(state)
        if outcome is not None:
            return self.terminal(outcome, rules.num_players(state))
        return self._evaluate(state)

    def _evaluate(self, state: Any) -> list[float]:
        n = self.rules.num_players(state)
        values: list[float] = []
        for s in range(n):
            estimate = self.rules.heuristic(state, s)
            if estimate is None:
                return [1.0 / n] * n
            values.append(min(1.0, max(0.0, float(estimate))))
        return values


# ---- the generic AI players -------------------------------------------------------------------------


@dataclass(frozen=True)
class AiKind:
    """An AI player a seat can be given: its name (stored with the seat), how the lobby names it, what it
    does, and how to build one (``budget_s`` and ``iterations`` matter to searching agents only)."""

    name: str
    label: str
    description: str
    factory: Callable[..., Agent]

    def build(self, *, budget_s: float | None = None, iterations: int | None = None) -> Agent:
        return self.factory(budget_s=budget_s, iterations=iterations)

    def said(self, say: Speaker) -> str:
        """Its name in ``say``'s language (``ai-kind-<name>``), else its English label."""
        message = f"ai-kind-{self.name}"
        return say(message) if say.found.has(message) else self.label

    def about(self, say: Speaker) -> str:
        """What it does in ``say``'s language (``ai-kind-<name>-about``), else its English description."""
        message = f"ai-kind-{self.name}-about"
        return say(message) if say.found.has(message) else self.description


GENERIC_KINDS: tuple[AiKind, ...] = (
    AiKind(
        "mcts",
        "strong",
        "information-set Monte Carlo tree search (the strong player)",
        lambda budget_s=None, iterations=None: MctsAgent(
            budget_s=DEFAULT_BUDGET_S if budget_s is None and iterations is None else budget_s,
            iterations=iterations,
        ),
    ),
    AiKind(
        "greedy",
        "greedy",
        "one-move lookahead rated by the game's heuristic",
        lambda **_: GreedyAgent(),
    ),
    AiKind("random", "random", "uniformly random legal moves", lambda **_: RandomAgent()),
)


# ---- running a decision ------------------------------------------------------------------------------


def agent_rng(engine: AnyEngine, state: Any, seat: Seat, stream: str) -> random.Random:
    """A generator seeded from what ``seat`` can see (its view), the step and a stream name.

    The same position always gives the same search, in any process, and the seed carries nothing the
    seat may not know (the game's own seed is secret: it fixes the deck order).
    """
    view_json = engine.view(state, seat).model_dump_json()
    digest = hashlib.sha256(view_json.encode()).hexdigest()
    return random.Random(f"{engine.key}:{state.step}:{seat}:{stream}:{digest}")


def play_out(
    engine: AnyEngine,
    state: Any,
    agents: Sequence[Agent],
    rng: random.Random,
    max_decisions: int = 100_000,
) -> Any:
    """Play ``state`` to the end with one agent per seat (benches and tests); returns the final state."""
    for _ in range(max_decisions):
        if engine.outcome(state) is not None:
            return state
        seat = min(engine.current_seats(state))
        state = engine.apply(state, seat, agents[seat].choose(engine, state, seat, rng))
    raise GameError(f"The game did not end within {max_decisions} decisions.")
