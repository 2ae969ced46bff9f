"""A fake Discord (REST + gateway on 127.0.0.1) for end-to-end tests through the real discord.py client.

Owns nothing itself; it re-exports the public pieces. Read README.md in this directory first.
"""

from __future__ import annotations

from .fake import FakeDiscord
from .patching import point_discord_at, pointed_at
from .records import (
    Attachment,
    InteractionRecord,
    Message,
    Problem,
    RequestRecord,
)
from .server import HookResult, RequestHook
from .validation import OpenAPISpec
from .world import (
    Channel,
    ChannelType,
    Guild,
    Member,
    MessageFlag,
    Overwrite,
    Perm,
    Role,
    User,
)

__all__ = [
    "Attachment",
    "Channel",
    "ChannelType",
    "FakeDiscord",
    "Guild",
    "HookResult",
    "InteractionRecord",
    "Member",
    "Message",
    "MessageFlag",
    "OpenAPISpec",
    "Overwrite",
    "Perm",
    "Problem",
    "RequestHook",
    "RequestRecord",
    "Role",
    "User",
    "point_discord_at",
    "pointed_at",
]
