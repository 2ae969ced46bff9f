"""Organised play, measured (docs/tournaments.md, "Measured"). Three tables:

1. **Pairing time**: 7 Swiss rounds of 16, 128 and 1,024 players at tables of 2, 3 and 4 filled from the
   top (``bot.session.pairing.swiss_round``), and at tables of 2 the Dutch way (``bot.session.dutch``),
   each round paired on standings made of random results, with the meetings (and for the Dutch way the
   seats, floats and byes) of the rounds before: milliseconds per round (median and slowest), and the
   repeat meetings all 7 rounds made.
2. **Repeats against the best possible** on small fields (6 to 12 players, 7 rounds, so repeats are
   unavoidable from some round on): the repeats each round's pairing made, summed, against the fewest
   any seating had (found by trying every seating), for the exact search and for the fallback used when
   the search's budget runs out (greedy tables improved by swaps).
3. **A whole tournament of 16 players** simulated in-process from sign-up to podium, through the
   services (no Discord): each player's moves chosen by an AI agent and made as their clicks; the time of
   each round (pairing, opening the tables, playing them, the next pairing) and the moves made.

    .venv/bin/python bench/tournaments.py             # all three (about a minute on 2 cores)
    .venv/bin/python bench/tournaments.py --quick     # smaller
    .venv/bin/python bench/tournaments.py --markdown  # tables as Markdown

Nothing here asserts a timing; it prints.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from fractions import Fraction
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.ai.agents import GreedyAgent  # noqa: E402
from bot.services import build_services  # noqa: E402
from bot.session.dutch import DutchHistory, dutch_round  # noqa: E402
from bot.session.dutchfield import Float  # noqa: E402
from bot.session.organisedplay import Format, Seeding, TournamentSettings, default_pairing  # noqa: E402
from bot.session.pairing import Meetings, RoundPlan, fill_tables, repeats, swiss_round, table_sizes  # noqa: E402
from bot.session.records import SessionStatus  # noqa: E402
from bot.session.seatbalance import FIRST, SECOND  # noqa: E402
from bot.store import Storage  # noqa: E402


def table(headers: Sequence[str], rows: Sequence[Sequence[object]], markdown: bool) -> str:
    cells = [[str(c) for c in row] for row in rows]
    if markdown:
        lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
        lines += ["| " + " | ".join(row) + " |" for row in cells]
        return "\n".join(lines)
    widths = [max(len(h), *(len(r[i]) for r in cells)) for i, h in enumerate(headers)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True))]
    lines += ["  ".join(c.rjust(w) for c, w in zip(row, widths, strict=True)) for row in cells]
    return "\n".join(lines)


# ---- 1. pairing time ------------------------------------------------------------------------------------


def swiss_run(
    players: int, size: int, rounds: int, seed: int, dutch: bool = False
) -> tuple[list[float], int]:
    """``rounds`` Swiss rounds on random results: each round's pairing time (s), and the repeats made.
    ``dutch``: tables of two paired the Dutch way, with the seats and floats each round leaves."""
    rng = random.Random(seed)
    points = dict.fromkeys(range(players), Fraction(0))
    meetings = Meetings()
    byes: dict[int, int] = {}
    seats: dict[int, list[int]] = {p: [] for p in points}
    floats: dict[int, list[Float | None]] = {p: [None, None] for p in points}
    numbers = {p: p + 1 for p in points}
    times, made = [], 0
    for _ in range(rounds):
        order = sorted(points, key=lambda p: (-points[p], p))
        started = time.perf_counter()
        plan: RoundPlan[int]
        if dutch:
            plan = dutch_round(order, points, DutchHistory(meetings, byes, seats, floats, numbers))
        else:
            plan = swiss_round(order, size, 2, meetings, byes)
        times.append(time.perf_counter() - started)
        made += repeats(plan.tables, meetings)
        floats = {p: [None, had[0]] for p, had in floats.items()}
        for t in plan.tables:
            meetings.add_table(t)
            if len(t) == 2:
                seats[t[0]].append(FIRST)
                seats[t[1]].append(SECOND)
                if points[t[0]] != points[t[1]]:
                    high, low = sorted(t, key=lambda p: -points[p])
                    floats[high][0], floats[low][0] = Float.DOWN, Float.UP
            for place, p in enumerate(rng.sample(t, len(t))):
                points[p] += Fraction(len(t) - 1 - place, len(t) - 1)
        for p in plan.byes:
            byes[p] = byes.get(p, 0) + 1
            points[p] += Fraction(1, 2)
            floats[p][0] = Float.DOWN
    return times, made


def pairing_times(fields: Sequence[int], markdown: bool) -> str:
    rows = []
    for players in fields:
        for size, dutch in ((2, True), (2, False), (3, False), (4, False)):
            times, made = swiss_run(players, size, 7, seed=players * 10 + size, dutch=dutch)
            rows.append(
                (
                    players,
                    f"{size} Dutch" if dutch else f"{size} top-down",
                    f"{statistics.median(times) * 1000:.1f}",
                    f"{max(times) * 1000:.1f}",
                    f"{sum(times) * 1000:.0f}",
                    made,
                )
            )
    return table(("players", "table", "ms/round (median)", "slowest", "7 rounds", "repeats"), rows, markdown)


# ---- 2. repeats against the best possible ------------------------------------------------------------------


def every_seating(order: Sequence[int], sizes: Sequence[int]) -> Iterator[list[tuple[int, ...]]]:
    """Every way to seat ``order`` at tables of ``sizes``, each once: the first player's table is chosen
    among the sizes left, then the rest are seated the same way."""
    if not order:
        yield []
        return
    first, rest = order[0], list(order[1:])
    for size in sorted(set(sizes), reverse=True):
        others = list(sizes)
        others.remove(size)
        for companions in combinations(rest, size - 1):
            chosen = set(companions)
            for tail in every_seating([p for p in rest if p not in chosen], others):
                yield [(first, *companions), *tail]


def repeats_against_best(fields: Sequence[tuple[int, int]], markdown: bool) -> str:
    rows = []
    for players, size in fields:
        exact = fallback = best = 0
        worse_rounds = 0
        for seed in range(5):
            rng = random.Random(seed)
            meetings = Meetings()
            for _ in range(7):
                order = list(range(players))
                rng.shuffle(order)
                sizes, _ = table_sizes(players, size, 2)
                found = fill_tables(order, sizes, meetings, None)
                quick = fill_tables(order, sizes, meetings, budget=0)
                fewest = min(repeats(t, meetings) for t in every_seating(order, sizes))
                exact += repeats(found, meetings)
                fallback += repeats(quick, meetings)
                best += fewest
                worse_rounds += repeats(quick, meetings) > fewest
                for t in found:
                    meetings.add_table(t)
        rows.append(
            (
                players,
                size,
                best,
                exact,
                f"{exact / best:.2f}" if best else "-",
                fallback,
                f"{fallback / best:.2f}" if best else "-",
                f"{worse_rounds}/35",
            )
        )
    headers = (
        "players",
        "table",
        "fewest possible",
        "exact search",
        "share",
        "fallback",
        "share",
        "fallback rounds above",
    )
    return table(headers, rows, markdown)


# ---- 3. a whole tournament ---------------------------------------------------------------------------------


async def whole_tournament(game: str, size: int, rounds: int, players: int, markdown: bool) -> str:
    """Sign-up to podium through the services, each player's moves chosen by the greedy agent."""
    agent = GreedyAgent()
    rng = random.Random(1)
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        storage = await Storage.open(Path(folder) / "bench.sqlite3", durable=False)
        try:
            services = build_services(storage)
            engine = services.games.engines[game]
            settings = TournamentSettings(
                name="Bench Cup",
                game=game,
                format=Format.SWISS,
                table_size=size,
                rounds=rounds,
                seeding=Seeding.RANDOM,
                pairing=default_pairing(size),
            )
            started = time.perf_counter()
            tournament = await services.registrations.create(1, 10, 11, 999, "Org", settings)
            for user in range(1, players + 1):
                await services.registrations.join(tournament.id, user, f"AI player {user}")
            tournament = await services.registrations.start(tournament.id, 999)
            signup = time.perf_counter() - started
            total_moves = 0
            for number in range(1, rounds + 1):
                began = time.perf_counter()
                for planned in tournament.round_tables(number):
                    await services.openings.open(planned, 100_000 + planned.id, 11)
                    await storage.planned.greeted(planned.id)
                opened = time.perf_counter() - began
                tournament = await services.registrations.load(tournament.id)
                moves = 0
                for planned in tournament.round_tables(number):
                    while True:
                        game_now = await services.games.load(planned.session_id or "")
                        if game_now.status != SessionStatus.RUNNING or game_now.state is None:
                            break
                        seat = min(game_now.to_act)
                        action = agent.choose(engine, game_now.state, seat, rng)
                        user = game_now.session.seats[seat].user_id or 0
                        await services.moves.submit(
                            planned.session_id or "",
                            user,
                            game_now.n(seat),
                            engine.action_id(action),
                            seat=seat,
                        )
                        moves += 1
                played = time.perf_counter() - began - opened
                paired = time.perf_counter()
                tournament = await services.tournament_rounds.advance(tournament.id) or tournament
                paired = time.perf_counter() - paired
                total_moves += moves
                rows.append(
                    (
                        number,
                        len(tournament.round_tables(number)),
                        f"{opened * 1000:.0f}",
                        moves,
                        f"{played:.1f}",
                        f"{played / moves * 1000:.1f}",
                        f"{paired * 1000:.0f}",
                    )
                )
            total = time.perf_counter() - started
        finally:
            await storage.close()
    podium = tournament.record.status.value
    head = (
        f"{players} players, {engine.title} at tables of {size}, {rounds} Swiss rounds: sign-up and round 1"
        f" paired in {signup * 1000:.0f} ms; whole tournament {total:.1f} s, {total_moves} moves ({podium})"
    )
    body = table(
        ("round", "tables", "opening ms", "moves", "played s", "ms/move", "next pairing ms"), rows, markdown
    )
    return f"{head}\n\n{body}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--game", default="slither")
    parser.add_argument("--table", type=int, default=4)
    args = parser.parse_args()
    fields = (16, 128) if args.quick else (16, 128, 1024)
    print("Pairing time, 7 Swiss rounds on random results\n")
    print(pairing_times(fields, args.markdown))
    small = [(6, 2), (8, 2), (6, 3), (9, 3)]
    if not args.quick:
        small += [(10, 2), (12, 2), (12, 3), (8, 4), (12, 4)]
    print("\nRepeat meetings against the fewest possible (7 rounds, 5 runs each)\n")
    print(repeats_against_best(small, args.markdown))
    print("\nA whole tournament through the services\n")
    rounds = 2 if args.quick else 4
    print(asyncio.run(whole_tournament(args.game, args.table, rounds, 16, args.markdown)))


if __name__ == "__main__":
    main()
