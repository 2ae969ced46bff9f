"""SLITHER: the snake's win rate per player count with AIs of one kind on every seat, for trying the
Balanced variant's numbers (engines/slither/variant.py) before changing them.

    .venv/bin/python bench/slither_balance.py                       # the variant as it is, greedy
    .venv/bin/python bench/slither_balance.py --rounds 12 --extra-tiles 0,1,1,1
    .venv/bin/python bench/slither_balance.py --agent mcts --iterations 100 --games 40
    .venv/bin/python bench/slither_balance.py --variant rulebook

Seeds are fixed (game g uses seed 20000+g), so a rerun prints the same table. Prints, per player count,
the snake's wins with a 95% Wilson interval, how many of them came from the round limit, and the
median round a game ended in. Nothing here asserts a result.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.ai import MAX_DECISIONS, wilson
from bench.slither_snake_ai import slither_agent
from engines import ENGINES
from engines.slither import variant


def play(job: tuple[str, int, int, int, str, int | None, int | None]) -> tuple[int, bool, bool, int]:
    agent, players, game, iterations, chosen, rounds, extra = job
    if chosen == "balanced" and (rounds is not None or extra is not None):
        now = variant.BALANCED[players]
        variant.BALANCED[players] = variant.Balance(
            rounds=now.rounds if rounds is None else rounds,
            extra_tiles=now.extra_tiles if extra is None else extra,
        )
    engine = ENGINES["slither"]
    agents = [slither_agent(agent, iterations) for _ in range(players)]
    state = engine.new_game(players, 20_000 + game, engine.make_options({"variant": chosen}))
    rng = random.Random(f"slither-balance:{players}:{game}")
    decisions = 0
    while engine.outcome(state) is None and decisions < MAX_DECISIONS:
        seat = min(engine.current_seats(state))
        state = engine.apply(state, seat, agents[seat].choose(engine, state, seat, rng))
        decisions += 1
    snake = state.winner == "snake"
    return players, snake, snake and sum(state.pads) > 0, state.round


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--agent", default="greedy", choices=("greedy", "mcts", "random"))
    parser.add_argument("--iterations", type=int, default=10, help="mcts iterations per decision (10)")
    parser.add_argument("--games", type=int, default=100, help="games per player count (100)")
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument("--variant", default="balanced", choices=("balanced", "rulebook"))
    parser.add_argument("--rounds", type=int, help="try this round limit at every player count")
    parser.add_argument("--extra-tiles", help="try these extra tiles, one per player count (e.g. 0,1,1,1)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args(argv)
    players = [int(p) for p in args.players.split(",")]
    extras = [int(x) for x in args.extra_tiles.split(",")] if args.extra_tiles else [None] * len(players)
    jobs = [
        (args.agent, p, g, args.iterations, args.variant, args.rounds, extras[i])
        for i, p in enumerate(players)
        for g in range(args.games)
    ]
    started = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        results = list(pool.map(play, jobs, chunksize=4))
    print(
        f"{args.agent} on every seat, {args.variant}"
        + (f", {args.iterations} iterations" if args.agent == "mcts" else "")
    )
    print("players  games  snake wins             by the round limit  median last round")
    for p in players:
        rows = [r for r in results if r[0] == p]
        wins = sum(r[1] for r in rows)
        low, high = wilson(wins, len(rows))
        share = f"{wins / len(rows):.1%} [{low:.1%}-{high:.1%}]"
        print(
            f"{p:>7}  {len(rows):>5}  {share:<21}  {sum(r[2] for r in rows):>18}  "
            f"{statistics.median(r[3] for r in rows):>17.0f}"
        )
    print(f"({time.perf_counter() - started:.0f} s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
