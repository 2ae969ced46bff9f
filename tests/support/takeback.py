"""Scenario helpers for ``Engine.reveals``: play clicks and say, for each, whether it revealed
something hidden or drew at random, so that it could not be taken back."""

from __future__ import annotations

from typing import Any, TypeVar

from engines.base import Engine, GameState

S = TypeVar("S", bound=GameState)


def moves(engine: Engine[S, Any, Any, Any], state: S, *clicks: tuple[int, str]) -> tuple[S, list[bool]]:
    """The position after the clicks (seat, action id), and for each click whether it revealed something."""
    revealed = []
    for seat, action_id in clicks:
        action = engine.parse_action(action_id)
        after = engine.apply(state, seat, action)
        revealed.append(engine.reveals(state, seat, action, after))
        state = after
    return state, revealed


def move(engine: Engine[S, Any, Any, Any], state: S, seat: int, action_id: str) -> tuple[S, bool]:
    """The position after one move, and whether it revealed something (so stays)."""
    after, (revealed,) = moves(engine, state, (seat, action_id))
    return after, revealed
