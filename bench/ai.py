"""AI strength: the strong agent (information-set MCTS, bot/ai/agents.py) against simpler players, in whole
games, with win rates and 95% confidence intervals (Wilson score interval).

Matchups (a game is skipped when its engine is not registered):

- Gentoo Rules, 3 players: mcts against two random agents (a random seat wins about 1/3), against two
  greedy agents, and greedy against two random agents for reference.
- Grim Prospects, 3 players: mcts against two rulebook Artificial Players (the options name their
  seats, so they play from face-down decks as the rulebook says).
- As The Earth Crumbles: solo Prestige of each AI (200 games: mean, spread, and how often each of the
  rulebook's bands is reached; a "win" is reaching 60), mcts and greedy against weaker players at 3
  players, and, with greedy on every seat, how often the first and the last player win at 2-5 players.
- SLITHER, 2-5 players: the snake's win rate with AIs of equal strength on every seat (greedy, then
  mcts), in the Balanced variant and by the rulebook, and mcts against random play in each role.

The strong agent's seat rotates game by game. Each decision of the searching agent is capped at a
number of iterations (default 10, with rollouts of 4 decisions), not at a time, so the results do not
depend on how busy the machine is and the same run gives the same numbers; the mean CPU time of one
decision is printed next to them. Games run in a process pool over all cores.

    .venv/bin/python bench/ai.py                  # the full run (about 5-8 minutes on 2 cores)
    .venv/bin/python bench/ai.py --quick          # a smoke run, a tenth of the games
    .venv/bin/python bench/ai.py --write-docs     # also record the table in docs/performance.md

Nothing here asserts a result; it prints.
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import random
import re
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.ai.agents import Agent, MctsAgent  # noqa: E402
from bot.catalogue.registry import GAMES  # noqa: E402
from engines import ENGINES  # noqa: E402

DOCS = ROOT / "docs" / "performance.md"
MAX_DECISIONS = 20_000  # a game that runs longer is counted as unfinished


@dataclass(frozen=True)
class Matchup:
    """One table row: ``games`` games of ``engine`` where ``strong`` plays the seats ``strong_seats``
    picks for each game and ``others`` plays the rest."""

    label: str
    engine: str
    players: int
    strong: str
    others: str
    games: int
    role: str = "rotate"  # rotate: one strong seat, rotating; all: every seat strong; snake; frogs
    win_for: str = "strong"  # strong: the strong seats win; frogs / snake: that side of SLITHER wins;
    # players: a cooperative game's players win together (Giant Snail: anyone elected, not a defeat);
    # first / last: the player who took the first / last turn of the first round wins (every seat alike)
    options: tuple[tuple[str, str], ...] = ()  # game options for every game of the row
    options_for_others: str = ""  # an options field listing the others' seats (artificial_seats)
    baseline: str = ""  # what the win rate compares with


@dataclass
class GameResult:
    label: str
    won: bool
    finished: bool
    decisions: int
    strong_decisions: int
    strong_cpu_s: float
    strong_iterations: int
    cpu_s: float
    score: float = 0.0  # the first strong seat's own points (solo games report them)


@dataclass
class Row:
    matchup: Matchup
    results: list[GameResult] = field(default_factory=list)


def strong_seats(m: Matchup, game: int) -> list[int]:
    if m.role == "all":
        return list(range(m.players))
    if m.role == "snake":
        return [0]
    if m.role == "frogs":
        return list(range(1, m.players))
    return [game % m.players]


def play_game(m: Matchup, game: int, iterations: int, depth: int, budget_s: float | None) -> GameResult:
    started_cpu = time.process_time()
    engine = ENGINES[m.engine]
    strong = strong_seats(m, game)
    agents: list[Agent] = []
    for seat in range(m.players):
        name = m.strong if seat in strong else m.others
        if name == "mcts":
            agents.append(
                MctsAgent(
                    budget_s=budget_s,
                    iterations=iterations,
                    rollout_depth=depth,
                    prior_visits=GAMES[m.engine].search_prior,
                )
            )
        else:
            agents.append(GAMES[m.engine].make_agent(name))
    chosen: dict[str, object] = dict(m.options)
    if m.options_for_others:
        chosen[m.options_for_others] = tuple(s for s in range(m.players) if s not in strong)
    options = engine.make_options(chosen) if chosen else None
    seed = 10_000 + game
    state = engine.new_game(m.players, seed, options)
    rng = random.Random(f"bench-ai:{m.label}:{game}")
    decisions = strong_decisions = iterations_done = 0
    strong_cpu = 0.0
    while engine.outcome(state) is None and decisions < MAX_DECISIONS:
        seat = min(engine.current_seats(state))
        agent = agents[seat]
        if seat in strong:
            t0 = time.process_time()
            action = agent.choose(engine, state, seat, rng)
            strong_cpu += time.process_time() - t0
            strong_decisions += 1
            if isinstance(agent, MctsAgent):
                iterations_done += agent.last.iterations
        else:
            action = agent.choose(engine, state, seat, rng)
        state = engine.apply(state, seat, action)
        decisions += 1
    outcome = engine.outcome(state)
    if outcome is None:
        won = False
    elif m.win_for == "frogs":
        won = 0 not in outcome.winners and bool(outcome.winners)
    elif m.win_for == "snake":
        won = 0 in outcome.winners
    elif m.win_for == "players":
        won = bool(outcome.winners)
    elif m.win_for in ("first", "last"):
        first = int(getattr(state, "first", 0))  # the engine's record of who went first
        seat = first if m.win_for == "first" else (first - 1) % m.players
        won = seat in outcome.winners
    else:
        won = any(s in outcome.winners for s in strong)
    return GameResult(
        label=m.label,
        won=won,
        finished=outcome is not None,
        decisions=decisions,
        strong_decisions=strong_decisions,
        strong_cpu_s=strong_cpu,
        strong_iterations=iterations_done,
        cpu_s=time.process_time() - started_cpu,
        score=outcome.scores[strong[0]] if outcome is not None else 0.0,
    )


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (sound near 0 and 1, unlike p +- 1.96 sd)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def matchups(scale: float) -> list[Matchup]:
    def games(n: int) -> int:
        return max(3, round(n * scale))

    rows: list[Matchup] = []
    if "gentoo" in ENGINES:
        rows += [
            Matchup("Gentoo: mcts vs 2 random", "gentoo", 3, "mcts", "random", games(240), baseline="1/3"),
            Matchup("Gentoo: mcts vs 2 greedy", "gentoo", 3, "mcts", "greedy", games(240), baseline="1/3"),
            Matchup(
                "Gentoo: greedy vs 2 random", "gentoo", 3, "greedy", "random", games(240), baseline="1/3"
            ),
        ]
    if "grimprospects" in GAMES and GAMES["grimprospects"].ai_kind("artificial") is not None:
        rows.append(
            Matchup(
                "Grim Prospects: mcts vs 2 Artificial Players",
                "grimprospects",
                3,
                "mcts",
                "artificial",
                games(300),
                options_for_others="artificial_seats",
                baseline="1/3",
            )
        )
    if "earthcrumbles" in ENGINES:
        rows += earth_matchups(games)
    if "slither" in ENGINES:
        rows += slither_matchups(games)
    if "giantsnail" in ENGINES:
        rows += [
            Matchup(
                f"Giant Snail: three {kind} AIs beat the snail",
                "giantsnail",
                3,
                kind,
                kind,
                games(count),
                role="all",
                win_for="players",
            )
            for kind, count in (("greedy", 200), ("mcts", 60))
        ]
        rows.append(
            Matchup(
                "Giant Snail: mcts vs 2 greedy", "giantsnail", 3, "mcts", "greedy", games(60), baseline="1/3"
            )
        )
    return rows


def earth_matchups(games: Callable[[int], int]) -> list[Matchup]:
    """As The Earth Crumbles: solo Prestige per AI (the solo table below the main one), the
    strong agent against weaker ones, and whether going first or last matters with equal AIs."""
    rows = [
        Matchup(f"Earth Crumbles solo: {kind}", "earthcrumbles", 1, kind, kind, games(200), baseline="60+")
        for kind in ("mcts", "greedy", "random")
    ]
    rows += [
        Matchup(
            "Earth Crumbles: mcts vs 2 greedy",
            "earthcrumbles",
            3,
            "mcts",
            "greedy",
            games(100),
            baseline="1/3",
        ),
        Matchup(
            "Earth Crumbles: greedy vs 2 random",
            "earthcrumbles",
            3,
            "greedy",
            "random",
            games(100),
            baseline="1/3",
        ),
    ]
    for n in (2, 3, 4, 5):
        for which in ("first", "last"):
            rows.append(
                Matchup(
                    f"Earth Crumbles {n}p, greedy on every seat: the {which} player wins",
                    "earthcrumbles",
                    n,
                    "greedy",
                    "greedy",
                    games(200),
                    role="all",
                    win_for=which,
                    baseline=f"1/{n}",
                )
            )
    return rows


def solo_table(rows: Sequence[Row], markdown: bool) -> str:
    """Solo rows: the Prestige scored (mean, standard deviation, 10th/50th/90th percentiles) and how
    often each band of the rulebook's "Solo Scoring" is reached."""
    header = ["solo player", "games", "mean", "sd", "p10", "median", "p90", "60+", "80+", "100+"]
    body = []
    for row in rows:
        scores = sorted(r.score for r in row.results if r.finished)
        if len(scores) < 2:
            continue
        deciles = statistics.quantiles(scores, n=10)
        body.append(
            [
                row.matchup.label,
                str(len(scores)),
                f"{statistics.mean(scores):.1f}",
                f"{statistics.stdev(scores):.1f}",
                f"{deciles[0]:.0f}",
                f"{statistics.median(scores):.0f}",
                f"{deciles[-1]:.0f}",
                *(f"{sum(s >= band for s in scores) / len(scores):.0%}" for band in (60, 80, 100)),
            ]
        )
    if markdown:
        lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        return "\n".join(lines + ["| " + " | ".join(b) + " |" for b in body])
    widths = [max(len(r[i]) for r in [header, *body]) for i in range(len(header))]
    fmt = "  ".join(f"{{:<{w}}}" if i == 0 else f"{{:>{w}}}" for i, w in enumerate(widths))
    return "\n".join(fmt.format(*r) for r in [header, *body])


def slither_matchups(games: Callable[[int], int]) -> list[Matchup]:
    """SLITHER per player count: the snake's win rate with AIs of equal strength on both sides
    (greedy everywhere, mcts everywhere), in the Balanced variant (the default) and by the rulebook, and
    the strong agent against random play in each role (Balanced)."""
    rows: list[Matchup] = []
    for n in (2, 3, 4, 5):
        frogs = f"{n - 1} {'frog' if n == 2 else 'frogs'}"
        for variant, title in (("balanced", "Balanced"), ("rulebook", "by the book")):
            for kind, count in (("greedy", 200), ("mcts", 100)):
                rows.append(
                    Matchup(
                        f"SLITHER {n}p {title}: snake's wins, {kind} snake vs {kind} {frogs}",
                        "slither",
                        n,
                        kind,
                        kind,
                        games(count),
                        role="all",
                        win_for="snake",
                        options=(("variant", variant),),
                        baseline="35-65%" if variant == "balanced" else "",
                    )
                )
        rows += [
            Matchup(
                f"SLITHER {n}p Balanced: mcts snake vs random {frogs}",
                "slither",
                n,
                "mcts",
                "random",
                games(100),
                role="snake",
            ),
            Matchup(
                f"SLITHER {n}p Balanced: mcts {frogs} vs random snake",
                "slither",
                n,
                "mcts",
                "random",
                games(100),
                role="frogs",
            ),
        ]
    return rows


def format_table(rows: Sequence[Row], markdown: bool) -> str:
    header = [
        "matchup",
        "games",
        "wins",
        "win rate",
        "95% CI",
        "compare",
        "decisions/game",
        "ms/decision",
        "unfinished",
    ]
    body = []
    for row in rows:
        rs = row.results
        n = len(rs)
        wins = sum(r.won for r in rs)
        low, high = wilson(wins, n)
        strong_decisions = sum(r.strong_decisions for r in rs)
        ms = 1000 * sum(r.strong_cpu_s for r in rs) / max(1, strong_decisions)
        body.append(
            [
                row.matchup.label,
                str(n),
                str(wins),
                f"{wins / max(n, 1):.1%}",
                f"{low:.1%} - {high:.1%}",
                row.matchup.baseline or "-",
                f"{sum(r.decisions for r in rs) / max(n, 1):.0f}",
                f"{ms:.2f}",
                str(sum(not r.finished for r in rs)),
            ]
        )
    if markdown:
        lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        return "\n".join(lines + ["| " + " | ".join(b) + " |" for b in body])
    widths = [max(len(r[i]) for r in [header, *body]) for i in range(len(header))]
    fmt = "  ".join(f"{{:<{w}}}" if i == 0 else f"{{:>{w}}}" for i, w in enumerate(widths))
    return "\n".join(fmt.format(*r) for r in [header, *body])


def write_docs(section: str) -> None:
    """Replace (or add) the section of docs/performance.md that ``section`` starts with (its '## '
    heading line), leaving every other section as it is."""
    DOCS.parent.mkdir(parents=True, exist_ok=True)
    text = DOCS.read_text() if DOCS.exists() else "# Performance\n"
    heading = section.splitlines()[0]
    pattern = re.compile(rf"^{re.escape(heading)}\n.*?(?=^## |\Z)", re.S | re.M)
    block = section.rstrip() + "\n\n"
    if pattern.search(text):
        text = pattern.sub(lambda _: block, text, count=1)
    else:
        text = text.rstrip() + "\n\n" + block
    DOCS.write_text(text.rstrip() + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iterations", type=int, default=10, help="mcts iterations per decision (10)")
    parser.add_argument("--depth", type=int, default=4, help="random decisions per rollout (4)")
    parser.add_argument(
        "--budget-ms", type=float, help="also stop each search after this many ms (timing-dependent)"
    )
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every game count")
    parser.add_argument("--quick", action="store_true", help="a tenth of the games")
    parser.add_argument("--only", help="run only matchups whose label contains this text")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2, help="processes (all cores)")
    parser.add_argument("--write-docs", action="store_true", help="record the table in docs/performance.md")
    args = parser.parse_args(argv)
    scale = args.scale * (0.1 if args.quick else 1.0)
    selected = [m for m in matchups(scale) if not args.only or args.only.lower() in m.label.lower()]
    if not selected:
        print("No matchup to run: no engine with a matchup is registered (or --only matched nothing).")
        return 1
    budget_s = None if args.budget_ms is None else args.budget_ms / 1000
    budget = f"{args.iterations} iterations" + (f" or {args.budget_ms:g} ms" if budget_s else "")
    print(
        f"Search budget per mcts decision: {budget}, rollouts of {args.depth} random decisions then the "
        f"game's heuristic.\n{len(selected)} matchups, {sum(m.games for m in selected)} games, "
        f"{args.workers} processes, Python {platform.python_version()}.\n"
    )
    rows = {m.label: Row(m) for m in selected}
    started = time.perf_counter()
    jobs = [(m, g) for g in range(max(m.games for m in selected)) for m in selected if g < m.games]
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        futures = [pool.submit(play_game, m, g, args.iterations, args.depth, budget_s) for m, g in jobs]
        for done, future in enumerate(as_completed(futures), 1):
            result = future.result()
            rows[result.label].results.append(result)
            if done % 50 == 0 or done == len(futures):
                print(f"  {done}/{len(futures)} games, {time.perf_counter() - started:.0f} s", flush=True)
    elapsed = time.perf_counter() - started
    ordered = [rows[m.label] for m in selected]
    print()
    print(format_table(ordered, markdown=False))
    print(f"\n{elapsed:.0f} s in all. 'wins' counts games the strong side won (shared wins included);")
    print("'ms/decision' is the CPU time of one decision of the strong side.")
    solo = [row for row in ordered if row.matchup.players == 1]
    if solo:
        print()
        print(solo_table(solo, markdown=False))
    if args.write_docs:
        section = (
            "## AI\n\n"
            "Measured by `bench/ai.py` (whole games; the strong side's seat rotates; 95% Wilson intervals).\n"
            f"Search budget per mcts decision: **{budget}**, rollouts of {args.depth} random decisions cut off "
            "by the game's heuristic. 'ms/decision' is CPU time of one decision of the strong side on this "
            f"machine ({args.workers} processes, Python {platform.python_version()}); the run took "
            f"{elapsed:.0f} s.\n\n" + format_table(ordered, markdown=True) + "\n"
        )
        if solo:
            section += (
                "\nSolo Prestige (rulebook bands: 60, 80, 100):\n\n" + solo_table(solo, markdown=True) + "\n"
            )
        write_docs(section)
        print(f"Recorded in {DOCS.relative_to(ROOT)}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
