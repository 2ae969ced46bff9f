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
        claim = self.game_claim(token)
        game = await self.game(claim.session_id)
        await self.check_game(claim, game)  # before the history: a closed link costs no rebuilding
        return game, await self.history(game)

    async def open_private(self, token: str) -> tuple[Game, Replay, PrivateClaim]:
        """A private link opens while it is young enough, and while its person holds its seat (or, after
        the end, played it)."""
        claim = self.private_claim(token)
        game = await self.game(claim.session_id)
        await self._switched_on(game.session.guild_id, claim.epoch)
        replay = await self.history(game)
        _seat_held(claim, game, replay)
        return game, replay, claim

    # The same checks in parts, for the live streams (``bot.web.fanout``): a link's claim is read when its
    # stream opens, its game once per change for every stream that follows it, and the claim checked
    # against each read.

    def game_claim(self, token: str) -> GameClaim:
        claim = self.signer.read_game(token)
        if claim is None:
            raise NotFound()
        return claim

    def private_claim(self, token: str) -> PrivateClaim:
        claim = self.signer.read_private(token)
        if claim is None or claim.expires <= self.clock():
            raise NotFound()
        return claim

    async def game(self, session_id: str) -> Game:
        """A started game, whatever link names it."""
        game = await self.reader.game(session_id)
        if game is None:
            raise NotFound()
        return game

    async def history(self, game: Game) -> Replay:
        replay = await self.reader.history(game)
        if replay is None:
            raise NotFound()
        return replay

    async def check_game(self, claim: GameClaim, game: Game) -> None:
        """Whether a watch link opens this game now: its server shows its pages at the link's epoch."""
        await self._switched_on(game.session.guild_id, claim.epoch)

    async def check_private(self, claim: PrivateClaim, game: Game, replay: Replay) -> None:
        """Whether a private link opens this game now (see ``open_private``)."""
        if claim.expires <= self.clock():
            raise NotFound()
        await self._switched_on(game.session.guild_id, claim.epoch)
        _seat_held(claim, game, replay)

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


def _seat_held(claim: PrivateClaim, game: Game, replay: Replay) -> None:
    """A private link's person holds its seat now (or, after the end, played it)."""
    if claim.seat >= len(game.session.seats):
        raise NotFound()
    holds = claim.seat in game.session.seats_of(claim.user_id)
    played = not game.session.is_active and replay.players.get(claim.user_id) == claim.seat
    if not (holds or played):
        raise NotFound()


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
