"""The deal and the start of each round: the Forfeit Arrow (rulebook, Setup and phase 1).

Setup: the 60 cards are shuffled and dealt one at a time, so each of three players gets 20, and each of
two players 30 (ruling 21). A person's hand is kept in catalogue order; an Artificial Player's cards stay
in dealt order as its face-down deck (ruling 20). Each round of a three-player game starts with a fair
flip of the arrow (ruling 7); with two players there is no arrow (ruling 21).
"""

from __future__ import annotations

from engines.base import LogLine, replace
from engines.english import join_words, plural
from engines.grimprospects.arrow import benefactor, inheritor
from engines.grimprospects.data import ALL_CARD_IDS, sort_cards
from engines.grimprospects.models import GrimProspectsOptions, GrimProspectsState, PlayerState
from engines.logwords import line
from engines.phrasing import Listed, Words, seat_arg
from engines.rng import rng_for


def new_game(num_players: int, seed: int, options: GrimProspectsOptions) -> GrimProspectsState:
    deck = list(ALL_CARD_IDS)
    rng_for(seed, 0, "deal").shuffle(deck)
    dealt: list[list[str]] = [[] for _ in range(num_players)]
    for index, card_id in enumerate(deck):
        dealt[index % num_players].append(card_id)
    players = tuple(
        PlayerState(artificial=True, hand=tuple(cards))
        if seat in options.artificial_seats
        else PlayerState(hand=sort_cards(cards))
        for seat, cards in enumerate(dealt)
    )
    state = GrimProspectsState(seed=seed, num_players=num_players, options=options, players=players)
    per_player = len(dealt[0])
    lines = [
        line(
            f"The deck is dealt: {plural(per_player, 'card')} to each player.",
            "grim-log-dealt",
            cards=per_player,
        )
    ]
    state, round_lines = start_round(state, 1, step=0)
    return replace(state, log=(*lines, *round_lines))


def start_round(
    state: GrimProspectsState, round_number: int, step: int
) -> tuple[GrimProspectsState, list[LogLine]]:
    """Begin ``round_number`` at the forfeit phase, flipping the arrow when three play."""
    clockwise = True
    if state.num_players > 2:
        # Ruling 7: a fair 50/50 flip each round, drawn from the seed.
        clockwise = rng_for(state.seed, step, f"arrow.{round_number}").random() < 0.5
    players = tuple(replace(p, draft=(), decided=False) for p in state.players)
    new_state = replace(state, round=round_number, phase="forfeit", clockwise=clockwise, players=players)
    if state.num_players == 2:
        text = f"Round {round_number}: each player forfeits a card to the other's tunnel."
        return new_state, [line(text, "grim-log-round-two", round=round_number)]
    pairs = join_words(
        f"{{s{s}}} to {{s{inheritor(state.num_players, clockwise, s)}}}" for s in range(state.num_players)
    )
    way = "clockwise" if clockwise else "counter-clockwise"
    text = f"Round {round_number}: the Forfeit Arrow points {way}. Inheritors: {pairs}."
    # Benefactors follow from the Inheritors; stated once so nobody has to work them out.
    text += " Benefactors: " + join_words(
        f"{{s{benefactor(state.num_players, clockwise, s)}}} for {{s{s}}}" for s in range(state.num_players)
    )
    text += "."
    n = state.num_players
    heirs = Listed.of(
        Words(id="grim-inheritor", args={"seat": seat_arg(s), "to": seat_arg(inheritor(n, clockwise, s))})
        for s in range(n)
    )
    donors = Listed.of(
        Words(id="grim-benefactor", args={"seat": seat_arg(benefactor(n, clockwise, s)), "to": seat_arg(s)})
        for s in range(n)
    )
    said = line(text, "grim-log-round", round=round_number, clockwise=clockwise, heirs=heirs, donors=donors)
    return new_state, [said]
