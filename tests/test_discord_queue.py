"""The pick-up queue through the fake Discord: people queue for a game, ``/tabletop games`` shows who waits,
and as soon as enough of them fit one table the bot opens the game in a thread of the channel, seats and
pings them, tells them by DM and starts it; leaving the queue, a wait that runs out (the clock moved by
hand), and a queue that could never fill."""

from __future__ import annotations

from pathlib import Path

from bot.discordside.components import cog_of
from bot.session.records import SessionStatus
from cogs.queue.queue import Queue
from support.fakediscord import FakeDiscord
from support.harness import FakeClock, World, ephemeral_text, running_bot


async def test_a_queue_fills_and_starts_a_game_in_a_thread(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    eve = fake.add_user("eve")
    async with running_bot(fake, database) as bot:
        for user in (world.alice, world.bob):
            waiting = await fake.slash(
                user, world.channel, "game", ["queue"], {"game": "secretgame", "min_players": 3}
            )
            assert "You are in the queue for Secret Cards (3 to 4 players, any clock)" in ephemeral_text(
                waiting
            )
        listed = await fake.slash(world.dana, world.channel, "tabletop", ["games"], {})
        assert "Secret Cards** queue: Alice (3 to 4 players, any clock), Bob" in ephemeral_text(listed)

        filled = await fake.slash(
            eve, world.channel, "game", ["queue"], {"game": "secretgame", "max_players": 3}
        )
        assert "A table of Secret Cards is ready" in ephemeral_text(filled)
        thread = await fake.wait_for(
            lambda: next((c for c in fake.channels.values() if c.parent is world.channel), None),
            what="the game's thread",
        )
        assert thread.name.startswith("Secret Cards · ")
        greeting = await fake.wait_for(lambda: fake.messages(thread)[0] if fake.messages(thread) else None)
        assert all(f"<@{u.id}>" in greeting.content for u in (world.alice, world.bob, eve))
        session = await bot.storage.sessions.active_in_channel(thread.id)
        assert session is not None and session.status == SessionStatus.RUNNING
        assert sorted(s.user_id or 0 for s in session.seats) == sorted(
            u.id for u in (world.alice, world.bob, eve)
        )
        await fake.wait_for(
            lambda: all(
                any("found your table" in m.content for m in fake.dms(u)) for u in (world.alice, world.bob)
            ),
            what="the DMs telling the others",
            timeout=15,
        )
        assert await bot.services.matchmaker.waiting(world.guild.id) == []  # they left every queue


async def test_leaving_the_queue_a_wait_that_runs_out_and_a_queue_that_could_never_fill(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    clock = FakeClock()
    async with running_bot(fake, database, clock=clock) as bot:
        alone = await fake.slash(world.alice, world.channel, "game", ["unqueue"], {})
        assert "You are not in this server's queue" in ephemeral_text(alone)
        # A server of two people (its owner and Alice) never fills a table of Giant Snail (exactly 3).
        tiny = fake.add_guild("Tiny")
        corner = fake.add_text_channel(tiny, "corner")
        fake.add_member(tiny, world.alice)
        await fake.wait_for(lambda: bot.get_channel(corner.id), what="the bot to see the new server")
        never = await fake.slash(world.alice, corner, "game", ["queue"], {"game": "giantsnail"})
        assert "needs 3 players and this server has only 2 members" in ephemeral_text(never)
        assert await bot.services.matchmaker.waiting(tiny.id) == []
        odd = await fake.slash(
            world.bob, world.channel, "game", ["queue"], {"game": "gentoo", "min_players": 5}
        )
        assert "2 to 4" in ephemeral_text(odd)

        await fake.slash(world.bob, world.channel, "game", ["queue"], {"game": "gentoo", "wait": "30m"})
        clock.advance(31 * 60)
        await cog_of(bot, Queue).tick()
        assert await bot.services.matchmaker.waiting(world.guild.id) == []
        await fake.wait_for(
            lambda: any(
                "wait in the queue for Gentoo Rules is over" in m.content for m in fake.dms(world.bob)
            ),
            what="the DM saying the wait ran out",
        )
        bad = await fake.slash(world.bob, world.channel, "game", ["queue"], {"game": "gentoo", "wait": "9d"})
        assert "7 days" in ephemeral_text(bad)


async def test_a_pick_up_tables_thread_is_named_in_the_servers_language(
    fake: FakeDiscord, world: World, database: Path | str
) -> None:
    """The thread's name lists the players as the table's language lists things (Japanese with 、), not
    with an English comma."""
    world.guild.locale = "ja"
    async with running_bot(fake, database):
        for user in (world.alice, world.bob):
            await fake.slash(user, world.channel, "game", ["queue"], {"game": "secretgame", "max_players": 2})
        thread = await fake.wait_for(
            lambda: next((c for c in fake.channels.values() if c.parent is world.channel), None),
            what="the game's thread",
        )
        title, players = thread.name.split(" · ")
        assert title == "Secret Cards"
        assert sorted(players.split("、")) == ["Alice", "Bob"], thread.name
