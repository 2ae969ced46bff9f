"""As The Earth Crumbles as players meet it: menus that fit Discord, labels in players' words, the
income option (EC1), turns that end by themselves (EC3), long build menus split by kind (EC4), and a
sentence saying whom the table waits for."""

from __future__ import annotations

import random
import re

import pytest

from engines.base import replace
from engines.earthcrumbles.engine import EarthEngine
from engines.earthcrumbles.models import EarthState, Player
from support.registry import registered

ENGINE = registered("earthcrumbles", EarthEngine)
SELECT_OPTIONS = 25  # Discord: options in one select menu
SELECTS = 4  # select menus a board message carries for one player's moves (bot.discordside.components.boardbuttons.MAX_SELECTS)
TILE_ID = re.compile(r"\b(?:a|b)-[bgr]\d|\bgp-\d")


def ids(state: EarthState, seat: int) -> list[str]:
    return [ENGINE.action_id(a) for a in ENGINE.legal_actions(state, seat)]


def play(state: EarthState, seat: int, code: str) -> EarthState:
    return ENGINE.apply(state, seat, ENGINE.parse_action(code))


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("income", ["auto", "ask"])
def test_every_menu_fits_and_reads_as_words(players: int, income: str) -> None:
    """Simultaneous answers (income, gas) get one select menu per player, so at most 25 choices; a
    single player's menu may span the board's select menus. Labels are distinct, short, and free of
    tile ids."""
    for seed in range(6):
        state = ENGINE.new_game(players, seed, ENGINE.make_options({"income": income}))
        rng = random.Random(seed)
        while ENGINE.outcome(state) is None:
            seats = sorted(ENGINE.current_seats(state))
            for seat in seats:
                actions = ENGINE.legal_actions(state, seat)
                limit = SELECT_OPTIONS if len(seats) > 1 else SELECT_OPTIONS * SELECTS
                assert 1 <= len(actions) <= limit
                labels = [ENGINE.label(state, a) for a in actions]
                assert len(set(labels)) == len(labels), labels
                for label in labels:
                    assert 0 < len(label) <= 80 and not TILE_ID.search(label), label
                    assert "seat" not in label.lower()
            seat = rng.choice(seats)
            state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))


def _state_at_salvage(tile_id: str, income: str = "auto") -> EarthState:
    """A 2-player game whose active player can take ``tile_id`` (moved to the top of the Earth)."""
    state = ENGINE.new_game(2, 3, ENGINE.make_options({"income": income}))
    earth = list(state.earth)
    other = earth.index(tile_id)
    earth[other], earth[38] = earth[38], earth[other]
    return replace(state, earth=tuple(earth))


def test_a_coin_pickup_is_collected_without_a_click_unless_the_players_asked_for_clicks() -> None:
    """EC1: nobody declines free Coins in "auto"; "ask" offers the bonus or skipping it."""
    auto = _state_at_salvage("b-b1")
    seat = auto.turn
    after = play(auto, seat, "take.b-b1")
    assert after.phase != "bonus" and after.players[seat].coins >= 3
    ask = _state_at_salvage("b-b1", "ask")
    after = play(ask, seat, "take.b-b1")
    assert after.phase == "bonus" and ids(after, seat) == ["bonus", "skip"]
    skipped = play(after, seat, "skip")
    taken = play(after, seat, "bonus")
    assert taken.players[seat].coins - skipped.players[seat].coins == 3


def test_a_turn_with_nothing_to_build_ends_by_itself() -> None:
    """EC3: the turn waits while a Build Point can buy something (Scrap is always possible with a
    Reserve tile), and passes at once when nothing is left to spend the last point on."""
    state = _state_at_salvage("b-g2")
    seat = state.turn
    after = play(state, seat, "take.b-g2")
    assert after.phase == "build" and after.turn == seat
    assert "scrap.b-g2" in ids(after, seat) and "done" in ids(after, seat)
    after = play(after, seat, "scrap.b-g2")
    # One Build Point is left, the Reserve is empty and Fabricate needs two: the turn has passed.
    assert after.turn != seat and after.phase == "salvage"
    assert after.players[seat].coins >= 1 and after.discard == ("b-g2",)


def test_a_long_build_menu_is_split_by_kind_first() -> None:
    """EC4: more than 24 possible build moves become "Build…", "Scrap…", "Fabricate…" first."""
    state = ENGINE.new_game(2, 5)
    seat = state.turn
    reserve = tuple(t for t in state.earth if t and not t.startswith("gp"))[:13]
    players = list(state.players)
    players[seat] = Player(coins=99, reserve=reserve)
    state = replace(state, players=tuple(players), phase="build", bp=2, salvaged=reserve[0])
    menu = ids(state, seat)
    assert menu == ["show.build", "show.scrap", "done"]
    builds = ids(play(state, seat, "show.build"), seat)
    assert builds == [*(f"build.{t}" for t in reserve), "back"]
    sites = ids(play(play(state, seat, "show.build"), seat, f"build.{reserve[0]}"), seat)
    assert sites == [*(f"site.{i}" for i in range(1, 7)), "back"]
    built = play(play(play(state, seat, "show.build"), seat, f"build.{reserve[0]}"), seat, "site.4")
    assert built.players[seat].sites[3] == (reserve[0],) and built.bp == 1
    back = play(play(state, seat, "show.build"), seat, "back")
    assert ids(back, seat) == menu
    # With 12 tiles, 12 builds, 12 scraps and "End my turn" fit in one menu of 25.
    players[seat] = Player(coins=99, reserve=reserve[:12])
    flat = ids(replace(state, players=tuple(players)), seat)
    assert len(flat) == 25 and flat[-1] == "done"


def test_the_table_is_told_whom_it_waits_for() -> None:
    state = ENGINE.new_game(3, 1)
    assert ENGINE.waiting_for(state) == f"It is {{s{state.turn}}}'s turn to salvage a tile."
    rng = random.Random(2)
    seen: set[str] = set()
    while ENGINE.outcome(state) is None and len(seen) < 4:
        seats = sorted(ENGINE.current_seats(state))
        text = ENGINE.waiting_for(state)
        for seat in seats:
            assert f"{{s{seat}}}" in text
        if state.phase in ("income", "gas", "build", "bonus"):
            seen.add(state.phase)
        seat = rng.choice(seats)
        state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
    assert {"income", "build"} <= seen


def test_the_view_says_which_tiles_are_still_covered() -> None:
    """Ruling G8: at the start only the 2 tiles of the top layer are free; taking one frees what it
    alone covered. The view's flag follows the game, whatever the step."""
    state = ENGINE.new_game(2, 4)
    view = ENGINE.view(state, None)
    assert sorted(t.position for t in view.earth if not t.covered) == [38, 39]
    assert {t.position for t in view.earth if t.takeable} == {38, 39}
    after = play(state, state.turn, f"take.{state.earth[38]}")
    view = ENGINE.view(after, None)
    free = {t.position for t in view.earth if not t.covered}
    assert 39 in free and 32 in free  # the 3x2 layer's first tile rested only on the top tile taken
