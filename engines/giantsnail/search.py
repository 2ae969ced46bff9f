"""How the AI's search plays Giant Snail Will Not Prevail!: ``GiantSnailSearch``, the engine's
``search_rules()`` (engines/searchrules.py; docs/ai.md, "Giant Snail's search position").

A search plays positions (searchposition.py) rather than the engine's frozen states: the Action and
Resolution Phases (searchplay.py), the Event Phase, the robot and the Cleanup Phase (searchevents.py) and
rebuilds (searchrebuild.py), a technology's questions (searchquestions.py) and the heuristic
(searchscore.py) are played on mutable lists, with no log lines and no labels; actions are their ids.
``determinize`` draws the engine's own sample (views.determinize) with the same numbers, from a plan of
the searched state made once per search.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from engines.base import Outcome, Seat
from engines.giantsnail import scoring
from engines.giantsnail.data import EVENT1_NAMES, catalog
from engines.giantsnail.eventdeck import EVENT0
from engines.giantsnail.models import DEAD, GiantSnailState
from engines.giantsnail.searchevents import (
    begin_cleanup,
    campaign_choices,
    discard_choices,
    peek_cards,
    play_campaign,
    play_discard,
    play_robot,
    play_weapon,
    rebuild_choices,
    robot_choices,
    weapon_choices,
)
from engines.giantsnail.searchplay import (
    action_choices,
    begin_actions,
    factory_choices,
    next_factory,
    play_action,
    play_factory,
    play_research,
    research_choices,
)
from engines.giantsnail.searchposition import Position, from_state, to_state
from engines.giantsnail.searchquestions import play_question, question_choices
from engines.giantsnail.searchrebuild import place_choices, play_place, play_robot_rebuild
from engines.giantsnail.searchscore import heuristic
from engines.rng import sample_seed

_SEATS = (frozenset((0,)), frozenset((1,)), frozenset((2,)))
_NOBODY: frozenset[Seat] = frozenset()
_EVENT2 = frozenset(catalog().events.event2)
_EVENT1 = frozenset(EVENT1_NAMES)

# Where play goes on once a rebuild's returning workers are placed (turn._AFTER_REBUILD).
_AFTER_REBUILD: dict[str, Callable[[Position], None]] = {
    "factory": lambda p: next_factory(p),
    "rebuild": begin_cleanup,
}

# Who answers a click in each phase (turn._PLAYS), on a position.
_PLAYS: dict[str, Callable[[Position, int, str], None]] = {
    "actions": play_action,
    "research": play_research,
    "factory": play_factory,
    "robot": lambda p, _seat, code: play_robot(p, p.leader, code),
    "weapons": play_weapon,
    "rebuild": play_robot_rebuild,
    "campaign": play_campaign,
    "discard": play_discard,
}


class _Plan:
    """What every determinization of one state for one seat shares (views.determinize): the technology
    deck sorted, the event deck with the cards the seat knows in place, the places of the others, the
    cards that may fill them sorted, and the position to copy."""

    __slots__ = ("buried", "deck", "free", "position", "seat", "state", "tech", "unknown")

    def __init__(self, state: GiantSnailState, seat: Seat) -> None:
        self.state = state
        self.seat = seat
        self.tech = sorted(state.tech_deck)
        deck = list(state.deck)
        fixed = {i for i, c in enumerate(deck) if c in EVENT0}
        if seat == state.peek_seat:
            fixed |= set(range(state.peek_count))
        if seat == state.turn and state.pending == "peek" and state.phase != "over":
            skip = sum(1 for c in deck[:2] if c in EVENT0)
            fixed |= set(range(skip, skip + len(peek_cards(from_state(state)))))
        self.free = [i for i in range(len(deck)) if i not in fixed]
        era = _EVENT2 if state.snail == DEAD else _EVENT1
        self.buried = tuple(c for c in state.buried if c not in era)
        self.unknown = sorted([deck[i] for i in self.free] + [c for c in state.buried if c in era])
        self.deck = deck
        self.position = from_state(state)


class GiantSnailSearch:
    """The search's rules (``engines.searchrules.SearchRules``) over ``Position``; actions are their ids."""

    def __init__(self) -> None:
        self._plan: _Plan | None = None

    def start(self, state: GiantSnailState) -> Position:
        return from_state(state)

    def state(self, position: Position) -> GiantSnailState:
        return to_state(position)

    def determinize(self, state: GiantSnailState, seat: Seat, rng: random.Random) -> Position:
        """views.determinize's sample, drawn with the same numbers in the same order, as a position."""
        plan = self._plan
        if plan is None or plan.state is not state or plan.seat != seat:
            plan = self._plan = _Plan(state, seat)
        tech = plan.tech[:]
        rng.shuffle(tech)
        unknown = plan.unknown[:]
        rng.shuffle(unknown)
        deck = plan.deck[:]
        for i in plan.free:
            deck[i] = unknown.pop()
        position = plan.position.copy()
        position.tech_deck = tuple(tech)
        position.deck = tuple(deck)
        position.buried = (*plan.buried, *unknown)
        position.seed = sample_seed(rng, state.seed)
        return position

    def num_players(self, position: Position) -> int:
        return 3

    def outcome(self, position: Position) -> Outcome | None:
        if position.phase != "over":
            return None
        if position.result is None:
            position.result = scoring.outcome(to_state(position))
        result: Outcome = position.result
        return result

    def current_seats(self, position: Position) -> frozenset[Seat]:
        return _NOBODY if position.phase == "over" else _SEATS[position.turn]

    def legal_actions(self, position: Position, seat: Seat) -> Sequence[str]:
        """turn.choices."""
        p = position
        if p.pending == "place":
            return place_choices(p, seat)
        if p.pending:
            return question_choices(p)
        phase = p.phase
        if phase == "actions":
            return action_choices(p, seat)
        if phase == "factory":
            return factory_choices(p, seat)
        if phase == "discard":
            return discard_choices(p, seat)
        if phase == "research":
            return [*research_choices(p, seat), "done"]
        if phase == "robot":
            return robot_choices(p)
        if phase == "weapons":
            return weapon_choices(p, seat)
        if phase == "rebuild":
            return rebuild_choices(p)
        if phase == "campaign":
            return campaign_choices(p, seat)
        return []

    def action_id(self, action: str) -> str:
        return action

    def apply(self, position: Position, seat: Seat, action: str) -> Position:
        """turn.apply, on the position itself."""
        p = position
        p.memo = None
        if p.pending == "place":  # a rebuild's returning workers; then the rebuild's phase goes on
            play_place(p, seat, action)
            if not p.pending:
                _AFTER_REBUILD[p.phase](p)
        elif p.pending:  # a technology's question; research goes on afterwards
            play_question(p, seat, action)
        else:
            _PLAYS[p.phase](p, seat, action)
        if p.phase == "actions" and p.turn < 0:  # a new round (searchevents.end_round)
            begin_actions(p)
        p.step += 1
        return p

    def heuristic(self, position: Position, seat: Seat) -> float:
        if position.phase == "over":
            return scoring.heuristic(to_state(position), seat)
        return heuristic(position, seat)
