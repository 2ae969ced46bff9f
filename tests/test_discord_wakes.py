"""The timers hear at once of what falls due sooner, with no feature telling them (``bot.store.alarm``,
``bot.discordside.alarmclock``), through the fake Discord with a clock the tests move by hand: a game
started makes the running loop plan its next look for the first reminder; quiet hours turned off make it
send what waited, at once; on PostgreSQL a game another process starts does the same. Each test waits for
what the loop did (its planned look, a message), never for a fixed time, and never calls ``run_due``.

Alice opens every game and moves first; Bob joins.
"""

from __future__ import annotations

import datetime as dt
import math
from pathlib import Path

from bot.services import build_services
from bot.store import Storage
from support.fakediscord import FakeDiscord
from support.harness import (
    FakeClock,
    World,
    eventually,
    latest_board,
    open_game,
    options_on,
    running_bot,
    settle,
    take,
    wait_applied,
)

MINUTE_CLOCK = 60.0


def utc(day: int, hour: int, minute: int = 0) -> float:
    return dt.datetime(2025, 6, day, hour, minute, tzinfo=dt.UTC).timestamp()


async def start_game(fake: FakeDiscord, world: World, **options: str) -> str:
    """Alice and Bob start a game of Gentoo Rules, Alice first; its session."""
    lobby = await open_game(fake, world, "gentoo", [world.bob], **options)
    session = next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1]
    await fake.select(world.alice, fake.message(lobby.id), f"lobbyopt:{session}", ["first_player=0"])
    await fake.click(world.alice, fake.message(lobby.id), f"lobby:{session}:start")
    await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
    await settle(fake)
    return session


async def test_a_game_started_wakes_the_timers_for_its_first_reminder(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock()
    async with running_bot(fake, database, clock=clock) as bot:
        timers = bot.wiring.timers
        await eventually(lambda: math.isfinite(timers.alarm_clock.until), "the loop's first look")
        start = clock.now
        # Asleep until a minute from its first look at most: a 1-minute clock's half-time reminder comes
        # sooner, so the start wakes it and it plans to look then.
        await start_game(fake, world, custom_clock="1m")
        await eventually(lambda: timers.alarm_clock.until == start + MINUTE_CLOCK / 2, "a look at half time")


async def test_quiet_hours_turned_off_send_what_waited_at_once(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock(utc(3, 23, 30))
    async with running_bot(fake, database, clock=clock) as bot:
        await fake.slash(world.bob, world.channel, "settings", [], {"quiet_hours": "23:00-07:00"})
        session = await start_game(fake, world)
        game = await bot.services.games.load(session)
        (seat,) = game.to_act
        assert game.session.seats[seat].user_id == world.alice.id
        # Alice moves (her first offered choices) until the turn is Bob's: he is quiet, so it waits.
        for _ in range(10):
            game = await bot.services.games.load(session)
            if 0 not in game.to_act:
                break
            prefix = f"{session}:0:{game.n(0)}:"
            where = [latest_board(fake, world.channel), *reversed(fake.dms(world.alice))]
            message, option = next(
                (m, o) for m in where if m is not None for o in options_on(m, prefix) if o.action_id != "back"
            )
            await take(fake, world.alice, message, option)
            await wait_applied(bot.services, session, 0, game.n(0), "Alice's move")
            await settle(fake)
        assert 1 in (await bot.services.games.load(session)).to_act
        assert await bot.storage.notices.waiting(world.bob.id)  # his turn, held until 07:00
        await fake.slash(world.bob, world.channel, "settings", [], {"quiet_hours": "off"})
        summary = await fake.wait_for(
            lambda: next((m for m in fake.dms(world.bob) if "While you were quiet" in m.content), None),
            timeout=10,
            what="the message that sums up what waited",
        )
        assert "your move since 23:30" in summary.content


async def test_a_game_another_process_starts_wakes_the_timers_through_postgresql(
    fake: FakeDiscord, world: World, postgres_url: str
) -> None:
    clock = FakeClock()
    async with running_bot(fake, postgres_url, clock=clock) as bot:
        timers = bot.wiring.timers
        await eventually(lambda: timers.alarm_clock.listening, "the loop listening to the database")
        await eventually(lambda: math.isfinite(timers.alarm_clock.until), "the loop's first look")
        other = await Storage.open(postgres_url, clock=clock, durable=False)
        try:
            services = build_services(other)  # another process: its own connections, no Discord
            lobby = await services.lobby.create_lobby(
                world.guild.id, world.channel.id, world.alice.id, "alice", "gentoo", clock_seconds=60
            )
            await services.lobby.join(lobby.id, world.bob.id, "bob")
            start = clock.now
            await services.lobby.start(lobby.id, world.alice.id)
            await eventually(
                lambda: timers.alarm_clock.until == start + MINUTE_CLOCK / 2,
                "a look at half time, heard from the other process",
                timeout=10,
            )
        finally:
            await other.close()
