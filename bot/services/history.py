"""A game's past without Discord: its states grouped into the steps players saw, every public line placed
at its step, and the game's status in words. ``/game replay`` (cogs.past.replaysteps) and the web companion
(bot.web) both read it, so the web's ``?step=N`` is ``/game replay``'s step N.

Decisions written down here:
- A step is a change players could see on the board: the start, then every action that changed the
  public view, whose turn it is or the public log. Actions that changed only a hand (a card chosen in
  secret) or only the acting player's buttons are merged into the step before them, and a step shows the
  newest state of its actions. So a step is what the channel showed, once, and where the steps fall says
  nothing about secret choices.
- A game is rebuilt from its seed, its options and its action log (take-backs included: see
  bot.session.takebacks). ``Histories`` keeps the latest few, and a game that moved on since it was built is
  extended by its new actions rather than rebuilt (a move of a long game costs milliseconds, not the
  whole game again); a take-back among them rebuilds it.
- Rebuilding is engine work: ``Histories`` runs it through the ``run`` it is given (a thread).
"""

from __future__ import annotations

import asyncio
import bisect
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from bot.i18n import Speaker, said
from bot.services.games import initial_state
from bot.session.game import Game
from bot.session.records import ActionRecord, LogEntry, SessionStatus
from bot.session.takebacks import replay as replay_log
from bot.store.actions import ActionLog
from bot.store.rows import RECENT_LINES
from engines import AnyEngine
from engines.base import GameError, GameState, LogLine, Seat
from engines.phrasing import Words

log = logging.getLogger(__name__)

KEEP = 4  # rebuilt games kept in memory by default
T = TypeVar("T")
Runner = Callable[..., Awaitable[Any]]


class NotReplayable(GameError):
    def __init__(self) -> None:
        words = Words(id="refusal-not-replayable")
        super().__init__(said(words), words=words)


@dataclass(frozen=True)
class Step:
    """One change players could see: the states ``first..last`` (indices into the game's states, state
    ``i`` being the one after ``i`` actions), shown as ``state``, the last of them."""

    first: int
    last: int
    state: GameState
    lines_end: int  # the public lines up to and including this step: ``Replay.lines[:lines_end]``


@dataclass(frozen=True)
class Replay:
    """A started game, rebuilt: its steps, its public lines, who played which seat."""

    game: Game  # as stored
    steps: tuple[Step, ...]
    lines: tuple[LogLine, ...]  # every public line, oldest first
    step_of_state: tuple[int, ...]  # the step each state belongs to
    action_times: tuple[float, ...]  # when each action was applied (never decreasing)
    players: Mapping[int, Seat]  # user id -> the seat they played
    _private: dict[Seat, tuple[tuple[LogLine, ...], ...]] = field(default_factory=dict, compare=False)
    # What extending the game by its next actions needs: every state, and each one's public signature.
    _states: tuple[GameState, ...] = field(default=(), compare=False, repr=False)
    _signatures: tuple[tuple[Any, ...], ...] = field(default=(), compare=False, repr=False)
    _actions: tuple[ActionRecord, ...] = field(default=(), compare=False, repr=False)
    _said: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False, repr=False)

    @property
    def version(self) -> int:
        return self.game.session.version

    def said_lines(self, language: str) -> tuple[str, ...]:
        """Every public line in ``language``, names filled in; kept with the replay after the first time
        (each step's page shows the lines up to it: saying them again per step is quadratic in a game)."""
        said = self._said.get(language)
        if said is None:
            say = Speaker(language)
            said = tuple(self.game.fill(say.either(line.text, line.words)) for line in self.lines)
            self._said[language] = said
        return said

    def step_lines(self, index: int) -> tuple[LogLine, ...]:
        start = self.steps[index - 1].lines_end if index > 0 else 0
        return self.lines[start : self.steps[index].lines_end]

    def recent(self, index: int) -> tuple[LogLine, ...]:
        """The board's "Last events" at this step."""
        end = self.steps[index].lines_end
        return self.lines[max(0, end - RECENT_LINES) : end]

    def game_at(self, index: int) -> Game:
        """The game as it stood at this step: running until the last step, then as it is (or ended)."""
        step = self.steps[index]
        session = self.game.session
        if index < len(self.steps) - 1:
            session = replace(session, status=SessionStatus.RUNNING, ended_reason=None)
        return replace(self.game, session=session, state=step.state)

    def step_of(self, entry: LogEntry) -> int:
        """The step a stored line belongs to (for a line the replay ``holds``)."""
        return self.step_of_state[state_index(entry, self.action_times)]

    def holds(self, entry: LogEntry) -> bool:
        """Whether a stored line belongs to this replay: not to an action stored after the game was read
        (lines read apart from the game may be newer than it, and must not land on its last step)."""
        return entry.action_idx is None or entry.action_idx < len(self.action_times)

    def has_private_lines(self, seat: Seat) -> bool:
        """Whether a seat's private lines are kept with the replay already (``private_lines``)."""
        return seat in self._private

    def private_lines(self, seat: Seat, entries: Sequence[LogEntry]) -> tuple[tuple[LogLine, ...], ...]:
        """A seat's own private lines (from ``entries``, what ``ActionLog.lines`` gave for the seat), by
        step; kept with the replay after the first time."""
        by_step = self._private.get(seat)
        if by_step is None:
            grouped: list[list[LogLine]] = [[] for _ in self.steps]
            for entry in entries:
                if entry.seat == seat and self.holds(entry):
                    grouped[self.step_of(entry)].append(
                        LogLine(text=entry.text, seat=seat, words=entry.words)
                    )
            by_step = tuple(tuple(g) for g in grouped)
            self._private[seat] = by_step
        return by_step


def state_index(entry: LogEntry, action_times: Sequence[float]) -> int:
    """The state a stored line belongs to (0: the start, ``i``: after ``i`` actions): after its action,
    or, for a line of the host's own ("An AI plays Bob's seat now"), after the actions applied before it
    was written."""
    if entry.action_idx is not None:
        index = entry.action_idx + 1
    else:
        index = bisect.bisect_right(action_times, entry.created_at)
    return max(0, min(index, len(action_times)))


def board_signature(engine: AnyEngine, state: GameState) -> tuple[Any, ...]:
    """What the public board shows of a state, besides the log (its buttons are not replayed)."""
    return (
        engine.view(state, None),
        engine.waiting_for(state),
        engine.current_seats(state),
        engine.outcome(state),
    )


def build_replay(
    game: Game,
    states: Sequence[GameState],
    actions: Sequence[ActionRecord],
    public: Sequence[LogEntry],
    signatures: Sequence[tuple[Any, ...]] | None = None,
) -> Replay:
    """Group the states into steps (see the module's docstring) and place every public line at its step.
    ``signatures``: each state's ``board_signature``, when the caller has them already."""
    engine = game.engine
    if signatures is None:
        signatures = [board_signature(engine, state) for state in states]
    times: list[float] = []
    for record in actions:
        times.append(max(record.created_at, times[-1]) if times else record.created_at)
    by_state: list[list[LogLine]] = [[] for _ in states]
    for entry in public:
        if entry.seat is None:
            by_state[state_index(entry, times)].append(LogLine(text=entry.text, words=entry.words))
    spans: list[list[int]] = []
    previous: tuple[Any, ...] | None = None
    for i, signature in enumerate(signatures):
        if i == 0 or by_state[i] or signature != previous:
            spans.append([i, i])
        else:
            spans[-1][1] = i
        previous = signature
    lines: list[LogLine] = []
    steps: list[Step] = []
    step_of_state = [0] * len(states)
    for index, (first, last) in enumerate(spans):
        for i in range(first, last + 1):
            lines.extend(by_state[i])
            step_of_state[i] = index
        steps.append(Step(first, last, states[last], len(lines)))
    players: dict[int, Seat] = {}
    for record in actions:
        if record.user_id is not None:
            players.setdefault(record.user_id, record.seat)
    for seat in game.session.seats:  # whoever holds a seat now plays it (an AI took over a leaver's)
        if seat.user_id is not None:
            players[seat.user_id] = seat.seat
    return Replay(
        game,
        tuple(steps),
        tuple(lines),
        tuple(step_of_state),
        tuple(times),
        players,
        _states=tuple(states),
        _signatures=tuple(signatures),
        _actions=tuple(actions),
    )


def extend_replay(
    previous: Replay | None, game: Game, actions: Sequence[ActionRecord], public: Sequence[LogEntry]
) -> Replay:
    """The game's replay from its action log: ``previous`` extended by the actions it lacks, when it is a
    replay of the start of this same log with moves only after it; otherwise rebuilt from the seed."""
    engine = game.engine
    known = len(previous._actions) if previous is not None else 0
    extendable = (
        previous is not None
        and previous.game.id == game.id
        and previous._states
        and tuple(actions[:known]) == previous._actions
        and all(record.undoes is None for record in actions[known:])
    )
    if previous is not None and extendable:
        states = list(previous._states)
        signatures = list(previous._signatures)
        state = states[-1]
        for record in actions[known:]:
            state = engine.apply(state, record.seat, engine.parse_action(record.action_id))
            states.append(state)
            signatures.append(board_signature(engine, state))
    else:
        first = initial_state(game)
        states = [first, *replay_log(engine, first, actions)]
        signatures = [board_signature(engine, state) for state in states]
    if game.state is not None and states[-1] != game.state:
        raise NotReplayable()
    return build_replay(game, states, actions, public, signatures)


@dataclass(frozen=True)
class _Read:
    """What was read of a game's logs so far: every action and public line, in order, before any was left
    out as newer than a loaded game."""

    actions: tuple[ActionRecord, ...] = ()
    public: tuple[LogEntry, ...] = ()


class Histories:
    """Rebuilds games' pasts and keeps the latest ``keep`` of them, each as of its session's version. A
    game's logs are read once: at each change only the rows added since are read (the logs are
    append-only, each row's index one more than the last), so following a long game costs the same at
    every move rather than more and more."""

    def __init__(
        self,
        actions: ActionLog,
        *,
        keep: int = KEEP,
        run: Runner = asyncio.to_thread,
    ) -> None:
        self.actions = actions
        self.keep = keep
        self.run = run
        self._cache: OrderedDict[str, Replay] = OrderedDict()
        self._read: dict[str, _Read] = {}  # for the games in the cache
        self._locks: dict[str, asyncio.Lock] = {}

    async def of(self, game: Game) -> Replay:
        """The replay of a started game as loaded (``game``): from the cache, extended, or rebuilt. A game
        an older engine played, whose log no longer replays to its state, is refused (``NotReplayable``)."""
        cached = self.cached(game)
        if cached is not None:
            return cached
        lock = self._locks.setdefault(game.id, asyncio.Lock())
        async with lock:
            cached = self.cached(game)
            if cached is not None:
                return cached
            read = await self._read_logs(game.id)
            actions, public = list(read.actions), list(read.public)
            # The log may have grown since the game was loaded: the game's position says how many of its
            # entries the loaded state includes (the log is append-only, so they are the first ones), 0
            # for a game just started; a game stored before positions were has none to say.
            position = game.session.position
            if position < len(actions) and (position or game.session.position_known):
                actions = actions[:position]
                public = [e for e in public if e.action_idx is None or e.action_idx < position]
            previous = self._cache.get(game.id)
            try:
                built: Replay = await self.run(extend_replay, previous, game, actions, public)
            except GameError:
                raise
            except Exception:
                log.warning("Could not replay %s", game.id, exc_info=True)
                raise NotReplayable() from None
            self._cache[game.id] = built
            self._read[game.id] = read
            self._cache.move_to_end(game.id)
            while len(self._cache) > self.keep:
                forgotten, _ = self._cache.popitem(last=False)
                self._read.pop(forgotten, None)
        self._locks.pop(game.id, None)
        return built

    async def _read_logs(self, game_id: str) -> _Read:
        """The game's logs: those read before and the rows added since."""
        before = self._read.get(game_id, _Read())
        return _Read(
            await self.actions.actions_after(game_id, before.actions),
            await self.actions.lines_after(game_id, None, before.public),
        )

    def cached(self, game: Game) -> Replay | None:
        cached = self._cache.get(game.id)
        if cached is None or cached.version != game.session.version:
            return None
        self._cache.move_to_end(game.id)
        return cached


def status_of(game: Game, say: Speaker | None = None) -> str:
    """The game's status in a sentence, names filled in, in ``say``'s language (default: the table's):
    its result, why it ended, or whose turn it is."""
    say = say or Speaker(game.session.table_language)
    outcome = game.outcome  # first: a just-finished game's session may not carry its reason yet
    if outcome is not None:
        return game.fill(say.either(outcome.summary, outcome.words))
    if game.status != SessionStatus.RUNNING:
        reason = game.session.ended_reason
        return say.either(reason, game.session.ended_words) if reason else say("game-over")
    state = game.state
    assert state is not None
    engine = game.engine
    return game.fill(say.either(engine.waiting_for(state), engine.waiting_words(state)))
