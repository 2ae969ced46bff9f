"""Giant Snail Will Not Prevail! scenario tests, each checking the rules text rather than the engine's code.

Rulebook: the published rulebook ("[R] <section>"); component data G1-G9,
technologies T1-T9 and rulings 14-37: the game's rulings document; the engine's own
rulings GS1-GS4 (event cards discarded unresolved go face down to ``buried``, the Malacologist looks below
the Event 0 cards, the last event card kills the snail before it moves it, reserve workers move as many as
possible).

Positions are built from a new game with the board cleared. The grid in numerical order (G1), with each
region's type and owner (seat 0 red, 1 blue, 2 black):

            West                                              East
    North    1 Mine  red     2 Solar black    3 Factory blue   4 R&D black
             5 Factory black 6 R&D red        7 Mine blue      8 Solar red
    South    9 Solar blue   10 Mine black    11 R&D blue      12 Factory red

Mines and Solar Farms have 2 rows of 2 slots, R&D Labs 2 rows of 3, Factories 3 rows of 1 (G1 table).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

import pytest

from engines.base import IllegalAction, replace
from engines.giantsnail.models import DEAD, SPACE1, SPACE2, GiantSnailState, Player, Region
from support.giantsnail import ENGINE, FILLER, ROBOT, game, intact, seat_now, with_regions

EVENT2 = ("grants", "refugees", "works", "parade", "aftershock", "campaign")

# ---- helpers -----------------------------------------------------------------------------------------


def act(state: GiantSnailState, seat: int, action_id: str) -> GiantSnailState:
    return ENGINE.apply(state, seat, ENGINE.parse_action(action_id))


def ids(state: GiantSnailState, seat: int) -> list[str]:
    return [ENGINE.action_id(a) for a in ENGINE.legal_actions(state, seat)]


def labels(state: GiantSnailState, seat: int) -> list[str]:
    return [ENGINE.label(state, a) for a in ENGINE.legal_actions(state, seat)]


def place_rest(state: GiantSnailState) -> GiantSnailState:
    """The rebuilder places every returning worker still to place, taking the first choice each time."""
    while state.pending == "place":
        seat = seat_now(state)
        state = act(state, seat, ids(state, seat)[0])
    return state


def ruin(n: int, *rebuild: int) -> Region:
    return Region(id=n, destroyed=True, rebuild=rebuild)


def players(*specs: Mapping[str, object]) -> tuple[Player, ...]:
    return tuple(Player(**spec) for spec in specs)


def forfeit_all(state: GiantSnailState) -> GiantSnailState:
    """Every player still in this round's Action Phase forfeits, in turn order; the game then runs on by
    itself up to the next decision (or the next round)."""
    start = state.round
    while state.phase == "actions" and state.round == start and ENGINE.outcome(state) is None:
        state = act(state, seat_now(state), "forfeit")
    return state


def finish_round(state: GiantSnailState) -> GiantSnailState:
    """Play out the round with everyone declining every option (forfeit, done, hold fire...)."""
    start = state.round
    for _ in range(60):
        if ENGINE.outcome(state) is not None or (state.round != start and state.phase == "actions"):
            return state
        seat = seat_now(state)
        options = ids(state, seat)
        choice = "forfeit" if "forfeit" in options else "done" if "done" in options else options[0]
        state = act(state, seat, choice)
    raise AssertionError("the round did not end")


def workers_on_board(state: GiantSnailState, seat: int) -> int:
    count = 0
    for region in state.regions:
        count += sum(row.count(seat) for row in region.rows) + region.rebuild.count(seat)
        count += 1 if region.defence and region.defender == seat else 0
    count += sum(slots.count(seat) for slots in state.sections)
    count += len(state.players[seat].armed)
    return count


def all_workers(state: GiantSnailState, seat: int) -> int:
    """Every worker of a colour: pool, reserve, board, and those coming back onto a rebuilt region that
    the rebuilder has not placed yet."""
    p = state.players[seat]
    return p.pool + p.reserve + workers_on_board(state, seat) + state.returning.count(seat)


def final_scores(state: GiantSnailState) -> tuple[float, ...]:
    result = ENGINE.outcome(state)
    assert result is not None, "the game should be over"
    return result.scores


def ending(**fields: Any) -> GiantSnailState:
    """A round that ends the game (the snail is dead, the robot stands on Mine 7, no region is destroyed,
    ruling 33) once everyone declines everything; Reconstruction Grants gives no votes."""
    base: dict[str, Any] = {"snail": DEAD, "robot": 7, "sections": ROBOT, "deck": EVENT2, "event2_done": 0}
    base.update(fields)
    return game(**base)


# ---- setup -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_setup_components_and_the_first_workers(seed: int) -> None:
    """[R] Setup 3, 5, 6 and "How to play": the two Event 0 cards on top of the shuffled 26 Event 1 cards
    (G6: 5 North, 5 South, 6 East, 6 West, 4 Burrow); 2 technologies face up of 9; the snail in the "2"
    slot; 13 workers in each pool, 7 in reserve; each player places one worker on the region of the
    randomizer token drawn (ruling 14: without replacement) and the highest number takes the leader token."""
    state = ENGINE.new_game(3, seed)
    assert state.deck[:2] == ("sighting", "landfall")
    assert Counter(state.deck[2:]) == Counter(north=5, south=5, east=6, west=6, burrow=4)
    assert len(state.market) == 2 and len(state.market) + len(state.tech_deck) == 9
    assert state.snail == SPACE2 and state.robot == 0
    assert len(set(state.start_draws)) == 3 and all(1 <= d <= 12 for d in state.start_draws)
    assert state.leader == max(range(3), key=lambda s: state.start_draws[s])
    assert seat_now(state) == state.leader and state.phase == "actions"
    for seat in range(3):
        p = state.players[seat]
        assert (p.pool, p.reserve) == (12, 7)
        drawn = state.regions[state.start_draws[seat] - 1]
        assert sum(row.count(seat) for row in drawn.rows) == 1
        assert workers_on_board(state, seat) == 1


def test_the_two_event_0_cards_come_first_sighting_then_landfall() -> None:
    """[R] Setup 3 ("place the two Event 0 cards on top in numerical order") and G5: Sighting moves the snail
    from slot 2 to slot 1 of the space card without destroying anything; Landfall lands it on the region
    of a randomizer and destroys that region, discarding one more card face down (ruling GS1)."""
    state = game(deck=("sighting", "landfall", *FILLER))
    state = finish_round(state)
    assert state.snail == SPACE1
    assert state.discard == ("sighting",)
    assert not any(r.destroyed for r in state.regions)
    state = finish_round(state)
    assert 1 <= state.snail <= 12
    assert state.discard == ("sighting", "landfall")
    assert [r.id for r in state.regions if r.destroyed] == [state.snail]
    assert state.buried == (FILLER[0],)
    assert state.deck == FILLER[1:]


# ---- Action Phase ------------------------------------------------------------------------------------


def test_actions_alternate_from_the_leader_two_each() -> None:
    """[R] Action Phase: "Starting from the leader, each player will execute a single action and pass
    control clockwise until every player has executed 2 actions" (ruling 15: strict alternation)."""
    state = game(leader=2, turn=2, deck=("sighting", "landfall", *FILLER))
    order = []
    for region in (1, 2, 3, 7, 8, 9):
        seat = seat_now(state)
        order.append(seat)
        state = act(state, seat, f"place.{region}")
    assert order == [2, 0, 1, 2, 0, 1]
    assert state.round == 2  # nothing to decide after the actions: the round has played out
    assert [workers_on_board(state, s) for s in range(3)] == [2, 2, 2]


def test_forfeit_ends_the_players_remaining_actions_for_the_round_only() -> None:
    """[R] Action Phase: "they may forfeit their remaining actions for that round" (ruling 15: only this
    round; the others keep alternating, and next round the forfeiter acts again)."""
    state = game(deck=("sighting", "landfall", *FILLER))
    state = act(state, 0, "forfeit")
    order = []
    for region in (1, 2, 3, 7):
        seat = seat_now(state)
        order.append(seat)
        state = act(state, seat, f"place.{region}")
    assert order == [1, 2, 1, 2]
    assert workers_on_board(state, 0) == 0
    assert state.round == 2 and state.leader == 1  # nothing to decide: the round has ended by itself
    state = act(state, 1, "place.5")
    assert seat_now(state) == 2
    state = act(state, 2, "place.6")
    assert seat_now(state) == 0  # the forfeit of round 1 is over
    assert "place.8" in ids(state, 0)


def test_relocation_must_go_to_a_different_region() -> None:
    """[R] Action Phase: relocating moves "a worker from one region to another" (ruling 16: the destination
    must be a different region)."""
    state = with_regions(game(), intact(1, (0,), ()))
    assert "move.1" in ids(state, 0)
    state = act(state, 0, "move.1")
    options = ids(state, 0)
    assert "to.1" not in options and "to.7" in options
    with pytest.raises(IllegalAction):
        act(state, 0, "to.1")
    state = act(state, 0, "to.7")
    assert state.regions[0].rows == ((), ())
    assert sum(row.count(0) for row in state.regions[6].rows) == 1
    assert state.players[0].pool == 13  # moved, not placed from the pool


def test_workers_on_the_robot_cannot_be_relocated() -> None:
    """Ruling 16: only workers on region cards may be relocated; robot workers are fixed ([R] "they remain
    there for the rest of the game")."""
    state = game(sections=((0, 0), (-1, -1), (-1, -1), (-1, -1), (-1, -1), (-1, -1)))
    assert not [a for a in ids(state, 0) if a.startswith("move.")]


def test_a_full_region_cannot_take_another_worker() -> None:
    """[R] Action Phase: "two workers cannot occupy the same slot, and if there are no available slots then
    the worker cannot be placed on that region" (ruling 17: the bot offers only legal destinations)."""
    state = with_regions(game(), intact(1, (1, 2), (2, 1)), intact(3, (1,), (2,), (1,)))
    options = ids(state, 0)
    assert "place.1" not in options and "place.3" not in options and "place.2" in options


def test_an_rd_row_is_closed_to_others_while_it_holds_a_worker_and_free_once_emptied() -> None:
    """[R] Action Phase: "once a worker has been placed on a row of worker slots in an R&D Labs region,
    workers belonging to other players cannot be placed on the same row until the whole row is cleared"
    (ruling 18: free again as soon as it is empty)."""
    state = with_regions(game(), intact(6, (0,), (1,)), intact(1, (0,), ()))
    state = replace(state, players=players({"actions": 1}, {}, {}), turn=1)
    # Black has no row on R&D Labs 6: both are held by others.
    blocked = replace(state, players=players({"actions": 1}, {"actions": 1}, {}), turn=2)
    assert "place.6" not in ids(blocked, 2)
    blocked = act(with_regions(blocked, intact(9, (2,), ())), 2, "move.9")
    assert "to.6" not in ids(blocked, 2) and "to.4" in ids(blocked, 2)
    # Blue joins its own row, never red's.
    joined = act(state, 1, "place.6")
    assert joined.regions[5].rows == ((0,), (1, 1))
    # Blue moves its only worker away: row 2 is empty, so black may now take it.
    state = act(state, 1, "move.6")
    state = act(state, 1, "to.1")
    state = act(state, 1, "row.1")  # the empty row of Mine 1
    assert state.regions[0].rows == ((0,), (1,))
    assert state.regions[5].rows == ((0,), ())
    assert seat_now(state) == 2 and "place.6" in ids(state, 2)
    state = act(state, 2, "place.6")
    assert state.regions[5].rows == ((0,), (2,))


# ---- Resolution Phase: production ----------------------------------------------------------------------


def test_a_full_mine_row_gives_one_metal_to_each_player_in_it() -> None:
    """[R] Resolution Phase a): "For each row of worker slots filled on a Mine ... each player who has a
    worker on at least 1 slot in that row can take 1 ... Rows produce no resources if they are not
    completely filled"; ruling 19: two workers of one player in a full row give that player 1."""
    state = with_regions(
        game(deck=("sighting", "landfall", *FILLER)),
        intact(1, (0, 1), (2,)),  # row 1 full: red and blue 1 each; row 2 half full: nothing
        intact(7, (1, 1), ()),  # blue's two workers: 1 metal, not 2
    )
    state = forfeit_all(state)
    assert [(p.metal, p.energy) for p in state.players] == [(1, 0), (2, 0), (0, 0)]
    # Workers stay where they are ([R] "they remain in their production slots").
    assert state.regions[0].rows == ((0, 1), (2,)) and state.regions[6].rows == ((1, 1), ())


def test_a_full_solar_farm_row_gives_energy_every_round() -> None:
    """[R] Resolution Phase a): Solar Farms produce energy the same way, in every Resolution Phase."""
    state = with_regions(game(deck=("sighting", "landfall", *FILLER)), intact(9, (2, 0), (2, 2)))
    state = forfeit_all(state)
    assert state.round == 2
    # Two full rows: red is in one (1 energy), black in both (2 energy).
    assert [(p.metal, p.energy) for p in state.players] == [(0, 1), (0, 0), (0, 2)]
    state = forfeit_all(state)  # production comes before round 2's Landfall
    assert [(p.metal, p.energy) for p in state.players] == [(0, 2), (0, 0), (0, 4)]


# ---- Resolution Phase: R&D Labs ------------------------------------------------------------------------


def test_a_full_rd_row_returns_its_workers_and_buys_a_market_technology() -> None:
    """[R] Resolution Phase b): the player returns the row's workers to the pool and claims one of the two
    face-up technologies; the top of the technology deck refills the market. A row that is not full cannot
    be cashed in."""
    state = with_regions(
        game(market=("t9", "t7"), tech_deck=("t1", "t2"), deck=("sighting", "landfall", *FILLER)),
        intact(6, (0, 0, 0), (1, 1)),
    )
    state = forfeit_all(state)
    assert state.phase == "research" and seat_now(state) == 0
    assert sorted(ids(state, 0)) == ["done", "research.6.0.t7", "research.6.0.t9"]
    state = act(state, 0, "research.6.0.t9")
    assert state.regions[5].rows == ((), (1, 1))
    assert state.players[0].pool == 16
    assert sorted(state.market) == ["t1", "t7"]


# ---- Resolution Phase: Factories and the robot ---------------------------------------------------------


def test_a_factory_worker_cannot_build_a_slot_its_owner_cannot_pay() -> None:
    """[R] Resolution Phase c): "if the cost cannot be paid, the worker remains on the Factory slot"
    (G3 costs: Head slots 1 energy; Left Leg slots 1 metal)."""
    state = with_regions(
        game(players=players({"metal": 1}, {}, {}), deck=("sighting", "landfall", *FILLER)),
        intact(3, (0,), (), ()),
    )
    state = forfeit_all(state)
    options = ids(state, 0)
    assert "build.lleg.0" in options
    assert not [a for a in options if a.startswith("build.head")]
    assert "build.torso.1" not in options  # 1 metal + 1 energy
    state = act(state, 0, "build.lleg.0")
    assert state.sections[4][0] == 0 and state.players[0].metal == 0
    assert state.regions[2].rows == ((), (), ())


def test_a_completed_section_keeps_its_workers_and_the_finished_robot_fights_this_round() -> None:
    """[R] Resolution Phase c): completing a section flips it and its workers move to the illustration side;
    "Keep worker tokens that have been used to build the robot sections on their slots - they remain there
    for the rest of the game"; the last section finishes the robot, placed by randomizer. Ruling 22: the
    robot may move in that round's Event Phase."""
    sections = ((0, 1), (1, -1), (2, 2), (0, 0), (1, 1), (2, 2))
    state = with_regions(
        game(
            sections=sections,
            players=players({"metal": 3, "energy": 1}, {}, {}),
            snail=SPACE1,
            deck=("landfall", *FILLER),
            discard=("sighting",),
        ),
        intact(3, (0,), (), ()),
    )
    state = forfeit_all(state)
    state = act(state, 0, "build.torso.1")
    assert state.sections == ((0, 1), (1, 0), (2, 2), (0, 0), (1, 1), (2, 2))
    assert 1 <= state.robot <= 12
    assert state.phase == "robot" and seat_now(state) == 0  # ruling 22
    assert workers_on_board(state, 0) == 4


def test_weapon_attachments_are_built_only_by_their_owner() -> None:
    """[R] Technology Cards: "Each attachment card has a single construction slot that may be used by a
    Factory worker belonging to the player who owns the attachment card" (T1: 1 metal)."""
    state = with_regions(
        game(
            players=players({"metal": 2, "weapons": ("t1",)}, {"metal": 2}, {}),
            deck=("sighting", "landfall", *FILLER),
        ),
        intact(3, (0,), (1,), ()),
    )
    state = forfeit_all(state)
    assert "arm.t1" in ids(state, 0)
    state = act(state, 0, "arm.t1")
    assert state.players[0].armed == ("t1",) and state.players[0].metal == 1
    assert seat_now(state) == 1
    assert not [a for a in ids(state, 1) if a.startswith("arm.")]


# ---- Event Phase: the snail ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("start", "card", "end"),
    [
        ("4", "east", 1),  # East edge to West
        ("5", "west", 8),  # West edge to East
        ("2", "north", 10),  # North edge to South
        ("11", "south", 3),  # South edge to North
        ("6", "east", 7),  # no edge
        ("6", "south", 10),
    ],
)
def test_the_snail_moves_one_region_and_wraps_around_the_edges(start: str, card: str, end: int) -> None:
    """[R] Event Phase b): "the snail moves to the adjacent region card in the given compass direction.
    Region cards are considered to 'wrap' from East to West (and vice-versa) and from North to South (and
    vice-versa)" (G1: 3 rows North to South, 4 columns West to East)."""
    state = game(snail=int(start), deck=(card, *FILLER), discard=("sighting", "landfall"))
    state = finish_round(state)
    assert state.snail == end
    assert [r.id for r in state.regions if r.destroyed] == [end]


def test_a_destroyed_region_kills_its_workers_and_discards_an_extra_event_card() -> None:
    """[R] Event Phase: the snail destroys its region; its workers "do not return to their respective pools
    - they are dead ... Place them in reserve"; "Every time a region is destroyed, the top card of the event
    deck is placed in the discard pile" (ruling GS1: face down, into ``buried``)."""
    state = with_regions(
        game(snail=4, deck=("east", "north", "south", "west"), discard=("sighting", "landfall")),
        intact(1, (0, 1), (0,)),
    )
    state = finish_round(state)
    assert state.regions[0].destroyed
    assert [(p.pool, p.reserve) for p in state.players] == [(13, 9), (13, 8), (13, 7)]
    assert state.discard == ("sighting", "landfall", "east")
    assert state.buried == ("north",)
    assert state.deck == ("south", "west")


def test_a_snail_on_a_destroyed_region_kills_the_rebuild_workers_without_discarding() -> None:
    """Ruling 24: a snail on an already-destroyed region kills the workers on its rebuild slots (to the
    reserve); no event card is discarded since no region was newly destroyed."""
    state = with_regions(
        game(snail=4, deck=("east", "north", "south", "west"), discard=("sighting", "landfall")),
        ruin(1, 0, 2),
    )
    state = finish_round(state)
    assert state.snail == 1 and state.regions[0].destroyed and state.regions[0].rebuild == ()
    assert [p.reserve for p in state.players] == [8, 7, 8]
    assert state.buried == ()
    assert state.deck == ("north", "south", "west")


def test_burrow_moves_the_snail_to_a_random_region() -> None:
    """[R] Event Phase b): "In the event of a Burrow card, the leader selects a randomizer token without
    looking and moves the snail to the corresponding region card"."""
    landed = set()
    for seed in range(8):
        state = game(seed=seed, snail=6, deck=("burrow", *FILLER), discard=("sighting", "landfall"))
        state = finish_round(state)
        assert 1 <= state.snail <= 12
        assert state.regions[state.snail - 1].destroyed
        landed.add(state.snail)
    assert len(landed) > 1


def test_the_seventh_destroyed_region_is_a_defeat_for_all() -> None:
    """[R] Game End: "the game can end in defeat for all players if ... b) 7 or more regions have been
    destroyed" (an outcome with no winners)."""
    ruins = [ruin(n) for n in (1, 2, 3, 4, 5, 6)]  # one of each type survives: Mine 7, 10 etc.
    state = with_regions(game(snail=8, deck=("west", *FILLER), discard=("sighting", "landfall")), *ruins)
    state = finish_round(state)
    result = ENGINE.outcome(state)
    assert result is not None and result.winners == ()
    assert ENGINE.current_seats(state) == frozenset()
    assert sum(r.destroyed for r in state.regions) == 7


def test_six_destroyed_regions_are_not_yet_a_defeat() -> None:
    """[R] Game End b): only 7 or more destroyed regions end the game (control for the test above)."""
    ruins = [ruin(n) for n in (1, 2, 3, 4, 5)]
    state = with_regions(game(snail=8, deck=("west", *FILLER), discard=("sighting", "landfall")), *ruins)
    state = finish_round(state)
    assert ENGINE.outcome(state) is None
    assert sum(r.destroyed for r in state.regions) == 6 and state.round == 2


def test_all_regions_of_one_type_destroyed_is_a_defeat() -> None:
    """[R] Game End: "a) all regions of a given type (Factory, Solar Farm, Mine or R&D Labs) have been
    destroyed" (G1: the Mines are 1, 7 and 10)."""
    state = with_regions(
        game(snail=2, deck=("west", *FILLER), discard=("sighting", "landfall")), ruin(7), ruin(10)
    )
    state = finish_round(state)
    result = ENGINE.outcome(state)
    assert result is not None and result.winners == ()
    assert sum(r.destroyed for r in state.regions) == 3


def test_defeat_comes_before_the_snail_dies_when_the_seventh_destruction_empties_the_deck() -> None:
    """Ruling 26: defeat is checked the moment a region flips, before the extra card is discarded, and
    takes priority over the snail's death."""
    ruins = [ruin(n) for n in (1, 2, 3, 4, 5, 6)]
    state = with_regions(game(snail=8, deck=("west", "north"), discard=("sighting", "landfall")), *ruins)
    state = finish_round(state)
    result = ENGINE.outcome(state)
    assert result is not None and result.winners == ()


# ---- Event Phase: the end of the snail ------------------------------------------------------------------


def test_an_empty_event_deck_kills_the_snail_and_brings_in_the_six_event_2_cards() -> None:
    """[R] Event Phase: "If at any point there are no more event cards left in the event deck, the snail is
    defeated! ... replace the event deck with the 'Event 2' cards"; ruling GS3: revealing the last card
    kills the snail before that card moves it; ruling 29: the Event 2 deck is shuffled and its first card
    is revealed next round."""
    state = with_regions(
        game(snail=1, deck=("east",), discard=("sighting", "landfall")), intact(2, (0, 1), ())
    )
    state = finish_round(state)
    assert state.snail == DEAD
    assert sorted(state.deck) == sorted(EVENT2) and len(state.deck) == 6
    assert not any(r.destroyed for r in state.regions)  # the East card never moved it onto Solar Farm 2
    assert state.event2_done == 0
    assert "east" in state.discard


def test_the_destruction_discard_that_empties_the_deck_kills_the_snail() -> None:
    """[R] Event Phase: the extra discard on destruction can empty the deck, and "at any point" an empty
    deck kills the snail; the region is still destroyed (ruling 26)."""
    state = game(snail=1, deck=("east", "north"), discard=("sighting", "landfall"))
    state = finish_round(state)
    assert state.snail == DEAD
    assert state.regions[1].destroyed
    assert sorted(state.deck) == sorted(EVENT2)
    assert ENGINE.outcome(state) is None  # a region is still destroyed and Event 2 cards remain


def test_when_the_snail_dies_defence_cards_are_discarded_without_votes() -> None:
    """[R] Salt Ring and Defenders: "If the snail is defeated, any of these cards remaining in play are
    discarded without awarding vote tokens and any workers on them are returned to their owner's worker
    pool" (ruling 29)."""
    state = replace(
        with_regions(
            game(snail=1, deck=("east",), discard=("sighting", "landfall")),
            Region(id=9, rows=((), ()), defence="t4", defender=2),
        ),
        players=players({}, {}, {"pool": 12}),
    )
    state = finish_round(state)
    assert state.snail == DEAD
    assert state.regions[8].defence == ""
    assert state.players[2].votes == 0 and state.players[2].pool == 13


# ---- Event Phase: Salt Ring and Defenders (T4-T6) -------------------------------------------------------


def researched(tech: str, *regions: Region, **fields: Any) -> GiantSnailState:
    """Red has a full R&D Labs 6 row and researches ``tech`` from the market in the Resolution Phase."""
    other = "t9" if tech != "t9" else "t8"
    state = game(market=(tech, other), tech_deck=("t1", "t2"), **fields)
    state = with_regions(state, intact(6, (0, 0, 0), ()), *regions)
    state = forfeit_all(state)
    return act(state, 0, f"research.6.0.{tech}")


def test_a_defence_card_goes_on_an_intact_region_without_the_snail_and_without_another_card() -> None:
    """[R] Salt Ring and Defenders: "placed on a non-destroyed region ... places one of their worker tokens
    from their pool onto it"; T4-T6 further rules: at most one defence card per region, not on the region
    the snail occupies."""
    state = researched(
        "t4",
        ruin(3),
        Region(id=8, rows=((), ()), defence="t5", defender=1),
        snail=5,
        deck=("north", *FILLER),
        discard=("sighting", "landfall"),
        players=players({}, {"pool": 12}, {}),
    )
    options = ids(state, 0)
    assert "defend.3" not in options  # destroyed
    assert "defend.5" not in options  # the snail is there
    assert "defend.8" not in options  # already defended
    assert "defend.1" in options and "defend.6" in options and "defend.10" in options
    state = act(state, 0, "defend.10")  # the snail goes North to Mine 1, not there
    assert state.snail == 1
    assert state.regions[9].defence == "t4" and state.regions[9].defender == 0
    assert state.players[0].pool == 13 + 3 - 1


def test_salt_ring_cancels_the_snails_move_and_destruction_and_gains_a_vote() -> None:
    """T4: when the snail would enter the ringed region, the move is cancelled, the snail stays and skips
    destruction this round; the Ring is discarded, its worker returns to the pool and its owner gains 1
    vote ([R] "the card is resolved, discarded and the player who owns it claims a vote token")."""
    state = researched("t4", snail=1, deck=("east", *FILLER), discard=("sighting", "landfall"))
    state = act(state, 0, "defend.2")
    assert state.round == 2  # the round has played out
    assert state.snail == 1
    assert not any(r.destroyed for r in state.regions)
    assert state.regions[1].defence == ""
    assert state.players[0].votes == 1 and state.players[0].pool == 16
    assert state.buried == ()  # nothing destroyed, nothing discarded


def test_salt_ring_stops_a_burrow() -> None:
    """T4: the Ring also works against a Burrow ("Event 1 move or Burrow")."""
    checked = 0
    for seed in range(12):
        plain = finish_round(
            game(seed=seed, snail=6, deck=("burrow", *FILLER), discard=("sighting", "landfall"))
        )
        target = plain.snail
        if target == 6:
            continue
        state = with_regions(
            game(seed=seed, snail=6, deck=("burrow", *FILLER), discard=("sighting", "landfall")),
            Region(
                id=target,
                rows=((), ()) if target not in (3, 5, 12) else ((), (), ()),
                defence="t4",
                defender=1,
            ),
        )
        state = replace(state, players=players({}, {"pool": 12}, {}))
        state = finish_round(state)
        # The same randomizer is drawn, this time onto the ringed region: the move is cancelled.
        checked += 1
        assert state.snail == 6
        assert not any(r.destroyed for r in state.regions)
        assert state.regions[target - 1].defence == ""
        assert state.players[1].votes == 1 and state.players[1].pool == 13
    assert checked > 6


def test_defenders_save_the_region_and_deal_two_damage() -> None:
    """T5/T6: when the snail enters the defended region it is not destroyed this round and the snail takes 2
    damage (2 event cards face down, ruling GS1; they count for nobody's Monster Killer); the card is
    discarded, the worker returns and its owner gains 1 vote."""
    state = researched(
        "t5",
        intact(2, (1, 2), ()),
        snail=1,
        deck=("east", "north", "south", "west", "burrow"),
        discard=("sighting", "landfall"),
    )
    state = act(state, 0, "defend.2")
    assert state.round == 2
    assert state.snail == 2
    assert not state.regions[1].destroyed and state.regions[1].rows == ((1, 2), ())
    assert state.regions[1].defence == ""
    assert state.buried == ("north", "south")
    assert state.deck == ("west", "burrow")
    assert state.players[0].votes == 1 and state.players[0].pool == 16
    assert [p.claimed for p in state.players] == [0, 0, 0]


@pytest.mark.parametrize("card", ["t4", "t5"])
def test_defence_cards_apply_at_landfall(card: str) -> None:
    """G5 Landfall: "The snail lands on that region (defence cards apply, see T4-T6)"; T4: "At landfall, draw
    another randomizer instead"; T5: the region is not destroyed and the snail takes 2 damage."""
    for seed in range(4):
        plain = finish_round(game(seed=seed, snail=SPACE1, deck=("landfall", *FILLER), discard=("sighting",)))
        target = plain.snail
        rows = ((), (), ()) if target in (3, 5, 12) else ((), ())
        state = with_regions(
            game(seed=seed, snail=SPACE1, deck=("landfall", *FILLER), discard=("sighting",)),
            Region(id=target, rows=rows, defence=card, defender=2),
        )
        state = replace(state, players=players({}, {}, {"pool": 12}))
        state = finish_round(state)
        assert not state.regions[target - 1].destroyed
        if card == "t4":
            assert 1 <= state.snail <= 12 and state.snail != target
            assert state.regions[state.snail - 1].destroyed
        else:
            assert state.snail == target
            assert state.buried == FILLER[:2]
            assert state.players[2].votes == 1 and state.players[2].pool == 13


# ---- Event Phase: the robot ------------------------------------------------------------------------------


def test_the_leader_moves_the_robot_for_two_resources_a_step_up_to_two_steps_with_wrapping() -> None:
    """[R] Event Phase: "Moving the robot requires the leader to spend 2 resources of their choice per point
    of movement, up to a total of 2 points ... region cards are considered to 'wrap'" (ruling 27: only the
    leader pays, any mix)."""
    state = game(
        players=players({"metal": 3, "energy": 3}, {"metal": 9}, {}),
        robot=4,
        sections=ROBOT,
        snail=9,
        deck=("north", *FILLER),
        discard=("sighting", "landfall"),
    )
    state = forfeit_all(state)
    assert state.phase == "robot" and seat_now(state) == 0
    state = act(state, 0, "robot.east.2")
    assert state.robot == 1  # East of 4 wraps to 1
    state = act(state, 0, "robot.north.1")
    assert state.robot == 9  # North of 1 wraps to 9
    assert (state.players[0].metal, state.players[0].energy) == (0, 2)
    assert state.players[1].metal == 9
    assert state.phase != "robot"  # at most 2 steps


def test_the_robot_needs_two_resources_per_step() -> None:
    """[R] Event Phase: 2 resources per point of movement; a leader with 1 resource cannot move it."""
    state = game(
        players=players({"metal": 1}, {"metal": 9}, {}),
        robot=4,
        sections=ROBOT,
        snail=9,
        deck=("north", *FILLER),
        discard=("sighting", "landfall"),
    )
    state = forfeit_all(state)
    assert not [a for a in ids(state, 0) if a.startswith("robot.")]


def test_combat_deals_weapon_damage_first_then_three() -> None:
    """[R] Event Phase: in combat, "starting with the leader and moving clockwise, any player that has
    researched and constructed a weapon attachment may use it ... Once weapons have been used ... the robot
    deals its 3 base damage"; "cards discarded by a player weapon are given to that player" (T3: A Salt
    Rifle, 2 metal + 1 energy, 3 damage; T1: Battle Fork, 1 metal, 1 damage)."""
    state = game(
        leader=1,
        turn=1,
        players=players(
            {"metal": 5, "energy": 5, "weapons": ("t1",), "armed": ("t1",)},
            {"metal": 5, "energy": 5, "weapons": ("t3",), "armed": ("t3",)},
            {"metal": 5, "energy": 5},
        ),
        robot=2,
        sections=ROBOT,
        snail=1,
        # East is revealed, one card is discarded for the ruin, then 11 cards are left to take damage from.
        deck=("east", *FILLER[:12]),
        discard=("sighting", "landfall"),
    )
    state = forfeit_all(state)
    assert state.snail == 2 and state.regions[1].destroyed
    state = act(state, 1, "done")  # the leader leaves the robot on the snail
    assert state.phase == "weapons" and seat_now(state) == 1  # the leader fires first
    state = act(state, 1, "fire.t3")
    assert seat_now(state) == 0  # then clockwise: black has no weapon
    assert "fire.t1" in ids(state, 0)
    state = act(state, 0, "fire.t1")
    assert [p.claimed for p in state.players] == [1, 3, 0]
    assert (state.players[1].metal, state.players[1].energy) == (3, 4)
    assert state.players[0].metal == 4
    # 11 cards: 3 + 1 by weapons, then 3 by the robot.
    assert len(state.deck) == 4
    assert state.snail == 2


def test_weapon_damage_is_claimed_before_the_robots_base_damage_empties_the_deck() -> None:
    """[R] Event Phase: weapons fire before the robot's 3 base damage; ruling 28: when the deck empties the
    snail dies and the remaining damage is lost. With 4 cards left, the Rifle claims 3 and the robot 1."""
    state = game(
        players=players({"metal": 5, "energy": 5, "weapons": ("t3",), "armed": ("t3",)}, {}, {}),
        robot=2,
        sections=ROBOT,
        snail=1,
        deck=("east", "north", "south", "west", "east", "north"),
        discard=("sighting", "landfall"),
    )
    state = forfeit_all(state)
    state = act(state, 0, "done")
    state = act(state, 0, "fire.t3")
    assert state.players[0].claimed == 3
    assert state.snail == DEAD
    assert sorted(state.deck) == sorted(EVENT2)


@pytest.mark.parametrize("energy", [1, 2])
def test_a_weapon_fires_once_per_combat_and_only_when_built_and_paid(energy: int) -> None:
    """Ruling 28: each weapon fires at most once per combat; [R] only a "researched and constructed" weapon
    fires, by "paying a resource cost" (T2 Flambé Thrower: 2 energy; T3 not constructed)."""
    state = game(
        players=players(
            {"metal": 5, "energy": energy, "weapons": ("t1", "t2", "t3"), "armed": ("t1", "t2")}, {}, {}
        ),
        robot=2,
        sections=ROBOT,
        snail=1,
        deck=("east", *FILLER),
        discard=("sighting", "landfall"),
    )
    state = forfeit_all(state)
    state = act(state, 0, "done")
    options = ids(state, 0)
    assert "fire.t1" in options
    assert ("fire.t2" in options) == (energy == 2)
    assert "fire.t3" not in options
    if energy == 2:
        state = act(state, 0, "fire.t1")
        assert state.phase == "weapons" and sorted(ids(state, 0)) == ["done", "fire.t2"]


def test_the_snail_moving_onto_the_robot_still_destroys_the_region_before_combat() -> None:
    """Ruling 23: the event card and destruction come before robot movement and combat; the robot does not
    protect its region ([R] Event Phase order)."""
    state = game(
        players=players({"metal": 2}, {}, {}),
        robot=2,
        sections=ROBOT,
        snail=1,
        deck=("east", *FILLER),
        discard=("sighting", "landfall"),
    )
    state = forfeit_all(state)
    assert state.snail == 2 and state.regions[1].destroyed
    assert state.phase == "robot"
    state = act(state, 0, "done")
    assert state.deck == FILLER[4:]  # East revealed, 1 discarded for the ruin, then 3 damage
    assert state.buried == FILLER[:4]


def test_combat_starts_only_where_the_robot_ends_its_move() -> None:
    """Ruling 27: only the end region matters; the robot passing through the snail's region does not
    start combat. Ending its move on the snail does."""
    fields: dict[str, Any] = {
        "players": players({"metal": 4}, {}, {}),
        "robot": 1,
        "sections": ROBOT,
        "snail": 7,
        "deck": ("west", *FILLER),
        "discard": ("sighting", "landfall"),
    }
    state = forfeit_all(game(**fields))
    assert state.snail == 6
    before = state.deck
    state = act(state, 0, "robot.east.2")  # 1 -> 2
    assert state.robot == 2 and state.deck == before
    state = act(state, 0, "robot.south.2")  # 2 -> 6: ends on the snail
    assert state.robot == 6
    assert state.deck == before[3:]  # the robot's base damage


def test_passing_through_the_snail_does_not_start_combat() -> None:
    """Ruling 27: "Only the end region matters; passing through the snail does not start combat"."""
    state = game(
        players=players({"metal": 4}, {}, {}),
        robot=5,
        sections=ROBOT,
        snail=7,
        deck=("west", *FILLER),
        discard=("sighting", "landfall"),
    )
    state = forfeit_all(state)
    assert state.snail == 6
    deck = state.deck
    state = act(state, 0, "robot.east.2")  # 5 -> 6, the snail's region
    state = act(state, 0, "robot.east.2")  # 6 -> 7
    assert state.robot == 7
    assert state.round == 2 and state.deck == deck  # no damage


# ---- Rebuilding -----------------------------------------------------------------------------------------


def rebuild_position(robot_done: bool) -> GiantSnailState:
    sections = ROBOT if robot_done else ((0, 0), (1, 1), (2, 2), (0, 1), (1, 2), (2, -1))
    return with_regions(
        game(
            players=players({"energy": 2}, {}, {}),
            sections=sections,
            robot=7 if robot_done else 0,
            snail=6,
            deck=("north", *FILLER),
            discard=("sighting", "landfall"),
        ),
        intact(3, (0,), (), ()),
        ruin(1, 0, 1),
    )


@pytest.mark.parametrize("robot_done", [True, False])
def test_a_rebuild_gives_a_vote_only_once_the_robot_is_finished(robot_done: bool) -> None:
    """[R] Rebuilding Regions: the factory worker rebuilds a region whose rebuild slots are all filled, at
    least 1 by that player, paying its cost (G1: Mine, 2 energy); "Once the robot has been completed, the
    act of rebuilding a region awards 1 vote token" (ruling 31: even while the snail lives).

        Mine 1 (ruined) rebuild slots [red blue]      Factory 3 row 1 [red]      red: 2 energy
    """
    state = forfeit_all(rebuild_position(robot_done))
    assert "rebuild.1" in ids(state, 0)
    state = act(state, 0, "rebuild.1")
    assert not state.regions[0].destroyed
    assert state.players[0].energy == 0
    assert state.players[0].votes == (1 if robot_done else 0)
    assert state.regions[2].rows == ((), (), ())  # the Factory worker went with the rebuild
    # Red now places the three workers coming back: its own two and blue's one (tests below).
    assert state.pending == "place" and sorted(state.returning) == [0, 0, 1] and seat_now(state) == 0
    state = place_rest(state)
    assert sorted(w for row in state.regions[0].rows for w in row) == [0, 0, 1]


def rebuilt_mine() -> GiantSnailState:
    """Red has just rebuilt Mine 1 (2 rows of 2 slots) with a Factory worker: red's and blue's workers
    from the rebuild slots and red's Factory worker come back onto it, and red places them."""
    return act(forfeit_all(rebuild_position(True)), 0, "rebuild.1")


def test_the_rebuilder_places_the_returning_workers() -> None:
    """[R] Rebuilding Regions: "Workers that were used to rebuild the region and the factory worker used to
    rebuild it are placed in empty slots on the rebuilt region by the rebuilding player" (ruling 32). On a
    Mine the rows matter (a full row produces for each player in it, ruling 19), so red chooses, one worker
    at a time; the two empty rows are alike, so they are one choice."""
    state = rebuilt_mine()
    assert ids(state, 0) == ["put.0.0", "put.1.0"]
    assert labels(state, 0) == ["Place my worker on row 1 (empty)", "Place {s1}'s worker on row 1 (empty)"]
    state = act(state, 0, "put.1.0")
    assert state.regions[0].rows == ((1,), ())
    assert state.log[0].text == "{s0} places {s1}'s worker on Mine 1, row 1."
    assert labels(state, 0) == ["Place my worker on row 1 (with blue)", "Place my worker on row 2 (empty)"]
    state = act(state, 0, "put.0.0")
    # The last red worker has one place left, so it is placed without asking.
    assert state.regions[0].rows == ((1, 0), (0,))
    assert state.pending == "" and state.returning == ()
    assert [line.text for line in state.log][:2] == [
        "{s0} places their own worker on Mine 1, row 1.",
        "{s0} places their own worker on Mine 1, row 2.",
    ]


def test_the_rebuilder_may_keep_workers_together_or_apart() -> None:
    """Ruling 32: the rebuilding player decides where each worker goes, so the same workers can end up in
    different rows: red's two together make a full red row, or one in each row share them with blue."""
    together = act(act(rebuilt_mine(), 0, "put.0.0"), 0, "put.0.0")
    assert together.regions[0].rows == ((0, 0), (1,)) and together.pending == ""
    apart = act(act(rebuilt_mine(), 0, "put.0.0"), 0, "put.0.1")
    assert apart.regions[0].rows == ((0, 1), (0,)) and apart.pending == ""


def test_placing_with_one_possible_outcome_is_done_for_the_rebuilder() -> None:
    """Forced choices are taken for the player: the robot rebuilds Factory 3 (3 rows of 1 slot) with
    three blue workers, and blue leads, so the region can only end up one way.

        Factory 3 (ruined) rebuild slots [blue blue blue]   the robot on it, the snail dead, blue leads
    """
    state = with_regions(
        game(
            leader=1,
            turn=1,
            players=players({}, {"metal": 2, "energy": 1}, {}),
            sections=ROBOT,
            robot=3,
            snail=DEAD,
            deck=EVENT2,
        ),
        ruin(3, 1, 1, 1),
        ruin(8),
    )
    state = act(forfeit_all(state), 1, "done")  # the robot stays on Factory 3
    state = act(state, 1, "rebuild.3")
    assert state.regions[2].rows == ((1,), (1,), (1,))
    assert state.pending == "" and state.phase != "rebuild"


def rebuilt_lab() -> GiantSnailState:
    """Blue rebuilds R&D Labs 11 (2 rows of 3 slots) with a Factory worker: black's, blue's and red's
    workers from the rebuild slots and blue's Factory worker come back.

        R&D Labs 11 (ruined) rebuild slots [black blue red]     Factory 3 row 1 [blue]
    """
    state = with_regions(
        game(
            leader=1,
            turn=1,
            players=players({}, {"metal": 1, "energy": 2}, {}),
            snail=9,
            deck=("north", *FILLER),
            discard=("sighting", "landfall"),
        ),
        intact(3, (1,), (), ()),
        ruin(11, 2, 1, 0),
    )
    return act(forfeit_all(state), 1, "rebuild.11")


def test_on_a_rebuilt_rd_lab_the_rebuilder_chooses_who_does_not_fit() -> None:
    """Ruling 32: "On R&D Labs, each row may hold only one player's workers. Workers that do not fit go back
    to their owners' pools" [R]; the rebuilder places them, so the rebuilder decides who is left out. Here
    blue gives red a row, then takes the other: black's worker goes back to black's pool."""
    state = rebuilt_lab()
    assert ids(state, 1) == ["put.1.0", "put.2.0", "put.0.0"]  # blue's own first, then clockwise
    state = act(state, 1, "put.0.0")
    assert ids(state, 1) == ["put.1.1", "put.2.1"]  # red's row is closed to others
    state = act(state, 1, "put.1.1")
    # Blue's second worker can only join blue's row, and black's fits nowhere: both done without asking.
    assert state.regions[10].rows == ((0,), (1, 1))
    assert [p.pool for p in state.players] == [13, 13, 14]
    assert "{s2}'s worker does not fit on R&D Labs 11 and goes back to the pool." in [
        x.text for x in state.log
    ]
    assert state.pending == "" and state.returning == ()


def test_a_worker_cannot_be_put_in_another_players_rd_row() -> None:
    """Ruling 32 with [R] Action Phase: an R&D Labs row holds one player's workers, also when the rebuilder
    places them; the refusal says why."""
    state = act(rebuilt_lab(), 1, "put.0.0")
    with pytest.raises(IllegalAction, match="one player's workers only"):
        act(state, 1, "put.1.0")
    with pytest.raises(IllegalAction):
        act(state, 0, "put.0.1")  # only the rebuilder places


def test_a_game_saved_before_placements_were_asked_reads_on() -> None:
    """Stored games migrate: a version 1 state (no ``placing`` or ``returning``) loads as version 2 with
    nothing being placed."""
    state = rebuild_position(True)
    data = json.loads(ENGINE.dump_state(state))
    del data["placing"], data["returning"]
    migrated = ENGINE.state_type.model_validate(ENGINE.migrate_state(data, 1))
    assert migrated == state and migrated.pending == ""


def test_on_a_rebuilt_rd_lab_the_rebuilder_may_leave_out_someone_else() -> None:
    """The same rebuild as above, placed differently: blue's two workers and black's take the rows, and
    red's worker goes home (ruling 32)."""
    state = act(act(rebuilt_lab(), 1, "put.1.0"), 1, "put.2.1")
    assert state.regions[10].rows == ((1, 1), (2,))
    assert [p.pool for p in state.players] == [14, 13, 13]
    assert state.pending == ""


def test_a_rebuild_needs_every_slot_filled_and_one_of_the_players_workers() -> None:
    """[R] Rebuilding Regions: "a region which has a worker in each of its worker slots, of which at least
    1 belongs to that player"."""
    state = with_regions(
        rebuild_position(True), ruin(1, 0), ruin(2, 1, 2), ruin(10, 1, 0)
    )  # Mine 1 half full; Solar 2 full but not red's; Mine 10 full with red
    state = replace(state, players=players({"energy": 2, "metal": 2}, {}, {}))
    state = forfeit_all(state)
    options = ids(state, 0)
    assert "rebuild.1" not in options and "rebuild.2" not in options and "rebuild.10" in options


def test_the_robot_rebuilds_for_the_leader_after_the_snail_dies() -> None:
    """[R] Event Phase: "If the snail has already been defeated ... The leader may now opt to use the robot
    to rebuild the destroyed region that it is on, without using a factory worker. Other requirements ...
    still need to be fulfilled" (ruling 30: the leader needs a worker there, pays, and gains the vote)."""
    state = with_regions(
        game(
            players=players({"metal": 2}, {"metal": 2}, {}),
            sections=ROBOT,
            robot=2,
            snail=DEAD,
            deck=EVENT2,
        ),
        ruin(2, 1, 0),
        ruin(8),
    )
    state = forfeit_all(state)
    state = act(state, 0, "done")  # the robot stays on Solar Farm 2
    assert "rebuild.2" in ids(state, 0)
    state = act(state, 0, "rebuild.2")
    assert not state.regions[1].destroyed
    assert state.players[0].votes == 1 and state.players[0].metal == 1  # 2 metal - 2 + 1 (Grants)


def test_the_robot_cannot_rebuild_without_a_leader_worker_there() -> None:
    """Ruling 30: the rebuild slots must hold at least one of the leader's workers."""
    state = with_regions(
        game(players=players({"metal": 5}, {}, {}), sections=ROBOT, robot=2, snail=DEAD, deck=EVENT2),
        ruin(2, 1, 2),
        ruin(8),
    )
    state = forfeit_all(state)
    state = act(state, 0, "done")
    assert "rebuild.2" not in ids(state, 0)


# ---- Cleanup ---------------------------------------------------------------------------------------------


def test_cleanup_discards_down_to_ten_and_the_leader_token_passes_clockwise() -> None:
    """[R] Cleanup Phase: "If any player has more than 10 resource tokens, they must discard down to 10.
    They can choose which tokens to discard. Pass the leader token clockwise." (ruling 34: metal and energy
    together)."""
    state = game(
        players=players({"metal": 8, "energy": 4}, {"metal": 10}, {"metal": 6, "energy": 5}),
        deck=("sighting", "landfall", *FILLER),
    )
    state = forfeit_all(state)
    assert state.phase == "discard" and seat_now(state) == 0
    assert sorted(ids(state, 0)) == ["discard.0", "discard.1", "discard.2"]
    state = act(state, 0, "discard.2")
    assert seat_now(state) == 2  # blue holds exactly 10
    state = act(state, 2, "discard.0")
    assert [(p.metal, p.energy) for p in state.players] == [(6, 4), (10, 0), (6, 4)]
    assert state.leader == 1 and state.round == 2 and seat_now(state) == 1


def test_the_leader_token_goes_round_the_table() -> None:
    """[R] Cleanup Phase: "Pass the leader token clockwise" (seats 0, 1, 2 sit clockwise)."""
    state = game(leader=2, turn=2, deck=("sighting", "landfall", *FILLER))
    leaders = []
    for _ in range(3):
        state = finish_round(state)
        leaders.append(state.leader)
    assert leaders == [0, 1, 2]


# ---- Technologies ----------------------------------------------------------------------------------------


def test_malacologist_peek_is_private() -> None:
    """T7: "Look privately at the top 3 event cards. Put one in the event discard pile ... and return the
    other two in any order"; ruling GS2: the top 3 below the Event 0 cards; ruling 37: the peek is private
    (LogLine.seat marks private lines); ruling GS1: the discarded card goes face down to ``buried``."""
    state = researched("t7", deck=("sighting", "landfall", "north", "west", "burrow", "east", "south"))
    options = ids(state, 0)
    assert sorted(options) == sorted(f"peek.{d}.{n}" for d in range(3) for n in range(3) if n != d)
    assert ENGINE.is_private_decision(state, 0)
    state = act(state, 0, "peek.1.2")  # discard West; Burrow, then North
    assert state.buried == ("west",)
    assert state.deck[:4] == ("landfall", "burrow", "north", "east")  # Sighting was revealed this round
    public = [line.text for line in state.log if line.seat is None]
    private = [line for line in state.log if line.seat is not None]
    assert private and all(line.seat == 0 for line in private)
    assert any("West" in line.text for line in private)
    for text in public:
        assert "West" not in text and "Burrow" not in text and "North" not in text
    assert ENGINE.view(state, None).known_top == ()
    assert ENGINE.view(state, 1).known_top == ()
    assert ENGINE.view(state, 0).known_top[1:3] == ("Burrow", "North")
    assert "West" not in ENGINE.view(state, None).discard
    assert ENGINE.view(state, None).buried == 1
    assert [p.claimed for p in state.players] == [0, 0, 0]  # T7: it counts as damage, nobody claims it


def test_robotic_labor_builds_a_slot_for_free_and_can_finish_the_robot() -> None:
    """T8: "Place 1 worker from your pool ... on an empty robot construction slot without paying its cost.
    This may flip a section and finish the robot"."""
    sections = ((0, 1), (1, -1), (2, 2), (0, 0), (1, 1), (2, 2))
    state = researched(
        "t8", sections=sections, snail=SPACE1, deck=("landfall", *FILLER), discard=("sighting",)
    )
    assert ids(state, 0) == ["labor.torso"]
    state = act(state, 0, "labor.torso")
    assert state.sections[1] == (1, 0)
    assert state.players[0].pool == 13 + 3 - 1
    assert (state.players[0].metal, state.players[0].energy) == (0, 0)
    assert 1 <= state.robot <= 12


def test_robotic_labor_after_the_robot_returns_two_reserve_workers_to_the_pool() -> None:
    """T8: "If the robot is already finished, instead move 2 of your reserve workers to your pool"."""
    state = researched(
        "t8", sections=ROBOT, robot=7, snail=5, deck=("north", *FILLER), discard=("sighting", "landfall")
    )
    assert (state.players[0].pool, state.players[0].reserve) == (13 + 3 + 2, 5)
    assert state.sections == ROBOT


@pytest.mark.parametrize(("destroyed", "gain"), [(0, 2), (1, 2), (3, 3), (5, 4)])
def test_salvage_gives_one_resource_per_destroyed_region_between_two_and_four(
    destroyed: int, gain: int
) -> None:
    """T9: "Gain 1 resource of your choice for each currently destroyed region (minimum 2, maximum 4)"."""
    ruins = [ruin(n) for n in (1, 2, 3, 4, 5)[:destroyed]]
    state = researched("t9", *ruins, snail=6, deck=("south", *FILLER), discard=("sighting", "landfall"))
    options = ids(state, 0)
    assert sorted(options) == sorted(f"salvage.{m}" for m in range(gain + 1))
    state = act(state, 0, "salvage.1")
    assert (state.players[0].metal, state.players[0].energy) == (1, gain - 1)


# ---- Event 2 cards (G7) ----------------------------------------------------------------------------------


def after_the_snail(top: str, **fields: Any) -> GiantSnailState:
    base: dict[str, Any] = {
        "snail": DEAD,
        "robot": 7,
        "sections": ROBOT,
        "deck": (top, *[c for c in EVENT2 if c != top]),
    }
    base.update(fields)
    return with_regions(game(**base), ruin(4))


def test_reconstruction_grants_and_refugees_return() -> None:
    """G7: E2-1 "Each player gains 1 metal and 1 energy"; E2-2 "Each player moves up to 2 of their reserve
    workers into their pool"."""
    state = finish_round(after_the_snail("grants"))
    assert [(p.metal, p.energy) for p in state.players] == [(1, 1)] * 3
    assert state.event2_done == 1
    state = finish_round(after_the_snail("refugees", players=players({"reserve": 1}, {"reserve": 0}, {})))
    assert [(p.pool, p.reserve) for p in state.players] == [(14, 0), (13, 0), (15, 5)]


def test_campaign_trail_sells_a_vote_for_three_resources() -> None:
    """G7: E2-6 "In seating order from the leader, each player may pay 3 resources to gain 1 vote"."""
    state = after_the_snail(
        "campaign", players=players({"metal": 2}, {"metal": 1, "energy": 2}, {"energy": 5})
    )
    state = forfeit_all(state)
    assert state.phase == "campaign" and seat_now(state) == 1  # red cannot pay
    state = act(state, 1, "campaign.1")
    state = act(state, 2, "campaign.0")
    assert [p.votes for p in state.players] == [0, 1, 1]
    assert [(p.metal, p.energy) for p in state.players] == [(2, 0), (0, 0), (0, 2)]


def test_robot_parade_moves_the_robot_for_free() -> None:
    """G7: E2-4 "This Event Phase, moving the robot costs nothing (still at most 2 steps)"."""
    state = forfeit_all(after_the_snail("parade"))
    assert state.phase == "robot"
    # Nobody holds a resource, yet the leader may move the robot twice.
    assert "robot.north" in ids(state, 0)
    state = act(state, 0, "robot.north")  # Mine 7 -> Factory 3
    assert state.robot == 3
    state = act(state, 0, "robot.north")  # Factory 3 -> R&D Labs 11, wrapping North to South
    assert state.robot == 11
    assert state.phase != "robot"  # no third step
    assert (state.players[0].metal, state.players[0].energy) == (0, 0)


def test_aftershock_returns_workers_to_pools_without_killing_them() -> None:
    """G7: E2-5 "The leader draws a randomizer token. If that region is intact, all workers on it return to
    their owners' pools (nobody dies)"."""
    emptied = 0
    for seed in range(6):
        state = after_the_snail("aftershock", seed=seed)
        state = with_regions(state, *(intact(n, (0, 1), (2,)) for n in (1, 2, 7, 8, 9, 10)))
        state = forfeit_all(state)
        cleared = [n for n in (1, 2, 7, 8, 9, 10) if state.regions[n - 1].rows == ((), ())]
        assert len(cleared) <= 1
        assert [p.reserve for p in state.players] == [7, 7, 7]
        if cleared:
            emptied += 1
            assert [p.pool for p in state.players] == [14, 14, 14]
        else:
            assert [p.pool for p in state.players] == [13, 13, 13]
    assert emptied > 0


def public_works_round_2(metal: int, energy: int) -> GiantSnailState:
    """Public Works was resolved in round 1; in round 2 blue may rebuild R&D Labs 11 (G1: 1 metal + 2
    energy) with a Factory worker, holding ``metal`` and ``energy``."""
    state = after_the_snail("works", deck=("works", "refugees", "grants", "parade", "aftershock", "campaign"))
    state = finish_round(state)
    assert state.round == 2
    state = with_regions(state, intact(3, (1,), (), ()), ruin(11, 1, 0, 2))
    return forfeit_all(replace(state, players=players({}, {"metal": metal, "energy": energy}, {})))


@pytest.mark.parametrize(("action", "left"), [("rebuild.11.0", (5, 3)), ("rebuild.11.1", (4, 4))])
def test_public_works_lets_the_rebuilder_choose_which_resource_it_saves(
    action: str, left: tuple[int, int]
) -> None:
    """G7: E2-3 "Until the end of the next round, each rebuild costs 1 fewer resource (the rebuilder
    chooses which)": R&D Labs' 1 metal + 2 energy is paid as 2 energy, or as 1 metal and 1 energy."""
    state = public_works_round_2(5, 5)
    offered = dict(zip(ids(state, 1), labels(state, 1), strict=True))
    assert offered["rebuild.11.0"] == "Rebuild R&D Labs 11: pay 2 energy, no metal"
    assert offered["rebuild.11.1"] == "Rebuild R&D Labs 11: pay 1 metal and 1 energy"
    assert "rebuild.11" not in offered
    state = act(state, 1, action)
    assert (state.players[1].metal, state.players[1].energy) == left


def test_public_works_offers_only_the_payment_the_rebuilder_can_make() -> None:
    """G7 E2-3: with 5 metal and 1 energy, 2 energy cannot be paid, so the discount can only save energy:
    one button, with the price it will cost."""
    state = public_works_round_2(5, 1)
    offered = dict(zip(ids(state, 1), labels(state, 1), strict=True))
    assert offered["rebuild.11"] == "Rebuild R&D Labs 11 (1 metal and 1 energy)"
    assert not any(code.startswith("rebuild.11.") for code in offered)
    state = act(state, 1, "rebuild.11")
    assert (state.players[1].metal, state.players[1].energy) == (4, 0)


# ---- Game end and scoring --------------------------------------------------------------------------------


def test_the_game_ends_after_the_sixth_event_2_card() -> None:
    """[R] Game End: "The game ends when there are no more 'Event 2' cards left in the event deck" (ruling
    33: at the end of the round of the 6th card), even with regions still destroyed."""
    state = with_regions(game(snail=DEAD, deck=("grants",), event2_done=5, discard=EVENT2[1:]), ruin(2))
    state = finish_round(state)
    assert ENGINE.outcome(state) is not None
    assert state.event2_done == 6 and state.deck == ()


def test_the_game_goes_on_while_event_2_cards_remain_and_a_region_is_destroyed() -> None:
    """[R] Game End: neither end condition holds with 1 Event 2 card left and a destroyed region."""
    state = with_regions(game(snail=DEAD, deck=("grants", "works"), event2_done=4), ruin(2))
    state = finish_round(state)
    assert ENGINE.outcome(state) is None and state.round == 2


def test_the_robot_may_still_rebuild_after_the_sixth_event_2_card() -> None:
    """Ruling 33: the game ends at the end of the round in which the 6th Event 2 card is resolved, so the
    robot's rebuild in that Event Phase still happens and scores ([R] "Rebuilding Regions")."""
    state = with_regions(
        game(
            players=players({"metal": 2}, {}, {}),
            sections=ROBOT,
            robot=2,
            snail=DEAD,
            deck=("grants",),
            event2_done=5,
        ),
        ruin(2, 0, 1),
        ruin(8),
    )
    state = forfeit_all(state)
    state = act(state, 0, "done")
    assert "rebuild.2" in ids(state, 0)
    state = place_rest(act(state, 0, "rebuild.2"))
    assert ENGINE.outcome(state) is not None
    assert state.players[0].votes == 1


def test_the_game_ends_when_the_snail_is_dead_and_nothing_is_destroyed() -> None:
    """[R] Game End: "or at the end of a round once all destroyed regions have been rebuilt" (ruling 33:
    only after the snail is dead)."""
    state = finish_round(ending())
    assert ENGINE.outcome(state) is not None
    assert state.event2_done == 1


def test_the_game_goes_on_while_the_snail_lives_even_with_nothing_destroyed() -> None:
    """Ruling 33: the "all rebuilt" condition is ignored while the snail lives."""
    state = finish_round(game(deck=("sighting", "landfall", *FILLER)))
    assert ENGINE.outcome(state) is None and state.round == 2


def test_hail_our_metal_saviour_per_section_majority_and_most_on_the_robot() -> None:
    """[R] Hail Our Metal Saviour: 1 vote per section to the player with more workers in it than anyone
    else, none on a tie; 1 more vote to the player with the most workers on the whole robot. Head and Torso
    red, Left Arm blue, Right Arm black, the Legs tied; red has 5 workers, blue 4, black 3."""
    state = finish_round(ending(sections=((0, 0), (0, 0), (1, 1), (2, 2), (0, 1), (1, 2))))
    assert final_scores(state) == (3, 1, 1)


def test_hail_most_on_the_robot_tied_gives_nothing() -> None:
    """Ruling 35: a tie for the most workers on the robot gives nothing. Red 5, blue 5, black 2; sections:
    red 2, blue 2, black 1, one tied."""
    state = finish_round(ending(sections=((0, 0), (0, 0), (1, 1), (1, 1), (2, 2), (0, 1))))
    assert final_scores(state) == (2, 2, 1)


@pytest.mark.parametrize(
    ("claimed", "scores"),
    [
        ((3, 1, 0), (2, 0, 0)),  # floor(3/3) + most
        ((4, 4, 2), (2, 2, 0)),  # a tie for the most: each tied player gets it
        ((6, 2, 0), (3, 0, 0)),
        ((0, 0, 0), (0, 0, 0)),  # nobody claimed anything: no "most"
        ((2, 1, 1), (1, 0, 0)),
    ],
)
def test_monster_killer(claimed: tuple[int, int, int], scores: tuple[int, int, int]) -> None:
    """[R] Monster Killer: 1 vote per 3 Event 1 cards claimed through weapon damage, and 1 vote for the most
    claimed, a tie giving each tied player 1 (ruling 28: floor(claimed / 3) + most, only if the most is at
    least 1). The robot is empty so Hail gives nothing."""
    state = ending(sections=((-1, -1),) * 6, robot=0, players=players(*({"claimed": c} for c in claimed)))
    state = finish_round(state)
    assert final_scores(state) == scores


def test_nationalism_and_international_cooperation() -> None:
    """[R] Nationalism: the most workers on non-destroyed regions of one's own colour gains 1 vote;
    International Cooperation: the most on other players' non-destroyed regions; a tie gives each tied
    player 1 (ruling 35: workers on destroyed regions do not count; nothing if the most is 0).
    Red: 2 on its Mine 1, 1 on blue's Mine 7. Blue: 2 on its Mine 7, 3 on black's ruined R&D 4. Black: 1
    on its Solar 2 and 2 on red's Solar 8."""
    state = with_regions(
        ending(sections=((-1, -1),) * 6, robot=0, deck=("grants",), event2_done=5),
        intact(1, (0, 0), ()),
        intact(7, (0, 1), (1,)),
        ruin(4, 1, 1, 1),
        intact(2, (2,), ()),
        intact(8, (2, 2), ()),
    )
    state = finish_round(state)
    # Nationalism: red 2, blue 2, black 1 -> red and blue. Cooperation: red 1, blue 0, black 2 -> black.
    assert final_scores(state) == (1, 1, 1)


def test_nationalism_alone_and_cooperation_alone() -> None:
    """[R] Nationalism and International Cooperation, each with a single leader (no other category scores)."""
    state = with_regions(
        ending(sections=((-1, -1),) * 6, robot=0),
        intact(1, (0, 0), (0,)),  # red on its own Mine: 3
        intact(7, (2, 2), ()),  # black on blue's Mine: 2
        intact(9, (1,), ()),  # blue on its own Solar: 1
        intact(12, (1,), (), ()),  # blue on red's Factory: 1
    )
    state = finish_round(state)
    assert final_scores(state) == (1, 0, 1)


def test_equal_votes_share_the_win() -> None:
    """[R] Game End and Scoring: "In the event of a tie, the tied players form a coalition of victory and
    rule Earth together"."""
    state = ending(
        sections=((-1, -1),) * 6, robot=0, players=players({"votes": 2}, {"votes": 2}, {"votes": 1})
    )
    state = finish_round(state)
    result = ENGINE.outcome(state)
    assert result is not None
    assert result.winners == (0, 1)
    assert result.scores == (2, 2, 1)


def test_the_most_votes_wins() -> None:
    """[R] Game End and Scoring: "the player with the most vote tokens is declared President of Earth"."""
    state = ending(
        sections=((-1, -1),) * 6, robot=0, players=players({"votes": 1}, {"votes": 2}, {"votes": 4})
    )
    result = ENGINE.outcome(finish_round(state))
    assert result is not None and result.winners == (2,)


# ---- invariants over whole games -------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_every_colour_always_has_twenty_workers_and_hands_end_rounds_at_ten(seed: int) -> None:
    """[R] Contents: "60 worker tokens (20 each in red, blue and black)" - dead workers go to the reserve,
    never out of the game; [R] Cleanup: nobody starts a round with more than 10 resources. Random legal
    play, checked after every action."""

    rng = random.Random(seed)
    state = ENGINE.new_game(3, seed)
    for _ in range(1500):
        if ENGINE.outcome(state) is not None:
            break
        seat = seat_now(state)
        options = ENGINE.legal_actions(state, seat)
        real = [a for a in options if ENGINE.action_id(a) not in ("back", "forfeit")] or list(options)
        state = ENGINE.apply(state, seat, rng.choice(real))
        state = ENGINE.load_state(ENGINE.dump_state(state))
        assert [all_workers(state, s) for s in range(3)] == [20, 20, 20]
        if state.phase == "actions" and all(p.actions == 0 for p in state.players):
            assert all(p.metal + p.energy <= 10 for p in state.players)
    assert ENGINE.outcome(state) is not None


# ---- more rulings ----------------------------------------------------------------------------------------


def test_rd_rows_resolve_from_the_leader_and_the_market_refills_between() -> None:
    """[R] Resolution Phase b): "Starting from the leader and proceeding clockwise"; "reveal the top card of
    the technology deck and place it in the empty marketplace slot"; ruling 20: a player resolves all the
    rows they want, one at a time, the market refilling before the next; T-rules: when the technology deck
    is empty the market shrinks, and a row cannot be cashed in from an empty market."""
    state = with_regions(
        game(market=("t1", "t2"), tech_deck=("t3",), deck=("sighting", "landfall", *FILLER)),
        intact(6, (0, 0, 0), (0, 0, 0)),
        intact(4, (1, 1, 1), ()),
        intact(11, (2, 2, 2), ()),
    )
    state = forfeit_all(state)
    assert seat_now(state) == 0
    state = act(state, 0, "research.6.0.t1")
    assert sorted(state.market) == ["t2", "t3"] and state.tech_deck == ()
    assert seat_now(state) == 0 and "research.6.1.t3" in ids(state, 0)
    state = act(state, 0, "research.6.1.t2")
    assert state.market == ("t3",)
    assert seat_now(state) == 1
    state = act(state, 1, "research.4.0.t3")
    assert state.market == ()
    assert state.players[0].weapons == ("t1", "t2") and state.players[1].weapons == ("t3",)
    assert state.phase != "research"  # black cannot cash in: the market is empty
    assert state.regions[10].rows == ((2, 2, 2), ())


def test_factory_workers_resolve_one_at_a_time_round_the_table_from_the_leader() -> None:
    """[R] Resolution Phase c): "Starting from the leader and proceeding clockwise"; ruling 21: Factory
    workers resolve one at a time, going round the table from the leader until everyone passes."""
    state = with_regions(
        game(
            leader=1,
            turn=1,
            players=players({"metal": 5}, {"energy": 5}, {"energy": 5}),
            deck=("sighting", "landfall", *FILLER),
        ),
        intact(3, (0,), (1,), (0,)),
        intact(5, (2,), (), ()),
    )
    state = forfeit_all(state)
    order = []
    for action in ("build.head.0", "build.head.1", "build.lleg.0", "build.lleg.1"):
        seat = seat_now(state)
        order.append(seat)
        state = act(state, seat, action)
    assert order == [1, 2, 0, 0]
    assert state.sections[0] == (1, 2) and state.sections[4] == (0, 0)


def test_public_works_ends_after_the_next_round() -> None:
    """G7: E2-3 lasts "until the end of the next round": two rounds later a rebuild costs full price again
    (R&D Labs: 1 metal + 2 energy, G1)."""
    state = after_the_snail("works", deck=("works", "refugees", "parade", "aftershock", "grants", "campaign"))
    state = finish_round(finish_round(state))
    assert state.round == 3
    state = with_regions(state, intact(3, (1,), (), ()), ruin(11, 1, 0, 2))
    short = forfeit_all(replace(state, players=players({}, {"metal": 5, "energy": 1}, {})))
    assert short.phase != "factory"  # blue's Factory worker has nothing it can pay for
    assert short.regions[10].destroyed
    full = forfeit_all(replace(state, players=players({}, {"metal": 5, "energy": 2}, {})))
    assert full.phase == "factory" and "rebuild.11" in ids(full, 1)  # control: full price is payable


def test_the_robot_may_rebuild_in_the_event_phase_in_which_the_snail_dies() -> None:
    """Ruling 29: when the snail dies the current Event Phase is finished, and the robot may rebuild ([R]
    "If the snail has already been defeated ... The leader may now opt to use the robot to rebuild")."""
    state = with_regions(
        game(
            players=players({"metal": 2}, {}, {}),
            sections=ROBOT,
            robot=8,
            snail=1,
            deck=("east",),
            discard=("sighting", "landfall"),
        ),
        ruin(8, 1, 0),
    )
    state = forfeit_all(state)
    assert state.snail == DEAD
    state = act(state, 0, "done")  # the robot stays on Solar Farm 8
    assert "rebuild.8" in ids(state, 0)
    state = act(state, 0, "rebuild.8")
    assert not state.regions[7].destroyed and state.players[0].votes == 1


def test_defenders_damage_can_kill_the_snail() -> None:
    """T5: the Defenders' 2 damage discards event cards; [R] "If at any point there are no more event cards
    left in the event deck, the snail is defeated!"."""
    state = researched(
        "t5", intact(2, (1,), ()), snail=1, deck=("east", "north"), discard=("sighting", "landfall")
    )
    state = act(state, 0, "defend.2")
    assert state.snail == DEAD
    assert not state.regions[1].destroyed
    assert state.players[0].votes == 1
    assert ENGINE.outcome(state) is not None  # ruling 33: the snail is dead and nothing is destroyed


def test_a_worker_placed_on_a_destroyed_region_fills_a_rebuild_slot() -> None:
    """[R] Rebuilding Regions: "Each destroyed region has slots that workers can be allocated to" (G1: a
    ruined Mine has 2); a region with no free slot takes no worker ([R] Action Phase)."""
    state = with_regions(game(), ruin(1, 2))
    state = act(state, 0, "place.1")
    assert state.regions[0].destroyed and sorted(state.regions[0].rebuild) == [0, 2]
    assert "place.1" not in ids(state, 1)


def test_workers_on_rebuild_slots_may_be_relocated_but_defence_workers_may_not() -> None:
    """Ruling 16: workers on region cards, rebuild slots included, may be relocated; workers on defence
    cards are fixed (they mark ownership, [R] Salt Ring and Defenders)."""
    state = with_regions(game(), ruin(1, 0), Region(id=9, rows=((), ()), defence="t5", defender=0))
    state = replace(state, players=players({"pool": 11}, {}, {}))
    moves = [a for a in ids(state, 0) if a.startswith("move.")]
    assert moves == ["move.1"]
    state = act(state, 0, "move.1")
    state = act(state, 0, "to.7")
    assert state.regions[0].rebuild == ()
    assert state.regions[8].defence == "t5" and state.regions[8].defender == 0


def test_the_robot_does_not_rebuild_while_the_snail_lives() -> None:
    """[R] Event Phase: the robot is adapted for construction only "If the snail has already been defeated"."""
    state = with_regions(
        game(
            players=players({"metal": 4}, {}, {}),
            sections=ROBOT,
            robot=8,
            snail=5,
            deck=("north", *FILLER),
            discard=("sighting", "landfall"),
        ),
        ruin(8, 0, 1),
    )
    state = forfeit_all(state)
    assert state.phase == "robot"
    state = act(state, 0, "done")
    assert state.round == 2 and state.regions[7].destroyed
    assert state.players[0].votes == 0 and state.players[0].metal == 4


def test_the_game_ends_in_the_round_the_last_ruin_is_rebuilt_after_the_snail_died() -> None:
    """[R] Game End: "or at the end of a round once all destroyed regions have been rebuilt" (ruling 33)."""
    state = with_regions(
        game(players=players({"energy": 2}, {}, {}), snail=DEAD, deck=EVENT2),
        intact(3, (0,), (), ()),
        ruin(10, 0, 1),
    )
    state = forfeit_all(state)
    state = act(state, 0, "rebuild.10")
    assert ENGINE.outcome(state) is None  # red places the returning workers first
    state = place_rest(state)
    assert ENGINE.outcome(state) is not None
    assert state.round == 1 and state.event2_done == 1


def test_a_game_ends_when_a_malacologist_discarded_event_2_cards() -> None:
    """Ruling 33: the game ends when no Event 2 card is left in the deck. A Malacologist after the
    snail's death can bury some, so counting six resolved cards never ended such a game."""
    state = ENGINE.new_game(3, 1)
    state = replace(
        state,
        snail=DEAD,
        deck=("grants",),
        buried=("parade", "works"),
        event2_done=3,
        regions=tuple(
            replace(r, destroyed=r.id == 5, rows=() if r.id == 5 else r.rows) for r in state.regions
        ),
    )
    assert isinstance(state, GiantSnailState)
    for _ in range(60):
        if ENGINE.outcome(state) is not None:
            break
        seat = min(ENGINE.current_seats(state))
        forfeit = next((a for a in ENGINE.legal_actions(state, seat) if a.code in ("forfeit", "done")), None)
        state = ENGINE.apply(state, seat, forfeit or ENGINE.legal_actions(state, seat)[0])
    outcome = ENGINE.outcome(state)
    assert outcome is not None and outcome.winners
    assert state.round == 1 and not state.deck and state.discard[-1] == "grants"
