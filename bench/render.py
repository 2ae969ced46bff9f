"""Board rendering speed and PNG size: each game's renderer (Gentoo Rules, Giant Snail Will Not Prevail!,
As The Earth Crumbles) on positions from seeded random playouts.

Prints one table per game, one row per player count, each number the median over ``--runs`` runs of that
run's statistic (a run renders every sampled position ``--repeat`` times):
  board     RENDERER.board(): text, embed fields, drawing and PNG encoding (median and p99, ms)
  draw      drawing the picture only (median, ms)
  encode    mapping it to the board palette and encoding it as PNG (median, ms)
  png       PNG size (median and largest, KB)
  blank     the baseline: the same encoding of a blank image of the same size, in the same run (median, ms)
Timings are wall-clock on whatever else the machine is doing; the first render of a process also fills
the font and card caches, so one warm-up board is drawn before timing. A game marked ``late`` is sampled
from the second half of its playouts only (As The Earth Crumbles: built Sites, full Reserves and discard
pile, the final scores), the boards its players look at longest.

    .venv/bin/python bench/render.py [--positions 30] [--repeat 2] [--runs 5] [--games gentoo giantsnail earthcrumbles]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PIL import Image  # noqa: E402

from bot.render import draw as d  # noqa: E402
from bot.render import earthcrumbles, gentoo, giantsnail  # noqa: E402
from bot.render.base import RenderedBoard  # noqa: E402
from engines import ENGINES  # noqa: E402

NAMES = ["Alice", "Bob the Builder", "Zoë Ørsted", "Dan 🐧", "Ève-Marie Lindqvist"]


@dataclass(frozen=True)
class BenchGame:
    """A game's renderer module as the bench uses it: ``RENDERER``, ``draw_board``, ``encode`` and ``BG``."""

    key: str
    module: ModuleType
    player_counts: tuple[int, ...]
    late: bool = False  # sample the second half of each playout only

    @property
    def title(self) -> str:
        title: str = ENGINES[self.key].title
        return title

    def board(self, view: Any, names: Sequence[str]) -> RenderedBoard:
        result: RenderedBoard = self.module.RENDERER.board(view, names)
        return result

    @property
    def draw_board(self) -> Callable[[Any, Sequence[str]], Image.Image]:
        draw: Callable[[Any, Sequence[str]], Image.Image] = self.module.draw_board
        return draw

    @property
    def encode(self) -> Callable[[Image.Image], bytes]:
        encode: Callable[[Image.Image], bytes] = self.module.encode
        return encode

    @property
    def bg(self) -> tuple[int, int, int]:
        bg: tuple[int, int, int] = self.module.BG
        return bg


GAMES = {
    game.key: game
    for game in (
        BenchGame("gentoo", gentoo, (2, 3, 4)),
        BenchGame("giantsnail", giantsnail, (3,)),  # three players, always
        BenchGame("earthcrumbles", earthcrumbles, (5,), late=True),  # the largest board: five players
    )
}


def pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def sample_positions(key: str, num_players: int, count: int, seed: int = 1, late: bool = False) -> list[Any]:
    """``count`` views spread evenly over seeded random playouts, the finished game included; ``late``:
    over the second half of each playout only."""
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
            t1 = time.perf_counter()
            image = game.draw_board(view, names)
            t2 = time.perf_counter()
            game.encode(image)
            t3 = time.perf_counter()
            blank = Image.new("RGB", image.size, game.bg)
            t4 = time.perf_counter()
            game.encode(blank)
            t5 = time.perf_counter()
            assert board.image_png is not None
            sizes.append(len(board.image_png))
            board_ms.append((t1 - t0) * 1000)
            draw_ms.append((t2 - t1) * 1000)
            encode_ms.append((t3 - t2) * 1000)
            blank_ms.append((t5 - t4) * 1000)
    return {
        "board_med": statistics.median(board_ms),
        "board_p99": pct(board_ms, 0.99),
        "draw_med": statistics.median(draw_ms),
        "encode_med": statistics.median(encode_ms),
        "png_med": statistics.median(sizes) / 1000,
        "png_max": max(sizes) / 1000,
        "blank_med": statistics.median(blank_ms),
    }


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
    for i, key in enumerate(keys):
        game = GAMES[key]
        if i:
            print()
        print(
            f"{game.title} board rendering, {args.positions} positions x {args.repeat} per run, "
            f"{args.runs} runs"
        )
        header = (
            f"{'players':>7} {'size px':>9} {'board med':>9} {'board p99':>9} {'draw med':>8} "
            f"{'encode med':>10} {'png med KB':>10} {'png max KB':>10} {'blank med':>9}"
        )
        print(header)
        print("-" * len(header))
        for num_players in game.player_counts:
            views = sample_positions(key, num_players, args.positions, late=game.late)
            names = NAMES[:num_players]
            game.board(views[0], names)  # warm the font and card caches
            runs = [one_run(game, views, names, args.repeat) for _ in range(args.runs)]
            med = {stat: statistics.median(run[stat] for run in runs) for stat in runs[0]}
            width, height = game.draw_board(views[0], names).size
            print(
                f"{num_players:>7} {f'{width}x{height}':>9} {med['board_med']:>8.1f}ms {med['board_p99']:>7.1f}ms "
                f"{med['draw_med']:>6.1f}ms {med['encode_med']:>8.1f}ms {med['png_med']:>10.1f} "
                f"{med['png_max']:>10.1f} {med['blank_med']:>7.1f}ms"
            )


if __name__ == "__main__":
    main()
