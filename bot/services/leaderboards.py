"""Results and ratings as players ask for them: ratings brought up to date with every finished game, a
person's record per game, and a game's leaderboard (``bot.session.ratings`` has the rules; ``ResultStore`` keeps
them; docs/ratings.md tells players)."""

from __future__ import annotations

import logging

from bot.session import ratings
from bot.store import Storage

log = logging.getLogger(__name__)


class Leaderboards:
    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    async def rate_pending(self) -> int:
        """Bring ratings up to date with every finished game (see ``ResultStore.rate_pending``). A failure
        is logged, not raised: the results are safe, and the next call catches up."""
        try:
            return await self.storage.results.rate_pending(ratings.rate)
        except Exception:
            log.exception("Bringing ratings up to date failed; the next finished game or look-up retries")
            return 0

    async def player_stats(
        self, user_id: int, guild_id: int | None, game: str | None = None
    ) -> ratings.PlayerStats:
        """A person's games, wins and ratings per game: in this server (``guild_id``) and everywhere."""
        await self.rate_pending()
        results = self.storage.results
        server = None
        if guild_id is not None:
            server = tuple(await results.player_records(user_id, guild_id, game))
        return ratings.PlayerStats(server, tuple(await results.player_records(user_id, None, game)))

    async def leaderboard(self, game: str, guild_id: int | None) -> ratings.Leaderboard:
        """The top players of ``game`` in a server's pool (None: everyone's): by rating among those with
        enough rated games, else (nobody has them yet) by wins."""
        await self.rate_pending()
        size = ratings.LEADERBOARD_SIZE
        rated = await self.storage.results.rating_leaders(
            game, guild_id, min_games=ratings.MIN_RATED_GAMES, limit=size
        )
        if rated:
            return ratings.Leaderboard(game, guild_id is not None, True, tuple(rated))
        wins = await self.storage.results.win_leaders(game, guild_id, limit=size)
        return ratings.Leaderboard(game, guild_id is not None, False, tuple(wins))
