"""What the fake records for tests to read: messages and their attachments, interactions, REST calls, problems.

Owns ``Message`` (with its history of edits and who can see it), ``Attachment`` (bytes kept),
``InteractionRecord`` (dispatch and callback times, the reply, followups, modal), ``RequestRecord`` and
``Problem``, plus the JSON shapes Discord returns for messages.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import itertools
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .world import Channel, Guild, MessageFlag, User, iso, now


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
    notified: list[User] = field(default_factory=list)  # whom it notified when it was sent (``mentions``)

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
    """Copies with the numeric ``id`` Discord assigns to every component in its responses, and the
    defaults it fills in (a select's ``min_values`` and ``max_values`` are 1 unless given)."""
    counter = itertools.count(1)

    def number(comp: dict[str, Any]) -> dict[str, Any]:
        out = dict(comp)
        out.setdefault("id", next(counter))
        if out.get("type") in (3, 5, 6, 7, 8):
            for key in ("min_values", "max_values"):
                if out.get(key) is None:
                    out[key] = 1
        if "components" in out:
            out["components"] = [number(c) for c in out["components"]]
        for key in ("accessory", "component"):
            if isinstance(out.get(key), dict):
                out[key] = number(out[key])
        return out

    return [number(c) for c in components]


def _embed_response(embed: dict[str, Any], attachments: dict[str, Attachment]) -> dict[str, Any]:
    """The embed as Discord returns it: typed, fields ``inline`` (false unless given), attachment:// links
    resolved to the attachment."""
    out = dict(embed)
    out.setdefault("type", "rich")
    if isinstance(out.get("fields"), list):
        out["fields"] = [{**f, "inline": bool(f.get("inline"))} for f in out["fields"]]
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
    dropped: bool = False  # never answered: a hook closed the connection, or its client went away mid-request

    @property
    def key(self) -> str:
        """``"POST /channels/{channel_id}/messages"``: the method and the spec's template (or the raw path)."""
        return f"{self.method} {self.route or self.path}"

    def __repr__(self) -> str:
        return f"<{self.method} {self.path} -> {'dropped' if self.dropped else self.status}>"


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
