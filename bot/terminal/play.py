"""``python -m bot play``: one game set up from the command line's choices and played in the terminal
(``bot.terminal.console``)."""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Mapping
from typing import Any, TextIO

from bot.catalogue.gamespec import GameSpec
from bot.i18n import SOURCE, language_of, refused
from bot.session.errors import cut
from bot.terminal.console import TerminalGame
from engines import AnyEngine
from engines.base import IllegalAction
from engines.phrasing import Listed

# A decision of the strong AI searches this many iterations (about half a second on a laptop): a count,
# not a time, so that the same seed and the same choices give the same game, AIs included.
TERMINAL_ITERATIONS = 400


def first_player_option(engine: AnyEngine, first: int, num_players: int) -> dict[str, Any]:
    """``--first`` (counted from 1) as the game's ``first_player`` option, the name every game whose host
    may choose the first player gives it (Gentoo Rules, As The Earth Crumbles)."""
    if "first_player" not in engine.seat_options:
        raise refused("terminal-setup-no-first", game=engine.title)
    if not 1 <= first <= num_players:
        raise refused("terminal-setup-first-range", count=num_players)
    return {"first_player": first - 1}


def system_language(environ: Mapping[str, str]) -> str:
    """The language of the terminal's user, as their system says it (LC_ALL, LC_MESSAGES, LANG:
    "de_DE.UTF-8"), one we ship, else English."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value and value not in ("C", "POSIX"):
            return language_of(value.split(".")[0].replace("_", "-"))
    return SOURCE


def default_players(engine: AnyEngine) -> int:
    return max(engine.min_players, min(3, engine.max_players))


def game_options(spec: GameSpec, values: dict[str, Any], kinds: list[str | None]) -> Any:
    """The options a terminal game is played with: ``values`` (from ``--option``) checked by name and by
    value, each refusal a sentence naming what would do, then completed from who plays which seat
    (``kinds``: the AI kind of each seat, None for a person), as the lobby does at the start."""
    engine = spec.engine
    fields = list(getattr(engine.options_type, "model_fields", {}))
    settable = [name for name in fields if name not in engine.derived_options]
    for name in values:
        if name not in settable:
            raise refused(
                "terminal-setup-no-option",
                game=engine.title,
                key=engine.key,
                name=cut(name),
                known=Listed.of(f"`{n}`" for n in settable),
                options=len(settable),
            )
    try:
        chosen = engine.make_options(values)
    except IllegalAction:
        guide = spec.guide
        for name, value in values.items():
            told = guide.option(name) if guide is not None else None
            try:
                engine.make_options({name: value})
            except IllegalAction:
                given = cut(f"{name}={value}")
                if told is not None and told.values:
                    typed = Listed.of((f"`{name}={_typed(key)}`" for key in told.values), "or")
                    raise refused("terminal-setup-bad-value", typed=given, values=typed) from None
                raise refused("terminal-setup-bad-value-plain", typed=given) from None
        raise
    return engine.options_for_seats(chosen, kinds)


def _typed(value_json: str) -> str:
    value = json.loads(value_json)
    return value if isinstance(value, str) else value_json


def play(
    spec: GameSpec,
    *,
    players: int | None = None,
    ai: int | None = None,
    seat: int = 1,
    seed: int | None = None,
    agent_name: str = "mcts",
    budget_s: float | None = None,
    iterations: int | None = None,
    options: dict[str, Any] | None = None,
    first: int | None = None,
    delay_s: float = 0.0,
    language: str = SOURCE,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> int:
    """Set up and play one game; ``seat`` is 1-based (the first human seat), ``language`` what the game
    says (one we ship; docs/localisation.md). Returns an exit code.

    With several humans (fewer AIs than players - 1) the humans take turns at the same keyboard. The strong
    AI searches ``TERMINAL_ITERATIONS`` per decision unless ``budget_s`` or ``iterations`` says otherwise;
    with a count, the same ``seed`` and the same choices replay the same game. Raises GameError with a
    readable sentence for a bad setup.
    """
    engine = spec.engine
    num_players = default_players(engine) if players is None else players
    if not engine.min_players <= num_players <= engine.max_players:
        raise refused(
            "terminal-setup-players",
            game=engine.title,
            low=engine.min_players,
            high=engine.max_players,
            same=engine.min_players == engine.max_players,
            count=num_players,
        )
    num_ai = num_players - 1 if ai is None else ai
    if not 0 <= num_ai <= num_players:
        raise refused("terminal-setup-ai-range", count=num_players)
    if not 1 <= seat <= num_players:
        raise refused("terminal-setup-seat-range", count=num_players)
    if first is not None:
        options = {**(options or {}), **first_player_option(engine, first, num_players)}
    humans = frozenset((seat - 1 + i) % num_players for i in range(num_players - num_ai))
    if budget_s is None and iterations is None:
        iterations = TERMINAL_ITERATIONS
    agent = spec.make_agent(agent_name, budget_s=budget_s, iterations=iterations)
    kinds: list[str | None] = [None if s in humans else agent_name for s in range(num_players)]
    game = TerminalGame(
        spec=spec,
        num_players=num_players,
        human_seats=humans,
        agent=agent,
        seed=random.SystemRandom().getrandbits(32) if seed is None else seed,
        options=game_options(spec, options or {}, kinds),
        stdin=stdin or sys.stdin,
        stdout=stdout or sys.stdout,
        delay_s=delay_s,
        language=language,
    )
    return game.run()
