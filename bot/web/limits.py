"""Per-address limits, so that no one address can make the companion draw boards or hold connections
without end: pages (and their JSON), board pictures that must be drawn (kept ones cost nothing), and open
event streams. Over a limit, the answer is 429 with ``Retry-After``.

The address is the connection's, or, when the connection comes from a trusted proxy
(TABLETOP_WEB_TRUSTED_PROXIES: addresses or networks, the loopback addresses by default, where the default
bind expects the proxy), the last address in ``X-Forwarded-For`` that is not itself a trusted proxy.
"""

from __future__ import annotations

import ipaddress
import math
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from aiohttp import web

Clock = Callable[[], float]
Network = ipaddress.IPv4Network | ipaddress.IPv6Network
MAX_ADDRESSES = 50_000  # buckets kept at most: past this the idle ones are dropped
# Open event streams in all: on the bot's own process, whose loop the players' clicks share; and on
# ``python -m bot web``, a process of its own (bounded there by its open files too: ``bot.web.serve``).
# docs/performance.md measures both.
STREAMS_IN_ALL = 2000
STREAMS_IN_ALL_ALONE = 10_000


@dataclass
class _Bucket:
    tokens: float
    at: float


@dataclass
class Bucket:
    """A token bucket per address: ``burst`` requests at once, then ``per_second``."""

    burst: float
    per_second: float
    clock: Clock = time.monotonic
    _buckets: dict[str, _Bucket] = field(default_factory=dict)

    def take(self, address: str) -> float:
        """0 when the request may go ahead (one token taken), else the seconds until it may."""
        now = self.clock()
        bucket = self._buckets.get(address)
        if bucket is None:
            if len(self._buckets) >= MAX_ADDRESSES:
                self._forget_idle(now)
            bucket = self._buckets[address] = _Bucket(self.burst, now)
        bucket.tokens = min(self.burst, bucket.tokens + (now - bucket.at) * self.per_second)
        bucket.at = now
        if bucket.tokens >= 1:
            bucket.tokens -= 1
            return 0.0
        return (1 - bucket.tokens) / self.per_second

    def _forget_idle(self, now: float) -> None:
        full = self.burst / self.per_second
        for address in [a for a, b in self._buckets.items() if now - b.at >= full]:
            del self._buckets[address]
        if len(self._buckets) >= MAX_ADDRESSES:
            self._buckets.clear()


@dataclass
class Limits:
    """The companion's limits (see the module's docstring); the numbers are per address."""

    pages: Bucket = field(default_factory=lambda: Bucket(burst=40, per_second=1.0))
    pictures: Bucket = field(default_factory=lambda: Bucket(burst=30, per_second=0.5))
    streams_per_address: int = 8
    streams_in_all: int = STREAMS_IN_ALL
    trusted: frozenset[str] = frozenset({"127.0.0.1", "::1"})
    _open: dict[str, int] = field(default_factory=dict)
    _open_in_all: int = 0  # the sum of ``_open``, kept: summing it per stream costs thousands of steps

    @classmethod
    def trusting(cls, proxies: Iterable[str], streams_in_all: int = STREAMS_IN_ALL) -> Limits:
        return cls(streams_in_all=streams_in_all, trusted=frozenset(_normal(p) for p in proxies))

    def address(self, request: web.Request) -> str:
        """Who is asking (see the module's docstring)."""
        peer = _normal(request.remote or "")
        if peer not in self.trusted:
            return peer
        forwarded = [
            _normal(part)
            for header in request.headers.getall("X-Forwarded-For", [])
            for part in header.split(",")
        ]
        for hop in reversed([f for f in forwarded if f]):
            if hop not in self.trusted:
                return hop
        return peer

    def page(self, request: web.Request) -> None:
        _check(self.pages.take(self.address(request)))

    def picture(self, request: web.Request) -> None:
        _check(self.pictures.take(self.address(request)))

    def open_stream(self, request: web.Request) -> str:
        """Count a new event stream (refused over the limits); give back its address to ``close_stream``."""
        address = self.address(request)
        if self._open.get(address, 0) >= self.streams_per_address or self._open_in_all >= self.streams_in_all:
            raise TooMany(5.0)
        self._open[address] = self._open.get(address, 0) + 1
        self._open_in_all += 1
        return address

    def close_stream(self, address: str) -> None:
        left = self._open.get(address, 0) - 1
        if left > 0:
            self._open[address] = left
        else:
            self._open.pop(address, None)
        if left >= 0:
            self._open_in_all -= 1


class TooMany(Exception):
    def __init__(self, retry_after: float) -> None:
        super().__init__(retry_after)
        self.retry_after = max(1, math.ceil(retry_after))


def _check(wait: float) -> None:
    if wait > 0:
        raise TooMany(wait)


def _normal(address: str) -> str:
    text = address.strip().strip("[]")
    try:
        return str(ipaddress.ip_address(text))
    except ValueError:
        return text
