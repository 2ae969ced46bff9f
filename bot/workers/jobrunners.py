"""The two places the coach's jobs (``bot.workers.coachjobs``) run, both ``bot.ai.coach.CoachJobRunner``s:
``WorkerJobRunner`` in the AI worker processes (``bot.workers.pool``), ``InlineJobRunner`` in a thread of
this process (tests, and registries that a worker process would not know).
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence

from bot.ai.coach import ChartItem, Hint, JudgeItem, Judgement
from bot.catalogue.gamespec import GameSpec
from bot.workers.coachjobs import chart_job, hint_job, judge_job
from bot.workers.pool import run_in_workers
from engines.base import Seat


class WorkerJobRunner:
    """The coach's jobs (``bot.workers.coachjobs``) in the AI worker processes, for the games of the registry
    every worker knows (``bot.catalogue.registry.GAMES``). A review's jobs are short (a few decisions each)
    and sent one at a time, so an AI seat's decision never waits long behind them."""

    async def hint(self, key: str, state_json: str, seat: Seat) -> Hint:
        return await run_in_workers(hint_job, key, state_json, seat)

    async def chart(
        self, key: str, items: Sequence[ChartItem]
    ) -> tuple[float, list[tuple[float, ...] | None]]:
        return await run_in_workers(chart_job, key, list(items))

    async def judge(self, key: str, items: Sequence[JudgeItem]) -> tuple[float, list[Judgement | None]]:
        return await run_in_workers(judge_job, key, list(items))


class InlineJobRunner:
    """The coach's jobs in a thread of this process, for the games of ``catalogue``."""

    def __init__(self, catalogue: Mapping[str, GameSpec]) -> None:
        self.catalogue = catalogue

    async def hint(self, key: str, state_json: str, seat: Seat) -> Hint:
        return await asyncio.to_thread(hint_job, key, state_json, seat, self.catalogue)

    async def chart(
        self, key: str, items: Sequence[ChartItem]
    ) -> tuple[float, list[tuple[float, ...] | None]]:
        return await asyncio.to_thread(chart_job, key, items, self.catalogue)

    async def judge(self, key: str, items: Sequence[JudgeItem]) -> tuple[float, list[Judgement | None]]:
        return await asyncio.to_thread(judge_job, key, items, self.catalogue)
