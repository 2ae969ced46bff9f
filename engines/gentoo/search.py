"""How the AI's search plays Gentoo Rules: ``GentooSearchRules``, what ``GentooEngine.search_rules`` returns
(engines/searchrules.py; docs/ai.md, "Gentoo's search").

The search plays ``position.Position`` (lists and ints changed in place, no log lines; searchturn.py
applies actions to them) instead of frozen ``GentooState`` values. This module turns states into positions and back, draws the search's samples
(``views.determinize``'s, from the same numbers), and answers the search's questions over positions:
who acts, the legal actions, the outcome and the heuristic, each as the engine answers them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from operator import itemgetter

from engines.base import Outcome, Seat, replace
from engines.gentoo import position, searchturn
from engines.gentoo.codes import CODE, IDS, PECK, PHASES, Action
from engines.gentoo.models import GentooState, Pending, PlayerArea
from engines.gentoo.position import Position
from engines.gentoo.scoring import summary_of, summary_words
from engines.rng import sample_seed

SEATS = tuple(frozenset((seat,)) for seat in range(4))
PHASE_CODE = {name: code for code, name in enumerate(PHASES)}


def start(state: GentooState) -> Position:
    """A position of ``state``."""
    pos = Position.__new__(Position)
    pos.origin = state
    pos.seed, pos.step, pos.n = state.seed, state.step, state.num_players
    pos.pile = [[CODE[c] for c in p.pile] for p in state.players]
    pos.in_play = [[CODE[c] for c in p.in_play] for p in state.players]
    pos.used = [[CODE[c] for c in p.used] for p in state.players]
    pos.stones = [p.stones for p in state.players]
    pos.fish = [p.fish for p in state.players]
    pos.penguins = [p.penguins for p in state.players]
    pos.skips = [p.skips for p in state.players]
    pos.draw = [CODE[c] for c in state.draw]
    pos.row = [CODE[c] for c in state.row]
    pos.discard = [CODE[c] for c in state.discard]
    pos.removed = [CODE[c] for c in state.removed]
    pos.turn, pos.direction, pos.phase = state.turn, state.direction, PHASE_CODE[state.phase]
    pending = state.pending
    pos.pending = (
        None if pending is None else (_code(pending.card), _code(pending.hatch), _seat(pending.target))
    )
    pos.turns_taken, pos.taken = state.turns_taken, _code(state.taken)
    pos.to_win = state.options.penguins_to_win
    pos.thaw_removed = state.options.thaw_snow_to == "removed"
    position.update_winner(pos)
    pos.legal, pos.legal_seat, pos.weights, pos.result = None, -1, None, None
    return pos


def _code(card: str | None) -> int:
    return -1 if card is None else CODE[card]


def _seat(seat: Seat | None) -> int:
    return -1 if seat is None else seat


def _id(code: int) -> str | None:
    return None if code < 0 else IDS[code]


def to_state(pos: Position) -> GentooState:
    """The state of a position (with no log lines: a search writes none)."""
    origin = pos.origin
    assert isinstance(origin, GentooState)
    players = tuple(
        PlayerArea(
            pile=tuple(IDS[c] for c in pos.pile[seat]),
            in_play=tuple(IDS[c] for c in pos.in_play[seat]),
            used=tuple(IDS[c] for c in pos.used[seat]),
            stones=pos.stones[seat],
            fish=pos.fish[seat],
            penguins=pos.penguins[seat],
            skips=pos.skips[seat],
        )
        for seat in range(pos.n)
    )
    pending = None
    if pos.pending is not None:
        card, hatch, target = pos.pending
        pending = Pending(card=_id(card), hatch=_id(hatch), target=None if target < 0 else target)
    return replace(
        origin,
        seed=pos.seed,
        step=pos.step,
        log=(),
        players=players,
        draw=tuple(IDS[c] for c in pos.draw),
        row=tuple(IDS[c] for c in pos.row),
        discard=tuple(IDS[c] for c in pos.discard),
        removed=tuple(IDS[c] for c in pos.removed),
        turn=pos.turn,
        direction=pos.direction,
        phase=PHASES[pos.phase],
        pending=pending,
        turns_taken=pos.turns_taken,
        taken=_id(pos.taken),
    )


def current_seats(pos: Position) -> frozenset[Seat]:
    """turn.current_seats: the Stone Thief's target answers out of turn (ruling 14)."""
    pending = pos.pending
    if pos.phase == PECK and pending is not None and pending[2] >= 0:
        return SEATS[pending[2]]
    return SEATS[pos.turn]


def outcome(pos: Position) -> Outcome | None:
    """scoring.outcome, built once per position."""
    won = pos.won
    if won < 0:
        return None
    result = pos.result
    if result is None:
        result = pos.result = Outcome(
            winners=(won,),
            scores=tuple(float(count) for count in pos.penguins),
            summary=summary_of((won,), pos.penguins),
            words=summary_words((won,), pos.penguins),
        )
    assert isinstance(result, Outcome)
    return result


def heuristic(pos: Position, seat: Seat) -> float:
    """scoring.heuristic; the search asks it of every seat of one position in turn, so the weights of
    every seat are computed once."""
    weights = pos.weights
    if weights is None:
        weights = pos.weights = position.weights(pos)
    return weights[0][seat] / weights[1]


def num_players(pos: Position) -> int:
    return pos.n


class GentooSearchRules:
    """``SearchRules`` over ``Position`` (engines/searchrules.py). The search calls the functions above
    and in position.py directly, as attributes: no method binding on its hot path."""

    def __init__(self) -> None:
        self.start: Callable[[GentooState], Position] = start
        self.state: Callable[[Position], GentooState] = to_state
        self.num_players: Callable[[Position], int] = num_players
        self.outcome: Callable[[Position], Outcome | None] = outcome
        self.current_seats: Callable[[Position], frozenset[Seat]] = current_seats
        self.legal_actions: Callable[[Position, Seat], Sequence[Action]] = position.legal_actions
        self.action_id: Callable[[Action], str] = itemgetter(0)
        self.apply: Callable[[Position, Seat, Action], Position] = searchturn.apply
        self.heuristic: Callable[[Position, Seat], float] = heuristic
        # A search draws every sample from the same state: its position, piles sorted, is made once.
        self._sampled: GentooState | None = None
        self._sorted: Position | None = None

    def determinize(self, state: GentooState, seat: Seat, rng: random.Random) -> Position:
        """views.determinize, drawing the same numbers from ``rng``: each Player Pile in seat order, then
        the Draw Pile, shuffled from sorted order (sorting codes sorts ids), then a new seed."""
        if self._sampled is not state or self._sorted is None:
            base = start(state)
            for pile in base.pile:
                pile.sort()
            base.draw.sort()
            self._sampled, self._sorted = state, base
        pos = self._sorted.copy()
        if type(rng) is random.Random:
            getrandbits = rng.getrandbits
            for pile in pos.pile:
                position.shuffle(pile, getrandbits)
            position.shuffle(pos.draw, getrandbits)
        else:  # a generator of another kind may draw differently: let it shuffle
            for pile in pos.pile:
                rng.shuffle(pile)
            rng.shuffle(pos.draw)
        pos.seed = sample_seed(rng, state.seed)
        return pos
