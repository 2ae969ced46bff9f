"""Gentoo Rules' steps of a turn that need no decision: Draw, Flip and the passing of the turn.

Each function takes a state (and a log list to append to) and returns a new state: the Draw that starts
a turn ([R] Phase I.1), the discard check after choosing ([R] Phase I.3), the Flip ([R] Phase II.1) with
the reshuffles of rulings 9 and 10, and the end of a turn with Gone Fishing's skips (ruling 16). Also the
small facts of the table the rules share: who the other players are, and which cards may be used now.

"[R] Phase I/II step n" is the rulebook's numbered step; "ruling n" is the row "n" of "The shared
rulings, in brief" in docs/rules/gentoo.md.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.base import LogLine, Seat, replace
from engines.english import plural
from engines.gentoo.data import DATA, card_name, card_words
from engines.gentoo.models import GentooState, PlayerArea
from engines.gentoo.scoring import winner
from engines.logwords import line
from engines.phrasing import seat_arg
from engines.rng import rng_for


def set_player(state: GentooState, seat: Seat, player: PlayerArea) -> GentooState:
    players = list(state.players)
    players[seat] = player
    return replace(state, players=tuple(players))


def others(state: GentooState, seat: Seat) -> list[Seat]:
    return [s for s in range(state.num_players) if s != seat]


def usable(state: GentooState, cards: Sequence[str]) -> list[str]:
    """The cards that may be used now: all but the card taken this turn ([R] Phase I.2 "You may not use
    this card this turn"), which a reshuffle in the Flip can bring straight into play."""
    return [c for c in cards if c != state.taken]


def start_turn(state: GentooState, log: list[LogLine]) -> GentooState:
    """Phase I step 1, Draw: add the top of the Draw Pile to the Choice Cards ([R] Phase I.1, ruling 9)."""
    draw, discard = state.draw, state.discard
    if not draw and discard:
        # [R] Phase I.1: "If you run out of cards in the Draw Pile, shuffle the Discard Pile".
        cards = list(discard)
        rng_for(state.seed, state.step, f"reshuffle.draw.{state.turns_taken}").shuffle(cards)
        draw, discard = tuple(cards), ()
        log.append(line("The Discard Pile is shuffled into a new Draw Pile.", "gentoo-log-reshuffle-draw"))
    row = state.row
    if draw:  # ruling 9: with both piles empty, Draw is skipped
        row = (*row, draw[0])
        draw = draw[1:]
        log.append(
            line(
                f"{card_name(row[-1])} is drawn into the Choice Cards.",
                "gentoo-log-drawn",
                card=card_words(row[-1]),
            )
        )
    return replace(state, draw=draw, discard=discard, row=row, phase="choose", pending=None)


def after_choose(state: GentooState, log: list[LogLine]) -> GentooState:
    """[R] Phase I.3: discard only if more than four Choice Cards show (ruling 8); then Phase II."""
    if len(state.row) > DATA.supplies.choice_row:
        return replace(state, phase="discard")
    return flip(state, log)


def flip(state: GentooState, log: list[LogLine]) -> GentooState:
    """[R] Phase II.1 Flip, with the reshuffle of the Used Pile and the fish restored to five (ruling 10)."""
    seat = state.turn
    me = state.players[seat]
    if not me.pile and me.used:
        cards = list(me.used)
        rng_for(state.seed, state.step, f"reshuffle.player.{seat}.{state.turns_taken}").shuffle(cards)
        fish = DATA.supplies.fish_per_player  # ruling 10: *set* to five
        me = replace(me, pile=tuple(cards), used=(), fish=fish)
        log.append(
            line(
                f"{{s{seat}}} shuffles their Used Pile into a new Player Pile "
                f"and has {plural(fish, 'fish', 'fish')} again.",
                "gentoo-log-reshuffle-pile",
                seat=seat_arg(seat),
                fish=fish,
            )
        )
    if me.pile:
        me = replace(me, pile=me.pile[1:], in_play=(*me.in_play, me.pile[0]))
        log.append(
            line(
                f"{{s{seat}}} flips {card_name(me.in_play[-1])}.",
                "gentoo-log-flip",
                seat=seat_arg(seat),
                card=card_words(me.in_play[-1]),
            )
        )
    state = set_player(state, seat, me)
    return replace(state, phase="play", pending=None)


def end_turn(state: GentooState, log: list[LogLine]) -> GentooState:
    """Play passes to the next player in the current direction, who may lose a turn to Gone Fishing."""
    if winner(state) is not None:
        return replace(state, pending=None)
    n = state.num_players
    seat = state.turn
    players = list(state.players)
    while True:
        seat = (seat + state.direction) % n
        if players[seat].skips > 0:
            # Ruling 16: each Gone Fishing costs one turn; with two players this gives an extra turn.
            players[seat] = replace(players[seat], skips=players[seat].skips - 1)
            log.append(
                line(
                    f"{{s{seat}}} is out fishing and loses a turn.",
                    "gentoo-log-loses-turn",
                    seat=seat_arg(seat),
                )
            )
            continue
        break
    # [R] Phase I.2: the card taken "may not [be used] this turn"; from the next turn on it may.
    state = replace(
        state,
        players=tuple(players),
        turn=seat,
        turns_taken=state.turns_taken + 1,
        pending=None,
        taken=None,
    )
    return start_turn(state, log)
