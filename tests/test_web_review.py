"""A finished game's review on the web companion's pages (docs/web.md, "The review"): the chart on the game's
page for anyone with its link, each seat's own decisions on its private page only, with links to that
seat's replay at each step, and a word where the review is not there yet. The companion reads reviews; it
never asks for one."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from bot.ai.coach import CoachBudget
from bot.services import build_services
from bot.session.review import Decision, Review
from bot.store import Storage
from bot.workers.jobrunners import InlineJobRunner
from support.webgames import PEOPLE, WEB_GAMES, new_game, path_of, play, web_client


async def finished(db: Path, *, reviewed: bool) -> str:
    storage = await Storage.open(db, durable=False)
    try:
        coach_jobs = InlineJobRunner(
            {k: replace(s, coach=CoachBudget(hint=20, judge=20, chart=10)) for k, s in WEB_GAMES.items()}
        )
        services = build_services(storage, WEB_GAMES.engines, coach_jobs=coach_jobs)
        game = await new_game(services, "secretgame", 2, options={"rounds": 1})
        game = await play(services, game.id, 100, random.Random(4))
        assert game.outcome is not None and services.reviewer is not None
        if reviewed:
            await services.reviewer.request(game)
            assert await services.reviewer.work_once()
            stored = await storage.reviews.get(game.id)
            assert stored is not None and stored.review is not None
            # One marked drop for the first seat, so that its page shows one: its only one (the moves played
            # may hold larger drops of its own), with a label no move of the game has.
            marked = Decision(
                0,
                0,
                0,
                0,
                "take",
                "Take the marked cards (+99)",
                "pass",
                "Pass and draw a card",
                0.7,
                0.2,
                True,
            )
            # The second seat's decisions, none marked, so that its page says what a mistake would be.
            others = tuple(replace(d, marked=False) for d in stored.review.decisions if d.seat != 0)
            assert others, "the second seat made no decision to judge"
            review = Review(stored.review.chart, (*others, marked), None, 0.0)
            await storage.database.run(
                "UPDATE reviews SET review = ? WHERE session_id = ?", (review.as_json(), game.id)
            )
        return game.id
    finally:
        await storage.close()


async def test_the_chart_is_public_and_each_seats_decisions_are_its_own(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    game_id = await finished(db, reviewed=True)
    async with web_client(db) as (client, companion, links):
        game = await companion.reader.game(game_id)
        assert game is not None
        watch = await links.game(game.session)
        assert watch is not None
        page = await (await client.get(path_of(watch))).text()
        assert '<h2 id="review-heading">Review</h2>' in page and "Your decisions" not in page
        assert "/review.png" in page and 'alt="Chart of each player&#39;s chance to win' in page
        chart = await client.get(path_of(watch) + "/review.png")
        english = await chart.read()
        assert chart.status == 200 and english.startswith(b"\x89PNG")
        # In German: the page's alt text and its chart's picture, whose address names its language.
        german = await (await client.get(path_of(watch) + "?lang=de")).text()
        assert "review.png?" in german and "lang=de" in german.split("review.png?")[1].split('"')[0]
        assert 'alt="Chart of each player' not in german
        drawn = await client.get(path_of(watch) + "/review.png?lang=de")
        assert drawn.status == 200 and (await drawn.read()) != english
        mine = {seat: await links.private(game.session, seat, PEOPLE[seat]) for seat in range(2)}
        first = await (await client.get(path_of(mine[0] or ""))).text()
        assert (
            "Your decisions" in first
            and "Take the marked cards (+99)</strong>, chance to win 70% → 20%" in first
        )
        assert "See the board and your hand then" in first and "?step=1" in first
        second = await (await client.get(path_of(mine[1] or ""))).text()
        assert "Your decisions" in second and "Take the marked cards (+99)" not in second
        # No mistake marked: the page says the least a mistake gives up, as Discord's review does.
        assert "It marks none as a mistake: you never gave up 10 points of chance" in second


async def test_a_game_not_yet_reviewed_says_so(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    game_id = await finished(db, reviewed=False)
    async with web_client(db) as (client, companion, links):
        game = await companion.reader.game(game_id)
        assert game is not None
        watch = await links.game(game.session)
        assert watch is not None
        page = await (await client.get(path_of(watch))).text()
        assert "Nobody has asked for this game&#39;s review yet" in page
        assert (await client.get(path_of(watch) + "/review.png")).status == 404
