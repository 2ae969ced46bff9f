"""The Giant Snail Will Not Prevail! engine beyond the shared conformance suite, as players meet it:
decisions of at most 25 choices and a way back in every move of several clicks, over whole games; and the
Malacologist's peek (T7), a secret one seat holds, kept from the others' views however the rest is
redrawn."""

from __future__ import annotations

import random

from bot.ai.agents import GreedyAgent
from engines import ENGINES
from engines.giantsnail.models import GiantSnailAction, GiantSnailState
from support import boards
from support.secrecy import RedrawControl, assert_shows_nothing_new

ENGINE = ENGINES["giantsnail"]


def test_every_decision_has_at_most_25_choices_and_a_way_back_mid_move() -> None:
    """One click at a time, at most 25 options, "Back" before a move commits."""
    widest = 0
    back_offered = 0
    for seed in range(12):
        state = ENGINE.new_game(3, seed)
        rng = random.Random(seed)
        greedy = GreedyAgent()
        while ENGINE.outcome(state) is None:
            seat = min(ENGINE.current_seats(state))
            actions = list(ENGINE.legal_actions(state, seat))
            ids = [ENGINE.action_id(a) for a in actions]
            widest = max(widest, len(ids))
            assert len(ids) <= 25, ids
            assert len(set(ids)) == len(ids)
            if state.draft:
                assert "back" in ids
                back_offered += 1
            action = greedy.choose(ENGINE, state, seat, rng) if seed % 2 else rng.choice(actions)
            state = ENGINE.apply(state, seat, action)
    assert widest > 10  # the Action Phase's first click offers many regions
    assert back_offered > 0


def malacologist_seeker(state: GiantSnailState, seat: int, rng: random.Random) -> GiantSnailAction:
    """A random player who researches the Malacologist whenever it can, and researches often."""
    actions: list[GiantSnailAction] = list(ENGINE.legal_actions(state, seat))
    ids = [ENGINE.action_id(a) for a in actions]
    malacologist = [
        a for a, i in zip(actions, ids, strict=True) if i.startswith("research.") and i.endswith(".t7")
    ]
    if malacologist:
        return malacologist[0]
    research = [a for a, i in zip(actions, ids, strict=True) if i.startswith("research.")]
    return rng.choice(research if research and rng.random() < 0.5 else actions)


def peek_positions(wanted: int) -> list[GiantSnailState]:
    """Positions of seeded random games in which a Malacologist's researcher is choosing among the cards
    it is shown, or knows the top of the event deck: the games of the first seeds that hold ``wanted``."""
    found: list[GiantSnailState] = []
    for seed in range(300):
        for state in boards.each_state(ENGINE, 3, seed, policy=malacologist_seeker, random_seat=True):
            if state.phase != "over" and (state.peek_seat >= 0 or state.pending == "peek"):
                found.append(state)
        if len(found) >= wanted:
            return found
    raise AssertionError(f"only {len(found)} positions with a Malacologist's peek in 300 games")


def test_what_a_malacologist_shows_its_researcher_stays_hidden_from_the_others() -> None:
    """T7 and ruling 37: the cards a Malacologist shows are seen by its researcher alone. At every position
    where a researcher is choosing among them, or knows them afterwards, a redraw of what a seat cannot
    see (``determinize``) changes no view, choice or button label of that seat, nor the public view; it
    keeps the shown cards in their places for the researcher, and, for the other seats, draws them again
    (the control, ``support.secrecy``: else the comparison would not tell a view that showed them)."""
    control = RedrawControl("giantsnail", "Malacologist games")
    choosing = knowing = 0
    rng = random.Random(7)
    for state in peek_positions(20):
        choosing += state.pending == "peek"
        knowing += state.peek_seat >= 0
        for seat in range(3):
            other = ENGINE.determinize(state, seat, rng)
            assert_shows_nothing_new(ENGINE, state, seat, other, f"step {state.step}")
            labels = [ENGINE.label(state, a) for a in ENGINE.legal_actions(state, seat)]
            assert [ENGINE.label(other, a) for a in ENGINE.legal_actions(other, seat)] == labels
            if seat == state.peek_seat:
                assert other.deck[: state.peek_count] == state.deck[: state.peek_count]
            control.check(state, seat, other)
    assert choosing and knowing
    summary = control.verify()
    assert "the cards a Malacologist showed someone else" in summary


def test_each_part_of_the_coachs_judgement_grows_only_with_what_it_names() -> None:
    """The heuristic multiplies Earth's survival by the seat's share of the votes; its parts for the coach
    (``heuristic_terms``) weigh each by the other factor at a fixed value, so that "builds the robot" is
    not said of a move that only won votes, nor "wins votes" of one that only built: across many
    positions, a part's value is one and the same wherever what it names is the same."""
    from engines.giantsnail.scoring import totals

    seen: dict[tuple[str, object], set[float]] = {}
    for seed in range(6):
        for state in boards.playout(ENGINE, 3, seed):
            if ENGINE.outcome(state) is not None:
                continue
            built = sum(1 for section in state.sections for w in section if w >= 0)
            votes = totals(state)
            for seat in range(3):
                terms = ENGINE.heuristic_terms(state, seat)
                named = {"wins votes": votes[seat], "holds back the others' votes": sum(votes) - votes[seat]}
                if "builds the robot" in terms:
                    named["builds the robot"] = built
                for part, quantity in named.items():
                    seen.setdefault((part, quantity), set()).add(round(terms[part], 12))
    assert len(seen) > 20, "too few positions to tell"
    assert all(len(values) == 1 for values in seen.values()), {k: v for k, v in seen.items() if len(v) > 1}
