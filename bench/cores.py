"""How much sooner a hint and a review finish when the AI workers have more cores (docs/ai.md, "One decision
on several cores").

For each game, the same positions and the same AI game go to the bot's AI worker pool
(``bot.workers.pool``) with one worker and with ``--workers`` workers, in one run, interleaved. A hint is
asked for as the bot asks (``bot.workers.jobrunners.hint_in_parts``: its four searches side by side, then
their pooling). A review runs its jobs as ``Reviewer.compute`` does (``bot.services.reviewer``: chart points
``CHART_CHUNK`` at a time and judged decisions ``JUDGE_CHUNK`` at a time, as many jobs side by side as there
are workers), every decision of every seat judged as if all were people (``bench/coach.py``'s review
games). The workers are started before the timing, as a running bot's are. A row is the median over
``--runs`` of the wall seconds, and the ratio one worker ÷ several.

    .venv/bin/python bench/cores.py [--games gentoo,slither] [--positions 6] [--runs 3] [--workers 2] [--model 2,3,4]

A machine runs as many workers usefully as it has cores (the bot starts all cores but one, at least one);
on a 2-core machine ``--workers 2`` shows the most it can. For more cores than the machine has, ``--model
2,3,4`` also times each job alone (one worker, one job at a time: its own seconds, the messages between the
processes included) and lays those jobs out on that many workers as the pool hands them out (each to the
first worker free, in the order they are asked for; a hint's pooling after its searches, a review's judged
decisions after its chart): the wall time those workers would take if each had a core of its own, with
nothing else slowing them. The model at ``--workers`` is printed beside the measurement, to see how far
it is from a real machine. Nothing here asserts a timing; it prints.
"""

from __future__ import annotations

import argparse
import asyncio
import heapq
import os
import platform
import statistics
import sys
import time
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # first: bench/ holds a script named like the engines package

from bench.coach import review_game, sample_positions  # noqa: E402
from bot.catalogue.registry import GAMES, spec_of  # noqa: E402
from bot.services.reviewer import CHART_CHUNK, JUDGE_CHUNK, in_jobs  # noqa: E402
from bot.workers import pool  # noqa: E402
from bot.workers.coachjobs import chart_job, judge_job  # noqa: E402
from bot.workers.jobrunners import hint_in_parts  # noqa: E402


def use_workers(count: int) -> None:
    """The pool again, with ``count`` worker processes, each started (a running bot's already are)."""
    pool.shutdown_pool()
    os.environ["TABLETOP_AI_WORKERS"] = str(count)
    started = [pool._get_pool().submit(time.sleep, 0.2) for _ in range(count)]
    for future in started:
        future.result()


Run = Callable[..., Awaitable[Any]]


class Alone:
    """The pool's ``run``, one job at a time, each job's seconds kept: what the model lays out."""

    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.seconds: list[float] = []

    async def __call__(self, fn: Callable[..., Any], *args: Any) -> Any:
        async with self.lock:
            start = time.perf_counter()
            try:
                return await pool.run_in_workers(fn, *args)
            finally:
                self.seconds.append(time.perf_counter() - start)


def laid_out(jobs: Sequence[float], workers: int) -> float:
    """The wall time of ``jobs`` (seconds each) on ``workers`` workers: each job to the first free one, in
    order, as the pool hands them out."""
    free = [0.0] * workers
    end = 0.0
    for seconds in jobs:
        start = heapq.heappop(free)
        end = max(end, start + seconds)
        heapq.heappush(free, start + seconds)
    return end


async def hints(key: str, positions: Sequence[Any], run: Run = pool.run_in_workers) -> float:
    """Wall seconds for the positions' hints, one after another, as the bot asks for them."""
    start = time.perf_counter()
    for position in positions:
        await hint_in_parts(run, key, position.state_json, position.seat, spec_of(key))
    return time.perf_counter() - start


async def modeled_hints(key: str, positions: Sequence[Any], counts: Sequence[int]) -> dict[int, float]:
    """The positions' hints timed job by job on one worker, and laid out on each count of workers: the
    plan (this process), the searches side by side, then the pooling (the last job of each hint)."""
    modeled = dict.fromkeys(counts, 0.0)
    for position in positions:
        alone = Alone()
        whole = await hints(key, [position], alone)
        *parts, finish = alone.seconds
        plan = whole - sum(alone.seconds)
        for count in counts:
            modeled[count] += plan + laid_out(parts, count) + finish
    return modeled


async def review(key: str, game: dict[str, Any], workers: int, run: Run = pool.run_in_workers) -> float:
    """Wall seconds for a whole game's review jobs, shaped and run side by side as ``Reviewer.compute``."""
    side_by_side = asyncio.Semaphore(workers)

    async def one(job: Any, items: list[Any]) -> Any:
        async with side_by_side:
            return await run(job, key, items)

    chart = in_jobs([tuple(item) for item in game["chart"]], CHART_CHUNK)
    moves = in_jobs([tuple(item) for item in game["moves"]], JUDGE_CHUNK)
    start = time.perf_counter()
    await asyncio.gather(*(one(chart_job, items) for items in chart))
    await asyncio.gather(*(one(judge_job, items) for items in moves))
    return time.perf_counter() - start


async def modeled_review(key: str, game: dict[str, Any], counts: Sequence[int]) -> dict[int, float]:
    """A whole game's review timed job by job on one worker, and laid out on each count of workers: the
    chart's jobs, then the judged decisions' (``Reviewer.compute`` waits for the chart first)."""
    alone = Alone()
    await review(key, game, 1, alone)
    charts = len(in_jobs(game["chart"], CHART_CHUNK))
    chart, judged = alone.seconds[:charts], alone.seconds[charts:]
    return {count: laid_out(chart, count) + laid_out(judged, count) for count in counts}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--positions", type=int, default=6, help="hints per game and run")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--model", default="", help="worker counts to model, such as 2,3,4 (see above)")
    args = parser.parse_args(argv)
    keys = args.games.split(",")
    counts = (1, args.workers)
    models = sorted({1, *(int(n) for n in args.model.split(",") if n)}) if args.model else []
    modeled: dict[tuple[str, str, int], list[float]] = {}
    print(
        f"# bench/cores.py: Python {platform.python_version()}, {os.cpu_count()} cores, workers {counts[0]} and"
        f" {counts[1]}, {args.positions} hints and one review per game, median of {args.runs} runs"
    )
    positions = {key: sample_positions(key, args.positions, args.seed) for key in keys}
    games = {key: review_game(key, 100) for key in keys}
    timed: dict[tuple[str, str, int], list[float]] = {}
    for _ in range(args.runs):
        for count in counts:
            use_workers(count)
            for key in keys:
                timed.setdefault((key, "hint", count), []).append(asyncio.run(hints(key, positions[key])))
                timed.setdefault((key, "review", count), []).append(
                    asyncio.run(review(key, games[key], count))
                )
                if count == 1 and models:
                    for what, found in (
                        ("hint", asyncio.run(modeled_hints(key, positions[key], models))),
                        ("review", asyncio.run(modeled_review(key, games[key], models))),
                    ):
                        for n, seconds in found.items():
                            modeled.setdefault((key, what, n), []).append(seconds)
    pool.shutdown_pool()
    print(
        f"\n| game | hint s, 1 worker | hint s, {counts[1]} | ratio | review s, 1 worker | review s, {counts[1]} | ratio |"
    )
    print("|---|---|---|---|---|---|---|")
    for key in keys:
        cells = []
        for what in ("hint", "review"):
            one, many = (statistics.median(timed[(key, what, count)]) for count in counts)
            per = len(positions[key]) if what == "hint" else 1
            cells += [f"{one / per:.2f}", f"{many / per:.2f}", f"{one / many:.2f}×"]
        print(f"| {key} | " + " | ".join(cells) + " |")
    if models:
        print(
            f"\nModeled: each job's seconds alone, laid out on n workers with a core each; a share of one"
            f" worker's wall time (measured with {counts[1]} workers beside it)."
        )
        heads = [f"model, {n} workers" for n in models[1:]] + [f"measured, {counts[1]}"]
        print("\n| game | what | " + " | ".join(heads) + " |")
        print("|---|---|" + "---|" * len(models))
        for key in keys:
            for what in ("hint", "review"):
                alone = statistics.median(modeled[(key, what, 1)])
                shares = [statistics.median(modeled[(key, what, n)]) / alone for n in models[1:]]
                one, many = (statistics.median(timed[(key, what, count)]) for count in counts)
                cells = [f"{share:.0%}" for share in shares] + [f"{many / one:.0%}"]
                print(f"| {key} | {what} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
