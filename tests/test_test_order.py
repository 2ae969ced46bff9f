"""The order the parallel workers get the tests in (support.schedule): every test once, each worker's share
opening with long tests, the long work spread evenly, the short tests in their usual order."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from support.schedule import LONG, read_timings, shares, spread, units_of


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
    good.write_text(json.dumps({"tests/test_x.py::test_y": 3}), encoding="utf-8")
    assert read_timings(good) == {"tests/test_x.py::test_y": 3.0}
