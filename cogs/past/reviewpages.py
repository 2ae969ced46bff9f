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
from collections import deque
from collections.abc import Sequence
from dataclasses import replace

import discord

from bot.ai.coach import MISTAKE_DROP
from bot.catalogue.gamespec import Registry
from bot.discordside.boardviews import review_button
from bot.discordside.components import Components
from bot.discordside.message import Attachment, Message
from bot.discordside.outcomes import assistance_sentence
from bot.discordside.payloads import GAME_COLOR, PRIVATE_FILE, Payloads
from bot.i18n import SOURCE, Speaker
from bot.render.chart import review_chart
from bot.render.pictures import render_private
from bot.services.games import Games
from bot.session.game import Game
from bot.session.records import SessionStatus
from bot.session.review import Decision, Review, summary_counts, value_words
from bot.store import Storage
from engines.base import GameState, Seat
from engines.wording import plural

CHART_FILE = "review.png"
SHOWN_LABEL = 120  # characters of a move's label in a review's text


def drop_words(decision: Decision, points: float | None) -> str:
    change = decision.before - decision.after
    lost = f"{change:.0f} points" if points else f"{change * 100:.0f} points of chance"
    return (
        f"{value_words(decision.before, points)} → {value_words(decision.after, points)} (you gave up {lost})"
    )


class ReviewPages:
    """The review's messages, built from the stored review and the game."""

    def __init__(self, catalogue: Registry, games: Games, storage: Storage, payloads: Payloads) -> None:
        self.catalogue = catalogue
        self.games = games
        self.storage = storage
        self.payloads = payloads

    @staticmethod
    def header(game: Game) -> str:
        return f"**Review of {game.title}** · game `{game.id}`"

    def pending(self, game: Game) -> Message:
        return Message(
            f"{self.header(game)}\nThe AI is still going through this game, decision by decision: ask again "
            "in a few minutes (Review, or /game review)."
        )

    def failed(self, game: Game, why: str | None) -> Message:
        return Message(f"{self.header(game)}\n{why or 'This game could not be reviewed.'}")

    async def overview(self, game: Game, review: Review, seat: Seat | None) -> Message:
        """The chart for everyone, and ``seat``'s decisions for the person who played it (None: an
        onlooker's view)."""
        steps = [p.step for p in review.chart]
        values = [p.values for p in review.chart]
        count = max((p.step for p in review.chart), default=0) + 1
        chart = await asyncio.to_thread(review_chart, game.names, steps, count, values, review.points)
        what = "expected score" if review.points else "chance to win"
        lines = [
            f"Each player's {what} at each step, as the AI estimates it from what everyone at the table "
            "could see then: no hand that was hidden at that step.",
        ]
        coached = assistance_sentence(game.session.assistance, Speaker(SOURCE))  # a review is English yet
        if coached:
            lines.append(coached)
        chart_embed = discord.Embed(
            title=f"{game.title}: {what}, step by step", description="\n".join(lines), color=GAME_COLOR
        )
        chart_embed.set_image(url=f"attachment://{CHART_FILE}")
        embeds = [chart_embed]
        view = None
        drops: Sequence[Decision] = ()
        if seat is not None:
            embeds.append(self.yours(game, review, seat))
            drops = review.largest_drops(seat)
        if drops:
            view = Components()
            for k in range(len(drops)):
                view.add_item(review_button(game.id, k + 1))
        return Message(self.header(game), embeds, [Attachment(CHART_FILE, chart.png, chart.alt_text)], view)

    def yours(self, game: Game, review: Review, seat: Seat) -> discord.Embed:
        mine = review.of_seat(seat)
        judged, fine, marked = summary_counts(mine)
        agreed = sum(1 for d in mine if d.agreed)
        points = review.points
        if not judged:
            text = "You had no decision to judge: every move of yours was forced, or an AI made it."
        else:
            text = (
                f"The AI judged {plural(judged, 'decision')} of yours, each from what you knew then (your own "
                f"hand, never the others'). It would have chosen as you did in {agreed}; in {fine - agreed} "
                "more it could not tell your choice from its own, or you gave up little. "
            )
            least = (
                f"{MISTAKE_DROP * points:.0f} points of score"
                if points
                else f"{MISTAKE_DROP * 100:.0f} points of chance"
            )
            text += (
                f"It marks {plural(marked, 'mistake')}."
                if marked
                else f"It marks no mistake: you never gave up {least} that it could tell apart."
            )
        drops = review.largest_drops(seat)
        lines = [text]
        if drops:
            lines.append("")
            lines.append("Your largest drops (the buttons show the board and your hand then):")
            for k, d in enumerate(drops, 1):
                lines.append(
                    f"**{k}. Step {d.step + 1}**: you chose **{game.fill(d.played_label)[:SHOWN_LABEL]}**, "
                    f"{drop_words(d, points)}. The AI would have chosen "
                    f"**{game.fill(d.best_label)[:SHOWN_LABEL]}**."
                )
        return discord.Embed(
            title=f"Your decisions ({game.names[seat]})"[:256],
            description="\n".join(lines)[:4000],
            color=GAME_COLOR,
        )

    async def drop(self, game: Game, review: Review, seat: Seat, page: int) -> Message:
        """The ``page``-th largest drop of ``seat`` (1-based): the board and the hand when it was made."""
        drops = review.largest_drops(seat)
        decision = drops[page - 1]
        state = await self._state(game, decision.state)
        then = _at(game, state)
        board = await self.payloads.board(then, None, with_choices=False)
        points = review.points
        board.embed.title = f"Mistake {page} of {len(drops)}: step {decision.step + 1}"[:256]
        board.embed.description = (
            f"You chose **{game.fill(decision.played_label)[:SHOWN_LABEL]}**: your "
            f"{'expected score' if points else 'chance to win'} as the AI saw it from your seat went "
            f"{drop_words(decision, points)}. The AI would have chosen "
            f"**{game.fill(decision.best_label)[:SHOWN_LABEL]}**.\n\nThe board and your hand as they were then."
        )
        embeds = [board.embed]
        files = list(board.attachments)
        renderer = self.catalogue[game.session.game].renderer
        if renderer is not None:
            text, png, alt = await asyncio.to_thread(render_private, renderer, then.view(seat), game.names)
            hand = discord.Embed(
                title=f"{game.names[seat]}'s hand then"[:256],
                description=(text or "Nothing hidden at this step.")[:1500],
                color=GAME_COLOR,
            )
            if png:
                hand.set_image(url=f"attachment://{PRIVATE_FILE}")
                files.append(Attachment(PRIVATE_FILE, png, alt))
            embeds.append(hand)
        view = Components()
        view.add_item(review_button(game.id, 0, label="Overview"))
        for k in range(len(drops)):
            view.add_item(review_button(game.id, k + 1, disabled=k + 1 == page))
        return Message(self.header(game), embeds, files, view)

    async def _state(self, game: Game, entries: int) -> GameState:
        """The game's state after its first ``entries`` log entries, rebuilt (engine work: a thread)."""
        actions = (await self.storage.actions.actions(game.id))[:entries]
        return await asyncio.to_thread(lambda: deque(self.games.states(game, actions), maxlen=1)[0])


def _at(game: Game, state: GameState) -> Game:
    """The game as it stood at ``state``: running, so its board shows whose turn it was."""
    session = replace(game.session, status=SessionStatus.RUNNING, ended_reason=None)
    return replace(game, session=session, state=state)
