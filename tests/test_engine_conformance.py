"""The contract every engine in ENGINES must keep (docs/architecture.md, "The engine contract" and "Tests").

Random playouts drive each engine through many positions; every position is checked for the contract's
promises: determinism, JSON round-trips, replay from the action log, action ids, refusals that change
nothing, an action for every seat that must act, views that leak nothing (via determinize, with a control
that the redraws did change what was hidden: ``support.secrecy``), and moves
that ``reveals`` lets a player take back revealing nothing (via determinize too). The
playouts run with the default options and again with every other value of each option, one option at a
time (fewer seeds each).
"""

from __future__ import annotations

import inspect
import json
import random
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from engines import ENGINES, AnyEngine
from engines.base import Engine, GameError, IllegalAction, LogLine, Outcome, replace
from support.secrecy import GivesBackTheSeed, RedrawControl, assert_shows_nothing_new
from support.variants import option_variants, player_counts, variant_id

ROOT = Path(__file__).resolve().parent.parent
KEYS = sorted(ENGINES)
ACTION_ID = re.compile(r"[a-z0-9_.-]{1,40}")
PLAYOUT_SEEDS = 200
DETAILED_SEEDS = 12  # seeds whose every position gets the expensive checks
# Decision caps, set above the longest random games measured (docs/performance.md): a random game
# that needs more decisions than this is taken to be stuck.
CAPS = {"gentoo": 60_000}
DEFAULT_CAP = 20_000
VARIANT_PLAYOUT_SEEDS = 40  # per non-default option value
VARIANT_DETAILED_SEEDS = 4
# (engine key, option values): the defaults first, then every variant.
CASES = [(key, options) for key in KEYS for options in [{}, *option_variants(key)]]
CASE_IDS = [f"{key}-{variant_id(options)}" for key, options in CASES]


@dataclass
class Playout:
    engine: AnyEngine
    num_players: int
    seed: int
    options: Any  # the engine's options model
    states: list[Any]  # states[i] is the position before moves[i]; states[-1] is the final one
    moves: list[tuple[int, Any]]  # (seat, action)


def random_playout(
    engine: AnyEngine, num_players: int, seed: int, keep_states: bool = True, options: Any = None
) -> Playout:
    cap = CAPS.get(engine.key, DEFAULT_CAP)
    rng = random.Random(f"agent:{seed}")
    state = engine.new_game(num_players, seed, options)
    states, moves = [state], []
    for _ in range(cap):
        if engine.outcome(state) is not None:
            break
        seats = sorted(engine.current_seats(state))
        assert seats, "a running game must have a seat to act"
        seat = rng.choice(seats)
        actions = engine.legal_actions(state, seat)
        assert actions, f"seat {seat} must act but has no legal action"
        action = rng.choice(list(actions))
        state = engine.apply(state, seat, action)
        moves.append((seat, action))
        if keep_states:
            states.append(state)
        else:
            states[-1:] = [state]
    return Playout(engine, num_players, seed, options, states, moves)


def detailed_playouts(key: str, values: dict[str, Any]) -> Iterator[Playout]:
    engine = ENGINES[key]
    options = engine.make_options(values)
    counts = player_counts(engine, options)
    for seed in range(VARIANT_DETAILED_SEEDS if values else DETAILED_SEEDS):
        yield random_playout(engine, counts[seed % len(counts)], 1000 + seed, options=options)


@pytest.fixture(scope="module", params=CASES, ids=CASE_IDS)
def playouts(request: pytest.FixtureRequest) -> list[Playout]:
    key, values = request.param
    return list(detailed_playouts(key, values))


@pytest.mark.parametrize(
    ("key", "values"),
    [
        # Gentoo's default game is the longest: its 200 playouts take 11-24 s of a worker.
        pytest.param(
            key, values, id=case_id, marks=[pytest.mark.slow] if case_id == "gentoo-defaults" else []
        )
        for (key, values), case_id in zip(CASES, CASE_IDS, strict=True)
    ],
)
def test_random_playouts_end_with_an_outcome(key: str, values: dict[str, Any]) -> None:
    engine = ENGINES[key]
    options = engine.make_options(values)
    counts = player_counts(engine, options)
    assert counts, f"no player count allows the options {values}"
    for seed in range(VARIANT_PLAYOUT_SEEDS if values else PLAYOUT_SEEDS):
        n = counts[seed % len(counts)]
        p = random_playout(engine, n, seed, keep_states=False, options=options)
        outcome = engine.outcome(p.states[-1])
        assert outcome is not None, f"seed {seed} with {n} players did not finish in {len(p.moves)} decisions"
        assert isinstance(outcome, Outcome)
        assert set(outcome.winners) <= set(range(n))
        assert len(outcome.scores) == n
        assert outcome.summary
        assert engine.current_seats(p.states[-1]) == frozenset()


def test_same_seed_gives_the_same_game(playouts: list[Playout]) -> None:
    for p in playouts[:4]:
        again = random_playout(p.engine, p.num_players, p.seed, options=p.options)
        assert again.moves == p.moves
        assert again.states == p.states


def test_a_different_seed_gives_a_different_game(playouts: list[Playout]) -> None:
    engine = playouts[0].engine
    first = {engine.dump_state(engine.new_game(engine.min_players, seed)) for seed in range(8)}
    assert len(first) > 1


@pytest.mark.parametrize("key", KEYS)
def test_games_are_identical_in_another_process(key: str) -> None:
    """Seeded randomness never depends on the process (no hash(), no global random)."""
    script = (
        "import random, sys\n"
        "from engines import ENGINES\n"
        f"e = ENGINES[{key!r}]\n"
        "s = e.new_game(e.max_players, 77)\n"
        "r = random.Random(5)\n"
        "for _ in range(300):\n"
        "    if e.outcome(s) is not None: break\n"
        "    seat = r.choice(sorted(e.current_seats(s)))\n"
        "    s = e.apply(s, seat, r.choice(list(e.legal_actions(s, seat))))\n"
        "sys.stdout.write(e.dump_state(s))\n"
    )
    outputs = [
        subprocess.run(
            [sys.executable, "-c", script],
            cwd=ROOT,
            env={"PYTHONHASHSEED": str(hash_seed), "PATH": "/usr/bin:/bin"},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for hash_seed in (1, 2)
    ]
    assert outputs[0] == outputs[1] and outputs[0]


def test_every_state_round_trips_through_json(playouts: list[Playout]) -> None:
    for p in playouts:
        for state in p.states:
            text = p.engine.dump_state(state)
            assert p.engine.load_state(text) == state
            assert json.loads(text)["step"] == state.step


def test_replaying_the_action_log_reproduces_every_state(playouts: list[Playout]) -> None:
    for p in playouts:
        engine = p.engine
        state = engine.new_game(p.num_players, p.seed, p.options)
        assert state == p.states[0]
        for i, (seat, action) in enumerate(p.moves):
            state = engine.apply(state, seat, engine.parse_action(engine.action_id(action)))
            assert state == p.states[i + 1]
            assert state.step == i + 1


def test_action_ids_round_trip_and_fit_in_a_custom_id(playouts: list[Playout]) -> None:
    for p in playouts:
        engine = p.engine
        for state in p.states[::3]:
            for seat in engine.current_seats(state):
                actions = engine.legal_actions(state, seat)
                ids = [engine.action_id(a) for a in actions]
                assert len(set(ids)) == len(ids), "two legal actions share an id"
                for action, action_id in zip(actions, ids, strict=True):
                    assert ACTION_ID.fullmatch(action_id), action_id
                    assert engine.parse_action(action_id) == action
                    # act:{session}:{seat}:{n}:{action_id} with a 12-char session id and n < 100000
                    assert len(f"act:{'x' * 12}:{seat}:99999:{action_id}") <= 100
                    label = engine.label(state, action)
                    assert 0 < len(label) <= 80, label


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize(
    "garbage", ["", "x" * 41, "NOT.LOWER", "play", "play.", "..", "choose.nonsense-99", "a b", "give.9", "💥"]
)
def test_unparseable_action_ids_raise_illegal_action(key: str, garbage: str) -> None:
    with pytest.raises(IllegalAction):
        ENGINES[key].parse_action(garbage)


def test_out_of_turn_and_illegal_actions_raise_and_change_nothing(playouts: list[Playout]) -> None:
    for p in playouts:
        engine = p.engine
        seen_actions = {a for _, a in p.moves}
        for state in p.states[::5]:
            before = engine.dump_state(state)
            acting = engine.current_seats(state)
            for seat in range(p.num_players):
                if seat in acting:
                    legal = set(engine.legal_actions(state, seat))
                    for action in list(seen_actions - legal)[:5]:
                        with pytest.raises(IllegalAction) as err:
                            engine.apply(state, seat, action)
                        assert str(err.value)
                else:
                    assert engine.legal_actions(state, seat) == ()
                    some = next(iter(acting), None)
                    if some is not None:
                        for action in list(engine.legal_actions(state, some))[:3]:
                            with pytest.raises(IllegalAction):
                                engine.apply(state, seat, action)
            assert engine.dump_state(state) == before


def test_a_finished_game_refuses_every_action(playouts: list[Playout]) -> None:
    for p in playouts:
        final = p.states[-1]
        assert p.engine.outcome(final) is not None
        for seat, action in p.moves[-3:]:
            with pytest.raises(GameError):
                p.engine.apply(final, seat, action)


def test_a_seat_that_must_act_always_has_a_legal_action(playouts: list[Playout]) -> None:
    for p in playouts:
        for state in p.states:
            if p.engine.outcome(state) is None:
                assert p.engine.current_seats(state)
            for seat in p.engine.current_seats(state):
                assert p.engine.legal_actions(state, seat)


def test_step_counts_applied_actions_and_log_lines_are_well_formed(playouts: list[Playout]) -> None:
    for p in playouts:
        for i, state in enumerate(p.states):
            assert state.step == i
            assert state.num_players == p.num_players
            for line in state.log:
                assert isinstance(line, LogLine) and line.text
                assert line.seat is None or 0 <= line.seat < p.num_players
                for placeholder in re.findall(r"\{s(\d+)\}", line.text):
                    assert int(placeholder) < p.num_players


def test_views_leak_nothing_a_seat_may_not_know(playouts: list[Playout]) -> None:
    """Non-interference via determinize: resampling everything a seat cannot see changes neither its
    view nor the public view, nor what it may do; and the resampled state has a new seed. The control
    (``support.secrecy``): over the positions checked, the redraws did change every kind of hidden part
    (a ``determinize`` that only drew a new seed would make the comparison empty)."""
    engine = playouts[0].engine
    control = RedrawControl(engine.key, f"seeds {[p.seed for p in playouts]}")
    for p in playouts:
        rng = random.Random(p.seed)
        for state in p.states[::7]:
            public = engine.view(state, None)
            assert "seed" not in public.model_dump()
            for seat in range(p.num_players):
                other = engine.determinize(state, seat, rng)
                assert_shows_nothing_new(engine, state, seat, other, f"seed {p.seed}, step {state.step}")
                control.check(state, seat, other)
    control.verify()


def test_a_sample_never_keeps_the_games_own_seed(playouts: list[Playout]) -> None:
    """The seed fixes every shuffle, flip and draw to come: a sample that kept it would let a search foresee
    them. With a generator whose first 62-bit draw is the game's own seed (as a real one could, once in
    2**62), every seat's sample, the onlooker's and the search's own (``search_rules``) draw again."""
    engine = playouts[0].engine
    for p in playouts[:3]:
        for state in p.states[:: max(1, len(p.states) // 6)]:
            where = f"seed {p.seed}, step {state.step}"
            rng = GivesBackTheSeed(p.seed, state.seed)
            public = engine.public_determinize(state, rng)
            assert public is not None and public.seed != state.seed, where
            assert rng.secret is None, where  # the game's seed was drawn: the redraw was put to the test
            for seat in range(p.num_players):
                rng = GivesBackTheSeed(p.seed, state.seed)
                sample = engine.determinize(state, seat, rng)
                assert sample.seed != state.seed and rng.secret is None, (where, seat)
                rules = engine.search_rules()
                rng = GivesBackTheSeed(p.seed, state.seed)
                searched: Any = rules.state(rules.determinize(state, seat, rng))
                assert searched.seed != state.seed and rng.secret is None, (where, seat)


TAKEBACK_SAMPLES = 120  # decisions that reveal nothing, checked per case (each costs a determinize)


def seen_by(engine: AnyEngine, state: Any, seat: int) -> tuple[Any, ...]:
    """Everything ``seat`` and the public learn from a state: both views, the log lines they read, and the
    buttons ``seat`` is offered (a label may show a secret to its player, as the Malacologist's do)."""
    lines = tuple(line for line in state.log if line.seat is None or line.seat == seat)
    buttons = tuple(engine.label(state, action) for action in engine.legal_actions(state, seat))
    return engine.view(state, seat), engine.view(state, None), lines, buttons


def sample_by_kind(p: Playout, decisions: list[int], count: int, rng: random.Random) -> list[int]:
    """Up to ``count`` of ``decisions``, taken in turn from each kind of action (the first word of its id),
    so that rare moves are checked as well as the common ones."""
    kinds: dict[str, list[int]] = {}
    for i in decisions:
        kinds.setdefault(p.engine.action_id(p.moves[i][1]).split(".")[0], []).append(i)
    for group in kinds.values():
        rng.shuffle(group)
    picked: list[int] = []
    while len(picked) < count and any(kinds.values()):
        for group in kinds.values():
            if group and len(picked) < count:
                picked.append(group.pop())
    return sorted(picked)


def test_a_move_that_reveals_nothing_would_look_the_same_in_any_world_the_mover_imagines(
    playouts: list[Playout],
) -> None:
    """``reveals`` cannot lie (docs/architecture.md, "Take-backs are entries, not deletions"): a move
    that turned nothing over and drew nothing random, applied to a determinized copy of the position
    (everything hidden from the mover resampled, a new seed), leads to the same views, log lines and
    buttons for the mover and the public. A move that broke this would let a player who took it back
    learn something the rules keep from them, and play again knowing it. Sampled, to stay quick: the
    scenario tests (tests/test_<game>_takeback.py) cover the rare cases one by one. The control
    (``support.secrecy``): the imagined worlds really differed from the true one in what was hidden."""
    engine = playouts[0].engine
    control = RedrawControl(engine.key, f"seeds {[p.seed for p in playouts]}")
    for p in playouts:
        rng = random.Random(f"takeback:{p.seed}")
        undoable = [
            i
            for i, (seat, action) in enumerate(p.moves)
            if not engine.reveals(p.states[i], seat, action, p.states[i + 1])
        ]
        for i in sample_by_kind(p, undoable, TAKEBACK_SAMPLES // len(playouts), rng):
            seat, action = p.moves[i]
            world = engine.determinize(p.states[i], seat, rng)
            control.check(p.states[i], seat, world)
            imagined = engine.apply(world, seat, action)
            assert seen_by(engine, imagined, seat) == seen_by(engine, p.states[i + 1], seat), (
                f"seed {p.seed}, decision {i}: {engine.action_id(action)} by seat {seat} is said to reveal "
                "nothing, yet what it shows depends on what the mover cannot see"
            )
    control.verify()


def test_some_moves_can_be_taken_back_and_some_cannot(playouts: list[Playout]) -> None:
    """Every game has moves that reveal nothing (so taking back is not an empty promise) and moves that
    reveal something (so the hook is not a blanket False)."""
    counts = {False: 0, True: 0}
    for p in playouts:
        for i, (seat, action) in enumerate(p.moves):
            counts[bool(p.engine.reveals(p.states[i], seat, action, p.states[i + 1]))] += 1
    assert counts[False] > 0, "no move of these playouts can be taken back"
    assert counts[True] > 0, "no move of these playouts revealed anything"


def test_views_round_trip_through_json(playouts: list[Playout]) -> None:
    for p in playouts:
        for state in p.states[::11]:
            for seat in [None, *range(p.num_players)]:
                view = p.engine.view(state, seat)
                assert type(view).model_validate_json(view.model_dump_json()) == view


@pytest.mark.parametrize("key", KEYS)
def test_bad_player_counts_and_options_raise_a_readable_error(key: str) -> None:
    engine = ENGINES[key]
    for n in (engine.min_players - 1, engine.max_players + 1):
        with pytest.raises(IllegalAction) as err:
            engine.new_game(n, 1)
        assert engine.title in str(err.value)
    with pytest.raises(IllegalAction):
        engine.make_options({"no_such_option": 1})
    assert engine.make_options({}) == engine.options_type()
    for name in engine.options_type.model_fields:
        with pytest.raises(IllegalAction):
            engine.make_options({name: object()})


@pytest.mark.parametrize("key", KEYS)
def test_the_engine_declares_its_contract(key: str) -> None:
    engine = ENGINES[key]
    assert engine.key == key and re.fullmatch(r"[a-z]+", key)
    assert engine.title and 1 <= engine.min_players <= engine.max_players
    assert engine.schema_version >= 1
    for name, field in engine.options_type.model_fields.items():
        assert not field.is_required(), f"option {name} needs a default"


def test_the_contract_says_which_hooks_a_game_must_implement() -> None:
    assert Engine.__abstractmethods__ == {
        "action_id",
        "parse_action",
        "label",
        "determinize",
        "_new_game",
        "_current_seats",
        "_legal_actions",
        "_apply",
        "_view",
        "_outcome",
    }


@pytest.mark.parametrize("key", KEYS)
def test_the_engine_overrides_hooks_with_the_contracts_signatures(key: str) -> None:
    """An engine's hooks are the base class's, so callers use plain calls, never getattr."""
    engine_type = type(ENGINES[key])
    for name, member in vars(Engine).items():
        if not callable(member) or name.startswith("__"):
            continue
        theirs = inspect.signature(getattr(engine_type, name))
        assert list(theirs.parameters) == list(inspect.signature(member).parameters), name


def test_engines_copy_their_values_one_way() -> None:
    """engines.base.replace is the one way engines copy a state, view or options (fast, no validation)."""
    offenders = [
        str(path.relative_to(ROOT))
        for path in sorted((ROOT / "engines").rglob("*.py"))
        if path.name != "base.py" and "model_copy(" in path.read_text(encoding="utf-8")
    ]
    assert not offenders, f"use engines.base.replace instead of model_copy in {offenders}"


def counting(engine: AnyEngine) -> tuple[AnyEngine, Counter[str]]:
    """A fresh engine of ``engine``'s game whose ``_outcome`` and ``_legal_actions`` hooks count their calls."""
    calls: Counter[str] = Counter()
    base: Any = type(engine)

    class Counting(base):  # type: ignore[misc]
        def _outcome(self, state: Any) -> Outcome | None:
            calls["outcome"] += 1
            return super()._outcome(state)  # type: ignore[no-any-return]

        def _legal_actions(self, state: Any, seat: int) -> Any:
            calls["legal"] += 1
            return super()._legal_actions(state, seat)

    return Counting(), calls


@pytest.mark.parametrize("key", KEYS)
def test_a_decision_asks_the_rules_for_the_outcome_and_the_actions_once(key: str) -> None:
    """Whether the game is over, who acts, what they may do and applying one of those actions (with its
    check) ask the engine's hooks once per state: the base class remembers its last answers."""
    engine, calls = counting(ENGINES[key])
    rng = random.Random(f"memo:{key}")
    state = engine.new_game(engine.min_players, 7)
    decisions = 0
    while engine.outcome(state) is None and decisions < 300:
        seat = rng.choice(sorted(engine.current_seats(state)))
        action = rng.choice(list(engine.legal_actions(state, seat)))
        state = engine.apply(state, seat, action)
        decisions += 1
    assert decisions > 20
    assert calls["outcome"] == decisions + 1  # each state's, the last one's included
    assert calls["legal"] == decisions


def told(engine: AnyEngine, state: Any, seat: int) -> Any:
    """What the rules' hooks say ``seat`` may do in ``state``, asked directly (nothing remembered)."""
    if engine._outcome(state) is not None or seat not in engine._current_seats(state):
        return ()
    return engine._legal_actions(state, seat)


@pytest.mark.parametrize("key", KEYS)
def test_remembered_answers_are_those_of_the_state_and_seat_asked(key: str) -> None:
    """Asking of one state, then the next, then the first again, for every seat in turn, gives each time
    what the rules' hooks say of that state and seat; an action of the first state is refused in the next
    where it is not legal, and still applies to the first, right after the other state's were asked."""
    engine = ENGINES[key]
    p = random_playout(engine, engine.max_players, 11)
    states = p.states[:: max(1, len(p.states) // 40)]
    refused = 0
    for before, after in pairwise(states):
        for state in (before, after, before):
            assert engine.outcome(state) == engine._outcome(state)
            for seat in range(p.num_players):
                assert engine.legal_actions(state, seat) == told(engine, state, seat)
        for seat in sorted(engine.current_seats(before)):
            for action in engine.legal_actions(before, seat):
                if action not in told(engine, after, seat):
                    with pytest.raises(IllegalAction):
                        engine.apply(after, seat, action)
                    applied = engine.apply(before, seat, action)
                    assert applied == replace(engine._apply(before, seat, action), step=before.step + 1)
                    refused += 1
                    break
    assert refused, "no action of one state was illegal in the next: the check above checked nothing"
