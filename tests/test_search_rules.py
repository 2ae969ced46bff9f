"""Every game's search plays exactly the game its engine plays (engines/searchrules.py): over seeded games
played by random moves, at every step,

- one position carried along the whole game (each action applied to the position the last one returned,
  as a rollout does) turns back into the engine's own state (its log aside);
- a position made fresh from the state answers as the engine does: who acts, what each may do (the same
  action ids, in the same order), the outcome, every seat's heuristic;
- every legal action applied to a fresh position gives the engine's next state;
- a determinization drawn by the search's rules is the engine's own, drawn with the same numbers.

The seeds are printed when a check fails, and ``SEARCH_RULES_SEED`` reruns one.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from engines import ENGINES, AnyEngine
from engines.base import replace
from support.probes import printed_by

GAMES_PER_ENGINE = 4
MAX_STEPS = 20_000  # random play ends every game well before this (the longest seen: 12,037 moves)
SEED = int(os.environ.get("SEARCH_RULES_SEED", "0"))


def plain(state: Any) -> Any:
    """A state without the lines its last action produced (a search writes none)."""
    return replace(state, log=())


def players_of(engine: AnyEngine, rng: random.Random) -> int:
    return rng.randint(engine.min_players, engine.max_players)


def check_position(engine: AnyEngine, rules: Any, state: Any, where: str) -> None:
    fresh = rules.start(state)
    assert plain(rules.state(fresh)) == plain(state), where
    assert rules.outcome(fresh) == engine.outcome(state), where
    if engine.outcome(state) is not None:
        return
    seats = engine.current_seats(state)
    assert rules.current_seats(fresh) == seats, where
    for seat in range(state.num_players):
        assert rules.heuristic(fresh, seat) == engine.heuristic(state, seat), f"{where}, heuristic of {seat}"
    for seat in sorted(seats):
        ids = [engine.action_id(a) for a in engine.legal_actions(state, seat)]
        mine = rules.legal_actions(rules.start(state), seat)
        assert [rules.action_id(a) for a in mine] == ids, f"{where}, seat {seat}"
        for action in mine:
            after = rules.state(rules.apply(rules.start(state), seat, action))
            expected = engine.apply(state, seat, engine.parse_action(rules.action_id(action)))
            assert plain(after) == plain(expected), f"{where}, seat {seat} plays {rules.action_id(action)}"


@pytest.mark.parametrize("key", sorted(ENGINES))
def test_the_search_plays_the_engines_game(key: str) -> None:
    engine = ENGINES[key]
    rules = engine.search_rules()
    for game in range(GAMES_PER_ENGINE):
        seed = SEED * 1000 + game
        rng = random.Random(f"{key}:{seed}")
        state = engine.new_game(players_of(engine, rng), rng.randrange(2**31))
        carried = rules.start(state)
        for step in range(MAX_STEPS):
            where = f"{key}, SEARCH_RULES_SEED={SEED} game {game}, step {step}"
            # Every position in full costs too much: a quarter of the first few hundred, then fewer (a
            # random game of Gentoo can take thousands of moves), and every step carried below.
            if step % (4 if step < 400 else 40) == 0:
                check_position(engine, rules, state, where)
            if engine.outcome(state) is not None:
                break
            seat = min(engine.current_seats(state))
            legal = rules.legal_actions(rules.start(state), seat)
            action = rng.choice(list(legal))
            state = engine.apply(state, seat, engine.parse_action(rules.action_id(action)))
            carried_legal = rules.legal_actions(carried, seat)
            same = next(a for a in carried_legal if rules.action_id(a) == rules.action_id(action))
            carried = rules.apply(carried, seat, same)
            assert plain(rules.state(carried)) == plain(state), f"{where}: the carried position drifted"
        else:
            pytest.fail(f"{key}: game {game} did not end")


@pytest.mark.parametrize("key", sorted(ENGINES))
def test_the_search_draws_the_engines_own_samples(key: str) -> None:
    engine = ENGINES[key]
    rules = engine.search_rules()
    rng = random.Random(f"{key}:samples:{SEED}")
    state = engine.new_game(players_of(engine, rng), rng.randrange(2**31))
    for step in range(60):
        if engine.outcome(state) is not None:
            break
        for seat in range(state.num_players):
            draw = rng.randrange(2**31)
            mine = rules.state(rules.determinize(state, seat, random.Random(draw)))
            theirs = engine.determinize(state, seat, random.Random(draw))
            assert plain(mine) == plain(theirs), f"{key}, SEARCH_RULES_SEED={SEED}, step {step}, seat {seat}"
        seat = min(engine.current_seats(state))
        state = engine.apply(state, seat, rng.choice(list(engine.legal_actions(state, seat))))


def test_a_bot_process_loads_no_search_until_it_searches() -> None:
    """The searches' modules (and the tables they build) load with a game's first search, which a bot runs in
    its AI workers: a bot's own process, which draws boards and answers clicks, does without them."""
    probe = (
        "import sys, bot.client\n"
        "from engines import ENGINES\n"
        "def searches():\n"
        "    return sorted(m for m in sys.modules if m.count('.') == 2 and m.rsplit('.')[-1].startswith('search'))\n"
        "print(searches())\n"
        "for engine in ENGINES.values():\n"
        "    engine.search_rules()\n"
        "print(len(searches()))\n"
    )
    before, after = printed_by(probe)
    assert before == "[]", f"a bot's process loaded searches: {before}"
    assert int(after) >= len(ENGINES), "each game's first search loads its search"
