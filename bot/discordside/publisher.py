"""Showing an accepted change: the board (edited, or posted anew with pings when new people must act), the
result of a finished game, the private views that changed by DM, the final scores, and the record that the channel
shows this step (``published_step``), so that a restart re-shows what a crash cut short (``repair``).

One publication per game at a time (a lock per game, across processes on PostgreSQL): a later move never
shows before an earlier one, and a step shown by one process is not shown again by another.
Answering: every interaction is answered exactly once, within Discord's 3 seconds: the pipeline commits
first (milliseconds), renders (in a thread), and answers with the updated message; the other messages (a
new board, DMs) follow by REST. A click that must wait for another publication of its game is
acknowledged at once and its message edited when its turn comes.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import replace
from typing import Any

import discord

from bot.catalogue.gamespec import Registry
from bot.discordside.components.boardbuttons import add_link, rematch_view
from bot.discordside.directmessages import DirectMessages
from bot.discordside.mending import Mender, bounded
from bot.discordside.message import Message
from bot.discordside.notifier import Notifier
from bot.discordside.ownposts import OwnPosts
from bot.discordside.payloads import REPLAY, Payloads
from bot.services.core import Sessions
from bot.session.game import Game, SubmitResult
from bot.session.records import Assistance, SessionStatus
from bot.store.sessions import SessionStore

log = logging.getLogger(__name__)

NONCE_LIMIT = 25  # Discord's limit on a message nonce
# How long a click waits for another publication of its game before it is acknowledged apart: well inside
# Discord's 3 seconds, with room for the answer's own upload.
WAIT_BEFORE_DEFER = 1.5


class Publisher:
    def __init__(
        self,
        client: discord.Client,
        games: Registry,
        sessions: Sessions,
        store: SessionStore,
        payloads: Payloads,
        notifier: Notifier,
    ) -> None:
        self.client = client
        self.notifier = notifier  # who is pinged, and what waits for people in their quiet hours
        self.games = games
        self.sessions = sessions
        self.store = store
        self.payloads = payloads
        self.locks: dict[str, asyncio.Lock] = {}  # one publication per game at a time
        self.mender = Mender()  # shows again, within seconds, what a failed call to Discord left behind
        self.posts = OwnPosts()  # a board's id as soon as Discord made it (the gateway's on_message)
        self.dms = DirectMessages(client, games, sessions, payloads, self.mender)
        # What follows a change once shown, in the game's publication (a practice game's lesson, a finished
        # game's review owed): bot.discordside.coachclicks adds it.
        self.after_shown: list[Callable[[Game], Awaitable[None]]] = []

    def lock(self, game_id: str) -> asyncio.Lock:
        return self.locks.setdefault(game_id, asyncio.Lock())

    @contextlib.asynccontextmanager
    async def _hold(
        self, game_id: str, interaction: discord.Interaction[Any] | None = None
    ) -> AsyncIterator[None]:
        """This game's publication, in this process and then across processes. A click that finds another
        publication of its game under way (an AI's move, one waiting out a rate limit) waits for it a
        moment, so that it is still answered by one update of its message; only when that would risk
        Discord's 3 seconds is it acknowledged first, and its message edited once the lock is ours."""
        lock = self.lock(game_id)
        if interaction is not None and lock.locked() and not interaction.response.is_done():
            try:
                async with asyncio.timeout(WAIT_BEFORE_DEFER):
                    await lock.acquire()
            except TimeoutError:
                await interaction.response.defer()
                await lock.acquire()
        else:
            await lock.acquire()
        try:
            async with self.store.publication_lock(game_id):
                yield
        finally:
            lock.release()

    def busy(self) -> bool:
        """Whether a publication or a mend is under way (tests wait for the channel to settle)."""
        return any(lock.locked() for lock in self.locks.values()) or self.mender.busy()

    def mend_board(self, game_id: str) -> None:
        """After a failed call, show the game's board again soon (``repair_game``), within seconds."""
        if not self.client.is_closed():
            self.mender.soon(("board", game_id), lambda: self.repair_game(game_id))

    async def publish(self, result: SubmitResult, interaction: discord.Interaction[Any] | None) -> None:
        """Show an accepted action: the board (edited, or posted anew with a ping when new people must
        act), the result when the game ended, and the private views that changed, by DM. What the board shows besides
        the game comes with the result (its commit read it); the one read here is whether the channel
        still shows this game, and which step, which another task or process may have changed since."""
        try:
            await self._publish(result, interaction)
        except Exception:
            # The move is committed; what failed to show it is shown again within seconds.
            self.mend_board(result.game.id)
            raise

    async def _publish(self, result: SubmitResult, interaction: discord.Interaction[Any] | None) -> None:
        game = result.game
        async with self._hold(game.id, interaction):
            if game.status == SessionStatus.RUNNING:
                stored = await self.store.get(game.id)
                if stored is None or stored.status != SessionStatus.RUNNING:
                    # It ended meanwhile (abandoned, or a later move finished it): the move, no buttons.
                    game = replace(game, session=replace(game.session, status=SessionStatus.ABANDONED))
                    result = replace(result, game=game)
                elif (stored.published_step or -1) == result.game.session.position:
                    # Another process showed this very step (its repair after a restart): all shown.
                    if interaction is not None and not interaction.response.is_done():
                        await interaction.response.defer()
                    return
                elif (stored.published_step or -1) > result.game.session.position:
                    # A later move was shown first (its publication took the lock first): a board of
                    # this one would show an older position as the newest. Only its DMs are still owed.
                    if interaction is not None and not interaction.response.is_done():
                        await interaction.response.defer()
                    heard = await self.notifier.audience(game)
                    held = await self.dms.send_updates(result, None, heard.quiet)
                    return await self.notifier.published(game, (), heard, held)
            engine = game.engine
            before = engine.current_seats(result.previous_state)
            newly_acting = [s for s in sorted(result.to_act) if s not in before or s == result.seat]
            pings = [s for s in newly_acting if not game.session.seats[s].played_by_ai and s != result.seat]
            # A new board is posted to ping the people who must act now (an edit pings no one); the last board
            # of a finished game is the one on screen, edited, and the result comes as a message of its own.
            fresh_board = bool(pings) or game.session.board_message_id is None
            msg = interaction.message if interaction is not None else None
            private_msg = (
                interaction is not None
                and msg is not None
                and (interaction.guild is None or msg.flags.ephemeral)
            )
            # A private step that shows nothing new (a card picked but not yet committed) leaves the
            # board as it is: re-rendering and re-uploading it for every DM click costs a render and an
            # attachment edit each, and Discord rate-limits edits in a channel.
            quiet = not fresh_board and (interaction is None or private_msg) and board_unchanged(game, result)
            heard = await self.notifier.audience(game)  # who is pinged now, who hears of it later
            notify = heard.notified(game, pings)
            board = (
                None if quiet else await self.payloads.board(game, result.facts, pings=pings, notify=notify)
            )

            answered_privately = False
            if interaction is not None:
                if private_msg:
                    payload = await self.payloads.private(game, result.seat, with_link=True)
                    await _edit_answer(interaction, **payload.edit_kwargs())
                    answered_privately = True
                elif msg is not None and msg.id == game.session.board_message_id and not fresh_board:
                    assert board is not None  # a click on the board is never quiet
                    await _edit_answer(interaction, **board.edit_kwargs())
                    board = None  # shown
                else:
                    await _edit_answer(interaction, view=None)  # an old board: freeze it
            if board is not None:
                await self._show_board(
                    game, board, fresh_board, skip_freeze=interaction if not answered_privately else None
                )
            held = await self.dms.send_updates(
                result, result.seat if answered_privately else None, heard.quiet
            )
            await self.notifier.published(game, pings, heard, held, moved=set(before) != set(result.to_act))
            if result.outcome is not None:
                await announce_outcome(self.client, self.payloads, game)
            await self.store.shown(game.id, result.game.session.position)
            await follow_up(self.after_shown, game)

    async def show_ai_move(self, result: SubmitResult) -> None:
        """Show a move no click is waiting on (an AI's, or one made for a timed-out player); a failure is
        logged (the move is committed, and a repair shows it)."""
        try:
            await self.publish(result, None)
        except Exception as exc:
            if self.client.is_closed():
                log.warning("Shutting down while showing an AI move in %s", result.game.id)
            elif isinstance(exc, discord.HTTPException | TimeoutError):  # being shown again (publish)
                log.warning(
                    "Showing an AI move in %s failed (%r); showing it again soon", result.game.id, exc
                )
            else:
                log.exception("Publishing an AI move in %s failed", result.game.id)

    async def _show_board(
        self, game: Game, board: Message, fresh: bool, skip_freeze: discord.Interaction[Any] | None
    ) -> None:
        channel = self.client.get_partial_messageable(game.session.channel_id, guild_id=game.session.guild_id)
        old_id = game.session.board_message_id
        if fresh or old_id is None:
            # The old board loses its buttons before the new one is posted: a crash in between leaves no
            # live board (the next start posts one, see ``repair``), never two.
            answered_id = skip_freeze.message.id if skip_freeze is not None and skip_freeze.message else None
            if old_id is not None and old_id != answered_id:
                await freeze(self.mender, channel, old_id)
            posted = await self.posts.post(channel, board_nonce(game.id, board.step), **board.send_kwargs())
            # At once: a click on this new board must find it is the live one.
            await self.store.set_board_message(game.id, posted)
        else:
            try:
                await bounded(channel.get_partial_message(old_id).edit(**board.edit_kwargs()))
            except discord.NotFound:  # someone deleted the board: post it again
                message = await bounded(channel.send(**board.send_kwargs()))
                await self.store.set_board_message(game.id, message.id)

    async def refresh_board(self, game: Game) -> None:
        """Show a change that is not a move (a pause, a vacation, a player back) on the live board; a
        refresh that fails is tried again soon."""
        if not await self._refresh(game.id):
            self.mender.soon(("refresh", game.id), lambda: self._refresh(game.id))

    async def _refresh(self, game_id: str) -> bool:
        """The live board edited to show the game as it is; False when Discord did not take the edit."""
        async with self._hold(game_id):
            latest = await self.sessions.load(game_id)
            board_id = latest.session.board_message_id
            if latest.state is None or board_id is None:
                return True
            board = await self.payloads.board(latest, await self.store.board_facts(game_id))
            channel = self.client.get_partial_messageable(
                latest.session.channel_id, guild_id=latest.session.guild_id
            )
            try:
                await bounded(channel.get_partial_message(board_id).edit(**board.edit_kwargs()))
            except discord.NotFound:
                return True  # the board is gone: the next move posts one
            except (discord.HTTPException, TimeoutError):
                log.warning("Could not refresh the board of %s", game_id)
                return False
            return True

    async def close_board(self, game: Game) -> None:
        """Take the buttons off a game's board after it ended outside a move (abandoned)."""
        async with self._hold(game.id):
            latest = await self.sessions.load(game.id)
            board_id = latest.session.board_message_id
            if board_id is not None:
                channel = self.client.get_partial_messageable(
                    latest.session.channel_id, guild_id=latest.session.guild_id
                )
                await freeze(self.mender, channel, board_id)

    async def post_board(self, game: Game) -> None:
        """Post a new board that pings the people who must act, take the buttons off the old one, DM
        every seat with a secret or a private choice, then record that the channel shows this state.

        The first board of a game, and the repair of a game whose board fell behind (``repair``)."""
        async with self._hold(game.id):
            await self._post_board(game)

    async def _post_board(self, game: Game) -> None:
        """``post_board``, with the game's publication held."""
        assert game.state is not None
        humans = [s for s in sorted(game.to_act) if not game.session.seats[s].played_by_ai]
        heard = await self.notifier.audience(game)
        facts = await self.store.board_facts(game.id)
        board = await self.payloads.board(game, facts, pings=humans, notify=heard.notified(game, humans))
        channel = self.client.get_partial_messageable(game.session.channel_id, guild_id=game.session.guild_id)
        old_id = game.session.board_message_id
        if old_id is not None:  # first, so that a crash in between never leaves two live boards
            await freeze(self.mender, channel, old_id)
        message = await bounded(
            channel.send(**board.send_kwargs(), nonce=board_nonce(game.id, game.session.position))
        )
        if message.id == old_id:
            # Discord found this step's board already posted (same nonce): the post of a publication
            # that died before recording it. It is the board; give it back the buttons just taken.
            await bounded(message.edit(**board.edit_kwargs()))
        await self.store.set_board_message(game.id, message.id)
        game = replace(game, session=replace(game.session, board_message_id=message.id))
        renderer = self.games[game.session.game].renderer
        running = game.status == SessionStatus.RUNNING
        held: list[tuple[int, int]] = []
        for seat, record in enumerate(game.session.seats):
            if record.user_id is None or not running:
                continue
            has_secret = renderer is not None and renderer.private_text(game.view(seat), game.names)
            if has_secret or (seat in game.to_act and game.engine.is_private_decision(game.state, seat)):
                if record.user_id in heard.quiet:
                    held.append((seat, record.user_id))
                else:
                    await self.dms.send(game, seat, record.user_id)
        await self.notifier.published(game, humans, heard, held)
        if game.outcome is not None:
            await announce_outcome(self.client, self.payloads, game)
        await self.store.shown(game.id, game.session.position)
        await follow_up(self.after_shown, game)

    async def repair(self, quiet_for: float = 0.0, within: float | None = None) -> int:
        """Give every started game whose newest board is behind its state (the bot stopped between a
        commit and its messages) a board that shows the state and offers the current decisions; returns
        how many games were repaired. ``quiet_for``: only games unchanged that long (another process may
        be showing a change right now; it holds the game's publication lock while it does); ``within``:
        only games changed that recently (one whose channel refuses the board is not tried forever)."""
        repaired = 0
        now = self.store.clock()
        behind = await self.store.unpublished(now - quiet_for, None if within is None else now - within)
        for session in behind:
            try:
                if await self._repair(session.id):
                    repaired += 1
            except Exception:
                log.exception("Could not repair the board of %s", session.id)
        return repaired

    async def repair_game(self, game_id: str) -> bool:
        """Show one game's board again if it is behind its state; True when the channel shows the state."""
        await self._repair(game_id)
        return True

    async def _repair(self, game_id: str) -> bool:
        """The board of ``game_id`` posted again if it is behind; True if it was."""
        async with self._hold(game_id):
            # Read under the lock: another process may have shown it while this one waited.
            game = await self.sessions.load(game_id)
            shown = game.session.published_step
            if game.state is None or (shown is not None and shown >= game.session.position):
                return False
            log.info(
                "Showing %s again: its board was behind (step %s of %s)",
                game_id,
                shown,
                game.session.position,
            )
            await self._post_board(game)
            return True


async def freeze(mender: Mender, channel: discord.PartialMessageable, message_id: int) -> None:
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
        mender.soon(("freeze", str(message_id)), once)


async def follow_up(hooks: list[Callable[[Game], Awaitable[None]]], game: Game) -> None:
    """What follows a shown change (``Publisher.after_shown``); a failure there is logged, and the change
    stays shown."""
    for then in hooks:
        try:
            await then(game)
        except Exception:
            log.exception("After showing %s", game.id)


def board_unchanged(game: Game, result: SubmitResult) -> bool:
    """Whether the board would look exactly as before: a still running game, a private decision
    (so no button of the seat is on the board), no public log line, the same seats to act and the
    same public view."""
    engine = game.engine
    return (
        game.status == SessionStatus.RUNNING
        and not result.public_lines
        and engine.is_private_decision(result.previous_state, result.seat)
        and engine.current_seats(result.previous_state) == result.to_act
        and engine.view(result.previous_state, None) == engine.view(result.state, None)
    )


async def announce_outcome(client: discord.Client, payloads: Payloads, game: Game) -> None:
    """The result of a finished game, in a message of its own under its last board: the scores, whether it
    was played with the AI's hints, Rematch, Review and, with the web companion on, Replay."""
    outcome = game.outcome
    if outcome is None:
        return
    channel = client.get_partial_messageable(game.session.channel_id, guild_id=game.session.guild_id)
    ranking = sorted(range(len(game.names)), key=lambda s: -outcome.scores[s])
    lines = [f"**{game.title}: game over.** {game.fill(outcome.summary)}"]
    for seat in ranking:
        crown = "🏆 " if seat in outcome.winners else ""
        score = outcome.scores[seat]
        lines.append(f"{crown}{game.names[seat]}: {score:g}")
    coached = assistance_sentence(game.session.assistance)
    if coached:
        lines.append(coached)
    view = rematch_view(game.id, review=True)
    link = await payloads.game_link(game.session)
    if link is not None:
        add_link(view, REPLAY, link[1])
    announcement = Message("\n".join(lines), view=view, allowed_mentions=discord.AllowedMentions.none())
    await bounded(channel.send(**announcement.send_kwargs()))


async def _edit_answer(interaction: discord.Interaction[Any], **kwargs: Any) -> None:
    """Edit the message a click came from: as the interaction's answer, or, when the click was already
    acknowledged (deferred while waiting for the game's publication lock), through its original message."""
    # Not bounded: an answer that Discord may already have taken cannot be told from one it did not, and
    # the interaction's own 3 seconds bound it anyway.
    if interaction.response.is_done():
        await interaction.edit_original_response(**kwargs)
    else:
        await interaction.response.edit_message(**kwargs)


def assistance_sentence(assistance: Assistance) -> str:
    """What a finished game's result says of the AI coach it was played with ("" for none)."""
    if assistance == Assistance.PRACTICE:
        return "A practice game, with the AI's hints: not rated."
    if assistance == Assistance.HINTS:
        return "Played with the AI's hints allowed: not rated."
    return ""


def board_nonce(session_id: str, step: int | None) -> str:
    """The nonce a board of this step is posted with. Discord enforces it (discord.py sends
    ``enforce_nonce``): a second post with the same nonce within a few minutes returns the first message
    instead of a new one. So a restart that re-posts the board of a publication cut short after its post
    gets that same message back, and the channel never shows two boards of one step."""
    nonce = f"{session_id}.{'-' if step is None else step}"
    if len(nonce) > NONCE_LIMIT:
        nonce = hashlib.blake2b(nonce.encode(), digest_size=12).hexdigest()[:NONCE_LIMIT]
    return nonce
