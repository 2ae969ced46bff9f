"""SLITHER's Balanced variant (the default; ours B0-B2 in docs/rules/slither.md): a round limit the snake
wins by surviving, and one more tile at setup with 2 or more frogs. The rulebook's game stays one option
away (``variant="rulebook"``) and keeps neither."""

from __future__ import annotations

import random

import pytest

from bot.catalogue.registry import guide_for
from bot.render.slither import RENDERER
from engines.base import CannotMigrate
from engines.slither.models import SlitherOptions, SlitherState
from engines.slither.variant import BALANCED
from support.slither import ENGINE, act, base, frogs, ids, with_path

BALANCED_OPTIONS = SlitherOptions()  # the default


def test_balanced_is_the_default_and_the_rulebook_is_one_option_away() -> None:
    assert SlitherOptions().variant == "balanced"
    assert ENGINE.make_options({"variant": "rulebook"}).variant == "rulebook"


@pytest.mark.parametrize(
    ("players", "variant", "setup_tiles", "tiles"),
    [
        (2, "balanced", "n", 1),  # B2: one frog keeps the rulebook's single tile
        (3, "balanced", "n", 3),  # B2: one more tile with 2 or more frogs
        (5, "balanced", "n", 5),
        (3, "balanced", "n_plus_1", 4),  # on top of the option setup_tiles (ruling 8)
        (3, "rulebook", "n", 2),  # [R] setup 5: one tile per frog
        (5, "rulebook", "n", 4),
    ],
)
def test_tiles_at_setup(players: int, variant: str, setup_tiles: str, tiles: int) -> None:
    options = ENGINE.make_options({"variant": variant, "setup_tiles": setup_tiles})
    state = ENGINE.new_game(players, 5, options)
    assert len(state.to_place) == tiles


def _last_round_played(round_number: int, variant: str) -> SlitherState:
    """MAP (tests/test_slither_rules.py) in round ``round_number``: the frogs step between letters, the
    snake moves its Head to 2, and the next round would begin."""
    state = with_path(base(), "1", "3", "6", "5", phase="frogs_move")
    state = state.model_copy(update={"round": round_number, "options": SlitherOptions(variant=variant)})
    state = frogs(state, ("A", "bellow"), ("C", "bellow"))
    state = act(act(state, 1, "move.b"), 2, "move.d")
    assert ids(state, 0) == ["head.2"]
    return act(act(state, 0, "head.2"), 0, "ability.none")


def test_the_snake_still_free_after_the_last_round_wins() -> None:
    # B1: in the Balanced game the snake wins when round 13 is over and it is still free.
    limit = BALANCED[3].rounds
    assert limit == 13
    state = _last_round_played(limit, "balanced")
    outcome = ENGINE.outcome(state)
    assert state.winner == "snake" and outcome is not None and outcome.winners == (0,)
    assert "still free after round 13" in outcome.summary
    assert any("Round 13 was the last" in line.text for line in state.log)


def test_the_round_before_the_last_goes_on() -> None:
    state = _last_round_played(BALANCED[3].rounds - 1, "balanced")
    assert state.winner is None and state.phase == "frogs_move" and state.round == BALANCED[3].rounds


def test_a_found_out_does_not_reset_the_count() -> None:
    # B1: the limit counts every round since the start; after a found-out the snake hides again but the
    # round number goes on (ruling 17 restarts at the Frogs Move of a new round).
    state = with_path(base(), "5^", "4^", "2", phase="frogs_move")
    state = state.model_copy(update={"round": 6, "options": BALANCED_OPTIONS})
    state = frogs(state, ("1", "bellow"), (None, "bellow"))
    state = act(act(state, 1, "move.2"), 2, "move.c")
    assert state.found_out == 1 and state.winner is None
    rng = random.Random(1)
    while state.phase in ("place_tile", "grow_path"):
        state = ENGINE.apply(
            state, 0, rng.choice([a for a in ENGINE.legal_actions(state, 0) if a.kind != "back"])
        )
    assert state.phase == "frogs_move" and state.round == 7


def test_the_rulebook_game_has_no_round_limit() -> None:
    state = _last_round_played(40, "rulebook")
    assert state.winner is None and state.round == 41
    assert ENGINE.view(state, 1).last_round == 0


def test_the_board_shows_the_round_limit() -> None:
    state = with_path(base(), "5", "4", "2", phase="frogs_move")
    balanced = state.model_copy(update={"round": 5, "options": BALANCED_OPTIONS})
    assert ENGINE.view(balanced, 1).last_round == 13
    names = ["Sal", "Ann", "Bo"]
    assert RENDERER.board(ENGINE.view(balanced, 1), names).description.startswith("Round 5 of 13: ")
    assert RENDERER.text(ENGINE.view(balanced, None), names).startswith("SLITHER — Round 5 of 13: ")
    rulebook = RENDERER.board(ENGINE.view(state.model_copy(update={"round": 5}), 1), names)
    assert rulebook.description.startswith("Round 5: ")


def test_the_final_board_says_the_snake_outlasted_the_frogs() -> None:
    state = with_path(base(), "5", "4", "2", phase="frogs_move")
    over = state.model_copy(
        update={
            "options": BALANCED_OPTIONS,
            "round": 13,
            "phase": "over",
            "winner": "snake",
            "found_out": 1,
            "pads": (1, 2),
        }
    )
    assert RENDERER.board(ENGINE.view(over, None), ["Sal", "Ann", "Bo"]).description == (
        "Game over: Sal, the snake, wins: it was still free after round 13, it removed 1 of the 4 lily pads, "
        "and the frogs found it out once."
    )


def test_the_heuristic_counts_rounds_survived_for_the_snake() -> None:
    state = with_path(base(), "5", "4", "2", phase="frogs_move").model_copy(
        update={"options": BALANCED_OPTIONS}
    )
    early = state.model_copy(update={"round": 2})
    late = state.model_copy(update={"round": 11})
    assert ENGINE.heuristic(late, 0) > ENGINE.heuristic(early, 0)  # type: ignore[operator]
    assert ENGINE.heuristic(late, 1) < ENGINE.heuristic(early, 1)  # type: ignore[operator]


@pytest.mark.parametrize("num_players", [2, 3, 4, 5])
def test_balanced_random_games_finish_by_the_last_round(num_players: int) -> None:
    limit = BALANCED[num_players].rounds
    for seed in range(8):
        state = ENGINE.new_game(num_players, 300 + seed)
        rng = random.Random(seed)
        while ENGINE.outcome(state) is None:
            seat = min(ENGINE.current_seats(state))
            state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
            assert state.round <= limit
        outcome = ENGINE.outcome(state)
        assert outcome is not None and outcome.summary


def test_the_player_guide_states_the_balanced_numbers() -> None:
    # The guide says "round 13" and "one more tile with 2 or more frogs" in words; it must match the table.
    assert {b.rounds for b in BALANCED.values()} == {13}
    assert [BALANCED[n].extra_tiles for n in (2, 3, 4, 5)] == [0, 1, 1, 1]
    g = guide_for("slither")
    assert g is not None
    option = g.option("variant")
    assert (
        option is not None and option.describe("balanced") == "Balanced: the snake also wins after round 13"
    )
    text = " ".join(p.text for p in g.pages)
    assert "still free when round **13** is over" in text
    assert "With 2 or more frogs the snake lays **one more tile**" in text


def test_a_game_saved_before_the_variant_existed_goes_on_by_the_book() -> None:
    # Schema 1 had no variant: such a game was started by the rulebook and must not gain a round limit.
    state = with_path(base(), "5", "4", "2", phase="frogs_move")
    old = state.model_dump(mode="json")
    del old["options"]["variant"]
    migrated = ENGINE.state_type.model_validate(ENGINE.migrate_state(old, 1))
    assert migrated == state and migrated.options.variant == "rulebook"
    assert ENGINE.view(migrated, 1).last_round == 0
    with pytest.raises(CannotMigrate):
        ENGINE.migrate_state(old, 4)  # schema 3 is the current one
