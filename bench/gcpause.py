"""How long the garbage collector stops a bot's event loop: a full collection in a process that has loaded
what ``tabletop-host run`` loads (the bot's code, its catalogues' index, a bot object made from settings),
as ``bot.client.main`` leaves it (everything loaded frozen with ``gc.freeze()`` before the bot serves)
beside the same process without the freeze (the code before), each side a fresh process, interleaved.

A row: the objects a full collection walks, and its milliseconds (the median of ``--collections`` in a
process, then the median of ``--runs`` processes). Young collections, which run far more often, walk
only what is new and are the same on both sides.

    .venv/bin/python bench/gcpause.py              # a few seconds
    .venv/bin/python bench/gcpause.py --runs 7

Nothing here asserts a result; it prints a markdown table.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

WORKER = r"""
import gc, json, sys, time
from bot.client import make_bot
from bot.config import load_settings

settings = load_settings({"DISCORD_TOKEN": "bench", "TABLETOP_DATABASE": ":memory:"}, dotenv=False)
bot = make_bot(settings)
if sys.argv[1] == "frozen":
    gc.freeze()
gc.collect()
times = []
for _ in range(int(sys.argv[2])):
    start = time.perf_counter()
    gc.collect()
    times.append((time.perf_counter() - start) * 1000)
print(json.dumps({"objects": len(gc.get_objects()), "ms": sorted(times)[len(times) // 2]}))
"""

SIDES = ("not frozen", "frozen")


def once(side: str, collections: int) -> dict[str, float]:
    argument = "frozen" if side == "frozen" else "plain"
    done = subprocess.run(
        [sys.executable, "-c", WORKER, argument, str(collections)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    result: dict[str, float] = json.loads(done.stdout)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=5, help="processes per side (default 5)")
    parser.add_argument("--collections", type=int, default=9, help="full collections timed per process")
    args = parser.parse_args()
    found: dict[str, list[dict[str, float]]] = {side: [] for side in SIDES}
    for run in range(args.runs):
        for side in SIDES if run % 2 == 0 else SIDES[::-1]:  # each side first in every other run
            found[side].append(once(side, args.collections))
    print(
        "| bot process | objects a full collection walks | a full collection, ms (median) | runs' range, ms |"
    )
    print("|---|---|---|---|")
    for side in SIDES:
        objects = statistics.median(r["objects"] for r in found[side])
        times = [r["ms"] for r in found[side]]
        print(
            f"| {side} | {objects:,.0f} | {statistics.median(times):.1f} | {min(times):.1f}-{max(times):.1f} |"
        )


if __name__ == "__main__":
    main()
