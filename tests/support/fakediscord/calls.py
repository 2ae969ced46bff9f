"""What a route handler works with: the parsed call, Discord's error shape, and the rules for message bodies.

Owns ``Call`` and ``Upload`` (one request as a handler sees it), ``DiscordError`` (an error answer with
Discord's code and message), and the message-body rules shared by channel messages, interaction replies
and webhook edits: which fields a body sets and Discord's attachment semantics on create and edit. The
rules Discord enforces beyond the spec (content and embed limits, component layout, emoji...) live in
``rules.py``; ``check_body`` applies them and raises Discord's 400 / 50035 with its error codes.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import mentions, rules
from .records import Attachment, InteractionRecord, Message, guess_content_type
from .rules import FormError
from .world import MessageFlag, now

if TYPE_CHECKING:
    from .fake import FakeDiscord

MAX_CONTENT = rules.MAX_CONTENT
MAX_EMBED_TOTAL = rules.MAX_EMBED_TOTAL
SUPPRESS_EMBEDS = 1 << 2
SENDABLE_FLAGS = MessageFlag.SUPPRESS_NOTIFICATIONS | MessageFlag.IS_COMPONENTS_V2 | SUPPRESS_EMBEDS


class DiscordError(Exception):
    """An error response in Discord's shape: ``{"code": ..., "message": ...}`` with an HTTP status.

    ``violation`` marks an error the bot should never provoke (a body Discord refuses, a second or late
    interaction callback): the server records it as a ``request-violation`` problem, with ``details``.
    Every 50035 is one.
    """

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        errors: dict[str, Any] | None = None,
        *,
        violation: bool | None = None,
        details: list[str] | None = None,
    ) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.body: dict[str, Any] = {"code": code, "message": message}
        if errors:
            self.body["errors"] = errors
        self.violation = code == 50035 if violation is None else violation
        self.details = details or [message]
        self.headers: dict[str, str] = {}

    @classmethod
    def rate_limited(cls, retry_after: float) -> DiscordError:
        """429 as Discord sends it when a bucket is spent: ``retry_after`` in the body and the headers
        discord.py reads (without ``Via`` it takes a 429 for a Cloudflare ban and gives up)."""
        error = cls(429, 0, "You are being rate limited.")
        error.body = {"message": "You are being rate limited.", "retry_after": retry_after, "global": False}
        error.headers = {
            "Retry-After": str(max(1, round(retry_after))),
            "X-RateLimit-Scope": "user",
            "X-RateLimit-Reset-After": f"{retry_after:.3f}",
            "X-RateLimit-Bucket": "injected",
            "X-RateLimit-Limit": "5",
            "X-RateLimit-Remaining": "0",
            "Via": "1.1 google",
        }
        return error

    @classmethod
    def form(cls, errors: list[FormError]) -> DiscordError:
        """400 50035 "Invalid Form Body" with Discord's nested ``errors`` object."""
        return cls(400, 50035, "Invalid Form Body", rules.nest(errors), details=[str(e) for e in errors])

    @classmethod
    def invalid_form(cls, problems: list[str]) -> DiscordError:
        """400 50035 from ``path: message`` strings (the schema validator's), with Discord's codes where
        the problem is one Discord has a code for (``BASE_TYPE_MAX_LENGTH``...)."""
        error = cls.form(rules.schema_errors(problems))
        error.details = list(problems)
        return error


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


def check_body(fields: dict[str, Any], *, v2: bool = False, where: rules.Path = ()) -> None:
    """Raise Discord's 400 / 50035 if the message fields break a rule Discord enforces beyond the spec."""
    errors = rules.message_errors(fields, v2=v2, where=where)
    if errors:
        raise DiscordError.form(errors)


def message_fields(
    fake: FakeDiscord,
    body: dict[str, Any],
    files: list[Upload],
    existing: Message | None,
    *,
    where: rules.Path = (),
) -> dict[str, Any]:
    """The message fields a create or edit body sets, with Discord's attachment rules applied, checked
    against ``rules.py`` (``where`` prefixes error paths: ``("data",)`` in an interaction callback).

    ``attachments`` in the body lists what the message keeps: ids of existing attachments, and the
    index ``n`` of each new upload ``files[n]``. Without it, an edit keeps the old attachments and adds
    the uploads.
    """
    refused = mentions.errors(body.get("allowed_mentions"), where)
    if refused:
        raise DiscordError.form(refused)
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
        for position, entry in enumerate(body["attachments"]):
            ident = int(entry["id"])
            if ident in old:
                kept.append(old[ident])
            elif ident in by_index:
                used.add(ident)
                kept.append(make_attachment(fake, by_index[ident], entry))
            else:
                raise DiscordError.form(
                    [
                        FormError(
                            (*where, "attachments", position, "id"),
                            "ATTACHMENT_NOT_FOUND",
                            "Attachment data not found",
                        )
                    ]
                )
        kept.extend(make_attachment(fake, u, {}) for i, u in by_index.items() if i not in used)
        fields["attachments"] = kept
    elif uploads:
        previous = list(existing.attachments) if existing else []
        fields["attachments"] = previous + [make_attachment(fake, u, {}) for u in uploads.values()]
    flags = int(body.get("flags") or 0) | (existing.flags if existing else 0)
    check_body(fields, v2=bool(flags & MessageFlag.IS_COMPONENTS_V2), where=where)
    return fields


def make_attachment(fake: FakeDiscord, upload: Upload, meta: dict[str, Any]) -> Attachment:
    filename = meta.get("filename") or upload.filename
    ident = fake.snowflake()
    return Attachment(
        id=ident,
        filename=filename,
        data=upload.data,
        url=f"{fake.base_url}/attachments/{ident}/{filename}",
        content_type=guess_content_type(filename),
        description=meta.get("description"),
    )


def apply_edit(
    fake: FakeDiscord, message: Message, body: dict[str, Any], files: list[Upload], *, where: rules.Path = ()
) -> None:
    fields = message_fields(fake, body, files, existing=message, where=where)
    message.history.append(message.snapshot())
    for key, value in fields.items():
        setattr(message, key, value)
    if "flags" in body and body["flags"] is not None:
        # Only the suppress-embeds bit can change on an edit; ephemeral and loading belong to Discord.
        message.flags = (message.flags & ~4) | (int(body["flags"]) & 4)
    message.flags &= ~MessageFlag.LOADING
    message.edited_at = now()
    fake.notify()


def has_content(fields: dict[str, Any], body: dict[str, Any]) -> bool:
    """False for what Discord refuses as "Cannot send an empty message" (50006)."""
    return bool(
        fields.get("content")
        or fields.get("embeds")
        or fields.get("components")
        or fields.get("attachments")
        or body.get("sticker_ids")
        or body.get("poll")
    )
