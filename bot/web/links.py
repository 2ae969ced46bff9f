"""Links to the web companion (docs/web.md): made by the bot for its buttons and the server page, checked
by the web server. A link is its claim and an HMAC-SHA256 signature over it; nothing else is stored, so
any process with the key can make and check links.

    /g/{session}.{epoch}.{sig}                   a game: watch it live, or replay it once it is over
    /p/{session}.{seat}.{user}.{epoch}.{expires}.{sig}  one seat's private view, for one person, for 24 hours
    /s/{guild}.{epoch}.{sig}                     a server's games and leaderboards
    /t/{tournament}.{guild}.{epoch}.{sig}        a tournament: standings, rounds, each table's game

Decisions written down here:
- The key is TABLETOP_WEB_SECRET, or one generated once and kept in the database (``CompanionStore.secret``).
  Each kind of link is signed with its kind in the message, so no link can pass for another kind.
- A link carries its server's epoch, which moves on each time a server turns the companion off
  (``/tabletop web off``): so turning it off revokes every link handed out before, for good.
- Numbers are written in base 36 and signatures cut to 22 base64 characters (132 bits): every link fits
  in under 100 characters past TABLETOP_WEB_URL (at most 400), far inside Discord's 512 for a button.
- Whether a link still opens anything (the server's switch, the seat's holder, the expiry) is checked by
  the web server on every request, through ``Switches`` and the game itself.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.session.records import GuildWeb, SessionRecord

if TYPE_CHECKING:
    from bot.config import WebSettings
    from bot.store import Storage

GAME, PRIVATE, SERVER, TOURNAMENT = "g", "p", "s", "t"
PRIVATE_HOURS = 24
SIGNATURE_CHARS = 22
SWITCH_SECONDS = 5.0  # how long a server's switch is trusted before it is read again
_PART = re.compile(r"[A-Za-z0-9_-]{1,32}")
_NUMBER = re.compile(r"[0-9a-z]{1,14}")

Clock = Callable[[], float]
KeepName = Callable[[int, str], Awaitable[None]]  # keeps a server's name for its page (CompanionStore.name)


@dataclass(frozen=True)
class GameClaim:
    session_id: str
    epoch: int


@dataclass(frozen=True)
class PrivateClaim:
    session_id: str
    seat: int
    user_id: int
    epoch: int
    expires: int  # Unix time


@dataclass(frozen=True)
class ServerClaim:
    guild_id: int
    epoch: int


@dataclass(frozen=True)
class TournamentClaim:
    tournament_id: str
    guild_id: int
    epoch: int


def key_from(secret: str) -> bytes:
    """The signing key from a secret (TABLETOP_WEB_SECRET or the one kept in the database)."""
    return hashlib.sha256(b"tabletop-web\x00" + secret.encode()).digest()


async def signing_key(settings: WebSettings, storage: Storage) -> bytes:
    """The links' key: TABLETOP_WEB_SECRET, or the one generated once and kept in the database."""
    if settings.secret is not None:
        return key_from(settings.secret.get_secret_value().strip())
    return key_from(await storage.web.secret())


def _b36(number: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        number, rest = divmod(number, 36)
        out = digits[rest] + out
        if number == 0:
            return out


def _number(text: str) -> int | None:
    return int(text, 36) if _NUMBER.fullmatch(text) else None


class Signer:
    """Makes and reads signed tokens (the last part of a link's path). Reading checks only the signature
    and the shape; ``None`` for anything else, so a caller cannot tell a forged link from a broken one."""

    def __init__(self, key: bytes) -> None:
        self._key = key

    def _signature(self, kind: str, claim: str) -> str:
        digest = hmac.new(self._key, f"{kind}|{claim}".encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).decode()[:SIGNATURE_CHARS]

    def _sign(self, kind: str, *parts: str) -> str:
        claim = ".".join(parts)
        return f"{claim}.{self._signature(kind, claim)}"

    def _open(self, kind: str, token: str, count: int) -> list[str] | None:
        parts = token.split(".")
        if len(parts) != count + 1 or len(token) > 200:
            return None
        claim, signature = ".".join(parts[:-1]), parts[-1]
        if not hmac.compare_digest(signature.encode(), self._signature(kind, claim).encode()):
            return None
        return parts[:-1]

    def game(self, session_id: str, epoch: int) -> str:
        return self._sign(GAME, session_id, _b36(epoch))

    def private(self, session_id: str, seat: int, user_id: int, epoch: int, expires: int) -> str:
        return self._sign(PRIVATE, session_id, _b36(seat), _b36(user_id), _b36(epoch), _b36(expires))

    def server(self, guild_id: int, epoch: int) -> str:
        return self._sign(SERVER, _b36(guild_id), _b36(epoch))

    def tournament(self, tournament_id: str, guild_id: int, epoch: int) -> str:
        return self._sign(TOURNAMENT, tournament_id, _b36(guild_id), _b36(epoch))

    def read_game(self, token: str) -> GameClaim | None:
        parts = self._open(GAME, token, 2)
        if parts is None or not _PART.fullmatch(parts[0]):
            return None
        epoch = _number(parts[1])
        return None if epoch is None else GameClaim(parts[0], epoch)

    def read_private(self, token: str) -> PrivateClaim | None:
        parts = self._open(PRIVATE, token, 5)
        if parts is None or not _PART.fullmatch(parts[0]):
            return None
        seat, user, epoch, expires = (_number(p) for p in parts[1:])
        if seat is None or user is None or epoch is None or expires is None:
            return None
        return PrivateClaim(parts[0], seat, user, epoch, expires)

    def read_server(self, token: str) -> ServerClaim | None:
        parts = self._open(SERVER, token, 2)
        if parts is None:
            return None
        guild, epoch = (_number(p) for p in parts)
        return None if guild is None or epoch is None else ServerClaim(guild, epoch)

    def read_tournament(self, token: str) -> TournamentClaim | None:
        parts = self._open(TOURNAMENT, token, 3)
        if parts is None or not _PART.fullmatch(parts[0]):
            return None
        guild, epoch = (_number(p) for p in parts[1:])
        return None if guild is None or epoch is None else TournamentClaim(parts[0], guild, epoch)


class Switches:
    """Each server's switch (``CompanionStore.guild``), read at most every ``SWITCH_SECONDS`` per server by
    this process; ``forget`` drops one after it changed here. Another process sees a change within
    ``SWITCH_SECONDS``."""

    def __init__(
        self,
        read: Callable[[int], Awaitable[GuildWeb]],
        clock: Clock = time.monotonic,
        ttl: float = SWITCH_SECONDS,
    ) -> None:
        self._read = read
        self._clock = clock
        self._ttl = ttl
        self._known: dict[int, tuple[float, GuildWeb]] = {}

    async def of(self, guild_id: int | None) -> GuildWeb:
        """The server's switch; a game outside any server (a DM) is always on, at epoch 0."""
        if guild_id is None:
            return GuildWeb()
        now = self._clock()
        known = self._known.get(guild_id)
        if known is not None and now - known[0] < self._ttl:
            return known[1]
        switch = await self._read(guild_id)
        if len(self._known) > 10_000:  # a bound, not a policy: start afresh
            self._known.clear()
        self._known[guild_id] = (now, switch)
        return switch

    def forget(self, guild_id: int) -> None:
        self._known.pop(guild_id, None)


class WebLinks:
    """The links the bot hands out: absolute URLs under TABLETOP_WEB_URL, or None where the server has
    turned the companion off."""

    def __init__(
        self,
        base_url: str,
        signer: Signer,
        switches: Switches,
        clock: Clock = time.time,
        keep_name: KeepName | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.signer = signer
        self.switches = switches
        self.clock = clock
        self.keep_name = keep_name

    async def game(self, session: SessionRecord) -> str | None:
        """The game's page: its board live, and its replay once it is over."""
        switch = await self.switches.of(session.guild_id)
        if not switch.enabled:
            return None
        return f"{self.base_url}/g/{self.signer.game(session.id, switch.epoch)}"

    async def private(self, session: SessionRecord, seat: int, user_id: int) -> str | None:
        """One seat's private view, for the person who holds it, for ``PRIVATE_HOURS`` hours."""
        switch = await self.switches.of(session.guild_id)
        if not switch.enabled:
            return None
        expires = int(self.clock()) + PRIVATE_HOURS * 3600
        token = self.signer.private(session.id, seat, user_id, switch.epoch, expires)
        return f"{self.base_url}/p/{token}"

    async def tournament(self, guild_id: int, tournament_id: str) -> str | None:
        """A tournament's page: its standings, rounds and each table's Watch or Replay link."""
        switch = await self.switches.of(guild_id)
        if not switch.enabled:
            return None
        return f"{self.base_url}/t/{self.signer.tournament(tournament_id, guild_id, switch.epoch)}"

    async def server(self, guild_id: int, name: str | None = None) -> str | None:
        """A server's page: its running and finished games and its leaderboards, headed with ``name`` (the
        server's name now, kept for the page)."""
        switch = await self.switches.of(guild_id)
        if not switch.enabled:
            return None
        if name and self.keep_name is not None:
            await self.keep_name(guild_id, name)
        return f"{self.base_url}/s/{self.signer.server(guild_id, switch.epoch)}"
