"""Terminal play: a whole game in a text console, against AI players or watching AIs play.

What the human sees is built only from views: ``engine.view(state, seat)`` of the seat being played
(or the public view when only AIs play), rendered by the game's renderer ``text()``, or dumped as plain
fields when the game has no renderer yet. Moves are narrated from the log lines each action produced;
private lines are shown only for the human's own seats (``bot.terminal.narration``). The labels of AI moves
are never printed, because a label may name a secret choice (a bid, a card from a hand): an AI step made
in secret is told as "AI 3 makes a secret choice.", once for a run of such steps, and the first click of
an open move made in several is told when the move is made.

The board is shown once per decision. A decision that takes several clicks (a card, then where; a
Head, then an ability card) shows it at its first click only; later clicks list just the choices, until
something public happens or another seat acts ('b' shows the board at any time).

At the prompt the player may also ask for help, the rules and a card (``bot.terminal.guidebook``), and
for a hint (``h``): the AI coach's best choices from what that seat can see (``bot.ai.coach``), searched
in this process with the game's hint budget.

Input never crashes the game: anything that is not a choice is answered with a sentence and asked
again; end of input and Ctrl-C leave the game with a message.
"""

from __future__ import annotations

import os
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TextIO

from bot.ai.agents import Agent, agent_rng
from bot.ai.coach import Hint, hint
from bot.catalogue.gamespec import GameSpec
from bot.i18n import SOURCE, Speaker, english
from bot.session import takebacks
from bot.session.errors import cut
from bot.session.records import ActionRecord, UndoEntry
from bot.terminal.dump import dump_view
from bot.terminal.guidebook import LOOKUP, Guidebook, wrap
from bot.terminal.narration import tell
from engines import AnyEngine
from engines.base import GameError, Seat
from engines.phrasing import Listed
from engines.wording import fill_names

QUIT_WORDS = frozenset({"q", "quit", "exit"})
UNDO_WORDS = frozenset({"u", "undo", "take back", "takeback"})
BOARD_WORDS = frozenset({"b", "board"})
HELP_WORDS = frozenset({"help", "?"})
HINT_WORDS = frozenset({"h", "hint"})
RULES_WORDS = frozenset({"rules", "rule"})
LIST_WORDS = frozenset({"card", "cards"})
Labeller = Callable[[Any, Any], str]  # an action's label in the reader's language


class TakeBackWanted(Exception):
    """The human typed ``u``: take back their last move (bot.session.takebacks has the rules)."""


class LeaveGame(Exception):
    """The human asked to stop, or the input ended."""


@dataclass
class TerminalGame:
    """One game played in a terminal. ``human_seats`` may be empty (watch AIs play)."""

    spec: GameSpec
    num_players: int
    human_seats: frozenset[Seat]
    agent: Agent
    seed: int
    options: Any = None
    stdin: TextIO = sys.stdin
    stdout: TextIO = sys.stdout
    delay_s: float = 0.0
    max_decisions: int = 100_000
    language: str = SOURCE  # what the game says, from the catalogues (docs/localisation.md)

    def __post_init__(self) -> None:
        self.engine: AnyEngine = self.spec.engine
        self.words = Speaker(self.language)
        renderer = self.spec.renderer
        self.renderer = renderer.in_language(self.language) if renderer is not None else None
        self.names = [self._name(s) for s in range(self.num_players)]
        self.announced_fallback = False
        self.quiet_ai: Seat | None = None  # the AI whose silent steps were last told (told once per run)
        self.continuing: Seat | None = None  # the human seat in the middle of a several-click decision
        # The game's log and the moves that could still be taken back, as the bot keeps them (bot.session.takebacks).
        self.history: list[ActionRecord] = []
        self.window: tuple[UndoEntry, ...] = ()
        guide = self.spec.guide_in(self.language)
        spoken = guide.spoken("terminal") if guide else None
        self.guidebook = Guidebook(self.engine.title, spoken, self.say, self.words)
        kind = self.spec.ai_kind(self.agent.name)
        self.ai_label = self.words(
            "terminal-ai-kind", kind=kind.said(self.words) if kind is not None else self.agent.name
        )

    # ---- output -------------------------------------------------------------------------------

    def say(self, text: str = "") -> None:
        self.stdout.write(fill_names(text, self.names) + "\n")
        self.stdout.flush()

    def _name(self, seat: Seat) -> str:
        # Not "You": the engines' log lines are in the third person ("{s0} takes ..."), and renderers
        # already mark the viewer's own seat.
        return self.words("terminal-player" if seat in self.human_seats else "terminal-ai", number=seat + 1)

    def label(self, state: Any, action: Any) -> str:
        """An action's label in the terminal's language (English where the game has no words for it)."""
        return self.words.either(self.engine.label(state, action), self.engine.label_words(state, action))

    def board_text(self, state: Any, seat: Seat | None) -> str:
        view = self.engine.view(state, seat)
        if self.renderer is not None:
            try:
                return self.renderer.text(view, self.names)
            except Exception as exc:  # a renderer bug must not end the game; show the raw view instead
                return self.words("terminal-board-failed", error=repr(exc)) + f"\n{dump_view(view)}"
        if not self.announced_fallback:
            self.announced_fallback = True
            return self.words("terminal-no-board", title=self.engine.title) + f"\n{dump_view(view)}"
        return dump_view(view)

    def show_board(self, state: Any, seat: Seat | None) -> None:
        said = (
            ("terminal-public-board", {})
            if seat is None
            else ("terminal-board-of", {"name": self.names[seat]})
        )
        self.say(f"\n===== {self.words(said[0], **said[1])} =====")
        self.say(self.board_text(state, seat))

    def narrate(self, before: Any, after: Any, actor: Seat) -> bool:
        """Print what the step tells the human; True if a line was public."""
        told = tell(self.engine, before, after, actor, self.human_seats, self.words)
        for seat, text in told.lines:
            prefix = ""
            if seat is not None and len(self.human_seats) > 1:
                prefix = self.words("terminal-to", name=self.names[seat]) + " "
            self.say(f"  {prefix}{text}")
        if told.lines or actor in self.human_seats:
            self.quiet_ai = None  # the run of secret steps is over: the next one is told again
        elif told.secret and self.quiet_ai != actor:
            self.say("  " + self.words("terminal-secret", name=self.names[actor]))
            self.quiet_ai = actor
        return told.public

    # ---- input --------------------------------------------------------------------------------

    def ask(self, prompt: str) -> str:
        self.stdout.write(prompt)
        self.stdout.flush()
        line = self.stdin.readline()
        if not line:
            raise LeaveGame(self.words("terminal-input-ended"))
        return line.strip()

    def human_choice(self, state: Any, seat: Seat) -> Any:
        legal = list(self.engine.legal_actions(state, seat))
        if self.continuing == seat:
            # The next click of the same decision: the board was shown at its first click.
            self.say(f"\n----- {self.words('terminal-decision-continued')} -----")
        else:
            whose = (
                self.words("terminal-decision-of", name=self.names[seat], number=seat + 1)
                if len(self.human_seats) > 1
                else self.words("terminal-decision")
            )
            self.say(f"\n----- {whose} -----")
            self.show_board(state, seat)
        self.print_choices(state, legal)
        by_id = {self.engine.action_id(a): a for a in legal}
        numbers = _numbers(len(legal))
        while True:
            answer = self.ask(self.words("terminal-prompt", numbers=numbers))
            word = " ".join(answer.lower().split())
            if word in QUIT_WORDS:
                raise LeaveGame(self.words("terminal-left"))
            if word in UNDO_WORDS:
                raise TakeBackWanted()
            if word in BOARD_WORDS:
                self.show_board(state, seat)
                self.print_choices(state, legal)
                continue
            if word in HELP_WORDS:
                self.guidebook.show_help(len(legal))
                continue
            if word in HINT_WORDS:
                self.show_hint(state, seat, legal)
                continue
            if word in RULES_WORDS:
                if self.guidebook.show_rules(
                    _option_values(self.engine, state, self.options)
                ):  # long: the choices are out of sight by now
                    self.print_choices(state, legal)
                continue
            if word in LIST_WORDS:
                self.guidebook.show_entries()
                continue
            if not word:
                self.say(self.words("terminal-please-type-first", count=len(legal)))
                continue
            if word.isdigit():
                number = int(word)
                if 1 <= number <= len(legal):
                    return legal[number - 1]
                please = self.words("terminal-please-type", count=len(legal))
                self.say(self.words("terminal-no-choice", number=number, please=please))
                continue
            if word in by_id:
                return by_id[word]
            lookup = LOOKUP.match(answer.strip())
            if lookup and lookup["name"].lower() in RULES_WORDS:  # "help rules"
                if self.guidebook.show_rules(_option_values(self.engine, state, self.options)):
                    self.print_choices(state, legal)
                continue
            if lookup:
                self.guidebook.look_up(lookup["name"])
                continue
            please = self.words("terminal-please-type", count=len(legal))
            # the answer cut short, on one line; each language's catalogue quotes it with its own marks
            self.say(self.words("terminal-not-understood", answer=cut(answer, 30), please=please))

    def show_hint(self, state: Any, seat: Seat, legal: Sequence[Any]) -> None:
        """``h``: the AI coach's best choices for ``seat``, numbered as they are offered, each with its
        chance to win (solo: expected score) and why; searched from what the seat can see only."""
        rng = agent_rng(self.engine, state, seat, "coach.hint")
        found = hint(self.engine, state, seat, rng, self.spec.coach, prior_visits=self.spec.search_prior)
        self.say(hint_text(self.engine, state, legal, found, self.label, self.words))

    def print_choices(self, state: Any, legal: Sequence[Any]) -> None:
        self.say(self.words("terminal-choices"))
        width = len(str(len(legal)))
        for i, action in enumerate(legal, 1):
            self.say(f"  {i:>{width}}. {self.label(state, action)}")

    # ---- the game -----------------------------------------------------------------------------

    def run(self) -> int:
        """Play to the end; returns a process exit code (0 finished or left, 130 interrupted)."""
        try:
            return self._play()
        except BrokenPipeError:
            # The output was closed (piped into `head`, say): nobody is left to tell.
            if self.stdout is sys.stdout:
                _silence_stdout()
            return 1
        except LeaveGame as exc:
            self.say("\n" + self.words("terminal-goodbye", why=str(exc)))
            return 0
        except KeyboardInterrupt:
            self.say("\n" + self.words("terminal-interrupted"))
            return 130

    def _play(self) -> int:
        engine = self.engine
        state = initial = engine.new_game(self.num_players, self.seed, self.options)
        self.say(self.words("terminal-title", title=engine.title, players=self.num_players))
        for seat in range(self.num_players):
            you, name = seat in self.human_seats, self.names[seat]
            self.say(self.words("terminal-seat", number=seat + 1, name=name, you=you, ai=self.ai_label))
        for line in state.log:  # the deal: who goes first, what was drawn
            if line.seat is None or line.seat in self.human_seats:
                self.say(f"  {self.words.either(line.text, line.words)}")
        if self.human_seats:
            guide = self.spec.guide
            rules, cards = guide is not None, guide is not None and bool(guide.entries)
            self.say(wrap(self.words("terminal-intro", rules=rules, cards=cards)))
        if not self.human_seats:
            self.show_board(state, None)
        for _ in range(self.max_decisions):
            if engine.outcome(state) is not None:
                break
            current = engine.current_seats(state)
            # AIs first, so in a simultaneous phase the human is asked once everyone else has decided.
            ai_now = sorted(s for s in current if s not in self.human_seats)
            seat = ai_now[0] if ai_now else min(current)
            if seat in self.human_seats:
                try:
                    action = self.human_choice(state, seat)
                except TakeBackWanted:
                    state = self.take_back(initial, state, seat)
                    continue
            else:
                rng = agent_rng(engine, state, seat, f"terminal.{self.agent.name}")
                action = self.agent.choose(engine, state, seat, rng)
                if self.delay_s:
                    time.sleep(self.delay_s)
            before = state
            try:
                state = self.record(state, seat, action)
            except GameError as exc:  # only a faulty engine or agent gets here; say so and go on
                self.say(self.words("terminal-refused", why=str(exc)))
                if seat not in self.human_seats:
                    fallback = random.Random(f"{self.seed}:{state.step}:fallback").choice(
                        list(engine.legal_actions(state, seat))
                    )
                    state = self.record(state, seat, fallback)
                    self.narrate(before, state, seat)
                self.continuing = None
                continue
            public = self.narrate(before, state, seat)
            # Still this human's decision when nothing public happened and the seat must click again.
            still_acting = seat in self.human_seats and not public and seat in engine.current_seats(state)
            self.continuing = seat if still_acting else None
        else:
            self.say("\n" + self.words("terminal-stopped", decisions=self.max_decisions))
            return 1
        self.finish(state)
        return 0

    def record(self, state: Any, seat: Seat, action: Any) -> Any:
        """Apply a move and keep it in the game's log and undo window, as the bot does."""
        engine = self.engine
        after = engine.apply(state, seat, action)
        n = sum(1 for r in self.history if r.seat == seat)
        made = UndoEntry(seat, n, seat in self.human_seats, tuple(sorted(engine.current_seats(state))), 0.0)
        self.window = takebacks.window_after(self.window, made, engine.reveals(state, seat, action, after))
        self.history.append(ActionRecord(len(self.history), seat, engine.action_id(action), n, None, 0.0))
        return after

    def take_back(self, initial: Any, state: Any, seat: Seat) -> Any:
        """``u``: the human's last move taken back under the bot's rules (bot.session.takebacks), with the
        AIs' replies since when the human plays alone against them; or why not."""
        ais = frozenset(range(self.num_players)) - {seat} if self.human_seats == {seat} else frozenset()
        try:
            take = takebacks.target(self.window, seat, ais)
            restored = takebacks.restore(self.engine, initial, self.history, take, self.window, ais)
        except takebacks.CannotTakeBack as exc:  # why not, in the player's language
            self.say(self.words.either(str(exc), exc.words))
            return state
        take = restored.take  # with any AI choice that no longer fits without the move
        for undone in take.undone:  # newest first, as the bot logs them
            n = sum(1 for r in self.history if r.seat == undone.seat)
            self.history.append(
                ActionRecord(
                    len(self.history), undone.seat, takebacks.TAKEBACK_ACTION, n, None, 0.0, undoes=undone.n
                )
            )
        self.window = takebacks.without(self.window, take)
        said = takebacks.said(take, restored.partial)
        self.say(f"  {self.words.either(said.text, said.words)}")
        self.continuing = None
        self.quiet_ai = None
        return restored.state

    def finish(self, state: Any) -> None:
        outcome = self.engine.outcome(state)
        assert outcome is not None
        seat = min(self.human_seats) if len(self.human_seats) == 1 else None
        self.show_board(state, seat)
        self.say(
            "\n" + self.words("terminal-game-over", summary=self.words.either(outcome.summary, outcome.words))
        )
        scores = [
            self.words("terminal-score", name=self.names[s], score=_number(v))
            for s, v in enumerate(outcome.scores)
        ]
        if scores:
            self.say(self.words("terminal-scores", scores=Listed.of(scores, "narrow")))
        self.say(self.words("terminal-seed", seed=str(self.seed)))


def hint_text(
    engine: AnyEngine,
    state: Any,
    legal: Sequence[Any],
    found: Hint,
    label: Labeller | None = None,
    words: Speaker | None = None,
) -> str:
    """A hint at the prompt, in ``words``' language: the choices the AI likes, by their numbers, with their
    values and reasons."""
    say = words or english()
    number = {engine.action_id(a): i for i, a in enumerate(legal, 1)}
    if found.only_choice:
        return say("terminal-hint-only", number=number[found.suggestions[0].action_id])
    lines = [say("terminal-hint-title")]
    first = number[found.suggestions[0].action_id]
    close = tuple(str(number[s.action_id]) for s in found.suggestions if not s.behind)
    if found.clear:
        lines.append(say("terminal-hint-choice", number=first))
    elif len(close) == 1:
        lines.append(
            say("terminal-hint-lean" if not found.confirmed else "terminal-hint-lean-unclaimed", number=first)
        )
    else:
        lines.append(say("terminal-hint-tie", numbers=Listed(items=close), count=len(close)))
    for s in found.suggestions:
        value = (
            say("terminal-hint-points", points=round(s.value))
            if found.points
            else say("terminal-hint-chance", chance=say("coach-chance", chance=s.value))
        )
        action = engine.parse_action(s.action_id)
        said = label(state, action) if label is not None else engine.label(state, action)
        reason = say.either(s.reason, s.words) if s.reason else ""
        line = say(
            "terminal-hint-line", number=number[s.action_id], choice=said, value=value, behind=s.behind
        )
        lines.append(say("terminal-hint-why", line=line, reason=reason) if reason else line)
    if not found.complete:
        lines.append(say("terminal-hint-cut-short"))
    return "\n".join(lines)


def _numbers(count: int) -> str:
    return "1" if count == 1 else f"1-{count}"


def _option_values(engine: AnyEngine, state: Any, options: Any) -> dict[str, Any]:
    """The options in effect: the game's own (with anything it derived at setup), else the defaults."""
    chosen = getattr(state, "options", None) or options or engine.options_type()
    values: dict[str, Any] = chosen.model_dump() if hasattr(chosen, "model_dump") else dict(chosen)
    return values


def _silence_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's final flush does not raise again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}"
