"""Every absolute URL the companion writes into a page or an event: a game's and a seat's pages, their
JSON steps and event streams, board and hand pictures, the static files.

Decisions written down here:
- Absolute URLs are built from TABLETOP_WEB_URL, never from the request (its Host header is the sender's
  to choose).
"""

from __future__ import annotations

from bot.web.public import PrivateStep, PublicStep
from bot.web.reader import drawing_version
from bot.web.staticfiles import StaticFiles


class Addresses:
    def __init__(self, base_url: str, static: StaticFiles) -> None:
        self.base = base_url.rstrip("/")
        self.static = static

    def static_url(self, name: str) -> str:
        return f"{self.base}/static/{name}?v={self.static.version(name)}"

    def game_url(self, token: str, number: int | None = None) -> str:
        return f"{self.base}/g/{token}" + ("" if number is None else f"?step={number}")

    def private_url(self, token: str, number: int | None = None) -> str:
        return f"{self.base}/p/{token}" + ("" if number is None else f"?step={number}")

    def board_url(self, token: str, step: PublicStep) -> str:
        return f"{self.base}/g/{token}/board/{step.number}-{step.names_key}{drawing_version()}.png"

    def hand_url(self, token: str, step: PrivateStep) -> str:
        """The seat's picture at a step; ``v`` changes with the hand, so a browser fetches a changed one."""
        return f"{self.base}/p/{token}/hand/{step.public.number}.png?v={step.view_key}"

    def game_events_url(self, token: str) -> str:
        return f"{self.base}/g/{token}/events"

    def game_step_url(self, token: str) -> str:
        return f"{self.base}/g/{token}/step.json"

    def private_events_url(self, token: str) -> str:
        return f"{self.base}/p/{token}/events"

    def private_step_url(self, token: str) -> str:
        return f"{self.base}/p/{token}/step.json"
