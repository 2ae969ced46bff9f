"""Who takes the first seat at a table of two in a Dutch Swiss round, balanced as FIDE's Dutch system
(C.04.3) balances chess colours: a player's seat history (the first or the second seat at each table of
two they played, in order) gives their **seat preference** (A.6), and the two preferences at a pair give
its seats (E). Pure functions; ``bot.session.dutch`` pairs with them, docs/tournaments.md tells organisers.

Decisions written down here:
- The **difference** is a player's first seats less their second seats. Their preference is **absolute**
  when the difference is beyond one either way, or their last two tables were in the same seat (the
  other seat is wanted); **strong** when the difference is one either way (the seat they had less);
  **mild** when it is 0 (the seat they did not have last time). A player who has sat at no table of two
  has none. Only tables that were played count (C.04.2 D.5: an unplayed game gives no colour).
- **Seats at a pair**: both preferences granted when they differ or one has none (E.1); else the stronger
  one (E.2; both absolute: the wider difference); else the higher-ranked player's (E.4). Neither having a
  preference (round 1): the higher-ranked player takes the first seat when their pairing number (seed)
  is odd and the lot gave odd numbers the first seat, or when it is even and the lot gave them the second
  (E.5). FIDE's E.3 (alternate from the last time the two had different colours) is left out: when both
  are due the same seat with the same strength, the higher-ranked gets it.
- What a pair leaves **unmet** is what the pairing weighs (``bot.session.dutchbracket``): the preference
  of the player who does not get their seat, with its strength. Two absolute preferences for the same seat
  are a **clash** (C.3: such players do not meet while the round can be paired otherwise).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum

FIRST, SECOND = 1, 2  # the seats at a table of two, counted from 1 as players count them


class Strength(IntEnum):
    NONE = 0
    MILD = 1
    STRONG = 2
    ABSOLUTE = 3


@dataclass(frozen=True)
class SeatWant:
    """A player's seat preference: the seat wanted (None: none), how strongly, and their difference."""

    seat: int | None
    strength: Strength
    difference: int

    @classmethod
    def of(cls, history: Sequence[int]) -> SeatWant:
        """The preference a seat history gives (``FIRST`` or ``SECOND`` at each table played, in order)."""
        if not history:
            return cls(None, Strength.NONE, 0)
        difference = sum(1 if seat == FIRST else -1 for seat in history)
        last = history[-1]
        other = SECOND if last == FIRST else FIRST
        if difference > 1 or difference < -1:
            return cls(SECOND if difference > 0 else FIRST, Strength.ABSOLUTE, difference)
        if len(history) >= 2 and history[-2] == last:
            return cls(other, Strength.ABSOLUTE, difference)
        if difference != 0:
            return cls(SECOND if difference > 0 else FIRST, Strength.STRONG, difference)
        return cls(other, Strength.MILD, difference)


NO_WANT = SeatWant(None, Strength.NONE, 0)


def clash(a: SeatWant, b: SeatWant) -> bool:
    """Two absolute preferences for the same seat: one of the two would not get it (C.3)."""
    return a.strength == b.strength == Strength.ABSOLUTE and a.seat == b.seat


def higher_takes_first(higher: SeatWant, lower: SeatWant, higher_number: int, odd_first: bool) -> bool:
    """Whether the higher-ranked player of a pair takes the first seat (E.1, E.2, E.4, E.5 above)."""
    if higher.seat is None and lower.seat is None:
        return (higher_number % 2 == 1) == odd_first
    if higher.seat is None:
        return lower.seat == SECOND
    if lower.seat is None or lower.seat != higher.seat:
        return higher.seat == FIRST
    return (higher.seat == FIRST) == (_granted_to_higher(higher, lower))


def _granted_to_higher(higher: SeatWant, lower: SeatWant) -> bool:
    """Both want the same seat: whether the higher-ranked player gets it."""
    if higher.strength != lower.strength:
        return higher.strength > lower.strength
    if higher.strength == Strength.ABSOLUTE and abs(higher.difference) != abs(lower.difference):
        return abs(higher.difference) > abs(lower.difference)
    return True


def unmet(higher: SeatWant, lower: SeatWant) -> Strength:
    """The strength of the preference a pair leaves unmet (``Strength.NONE``: both are met)."""
    if higher.seat is None or higher.seat != lower.seat:
        return Strength.NONE
    return lower.strength if _granted_to_higher(higher, lower) else higher.strength
