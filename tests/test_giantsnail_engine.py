"""The Giant Snail Will Not Prevail! engine beyond the shared conformance suite, as players meet it:
decisions of at most 25 choices and a way back in every move of several clicks, over whole games."""

from __future__ import annotations

import random

from bot.ai.agents import GreedyAgent
from engines import ENGINES

ENGINE = ENGINES["giantsnail"]


def test_every_decision_has_at_most_25_choices_and_a_way_back_mid_move() -> None:
    """One click at a time, at most 25 options, "Back" before a move commits."""
    widest = 0
    back_offered = 0
    for seed in range(12):
        state = ENGINE.new_game(3, seed)
        rng = random.Random(seed)
        greedy = GreedyAgent()
        while ENGINE.outcome(state) is None:
            seat = min(ENGINE.current_seats(state))
            actions = list(ENGINE.legal_actions(state, seat))
            ids = [ENGINE.action_id(a) for a in actions]
            widest = max(widest, len(ids))
            assert len(ids) <= 25, ids
            assert len(set(ids)) == len(ids)
            if state.draft:
                assert "back" in ids
                back_offered += 1
            action = greedy.choose(ENGINE, state, seat, rng) if seed % 2 else rng.choice(actions)
            state = ENGINE.apply(state, seat, action)
    assert widest > 10  # the Action Phase's first click offers many regions
    assert back_offered > 0
