"""The web companion in a real headless Chromium: Debian's ``chromium``, driven by
Playwright's async API through ``executable_path`` (never a browser of Playwright's own). A click in the
fake Discord shows on the open page within two seconds, without a reload; a deep link opens its step; the
arrow keys move the replay slider; the page fits 400 pixels without sideways scrolling; the content
security policy lets everything the page needs run (the browser reports no violation); a browser without
Server-Sent Events follows the game by polling.

A machine without Chromium skips this test, saying how to install it; under CI (``.ci/run`` installs it,
as it installs PostgreSQL) a missing Chromium fails it (``support.requirements``).
"""

from __future__ import annotations

import os
import re
import shutil
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from playwright.async_api import Browser, Page, async_playwright, expect

from bot.config import WebSettings
from support.fakediscord import FakeDiscord
from support.harness import World, live_board, open_game, options_on, running_bot, seats_of, take
from support.requirements import missing
from support.webgames import free_port, links_on

CHROMIUM_FLAGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]


def chromium() -> str:
    """Debian's Chromium (or the one TABLETOP_TEST_CHROMIUM names); a missing one fails the test."""
    found = (
        os.environ.get("TABLETOP_TEST_CHROMIUM")
        or shutil.which("chromium")
        or shutil.which("chromium-browser")
    )
    if not found:
        missing(
            "Debian's Chromium",
            "apt-get install chromium, as .ci/run does, or set TABLETOP_TEST_CHROMIUM to a Chromium "
            "executable; never `playwright install`",
        )
    return found


@pytest.fixture
async def browser() -> AsyncIterator[Browser]:
    executable = chromium()
    async with async_playwright() as playwright:
        # Playwright starts each launch with a fresh profile of its own (its --user-data-dir).
        launched = await playwright.chromium.launch(executable_path=executable, args=CHROMIUM_FLAGS)
        try:
            yield launched
        finally:
            await launched.close()


async def step_text(page: Page) -> str:
    return (await page.text_content("#step-text") or "").strip()


async def test_a_phone_follows_a_game_live_and_replays_it_with_the_keys(
    fake: FakeDiscord, world: World, tmp_path: Path, browser: Browser
) -> None:
    port = free_port()
    web = WebSettings(url=f"http://127.0.0.1:{port}", bind=("127.0.0.1", port))
    async with running_bot(fake, tmp_path / "db.sqlite3", web=web) as bot:
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        session = start.split(":")[1]
        await fake.click(world.alice, fake.message(lobby.id), start)
        board = await fake.wait_for(lambda: live_board(fake, world.channel), timeout=15)
        watch = links_on(board)["Watch"]
        seats = await seats_of(bot, session, world)

        context = await browser.new_context(viewport={"width": 400, "height": 800}, device_scale_factor=2)
        page = await context.new_page()
        problems: list[str] = []
        page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: problems.append(str(e)))
        await page.goto(watch)
        assert await step_text(page) == "Step 1 of 1"
        assert await page.evaluate("document.documentElement.scrollWidth") <= 400, "no sideways scrolling"
        await page.screenshot(path=str(tmp_path / "live.png"), full_page=True)

        # Two moves in Discord: the open page follows each within two seconds, without a reload.
        await page.evaluate("window.__same_page = true")
        for expected in (2, 3):
            # A move that hands the turn on posts its new board after the click's answer: wait for it.
            live = await fake.wait_for(lambda: live_board(fake, world.channel), what="the live board")
            option = options_on(live, f"{session}:")[0]
            seat = int(option.custom_id.split(":")[2])
            started = time.monotonic()
            await take(fake, seats[seat], live, option)
            # Playwright's own waiting (the page's policy forbids evaluating strings, as it should).
            await expect(page.locator("#step-text")).to_have_text(
                re.compile(f"^Step {expected} of"), timeout=2000
            )
            assert time.monotonic() - started < 2.0
        assert await page.evaluate("window.__same_page === true"), "updated in place, never reloaded"
        assert (await page.text_content("#announce") or "").startswith("Step 3 of 3")

        # A deep link opens its step; the arrow keys move the slider, the page and its address follow.
        await page.goto(watch + "?step=1")
        assert await step_text(page) == "Step 1 of 3 (the start)"
        await page.focus("#step")
        await page.keyboard.press("ArrowRight")
        await expect(page.locator("#step-text")).to_have_text("Step 2 of 3")
        assert page.url.endswith("?step=2")
        await page.keyboard.press("End")
        await expect(page.locator("#step-text")).to_have_text("Step 3 of 3")
        await page.keyboard.press("ArrowLeft")
        await expect(page.locator("#step-text")).to_have_text("Step 2 of 3")
        image = await page.get_attribute("#board-img", "src")
        assert image is not None and "/board/2-" in image
        assert await page.evaluate("document.documentElement.scrollWidth") <= 400
        await page.screenshot(path=str(tmp_path / "replay.png"), full_page=True)
        assert problems == [], problems
        await context.close()

        # A browser without Server-Sent Events (or behind a proxy that drops the stream) polls every 1.5
        # seconds instead: the next move shows within one poll, again without a reload.
        polling = await browser.new_context(viewport={"width": 400, "height": 800})
        await polling.add_init_script("window.EventSource = undefined;")
        page = await polling.new_page()
        asked: list[str] = []
        page.on("request", lambda request: asked.append(request.url))
        page.on("pageerror", lambda e: problems.append(str(e)))
        await page.goto(watch)
        assert await step_text(page) == "Step 3 of 3"
        await page.evaluate("window.__same_page = true")
        live = await fake.wait_for(lambda: live_board(fake, world.channel), what="the live board")
        option = options_on(live, f"{session}:")[0]
        await take(fake, seats[int(option.custom_id.split(":")[2])], live, option)
        await expect(page.locator("#step-text")).to_have_text(re.compile("^Step 4 of 4"), timeout=3000)
        assert await page.evaluate("window.__same_page === true")
        assert any("/step.json?have=" in url for url in asked), asked
        assert not any("/events" in url for url in asked), asked
        assert problems == [], problems
        await polling.close()
