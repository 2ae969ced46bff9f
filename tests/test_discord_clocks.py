"""Turn clocks through the fake Discord, with a clock the tests move by hand (3
and 8): the half-time and final reminders fire once each, by DM and in the channel; each timeout
consequence happens; a restart in the middle loses no clock; a vacation pauses the clock and its end
starts it again; a simultaneous phase times out per seat; pausing needs the others' agreement;
``/game mine`` and the digest list the games waiting for a person.

Alice opens every game and sits in seat 1; Bob joins in seat 2. "live" is 3 minutes a move: the
reminders fall at 90 s and 162 s (a tenth of the clock before the end), the timeout at 180 s.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.discordside.bursts import Bursts
from bot.discordside.timers import DIGEST_EVERY
from bot.session.game import Game
from bot.session.records import TIMEOUT
from bot.store.deadlines import DeadlineStore
from support.fakediscord import FakeDiscord, Message, User
from support.harness import (
    QUICK_RATE_LIMIT_WINDOW,
    FakeClock,
    Option,
    World,
    ephemeral_text,
    eventually,
    latest_board,
    open_game,
    options_on,
    running_bot,
    settle,
    take,
    wait_applied,
)
from support.playing import finish_a_game

LIVE = 180.0
HALF_AT, FINAL_AT = 90.0, 162.0


async def start_game(fake: FakeDiscord, world: World, key: str, **options: str) -> tuple[str, Message]:
    lobby = await open_game(fake, world, key, [world.bob], **options)
    await fake.click(
        world.alice, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start"))
    )
    board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
    session = next(c for c in board.custom_ids() if c.startswith("peek:")).split(":")[1]
    await settle(fake)  # the DMs that go with the first board
    return session, board


async def game_of(bot: object, session: str) -> Game:
    game: Game = await bot.services.games.load(session)  # type: ignore[attr-defined]
    return game


def user_of(world: World, game: Game, seat: int) -> User:
    by_id = {u.id: u for u in (world.alice, world.bob, world.carol, world.dana)}
    user_id = game.session.seats[seat].user_id
    assert user_id is not None
    return by_id[user_id]


async def whole_move_made(bot: object, session: str, seat: int) -> Game:
    """The game once the timed-out ``seat`` no longer has to act. The bot's own timer loop runs beside the
    test's ``run_due`` and may be the one making that move (its sleep ends when it will, in real time):
    its decisions follow one another, each an AI's choice, so the test waits for the last (10 s at most)."""
    for _ in range(200):
        game = await game_of(bot, session)
        if seat not in game.to_act:
            return game
        await asyncio.sleep(0.05)
    raise AssertionError(f"seat {seat} still has to act: {game.to_act}, {game.state}")


async def the_one_to_act(bot: object, world: World, session: str) -> tuple[int, User]:
    """The seat the game waits for (there must be exactly one) and the person in it."""
    game = await game_of(bot, session)
    (seat,) = game.to_act
    return seat, user_of(world, game, seat)


async def move(fake: FakeDiscord, bot: object, world: World, session: str, seat: int) -> None:
    """The person in ``seat`` makes their first offered move, on the board or in their DMs."""
    game = await game_of(bot, session)
    user = user_of(world, game, seat)
    prefix = f"{session}:{seat}:{game.n(seat)}:"

    def offered() -> tuple[Message, Option] | None:
        candidates = [latest_board(fake, world.channel), *reversed(fake.dms(user))]
        for message in candidates:
            if message is None:
                continue
            found = [o for o in options_on(message, prefix) if o.action_id != "back"]
            if found:
                return message, found[0]
        return None

    # The board and the DMs that carry the move may still be on their way (a busy machine).
    message, option = await fake.wait_for(offered, timeout=30, what=f"a move offered to seat {seat + 1}")
    await take(fake, user, message, option)
    await wait_applied(bot.services, session, seat, game.n(seat), "the move")  # type: ignore[attr-defined]


def channel_texts(fake: FakeDiscord, world: World) -> list[str]:
    return [m.content for m in fake.messages(world.channel) if m.content and not m.ephemeral]


async def test_half_time_and_final_reminders_fire_once_each_by_dm_and_in_the_channel(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock()
    async with running_bot(fake, database, clock=clock) as bot:
        start = clock.now
        session, board = await start_game(fake, world, "gentoo", clock="live")
        field = next(f for f in board.embeds[0]["fields"] if f["name"] == "Turn clock")
        _, player = await the_one_to_act(bot, world, session)
        assert f"<t:{int(start + LIVE)}:R>" in field["value"]  # the deadline as a Discord timestamp

        clock.now = start + HALF_AT - 1
        assert await bot.wiring.timers.run_due() == 0
        clock.now = start + HALF_AT
        assert await bot.wiring.timers.run_due() == 1
        half = channel_texts(fake, world)[-1]
        assert f"<@{player.id}>" in half and "half your time" in half and f"<t:{int(start + LIVE)}:R>" in half
        assert "Half your time" in fake.dms(player)[-1].content
        assert await bot.wiring.timers.run_due() == 0  # once

        clock.now = start + FINAL_AT
        assert await bot.wiring.timers.run_due() == 1
        final = channel_texts(fake, world)[-1]
        assert f"<@{player.id}>" in final and "runs out" in final and "an AI makes that move" in final
        assert "runs out" in fake.dms(player)[-1].content
        clock.now = start + FINAL_AT + 5
        assert await bot.wiring.timers.run_due() == 0  # once
        assert len([t for t in channel_texts(fake, world) if "runs out" in t]) == 2


async def test_a_reminder_left_by_a_process_that_died_is_sent_once_by_another(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    """Another process shares the database. It claimed the half-time reminder and died before sending it:
    once its claim lapses, this bot sends it. It sent the final reminder and died before marking it sent:
    this bot sends it again with the same nonces, and Discord answers with the messages already posted,
    so the player sees each reminder once."""
    clock = FakeClock()
    async with running_bot(fake, database, clock=clock) as bot:
        start = clock.now
        session, _ = await start_game(fake, world, "gentoo", clock="live")
        _, player = await the_one_to_act(bot, world, session)
        storage = bot.services.storage

        clock.now = start + HALF_AT
        (half,) = await bot.storage.deadlines.due(bot.storage.now())
        assert await storage.deadlines.claim(half.id, "the other process", until=clock.now + 10)
        assert await bot.wiring.timers.run_due() == 0  # its claim holds
        clock.now += 11
        assert await bot.wiring.timers.run_due() == 1  # lapsed: taken over
        assert len([t for t in channel_texts(fake, world) if "half your time" in t]) == 1
        assert await bot.wiring.timers.run_due() == 0

        clock.now = start + FINAL_AT
        dms_before = len(fake.dms(player))
        # What the other process did before it died: claimed, sent, not marked.
        other = Bursts(bot, bot.services, bot.wiring.notifier, owner="the other process", claim_seconds=10)
        deadlines = DeadlineStore(storage.database, storage.now, storage.alarm)

        async def dies(deadline_id: int) -> bool:  # the process dies before it marks it sent
            return False

        deadlines.close = dies  # type: ignore[method-assign]
        other.deadlines = deadlines
        assert (await other.tell_due()).reminders == 1
        assert len([m for m in fake.dms(player)[dms_before:] if "runs out" in m.content]) == 1
        clock.now += 11
        assert await bot.wiring.timers.run_due() == 1
        assert len([t for t in channel_texts(fake, world) if "runs out" in t and "half" not in t]) == 1
        assert len([m for m in fake.dms(player)[dms_before:] if "runs out" in m.content]) == 1
        assert await bot.wiring.timers.run_due() == 0


async def test_on_timeout_an_ai_makes_that_move(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock()
    async with running_bot(fake, database, clock=clock) as bot:
        start = clock.now
        session, _ = await start_game(fake, world, "gentoo", clock="live", on_timeout="move")
        before = await game_of(bot, session)
        (seat,) = before.to_act
        clock.now = start + LIVE
        await bot.wiring.timers.run_due()  # (or the bot's own timer loop, if it woke first)
        after = await whole_move_made(bot, session, seat)  # the AI made the whole move: the turn passed
        log = [line.text for line in await bot.services.storage.actions.lines(session, None)]
        assert any("time ran out: an AI made the move" in t for t in log)
        actions = await bot.storage.actions.actions(session)
        assert actions and actions[0].seat == seat and actions[0].user_id is None
        await settle(fake)
        board = latest_board(fake, world.channel)
        assert board is not None and "time ran out" in str(board.embeds[0])
        # The next player's clock started when the turn passed to them.
        due = {d.seat: d.due_at for d in await bot.storage.deadlines.of_session(session) if d.kind == TIMEOUT}
        assert due == {s: start + LIVE + LIVE for s in after.to_act}


async def test_on_timeout_the_player_passes_where_the_rules_allow(
    fake: FakeDiscord, world: World, database: Path | str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A deal whose first player can buy something (in about 1 deal in 40,000 they cannot, and the game
    # skips for them at the start): the host deals from secrets.randbits.
    monkeypatch.setattr("bot.services.lobby.secrets.randbits", lambda _bits: 5)
    clock = FakeClock()
    async with running_bot(fake, database, clock=clock) as bot:
        start = clock.now
        session, _ = await start_game(fake, world, "gentoo", clock="live", on_timeout="skip")
        (seat,) = (await game_of(bot, session)).to_act
        clock.now = start + LIVE
        assert await bot.wiring.timers.run_due() >= 1
        actions = await bot.storage.actions.actions(session)
        # Gentoo's first decision may be skipped (ruling 7); the discard that follows has no pass, so
        # an AI makes it, and the turn goes on to the other player.
        assert actions[0].action_id == "skip" and actions[0].seat == seat and actions[0].user_id is None
        assert actions[1].action_id.startswith("discard.") and actions[1].seat == seat
        assert seat not in (await game_of(bot, session)).to_act
        log = [line.text for line in await bot.services.storage.actions.lines(session, None)]
        assert any("time ran out: they pass" in t for t in log)


async def test_on_timeout_an_ai_stands_in_until_the_player_returns(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock()
    async with running_bot(fake, database, clock=clock) as bot:
        start = clock.now
        session, _ = await start_game(fake, world, "gentoo", clock="live", on_timeout="stand_in")
        seat, player = await the_one_to_act(bot, world, session)
        clock.now = start + LIVE
        # The timeout, and not the reminders it overtook: they would warn of what is past.
        assert await bot.wiring.timers.run_due() == 1
        game = await game_of(bot, session)
        assert game.session.seats[seat].stand_in is not None
        await bot.wiring.driver.idle()  # the stand-in plays while the seat is to act
        await settle(fake)
        board = latest_board(fake, world.channel)
        assert board is not None and "An AI plays for" in str(board.embeds[0])
        assert seat not in {
            d.seat for d in await bot.storage.deadlines.of_session(session)
        }  # no clock for a stand-in

        back = await fake.slash(player, world.channel, "game", ["return"])
        assert "Welcome back" in ephemeral_text(back)
        game = await game_of(bot, session)
        assert game.session.seats[seat].stand_in is None
        log = [line.text for line in await bot.services.storage.actions.lines(session, None)]
        assert any("is back and plays their seat again" in t for t in log)
        again = await fake.slash(player, world.channel, "game", ["return"])
        assert "not away" in ephemeral_text(again)


async def test_a_click_brings_a_stood_in_player_back(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock()
    async with running_bot(fake, database, clock=clock) as bot:
        start = clock.now
        session, _ = await start_game(fake, world, "gentoo", clock="live", on_timeout="stand_in")
        seat, player = await the_one_to_act(bot, world, session)
        clock.now = start + LIVE
        # The timeout, and not the reminders it overtook: they would warn of what is past.
        assert await bot.wiring.timers.run_due() == 1
        await bot.wiring.driver.idle()  # the stand-in plays the turn; then it is the other player's
        await settle(fake)
        game = await game_of(bot, session)
        assert game.session.seats[seat].stand_in is not None and seat not in game.to_act
        # Any click of theirs in the game brings them back: here, "Show my hand" on the board.
        board = latest_board(fake, world.channel)
        assert board is not None
        answer = await fake.click(player, board, f"peek:{session}")
        assert "Welcome back" in ephemeral_text(answer)
        game = await game_of(bot, session)
        assert game.session.seats[seat].stand_in is None
        assert any("is back" in line.text for line in await bot.services.storage.actions.lines(session, None))


async def test_a_simultaneous_phase_times_out_each_seat_on_its_own(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    # The timeout posts two reminders and a board in the channel at once: support.harness says why.
    fake.rate_limit_window = QUICK_RATE_LIMIT_WINDOW
    clock = FakeClock()
    async with running_bot(fake, database, clock=clock) as bot:
        start = clock.now
        session, _ = await start_game(fake, world, "grimprospects", clock="live", on_timeout="move")
        assert (await game_of(bot, session)).to_act == {0, 1}
        clock.now = start + 100
        await move(fake, bot, world, session, 0)  # seat 1 decides at 100 s; its clock starts again
        due = {d.seat: d.due_at for d in await bot.storage.deadlines.of_session(session) if d.kind == TIMEOUT}
        assert due[1] == start + LIVE  # seat 2's clock is untouched
        if 0 in due:
            assert due[0] == start + 100 + LIVE
        clock.now = start + LIVE
        assert await bot.wiring.timers.run_due() >= 1  # seat 2 times out
        actions = await bot.storage.actions.actions(session)
        assert [a.user_id for a in actions if a.seat == 1] and all(
            a.user_id is None for a in actions if a.seat == 1
        )
        assert all(a.user_id == world.alice.id for a in actions if a.seat == 0)


async def test_a_restart_in_the_middle_loses_no_clock(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock()
    db = database
    async with running_bot(fake, db, clock=clock) as bot:
        start = clock.now
        session, _ = await start_game(fake, world, "gentoo", clock="live", on_timeout="move")
        (seat,) = (await game_of(bot, session)).to_act
    # The bot is down while the half-time reminder, the final one and the timeout fall due.
    clock.now = start + LIVE + 30
    async with running_bot(fake, db, clock=clock) as bot:
        # At the start what passed is handled once (the loop runs it without being asked): the timeout;
        # the reminders it overtook are not sent, since they would warn of what is already past.
        await fake.wait_for(
            lambda: any("time ran out" in str(m.embeds) for m in fake.messages(world.channel)),
            timeout=30,
            what="the timeout handled at the start",
        )

        async def overtaken() -> bool:  # every deadline that fell due while it was down is done with
            return not [d for d in await bot.storage.deadlines.of_session(session) if d.due_at <= clock.now]

        await eventually(overtaken, "the overtaken reminders settled")
        texts = channel_texts(fake, world)
        assert not [t for t in texts if "half your time" in t or "runs out" in t]
        # The AI makes the seat's whole move, one decision after another: on a busy machine it may still
        # be thinking about the next one after the channel went quiet.
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 30
        while seat in (await game_of(bot, session)).to_act:
            assert loop.time() < deadline, "the timeout did not make the seat's whole move"
            await asyncio.sleep(0.05)
        await settle(fake)
        assert await bot.wiring.timers.run_due() == 0  # nothing handled twice


async def test_a_vacation_pauses_the_clock_and_its_end_starts_it_again(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock()
    async with running_bot(fake, database, clock=clock) as bot:
        start = clock.now
        session, _ = await start_game(fake, world, "gentoo", clock="live", on_timeout="move")
        seat, player = await the_one_to_act(bot, world, session)
        clock.now = start + 60  # 120 s of the clock left
        away = await fake.slash(player, world.channel, "game", ["away"], {"days": 1})
        assert "away until" in ephemeral_text(away) and "1 running game" in ephemeral_text(away)

        def says_away() -> bool:
            board = latest_board(fake, world.channel)
            return board is not None and "is away until" in str(board.embeds[0])

        await fake.wait_for(says_away, timeout=30, what="the board to say the player is away")
        clock.now = start + 86400 + 60 + 29  # a day later, 29 s into what is left: nothing due yet
        assert await bot.wiring.timers.run_due() == 0
        assert seat in (await game_of(bot, session)).to_act
        clock.now = start + 86400 + HALF_AT  # the half-time mark, moved on by the day away
        assert await bot.wiring.timers.run_due() == 1
        clock.now = start + 86400 + LIVE
        await bot.wiring.timers.run_due()  # (or the bot's own timer loop, if it woke first)
        await whole_move_made(bot, session, seat)

        # A vacation is bounded: 14 days in any 30.
        long = await fake.slash(player, world.channel, "game", ["away"], {"days": 14})
        assert "at most 14 days in 30" in ephemeral_text(long) and "13 days left" in ephemeral_text(long)


async def test_coming_back_early_gives_back_the_unused_vacation(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock()
    async with running_bot(fake, database, clock=clock) as bot:
        start = clock.now
        session, _ = await start_game(fake, world, "gentoo", clock="live")
        seat, player = await the_one_to_act(bot, world, session)
        await fake.slash(player, world.channel, "game", ["away"], {"days": 3})
        clock.now = start + 100  # back after 100 s
        back = await fake.slash(player, world.channel, "game", ["return"])
        assert "your clocks run again" in ephemeral_text(back)
        due = {d.seat: d.due_at for d in await bot.storage.deadlines.of_session(session) if d.kind == TIMEOUT}
        assert due[seat] == start + 100 + LIVE  # the 100 s away did not count


async def test_pausing_needs_the_others_and_resuming_keeps_the_time_left(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock()
    async with running_bot(fake, database, clock=clock) as bot:
        start = clock.now
        session, _ = await start_game(fake, world, "gentoo", clock="live")
        not_host = await fake.slash(world.bob, world.channel, "game", ["pause"])
        assert "Only the host" in ephemeral_text(not_host)
        asked = await fake.slash(world.alice, world.channel, "game", ["pause"])
        request = asked.response
        assert request is not None and not request.ephemeral and f"<@{world.bob.id}>" in request.content
        assert (await game_of(bot, session)).session.paused_at is None  # Bob has not agreed yet
        outsider = await fake.click(world.dana, request, f"pauseok:{session}")
        assert (
            "not playing" in ephemeral_text(outsider).lower()
            or "not in this game" in ephemeral_text(outsider).lower()
        )
        clock.now = start + 30
        agreed = await fake.click(world.bob, fake.message(request.id), f"pauseok:{session}")
        assert agreed.callback_type == 7 and "Everyone agreed" in fake.message(request.id).content
        assert (await game_of(bot, session)).session.paused_at == start + 30
        clock.now = start + 10 * LIVE  # long past every deadline: nothing fires while paused
        assert await bot.wiring.timers.run_due() == 0
        resumed = await fake.slash(world.alice, world.channel, "game", ["resume"])
        assert resumed.response is not None and "goes on" in resumed.response.content
        due = {d.seat: d.due_at for d in await bot.storage.deadlines.of_session(session) if d.kind == TIMEOUT}
        assert list(due.values()) == [start + 10 * LIVE + (LIVE - 30)]  # the 150 s left, from now


async def test_game_mine_lists_every_game_and_the_digest_goes_once_a_day(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock()
    other = fake.add_text_channel(world.guild, "second-table")
    async with running_bot(fake, database, clock=clock) as bot:
        session, _ = await start_game(fake, world, "gentoo", clock="daily")
        second = await fake.slash(
            world.bob, other, "game", ["new"], {"game": "grimprospects", "thread": False}
        )
        assert second.response is not None
        game = await game_of(bot, session)
        waiting = user_of(world, game, min(game.to_act))
        mine = await fake.slash(waiting, world.channel, "game", ["mine"])
        assert mine.response is not None and mine.response.ephemeral
        embed = mine.response.embeds[0]
        names = [f["name"] for f in embed["fields"]]
        assert "Gentoo Rules" in names
        gentoo = next(f["value"] for f in embed["fields"] if f["name"] == "Gentoo Rules")
        assert "your move" in gentoo and "<t:" in gentoo and f"/{world.channel.id}/" in gentoo
        bobs = await fake.slash(world.bob, world.channel, "game", ["mine"])
        assert bobs.response is not None
        assert sorted(f["name"] for f in bobs.response.embeds[0]["fields"]) == [
            "Gentoo Rules",
            "Grim Prospects",
        ]
        nobody = await fake.slash(world.dana, world.channel, "game", ["mine"])
        assert "not in any game" in ephemeral_text(nobody)

        on = await fake.slash(waiting, world.channel, "game", ["digest"], {"on": True})
        assert "Once a day" in ephemeral_text(on)
        dms_before = len(fake.dms(waiting))
        assert await bot.wiring.timers.send_digests() == 1
        digest = fake.dms(waiting)[-1].content
        assert len(fake.dms(waiting)) == dms_before + 1 and "1 game waiting for your move" in digest
        assert "Gentoo Rules" in digest
        assert await bot.wiring.timers.send_digests() == 0  # not twice in a day
        clock.advance(DIGEST_EVERY + 1)
        assert await bot.wiring.timers.send_digests() == 1
        off = await fake.slash(waiting, world.channel, "game", ["digest"], {"on": False})
        assert "off" in ephemeral_text(off)
        clock.advance(DIGEST_EVERY + 1)
        assert await bot.wiring.timers.send_digests() == 0


async def test_the_clock_is_chosen_in_the_lobby_and_bad_lengths_get_a_sentence(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    async with running_bot(fake, database) as bot:
        bad = await fake.slash(
            world.alice, world.channel, "game", ["new"], {"game": "gentoo", "custom_clock": "90x"}
        )
        assert "such as" in ephemeral_text(bad)
        too_long = await fake.slash(
            world.alice, world.channel, "game", ["new"], {"game": "gentoo", "custom_clock": "15d"}
        )
        assert "1 minute to 14 days" in ephemeral_text(too_long)
        assert await bot.storage.sessions.active_in_channel(world.channel.id) is None  # nothing opened
        lobby = await open_game(fake, world, "gentoo", [world.bob], custom_clock="90m")
        assert "1 hour and 30 minutes a move" in lobby.text()
        pick = await fake.select(
            world.bob, fake.message(lobby.id), f"lobbyclock:{lobby_session(lobby)}", ["clock=live"]
        )
        assert "Only the host" in ephemeral_text(pick)
        await fake.select(
            world.alice, fake.message(lobby.id), f"lobbyclock:{lobby_session(lobby)}", ["clock=relaxed"]
        )
        await fake.select(
            world.alice, fake.message(lobby.id), f"lobbyclock:{lobby_session(lobby)}", ["timeout=stand_in"]
        )
        text = fake.message(lobby.id).text()
        assert "3 days a move" in text and "an AI plays the seat until the player returns" in text
        forged = await fake.select(
            world.alice,
            fake.message(lobby.id),
            f"lobbyclock:{lobby_session(lobby)}",
            ["clock=forever"],
            check=False,
        )
        assert "not valid" in ephemeral_text(forged)


def lobby_session(lobby: Message) -> str:
    return next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1]


async def test_a_rematch_keeps_the_seats_the_options_and_the_clock(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    # The finished game's last message carries Rematch; it opens a lobby in the same
    # channel with the same seats (people and AIs, in the order they played), options and clock.
    async with running_bot(fake, database) as bot:
        old_id = await finish_a_game(
            fake, bot, world.channel, [world.alice, world.bob], ai=True, clock="relaxed"
        )
        old = await game_of(bot, old_id)
        final = next(m for m in fake.messages(world.channel) if "game over" in m.content)
        assert f"rematch:{old_id}" in final.custom_ids()
        outsider = await fake.click(world.dana, final, f"rematch:{old_id}")
        assert "Only the game's players" in ephemeral_text(outsider)
        again = await fake.click(world.bob, final, f"rematch:{old_id}")
        lobby = again.response
        assert lobby is not None and not lobby.ephemeral and "lobby" in lobby.text()
        new = await game_of(bot, (await bot.storage.sessions.active_in_channel(world.channel.id)).id)  # type: ignore[union-attr]
        assert new.id != old_id and new.session.rematch_of == old_id
        assert [(s.user_id, s.ai_kind) for s in new.session.seats] == [
            (s.user_id, s.ai_kind) for s in old.session.seats
        ]
        assert new.session.host_user_id == world.bob.id
        assert dict(new.session.options) == dict(old.session.options)
        assert new.session.clock_seconds == 3 * 86400 and "3 days a move" in lobby.text()
        busy = await fake.click(world.alice, final, f"rematch:{old_id}")
        assert "already" in ephemeral_text(busy)  # one game per channel: the rematch's lobby is here
