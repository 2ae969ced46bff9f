"""The event deck of Giant Snail Will Not Prevail! as the snail's life: damage buries its top cards face
down (ruling 28, GS1), an empty deck kills the snail and brings in the Event 2 cards (ruling 29), and the
Malacologist's knowledge of the top cards shrinks as they leave (ruling 37).
"""

from __future__ import annotations

from engines.base import LogLine, replace
from engines.english import plural
from engines.giantsnail.board import set_player
from engines.giantsnail.data import EVENT1_NAMES, catalog
from engines.giantsnail.models import DEAD, GiantSnailState
from engines.logwords import line
from engines.rng import rng_for

Log = list[LogLine]

# The two Event 0 cards, which start on top of the deck in a known order (rulebook Setup 3).
EVENT0 = ("sighting", "landfall")


def damage(state: GiantSnailState, points: int, claimer: int | None, lines: Log) -> GiantSnailState:
    """Each point of damage discards the top event card face down; a weapon's owner keeps the cards it
    discards (Monster Killer). The snail dies the moment the deck is empty; damage left over is lost
    (ruling 28)."""
    state, cards = bury_top(state, points)
    dealt = len(cards)
    if claimer is not None:
        player = state.players[claimer]
        won = sum(1 for c in cards if c in EVENT1_NAMES)
        state = set_player(state, claimer, replace(player, claimed=player.claimed + won))
    lines.append(
        line(
            f"The snail takes {plural(dealt, 'point')} of damage; {plural(len(state.deck), 'event card')} left.",
            "snail-log-damage",
            points=dealt,
            cards=len(state.deck),
        )
    )
    return check_deck(state, lines)


def check_deck(state: GiantSnailState, lines: Log) -> GiantSnailState:
    """The snail dies when the event deck is empty (rulebook "Event Phase"); ruling 29: remove it, clear
    the defence cards (workers back, no votes) and shuffle the Event 2 cards into a new deck."""
    if state.deck or state.snail <= 0:  # in space the deck still holds Landfall
        return state
    lines.append(
        line(
            "The event deck is empty: the snail is defeated! Now Earth must be rebuilt.",
            "snail-log-snail-defeated",
        )
    )
    players = list(state.players)
    regions = []
    for region in state.regions:
        if region.defence:
            owner = region.defender
            players[owner] = replace(players[owner], pool=players[owner].pool + 1)
            region = replace(region, defence="", defender=-1)
        regions.append(region)
    deck = list(catalog().events.event2)
    rng_for(state.seed, state.step, "event2").shuffle(deck)
    return replace(
        state,
        snail=DEAD,
        players=tuple(players),
        regions=tuple(regions),
        deck=tuple(deck),
        peek_seat=-1,
        peek_count=0,
    )


def bury_top(state: GiantSnailState, count: int) -> tuple[GiantSnailState, tuple[str, ...]]:
    """Discard up to ``count`` cards from the top of the event deck face down (ruling GS1)."""
    cards = state.deck[:count]
    state = replace(state, deck=state.deck[len(cards) :], buried=(*state.buried, *cards))
    return forget_top(state, len(cards)), cards


def forget_top(state: GiantSnailState, removed: int) -> GiantSnailState:
    """Cards left the top of the deck: the Malacologist's knowledge shrinks with them."""
    if state.peek_seat < 0:
        return state
    left = state.peek_count - removed
    if left <= 0:
        return replace(state, peek_seat=-1, peek_count=0)
    return replace(state, peek_count=left)
