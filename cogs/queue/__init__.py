"""The pick-up queue: ``/game queue`` and ``/game unqueue`` (``commands``), the queue's tables opened and
its time limits kept (``queue``)."""

from __future__ import annotations

from discord.ext import commands

from bot.discordside.wiring import wiring_of
from cogs.queue.commands import QueueCommands
from cogs.queue.queue import Queue


async def setup(bot: commands.Bot) -> None:
    queue = Queue(wiring_of(bot))
    queue.subcommands = QueueCommands(queue)
    await bot.add_cog(queue)
