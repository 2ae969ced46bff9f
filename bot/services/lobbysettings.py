"""What the host sets in a lobby before the start: the game's options, the seat order, the turn clock
and whether moves may be taken back. Every change takes the one path (``Games.change``), and only the
host may make it, only while the game is a lobby (``bot.session.seating``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from bot.i18n import LANGUAGES, refusal_of, refused
from bot.services.games import Games, ended_sentence
from bot.session import seating, turnclock
from bot.session.errors import NotHost, NotInLobby, cut
from bot.session.game import Game
from bot.session.records import Change, SessionStatus
from engines.base import Seat
from engines.phrasing import Listed


class LobbySettings:
    def __init__(self, games: Games) -> None:
        self.games = games

    async def set_option(self, session_id: str, by_user: int, name: str, value: Any) -> Game:
        """Set one of the engine's options; the whole set is validated by ``engine.make_options``."""

        def decide(game: Game) -> Change:
            seating.require_host(game, by_user)
            seating.require_lobby(game, ended_sentence(game))
            fields = getattr(game.engine.options_type, "model_fields", {})
            if name not in fields:
                known = Listed.of((n for n in fields if n not in game.engine.derived_options), "narrow")
                raise refused("refusal-no-such-option", game=game.title, name=cut(name), known=known)
            values = {**game.session.options, name: value}
            model = game.engine.make_options(values)
            return Change(options=model.model_dump(mode="json", include=set(values)))

        return await self.games.change(session_id, decide)

    async def set_seat_order(
        self, session_id: str, by_user: int, order: Sequence[Seat] | Literal["random"]
    ) -> Game:
        """``order`` lists the current seats in their new order (``order[i]`` becomes seat i), or
        ``"random"`` to shuffle the seats when the game starts."""

        def decide(game: Game) -> Change:
            seating.require_host(game, by_user)
            seating.require_lobby(game, ended_sentence(game))
            seats = game.session.seats
            if order == "random":
                return Change(random_order=True)
            if sorted(order) != list(range(len(seats))):
                raise refused("refusal-seat-order-incomplete")
            moved = [seats[old] for old in order]
            return Change(
                random_order=False, seats=seating.renumber(moved), options=seating.follow_seats(game, moved)
            )

        return await self.games.change(session_id, decide)

    async def set_clock(
        self, session_id: str, by_user: int, seconds: int | None, on_timeout: str | None = None
    ) -> Game:
        """The host sets the clock (None: none) and, if given, what a timeout does, before the start."""
        if seconds is not None and not turnclock.MIN_CLOCK <= seconds <= turnclock.MAX_CLOCK:
            raise refused("refusal-clock-range")
        if on_timeout is not None and on_timeout not in turnclock.TIMEOUTS:
            raise refused("refusal-timeout-unknown")

        def decide(game: Game) -> Change:
            if game.session.host_user_id != by_user:
                raise refusal_of(NotHost, "refusal-clock-host")
            if game.status != SessionStatus.LOBBY:
                raise refusal_of(NotInLobby, "refusal-clock-started")
            return Change(clock_seconds=seconds, set_clock=True, on_timeout=on_timeout)

        return await self.games.change(session_id, decide)

    async def set_night(self, session_id: str, by_user: int, on: bool) -> Game:
        """The host chooses whether the clocks stop in each player's quiet hours (bot.session.nightclock),
        before the start; until then it follows the clock (on for daily and relaxed, off for live)."""

        def decide(game: Game) -> Change:
            if game.session.host_user_id != by_user:
                raise refusal_of(NotHost, "refusal-clock-host")
            if game.status != SessionStatus.LOBBY:
                raise refusal_of(NotInLobby, "refusal-clock-started")
            return Change(night_clock=on, set_night=True)

        return await self.games.change(session_id, decide)

    async def set_language(self, session_id: str, by_user: int, language: str) -> Game:
        """The host picks the table's language, before the start (docs/localisation.md)."""
        if language not in LANGUAGES:
            raise refused("lobby-refused-language")

        def decide(game: Game) -> Change:
            if game.session.host_user_id != by_user:
                raise refused("lobby-refused-language-host")
            if game.status != SessionStatus.LOBBY:
                raise refused("lobby-refused-language-started")
            seats = seating.ais_renamed(game.session.seats, game.session.table_language, language)
            return Change(language=language, seats=seats)

        return await self.games.change(session_id, decide)

    async def set_takebacks(self, session_id: str, by_user: int, on: bool) -> Game:
        """The host allows players to take back their moves (the default) or not, before the start."""

        def decide(game: Game) -> Change:
            if game.session.host_user_id != by_user:
                raise refusal_of(NotHost, "refusal-takebacks-host")
            if game.status != SessionStatus.LOBBY:
                raise refusal_of(NotInLobby, "refusal-takebacks-started")
            return Change(takebacks=on)

        return await self.games.change(session_id, decide)
