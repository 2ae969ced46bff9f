"""``python -m bot play``: one game set up from the command line's choices and played in the terminal
(``bot.terminal.console``)."""

from __future__ import annotations

import random
import sys
from typing import Any, TextIO

from bot.catalogue.gamespec import GameSpec
from bot.terminal.console import TerminalGame
from engines import AnyEngine
from engines.base import GameError


def first_player_option(engine: AnyEngine, first: int, num_players: int) -> dict[str, Any]:
    """``--first`` (counted from 1) as the game's ``first_player`` option, the name every game whose host
    may choose the first player gives it (Gentoo Rules, As The Earth Crumbles)."""
    if "first_player" not in engine.seat_options:
        raise GameError(f"In {engine.title} nobody chooses the first player, so --first does not apply.")
    if not 1 <= first <= num_players:
        raise GameError(f"--first must be between 1 and {num_players}.")
    return {"first_player": first - 1}


def default_players(engine: AnyEngine) -> int:
    return max(engine.min_players, min(3, engine.max_players))


def play(
    spec: GameSpec,
    *,
    players: int | None = None,
    ai: int | None = None,
    seat: int = 1,
    seed: int | None = None,
    agent_name: str = "mcts",
    budget_s: float | None = 0.5,
    iterations: int | None = None,
    options: dict[str, Any] | None = None,
    first: int | None = None,
    delay_s: float = 0.0,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> int:
    """Set up and play one game; ``seat`` is 1-based (the first human seat). Returns an exit code.

    With several humans (fewer AIs than players - 1) the humans take turns at the same keyboard.
    Raises GameError with a readable sentence for a bad setup.
    """
    engine = spec.engine
    num_players = default_players(engine) if players is None else players
    if not engine.min_players <= num_players <= engine.max_players:
        raise GameError(
            f"{engine.title} is played by {engine.min_players} to {engine.max_players} players, not {num_players}."
        )
    num_ai = num_players - 1 if ai is None else ai
    if not 0 <= num_ai <= num_players:
        raise GameError(f"--ai must be between 0 and {num_players}.")
    if not 1 <= seat <= num_players:
        raise GameError(f"--seat must be between 1 and {num_players}.")
    if first is not None:
        options = {**(options or {}), **first_player_option(engine, first, num_players)}
    humans = frozenset((seat - 1 + i) % num_players for i in range(num_players - num_ai))
    game = TerminalGame(
        spec=spec,
        num_players=num_players,
        human_seats=humans,
        agent=spec.make_agent(agent_name, budget_s=budget_s, iterations=iterations),
        seed=random.SystemRandom().getrandbits(32) if seed is None else seed,
        options=engine.make_options(options) if options else None,
        stdin=stdin or sys.stdin,
        stdout=stdout or sys.stdout,
        delay_s=delay_s,
    )
    return game.run()
