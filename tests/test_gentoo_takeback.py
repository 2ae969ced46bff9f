"""Which Gentoo Rules moves can be taken back: ``Engine.reveals``, scenario by scenario.

A move can be taken back when it revealed nothing hidden and drew nothing random. In Gentoo the only
secrets are the orders of the face-down piles, the Draw Pile and each Player Pile (ruling 20; which cards
they hold is known, G-A4), and the only randomness is their reshuffles (rulings 9 and 10). So a move
reveals when a card comes off one of those piles while it holds two or more: the Flip that follows the
Choose and Discard steps ([R] Phase II.1), and the Draw that starts the next turn ([R] Phase I.1).

Sources as in tests/test_gentoo_rules.py: the rulebook ([R]),
the shared rulings (section 4(c)) ("ruling N") and docs/rules/gentoo.md (G-A1..G-A5,
"Taking back a move"). Positions are drawn as there:

    s0* in play [Snow Snow Snow]  pile [Hatch Thief] (top first)  used [..., top]   (* = whose turn;
    row: Egg3 Hatch ...   draw: [...] (top first)                                     3 stones, 5 fish)
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from engines import ENGINES
from engines.gentoo.models import GentooState, Pending, Phase, PlayerArea
from support import takeback

ENGINE: Any = ENGINES["gentoo"]
ROOT = Path(__file__).resolve().parent.parent
SNOW3 = ("snow-01", "snow-02", "snow-03")  # three Snow in play: nothing to play, nothing to move
ROW5 = ("hatch-11", "hatch-12", "hatch-13", "hatch-14", "skua-04")  # a row after the Draw
DRAW = ("egg3-01", "egg3-02", "egg3-03")


def _card_ids() -> tuple[str, ...]:
    data = tomllib.loads((ROOT / "data" / "gentoo" / "cards.toml").read_text(encoding="utf-8"))
    return tuple(f"{c['type']}-{i:02d}" for c in data["card"] for i in range(1, c["copies"] + 1))


ALL_CARDS = _card_ids()


def area(
    *in_play: str, pile: tuple[str, ...] = (), used: tuple[str, ...] = (), stones: int = 3, penguins: int = 0
) -> PlayerArea:
    return PlayerArea(pile=pile, in_play=in_play, used=used, stones=stones, fish=5, penguins=penguins)


def position(
    *players: PlayerArea,
    row: tuple[str, ...] = ROW5,
    draw: tuple[str, ...] = DRAW,
    discard: tuple[str, ...] = (),
    phase: Phase = "choose",
    pending: Pending | None = None,
) -> GentooState:
    """Every card not placed is out of the game, so the Draw Pile holds exactly ``draw``."""
    placed = [*row, *draw, *discard, *(c for p in players for c in (*p.pile, *p.in_play, *p.used))]
    assert len(placed) == len(set(placed)) and set(placed) <= set(ALL_CARDS)
    return GentooState(
        seed=1,
        num_players=len(players),
        players=players,
        options=ENGINE.options_type(),
        draw=draw,
        row=row,
        discard=discard,
        removed=tuple(c for c in ALL_CARDS if c not in set(placed)),
        turn=0,
        phase=phase,
        pending=pending,
    )


def move(state: GentooState, seat: int, action_id: str) -> tuple[GentooState, bool]:
    """The position after the move, and whether it revealed something (so stays)."""
    return takeback.move(ENGINE, state, seat, action_id)


# ---- Phase I and the Flip ---------------------------------------------------------------------------


def test_taking_a_choice_card_flips_the_next_card_of_the_player_pile_and_stays() -> None:
    """[R] Phase I.2-3 and II.1: after taking a Choice Card the row shows four, so there is no Discard and
    the Flip turns over the top of the Player Pile, whose order is secret (ruling 20). (Our rules never
    refill the row after a Choose, ruling 8: the one card drawn each turn comes at the start of the turn.)

        s0* in play [Snow Snow Snow]  pile [Egg3 Thief]      row: Hatch Hatch Hatch Hatch Skua
    """
    state = position(area(*SNOW3, pile=("egg3-04", "thief-01")), area(*SNOW3[:0], "snow-04"))
    after, revealed = move(state, 0, "choose.hatch-11")
    assert after.players[0].in_play[-1] == "egg3-04" and after.phase == "play"
    assert revealed


def test_taking_nothing_waits_for_the_discard_and_can_be_taken_back_but_the_discard_flips() -> None:
    """[R] Phase I.2 "You may choose" (ruling 7) and I.3: with five Choice Cards and nothing taken, the
    player must discard one before the Flip; until then nothing has left a face-down pile. The Discard is
    followed by the Flip ([R] Phase II.1), which turns a card over.

        s0* in play [Snow Snow Snow]  pile [Egg3 Thief]      row: Hatch Hatch Hatch Hatch Skua
    """
    state = position(area(*SNOW3, pile=("egg3-04", "thief-01")), area("snow-04"))
    waiting, revealed = move(state, 0, "skip")
    assert waiting.phase == "discard" and not revealed
    flipped, revealed = move(waiting, 0, "discard.skua-04")
    assert flipped.players[0].in_play[-1] == "egg3-04" and revealed


def test_a_flip_from_a_player_pile_of_one_card_reveals_nothing() -> None:
    """G-A4: every card enters a Player Pile in plain sight, so the view lists which cards it holds; only
    their order is secret (ruling 20). A pile of one card has no order: its Flip shows a card everyone
    knew was coming.

        s0* in play [Snow Snow Snow]  pile [Thief]           row: Hatch Hatch Hatch Hatch Skua
    """
    state = position(area(*SNOW3, pile=("thief-01",)), area("snow-04"))
    assert ENGINE.view(state, 1).players[0].pile_cards == ("thief-01",)
    after, revealed = move(state, 0, "choose.hatch-11")
    assert after.players[0].in_play[-1] == "thief-01" and after.phase == "play"
    assert not revealed


def test_a_flip_that_shuffles_the_used_pile_stays_unless_it_holds_one_card() -> None:
    """Ruling 10: an empty Player Pile is refilled by shuffling the Used Pile, then flipped. Shuffling two
    or more cards is a random draw; shuffling one card draws nothing. (The player takes nothing, so the
    Used Pile is as drawn when the Discard step leads to the Flip.)

        s0* in play [Snow Snow Snow]  pile []  used [Egg3 Thief] (or [Thief])   row: Hatch ... Skua
    """
    for used, reveals in ((("egg3-04", "thief-01"), True), (("thief-01",), False)):
        state = position(area(*SNOW3, used=used), area("snow-04"))
        waiting, revealed = move(state, 0, "skip")
        assert not revealed
        after, revealed = move(waiting, 0, "discard.skua-04")
        assert len(after.players[0].in_play) == 4 and after.players[0].used == ()
        assert revealed == reveals, used


# ---- the end of a turn: the next Draw ---------------------------------------------------------------


def test_ending_the_turn_draws_for_the_next_player_and_stays() -> None:
    """[R] "After these two phases, play proceeds to the next player", whose turn starts with the Draw
    ([R] Phase I.1): the top of the Draw Pile, whose order is secret, is turned over.

        s0* in play [Snow Snow Snow Thaw]                    s1 in play [Snow]   draw: [Egg3 Egg3 Egg3]
    """
    state = position(area(*SNOW3, "thaw-01"), area("snow-04"), row=ROW5[:4], phase="play")
    after, revealed = move(state, 0, "play.thaw-01")
    assert after.turn == 1 and after.row[-1] == "egg3-01"
    assert revealed


def test_the_draw_reveals_nothing_from_a_pile_of_one_card_or_when_both_piles_are_empty() -> None:
    """G-A4: the Draw Pile's cards are known by elimination, so drawing its last card shows nothing new;
    ruling 9: with the Draw Pile and the Discard Pile both empty there is no Draw at all. Either way the
    move that ends the turn can be taken back.

        s0* in play [Snow Snow Snow]      s1 in play [Snow]      draw: [Egg3] (or empty), discard: empty
    """
    for draw in (("egg3-01",), ()):
        state = position(area(*SNOW3), area("snow-04"), row=ROW5[:4], draw=draw, phase="play")
        after, revealed = move(state, 0, "pass")
        assert after.turn == 1 and after.row == ROW5[:4] + draw
        assert not revealed, draw


def test_an_empty_draw_pile_refilled_by_shuffling_the_discard_pile_stays() -> None:
    """Ruling 9: "If the Draw Pile is empty, shuffle the Discard Pile to form it": a random draw.

    s0* in play [Snow Snow Snow Thaw]     s1 in play [Snow]     draw: empty   discard: [Egg3 Egg3]
    """
    state = position(
        area(*SNOW3, "thaw-01"),
        area("snow-04"),
        row=ROW5[:4],
        draw=(),
        discard=("egg3-01", "egg3-02"),
        phase="play",
    )
    _, revealed = move(state, 0, "play.thaw-01")
    assert revealed


# ---- two-part moves and the Stone Thief's window ----------------------------------------------------


def test_a_stone_thief_waiting_for_a_vicious_peck_can_be_taken_back_until_the_victim_answers() -> None:
    """Ruling 14: a Stone Thief named at a player who has a stone and a Vicious Peck in their Cards in
    Play opens a window for that player to answer out of turn; the thief's turn is not over yet, so
    nothing has been drawn. The victim's answer ends the turn, and the next turn's Draw turns a card over.
    With two players the victim is named for the thief (G-A2).

        s0* in play [Snow Snow Snow Thief]           s1 in play [Peck] (3 stones)     draw: [Egg3 ...]
    """
    state = position(area(*SNOW3, "thief-01"), area("peck-01"), row=ROW5[:4], phase="play")
    window, revealed = move(state, 0, "play.thief-01")
    assert window.phase == "peck" and ENGINE.current_seats(window) == frozenset({1})
    assert not revealed
    for answer in ("peck.peck-01", "allow"):
        after, revealed = move(window, 1, answer)
        assert after.turn == 1 and after.row[-1] == "egg3-01" and revealed


def test_a_stone_thief_without_a_peck_to_fear_ends_the_turn_and_stays() -> None:
    """Ruling 14: with no Vicious Peck in the victim's Cards in Play the stone is taken at once and the
    turn ends; the next turn's Draw ([R] Phase I.1) turns a card over.

        s0* in play [Snow Snow Snow Thief]           s1 in play [Snow] (3 stones)     draw: [Egg3 ...]
    """
    state = position(area(*SNOW3, "thief-01"), area("snow-04"), row=ROW5[:4], phase="play")
    after, revealed = move(state, 0, "play.thief-01")
    assert [p.stones for p in after.players] == [4, 2] and after.turn == 1
    assert revealed


def test_the_first_click_of_a_two_part_move_can_be_taken_back_its_second_cannot() -> None:
    """G-A3: a Stone Thief with several possible victims, and a hatch whose stone gift must be chosen
    (ruling 12), are two decisions; the first changes nothing hidden. The second ends the turn, and the
    next Draw turns a card over.

        s0* in play [Snow Snow Snow Thief Egg3 Hatch]   s1 in play [Snow]   s2 in play [Snow]
    """
    state = position(
        area(*SNOW3, "thief-01", "egg3-04", "hatch-01"),
        area("snow-04"),
        area("snow-05"),
        row=ROW5[:4],
        phase="play",
    )
    for first, second in (("play.thief-01", "victim.2"), ("hatch.egg3-04.hatch-01", "give.2")):
        asked, revealed = move(state, 0, first)
        assert asked.phase in ("target", "gift") and not revealed
        back, revealed = move(asked, 0, "back")
        assert back.phase == "play" and not revealed
        after, revealed = move(asked, 0, second)
        assert after.turn == 1 and revealed


def test_the_winning_hatch_draws_nothing() -> None:
    """Ruling 18: the game ends the moment a player holds the winning number of penguins, so no next turn
    starts and nothing is drawn. The engine says so; the host keeps a finished game's last move anyway
    (a take-back never changes a result).

        s0* in play [Snow Snow Snow Egg3 Hatch] (4 penguins)     s1 in play [Snow]
    """
    state = position(
        area(*SNOW3, "egg3-04", "hatch-01", penguins=4), area("snow-04"), row=ROW5[:4], phase="play"
    )
    after, revealed = move(state, 0, "hatch.egg3-04.hatch-01")
    assert ENGINE.outcome(after) is not None and not revealed
