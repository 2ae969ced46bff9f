"""Taking back a move: who may take back what, and a game's history with its take-backs.

Decisions written down here (README.md, "Taking back a move", and each game's docs/rules/<game>.md tell players):
- A player may take back their own last move, as long as no other player has decided since and nothing
  was revealed since (the move included): no card drawn or turned over, nothing shuffled, no secret shown,
  no random draw (the engine says: ``Engine.reveals``). In a simultaneous phase the others' choices made
  meanwhile do not count as deciding since, so a choice can be taken back until the last choice of the
  phase is in (whose resolution reveals them). Take-back after take-back walks further back the same way.
- Only a person's own move: not one an AI made for their seat (a stand-in, a timeout). AI players never
  take back. A finished game's last move stays, so results and ratings never change.
- At a table where the person is the only one (every other seat is an AI player's), the AI players'
  replies since their move do not make it stay: they are taken back with it (``TakeBack.replies``), as far
  as the undo window reaches, so never past something hidden that was revealed. The AIs then decide again.
  An AI's choice made at the same time as the move stands, unless it no longer fits the game without the
  move (an AI that chose with it and has moved on since): then it goes too (``restore``).
- A move that was one click of a choice made in several (no public line yet, and the player still
  choosing) is told as a step taken back, not a move (``restore``'s ``partial``).
- The action log stays append-only: a take-back is an entry of its own that names the seat's move it takes
  back (``undoes``: that move's decision number). A game's state is the replay of its moves without the
  ones taken back (``replay``).

The moves that could still be taken back form the game's undo window (``UndoEntry``), kept with the session
so that a board can offer "Take back" without reading the log: a move that revealed something empties it,
any other move joins it, a take-back leaves it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from bot.i18n import logged, refusal_of
from bot.session.records import ActionRecord, SeatRecord, UndoEntry
from engines import AnyEngine
from engines.base import GameError, GameState, LogLine, Seat
from engines.phrasing import Listed, seat_arg

TAKEBACK_ACTION = "takeback"  # the action id a take-back entry is logged with (its ``undoes`` is what counts)


class CannotTakeBack(GameError):
    """A take-back the rules of taking back refuse; its message says why."""


def window_after(window: Sequence[UndoEntry], move: UndoEntry, revealed: bool) -> tuple[UndoEntry, ...]:
    """The undo window after ``move``: empty after a move that revealed something, else with it added."""
    return () if revealed else (*window, move)


@dataclass(frozen=True)
class TakeBack:
    """What one take-back takes back: the person's ``move`` and the AI players' ``replies`` made since it
    (at a table where the person is alone with AIs), newest first."""

    move: UndoEntry
    replies: tuple[UndoEntry, ...] = ()

    @property
    def undone(self) -> tuple[UndoEntry, ...]:
        """Every move taken back, newest first: the order their take-back entries are logged in."""
        return (*self.replies, self.move)


def ai_seats_if_alone(seats: Sequence[SeatRecord], seat: Seat) -> frozenset[Seat]:
    """The seats whose replies a take-back by ``seat`` also takes back: every other seat, when all of them
    are AI players' (nobody else at the table); none otherwise. A stand-in keeps its absent person's seat,
    so it is not alone with AIs."""
    others = [s for s in seats if s.seat != seat]
    if any(not s.is_ai for s in others):
        return frozenset()
    return frozenset(s.seat for s in others)


def target(window: Sequence[UndoEntry], seat: Seat, ais: frozenset[Seat] = frozenset()) -> TakeBack:
    """What ``seat`` would take back now (``ais``: the seats whose replies go with it), or a refusal that
    says why there is nothing."""
    mine = [i for i, entry in enumerate(window) if entry.seat == seat]
    if not mine:
        raise refusal_of(CannotTakeBack, "refusal-takeback-nothing")
    move = window[mine[-1]]
    replies: list[UndoEntry] = []
    for later in window[mine[-1] + 1 :]:
        if later.seat in move.deciding:
            continue  # chosen at the same time: a simultaneous choice stands
        if later.seat in ais and not later.by_person:
            replies.append(later)
            continue
        raise refusal_of(CannotTakeBack, "refusal-takeback-decided-since", seat=seat_arg(later.seat))
    if not move.by_person:
        raise refusal_of(CannotTakeBack, "refusal-takeback-made-for-you")
    return TakeBack(move, tuple(reversed(replies)))


def can_take_back(window: Sequence[UndoEntry], seat: Seat, ais: frozenset[Seat] = frozenset()) -> bool:
    try:
        target(window, seat, ais)
    except CannotTakeBack:
        return False
    return True


def without(window: Sequence[UndoEntry], take: TakeBack) -> tuple[UndoEntry, ...]:
    """The undo window once ``take`` is taken back."""
    gone = {(entry.seat, entry.n) for entry in take.undone}
    return tuple(entry for entry in window if (entry.seat, entry.n) not in gone)


def said(take: TakeBack, partial: bool) -> LogLine:
    """The log's line for a take-back, seats as {sN}."""
    seat = seat_arg(take.move.seat)
    if not take.replies:
        return logged("table-log-took-back", seat=seat, partial=partial)
    repliers = Listed.of(seat_arg(s) for s in sorted({entry.seat for entry in take.replies}))
    return logged(
        "table-log-took-back-replies", seat=seat, partial=partial, replies=len(take.replies), who=repliers
    )


def moves_in_force(actions: Sequence[ActionRecord]) -> list[ActionRecord]:
    """The moves of an action log that stand: take-back entries and the moves they take back left out."""
    undone = {(a.seat, a.undoes) for a in actions if a.undoes is not None}
    return [a for a in actions if a.undoes is None and (a.seat, a.n) not in undone]


def replay(engine: AnyEngine, initial: GameState, actions: Sequence[ActionRecord]) -> Iterator[GameState]:
    """The state after each entry of the action log, in order: after a move, the move applied; after a
    take-back, the game replayed from ``initial`` without the moves taken back so far."""
    state = initial
    undone: set[tuple[Seat, int]] = set()
    standing: list[ActionRecord] = []
    for record in actions:
        if record.undoes is None:
            standing.append(record)
            state = engine.apply(state, record.seat, engine.parse_action(record.action_id))
        else:
            undone.add((record.seat, record.undoes))
            standing = [a for a in standing if (a.seat, a.n) not in undone]
            state = initial
            for move in standing:
                state = engine.apply(state, move.seat, engine.parse_action(move.action_id))
        yield state


@dataclass(frozen=True)
class Restored:
    state: GameState  # the game without the moves taken back
    partial: bool  # the person's move was one click of a choice made in several
    take: TakeBack  # what was taken back: the take-back asked for, and any AI choice that no longer fits


def restore(
    engine: AnyEngine,
    initial: GameState,
    actions: Sequence[ActionRecord],
    take: TakeBack,
    window: Sequence[UndoEntry],
    ais: frozenset[Seat],
) -> Restored:
    """The game as it stands once ``take`` is taken back: its moves in force, those left out, replayed from
    ``initial``. ``window`` is the undo window ``take`` was found in. A later move that would no longer be
    legal refuses the take-back, unless it is an AI player's at a table where the person is alone with AIs
    (``ais``): then it goes with the move as a reply, and that AI chooses again (a choice it made at the
    same time as the move, which stands while it still fits)."""
    gone = {(entry.seat, entry.n) for entry in take.undone}
    in_window = {(entry.seat, entry.n): entry for entry in window}
    state = initial
    partial = False
    for record in moves_in_force(actions):
        action: Any = engine.parse_action(record.action_id)
        if (record.seat, record.n) in gone:
            if (record.seat, record.n) == (take.move.seat, take.move.n):
                after = engine.apply(state, record.seat, action)
                told = any(line.seat is None for line in after.log)
                partial = not told and record.seat in engine.current_seats(after)
            continue
        if action not in engine.legal_actions(state, record.seat):
            entry = in_window.get((record.seat, record.n))
            if record.seat in ais and entry is not None and not entry.by_person:
                gone.add((record.seat, record.n))
                continue
            raise refusal_of(CannotTakeBack, "refusal-takeback-decided-since", seat=seat_arg(record.seat))
        state = engine.apply(state, record.seat, action)
    replies = tuple(
        entry for entry in reversed(window) if (entry.seat, entry.n) in gone and entry != take.move
    )
    return Restored(state, partial, TakeBack(take.move, replies))
