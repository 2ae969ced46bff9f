"""A game in its own thread: whether ``/game new`` opens its lobby in a new public thread of the channel,
and the thread's name.

One channel can then hold many games, each in its thread, with each game's messages together. The
default (``thread`` not given) is a thread wherever the bot may make one: a guild text channel (not a
thread, not a DM, forum, voice or announcement channel) where it has Create Public Threads and Send
Messages in Threads; elsewhere the lobby opens in the channel, as before. Asking for a thread where none
can be made is answered with a sentence saying why. The tables feature (``cogs.tables.tables``) creates the
thread and the lobby.
"""

from __future__ import annotations

from typing import Any, Final

import discord

from bot.i18n import refusal_of
from engines.base import GameError
from engines.phrasing import Listed, Words

MAX_THREAD_NAME = 100  # Discord's limit on a channel's (and a thread's) name
# A week without a message before Discord hides the thread from the channel list: games with daily turn
# clocks may stay quiet for days. Discord allows 60, 1440, 4320 and 10080 minutes.
AUTO_ARCHIVE_MINUTES: Final = 10080


class NoThreadHere(GameError):
    """``thread:True`` where the bot cannot open a thread."""


def thread_home(interaction: discord.Interaction[Any], wanted: bool | None) -> discord.TextChannel | None:
    """The channel in which to open the game's thread, or None to open the lobby where the command was
    used. ``wanted`` None: a thread wherever one can be made; True: a thread or a sentence
    (``NoThreadHere``) saying why not; False: never a thread."""
    if wanted is False:
        return None
    channel = interaction.channel
    why_not: Words | None = None
    if interaction.guild_id is None or isinstance(channel, discord.DMChannel | discord.GroupChannel):
        why_not = Words(id="channel-thread-in-dm")
    elif isinstance(channel, discord.Thread):
        why_not = Words(id="channel-thread-in-thread")
    else:
        if isinstance(channel, discord.PartialMessageable):  # not cached: the client may know it by id
            channel = interaction.client.get_channel(channel.id) or channel
        if not isinstance(channel, discord.TextChannel) or channel.type != discord.ChannelType.text:
            why_not = Words(id="channel-thread-not-text")
        else:
            missing = _missing_permissions(interaction.app_permissions)
            if missing:
                why_not = Words(id="channel-thread-permission", args={"permissions": Listed.of(missing)})
    if why_not is None:
        assert isinstance(channel, discord.TextChannel)
        return channel
    if wanted:
        raise refusal_of(NoThreadHere, "channel-thread-not-here", why=why_not)
    return None


def _missing_permissions(permissions: discord.Permissions) -> list[Words]:
    """The permissions a game thread needs that the bot lacks here, named as Discord names them."""
    return [
        Words(id=f"channel-permission-{name}")
        for name, has in (
            ("create-public-threads", permissions.create_public_threads),
            ("send-messages-in-threads", permissions.send_messages_in_threads),
        )
        if not has
    ]


def thread_name(title: str, host_name: str) -> str:
    """``Gentoo Rules · alice``, cut to Discord's 100 characters (the host's name gives way first)."""
    name = f"{title} · {host_name}".strip()
    if len(name) > MAX_THREAD_NAME:
        name = name[: MAX_THREAD_NAME - 1].rstrip() + "…"
    return name or "Game"
