"""``python -m bot web``: the web companion as a process of its own, without a Discord token, for a bot
that runs as several processes (compose.yaml's ``web`` service). It reads TABLETOP_DATABASE and the
companion's settings, serves on TABLETOP_WEB_BIND until SIGTERM or SIGINT, and stops within a second or
two with pages and streams open.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sys
from pathlib import Path

from bot.catalogue.registry import GAMES
from bot.config import SettingsError, WebSettings, database_path_from, load_web_settings
from bot.web.app import WebCompanion

log = logging.getLogger("bot.web")


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
    companion = await WebCompanion.open(settings, database, GAMES)
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
