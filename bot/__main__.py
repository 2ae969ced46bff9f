"""Command line entry point: ``python -m bot`` (or ``python -m bot run``) starts the Discord bot;
``python -m bot play <game> ...`` plays a game in the terminal; ``python -m bot play --list`` lists games;
``python -m bot web`` serves the web companion on its own, without a Discord token (docs/web.md).

The Discord client is imported only for ``run``, so terminal play works without it.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import inspect
import json
import logging
import os
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from bot.i18n import LANGUAGES

EPILOG = """examples:
  python -m bot play gentoo --players 3 --ai 2        you against two AI players
  python -m bot play gentoo --players 3 --ai 3        watch three AI players
  python -m bot play gentoo --ai 2 --seat 2 --seed 7  sit in seat 2 of game 7
  python -m bot play --list                           the games and AI players available
"""


class PlayHelp(argparse.Action):
    """``play --help``, and after a game's key (``play slither --help``) that game's seats and options."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, *_: Any) -> None:
        parser.print_help()
        game = getattr(namespace, "game", None)
        if game:
            print()
            print(game_help(game))
        parser.exit()


def game_help(key: str) -> str:
    """One game, as a terminal player chooses its setup: players, seats, options and AI players."""
    from bot.catalogue.registry import GAMES
    from bot.terminal.guidebook import wrap
    from bot.terminal.play import players_sentence

    spec = GAMES.get(key)
    if spec is None:
        return f"There is no game called {key!r}. Games: {', '.join(GAMES)}."
    engine = spec.engine
    lines = [f"{engine.title}: {players_sentence(engine)} (--players)."]
    roles = [engine.seat_role(seat, engine.max_players) for seat in range(engine.max_players)]
    if any(roles):
        runs: list[tuple[int, int, str]] = []  # first seat, last seat, role (seats counted from 1)
        for seat, role in enumerate(roles, 1):
            if runs and runs[-1][2] == role:
                runs[-1] = (runs[-1][0], seat, role or "")
            else:
                runs.append((seat, seat, role or ""))
        seats = "; ".join(f"seat {a}: {r}" if a == b else f"seats {a}-{b}: {r}" for a, b, r in runs)
        lines.append(wrap(f"Seats (--seat): {seats}."))
    if "first_player" in engine.seat_options:
        lines.append("Who goes first: --first N (default: drawn at random).")
    guide = spec.guide.spoken("terminal") if spec.guide is not None else None
    if guide is not None and guide.options:
        lines.append("Options (--option NAME=VALUE, repeatable):")
        lines.append(wrap(guide.options_help(), indent="  "))
    kinds = ", ".join(f"{kind.name} ({kind.label}: {kind.description})" for kind in spec.ai_kinds)
    lines.append(wrap(f"AI players (--agent): {kinds}."))
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bot",
        description="Tabletop Host: run the Discord bot, or play a game in this terminal.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = parser.add_subparsers(dest="command", metavar="{run,play,health,web}")
    commands.add_parser("run", help="start the Discord bot (the default when no command is given)")
    commands.add_parser(
        "health",
        help="exit 0 if the bot on this database is running and connected (for a container health check)",
    )
    commands.add_parser(
        "web",
        help="serve the web companion alone, without Discord (needs TABLETOP_WEB_URL; see docs/web.md)",
    )
    play = commands.add_parser(
        "play",
        help="play a game in this terminal against AI players, or watch AIs play",
        description="Play a full game in this terminal. You see only what your seat may see.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        add_help=False,
    )
    play.add_argument(
        "-h",
        "--help",
        action=PlayHelp,
        nargs=0,
        help="show this help (after a game: that game's seats and options)",
    )
    play.add_argument("game", nargs="?", help="the game's key (see --list), for example gentoo")
    play.add_argument("--list", action="store_true", help="list the games and AI players, then exit")
    play.add_argument("--players", type=int, help="number of seats (default: 3 where the game allows)")
    play.add_argument(
        "--ai",
        type=int,
        help="how many seats AI players take (default: all but one; equal to --players to watch)",
    )
    play.add_argument(
        "--seat",
        type=int,
        default=1,
        help="your seat, counted from 1 (default 1); with several humans, the first of theirs",
    )
    play.add_argument("--seed", type=int, help="the game's seed, to replay a game (default: random)")
    play.add_argument(
        "--agent",
        default="mcts",
        help="the AI players: mcts (strong, the default), greedy, random (see --list)",
    )
    play.add_argument(
        "--iterations",
        type=int,
        help="how far the strong AI searches each decision (default 400, about half a second): the same "
        "--seed and the same choices then replay the same game",
    )
    play.add_argument(
        "--budget",
        type=float,
        help="seconds the strong AI searches each decision, instead of --iterations (a game then does not "
        "replay exactly)",
    )
    play.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option, for example --option thaw_snow_to=removed (repeatable)",
    )
    play.add_argument(
        "--first",
        type=int,
        metavar="SEAT",
        help="who goes first, counted from 1, in games where the host may choose (default: random)",
    )
    play.add_argument("--delay", type=float, default=0.0, help="pause this many seconds after each AI move")
    play.add_argument(
        "--lang",
        choices=LANGUAGES,
        help="the language the game speaks: en, de or ja (default: your system's, else English)",
    )
    return parser


def parse_options(pairs: Sequence[str]) -> dict[str, Any]:
    """NAME=VALUE pairs; values that read as JSON (numbers, true/false) become those values."""
    options: dict[str, Any] = {}
    for pair in pairs:
        name, sep, raw = pair.partition("=")
        if not sep or not name:
            raise ValueError(f"Options are written NAME=VALUE, not {pair!r}.")
        try:
            options[name] = json.loads(raw)
        except ValueError:
            options[name] = raw
    return options


def list_games() -> str:
    from bot.ai.agents import GENERIC_KINDS
    from bot.catalogue.registry import GAMES

    if not GAMES:
        return "No games are registered yet."
    lines = ["Games:"]
    for key, spec in GAMES.items():
        engine = spec.engine
        players = (
            str(engine.min_players)
            if engine.min_players == engine.max_players
            else f"{engine.min_players}-{engine.max_players}"
        )
        board = "" if spec.renderer is not None else "  (no text board yet)"
        extra = [kind.name for kind in spec.agents]
        agents = f"  extra AI: {', '.join(extra)}" if extra else ""
        lines.append(f"  {key:<16} {engine.title}, {players} players{board}{agents}")
    lines.append(
        "AI players (--agent): " + ", ".join(f"{k.name} ({k.label}: {k.description})" for k in GENERIC_KINDS)
    )
    lines.append("A game's seats, options and own AI players: python -m bot play <game> --help")
    return "\n".join(lines)


def run_play(args: argparse.Namespace) -> int:
    from bot.catalogue.registry import GAMES
    from bot.i18n import said
    from bot.terminal.play import play, system_language
    from engines.base import GameError

    if args.list:
        print(list_games())
        return 0
    if not args.game:
        print("Name the game to play, for example: python -m bot play gentoo")
        print(list_games())
        return 2
    spec = GAMES.get(args.game)
    if spec is None:
        known = ", ".join(GAMES) or "none yet"
        print(f"There is no game called {args.game!r}. Games: {known}.")
        return 2
    language = args.lang or system_language(
        {
            "LC_ALL": os.environ.get("LC_ALL", ""),
            "LC_MESSAGES": os.environ.get("LC_MESSAGES", ""),
            "LANG": os.environ.get("LANG", ""),
        }
    )
    try:
        return play(
            spec,
            players=args.players,
            ai=args.ai,
            seat=args.seat,
            seed=args.seed,
            agent_name=args.agent,
            budget_s=args.budget,
            iterations=args.iterations,
            options=parse_options(args.option),
            first=args.first,
            delay_s=args.delay,
            language=language,
        )
    except GameError as exc:  # a setup the game refuses, said in the terminal's language
        print(said(exc.words, language) if exc.words is not None else exc)
        return 2
    except ValueError as exc:
        print(exc)
        return 2


def run_bot() -> int:
    try:
        client = importlib.import_module("bot.client")
    except ModuleNotFoundError as exc:
        if exc.name != "bot.client":
            raise
        print("The Discord bot cannot start yet: bot/client.py does not exist in this checkout.")
        return 1
    result = client.main()
    if inspect.iscoroutine(result):
        result = asyncio.run(result)
    return result if isinstance(result, int) else 0


def run_health() -> int:
    from bot.client import health_check
    from bot.config import health_file_from

    healthy, sentence = health_check(*health_file_from())
    print(sentence)
    return 0 if healthy else 1


def run_web() -> int:
    from bot.web.serve import main as serve_web

    return serve_web()


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "play":
        return run_play(args)
    if args.command == "health":
        return run_health()
    if args.command == "web":
        return run_web()
    return run_bot()


def leave(code: int) -> NoReturn:
    """End the process once a command is done: its stop has closed all it opened (the bot's client and
    database, the web companion's streams, threads and database) and the log is written, so the process
    leaves at once, without tearing down every module's objects one by one, which on a busy machine takes
    seconds that a process manager waiting for the exit after SIGTERM counts as a hang."""
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


if __name__ == "__main__":
    leave(main())
