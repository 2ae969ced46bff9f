"""The Gentoo Rules engine beyond the shared conformance suite: invariants checked at every step of random
games (2-4 players, both options).

What must hold in every position, from the rulebook and section 4(c)
of the game's rulings document: the 90 cards are each in exactly one place; the 12 stones (3 per
player) are all held and never negative; fish are 0-5 per player (20 in the supply) and only rise by a
reshuffle, to exactly 5 (ruling 10); penguins are 0-5 (20 in the supply) and change by at most one per
decision; the Choice row holds at most 5 cards: 5 only after the Draw (Choose) or in the Discard step,
which needs more than four (ruling 8), and at most 4 from the Flip on; Snow reaches the common piles only
through a Thaw with thaw_snow_to="discard" (ruling 17); exactly one seat acts while the game runs (the
Thief's target in the Peck window, ruling 14); the game ends exactly when someone reaches the penguins
needed, with one winner (ruling 18); the card taken in this turn's Choose is never offered for a play, a
hatch or a block before the turn ends ([R] Phase I.2), and a new turn starts with nothing taken. Only the
public engine API is used.
"""

from __future__ import annotations

import random
import tomllib
from pathlib import Path
from typing import Any

import pytest

from engines import ENGINES

ENGINE: Any = ENGINES["gentoo"]
ROOT = Path(__file__).resolve().parent.parent
SEEDS = 60
MAX_DECISIONS = 60_000  # far above the longest random game; reaching it means the game is stuck


def _card_ids() -> list[str]:
    data = tomllib.loads((ROOT / "data" / "gentoo" / "cards.toml").read_text(encoding="utf-8"))
    return sorted(f"{c['type']}-{i:02d}" for c in data["card"] for i in range(1, c["copies"] + 1))


ALL_CARDS = _card_ids()


def check_position(state: Any) -> None:
    n = state.num_players
    players = state.players
    common = [*state.draw, *state.row, *state.discard]
    places = [*common, *state.removed]
    for p in players:
        places += [*p.pile, *p.in_play, *p.used]
    assert sorted(places) == ALL_CARDS, "a card is lost or duplicated"

    stones = [p.stones for p in players]
    assert min(stones) >= 0 and sum(stones) == 3 * n
    fish = [p.fish for p in players]
    assert all(0 <= f <= 5 for f in fish) and sum(fish) <= 20
    penguins = [p.penguins for p in players]
    target = state.options.penguins_to_win
    assert all(0 <= c <= target for c in penguins) and sum(penguins) <= 20
    assert all(p.skips >= 0 for p in players)

    if state.phase in ("choose", "discard"):
        assert len(state.row) <= 5
        if state.phase == "discard":
            assert len(state.row) == 5
    else:
        assert len(state.row) <= 4

    snow_in_common = [c for c in common if c.startswith("snow-")]
    if state.options.thaw_snow_to == "removed":
        assert not snow_in_common
    assert sum(c.startswith("snow-") for c in state.removed) >= 24 - 6 * n

    assert 0 <= state.turn < n and state.direction in (1, -1)
    if n == 2:
        assert state.direction == 1  # ruling 16: Blizzard has no effect with 2 players

    outcome = ENGINE.outcome(state)
    reached = tuple(s for s, c in enumerate(penguins) if c >= target)
    if outcome is None:
        assert not reached
        seats = ENGINE.current_seats(state)
        if state.phase == "peck":
            assert state.pending is not None and seats == frozenset({state.pending.target})
            assert state.pending.target != state.turn
        else:
            assert seats == frozenset({state.turn})
        (seat,) = seats
        actions = ENGINE.legal_actions(state, seat)
        ids = [ENGINE.action_id(a) for a in actions]
        assert ids and len(ids) == len(set(ids))
        if state.phase == "choose":
            assert state.taken is None, "a turn starts with nothing taken"
        uses = [a for a in actions if a.kind in ("play", "hatch", "peck")]
        if state.taken is not None:
            assert all(state.taken not in (a.card, a.second) for a in uses), "the card taken is used"
    else:
        assert len(outcome.winners) == 1 and outcome.winners == reached
        assert ENGINE.current_seats(state) == frozenset()


def check_step(before: Any, after: Any) -> None:
    pairs = list(zip(before.players, after.players, strict=True))
    for old, new in pairs:
        if new.fish > old.fish:
            assert new.fish == 5, "fish rise only by the Flip's reshuffle, to exactly 5"
    assert sum(abs(new.penguins - old.penguins) for old, new in pairs) <= 1
    assert sum(abs(new.stones - old.stones) for old, new in pairs) <= 2, (
        "one decision moves at most one stone"
    )


@pytest.mark.parametrize("seed", range(SEEDS))
def test_invariants_hold_through_a_random_game(seed: int) -> None:
    players = 2 + seed % 3
    # Both options vary independently of the player count (seed % 3) and of each other.
    options = ENGINE.make_options(
        {"thaw_snow_to": ("discard", "removed")[seed % 2], "penguins_to_win": 4 if seed % 5 == 4 else 5}
    )
    rng = random.Random(f"invariants:{seed}")
    state = ENGINE.new_game(players, seed, options)
    check_position(state)
    for _ in range(MAX_DECISIONS):
        if ENGINE.outcome(state) is not None:
            break
        seat = rng.choice(sorted(ENGINE.current_seats(state)))
        action = rng.choice(list(ENGINE.legal_actions(state, seat)))
        new = ENGINE.apply(state, seat, action)
        assert new.step == state.step + 1
        check_position(new)
        check_step(state, new)
        state = new
    assert ENGINE.outcome(state) is not None, f"seed {seed} did not finish"


def test_the_random_games_reach_every_phase_and_every_kind_of_decision() -> None:
    """The invariants above are only as good as the positions they see: the same random games (a sample
    of their seeds) must pass through every phase, make every kind of decision and play every card type
    that can be played."""
    phases: set[str] = set()
    kinds: set[str] = set()
    played: set[str] = set()
    taken_in_play = 0  # positions where the Flip brought the card just taken into play ([R] Phase I.2)
    for seed in range(0, SEEDS, 4):
        rng = random.Random(f"invariants:{seed}")
        state = ENGINE.new_game(2 + seed % 3, seed)
        while ENGINE.outcome(state) is None:
            seat = rng.choice(sorted(ENGINE.current_seats(state)))
            action = rng.choice(list(ENGINE.legal_actions(state, seat)))
            phases.add(state.phase)
            if state.phase == "play" and state.taken in state.players[state.turn].in_play:
                taken_in_play += 1
            parts = ENGINE.action_id(action).split(".")
            kinds.add(parts[0])
            if parts[0] == "play":
                played.add(parts[1].split("-")[0])
            state = ENGINE.apply(state, seat, action)
    assert phases == {"choose", "discard", "play", "target", "gift", "peck"}
    assert kinds == {
        *("choose", "skip", "discard", "play", "hatch", "move", "pass"),
        *("target", "victim", "give", "peck", "allow", "back"),
    }
    assert played == {"thief", "skua", "seal", "nest", "peck", "blizzard", "fishing", "thaw"}
    assert taken_in_play > 0
