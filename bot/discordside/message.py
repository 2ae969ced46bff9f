"""One message as the bot sends or edits it: boards, private views, lobbies, replays, log pages, rules
pages, stats and leaderboards, a game's result, a pause request are all a ``Message``, and all reach
Discord through ``send_kwargs`` (a new message, a DM, an ephemeral answer) or ``edit_kwargs`` (the same
message, edited in place). An answer of one sentence and nothing else is sent as its text.

An image is an ``Attachment`` with its alt text (Discord's attachment ``description``, which screen readers
read; at most 1,024 characters): every picture the bot sends says in words what it shows.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.render.textlimits import ATTACHMENT_DESCRIPTION, clipped


@dataclass(frozen=True)
class Attachment:
    filename: str
    data: bytes
    description: str | None = None  # alt text for a screen reader, within Discord's 1,024 characters

    def file(self) -> discord.File:
        description = None if self.description is None else clipped(self.description, ATTACHMENT_DESCRIPTION)
        return discord.File(io.BytesIO(self.data), filename=self.filename, description=description or None)


@dataclass
class Message:
    """A message's parts, ready to send or to edit."""

    content: str | None = None
    embeds: Sequence[discord.Embed] = ()
    attachments: Sequence[Attachment] = ()
    view: discord.ui.View | None = None
    allowed_mentions: discord.AllowedMentions | None = None
    step: int | None = None  # a board: the game's position it shows (entries in its action log)

    @property
    def embed(self) -> discord.Embed:
        """The message's first embed (a board's, a private view's)."""
        return self.embeds[0]

    def files(self) -> list[discord.File]:
        return [a.file() for a in self.attachments]

    def send_kwargs(self) -> dict[str, Any]:
        """For ``send`` / ``send_message``: only what the message has."""
        kwargs: dict[str, Any] = {"embeds": list(self.embeds), "files": self.files()}
        if self.content:
            kwargs["content"] = self.content
        if self.view is not None:
            kwargs["view"] = self.view
        if self.allowed_mentions is not None:
            kwargs["allowed_mentions"] = self.allowed_mentions
        return kwargs

    def edit_kwargs(self) -> dict[str, Any]:
        """For ``edit`` / ``edit_message``: every part, so what the old message had and this one has not
        goes away (its text, its image, its buttons)."""
        kwargs: dict[str, Any] = {
            "content": self.content,
            "embeds": list(self.embeds),
            "attachments": self.files(),
            "view": self.view,
        }
        if self.allowed_mentions is not None:
            kwargs["allowed_mentions"] = self.allowed_mentions
        return kwargs
