"""SLITHER AI: the searching snake does not corner itself when it can help it, and the frogs reason about
where the snake may be.

The engine's heuristic gives the snake's own seat a large cost for a position in which it is cornered at
its next move (``cornering.snake_outlook``), so the greedy snake, which rates each choice by the
heuristic alone, never takes a Head, path card or last tile that ``cornering.leaves_no_move`` flags while
another choice is free of it. Nothing in ``bot.ai.agents`` knows about SLITHER.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from bot.ai.agents import RandomAgent
from bot.catalogue.registry import GAMES
from engines.slither.cornering import leaves_no_move
from engines.slither.hexmap import board_for
from engines.slither.knowledge import (
    belief,
    exposed_cards,
    frog_outlook,
    sample_from_belief,
    trail_is_possible,
)
from engines.slither.models import Clue, SlitherState
from support.slither import ENGINE, act, base, frogs, snake_to_move, with_path


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


# ---- the frogs' reasoning: where the snake may be (knowledge.belief) ------------------------------------


def hidden_path_states(num_players: int, seed: int, decisions: int) -> Iterator[SlitherState]:
    """The states of a random game (at most ``decisions`` moves) in which a path lies hidden on the
    board: the frogs' move, the Reveal and the snake's move."""
    state = ENGINE.new_game(num_players, seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        if ENGINE.outcome(state) is not None:
            return
        seat = min(ENGINE.current_seats(state))
        state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
        if state.phase in ("frogs_move", "reveal", "snake_move") and state.path:
            yield state


@pytest.mark.parametrize("num_players", [2, 3, 4, 5])
def test_the_frogs_belief_never_rules_out_where_the_path_really_is(num_players: int) -> None:
    checked = 0
    for seed in range(6):
        for state in hidden_path_states(num_players, 900 + seed, 1500):
            for card, where in zip(state.path, belief(state), strict=True):
                assert card.loc in where, (state, card)
                assert sum(where.values()) == pytest.approx(1.0)
                if card.face_up:
                    assert where == {card.loc: 1.0}
                checked += 1
    assert checked > 500


def test_the_belief_follows_the_rules_and_the_clues() -> None:
    # MAP (tests/test_slither_rules.py): path Head 5, Middle 1 4 (face up), Middle 2 2. Locations next
    # to 4 are 2, 5 and 6, so the Head and Middle 2 may each be any of them as far as the frogs know.
    state = with_path(base(), "5", "4^", "2", phase="frogs_move")
    head, middle, tail = belief(state)
    assert set(head) == {"2", "5", "6"} and set(tail) == {"2", "5", "6"}
    assert middle == {"4": 1.0}
    # The snake showed 6 from its hand (ruling 15): it is not in the path.
    shown = state.model_copy(
        update={"clues": (*state.clues, Clue(kind="not_in_path", index=0, end=3, hex="6"))}
    )
    head, _, tail = belief(shown)
    assert set(head) == {"2", "5"} and set(tail) == {"2", "5"}


def test_a_frog_values_standing_where_the_snake_may_be() -> None:
    state = with_path(base(), "5", "4^", "2", phase="frogs_move")
    on_five = frogs(state, ("5", "bellow"), (None, "bellow"))
    on_one = frogs(state, ("1", "bellow"), (None, "bellow"))  # 1 is not next to 4: no card can be there
    assert frog_outlook(on_five) > frog_outlook(on_one)
    assert ENGINE.heuristic(on_five, 1) > ENGINE.heuristic(on_one, 1)  # type: ignore[operator]
    # Both frogs on the two places the Head and Middle 2 may be, Middle 1 already face up: a found-out
    # is likely, and worth more than either alone.
    shown = on_five.model_copy(
        update={"clues": (*state.clues, Clue(kind="not_in_path", index=0, end=3, hex="6"))}
    )
    both = frogs(shown, ("5", "bellow"), ("2", "bellow"))
    assert frog_outlook(both) > frog_outlook(shown) + 0.1


def test_the_snake_values_hidden_cards_out_of_the_frogs_reach() -> None:
    # MAP, path Head 5, Middle 1 4, Middle 2 2, all face down. A frog on a letter next to 2 (but no
    # other card) can step onto it and flip it at the next Reveal; the snake prefers it away.
    # B touches 1 and 2 (and letters, β1); A touches no location.
    state = with_path(base(), "5", "4", "2", phase="frogs_move")
    board = board_for(state.cells)
    assert {"2"} == {"2", "4", "5"} & set(board.adjacent["B"])
    assert not {"1", "2", "3", "4", "5", "6"} & set(board.adjacent["A"])
    near, away = "B", "A"
    close = frogs(state, (near, "bellow"), (away, "bellow"))
    far = frogs(state, (away, "bellow"), (away, "bellow"))
    assert exposed_cards(close) == 1 and exposed_cards(far) == 0
    assert ENGINE.heuristic(close, 0) < ENGINE.heuristic(far, 0)  # type: ignore[operator]


def test_the_snake_lays_venom_where_its_fall_will_hurt() -> None:
    # MAP, the path shifted to 2, 4 (previous Head 2). Of the Heads next to 2, only 1 touches a building
    # (β1, 2 lily pads). Venom there will damage β1 when it falls off; Venom on 6 would hit nothing.
    state = snake_to_move(base(), "2", "4")
    values: dict[tuple[str, str], float] = {}
    for head in ("1", "6"):
        for ability in ("venom", "none"):
            after = act(act(state, 0, f"head.{head}"), 0, f"ability.{ability}")
            value = ENGINE.heuristic(after, 0)
            assert value is not None
            values[head, ability] = value
    assert values["1", "venom"] > values["1", "none"]
    assert values["6", "venom"] < values["6", "none"]


@pytest.mark.parametrize("num_players", [2, 3, 4, 5])
def test_trails_drawn_from_the_belief_fit_every_rule_and_clue(num_players: int) -> None:
    drawn = 0
    rng = random.Random(num_players)
    for seed in range(6):
        for state in hidden_path_states(num_players, 950 + seed, 1200):
            trail = sample_from_belief(state, rng)
            if trail is not None:
                assert trail_is_possible(state, trail)
                drawn += 1
    assert drawn > 100


def test_trails_drawn_from_the_belief_give_each_possible_head_its_share() -> None:
    # MAP, Head 5, Middle 1 4 (face up), Middle 2 2 as far as the frogs know: the Head and Middle 2 are
    # two different locations next to 4 (2, 5 or 6), six trails in all, so each Head a third of the time.
    state = with_path(base(), "5", "4^", "2", phase="frogs_move")
    rng = random.Random(3)
    heads: Counter[str] = Counter()
    for _ in range(600):
        trail = sample_from_belief(state, rng)
        assert trail is not None and trail_is_possible(state, trail)
        heads[trail[-1]] += 1
    assert set(heads) == {"2", "5", "6"}
    assert all(150 <= n <= 250 for n in heads.values()), heads


def test_being_found_out_or_losing_a_venom_raises_no_part_of_the_snakes_judgement_that_names_it() -> None:
    """The coach names the part of the heuristic a choice raises (``heuristic_terms``). A find-out empties
    the snake's path, so parts of their own for its face-up cards and for the hidden cards in the frogs'
    reach rose with it ("leaves fewer of your path cards face up" named for a move that got the snake
    found out); for the snake they are one part with the find-outs (ruling 16: a path all face up is
    found out), which falls. The frogs keep them apart, each read their way. A Venom goes back to the
    hand when it falls off the Tail or the snake is found out: those that would have missed are a part of
    their own, so that "sets a Venom where it will hurt" never rises as one leaves the path."""
    part = "keeps the frogs from finding you out"
    found = fell = 0
    for num_players in (2, 3, 4):
        for seed in range(8):
            state = ENGINE.new_game(num_players, seed)
            rng = random.Random(f"found-out-parts:{num_players}:{seed}")
            while ENGINE.outcome(state) is None:
                seat = min(ENGINE.current_seats(state))
                before = state
                state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
                if ENGINE.outcome(state) is not None:
                    continue
                venoms = [sum(c.ability == "venom" for c in s.path) for s in (before, state)]
                if venoms[1] < venoms[0]:  # a Venom fell off the Tail, or went back to the hand
                    fell += 1
                    venom = "sets a Venom where it will hurt"
                    assert ENGINE.heuristic_terms(state, 0)[venom] <= ENGINE.heuristic_terms(before, 0)[venom]
                if state.found_out > before.found_out:
                    found += 1
                    then, now = ENGINE.heuristic_terms(before, 0), ENGINE.heuristic_terms(state, 0)
                    assert now[part] < then[part]
                    assert not {
                        "leaves fewer of your path cards face up",
                        "keeps your hidden cards out of the frogs' reach",
                    } & set(now)
                    frog = ENGINE.heuristic_terms(state, 1)
                    assert (
                        frog["finds the snake out"] > ENGINE.heuristic_terms(before, 1)["finds the snake out"]
                    )
                    assert "turns the snake's cards face up" in frog
    assert found >= 5 and fell >= 5  # a control: the games played found the snake out and lost Venoms
