"""Why a hint shows each choice (``bot.ai.coach.hint``): what sets it apart from the other choices shown.

Each choice is followed to where the seat's move ends, as the search would finish it, on the same samples
of what the seat cannot see (``REASON_SAMPLES`` in ``bot.ai.coach``); the reason is the part of the game's
heuristic (``Engine.heuristic_terms``) that it raises more than every other choice shown does, or the way it
ends the game when the others do not end it alike, and none when nothing sets it apart (docs/ai.md, "The
coach").
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.ai.analysis import Analysis, Estimate, follow_up
from bot.i18n import said as say_english
from engines import AnyEngine
from engines.base import GameError
from engines.phrasing import Words

NOTABLE_GAIN = 1e-6  # a heuristic part that grows less than this (more than the others' choices) is no reason
SURE_WIN = 0.95  # "It wins the game." only at this chance or more, and a win in every sample


@dataclass
class ChoiceEffect:
    """What one choice did over the samples: how often it was legal, ended the game, won it; and the
    heuristic's parts it raised, summed over the samples where the game went on; and its chance as the
    search put it (NaN: not known)."""

    counted: int = 0
    ended: int = 0
    won: int = 0
    gains: dict[str, float] = field(default_factory=dict)
    chance: float = math.nan

    def ending(self) -> str | None:
        """How the choice ends the game when it does in most samples, as a message id: "coach-wins" when
        it won in every one and the search puts its ``chance`` at ``SURE_WIN`` or more, else "coach-ends";
        None when the game mostly goes on."""
        if not self.counted or self.ended * 2 <= self.counted:
            return None
        return "coach-wins" if self.won == self.counted and self.chance >= SURE_WIN else "coach-ends"

    def mean_gain(self, name: str) -> float:
        going_on = self.counted - self.ended
        return self.gains.get(name, 0.0) / going_on if going_on else 0.0


def reasons(
    engine: AnyEngine, analysis: Analysis, samples: list[object], shown: Sequence[Estimate]
) -> dict[str, tuple[str, Words | None]]:
    """Why each choice shown, in players' words and as a message: what sets it apart from the others
    shown (see the module's docstring); an empty string (and no words) when nothing does."""
    seat = analysis.seat
    effects = {e.action_id: ChoiceEffect(chance=e.mean) for e in shown}
    for sample in samples:
        before = engine.heuristic_terms(sample, seat)
        for action_id, effect in effects.items():
            try:
                after_state, _clicks = follow_up(engine, analysis, sample, action_id)
            except GameError:
                continue  # not legal in this sample (a game whose legal moves depend on hidden things)
            effect.counted += 1
            done = engine.outcome(after_state)
            if done is not None:
                effect.ended += 1
                effect.won += seat in done.winners
                continue
            after = engine.heuristic_terms(after_state, seat)
            for name in before.keys() | after.keys():
                effect.gains[name] = (
                    effect.gains.get(name, 0.0) + after.get(name, 0.0) - before.get(name, 0.0)
                )
    return {
        e.action_id: reason_and_words(
            effects[e.action_id], [o for a, o in effects.items() if a != e.action_id]
        )
        for e in shown
    }


def reason_of(effect: ChoiceEffect, others: Sequence[ChoiceEffect]) -> str:
    """One choice's reason from what it did (``effect``, with its chance before any scaling to points) and
    what the other choices shown did."""
    return reason_and_words(effect, others)[0]


def part_words(name: str) -> Words:
    """A part of a game's heuristic (``Engine.heuristic_terms``: "gives you more penguins") as a message of
    learning.ftl ("coach-part-gives-you-more-penguins"); a part the catalogues lack makes its reason English."""
    return Words(id="coach-part-" + re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-"))


def reason_and_words(effect: ChoiceEffect, others: Sequence[ChoiceEffect]) -> tuple[str, Words | None]:
    """``reason_of``'s reason, and the same as a message for each reader's language (None: no reason)."""
    ending = effect.ending()
    if ending is not None:
        if others and all(o.ending() == ending for o in others):
            return "", None  # every choice shown ends the game alike: that sets none apart
        words = Words(id=ending)
        return say_english(words), words
    if effect.counted == effect.ended:
        return "", None
    names = set(effect.gains).union(*(o.gains for o in others))
    apart = []
    for name in names:
        theirs = max((o.mean_gain(name) for o in others if o.counted > o.ended), default=0.0)
        margin = effect.mean_gain(name) - max(theirs, 0.0)
        if margin > NOTABLE_GAIN:
            apart.append((margin, name))
    if not apart:
        return "", None
    apart.sort(reverse=True)
    first = apart[0][1]
    if len(apart) > 1 and apart[1][0] >= apart[0][0] / 2:
        second = apart[1][1]
        return (
            f"It {first} and {second}.",
            Words(id="coach-reason-two", args={"part": part_words(first), "other": part_words(second)}),
        )
    return f"It {first}.", Words(id="coach-reason", args={"part": part_words(first)})
