"""How a search plays a game: ``SearchRules``, what ``Engine.search_rules`` returns (the engine contract's
hook for AI players, docs/ai.md "The speed of the search").

A search plays thousands of positions a second that nobody will read: their log lines, the base class's
re-checks (is the game over, may this seat act, is this action legal: the search only takes actions it was
offered) and the copying of frozen values are work thrown away. A game may therefore give its search a
representation of its own, a *position*, that it can play faster (mutable lists, counters kept up to
date, no narration), as long as it plays exactly the same game:

- ``start(state)`` makes a position from a state (a determinization), and ``state(position)`` turns it
  back: ``state(apply(start(s), seat, a))`` equals ``engine.apply(s, seat, a)`` with its ``log`` empty,
  for every legal action of every position of seeded games (``tests/test_search_rules.py`` checks it).
- ``legal_actions``, ``current_seats``, ``outcome``, ``heuristic`` and ``action_id`` answer as the
  engine's do for the same state.
- ``determinize`` answers as ``start(engine.determinize(state, seat, rng))`` does, drawing the same numbers
  from ``rng``: a faster sample may not be a different one, so everything the secrecy tests prove of
  the engine's ``determinize`` holds for the search.
- ``apply`` may change the position it is given and return it: the search never uses a position again
  after applying an action to it. ``start`` and ``determinize`` return a position of their own.

``HookRules``, the default, plays through the engine's hooks with its own states as positions.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from engines.base import Outcome, Seat, replace

if TYPE_CHECKING:
    from engines.base import Engine

P = TypeVar("P")  # a position: the game's own, or its state


class SearchRules(Protocol[P]):
    """The rules as a search calls them, over positions of type ``P`` (see the module's docstring)."""

    def start(self, state: Any) -> P: ...

    def state(self, position: P) -> Any: ...

    def determinize(self, state: Any, seat: Seat, rng: random.Random) -> P: ...

    def num_players(self, position: P) -> int: ...

    def outcome(self, position: P) -> Outcome | None: ...

    def current_seats(self, position: P) -> frozenset[Seat]: ...

    def legal_actions(self, position: P, seat: Seat) -> Sequence[Any]: ...

    def action_id(self, action: Any) -> str: ...

    def apply(self, position: P, seat: Seat, action: Any) -> P: ...

    def heuristic(self, position: P, seat: Seat) -> float | None: ...


class HookRules:
    """The default: the engine's own states as positions, played through its hooks.

    The search only applies actions it took from ``legal_actions`` of the same state and checks for the
    end before asking who acts, so the base class's shared checks would only repeat that work: when an
    engine keeps the base class's public methods, its hooks are called directly (a rollout step costs
    about half as much); an engine that overrides a public method is called through it.
    """

    def __init__(self, engine: Engine[Any, Any, Any, Any]) -> None:
        from engines.base import Engine

        self.engine = engine
        cls = type(engine)
        names = ("apply", "legal_actions", "current_seats", "outcome", "check")
        self.heuristic: Callable[[Any, Seat], float | None] = engine.heuristic
        self.action_id: Callable[[Any], str] = engine.action_id
        self.outcome: Callable[[Any], Outcome | None]
        self.current_seats: Callable[[Any], frozenset[Seat]]
        self.legal_actions: Callable[[Any, Seat], Sequence[Any]]
        self.apply: Callable[[Any, Seat, Any], Any]
        if all(getattr(cls, n) is getattr(Engine, n) for n in names):
            self.outcome = engine._outcome
            self.current_seats = engine._current_seats
            self.legal_actions = engine._legal_actions
            hook = engine._apply

            def apply(state: Any, seat: Seat, action: Any) -> Any:
                return replace(hook(state, seat, action), step=state.step + 1)

            self.apply = apply
        else:
            self.outcome = engine.outcome
            self.current_seats = engine.current_seats
            self.legal_actions = engine.legal_actions
            self.apply = engine.apply

    def start(self, state: Any) -> Any:
        return state

    def state(self, position: Any) -> Any:
        return position

    def determinize(self, state: Any, seat: Seat, rng: random.Random) -> Any:
        return self.engine.determinize(state, seat, rng)

    def num_players(self, position: Any) -> int:
        return int(position.num_players)
