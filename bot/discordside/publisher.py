"""``Publisher``: what the channel and the players see of a game's moves. An accepted change is shown
(``publish``): the board (edited, or posted anew with pings when new people must act), the result of a
finished game, the private views that changed by DM, and the record that the channel shows this step
(``published_step``). A whole game is shown anew (``post_board``) for its first board, and to repair one
whose board fell behind its state (the bot died between a commit and its messages: ``repair``).

Each runs inside the game's publication (``Publications``). Answering: every interaction is answered
exactly once, within Discord's 3 seconds: the pipeline commits first (milliseconds), renders (in a
thread), and answers with the updated message; the other messages (a new board, DMs) follow by REST.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

import discord

from bot.catalogue.gamespec import Registry
from bot.discordside.boards import Boards
from bot.discordside.directmessages import DirectMessages
from bot.discordside.mending import Mender
from bot.discordside.notifier import Notifier
from bot.discordside.outcomes import announce_outcome
from bot.discordside.payloads import Payloads
from bot.discordside.publications import Publications
from bot.services.games import Games
from bot.session.game import Game, SubmitResult
from bot.session.records import SessionStatus
from bot.store.sessions import SessionStore

log = logging.getLogger(__name__)


class Publisher:
    def __init__(
        self,
        client: discord.Client,
        catalogue: Registry,
        games: Games,
        store: SessionStore,
        payloads: Payloads,
        notifier: Notifier,
        publications: Publications,
        boards: Boards,
        dms: DirectMessages,
        mender: Mender,
    ) -> None:
        self.client = client
        self.notifier = notifier  # who is pinged, and what waits for people in their quiet hours
        self.catalogue = catalogue
        self.games = games
        self.store = store
        self.payloads = payloads
        self.publications = publications
        self.boards = boards
        self.dms = dms
        self.mender = mender  # shows again, within seconds, what a failed call to Discord left behind
        # What follows a change once shown, in the game's publication (a practice game's lesson, a finished
        # game's review owed): the features that want it add it when they load.
        self.after_shown: list[Callable[[Game], Awaitable[None]]] = []

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
        async with self.publications.hold(game.id, interaction):
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
                    held = await self.dms.send_updates(result, None, heard.quiet, heard.languages)
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
                    reader = heard.of(game.session.seats[result.seat].user_id or 0).reader_language
                    payload = await self.payloads.private(game, result.seat, with_link=True, language=reader)
                    await _edit_answer(interaction, **payload.edit_kwargs())
                    answered_privately = True
                elif msg is not None and msg.id == game.session.board_message_id and not fresh_board:
                    assert board is not None  # a click on the board is never quiet
                    await _edit_answer(interaction, **board.edit_kwargs())
                    board = None  # shown
                else:
                    await _edit_answer(interaction, view=None)  # an old board: freeze it
            if board is not None:
                answered = interaction.message if interaction is not None and not answered_privately else None
                await self.boards.show(
                    game, board, fresh_board, answered.id if answered is not None else None
                )
            held = await self.dms.send_updates(
                result, result.seat if answered_privately else None, heard.quiet, heard.languages
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

    async def post_board(self, game: Game) -> None:
        """Post a new board that pings the people who must act, take the buttons off the old one, DM
        every seat with a secret or a private choice, then record that the channel shows this state.

        The first board of a game, and the repair of a game whose board fell behind (``repair``)."""
        async with self.publications.hold(game.id):
            await self._post_board(game)

    async def _post_board(self, game: Game) -> None:
        """``post_board``, with the game's publication held."""
        assert game.state is not None
        humans = [s for s in sorted(game.to_act) if not game.session.seats[s].played_by_ai]
        heard = await self.notifier.audience(game)
        facts = await self.store.board_facts(game.id)
        board = await self.payloads.board(game, facts, pings=humans, notify=heard.notified(game, humans))
        message_id = await self.boards.post(game, board)
        game = replace(game, session=replace(game.session, board_message_id=message_id))
        renderer = self.catalogue[game.session.game].renderer
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
                    await self.dms.send(
                        game, seat, record.user_id, language=heard.of(record.user_id).reader_language
                    )
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
        async with self.publications.hold(game_id):
            # Read under the lock: another process may have shown it while this one waited.
            game = await self.games.load(game_id)
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


async def _edit_answer(interaction: discord.Interaction[Any], **kwargs: Any) -> None:
    """Edit the message a click came from: as the interaction's answer, or, when the click was already
    acknowledged (deferred while waiting for the game's publication lock), through its original message."""
    # Not bounded: an answer that Discord may already have taken cannot be told from one it did not, and
    # the interaction's own 3 seconds bound it anyway.
    if interaction.response.is_done():
        await interaction.edit_original_response(**kwargs)
    else:
        await interaction.response.edit_message(**kwargs)
