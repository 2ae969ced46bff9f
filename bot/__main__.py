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
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from bot.i18n import SOURCE, Speaker
from bot.terminal.commandline import (
    Misread,
    add_play,
    chosen_language,
    list_games,
    misread_arguments,
    name_the_game,
    unknown_game,
)

EPILOG = """examples:
  python -m bot play gentoo --players 3 --ai 2        you against two AI players
  python -m bot play gentoo --players 3 --ai 3        watch three AI players
  python -m bot play gentoo --ai 2 --seat 2 --seed 7  sit in seat 2 of game 7
  python -m bot play --list                           the games and AI players available
"""


def build_parser(language: str = SOURCE) -> argparse.ArgumentParser:
    """The command line; ``play``'s help in ``language`` (``bot.terminal.commandline``)."""
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
    add_play(commands, Speaker(language))
    return parser


def parse_options(pairs: Sequence[str]) -> dict[str, Any]:
    """NAME=VALUE pairs; values that read as JSON (numbers, true/false) become those values. A pair without
    its "=" is refused in words (``IllegalAction``)."""
    from bot.i18n import refused

    options: dict[str, Any] = {}
    for pair in pairs:
        name, sep, raw = pair.partition("=")
        if not sep or not name:
            raise refused("terminal-setup-option-form", typed=pair)
        try:
            options[name] = json.loads(raw)
        except ValueError:
            options[name] = raw
    return options


def run_play(args: argparse.Namespace, language: str) -> int:
    """A game in the terminal, said in ``language`` (``--lang``, else the system's)."""
    from bot.catalogue.registry import GAMES
    from bot.i18n import said
    from bot.terminal.play import play
    from engines.base import GameError

    language = args.lang or language  # --lang as argparse read it, an abbreviation ("--lan de") included
    say = Speaker(language)
    if args.list:
        print(list_games(say))
        return 0
    if not args.game:
        print(name_the_game(say))
        print(list_games(say))
        return 2
    spec = GAMES.get(args.game)
    if spec is None:
        print(unknown_game(args.game, say))
        return 2
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
    given = sys.argv[1:] if argv is None else list(argv)
    # play's help and words in its player's language; the bot's own commands are an operator's, in English
    language = chosen_language(given) if "play" in given[:2] else SOURCE
    try:
        args, extra = build_parser(language).parse_known_args(given)
    except Misread as refusal:  # a value play cannot take, said in its player's language
        print(refusal)
        return 2
    if extra:
        if args.command != "play":
            build_parser().error(f"unrecognized arguments: {' '.join(extra)}")
        print(misread_arguments(extra, Speaker(args.lang or language)))
        return 2
    if args.command == "play":
        return run_play(args, language)
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
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:  # whoever read the output left before its end
        code = code or CLOSED_OUTPUT
    os._exit(code)


CLOSED_OUTPUT = 1  # as a game in the terminal ends when its output is closed (``bot.terminal.console``)


def read_to_the_end(run: Callable[[], int]) -> int:
    """``run()``, or the code of a pipe closed before its end (``play --list | head``): the reader has
    what it wanted, and a traceback would be all the player saw of it."""
    try:
        return run()
    except BrokenPipeError:
        return CLOSED_OUTPUT


def command() -> NoReturn:
    """``python -m bot`` and the ``tabletop-host`` command."""
    leave(read_to_the_end(main))


if __name__ == "__main__":
    command()
