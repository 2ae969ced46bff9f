"""A message the bot posts, known as soon as Discord has made it: from the gateway's MESSAGE_CREATE, which
echoes the nonce it was sent with, or from the REST call's answer, whichever comes first.

Why: the call that takes the last message of a channel's rate-limit window (Discord's 5 messages a
channel every 5 seconds) returns only once discord.py has waited out the window, seconds after the
message is on screen. A new board posted so is clickable at once, and the click on it must not wait those
seconds behind the publication that posted it (which holds its game until it has stored the board's id).
The gateway says the message exists when Discord made it; the REST call finishes meanwhile in the
background, and a failure it still meets is logged.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord

from bot.discordside.mending import bounded

log = logging.getLogger(__name__)


class OwnPosts:
    """Messages being posted, by (channel, nonce): the ids the gateway told of before the REST call."""

    def __init__(self) -> None:
        self._expected: dict[tuple[int, str], asyncio.Future[int]] = {}
        self._finishing: set[asyncio.Task[Any]] = set()  # REST calls still waiting out a rate limit

    async def seen(self, message: discord.Message) -> None:
        """The gateway's MESSAGE_CREATE (``on_message``): resolves a post that waits for this nonce."""
        if message.nonce is None:
            return
        waiting = self._expected.get((message.channel.id, str(message.nonce)))
        if waiting is not None and not waiting.done():
            waiting.set_result(message.id)

    async def post(self, channel: discord.PartialMessageable, nonce: str, **message: Any) -> int:
        """The id of the message posted in ``channel`` with ``nonce``, as soon as Discord has it. Raises what
        the call raises when the message was not made (``bounded``: a call left unanswered fails)."""
        key = (channel.id, nonce)
        made: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        self._expected[key] = made
        call = asyncio.ensure_future(bounded(channel.send(**message, nonce=nonce)))
        try:
            either: set[asyncio.Future[Any]] = {call, made}
            await asyncio.wait(either, return_when=asyncio.FIRST_COMPLETED)
            if not made.done():
                return call.result().id
            if call.done():
                self._finished(call)
            else:
                self._finishing.add(call)
                call.add_done_callback(self._finished)
            return made.result()
        except asyncio.CancelledError:
            call.cancel()
            raise
        finally:
            if self._expected.get(key) is made:
                del self._expected[key]

    def _finished(self, call: asyncio.Task[Any]) -> None:
        self._finishing.discard(call)
        if not call.cancelled() and call.exception() is not None:
            # The message exists (the gateway said so); only the call's own end failed.
            log.warning("Posting a message ended with %r after Discord had made it", call.exception())

    async def close(self) -> None:
        """At a stop: the calls still waiting out a rate limit are not waited for (their messages exist)."""
        calls = list(self._finishing)
        for call in calls:
            call.cancel()
        await asyncio.gather(*calls, return_exceptions=True)

    @property
    def finishing(self) -> int:
        """REST calls whose message is made, still waiting out a rate limit."""
        return len(self._finishing)
