"""Board rendering in every language against the code before, in the same run (docs/localisation.md,
"Cost").

For each game, the same positions (seeded random playouts, the same in both checkouts: the rules did not
change) are rendered whole (``renderer.board``: text, embed, alt text, picture and PNG) by the code of
``--baseline`` (unpacked from git) and by this checkout in each shipped language. Each run is a process of
its own per checkout and language (so each pays its own font, card and catalogue caches once, before the
timing). Each board is drawn ``--passes`` times and its best time kept, as ``timeit`` does (a busy moment of
a shared machine slows one pass, never the code); a row is the median over ``--runs`` runs of each run's
median per board, in milliseconds, and the peak memory Python allocated while rendering the boards again
(tracemalloc, MB, in a pass of its own: tracing slows allocation-heavy code unevenly), and the whole
process's peak resident memory (MB: the interpreter, the libraries, the catalogues, the fonts and the
boards), and what the process holds alone at the end (its private pages, Linux's smaps_rollup: resident
memory also counts the pages of a font file once for every size it is open at, pages the system shares
and can drop): just after its last board ("drawing"), and once it has given back what the C allocator
kept, as the bot does when no picture has been drawn for two seconds (``bot/render/heap.py``; "quiet":
code before it, the baseline's, holds the same in both). The ratio is after / before.

With ``--bot`` each process first imports the whole bot as ``tabletop-host run`` does (``bot.client``:
discord.py, aiohttp, the web companion, the cogs, storage), so its memory is a bot's that draws boards:
much of what the words need (attrs, time zones, resources) a bot imports anyway. A process's own memory
moves by several MB from one run to the next (how the allocator's arenas fall), so take several runs.
The bot before it had words in any other language (before Fluent and Babel) is ``--baseline d081054``.

    .venv/bin/python bench/renderwords.py [--baseline 28678f9] [--games gentoo,slither] [--runs 3] [--passes 3] [--bot]

Nothing here asserts a timing; it prints.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from search import checkout, run_in  # noqa: E402

BASELINE = "28678f9"  # the last commit before the games' words
GAMES = ("gentoo", "grimprospects", "slither", "giantsnail", "earthcrumbles")
LANGUAGES = ("en", "de", "ja")

WORKER = r"""
import importlib, json, random, resource, statistics, sys, time, tracemalloc

job = json.loads(sys.stdin.read())
if job["bot"]:  # the whole bot as ``tabletop-host run`` imports it: discord.py, the web, the cogs, storage
    importlib.import_module("bot.client")
from bot.catalogue.registry import GAMES
from engines import ENGINES

engine, renderer = ENGINES[job["game"]], GAMES[job["game"]].renderer
if hasattr(renderer, "in_language"):
    renderer = renderer.in_language(job["language"])
players = max(engine.min_players, min(3, engine.max_players))
names = [f"Player {i + 1}" for i in range(players)]
views = []
for seed in range(job["games"]):
    rng = random.Random(seed)
    state = engine.new_game(players, seed)
    for step in range(job["steps"]):
        if engine.outcome(state) is not None:
            break
        seat = min(engine.current_seats(state))
        state = engine.apply(state, seat, rng.choice(list(engine.legal_actions(state, seat))))
        if step % job["every"] == 0:
            views.append(engine.view(state, None))
renderer.board(views[0], names)  # the caches: fonts, cards, catalogues
times = [float("inf")] * len(views)
for _ in range(job["passes"]):  # each board's best pass, as timeit takes: what the code costs, not the machine
    for i, view in enumerate(views):
        start = time.perf_counter()
        renderer.board(view, names)
        times[i] = min(times[i], (time.perf_counter() - start) * 1000)
tracemalloc.start()  # apart from the timing, which tracing allocations would slow unevenly
for view in views:
    renderer.board(view, names)
peak = tracemalloc.get_traced_memory()[1] / 1e6
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kilobytes on Linux
tracemalloc.stop()


def own():  # what the process alone holds: its private pages, not the font files' pages it shares
    held = 0.0
    with open("/proc/self/smaps_rollup") as rollup:
        for line in rollup:
            if line.startswith(("Private_Clean:", "Private_Dirty:")):
                held += int(line.split()[1]) / 1024
    return held


drawing = own()
try:  # as the bot does once no picture has been drawn for a while (bot/render/heap.py); the code before did not
    from bot.render.heap import give_back
except ImportError:
    pass
else:
    give_back()
print(json.dumps({"ms": statistics.median(times), "mb": peak, "rss": rss, "own": own(), "drawing": drawing}))
"""


def measure(code: Path, game: str, language: str, args: argparse.Namespace) -> dict[str, float]:
    job: dict[str, Any] = {
        "game": game,
        "language": language,
        "games": args.positions,
        "steps": 200,
        "every": 40,
        "passes": args.passes,
        "bot": args.bot,
    }
    result: dict[str, float] = run_in(code, WORKER, job)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--baseline", default=BASELINE)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--positions", type=int, default=4, help="playouts per game (5 boards each)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--passes", type=int, default=3, help="times each board is drawn; its best counts")
    parser.add_argument(
        "--bot", action="store_true", help="each process imports the whole bot first (memory as a bot's)"
    )
    args = parser.parse_args()
    header = "| game | before ms | " + " | ".join(f"{lang} ms" for lang in LANGUAGES)
    header += " | worst ratio | before MB | " + " | ".join(f"{lang} MB" for lang in LANGUAGES)
    header += " | before process MB | " + " | ".join(f"{lang} process MB" for lang in LANGUAGES)
    header += " | before own MB drawing | " + " | ".join(f"{lang} drawing" for lang in LANGUAGES)
    header += " | before own MB quiet | " + " | ".join(f"{lang} quiet" for lang in LANGUAGES) + " |"
    print(header)
    print("|" + "---|" * (header.count("|") - 1))
    with tempfile.TemporaryDirectory() as folder:
        before_code = checkout(args.baseline, Path(folder))
        for game in args.games.split(","):
            rows: dict[str, list[dict[str, float]]] = {"before": [], **{lang: [] for lang in LANGUAGES}}
            for _ in range(args.runs):  # interleaved, so a busy moment falls on every column alike
                rows["before"].append(measure(before_code, game, "en", args))
                for lang in LANGUAGES:
                    rows[lang].append(measure(ROOT, game, lang, args))
            ms = {key: statistics.median(r["ms"] for r in runs) for key, runs in rows.items()}
            mb = {key: statistics.median(r["mb"] for r in runs) for key, runs in rows.items()}
            worst = max(ms[lang] for lang in LANGUAGES) / ms["before"]
            cells = [f"{ms['before']:.1f}", *(f"{ms[lang]:.1f}" for lang in LANGUAGES), f"{worst:.2f}"]
            cells += [f"{mb['before']:.2f}", *(f"{mb[lang]:.2f}" for lang in LANGUAGES)]
            rss = {key: statistics.median(r["rss"] for r in runs) for key, runs in rows.items()}
            cells += [f"{rss['before']:.0f}", *(f"{rss[lang]:.0f}" for lang in LANGUAGES)]
            for column in ("drawing", "own"):
                held = {key: statistics.median(r[column] for r in runs) for key, runs in rows.items()}
                cells += [f"{held['before']:.1f}", *(f"{held[lang]:.1f}" for lang in LANGUAGES)]
            print(f"| {game} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
