"""The session pipeline's services: everything that changes or reads a game, with no Discord and no
presentation. Each gets what it needs through its constructor; ``build_services`` composes them.

    games              Games: loading a game (migrating older states), one change at a time, a game's past
    lobby              LobbyService: lobbies, seats (people and AIs), start and end, a seat handed to an AI
    lobby_settings     LobbySettings: what the host sets before the start (options, seat order, clock)
    moves              MoveService: the one path every move takes, from a click to a commit
    clocks             ClockService: timeouts' stand-ins, pauses, vacations (the deadlines: DeadlinePlanner)
    leaderboards       Leaderboards: ratings, a person's records, leaderboards
    personal_settings  PersonalSettings: each person's notification settings and playing hours
    openings           OpeningService: a planned table (a tournament's, the queue's) opened as a game
    registrations      Registrations: a tournament's settings, sign-up, start, players leaving, cancelling
    tournament_rounds  TournamentRounds: a tournament's course: rounds paired, deadlines, the end
    matchmaker         Matchmaker: the pick-up queue
    assistance         AssistanceService: hints allowed in a lobby, practice games and their lessons
    reviewer           Reviewer: finished games' reviews, computed once in the background (None without
                       the coach's jobs)

No name here is the name of a store (``bot.store.Storage``) for something else. Beside them,
``bot.services.aidriver.AiDriver`` plays AI seats through ``moves``; the Discord side's wiring builds it
with the chooser that searches a decision (in the worker processes).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from bot.ai.coach import CoachJobRunner
from bot.services.assistance import AssistanceService
from bot.services.clocks import ClockService, DeadlinePlanner
from bot.services.games import Games
from bot.services.leaderboards import Leaderboards
from bot.services.lobby import LobbyService
from bot.services.lobbysettings import LobbySettings
from bot.services.matchmaker import Matchmaker
from bot.services.moves import MoveService
from bot.services.openings import OpeningService
from bot.services.personalsettings import PersonalSettings
from bot.services.registrations import AiSeats, Registrations
from bot.services.reviewer import Reviewer
from bot.services.tournamentrounds import TournamentRounds
from bot.store import Storage
from bot.store.deadlines import process_name
from engines import ENGINES, AnyEngine

DEFAULT_AI_KINDS = ("mcts", "random")


@dataclass(frozen=True)
class Services:
    storage: Storage
    games: Games
    lobby: LobbyService
    lobby_settings: LobbySettings
    moves: MoveService
    clocks: ClockService
    leaderboards: Leaderboards
    openings: OpeningService
    registrations: Registrations
    tournament_rounds: TournamentRounds
    matchmaker: Matchmaker
    ai_kinds: tuple[str, ...]  # the AI kinds a seat may be given; the first is the default
    personal_settings: PersonalSettings
    assistance: AssistanceService
    reviewer: (
        Reviewer | None
    )  # None: no coach's jobs to compute reviews with (build_services' ``coach_jobs``)


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
    games = Games(storage, ENGINES if engines is None else engines)
    planner = DeadlinePlanner(clock or storage.now, reminder_after_hours)
    clocks = ClockService(games, storage, planner, ai_kinds)
    clocks.keeps_ai = storage.rounds.keeps_ai
    leaderboards = Leaderboards(storage)
    lobby = LobbyService(
        games, storage, planner, ai_kinds=ai_kinds, allow_multiple_seats=allow_multiple_seats
    )
    lobby.is_tournament_table = storage.tournaments.is_table
    seats = AiSeats(games, planner, ai_kinds)  # an AI that stays to a table's end
    registrations = Registrations(games, storage, leaderboards, seats)
    return Services(
        storage=storage,
        games=games,
        lobby=lobby,
        lobby_settings=LobbySettings(games),
        moves=MoveService(games, storage, planner, clocks, leaderboards),
        clocks=clocks,
        leaderboards=leaderboards,
        openings=OpeningService(games, storage, lobby),
        registrations=registrations,
        tournament_rounds=TournamentRounds(registrations, seats),
        matchmaker=Matchmaker(storage, games.engines),
        ai_kinds=tuple(ai_kinds),
        personal_settings=PersonalSettings(storage),
        assistance=AssistanceService(games, lobby, storage),
        reviewer=None if coach_jobs is None else Reviewer(games, storage, coach_jobs, owner=process_name()),
    )
