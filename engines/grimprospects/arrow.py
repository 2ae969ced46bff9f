"""Who sits where: each player's Inheritor and Benefactor under the Forfeit Arrow (rulebook, phase 1).

Seats sit clockwise in number order (ruling GP-1); with two players each is the other's Inheritor and
Benefactor (ruling 21).
"""

from __future__ import annotations

from engines.grimprospects.models import GrimProspectsState


def inheritor(num_players: int, clockwise: bool, seat: int) -> int:
    """The opponent the arrow points to (rulebook, phase 1). Seats sit clockwise in number order
    (ruling GP-1).
    With two players each is the other's Inheritor and Benefactor (ruling 21)."""
    if num_players == 2:
        return 1 - seat
    return (seat + 1) % num_players if clockwise else (seat - 1) % num_players


def benefactor(num_players: int, clockwise: bool, seat: int) -> int:
    """The opponent in the direction opposite the arrow (rulebook, phase 1; ruling 21 for two)."""
    if num_players == 2:
        return 1 - seat
    return (seat - 1) % num_players if clockwise else (seat + 1) % num_players


def state_inheritor(state: GrimProspectsState, seat: int) -> int:
    return inheritor(state.num_players, state.clockwise, seat)


def state_benefactor(state: GrimProspectsState, seat: int) -> int:
    return benefactor(state.num_players, state.clockwise, seat)
