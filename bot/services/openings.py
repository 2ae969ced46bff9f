"""Opening a planned table (a tournament's, or the queue's pick-up game) as a game like any other, through
the lobby's own path: a lobby in the table's channel (``LobbyService.create_lobby``; its first player
hosts), every player seated with the table's options, clock and take-backs in one change, then the
start (``LobbyService.start``), without anyone clicking. Each step looks at what is already there, so
opening a table again after a crash finishes what the first try began and never makes a second game:
the table is tied to its game by an update guarded on having none (``PlannedTableStore.set_session``).
The Discord side makes the thread and shows the game (``cogs.tournament.director``, ``cogs.queue.queue``)."""

from __future__ import annotations

from bot.i18n import refusal_of
from bot.services.games import Games
from bot.services.lobby import LobbyService
from bot.session.errors import ChannelBusy, GameNotRunning
from bot.session.game import Game
from bot.session.organisedplay import PlannedTable
from bot.session.records import Assistance, Change, SeatRecord, SessionStatus
from bot.store import Storage


class OpeningService:
    def __init__(self, games: Games, storage: Storage, lobby: LobbyService) -> None:
        self.games = games
        self.storage = storage
        self.lobby = lobby

    async def open(
        self, table: PlannedTable, channel_id: int, parent_channel_id: int | None, language: str | None = None
    ) -> Game:
        """The table's game in ``channel_id`` (its thread), seated and started; ``language``: the table's."""
        session_id = table.session_id or await self._tie(table, channel_id, parent_channel_id, language)
        game = await self.games.load(session_id)
        if game.status == SessionStatus.LOBBY:
            game = await self.games.change(session_id, lambda lobby: _seat_everyone(lobby, table))
            game = await self.lobby.start(session_id, table.players[0][0])
        return game

    async def _tie(
        self, table: PlannedTable, channel_id: int, parent_channel_id: int | None, language: str | None
    ) -> str:
        """The game of a table that has none yet: the lobby a try cut short left in its channel, or a new
        one; tied to the table unless another process tied one first (then that one)."""
        host, host_name = table.players[0]
        session = await self.storage.sessions.active_in_channel(channel_id)
        if session is None or session.game != table.game or session.host_user_id != host:
            try:
                game = await self.lobby.create_lobby(
                    table.guild_id,
                    channel_id,
                    host,
                    host_name,
                    table.game,
                    clock_seconds=table.clock_seconds,
                    on_timeout=table.on_timeout,
                    parent_channel_id=parent_channel_id,
                    language=language,
                )
                session = game.session
            except ChannelBusy as busy:  # made meanwhile by a try that lost its claim: this table's
                session = busy.session
        if await self.storage.planned.set_session(table.id, session.id):
            return session.id
        tied = await self.storage.planned.get(table.id)
        if tied is None or tied.session_id is None:
            raise refusal_of(GameNotRunning, "refusal-table-not-opened")
        return tied.session_id


def _seat_everyone(lobby: Game, table: PlannedTable) -> Change:
    """The table's players in its seat order, its options and take-backs; no shuffle at the start; and no
    AI hints, whatever the lobby had (a lobby its first player opened in the thread beforehand is adopted
    as it is, and a table's result counts)."""
    if lobby.status != SessionStatus.LOBBY:
        return Change()
    seats = [SeatRecord(i, user, None, name) for i, (user, name) in enumerate(table.players)]
    return Change(
        seats=seats,
        options=dict(table.options),
        random_order=False,
        takebacks=table.takebacks,
        assistance=Assistance.OFF,
    )
