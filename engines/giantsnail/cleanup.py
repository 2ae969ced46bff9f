"""The Cleanup Phase of Giant Snail Will Not Prevail!: hands cut to 10 resources (ruling 34), the leader
token passing clockwise, and the end of the game (ruling 33).
"""

from __future__ import annotations

from engines.base import LogLine, replace
from engines.giantsnail.board import amount, amount_words, destroyed_count, pay, seats_from, set_player
from engines.giantsnail.data import catalog
from engines.giantsnail.models import DEAD, GiantSnailState
from engines.logwords import line
from engines.phrasing import seat_arg

Log = list[LogLine]


def discard_choices(state: GiantSnailState, seat: int) -> list[str]:
    """Cleanup: a player over 10 resources (ruling 34: metal and energy together) chooses what to discard."""
    p = state.players[seat]
    over = p.metal + p.energy - catalog().hand_limit
    if over <= 0:
        return []
    return [f"discard.{m}" for m in range(over + 1) if m <= p.metal and over - m <= p.energy]


def begin_cleanup(state: GiantSnailState, lines: Log) -> GiantSnailState:
    players = tuple(replace(p, passed=False) for p in state.players)
    return next_discard(replace(state, players=players, phase="discard"), lines)


def next_discard(state: GiantSnailState, lines: Log) -> GiantSnailState:
    for seat in seats_from(state.leader):
        if not state.players[seat].passed and discard_choices(state, seat):
            return replace(state, turn=seat)
    return end_round(state, lines)


def play_discard(state: GiantSnailState, seat: int, code: str, lines: Log) -> GiantSnailState:
    player = state.players[seat]
    metal = int(code.split(".")[1])
    energy = player.metal + player.energy - catalog().hand_limit - metal
    state = set_player(state, seat, replace(pay(player, metal, energy), passed=True))
    lines.append(
        line(
            f"{{s{seat}}} discards {amount(metal, energy)} down to 10.",
            "snail-log-discard",
            seat=seat_arg(seat),
            amount=amount_words(metal, energy),
        )
    )
    return next_discard(state, lines)


def end_round(state: GiantSnailState, lines: Log) -> GiantSnailState:
    """Pass the leader token clockwise; ruling 33: the game ends after the round of the 6th Event 2
    card, or once the snail is dead and no region is destroyed."""
    # "No more Event 2 cards left in the event deck": the 6th was resolved, or a Malacologist
    # discarded some of them.
    if state.snail == DEAD and (not state.deck or destroyed_count(state) == 0):
        lines.append(line("Earth is rebuilt. Time to elect a President!", "snail-log-rebuilt"))
        return replace(state, phase="over")
    state = replace(state, leader=(state.leader + 1) % 3, round=state.round + 1)
    lines.append(
        line(
            f"Round {state.round} begins; {{s{state.leader}}} is the leader.",
            "snail-log-round",
            round=state.round,
            seat=seat_arg(state.leader),
        )
    )
    return replace(state, phase="actions", turn=-1)  # turn.apply starts the Action Phase
