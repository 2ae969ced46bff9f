"""Gentoo Rules turn mechanics: the automatic steps (Draw, Flip, end of turn) and card effects.

Everything here is pure: functions take a state (and a log list to append to) and return a new state.
Rule citations: "[R] Setup n", "[R] Phase I/II step n" are the rulebook's numbered steps; "ruling n" is
the row "n" of "The shared rulings, in brief" in docs/rules/gentoo.md.
"""

from __future__ import annotations

from engines.base import LogLine, Seat, replace
from engines.gentoo.data import EGG_TYPES, card_type, load_data, spec_of
from engines.gentoo.models import GentooState, PlayerArea
from engines.rng import rng_for
from engines.wording import plural

DATA = load_data()


def card_name(card_id: str) -> str:
    return spec_of(card_id).name


def is_egg(card_id: str) -> bool:
    return card_type(card_id) in EGG_TYPES


def set_player(state: GentooState, seat: Seat, player: PlayerArea) -> GentooState:
    players = list(state.players)
    players[seat] = player
    return replace(state, players=tuple(players))


def start_turn(state: GentooState, log: list[LogLine]) -> GentooState:
    """Phase I step 1, Draw: add the top of the Draw Pile to the Choice Cards ([R] Phase I.1, ruling 9)."""
    draw, discard = state.draw, state.discard
    if not draw and discard:
        # [R] Phase I.1: "If you run out of cards in the Draw Pile, shuffle the Discard Pile".
        cards = list(discard)
        rng_for(state.seed, state.step, f"reshuffle.draw.{state.turns_taken}").shuffle(cards)
        draw, discard = tuple(cards), ()
        log.append(LogLine(text="The Discard Pile is shuffled into a new Draw Pile."))
    row = state.row
    if draw:  # ruling 9: with both piles empty, Draw is skipped
        row = (*row, draw[0])
        draw = draw[1:]
        log.append(LogLine(text=f"{card_name(row[-1])} is drawn into the Choice Cards."))
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
            LogLine(
                text=f"{{s{seat}}} shuffles their Used Pile into a new Player Pile "
                f"and has {plural(fish, 'fish', 'fish')} again."
            )
        )
    if me.pile:
        me = replace(me, pile=me.pile[1:], in_play=(*me.in_play, me.pile[0]))
        log.append(LogLine(text=f"{{s{seat}}} flips {card_name(me.in_play[-1])}."))
    state = set_player(state, seat, me)
    return replace(state, phase="play", pending=None)


def winner(state: GentooState) -> Seat | None:
    # Ruling 18: the game ends as soon as any player holds the winning number of penguins.
    for seat, player in enumerate(state.players):
        if player.penguins >= state.options.penguins_to_win:
            return seat
    return None


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
            log.append(LogLine(text=f"{{s{seat}}} is out fishing and loses a turn."))
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


def visible_eggs(state: GentooState) -> list[str]:
    """Ruling 13: Eggs in anyone's Cards in Play, in the Choice Cards, or on top of a Used Pile."""
    eggs = [c for p in state.players for c in p.in_play if is_egg(c)]
    eggs += [c for c in state.row if is_egg(c)]
    eggs += [p.used[-1] for p in state.players if p.used and is_egg(p.used[-1])]
    return eggs


def remove_visible_egg(state: GentooState, egg: str) -> GentooState:
    """Take a visible Egg wherever it lies and put it on the Discard Pile (ruling 13)."""
    if egg in state.row:
        state = replace(state, row=tuple(c for c in state.row if c != egg))
    else:
        for seat, p in enumerate(state.players):
            if egg in p.in_play:
                state = set_player(state, seat, replace(p, in_play=tuple(c for c in p.in_play if c != egg)))
                break
            if p.used and p.used[-1] == egg:
                state = set_player(state, seat, replace(p, used=p.used[:-1]))
                break
    return replace(state, discard=(*state.discard, egg))


def egg_owner(state: GentooState, egg: str) -> Seat | None:
    """The seat whose Cards in Play or Used Pile top holds a visible Egg; None for the Choice Cards."""
    for seat, p in enumerate(state.players):
        if egg in p.in_play or (p.used and p.used[-1] == egg):
            return seat
    return None


def egg_holder(state: GentooState, egg: str) -> str:
    """Where a visible Egg lies, for narration: "the Choice Cards", "{s1}'s Cards in Play"..."""
    if egg in state.row:
        return "the Choice Cards"
    for seat, p in enumerate(state.players):
        if egg in p.in_play:
            return f"{{s{seat}}}'s Cards in Play"
        if p.used and p.used[-1] == egg:
            return f"{{s{seat}}}'s Used Pile"
    return "the table"
