"""SLITHER views: what a seat (or the public) sees, ``determinize`` for AI search, and what a move
revealed (``reveals``, for take-backs).

Ruling 23: the public sees which segments hold a card, the face-up cards, the size of the snake's hand,
its unplayed ability cards and every frog; the snake (seat 0) also sees its whole path and hand. The
frogs' knowledge of the hidden path is the state's clues (knowledge.py), which ``determinize`` honours;
a view shows them as clues.py tells them, each current or dated (ours D20). While the snake moves, the
segments show the path shifted toward the Tail, the Head empty until the new card is played (rules 3(c)
"Snake move").
"""

from __future__ import annotations

import random

from engines.base import Seat, replace
from engines.rng import sample_seed
from engines.slither import setup
from engines.slither.board import hand
from engines.slither.clues import shown
from engines.slither.data import catalog
from engines.slither.hexmap import board_for, placement_spots, spot_groups
from engines.slither.models import (
    SNAKE,
    CellView,
    FrogView,
    PlacementView,
    SegmentView,
    SlitherAction,
    SlitherState,
    SlitherView,
    SnakeSecret,
    SpotView,
)
from engines.slither.resample import resample_hidden
from engines.slither.variant import balance


def view(state: SlitherState, seat: Seat | None, acting: frozenset[Seat]) -> SlitherView:
    """What ``seat`` sees (None: the public); ``acting`` is who must act now."""
    cat = catalog()
    growing = state.phase == "grow_path"
    # Ours D21: while the snake moves, the path has shifted toward the Tail; the Head waits for its card.
    shift = 1 if state.shifted else 0
    segments = []
    for i in range(setup.segment_count(state)):
        k = i - shift
        card = state.path[k] if 0 <= k < len(state.path) and not growing else None
        segments.append(
            SegmentView(
                name=setup.segment_name(state, i),
                filled=card is not None,
                loc=card.loc if card is not None and card.face_up else None,
                face_up=card is not None and card.face_up,
                ability=card.ability if card is not None else None,
            )
        )
    placed = len(board_for(state.cells).numbered)
    secret = None
    if seat == SNAKE:
        secret = SnakeSecret(
            path=state.path,
            hand=hand(state),
            pending_head=state.pending_head,
            pending_ability=state.pending_ability,
        )
    return SlitherView(
        viewer=seat,
        num_players=state.num_players,
        phase=state.phase,
        round=state.round,
        last_round=balance(state).rounds,
        acting=tuple(sorted(acting)),
        cells=tuple(
            CellView(id=h, name=cat.name(h), q=q, r=r, kind=cat.kind_of[h], tile=cat.tile_of[h])
            for h, q, r in state.cells
        ),
        tiles=state.tiles,
        pads=tuple(zip(cat.buildings, state.pads, strict=True)),
        frogs=tuple(
            FrogView(seat=s, hex=f.hex, card=f.card, swallowed=f.swallowed, done=f.done)
            for s, f in enumerate(state.frogs, start=1)
        ),
        segments=tuple(segments),
        growing=growing,
        hand_size=placed if growing else placed - len(state.path),
        snake_abilities=state.snake_abilities,
        found_out=state.found_out,
        bellowed=state.bellowed,
        deck_size=len(state.deck),
        discard=state.discard,
        trail_len=state.trail_len,
        shifted=state.shifted,
        clues=shown(state),
        placement=placement_view(state),
        winner=state.winner,
        secret=secret,
    )


def placement_view(state: SlitherState) -> PlacementView | None:
    if state.phase != "place_tile" or not state.to_place:
        return None
    spots = placement_spots(state.cells)
    tile = catalog().tile_by_id[state.to_place[0]]
    return PlacementView(
        tile=tile.id,
        numbers=tile.hexes,
        spots=tuple(SpotView(id=s.id, letter=s.letter, cells=s.cells, group=s.group) for s in spots),
        group=state.spot_group,
        grouped=len(spot_groups(spots)) > 1,
        spot=state.spot,
    )


def determinize(state: SlitherState, seat: Seat, rng: random.Random) -> SlitherState:
    seed = sample_seed(rng, state.seed)
    if seat != SNAKE and state.winner is None:
        # Never the true locations kept for want of a sample: resample_hidden always draws one.
        state = resample_hidden(state, rng)
    return replace(state, seed=seed)


def table_watches(state: SlitherState) -> bool:
    """Whether the snake's choice may be made in public: laying a tile, when its path is empty and its
    hand is exactly the placed locations, so the table can watch it choose. Its other choices are
    secret."""
    return state.phase == "place_tile"


def reveals(before: SlitherState, seat: Seat, action: SlitherAction, after: SlitherState) -> bool:
    """Whether the move told anyone something about the snake's hidden path or drew a frog card.

    The secrets are the snake's (ruling 23): the locations of its face-down path cards and of the
    cards in its hand, and its half-made move; the only randomness is the frog card drawn at the
    start of a Frogs Move step (rulebook setup 13, ours D6). Every public observation about the path
    is written down as a clue, so a move reveals when it added a clue: a card flipped face up at the
    Reveal or by Strike, Gulp or Shed Skin, a location shown from the hand (ruling 15), a Ripple's
    answer (D4), a Venom's fall (D13). It also reveals when it completed the Frogs Move and Reveal
    steps, since resolving the Reveal checks the path (rulings 15 and 16) and the snake's move that
    follows starts with the check for a cornered snake (rules 3(c) "Cornered"), both decided by
    where the hidden path lies; when the snake was found out; and when a frog drew a card.

    So a frog's move is in plain sight and can be taken back until the last frog's decision of the
    step (ruling 22: the frogs move one at a time, and the Reveal comes after all of them, with the
    Croak and Tongue Lash choices of D5); laying a tile (D2), growing the path (D3) and the snake's
    Head with no card flipped (D15, D18) reveal nothing either, unless the new round that the
    snake's move starts makes a frog draw a card."""
    old_clues = set(before.clues)
    if any(clue not in old_clues for clue in after.clues) or after.found_out != before.found_out:
        return True
    if before.phase in ("frogs_move", "reveal") and after.phase not in ("frogs_move", "reveal"):
        return True  # the Reveal resolved and the snake's move began (or the game ended)
    return any(
        new.card is not None and new.card != old.card
        for old, new in zip(before.frogs, after.frogs, strict=True)
    )
