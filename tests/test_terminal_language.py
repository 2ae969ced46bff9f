"""The terminal speaks its player's language (docs/localisation.md): ``--lang``, else the system's
(LC_ALL, LC_MESSAGES, LANG), else English; the frame from the catalogues, the game's own words from the
game's messages."""

from __future__ import annotations

import argparse
import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot import __main__ as cli
from bot.catalogue.registry import GAMES
from bot.i18n import Speaker
from bot.i18n.pseudo import PSEUDO
from bot.terminal.commandline import (
    Misread,
    add_play,
    chosen_language,
    game_help,
    language_code,
    list_games,
    misread_arguments,
    name_the_game,
    seconds,
    unknown_game,
    whole_number,
)
from bot.terminal.guidebook import columns, folded
from bot.terminal.play import play, system_language
from engines.phrasing import Listed
from support.pseudo import untranslated

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LC_ALL": "ja_JP.UTF-8", "LANG": "de_DE.UTF-8"}, "ja"),
        ({"LC_MESSAGES": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
        ({}, "en"),
    ],
)
def test_the_systems_language_is_one_we_ship_else_english(environ: dict[str, str], language: str) -> None:
    assert system_language(environ) == language


@pytest.mark.parametrize("language", ["de", "ja"])
def test_a_game_in_the_terminal_speaks_the_chosen_language(language: str) -> None:
    out = io.StringIO()
    play(GAMES["gentoo"], players=2, seed=3, language=language, stdin=io.StringIO("1\nq\n"), stdout=out)
    text = out.getvalue()
    say = Speaker(language)
    assert say("terminal-title", title="Gentoo Rules", players=2) in text
    assert say("terminal-choices") in text and say("terminal-left") in text
    assert say("gentoo-move-take-nothing") in text  # a move's label, from the game's own words
    for english in (
        "Choices:",
        "Your choice",
        "goes first",
        "Take nothing",
        "Play order",
        "You left the game",
    ):
        assert english not in text, english


@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_game_in_the_terminal_has_no_word_from_outside_the_catalogues(key: str) -> None:
    """Every game at the terminal in the pseudo-language (bot/i18n/pseudo.py): its frame, board, moves,
    hint, help, rules (the guide made strange line by line), card look-ups and result; any word outside
    brackets came from code, untranslated, and a lost bracket is a cut."""
    spec = GAMES[key]
    engine = spec.engine
    players = max(engine.min_players, min(3, engine.max_players))
    entry = (spec.guide_in(PSEUDO) or spec.guide).entries[0].name  # type: ignore[union-attr]
    commands = ["?", "rules", "cards", f"card {entry}", "what is zzzz", "h", "b"] + ["1"] * 40 + ["q"]
    out = io.StringIO()
    play(
        spec,
        players=players,
        seed=5,
        iterations=20,
        language=PSEUDO,
        stdin=io.StringIO("\n".join(commands) + "\n"),
        stdout=out,
    )
    text = out.getvalue()
    assert Speaker(PSEUDO)("terminal-choices") in text
    # What is typed stays as typed in every language (as the slash commands' names do).
    typed = ("rules", "cards", "card", "what is", "help", "--option", "--lang", "python -m bot play")
    assert untranslated(text, (engine.title, *typed)) == []


# ---- the command line: python -m bot play --help, --list, a game's help ---------------------------------


@pytest.mark.parametrize(
    ("argv", "environ", "language"),
    [
        (["play", "gentoo", "--lang", "ja"], {"LANG": "de_DE.UTF-8"}, "ja"),
        (["play", "--lang=de", "--list"], {}, "de"),
        (["play", "--list"], {"LANG": "de_DE.UTF-8"}, "de"),
        (["play", "--lang", "xx", "--list"], {"LANG": "ja_JP.UTF-8"}, "ja"),  # argparse refuses "xx"
        (["play", "--lang"], {}, "en"),
    ],
)
def test_the_command_lines_language_is_its_lang_else_the_systems(
    argv: list[str], environ: dict[str, str], language: str
) -> None:
    assert chosen_language(argv, environ) == language


def play_help(language: str) -> str:
    """``python -m bot play --help`` as the command line builds it."""
    commands = argparse.ArgumentParser(prog="python -m bot").add_subparsers()
    return add_play(commands, Speaker(language)).format_help()


@pytest.mark.parametrize("language", ["de", "ja"])
def test_the_command_lines_help_and_list_speak_the_chosen_language(language: str) -> None:
    say = Speaker(language)
    helped = play_help(language)
    listed = list_games(say)
    snake = game_help("slither", say)
    assert say("terminal-cli-description") in helped and helped.startswith(say("terminal-cli-usage"))
    assert say("terminal-cli-players") in helped and say("terminal-cli-example-watch") in helped
    assert say("terminal-list-games") in listed and say("ai-kind-greedy-about") in listed
    assert say("slither-role-snake") in snake and say("terminal-game-options") in snake
    for english in (
        "usage:",
        "options:",
        "number of seats",
        "examples:",
        "Games:",
        "2-4 players",
        "seat 1:",
        "greedy:",
    ):
        assert english not in helped + listed + snake, english


def test_the_command_line_in_a_real_process_follows_lang() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot", "play", "--list", "--lang", "de"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env={**os.environ, "LANG": "ja_JP.UTF-8"},
    )
    assert done.returncode == 0 and done.stdout.startswith(Speaker("de")("terminal-list-games"))


def test_the_command_line_has_no_word_from_outside_the_catalogues() -> None:
    """The help, the list, every game's help and the refusals in the pseudo-language: what is typed (the
    program, the options' names, the games' keys, the examples' commands) may stand outside brackets."""
    say = Speaker(PSEUDO)
    texts = [play_help(PSEUDO), list_games(say), unknown_game("chess", say), name_the_game(say)]
    for read, value in (
        (whole_number("--players", say), "x"),
        (seconds("--delay", say), "-1"),
        (seconds("--budget", say), "inf"),
        (language_code(say), "xx"),
    ):
        with pytest.raises(Misread) as misread:
            read(value)
        texts.append(str(misread.value))
    texts.append(misread_arguments(["--frogs"], say))
    texts += [game_help(key, say) for key in GAMES]
    typed = re.compile(r"(?:python -m bot play|--?[a-z][a-z_-]*|[a-z_]+=[\w…]*)")
    for text in texts:
        plain = typed.sub(" ", text)
        titles = [spec.engine.title for spec in GAMES.values()]
        assert untranslated(plain, (*titles, *GAMES, "chess")) == [], text


def test_a_line_of_japanese_breaks_between_characters_within_the_terminals_width() -> None:
    text = "ヘビが隠れるときに頭の後ろに置くカードの枚数。" * 8 + "「カエル」は、かならず見つけます。"
    lines = folded(text, 40, "", "  ")
    assert len(lines) > 1 and "".join(line.strip() for line in lines) == text  # nothing lost, no space added
    assert all(columns(line) <= 40 for line in lines)
    assert not any(line.strip()[0] in "、。」）" for line in lines[1:])  # kinsoku: no closing mark first
    assert not any(line.rstrip().endswith("「") for line in lines)
    english = folded("take the card " * 12, 30, "* ", "  ")
    assert all(len(line) <= 30 for line in english) and english[0].startswith("* take")


@pytest.mark.parametrize("key", ["gentoo", "earthcrumbles"])
def test_a_games_help_offers_the_first_player_counted_from_1_only(key: str) -> None:
    """Where the host may choose who goes first, the terminal's help offers ``--first N`` (from 1), never
    the option's own values, which count seats from 0."""
    say = Speaker("en")
    helped = game_help(key, say)
    assert say("terminal-game-first") in helped
    assert "first_player" not in helped and say("terminal-game-options") in helped


def test_a_take_back_the_rules_refuse_is_said_in_the_chosen_language() -> None:
    out = io.StringIO()
    play(GAMES["gentoo"], players=2, seed=3, language="de", stdin=io.StringIO("u\nq\n"), stdout=out)
    assert Speaker("de")("refusal-takeback-nothing") in out.getvalue()
    assert Speaker("en")("refusal-takeback-nothing") not in out.getvalue()


@pytest.mark.parametrize(
    ("argv", "message", "args"),
    [
        (
            ["--players", "drei", "--lang", "de"],
            "terminal-cli-not-a-number",
            {"option": "--players", "typed": "drei"},
        ),
        (
            ["gentoo", "--delay", "-3", "--lang", "ja"],
            "terminal-cli-not-seconds",
            {"option": "--delay", "typed": "-3"},
        ),
        (
            ["gentoo", "--budget", "nan", "--lang", "de"],
            "terminal-cli-not-seconds",
            {"option": "--budget", "typed": "nan"},
        ),
        (
            ["gentoo", "--frogs", "3", "--lang", "ja"],
            "terminal-cli-unknown-arguments",
            {"typed": Listed.of(["--frogs", "3"], "narrow"), "count": 2},
        ),
    ],
)
def test_a_value_the_command_line_cannot_take_is_refused_in_the_chosen_language(
    argv: list[str], message: str, args: dict[str, object], capsys: pytest.CaptureFixture[str]
) -> None:
    language = argv[-1]
    assert cli.main(["play", *argv]) == 2
    said = capsys.readouterr().out
    assert said.strip() == Speaker(language)(message, **args)
    assert "invalid" not in said and "error" not in said  # none of argparse's own English


def test_a_language_the_command_line_does_not_know_is_refused_in_the_systems(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    assert cli.main(["play", "gentoo", "--lang", "xx"]) == 2
    languages = Listed.of(["en", "de", "ja"], "or")
    assert capsys.readouterr().out.strip() == Speaker("de")(
        "terminal-cli-not-a-language", typed="xx", languages=languages
    )
