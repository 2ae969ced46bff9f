"""A lobby's life on Discord: ``/game new`` (here, or in a new thread of the channel), the lobby's buttons
and menus, ``/game join|leave|start`` (the same path as the buttons), the first board when the game
starts, and "Rematch" under a finished game, with the receivers of those components.

The lobby message is ``LobbyMessage``'s and what each lobby action does ``LobbyActions``'; this cog
answers the interaction, posts or edits the message, and hands an AI seat its first turn. Refusals go
through the gate.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

import discord

from bot.discordside.boardviews import REMATCH, OfGame
from bot.discordside.components import Receiver, cog_of, selected
from bot.discordside.feature import Feature
from bot.discordside.mending import bounded
from bot.discordside.payloads import display_name, jump_url
from bot.discordside.tablelanguage import table_language
from bot.discordside.threads import AUTO_ARCHIVE_MINUTES, thread_home, thread_name
from bot.discordside.wiring import Wiring
from bot.i18n import Speaker, refusal_of, refused
from bot.session.errors import ChannelBusy, SessionNotFound, UnknownGame
from bot.session.game import Game
from bot.session.records import SessionStatus
from cogs.tables.components import LOBBY_BUTTON, LOBBY_MENU, LobbyButton, Picked, Pressed
from cogs.tables.lobbyactions import LobbyAction, LobbyActions, said
from cogs.tables.lobbymessage import LobbyMessage

log = logging.getLogger(__name__)


class LobbyClick(Receiver[Pressed], custom_id=LOBBY_BUTTON):
    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        await cog_of(interaction.client, Tables).on_lobby(
            interaction, self.fields.session, self.fields.op, None
        )


class LobbyMenuClick(Receiver[Picked], custom_id=LOBBY_MENU):
    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        value = selected(interaction)
        await cog_of(interaction.client, Tables).on_lobby(
            interaction, self.fields.session, self.fields.menu, value
        )


class RematchClick(Receiver[OfGame], custom_id=REMATCH):
    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        await cog_of(interaction.client, Tables).rematch(interaction, self.fields.session)


class Tables(Feature):
    """Opening lobbies, their clicks and commands, the first board, and rematches."""

    receivers = (LobbyClick, LobbyMenuClick, RematchClick)

    def __init__(self, wiring: Wiring) -> None:
        super().__init__(wiring)
        services = wiring.services
        self.gate = wiring.gate
        self.catalogue = wiring.catalogue
        self.games = services.games
        self.lobbies = services.lobby
        self.storage = services.storage
        self.lobby = LobbyMessage(wiring.catalogue, services.ai_kinds)
        self.actions = LobbyActions(services)
        self.publisher = wiring.publisher
        self.driver = wiring.driver

    async def open_lobby(
        self,
        interaction: discord.Interaction[Any],
        game_key: str,
        *,
        clock_seconds: int | None = None,
        on_timeout: str = "move",
        thread: bool | None = False,
    ) -> None:
        """``/game new``: a lobby here, or (``thread``, see bot.discordside.threads) in a new thread of this
        channel."""
        home = thread_home(interaction, thread)
        if home is not None:
            await self._open_in_thread(interaction, home, game_key, clock_seconds, on_timeout)
            return
        language = await table_language(self.wiring.client, self.wiring.storage, interaction.guild_id)
        try:
            game = await self.lobbies.create_lobby(
                interaction.guild_id,
                interaction.channel_id or 0,
                interaction.user.id,
                display_name(interaction.user),
                game_key,
                clock_seconds=clock_seconds,
                on_timeout=on_timeout,
                language=language,
            )
        except ChannelBusy as busy:
            link = jump_url(
                busy.session.guild_id,
                busy.session.channel_id,
                busy.session.board_message_id or busy.session.lobby_message_id,
            )
            # Why it is busy, in words where the refusal gives them, and where that game is.
            why = busy.words if busy.words is not None else str(busy)
            await self.gate.refuse(
                interaction, refused("channel-busy-here", busy=why, link=link) if link else busy
            )
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
        if game_key not in self.catalogue:
            raise UnknownGame(game_key)
        host = display_name(interaction.user)
        title = self.catalogue[game_key].title
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
            forbidden = isinstance(exc, discord.Forbidden)
            await self.gate.refuse(interaction, refused("channel-thread-not-opened", forbidden=forbidden))
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
            language=await table_language(self.wiring.client, self.wiring.storage, interaction.guild_id),
        )
        try:
            message = await thread.send(**self.lobby.message(game).send_kwargs())
        except discord.HTTPException as exc:
            log.warning("Could not post the lobby of %s in its thread: %s", game.id, exc)
            await self.lobbies.cancel(game.id, interaction.user.id)
            await self.gate.refuse(interaction, refused("channel-lobby-not-posted"))
            return
        await self.storage.sessions.set_lobby_message(game.id, message.id)
        with contextlib.suppress(discord.HTTPException):  # the host sees the thread in their list
            await thread.add_user(interaction.user)
        say = Speaker(game.session.table_language)  # in the channel, for everyone: the table's language
        await interaction.followup.send(
            say("channel-lobby-in-thread", game=title, thread=thread.mention),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def on_lobby(
        self, interaction: discord.Interaction[Any], session_id: str, action: LobbyAction, value: str | None
    ) -> None:
        """A click on a lobby's button or menu: the action, then the lobby message edited (or, when the
        game starts, its first board posted)."""
        try:
            game = await self.actions.act(interaction, session_id, action, value)
        except Exception as exc:
            await self.gate.refuse(interaction, exc, await self.gate.names(session_id))
            return
        try:
            await interaction.response.edit_message(**self.lobby.message(game).edit_kwargs())
        except Exception as exc:
            # The change is made; only its message is behind: say so, and show it again soon.
            log.warning("Answering a lobby click of %s failed: %s", session_id, exc)
            self.wiring.mender.soon(("lobby", game.id), lambda: self._lobby_shown_now(game.id))
            if not interaction.response.is_done():
                await self.gate.refuse(interaction, refused("channel-lobby-slow"))
        if game.status == SessionStatus.ABANDONED and game.state is not None:
            await self.tell_ended(interaction, game)  # a lobby shown before the start: its last person left
        elif game.status == SessionStatus.RUNNING:
            try:
                await self.post_first_board(game)
            except (discord.HTTPException, TimeoutError) as exc:
                log.warning(
                    "Posting the first board of %s failed (%r); showing it again soon", session_id, exc
                )
                self.publisher.mend_board(game.id)

    async def lobby_command(self, interaction: discord.Interaction[Any], op: LobbyButton) -> None:
        """``/game join``, ``/game leave`` and ``/game start``: the lobby's own actions (``LobbyActions.act``,
        the path its buttons take), answered privately, with the lobby message updated for everyone."""
        session = await self.storage.sessions.active_in_channel(interaction.channel_id or 0)
        if session is None:
            raise refusal_of(SessionNotFound, "channel-no-game")
        before = await self.games.load(session.id)
        game = await self.actions.act(interaction, session.id, op, None)
        say = Speaker(await self.wiring.gate.language(interaction))
        await interaction.response.send_message(said(op, before, game, say), ephemeral=True)
        if op == LobbyButton.LEAVE and before.status == SessionStatus.RUNNING:
            if game.status == SessionStatus.RUNNING:
                self.driver.kick_if_owed(game)  # the seat is an AI's now: it may be its turn
            else:
                await self.tell_ended(interaction, game)  # the last person left
            return
        await self.update_lobby_message(game)
        if op == LobbyButton.START:
            await self.post_first_board(game)

    async def tell_ended(self, interaction: discord.Interaction[Any], game: Game) -> None:
        """A running game that ended outside a move (its last person left it, or handed their seat to an
        AI): said in its channel for everyone, in the table's language, as ``/game abandon`` says it, and
        the buttons taken off its board, which would otherwise offer moves in a game that is over."""
        say = Speaker(game.session.table_language)
        reason = say.either(game.session.ended_reason or "", game.session.ended_words)
        with contextlib.suppress(discord.HTTPException):  # the board's buttons come off all the same
            await interaction.followup.send(
                say("table-abandoned", game=game.title, reason=reason),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        await self.wiring.boards.close(game)

    async def rematch(self, interaction: discord.Interaction[Any], session_id: str) -> None:
        """A click on "Rematch": a new lobby here with the finished game's seats and options."""
        game = await self.lobbies.create_rematch(
            session_id, interaction.user.id, display_name(interaction.user)
        )
        await self._answer_with_lobby(interaction, game)

    async def post_first_board(self, game: Game) -> None:
        await self.publisher.post_board(game)
        self.driver.kick_if_owed(game)

    async def update_lobby_message(self, game: Game) -> None:
        """The lobby message edited to show the lobby as it is; an edit Discord does not take is tried
        again soon, with the lobby as it is then."""
        if not await self._lobby_shown(game):
            self.wiring.mender.soon(("lobby", game.id), lambda: self._lobby_shown_now(game.id))

    async def _lobby_shown_now(self, game_id: str) -> bool:
        return await self._lobby_shown(await self.games.load(game_id))

    async def _lobby_shown(self, game: Game) -> bool:
        if game.session.lobby_message_id is None:
            return True
        channel = self.gate.client.get_partial_messageable(
            game.session.channel_id, guild_id=game.session.guild_id
        )
        try:
            await bounded(
                channel.get_partial_message(game.session.lobby_message_id).edit(
                    **self.lobby.message(game).edit_kwargs()
                )
            )
        except discord.NotFound:
            return True  # the lobby message is gone: nothing to show it on
        except (discord.HTTPException, TimeoutError):
            log.warning("Could not update the lobby message of %s", game.id)
            return False
        return True
