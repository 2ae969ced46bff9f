"""Organised play as values: a tournament's settings and what it is made of (its players, rounds, byes and
tables), the tables the bot opens by itself (a tournament's, or a queue's pick-up game), and the queue's
entries. Plain frozen dataclasses: the stores read and write them, ``bot.session.pairing`` and
``bot.session.ranking`` decide with them, the services change them, the Discord side shows them.

Decisions written down here (docs/tournaments.md tells organisers):
- A tournament is Swiss (a number of rounds the organiser chooses) or a round robin (everyone meets
  everyone; its rounds follow from the field at the start).
- Its table size is any size the game allows; when the players do not divide into full tables, smaller
  tables are used where the game allows them, else byes (``bot.session.pairing``).
- A tournament's tables are ordinary games opened by the bot; a table records the players in seat order,
  and which of them it was (not the seat's holder at the end) is what counts for the standings.
- A Swiss round is paired the Dutch way (``bot.session.dutch``) only at tables of two: its score groups'
  halves meet pair by pair. At larger tables the top-down fill (``bot.session.pairing``) is the way,
  and a Dutch setting there is refused at creation (``check_pairing``). A new tournament at tables of
  two is Dutch unless the organiser says otherwise (``default_pairing``).
- A bye is worth 0, ½ or 1 point, the organiser's choice (``BYE_POINTS``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from bot.i18n import SOURCE, refused
from bot.session.errors import cut
from bot.session.roundcalendar import RoundCalendar
from engines import AnyEngine
from engines.base import IllegalAction
from engines.phrasing import Duration, Listed, Words

MAX_SWISS_ROUNDS = 15
MAX_ROUND_ROBIN_ROUNDS = 15  # a round robin needing more rounds than this is refused (and why)
MAX_NAME = 60  # a tournament's name, shown in thread names (at most 100 characters)
MIN_ENTRANTS = 2  # a tournament of one is a solo game
MAX_WITHDRAW_AFTER = 20


class Format(StrEnum):
    SWISS = "swiss"
    ROUND_ROBIN = "roundrobin"


class Seeding(StrEnum):
    RATING = "rating"  # round 1 and the last tie-break follow each player's rating in the game, here
    RANDOM = "random"  # ... or a draw made at the start from the tournament's seed


class Pairing(StrEnum):
    """How a Swiss round is paired (docs/tournaments.md, "Swiss")."""

    DUTCH = "dutch"  # two-player tables: score groups, each one's top half against its bottom half
    TOP_DOWN = "topdown"  # tables filled from the top of the standings, with the fewest repeats


class Withdrawal(StrEnum):
    """Why a player is no longer paired."""

    LEFT = "left"  # they left
    DROPPED = "dropped"  # the organiser dropped them
    ABSENT = "absent"  # they missed too many turns; they may come back before the next pairing


class TournamentStatus(StrEnum):
    SIGNUP = "signup"
    RUNNING = "running"
    FINISHED = "finished"
    CANCELLED = "cancelled"


ACTIVE_TOURNEY = (TournamentStatus.SIGNUP, TournamentStatus.RUNNING)
FORMAT_WORDS = {Format.SWISS: "Swiss", Format.ROUND_ROBIN: "round robin"}  # the web page's (English)


@dataclass(frozen=True)
class TournamentSettings:
    """What the organiser chose at ``/tournament-new``."""

    name: str
    game: str
    format: Format
    table_size: int
    rounds: int | None = None  # Swiss: the number of rounds; a round robin's follow from its field
    options: Mapping[str, Any] = field(default_factory=dict)  # the game's options, for every table
    seeding: Seeding = Seeding.RATING
    clock_seconds: int | None = 86400
    on_timeout: str = "move"
    takebacks: bool = True
    round_seconds: int | None = None  # each round's deadline, counted from its start; None: none
    signup_until: float | None = None  # when sign-up closes (and the tournament starts by itself)
    max_players: int | None = None
    rated: bool = True
    pairing: Pairing = Pairing.TOP_DOWN  # Swiss only; a new tournament at tables of 2 pairs the Dutch way
    bye_points: float = 0.5  # what a bye is worth: 0, 0.5 or 1
    calendar: RoundCalendar | None = None  # when each round starts; None: as soon as the one before ends
    withdraw_after: int | None = None  # missed turns that withdraw a player from later rounds; None: never
    late_join: bool = False  # players may join until the next round is paired
    # What its posts, threads and tables are written in, fixed at its creation (None: English, a
    # tournament from before tournaments had languages).
    language: str | None = None

    @property
    def spoken(self) -> str:
        """The tournament's language: what everything public of it is written in."""
        return self.language or SOURCE


BYE_POINTS = (0.0, 0.5, 1.0)


@dataclass(frozen=True)
class TournamentRecord:
    id: str
    guild_id: int
    channel_id: int  # where its sign-up, standings and announcements are posted
    home_id: int  # the text channel whose threads hold its tables
    organiser_id: int
    organiser_name: str
    settings: TournamentSettings
    status: TournamentStatus
    current_round: int  # 0 before the start
    total_rounds: int | None  # known from the start on
    seed: int  # the random seeding's draw, the round robin's schedule, the seat order's lots
    version: int
    signup_message_id: int | None
    standings_message_id: int | None
    shown_results: int  # how many finished tables the standings message shows
    announced: bool  # the final announcement is posted
    created_at: float
    updated_at: float
    ended_reason: str | None = None
    announced_round: int = 0  # the last round whose start the channel was told of
    next_round_at: float | None = None  # the next round waits for its calendar's time (None: not waiting)
    ended_words: Words | None = None  # ``ended_reason`` as words, for the tournament's language

    @property
    def is_active(self) -> bool:
        return self.status in ACTIVE_TOURNEY

    @property
    def title(self) -> str:
        return self.settings.name


@dataclass(frozen=True)
class Entrant:
    user_id: int
    name: str
    joined_at: float
    rating: float | None = None  # the cautious rating in this game and server at the start (seeding)
    seed_rank: int | None = None  # 1 is the top seed, fixed at the start
    dropped_round: int | None = None  # withdrawn during this round (or before it): not paired after it
    missed: int = 0  # turns they missed at the tournament's tables (their clock ran out)
    withdrawn: Withdrawal | None = None  # why they are no longer paired
    joined_round: int = 0  # a late joiner: the round before which they joined (0: before the start)
    told: bool = False  # withdrawn for missed turns, and told so

    @property
    def active(self) -> bool:
        return self.dropped_round is None


@dataclass(frozen=True)
class RoundRecord:
    number: int
    started_at: float
    deadline: float | None  # past it, an AI plays every seat still owing a move until its table ends
    overdue: bool = False  # the deadline passed (or the organiser ended the round): AIs finish it


@dataclass(frozen=True)
class Bye:
    round: int
    user_id: int


@dataclass(frozen=True)
class SeatPlace:
    """How one seat of a finished table ended (from the game's recorded result)."""

    seat: int
    place: int
    won: bool
    score: float | None


@dataclass(frozen=True)
class PlannedTable:
    """A table the bot opens by itself: a tournament's (``tournament_id``, ``round``, ``number``) or a
    queue's pick-up game. ``players`` are (user id, name) in seat order. Opening it is claimed by one
    process at a time; ``thread_id`` and ``session_id`` are set as it opens, ``greeted`` once its
    players were told."""

    id: int
    guild_id: int
    channel_id: int  # the text channel whose thread it opens in
    game: str
    name: str  # the thread's name (a pick-up table's is said again in the table's language as it opens)
    players: tuple[tuple[int, str], ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    clock_seconds: int | None = None
    on_timeout: str = "move"
    takebacks: bool = True
    tournament_id: str | None = None
    round: int | None = None
    number: int | None = None
    thread_id: int | None = None
    session_id: str | None = None
    greeted: bool = False
    closed: bool = False  # its cancelled tournament ended it, and its thread was told
    created_at: float = 0.0
    # Read with the table's game: its status, and (once it finished) each seat's place.
    session_status: str | None = None
    places: tuple[SeatPlace, ...] = ()

    @property
    def user_ids(self) -> tuple[int, ...]:
        return tuple(user for user, _ in self.players)

    @property
    def ended(self) -> bool:
        """The table's game is over (finished, or abandoned)."""
        return self.session_status in ("finished", "abandoned")


@dataclass(frozen=True)
class NextRound:
    """A round to write: its number, deadline, tables and byes (and, for the first, the seeding)."""

    number: int
    deadline: float | None
    tables: Sequence[PlannedTable]
    byes: Sequence[int]
    seeds: Sequence[tuple[int, float | None, int]] = ()  # the start: (user, rating, seed rank)
    total_rounds: int | None = None  # the start: how many rounds the tournament has
    starts_at: float | None = None  # when its tables open (its calendar's time); None: at once


@dataclass(frozen=True)
class Tournament:
    """A tournament as loaded: its record, its players (in sign-up order), rounds, byes and tables."""

    record: TournamentRecord
    entrants: tuple[Entrant, ...]
    rounds: tuple[RoundRecord, ...] = ()
    byes: tuple[Bye, ...] = ()
    tables: tuple[PlannedTable, ...] = ()

    @property
    def id(self) -> str:
        return self.record.id

    @property
    def settings(self) -> TournamentSettings:
        return self.record.settings

    def entrant(self, user_id: int) -> Entrant | None:
        return next((e for e in self.entrants if e.user_id == user_id), None)

    def round_tables(self, number: int) -> tuple[PlannedTable, ...]:
        return tuple(t for t in self.tables if t.round == number)

    def round_record(self, number: int) -> RoundRecord | None:
        return next((r for r in self.rounds if r.number == number), None)

    @property
    def names(self) -> dict[int, str]:
        return {e.user_id: e.name for e in self.entrants}


@dataclass(frozen=True)
class QueueEntry:
    """One person waiting in a server's queue for a game: the player counts and clocks they accept
    (``clocks`` empty: any), where they queued, and until when they wait."""

    guild_id: int
    game: str
    user_id: int
    name: str
    channel_id: int  # the text channel they queued in: the game opens in a thread of it
    min_players: int
    max_players: int
    clocks: tuple[str, ...]  # preset names (bot.session.turnclock); empty: any
    joined_at: float
    expires_at: float

    def accepts(self, players: int, clock: str) -> bool:
        return self.min_players <= players <= self.max_players and (not self.clocks or clock in self.clocks)


# ---- the options every table is dealt with ------------------------------------------------------------


def parse_options(engine: AnyEngine, text: str | None) -> dict[str, Any]:
    """A tournament's game options, written ``name=value`` separated by spaces or commas (values that
    read as JSON, such as numbers, become those values). Options that name a seat (the first player) or
    follow from the seats are not the organiser's: every table decides them alike."""
    if not text or not text.strip():
        return {}
    fields = list(getattr(engine.options_type, "model_fields", {}))
    settable = [n for n in fields if n not in engine.derived_options and n not in engine.seat_options]
    values: dict[str, Any] = {}
    for pair in text.replace(",", " ").split():
        name, sep, raw = pair.partition("=")
        if not sep or not name:
            raise refused("tournament-options-shape", text=cut(pair))
        if name not in settable:
            known: Listed | Words = (
                Listed.of(settable, "narrow") if settable else Words(id="tournament-options-none")
            )
            raise refused("tournament-options-unknown", title=engine.title, name=cut(name), known=known)
        try:
            values[name] = json.loads(raw)
        except ValueError:
            values[name] = raw
    try:
        model = engine.make_options(values)
    except IllegalAction as exc:
        why: Words | str = exc.words if exc.words is not None else str(exc)
        raise refused("tournament-options-unsuited", title=engine.title, why=why) from None
    dumped: dict[str, Any] = model.model_dump(mode="json", include=set(values))
    return dumped


def check_table_size(engine: AnyEngine, size: int) -> None:
    if not engine.min_players <= size <= engine.max_players:
        raise refused(
            "tournament-table-size",
            size=size,
            title=engine.title,
            least="exact" if engine.min_players == engine.max_players else "range",
            fewest=engine.min_players,
            most=engine.max_players,
        )


HOLD_UP_DAYS = 3  # longer than this, and one absent player holding a round up is said to the organiser


def absent_hold_up(settings: TournamentSettings) -> Words | None:
    """What one absent player could hold each round up by, in words, when it is more than
    ``HOLD_UP_DAYS`` days, with what to set instead; None when the settings keep rounds moving. Each of
    their turns waits a whole clock: once, when an AI then plays their seat to the end (``stand_in``);
    else until they are withdrawn (``withdraw_after`` missed turns, when their seats go to an AI); and
    never longer than the round's deadline, past which AIs finish every table."""
    limit = HOLD_UP_DAYS * 86400
    turns = 1 if settings.on_timeout == "stand_in" else settings.withdraw_after
    clock = settings.clock_seconds
    held = None if clock is None or turns is None else clock * turns
    if settings.round_seconds is not None:
        held = settings.round_seconds if held is None else min(held, settings.round_seconds)
    if held is not None and held <= limit:
        return None
    why = "noclock" if clock is None else "never" if held is None else "wait"
    return Words(id="tournament-hold-up", args={"why": why, "held": Duration(seconds=int(held or 0))})


def default_pairing(table_size: int) -> Pairing:
    """How a new Swiss tournament is paired when the organiser does not say: the Dutch way at tables of two
    (as chess clubs and Lichess pair), filled from the top at larger tables (as Board Game Arena does)."""
    return Pairing.DUTCH if table_size == 2 else Pairing.TOP_DOWN


def check_pairing(settings: TournamentSettings) -> None:
    """How rounds are paired and what a bye is worth, refused with a sentence when they will not do."""
    if settings.bye_points not in BYE_POINTS:
        raise refused("tournament-bye-values")
    if settings.format == Format.SWISS and settings.pairing == Pairing.DUTCH and settings.table_size != 2:
        raise refused("tournament-dutch-size", size=settings.table_size)


def names_of(players: Sequence[tuple[int, str]]) -> list[str]:
    return [name for _, name in players]
