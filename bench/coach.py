"""The coach's numbers, measured: how stable a hint and a review's marked mistakes are, what budget makes
them stable enough to show, what a review costs, and how often the coach agrees with a stronger search.

For each game, positions are sampled from games the AI plays against itself (a cheap search on every
seat): every position is a decision with two choices or more. At each budget (iterations per search):

- **hint**: the hint is computed twice with two seeds (``bot.ai.coach.hint`` with the generator drawn
  from another stream). "first agrees" is the share of positions where both runs put the same choice
  first; "claimed" the share where the first run claims a best choice (it stands out beyond the
  search's noise, ``Hint.clear``); "claims confirmed" the share of those claims where the other run puts
  the same choice first. A claim is what a player is shown as "the best choice"; the rest are shown as
  too close to call.
- **mistakes**: a decision is judged twice with two seeds (``bot.ai.coach.judge``), for a random choice
  (what a newcomer might click) and for the strong search's own choice (which should never be marked).
  "marked" is the share of random choices the first run marks; "marks confirmed" the share of those the
  second run marks too; "false marks" the share of the strong search's choices marked at all.
- **vs strong**: the share of positions where the hint's first choice is the first choice of a search of
  ``--strong`` iterations (10,000), all of them and among claims.
- **CPU**: the mean CPU milliseconds of one hint and of one judged decision.

"Stable enough" is a rule written down before the run: at least ``--enough`` (90%) of claims confirmed
and of marks confirmed. The first budget that meets it is printed per game. Then **review cost**: whole
games played by the AI are reviewed as the bot reviews them (every decision of every seat judged, as if
all were people, and the chart's points) at the shipped budgets (``GameSpec.coach``), with the CPU
seconds per game (the median of ``--reviews`` games, and the lowest and highest).

**The baseline beside the new code**: the code of a baseline commit (``bench/search.py``'s BASELINE,
the search before each game had positions of its own), unpacked from git and run in processes of its
own, hints the same positions at its own shipped budget (two seeds, claims measured even where the game
turns them off) and reviews the same AI games at its own budgets. Its hints are checked against the same
strong search, and its reviews' CPU seconds are shown beside the new code's. ``--no-baseline`` skips it.

Beside the agreement with the strong search, "a random pick agrees" is the baseline: the chance that a
choice picked at random from the legal ones is the strong search's (the mean of 1 / choices). Shares that
decide something (claims and marks confirmed, agreement with the strong search) carry their 95% Wilson
interval.

    .venv/bin/python bench/coach.py                   # the full run (an hour or more on 2 busy cores)
    .venv/bin/python bench/coach.py --quick           # a smoke run
    .venv/bin/python bench/coach.py --games gentoo --positions 12 --budgets 300,1000
    .venv/bin/python bench/coach.py --positions 0 --reviews 3              # reviews only, both codes
    .venv/bin/python bench/coach.py --games grimprospects --positions 80 --budgets 1500 --reviews 0

Nothing here asserts a result; it prints markdown tables (docs/ai.md, "The coach", holds the last run).
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # first: bench/ holds a script named like the engines package

from bench.search import BASELINE, checkout, run_in, without_words  # noqa: E402
from bot.ai.agents import without_undo  # noqa: E402
from bot.ai.analysis import analyse  # noqa: E402
from bot.ai.coach import hint, judge  # noqa: E402
from bot.catalogue.registry import GAMES  # noqa: E402
from bot.session.review import chart_steps  # noqa: E402
from engines import AnyEngine  # noqa: E402

TABLES = {"gentoo": 3, "grimprospects": 3, "slither": 3, "giantsnail": 3, "earthcrumbles": 1}
SAMPLER_ITERATIONS = 30  # the cheap search that plays the games positions are taken from


@dataclass
class Position:
    key: str
    state_json: str
    seat: int
    random_choice: str
    choices: int  # legal choices there: a random pick agrees with any one of them 1 in this many times


@dataclass
class Measured:
    """What one position gave at one budget."""

    first_agrees: bool
    claimed: bool
    confirmed: bool
    strong_agrees: bool
    marked: bool
    mark_confirmed: bool
    false_mark: bool
    hint_ms: float
    judge_ms: float
    choices: int


@dataclass
class Row:
    key: str
    budget: int
    results: list[Measured] = field(default_factory=list)

    def share(self, name: str, among: str | None = None) -> tuple[float, int]:
        pool = [r for r in self.results if among is None or getattr(r, among)]
        if not pool:
            return float("nan"), 0
        return sum(getattr(r, name) for r in pool) / len(pool), len(pool)


def sample_positions(key: str, count: int, seed: int) -> list[Position]:
    spec = GAMES[key]
    engine = spec.engine
    rng = random.Random(seed)
    found: list[tuple[Any, int]] = []
    game = 0
    while len(found) < count * 3 and game < 40:
        state = engine.new_game(TABLES[key], seed * 1000 + game)
        game += 1
        agent = spec.make_agent("mcts", iterations=SAMPLER_ITERATIONS)
        for _ in range(5000):
            if engine.outcome(state) is not None:
                break
            seat = min(engine.current_seats(state))
            legal = without_undo(engine, list(engine.legal_actions(state, seat)))
            if len(legal) > 1 and rng.random() < 0.25:
                found.append((state, seat))
            state = engine.apply(state, seat, agent.choose(engine, state, seat, rng))
    picked = rng.sample(found, min(count, len(found)))
    positions = []
    for state, seat in picked:
        legal = without_undo(engine, list(engine.legal_actions(state, seat)))
        choice = engine.action_id(rng.choice(legal))
        positions.append(Position(key, engine.dump_state(state), seat, choice, len(legal)))
    return positions


def measure(
    position: Position, budgets: Sequence[int], strong: int
) -> tuple[str, list[tuple[int, Measured]]]:
    """The strong search's choice, and what each budget gave."""
    spec = GAMES[position.key]
    engine: AnyEngine = spec.engine
    state = engine.load_state(position.state_json)
    seat = position.seat
    prior = spec.search_prior
    reference = analyse(
        engine, state, seat, random.Random("strong"), iterations=strong, prior_visits=prior
    ).best.action_id
    measured = []
    for budget in budgets:
        # claims=True: a game whose spec turns claims off (Grim Prospects) is measured as if they were on
        coach = replace(spec.coach, hint=budget, judge=budget, hint_seconds=1e9, claims=True)
        started = time.process_time()
        one = hint(engine, state, seat, random.Random(f"a:{budget}"), coach, prior_visits=prior)
        hint_ms = (time.process_time() - started) * 1000
        two = hint(engine, state, seat, random.Random(f"b:{budget}"), coach, prior_visits=prior)
        first = one.suggestions[0].action_id
        started = time.process_time()
        played = position.random_choice
        mark_a = judge(engine, state, seat, played, random.Random(f"c:{budget}"), coach, prior_visits=prior)
        judge_ms = (time.process_time() - started) * 1000
        mark_b = judge(engine, state, seat, played, random.Random(f"d:{budget}"), coach, prior_visits=prior)
        own = judge(engine, state, seat, reference, random.Random(f"e:{budget}"), coach, prior_visits=prior)
        marked = mark_a is not None and mark_a.marked
        measured.append(
            (
                budget,
                Measured(
                    first_agrees=first == two.suggestions[0].action_id,
                    claimed=one.clear,
                    confirmed=one.clear and two.suggestions[0].action_id == first,
                    strong_agrees=first == reference,
                    marked=marked,
                    mark_confirmed=marked and mark_b is not None and mark_b.marked,
                    false_mark=own is not None and own.marked,
                    hint_ms=hint_ms,
                    judge_ms=judge_ms,
                    choices=position.choices,
                ),
            )
        )
    return reference, measured


def _measure(args: tuple[Position, Sequence[int], int]) -> tuple[str, str, list[tuple[int, Measured]]]:
    position, budgets, strong = args
    return (position.key, *measure(position, budgets, strong))


# Runs in a process whose sys.path starts at a checkout (the baseline's or the working tree's), so that
# the baseline's coach and the new one are measured on the same positions and games in one run. Reads a job as
# JSON from stdin, prints its answer as JSON. "hint": each position's hint twice (seeds a and b) at that
# code's own budget for the game (claims measured even where the game turns them off); "review": a game's
# decisions judged and its chart's points valued at that code's budgets, with the CPU seconds of each.
WORKER = r"""
import json, random, sys, time
from dataclasses import replace
from bot.ai.coach import chart_value, hint, judge
from bot.catalogue.registry import GAMES

job = json.load(sys.stdin)
spec = GAMES[job["game"]]
engine = spec.engine
prior = spec.search_prior
if job["kind"] == "hint":
    coach = replace(spec.coach, hint_seconds=1e9, claims=True)
    answers = []
    for state_json, seat in job["positions"]:
        state = engine.load_state(state_json)
        row = []
        for stream in ("a", "b"):
            started = time.process_time()
            found = hint(engine, state, seat, random.Random(stream + ":today"), coach, prior_visits=prior)
            row.append([found.suggestions[0].action_id, found.clear, time.process_time() - started])
        answers.append(row)
    print(json.dumps({"budget": coach.hint, "answers": answers}))
else:
    moves = [(engine.load_state(s), seat, played) for s, seat, played in job["moves"]]
    points = [(index, engine.load_state(s)) for index, s in job["chart"]]
    judged = iterations = 0
    started = time.process_time()
    for state, seat, played in moves:
        found = judge(engine, state, seat, played, random.Random(played), spec.coach, prior_visits=prior)
        if found is not None:
            judged += 1
            iterations += getattr(found, "iterations", 0) or spec.coach.judge
    decisions = time.process_time() - started
    started = time.process_time()
    for index, state in points:
        chart_value(engine, state, random.Random(index), spec.coach)
    chart = time.process_time() - started
    print(json.dumps({"decisions": decisions, "judged": judged, "iterations": iterations, "chart": chart,
                      "points": len(points), "judge": spec.coach.judge}))
"""


def in_code(code: Path, job: dict[str, Any]) -> dict[str, Any]:
    """``WORKER`` run on ``job`` in a process of its own over the checkout ``code``."""
    answer: dict[str, Any] = run_in(code, WORKER, job)
    return answer


def review_game(key: str, seed: int) -> dict[str, Any]:
    """One AI game of ``key`` as a review job: every decision of every seat (as if all were people) and the
    chart's states, as JSON."""
    spec = GAMES[key]
    engine = spec.engine
    rng = random.Random(seed)
    state = engine.new_game(TABLES[key], seed)
    agent = spec.make_agent("mcts", iterations=SAMPLER_ITERATIONS)
    moves: list[tuple[str, int, str]] = []
    states = [state]
    for _ in range(20000):
        if engine.outcome(state) is not None:
            break
        seat = min(engine.current_seats(state))
        action = agent.choose(engine, state, seat, rng)
        moves.append((engine.dump_state(state), seat, engine.action_id(action)))
        state = engine.apply(state, seat, action)
        states.append(state)
    chart = [(index, engine.dump_state(states[index])) for index in chart_steps(len(states))]
    return {"kind": "review", "game": key, "moves": moves, "chart": chart}


def review_cost(args: tuple[str, int, str, str]) -> tuple[str, int, str, dict[str, Any]]:
    """One AI game of ``key`` reviewed as the bot reviews it by the code at ``code`` (``side``: the baseline's or
    the new one): CPU seconds for the decisions, how many, CPU seconds for the chart, its points."""
    key, seed, side, code = args
    job = review_game(key, seed)
    if side == "baseline":  # as the baseline's engines store a state
        job["moves"] = [(without_words(s), seat, played) for s, seat, played in job["moves"]]
        job["chart"] = [(index, without_words(s)) for index, s in job["chart"]]
    return key, seed, side, in_code(Path(code), job)


def baseline_hints(args: tuple[str, list[Position], str]) -> tuple[str, dict[str, Any]]:
    key, positions, code = args
    job = {
        "kind": "hint",
        "game": key,
        "positions": [(without_words(p.state_json), p.seat) for p in positions],
    }
    return key, in_code(Path(code), job)


def percent(value: tuple[float, int], interval: bool = False) -> str:
    """A share with its sample size, and with ``interval`` its 95% Wilson interval."""
    share, n = value
    if n == 0:
        return "-"
    if not interval:
        return f"{share * 100:.0f}% ({n})"
    low, high = wilson(share, n)
    return f"{share * 100:.0f}% ({n}; {low * 100:.0f}-{high * 100:.0f}%)"


def wilson(share: float, n: int, z: float = 1.96) -> tuple[float, float]:
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    spread = z * ((share * (1 - share) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return max(0.0, centre - spread), min(1.0, centre + spread)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", default=",".join(TABLES))
    parser.add_argument("--positions", type=int, default=30, help="0: reviews only")
    parser.add_argument("--seed", type=int, default=7, help="the positions' sample (another seed: others)")
    parser.add_argument("--budgets", default="800,1500,3000")
    parser.add_argument("--strong", type=int, default=10_000)
    parser.add_argument("--enough", type=float, default=0.9)
    parser.add_argument("--reviews", type=int, default=3, help="whole games reviewed per game; 0: none")
    parser.add_argument(
        "--baseline", default=BASELINE, help="the code before the speed work, for the baseline columns"
    )
    parser.add_argument("--no-baseline", action="store_true", help="skip the baseline's hints and reviews")
    parser.add_argument("--workers", type=int, default=max(1, (os.cpu_count() or 2)))
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    keys = [k for k in args.games.split(",") if k]
    budgets = [int(b) for b in args.budgets.split(",")]
    positions_per_game = 4 if args.quick else args.positions
    strong = 600 if args.quick else args.strong
    if args.quick:
        budgets = budgets[:2]
    started = time.time()
    print(f"# bench/coach.py: Python {platform.python_version()}, {args.workers} worker processes")
    print(f"positions per game {positions_per_game}, budgets {budgets}, strong search {strong} iterations")
    print(f"baseline: {args.baseline[:12]}\n" if not args.no_baseline else "")
    positions = {key: sample_positions(key, positions_per_game, seed=args.seed) for key in keys}
    rows = {(key, b): Row(key, b) for key in keys for b in budgets}
    references: dict[str, list[str]] = {key: [] for key in keys}
    jobs = [(p, budgets, strong) for key in keys for p in positions[key]]
    with tempfile.TemporaryDirectory() as folder, ProcessPoolExecutor(max_workers=args.workers) as pool:
        before_code = str(checkout(args.baseline, Path(folder)))
        before = (
            {}
            if args.no_baseline or not jobs
            else {key: pool.submit(baseline_hints, (key, positions[key], before_code)) for key in keys}
        )
        for key, reference, results in pool.map(_measure, jobs, chunksize=1):
            references[key].append(reference)
            for budget, result in results:
                rows[key, budget].results.append(result)
        if jobs:
            show_hints(keys, budgets, rows, args.enough)
        if before:
            show_baseline(
                keys,
                budgets,
                positions,
                references,
                rows,
                {k: f.result()[1] for k, f in before.items()},
                strong,
            )
        reviews = 1 if args.quick else args.reviews
        sides = {"new": str(ROOT)} if args.no_baseline else {"baseline": before_code, "new": str(ROOT)}
        cost_jobs = [
            (key, 100 + i, side, code) for key in keys for i in range(reviews) for side, code in sides.items()
        ]
        reviewed = []
        for done in pool.map(review_cost, cost_jobs):
            reviewed.append(done)
            key, seed, side, cost = done
            print(f"  reviewed {key} game {seed} ({side}): {cost}", file=sys.stderr, flush=True)
    if reviewed:
        show_reviews(keys, reviewed, reviews, list(sides))
    print(f"\n(the run took {time.time() - started:.0f} s)")


def show_hints(
    keys: Sequence[str], budgets: Sequence[int], rows: dict[tuple[str, int], Row], enough: float
) -> None:
    """The new code's hints and judged decisions at each budget, and the first budget stable enough."""
    print(
        "| game | iterations | first agrees | claimed | claims confirmed | agrees with strong |"
        " strong, among claims | a random pick agrees | marked | marks confirmed | false marks |"
        " hint ms | judge ms |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    chosen: dict[str, str] = {}
    for key in keys:
        for b in budgets:
            row = rows[key, b]
            hint_ms = statistics.mean(r.hint_ms for r in row.results)
            judge_ms = statistics.mean(r.judge_ms for r in row.results)
            baseline = statistics.mean(1 / r.choices for r in row.results)
            print(
                f"| {key} | {b} | {percent(row.share('first_agrees'))} | {percent(row.share('claimed'))} |"
                f" {percent(row.share('confirmed', 'claimed'), True)} |"
                f" {percent(row.share('strong_agrees'), True)} |"
                f" {percent(row.share('strong_agrees', 'claimed'))} | {baseline * 100:.0f}% |"
                f" {percent(row.share('marked'))} |"
                f" {percent(row.share('mark_confirmed', 'marked'), True)} | {percent(row.share('false_mark'))} |"
                f" {hint_ms:.0f} | {judge_ms:.0f} |"
            )
            confirmed, n = row.share("confirmed", "claimed")
            marks, m = row.share("mark_confirmed", "marked")
            good = (n == 0 or confirmed >= enough) and (m == 0 or marks >= enough)
            if good and key not in chosen:
                chosen[key] = f"{b} ({n} claims and {m} marks checked)"
    print(f"\nStable enough (at least {enough:.0%} of claims and of marks confirmed by another seed):")
    for key in keys:
        print(f"- {key}: {chosen.get(key, 'none of the budgets tried')}")


def show_baseline(
    keys: Sequence[str],
    budgets: Sequence[int],
    positions: dict[str, list[Position]],
    references: dict[str, list[str]],
    rows: dict[tuple[str, int], Row],
    before: dict[str, dict[str, Any]],
    strong: int,
) -> None:
    """The baseline's hint (the code before the speed work, at its own budget) beside the new one at the
    shipped budget, on the same positions, against the same strong search."""
    print(
        f"\nThe baseline's hint against the new one at the shipped budget, on the same positions; the strong search"
        f" has {strong} iterations (the same choices in both codes: the search's rules play the same game)\n"
    )
    print(
        "| game | baseline iterations | agrees with strong | claimed | claims confirmed | hint ms |"
        " new iterations | agrees with strong | claimed | claims confirmed | hint ms |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for key in keys:
        answers = before[key]["answers"]
        agree = [a[0][0] == ref for a, ref in zip(answers, references[key], strict=True)]
        claims = [a[0][0] == a[1][0] for a in answers if a[0][1]]
        ms = statistics.mean(a[0][2] for a in answers) * 1000
        shipped = GAMES[key].coach.hint
        new = rows.get((key, shipped))
        if new is None:
            after = f"| {shipped} | (not among the budgets) | | | |"
        else:
            after = (
                f"| {shipped} | {percent(new.share('strong_agrees'), True)} | {percent(new.share('claimed'))} |"
                f" {percent(new.share('confirmed', 'claimed'), True)} |"
                f" {statistics.mean(r.hint_ms for r in new.results):.0f} |"
            )
        print(
            f"| {key} | {before[key]['budget']} | {percent((share(agree), len(agree)), True)} |"
            f" {percent((len(claims) / len(answers), len(answers)))} |"
            f" {percent((share(claims), len(claims)), True)} | {ms:.0f} {after}"
        )


def share(flags: Sequence[bool]) -> float:
    return sum(flags) / len(flags) if flags else float("nan")


def show_reviews(
    keys: Sequence[str],
    results: Sequence[tuple[str, int, str, dict[str, Any]]],
    reviews: int,
    sides: Sequence[str],
) -> None:
    print(
        f"\nReview cost at each code's shipped budgets (GameSpec.coach), the same {reviews} AI games per game"
        " reviewed by each, median (lowest-highest):\n"
    )
    print(
        "| game | players | code | judge iterations | decisions judged | iterations searched per decision |"
        " CPU s for them | chart points | CPU s for the chart | CPU s per game |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for key in keys:
        for side in sides:
            mine = [r for k, _, s, r in results if k == key and s == side]
            totals = [r["decisions"] + r["chart"] for r in mine]
            per = statistics.median(r["iterations"] / max(1, r["judged"]) for r in mine)
            print(
                f"| {key} | {TABLES[key]} | {side} | {mine[0]['judge']} | {statistics.median(r['judged'] for r in mine):.0f} |"
                f" {per:.0f} | {statistics.median(r['decisions'] for r in mine):.1f} |"
                f" {statistics.median(r['points'] for r in mine):.0f} | {statistics.median(r['chart'] for r in mine):.1f} |"
                f" {statistics.median(totals):.1f} ({min(totals):.1f}-{max(totals):.1f}) |"
            )


if __name__ == "__main__":
    main()
