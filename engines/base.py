"""The engine contract every game implements (see docs/architecture.md, "The engine contract").

An engine is a stateless object with pure functions over immutable, JSON round-trippable states. The
shared checks (is the game over, may this seat act, is this action legal) live here, once; games
implement the underscored hooks. Seats are ``0..n-1``; Discord ids never reach this layer.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar, cast

from pydantic import BaseModel, ConfigDict, ValidationError

from engines.lastanswers import LastAnswers
from engines.phrasing import Listed, Words, seat_arg

Seat = int


class Model(BaseModel):
    """Base of every engine value: frozen, no unknown fields, JSON round-trippable."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class GameError(Exception):
    """An error whose message is a sentence a player can read: its English, and (``words``) the same as a
    ``Words`` for the reader's language, when the code that raised it gave one."""

    def __init__(self, *args: object, words: Words | None = None) -> None:
        super().__init__(*args)
        self.words = words


class IllegalAction(GameError):
    """Raised for an action that is not legal now, bad options, or an unparseable action id."""


class CannotMigrate(ValueError):
    """Raised by ``Engine.migrate_state`` for a stored schema version it cannot bring up to date."""


class LogLine(Model):
    text: str  # seats written as {s0}, {s1}...; the host substitutes display names
    seat: Seat | None = None  # None: public; otherwise only that seat may see it
    # The same line as a message (docs/localisation.md), for each reader's language; None: the line is
    # only in English (``text``). Its seats are "{s0}"... arguments, as in ``text``.
    words: Words | None = None


class Outcome(Model):
    winners: tuple[Seat, ...]  # empty for a cooperative loss; several for a shared win or a tie
    scores: tuple[float, ...]  # the game's own points per seat
    summary: str  # '{s1} wins with 5 penguins.'
    words: Words | None = None  # the summary as a message, for each reader's language (as LogLine.words)


class GameState(Model):
    """Fields every state carries. ``log`` holds only the lines the last ``apply`` produced."""

    seed: int
    num_players: int
    step: int = 0
    log: tuple[LogLine, ...] = ()


class GameOptions(Model):
    """Base of every options model; every field has a default."""


M = TypeVar("M", bound=BaseModel)


def replace(model: M, **update: Any) -> M:
    """A copy of a frozen model with some fields replaced, without validation.

    The one way engines copy their states, views and options. It is the hot path of every engine:
    several times faster than ``model_copy(update=...)``. Callers pass
    values of the fields' declared types (tuples, not lists); tests round-trip states through JSON to
    catch a mistake.
    """
    cls = type(model)
    new = cls.__new__(cls)
    _set_slot(new, "__dict__", {**model.__dict__, **update})
    _set_slot(new, "__pydantic_fields_set__", model.__pydantic_fields_set__)
    _set_slot(new, "__pydantic_extra__", None)
    _set_slot(new, "__pydantic_private__", None)
    return new


_set_slot = object.__setattr__  # a frozen model's own setattr refuses; looked up once (a third of the time)


StateT = TypeVar("StateT", bound=GameState)
ActionT = TypeVar("ActionT", bound=Model)
OptionsT = TypeVar("OptionsT", bound=GameOptions)
ViewT = TypeVar("ViewT", bound=Model)

ACTION_ID_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_.-")
ACTION_ID_MAX = 40
# Discord's limit for a button's label. A label must fit with each seat {sN} read as a 12-character name:
# games write a shorter form where the long one does not fit, since the host would cut it mid-word.
LABEL_MAX = 80
LABEL_NAME_LENGTH = 12
BACK_ACTION_ID = "back"  # by convention, the id of the action that takes back a partial move's last click


def valid_action_id(action_id: str) -> bool:
    """True when ``action_id`` matches ``[a-z0-9_.-]{1,40}``."""
    return 0 < len(action_id) <= ACTION_ID_MAX and all(c in ACTION_ID_CHARS for c in action_id)


class Engine(LastAnswers, Generic[StateT, ActionT, OptionsT, ViewT]):
    """The rules of one game. Subclasses set the class variables and implement the abstract methods.

    Required: ``action_id``, ``parse_action``, ``label``, ``determinize`` and the hooks ``_new_game``,
    ``_current_seats``, ``_legal_actions``, ``_apply``, ``_view``, ``_outcome``. Everything else has a
    default that a game may override: ``seat_role``, ``options_for_seats``, ``is_private_decision``,
    ``is_back``, ``is_pass``, ``reveals``, ``migrate_state``, ``heuristic``, ``heuristic_terms``,
    ``public_determinize``, ``_check_options`` and ``_why_illegal`` (and the class variable ``solo_points``).
    Callers use them as plain method calls; none is looked up by name.
    """

    key: ClassVar[str]  # permanent storage key
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    schema_version: ClassVar[int]  # bump when the state model changes
    options_type: ClassVar[type[Any]]  # a GameOptions subclass; every field has a default
    state_type: ClassVar[type[Any]]  # the GameState subclass, for loading stored states
    derived_options: ClassVar[frozenset[str]] = frozenset()  # options set by options_for_seats, not the lobby
    # Options whose value names one seat (or None), such as the first player: the host keeps each pointing at
    # the same player when seats move in the lobby (reordered, shuffled at the start, someone leaving).
    seat_options: ClassVar[frozenset[str]] = frozenset()

    # ---- the contract -------------------------------------------------------------------------

    def new_game(self, num_players: int, seed: int, options: OptionsT | None = None) -> StateT:
        if not isinstance(num_players, int) or not self.min_players <= num_players <= self.max_players:
            raise IllegalAction(
                f"{self.title} is played by {self._player_range()} players, not {num_players}."
            )
        if options is None:
            options = self.options_type()
        elif not isinstance(options, self.options_type):
            raise IllegalAction(f"Those are not options for {self.title}.")
        self._check_options(num_players, options)
        return self._new_game(num_players, seed, options)

    def make_options(self, values: dict[str, Any] | None = None) -> OptionsT:
        """Build the options model from loose values (a lobby's settings); bad values raise IllegalAction."""
        try:
            options: OptionsT = self.options_type.model_validate(values or {})
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "options"
            raise IllegalAction(f"The option {where!r} is not valid: {first['msg']}.") from None
        return options

    def current_seats(self, state: StateT) -> frozenset[Seat]:
        if self._known_outcome(state) is not None:
            return frozenset()
        return self._current_seats(state)

    def legal_actions(self, state: StateT, seat: Seat) -> Sequence[ActionT]:
        if seat not in self.current_seats(state):
            return ()
        return self._known_legal_actions(state, seat)

    def apply(self, state: StateT, seat: Seat, action: ActionT) -> StateT:
        self.check(state, seat, action)
        new_state = self._apply(state, seat, action)
        return replace(new_state, step=state.step + 1)

    def check(self, state: StateT, seat: Seat, action: ActionT) -> None:
        """Raise IllegalAction, with a sentence for the player, unless ``seat`` may play ``action`` now."""
        if self._known_outcome(state) is not None:
            raise IllegalAction("The game is over.", words=Words(id="game-over"))
        if seat not in self._current_seats(state):
            raise IllegalAction(self.waiting_for(state), words=self.waiting_words(state))
        if action not in self._known_legal_actions(state, seat):
            why = self._why_illegal(state, seat, action)
            raise why if isinstance(why, IllegalAction) else IllegalAction(why)

    def view(self, state: StateT, seat: Seat | None) -> ViewT:
        return self._view(state, seat)

    def outcome(self, state: StateT) -> Outcome | None:
        return cast("Outcome | None", self._known_outcome(state))

    @abstractmethod
    def action_id(self, action: ActionT) -> str:
        """The action's id: ``[a-z0-9_.-]{1,40}``, built from card and space ids, never list positions."""

    @abstractmethod
    def parse_action(self, action_id: str) -> ActionT:
        """The action whose id is ``action_id``; raise IllegalAction for an id this game does not know."""

    @abstractmethod
    def label(self, state: StateT, action: ActionT) -> str:
        """The action's button text in ``state``: at most ``LABEL_MAX`` characters with each ``{sN}`` counted
        as a name of ``LABEL_NAME_LENGTH``, written to fit (a shorter form where the long one would not),
        never cut; two actions a seat may take at once never share one."""

    def label_words(self, state: StateT, action: ActionT) -> Words | None:
        """The action's label as a message (docs/localisation.md), for each reader's language, saying what
        ``label`` says in English; seats as "{sN}" arguments. Default None: the label is only in English.
        Every shipped language's label must fit ``LABEL_MAX`` as ``label`` does
        (tests/test_localisation.py)."""
        return None

    @abstractmethod
    def determinize(self, state: StateT, seat: Seat, rng: random.Random) -> StateT:
        """A full state consistent with everything ``seat`` has observed, the hidden parts resampled from
        ``rng``, with a new seed (docs/architecture.md, "Hidden information")."""

    def seat_role(self, seat: Seat, num_players: int) -> str | None:
        """The role a seat plays, where seats differ ("the snake"); None where every seat is alike. The
        lobby uses it when the host chooses who sits where."""
        return None

    def seat_role_words(self, seat: Seat, num_players: int) -> Words | None:
        """``seat_role`` as a message, for each reader's language (default None: English only)."""
        return None

    def options_for_seats(self, options: OptionsT, agents: Sequence[str | None]) -> OptionsT:
        """The options once seats are known: ``agents[seat]`` is the AI kind playing that seat (None for a
        person). The host calls it when a game starts; games whose options name seats by who plays them
        (Grim Prospects' Artificial Player) override it and list those fields in ``derived_options``."""
        return options

    def is_private_decision(self, state: StateT, seat: Seat) -> bool:
        """True when ``seat``'s choices may reveal its secrets, so the host offers them by DM or an
        ephemeral message instead of on the public board. Default: the seat's view shows something the
        public view does not (a ``viewer`` field, naming who looks, does not count)."""
        mine = self._view(state, seat).model_dump(exclude={"viewer"})
        public = self._view(state, None).model_dump(exclude={"viewer"})
        return bool(mine != public)

    def is_back(self, action_id: str) -> bool:
        """True for the action that takes back the last click of a move made in several clicks
        (docs/architecture.md, "One decision, one click"). The host shows it apart from the other choices,
        and AI players other than random ones never take it. Default: the id ``"back"``, the id every
        game here uses."""
        return action_id == BACK_ACTION_ID

    def is_pass(self, action_id: str) -> bool:
        """True for an action by which a seat declines to do more now (takes nothing, plays nothing, stops
        researching...). A person whose turn clock ran out in a game created with "pass on a timeout"
        plays one of these when it is legal, and an AI moves for them otherwise. Default: no action is a
        pass."""
        return False

    def reveals(self, before: StateT, seat: Seat, action: ActionT, after: StateT) -> bool:
        """True when ``seat``'s ``action``, applied to ``before`` (giving ``after``, the decisions taken for
        the players after it included), revealed something hidden or drew something random: a card drawn
        or turned over, a pile shuffled, a secret shown to anyone (the mover included), a random draw made.
        The host lets a player take back a move that revealed nothing, as long as no other player has
        decided since (in a simultaneous phase: until every choice of the phase is in, when resolving them
        reveals them); a move that revealed something stays. Default: True, so a move of a game that does
        not say can never be taken back."""
        return True

    def migrate_state(self, data: dict[str, Any], from_version: int) -> dict[str, Any]:
        """A stored state (its JSON, parsed) written when the engine's ``schema_version`` was
        ``from_version``, brought up to the current version; the host validates the result as a
        ``state_type``. Raise CannotMigrate for a version the engine cannot read. Default: no migration
        from any version, so a game saved by an older schema is ended with a clear message."""
        raise CannotMigrate(f"{self.title} cannot read games saved by version {from_version}.")

    # ---- optional game knowledge for AI players --------------------------------------------------

    def heuristic(self, state: StateT, seat: Seat) -> float | None:
        """An estimate in [0, 1] of how well ``seat`` stands, from what ``seat`` may see; None if unknown.

        AI players use it to cut rollouts short. It must read only what ``view(state, seat)`` shows.
        """
        return None

    # In a one-player game, the points the heuristic's 1.0 stands for: the heuristic is then the score
    # expected over this, and the coach (bot.ai.coach) shows expected scores rather than chances to win.
    # None: the heuristic is a chance to win, in every game of this engine.
    solo_points: ClassVar[float | None] = None

    def heuristic_terms(self, state: StateT, seat: Seat) -> Mapping[str, float]:
        """The parts of ``heuristic``'s judgement of ``seat``, each keyed by what a move gains when the part
        grows, in players' words, written to follow "It " ("brings a hatch closer", "holds back the
        leader"); larger is better for ``seat``, on the heuristic's own scale. The coach explains a
        suggested move by the part it raises most. Like the heuristic, it reads only what
        ``view(state, seat)`` shows. Default: no parts (the coach then gives no reason of the game's own).
        """
        return {}

    def search_rules(self) -> SearchRules[Any]:
        """How a search plays this game (``engines.searchrules``): a game may give its search positions
        of its own that play faster, checked to play exactly the same game. Default: its own states,
        through its hooks. Called once per search."""
        return HookRules(self)

    def public_determinize(self, state: StateT, rng: random.Random) -> StateT | None:
        """A full state consistent with what everyone at the table has seen, every secret resampled from
        ``rng`` with a new seed: what an onlooker may know. A review's chart of the players' chances is
        estimated from these, so that it tells nobody what a hand held. None: this engine cannot say.

        Default: ``determinize`` for the first seat that has seen no more than the public (its view equals
        the public view, a ``viewer`` field aside), relying on the contract that what a seat has observed
        is in its view; None when every seat knows something the table does not. Engines override it where
        they can do better, or cheaper."""
        public = self._view(state, None).model_dump(exclude={"viewer"})
        for seat in range(state.num_players):
            if self._view(state, seat).model_dump(exclude={"viewer"}) == public:
                return self.determinize(state, seat, rng)
        return None

    # ---- helpers shared by every game -----------------------------------------------------------

    def waiting_for(self, state: StateT) -> str:
        """A sentence naming who must act, with seats as {sN}."""
        seats = sorted(self._current_seats(state))
        if not seats:
            return "The game is over."
        if len(seats) == 1:
            return f"It is {{s{seats[0]}}}'s turn."
        *rest, last = map(seat_arg, seats)  # lists as the English catalogue writes them
        return f"Waiting for {', '.join(rest)} and {last}."

    def waiting_words(self, state: StateT) -> Words | None:
        """``waiting_for`` as a message, for each reader's language: a game that says ``waiting_for`` in
        its own words says this too (default: None for such a game, its English is shown)."""
        if type(self).waiting_for is not Engine.waiting_for:
            return None
        seats = sorted(self._current_seats(state))
        if not seats:
            return Words(id="game-over")
        if len(seats) == 1:
            return Words(id="game-turn-of", args={"seat": seat_arg(seats[0])})
        return Words(id="game-waiting-for", args={"seats": Listed.of(seat_arg(s) for s in seats)})

    def load_state(self, data: str | bytes) -> StateT:
        """Parse a stored state (JSON)."""
        state: StateT = self.state_type.model_validate_json(data)
        return state

    def dump_state(self, state: StateT) -> str:
        return state.model_dump_json()

    def _player_range(self) -> str:
        if self.min_players == self.max_players:
            return f"exactly {self.min_players}"
        return f"{self.min_players} to {self.max_players}"

    # ---- hooks ---------------------------------------------------------------------------------

    def _check_options(self, num_players: int, options: OptionsT) -> None:
        """Raise IllegalAction when options do not fit this number of players."""

    @abstractmethod
    def _new_game(self, num_players: int, seed: int, options: OptionsT) -> StateT:
        """The first state; ``new_game`` has checked the player count and the options."""

    @abstractmethod
    def _current_seats(self, state: StateT) -> frozenset[Seat]:
        """The seats that must act in a running game (never empty)."""

    @abstractmethod
    def _legal_actions(self, state: StateT, seat: Seat) -> Sequence[ActionT]:
        """The actions ``seat``, one of the current seats of a running game, may take."""

    @abstractmethod
    def _apply(self, state: StateT, seat: Seat, action: ActionT) -> StateT:
        """Return the next state with ``log`` set to this action's lines; the base class bumps ``step``."""

    @abstractmethod
    def _view(self, state: StateT, seat: Seat | None) -> ViewT:
        """What ``seat`` may see (None: the public), never the seed."""

    @abstractmethod
    def _outcome(self, state: StateT) -> Outcome | None:
        """The result once the game is over; None while it runs."""

    def _why_illegal(self, state: StateT, seat: Seat, action: ActionT) -> str | IllegalAction:
        """What ``check`` says of an action not among ``seat``'s legal ones: a sentence, or a ``refusal``."""
        return IllegalAction("That move is not allowed now.", words=Words(id="game-not-allowed"))


def parse_id(action_id: object) -> list[str]:
    """Split an action id into its dot-separated parts, or raise IllegalAction if it is malformed."""
    if not isinstance(action_id, str) or not valid_action_id(action_id):
        raise IllegalAction("That is not a move this game knows.", words=Words(id="game-unknown-move"))
    return action_id.split(".")


def action_cache(build: Callable[[str], ActionT]) -> Callable[[str], ActionT]:
    """The function that gives the action for an action code, building each action once.

    For games whose action is a single code string: ``legal_actions`` is on the hot path of AI search and
    actions are immutable, so every caller shares one object per code instead of building it again."""
    actions: dict[str, ActionT] = {}

    def act(code: str) -> ActionT:
        action = actions.get(code)
        if action is None:
            action = actions[code] = build(code)
        return action

    return act


W = TypeVar("W")  # what a click is said as: its English, or its words


def draft_words(state: Any, describe: Callable[[Any, str], W]) -> list[W]:
    """The clicks of a move not yet committed (``state.draft``), each in the words its button had when it
    was clicked (its English, or its words as a message): ``describe`` sees the state as it was before that
    click. Nothing once the game is over. For games whose moves take several clicks and whose states keep
    them in ``draft``."""
    if not state.draft or state.phase == "over":
        return []
    return [describe(replace(state, draft=state.draft[:i]), code) for i, code in enumerate(state.draft)]


# ---- how a search plays a game (engines/searchrules.py tells the rules of it) ---------------------------

P = TypeVar("P")  # a position: the game's own, or its state


class SearchRules(Protocol[P]):
    """The rules as a search calls them, over positions of type ``P`` (``engines.searchrules`` says what
    they must answer)."""

    def start(self, state: Any) -> P: ...

    def state(self, position: P) -> Any: ...

    def determinize(self, state: Any, seat: Seat, rng: random.Random) -> P: ...

    def num_players(self, position: P) -> int: ...

    def outcome(self, position: P) -> Outcome | None: ...

    def current_seats(self, position: P) -> frozenset[Seat]: ...

    def legal_actions(self, position: P, seat: Seat) -> Sequence[Any]: ...

    def action_id(self, action: Any) -> str: ...

    def apply(self, position: P, seat: Seat, action: Any) -> P: ...

    def heuristic(self, position: P, seat: Seat) -> float | None: ...


class HookRules:
    """The default: the engine's own states as positions, played through its hooks.

    The search only applies actions it took from ``legal_actions`` of the same state and checks for the
    end before asking who acts, so the base class's shared checks would only repeat that work: when an
    engine keeps the base class's public methods, its hooks are called directly (a rollout step costs
    about half as much); an engine that overrides a public method is called through it.
    """

    def __init__(self, engine: Engine[Any, Any, Any, Any]) -> None:
        self.engine = engine
        cls = type(engine)
        names = ("apply", "legal_actions", "current_seats", "outcome", "check")
        self.heuristic: Callable[[Any, Seat], float | None] = engine.heuristic
        self.action_id: Callable[[Any], str] = engine.action_id
        self.outcome: Callable[[Any], Outcome | None]
        self.current_seats: Callable[[Any], frozenset[Seat]]
        self.legal_actions: Callable[[Any, Seat], Sequence[Any]]
        self.apply: Callable[[Any, Seat, Any], Any]
        if all(getattr(cls, n) is getattr(Engine, n) for n in names):
            self.outcome = engine._outcome
            self.current_seats = engine._current_seats
            self.legal_actions = engine._legal_actions
            hook = engine._apply

            def apply(state: Any, seat: Seat, action: Any) -> Any:
                return replace(hook(state, seat, action), step=state.step + 1)

            self.apply = apply
        else:
            self.outcome = engine.outcome
            self.current_seats = engine.current_seats
            self.legal_actions = engine.legal_actions
            self.apply = engine.apply

    def start(self, state: Any) -> Any:
        return state

    def state(self, position: Any) -> Any:
        return position

    def determinize(self, state: Any, seat: Seat, rng: random.Random) -> Any:
        return self.engine.determinize(state, seat, rng)

    def num_players(self, position: Any) -> int:
        return int(position.num_players)
