"""SLITHER's position as its AI search plays it (engines/slither/search.py; docs/ai.md "SLITHER's
search"): ``SlitherPosition``, a state's fields in plain values that an action changes in place, the
conversions from and to ``SlitherState``, and the pieces of board.py that the steps of a round share.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.base import Seat
from engines.slither import knowledge
from engines.slither.models import Clue, Frog, PathCard, SlitherState
from engines.slither.searchmap import BUILDING_INDEX, SNAKE_ORDER, Map, map_for, remember

Card = tuple[str, bool, str | None]  # a path card: location, face up, the ability card lying on it


class SearchFrog:
    """A frog (models.Frog), mutable."""

    __slots__ = ("card", "croak", "done", "hex", "lash", "swallowed")

    def __init__(
        self, hex: str | None, card: str | None, swallowed: bool, done: bool, croak: str | None, lash: bool
    ) -> None:
        self.hex = hex
        self.card = card
        self.swallowed = swallowed
        self.done = done
        self.croak = croak
        self.lash = lash

    def copy(self) -> SearchFrog:
        return SearchFrog(self.hex, self.card, self.swallowed, self.done, self.croak, self.lash)


class Memo:
    """What the heuristic has worked out of a position (searchvalue.py): the public sum of
    scoring.heuristic, the frogs' value and the snake's once asked, and the hexes the frogs can reach.
    A search rates every seat of the same position in a row."""

    __slots__ = ("frogs", "public", "reach", "snake")

    def __init__(self, public: float) -> None:
        self.public = public
        self.frogs: float | None = None
        self.snake: float | None = None
        self.reach: set[str] | None = None


class SlitherPosition:
    """A SLITHER state as the search plays it: ``SlitherState``'s fields, the frogs and path mutable, the
    map as a ``Map`` (its ``cells`` are the state's), and ``memo``, the heuristic's values of this
    position (cleared by every ``apply``)."""

    __slots__ = (
        "bellowed",
        "clues",
        "deck",
        "discard",
        "found_out",
        "frogs",
        "grow_target",
        "map",
        "memo",
        "num_players",
        "options",
        "pads",
        "path",
        "pending_ability",
        "pending_head",
        "phase",
        "round",
        "seed",
        "shifted",
        "snake_abilities",
        "spot",
        "spot_group",
        "step",
        "tiles",
        "to_place",
        "trail_len",
        "trail_rounds",
        "winner",
    )

    seed: int
    num_players: int
    step: int
    options: Any
    phase: str
    round: int
    map: Map
    tiles: tuple[str, ...]
    pads: tuple[int, ...]
    frogs: list[SearchFrog]
    deck: tuple[str, ...]
    discard: tuple[str, ...]
    path: list[Card]
    snake_abilities: tuple[str, ...]
    found_out: int
    bellowed: bool
    trail_len: int
    trail_rounds: tuple[int, ...]
    shifted: bool
    clues: tuple[Clue, ...]
    to_place: tuple[str, ...]
    spot_group: str | None
    spot: str | None
    grow_target: int
    pending_head: str | None
    pending_ability: str | None
    winner: str | None
    memo: Memo | None

    def copy(self) -> SlitherPosition:
        new = SlitherPosition.__new__(SlitherPosition)
        new.seed = self.seed
        new.num_players = self.num_players
        new.step = self.step
        new.options = self.options
        new.phase = self.phase
        new.round = self.round
        new.map = self.map
        new.tiles = self.tiles
        new.pads = self.pads
        new.frogs = [f.copy() for f in self.frogs]
        new.deck = self.deck
        new.discard = self.discard
        new.path = list(self.path)
        new.snake_abilities = self.snake_abilities
        new.found_out = self.found_out
        new.bellowed = self.bellowed
        new.trail_len = self.trail_len
        new.trail_rounds = self.trail_rounds
        new.shifted = self.shifted
        new.clues = self.clues
        new.to_place = self.to_place
        new.spot_group = self.spot_group
        new.spot = self.spot
        new.grow_target = self.grow_target
        new.pending_head = self.pending_head
        new.pending_ability = self.pending_ability
        new.winner = self.winner
        new.memo = None
        return new


def position_of(state: SlitherState) -> SlitherPosition:
    p = SlitherPosition.__new__(SlitherPosition)
    p.seed = state.seed
    p.num_players = state.num_players
    p.step = state.step
    p.options = state.options
    p.phase = state.phase
    p.round = state.round
    p.map = map_for(state.cells)
    p.tiles = state.tiles
    p.pads = state.pads
    p.frogs = [SearchFrog(f.hex, f.card, f.swallowed, f.done, f.croak, f.lash) for f in state.frogs]
    p.deck = state.deck
    p.discard = state.discard
    p.path = [(c.loc, c.face_up, c.ability) for c in state.path]
    p.snake_abilities = state.snake_abilities
    p.found_out = state.found_out
    p.bellowed = state.bellowed
    p.trail_len = state.trail_len
    p.trail_rounds = state.trail_rounds
    p.shifted = state.shifted
    p.clues = state.clues
    p.to_place = state.to_place
    p.spot_group = state.spot_group
    p.spot = state.spot
    p.grow_target = state.grow_target
    p.pending_head = state.pending_head
    p.pending_ability = state.pending_ability
    p.winner = state.winner
    p.memo = None
    return p


def state_of(p: SlitherPosition) -> SlitherState:
    return SlitherState(
        seed=p.seed,
        num_players=p.num_players,
        step=p.step,
        log=(),
        options=p.options,
        phase=p.phase,
        round=p.round,
        cells=p.map.cells,
        tiles=p.tiles,
        pads=p.pads,
        frogs=tuple(
            Frog(hex=f.hex, card=f.card, swallowed=f.swallowed, done=f.done, croak=f.croak, lash=f.lash)
            for f in p.frogs
        ),
        deck=p.deck,
        discard=p.discard,
        path=tuple(PathCard(loc=loc, face_up=up, ability=ability) for loc, up, ability in p.path),
        snake_abilities=p.snake_abilities,
        found_out=p.found_out,
        bellowed=p.bellowed,
        trail_len=p.trail_len,
        trail_rounds=p.trail_rounds,
        shifted=p.shifted,
        clues=p.clues,
        to_place=p.to_place,
        spot_group=p.spot_group,
        spot=p.spot,
        grow_target=p.grow_target,
        pending_head=p.pending_head,
        pending_ability=p.pending_ability,
        winner=p.winner,
    )


# ---- shared pieces (board.py) ----------------------------------------------------------------------


def segment_count(p: SlitherPosition) -> int:
    return p.num_players + 1  # setup.segment_count: Head, one Middle per frog, Tail


def pads_of(p: SlitherPosition, building: str) -> int:
    return p.pads[BUILDING_INDEX[building]]


def set_pads(p: SlitherPosition, building: str, count: int) -> None:
    pads = list(p.pads)
    pads[BUILDING_INDEX[building]] = count
    p.pads = tuple(pads)


def buildings_hit(p: SlitherPosition, loc: str) -> list[str]:
    """board.buildings_with_pads_next_to."""
    return [b for b in p.map.buildings_next_to(loc) if pads_of(p, b) > 0]


def discard(p: SlitherPosition, seat: Seat) -> None:
    frog = p.frogs[seat - 1]
    if frog.card is None:
        return
    p.discard = tuple(sorted((*p.discard, frog.card)))
    frog.card = None


CLUES: dict[tuple[str, int, str, int, tuple[str, ...]], Clue] = {}


def make_clue(kind: str, index: int, hex: str, end: int = 0, buildings: tuple[str, ...] = ()) -> Clue:
    """``Clue(kind=kind, index=index, hex=hex, ...)``, one object for each clue: a search makes the same
    few clues over and over, and the filter's caches compare them (the same object compares at once)."""
    key = (kind, index, hex, end, buildings)
    got = CLUES.get(key)
    if got is None:
        if kind == "not_in_path":
            got = Clue(kind=kind, index=index, end=end, hex=hex)
        elif kind == "venom_miss":
            got = Clue(kind=kind, index=index, hex=hex, buildings=buildings)
        else:
            got = Clue(kind=kind, index=index, hex=hex)
        remember(CLUES, key, got)
    return got


def with_clue(p: SlitherPosition, clue: Clue) -> None:
    p.clues = knowledge.fresh((*p.clues, clue), p.trail_len, len(p.path))


def damage(p: SlitherPosition, building: str) -> None:
    set_pads(p, building, pads_of(p, building) - 1)
    if sum(p.pads) == 0:
        p.phase = "over"
        p.winner = "snake"


def flip(p: SlitherPosition, index: int) -> None:
    loc, up, ability = p.path[index]
    if up:
        return
    p.path[index] = (loc, True, ability)
    with_clue(p, make_clue("at", p.trail_len - 1 - index, loc))


def return_abilities(p: SlitherPosition, cards: Sequence[str]) -> tuple[str, ...]:
    return tuple(sorted((*p.snake_abilities, *cards), key=SNAKE_ORDER.__getitem__))
