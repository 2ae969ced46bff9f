"""The AI's search speed per core, before and after, in one run: for every game, the same positions
searched by the code of a baseline commit (today's search, unpacked from git into a temporary folder and
run in a process of its own) and by the working tree, each in its own process on one core, side by side
with a pure-Python floor measured in each process.

- **positions**: for each game, ``--positions`` positions from seeded random games (a few moves in, mid
  game and late), each searched by the acting seat with the mcts agent capped at ``--iterations``
  iterations (no time budget, so both sides do the same work).
- **it/s**: iterations per second of CPU on one core (``time.process_time``), over all positions; the
  median of ``--runs`` runs, the runs of the two sides interleaved, each first in every other run.
- **floor**: a loop that copies a small dict and picks from a list, per microsecond, in the same process:
  the ratio ``it/s ÷ floor`` compares machines and moments.
- **speed-up**: after ÷ before, from the medians.

    .venv/bin/python bench/search.py                 # every game, the baseline below
    .venv/bin/python bench/search.py --games gentoo --iterations 300 --runs 3
    .venv/bin/python bench/search.py --baseline HEAD~5 --markdown

Nothing here asserts a timing; it prints.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Callable
from io import BytesIO
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# Today's search before the speed work: the last commit whose engines had no search rules of their own.
BASELINE = "d7094c384f687a507ebdfcc2ca0b1e0e1e54039d"
PLAYERS = {"gentoo": 3, "grimprospects": 3, "slither": 3, "giantsnail": 3, "earthcrumbles": 2}

# The pure-Python floor a worker measures beside its own work: dict copies and picks per microsecond of CPU
# (a worker script imports random and time).
FLOOR = r"""
def floor(seconds=0.3):
    base = {"a": 1, "b": 2, "c": 3, "d": 4}
    picks = [1, 2, 3]
    rng = random.Random(0)
    n = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(1000):
            d = base.copy()
            d["a"] = rng.choice(picks)
        n += 1000
    return n / ((time.process_time() - start) * 1e6)
"""

# Run inside a process whose sys.path starts at a checkout (the baseline's or the working tree's): reads
# the positions (JSON states) from stdin, prints {"iterations": n, "cpu": s, "floor": per_us} as JSON.
WORKER = (
    r"""
import json, random, sys, time
from engines import ENGINES
from bot.ai.agents import MctsAgent
"""
    + FLOOR
    + r"""
job = json.load(sys.stdin)
engine = ENGINES[job["game"]]
states = [(engine.load_state(s), seat) for s, seat in job["positions"]]
before = floor()
done = 0
start = time.process_time()
for i, (state, seat) in enumerate(states):
    agent = MctsAgent(budget_s=None, iterations=job["iterations"])
    agent.choose(engine, state, seat, random.Random(i))
    done += agent.last.iterations
cpu = time.process_time() - start
print(json.dumps({"iterations": done, "cpu": cpu, "floor": (before + floor()) / 2}))
"""
)


NEWER_FIELDS = (
    "words",
    "draft_words",
)  # the messages beside the English (docs/localisation.md), not in the baseline


def without_words(state_json: str) -> str:
    """A state as the baseline's engines store it: without the messages this code keeps beside a log line's,
    an outcome's and a draft's English (they say what happened; no search reads them)."""

    def strip(node: Any) -> Any:
        if isinstance(node, dict):
            return {key: strip(value) for key, value in node.items() if key not in NEWER_FIELDS}
        if isinstance(node, list):
            return [strip(value) for value in node]
        return node

    return json.dumps(strip(json.loads(state_json)))


def positions(game: str, count: int) -> list[tuple[str, int]]:
    """Seeded positions of ``game`` where a seat has a real choice: early, mid and late."""
    sys.path.insert(0, str(ROOT))
    from engines import ENGINES

    engine = ENGINES[game]
    found: list[tuple[str, int]] = []
    seed = 0
    while len(found) < count:
        rng = random.Random(f"{game}:{seed}")
        seed += 1
        state = engine.new_game(PLAYERS[game], rng.randrange(2**31))
        trail = []
        while engine.outcome(state) is None:
            seat = min(engine.current_seats(state))
            legal = list(engine.legal_actions(state, seat))
            if len(legal) > 1:
                trail.append((state, seat))
            state = engine.apply(state, seat, rng.choice(legal))
        for fraction in (0.1, 0.5, 0.85):
            if trail and len(found) < count:
                state, seat = trail[int(fraction * (len(trail) - 1))]
                found.append((without_words(engine.dump_state(state)), seat))  # as both sides store them
    return found


def checkout(ref: str, into: Path) -> Path:
    """The code of ``ref`` (bot/ and engines/ and data/), unpacked from git into ``into``."""
    archive = subprocess.run(
        ["git", "archive", "--format=tar", ref, "bot", "engines", "data"],
        cwd=ROOT,
        check=True,
        capture_output=True,
    ).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def run(code: Path, job: dict[str, Any]) -> dict[str, float]:
    result: dict[str, float] = run_in(code, WORKER, job)
    return result


def run_in(code: Path, worker: str, job: dict[str, Any]) -> Any:
    """``worker`` (a script) run on ``job`` in a process of its own over the checkout ``code``: the JSON it
    printed last."""
    env = {**os.environ, "PYTHONPATH": str(code), "PYTHONHASHSEED": "0"}
    done = subprocess.run(
        [sys.executable, "-c", worker],
        input=json.dumps(job),
        cwd=code,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", default=",".join(PLAYERS))
    parser.add_argument("--positions", type=int, default=6)
    parser.add_argument("--iterations", type=int, default=400)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--baseline", default=BASELINE)
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        before_code = checkout(args.baseline, Path(folder))
        for game in args.games.split(","):
            job = {"game": game, "positions": positions(game, args.positions), "iterations": args.iterations}
            before, after = interleaved(args.runs, (before_code, ROOT), run, job)
            rows.append((game, summary(before, "iterations"), summary(after, "iterations")))
    show(rows, args)


Run = dict[str, Any]  # what a worker printed: a count of work done, its CPU seconds and the floor


def interleaved(
    runs: int, codes: tuple[Path, Path], measure: Callable[[Path, dict[str, Any]], Run], job: dict[str, Any]
) -> tuple[list[Run], list[Run]]:
    """``runs`` runs of ``job`` by each checkout (before, after), interleaved, each side first in every other
    run: a busy moment or the machine warming up favours neither (the same code against itself, the
    baseline always first, gave 0.73-1.32x in a busy hour)."""
    done: tuple[list[Run], list[Run]] = ([], [])
    for turn in range(runs):
        for side in (0, 1) if turn % 2 == 0 else (1, 0):
            done[side].append(measure(codes[side], job))
    return done


def summary(runs: list[Run], count: str) -> tuple[float, float]:
    """The median rate of ``count`` per CPU second over the runs, and the median floor."""
    rate = statistics.median(r[count] / r["cpu"] for r in runs)
    floor = statistics.median(r["floor"] for r in runs)
    return rate, floor


Row = tuple[str, tuple[float, float], tuple[float, float]]  # a game, its (rate, floor) before and after


def comparison(rows: list[Row], unit: str) -> tuple[list[str], list[list[str]]]:
    """The head and lines of a before-and-after table of rates in ``unit`` per second."""
    head = ["game", f"before {unit}/s", f"after {unit}/s", "speed-up", "before ÷ floor", "after ÷ floor"]
    lines = [
        [
            game,
            f"{rate0:,.0f}",
            f"{rate1:,.0f}",
            f"{rate1 / rate0:.2f}×",
            f"{rate0 / floor0:.0f}",
            f"{rate1 / floor1:.0f}",
        ]
        for game, (rate0, floor0), (rate1, floor1) in rows
    ]
    return head, lines


def show(rows: list[Row], args: argparse.Namespace) -> None:
    head, lines = comparison(rows, "it")
    print(
        f"Search speed on one core: {args.iterations} iterations on each of {args.positions} positions per game, "
        f"median of {args.runs} runs; before = {args.baseline[:12]}; floor = dict copies per µs in the same process"
    )
    print_table(head, lines, args.markdown)


def print_table(head: list[str], lines: list[list[str]], markdown: bool) -> None:
    """Rows under a head, as aligned columns or as a Markdown table."""
    if markdown:
        print("| " + " | ".join(head) + " |")
        print("|" + "---|" * len(head))
        for line in lines:
            print("| " + " | ".join(line) + " |")
        return
    widths = [max(len(head[i]), *(len(line[i]) for line in lines)) for i in range(len(head))]
    print("  ".join(h.ljust(w) for h, w in zip(head, widths, strict=True)))
    for line in lines:
        print("  ".join(c.ljust(w) for c, w in zip(line, widths, strict=True)))


if __name__ == "__main__":
    main()
