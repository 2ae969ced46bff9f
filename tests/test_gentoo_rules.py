"""Scenario tests for Gentoo Rules, written from the rules text, not from the engine.

Sources: the rulebook ([R]), our rulings in section 4(c) of
the game's rulings document ("ruling N" is row N of its table "Rulings (G6–G20)", plus the rows
"(Snow)" and "(extra)"), and ``docs/rules/gentoo.md`` (the engine's added rulings G-A1..G-A3 and the
action ids). Positions are built directly as ``GentooState`` values through ``position()``, which keeps
every one of the 90 cards in exactly one place; ``act()`` checks that again after every move. Each test
draws its position in a comment:

    s0* in play [Snow Snow Thief]  pile [Hatch]  used [..., top]   (* = whose turn; 3 stones, 5 fish
    row: Egg3 Hatch ...                                               unless the sketch says otherwise)

Only the public engine API is used (``ENGINES["gentoo"]``).
"""

from __future__ import annotations

import json
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from engines import ENGINES
from engines.base import IllegalAction, Outcome
from engines.gentoo.engine import GentooEngine
from engines.gentoo.models import GentooOptions, GentooState, Pending, Phase, PlayerArea
from support.registry import registered

ENGINE = registered("gentoo", GentooEngine)
ROOT = Path(__file__).resolve().parent.parent


def _card_ids() -> tuple[str, ...]:
    data = tomllib.loads((ROOT / "data" / "gentoo" / "cards.toml").read_text(encoding="utf-8"))
    return tuple(f"{c['type']}-{i:02d}" for c in data["card"] for i in range(1, c["copies"] + 1))


ALL_CARDS = _card_ids()
SNOW = tuple(c for c in ALL_CARDS if c.startswith("snow-"))


# ---- building positions ------------------------------------------------------------------------


def area(
    *in_play: str,
    pile: tuple[str, ...] = (),
    used: tuple[str, ...] = (),
    stones: int = 3,
    fish: int = 5,
    penguins: int = 0,
    skips: int = 0,
) -> PlayerArea:
    """One player's area. ``pile`` has its top first; ``used`` has its visible top last."""
    return PlayerArea(
        pile=pile, in_play=in_play, used=used, stones=stones, fish=fish, penguins=penguins, skips=skips
    )


def position(
    *players: PlayerArea,
    row: tuple[str, ...] = (),
    discard: tuple[str, ...] = (),
    draw: tuple[str, ...] | None = None,
    turn: int = 0,
    phase: Phase = "choose",
    direction: int = 1,
    pending: Pending | None = None,
    options: GentooOptions | None = None,
    seed: int = 1,
) -> GentooState:
    """A consistent position: cards not mentioned go to the Draw Pile (non-Snow, in id order) or out
    of the game (Snow). With ``draw`` given, the Draw Pile is exactly that and the rest is out of the game.
    The stone supply must stay at 3 per player, as in a real game."""
    mentioned: list[str] = [*row, *discard, *(draw or ())]
    for p in players:
        mentioned += [*p.pile, *p.in_play, *p.used]
    assert len(mentioned) == len(set(mentioned)), (
        f"a card is placed twice: {Counter(mentioned).most_common(2)}"
    )
    assert set(mentioned) <= set(ALL_CARDS), f"unknown cards: {set(mentioned) - set(ALL_CARDS)}"
    assert sum(p.stones for p in players) == 3 * len(players), "stones must total 3 per player"
    rest = [c for c in ALL_CARDS if c not in set(mentioned)]
    if draw is None:
        draw = tuple(c for c in rest if c not in SNOW)
        removed = tuple(c for c in rest if c in SNOW)
    else:
        removed = tuple(rest)
    state = GentooState(
        seed=seed,
        num_players=len(players),
        options=options or GentooOptions(),
        players=players,
        draw=draw,
        row=row,
        discard=discard,
        removed=removed,
        turn=turn,
        direction=direction,
        phase=phase,
        pending=pending,
    )
    assert_all_cards_once(state)
    return state


def all_card_places(state: GentooState) -> list[str]:
    cards = [*state.draw, *state.row, *state.discard, *state.removed]
    for p in state.players:
        cards += [*p.pile, *p.in_play, *p.used]
    return cards


def assert_all_cards_once(state: GentooState) -> None:
    assert sorted(all_card_places(state)) == sorted(ALL_CARDS)


def act(state: GentooState, seat: int, action_id: str) -> GentooState:
    """Apply an action by its id, and check that no card was lost or duplicated."""
    new = ENGINE.apply(state, seat, ENGINE.parse_action(action_id))
    assert_all_cards_once(new)
    assert sum(p.stones for p in new.players) == 3 * new.num_players
    return new


def legal(state: GentooState, seat: int | None = None) -> list[str]:
    return [ENGINE.action_id(a) for a in ENGINE.legal_actions(state, state.turn if seat is None else seat)]


def log_text(state: GentooState) -> str:
    return "\n".join(line.text for line in state.log)


def refused(state: GentooState, seat: int, action_id: str) -> str:
    """Assert that the action raises IllegalAction with a readable sentence and changes nothing."""
    before = ENGINE.dump_state(state)
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(state, seat, ENGINE.parse_action(action_id))
    message = str(err.value)
    assert message[:1].isupper() and message.rstrip().endswith((".", "!", "?")), message
    assert "GentooAction" not in message and "kind=" not in message and "Traceback" not in message
    assert ENGINE.dump_state(state) == before
    return message


def without_step_and_log(state: GentooState) -> dict[str, Any]:
    return state.model_dump(exclude={"step", "log"})


def finish_turn(state: GentooState) -> GentooState:
    """End the current seat's turn by the dullest legal choices (skip, first discard, pass or a move)."""
    seat = state.turn
    for _ in range(10):
        if state.turn != seat or ENGINE.outcome(state) is not None:
            return state
        options = legal(state)
        for preferred in ("skip", "pass"):
            if preferred in options:
                state = act(state, seat, preferred)
                break
        else:
            state = act(state, seat, options[0])
    raise AssertionError("the turn did not end")


SNOW3 = ("snow-01", "snow-02", "snow-03")  # three Snow: nothing to play, nothing to move
ROW4 = ("hatch-11", "hatch-12", "hatch-13", "hatch-14")


# ---- setup [R Setup 1-8] -----------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_six_snow_three_in_play_three_stones_five_fish(players: int) -> None:
    """[R Setup 1, 5-7]: six Snow per player, three of them flipped into play, 3 stones, 5 fish; extra
    Snow is not used [R Setup 1]; the rest is shuffled, four Choice Cards face up [R Setup 2], and the
    first player's Draw has added the fifth [R Phase I.1].

        each seat: in play [Snow Snow Snow]  pile [Snow Snow Snow]  used []
        row: 4 + 1 drawn (no Snow)   removed: the 24 - 6n unused Snow
    """
    state = ENGINE.new_game(players, 5)
    for p in state.players:
        assert len(p.in_play) == 3 and len(p.pile) == 3 and p.used == ()
        assert all(c in SNOW for c in p.in_play + p.pile)
        assert (p.stones, p.fish, p.penguins, p.skips) == (3, 5, 0, 0)
    assert sorted(state.removed) == sorted(set(SNOW) - {c for p in state.players for c in p.in_play + p.pile})
    assert len(state.removed) == 24 - 6 * players
    assert len(state.row) == 5 and len(state.draw) == 66 - 5
    assert not any(c in SNOW for c in state.row + state.draw)
    assert state.discard == ()
    assert state.phase == "choose" and ENGINE.current_seats(state) == frozenset({state.turn})
    assert "drawn" in log_text(state)
    assert_all_cards_once(state)


def test_first_player_is_random_unless_the_host_names_one() -> None:
    """Ruling 19: the first player is random (from the seed), or the host's choice (option)."""
    firsts = {ENGINE.new_game(3, seed).turn for seed in range(30)}
    assert firsts == {0, 1, 2}
    for seat in range(3):
        assert ENGINE.new_game(3, 9, GentooOptions(first_player=seat)).turn == seat
    with pytest.raises(IllegalAction):
        ENGINE.new_game(2, 9, GentooOptions(first_player=3))


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(players: int) -> None:
    """4(c) "Player count and supplies": 2-4 players."""
    with pytest.raises(IllegalAction):
        ENGINE.new_game(players, 1)


# ---- Phase I.1 Draw (ruling 9) -----------------------------------------------------------------


def test_draw_reshuffles_the_discard_pile_when_the_draw_pile_is_empty() -> None:
    """[R Phase I.1] "If you run out of cards in the Draw Pile, shuffle the Discard Pile and use it as the
    new Draw Pile"; ruling 9.

        s0* in play [Snow Snow Snow]   (play step: passes)       s1 in play [Snow Snow Snow]
        row: Hatch Hatch Hatch Hatch   draw: (empty)   discard: Egg3 Thief Seal
    """
    state = position(
        area(*SNOW3),
        area("snow-04", "snow-05", "snow-06"),
        row=ROW4,
        draw=(),
        discard=("egg3-01", "thief-01", "seal-01"),
        phase="play",
    )
    after = act(state, 0, "pass")
    assert after.turn == 1 and after.phase == "choose"
    assert after.row[:4] == ROW4 and len(after.row) == 5
    assert sorted([after.row[4], *after.draw]) == ["egg3-01", "seal-01", "thief-01"]
    assert after.discard == ()


def test_draw_is_skipped_when_draw_and_discard_piles_are_both_empty() -> None:
    """Ruling 9: with both piles empty the Draw is skipped; ruling 8: the row is not refilled and, with
    four or fewer cards, there is no Discard step.

        s0* in play [Snow Snow Snow]  (play step)     s1 in play [Snow Snow Snow]  pile [Snow]
        row: Hatch Hatch Hatch Hatch   draw: -   discard: -
    """
    state = position(
        area(*SNOW3),
        area("snow-04", "snow-05", "snow-06", pile=("snow-07",)),
        row=ROW4,
        draw=(),
        phase="play",
    )
    after = act(state, 0, "pass")
    assert after.turn == 1 and after.phase == "choose" and after.row == ROW4
    after = act(after, 1, "skip")
    assert after.phase != "discard" and after.row == ROW4


# ---- Phase I.2 Choose (rulings 6, 7) -----------------------------------------------------------


def test_a_chosen_card_is_paid_in_fish_and_goes_face_up_to_the_used_pile() -> None:
    """[R Phase I.2] pay the fish shown; ruling 6: the card goes to your Used Pile, face up (its top is
    public, ruling 20); ruling 7: stones are never spent.

        s0* in play [Snow Snow Snow]  pile [Skua]  used [Thief]  fish 5
        row: Seal(2) Hatch(1) Egg3 Thaw Blizzard
    """
    state = position(
        area(*SNOW3, pile=("skua-01",), used=("thief-01",)),
        area("snow-05", "snow-06", "snow-07"),
        row=("seal-01", "hatch-01", "egg3-01", "thaw-01", "blizzard-01"),
    )
    after = act(state, 0, "choose.seal-01")
    me = after.players[0]
    assert me.fish == 3 and me.stones == 3
    assert me.used == ("thief-01", "seal-01")
    assert after.row == ("hatch-01", "egg3-01", "thaw-01", "blizzard-01")
    assert ENGINE.view(after, None).players[0].used_top == "seal-01"
    assert "seal-01" not in me.in_play  # "You may not use this card this turn" [R]


def test_choosing_is_optional() -> None:
    """Ruling 7: choosing is optional ("You may choose" [R]): skip takes nothing and costs nothing.

    s0* in play [Snow Snow Snow]  pile [Thief]   row: Hatch Hatch Hatch Hatch
    """
    state = position(area(*SNOW3, pile=("thief-01",)), area("snow-05", "snow-06", "snow-07"), row=ROW4)
    assert "skip" in legal(state)
    after = act(state, 0, "skip")
    assert after.turn == 0 and after.phase == "play" and after.row == ROW4
    assert after.players[0].fish == 5 and after.players[0].used == ()


FREE = {"choose.egg3-01", "choose.thaw-01", "choose.blizzard-01", "choose.fishing-01"}


@pytest.mark.parametrize(
    ("fish", "offered"),
    [(0, FREE), (1, FREE | {"choose.hatch-01"}), (2, FREE | {"choose.hatch-01", "choose.seal-01"})],
)
def test_cards_you_cannot_pay_for_are_not_offered(fish: int, offered: set[str]) -> None:
    """[R Phase I.2] "you must pay the required number of fish tokens to choose the card"; costs from
    4(c) "Card distribution" (Seal 2, Hatch 1, Egg/Thaw/Blizzard/Gone Fishing 0).

        s0* fish {0,1,2}   row: Seal(2) Hatch(1) Egg3(0) Thaw(0) Blizzard(0)   (Gone Fishing(0) drawn later)
    """
    state = position(
        area(*SNOW3, pile=("snow-04",), fish=fish),
        area("snow-05", "snow-06", "snow-07"),
        row=("seal-01", "hatch-01", "egg3-01", "thaw-01", "blizzard-01"),
    )
    choices = {a for a in legal(state) if a.startswith("choose.")}
    assert choices == offered - {"choose.fishing-01"}
    for card in ("seal-01", "hatch-01"):
        if f"choose.{card}" not in offered:
            refused(state, 0, f"choose.{card}")
    row = ("seal-02", "hatch-02", "fishing-01", "thaw-02", "blizzard-02")
    zero_cost = position(
        area(*SNOW3, pile=("snow-04",), fish=fish), area("snow-05", "snow-06", "snow-07"), row=row
    )
    assert "choose.fishing-01" in legal(zero_cost) and "choose.thaw-02" in legal(zero_cost)


@pytest.mark.parametrize("stones", [0, 2, 3, 4, 5, 6])
def test_an_egg_needs_its_nesting_stones(stones: int) -> None:
    """[R Phase I.2] "may only choose an Egg Card if he or she has the required number of Nesting Stones";
    ruling 7: stones are a threshold and are never spent.

        s0* pile [Skua]  stones {0..6}   row: Egg3 Egg4 Egg5 Hatch Thaw
    """
    others = 3 * 2 - stones
    state = position(
        area(*SNOW3, pile=("skua-01",), stones=stones),
        area("snow-05", "snow-06", "snow-07", stones=others),
        row=("egg3-01", "egg4-01", "egg5-01", "hatch-01", "thaw-01"),
    )
    eggs = {a for a in legal(state) if a.startswith("choose.egg")}
    assert eggs == {f"choose.egg{n}-01" for n in (3, 4, 5) if n <= stones}
    for n in (3, 4, 5):
        if n > stones:
            refused(state, 0, f"choose.egg{n}-01")
    if stones >= 3:
        after = act(state, 0, "choose.egg3-01")
        assert after.players[0].stones == stones and after.players[0].used[-1] == "egg3-01"


def test_a_good_nesting_site_lowers_an_eggs_requirement_by_one_without_using_the_play() -> None:
    """Ruling 7 and [R card list] Good Nesting Site: one Site from your Cards in Play lowers the stones
    needed by one; it goes to the Discard Pile and "does not count as your played card"; limit one per Egg.

        s0* in play [Snow Snow Snow Site Thief]  pile [Snow]  stones 3
        row: Egg4 Egg5 Hatch Hatch Thaw
        -> choose Egg4 with the Site: Egg4 to used, Site to discard, Thief can still be played
    """
    state = position(
        area(*SNOW3, "nest-01", "thief-01", pile=("snow-04",)),
        area("snow-05", "snow-06", "snow-07"),
        row=("egg4-01", "egg5-01", "hatch-01", "hatch-02", "thaw-01"),
    )
    options = legal(state)
    assert "choose.egg4-01.nest-01" in options
    assert "choose.egg4-01" not in options  # 3 stones alone are not enough
    assert not any(a.startswith("choose.egg5-01") for a in options)  # one Site per Egg: 5 - 1 > 3
    after = act(state, 0, "choose.egg4-01.nest-01")
    me = after.players[0]
    assert me.used[-1] == "egg4-01" and "nest-01" not in me.in_play + me.used
    assert after.discard[-1] == "nest-01"
    assert me.fish == 5 and me.stones == 3
    assert after.phase == "play" and "play.thief-01" in legal(after)


def test_two_good_nesting_sites_still_lower_by_only_one() -> None:
    """[R card list] Good Nesting Site: "Limit one per Egg" (ruling 7: **one** Site).

    s0* in play [Snow Snow Snow Site Site]  stones 3   row: Egg5 Egg4 Hatch Hatch Hatch
    """
    state = position(
        area(*SNOW3, "nest-01", "nest-02", pile=("snow-04",)),
        area("snow-05", "snow-06", "snow-07"),
        row=("egg5-01", "egg4-01", "hatch-01", "hatch-02", "hatch-03"),
    )
    options = legal(state)
    assert not any(a.startswith("choose.egg5-01") for a in options)
    chosen = [a for a in options if a.startswith("choose.egg4-01.")]
    assert len(chosen) == 1  # G-A1: one choice per card type
    after = act(state, 0, chosen[0])
    sites_left = [c for c in after.players[0].in_play if c.startswith("nest-")]
    assert len(sites_left) == 1 and after.discard[-1].startswith("nest-")


@pytest.mark.parametrize(
    ("stones", "egg", "offered"), [(2, 3, True), (3, 4, True), (4, 5, True), (1, 3, False)]
)
def test_a_good_nesting_site_works_for_every_egg(stones: int, egg: int, offered: bool) -> None:
    """Ruling 7: the Site lowers any Egg's requirement by exactly one (3->2, 4->3, 5->4).

    s0* in play [Snow Snow Snow Site]  pile [Skua]  stones {1..4}   row: Egg{3,4,5} Hatch Hatch Hatch Hatch
    """
    state = position(
        area(*SNOW3, "nest-01", pile=("skua-01",), stones=stones),
        area("snow-05", "snow-06", "snow-07", stones=6 - stones),
        row=(f"egg{egg}-01", "hatch-01", "hatch-02", "hatch-03", "hatch-04"),
    )
    options = legal(state)
    assert f"choose.egg{egg}-01" not in options
    assert (f"choose.egg{egg}-01.nest-01" in options) == offered
    if not offered:
        refused(state, 0, f"choose.egg{egg}-01.nest-01")


def test_a_good_nesting_site_counts_only_from_cards_in_play() -> None:
    """Ruling 7: the Site must be in **your Cards in Play**, not in your Used Pile or the Choice row.

    s0* in play [Snow Snow Snow]  used [Site]  stones 3     row: Egg4 Site Hatch Hatch Hatch
    """
    state = position(
        area(*SNOW3, pile=("snow-04",), used=("nest-01",)),
        area("snow-05", "snow-06", "snow-07"),
        row=("egg4-01", "nest-02", "hatch-01", "hatch-02", "hatch-03"),
    )
    assert not any(a.startswith("choose.egg4-01") for a in legal(state))


def test_a_good_nesting_site_is_optional_when_the_stones_suffice() -> None:
    """docs/rules/gentoo.md, Choose: the Site "may" be used (even with enough stones); without it the Egg
    is taken and the Site stays in play.

        s0* in play [Snow Snow Snow Site]  stones 3   row: Egg3 Hatch Hatch Hatch Hatch
    """
    state = position(
        area(*SNOW3, "nest-01", pile=("snow-04",)),
        area("snow-05", "snow-06", "snow-07"),
        row=("egg3-01", "hatch-01", "hatch-02", "hatch-03", "hatch-04"),
    )
    assert {"choose.egg3-01", "choose.egg3-01.nest-01"} <= set(legal(state))
    after = act(state, 0, "choose.egg3-01")
    assert "nest-01" in after.players[0].in_play and after.discard == ()


def test_a_good_nesting_site_does_not_apply_to_cards_other_than_eggs() -> None:
    """[R card list]: the Site reduces the stones "required to take an Egg"; other cards need no stones.

    s0* in play [Snow Snow Snow Site]   row: Hatch Thief Hatch Hatch Hatch
    """
    state = position(
        area(*SNOW3, "nest-01", pile=("snow-04",)),
        area("snow-05", "snow-06", "snow-07"),
        row=("hatch-01", "thief-01", "hatch-02", "hatch-03", "hatch-04"),
    )
    assert not any(a.startswith("choose.") and a.count(".") == 2 for a in legal(state))


def test_snow_in_the_choice_row_is_free_and_can_be_discarded() -> None:
    """Ruling "(Snow)": a Snow that reaches the Choice row costs nothing to choose, and can be discarded
    in the Discard step like any other card.

        s0* pile [Skua]  fish 0, stones 0   row: Snow Seal Hatch Skua Egg5
    """
    state = position(
        area(*SNOW3, pile=("skua-02",), fish=0, stones=0),
        area("snow-05", "snow-06", "snow-07", stones=6),
        row=("snow-19", "seal-01", "hatch-01", "skua-01", "egg5-01"),
    )
    assert set(legal(state)) == {"choose.snow-19", "skip"}
    took = act(state, 0, "choose.snow-19")
    assert took.players[0].used == ("snow-19",) and took.players[0].fish == 0
    skipped = act(state, 0, "skip")
    assert skipped.phase == "discard" and "discard.snow-19" in legal(skipped)
    after = act(skipped, 0, "discard.snow-19")
    assert after.discard[-1] == "snow-19" and "snow-19" not in after.row


# ---- Phase I.3 Discard (ruling 8) --------------------------------------------------------------


def test_discard_step_only_when_more_than_four_choice_cards_show() -> None:
    """[R Phase I.3] "If there are more than four Choice Cards showing, pick one to discard"; ruling 8.

    s0* in play [Snow Snow Snow]  pile [Thief]   row: Hatch Hatch Hatch Hatch Seal
    choose Seal -> 4 left: no Discard step;  skip -> 5: discard one, it tops the Discard Pile
    """
    row = (*ROW4, "seal-01")
    state = position(area(*SNOW3, pile=("thief-01",)), area("snow-05", "snow-06", "snow-07"), row=row)
    chosen = act(state, 0, "choose.seal-01")
    assert chosen.phase == "play" and chosen.turn == 0 and len(chosen.row) == 4
    refused(chosen, 0, "discard.hatch-11")
    skipped = act(state, 0, "skip")
    assert skipped.phase == "discard" and skipped.turn == 0
    assert {a.split(".")[1] for a in legal(skipped)} == {"hatch-11", "seal-01"}  # G-A1: one per type
    after = act(skipped, 0, "discard.seal-01")
    assert after.row == ROW4 and after.discard == ("seal-01",)


def test_a_row_of_four_is_not_discarded_from() -> None:
    """Ruling 8: the Discard step needs more than four Choice Cards.

    s0* (choose) pile [Thief]  row: Hatch Hatch Hatch Hatch  (Draw skipped: both piles empty)
    """
    state = position(
        area(*SNOW3, pile=("thief-01",)), area("snow-05", "snow-06", "snow-07"), row=ROW4, draw=()
    )
    after = act(state, 0, "skip")
    assert after.phase == "play" and after.turn == 0 and after.row == ROW4


# ---- Phase II.1 Flip (ruling 10) ---------------------------------------------------------------


def test_flip_moves_the_top_of_the_player_pile_into_play_and_keeps_the_fish() -> None:
    """[R Phase II.1] "flip the top card of your Player Pile and add it to your Cards in Play"; fish are
    restored only on a reshuffle.

        s0* in play [Snow Snow Snow]  pile [Thief, Skua]  fish 3   row: 4 Hatch
    """
    state = position(
        area(*SNOW3, pile=("thief-01", "skua-01"), fish=3),
        area("snow-05", "snow-06", "snow-07"),
        row=ROW4,
        draw=(),
    )
    after = act(state, 0, "skip")
    me = after.players[0]
    assert me.in_play == (*SNOW3, "thief-01") and me.pile == ("skua-01",) and me.fish == 3
    assert after.phase == "play" and "play.thief-01" in legal(after)  # the flipped card may be played


@pytest.mark.parametrize("fish", [0, 3, 5])
def test_flip_reshuffles_the_used_pile_and_sets_fish_to_five(fish: int) -> None:
    """[R Phase II.1] with an empty Player Pile, shuffle the Used Pile into it and "restore your fish
    tokens back up to five"; ruling 10: the fish are **set** to 5 (3 becomes 5, not 8). The card chosen
    this turn is in the Used Pile by then [R Phase I.2], so it is shuffled in too.

        s0* in play [Snow Snow Snow]  pile []  used [Hatch Thief Seal]  fish {0,3,5}
        row: Egg3 Hatch Hatch Hatch Hatch   -> choose Egg3 (free), then Flip
    """
    state = position(
        area(*SNOW3, used=("hatch-01", "thief-01", "seal-01"), fish=fish),
        area("snow-05", "snow-06", "snow-07"),
        row=("egg3-01", *ROW4),
    )
    after = act(state, 0, "choose.egg3-01")
    me = after.players[0]
    assert me.fish == 5
    assert me.used == ()
    assert me.in_play[:3] == SNOW3 and len(me.in_play) == 4
    assert sorted([me.in_play[3], *me.pile]) == ["egg3-01", "hatch-01", "seal-01", "thief-01"]


def test_flip_is_skipped_when_player_pile_and_used_pile_are_empty() -> None:
    """Ruling 10: with both piles empty, nothing is flipped and the fish are not restored.

    s0* in play [Snow Snow Snow]  pile []  used []  fish 2    row: 4 Hatch (draw empty)
    """
    state = position(area(*SNOW3, fish=2), area("snow-05", "snow-06", "snow-07"), row=ROW4, draw=())
    after = act(state, 0, "skip")
    me = after.players[0]
    assert me.in_play == SNOW3 and me.fish == 2 and me.pile == () and me.used == ()


# ---- the card taken this turn [R Phase I.2], ruling G-A5 ------------------------------------------


def test_the_card_taken_this_turn_cannot_be_played_when_the_flip_brings_it_straight_into_play() -> None:
    """[R Phase I.2] "Take the Choice Card and add it to your Used Pile ... You may not use this card this
    turn, but it will come into play later when the Used Pile is shuffled and turned into the Player
    Pile." Here "later" is the same turn: s0's Player Pile is empty, so the Flip shuffles the Used Pile
    (only the Thaw just taken) into a new Player Pile and flips it (ruling 10). G-A5: it cannot be played
    before the turn ends, but it may be moved to the Used Pile; on s0's next turn it may be played.

        s0* in play [Snow Snow Snow]  pile []  used []      row: Thaw Hatch Hatch Hatch Hatch (Draw done)
        s1  in play [Snow Snow Snow]  pile [Snow]
        s0 takes Thaw -> Flip: used [Thaw] becomes the pile, Thaw is flipped
        s0* in play [Snow Snow Snow Thaw]   Play: "Play Thaw" is not offered
    """
    state = position(
        area(*SNOW3),
        area("snow-04", "snow-05", "snow-06", pile=("snow-07",)),
        row=("thaw-01", *ROW4),
    )
    after = act(state, 0, "choose.thaw-01")
    me = after.players[0]
    assert after.phase == "play" and after.turn == 0
    assert me.in_play == (*SNOW3, "thaw-01") and me.used == () and me.pile == ()
    assert after.taken == "thaw-01" and ENGINE.view(after, None).taken == "thaw-01"
    assert set(legal(after)) == {"move.snow-01", "move.thaw-01"}
    assert all(ENGINE.label(after, a) != "Play Thaw" for a in ENGINE.legal_actions(after, 0))
    assert "took Thaw this turn" in refused(after, 0, "play.thaw-01")
    assert ENGINE.load_state(ENGINE.dump_state(after)) == after  # the state remembers the card

    after = act(after, 0, "move.snow-01")  # the turn ends, and with it the restriction
    assert after.turn == 1 and after.taken is None
    after = finish_turn(after)
    assert after.turn == 0
    after = act(act(after, 0, "skip"), 0, "discard.hatch-12")
    assert after.phase == "play" and after.players[0].in_play == ("snow-02", "snow-03", "thaw-01", "snow-01")
    assert "play.thaw-01" in legal(after)


@pytest.mark.parametrize(
    ("in_play", "take", "offered"),
    [
        # The Hatch just taken cannot hatch the Egg in play.
        (("snow-01", "snow-02", "egg3-01"), "hatch-01", set()),
        # The Egg just taken cannot be hatched by the Hatch in play.
        (("snow-01", "snow-02", "hatch-02"), "egg3-01", set()),
        # Another Hatch in play still can (G-A1 offers the usable copy).
        (("snow-01", "egg3-01", "hatch-02"), "hatch-01", {"hatch.egg3-01.hatch-02"}),
        # Another Thaw in play may be played in place of the one just taken.
        (("snow-01", "snow-02", "thaw-02"), "thaw-01", {"play.thaw-02"}),
    ],
)
def test_the_card_taken_this_turn_is_not_used_for_a_hatch_or_a_play(
    in_play: tuple[str, ...], take: str, offered: set[str]
) -> None:
    """[R Phase I.2] "You may not use this card this turn"; [R Phase II.2] a hatch needs an Egg and a
    Hatch in play; G-A1 and G-A5. The Flip's reshuffle brings the card just taken into play at once.

        s0* in play [in_play]  pile []  used []      row: take Thaw/Hatch/Hatch/Hatch... (Draw done)
        s0 takes `take` -> s0* in play [in_play + take]
    """
    row = tuple(c for c in ("thaw-03", "hatch-11", "hatch-12", "hatch-13", "hatch-14") if c != take)[:4]
    state = position(
        area(*in_play),
        area("snow-04", "snow-05", "snow-06", pile=("snow-07",)),
        row=(take, *row),
    )
    after = act(state, 0, f"choose.{take}")
    assert after.players[0].in_play == (*in_play, take) and after.taken == take
    uses = {a for a in legal(after) if a.startswith(("play.", "hatch."))}
    assert uses == offered
    assert all(take not in a for a in uses)


def test_a_game_saved_before_the_taken_card_was_remembered_is_migrated() -> None:
    """Schema version 2 added ``taken`` ([R Phase I.2]); a version 1 state loads with nothing taken."""
    state = act(position(area(*SNOW3), area("snow-04", "snow-05", "snow-06"), row=ROW4), 0, "skip")
    old = json.loads(ENGINE.dump_state(state))
    del old["taken"]
    assert ENGINE.schema_version == 2
    migrated = ENGINE.state_type.model_validate(ENGINE.migrate_state(old, 1))
    assert migrated == state.model_copy(update={"taken": None})
    with pytest.raises(ValueError):
        ENGINE.migrate_state(old, 3)


# ---- Phase II.2 Play (ruling 11) ---------------------------------------------------------------


def test_only_one_card_is_played_per_turn() -> None:
    """Ruling 11: at most one card is played; then the turn passes [R Phase II, "After these two phases,
    play proceeds to the next player"].

        s0* in play [Snow Thaw Blizzard Thief]    s1, s2 in play [Snow Snow Snow]
    """
    state = position(
        area("snow-01", "thaw-01", "blizzard-01", "thief-01"),
        area("snow-04", "snow-05", "snow-06"),
        area("snow-07", "snow-08", "snow-09"),
        row=ROW4,
        phase="play",
    )
    after = act(state, 0, "play.thaw-01")
    assert after.turn == 1 and after.phase == "choose"
    assert ENGINE.legal_actions(after, 0) == ()
    refused(after, 0, "play.blizzard-01")
    assert after.players[0].in_play == ("blizzard-01", "thief-01")


def test_snow_cannot_be_played() -> None:
    """[R card list] Snow: "Cannot be played."

    s0* in play [Snow Snow Snow Thaw] (play step)
    """
    state = position(area(*SNOW3, "thaw-01"), area("snow-04", "snow-05", "snow-06"), row=ROW4, phase="play")
    assert not any(a.startswith("play.snow") for a in legal(state))
    refused(state, 0, "play.snow-01")


def test_an_egg_and_a_hatch_are_played_only_together() -> None:
    """[R Phase II.2] "you may hatch an egg only when you have both an Egg card and a Hatch card showing
    in your Cards in Play"; ruling 11: an Egg is played only with a Hatch, a Hatch only with an Egg.

        a) s0* in play [Snow Snow Egg3]     b) s0* in play [Snow Snow Hatch]  used [Egg3] (top)
        c) s0* in play [Snow Egg3 Hatch]
    """
    only_egg = position(
        area("snow-01", "snow-02", "egg3-01"), area("snow-04", "snow-05", "snow-06"), phase="play"
    )
    assert not any(a.startswith(("play.", "hatch.")) for a in legal(only_egg))
    refused(only_egg, 0, "play.egg3-01")
    only_hatch = position(
        area("snow-01", "snow-02", "hatch-01", used=("egg3-01",)),
        area("snow-04", "snow-05", "snow-06"),
        phase="play",
    )
    assert not any(a.startswith(("play.", "hatch.")) for a in legal(only_hatch))
    refused(only_hatch, 0, "play.hatch-01")
    refused(only_hatch, 0, "hatch.egg3-01.hatch-01")
    both = position(
        area("snow-01", "egg3-01", "hatch-01"), area("snow-04", "snow-05", "snow-06"), phase="play"
    )
    assert "hatch.egg3-01.hatch-01" in legal(both)
    assert "play.hatch-01" not in legal(both) and "play.egg3-01" not in legal(both)


@pytest.mark.parametrize(
    "card",
    [
        "nest-01",  # Good Nesting Site played: nothing to act on
        "peck-01",  # Vicious Peck on your own turn: nothing to block
        "thaw-01",  # Thaw with no Snow in play
        "skua-01",  # Skua with no visible Egg
        "blizzard-01",  # Blizzard with two players
    ],
)
def test_a_card_with_nothing_to_act_on_may_be_played_and_is_discarded(card: str) -> None:
    """Ruling 11 (literal reading): any card in play may be played; with nothing to act on it goes to the
    Discard Pile with no effect. 2 players; no Egg anywhere visible; no Snow in s0's play.

        s0* in play [card Hatch Thief]  stones 3   s1 in play [Snow Snow Snow] penguins 1
    """
    state = position(
        area(card, "hatch-01", "thief-01"),
        area("snow-04", "snow-05", "snow-06", penguins=1),
        row=ROW4,
        phase="play",
    )
    assert f"play.{card}" in legal(state)
    after = act(state, 0, f"play.{card}")
    assert after.discard[-1] == card
    assert after.turn == 1
    assert [(p.stones, p.fish, p.penguins) for p in after.players] == [(3, 5, 0), (3, 5, 1)]
    assert after.players[0].in_play == ("hatch-01", "thief-01")
    assert after.players[1].in_play == ("snow-04", "snow-05", "snow-06")
    assert after.row[:4] == ROW4


# ---- Hatching (ruling 12, 18) ------------------------------------------------------------------


def test_hatching_gives_a_stone_to_the_player_the_hatcher_chooses() -> None:
    """[R Phase II.2] "When you hatch an egg, you must give one of your nesting stones to another
    player"; ruling 12: the hatcher chooses; the penguin comes from the supply; Egg and Hatch are discarded.

        s0* in play [Snow Egg3 Hatch]  stones 3     s1 stones 3     s2 stones 3   (3 players)
    """
    state = position(
        area("snow-01", "egg3-01", "hatch-01"),
        area("snow-04", "snow-05", "snow-06"),
        area("snow-07", "snow-08", "snow-09"),
        row=ROW4,
        phase="play",
    )
    asked = act(state, 0, "hatch.egg3-01.hatch-01")
    assert asked.turn == 0 and ENGINE.current_seats(asked) == frozenset({0})
    assert set(legal(asked)) == {"give.1", "give.2", "back"}
    refused(asked, 0, "give.0")
    after = act(asked, 0, "give.2")
    assert [(p.stones, p.penguins) for p in after.players] == [(2, 1), (3, 0), (4, 0)]
    assert set(after.discard) == {"egg3-01", "hatch-01"}
    assert after.players[0].in_play == ("snow-01",)
    assert after.turn == 1


@pytest.mark.parametrize("egg", ["egg3-01", "egg4-01", "egg5-01"])
def test_hatching_with_two_players_gives_the_stone_to_the_other_player(egg: str) -> None:
    """[R card list] Egg: "combine with Hatch to produce a penguin" (every Egg, whatever its stones);
    ruling 12 with one possible receiver (G-A2: a single choice is made for the player).

        s0* in play [Snow Egg{3,4,5} Hatch]  stones 3    s1 stones 3
    """
    state = position(
        area("snow-01", egg, "hatch-01"), area("snow-04", "snow-05", "snow-06"), row=ROW4, phase="play"
    )
    after = act(state, 0, f"hatch.{egg}.hatch-01")
    assert [(p.stones, p.penguins) for p in after.players] == [(2, 1), (4, 0)]
    assert set(after.discard) == {egg, "hatch-01"} and after.turn == 1


def test_hatching_with_no_stones_still_hatches() -> None:
    """[R Phase II.2] "If you have no nesting stones, you can still hatch your egg" (ruling 12).

    s0* in play [Snow Egg3 Hatch]  stones 0    s1 stones 5    s2 stones 4
    """
    state = position(
        area("snow-01", "egg3-01", "hatch-01", stones=0),
        area("snow-04", "snow-05", "snow-06", stones=5),
        area("snow-07", "snow-08", "snow-09", stones=4),
        row=ROW4,
        phase="play",
    )
    after = act(state, 0, "hatch.egg3-01.hatch-01")
    assert [(p.stones, p.penguins) for p in after.players] == [(0, 1), (5, 0), (4, 0)]
    assert after.turn == 1 and set(after.discard) == {"egg3-01", "hatch-01"}


def test_the_fifth_penguin_wins_at_once() -> None:
    """[R Winning] "The first player to collect five penguin tokens wins"; ruling 18: at once.

    s0* in play [Snow Egg3 Hatch]  penguins 4      s1 penguins 3
    """
    state = position(
        area("snow-01", "egg3-01", "hatch-01", penguins=4),
        area("snow-04", "snow-05", "snow-06", penguins=3),
        row=ROW4,
        phase="play",
    )
    after = act(state, 0, "hatch.egg3-01.hatch-01")
    outcome = ENGINE.outcome(after)
    assert isinstance(outcome, Outcome)
    assert outcome.winners == (0,) and tuple(outcome.scores) == (5, 3)
    assert ENGINE.current_seats(after) == frozenset()
    assert ENGINE.legal_actions(after, 1) == () and ENGINE.legal_actions(after, 0) == ()
    assert after.players[0].penguins == 5
    with pytest.raises(IllegalAction):
        ENGINE.apply(after, 1, ENGINE.parse_action("skip"))


def test_the_winning_hatch_with_a_gift_ends_the_game() -> None:
    """Ruling 18 with three players: the hatch that collects the fifth penguin ends the game.

    s0* in play [Snow Egg3 Hatch]  penguins 4    s1, s2 penguins 0
    """
    state = position(
        area("snow-01", "egg3-01", "hatch-01", penguins=4),
        area("snow-04", "snow-05", "snow-06"),
        area("snow-07", "snow-08", "snow-09"),
        row=ROW4,
        phase="play",
    )
    after = act(state, 0, "hatch.egg3-01.hatch-01")
    if ENGINE.outcome(after) is None:
        after = act(after, 0, "give.1")
    outcome = ENGINE.outcome(after)
    assert outcome is not None and outcome.winners == (0,)


@pytest.mark.parametrize(("target", "wins"), [(4, True), (5, False)])
def test_quick_variant_wins_with_four_penguins(target: int, wins: bool) -> None:
    """4(c) "Card distribution": the optional "first to 4 penguins" variant (penguins_to_win=4).

    s0* in play [Snow Egg3 Hatch]  penguins 3
    """
    state = position(
        area("snow-01", "egg3-01", "hatch-01", penguins=3),
        area("snow-04", "snow-05", "snow-06"),
        row=ROW4,
        phase="play",
        options=GentooOptions(penguins_to_win=target),
    )
    after = act(state, 0, "hatch.egg3-01.hatch-01")
    outcome = ENGINE.outcome(after)
    if wins:
        assert outcome is not None and outcome.winners == (0,)
    else:
        assert outcome is None and ENGINE.current_seats(after) == frozenset({1})


# ---- Skua (ruling 13) --------------------------------------------------------------------------


def skua_table() -> GentooState:
    """s0* in play [Skua Egg3a Snow]          s1 in play [Egg4]  used [Egg3d, Hatch(top)]
    s2 used [Egg3c, Egg3b(top)]             row: Egg5 Hatch Hatch Hatch"""
    return position(
        area("skua-01", "egg3-01", "snow-01"),
        area("egg4-01", used=("egg3-04", "hatch-05")),
        area(used=("egg3-03", "egg3-02")),
        row=("egg5-01", "hatch-01", "hatch-02", "hatch-03"),
        phase="play",
    )


def test_skua_may_target_every_visible_egg_and_no_hidden_one() -> None:
    """[R card list] Skua: "discard any Egg currently visible on the table (Cards in Play, Choice Cards,
    or atop a player's Used Pile)"; ruling 13: your own Eggs too; only the **top** of a Used Pile.
    Position: skua_table()."""
    asked = act(skua_table(), 0, "play.skua-01")
    assert asked.phase == "target" and ENGINE.current_seats(asked) == frozenset({0})
    assert set(legal(asked)) == {
        "target.egg3-01",
        "target.egg4-01",
        "target.egg5-01",
        "target.egg3-02",
        "back",
    }
    refused(asked, 0, "target.egg3-03")  # under the top of s2's Used Pile
    refused(asked, 0, "target.egg3-04")  # under a Hatch


@pytest.mark.parametrize(
    ("egg", "where"),
    [("egg3-01", "own"), ("egg4-01", "other"), ("egg5-01", "row"), ("egg3-02", "used")],
)
def test_skua_discards_the_egg_it_targets(egg: str, where: str) -> None:
    """Ruling 13: the targeted Egg goes to the Discard Pile (with the Skua). Position: skua_table()."""
    after = act(act(skua_table(), 0, "play.skua-01"), 0, f"target.{egg}")
    assert set(after.discard) == {"skua-01", egg}
    assert after.turn == 1
    p0, p1, p2 = after.players
    assert p0.in_play == (("snow-01",) if where == "own" else ("egg3-01", "snow-01"))
    assert p1.in_play == (() if where == "other" else ("egg4-01",))
    assert p1.used == ("egg3-04", "hatch-05")
    assert p2.used == (("egg3-03",) if where == "used" else ("egg3-03", "egg3-02"))
    assert ("egg5-01" in after.row) == (where != "row")


def test_skua_on_the_choice_row_leaves_it_short_and_it_is_not_refilled() -> None:
    """Ruling 8: the row may drop below 4 after a Skua and is not refilled beyond the single Draw; with 4
    showing there is no Discard step. G-A2: a single visible Egg is targeted automatically.

        s0* in play [Skua Snow Snow]   row: Egg3 Hatch Hatch Hatch     s1 in play [Snow Snow Snow]  pile [Seal]
    """
    state = position(
        area("skua-01", "snow-01", "snow-02"),
        area("snow-04", "snow-05", "snow-06", pile=("seal-01",)),
        row=("egg3-01", "hatch-01", "hatch-02", "hatch-03"),
        phase="play",
        draw=("thief-01", "thief-02", "thief-03"),
    )
    after = act(state, 0, "play.skua-01")
    assert set(after.discard) == {"skua-01", "egg3-01"}
    assert after.turn == 1 and after.row == ("hatch-01", "hatch-02", "hatch-03", "thief-01")
    after = act(after, 1, "skip")
    assert after.phase != "discard" and len(after.row) == 4


# ---- Stone Thief and Vicious Peck (ruling 14) --------------------------------------------------


def thief_table(peck_at_target: bool = True) -> GentooState:
    """s0* in play [Snow Snow Snow Thief]    s1 in play [Peck]    s2 in play [Peck]    (3 stones each)
    (with peck_at_target=False, s1's Peck is in its Used Pile instead)"""
    target = area("peck-01") if peck_at_target else area("snow-04", used=("peck-01",))
    return position(
        area(*SNOW3, "thief-01"),
        target,
        area("peck-02"),
        row=ROW4,
        phase="play",
    )


def test_stone_thief_names_another_player_not_yourself() -> None:
    """[R card list] "take a Nesting Stone from any other player" (ruling 14). Position: thief_table()."""
    asked = act(thief_table(), 0, "play.thief-01")
    assert set(legal(asked)) == {"victim.1", "victim.2", "back"}
    refused(asked, 0, "victim.0")


def test_the_thiefs_target_decides_out_of_turn_and_blocks_with_a_vicious_peck() -> None:
    """[R card list] Vicious Peck "blocks a Stone Thief card; you play this card out-of-turn"; ruling 14:
    only the named player may respond, from their own Cards in Play; both cards are discarded and the
    Thief was the thief's Play. Position: thief_table()."""
    window = act(act(thief_table(), 0, "play.thief-01"), 0, "victim.1")
    assert window.phase == "peck" and ENGINE.current_seats(window) == frozenset({1})
    assert set(legal(window, 1)) == {"peck.peck-01", "allow"}
    assert ENGINE.legal_actions(window, 0) == () and ENGINE.legal_actions(window, 2) == ()
    refused(window, 0, "allow")
    refused(window, 2, "peck.peck-02")
    blocked = act(window, 1, "peck.peck-01")
    assert [p.stones for p in blocked.players] == [3, 3, 3]
    assert set(blocked.discard) == {"thief-01", "peck-01"}
    assert blocked.players[1].in_play == () and blocked.players[2].in_play == ("peck-02",)
    assert blocked.turn == 1 and blocked.phase == "choose"  # s0's Play is used up: the turn passed


@pytest.mark.parametrize("answer", ["peck.peck-02", "allow"])
def test_after_the_peck_window_play_goes_on_from_the_thief(answer: str) -> None:
    """Ruling 14 and [R Phase II] "play proceeds to the next player": the out-of-turn answer of a target
    who is not next does not move the turn to (or past) the target. Position: thief_table(), naming s2.

        s0* in play [Snow Snow Snow Thief]    s1 in play [Peck]    s2 in play [Peck]
    """
    window = act(act(thief_table(), 0, "play.thief-01"), 0, "victim.2")
    assert ENGINE.current_seats(window) == frozenset({2})
    refused(window, 1, "peck.peck-01")  # s1 is not the target
    after = act(window, 2, answer)
    assert after.turn == 1 and after.phase == "choose"
    assert [p.stones for p in after.players] == ([3, 3, 3] if answer != "allow" else [4, 3, 2])


def test_the_thiefs_target_may_let_the_stone_go() -> None:
    """Ruling 14: the target decides; not blocking loses the stone to the thief. Position: thief_table()."""
    window = act(act(thief_table(), 0, "play.thief-01"), 0, "victim.1")
    after = act(window, 1, "allow")
    assert [p.stones for p in after.players] == [4, 2, 3]
    assert after.discard == ("thief-01",) and after.players[1].in_play == ("peck-01",)
    assert after.turn == 1


def test_a_thief_without_a_peck_in_the_targets_play_takes_the_stone_at_once() -> None:
    """Ruling 14: the Peck must be in the target's own Cards in Play; a Peck in their Used Pile or
    another player's play gives no window. Position: thief_table(peck_at_target=False)."""
    after = act(act(thief_table(peck_at_target=False), 0, "play.thief-01"), 0, "victim.1")
    assert after.phase != "peck" and after.turn == 1
    assert [p.stones for p in after.players] == [4, 2, 3]
    assert after.players[2].in_play == ("peck-02",) and after.players[1].used == ("peck-01",)


def test_a_thief_naming_a_player_without_stones_does_nothing() -> None:
    """Ruling 14: "If the named player has no stone, nothing happens and there is no Peck window."

    s0* in play [Snow Snow Snow Thief] stones 5    s1 in play [Peck] stones 0    s2 stones 4
    """
    state = position(
        area(*SNOW3, "thief-01", stones=5),
        area("peck-01", stones=0),
        area("snow-04", stones=4),
        row=ROW4,
        phase="play",
    )
    after = act(act(state, 0, "play.thief-01"), 0, "victim.1")
    assert after.phase != "peck" and after.turn == 1
    assert [p.stones for p in after.players] == [5, 0, 4]
    assert after.discard == ("thief-01",) and after.players[1].in_play == ("peck-01",)


def test_with_two_players_the_thief_names_the_other_player_automatically() -> None:
    """G-A2: a single possible target is chosen for the player; the target still decides about the Peck.

    s0* in play [Snow Snow Thief]     s1 in play [Peck Snow]
    """
    state = position(
        area("snow-01", "snow-02", "thief-01"), area("peck-01", "snow-04"), row=ROW4, phase="play"
    )
    window = act(state, 0, "play.thief-01")
    assert window.phase == "peck" and ENGINE.current_seats(window) == frozenset({1})
    after = act(window, 1, "allow")
    assert [p.stones for p in after.players] == [4, 2]


# ---- Leopard Seal (ruling 15) ------------------------------------------------------------------


@pytest.mark.parametrize(("penguins", "left"), [(2, 1), (0, 0)])
def test_leopard_seal_costs_a_penguin_back_to_the_supply(penguins: int, left: int) -> None:
    """[R card list] "force another player to lose one penguin token"; ruling 15: it returns to the
    supply; with no penguin, no effect.

        s0* in play [Seal Snow Snow] penguins 1    s1 penguins {2,0}    s2 penguins 3
    """
    state = position(
        area("seal-01", "snow-01", "snow-02", penguins=1),
        area("snow-04", "snow-05", "snow-06", penguins=penguins),
        area("snow-07", "snow-08", "snow-09", penguins=3),
        row=ROW4,
        phase="play",
    )
    asked = act(state, 0, "play.seal-01")
    assert set(legal(asked)) == {"victim.1", "victim.2", "back"}
    after = act(asked, 0, "victim.1")
    assert [p.penguins for p in after.players] == [1, left, 3]
    assert after.discard == ("seal-01",) and after.turn == 1


def test_leopard_seal_with_two_players_names_the_other_player_automatically() -> None:
    """Ruling 15 with G-A2 (single target).

    s0* in play [Seal Snow Snow]     s1 penguins 2
    """
    state = position(
        area("seal-01", "snow-01", "snow-02"),
        area("snow-04", "snow-05", "snow-06", penguins=2),
        row=ROW4,
        phase="play",
    )
    after = act(state, 0, "play.seal-01")
    assert [p.penguins for p in after.players] == [0, 1] and after.turn == 1


# ---- Confusing Blizzard and Gone Fishing (ruling 16) -------------------------------------------


def table(players: int, first: tuple[str, ...], **kwargs: Any) -> GentooState:
    """s0* in play [first...], every other seat in play [Snow Snow Snow]; 4 Hatch in the row."""
    others = [area(*SNOW[3 * i : 3 * i + 3]) for i in range(1, players)]
    return position(area(*first), *others, row=ROW4, phase="play", **kwargs)


@pytest.mark.parametrize(("players", "order"), [(3, [2, 1, 0, 2]), (4, [3, 2, 1, 0])])
def test_confusing_blizzard_reverses_the_direction_of_play(players: int, order: list[int]) -> None:
    """[R card list] "Reverse direction of play" (ruling 16).

    s0* in play [Blizzard Snow Snow]     s1.. in play [Snow Snow Snow]
    """
    state = act(table(players, ("blizzard-01", "snow-19", "snow-20")), 0, "play.blizzard-01")
    assert state.direction == -1
    seen = [state.turn]
    for _ in range(len(order) - 1):
        state = finish_turn(state)
        seen.append(state.turn)
    assert seen == order


def test_two_blizzards_restore_the_direction() -> None:
    """[R card list] Blizzard reverses whatever the current direction is.

    s0* in play [Blizzard Snow Snow]  direction reversed (-1), 3 players
    """
    state = act(table(3, ("blizzard-01", "snow-19", "snow-20"), direction=-1), 0, "play.blizzard-01")
    assert state.direction == 1 and state.turn == 1


def test_confusing_blizzard_has_no_effect_with_two_players() -> None:
    """Ruling 16: with 2 players, Blizzard has no effect (still playable, ruling 11).

    s0* in play [Blizzard Snow Snow]     s1 in play [Snow Snow Snow]
    """
    state = act(table(2, ("blizzard-01", "snow-19", "snow-20")), 0, "play.blizzard-01")
    assert state.turn == 1 and state.direction == 1 and state.discard == ("blizzard-01",)
    state = finish_turn(state)
    assert state.turn == 0


def test_gone_fishing_skips_the_next_players_whole_turn() -> None:
    """[R card list] "The next player loses a turn"; ruling 16. The lost turn is the whole turn, so the
    skipped player does not Draw either.

        s0* in play [Fishing Snow Snow]   s1, s2 in play [Snow Snow Snow]   row: 4 Hatch
    """
    state = table(3, ("fishing-01", "snow-19", "snow-20"))
    after = act(state, 0, "play.fishing-01")
    assert after.turn == 2 and after.phase == "choose"
    assert len(after.draw) == len(state.draw) - 1 and len(after.row) == 5
    assert after.players[1].skips == 0
    after = finish_turn(after)
    assert after.turn == 0
    assert finish_turn(after).turn == 1  # one turn lost, not more


def test_gone_fishing_follows_the_current_direction() -> None:
    """Ruling 16: the **next player in the current direction** loses a turn.

    s0* in play [Fishing Snow Snow]  direction -1 (3 players: next is s2)
    """
    after = act(table(3, ("fishing-01", "snow-19", "snow-20"), direction=-1), 0, "play.fishing-01")
    assert after.turn == 1
    assert finish_turn(after).turn == 0


def test_gone_fishing_skips_stack() -> None:
    """Ruling 16: "Several skips stack, one turn each."

    s0* in play [Fishing Snow Snow]    s1 already owes one lost turn (skips 1)    s2
    """
    state = table(3, ("fishing-01", "snow-19", "snow-20"))
    players = list(state.players)
    players[1] = players[1].model_copy(update={"skips": 1})
    state = state.model_copy(update={"players": tuple(players)})
    state = act(state, 0, "play.fishing-01")
    seen = [state.turn]
    for _ in range(4):
        state = finish_turn(state)
        seen.append(state.turn)
    assert seen == [2, 0, 2, 0, 1]


def test_gone_fishing_with_two_players_gives_an_extra_turn() -> None:
    """Ruling 16: with 2 players Gone Fishing gives the player who played it an extra turn (with its own
    Draw).

        s0* in play [Fishing Snow Snow]    s1 in play [Snow Snow Snow]
    """
    state = table(2, ("fishing-01", "snow-19", "snow-20"))
    after = act(state, 0, "play.fishing-01")
    assert after.turn == 0 and after.phase == "choose"
    assert len(after.draw) == len(state.draw) - 1
    after = finish_turn(after)
    assert after.turn == 1


# ---- Thaw (ruling 17) --------------------------------------------------------------------------


@pytest.mark.parametrize("snow_to", ["discard", "removed"])
def test_thaw_melts_a_snow_in_play(snow_to: str) -> None:
    """[R card list] "if you have a Snow card in play, melt it. Discard both the Thaw and the Snow";
    ruling 17: the Snow goes to the Discard Pile, or out of the game with thaw_snow_to="removed".

        s0* in play [Thaw Snow Hatch]
    """
    options = GentooOptions(thaw_snow_to=snow_to)
    state = table(2, ("thaw-01", "snow-19", "hatch-01"), options=options)
    removed_before = len(state.removed)
    after = act(state, 0, "play.thaw-01")
    assert after.players[0].in_play == ("hatch-01",)
    if snow_to == "discard":
        assert set(after.discard) == {"thaw-01", "snow-19"} and len(after.removed) == removed_before
    else:
        assert after.discard == ("thaw-01",) and "snow-19" in after.removed
    assert after.turn == 1


def test_thaw_without_snow_has_no_effect() -> None:
    """Ruling 11 / 17: a Thaw with no Snow in play is discarded with no effect; Snow elsewhere (the Used
    Pile, another player's play) is untouched.

        s0* in play [Thaw Hatch Egg4]  used [Snow]      s1 in play [Snow Snow Snow]
    """
    state = position(
        area("thaw-01", "hatch-01", "egg4-01", used=("snow-19",)),
        area("snow-04", "snow-05", "snow-06"),
        row=ROW4,
        phase="play",
    )
    after = act(state, 0, "play.thaw-01")
    assert after.discard == ("thaw-01",)
    assert after.players[0].used == ("snow-19",) and after.players[0].in_play == ("hatch-01", "egg4-01")
    assert after.players[1].in_play == ("snow-04", "snow-05", "snow-06")


# ---- Phase II.3 Move to Used (ruling "(extra)") ------------------------------------------------


def test_more_than_three_cards_in_play_and_no_play_means_moving_one() -> None:
    """[R Phase II.3] and ruling "(extra)": with more than 3 Cards in Play and no Play, one card must go
    to the Used Pile; "pass" is not offered.

        s0* in play [Snow Snow Snow Hatch] (Hatch cannot be played without an Egg)
    """
    state = position(area(*SNOW3, "hatch-01"), area("snow-04", "snow-05", "snow-06"), row=ROW4, phase="play")
    assert set(legal(state)) == {"move.snow-01", "move.hatch-01"}
    refused(state, 0, "pass")
    after = act(state, 0, "move.hatch-01")
    assert after.players[0].in_play == SNOW3 and after.players[0].used == ("hatch-01",)
    assert after.turn == 1


def test_with_three_cards_in_play_nothing_is_moved() -> None:
    """[R Phase II.3]: the move happens only "if you have more than three Cards in Play"; you may play
    nothing.

        s0* in play [Snow Snow Thief]
    """
    state = position(
        area("snow-01", "snow-02", "thief-01"), area("snow-04", "snow-05", "snow-06"), phase="play"
    )
    assert set(legal(state)) == {"play.thief-01", "pass"}
    refused(state, 0, "move.snow-01")
    after = act(state, 0, "pass")
    assert after.players[0].in_play == ("snow-01", "snow-02", "thief-01") and after.turn == 1


def test_a_player_who_plays_a_card_does_not_also_move_one() -> None:
    """[R Phase II.3] "If you cannot or choose not to play a card, then ... move": after a Play, no move.

    s0* in play [Snow Snow Snow Snow Thaw]   (5 cards)
    """
    state = table(2, ("snow-19", "snow-20", "snow-21", "snow-22", "thaw-01"))
    after = act(state, 0, "play.thaw-01")
    assert after.turn == 1 and len(after.players[0].in_play) == 3 and after.players[0].used == ()


def test_snow_may_always_be_moved_and_is_moved_for_you_when_it_is_all_you_have() -> None:
    """Ruling "(extra)" ("Snow may always be moved this way") with G-A2 (forced steps are taken for the
    player): with only Snow in play after the Flip, one Snow goes to the Used Pile without a click.

        s0* in play [Snow Snow Snow]  pile [Snow]   row: 4 Hatch
    """
    state = position(
        area(*SNOW3, pile=("snow-04",)), area("snow-05", "snow-06", "snow-07"), row=ROW4, draw=("thief-01",)
    )
    after = act(state, 0, "skip")
    me = after.players[0]
    assert after.turn == 1
    assert len(me.in_play) == 3 and len(me.used) == 1 and me.used[0] in SNOW


# ---- G-A1, G-A2, G-A3 (docs/rules/gentoo.md) ----------------------------------------------------


def test_identical_cards_are_offered_once() -> None:
    """G-A1: one choice per card type (two Thieves, two Snow, two Hatches for one Egg type).

    s0* in play [Snow Snow Thief Thief Egg3 Egg3 Hatch Hatch Egg4]
    """
    state = position(
        area(
            "snow-01",
            "snow-02",
            "thief-01",
            "thief-02",
            "egg3-01",
            "egg3-02",
            "hatch-01",
            "hatch-02",
            "egg4-01",
        ),
        area("snow-04", "snow-05", "snow-06"),
        phase="play",
    )
    options = legal(state)
    assert len([a for a in options if a.startswith("play.thief")]) == 1
    assert len([a for a in options if a.startswith("move.snow")]) == 1
    assert len([a for a in options if a.startswith("hatch.egg3")]) == 1
    assert len([a for a in options if a.startswith("hatch.egg4")]) == 1
    assert len(options) == len(set(options))


def test_a_choose_with_nothing_affordable_is_skipped_for_the_player() -> None:
    """G-A2: when the only legal choice in Choose is "take nothing", the engine takes it.

    s0* in play [Snow Snow Snow] (passes)      s1 fish 0, stones 0: in play [Snow Snow Thief]
    row: Hatch Hatch Hatch Hatch, next draw: Seal
    """
    state = position(
        area(*SNOW3, stones=6),
        area("snow-04", "snow-05", "thief-01", fish=0, stones=0),
        row=ROW4,
        draw=("seal-01", "hatch-01"),
        phase="play",
    )
    after = act(state, 0, "pass")
    assert after.turn == 1 and after.phase == "discard"
    assert "skip" not in legal(after)


def test_back_undoes_the_first_half_of_a_two_part_move() -> None:
    """G-A3: "Back" before the second decision returns to the Play step with nothing changed (Skua, Stone
    Thief, Leopard Seal targets; the hatch's stone gift).

        s0* in play [Skua Thief Seal Egg3 Hatch Snow]   s1 [Egg4] penguins 1   s2 [Snow] penguins 1   row: Egg5 ...
    """
    state = position(
        area("skua-01", "thief-01", "seal-01", "egg3-01", "hatch-01", "snow-01"),
        area("egg4-01", penguins=1),
        area("snow-04", penguins=1),
        row=("egg5-01", "hatch-02", "hatch-03", "hatch-04"),
        phase="play",
    )
    for first in ("play.skua-01", "play.thief-01", "play.seal-01", "hatch.egg3-01.hatch-01"):
        half = act(state, 0, first)
        assert "back" in legal(half), first
        back = act(half, 0, "back")
        assert without_step_and_log(back) == without_step_and_log(state), first
        assert set(legal(back)) == set(legal(state))


def test_back_is_refused_when_there_is_nothing_to_take_back() -> None:
    """G-A3: "back" exists only within a two-part move.

    s0* (choose)  row: Hatch Hatch Hatch Hatch
    """
    state = position(area(*SNOW3, pile=("snow-04",)), area("snow-05", "snow-06", "snow-07"), row=ROW4)
    refused(state, 0, "back")


# ---- refusals, seats, ids ----------------------------------------------------------------------


CHOOSE_POSITION_ROW = ("seal-01", "hatch-01", "egg5-01", "thaw-01", "egg3-01")


def choose_position() -> GentooState:
    """s0* (choose) in play [Snow Snow Snow Thief]  fish 1     s1 [Snow Snow Snow]
    row: Seal(2) Hatch Egg5 Thaw Egg3"""
    return position(
        area(*SNOW3, "thief-01", pile=("snow-04",), fish=1),
        area("snow-05", "snow-06", "snow-07"),
        row=CHOOSE_POSITION_ROW,
    )


@pytest.mark.parametrize(
    "action_id",
    [
        "choose.seal-01",  # costs 2 fish
        "choose.egg5-01",  # needs 5 stones
        "choose.skua-01",  # not in the row
        "choose.egg3-01.nest-01",  # no Site in play
        "discard.thaw-01",  # not the Discard step
        "play.thief-01",  # not the Play step yet
        "move.snow-01",
        "pass",
        "hatch.egg3-01.hatch-01",
        "target.egg3-01",
        "victim.1",
        "give.1",
        "peck.peck-01",
        "allow",
        "back",
    ],
)
def test_illegal_actions_raise_a_readable_sentence_and_change_nothing(action_id: str) -> None:
    """Contract (docs/architecture.md): IllegalAction with a sentence a player understands; nothing changes.
    Position: choose_position()."""
    refused(choose_position(), 0, action_id)


def test_acting_out_of_turn_is_refused() -> None:
    """Contract: only current_seats may act; the refusal names whose turn it is. Position:
    choose_position()."""
    state = choose_position()
    assert ENGINE.legal_actions(state, 1) == ()
    message = refused(state, 1, "skip")
    assert "{s0}" in message


@pytest.mark.parametrize(
    "action_id",
    [
        "",
        "Skip",
        "skip.now",
        "choose",
        "choose.",
        "play.snow",
        "victim.x",
        "victim.-1",
        "give.10",
        "x" * 41,
        "pass pass",
    ],
)
def test_malformed_action_ids_raise_illegal_action(action_id: str) -> None:
    """Contract: unparseable ids raise IllegalAction (at parse, or at apply for ids that parse but name
    nothing in this game). Position: choose_position()."""
    state = choose_position()
    before = ENGINE.dump_state(state)
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 0, ENGINE.parse_action(action_id))
    assert ENGINE.dump_state(state) == before


def test_every_legal_action_id_round_trips_and_has_a_short_label() -> None:
    """Contract: action ids ([a-z0-9_.-]{1,40}) round-trip; labels are at most 80 characters. Positions:
    choose_position(), skua_table() after the Skua, thief_table() in the Peck window."""
    states = [choose_position(), act(skua_table(), 0, "play.skua-01")]
    states.append(act(states[-1], 0, "back"))
    states.append(act(act(thief_table(), 0, "play.thief-01"), 0, "victim.1"))
    for state in states:
        for seat in ENGINE.current_seats(state):
            for action in ENGINE.legal_actions(state, seat):
                action_id = ENGINE.action_id(action)
                assert ENGINE.parse_action(action_id) == action
                assert 0 < len(ENGINE.label(state, action)) <= 80


# ---- button labels (G-A1, ruling 11, ruling 13) ---------------------------------------------------


def labels(state: GentooState, seat: int | None = None) -> dict[str, str]:
    """Action id -> button text, for the seat that acts."""
    seat = state.turn if seat is None else seat
    return {ENGINE.action_id(a): ENGINE.label(state, a) for a in ENGINE.legal_actions(state, seat)}


def test_identical_skua_targets_are_offered_once() -> None:
    """G-A1 "identical cards offered once", applied to ruling 13's visible Eggs: two Eggs of one kind in
    the same place are one choice; the same kind in another player's area, or another kind, is another.

        s0* in play [Skua Snow Snow]         s1 in play [Egg3 Egg3 Egg4]    s2 in play [Egg3]
        row: Egg3 Egg3 Hatch Hatch           (3 players)
    """
    state = position(
        area("skua-01", "snow-01", "snow-02"),
        area("egg3-03", "egg3-04", "egg4-01"),
        area("egg3-05"),
        row=("egg3-01", "egg3-02", "hatch-01", "hatch-02"),
        phase="play",
    )
    asked = act(state, 0, "play.skua-01")
    shown = labels(asked)
    assert set(shown) == {"target.egg3-03", "target.egg4-01", "target.egg3-05", "target.egg3-01", "back"}
    assert len(set(shown.values())) == len(shown), "every button reads differently"
    assert shown["target.egg3-01"] == "Egg (3 stones) in the Choice Cards"
    refused(asked, 0, "target.egg3-02")  # the same choice as egg3-01


def test_an_egg_atop_a_used_pile_and_one_in_play_are_two_skua_targets() -> None:
    """[R card list] Skua: "discard any Egg currently visible on the table (Cards in Play, Choice Cards, or
    atop a player's Used Pile)"; ruling 13. The Egg on top of Bob's Used Pile and the Egg of the same kind in
    Bob's Cards in Play are two targets: taking the one in play leaves Bob's Egg to hatch later from the
    Used Pile; taking the one on the Used Pile leaves the one in play ready to hatch. G-A1 merges identical
    cards only within one place.

        s0* in play [Skua Snow Snow]      s1 in play [Egg4 Snow]  used [Hatch, Egg4 (top)]
    """
    state = position(
        area("skua-01", "snow-01", "snow-02"),
        area("egg4-01", "snow-03", used=("hatch-01", "egg4-02")),
        phase="play",
    )
    asked = act(state, 0, "play.skua-01")
    shown = labels(asked)
    assert shown == {
        "target.egg4-01": "Egg (4 stones) in {s1}'s Cards in Play",
        "target.egg4-02": "Egg (4 stones) in {s1}'s Used Pile",
        "back": "Back",
    }
    from_play = act(asked, 0, "target.egg4-01")
    assert from_play.players[1].in_play == ("snow-03",) and from_play.players[1].used == (
        "hatch-01",
        "egg4-02",
    )
    from_used = act(asked, 0, "target.egg4-02")
    assert from_used.players[1].in_play == ("egg4-01", "snow-03") and from_used.players[1].used == (
        "hatch-01",
    )
    assert from_play.players[1] != from_used.players[1]


def test_a_skua_with_two_identical_eggs_in_sight_takes_one_without_asking() -> None:
    """G-A1 and G-A2: two identical Eggs in the Choice Cards are one target, chosen automatically.

    s0* in play [Skua Snow Snow]   s1 in play [Snow Snow Snow]   row: Egg3 Egg3 Hatch Hatch
    """
    state = position(
        area("skua-01", "snow-01", "snow-02"),
        area("snow-04", "snow-05", "snow-06"),
        row=("egg3-01", "egg3-02", "hatch-01", "hatch-02"),
        phase="play",
    )
    assert labels(state)["play.skua-01"] == "Play Skua"
    after = act(state, 0, "play.skua-01")
    assert after.turn == 1 and set(after.discard) == {"skua-01", "egg3-01"}


@pytest.mark.parametrize(
    ("mine", "used", "label"),
    [
        (("egg3-01",), (), "Play Skua (only your own Egg can be hit)"),
        (("egg3-01", "egg4-01"), (), "Play Skua (only your own Eggs can be hit)"),
        (("egg3-01",), ("egg5-01",), "Play Skua (only your own Eggs can be hit)"),
    ],
)
def test_a_skua_that_can_only_hit_your_own_egg_says_so(
    mine: tuple[str, ...], used: tuple[str, ...], label: str
) -> None:
    """Ruling 13: a Skua may take any visible Egg, your own included; when yours are the only ones, the
    button says so (a single one is then taken without asking, G-A2).

        s0* in play [Skua Snow mine...]  used [used]    s1 in play [Snow Snow Snow]   row: Hatch x4
    """
    state = position(
        area("skua-01", "snow-01", *mine, used=used),
        area("snow-04", "snow-05", "snow-06"),
        row=ROW4,
        phase="play",
    )
    assert labels(state)["play.skua-01"] == label


@pytest.mark.parametrize(
    ("card", "others", "label"),
    [
        ("skua-01", {}, "Play Skua (no effect)"),  # ruling 11: no visible Egg
        ("thief-01", {"stones": 0}, "Play Stone Thief (no effect)"),  # ruling 14
        ("thief-01", {}, "Play Stone Thief"),
        ("seal-01", {"penguins": 0}, "Play Leopard Seal (no effect)"),  # ruling 15
        ("seal-01", {"penguins": 1}, "Play Leopard Seal"),
        ("thaw-01", {}, "Play Thaw (no effect)"),  # ruling 11: no Snow in play
        ("blizzard-01", {}, "Play Confusing Blizzard (no effect)"),  # ruling 16: two players
        ("nest-01", {}, "Play Good Nesting Site (no effect)"),  # ruling 11
        ("peck-01", {}, "Play Vicious Peck (no effect)"),  # ruling 11
        ("fishing-01", {}, "Play Gone Fishing"),
    ],
)
def test_a_play_with_no_effect_says_so(card: str, others: dict[str, int], label: str) -> None:
    """Ruling 11: a card whose effect has nothing to act on may still be played (to cycle it), and its
    button says "(no effect)". Two players; s0 holds all the stones when s1 has none.

        s0* in play [card Hatch Egg-less]  (no Snow, no visible Egg)    s1 in play [Hatch Hatch Hatch]
    """
    stones = others.get("stones", 3)
    state = position(
        area(card, "hatch-01", stones=6 - stones),
        area("hatch-02", "hatch-03", "hatch-04", stones=stones, penguins=others.get("penguins", 0)),
        row=ROW4,
        phase="play",
    )
    assert labels(state)[f"play.{card}"] == label


def test_blizzard_with_three_players_has_an_effect() -> None:
    """Ruling 16: with 3+ players the Blizzard reverses play, so its button has no warning.

    s0* in play [Blizzard Snow Snow]   s1, s2 in play [Snow Snow Snow]
    """
    state = position(
        area("blizzard-01", "snow-01", "snow-02"),
        area("snow-04", "snow-05", "snow-06"),
        area("snow-07", "snow-08", "snow-09"),
        row=ROW4,
        phase="play",
    )
    assert labels(state)["play.blizzard-01"] == "Play Confusing Blizzard"


def test_thief_and_seal_targets_say_what_they_hold_in_agreeing_words() -> None:
    """Rulings 14 and 15: naming a player with no stone (no penguin) has no effect; the buttons say so,
    and "1 stone" / "2 stones" agree with their numbers.

        s0* in play [Thief Seal Snow]  stones 4     s1 stones 1, penguins 1    s2 stones 0, penguins 2
        s3 stones 7, penguins 0    (4 players, 12 stones)
    """
    state = position(
        area("thief-01", "seal-01", "snow-01", stones=4),
        area("snow-04", stones=1, penguins=1),
        area("snow-05", stones=0, penguins=2),
        area("snow-06", stones=7),
        row=ROW4,
        phase="play",
    )
    thief = labels(act(state, 0, "play.thief-01"))
    assert thief["victim.1"] == "{s1} (1 stone)"
    assert thief["victim.2"] == "{s2} (no stone: no effect)"
    assert thief["victim.3"] == "{s3} (7 stones)"
    seal = labels(act(state, 0, "play.seal-01"))
    assert seal["victim.1"] == "{s1} (1 penguin)"
    assert seal["victim.2"] == "{s2} (2 penguins)"
    assert seal["victim.3"] == "{s3} (no penguin: no effect)"


# ---- words that agree with their numbers (engines/english.py) -------------------------------------


def test_the_end_summary_agrees_with_its_winners_and_penguins() -> None:
    """Ruling 18: the first to the target wins, alone; the summary's words agree with the number of
    winners and of penguins, so they would read right for a shared win or a single penguin too.

        s0* in play [Egg3 Hatch Snow]  penguins 3    s1 penguins 0     (quick variant: 4 to win)
    """
    state = position(
        area("egg3-01", "hatch-01", "snow-01", penguins=3),
        area("snow-04", "snow-05", "snow-06"),
        row=ROW4,
        phase="play",
        options=GentooOptions(penguins_to_win=4),
    )
    won = act(state, 0, "hatch.egg3-01.hatch-01")
    outcome = ENGINE.outcome(won)
    assert outcome is not None and outcome.summary == "{s0} wins with 4 penguins."
    assert outcome.winners == (0,)
    tied = position(area(penguins=5), area(penguins=5), area(penguins=1), row=ROW4, phase="play")
    assert ENGINE.summary(tied, (0, 1)) == "{s0} and {s1} win with 5 penguins."
    assert ENGINE.summary(tied, (0, 1, 2)) == "{s0}, {s1} and {s2} win with 5 penguins."
    assert ENGINE.summary(tied, (2,)) == "{s2} wins with 1 penguin."


@pytest.mark.parametrize(("penguins", "words"), [(0, "1 penguin"), (1, "2 penguins")])
def test_the_hatch_log_counts_penguins_in_agreeing_words(penguins: int, words: str) -> None:
    """[R Phase II.2] a hatch collects a penguin; the log says how many, as "1 penguin" or "2 penguins".

    s0* in play [Egg3 Hatch Snow]  penguins 0 or 1    s1 in play [Snow Snow Snow]
    """
    state = position(
        area("egg3-01", "hatch-01", "snow-01", penguins=penguins),
        area("snow-04", "snow-05", "snow-06"),
        row=ROW4,
        phase="play",
    )
    text = log_text(act(state, 0, "hatch.egg3-01.hatch-01"))
    assert f"{{s0}} hatches an egg and now has {words}, and gives a Nesting Stone to {{s1}}." in text


@pytest.mark.parametrize(("card", "words"), [("hatch-01", "for 1 fish"), ("seal-01", "for 2 fish")])
def test_the_take_log_counts_fish(card: str, words: str) -> None:
    """[R Phase I.2] the fish paid, in the log. s0* (choose) in play [Snow Snow Snow]  row: card Hatch x3"""
    state = position(
        area(*SNOW3, pile=("snow-04",)),
        area("snow-05", "snow-06", "snow-07"),
        row=(card, "hatch-12", "hatch-13", "hatch-14"),
    )
    assert f"{{s0}} takes {'Hatch' if card.startswith('hatch') else 'Leopard Seal'} {words}." in log_text(
        act(state, 0, f"choose.{card}")
    )


def test_gone_fishing_with_two_players_says_who_plays_again() -> None:
    """Ruling 16: with two players Gone Fishing is an extra turn for the player who played it.

    s0* in play [Fishing Snow Snow]   s1 in play [Snow Snow Snow]
    """
    state = position(
        area("fishing-01", "snow-01", "snow-02"),
        area("snow-04", "snow-05", "snow-06"),
        row=ROW4,
        phase="play",
    )
    text = log_text(act(state, 0, "play.fishing-01"))
    assert "{s0} plays Gone Fishing: {s1} will lose a turn, so {s0} plays again." in text


def test_no_player_facing_text_shows_a_developer_word_or_a_bad_count() -> None:
    """Every log line, label and summary of a few random games: seats only as {sN}, no "1 stones",
    no ids, no engine words."""
    import random as _random
    import re

    bad = re.compile(
        r"\b1 (stones|penguins|turns|cards|Eggs)\b|\bseat \d|\bengine\b|[a-z]+\d?-\d\d|\.py\b|None",
        re.IGNORECASE,
    )
    rng = _random.Random(3)
    for seed in range(6):
        state = ENGINE.new_game(2 + seed % 3, seed)
        while ENGINE.outcome(state) is None:
            seat = min(ENGINE.current_seats(state))
            actions = list(ENGINE.legal_actions(state, seat))
            for action in actions:
                label = ENGINE.label(state, action)
                assert not bad.search(label), label
            state = ENGINE.apply(state, seat, rng.choice(actions))
            for line in state.log:
                assert not bad.search(line.text), line.text
        outcome = ENGINE.outcome(state)
        assert outcome is not None and not bad.search(outcome.summary)


# ---- what is public (ruling 20) ----------------------------------------------------------------


def test_everyone_sees_the_same_view_and_no_deck_order() -> None:
    """Ruling 20: Cards in Play, the top of each Used Pile, the Choice row, stones, fish and penguins are
    public; nothing is private; the order of the Player Piles and the Draw Pile is hidden.

        s0* in play [Snow Thief]  pile [Hatch Skua]  used [Egg3 Seal(top)]  fish 2  penguins 1
        s1 in play [Peck]  stones 3
    """
    state = position(
        area(
            "snow-01",
            "thief-01",
            pile=("hatch-01", "skua-01"),
            used=("egg3-01", "seal-01"),
            fish=2,
            penguins=1,
        ),
        area("peck-01"),
        row=ROW4,
        discard=("thaw-01", "blizzard-01"),
        phase="play",
    )
    public = ENGINE.view(state, None)
    for seat in (0, 1):
        assert ENGINE.view(state, seat).model_copy(update={"viewer": None}) == public
    mine = public.players[0]
    assert mine.in_play == ("snow-01", "thief-01") and mine.used_top == "seal-01" and mine.used_size == 2
    assert (mine.pile_size, mine.stones, mine.fish, mine.penguins) == (2, 3, 2, 1)
    assert public.row == ROW4 and public.discard_top == "blizzard-01"
    reordered = state.model_copy(
        update={
            "draw": tuple(reversed(state.draw)),
            "players": (
                state.players[0].model_copy(update={"pile": ("skua-01", "hatch-01")}),
                state.players[1],
            ),
        }
    )
    assert ENGINE.view(reordered, None) == public
    assert ENGINE.view(reordered, 1) == ENGINE.view(state, 1)


def test_only_the_order_of_the_face_down_piles_is_hidden() -> None:
    """Ruling 20: "The order of the Player Piles and the Draw Pile is hidden"; ruling G-A4: which cards
    lie in every pile is known, since every card moves in plain sight. A determinized state keeps every
    pile's cards and reorders only the Draw Pile and the Player Piles, with a new seed."""
    import random as _random

    engine = ENGINES["gentoo"]
    state = engine.new_game(3, 11)
    rng = _random.Random(4)
    for _ in range(120):  # a few turns in, so Used Piles and the Discard Pile hold cards
        seat = min(engine.current_seats(state))
        state = engine.apply(state, seat, rng.choice(list(engine.legal_actions(state, seat))))
    view = engine.view(state, None)
    assert [p.used for p in view.players] == [p.used for p in state.players]
    assert view.discard == state.discard and view.draw_cards == tuple(sorted(state.draw))
    other = engine.determinize(state, 0, _random.Random(9))
    assert other.seed != state.seed
    assert sorted(other.draw) == sorted(state.draw)
    for mine, theirs in zip(state.players, other.players, strict=True):
        assert sorted(mine.pile) == sorted(theirs.pile)
        assert mine.used == theirs.used and mine.in_play == theirs.in_play
    assert other.discard == state.discard and other.row == state.row
