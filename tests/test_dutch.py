"""Swiss at tables of two, the Dutch way (bot/session/dutch.py, bot/session/dutchbracket.py,
bot/session/dutchfield.py, bot/session/seatbalance.py, bot/session/blossom.py): checked against every
pairing of small fields (up to 10 players, random histories of up to 4 rounds, and whole tournaments
paired round after round), with the rules of docs/tournaments.md ("Swiss at tables of two") applied one
by one to all of them (``reference`` below, written apart from the code under test); and known pairings,
the position written beside each.

Random draws come from hypothesis (a failure prints the example, with its ``seed``) or from
``random.Random(seed)`` with the seed in the test's parameters."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.session.blossom import maximum_pairing
from bot.session.dutch import DutchHistory, dutch_round
from bot.session.dutchfield import Field, Float
from bot.session.dutchorder import DutchOrder
from bot.session.pairing import Meetings
from bot.session.seatbalance import FIRST, SECOND, SeatWant, Strength, clash, higher_takes_first, unmet

HALF = Fraction(1, 2)
Pair = frozenset[int]


# ---- the field: random histories, and whole tournaments --------------------------------------------------


@dataclass
class Position:
    """A field before a round: scores, and the history the round is paired from."""

    players: list[int]
    scores: dict[int, Fraction]
    history: DutchHistory[int]


def random_position(n: int, rounds: int, rng: random.Random) -> Position:
    """Any history at all: meetings, byes, seats, floats and scores drawn independently (seat clashes and
    forced floats included), pairing numbers 1 to n."""
    meetings = Meetings()
    seats: dict[int, list[int]] = {p: [] for p in range(n)}
    scores = dict.fromkeys(range(n), Fraction(0))
    byes: dict[int, int] = {}
    for _ in range(rounds):
        people = list(range(n))
        rng.shuffle(people)
        if n % 2:
            sitting = people.pop()
            byes[sitting] = byes.get(sitting, 0) + 1
            scores[sitting] += HALF
        for a, b in zip(people[::2], people[1::2], strict=True):
            meetings.add_table((a, b))
            seats[a].append(rng.choice((FIRST, SECOND)))
            seats[b].append(rng.choice((FIRST, SECOND)))
            scores[a] += rng.choice((0, HALF, 1))
            scores[b] += rng.choice((0, HALF, 1))
    floats = {p: [rng.choice((None, Float.DOWN, Float.UP)) for _ in range(2)] for p in range(n)}
    history = DutchHistory(meetings, byes, seats, floats, {p: p + 1 for p in range(n)}, rng.random() < 0.5)
    return Position(list(range(n)), scores, history)


def play_round(
    position: Position, tables: Sequence[Sequence[int]], byes: Sequence[int], rng: random.Random
) -> Position:
    """The position after a round with random results (win, draw or loss), as the bot records it."""
    scores = dict(position.scores)
    meetings = Meetings(position.history.meetings.counts)
    seats = {p: list(position.history.seats.get(p, ())) for p in position.players}
    floats: dict[int, list[Float | None]] = {
        p: [None, *list(position.history.floats.get(p, ()))[:1]] for p in position.players
    }
    had = dict(position.history.byes)
    for p in byes:
        had[p] = had.get(p, 0) + 1
        floats[p][0] = Float.DOWN
        scores[p] += HALF
    for first, second in tables:
        meetings.add_table((first, second))
        seats[first].append(FIRST)
        seats[second].append(SECOND)
        if scores[first] != scores[second]:
            high, low = (first, second) if scores[first] > scores[second] else (second, first)
            floats[high][0], floats[low][0] = Float.DOWN, Float.UP
        won = rng.choice((0, HALF, 1))
        scores[first] += won
        scores[second] += 1 - won
    old = position.history
    history = DutchHistory(meetings, had, seats, floats, old.numbers, old.odd_first)
    return Position(position.players, scores, history)


# ---- the rules, read apart: every pairing tried, the criteria applied one by one -------------------------


@dataclass(frozen=True)
class Whole:
    """One way to pair the round: its pairs and its bye."""

    pairs: frozenset[Pair]
    bye: int | None


def every_pairing(players: Sequence[int]) -> Iterator[list[Pair]]:
    if not players:
        yield []
        return
    first, rest = players[0], list(players[1:])
    for i, other in enumerate(rest):
        for tail in every_pairing(rest[:i] + rest[i + 1 :]):
            yield [frozenset((first, other)), *tail]


def every_round(players: Sequence[int]) -> Iterator[Whole]:
    for bye in players if len(players) % 2 else [None]:
        for pairs in every_pairing([p for p in players if p != bye]):
            yield Whole(frozenset(pairs), bye)


class Reference:
    """The pairing docs/tournaments.md describes, found by sieving every pairing of the round."""

    def __init__(self, position: Position) -> None:
        self.position = position
        history = position.history
        self.order = sorted(position.players, key=lambda p: (-position.scores[p], history.numbers[p]))
        self.rank = {p: i for i, p in enumerate(self.order)}
        self.wants = {p: SeatWant.of(history.seats.get(p, ())) for p in position.players}
        self.met = {frozenset(pair) for pair, count in history.meetings.counts.items() if count}
        self.rounds = list(every_round(self.order))
        byes = [history.byes.get(p, 0) for p in position.players]
        self.fewest = min(byes) if byes else 0

    def bye_allowed(self, whole: Whole) -> bool:
        return whole.bye is None or self.position.history.byes.get(whole.bye, 0) == self.fewest

    def rematches(self, whole: Whole) -> int:
        return sum(self.position.history.meetings.met(*pair) for pair in whole.pairs)

    def clashes(self, whole: Whole) -> int:
        return sum(1 for a, b in map(tuple, whole.pairs) if clash(self.wants[a], self.wants[b]))

    def groups(self, bye: int | None) -> list[list[int]]:
        groups: list[list[int]] = []
        for p in self.order:
            if p == bye:
                continue
            if groups and self.position.scores[groups[-1][0]] == self.position.scores[p]:
                groups[-1].append(p)
            else:
                groups.append([p])
        return groups

    def brackets(self, whole: Whole) -> list[tuple[list[int], list[int], list[Pair], list[int]]] | None:
        """Each bracket of a round as the Dutch procedure would meet it (its MDPs, residents, pairs and
        floaters), or None when the round pairs two players who floated into one bracket together."""
        partner = {p: q for pair in whole.pairs for p, q in (tuple(pair), tuple(pair)[::-1])}
        mdps: list[int] = []
        found = []
        for residents in self.groups(whole.bye):
            members = set(mdps) | set(residents)
            if any(partner[a] in mdps for a in mdps):
                return None
            pairs = sorted({frozenset((p, partner[p])) for p in members if partner[p] in members}, key=sorted)
            floaters = sorted((p for p in members if partner[p] not in members), key=self.rank.__getitem__)
            found.append((mdps, residents, pairs, floaters))
            mdps = floaters
        return found

    def key(
        self, k: int, bracket: tuple[list[int], list[int], list[Pair], list[int]], outcome: object
    ) -> tuple[object, ...]:
        """A bracket's candidate weighed by the rules, the Dutch order last."""
        mdps, residents, pairs, floaters = bracket
        scores, floats = self.position.scores, self.position.history.floats
        bsn = {p: i + 1 for i, p in enumerate([*mdps, *residents])}
        seats = [0, 0, 0]
        for pair in pairs:
            high, low = sorted(pair, key=self.rank.__getitem__)
            strength = unmet(self.wants[high], self.wants[low])
            for j, level in enumerate((Strength.ABSOLUTE, Strength.STRONG, Strength.MILD)):
                seats[j] += strength >= level
        partner_of = {p: q for pair in pairs for p, q in (tuple(pair), tuple(pair)[::-1])}
        resident_floaters = [p for p in floaters if p in residents]
        upfloaters = [partner_of[m] for m in mdps if m in partner_of]

        def had(p: int, when: int, kind: Float) -> bool:
            return len(floats.get(p, ())) > when and floats[p][when] == kind

        repeated = (
            sum(had(p, 0, Float.DOWN) for p in resident_floaters),
            sum(had(p, 0, Float.UP) for p in upfloaters),
            sum(had(p, 1, Float.DOWN) for p in resident_floaters),
            sum(had(p, 1, Float.UP) for p in upfloaters),
        )
        paired_mdps = sorted((m for m in mdps if m in partner_of), key=bsn.__getitem__)
        mdp_order = (tuple(sorted(-scores[m] for m in paired_mdps)), tuple(bsn[m] for m in paired_mdps))
        mdp_partners = tuple(bsn[partner_of[m]] for m in paired_mdps)
        remainder = [p for p in residents if p not in upfloaters]
        inner = [sorted(pair, key=bsn.__getitem__) for pair in pairs if set(pair) <= set(remainder)]
        s1 = sorted((a for a, _ in inner), key=bsn.__getitem__)
        top = remainder[: len(s1)]
        out = sorted((bsn[p] for p in top if p not in s1), reverse=True)
        into = sorted(bsn[p] for p in s1 if p not in top)
        exchange = (len(out), sum(into) - sum(out), tuple(-b for b in out), tuple(into))
        s1_partners = tuple(bsn[partner_of[a]] for a in s1)
        floater_scores = tuple(sorted((scores[p] for p in floaters), reverse=True))
        return (
            len(floaters),
            floater_scores,
            outcome,
            *seats,
            *repeated,
            mdp_order,
            mdp_partners,
            exchange,
            s1_partners,
        )

    def rounds_by_rules(self) -> tuple[list[Whole], str]:
        """The rounds left by the bye and the absolute criteria, and which rules they met."""
        allowed = [w for w in self.rounds if self.bye_allowed(w)]
        clean = [w for w in allowed if self.rematches(w) == 0]
        if not clean:
            return allowed, "fewest repeats"
        lowest = max((w for w in clean), key=lambda w: -1 if w.bye is None else self.rank[w.bye]).bye
        kept = [w for w in clean if w.bye == lowest]
        strict = [w for w in kept if self.clashes(w) == 0]
        return (strict, "all") if strict else (kept, "no rematch")

    def sieve(
        self, follow: Whole | None = None
    ) -> tuple[Whole, list[tuple[tuple[object, ...], list[tuple[object, ...]]]]]:
        """The pairing the rules choose, and at each bracket the key of the candidate kept with the keys
        of all the candidates it was chosen among. ``follow``: keep that round's candidates instead of
        the best ones, to weigh each of its choices against its rivals."""
        left, rules = self.rounds_by_rules()
        assert rules != "fewest repeats"
        split = {w: self.brackets(w) for w in left}
        left = [w for w in left if split[w] is not None]
        steps: list[tuple[tuple[object, ...], list[tuple[object, ...]]]] = []
        k = 0
        while len({frozenset(w.pairs) for w in left}) > 1:
            outcome_of: dict[tuple[int, ...], tuple[object, ...]] = {}
            for w in left:
                brackets = split[w]
                assert brackets is not None
                floaters = tuple(brackets[k][3])
                nxt = brackets[k + 1] if k + 1 < len(brackets) else None
                value = (
                    (0, ())
                    if nxt is None
                    else (len(nxt[3]), tuple(sorted((self.position.scores[p] for p in nxt[3]), reverse=True)))
                )
                outcome_of[floaters] = min(outcome_of.get(floaters, value), value)
            keys = {}
            for w in left:
                brackets = split[w]
                assert brackets is not None
                keys[w] = self.key(k, brackets[k], outcome_of[tuple(brackets[k][3])])
            kept = min(keys.values()) if follow is None else keys[follow]
            steps.append((kept, list(keys.values())))
            left = [w for w in left if keys[w] == kept]
            k += 1
        return left[0], steps


def found_round(position: Position) -> tuple[frozenset[Pair], int | None, list[tuple[int, int]]]:
    """The round the code pairs (searching to the end), checked to seat everyone once."""
    plan = dutch_round(position.players, position.scores, position.history, budget=None)
    tables = [(a, b) for a, b in plan.tables]
    assert sorted([p for t in tables for p in t] + list(plan.byes)) == sorted(position.players)
    assert len(plan.byes) == len(position.players) % 2
    return frozenset(frozenset(t) for t in tables), plan.byes[0] if plan.byes else None, tables


def positions() -> st.SearchStrategy[tuple[int, int, int]]:
    return st.tuples(st.integers(2, 10), st.integers(0, 4), st.integers(0, 10**9))


# ---- the properties -------------------------------------------------------------------------------------


def check_against_the_rules(field: tuple[int, int, int]) -> None:
    n, rounds, seed = field
    position = random_position(n, rounds, random.Random(seed))
    pairs, bye, _ = found_round(position)
    reference = Reference(position)
    if reference.rounds_by_rules()[1] == "fewest repeats":
        return  # see test_when_every_pairing_repeats_a_meeting_the_fewest_are_made
    chosen, _ = reference.sieve()
    assert (pairs, bye) == (chosen.pairs, chosen.bye)


@settings(max_examples=100, deadline=None)
@given(field=positions())
def test_the_round_is_the_one_the_rules_choose_among_every_pairing(field: tuple[int, int, int]) -> None:
    """Every score group top half against bottom half unless a criterion forces otherwise: the pairing
    made is the one the rules of the docs choose, applied one by one to every pairing of the round."""
    check_against_the_rules(field)


@pytest.mark.slow
@settings(max_examples=1000, deadline=None)
@given(field=positions())
def test_the_round_is_the_one_the_rules_choose_on_many_more_fields(field: tuple[int, int, int]) -> None:
    """The same on ten times as many fields: the rules' rarer turns (exchanges of two, floats repeated,
    seats clashing) come up only now and then."""
    check_against_the_rules(field)


@pytest.mark.parametrize("n", range(2, 11))
@pytest.mark.parametrize("seed", range(3))
def test_whole_tournaments_pair_as_the_rules_choose_round_after_round(n: int, seed: int) -> None:
    """Fields of 2 to 10 paired round after round (random results), each round checked against every
    pairing: the histories a real tournament makes (floats, seats in turn, byes once each)."""
    rng = random.Random(seed * 100 + n)
    position = Position(
        list(range(n)),
        dict.fromkeys(range(n), Fraction(0)),
        DutchHistory(numbers={p: p + 1 for p in range(n)}, odd_first=seed % 2 == 0),
    )
    for _ in range(min(5, n)):
        pairs, bye, tables = found_round(position)
        reference = Reference(position)
        if reference.rounds_by_rules()[1] != "fewest repeats":
            chosen, _ = reference.sieve()
            assert (pairs, bye) == (chosen.pairs, chosen.bye), f"seed {seed}, {n} players"
        position = play_round(position, tables, [bye] if bye is not None else [], rng)


@settings(max_examples=100, deadline=None)
@given(field=positions())
def test_no_rematch_where_one_can_be_avoided(field: tuple[int, int, int]) -> None:
    """No pairing of the round with an allowed bye repeats fewer meetings (0 whenever one avoids all)."""
    n, rounds, seed = field
    position = random_position(n, rounds, random.Random(seed))
    pairs, bye, _ = found_round(position)
    reference = Reference(position)
    made = reference.rematches(Whole(pairs, bye))
    assert made == min(reference.rematches(w) for w in reference.rounds if reference.bye_allowed(w))


@settings(max_examples=100, deadline=None)
@given(field=positions())
def test_the_bye_goes_to_a_lowest_scored_player_without_one(field: tuple[int, int, int]) -> None:
    """The bye goes to a player with the fewest byes (none, while anyone has none), and among the byes
    that let the others be paired without a rematch, to the lowest score, there the lowest seed."""
    n, rounds, seed = field
    position = random_position(min(n | 1, 9), rounds, random.Random(seed))
    _, bye, _ = found_round(position)
    assert bye is not None
    reference = Reference(position)
    had = position.history.byes
    assert had.get(bye, 0) == reference.fewest
    clean = [
        w.bye
        for w in reference.rounds
        if w.bye is not None and reference.bye_allowed(w) and reference.rematches(w) == 0
    ]
    if clean:
        lowest = min(clean, key=lambda p: (position.scores[p], -position.history.numbers[p]))
        assert bye == lowest
        assert position.scores[bye] == min(position.scores[p] for p in clean)


@settings(max_examples=80, deadline=None)
@given(field=positions())
def test_seats_are_kept_within_one_wherever_possible(field: tuple[int, int, int]) -> None:
    """A player's first seats less second seats leave [-1, 1] only where both players of their table were
    due the same seat; and bracket by bracket, no candidate as good on what comes before the seats (the
    pairs and floaters, and what they leave the next bracket) gives fewer players a seat a third time in
    a row, or pushes fewer out of [-1, 1]."""
    n, rounds, seed = field
    position = random_position(n, rounds, random.Random(seed))
    pairs, bye, tables = found_round(position)
    reference = Reference(position)
    for first, second in tables:
        for player, seat, other in ((first, FIRST, second), (second, SECOND, first)):
            before = reference.wants[player].difference
            after = before + (1 if seat == FIRST else -1)
            if abs(after) > 1 and abs(after) > abs(before):
                mine, theirs = reference.wants[player], reference.wants[other]
                assert mine.seat == theirs.seat != seat
                assert min(mine.strength, theirs.strength) >= Strength.STRONG
    if reference.rounds_by_rules()[1] == "fewest repeats":
        return
    _, steps = reference.sieve(follow=Whole(pairs, bye))
    for kept, keys in steps:
        assert kept[:3] == min(key[:3] for key in keys)  # as good as any on pairs, floaters, next bracket
        rivals = [key for key in keys if key[:3] == kept[:3]]
        assert kept[3:5] == min(key[3:5] for key in rivals)  # absolute (a third in a row), then outside one


def test_when_every_pairing_repeats_a_meeting_the_fewest_are_made() -> None:
    """Small fields late in long tournaments: every pairing repeats; the round repeats the fewest, with
    the bye to a player with the fewest byes."""
    seen = 0
    for seed in range(300):
        rng = random.Random(seed)
        n = rng.randint(3, 8)
        position = random_position(n, rng.randint(3, 6), rng)
        reference = Reference(position)
        if reference.rounds_by_rules()[1] != "fewest repeats":
            continue
        seen += 1
        pairs, bye, _ = found_round(position)
        allowed = [w for w in reference.rounds if reference.bye_allowed(w)]
        assert reference.rematches(Whole(pairs, bye)) == min(map(reference.rematches, allowed)), (
            f"seed {seed}"
        )
        assert reference.bye_allowed(Whole(pairs, bye)), f"seed {seed}"
    assert seen > 20


# ---- round 1, and groups with no history ----------------------------------------------------------------


@pytest.mark.parametrize("n", range(2, 22))
def test_round_one_seats_the_top_half_against_the_bottom_half(n: int) -> None:
    """Seed 1 meets seed n/2 + 1 (an odd field: the lowest seed has the bye), and the first seat goes
    to the higher seed on the odd boards, the lower on the even ones (the lot gave odd seeds the first)."""
    plan = dutch_round(list(range(1, n + 1)), {}, DutchHistory(numbers={p: p for p in range(1, n + 1)}))
    half = n // 2
    assert plan.byes == ((n,) if n % 2 else ())
    expected = []
    for board in range(1, half + 1):
        high, low = board, board + half
        expected.append((high, low) if board % 2 else (low, high))
    assert list(plan.tables) == expected


def test_the_lot_can_give_odd_seeds_the_second_seat() -> None:
    plan = dutch_round([1, 2, 3, 4], {}, DutchHistory(numbers={1: 1, 2: 2, 3: 3, 4: 4}, odd_first=False))
    assert plan.tables == ((3, 1), (2, 4))


@settings(max_examples=60, deadline=None)
@given(sizes=st.lists(st.integers(1, 6), min_size=1, max_size=4), seed=st.integers(0, 10**6))
def test_with_nothing_in_the_way_every_group_meets_top_half_against_bottom_half(
    sizes: list[int], seed: int
) -> None:
    """Score groups of any sizes and no history but the scores: each group's top half meets its bottom
    half; an odd group's last player floats down and meets the top of the next group, whose remainder
    then meets top half against bottom half (the bye, in an odd field, to the last player)."""
    players, scores, expected = [], {}, []
    number = 0
    for k, size in enumerate(sizes):
        for _ in range(size):
            number += 1
            players.append(number)
            scores[number] = Fraction(len(sizes) - k)
    random.Random(seed).shuffle(players)
    plan = dutch_round(players, scores, DutchHistory(numbers={p: p for p in players}))
    bye = max(players) if len(players) % 2 else None
    groups: list[list[int]] = []
    for p in sorted(players):
        if p == bye:
            continue
        if groups and scores[groups[-1][0]] == scores[p]:
            groups[-1].append(p)
        else:
            groups.append([p])
    moved: list[int] = []
    for group in groups:
        residents = list(group)
        for mdp in moved:
            expected.append(frozenset((mdp, residents.pop(0))))
        half = len(residents) // 2
        expected += [frozenset((residents[i], residents[i + half])) for i in range(half)]
        moved = residents[2 * half :]
    assert not moved
    assert {frozenset(t) for t in plan.tables} == set(expected)
    assert plan.byes == (() if bye is None else (bye,))


def test_a_tight_budget_still_pairs_everyone_without_a_rematch() -> None:
    """Past its budget each bracket keeps what it found (or the completion test's pairing): a whole
    round all the same, with no rematch where none is needed."""
    rng = random.Random(7)
    n = 60
    position = Position(
        list(range(n)),
        dict.fromkeys(range(n), Fraction(0)),
        DutchHistory(numbers={p: p + 1 for p in range(n)}),
    )
    for _ in range(6):
        plan = dutch_round(position.players, position.scores, position.history)
        position = play_round(position, plan.tables, plan.byes, rng)
    for budget in (0, 10, 200):
        plan = dutch_round(position.players, position.scores, position.history, budget=budget)
        assert sorted(p for t in plan.tables for p in t) == list(range(n))
        assert not any(position.history.meetings.met(*t) for t in plan.tables)


# ---- known pairings -------------------------------------------------------------------------------------


def test_round_two_transposes_for_the_seats() -> None:
    """Eight players, seeds 1 to 8, the lot gave odd seeds the first seat. Round 1: 1-5, 6-2, 3-7, 8-4,
    the first named in the first seat; the higher seed won each table. Round 2: the winners 1, 2, 3, 4
    would meet 1-3 and 2-4, but 1 and 3 both had the first seat (and 2 and 4 the second); the Dutch
    transposition 1-4, 2-3 gives everyone the seat they are due, and so for the losers: 5-8, 6-7."""
    numbers = {p: p for p in range(1, 9)}
    history = DutchHistory(
        meetings=Meetings.of([(1, 5), (6, 2), (3, 7), (8, 4)]),
        seats={
            1: [FIRST],
            5: [SECOND],
            6: [FIRST],
            2: [SECOND],
            3: [FIRST],
            7: [SECOND],
            8: [FIRST],
            4: [SECOND],
        },
        numbers=numbers,
    )
    scores = {p: Fraction(1 if p <= 4 else 0) for p in numbers}
    plan = dutch_round(list(numbers), scores, history)
    assert plan.tables == ((4, 1), (2, 3), (5, 8), (7, 6))


def test_a_rematch_is_avoided_by_the_next_transposition() -> None:
    """Four players on the same score, 1 and 3 met (no seats yet): 1-3 is out, so 1-4, and 2-3."""
    history = DutchHistory(meetings=Meetings.of([(1, 3)]), numbers={p: p for p in range(1, 5)})
    plan = dutch_round([1, 2, 3, 4], {}, history)
    assert {frozenset(t) for t in plan.tables} == {frozenset((1, 4)), frozenset((2, 3))}


def test_when_no_transposition_will_do_the_halves_exchange() -> None:
    """Four players on the same score, 1 met 3 and 4: no transposition pairs 1 with S2 (3, 4), so the
    first exchange of D.2 (2 for 3: S1 = 1, 3; S2 = 2, 4) gives 1-2 and 3-4."""
    history = DutchHistory(meetings=Meetings.of([(1, 3), (1, 4)]), numbers={p: p for p in range(1, 5)})
    plan = dutch_round([1, 2, 3, 4], {}, history)
    assert {frozenset(t) for t in plan.tables} == {frozenset((1, 2)), frozenset((3, 4))}


def test_the_worked_example_of_the_docs() -> None:
    """docs/tournaments.md, "Swiss at tables of two": Ann, Bo, Cy, Di, Ed and Flo, seeded in that order;
    the lot gave odd seeds the first seat."""
    names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
    numbers = {name: i + 1 for i, name in enumerate(names)}
    round1 = dutch_round(names, {}, DutchHistory(numbers=numbers))
    assert round1.tables == (("Ann", "Di"), ("Ed", "Bo"), ("Cy", "Flo"))
    # Ann beat Di, Bo beat Ed, Flo beat Cy.
    scores = {
        "Ann": Fraction(1),
        "Bo": Fraction(1),
        "Flo": Fraction(1),
        "Cy": Fraction(0),
        "Di": Fraction(0),
        "Ed": Fraction(0),
    }
    seats = {"Ann": [FIRST], "Di": [SECOND], "Ed": [FIRST], "Bo": [SECOND], "Cy": [FIRST], "Flo": [SECOND]}
    history = DutchHistory(meetings=Meetings.of(round1.tables), seats=seats, numbers=numbers)
    round2 = dutch_round(names, scores, history)
    # The group on 1 (Ann, Bo, Flo) is odd: Ann meets Bo, Flo floats down. Flo would meet Cy first but
    # they met; Flo-Di would leave Cy-Ed, where Flo and Di both want the first seat and Cy and Ed the
    # second; Flo-Ed and Di-Cy give everyone their seat.
    assert round2.tables == (("Bo", "Ann"), ("Flo", "Ed"), ("Di", "Cy"))


def test_the_bye_goes_to_the_lowest_seed_on_the_lowest_score() -> None:
    """Five players: round 1 gave 5 the bye (1-3, 4-2; 1 and 2 won). Round 2: 1 and 2 (on 1), 5 (on ½),
    3 and 4 (on 0): the bye goes to 4, the lowest seed on the lowest score; 1-2, and 5 floats to 3."""
    numbers = {p: p for p in range(1, 6)}
    history = DutchHistory(
        meetings=Meetings.of([(1, 3), (4, 2)]),
        byes={5: 1},
        seats={1: [FIRST], 3: [SECOND], 4: [FIRST], 2: [SECOND]},
        numbers=numbers,
    )
    scores = {1: Fraction(1), 2: Fraction(1), 5: HALF, 3: Fraction(0), 4: Fraction(0)}
    plan = dutch_round(list(numbers), scores, history)
    assert plan.byes == (4,)
    assert plan.tables == ((2, 1), (3, 5))


def test_exchanges_follow_the_order_of_fide_d2() -> None:
    """FIDE's own examples of D.2 in a bracket of eleven (S1 = 1 to 5, S2 = 6 to 11; BSNs are the players'
    numbers here): fewer players exchanged first; then the smaller difference of the BSN sums (6 for 4
    before 8 for 5; 8 and 6 for 4 and 3 before 9 and 8 for 4 and 2); then the highest BSN moved from S1
    (5 before 4; 5 and 2 before 4 and 3; 5, 4 and 1 before 5, 3 and 2); then the lowest moved from S2
    (6 before 7; 6 and 9 before 7 and 8; 6, 7 and 10 before 6, 8 and 9)."""
    n = 11
    field = Field(
        [Fraction(0)] * n,
        [frozenset()] * n,
        [SeatWant.of(())] * n,
        [(None, None)] * n,
        range(n),
        strict=True,
        budget=None,
    )
    order = DutchOrder(field, 0, ())
    listed = [
        (tuple(p + 1 for p in out), tuple(p + 1 for p in into))
        for out, into in order._exchanges(list(range(n)), 5)
    ]

    def before(
        first: tuple[tuple[int, ...], tuple[int, ...]], second: tuple[tuple[int, ...], tuple[int, ...]]
    ) -> bool:
        return listed.index(first) < listed.index(second)

    assert listed[0] == ((), ()) and listed[1] == ((5,), (6,))
    assert before(((5,), (11,)), ((4, 5), (6, 7)))  # one player before two
    assert before(((4,), (6,)), ((5,), (8,)))  # a difference of 2 before 3
    assert before(((3, 4), (6, 8)), ((2, 4), (8, 9)))  # 7 before 11
    assert before(((5,), (7,)), ((4,), (6,)))  # equal differences: 5 moved down before 4
    assert before(((2, 5), (7, 8)), ((3, 4), (7, 8)))  # 5-2 before 4-3
    assert before(((1, 4, 5), (6, 7, 8)), ((2, 3, 5), (6, 7, 8)))  # 5-4-1 before 5-3-2
    assert before(((4, 5), (6, 9)), ((4, 5), (7, 8)))  # 6-9 before 7-8
    assert before(((3, 4, 5), (6, 7, 10)), ((3, 4, 5), (6, 8, 9)))  # 6-7-10 before 6-8-9


# ---- seats ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("history", "seat", "strength"),
    [
        ((), None, Strength.NONE),
        ((FIRST,), SECOND, Strength.STRONG),
        ((FIRST, SECOND), FIRST, Strength.MILD),
        ((SECOND, FIRST), SECOND, Strength.MILD),
        ((FIRST, FIRST), SECOND, Strength.ABSOLUTE),  # twice in a row, and two ahead
        ((SECOND, SECOND, FIRST), FIRST, Strength.STRONG),
        ((FIRST, SECOND, SECOND), FIRST, Strength.ABSOLUTE),  # the last two alike
        ((SECOND, FIRST, SECOND, FIRST, FIRST), SECOND, Strength.ABSOLUTE),
    ],
)
def test_a_seat_history_gives_a_preference(
    history: tuple[int, ...], seat: int | None, strength: Strength
) -> None:
    want = SeatWant.of(history)
    assert (want.seat, want.strength) == (seat, strength)


def test_the_seats_at_a_pair() -> None:
    strong_first, strong_second = SeatWant.of((SECOND,)), SeatWant.of((FIRST,))
    mild_first, absolute_first = SeatWant.of((FIRST, SECOND)), SeatWant.of((SECOND, SECOND))
    none = SeatWant.of(())
    # Both granted, whoever is higher.
    assert higher_takes_first(strong_first, strong_second, 2, True)
    assert not higher_takes_first(strong_second, strong_first, 1, True)
    # The stronger preference wins; equal ones go to the higher-ranked player.
    assert not higher_takes_first(mild_first, strong_first, 1, True)
    assert higher_takes_first(absolute_first, strong_first, 2, True)
    assert higher_takes_first(strong_first, SeatWant.of((FIRST, SECOND, SECOND)), 2, True) is False
    assert higher_takes_first(strong_first, strong_first, 2, True)
    # One without a preference: the other's is granted.
    assert not higher_takes_first(none, strong_first, 1, True)
    # Neither: the lot, by the higher-ranked player's pairing number.
    assert higher_takes_first(none, none, 3, True) and not higher_takes_first(none, none, 4, True)
    assert not higher_takes_first(none, none, 3, False)
    assert unmet(strong_first, strong_first) == Strength.STRONG
    assert unmet(absolute_first, mild_first) == Strength.MILD
    assert clash(absolute_first, SeatWant.of((SECOND, FIRST, SECOND, SECOND)))


# ---- the matching behind the completion test -------------------------------------------------------------


def most_pairs(players: Sequence[int], allowed: set[Pair]) -> int:
    if not players:
        return 0
    first, rest = players[0], list(players[1:])
    best = most_pairs(rest, allowed)
    for i, other in enumerate(rest):
        if frozenset((first, other)) in allowed:
            best = max(best, 1 + most_pairs(rest[:i] + rest[i + 1 :], allowed))
    return best


@settings(max_examples=300, deadline=None)
@given(n=st.integers(0, 11), density=st.floats(0, 1), seed=st.integers(0, 10**6))
def test_the_blossom_matching_makes_the_most_pairs(n: int, density: float, seed: int) -> None:
    rng = random.Random(seed)
    allowed = {frozenset(pair) for pair in combinations(range(n), 2) if rng.random() < density}
    players = list(range(n))
    rng.shuffle(players)
    pairs = maximum_pairing(players, lambda a, b: frozenset((a, b)) in allowed)
    assert all(frozenset(pair) in allowed for pair in pairs)
    assert len({p for pair in pairs for p in pair}) == 2 * len(pairs)
    assert len(pairs) == most_pairs(players, allowed)
