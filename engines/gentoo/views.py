"""Gentoo Rules views: what a seat (or the public) sees, and ``determinize`` for AI search.

Ruling 20: nothing is secret but the order of the Draw Pile and of each Player Pile, so every seat sees
the public view; ruling G-A4: which cards those piles hold is known.
"""

from __future__ import annotations

import random

from engines.base import Seat, replace
from engines.gentoo import turn as t
from engines.gentoo.models import GentooState, GentooView, PlayerView
from engines.rng import new_seed


def view(state: GentooState, seat: Seat | None) -> GentooView:
    # Ruling 20: everything but the order of the face-down piles is public, so every seat's view is the
    # public view (plus who is looking), with the Used and Discard Piles in full and the face-down piles'
    # cards sorted (G-A4).
    won = t.winner(state)
    return GentooView(
        viewer=seat,
        num_players=state.num_players,
        players=tuple(
            PlayerView(
                in_play=p.in_play,
                used_top=p.used[-1] if p.used else None,
                used_size=len(p.used),
                pile_size=len(p.pile),
                used=p.used,
                pile_cards=tuple(sorted(p.pile)),
                stones=p.stones,
                fish=p.fish,
                penguins=p.penguins,
                skips=p.skips,
            )
            for p in state.players
        ),
        row=state.row,
        draw_size=len(state.draw),
        draw_cards=tuple(sorted(state.draw)),
        discard_top=state.discard[-1] if state.discard else None,
        discard_size=len(state.discard),
        discard=state.discard,
        removed_size=len(state.removed),
        turn=state.turn,
        direction=state.direction,
        phase=state.phase,
        pending=state.pending,
        penguins_to_win=state.options.penguins_to_win,
        turns_taken=state.turns_taken,
        winners=() if won is None else (won,),
        taken=state.taken,
    )


def determinize(state: GentooState, seat: Seat, rng: random.Random) -> GentooState:
    """Ruling 20: only the order of the Draw Pile and of each Player Pile is hidden (which cards they
    hold is known, ruling G-A4), so those orders are reshuffled, from a sorted start so the result
    depends on nothing hidden, with a new seed."""

    def reorder(cards: tuple[str, ...]) -> tuple[str, ...]:
        shuffled = sorted(cards)
        rng.shuffle(shuffled)
        return tuple(shuffled)

    players = tuple(replace(p, pile=reorder(p.pile)) for p in state.players)
    return replace(state, draw=reorder(state.draw), players=players, seed=new_seed(rng))
