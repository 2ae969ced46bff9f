"""``FakeDiscord``: the server on 127.0.0.1 and the async API a test drives it with.

Owns the aiohttp application (REST under ``/api/v10``, the gateway websocket at ``/``, attachment
downloads under ``/attachments``), the request log, the list of problems that must fail a test, and the
test-facing actions: building a world (guilds, channels, threads, users, roles), acting as a user
(slash commands, button clicks, selects, modal submits, autocomplete), waiting for the bot, and reading
back what it did.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import AsyncIterator, Callable, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from typing import Any, TypeVar

import discord
from aiohttp import web

from . import interactions, mentions
from .calls import DiscordError
from .gateway import (
    INTENT_DIRECT_MESSAGES,
    INTENT_GUILD_MESSAGES,
    INTENT_MESSAGE_CONTENT,
    INVALID_SESSION,
    RECONNECT,
    Gateway,
    Session,
    shard_for,
)
from .patching import pointed_at
from .records import (
    InteractionRecord,
    Message,
    Problem,
    RequestRecord,
)
from .rest import RestApi
from .server import HookCallback, HookResult, HttpFront, RequestHook
from .validation import load_spec
from .world import (
    Channel,
    ChannelType,
    Guild,
    Member,
    Overwrite,
    Perm,
    Role,
    SnowflakeFactory,
    User,
    iso,
)

_log = logging.getLogger(__name__)
T = TypeVar("T")


class FakeDiscord:
    """A Discord stand-in for one test. See tests/support/fakediscord/README.md for a walk-through."""

    def __init__(
        self,
        *,
        bot_name: str = "Tabletop Host",
        token: str = "fake-bot-token",
        validate_requests: bool = True,
        validate_responses: bool = False,
        latency: float = 0.0,
        interaction_deadline: float | None = 3.0,
        interaction_token_lifetime: float | None = 900.0,
        rate_limit_messages: int | None = 5,
        rate_limit_window: float = 5.0,
        max_guilds_per_shard: int | None = 2500,
        recommended_shards: int | None = None,
    ) -> None:
        self.snowflake = SnowflakeFactory()
        self.token = token
        self.spec = load_spec()
        # Turning request validation off is only for benchmarks that want the fake's own cost out.
        self.validate_requests = validate_requests
        self.validate_responses = validate_responses
        self.latency = latency  # seconds added to every REST call
        # A callback arriving later than this many seconds gets Discord's 10062 Unknown interaction (None: off).
        self.interaction_deadline = interaction_deadline
        # An interaction's token (its @original and followups) works this many seconds after the interaction,
        # Discord's 15 minutes; later: 401 / 50027 Invalid Webhook Token (None: for ever).
        self.interaction_token_lifetime = interaction_token_lifetime
        # Discord's per-channel message bucket: this many POST /channels/{id}/messages per window (None: off).
        self.rate_limit_messages = rate_limit_messages
        self.rate_limit_window = rate_limit_window
        # Sharding: an IDENTIFY whose shard would hold more guilds than this is closed with 4011 Sharding
        # required (Discord's 2500; None: never). ``recommended_shards`` is GET /gateway/bot's ``shards``
        # (None: one per 1000 guilds, at least one); ``session_start_total`` its daily session starts.
        self.max_guilds_per_shard = max_guilds_per_shard
        self.recommended_shards = recommended_shards
        self.session_start_total = 1000
        self.bot = User(self.snowflake(), bot_name.lower().replace(" ", "-"), bot=True)
        self.application_id = self.bot.id  # new applications share their bot user's id
        self.app_owner = User(self.snowflake(), "app-owner")

        self.users: dict[int, User] = {self.bot.id: self.bot, self.app_owner.id: self.app_owner}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.dm_channels: dict[int, Channel] = {}  # by recipient user id
        self.message_index: dict[int, Message] = {}
        self._channel_messages: dict[int, list[Message]] = {}
        self.pinned_at: dict[int, Any] = {}
        self.commands: dict[int | None, dict[tuple[str, int], dict[str, Any]]] = {}
        self.interactions: list[InteractionRecord] = []
        self.interaction_index: dict[int, InteractionRecord] = {}
        self.token_index: dict[str, InteractionRecord] = {}
        self.requests: list[RequestRecord] = []
        # Every request answered 429; not a problem, since clients wait and retry.
        self.rate_limited: list[RequestRecord] = []
        self.problems: list[Problem] = []
        self.typing: list[tuple[Channel, float]] = []
        self._acknowledged_unanswered: set[int] = set()
        self._background: set[asyncio.Task[Any]] = set()

        self.gateway = Gateway(self)
        self.rest = RestApi(self)
        self.http = HttpFront(self)
        self._changed = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self.port = 0

    # ------------------------------------------------------------------ lifecycle

    async def start(self) -> FakeDiscord:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/", self.gateway.handle)
        app.router.add_get("/attachments/{attachment_id}/{filename}", self.http.serve_attachment)
        app.router.add_route("*", "/api/v10/{tail:.*}", self.http.serve_api)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = int(self._runner.addresses[0][1])
        return self

    async def close(self) -> None:
        """Stop serving. Close the bot first: a connected client would keep trying to reconnect."""
        if self._background:
            await asyncio.gather(*self._background, return_exceptions=True)
        await self.gateway.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        """What ``discord.http.Route.BASE`` (or the bot's DISCORD_API_BASE_URL) must be set to."""
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        """What ``DiscordWebSocket.DEFAULT_GATEWAY`` (or the bot's DISCORD_GATEWAY_URL) must be set to."""
        return f"ws://127.0.0.1:{self.port}/"

    @contextmanager
    def patch_discord(self) -> Iterator[None]:
        """Point discord.py at this fake for the duration of the ``with`` block."""
        with pointed_at(self.api_base, self.gateway_url):
            yield

    # ------------------------------------------------------------------ building the world

    def add_user(
        self,
        name: str,
        *,
        guilds: Iterable[Guild] | None = None,
        roles: Sequence[Role] = (),
        dms_open: bool = True,
        bot: bool = False,
    ) -> User:
        """A user; a member of ``guilds`` (default: every guild so far) with ``roles`` where they belong."""
        user = User(self.snowflake(), name, bot=bot, dms_open=dms_open)
        self.users[user.id] = user
        for guild in list(self.guilds.values()) if guilds is None else guilds:
            self.add_member(guild, user, roles=[r for r in roles if r.guild is guild])
        return user

    def add_member(self, guild: Guild, user: User, *, roles: Sequence[Role] = ()) -> Member:
        member = guild.members.get(user.id)
        if member is None:
            member = guild.members[user.id] = Member(user, guild, list(roles))
        else:
            member.roles.extend(r for r in roles if r not in member.roles)
        return member

    def add_guild(
        self,
        name: str = "Test Server",
        *,
        owner: User | None = None,
        everyone_permissions: int = Perm.EVERYONE_DEFAULT,
        bot_permissions: int = Perm.BOT_DEFAULT,
        shard: tuple[int, int] | None = None,
    ) -> Guild:
        """A guild the bot is in, with an owner, @everyone and the bot's managed role.

        ``shard=(shard_id, num_shards)`` picks an id on that shard (``(id >> 22) % num_shards == shard_id``),
        so its events go to the session that identified with that shard."""
        owner = owner or self.add_user(f"owner{len(self.guilds) + 1}", guilds=())
        guild_id = self.snowflake() if shard is None else self.snowflake.on_shard(*shard)
        guild = Guild(guild_id, name, owner)
        guild.roles[guild.id] = Role(guild.id, guild, "@everyone", everyone_permissions, position=0)
        bot_role = Role(self.snowflake(), guild, self.bot.name, bot_permissions, position=1, managed=True)
        guild.roles[bot_role.id] = bot_role
        self.guilds[guild.id] = guild
        self.add_member(guild, owner)
        self.add_member(guild, self.bot, roles=[bot_role])
        self._later(self.gateway.dispatch("GUILD_CREATE", self.guild_create_payload(guild)))
        return guild

    def add_role(self, guild: Guild, name: str, permissions: int = 0) -> Role:
        role = Role(self.snowflake(), guild, name, permissions, position=len(guild.roles))
        guild.roles[role.id] = role
        self._later(
            self.gateway.dispatch("GUILD_ROLE_CREATE", {"guild_id": str(guild.id), "role": role.payload()})
        )
        return role

    def add_text_channel(self, guild: Guild, name: str, *, overwrites: Sequence[Overwrite] = ()) -> Channel:
        channel = Channel(
            self.snowflake(),
            ChannelType.GUILD_TEXT,
            name,
            guild=guild,
            overwrites=list(overwrites),
            position=len(guild.channels),
        )
        self._register_channel(channel)
        self._later(self.gateway.dispatch("CHANNEL_CREATE", self.channel_payload(channel)))
        return channel

    def add_thread(
        self,
        channel: Channel,
        name: str,
        *,
        owner: User | None = None,
        private: bool = False,
        members: Iterable[User] = (),
        thread_id: int | None = None,
        auto_archive_duration: int = 1440,
    ) -> Channel:
        assert channel.guild is not None and not channel.is_thread, "threads live in guild text channels"
        owner = owner or channel.guild.owner
        thread = Channel(
            thread_id or self.snowflake(),
            ChannelType.PRIVATE_THREAD if private else ChannelType.PUBLIC_THREAD,
            name,
            guild=channel.guild,
            parent=channel,
            owner=owner,
            thread_members={owner.id, *(u.id for u in members)},
            auto_archive_duration=auto_archive_duration,
        )
        self._register_channel(thread)
        payload = {**self.channel_payload(thread), "newly_created": True}
        self._later(self.gateway.dispatch("THREAD_CREATE", payload))
        return thread

    def set_overwrite(self, channel: Channel, target: Role | User, *, allow: int = 0, deny: int = 0) -> None:
        """Set a permission overwrite on a channel (replacing the target's previous one)."""
        channel.overwrites = [o for o in channel.overwrites if o.target is not target]
        channel.overwrites.append(Overwrite(target, allow, deny))
        self._later(self.gateway.dispatch("CHANNEL_UPDATE", self.channel_payload(channel)))

    def close_dms(self, user: User) -> None:
        """From now on the bot's DMs to ``user`` fail with 403 / 50007, as with "Allow DMs" switched off."""
        user.dms_open = False

    def open_dms(self, user: User) -> None:
        user.dms_open = True

    def _register_channel(self, channel: Channel) -> None:
        self.channels[channel.id] = channel
        self._channel_messages[channel.id] = []
        if channel.guild is not None:
            channel.guild.channels.append(channel)

    def dm_channel(self, user: User) -> Channel:
        """The DM channel between the bot and ``user`` (created if neither side has opened it yet)."""
        channel = self.dm_channel_for(user, create=True)
        assert channel is not None
        return channel

    def dm_channel_for(self, user: User, *, create: bool = False) -> Channel | None:
        channel = self.dm_channels.get(user.id)
        if channel is None and create:
            channel = Channel(self.snowflake(), ChannelType.DM, f"dm-{user.name}", recipient=user)
            self.dm_channels[user.id] = channel
            self._register_channel(channel)
        return channel

    def bot_guilds(self) -> list[Guild]:
        return [g for g in self.guilds.values() if self.bot.id in g.members]

    # ------------------------------------------------------------------ sharding

    @staticmethod
    def shard_of(guild: Guild | int, num_shards: int) -> int:
        """The shard id that gets ``guild``'s events when the bot runs ``num_shards`` shards."""
        return shard_for(guild if isinstance(guild, int) else guild.id, num_shards)

    def recommended_shard_count(self) -> int:
        """GET /gateway/bot's ``shards``: ``recommended_shards`` if set, else one per 1000 guilds (at least 1)."""
        if self.recommended_shards is not None:
            return self.recommended_shards
        return max(1, -(-len(self.bot_guilds()) // 1000))

    def shard_sessions(self, shard_id: int, num_shards: int | None = None) -> list[Session]:
        """Every gateway session that identified as ``shard_id`` (of ``num_shards``), oldest first; a session
        that sent no ``shard`` counts as shard 0 of 1. ``session.shard`` is its ``(shard_id, num_shards)``."""
        return self.gateway.shard_sessions(shard_id, num_shards)

    def _later(self, coro: Any) -> None:
        """Run a gateway dispatch soon; setup methods stay synchronous and work before the bot connects."""
        if self.gateway.resumable_sessions:
            task = asyncio.get_running_loop().create_task(coro)
            self._background.add(task)
            task.add_done_callback(self._background.discard)
        else:
            coro.close()

    # ------------------------------------------------------------------ payloads

    def channel_payload(self, channel: Channel) -> dict[str, Any]:
        messages = self._channel_messages.get(channel.id) or []
        return channel.payload(messages[-1].id if messages else None)

    def guild_create_payload(self, guild: Guild) -> dict[str, Any]:
        bot_member = guild.members[self.bot.id]
        return {
            **guild.payload(),
            "joined_at": iso(bot_member.joined_at),
            "large": False,
            "unavailable": False,
            "member_count": len(guild.members),
            # Without the privileged members intent Discord sends only the bot's own member.
            "members": [bot_member.payload()],
            "channels": [self.channel_payload(c) for c in guild.channels if not c.is_thread],
            "threads": [self.channel_payload(c) for c in guild.channels if c.is_thread and not c.archived],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "embedded_activities": [],
        }

    def command_payload(self, stored: dict[str, Any]) -> dict[str, Any]:
        body = stored["body"]
        perms = body.get("default_member_permissions")
        data: dict[str, Any] = {
            "id": str(stored["id"]),
            "application_id": str(self.application_id),
            "version": str(stored["version"]),
            "type": int(body.get("type") or 1),
            "name": body["name"],
            "name_localizations": body.get("name_localizations"),
            "description": body.get("description") or "",
            "description_localizations": body.get("description_localizations"),
            "default_member_permissions": None if perms is None else str(perms),
            "dm_permission": body.get("dm_permission", True),
            "contexts": body.get("contexts"),
            "integration_types": body.get("integration_types") or [0],
            "nsfw": bool(body.get("nsfw")),
        }
        if body.get("options"):
            data["options"] = body["options"]
        if stored["guild_id"] is not None:
            data["guild_id"] = str(stored["guild_id"])
        return data

    # ------------------------------------------------------------------ messages

    def store_message(self, *, channel: Channel, author: User, **fields: Any) -> Message:
        message = Message(self.snowflake(), channel, author, **fields)
        self.message_index[message.id] = message
        self._channel_messages[channel.id].append(message)
        self.notify()
        return message

    def record_notifications(self, message: Message, allowed_mentions: Any) -> None:
        """Whom a message the bot just sent notifies, honouring its ``allowed_mentions`` (``mentions``)."""
        message.notified = mentions.notified(
            self.users, message.channel, message.content, allowed_mentions, message.flags, self.bot
        )
        self.notify()

    def notifications(self, user: User, since: int = 0) -> list[Message]:
        """The bot's messages that notified ``user`` (a ping in a channel, or a DM), oldest first; deleted
        ones too, since the notification came all the same. ``since``: only messages with a greater id."""
        found = [m for m in self.message_index.values() if user in m.notified and m.id > since]
        return sorted(found, key=lambda m: m.id)

    async def delete_message(self, message: Message) -> None:
        message.deleted = True
        if not message.ephemeral:
            data = {"id": str(message.id), "channel_id": str(message.channel.id)}
            if message.channel.guild is not None:
                data["guild_id"] = str(message.channel.guild.id)
            await self.gateway.dispatch("MESSAGE_DELETE", data, intent=self._message_intent(message.channel))
        self.notify()

    def _message_intent(self, channel: Channel) -> int:
        return INTENT_DIRECT_MESSAGES if channel.is_dm else INTENT_GUILD_MESSAGES

    async def dispatch_message(self, event: str, message: Message, nonce: str | int | None = None) -> None:
        """MESSAGE_CREATE / MESSAGE_UPDATE to the bot, as Discord sends for messages in its channels; a
        MESSAGE_CREATE echoes the ``nonce`` the message was sent with, as Discord does."""
        if message.ephemeral:
            return
        data = message.payload(with_guild=True)
        if nonce is not None:
            data["nonce"] = nonce
        if message.channel.guild is not None and message.author.id in message.channel.guild.members:
            data["member"] = message.channel.guild.members[message.author.id].payload(with_user=False)

        def shape(session: Session, payload: dict[str, Any]) -> dict[str, Any]:
            if message.author is not self.bot and not session.intents & INTENT_MESSAGE_CONTENT:
                # Without the privileged message content intent a bot sees other people's messages empty.
                return {**payload, "content": "", "embeds": [], "attachments": [], "components": []}
            return payload

        await self.gateway.dispatch(event, data, intent=self._message_intent(message.channel), shape=shape)

    async def say(self, user: User, channel: Channel, content: str) -> Message:
        """A user posts an ordinary message (the bot gets MESSAGE_CREATE, content blank without the intent)."""
        if not channel.can_view(user):
            raise PermissionError(f"{user.name} cannot see #{channel.name}")
        message = self.store_message(channel=channel, author=user, content=content)
        await self.dispatch_message("MESSAGE_CREATE", message)
        return message

    def channel_messages(self, channel: Channel) -> list[Message]:
        return [m for m in self._channel_messages.get(channel.id, []) if not m.deleted]

    def messages(
        self, channel: Channel, *, include_ephemeral: bool = True, include_deleted: bool = False
    ) -> list[Message]:
        """Messages in a channel, oldest first."""
        out = self._channel_messages.get(channel.id, [])
        return [
            m for m in out if (include_deleted or not m.deleted) and (include_ephemeral or not m.ephemeral)
        ]

    def last_message(self, channel: Channel) -> Message | None:
        found = self.messages(channel, include_ephemeral=False)
        return found[-1] if found else None

    def dms(self, user: User) -> list[Message]:
        """What the bot has successfully sent ``user`` by DM (and anything answered inside that DM)."""
        channel = self.dm_channels.get(user.id)
        return [] if channel is None else self.messages(channel)

    def message(self, message_id: int) -> Message:
        return self.message_index[message_id]

    def all_messages(self) -> list[Message]:
        return [m for m in self.message_index.values() if not m.deleted]

    def public_messages(self) -> list[Message]:
        """Messages everyone in a guild channel can read: not deleted, not ephemeral, not in a DM."""
        return [m for m in self.all_messages() if not m.ephemeral and not m.in_dm]

    def visible_messages(self, user: User, channel: Channel | None = None) -> list[Message]:
        pool = self.all_messages() if channel is None else self.messages(channel)
        return [m for m in pool if m.can_see(user)]

    # ------------------------------------------------------------------ acting as a user

    def command(self, name: str, guild: Guild | None = None, *, type: int = 1) -> dict[str, Any]:
        """The registered command a user in ``guild`` would get under ``name`` (guild commands first):
        ``{"id", "guild_id", "version", "body"}``, where ``body`` is what the bot sent."""
        return interactions.find_command(self.commands, name, None if guild is None else guild.id, type)

    async def slash(
        self,
        user: User,
        channel: Channel,
        name: str,
        path: Sequence[str] = (),
        options: dict[str, Any] | None = None,
        *,
        wait: bool = True,
        timeout: float = 5.0,
    ) -> InteractionRecord:
        """Run ``/name path... option:value`` as ``user`` in ``channel`` (a guild channel, thread or DM).

        The command must be one the bot registered, ``options`` must fit its options (names, types,
        choices, limits, required ones present) and the user must be allowed to see it, or this raises
        before anything is sent, the way Discord's client would refuse. With ``wait`` it returns once the
        bot has acknowledged the interaction.
        """
        stored = self.command(name, channel.guild)
        interactions.check_command_access(user, channel, stored["body"])
        data = interactions.command_data(self, stored, path, options or {}, channel)
        return await self._interact(2, user, channel, data, None, wait=wait, timeout=timeout)

    async def autocomplete(
        self,
        user: User,
        channel: Channel,
        name: str,
        path: Sequence[str],
        options: dict[str, Any],
        focused: str,
        *,
        wait: bool = True,
        timeout: float = 5.0,
    ) -> InteractionRecord:
        """Type into option ``focused`` (its partial text in ``options``); the bot's choices land in
        ``record.autocomplete_choices``."""
        stored = self.command(name, channel.guild)
        interactions.check_command_access(user, channel, stored["body"])
        data = interactions.command_data(self, stored, path, options, channel, focused=focused)
        return await self._interact(4, user, channel, data, None, wait=wait, timeout=timeout)

    async def click(
        self,
        user: User,
        message: Message,
        custom_id: str,
        *,
        check: bool = True,
        wait: bool = True,
        timeout: float = 5.0,
    ) -> InteractionRecord:
        """Press the button ``custom_id`` on ``message`` as ``user``.

        With ``check`` (the default) the button must be on the message, enabled, and the message visible to
        the user, as in a real client. ``check=False`` sends the click anyway: a forged or stale custom id.
        """
        data = interactions.button_data(user, message, custom_id, check=check)
        return await self._interact(3, user, message.channel, data, message, wait=wait, timeout=timeout)

    async def select(
        self,
        user: User,
        message: Message,
        custom_id: str,
        values: Sequence[str | User | Role | Channel],
        *,
        check: bool = True,
        wait: bool = True,
        timeout: float = 5.0,
    ) -> InteractionRecord:
        """Choose ``values`` in the select menu ``custom_id`` (string values, or users/roles/channels for
        the entity selects). ``check=False`` skips the client-side checks, as for ``click``."""
        data = interactions.select_data(self, user, message, custom_id, values, check=check)
        return await self._interact(3, user, message.channel, data, message, wait=wait, timeout=timeout)

    async def submit_modal(
        self,
        user: User,
        opened_by: InteractionRecord,
        values: dict[str, str | Sequence[str]],
        *,
        wait: bool = True,
        timeout: float = 5.0,
    ) -> InteractionRecord:
        """Fill in and submit the modal the bot showed in answer to ``opened_by``.

        ``values`` maps each text input's custom id to its text (or a select's custom id to its values).
        """
        if opened_by.modal is None:
            raise LookupError(f"the bot did not answer {opened_by.describe()} with a modal")
        data = interactions.modal_submit_data(opened_by.modal, values)
        source = opened_by.source_message
        return await self._interact(
            5, user, opened_by.channel, data, source, wait=wait, timeout=timeout, opened_by=opened_by
        )

    async def _interact(
        self,
        kind: int,
        user: User,
        channel: Channel,
        data: dict[str, Any],
        source: Message | None,
        *,
        wait: bool,
        timeout: float,
        opened_by: InteractionRecord | None = None,
    ) -> InteractionRecord:
        interactions.check_in_channel(user, channel)
        if not self.gateway.resumable_sessions:
            raise RuntimeError("no bot is connected to the fake gateway")
        interaction_id = self.snowflake()
        token = "aW50ZXJhY3Rpb24" + secrets.token_urlsafe(48)
        payload = interactions.interaction_payload(
            self,
            interaction_id=interaction_id,
            token=token,
            kind=kind,
            user=user,
            channel=channel,
            data=data,
            source=source,
        )
        record = InteractionRecord(
            id=interaction_id,
            token=token,
            type=kind,
            user=user,
            channel=channel,
            guild=channel.guild,
            data=data,
            payload=payload,
            source_message=source,
            opened_by=opened_by,
        )
        self.interactions.append(record)
        self.interaction_index[interaction_id] = record
        self.token_index[token] = record
        record.dispatched_at = time.perf_counter()
        await self.gateway.dispatch("INTERACTION_CREATE", payload)
        self.notify()
        if wait:
            await record.wait_answered(timeout)
        return record

    # ------------------------------------------------------------------ waiting and checking

    def notify(self) -> None:
        """Wake everything waiting in ``wait_for``; called after every change to the world."""
        self._changed.set()
        self._changed = asyncio.Event()

    async def wait_for(
        self, predicate: Callable[[], T | None], timeout: float = 5.0, what: str | None = None
    ) -> T:
        """Wait until ``predicate()`` is truthy (checked after every change) and return its value: never
        None, so a predicate that returns ``Message | None`` gives a ``Message``."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            result = predicate()
            if result:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                recent = ", ".join(repr(r) for r in self.requests[-8:])
                raise AssertionError(
                    f"timed out after {timeout}s waiting for {what or predicate}; last requests: {recent}"
                )
            try:
                await asyncio.wait_for(self._changed.wait(), remaining)
            except TimeoutError:
                pass

    @asynccontextmanager
    async def running(self, client: discord.Client) -> AsyncIterator[None]:
        """Run ``client`` against the fake until the block ends: started with the fake's token, connected
        and ready on entry (a failed start raises here), closed and its socket gone on exit."""
        # Sockets already open belong to other clients (another shard's), which stay connected.
        others = set(self.gateway.connections)
        task = asyncio.create_task(client.start(self.token))
        try:
            connected = asyncio.create_task(self.wait_until_connected())
            done, _ = await asyncio.wait({task, connected}, return_when=asyncio.FIRST_COMPLETED)
            if task in done:
                connected.cancel()
                task.result()
            await connected
            # Until READY's guilds are in, discord.py keeps a task that close() does not cancel; waiting
            # for ready (fast with guild_ready_timeout=0.05) keeps teardown free of leaked tasks.
            await asyncio.wait_for(client.wait_until_ready(), 10)
            yield
        finally:
            await client.close()
            await task
            await self.wait_for(
                lambda: not self.gateway.connections - others, what="the client's sockets to close"
            )

    async def wait_until_connected(self, timeout: float = 10.0, *, sessions: int = 1) -> None:
        """Until ``sessions`` gateway sessions (one per shard) have identified (or resumed) and received
        READY and every GUILD_CREATE."""
        await self.wait_for(
            lambda: len(self.gateway.live_sessions) >= sessions,
            timeout,
            f"{sessions} gateway session(s) to connect",
        )

    async def request_reconnect(self) -> None:
        """Send opcode 7 RECONNECT: the client drops the socket and resumes its session."""
        await self.gateway.send_op(RECONNECT)

    async def invalidate_sessions(self) -> None:
        """Send opcode 9 INVALID_SESSION (not resumable): the client must identify again."""
        for session in self.gateway.sessions:
            session.ended = True
        await self.gateway.send_op(INVALID_SESSION, False)

    async def drop_connections(self) -> None:
        """Cut every gateway socket as a network failure would; sessions stay resumable."""
        await self.gateway.drop()

    def unanswered(self) -> list[InteractionRecord]:
        """Interactions the bot never acknowledged: Discord would show "This interaction failed"."""
        return [i for i in self.interactions if not i.answered and i.id not in self._acknowledged_unanswered]

    def take_unanswered(self) -> list[InteractionRecord]:
        """Return the unanswered interactions and stop reporting them (for tests that expect them)."""
        found = self.unanswered()
        self._acknowledged_unanswered.update(i.id for i in found)
        return found

    def record_problem(self, kind: str, request: str, details: list[str]) -> None:
        self.problems.append(Problem(kind, request, details))
        self.notify()

    def take_problems(self, kind: str | None = None) -> list[Problem]:
        """Return the recorded problems (of one kind) and forget them, for tests that cause them on purpose."""
        taken = [p for p in self.problems if kind is None or p.kind == kind]
        self.problems = [p for p in self.problems if p not in taken]
        return taken

    async def check(self, *, answer_timeout: float = 5.0) -> None:
        """Fail (AssertionError) on any problem: spec violations, unknown routes, errors inside the fake,
        or interactions still unanswered after ``answer_timeout`` seconds. Call at the end of every test."""
        try:
            await self.wait_for(
                lambda: not self.unanswered(), answer_timeout, "every interaction to be answered"
            )
        except AssertionError:
            pass
        lines = [str(p) for p in self.problems]
        lines += [f"[unanswered] {i.describe()}" for i in self.unanswered()]
        if lines:
            raise AssertionError("fake Discord saw problems:\n  " + "\n  ".join(lines))

    def requests_for(
        self, route: str | None = None, *, method: str | None = None, since: int = 0
    ) -> list[RequestRecord]:
        """Logged REST calls from index ``since`` on, filtered by spec route template and/or method."""
        return [
            r
            for r in self.requests[since:]
            if (route is None or r.route == route) and (method is None or r.method == method)
        ]

    def use_up_rate_limit(self, channel: Channel, leave: int = 0) -> None:
        """Fill the channel's message bucket now but for ``leave`` messages, as another process of the bot
        (or another bot on the token) would have: the ``POST /channels/{id}/messages`` after those gets
        429 until the window ends."""
        self.http.rate_limit.use_up(str(channel.id), leave)

    def fail_next(
        self,
        method: str,
        route: str,
        *,
        status: int,
        code: int = 0,
        message: str = "",
        times: int = 1,
        retry_after: float = 1.0,
        only: Callable[[RequestRecord], bool] | None = None,
    ) -> None:
        """Answer the next ``times`` calls to ``METHOD route`` (a spec template; ``only``: those calls of it
        it is true of, for example one channel's) with a Discord error; a 429 comes as Discord sends one,
        asking to retry after ``retry_after`` seconds."""
        error = (
            DiscordError.rate_limited(retry_after)
            if status == 429
            else DiscordError(status, code, message or f"{status} error")
        )
        self.http.injected.append((method.upper(), route, error, [times], only))

    def hang_next(self, route_key: str, seconds: float, *, times: int = 1) -> RequestHook:
        """The next ``times`` calls to ``route_key`` (``"POST /channels/{channel_id}/messages"``) get no
        answer for ``seconds``, then the connection closes, as a timeout on the way to Discord would."""

        async def hang(record: RequestRecord) -> HookResult:
            await asyncio.sleep(seconds)
            return HookResult.DROP

        return self.before_request(route_key, hang, times=times)

    def before_request(
        self,
        predicate: str | Callable[[RequestRecord], bool],
        callback: HookCallback,
        *,
        times: int | None = None,
    ) -> RequestHook:
        """Run ``callback(record)`` (sync or async) when a REST call matching ``predicate`` arrives, before
        the fake does anything with it; the callback's ``HookResult.DROP`` makes the fake close the
        connection without answering, ``None`` lets the request through. For crash tests: kill the bot's
        process at exactly the request that matters.

        ``predicate`` is a route key (``"POST /channels/{channel_id}/messages"``, the ``record.key`` of the
        request) or a function of the ``RequestRecord`` (method, path, route, params, query, body and files
        are set). ``times`` limits how often the hook fires; ``hook.remove()`` stops it; ``hook.seen``
        lists the requests it fired on.
        """
        matches: Callable[[RequestRecord], bool]
        if isinstance(predicate, str):
            route_key = predicate
            matches = lambda record: record.key == route_key  # noqa: E731
        else:
            matches = predicate
        hook = RequestHook(matches, callback, times)
        self.http.hooks.append(hook)
        return hook
