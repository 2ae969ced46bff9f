"""A finished game's review as values: the chart of every seat's chances through the game, as an onlooker
would estimate them, and each person's decisions judged from what they knew then. Computed once in the
background (``bot.services.reviewer``), kept as JSON (``bot.store.reviews``), shown by Discord and the
web companion. Pure values and rules; no I/O.

Decisions written down here:
- The chart has a point for at most ``CHART_POINTS`` steps of the replay (``chart_steps``), spread over
  the game, the first and the last always among them: a 400-pixel-wide picture shows no more.
- A person's decisions are the moves in force that they clicked themselves (not an AI standing in, not a
  move taken back) with a choice to make; each is judged at the state it was made in.
- What a person is shown of their own game: how many decisions were judged, how many the AI agreed with
  or could not tell from its own choice, and the largest drops among the marked mistakes only
  (``largest_drops``); a drop the AI cannot tell from its own choice is never shown as one.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from engines.phrasing import Words

CHART_POINTS = 40  # points of a review's chart at most
SHOWN_DROPS = 3  # a person's largest drops shown


class ReviewStatus(StrEnum):
    PENDING = "pending"  # owed: waiting for a process to compute it
    DONE = "done"
    FAILED = "failed"  # could not be computed (its sentence is kept); not tried again


@dataclass(frozen=True)
class ChartPoint:
    step: int  # the replay's step (0-based)
    values: tuple[float, ...]  # each seat's chance in [0, 1]; solo: expected points


@dataclass(frozen=True)
class Decision:
    """One decision of a person, judged. Labels name seats as {sN}, as engine labels do."""

    action: int  # its index in the game's action log
    state: int  # the replay's state it was made in (the state after ``action`` entries)
    step: int  # the replay's step that shows that state
    seat: int
    played: str  # the action id of the choice made
    played_label: str
    best: str  # the AI's choice
    best_label: str
    before: float  # the chance with the AI's choice (solo: expected points)
    after: float  # the chance with the choice made
    marked: bool  # a big mistake the AI can tell from its own choice
    # The labels as messages (Engine.label_words), for each reader's language; None: English only (a game
    # whose labels have no words, or a review kept before labels had them).
    played_words: Words | None = None
    best_words: Words | None = None

    @property
    def drop(self) -> float:
        return max(0.0, self.before - self.after)

    @property
    def agreed(self) -> bool:
        return self.played == self.best


@dataclass(frozen=True)
class Review:
    """A finished game's review."""

    chart: tuple[ChartPoint, ...]
    decisions: tuple[Decision, ...]
    points: float | None = None  # solo with a score: values are expected points; None: chances
    seconds: float = 0.0  # CPU seconds it took, for the record

    def of_seat(self, seat: int) -> tuple[Decision, ...]:
        return tuple(d for d in self.decisions if d.seat == seat)

    def largest_drops(self, seat: int, count: int = SHOWN_DROPS) -> tuple[Decision, ...]:
        """The seat's marked mistakes, the largest drop first (at most ``count``)."""
        marked = [d for d in self.of_seat(seat) if d.marked]
        return tuple(sorted(marked, key=lambda d: (-d.drop, d.action))[:count])

    def as_json(self) -> str:
        return json.dumps(
            {
                "points": self.points,
                "seconds": round(self.seconds, 3),
                "chart": [[p.step, [round(v, 4) for v in p.values]] for p in self.chart],
                "decisions": [
                    [
                        d.action,
                        d.state,
                        d.step,
                        d.seat,
                        d.played,
                        d.played_label,
                        d.best,
                        d.best_label,
                        round(d.before, 4),
                        round(d.after, 4),
                        int(d.marked),
                        *_words_json(d),
                    ]
                    for d in self.decisions
                ],
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, text: str) -> Review:
        data: Mapping[str, Any] = json.loads(text)
        return cls(
            chart=tuple(ChartPoint(int(s), tuple(float(v) for v in values)) for s, values in data["chart"]),
            decisions=tuple(_decision(row) for row in data["decisions"]),
            points=None if data.get("points") is None else float(data["points"]),
            seconds=float(data.get("seconds", 0.0)),
        )


def _words_json(decision: Decision) -> list[Any]:
    """A decision's label words as JSON, after its eleven fields (none when it has none)."""
    if decision.played_words is None and decision.best_words is None:
        return []
    return [
        None if w is None else w.model_dump(mode="json") for w in (decision.played_words, decision.best_words)
    ]


def _decision(row: Sequence[Any]) -> Decision:
    a, st, sp, seat, played, pl, best, bl, b, af, m = row[:11]
    words = [None if w is None else Words.model_validate(w) for w in row[11:13]]
    played_words, best_words = [*words, None, None][:2]
    return Decision(
        int(a),
        int(st),
        int(sp),
        int(seat),
        played,
        pl,
        best,
        bl,
        float(b),
        float(af),
        bool(m),
        played_words,
        best_words,
    )


@dataclass(frozen=True)
class StoredReview:
    """A review as stored: its status, and the review once done (or why it failed)."""

    session_id: str
    status: ReviewStatus
    review: Review | None = None
    failure: str | None = None


def chart_steps(count: int, most: int = CHART_POINTS) -> list[int]:
    """The steps (of ``count``) a chart has points for: all of them, or ``most`` spread evenly, the first
    and the last always among them."""
    if count <= most:
        return list(range(count))
    return sorted({round(i * (count - 1) / (most - 1)) for i in range(most)})


def summary_counts(decisions: Sequence[Decision]) -> tuple[int, int, int]:
    """How many decisions were judged, how many the AI made the same choice in or could not tell from its
    own (not marked), and how many were marked mistakes."""
    marked = sum(1 for d in decisions if d.marked)
    return len(decisions), len(decisions) - marked, marked


def value_said(value: float, points: float | None) -> Words:
    """``value_words`` as a message (learning.ftl), for each reader's language."""
    if points:
        return Words(id="coach-points", args={"points": round(value)})
    return Words(id="coach-chance", args={"chance": value})


def value_words(value: float, points: float | None) -> str:
    """A chance ("48%") or, solo, an expected score ("42 points"), as hints and reviews show it."""
    return f"{value:.0f} points" if points else f"{value * 100:.0f}%"
