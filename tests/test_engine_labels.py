"""Every button label fits on its button as written, never cut by the host (Discord: 80 characters).

Seeded random games of every engine, at every player count, with the default options and again with each
other value of each option, are played one after another up to a number of decisions (whole games but
the last). At every step, for every seat that must act, the labels of its legal actions are read the way
players read them, each seat ``{sN}`` replaced by a 12-character name (a different one per seat), and
checked: short enough, not empty, brackets closed, no placeholder left, "1 Coin" not "1 Coins", and no
two of that seat's actions with the same words.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import pytest

from engines import ENGINES, AnyEngine
from engines.base import LABEL_MAX, LABEL_NAME_LENGTH
from engines.wording import fill_names
from support.variants import option_variants, player_counts

KEYS = sorted(ENGINES)
# A different name per seat, so that labels naming different seats read differently, as they do in play.
NAMES = tuple("".join(chr(ord("A") + (seat + i) % 26) for i in range(LABEL_NAME_LENGTH)) for seat in range(8))
# Decisions played per player count: with the default options, and with each other option value.
DEFAULT_STEPS = 6_000
VARIANT_STEPS = 1_500
# Giant Snail has one player count and one option, so few cases, and its rarest choices (the two
# Defenders side by side in the market, the Malacologist's peek, a weapon fired) come late in a game:
# it plays five times as many decisions per case, about as many as the other games in all.
MORE_STEPS = {"giantsnail": 5}
OPENING = {"(": ")", "[": "]"}
CLOSING = {v: k for k, v in OPENING.items()}
# "1 Coins", "1 stones": a count of one with a plural noun (counts like "+1", "11" or "0.1" do not match).
ONE_AND_PLURAL = re.compile(r"(?<![\d.+-])1 [A-Za-z]+s\b")


def balanced(text: str) -> bool:
    """True when every bracket opened in ``text`` is closed, in order."""
    stack: list[str] = []
    for char in text:
        if char in OPENING:
            stack.append(OPENING[char])
        elif char in CLOSING and (not stack or stack.pop() != char):
            return False
    return not stack


@dataclass
class Findings:
    """What is wrong, by kind, each label counted once per step it was offered at."""

    steps: int = 0
    labels: int = 0
    wrong: dict[str, Counter[str]] = field(default_factory=dict)

    def add(self, kind: str, text: str) -> None:
        self.wrong.setdefault(kind, Counter())[text] += 1

    def report(self) -> str:
        lines = []
        for kind, found in self.wrong.items():
            lines.append(f"{sum(found.values())} {kind} ({len(found)} different):")
            lines.extend(f"  {len(text):3} {text!r}" for text, _ in found.most_common(8))
        return "\n".join(lines)


@cache
def wrong_with(text: str) -> tuple[str, ...]:
    """What is wrong with one label as players read it, by kind (a game offers the same labels at step
    after step: each text is checked once)."""
    kinds = []
    if len(text) > LABEL_MAX:
        kinds.append(f"longer than {LABEL_MAX} characters")
    if not text.strip():
        kinds.append("empty")
    if not balanced(text):
        kinds.append("with a bracket left open or not opened")
    if "{" in text or "}" in text:
        kinds.append("with a placeholder left")
    if ONE_AND_PLURAL.search(text):
        kinds.append("with 1 and a plural")
    return tuple(kinds)


def check_seat(engine: AnyEngine, state: Any, seat: int, names: tuple[str, ...], found: Findings) -> None:
    labels = [fill_names(engine.label(state, action), names) for action in engine.legal_actions(state, seat)]
    found.labels += len(labels)
    for text in labels:
        for kind in wrong_with(text):
            found.add(kind, text)
    for text, count in Counter(labels).items():
        if count > 1:
            found.add("shared by two actions of one seat", text)


def play(engine: AnyEngine, options: Any, num_players: int, steps: int, found: Findings) -> None:
    """Random games from their start, one seed after another, until ``steps`` decisions have been
    checked (the last game stops there)."""
    names = NAMES[:num_players]
    seed = 0
    target = found.steps + steps
    while found.steps < target:
        rng = random.Random(f"labels:{seed}")
        state = engine.new_game(num_players, seed, options)
        while found.steps < target and engine.outcome(state) is None:
            seats = sorted(engine.current_seats(state))
            for seat in seats:
                check_seat(engine, state, seat, names, found)
            seat = rng.choice(seats)
            state = engine.apply(state, seat, rng.choice(list(engine.legal_actions(state, seat))))
            found.steps += 1
        seed += 1


@pytest.mark.parametrize("key", KEYS)
def test_every_label_fits_on_its_button_as_written(key: str) -> None:
    engine = ENGINES[key]
    found = Findings()
    for values in [{}, *option_variants(key)]:
        options = engine.make_options(values)
        for num_players in player_counts(engine, options):
            steps = (VARIANT_STEPS if values else DEFAULT_STEPS) * MORE_STEPS.get(key, 1)
            play(engine, options, num_players, steps, found)
    assert found.steps and found.labels
    if found.wrong:
        pytest.fail(
            f"{key}, {found.steps} steps, {found.labels} labels, wrong:\n{found.report()}", pytrace=False
        )
