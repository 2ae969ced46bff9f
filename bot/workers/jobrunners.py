"""The two places the coach's jobs (``bot.workers.coachjobs``) run, both ``bot.ai.coach.CoachJobRunner``s:
``WorkerJobRunner`` in the AI worker processes (``bot.workers.pool``), ``InlineJobRunner`` in a thread of
this process (tests, and registries that a worker process would not know). Both run a hint in parts side
by side (``bot.ai.coach.hint_part``), the same hint ``hint_job`` gives in one piece.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

from bot.ai.coach import ChartItem, Hint, JudgeItem, Judgement
from bot.catalogue.gamespec import GameSpec
from bot.catalogue.registry import spec_of
from bot.workers.coachjobs import chart_job, hint_finish_job, hint_part_job, hint_plan, judge_job
from bot.workers.pool import ai_workers, run_in_workers
from engines.base import Seat

Run = Callable[..., Awaitable[Any]]


async def hint_in_parts(
    run: Run, key: str, state_json: str, seat: Seat, spec: GameSpec, *games: Mapping[str, GameSpec]
) -> Hint:
    """A hint's parts side by side (``run`` runs one job), then their pooling and reasons in one job. Only
    the tree the reasons read travels between the processes: the first part's (``coach.merged``); the
    others leave theirs behind in their workers."""
    seeds, rng_state = await asyncio.to_thread(hint_plan, key, state_json, seat, *games)
    deadline = time.time() + spec.coach.hint_seconds
    parts = await asyncio.gather(
        *(
            run(hint_part_job, key, state_json, seat, seed, deadline, index == 0, *games)
            for index, seed in enumerate(seeds)
        )
    )
    finished: Hint = await run(hint_finish_job, key, state_json, seat, rng_state, list(parts), *games)
    return finished


class WorkerJobRunner:
    """The coach's jobs (``bot.workers.coachjobs``) in the AI worker processes, for the games of the registry
    every worker knows (``bot.catalogue.registry.GAMES``). A review's jobs are short (a few decisions each),
    so an AI seat's decision never waits long behind them."""

    @property
    def parallel(self) -> int:
        return ai_workers()

    async def hint(self, key: str, state_json: str, seat: Seat) -> Hint:
        return await hint_in_parts(run_in_workers, key, state_json, seat, spec_of(key))

    async def chart(
        self, key: str, items: Sequence[ChartItem]
    ) -> tuple[float, list[tuple[float, ...] | None]]:
        return await run_in_workers(chart_job, key, list(items))

    async def judge(self, key: str, items: Sequence[JudgeItem]) -> tuple[float, list[Judgement | None]]:
        return await run_in_workers(judge_job, key, list(items))


class InlineJobRunner:
    """The coach's jobs in a thread of this process, for the games of ``catalogue``."""

    parallel = 1  # threads share one core for Python code

    def __init__(self, catalogue: Mapping[str, GameSpec]) -> None:
        self.catalogue = catalogue

    async def hint(self, key: str, state_json: str, seat: Seat) -> Hint:
        spec = spec_of(key, self.catalogue)
        return await hint_in_parts(asyncio.to_thread, key, state_json, seat, spec, self.catalogue)

    async def chart(
        self, key: str, items: Sequence[ChartItem]
    ) -> tuple[float, list[tuple[float, ...] | None]]:
        return await asyncio.to_thread(chart_job, key, items, self.catalogue)

    async def judge(self, key: str, items: Sequence[JudgeItem]) -> tuple[float, list[Judgement | None]]:
        return await asyncio.to_thread(judge_job, key, items, self.catalogue)
