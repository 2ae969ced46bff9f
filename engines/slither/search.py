"""SLITHER's search rules (engines/searchrules.py; docs/ai.md "SLITHER's search"): ``SlitherSearch``, the
game as an AI search plays it, on positions of its own that play the engine's game exactly, several
times faster.

- searchposition.py: a ``SlitherPosition`` holds the state's fields in plain values, the frogs and the
  path mutable, everything else the state's own tuples, strings and ints (a copy shares them); an action
  changes it in place. Actions are their action ids: an id is its own action.
- searchmap.py: what the engine works out from the map again at every step (adjacency, the tile spots,
  the path growth choices), kept per map; a map made by laying a tile is built from the one it was laid
  on.
- searchturn.py: the decisions; searchvalue.py: the heuristic, whose parts (the snake's outlook, the
  frogs' belief) are kept by map, and the outcome. Nothing writes log lines or labels, and no frozen
  value is copied.
- here: who acts, and ``determinize``, which draws a frog's sample as ``knowledge.sample_from_belief``
  does, with the tables it needs built once per searched state; the rarer cases go through the engine's
  own ``determinize``.

Every function mirrors one of the engine's (the rules modules named beside it): the same checks in the
same order, the same draws from the same generators, and the heuristic's floats added in the same order,
so that ``tests/test_search_rules.py`` and ``tests/test_slither_search.py`` find exactly the engine's
states, legal action ids, seats, outcomes, heuristic values and samples.
"""

from __future__ import annotations

import random
from bisect import bisect
from collections.abc import Sequence
from itertools import accumulate

from engines.base import Outcome, Seat
from engines.rng import sample_seed
from engines.slither import knowledge, labels, resample, views
from engines.slither.hexmap import board_for
from engines.slither.models import SNAKE, SlitherState
from engines.slither.searchmap import START_ACTIONS
from engines.slither.searchposition import SlitherPosition, position_of, state_of
from engines.slither.searchturn import (
    apply_frog_move,
    apply_growth,
    apply_placement,
    apply_reveal_choice,
    apply_snake,
    frog_move_actions,
    growth_actions,
    placement_actions,
    reveal_actions,
    snake_actions,
    start_round,
)
from engines.slither.searchvalue import heuristic, outcome_of

SNAKE_ONLY: frozenset[Seat] = frozenset({SNAKE})
NOBODY: frozenset[Seat] = frozenset()
SNAKE_PHASES = frozenset({"place_tile", "grow_path", "snake_move"})

_SEATS: dict[tuple[bool, ...], frozenset[Seat]] = {}


def _seats_of(acting: tuple[bool, ...]) -> frozenset[Seat]:
    """The frogs' seats whose flag is set (seat 1 first), one set for each combination of flags."""
    got = _SEATS.get(acting)
    if got is None:
        got = _SEATS[acting] = frozenset(s for s, flag in enumerate(acting, start=1) if flag)
    return got


_PARSED: dict[str, tuple[str, str]] = {}


def _parse(action: str) -> tuple[str, str]:
    """An action id's kind and argument, as ``labels.parse_action`` reads it (kept: ids are few)."""
    got = _PARSED.get(action)
    if got is None:
        parsed = labels.parse_action(action)
        got = _PARSED[action] = (parsed.kind, parsed.arg)
    return got


class _Root:
    """What a search's ``determinize`` needs of the state it samples from, made once per state: the
    position to copy (the snake's, and a frog's with the snake's half-made move cleared), and the tables
    of ``knowledge.sample_from_belief`` for it."""

    def __init__(self, state: SlitherState) -> None:
        self.state = state
        self.own = position_of(state)
        self.cleared = self.own.copy()
        self.cleared.pending_head = None
        self.cleared.pending_ability = None
        # A frog's sample of a path being grown is rare (the frogs never decide then): the engine's own.
        self.fast = state.winner is None and state.phase != "grow_path"
        self.forward: tuple[dict[str, float], ...] = ()
        self.picks: list[dict[str | None, tuple[list[str], list[float], float, int] | None]] = []
        self.window = state.num_players  # num_frogs + 1: no card repeats any of the ones before it
        self.checks: list[tuple[int, int, str, frozenset[str] | None]] = []
        if self.fast and state.path and state.trail_len >= len(state.path):
            self.forward = knowledge._forward(*knowledge._public_facts(state))[1]
            self.picks = [{} for _ in self.forward]
            self._checks(state)

    def _checks(self, state: SlitherState) -> None:
        """knowledge.trail_is_possible's clue checks for a trail of ``len(forward)`` cards: (index, end,
        hex, None) for a location not in the cards [index, end), (index, 0, "", allowed) for a card that
        must lie in ``allowed``."""
        board = board_for(state.cells)
        first = state.trail_len - len(self.forward)
        for clue in state.clues:
            index = clue.index - first
            if clue.kind == "not_in_path":
                self.checks.append((max(0, index), max(0, clue.end - first), clue.hex, None))
            elif index >= 0:
                allowed = frozenset(h for h in board.numbered if knowledge.clue_allows(board, clue, h))
                self.checks.append((index, 0, "", allowed))

    def _pick(self, k: int, after: str | None) -> tuple[list[str], list[float], float, int] | None:
        """The choice of the trail's card ``k`` next to ``after`` (None: the newest card), as
        ``random.choices`` makes it: locations, their cumulative weights, the total and the last index."""
        table = self.picks[k]
        if after in table:
            return table[after]
        if after is None:
            weights = self.forward[k]
        else:
            near = board_for(self.state.cells).numbered_adjacent.get(after, ())
            weights = {loc: w for loc, w in self.forward[k].items() if loc in near}
        got = None
        if weights:
            locs = list(weights)
            cum = list(accumulate([weights[loc] for loc in locs]))
            got = (locs, cum, cum[-1] + 0.0, len(locs) - 1)
        table[after] = got
        return got

    def _possible(self, trail: list[str]) -> bool:
        """knowledge.trail_is_possible for a trail drawn from the forward pass (so of its length, each
        card a location next to the one before it: those checks always pass)."""
        state = self.state
        board = board_for(state.cells)
        if len(trail) < len(state.path):
            return False
        window = self.window
        for i in range(1, len(trail)):
            if trail[i] in trail[max(0, i - window) : i]:
                return False
        for index, end, hex_, allowed in self.checks:
            if allowed is None:
                if hex_ in trail[index:end]:
                    return False
            elif index < len(trail) and trail[index] not in allowed:
                return False
        if state.phase == "snake_move":
            taken = set(trail[len(trail) - len(state.path) :])
            if all(h in taken for h in board.numbered_adjacent[trail[-1]]):
                return False
        return True

    def from_belief(self, rng: random.Random) -> list[str] | None:
        """knowledge.sample_from_belief, drawing the same numbers."""
        if not self.forward:
            return None
        random_ = rng.random
        last = len(self.forward) - 1
        for _ in range(knowledge.SAMPLE_TRIES):
            trail: list[str] = []
            after: str | None = None
            for k in range(last, -1, -1):
                pick = self._pick(k, after)
                if pick is None:
                    break
                locs, cum, total, hi = pick
                after = locs[bisect(cum, random_() * total, 0, hi)]
                trail.append(after)
            else:
                trail.reverse()
                if self._possible(trail):
                    return trail
        return None


class SlitherSearch:
    """``SearchRules`` over ``SlitherPosition``s, whose actions are their action ids."""

    def __init__(self) -> None:
        self._root: _Root | None = None

    def start(self, state: SlitherState) -> SlitherPosition:
        return position_of(state)

    def state(self, position: SlitherPosition) -> SlitherState:
        return state_of(position)

    def determinize(self, state: SlitherState, seat: Seat, rng: random.Random) -> SlitherPosition:
        root = self._root
        if root is None or root.state is not state:
            root = self._root = _Root(state)
        if seat == SNAKE or state.winner is not None:
            p = root.own.copy()
            p.seed = sample_seed(rng, state.seed)
            return p
        if not root.fast:
            return position_of(views.determinize(state, seat, rng))
        seed = sample_seed(rng, state.seed)
        p = root.cleared.copy()
        p.seed = seed
        if not state.path:
            return p
        trail = root.from_belief(rng)
        if trail is None:
            trail = resample.search_trail(state, rng)
        if trail is None:  # no trail fits the clues: not a state of a game (resample.resample_hidden)
            raise resample.Unredrawable("no trail fits what the frogs have seen")
        newest = trail[len(trail) - len(p.path) :][::-1]
        p.path = [(loc, c[1], c[2]) for c, loc in zip(p.path, newest, strict=True)]
        return p

    def num_players(self, position: SlitherPosition) -> int:
        return position.num_players

    def outcome(self, position: SlitherPosition) -> Outcome | None:
        if position.winner is None:
            return None
        return outcome_of(
            position.winner, position.num_players, position.found_out, position.pads, position.options.variant
        )

    def current_seats(self, position: SlitherPosition) -> frozenset[Seat]:
        phase = position.phase
        if phase in SNAKE_PHASES:
            return SNAKE_ONLY
        if phase == "place_frogs":
            return _seats_of(tuple([f.hex is None for f in position.frogs]))
        if phase in ("frogs_move", "reveal"):
            return _seats_of(tuple([not f.done for f in position.frogs]))
        return NOBODY

    def legal_actions(self, position: SlitherPosition, seat: Seat) -> Sequence[str]:
        phase = position.phase
        if phase == "frogs_move":
            return frog_move_actions(position, seat)
        if phase == "snake_move":
            return snake_actions(position)
        if phase == "reveal":
            return reveal_actions(position, seat)
        if phase == "place_tile":
            return placement_actions(position)
        if phase == "grow_path":
            return growth_actions(position)
        if phase == "place_frogs":
            return START_ACTIONS
        return ()

    def action_id(self, action: str) -> str:
        return action

    def apply(self, position: SlitherPosition, seat: Seat, action: str) -> SlitherPosition:
        kind, arg = _parse(action)
        position.memo = None
        phase = position.phase
        if phase == "frogs_move":
            apply_frog_move(position, seat, kind, arg)
        elif phase == "snake_move":
            apply_snake(position, kind, arg)
        elif phase == "place_tile":
            apply_placement(position, kind, arg)
        elif phase == "grow_path":
            apply_growth(position, kind, arg)
        elif phase == "place_frogs":
            frog = position.frogs[seat - 1]
            frog.hex = arg
            if all(f.hex is not None for f in position.frogs):
                start_round(position)
        else:
            apply_reveal_choice(position, seat, kind, arg)
        position.step += 1
        return position

    def heuristic(self, position: SlitherPosition, seat: Seat) -> float | None:
        return heuristic(position, seat)
