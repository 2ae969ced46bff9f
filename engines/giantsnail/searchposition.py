"""Giant Snail Will Not Prevail!'s search position: the state of a game as the AI's search plays it
(engines/searchrules.py; docs/ai.md, "Giant Snail's search position").

A ``Position`` holds what a ``GiantSnailState`` holds, in plain mutable lists that the search's rules
(searchplay.py, searchevents.py) change in place; its region cards are ``Side`` values (searchregions.py),
whose answers it keeps added up as cards change (``set_side``).

``from_state`` and ``to_state`` convert, exactly: the equivalence tests (tests/test_search_rules.py)
compare the state a position turns back into with the engine's own.
"""

from __future__ import annotations

from typing import Any

from engines.base import replace
from engines.giantsnail.models import GiantSnailState, Player
from engines.giantsnail.searchregions import SEATS, Grid, Side, grid_of, side_of


class Position:
    """A ``GiantSnailState`` in mutable form (see the module's docstring). Region cards are ``sides`` and
    ``defence``/``defender`` (by region number - 1); players are one list per field, by seat. ``memo``
    keeps what the heuristic computed for all seats at once, ``result`` the outcome; applying an action
    clears them."""

    __slots__ = (
        "actions",
        "armed",
        "bits",
        "buried",
        "claimed",
        "deck",
        "defeat",
        "defence",
        "defender",
        "discard",
        "draft",
        "energy",
        "event2_done",
        "fired",
        "forfeited",
        "free_moves",
        "geometry",
        "leader",
        "market",
        "memo",
        "metal",
        "origin",
        "passed",
        "peek_count",
        "peek_seat",
        "pending",
        "pending_tech",
        "phase",
        "placing",
        "pool",
        "reserve",
        "result",
        "returning",
        "robot",
        "robot_steps",
        "round",
        "sections",
        "seed",
        "sides",
        "snail",
        "step",
        "tally",
        "tech_deck",
        "tech_discard",
        "turn",
        "votes",
        "weapons",
        "works_until",
    )

    origin: GiantSnailState  # the state it was made from: its options, grid and first draws
    geometry: Grid
    seed: int
    step: int
    sides: list[Side]  # changed only through set_side, which keeps bits and tally up to date
    bits: int
    tally: int
    defence: list[str]
    defender: list[int]
    sections: tuple[tuple[int, ...], ...]
    robot: int
    snail: int
    deck: tuple[str, ...]
    discard: tuple[str, ...]
    buried: tuple[str, ...]
    event2_done: int
    tech_deck: tuple[str, ...]
    market: tuple[str, ...]
    tech_discard: tuple[str, ...]
    metal: list[int]
    energy: list[int]
    votes: list[int]
    pool: list[int]
    reserve: list[int]
    weapons: list[tuple[str, ...]]
    armed: list[tuple[str, ...]]
    claimed: list[int]
    actions: list[int]
    forfeited: list[bool]
    passed: list[bool]
    leader: int
    round: int
    phase: str
    turn: int
    draft: tuple[str, ...]
    pending: str
    pending_tech: str
    peek_seat: int
    peek_count: int
    robot_steps: int
    fired: tuple[str, ...]
    free_moves: bool
    works_until: int
    placing: int
    returning: tuple[int, ...]
    defeat: bool
    memo: Any
    result: Any

    @property
    def num_players(self) -> int:
        return 3

    def copy(self) -> Position:
        """A position of its own with the same contents: its lists copied (everything else in it is never
        changed in place). Written out, as the search copies a position every iteration."""
        new = Position.__new__(Position)
        new.bits = self.bits
        new.buried = self.buried
        new.deck = self.deck
        new.defeat = self.defeat
        new.discard = self.discard
        new.draft = self.draft
        new.event2_done = self.event2_done
        new.fired = self.fired
        new.free_moves = self.free_moves
        new.geometry = self.geometry
        new.leader = self.leader
        new.market = self.market
        new.origin = self.origin
        new.peek_count = self.peek_count
        new.peek_seat = self.peek_seat
        new.pending = self.pending
        new.pending_tech = self.pending_tech
        new.phase = self.phase
        new.placing = self.placing
        new.returning = self.returning
        new.robot = self.robot
        new.robot_steps = self.robot_steps
        new.round = self.round
        new.sections = self.sections
        new.seed = self.seed
        new.snail = self.snail
        new.step = self.step
        new.tally = self.tally
        new.tech_deck = self.tech_deck
        new.tech_discard = self.tech_discard
        new.turn = self.turn
        new.works_until = self.works_until
        new.sides = self.sides[:]
        new.defence = self.defence[:]
        new.defender = self.defender[:]
        new.metal = self.metal[:]
        new.energy = self.energy[:]
        new.votes = self.votes[:]
        new.pool = self.pool[:]
        new.reserve = self.reserve[:]
        new.weapons = self.weapons[:]
        new.armed = self.armed[:]
        new.claimed = self.claimed[:]
        new.actions = self.actions[:]
        new.forfeited = self.forfeited[:]
        new.passed = self.passed[:]
        new.memo = None
        new.result = None
        return new


def from_state(state: GiantSnailState) -> Position:
    p = Position.__new__(Position)
    p.origin = state
    p.geometry = grid_of(state.grid)
    p.seed, p.step = state.seed, state.step
    p.sides = [side_of(r) for r in state.regions]
    p.bits = sum(side.bits for side in p.sides)
    p.tally = sum(side.tally for side in p.sides)
    p.defence = [r.defence for r in state.regions]
    p.defender = [r.defender for r in state.regions]
    p.sections = state.sections
    p.robot, p.snail = state.robot, state.snail
    p.deck, p.discard, p.buried = state.deck, state.discard, state.buried
    p.event2_done = state.event2_done
    p.tech_deck, p.market, p.tech_discard = state.tech_deck, state.market, state.tech_discard
    players = state.players
    p.metal = [q.metal for q in players]
    p.energy = [q.energy for q in players]
    p.votes = [q.votes for q in players]
    p.pool = [q.pool for q in players]
    p.reserve = [q.reserve for q in players]
    p.weapons = [q.weapons for q in players]
    p.armed = [q.armed for q in players]
    p.claimed = [q.claimed for q in players]
    p.actions = [q.actions for q in players]
    p.forfeited = [q.forfeited for q in players]
    p.passed = [q.passed for q in players]
    p.leader, p.round, p.phase, p.turn = state.leader, state.round, state.phase, state.turn
    p.draft, p.pending, p.pending_tech = state.draft, state.pending, state.pending_tech
    p.peek_seat, p.peek_count = state.peek_seat, state.peek_count
    p.robot_steps, p.fired, p.free_moves = state.robot_steps, state.fired, state.free_moves
    p.works_until, p.placing, p.returning = state.works_until, state.placing, state.returning
    p.defeat = state.defeat
    p.memo = None
    p.result = None
    return p


def set_side(p: Position, index: int, side: Side) -> None:
    """Put ``side`` in place of card ``index`` (region number - 1), keeping ``bits`` and ``tally`` the sums
    of the cards': each card adds its own share, so the old one's comes off and the new one's goes on."""
    old = p.sides[index]
    p.sides[index] = side
    p.bits += side.bits - old.bits
    p.tally += side.tally - old.tally


_PLAYER = Player()


def to_state(p: Position) -> GiantSnailState:
    """The engine's state for ``p``, with no log lines (a search writes none)."""
    regions = []
    for side, defence, defender in zip(p.sides, p.defence, p.defender, strict=True):
        model = side.model
        if defence or defender != -1:
            model = replace(model, defence=defence, defender=defender)
        regions.append(model)
    players = tuple(
        replace(
            _PLAYER,
            metal=p.metal[s],
            energy=p.energy[s],
            votes=p.votes[s],
            pool=p.pool[s],
            reserve=p.reserve[s],
            weapons=p.weapons[s],
            armed=p.armed[s],
            claimed=p.claimed[s],
            actions=p.actions[s],
            forfeited=p.forfeited[s],
            passed=p.passed[s],
        )
        for s in SEATS
    )
    return replace(
        p.origin,
        seed=p.seed,
        step=p.step,
        log=(),
        regions=tuple(regions),
        sections=p.sections,
        robot=p.robot,
        snail=p.snail,
        deck=p.deck,
        discard=p.discard,
        buried=p.buried,
        event2_done=p.event2_done,
        tech_deck=p.tech_deck,
        market=p.market,
        tech_discard=p.tech_discard,
        players=players,
        leader=p.leader,
        round=p.round,
        phase=p.phase,
        turn=p.turn,
        draft=p.draft,
        pending=p.pending,
        pending_tech=p.pending_tech,
        peek_seat=p.peek_seat,
        peek_count=p.peek_count,
        robot_steps=p.robot_steps,
        fired=p.fired,
        free_moves=p.free_moves,
        works_until=p.works_until,
        placing=p.placing,
        returning=p.returning,
        defeat=p.defeat,
    )
