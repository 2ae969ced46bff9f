"""The session pipeline's services: everything that changes or reads a game, with no Discord and no
presentation. Each gets what it needs through its constructor; ``build_services`` composes them.

    sessions  Sessions: loading a game (migrating older states), one change at a time, a game's past
    lobby     LobbyService: lobbies, seats (people and AIs), start and end, a seat handed to an AI
    lobby_settings  LobbySettings: what the host sets before the start (options, seat order, clock)
    moves     MoveService: the one path every move takes, from a click to a commit
    clocks    ClockService and DeadlinePlanner: deadlines, timeouts' stand-ins, pauses, vacations
    results   ResultService: ratings, a person's records, leaderboards
    personal  PersonalSettings: each person's notification settings and playing hours
    openings  OpeningService: a planned table (a tournament's, the queue's) opened as a game
    tournaments  TournamentService: tournaments: settings, sign-up, the start, players leaving, cancelling
    rounds    RoundService: a tournament's course: rounds paired, deadlines, the end
    queues    QueueService: the pick-up queue
    assistance  AssistanceService: hints allowed in a lobby, practice games and their lessons
    reviews   Reviewer: finished games' reviews, computed once in the background (None without the coach's jobs)

Beside them, ``bot.services.aidriver.AiDriver`` plays AI seats through ``moves``; the host builds it with
the chooser that searches a decision (in the worker processes).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from bot.ai.coach import CoachJobRunner
from bot.services.assistance import AssistanceService
from bot.services.clocks import ClockService, DeadlinePlanner
from bot.services.core import Sessions
from bot.services.leaderboards import ResultService
from bot.services.lobby import LobbyService
from bot.services.lobbysettings import LobbySettings
from bot.services.moves import MoveService
from bot.services.notifying import PersonalSettings
from bot.services.openings import OpeningService
from bot.services.queueing import QueueService
from bot.services.reviewing import Reviewer
from bot.services.tournaments import AiSeats, TournamentService
from bot.services.tourneyrounds import RoundService
from bot.store import Storage
from bot.store.deadlines import process_name
from engines import ENGINES, AnyEngine

DEFAULT_AI_KINDS = ("mcts", "random")


@dataclass(frozen=True)
class Services:
    storage: Storage
    sessions: Sessions
    lobby: LobbyService
    lobby_settings: LobbySettings
    moves: MoveService
    clocks: ClockService
    results: ResultService
    openings: OpeningService
    tournaments: TournamentService
    rounds: RoundService
    queues: QueueService
    ai_kinds: tuple[str, ...]  # the AI kinds a seat may be given; the first is the default
    personal: PersonalSettings
    assistance: AssistanceService
    reviews: Reviewer | None  # None: no coach's jobs to compute reviews with (build_services' ``coach_jobs``)


def build_services(
    storage: Storage,
    engines: Mapping[str, AnyEngine] | None = None,
    *,
    ai_kinds: Sequence[str] = DEFAULT_AI_KINDS,
    reminder_after_hours: float | None = 24.0,
    allow_multiple_seats: bool = False,
    clock: Callable[[], float] | None = None,
    coach_jobs: CoachJobRunner | None = None,
) -> Services:
    """The services over ``storage`` for ``engines`` (default: every game). ``clock`` is storage's unless
    given; ``reminder_after_hours`` nudges a player of a game without a clock (None: never); ``coach_jobs``
    runs the AI coach's jobs, which reviews need."""
    sessions = Sessions(storage, ENGINES if engines is None else engines)
    planner = DeadlinePlanner(clock or storage.now, reminder_after_hours)
    clocks = ClockService(sessions, storage, planner, ai_kinds)
    clocks.keeps_ai = storage.rounds.keeps_ai
    results = ResultService(storage)
    lobby = LobbyService(
        sessions, storage, planner, ai_kinds=ai_kinds, allow_multiple_seats=allow_multiple_seats
    )
    lobby.is_tournament_table = storage.tournaments.is_table
    seats = AiSeats(sessions, planner, ai_kinds)  # an AI that stays to a table's end
    tournaments = TournamentService(sessions, storage, results, seats)
    return Services(
        storage=storage,
        sessions=sessions,
        lobby=lobby,
        lobby_settings=LobbySettings(sessions),
        moves=MoveService(sessions, storage, planner, clocks, results),
        clocks=clocks,
        results=results,
        openings=OpeningService(sessions, storage, lobby),
        tournaments=tournaments,
        rounds=RoundService(tournaments, seats),
        queues=QueueService(storage, sessions.engines),
        ai_kinds=tuple(ai_kinds),
        personal=PersonalSettings(storage),
        assistance=AssistanceService(sessions, lobby, storage),
        reviews=None if coach_jobs is None else Reviewer(sessions, storage, coach_jobs, owner=process_name()),
    )
