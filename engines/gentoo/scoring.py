"""Gentoo Rules' end of the game: the winner (ruling 18), the outcome in a sentence, and the AI heuristic.

"Ruling n" is the row "n" of "The shared rulings, in brief" in docs/rules/gentoo.md.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engines.base import Outcome, Seat
from engines.english import plural, seats_do
from engines.gentoo.data import card_type
from engines.gentoo.models import GentooState
from engines.phrasing import Listed, Words, seat_arg


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
        words=summary_words((won,), [p.penguins for p in state.players]),
    )


def summary(state: GentooState, winners: Sequence[Seat]) -> str:
    """The end of the game in a sentence: "{s1} wins with 5 penguins." Ruling 18 ends the game at the
    first player to reach the target, so one winner is the rule; the wording holds for several."""
    return summary_of(winners, [p.penguins for p in state.players])


def summary_of(winners: Sequence[Seat], penguins: Sequence[int]) -> str:
    """``summary`` from every seat's penguins (the AI's search keeps them as a list, search.py)."""
    count = max(penguins[s] for s in winners)
    return f"{seats_do(winners, 'wins', 'win')} with {plural(count, 'penguin')}."


def summary_words(winners: Sequence[Seat], penguins: Sequence[int]) -> Words:
    """``summary_of`` as a message, for each reader's language."""
    return Words(
        id="gentoo-result",
        args={
            "winners": Listed.of(seat_arg(s) for s in winners),
            "count": len(winners),
            "penguins": max(penguins[s] for s in winners),
        },
    )


def _parts(state: GentooState, seat: Seat) -> dict[str, float]:
    """A seat's strength in parts, keyed as ``heuristic_terms`` words them: penguins, progress toward the
    next hatch, stones and fish."""
    p = state.players[seat]
    kinds = {card_type(c) for c in p.in_play}
    has_egg = bool(kinds & {"egg3", "egg4", "egg5"})
    has_hatch = "hatch" in kinds
    return {
        "gives you more penguins": 1.6 * p.penguins,
        "leaves an Egg in your Cards in Play": 0.45 * has_egg,
        "leaves a Hatch in your Cards in Play": 0.35 * has_hatch,
        "leaves an Egg and a Hatch in play together": 0.35 * (has_egg and has_hatch),
        "adds to your Nesting Stones": 0.12 * p.stones,
        "gets fish back": 0.03 * p.fish,
    }


def _strength(state: GentooState, seat: Seat) -> float:
    if state.players[seat].penguins >= state.options.penguins_to_win:
        return 100.0
    # Added up in the order the heuristic always has, so that its value stays the same to the last bit.
    penguins, egg, hatch, both, stones, fish = _parts(state, seat).values()
    progress = egg + hatch + both
    return penguins + progress + stones + fish


def heuristic(state: GentooState, seat: Seat) -> float:
    """A soft share of the lead: penguins, plus progress toward the next hatch, from public facts."""
    scores = [_strength(state, i) for i in range(state.num_players)]
    top = max(scores)
    weights = [math.exp(s - top) for s in scores]
    return weights[seat] / sum(weights)


def heuristic_terms(state: GentooState, seat: Seat) -> dict[str, float]:
    """The heuristic's parts for ``seat`` (``Engine.heuristic_terms``): its own strength in parts, and the
    strongest other player's strength, counted against it."""
    terms = _parts(state, seat)
    others = [_strength(state, i) for i in range(state.num_players) if i != seat]
    terms["holds back the strongest other player"] = -max(others, default=0.0)
    return terms
