"""The terminal speaks its player's language (docs/localisation.md): ``--lang``, else the system's
(LC_ALL, LC_MESSAGES, LANG), else English; the frame from the catalogues, the game's own words from the
game's messages."""

from __future__ import annotations

import io

import pytest

from bot.catalogue.registry import GAMES
from bot.i18n import Speaker
from bot.terminal.play import play, system_language


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
