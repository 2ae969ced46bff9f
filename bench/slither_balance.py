"""SLITHER: the snake's win rate per player count with AIs of one kind on every seat, for trying the
Balanced variant's numbers (engines/slither/variant.py) before changing them.

    .venv/bin/python bench/slither_balance.py                       # the variant as it is, greedy
    .venv/bin/python bench/slither_balance.py --rounds 12 --extra-tiles 0,1,1,1
    .venv/bin/python bench/slither_balance.py --agent mcts --iterations 100 --games 40
    .venv/bin/python bench/slither_balance.py --variant rulebook
    .venv/bin/python bench/slither_balance.py --snake mcts --frogs greedy --players 3
    .venv/bin/python bench/slither_balance.py --agent mcts --prior-visits 2

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
from bot.ai.agents import Agent, MctsAgent
from engines import ENGINES
from engines.slither import variant


def make_agent(kind: str, iterations: int, prior_visits: int) -> Agent:
    """``slither_agent``, except that a searching agent may start from a heuristic prior at the root."""
    if kind == "mcts" and prior_visits:
        return MctsAgent(budget_s=None, iterations=iterations, rollout_depth=4, prior_visits=prior_visits)
    return slither_agent(kind, iterations)


Job = tuple[str, str, int, int, int, int, str, int | None, int | None]


def play(job: Job) -> tuple[int, bool, bool, int]:
    snake_kind, frog_kind, players, game, iterations, prior_visits, chosen, rounds, extra = job
    if chosen == "balanced" and (rounds is not None or extra is not None):
        now = variant.BALANCED[players]
        variant.BALANCED[players] = variant.Balance(
            rounds=now.rounds if rounds is None else rounds,
            extra_tiles=now.extra_tiles if extra is None else extra,
        )
    engine = ENGINES["slither"]
    agents = [make_agent(snake_kind, iterations, prior_visits)] + [
        make_agent(frog_kind, iterations, prior_visits) for _ in range(players - 1)
    ]
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
    kinds = ("greedy", "mcts", "random")
    parser.add_argument("--agent", default="greedy", choices=kinds)
    parser.add_argument("--snake", choices=kinds, help="the snake seat's AI (default: --agent)")
    parser.add_argument("--frogs", choices=kinds, help="the frog seats' AI (default: --agent)")
    parser.add_argument("--iterations", type=int, default=10, help="mcts iterations per decision (10)")
    parser.add_argument(
        "--prior-visits", type=int, default=0, help="mcts root heuristic prior, in visits (0: none)"
    )
    parser.add_argument("--games", type=int, default=100, help="games per player count (100)")
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument("--variant", default="balanced", choices=("balanced", "rulebook"))
    parser.add_argument("--rounds", type=int, help="try this round limit at every player count")
    parser.add_argument("--extra-tiles", help="try these extra tiles, one per player count (e.g. 0,1,1,1)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args(argv)
    snake = args.snake or args.agent
    frogs = args.frogs or args.agent
    players = [int(p) for p in args.players.split(",")]
    extras = [int(x) for x in args.extra_tiles.split(",")] if args.extra_tiles else [None] * len(players)
    jobs = [
        (snake, frogs, p, g, args.iterations, args.prior_visits, args.variant, args.rounds, extras[i])
        for i, p in enumerate(players)
        for g in range(args.games)
    ]
    started = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        results = list(pool.map(play, jobs, chunksize=4))
    pair = f"{snake} on every seat" if snake == frogs else f"{snake} snake vs {frogs} frogs"
    mcts = "mcts" in (snake, frogs)
    print(
        f"{pair}, {args.variant}"
        + (f", {args.iterations} iterations" if mcts else "")
        + (f", prior {args.prior_visits} visits" if mcts and args.prior_visits else "")
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
