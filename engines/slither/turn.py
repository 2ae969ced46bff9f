"""SLITHER's decisions: whose they are, the legal actions of each phase, applying one, and why a move is
not legal.

A round is rulebook "Turn" 1) Frogs Move (each frog once, in any order: ruling 22), 2) Reveal (with a
decision step only for frogs holding a Reveal-step card), 3) Snake Moves; the frogs' steps are in
frogs.py, the snake's in snake.py. Laying tiles and growing the path, at setup and after a found-out,
are in setup.py.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.base import IllegalAction, LogLine, Seat, replace
from engines.logwords import refusal
from engines.slither import frogs, setup, snake
from engines.slither.models import SNAKE, SlitherAction, SlitherState


def current_seats(state: SlitherState) -> frozenset[Seat]:
    phase = state.phase
    if phase in ("place_tile", "grow_path", "snake_move"):
        return frozenset({SNAKE})
    if phase == "place_frogs":
        return frozenset(s for s, f in enumerate(state.frogs, start=1) if f.hex is None)
    if phase in ("frogs_move", "reveal"):
        return frozenset(s for s, f in enumerate(state.frogs, start=1) if not f.done)
    return frozenset()


def legal_actions(state: SlitherState, seat: Seat) -> Sequence[SlitherAction]:
    phase = state.phase
    if phase == "place_tile":
        return setup.placement_actions(state)
    if phase == "grow_path":
        return setup.growth_actions(state)
    if phase == "snake_move":
        return snake.snake_actions(state)
    if phase == "place_frogs":
        return frogs.start_actions(state, seat)
    if phase == "frogs_move":
        return frogs.frog_move_actions(state, seat)
    if phase == "reveal":
        return frogs.reveal_actions(state, seat)
    return ()


def apply(state: SlitherState, seat: Seat, action: SlitherAction) -> SlitherState:
    log: list[LogLine] = []
    phase = state.phase
    if phase == "place_tile":
        new = setup.apply_placement(state, action, log)
    elif phase == "grow_path":
        new = setup.apply_growth(state, action, log)
    elif phase == "snake_move":
        new = snake.apply_snake(state, action, log)
    elif phase == "place_frogs":
        new = frogs.apply_start(state, seat, action, log)
    elif phase == "frogs_move":
        new = frogs.apply_frog_move(state, seat, action, log)
    else:
        new = frogs.apply_reveal_choice(state, seat, action, log)
    return replace(new, log=tuple(log))


def why_illegal(state: SlitherState, seat: Seat, action: SlitherAction) -> IllegalAction:
    phase = state.phase
    if action.kind == "back":
        return refusal("There is nothing to go back to.", "slither-refuse-back")
    if phase == "place_tile":
        return refusal("The tile cannot go there: choose one of the lettered spots.", "slither-refuse-tile")
    if phase == "grow_path":
        return refusal(
            "That location card cannot grow the path: it must be in your hand and next to the last card.",
            "slither-refuse-grow",
        )
    if phase == "snake_move":
        if action.kind == "head":
            return refusal(
                "The new Head must be a card from your hand next to your previous Head.",
                "slither-refuse-head",
            )
        return refusal("That is not one of your choices for this move.", "slither-refuse-move")
    if phase in ("frogs_move", "place_frogs"):
        return refusal("Your frog cannot go there now.", "slither-refuse-frog")
    return refusal("That is not one of your choices at the Reveal.", "slither-refuse-reveal")
