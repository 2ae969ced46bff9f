"""The coach's work as jobs a worker process runs, named by game key, with plain values in and out: a hint
(``hint_job``), a review's chart points (``chart_job``) and a review's judged decisions (``judge_job``).
``bot.ai.coach.CoachJobRunner`` is what the rest of the bot calls; ``bot.workers.jobrunners`` runs the jobs
in the AI worker processes (``WorkerJobRunner``) or in a thread of this process (``InlineJobRunner``:
tests, and registries that a worker process would not know).

Each job seeds its generator from what its searcher may know and where it is, never from the game's
seed (which fixes every hidden order): a hint and a judged decision from the seat's view
(``bot.ai.agents.agent_rng``), a chart point from the public view and the replay's step. So the same
position gives the same answer in any process, and a chart point depends on nothing hidden.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Mapping, Sequence
from typing import Any

from bot.ai.agents import agent_rng
from bot.ai.analysis import Analysis
from bot.ai.coach import (
    ChartItem,
    Hint,
    JudgeItem,
    Judgement,
    chart_value,
    hint,
    hint_from,
    hint_part,
    judge,
    part_seeds,
)
from bot.catalogue.gamespec import GameSpec
from bot.catalogue.registry import spec_of
from engines.base import Seat


def _spec(key: str, games: Mapping[str, GameSpec] | None) -> GameSpec:
    return spec_of(key) if games is None else spec_of(key, games)


def hint_job(key: str, state_json: str, seat: Seat, games: Mapping[str, GameSpec] | None = None) -> Hint:
    """The hint for ``seat`` in a stored state, searched from what the seat knows, its parts one after the
    other."""
    spec = _spec(key, games)
    engine = spec.engine
    state = engine.load_state(state_json)
    rng = agent_rng(engine, state, seat, "coach.hint")
    return hint(engine, state, seat, rng, spec.coach, prior_visits=spec.search_prior)


HintPlan = tuple[list[int], tuple[Any, ...]]  # the parts' seeds, and the hint generator's state after them


def hint_plan(key: str, state_json: str, seat: Seat, games: Mapping[str, GameSpec] | None = None) -> HintPlan:
    """What a hint run in parts needs first: the seeds of its parts, drawn from the generator ``hint_job``
    would use, and that generator's state afterwards, so both give the same hint."""
    engine = _spec(key, games).engine
    rng = agent_rng(engine, engine.load_state(state_json), seat, "coach.hint")
    seeds = part_seeds(rng)
    return seeds, rng.getstate()


def hint_part_job(
    key: str,
    state_json: str,
    seat: Seat,
    seed: int,
    deadline: float,
    tree: bool,
    games: Mapping[str, GameSpec] | None = None,
) -> Analysis:
    """One part of a hint (``bot.ai.coach.hint_part``), searched in a worker beside the others; with its
    searched tree only where ``tree`` (the first part's, which the reasons read: ``coach.merged``)."""
    spec = _spec(key, games)
    engine = spec.engine
    state = engine.load_state(state_json)
    part = hint_part(
        engine,
        state,
        seat,
        spec.coach,
        rng=random.Random(seed),
        prior_visits=spec.search_prior,
        deadline=deadline,
    )
    return part if tree else part.without_tree()


def hint_finish_job(
    key: str,
    state_json: str,
    seat: Seat,
    rng_state: tuple[Any, ...],
    parts: Sequence[Analysis],
    games: Mapping[str, GameSpec] | None = None,
) -> Hint:
    """The hint from its parts: the choices pooled, and their reasons."""
    spec = _spec(key, games)
    engine = spec.engine
    rng = random.Random()
    rng.setstate(rng_state)
    return hint_from(engine, engine.load_state(state_json), seat, rng, spec.coach, parts)


def chart_rng(key: str, step: int, public_view_json: str) -> random.Random:
    """A chart point's generator: from the public view and the replay's step alone."""
    digest = hashlib.sha256(public_view_json.encode()).hexdigest()
    return random.Random(f"{key}:chart:{step}:{digest}")


def chart_job(
    key: str, items: Sequence[ChartItem], games: Mapping[str, GameSpec] | None = None
) -> tuple[float, list[tuple[float, ...] | None]]:
    """Every seat's chance at each ``(step, state)``, as an onlooker would estimate it; with the CPU
    seconds it took."""
    spec = _spec(key, games)
    engine = spec.engine
    started = time.process_time()
    values: list[tuple[float, ...] | None] = []
    for step, state_json in items:
        state = engine.load_state(state_json)
        rng = chart_rng(key, step, engine.view(state, None).model_dump_json())
        values.append(chart_value(engine, state, rng, spec.coach))
    return time.process_time() - started, values


def judge_job(
    key: str, items: Sequence[JudgeItem], games: Mapping[str, GameSpec] | None = None
) -> tuple[float, list[Judgement | None]]:
    """Each decision judged from what its seat knew when it was made; with the CPU seconds it took."""
    spec = _spec(key, games)
    engine = spec.engine
    started = time.process_time()
    judged: list[Judgement | None] = []
    for state_json, seat, action_id in items:
        state = engine.load_state(state_json)
        rng = agent_rng(engine, state, seat, "coach.review")
        judged.append(judge(engine, state, seat, action_id, rng, spec.coach, prior_visits=spec.search_prior))
    return time.process_time() - started, judged
