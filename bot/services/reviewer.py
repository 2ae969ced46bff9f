"""Reviews of finished games, computed once, in the background, and kept (``Reviewer``).

A review is asked for when a game ends (and when someone asks for one a game does not have), then one
process claims it (``ReviewStore.claim``, a lease renewed between jobs, so a process that dies lets
another take it over) and computes it through the coach's jobs (``bot.workers.coachjobs``), a few positions at
a time: an AI seat's decision in another game waits behind one short job at most. What it computes:

- the chart: every seat's chance at up to ``CHART_POINTS`` steps of the replay (``bot.session.review``),
  each as an onlooker would estimate it from that step's public view;
- each person's decisions: every move in force that its person clicked (not an AI standing in, not a
  move taken back), judged at the state it was made in from what that seat knew.

Decisions written down here:
- A review is computed from the game's seed and action log, replayed as ``/game replay`` replays it, so
  its steps are the replay's steps.
- A game that cannot be replayed gets a failed review with that sentence, at once; a review whose
  computing raised is tried again (``MAX_ATTEMPTS`` in all) and then kept as failed.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from bot.ai.coach import ChartItem, CoachJobRunner, JudgeItem, Judgement
from bot.i18n import refusal_of, said
from bot.services.games import Games, initial_state
from bot.services.history import NotReplayable, build_replay
from bot.session.errors import GameNotRunning
from bot.session.game import Game
from bot.session.records import ActionRecord, SessionStatus
from bot.session.review import ChartPoint, Decision, Review, ReviewStatus, StoredReview, chart_steps
from bot.session.takebacks import moves_in_force
from bot.session.takebacks import replay as replay_log
from bot.store import Storage
from engines import AnyEngine
from engines.base import GameError, GameState
from engines.phrasing import Words

log = logging.getLogger(__name__)
T = TypeVar("T")

LEASE = 60.0  # seconds a process's claim on a review lasts without renewal
CHART_CHUNK = 6  # chart points per job
JUDGE_CHUNK = 3  # decisions per job
IDLE_LOOK = 10.0  # seconds between looks for owed reviews when nothing wakes the reviewer


def in_jobs(items: Sequence[T], size: int) -> list[list[T]]:
    """``items`` cut into jobs of ``size`` (the last may be smaller), in order: how a review's chart points
    and judged decisions are handed to the workers (``CHART_CHUNK``, ``JUDGE_CHUNK``)."""
    return [list(items[start : start + size]) for start in range(0, len(items), size)]


class ReviewLost(Exception):
    """Another process took the review over (this one's claim lapsed)."""


@dataclass(frozen=True)
class Played:
    """A finished game rebuilt for its review: its states, which replay step shows each, its moves."""

    game: Game
    states: tuple[GameState, ...]  # state i: after i entries of the action log
    step_of_state: tuple[int, ...]
    steps: tuple[GameState, ...]  # the state each replay step shows
    actions: tuple[ActionRecord, ...]


def rebuild(game: Game, actions: Sequence[ActionRecord]) -> Played:
    """The game's states from its seed and log, grouped into the replay's steps (engine work: a thread)."""
    engine = game.engine
    first = initial_state(game)
    states = [first, *replay_log(engine, first, actions)]
    if game.state is not None and states[-1] != game.state:
        raise NotReplayable()
    replay = build_replay(game, states, actions, ())
    return Played(
        game, tuple(states), replay.step_of_state, tuple(s.state for s in replay.steps), tuple(actions)
    )


def decisions_to_judge(played: Played) -> list[ActionRecord]:
    """The moves in force that a person clicked, oldest first."""
    return [a for a in moves_in_force(played.actions) if a.user_id is not None]


def label_of(engine: AnyEngine, state: GameState, action_id: str) -> str:
    try:
        return engine.label(state, engine.parse_action(action_id))
    except GameError:
        return action_id


def label_words_of(engine: AnyEngine, state: GameState, action_id: str) -> Words | None:
    """The label as a message (``Engine.label_words``), for each reader's language; None: English only."""
    try:
        return engine.label_words(state, engine.parse_action(action_id))
    except GameError:
        return None


class Reviewer:
    """Owes, claims, computes and keeps reviews. ``run`` is the background loop of one process."""

    def __init__(
        self,
        games: Games,
        storage: Storage,
        coach_jobs: CoachJobRunner,
        *,
        owner: str,
        lease: float = LEASE,
        idle_look: float = IDLE_LOOK,
    ) -> None:
        self.games = games
        self.store = storage.reviews
        self.actions = storage.actions
        self.clock: Callable[[], float] = storage.now
        self.coach_jobs = coach_jobs
        self.owner = owner
        self.lease = lease
        self.idle_look = idle_look
        self._wake = asyncio.Event()
        self._busy = False

    # ---- asking ----

    async def request(self, game: Game) -> StoredReview:
        """The review of a finished game as it stands, owed first if it was never asked for."""
        if game.status != SessionStatus.FINISHED or game.outcome is None:
            raise refusal_of(GameNotRunning, "refusal-review-finished-only")
        stored = await self.store.get(game.id)
        if stored is None:
            await self.store.request(game.id)
            self.kick()
            stored = StoredReview(game.id, ReviewStatus.PENDING)
        return stored

    def kick(self) -> None:
        """Look for owed reviews now."""
        self._wake.set()

    def busy(self) -> bool:
        return self._busy or self._wake.is_set()

    # ---- computing ----

    async def run(self) -> None:
        """Compute owed reviews for ever, one at a time; wait for a kick (or ``idle_look``) between."""
        while True:
            self._wake.clear()
            try:
                worked = await self.work_once()
            except Exception:
                log.exception("Looking for owed reviews failed")
                worked = False
            if not worked:
                try:
                    async with asyncio.timeout(self.idle_look):
                        await self._wake.wait()
                except TimeoutError:
                    pass

    async def work_once(self) -> bool:
        """Claim one owed review and compute it; False when none was owed."""
        session_id = await self.store.claim(self.owner, self.clock() + self.lease)
        if session_id is None:
            return False
        self._busy = True
        try:
            review = await self.compute(session_id)
        except ReviewLost:
            log.info("The review of %s was taken over by another process", session_id)
        except (NotReplayable, GameNotRunning) as exc:
            await self.store.give_up(session_id, str(exc))
        except Exception as exc:
            log.exception("The review of %s failed", session_id)
            failure = Words(id="review-failed-error", args={"error": type(exc).__name__})
            await self.store.fail(session_id, self.owner, said(failure))
        else:
            await self.store.finish(session_id, self.owner, review)
        finally:
            self._busy = False
        return True

    async def _renew(self, session_id: str) -> None:
        if not await self.store.renew(session_id, self.owner, self.clock() + self.lease):
            raise ReviewLost()

    async def compute(self, session_id: str) -> Review:
        game = await self.games.load(session_id)
        if game.status != SessionStatus.FINISHED or game.outcome is None:
            raise refusal_of(GameNotRunning, "review-failed-unfinished")
        actions = await self.actions.actions(session_id)
        if 0 < game.session.position < len(actions):
            actions = actions[: game.session.position]
        try:
            played = await asyncio.to_thread(rebuild, game, actions)
        except NotReplayable:
            raise
        except Exception:  # a move its log holds is refused now: an older engine played it
            raise NotReplayable() from None
        engine = game.engine
        key = game.session.game
        seconds = 0.0
        chart: list[ChartPoint] = []
        steps = chart_steps(len(played.steps))
        # Short jobs, as many side by side as the workers run (a machine with more cores finishes sooner;
        # an AI seat's decision waits behind one short job at most).
        side_by_side = asyncio.Semaphore(max(1, self.coach_jobs.parallel))

        async def chart_chunk(items: list[ChartItem]) -> tuple[float, list[tuple[float, ...] | None]]:
            async with side_by_side:
                done = await self.coach_jobs.chart(key, items)
                await self._renew(session_id)
                return done

        async def judge_chunk(items: list[JudgeItem]) -> tuple[float, list[Judgement | None]]:
            async with side_by_side:
                done = await self.coach_jobs.judge(key, items)
                await self._renew(session_id)
                return done

        chunks: list[list[ChartItem]] = [
            [(i, engine.dump_state(played.steps[i])) for i in job] for job in in_jobs(steps, CHART_CHUNK)
        ]
        for chunk, (spent, values) in zip(
            chunks, await asyncio.gather(*(chart_chunk(c) for c in chunks)), strict=True
        ):
            seconds += spent
            chart.extend(ChartPoint(i, v) for (i, _), v in zip(chunk, values, strict=True) if v is not None)
        decisions: list[Decision] = []
        moves = decisions_to_judge(played)
        batches = in_jobs(moves, JUDGE_CHUNK)
        jobs = [
            [(engine.dump_state(played.states[a.idx]), a.seat, a.action_id) for a in batch]
            for batch in batches
        ]
        for batch, (spent, judged) in zip(
            batches, await asyncio.gather(*(judge_chunk(j) for j in jobs)), strict=True
        ):
            seconds += spent
            decisions.extend(
                self._decision(played, a, j) for a, j in zip(batch, judged, strict=True) if j is not None
            )
        final = played.states[-1]
        points = engine.solo_points if final.num_players == 1 and engine.solo_points else None
        return Review(tuple(chart), tuple(decisions), points, seconds)

    @staticmethod
    def _decision(played: Played, action: ActionRecord, judged: Judgement) -> Decision:
        engine = played.game.engine
        state = played.states[action.idx]
        return Decision(
            action=action.idx,
            state=action.idx,
            step=played.step_of_state[action.idx],
            seat=action.seat,
            played=judged.played,
            played_label=label_of(engine, state, judged.played),
            best=judged.best,
            best_label=label_of(engine, state, judged.best),
            before=judged.before,
            after=judged.after,
            marked=judged.marked,
            played_words=label_words_of(engine, state, judged.played),
            best_words=label_words_of(engine, state, judged.best),
        )
