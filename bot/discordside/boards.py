"""``Boards``: a game's board message in its channel. It is posted anew (the old board frozen first, so a
crash in between leaves no live board, never two), edited in place (posted again if someone deleted it),
refreshed to show the game as it is after a change that is not a move, or closed (its buttons taken off).

A new board's id is known from the gateway's MESSAGE_CREATE when that comes before the REST call's answer
(``OwnPosts``), and every board is posted with a nonce of its game and step (``board_nonce``), which
Discord enforces: a second post of the same step within a few minutes returns the first message.
"""

from __future__ import annotations

import hashlib
import logging

import discord

from bot.discordside.mending import Mender, bounded
from bot.discordside.message import Message
from bot.discordside.ownposts import OwnPosts
from bot.discordside.payloads import Payloads
from bot.discordside.publications import Publications
from bot.services.games import Games
from bot.session.game import Game
from bot.store.sessions import SessionStore

log = logging.getLogger(__name__)

NONCE_LIMIT = 25  # Discord's limit on a message nonce


class Boards:
    def __init__(
        self,
        client: discord.Client,
        games: Games,
        store: SessionStore,
        payloads: Payloads,
        publications: Publications,
        mender: Mender,
        posts: OwnPosts,
    ) -> None:
        self.client = client
        self.games = games
        self.store = store
        self.payloads = payloads
        self.publications = publications
        self.mender = mender
        self.posts = posts

    def channel(self, game: Game) -> discord.PartialMessageable:
        return self.client.get_partial_messageable(game.session.channel_id, guild_id=game.session.guild_id)

    async def show(self, game: Game, board: Message, fresh: bool, answered_id: int | None) -> None:
        """Show ``board``: posted anew when ``fresh`` (pings need a new message) or when the game has none,
        else the live board edited. ``answered_id``: a board the click's own answer already froze."""
        channel = self.channel(game)
        old_id = game.session.board_message_id
        if fresh or old_id is None:
            if old_id is not None and old_id != answered_id:
                await self.freeze(channel, old_id)
            posted = await self.posts.post(channel, board_nonce(game.id, board.step), **board.send_kwargs())
            # At once: a click on this new board must find it is the live one.
            await self.store.set_board_message(game.id, posted)
            return
        try:
            await bounded(channel.get_partial_message(old_id).edit(**board.edit_kwargs()))
        except discord.NotFound:  # someone deleted the board: post it again
            message = await bounded(channel.send(**board.send_kwargs()))
            await self.store.set_board_message(game.id, message.id)

    async def post(self, game: Game, board: Message) -> int:
        """Post ``board`` as the game's new board, the old one frozen first; returns its id, recorded."""
        channel = self.channel(game)
        old_id = game.session.board_message_id
        if old_id is not None:  # first, so that a crash in between never leaves two live boards
            await self.freeze(channel, old_id)
        message = await bounded(
            channel.send(**board.send_kwargs(), nonce=board_nonce(game.id, game.session.position))
        )
        if message.id == old_id:
            # Discord found this step's board already posted (same nonce): the post of a publication
            # that died before recording it. It is the board; give it back the buttons just taken.
            await bounded(message.edit(**board.edit_kwargs()))
        await self.store.set_board_message(game.id, message.id)
        return message.id

    async def refresh(self, game: Game) -> None:
        """Show a change that is not a move (a pause, a vacation, a player back) on the live board; a
        refresh that fails is tried again soon."""
        if not await self._refresh(game.id):
            self.mender.soon(("refresh", game.id), lambda: self._refresh(game.id))

    async def _refresh(self, game_id: str) -> bool:
        """The live board edited to show the game as it is; False when Discord did not take the edit."""
        async with self.publications.hold(game_id):
            latest = await self.games.load(game_id)
            board_id = latest.session.board_message_id
            if latest.state is None or board_id is None:
                return True
            board = await self.payloads.board(latest, await self.store.board_facts(game_id))
            try:
                await bounded(self.channel(latest).get_partial_message(board_id).edit(**board.edit_kwargs()))
            except discord.NotFound:
                return True  # the board is gone: the next move posts one
            except (discord.HTTPException, TimeoutError):
                log.warning("Could not refresh the board of %s", game_id)
                return False
            return True

    async def close(self, game: Game) -> None:
        """Take the buttons off a game's board after it ended outside a move (abandoned)."""
        async with self.publications.hold(game.id):
            latest = await self.games.load(game.id)
            board_id = latest.session.board_message_id
            if board_id is not None:
                await self.freeze(self.channel(latest), board_id)

    async def freeze(self, channel: discord.PartialMessageable, message_id: int) -> None:
        """Take the buttons off an old board message, so the channel shows one live board; a freeze that
        fails is tried again soon (a board someone deleted needs none)."""

        async def once() -> bool:
            try:
                await bounded(channel.get_partial_message(message_id).edit(view=None))
            except discord.NotFound:
                return True
            except (discord.HTTPException, TimeoutError):
                return False
            return True

        if not await once():
            self.mender.soon(("freeze", str(message_id)), once)


def board_nonce(session_id: str, step: int | None) -> str:
    """The nonce a board of this step is posted with. Discord enforces it (discord.py sends
    ``enforce_nonce``): a second post with the same nonce within a few minutes returns the first message
    instead of a new one. So a restart that re-posts the board of a publication cut short after its post
    gets that same message back, and the channel never shows two boards of one step."""
    nonce = f"{session_id}.{'-' if step is None else step}"
    if len(nonce) > NONCE_LIMIT:
        nonce = hashlib.blake2b(nonce.encode(), digest_size=12).hexdigest()[:NONCE_LIMIT]
    return nonce
