"""Engine speed: for every engine in ENGINES, a table of how fast random play runs through the contract,
side by side with two baselines measured in the same run, so a slow machine or a busy moment shows up
in the baselines too:

- ``toyrace``: the Race to Ten toy engine from tests/support/toygames.py, the cheapest game that still goes
  through the whole contract (pydantic state copies, the base class's checks);
- ``dict floor``: no engine at all, a decision is picking from three ints and copying a small dict:
  the price of a Python loop that does almost nothing.

Rows: decisions per second (legal_actions + apply), full random games per second (new_game and every
decision), decisions per game (median/max), p50/p99 of one decision in microseconds, the state's JSON
size in bytes (median/max, over every 10th state), and the mean time of one AI decision (the mcts agent
capped at a number of iterations, and the greedy agent). Timed rows are the median of ``--runs`` runs.

    .venv/bin/python bench/engines.py            # full run
    .venv/bin/python bench/engines.py --quick    # a few seconds per engine
    .venv/bin/python bench/engines.py --markdown # tables as Markdown (for docs/performance.md)

Nothing here asserts a timing; it prints.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.ai.agents import GreedyAgent, MctsAgent  # noqa: E402
from engines import ENGINES, AnyEngine  # noqa: E402
from tests.support.toygames import RaceEngine  # noqa: E402


@dataclass
class RunResult:
    decision_ns: list[int] = field(default_factory=list)
    decisions_per_game: list[int] = field(default_factory=list)
    seconds: float = 0.0  # all games, new_game included
    game_seconds: list[float] = field(default_factory=list)
    decision_seconds: float = 0.0  # legal_actions + apply only
    json_sizes: list[int] = field(default_factory=list)


def random_games(engine: AnyEngine, players: int, games: int, seed0: int, sample_json: bool) -> RunResult:
    result = RunResult()
    clock = time.perf_counter_ns
    started = clock()
    for game in range(games):
        game_started = clock()
        rng = random.Random(seed0 + game)
        state = engine.new_game(players, seed0 + game)
        decisions = 0
        while engine.outcome(state) is None:
            t0 = clock()
            seat = min(engine.current_seats(state))
            state = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
            result.decision_ns.append(clock() - t0)
            decisions += 1
            if sample_json and decisions % 10 == 0:
                result.json_sizes.append(len(engine.dump_state(state)))
        result.decisions_per_game.append(decisions)
        result.game_seconds.append((clock() - game_started) / 1e9)
    result.seconds = (clock() - started) / 1e9
    result.decision_seconds = sum(result.decision_ns) / 1e9
    return result


def dict_floor(decisions: int, seed: int) -> RunResult:
    """The floor: the same loop with a three-way choice and a small dict copy as the 'apply'."""
    result = RunResult()
    rng = random.Random(seed)
    clock = time.perf_counter_ns
    state: dict[str, Any] = {"total": 0, "turn": 0, "log": ()}
    started = clock()
    for _ in range(decisions):
        t0 = clock()
        choice = rng.choice((1, 2, 3))
        state = dict(state)
        state["total"] += choice
        state["turn"] ^= 1
        result.decision_ns.append(clock() - t0)
    result.seconds = (clock() - started) / 1e9
    result.decision_seconds = sum(result.decision_ns) / 1e9
    result.decisions_per_game = [decisions]
    return result


def percentile(values: list[int], q: float) -> float:
    ordered = sorted(values)
    return float(ordered[min(len(ordered) - 1, int(q * len(ordered)))])


def ai_decision_ms(
    engine: AnyEngine, players: int, decisions: int, iterations: int, seed: int
) -> tuple[float, float, float]:
    """Mean ms of one mcts decision (capped at ``iterations``), its iterations per second, and the mean
    ms of one greedy decision, over positions sampled from random games."""
    rng = random.Random(seed)
    positions: list[tuple[Any, int]] = []
    game = 0
    while len(positions) < decisions:
        state = engine.new_game(players, seed + game)
        game += 1
        step = 0
        while engine.outcome(state) is None and len(positions) < decisions:
            seat = min(engine.current_seats(state))
            legal = engine.legal_actions(state, seat)
            if step % 7 == 3 and len(legal) > 1:
                positions.append((state, seat))
            state = engine.apply(state, seat, rng.choice(legal))
            step += 1
    mcts = MctsAgent(budget_s=None, iterations=iterations)
    greedy = GreedyAgent()
    mcts_s = greedy_s = 0.0
    iterations_done = 0
    for state, seat in positions:
        t0 = time.perf_counter()
        mcts.choose(engine, state, seat, rng)
        mcts_s += time.perf_counter() - t0
        iterations_done += mcts.last.iterations
        t0 = time.perf_counter()
        greedy.choose(engine, state, seat, rng)
        greedy_s += time.perf_counter() - t0
    n = len(positions)
    return 1000 * mcts_s / n, iterations_done / mcts_s, 1000 * greedy_s / n


def summarize(runs: list[RunResult], games: int) -> dict[str, str]:
    def median(f: Callable[[RunResult], float]) -> float:
        return statistics.median(f(r) for r in runs)

    first = runs[0]
    sizes = first.json_sizes
    return {
        "decisions/s": f"{median(lambda r: len(r.decision_ns) / r.decision_seconds):,.0f}",
        "random games/s": f"{median(lambda r: games / r.seconds):,.1f}" if games else "-",
        "median random game (ms)": (
            f"{median(lambda r: 1000 * statistics.median(r.game_seconds)):,.1f}" if games else "-"
        ),
        "decisions/game (median/max)": (
            f"{statistics.median(first.decisions_per_game):.0f} / {max(first.decisions_per_game)}"
            if games
            else "-"
        ),
        "decision p50 (us)": f"{median(lambda r: percentile(r.decision_ns, 0.5) / 1000):.1f}",
        "decision p99 (us)": f"{median(lambda r: percentile(r.decision_ns, 0.99) / 1000):.1f}",
        "state JSON bytes (median/max)": (
            f"{statistics.median(sizes):,.0f} / {max(sizes):,}" if sizes else "-"
        ),
    }


def measure_engine(engine: AnyEngine, players: int, args: argparse.Namespace) -> dict[str, str]:
    runs = [random_games(engine, players, args.games, 1000 * run, run == 0) for run in range(args.runs)]
    row = summarize(runs, args.games)
    if args.ai_decisions:
        mcts_ms, per_s, greedy_ms = ai_decision_ms(engine, players, args.ai_decisions, args.ai_iterations, 77)
        row[f"mcts decision, {args.ai_iterations} iterations (ms)"] = f"{mcts_ms:.1f}"
        row["mcts iterations/s"] = f"{per_s:,.0f}"
        row["greedy decision (ms)"] = f"{greedy_ms:.2f}"
    return row


def table(columns: list[tuple[str, dict[str, str]]], markdown: bool) -> str:
    rows = list(dict.fromkeys(k for _, col in columns for k in col))
    header = ["", *(name for name, _ in columns)]
    body = [[row, *(col.get(row, "-") for _, col in columns)] for row in rows]
    if markdown:
        lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        lines += ["| " + " | ".join(r) + " |" for r in body]
        return "\n".join(lines)
    widths = [max(len(r[i]) for r in [header, *body]) for i in range(len(header))]
    fmt = "  ".join(f"{{:<{w}}}" if i == 0 else f"{{:>{w}}}" for i, w in enumerate(widths))
    return "\n".join(fmt.format(*r) for r in [header, *body])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40, help="random games per run (default 40)")
    parser.add_argument("--runs", type=int, default=3, help="runs; timed rows are their median (default 3)")
    parser.add_argument("--players", type=int, help="seats (default: 3, or the nearest the game allows)")
    parser.add_argument("--ai-decisions", type=int, default=20, help="positions for the AI rows (0: skip)")
    parser.add_argument("--ai-iterations", type=int, default=100, help="mcts iterations per decision")
    parser.add_argument("--engines", nargs="*", help="engine keys (default: every registered engine)")
    parser.add_argument("--quick", action="store_true", help="8 games, 1 run, 5 AI positions")
    parser.add_argument("--markdown", action="store_true", help="print Markdown tables")
    parser.add_argument(
        "--write-docs", action="store_true", help="record the tables in docs/performance.md ('## Engines')"
    )
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.runs, args.ai_decisions = 8, 1, 5
    keys = args.engines or sorted(ENGINES)
    unknown = [k for k in keys if k not in ENGINES]
    if unknown:
        parser.error(f"unknown engines: {', '.join(unknown)}; registered: {', '.join(sorted(ENGINES))}")

    intro = (
        f"Python {platform.python_version()} on {platform.machine()}, {args.runs} run(s) of {args.games} "
        "random games; timed rows are the median of the runs.\n"
        "Baselines: toyrace = tests/support/toygames.py Race to Ten (2 seats, target 10); dict floor = a\n"
        "three-way random choice plus a small dict copy per decision, no engine.\n"
    )
    print(intro)
    markdown = args.markdown or args.write_docs
    doc_parts: list[str] = []
    race = RaceEngine()
    baseline = measure_engine(race, 2, args)
    floor_runs = [dict_floor(20_000, run) for run in range(args.runs)]
    floor = summarize(floor_runs, 0)
    if not keys:
        print("No engines are registered yet; the baselines alone:")
    for key in keys or [None]:
        columns: list[tuple[str, dict[str, str]]] = []
        if key is not None:
            engine = ENGINES[key]
            players = args.players or max(engine.min_players, min(3, engine.max_players))
            columns.append((f"{key} ({players}p)", measure_engine(engine, players, args)))
        columns += [("baseline: toyrace (2p)", baseline), ("floor: dict copy", floor)]
        title = ENGINES[key].title if key is not None else "Baselines"
        text = table(columns, markdown)
        print(f"{'### ' if markdown else ''}{title}\n\n{text}\n")
        doc_parts.append(f"### {title}\n\n{text}\n")
    if args.write_docs:
        from bench.ai import DOCS, write_docs

        write_docs(
            "## Engines\n\n"
            "Measured by `bench/engines.py` (random play through the engine contract; see bench/README.md).\n"
            + intro.replace("\n", " ").strip()
            + "\n\n"
            + "\n".join(doc_parts)
        )
        print(f"Recorded in {DOCS.relative_to(ROOT)}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
