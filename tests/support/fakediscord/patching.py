"""Pointing discord.py at another Discord (the fake, or a proxy) by its two module-level URLs.

Owns the only monkeypatching of discord.py the fake needs. discord.py builds every REST URL, webhook and
interaction routes included, from ``discord.http.Route.BASE`` when a ``Route`` is created, and opens the
gateway at ``DiscordWebSocket.DEFAULT_GATEWAY``; READY's ``resume_gateway_url`` (which the fake also sets to
itself) is used for resumes. Setting the two attributes before the client logs in is all it takes; the bot's
DISCORD_API_BASE_URL / DISCORD_GATEWAY_URL settings do exactly this.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route


def point_discord_at(api_base: str, gateway_url: str) -> tuple[str, yarl.URL]:
    """Set both URLs (e.g. ``http://127.0.0.1:PORT/api/v10`` and ``ws://127.0.0.1:PORT/``); returns the
    previous values so a caller can restore them."""
    previous = (Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY)
    Route.BASE = api_base.rstrip("/")
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
    return previous


@contextmanager
def pointed_at(api_base: str, gateway_url: str) -> Iterator[None]:
    """``point_discord_at`` for the duration of a ``with`` block, restoring the old URLs afterwards."""
    previous_base, previous_gateway = point_discord_at(api_base, gateway_url)
    try:
        yield
    finally:
        Route.BASE = previous_base
        DiscordWebSocket.DEFAULT_GATEWAY = previous_gateway
