"""As The Earth Crumbles as the AI's search plays it: ``EarthRules``, what ``EarthEngine.search_rules``
returns (the hook of engines/searchrules.py; docs/ai.md, "The speed of the search: As The Earth
Crumbles").

The search plays the game of turn.py, economy.py and scoring.py exactly, over a position of its own
(``Position``): plain lists and ints changed in place, no log lines, no labels, no pydantic copies, and
an action is its action id, a plain string. What the search asks again and again is kept rather than
recomputed: the places that can be salvaged and the uncovered gas pockets (updated as tiles leave the
Earth, instead of looking above all 40 places), each player's Sites' worth to the heuristic, every
seat's estimate once per position; and the results of three pure functions a search meets with the same
arguments many times (a seat's income, the build menu, the Sites' worth) are remembered by those
arguments. Each function names the engine function it mirrors; tests/test_search_rules.py and
tests/test_earthcrumbles_search.py check, over seeded games with every option, that both give the same
states, choices, outcomes and heuristic values (to the last bit: the floats are computed in the
engine's order).

A search keeps one ``EarthRules`` for all its iterations and draws every determinization from the same
root state, so the rules turn that state into a position once and copy it for each sample.
"""

from __future__ import annotations

import math
import random

from engines.base import Outcome, Seat
from engines.earthcrumbles.models import EarthState
from engines.earthcrumbles.position import (
    ALL_SITES,
    COINS_PER_PRESTIGE,
    COLOUR,
    DIRECTIVE_KIND,
    DIRECTIVE_WORTH,
    EMPTY_WORTH,
    KIND,
    KNOWN_MAX,
    KNOWN_SITES,
    PRESTIGE_PER_DIRECTIVE,
    PRESTIGE_PER_PROSPERITY,
    SITE_WORTH,
    STACKS,
    Position,
    SiteStats,
    start,
    to_state,
)
from engines.earthcrumbles.scoring import COIN, SOLO_POINTS, final_outcome
from engines.earthcrumbles.searchturn import (
    apply,
    current_seats,
    legal_actions,
)
from engines.rng import sample_seed

# ---- the end and the heuristic (scoring.py) ------------------------------------------------------------


def _site_stats(stacks: tuple[tuple[str, ...], ...]) -> SiteStats:
    """What a player's Sites give the heuristic (scoring.estimate's Site income, per turn) and the
    directives (scoring.measure): see ``SiteStats``."""
    colours: dict[str, int] = {}
    tallest = built = layered = 0
    for stack in stacks:
        height = len(stack)
        if height:
            colour = COLOUR[stack[-1]]
            colours[colour] = colours.get(colour, 0) + 1
            built += height
            if height > tallest:
                tallest = height
            if height >= 2:
                layered += 1
    worth: list[float] = []
    for site in ALL_SITES:
        stack = stacks[site]
        if not stack:
            worth.append(EMPTY_WORTH[site])
            continue
        top = stack[-1]
        times = len(stack) if STACKS[top] else 1
        kind = KIND[top]
        if kind == "coins":
            worth.append(SITE_WORTH[top] * times)
        elif kind == "per_colour":
            worth.append(SITE_WORTH[top] * colours[COLOUR[top]] * times)
        elif kind == "buy_culture":
            worth.append(SITE_WORTH[top] * times * 0.8)
        elif kind == "buy_prosperity":
            worth.append(SITE_WORTH[top] * times * 0.5)
        else:
            worth.append(0.0)
    return sum(worth) / 3, colours, tallest, built, layered


def _all_stats(pos: Position) -> list[SiteStats]:
    """Every seat's ``SiteStats``, filled in where its Sites changed since they were last known."""
    stats = pos.stats
    for seat, known in enumerate(stats):
        if known is None:
            sites = tuple(pos.sites[seat])
            known = KNOWN_SITES.get(sites)
            if known is None:
                if len(KNOWN_SITES) >= KNOWN_MAX:
                    KNOWN_SITES.clear()
                known = KNOWN_SITES[sites] = _site_stats(sites)
            stats[seat] = known
    return stats  # type: ignore[return-value]  # every entry is filled now


def _leaders(pos: Position, stats: list[SiteStats]) -> list[int]:
    """For each directive in play, the one seat leading it, or -1 on a tie (scoring.leaders, with
    scoring.measure's counts)."""
    result = []
    seats = range(pos.n)
    for d in pos.base.directives:
        kind, colours = DIRECTIVE_KIND[d]
        if kind == "colour":
            counts = [max(stats[s][1].get(c, 0) for c in colours) for s in seats]
        elif kind == "tallest":
            counts = [stats[s][2] for s in seats]
        elif kind == "built":
            counts = [stats[s][3] for s in seats]
        elif kind == "culture":
            counts = pos.culture
        elif kind == "prosperity":
            counts = pos.prosperity
        elif kind == "coins":
            counts = pos.coins
        else:  # layered
            counts = [stats[s][4] for s in seats]
        best = max(counts)
        result.append(counts.index(best) if counts.count(best) == 1 else -1)
    return result


def outcome(pos: Position) -> Outcome | None:
    if pos.phase != "over":
        return None
    scores = [
        pos.coins[s] // COINS_PER_PRESTIGE + pos.culture[s] + PRESTIGE_PER_PROSPERITY * pos.prosperity[s]
        for s in range(pos.n)
    ]
    for seat in _leaders(pos, _all_stats(pos)):
        if seat >= 0:
            scores[seat] += PRESTIGE_PER_DIRECTIVE
    return final_outcome(scores, pos.prosperity, pos.culture, pos.coins)


def _estimates(pos: Position) -> list[float]:
    """scoring.estimate for every seat, each float computed as the engine computes it."""
    left = pos.left
    reserve_share = min(1.0, left / 6)
    stats = _all_stats(pos)
    led = [0] * pos.n
    if pos.n > 1:
        for seat in _leaders(pos, stats):
            if seat >= 0:
                led[seat] += 1
    values = []
    for seat in range(pos.n):
        value = (
            pos.coins[seat] * COIN
            + pos.culture[seat]
            + PRESTIGE_PER_PROSPERITY * pos.prosperity[seat]
            + stats[seat][0] * left
            + 0.3 * len(pos.reserve[seat]) * reserve_share
        )
        for _ in range(led[seat]):  # one directive at a time, as the engine adds them
            value += DIRECTIVE_WORTH
        values.append(value)
    return values


def heuristic(pos: Position, seat: Seat) -> float:
    """scoring.heuristic, with every seat's estimate computed once per position."""
    if pos.phase == "over":
        result = outcome(pos)
        assert result is not None
        if pos.n == 1:
            return min(1.0, result.scores[0] / SOLO_POINTS)
        return 1.0 / len(result.winners) if seat in result.winners else 0.0
    values = pos.values
    if values is None:
        values = pos.values = _estimates(pos)
    if pos.n == 1:
        return min(1.0, values[0] / SOLO_POINTS)
    best_other = max(v for s, v in enumerate(values) if s != seat)
    return 1.0 / (1.0 + math.exp(-(values[seat] - best_other) / 6.0))


class EarthRules:
    """``SearchRules`` over ``Position``s (engines/searchrules.py); an action is its action id."""

    def __init__(self) -> None:
        self._root: EarthState | None = None  # the state the last determinizations were drawn from
        self._root_position: Position | None = None
        # Plain functions rather than methods: a search calls them some sixty times an iteration, and a
        # bound method is one more object each time.
        self.action_id = str  # an action is its id already (str returns a str itself)
        self.start = start
        self.state = to_state
        self.outcome = outcome
        self.current_seats = current_seats
        self.legal_actions = legal_actions
        self.apply = apply
        self.heuristic = heuristic

    def determinize(self, state: EarthState, seat: Seat, rng: random.Random) -> Position:
        """``start(views.determinize(state, seat, rng))``: the same new seed, drawn the same way; the
        position of ``state`` is made once and copied for every sample a search draws from it."""
        seed = sample_seed(rng, state.seed)
        if state is not self._root or self._root_position is None:
            self._root, self._root_position = state, start(state)
            _all_stats(self._root_position)  # once, for every copy
        pos = self._root_position.copy()
        pos.seed = seed
        return pos

    def num_players(self, position: Position) -> int:
        return position.n
