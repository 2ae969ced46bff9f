"""Pairing (bot/session/pairing.py, bot/session/roundrobin.py): a round's table sizes and byes, Swiss tables with as few repeat
meetings as the field allows (checked against an exhaustive search of every seating on small fields,
with random histories), round robins in which every pair meets in as few rounds as there can be (checked
against an exhaustive search of every schedule on small fields), and the seat order."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from itertools import combinations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.session.pairing import (
    Meetings,
    choose_byes,
    fill_tables,
    repeats,
    seat_order,
    smallest_table,
    swiss_round,
    table_sizes,
)
from bot.session.roundrobin import round_robin, round_robin_bound


def all_seatings(players: Sequence[int], sizes: Sequence[int]) -> Iterator[list[tuple[int, ...]]]:
    """Every seating of ``players`` at tables of ``sizes`` (largest first), written as the pairing writes
    them: tables in order of their highest-placed player, each in standings order; found by trying
    every assignment of a table to each player (independent of the code under test)."""
    n, m = len(players), len(sizes)
    seen = set()
    for assignment in product(range(m), repeat=n):
        tables = [tuple(p for p, t in zip(players, assignment, strict=True) if t == k) for k in range(m)]
        if any(not t for t in tables):
            continue
        tables.sort(key=lambda t: t[0])
        if [len(t) for t in tables] != list(sizes):
            continue
        key = tuple(tables)
        if key not in seen:
            seen.add(key)
            yield list(tables)


def random_history(n: int, rounds: int, size: int, rng: random.Random) -> Meetings:
    meetings = Meetings()
    for _ in range(rounds):
        people = list(range(n))
        rng.shuffle(people)
        for start in range(0, n - 1, size):
            meetings.add_table(people[start : start + size])
    return meetings


# ---- table sizes and byes ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "target", "game_min", "sizes", "byes"),
    [
        (7, 3, 2, (3, 2, 2), 0),  # Gentoo Rules at tables of 3: smaller tables, no bye
        (7, 3, 3, (3, 3), 1),  # Giant Snail (exactly 3): one bye
        (10, 4, 2, (4, 3, 3), 0),  # as even as possible, never above the chosen size
        (5, 4, 3, (4,), 1),  # tables of 3 or 4 only: 4 and a bye
        (9, 2, 2, (2, 2, 2, 2), 1),  # a 2-player game, odd field: one bye
        (4, 1, 1, (1, 1, 1, 1), 0),  # solo tables (As The Earth Crumbles)
        (5, 3, 1, (3, 2), 0),  # never a solo table among tables of several
        (2, 3, 3, (), 2),  # too few for one table: everyone sits out
    ],
)
def test_table_sizes_use_smaller_tables_where_the_game_allows_else_byes(
    players: int, target: int, game_min: int, sizes: tuple[int, ...], byes: int
) -> None:
    assert table_sizes(players, target, smallest_table(target, game_min)) == (sizes, byes)


@given(players=st.integers(1, 60), target=st.integers(1, 5), game_min=st.integers(1, 5))
def test_table_sizes_seat_everyone_but_the_fewest_byes(players: int, target: int, game_min: int) -> None:
    if game_min > target:
        return
    smallest = smallest_table(target, game_min)
    sizes, byes = table_sizes(players, target, smallest)
    assert sum(sizes) + byes == players
    assert all(smallest <= s <= target for s in sizes)
    assert list(sizes) == sorted(sizes, reverse=True) and (not sizes or sizes[0] - sizes[-1] <= 1)
    # No seating with fewer byes exists: every smaller count of byes leaves a number of players that
    # tables of smallest..target cannot hold exactly.
    for fewer in range(byes):
        left = players - fewer
        assert not any(t * smallest <= left <= t * target for t in range(1, left + 1))


def test_byes_go_to_the_lowest_placed_among_those_with_the_fewest_byes() -> None:
    order = ["ann", "bo", "cy", "di", "ed"]
    assert choose_byes(order, 1, {}) == ("ed",)
    assert choose_byes(order, 1, {"ed": 1}) == ("di",)
    assert choose_byes(order, 2, {"ed": 1, "di": 1, "cy": 1}) == ("ann", "bo")
    assert choose_byes(order, 2, {"ed": 1}) == ("cy", "di")


# ---- Swiss ---------------------------------------------------------------------------------------------


def test_a_first_round_fills_tables_from_the_top() -> None:
    plan = swiss_round(list("ABCDEFG"), 3, 2, Meetings(), {})
    assert plan.tables == (("A", "B", "C"), ("D", "E"), ("F", "G")) and plan.byes == ()


def test_a_repeat_meeting_is_avoided_by_the_nearest_change_to_the_top_down_fill() -> None:
    met = Meetings.of([("A", "B")])
    assert fill_tables(list("ABCD"), [2, 2], met, None) == (("A", "C"), ("B", "D"))
    met = Meetings.of([("A", "B", "C"), ("D", "E", "F")])
    tables = fill_tables(list("ABCDEF"), [3, 3], met, None)
    assert repeats(tables, met) == 2  # six players who met in two threes cannot avoid two repeats
    assert tables == (("A", "B", "D"), ("C", "E", "F"))


def test_when_repeats_cannot_be_avoided_the_fewest_are_made() -> None:
    # Four players who have all met: any seating repeats two pairs (one per table), no more.
    met = Meetings.of([("A", "B"), ("C", "D"), ("A", "C"), ("B", "D"), ("A", "D"), ("B", "C")])
    tables = fill_tables(list("ABCD"), [2, 2], met, None)
    assert repeats(tables, met) == 2 and tables == (("A", "B"), ("C", "D"))


@settings(max_examples=120, deadline=None)
@given(
    n=st.integers(2, 8),
    target=st.integers(2, 4),
    rounds=st.integers(0, 5),
    seed=st.integers(0, 10**6),
)
def test_swiss_tables_have_the_fewest_repeats_and_are_nearest_the_top_down_fill(
    n: int, target: int, rounds: int, seed: int
) -> None:
    """Against every seating there is: the pairing's repeats are the fewest, and among the seatings with
    that many it is the first in the order of the module's rule."""
    rng = random.Random(seed)
    met = random_history(n, rounds, target, rng)
    order = list(range(n))
    sizes, byes = table_sizes(n, target, 2)
    seated = order[: n - byes]
    found = fill_tables(seated, sizes, met, None)
    best = min(
        ((repeats(t, met), t) for t in all_seatings(seated, sizes)),
        key=lambda pair: (pair[0], pair[1]),
    )
    assert repeats(found, met) == best[0]
    assert list(found) == best[1]


@settings(max_examples=80, deadline=None)
@given(
    n=st.integers(1, 40),
    target=st.integers(1, 5),
    game_min=st.integers(1, 3),
    rounds=st.integers(0, 6),
    seed=st.integers(0, 10**6),
)
def test_a_swiss_round_seats_everyone_once_at_tables_the_game_allows(
    n: int, target: int, game_min: int, rounds: int, seed: int
) -> None:
    if game_min > target:
        return
    rng = random.Random(seed)
    met = random_history(n, rounds, target, rng)
    order = list(range(n))
    rng.shuffle(order)
    smallest = smallest_table(target, game_min)
    plan = swiss_round(order, target, smallest, met, {p: rng.randrange(2) for p in order})
    seated = [p for t in plan.tables for p in t] + list(plan.byes)
    assert sorted(seated) == sorted(order)  # nobody twice in a round, nobody forgotten
    assert all(smallest <= len(t) <= target for t in plan.tables)
    assert len(plan.byes) == table_sizes(n, target, smallest)[1]


def test_a_tight_budget_still_gives_a_complete_round_with_repeats_repaired_by_swaps() -> None:
    rng = random.Random(5)
    met = random_history(40, 12, 2, rng)
    order = list(range(40))
    exact = fill_tables(order, [2] * 20, met, None)
    quick = fill_tables(order, [2] * 20, met, budget=50)
    assert sorted(p for t in quick for p in t) == order
    assert repeats(quick, met) >= repeats(exact, met)


# ---- round robin ---------------------------------------------------------------------------------------


def pairs_met(plan_tables: Sequence[Sequence[int]]) -> set[frozenset[int]]:
    return {frozenset(pair) for table in plan_tables for pair in combinations(table, 2)}


def fewest_rounds(n: int, sizes: tuple[int, ...], byes: int) -> int:
    """The fewest rounds of seatings of ``sizes`` (and ``byes`` sitting out) in which every pair of n
    players meets, by breadth-first search over the pairs met (independent of the code under test)."""
    everyone = frozenset(frozenset(p) for p in combinations(range(n), 2))
    rounds_of: list[frozenset[frozenset[int]]] = []
    for out in combinations(range(n), byes):
        rest = [p for p in range(n) if p not in out]
        for seating in all_seatings(rest, sizes):
            rounds_of.append(frozenset(pairs_met(seating)))
    frontier = {frozenset[frozenset[int]]()}
    for depth in range(1, 20):
        frontier = {met | r for met in frontier for r in rounds_of}
        if everyone in frontier:
            return depth
    raise AssertionError("no schedule")


@pytest.mark.parametrize("n", range(2, 11))
def test_a_two_player_round_robin_meets_everyone_once_with_one_bye_each_when_odd(n: int) -> None:
    plans = round_robin(list(range(n)), 2, 2, seed=1)
    assert len(plans) == (n - 1 if n % 2 == 0 else n)
    met = [frozenset(t) for plan in plans for t in plan.tables]
    assert len(met) == len(set(met)) == n * (n - 1) // 2
    byes = [p for plan in plans for p in plan.byes]
    assert sorted(byes) == (list(range(n)) if n % 2 else [])


@pytest.mark.parametrize(("n", "target", "game_min"), [(4, 3, 2), (5, 3, 2), (6, 3, 2), (5, 4, 2), (6, 4, 3)])
def test_a_round_robin_at_larger_tables_has_the_fewest_rounds_there_are(
    n: int, target: int, game_min: int
) -> None:
    smallest = smallest_table(target, game_min)
    plans = round_robin(list(range(n)), target, smallest, seed=3)
    sizes, byes = table_sizes(n, target, smallest)
    assert len(plans) == fewest_rounds(n, sizes, byes)
    assert pairs_met([t for plan in plans for t in plan.tables]) == pairs_met([range(n)])
    for plan in plans:
        assert sorted(len(t) for t in plan.tables) == sorted(sizes) and len(plan.byes) == byes


@pytest.mark.parametrize(
    ("n", "target"), [(7, 3), (8, 3), (9, 3), (8, 4), (12, 3), (12, 4), (15, 3), (16, 4)]
)
def test_a_larger_round_robin_meets_every_pair_near_the_lower_bound(n: int, target: int) -> None:
    plans = round_robin(list(range(n)), target, 2, seed=3)
    assert pairs_met([t for plan in plans for t in plan.tables]) == pairs_met([range(n)])
    bound = round_robin_bound(n, target, 2)
    assert bound <= len(plans) <= bound + 2
    assert round_robin(list(range(n)), target, 2, seed=99) == plans  # the field's size alone decides


def test_the_first_seat_goes_round_the_field() -> None:
    firsts: dict[str, int] = {}
    lot = random.Random(1)
    for _ in range(6):
        order = seat_order(("A", "B", "C"), firsts, lot)
        firsts[order[0]] = firsts.get(order[0], 0) + 1
    assert firsts == {"A": 2, "B": 2, "C": 2}
