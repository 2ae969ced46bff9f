"""The path of a click, measured: every file of the project whose code runs for a move's click, from the
moment discord.py hands it to its receiver to the moment the rules see it (the first call into
``engines/``), in order. A profiler follows the task discord.py runs the receiver in; docs/architecture.md
("The path of a click") lists the same files, and this test keeps the list and its count true."""

from __future__ import annotations

import asyncio
import re
import sys
from pathlib import Path
from types import FrameType
from typing import Any

import pytest

from support.fakediscord import FakeDiscord
from support.harness import World, live_board, move_buttons, open_game, running_bot, settle

ROOT = Path(__file__).resolve().parent.parent
OURS = tuple(str(ROOT / folder) + "/" for folder in ("bot", "cogs"))
ENGINES = str(ROOT / "engines") + "/"
MOST = 8  # files a click passes before the rules see it
RECEIVER_TASK = "discord-ui-dynamic-item-"  # how discord.py names the task it runs a DynamicItem's click in

pytestmark = pytest.mark.slow


async def files_before_the_rules(fake: FakeDiscord, world: World, tmp_path: Path) -> list[str]:
    """The files a click on a move of a Gentoo Rules game passes until the engine first sees it."""
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        await open_game(fake, world, "gentoo", [world.bob])
        await fake.slash(world.alice, world.channel, "game", ["start"])
        board = await fake.wait_for(lambda: live_board(fake, world.channel), what="the first board")
        await settle(fake)
        custom_id, _ = move_buttons(board)[0]
        clicker = world.alice if custom_id.split(":")[2] == "0" else world.bob
        passed: list[str] = []
        reached = asyncio.Event()

        def profile(frame: FrameType, event: str, arg: Any) -> None:
            if event != "call" or reached.is_set():
                return
            task = asyncio.current_task() if asyncio.get_event_loop().is_running() else None
            if task is None or not task.get_name().startswith(RECEIVER_TASK):
                return
            name = frame.f_code.co_filename
            if name.startswith(ENGINES):
                reached.set()
            elif name.startswith(OURS):
                relative = Path(name).relative_to(ROOT).as_posix()
                if relative not in passed:
                    passed.append(relative)

        sys.setprofile(profile)
        try:
            await fake.click(clicker, board, custom_id)
            await asyncio.wait_for(reached.wait(), 10)
        finally:
            sys.setprofile(None)
        return passed


async def test_a_move_reaches_the_rules_through_at_most_eight_files_as_the_architecture_says(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    passed = await files_before_the_rules(fake, world, tmp_path)
    assert len(passed) <= MOST, passed
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    section = text.split("## The path of a click", 1)[1].split("\n## ", 1)[0]
    listed = re.findall(r"^\d+\. `([\w/.]+\.py)`", section, re.M)
    assert listed == passed, "docs/architecture.md's path of a click is not the path a click takes"
