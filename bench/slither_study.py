"""SLITHER balance study: how each game ends for the snake, and what the map leaves it.

Plays whole games through the engine contract (``engines.ENGINES["slither"]``) with a chosen snake agent
against random frogs, for every player count (2-5 players = 1-4 frogs) and every value of the engine's
options (``setup_tiles``, ``initial_body``), and classifies the end of each game:

- **snake wins**: the last lily pad was removed (Strike, or Venom falling off the Tail);
- **cornered**: the second found-out came from rulebook "Cornered" (no hand card next to the Head);
- **revealed**: the second found-out came from the Reveal (frogs standing on / croaking / lashing the
  last face-down cards);
- **own flip**: the second found-out came from the snake's own move: Strike, Gulp or Shed Skin flips the
  new Head face up and that was the last face-down card;
- **unfinished**: no winner within ``MAX_DECISIONS`` (the engine has no round limit).

Every found-out (the first as well as the second) is classified the same way from the log lines of the
``apply`` that raised ``state.found_out``. "Swallowed" frogs and damage are counted per game; neither
ends the game for the snake.

The map is measured right after the first path is grown (before the frogs place their pawns): the path's
length against the one the options ask for, the Head's exits (hand cards next to the Head: the legal
moves of the snake's first move; 0 means it is cornered on its first move), whether *some* path of that
length would have had an exit, the hex distance from the Head to the nearest building, whether any
location next to a building is reachable from the Head in the snake's graph, the largest connected group
of locations and the number of such groups.

    .venv/bin/python bench/slither_study.py               # the default run (about 2-3 minutes on 2 cores)
    .venv/bin/python bench/slither_study.py --games 50    # a quicker run
    .venv/bin/python bench/slither_study.py --no-mcts     # random and greedy snakes only

Games run in a process pool; seeds are fixed (``10_000 + game``), so a run gives the same numbers every
time. Nothing here asserts a result; it prints.
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import product
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.ai.agents import Agent, GreedyAgent, MctsAgent, RandomAgent  # noqa: E402
from engines import ENGINES  # noqa: E402
from engines.slither.data import catalog  # noqa: E402
from engines.slither.hexmap import FAR, board_for, hex_distance, largest_region, longest_simple_path  # noqa: E402

MAX_DECISIONS = 20_000
ENDS = ("snake wins", "cornered", "revealed", "own flip", "unfinished")
CAUSES = ("cornered", "revealed", "own flip")
OPTION_VALUES = {"setup_tiles": ("n", "n_plus_1"), "initial_body": ("n", "n_minus_1")}
DEFAULT_OPTIONS = (("setup_tiles", "n"), ("initial_body", "n"))


@dataclass(frozen=True)
class Job:
    snake: str  # random, greedy, mcts
    players: int
    options: tuple[tuple[str, str], ...]
    game: int
    iterations: int


@dataclass
class MapAtStart:
    wanted: int  # path length the options ask for (Head + body)
    grown: int  # path length the map allowed (ruling D3)
    exits: int  # legal Heads of the first snake move
    exit_possible: bool  # some path of the grown length would have had an exit
    head_to_building: int  # hex distance from the Head to the nearest building
    building_reachable: bool  # a location next to a building is reachable from the Head
    largest_region: int  # largest connected group of locations
    regions: int  # connected groups of locations
    next_to_building: int  # locations next to a building
    path_safe: bool  # the grown path can avoid being cornered forever (perfect snake moves)
    map_safe: bool  # some path on this map could (the snake's growth choice)


@dataclass
class GameRecord:
    job: Job
    end: str
    causes: list[str] = field(default_factory=list)  # every found-out, in order
    rounds: int = 0
    decisions: int = 0
    damage: int = 0
    swallowed: int = 0
    strikes: int = 0
    reached_building: bool = False  # the Head was ever next to a building with lily pads
    snake_moves: int = 0
    forced_moves: int = 0  # snake Head decisions with exactly one legal Head
    start: MapAtStart | None = None
    # Every cornering, split by the path's history: "doomed" when no sequence of moves from the grown
    # path could have avoided it; "blunder" when the snake moved from a safe path into a doomed one.
    cornered_doomed: int = 0
    cornered_blunder: int = 0
    safe_decisions: int = 0  # Head decisions taken from a safe path
    blunders: int = 0  # of those, the ones that chose a doomed path while a safe one was legal


def options_label(options: tuple[tuple[str, str], ...]) -> str:
    return ", ".join(f"{k}={v}" for k, v in options)


def make_agent(name: str, iterations: int) -> Agent:
    if name == "mcts":
        return MctsAgent(iterations=iterations, rollout_depth=4)
    if name == "greedy":
        return GreedyAgent()
    return RandomAgent()


def components(board) -> list[set[str]]:
    seen: set[str] = set()
    out = []
    for h in board.numbered:
        if h in seen:
            continue
        group = {n for n, d in board.graph_distance[h].items() if d < FAR}
        seen |= group
        out.append(group)
    return out


@lru_cache(maxsize=512)
def alive_states(cells, window: int) -> frozenset[tuple[str, ...]]:
    """Paths of ``window`` cards (Head first, the path after its Tail fell off) from which the snake can
    keep moving forever without being cornered, whatever happens to its cards: the greatest set of
    such paths each of which has a next Head (next to the Head, not in the path) leading back into it."""
    board = board_for(cells)
    adj = board.numbered_adjacent
    states: list[tuple[str, ...]] = [(h,) for h in board.numbered]
    for _ in range(window - 1):
        states = [(n, *s) for s in states for n in adj[s[0]] if n not in s]
    alive = set(states)

    def successors(s: tuple[str, ...]) -> list[tuple[str, ...]]:
        return [(h, *s[:-1]) for h in adj[s[0]] if h not in s]

    changed = True
    while changed:
        changed = False
        for s in list(alive):
            if not any(n in alive for n in successors(s)):
                alive.discard(s)
                changed = True
    return frozenset(alive)


def safe(cells, path: tuple[str, ...], window: int) -> bool:
    """Can a snake whose path (after the shift) is ``path`` avoid ever being cornered? A path shorter than
    ``window`` (a short growth, or ``initial_body=n_minus_1``) keeps all its cards for the next move."""
    alive = alive_states(cells, window)
    if len(path) >= window:
        return path[:window] in alive
    adj = board_for(cells).numbered_adjacent
    return any(safe(cells, (h, *path), window) for h in adj[path[0]] if h not in path)


def measure_start(state) -> MapAtStart:
    cat = catalog()
    board = board_for(state.cells)
    frogs = state.num_players - 1
    wanted = 1 + (frogs if state.options.initial_body == "n" else frogs - 1)
    path = [c.loc for c in state.path]
    head = path[0]
    exits = sum(1 for h in board.numbered_adjacent[head] if h not in path)
    grown = len(path)
    buildings = [b for b in cat.buildings if b in board.coord_of]
    near = {h for h in board.numbered if any(b in board.adjacent[h] for b in buildings)}
    return MapAtStart(
        wanted=wanted,
        grown=grown,
        exits=exits,
        exit_possible=longest_simple_path(board, (), grown + 1) >= grown + 1,
        head_to_building=min(hex_distance(board.coord_of[head], board.coord_of[b]) for b in buildings),
        building_reachable=any(board.graph_distance[head][h] < FAR for h in near),
        largest_region=largest_region(state.cells),
        regions=len(components(board)),
        next_to_building=len(near),
        path_safe=safe(state.cells, tuple(path), frogs + 1),
        map_safe=bool(alive_states(state.cells, frogs + 1)),
    )


def play(job: Job) -> GameRecord:
    engine = ENGINES["slither"]
    cat = catalog()
    options = engine.make_options({"variant": "rulebook", **dict(job.options)})  # the study is of the book
    state = engine.new_game(job.players, 10_000 + job.game, options)
    snake = make_agent(job.snake, job.iterations)
    frog = RandomAgent()
    rng = random.Random(f"slither-study:{job.snake}:{job.players}:{job.options}:{job.game}")
    rec = GameRecord(job=job, end="unfinished")
    window = job.players  # segments - 1: the path after its Tail fell off
    blundered = False  # in the current path's life
    while engine.outcome(state) is None and rec.decisions < MAX_DECISIONS:
        seat = min(engine.current_seats(state))
        before = state
        deciding = seat == 0 and state.phase == "snake_move" and state.pending_head is None
        if deciding:
            heads = engine.legal_actions(state, 0)
            rec.snake_moves += 1
            rec.forced_moves += len(heads) == 1
            path = tuple(c.loc for c in state.path)
            was_safe = safe(state.cells, path, window)
        action = (snake if seat == 0 else frog).choose(engine, state, seat, rng)
        if deciding and was_safe:
            rec.safe_decisions += 1
            if not safe(state.cells, (action.arg, *path)[:window], window):
                rec.blunders += 1
                blundered = True
        state = engine.apply(state, seat, action)
        rec.decisions += 1
        texts = [line.text for line in state.log]
        rec.damage += sum(" damages " in t for t in texts)
        rec.swallowed += sum(" is swallowed" in t for t in texts)
        rec.strikes += sum(t.endswith("and Strike on it.") for t in texts)
        if state.found_out > before.found_out:
            if any("is cornered" in t for t in texts):
                rec.causes.append("cornered")
                if blundered:
                    rec.cornered_blunder += 1
                else:
                    rec.cornered_doomed += 1
            elif before.phase == "snake_move":
                rec.causes.append("own flip")
            else:
                rec.causes.append("revealed")
        if before.phase == "grow_path" and state.phase != "grow_path":
            blundered = False
            if rec.start is None:
                rec.start = measure_start(state)
        if state.path and state.phase != "grow_path" and not rec.reached_building:
            head = state.path[0].loc
            board = board_for(state.cells)
            rec.reached_building = any(
                b in board.adjacent[head] and state.pads[cat.buildings.index(b)] > 0 for b in cat.buildings
            )
    rec.rounds = state.round
    if state.winner == "snake":
        rec.end = "snake wins"
    elif state.winner == "frogs":
        rec.end = rec.causes[-1] if rec.causes else "revealed"
    return rec


# ---- statistics and tables ---------------------------------------------------------------------------


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def pct(k: int, n: int) -> str:
    return f"{k} ({k / n:.0%})" if n else "-"


def ci(k: int, n: int) -> str:
    low, high = wilson(k, n)
    return f"{k / max(n, 1):.1%} [{low:.1%}-{high:.1%}]"


def table(header: Sequence[str], rows: Sequence[Sequence[str]], markdown: bool) -> str:
    if markdown:
        lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        return "\n".join(lines + ["| " + " | ".join(r) + " |" for r in rows])
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    fmt = "  ".join(f"{{:<{w}}}" if i == 0 else f"{{:>{w}}}" for i, w in enumerate(widths))
    return "\n".join(fmt.format(*r) for r in [header, *rows])


def med(values: Sequence[float]) -> str:
    return f"{statistics.median(values):g}" if values else "-"


def ends_table(groups: dict[str, list[GameRecord]], markdown: bool) -> str:
    header = [
        "snake / players / options",
        "games",
        *ENDS[:1],
        "snake win 95% CI",
        *ENDS[1:],
        "cornered 95% CI",
    ]
    rows = []
    for label, recs in groups.items():
        n = len(recs)
        c = Counter(r.end for r in recs)
        rows.append(
            [
                label,
                str(n),
                pct(c["snake wins"], n),
                ci(c["snake wins"], n),
                *(pct(c[e], n) for e in ENDS[1:]),
                ci(c["cornered"], n),
            ]
        )
    return table(header, rows, markdown)


def found_out_table(groups: dict[str, list[GameRecord]], markdown: bool) -> str:
    header = [
        "snake / players / options",
        "found-outs",
        *CAUSES,
        "cornered: doomed at growth",
        "cornered: after a blunder",
        "1st found-out cornered",
        "rounds (median)",
    ]
    rows = []
    for label, recs in groups.items():
        causes = Counter(c for r in recs for c in r.causes)
        total = sum(causes.values())
        first = [r.causes[0] for r in recs if r.causes]
        rows.append(
            [
                label,
                str(total),
                *(pct(causes[c], total) for c in CAUSES),
                pct(sum(r.cornered_doomed for r in recs), causes["cornered"]),
                pct(sum(r.cornered_blunder for r in recs), causes["cornered"]),
                pct(sum(c == "cornered" for c in first), len(first)),
                med([r.rounds for r in recs]),
            ]
        )
    return table(header, rows, markdown)


def activity_table(groups: dict[str, list[GameRecord]], markdown: bool) -> str:
    header = [
        "snake / players / options",
        "Head ever next to a building",
        "damage/game",
        "Strikes/game",
        "swallows/game",
        "forced Head moves",
        "blunders / safe Head moves",
    ]
    rows = []
    for label, recs in groups.items():
        n = len(recs)
        moves = sum(r.snake_moves for r in recs)
        rows.append(
            [
                label,
                pct(sum(r.reached_building for r in recs), n),
                f"{sum(r.damage for r in recs) / n:.2f}",
                f"{sum(r.strikes for r in recs) / n:.2f}",
                f"{sum(r.swallowed for r in recs) / n:.2f}",
                pct(sum(r.forced_moves for r in recs), moves),
                pct(sum(r.blunders for r in recs), sum(r.safe_decisions for r in recs)),
            ]
        )
    return table(header, rows, markdown)


def map_table(groups: dict[str, list[GameRecord]], markdown: bool) -> str:
    header = [
        "players / options",
        "maps",
        "path shorter than asked",
        "0 exits",
        "exits (median)",
        "some path had an exit",
        "Head-building distance (median)",
        "building reachable",
        "largest group (median)",
        "groups (median)",
        "grown path can never be cornered",
        "some path could",
    ]
    rows = []
    for label, recs in groups.items():
        starts = [r.start for r in recs if r.start is not None]
        n = len(starts)
        rows.append(
            [
                label,
                str(n),
                pct(sum(s.grown < s.wanted for s in starts), n),
                pct(sum(s.exits == 0 for s in starts), n),
                med([s.exits for s in starts]),
                pct(sum(s.exit_possible for s in starts), n),
                med([s.head_to_building for s in starts]),
                pct(sum(s.building_reachable for s in starts), n),
                med([s.largest_region for s in starts]),
                med([s.regions for s in starts]),
                pct(sum(s.path_safe for s in starts), n),
                pct(sum(s.map_safe for s in starts), n),
            ]
        )
    return table(header, rows, markdown)


def exits_vs_end_table(recs: list[GameRecord], markdown: bool) -> str:
    """First found-out cause by the number of exits the first path had."""
    header = ["exits at first move", "games", "1st found-out: cornered", "revealed", "own flip", "snake wins"]
    rows = []
    buckets: dict[str, list[GameRecord]] = {}
    for r in recs:
        if r.start is None:
            continue
        key = str(min(r.start.exits, 3)) + ("+" if r.start.exits >= 3 else "")
        buckets.setdefault(key, []).append(r)
    for key in sorted(buckets):
        group = buckets[key]
        n = len(group)
        first = Counter(r.causes[0] if r.causes else "none" for r in group)
        rows.append(
            [
                key,
                str(n),
                *(pct(first[c], n) for c in CAUSES),
                pct(sum(r.end == "snake wins" for r in group), n),
            ]
        )
    return table(header, rows, markdown)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300, help="random-snake games per cell (300)")
    parser.add_argument("--greedy-share", type=float, default=0.5, help="greedy games = games x this (0.5)")
    parser.add_argument(
        "--mcts-share",
        type=float,
        default=0.25,
        help="mcts games = games x this, default options only (0.25)",
    )
    parser.add_argument("--iterations", type=int, default=10, help="mcts iterations per decision (10)")
    parser.add_argument("--no-mcts", action="store_true", help="skip the mcts snake")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2, help="processes (all cores)")
    parser.add_argument("--markdown", action="store_true", help="print markdown tables (for docs)")
    args = parser.parse_args(argv)

    all_options = [
        tuple(zip(OPTION_VALUES, values, strict=True)) for values in product(*OPTION_VALUES.values())
    ]
    jobs: list[Job] = []
    for players in range(2, 6):
        for opts in all_options:
            jobs += [Job("random", players, opts, g, args.iterations) for g in range(args.games)]
            greedy = max(1, round(args.games * args.greedy_share))
            jobs += [Job("greedy", players, opts, g, args.iterations) for g in range(greedy)]
        if not args.no_mcts:
            mcts = max(1, round(args.games * args.mcts_share))
            jobs += [Job("mcts", players, DEFAULT_OPTIONS, g, args.iterations) for g in range(mcts)]
    print(
        f"{len(jobs)} games, frogs random, {args.workers} processes, Python {platform.python_version()}; "
        f"mcts snake: {args.iterations} iterations per decision.\n"
    )
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        records = list(pool.map(play, jobs, chunksize=8))
    elapsed = time.perf_counter() - started
    md = args.markdown

    def grouped(key) -> dict[str, list[GameRecord]]:
        out: dict[str, list[GameRecord]] = {}
        for r in records:
            k = key(r)
            if k is not None:
                out.setdefault(k, []).append(r)
        return out

    snakes = [s for s in ("random", "greedy", "mcts") if any(r.job.snake == s for r in records)]

    def default_by_players(r: GameRecord) -> str | None:
        if r.job.options != DEFAULT_OPTIONS:
            return None
        return f"{r.job.snake} / {r.job.players}p"

    by_players = grouped(default_by_players)
    by_players = {k: by_players[k] for s in snakes for k in sorted(by_players) if k.startswith(s + " ")}

    def by_options(r: GameRecord) -> str | None:
        if r.job.snake == "mcts":
            return None
        return f"{r.job.snake} / {r.job.players}p / {options_label(r.job.options)}"

    by_opts = grouped(by_options)
    by_opts = {k: by_opts[k] for s in snakes for k in sorted(by_opts) if k.startswith(s + " ")}

    pooled = grouped(lambda r: f"{r.job.snake} / all players / {options_label(r.job.options)}")
    pooled = {k: pooled[k] for s in snakes for k in sorted(pooled) if k.startswith(s + " ")}

    def headline(r: GameRecord) -> str | None:
        return f"{r.job.snake} / 2-5p / default" if r.job.options == DEFAULT_OPTIONS else None

    head = grouped(headline)
    head = {f"{s} / 2-5p / default": head[f"{s} / 2-5p / default"] for s in snakes}

    maps = grouped(
        lambda r: f"{r.job.players}p / {options_label(r.job.options)}" if r.job.snake == "random" else None
    )
    maps = dict(sorted(maps.items()))

    sections = [
        ("Headline: how games end (default options, all player counts)", ends_table(head, md)),
        ("How games end, default options, by players", ends_table(by_players, md)),
        ("How games end, all player counts pooled, by options", ends_table(pooled, md)),
        ("How games end, by players and options", ends_table(by_opts, md)),
        ("Every found-out by cause (default options)", found_out_table(by_players, md)),
        ("Every found-out by cause, by options (all players)", found_out_table(pooled, md)),
        ("What the snake did (default options)", activity_table(by_players, md)),
        ("The map after the first path is grown (random snake's tile placement)", map_table(maps, md)),
        (
            "First found-out by the first path's exits (random snake, all players and options)",
            exits_vs_end_table([r for r in records if r.job.snake == "random"], md),
        ),
    ]
    for title, text in sections:
        print(("### " if md else "== ") + title + ("" if md else " ==") + "\n")
        print(text + "\n")
    print(
        f"{elapsed:.0f} s in all; seeds 10000+game; unfinished = no winner within {MAX_DECISIONS} decisions."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
