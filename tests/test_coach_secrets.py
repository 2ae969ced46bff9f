"""The coach never tells anyone what they could not see: a property test over random games of every game
with hidden information (Gentoo Rules, Giant Snail Will Not Prevail!, Grim Prospects, SLITHER and Secret
Cards, the test game with secret hands) and of As The Earth Crumbles (whose only unknown, the future gas
flips, is its seed), in the style of tests/test_web_secrets.py.

At sampled steps of every game (every n-th decision, and the last):
- a hint for the seat to act (its choices, values and reasons) and a decision of that seat judged for a
  review are the same when everything hidden from that seat is redrawn (``Engine.determinize`` for it):
  so they depend on nothing the seat could not see;
- a review's chart point, and the chart drawn from such points, are the same when everything hidden from
  the table is redrawn (``Engine.determinize`` from any seat, as the web's test redraws): so the chart
  an onlooker sees holds no hand, no deck order and no hidden path;
- and the redraws did change what was hidden (``support.secrecy.RedrawControl``: every kind of hidden
  part, at least once where a fair redraw would have), so the comparisons above are not empty.

The games are dealt from fixed seeds (the tests' ids) and played by ``random.Random(seed)``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from bot.ai.coach import CoachBudget
from bot.render.chart import review_chart
from bot.workers.coachjobs import chart_job, hint_job, judge_job
from support.harness import GAMES_UNDER_TEST
from support.secrecy import RedrawControl

# Players per game. SLITHER with five: its hint test redraws only for the seat to act, and with four frogs
# a frog acts more often, so one short game gives the control enough checks where the path is hidden.
GAMES = {"secretgame": 3, "grimprospects": 3, "slither": 5, "gentoo": 2, "giantsnail": 3, "earthcrumbles": 2}
BUDGET = CoachBudget(hint=40, hint_seconds=1e9, judge=30, chart=20)
# The positions of a game checked: every n-th decision (and the last). Gentoo's random games are the
# longest (hundreds of decisions) and the cheapest to search; SLITHER's the shortest.
EVERY = {"secretgame": 2, "grimprospects": 6, "slither": 4, "gentoo": 12, "giantsnail": 4, "earthcrumbles": 8}
CAP = 1000  # decisions: a cap only, above any of these games' random lengths
HINT_CASES = [(key, 1) for key in GAMES] + [("secretgame", 2)]
CHART_CASES = [(key, 2) for key in GAMES if key != "secretgame"] + [("secretgame", 3)]


def positions(key: str, seed: int) -> Iterator[tuple[int, Any]]:
    """Positions of a random game of ``key``, every ``EVERY[key]``-th, and the last, with their index."""
    engine = GAMES_UNDER_TEST[key].engine
    rng = random.Random(seed)
    state = engine.new_game(GAMES[key], seed)
    index = 0
    while engine.outcome(state) is None and index < CAP:
        if index % EVERY[key] == 0:
            yield index, state
        seat = min(engine.current_seats(state))
        legal = [a for a in engine.legal_actions(state, seat) if not engine.is_back(engine.action_id(a))]
        state = engine.apply(state, seat, rng.choice(legal or list(engine.legal_actions(state, seat))))
        index += 1
    yield index, state


@pytest.mark.parametrize(("key", "seed"), HINT_CASES)
def test_a_hint_and_a_judged_decision_depend_only_on_what_their_seat_can_see(key: str, seed: int) -> None:
    spec = replace(GAMES_UNDER_TEST[key], coach=BUDGET)
    engine, games = spec.engine, {key: spec}
    draw = random.Random(seed)
    control = RedrawControl(key, f"seed {seed}")
    checked = 0
    for _index, state in positions(key, seed):
        if engine.outcome(state) is not None:
            continue
        for seat in sorted(engine.current_seats(state)):
            legal = [engine.action_id(a) for a in engine.legal_actions(state, seat)]
            played = draw.choice(legal)

            def coach_of(position: Any, seat: int = seat, played: str = played) -> tuple[Any, Any]:
                """The jobs the AI workers run, as the bot hands them a stored state."""
                stored = engine.dump_state(position)
                told = hint_job(key, stored, seat, games)
                _seconds, judged = judge_job(key, [(stored, seat, played)], games)
                return told, judged

            real = coach_of(state)
            redrawn = engine.determinize(state, seat, random.Random(draw.random()))
            assert coach_of(redrawn) == real, (
                f"seed {seed}: seat {seat + 1} at step {state.step}: the coach saw something hidden"
            )
            control.check(state, seat, redrawn)
            checked += 1
    assert checked >= 5
    control.verify()  # and the secrets redrawn did differ


@pytest.mark.parametrize(("key", "seed"), CHART_CASES)
def test_a_reviews_chart_depends_only_on_what_the_table_could_see(key: str, seed: int) -> None:
    spec = replace(GAMES_UNDER_TEST[key], coach=BUDGET)
    engine, games = spec.engine, {key: spec}
    draw = random.Random(seed)
    control = RedrawControl(key, f"seed {seed}")

    def point(step: int, position: Any) -> tuple[float, ...] | None:
        _seconds, [value] = chart_job(key, [(step, engine.dump_state(position))], games)
        return value

    steps, real, redrawn = [], [], []
    for index, state in positions(key, seed):
        value = point(index, state)
        assert value is not None, f"{key} cannot estimate a position from the public view"
        for seat in range(GAMES[key]):
            other = engine.determinize(state, seat, random.Random(draw.random()))
            assert point(index, other) == value, (
                f"seed {seed}, step {index}: the chart moved when seat {seat + 1}'s secrets were redrawn"
            )
            control.check(state, seat, other)
        steps.append(index)
        real.append(value)
        other_seat = draw.randrange(GAMES[key])
        redrawn.append(point(index, engine.determinize(state, other_seat, random.Random(draw.random()))))
    names = [f"Player {i + 1}" for i in range(GAMES[key])]
    shown = review_chart(names, steps, steps[-1] + 1, real, None)
    again = review_chart(names, steps, steps[-1] + 1, [v for v in redrawn if v is not None], None)
    assert (shown.png, shown.alt_text) == (again.png, again.alt_text)
    control.verify()
