"""How the AI coach assists a session (``Assistance``; docs/ai.md, "The coach"): ``AssistanceService``
allows hints or not in a lobby, and opens practice games (``/game learn``): one person against AIs,
started at once, with hints on.

Decisions written down here:
- Hints are off unless the host allows them, before the start; a game played with hints allowed is not
  rated (``bot.session.ratings``), which the lobby says.
- A practice game seats its learner first and fills the other seats with the strong AI; it has the number
  of players asked for, or the game's usual table (``practice_players``).
- Which kinds of decision a practice game has explained is kept per game (``ReviewStore.lessons``), so a
  lesson is shown once even across restarts.
"""

from __future__ import annotations

from bot.services.games import Games, ended_sentence, ended_words
from bot.services.lobby import LobbyService
from bot.session import seating
from bot.session.errors import NotHost, NotInLobby, UnknownGame
from bot.session.game import Game
from bot.session.records import Assistance, Change, SessionStatus
from bot.store import Storage
from engines import AnyEngine
from engines.base import IllegalAction

USUAL_TABLE = 3  # a practice game's players when not asked, within the game's limits


def practice_players(engine: AnyEngine, wanted: int | None) -> int:
    """How many play a practice game: ``wanted``, or the usual table, within the game's limits (and at
    least two, since it is against AIs, unless the game is for one alone)."""
    if wanted is not None:
        if not engine.min_players <= wanted <= engine.max_players:
            raise IllegalAction(
                f"{engine.title} is played by {engine.min_players} to {engine.max_players} players."
            )
        return wanted
    return max(engine.min_players, min(engine.max_players, USUAL_TABLE))


class AssistanceService:
    """A game's assistance: hints allowed or not, practice games opened, the lessons they have shown."""

    def __init__(self, games: Games, lobby: LobbyService, storage: Storage) -> None:
        self.games = games
        self.lobby = lobby
        self.storage = storage

    async def set_hints(self, session_id: str, by_user: int, on: bool) -> Game:
        """The host allows hints (and so makes the game unrated) or not, before the start; never at a
        tournament's table, whose results count."""
        if on and await self.lobby.is_tournament_table(session_id):
            raise NotHost("Hints are not allowed at a tournament's tables: their results count.")

        def decide(game: Game) -> Change:
            if game.session.host_user_id != by_user:
                raise NotHost("Only the host can allow hints.")
            if game.status != SessionStatus.LOBBY:
                raise NotInLobby("Hints are allowed or not before the game starts.")
            seating.require_lobby(game, ended_sentence(game), ended_words(game))
            return Change(assistance=Assistance.HINTS if on else Assistance.OFF)

        return await self.games.change(session_id, decide)

    async def open_practice(
        self,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        name: str,
        game_key: str,
        *,
        players: int | None = None,
        parent_channel_id: int | None = None,
        language: str | None = None,
    ) -> Game:
        """A practice game for ``user_id`` against AIs, started: the lobby, its AI seats, its coaching and
        the deal, one after the other; a lobby left half made is cancelled. ``language``: the table's (a
        practice table is one person's: theirs)."""
        engine = self.games.engines.get(game_key)
        if engine is None:
            raise UnknownGame(game_key)
        count = practice_players(engine, players)
        game = await self.lobby.create_lobby(
            guild_id,
            channel_id,
            user_id,
            name,
            game_key,
            parent_channel_id=parent_channel_id,
            language=language,
        )
        try:
            for _ in range(count - 1):
                game = await self.lobby.add_ai(game.id, user_id)
            game = await self.games.change(game.id, lambda _: Change(assistance=Assistance.PRACTICE))
            return await self.lobby.start(game.id, user_id)
        except BaseException:
            await self.lobby.cancel(game.id, user_id)
            raise

    async def lessons_shown(self, session_id: str) -> frozenset[str]:
        return await self.storage.reviews.lessons(session_id)

    async def lesson_shown(self, session_id: str, kind: str) -> bool:
        """Record that ``kind`` was explained; False when it already was."""
        return await self.storage.reviews.lesson_shown(session_id, kind)
