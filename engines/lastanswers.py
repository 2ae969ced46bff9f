"""An engine's last answers, remembered: the base class's half of the engine contract's speed.

Every caller asks of one state in turn whether the game is over, who acts, what they may do, and then
applies one of those actions, which checks it first (the host, the terminal, the AI's own moves, the
tests). Without this the hooks would compute the outcome four times and the seat's actions twice per
decision. States are frozen, so the same object always has the same answers: an engine keeps the last
state's outcome and the last seat's actions, each entry one reference replaced whole, so that threads
sharing an engine always read a consistent one (``bench/contract.py`` measures what it saves).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any


class LastAnswers(ABC):
    """``_outcome`` and ``_legal_actions`` asked through ``_known_outcome`` and ``_known_legal_actions``,
    which answer again from memory when asked of the same state object (and seat) as last time."""

    _last_outcome: tuple[object, Any] | None = None
    _last_legal: tuple[object, int, Sequence[Any]] | None = None

    @abstractmethod
    def _outcome(self, state: Any) -> Any:
        """The result once the game is over; None while it runs."""

    @abstractmethod
    def _legal_actions(self, state: Any, seat: int) -> Sequence[Any]:
        """The actions ``seat``, one of the current seats of a running game, may take."""

    def _known_outcome(self, state: Any) -> Any:
        """``_outcome(state)``, remembered for the last state asked."""
        last = self._last_outcome
        if last is not None and last[0] is state:
            return last[1]
        outcome = self._outcome(state)
        self._last_outcome = (state, outcome)
        return outcome

    def _known_legal_actions(self, state: Any, seat: int) -> Sequence[Any]:
        """``_legal_actions(state, seat)``, remembered for the last state and seat asked: the same sequence
        both times (callers never change it, a ``Sequence``)."""
        last = self._last_legal
        if last is not None and last[0] is state and last[1] == seat:
            return last[2]
        actions = self._legal_actions(state, seat)
        self._last_legal = (state, seat, actions)
        return actions
