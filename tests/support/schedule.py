"""The order the parallel workers run the tests in (``tests/conftest.py``), so that the run ends when its
work does rather than when its longest test, started late, does.

``--dist worksteal`` hands each of N workers a contiguous share of the collection (the first
``len // N``, then a share of what is left, and so on), and a worker done with its share takes the back half
of the longest queue left. A long test at the back of a share therefore starts late: measured, the
one-minute real-time clock test started 317 s into a run that would otherwise have ended at 330 s. So
each share opens with long tests, spread over the shares longest first, each to the share with the least
long work so far; the short tests follow in their usual order, and the stealing at the end moves only
short tests. Tests that share a fixture set up once per module move together (set up on two workers, it
would cost twice).

What is long comes from ``tests/timings.json``: seconds per test id, as a whole run of the README's test
command measured them (``--record-timings tests/timings.json`` writes it again). A test not in it counts
as short, or as ``SLOW_GUESS`` seconds when marked ``slow``; the file only orders the tests, so a stale
one costs time, never a result.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

import pytest

TIMINGS = Path(__file__).resolve().parent.parent / "timings.json"
LONG = 1.0  # seconds: a test at least this long opens a share
SLOW_GUESS = 10.0  # seconds, for a test marked slow that the timings do not name yet
RECORDED = 1.0  # seconds: the shortest test the timings keep

T = TypeVar("T")
DIST = "tabletop_dist"  # the controller's --dist, in each worker's input (a worker's own option says "no")


def shares(count: int, workers: int) -> list[int]:
    """How many tests each worker is handed first, as ``--dist worksteal`` splits the collection."""
    sizes = []
    left = count
    for worker in range(workers):
        size = left // (workers - worker)
        sizes.append(size)
        left -= size
    return sizes


def spread(units: Sequence[Sequence[T]], workers: int, seconds: Callable[[Sequence[T]], float]) -> list[T]:
    """The items of ``units`` ordered so that each worker's share opens with its part of the long units,
    longest first, their seconds spread as evenly as the shares' sizes allow; the short units keep their
    order. A unit's items stay together and in order (``units_of``). Every item is returned once."""
    count = sum(len(unit) for unit in units)
    sizes = shares(count, workers)
    long = sorted((unit for unit in units if seconds(unit) >= LONG), key=seconds, reverse=True)
    picked: list[list[T]] = [[] for _ in sizes]
    load = [0.0] * workers
    for unit in long:
        room = [w for w in range(workers) if len(picked[w]) + len(unit) <= sizes[w]]
        worker = (
            min(room, key=lambda w: load[w])
            if room
            else max(range(workers), key=lambda w: sizes[w] - len(picked[w]))
        )
        picked[worker].extend(unit)
        load[worker] += seconds(unit)
    short = iter([item for unit in units if seconds(unit) < LONG for item in unit])
    ordered: list[T] = []
    for worker, size in enumerate(sizes):
        ordered.extend(picked[worker])
        ordered.extend(itertools.islice(short, max(0, size - len(picked[worker]))))
    ordered.extend(short)
    return ordered


def units_of(items: Sequence[pytest.Item]) -> list[list[pytest.Item]]:
    """The tests that must run one after another on one worker: those of a module sharing a value of a
    fixture set up once per module (such a fixture, split over two workers, would be set up twice), each
    group where its first test was; every other test alone."""
    units: list[list[pytest.Item]] = []
    grouped: dict[tuple[str, ...], list[pytest.Item]] = {}
    for item in items:
        key = _module_fixtures(item)
        if key is None:
            units.append([item])
        elif key in grouped:
            grouped[key].append(item)
        else:
            grouped[key] = [item]
            units.append(grouped[key])
    return units


def _module_fixtures(item: pytest.Item) -> tuple[str, ...] | None:
    """The module and the module-scoped fixtures ``item`` uses, with their parameters; None if it uses none."""
    info = getattr(item, "_fixtureinfo", None)
    if info is None:
        return None
    params = getattr(getattr(item, "callspec", None), "params", {})
    used = sorted(
        f"{name}={params.get(name)!r}"
        for name, definitions in info.name2fixturedefs.items()
        if definitions and definitions[-1].scope == "module"
    )
    return (item.nodeid.split("::")[0], *used) if used else None


def read_timings(path: Path = TIMINGS) -> dict[str, float]:
    try:
        table = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(test): float(taken) for test, taken in table.items()} if isinstance(table, dict) else {}


def order(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Reorders ``items`` in place for this run's workers; a run without ``--dist worksteal`` workers keeps
    the collection's order."""
    workerinput = getattr(config, "workerinput", None)
    if workerinput is None or workerinput.get(DIST) != "worksteal":
        return
    timings = read_timings()

    def seconds(item: pytest.Item) -> float:
        known = timings.get(item.nodeid)
        if known is not None:
            return known
        return SLOW_GUESS if item.get_closest_marker("slow") is not None else 0.0

    def unit_seconds(unit: Sequence[pytest.Item]) -> float:
        return sum(seconds(item) for item in unit)

    items[:] = spread(units_of(items), int(workerinput["workercount"]), unit_seconds)


def tell_worker(config: pytest.Config, workerinput: dict[str, object]) -> None:
    """Puts the controller's ``--dist`` into a worker's input (xdist's ``pytest_configure_node``)."""
    workerinput[DIST] = config.getoption("dist", None)


class Recorder:
    """Adds up each test's seconds (setup, call and teardown) as the reports reach the run's controller,
    and writes the tests of at least ``RECORDED`` seconds to a timings file when the run ends."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.seconds: dict[str, float] = {}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.seconds[report.nodeid] = self.seconds.get(report.nodeid, 0.0) + report.duration

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        if hasattr(session.config, "workerinput"):
            return
        kept = {test: round(taken, 1) for test, taken in self.seconds.items() if taken >= RECORDED}
        ordered = dict(sorted(kept.items()))
        self.path.write_text(json.dumps(ordered, indent=1) + "\n", encoding="utf-8")
