"""The table: where every click and command arrives.

``Table`` takes a change through the services (bot.services), has it shown (``Publisher``: the board, DMs,
scores), hands AI seats their turn (``AiDriver``), and answers every refusal as one ephemeral sentence, in
one place (``refuse``). On shutdown it stops taking clicks, lets the ones in flight finish, and stops the
AI seats. It never touches SQL (bot.store) or rules (engines), builds no message itself (bot.discordside.payloads,
bot.discordside.lobbymessage), and builds none of its parts (bot.host wires them).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Sequence
from typing import Any

import discord

from bot.ai.driver import AiDriver
from bot.catalogue.spec import Registry
from bot.discordside import pastpages, rulespages
from bot.discordside.lobbymessage import LobbyMessage
from bot.discordside.pastpages import Replays
from bot.discordside.pauses import Pauses
from bot.discordside.payloads import Payloads, display_name, jump_url, strip_placeholders
from bot.discordside.publisher import Publisher
from bot.discordside.threads import AUTO_ARCHIVE_MINUTES, thread_home, thread_name
from bot.services import Services
from bot.session.errors import ChannelBusy, GameNotRunning, SessionNotFound, UnknownGame
from bot.session.game import Game, SubmitResult
from bot.session.records import SessionStatus
from engines.base import GameError, Seat
from engines.wording import fill_names

log = logging.getLogger(__name__)

MAX_CONTENT = 2000  # Discord's limit on a message's text
RESTARTING = "I'm restarting, so that was not taken. Please try again in a minute."


class Table:
    """Where every click and command arrives: it takes the change through the session pipeline, shows
    it (``Publisher``), drives the AI seats, and answers every refusal with a sentence, in one place."""

    def __init__(
        self,
        client: discord.Client,
        games: Registry,
        services: Services,
        payloads: Payloads,
        publisher: Publisher,
        lobby: LobbyMessage,
        replays: Replays,
        driver: AiDriver,
        pauses: Pauses,
    ) -> None:
        self.client = client  # the connection to Discord: channels, users, whether it is closing
        self.games = games
        self.sessions = services.sessions
        self.moves = services.moves
        self.lobbies = services.lobby
        self.storage = services.storage
        self.payloads = payloads
        self.publisher = publisher
        self.lobby = lobby
        self.replays = replays
        self.driver = driver
        self.pauses = pauses
        self.closing = False  # set on shutdown: new clicks and commands are answered, not taken
        self._in_flight = 0
        self._idle = asyncio.Event()
        self._idle.set()

    @contextlib.asynccontextmanager
    async def work(self, interaction: discord.Interaction[Any]) -> AsyncIterator[bool]:
        """Wrap the handling of one interaction. Yields False, after answering, when the bot is shutting
        down; otherwise True, and the shutdown waits for the handling to finish."""
        if self.closing:
            await self.refuse(interaction, GameError(RESTARTING))
            yield False
            return
        self._in_flight += 1
        self._idle.clear()
        try:
            yield True
        finally:
            self._in_flight -= 1
            if self._in_flight == 0:
                self._idle.set()

    async def close(self, timeout: float) -> None:
        """Stop taking clicks, let the ones being handled finish (at most ``timeout`` seconds), stop the
        AI seats. What is not shown by then is shown by the next start (see ``repair``)."""
        self.closing = True
        try:
            await asyncio.wait_for(self._idle.wait(), timeout)
        except TimeoutError:
            log.warning("Shutting down with %d interactions still being handled", self._in_flight)
        await self.driver.close()

    async def refuse(
        self, interaction: discord.Interaction[Any], error: Exception, names: Sequence[str] = ()
    ) -> None:
        """Every refusal in one place: a GameError's sentence, or an apology for anything else."""
        if isinstance(error, GameError):
            text = fill_names(str(error), names) if names else str(error)
        elif self.client.is_closed():
            log.warning("Shutting down while handling an interaction: %s", error)
            return
        else:
            log.error("Unexpected error handling an interaction", exc_info=error)
            text = "Sorry, something went wrong on my side. The game is saved; try again or use /game status."
        text = strip_placeholders(text)
        if len(text) > MAX_CONTENT:  # Discord refuses longer content; a refusal must never be refused
            text = text[: MAX_CONTENT - 1] + "…"
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            log.warning("Could not deliver a refusal: %s", text)

    async def _names(self, session_id: str) -> tuple[str, ...]:
        try:
            return (await self.sessions.load(session_id)).names
        except GameError:
            return ()

    async def on_move(
        self, interaction: discord.Interaction[Any], session_id: str, seat: Seat, n: int, action_id: str
    ) -> None:
        async with self.work(interaction) as taking:
            if taking:
                await self._move(interaction, session_id, seat, n, action_id)

    async def _move(
        self, interaction: discord.Interaction[Any], session_id: str, seat: Seat, n: int, action_id: str
    ) -> None:
        await self._change_and_show(
            interaction,
            session_id,
            self.moves.submit(session_id, interaction.user.id, n, action_id, seat=seat),
        )

    async def on_take_back(
        self, interaction: discord.Interaction[Any], session_id: str, seat: Seat, n: int
    ) -> None:
        """A click on "Take back": the clicker's last move, if the rules of taking back allow it."""
        async with self.work(interaction) as taking:
            if taking:
                await self._change_and_show(
                    interaction, session_id, self.moves.take_back(session_id, interaction.user.id, seat, n)
                )

    async def _change_and_show(
        self, interaction: discord.Interaction[Any], session_id: str, change: Awaitable[SubmitResult]
    ) -> None:
        """Commit a move or a take-back, show it (answering the click), and let an AI seat that now owes a
        decision play."""
        try:
            result = await change
        except Exception as exc:
            await self.refuse(interaction, exc, await self._names(session_id))
            return
        try:
            await self.publisher.publish(result, interaction)
        except Exception as exc:
            # The change is committed; only showing it failed. Say so rather than "interaction failed".
            if not interaction.response.is_done():
                await self.refuse(interaction, exc)
            elif self.client.is_closed():
                log.warning("Shutting down while showing a move in %s; the next start shows it", session_id)
            else:
                log.exception("Publishing %s failed", session_id)
        self.driver.kick_if_owed(result.game)

    async def on_rules_page(
        self, interaction: discord.Interaction[Any], game: str, session_id: str, page: int
    ) -> None:
        """A click on a /game rules message: show that page in the same message."""
        async with self.work(interaction) as taking:
            if not taking:
                return
            try:
                guide = rulespages.guide_of(self.games, game)
                options = await rulespages.options_in_effect(self.sessions, session_id)
                message = rulespages.rules_message(guide, options, page, session_id)
                await interaction.response.edit_message(**message.edit_kwargs())
            except Exception as exc:
                await self.refuse(interaction, exc)

    # ---- a game's past: /game log and /game replay (bot.discordside.pastpages) ----------------------------------

    async def on_log_page(
        self, interaction: discord.Interaction[Any], session_id: str, page: int | None
    ) -> None:
        """A click on a /game log message: that page (None: the newest), in the same message."""
        async with self.work(interaction) as taking:
            if taking:
                await self.show_log(interaction, session_id, page, edit=True)

    async def on_replay_step(
        self, interaction: discord.Interaction[Any], session_id: str, step: int, mine: bool
    ) -> None:
        """A click on a /game replay message: that step, in the same message."""
        async with self.work(interaction) as taking:
            if taking:
                await self.show_replay(interaction, session_id, step, mine, edit=True)

    async def show_log(
        self,
        interaction: discord.Interaction[Any],
        game_id: str | None,
        page: int | None,
        *,
        edit: bool = False,
    ) -> None:
        """A page of a game's log (``game_id`` None: this channel's game), privately."""
        try:
            build = self.replays.log_page(interaction, game_id, page, clamp=not edit)
            await pastpages.answer(interaction, build, edit=edit)
        except Exception as exc:
            await self.refuse(interaction, exc)

    async def show_replay(
        self,
        interaction: discord.Interaction[Any],
        game_id: str | None,
        step: int | None,
        mine: bool = False,
        *,
        edit: bool = False,
    ) -> None:
        """A step of a finished game's replay (``game_id`` None: this channel's last game), privately."""
        try:
            build = self.replays.replay_step(interaction, game_id, step, mine, clamp=not edit)
            await pastpages.answer(interaction, build, edit=edit)
        except Exception as exc:
            await self.refuse(interaction, exc)

    async def on_pause_agree(self, interaction: discord.Interaction[Any], session_id: str) -> None:
        """A click on "Agree to pause" under the host's request."""
        async with self.work(interaction) as taking:
            if not taking:
                return
            try:
                await self.pauses.agree(interaction, session_id)
            except Exception as exc:
                await self.refuse(interaction, exc)

    async def on_rematch(self, interaction: discord.Interaction[Any], session_id: str) -> None:
        """A click on "Rematch": a new lobby here with the finished game's seats and options."""
        async with self.work(interaction) as taking:
            if not taking:
                return
            try:
                game = await self.lobbies.create_rematch(
                    session_id, interaction.user.id, display_name(interaction.user)
                )
            except Exception as exc:
                await self.refuse(interaction, exc)
                return
            await self._answer_with_lobby(interaction, game)

    async def on_peek(self, interaction: discord.Interaction[Any], session_id: str) -> None:
        async with self.work(interaction) as taking:
            if taking:
                await self._peek(interaction, session_id)

    async def _peek(self, interaction: discord.Interaction[Any], session_id: str) -> None:
        try:
            game = await self.sessions.load(session_id)
            if game.state is None:
                raise GameNotRunning("This game has not started yet.")
            seat = self.moves.seat_for(game.session, interaction.user.id)
            back = await self.moves.return_by_click(session_id, interaction.user.id)
            if back:  # an AI stood in for them after a timeout: this click brings them back
                game = await self.sessions.load(session_id)
            lines = ["Welcome back: you play your seat again."] if back else []
            message = await self.payloads.private(game, seat, lines=lines)
            await interaction.response.send_message(ephemeral=True, **message.send_kwargs())
            if back:
                await self.publisher.refresh_board(game)
        except Exception as exc:
            await self.refuse(interaction, exc)

    async def on_close_up(self, interaction: discord.Interaction[Any], session_id: str, key: str) -> None:
        """A click on a board's close-up: the picture, privately, drawn from the presser's own view (their
        seat's, or an onlooker's public one), so it never shows more than they may see."""
        async with self.work(interaction) as taking:
            if not taking:
                return
            try:
                game = await self.sessions.load(session_id)
                if game.state is None:
                    raise GameNotRunning("This game has not started yet.")
                held = game.session.seats_of(interaction.user.id)
                message = await self.payloads.close_up(game, held[0] if held else None, key)
                await interaction.response.send_message(ephemeral=True, **message.send_kwargs())
            except Exception as exc:
                await self.refuse(interaction, exc)

    async def peek_in_channel(self, interaction: discord.Interaction[Any]) -> None:
        session = await self.storage.sessions.active_in_channel(interaction.channel_id or 0)
        if session is None:
            raise SessionNotFound("There is no game in this channel.")
        await self._peek(interaction, session.id)

    async def open_lobby(
        self,
        interaction: discord.Interaction[Any],
        game_key: str,
        *,
        clock_seconds: int | None = None,
        on_timeout: str = "move",
        thread: bool | None = False,
    ) -> None:
        """``/game new``: a lobby here, or (``thread``, see bot.discordside.threads) in a new thread of this channel."""
        home = thread_home(interaction, thread)
        if home is not None:
            await self._open_in_thread(interaction, home, game_key, clock_seconds, on_timeout)
            return
        try:
            game = await self.lobbies.create_lobby(
                interaction.guild_id,
                interaction.channel_id or 0,
                interaction.user.id,
                display_name(interaction.user),
                game_key,
                clock_seconds=clock_seconds,
                on_timeout=on_timeout,
            )
        except ChannelBusy as busy:
            link = jump_url(
                busy.session.guild_id,
                busy.session.channel_id,
                busy.session.board_message_id or busy.session.lobby_message_id,
            )
            await self.refuse(interaction, GameError(f"{busy}" + (f" It is here: {link}" if link else "")))
            return
        await self._answer_with_lobby(interaction, game)

    async def _answer_with_lobby(self, interaction: discord.Interaction[Any], game: Game) -> None:
        """Answer with the new lobby's message (in the channel the interaction came from) and remember it."""
        response = await interaction.response.send_message(**self.lobby.message(game).send_kwargs())
        message_id = getattr(response.resource, "id", None) if response is not None else None
        if message_id is None:
            message_id = (await interaction.original_response()).id
        await self.storage.sessions.set_lobby_message(game.id, message_id)

    async def _open_in_thread(
        self,
        interaction: discord.Interaction[Any],
        home: discord.TextChannel,
        game_key: str,
        clock_seconds: int | None,
        on_timeout: str,
    ) -> None:
        """Open a public thread of ``home``, the lobby in it, and answer in ``home`` with a link to it.
        Nothing is left behind when Discord refuses the thread or the lobby message."""
        if game_key not in self.games:
            raise UnknownGame(game_key)
        host = display_name(interaction.user)
        title = self.games[game_key].title
        await interaction.response.defer(thinking=True)  # two or three REST calls before the answer
        try:
            thread = await home.create_thread(
                name=thread_name(title, host),
                type=discord.ChannelType.public_thread,
                auto_archive_duration=AUTO_ARCHIVE_MINUTES,
                reason=f"/game new by {host}",
            )
        except discord.HTTPException as exc:
            log.warning("Could not open a game thread in %s: %s", home.id, exc)
            why = "I lack a permission for it" if isinstance(exc, discord.Forbidden) else "Discord refused"
            await self.refuse(
                interaction,
                GameError(
                    f"I could not open a thread for the game here ({why}). Try again, or use thread:False."
                ),
            )
            return
        game = await self.lobbies.create_lobby(
            interaction.guild_id,
            thread.id,
            interaction.user.id,
            host,
            game_key,
            clock_seconds=clock_seconds,
            on_timeout=on_timeout,
            parent_channel_id=home.id,
        )
        try:
            message = await thread.send(**self.lobby.message(game).send_kwargs())
        except discord.HTTPException as exc:
            log.warning("Could not post the lobby of %s in its thread: %s", game.id, exc)
            await self.lobbies.cancel(game.id, interaction.user.id)
            await self.refuse(
                interaction,
                GameError("I could not post the lobby in its thread. Try again, or use thread:False."),
            )
            return
        await self.storage.sessions.set_lobby_message(game.id, message.id)
        with contextlib.suppress(discord.HTTPException):  # the host sees the thread in their list
            await thread.add_user(interaction.user)
        await interaction.followup.send(
            f"{title}: the lobby is open in {thread.mention}. Join the game there.",
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def on_lobby(
        self, interaction: discord.Interaction[Any], session_id: str, op: str, value: str | None
    ) -> None:
        async with self.work(interaction) as taking:
            if taking:
                await self._lobby(interaction, session_id, op, value)

    async def _lobby(
        self, interaction: discord.Interaction[Any], session_id: str, op: str, value: str | None
    ) -> None:
        try:
            game = await self.lobby.act(interaction, session_id, op, value)
        except Exception as exc:
            await self.refuse(interaction, exc, await self._names(session_id))
            return
        try:
            if game.status == SessionStatus.RUNNING:
                await self._start_board(interaction, game)
            else:
                await interaction.response.edit_message(**self.lobby.message(game).edit_kwargs())
        except Exception as exc:
            if not interaction.response.is_done():
                await self.refuse(interaction, exc)
            else:
                log.exception("Lobby update for %s failed", session_id)

    async def lobby_command(self, interaction: discord.Interaction[Any], op: str) -> None:
        """``/game join``, ``/game leave`` and ``/game start``: the lobby's own actions (``Lobby.act``, the
        path its buttons take), answered privately, with the lobby message updated for everyone."""
        session = await self.storage.sessions.active_in_channel(interaction.channel_id or 0)
        if session is None:
            raise SessionNotFound("There is no game in this channel. Start one with /game new.")
        before = await self.sessions.load(session.id)
        game = await self.lobby.act(interaction, session.id, op, None)
        await interaction.response.send_message(
            self.lobby.said(op, before, game, interaction.user.id), ephemeral=True
        )
        if op == "leave" and before.status == SessionStatus.RUNNING:
            self.driver.kick_if_owed(game)  # the seat is an AI's now: it may be its turn
            return
        await self.update_lobby_message(game)
        if op == "start":
            await self.post_first_board(game)

    async def _start_board(self, interaction: discord.Interaction[Any], game: Game) -> None:
        await interaction.response.edit_message(**self.lobby.message(game).edit_kwargs())
        await self.post_first_board(game)

    async def post_first_board(self, game: Game) -> None:
        await self.publisher.post_board(game)
        self.driver.kick_if_owed(game)

    async def update_lobby_message(self, game: Game) -> None:
        if game.session.lobby_message_id is None:
            return
        channel = self.client.get_partial_messageable(game.session.channel_id, guild_id=game.session.guild_id)
        try:
            await channel.get_partial_message(game.session.lobby_message_id).edit(
                **self.lobby.message(game).edit_kwargs()
            )
        except discord.HTTPException:
            log.warning("Could not update the lobby message of %s", game.id)
