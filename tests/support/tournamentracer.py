"""One of two processes racing over a tournament on one PostgreSQL database (tests/test_tournament_race.py):
at an agreed moment it starts the tournament (or moves it on to its next round) and opens the round's
tables as the director would, through the services alone, then writes what it did as JSON.

    python -m support.tournamentracer DATABASE_URL TOURNAMENT_ID ORGANISER START_AT REPORT_PATH
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from pathlib import Path

from bot.services import build_services
from bot.session.errors import GameError
from bot.store import Storage
from support.dealing import SEED_VARIABLE, STREAM_VARIABLE, install

CHANNELS = 10**15  # a table's game is opened in channel CHANNELS + its id (no Discord here)


async def race(url: str, tournament_id: str, organiser: int, start_at: float, report: Path) -> None:
    storage = await Storage.open(url)
    services = build_services(storage)
    owner = f"racer:{os.getpid()}"
    done: dict[str, object] = {"started": False, "advanced": False, "opened": []}
    try:
        await asyncio.sleep(max(0.0, start_at - time.time()))
        tournament = await services.registrations.load(tournament_id)
        if tournament.record.current_round == 0:
            try:
                await services.registrations.start(tournament_id, organiser)
                done["started"] = True
            except GameError:
                pass
        else:
            done["advanced"] = await services.tournament_rounds.advance(tournament_id) is not None
        tournament = await services.registrations.load(tournament_id)
        opened: list[int] = []
        for table in tournament.round_tables(tournament.record.current_round):
            if await storage.planned.claim(table.id, owner, storage.now() + 30):
                fresh = await storage.planned.get(table.id) or table
                if fresh.greeted:
                    continue
                await services.openings.open(fresh, CHANNELS + table.id, None)
                await storage.planned.greeted(table.id)
                opened.append(table.id)
        done["opened"] = opened
    finally:
        await storage.close()
        report.write_text(json.dumps(done))


if __name__ == "__main__":
    install(int(os.environ[SEED_VARIABLE]), os.environ[STREAM_VARIABLE])  # the test's deals (support.dealing)
    url, tid, organiser, start, path = sys.argv[1:6]
    asyncio.run(race(url, tid, int(organiser), float(start), Path(path)))
