"""Which SLITHER moves can be taken back: ``Engine.reveals``, scenario by scenario.

The secrets are the snake's: where its face-down path cards and its hand cards lie, and its half-made
move (ruling 23); the only randomness is the frog card drawn at the start of each Frogs Move step (ours
D6). A move reveals when it tells anyone something about the path (a card flipped, a location shown from
the hand, a Ripple's answer, a Venom's fall, the check for a cornered snake) or draws a frog card.

Does every frog move reveal something? No: the frogs move one at a time, in plain sight (ruling 22, D15),
and the Reveal comes only after all of them ([R] Turn: "1) Frogs Move", then "2) Reveal"). A frog's move
can be taken back until the last frog's decision of the step, which resolves the Reveal.

Sources: the rulebook ([R]), the shared rulings ("ruling N", rules 3(c))
and ours (D1-D22) in docs/rules/slither.md. Positions start from MAP (tests/support/slither.py), a
3-player game in round 1, frogs to move: the path Head 5, Middle 1 4, Middle 2 2 (Tail empty), frog 1 on
β1, frog 2 on β2, both holding Bellow unless a test says otherwise.

            A   C   β2
          β1  B   D
            1   2   4
              3   6   5

Location adjacency on MAP: 1-2 1-3 2-3 2-4 2-6 3-6 4-5 4-6 5-6; only 1 touches a building (β1).
"""

from __future__ import annotations

from engines.slither.models import SlitherState
from support import takeback
from support.slither import ENGINE, base, frogs, snake_to_move, with_path


def moves(state: SlitherState, *clicks: tuple[int, str]) -> tuple[SlitherState, list[bool]]:
    """The position after the clicks, and for each click whether it revealed something."""
    return takeback.moves(ENGINE, state, *clicks)


# ---- the frogs -----------------------------------------------------------------------------------------


def test_a_frogs_move_reveals_nothing_until_the_last_frog_moves_and_the_reveal_flips_a_card() -> None:
    """[R] Turn 1) "Each frog takes a turn in any order" (ruling 22), then 2) Reveal: the frog on 2 (in
    the path) makes the snake flip it (ruling 15). Frog 1 steps 1 -> 2, frog 2 steps β2 -> C."""
    state = frogs(base(), ("1", "bellow"), (None, "bellow"))
    after, revealed = moves(state, (1, "move.2"), (2, "move.c"))
    assert revealed == [False, True]
    assert after.path[2].face_up and after.phase == "snake_move"


def test_the_last_frogs_move_reveals_even_when_no_frog_stands_on_a_location() -> None:
    """Ruling 15: letters and buildings reveal nothing at the Reveal, but resolving it moves the game to
    the Snake Moves step, which starts by checking whether the snake is cornered (rules 3(c) "Cornered"),
    and that depends on where its hidden Head lies. Frogs step β1 -> A and β2 -> C: nothing is announced,
    and the snake (Head 5, free neighbour 6) is not cornered; with the path Head 1, Middle 1 2, Middle 2 3
    the same steps find it cornered and out."""
    _, revealed = moves(base(), (1, "move.a"), (2, "move.c"))
    assert revealed == [False, True]
    cornered = frogs(with_path(base(), "1", "2", "3", phase="frogs_move"), ("A", "bellow"), ("C", "bellow"))
    after, revealed = moves(cornered, (1, "move.b"), (2, "move.d"))
    assert after.found_out == 1 and revealed == [False, True]


def test_ripple_reveals_and_bellow_does_not() -> None:
    """Ours D4: Ripple asks whether the Head is within 2 spaces, and the answer is given to everyone; ours
    D8: Bellow only forbids the snake's next ability card, telling nothing. Both come before the frog's
    move. Frog 1 on 6 holds Ripple, frog 2 on β2 holds Bellow."""
    state = frogs(base(), ("6", "ripple"), (None, "bellow"))
    _, revealed = moves(state, (1, "ripple"), (2, "bellow"), (2, "move.c"))
    assert revealed == [True, False, False]


def test_a_croak_or_tongue_lash_decision_comes_before_the_reveal() -> None:
    """Ours D5: after every frog has moved, a frog holding Croak (with a location next to it) chooses to
    use it or keep it; only then does the Reveal resolve. So the last move only opens that choice, and
    the choice resolves the Reveal. Frog 1 on A holds Croak; it steps to B, frog 2 to C; it croaks 2."""
    state = frogs(base(), ("A", "croak"), (None, "bellow"))
    after, revealed = moves(state, (1, "move.b"), (2, "move.c"))
    assert after.phase == "reveal" and revealed == [False, False]
    after, revealed = moves(after, (1, "croak.2"))
    assert after.path[2].face_up and revealed == [True]


# ---- the snake -------------------------------------------------------------------------------------------


def test_the_snakes_secret_head_reveals_nothing_when_every_frog_keeps_its_card() -> None:
    """[R] Snake Moves: the new Head is played face down (ruling 23: its location is the snake's secret),
    with an optional ability card (D18: Head, then the card). Venom is played face down too. The move
    starts the next round, and every frog still holds its card, so nothing is drawn (D6).
    Shifted path: previous Head 5, then 4, 2; the snake plays 6."""
    for ability in ("none", "venom"):
        state = snake_to_move(base(), "5", "4", "2")
        after, revealed = moves(state, (0, "head.6"), (0, f"ability.{ability}"))
        assert after.phase == "frogs_move" and after.round == 2
        assert not after.path[0].face_up and revealed == [False, False], ability


def test_strike_flips_the_new_head_and_stays() -> None:
    """Snake card Strike (rules 3(c)): "The Head card is flipped face up" (like Gulp and Shed Skin)."""
    state = snake_to_move(base(), "5", "4", "2")
    after, revealed = moves(state, (0, "head.6"), (0, "ability.strike"))
    assert after.path[0].face_up and revealed == [False, True]


def test_the_snakes_move_stays_when_the_next_round_draws_a_frog_card() -> None:
    """Ours D6: "At the start of every Frogs Move step each frog without a card draws one at random": the
    snake's move starts that step. Frog 1 used its Bellow this round, so it draws when the snake moves
    (with Bellow in force the snake plays no ability card, so the Head is one click, D18)."""
    state = frogs(base(), ("A", "bellow"), ("C", "patch_up"))
    state, _ = moves(state, (1, "bellow"), (1, "move.b"), (2, "move.d"))
    assert state.phase == "snake_move" and state.frogs[0].card is None
    after, revealed = moves(state, (0, "head.6"))
    assert after.frogs[0].card is not None and revealed == [True]


def test_laying_tiles_and_growing_the_path_reveal_nothing() -> None:
    """Ours D2: laying a tile happens in plain sight; D3: the path is grown face down, card by card, and
    the frogs see the segments empty until it is complete ([R] Setup 9-10); then the frogs place their
    pawns ([R] Setup 14) and the first round starts with the cards dealt at setup, so nothing is drawn."""
    state = ENGINE.new_game(3, 7, ENGINE.make_options({"variant": "rulebook"}))
    clicks = [(0, "spot.d.0.1"), (0, "low.0.1"), (0, "spot.u.1.2"), (0, "low.2.1")]
    clicks += [(0, "path.5"), (0, "path.4"), (0, "back"), (0, "path.4"), (0, "path.2")]
    clicks += [(1, "start.beta1"), (2, "start.beta2")]
    after, revealed = moves(state, *clicks)
    assert after.phase == "frogs_move" and after.round == 1
    assert revealed == [False] * len(clicks)
