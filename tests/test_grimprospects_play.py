"""Random playouts of Grim Prospects over 50 seeds (the lead's conformance suite runs 200 more).

Each game mixes the setups that matter: three or two players, with and without Artificial Players
(ruling 20, played by ArtificialPlayerAgent), and random clicks (including "back") for the others.
Every position is checked for the invariants a player relies on.
"""

from __future__ import annotations

import random

import pytest

from engines.base import valid_action_id
from engines.grimprospects import ArtificialPlayerAgent, GrimProspectsEngine
from engines.grimprospects.data import ALL_CARD_IDS
from engines.grimprospects.models import GrimProspectsState

ENGINE = GrimProspectsEngine()
SETUPS = [(3, ()), (2, ()), (3, (1,)), (3, (0, 2)), (2, (0,))]
DECISION_CAP = 3000  # far above the longest random game measured (about 450 decisions)


def all_cards(state: GrimProspectsState) -> list[str]:
    found: list[str] = []
    for p in state.players:
        found.extend((*p.hand, *p.tunnel, *p.loitering_guards, *p.loitering_thugs, *p.resting))
    return sorted(found)


@pytest.mark.parametrize("seed", range(50))
def test_a_random_game_keeps_every_invariant_and_ends(seed: int) -> None:
    n, artificial = SETUPS[seed % len(SETUPS)]
    state = ENGINE.new_game(n, seed, ENGINE.make_options({"artificial_seats": list(artificial)}))
    rng = random.Random(seed)
    agent = ArtificialPlayerAgent()
    rounds_seen = 0
    for _ in range(DECISION_CAP):
        if ENGINE.outcome(state) is not None:
            break
        if state.phase == "forfeit" and not any(p.draft for p in state.players) and state.round > rounds_seen:
            # Rulebook, Winning The Game: a round starts only when everyone holds three cards or more.
            rounds_seen = state.round
            assert min(len(p.hand) for p in state.players) >= 3
        seat = rng.choice(sorted(ENGINE.current_seats(state)))
        legal = list(ENGINE.legal_actions(state, seat))
        assert 1 <= len(legal) <= 25
        for action in legal if state.step % 4 == 0 else ():
            action_id = ENGINE.action_id(action)
            assert valid_action_id(action_id) and ENGINE.parse_action(action_id) == action
            assert 0 < len(ENGINE.label(state, action)) <= 80
        if seat in artificial:
            assert len(legal) == 1
            action = agent.choose(ENGINE, state, seat, rng)
        else:
            action = rng.choice(legal)
        state = ENGINE.apply(state, seat, action)
        assert all_cards(state) == sorted(ALL_CARD_IDS)
    outcome = ENGINE.outcome(state)
    assert outcome is not None, f"seed {seed} did not end within {DECISION_CAP} decisions"
    assert any(len(p.hand) < 3 for p in state.players)
    assert outcome.winners and set(outcome.winners) <= set(range(n))
    assert max(outcome.scores) == max(outcome.scores[w] for w in outcome.winners)
