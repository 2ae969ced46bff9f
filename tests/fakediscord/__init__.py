"""A fake Discord (REST + gateway on 127.0.0.1) for end-to-end tests through the real discord.py client.

Owns nothing itself; it re-exports the public pieces. Read README.md in this directory first.
"""

from __future__ import annotations

from .fake import FakeDiscord
from .model import (
    Attachment,
    Channel,
    ChannelType,
    Guild,
    InteractionRecord,
    Member,
    Message,
    MessageFlag,
    Overwrite,
    Perm,
    Problem,
    RequestRecord,
    Role,
    User,
)
from .patching import point_discord_at, pointed_at
from .validation import OpenAPISpec

__all__ = [
    "Attachment",
    "Channel",
    "ChannelType",
    "FakeDiscord",
    "Guild",
    "InteractionRecord",
    "Member",
    "Message",
    "MessageFlag",
    "OpenAPISpec",
    "Overwrite",
    "Perm",
    "Problem",
    "RequestRecord",
    "Role",
    "User",
    "point_discord_at",
    "pointed_at",
]
