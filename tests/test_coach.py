"""The AI as a coach, below Discord (docs/ai.md, "The coach"): its search's numbers, hints and judged
decisions on positions whose answer is known, solo scores, the engines' coaching hooks, practice lessons
from the guides, the review's chart drawn for a phone, reviews owed, claimed, computed and kept across
processes, and a game played with hints left unrated."""

from __future__ import annotations

import asyncio
import math
import pickle
import random
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bot.ai.analysis import Estimate, analyse, estimate_public
from bot.ai.coach import CoachBudget, Hint, Suggestion, chart_value, hint, judge, pool
from bot.ai.reasons import ChoiceEffect, reason_of
from bot.catalogue.gamespec import GameSpec
from bot.catalogue.lessons import decision_kind, lesson_for
from bot.catalogue.registry import GAMES
from bot.render import draw as d
from bot.render.chart import LINES, review_chart
from bot.render.colour import ColourGroup, pairs_too_close
from bot.render.protocol import MAX_ALT_TEXT
from bot.services import build_services
from bot.session import ratings
from bot.session.records import SeatRecord
from bot.session.review import ChartPoint, Decision, Review, ReviewStatus, chart_steps
from bot.store import Storage
from bot.workers.coachjobs import hint_job, hint_part_job
from bot.workers.jobrunners import InlineJobRunner, hint_in_parts
from cogs.learning.messages import hint_message
from engines import ENGINES
from engines.base import Outcome
from support import boards
from support.harness import GAMES_UNDER_TEST
from support.secrecy import RedrawControl
from support.toygames import RaceEngine
from support.webgames import new_game, play

SMALL = CoachBudget(hint=200, hint_seconds=1e9, judge=150, chart=60)


def race_at(total: int) -> Any:
    engine = RaceEngine()
    return engine, engine.new_game(2, 1).model_copy(update={"total": total})


# ---- the search's numbers --------------------------------------------------------------------------


def test_a_choice_beats_another_only_beyond_the_searchs_noise() -> None:
    sure = Estimate("a", 400, 0.6, 0.01)
    assert sure.beats(Estimate("b", 400, 0.5, 0.01))
    assert not sure.beats(Estimate("b", 400, 0.58, 0.01))  # 2 points apart, within 2 standard errors
    assert not sure.beats(Estimate("b", 1, 0.0, math.inf))  # one visit tells nothing
    assert not sure.beats(Estimate("b", 400, 0.55, 0.001), gap=0.1)


def test_two_searches_pool_into_one_estimate() -> None:
    pooled = pool(Estimate("a", 300, 0.6, 0.03), Estimate("a", 100, 0.2, 0.04))
    assert pooled.visits == 400 and pooled.mean == pytest.approx(0.5)
    assert pooled.error == pytest.approx(math.hypot(300 * 0.03, 100 * 0.04) / 400)
    assert pool(Estimate("a", 1, 0.5, math.inf), Estimate("a", 9, 0.5, 0.1)).error == math.inf
    assert pool(Estimate("a", 0, 0.0, math.inf), Estimate("a", 5, 0.4, 0.1)).mean == pytest.approx(0.4)


def test_a_choice_the_search_neglects_gets_the_visits_to_be_judged() -> None:
    engine, state = race_at(7)
    analysis = analyse(
        engine, state, 0, random.Random(1), iterations=100, must_visit=("add.1",), min_visits=40
    )
    assert analysis.best.action_id == "add.3" and analysis.best.mean == 1.0
    assert analysis.of("add.1") is not None and analysis.of("add.1").visits >= 40  # type: ignore[union-attr]
    assert analysis.complete


def test_a_winning_move_is_a_clear_hint_and_a_losing_one_a_marked_mistake() -> None:
    engine, state = race_at(7)
    told = hint(engine, state, 0, random.Random(2), SMALL)
    assert told.clear and told.suggestions[0].action_id == "add.3"
    assert told.suggestions[0].value == 1.0 and told.suggestions[0].reason == "It wins the game."
    assert len(told.suggestions) == 3 and all(s.behind for s in told.suggestions[1:])
    judged = judge(engine, state, 0, "add.1", random.Random(3), SMALL)
    assert judged is not None and judged.marked and judged.best == "add.3"
    assert judged.before == 1.0 and judged.drop > 0.5
    best = judge(engine, state, 0, "add.3", random.Random(3), SMALL)
    assert best is not None and not best.marked and best.drop == 0.0


@pytest.mark.parametrize("seed", range(4))
def test_choices_the_ai_cannot_tell_apart_are_neither_a_best_choice_nor_a_mistake(seed: int) -> None:
    """Eight to go for two players: every choice loses to good play, so none stands out and none is
    marked, whichever is played."""
    engine, state = race_at(2)
    told = hint(engine, state, 0, random.Random(seed), SMALL)
    assert len(told.suggestions) == 3 and not told.clear
    for played in ("add.1", "add.2", "add.3"):
        judged = judge(engine, state, 0, played, random.Random(seed), SMALL)
        assert judged is not None and not judged.marked, (played, judged)


async def test_a_hint_in_words_names_a_best_choice_only_when_the_ai_can_tell_it_apart(
    tmp_path: Path,
) -> None:
    storage = await Storage.open(tmp_path / "db.sqlite3", durable=False)
    try:
        services = build_services(
            storage, GAMES_UNDER_TEST.engines, coach_jobs=InlineJobRunner(small_games())
        )
        game = await new_game(services, "secretgame", 2, options={"rounds": 1})
        seat = min(game.to_act)
        choices = [c for c in game.choices(seat) if not c.back][:3]
        assert len(choices) == 3

        def told(*behind: bool) -> str:
            shown = tuple(
                Suggestion(c.action_id, 0.5 - k / 10, "It keeps your options open.", b)
                for k, (c, b) in enumerate(zip(choices, behind, strict=True))
            )
            [embed] = hint_message(game, seat, Hint(seat, shown, None, True, 100)).embeds
            return embed.description or ""

        clear = told(False, True, True)
        assert f"The AI's choice: **{choices[0].label}**" in clear and "cannot tell" not in clear
        # The first is ahead of the others, but a second search put another choice first: a lean.
        shown = tuple(Suggestion(c.action_id, 0.5 - k / 10, "", k > 0) for k, c in enumerate(choices))
        [embed] = hint_message(game, seat, Hint(seat, shown, None, True, 100, confirmed=False)).embeds
        leaning = embed.description or ""
        assert f"The AI leans to **{choices[0].label}**" in leaning and "The AI's choice" not in leaning
        assert leaning.count("(behind the first)") == 2
        assert "%." in leaning and "%. \n" not in leaning  # no reason: nothing after the chance
        # A game that names no best choice: the first ahead and both searches agreeing is a lean, no more.
        unclaimed = Hint(seat, shown, None, True, 100, confirmed=True, claimed=False)
        [embed] = hint_message(game, seat, unclaimed).embeds
        plain = embed.description or ""
        assert f"The AI leans to **{choices[0].label}**: take it as a lean" in plain
        assert "second search" not in plain and "The AI's choice" not in plain
        for behind, words in (
            ((False, False, False), "The AI cannot tell these apart: any of them"),
            ((False, False, True), "The AI cannot tell 1 and 2 apart: either"),
            ((False, True, False), "The AI cannot tell 1 and 3 apart: either"),
        ):
            text = told(*behind)
            assert words in text and "The AI's choice" not in text, text
    finally:
        await storage.close()


def test_a_forced_move_is_not_judged_and_its_hint_says_it_is_the_only_choice() -> None:
    engine, state = race_at(9)  # only +1 fits
    assert judge(engine, state, 0, "add.1", random.Random(1), SMALL) is None
    told = hint(engine, state, 0, random.Random(1), SMALL)
    assert told.only_choice and told.suggestions[0].reason == "It is your only choice."


def test_a_hint_cut_short_says_so() -> None:
    spec = GAMES["grimprospects"]
    engine = spec.engine
    state = boards.playout(engine, 3, 4)[6]
    seat = min(engine.current_seats(state))
    told = hint(engine, state, seat, random.Random(1), replace(SMALL, hint=10**6, hint_seconds=0.05))
    assert not told.complete and 0 < told.iterations < 10**6


def test_a_game_whose_claims_are_turned_off_never_names_a_best_choice() -> None:
    # Every game's claims are confirmed often enough today (docs/ai.md); a game may still turn them off.
    assert all(GAMES[k].coach.claims for k in GAMES)
    spec = GAMES["grimprospects"]
    engine = spec.engine
    claimed = 0
    for state in boards.playout(engine, 2, 4)[2:40:3]:
        seat = min(engine.current_seats(state))
        budget = replace(spec.coach, hint=600, hint_seconds=1e9)
        claimed += hint(engine, state, seat, random.Random(1), budget).clear
        told = hint(engine, state, seat, random.Random(1), replace(budget, claims=False))
        # No best choice is claimed; a choice the numbers put behind is still said to be (the search's
        # own test, whether or not a claim may be made).
        assert not told.clear and not told.claimed
    assert claimed  # the same hints with claims on name a best choice somewhere: the switch is what stops it


def test_solo_values_are_expected_scores() -> None:
    engine = ENGINES["earthcrumbles"]
    state = boards.playout(engine, 1, 3)[10]
    told = hint(engine, state, 0, random.Random(1), SMALL)
    assert told.points == engine.solo_points == 150
    assert all(1 < s.value < 150 for s in told.suggestions)  # Prestige, not a chance
    assert chart_value(engine, state, random.Random(2), SMALL) is not None
    final = boards.playout(engine, 1, 3)[-1]
    outcome = engine.outcome(final)
    assert outcome is not None
    assert chart_value(engine, final, random.Random(2), SMALL) == (min(150.0, outcome.scores[0]),)


def test_the_public_value_of_a_finished_game_is_its_result() -> None:
    engine = ENGINES["gentoo"]
    final = boards.playout(engine, 3, 2)[-1]
    outcome = engine.outcome(final)
    assert outcome is not None
    values = estimate_public(engine, final, random.Random(1), iterations=10)
    assert values == tuple(1.0 if s in outcome.winners else 0.0 for s in range(3))


# ---- the engines' coaching hooks -------------------------------------------------------------------


@pytest.mark.parametrize("key", sorted(ENGINES))
def test_each_engines_coaching_hooks_keep_their_promises(key: str) -> None:
    """``public_determinize`` keeps the public view and draws its secrets from the public alone (two
    positions that differ only in secrets give the same sample); ``heuristic_terms`` read only the seat's
    view and are numbers (which parts they name may change with the phase and the seat's role: Giant
    Snail's once the robot is finished, SLITHER's for the snake and a frog; every part has words in every
    language, tests/test_learning_words.py). The controls (``support.secrecy``): the
    public samples, and the positions compared, really differed in what was hidden."""
    engine = ENGINES[key]
    players = max(engine.min_players, min(engine.max_players, 3))
    games = [boards.playout(engine, players, seed) for seed in (5, 6, 7)]
    public, secrets, hidden_from_terms = (
        RedrawControl(key, f"{what}, playouts 5 to 7") for what in ("public", "secrets", "terms")
    )
    for state in [state for states in games for state in states[:: max(1, len(states) // 12)]]:
        sample = engine.public_determinize(state, random.Random(1))
        assert sample is not None
        assert engine.view(sample, None) == engine.view(state, None)
        public.check(state, None, sample)
        for seat in range(players):
            redrawn = engine.determinize(state, seat, random.Random(2))
            secrets.check(state, seat, redrawn)
            again = engine.public_determinize(redrawn, random.Random(1))
            assert again is not None and engine.view(again, seat) == engine.view(sample, seat)
        if engine.outcome(state) is not None:
            continue
        for seat in range(players):
            terms = engine.heuristic_terms(state, seat)
            assert terms and all(math.isfinite(v) for v in terms.values())
            other = engine.determinize(state, seat, random.Random(3))
            hidden_from_terms.check(state, seat, other)
            assert engine.heuristic_terms(other, seat) == terms
    for control in (public, secrets, hidden_from_terms):
        control.verify()


# ---- practice lessons ------------------------------------------------------------------------------


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_common_kind_of_decision_has_a_lesson_drawn_from_the_guide(key: str) -> None:
    spec = GAMES[key]
    guide = spec.guide
    assert guide is not None and guide.decisions
    named = {e.name for e in guide.entries} | {p.title for p in guide.pages}
    for decision in guide.decisions:
        assert set(decision.see) <= named, decision.kind
        lesson = lesson_for(guide, [f"{decision.ids[0]}.x"])
        assert lesson is not None and len(lesson.text) <= 4000
        assert lesson.text.startswith(decision.buttons)
        for name in decision.see:
            assert f"**{name}**" in lesson.text
    engine = spec.engine
    players = max(engine.min_players, min(engine.max_players, 3))
    unexplained = set()
    for seed in range(3):
        for state in boards.playout(engine, players, seed):
            for seat in engine.current_seats(state):
                ids = [engine.action_id(a) for a in engine.legal_actions(state, seat)]
                if decision_kind(guide, ids) is None:
                    unexplained.add(tuple(sorted({i.split(".")[0] for i in ids})))
    assert unexplained <= {("done",)}, unexplained


# ---- the review's chart ----------------------------------------------------------------------------


def test_the_chart_reads_on_a_phone_and_says_what_it_shows() -> None:
    names = ["Alice", "Bartholomew Penguinsworth III", "Zoë Ørsted", "Dan 🐧", "Ève-Marie Lindqvist"]
    steps = list(range(0, 120, 3))
    rng = random.Random(1)
    values = [tuple(rng.random() for _ in names) for _ in steps]
    with d.measuring() as measured:
        picture = review_chart(names, steps, 120, values, None)
    [image] = measured.images
    assert image.width == picture.width == 800
    assert image.problems() == []
    assert len(picture.alt_text) <= MAX_ALT_TEXT
    assert picture.alt_text.startswith("Chart of each player's chance to win through the game's 120 steps")
    assert all(name[:10] in picture.alt_text for name in names)
    # Shapes and dashes tell the lines apart anyway; their colours are far apart under every vision too.
    group = ColourGroup(
        "review lines", {f"line {i}": c for i, c in enumerate(LINES)}, {"paper": (255, 255, 255)}
    )
    assert [str(p) for p in pairs_too_close(group)] == []
    solo = review_chart(["Alice"], [0, 5], 6, [(20.0,), (41.0,)], 150.0)
    assert "expected score" in solo.alt_text and "41 at step 6" in solo.alt_text
    assert solo.alt_text.startswith("Chart of the expected score through")  # one player: not "each player's"


def test_a_chart_has_at_most_forty_points_spread_over_the_game() -> None:
    assert chart_steps(5) == [0, 1, 2, 3, 4]
    steps = chart_steps(1000)
    assert len(steps) == 40 and steps[0] == 0 and steps[-1] == 999


def test_a_review_is_kept_as_json() -> None:
    review = Review(
        (ChartPoint(0, (0.5, 0.5)), ChartPoint(3, (1.0, 0.0))),
        (
            Decision(4, 4, 2, 1, "a", "A {s0}", "b", "B", 0.61, 0.2, True),
            Decision(6, 6, 3, 1, "c", "C", "c", "C", 0.5, 0.5, False),
            Decision(8, 8, 4, 1, "e", "E", "f", "F", 0.9, 0.3, True),
        ),
        None,
        1.5,
    )
    assert Review.from_json(review.as_json()) == review
    assert [x.action for x in review.largest_drops(1)] == [8, 4]
    assert review.largest_drops(0) == ()
    # A large drop the AI could not tell from its own choice is never shown as a mistake.
    unsure = Review((), (*review.decisions, Decision(9, 9, 5, 1, "g", "G", "h", "H", 0.95, 0.05, False)))
    assert [x.action for x in unsure.largest_drops(1)] == [8, 4]


# ---- reviews owed, claimed and kept ----------------------------------------------------------------


def small_games() -> dict[str, GameSpec]:
    return {
        key: replace(spec, coach=CoachBudget(hint=30, judge=20, chart=10))
        for key, spec in GAMES_UNDER_TEST.items()
    }


async def test_a_review_claimed_by_a_process_that_died_is_computed_by_another(tmp_path: Path) -> None:
    now = [1000.0]
    storage = await Storage.open(tmp_path / "db.sqlite3", durable=False, clock=lambda: now[0])
    try:
        coach_jobs = InlineJobRunner(small_games())
        services = build_services(storage, GAMES_UNDER_TEST.engines, coach_jobs=coach_jobs)
        game = await new_game(services, "secretgame", 2, options={"rounds": 1})
        unfinished = await services.games.load(game.id)
        with pytest.raises(Exception, match="once a game has finished"):
            assert services.reviewer is not None
            await services.reviewer.request(unfinished)
        game = await play(services, game.id, 100, random.Random(1))
        assert game.outcome is not None and services.reviewer is not None
        await services.reviewer.request(game)
        # A process claims it and dies: nobody else may take it until its lease lapses.
        assert await storage.reviews.claim("dead", now[0] + 60) == game.id
        other = build_services(storage, GAMES_UNDER_TEST.engines, coach_jobs=coach_jobs).reviewer
        assert other is not None
        assert not await other.work_once()
        now[0] += 61
        assert await other.work_once()
        stored = await storage.reviews.get(game.id)
        assert stored is not None and stored.status == ReviewStatus.DONE and stored.review is not None
        assert stored.review.chart[-1].step == max(p.step for p in stored.review.chart)
        # The dead process's late answer changes nothing.
        assert not await storage.reviews.finish(game.id, "dead", Review((), ()))
        # Asking again reads it: it is never computed twice.
        assert (await services.reviewer.request(game)).review == stored.review
        assert await storage.reviews.claim("third", now[0] + 60) is None
    finally:
        await storage.close()


async def test_a_review_that_cannot_be_made_fails_with_a_sentence(tmp_path: Path) -> None:
    storage = await Storage.open(tmp_path / "db.sqlite3", durable=False)
    try:
        services = build_services(
            storage, GAMES_UNDER_TEST.engines, coach_jobs=InlineJobRunner(small_games())
        )
        game = await new_game(services, "secretgame", 2, options={"rounds": 1})
        game = await play(services, game.id, 100, random.Random(2))
        assert services.reviewer is not None
        await services.reviewer.request(game)
        # The log no longer replays to the stored state (an older engine wrote it).
        await storage.database.run("UPDATE sessions SET seed = seed + 1 WHERE id = ?", (game.id,))
        assert await services.reviewer.work_once()
        stored = await storage.reviews.get(game.id)
        assert stored is not None and stored.status == ReviewStatus.FAILED
        assert stored.failure == "This game cannot be replayed: it was played by an older version of the bot."
    finally:
        await storage.close()


def test_a_game_played_with_hints_is_not_rated() -> None:
    seats = [SeatRecord(0, 11, None, "Ann"), SeatRecord(1, 12, None, "Ben")]
    outcome = Outcome(winners=(0,), scores=(1.0, 0.0), summary="{s0} wins.")
    assert ratings.game_result(outcome, seats).rated
    assert not ratings.game_result(outcome, seats, hints=True).rated


async def test_the_review_store_owes_claims_keeps_and_gives_up(storage: Storage) -> None:
    """On SQLite and PostgreSQL alike: a review is owed once, claimed by one process at a time until its
    lease lapses, kept by its owner only, tried again after a failure and given up after three."""
    record = await storage.sessions.create(
        guild_id=7, channel_id=10, game="secretgame", host_user_id=1, host_name="Ann"
    )
    assert record is not None
    store = storage.reviews
    await store.request(record.id)
    await store.request(record.id)  # asked twice, owed once
    owed = await store.get(record.id)
    assert owed is not None and owed.status == ReviewStatus.PENDING
    now = storage.now()
    assert await store.claim("a", now + 60) == record.id
    assert await store.claim("b", now + 60) is None
    assert await store.renew(record.id, "a", now + 120)
    assert not await store.renew(record.id, "b", now + 120)
    for attempt in range(3):
        await store.fail(record.id, "a" if attempt == 0 else "c", "It broke.")
        stored = await store.get(record.id)
        assert stored is not None
        if attempt < 2:
            assert stored.status == ReviewStatus.PENDING
            assert await store.claim("c", now + 60) == record.id
    assert stored is not None and stored.status == ReviewStatus.FAILED and stored.failure == "It broke."
    other = await storage.sessions.create(
        guild_id=7, channel_id=11, game="secretgame", host_user_id=1, host_name="Ann"
    )
    assert other is not None
    await store.request(other.id)
    assert await store.claim("a", now + 60) == other.id
    review = Review((ChartPoint(0, (0.5, 0.5)),), ())
    assert not await store.finish(other.id, "b", review)
    assert await store.finish(other.id, "a", review)
    done = await store.get(other.id)
    assert done is not None and done.status == ReviewStatus.DONE and done.review == review
    assert await store.lesson_shown(other.id, "choose")
    assert not await store.lesson_shown(other.id, "choose")
    assert await store.lessons(other.id) == frozenset({"choose"})


def test_a_choice_behind_the_first_is_said_to_be_behind_even_where_no_best_choice_is_claimed() -> None:
    engine, state = race_at(7)
    told = hint(engine, state, 0, random.Random(2), replace(SMALL, claims=False))
    assert not told.claimed and not told.clear  # no claim...
    assert told.suggestions[0].action_id == "add.3"
    assert all(s.behind for s in told.suggestions[1:])  # ...but what the numbers show is said
    assert told.close == (1,)


def effect(counted: int, ended: int = 0, won: int = 0, chance: float = 0.5, **gains: float) -> ChoiceEffect:
    going_on = counted - ended
    return ChoiceEffect(counted, ended, won, {name: g * going_on for name, g in gains.items()}, chance)


def test_a_reason_is_what_sets_a_choice_apart_from_the_others_shown() -> None:
    # Both grow "a" alike (say, cards everyone sees revealed whichever is chosen): only "b" is this one's.
    mine = effect(8, chance=0.6, a=1.0, b=0.3)
    other = effect(8, chance=0.5, a=1.0, b=0.0)
    assert reason_of(mine, [other]) == "It b."
    assert reason_of(other, [mine]) == ""  # nothing sets it apart: no reason at all
    # Two parts where the second sets it apart nearly as much as the first.
    assert reason_of(effect(8, chance=0.6, a=2.0, b=0.9), [effect(8, a=1.0, b=0.0)]) == "It a and b."


def test_it_wins_the_game_only_when_the_search_saw_it_win_every_time() -> None:
    assert reason_of(effect(8, ended=8, won=8, chance=0.99), []) == "It wins the game."
    assert (
        reason_of(effect(8, ended=8, won=8, chance=0.72), []) == "It ends the game."
    )  # the chance says otherwise
    assert reason_of(effect(8, ended=8, won=7, chance=0.97), []) == "It ends the game."  # one sample lost
    assert reason_of(effect(8, ended=3, won=3, chance=0.6, a=0.2), []) == "It a."  # mostly the game goes on


def test_an_ending_that_every_choice_shown_shares_sets_none_apart() -> None:
    sure = effect(8, ended=8, won=8, chance=0.99)
    ends = effect(8, ended=8, won=3, chance=0.4)
    going_on = effect(8, a=0.5)
    # The only choice that wins, or ends, the game: that is what sets it apart.
    assert reason_of(sure, [ends, going_on]) == "It wins the game."
    assert reason_of(ends, [going_on]) == "It ends the game."
    assert reason_of(ends, [sure]) == "It ends the game."  # the other wins it: not alike
    # Every choice shown wins the game, or every one ends it short of a sure win: nothing to tell them by.
    assert reason_of(sure, [sure, sure]) == ""
    assert reason_of(ends, [ends]) == ""
    # Each other's chance counts: a choice whose chance is below a sure win only ends the game.
    assert reason_of(sure, [replace(sure, chance=0.8)]) == "It wins the game."


async def test_a_hint_searched_in_parts_side_by_side_is_the_hint_searched_in_one_piece() -> None:
    """The workers search a hint's parts side by side (a machine with more cores answers sooner); the
    hint is the same as the one searched in one piece, whatever the order the parts finish in."""
    games = small_games()
    engine = ENGINES["gentoo"]
    rng = random.Random(4)
    state = engine.new_game(3, 11)
    for _ in range(12):
        seat = min(engine.current_seats(state))
        state = engine.apply(state, seat, rng.choice(list(engine.legal_actions(state, seat))))
    seat = min(engine.current_seats(state))
    whole = hint_job("gentoo", engine.dump_state(state), seat, games)
    parts = await InlineJobRunner(games).hint("gentoo", engine.dump_state(state), seat)
    assert parts == whole and len(whole.suggestions) > 1


# Gentoo's moves are one click; As The Earth Crumbles' run on, so its reasons follow the tree past the
# first click, and a hint without the right tree differs there (it did when every tree was dropped, or
# part 2's kept instead of part 0's).
@pytest.mark.parametrize(
    ("key", "seed", "moves", "clicks"), [("gentoo", 11, 12, 4), ("earthcrumbles", 0, 6, 0)]
)
async def test_only_the_tree_the_reasons_read_goes_between_the_processes_and_the_hint_is_the_same(
    key: str, seed: int, moves: int, clicks: int
) -> None:
    """Each part of a hint comes back from its worker, and all go on to the job that pools them, through
    pickling: a searched tree is most of those bytes and the reasons read one of the four, the first
    part's. The others leave theirs in their workers, and the hint is the one searched in one piece."""
    games = small_games()
    engine = ENGINES[key]
    rng = random.Random(clicks)
    state = engine.new_game(3, seed)
    for _ in range(moves):
        seat = min(engine.current_seats(state))
        state = engine.apply(state, seat, rng.choice(list(engine.legal_actions(state, seat))))
    seat = min(engine.current_seats(state))
    sent: dict[str, list[Any]] = {}

    async def run(job: Callable[..., Any], *args: Any) -> Any:  # as a worker process: by pickling
        *data, known = args  # the games a worker knows already (the registry's, there)
        data = pickle.loads(pickle.dumps(data))
        sent.setdefault(job.__name__, []).append(data)
        return pickle.loads(pickle.dumps(await asyncio.to_thread(job, *data, known)))

    dumped = engine.dump_state(state)
    hinted = await hint_in_parts(run, key, dumped, seat, games[key], games)
    assert hinted == hint_job(key, dumped, seat, games)
    parts = sent["hint_finish_job"][0][4]
    assert [bool(p.root.children) for p in parts] == [True, False, False, False]
    assert all(p.estimates and p.iterations for p in parts)  # every part's numbers still pooled
    whole = [
        hint_part_job(key, dumped, seat, args[3], args[4], True, games) for args in sent["hint_part_job"]
    ]
    assert len(pickle.dumps(parts)) < len(pickle.dumps(whole))


def test_a_judged_decision_stops_searching_once_its_verdict_is_settled() -> None:
    """A clear mistake is marked, and a move as good as any is left unmarked, well before the budget:
    more search could not change either verdict. The verdicts are those of the full budget."""
    engine, state = race_at(7)
    budget = replace(SMALL, judge=800)
    mistake = judge(engine, state, 0, "add.1", random.Random(3), budget)
    assert mistake is not None and mistake.marked and mistake.iterations < 800
    engine, even = race_at(2)  # every choice loses to good play: none can be a mistake
    fine = judge(engine, even, 0, "add.2", random.Random(3), budget)
    assert fine is not None and not fine.marked and fine.iterations < 800
