"""A finished game's review as private messages (docs/ai.md, "The coach"): the overview, with the chart of
every player's chances for everyone and, for a person who played, their own decisions; and one page for
each of that person's largest drops, with the board and their hand as they were when they decided and
what the AI would have chosen. Built from a stored review (``bot.session.review``); the seat shown is
always the viewer's own, found from who asks, never from a button.

Nothing hidden reaches anyone who could not see it then: the chart was estimated from what the table
could see at each step, and a person's page shows only their own hand.
"""

from __future__ import annotations

import asyncio
import re
from collections import deque
from collections.abc import Sequence
from dataclasses import replace

import discord

from bot.ai.coach import mistake_threshold
from bot.catalogue.gamespec import Registry
from bot.discordside.boardviews import review_button
from bot.discordside.components import Components
from bot.discordside.message import Attachment, Message
from bot.discordside.outcomes import assistance_sentence
from bot.discordside.payloads import GAME_COLOR, PRIVATE_FILE, Payloads
from bot.i18n import Speaker, english, said
from bot.render.chart import review_chart
from bot.render.pictures import render_private
from bot.render.textlimits import DESCRIPTION_SHARE, EMBED_TITLE, clipped
from bot.services.games import Games
from bot.session.game import Game
from bot.session.records import SessionStatus
from bot.session.review import Decision, Review, summary_counts, value_said
from bot.store import Storage
from engines.base import GameState, Seat
from engines.phrasing import Words

CHART_FILE = "review.png"
SHOWN_LABEL = 120  # characters of a move's label in a review's text


# A review's failure as stored (English, bot.services.reviewer), by the message that says it.
FAILURES = ("refusal-not-replayable", "review-failed", "review-failed-unfinished")
FAILED_ERROR = re.compile(r"The review could not be made \((\w+)\)\.")


def drop_args(decision: Decision, points: float | None) -> dict[str, Words]:
    """A drop's words: the chance (solo: expected score) before and after, and what was given up."""
    change = decision.before - decision.after
    lost = (
        Words(id="review-lost-score", args={"points": round(change)})
        if points
        else Words(id="review-lost-chance", args={"points": round(change * 100)})
    )
    return {
        "before": value_said(decision.before, points),
        "after": value_said(decision.after, points),
        "lost": lost,
    }


def label_said(game: Game, english_label: str, words: Words | None, say: Speaker) -> str:
    """A move's label in ``say``'s language (its English where it has no words), names filled in."""
    return game.fill(say.either(english_label, words))[:SHOWN_LABEL]


class ReviewPages:
    """The review's messages, built from the stored review and the game."""

    def __init__(self, catalogue: Registry, games: Games, storage: Storage, payloads: Payloads) -> None:
        self.catalogue = catalogue
        self.games = games
        self.storage = storage
        self.payloads = payloads

    @staticmethod
    def header(game: Game, say: Speaker | None = None) -> str:
        return (say or english())("review-header", title=game.title, id=game.id)

    def pending(self, game: Game, say: Speaker | None = None) -> Message:
        say = say or english()
        return Message(f"{self.header(game, say)}\n{say('review-pending')}")

    def failed(self, game: Game, why: str | None, say: Speaker | None = None) -> Message:
        """A review that could not be made, with why (stored in English) in ``say``'s language where a
        catalogue says it."""
        say = say or english()
        return Message(f"{self.header(game, say)}\n{failure_said(why, say)}")

    async def overview(
        self, game: Game, review: Review, seat: Seat | None, say: Speaker | None = None
    ) -> Message:
        """The chart for everyone, and ``seat``'s decisions for the person who played it (None: an
        onlooker's view), in ``say``'s language (its reader's; English by default)."""
        say = say or english()
        steps = [p.step for p in review.chart]
        values = [p.values for p in review.chart]
        count = max((p.step for p in review.chart), default=0) + 1
        chart = await asyncio.to_thread(review_chart, game.names, steps, count, values, review.points, say)
        points = bool(review.points)
        lines = [say("review-chart-text", points=points)]
        coached = assistance_sentence(game.session.assistance, say)
        if coached:
            lines.append(coached)
        chart_embed = discord.Embed(
            title=say("review-chart-title", title=game.title, points=points),
            description="\n".join(lines),
            color=GAME_COLOR,
        )
        chart_embed.set_image(url=f"attachment://{CHART_FILE}")
        embeds = [chart_embed]
        view = None
        drops: Sequence[Decision] = ()
        if seat is not None:
            embeds.append(self.yours(game, review, seat, say))
            drops = review.largest_drops(seat)
        if drops:
            view = Components()
            for k in range(len(drops)):
                view.add_item(review_button(game.id, k + 1, say=say))
        return Message(
            self.header(game, say), embeds, [Attachment(CHART_FILE, chart.png, chart.alt_text)], view
        )

    def yours(self, game: Game, review: Review, seat: Seat, say: Speaker | None = None) -> discord.Embed:
        say = say or english()
        mine = review.of_seat(seat)
        judged, fine, marked = summary_counts(mine)
        agreed = sum(1 for d in mine if d.agreed)
        points = review.points
        if not judged:
            text = say("review-none-judged")
        else:
            text = say(
                "review-judged",
                judged=judged,
                agreed=agreed,
                close=fine - agreed,
                marked=marked,
                least=mistake_threshold(points),
            )
        drops = review.largest_drops(seat)
        lines = [text]
        if drops:
            lines.append("")
            lines.append(say("review-drops-head"))
            for k, d in enumerate(drops, 1):
                lines.append(
                    say(
                        "review-drop",
                        number=k,
                        step=d.step + 1,
                        played=label_said(game, d.played_label, d.played_words, say),
                        best=label_said(game, d.best_label, d.best_words, say),
                        **drop_args(d, points),
                    )
                )
        return discord.Embed(
            title=clipped(say("review-yours-title", name=game.names[seat]), EMBED_TITLE),
            description=clipped("\n".join(lines), DESCRIPTION_SHARE),
            color=GAME_COLOR,
        )

    async def drop(
        self, game: Game, review: Review, seat: Seat, page: int, say: Speaker | None = None
    ) -> Message:
        """The ``page``-th largest drop of ``seat`` (1-based): the board and the hand when it was made, in
        ``say``'s language."""
        say = say or english()
        drops = review.largest_drops(seat)
        decision = drops[page - 1]
        state = await self._state(game, decision.state)
        then = _at(game, state)
        board = await self.payloads.board(then, None, with_choices=False, language=say.language)
        points = review.points
        board.embed.title = clipped(
            say("review-mistake-title", page=page, pages=len(drops), step=decision.step + 1), EMBED_TITLE
        )
        said_drop = say(
            "review-mistake",
            played=label_said(game, decision.played_label, decision.played_words, say),
            best=label_said(game, decision.best_label, decision.best_words, say),
            points=bool(points),
            **drop_args(decision, points),
        )
        board.embed.description = f"{said_drop}\n\n{say('review-mistake-then')}"
        embeds = [board.embed]
        files = list(board.attachments)
        renderer = self.catalogue[game.session.game].renderer
        if renderer is not None:
            text, png, alt = await asyncio.to_thread(
                render_private, renderer.in_language(say.language), then.view(seat), game.names
            )
            hand = discord.Embed(
                title=clipped(say("review-hand-title", name=game.names[seat]), EMBED_TITLE),
                description=clipped(text or say("past-nothing-hidden"), 1500),
                color=GAME_COLOR,
            )
            if png:
                hand.set_image(url=f"attachment://{PRIVATE_FILE}")
                files.append(Attachment(PRIVATE_FILE, png, alt))
            embeds.append(hand)
        view = Components()
        view.add_item(review_button(game.id, 0, label=say("review-overview"), say=say))
        for k in range(len(drops)):
            view.add_item(review_button(game.id, k + 1, disabled=k + 1 == page, say=say))
        return Message(self.header(game, say), embeds, files, view)

    async def _state(self, game: Game, entries: int) -> GameState:
        """The game's state after its first ``entries`` log entries, rebuilt (engine work: a thread)."""
        actions = (await self.storage.actions.actions(game.id))[:entries]
        return await asyncio.to_thread(lambda: deque(self.games.states(game, actions), maxlen=1)[0])


def failure_said(why: str | None, say: Speaker) -> str:
    """Why a review could not be made, stored in English, in ``say``'s language where a catalogue says
    it (its English otherwise)."""
    if not why:
        return say("review-failed")
    for message_id in FAILURES:
        if why == said(Words(id=message_id)):
            return say(message_id)
    error = FAILED_ERROR.fullmatch(why)
    if error is not None:
        return say("review-failed-error", error=error.group(1))
    return why


def _at(game: Game, state: GameState) -> Game:
    """The game as it stood at ``state``: running, so its board shows whose turn it was."""
    session = replace(game.session, status=SessionStatus.RUNNING, ended_reason=None)
    return replace(game, session=session, state=state)
