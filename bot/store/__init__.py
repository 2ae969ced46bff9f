"""The storage layer: one store per aggregate, on one database connection (``bot.database`` hides whether
it is SQLite or PostgreSQL). The stores and this package are the only code with SQL, written once for both
databases; the schema lives in numbered migrations (``bot/migrations/``, ``bot/migrations/postgres/``).

    sessions   SessionStore: sessions, seats, state, and the one version-guarded commit the others join
    actions    ActionLog: the append-only action log and the narrated game log
    deadlines  DeadlineStore: reminders and turn clocks, and the claims that share work between processes
    people     PeopleStore: vacations, the daily digest and each person's settings
    notices    NoticeStore: what waits to be said to a person, and their one DM about their games
    alarm      Alarm: rung by those three when something may fall due sooner, heard by the timers
    results    ResultStore: finished games' results, ratings, leaderboards
    reviews    ReviewStore: finished games' reviews, owed, claimed and kept; practice games' lessons
    web        CompanionStore: the web companion's signing key and each server's switch
    planned    PlannedTableStore: the tables the bot opens by itself (tournaments', the queue's)
    tournaments  TournamentStore: tournaments, their settings and players, read whole with rounds and tables
    rounds     RoundStore: a tournament's course: each round written once with its tables and byes, the end
    conduct    ConductStore: which tournaments need the director now, and what their channel was shown
    queues     QueueStore: the pick-up queue

Rows become records (and records columns) through one mapper, ``bot.store.rows``.

``Storage.open`` opens the database, brings its schema up to date and builds the stores.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from bot.database import Database, open_database, read_migrations
from bot.store.actions import ActionLog
from bot.store.alarm import Alarm
from bot.store.companion import CompanionStore
from bot.store.conduct import ConductStore
from bot.store.deadlines import DeadlineStore
from bot.store.notices import NoticeStore
from bot.store.people import PeopleStore
from bot.store.planned import PlannedTableStore
from bot.store.queues import QueueStore
from bot.store.results import ResultStore
from bot.store.reviews import ReviewStore
from bot.store.rounds import RoundStore
from bot.store.servers import ServerLanguages
from bot.store.sessions import SessionStore
from bot.store.tournaments import TournamentStore

Clock = Callable[[], float]


class Storage:
    """The stores of one database, and what they share: the connection and the clock."""

    def __init__(self, database: Database, clock: Clock) -> None:
        self.database = database
        self.clock = clock  # what time it is; the stores ask through ``now``, so a test may set it later
        self.actions = ActionLog(database)
        self.alarm = Alarm(database, self.now)  # rung by the stores below when something may fall due sooner
        self.deadlines = DeadlineStore(database, self.now, self.alarm)
        self.people = PeopleStore(database, self.now, self.alarm)
        self.notices = NoticeStore(database, self.now, self.alarm)
        self.results = ResultStore(database, self.now)
        self.web = CompanionStore(database, self.now)
        self.servers = ServerLanguages(database, self.now)
        self.planned = PlannedTableStore(database, self.now)
        self.tournaments = TournamentStore(database, self.now, self.planned)
        self.sessions = SessionStore(
            database, self.now, self.actions, self.deadlines, self.results, self.tournaments
        )
        self.rounds = RoundStore(database, self.now, self.planned)
        self.conduct = ConductStore(database, self.now)
        self.queues = QueueStore(database, self.now, self.planned)
        self.reviews = ReviewStore(database, self.now)

    def now(self) -> float:
        return self.clock()

    @classmethod
    async def open(
        cls,
        target: str | Path,
        *,
        clock: Clock = time.time,
        durable: bool = True,
        migrations_dir: Path | None = None,
    ) -> Storage:
        """Open (or create) the database, a SQLite path or a ``postgresql://`` URL, and bring its schema
        up to date (``durable`` is SQLite's fsync per commit; see ``bot.database``)."""
        database = await open_database(target, durable=durable)
        try:
            await database.migrate(read_migrations(migrations_dir or database.migrations_dir))
        except BaseException:
            await database.close()
            raise
        return cls(database, clock)

    @property
    def dialect(self) -> str:
        return self.database.dialect

    async def user_version(self) -> int:
        """The number of the newest migration applied."""
        return await self.database.schema_version()

    async def close(self) -> None:
        await self.database.close()
