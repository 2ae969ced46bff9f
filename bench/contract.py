"""Random games through the engine contract's public methods, before and after, in one run: for every
game, the same seeded games played by the code of a baseline commit (unpacked from git into a temporary
folder) and by the working tree, each in a process of its own, side by side with a pure-Python floor
measured in each process.

A decision is what every caller of an engine does (the host, the terminal, the AI's own moves, the
tests): ask whether the game is over, which seats act, what one of them may do, and apply one of those
actions, which checks it first.

- **dec/s**: decisions per second of CPU (``time.process_time``) over ``--games-per-run`` seeded random
  games; the median of ``--runs`` runs, the runs of the two sides interleaved, each side first in every other
  run, so that a busy moment or the machine warming up favours neither.
- **floor**: a loop that copies a small dict and picks from a list, per microsecond, in the same process:
  the ratio ``dec/s ÷ floor`` compares machines and moments.
- **speed-up**: after ÷ before, from the medians.

    .venv/bin/python bench/contract.py                      # every game, against HEAD
    .venv/bin/python bench/contract.py --baseline HEAD~3 --games gentoo --runs 5 --markdown

Nothing here asserts a timing; it prints.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # first: bench/ holds a script named like the engines package

from bench.search import (  # noqa: E402
    FLOOR,
    PLAYERS,
    Row,
    checkout,
    comparison,
    interleaved,
    print_table,
    run_in,
    summary,
)

# Run inside a process whose sys.path starts at a checkout: plays the job's seeded random games, prints
# {"decisions": n, "cpu": s, "floor": per_us} as JSON.
WORKER = (
    r"""
import json, random, sys, time
from engines import ENGINES
"""
    + FLOOR
    + r"""
job = json.load(sys.stdin)
engine = ENGINES[job["game"]]
before = floor()
decisions = 0
start = time.process_time()
for seed in range(job["games"]):
    rng = random.Random(f"contract:{seed}")
    state = engine.new_game(job["players"], seed)
    while engine.outcome(state) is None:
        seat = rng.choice(sorted(engine.current_seats(state)))
        action = rng.choice(list(engine.legal_actions(state, seat)))
        state = engine.apply(state, seat, action)
        decisions += 1
cpu = time.process_time() - start
print(json.dumps({"decisions": decisions, "cpu": cpu, "floor": (before + floor()) / 2}))
"""
)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", default=",".join(PLAYERS))
    parser.add_argument("--games-per-run", type=int, default=20)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--baseline", default="HEAD")
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        before_code = checkout(args.baseline, Path(folder))
        for game in args.games.split(","):
            job = {"game": game, "players": PLAYERS[game], "games": args.games_per_run}
            before, after = interleaved(args.runs, (before_code, ROOT), play, job)
            if before[0]["decisions"] != after[0]["decisions"]:
                sys.exit(f"{game}: the two sides played different games ({before[0]} and {after[0]})")
            rows.append((game, summary(before, "decisions"), summary(after, "decisions")))
    show(rows, args)


def play(code: Path, job: dict[str, Any]) -> dict[str, Any]:
    """The job's games played by ``WORKER`` over the checkout ``code``, in a process of its own."""
    played: dict[str, Any] = run_in(code, WORKER, job)
    return played


def show(rows: list[Row], args: argparse.Namespace) -> None:
    head, lines = comparison(rows, "dec")
    print(
        f"Random games through the contract: {args.games_per_run} seeded games per game and run, median of "
        f"{args.runs} runs; before = {args.baseline}; floor = dict copies per µs in the same process"
    )
    print_table(head, lines, args.markdown)


if __name__ == "__main__":
    main()
