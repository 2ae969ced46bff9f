"""The fake Discord's world: users, guilds, roles, members, channels, and Discord's permission arithmetic.

Owns these objects, the JSON shapes Discord sends for them, and the constants (permission bits, channel
types, message flags) the rest of the fake uses. Everything here outlives a bot's connection, so a
restarted client finds the same guilds and channels.
"""

from __future__ import annotations

import datetime as dt
import time
from dataclasses import dataclass, field
from typing import Any

DISCORD_EPOCH_MS = 1_420_070_400_000


class Perm:
    """Permission bits (Discord's documented values) used by the fake."""

    CREATE_INSTANT_INVITE = 1 << 0
    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    CHANGE_NICKNAME = 1 << 26
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_EVENTS = 1 << 33  # topics/permissions: Manage Events (a command's default permission may ask it)
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38
    PIN_MESSAGES = 1 << 51
    ALL = (1 << 52) - 1

    EVERYONE_DEFAULT = (
        CREATE_INSTANT_INVITE
        | ADD_REACTIONS
        | VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | USE_EXTERNAL_EMOJIS
        | CHANGE_NICKNAME
        | USE_APPLICATION_COMMANDS
        | CREATE_PUBLIC_THREADS
        | SEND_MESSAGES_IN_THREADS
    )
    BOT_DEFAULT = (
        VIEW_CHANNEL
        | SEND_MESSAGES
        | SEND_MESSAGES_IN_THREADS
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | ADD_REACTIONS
        | USE_EXTERNAL_EMOJIS
        | CREATE_PUBLIC_THREADS
        | PIN_MESSAGES
    )


class ChannelType:
    GUILD_TEXT = 0
    DM = 1
    PUBLIC_THREAD = 11
    PRIVATE_THREAD = 12


class MessageFlag:
    EPHEMERAL = 1 << 6
    LOADING = 1 << 7
    SUPPRESS_NOTIFICATIONS = 1 << 12
    IS_COMPONENTS_V2 = 1 << 15


def iso(moment: dt.datetime | None) -> str | None:
    return None if moment is None else moment.isoformat()


def now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


class SnowflakeFactory:
    """Real-looking, strictly increasing snowflakes, so ordering and ``created_at`` behave as on Discord."""

    def __init__(self) -> None:
        self._last = 0

    def __call__(self) -> int:
        candidate = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        self._last = max(candidate, self._last + 1)
        return self._last

    def on_shard(self, shard_id: int, num_shards: int) -> int:
        """The next snowflake whose guild would be on shard ``shard_id`` of ``num_shards``, i.e. with
        ``(id >> 22) % num_shards == shard_id``: the timestamp part moves at most ``num_shards - 1`` ms ahead,
        and later snowflakes stay above it."""
        if not 0 <= shard_id < num_shards:
            raise ValueError(f"shard {shard_id} is not one of {num_shards} shards")
        candidate = self()
        timestamp = candidate >> 22
        ahead = (shard_id - timestamp) % num_shards
        if ahead:
            candidate = (timestamp + ahead) << 22
        self._last = max(self._last, candidate)
        return candidate


@dataclass(eq=False)
class User:
    id: int
    name: str
    bot: bool = False
    dms_open: bool = True
    locale: str = "en-US"  # their Discord language, sent with every interaction of theirs

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "username": self.name,
            "global_name": None if self.bot else self.name.capitalize(),
            "discriminator": "0",
            "avatar": None,
            "public_flags": 0,
            "flags": 0,
            "primary_guild": None,
        }
        if self.bot:
            data["bot"] = True
        return data

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def __repr__(self) -> str:
        return f"<User {self.name} {self.id}>"


@dataclass(eq=False)
class Role:
    id: int
    guild: Guild
    name: str
    permissions: int
    position: int = 0
    managed: bool = False

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "managed": self.managed,
            "mentionable": False,
            "icon": None,
            "unicode_emoji": None,
            "flags": 0,
        }


@dataclass(eq=False)
class Member:
    user: User
    guild: Guild
    roles: list[Role] = field(default_factory=list)
    joined_at: dt.datetime = field(default_factory=now)

    def payload(self, *, with_user: bool = True) -> dict[str, Any]:
        data: dict[str, Any] = {
            "avatar": None,
            "banner": None,
            "communication_disabled_until": None,
            "flags": 0,
            "joined_at": iso(self.joined_at),
            "nick": None,
            "pending": False,
            "premium_since": None,
            "roles": [str(r.id) for r in self.roles],
            "mute": False,
            "deaf": False,
        }
        if with_user:
            data["user"] = self.user.payload()
        return data


@dataclass(eq=False)
class Overwrite:
    """A channel permission overwrite for a role or a member (Discord's type 0 and 1)."""

    target: Role | User
    allow: int = 0
    deny: int = 0

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.target.id),
            "type": 0 if isinstance(self.target, Role) else 1,
            "allow": str(self.allow),
            "deny": str(self.deny),
        }


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    owner: User
    roles: dict[int, Role] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    channels: list[Channel] = field(default_factory=list)  # text channels and threads, in creation order
    locale: str = "en-US"

    @property
    def everyone(self) -> Role:
        return self.roles[self.id]

    def member(self, user: User) -> Member | None:
        return self.members.get(user.id)

    def base_permissions(self, user: User) -> int:
        """Guild-level permissions (roles only), as Discord computes them before channel overwrites."""
        if user.id == self.owner.id:
            return Perm.ALL
        member = self.members.get(user.id)
        perms = self.everyone.permissions
        if member is not None:
            for role in member.roles:
                perms |= role.permissions
        if perms & Perm.ADMINISTRATOR:
            return Perm.ALL
        return perms

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(self.owner.id),
            "region": "",
            "afk_channel_id": None,
            "afk_timeout": 300,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "widget_enabled": False,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "nsfw": False,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "premium_progress_bar_enabled": False,
            "preferred_locale": self.locale,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "vanity_url_code": None,
            "application_id": None,
            "max_members": 500000,
            "max_video_channel_users": 25,
            "max_stage_video_channel_users": 50,
            "features": [],
            "roles": [r.payload() for r in self.roles.values()],
            "emojis": [],
            "stickers": [],
        }


@dataclass(eq=False)
class Channel:
    id: int
    type: int
    name: str
    guild: Guild | None = None
    parent: Channel | None = None  # a thread's channel
    recipient: User | None = None  # a DM's other party (the bot being the first)
    owner: User | None = None  # a thread's creator
    overwrites: list[Overwrite] = field(default_factory=list)
    thread_members: set[int] = field(default_factory=set)  # user ids, for private threads
    position: int = 0
    archived: bool = False
    auto_archive_duration: int = 1440  # a thread's minutes without activity before Discord archives it
    created_at: dt.datetime = field(default_factory=now)

    @property
    def is_dm(self) -> bool:
        return self.type == ChannelType.DM

    @property
    def is_thread(self) -> bool:
        return self.type in (ChannelType.PUBLIC_THREAD, ChannelType.PRIVATE_THREAD)

    def permissions_for(self, user: User) -> int:
        """The user's permissions here: Discord's order of base, @everyone, role and member overwrites."""
        if self.guild is None:
            # In a DM everything a message needs is allowed; closed DMs are handled where messages are sent.
            return (
                Perm.VIEW_CHANNEL
                | Perm.SEND_MESSAGES
                | Perm.EMBED_LINKS
                | Perm.ATTACH_FILES
                | Perm.READ_MESSAGE_HISTORY
                | Perm.ADD_REACTIONS
                | Perm.USE_APPLICATION_COMMANDS
            )
        guild = self.guild
        perms = guild.base_permissions(user)
        if perms == Perm.ALL:
            return Perm.ALL
        host = self.parent if self.is_thread and self.parent is not None else self
        member = guild.members.get(user.id)
        role_ids = {r.id for r in member.roles} if member else set()
        allow = deny = 0
        for ow in host.overwrites:
            if isinstance(ow.target, Role) and ow.target.id == guild.id:
                perms = (perms & ~ow.deny) | ow.allow
        for ow in host.overwrites:
            if isinstance(ow.target, Role) and ow.target.id != guild.id and ow.target.id in role_ids:
                allow |= ow.allow
                deny |= ow.deny
        perms = (perms & ~deny) | allow
        for ow in host.overwrites:
            if isinstance(ow.target, User) and ow.target.id == user.id:
                perms = (perms & ~ow.deny) | ow.allow
        if not perms & Perm.VIEW_CHANNEL:
            return 0
        if self.type == ChannelType.PRIVATE_THREAD and user.id not in self.thread_members:
            if not perms & Perm.MANAGE_THREADS:
                return 0
        return perms

    def can_view(self, user: User) -> bool:
        if self.is_dm:
            return self.recipient is not None and user.id == self.recipient.id
        return bool(self.permissions_for(user) & Perm.VIEW_CHANNEL)

    def payload(self, last_message_id: int | None = None) -> dict[str, Any]:
        last = None if last_message_id is None else str(last_message_id)
        if self.is_dm:
            assert self.recipient is not None
            return {
                "id": str(self.id),
                "type": self.type,
                "flags": 0,
                "last_message_id": last,
                "recipients": [self.recipient.payload()],
            }
        assert self.guild is not None
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "flags": 0,
            "guild_id": str(self.guild.id),
            "name": self.name,
            "last_message_id": last,
            "rate_limit_per_user": 0,
        }
        if self.is_thread:
            assert self.parent is not None and self.owner is not None
            data.update(
                parent_id=str(self.parent.id),
                owner_id=str(self.owner.id),
                message_count=0,
                member_count=max(1, len(self.thread_members)),
                total_message_sent=0,
                thread_metadata={
                    "archived": self.archived,
                    "auto_archive_duration": self.auto_archive_duration,
                    "archive_timestamp": iso(self.created_at),
                    "locked": False,
                    "create_timestamp": iso(self.created_at),
                    **({"invitable": True} if self.type == ChannelType.PRIVATE_THREAD else {}),
                },
            )
        else:
            data.update(
                position=self.position,
                parent_id=None,
                permission_overwrites=[o.payload() for o in self.overwrites],
                topic=None,
                nsfw=False,
            )
        return data

    def __repr__(self) -> str:
        return f"<Channel #{self.name} {self.id} type={self.type}>"
