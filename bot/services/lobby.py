"""The lobby's changes to a session: opening it (or a rematch), joining and leaving, AI seats, options,
the seat order and the turn clock, starting, cancelling and abandoning, and handing an absent player's
seat to an AI. Every change takes the one path (``Sessions.change``: lock, load, decide, commit with the
version guard).

Decisions written down here:
- One user holds one seat, unless the service is built with ``allow_multiple_seats=True`` (hotseat play
  in a terminal, tests).
- Leaving a running game hands the seat to an AI (the first of ``ai_kinds``) so the others can finish;
  when no person is left, the game is abandoned.
- An option that names a seat (``Engine.seat_options``, such as the first player) follows its player
  when seats move in the lobby.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Literal

from bot.services.clocks import DeadlinePlanner
from bot.services.core import MAX_ATTEMPTS, Sessions, ended_sentence, not_running
from bot.session import turnclock
from bot.session.errors import (
    AlreadyJoined,
    ChannelBusy,
    GameBusy,
    GameNotRunning,
    LobbyFull,
    NotAPlayer,
    NotEnoughPlayers,
    NotHost,
    NotInLobby,
    UnknownGame,
    quote,
)
from bot.session.game import Game
from bot.session.records import Change, DeadlinePlan, SeatRecord, SessionRecord, SessionStatus
from bot.store import Storage
from engines import AnyEngine
from engines.base import IllegalAction, LogLine, Seat
from engines.wording import fill_names


class LobbyService:
    def __init__(
        self,
        sessions: Sessions,
        storage: Storage,
        planner: DeadlinePlanner,
        *,
        ai_kinds: Sequence[str],
        allow_multiple_seats: bool = False,
    ) -> None:
        self.sessions = sessions
        self.storage = storage
        self.planner = planner
        self.ai_kinds = tuple(ai_kinds)
        self.allow_multiple_seats = allow_multiple_seats

    @property
    def engines(self) -> Mapping[str, AnyEngine]:
        return self.sessions.engines

    # ---- the lobby -----------------------------------------------------------------------------

    async def create_lobby(
        self,
        guild_id: int | None,
        channel_id: int,
        host_user_id: int,
        host_name: str,
        game_key: str,
        *,
        clock_seconds: int | None = None,
        on_timeout: str = "move",
        parent_channel_id: int | None = None,
        rematch_of: str | None = None,
    ) -> Game:
        engine = self.engines.get(game_key)
        if engine is None:
            raise UnknownGame(game_key)
        for _ in range(MAX_ATTEMPTS):
            busy = await self.storage.sessions.active_in_channel(channel_id)
            if busy is not None:
                raise ChannelBusy(busy, self.sessions.title(busy.game))
            record = await self.storage.sessions.create(
                guild_id=guild_id,
                channel_id=channel_id,
                game=game_key,
                host_user_id=host_user_id,
                host_name=host_name,
                clock_seconds=clock_seconds,
                on_timeout=on_timeout,
                parent_channel_id=parent_channel_id,
                rematch_of=rematch_of,
            )
            if record is not None:
                return Game(record, engine, None, {})
            # Another process opened a lobby here between our check and our insert: report that one.
        raise GameBusy()

    async def create_rematch(self, old_id: str, by_user: int, by_name: str) -> Game:
        """A lobby in the finished game's channel with its seats (the same people and AIs, in the order
        they played), its options and its clock; whoever asked is the host. Seats are not shuffled again
        unless the old game's host had chosen a random order."""
        old = await self.sessions.load(old_id)
        session = old.session
        if session.is_active or session.seed is None:
            raise GameNotRunning("A rematch is for a game that has finished.")
        if not session.seats_of(by_user):
            raise NotAPlayer("Only the game's players can ask for a rematch.")
        derived = old.engine.derived_options
        options = {k: v for k, v in session.options.items() if k not in derived}
        game = await self.create_lobby(
            session.guild_id,
            session.channel_id,
            by_user,
            by_name,
            session.game,
            clock_seconds=session.clock_seconds,
            on_timeout=session.on_timeout,
            parent_channel_id=session.parent_channel_id,
            rematch_of=session.id,
        )
        seats = [replace(s, stand_in=None) for s in session.seats]

        def decide(lobby: Game) -> Change:
            return Change(
                seats=seats, options=options, random_order=session.random_order, takebacks=session.takebacks
            )

        return await self.sessions.change(game.id, decide)

    async def join(self, session_id: str, user_id: int, name: str) -> Game:
        def decide(game: Game) -> Change:
            self._require_lobby(game)
            seats = game.session.seats
            if game.session.seats_of(user_id) and not self.allow_multiple_seats:
                raise AlreadyJoined()
            if len(seats) >= game.engine.max_players:
                raise LobbyFull(game.title, game.engine.max_players)
            return Change(seats=(*seats, SeatRecord(len(seats), user_id, None, name)))

        return await self.sessions.change(session_id, decide)

    async def leave(self, session_id: str, user_id: int) -> Game:
        """Leave a lobby (the host's role passes to the next person, or the lobby closes), or hand one's
        seats in a running game to AIs (the game is abandoned when no person is left)."""

        def decide(game: Game) -> Change:
            session = game.session
            held = session.seats_of(user_id)
            if not held:
                raise NotAPlayer()
            if session.status == SessionStatus.LOBBY:
                staying = [s for s in session.seats if s.user_id != user_id]
                change = self._host_change(
                    session, user_id, _renumber(staying), reason="The host left, so the lobby closed."
                )
                return replace(change, options=_follow_seats(game, staying))
            if session.status != SessionStatus.RUNNING:
                raise GameNotRunning(ended_sentence(game))
            seats = list(session.seats)
            lines = []
            for seat in held:
                seats[seat] = self._ai_seat(seats[seat])
                lines.append(LogLine(text=f"{{s{seat}}} left the game; an AI plays their seat now."))
            change = self._host_change(session, user_id, seats, reason="Every player has left the game.")
            if change.status is None:
                change = replace(change, deadlines=self.planner.plan(game, seats))
            return replace(change, lines=(*lines, *change.lines))

        return await self.sessions.change(session_id, decide)

    async def add_ai(
        self, session_id: str, by_user: int, kind: str | None = None, name: str | None = None
    ) -> Game:
        kind = kind or self.ai_kinds[0]

        def decide(game: Game) -> Change:
            self._require_host(game, by_user)
            self._require_lobby(game)
            if kind not in self.ai_kinds:
                raise IllegalAction(f"There is no AI player called {quote(kind)}.")
            seats = game.session.seats
            if len(seats) >= game.engine.max_players:
                raise LobbyFull(game.title, game.engine.max_players)
            taken = {s.name for s in seats}
            label = name or next(f"AI {k}" for k in range(1, len(seats) + 2) if f"AI {k}" not in taken)
            return Change(seats=(*seats, SeatRecord(len(seats), None, kind, label)))

        return await self.sessions.change(session_id, decide)

    async def remove_seat(self, session_id: str, by_user: int, seat: Seat) -> Game:
        """The host removes a seat (an AI, or a person) from the lobby."""

        def decide(game: Game) -> Change:
            self._require_host(game, by_user)
            self._require_lobby(game)
            seats = game.session.seats
            if not 0 <= seat < len(seats):
                raise IllegalAction(f"There is no seat {seat + 1}.")
            if seats[seat].user_id == game.session.host_user_id:
                raise IllegalAction("You cannot remove your own seat; leave the game instead.")
            staying = [s for s in seats if s.seat != seat]
            return Change(seats=_renumber(staying), options=_follow_seats(game, staying))

        return await self.sessions.change(session_id, decide)

    async def set_option(self, session_id: str, by_user: int, name: str, value: Any) -> Game:
        """Set one of the engine's options; the whole set is validated by ``engine.make_options``."""

        def decide(game: Game) -> Change:
            self._require_host(game, by_user)
            self._require_lobby(game)
            fields = getattr(game.engine.options_type, "model_fields", {})
            if name not in fields:
                raise IllegalAction(f"{game.title} has no option called {quote(name)}.")
            values = {**game.session.options, name: value}
            model = game.engine.make_options(values)
            return Change(options=model.model_dump(mode="json", include=set(values)))

        return await self.sessions.change(session_id, decide)

    async def set_seat_order(
        self, session_id: str, by_user: int, order: Sequence[Seat] | Literal["random"]
    ) -> Game:
        """``order`` lists the current seats in their new order (``order[i]`` becomes seat i), or
        ``"random"`` to shuffle the seats when the game starts."""

        def decide(game: Game) -> Change:
            self._require_host(game, by_user)
            self._require_lobby(game)
            seats = game.session.seats
            if order == "random":
                return Change(random_order=True)
            if sorted(order) != list(range(len(seats))):
                raise IllegalAction("That seat order does not name every seat exactly once.")
            moved = [seats[old] for old in order]
            return Change(random_order=False, seats=_renumber(moved), options=_follow_seats(game, moved))

        return await self.sessions.change(session_id, decide)

    async def set_clock(
        self, session_id: str, by_user: int, seconds: int | None, on_timeout: str | None = None
    ) -> Game:
        """The host sets the clock (None: none) and, if given, what a timeout does, before the start."""
        if seconds is not None and not turnclock.MIN_CLOCK <= seconds <= turnclock.MAX_CLOCK:
            raise IllegalAction("A turn clock can be from 1 minute to 14 days.")
        if on_timeout is not None and on_timeout not in turnclock.TIMEOUTS:
            raise IllegalAction("That is not something a timeout can do.")

        def decide(game: Game) -> Change:
            if game.session.host_user_id != by_user:
                raise NotHost("Only the host can set the turn clock.")
            if game.status != SessionStatus.LOBBY:
                raise NotInLobby("The turn clock is set before the game starts.")
            return Change(clock_seconds=seconds, set_clock=True, on_timeout=on_timeout)

        return await self.sessions.change(session_id, decide)

    async def set_takebacks(self, session_id: str, by_user: int, on: bool) -> Game:
        """The host allows players to take back their moves (the default) or not, before the start."""

        def decide(game: Game) -> Change:
            if game.session.host_user_id != by_user:
                raise NotHost("Only the host can choose whether moves may be taken back.")
            if game.status != SessionStatus.LOBBY:
                raise NotInLobby("Take-backs are allowed or not before the game starts.")
            return Change(takebacks=on)

        return await self.sessions.change(session_id, decide)

    async def start(self, session_id: str, by_user: int) -> Game:
        """Deal: a fresh seed from ``secrets``, the seats shuffled if the host chose a random order, and
        the engine's first state. ``game.state.log`` holds the opening lines."""

        def decide(game: Game) -> Change:
            self._require_host(game, by_user)
            self._require_lobby(game)
            engine = game.engine
            seats = list(game.session.seats)
            if len(seats) < engine.min_players:
                raise NotEnoughPlayers(game.title, engine.min_players, len(seats))
            if len(seats) > engine.max_players:
                raise LobbyFull(game.title, engine.max_players)
            seed = secrets.randbits(62)
            chosen = game.options
            if game.session.random_order:
                secrets.SystemRandom().shuffle(seats)
                # A player the host named (who goes first) keeps that role in the shuffled order.
                chosen = engine.make_options(_follow_seats(game, seats) or dict(game.session.options))
            seats = _renumber(seats)
            options = engine.options_for_seats(chosen, [s.ai_kind for s in seats])
            state = engine.new_game(len(seats), seed, options)
            started = replace(game, state=state, session=replace(game.session, status=SessionStatus.RUNNING))
            return Change(
                status=SessionStatus.RUNNING,
                seats=seats,
                seed=seed,
                # The options the game was dealt with, those derived from the seats included, so that
                # a replay from the seed deals the same game.
                options=options.model_dump(mode="json"),
                schema_version=engine.schema_version,
                state_json=engine.dump_state(state),
                position=0,
                undo_window=(),
                lines=state.log,
                deadlines=self.planner.plan(started, seats),
            )

        return await self.sessions.change(session_id, decide)

    async def cancel(self, session_id: str, by_user: int) -> Game:
        def decide(game: Game) -> Change:
            self._require_host(game, by_user)
            self._require_lobby(game)
            reason = "The host cancelled the lobby."
            return Change(status=SessionStatus.ABANDONED, ended_reason=reason, deadlines=DeadlinePlan())

        return await self.sessions.change(session_id, decide)

    async def abandon(self, session_id: str, by_user: int, is_admin: bool = False) -> Game:
        """End a lobby or a running game; the host or someone with Manage Server (``is_admin``) may."""

        def decide(game: Game) -> Change:
            session = game.session
            if not session.is_active:
                raise GameNotRunning(ended_sentence(game))
            if by_user != session.host_user_id and not is_admin:
                raise NotHost("Only the host or a server manager can abandon this game.")
            held = session.seats_of(by_user)
            who = f"{{s{held[0]}}}" if held else "A server manager"
            reason = fill_names(f"{who} abandoned the game.", session.names)
            return Change(
                status=SessionStatus.ABANDONED,
                ended_reason=reason,
                lines=(LogLine(text=f"{who} abandoned the game."),),
                deadlines=DeadlinePlan(),
            )

        return await self.sessions.change(session_id, decide)

    async def replace_with_ai(
        self, session_id: str, by_user: int, seat: Seat, kind: str | None = None, *, is_admin: bool = False
    ) -> Game:
        """The host (or a server manager) hands an absent player's seat to an AI."""
        kind = kind or self.ai_kinds[0]

        def decide(game: Game) -> Change:
            session = game.session
            if session.status != SessionStatus.RUNNING:
                raise not_running(game)
            if by_user != session.host_user_id and not is_admin:
                raise NotHost("Only the host or a server manager can hand a seat to an AI.")
            if kind not in self.ai_kinds:
                raise IllegalAction(f"There is no AI player called {quote(kind)}.")
            if not 0 <= seat < len(session.seats):
                raise IllegalAction(f"There is no seat {seat + 1}.")
            old = session.seats[seat]
            if old.user_id is None:
                raise IllegalAction(fill_names(f"{{s{seat}}} is already played by an AI.", session.names))
            seats = list(session.seats)
            seats[seat] = self._ai_seat(old, kind)
            line = LogLine(text=f"An AI plays {{s{seat}}}'s seat now.")
            departing = old.user_id if old.user_id not in {s.user_id for s in seats} else None
            change = self._host_change(session, departing, seats, reason="No players are left in the game.")
            if change.status is None:
                change = replace(change, deadlines=self.planner.plan(game, seats))
            return replace(change, lines=(line, *change.lines))

        return await self.sessions.change(session_id, decide)

    def _ai_seat(self, seat: SeatRecord, kind: str | None = None) -> SeatRecord:
        return replace(seat, user_id=None, ai_kind=kind or self.ai_kinds[0], name=f"{seat.name} (AI)")

    @staticmethod
    def _host_change(
        session: SessionRecord, departing: int | None, seats: Sequence[SeatRecord], *, reason: str
    ) -> Change:
        """Seats after ``departing`` left: the host role moves to the next person, or the session ends."""
        people = [s.user_id for s in seats if s.user_id is not None]
        if not people:
            return Change(
                seats=seats,
                status=SessionStatus.ABANDONED,
                ended_reason=reason,
                lines=(LogLine(text=reason),) if session.status == SessionStatus.RUNNING else (),
                deadlines=DeadlinePlan(),
            )
        host = session.host_user_id
        if departing == host or host not in people:
            return Change(seats=seats, host_user_id=people[0])
        return Change(seats=seats)

    def _require_host(self, game: Game, user_id: int) -> None:
        if user_id != game.session.host_user_id:
            raise NotHost()

    def _require_lobby(self, game: Game) -> None:
        if game.status == SessionStatus.RUNNING:
            raise NotInLobby()
        if game.status != SessionStatus.LOBBY:
            raise NotInLobby(ended_sentence(game))


def _renumber(seats: Any) -> list[SeatRecord]:
    return [replace(s, seat=i) for i, s in enumerate(seats)]


def _follow_seats(game: Game, moved: Sequence[SeatRecord]) -> dict[str, Any] | None:
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
