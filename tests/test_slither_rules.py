"""SLITHER scenario tests. Each test cites the rulebook (the rulebook, "[R] section") or a
ruling (a shared ruling N or a 3(c) section, as docs/rules/slither.md restates them, or ours in docs/rules/slither.md, "D<n>").

Most tests start from one position, MAP, reached through real actions in a 3-player game (the snake
and two frogs): tiles 1 and 2 laid under the starting village, the path grown as Head 5, Middle 1 4,
Middle 2 2 (the Tail segment still empty), frog 1 on β1 and frog 2 on β2:

            A   C   β2
          β1  B   D
            1   2   4
              3   6   5

Location adjacency on MAP: 1-2 1-3 2-3 2-4 2-6 3-6 4-5 4-6 5-6; only 1 touches a building (β1).
"""

from __future__ import annotations

import itertools
import random

import pytest

from engines.base import IllegalAction
from engines.slither.cornering import snake_outlook
from engines.slither.data import catalog
from engines.slither.hexmap import SPOTS_PER_GROUP, board_for, hex_distance, neighbours, placement_spots
from engines.slither.knowledge import frog_outlook, sample_trail, trail_is_possible
from engines.slither.models import Clue, SlitherOptions, SlitherState
from support.slither import (
    ENGINE,
    RULEBOOK,
    act,
    base,
    frogs,
    hand,
    ids,
    lay_map,
    snake_to_move,
    with_path,
)

# ---- setup ---------------------------------------------------------------------------------------------


def test_the_fixed_starting_layout_and_the_setup_components() -> None:
    # Ruling "Fixed starting layout": β1 (0,0) A (1,-1) B (1,0) | C (2,-1) D (2,0) β2 (3,-1), 2 pads each.
    state = ENGINE.new_game(4, 1, RULEBOOK)
    assert {h: (q, r) for h, q, r in state.cells} == {
        "beta1": (0, 0),
        "A": (1, -1),
        "B": (1, 0),
        "C": (2, -1),
        "D": (2, 0),
        "beta2": (3, -1),
    }
    assert state.pads == (2, 2)
    assert state.tiles == ("S1", "S2")
    # [R] Setup 12: the snake takes the 4 ability cards; 13 + ruling 24: each frog draws one card.
    assert state.snake_abilities == ("strike", "gulp", "venom", "shed_skin")
    assert all(f.card is not None for f in state.frogs) and len(state.frogs) == 3
    assert len(state.deck) == 18 - 3
    # [R] Setup 5: the snake places 1 tri-hex per frog, tiles in numerical order.
    assert state.phase == "place_tile" and state.to_place == ("T1", "T2", "T3")
    assert ENGINE.current_seats(state) == {0}


@pytest.mark.parametrize(
    ("option", "frogs_n", "tiles"), [("n", 2, 2), ("n_plus_1", 2, 3), ("n", 1, 1), ("n_plus_1", 4, 5)]
)
def test_option_setup_tiles(option: str, frogs_n: int, tiles: int) -> None:
    # TODO "N+1?" -> option setup_tiles (rules 3(c)); the default "n" is the rulebook's example [R] 5a.
    state = ENGINE.new_game(
        frogs_n + 1, 3, ENGINE.make_options({"setup_tiles": option, "variant": "rulebook"})
    )
    assert len(state.to_place) == tiles
    assert SlitherOptions().setup_tiles == "n"


@pytest.mark.parametrize(("option", "target"), [("n", 3), ("n_minus_1", 2)])
def test_option_initial_body(option: str, target: int) -> None:
    # TODO "N-1" -> option initial_body: Head + N cards [R setup 10], or Head + N-1; 2 frogs here.
    state = lay_map(
        ENGINE.new_game(3, 7, ENGINE.make_options({"initial_body": option, "variant": "rulebook"}))
    )
    assert state.phase == "grow_path" and state.grow_target == target
    for loc in ("5", "4", "2")[:target]:
        state = act(state, 0, f"path.{loc}")
    assert state.phase == "place_frogs" and len(state.path) == target
    assert SlitherOptions().initial_body == "n"


def test_bad_options_are_refused() -> None:
    with pytest.raises(IllegalAction):
        ENGINE.make_options({"setup_tiles": "n_plus_2"})
    with pytest.raises(IllegalAction):
        ENGINE.make_options({"initial_body": "all"})


# ---- tiles -----------------------------------------------------------------------------------------------


def test_tile_numbers_follow_the_placers_choice_clockwise() -> None:
    # Rules 3(c) "Placement rule": the placer picks which hex gets the lowest number, the rest clockwise.
    # Spot d.0.1 is the down-pointing triangle (0,1) (1,1) (0,2) under β1 and B:
    #        β1  B           top-left (0,1), top-right (1,1), bottom (0,2)
    #          x   x
    #            x
    state = act(ENGINE.new_game(3, 7, RULEBOOK), 0, "spot.d.0.1")
    assert ids(state, 0) == ["low.0.1", "low.1.1", "low.0.2", "back"]
    expected = {
        "low.0.1": {"1": (0, 1), "2": (1, 1), "3": (0, 2)},
        "low.1.1": {"1": (1, 1), "2": (0, 2), "3": (0, 1)},
        "low.0.2": {"1": (0, 2), "2": (0, 1), "3": (1, 1)},
    }
    for low, cells in expected.items():
        laid = act(state, 0, low)
        assert {h: (q, r) for h, q, r in laid.cells[-3:]} == cells
        assert laid.tiles[-1] == "T1" and laid.to_place == ("T2",)


def test_going_back_before_the_tile_is_laid() -> None:
    # docs/architecture.md, "One decision, one click": the player can go back before the final choice commits.
    start = ENGINE.new_game(3, 7, RULEBOOK)
    chosen = act(start, 0, "spot.d.0.1")
    back = act(chosen, 0, "back")
    assert back.spot is None and back.cells == start.cells
    assert ids(back, 0) == ids(start, 0)


def test_tile_placement_legality_overlap_touching_two_hexes_and_orientations() -> None:
    # [R] setup 5b "touches at least 2 different hex spaces"; rules 3(c): no overlap, two orientations.
    state = ENGINE.new_game(3, 7, RULEBOOK)
    offered = {a.arg for a in ENGINE.legal_actions(state, 0)}
    assert any(s.startswith("u.") for s in offered) and any(s.startswith("d.") for s in offered)
    # u.0.-1 is (0,-1) (1,-2) (1,-1): it would cover A.
    #    x x
    #   x A C β2
    #  β1 B D
    assert "u.0.-1" not in offered
    # u.-2.0 is (-2,0) (-1,-1) (-1,0): only (-1,0) has a placed neighbour, and only β1.
    assert "u.-2.0" not in offered
    for bad in ("spot.u.0.-1", "spot.u.-2.0"):
        before = ENGINE.dump_state(state)
        with pytest.raises(IllegalAction):
            act(state, 0, bad)
        assert ENGINE.dump_state(state) == before
    # Every offered spot: three empty hexes in a triangle, sharing edges with >= 2 distinct placed hexes.
    taken = {(q, r) for _, q, r in state.cells}
    for spot in placement_spots(state.cells):
        cells = set(spot.cells)
        assert len(cells) == 3 and not cells & taken
        assert all(hex_distance(a, b) == 1 for a in cells for b in cells if a != b)
        touched = {n for c in cells for n in neighbours(c) if n in taken}
        assert len(touched) >= 2


def _big_map_state() -> SlitherState:
    """A placement step with more spots than one select can hold (5 players, n_plus_1: 5 tiles)."""
    state = ENGINE.new_game(5, 11, ENGINE.make_options({"setup_tiles": "n_plus_1", "variant": "rulebook"}))
    rng = random.Random(5)
    while state.phase == "place_tile":
        if (
            len(placement_spots(state.cells)) > SPOTS_PER_GROUP
            and state.spot_group is None
            and state.spot is None
        ):
            return state
        state = ENGINE.apply(state, 0, rng.choice(list(ENGINE.legal_actions(state, 0))))
    raise AssertionError("no crowded placement step found")


def test_many_spots_are_offered_in_groups_with_a_way_back() -> None:
    # docs/architecture.md, "One decision, one click": at most 25 options per decision; tile placements are grouped (a select for the group).
    state = _big_map_state()
    groups = ENGINE.legal_actions(state, 0)
    assert all(a.kind == "group" for a in groups) and 2 <= len(groups) <= 25
    seen: set[str] = set()
    for group in groups:
        inside = act(state, 0, ENGINE.action_id(group))
        spots = [a for a in ENGINE.legal_actions(inside, 0) if a.kind == "spot"]
        assert 0 < len(ENGINE.legal_actions(inside, 0)) <= 25
        assert ENGINE.legal_actions(inside, 0)[-1].kind == "back"
        seen |= {a.arg for a in spots}
        assert act(inside, 0, "back") == inside.model_copy(
            update={"spot_group": None, "step": inside.step + 1}
        )
    assert seen == {s.id for s in placement_spots(state.cells)}
    view = ENGINE.view(state, None)
    assert view.placement is not None and view.placement.grouped


# ---- growing the path ----------------------------------------------------------------------------------


def test_the_path_is_grown_by_adjacency_and_can_be_taken_back() -> None:
    # [R] setup 9-10: a Head from the hand, then each card by the movement rules (adjacent, rules 3(c)).
    state = lay_map(ENGINE.new_game(3, 7, RULEBOOK))
    assert ids(state, 0) == [f"path.{n}" for n in "123456"]
    state = act(state, 0, "path.5")
    assert ids(state, 0) == ["path.4", "path.6", "back"]
    assert act(state, 0, "back").path == ()
    state = act(state, 0, "path.4")
    assert set(ids(state, 0)) == {"path.2", "path.6", "back"}
    with pytest.raises(IllegalAction):
        act(state, 0, "path.1")  # 1 is not next to 4
    # While growing, the frogs see no segment filled: the count would say nothing true yet.
    assert not any(seg.filled for seg in ENGINE.view(state, None).segments)


def test_the_path_is_grown_only_as_long_as_the_map_allows() -> None:
    # Ruling D3 (docs/rules/slither.md): three tiles that only touch the village make three separate
    # triangles of locations, so with 3 frogs (Head + 3 wanted) the path can only be 3 long.
    #       T2
    #     A  C  β2
    #   β1  B  D  T3
    #    T1
    state = ENGINE.new_game(4, 2, RULEBOOK)
    for spot, low in (("d.0.1", "0.1"), ("u.1.-2", "2.-3"), ("d.3.0", "3.0")):
        state = act(act(state, 0, f"spot.{spot}"), 0, f"low.{low}")
    assert state.phase == "grow_path" and state.grow_target == 3


# ---- frogs ---------------------------------------------------------------------------------------------


def test_frogs_place_their_pawns_on_buildings_after_the_path() -> None:
    # [R] setup 14: each frog places its pawn in a building space of its choice.
    state = lay_map(ENGINE.new_game(3, 7, RULEBOOK))
    for loc in ("5", "4", "2"):
        state = act(state, 0, f"path.{loc}")
    assert ENGINE.current_seats(state) == {1, 2}
    assert ids(state, 1) == ["start.beta1", "start.beta2"]
    state = act(state, 2, "start.beta1")
    assert ENGINE.current_seats(state) == {1}
    state = act(state, 1, "start.beta1")  # frogs may share a hex (ruling 14)
    assert state.phase == "frogs_move" and state.round == 1


def test_frogs_move_to_an_adjacent_space_or_lily_pad_to_lily_pad() -> None:
    # [R] Turn 1 A/B, ruling 14: adjacent placed hexes, or building (with pads) to building (with pads).
    state = base()
    assert set(ids(state, 1)) == {"move.a", "move.b", "move.1", "hop.beta2", "bellow"}
    assert set(ids(state, 2)) == {"move.c", "move.d", "hop.beta1", "bellow"}
    # Moving is compulsory: there is no pass.
    assert not {"keep", "back"} & set(ids(state, 1))
    # A building without lily pads is no lily pad space ([R] Damage).
    emptied = state.model_copy(update={"pads": (2, 0)})
    assert "hop.beta2" not in ids(emptied, 1) and "hop.beta1" not in ids(emptied, 2)
    moved = act(state, 1, "move.1")
    assert moved.frogs[0].hex == "1" and ENGINE.current_seats(moved) == {2}


def test_frogs_act_in_any_order() -> None:
    # Ruling 22: frogs act one at a time in any order within the step.
    state = base()
    assert ENGINE.current_seats(state) == {1, 2}
    assert act(state, 2, "move.c").frogs[1].hex == "C"


# ---- the Reveal ------------------------------------------------------------------------------------------


def test_a_frog_on_a_path_location_flips_it() -> None:
    # [R] Reveal: "Otherwise the location must be in the path and the snake reveals it by flipping".
    # Path Head 5, M1 4, M2 2 (all face down). Frog 1 steps 1 -> 2, frog 2 steps β2 -> C.
    state = frogs(base(), ("1", "bellow"), (None, "bellow"))
    state = act(act(state, 1, "move.2"), 2, "move.c")
    assert [(c.loc, c.face_up) for c in state.path] == [("5", False), ("4", False), ("2", True)]
    assert Clue(kind="at", index=0, hex="2") in state.clues
    public = ENGINE.view(state, None)
    assert state.phase == "snake_move"
    # The snake's move has begun: the path has shifted toward the Tail, the Head waits for its new card.
    assert public.segments[3].loc == "2" and public.segments[3].name == "Tail"
    assert not public.segments[0].filled and public.segments[1].filled and public.segments[0].loc is None


def test_a_frog_on_a_hand_location_makes_the_snake_show_it_and_the_path_is_unchanged() -> None:
    # [R] Reveal: "If the location is in the snake's hand the snake player reveals that card" (stays in hand).
    state = base()
    before = state.path
    state = act(act(state, 1, "move.1"), 2, "move.c")
    assert state.path == before  # no card flipped or moved (the path is full-length only after a move)
    assert "1" in hand(state)
    assert Clue(kind="not_in_path", index=0, end=3, hex="1") in state.clues
    assert any("shows 1 from its hand" in line.text for line in state.log)


def test_letters_and_buildings_reveal_nothing_and_a_shared_hex_is_revealed_once() -> None:
    # Ruling 15: only numbered hexes are announced; two frogs on one hex give one reveal.
    state = frogs(base(), ("2", "bellow"), ("4", "bellow"))
    state = act(act(state, 1, "move.6"), 2, "move.6")
    assert [c for c in state.clues if c.kind == "not_in_path"] == [
        Clue(kind="not_in_path", index=0, end=3, hex="6")
    ]
    quiet = act(act(base(), 1, "move.a"), 2, "move.c")
    assert quiet.clues == () and not any(c.face_up for c in quiet.path)


def test_all_path_cards_face_up_means_found_out() -> None:
    # [R] Found out: every path card face up. Then the path returns to the hand, the next tile is laid,
    # a new path is grown, and the round restarts at Frogs Move ("skip part 3"), frogs staying put.
    state = with_path(base(), "5^", "4^+venom", "2", phase="frogs_move")
    state = frogs(state, ("1", "bellow"), (None, "bellow"))
    state = act(act(state, 1, "move.2"), 2, "move.c")
    assert state.found_out == 1 and state.winner is None
    assert state.path == () and state.phase == "place_tile" and state.to_place == ("T3",)
    assert "venom" in state.snake_abilities  # ability cards on the path return too (ruling 17)
    assert [f.hex for f in state.frogs] == ["2", "C"]
    for low in ("spot.u.2.-2", "low.3.-3"):
        state = act(state, 0, low)
    assert state.phase == "grow_path" and state.grow_target == 3
    assert len(hand(state)) == 9  # tiles 1-3: every location is back in the hand
    for loc in ("9", "8", "7"):
        state = act(state, 0, f"path.{loc}")
    assert state.phase == "frogs_move" and state.round == 2 and state.clues == ()


def test_the_second_found_out_wins_for_the_frogs() -> None:
    # [R] Found out: "If this is the second time the snake has been found out the frogs win the game!"
    state = with_path(base(), "5^", "4^", "2", phase="frogs_move").model_copy(update={"found_out": 1})
    state = frogs(state, ("1", "bellow"), (None, "bellow"))
    state = act(act(state, 1, "move.2"), 2, "move.c")
    outcome = ENGINE.outcome(state)
    assert state.winner == "frogs" and outcome is not None and outcome.winners == (1, 2)
    assert ENGINE.current_seats(state) == frozenset()


# ---- the snake's move ---------------------------------------------------------------------------------


def test_a_card_pushed_past_the_tail_returns_to_the_hand() -> None:
    # [R] Snake Moves: "If a card moves off the Tail end ... that card falls off ... returned to the hand".
    # Full path Head 1, M1 3, M2 6, Tail 5. Frogs step between letters; the snake shifts: 5 falls off.
    state = with_path(base(), "1", "3", "6", "5", phase="frogs_move")
    state = frogs(state, ("A", "bellow"), ("C", "bellow"))
    state = act(act(state, 1, "move.b"), 2, "move.d")
    assert state.phase == "snake_move"
    assert [c.loc for c in state.path] == ["1", "3", "6"]
    assert "5" in hand(state)
    # The new Head goes next to 1 (the previous Head): only 2 is in hand and adjacent.
    assert ids(state, 0) == ["head.2"]


def test_a_new_head_must_be_adjacent_to_the_previous_one() -> None:
    # [R] Snake Moves: "It must be within 1 space (adjacent) of the previous location card".
    state = snake_to_move(base(), "5", "4", "2")  # shifted: previous Head 5 now heads the list
    assert ids(state, 0) == ["head.6"]  # 4 is in the path; 6 is the only free neighbour of 5
    for far in ("head.1", "head.3", "head.4"):
        before = ENGINE.dump_state(state)
        with pytest.raises(IllegalAction) as err:
            act(state, 0, far)
        assert "next to your previous Head" in str(err.value) or "not allowed" in str(err.value)
        assert ENGINE.dump_state(state) == before
    chose = act(state, 0, "head.6")
    assert chose.pending_head == "6"  # the ability card choice still to come
    assert ids(chose, 0) == ["ability.none", "ability.strike", "ability.gulp", "ability.venom", "back"]
    assert act(chose, 0, "back").pending_head is None
    moved = act(chose, 0, "ability.none")
    assert [c.loc for c in moved.path] == ["6", "5", "4", "2"] and moved.trail_len == 4
    assert moved.phase == "frogs_move" and moved.round == 2


def test_a_cornered_snake_is_found_out() -> None:
    # Rules 3(c) "Cornered": no hand card adjacent to the previous Head -> found out.
    # Path Head 1, M1 2, M2 3 (Tail empty, so nothing falls off). The neighbours of 1 are 2 and 3, both
    # in the path. The frogs step between letters; when the snake must move, it is cornered.
    state = with_path(base(), "1", "2", "3", phase="frogs_move")
    state = frogs(state, ("A", "bellow"), ("C", "bellow"))
    state = act(act(state, 1, "move.b"), 2, "move.d")
    assert state.found_out == 1 and state.phase == "place_tile" and state.path == ()
    assert any("cornered" in line.text for line in state.log)


# ---- Damage, Swallow and the snake's win -----------------------------------------------------------------


def test_removing_the_last_lily_pad_wins_for_the_snake() -> None:
    # [R] Goal / Damage: "If there are no more lily pad hexes on building hexes then the snake wins."
    # β1 has 1 pad, β2 none. Shifted path 3, 6, 5; the snake plays Head 1 (next to β1) with Strike.
    state = snake_to_move(base(), "3", "6", "5").model_copy(update={"pads": (1, 0)})
    state = act(act(state, 0, "head.1"), 0, "ability.strike")
    outcome = ENGINE.outcome(state)
    assert state.winner == "snake" and outcome is not None and outcome.winners == (0,)
    assert state.pads == (0, 0) and outcome.scores[0] == 4.0


def test_damage_beats_a_found_out_in_the_same_step() -> None:
    # Ruling 20: damage resolves before the found-out check. Strike flips the Head (1), making the
    # whole path face up, and eats the last pad: the snake wins.
    state = snake_to_move(base(), "3^", "6^", "5^").model_copy(update={"pads": (1, 0), "found_out": 1})
    state = act(act(state, 0, "head.1"), 0, "ability.strike")
    assert state.winner == "snake"


def test_a_swallowed_frog_comes_back_on_a_building_and_does_not_move() -> None:
    # [R] Swallow 1-3: pawn removed, card discarded; next turn: draw, place on a building, no move.
    # Frog 1 sits on 6; the snake (previous Head 5) plays 6 with Gulp.
    state = frogs(snake_to_move(base(), "5", "4", "2"), ("6", "long_leap"), ("C", "bellow"))
    state = act(act(state, 0, "head.6"), 0, "ability.gulp")
    frog = state.frogs[0]
    assert frog.swallowed and frog.hex is None
    assert "long_leap" in state.discard
    assert state.path[0].face_up and state.path[0].loc == "6"  # Gulp's cost: the Head is revealed
    # Next Frogs Move: it has drawn a new card, and may only come back on a building.
    assert state.phase == "frogs_move" and frog.card is not None
    assert ids(state, 1) == ["return.beta1", "return.beta2"]
    state = act(state, 1, "return.beta2")
    assert state.frogs[0].hex == "beta2" and not state.frogs[0].swallowed
    assert 1 not in ENGINE.current_seats(state)  # its turn is over: it does not move


def test_hide_in_reeds_saves_a_frog_from_gulp() -> None:
    # Frog card Hide in Reeds: "You are not Swallowed" (used up; ours D7: used by itself).
    state = frogs(snake_to_move(base(), "5", "4", "2"), ("6", "hide_in_reeds"), ("6", "bellow"))
    state = act(act(state, 0, "head.6"), 0, "ability.gulp")
    assert state.frogs[0].hex == "6" and not state.frogs[0].swallowed
    assert "hide_in_reeds" in state.discard
    assert state.frogs[1].swallowed


# ---- snake ability cards ---------------------------------------------------------------------------------


def test_strike_damages_a_building_next_to_the_head_and_reveals_it() -> None:
    # Snake card Strike (rules 3(c)): Damage a building next to the Head; the Head is flipped.
    state = snake_to_move(base(), "3", "6", "5")
    state = act(act(state, 0, "head.1"), 0, "ability.strike")
    assert state.pads == (1, 2) and state.path[0].face_up
    assert Clue(kind="at", index=3, hex="1") in state.clues
    assert "strike" not in state.snake_abilities and state.path[0].ability == "strike"
    # Far from any building it only costs the reveal.
    far = act(act(snake_to_move(base(), "5", "4", "2"), 0, "head.6"), 0, "ability.strike")
    assert far.pads == (2, 2) and far.path[0].face_up


def test_venom_stays_hidden_and_damages_when_it_falls_off_the_tail() -> None:
    # Snake card Venom: played face down; when its card falls off the Tail next to a building with
    # lily pads, 1 pad is removed. Path Head 6, M1 2, M2 3, Tail 1+Venom (1 touches β1).
    state = with_path(base(), "6", "2", "3", "1+venom", phase="frogs_move")
    public = ENGINE.view(state, None)
    assert public.segments[3].ability == "venom" and public.segments[3].loc is None
    state = frogs(state, ("A", "bellow"), ("C", "bellow"))
    state = act(act(state, 1, "move.b"), 2, "move.d")
    assert state.pads == (1, 2)
    assert "venom" in state.snake_abilities
    assert Clue(kind="venom_hit", index=0, hex="beta1") in state.clues
    # Played, it leaves no trace but itself: the Head stays face down.
    played = act(act(snake_to_move(base(), "5", "4", "2"), 0, "head.6"), 0, "ability.venom")
    assert not played.path[0].face_up and played.path[0].ability == "venom"


def test_venom_falling_off_far_from_buildings_is_a_public_clue() -> None:
    state = with_path(base(), "1", "3", "6", "5+venom", phase="frogs_move")
    state = frogs(state, ("A", "bellow"), ("C", "bellow"))
    state = act(act(state, 1, "move.b"), 2, "move.d")
    assert state.pads == (2, 2)
    assert Clue(kind="venom_miss", index=0, hex="", buildings=("beta1", "beta2")) in state.clues


def test_shed_skin_turns_another_card_face_down_again() -> None:
    # Snake card Shed Skin: needs another face-up path card; flips it down, and the Head up.
    plain = act(snake_to_move(base(), "5", "4", "2"), 0, "head.6")
    assert "ability.shed_skin" not in ids(plain, 0)  # nothing face up to hide
    state = act(snake_to_move(base(), "5", "4^", "2"), 0, "head.6")
    state = act(state, 0, "ability.shed_skin")
    assert ids(state, 0) == ["shed.4", "back"]
    assert act(state, 0, "back").pending_ability is None
    state = act(state, 0, "shed.4")
    assert [(c.loc, c.face_up) for c in state.path] == [("6", True), ("5", False), ("4", False), ("2", False)]


def test_an_ability_card_returns_to_the_hand_when_its_card_falls_off() -> None:
    # Rules 3(c) lifecycle: the ability card travels with its location card and returns with it.
    state = with_path(base(), "1", "3", "6", "5+gulp", phase="frogs_move")
    assert "gulp" not in state.snake_abilities
    state = frogs(state, ("A", "bellow"), ("C", "bellow"))
    state = act(act(state, 1, "move.b"), 2, "move.d")
    assert "gulp" in state.snake_abilities


# ---- frog ability cards ----------------------------------------------------------------------------------


def test_bellow_stops_the_snakes_next_ability_card() -> None:
    # Frog card Bellow: the snake may not play an ability card on its next move (ours D8).
    state = act(base(), 1, "bellow")
    assert state.bellowed and state.frogs[0].card is None and 1 in ENGINE.current_seats(state)
    state = act(act(state, 1, "move.a"), 2, "move.c")
    assert state.phase == "snake_move"
    assert ids(state, 0) == ["head.6"]
    moved = act(state, 0, "head.6")  # no ability choice: the Head is played at once
    assert moved.path[0].ability is None and not moved.bellowed and moved.phase == "frogs_move"


def test_long_leap_moves_two_spaces() -> None:
    # Frog card Long Leap: up to 2 spaces (the plain moves cover 1).
    state = frogs(base(), ("beta1", "long_leap"), (None, "bellow"))
    leaps = {a.arg for a in ENGINE.legal_actions(state, 1) if a.kind == "leap"}
    assert leaps == {"C", "D", "2", "3"}  # two steps from β1 via A, B or 1
    state = act(state, 1, "leap.3")
    assert state.frogs[0].hex == "3" and "long_leap" in state.discard and state.frogs[0].card is None


def test_lily_hop_reaches_a_building_without_lily_pads() -> None:
    state = frogs(base(), ("2", "lily_hop"), (None, "bellow")).model_copy(update={"pads": (0, 2)})
    assert {"lilyhop.beta1", "lilyhop.beta2"} <= set(ids(state, 1))
    assert act(state, 1, "lilyhop.beta1").frogs[0].hex == "beta1"


def test_patch_up_returns_a_lily_pad_up_to_two() -> None:
    state = frogs(base(), (None, "patch_up"), (None, "patch_up"))
    assert "patch" not in ids(state, 1)  # β1 is full
    damaged = state.model_copy(update={"pads": (1, 2)})
    patched = act(damaged, 1, "patch")
    assert patched.pads == (2, 2) and patched.frogs[0].hex == "beta1" and patched.frogs[0].done


def test_ripple_answers_whether_the_head_is_within_two_spaces() -> None:
    # Frog card Ripple (ours D4): the answer is public and kept as a clue; the frog still moves afterwards.
    state = frogs(base(), ("1", "ripple"), ("beta2", "ripple"))
    near = act(state, 1, "ripple")  # Head 5 at (2,2), frog at 1 (0,1): 3 apart
    assert near.clues[-1] == Clue(kind="far_head", index=2, hex="1")
    assert 1 in ENGINE.current_seats(near) and "ripple" not in ids(near, 1)
    close = act(frogs(base(), ("6", "ripple"), (None, "bellow")), 1, "ripple")
    assert close.clues[-1] == Clue(kind="near_head", index=2, hex="6")
    assert any("? yes." in line.text for line in close.log)


def test_croak_announces_an_adjacent_hex() -> None:
    # Frog card Croak: also announce one hex next to you, as if a frog stood there (ours D5).
    state = frogs(base(), ("A", "croak"), (None, "bellow"))
    state = act(act(state, 1, "move.b"), 2, "move.c")
    assert state.phase == "reveal" and ENGINE.current_seats(state) == {1}
    assert ids(state, 1) == ["croak.1", "croak.2", "keep"]
    state = act(state, 1, "croak.2")
    assert state.path[2].face_up and state.phase == "snake_move" and "croak" in state.discard


def test_tongue_lash_flips_middle_one_when_on_the_head() -> None:
    state = frogs(base(), ("4", "tongue_lash"), (None, "bellow"))
    state = act(act(state, 1, "move.5"), 2, "move.c")
    state = act(state, 1, "lash")
    assert [c.face_up for c in state.path] == [True, True, False]
    # Not on the Head: nothing more, and the card is used anyway.
    miss = frogs(base(), ("2", "tongue_lash"), (None, "bellow"))
    miss = act(act(act(miss, 1, "move.6"), 2, "move.c"), 1, "lash")
    assert not any(c.face_up for c in miss.path) and "tongue_lash" in miss.discard


def test_a_kept_reveal_card_stays_in_hand() -> None:
    state = frogs(base(), ("A", "croak"), (None, "bellow"))
    state = act(act(act(state, 1, "move.b"), 2, "move.c"), 1, "keep")
    assert state.frogs[0].card == "croak" and state.phase == "snake_move"


def test_used_cards_are_replaced_at_the_next_frogs_move() -> None:
    # Rules 3(c) frog card use rules, ours D6: a replacement is drawn at the start of the next Frogs Move.
    state = act(base(), 1, "bellow")
    state = act(act(state, 1, "move.a"), 2, "move.c")
    assert state.frogs[0].card is None
    state = act(state, 0, "head.6")
    assert state.frogs[0].card is not None and len(state.deck) == 18 - 3


# ---- refusals -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "bad",
    [
        "move",
        "move.",
        "move.99",
        "spot.x.1.2",
        "spot.u.01.2",
        "low.a.b",
        "ability.fly",
        "keep.now",
        "head.beta",
    ],
)
def test_garbage_action_ids_are_refused(bad: str) -> None:
    with pytest.raises(IllegalAction):
        ENGINE.parse_action(bad)


def test_bad_input_raises_and_changes_nothing() -> None:
    state = base()
    before = ENGINE.dump_state(state)
    for seat, action_id in (
        (1, "move.5"),
        (1, "hop.beta1"),
        (0, "head.6"),
        (2, "patch"),
        (1, "return.beta1"),
    ):
        with pytest.raises(IllegalAction) as err:
            act(state, seat, action_id)
        assert str(err.value)
    assert ENGINE.dump_state(state) == before


# ---- hidden information -------------------------------------------------------------------------------


def test_views_hide_the_path_and_hand_from_frogs() -> None:
    # Ruling 23 / issue: the snake's hand and face-down path cards are secret; its ability cards are not.
    state = with_path(base(), "5", "4^", "2", phase="frogs_move")
    for seat in (None, 1, 2):
        view = ENGINE.view(state, seat)
        assert view.secret is None
        assert [s.loc for s in view.segments] == [None, "4", None, None]
        assert [s.filled for s in view.segments] == [True, True, True, False]
        assert view.hand_size == 3 and view.snake_abilities == ("strike", "gulp", "venom", "shed_skin")
    snake = ENGINE.view(state, 0).secret
    assert (
        snake is not None and [c.loc for c in snake.path] == ["5", "4", "2"] and snake.hand == ("1", "3", "6")
    )


def test_changing_the_hidden_path_changes_no_frog_view() -> None:
    # Non-interference: two hidden paths that fit every clue (4 face up at M1) look the same to frogs.
    one = with_path(base(), "5", "4^", "2", phase="frogs_move")
    other = with_path(base(), "6", "4^", "2", phase="frogs_move")
    third = with_path(base(), "5", "4^", "6", phase="frogs_move")
    for alt in (other, third):
        assert ENGINE.view(alt, None) == ENGINE.view(one, None)
        for seat in (1, 2):
            assert ENGINE.view(alt, seat) == ENGINE.view(one, seat)
            assert ENGINE.legal_actions(alt, seat) == ENGINE.legal_actions(one, seat)
        assert ENGINE.view(alt, 0) != ENGINE.view(one, 0)


def test_determinize_respects_every_reveal_and_uses_a_new_seed() -> None:
    # A frog's determinization keeps every past reveal and the adjacency rules.
    # Frog 1 steps 1 -> 2 (flipped: the Tail-most card, M2), frog 2 steps 3 -> 6 (shown from the hand).
    # The snake (not cornered, or it would have been found out) now holds trail 2, x, y with x next to
    # 2, y next to x, neither 6, and a free location next to y: only 2-1-3 and 2-4-5 fit
    # (2-3-1 would leave 1 with no free neighbour).
    state = frogs(base(), ("1", "bellow"), ("3", "bellow"))
    state = act(act(state, 1, "move.2"), 2, "move.6")
    assert state.phase == "snake_move" and state.path[2].face_up
    seen = set()
    for k in range(40):
        other = ENGINE.determinize(state, 1, random.Random(k))
        assert other.seed != state.seed
        assert ENGINE.view(other, 1) == ENGINE.view(state, 1)
        assert ENGINE.view(other, None) == ENGINE.view(state, None)
        assert ENGINE.legal_actions(other, 0)
        seen.add(tuple(c.loc for c in other.path))
    assert seen == {("3", "1", "2"), ("5", "4", "2")}
    # The snake knows its own path: only the seed changes.
    mine = ENGINE.determinize(state, 0, random.Random(1))
    assert mine.path == state.path and mine.seed != state.seed


def _true_trails(num_players: int, seed: int) -> list[tuple[SlitherState, list[str]]]:
    """Random play, keeping the snake's real trail beside each state (the test knows the truth)."""
    state = ENGINE.new_game(num_players, seed, RULEBOOK)
    rng = random.Random(seed)
    trail: list[str] = []
    out = []
    while ENGINE.outcome(state) is None:
        seat = rng.choice(sorted(ENGINE.current_seats(state)))
        after = ENGINE.apply(state, seat, rng.choice(list(ENGINE.legal_actions(state, seat))))
        if after.trail_len == 0:
            trail = []
        elif state.trail_len == 0:
            trail = [c.loc for c in after.path][::-1]
        elif after.trail_len == state.trail_len + 1:
            trail.append(after.path[0].loc)
        state = after
        if state.trail_len and state.phase not in ("grow_path", "over"):
            out.append((state, list(trail)))
    return out


def test_the_true_trail_always_fits_the_clues_and_samples_fit_too() -> None:
    checked = 0
    for n in (2, 3, 4, 5):
        for seed in range(6):
            for state, trail in _true_trails(n, seed):
                assert trail[len(trail) - len(state.path) :][::-1] == [c.loc for c in state.path]
                assert trail_is_possible(state, trail)
                sample = sample_trail(state, random.Random(checked))
                assert sample is not None and trail_is_possible(state, sample)
                checked += 1
    assert checked > 200


def test_the_frogs_heuristic_reads_only_public_facts_and_mirrors_the_snakes_public_part() -> None:
    state = with_path(base(), "5", "4^", "2", phase="frogs_move")
    for seat in (0, 1, 2):
        value = ENGINE.heuristic(state, seat)
        assert value is not None and 0.0 <= value <= 1.0
        if seat == 0:
            continue  # the snake's own value reads its path (cornering.snake_outlook): it knows it
        for k in range(5):  # a frog's value cannot depend on what the frog cannot see
            assert ENGINE.heuristic(ENGINE.determinize(state, 1, random.Random(k)), seat) == value
    frog = ENGINE.heuristic(state, 1)
    assert frog is not None
    # Each side adds its own outlook to the shared public value: the snake reads its path, the frogs
    # what their positions promise by the public clues.
    expected = min(1.0, max(0.0, 1.0 - (frog - frog_outlook(state)) + snake_outlook(state)))
    assert ENGINE.heuristic(state, 0) == pytest.approx(expected)
    eaten = state.model_copy(update={"pads": (1, 1)})
    assert ENGINE.heuristic(eaten, 0) > ENGINE.heuristic(state, 0)  # type: ignore[operator]
    found = state.model_copy(update={"found_out": 1})
    assert ENGINE.heuristic(found, 1) > ENGINE.heuristic(state, 1)  # type: ignore[operator]
    # Only tile 1 (3 locations) for a 4-segment snake: a cramped map, worse for the snake.
    cramped = state.model_copy(update={"cells": state.cells[:-3], "tiles": state.tiles[:-1]})
    # (Its path lies on the dropped tile, so only the public part, the frogs' value, is compared.)
    assert ENGINE.heuristic(cramped, 1) > ENGINE.heuristic(state, 1)  # type: ignore[operator]


# ---- random play ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("num_players", [2, 3, 4, 5])
def test_random_playouts_finish_and_keep_the_invariants(num_players: int) -> None:
    cat = catalog()
    for seed in range(50):
        state = ENGINE.new_game(num_players, seed, RULEBOOK)
        rng = random.Random(seed * 31 + num_players)
        for _ in range(5000):
            if ENGINE.outcome(state) is not None:
                break
            seat = rng.choice(sorted(ENGINE.current_seats(state)))
            actions = ENGINE.legal_actions(state, seat)
            assert 0 < len(actions) <= 25
            for action in actions:
                assert ENGINE.parse_action(ENGINE.action_id(action)) == action
            board = board_for(state.cells)
            locs = [c.loc for c in state.path]
            assert len(set(locs)) == len(locs) <= num_players + 1
            if state.phase != "grow_path":
                assert all(b in board.numbered_adjacent[a] for a, b in itertools.pairwise(locs))
            assert sum(state.pads) <= 4 and len(state.deck) + len(state.discard) + sum(
                1 for f in state.frogs if f.card
            ) == len(cat.frog_deck)
            state = ENGINE.apply(state, seat, rng.choice(list(actions)))
        assert ENGINE.outcome(state) is not None, f"seed {seed} did not finish"


# ---- wording: what the table reads (the issue "Wording") ---------------------------------------------------


def public_lines(state: SlitherState) -> list[str]:
    return [line.text for line in state.log if line.seat is None]


def test_a_reveal_of_a_card_already_face_up_is_still_narrated() -> None:
    # [R] Reveal: "Each frog announces their location"; ruling 15: flipping a card that is already face
    # up has no effect, but the announcement is still made. Path Head 5, Middle 1 4 (face up), Middle 2 2.
    # Frog 1 steps 2 -> 4, onto the face-up Middle 1; frog 2 steps β2 -> C.
    state = frogs(with_path(base(), "5", "4^", "2", phase="frogs_move"), ("2", "bellow"), (None, "bellow"))
    clues = state.clues
    state = act(act(state, 1, "move.4"), 2, "move.c")
    assert "Reveal ({s1}): 4 is the snake's Middle 1, already face up." in public_lines(state)
    assert state.clues == clues and [c.face_up for c in state.path] == [False, True, False]
    # A new flip names the frog that announced it, too.
    fresh = frogs(base(), ("1", "bellow"), ("4", "bellow"))
    fresh = act(act(fresh, 1, "move.2"), 2, "move.6")
    lines = public_lines(fresh)
    assert "Reveal ({s1}): 2 is the snake's Middle 2, now face up." in lines
    assert "Reveal ({s2}): the snake shows 6 from its hand; it is not in the path." in lines


def test_tongue_lash_on_a_middle_already_face_up_is_narrated() -> None:
    # Rules 3(c) Tongue Lash: "If your hex is the Head, the snake must also flip the card in Middle 1";
    # ruling 15: a face-up card stays face up, and the table still hears what the lash found.
    state = frogs(
        with_path(base(), "5", "4^", "2", phase="frogs_move"), ("4", "tongue_lash"), (None, "bellow")
    )
    state = act(act(act(state, 1, "move.5"), 2, "move.c"), 1, "lash")
    lines = public_lines(state)
    assert "Reveal ({s1}): 5 is the snake's Head, now face up." in lines
    assert "{s1}'s Tongue Lash: 4 is the snake's Middle 1, already face up." in lines


@pytest.mark.parametrize(("pads", "says"), [((0, 2), "1 lily pad."), ((1, 2), "2 lily pads.")])
def test_patch_up_counts_lily_pads_in_the_singular_and_plural(pads: tuple[int, int], says: str) -> None:
    # Ours D10: Patch Up puts one lily pad back on the frog's building.
    state = frogs(base(), (None, "patch_up"), (None, "bellow")).model_copy(update={"pads": pads})
    assert f"{{s1}} uses Patch Up: β1 has {says}" in public_lines(act(state, 1, "patch"))


def test_the_snakes_win_says_what_its_score_counts() -> None:
    # [R] Goal: "The snake wins by removing all lily pad hexes"; ours D16: the scores are lily pads removed
    # (the snake) and times the snake was found out (each frog), and the summary says so.
    state = snake_to_move(base(), "3", "6", "5").model_copy(update={"pads": (1, 0), "found_out": 1})
    outcome = ENGINE.outcome(act(act(state, 0, "head.1"), 0, "ability.strike"))
    assert outcome is not None and outcome.scores == (4.0, 1.0, 1.0)
    assert outcome.summary == (
        "{s0}, the snake, wins: all 4 lily pads are gone, and the frogs found it out once. "
        "Scores: lily pads removed for the snake, times the snake was found out for each frog."
    )


@pytest.mark.parametrize(
    ("num_players", "winners"), [(2, "{s1} wins: the frog"), (3, "{s1} and {s2} win: the frogs")]
)
def test_the_frogs_win_says_who_with_the_verb_agreeing(num_players: int, winners: str) -> None:
    # [R] Goal: "The frogs win by revealing the snake 2 times"; one frog wins, two frogs win.
    state = ENGINE.new_game(num_players, 3, RULEBOOK).model_copy(
        update={"phase": "over", "winner": "frogs", "found_out": 2, "pads": (1, 2)}
    )
    outcome = ENGINE.outcome(state)
    assert outcome is not None and outcome.scores[0] == 1.0
    assert outcome.summary.startswith(
        f"{winners} found the snake out twice, and it removed 1 of the 4 lily pads. Scores: "
    )
