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

``HookRules``, the default, plays through the engine's hooks with its own states as positions. Both are
defined beside the contract in ``engines.base`` (which returns the default) and named here.
"""

from __future__ import annotations

from engines.base import HookRules, SearchRules

__all__ = ["HookRules", "SearchRules"]
