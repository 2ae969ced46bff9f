"""``Past``: a game's past, in private messages: ``/game log``'s pages, ``/game replay``'s steps and a
finished game's review (its "Review" button and ``/game review``), with the receivers of the buttons and
menus that turn them, and the review owed when a game ends.

Decisions written down here:
- Only the games of the server the command runs in (or that the person played in) can be looked up by
  id; any other id gets the same sentence as an unknown one.
- The seat whose private lines, hand or decisions are shown is the clicker's own, never a button's.
- An answer that is not ready within ``DEFER_AFTER`` seconds is deferred first (rebuilding a long game
  takes a while), so Discord's 3 seconds always hold.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any

import discord

from bot.discordside.boardviews import REVIEW, ReviewPage
from bot.discordside.components import Receiver, cog_of, on_private_message, selected
from bot.discordside.feature import Feature
from bot.discordside.message import Message
from bot.discordside.wiring import Wiring
from bot.i18n import Speaker, refusal_of, said
from bot.session.errors import GameNotRunning, NotAPlayer, SessionNotFound, cut
from bot.session.game import Game
from bot.session.records import SessionStatus
from bot.session.review import ReviewStatus
from cogs.past.components import (
    LOG_PAGE,
    REPLAY_JUMP,
    REPLAY_STEP,
    LogPage,
    Mode,
    ReplayJump,
    ReplayStep,
    Turn,
)
from cogs.past.logpages import log_message
from cogs.past.replaysteps import ReplaySteps
from cogs.past.reviewpages import ReviewPages
from engines.base import GameError, Seat
from engines.phrasing import Words

DEFER_AFTER = 1.5  # seconds: an answer not ready by then is deferred (Discord allows 3)
MAX_STEP_DIGITS = 6


class NoSuchGame(SessionNotFound):
    def __init__(self, game_id: str) -> None:
        words = Words(id="refusal-no-such-game", args={"game": cut(game_id)})
        super().__init__(said(words), words=words)


class LogPageClick(Receiver[LogPage], custom_id=LOG_PAGE):
    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        page = None if self.fields.direction == Turn.LAST else self.fields.page
        await cog_of(interaction.client, Past).show_log(interaction, self.fields.session, page, edit=True)


class ReplayStepClick(Receiver[ReplayStep], custom_id=REPLAY_STEP):
    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        at = self.fields
        mine = at.mode == Mode.MINE
        await cog_of(interaction.client, Past).show_replay(interaction, at.session, at.step, mine, edit=True)


class ReplayJumpClick(Receiver[ReplayJump], custom_id=REPLAY_JUMP):
    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        value = selected(interaction)
        step = int(value) if value.isdigit() and len(value) <= MAX_STEP_DIGITS else -1
        mine = self.fields.mode == Mode.MINE
        await cog_of(interaction.client, Past).show_replay(
            interaction, self.fields.session, step, mine, edit=True
        )


class ReviewClick(Receiver[ReviewPage], custom_id=REVIEW):
    """ "Review" under a finished game (a new private message), or a review's own page buttons (the
    private message turns its page)."""

    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        edit = on_private_message(interaction)
        await cog_of(interaction.client, Past).show_review(
            interaction, self.fields.session, self.fields.page, edit=edit
        )


class Past(Feature):
    """A game's log, replay and review."""

    receivers = (LogPageClick, ReplayStepClick, ReplayJumpClick, ReviewClick)

    def __init__(self, wiring: Wiring) -> None:
        super().__init__(wiring)
        self.games = wiring.services.games
        self.storage = wiring.storage
        self.reviewer = wiring.services.reviewer
        self.replays = ReplaySteps(wiring.catalogue, wiring.storage, wiring.payloads)
        self.review_pages = ReviewPages(wiring.catalogue, self.games, self.storage, wiring.payloads)

    async def cog_load(self) -> None:
        await super().cog_load()
        self.wiring.publisher.after_shown.append(self.after_shown)

    async def cog_unload(self) -> None:
        await super().cog_unload()
        self.wiring.publisher.after_shown.remove(self.after_shown)

    async def after_shown(self, game: Game) -> None:
        """A finished game, once shown, is owed its review (computed in the background)."""
        if game.outcome is not None and game.status == SessionStatus.FINISHED and self.reviewer is not None:
            await self.reviewer.request(game)

    # ---- answering ----

    async def show_log(
        self,
        interaction: discord.Interaction[Any],
        game_id: str | None,
        page: int | None,
        *,
        edit: bool = False,
    ) -> None:
        """A page of a game's log (``game_id`` None: this channel's game), privately."""
        await answer(interaction, self._log_page(interaction, game_id, page, clamp=not edit), edit=edit)

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
        await answer(
            interaction, self._replay_step(interaction, game_id, step, mine, clamp=not edit), edit=edit
        )

    async def show_review(
        self, interaction: discord.Interaction[Any], game_id: str | None, page: int, *, edit: bool = False
    ) -> None:
        """A page of a finished game's review (``game_id`` None: this channel's last game), privately."""
        await answer(interaction, self._review_page(interaction, game_id, page), edit=edit)

    async def _log_page(
        self, interaction: discord.Interaction[Any], game_id: str | None, page: int | None, *, clamp: bool
    ) -> Message:
        game = await self.find(interaction, game_id)
        seat = await self.seat_of(game, interaction.user.id)
        entries = await self.storage.actions.lines(game.id, seat)
        return log_message(game, entries, page, clamp=clamp, say=await self.reader(interaction))

    async def _replay_step(
        self,
        interaction: discord.Interaction[Any],
        game_id: str | None,
        step: int | None,
        mine: bool,
        *,
        clamp: bool,
    ) -> Message:
        game = await self.find(interaction, game_id)
        say = await self.reader(interaction)
        return await self.replays.step(game, interaction.user.id, step, mine, clamp=clamp, say=say)

    async def _review_page(
        self, interaction: discord.Interaction[Any], game_id: str | None, page: int
    ) -> Message:
        game = await self.find(interaction, game_id)
        if game.status == SessionStatus.RUNNING:
            raise refusal_of(GameNotRunning, "refusal-review-running")
        if game.status != SessionStatus.FINISHED or game.outcome is None:
            raise refusal_of(GameNotRunning, "refusal-review-unfinished")
        if self.reviewer is None:
            raise refusal_of(GameError, "refusal-reviews-off")
        say = await self.reader(interaction)
        stored = await self.reviewer.request(game)
        if stored.status == ReviewStatus.PENDING or stored.review is None:
            if stored.status == ReviewStatus.FAILED:
                return self.review_pages.failed(game, stored.failure, say)
            return self.review_pages.pending(game, say)
        seat = await self.seat_of(game, interaction.user.id)
        if page == 0:
            return await self.review_pages.overview(game, stored.review, seat, say)
        if seat is None:
            raise refusal_of(NotAPlayer, "refusal-review-not-yours")
        if page > len(stored.review.largest_drops(seat)):
            raise refusal_of(GameError, "refusal-review-no-page")
        return await self.review_pages.drop(game, stored.review, seat, page, say)

    async def reader(self, interaction: discord.Interaction[Any]) -> Speaker:
        """Words in the language of whoever asked: everything here is answered to them privately."""
        return Speaker(await self.wiring.gate.language(interaction))

    # ---- finding the game ----

    async def find(self, interaction: discord.Interaction[Any], game_id: str | None) -> Game:
        """The game ``game_id`` names (one of this server's, or one the person played in), or else the
        game in this channel, or else the last one that ended here."""
        if game_id is None:
            channel = interaction.channel_id or 0
            session = await self.storage.sessions.active_in_channel(channel)
            if session is None:
                session = await self.storage.sessions.last_ended_in_channel(channel)
            if session is None:
                raise refusal_of(SessionNotFound, "refusal-no-game-here")
            return await self.games.load(session.id)
        wanted = game_id.strip()
        try:
            game = await self.games.load(wanted)
        except SessionNotFound:
            raise NoSuchGame(wanted) from None
        if (
            game.session.guild_id != interaction.guild_id
            and await self.seat_of(game, interaction.user.id) is None
        ):
            raise NoSuchGame(wanted)
        return game

    async def seat_of(self, game: Game, user_id: int) -> Seat | None:
        """The seat a person plays or (in a game that is over) played: its private lines are theirs."""
        held = game.session.seats_of(user_id)
        if held:
            return held[0]
        if game.session.is_active:  # a seat handed to an AI is no longer theirs to look into
            return None
        played = [a.seat for a in await self.storage.actions.actions(game.id) if a.user_id == user_id]
        return played[0] if played else None


async def answer(interaction: discord.Interaction[Any], build: Awaitable[Message], *, edit: bool) -> None:
    """Answer with what ``build`` makes: a new private message, or (``edit``) the clicked message edited
    in place. When it is not ready within ``DEFER_AFTER`` seconds the interaction is acknowledged first
    and the answer follows as an edit of its original response. A refusal ``build`` raises propagates."""
    task = asyncio.ensure_future(build)
    try:
        done, _ = await asyncio.wait({task}, timeout=DEFER_AFTER)
        if not done and not interaction.response.is_done():
            if edit:
                await interaction.response.defer()
            else:
                await interaction.response.defer(ephemeral=True, thinking=True)
    except BaseException:
        task.cancel()
        raise
    shown = await task
    if interaction.response.is_done():
        await interaction.edit_original_response(**shown.edit_kwargs())
    elif edit:
        await interaction.response.edit_message(**shown.edit_kwargs())
    else:
        await interaction.response.send_message(ephemeral=True, **shown.send_kwargs())
