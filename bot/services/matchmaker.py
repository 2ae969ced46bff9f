"""The pick-up queue: a person waits in a server's queue for a game (the player counts and clock they
accept, until their own time limit), and as soon as enough people fit one table it is decided, in the
transaction that queued the last of them (``QueueStore.join``): those people leave every queue of the
server and the table is written for the Discord side to open (``cogs.queue.queue``). Leaving
the queue, and the entries whose wait ran out. No Discord here.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.i18n import refused
from bot.session import matchmaking, turnclock
from bot.session.errors import UnknownGame, cut
from bot.session.organisedplay import PlannedTable, QueueEntry
from bot.store import Storage
from engines import AnyEngine

ANY_CLOCK = "any"


@dataclass(frozen=True)
class Queued:
    """What queueing did: the entry, whether it replaced the person's earlier one, the table it made (if
    any), and who else waits for that game now."""

    entry: QueueEntry
    replaced: bool
    table: PlannedTable | None
    waiting: tuple[QueueEntry, ...]


class Matchmaker:
    def __init__(self, storage: Storage, engines: Mapping[str, AnyEngine]) -> None:
        self.storage = storage
        self.store = storage.queues
        self.engines = engines

    async def join(
        self,
        *,
        guild_id: int,
        channel_id: int,
        user_id: int,
        name: str,
        game: str,
        min_players: int | None = None,
        max_players: int | None = None,
        clock: str = ANY_CLOCK,
        wait: str | None = None,
        members: int | None = None,
    ) -> Queued:
        """Queue ``user_id`` for ``game``; ``members`` is how many people the server has (a queue that
        could never fill is refused)."""
        engine = self.engines.get(game)
        if engine is None:
            raise UnknownGame(game)
        low, high = matchmaking.player_range(engine.min_players, engine.max_players, min_players, max_players)
        if members is not None and low > members:
            raise refused("refusal-queue-never-fills", game=engine.title, least=low, members=members)
        if clock != ANY_CLOCK:
            turnclock.preset(clock)
        now = self.storage.now()
        entry = QueueEntry(
            guild_id=guild_id,
            game=game,
            user_id=user_id,
            name=name,
            channel_id=channel_id,
            min_players=low,
            max_players=high,
            clocks=() if clock == ANY_CLOCK else (clock,),
            joined_at=now,
            expires_at=now + matchmaking.wait_seconds(wait),
        )

        def decide(
            newest: QueueEntry, waiting: Sequence[QueueEntry]
        ) -> tuple[Sequence[QueueEntry], PlannedTable] | None:
            match = matchmaking.find_match(newest, waiting)
            if match is None:
                return None
            return match.entries, self._table(engine, match)

        replaced, table = await self.store.join(entry, decide)
        waiting = tuple(e for e in await self.store.of_guild(guild_id) if e.game == game)
        return Queued(entry, replaced, table, waiting)

    def _table(self, engine: AnyEngine, match: matchmaking.Match) -> PlannedTable:
        """The pick-up table: in a thread of the channel where the longest-waiting person queued, seats
        in an order drawn by lot, the clock they all accept."""
        first = match.entries[0]
        players = [(e.user_id, e.name) for e in match.entries]
        secrets.SystemRandom().shuffle(players)
        names = ", ".join(name for _, name in players)
        return PlannedTable(
            id=0,
            guild_id=first.guild_id,
            channel_id=first.channel_id,
            game=engine.key,
            name=cut(f"{engine.title} · {names}", 100),
            players=tuple(players),
            clock_seconds=turnclock.preset(match.clock).seconds,
            on_timeout=turnclock.DEFAULT_TIMEOUT,
        )

    async def leave(self, guild_id: int, user_id: int, game: str | None = None) -> list[QueueEntry]:
        gone = await self.store.leave(guild_id, user_id, game)
        if not gone:
            if game is not None and game in self.engines:
                raise refused("refusal-not-queued-for", game=self.engines[game].title)
            raise refused("refusal-not-queued")
        return gone

    async def waiting(self, guild_id: int) -> list[QueueEntry]:
        return await self.store.of_guild(guild_id)

    async def expire(self) -> list[QueueEntry]:
        return await self.store.expire()
