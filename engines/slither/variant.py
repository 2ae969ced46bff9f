"""The Balanced variant of SLITHER: the numbers it changes, per player count.

Played by the rulebook (``variant="rulebook"``), SLITHER is lost by the snake against frogs of its own
strength at every player count: the frogs find it out twice in about ten rounds (docs/balance.md). The
Balanced variant (the default) changes two things, both written up with their measured effect in
docs/rules/slither.md ("The Balanced variant"):

- B1 a round limit: the snake also wins when it is still free after ``rounds`` rounds;
- B2 more room: ``extra_tiles`` more numbered tiles at setup (on top of the option ``setup_tiles``).
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.slither.models import SlitherState


@dataclass(frozen=True)
class Balance:
    rounds: int = 0  # B1: the snake wins when still free after this many rounds (0: no limit) [R: none]
    extra_tiles: int = 0  # B2: tiles at setup beyond ``setup_tiles`` [R setup 5: one per frog]


RULEBOOK = Balance()

# Players -> the Balanced variant's numbers, chosen by bench/ai.py (docs/balance.md "Balanced variant").
BALANCED: dict[int, Balance] = {
    2: Balance(rounds=13),
    3: Balance(rounds=13, extra_tiles=1),
    4: Balance(rounds=13, extra_tiles=1),
    5: Balance(rounds=13, extra_tiles=1),
}


def balance_for(variant: str, num_players: int) -> Balance:
    return BALANCED[num_players] if variant == "balanced" else RULEBOOK


def balance(state: SlitherState) -> Balance:
    return balance_for(state.options.variant, state.num_players)
