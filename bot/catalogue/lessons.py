"""A practice game's lessons (``/game learn``): the kind of decision a seat faces and what its game's guide
says of it, shown the first time that kind comes up. Nothing here is written twice: the kinds, what their
buttons mean and the names of what to read are the guide's ``[[decision]]`` tables
(``data/<game>/guide.toml``, ``bot.catalogue.guide.DecisionGuide``), and the rest is the guide's own
terms, entries and pages.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.catalogue.guide import DecisionGuide, GameGuide

LESSON_CHARS = 3800  # an embed's description holds 4096


@dataclass(frozen=True)
class Lesson:
    kind: str
    title: str
    text: str  # what the buttons mean, then what the guide says of each thing it names


def _starts(action_id: str, prefix: str) -> bool:
    return action_id == prefix or action_id.startswith(prefix + ".")


def decision_kind(guide: GameGuide, action_ids: Iterable[str]) -> DecisionGuide | None:
    """The first of the guide's kinds of decision one of whose ids starts one of ``action_ids`` (the
    choices offered, "back" aside); None when the guide has no kind for them."""
    ids = [a for a in action_ids if a != "back"]
    for decision in guide.decisions:
        if any(_starts(a, prefix) for a in ids for prefix in decision.ids):
            return decision
    return None


def lesson(guide: GameGuide, decision: DecisionGuide) -> Lesson:
    """The lesson of one kind of decision: its buttons, then each entry, term or page it names."""
    parts = [decision.buttons]
    entries = {e.name: e for e in guide.entries}
    pages = {p.title: p for p in guide.pages}
    for name in decision.see:
        entry = entries.get(name)
        if entry is not None:
            parts.append(guide.say("guide-entry-line", name=entry.name, text=entry.text))
        elif name in pages:
            parts.append(guide.say("guide-lesson-page", title=name, text=pages[name].text))
    text = ""
    for part in parts:
        more = (text + "\n\n" + part) if text else part
        if len(more) > LESSON_CHARS:
            break
        text = more
    return Lesson(decision.kind, decision.title, text)


def lesson_for(guide: GameGuide | None, action_ids: Iterable[str]) -> Lesson | None:
    """The lesson of the decision whose choices are ``action_ids``; None when the guide has none."""
    if guide is None:
        return None
    decision = decision_kind(guide, action_ids)
    return None if decision is None else lesson(guide, decision)
