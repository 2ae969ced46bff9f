"""What a link opens: its token read and its signature checked, its server's switch and epoch, and for a
seat's link its age and who holds the seat now; then the game, the seat or the server it names, opened.
Anything else raises ``NotFound``.

Decisions written down here:
- Every link that does not open something (forged, unknown, revoked, expired, a seat no longer held, a
  step that does not exist) gets the same "not found" page, so an answer tells nothing about why.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from bot.services.history import Replay
from bot.session.game import Game
from bot.web.links import GameClaim, PrivateClaim, ServerClaim, Signer, Switches, TournamentClaim
from bot.web.reader import Reader

Clock = Callable[[], float]


class NotFound(Exception):
    """The one answer for every link that opens nothing."""


class Access:
    """Links checked and what they name opened: the signer reads a token, the switches say whether its
    server still shows its pages, the reader reads its game."""

    def __init__(self, reader: Reader, signer: Signer, switches: Switches, clock: Clock = time.time) -> None:
        self.reader = reader
        self.signer = signer
        self.switches = switches
        self.clock = clock

    async def open_game(self, token: str) -> tuple[Game, Replay]:
        """A watch link's game and its steps so far."""
        claim = self.signer.read_game(token)
        if claim is None:
            raise NotFound()
        return await self._game_of(claim)

    async def open_private(self, token: str) -> tuple[Game, Replay, PrivateClaim]:
        """A private link opens while it is young enough, and while its person holds its seat (or, after
        the end, played it)."""
        claim = self.signer.read_private(token)
        if claim is None or claim.expires <= self.clock():
            raise NotFound()
        game, replay = await self._game_of(claim)
        if claim.seat >= len(game.session.seats):
            raise NotFound()
        holds = claim.seat in game.session.seats_of(claim.user_id)
        played = not game.session.is_active and replay.players.get(claim.user_id) == claim.seat
        if not (holds or played):
            raise NotFound()
        return game, replay, claim

    async def open_server(self, token: str) -> ServerClaim:
        """A server page's link, while the server shows its pages at the link's epoch."""
        claim = self.signer.read_server(token)
        if claim is None:
            raise NotFound()
        await self._switched_on(claim.guild_id, claim.epoch)
        return claim

    async def open_tournament(self, token: str) -> TournamentClaim:
        """A tournament page's link, while its server shows its pages at the link's epoch."""
        claim = self.signer.read_tournament(token)
        if claim is None:
            raise NotFound()
        await self._switched_on(claim.guild_id, claim.epoch)
        return claim

    def watch_token(self, game: Game, claim: PrivateClaim) -> str:
        """The watch link's token of a seat's game: its board pictures are the public ones, at their public
        addresses."""
        return self.signer.game(game.id, claim.epoch)

    async def _switched_on(self, guild_id: int | None, epoch: int) -> None:
        switch = await self.switches.of(guild_id)
        if not switch.enabled or switch.epoch != epoch:
            raise NotFound()

    async def _game_of(self, claim: GameClaim | PrivateClaim) -> tuple[Game, Replay]:
        game = await self.reader.game(claim.session_id)
        if game is None:
            raise NotFound()
        await self._switched_on(game.session.guild_id, claim.epoch)
        replay = await self.reader.history(game)
        if replay is None:
            raise NotFound()
        return game, replay


def step_index(replay: Replay, raw: str | None) -> int:
    """The step ``?step=`` (or ``?n=``) names, from 1, clamped into the game; the newest without one. Not
    a number: ``NotFound``, like every link that opens nothing."""
    last = len(replay.steps) - 1
    if raw is None or not raw.strip():
        return last
    try:
        number = int(raw)
    except ValueError:
        raise NotFound() from None
    return max(0, min(number - 1, last))
