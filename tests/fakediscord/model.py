"""The fake Discord's in-memory world: users, guilds, roles, channels, messages, commands, interactions.

Owns the records a test inspects (``Message``, ``Attachment``, ``InteractionRecord``, ``RequestRecord``),
Discord's permission arithmetic, and the JSON shapes Discord sends for each object. The server modules
(``rest``, ``gateway``) change this state; tests read it. Everything here outlives a bot's connection, so
a restarted client finds the same messages and channels.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import itertools
import time
from collections.abc import Iterator
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


@dataclass(eq=False)
class User:
    id: int
    name: str
    bot: bool = False
    dms_open: bool = True

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
                    "auto_archive_duration": 1440,
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


@dataclass(eq=False)
class Attachment:
    id: int
    filename: str
    data: bytes
    url: str
    content_type: str | None = None
    description: str | None = None

    @property
    def size(self) -> int:
        return len(self.data)

    def payload(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
        }
        if self.content_type:
            out["content_type"] = self.content_type
        if self.description is not None:
            out["description"] = self.description
        size = _png_size(self.data)
        if size is not None:
            out["width"], out["height"] = size
        return out


def _png_size(data: bytes) -> tuple[int, int] | None:
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24:
        return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    return None


def guess_content_type(filename: str) -> str | None:
    lower = filename.lower()
    for suffix, kind in (
        (".png", "image/png"),
        (".jpg", "image/jpeg"),
        (".jpeg", "image/jpeg"),
        (".gif", "image/gif"),
        (".webp", "image/webp"),
        (".txt", "text/plain; charset=utf-8"),
        (".json", "application/json"),
    ):
        if lower.endswith(suffix):
            return kind
    return None


@dataclass(eq=False)
class MessageVersion:
    """What a message looked like before an edit."""

    content: str
    embeds: list[dict[str, Any]]
    components: list[dict[str, Any]]
    attachments: list[Attachment]
    flags: int
    at: float


@dataclass(eq=False)
class Message:
    """A message as the fake stores it; ``embeds`` and ``components`` are the JSON the bot sent."""

    id: int
    channel: Channel
    author: User
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    tts: bool = False
    pinned: bool = False
    deleted: bool = False
    webhook_id: int | None = None
    application_id: int | None = None
    interaction: InteractionRecord | None = None  # the interaction this message answers
    visible_to: User | None = None  # set for ephemeral messages: the only person who sees it
    created_at: dt.datetime = field(default_factory=now)
    edited_at: dt.datetime | None = None
    history: list[MessageVersion] = field(default_factory=list)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & MessageFlag.EPHEMERAL)

    @property
    def in_dm(self) -> bool:
        return self.channel.is_dm

    @property
    def loading(self) -> bool:
        """True while a deferred response still shows "thinking"."""
        return bool(self.flags & MessageFlag.LOADING)

    @property
    def edit_count(self) -> int:
        return len(self.history)

    def can_see(self, user: User) -> bool:
        """Whether ``user`` sees this message in their client."""
        if self.deleted:
            return False
        if self.visible_to is not None:
            return user.id == self.visible_to.id
        return self.channel.can_view(user)

    def iter_components(self) -> Iterator[dict[str, Any]]:
        """Every component, depth first, including those nested in rows, containers and sections."""
        yield from walk_components(self.components)

    def component(self, custom_id: str) -> dict[str, Any] | None:
        return next((c for c in self.iter_components() if c.get("custom_id") == custom_id), None)

    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in self.iter_components() if c.get("type") == 2]

    def button(self, label: str) -> dict[str, Any]:
        """The button with this label; raises LookupError listing the labels there are."""
        for button in self.buttons():
            if button.get("label") == label:
                return button
        raise LookupError(
            f"no button labelled {label!r}; buttons: {[b.get('label') for b in self.buttons()]}"
        )

    def selects(self) -> list[dict[str, Any]]:
        return [c for c in self.iter_components() if c.get("type") in (3, 5, 6, 7, 8)]

    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.iter_components() if "custom_id" in c]

    def text(self) -> str:
        """All human-readable text of the message: content, embeds, component labels and text displays."""
        parts = [self.content]
        for embed in self.embeds:
            parts.extend(str(embed.get(k) or "") for k in ("title", "description"))
            for f in embed.get("fields") or []:
                parts.extend((str(f.get("name", "")), str(f.get("value", ""))))
            for k in ("footer", "author"):
                sub = embed.get(k) or {}
                parts.append(str(sub.get("text") or sub.get("name") or ""))
        for comp in self.iter_components():
            for key in ("label", "placeholder", "content"):
                if comp.get(key):
                    parts.append(str(comp[key]))
            for option in comp.get("options") or []:
                parts.extend((str(option.get("label", "")), str(option.get("description") or "")))
        return "\n".join(p for p in parts if p)

    def attachment(self, filename: str) -> Attachment:
        for a in self.attachments:
            if a.filename == filename:
                return a
        raise LookupError(
            f"no attachment {filename!r}; attachments: {[a.filename for a in self.attachments]}"
        )

    def snapshot(self) -> MessageVersion:
        return MessageVersion(
            self.content,
            list(self.embeds),
            list(self.components),
            list(self.attachments),
            self.flags,
            time.perf_counter(),
        )

    def payload(self, *, with_guild: bool = False) -> dict[str, Any]:
        by_name = {a.filename: a for a in self.attachments}
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "channel_id": str(self.channel.id),
            "author": self.author.payload(),
            "content": self.content,
            "timestamp": iso(self.created_at),
            "edited_timestamp": iso(self.edited_at),
            "tts": self.tts,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.payload() for a in self.attachments],
            "embeds": [_embed_response(e, by_name) for e in self.embeds],
            "components": _number_components(self.components),
            "pinned": self.pinned,
            "flags": self.flags,
        }
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
        if self.application_id is not None:
            data["application_id"] = str(self.application_id)
        if self.interaction is not None:
            data["interaction_metadata"] = self.interaction.metadata_payload()
        if with_guild and self.channel.guild is not None:
            data["guild_id"] = str(self.channel.guild.id)
        return data

    def __repr__(self) -> str:
        flags = " ephemeral" if self.ephemeral else ""
        return f"<Message {self.id} in {self.channel.name!r}{flags} content={self.content[:40]!r}>"


def walk_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for comp in components:
        yield comp
        yield from walk_components(comp.get("components") or [])
        for key in ("accessory", "component"):
            if isinstance(comp.get(key), dict):
                yield from walk_components([comp[key]])


def _number_components(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Copies with the numeric ``id`` Discord assigns to every component in its responses."""
    counter = itertools.count(1)

    def number(comp: dict[str, Any]) -> dict[str, Any]:
        out = dict(comp)
        out.setdefault("id", next(counter))
        if "components" in out:
            out["components"] = [number(c) for c in out["components"]]
        for key in ("accessory", "component"):
            if isinstance(out.get(key), dict):
                out[key] = number(out[key])
        return out

    return [number(c) for c in components]


def _embed_response(embed: dict[str, Any], attachments: dict[str, Attachment]) -> dict[str, Any]:
    """The embed as Discord returns it: typed, with attachment:// links resolved to the attachment."""
    out = dict(embed)
    out.setdefault("type", "rich")
    for key in ("image", "thumbnail"):
        media = out.get(key)
        if isinstance(media, dict) and isinstance(media.get("url"), str):
            resolved = dict(media)
            url = media["url"]
            if url.startswith("attachment://") and url[len("attachment://") :] in attachments:
                att = attachments[url[len("attachment://") :]]
                resolved["url"] = att.url
                size = _png_size(att.data)
                if size is not None:
                    resolved["width"], resolved["height"] = size
            resolved.setdefault("proxy_url", resolved["url"])
            out[key] = resolved
    return out


@dataclass(eq=False)
class InteractionRecord:
    """One interaction the fake dispatched, and everything the bot did to answer it.

    Times are ``time.perf_counter()`` values. ``response`` is the message ``@original`` refers to: the
    reply the callback created (types 4 and 5) or, for a component, the message that carried it (types 6
    and 7). ``followups`` are the messages sent through the interaction webhook afterwards.
    """

    id: int
    token: str
    type: int  # 2 application command, 3 component, 4 autocomplete, 5 modal submit
    user: User
    channel: Channel
    guild: Guild | None
    data: dict[str, Any]
    payload: dict[str, Any]
    source_message: Message | None = None
    opened_by: InteractionRecord | None = None  # for a modal submit: the interaction that showed the modal
    dispatched_at: float = 0.0
    callback_at: float | None = None
    callback_type: int | None = None
    callback_body: dict[str, Any] | None = None
    response: Message | None = None
    followups: list[Message] = field(default_factory=list)
    modal: dict[str, Any] | None = None
    autocomplete_choices: list[dict[str, Any]] | None = None
    errors: list[dict[str, Any]] = field(default_factory=list)  # Discord errors the bot got for it
    callback_event: asyncio.Event = field(default_factory=asyncio.Event)

    @property
    def answered(self) -> bool:
        return self.callback_at is not None

    @property
    def response_time(self) -> float | None:
        """Seconds from dispatch to the callback; Discord shows "This interaction failed" after 3."""
        return None if self.callback_at is None else self.callback_at - self.dispatched_at

    @property
    def deferred(self) -> bool:
        return self.callback_type in (5, 6)

    @property
    def ephemeral(self) -> bool:
        return self.response is not None and self.response.ephemeral and self.callback_type in (4, 5)

    @property
    def messages(self) -> list[Message]:
        """The reply (if the callback created one) and the followups, in order."""
        own = [self.response] if self.response is not None and self.callback_type in (4, 5) else []
        return own + list(self.followups)

    @property
    def custom_id(self) -> str | None:
        value = self.data.get("custom_id")
        return value if isinstance(value, str) else None

    async def wait_answered(self, timeout: float = 5.0) -> InteractionRecord:
        try:
            await asyncio.wait_for(self.callback_event.wait(), timeout)
        except TimeoutError:
            raise AssertionError(
                f"the bot did not answer interaction {self.describe()} within {timeout}s"
            ) from None
        return self

    def metadata_payload(self) -> dict[str, Any]:
        """The ``interaction_metadata`` Discord attaches to messages created in answer to this interaction."""
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "user": self.user.payload(),
            "authorizing_integration_owners": self.payload.get("authorizing_integration_owners", {}),
        }
        if self.response is not None and self.callback_type in (4, 5):
            data["original_response_message_id"] = str(self.response.id)
        if self.type == 3 and self.source_message is not None:
            data["interacted_message_id"] = str(self.source_message.id)
        if self.type == 5 and self.opened_by is not None:
            data["triggering_interaction_metadata"] = self.opened_by.metadata_payload()
        return data

    def describe(self) -> str:
        what = {
            2: f"/{self.data.get('name')}",
            3: f"component {self.custom_id!r}",
            5: f"modal {self.custom_id!r}",
        }
        return f"{what.get(self.type, f'type {self.type}')} by {self.user.name} in #{self.channel.name}"

    def __repr__(self) -> str:
        return f"<Interaction {self.id} {self.describe()} callback={self.callback_type}>"


@dataclass(eq=False)
class RequestRecord:
    """One REST call the bot made. ``body`` is the JSON body, or the ``payload_json`` part of a multipart."""

    method: str
    path: str  # relative to /api/v10, as sent
    route: str | None  # the spec's path template, or None if Discord has no such route
    params: dict[str, str]
    query: dict[str, str]
    body: Any
    files: list[tuple[str, str, int]]  # (form field, filename, size)
    started_at: float
    finished_at: float = 0.0
    status: int = 0
    response: Any = None
    interaction: InteractionRecord | None = None
    violations: list[str] = field(default_factory=list)

    @property
    def key(self) -> str:
        return f"{self.method} {self.route or self.path}"

    def __repr__(self) -> str:
        return f"<{self.method} {self.path} -> {self.status}>"


@dataclass(eq=False)
class Problem:
    """Something that should fail the test: a spec violation, an unknown route, a bug inside the fake."""

    kind: (
        str  # "request-violation", "response-violation", "unknown-route", "unimplemented-route", "fake-error"
    )
    request: str
    details: list[str]

    def __str__(self) -> str:
        return f"[{self.kind}] {self.request}: " + "; ".join(self.details)
