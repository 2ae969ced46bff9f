"""Which As The Earth Crumbles moves can be taken back: ``Engine.reveals``.

Nothing is hidden in this game: every tile of the Earth lies face up (ruling G8), Reserves and the
discard pile are public (G14, G15). The one thing left to chance is the coin flip of a gas pocket as soon
as a salvage uncovers it ([R] "Gas Pocket Tiles"; ruling G9: after the Salvage Bonus, with a fair coin
drawn from the game's seed, pockets uncovered by a pocket's removal next). A move that flips a pocket
stays; every other move can be taken back.

Sources: the rulebook ([R]), the shared rulings G1-G20 of
the game's rulings document and ours (EC1-EC4, "Taking back a move") in
docs/rules/earthcrumbles.md. The Earth's 40 positions are numbered layer by layer, row by row (G8): the
bottom layer 5x4 is 0-19, then 4x3 = 20-31, 3x2 = 32-37, 2x1 = 38-39; position 20 covers 0, 1, 5 and 6,
and position 32 covers 20, 21, 24 and 25. A test's Earth holds only the tiles it names.
"""

from __future__ import annotations

from engines import ENGINES
from engines.base import replace
from engines.earthcrumbles.models import EarthState, Player
from support import takeback

ENGINE = ENGINES["earthcrumbles"]
FAR = {19: "a-g3"}  # an uncovered tile far from the action, so the Earth is not emptied by a test
BUILT = Player(coins=10, sites=((), ("a-g1",), (), ("a-r4", "a-b4"), (), ()))  # can pay or discard


def game(earth: dict[int, str], players: list[Player], seed: int = 1) -> EarthState:
    """A new game whose Earth holds only ``earth`` (position -> tile), seat 0 to salvage."""
    state = ENGINE.new_game(len(players), seed)
    cells = [""] * 40
    for p, t in {**earth, **FAR}.items():
        cells[p] = t
    new: EarthState = replace(
        state, earth=tuple(cells), players=tuple(players), turn=0, first=0, phase="salvage", log=()
    )
    return new


def move(state: EarthState, seat: int, action_id: str) -> tuple[EarthState, bool]:
    """The position after the move, and whether it revealed something (so stays)."""
    return takeback.move(ENGINE, state, seat, action_id)


def seed_where(earth: dict[int, str], players: list[Player], first: str, wanted: str) -> int:
    """The flip of a gas pocket is random (G9): a seed where the salvage ``first`` leaves the game in
    phase ``wanted`` ("gas": the pocket exploded; "build": it showed the cogs)."""
    for seed in range(400):
        if ENGINE.apply(game(earth, players, seed), 0, ENGINE.parse_action(first)).phase == wanted:
            return seed
    raise AssertionError("no seed gives this flip")


def test_a_salvage_that_uncovers_no_gas_pocket_and_a_build_can_be_taken_back() -> None:
    """[R] 1. Salvage, 2. Generate Income, 3. Build: all in plain sight. Seat 0 takes the Workshop on the
    top layer (no gas pocket under it) and collects its income, then builds it on Site 2 (a click back on
    the way); with nothing left to build the turn ends by itself (EC3) and passes to seat 1.

        Earth: 38 Blue Workshop (top layer), 19 Green Foundry       seat 0: 10 Coins
    """
    state = game({38: "b-b2"}, [Player(coins=10), Player()])
    clicks = ["take.b-b2", "build.b-b2", "back", "build.b-b2", "site.2"]
    for action_id in clicks:
        state, revealed = move(state, 0, action_id)
        assert not revealed, action_id
    assert state.turn == 1 and state.phase == "salvage"


def test_uncovering_a_gas_pocket_flips_it_and_stays_whichever_side_it_shows() -> None:
    """[R] Gas Pocket Tiles: "As soon as one of these tiles is uncovered ... the player who uncovered the
    Gas Pocket flips it like a coin" (G9: a fair coin from the game's seed). Exploded or not, the flip
    was a random draw.

        Earth: 20 Blue Foundry, alone on 0 GP-1 (pay 2)     seat 0 and seat 1 have built tiles
    """
    earth = {20: "a-b1", 0: "gp-1"}
    players = [BUILT, BUILT]
    for outcome in ("gas", "build"):
        seed = seed_where(earth, players, "take.a-b1", outcome)
        after, revealed = move(game(earth, players, seed), 0, "take.a-b1")
        assert after.phase == outcome
        assert revealed, outcome


def test_the_gas_pocket_is_flipped_after_the_salvage_bonus_so_the_bonus_choice_stays() -> None:
    """G9: "After the Salvage Bonus, every gas pocket that is now uncovered is flipped". Taking a
    Prosperity Pickup (G12: discard one of your visible tiles for a Prosperity, or not, G10) only opens
    that choice; the choice is followed by the flip.

        Earth: 20 Green Prosperity Pickup, alone on 0 GP-1      seat 0 has built tiles
    """
    state = game({20: "a-g9", 0: "gp-1"}, [BUILT, Player()])
    asked, revealed = move(state, 0, "take.a-g9")
    assert asked.phase == "bonus" and not revealed
    after, revealed = move(asked, 0, "skip")
    assert "gp-1" not in after.earth and revealed


def test_answers_to_an_explosion_reveal_nothing_unless_the_pockets_removal_uncovers_another() -> None:
    """G9: on an explosion each player with a built tile pays its price or discards a visible tile, all
    at the same time (public choices, no chance); then the pocket leaves the game, and a pocket that its
    removal uncovers is flipped next (chains), which is a random draw again.

        Earth: 20 Blue Foundry, alone on 0 GP-1            (first case)
        Earth: 32 Blue Workshop, alone on 20 GP-1, alone on 0 GP-2   (second case: a chain)
    """
    earth = {20: "a-b1", 0: "gp-1"}
    seed = seed_where(earth, [BUILT, BUILT], "take.a-b1", "gas")
    state, _ = move(game(earth, [BUILT, BUILT], seed), 0, "take.a-b1")
    assert ENGINE.current_seats(state) == frozenset({0, 1})
    state, first = move(state, 1, "pay")
    state, last = move(state, 0, "lose.0.2")
    assert state.phase != "gas" and (first, last) == (False, False)

    chain = {32: "b-b2", 20: "gp-1", 0: "gp-2"}
    for seed in range(400):
        state = ENGINE.apply(game(chain, [BUILT, Player()], seed), 0, ENGINE.parse_action("take.b-b2"))
        if state.gas == "gp-1":  # GP-1 exploded; only seat 0 has a built tile to answer with
            break
    else:
        raise AssertionError("no seed explodes GP-1")
    after, revealed = move(state, 0, "pay")
    assert "gp-2" in after.removed or after.gas == "gp-2"
    assert revealed
