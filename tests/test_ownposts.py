"""A board's id as soon as Discord made it (bot/discordside/ownposts.py): from the gateway's MESSAGE_CREATE
when it comes before the REST call's answer, from the answer otherwise; a call that fails before the
message was made fails the post; one that fails after is only logged."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable
from types import SimpleNamespace
from typing import Any, cast

import discord
import pytest

from bot.discordside.ownposts import OwnPosts
from support.harness import eventually

CHANNEL = 42


def message(id: int, nonce: str | None, channel: int = CHANNEL) -> discord.Message:
    return cast(discord.Message, SimpleNamespace(id=id, nonce=nonce, channel=SimpleNamespace(id=channel)))


class Channel:
    """A channel whose ``send`` answers with ``answer`` (a future the test settles, or a coroutine)."""

    def __init__(self, answer: Awaitable[discord.Message]) -> None:
        self.id = CHANNEL
        self.answer = answer
        self.sent: list[dict[str, Any]] = []

    def send(self, **message: Any) -> Awaitable[discord.Message]:
        self.sent.append(message)
        return self.answer


def on(answer: Awaitable[discord.Message]) -> discord.PartialMessageable:
    return cast(discord.PartialMessageable, Channel(answer))


async def test_the_gateway_before_the_answer_gives_the_id_while_the_call_waits() -> None:
    posts = OwnPosts()
    answer: asyncio.Future[discord.Message] = asyncio.get_running_loop().create_future()
    channel = on(answer)
    posting = asyncio.ensure_future(posts.post(channel, "g.3", content="board"))
    await asyncio.sleep(0)
    await posts.seen(message(7, "other"))  # another post's nonce
    await posts.seen(message(8, "g.3", channel=43))  # the same nonce in another channel
    await posts.seen(message(9, None))
    await posts.seen(message(10, "g.3"))
    assert await posting == 10  # none of the three before it answered the post: each would give its own id
    assert cast(Channel, channel).sent == [{"content": "board", "nonce": "g.3"}]
    assert posts.finishing == 1  # the call still waits (a rate limit), apart
    await posts.close()
    assert posts.finishing == 0


async def test_the_answer_before_the_gateway_gives_the_id() -> None:
    posts = OwnPosts()

    async def send() -> discord.Message:
        return message(11, "g.4")

    assert await posts.post(on(send()), "g.4") == 11
    await posts.seen(message(11, "g.4"))  # the gateway later: nothing waits for it
    assert posts.finishing == 0


async def test_a_call_that_fails_before_the_message_is_made_fails_the_post() -> None:
    posts = OwnPosts()

    async def send() -> discord.Message:
        raise discord.HTTPException(cast(Any, SimpleNamespace(status=500, reason="no")), "down")

    with pytest.raises(discord.HTTPException):
        await posts.post(on(send()), "g.5")


async def test_a_call_that_fails_after_the_message_was_made_is_only_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    posts = OwnPosts()
    answer: asyncio.Future[discord.Message] = asyncio.get_running_loop().create_future()
    posting = asyncio.ensure_future(posts.post(on(answer), "g.6"))
    await asyncio.sleep(0)
    await posts.seen(message(12, "g.6"))
    assert await posting == 12
    with caplog.at_level(logging.WARNING, logger="bot.discordside.ownposts"):
        answer.set_exception(TimeoutError("no answer"))
        # The call ends a few turns of the loop later (through ``bounded``).
        await eventually(lambda: not posts.finishing, "the call's end")
    assert "after Discord had made it" in caplog.text
