"""The As The Earth Crumbles engine beyond the shared conformance suite, as players meet it: menus that fit
Discord, labels in players' words, long build menus split by kind (EC4), and a sentence saying whom the
table waits for. The income option (EC1), turns that end by themselves (EC3) and the view's covered tiles
(G8) are scenarios in tests/test_earthcrumbles_rules.py."""

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
SELECTS = (
    4  # select menus a board message carries for one player's moves (bot.discordside.boardviews.MAX_SELECTS)
)
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
