"""The fake REST API for bot-token routes: users, the application, commands, guilds, channels, messages.

Owns what each of these routes does to the in-memory world and which Discord error it answers with
(10003 Unknown Channel, 10008 Unknown Message, 50001 Missing Access, 50005 editing another's message,
50007 Cannot send messages to this user, 50013 Missing Permissions...). Handlers are keyed by the spec's
own ``METHOD /path/{template}``, so routing, validation and the "route exists but the fake does not
implement it" check all come from one table. The interaction-token routes live in ``webhooks.py``.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from .calls import (
    SENDABLE_FLAGS,
    Call,
    DiscordError,
    Handler,
    apply_edit,
    has_content,
    message_fields,
    missing_permissions,
    unknown_channel,
    unknown_message,
)
from .records import Message
from .rules import FormError, command_errors
from .webhooks import InteractionRoutes
from .world import Channel, ChannelType, Guild, Perm, iso, now

if TYPE_CHECKING:
    from .fake import FakeDiscord


NONCE_WINDOW = 300.0  # seconds; Discord says "the past few minutes"


class RestApi:
    """Route handlers over the fake's state."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        # (channel id, nonce) -> (message, when): messages sent with a nonce, for ``enforce_nonce``
        self.nonces: dict[tuple[int, str], tuple[Message, float]] = {}
        h = self
        self.token_routes = InteractionRoutes(fake)
        self.handlers: dict[str, Handler] = {
            **self.token_routes.handlers,
            "GET /users/@me": h.get_me,
            "GET /users/{user_id}": h.get_user,
            "GET /oauth2/applications/@me": h.get_application,
            "GET /applications/@me": h.get_application,
            "GET /gateway": h.get_gateway,
            "GET /gateway/bot": h.get_bot_gateway,
            "GET /applications/{application_id}/commands": h.list_commands,
            "PUT /applications/{application_id}/commands": h.overwrite_commands,
            "POST /applications/{application_id}/commands": h.create_command,
            "GET /applications/{application_id}/commands/{command_id}": h.get_command,
            "PATCH /applications/{application_id}/commands/{command_id}": h.edit_command,
            "DELETE /applications/{application_id}/commands/{command_id}": h.delete_command,
            "GET /applications/{application_id}/guilds/{guild_id}/commands": h.list_commands,
            "PUT /applications/{application_id}/guilds/{guild_id}/commands": h.overwrite_commands,
            "POST /applications/{application_id}/guilds/{guild_id}/commands": h.create_command,
            "GET /applications/{application_id}/guilds/{guild_id}/commands/{command_id}": h.get_command,
            "PATCH /applications/{application_id}/guilds/{guild_id}/commands/{command_id}": h.edit_command,
            "DELETE /applications/{application_id}/guilds/{guild_id}/commands/{command_id}": h.delete_command,
            "GET /guilds/{guild_id}": h.get_guild,
            "GET /guilds/{guild_id}/channels": h.get_guild_channels,
            "GET /guilds/{guild_id}/roles": h.get_guild_roles,
            "GET /guilds/{guild_id}/members/{user_id}": h.get_member,
            "GET /channels/{channel_id}": h.get_channel,
            "POST /users/@me/channels": h.open_dm,
            "POST /channels/{channel_id}/typing": h.typing,
            "GET /channels/{channel_id}/messages": h.list_messages,
            "POST /channels/{channel_id}/messages": h.create_message,
            "GET /channels/{channel_id}/messages/{message_id}": h.get_message,
            "PATCH /channels/{channel_id}/messages/{message_id}": h.edit_message,
            "DELETE /channels/{channel_id}/messages/{message_id}": h.delete_message,
            "GET /channels/{channel_id}/messages/pins": h.list_pins,
            "PUT /channels/{channel_id}/messages/pins/{message_id}": h.pin,
            "DELETE /channels/{channel_id}/messages/pins/{message_id}": h.unpin,
            "GET /channels/{channel_id}/pins": h.list_pins_legacy,
            "PUT /channels/{channel_id}/pins/{message_id}": h.pin,
            "DELETE /channels/{channel_id}/pins/{message_id}": h.unpin,
            "POST /channels/{channel_id}/threads": h.create_thread,
            "POST /channels/{channel_id}/messages/{message_id}/threads": h.create_thread_from_message,
            "PUT /channels/{channel_id}/thread-members/{user_id}": h.add_thread_member,
            "PUT /channels/{channel_id}/thread-members/@me": h.add_thread_member,
        }

    # ------------------------------------------------------------------ users, application, gateway

    async def get_me(self, call: Call) -> tuple[int, Any]:
        return 200, {
            **self.fake.bot.payload(),
            "mfa_enabled": False,
            "locale": "en-US",
            "verified": True,
            "email": None,
            "premium_type": 0,
        }

    async def get_user(self, call: Call) -> tuple[int, Any]:
        user = self.fake.users.get(call.snowflake("user_id"))
        if user is None:
            raise DiscordError(404, 10013, "Unknown User")
        return 200, user.payload()

    async def get_application(self, call: Call) -> tuple[int, Any]:
        fake = self.fake
        return 200, {
            "id": str(fake.application_id),
            "name": fake.bot.name,
            "icon": None,
            "description": "",
            "type": None,
            "bot": fake.bot.payload(),
            "bot_public": True,
            "bot_require_code_grant": False,
            "verify_key": "0" * 64,
            "flags": 0,
            "flags_new": "0",
            "redirect_uris": [],
            "interactions_endpoint_url": None,
            "role_connections_verification_url": None,
            "owner": fake.app_owner.payload(),
            "approximate_guild_count": len(fake.guilds),
            "approximate_user_install_count": 0,
            "approximate_user_authorization_count": 0,
            "explicit_content_filter": 0,
            "team": None,
            "eligible_oauth2_scopes": [],
        }

    async def get_gateway(self, call: Call) -> tuple[int, Any]:
        return 200, {"url": self.fake.gateway_url.rstrip("/")}

    async def get_bot_gateway(self, call: Call) -> tuple[int, Any]:
        fake = self.fake
        return 200, {
            "url": fake.gateway_url.rstrip("/"),
            "shards": fake.recommended_shard_count(),
            "session_start_limit": fake.gateway.session_start_limit(fake.session_start_total),
        }

    # ------------------------------------------------------------------ application commands

    def _command_scope(self, call: Call) -> int | None:
        if call.snowflake("application_id") != self.fake.application_id:
            raise DiscordError(403, 50001, "Missing Access")
        if "guild_id" not in call.params:
            return None
        guild_id = call.snowflake("guild_id")
        if guild_id not in self.fake.guilds:
            raise DiscordError(403, 50001, "Missing Access")
        return guild_id

    async def list_commands(self, call: Call) -> tuple[int, Any]:
        scope = self._command_scope(call)
        return 200, [self.fake.command_payload(c) for c in self.fake.commands.get(scope, {}).values()]

    async def overwrite_commands(self, call: Call) -> tuple[int, Any]:
        scope = self._command_scope(call)
        old = self.fake.commands.get(scope, {})
        new: dict[tuple[str, int], dict[str, Any]] = {}
        _check_commands(list(call.body or []))
        for body in call.body or []:
            key = (body["name"], int(body.get("type") or 1))
            if key in new:
                raise DiscordError.invalid_form(
                    [f"{len(new)}/name: Application command names must be unique"]
                )
            new[key] = self._store_command(body, scope, old.get(key))
        self.fake.commands[scope] = new
        self.fake.notify()
        return 200, [self.fake.command_payload(c) for c in new.values()]

    async def create_command(self, call: Call) -> tuple[int, Any]:
        scope = self._command_scope(call)
        commands = self.fake.commands.setdefault(scope, {})
        key = (call.body["name"], int(call.body.get("type") or 1))
        _check_commands([call.body], bulk=False)
        existed = key in commands
        commands[key] = self._store_command(call.body, scope, commands.get(key))
        self.fake.notify()
        return (200 if existed else 201), self.fake.command_payload(commands[key])

    def _find_command(self, call: Call) -> tuple[dict[tuple[str, int], dict[str, Any]], tuple[str, int]]:
        scope = self._command_scope(call)
        commands = self.fake.commands.get(scope, {})
        wanted = call.snowflake("command_id")
        for key, command in commands.items():
            if command["id"] == wanted:
                return commands, key
        raise DiscordError(404, 10063, "Unknown application command")

    async def get_command(self, call: Call) -> tuple[int, Any]:
        commands, key = self._find_command(call)
        return 200, self.fake.command_payload(commands[key])

    async def edit_command(self, call: Call) -> tuple[int, Any]:
        commands, key = self._find_command(call)
        merged = {**commands[key]["body"], **call.body}
        _check_commands([merged], bulk=False)
        stored = self._store_command(merged, commands[key]["guild_id"], commands[key])
        del commands[key]
        commands[(stored["body"]["name"], int(stored["body"].get("type") or 1))] = stored
        self.fake.notify()
        return 200, self.fake.command_payload(stored)

    async def delete_command(self, call: Call) -> tuple[int, Any]:
        commands, key = self._find_command(call)
        del commands[key]
        self.fake.notify()
        return 204, None

    def _store_command(
        self, body: dict[str, Any], scope: int | None, previous: dict[str, Any] | None
    ) -> dict[str, Any]:
        # Discord keeps a command's id when an overwrite re-sends a command of the same name and type.
        command_id = previous["id"] if previous else self.fake.snowflake()
        return {"id": command_id, "guild_id": scope, "body": dict(body), "version": self.fake.snowflake()}

    # ------------------------------------------------------------------ guilds and channels

    def _guild(self, call: Call) -> Guild:
        guild = self.fake.guilds.get(call.snowflake("guild_id"))
        if guild is None or self.fake.bot.id not in guild.members:
            raise DiscordError(404, 10004, "Unknown Guild")
        return guild

    async def get_guild(self, call: Call) -> tuple[int, Any]:
        guild = self._guild(call)
        payload = guild.payload()
        # resources/guild#get-guild: with_counts=true adds the approximate member and presence counts
        # (the fake counts every member, the bot included, as Discord does, and nobody as online).
        if call.query.get("with_counts", "").lower() in ("true", "1"):
            payload["approximate_member_count"] = len(guild.members)
            payload["approximate_presence_count"] = 0
        return 200, payload

    async def get_guild_channels(self, call: Call) -> tuple[int, Any]:
        guild = self._guild(call)
        return 200, [self.fake.channel_payload(c) for c in guild.channels if not c.is_thread]

    async def get_guild_roles(self, call: Call) -> tuple[int, Any]:
        return 200, [r.payload() for r in self._guild(call).roles.values()]

    async def get_member(self, call: Call) -> tuple[int, Any]:
        guild = self._guild(call)
        member = guild.members.get(call.snowflake("user_id"))
        if member is None:
            raise DiscordError(404, 10007, "Unknown Member")
        return 200, member.payload()

    def _channel(self, call: Call) -> Channel:
        channel = self.fake.channels.get(call.snowflake("channel_id"))
        if channel is None:
            raise unknown_channel()
        if not channel.is_dm and not channel.can_view(self.fake.bot):
            raise DiscordError(403, 50001, "Missing Access")
        return channel

    async def get_channel(self, call: Call) -> tuple[int, Any]:
        return 200, self.fake.channel_payload(self._channel(call))

    async def open_dm(self, call: Call) -> tuple[int, Any]:
        recipient = call.body.get("recipient_id") if isinstance(call.body, dict) else None
        user = self.fake.users.get(int(recipient)) if recipient is not None else None
        if user is None:
            raise DiscordError(
                400,
                50035,
                "Invalid Form Body",
                {"recipient_id": {"_errors": [{"code": "USER_UNKNOWN", "message": "Unknown user"}]}},
            )
        # Opening a DM works even when the user does not accept DMs; sending into it is what fails.
        return 200, self.fake.channel_payload(self.fake.dm_channel(user))

    async def typing(self, call: Call) -> tuple[int, Any]:
        channel = self._channel(call)
        self.fake.typing.append((channel, time.perf_counter()))
        return 204, None

    async def create_thread(self, call: Call) -> tuple[int, Any]:
        channel = self._channel(call)
        body = call.body or {}
        # "Start Thread without Message": the spec checks the name (1-100) and auto_archive_duration (60,
        # 1440, 4320 or 10080 minutes); type defaults to a private thread in API v10.
        private = int(body.get("type") or ChannelType.PRIVATE_THREAD) == ChannelType.PRIVATE_THREAD
        if channel.is_dm or channel.is_thread:
            # No thread in a thread or a DM (openclaw/openclaw#20613 shows Discord's answer).
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        needed = Perm.CREATE_PRIVATE_THREADS if private else Perm.CREATE_PUBLIC_THREADS
        if not channel.permissions_for(self.fake.bot) & needed:
            raise missing_permissions()
        thread = self.fake.add_thread(
            channel,
            body["name"],
            owner=self.fake.bot,
            private=private,
            auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
        )
        return 201, self.fake.channel_payload(thread)

    async def create_thread_from_message(self, call: Call) -> tuple[int, Any]:
        channel = self._channel(call)
        message = self._visible_message(channel, call)
        if (
            channel.is_dm
            or channel.is_thread
            or not channel.permissions_for(self.fake.bot) & Perm.CREATE_PUBLIC_THREADS
        ):
            raise missing_permissions()
        if message.id in self.fake.channels:
            raise DiscordError(400, 160004, "A thread has already been created for this message")
        # A thread started from a message takes the message's id, as on Discord.
        thread = self.fake.add_thread(channel, call.body["name"], owner=self.fake.bot, thread_id=message.id)
        return 201, self.fake.channel_payload(thread)

    async def add_thread_member(self, call: Call) -> tuple[int, Any]:
        channel = self._channel(call)
        if not channel.is_thread:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        user_id = self.fake.bot.id if "user_id" not in call.params else call.snowflake("user_id")
        channel.thread_members.add(user_id)
        return 204, None

    # ------------------------------------------------------------------ channel messages

    def _visible_message(self, channel: Channel, call: Call) -> Message:
        message = self.fake.message_index.get(call.snowflake("message_id"))
        # Ephemeral messages do not exist for the channel endpoints, as on Discord.
        if message is None or message.channel is not channel or message.deleted or message.ephemeral:
            raise unknown_message()
        return message

    async def list_messages(self, call: Call) -> tuple[int, Any]:
        channel = self._channel(call)
        if not channel.permissions_for(self.fake.bot) & Perm.READ_MESSAGE_HISTORY:
            return 200, []
        limit = max(1, min(100, int(call.query.get("limit", 50))))
        messages = [m for m in self.fake.channel_messages(channel) if not m.ephemeral]
        if "before" in call.query:
            messages = [m for m in messages if m.id < int(call.query["before"])]
        if "after" in call.query:
            messages = [m for m in messages if m.id > int(call.query["after"])]
            messages = messages[:limit]
        if "around" in call.query:
            around = int(call.query["around"])
            older = [m for m in messages if m.id <= around][-(limit // 2 + limit % 2) :]
            newer = [m for m in messages if m.id > around][: limit // 2]
            messages = older + newer
        messages = messages[-limit:]
        return 200, [m.payload() for m in reversed(messages)]

    async def get_message(self, call: Call) -> tuple[int, Any]:
        channel = self._channel(call)
        return 200, self._visible_message(channel, call).payload()

    async def create_message(self, call: Call) -> tuple[int, Any]:
        channel = self._channel(call)
        bot = self.fake.bot
        if channel.is_dm:
            assert channel.recipient is not None
            if not channel.recipient.dms_open or channel.recipient.bot:
                raise DiscordError(403, 50007, "Cannot send messages to this user")
        else:
            perms = channel.permissions_for(bot)
            send = Perm.SEND_MESSAGES_IN_THREADS if channel.is_thread else Perm.SEND_MESSAGES
            if not perms & send or (call.files and not perms & Perm.ATTACH_FILES):
                raise missing_permissions()
        body = call.body or {}
        fields = message_fields(self.fake, body, call.files, existing=None)
        if not has_content(fields, body):
            raise DiscordError(400, 50006, "Cannot send an empty message")
        nonce = body.get("nonce")
        key = (channel.id, str(nonce))
        if nonce is not None and body.get("enforce_nonce"):
            # "If another message was created by the same author with the same nonce [in the past few
            # minutes], that message will be returned and no new message will be created."
            earlier = self.nonces.get(key)
            if (
                earlier is not None
                and time.monotonic() - earlier[1] < NONCE_WINDOW
                and not earlier[0].deleted
            ):
                return 200, {**earlier[0].payload(), "nonce": nonce}
        reference = body.get("message_reference") or None
        message = self.fake.store_message(
            channel=channel,
            author=bot,
            type=19 if reference else 0,
            tts=bool(body.get("tts")),
            flags=int(body.get("flags") or 0) & SENDABLE_FLAGS,
            **fields,
        )
        if nonce is not None:
            self.nonces[key] = (message, time.monotonic())
        self.fake.record_notifications(message, body.get("allowed_mentions"))
        await self.fake.dispatch_message("MESSAGE_CREATE", message, nonce)
        # The answer, and the gateway's MESSAGE_CREATE, echo the nonce (it is not kept with the message).
        return 200, message.payload() if nonce is None else {**message.payload(), "nonce": nonce}

    async def edit_message(self, call: Call) -> tuple[int, Any]:
        channel = self._channel(call)
        message = self._visible_message(channel, call)
        if message.author is not self.fake.bot:
            raise DiscordError(403, 50005, "Cannot edit a message authored by another user")
        apply_edit(self.fake, message, call.body or {}, call.files)
        await self.fake.dispatch_message("MESSAGE_UPDATE", message)
        return 200, message.payload()

    async def delete_message(self, call: Call) -> tuple[int, Any]:
        channel = self._channel(call)
        message = self._visible_message(channel, call)
        if message.author is not self.fake.bot and (
            channel.is_dm or not channel.permissions_for(self.fake.bot) & Perm.MANAGE_MESSAGES
        ):
            raise missing_permissions()
        await self.fake.delete_message(message)
        return 204, None

    def _can_pin(self, channel: Channel) -> bool:
        return channel.is_dm or bool(
            channel.permissions_for(self.fake.bot) & (Perm.PIN_MESSAGES | Perm.MANAGE_MESSAGES)
        )

    async def pin(self, call: Call) -> tuple[int, Any]:
        channel = self._channel(call)
        message = self._visible_message(channel, call)
        if not self._can_pin(channel):
            raise missing_permissions()
        message.pinned = True
        self.fake.pinned_at[message.id] = now()
        self.fake.notify()
        return 204, None

    async def unpin(self, call: Call) -> tuple[int, Any]:
        channel = self._channel(call)
        message = self._visible_message(channel, call)
        if not self._can_pin(channel):
            raise missing_permissions()
        message.pinned = False
        self.fake.pinned_at.pop(message.id, None)
        self.fake.notify()
        return 204, None

    def _pinned(self, channel: Channel) -> list[Message]:
        pinned = [m for m in self.fake.channel_messages(channel) if m.pinned and not m.ephemeral]
        return sorted(pinned, key=lambda m: self.fake.pinned_at[m.id], reverse=True)

    async def list_pins(self, call: Call) -> tuple[int, Any]:
        channel = self._channel(call)
        items = [
            {"pinned_at": iso(self.fake.pinned_at[m.id]), "message": m.payload()}
            for m in self._pinned(channel)
        ]
        return 200, {"items": items, "has_more": False}

    async def list_pins_legacy(self, call: Call) -> tuple[int, Any]:
        return 200, [m.payload() for m in self._pinned(self._channel(call))]


def _check_commands(bodies: list[dict[str, Any]], *, bulk: bool = True) -> None:
    """Refuse the whole request, as Discord does, if any command breaks a rule beyond the schema (a bulk
    overwrite reports each error under the command's index)."""
    errors: list[FormError] = []
    for i, body in enumerate(bodies):
        errors.extend(command_errors(body, where=(i,) if bulk else ()))
    if errors:
        raise DiscordError.form(errors)
