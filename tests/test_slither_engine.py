"""The SLITHER engine beyond the shared conformance suite: the snake's warnings, the component data, and
the Balanced variant.

Warnings: the snake is warned, not trapped (ours D19 in docs/rules/slither.md). A tile, a path card or a
Head that leaves the snake cornered at its next move (rules 3(c) "Cornered") is still offered, and its
label says " (leaves you no move)"; no other choice says so.

Component data: the files in data/slither/ load, and the loader refuses broken edits.

The Balanced variant (the default; ours B0-B2 in docs/rules/slither.md): a round limit the snake wins by
surviving, and one more tile at setup with 2 or more frogs. The rulebook's game stays one option away
(``variant="rulebook"``) and keeps neither.

The positions are MAP of tests/test_slither_rules.py (3 players, tiles 1 and 2 under the village):

            A   C   β2
          β1  B   D
            1   2   4
              3   6   5

Location adjacency on MAP: 1-2 1-3 2-3 2-4 2-6 3-6 4-5 4-6 5-6; only 1 touches a building (β1).
"""

from __future__ import annotations

import random
import tomllib
from typing import Any

import pytest
from pydantic import ValidationError

from engines.base import CannotMigrate
from engines.slither.cornering import CORNERED_SUFFIX
from engines.slither.data import DATA_DIR, SlitherData, catalog
from engines.slither.hexmap import board_for, placement_spots
from engines.slither.models import SlitherAction, SlitherOptions, SlitherState
from engines.slither.variant import BALANCED
from support.slither import (
    BALANCED_OPTIONS,
    ENGINE,
    RULEBOOK,
    act,
    base,
    frogs,
    ids,
    lay_map,
    snake_to_move,
    with_path,
)

WARNING = CORNERED_SUFFIX.strip()


def labels(state: SlitherState) -> dict[str, str]:
    return {ENGINE.action_id(a): ENGINE.label(state, a) for a in ENGINE.legal_actions(state, 0)}


def warned(state: SlitherState) -> set[str]:
    return {aid for aid, label in labels(state).items() if label.endswith(CORNERED_SUFFIX)}


def frogs_step_between_letters(state: SlitherState) -> SlitherState:
    """Round over with nothing revealed: frog 1 steps A -> B, frog 2 steps C -> D."""
    state = frogs(state, ("A", "bellow"), ("C", "bellow"))
    return act(act(state, 1, "move.b"), 2, "move.d")


# ---- a Head -------------------------------------------------------------------------------------------


def test_a_head_that_leaves_no_move_says_so_and_stays_offered() -> None:
    # Snake Moves, path after the shift: previous Head 6, then 4, 2 (Tail segment empty).
    # Head 5: path 5 6 4 2 is full, so next time 2 falls off; 5's neighbours 4 and 6 are both taken.
    # Head 3: path 3 6 4 2, next time 2 falls off and 3 has 1 and 2 free (the falling Tail counts).
    state = snake_to_move(base(), "6", "4", "2")
    assert ids(state, 0) == ["head.5", "head.3"]  # the rules still allow both
    assert labels(state) == {"head.5": "New Head at 5 (leaves you no move)", "head.3": "New Head at 3"}
    # The warning is true by the engine's own rules: Head 5 is cornered at the next move ...
    trapped = act(act(state, 0, "head.5"), 0, "ability.none")
    assert warned(trapped) == set()  # the frogs' turn: nothing of the snake's to warn about
    trapped = frogs_step_between_letters(trapped)
    assert trapped.found_out == 1 and any("cornered" in line.text for line in trapped.log)
    # ... and Head 3 is not.
    free = frogs_step_between_letters(act(act(state, 0, "head.3"), 0, "ability.none"))
    assert free.phase == "snake_move" and free.found_out == 0
    assert set(ids(free, 0)) == {"head.1", "head.2"}


def test_the_warning_is_on_the_head_not_on_the_ability_card_that_follows() -> None:
    # D18: the ability card is a second click of the same move; the Head already said it.
    chose = act(snake_to_move(base(), "6", "4", "2"), 0, "head.5")
    assert not any(WARNING in label for label in labels(chose).values())


def test_a_strike_that_takes_the_last_lily_pad_is_not_a_trap() -> None:
    # Path after the shift: 3, 2, 4. Head 1 is cornered next time (1's neighbours 2 and 3 stay taken),
    # but with one lily pad left, on β1 next to 1, Strike on that Head wins first (ruling 20).
    state = snake_to_move(base(), "3", "2", "4")
    assert warned(state) == {"head.1"}
    last_pad = state.model_copy(update={"pads": (1, 0)})
    assert warned(last_pad) == set()
    assert act(act(last_pad, 0, "head.1"), 0, "ability.strike").winner == "snake"
    # Without Strike to play (a frog's Bellow), the warning is back.
    assert warned(last_pad.model_copy(update={"bellowed": True})) == {"head.1"}


# ---- growing the path -------------------------------------------------------------------------------


def test_a_path_card_that_leaves_no_move_says_so() -> None:
    # D3, 3 players: Head + 2 cards. Head 1, Middle 1 2: Middle 2 on 3 fills both neighbours of the Head.
    state = lay_map(ENGINE.new_game(3, 7, RULEBOOK))
    assert warned(state) == set()  # any Head can still be grown safely
    state = act(state, 0, "path.1")
    assert warned(state) == set()  # 1 2 4 and 1 3 6 leave the Head a free neighbour
    state = act(state, 0, "path.2")
    assert ids(state, 0) == ["path.4", "path.3", "path.6", "back"]
    assert warned(state) == {"path.3"}
    assert labels(state)["path.3"] == "Put 3 at the Middle 2 (leaves you no move)"
    state = act(state, 0, "path.3")
    state = act(act(state, 1, "start.beta1"), 2, "start.beta2")
    state = frogs_step_between_letters(state)
    assert state.found_out == 1 and any("cornered" in line.text for line in state.log)


# ---- laying a tile ----------------------------------------------------------------------------------


def test_a_last_tile_laid_apart_leaves_no_move_and_says_so() -> None:
    # 3 players lay 2 tiles and grow Head + 2. Tile 1 under the village; tile 2 above it (spot u.1.-2)
    # makes two separate triangles, so every path of 3 fills one triangle and the Head has no way out.
    # Tile 2 next to tile 1 (spot u.1.2, MAP) leaves room.
    state = ENGINE.new_game(3, 7, RULEBOOK)
    assert warned(state) == set()  # the first tile: another tile comes next
    state = act(act(state, 0, "spot.d.0.1"), 0, "low.0.1")
    spots = {f"spot.{s.id}" for s in placement_spots(state.cells)}
    assert set(ids(state, 0)) == spots  # every spot is still offered
    assert "spot.u.1.-2" in warned(state) and "spot.u.1.2" not in warned(state)
    letter = next(s.letter for s in placement_spots(state.cells) if s.id == "u.1.-2")
    # Ours D22: the letter, then the hexes the spot touches; ours D19: the warning at the end.
    assert labels(state)["spot.u.1.-2"] == f"Spot {letter}, next to A and C (leaves you no move)"
    # The orientation changes nothing: every choice of the lowest number says the same.
    apart = act(state, 0, "spot.u.1.-2")
    assert warned(apart) == {aid for aid in ids(apart, 0) if aid != "back"}
    assert warned(act(state, 0, "spot.u.1.2")) == set()


# ---- the warnings agree with the rules, over whole games ------------------------------------------


def _cornered(state: SlitherState, path: tuple[str, ...]) -> bool:
    """The rules' check, written out: at the next move a full path loses its Tail, and the Head needs a
    location next to it that is not in the path."""
    adjacent = board_for(state.cells).numbered_adjacent
    kept = path[:-1] if len(path) == state.num_players + 1 else path
    return all(n in kept for n in adjacent[kept[0]])


def _every_growth_corners(state: SlitherState) -> bool:
    """By brute force: every path the snake can grow from here (``state`` in grow_path) is cornered."""
    adjacent = board_for(state.cells).numbered_adjacent

    def grown(path: tuple[str, ...]) -> list[tuple[str, ...]]:
        if len(path) == state.grow_target:
            return [path]
        nexts = adjacent[path[-1]] if path else tuple(adjacent)
        return [full for n in nexts if n not in path for full in grown((*path, n))]

    return all(_cornered(state, full) for full in grown(tuple(c.loc for c in state.path)))


def _expected(state: SlitherState, action: SlitherAction) -> bool:
    if action.kind == "head":
        if sum(state.pads) == 1:
            return WARNING in ENGINE.label(state, action)  # the win-first case has its own test
        return _cornered(state, (action.arg, *(c.loc for c in state.path)))
    if action.kind == "path":
        return _every_growth_corners(ENGINE.apply(state, 0, action))
    if action.kind in ("spot", "low") and len(state.to_place) == 1:
        laid = ENGINE.apply(state, 0, action)
        if action.kind == "spot":
            laid = ENGINE.apply(laid, 0, ENGINE.legal_actions(laid, 0)[0])
        return laid.phase == "grow_path" and _every_growth_corners(laid)
    return False


@pytest.mark.parametrize("num_players", [2, 3, 4, 5])
def test_warnings_match_the_rules_in_random_games(num_players: int) -> None:
    seen: set[str] = set()
    for seed in range(6):
        state = ENGINE.new_game(num_players, seed, RULEBOOK)
        rng = random.Random(f"warnings:{num_players}:{seed}")
        while ENGINE.outcome(state) is None:
            seat = min(ENGINE.current_seats(state))
            actions = ENGINE.legal_actions(state, seat)
            for action in actions:
                label = ENGINE.label(state, action)
                assert len(label) <= 80
                if seat == 0:
                    expected = _expected(state, action)
                    assert label.endswith(CORNERED_SUFFIX) == expected, (state, action)
                    if expected:
                        seen.add(action.kind)
                else:
                    assert WARNING not in label
            state = ENGINE.apply(state, seat, rng.choice(actions))
    if num_players >= 3:  # two players grow 2 cards in a triangle of 3: never cornered
        assert {"head", "path", "spot"} <= seen  # the games did meet cornering choices


# ---- component data ------------------------------------------------------------------------------------


def raw() -> dict[str, Any]:
    def read(name: str) -> dict[str, Any]:
        with (DATA_DIR / name).open("rb") as handle:
            return tomllib.load(handle)

    board, abilities = read("board.toml"), read("abilities.toml")
    return {
        "components": board["components"],
        "start_tiles": board["start_tiles"],
        "tiles": board["tiles"],
        "locations": read("locations.toml")["locations"],
        "snake": abilities["snake"],
        "frog": abilities["frog"],
    }


def test_the_data_files_load_with_the_rulebook_counts() -> None:
    cat = catalog()
    # [R] Components: 2 starting and 10 numbered tri-hexes, 18 location cards, 4 + 18 ability cards,
    # 6 segment tiles, 4 lily pads, 4 frog pawns.
    assert len(cat.data.start_tiles) == 2 and len(cat.data.tiles) == 10
    assert cat.location_ids == tuple(str(n) for n in range(1, 19))
    assert len(cat.snake_cards) == 4 and len(cat.frog_deck) == 18
    assert cat.data.components.segment_tiles == 6 and cat.data.components.frog_pawns == 4
    assert cat.buildings == ("beta1", "beta2") and cat.letters == ("A", "B", "C", "D")
    assert [t.id for t in cat.tiles_in_play] == ["T1", "T2", "T3", "T4", "T5", "T6"]
    assert SlitherData.model_validate(raw()) == cat.data


@pytest.mark.parametrize(
    "broken",
    [
        lambda d: d["locations"].pop(),  # 17 location cards
        lambda d: d["locations"][0].update(tile="T2"),  # card 1 on the wrong tile
        lambda d: d["locations"][0].update(tile="T9"),  # a tile that does not exist in play
        lambda d: d["snake"][0].update(id="bite"),  # an effect the engine does not know
        lambda d: d["frog"][0].update(copies=4),  # 19 frog cards
        lambda d: d["start_tiles"][1]["hexes"][0].update(q=1),  # C on top of A: overlap
        lambda d: d["start_tiles"][0]["hexes"][0].update(lily_pads=3),  # 5 lily pads
        lambda d: d["tiles"][1].update(hexes=["4", "6", "5"]),  # not 3k-2, 3k-1, 3k
        lambda d: d["components"].update(segment_tiles=5),
    ],
)
def test_broken_data_is_refused(broken: Any) -> None:
    data = raw()
    broken(data)
    with pytest.raises(ValidationError):
        SlitherData.model_validate(data)


# ---- the Balanced variant ------------------------------------------------------------------------------


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
