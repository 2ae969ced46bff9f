"""The memory that drawing pictures leaves in the C allocator is given back once the drawing stops
(bot/render/heap.py): never while pictures are being drawn, once after; every picture the bot draws
(``draw.encode_png``, on any thread) starts the countdown on the bot's loop."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import WebSettings
from bot.render import heap
from bot.store import Storage
from bot.web.app import WebCompanion
from bot.web.public import public_step
from support.fakediscord import FakeDiscord
from support.harness import World, eventually, latest_board, open_game, running_bot
from support.webgames import BASE, WEB_GAMES, new_game, services_on

ROOT = Path(__file__).resolve().parent.parent


# Run in a fresh interpreter: a test worker's heap has holes from earlier tests, which the blocks that
# stay would fill instead of lying between the freed ones.
FRAGMENTED = """
from bot.render import heap

def private_mb():
    total = 0
    with open("/proc/self/smaps_rollup") as rollup:
        for line in rollup:
            if line.startswith(("Private_Clean:", "Private_Dirty:")):
                total += int(line.split()[1])
    return total / 1024

blocks, kept = [], []
for _ in range(400):  # 40 MB in blocks below glibc's mmap threshold, each followed by one that stays
    blocks.append(bytearray(100_000))
    kept.append(bytearray(1_000))
del blocks
held = private_mb()
given = heap.give_back()
print(held, private_mb(), given)
"""


def test_what_the_allocator_keeps_is_given_back() -> None:
    """Blocks freed between blocks still in use stay with glibc until they are given back."""
    done = subprocess.run(
        [sys.executable, "-c", FRAGMENTED], capture_output=True, text=True, check=True, cwd=ROOT, timeout=60
    )
    held, after, given = done.stdout.split()
    assert given == "True"  # glibc, as on every machine the bot's image and CI run on
    assert float(after) < float(held) - 20, (held, after)


async def test_memory_is_given_back_once_the_drawing_stops_and_never_while_it_goes_on() -> None:
    loop = asyncio.get_running_loop()
    given: list[float] = []
    done = asyncio.Event()

    def give() -> bool:  # on a thread, off the loop
        given.append(loop.time())
        loop.call_soon_threadsafe(done.set)
        return True

    quiet = heap.Quiet(seconds=0.5, give=give)
    quiet.drawn()  # no loop watched yet (the terminal, a bench): nothing happens
    assert quiet._pending is None
    quiet.watch(loop)
    counted = quiet.drew
    drew_at: list[float] = []

    def drew() -> None:  # on the loop, handed over by the drawing thread
        drew_at.append(loop.time())
        counted()

    quiet.drew = drew  # type: ignore[method-assign]
    handles: list[asyncio.TimerHandle | None] = []
    for _ in range(8):  # pictures one after the other, each drawn on a thread as the bot draws them
        await asyncio.to_thread(quiet.drawn)
        await eventually(lambda: len(drew_at) > len(handles), "the picture counted on the loop")
        handles.append(quiet._pending)
    # Each picture put the countdown off: every earlier one was called off, none has given anything yet.
    assert all(h is not None and h.cancelled() for h in handles[:-1]) and not given
    await asyncio.wait_for(done.wait(), 5)
    assert len(drew_at) == 8
    assert len(given) == 1 and given[0] >= drew_at[-1] + 0.5
    await eventually(lambda: quiet.given == 1, "the memory given back once")  # counted on its thread
    quiet.drew()  # and again after the next picture
    done.clear()
    await asyncio.wait_for(done.wait(), 5)
    await eventually(lambda: quiet.given == 2, "the memory given back again")
    assert len(given) == 2


async def test_every_picture_the_bot_draws_starts_the_countdown(
    fake: FakeDiscord, world: World, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[int] = []
    monkeypatch.setattr(heap.after_drawing, "drew", lambda: drawn.append(1))
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        await open_game(fake, world, "gentoo", [world.bob])
        await fake.slash(world.alice, world.channel, "game", ["start"])
        await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        await fake.wait_for(lambda: bool(drawn), what="the countdown started")


async def test_the_web_companion_served_alone_starts_the_countdown_for_its_pictures(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[int] = []
    monkeypatch.setattr(heap.after_drawing, "drew", lambda: drawn.append(1))
    db = tmp_path / "web.sqlite3"
    storage = await Storage.open(db, durable=False)
    try:
        game = await new_game(services_on(storage), "gentoo", 2)
    finally:
        await storage.close()
    companion = await WebCompanion.open(WebSettings(url=BASE, bind=("127.0.0.1", 0)), db, WEB_GAMES)
    await companion.start()
    try:
        assert heap.after_drawing._loop is asyncio.get_running_loop()
        stored = await companion.reader.game(game.id)
        assert stored is not None
        replay = await companion.reader.history(stored)
        assert replay is not None
        picture = await companion.reader.board(public_step(replay, 0))
        assert picture is not None
        await eventually(lambda: bool(drawn), "the countdown started")
    finally:
        await companion.stop()
