"""The order the parallel workers run the tests in (``tests/conftest.py``), so that the run ends when its
work does rather than when its longest test, started late, does.

``--dist worksteal`` hands each of N workers a contiguous share of the collection (the first
``len // N``, then a share of what is left, and so on), and a worker done with its share takes the back half
of the longest queue left. A long test at the back of a share therefore starts late: measured, the
one-minute real-time clock test started 317 s into a run that would otherwise have ended at 330 s. So
each share opens with long tests, spread over the shares longest first, each to the share with the least
long work so far; the short tests follow in their usual order, so that tests sharing a module's fixtures
stay together, and the stealing at the end moves only short tests.

What is long comes from ``tests/timings.json``: seconds per test id, as a whole run of the README's test
command measured them (``--record-timings tests/timings.json`` writes it again). A test not in it counts
as short, or as ``SLOW_GUESS`` seconds when marked ``slow``; the file only orders the tests, so a stale
one costs time, never a result.
"""

from __future__ import annotations

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


def spread(items: Sequence[T], workers: int, seconds: Callable[[T], float]) -> list[T]:
    """``items`` ordered so that each worker's share opens with its part of the long tests, longest first,
    and the long tests' seconds are spread as evenly as the shares' sizes allow; the short tests keep
    their order. Every item is returned once."""
    sizes = shares(len(items), workers)
    long = sorted((item for item in items if seconds(item) >= LONG), key=seconds, reverse=True)
    picked = [[] for _ in sizes]  # type: list[list[T]]
    load = [0.0] * workers
    for item in long:
        room = [worker for worker in range(workers) if len(picked[worker]) < sizes[worker]]
        worker = min(room, key=lambda w: load[w])
        picked[worker].append(item)
        load[worker] += seconds(item)
    short = iter([item for item in items if seconds(item) < LONG])
    ordered: list[T] = []
    for worker, size in enumerate(sizes):
        ordered.extend(picked[worker])
        ordered.extend(next(short) for _ in range(size - len(picked[worker])))
    return ordered


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

    items[:] = spread(items, int(workerinput["workercount"]), seconds)


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
