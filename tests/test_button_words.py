"""Every move's button whole in every language and in the pseudo-language (bot/i18n/pseudo.py), as the host
says it (``said_label``): a label too long for Discord's 80 characters in a language, with 12-character
names, is said in its shorter words (a ``<id>-short`` message) before anything of it is cut. Seeded games
of every engine are played at random, every legal action's label checked at each step.

The pseudo-language is 40% longer than English (German is about 30%), so a label that fits there whole
fits in a long language too; its brackets show what was cut. English labels are never shortened: the
engines write them to fit (tests/test_engine_words.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.discordside.payloads import MAX_LABEL, fit, said_label
from bot.i18n import LANGUAGES, SOURCE, Speaker, shorter
from bot.i18n.pseudo import PSEUDO
from bot.session.game import Choice
from engines import ENGINES
from engines.base import LABEL_NAME_LENGTH
from support.pseudo import untranslated
from support.variants import player_counts

NAMES = tuple("".join(chr(ord("A") + (seat + i) % 26) for i in range(LABEL_NAME_LENGTH)) for seat in range(8))
GAMES_PER_COUNT = 3
MAX_STEPS = 600
SPEAKERS = tuple(Speaker(language) for language in (*LANGUAGES, PSEUDO))


def whole(choice: Choice, say: Speaker) -> str | None:
    """The label as its button says it when nothing of it is cut (None when it must be cut)."""
    assert choice.words is not None
    return fit(say.either(choice.label, choice.words), NAMES, MAX_LABEL) or fit(
        say.either(choice.label, shorter(choice.words, say.found)), NAMES, MAX_LABEL
    )


@pytest.mark.parametrize("key", sorted(ENGINES))
def test_every_move_button_is_whole_in_every_language(key: str) -> None:
    engine = ENGINES[key]
    checked = 0
    for players in player_counts(engine):
        for game in range(GAMES_PER_COUNT):
            seed = 1_000 * players + game
            rng = random.Random(seed)
            state: Any = engine.new_game(players, seed)
            for step in range(MAX_STEPS):
                if engine.outcome(state) is not None:
                    break
                seat = rng.choice(sorted(engine.current_seats(state)))
                actions = engine.legal_actions(state, seat)
                for action in actions:
                    words = engine.label_words(state, action)
                    if words is None:
                        continue
                    choice = Choice(engine.action_id(action), engine.label(state, action), words=words)
                    for say in SPEAKERS:
                        where = (key, seed, step, choice.action_id, say.language)
                        shown = whole(choice, say)
                        assert shown is not None, (*where, said_label(choice, NAMES, say))
                        assert shown == said_label(choice, NAMES, say), where
                        if say.language == SOURCE:  # English is never shortened
                            assert shown == fit(choice.label, NAMES, MAX_LABEL), where
                        if say.language == PSEUDO:
                            assert untranslated(shown, NAMES) == [], (*where, shown)
                    checked += 1
                state = engine.apply(state, seat, rng.choice(list(actions)))
    assert checked > 50, f"{key}: only {checked} labels"
