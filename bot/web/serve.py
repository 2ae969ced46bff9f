"""``python -m bot web``: the web companion as a process of its own, without a Discord token, for a bot
that runs as several processes (compose.yaml's ``web`` service). It reads TABLETOP_DATABASE and the
companion's settings, serves on TABLETOP_WEB_BIND until SIGTERM or SIGINT, and stops within a second or
two with pages and streams open.

Open event streams: ``STREAMS_IN_ALL_ALONE`` at most (more than on the bot's own process, whose loop the
players share), each a connection and so an open file. The process raises its own limit of open files
(``RLIMIT_NOFILE``; a systemd service's soft limit is 1,024) as far as that needs and the hard limit
allows, and keeps ``SPARE_FILES`` of them for the database, pages and pictures: where it may open fewer,
it holds fewer streams, and says so when it starts.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import resource
import signal
import sys
from pathlib import Path

from bot.catalogue.registry import GAMES
from bot.config import SettingsError, WebSettings, database_path_from, load_web_settings
from bot.web.app import WebCompanion
from bot.web.limits import STREAMS_IN_ALL_ALONE

log = logging.getLogger("bot.web")

SPARE_FILES = 200  # open files kept for anything but the streams


def streams_in_all() -> int:
    """The streams this process may hold: ``STREAMS_IN_ALL_ALONE``, fewer if it may open fewer files (its
    limit raised first as far as that needs and the system allows)."""
    wanted = STREAMS_IN_ALL_ALONE + SPARE_FILES
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        raised = wanted if hard == resource.RLIM_INFINITY else min(hard, wanted)
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (raised, hard))
            soft = raised
    if soft == resource.RLIM_INFINITY or soft >= wanted:
        return STREAMS_IN_ALL_ALONE
    allowed = max(0, soft - SPARE_FILES)
    log.warning("This process may open %d files, so it holds %d live streams at most", soft, allowed)
    return allowed


def main() -> int:
    try:
        settings = load_web_settings()
    except SettingsError as exc:
        print(f"Cannot start: {exc}", file=sys.stderr)
        return 2
    if (
        settings is None
    ):  # not a failure: a deployment without the companion (compose's web service stays down)
        print(
            "Nothing to serve: TABLETOP_WEB_URL, the web companion's public address, is not set (docs/web.md)."
        )
        return 0
    if settings.bind is None:
        print("Cannot start: TABLETOP_WEB_BIND is off, so this process would serve nothing.", file=sys.stderr)
        return 2
    level = (os.environ.get("TABLETOP_LOG_LEVEL") or "INFO").strip().upper()
    logging.basicConfig(
        level=getattr(logging, level, logging.INFO), format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    database = database_path_from(dotenv=False)
    return asyncio.run(_serve(settings, database))


async def _serve(settings: WebSettings, database: Path | str) -> int:
    companion = await WebCompanion.open(settings, database, GAMES, streams_in_all=streams_in_all())
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(signum, stop.set)
    try:
        await companion.start()
        await stop.wait()
        log.info("Stopping the web companion")
    finally:
        await companion.stop()
    return 0
