"""Gentoo's search rules (engines/gentoo/search.py, docs/ai.md "Gentoo's search") beyond what
tests/test_search_rules.py checks of every game: games with every option (that test plays the defaults),
the caches a position carried through a game keeps (legal actions, heuristic, outcome), the inlined
shuffle, the memos' bound, a search that chooses exactly as it did on the engine's own states, and samples
that are never the true state.

Each check names its seed in its message, so a failure reruns alone.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.ai.agents import MctsAgent
from engines import ENGINES
from engines.base import replace
from engines.gentoo import codes, position
from engines.gentoo.engine import GentooEngine
from engines.gentoo.models import GentooOptions, GentooState
from engines.searchrules import HookRules

ENGINE: Any = ENGINES["gentoo"]
MAX_STEPS = 3000  # random Gentoo games can run long; every step up to here is checked


def plain(state: GentooState) -> GentooState:
    return replace(state, log=())


def new_game(seed: int) -> tuple[random.Random, GentooState]:
    """A seeded game with seeded players and options, and the generator that plays it."""
    rng = random.Random(f"gentoo-search:{seed}")
    n = rng.randint(2, 4)
    options = GentooOptions(
        thaw_snow_to=rng.choice(["discard", "removed"]),
        penguins_to_win=rng.choice([4, 5]),
        first_player=rng.choice([None, *range(n)]),
    )
    return rng, ENGINE.new_game(n, rng.randrange(2**31), options)


def answers_as_the_engine(rules: Any, pos: Any, state: GentooState, where: str) -> None:
    """``pos`` (fresh or carried) answers every question of the search as the engine does of ``state``."""
    assert plain(rules.state(pos)) == plain(state), where
    assert rules.outcome(pos) == ENGINE.outcome(state), where
    if ENGINE.outcome(state) is not None:
        return
    seats = ENGINE.current_seats(state)
    assert rules.current_seats(pos) == seats, where
    for seat in range(state.num_players):
        assert rules.heuristic(pos, seat) == ENGINE.heuristic(state, seat), f"{where}, heuristic of {seat}"
    for seat in seats:
        ids = [ENGINE.action_id(a) for a in ENGINE.legal_actions(state, seat)]
        assert [rules.action_id(a) for a in rules.legal_actions(pos, seat)] == ids, f"{where}, seat {seat}"


@pytest.mark.parametrize("seed", range(6))
def test_the_search_plays_gentoo_with_every_option(seed: int) -> None:
    """Every step of a game with random options and players: the carried position and a fresh one answer
    as the engine does, and, at every third step, each legal action leads to the engine's next state,
    whose answers are the engine's too (a position just applied to keeps caches of its own)."""
    rng, state = new_game(seed)
    rules = ENGINE.search_rules()
    carried = rules.start(state)
    for step in range(MAX_STEPS):
        where = f"gentoo-search seed {seed}, step {step}"
        answers_as_the_engine(rules, carried, state, f"{where} (carried)")
        answers_as_the_engine(rules, rules.start(state), state, where)
        if ENGINE.outcome(state) is not None:
            return
        seat = min(ENGINE.current_seats(state))
        if step % 3 == 0:
            for action in rules.legal_actions(rules.start(state), seat):
                after = rules.apply(rules.start(state), seat, action)
                expected = ENGINE.apply(state, seat, ENGINE.parse_action(rules.action_id(action)))
                answers_as_the_engine(rules, after, expected, f"{where}, {rules.action_id(action)}")
        action = rng.choice(list(rules.legal_actions(carried, seat)))
        state = ENGINE.apply(state, seat, ENGINE.parse_action(rules.action_id(action)))
        carried = rules.apply(carried, seat, action)


@pytest.mark.parametrize("seed", range(3))
def test_the_search_draws_the_engines_samples_with_every_option(seed: int) -> None:
    rng, state = new_game(seed)
    rules = ENGINE.search_rules()
    for step in range(120):
        if ENGINE.outcome(state) is not None:
            break
        for seat in range(state.num_players):
            draw = rng.randrange(2**31)
            mine = rules.state(rules.determinize(state, seat, random.Random(draw)))
            theirs = ENGINE.determinize(state, seat, random.Random(draw))
            assert plain(mine) == plain(theirs), f"gentoo-search seed {seed}, step {step}, seat {seat}"
        seat = min(ENGINE.current_seats(state))
        state = ENGINE.apply(state, seat, rng.choice(list(ENGINE.legal_actions(state, seat))))


def test_the_inlined_shuffle_is_randoms_own() -> None:
    """position.shuffle makes the order ``random.Random.shuffle`` makes, and leaves the generator where it
    leaves it, for every length a pile can have."""
    for seed in range(100):
        for length in range(len(codes.IDS) + 1):
            theirs, mine = list(range(length)), list(range(length))
            rng_theirs, rng_mine = random.Random(seed), random.Random(seed)
            rng_theirs.shuffle(theirs)
            position.shuffle(mine, rng_mine.getrandbits)
            assert mine == theirs, f"seed {seed}, {length} cards"
            assert rng_mine.getrandbits(32) == rng_theirs.getrandbits(32), f"seed {seed}, {length} cards"


def test_the_memos_stay_bounded_and_right(monkeypatch: pytest.MonkeyPatch) -> None:
    """With memos of a few entries, emptied again and again, a game still plays as the engine's."""
    monkeypatch.setattr(position, "MEMO_SIZE", 5)
    monkeypatch.setattr(position, "_CHOOSE_MEMO", {})
    monkeypatch.setattr(position, "_PLAY_MEMO", {})
    rng, state = new_game(100)
    rules = ENGINE.search_rules()
    carried = rules.start(state)
    for step in range(400):
        answers_as_the_engine(rules, carried, state, f"gentoo-search seed 100, step {step}")
        assert len(position._CHOOSE_MEMO) <= 5 and len(position._PLAY_MEMO) <= 5
        if ENGINE.outcome(state) is not None:
            break
        seat = min(ENGINE.current_seats(state))
        action = rng.choice(list(rules.legal_actions(carried, seat)))
        state = ENGINE.apply(state, seat, ENGINE.parse_action(rules.action_id(action)))
        carried = rules.apply(carried, seat, action)


def positions(count: int) -> list[tuple[GentooState, int]]:
    """Positions of seeded random 3-player games where the acting seat has a real choice."""
    found: list[tuple[GentooState, int]] = []
    rng = random.Random("gentoo-search:positions")
    while len(found) < count:
        state = ENGINE.new_game(3, rng.randrange(2**31))
        for _ in range(rng.randrange(10, 200)):
            if ENGINE.outcome(state) is not None:
                break
            seat = min(ENGINE.current_seats(state))
            state = ENGINE.apply(state, seat, rng.choice(list(ENGINE.legal_actions(state, seat))))
        else:
            seat = min(ENGINE.current_seats(state))
            if len(ENGINE.legal_actions(state, seat)) > 1:
                found.append((state, seat))
    return found


def test_a_search_chooses_exactly_as_on_the_engines_own_states(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search is deterministic given its generator: on Gentoo's positions it takes the same action
    after the same visits as the search over the engine's own states (``HookRules``) did, so it plays
    with the same strength, only faster."""
    found = positions(5)
    ours = []
    for i, (state, seat) in enumerate(found):
        agent = MctsAgent(budget_s=None, iterations=80)
        ours.append(
            (ENGINE.action_id(agent.choose(ENGINE, state, seat, random.Random(i))), agent.last.root_visits)
        )
    monkeypatch.setattr(GentooEngine, "search_rules", lambda self: HookRules(self))
    for i, (state, seat) in enumerate(found):
        agent = MctsAgent(budget_s=None, iterations=80)
        theirs = ENGINE.action_id(agent.choose(ENGINE, state, seat, random.Random(i)))
        assert (theirs, agent.last.root_visits) == ours[i], f"position {i}"


def test_a_sample_is_never_the_true_state() -> None:
    """Ruling 20: only the orders of the Draw Pile and the Player Piles are hidden, and the seed, which
    fixes every later reshuffle. ``determinize`` (the engine's and the search's alike) never keeps them:
    the orders are dealt from sorted piles, so a sample depends on nothing the seat cannot see (the same
    numbers give the same sample whatever the true orders), its seed is always a new one, and where a
    hidden pile holds two cards or more the orders drawn are not always the true ones."""
    rules = ENGINE.search_rules()
    for index, (state, seat) in enumerate(positions(8)):
        reordered = replace(
            state,
            draw=state.draw[::-1],
            players=tuple(replace(p, pile=p.pile[::-1]) for p in state.players),
        )
        assert ENGINE.view(reordered, seat) == ENGINE.view(state, seat)
        hidden = [state.draw, *(p.pile for p in state.players)]
        orders_seen = set()
        for draw in range(20):
            where = f"position {index}, draw {draw}"
            sample = ENGINE.determinize(state, seat, random.Random(draw))
            assert sample.seed != state.seed, where
            assert sample == ENGINE.determinize(reordered, seat, random.Random(draw)), where
            assert plain(rules.state(rules.determinize(reordered, seat, random.Random(draw)))) == plain(
                sample
            )
            orders_seen.add((sample.draw, *(p.pile for p in sample.players)))
        if any(len(pile) > 1 for pile in hidden):
            assert orders_seen - {tuple(hidden)}, f"position {index}: every sample kept the true orders"
