"""Giant Snail Will Not Prevail! as players meet it: decisions of at most 25 choices, a way back in every
move of several clicks, and regressions found while playing whole games."""

from __future__ import annotations

import random

from bot.ai.agents import GreedyAgent
from engines import ENGINES
from engines.base import replace
from engines.giantsnail.models import DEAD, GiantSnailState

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


def test_a_game_ends_when_a_malacologist_discarded_event_2_cards() -> None:
    """Ruling 33: the game ends when no Event 2 card is left in the deck. A Malacologist after the
    snail's death can bury some, so counting six resolved cards never ended such a game."""
    state = ENGINE.new_game(3, 1)
    state = replace(
        state,
        snail=DEAD,
        deck=("grants",),
        buried=("parade", "works"),
        event2_done=3,
        regions=tuple(
            replace(r, destroyed=r.id == 5, rows=() if r.id == 5 else r.rows) for r in state.regions
        ),
    )
    assert isinstance(state, GiantSnailState)
    for _ in range(60):
        if ENGINE.outcome(state) is not None:
            break
        seat = min(ENGINE.current_seats(state))
        forfeit = next((a for a in ENGINE.legal_actions(state, seat) if a.code in ("forfeit", "done")), None)
        state = ENGINE.apply(state, seat, forfeit or ENGINE.legal_actions(state, seat)[0])
    outcome = ENGINE.outcome(state)
    assert outcome is not None and outcome.winners
    assert state.round == 1 and not state.deck and state.discard[-1] == "grants"


def test_the_board_says_when_public_works_makes_rebuilds_cheaper() -> None:
    """E2-3 (G7): while Public Works lasts the printed rebuild cost is 1 too high, so the board says so."""
    from bot.render.giantsnail import region_line

    state = ENGINE.new_game(3, 2)
    state = replace(
        state,
        regions=tuple(replace(r, destroyed=r.id == 4, rows=()) if r.id == 4 else r for r in state.regions),
    )
    names = ("Ann", "Bea", "Cy")
    for works, expected in ((0, False), (state.round, True)):
        view = ENGINE.view(replace(state, works_until=works), None)
        region = next(r for r in view.regions if r.id == 4)
        assert ("Public Works" in region_line(view, region, names)) is expected
