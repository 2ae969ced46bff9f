"""Scenario tests for Grim Prospects, each citing the rulebook passage or the ruling it checks.

Rulebook: the published rulebook; rulings 1-22: the game's rulings document section
5(c); rulings GP-n: docs/rules/grimprospects.md. Positions are built directly and drawn in comments.
Tunnels are written from the owner outward: the last card is the far end, where collapses start.

Unless a test says otherwise: three players, the arrow clockwise, so s0 attacks s1, s1 attacks s2 and
s2 attacks s0 (each player's Inheritor is the next seat, ruling GP-1).

Cards used (faction, power vs Bunny/Rat/Mole, segment, effect), from data/grimprospects/cards.toml:
  B04 Bunny +1/+1/0 gem Turncoat   B06 Bunny 0/+1/+1 shovel    B07 Bunny 0/+1/+1 gem
  B08 Bunny +1/0/0 shovel          B09 Bunny 0/+1/0 shovel     B10 Bunny 0/0/+1 shovel
  B11 Bunny 0/+1/0 gem Shadow      B13 Bunny +1/+1/-1 gem      B15 Bunny 0/+1/-1 gem Shadow
  B18 Bunny 0/-1/+1 gem            B20 Bunny 0/0/0 shovel
  R01 Rat +1/+1/+1 shovel          R03 Rat +1/+1/0 shovel      R05 Rat +1/+1/0 gem Turncoat
  R07 Rat +1/0/+1 gem              R08 Rat 0/+1/0 shovel       R09 Rat 0/0/+1 shovel
  R10 Rat +1/0/0 shovel            R11 Rat 0/0/+1 gem Shadow   R12 Rat +1/0/0 gem Shadow
  R20 Rat 0/0/0 shovel             M01 Mole +1/+1/+1 shovel    M02 Mole +1/0/+1 shovel
  M03 Mole 0/+1/+1 shovel          M08 Mole 0/0/+1 shovel      M09 Mole +1/0/0 shovel
  M10 Mole 0/+1/0 shovel
"""

from __future__ import annotations

import random

import pytest

from engines.base import IllegalAction
from engines.grimprospects import ArtificialPlayerAgent, GrimProspectsEngine
from engines.grimprospects.data import CARD_BY_ID, CardDataError, parse_cards, sort_cards
from engines.grimprospects.models import GrimProspectsOptions, GrimProspectsState, Phase, PlayerState

ENGINE = GrimProspectsEngine()


def cards(text: str) -> tuple[str, ...]:
    return tuple(text.split())


def person(hand: str = "", **piles: str) -> PlayerState:
    return PlayerState(hand=sort_cards(cards(hand)), **{k: cards(v) for k, v in piles.items()})


def deck(order: str = "", **piles: str) -> PlayerState:
    """An Artificial Player: ``order`` is its face-down deck, top card first."""
    return PlayerState(artificial=True, hand=cards(order), **{k: cards(v) for k, v in piles.items()})


def position(
    *players: PlayerState, phase: Phase = "prepare", clockwise: bool = True, tie_break: str = "gems_then_hand"
) -> GrimProspectsState:
    options = GrimProspectsOptions(
        artificial_seats=tuple(s for s, p in enumerate(players) if p.artificial),
        tie_break=tie_break,
    )
    return GrimProspectsState(
        seed=7, num_players=len(players), options=options, phase=phase, clockwise=clockwise, players=players
    )


def play(state: GrimProspectsState, *moves: tuple[int, str]) -> GrimProspectsState:
    for seat, action_id in moves:
        state = ENGINE.apply(state, seat, ENGINE.parse_action(action_id))
    return state


def nobody_fights(state: GrimProspectsState, *seats: int) -> GrimProspectsState:
    for seat in seats:
        state = play(state, (seat, "prep.thug.none"), (seat, "prep.guard.none"))
    return state


def ids(state: GrimProspectsState, seat: int) -> list[str]:
    return [ENGINE.action_id(a) for a in ENGINE.legal_actions(state, seat)]


# ---- the round's phases ---------------------------------------------------------------------------


def test_the_deal_gives_twenty_cards_to_each_of_three_and_thirty_to_each_of_two() -> None:
    # Rulebook, Setup ("deal one card face-down to each player until the deck is empty"); ruling 21.
    for n, size in ((3, 20), (2, 30)):
        state = ENGINE.new_game(n, 11)
        assert [len(p.hand) for p in state.players] == [size] * n
        assert sorted(c for p in state.players for c in p.hand) == sorted(CARD_BY_ID)
        assert state.phase == "forfeit" and state.round == 1
        assert ENGINE.current_seats(state) == frozenset(range(n))


def test_the_arrow_is_flipped_fairly_each_round_from_the_seed() -> None:
    # Ruling 7: a 50/50 flip each round, drawn from the seed (same seed, same flip).
    flips = [ENGINE.new_game(3, seed).clockwise for seed in range(200)]
    assert 60 < sum(flips) < 140
    assert [ENGINE.new_game(3, seed).clockwise for seed in range(200)] == flips


def test_forfeited_cards_go_to_the_far_end_of_the_inheritors_tunnel() -> None:
    # Rulebook phase 1; ruling 9. Arrow counter-clockwise: s0 -> s2, s1 -> s0, s2 -> s1.
    #   s0 tunnel: R07          s1 tunnel: (empty)          s2 tunnel: M02
    state = position(
        person("B07 B08 B09", tunnel="R07"),
        person("R08 R09 R10"),
        person("M08 M09 M10", tunnel="M02"),
        phase="forfeit",
        clockwise=False,
    )
    state = play(state, (0, "forfeit.b07"), (1, "forfeit.r10"), (2, "forfeit.m08"))
    assert [p.tunnel for p in state.players] == [("R07", "R10"), ("M08",), ("M02", "B07")]
    assert state.players[0].hand == ("B08", "B09")
    assert state.phase == "fire"


def test_fired_miners_become_the_inheritors_guards_and_the_benefactors_thugs() -> None:
    # Rulebook phase 2; ruling 10. Arrow clockwise: s0's Inheritor is s1, its Benefactor s2.
    state = position(
        person("B07 B08 B09"), person("R08 R09 R10"), person("M08 M09 M10"), phase="fire", clockwise=True
    )
    state = play(
        state,
        (0, "fire.guard.b07"),
        (0, "fire.thug.b08"),
        (1, "fire.guard.r08"),
        (1, "fire.thug.r09"),
        (2, "fire.guard.m08"),
        (2, "fire.thug.m09"),
    )
    assert state.players[1].loitering_guards == ("B07",) and state.players[2].loitering_thugs == ("B08",)
    assert state.players[2].loitering_guards == ("R08",) and state.players[0].loitering_thugs == ("R09",)
    assert state.players[0].loitering_guards == ("M08",) and state.players[1].loitering_thugs == ("M09",)
    assert state.phase == "prepare"


def test_two_players_forfeit_and_fire_to_each_other() -> None:
    # Ruling 21: each is the other's Inheritor and Benefactor.
    state = position(person("B07 B08 B09 B10"), person("R07 R08 R09 R10"), phase="forfeit")
    state = play(state, (0, "forfeit.b07"), (1, "forfeit.r07"))
    assert state.players[1].tunnel == ("B07",) and state.players[0].tunnel == ("R07",)
    state = play(
        state, (0, "fire.guard.b08"), (0, "fire.thug.b09"), (1, "fire.guard.r08"), (1, "fire.thug.r09")
    )
    assert state.players[1].loitering_guards == ("B08",) and state.players[1].loitering_thugs == ("B09",)
    assert state.players[0].loitering_guards == ("R08",) and state.players[0].loitering_thugs == ("R09",)


# ---- battles and collapses ------------------------------------------------------------------------


def test_a_collapse_stops_at_a_shovel_which_goes_to_its_owners_hand() -> None:
    # Rulebook phase 1 ("the shovel itself enters the hand of the owner and the tunnel stops
    # collapsing") and phase 4; ruling 14.
    #   s1 tunnel:  R07(gem) M02(shovel) B13(gem) R12(gem)   <- far end
    # s0 attacks s1 with the Employed Thug B20; s1 places no guard.
    state = position(
        person("B08 B09 B10 B20"),
        person("R08 R09 R10", tunnel="R07 M02 B13 R12"),
        person("M08 M09 M10"),
    )
    state = play(state, (0, "prep.thug.b20"), (0, "prep.guard.none"))
    state = nobody_fights(state, 1, 2)
    s0, s1 = state.players[0], state.players[1]
    assert s1.tunnel == ("R07",)  # safe behind the shovel
    assert "M02" in s1.hand and s1.known == (("M02",),)
    assert s0.tunnel == ("B13", "R12")
    assert state.battles[0].shovel == "M02" and state.battles[0].captured == ("B13", "R12")
    assert state.phase == "forfeit" and state.round == 2


def test_collapsed_gems_go_to_the_end_of_the_attackers_tunnel_in_their_order() -> None:
    # Rulebook phase 4 ("Once all gems have been separated, they should each be added to the tunnel of
    # their Inheritor's Benefactor"); rulings 14 and 15: collapses use the pre-battle tunnels.
    #   s0 tunnel: M01(shovel) B07(gem)          s1 tunnel: R07 B13 R12 (gems, no shovel)
    # s0 attacks s1 unopposed: takes R07, B13, R12. s2 attacks s0 unopposed: takes only B07 (the gems
    # s0 captures this round were not in its tunnel before the battles); M01 returns to s0's hand.
    state = position(
        person("B08 B09 B10 B20", tunnel="M01 B07"),
        person("R08 R09 R10", tunnel="R07 B13 R12"),
        person("M08 M09 M10 M20", tunnel="M03"),
    )
    state = play(state, (0, "prep.thug.b20"), (0, "prep.guard.none"))
    state = nobody_fights(state, 1)
    state = play(state, (2, "prep.thug.m20"), (2, "prep.guard.none"))
    assert state.players[0].tunnel == ("R07", "B13", "R12")
    assert state.players[1].tunnel == ()
    assert state.players[2].tunnel == ("M03", "B07")
    assert "M01" in state.players[0].hand


@pytest.mark.parametrize(
    ("thug", "collapses"),
    [("b08", False), ("b09", True)],  # B08 is 0 against Rats (a tie), B09 is +1 (wins)
)
def test_a_tie_goes_to_the_inheritor(thug: str, collapses: bool) -> None:
    # Rulebook phase 4: "The highest total wins. Ties go to the Inheritor." Ruling 13.
    #   s0's Employed Thug (Bunny) against s1's Employed Guard R08 (Rat, 0 against Bunnies).
    #   s1 tunnel: R07(gem)
    state = position(
        person("B08 B09 B10 B20"),
        person("R08 R09 R10 R20", tunnel="R07"),
        person("M08 M09 M10"),
    )
    state = play(state, (0, f"prep.thug.{thug}"), (0, "prep.guard.none"))
    state = play(state, (1, "prep.thug.none"), (1, "prep.guard.r08"))
    state = nobody_fights(state, 2)
    battle = state.battles[0]
    assert battle.guards.power == 0
    assert battle.thugs.power == (1 if collapses else 0)
    assert battle.result == ("collapse" if collapses else "held")
    assert state.players[1].tunnel == (() if collapses else ("R07",))


def test_a_side_that_played_nothing_loses() -> None:
    # Rulebook phase 3 ("those who play cards always defeat those who don't") and phase 4; ruling 13.
    #   s0 attacks s1 with B20 (power 0 against everything); s1 places no guard -> s1's R07 is taken.
    #   s1 attacks s2 with nothing; s2 guards with R20 -> s2's tunnel B07 holds.
    #   s2 attacks s0 with nothing; s0 guards with nothing -> no battle; s2's Loitering Thug M03 stays.
    state = position(
        person("B08 B09 B10 B20"),
        person("R08 R09 R10", tunnel="R07"),
        person("M08 M09 M10 R20", tunnel="B07", loitering_thugs="M03"),
    )
    state = play(state, (0, "prep.thug.b20"), (0, "prep.guard.none"))
    state = nobody_fights(state, 1)
    state = play(state, (2, "prep.thug.none"), (2, "prep.guard.r20"))
    first, second, third = state.battles
    assert first.result == "collapse" and first.thugs.power is None and first.captured == ("R07",)
    assert second.result == "held" and state.players[2].tunnel == ("B07",)
    assert third.result == "no_battle"
    assert state.players[2].loitering_thugs == ("M03",)


def test_matching_loitering_guards_join_the_defence_and_are_discarded_after() -> None:
    # Rulebook phase 4 ("If any of the player's Loitering Guards share the same faction as those
    # Employed Guards, add their power") and phase 5; rulings 11 and 16.
    #   s0 attacks s1 with B06 (Bunny, +1 against Rats).
    #   s1 guards with R08 (Rat, 0 against Bunnies); s1's Loitering Guards: R03 (Rat, +1), B18 (Bunny).
    #   Defence 0 + 1 = 1 ties the attack 1, so the tunnel holds only thanks to R03; B18 does not join.
    state = position(
        person("B06 B08 B09 B10"),
        person("R08 R09 R10 R20", tunnel="R07", loitering_guards="R03 B18"),
        person("M08 M09 M10"),
    )
    state = play(state, (0, "prep.thug.b06"), (0, "prep.guard.none"))
    state = play(state, (1, "prep.thug.none"), (1, "prep.guard.r08"))
    state = nobody_fights(state, 2)
    battle = state.battles[0]
    assert battle.guards.loiterers == ("R03",) and battle.guards.power == 1 and battle.thugs.power == 1
    assert battle.result == "held"
    assert state.players[1].loitering_guards == ("B18",)
    assert sorted(state.players[1].resting) == ["R03", "R08"]
    assert state.players[0].resting == ("B06",)


def test_matching_loitering_thugs_join_the_attack() -> None:
    # Rulebook phase 4 ("If any of the player's Loitering Thugs share the same faction as those
    # Employed Thugs, add their power ... to *that* total"); ruling 11.
    #   s0 attacks with B20 (0) and has Loitering Thugs B09 (Bunny, +1 against Rats) and M10 (Mole).
    #   s1 guards with R08 (0 against Bunnies): 1 > 0, the tunnel collapses.
    state = position(
        person("B08 B10 B20", loitering_thugs="B09 M10"),
        person("R08 R09 R10 R20", tunnel="R07"),
        person("M08 M09 M20"),
    )
    state = play(state, (0, "prep.thug.b20"), (0, "prep.guard.none"))
    state = play(state, (1, "prep.thug.none"), (1, "prep.guard.r08"))
    state = nobody_fights(state, 2)
    assert state.battles[0].thugs.loiterers == ("B09",) and state.battles[0].result == "collapse"
    assert state.players[0].loitering_thugs == ("M10",)
    assert state.players[0].tunnel == ("R07",)


def test_shadow_cards_join_an_employed_miner_of_their_faction() -> None:
    # Rulebook phase 3 (silhouette cards "can be played in addition to an Employed miner of the
    # silhouette's faction"); ruling 12.
    #   s0's hand: B08 B11 B15 R11. After choosing B08 as Employed Thug, only B11 and B15 are offered.
    #   s0 thugs: B08 (0 vs Rat) + B11 (+1) + B15 (+1) = 2 against s1's R08 + R12 (0 + 1 vs Bunny) = 1.
    state = position(
        person("B08 B11 B15 R11"),
        person("R08 R12 R09 R10 R20", tunnel="R07"),
        person("M08 M09 M10"),
    )
    state = play(state, (0, "prep.thug.b08"))
    assert ids(state, 0) == ["prep.shadow.b11", "prep.shadow.b15", "prep.done", "back"]
    state = play(state, (0, "prep.shadow.b11"), (0, "prep.shadow.b15"), (0, "prep.done"))
    assert ids(state, 0) == ["prep.guard.r11", "prep.guard.none", "back"]
    state = play(state, (0, "prep.guard.none"))
    state = play(
        state, (1, "prep.thug.none"), (1, "prep.guard.r08"), (1, "prep.shadow.r12"), (1, "prep.done")
    )
    state = nobody_fights(state, 2)
    battle = state.battles[0]
    assert battle.thugs.shadows == ("B11", "B15") and battle.thugs.power == 2
    assert battle.guards.shadows == ("R12",) and battle.guards.power == 1
    assert battle.result == "collapse"


def test_back_takes_back_the_last_click_until_the_choice_is_committed() -> None:
    # Ruling GP-2: a several-click choice can be undone click by click; the final click commits.
    state = position(person("B07 B08 B09"), person("R08 R09 R10"), person("M08 M09 M10"), phase="fire")
    state = play(state, (0, "fire.guard.b07"))
    picks = ENGINE.view(state, 0).picks
    assert picks is not None and picks.fire_guard == "B07"
    assert "fire.thug.b07" not in ids(state, 0)
    state = play(state, (0, "back"))
    assert ids(state, 0) == ["fire.guard.b07", "fire.guard.b08", "fire.guard.b09"]
    state = play(state, (0, "fire.guard.b08"), (0, "fire.thug.b07"))
    assert 0 not in ENGINE.current_seats(state)
    with pytest.raises(IllegalAction):
        play(state, (0, "back"))


# ---- Sleep It Off and the end ---------------------------------------------------------------------


def test_a_turncoat_goes_to_the_resting_recruits_of_the_player_it_fought() -> None:
    # Rulebook phase 5 ("Those with this symbol enter the Resting Recruits pile of whoever they fought
    # against"); ruling 17, also for a Turncoat that fought as a loiterer.
    #   s0 attacks with B04 (Bunny Turncoat, +1 vs Rats).
    #   s1 guards with R08 (0 vs Bunnies) and its Loitering Guard R05 (Rat Turncoat, +1): 1 = 1, holds.
    state = position(
        person("B04 B08 B09 B10"),
        person("R08 R09 R10 R20", tunnel="R07", loitering_guards="R05"),
        person("M08 M09 M10"),
    )
    state = play(state, (0, "prep.thug.b04"), (0, "prep.guard.none"))
    state = play(state, (1, "prep.thug.none"), (1, "prep.guard.r08"))
    state = nobody_fights(state, 2)
    assert state.battles[0].result == "held"
    assert state.players[0].resting == ("R05",)
    assert sorted(state.players[1].resting) == ["B04", "R08"]


def test_recycling_happens_before_and_after_discarding() -> None:
    # Rulebook phase 5 (recycle, discard, "Yes, again"); ruling 16.
    #   s0 hand B20 B08 B09, Resting Recruits: R01. s0 attacks with B20 and keeps 2 cards, so it takes R01
    #   before discarding (3 cards); B20 is then discarded and stays in its Resting Recruits.
    #   s1 hand R08 R09 R10, none resting. s1 guards with R08 and keeps 2 cards; nothing to take before
    #   discarding, R08 is discarded to its pile, then taken back after.
    state = position(
        person("B08 B09 B20", resting="R01"),
        person("R08 R09 R10", tunnel="R07"),
        person("M08 M09 M10"),
    )
    state = play(state, (0, "prep.thug.b20"), (0, "prep.guard.none"))
    state = play(state, (1, "prep.thug.none"), (1, "prep.guard.r08"))
    state = nobody_fights(state, 2)
    s0, s1 = state.players[0], state.players[1]
    assert s0.hand == ("B08", "B09", "R01") and s0.resting == ("B20",)
    assert s1.hand == ("R08", "R09", "R10") and s1.resting == ()
    assert s1.known == (("R08",),)
    assert state.phase == "forfeit"  # everyone holds three cards: the game goes on


@pytest.mark.parametrize(("s2_hand", "ends"), [("M08 M09", True), ("M08 M09 M10", False)])
def test_the_game_ends_when_a_player_has_fewer_than_three_cards_after_sleep(s2_hand: str, ends: bool) -> None:
    # Rulebook, Winning The Game ("The game ends when one player is left with less than three cards in
    # their hand at the end of a round"); ruling 18. s2 has nothing resting to recycle.
    state = position(
        person("B08 B09 B10", tunnel="B07 B06"),
        person("R08 R09 R10", tunnel="R07"),
        person(s2_hand, tunnel="M01 M02 M03"),
    )
    state = nobody_fights(state, 0, 1, 2)
    outcome = ENGINE.outcome(state)
    if not ends:
        assert outcome is None and state.phase == "forfeit"
        return
    assert outcome is not None and state.phase == "over"
    assert outcome.scores == (3.0, 2.0, 3.0)  # B07 gem 2 + B06 shovel 1; R07 gem; three shovels
    assert outcome.winners == (0,)  # tied on 3 points; s0 has more gems (ruling 18)
    assert ENGINE.current_seats(state) == frozenset()


def test_tie_breaks_gems_then_cards_in_hand_then_shared() -> None:
    # Ruling 18 (and the option tie_break="shared", the rulebook's literal reading).
    def final(h0: str, h1: str, tie_break: str = "gems_then_hand") -> tuple[int, ...]:
        state = position(
            person(h0, tunnel="B07 B06"),
            person(h1, tunnel="R07 R08"),
            person("M08", tunnel="M01"),
            phase="over",
            tie_break=tie_break,
        )
        outcome = ENGINE.outcome(state)
        assert outcome is not None
        return outcome.winners

    assert final("B08 B09", "R09") == (0,)  # 3 points and 1 gem each: more cards in hand
    assert final("B08", "R09") == (0, 1)  # and a shared win when hands are equal too
    assert final("B08 B09", "R09", tie_break="shared") == (0, 1)


# ---- the Artificial Player ------------------------------------------------------------------------


def test_the_artificial_player_forfeits_and_fires_its_top_cards() -> None:
    # Rulebook, Artificial Player ("Draw and play a card whenever possible"); ruling 20.
    state = position(
        person("B07 B08 B09 B10"), deck("R10 R08 R09 R20 R03"), person("M08 M09 M10 M20"), phase="forfeit"
    )
    assert ids(state, 1) == ["forfeit.top"]
    state = play(state, (0, "forfeit.b07"), (1, "forfeit.top"), (2, "forfeit.m08"))
    assert state.players[2].tunnel == ("R10",)
    assert ids(state, 1) == ["fire.guard.top"]
    state = play(state, (1, "fire.guard.top"))
    assert ids(state, 1) == ["fire.thug.top"]
    state = play(state, (1, "fire.thug.top"), (0, "fire.guard.b08"), (0, "fire.thug.b09"))
    state = play(state, (2, "fire.guard.m09"), (2, "fire.thug.m10"))
    assert state.players[2].loitering_guards == ("R08",)  # s1's Inheritor is s2
    assert state.players[0].loitering_thugs == ("R09",)  # s1's Benefactor is s0
    assert state.players[1].hand == ("R20", "R03")


def test_the_artificial_player_with_two_cards_plays_one_in_each_battle_and_no_shadows() -> None:
    # Rulebook: "artificial players with at least two cards will play one in each battle"; ruling 20
    # (never extra Shadows: R12 could have joined R11, but it is not added).
    #   s1's deck, top first: R11 R10 R12.
    state = position(person("B08 B09 B10"), deck("R11 R10 R12"), person("M08 M09 M10"))
    agent = ArtificialPlayerAgent()
    rng = random.Random(1)
    for expected in (["prep.thug.top"], ["prep.guard.top"]):
        assert ids(state, 1) == expected
        state = ENGINE.apply(state, 1, agent.choose(ENGINE, state, 1, rng))
    assert 1 not in ENGINE.current_seats(state)
    state = nobody_fights(state, 0, 2)
    assert state.battles[1].thugs.employed == "R11" and state.battles[1].thugs.shadows == ()
    assert state.battles[0].guards.employed == "R10"


@pytest.mark.parametrize(
    ("own_tunnel", "heir_tunnel", "attacks"),
    [
        ("B07 R07", "M01 M02", False),  # two gems at risk at home, none at the Inheritor: defend
        ("M01 B07", "M02 R11 R12", True),  # one at home, two at the Inheritor: attack
        ("M01 B07", "M02 R11", True),  # equal: attack the Inheritor
    ],
)
def test_the_artificial_player_with_one_card_fights_where_more_gems_are_at_risk(
    own_tunnel: str, heir_tunnel: str, attacks: bool
) -> None:
    # Rulebook: "If there is only one card ... it will be used in the battle with the most gems at risk
    # of collapse. If those amounts are equal, the card is used to battle the Inheritor." Ruling 20:
    # gems at risk are the gems beyond the tunnel's last shovel. s0's Inheritor is s1.
    state = position(
        deck("B20", tunnel=own_tunnel), person("R08 R09 R10", tunnel=heir_tunnel), person("M08 M09 M10")
    )
    agent = ArtificialPlayerAgent()
    rng = random.Random(2)
    first = agent.choose(ENGINE, state, 0, rng)
    assert ENGINE.action_id(first) == ("prep.thug.top" if attacks else "prep.thug.none")
    state = ENGINE.apply(state, 0, first)
    second = agent.choose(ENGINE, state, 0, rng)
    assert ENGINE.action_id(second) == ("prep.guard.none" if attacks else "prep.guard.top")
    state = nobody_fights(ENGINE.apply(state, 0, second), 1, 2)
    assert (state.battles[0].thugs.employed == "B20") is attacks
    assert (state.battles[2].guards.employed == "B20") is not attacks


def test_the_artificial_players_recycled_cards_are_shuffled_under_its_deck() -> None:
    # Ruling 20: "its Resting Recruits are shuffled into the bottom of its deck"; ruling GP-8 for a
    # returned shovel. s1's deck (top first): R08 R09; Resting Recruits: R01 R03 R10.
    #   s1 tunnel: R07 M02(shovel) B13(gem)
    #   s0 attacks s1 with B09 (+1 vs Rats) against s1's drawn guard R09 (0 vs Bunnies): the tunnel
    #   collapses, B13 goes to s0 and the shovel M02 goes under s1's (now empty) deck.
    #   Sleep: s1 holds 1 card, so R01 R03 R10 are shuffled under it before R08 R09 are discarded.
    state = position(
        person("B08 B09 B10 B20"),
        deck("R08 R09", resting="R01 R03 R10", tunnel="R07 M02 B13"),
        person("M08 M09 M10"),
    )
    state = play(state, (0, "prep.thug.b09"), (0, "prep.guard.none"))
    state = play(state, (1, "prep.thug.top"), (1, "prep.guard.top"))
    state = nobody_fights(state, 2)
    assert state.battles[0].guards.employed == "R09" and state.battles[0].shovel == "M02"
    s1 = state.players[1]
    assert s1.hand[0] == "M02"
    assert sorted(s1.hand[1:]) == ["R01", "R03", "R10"]
    assert s1.known == (("M02",), ("R01", "R03", "R10"))
    assert sorted(s1.resting) == ["R08", "R09"]
    assert state.phase == "forfeit"
    # Deck R08 R09 R20 R12: after playing R08 and R09, R20 R12 stay on top and the batch goes under.
    orders = set()
    for seed in range(12):
        again = nobody_fights(
            play(
                position(
                    person("B08 B09 B10"),
                    deck("R08 R09 R20 R12", resting="R01 R03 R10"),
                    person("M08 M09 M10"),
                ).model_copy(update={"seed": seed}),
                (1, "prep.thug.top"),
                (1, "prep.guard.top"),
            ),
            0,
            2,
        )
        assert again.players[1].hand[:2] == ("R20", "R12")
        orders.add(again.players[1].hand[2:])
    assert len(orders) > 1  # the batch is shuffled, by the seed


def test_every_decision_of_an_artificial_seat_has_exactly_the_procedures_choice() -> None:
    # Ruling GP-7: the engine offers an Artificial Player's seat only its procedure's choice.
    options = ENGINE.make_options({"artificial_seats": [0, 1, 2]})
    state = ENGINE.new_game(3, 5, options)
    agent = ArtificialPlayerAgent()
    rng = random.Random(5)
    while ENGINE.outcome(state) is None:
        seat = min(ENGINE.current_seats(state))
        legal = ENGINE.legal_actions(state, seat)
        assert len(legal) == 1 and ENGINE.view(state, seat).hand is None
        choice = agent.choose(ENGINE, state, seat, rng)
        assert choice == legal[0]
        state = ENGINE.apply(state, seat, choice)
    assert ENGINE.outcome(state) is not None


def test_the_artificial_player_agent_can_stand_in_for_a_person() -> None:
    # Ruling 22: a timed-out person is played by the Artificial Player's rules; a random card of the
    # hand stands in for the top card, and it never adds Shadows.
    state = ENGINE.new_game(2, 9)  # 30 cards in hand: choices come by faction first (ruling GP-9)
    agent = ArtificialPlayerAgent()
    rng = random.Random(9)
    while ENGINE.outcome(state) is None and state.round < 4:
        seat = min(ENGINE.current_seats(state))
        choice = agent.choose(ENGINE, state, seat, rng)
        assert choice in ENGINE.legal_actions(state, seat)
        assert choice.kind not in ("shadow", "back")
        state = ENGINE.apply(state, seat, choice)
    assert state.round == 4


# ---- options and bad input ------------------------------------------------------------------------


def test_options_validate_the_artificial_seats() -> None:
    # Ruling 20: the option lists seats; each must exist and appear once.
    with pytest.raises(IllegalAction, match="one of the 2 seats"):
        ENGINE.new_game(2, 1, ENGINE.make_options({"artificial_seats": [2]}))
    with pytest.raises(IllegalAction, match="twice"):
        ENGINE.new_game(3, 1, ENGINE.make_options({"artificial_seats": [1, 1]}))
    with pytest.raises(IllegalAction):
        ENGINE.make_options({"artificial_seats": "everyone"})
    with pytest.raises(IllegalAction):
        ENGINE.make_options({"tie_break": "coin"})
    state = ENGINE.new_game(3, 1, ENGINE.make_options({"artificial_seats": [2]}))
    assert [p.artificial for p in state.players] == [False, False, True]
    assert ENGINE.options_type() == GrimProspectsOptions(artificial_seats=(), tie_break="gems_then_hand")


def test_bad_input_raises_illegal_action_and_changes_nothing() -> None:
    state = position(
        person("B07 B08 B09"), person("R08 R09 R10"), deck("M08 M09 M10"), phase="forfeit", clockwise=True
    )
    state = play(state, (1, "forfeit.r08"))
    before = ENGINE.dump_state(state)
    attempts = [
        (0, "forfeit.r09", "not in your hand"),  # another seat's card
        (0, "fire.guard.b07", "choose a card to forfeit"),  # the wrong phase
        (1, "forfeit.r09", "Waiting for"),  # s1 has already chosen
        (2, "forfeit.m08", "top card"),  # an Artificial Player cannot pick a named card
        (0, "forfeit.top", "face-down deck"),  # and a person cannot draw blind
        (0, "back", "no choice to take back"),
    ]
    for seat, action_id, words in attempts:
        with pytest.raises(IllegalAction, match=words):
            play(state, (seat, action_id))
    for garbage in ("forfeit.z99", "forfeit", "prep.shadow.top", "browse.dragon", "Forfeit.B07", "prep.thug"):
        with pytest.raises(IllegalAction):
            ENGINE.parse_action(garbage)
    assert ENGINE.dump_state(state) == before


def test_card_data_that_breaks_ruling_5c_is_refused() -> None:
    # Ruling 5(c): the deck's counts and power totals are checked when the data is loaded.
    from engines.grimprospects.data import CARDS_FILE

    text = CARDS_FILE.read_text(encoding="utf-8")
    assert len(parse_cards(text)) == 60
    with pytest.raises(CardDataError, match="gems"):
        parse_cards(text.replace('segment = "gem"', 'segment = "shovel"', 1))
    with pytest.raises(CardDataError, match="Duplicate"):
        parse_cards(text.replace('id = "B02"', 'id = "B01"'))
    with pytest.raises(CardDataError, match="against"):
        parse_cards(text.replace("vs_bunny = 1", "vs_bunny = 0", 1))
    with pytest.raises(CardDataError):
        parse_cards(text.replace("vs_rat = 1", "vs_rat = 2", 1))


# ---- wording: counts and lists of names agree (the issue "Wording") -------------------------------


def public_text(state: GrimProspectsState) -> str:
    return " ".join(line.text for line in state.log if line.seat is None)


@pytest.mark.parametrize(("far_end", "taken"), [("B13", "the gem B13"), ("B13 R12", "the gems B13 and R12")])
def test_a_collapse_names_one_gem_or_several(far_end: str, taken: str) -> None:
    # Rulebook phase 4 (collapsed gems go to the attacker); ruling 14.
    #   s1 tunnel: R07(gem) M02(shovel) <far_end gems>; s0 attacks with B20 and s1 places no guard.
    state = position(
        person("B08 B09 B10 B20"),
        person("R08 R09 R10", tunnel=f"R07 M02 {far_end}"),
        person("M08 M09 M10"),
    )
    state = nobody_fights(play(state, (0, "prep.thug.b20"), (0, "prep.guard.none")), 1, 2)
    assert f"{{s0}} takes {taken};" in public_text(state)


@pytest.mark.parametrize(
    ("hands", "who"),
    [(("B08 B09 B10", "R08 R09"), "{s1} has"), (("B08 B09", "R08 R09"), "{s0} and {s1} have")],
)
def test_the_end_names_everyone_short_of_cards_with_the_verb_agreeing(
    hands: tuple[str, str], who: str
) -> None:
    # Rulebook, Winning The Game ("less than three cards in their hand at the end of a round").
    state = position(person(hands[0], tunnel="B07"), person(hands[1], tunnel="R07"), person("M08 M09 M10"))
    state = nobody_fights(state, 0, 1, 2)
    assert f"The game ends: {who} fewer than three cards after Sleep It Off." in public_text(state)


def test_the_summary_counts_points_in_the_singular_and_names_shared_winners() -> None:
    # Rulebook, Winning The Game (gems 2 points, shovels 1); ruling 18 with tie_break="shared".
    #   s0 tunnel: B08 (1 point)     s1 tunnel: (empty)     s2 tunnel: (empty)
    alone = position(person("B09", tunnel="B08"), person("R09"), person("M09"), phase="over")
    outcome = ENGINE.outcome(alone)
    assert outcome is not None and outcome.summary == "{s0} wins with a tunnel worth 1 point."
    shared = position(
        person("B09", tunnel="B08"),
        person("R09", tunnel="R08"),
        person("M09", tunnel="M08"),
        phase="over",
        tie_break="shared",
    )
    outcome = ENGINE.outcome(shared)
    assert outcome is not None
    assert outcome.summary == "{s0}, {s1} and {s2} share the win with tunnels worth 1 point each."


def test_refusals_speak_to_players_without_ruling_numbers_or_zero_based_seats() -> None:
    # Player-facing sentences name no ruling and no seat counted from 0 (ruling 20's deck, for one).
    state = position(person("B07 B08 B09"), deck("R10 R08 R09"), person("M08 M09 M10"), phase="forfeit")
    with pytest.raises(IllegalAction) as refused:
        play(state, (1, "forfeit.r10"))
    assert "ruling" not in str(refused.value).lower()
    with pytest.raises(IllegalAction) as bad_seat:
        ENGINE.new_game(3, 1, GrimProspectsOptions(artificial_seats=(5,)))
    assert "seat 5" not in str(bad_seat.value).lower() and "0" not in str(bad_seat.value)
