"""The test-only Secret Cards engine keeps the same contract as the real engines (it stands in for them in
the host's hidden-information tests), and its few rules work as its docstring says."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engines.base import IllegalAction, Outcome, valid_action_id
from support.secrecy import RedrawControl
from support.secretgame import Pass, Play, SecretGame, SecretOptions, SecretState, Take

ENGINE = SecretGame()
SEEDS = range(40)


def playout(num_players: int, seed: int) -> tuple[list[SecretState], list[tuple[int, Any]]]:
    rng = random.Random(f"agent:{seed}")
    state = ENGINE.new_game(num_players, seed)
    states, moves = [state], []
    for _ in range(100):
        if ENGINE.outcome(state) is not None:
            break
        seat = rng.choice(sorted(ENGINE.current_seats(state)))
        action = rng.choice(list(ENGINE.legal_actions(state, seat)))
        state = ENGINE.apply(state, seat, action)
        states.append(state)
        moves.append((seat, action))
    return states, moves


@pytest.mark.parametrize("num_players", [2, 3, 4])
def test_random_playouts_keep_the_contract(num_players: int) -> None:
    for seed in SEEDS:
        states, moves = playout(num_players, seed)
        outcome = ENGINE.outcome(states[-1])
        assert isinstance(outcome, Outcome)
        assert ENGINE.current_seats(states[-1]) == frozenset()
        replayed = ENGINE.new_game(num_players, seed)
        for i, (seat, action) in enumerate(moves):
            state = states[i]
            assert state.step == i
            assert ENGINE.load_state(ENGINE.dump_state(state)) == state
            for acting in ENGINE.current_seats(state):
                legal = ENGINE.legal_actions(state, acting)
                assert legal, "a seat that must act has a legal action"
                for candidate in legal:
                    action_id = ENGINE.action_id(candidate)
                    assert valid_action_id(action_id)
                    assert ENGINE.parse_action(action_id) == candidate
                    assert 0 < len(ENGINE.label(state, candidate)) <= 80
            for idle in set(range(num_players)) - ENGINE.current_seats(state):
                assert ENGINE.legal_actions(state, idle) == ()
                with pytest.raises(IllegalAction):
                    ENGINE.apply(state, idle, action)
            replayed = ENGINE.apply(replayed, seat, action)
            assert replayed == states[i + 1]


def test_the_same_seed_deals_the_same_game_and_another_seed_does_not() -> None:
    assert playout(3, 5) == playout(3, 5)
    deals = {ENGINE.new_game(3, seed).hands for seed in SEEDS}
    assert len(deals) == len(SEEDS)


@pytest.mark.parametrize("num_players", [2, 4])
def test_views_leak_nothing_a_seat_may_not_know(num_players: int) -> None:
    control = RedrawControl(ENGINE.key, f"{num_players} players, seeds 0 to 9")
    for seed in range(10):
        states, _ = playout(num_players, seed)
        for state in states:
            public = ENGINE.view(state, None)
            assert public.hand is None and public.my_pick is None
            assert "seed" not in public.model_dump()
            for seat in range(num_players):
                other = ENGINE.determinize(state, seat, random.Random(f"{seed}:{state.step}:{seat}"))
                assert other.seed != state.seed
                assert ENGINE.view(other, seat) == ENGINE.view(state, seat)
                assert ENGINE.view(other, None) == public
                assert sorted(_all_cards(other)) == sorted(_all_cards(state))
                control.check(state, seat, other)
    control.verify()  # the redraws changed what was hidden: the comparisons were not of copies


def test_changing_what_a_seat_cannot_see_leaves_its_view_alone() -> None:
    state = ENGINE.new_game(3, 11)
    state = ENGINE.apply(state, 1, Play(card=state.hands[1][0]))
    # Swap seat 1's whole hand, its face-down pick, and the deck's order; seat 0 must not notice.
    hidden = sorted((*state.hands[1], state.picks[1] or 0, *state.deck))
    changed = state.model_copy(
        update={
            "hands": (state.hands[0], tuple(hidden[-2:]), state.hands[2]),
            "picks": (None, hidden[0], None),
            "deck": tuple(reversed(hidden[1:-2])),
        }
    )
    assert ENGINE.view(changed, 0) == ENGINE.view(state, 0)
    assert ENGINE.view(changed, None) == ENGINE.view(state, None)
    assert ENGINE.view(changed, 1) != ENGINE.view(state, 1)


def test_picks_are_simultaneous_hidden_and_the_highest_card_wins() -> None:
    state = ENGINE.new_game(3, 2)
    assert ENGINE.current_seats(state) == {0, 1, 2}
    cards = [max(hand) for hand in state.hands]
    state = ENGINE.apply(state, 2, Play(card=cards[2]))
    assert ENGINE.current_seats(state) == {0, 1}
    public_lines = [line.text for line in state.log if line.seat is None]
    assert public_lines == ["{s2} has chosen a card."]
    assert [line.text for line in state.log if line.seat == 2] == [f"{{s2}} chose card {cards[2]}."]
    assert ENGINE.view(state, None).picked == (False, False, True)
    state = ENGINE.apply(state, 0, Play(card=cards[0]))
    state = ENGINE.apply(state, 1, Play(card=cards[1]))
    winner = cards.index(max(cards))
    assert state.phase == "claim" and state.winner == winner
    assert ENGINE.current_seats(state) == {winner}
    assert ENGINE.view(state, None).revealed == tuple(cards)


def test_take_scores_the_revealed_cards_and_pass_draws_the_top_card() -> None:
    state = _after_first_reveal(seed=4)
    winner = state.winner
    assert winner is not None
    taken = ENGINE.apply(state, winner, Take())
    assert taken.scores[winner] == sum(state.revealed)
    assert taken.phase == "pick" and taken.round == 2

    passed = ENGINE.apply(state, winner, Pass())
    assert passed.scores == state.scores
    assert passed.hands[winner] == tuple(sorted((*state.hands[winner], state.deck[0])))
    assert passed.deck == state.deck[1:]
    assert [line.seat for line in passed.log] == [None, winner]


def test_the_rounds_option_ends_the_game_early() -> None:
    state = ENGINE.new_game(2, 9, SecretOptions(rounds=1))
    for seat in (0, 1):
        state = ENGINE.apply(state, seat, Play(card=state.hands[seat][0]))
    winner = state.winner
    assert winner is not None
    state = ENGINE.apply(state, winner, Take())
    outcome = ENGINE.outcome(state)
    assert outcome is not None and outcome.winners == (winner,)
    assert outcome.summary == f"{{s{winner}}} wins with {state.scores[winner]} points."
    with pytest.raises(IllegalAction, match="rounds"):
        ENGINE.make_options({"rounds": 9})
    with pytest.raises(IllegalAction):
        ENGINE.new_game(5, 1)


@pytest.mark.parametrize(
    "garbage", ["", "play", "play.c0", "play.c17", "play.c07", "play.7", "PLAY.c1", "x" * 41]
)
def test_unknown_action_ids_raise_illegal_action(garbage: str) -> None:
    with pytest.raises(IllegalAction):
        ENGINE.parse_action(garbage)


def _after_first_reveal(seed: int) -> SecretState:
    state = ENGINE.new_game(3, seed)
    for seat in range(3):
        state = ENGINE.apply(state, seat, Play(card=state.hands[seat][0]))
    return state


def _all_cards(state: SecretState) -> list[int]:
    cards = list(state.deck)
    for hand in state.hands:
        cards.extend(hand)
    cards.extend(p for p in state.picks if p is not None)
    cards.extend(state.revealed)
    for revealed in state.history:
        cards.extend(revealed)
    return cards
