"""The games' words in every language (docs/localisation.md, "The games' words"): a log line's, a label's,
an outcome's and a refusal's message says in English exactly what its English field says, and says
something in every shipped language that fits where it goes.

Seeded games of every engine, at every player count, are played at random; at each step every legal
action's label, every new log line, the outcome and a refusal (an action of the step before, when it is
no longer legal) are checked. A game listed in ``SPOKEN`` (every game: a new one joins it when its words
are written) has words for all of them.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from bot.i18n import LANGUAGES, SOURCE, Speaker
from engines import ENGINES, AnyEngine
from engines.base import LABEL_MAX, LABEL_NAME_LENGTH, GameError
from engines.phrasing import Words
from engines.wording import fill_names
from support.variants import player_counts

# Games whose every line, label, outcome and refusal has its words.
# Games whose every line, label, outcome and refusal has its words.
SPOKEN = {"earthcrumbles", "gentoo", "giantsnail", "grimprospects", "slither"}
NAMES = tuple("".join(chr(ord("A") + (seat + i) % 26) for i in range(LABEL_NAME_LENGTH)) for seat in range(8))
GAMES_PER_COUNT = 3
MAX_STEPS = 600


def say(language: str, words: Words) -> str:
    return Speaker(language).words(words)


def check_words(english: str, words: Words | None, where: str, spoken: bool, seen: Counter[str]) -> None:
    """``words`` says ``english`` in English and something whole in every language."""
    if words is None:
        assert not spoken, f"{where}: no words for {english!r}"
        return
    seen[words.id] += 1
    assert say(SOURCE, words) == english, where
    for language in LANGUAGES:
        text = fill_names(say(language, words), NAMES)
        assert text.strip() and "{" not in text and "}" not in text, (where, language, text)


def play(engine: AnyEngine, players: int, seed: int, seen: Counter[str]) -> None:
    rng = random.Random(seed)
    state: Any = engine.new_game(players, seed)
    spoken = engine.key in SPOKEN
    for line in state.log:
        check_words(line.text, line.words, f"{engine.key} seed {seed} setup", spoken, seen)
    before: list[tuple[int, Any]] = []
    for step in range(MAX_STEPS):
        where = f"{engine.key} seed {seed} step {step}"
        outcome = engine.outcome(state)
        if outcome is not None:
            check_words(outcome.summary, outcome.words, where + " outcome", spoken, seen)
            return
        for seat, old in before:  # a move of the step before, refused now if no longer legal
            try:
                engine.check(state, seat, old)
            except GameError as error:
                check_words(str(error), error.words, where + " refusal", spoken, seen)
        seat = rng.choice(sorted(engine.current_seats(state)))
        actions = engine.legal_actions(state, seat)
        for action in actions:
            label = engine.label(state, action)
            words = engine.label_words(state, action)
            check_words(label, words, f"{where} label {engine.action_id(action)}", spoken, seen)
            if words is not None:
                for language in LANGUAGES:
                    shown = fill_names(say(language, words), NAMES)
                    assert len(shown) <= LABEL_MAX, (where, language, shown)
        action = rng.choice(list(actions))
        before = [(seat, a) for a in actions if a != action][:3]
        state = engine.apply(state, seat, action)
        for line in state.log:
            check_words(line.text, line.words, where, spoken, seen)


@pytest.mark.parametrize("key", sorted(ENGINES))
def test_every_word_a_game_says_is_the_same_in_english_and_whole_in_every_language(key: str) -> None:
    engine = ENGINES[key]
    seen: Counter[str] = Counter()
    for players in player_counts(engine):
        for game in range(GAMES_PER_COUNT):
            play(engine, players, 1_000 * players + game, seen)
    if key in SPOKEN:
        assert len(seen) > 20, f"{key}: only {sorted(seen)}"


def test_a_refusal_for_a_move_the_game_does_not_know_is_in_words() -> None:
    for key, engine in sorted(ENGINES.items()):
        try:
            engine.parse_action("no.such.move")
        except GameError as error:
            if error.words is not None:
                assert say(SOURCE, error.words) == str(error), key
        else:
            pytest.fail(f"{key} parsed a move it does not know")


def test_a_seats_role_and_an_ais_kind_are_said_in_every_language() -> None:
    """The lobby names a seat's role (SLITHER's snake and frogs) and an AI's kind in the table's words."""
    from bot.catalogue.registry import GAMES

    for key, engine in sorted(ENGINES.items()):
        for players in player_counts(engine):
            for seat in range(players):
                role, words = engine.seat_role(seat, players), engine.seat_role_words(seat, players)
                if key in SPOKEN and role is not None:
                    assert words is not None, (key, seat)
                if words is not None:
                    assert say(SOURCE, words) == role
        for kind in GAMES[key].ai_kinds:
            assert kind.said(Speaker(SOURCE)) == kind.label
            for language in LANGUAGES:
                assert Speaker(language).found.has(f"ai-kind-{kind.name}", language), (kind.name, language)
