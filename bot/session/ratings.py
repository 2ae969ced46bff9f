"""Results and ratings as values: the places a finished game gives its seats, which games are rated, and
the rating update (openskill's Plackett-Luce model). Pure functions; ``bot.store`` keeps the results and
the ratings, and runs ``rate`` inside the transaction that applies a game (``ResultStore.rate_pending``).

Decisions written down here (docs/ratings.md tells players):
- Places: the winners share first place; everyone else is placed below them by the game's own points
  (``Outcome.scores``), equal points sharing a place (1, 2, 2, 4). Every seat is rated as a player of its
  own, also in SLITHER, where the frogs who win together share first place.
- A game is rated when it has two or more seats, every seat is a different person (no AI seat, nobody in
  two seats), someone won, and the AI's hints were not allowed (docs/ai.md, "The coach"). Games with an AI seat, solo games and games that everyone lost (the Giant
  Snail prevailed) still count for games played and wins; they leave ratings alone.
- A rating is kept per game and per pool: one pool per server, and one for everyone. The figure players
  see, and leaderboards sort by, is the cautious one, ``mu - 3 sigma``: the skill we are quite sure the
  player has at least. It starts at 0 and rises as the uncertainty (sigma) shrinks with rated games;
  it is shown from 0 up (a loser's first games would take it below), sorted by its exact value.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce, PlackettLuceRating

from bot.session.records import GameRecord, GameResult, SeatRecord, SeatResult, Skill, Standing
from engines.base import Outcome

MIN_RATED_GAMES = 3  # rated games before a player is ranked on a leaderboard by rating
LEADERBOARD_SIZE = 10
CAUTION = 3.0  # how many sigmas below mu the shown rating sits

_MODEL = PlackettLuce()


@dataclass(frozen=True)
class PlayerStats:
    """One player's record per game: in this server (None outside a server) and everywhere."""

    server: tuple[GameRecord, ...] | None
    everyone: tuple[GameRecord, ...]


@dataclass(frozen=True)
class Leaderboard:
    game: str
    server: bool  # True: this server's pool; False: everyone's
    by_rating: bool  # False: nobody has MIN_RATED_GAMES rated games yet, so it is ranked by wins
    standings: tuple[Standing, ...]


def places(outcome: Outcome, num_seats: int) -> tuple[int, ...]:
    """Each seat's place, 1 being first: winners share first place, the rest follow by points."""
    winners = frozenset(outcome.winners)
    scores = outcome.scores if len(outcome.scores) == num_seats else (0.0,) * num_seats
    result = []
    for seat in range(num_seats):
        if seat in winners:
            result.append(1)
            continue
        better = sum(1 for other in range(num_seats) if other in winners or scores[other] > scores[seat])
        result.append(better + 1)
    return tuple(result)


def game_result(outcome: Outcome, seats: Sequence[SeatRecord], *, hints: bool = False) -> GameResult:
    """What a finished game records: each seat's place and whether it won, and whether it is rated (never
    a game played with the AI's hints allowed)."""
    placed = places(outcome, len(seats))
    scores = outcome.scores if len(outcome.scores) == len(seats) else (None,) * len(seats)
    results = tuple(
        SeatResult(
            seat=s.seat,
            user_id=s.user_id,
            name=s.name,
            place=placed[i],
            won=s.seat in outcome.winners,
            score=scores[i],
        )
        for i, s in enumerate(seats)
    )
    return GameResult(seats=results, rated=is_rated(results) and not hints)


def is_rated(seats: Sequence[SeatResult]) -> bool:
    people = [s.user_id for s in seats if s.user_id is not None]
    return (
        len(seats) >= 2
        and len(people) == len(seats)
        and len(set(people)) == len(people)
        and any(s.won for s in seats)
    )


def new_skill() -> Skill:
    return _skill(_MODEL.rating(), games=0)


def rate(seats: Sequence[SeatResult], current: Mapping[int, Skill]) -> dict[int, Skill]:
    """The new skill of every person in a rated game, by user id, from their skills before it (a person
    missing from ``current`` starts afresh). Deterministic: the same inputs give the same ratings."""
    people = [s.user_id for s in seats if s.user_id is not None]
    if len(people) != len(seats) or len(set(people)) < 2:
        raise ValueError("only games between two or more different people are rated")
    before = [current.get(user_id) or new_skill() for user_id in people]
    teams = [[_MODEL.rating(mu=skill.mu, sigma=skill.sigma)] for skill in before]
    after = _MODEL.rate(teams, ranks=[float(s.place) for s in seats])
    return {
        user_id: _skill(team[0], games=skill.games + 1)
        for user_id, skill, team in zip(people, before, after, strict=True)
    }


def shown(skill: Skill) -> tuple[int, int]:
    """The rating and its uncertainty as players see them, in whole points: (cautious rating, ±sigma).
    The rating is shown from 0 up (a new player's); below that, leaderboards still sort by the exact one."""
    return max(0, round(skill.rating)), max(1, round(skill.sigma))


def _skill(rating: PlackettLuceRating, *, games: int) -> Skill:
    return Skill(mu=rating.mu, sigma=rating.sigma, games=games, rating=rating.mu - CAUTION * rating.sigma)
