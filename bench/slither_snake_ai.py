"""SLITHER: how often a searching snake wins, per player count, against random frogs and against frogs of
its own strength (greedy vs greedy, mcts vs mcts), with 95% Wilson intervals.

    .venv/bin/python bench/slither_snake_ai.py [--games 100] [--iterations 10] [--markdown]

Seeds are fixed (game g uses seed 10000+g), so a rerun prints the same table. Also counts how many games
ended with the snake cornered (either found-out) and the snake's mean CPU ms per decision.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.ai import MAX_DECISIONS, wilson
from bot.ai.agents import Agent, MctsAgent
from bot.catalogue.registry import GAMES
from engines import ENGINES


def slither_agent(name: str, iterations: int) -> Agent:
    """A SLITHER AI player by name; a searching one stops after ``iterations`` (reproducible)."""
    if name == "mcts":
        return MctsAgent(budget_s=None, iterations=iterations, rollout_depth=4)
    return GAMES["slither"].make_agent(name)


def play(job: tuple[str, str, int, int, int]) -> tuple[str, str, int, bool, int, float, int]:
    snake, frogs, players, game, iterations = job
    engine = ENGINES["slither"]
    agents = [slither_agent(snake, iterations)] + [
        slither_agent(frogs, iterations) for _ in range(players - 1)
    ]
    # The rulebook's game: this script measured the snake AI before the Balanced variant existed.
    state = engine.new_game(players, 10_000 + game, engine.make_options({"variant": "rulebook"}))
    rng = random.Random(f"slither-snake-ai:{snake}:{frogs}:{players}:{game}")
    decisions = cornered = 0
    snake_cpu = 0.0
    snake_decisions = 0
    while engine.outcome(state) is None and decisions < MAX_DECISIONS:
        seat = min(engine.current_seats(state))
        t0 = time.process_time()
        action = agents[seat].choose(engine, state, seat, rng)
        if seat == 0:
            snake_cpu += time.process_time() - t0
            snake_decisions += 1
        before = state.found_out
        after = engine.apply(state, seat, action)
        if after.found_out > before and any("is cornered" in line.text for line in after.log):
            cornered += 1
        state = after
        decisions += 1
    outcome = engine.outcome(state)
    won = outcome is not None and 0 in outcome.winners
    return snake, frogs, players, won, cornered, snake_cpu, snake_decisions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games per cell (100)")
    parser.add_argument("--iterations", type=int, default=10, help="mcts iterations per decision (10)")
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument("--snakes", default="greedy,mcts")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args(argv)
    players = [int(p) for p in args.players.split(",")]
    cells = [(s, f) for s in args.snakes.split(",") for f in ("random", s)]
    jobs = [(s, f, p, g, args.iterations) for s, f in cells for p in players for g in range(args.games)]
    started = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        results = list(pool.map(play, jobs, chunksize=2))
    sep = " | " if args.markdown else "  "
    head = ["snake", "frogs", "players", "games", "snake wins", "cornered / game", "snake ms/decision"]
    print(("| " if args.markdown else "") + sep.join(head) + (" |" if args.markdown else ""))
    if args.markdown:
        print("|" + "---|" * len(head))
    for s, f in cells:
        for p in players:
            rows = [r for r in results if r[:3] == (s, f, p)]
            n = len(rows)
            wins = sum(r[3] for r in rows)
            lo, hi = wilson(wins, n)
            corner = sum(r[4] for r in rows) / max(1, n)
            ms = 1000 * sum(r[5] for r in rows) / max(1, sum(r[6] for r in rows))
            cols = [s, f, str(p), str(n), f"{wins / n:.0%} [{lo:.0%}–{hi:.0%}]", f"{corner:.2f}", f"{ms:.1f}"]
            print(("| " if args.markdown else "") + sep.join(cols) + (" |" if args.markdown else ""))
    print(f"({time.perf_counter() - started:.0f} s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
