"""Every absolute URL the companion writes into a page or an event: a game's and a seat's pages, their
JSON steps and event streams, board and hand pictures, the static files.

Decisions written down here:
- Absolute URLs are built from TABLETOP_WEB_URL, never from the request (its Host header is the sender's
  to choose).
- A page's links carry the language its viewer chose (``?lang=``, ``bot.web.pagewords``) and only that; a
  picture's address always names the language of its words.
"""

from __future__ import annotations

from bot.web.pagewords import LANG, with_language
from bot.web.public import PrivateStep, PublicStep
from bot.web.reader import drawing_version
from bot.web.staticfiles import StaticFiles


class Addresses:
    def __init__(self, base_url: str, static: StaticFiles) -> None:
        self.base = base_url.rstrip("/")
        self.static = static

    def static_url(self, name: str) -> str:
        return f"{self.base}/static/{name}?v={self.static.version(name)}"

    def game_url(self, token: str, number: int | None = None, lang: str | None = None) -> str:
        """A game's page (at step ``number``), in the language its viewer chose (``lang``: None for the
        table's)."""
        return with_language(f"{self.base}/g/{token}" + ("" if number is None else f"?step={number}"), lang)

    def private_url(self, token: str, number: int | None = None, lang: str | None = None) -> str:
        return with_language(f"{self.base}/p/{token}" + ("" if number is None else f"?step={number}"), lang)

    def board_url(self, token: str, step: PublicStep) -> str:
        """A step's board, in the words of the step's language (part of the address: kept for good)."""
        return f"{self.base}/g/{token}/board/{step.number}-{step.names_key}{drawing_version()}.png?{LANG}={step.language}"

    def hand_url(self, token: str, step: PrivateStep) -> str:
        """The seat's picture at a step; ``v`` changes with the hand, so a browser fetches a changed one."""
        return f"{self.base}/p/{token}/hand/{step.public.number}.png?v={step.view_key}&{LANG}={step.public.language}"

    def game_events_url(self, token: str, lang: str | None = None) -> str:
        return with_language(f"{self.base}/g/{token}/events", lang)

    def game_step_url(self, token: str, lang: str | None = None) -> str:
        return with_language(f"{self.base}/g/{token}/step.json", lang)

    def private_events_url(self, token: str, lang: str | None = None) -> str:
        return with_language(f"{self.base}/p/{token}/events", lang)

    def private_step_url(self, token: str, lang: str | None = None) -> str:
        return with_language(f"{self.base}/p/{token}/step.json", lang)
