"""AI players (bot/ai/agents.py): legal choices on every engine, strength where it is clear-cut, no peeking at
hidden information, reproducible searches, and decisions through the process pool."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.ai.agents import GENERIC_KINDS, Agent, GreedyAgent, MctsAgent, RandomAgent, play_out
from bot.catalogue.gamespec import GameSpec
from bot.catalogue.registry import GAMES
from bot.workers.decisions import choose_action_id, choose_action_id_sync
from bot.workers.pool import shutdown_pool
from engines import ENGINES, AnyEngine
from engines.base import GameError
from support.toygames import TOY_ENGINES, Bid, BidsEngine, BidsState, GuardedBidsEngine, RaceEngine


def small_agents() -> list[Agent]:
    return [RandomAgent(), GreedyAgent(), MctsAgent(budget_s=None, iterations=12, rollout_depth=8)]


def sample_states(engine: AnyEngine, seed: int, every: int, limit: int) -> list[Any]:
    """States along one random game, every ``every`` decisions, at most ``limit`` of them."""
    rng = random.Random(seed)
    players = max(engine.min_players, min(3, engine.max_players))
    state = engine.new_game(players, seed)
    states: list[Any] = []
    for decision in range(20_000):
        if engine.outcome(state) is not None or len(states) >= limit:
            break
        if decision % every == 0:
            states.append(state)
        seat = min(engine.current_seats(state))
        state = engine.apply(state, seat, rng.choice(list(engine.legal_actions(state, seat))))
    return states


def assert_agents_play_legally(engine: AnyEngine, states: list[Any]) -> int:
    checked = 0
    for state in states:
        for seat in sorted(engine.current_seats(state)):
            legal = list(engine.legal_actions(state, seat))
            for agent in small_agents():
                action = agent.choose(engine, state, seat, random.Random(checked))
                assert action in legal, f"{agent.name} chose {action!r}, not legal in {engine.key}"
                checked += 1
    return checked


@pytest.mark.parametrize("key", sorted(TOY_ENGINES))
def test_agents_choose_legal_actions_on_toy_engines(key: str) -> None:
    engine = TOY_ENGINES[key]
    checked = sum(assert_agents_play_legally(engine, sample_states(engine, seed, 1, 12)) for seed in range(3))
    assert checked > 20


@pytest.mark.parametrize("key", sorted(ENGINES))
def test_agents_choose_legal_actions_on_every_registered_engine(key: str) -> None:
    engine = ENGINES[key]
    states = [s for seed in range(2) for s in sample_states(engine, seed, 9, 6)]
    assert assert_agents_play_legally(engine, states) >= len(states)


def strong_agent_results(engine: AnyEngine, players: int, games: int, iterations: int) -> tuple[int, int]:
    """(games the strong agent won outright, games it won or shared), rotating its seat."""
    solo = shared = 0
    for game in range(games):
        strong_seat = game % players
        agents: list[Agent] = [RandomAgent() for _ in range(players)]
        agents[strong_seat] = MctsAgent(budget_s=None, iterations=iterations)
        final = play_out(engine, engine.new_game(players, seed=game), agents, random.Random(game))
        outcome = engine.outcome(final)
        assert outcome is not None
        solo += outcome.winners == (strong_seat,)
        shared += strong_seat in outcome.winners
    return solo, shared


def test_mcts_beats_random_play_at_race_to_ten() -> None:
    # Two seats: the mover loses exactly when the distance to 10 is a multiple of 4, so a searcher
    # wins every game it starts and nearly every other; random against random wins half.
    solo, _ = strong_agent_results(RaceEngine(), players=2, games=20, iterations=200)
    assert solo >= 17


def test_mcts_beats_random_play_at_secret_bids() -> None:
    # Hidden bids, a shuffled prize deck and simultaneous decisions; random play wins or shares
    # about half of these two-player games.
    solo, shared = strong_agent_results(BidsEngine(), players=2, games=30, iterations=150)
    assert shared >= 24
    assert solo >= 15


def test_mcts_takes_an_immediate_win_with_three_players() -> None:
    engine = RaceEngine()
    state = engine.new_game(3, seed=5).model_copy(update={"total": 8, "turn": 1})
    agent = MctsAgent(budget_s=None, iterations=100)
    assert agent.choose(engine, state, 1, random.Random(0)).amount == 2


def test_mcts_leaves_the_opponent_a_lost_position() -> None:
    # Distance 5: adding 1 leaves the opponent at distance 4, which loses against any reply.
    engine = RaceEngine()
    state = engine.new_game(2, seed=1).model_copy(update={"total": 5, "turn": 0})
    agent = MctsAgent(budget_s=None, iterations=400)
    assert agent.choose(engine, state, 0, random.Random(1)).amount == 1


def test_mcts_plays_moves_of_several_clicks() -> None:
    # Each move is "pick an amount" then "confirm" (or "back"): the tree must learn the second click.
    engine = RaceEngine()
    options = engine.make_options({"two_step": True})
    wins = 0
    for game in range(10):
        strong = game % 2
        agents: list[Agent] = [RandomAgent(), RandomAgent()]
        agents[strong] = MctsAgent(budget_s=None, iterations=300)
        final = play_out(engine, engine.new_game(2, game, options), agents, random.Random(game))
        outcome = engine.outcome(final)
        assert outcome is not None
        wins += outcome.winners == (strong,)
    assert wins >= 8


@pytest.mark.parametrize("name", ["greedy", "mcts"])
def test_agents_never_go_back_when_they_can_go_on(name: str) -> None:
    engine = RaceEngine()
    state = engine.new_game(2, 3, engine.make_options({"two_step": True}))
    state = engine.apply(state, 0, engine.parse_action("add.2"))
    assert [engine.action_id(a) for a in engine.legal_actions(state, 0)] == ["confirm.2", "back"]
    agent = make_agent(name, budget_s=None, iterations=50)
    for seed in range(5):
        assert engine.action_id(agent.choose(engine, state, 0, random.Random(seed))) == "confirm.2"


def test_an_iteration_capped_search_is_reproducible() -> None:
    engine = BidsEngine()
    state = engine.new_game(3, seed=11)
    first, second = MctsAgent(budget_s=None, iterations=80), MctsAgent(budget_s=None, iterations=80)
    assert first.choose(engine, state, 0, random.Random(4)) == second.choose(
        engine, state, 0, random.Random(4)
    )
    assert first.last.root_visits == second.last.root_visits
    assert first.last.iterations == 80


def last_bid_for_seat_0() -> tuple[BidsEngine, BidsState]:
    """The last prize (5), and seat 1 has bid its last card (3): bidding 1 or 2 gives seat 1 the prize and
    the game, matching the 3 throws the prize away and seat 0 shares the win."""
    engine = BidsEngine()
    state = engine.new_game(2, 3, engine.make_options({"cards": 3}))
    state = state.model_copy(
        update={"hands": ((1, 2, 3), ()), "bids": (None, 3), "prizes": (5,), "scores": (0, 0)}
    )
    return engine, state


def test_a_root_prior_gives_every_action_its_visits_before_the_search() -> None:
    engine, state = last_bid_for_seat_0()
    agent = MctsAgent(budget_s=None, iterations=1, prior_visits=5)
    agent.choose(engine, state, 0, random.Random(0))
    assert sorted(agent.last.root_visits) == ["bid.1", "bid.2", "bid.3"]
    assert sorted(agent.last.root_visits.values()) == [5, 5, 6]  # the prior, plus the one iteration
    assert sum(agent.last.root_visits.values()) == 3 * 5 + 1


def test_a_root_prior_starts_a_short_search_from_the_heuristic_ranking() -> None:
    engine, state = last_bid_for_seat_0()
    for seed in range(5):
        agent = MctsAgent(budget_s=None, iterations=1, prior_visits=8)
        assert engine.action_id(agent.choose(engine, state, 0, random.Random(seed))) == "bid.3"


def test_a_root_prior_changes_nothing_for_an_engine_without_a_heuristic() -> None:
    engine = RaceEngine()
    state = engine.new_game(2, seed=4)
    plain, primed = (
        MctsAgent(budget_s=None, iterations=30),
        MctsAgent(budget_s=None, iterations=30, prior_visits=8),
    )
    assert plain.choose(engine, state, 0, random.Random(2)) == primed.choose(
        engine, state, 0, random.Random(2)
    )
    assert plain.last.root_visits == primed.last.root_visits


def test_only_slither_starts_its_search_from_a_prior() -> None:
    # docs/balance.md "Balanced": the prior brings equal 10-iteration searches into 35-65% in SLITHER.
    priors = {key: spec.make_agent("mcts", iterations=5) for key, spec in GAMES.items()}
    assert all(isinstance(agent, MctsAgent) for agent in priors.values())
    assert {key: agent.prior_visits for key, agent in priors.items() if isinstance(agent, MctsAgent)} == {
        key: 8 if key == "slither" else 0 for key in GAMES
    }


def test_a_time_budget_stops_the_search() -> None:
    engine = BidsEngine()
    agent = MctsAgent(budget_s=0.02)
    action = agent.choose(engine, engine.new_game(3, seed=2), 0, random.Random(0))
    assert action in engine.legal_actions(engine.new_game(3, seed=2), 0)
    assert 1 <= agent.last.iterations < 100_000


# ---- hidden information ----------------------------------------------------------------------


def bids_position(engine: BidsEngine) -> BidsState:
    """Three seats, round two: seat 1 and seat 2 have bid in secret, seat 0 is to bid."""
    state = engine.new_game(3, seed=21)
    state = engine.apply(state, 0, Bid(card=2))
    state = engine.apply(state, 1, Bid(card=4))
    state = engine.apply(state, 2, Bid(card=1))
    state = engine.apply(state, 1, Bid(card=3))
    return engine.apply(state, 2, Bid(card=4))


def with_other_secrets(state: BidsState) -> BidsState:
    """The same position for seat 0 with everything seat 0 cannot see changed: the other seats' secret
    bids, the order of the hidden prizes, and the game's seed."""
    hands = list(state.hands)
    bids = list(state.bids)
    # Seat 1 bid 3 from {1, 2, 3}; make it 1. Seat 2 bid 4 from {2, 3, 4}; make it 2.
    hands[1], bids[1] = (2, 3), 1
    hands[2], bids[2] = (3, 4), 2
    prizes = state.prizes[:1] + tuple(reversed(state.prizes[1:]))
    return state.model_copy(
        update={"hands": tuple(hands), "bids": tuple(bids), "prizes": prizes, "seed": state.seed + 99}
    )


def test_the_two_positions_differ_only_in_what_seat_0_cannot_see() -> None:
    engine = BidsEngine()
    state = bids_position(engine)
    other = with_other_secrets(state)
    assert state.hands[1:] != other.hands[1:] and state.bids != other.bids and state.prizes != other.prizes
    assert engine.view(state, 0) == engine.view(other, 0)
    assert engine.view(state, None) == engine.view(other, None)


@pytest.mark.parametrize(
    "make",
    [RandomAgent, GreedyAgent, lambda: MctsAgent(budget_s=None, iterations=150)],
    ids=["random", "greedy", "mcts"],
)
def test_a_choice_does_not_depend_on_what_the_seat_cannot_see(make: Any) -> None:
    engine = BidsEngine()
    state = bids_position(engine)
    other = with_other_secrets(state)
    for seed in range(6):
        assert make().choose(engine, state, 0, random.Random(seed)) == make().choose(
            engine, other, 0, random.Random(seed)
        )


class Clairvoyant(BidsEngine):
    """A broken determinize that hands the searcher the real state, hidden parts and all."""

    def determinize(self, state: BidsState, seat: int, rng: random.Random) -> BidsState:
        return state


def test_the_hidden_information_test_would_catch_a_peeking_search() -> None:
    # The same search, fed the real hidden bids, does choose differently in the two positions; so the
    # test above would fail for an agent that looked at them.
    engine = Clairvoyant()
    state = bids_position(engine)
    other = with_other_secrets(state)
    choices = [
        (
            MctsAgent(budget_s=None, iterations=150).choose(engine, state, 0, random.Random(seed)),
            MctsAgent(budget_s=None, iterations=150).choose(engine, other, 0, random.Random(seed)),
        )
        for seed in range(6)
    ]
    assert any(a != b for a, b in choices)


GENERIC_NAMES = [kind.name for kind in GENERIC_KINDS]


def make_agent(name: str, budget_s: float | None = None, iterations: int | None = None) -> Agent:
    """A generic agent, as any game's spec builds it."""
    return GameSpec(BidsEngine()).make_agent(name, budget_s=budget_s, iterations=iterations)


@pytest.mark.parametrize("name", sorted(GENERIC_NAMES))
def test_agents_search_only_determinized_states(name: str) -> None:
    # GuardedBidsEngine raises if apply or heuristic sees a state that determinize did not produce.
    engine = GuardedBidsEngine()
    state = bids_position(BidsEngine())
    agent = make_agent(name, budget_s=None, iterations=60)
    for seed in range(3):
        assert agent.choose(engine, state, 0, random.Random(seed)) in engine.legal_actions(state, 0)


# ---- registry and the process pool ---------------------------------------------------------------


def test_unknown_agents_are_refused_with_a_sentence() -> None:
    with pytest.raises(GameError, match="no AI player called 'wizard'"):
        GAMES["gentoo"].make_agent("wizard")


def test_generic_agents_are_offered_for_any_game() -> None:
    assert [k.name for k in GameSpec(RaceEngine()).ai_kinds] == ["mcts", "greedy", "random"]
    assert isinstance(make_agent("mcts", budget_s=0.1), MctsAgent)


def test_a_game_offers_its_own_agents_after_the_generic_ones() -> None:
    names = [k.name for k in GAMES["grimprospects"].ai_kinds]
    assert names == ["mcts", "greedy", "random", "artificial"]
    assert GAMES["grimprospects"].ai_kind("artificial").label == "Artificial Player"  # type: ignore[union-attr]
    assert GAMES["grimprospects"].make_agent("artificial") is not None
    assert [k.name for k in GAMES["gentoo"].ai_kinds] == ["mcts", "greedy", "random"]


def test_choose_action_id_refuses_an_unknown_game() -> None:
    with pytest.raises(GameError, match="no game called"):
        choose_action_id_sync("no-such-game", "{}", 0)


def midgame(engine: AnyEngine) -> tuple[Any, int]:
    """A position a few decisions in, and a seat that must decide there."""
    state = sample_states(engine, seed=3, every=5, limit=3)[-1]
    return state, min(engine.current_seats(state))


@pytest.mark.parametrize("key", sorted(ENGINES))
async def test_choose_action_id_runs_in_the_process_pool(key: str) -> None:
    engine = ENGINES[key]
    state, seat = midgame(engine)
    state_json = engine.dump_state(state)
    try:
        pooled = await choose_action_id(key, state_json, seat, "mcts", None, iterations=25)
        inline = await choose_action_id(key, state_json, seat, "mcts", None, iterations=25, inline=True)
    finally:
        shutdown_pool()
    legal_ids = {engine.action_id(a) for a in engine.legal_actions(state, seat)}
    assert pooled in legal_ids
    # Seeded from the seat's view: the worker process and this one search identically.
    assert pooled == inline == choose_action_id_sync(key, state_json, seat, "mcts", None, 25)
