"""The process pool that runs AI work off the bot's event loop.

``choose_action_id`` runs one decision of a seat in a worker process (spawned, never forked: the bot runs
threads), with the agent the game's spec names and a generator seeded from what the seat can see, so the
same position gives the same decision in any process. ``WorkerCoach`` runs the coach's jobs
(``bot.ai.coachwork``: hints and reviews) in the same processes. Workers end with the bot that started
them, even when it is killed without warning.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from bot.ai.agents import DEFAULT_BUDGET_S, agent_rng
from bot.ai.coach import ChartItem, Hint, JudgeItem, Judgement
from bot.ai.coachwork import chart_job, hint_job, judge_job
from bot.catalogue.registry import spec_of
from engines.base import Seat

log = logging.getLogger(__name__)


def choose_action_id_sync(
    engine_key: str,
    state_json: str,
    seat: Seat,
    agent_name: str = "mcts",
    budget_s: float | None = DEFAULT_BUDGET_S,
    iterations: int | None = None,
) -> str:
    """Choose ``seat``'s action in the stored state and return its action id (runs in pool workers)."""
    spec = spec_of(engine_key)
    engine = spec.engine
    state = engine.load_state(state_json)
    legal = list(engine.legal_actions(state, seat))
    rng = agent_rng(engine, state, seat, f"ai.{agent_name}")
    agent = spec.make_agent(agent_name, budget_s=budget_s, iterations=iterations)
    action = agent.choose(engine, state, seat, rng)
    if action not in legal:
        # A per-engine agent with a bug must not stall a game: play on, and say so in the log.
        log.error(
            "Agent %s chose an illegal action %r in %s; playing a random one.", agent_name, action, engine_key
        )
        action = rng.choice(legal)
    return engine.action_id(action)


_pool: ProcessPoolExecutor | None = None
_pool_lock = threading.Lock()
ORPHAN_CHECK_S = 0.2  # how often a worker looks whether the bot that started it is still alive


def ai_workers() -> int:
    """Worker processes for AI search: all cores but one (the event loop's), at least one."""
    configured = os.environ.get("TABLETOP_AI_WORKERS")
    if configured:
        return max(1, int(configured))
    return max(1, (os.cpu_count() or 2) - 1)


def _watch_parent(parent_pid: int) -> None:
    """Pool worker initializer: end this worker as soon as the bot that started it is gone.

    A bot killed without warning (SIGKILL, the OOM killer, a crash) cannot stop its pool, and a worker
    waiting on the pool's queue would wait for ever. The worker was spawned by the bot itself, so its
    parent changes (to init or a subreaper) exactly when the bot dies.
    """

    def watch() -> None:
        while os.getppid() == parent_pid:
            time.sleep(ORPHAN_CHECK_S)
        os._exit(0)

    threading.Thread(target=watch, name="orphan-watch", daemon=True).start()


def _get_pool() -> ProcessPoolExecutor:
    global _pool
    with _pool_lock:
        if _pool is None:
            # Spawn, not fork: forking a process that runs threads (discord.py, aiosqlite) can copy a held
            # lock into the child. Not forkserver either: its server process outlives a killed bot, and
            # workers forked from it would have the server, not the bot, as their parent.
            context = multiprocessing.get_context("spawn")
            _pool = ProcessPoolExecutor(
                max_workers=ai_workers(),
                mp_context=context,
                initializer=_watch_parent,
                initargs=(os.getpid(),),
            )
        return _pool


def shutdown_pool(wait: bool = True) -> None:
    """Stop the worker processes (a later decision starts a new pool).

    ``wait=False`` is for shutting the bot down: searches in progress are abandoned and the workers are
    terminated at once instead of finishing their current decision.
    """
    global _pool
    with _pool_lock:
        pool, _pool = _pool, None
    if pool is None:
        return
    if wait:
        pool.shutdown(wait=True, cancel_futures=True)
        return
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()
    for process in processes:
        process.join(timeout=1.0)


T = TypeVar("T")


async def run_in_workers(fn: Callable[..., T], *args: Any, inline: bool = False) -> T:
    """``fn(*args)`` in a worker process, so the event loop stays free. ``inline=True`` (or
    ``TABLETOP_AI_INLINE=1``) runs it in a thread of this process instead, for tests; a broken pool (a
    worker killed by the OS) is replaced and the work is done in a thread this time."""
    if inline or os.environ.get("TABLETOP_AI_INLINE") == "1":
        return await asyncio.to_thread(fn, *args)
    loop = asyncio.get_running_loop()
    try:
        return await loop.run_in_executor(_get_pool(), fn, *args)
    except BrokenProcessPool:
        log.warning("The AI worker pool broke; starting a new one and working in a thread this time.")
        shutdown_pool()
        return await asyncio.to_thread(fn, *args)


class WorkerCoach:
    """The coach's jobs (``bot.ai.coachwork``) in the AI worker processes, for the games of the registry
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


async def choose_action_id(
    engine_key: str,
    state_json: str,
    seat: Seat,
    agent_name: str = "mcts",
    budget_s: float | None = DEFAULT_BUDGET_S,
    *,
    iterations: int | None = None,
    inline: bool = False,
) -> str:
    """The AI's action id for ``seat``, computed in a worker process so the event loop stays free.

    ``inline=True`` (or ``TABLETOP_AI_INLINE=1``) runs the search in a thread of this process instead,
    for tests; a broken pool (a worker killed by the OS) is replaced and the decision is retried here.
    """
    args = (engine_key, state_json, seat, agent_name, budget_s, iterations)
    return await run_in_workers(choose_action_id_sync, *args, inline=inline)
