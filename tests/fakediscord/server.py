"""The fake's HTTP front: parsing, validating, routing and logging every REST call.

Owns the request pipeline: read the body (JSON, or multipart with ``payload_json`` and ``files[n]``),
match the path to the spec's operation, validate the body against it, check the bot token, apply
injected failures, call the handler from ``rest.py``, and answer in Discord's shape with exactly
``Content-Type: application/json`` (discord.py only parses JSON when the header equals that). Every call
becomes a ``RequestRecord``; anything wrong becomes a ``Problem``.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
import traceback
from typing import TYPE_CHECKING, Any

from aiohttp import BodyPartReader, web

from .calls import Call, DiscordError, Upload
from .records import RequestRecord

if TYPE_CHECKING:
    from .fake import FakeDiscord

_log = logging.getLogger(__name__)


class HttpFront:
    """The aiohttp side of the fake: REST under ``/api/v10`` and attachment downloads."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.injected: list[tuple[str, str, DiscordError, list[int]]] = []

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
        try:
            status, data = await self._handle(request, path, record)
        except DiscordError as exc:
            status, data = exc.status, exc.body
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
        if data is None:
            return web.Response(status=status)
        return web.Response(
            status=status,
            body=json.dumps(data).encode(),
            # Exactly this header: discord.py only parses JSON when the content type equals it.
            headers={"Content-Type": "application/json"},
        )

    async def _handle(self, request: web.Request, path: str, record: RequestRecord) -> tuple[int, Any]:
        if self.fake.latency:
            await asyncio.sleep(self.fake.latency)
        body, files, content_type = await self._read_body(request)
        record.body = body
        record.files = [(u.field, u.filename, len(u.data)) for u in files]
        label = f"{request.method} {path}"
        matched = self.fake.spec.match(request.method, path)
        if matched is None:
            detail = (
                "Discord has a route at this path, but not for this method"
                if self.fake.spec.path_exists(path)
                else "Discord has no such route"
            )
            self.fake.record_problem("unknown-route", label, [detail])
            return 404, {"message": "404: Not Found", "code": 0}
        op, params = matched
        record.route = op.template
        record.params = params
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
        authorized = request.headers.get("Authorization") == f"Bot {self.fake.token}"
        if op.key not in self.fake.rest.token_routes.handlers and not authorized:
            return 401, {"message": "401: Unauthorized", "code": 0}
        for method, route, error, left in self.injected:
            if method == op.method and route == op.template and left[0] > 0:
                left[0] -= 1
                raise error
        call = Call(request.method, params, dict(request.query), body, files, authorized, record.started_at)
        try:
            status, data = await handler(call)
        except DiscordError as exc:
            record.interaction = call.interaction
            if exc.status == 400 and exc.body.get("code") == 50035:
                self.fake.record_problem(
                    "request-violation", f"{label} ({op.operation_id})", [json.dumps(exc.body.get("errors"))]
                )
            raise
        record.interaction = call.interaction
        if self.fake.validate_responses and data is not None:
            problems = self.fake.spec.validate_response(op, status, data)
            if problems:
                self.fake.record_problem("response-violation", f"{label} ({op.operation_id})", problems)
        return status, data

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
