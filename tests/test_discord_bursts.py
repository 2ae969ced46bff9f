"""What falls due for one person at about the same moment is told once (``bot.discordside.bursts``), through
the fake Discord (which records whom each message notified) with a clock the tests move by hand: a person
in two games whose reminders fall due together gets one DM naming both and one ping, with one message for
all their games as without it; a reminder overtaken by its own timeout is not sent; and a turn an AI
played while its person was quiet is in the message that sums up their night.

Alice opens every game and moves first; Bob joins. "live" is 3 minutes a move: half time at 90 s, the
final reminder at 162 s, the timeout at 180 s.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from support.fakediscord import Channel, FakeDiscord
from support.harness import FakeClock, World, latest_board, running_bot, settle

HALF_AT, FINAL_AT, LIVE = 90.0, 162.0, 180.0


def utc(day: int, hour: int, minute: int = 0) -> float:
    return dt.datetime(2025, 6, day, hour, minute, tzinfo=dt.UTC).timestamp()


async def start_game(fake: FakeDiscord, world: World, channel: Channel, **options: object) -> str:
    """Alice and Bob start a game of Gentoo Rules in ``channel``, Alice first; its session."""
    record = await fake.slash(
        world.alice, channel, "game", ["new"], {"game": "gentoo", "thread": False, **options}
    )
    lobby = record.response
    assert lobby is not None
    session = next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1]
    await fake.click(world.bob, lobby, f"lobby:{session}:join")
    await fake.select(world.alice, fake.message(lobby.id), f"lobbyopt:{session}", ["first_player=0"])
    await fake.click(world.alice, fake.message(lobby.id), f"lobby:{session}:start")
    await fake.wait_for(lambda: latest_board(fake, channel), what="the first board")
    await settle(fake)
    return session


@pytest.mark.parametrize("one_dm", [False, True], ids=["a DM each", "one DM for all"])
async def test_reminders_of_two_games_due_together_are_one_dm_naming_both_and_one_ping(
    fake: FakeDiscord, world: World, database: Path | str, one_dm: bool
) -> None:
    clock = FakeClock()
    second = fake.add_text_channel(world.guild, "second-table")
    async with running_bot(fake, database, clock=clock) as bot:
        if one_dm:
            await bot.services.personal_settings.set_one_dm(world.alice.id, True)
        start = clock.now
        for channel in (world.channel, second):
            await start_game(fake, world, channel, clock="live")
        since = max((m.id for m in fake.notifications(world.alice)), default=0)

        bursts = (
            (HALF_AT, "half your time for this move", "half your time for your move"),
            (
                FINAL_AT,
                "your time in gentoo rules runs out",
                "your time for your move in gentoo rules runs out",
            ),
        )
        for at, public, private in bursts:
            clock.now = start + at
            assert await bot.wiring.timers.run_due() == 2  # both games' reminders
            await settle(fake)
            told = fake.notifications(world.alice, since)
            since = max(m.id for m in told)
            (dm,) = [m for m in told if m.in_dm]
            (ping,) = [m for m in told if not m.in_dm]
            assert dm.content.lower().count(private) == 2  # one line for each game, with its board
            assert all(f"/{c.id}/" in dm.content for c in (world.channel, second))
            assert ping.channel is world.channel and public in ping.content.lower()
            assert "also waiting for you: 1 other game" in ping.content
            # The second game's channel still shows its reminder, naming her without notifying her.
            (shown,) = [m for m in fake.messages(second) if public in m.content.lower()]
            assert f"<@{world.alice.id}>" in shown.content and shown.notified == []


async def test_reminders_overtaken_while_the_bot_looked_elsewhere_are_one_final_reminder(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    """Both games' half-time and final reminders fall due at the same look (the bot was busy, or down):
    with one message for all her games she is told twice in all (a DM and a ping), not eight times."""
    clock = FakeClock()
    second = fake.add_text_channel(world.guild, "second-table")
    async with running_bot(fake, database, clock=clock) as bot:
        await bot.services.personal_settings.set_one_dm(world.alice.id, True)
        start = clock.now
        for channel in (world.channel, second):
            await start_game(fake, world, channel, clock="live")
        since = max((m.id for m in fake.notifications(world.alice)), default=0)
        clock.now = start + FINAL_AT + 1
        # The final reminders; the half-time ones overtaken. run_due returns once what it sent has gone.
        assert await bot.wiring.timers.run_due() == 2
        told = fake.notifications(world.alice, since)
        assert len(told) == 2 and sum(m.in_dm for m in told) == 1
        assert not [
            m for c in (world.channel, second) for m in fake.messages(c) if "half your time" in m.content
        ]


async def test_a_turn_an_ai_played_while_its_player_was_quiet_is_in_the_summing_up(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock(utc(3, 22, 30))
    async with running_bot(fake, database, clock=clock) as bot:
        # Alice is quiet from 23:00 to 07:00; a live clock does not stop at night (the lobby's default).
        await fake.slash(world.alice, world.channel, "settings", [], {"quiet_hours": "23:00-07:00"})
        clock.now = utc(3, 23, 30)
        session = await start_game(fake, world, world.channel, clock="live")
        assert (await bot.services.games.load(session)).to_act == {0}
        clock.now = utc(3, 23, 30) + LIVE  # her clock runs out: an AI makes the move for her
        assert await bot.wiring.timers.run_due() >= 1
        game = await bot.services.games.load(session)
        assert 0 not in game.to_act and fake.dms(world.alice) == []

        clock.now = utc(4, 7, 0)
        assert (await bot.wiring.bursts.tell_due()).people == 1
        (summary,) = [m for m in fake.dms(world.alice) if "While you were quiet" in m.content]
        assert "your time ran out at 23:33, and an AI moved for you" in summary.content
        assert "your move since" not in summary.content  # that turn is no longer hers to take
        assert f"/{world.channel.id}/" in summary.content


async def test_turns_told_later_that_fall_due_seconds_apart_are_told_together(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    """Alice hears of a turn once it has waited an hour: her two games' turns came 2 seconds apart, so
    both are told at the first one's hour, one ping naming the other game, the second posted silently."""
    clock = FakeClock()
    second = fake.add_text_channel(world.guild, "second-table")
    async with running_bot(fake, database, clock=clock) as bot:
        await bot.services.personal_settings.set_turn(world.alice.id, after_hours=1)
        start = clock.now
        await start_game(fake, world, world.channel, clock="daily")
        clock.now = start + 2
        await start_game(fake, world, second, clock="daily")
        since = max((m.id for m in fake.notifications(world.alice)), default=0)
        assert fake.notifications(world.alice, since) == []

        clock.now = start + 3600
        assert (await bot.wiring.bursts.tell_due()).people == 1
        (ping,) = fake.notifications(world.alice, since)
        assert ping.channel is world.channel and "has waited 1 hour" in ping.content
        assert "also waiting for you: 1 other game" in ping.content
        (silent,) = [m for m in fake.messages(second) if "has waited 1 hour" in m.content]
        assert f"<@{world.alice.id}>" in silent.content and silent.notified == []
        assert await bot.storage.notices.waiting(world.alice.id) == []  # nothing left to tell later
