"""``python -m bot play``'s command line in its player's language: the help (``play --help``, and after a
game's key that game's seats and options), the list of games (``play --list``) and what is said when no game
or an unknown one is named. The language is ``--lang``, else the system's (``bot.terminal.play``), chosen
before the command line is read so that its help already speaks it. The options' own names stay as typed
(``--players``), as the slash commands' names stay English on Discord.

A value ``play`` cannot take (``--players drei``) and words it does not know are refused in that language
too (``Misread``, ``misread_arguments``); the few refusals argparse words itself (an option given no value)
stay its English.
"""

from __future__ import annotations

import argparse
import math
import os
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.i18n import LANGUAGES, Speaker
from bot.terminal.guidebook import folded, wrap
from engines.phrasing import Listed

PROGRAM = "python -m bot play"
# The examples the help ends with: the command, and the message saying what it does.
EXAMPLES = (
    ("python -m bot play gentoo --players 3 --ai 2", "terminal-cli-example-against"),
    ("python -m bot play gentoo --players 3 --ai 3", "terminal-cli-example-watch"),
    ("python -m bot play gentoo --ai 2 --seat 2 --seed 7", "terminal-cli-example-seat"),
    ("python -m bot play --list", "terminal-cli-example-list"),
)
OPTION_EXAMPLE = "--option thaw_snow_to=removed"


def chosen_language(argv: Sequence[str], environ: Mapping[str, str] | None = None) -> str:
    """The language of the command line ``argv``: its ``--lang`` where it names one we ship, else the
    system's (LC_ALL, LC_MESSAGES, LANG), else English."""
    value = None
    for at, arg in enumerate(argv):
        if arg == "--lang" and at + 1 < len(argv):
            value = argv[at + 1]
        elif arg.startswith("--lang="):
            value = arg.partition("=")[2]
    if value in LANGUAGES:
        return value
    from bot.terminal.play import system_language  # with terminal play only: not in a bot's process

    if environ is None:  # each variable named, as the README's settings table lists them
        environ = {
            "LC_ALL": os.environ.get("LC_ALL", ""),
            "LC_MESSAGES": os.environ.get("LC_MESSAGES", ""),
            "LANG": os.environ.get("LANG", ""),
        }
    return system_language(environ)


def formatter(say: Speaker) -> type[argparse.HelpFormatter]:
    """argparse's help layout, its "usage:" in ``say``'s language and each option's help wrapped by its
    script's rules (``bot.terminal.guidebook.folded``)."""

    class Formatter(argparse.RawDescriptionHelpFormatter):
        def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
            super().add_usage(usage, actions, groups, say("terminal-cli-usage") if prefix is None else prefix)

        def _split_lines(self, text: str, width: int) -> list[str]:
            # An option's help, wrapped where its script lets a line break (Japanese between characters)
            return folded(" ".join(text.split()), width, "", "")

    return Formatter


class Misread(Exception):
    """A value the command line cannot take, said in its player's language: raised by the converters below,
    which argparse leaves alone (it words only its own refusals, in English), and told by ``python -m bot``
    before it exits with 2."""


def whole_number(option: str, say: Speaker) -> Callable[[str], int]:
    def read(typed: str) -> int:
        try:
            return int(typed)
        except ValueError:
            raise Misread(say("terminal-cli-not-a-number", option=option, typed=typed)) from None

    return read


def seconds(option: str, say: Speaker) -> Callable[[str], float]:
    def read(typed: str) -> float:
        try:
            value = float(typed)
        except ValueError:
            value = -1.0
        if not (value >= 0 and math.isfinite(value)):  # a word, a negative number, nan, inf
            raise Misread(say("terminal-cli-not-seconds", option=option, typed=typed))
        return value

    return read


def language_code(say: Speaker) -> Callable[[str], str]:
    def read(typed: str) -> str:
        if typed not in LANGUAGES:
            raise Misread(
                say("terminal-cli-not-a-language", typed=typed, languages=Listed.of(LANGUAGES, "or"))
            )
        return typed

    return read


def misread_arguments(extra: Sequence[str], say: Speaker) -> str:
    """What is said of words on the command line that ``play`` does not take."""
    return say("terminal-cli-unknown-arguments", typed=Listed.of(extra, "narrow"), count=len(extra))


class PlayHelp(argparse.Action):
    """``play --help``, and after a game's key (``play slither --help``) that game's seats and options."""

    def __init__(self, *args: Any, say: Speaker, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.say = say

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, *_: Any) -> None:
        parser.print_help()
        game = getattr(namespace, "game", None)
        if game:
            print()
            print(game_help(game, self.say))
        parser.exit()


def add_play(commands: Any, say: Speaker) -> argparse.ArgumentParser:
    """The ``play`` command, its help in ``say``'s language, on ``commands`` (the subparsers of
    ``python -m bot``)."""
    from bot.terminal.play import TERMINAL_ITERATIONS

    width = max(len(command) for command, _ in EXAMPLES)
    examples = "\n".join(f"  {command.ljust(width)}  {say(message)}" for command, message in EXAMPLES)
    play: argparse.ArgumentParser = commands.add_parser(
        "play",
        help=say("terminal-cli-summary"),
        description=say("terminal-cli-description"),
        epilog=f"{say('terminal-cli-examples')}\n{examples}",
        formatter_class=formatter(say),
        add_help=False,
    )
    game = play.add_argument_group(say("terminal-cli-section-game"))
    game.add_argument(
        "game", nargs="?", metavar=say("terminal-cli-metavar-game"), help=say("terminal-cli-game")
    )
    options = play.add_argument_group(say("terminal-cli-section-options"))
    options.add_argument("-h", "--help", action=PlayHelp, nargs=0, say=say, help=say("terminal-cli-help"))
    options.add_argument("--list", action="store_true", help=say("terminal-cli-list"))
    options.add_argument(
        "--players", type=whole_number("--players", say), metavar="N", help=say("terminal-cli-players")
    )
    options.add_argument("--ai", type=whole_number("--ai", say), metavar="N", help=say("terminal-cli-ai"))
    options.add_argument(
        "--seat", type=whole_number("--seat", say), default=1, metavar="N", help=say("terminal-cli-seat")
    )
    options.add_argument(
        "--seed", type=whole_number("--seed", say), metavar="N", help=say("terminal-cli-seed")
    )
    options.add_argument(
        "--agent", default="mcts", metavar=say("terminal-cli-metavar-name"), help=say("terminal-cli-agent")
    )
    options.add_argument(
        "--iterations",
        type=whole_number("--iterations", say),
        metavar="N",
        help=say("terminal-cli-iterations", iterations=TERMINAL_ITERATIONS),
    )
    in_seconds = say("terminal-cli-metavar-seconds")
    options.add_argument(
        "--budget", type=seconds("--budget", say), metavar=in_seconds, help=say("terminal-cli-budget")
    )
    options.add_argument(
        "--option",
        action="append",
        default=[],
        metavar=say("terminal-cli-metavar-option"),
        help=say("terminal-cli-option", example=OPTION_EXAMPLE),
    )
    options.add_argument(
        "--first", type=whole_number("--first", say), metavar="N", help=say("terminal-cli-first")
    )
    options.add_argument(
        "--delay",
        type=seconds("--delay", say),
        default=0.0,
        metavar=in_seconds,
        help=say("terminal-cli-delay"),
    )
    options.add_argument(
        "--lang",
        type=language_code(say),
        metavar=say("terminal-cli-metavar-language"),
        help=say("terminal-cli-lang", languages=Listed.of(LANGUAGES, "or")),
    )
    return play


def list_games(say: Speaker) -> str:
    """The games, how many play each and their own AI players, then the AI players every game has."""
    from bot.ai.agents import GENERIC_KINDS
    from bot.catalogue.registry import GAMES

    lines = [say("terminal-list-games")]
    for key, spec in GAMES.items():
        engine = spec.engine
        extra = [kind.said(say) for kind in spec.agents]
        line = say(
            "terminal-list-game",
            **how_many_play(engine),
            extras=len(extra),
            extra=Listed.of(extra, "narrow"),
        )
        lines.append(f"  {key:<16} {line}")
    lines.append(
        say("terminal-list-agents", kinds=Listed.of(agent_about(kind, say) for kind in GENERIC_KINDS))
    )
    lines.append(say("terminal-list-more", command=f"{PROGRAM} {say('terminal-cli-metavar-game')} --help"))
    return "\n".join(lines)


def how_many_play(engine: Any) -> dict[str, Any]:
    """A game's title and how many play it, as the list and a game's help say them."""
    low, high = engine.min_players, engine.max_players
    return {"title": engine.title, "low": low, "high": high, "same": low == high}


def agent_about(kind: Any, say: Speaker) -> str:
    """An AI player as ``--agent`` names it, with what it does: "mcts (strong: …)"."""
    return say("terminal-agent", name=kind.name, label=kind.said(say), about=kind.about(say))


def game_help(key: str, say: Speaker) -> str:
    """One game, as a terminal player chooses its setup: players, seats, options and AI players."""
    from bot.catalogue.registry import GAMES

    spec = GAMES.get(key)
    if spec is None:
        return unknown_game(key, say)
    engine = spec.engine
    lines = [say("terminal-game-players", **how_many_play(engine))]
    roles = [role_of(engine, seat, say) for seat in range(engine.max_players)]
    if any(roles):
        runs: list[tuple[int, int, str]] = []  # first seat, last seat, role (seats counted from 1)
        for seat, role in enumerate(roles, 1):
            if runs and runs[-1][2] == role:
                runs[-1] = (runs[-1][0], seat, role or "")
            else:
                runs.append((seat, seat, role or ""))
        seats = [say("terminal-game-seat", first=a, last=b, same=a == b, role=r) for a, b, r in runs]
        lines.append(wrap(say("terminal-game-seats", seats=Listed.of(seats, "narrow"))))
    if "first_player" in engine.seat_options:
        lines.append(say("terminal-game-first"))
    guide = spec.guide_in(say.language)
    guide = guide.spoken("terminal") if guide is not None else None
    chosen_apart = {"first_player"} & set(engine.seat_options)  # --first, counted from 1
    if guide is not None and any(option.name not in chosen_apart for option in guide.options):
        lines.append(say("terminal-game-options"))
        lines.append(wrap(guide.options_help(leave_out=chosen_apart), indent="  "))
    kinds = Listed.of(agent_about(kind, say) for kind in spec.ai_kinds)
    lines.append(wrap(say("terminal-game-agents", kinds=kinds)))
    return "\n".join(lines)


def role_of(engine: Any, seat: int, say: Speaker) -> str | None:
    """What a seat plays (SLITHER's snake or frog) in ``say``'s language; None where every seat is alike."""
    words = engine.seat_role_words(seat, engine.max_players)
    return say.words(words) if words is not None else engine.seat_role(seat, engine.max_players)


def unknown_game(name: str, say: Speaker) -> str:
    from bot.catalogue.registry import GAMES

    return say("terminal-no-such-game", name=name, games=Listed.of(GAMES, "narrow"), count=len(GAMES))


def name_the_game(say: Speaker) -> str:
    return say("terminal-name-the-game", command=f"{PROGRAM} gentoo")
