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

Many long tests mostly wait (a bot process starting, a real-time clock, a quiet spell that shows nothing
more happens) and compute little: opened together on every worker, they left the cores idle for the first
minute of a run (about 30% idle over its first 70 s, measured). So each share's long tests are ordered by
how much of their time they compute: every other share opens with its waiting ones and the rest with their
busiest, so that while some workers wait the others keep the cores busy.

What is long comes from ``tests/timings.json``: seconds per test id and the CPU seconds it used (its own
process's and those of the processes it started), as a whole run of the README's test command measured
them (``--record-timings tests/timings.json`` writes it again). A test not in it counts as short, or as
``SLOW_GUESS`` seconds when marked ``slow``; a test with seconds and no CPU seconds counts as computing
throughout. The file only orders the tests, so a stale one costs time, never a result.
"""

from __future__ import annotations

import itertools
import json
import os
from collections.abc import Callable, Generator, Sequence
from pathlib import Path
from typing import NamedTuple, TypeVar

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


class Timing(NamedTuple):
    seconds: float  # from the test's start to its end, as a whole run measured it
    cpu: float  # the CPU seconds it used meanwhile

    @property
    def computing(self) -> float:
        """The share of its time the test computed (about a half for a test that only computes, in a run of
        four workers on two cores), 1 when nothing is known."""
        return min(1.0, self.cpu / self.seconds) if self.seconds > 0 else 1.0


def spread(
    units: Sequence[Sequence[T]],
    workers: int,
    seconds: Callable[[Sequence[T]], float],
    computing: Callable[[Sequence[T]], float] = lambda unit: 1.0,
) -> list[T]:
    """The items of ``units`` ordered so that each worker's share opens with its part of the long units,
    their seconds spread as evenly as the shares' sizes allow; the short units keep their order. The even
    shares open with their long units that compute least, the odd ones with those that compute most
    (``computing``: the share of its time a unit computes); among equals, the longest first. A unit's items
    stay together and in order (``units_of``). Every item is returned once."""
    count = sum(len(unit) for unit in units)
    sizes = shares(count, workers)
    long = sorted((unit for unit in units if seconds(unit) >= LONG), key=seconds, reverse=True)
    picked: list[list[Sequence[T]]] = [[] for _ in sizes]
    taken = [0] * workers  # the items picked for each share
    load = [0.0] * workers
    for unit in long:
        room = [w for w in range(workers) if taken[w] + len(unit) <= sizes[w]]
        worker = (
            min(room, key=lambda w: load[w])
            if room
            else max(range(workers), key=lambda w: sizes[w] - taken[w])
        )
        taken[worker] += len(unit)
        picked[worker].append(unit)
        load[worker] += seconds(unit)
    for worker, opening in enumerate(picked):
        opening.sort(key=computing, reverse=worker % 2 == 1)  # stable: the longest first among equals
    short = iter([item for unit in units if seconds(unit) < LONG for item in unit])
    ordered: list[T] = []
    for worker, size in enumerate(sizes):
        ordered.extend(item for unit in picked[worker] for item in unit)
        ordered.extend(itertools.islice(short, max(0, size - taken[worker])))
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


def read_timings(path: Path = TIMINGS) -> dict[str, Timing]:
    """The table's tests and their timings; a test given as seconds alone counts as computing throughout."""
    try:
        table = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(table, dict):
        return {}
    timings = {}
    for test, taken in table.items():
        pair = [taken, taken] if isinstance(taken, int | float) else taken
        if isinstance(pair, list) and len(pair) == 2 and all(isinstance(v, int | float) for v in pair):
            timings[str(test)] = Timing(float(pair[0]), float(pair[1]))
        # an entry it cannot read orders nothing
    return timings


def order(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Reorders ``items`` in place for this run's workers; a run without ``--dist worksteal`` workers keeps
    the collection's order."""
    workerinput = getattr(config, "workerinput", None)
    if workerinput is None or workerinput.get(DIST) != "worksteal":
        return
    timings = read_timings()

    def timing(item: pytest.Item) -> Timing:
        known = timings.get(item.nodeid)
        if known is not None:
            return known
        guess = SLOW_GUESS if item.get_closest_marker("slow") is not None else 0.0
        return Timing(guess, guess)

    def unit_timing(unit: Sequence[pytest.Item]) -> Timing:
        return Timing(*map(sum, zip(*(timing(item) for item in unit), strict=True)))

    items[:] = spread(
        units_of(items),
        int(workerinput["workercount"]),
        lambda unit: unit_timing(unit).seconds,
        lambda unit: unit_timing(unit).computing,
    )


def tell_worker(config: pytest.Config, workerinput: dict[str, object]) -> None:
    """Puts the controller's ``--dist`` into a worker's input (xdist's ``pytest_configure_node``)."""
    workerinput[DIST] = config.getoption("dist", None)


CPU_PROPERTY = "cpu_seconds"  # a test's CPU seconds, in its teardown report's user properties


def cpu_seconds() -> float:
    """The CPU seconds this process and the processes it has waited for have used so far."""
    times = os.times()
    return times.user + times.system + times.children_user + times.children_system


class Recorder:
    """Adds up each test's seconds (setup, call and teardown) as the reports reach the run's controller,
    with the CPU seconds the worker that ran it measured, and writes the tests of at least ``RECORDED``
    seconds to a timings file when the run ends."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.seconds: dict[str, float] = {}
        self.cpu: dict[str, float] = {}
        self.started = 0.0

    def pytest_runtest_logstart(self, nodeid: str, location: object) -> None:
        self.started = cpu_seconds()  # in a worker, as it starts the test (the controller's is unused)

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(
        self, item: pytest.Item, call: pytest.CallInfo[None]
    ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
        report = yield  # made in the process that ran the test
        if report.when == "teardown":
            report.user_properties.append((CPU_PROPERTY, cpu_seconds() - self.started))
        return report

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.seconds[report.nodeid] = self.seconds.get(report.nodeid, 0.0) + report.duration
        for name, value in report.user_properties:
            if name == CPU_PROPERTY and isinstance(value, int | float):
                self.cpu[report.nodeid] = float(value)

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        if hasattr(session.config, "workerinput"):
            return
        kept = {
            test: [round(taken, 1), round(self.cpu.get(test, taken), 1)]
            for test, taken in self.seconds.items()
            if taken >= RECORDED
        }
        lines = [f" {json.dumps(test)}: {json.dumps(kept[test])}" for test in sorted(kept)]
        self.path.write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")  # a test a line
