"""The fake REST API: the handlers behind each Discord route a slash-command bot uses.

Owns what each route does to the in-memory world and which Discord error it answers with (the real codes:
10003 Unknown Channel, 10008 Unknown Message, 10062 Unknown interaction, 40060 already acknowledged,
50007 Cannot send messages to this user, 50013 Missing Permissions, 50035 Invalid Form Body...).
Handlers are keyed by the spec's own ``METHOD /path/{template}``, so routing, validation and the "route
exists but the fake does not implement it" check all come from one table.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .model import (
    Attachment,
    Channel,
    ChannelType,
    InteractionRecord,
    Message,
    MessageFlag,
    Perm,
    guess_content_type,
    iso,
    now,
    walk_components,
)

if TYPE_CHECKING:
    from .fake import FakeDiscord

MAX_CONTENT = 2000  # Discord's limit for bots (the spec allows 4000 for boosted users)
MAX_EMBED_TOTAL = 6000
SENDABLE_FLAGS = (
    MessageFlag.SUPPRESS_NOTIFICATIONS | MessageFlag.IS_COMPONENTS_V2 | (1 << 2)
)  # 4: suppress embeds


class DiscordError(Exception):
    """An error response in Discord's shape: ``{"code": ..., "message": ...}`` with an HTTP status."""

    def __init__(self, status: int, code: int, message: str, errors: dict[str, Any] | None = None) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.body: dict[str, Any] = {"code": code, "message": message}
        if errors:
            self.body["errors"] = errors

    @classmethod
    def invalid_form(cls, problems: list[str]) -> DiscordError:
        """400 50035 with Discord's nested ``errors`` object built from ``path: message`` strings."""
        errors: dict[str, Any] = {}
        for problem in problems:
            where, _, message = problem.partition(": ")
            node = errors
            for part in [p for p in where.split("/") if p and p != "(body)"]:
                node = node.setdefault(part, {})
            node.setdefault("_errors", []).append({"code": "BASE_TYPE_INVALID", "message": message or where})
        return cls(400, 50035, "Invalid Form Body", errors)


def unknown_channel() -> DiscordError:
    return DiscordError(404, 10003, "Unknown Channel")


def unknown_message() -> DiscordError:
    return DiscordError(404, 10008, "Unknown Message")


def missing_permissions() -> DiscordError:
    return DiscordError(403, 50013, "Missing Permissions")


@dataclass
class Upload:
    field: str
    filename: str
    data: bytes
    content_type: str | None


@dataclass
class Call:
    """One request as a handler sees it."""

    method: str
    params: dict[str, str]
    query: dict[str, str]
    body: Any
    files: list[Upload] = field(default_factory=list)
    authorized: bool = False
    received_at: float = 0.0  # perf_counter() when the request arrived
    interaction: InteractionRecord | None = None

    def snowflake(self, name: str) -> int:
        value = self.params[name]
        if not value.isdigit():
            raise DiscordError(
                400,
                50035,
                "Invalid Form Body",
                {
                    name: {
                        "_errors": [
                            {"code": "NUMBER_TYPE_COERCE", "message": f'Value "{value}" is not snowflake.'}
                        ]
                    }
                },
            )
        return int(value)


Handler = Callable[[Call], Awaitable[tuple[int, Any]]]

# Routes the bot reaches with the interaction token instead of the bot token, as on Discord.
TOKEN_ROUTES = frozenset(
    {
        "POST /interactions/{interaction_id}/{interaction_token}/callback",
        "GET /webhooks/{webhook_id}/{webhook_token}/messages/@original",
        "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original",
        "DELETE /webhooks/{webhook_id}/{webhook_token}/messages/@original",
        "POST /webhooks/{webhook_id}/{webhook_token}",
        "GET /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
        "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
        "DELETE /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
    }
)


class RestApi:
    """Route handlers over the fake's state."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        h = self
        self.handlers: dict[str, Handler] = {
            "GET /users/@me": h.get_me,
            "GET /users/{user_id}": h.get_user,
            "GET /oauth2/applications/@me": h.get_application,
            "GET /applications/@me": h.get_application,
            "GET /gateway": h.get_gateway,
            "GET /gateway/bot": h.get_gateway,
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
            "POST /interactions/{interaction_id}/{interaction_token}/callback": h.interaction_callback,
            "GET /webhooks/{webhook_id}/{webhook_token}/messages/@original": h.get_original,
            "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original": h.edit_original,
            "DELETE /webhooks/{webhook_id}/{webhook_token}/messages/@original": h.delete_original,
            "POST /webhooks/{webhook_id}/{webhook_token}": h.create_followup,
            "GET /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}": h.get_webhook_message,
            "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}": h.edit_webhook_message,
            "DELETE /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}": h.delete_webhook_message,
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
        return 200, {
            "url": self.fake.gateway_url.rstrip("/"),
            "shards": 1,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
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

    def _guild(self, call: Call) -> Any:
        guild = self.fake.guilds.get(call.snowflake("guild_id"))
        if guild is None or self.fake.bot.id not in guild.members:
            raise DiscordError(404, 10004, "Unknown Guild")
        return guild

    async def get_guild(self, call: Call) -> tuple[int, Any]:
        return 200, self._guild(call).payload()

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
        private = int(body.get("type") or ChannelType.PRIVATE_THREAD) == ChannelType.PRIVATE_THREAD
        needed = Perm.CREATE_PRIVATE_THREADS if private else Perm.CREATE_PUBLIC_THREADS
        if channel.is_dm or channel.is_thread or not channel.permissions_for(self.fake.bot) & needed:
            raise missing_permissions()
        thread = self.fake.add_thread(channel, body["name"], owner=self.fake.bot, private=private)
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
        fields = self._message_fields(body, call.files, existing=None)
        if not (
            fields.get("content")
            or fields.get("embeds")
            or fields.get("components")
            or fields.get("attachments")
            or body.get("sticker_ids")
            or body.get("poll")
        ):
            raise DiscordError(400, 50006, "Cannot send an empty message")
        reference = body.get("message_reference") or None
        message = self.fake.store_message(
            channel=channel,
            author=bot,
            type=19 if reference else 0,
            tts=bool(body.get("tts")),
            flags=int(body.get("flags") or 0) & SENDABLE_FLAGS,
            **fields,
        )
        await self.fake.dispatch_message("MESSAGE_CREATE", message)
        return 200, message.payload()

    async def edit_message(self, call: Call) -> tuple[int, Any]:
        channel = self._channel(call)
        message = self._visible_message(channel, call)
        if message.author is not self.fake.bot:
            raise DiscordError(403, 50005, "Cannot edit a message authored by another user")
        self._apply_edit(message, call.body or {}, call.files)
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

    # ------------------------------------------------------------------ message bodies

    def _check_body(self, fields: dict[str, Any]) -> None:
        """Limits Discord enforces that the spec does not spell out; breaking one is a violation too."""
        problems = []
        content = fields.get("content") or ""
        if len(content) > MAX_CONTENT:
            problems.append(f"content: Must be {MAX_CONTENT} or fewer in length.")
        total = 0
        for embed in fields.get("embeds") or []:
            total += len(str(embed.get("title") or "")) + len(str(embed.get("description") or ""))
            total += sum(
                len(str(f.get("name", ""))) + len(str(f.get("value", ""))) for f in embed.get("fields") or []
            )
            total += len(str((embed.get("footer") or {}).get("text") or "")) + len(
                str((embed.get("author") or {}).get("name") or "")
            )
        if total > MAX_EMBED_TOTAL:
            problems.append(f"embeds: Embed size exceeds maximum size of {MAX_EMBED_TOTAL}")
        seen: set[str] = set()
        for comp in walk_components(fields.get("components") or []):
            custom_id = comp.get("custom_id")
            if isinstance(custom_id, str):
                if custom_id in seen:
                    problems.append(f"components: Component custom id cannot be duplicated ({custom_id!r})")
                seen.add(custom_id)
        if problems:
            raise DiscordError.invalid_form(problems)

    def _message_fields(
        self, body: dict[str, Any], files: list[Upload], existing: Message | None
    ) -> dict[str, Any]:
        """The message fields a create or edit body sets, with Discord's attachment rules applied.

        ``attachments`` in the body lists what the message keeps: ids of existing attachments, and the
        index ``n`` of each new upload ``files[n]``. Without it, an edit keeps the old attachments and adds
        the uploads.
        """
        fields: dict[str, Any] = {}
        for key in ("content", "embeds", "components"):
            if key in body:
                value = body[key]
                fields[key] = value if value is not None else ("" if key == "content" else [])
        uploads = {u.field: u for u in files}
        by_index = {
            int(u.field[6:-1]): u for u in files if u.field.startswith("files[") and u.field.endswith("]")
        }
        if "attachments" in body and body["attachments"] is not None:
            kept: list[Attachment] = []
            old = {a.id: a for a in (existing.attachments if existing else [])}
            used: set[int] = set()
            for entry in body["attachments"]:
                ident = int(entry["id"])
                if ident in old:
                    kept.append(old[ident])
                elif ident in by_index:
                    used.add(ident)
                    kept.append(self._attachment(by_index[ident], entry))
                else:
                    raise DiscordError.invalid_form([f"attachments: Unknown attachment id {ident}"])
            kept.extend(self._attachment(u, {}) for i, u in by_index.items() if i not in used)
            fields["attachments"] = kept
        elif uploads:
            previous = list(existing.attachments) if existing else []
            fields["attachments"] = previous + [self._attachment(u, {}) for u in uploads.values()]
        self._check_body(fields)
        if len(fields.get("attachments") or []) > 10:
            raise DiscordError.invalid_form(["attachments: Must be 10 or fewer in length."])
        return fields

    def _attachment(self, upload: Upload, meta: dict[str, Any]) -> Attachment:
        filename = meta.get("filename") or upload.filename
        ident = self.fake.snowflake()
        return Attachment(
            id=ident,
            filename=filename,
            data=upload.data,
            url=f"{self.fake.base_url}/attachments/{ident}/{filename}",
            content_type=guess_content_type(filename),
            description=meta.get("description"),
        )

    def _apply_edit(self, message: Message, body: dict[str, Any], files: list[Upload]) -> None:
        fields = self._message_fields(body, files, existing=message)
        message.history.append(message.snapshot())
        for key, value in fields.items():
            setattr(message, key, value)
        if "flags" in body and body["flags"] is not None:
            # Only the suppress-embeds bit can change on an edit; ephemeral and loading belong to Discord.
            message.flags = (message.flags & ~4) | (int(body["flags"]) & 4)
        message.flags &= ~MessageFlag.LOADING
        message.edited_at = now()
        self.fake.notify()

    # ------------------------------------------------------------------ interactions

    def _interaction(self, call: Call) -> InteractionRecord:
        record = self.fake.interaction_index.get(call.snowflake("interaction_id"))
        if record is None or record.token != call.params["interaction_token"]:
            raise DiscordError(404, 10062, "Unknown interaction")
        call.interaction = record
        return record

    async def interaction_callback(self, call: Call) -> tuple[int, Any]:
        record = self._interaction(call)
        fake = self.fake
        if record.answered:
            raise DiscordError(400, 40060, "Interaction has already been acknowledged.")
        deadline = fake.interaction_deadline
        if deadline is not None and call.received_at - record.dispatched_at > deadline:
            raise DiscordError(404, 10062, "Unknown interaction")
        body = call.body or {}
        kind = int(body.get("type", 0))
        data = body.get("data") or {}
        allowed = {
            2: {4, 5, 9},
            3: {4, 5, 6, 7, 9},
            4: {8},
            5: {4, 5, 6, 7} if record.source_message is not None else {4, 5},
        }[record.type]
        if kind not in allowed:
            raise DiscordError.invalid_form(
                [f"type: Interaction callback type {kind} is not valid for this interaction"]
            )

        resource: dict[str, Any] | None = None
        if kind in (4, 5):
            flags = int(data.get("flags") or 0)
            fields = self._message_fields(data, call.files, existing=None) if kind == 4 else {}
            if kind == 4 and not (
                fields.get("content")
                or fields.get("embeds")
                or fields.get("components")
                or fields.get("attachments")
                or data.get("poll")
            ):
                raise DiscordError(400, 50006, "Cannot send an empty message")
            kept_flags = flags & (SENDABLE_FLAGS | MessageFlag.EPHEMERAL)
            message = fake.store_message(
                channel=record.channel,
                author=fake.bot,
                type=20 if record.type == 2 else 0,
                flags=kept_flags | (MessageFlag.LOADING if kind == 5 else 0),
                webhook_id=fake.application_id,
                application_id=fake.application_id,
                interaction=record,
                visible_to=record.user if flags & MessageFlag.EPHEMERAL else None,
                tts=bool(data.get("tts")),
                **fields,
            )
            record.response = message
            if kind == 4:
                resource = {"type": 4, "message": message.payload()}
        elif kind in (6, 7):
            assert record.source_message is not None
            record.response = record.source_message
            if kind == 7:
                self._apply_edit(record.source_message, data, call.files)
                resource = {"type": 7, "message": record.source_message.payload()}
        elif kind == 8:
            record.autocomplete_choices = list(data.get("choices") or [])
        elif kind == 9:
            record.modal = data

        # Discord times the 3-second rule by when the callback arrives, not when it is processed.
        record.callback_at = call.received_at
        record.callback_type = kind
        record.callback_body = body
        record.callback_event.set()
        if record.response is not None and not record.response.ephemeral:
            event = "MESSAGE_CREATE" if kind in (4, 5) else "MESSAGE_UPDATE"
            if kind != 6:
                await fake.dispatch_message(event, record.response)
        fake.notify()

        if call.query.get("with_response") not in ("1", "true", "True"):
            return 204, None
        interaction: dict[str, Any] = {"id": str(record.id), "type": record.type}
        if record.response is not None and kind in (4, 5):
            interaction.update(
                response_message_id=str(record.response.id),
                response_message_loading=kind == 5,
                response_message_ephemeral=record.response.ephemeral,
            )
        out: dict[str, Any] = {"interaction": interaction}
        if resource is not None:
            out["resource"] = resource
        return 200, out

    def _webhook_interaction(self, call: Call) -> InteractionRecord:
        if call.snowflake("webhook_id") != self.fake.application_id:
            raise DiscordError(404, 10015, "Unknown Webhook")
        record = self.fake.token_index.get(call.params["webhook_token"])
        # The interaction webhook only exists once the interaction has been acknowledged.
        if record is None or not record.answered:
            raise DiscordError(404, 10015, "Unknown Webhook")
        call.interaction = record
        return record

    def _original(self, call: Call) -> tuple[InteractionRecord, Message]:
        record = self._webhook_interaction(call)
        if record.response is None or record.response.deleted:
            raise unknown_message()
        return record, record.response

    async def get_original(self, call: Call) -> tuple[int, Any]:
        _, message = self._original(call)
        return 200, message.payload()

    async def edit_original(self, call: Call) -> tuple[int, Any]:
        _, message = self._original(call)
        await self._edit_webhook_message(message, call)
        return 200, message.payload()

    async def _edit_webhook_message(self, message: Message, call: Call) -> None:
        self._apply_edit(message, call.body or {}, call.files)
        if not message.ephemeral:
            await self.fake.dispatch_message("MESSAGE_UPDATE", message)

    async def delete_original(self, call: Call) -> tuple[int, Any]:
        _, message = self._original(call)
        await self.fake.delete_message(message)
        return 204, None

    async def create_followup(self, call: Call) -> tuple[int, Any]:
        record = self._webhook_interaction(call)
        body = call.body or {}
        original = record.response
        if original is not None and original.loading and record.callback_type == 5 and not record.followups:
            # The first followup after a "thinking" defer replaces the loading message, and keeps the
            # defer's ephemerality whatever flags it carries.
            await self._edit_webhook_message(original, call)
            return 200, original.payload()
        fields = self._message_fields(body, call.files, existing=None)
        if not (
            fields.get("content")
            or fields.get("embeds")
            or fields.get("components")
            or fields.get("attachments")
        ):
            raise DiscordError(400, 50006, "Cannot send an empty message")
        flags = int(body.get("flags") or 0) & (SENDABLE_FLAGS | MessageFlag.EPHEMERAL)
        message = self.fake.store_message(
            channel=record.channel,
            author=self.fake.bot,
            type=0,
            flags=flags,
            webhook_id=self.fake.application_id,
            application_id=self.fake.application_id,
            interaction=record,
            visible_to=record.user if flags & MessageFlag.EPHEMERAL else None,
            tts=bool(body.get("tts")),
            **fields,
        )
        record.followups.append(message)
        if not message.ephemeral:
            await self.fake.dispatch_message("MESSAGE_CREATE", message)
        if call.query.get("wait") in ("false", "False", "0"):
            return 204, None
        return 200, message.payload()

    def _followup(self, call: Call) -> Message:
        record = self._webhook_interaction(call)
        wanted = call.snowflake("message_id")
        for message in [m for m in (record.response, *record.followups) if m is not None]:
            if message.id == wanted and not message.deleted:
                return message
        raise unknown_message()

    async def get_webhook_message(self, call: Call) -> tuple[int, Any]:
        return 200, self._followup(call).payload()

    async def edit_webhook_message(self, call: Call) -> tuple[int, Any]:
        message = self._followup(call)
        await self._edit_webhook_message(message, call)
        return 200, message.payload()

    async def delete_webhook_message(self, call: Call) -> tuple[int, Any]:
        await self.fake.delete_message(self._followup(call))
        return 204, None
