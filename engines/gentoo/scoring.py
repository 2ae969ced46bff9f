"""Gentoo Rules' end of the game: the winner (ruling 18), the outcome in a sentence, and the AI heuristic.

"Ruling n" is the row "n" of "The shared rulings, in brief" in docs/rules/gentoo.md.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engines.base import Outcome, Seat
from engines.gentoo.data import card_type
from engines.gentoo.models import GentooState
from engines.wording import plural, seats_do


def winner(state: GentooState) -> Seat | None:
    # Ruling 18: the game ends as soon as any player holds the winning number of penguins.
    for seat, player in enumerate(state.players):
        if player.penguins >= state.options.penguins_to_win:
            return seat
    return None


def outcome(state: GentooState) -> Outcome | None:
    won = winner(state)
    if won is None:
        return None
    return Outcome(
        winners=(won,),
        scores=tuple(float(pl.penguins) for pl in state.players),
        summary=summary(state, (won,)),
    )


def summary(state: GentooState, winners: Sequence[Seat]) -> str:
    """The end of the game in a sentence: "{s1} wins with 5 penguins." Ruling 18 ends the game at the
    first player to reach the target, so one winner is the rule; the wording holds for several."""
    count = max(state.players[s].penguins for s in winners)
    return f"{seats_do(winners, 'wins', 'win')} with {plural(count, 'penguin')}."


def heuristic(state: GentooState, seat: Seat) -> float:
    """A soft share of the lead: penguins, plus progress toward the next hatch, from public facts."""
    target = state.options.penguins_to_win

    def strength(i: Seat) -> float:
        p = state.players[i]
        if p.penguins >= target:
            return 100.0
        kinds = {card_type(c) for c in p.in_play}
        has_egg = bool(kinds & {"egg3", "egg4", "egg5"})
        progress = 0.45 * has_egg + 0.35 * ("hatch" in kinds) + 0.35 * (has_egg and "hatch" in kinds)
        return 1.6 * p.penguins + progress + 0.12 * p.stones + 0.03 * p.fish

    scores = [strength(i) for i in range(state.num_players)]
    top = max(scores)
    weights = [math.exp(s - top) for s in scores]
    return weights[seat] / sum(weights)
