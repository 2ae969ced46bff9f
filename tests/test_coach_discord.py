"""The AI as a coach through the fake Discord (docs/ai.md, "The coach"):

- Hints only when the host allows them, only to a player the game waits for: the lobby's menu, the
  boards and private views that carry "Hint", the refusals (off, an onlooker, not your turn), the deferred
  answer edited within the interaction's time, a sentence when the AI takes too long, and a result that
  says the game was played with hints and is not rated.
- A whole game's review: owed when the game ends, computed in the background, then "Review" and
  ``/game review``: the chart (a picture with alt text) for everyone, a player's own decisions only to
  them, their largest drops with the board and their hand then; still there after a restart.
- ``/game learn``: a practice game in a private thread where the bot may make one, hints on, each new kind
  of decision explained once from the game's guide.
"""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

import cogs.learning.learning as coachclicks
from bot.ai.coach import Hint, Judgement, Suggestion
from bot.session.records import SessionStatus
from bot.session.review import Decision, Review, ReviewStatus
from engines.base import Seat
from engines.phrasing import Words
from support.coaching import answered, ask_for_a_hint, custom_id, review_of, secret_lobby, start
from support.fakediscord import FakeDiscord, Perm
from support.harness import (
    World,
    coach_jobs_for_tests,
    ephemeral_text,
    latest_board,
    running_bot,
    settle,
)
from support.playing import Table, play_secret_cards, settled

pytestmark = pytest.mark.slow


async def test_hints_are_offered_only_when_allowed_and_answered_only_to_the_player_to_act(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        # Off by default: no board offers a hint, and a hint asked for anyway is refused.
        session = await start(fake, world, bot, await secret_lobby(fake, world, hints=False))
        board = latest_board(fake, world.channel)
        assert board is not None and custom_id(board, "hint:") is None
        forged = await fake.click(world.alice, board, f"hint:{session}", check=False)
        assert "Hints are off in this game" in ephemeral_text(forged)
        await fake.slash(world.alice, world.channel, "game", ["abandon"], {})
        await settle(fake)

        session = await start(fake, world, bot, await secret_lobby(fake, world, hints=True))
        board = latest_board(fake, world.channel)
        assert board is not None and custom_id(board, "hint:") == f"hint:{session}"
        # Someone who does not play is told so, privately and at once.
        onlooker = await fake.click(world.dana, board, f"hint:{session}")
        assert ephemeral_text(onlooker) == "Hints are for the players of this game."
        # Alice's pick is private: "Show my hand" offers her cards and a Hint; the hint comes deferred.
        hand = await fake.click(world.alice, board, f"peek:{session}")
        assert hand.response is not None and custom_id(hand.response, "hint:") == f"hint:{session}"
        asked = await fake.click(world.alice, hand.response, f"hint:{session}")
        assert asked.callback_type == 5 and asked.ephemeral
        hint = await answered(fake, asked, "Alice's hint")
        text = hint.text()
        assert hint.visible_to == world.alice and "Hint for" in text and "chance to win" in text
        game = await bot.services.games.load(session)
        alice = game.session.seats_of(world.alice.id)[0]
        labels = [c.label for c in game.choices(alice)]
        assert any(label in text for label in labels)
        # Play the round: at the claim, only the winner decides; the other is told to wait.
        table = await Table.seated(fake, bot, world.channel, session, [world.alice, world.bob])
        await table.play_to_the_end(
            random.Random(3),
            places=lambda g, s: ("live",) if g.state.phase == "claim" else ("hand",),  # type: ignore[union-attr]
            until=lambda g: g.state is not None and g.state.phase == "claim",  # type: ignore[attr-defined]
        )
        game = await table.game()
        if game.outcome is None:
            waiting = next(u for s, u in table.people.items() if s not in game.to_act)
            live = latest_board(fake, world.channel)
            assert live is not None
            refused = await fake.click(waiting, live, f"hint:{session}")
            assert "whose turn it is" in ephemeral_text(refused)
            game = await play_secret_cards(table)
        result = await fake.wait_for(
            lambda: next((m for m in fake.messages(world.channel) if "game over" in m.content), None),
            what="the result",
        )
        assert "Played with the AI's hints allowed: not rated." in result.content
        assert custom_id(result, "review:") == f"review:{session}:0"
        recorded = await bot.storage.results.game_result(session)
        assert recorded is not None and not recorded.rated


class SlowJobRunner:
    """The coach's jobs, with hints that take longer than the bot waits for them."""

    parallel = 1

    def __init__(self, delay: float) -> None:
        self.delay = delay
        self.inner = coach_jobs_for_tests()

    async def hint(self, key: str, state_json: str, seat: Seat) -> Hint:
        await asyncio.sleep(self.delay)
        return await self.inner.hint(key, state_json, seat)

    async def chart(
        self, key: str, items: list[tuple[int, str]]
    ) -> tuple[float, list[tuple[float, ...] | None]]:
        return await self.inner.chart(key, items)

    async def judge(
        self, key: str, items: list[tuple[str, int, str]]
    ) -> tuple[float, list[Judgement | None]]:
        return await self.inner.judge(key, items)


async def test_a_hint_that_takes_too_long_says_so_within_the_interactions_time(
    fake: FakeDiscord, world: World, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Discord keeps a deferred answer editable for 15 minutes; the bot gives a hint less than that.
    assert coachclicks.HINT_WAIT < fake.interaction_token_lifetime  # type: ignore[operator]
    monkeypatch.setattr(coachclicks, "HINT_WAIT", 0.3)
    fake.interaction_token_lifetime = 2.0  # the same rule, shortened: an edit after 2 s would be refused
    async with running_bot(fake, tmp_path / "db.sqlite3", coach_jobs=SlowJobRunner(5.0)) as bot:
        session = await start(fake, world, bot, await secret_lobby(fake, world, hints=True))
        asked = await ask_for_a_hint(fake, world, world.bob, session)
        answer = await answered(fake, asked, "the sentence")
        assert (
            answer.text() == "The AI could not finish your hint in time: it is busy. Ask again in a moment."
        )


class WordedJobRunner(SlowJobRunner):
    """The coach's real hint, given the values and words of a position where its first choice wins the
    game, the second is behind with nothing to set it apart and the third ends the game behind: what the
    coach says in each case (tests/test_coach.py checks it says them only when true), as a player reads it
    on Discord."""

    def __init__(self) -> None:
        super().__init__(0.0)

    async def hint(self, key: str, state_json: str, seat: Seat) -> Hint:
        real = await super().hint(key, state_json, seat)
        ids = [s.action_id for s in real.suggestions]
        assert len(ids) >= 2, real
        said = [
            (0.99, "It wins the game.", Words(id="coach-wins")),
            (0.41, "", None),
            (0.35, "It ends the game.", Words(id="coach-ends")),
        ]
        shown = tuple(
            Suggestion(action_id, value, reason, k > 0, words)
            for k, (action_id, (value, reason, words)) in enumerate(zip(ids, said, strict=False))
        )
        return Hint(seat, shown, None, True, real.iterations)


async def test_a_hints_words_reach_the_player_as_the_coach_gave_them(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3", coach_jobs=WordedJobRunner()) as bot:
        session = await start(fake, world, bot, await secret_lobby(fake, world, hints=True))
        asked = await ask_for_a_hint(fake, world, world.alice, session)
        text = (await answered(fake, asked, "Alice's hint")).text()
        game = await bot.services.games.load(session)
        labels = {c.action_id: c.label for c in game.choices(game.session.seats_of(world.alice.id)[0])}
        lines = text.splitlines()
        first = next(line for line in lines if line.startswith("**1. "))
        assert first.endswith("chance to win 99%. It wins the game.") and "The AI's choice: **" in text
        second = next(line for line in lines if line.startswith("**2. "))
        assert second.endswith("chance to win 41% (behind the first).")  # no reason: nothing after it
        third = next(line for line in lines if line.startswith("**3. "))  # Secret Cards: three cards in hand
        assert third.endswith("chance to win 35% (behind the first). It ends the game.")
        assert sum(label in text for label in labels.values()) >= 2


async def test_a_whole_game_is_reviewed_and_each_player_sees_their_own_decisions(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    db = tmp_path / "db.sqlite3"
    async with running_bot(fake, db) as bot:
        session = await start(fake, world, bot, await secret_lobby(fake, world, hints=False))
        table = await Table.seated(fake, bot, world.channel, session, [world.alice, world.bob])
        game = await play_secret_cards(table)
        assert game.outcome is not None
        review = await review_of(bot, session)  # owed when the game ended, computed in the background
        assert review.chart and review.chart[-1].values == tuple(
            1.0 if s in game.outcome.winners else 0.0 for s in range(2)
        )
        people = {s: u for s, u in table.people.items()}
        judged = {d.seat for d in review.decisions}
        assert judged <= set(people)
        result = next(m for m in fake.messages(world.channel) if "game over" in m.content)
        # An onlooker sees the chart only; a player sees the chart and their own decisions.
        seen = await fake.click(world.dana, result, f"review:{session}:0")
        onlooker = seen.response
        assert onlooker is not None and onlooker.ephemeral and onlooker.visible_to == world.dana
        chart = onlooker.attachment("review.png")
        assert chart.data.startswith(b"\x89PNG") and "chance to win" in (chart.description or "")
        assert len(onlooker.embeds) == 1
        for seat, user in people.items():
            mine = (await fake.click(user, result, f"review:{session}:0")).response
            assert mine is not None and mine.visible_to == user
            assert [e["title"] for e in mine.embeds][1] == f"Your decisions ({game.names[seat]})"
            other = game.names[1 - seat]
            assert f"Your decisions ({other})" not in mine.text()
        # /game review answers the same, privately, for this channel's last game.
        command = await fake.slash(world.bob, world.channel, "game", ["review"], {})
        assert command.response is not None and command.response.attachment("review.png").data == chart.data

    # Kept: after a restart the review is read, not computed again, and pages through a player's drops.
    seat = min(people)
    marked = Decision(
        0, 0, 0, seat, "take", "Take the cards (+9)", "pass", "Pass and draw a card", 0.7, 0.2, True
    )
    # The seat's own judged decisions give way to the one marked here: the moves played above may hold a
    # larger drop of their own, which would be listed first.
    others = tuple(d for d in review.decisions if d.seat != seat)
    kept = Review(review.chart, (*others, marked), None, review.seconds)
    storage_review = kept.as_json()
    async with running_bot(fake, db) as bot:
        await bot.storage.database.run(
            "UPDATE reviews SET review = ? WHERE session_id = ?", (storage_review, session)
        )
        overview = await fake.slash(people[seat], world.channel, "game", ["review"], {"id": session})
        assert overview.response is not None
        text = overview.response.text()
        assert "**1. Step 1**: you chose **Take the cards (+9)**, 70% → 20%" in text
        assert "The AI would have chosen **Pass and draw a card**" in text
        page = await fake.click(people[seat], overview.response, f"review:{session}:1")
        assert page.callback_type == 7  # the private message turns its page in place
        shown = fake.message(overview.response.id)
        assert "Mistake 1 of " in shown.text() and ": step 1" in shown.text()
        titles = [e.get("title", "") for e in shown.embeds]
        assert titles[1] == f"{game.names[seat]}'s hand then", titles
        # Someone who did not play has no decisions to page through.
        refused = await fake.click(world.dana, result, f"review:{session}:1", check=False)
        assert "Only the people who played" in ephemeral_text(refused)


async def test_a_review_is_made_in_the_background_and_kept_across_restarts(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """A review asked for while a process computes nothing is owed; a new process computes it."""
    db = tmp_path / "db.sqlite3"
    async with running_bot(fake, db) as bot:
        session = await start(fake, world, bot, await secret_lobby(fake, world, hints=False))
        assert bot.services.reviewer is not None
        # This process reviews nothing: the review stays owed when the game ends.
        assert bot._reviews is not None
        bot._reviews.cancel()
        table = await Table.seated(fake, bot, world.channel, session, [world.alice, world.bob])
        await play_secret_cards(table)
        stored = await bot.storage.reviews.get(session)
        assert stored is not None and stored.status == ReviewStatus.PENDING
        result = next(m for m in fake.messages(world.channel) if "game over" in m.content)
        waiting = await fake.click(world.alice, result, f"review:{session}:0")
        assert "still going through this game" in ephemeral_text(waiting)
    async with running_bot(fake, db) as bot:
        review = await review_of(bot, session)
        assert review.chart


async def test_learn_opens_a_practice_game_in_a_private_thread_with_each_kind_of_decision_explained_once(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    guild = fake.add_guild("Learners", bot_permissions=Perm.BOT_DEFAULT | Perm.CREATE_PRIVATE_THREADS)
    channel = fake.add_text_channel(guild, "practice")
    erin = fake.add_user("erin")
    frank = fake.add_user("frank")
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        record = await fake.slash(erin, channel, "game", ["learn"], {"game": "gentoo"})
        answer = await answered(fake, record, "the practice game's link")
        assert (
            "Your practice game of Gentoo Rules is open in <#" in answer.text()
            and "private thread" in answer.text()
        )
        thread = next(c for c in guild.channels if c.is_thread and c.parent is channel)
        assert (
            thread.type == 12 and erin.id in thread.thread_members and frank.id not in thread.thread_members
        )
        session = await bot.storage.sessions.active_in_channel(thread.id)
        assert (
            session is not None
            and session.assistance == "practice"
            and session.status == SessionStatus.RUNNING
        )
        assert [s.user_id for s in session.seats] == [erin.id, None, None]
        table = await Table.seated(fake, bot, thread, session.id, [erin])
        explained: list[str] = []

        def lessons() -> list[str]:
            return [
                m.embeds[0]["title"]
                for m in fake.messages(thread)
                if m.embeds and m.embeds[0].get("title", "").startswith("New: ")
            ]

        async def check(move: object) -> None:
            await settled(bot)
            explained[:] = lessons()

        await table.play_to_the_end(random.Random(5), check_move=check, until=lambda g: table.clicks >= 12)
        # Each kind once, drawn from the guide, and the first one before Erin's first decision.
        assert explained and len(explained) == len(set(explained))
        guide = bot.catalogue["gentoo"].guide
        assert guide is not None
        assert set(explained) <= {f"New: {d.title}" for d in guide.decisions}
        board = latest_board(fake, thread)
        assert board is not None and custom_id(board, "hint:") is not None
        game = await bot.services.games.load(session.id)
        assert game.session.hints


async def test_learn_opens_a_public_thread_where_the_bot_may_not_make_a_private_one(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    guild = fake.add_guild("Open club", bot_permissions=Perm.BOT_DEFAULT & ~Perm.CREATE_PRIVATE_THREADS)
    channel = fake.add_text_channel(guild, "practice")
    erin = fake.add_user("erin")
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        record = await fake.slash(erin, channel, "game", ["learn"], {"game": "gentoo", "players": 2})
        answer = await answered(fake, record, "the practice game's link")
        assert "Your practice game of Gentoo Rules is open in <#" in answer.text()
        assert "private thread" not in answer.text()  # never a promise the thread cannot keep
        thread = next(c for c in guild.channels if c.is_thread and c.parent is channel)
        assert thread.type == 11
        session = await bot.storage.sessions.active_in_channel(thread.id)
        assert session is not None and session.assistance == "practice" and len(session.seats) == 2
