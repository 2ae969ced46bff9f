"""SLITHER values: options, the game state, actions and views (all frozen, JSON round-trippable).

Secret fields of the state (the snake's): the locations of face-down path cards, the cards being grown
into the path, and the snake's half-made move (``pending_head``, ``pending_ability``). Everything else is
public, including ``clues``: what the frogs have observed about the hidden trail since the path was last
grown, which ``determinize`` must respect.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engines.base import GameOptions, GameState, Model, Seat

Phase = Literal["place_tile", "grow_path", "place_frogs", "frogs_move", "reveal", "snake_move", "over"]

ActionKind = Literal[
    "group",  # tile placement: pick a group of lettered spots (only when there are more than 24)
    "spot",  # tile placement: pick a spot (a triangle of empty hexes)
    "low",  # tile placement: pick the hex that gets the tile's lowest number (commits the tile)
    "back",  # undo the last unfinished choice
    "path",  # grow the path with a location card
    "start",  # a frog's starting building
    "move",  # a frog steps to an adjacent hex
    "hop",  # a frog hops from lily pad to lily pad
    "leap",  # Long Leap: 2 spaces
    "lilyhop",  # Lily Hop: to any building
    "patch",  # Patch Up
    "ripple",  # Ripple
    "bellow",  # Bellow
    "return",  # a swallowed frog comes back on a building
    "croak",  # Croak: announce an adjacent hex
    "lash",  # Tongue Lash
    "keep",  # keep a Reveal-step card for later
    "head",  # the snake plays a location card at the Head
    "ability",  # the snake plays an ability card on it ("none" for no card)
    "shed",  # Shed Skin: which face-up card goes face down
]

# Action kinds whose argument is a hex id (written lower-case in action ids).
HEX_ARG_KINDS = frozenset(
    {"path", "start", "move", "hop", "leap", "lilyhop", "return", "croak", "head", "shed"}
)
NO_ARG_KINDS = frozenset({"back", "patch", "ripple", "bellow", "lash", "keep"})


SNAKE: Seat = 0  # roles follow seats: seat 0 is the snake, seats 1-4 are frogs


class SlitherOptions(GameOptions):
    # Ours B0: "balanced" (the default) adds a round limit and room per player count so that either side
    # can win (engines/slither/variant.py, docs/rules/slither.md "The Balanced variant"); "rulebook"
    # plays the rulebook's game as written.
    variant: Literal["balanced", "rulebook"] = Field(
        default="balanced",
        description="'balanced': numbers tuned so either side can win; 'rulebook': the rulebook's numbers.",
    )
    # Ruling 8 (the rulebook leaves "N+1?" open): tiles placed at setup.
    # "n": one per frog, the rulebook's literal text [R]; "n_plus_1": one more.
    setup_tiles: Literal["n", "n_plus_1"] = Field(
        default="n", description="Tiles the snake lays at setup: 'n' one per frog, 'n_plus_1' one more."
    )
    # Ruling 9 (the rulebook leaves "N-1" open): cards grown after the Head, at setup and after
    # a found-out. "n": one per frog [R]; "n_minus_1": one fewer.
    initial_body: Literal["n", "n_minus_1"] = Field(
        default="n",
        description="Cards behind the Head when a path is grown: 'n' one per frog, 'n_minus_1' one fewer.",
    )


class SlitherAction(Model):
    kind: ActionKind
    arg: str = ""  # a hex id, spot id ("u.1.-2"), coordinates ("1.-2"), or an ability card id


class PathCard(Model):
    loc: str
    face_up: bool = False
    ability: str | None = None  # a snake ability card lying on this location card


class Frog(Model):
    hex: str | None = None  # None: not placed yet, or swallowed
    card: str | None = None  # its frog ability card, public (ruling 23)
    swallowed: bool = False
    done: bool = False  # has acted in the current step (placed, moved, or decided at the Reveal)
    croak: str | None = None  # Reveal step: the hex it croaks
    lash: bool = False  # Reveal step: uses Tongue Lash


ClueKind = Literal["at", "not_in_path", "near_head", "far_head", "venom_hit", "venom_miss"]


class Clue(Model):
    """One public observation about the trail: the snake's locations since the path was last grown,
    oldest first (index 0 is the Tail-most card grown). The path is always the newest cards of it."""

    kind: ClueKind
    index: int  # trail index (at, near/far_head, venom_*); start of the path window (not_in_path)
    end: int = 0  # not_in_path: end of the path window (exclusive)
    hex: str  # the location (at, not_in_path), the asking frog's hex (near/far), the building (venom_hit)
    buildings: tuple[str, ...] = ()  # venom_miss: buildings that had lily pads then


class ClueView(Model):
    """A clue as the players are shown it (ours D20, clues.py): a fact about the path as it is now, or
    one that names the moment it held, in the game's rounds.

    ``moment`` is "now"; "played" (the Head the snake played in the Snake Moves step of ``round``);
    "grown" (the card put at ``segment`` when the path was grown in ``round``, 0 at setup); "reveal"
    (the Reveal step of ``round``); or "fell" (a card falling off the Tail in the Snake Moves step of
    ``round``)."""

    kind: ClueKind
    moment: Literal["now", "played", "grown", "reveal", "fell"]
    round: int = 0  # the round of the moment; 0 for "now"
    segment: str = ""  # the card's segment then ("now": the one it is in now); "" for the hand
    hex: str = ""  # as in ``Clue``: the location, the asking frog's hex, or the building
    buildings: tuple[str, ...] = ()  # venom_miss: buildings that had lily pads then


class SlitherState(GameState):
    options: SlitherOptions
    phase: Phase
    round: int = 0
    cells: tuple[tuple[str, int, int], ...]  # every placed hex as (id, q, r)
    tiles: tuple[str, ...]  # placed tile ids, in order
    pads: tuple[int, ...]  # lily pads per building, in data order
    frogs: tuple[Frog, ...]  # seat s >= 1 is frogs[s - 1]
    deck: tuple[str, ...]  # frog ability cards left to draw, sorted (the order is drawn at draw time)
    discard: tuple[str, ...]
    path: tuple[PathCard, ...] = ()  # Head first [secret: locations of face-down cards]
    snake_abilities: tuple[str, ...]  # in the snake's hand (public, ruling 23)
    found_out: int = 0
    bellowed: bool = False
    trail_len: int = 0  # cards played into the path since it was last grown (including the growth)
    # The round each card of the trail went down, oldest first, one per card ``trail_len`` counts: for a
    # card grown into the path, the round it was grown in (0: at setup); for a Head, the round of the
    # Snake Moves step that played it. Public: the table watched each go down (ours D20, trail.py).
    trail_rounds: tuple[int, ...] = ()
    # Snake Moves: the path has shifted one segment toward the Tail and the new Head is not played yet, so
    # the Head segment is empty (rules 3(c) "Snake move" 1-2, ours D21). Public.
    shifted: bool = False
    clues: tuple[Clue, ...] = ()
    to_place: tuple[str, ...] = ()  # tiles still to place in this placement step
    spot_group: str | None = None
    spot: str | None = None
    grow_target: int = 0  # cards the path must reach while it is being grown
    pending_head: str | None = None  # [secret]
    pending_ability: str | None = None  # [secret]
    winner: Literal["snake", "frogs"] | None = None


class CellView(Model):
    id: str
    name: str  # "7", "A", "β1"
    q: int
    r: int
    kind: Literal["building", "letter", "number"]
    tile: str


class SpotView(Model):
    id: str
    letter: str
    cells: tuple[tuple[int, int], tuple[int, int], tuple[int, int]]
    group: str


class PlacementView(Model):
    tile: str
    numbers: tuple[str, str, str]
    spots: tuple[SpotView, ...]  # every legal spot, lettered
    group: str | None  # the group being chosen from, if the spots are grouped
    grouped: bool
    spot: str | None  # the spot chosen, waiting for the orientation


class SegmentView(Model):
    name: str  # Head, Middle 1.., Tail
    filled: bool
    loc: str | None  # shown only when face up (or to the snake)
    face_up: bool
    ability: str | None


class FrogView(Model):
    seat: Seat
    hex: str | None
    card: str | None
    swallowed: bool
    done: bool


class SnakeSecret(Model):
    path: tuple[PathCard, ...]  # Head first
    hand: tuple[str, ...]
    pending_head: str | None
    pending_ability: str | None


class SlitherView(Model):
    viewer: Seat | None
    num_players: int
    phase: Phase
    round: int
    last_round: int  # the Balanced variant's round limit (ours B1); 0: none
    acting: tuple[Seat, ...]
    cells: tuple[CellView, ...]
    tiles: tuple[str, ...]
    pads: tuple[tuple[str, int], ...]
    frogs: tuple[FrogView, ...]
    segments: tuple[SegmentView, ...]
    growing: bool  # the snake is (re)growing its path; segments stay blank until it is done
    hand_size: int
    snake_abilities: tuple[str, ...]
    found_out: int
    bellowed: bool
    deck_size: int
    discard: tuple[str, ...]
    trail_len: int
    shifted: bool  # the snake's move: the path has shifted, the Head segment waits for the new card
    clues: tuple[ClueView, ...]  # what the frogs know, as shown (ours D20): each current or dated
    placement: PlacementView | None
    winner: Literal["snake", "frogs"] | None
    secret: SnakeSecret | None  # only in the snake's own view
