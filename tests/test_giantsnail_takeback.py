"""Which Giant Snail Will Not Prevail! moves can be taken back: ``Engine.reveals``.

The secrets are the orders of the event and technology decks, the event cards discarded face down, and
what a Malacologist showed its researcher (ruling 37, GS1); the randomness is the randomizer tokens
(Landfall, Burrow, Aftershock, the finished robot's landing) and the Event 2 shuffle at the snail's death.
Everything else (workers, resources, the robot, the regions) is on the table. A move reveals when it, or
the steps that run on by themselves until the next decision, turns over a card nobody knew, shows a
secret, or draws at random.

Rulebook: the published rulebook ("[R] <section>"); component data G1-G9,
technologies T1-T9 and rulings 14-37: the game's rulings document; ours GS1-GS4 and
"Taking back a move": docs/rules/giantsnail.md. Positions start from a new game with the board cleared
(seat 0 the leader, to act), with this grid (G1):

            West                                              East
    North    1 Mine  red     2 Solar black    3 Factory blue   4 R&D black
             5 Factory black 6 R&D red        7 Mine blue      8 Solar red
    South    9 Solar blue   10 Mine black    11 R&D blue      12 Factory red
"""

from __future__ import annotations

from engines.giantsnail.models import DEAD, SPACE1, GiantSnailState, Player
from support import takeback
from support.giantsnail import ENGINE, FILLER, ROBOT, game, intact, seat_now, with_regions


def move(state: GiantSnailState, action_id: str) -> tuple[GiantSnailState, bool]:
    """The position after the acting seat's move, and whether it revealed something (so stays)."""
    return takeback.move(ENGINE, state, seat_now(state), action_id)


def forfeits(state: GiantSnailState) -> tuple[GiantSnailState, list[bool]]:
    """Every player forfeits the rest of the Action Phase in turn; whether each forfeit revealed."""
    revealed = []
    start = state.round
    while state.phase == "actions" and state.round == start:
        state, flag = move(state, "forfeit")
        revealed.append(flag)
    return state, revealed


# ---- the Action Phase and the Event Phase it runs into ---------------------------------------------------


def test_placing_or_moving_a_worker_reveals_nothing() -> None:
    """[R] Action Phase: workers are placed on and moved between regions in plain sight. Red, blue and
    black place a worker on Mine 1, Solar Farm 2 and Factory 3; then red moves its worker from Mine 1 to
    Mine 7 (two clicks)."""
    state = game(deck=("sighting", "landfall", *FILLER))
    for action_id in ("place.1", "place.2", "place.3", "move.1"):
        state, revealed = move(state, action_id)
        assert not revealed, action_id
    state, revealed = move(state, "to.7")
    assert state.regions[6].rows == ((0,), ()) and not revealed


def test_the_move_that_ends_the_action_phase_turns_over_the_event_card_and_stays() -> None:
    """[R] Event Phase: "The leader reveals the top card of the event deck and resolves it"; the order of
    the deck is secret. When nobody has anything to research or build, the last action of the Action
    Phase runs on into the Event Phase (ruling 23). The snail is on Factory 5; the deck's top card is
    North."""
    state = game(snail=5, deck=("north", *FILLER), discard=("sighting", "landfall"))
    after, revealed = forfeits(state)
    assert after.discard[-1] == "north" and after.snail == 1
    assert revealed == [False, False, True]


def test_in_round_one_the_event_phase_turns_over_sighting_which_everyone_knows() -> None:
    """[R] Setup 3: "place the two Event 0 cards on top in numerical order": everyone knows the first
    event is Sighting (the snail moves to the space card's slot 1, G5), so round 1's Event Phase reveals
    nothing and its last action can be taken back. Round 2's Landfall is known too, but it lands the snail
    on a region drawn by randomizer (E0-2)."""
    state = game(deck=("sighting", "landfall", *FILLER))
    round2, revealed = forfeits(state)
    assert round2.snail == SPACE1 and round2.round == 2 and revealed == [False, False, False]
    round3, revealed = forfeits(round2)
    assert 1 <= round3.snail <= 12 and revealed == [False, False, True]


# ---- research ------------------------------------------------------------------------------------------


def research(
    tech_deck: tuple[str, ...], tech: str = "t1", deck: tuple[str, ...] = ("north", *FILLER)
) -> tuple[GiantSnailState, bool]:
    """Red holds both rows of R&D Labs 6 full and researches ``tech`` with the first, so research goes on
    (red may cash the second row, ruling 20): the move ends at red's next research decision.

        R&D Labs 6: row 1 red red red, row 2 red red red     market: Battle Fork, Malacologist
    """
    state = with_regions(
        game(
            market=("t1", "t7"),
            tech_deck=tech_deck,
            deck=deck,
            discard=("sighting", "landfall"),
        ),
        intact(6, (0, 0, 0), (0, 0, 0)),
    )
    state, _ = forfeits(state)
    assert state.phase == "research" and seat_now(state) == 0
    return move(state, f"research.6.0.{tech}")


def test_researching_refills_the_market_from_the_secret_technology_deck_and_stays() -> None:
    """[R] Resolution Phase b): "reveal the top card of the technology deck and place it in the empty
    marketplace slot". The deck (shuffled at setup, Setup 4) holds A Salt Rifle and Salvage, so which one
    comes up was secret."""
    after, revealed = research(("t3", "t9"))
    assert after.market == ("t7", "t3") and after.phase == "research"
    assert revealed


def test_a_technology_deck_of_two_defenders_hides_nothing() -> None:
    """Defenders is in the technology deck twice (T5, T6). When only those two are left, the card that
    refills the market is known before it is turned over; with an empty deck nothing is turned over
    (ruling 20: the market shrinks). Either way the research can be taken back."""
    for tech_deck in (("t5", "t6"), ()):
        after, revealed = research(tech_deck)
        assert after.phase == "research" and not revealed, tech_deck


def test_the_malacologist_shows_its_researcher_the_event_cards_and_stays() -> None:
    """T7: "Look privately at the top 3 event cards. Put one in the event discard pile ... and return the
    other two in any order"; ruling 37: only the researcher sees them. Showing them to the researcher
    reveals a secret: the researching click stays. The choice that follows only buries one card face down
    (GS1) and orders the others, all of which the researcher has already seen: it can be taken back.

        event deck (top first): North South West Burrow ...     technology deck: empty
    """
    after, revealed = research((), tech="t7", deck=("north", "south", "west", "burrow", *FILLER))
    assert after.pending == "peek" and revealed
    chosen, revealed = move(after, "peek.1.2")  # bury South; then West, then North
    assert chosen.buried == ("south",) and chosen.deck[:2] == ("west", "north")
    assert chosen.phase == "research" and not revealed


# ---- the robot -----------------------------------------------------------------------------------------


def factories(sections: tuple[tuple[int, ...], ...]) -> GiantSnailState:
    """Red's Factory worker (Factory 3) resolves first; blue's (Factory 5) can then build its Battle Fork,
    so the Factory step goes on after red's build.

        robot: every slot built but ``sections``' empty ones     red: 3 metal, 1 energy
        blue: Battle Fork researched, not built, 1 metal         the snail on the space card
    """
    state = with_regions(
        game(
            sections=sections,
            players=(Player(metal=3, energy=1), Player(metal=1, weapons=("t1",)), Player()),
            snail=SPACE1,
            deck=("landfall", *FILLER),
            discard=("sighting",),
        ),
        intact(3, (0,), (), ()),
        intact(5, (1,), (), ()),
    )
    state, _ = forfeits(state)
    assert state.phase == "factory" and seat_now(state) == 0
    return state


def test_finishing_the_robot_places_it_by_randomizer_and_stays() -> None:
    """[R] Resolution Phase c): "If all pieces of the robot are completed ... The leader selects a
    randomizer token without looking, and places the robot on the corresponding region" (ruling 22).
    Building a slot that leaves the robot unfinished draws nothing."""
    unfinished, revealed = move(
        factories(((0, 1), (1, -1), (2, 2), (0, -1), (1, 1), (2, 2))), "build.torso.1"
    )
    assert unfinished.robot == 0 and seat_now(unfinished) == 1 and not revealed
    finished, revealed = move(factories(((0, 1), (1, -1), (2, 2), (0, 0), (1, 1), (2, 2))), "build.torso.1")
    assert 1 <= finished.robot <= 12 and seat_now(finished) == 1 and revealed


# ---- combat --------------------------------------------------------------------------------------------


def combat(deck: tuple[str, ...]) -> GiantSnailState:
    """Round 3 or later: the snail on Mine 1, the finished robot on Solar Farm 2; the event card East moves
    the snail onto the robot, destroying Solar Farm 2 (one more card discarded face down). The leader,
    red, leaves the robot there, and combat starts with red's built A Salt Rifle (3 damage, T3)."""
    state = game(
        players=(Player(metal=5, energy=5, weapons=("t3",), armed=("t3",)), Player(), Player()),
        robot=2,
        sections=ROBOT,
        snail=1,
        deck=("east", *deck),
        discard=("sighting", "landfall"),
    )
    state, revealed = forfeits(state)
    assert state.phase == "robot" and revealed[-1]  # East was turned over
    state, shown = move(state, "done")
    assert state.phase == "weapons" and not shown
    return state


def test_weapon_damage_discards_face_down_and_can_be_taken_back_unless_it_kills_the_snail() -> None:
    """[R] Event Phase: "Damage is dealt to the snail by discarding cards face-down from the event deck";
    ruling GS1: nobody sees them. Firing the Rifle and the robot's 3 base damage that follows turn nothing
    over, and the round ends (Cleanup, then the next Action Phase). But "If at any point there are no more
    event cards left in the event deck, the snail is defeated" and the Event 2 cards are shuffled into the
    new deck (ruling 29): a random draw."""
    alive, revealed = move(combat(FILLER[:12]), "fire.t3")
    assert alive.snail == 2 and alive.round == 2 and alive.phase == "actions" and not revealed
    dead, revealed = move(combat(("north", "south", "west", "east", "north")), "fire.t3")
    assert dead.snail == DEAD and revealed
