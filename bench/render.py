"""Board rendering speed and PNG size for every game's renderer, on positions from seeded random playouts.

Prints one table per game, one row per player count, each number the median over ``--runs`` runs of that
run's statistic (a run renders every sampled position ``--repeat`` times):
  board     RENDERER.board(): text, embed fields, alt text, drawing and PNG encoding (p50 and p99, ms)
  draw      drawing the picture only (p50, ms), where the renderer draws and encodes in separate steps
  encode    encoding that picture as PNG (p50, ms), likewise
  png       PNG size (median and largest, KB)
  blank     the baseline: the game's own encoding of a blank image of the board's size (draw.encode_png
            where the renderer has no encoding step of its own), in the same run (p50, ms): what a board
            of that size costs before anything is drawn on it
Then a summary, one line per game at its largest player count, as a Markdown table (docs/performance.md).
Timings are wall-clock on whatever else the machine is doing; the first render of a process also fills
the font and card caches, so one warm-up board is drawn before timing. A game marked ``late`` is sampled
from the second half of its playouts only (As The Earth Crumbles: built Sites, full Reserves and discard
pile, the final scores), the boards its players look at longest.

    .venv/bin/python bench/render.py [--positions 30] [--repeat 2] [--runs 5] [--games gentoo slither ...]
"""

from __future__ import annotations

import argparse
import io
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PIL import Image  # noqa: E402

from bot.catalogue.registry import GAMES as REGISTRY  # noqa: E402
from bot.render import draw as d  # noqa: E402
from bot.render import earthcrumbles, gentoo, giantsnail, grimprospects, slither  # noqa: E402
from bot.render.protocol import RenderedBoard  # noqa: E402
from engines import ENGINES  # noqa: E402

NAMES = ["Alice", "Bob the Builder", "Zoë Ørsted", "Dan 🐧", "Ève-Marie Lindqvist"]

Draw = Callable[[Any, Sequence[str]], Image.Image]
Encode = Callable[[Image.Image], bytes]


@dataclass(frozen=True)
class BenchGame:
    """A game as the bench renders it: its registered renderer, and its drawing and encoding steps where
    the renderer exposes them apart."""

    key: str
    player_counts: tuple[int, ...]
    late: bool = False  # sample the second half of each playout only
    draw: Draw | None = None
    encode: Encode | None = None

    @property
    def title(self) -> str:
        title: str = ENGINES[self.key].title
        return title

    def board(self, view: Any, names: Sequence[str]) -> RenderedBoard:
        renderer = REGISTRY[self.key].renderer
        assert renderer is not None
        return renderer.board(view, names)


GAMES = {
    game.key: game
    for game in (
        BenchGame("gentoo", (2, 3, 4), draw=gentoo.draw_board, encode=gentoo.encode),
        BenchGame("grimprospects", (3,), draw=grimprospects.draw_board, encode=grimprospects.encode),
        BenchGame("slither", (5,), draw=slither.draw_board, encode=slither.encode),
        BenchGame("giantsnail", (3,), draw=giantsnail.draw_board, encode=giantsnail.encode),  # always three
        BenchGame(
            "earthcrumbles", (5,), late=True, draw=earthcrumbles.draw_board, encode=earthcrumbles.encode
        ),
    )
}


def pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def sample_positions(key: str, num_players: int, count: int, seed: int = 1, late: bool = False) -> list[Any]:
    """``count`` public views spread evenly over seeded random playouts, the finished game included;
    ``late``: over the second half of each playout only."""
    engine = ENGINES[key]
    views: list[Any] = []
    game = 0
    while len(views) < count:
        state = engine.new_game(num_players, seed + game)
        rng = random.Random(seed + game)
        playout = [engine.view(state, None)]
        while engine.outcome(state) is None:
            seat = min(engine.current_seats(state))
            state = engine.apply(state, seat, rng.choice(list(engine.legal_actions(state, seat))))
            playout.append(engine.view(state, None))
        if late:
            playout = playout[len(playout) // 2 :]
        want = min(count - len(views), len(playout))
        stride = max(1, (len(playout) - 1) // max(1, want - 1))
        picked = [*playout[::stride][: want - 1], playout[-1]]
        views.extend(picked)
        game += 1
    return views


def one_run(game: BenchGame, views: Sequence[Any], names: Sequence[str], repeat: int) -> dict[str, float]:
    board_ms: list[float] = []
    draw_ms: list[float] = []
    encode_ms: list[float] = []
    blank_ms: list[float] = []
    sizes: list[int] = []
    for _ in range(repeat):
        for view in views:
            t0 = time.perf_counter()
            board = game.board(view, names)
            board_ms.append((time.perf_counter() - t0) * 1000)
            assert board.image_png is not None
            sizes.append(len(board.image_png))
            shown = Image.open(io.BytesIO(board.image_png))
            if game.draw is not None and game.encode is not None:
                t1 = time.perf_counter()
                image = game.draw(view, names)
                t2 = time.perf_counter()
                game.encode(image)
                draw_ms.append((t2 - t1) * 1000)
                encode_ms.append((time.perf_counter() - t2) * 1000)
            blank = Image.new("RGB", shown.size, shown.convert("RGB").getpixel((0, 0)))  # type: ignore[arg-type]
            t4 = time.perf_counter()
            (game.encode or d.encode_png)(blank)
            blank_ms.append((time.perf_counter() - t4) * 1000)
    nan = float("nan")
    return {
        "board_p50": statistics.median(board_ms),
        "board_p99": pct(board_ms, 0.99),
        "draw_p50": statistics.median(draw_ms) if draw_ms else nan,
        "encode_p50": statistics.median(encode_ms) if encode_ms else nan,
        "png_med": statistics.median(sizes) / 1000,
        "png_max": max(sizes) / 1000,
        "blank_p50": statistics.median(blank_ms),
    }


def ms(value: float) -> str:
    return "-" if value != value else f"{value:.1f}ms"  # NaN: the step is not separate


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--positions", type=int, default=30, help="positions per player count")
    parser.add_argument("--repeat", type=int, default=2, help="renders of each position per run")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", nargs="*", help=f"game keys (default: all of {', '.join(GAMES)})")
    args = parser.parse_args(argv)
    keys = args.games or list(GAMES)
    unknown = [k for k in keys if k not in GAMES]
    if unknown:
        parser.error(f"unknown games: {', '.join(unknown)}; benchmarked: {', '.join(GAMES)}")

    font_note = "Pillow built-in font" if d.font(18).builtin else str(d.font(18).pil.path)
    print(f"font: {font_note}")
    summary: list[str] = []
    for i, key in enumerate(keys):
        game = GAMES[key]
        if i:
            print()
        print(
            f"{game.title} board rendering, {args.positions} positions x {args.repeat} per run, {args.runs} runs"
        )
        header = (
            f"{'players':>7} {'size px':>9} {'board p50':>9} {'board p99':>9} {'draw p50':>8} "
            f"{'encode p50':>10} {'png med KB':>10} {'png max KB':>10} {'blank p50':>9}"
        )
        print(header)
        print("-" * len(header))
        for num_players in game.player_counts:
            views = sample_positions(key, num_players, args.positions, late=game.late)
            names = NAMES[:num_players]
            warm = game.board(views[0], names)  # warm the font and card caches
            assert warm.image_png is not None
            width, height = Image.open(io.BytesIO(warm.image_png)).size
            runs = [one_run(game, views, names, args.repeat) for _ in range(args.runs)]
            med = {stat: statistics.median(run[stat] for run in runs) for stat in runs[0]}
            print(
                f"{num_players:>7} {f'{width}x{height}':>9} {ms(med['board_p50']):>9} {ms(med['board_p99']):>9} "
                f"{ms(med['draw_p50']):>8} {ms(med['encode_p50']):>10} {med['png_med']:>10.1f} "
                f"{med['png_max']:>10.1f} {ms(med['blank_p50']):>9}"
            )
        summary.append(
            f"| {game.title} ({num_players}p) | {width}x{height} | {med['board_p50']:.1f} ms | "
            f"{med['board_p99']:.1f} ms | {med['png_med']:.1f} / {med['png_max']:.1f} KB | {med['blank_p50']:.1f} ms |"
        )
    print()
    print("| game (players) | size px | board p50 | board p99 | PNG median / max | blank-image encode p50 |")
    print("|---|---|---|---|---|---|")
    print("\n".join(summary))


if __name__ == "__main__":
    main()
