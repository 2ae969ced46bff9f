"""The AI as a coach: a hint for the seat to act, a decision judged after the game, and a position valued
for an onlooker. Pure values over the search of ``bot.ai.analysis``; nothing here knows Discord, storage
or any particular game (each game's budgets are in its ``GameSpec``).

- ``hint``: the best two or three of a seat's choices, each with its chance to win as the AI sees it
  (solo, with ``Engine.solo_points``: its expected score) and a one-line reason in players' words: the
  part of the game's heuristic (``Engine.heuristic_terms``) that the move, finished as the search would
  finish it, raises more than every other choice shown does, on the same samples of what the seat cannot
  see (so what happens whichever choice is made, such as others' cards revealed, sets nothing apart);
  no reason when no part does.
- ``judge``: one decision of a finished game, from what its player knew then: the chance before (the
  best choice's) and after (the choice made), and whether it was a mistake worth marking.
- ``chart_value``: every seat's chance at one step, as an onlooker would estimate it.

Decisions written down here (docs/ai.md, "The coach", has the measurements behind them):
- Grade by the chance lost, not a raw score, and mark only the big losses: a decision is marked when it
  lost at least ``MISTAKE_DROP`` and the search can tell the two choices apart (``Estimate.beats``);
  smaller drops are the search's own noise as often as the player's.
- A hint claims a best choice only when two searches with their own samples put the same choice first
  and, their numbers pooled, it stands out from each other one shown; otherwise it says which of the
  choices shown are too close to call. One search is not enough: a choice it visits less looks worse than
  it is (its subtree is less refined), which its standard error does not show, and in Grim Prospects a
  second seed confirmed fewer than half of one search's claims (docs/ai.md, "Honest numbers"). A choice
  the pooled numbers put behind the first is said to be behind whether or not a best choice is claimed
  (``CoachBudget.claims`` turns off only the claim, and a first choice ahead of the others is then a lean
  without the words "a second search did not put it first" unless it did not).
- "It wins the game." only when the choice ended the game in a win in every sample looked at and the
  search's chance for it is at least ``reasons.SURE_WIN``; a choice that mostly ends the game otherwise
  "ends the game", its chance shown beside it. Neither is said when every other choice shown ends the
  game alike: it sets none apart (``bot.ai.reasons``).
- Everything is searched from the seat's own knowledge (``engine.determinize``), the reasons too; an
  onlooker's value from ``engine.public_determinize`` only.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from bot.ai.agents import without_undo
from bot.ai.analysis import Analysis, Estimate, Z, analyse, estimate_public
from bot.ai.reasons import reasons
from bot.i18n import refusal_of
from bot.i18n import said as say_english
from engines import AnyEngine
from engines.base import GameError, Seat
from engines.phrasing import Words

SHOWN = 3  # choices a hint shows at most
REASON_SAMPLES = 8  # determinizations a reason is averaged over (the same ones for every choice shown)
MISTAKE_DROP = 0.10  # a marked mistake lost at least this much chance (solo: of solo_points)
CLEAR_GAP = 0.02  # a hint's first choice stands out only by at least this much chance (solo: of solo_points)
JUDGE_CHECKS = 8  # a judged decision asks whether its verdict is settled this often over its budget


@dataclass(frozen=True)
class CoachBudget:
    """How hard the coach searches, per game (``GameSpec.coach``): iterations for a hint (and the wall
    seconds after which it answers with what it has), for each decision a review judges, and for each
    point of a review's chart; ``claims`` False where a hint never names a best choice, since another seed
    did not confirm enough of its claims at any budget tried. ``bench/coach.py`` measured the defaults
    (docs/ai.md, "Honest numbers")."""

    hint: int = 1500
    hint_seconds: float = 8.0
    judge: int = 800
    chart: int = 200
    claims: bool = True


@dataclass(frozen=True)
class Suggestion:
    action_id: str
    value: float  # chance to win in [0, 1]; solo, expected points
    reason: str  # one line, in players' words; empty when nothing sets the choice apart
    behind: bool  # the first choice is better than this one beyond the search's noise
    words: Words | None = None  # ``reason`` as a message, for each reader's language (learning.ftl)


@dataclass(frozen=True)
class Hint:
    """The coach's answer for one seat's decision."""

    seat: Seat
    suggestions: tuple[Suggestion, ...]  # best first
    points: float | None  # solo: values are expected points out of about this many; None: chances
    complete: bool  # False: cut short by its time, so rougher than usual
    iterations: int
    confirmed: bool = True  # two searches with their own samples put the same choice first
    claimed: bool = True  # the game lets its hints name a best choice (``CoachBudget.claims``)

    @property
    def clear(self) -> bool:
        """Whether the first choice is the AI's: claimed, confirmed, and ahead of every other one shown."""
        return (
            self.claimed
            and self.confirmed
            and len(self.suggestions) > 1
            and all(s.behind for s in self.suggestions[1:])
        )

    @property
    def close(self) -> tuple[int, ...]:
        """The positions (from 1) of the choices shown that the AI cannot tell apart from the first."""
        return tuple(k for k, s in enumerate(self.suggestions, 1) if not s.behind)

    @property
    def only_choice(self) -> bool:
        return len(self.suggestions) == 1


@dataclass(frozen=True)
class Judgement:
    """One decision judged from what its player knew then."""

    played: str
    best: str
    before: float  # the chance with the AI's choice (solo: expected points)
    after: float  # the chance with the choice made
    marked: bool  # a big mistake, and one the search can tell from its own choice
    complete: bool
    iterations: int = 0  # searched before the verdict was settled (at most the budget's, and the top-ups)

    @property
    def drop(self) -> float:
        return max(0.0, self.before - self.after)


ChartItem = tuple[int, str]  # (the replay's step, that step's state as JSON)
JudgeItem = tuple[str, Seat, str]  # (the state a decision was made in as JSON, its seat, the action id)


class CoachJobRunner(Protocol):
    """Runs the coach's jobs (``bot.workers.coachjobs``) somewhere, by game key: in the worker processes or
    in a thread (``bot.workers.jobrunners``). Each answers with its result, a chart's and a review's with the
    CPU seconds they took. It is declared here, below both the services that call it and the workers that
    implement it, so that neither imports the other."""

    @property
    def parallel(self) -> int:
        """How many jobs it runs at once to any use (a review sends that many side by side)."""
        ...

    async def hint(self, key: str, state_json: str, seat: Seat) -> Hint: ...

    async def chart(
        self, key: str, items: Sequence[ChartItem]
    ) -> tuple[float, list[tuple[float, ...] | None]]: ...

    async def judge(self, key: str, items: Sequence[JudgeItem]) -> tuple[float, list[Judgement | None]]: ...


def _scale(engine: AnyEngine, state: object) -> float | None:
    """Points per 1.0 of reward in a solo game whose heuristic is a score; None where values are chances."""
    points = engine.solo_points
    return points if points and getattr(state, "num_players", 0) == 1 else None


def _shown(value: float, points: float | None) -> float:
    return value * points if points else value


HINT_PARTS = 4  # a hint's searches: parts 0 and 2 make its first search, 1 and 3 its second


def hint_part(
    engine: AnyEngine,
    state: object,
    seat: Seat,
    budget: CoachBudget,
    *,
    rng: random.Random,
    prior_visits: int = 0,
    deadline: float | None = None,
) -> Analysis:
    """One of a hint's ``HINT_PARTS`` searches, each of a quarter of the hint's iterations with a generator
    of its own: they run side by side on the AI workers, so a machine with more cores answers sooner, and
    the same position gives the same hint however many cores there are (iterations allowing). ``deadline``
    (``time.time()``): the wall-clock time by which every part stops."""
    budget_s = None if deadline is None else max(0.0, deadline - time.time())
    return analyse(
        engine,
        state,
        seat,
        rng,
        iterations=max(1, budget.hint // HINT_PARTS),
        budget_s=budget_s,
        prior_visits=prior_visits,
    )


def hint(
    engine: AnyEngine,
    state: object,
    seat: Seat,
    rng: random.Random,
    budget: CoachBudget,
    *,
    prior_visits: int = 0,
) -> Hint:
    """The best choices for ``seat`` now, searched from what it knows (``engine.determinize``): the parts
    one after the other here (the terminal, tests); the AI workers run them side by side
    (``bot.workers.coachjobs``)."""
    deadline = time.time() + budget.hint_seconds
    parts = [
        hint_part(
            engine, state, seat, budget, rng=random.Random(seed), prior_visits=prior_visits, deadline=deadline
        )
        for seed in part_seeds(rng)
    ]
    return hint_from(engine, state, seat, rng, budget, parts)


def part_seeds(rng: random.Random) -> list[int]:
    """The seeds of a hint's parts, drawn first from the hint's generator (the reasons' samples follow)."""
    return [rng.getrandbits(64) for _ in range(HINT_PARTS)]


def hint_from(
    engine: AnyEngine,
    state: object,
    seat: Seat,
    rng: random.Random,
    budget: CoachBudget,
    parts: Sequence[Analysis],
) -> Hint:
    """The hint from its searched parts: the first search (the even parts, pooled) and the second (the
    odd ones) must put the same choice first for a best choice to be claimed."""
    points = _scale(engine, state)
    legal = without_undo(engine, list(engine.legal_actions(state, seat)))
    if not legal:
        raise refusal_of(GameError, "refusal-nothing-to-decide")
    if len(legal) == 1:
        only_words = Words(id="coach-only-choice")
        only = Suggestion(engine.action_id(legal[0]), math.nan, say_english(only_words), False, only_words)
        return Hint(seat, (only,), points, True, 0, claimed=budget.claims)
    analyses = [merged(parts[0::2]), merged(parts[1::2])]
    agreed = analyses[0].best.action_id == analyses[1].best.action_id
    pooled = sorted(
        (pool(analyses[0].of(e.action_id), analyses[1].of(e.action_id)) for e in analyses[0].estimates),
        key=lambda e: (-e.visits, -e.mean, e.action_id),
    )
    top = [e for e in pooled if e.visits > 0][:SHOWN]
    samples = [engine.determinize(state, seat, rng) for _ in range(REASON_SAMPLES)]
    said = reasons(engine, analyses[0], samples, top)
    suggestions = tuple(
        Suggestion(
            e.action_id,
            _shown(e.mean, points),
            said[e.action_id][0],
            i > 0 and top[0].beats(e, gap=CLEAR_GAP),
            said[e.action_id][1],
        )
        for i, e in enumerate(top)
    )
    complete = all(a.complete for a in analyses)
    return Hint(
        seat, suggestions, points, complete, sum(a.iterations for a in analyses), agreed, budget.claims
    )


def merged(parts: Sequence[Analysis]) -> Analysis:
    """Independent searches of one decision as one: each choice's visits added, its mean weighted by
    visits (``pool``); the first part's tree, for the reasons' follow-ups. A hint's parts search the same
    iterations, and searched one after the other the first has at least as many as any later one (a
    deadline cuts the later ones first), so its tree is the deepest; side by side, only it need be sent
    between the processes (``bot.workers.jobrunners.hint_in_parts``)."""
    first = parts[0]
    estimates = [combined([p.of(e.action_id) for p in parts]) for e in first.estimates]
    estimates.sort(key=lambda e: (-e.visits, -e.mean, e.action_id))
    return Analysis(
        first.seat,
        tuple(estimates),
        sum(a.iterations for a in parts),
        all(a.complete for a in parts),
        first.root,
    )


def pool(one: Estimate | None, two: Estimate | None) -> Estimate:
    """One choice's estimate from two independent searches: visits added, means weighted by visits, and
    the standard error of that weighted mean."""
    assert one is not None and two is not None
    visits = one.visits + two.visits
    if visits == 0:
        return one
    parts = [(e.visits, e.mean, e.error) for e in (one, two) if e.visits > 0]
    mean = sum(n * m for n, m, _ in parts) / visits
    error = math.sqrt(sum((n * err) ** 2 for n, _, err in parts)) / visits
    return Estimate(one.action_id, visits, mean, error)


def combined(estimates: Sequence[Estimate | None]) -> Estimate:
    """One choice's estimate from the sums behind several searches' (as one search with all their visits
    would give it: a part's mean that differs from the others' widens the error)."""
    known = [e for e in estimates if e is not None]
    n = sum(e.visits for e in known)
    if n == 0:
        return known[0]
    total = sum(e.visits * e.mean for e in known)
    square = 0.0
    for e in known:
        if e.visits >= 2:  # the squares back from the sample variance: error**2 * n * (n - 1) + n * mean**2
            square += e.error**2 * e.visits * (e.visits - 1) + e.visits * e.mean**2
        elif e.visits == 1:
            square += e.mean**2
    mean = total / n
    if n < 2:
        return Estimate(known[0].action_id, n, mean, math.inf)
    variance = max(0.0, (square - n * mean * mean) / (n - 1))
    return Estimate(known[0].action_id, n, mean, math.sqrt(variance / n))


def mistake_threshold(points: float | None) -> Words:
    """The least a marked mistake gives up, as a review says it (past.ftl): ``MISTAKE_DROP`` of the chance
    to win, or solo of the expected score (``points``, the game's ``solo_points``)."""
    if points:
        return Words(id="review-least-score", args={"points": round(MISTAKE_DROP * points)})
    return Words(id="review-least-chance", args={"points": round(MISTAKE_DROP * 100)})


def judge(
    engine: AnyEngine,
    state: object,
    seat: Seat,
    played: str,
    rng: random.Random,
    budget: CoachBudget,
    *,
    prior_visits: int = 0,
) -> Judgement | None:
    """``seat``'s decision ``played`` in ``state``, judged from what the seat knew (None: nothing to judge,
    a forced move or a step back). The choice made gets enough visits of its own to be judged."""
    legal = without_undo(engine, list(engine.legal_actions(state, seat)))
    ids = {engine.action_id(a) for a in legal}
    if len(legal) < 2 or played not in ids:
        return None

    def settled(estimates: list[Estimate]) -> bool:
        """Whether more search could not change the verdict: the choice made is too close to the best to
        ever be marked, or already marked beyond the search's noise."""
        best = estimates[0]
        made = next(e for e in estimates if e.action_id == played)
        lead = best.mean - made.mean
        noise = Z * math.hypot(best.error, made.error)
        return lead + noise < MISTAKE_DROP or lead - noise >= MISTAKE_DROP

    analysis = analyse(
        engine,
        state,
        seat,
        rng,
        iterations=budget.judge,
        must_visit=(played,),
        min_visits=max(12, budget.judge // 8),
        prior_visits=prior_visits,
        settled=settled,
        check_every=max(1, budget.judge // JUDGE_CHECKS),
    )
    points = _scale(engine, state)
    best = analysis.best
    made = analysis.of(played)
    assert made is not None
    if made.action_id == best.action_id or made.mean >= best.mean:
        return Judgement(
            played,
            best.action_id,
            _shown(best.mean, points),
            _shown(made.mean, points),
            False,
            True,
            analysis.iterations,
        )
    return Judgement(
        played,
        best.action_id,
        _shown(best.mean, points),
        _shown(made.mean, points),
        marked=best.mean - made.mean >= MISTAKE_DROP and best.beats(made),
        complete=analysis.complete,
        iterations=analysis.iterations,
    )


def chart_value(
    engine: AnyEngine, state: object, rng: random.Random, budget: CoachBudget
) -> tuple[float, ...] | None:
    """Every seat's chance at ``state`` (solo: expected points), as an onlooker estimates it; None when the
    engine cannot sample what the table knows."""
    values = estimate_public(engine, state, rng, iterations=budget.chart)
    if values is None:
        return None
    points = _scale(engine, state)
    return tuple(_shown(v, points) for v in values)
