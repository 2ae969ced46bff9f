"""Tournaments: creating one (its settings checked), sign-up, the start (round 1 seeded and paired), players
leaving or dropped, cancelling; and its course: each round paired when the last table of the one before
ended (``advance``), a round's deadline passing (``overdue``: an AI plays every seat still owing a move
until its table ends), the organiser ending a round early, the final standings. No Discord: the Discord
side shows all this and opens the tables (``bot.discordside.director``); the tables themselves are opened
through the lobby's path (``bot.services.openings``).

Decisions written down here (docs/tournaments.md tells organisers):
- The organiser is whoever created it; a server manager (Manage Server or Manage Events) may act for them.
- A round is paired in the transaction that moves the tournament on to it, guarded by the round it was at
  (``TournamentStore.write_round``), under the tournament's lock (across processes on PostgreSQL): it is
  paired once. Pairing is ``bot.session.pairing`` on the standings of ``bot.session.ranking``.
- A player who leaves (or is dropped) keeps their results and is never paired again; an AI finishes
  their running tables in their seat (a stand-in that stays to the end, so the table keeps its rating and
  its result counts for them). Past a round's deadline the same AI takes every person's seat of the
  round's unfinished tables.
- A tournament whose players still in can no longer fill a table ends early, with the standings it has.
- Cancelling a running tournament ends it without a podium; its running tables go on as ordinary games.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import dataclass, replace

from bot.services.clocks import DeadlinePlanner
from bot.services.core import Sessions
from bot.services.leaderboards import ResultService
from bot.session import pairing, ranking
from bot.session.errors import (
    AlreadyJoined,
    GameNotRunning,
    NotInTournament,
    NotOrganiser,
    SignupClosed,
    TournamentNotFound,
    UnknownGame,
)
from bot.session.game import Game
from bot.session.records import Change, SessionStatus
from bot.session.tourney import (
    MAX_NAME,
    MAX_ROUND_ROBIN_ROUNDS,
    MAX_SWISS_ROUNDS,
    MIN_ENTRANTS,
    Format,
    PlannedTable,
    Seeding,
    Tourney,
    TourneyRecord,
    TourneySettings,
    TourneyStatus,
    check_table_size,
)
from bot.store import Storage
from bot.store.tourneys import NextRound
from engines import AnyEngine
from engines.base import IllegalAction, LogLine

MAX_ROUND_ROBIN_PLAYERS = 16
MAX_THREAD_NAME = 100


@dataclass(frozen=True)
class Departure:
    """A player left or was dropped: the tournament, and their running tables an AI now finishes."""

    tourney: Tourney
    games: tuple[Game, ...]


def round_robin_refusal(players: int, size: int, smallest: int) -> str | None:
    """Why a round robin of ``players`` at tables of ``size`` will not do, or None."""
    if size < 2:
        return "A round robin needs tables of two or more: at tables of one nobody meets anybody."
    bound = pairing.round_robin_bound(players, size, smallest)
    if size == 2 and bound > MAX_ROUND_ROBIN_ROUNDS:
        return (
            f"A round robin at tables of 2 seats everyone with everyone one pair at a time: {players} "
            f"players need {bound} rounds, and a round robin here has at most {MAX_ROUND_ROBIN_ROUNDS}. "
            "Play Swiss, or use larger tables."
        )
    if players > MAX_ROUND_ROBIN_PLAYERS:
        return (
            f"A round robin here takes at most {MAX_ROUND_ROBIN_PLAYERS} players: at tables of {size}, "
            f"{players} players need at least {bound} rounds to meet everyone, and the fewest rounds for a "
            "field that large is a search this bot does not promise to win. Play Swiss instead."
        )
    return None


def thread_name(name: str, number: int, table: int) -> str:
    """``Winter Cup · Round 2 · Table 3``: the tournament's name gives way first."""
    tail = f" · Round {number} · Table {table}"
    return name[: MAX_THREAD_NAME - len(tail)].rstrip() + tail


class TournamentService:
    def __init__(
        self,
        sessions: Sessions,
        storage: Storage,
        planner: DeadlinePlanner,
        results: ResultService,
        ai_kinds: Sequence[str],
    ) -> None:
        self.sessions = sessions
        self.storage = storage
        self.store = storage.tournaments
        self.planner = planner
        self.results = results
        self.ai_kinds = tuple(ai_kinds)
        self._locks: dict[str, asyncio.Lock] = {}

    @property
    def engines(self) -> Mapping[str, AnyEngine]:
        return self.sessions.engines

    def engine(self, key: str) -> AnyEngine:
        engine = self.engines.get(key)
        if engine is None:
            raise UnknownGame(key)
        return engine

    # ---- reading -------------------------------------------------------------------------------------

    async def load(self, tournament_id: str) -> Tourney:
        tourney = await self.store.get(tournament_id) if tournament_id else None
        if tourney is None:
            raise TournamentNotFound()
        return tourney

    async def here(self, channel_id: int) -> Tourney | None:
        """The active tournament of this channel, or the one whose table this channel holds."""
        tid = await self.store.active_in_channel(channel_id)
        if tid is None:
            session = await self.storage.sessions.active_in_channel(channel_id)
            session = session or await self.storage.sessions.last_ended_in_channel(channel_id)
            tid = await self.store.of_table(session.id) if session is not None else None
        return await self.store.get(tid) if tid is not None else None

    async def of_guild(self, guild_id: int, *, active: bool = True) -> list[TourneyRecord]:
        return await self.store.of_guild(guild_id, active=active)

    # ---- creating and sign-up ------------------------------------------------------------------------

    def check(self, settings: TourneySettings, now: float) -> TourneySettings:
        """The organiser's choices, each refused with a sentence when it will not do."""
        engine = self.engine(settings.game)
        name = " ".join(settings.name.split())[:MAX_NAME] or f"{engine.title} tournament"
        check_table_size(engine, settings.table_size)
        smallest = pairing.smallest_table(settings.table_size, engine.min_players)
        if settings.format == Format.SWISS:
            rounds = settings.rounds if settings.rounds is not None else 3
            if not 1 <= rounds <= MAX_SWISS_ROUNDS:
                raise IllegalAction(f"A Swiss tournament has 1 to {MAX_SWISS_ROUNDS} rounds.")
        else:
            if settings.rounds is not None:
                raise IllegalAction("A round robin's rounds follow from its players: leave rounds out.")
            rounds = None
            why = round_robin_refusal(max(settings.max_players or 2, 2), settings.table_size, smallest)
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
        settings: TourneySettings,
    ) -> Tourney:
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

    async def join(self, tournament_id: str, user_id: int, name: str) -> Tourney:
        tourney = await self.load(tournament_id)
        settings = tourney.settings
        limit = settings.max_players
        if settings.format == Format.ROUND_ROBIN:
            engine = self.engine(settings.game)
            smallest = pairing.smallest_table(settings.table_size, engine.min_players)
            why = round_robin_refusal(len(tourney.entrants) + 1, settings.table_size, smallest)
            if why is not None and tourney.entrant(user_id) is None:
                raise IllegalAction(f"This round robin is full. {why}")
        outcome = await self.store.add_entrant(tournament_id, user_id, name, limit)
        if outcome == "closed":
            raise SignupClosed(_closed_sentence(tourney))
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
        tourney = await self.load(tournament_id)
        self._require_organiser(tourney, by_user, is_admin)
        if tourney.entrant(target) is None:
            raise NotInTournament("That person is not playing in this tournament.")
        return await self._depart(tourney, target)

    async def _depart(self, tourney: Tourney, user_id: int) -> Departure:
        entrant = tourney.entrant(user_id)
        if entrant is None:
            raise NotInTournament()
        status = tourney.record.status
        if status == TourneyStatus.SIGNUP:
            await self.store.remove_entrant(tourney.id, user_id)
            return Departure(await self.load(tourney.id), ())
        if status != TourneyStatus.RUNNING:
            raise SignupClosed(_closed_sentence(tourney))
        if not await self.store.drop(tourney.id, user_id, tourney.record.current_round):
            raise NotInTournament(f"{entrant.name} has already left this tournament.")
        games = await self._hand_to_ai(
            await self.load(tourney.id),
            {user_id},
            "{s} left the tournament: an AI plays their seat to the end.",
        )
        return Departure(await self.load(tourney.id), tuple(games))

    # ---- starting and ending -----------------------------------------------------------------------

    async def start(self, tournament_id: str, by_user: int | None, *, is_admin: bool = False) -> Tourney:
        """Seed and pair round 1 (``by_user`` None: sign-up closed by itself)."""
        async with self.hold(tournament_id):
            tourney = await self.load(tournament_id)
            if by_user is not None:
                self._require_organiser(tourney, by_user, is_admin)
            if tourney.record.status != TourneyStatus.SIGNUP:
                raise SignupClosed(_started_sentence(tourney))
            settings = tourney.settings
            engine = self.engine(settings.game)
            smallest = pairing.smallest_table(settings.table_size, engine.min_players)
            needed = max(MIN_ENTRANTS, smallest)
            if len(tourney.entrants) < needed:
                raise IllegalAction(
                    f"A tournament of {engine.title} at tables of {settings.table_size} needs at least "
                    f"{needed} players; {len(tourney.entrants)} signed up."
                )
            if settings.format == Format.ROUND_ROBIN:
                why = round_robin_refusal(len(tourney.entrants), settings.table_size, smallest)
                if why is not None:
                    raise IllegalAction(why)
            seeds = await self._seeding(tourney)
            seeded = replace(
                tourney,
                entrants=tuple(
                    replace(e, rating=rating, seed_rank=rank)
                    for e in tourney.entrants
                    for user, rating, rank in seeds
                    if user == e.user_id
                ),
            )
            total, plan = await asyncio.to_thread(self._first_round, seeded)
            deadline = self._deadline(settings)
            written = await self.store.write_round(
                tournament_id,
                0,
                NextRound(1, deadline, plan[0], plan[1], seeds=seeds, total_rounds=total),
            )
            if not written:
                raise SignupClosed(_started_sentence(await self.load(tournament_id)))
            return await self.load(tournament_id)

    async def cancel(self, tournament_id: str, by_user: int, *, is_admin: bool = False) -> Tourney:
        tourney = await self.load(tournament_id)
        self._require_organiser(tourney, by_user, is_admin)
        if not tourney.record.is_active:
            raise SignupClosed("This tournament is already over.")
        reason = "The organiser cancelled the tournament."
        if not await self.store.end(
            tournament_id, TourneyStatus.CANCELLED, reason, tourney.record.current_round
        ):
            raise SignupClosed("This tournament changed meanwhile; try again.")
        return await self.load(tournament_id)

    async def close_signup(self, tournament_id: str) -> Tourney | None:
        """Sign-up's time is up: start with the players there are, or cancel (saying why) when they are
        too few. None when there was nothing to do."""
        tourney = await self.load(tournament_id)
        until = tourney.settings.signup_until
        if tourney.record.status != TourneyStatus.SIGNUP or until is None or until > self.storage.now():
            return None
        try:
            return await self.start(tournament_id, None)
        except SignupClosed:
            return None
        except IllegalAction as why:
            reason = f"Sign-up closed with too few players. {why}"
            await self.store.end(tournament_id, TourneyStatus.CANCELLED, reason, 0)
            return await self.load(tournament_id)

    # ---- the course of a tournament -------------------------------------------------------------------

    async def advance(self, tournament_id: str) -> Tourney | None:
        """When every table of the current round has ended: pair the next round, or finish. Returns the
        tournament when this call changed it (None when there was nothing to do, or another process did
        it)."""
        async with self.hold(tournament_id):
            tourney = await self.load(tournament_id)
            record = tourney.record
            tables = tourney.round_tables(record.current_round)
            if record.status != TourneyStatus.RUNNING or any(not t.ended for t in tables):
                return None
            number = record.current_round
            total = record.total_rounds or number
            active = [e for e in tourney.entrants if e.active]
            engine = self.engine(tourney.settings.game)
            smallest = pairing.smallest_table(tourney.settings.table_size, engine.min_players)
            if number >= total or len(active) < smallest or len(active) < MIN_ENTRANTS:
                reason = (
                    "All rounds are played."
                    if number >= total
                    else "Too few players are left to fill a table, so the tournament ends here."
                )
                done = await self.store.end(tournament_id, TourneyStatus.FINISHED, reason, number)
                return await self.load(tournament_id) if done else None
            plan = await asyncio.to_thread(self._plan_round, tourney, number + 1)
            written = await self.store.write_round(
                tournament_id, number, NextRound(number + 1, self._deadline(tourney.settings), *plan)
            )
            return await self.load(tournament_id) if written else None

    async def overdue(self, tournament_id: str) -> list[Game]:
        """If the current round's deadline passed, mark it (once) and hand its unfinished tables to AIs."""
        tourney = await self.load(tournament_id)
        record = tourney.record
        current = tourney.round_record(record.current_round)
        if (
            record.status != TourneyStatus.RUNNING
            or current is None
            or current.deadline is None
            or current.deadline > self.storage.now()
        ):
            return []
        if not await self.store.mark_overdue(tournament_id, current.number):
            return []
        return await self._finish_round_with_ai(await self.load(tournament_id), current.number)

    async def end_round(self, tournament_id: str, by_user: int, *, is_admin: bool = False) -> list[Game]:
        """The organiser ends the current round early: as if its deadline passed now."""
        tourney = await self.load(tournament_id)
        self._require_organiser(tourney, by_user, is_admin)
        if tourney.record.status != TourneyStatus.RUNNING:
            raise GameNotRunning("This tournament has no round under way.")
        number = tourney.record.current_round
        if not await self.store.mark_overdue(tournament_id, number):
            raise IllegalAction(f"Round {number} is already being finished by AI players.")
        return await self._finish_round_with_ai(await self.load(tournament_id), number)

    async def keep_ai_seats(self, tournament_id: str) -> list[Game]:
        """Every seat an AI should be finishing (a round past its deadline, a player who left) has it: a
        repair after a crash between marking and handing over."""
        tourney = await self.load(tournament_id)
        if tourney.record.status != TourneyStatus.RUNNING:
            return []
        games = []
        current = tourney.round_record(tourney.record.current_round)
        if current is not None and current.overdue:
            games += await self._finish_round_with_ai(tourney, current.number)
        dropped = {e.user_id for e in tourney.entrants if not e.active}
        if dropped:
            games += await self._hand_to_ai(
                tourney, dropped, "{s} left the tournament: an AI plays their seat to the end."
            )
        return games

    # ---- internals -----------------------------------------------------------------------------------

    @contextlib.asynccontextmanager
    async def hold(self, tournament_id: str) -> AsyncIterator[None]:
        """One change of a tournament's course at a time: in this process, then across processes."""
        lock = self._locks.setdefault(tournament_id, asyncio.Lock())
        async with lock, self.store.lock(tournament_id):
            yield

    def _require_organiser(self, tourney: Tourney, by_user: int, is_admin: bool) -> None:
        if by_user != tourney.record.organiser_id and not is_admin:
            raise NotOrganiser()

    def _deadline(self, settings: TourneySettings) -> float | None:
        return None if settings.round_seconds is None else self.storage.now() + settings.round_seconds

    async def _seeding(self, tourney: Tourney) -> list[tuple[int, float | None, int]]:
        """Each player's rating (the seeding's, when it is by rating) and seed rank."""
        users = [e.user_id for e in tourney.entrants]
        draw = list(users)
        random.Random(f"draw:{tourney.record.seed}").shuffle(draw)
        ratings: dict[int, float | None] = {}
        if tourney.settings.seeding == Seeding.RATING:
            await self.results.rate_pending()
            skills = await self.storage.results.skills(tourney.record.guild_id, tourney.settings.game, users)
            ratings = {user: skills[user].rating if user in skills else None for user in users}
        order = ranking.seed_order(tourney.entrants, ratings, draw)
        return [(user, ratings.get(user), rank) for rank, user in enumerate(order, 1)]

    def _first_round(self, tourney: Tourney) -> tuple[int, tuple[list[PlannedTable], list[int]]]:
        settings = tourney.settings
        if settings.format == Format.ROUND_ROBIN:
            total = len(self._schedule(tourney))
        else:
            total = settings.rounds or 1
        return total, self._plan_round(tourney, 1)

    def _schedule(self, tourney: Tourney) -> tuple[pairing.RoundPlan[int], ...]:
        settings = tourney.settings
        engine = self.engine(settings.game)
        smallest = pairing.smallest_table(settings.table_size, engine.min_players)
        seeded = [e.user_id for e in sorted(tourney.entrants, key=lambda e: (e.seed_rank or 0, e.joined_at))]
        return pairing.round_robin(seeded, settings.table_size, smallest, tourney.record.seed)

    def _plan_round(self, tourney: Tourney, number: int) -> tuple[list[PlannedTable], list[int]]:
        """Round ``number``'s tables (in seat order) and byes: pure work on the tournament as loaded."""
        settings = tourney.settings
        engine = self.engine(settings.game)
        smallest = pairing.smallest_table(settings.table_size, engine.min_players)
        active = {e.user_id for e in tourney.entrants if e.active}
        if settings.format == Format.ROUND_ROBIN:
            scheduled = self._schedule(tourney)[number - 1]
            groups: list[tuple[int, ...]] = []
            byes = [p for p in scheduled.byes if p in active]
            for table in scheduled.tables:
                staying = tuple(p for p in table if p in active)
                if len(staying) >= smallest:
                    groups.append(staying)
                else:
                    byes.extend(staying)  # their table-mates left: a bye
        else:
            if number == 1:
                order = [e.user_id for e in sorted(tourney.entrants, key=lambda e: e.seed_rank or 0)]
            else:
                order = ranking.pairing_order(tourney, ranking.standings(tourney))
            plan = pairing.swiss_round(
                [p for p in order if p in active],
                settings.table_size,
                smallest,
                ranking.meetings(tourney),
                ranking.byes_had(tourney),
            )
            groups, byes = list(plan.tables), list(plan.byes)
        firsts = ranking.first_seats(tourney)
        lot = random.Random(f"seats:{tourney.record.seed}:{number}")
        names = tourney.names
        tables = []
        for k, group in enumerate(groups, 1):
            seated = pairing.seat_order(group, firsts, lot)
            firsts[seated[0]] = firsts.get(seated[0], 0) + 1
            tables.append(
                PlannedTable(
                    id=0,
                    guild_id=tourney.record.guild_id,
                    channel_id=tourney.record.home_id,
                    game=settings.game,
                    name=thread_name(settings.name, number, k),
                    players=tuple((user, names[user]) for user in seated),
                    options=dict(settings.options),
                    clock_seconds=settings.clock_seconds,
                    on_timeout=settings.on_timeout,
                    takebacks=settings.takebacks,
                    tournament_id=tourney.id,
                    round=number,
                    number=k,
                )
            )
        return tables, byes

    async def _finish_round_with_ai(self, tourney: Tourney, number: int) -> list[Game]:
        line = "⌛ The round's deadline has passed: an AI plays {s}'s seat until this table ends."
        return await self._hand_to_ai(tourney, None, line, round_number=number)

    async def _hand_to_ai(
        self, tourney: Tourney, users: set[int] | None, line: str, round_number: int | None = None
    ) -> list[Game]:
        """A stand-in AI, to the end, for the seats of ``users`` (None: every person) at the running
        tables of the tournament (of ``round_number`` only, if given)."""
        kind = self.ai_kinds[0]
        changed = []
        for table in tourney.tables:
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

            before = await self.sessions.load(table.session_id)
            if before.status != SessionStatus.RUNNING:
                continue
            wanted = [
                s
                for s in before.session.seats
                if s.user_id is not None and s.stand_in is None and (users is None or s.user_id in users)
            ]
            if wanted:
                changed.append(await self.sessions.change(table.session_id, decide))
        return changed


def _closed_sentence(tourney: Tourney) -> str:
    status = tourney.record.status
    if status == TourneyStatus.RUNNING:
        return "Sign-up for this tournament has closed: it has started."
    if status in (TourneyStatus.FINISHED, TourneyStatus.CANCELLED):
        return "This tournament is over."
    return "Sign-up for this tournament has closed."


def _started_sentence(tourney: Tourney) -> str:
    if tourney.record.status == TourneyStatus.RUNNING:
        return "This tournament has already started."
    return "This tournament is over."
