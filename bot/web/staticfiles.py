"""The style sheet, the script and the icon every page loads: read once from the package (``static/``),
each addressed with a digest of its bytes (``?v=``), so a browser keeps a versioned one for good and a
deploy that changes one gives it a new address."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from importlib import resources

from aiohttp import web

from bot.web.access import NotFound

STATIC_FILES = {"site.css": "text/css", "game.js": "text/javascript", "icon.svg": "image/svg+xml"}


@dataclass(frozen=True)
class Static:
    body: bytes
    content_type: str
    version: str


def load_static() -> dict[str, Static]:
    folder = resources.files("bot.web") / "static"
    found = {}
    for name, content_type in STATIC_FILES.items():
        body = (folder / name).read_bytes()
        found[name] = Static(body, content_type, hashlib.blake2b(body, digest_size=6).hexdigest())
    return found


class StaticFiles:
    """The files, and their handler: ``/static/{name}``."""

    def __init__(self) -> None:
        self.files = load_static()

    def version(self, name: str) -> str:
        return self.files[name].version

    async def static_file(self, request: web.Request) -> web.StreamResponse:
        found = self.files.get(request.match_info["name"])
        if found is None:
            raise NotFound()
        versioned = request.query.get("v") == found.version
        cache = "public, max-age=31536000, immutable" if versioned else "no-cache"
        return web.Response(
            body=found.body, content_type=found.content_type, headers={"Cache-Control": cache}
        )
