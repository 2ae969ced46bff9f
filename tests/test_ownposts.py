"""A board's id as soon as Discord made it (bot/discordside/ownposts.py): from the gateway's MESSAGE_CREATE
when it comes before the REST call's answer, from the answer otherwise; a call that fails before the
message was made fails the post; one that fails after is only logged."""

from __future__ import annotations

import asyncio
import logging
from types import SimpleNamespace
from typing import Any, cast

import discord
import pytest

from bot.discordside.ownposts import OwnPosts

CHANNEL = 42


def message(id: int, nonce: str | None, channel: int = CHANNEL) -> discord.Message:
    return cast(discord.Message, SimpleNamespace(id=id, nonce=nonce, channel=SimpleNamespace(id=channel)))


async def test_the_gateway_before_the_answer_gives_the_id_while_the_call_waits() -> None:
    posts = OwnPosts()
    answer: asyncio.Future[discord.Message] = asyncio.get_running_loop().create_future()
    posting = asyncio.ensure_future(posts.post(CHANNEL, "g.3", answer))
    await asyncio.sleep(0)
    await posts.seen(message(7, "other"))  # another post's nonce
    await posts.seen(message(8, "g.3", channel=43))  # the same nonce in another channel
    await posts.seen(message(9, None))
    assert not posting.done()
    await posts.seen(message(10, "g.3"))
    assert await posting == 10
    assert posts.finishing == 1  # the call still waits (a rate limit), apart
    await posts.close()
    assert posts.finishing == 0 and answer.cancelled()


async def test_the_answer_before_the_gateway_gives_the_id() -> None:
    posts = OwnPosts()

    async def send() -> discord.Message:
        return message(11, "g.4")

    assert await posts.post(CHANNEL, "g.4", send()) == 11
    await posts.seen(message(11, "g.4"))  # the gateway later: nothing waits for it
    assert posts.finishing == 0


async def test_a_call_that_fails_before_the_message_is_made_fails_the_post() -> None:
    posts = OwnPosts()

    async def send() -> discord.Message:
        raise discord.HTTPException(cast(Any, SimpleNamespace(status=500, reason="no")), "down")

    with pytest.raises(discord.HTTPException):
        await posts.post(CHANNEL, "g.5", send())


async def test_a_call_that_fails_after_the_message_was_made_is_only_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    posts = OwnPosts()
    answer: asyncio.Future[discord.Message] = asyncio.get_running_loop().create_future()
    posting = asyncio.ensure_future(posts.post(CHANNEL, "g.6", answer))
    await asyncio.sleep(0)
    await posts.seen(message(12, "g.6"))
    assert await posting == 12
    with caplog.at_level(logging.WARNING, logger="bot.discordside.ownposts"):
        answer.set_exception(TimeoutError("no answer"))
        await asyncio.sleep(0)
    assert posts.finishing == 0
    assert "after Discord had made it" in caplog.text
