"""The fake gateway: one websocket endpoint speaking Discord's gateway protocol (v10, JSON).

Owns connections and sessions: HELLO, IDENTIFY -> READY and one GUILD_CREATE per guild, heartbeat ACKs,
RESUME (replaying what the session missed) and INVALID_SESSION, zlib-stream compression when the client
asks for it, and dispatching events to whichever bot is connected. A session survives a dropped socket so
the client can resume it; a client that closes with 1000/1001 ends its session, as on Discord.

Sharding follows Discord's gateway docs ("Sharding"): IDENTIFY may carry ``shard: [shard_id, num_shards]``
(an invalid one closes the socket with 4010, a shard that would hold more than
``fake.max_guilds_per_shard`` guilds with 4011); a session without it is shard ``[0, 1]``. Each session
gets only its shard's guilds in READY and GUILD_CREATE, and ``Gateway.dispatch`` (the one place events are
fanned out) sends an event with a guild to the sessions whose ``shard_id == (guild_id >> 22) % num_shards``
and an event without one (DMs) to shard 0 only.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
import zlib
from collections.abc import Callable
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
CLOSE_AUTHENTICATION_FAILED = 4004
CLOSE_INVALID_SHARD = 4010  # "You sent us an invalid shard when identifying."
CLOSE_SHARDING_REQUIRED = 4011  # "The session would have handled too many guilds - you are required to shard"
SESSION_START_WINDOW = 24 * 60 * 60.0  # seconds: Discord's session start limit resets daily
# Events that carry their guild as ``id`` rather than ``guild_id``.
_GUILD_OBJECT_EVENTS = frozenset({"GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE"})

Shaper = Callable[["Session", dict[str, Any]], dict[str, Any]]


def shard_for(guild_id: int, num_shards: int) -> int:
    """The shard that receives a guild's events: Discord's ``(guild_id >> 22) % num_shards``."""
    return (guild_id >> 22) % num_shards


def parse_shard(value: Any) -> tuple[int, int] | None:
    """IDENTIFY's ``shard`` as ``(shard_id, num_shards)``, or None if Discord would refuse it (4010):
    not an array of two integers, a negative shard id, fewer than one shard, or ``shard_id >= num_shards``."""
    if not isinstance(value, list) or len(value) != 2:
        return None
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return None
    shard_id, num_shards = value
    if num_shards < 1 or shard_id < 0 or shard_id >= num_shards:
        return None
    return shard_id, num_shards


def event_guild_id(event: str, data: dict[str, Any]) -> int | None:
    """The guild an event belongs to (which decides its shard), or None (DMs and the like: shard 0)."""
    raw = data.get("guild_id")
    if raw is None and event in _GUILD_OBJECT_EVENTS:
        raw = data.get("id")
    return None if raw is None else int(raw)


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
    # (shard_id, num_shards); (0, 1) when IDENTIFY had no ``shard``, which receives every event.
    shard: tuple[int, int] = (0, 1)
    sharded: bool = False  # IDENTIFY carried ``shard`` (READY then echoes it)
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

    @property
    def shard_id(self) -> int:
        return self.shard[0]

    @property
    def num_shards(self) -> int:
        return self.shard[1]

    def handles(self, guild_id: int | None) -> bool:
        """Whether Discord routes this guild's events (None: events without a guild) to this session."""
        if guild_id is None:
            return self.shard_id == 0
        return shard_for(guild_id, self.num_shards) == self.shard_id

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
        # (code, reason) of every socket the fake closed because of what IDENTIFY carried (4004, 4010, 4011).
        self.refusals: list[tuple[int, str]] = []
        self.session_starts: list[float] = []  # time.monotonic() of each session started by IDENTIFY

    @property
    def live_sessions(self) -> list[Session]:
        return [s for s in self.sessions if s.live]

    @property
    def resumable_sessions(self) -> list[Session]:
        return [s for s in self.sessions if not s.ended and s.ready]

    def sessions_for(self, guild_id: int | None) -> list[Session]:
        """The resumable sessions Discord would send an event of this guild (None: no guild) to."""
        return [s for s in self.resumable_sessions if s.handles(guild_id)]

    def shard_sessions(self, shard_id: int, num_shards: int | None = None) -> list[Session]:
        """Every session (ended ones included) that identified as this shard, oldest first."""
        return [
            s
            for s in self.sessions
            if s.shard_id == shard_id and (num_shards is None or s.num_shards == num_shards)
        ]

    def session_start_limit(self, total: int = 1000) -> dict[str, int]:
        """Discord's session start limit object: ``total`` starts per day, the ``remaining`` ones,
        ``reset_after`` (ms until the window opened by the first start of the day closes; 0 while
        nothing has been started) and ``max_concurrency`` (IDENTIFYs allowed per 5 seconds)."""
        now = time.monotonic()
        starts = [t for t in self.session_starts if now - t < SESSION_START_WINDOW]
        reset_after = int((starts[0] + SESSION_START_WINDOW - now) * 1000) if starts else 0
        return {
            "total": total,
            "remaining": max(0, total - len(starts)),
            "reset_after": reset_after,
            "max_concurrency": 1,
        }

    async def _refuse(self, connection: Connection, code: int, reason: str) -> None:
        self.refusals.append((code, reason))
        connection.server_closed = True
        await connection.ws.close(code=code, message=reason.encode())

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
        fake = self.fake
        if data.get("token") != fake.token:
            await self._refuse(connection, CLOSE_AUTHENTICATION_FAILED, "Authentication failed.")
            return
        sharded = data.get("shard") is not None
        shard = parse_shard(data["shard"]) if sharded else (0, 1)
        if shard is None:
            await self._refuse(connection, CLOSE_INVALID_SHARD, "Invalid shard.")
            return
        guilds = [g for g in fake.bot_guilds() if shard_for(g.id, shard[1]) == shard[0]]
        limit = fake.max_guilds_per_shard
        if limit is not None and len(guilds) > limit:
            await self._refuse(connection, CLOSE_SHARDING_REQUIRED, "Sharding required.")
            return
        self.identify_count += 1
        self.session_starts.append(time.monotonic())
        session = Session(
            id=secrets.token_hex(16), intents=int(data.get("intents") or 0), shard=shard, sharded=sharded
        )
        self.sessions.append(session)
        session.connection = connection
        connection.session = session
        ready = {
            "v": 10,
            "user": {**fake.bot.payload(), "verified": True, "mfa_enabled": False, "email": None},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
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
        if sharded:
            ready["shard"] = list(shard)
        await session.dispatch("READY", ready)
        for guild in guilds:
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

    async def dispatch(
        self,
        event: str,
        data: dict[str, Any],
        *,
        intent: int | None = None,
        shape: Shaper | None = None,
    ) -> int:
        """Send an event to every session that is connected or could resume, is on the event's shard
        (its guild's, or shard 0 for an event without a guild) and has ``intent``; ``shape(session, data)``
        may tailor the payload per session. Returns how many sessions got it."""
        count = 0
        for session in self.sessions_for(event_guild_id(event, data)):
            if intent is not None and not session.intents & intent:
                continue
            await session.dispatch(event, data if shape is None else shape(session, data))
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
