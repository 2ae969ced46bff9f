"""Which Grim Prospects moves can be taken back: ``Engine.reveals``, scenario by scenario.

Every phase is simultaneous and secret (ruling 8): each player's clicks, the commit included, stay out of
everyone else's view until every choice of the phase is in; even how many cards a player placed is
secret (ruling GP-3). So no click reveals anything until the last commit of the phase, which turns every
choice face up and moves the game on (the battles and Sleep It Off after Prepare, and the Forfeit Arrow's
flip that starts the next round, ruling 7). The host lets a player take back their choice until then.

Rulebook: the published rulebook; rulings 1-22: the game's rulings document 5(c);
rulings GP-n: docs/rules/grimprospects.md. Three players with the arrow clockwise unless a test says
otherwise: s0's Inheritor is s1, s1's is s2, s2's is s0 (ruling GP-1).
"""

from __future__ import annotations

from engines.grimprospects import GrimProspectsEngine
from engines.grimprospects.data import sort_cards
from engines.grimprospects.models import GrimProspectsOptions, GrimProspectsState, Phase, PlayerState
from support import takeback

ENGINE = GrimProspectsEngine()


def person(hand: str, **piles: str) -> PlayerState:
    return PlayerState(
        hand=sort_cards(tuple(hand.split())), **{k: tuple(v.split()) for k, v in piles.items()}
    )


def deck(order: str) -> PlayerState:
    """An Artificial Player (ruling 20): a face-down deck, top card first."""
    return PlayerState(artificial=True, hand=tuple(order.split()))


def position(*players: PlayerState, phase: Phase) -> GrimProspectsState:
    options = GrimProspectsOptions(artificial_seats=tuple(s for s, p in enumerate(players) if p.artificial))
    return GrimProspectsState(seed=7, num_players=len(players), options=options, phase=phase, players=players)


def moves(state: GrimProspectsState, *clicks: tuple[int, str]) -> tuple[GrimProspectsState, list[bool]]:
    """The position after the clicks, and for each click whether it revealed something."""
    return takeback.moves(ENGINE, state, *clicks)


def test_a_forfeit_reveals_nothing_until_the_last_one_is_in() -> None:
    """Rulebook phase 1 and ruling 8: everyone sends a card at once, revealed together. The first two
    commits change only who is still choosing; the third reveals all three cards.

        s0 hand B07 B08 B09 B10    s1 hand R08 R09 R10 R20    s2 hand M08 M09 M10 M20     (forfeit)
    """
    state = position(
        person("B07 B08 B09 B10"), person("R08 R09 R10 R20"), person("M08 M09 M10 M20"), phase="forfeit"
    )
    after, revealed = moves(state, (0, "forfeit.b07"), (2, "forfeit.m08"), (1, "forfeit.r10"))
    assert revealed == [False, False, True]
    assert [p.tunnel for p in after.players] == [("M08",), ("B07",), ("R10",)] and after.phase == "fire"


def test_every_click_of_a_choice_in_several_clicks_is_secret_until_the_phase_resolves() -> None:
    """Rulebook phase 2 (a Loitering Guard, then a Loitering Thug) and ruling GP-2 (a choice of several
    clicks, "Back" before its last): neither the first click, nor "Back", nor a commit before the last
    reveals anything; the last commit of the phase reveals every fired miner.

        s0 hand B07 B08 B09    s1 hand R08 R09 R10    s2 hand M08 M09 M10                      (fire)
    """
    state = position(person("B07 B08 B09"), person("R08 R09 R10"), person("M08 M09 M10"), phase="fire")
    clicks = [
        (0, "fire.guard.b07"),
        (0, "back"),
        (0, "fire.guard.b08"),
        (0, "fire.thug.b09"),  # s0 commits
        (1, "fire.guard.r08"),
        (2, "fire.guard.m08"),
        (2, "fire.thug.m09"),  # s2 commits
        (1, "fire.thug.r09"),  # s1 commits last: the reveal
    ]
    after, revealed = moves(state, *clicks)
    assert revealed == [False] * 7 + [True]
    assert after.phase == "prepare" and after.players[1].loitering_guards == ("B08",)


def test_the_last_choice_of_prepare_resolves_the_battles_and_flips_the_next_rounds_arrow() -> None:
    """Rulebook phases 3-5: the Employed miners are placed face down, then flipped face up, the battles
    resolved and Sleep It Off done; the next round starts with the Forfeit Arrow's flip, a random draw
    (ruling 7). Until the last choice is in, every placement is secret (ruling 8, GP-3).

        s0 hand B07 B08 B09 B10    s1 hand R08 R09 R10 R20    s2 hand M08 M09 M10 M20    (prepare)
        s0 places thug B07 and no guard; s1 places nothing; s2 places guard M08 and no thug
    """
    state = position(
        person("B07 B08 B09 B10"), person("R08 R09 R10 R20"), person("M08 M09 M10 M20"), phase="prepare"
    )
    clicks = [
        (0, "prep.thug.b07"),
        (0, "prep.guard.none"),
        (1, "prep.thug.none"),
        (1, "prep.guard.none"),
        (2, "prep.thug.none"),
        (2, "prep.guard.m08"),
    ]
    after, revealed = moves(state, *clicks)
    assert revealed == [False] * 5 + [True]
    assert after.round == 2 and after.phase == "forfeit"
    assert after.battles[0].thugs.employed == "B07"  # s0's thug, now face up


def test_an_artificial_players_blind_draws_reveal_nothing_before_the_phase_resolves() -> None:
    """Ruling 20 and GP-7: the Artificial Player plays the top card of its face-down deck, unseen by
    anyone (its own seat included) until the phase's reveal; so its draws are secret like any choice.

        s0 hand B07 B08 B09 B10    s1 deck (top first) R10 R08 R09 R20 R03    s2 hand M08 M09 M10 M20
    """
    state = position(
        person("B07 B08 B09 B10"), deck("R10 R08 R09 R20 R03"), person("M08 M09 M10 M20"), phase="forfeit"
    )
    after, revealed = moves(state, (1, "forfeit.top"), (0, "forfeit.b07"), (2, "forfeit.m08"))
    assert revealed == [False, False, True]
    assert after.players[2].tunnel == ("R10",)


def test_with_two_players_the_second_choice_reveals_both() -> None:
    """Ruling 21: two players forfeit to each other at once; the second forfeit reveals both.

    s0 hand B07 B08 B09    s1 hand R08 R09 R10                                           (forfeit)
    """
    state = position(person("B07 B08 B09"), person("R08 R09 R10"), phase="forfeit")
    _, revealed = moves(state, (1, "forfeit.r08"), (0, "forfeit.b07"))
    assert revealed == [False, True]
