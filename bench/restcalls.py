"""REST calls per move, for every game, through the fake Discord on 127.0.0.1.

People play each game to the end (or ``--moves`` moves) by clicking random offered moves: on the board, or,
for private choices, on their DM or "Show my hand". AI seats play through the same path. For every move
(a click, or an AI's move), the calls the bot makes until the channel is quiet again are split in two:

  channel  calls that show the game in its channel: the interaction's answer to a click there, board edits
           and posts, freezing an old board, the end-of-game message;
  private  calls for one person: a DM's answer, a DM sent because someone's private view changed (and the
           DM channel opened for it), an ephemeral answer.

Prints, per game, p50 / p99 / max of each (the median of ``--runs`` runs), and the channel calls of the
moves at p99 and above, by route, so a reader sees which calls remain and why. Asserts nothing.

    .venv/bin/python bench/restcalls.py [--moves 60] [--runs 3] [--games gentoo,slither]
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import random
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from bot.client import TabletopBot  # noqa: E402
from bot.config import Settings  # noqa: E402
from support.fakediscord import Channel, FakeDiscord, Message, User  # noqa: E402
from support.fakediscord.records import RequestRecord  # noqa: E402
from support.harness import options_on, random_chooser, take  # noqa: E402

PEOPLE = {
    "gentoo": 3,
    "grimprospects": 3,
    "slither": 3,
    "giantsnail": 3,
    "earthcrumbles": 3,
}  # people per game


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def side(request: RequestRecord, channel: Channel) -> str:
    """Whether a call shows the game in its channel, or is for one person."""
    if request.interaction is not None:
        message = request.interaction.source_message
        answered = request.interaction.response
        if request.interaction.channel.id != channel.id:
            return "private"
        if answered is not None and answered.ephemeral:
            return "private"
        if message is not None and message.ephemeral:
            return "private"
        return "channel"
    if request.path.startswith(f"/channels/{channel.id}/") or request.path == f"/channels/{channel.id}":
        return "channel"
    return "private"


class _quiet:
    """No OpenAPI validation while measuring (it is test machinery, not Discord)."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake

    async def __aenter__(self) -> None:
        self.saved = self.fake.spec.validate_request
        self.fake.spec.validate_request = lambda *a, **k: []  # type: ignore[method-assign]

    async def __aexit__(self, *exc: object) -> None:
        self.fake.spec.validate_request = self.saved  # type: ignore[method-assign]


async def settled(fake: FakeDiscord, bot: TabletopBot) -> None:
    """Until no AI is deciding, no publication is under way and no call came for a moment."""
    for _ in range(2000):
        await bot.wiring.driver.idle()
        before = len(fake.requests)
        await asyncio.sleep(0.03)
        if not bot.wiring.publications.busy() and len(fake.requests) == before and not fake.unanswered():
            return
    raise AssertionError("the bot never settled")


async def game_run(key: str, moves: int, seed: int) -> dict[str, Any]:
    per_move: list[tuple[int, int, list[str]]] = []  # (channel calls, private calls, channel routes)
    async with FakeDiscord() as fake, _quiet(fake):
        with fake.patch_discord(), tempfile.TemporaryDirectory() as tmp:
            guild = fake.add_guild("Bench")
            channel = fake.add_text_channel(guild, "bench")
            people = [fake.add_user(name) for name in ("alice", "bob", "carol", "dana")[: PEOPLE[key]]]
            settings = Settings(
                discord_token=fake.token, database_path=Path(tmp) / "db.sqlite3", ai_pause_seconds=0
            )
            bot = TabletopBot(settings, chooser=random_chooser, guild_ready_timeout=0.05)
            task = asyncio.create_task(bot.start(fake.token))
            await fake.wait_until_connected()
            await asyncio.wait_for(bot.wait_until_ready(), 10)
            record = await fake.slash(people[0], channel, "game", ["new"], {"game": key, "thread": False})
            lobby = record.response
            assert lobby is not None
            for user in people[1:]:
                await fake.click(user, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")))
            start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
            await fake.click(people[0], fake.message(lobby.id), start)
            await settled(fake, bot)
            session = await bot.storage.sessions.active_in_channel(channel.id)
            assert session is not None
            rng = random.Random(f"{key}:{seed}")
            for _ in range(moves):
                game = await bot.services.games.load(session.id)
                if game.outcome is not None or game.status.value != "running":
                    break
                humans = [s for s in sorted(game.to_act) if not game.session.seats[s].played_by_ai]
                if not humans:
                    await settled(fake, bot)
                    continue
                seat = rng.choice(humans)
                user = next(u for u in people if u.id == game.session.seats[seat].user_id)
                prefix = f"{session.id}:{seat}:{game.n(seat)}:"
                where, offered = await offered_to(fake, channel, user, session.id, prefix)
                offered = [o for o in offered if o.action_id != "back"] or offered
                before = len(fake.requests)
                await take(fake, user, where, rng.choice(offered))
                await settled(fake, bot)
                made = fake.requests[before:]
                mine = [r for r in made if side(r, channel) == "channel"]
                per_move.append((len(mine), len(made) - len(mine), [r.key for r in mine]))
            await bot.close()
            await task
    return {"moves": per_move}


async def offered_to(
    fake: FakeDiscord, channel: Channel, user: User, session: str, prefix: str
) -> tuple[Message, list[Any]]:
    """Where ``user`` finds the moves of its seat: the live board, else their latest DM, else "Show my
    hand" (whose answer the click then comes from; that look is not counted as the move's)."""
    boards = [m for m in fake.messages(channel) if not m.ephemeral and options_on(m, prefix)]
    if boards:
        return boards[-1], options_on(boards[-1], prefix)
    dms = [m for m in fake.dms(user) if options_on(m, prefix)]
    if dms:
        return dms[-1], options_on(dms[-1], prefix)
    board = next(
        m for m in reversed(fake.messages(channel)) if not m.ephemeral and f"peek:{session}" in m.custom_ids()
    )
    shown = await fake.click(user, board, f"peek:{session}")
    assert shown.response is not None
    return shown.response, options_on(shown.response, prefix)


def report(games: dict[str, int] | list[str], moves: int, runs: int) -> None:
    """Play ``games`` and print the table of REST calls per move, and the routes of the heaviest moves."""
    print(f"REST calls per move by people (AI seats play too); median of {runs} runs, {moves} moves each")
    print(
        f"| {'game':<14} | {'channel p50':>11} | {'p99':>4} | {'max':>4} | {'private p50':>11} | {'p99':>4} |"
    )
    print(f"|{'-' * 16}|{'-' * 13}|{'-' * 6}|{'-' * 6}|{'-' * 13}|{'-' * 6}|")
    heavy: dict[str, collections.Counter[str]] = {}
    for key in games:
        played = [asyncio.run(game_run(key, moves, seed)) for seed in range(runs)]
        channel = [[float(c) for c, _, _ in run["moves"]] for run in played]
        private = [[float(p) for _, p, _ in run["moves"]] for run in played]
        med = statistics.median
        print(
            f"| {key:<14} | {med(med(r) for r in channel):>11.0f} | {med(pct(r, 0.99) for r in channel):>4.0f} "
            f"| {max(max(r) for r in channel):>4.0f} | {med(med(r) for r in private):>11.0f} "
            f"| {med(pct(r, 0.99) for r in private):>4.0f} |"
        )
        counter: collections.Counter[str] = collections.Counter()
        for run in played:
            threshold = pct([float(c) for c, _, _ in run["moves"]], 0.99)
            for calls, _, routes in run["moves"]:
                if calls >= threshold:
                    counter[" + ".join(routes)] += 1
        heavy[key] = counter
    print("\nThe channel calls of the heaviest moves (p99 and above), by route:")
    for key, counter in heavy.items():
        for routes, times in counter.most_common(3):
            print(f"  {key}: {times}x {routes}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--games", default=",".join(PEOPLE))
    args = parser.parse_args()
    report(args.games.split(","), args.moves, args.runs)


if __name__ == "__main__":
    main()
