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
- Cancelling a running tournament ends it without a podium; its running tables go on as ordinary games.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import dataclass, replace

from bot.services.clocks import DeadlinePlanner
from bot.services.games import Games
from bot.services.leaderboards import Leaderboards
from bot.session import pairing, ranking, roundplan
from bot.session.errors import (
    AlreadyJoined,
    NotInTournament,
    NotOrganiser,
    SignupClosed,
    TournamentNotFound,
    UnknownGame,
)
from bot.session.game import Game
from bot.session.organisedplay import (
    MAX_NAME,
    MAX_SWISS_ROUNDS,
    MIN_ENTRANTS,
    Format,
    NextRound,
    PlannedTable,
    Seeding,
    Tournament,
    TournamentRecord,
    TournamentSettings,
    TournamentStatus,
    check_pairing,
    check_table_size,
)
from bot.session.records import Change, SessionStatus
from bot.store import Storage
from engines import AnyEngine
from engines.base import IllegalAction, LogLine


@dataclass(frozen=True)
class Departure:
    """A player left or was dropped: the tournament, and their running tables an AI now finishes."""

    tournament: Tournament
    games: tuple[Game, ...]


class AiSeats:
    """Hands people's seats at a tournament's running tables to AIs that stay to the end."""

    def __init__(self, games: Games, planner: DeadlinePlanner, ai_kinds: Sequence[str]) -> None:
        self.games = games
        self.planner = planner
        self.ai_kinds = tuple(ai_kinds)

    async def finish_round(self, tournament: Tournament, number: int) -> list[Game]:
        line = "⌛ The round's deadline has passed: an AI plays {s}'s seat until this table ends."
        return await self.hand_over(tournament, None, line, round_number=number)

    async def hand_over(
        self, tournament: Tournament, users: set[int] | None, line: str, round_number: int | None = None
    ) -> list[Game]:
        """A stand-in AI, to the end, for the seats of ``users`` (None: every person) at the running
        tables of the tournament (of ``round_number`` only, if given)."""
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
                    lines.append(LogLine(text=line.replace("{s}", f"{{s{i}}}")))
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
        """The organiser's choices, each refused with a sentence when it will not do."""
        engine = self.engine(settings.game)
        name = " ".join(settings.name.split())[:MAX_NAME] or f"{engine.title} tournament"
        check_table_size(engine, settings.table_size)
        check_pairing(settings)
        smallest = pairing.smallest_table(settings.table_size, engine.min_players)
        if settings.format == Format.SWISS:
            rounds = settings.rounds if settings.rounds is not None else 3
            if not 1 <= rounds <= MAX_SWISS_ROUNDS:
                raise IllegalAction(f"A Swiss tournament has 1 to {MAX_SWISS_ROUNDS} rounds.")
        else:
            if settings.rounds is not None:
                raise IllegalAction("A round robin's rounds follow from its players: leave rounds out.")
            rounds = None
            why = roundplan.round_robin_refusal(
                max(settings.max_players or 2, 2), settings.table_size, smallest
            )
            if why is not None:
                raise IllegalAction(why)
        if settings.max_players is not None and settings.max_players < max(MIN_ENTRANTS, smallest):
            raise IllegalAction(f"Allow at least {max(MIN_ENTRANTS, smallest)} players.")
        if settings.signup_until is not None and settings.signup_until <= now:
            raise IllegalAction("Sign-up must close in the future.")
        return replace(settings, name=name, rounds=rounds)

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
            raise IllegalAction("This channel already has a tournament; finish or cancel it first.")
        return await self.load(tid)

    async def join(self, tournament_id: str, user_id: int, name: str) -> Tournament:
        tournament = await self.load(tournament_id)
        settings = tournament.settings
        limit = settings.max_players
        if settings.format == Format.ROUND_ROBIN:
            engine = self.engine(settings.game)
            smallest = pairing.smallest_table(settings.table_size, engine.min_players)
            why = roundplan.round_robin_refusal(len(tournament.entrants) + 1, settings.table_size, smallest)
            if why is not None and tournament.entrant(user_id) is None:
                raise IllegalAction(f"This round robin is full. {why}")
        outcome = await self.store.add_entrant(tournament_id, user_id, name, limit)
        if outcome == "closed":
            raise SignupClosed(_closed_sentence(tournament))
        if outcome == "already":
            raise AlreadyJoined("You have already joined this tournament.")
        if outcome == "full":
            raise IllegalAction(f"This tournament is full: it takes {limit} players.")
        return await self.load(tournament_id)

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
            raise NotInTournament("That person is not playing in this tournament.")
        return await self._depart(tournament, target)

    async def _depart(self, tournament: Tournament, user_id: int) -> Departure:
        entrant = tournament.entrant(user_id)
        if entrant is None:
            raise NotInTournament()
        status = tournament.record.status
        if status == TournamentStatus.SIGNUP:
            await self.store.remove_entrant(tournament.id, user_id)
            return Departure(await self.load(tournament.id), ())
        if status != TournamentStatus.RUNNING:
            raise SignupClosed(_closed_sentence(tournament))
        if not await self.store.drop(tournament.id, user_id, tournament.record.current_round):
            raise NotInTournament(f"{entrant.name} has already left this tournament.")
        games = await self.seats.hand_over(
            await self.load(tournament.id),
            {user_id},
            "{s} left the tournament: an AI plays their seat to the end.",
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
                raise SignupClosed(_started_sentence(tournament))
            settings = tournament.settings
            engine = self.engine(settings.game)
            smallest = pairing.smallest_table(settings.table_size, engine.min_players)
            needed = max(MIN_ENTRANTS, smallest)
            if len(tournament.entrants) < needed:
                raise IllegalAction(
                    f"A tournament of {engine.title} at tables of {settings.table_size} needs at least "
                    f"{needed} players; {len(tournament.entrants)} signed up."
                )
            if settings.format == Format.ROUND_ROBIN:
                why = roundplan.round_robin_refusal(len(tournament.entrants), settings.table_size, smallest)
                if why is not None:
                    raise IllegalAction(why)
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
            deadline = self.deadline(settings)
            written = await self.rounds.write_round(
                tournament_id,
                0,
                NextRound(1, deadline, plan[0], plan[1], seeds=seeds, total_rounds=total),
            )
            if not written:
                raise SignupClosed(_started_sentence(await self.load(tournament_id)))
            return await self.load(tournament_id)

    async def cancel(self, tournament_id: str, by_user: int, *, is_admin: bool = False) -> Tournament:
        tournament = await self.load(tournament_id)
        self.require_organiser(tournament, by_user, is_admin)
        if not tournament.record.is_active:
            raise SignupClosed("This tournament is already over.")
        reason = "The organiser cancelled the tournament."
        if not await self.rounds.end(
            tournament_id, TournamentStatus.CANCELLED, reason, tournament.record.current_round
        ):
            raise SignupClosed("This tournament changed meanwhile; try again.")
        return await self.load(tournament_id)

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
            reason = f"Sign-up closed with too few players. {why}"
            await self.rounds.end(tournament_id, TournamentStatus.CANCELLED, reason, 0)
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

    def deadline(self, settings: TournamentSettings) -> float | None:
        return None if settings.round_seconds is None else self.storage.now() + settings.round_seconds

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


def _closed_sentence(tournament: Tournament) -> str:
    status = tournament.record.status
    if status == TournamentStatus.RUNNING:
        return "Sign-up for this tournament has closed: it has started."
    if status in (TournamentStatus.FINISHED, TournamentStatus.CANCELLED):
        return "This tournament is over."
    return "Sign-up for this tournament has closed."


def _started_sentence(tournament: Tournament) -> str:
    if tournament.record.status == TournamentStatus.RUNNING:
        return "This tournament has already started."
    return "This tournament is over."
