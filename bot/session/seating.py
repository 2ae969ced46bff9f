"""The rules of seats, as values: who may change a lobby, seats renumbered after someone leaves or the
order changes, options that name a seat following their player, an AI taking a person's seat, the host's
role passing on, and a lobby dealt into a game. Pure functions; ``LobbyService`` (``bot.services.lobby``)
runs them inside its changes.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from bot.i18n import said
from bot.session.errors import NotHost, NotInLobby
from bot.session.game import Game
from bot.session.records import Change, DeadlinePlan, SeatRecord, SessionRecord, SessionStatus
from engines.base import LogLine
from engines.phrasing import Words


def require_host(game: Game, user_id: int) -> None:
    if user_id != game.session.host_user_id:
        raise NotHost()


def require_lobby(game: Game, ended: Words) -> None:
    """Refuse unless the game is still a lobby (``ended``: the sentence for a game that is over)."""
    if game.status == SessionStatus.RUNNING:
        raise NotInLobby()
    if game.status != SessionStatus.LOBBY:
        raise NotInLobby(said(ended), words=ended)


def renumber(seats: Iterable[SeatRecord]) -> list[SeatRecord]:
    return [replace(s, seat=i) for i, s in enumerate(seats)]


def follow_seats(game: Game, moved: Sequence[SeatRecord]) -> dict[str, Any] | None:
    """The lobby's options after its seats moved to the order of ``moved`` (records still numbered as
    before; anyone missing has left): each option that names a seat (``Engine.seat_options``) follows its
    player to their new place, or goes back to unset when they left. None when no option changes."""
    options = dict(game.session.options)
    where = {record.seat: i for i, record in enumerate(moved)}
    changed = False
    for name in game.engine.seat_options:
        old = options.get(name)
        if isinstance(old, int) and where.get(old) != old:
            options[name] = where.get(old)
            changed = True
    return options if changed else None


def ai_seat(seat: SeatRecord, kind: str, language: str) -> SeatRecord:
    """``seat`` played by an AI of ``kind`` from now on, under its player's name marked as an AI's in the
    table's ``language`` (a name is kept as the table first said it)."""
    name = said(Words(id="table-ai-standing-in", args={"name": seat.name}), language)
    return replace(seat, user_id=None, ai_kind=kind, name=name)


def ai_name(taken: Iterable[str], language: str) -> str:
    """The name of an AI seat added to a lobby: "AI 1", the first number no seat has, in the table's
    ``language``."""
    names = set(taken)
    numbered = (
        said(Words(id="table-ai-name", args={"number": k}), language) for k in range(1, len(names) + 2)
    )
    return next(name for name in numbered if name not in names)


def ais_renamed(seats: Sequence[SeatRecord], before: str, after: str) -> tuple[SeatRecord, ...] | None:
    """The seats once a lobby's language changes from ``before`` to ``after``: an AI seat under the name
    the lobby gave it ("AI 2") takes that name in the new language ("KI 2"); a name the host chose stays.
    None when no seat's name changes."""
    names = {said(Words(id="table-ai-name", args={"number": k}), before): k for k in range(1, len(seats) + 1)}
    renamed = tuple(
        replace(s, name=said(Words(id="table-ai-name", args={"number": names[s.name]}), after))
        if s.user_id is None and s.name in names
        else s
        for s in seats
    )
    return renamed if renamed != tuple(seats) else None


def host_change(
    session: SessionRecord, departing: int | None, seats: Sequence[SeatRecord], *, reason: Words
) -> Change:
    """Seats after ``departing`` left: the host role moves to the next person, or the session ends."""
    people = [s.user_id for s in seats if s.user_id is not None]
    if not people:
        return Change(
            seats=seats,
            status=SessionStatus.ABANDONED,
            ended_reason=said(reason),
            ended_words=reason,
            lines=(LogLine(text=said(reason), words=reason),)
            if session.status == SessionStatus.RUNNING
            else (),
            deadlines=DeadlinePlan(),
        )
    host = session.host_user_id
    if departing == host or host not in people:
        return Change(seats=seats, host_user_id=people[0])
    return Change(seats=seats)


def deal(game: Game, seed: int, shuffle: random.Random | None) -> tuple[list[SeatRecord], Any, Any]:
    """A lobby dealt into a game: its seats (shuffled by ``shuffle`` when the host chose a random order),
    the options the game is dealt with (those derived from the seats included, so that a replay from the
    seed deals the same game), and the engine's first state."""
    engine = game.engine
    seats = list(game.session.seats)
    chosen = game.options
    if shuffle is not None:
        shuffle.shuffle(seats)
        # A player the host named (who goes first) keeps that role in the shuffled order.
        chosen = engine.make_options(follow_seats(game, seats) or dict(game.session.options))
    seats = renumber(seats)
    options = engine.options_for_seats(chosen, [s.ai_kind for s in seats])
    return seats, options, engine.new_game(len(seats), seed, options)
