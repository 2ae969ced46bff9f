"""The order the parallel workers get the tests in (support.schedule): every test once, each worker's share
opening with long tests, the long work spread evenly, those that mostly wait opening every other share, the
short tests in their usual order; and the timings a run records for it."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path

import pytest

from support.schedule import LONG, Timing, read_timings, shares, spread, units_of

TESTS = Path(__file__).resolve().parent


def test_the_shares_are_the_ones_worksteal_hands_out() -> None:
    # xdist's worksteal gives the first worker len // N, then each next one what is left // the workers left.
    assert shares(10, 4) == [2, 2, 3, 3]
    assert shares(3169, 8) == [396, 396, 396, 396, 396, 396, 396, 397]
    assert shares(3, 8) == [0, 0, 0, 0, 0, 1, 1, 1]


@pytest.mark.parametrize("seed", range(20))
def test_each_share_opens_with_its_long_tests_and_every_test_runs_once(seed: int) -> None:
    rng = random.Random(seed)
    workers = rng.randint(1, 9)
    items = [f"t{i}" for i in range(rng.randint(0, 300))]
    seconds = {item: rng.choice([0.0, 0.1, 0.5, rng.uniform(1, 70)]) for item in items}
    ordered = spread([[item] for item in items], workers, lambda unit: seconds[unit[0]])
    assert sorted(ordered) == sorted(items), f"seed {seed}"
    start = 0
    loads = []
    for size in shares(len(items), workers):
        share = ordered[start : start + size]
        start += size
        long = [item for item in share if seconds[item] >= LONG]
        assert share[: len(long)] == long, f"seed {seed}: a short test before a long one"
        assert [seconds[item] for item in long] == sorted((seconds[item] for item in long), reverse=True)
        loads.append(sum(seconds[item] for item in long))
    short = [item for item in items if seconds[item] < LONG]
    assert [item for item in ordered if seconds[item] < LONG] == short, f"seed {seed}: short tests reordered"
    if len(items) >= 20 * workers:  # room in every share: no share carries more than one test beyond fair
        longest = max(seconds.values(), default=0.0)
        assert max(loads) - min(loads) <= longest + 1e-9, f"seed {seed}: {loads}"


def test_the_long_tests_open_different_shares() -> None:
    items = ["a", "b", "c", "d", "e", "f", "g", "h"]
    seconds = {"a": 70.0, "b": 40.0, "c": 30.0, "d": 20.0}
    ordered = spread([[item] for item in items], 4, lambda unit: seconds.get(unit[0], 0.0))
    assert [ordered[0], ordered[2], ordered[4], ordered[6]] == ["a", "b", "c", "d"]


@pytest.mark.parametrize("seed", range(10))
def test_the_shares_open_in_turn_with_waiting_and_with_computing_tests(seed: int) -> None:
    rng = random.Random(seed)
    workers = rng.randint(2, 6)
    items = [f"t{i}" for i in range(rng.randint(20 * workers, 300))]
    timing = {
        item: Timing(seconds, seconds * rng.uniform(0.02, 0.6))
        for item in items
        for seconds in [rng.choice([0.0, 0.1, rng.uniform(1, 70)])]
    }
    ordered = spread(
        [[item] for item in items],
        workers,
        lambda unit: timing[unit[0]].seconds,
        lambda unit: timing[unit[0]].computing,
    )
    assert sorted(ordered) == sorted(items), f"seed {seed}"
    start = 0
    loads = []
    for worker, size in enumerate(shares(len(items), workers)):
        share = ordered[start : start + size]
        start += size
        long = [item for item in share if timing[item].seconds >= LONG]
        assert share[: len(long)] == long, f"seed {seed}: a short test before a long one"
        computing = [timing[item].computing for item in long]
        assert computing == sorted(computing, reverse=worker % 2 == 1), f"seed {seed}, share {worker}"
        loads.append(sum(timing[item].seconds for item in long))
    longest = max(t.seconds for t in timing.values())
    assert max(loads) - min(loads) <= longest + 1e-9, f"seed {seed}: {loads}"


def test_waiting_tests_do_not_all_open_the_run() -> None:
    # four long tests that mostly wait and four that compute, on four workers: two shares open waiting
    items = [f"w{i}" for i in range(4)] + [f"c{i}" for i in range(4)] + [f"s{i}" for i in range(8)]
    timing = {item: Timing(30.0 - int(item[1]), 1.0) for item in items if item[0] == "w"}
    timing |= {item: Timing(20.0 - int(item[1]), 10.0) for item in items if item[0] == "c"}

    def known(unit: Sequence[str]) -> Timing:
        return timing.get(unit[0], Timing(0.0, 0.0))

    ordered = spread([[item] for item in items], 4, lambda u: known(u).seconds, lambda u: known(u).computing)
    openers = [ordered[start] for start in (0, 4, 8, 12)]  # each share is four tests
    assert [name[0] for name in openers] == ["w", "c", "w", "c"], ordered


def test_a_unit_moves_whole_and_in_order() -> None:
    units = [["a"], ["b1", "b2", "b3"], ["c"], ["d"], ["e"], ["f"], ["g"], ["h"]]
    seconds = {"b1": 30.0, "d": 5.0}
    ordered = spread(units, 2, lambda unit: sum(seconds.get(item, 0.0) for item in unit))
    assert sorted(ordered) == sorted(item for unit in units for item in unit)
    assert ordered[:3] == ["b1", "b2", "b3"]  # the first share (five tests) opens with the long unit
    assert ordered[5] == "d"  # the second opens with the other long test
    assert [item for item in ordered if item in "acefgh"] == ["a", "c", "e", "f", "g", "h"]


@pytest.fixture(scope="module", params=["one", "two"])
def shared(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.mark.parametrize("n", [1, 2])
def test_uses_a_module_fixture(shared: str, n: int) -> None:
    assert shared in ("one", "two") and n in (1, 2)


def test_tests_sharing_a_module_fixture_form_one_unit(request: pytest.FixtureRequest) -> None:
    mine = [
        item for item in request.session.items if item.nodeid.startswith(request.node.nodeid.split("::")[0])
    ]
    units = units_of(mine)
    users = [[item.name for item in unit] for unit in units if len(unit) > 1]
    assert sorted(users) == [
        ["test_uses_a_module_fixture[one-1]", "test_uses_a_module_fixture[one-2]"],
        ["test_uses_a_module_fixture[two-1]", "test_uses_a_module_fixture[two-2]"],
    ]
    alone = [unit[0].name for unit in units if len(unit) == 1]
    assert "test_tests_sharing_a_module_fixture_form_one_unit" in alone


def test_timings_that_cannot_be_read_order_nothing(tmp_path: Path) -> None:
    assert read_timings(tmp_path / "missing.json") == {}
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    assert read_timings(broken) == {}
    listed = tmp_path / "list.json"
    listed.write_text("[1, 2]", encoding="utf-8")
    assert read_timings(listed) == {}
    good = tmp_path / "good.json"
    good.write_text(
        json.dumps({"tests/test_x.py::test_y": 3, "tests/test_x.py::test_z": [4, 0.5], "t::bad": ["x", 1]}),
        encoding="utf-8",
    )
    assert read_timings(good) == {
        "tests/test_x.py::test_y": Timing(3.0, 3.0),  # seconds alone: computing throughout
        "tests/test_x.py::test_z": Timing(4.0, 0.5),
    }
    assert read_timings(good)["tests/test_x.py::test_z"].computing == 0.125


def test_a_run_of_two_workers_records_each_tests_seconds_and_cpu_seconds(tmp_path: Path) -> None:
    (tmp_path / "conftest.py").write_text(
        textwrap.dedent(
            """
            import os
            from pathlib import Path
            from support.schedule import Recorder

            def pytest_configure(config):
                config.pluginmanager.register(Recorder(Path(os.environ["TIMINGS_OUT"])), "timings")
            """
        ),
        encoding="utf-8",
    )
    (tmp_path / "test_two.py").write_text(
        textwrap.dedent(
            """
            import time

            def test_waits():
                time.sleep(1.2)

            def test_computes():
                end = time.process_time() + 1.2
                while time.process_time() < end:
                    pass

            def test_is_short():
                pass
            """
        ),
        encoding="utf-8",
    )
    out = tmp_path / "timings.json"
    environment = {**os.environ, "PYTHONPATH": str(TESTS), "TIMINGS_OUT": str(out)}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "2", "-p", "no:cacheprovider", "test_two.py"],
        cwd=tmp_path,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    table = json.loads(out.read_text(encoding="utf-8"))
    assert sorted(table) == ["test_two.py::test_computes", "test_two.py::test_waits"], table
    waits, computes = (
        read_timings(out)["test_two.py::test_waits"],
        read_timings(out)["test_two.py::test_computes"],
    )
    assert waits.seconds >= 1.2 and waits.cpu < 0.5, waits  # measured by the worker, sent with its report
    assert computes.cpu >= 1.1, computes
