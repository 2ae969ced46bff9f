"""What a route handler works with: the parsed call, Discord's error shape, and the rules for message bodies.

Owns ``Call`` and ``Upload`` (one request as a handler sees it), ``DiscordError`` (an error answer with
Discord's code and message), and the message-body rules shared by channel messages, interaction replies
and webhook edits: which fields a body sets, Discord's attachment semantics on create and edit, and the
limits Discord enforces beyond the spec (2000 characters of content, 6000 of embeds, unique custom ids).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .records import Attachment, InteractionRecord, Message, guess_content_type, walk_components
from .world import MessageFlag, now

if TYPE_CHECKING:
    from .fake import FakeDiscord

MAX_CONTENT = 2000  # Discord's limit for bots (the spec allows 4000, for boosted users)
MAX_EMBED_TOTAL = 6000
SUPPRESS_EMBEDS = 1 << 2
SENDABLE_FLAGS = MessageFlag.SUPPRESS_NOTIFICATIONS | MessageFlag.IS_COMPONENTS_V2 | SUPPRESS_EMBEDS


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


def check_body(fields: dict[str, Any]) -> None:
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


def message_fields(
    fake: FakeDiscord, body: dict[str, Any], files: list[Upload], existing: Message | None
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
                kept.append(make_attachment(fake, by_index[ident], entry))
            else:
                raise DiscordError.invalid_form([f"attachments: Unknown attachment id {ident}"])
        kept.extend(make_attachment(fake, u, {}) for i, u in by_index.items() if i not in used)
        fields["attachments"] = kept
    elif uploads:
        previous = list(existing.attachments) if existing else []
        fields["attachments"] = previous + [make_attachment(fake, u, {}) for u in uploads.values()]
    check_body(fields)
    if len(fields.get("attachments") or []) > 10:
        raise DiscordError.invalid_form(["attachments: Must be 10 or fewer in length."])
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


def apply_edit(fake: FakeDiscord, message: Message, body: dict[str, Any], files: list[Upload]) -> None:
    fields = message_fields(fake, body, files, existing=message)
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
