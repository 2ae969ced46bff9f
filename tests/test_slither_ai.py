"""SLITHER: the searching snake does not corner itself when it can help it (issue 10 item 2).

The engine's heuristic gives the snake's own seat a large cost for a position in which it is cornered at
its next move (``cornering.snake_outlook``), so the greedy snake, which rates each choice by the
heuristic alone, never takes a Head, path card or last tile that ``cornering.leaves_no_move`` flags while
another choice is free of it. Nothing in ``bot.ai`` knows about SLITHER.
"""

from __future__ import annotations

import random

import pytest

from bot.ai import RandomAgent
from bot.games import GAMES
from engines.slither.cornering import leaves_no_move
from tests.test_slither_rules import ENGINE


@pytest.mark.parametrize("num_players", [3, 4, 5])
def test_the_greedy_snake_never_corners_itself_when_it_can_help_it(num_players: int) -> None:
    snake = GAMES["slither"].make_agent("greedy")
    frog = RandomAgent()
    choices = 0
    for seed in range(4):
        state = ENGINE.new_game(num_players, 500 + seed)
        rng = random.Random(f"slither-ai:{num_players}:{seed}")
        decisions = 0
        while ENGINE.outcome(state) is None and decisions < 3000:
            seat = min(ENGINE.current_seats(state))
            if seat == 0:
                legal = [a for a in ENGINE.legal_actions(state, 0) if a.kind != "back"]
                traps = {ENGINE.action_id(a) for a in legal if leaves_no_move(state, a)}
                action = snake.choose(ENGINE, state, 0, rng)
                if traps and len(traps) < len(legal):
                    choices += 1
                    assert ENGINE.action_id(action) not in traps, (state, action)
            else:
                action = frog.choose(ENGINE, state, seat, rng)
            state = ENGINE.apply(state, seat, action)
            decisions += 1
    assert choices > 0  # the games did offer it a trap next to a way out


@pytest.mark.parametrize("num_players", [2, 3, 4, 5])
def test_the_heuristic_stays_between_0_and_1_for_every_seat(num_players: int) -> None:
    for seed in range(3):
        state = ENGINE.new_game(num_players, 700 + seed)
        rng = random.Random(seed)
        decisions = 0
        while decisions < 400:
            for seat in range(num_players):
                value = ENGINE.heuristic(state, seat)
                assert value is not None and 0.0 <= value <= 1.0
            if ENGINE.outcome(state) is not None:
                break
            seat = min(ENGINE.current_seats(state))
            state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
            decisions += 1
