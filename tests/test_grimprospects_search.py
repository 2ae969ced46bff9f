"""Grim Prospects' search positions (engines/grimprospects/search.py) play exactly the engine's game, beyond
what tests/test_search_rules.py checks with the default options: every setup that changes the rules
(two or three players, ruling 21; Artificial Players, ruling 20; the shared tie-break, ruling 18), random
clicks with "back" among them, states compared by their JSON as well, the search's own determinizations
played on beside the engine's, and the same decisions from a search as through the engine's own hooks.

And determinize (views.determinize, which the search's reproduces): it never keeps the true hidden
state when another state is consistent with the seat's view, and keeps it when none is.

The seeds are in every assertion's message; ``SEARCH_RULES_SEED`` reruns another set of games.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from bot.ai.agents import MctsAgent
from engines.base import replace
from engines.grimprospects import GrimProspectsEngine
from engines.grimprospects.choices import ACTIONS, person_options
from engines.grimprospects.labels import action_id
from engines.grimprospects.models import GrimProspectsState, TieBreak
from engines.grimprospects.position import ACTION_IDS, CODE_OF, ENGINE_ACTIONS
from engines.grimprospects.search import GrimSearchRules
from engines.searchrules import HookRules

ENGINE = GrimProspectsEngine()
SEED = int(os.environ.get("SEARCH_RULES_SEED", "0"))
# (players, Artificial Players' seats, tie-break)
SETUPS: list[tuple[int, tuple[int, ...], TieBreak]] = [
    (3, (), "gems_then_hand"),
    (3, (2,), "gems_then_hand"),
    (2, (), "shared"),
    (2, (1,), "gems_then_hand"),
    (3, (0, 1), "shared"),
    (3, (0, 1, 2), "gems_then_hand"),
]


def new_game(setup: int, rng: random.Random) -> GrimProspectsState:
    players, artificial, tie_break = SETUPS[setup]
    options = ENGINE.make_options({"artificial_seats": list(artificial), "tie_break": tie_break})
    return ENGINE.new_game(players, rng.randrange(2**31), options)


def same(mine: GrimProspectsState, engines: GrimProspectsState, where: str) -> None:
    """The same state, log aside; by JSON too, so that a 1 where the engine has True is caught."""
    mine, engines = replace(mine, log=()), replace(engines, log=())
    assert mine == engines, where
    assert ENGINE.dump_state(mine) == ENGINE.dump_state(engines), where


def test_every_action_is_coded_as_the_engine_names_it() -> None:
    # Found by tests/test_search_rules.py (SEARCH_RULES_SEED=0 game 0, step 4): "back" and "prep.done"
    # were coded with the card "none", so their ids came out empty.
    for act in ACTIONS.values():
        code = CODE_OF[act.kind, act.card, act.from_deck, act.faction]
        assert ACTION_IDS[code] == action_id(act), action_id(act)
        assert ENGINE_ACTIONS[code] is act, action_id(act)


def check_fresh(rules: GrimSearchRules, state: GrimProspectsState, where: str) -> None:
    """A position made from ``state`` answers every question as the engine does, for every seat."""
    fresh = rules.start(state)
    same(rules.state(fresh), state, where)
    assert rules.outcome(fresh) == ENGINE.outcome(state), where
    assert rules.current_seats(fresh) == ENGINE.current_seats(state), where
    for seat in range(state.num_players):
        assert rules.heuristic(fresh, seat) == ENGINE.heuristic(state, seat), f"{where}, heuristic of {seat}"
        legal = rules.legal_actions(rules.start(state), seat)
        ids = [ENGINE.action_id(a) for a in ENGINE.legal_actions(state, seat)]
        assert [rules.action_id(a) for a in legal] == ids, f"{where}, seat {seat}"
        for code in legal:
            after = rules.state(rules.apply(rules.start(state), seat, code))
            played = ENGINE.apply(state, seat, ENGINE.parse_action(rules.action_id(code)))
            same(after, played, f"{where}, seat {seat} plays {rules.action_id(code)}")


def play_on(
    rules: GrimSearchRules, mine: Any, engines: GrimProspectsState, rng: random.Random, where: str
) -> None:
    """A determinization played on by random clicks, the search's beside the engine's."""
    for move in range(10):
        assert rules.outcome(mine) == ENGINE.outcome(engines), f"{where}, move {move}"
        if ENGINE.outcome(engines) is not None:
            return
        assert rules.current_seats(mine) == ENGINE.current_seats(engines), f"{where}, move {move}"
        seat = rng.choice(sorted(ENGINE.current_seats(engines)))
        code = rng.choice(list(rules.legal_actions(mine, seat)))
        engines = ENGINE.apply(engines, seat, ENGINE.parse_action(rules.action_id(code)))
        mine = rules.apply(mine, seat, code)
        same(rules.state(mine), engines, f"{where}, move {move}")
        for other in range(engines.num_players):
            assert rules.heuristic(mine, other) == ENGINE.heuristic(engines, other), f"{where}, move {move}"


@pytest.mark.parametrize("setup", range(len(SETUPS)))
def test_the_search_plays_the_engines_game_in_every_setup(setup: int) -> None:
    rules = GrimSearchRules()
    seed = SEED * 1000 + setup
    rng = random.Random(f"grimprospects-search:{seed}")
    state = new_game(setup, rng)
    carried = rules.start(state)
    for step in range(3000):
        where = f"SEARCH_RULES_SEED={SEED}, setup {SETUPS[setup]}, step {step}"
        if step % 3 == 0:
            check_fresh(rules, state, where)
        if ENGINE.outcome(state) is not None:
            return
        if step % 5 == 0:
            for seat in range(state.num_players):
                draw = rng.randrange(2**31)
                mine = rules.determinize(state, seat, random.Random(draw))
                engines = ENGINE.determinize(state, seat, random.Random(draw))
                same(rules.state(mine), engines, f"{where}, sample for {seat}")
                play_on(rules, mine, engines, random.Random(draw), f"{where}, sample for {seat} played on")
        seat = rng.choice(sorted(ENGINE.current_seats(state)))
        legal = list(rules.legal_actions(carried, seat))
        code = rng.choice(legal)
        if rules.action_id(code) == "back" and rng.random() < 0.7:
            code = rng.choice([c for c in legal if rules.action_id(c) != "back"] or legal)  # so games end
        state = ENGINE.apply(state, seat, ENGINE.parse_action(rules.action_id(code)))
        carried = rules.apply(carried, seat, code)
        same(rules.state(carried), state, f"{where}: the carried position drifted")
    pytest.fail(f"SEARCH_RULES_SEED={SEED}, setup {SETUPS[setup]}: the game did not end")


def searched_positions() -> list[tuple[GrimProspectsState, int]]:
    """A few decisions with a real choice from games of several setups: early, mid game and late."""
    found = []
    for setup in (0, 1, 3):
        rng = random.Random(f"grimprospects-decisions:{setup}")
        state = new_game(setup, rng)
        trail = []
        while ENGINE.outcome(state) is None:
            seat = min(ENGINE.current_seats(state))
            legal = list(ENGINE.legal_actions(state, seat))
            if len(legal) > 2 and not state.players[seat].artificial:
                trail.append((state, seat))
            state = ENGINE.apply(state, seat, rng.choice(legal))
        found += [trail[len(trail) // 5], trail[len(trail) * 4 // 5]]
    return found


def test_a_search_decides_as_it_did_through_the_engines_own_hooks(monkeypatch: pytest.MonkeyPatch) -> None:
    # The search is deterministic given its rng: the same rules give the same tree, visit for visit.
    positions = searched_positions()
    fast = [MctsAgent(budget_s=None, iterations=60) for _ in positions]
    chosen = [
        agent.choose(ENGINE, s, seat, random.Random(i))
        for i, (agent, (s, seat)) in enumerate(zip(fast, positions, strict=True))
    ]
    monkeypatch.setattr(GrimProspectsEngine, "search_rules", lambda self: HookRules(self))
    for i, (state, seat) in enumerate(positions):
        hooks = MctsAgent(budget_s=None, iterations=60)
        assert hooks.choose(ENGINE, state, seat, random.Random(i)) == chosen[i], f"position {i}"
        assert hooks.last.root_visits == fast[i].last.root_visits, f"position {i}"


# ---- determinize -------------------------------------------------------------------------------------


def hidden(state: GrimProspectsState, seat: int) -> list[tuple[object, ...]]:
    """What ``seat`` does not see: every hand but its own (an Artificial Player's deck, its own too), and
    the other people's drafts."""
    return [
        (p.hand, p.draft if not p.artificial else ())
        for s, p in enumerate(state.players)
        if s != seat or p.artificial
    ]


def another_exists(state: GrimProspectsState, seat: int) -> bool:
    """Whether a state other than ``state`` is consistent with ``seat``'s view (ruling 19, GP-3, GP-6)."""
    holding_unknown = 0
    for s, p in enumerate(state.players):
        if s == seat and not p.artificial:
            continue
        known = [c for group in p.known for c in group]
        unknown = len(p.hand) - len(known)
        holding_unknown += unknown > 0
        if p.artificial and (unknown > 1 or any(len(group) > 1 for group in p.known)):
            return True  # a deck's order is unknown, inside each known batch too
        if s != seat and not p.artificial and state.phase != "over":
            if p.draft and not p.decided:
                return True  # no click so far is as consistent with the view
            fresh = replace(p, draft=(), decided=False)
            if p.decided and len([a for a in person_options(state.phase, fresh) if a.kind != "back"]) > 1:
                return True  # another choice was just as possible
    return holding_unknown > 1  # two hands share the unknown cards: swap one


@pytest.mark.parametrize("setup", range(len(SETUPS)))
def test_determinize_never_keeps_the_truth_when_another_state_is_consistent(setup: int) -> None:
    rng = random.Random(f"grimprospects-truth:{SEED}:{setup}")
    state = new_game(setup, rng)
    rules = GrimSearchRules()
    alone = varied = 0
    for step in range(3000):
        if ENGINE.outcome(state) is not None:
            break
        for seat in range(state.num_players):
            where = f"SEARCH_RULES_SEED={SEED}, setup {SETUPS[setup]}, step {step}, seat {seat}"
            truth = hidden(state, seat)
            samples = [
                hidden(ENGINE.determinize(state, seat, random.Random(f"{where}:{k}")), seat)
                for k in range(12)
            ]
            mine = rules.state(rules.determinize(state, seat, random.Random(f"{where}:0")))
            assert hidden(mine, seat) == samples[0], where
            if another_exists(state, seat):
                varied += 1
                assert any(sample != truth for sample in samples), where
            else:
                alone += 1
                assert all(sample == truth for sample in samples), where
        seat = rng.choice(sorted(ENGINE.current_seats(state)))
        legal = [a for a in ENGINE.legal_actions(state, seat) if a.kind != "back"]
        state = ENGINE.apply(state, seat, rng.choice(legal))
    assert varied > 0
