"""Makes ``release-<commit>.sqlite``: a database written by a release of the bot, kept so that the tests
can check that a later release opens it and that its games go on (tests/test_migrations.py).

Run from the project root with that release checked out:
``python tests/data/databases/make_release_db.py tests/data/databases/release-<commit>.sqlite``.
It holds, in a guild and three channels: a Gentoo Rules game between two people with moves played and
a turn reminder open, a SLITHER game with an AI seat, a lobby of Grim Prospects, and a finished game.
"""

from __future__ import annotations

import asyncio
import random
import sys
from pathlib import Path

from bot.sessions import SessionManager
from bot.storage import Storage

GUILD = 700
ALICE, BOB = 701, 702
FIXED_NOW = 1_790_000_000.0  # 2026-09-21: every stored time is this plus the steps taken


async def play(manager: SessionManager, session_id: str, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        game = await manager.load(session_id)
        if game.state is None or game.outcome is not None:
            return
        seat = min(game.to_act)
        action = rng.choice(list(game.engine.legal_actions(game.state, seat)))
        user = game.session.seats[seat].user_id
        action_id = game.engine.action_id(action)
        if user is None:
            await manager.submit_ai(session_id, seat, game.n(seat), action_id)
        else:
            await manager.submit(session_id, user, game.n(seat), action_id, seat=seat)


async def main(path: Path) -> None:
    now = [FIXED_NOW]

    def clock() -> float:
        now[0] += 1.0
        return now[0]

    storage = await Storage.open(path, clock=clock)
    manager = SessionManager(storage, reminder_after_hours=24.0)
    rng = random.Random(7)
    gentoo = await manager.create_lobby(GUILD, 801, ALICE, "alice", "gentoo")
    await manager.join(gentoo.id, BOB, "bob")
    await manager.start(gentoo.id, ALICE)
    await play(manager, gentoo.id, 12, rng)
    slither = await manager.create_lobby(GUILD, 802, ALICE, "alice", "slither")
    await manager.add_ai(slither.id, ALICE, "random")
    await manager.start(slither.id, ALICE)
    await play(manager, slither.id, 6, rng)
    await manager.create_lobby(GUILD, 803, BOB, "bob", "grimprospects")
    finished = await manager.create_lobby(GUILD, 804, ALICE, "alice", "gentoo")
    await manager.join(finished.id, BOB, "bob")
    await manager.start(finished.id, ALICE)
    await manager.abandon(finished.id, ALICE)
    await storage.close()


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1])))
