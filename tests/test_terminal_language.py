"""The terminal speaks its player's language (docs/localisation.md): ``--lang``, else the system's
(LC_ALL, LC_MESSAGES, LANG), else English; the frame from the catalogues, the game's own words from the
game's messages."""

from __future__ import annotations

import io

import pytest

from bot.catalogue.registry import GAMES
from bot.i18n import Speaker
from bot.i18n.pseudo import PSEUDO
from bot.terminal.play import play, system_language
from support.pseudo import untranslated


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
