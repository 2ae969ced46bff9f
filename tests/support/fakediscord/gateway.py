"""The fake gateway: one websocket endpoint speaking Discord's gateway protocol (v10, JSON).

Owns connections and sessions: HELLO, IDENTIFY -> READY and one GUILD_CREATE per guild, heartbeat ACKs,
RESUME (replaying what the session missed) and INVALID_SESSION, zlib-stream compression when the client
asks for it, and dispatching events to whichever bot is connected. A session survives a dropped socket so
the client can resume it; a client that closes with 1000/1001 ends its session, as on Discord.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
import zlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

if TYPE_CHECKING:
    from .fake import FakeDiscord

_log = logging.getLogger(__name__)

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, RECONNECT, INVALID_SESSION, HELLO, HEARTBEAT_ACK = (
    0,
    1,
    2,
    6,
    7,
    9,
    10,
    11,
)
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DIRECT_MESSAGES = 1 << 12
INTENT_MESSAGE_CONTENT = 1 << 15
_REPLAY_LIMIT = 2000


class Connection:
    """One websocket; sends are serialised so the zlib stream and sequence numbers stay in order."""

    def __init__(self, ws: web.WebSocketResponse, compress: bool) -> None:
        self.ws = ws
        self._compressor = zlib.compressobj() if compress else None
        self._lock = asyncio.Lock()
        self.session: Session | None = None
        self.server_closed = False

    async def send(self, payload: dict[str, Any]) -> None:
        async with self._lock:
            await self._send_locked(payload)

    async def _send_locked(self, payload: dict[str, Any]) -> None:
        if self.ws.closed:
            return
        text = json.dumps(payload, separators=(",", ":"))
        if self._compressor is None:
            await self.ws.send_str(text)
        else:
            data = self._compressor.compress(text.encode()) + self._compressor.flush(zlib.Z_SYNC_FLUSH)
            await self.ws.send_bytes(data)


@dataclass(eq=False)
class Session:
    id: str
    intents: int
    seq: int = 0
    connection: Connection | None = None
    ended: bool = False
    ready: bool = False
    identified_at: float = field(default_factory=time.perf_counter)
    resumes: int = 0
    sent: list[tuple[int, dict[str, Any]]] = field(default_factory=list)

    @property
    def live(self) -> bool:
        return self.connection is not None and not self.ended and self.ready

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        """Number the event, keep it for a later RESUME, and send it if a socket is attached."""
        connection = self.connection
        if connection is None:
            self._record(event, data)
            return
        async with connection._lock:
            payload = self._record(event, data)
            await connection._send_locked(payload)

    def _record(self, event: str, data: dict[str, Any]) -> dict[str, Any]:
        self.seq += 1
        payload = {"op": DISPATCH, "t": event, "s": self.seq, "d": data}
        self.sent.append((self.seq, payload))
        if len(self.sent) > _REPLAY_LIMIT:
            del self.sent[: len(self.sent) - _REPLAY_LIMIT]
        return payload


class Gateway:
    """All sessions of the fake, and the websocket handler that serves them."""

    heartbeat_interval_ms = 41250

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.sessions: list[Session] = []
        self.connections: set[Connection] = set()
        self.identify_count = 0
        self.resume_count = 0
        self.received: list[dict[str, Any]] = []  # every op the clients sent, heartbeats excluded
        self.connect_queries: list[dict[str, str]] = []  # query string of each websocket connection

    @property
    def live_sessions(self) -> list[Session]:
        return [s for s in self.sessions if s.live]

    @property
    def resumable_sessions(self) -> list[Session]:
        return [s for s in self.sessions if not s.ended and s.ready]

    async def handle(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self.connect_queries.append(dict(request.query))
        connection = Connection(ws, compress=request.query.get("compress") == "zlib-stream")
        self.connections.add(connection)
        try:
            await connection.send(
                {"op": HELLO, "d": {"heartbeat_interval": self.heartbeat_interval_ms}, "s": None, "t": None}
            )
            async for msg in ws:
                if msg.type is WSMsgType.TEXT:
                    await self._on_payload(connection, json.loads(msg.data))
                elif msg.type is WSMsgType.ERROR:
                    break
        except Exception as exc:  # a bug in the fake must fail the test, not vanish in aiohttp's logs
            _log.exception("fake gateway failed")
            self.fake.record_problem("fake-error", "gateway", [repr(exc)])
        finally:
            self.connections.discard(connection)
            session = connection.session
            if session is not None and session.connection is connection:
                session.connection = None
                if ws.close_code in (1000, 1001) and not connection.server_closed:
                    session.ended = True
            self.fake.notify()
        return ws

    async def _on_payload(self, connection: Connection, payload: dict[str, Any]) -> None:
        op = payload.get("op")
        data = payload.get("d")
        if op == HEARTBEAT:
            await connection.send({"op": HEARTBEAT_ACK, "d": None, "s": None, "t": None})
            return
        self.received.append(payload)
        if op == IDENTIFY:
            await self._identify(connection, data or {})
        elif op == RESUME:
            await self._resume(connection, data or {})
        # Presence updates (3) and member requests (8) change nothing the tests look at.

    async def _identify(self, connection: Connection, data: dict[str, Any]) -> None:
        if data.get("token") != self.fake.token:
            await connection.ws.close(code=4004, message=b"Authentication failed.")
            return
        self.identify_count += 1
        session = Session(id=secrets.token_hex(16), intents=int(data.get("intents") or 0))
        self.sessions.append(session)
        session.connection = connection
        connection.session = session
        fake = self.fake
        ready = {
            "v": 10,
            "user": {**fake.bot.payload(), "verified": True, "mfa_enabled": False, "email": None},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in fake.bot_guilds()],
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": fake.gateway_url,
            "application": {"id": str(fake.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "user_settings": {},
            "auth": {},
        }
        await session.dispatch("READY", ready)
        for guild in fake.bot_guilds():
            await session.dispatch("GUILD_CREATE", fake.guild_create_payload(guild))
        session.ready = True
        fake.notify()

    async def _resume(self, connection: Connection, data: dict[str, Any]) -> None:
        session = next((s for s in self.sessions if s.id == data.get("session_id")), None)
        if session is None or session.ended or data.get("token") != self.fake.token:
            await connection.send({"op": INVALID_SESSION, "d": False, "s": None, "t": None})
            return
        self.resume_count += 1
        session.resumes += 1
        previous = session.connection
        session.connection = connection
        connection.session = session
        if previous is not None and previous is not connection:
            await previous.ws.close(code=4000)
        last_seen = int(data.get("seq") or 0)
        async with connection._lock:
            for seq, payload in list(session.sent):
                if seq > last_seen:
                    await connection._send_locked(payload)
            payload = session._record("RESUMED", {})
            await connection._send_locked(payload)
        self.fake.notify()

    async def dispatch(self, event: str, data: dict[str, Any], *, intent: int | None = None) -> int:
        """Send an event to every session that is connected or could resume; returns how many got it."""
        count = 0
        for session in self.resumable_sessions:
            if intent is not None and not session.intents & intent:
                continue
            await session.dispatch(event, data)
            count += 1
        return count

    async def send_op(self, op: int, data: Any = None) -> None:
        for connection in list(self.connections):
            await connection.send({"op": op, "d": data, "s": None, "t": None})

    async def drop(self, code: int = 4000) -> None:
        """Close every socket from the server side, as a network failure would; sessions stay resumable."""
        for connection in list(self.connections):
            connection.server_closed = True
            await connection.ws.close(code=code)

    async def close(self) -> None:
        for connection in list(self.connections):
            connection.server_closed = True
            await connection.ws.close(code=1001, message=b"fake discord shutting down")
        for session in self.sessions:
            session.ended = True
