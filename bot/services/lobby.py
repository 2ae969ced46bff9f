"""The lobby's changes to a session: opening it (or a rematch), joining and leaving, AI seats, options,
the seat order and the turn clock, starting, cancelling and abandoning, and handing an absent player's
seat to an AI. Every change takes the one path (``Games.change``: lock, load, decide, commit with the
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
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import replace

from bot.i18n import logged, named, refusal_of, refused, said
from bot.services.clocks import DeadlinePlanner
from bot.services.games import MAX_ATTEMPTS, Games, ended_sentence, not_running
from bot.session import seating
from bot.session.errors import (
    AlreadyJoined,
    ChannelBusy,
    GameBusy,
    GameNotRunning,
    LobbyFull,
    NotAPlayer,
    NotEnoughPlayers,
    NotHost,
    UnknownGame,
    cut,
    named_refusal,
)
from bot.session.game import Game
from bot.session.records import Change, DeadlinePlan, SeatRecord, SessionStatus
from bot.store import Storage
from engines import AnyEngine
from engines.base import IllegalAction, Seat
from engines.phrasing import Words, seat_arg
from engines.wording import fill_names


class LobbyService:
    def __init__(
        self,
        games: Games,
        storage: Storage,
        planner: DeadlinePlanner,
        *,
        ai_kinds: Sequence[str],
        allow_multiple_seats: bool = False,
    ) -> None:
        self.games = games
        self.storage = storage
        self.planner = planner
        self.ai_kinds = tuple(ai_kinds)
        self.allow_multiple_seats = allow_multiple_seats
        # Whether a game is a tournament's table: only a server manager may end it or hand a seat to an AI
        # there (its host is just its first player). Set by build_services (bot.services.registrations).
        self.is_tournament_table: Callable[[str], Awaitable[bool]] = _no_table

    @property
    def engines(self) -> Mapping[str, AnyEngine]:
        return self.games.engines

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
        language: str | None = None,
    ) -> Game:
        """A lobby for ``game_key``; ``language``: the table's, fixed now (None: English)."""
        engine = self.engines.get(game_key)
        if engine is None:
            raise UnknownGame(game_key)
        for _ in range(MAX_ATTEMPTS):
            busy = await self.storage.sessions.active_in_channel(channel_id)
            if busy is not None:
                raise ChannelBusy(busy, self.games.title(busy.game))
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
                language=language,
            )
            if record is not None:
                return Game(record, engine, None, {})
            # Another process opened a lobby here between our check and our insert: report that one.
        raise GameBusy()

    async def create_rematch(self, old_id: str, by_user: int, by_name: str) -> Game:
        """A lobby in the finished game's channel with its seats (the same people and AIs, in the order
        they played), its options and its clock; whoever asked is the host. Seats are not shuffled again
        unless the old game's host had chosen a random order."""
        old = await self.games.load(old_id)
        session = old.session
        if session.is_active or session.seed is None:
            raise refusal_of(GameNotRunning, "refusal-rematch-unfinished")
        if not session.seats_of(by_user):
            raise refusal_of(NotAPlayer, "refusal-rematch-not-a-player")
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
            language=session.language,
        )
        seats = [replace(s, stand_in=None) for s in session.seats]

        def decide(lobby: Game) -> Change:
            return Change(
                seats=seats,
                options=options,
                random_order=session.random_order,
                takebacks=session.takebacks,
                night_clock=session.night_clock,
                set_night=True,
                assistance=session.assistance,
            )

        return await self.games.change(game.id, decide)

    async def join(self, session_id: str, user_id: int, name: str) -> Game:
        def decide(game: Game) -> Change:
            seating.require_lobby(game, ended_sentence(game))
            seats = game.session.seats
            if game.session.seats_of(user_id) and not self.allow_multiple_seats:
                raise AlreadyJoined()
            if len(seats) >= game.engine.max_players:
                raise LobbyFull(game.title, game.engine.max_players)
            return Change(seats=(*seats, SeatRecord(len(seats), user_id, None, name)))

        return await self.games.change(session_id, decide)

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
                change = seating.host_change(
                    session, user_id, seating.renumber(staying), reason=Words(id="ended-host-left-lobby")
                )
                return replace(change, options=seating.follow_seats(game, staying))
            if session.status != SessionStatus.RUNNING:
                raise not_running(game)
            seats = list(session.seats)
            lines = []
            for seat in held:
                seats[seat] = self._ai_seat(seats[seat], session.table_language)
                lines.append(logged("table-log-left", seat=seat_arg(seat)))
            change = seating.host_change(session, user_id, seats, reason=Words(id="ended-everyone-left"))
            if change.status is None:
                change = replace(change, deadlines=self.planner.plan(game, seats))
            return replace(change, lines=(*lines, *change.lines))

        return await self.games.change(session_id, decide)

    async def add_ai(
        self, session_id: str, by_user: int, kind: str | None = None, name: str | None = None
    ) -> Game:
        kind = kind or self.ai_kinds[0]

        def decide(game: Game) -> Change:
            seating.require_host(game, by_user)
            seating.require_lobby(game, ended_sentence(game))
            if kind not in self.ai_kinds:
                raise refused("refusal-no-such-ai", name=cut(kind))
            seats = game.session.seats
            if len(seats) >= game.engine.max_players:
                raise LobbyFull(game.title, game.engine.max_players)
            label = name or seating.ai_name((s.name for s in seats), game.session.table_language)
            return Change(seats=(*seats, SeatRecord(len(seats), None, kind, label)))

        return await self.games.change(session_id, decide)

    async def remove_seat(self, session_id: str, by_user: int, seat: Seat) -> Game:
        """The host removes a seat (an AI, or a person) from the lobby."""

        def decide(game: Game) -> Change:
            seating.require_host(game, by_user)
            seating.require_lobby(game, ended_sentence(game))
            seats = game.session.seats
            if not 0 <= seat < len(seats):
                raise refused("refusal-no-such-seat", seat=seat + 1)
            if seats[seat].user_id == game.session.host_user_id:
                raise refused("refusal-remove-own-seat")
            staying = [s for s in seats if s.seat != seat]
            return Change(seats=seating.renumber(staying), options=seating.follow_seats(game, staying))

        return await self.games.change(session_id, decide)

    async def start(self, session_id: str, by_user: int) -> Game:
        """Deal: a fresh seed from ``secrets``, the seats shuffled if the host chose a random order, and
        the engine's first state. ``game.state.log`` holds the opening lines."""

        def decide(game: Game) -> Change:
            seating.require_host(game, by_user)
            seating.require_lobby(game, ended_sentence(game))
            engine = game.engine
            seated = len(game.session.seats)
            if seated < engine.min_players:
                raise NotEnoughPlayers(game.title, engine.min_players, seated)
            if seated > engine.max_players:
                raise LobbyFull(game.title, engine.max_players)
            seed = secrets.randbits(62)
            shuffle = secrets.SystemRandom() if game.session.random_order else None
            seats, options, state = seating.deal(game, seed, shuffle)
            started = replace(game, state=state, session=replace(game.session, status=SessionStatus.RUNNING))
            return Change(
                status=SessionStatus.RUNNING,
                seats=seats,
                seed=seed,
                options=options.model_dump(mode="json"),
                schema_version=engine.schema_version,
                state_json=engine.dump_state(state),
                position=0,
                undo_window=(),
                lines=state.log,
                deadlines=self.planner.plan(started, seats),
            )

        return await self.games.change(session_id, decide)

    async def cancel(self, session_id: str, by_user: int) -> Game:
        def decide(game: Game) -> Change:
            seating.require_host(game, by_user)
            seating.require_lobby(game, ended_sentence(game))
            reason = Words(id="ended-host-cancelled")
            return Change(
                status=SessionStatus.ABANDONED,
                ended_reason=said(reason),
                ended_words=reason,
                deadlines=DeadlinePlan(),
            )

        return await self.games.change(session_id, decide)

    async def abandon(self, session_id: str, by_user: int, is_admin: bool = False) -> Game:
        """End a lobby or a running game; the host or someone with Manage Server (``is_admin``) may."""
        if not is_admin and await self.is_tournament_table(session_id):
            raise refusal_of(NotHost, "refusal-abandon-tournament-table")

        def decide(game: Game) -> Change:
            session = game.session
            if not session.is_active:
                raise not_running(game)
            if by_user != session.host_user_id and not is_admin:
                raise refusal_of(NotHost, "refusal-abandon-host")
            held = session.seats_of(by_user)
            line = (
                logged("ended-abandoned-by", seat=seat_arg(held[0]))
                if held
                else logged("ended-abandoned-by-admin")
            )
            reason = named(line.words, session.names)
            return Change(
                status=SessionStatus.ABANDONED,
                ended_reason=fill_names(line.text, session.names),
                ended_words=reason,
                lines=(line,),
                deadlines=DeadlinePlan(),
            )

        return await self.games.change(session_id, decide)

    async def replace_with_ai(
        self, session_id: str, by_user: int, seat: Seat, kind: str | None = None, *, is_admin: bool = False
    ) -> Game:
        """The host (or a server manager) hands an absent player's seat to an AI."""
        kind = kind or self.ai_kinds[0]
        if not is_admin and await self.is_tournament_table(session_id):
            raise refusal_of(NotHost, "refusal-ai-seat-tournament-table")

        def decide(game: Game) -> Change:
            session = game.session
            if session.status != SessionStatus.RUNNING:
                raise not_running(game)
            if by_user != session.host_user_id and not is_admin:
                raise refusal_of(NotHost, "refusal-ai-seat-host")
            if kind not in self.ai_kinds:
                raise refused("refusal-no-such-ai", name=cut(kind))
            if not 0 <= seat < len(session.seats):
                raise refused("refusal-no-such-seat", seat=seat + 1)
            old = session.seats[seat]
            if old.user_id is None:
                raise named_refusal(
                    IllegalAction, session.names, "refusal-seat-already-ai", seat=seat_arg(seat)
                )
            seats = list(session.seats)
            seats[seat] = self._ai_seat(old, session.table_language, kind)
            line = logged("table-log-ai-seat", seat=seat_arg(seat))
            departing = old.user_id if old.user_id not in {s.user_id for s in seats} else None
            change = seating.host_change(session, departing, seats, reason=Words(id="ended-no-players-left"))
            if change.status is None:
                change = replace(change, deadlines=self.planner.plan(game, seats))
            return replace(change, lines=(line, *change.lines))

        return await self.games.change(session_id, decide)

    def _ai_seat(self, seat: SeatRecord, language: str, kind: str | None = None) -> SeatRecord:
        return seating.ai_seat(seat, kind or self.ai_kinds[0], language)


async def _no_table(session_id: str) -> bool:
    return False
