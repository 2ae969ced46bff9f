"""A tournament's standings as values: what a place at a table is worth, what a bye is worth, the
tie-breaks, and the history the next round is paired from (who met whom, byes, first seats). Pure
functions of a loaded ``Tournament``; ``docs/tournaments.md`` gives the rules with worked examples.

Decisions written down here:
- **Points per place.** A table is worth 1 point to its winner and 0 to its last: places in between share
  the rest evenly (a table of k: place p is worth (k - p) / (k - 1); 3 players: 1, ½, 0; 4 players: 1,
  ⅔, ⅓, 0). Tied places split the points of the places they cover: two players sharing first at a table
  of 3 get (1 + ½) / 2 = ¾ each. Places are the game's own (``bot.session.ratings.places``): winners
  share first place, the rest follow by the game's points. So SLITHER's frogs, who win together, share
  first place, and a winning snake is first with the frogs tied below it.
- **Nobody won** (the Giant Snail prevailed): every seat of that table scores 0. **A table of one** (a
  solo game, As The Earth Crumbles): 1 point for a win, 0 otherwise.
- **A bye** (no table this round) is worth what the organiser chose (``TournamentSettings.bye_points``: 0, ½
  or 1; ½ by default, the average of a table, so it neither helps nor hurts; 1 as Lichess and FIDE give,
  the points of a win); it adds nothing to the tie-breaks. **An abandoned table** is worth ½ to each of
  its players whatever a bye is worth: nobody chose to sit out, and ½ is what a table gives on average.
- **Tie-breaks**, in order: the table-mates' points (for each table played, the average of the other
  players' points now, summed over tables), then the game's own score summed over the tables, then the
  seeding (rating, or the draw). Players equal on points and both tie-breaks share their place.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from bot.session.dutchfield import Float
from bot.session.organisedplay import Entrant, PlannedTable, SeatPlace, Tournament, TournamentSettings
from bot.session.pairing import Meetings
from bot.session.seatbalance import FIRST, SECOND

ABANDONED_POINTS = Fraction(1, 2)  # each player's at an abandoned table (or one that ended without a result)


def bye_points(settings: TournamentSettings) -> Fraction:
    """What a bye is worth in this tournament: 0, ½ or 1 (the organiser's choice)."""
    return Fraction(settings.bye_points).limit_denominator(2)


@dataclass(frozen=True)
class Line:
    """One player's line of the standings."""

    place: int  # shared by players equal on points and both tie-breaks
    user_id: int
    name: str
    points: Fraction
    mates: Fraction  # the table-mates' points (first tie-break)
    score: float  # the game's own score over the tables (second tie-break)
    played: int  # tables with a result
    wins: int  # first places (shared ones too)
    byes: int
    dropped: bool


@dataclass(frozen=True)
class Standings:
    lines: tuple[Line, ...]
    after_round: int  # the last round whose every table has a result (0 before the first)
    total_rounds: int | None

    def of(self, user_id: int) -> Line | None:
        return next((line for line in self.lines if line.user_id == user_id), None)

    def shared(self, line: Line) -> bool:
        """Whether another line has the same place."""
        return sum(1 for other in self.lines if other.place == line.place) > 1


def place_points(places: Sequence[SeatPlace]) -> tuple[Fraction, ...]:
    """Each seat's points at a finished table (see the module's docstring), in seat order."""
    k = len(places)
    if k == 0:
        return ()
    if k == 1:
        return (Fraction(1) if places[0].won else Fraction(0),)
    if not any(p.won for p in places):
        return tuple(Fraction(0) for _ in places)
    worth = [Fraction(k - q, k - 1) for q in range(1, k + 1)]
    points = []
    for seat in places:
        tied = sum(1 for other in places if other.place == seat.place)
        covered = worth[seat.place - 1 : seat.place - 1 + tied]
        points.append(sum(covered, Fraction(0)) / len(covered))
    return tuple(points)


def table_points(table: PlannedTable) -> dict[int, Fraction] | None:
    """Each player's points at an ended table (an abandoned one, or one without a result: ½ each); None
    while it runs."""
    if not table.ended:
        return None
    users = table.user_ids
    if not played(table):
        return dict.fromkeys(users, ABANDONED_POINTS)
    places = sorted(table.places, key=lambda p: p.seat)
    return dict(zip(users, place_points(places), strict=True))


def played(table: PlannedTable) -> bool:
    """Whether a table was played to a result (not abandoned, not ended without one)."""
    return table.session_status == "finished" and len(table.places) == len(table.players)


def points_before(tournament: Tournament, number: int) -> dict[int, Fraction]:
    """Each player's points from the rounds before round ``number`` (byes, and tables that ended)."""
    worth = bye_points(tournament.settings)
    points: dict[int, Fraction] = {e.user_id: Fraction(0) for e in tournament.entrants}
    for bye in tournament.byes:
        if bye.user_id in points and bye.round < number:
            points[bye.user_id] += worth
    for table in tournament.tables:
        if table.tournament_id is None or table.round is None or table.round >= number:
            continue
        for user, got in (table_points(table) or {}).items():
            if user in points:
                points[user] += got
    return points


def standings(tournament: Tournament) -> Standings:
    """The standings as the tables' results stand now."""
    worth = bye_points(tournament.settings)
    points: dict[int, Fraction] = {e.user_id: Fraction(0) for e in tournament.entrants}
    score: dict[int, float] = dict.fromkeys(points, 0.0)
    played = dict.fromkeys(points, 0)
    wins = dict.fromkeys(points, 0)
    byes = dict.fromkeys(points, 0)
    sat_with: dict[int, list[list[int]]] = {p: [] for p in points}
    for bye in tournament.byes:
        if bye.user_id in points:
            points[bye.user_id] += worth
            byes[bye.user_id] += 1
    for table in tournament.tables:
        if table.tournament_id is None:
            continue
        got = table_points(table)
        if got is None:
            continue
        by_seat = {p.seat: p for p in table.places}
        for seat, user in enumerate(table.user_ids):
            if user not in points:
                continue
            points[user] += got[user]
            place = by_seat.get(seat) if table.session_status == "finished" else None
            if place is None:
                byes[user] += 1  # an abandoned table counts as a bye
                continue
            played[user] += 1
            wins[user] += int(place.place == 1 and place.won)
            score[user] += place.score or 0.0
            sat_with[user].append([u for u in table.user_ids if u != user])
    mates = {
        p: sum((_average(points, others) for others in tables if others), Fraction(0))
        for p, tables in sat_with.items()
    }
    seeds = {e.user_id: (e.seed_rank or 10**6, e.joined_at) for e in tournament.entrants}
    order = sorted(points, key=lambda p: (-points[p], -mates[p], -score[p], seeds[p]))
    lines: list[Line] = []
    for i, user in enumerate(order):
        key = (points[user], mates[user], score[user])
        previous = lines[-1] if lines else None
        same = previous is not None and (previous.points, previous.mates, previous.score) == key
        entrant = tournament.entrant(user)
        lines.append(
            Line(
                place=previous.place if same and previous is not None else i + 1,
                user_id=user,
                name=entrant.name if entrant else str(user),
                points=points[user],
                mates=mates[user],
                score=score[user],
                played=played[user],
                wins=wins[user],
                byes=byes[user],
                dropped=entrant is not None and not entrant.active,
            )
        )
    return Standings(tuple(lines), completed_rounds(tournament), tournament.record.total_rounds)


def _average(points: Mapping[int, Fraction], users: Sequence[int]) -> Fraction:
    return sum((points.get(u, Fraction(0)) for u in users), Fraction(0)) / len(users)


def completed_rounds(tournament: Tournament) -> int:
    """The last round whose every table has ended (0 before any)."""
    done = 0
    for number in range(1, tournament.record.current_round + 1):
        tables = tournament.round_tables(number)
        if any(not t.ended for t in tables):
            break
        done = number
    return done


# ---- what the next round is paired from ----------------------------------------------------------------


def meetings(tournament: Tournament) -> Meetings:
    return Meetings.of([t.user_ids for t in tournament.tables if t.tournament_id is not None])


def byes_had(tournament: Tournament) -> dict[int, int]:
    had: dict[int, int] = {}
    for bye in tournament.byes:
        had[bye.user_id] = had.get(bye.user_id, 0) + 1
    return had


def first_seats(tournament: Tournament) -> dict[int, int]:
    """How often each player has had the first seat (in SLITHER, the snake)."""
    had: dict[int, int] = {}
    for table in tournament.tables:
        if table.tournament_id is not None and table.players:
            first = table.players[0][0]
            had[first] = had.get(first, 0) + 1
    return had


def seat_history(tournament: Tournament) -> dict[int, list[int]]:
    """Each player's seats at the tables of two they played, in round order (``FIRST`` or ``SECOND``): a
    table abandoned or ended without a result gives no seat, as an unplayed game gives no colour."""
    seats: dict[int, list[int]] = {}
    ordered = sorted(
        (t for t in tournament.tables if t.tournament_id is not None),
        key=lambda t: (t.round or 0, t.number or 0),
    )
    for table in ordered:
        if len(table.players) == 2 and played(table):
            first, second = table.user_ids
            seats.setdefault(first, []).append(FIRST)
            seats.setdefault(second, []).append(SECOND)
    return seats


def floats(tournament: Tournament, number: int) -> dict[int, list[Float | None]]:
    """Each player's floats in the round before round ``number`` and the one before it (FIDE C.04.3 A.4):
    down when they met a player on fewer points (points as they stood before that round) or had a bye,
    up when they met one on more; None when neither."""
    had: dict[int, list[Float | None]] = {e.user_id: [None, None] for e in tournament.entrants}
    for back, earlier in ((0, number - 1), (1, number - 2)):
        if earlier < 1:
            continue
        before = points_before(tournament, earlier)
        for bye in tournament.byes:
            if bye.round == earlier and bye.user_id in had:
                had[bye.user_id][back] = Float.DOWN
        for table in tournament.round_tables(earlier):
            if len(table.players) != 2:
                continue
            a, b = table.user_ids
            if a in had and b in had and before.get(a) != before.get(b):
                high, low = (a, b) if before.get(a, Fraction(0)) > before.get(b, Fraction(0)) else (b, a)
                had[high][back], had[low][back] = Float.DOWN, Float.UP
    return had


def pairing_order(tournament: Tournament, table: Standings) -> list[int]:
    """The players still in, top of the standings first."""
    active = {e.user_id for e in tournament.entrants if e.active}
    return [line.user_id for line in table.lines if line.user_id in active]


def seed_order(
    entrants: Sequence[Entrant], ratings: Mapping[int, float | None], draw: Sequence[int]
) -> list[int]:
    """The seeding: by rating (highest first; players without one after, in ``draw`` order), or, when
    ``ratings`` is empty, the draw itself."""
    position = {user: i for i, user in enumerate(draw)}
    if not ratings:
        return sorted((e.user_id for e in entrants), key=lambda u: position.get(u, 0))
    return sorted(
        (e.user_id for e in entrants),
        key=lambda u: (ratings.get(u) is None, -(ratings.get(u) or 0.0), position.get(u, 0)),
    )


def points_text(points: Fraction) -> str:
    """Points as players read them: whole numbers as they are, halves as ½, the rest to two decimals."""
    whole, part = divmod(points, 1)
    if part == 0:
        return str(int(whole))
    if part == Fraction(1, 2):
        return f"{int(whole)}½" if whole else "½"
    return f"{float(points):.2f}"
