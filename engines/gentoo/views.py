"""Gentoo Rules views: what a seat (or the public) sees, ``determinize`` for AI search, and whether a
move revealed anything (``reveals``, for take-backs).

Ruling 20: nothing is secret but the order of the Draw Pile and of each Player Pile, so every seat sees
the public view; ruling G-A4: which cards those piles hold is known.
"""

from __future__ import annotations

import random

from engines.base import Seat, replace
from engines.gentoo.models import GentooAction, GentooState, GentooView, PlayerView
from engines.gentoo.scoring import winner
from engines.gentoo.turn import out_of_reach
from engines.rng import sample_seed


def view(state: GentooState, seat: Seat | None) -> GentooView:
    # Ruling 20: everything but the order of the face-down piles is public, so every seat's view is the
    # public view (plus who is looking), with the Used and Discard Piles in full and the face-down piles'
    # cards sorted (G-A4).
    won = winner(state)
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
        out_of_reach=out_of_reach(state) if won is None else (),
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
    return replace(state, draw=reorder(state.draw), players=players, seed=sample_seed(rng, state.seed))


def _uncovers(before: tuple[str, ...], after: tuple[str, ...]) -> bool:
    """Whether a face-down pile (top first) that gave at most one card gave one whose identity its order
    hid: taken from a pile of two or more, or from a pile just refilled by a shuffle of two or more."""
    if len(after) <= len(before) and before[len(before) - len(after) :] == after:
        # Cards came off the top only: a secret unless the pile held a single card (known, G-A4).
        return len(after) < len(before) and len(before) > 1
    return True  # refilled by a shuffle (rulings 9 and 10), and cards are left: two or more were shuffled


def reveals(before: GentooState, seat: Seat, action: GentooAction, after: GentooState) -> bool:
    """Whether the move turned over a card whose place was secret, or shuffled a pile.

    Ruling 20: the only secrets are the orders of the face-down piles, the Draw Pile and each Player
    Pile; which cards they hold is known (G-A4), and the only randomness is their reshuffles (rulings
    9 and 10). So a move reveals when a card came off one of those piles while it held two or more:
    the Draw that starts the next turn ([R] Phase I.1, once a turn ends) and the Flip after the
    Choose and Discard steps ([R] Phase II.1), including the steps taken for the player (G-A2), a
    reshuffle of two or more cards included. A pile of one card hides nothing: its card is known by
    elimination, and shuffling one card draws nothing. Everything else a move does is in plain
    sight: taking nothing and waiting to discard ([R] Phase I.3), the first click of a Skua, Stone
    Thief, Leopard Seal or hatch with a choice to follow (G-A3), and a Stone Thief that waits for its
    victim's Vicious Peck (ruling 14) can be taken back.

    Comparing each pile before and after tells this when each pile gave at most one card, which holds
    within one change of turn: one Draw, and one Flip per player. A move whose forced steps run on
    past a second change of turn, or back to the same player's turn (Gone Fishing, ruling 16), may
    take two cards from one pile, so it counts as revealing."""
    turns = after.turns_taken - before.turns_taken
    if turns > 1 or (turns == 1 and after.turn == before.turn):
        return True
    piles = [(before.draw, after.draw)]
    piles += [(old.pile, new.pile) for old, new in zip(before.players, after.players, strict=True)]
    return any(_uncovers(old, new) for old, new in piles)
