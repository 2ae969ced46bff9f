"""A game in its own thread: ``/game new`` opens the lobby in a new public thread of the
channel by default where the bot may make one, so one channel hosts many games; ``thread:False`` keeps it
in the channel; where threads cannot be made the default falls back to the channel silently and
``thread:True`` gets a sentence; a refused thread or lobby leaves no session behind.

The fake world's bot has Create Public Threads and Send Messages in Threads, so the default opens threads
here; tests/support/harness.py's ``open_game`` passes ``thread:False`` for the other end-to-end tests.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.discordside.threads import NoThreadHere, thread_home, thread_name
from support.fakediscord import Channel, FakeDiscord, InteractionRecord, Message, Perm
from support.harness import World, ephemeral_text, latest_board, running_bot


def threads_of(fake: FakeDiscord, channel: Channel) -> list[Channel]:
    return [c for c in fake.channels.values() if c.parent is channel]


def lobbies_in(fake: FakeDiscord, channel: Channel) -> list[Message]:
    """The channel's public messages with a lobby's Join button."""
    return [
        m
        for m in fake.messages(channel)
        if not m.ephemeral and any(c.endswith(":join") for c in m.custom_ids())
    ]


def lobby_in(fake: FakeDiscord, channel: Channel) -> Message:
    [lobby] = lobbies_in(fake, channel)
    return lobby


async def answer_of(fake: FakeDiscord, record: InteractionRecord) -> Message:
    """The command's answer once it is there (a thread's lobby answers after a "thinking" defer)."""

    def answered() -> Message | None:
        message = record.response
        return message if message is not None and not message.loading and message.text() else None

    found = await fake.wait_for(answered, what="the answer to /game new")
    assert found is not None
    return found


def session_rows(db: Path) -> list[tuple[int, int | None, str]]:
    with sqlite3.connect(db) as connection:
        query = "SELECT channel_id, parent_channel_id, status FROM sessions"
        return [(int(c), p, s) for c, p, s in connection.execute(query)]


async def test_by_default_each_game_opens_in_its_own_thread_and_plays_there(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        record = await fake.slash(world.alice, world.channel, "game", ["new"], {"game": "gentoo"})
        answer = await answer_of(fake, record)
        [thread] = threads_of(fake, world.channel)
        assert thread.type == 11 and thread.name == "Gentoo Rules · Alice" and thread.owner is fake.bot
        assert thread.auto_archive_duration == 10080  # a week: daily clocks may leave it quiet for days
        # The answer is public, in the channel, and links the thread; the lobby itself is in the thread.
        assert (
            answer.channel is world.channel and not answer.ephemeral and f"<#{thread.id}>" in answer.content
        )
        assert lobbies_in(fake, world.channel) == []
        lobby = lobby_in(fake, thread)
        assert world.alice.id in thread.thread_members  # the host finds it in their thread list
        session = await bot.storage.sessions.active_in_channel(thread.id)
        assert session is not None and session.parent_channel_id == world.channel.id
        assert await bot.storage.sessions.active_in_channel(world.channel.id) is None

        # The game plays in the thread: join, start, the board is there and not in the channel.
        await fake.click(world.bob, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")))
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, fake.message(lobby.id), start)
        board = await fake.wait_for(lambda: latest_board(fake, thread), what="the board in the thread")
        assert board is not None and board.channel is thread and latest_board(fake, world.channel) is None
        status = await fake.slash(world.bob, thread, "game", ["status"])
        assert "Gentoo Rules" in ephemeral_text(status)

        # The channel hosts another game meanwhile, in a second thread; the first keeps running.
        second = await fake.slash(world.bob, world.channel, "game", ["new"], {"game": "grimprospects"})
        linked = (await answer_of(fake, second)).content
        first, other = threads_of(fake, world.channel)
        assert f"<#{other.id}>" in linked
        assert first is thread and other.name == "Grim Prospects · Bob"
        assert "Grim Prospects: lobby" in lobby_in(fake, other).text()
        running = await bot.storage.sessions.active_in_channel(thread.id)
        assert running is not None and running.status == "running"
        here = await fake.slash(world.carol, world.channel, "game", ["status"])
        assert "no game in this channel" in ephemeral_text(here)


async def test_thread_false_opens_the_lobby_in_the_channel(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        record = await fake.slash(
            world.alice, world.channel, "game", ["new"], {"game": "gentoo", "thread": False}
        )
        assert record.response is not None and "Gentoo Rules: lobby" in record.response.text()
        assert record.response.channel is world.channel and threads_of(fake, world.channel) == []
        assert await bot.storage.sessions.active_in_channel(world.channel.id) is not None


async def test_without_thread_permissions_the_default_plays_in_the_channel_and_true_is_refused(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    db = tmp_path / "db.sqlite3"
    fake.set_overwrite(world.channel, fake.bot, deny=Perm.CREATE_PUBLIC_THREADS)
    async with running_bot(fake, db) as bot:
        asked = await fake.slash(
            world.alice, world.channel, "game", ["new"], {"game": "gentoo", "thread": True}
        )
        assert asked.response is not None and asked.response.ephemeral
        assert "Create Public Threads" in asked.response.text()
        assert threads_of(fake, world.channel) == [] and session_rows(db) == []

        fake.set_overwrite(world.channel, fake.bot, deny=Perm.SEND_MESSAGES_IN_THREADS)
        asked = await fake.slash(
            world.alice, world.channel, "game", ["new"], {"game": "gentoo", "thread": True}
        )
        text = ephemeral_text(asked)
        assert "Send Messages in Threads" in text and "Create Public Threads" not in text
        assert threads_of(fake, world.channel) == [] and session_rows(db) == []

        # The default falls back to the channel itself, as before threads (the lobby says nothing more).
        record = await fake.slash(world.alice, world.channel, "game", ["new"], {"game": "gentoo"})
        assert record.response is not None and record.response.channel is world.channel
        assert "Gentoo Rules: lobby" in record.response.text() and not record.response.ephemeral
        assert threads_of(fake, world.channel) == []
        assert await bot.storage.sessions.active_in_channel(world.channel.id) is not None


async def test_in_a_thread_the_lobby_opens_there_and_no_thread_is_made_in_it(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    db = tmp_path / "db.sqlite3"
    side = fake.add_thread(world.channel, "side-table", owner=world.bob)
    async with running_bot(fake, db):
        asked = await fake.slash(world.bob, side, "game", ["new"], {"game": "gentoo", "thread": True})
        assert "already a thread" in ephemeral_text(asked) and session_rows(db) == []
        record = await fake.slash(world.bob, side, "game", ["new"], {"game": "gentoo"})
        assert record.response is not None and record.response.channel is side
        assert "Gentoo Rules: lobby" in record.response.text()
        assert threads_of(fake, world.channel) == [side]
        assert fake.requests_for("/channels/{channel_id}/threads", method="POST") == []
        assert session_rows(db) == [(side.id, None, "lobby")]


async def test_discord_refusing_the_thread_or_its_lobby_gets_a_sentence_and_leaves_no_game(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    db = tmp_path / "db.sqlite3"
    async with running_bot(fake, db) as bot:
        for status, code, message in (
            (403, 50013, "Missing Permissions"),
            (400, 160006, "Maximum number of active threads reached"),
        ):
            fake.fail_next(
                "POST", "/channels/{channel_id}/threads", status=status, code=code, message=message
            )
            record = await fake.slash(world.alice, world.channel, "game", ["new"], {"game": "gentoo"})
            assert "could not open a thread" in (await answer_of(fake, record)).text()
            assert threads_of(fake, world.channel) == [] and session_rows(db) == []

        # The thread is made but Discord refuses the lobby message in it: the lobby is cancelled.
        fake.fail_next(
            "POST", "/channels/{channel_id}/messages", status=403, code=50013, message="Missing Permissions"
        )
        record = await fake.slash(world.alice, world.channel, "game", ["new"], {"game": "gentoo"})
        assert "could not post the lobby" in (await answer_of(fake, record)).text()
        [thread] = threads_of(fake, world.channel)
        assert await bot.storage.sessions.active_in_channel(thread.id) is None
        assert session_rows(db) == [(thread.id, world.channel.id, "abandoned")]


def test_thread_names_fit_discords_limit() -> None:
    assert thread_name("Gentoo Rules", "alice") == "Gentoo Rules · alice"
    long = thread_name("Gentoo Rules", "x" * 200)
    assert len(long) == 100 and long.startswith("Gentoo Rules · xxx") and long.endswith("…")


def interaction_in(channel: Any, guild_id: int | None = 1) -> Any:
    """What thread_home reads of an interaction: where it was used, and the bot's permissions there."""
    client = SimpleNamespace(get_channel=lambda _id: None)
    return SimpleNamespace(
        channel=channel, guild_id=guild_id, client=client, app_permissions=discord.Permissions.all()
    )


@pytest.mark.parametrize(
    ("kind", "guild_id", "why"),
    [
        (discord.ChannelType.voice, 1, "text channel"),
        (discord.ChannelType.forum, 1, "text channel"),
        (discord.ChannelType.text, None, "direct messages"),
    ],
)
def test_no_thread_outside_a_text_channel(kind: discord.ChannelType, guild_id: int | None, why: str) -> None:
    # An uncached channel reaches the bot as a PartialMessageable; only a known text channel gets threads.
    channel = discord.PartialMessageable(state=None, id=5, type=kind)  # type: ignore[arg-type]
    assert thread_home(interaction_in(channel, guild_id), None) is None
    assert thread_home(interaction_in(channel, guild_id), False) is None
    with pytest.raises(NoThreadHere, match=why):
        thread_home(interaction_in(channel, guild_id), True)
