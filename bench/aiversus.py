"""The new AI against the baseline's at the same wall time per decision: whole games where one seat is
played by the working tree's mcts agent and the others by a baseline commit's (the AI before the search's
speed work, ``bench/search.py``'s BASELINE), with the same time budget per decision on both sides.

- **players**: each side is a process of its own (the baseline's code unpacked from git as
  ``bench/search.py`` does) that answers decisions over stdin/stdout: a line of JSON in (the game, the
  state as JSON, the seat, ``budget_s``, a seed), the action id out, with the iterations it searched. It
  builds its agent as the bot does (``spec.make_agent("mcts", budget_s=...)``: the game's search prior,
  rollouts of 4), with a generator seeded from the game, the step and the seat, the same on both sides.
- **fairness**: a table's two processes are pinned to the same core and niced alike, and only one of
  them searches at a time (the driver waits for each answer), so a busy moment of the machine hits
  whichever is searching; ``--tables`` tables play side by side, one per core. The new code's seat
  rotates game by game (seat ``game % players``), so every seat, the first player's included, is the
  new code's equally often (give or take a game when ``--minutes`` stops the run). Forced moves (one
  legal choice) are played without asking.
- **win share**: per game the new seat's share of the win (1, or 1/k when it shares the win with k-1
  others, 0 when it loses); a game nobody wins (Giant Snail's defeat) counts for neither and is shown
  apart. With one new seat among ``players`` equal ones it would be 1/players; the 95% Wilson interval
  says whether the new code does better beyond chance.
- **iterations**: the median iterations of a decision on each side, which is what the speed buys.

    .venv/bin/python bench/aiversus.py --quick                      # a smoke run: 2 games per game
    .venv/bin/python bench/aiversus.py --games 40 --budget 0.1 --minutes 40 --nice 0   # docs/ai.md
    .venv/bin/python bench/aiversus.py --only gentoo,slither --games 20 --budget 0.1
    .venv/bin/python bench/aiversus.py --baseline HEAD --new-settings '{"rollout_depth": 0}' --only gentoo

The last form is an experiment on the search's settings: the same code on both sides, the new seat's
agent with those fields changed (``MctsAgent``'s), the others as the bot builds them.

Nothing here asserts a result; it prints a markdown table.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from queue import Queue
from typing import IO, Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # first: bench/ holds a script named like the engines package

from bench.ai import MAX_DECISIONS  # noqa: E402
from bench.search import BASELINE, checkout, without_words  # noqa: E402
from bot.ai.agents import without_undo  # noqa: E402
from engines import ENGINES  # noqa: E402

# Two players where the game allows it (one seat each, the cleanest comparison); Giant Snail needs 3.
PLAYERS = {"gentoo": 2, "grimprospects": 2, "slither": 2, "giantsnail": 3, "earthcrumbles": 2}

# Runs in a process whose sys.path starts at a checkout: answers one decision per line of JSON.
PLAYER = r"""
import json, random, sys
from bot.catalogue.registry import GAMES

for line in sys.stdin:
    job = json.loads(line)
    spec = GAMES[job["game"]]
    engine = spec.engine
    state = engine.load_state(job["state"])
    agent = spec.make_agent("mcts", budget_s=job["budget_s"])
    for name, value in job.get("settings", {}).items():
        setattr(agent, name, value)  # --new-settings: the new side searches otherwise (an experiment)
    action = agent.choose(engine, state, job["seat"], random.Random(job["seed"]))
    last = getattr(agent, "last", None)
    iterations = getattr(last, "iterations", 0)
    print(json.dumps({"action": engine.action_id(action), "iterations": iterations}), flush=True)
"""


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a share of ``n`` games (``wins`` may count shared wins in part)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * (p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5 / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


class Player:
    """One side's process: a checkout's mcts agent answering decisions, pinned to ``cpu`` and niced."""

    def __init__(self, code: Path, cpu: int | None, nice: int) -> None:
        def setup() -> None:
            if cpu is not None and hasattr(os, "sched_setaffinity"):
                os.sched_setaffinity(0, {cpu})
            os.nice(nice)

        env = {**os.environ, "PYTHONPATH": str(code), "PYTHONHASHSEED": "0"}
        self.process = subprocess.Popen(
            [sys.executable, "-c", PLAYER],
            cwd=code,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            preexec_fn=setup,
        )

    def choose(
        self, game: str, state_json: str, seat: int, budget_s: float, seed: str, settings: dict[str, Any]
    ) -> tuple[str, int]:
        stdin: IO[str] | None = self.process.stdin
        stdout: IO[str] | None = self.process.stdout
        assert stdin is not None and stdout is not None
        job = {"game": game, "state": state_json, "seat": seat, "budget_s": budget_s, "seed": seed}
        if settings:
            job["settings"] = settings
        stdin.write(json.dumps(job) + "\n")
        stdin.flush()
        answer = json.loads(stdout.readline())
        return str(answer["action"]), int(answer["iterations"])

    def close(self) -> None:
        if self.process.stdin:
            self.process.stdin.close()
        self.process.wait(timeout=30)


@dataclass
class Result:
    game: str
    number: int
    share: float | None  # the new seat's share of the win; None when nobody won
    decisions: int
    iterations: dict[str, list[int]] = field(default_factory=dict)  # side -> iterations per decision
    seconds: float = 0.0


def play(
    game: str, number: int, players: dict[str, Player], budget_s: float, settings: dict[str, Any]
) -> Result:
    """One game: the new code on seat ``number % players``, the baseline on the others."""
    engine = ENGINES[game]
    count = PLAYERS[game]
    new_seat = number % count
    state = engine.new_game(count, 50_000 + number)
    result = Result(game, number, None, 0, {"new": [], "baseline": []})
    started = time.time()
    while engine.outcome(state) is None and result.decisions < MAX_DECISIONS:
        seat = min(engine.current_seats(state))
        legal = without_undo(engine, list(engine.legal_actions(state, seat)))
        if len(legal) == 1:
            state = engine.apply(state, seat, legal[0])
            continue
        side = "new" if seat == new_seat else "baseline"
        seed = f"aiversus:{game}:{number}:{state.step}:{seat}"
        state_json = engine.dump_state(state)
        if side == "baseline":
            state_json = without_words(state_json)
        asked = settings if side == "new" else {}
        action_id, iterations = players[side].choose(game, state_json, seat, budget_s, seed, asked)
        result.iterations[side].append(iterations)
        result.decisions += 1
        by_id = {engine.action_id(a): a for a in legal}
        state = engine.apply(state, seat, by_id[action_id])
    outcome = engine.outcome(state)
    if outcome is not None and outcome.winners:
        winners = outcome.winners
        result.share = 1 / len(winners) if new_seat in winners else 0.0
    result.seconds = time.time() - started
    return result


def table(
    cpu: int | None,
    nice: int,
    codes: dict[str, Path],
    jobs: Queue[tuple[str, int] | None],
    budget_s: float,
    deadline: float,
    out: list[Result],
    lock: threading.Lock,
    settings: dict[str, Any],
) -> None:
    players = {side: Player(code, cpu, nice) for side, code in codes.items()}
    try:
        while time.time() < deadline and (job := jobs.get()) is not None:
            result = play(job[0], job[1], players, budget_s, settings)
            with lock:
                out.append(result)
                print(
                    f"  {result.game} game {result.number}: new share {result.share}, "
                    f"{result.decisions} decisions, {result.seconds:.0f} s",
                    file=sys.stderr,
                    flush=True,
                )
    finally:
        for player in players.values():
            player.close()


def report(results: Sequence[Result], games: Sequence[str], args: argparse.Namespace) -> None:
    print(
        f"The new AI (working tree) against the baseline's ({args.baseline[:12]}) at {args.budget:g} s of wall time"
        f" per decision, one new seat rotating; {args.tables} tables side by side, each pinned to a core,"
        f" nice {args.nice}"
        + (f"; the new side's search: {args.new_settings}" if args.new_settings != "{}" else "")
        + "\n"
    )
    print(
        "| game | players | games | no winner | new's win share | 95% interval | a seat's fair share |"
        " iterations per decision, baseline's | new's | decisions per game |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for game in games:
        mine = [r for r in results if r.game == game]
        if not mine:
            continue
        decided = [r.share for r in mine if r.share is not None]
        wins = sum(decided)
        n = len(decided)
        low, high = wilson(wins, n) if n else (0.0, 1.0)
        share = f"{wins / n * 100:.0f}% ({wins:g} of {n})" if n else "-"
        before = [i for r in mine for i in r.iterations["baseline"]]
        after = [i for r in mine for i in r.iterations["new"]]
        print(
            f"| {game} | {PLAYERS[game]} | {len(mine)} | {len(mine) - n} | {share} |"
            f" {low * 100:.0f}-{high * 100:.0f}% | {100 / PLAYERS[game]:.0f}% |"
            f" {statistics.median(before) if before else 0:,.0f} | {statistics.median(after) if after else 0:,.0f} |"
            f" {statistics.median(r.decisions for r in mine):.0f} |"
        )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--only", default=",".join(PLAYERS), help="games, comma-separated")
    parser.add_argument("--games", type=int, default=40, help="games per game")
    parser.add_argument("--budget", type=float, default=0.2, help="wall seconds per decision, both sides")
    parser.add_argument("--tables", type=int, default=max(1, min(2, os.cpu_count() or 1)))
    parser.add_argument("--nice", type=int, default=5)
    parser.add_argument(
        "--minutes", type=float, default=0, help="start no game after this many minutes (0: no limit)"
    )
    parser.add_argument("--baseline", default=BASELINE)
    parser.add_argument("--quick", action="store_true", help="2 games per game at 0.05 s")
    parser.add_argument(
        "--new-settings",
        default="{}",
        help="the new side's search otherwise, as JSON of MctsAgent fields: '{\"rollout_depth\": 8}'; with"
        " --baseline HEAD, the same code against itself",
    )
    args = parser.parse_args(argv)
    settings: dict[str, Any] = json.loads(args.new_settings)
    if args.quick:
        args.games, args.budget = 2, 0.05
    games = [g for g in args.only.split(",") if g in ENGINES]
    started = time.time()
    deadline = started + args.minutes * 60 if args.minutes else float("inf")
    results: list[Result] = []
    lock = threading.Lock()
    with tempfile.TemporaryDirectory() as folder:
        codes = {"baseline": checkout(args.baseline, Path(folder)), "new": ROOT}
        jobs: Queue[tuple[str, int] | None] = Queue()
        # Interleaved by game, so that a run stopped early has some of every game.
        for number in range(args.games):
            for game in games:
                jobs.put((game, number))
        cpus: list[int] = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else []
        threads = []
        for t in range(args.tables):
            jobs.put(None)
            cpu = cpus[t % len(cpus)] if cpus else None
            thread = threading.Thread(
                target=table,
                args=(cpu, args.nice, codes, jobs, args.budget, deadline, results, lock, settings),
            )
            thread.start()
            threads.append(thread)
        for thread in threads:
            thread.join()
    report(results, games, args)
    print(f"\n(the run took {time.time() - started:.0f} s)")


if __name__ == "__main__":
    main()
