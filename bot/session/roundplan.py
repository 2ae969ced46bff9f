"""A round as planned, from the tournament as loaded: its tables in seat order (each a ``PlannedTable``
for the bot to open) and its byes, for Swiss and round robins (``bot.session.roundrobin``: the whole
schedule, from which each round is taken, players who left taken out and their table-mates given byes);
the tables' thread names; and when a round robin will not do. Pure functions; the tournament service
writes what they plan (``bot.services.registrations``).

Decisions written down here:
- A Swiss round at tables of two set to ``Pairing.DUTCH`` is paired the Dutch way (``bot.session.dutch``,
  which also gives its seats: first seats balanced as chess colours, the lot drawn from the tournament's
  seed); any other Swiss round is filled from the top of the standings (``bot.session.pairing``, seats
  by ``pairing.seat_order``). Creating a Dutch tournament at larger tables is refused
  (``organisedplay.check_pairing``); one stored so anyway is filled from the top.
- The Dutch way orders players by points, then seed (FIDE's pairing numbers); the top-down fill by the
  standings (points, then the tie-breaks).
"""

from __future__ import annotations

import random

from bot.i18n import SOURCE, Speaker
from bot.session import dutch, pairing, ranking, roundrobin
from bot.session.organisedplay import MAX_ROUND_ROBIN_ROUNDS, Format, Pairing, PlannedTable, Tournament
from engines.phrasing import Words, WordsArg

MAX_ROUND_ROBIN_PLAYERS = 16
MAX_THREAD_NAME = 100


def round_robin_refusal(players: int, size: int, smallest: int) -> Words | None:
    """Why a round robin of ``players`` at tables of ``size`` will not do, or None."""
    if size < 2:
        return Words(id="tournament-roundrobin-ones")
    bound = roundrobin.round_robin_bound(players, size, smallest)
    if size == 2 and bound > MAX_ROUND_ROBIN_ROUNDS:
        args: dict[str, WordsArg] = {"players": players, "rounds": bound, "most": MAX_ROUND_ROBIN_ROUNDS}
        return Words(id="tournament-roundrobin-pairs", args=args)
    if players > MAX_ROUND_ROBIN_PLAYERS:
        args = {"players": players, "rounds": bound, "most": MAX_ROUND_ROBIN_PLAYERS, "size": size}
        return Words(id="tournament-roundrobin-players", args=args)
    return None


def thread_name(name: str, number: int, table: int, language: str = SOURCE) -> str:
    """``Winter Cup · Round 2 · Table 3`` (in the tournament's language): the tournament's name gives
    way first."""
    say = Speaker(language)
    whole = say("tournament-table-name", name=name, round=number, table=table)
    if len(whole) <= MAX_THREAD_NAME:
        return whole
    room = MAX_THREAD_NAME - (len(whole) - len(name))
    return say("tournament-table-name", name=name[: max(room, 0)].rstrip(), round=number, table=table)


def first_round(tournament: Tournament, game_min: int) -> tuple[int, tuple[list[PlannedTable], list[int]]]:
    """How many rounds the tournament has, and round 1 (the players' seed ranks set)."""
    settings = tournament.settings
    if settings.format == Format.ROUND_ROBIN:
        total = len(schedule(tournament, game_min))
    else:
        total = settings.rounds or 1
    return total, plan_round(tournament, 1, game_min)


def schedule(tournament: Tournament, game_min: int) -> tuple[pairing.RoundPlan[int], ...]:
    """A round robin's every round, its players placed in seed order."""
    settings = tournament.settings
    smallest = pairing.smallest_table(settings.table_size, game_min)
    seeded = [e.user_id for e in sorted(tournament.entrants, key=lambda e: (e.seed_rank or 0, e.joined_at))]
    return roundrobin.round_robin(seeded, settings.table_size, smallest, tournament.record.seed)


def plan_round(tournament: Tournament, number: int, game_min: int) -> tuple[list[PlannedTable], list[int]]:
    """Round ``number``'s tables (in seat order) and byes: pure work on the tournament as loaded."""
    settings = tournament.settings
    smallest = pairing.smallest_table(settings.table_size, game_min)
    active = {e.user_id for e in tournament.entrants if e.active}
    if settings.format == Format.ROUND_ROBIN:
        scheduled = schedule(tournament, game_min)[number - 1]
        groups: list[tuple[int, ...]] = []
        byes = [p for p in scheduled.byes if p in active]
        for table in scheduled.tables:
            staying = tuple(p for p in table if p in active)
            if len(staying) >= smallest:
                groups.append(staying)
            else:
                byes.extend(staying)  # their table-mates left: a bye
    else:
        if number == 1:
            order = [e.user_id for e in sorted(tournament.entrants, key=lambda e: e.seed_rank or 0)]
        else:
            order = ranking.pairing_order(tournament, ranking.standings(tournament))
        playing = [p for p in order if p in active]
        if is_dutch(tournament):
            plan = dutch.dutch_round(
                playing, ranking.points_before(tournament, number), dutch_history(tournament, number)
            )
        else:
            plan = pairing.swiss_round(
                playing,
                settings.table_size,
                smallest,
                ranking.meetings(tournament),
                ranking.byes_had(tournament),
            )
        groups, byes = list(plan.tables), list(plan.byes)
    firsts = ranking.first_seats(tournament)
    lot = random.Random(f"seats:{tournament.record.seed}:{number}")
    names = tournament.names
    tables = []
    seated_already = is_dutch(tournament)
    for k, group in enumerate(groups, 1):
        seated = tuple(group) if seated_already else pairing.seat_order(group, firsts, lot)
        firsts[seated[0]] = firsts.get(seated[0], 0) + 1
        tables.append(
            PlannedTable(
                id=0,
                guild_id=tournament.record.guild_id,
                channel_id=tournament.record.home_id,
                game=settings.game,
                name=thread_name(settings.name, number, k, settings.spoken),
                players=tuple((user, names[user]) for user in seated),
                options=dict(settings.options),
                clock_seconds=settings.clock_seconds,
                on_timeout=settings.on_timeout,
                takebacks=settings.takebacks,
                tournament_id=tournament.id,
                round=number,
                number=k,
            )
        )
    return tables, byes


def is_dutch(tournament: Tournament) -> bool:
    """Whether the tournament's Swiss rounds are paired the Dutch way (see the module's docstring)."""
    settings = tournament.settings
    return settings.format == Format.SWISS and settings.pairing == Pairing.DUTCH and settings.table_size == 2


def dutch_history(tournament: Tournament, number: int) -> dutch.DutchHistory[int]:
    """What round ``number`` of a Dutch tournament is paired from besides the points."""
    numbers = {
        e.user_id: e.seed_rank or 10**6 + i
        for i, e in enumerate(sorted(tournament.entrants, key=lambda e: (e.seed_rank or 10**6, e.joined_at)))
    }
    return dutch.DutchHistory(
        meetings=ranking.meetings(tournament),
        byes=ranking.byes_had(tournament),
        seats=ranking.seat_history(tournament),
        floats=ranking.floats(tournament, number),
        numbers=numbers,
        odd_first=random.Random(f"first seat:{tournament.record.seed}").random() < 0.5,
    )
