"""The fake's HTTP front: parsing, validating, routing and logging every REST call.

Owns the request pipeline: read the body (JSON, or multipart with ``payload_json`` and ``files[n]``),
match the path to the spec's operation, validate the body against it, check the bot token, apply
injected failures, call the handler from ``rest.py``, and answer in Discord's shape with exactly
``Content-Type: application/json`` (discord.py only parses JSON when the header equals that). Every call
becomes a ``RequestRecord``; anything wrong becomes a ``Problem``. Also owns what Discord does before a
body is read: a file over 10 MiB gets 413 / 40005, and ``MessageRateLimit`` gives the channel-message
route Discord's per-channel bucket (``X-RateLimit-*`` headers, 429 with ``retry_after`` when exceeded);
and the ``before_request`` hooks (``RequestHook``), which run before any of that and may drop a request.
"""

from __future__ import annotations

import asyncio
import enum
import inspect
import json
import logging
import math
import time
import traceback
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import BodyPartReader, web

from .calls import Call, DiscordError, Upload
from .records import RequestRecord
from .rules import MAX_FILE_SIZE

if TYPE_CHECKING:
    from .fake import FakeDiscord

_log = logging.getLogger(__name__)


RATE_LIMITED_ROUTE = "POST /channels/{channel_id}/messages"


class HookResult(enum.Enum):
    """What a ``before_request`` callback wants done with the request it saw."""

    PROCEED = "proceed"  # process it as usual (returning None means the same)
    DROP = "drop"  # never answer: close the connection, as a server that died mid-request would


HookCallback = Callable[[RequestRecord], "HookResult | Awaitable[HookResult | None] | None"]


@dataclass(eq=False)
class RequestHook:
    """One ``fake.before_request(predicate, callback)`` registration.

    ``predicate(record)`` sees the ``RequestRecord`` of each REST call as it arrives: ``method``, ``path``,
    ``route`` and ``key`` (``"POST /channels/{channel_id}/messages"``), ``params``, ``query``, ``body`` and
    ``files`` are filled in; ``status`` and ``response`` are not yet. When it is true (and the hook has
    fired fewer than ``times`` times), ``callback(record)`` runs, sync or async, before the fake validates
    or handles the request; the request waits for it. Its result decides: ``None`` / ``HookResult.PROCEED``
    processes the request, ``HookResult.DROP`` closes the connection unanswered (the record gets
    ``dropped = True``, and nothing the request asked for happens). ``seen`` lists the requests it fired on.
    """

    predicate: Callable[[RequestRecord], bool]
    callback: HookCallback
    times: int | None = None
    seen: list[RequestRecord] = field(default_factory=list)
    removed: bool = False

    @property
    def active(self) -> bool:
        return not self.removed and (self.times is None or len(self.seen) < self.times)

    def remove(self) -> None:
        """Stop firing (the fake forgets removed hooks on the next request)."""
        self.removed = True

    async def fire(self, record: RequestRecord) -> HookResult:
        self.seen.append(record)
        result = self.callback(record)
        if inspect.isawaitable(result):
            result = await result
        if result is None:
            return HookResult.PROCEED
        if not isinstance(result, HookResult):
            raise TypeError(f"a before_request callback returned {result!r}; return None or a HookResult")
        return result


class _Dropped(Exception):
    """Raised inside the pipeline when a hook asked for the request to be dropped, or when the client went
    away before its request arrived whole (a bot process killed while uploading a picture): Discord never
    acts on half a request, and neither does the fake."""


class MessageRateLimit:
    """Discord's per-channel bucket for sending messages: ``fake.rate_limit_messages`` per
    ``fake.rate_limit_window`` seconds, a fixed window opened by the first message in it.

    Every answer on the route carries the headers discord.py reads (``X-RateLimit-Limit``, ``-Remaining``,
    ``-Reset``, ``-Reset-After``, ``-Bucket``), so a well-behaved client waits before the window is used
    up; a request over the limit gets 429 ``{"message", "retry_after", "global": false}`` with
    ``X-RateLimit-Scope: user``, ``Retry-After`` and the ``Via`` header without which discord.py takes a
    429 for a Cloudflare ban and gives up.
    """

    BUCKET = "80c17d2f203122d936070c88c8d10f33"  # any stable hash: discord.py keys its buckets by it

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.windows: dict[str, tuple[float, int]] = {}  # channel id -> (window start, messages in it)

    def take(self, channel_id: str) -> tuple[bool, dict[str, str], float]:
        """Count one request; return (allowed, headers, seconds until the window resets)."""
        limit, window = self.fake.rate_limit_messages, self.fake.rate_limit_window
        assert limit is not None
        now = time.monotonic()
        start, used = self.windows.get(channel_id, (now, 0))
        if now >= start + window:
            start, used = now, 0
        allowed = used < limit
        if allowed:
            used += 1
        self.windows[channel_id] = (start, used)
        # Rounded up to the millisecond, so a client that sleeps exactly this long lands in the new window.
        reset_after = math.ceil((start + window - now) * 1000) / 1000
        headers = {
            "X-RateLimit-Limit": str(limit),
            "X-RateLimit-Remaining": str(limit - used),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": self.BUCKET,
            "Via": "1.1 google",
        }
        if not allowed:
            headers["X-RateLimit-Scope"] = "user"
            headers["Retry-After"] = str(math.ceil(reset_after))
        return allowed, headers, reset_after

    def use_up(self, channel_id: str, leave: int = 0) -> None:
        """Open a window for the channel that is already full but for ``leave`` messages, as if another
        client had just sent its messages: the message after those is refused until the window ends."""
        assert self.fake.rate_limit_messages is not None
        self.windows[channel_id] = (time.monotonic(), self.fake.rate_limit_messages - leave)


class HttpFront:
    """The aiohttp side of the fake: REST under ``/api/v10`` and attachment downloads."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        # Errors to answer instead of handling: method, route template, the error, how many more times, and
        # which of the route's calls (None: every one).
        self.injected: list[
            tuple[str, str, DiscordError, list[int], Callable[[RequestRecord], bool] | None]
        ] = []
        self.rate_limit = MessageRateLimit(fake)
        self.hooks: list[RequestHook] = []

    async def serve_attachment(self, request: web.Request) -> web.StreamResponse:
        for message in self.fake.message_index.values():
            for att in message.attachments:
                if str(att.id) == request.match_info["attachment_id"]:
                    return web.Response(
                        body=att.data,
                        headers={"Content-Type": att.content_type or "application/octet-stream"},
                    )
        return web.Response(status=404, body=b"not found")

    async def serve_api(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        record = RequestRecord(
            method=request.method,
            path=path,
            route=None,
            params={},
            query=dict(request.query),
            body=None,
            files=[],
            started_at=time.perf_counter(),
        )
        self.fake.requests.append(record)
        headers: dict[str, str] = {}
        try:
            status, data = await self._handle(request, path, record, headers)
        except _Dropped:
            record.dropped = True
            record.finished_at = time.perf_counter()
            self.fake.notify()
            if request.transport is not None:
                request.transport.abort()
            return web.Response(status=204)  # never reaches the client: the connection is gone
        except DiscordError as exc:
            status, data = exc.status, exc.body
            headers.update(exc.headers)
        except Exception as exc:
            # A crash inside the fake is the fake's bug: fail the test, but answer with a 4xx so discord.py
            # does not spend seconds retrying as it would for a 5xx.
            _log.exception("fake Discord failed on %s %s", request.method, path)
            self.fake.record_problem(
                "fake-error", f"{request.method} {path}", [traceback.format_exc(limit=6)]
            )
            status, data = 400, {"code": 0, "message": f"fake Discord error: {exc!r}"}
        if record.interaction is not None and status >= 400:
            record.interaction.errors.append({"status": status, **(data or {})})
        record.status = status
        record.response = data
        record.finished_at = time.perf_counter()
        self.fake.notify()
        if status == 429:
            self.fake.rate_limited.append(record)
        if data is None:
            return web.Response(status=status, headers=headers)
        return web.Response(
            status=status,
            body=json.dumps(data).encode(),
            # Exactly this header: discord.py only parses JSON when the content type equals it.
            headers={**headers, "Content-Type": "application/json"},
        )

    async def _handle(
        self, request: web.Request, path: str, record: RequestRecord, headers: dict[str, str]
    ) -> tuple[int, Any]:
        if self.fake.latency:
            await asyncio.sleep(self.fake.latency)
        try:
            body, files, content_type = await self._read_body(request)
        except ConnectionResetError as exc:
            raise _Dropped from exc
        record.body = body
        record.files = [(u.field, u.filename, len(u.data)) for u in files]
        label = f"{request.method} {path}"
        matched = self.fake.spec.match(request.method, path)
        if matched is not None:
            record.route = matched[0].template
            record.params = matched[1]
        await self._run_hooks(record)
        too_big = [
            f"{u.field} ({u.filename}) is {len(u.data)} bytes" for u in files if len(u.data) > MAX_FILE_SIZE
        ]
        if too_big:
            # Discord refuses the whole request before reading it as a message.
            self.fake.record_problem(
                "request-violation", label, [*too_big, f"the limit is {MAX_FILE_SIZE} bytes"]
            )
            return 413, {"message": "Request entity too large", "code": 40005}
        if matched is None:
            detail = (
                "Discord has a route at this path, but not for this method"
                if self.fake.spec.path_exists(path)
                else "Discord has no such route"
            )
            self.fake.record_problem("unknown-route", label, [detail])
            return 404, {"message": "404: Not Found", "code": 0}
        op, params = matched
        authorized = request.headers.get("Authorization") == f"Bot {self.fake.token}"
        if op.key == RATE_LIMITED_ROUTE and authorized and self.fake.rate_limit_messages is not None:
            allowed, limit_headers, retry_after = self.rate_limit.take(params["channel_id"])
            headers.update(limit_headers)
            if not allowed:
                return 429, {
                    "message": "You are being rate limited.",
                    "retry_after": retry_after,
                    "global": False,
                }
        if body is not None and self.fake.validate_requests:
            problems = self.fake.spec.validate_request(op, content_type, body)
            if problems:
                record.violations = problems
                self.fake.record_problem("request-violation", f"{label} ({op.operation_id})", problems)
                raise DiscordError.invalid_form(problems)
        handler = self.fake.rest.handlers.get(op.key)
        if handler is None:
            self.fake.record_problem("unimplemented-route", label, [f"the fake does not implement {op.key}"])
            return 404, {"message": "404: Not Found", "code": 0}
        if op.key not in self.fake.rest.token_routes.handlers and not authorized:
            return 401, {"message": "401: Unauthorized", "code": 0}
        for method, route, error, left, only in self.injected:
            if (
                method == op.method
                and route == op.template
                and left[0] > 0
                and (only is None or only(record))
            ):
                left[0] -= 1
                error.__traceback__ = None
                raise error
        call = Call(request.method, params, dict(request.query), body, files, authorized, record.started_at)
        try:
            status, data = await handler(call)
        except DiscordError as exc:
            record.interaction = call.interaction
            if exc.violation:
                self.fake.record_problem("request-violation", f"{label} ({op.operation_id})", exc.details)
            raise
        record.interaction = call.interaction
        if self.fake.validate_responses and data is not None:
            problems = self.fake.spec.validate_response(op, status, data)
            if problems:
                self.fake.record_problem("response-violation", f"{label} ({op.operation_id})", problems)
        return status, data

    async def _run_hooks(self, record: RequestRecord) -> None:
        self.hooks = [h for h in self.hooks if not h.removed]
        for hook in list(self.hooks):
            if hook.active and hook.predicate(record):
                if await hook.fire(record) is HookResult.DROP:
                    raise _Dropped

    async def _read_body(self, request: web.Request) -> tuple[Any, list[Upload], str]:
        content_type = request.content_type
        if content_type == "multipart/form-data":
            body: Any = None
            files: list[Upload] = []
            reader = await request.multipart()
            async for part in reader:
                if not isinstance(part, BodyPartReader):
                    raise DiscordError(400, 50035, "Invalid Form Body: nested multipart")
                if part.name == "payload_json":
                    body = json.loads(await part.text())
                elif part.filename:
                    data = await part.read()
                    files.append(
                        Upload(
                            part.name or "",
                            part.filename or "",
                            bytes(data),
                            part.headers.get("Content-Type"),
                        )
                    )
            return body, files, content_type
        raw = await request.read()
        if not raw:
            return None, [], content_type
        try:
            return json.loads(raw), [], "application/json"
        except ValueError:
            raise DiscordError(400, 50109, "The request body contains invalid JSON.") from None
