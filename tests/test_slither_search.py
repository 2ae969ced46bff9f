"""SLITHER's search rules (engines/slither/search.py, docs/ai.md "SLITHER's search") play exactly the
engine's game, beyond what tests/test_search_rules.py checks for every game:

- a position carried through whole games of 2 to 5 players, under every option, rates every seat as the
  engine's heuristic does at every step (its values are kept on the position between two actions);
- the frogs' and an onlooker's samples are the engine's, also when drawn again from the same state;
- the map's tile spots, worked out from the map a tile was laid on, are the ones the rule defines;

and a frog's sample never keeps the snake's true path for want of another (docs/rules/slither.md, "What
the frogs know"): when the quick samplers give up, the exact one draws from every path that fits what the
frogs have seen, reading nothing else.

A failing check names its seed; ``SLITHER_SEARCH_SEED`` moves every seed.
"""

from __future__ import annotations

import itertools
import os
import random

import pytest

from engines.base import replace
from engines.slither import knowledge, resample
from engines.slither.engine import ONLOOKER
from engines.slither.hexmap import (
    board_for,
    legal_spots,
    legal_spots_after,
    neighbours,
    placement_spots,
    triangle,
)
from engines.slither.models import PathCard, SlitherOptions, SlitherState
from engines.slither.search import SlitherSearch
from support.slither import ENGINE, RULEBOOK, act, base, frogs, lay_map

SEED = int(os.environ.get("SLITHER_SEARCH_SEED", "0"))
OPTIONS = [
    SlitherOptions(),
    RULEBOOK,
    SlitherOptions(setup_tiles="n_plus_1", initial_body="n_minus_1"),
    SlitherOptions(variant="rulebook", setup_tiles="n_plus_1"),
]


def plain(state: SlitherState) -> SlitherState:
    return replace(state, log=())


@pytest.mark.parametrize("game", range(12))
def test_a_carried_position_plays_and_rates_as_the_engine(game: int) -> None:
    seed = SEED * 1000 + game
    rng = random.Random(f"slither-search:{seed}")
    players = 2 + game % 4
    state = ENGINE.new_game(players, rng.randrange(2**31), OPTIONS[game // 4 % len(OPTIONS)])
    rules = SlitherSearch()
    carried = rules.start(state)
    for step in range(3000):
        where = f"SLITHER_SEARCH_SEED={SEED} game {game} ({players} players), step {step}"
        assert plain(rules.state(carried)) == plain(state), where
        assert rules.outcome(carried) == ENGINE.outcome(state), where
        if ENGINE.outcome(state) is not None:
            assert step > 10, where  # laying tiles, growing the path, placing the frogs and a round at least
            return
        seats = ENGINE.current_seats(state)
        assert rules.current_seats(carried) == seats, where
        for seat in range(players):
            assert rules.heuristic(carried, seat) == ENGINE.heuristic(state, seat), f"{where}, seat {seat}"
        if step % 5 == 0:
            for seat in (ONLOOKER, *range(players)):
                for draw in range(2):  # the second is drawn from what the first kept of the state
                    number = rng.randrange(2**31)
                    mine = rules.determinize(state, seat, random.Random(number))
                    theirs = ENGINE.determinize(state, seat, random.Random(number))
                    assert plain(rules.state(mine)) == plain(theirs), f"{where}, sample {draw} for {seat}"
                    for rated in range(players):
                        expected = ENGINE.heuristic(theirs, rated)
                        assert rules.heuristic(mine, rated) == expected, f"{where}, sample for {seat}"
        seat = rng.choice(sorted(seats))  # the frogs move in any order (ruling 22)
        legal = rules.legal_actions(carried, seat)
        assert list(legal) == [ENGINE.action_id(a) for a in ENGINE.legal_actions(state, seat)], where
        action = rng.choice(list(legal))
        state = ENGINE.apply(state, seat, ENGINE.parse_action(action))
        carried = rules.apply(carried, seat, action)
    pytest.fail(f"SLITHER_SEARCH_SEED={SEED} game {game} did not end")


def _spots_by_definition(state: SlitherState) -> set[str]:
    """Every triangle of three free hexes touching at least two placed ones (rules 3(c) "Placement
    rule"), by trying every triangle near the map."""
    taken = {(q, r) for _, q, r in state.cells}
    qs = [q for q, _ in taken]
    rs = [r for _, r in taken]
    found = set()
    for kind, q, r in itertools.product(
        "ud", range(min(qs) - 3, max(qs) + 3), range(min(rs) - 3, max(rs) + 3)
    ):
        tri = triangle(kind, q, r)
        touched = {n for c in tri for n in neighbours(c) if n in taken}
        if not taken.intersection(tri) and len(touched) >= 2:
            found.add(f"{kind}.{q}.{r}")
    return found


def test_the_spots_of_a_map_grown_by_a_tile_are_the_rules_spots() -> None:
    maps = 0
    for game in range(30):
        seed = SEED * 1000 + game
        rng = random.Random(f"slither-spots:{seed}")
        state = ENGINE.new_game(rng.randint(2, 5), seed, OPTIONS[game % len(OPTIONS)])
        while ENGINE.outcome(state) is None:
            seat = min(ENGINE.current_seats(state))
            after = ENGINE.apply(state, seat, rng.choice(list(ENGINE.legal_actions(state, seat))))
            if after.cells != state.cells:
                grown = legal_spots_after(
                    legal_spots(state.cells), state.cells, after.cells[len(state.cells) :]
                )
                assert grown == legal_spots(after.cells), f"SLITHER_SEARCH_SEED={SEED} game {game}"
                spots = {s.id for s in placement_spots(after.cells)}
                assert spots == _spots_by_definition(after), f"SLITHER_SEARCH_SEED={SEED} game {game}"
                maps += 1
            state = after
    assert maps > 60


# ---- a frog's sample when the quick samplers give up ---------------------------------------------------


@pytest.fixture
def samplers_give_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """``sample_from_belief`` tries nothing and ``sample_trail`` and ``random_simple_path`` run out of
    budget at once: only the exact samplers are left."""
    monkeypatch.setattr(knowledge, "SAMPLE_TRIES", 0)
    monkeypatch.setattr(knowledge, "SEARCH_BUDGET", 0)


def _two_paths() -> tuple[SlitherState, SlitherState]:
    """The snake's move after frog 1 stepped 1 -> 2 (flipping the Tail-most card, Middle 2) and frog 2
    3 -> 6 (6 shown from the hand): on MAP only the paths 5-4-2 and 3-1-2 (Head first) fit what the frogs
    have seen (tests/test_slither_rules.py, test_determinize_respects_every_reveal_and_uses_a_new_seed).
    The same public game with each of them as the true path."""
    state = frogs(base(), ("1", "bellow"), ("3", "bellow"))
    state = act(act(state, 1, "move.2"), 2, "move.6")
    assert state.phase == "snake_move" and [c.loc for c in state.path] == ["5", "4", "2"]
    other = replace(state, path=(PathCard(loc="3"), PathCard(loc="1"), PathCard(loc="2", face_up=True)))
    assert ENGINE.view(other, 1) == ENGINE.view(state, 1) and ENGINE.view(other, None) == ENGINE.view(
        state, None
    )
    return state, other


@pytest.mark.usefixtures("samplers_give_up")
def test_a_frog_whose_samplers_give_up_draws_from_every_path_that_fits_never_the_true_one_kept() -> None:
    truths = _two_paths()
    seen: dict[tuple[str, ...], set[tuple[str, ...]]] = {}
    for k in range(60):
        draws = []
        for truth in truths:
            for sample in (
                ENGINE.determinize(truth, 1, random.Random(k)),
                ENGINE.public_determinize(truth, random.Random(k)),
            ):
                assert ENGINE.view(sample, 1) == ENGINE.view(truth, 1), f"draw {k}"
                assert ENGINE.view(sample, None) == ENGINE.view(truth, None), f"draw {k}"
                assert sample.seed != truth.seed
                draws.append(tuple(c.loc for c in sample.path))
            seen.setdefault(tuple(c.loc for c in truth.path), set()).update(draws[-2:])
        # What a frog draws reads nothing of where the snake is: the same for either true path.
        assert len(set(draws)) == 1, f"draw {k}: {draws}"
    # Each true path is one sample among those that fit, not the one kept: both come from either.
    assert seen == {
        ("5", "4", "2"): {("5", "4", "2"), ("3", "1", "2")},
        ("3", "1", "2"): {("5", "4", "2"), ("3", "1", "2")},
    }


@pytest.mark.usefixtures("samplers_give_up")
def test_the_search_draws_the_engines_own_sample_when_the_samplers_give_up() -> None:
    rules = SlitherSearch()
    for truth in _two_paths():
        for seat in (1, 2, ONLOOKER):
            for k in range(5):
                mine = rules.state(rules.determinize(truth, seat, random.Random(k)))
                assert plain(mine) == plain(ENGINE.determinize(truth, seat, random.Random(k))), f"draw {k}"


@pytest.mark.usefixtures("samplers_give_up")
def test_a_state_no_trail_fits_is_refused_never_given_back_with_its_true_path(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A state only a hand could make, where no trail fits what the frogs have seen (here the exact sampler
    finding none, as it would there): the engine and the search refuse to redraw it rather than hand a
    frog the true path."""
    truth = _two_paths()[0]
    rules = SlitherSearch()
    for seat in (1, 2):
        assert plain(rules.state(rules.determinize(truth, seat, random.Random(1)))) == plain(
            ENGINE.determinize(truth, seat, random.Random(1))
        )  # it draws while a trail fits...
    monkeypatch.setattr(resample, "exact_trail", lambda state, rng: None)
    for seat in (1, 2, ONLOOKER):
        with pytest.raises(resample.Unredrawable):
            ENGINE.determinize(truth, seat, random.Random(1))
        with pytest.raises(resample.Unredrawable):
            rules.determinize(truth, seat, random.Random(1))
    with pytest.raises(resample.Unredrawable):
        ENGINE.public_determinize(truth, random.Random(1))
    # ...and a path being grown that the map cannot hold is refused alike.
    grown = act(lay_map(ENGINE.new_game(3, 7, RULEBOOK)), 0, "path.5")
    monkeypatch.setattr(resample, "exact_simple_path", lambda board, length, rng: None)
    with pytest.raises(resample.Unredrawable):
        ENGINE.determinize(grown, 1, random.Random(1))


@pytest.mark.parametrize("position", ["two paths fit", "no clue yet"])
def test_the_exact_sampler_draws_every_trail_that_fits_and_nothing_else(position: str) -> None:
    state = _two_paths()[0] if position == "two paths fit" else base()
    board = board_for(state.cells)
    fitting = {
        trail
        for trail in itertools.product(board.numbered, repeat=state.trail_len)
        if knowledge.trail_is_possible(state, list(trail))
    }
    assert len(fitting) == 2 if position == "two paths fit" else len(fitting) > 20
    rng = random.Random(SEED)
    drawn = set()
    for _ in range(50 * len(fitting)):
        trail = resample.exact_trail(state, rng)
        assert trail is not None and tuple(trail) in fitting, f"SLITHER_SEARCH_SEED={SEED}"
        drawn.add(tuple(trail))
    assert drawn == fitting, f"SLITHER_SEARCH_SEED={SEED}"


@pytest.mark.usefixtures("samplers_give_up")
def test_a_frog_whose_sampler_gives_up_while_the_path_grows_still_redraws_it() -> None:
    grown = lay_map(ENGINE.new_game(3, 7, RULEBOOK))
    truths = [act(grown, 0, f"path.{loc}") for loc in ("5", "1")]
    assert all(t.phase == "grow_path" and len(t.path) == 1 for t in truths)
    adjacent = board_for(grown.cells).numbered_adjacent
    firsts = set()
    for k in range(40):
        draws = set()
        for truth in truths:
            for sample in (
                ENGINE.determinize(truth, 1, random.Random(k)),
                ENGINE.public_determinize(truth, random.Random(k)),
            ):
                assert ENGINE.view(sample, 1) == ENGINE.view(truth, 1), f"draw {k}"
                draws.add(sample.path[0].loc)
        assert len(draws) == 1, f"draw {k}: {draws}"
        (first,) = draws
        # The first card of a path of grow_target cards, with room for the rest.
        assert adjacent[first], f"draw {k}"
        firsts.add(first)
    assert {"5", "1"} < firsts
