"""What words in every language cost: loading the catalogues (once per process, at start) and saying a
message, beside the code before, which formatted the same English with an f-string.

- **load**: ``bot.i18n.Catalogues()`` reads and parses the source language's ``.ftl`` files at start, and
  each other language's when first asked for; both timed in a fresh process each run (so nothing is
  cached), median of ``--runs``.
- **say**: per message, microseconds to say it (``Speaker(language)(id, **args)``) for a few messages the
  bot sends most (a turn's DM, the one DM's head, a settings label with a duration, a refusal), in each
  language, beside an f-string of the same English (the code before).

    .venv/bin/python bench/words.py              # a few seconds
    .venv/bin/python bench/words.py --runs 7

Nothing here asserts a result; it prints markdown tables.
"""

from __future__ import annotations

import argparse
import functools
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # first: bench/ holds a script named like the engines package

from bot.i18n import LANGUAGES, SOURCE, Speaker  # noqa: E402
from engines.phrasing import Duration, Listed, Words  # noqa: E402

# At start the source language is read (with the libraries); every other language when first asked for.
LOAD = (
    "import time; t = time.perf_counter(); from bot.i18n import LANGUAGES, Catalogues; c = Catalogues(); "
    "s = time.perf_counter(); [c.has('-', language) for language in LANGUAGES]; "
    "print(s - t, time.perf_counter() - s)"
)

# (message id, its arguments, the English the code before built by hand)
SAID: list[tuple[str, dict[str, Any], Any]] = [
    (
        "notice-your-move",
        {"title": "Gentoo Rules", "server": "Penguin Club", "link": "https://discord.com/channels/1/2/3"},
        lambda: (
            f"🔔 It's your move in **{'Gentoo Rules'}** ({'Penguin Club'}). {'https://discord.com/channels/1/2/3'}"
        ),
    ),
    (
        "inbox-head",
        {"waiting": 2, "running": 5, "updated": "<t:1:R>"},
        lambda: f"📬 **Your games**: {2} of {5} running games waiting for you (updated {'<t:1:R>'})",
    ),
    (
        "settings-option-after",
        {"wait": Duration(seconds=12 * 3600)},
        lambda: f"Only once a turn has waited {12} hours",
    ),
    (
        "notice-summed",
        {
            "title": "Gentoo Rules",
            "server": "Penguin Club",
            "said": Listed.of([Words(id="notice-summed-private"), Words(id="notice-ended")]),
            "link": "",
        },
        lambda: (
            f"**{'Gentoo Rules'}** ({'Penguin Club'}): {'; '.join(['your hand changed', 'the game has ended'])}"
        ),
    ),
]


def per_call(function: Any, calls: int) -> float:
    started = time.perf_counter()
    for _ in range(calls):
        function()
    return (time.perf_counter() - started) / calls * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--calls", type=int, default=2000)
    args = parser.parse_args()

    loads = [
        tuple(
            float(part)
            for part in subprocess.run(
                [sys.executable, "-c", LOAD], cwd=ROOT, capture_output=True, text=True, check=True
            ).stdout.split()
        )
        for _ in range(args.runs)
    ]
    at_start, the_rest = [run[0] for run in loads], [run[1] for run in loads]
    print(f"## Loading the catalogues (fresh process, median of {args.runs})\n")
    print("| what | median ms | max ms |\n|---|---|---|")
    print(
        f"| at start: the libraries and {SOURCE} | {statistics.median(at_start) * 1000:.0f} | {max(at_start) * 1000:.0f} |"
    )
    others = len(LANGUAGES) - 1
    print(
        f"| then the {others} other languages, on first use | {statistics.median(the_rest) * 1000:.0f} | {max(the_rest) * 1000:.0f} |\n"
    )

    print(f"## Saying a message, µs per message (median of {args.runs} runs of {args.calls:,})\n")
    print("| message | f-string (before) | " + " | ".join(LANGUAGES) + " |")
    print("|---|---|" + "---|" * len(LANGUAGES))
    for message_id, message_args, before in SAID:
        cells = [statistics.median(per_call(before, args.calls) for _ in range(args.runs))]
        for language in LANGUAGES:
            said = functools.partial(Speaker(language), message_id, **message_args)
            cells.append(statistics.median(per_call(said, args.calls) for _ in range(args.runs)))
        print(f"| {message_id} | " + " | ".join(f"{c:.1f}" for c in cells) + " |")


if __name__ == "__main__":
    main()
