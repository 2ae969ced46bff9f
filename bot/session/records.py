"""The values the session pipeline passes around: sessions and their seats, the change a move or a lobby
action makes, the action log, deadlines, people, results and ratings. Plain frozen dataclasses that import
no database code: the stores (``bot/store/``) read and write them, the services (``bot/services/``) decide
with them, and the Discord side shows them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from bot.session.nightclock import NIGHT_DEFAULT_FROM
from engines.base import LogLine
from engines.phrasing import Words

REMINDER = "reminder"  # a game without a clock: one nudge after a while (``reminder_after_hours``)
HALF, FINAL, TIMEOUT = "half", "final", "timeout"  # a turn clock's reminders and its end
CLOCK_KINDS = (HALF, FINAL, TIMEOUT)

Clock = Callable[[], float]


class SessionStatus(StrEnum):
    LOBBY = "lobby"
    RUNNING = "running"
    FINISHED = "finished"
    ABANDONED = "abandoned"


ACTIVE_STATUSES = (SessionStatus.LOBBY, SessionStatus.RUNNING)


class Assistance(StrEnum):
    """How the AI coach assists a game's players (docs/ai.md, "The coach"): not at all; hints for the
    player to act (the host allowed them, so the game is not rated); or a practice game (``/game learn``:
    hints, and each new kind of decision explained once). Stored by value, in the sessions' column
    ``coaching`` (its name from before, migration 0013)."""

    OFF = "off"
    HINTS = "hints"
    PRACTICE = "practice"


@dataclass(frozen=True)
class SeatRecord:
    seat: int
    user_id: int | None  # None: an AI plays this seat
    ai_kind: str | None
    name: str
    stand_in: str | None = None  # the AI kind playing a person's seat after a timeout, until they return

    @property
    def is_ai(self) -> bool:
        return self.user_id is None

    @property
    def played_by_ai(self) -> bool:
        """An AI decides for this seat: an AI seat, or a person's seat with a stand-in."""
        return self.user_id is None or self.stand_in is not None


@dataclass(frozen=True)
class UndoEntry:
    """A move that could still be taken back: one since the last move that revealed something
    (``bot.session.takebacks``). ``deciding`` are the seats that owed a decision when it was made (in a
    simultaneous phase, the others choosing at the same time)."""

    seat: int
    n: int  # the seat's decision number of the move
    by_person: bool  # made by the seat's person (not an AI standing in, nor a timeout)
    deciding: tuple[int, ...]
    at: float  # when it was made

    def as_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "n": self.n,
            "person": self.by_person,
            "deciding": list(self.deciding),
            "at": self.at,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> UndoEntry:
        return cls(
            int(data["seat"]),
            int(data["n"]),
            bool(data["person"]),
            tuple(data["deciding"]),
            float(data["at"]),
        )


@dataclass(frozen=True)
class SessionRecord:
    id: str
    guild_id: int | None
    channel_id: int
    game: str
    status: SessionStatus
    host_user_id: int
    options: Mapping[str, Any]
    random_order: bool
    seed: int | None
    schema_version: int | None
    version: int
    lobby_message_id: int | None
    board_message_id: int | None
    created_at: float
    updated_at: float
    ended_reason: str | None
    seats: tuple[SeatRecord, ...]
    published_step: int | None = None  # the position the newest board shows (``SessionStore.shown``)
    clock_seconds: int | None = None  # a seat's time for one decision; None: no clock
    on_timeout: str = "move"  # what a timeout does: 'move', 'skip' or 'stand_in' (bot.session.turnclock)
    paused_at: float | None = None  # set while the game is paused
    pause_votes: tuple[int, ...] = ()  # who agreed to the pause the host asked for
    parent_channel_id: int | None = None  # the channel whose thread the game is in
    rematch_of: str | None = None  # the finished game this one plays again
    takebacks: bool = True  # whether the host lets players take back a move (bot.session.takebacks)
    undo_window: tuple[UndoEntry, ...] = ()  # the moves that could still be taken back, oldest first
    position: int = 0  # entries in the game's action log (moves and take-backs): what the channel shows
    position_known: bool = True  # False for a game stored before positions were (read as 0)
    night_clock: bool | None = None  # clocks stop in each player's quiet hours; None: by the clock's length
    assistance: Assistance = Assistance.OFF  # hints, or a practice game (docs/ai.md, "The coach")
    # What everything public at the table is written in, fixed when its lobby opened (docs/localisation.md);
    # None: a game from before tables had languages, shown in English.
    language: str | None = None
    # Why it ended in words, for each reader's language (``ended_reason`` is their English; None: a game
    # that ended before reasons had words, or has not ended).
    ended_words: Words | None = None

    @property
    def table_language(self) -> str:
        return self.language or "en"

    @property
    def night_clocks(self) -> bool:
        """Whether this game's clocks stop in each player's quiet hours (bot.session.nightclock): as the
        host chose, or else for clocks of 12 hours or more."""
        if self.night_clock is not None:
            return self.night_clock
        return self.clock_seconds is not None and self.clock_seconds >= NIGHT_DEFAULT_FROM

    @property
    def hints(self) -> bool:
        """Whether the player to act may ask the AI for a hint."""
        return self.assistance != Assistance.OFF

    @property
    def names(self) -> tuple[str, ...]:
        """Display names by seat, for filling {sN} placeholders."""
        return tuple(s.name for s in self.seats)

    @property
    def is_active(self) -> bool:
        return self.status in ACTIVE_STATUSES

    def seats_of(self, user_id: int) -> tuple[int, ...]:
        return tuple(s.seat for s in self.seats if s.user_id == user_id)


@dataclass(frozen=True)
class StoredGame:
    """A session with its latest state and how many actions each seat has applied."""

    session: SessionRecord
    state_json: str | None
    decisions: Mapping[int, int]


@dataclass(frozen=True)
class NewAction:
    seat: int
    action_id: str
    n: int  # the seat's decision number: how many actions it had applied before this one
    user_id: int | None
    undoes: int | None = None  # a take-back: the decision number of the seat's move it takes back


@dataclass(frozen=True)
class ActionRecord:
    idx: int
    seat: int
    action_id: str
    n: int
    user_id: int | None
    created_at: float
    undoes: int | None = None  # a take-back: the decision number of the seat's move it takes back


@dataclass(frozen=True)
class LogEntry:
    idx: int
    text: str  # in English
    seat: int | None
    action_idx: int | None
    created_at: float
    words: Words | None = None  # the line as a message (None: only in English)


@dataclass(frozen=True)
class UserRecord:
    user_id: int
    away_until: float | None
    digest: bool
    digest_sent_at: float | None


@dataclass(frozen=True)
class Notice:
    """Something that waits to be said to a person (``NoticeStore``): a turn, a reminder or a private view
    that came in their quiet hours (``held``: it goes in the one message that sums up what waited), or a
    turn they hear of only once it has waited a while. ``n`` is the seat's decision number then: once the
    seat has decided, the notice is no longer owed."""

    id: int
    user_id: int
    session_id: str
    seat: int
    n: int
    kind: str  # TURN, PRIVATE, or a deadline's kind (HALF, FINAL, REMINDER)
    created_at: float
    due_at: float
    held: bool


TURN, PRIVATE = "turn", "private"  # the kinds of notice that are not a deadline's


@dataclass(frozen=True)
class Inbox:
    """Where a person's one DM about their games is, when it was posted, and what was new in it."""

    user_id: int
    channel_id: int | None = None
    message_id: int | None = None
    posted_at: float | None = None
    news: tuple[Words, ...] = ()  # in words, said in the person's language whenever it is shown


@dataclass(frozen=True)
class Deadline:
    """An open deadline of one seat of a game: a reminder (``reminder``: a game without a clock nudges its
    player; ``half`` and ``final``: a turn clock's reminders) or the end of the seat's turn clock
    (``timeout``). ``user_id`` is the seat's person (None for an AI's seat); ``guild_id`` and
    ``channel_id`` say where the game is, for the messages a deadline leads to."""

    id: int
    session_id: str
    seat: int
    kind: str
    due_at: float
    started_at: float | None = None  # when the seat began to owe the decision (after a vacation, its end)
    user_id: int | None = None
    guild_id: int | None = None
    channel_id: int = 0


@dataclass(frozen=True)
class DeadlinePlan:
    """Which seats owe a decision after a change, and their deadlines.

    Open deadlines of seats not in ``seats`` (and of ``acted``, which just decided) are closed. A seat in
    ``seats`` with no open deadline gets new ones: a ``reminder`` due at ``due_at`` (when set), and one
    of each ``clock`` kind at its offset (seconds) from the moment the seat began to owe the decision:
    now, or the end of its player's vacation if they are away.
    """

    seats: frozenset[int] = frozenset()
    due_at: float | None = None
    acted: int | None = None
    clock: tuple[tuple[str, float], ...] = ()
    ai_seats: frozenset[int] = frozenset()  # seats an AI decides for that owe a decision now
    # Seats whose clocks resume with the time they had left at an earlier moment (a move taken back, made
    # then), instead of starting again: seat -> that moment.
    resume: Mapping[int, float] = field(default_factory=dict)
    night: bool = False  # the clocks stop in each player's quiet hours (SessionRecord.night_clocks)


@dataclass(frozen=True)
class SeatResult:
    """How one seat ended a finished game."""

    seat: int
    user_id: int | None  # None: an AI
    name: str  # the seat's name when the game ended
    place: int  # 1 is first; seats with equal places tied
    won: bool
    score: float | None  # the game's own points


@dataclass(frozen=True)
class GameResult:
    """A finished game's result, written by the commit that finishes it (``Change.result``)."""

    seats: tuple[SeatResult, ...]
    rated: bool  # whether it moves ratings (bot.session.ratings decides)


@dataclass(frozen=True)
class Skill:
    """A player's rating in one game and one pool (bot.session.ratings computes it)."""

    mu: float
    sigma: float
    games: int  # rated games behind it
    rating: float  # the cautious figure players see and leaderboards sort by


@dataclass(frozen=True)
class GameRecord:
    """One player's record in one game and one pool."""

    game: str
    games: int
    wins: int
    skill: Skill | None  # None: no rated game yet


@dataclass(frozen=True)
class Standing:
    """One line of a leaderboard."""

    user_id: int
    name: str  # their seat's name in their latest game
    games: int
    wins: int
    skill: Skill | None


# Rates one game: its seats and the skills its people had before it (missing: new), to their new skills.
RateGame = Callable[[Sequence[SeatResult], Mapping[int, Skill]], Mapping[int, Skill]]
GLOBAL_SCOPE = 0  # the ratings pool of everyone; every other pool is a guild id (never 0)


@dataclass(frozen=True)
class Change:
    """Everything one guarded write may change; None leaves a column as it is."""

    status: SessionStatus | None = None
    ended_reason: str | None = None
    ended_words: Words | None = None  # the reason in words, beside its English
    host_user_id: int | None = None
    options: Mapping[str, Any] | None = None
    random_order: bool | None = None
    seats: Sequence[SeatRecord] | None = None  # replaces every seat of the session
    seed: int | None = None
    schema_version: int | None = None
    state_json: str | None = None
    # Entries in the action log after this change (with a state and no position: the state's step).
    position: int | None = None
    action: NewAction | None = None
    # Entries logged before ``action`` in the same change: the take-backs of AI replies a take-back takes
    # back with the person's move (bot.session.takebacks).
    earlier_actions: Sequence[NewAction] = ()
    lines: Sequence[LogLine] = ()
    deadlines: DeadlinePlan | None = None
    clock_seconds: int | None = None  # with ``set_clock``: the clock to set (None: no clock)
    set_clock: bool = False
    on_timeout: str | None = None
    pause_votes: Sequence[int] | None = None
    # True pauses the clocks (from now); False resumes them: every open deadline moves on by the time
    # the game was paused (from when the deadline began, if that was later).
    paused: bool | None = None
    result: GameResult | None = None  # the game finished: its result, recorded once, with this change
    takebacks: bool | None = None  # whether the host allows take-backs
    night_clock: bool | None = (
        None  # with ``set_night``: whether clocks stop in quiet hours (None: by the clock)
    )
    set_night: bool = False
    assistance: Assistance | None = None  # hints allowed, or a practice game
    language: str | None = None  # the table's language, as the host chose it in the lobby
    undo_window: Sequence[UndoEntry] | None = None  # the moves that could still be taken back, after this
    # A person's clock ran out at this table (the first decision made for them, or an AI standing in): it
    # counts as a missed turn of theirs at the table's tournament, if it is one (docs/tournaments.md).
    missed_turn_of: int | None = None
    facts: bool = False  # read back what the board shows with this change (BoardFacts), in its transaction


@dataclass(frozen=True)
class BoardFacts:
    """What a game's board shows besides the game itself, read with the change that it shows (the commit
    that applied a move reads them in its own transaction): the newest public log lines (oldest first),
    the open deadlines, and who among the game's people is away (user id: when they are back)."""

    recent: tuple[LogEntry, ...] = ()
    deadlines: tuple[Deadline, ...] = ()
    away: Mapping[int, float] = field(default_factory=dict)


@dataclass(frozen=True)
class GuildWeb:
    """A server's switch for the web companion: whether it is on, and its epoch, which every link made in
    the server carries and which moves on each time the companion is turned off (docs/web.md)."""

    enabled: bool = True
    epoch: int = 0
    name: str | None = None  # the server's name when a link to its page was last handed out


@dataclass(frozen=True)
class FinishedGame:
    """A finished game of a server, as the server page lists it."""

    session_id: str
    game: str
    finished_at: float
    seats: tuple[SeatResult, ...]
