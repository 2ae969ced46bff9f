"""What each player holds: the tunnel (what it is worth, its gems at risk, what a collapse takes) and the
hand (or an Artificial Player's deck), with the moves of cards in and out of it; and putting a player's
new state among the others.
"""

from __future__ import annotations

import random

from engines.base import replace
from engines.grimprospects.data import GEMS, SEGMENT_VALUE, is_gem, sort_cards
from engines.grimprospects.models import PlayerState


def tunnel_score(tunnel: tuple[str, ...]) -> int:
    """Gems two points, shovels one (rulebook, Winning The Game)."""
    return sum(map(SEGMENT_VALUE.__getitem__, tunnel))


def gem_count(tunnel: tuple[str, ...]) -> int:
    return sum(1 for c in tunnel if c in GEMS)


def gems_at_risk(tunnel: tuple[str, ...]) -> int:
    """Gems beyond the tunnel's last shovel: what a collapse would take now (ruling 20's measure)."""
    count = 0
    for card_id in reversed(tunnel):
        if not is_gem(card_id):
            break
        count += 1
    return count


def collapse(tunnel: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...], str | None]:
    """Collapse a tunnel from its far end (rulebook phase 1 and 4; ruling 14).

    Returns (what stays, the gems taken in their original order earliest first, the shovel that
    stopped the collapse or None). The shovel leaves the tunnel for its owner's hand.
    """
    index = len(tunnel) - 1
    while index >= 0 and is_gem(tunnel[index]):
        index -= 1
    if index < 0:
        return (), tunnel, None
    return tunnel[:index], tunnel[index + 1 :], tunnel[index]


def remove_from_hand(player: PlayerState, cards: set[str]) -> PlayerState:
    """Take played cards out of a hand or deck; they stop being "known in hand"."""
    if not cards:
        return player
    hand = tuple(c for c in player.hand if c not in cards)
    known = tuple(g for g in (tuple(c for c in group if c not in cards) for group in player.known) if g)
    return replace(player, hand=hand, known=known)


def add_to_hand(player: PlayerState, cards: tuple[str, ...], rng: random.Random) -> PlayerState:
    """Put publicly seen cards (a returned shovel, recycled Resting Recruits) into a hand.

    A person's hand stays in catalogue order. An Artificial Player's cards are shuffled into the
    bottom of its deck (ruling 20; a lone returned shovel simply goes under it, ruling GP-8), and the
    public remembers the batch as one group under the rest (ruling GP-6).
    """
    if not cards:
        return player
    if player.artificial:
        batch = list(cards)
        rng.shuffle(batch)
        return replace(player, hand=player.hand + tuple(batch), known=(*player.known, sort_cards(cards)))
    known_cards = [c for group in player.known for c in group]
    return replace(
        player, hand=sort_cards((*player.hand, *cards)), known=(sort_cards((*known_cards, *cards)),)
    )


def replace_player(
    players: tuple[PlayerState, ...], seat: int, player: PlayerState
) -> tuple[PlayerState, ...]:
    return (*players[:seat], player, *players[seat + 1 :])
