"""A session as the pipeline hands it out: ``Game`` (the stored session, its engine and its current
state, with what each seat may do), ``Choice`` (one move as a seat is offered it) and ``SubmitResult``
(what one accepted move changed). Values only: loading and changing sessions is ``bot.services.games``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.i18n import refusal_of
from bot.session.errors import GameNotRunning
from bot.session.records import BoardFacts, SessionRecord, SessionStatus
from engines import AnyEngine
from engines.base import GameState, LogLine, Outcome, Seat
from engines.phrasing import Words
from engines.wording import fill_names


@dataclass(frozen=True)
class Choice:
    """One option a seat may pick now: the id for the button's custom_id and its label."""

    action_id: str
    label: str  # in English
    back: bool = False  # takes back the first click of a move (shown apart from the other choices)
    words: Words | None = None  # the label as a message, for the language of the message it is in


@dataclass(frozen=True)
class Game:
    """A session as loaded: its record, its engine, the current state (None in the lobby or when the
    stored state could not be read) and each seat's decision count."""

    session: SessionRecord
    engine: AnyEngine
    state: GameState | None
    decisions: Mapping[Seat, int]

    @property
    def id(self) -> str:
        return self.session.id

    @property
    def status(self) -> SessionStatus:
        return self.session.status

    @property
    def names(self) -> tuple[str, ...]:
        return self.session.names

    @property
    def title(self) -> str:
        return self.engine.title

    @property
    def options(self) -> Any:
        """The engine's options model, from the values the host set."""
        return self.engine.make_options(dict(self.session.options))

    def n(self, seat: Seat) -> int:
        """The seat's decision count: what its buttons must carry."""
        return self.decisions.get(seat, 0)

    @property
    def to_act(self) -> frozenset[Seat]:
        if self.status != SessionStatus.RUNNING or self.state is None:
            return frozenset()
        return self.engine.current_seats(self.state)

    @property
    def outcome(self) -> Outcome | None:
        return None if self.state is None else self.engine.outcome(self.state)

    @property
    def state_json(self) -> str:
        if self.state is None:
            raise refusal_of(GameNotRunning, "refusal-no-board-yet")
        return self.engine.dump_state(self.state)

    def view(self, seat: Seat | None) -> Any:
        """The view of ``seat`` (None: the public view); renderers get this, never the state."""
        if self.state is None:
            raise refusal_of(GameNotRunning, "refusal-no-board-yet")
        return self.engine.view(self.state, seat)

    def choices(self, seat: Seat, *, words: bool = False) -> tuple[Choice, ...]:
        """The seat's choices now; ``words``: each with its label as a message too (for a message a person
        reads; the AI and the clocks need only the ids)."""
        if seat not in self.to_act or self.state is None:
            return ()
        state, engine = self.state, self.engine
        ids = [(engine.action_id(a), a) for a in engine.legal_actions(state, seat)]
        return tuple(
            Choice(
                aid,
                engine.label(state, a),
                engine.is_back(aid),
                engine.label_words(state, a) if words else None,
            )
            for aid, a in ids
        )

    def ai_seats_to_act(self) -> tuple[Seat, ...]:
        seats = self.session.seats
        return tuple(s for s in sorted(self.to_act) if s < len(seats) and seats[s].played_by_ai)

    def fill(self, text: str) -> str:
        """Substitute display names for {sN}."""
        return fill_names(text, self.names)


@dataclass(frozen=True)
class SubmitResult:
    """What one accepted action did. ``lines`` holds public and private lines: route them by ``seat``."""

    game: Game  # after the action
    previous_state: GameState
    seat: Seat
    action: Any
    action_id: str
    n: int  # the decision number the click consumed
    lines: tuple[LogLine, ...]
    outcome: Outcome | None  # set when this action ended the game
    to_act: frozenset[Seat]
    facts: BoardFacts | None = None  # what the board shows besides the game, read with the commit

    @property
    def session(self) -> SessionRecord:
        return self.game.session

    @property
    def state(self) -> GameState:
        assert self.game.state is not None
        return self.game.state

    @property
    def public_lines(self) -> tuple[LogLine, ...]:
        return tuple(line for line in self.lines if line.seat is None)

    def private_lines(self, seat: Seat) -> tuple[LogLine, ...]:
        return tuple(line for line in self.lines if line.seat == seat)
