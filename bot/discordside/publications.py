"""``Publications``: one publication of a game at a time, in this process and, on PostgreSQL, across
processes: a later move never shows before an earlier one, and a step shown by one process is not shown
again by another.

A click that finds another publication of its game under way (an AI's move, one waiting out a rate
limit) waits for it a moment, so that it is still answered by one update of its message; only when that
would risk Discord's 3 seconds is it acknowledged first, and its message edited once the game is its.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

import discord

from bot.discordside.mending import Mender
from bot.store.sessions import SessionStore

# How long a click waits for another publication of its game before it is acknowledged apart: well inside
# Discord's 3 seconds, with room for the answer's own upload.
WAIT_BEFORE_DEFER = 1.5


class Publications:
    def __init__(self, store: SessionStore, mender: Mender) -> None:
        self.store = store
        self.mender = mender  # its work counts as a publication under way (``busy``)
        self.locks: dict[str, asyncio.Lock] = {}

    def lock(self, game_id: str) -> asyncio.Lock:
        return self.locks.setdefault(game_id, asyncio.Lock())

    @contextlib.asynccontextmanager
    async def hold(
        self, game_id: str, interaction: discord.Interaction[Any] | None = None
    ) -> AsyncIterator[None]:
        """This game's publication, in this process and then across processes."""
        lock = self.lock(game_id)
        if interaction is not None and lock.locked() and not interaction.response.is_done():
            try:
                async with asyncio.timeout(WAIT_BEFORE_DEFER):
                    await lock.acquire()
            except TimeoutError:
                await interaction.response.defer()
                await lock.acquire()
        else:
            await lock.acquire()
        try:
            async with self.store.publication_lock(game_id):
                yield
        finally:
            lock.release()

    def busy(self) -> bool:
        """Whether a publication or a mend is under way (tests wait for the channel to settle)."""
        return any(lock.locked() for lock in self.locks.values()) or self.mender.busy()
