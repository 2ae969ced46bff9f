"""As The Earth Crumbles' search rules (engines/earthcrumbles/search.py; docs/ai.md, "The speed of the
search: As The Earth Crumbles") beyond tests/test_search_rules.py, which plays default options and asks
only the first of several seats answering at once:

- seeded games with every option (income "ask" as well as "auto", a first player named by the host),
  one to five players, where any seat answering a gas pocket or the income may move first, checked at
  every step as the shared test checks them;
- the search chooses exactly as it did over the engine's own states (same choice, same visits);
- a sample never keeps the game's own seed, the one hidden thing (a seat that knew it would foresee
  every gas pocket's flip).

A failure names its seed; ``EARTH_SEARCH_SEED`` reruns one.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from bot.ai.agents import MctsAgent
from engines.base import replace
from engines.earthcrumbles.engine import EarthEngine
from engines.earthcrumbles.models import EarthState
from engines.earthcrumbles.search import EarthRules
from engines.searchrules import HookRules, SearchRules
from support.registry import registered
from support.secrecy import GivesBackTheSeed

ENGINE = registered("earthcrumbles", EarthEngine)
SEED = int(os.environ.get("EARTH_SEARCH_SEED", "0"))


def plain(state: EarthState) -> EarthState:
    return replace(state, log=())


def check(rules: EarthRules, state: EarthState, where: str) -> None:
    """What tests/test_search_rules.py checks of a position made fresh from ``state``, for every seat
    that acts."""
    fresh = rules.start(state)
    assert plain(rules.state(fresh)) == plain(state), where
    assert rules.outcome(fresh) == ENGINE.outcome(state), where
    if ENGINE.outcome(state) is not None:
        return
    assert rules.current_seats(fresh) == ENGINE.current_seats(state), where
    for seat in range(state.num_players):
        assert rules.heuristic(fresh, seat) == ENGINE.heuristic(state, seat), f"{where}, heuristic of {seat}"
    for seat in sorted(ENGINE.current_seats(state)):
        ids = [ENGINE.action_id(a) for a in ENGINE.legal_actions(state, seat)]
        mine = rules.legal_actions(rules.start(state), seat)
        assert [rules.action_id(a) for a in mine] == ids, f"{where}, seat {seat}"
        for action in mine:
            after = rules.state(rules.apply(rules.start(state), seat, action))
            expected = ENGINE.apply(state, seat, ENGINE.parse_action(rules.action_id(action)))
            assert plain(after) == plain(expected), f"{where}, seat {seat} plays {action}"


def options_of(game: int, players: int, rng: random.Random) -> Any:
    first = rng.randrange(players) if game % 2 else None
    return ENGINE.make_options({"income": "ask" if game % 3 != 1 else "auto", "first_player": first})


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_the_search_plays_every_option_as_the_engine(players: int) -> None:
    rules = EarthRules()
    for game in range(2):
        seed = SEED * 100 + game
        rng = random.Random(f"earthcrumbles-search:{players}:{seed}")
        state = ENGINE.new_game(players, rng.randrange(2**31), options_of(game, players, rng))
        carried = rules.start(state)
        for step in range(3000):
            where = f"EARTH_SEARCH_SEED={SEED}, {players} players, game {game}, step {step}"
            if step % 3 == 0:
                check(rules, state, where)
            if ENGINE.outcome(state) is not None:
                break
            seat = rng.choice(sorted(ENGINE.current_seats(state)))
            action = rng.choice(list(rules.legal_actions(rules.start(state), seat)))
            state = ENGINE.apply(state, seat, ENGINE.parse_action(rules.action_id(action)))
            carried = rules.apply(carried, seat, action)
            assert plain(rules.state(carried)) == plain(state), f"{where}: the carried position drifted"
            values = [rules.heuristic(carried, s) for s in range(players)]
            assert values == [ENGINE.heuristic(state, s) for s in range(players)], where
        else:
            pytest.fail(f"{players} players, game {game} did not end")


def positions(players: int, count: int) -> list[tuple[EarthState, int]]:
    """Seats with a real choice along one seeded random game: early, mid game and late."""
    rng = random.Random(f"earthcrumbles-choices:{players}:{SEED}")
    state = ENGINE.new_game(players, rng.randrange(2**31))
    trail = []
    while ENGINE.outcome(state) is None:
        seat = min(ENGINE.current_seats(state))
        legal = list(ENGINE.legal_actions(state, seat))
        if len(legal) > 1:
            trail.append((state, seat))
        state = ENGINE.apply(state, seat, rng.choice(legal))
    return [trail[int(i * (len(trail) - 1) / (count - 1))] for i in range(count)]


def searching_with(rules: SearchRules[Any]) -> EarthEngine:
    """The engine, with ``rules`` for its search."""

    class Searched(EarthEngine):
        def search_rules(self) -> SearchRules[Any]:
            return rules

    return Searched()


@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_search_chooses_as_it_did_over_the_engines_states(players: int) -> None:
    """The same rng, the same search: a difference in any rule would change what the tree visits."""
    for i, (state, seat) in enumerate(positions(players, 3)):
        results = []
        for rules in (HookRules(ENGINE), EarthRules()):
            agent = MctsAgent(budget_s=None, iterations=60)
            choice = agent.choose(searching_with(rules), state, seat, random.Random(i))
            results.append((ENGINE.action_id(choice), agent.last.root_visits))
        assert results[0] == results[1], f"EARTH_SEARCH_SEED={SEED}, {players} players, position {i}"


def test_a_sample_never_keeps_the_games_own_seed() -> None:
    """Nothing is hidden but the seed, which fixes every gas pocket's flip: a sample that kept it would
    let the search foresee them, so a draw that gives it back is drawn again (engines.rng.sample_seed)."""
    state = ENGINE.new_game(2, 1234)
    for seat in (0, 1):
        sample = ENGINE.determinize(state, seat, GivesBackTheSeed(seat, state.seed))
        assert sample.seed != state.seed
        assert plain(sample) == plain(replace(state, seed=sample.seed))
        assert ENGINE.view(sample, seat) == ENGINE.view(state, seat)
        position = EarthRules().determinize(state, seat, GivesBackTheSeed(seat, state.seed))
        assert EarthRules().state(position) == plain(sample)
    public = ENGINE.public_determinize(state, GivesBackTheSeed(7, state.seed))
    assert public is not None and public.seed != state.seed


def test_samples_draw_new_seeds() -> None:
    state = ENGINE.new_game(3, 99)
    rng = random.Random(5)
    seeds = {ENGINE.determinize(state, 0, rng).seed for _ in range(50)}
    assert state.seed not in seeds and len(seeds) == 50
