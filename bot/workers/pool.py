"""The process pool that runs AI work off the bot's event loop: ``run_in_workers`` runs a function (an AI
seat's decision, ``bot.workers.decisions``; a coach's job, ``bot.workers.coachjobs``) in a worker process,
spawned, never forked (the bot runs threads). Workers end with the bot that started them, even when it is
killed without warning.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

log = logging.getLogger(__name__)

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
