"""Grim Prospects as the AI's search plays it: ``GrimSearchRules``, what ``GrimProspectsEngine.search_rules``
returns (the hook is engines/searchrules.py; docs/ai.md, "The speed of the search in Grim Prospects").

A search plays thousands of Grim Prospects positions a second that nobody reads, so here a position is
a ``Position`` of mutable lists of card numbers (a card's place in the catalogue, 0..59), and an action is
an int code (``kind << 6 | card``). Nothing of the engine's work that only people read is done: no log
lines, no button words, no frozen copies. What the engine recomputes at every click is kept up to date
instead: each seat's draft read back (its stage and picks, ``choices.read_picks``) advances with the
click, and is replayed only after "back"; who is still choosing is a bit mask; every seat's heuristic
is worked out once per reveal, since only a reveal changes what it reads.

It plays exactly the engine's game (tests/test_search_rules.py and tests/test_grimprospects_search.py
check it): the same legal actions in the same order, the same reveals in the same order (turn.py), the
same seeded draws (an arrow flip, a batch shuffled under an Artificial Player's deck) from the same
streams, the same heuristic computed in the same order, and ``determinize`` draws the same numbers from
its rng as views.determinize does. The rules it follows are the engine's (docs/rules/grimprospects.md);
where this module restates one, the engine's module is named.
"""

from __future__ import annotations

import math
import random
from typing import Any

from engines.base import Outcome, Seat
from engines.grimprospects.choices import MAX_OPTIONS, artificial_thug_plays
from engines.grimprospects.models import GrimProspectsState
from engines.grimprospects.position import (
    ACTION_IDS,
    BACK,
    BROWSE,
    CARD_NUMBER,
    DONE,
    FACTION,
    GUARD,
    IS_GEM,
    NO_CARD,
    OVER,
    S_GUARD,
    S_GUARD_SHADOWS,
    S_READY,
    S_THUG,
    S_THUG_SHADOWS,
    SEATS_OF,
    SHADOW,
    SHADOW_OF,
    STAGE_KIND,
    THUG,
    TOP_CARD,
    VALUE,
    Player,
    Position,
    click,
    from_state,
    replay,
    reset,
    to_state,
)
from engines.grimprospects.reveals import reveal
from engines.grimprospects.scoring import ranking, summarize
from engines.rng import sample_seed

# The options an Artificial Player's procedure leaves: always exactly one (choices.artificial_options).
_ALONE = {code: (code,) for code in range(len(ACTION_IDS))}
_THUG_TOP, _THUG_NONE = THUG << 6 | TOP_CARD, THUG << 6 | NO_CARD
_GUARD_TOP, _GUARD_NONE = GUARD << 6 | TOP_CARD, GUARD << 6 | NO_CARD
_NOTHING: tuple[int, ...] = ()


def at_risk(tunnel: list[int]) -> int:
    """Gems beyond the tunnel's last shovel (holdings.gems_at_risk)."""
    count = 0
    for card in reversed(tunnel):
        if not IS_GEM[card]:
            break
        count += 1
    return count


def person_options(p: Player) -> list[int]:
    """A person's choices, as choices.person_options gives them, in its order."""
    stage = p.stage
    used = p.used
    if stage == S_THUG_SHADOWS or stage == S_GUARD_SHADOWS:
        faction = FACTION[p.thug if stage == S_THUG_SHADOWS else p.guard]
        shadows = [SHADOW << 6 | c for c in p.hand if SHADOW_OF[c] == faction and c not in used]
        shadows.append(DONE)
        shadows.append(BACK)
        return shadows
    kind = STAGE_KIND[stage]
    base = kind << 6
    if p.browsing >= 0:
        browsing = p.browsing
        shown = [base | c for c in p.hand if FACTION[c] == browsing and c not in used]
        shown.append(BACK)
        return shown
    options = [base | c for c in p.hand if c not in used]
    extras = 0
    if kind == THUG or kind == GUARD:
        options.append(base | NO_CARD)
        extras = 1
    if p.draft:
        options.append(BACK)
        extras += 1
    if len(options) > MAX_OPTIONS:  # ruling GP-9: browse by faction first
        present = {FACTION[c] for c in p.hand if c not in used}
        browse = [BROWSE << 6 | f for f in (0, 1, 2) if f in present]
        if extras:
            browse.extend(options[-extras:])  # "no Employed Thug/Guard" and "back" stay offered
        return browse
    return options


def heuristics(pos: Position) -> list[float]:
    """scoring.heuristic of every seat of a running game, its floats computed as the engine computes
    them: each strength (scoring._strength) as the sum of its terms in their order, then the logistic."""
    players = pos.players
    strengths = []
    for s, p in enumerate(players):
        tunnel = p.tunnel
        heir = players[pos.heirs[s]].tunnel
        terms = (
            float(sum([VALUE[c] for c in tunnel])),
            -0.6 * at_risk(tunnel),
            0.4 * at_risk(heir),
            0.15 * len(p.hand),
        )
        strengths.append(sum(terms))
    values = []
    for s, mine in enumerate(strengths):
        gap = mine - max([v for other, v in enumerate(strengths) if other != s])
        values.append(1.0 / (1.0 + math.exp(-gap / 3.0)))
    return values


class GrimSearchRules:
    """The search's rules over ``Position``s (engines/searchrules.py, ``SearchRules``)."""

    def __init__(self) -> None:
        self.action_id = ACTION_IDS.__getitem__
        # determinize is asked for the same real state and seat at every iteration of a search: what
        # does not depend on the draw is worked out once.
        self._for: tuple[GrimProspectsState, Seat] | None = None
        self._base = Position()
        self._pool: list[int] = []
        self._unknown: list[int] = []
        self._known: list[list[int]] = []

    def start(self, state: Any) -> Position:
        return from_state(state)

    def state(self, position: Position) -> GrimProspectsState:
        return to_state(position)

    def num_players(self, position: Position) -> int:
        return position.num_players

    def current_seats(self, position: Position) -> frozenset[Seat]:
        return SEATS_OF[position.waiting]

    def outcome(self, position: Position) -> Outcome | None:
        if position.phase != OVER:
            return None
        if position.result is None:
            tunnels = [p.tunnel for p in position.players]
            scores = [sum([VALUE[c] for c in t]) for t in tunnels]
            gems = [sum([IS_GEM[c] for c in t]) for t in tunnels]
            hands = [len(p.hand) for p in position.players]
            won, reason = ranking(scores, gems, hands, position.options.tie_break)
            position.result = summarize(scores, won, reason)
        return position.result

    def legal_actions(self, position: Position, seat: Seat) -> list[int] | tuple[int, ...]:
        p = position.players[seat]
        if p.decided or position.phase == OVER:
            return _NOTHING
        stage = p.stage
        if stage == S_READY:
            return _NOTHING
        if not p.artificial:
            return person_options(p)
        # The rulebook's Artificial Player (choices.artificial_options): the top card, whenever it can.
        if stage == S_THUG:
            heir = position.players[position.heirs[seat]].tunnel
            plays = artificial_thug_plays(len(p.hand), at_risk(p.tunnel), at_risk(heir))
            return _ALONE[_THUG_TOP if plays else _THUG_NONE]
        if stage == S_GUARD:
            return _ALONE[_GUARD_TOP if len(p.hand) > len(p.used) else _GUARD_NONE]
        return _ALONE[STAGE_KIND[stage] << 6 | TOP_CARD]

    def apply(self, position: Position, seat: Seat, action: int) -> Position:
        """turn.apply: the click joins the seat's draft ("back" takes the last one off), a draft that is
        ready commits the seat, and the last commit reveals the phase."""
        p = position.players[seat]
        if action == BACK:
            p.draft.pop()
            replay(p, position.phase)
        else:
            p.draft.append(action)
            click(p, action)
        step = position.step
        position.step = step + 1
        if p.stage == S_READY:
            p.decided = True
            position.waiting &= ~(1 << seat)
            if not position.waiting:
                reveal(position, step)
        return position

    def heuristic(self, position: Position, seat: Seat) -> float:
        """scoring.heuristic, worked out for every seat at once and kept until the next reveal."""
        values = position.values
        if values is None:
            if position.phase == OVER:
                done = self.outcome(position)
                assert done is not None
                return 0.0 if seat not in done.winners else 1.0 / len(done.winners)
            values = position.values = heuristics(position)
        return values[seat]

    # ---- determinize: views.determinize, drawing the same numbers ---------------------------------

    def determinize(self, state: Any, seat: Seat, rng: random.Random) -> Position:
        if self._for is None or self._for[0] is not state or self._for[1] != seat:
            self._prepare(state, seat)
        base = self._base
        pool = self._pool[:]
        rng.shuffle(pool)
        position = base.copy()
        phase = position.phase
        taken = 0
        for s, p in enumerate(position.players):
            if s == seat and not p.artificial:
                continue
            unknown = self._unknown[s]
            hand = pool[taken : taken + unknown]
            taken += unknown
            if p.artificial:
                # Its known batches stay under the unknown top part, each shuffled in itself.
                for group in p.known:
                    batch = list(group)
                    rng.shuffle(batch)
                    hand.extend(batch)
                p.hand = hand
                if phase != OVER:
                    replay(p, phase)  # its draws name no card: the same draft reads the new deck
                continue
            hand.extend(self._known[s])
            hand.sort()
            p.hand = hand
            if phase == OVER:
                continue
            p.draft = []
            reset(p, phase)
            if p.decided:
                # views._random_person_draft: random clicks, never "back", until the choice is ready.
                while p.stage != S_READY:
                    code = rng.choice([c for c in person_options(p) if c != BACK])
                    p.draft.append(code)
                    click(p, code)
        position.seed = sample_seed(rng, state.seed)
        return position

    def _prepare(self, state: GrimProspectsState, seat: Seat) -> None:
        base = from_state(state)
        base.values = heuristics(base) if base.phase != OVER else None
        observer = base.players[seat]
        placed: set[int] = set()
        for p in base.players:
            placed.update(p.tunnel, p.lguards, p.lthugs, p.resting)
            for group in p.known:
                placed.update(group)
        if not observer.artificial:
            placed.update(observer.hand)
        self._pool = [c for c in range(len(CARD_NUMBER)) if c not in placed]  # in catalogue order
        self._known = [[c for group in p.known for c in group] for p in base.players]
        self._unknown = [len(p.hand) - len(k) for p, k in zip(base.players, self._known, strict=True)]
        self._base = base
        self._for = (state, seat)
