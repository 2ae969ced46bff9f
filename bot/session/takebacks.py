"""Taking back a move: who may take back what, and a game's history with its take-backs.

Decisions written down here (README.md, "Taking back a move", and each game's docs/rules/<game>.md tell players):
- A player may take back their own last move, as long as no other player has decided since and nothing
  was revealed since (the move included): no card drawn or turned over, nothing shuffled, no secret shown,
  no random draw (the engine says: ``Engine.reveals``). In a simultaneous phase the others' choices made
  meanwhile do not count as deciding since, so a choice can be taken back until the last choice of the
  phase is in (whose resolution reveals them). Take-back after take-back walks further back the same way.
- Only a person's own move: not one an AI made for their seat (a stand-in, a timeout). AI players never
  take back. A finished game's last move stays, so results and ratings never change.
- The action log stays append-only: a take-back is an entry of its own that names the seat's move it takes
  back (``undoes``: that move's decision number). A game's state is the replay of its moves without the
  ones taken back (``replay``).

The moves that could still be taken back form the game's undo window (``UndoEntry``), kept with the session
so that a board can offer "Take back" without reading the log: a move that revealed something empties it,
any other move joins it, a take-back leaves it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from bot.session.records import ActionRecord, UndoEntry
from engines import AnyEngine
from engines.base import GameError, GameState, Seat

TAKEBACK_ACTION = "takeback"  # the action id a take-back entry is logged with (its ``undoes`` is what counts)


class CannotTakeBack(GameError):
    """A take-back the rules of taking back refuse; its message says why."""


def window_after(window: Sequence[UndoEntry], move: UndoEntry, revealed: bool) -> tuple[UndoEntry, ...]:
    """The undo window after ``move``: empty after a move that revealed something, else with it added."""
    return () if revealed else (*window, move)


def target(window: Sequence[UndoEntry], seat: Seat) -> UndoEntry:
    """The move ``seat`` would take back now, or a refusal that says why there is none."""
    mine = [i for i, entry in enumerate(window) if entry.seat == seat]
    if not mine:
        raise CannotTakeBack(
            "You have no move to take back: a move stays once another player has decided after it, or once "
            "something hidden has been revealed."
        )
    move = window[mine[-1]]
    for later in window[mine[-1] + 1 :]:
        if later.seat not in move.deciding:
            raise CannotTakeBack(f"{{s{later.seat}}} has decided since, so your move stays.")
    if not move.by_person:
        raise CannotTakeBack("That move was made for you, so it stays.")
    return move


def can_take_back(window: Sequence[UndoEntry], seat: Seat) -> bool:
    try:
        target(window, seat)
    except CannotTakeBack:
        return False
    return True


def without(window: Sequence[UndoEntry], move: UndoEntry) -> tuple[UndoEntry, ...]:
    """The undo window once ``move`` is taken back."""
    return tuple(entry for entry in window if (entry.seat, entry.n) != (move.seat, move.n))


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


def state_without(
    engine: AnyEngine, initial: GameState, actions: Sequence[ActionRecord], move: UndoEntry
) -> GameState:
    """The game as it stands once ``move`` is taken back: its moves in force, that one left out, replayed
    from ``initial``. A later move that would no longer be legal refuses the take-back."""
    state = initial
    for record in moves_in_force(actions):
        if (record.seat, record.n) == (move.seat, move.n):
            continue
        action: Any = engine.parse_action(record.action_id)
        if action not in engine.legal_actions(state, record.seat):
            raise CannotTakeBack(f"{{s{record.seat}}} has decided since, so your move stays.")
        state = engine.apply(state, record.seat, action)
    return state
