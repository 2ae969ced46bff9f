"""Two processes on one PostgreSQL database race over one tournament, round after round
(tests/support/tournamentracer.py: each starts it, or moves it on, at the same agreed moment, then opens the
round's tables as the director does): the tournament is started once, each round is paired once, and
each table is opened once, with one game, by one of them."""

from __future__ import annotations

import asyncio
import json
import os
import random
import sys
import time
from pathlib import Path

import pytest

from bot.services import build_services
from bot.session.organisedplay import Format, Seeding, TournamentSettings, TournamentStatus
from bot.store import Storage
from support.dealing import seeded
from support.tournamentracer import CHANNELS
from support.tournaments import play_through_services

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[1]
ORGANISER = 900


async def racers(url: str, tournament_id: str, tmp_path: Path, lap: int) -> list[dict[str, object]]:
    """Two racers started together, agreeing to begin 1.5 seconds from now; what each did."""
    start_at = time.time() + 1.5
    env = {**os.environ, "PYTHONPATH": str(ROOT / "tests")}
    reports = [tmp_path / f"lap{lap}-{k}.json" for k in (0, 1)]
    procs = [
        await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "support.tournamentracer",
            url,
            tournament_id,
            str(ORGANISER),
            str(start_at),
            str(report),
            cwd=ROOT,
            env=seeded(env, report.stem),
        )
        for report in reports
    ]
    codes = await asyncio.gather(*(p.wait() for p in procs))
    assert codes == [0, 0]
    return [json.loads(r.read_text()) for r in reports]


async def test_two_processes_start_pair_and_open_each_round_once(postgres_url: str, tmp_path: Path) -> None:
    storage = await Storage.open(postgres_url)
    try:
        services = build_services(storage)
        settings = TournamentSettings(
            name="Race", game="slither", format=Format.SWISS, table_size=2, rounds=3, seeding=Seeding.RANDOM
        )
        tournament = await services.registrations.create(1, 10, 11, ORGANISER, "Org", settings)
        for user in range(1, 9):
            await services.registrations.join(tournament.id, user, f"P{user}")
        for lap in range(4):
            did = await racers(postgres_url, tournament.id, tmp_path, lap)
            tournament = await services.registrations.load(tournament.id)
            if lap == 0:
                assert sorted(bool(d["started"]) for d in did) == [False, True]  # started once
            else:
                assert sorted(bool(d["advanced"]) for d in did) == [False, True]  # moved on once
            if lap == 3:
                assert tournament.record.status == TournamentStatus.FINISHED
                break
            assert tournament.record.current_round == lap + 1 and len(tournament.rounds) == lap + 1
            tables = tournament.round_tables(lap + 1)
            assert len(tables) == 4 and sorted(u for t in tables for u in t.user_ids) == list(range(1, 9))
            opened = [table for d in did for table in d["opened"]]  # type: ignore[attr-defined]
            assert sorted(opened) == sorted(t.id for t in tables)  # each table opened by one of them
            found = await storage.database.query(
                "SELECT channel_id, COUNT(*) AS n FROM sessions WHERE channel_id >= ? GROUP BY channel_id",
                (CHANNELS,),
            )
            assert all(row["n"] == 1 for row in found)  # one game a table, ever
            assert {t.session_id for t in tables} == {
                s.id for t in tables if (s := await storage.sessions.active_in_channel(CHANNELS + t.id))
            }
            for table in tables:
                await play_through_services(services, table.session_id or "", random.Random(table.id))
        all_tables = (await services.registrations.load(tournament.id)).tables
        assert len(all_tables) == 12 and len({t.session_id for t in all_tables}) == 12
    finally:
        await storage.close()
