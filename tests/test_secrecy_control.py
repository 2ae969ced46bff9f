"""The secrecy tests' control (``support.secrecy.RedrawControl``) can fail, and fails where it should.

Every "leaks nothing" test compares what a viewer is shown of a position and of its redraw
(``Engine.determinize``). Here the redraw is broken on purpose, by monkeypatching one game's
``determinize``, over positions of seeded random games:

- a redraw that only draws a new seed passes every comparison (views, choices: there is nothing to tell
  apart), and the control fails it, in every game with hidden information;
- with Gentoo's view made to show the Draw Pile's order, the comparison alone passes with that redraw: the
  leak is seen only because the control refuses the redraw; the real redraw catches the leak itself;
- a redraw that forgets one kind of secret (Gentoo's Player Piles; the cards a Giant Snail Malacologist
  showed its researcher, kept for everyone) fails the control on that kind, named in the message;
- As The Earth Crumbles hides nothing: its redraw must change the seed and nothing else.

The real ``determinize`` passes the control on the same positions (the control is not failing by itself).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from engines import ENGINES, AnyEngine
from engines.base import replace
from engines.rng import new_seed
from support import boards
from support.secrecy import RedrawControl, assert_shows_nothing_new
from support.secretgame import SECRET_ENGINES

ALL = {**ENGINES, **SECRET_ENGINES}
# key: players. SLITHER with five, so that one game has enough positions with the path hidden.
HIDING = {"gentoo": 3, "giantsnail": 3, "grimprospects": 3, "slither": 5, "secretgame": 3}
SEED = 3
Redraw = Callable[[Any, int, random.Random], Any]


def seed_only(state: Any, seat: int, rng: random.Random) -> Any:
    """The broken redraw: the same state with a new seed, every secret as it was."""
    return replace(state, seed=new_seed(rng))


def redraw_every_position(engine: AnyEngine, players: int, every: int = 4) -> RedrawControl:
    """Every ``every``-th position of a seeded random game, redrawn for each seat by ``engine.determinize``
    and compared as the secrecy tests compare (``assert_shows_nothing_new``): the control they fed."""
    control = RedrawControl(engine.key, f"seed {SEED}")
    rng = random.Random(SEED)
    for state in boards.playout(engine, players, SEED, random_seat=True)[::every]:
        for seat in range(players):
            other = engine.determinize(state, seat, rng)
            assert_shows_nothing_new(engine, state, seat, other, f"seed {SEED}, step {state.step}")
            control.check(state, seat, other)
    return control


@pytest.mark.parametrize("key", sorted(HIDING))
def test_a_redraw_that_only_draws_a_new_seed_passes_every_comparison_and_fails_the_control(
    key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    engine = ALL[key]
    redraw_every_position(engine, HIDING[key]).verify()  # the real redraw passes
    monkeypatch.setattr(engine, "determinize", seed_only)
    control = redraw_every_position(engine, HIDING[key])  # every comparison passes...
    assert control.redraws > 0
    with pytest.raises(AssertionError, match="the redraw never changed"):
        control.verify()  # ...and the control does not


def test_a_view_that_shows_the_pile_order_is_caught_by_the_control_or_by_a_real_redraw(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    engine = ENGINES["gentoo"]
    honest = engine._view

    def leaky(state: Any, seat: int | None) -> Any:
        return replace(honest(state, seat), draw_cards=state.draw)  # the Draw Pile in its order, top first

    monkeypatch.setattr(engine, "_view", leaky)
    with pytest.raises(AssertionError, match="shows a secret"):
        redraw_every_position(engine, 3)  # the real redraw reorders the pile: the views differ
    monkeypatch.setattr(engine, "determinize", seed_only)
    control = redraw_every_position(engine, 3)  # with a seed-only redraw the comparison sees nothing
    with pytest.raises(AssertionError, match="the Draw Pile's order"):
        control.verify()


def redraw_all_but(engine: AnyEngine, keep: Callable[[Any, Any, int], Any]) -> Redraw:
    """The real redraw with one kind of secret put back as it was (``keep(state, redrawn, seat)``)."""
    real = engine.determinize

    def partial(state: Any, seat: int, rng: random.Random) -> Any:
        return keep(state, real(state, seat, rng), seat)

    return partial


def test_a_redraw_that_keeps_the_player_piles_fails_on_them(monkeypatch: pytest.MonkeyPatch) -> None:
    engine = ENGINES["gentoo"]

    def piles_kept(state: Any, redrawn: Any, seat: int) -> Any:
        return replace(redrawn, players=state.players)

    monkeypatch.setattr(engine, "determinize", redraw_all_but(engine, piles_kept))
    control = redraw_every_position(engine, 3)
    with pytest.raises(AssertionError, match="never changed a Player Pile's order") as failed:
        control.verify()
    assert "the Draw Pile's order" not in str(failed.value).split(", though")[0]


def test_a_redraw_that_keeps_what_a_malacologist_showed_for_everyone_fails_on_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The researcher's peek kept in every seat's redraw: no view shows the difference (the others' views
    never show those cards), but a search from another seat would know them. The control names it."""
    engine = ENGINES["giantsnail"]
    # A peek put in (random games seldom research a Malacologist): as the researcher's choice leaves it.
    peeked = [
        replace(state, peek_seat=seat, peek_count=3)
        for state in boards.playout(engine, 3, SEED)[20::10]
        for seat in range(3)
        if state.phase == "actions" and len(state.deck) > 5
    ]
    assert peeked

    def peek_kept(state: Any, redrawn: Any, seat: int) -> Any:
        count = state.peek_count
        return replace(redrawn, deck=(*state.deck[:count], *redrawn.deck[count:]))

    for determinize, fails in ((engine.determinize, False), (redraw_all_but(engine, peek_kept), True)):
        monkeypatch.setattr(engine, "determinize", determinize)
        control = RedrawControl("giantsnail", f"seed {SEED}, a peek put in")
        rng = random.Random(SEED)
        for state in peeked:
            for seat in range(3):
                other = engine.determinize(state, seat, rng)
                assert_shows_nothing_new(engine, state, seat, other, f"step {state.step}")
                control.check(state, seat, other)
        if fails:
            with pytest.raises(AssertionError, match="never changed the cards a Malacologist showed"):
                control.verify()
        else:
            assert "the cards a Malacologist showed someone else" in control.verify()


def test_in_a_game_that_hides_nothing_the_redraw_may_change_only_the_seed() -> None:
    engine = ENGINES["earthcrumbles"]
    control = redraw_every_position(engine, 3, every=20)
    assert control.verify().endswith("nothing hidden")
    state = boards.playout(engine, 3, SEED)[30]
    moved = replace(state, seed=state.seed + 1, discard=(*state.discard, "a-b1"))
    with pytest.raises(AssertionError, match="changed more than the seed"):
        control.check(state, 0, moved)
