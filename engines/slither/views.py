"""SLITHER views: what a seat (or the public) sees, and ``determinize`` for AI search.

Ruling 23: the public sees which segments hold a card, the face-up cards, the size of the snake's hand,
its unplayed ability cards and every frog; the snake (seat 0) also sees its whole path and hand. The
frogs' knowledge of the hidden path is the state's clues (knowledge.py), which ``determinize`` honours.
"""

from __future__ import annotations

import random

from engines.base import Seat, replace
from engines.rng import new_seed
from engines.slither import setup, turn
from engines.slither.data import catalog
from engines.slither.hexmap import board_for, placement_spots, spot_groups
from engines.slither.knowledge import resample_hidden
from engines.slither.models import (
    SNAKE,
    CellView,
    FrogView,
    PlacementView,
    SegmentView,
    SlitherState,
    SlitherView,
    SnakeSecret,
    SpotView,
)
from engines.slither.variant import balance


def view(state: SlitherState, seat: Seat | None, acting: frozenset[Seat]) -> SlitherView:
    """What ``seat`` sees (None: the public); ``acting`` is who must act now."""
    cat = catalog()
    growing = state.phase == "grow_path"
    segments = []
    for i in range(setup.segment_count(state)):
        card = state.path[i] if i < len(state.path) and not growing else None
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
            hand=turn.hand(state),
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
        clues=state.clues,
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
    seed = new_seed(rng)
    if seat != SNAKE and state.winner is None:
        resampled = resample_hidden(state, rng)
        if resampled is not None:
            return replace(resampled, seed=seed)
        # The search gave up: the true locations are consistent with everything by definition.
        state = replace(state, pending_head=None, pending_ability=None)
    return replace(state, seed=seed)
