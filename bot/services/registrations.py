"""Tournaments: creating one (its settings checked), sign-up, the start (round 1 seeded and paired), players
leaving or dropped (``AiSeats``: an AI that stays to the end of each of their running tables), cancelling.
Its course, round after round, is ``bot.services.tournamentrounds``'s. No Discord: the Discord
side shows all this and opens the tables (``cogs.tournament.director``); the tables themselves are opened
through the lobby's path (``bot.services.openings``).

Decisions written down here (docs/tournaments.md tells organisers):
- The organiser is whoever created it; a server manager (Manage Server or Manage Events) may act for them.
- Round 1 is paired in the transaction that starts the tournament, guarded by its status (sign-up), so
  that of two starts only one writes it. Pairing is ``bot.session.roundplan``'s.
- A player who leaves (or is dropped) keeps their results and is never paired again; an AI finishes
  their running tables in their seat (a stand-in that stays to the end, so the table keeps its rating and
  its result counts for them). Past a round's deadline the same AI takes every person's seat of the
  round's unfinished tables.
- Cancelling ends it without standings that count; its running tables end with it, unrated, each told why
  (``close_tables``).
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import TypeVar

from bot.i18n import logged, refused, said
from bot.services.clocks import DeadlinePlanner
from bot.services.games import Games
from bot.services.leaderboards import Leaderboards
from bot.session import pairing, ranking, roundplan, tournamentchecks
from bot.session.errors import (
    AlreadyJoined,
    NotInTournament,
    NotOrganiser,
    Refusal,
    SignupClosed,
    TournamentNotFound,
    UnknownGame,
)
from bot.session.game import Game
from bot.session.organisedplay import (
    MIN_ENTRANTS,
    Format,
    NextRound,
    PlannedTable,
    Seeding,
    Tournament,
    TournamentRecord,
    TournamentSettings,
    TournamentStatus,
    Withdrawal,
)
from bot.session.records import Change, DeadlinePlan, SessionStatus
from bot.store import Storage
from engines import AnyEngine
from engines.base import IllegalAction
from engines.phrasing import Words, WordsArg, seat_arg

R = TypeVar("R", bound=Refusal)


@dataclass(frozen=True)
class Departure:
    """A player left or was dropped: the tournament, and their running tables an AI now finishes."""

    tournament: Tournament
    games: tuple[Game, ...]


class JoinedAs(StrEnum):
    SIGNED_UP = "joined"  # during sign-up
    LATE = "late"  # a running tournament that takes late joiners: from its next round on
    RETURNED = "returned"  # back after being withdrawn for missed turns, before the next pairing


@dataclass(frozen=True)
class Joining:
    """A player joined a tournament, and how."""

    tournament: Tournament
    how: JoinedAs


class AiSeats:
    """Hands people's seats at a tournament's running tables to AIs that stay to the end."""

    def __init__(self, games: Games, planner: DeadlinePlanner, ai_kinds: Sequence[str]) -> None:
        self.games = games
        self.planner = planner
        self.ai_kinds = tuple(ai_kinds)

    async def finish_round(self, tournament: Tournament, number: int) -> list[Game]:
        return await self.hand_over(tournament, None, DEADLINE_LINE, round_number=number)

    async def hand_over(
        self, tournament: Tournament, users: set[int] | None, line: str, round_number: int | None = None
    ) -> list[Game]:
        """A stand-in AI, to the end, for the seats of ``users`` (None: every person) at the running
        tables of the tournament (of ``round_number`` only, if given); ``line``: the log's message id,
        its seat "{s}"."""
        kind = self.ai_kinds[0]
        changed = []
        for table in tournament.tables:
            if (
                table.session_id is None
                or table.ended
                or (round_number is not None and table.round != round_number)
            ):
                continue

            def decide(game: Game, table: PlannedTable = table) -> Change:
                if game.status != SessionStatus.RUNNING:
                    return Change()
                seats = list(game.session.seats)
                lines = []
                for i, seat in enumerate(seats):
                    if seat.user_id is None or seat.stand_in is not None:
                        continue
                    if users is not None and seat.user_id not in users:
                        continue
                    seats[i] = replace(seat, stand_in=kind)
                    lines.append(logged(line, s=seat_arg(i)))
                if not lines:
                    return Change()
                return Change(seats=seats, lines=tuple(lines), deadlines=self.planner.plan(game, seats))

            before = await self.games.load(table.session_id)
            if before.status != SessionStatus.RUNNING:
                continue
            wanted = [
                s
                for s in before.session.seats
                if s.user_id is not None and s.stand_in is None and (users is None or s.user_id in users)
            ]
            if wanted:
                changed.append(await self.games.change(table.session_id, decide))
        return changed


class Registrations:
    def __init__(self, games: Games, storage: Storage, leaderboards: Leaderboards, seats: AiSeats) -> None:
        self.games = games
        self.storage = storage
        self.store = storage.tournaments
        self.rounds = storage.rounds  # the tournament's course: rounds written, the end
        self.leaderboards = leaderboards
        self.seats = seats
        self._locks: dict[str, asyncio.Lock] = {}

    @property
    def engines(self) -> Mapping[str, AnyEngine]:
        return self.games.engines

    def engine(self, key: str) -> AnyEngine:
        engine = self.engines.get(key)
        if engine is None:
            raise UnknownGame(key)
        return engine

    # ---- reading -------------------------------------------------------------------------------------

    async def load(self, tournament_id: str) -> Tournament:
        tournament = await self.store.get(tournament_id) if tournament_id else None
        if tournament is None:
            raise TournamentNotFound()
        return tournament

    async def here(self, channel_id: int) -> Tournament | None:
        """The active tournament of this channel, or the one whose table this channel holds."""
        tid = await self.store.active_in_channel(channel_id)
        if tid is None:
            session = await self.storage.sessions.active_in_channel(channel_id)
            session = session or await self.storage.sessions.last_ended_in_channel(channel_id)
            tid = await self.store.of_table(session.id) if session is not None else None
        return await self.store.get(tid) if tid is not None else None

    async def of_guild(self, guild_id: int, *, active: bool = True) -> list[TournamentRecord]:
        return await self.store.of_guild(guild_id, active=active)

    # ---- creating and sign-up ------------------------------------------------------------------------

    def check(self, settings: TournamentSettings, now: float) -> TournamentSettings:
        """The organiser's choices, each refused with a sentence when it will not do
        (``bot.session.tournamentchecks``)."""
        return tournamentchecks.checked(self.engine(settings.game), settings, now)

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        home_id: int,
        organiser_id: int,
        organiser_name: str,
        settings: TournamentSettings,
    ) -> Tournament:
        checked = self.check(settings, self.storage.now())
        tid = await self.store.create(
            guild_id=guild_id,
            channel_id=channel_id,
            home_id=home_id,
            organiser_id=organiser_id,
            organiser_name=organiser_name,
            settings=checked,
        )
        if tid is None:
            raise refused("tournament-channel-taken")
        return await self.load(tid)

    async def join(self, tournament_id: str, user_id: int, name: str) -> Joining:
        """Sign up; or, in a running tournament that allows it, join from the next round; or come back
        after being withdrawn for missed turns, before the next round is paired."""
        tournament = await self.load(tournament_id)
        settings = tournament.settings
        limit = settings.max_players
        if settings.format == Format.ROUND_ROBIN:
            engine = self.engine(settings.game)
            smallest = pairing.smallest_table(settings.table_size, engine.min_players)
            why = roundplan.round_robin_refusal(len(tournament.entrants) + 1, settings.table_size, smallest)
            if why is not None and tournament.entrant(user_id) is None:
                raise refused("tournament-roundrobin-full", why=why)
        outcome = await self.store.add_entrant(tournament_id, user_id, name, limit)
        if outcome == "closed":
            raise refusal(SignupClosed, _closed_sentence(tournament))
        if outcome == "gone":
            raise refusal(SignupClosed, "tournament-gone")
        if outcome == "already":
            raise refusal(AlreadyJoined, "tournament-already-joined")
        if outcome == "full":
            raise refused("tournament-full", most=limit or 0)
        return Joining(await self.load(tournament_id), JoinedAs(outcome))

    async def leave(self, tournament_id: str, user_id: int) -> Departure:
        """Leave: off the list during sign-up; afterwards, out of the pairing with an AI finishing one's
        running tables."""
        return await self._depart(await self.load(tournament_id), user_id)

    async def drop(
        self, tournament_id: str, by_user: int, target: int, *, is_admin: bool = False
    ) -> Departure:
        tournament = await self.load(tournament_id)
        self.require_organiser(tournament, by_user, is_admin)
        if tournament.entrant(target) is None:
            raise refusal(NotInTournament, "tournament-not-playing")
        return await self._depart(tournament, target, by_user)

    async def _depart(self, tournament: Tournament, user_id: int, by: int | None = None) -> Departure:
        entrant = tournament.entrant(user_id)
        if entrant is None:
            raise NotInTournament()
        status = tournament.record.status
        if status == TournamentStatus.SIGNUP:
            await self.store.remove_entrant(tournament.id, user_id)
            return Departure(await self.load(tournament.id), ())
        if status != TournamentStatus.RUNNING:
            raise refusal(SignupClosed, _closed_sentence(tournament))
        why = Withdrawal.LEFT if by is None else Withdrawal.DROPPED
        if not await self.store.drop(tournament.id, user_id, tournament.record.current_round, why):
            raise refusal(NotInTournament, "tournament-already-left", player=entrant.name)
        games = await self.seats.hand_over(
            await self.load(tournament.id),
            {user_id},
            LEFT_LINE,
        )
        return Departure(await self.load(tournament.id), tuple(games))

    # ---- starting and ending -----------------------------------------------------------------------

    async def start(self, tournament_id: str, by_user: int | None, *, is_admin: bool = False) -> Tournament:
        """Seed and pair round 1 (``by_user`` None: sign-up closed by itself)."""
        async with self.hold(tournament_id):
            tournament = await self.load(tournament_id)
            if by_user is not None:
                self.require_organiser(tournament, by_user, is_admin)
            if tournament.record.status != TournamentStatus.SIGNUP:
                raise refusal(SignupClosed, _started_sentence(tournament))
            settings = tournament.settings
            engine = self.engine(settings.game)
            smallest = pairing.smallest_table(settings.table_size, engine.min_players)
            needed = max(MIN_ENTRANTS, smallest)
            if len(tournament.entrants) < needed:
                raise refused(
                    "tournament-too-few",
                    title=engine.title,
                    size=settings.table_size,
                    needed=needed,
                    count=len(tournament.entrants),
                )
            if settings.format == Format.ROUND_ROBIN:
                why = roundplan.round_robin_refusal(len(tournament.entrants), settings.table_size, smallest)
                if why is not None:
                    raise refused(why.id, **why.args)
            seeds = await self._seeding(tournament)
            seeded = replace(
                tournament,
                entrants=tuple(
                    replace(e, rating=rating, seed_rank=rank)
                    for e in tournament.entrants
                    for user, rating, rank in seeds
                    if user == e.user_id
                ),
            )
            total, plan = await asyncio.to_thread(roundplan.first_round, seeded, engine.min_players)
            starts = self.round_start(settings, 1)
            written = await self.rounds.write_round(
                tournament_id,
                0,
                NextRound(
                    1,
                    self.deadline(settings, starts),
                    plan[0],
                    plan[1],
                    seeds=seeds,
                    total_rounds=total,
                    starts_at=starts,
                ),
            )
            if not written:
                raise refusal(SignupClosed, _started_sentence(await self.load(tournament_id)))
            return await self.load(tournament_id)

    async def cancel(self, tournament_id: str, by_user: int, *, is_admin: bool = False) -> Tournament:
        """Cancel: the tournament ends with no standings counting, and its running tables end with it,
        unrated (``close_tables``)."""
        tournament = await self.load(tournament_id)
        self.require_organiser(tournament, by_user, is_admin)
        if not tournament.record.is_active:
            raise refusal(SignupClosed, "tournament-already-over")
        reason = Words(id="tournament-ended-cancelled")
        if not await self.rounds.end(
            tournament_id, TournamentStatus.CANCELLED, said(reason), tournament.record.current_round, reason
        ):
            raise refusal(SignupClosed, "tournament-changed")
        await self.close_tables(tournament_id)
        return await self.load(tournament_id)

    async def close_tables(self, tournament_id: str) -> list[Game]:
        """A cancelled tournament's tables still running end now (abandoned: no result, so no rating),
        each saying why in its log. Safe to call again (after a crash between cancelling and this):
        a table already over is left as it is."""
        tournament = await self.load(tournament_id)
        if tournament.record.status != TournamentStatus.CANCELLED:
            return []
        closed = []
        for table in tournament.tables:
            if table.session_id is None or table.ended:
                continue

            def end(game: Game) -> Change:
                if not game.session.is_active:
                    return Change()
                return Change(
                    status=SessionStatus.ABANDONED,
                    ended_reason=TABLE_CANCELLED,
                    ended_words=Words(id="log-tournament-cancelled"),
                    lines=(logged("log-tournament-cancelled"),),
                    deadlines=DeadlinePlan(),
                )

            closed.append(await self.games.change(table.session_id, end))
        return closed

    async def close_signup(self, tournament_id: str) -> Tournament | None:
        """Sign-up's time is up: start with the players there are, or cancel (saying why) when they are
        too few. None when there was nothing to do."""
        tournament = await self.load(tournament_id)
        until = tournament.settings.signup_until
        if tournament.record.status != TournamentStatus.SIGNUP or until is None or until > self.storage.now():
            return None
        try:
            return await self.start(tournament_id, None)
        except SignupClosed:
            return None
        except IllegalAction as why:
            because: Words | str = why.words if why.words is not None else str(why)
            reason = Words(id="tournament-ended-too-few", args={"why": because})
            await self.rounds.end(tournament_id, TournamentStatus.CANCELLED, said(reason), 0, reason)
            return await self.load(tournament_id)

    @contextlib.asynccontextmanager
    async def hold(self, tournament_id: str) -> AsyncIterator[None]:
        """One change of a tournament's course at a time: in this process, then across processes."""
        lock = self._locks.setdefault(tournament_id, asyncio.Lock())
        async with lock, self.rounds.lock(tournament_id):
            yield

    def require_organiser(self, tournament: Tournament, by_user: int, is_admin: bool) -> None:
        if by_user != tournament.record.organiser_id and not is_admin:
            raise NotOrganiser()

    def round_start(self, settings: TournamentSettings, number: int) -> float:
        """When round ``number``'s tables open: its calendar's time, or now (a time already past: now)."""
        now = self.storage.now()
        at = settings.calendar.start_of(number) if settings.calendar is not None else None
        return now if at is None else max(at, now)

    def deadline(self, settings: TournamentSettings, starts: float) -> float | None:
        """A round's deadline, counted from when its tables open."""
        return None if settings.round_seconds is None else starts + settings.round_seconds

    async def _seeding(self, tournament: Tournament) -> list[tuple[int, float | None, int]]:
        """Each player's rating (the seeding's, when it is by rating) and seed rank."""
        users = [e.user_id for e in tournament.entrants]
        draw = list(users)
        random.Random(f"draw:{tournament.record.seed}").shuffle(draw)
        ratings: dict[int, float | None] = {}
        if tournament.settings.seeding == Seeding.RATING:
            await self.leaderboards.rate_pending()
            skills = await self.storage.results.skills(
                tournament.record.guild_id, tournament.settings.game, users
            )
            ratings = {user: skills[user].rating if user in skills else None for user in users}
        order = ranking.seed_order(tournament.entrants, ratings, draw)
        return [(user, ratings.get(user), rank) for rank, user in enumerate(order, 1)]


# A cancelled tournament's table's ``ended_reason`` (stored; its log line says it in words, below).
TABLE_CANCELLED = said(Words(id="log-tournament-cancelled"))
LEFT_LINE = "log-tournament-left"  # a player left: an AI plays their seat to the end
DEADLINE_LINE = "log-tournament-deadline"  # the round's deadline passed: an AI finishes the seat


def refusal(kind: type[R], message_id: str, **args: WordsArg) -> R:
    """A refusal of ``kind`` saying a message: its English as its text, its words for each reader."""
    words = Words(id=message_id, args=args)
    return kind(said(words), words=words)


def _closed_sentence(tournament: Tournament) -> str:
    status = tournament.record.status
    if status == TournamentStatus.RUNNING:
        return "tournament-closed-started"
    if status in (TournamentStatus.FINISHED, TournamentStatus.CANCELLED):
        return "tournament-over"
    return "refusal-signup-closed"


def _started_sentence(tournament: Tournament) -> str:
    if tournament.record.status == TournamentStatus.RUNNING:
        return "tournament-already-started"
    return "tournament-over"
