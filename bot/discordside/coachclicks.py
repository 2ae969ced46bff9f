"""The AI as a coach on Discord (docs/ai.md, "The coach"): "Hint" for the player to act, a finished game's
review (its button and ``/game review``), practice games (``/game learn``) and their lessons.

- **Hint**: only while the game allows hints and only for a player the game waits for (the seat comes
  from who clicks). The click is deferred at once, privately, and the hint computed on the AI workers
  (``CoachJobRunner``), searched from that seat's knowledge only; the answer edits the deferred message within
  the interaction's 15 minutes, and says so when it was cut short or took too long (``HINT_WAIT``).
- **Review**: the review of a finished game (``bot.services.reviewing``), owed when the game ends (this
  class's ``after_shown``), shown privately: the chart for everyone, a person's own decisions to them.
- **Practice**: ``/game learn`` opens a game for one person against AIs with hints on, in a private thread
  where the bot may make one (else where ``/game new`` would open it), and explains each new kind of
  decision once, from the game's guide (``bot.catalogue.lessons``), in a message under the board.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import discord

from bot.ai.coach import CoachJobRunner, Hint
from bot.catalogue.gamespec import Registry
from bot.catalogue.lessons import lesson_for
from bot.discordside.boardclicks import on_private_message
from bot.discordside.gate import Gate
from bot.discordside.mending import bounded
from bot.discordside.message import Message
from bot.discordside.pastpages import Replays, answer
from bot.discordside.payloads import GAME_COLOR, display_name, fitted
from bot.discordside.publisher import Publisher
from bot.discordside.reviewpages import ReviewPages, value_words
from bot.discordside.threads import AUTO_ARCHIVE_MINUTES, thread_home, thread_name
from bot.services import Services
from bot.services.aidriver import AiDriver
from bot.session.errors import GameNotRunning, NotAPlayer, UnknownGame
from bot.session.game import Game
from bot.session.records import Assistance, SessionStatus
from bot.session.review import ReviewStatus
from engines.base import GameError, Seat
from engines.wording import join_words

log = logging.getLogger(__name__)

HINT_WAIT = 120.0  # seconds a hint may take before its answer says so (Discord keeps the message 15 minutes)
MAX_LABEL = 80


class HintsOff(GameError):
    def __init__(self) -> None:
        super().__init__("Hints are off in this game: the host allows them in the lobby, before the start.")


class CoachClicks:
    """Hints, reviews, practice games and their lessons."""

    def __init__(
        self,
        gate: Gate,
        games: Registry,
        services: Services,
        publisher: Publisher,
        driver: AiDriver,
        replays: Replays,
        pages: ReviewPages,
        coach_jobs: CoachJobRunner | None,
    ) -> None:
        self.gate = gate
        self.games = games
        self.services = services
        self.sessions = services.sessions
        self.publisher = publisher
        self.driver = driver
        self.replays = replays
        self.pages = pages
        self.coach_jobs = coach_jobs

    # ---- Hint -------------------------------------------------------------------------------------

    async def on_hint(self, interaction: discord.Interaction[Any], session_id: str) -> None:
        async with self.gate.work(interaction) as taking:
            if not taking:
                return
            try:
                game = await self.sessions.load(session_id)
                seat = hint_seat(game, interaction.user.id)
                if self.coach_jobs is None:
                    raise GameError("The AI coach is not running here.")
            except Exception as exc:
                await self.gate.refuse(interaction, exc)
                return
            await interaction.response.defer(ephemeral=True, thinking=True)
            message = await self._hint(game, seat)
            await interaction.edit_original_response(**message.edit_kwargs())

    async def _hint(self, game: Game, seat: Seat) -> Message:
        """The hint as a message, or a sentence saying why there is none."""
        assert self.coach_jobs is not None
        try:
            async with asyncio.timeout(HINT_WAIT):
                hint = await self.coach_jobs.hint(game.session.game, game.state_json, seat)
        except TimeoutError:
            return Message("The AI could not finish your hint in time: it is busy. Ask again in a moment.")
        except Exception:
            log.exception("A hint for %s seat %d failed", game.id, seat)
            return Message("The AI could not make a hint for this position, sorry.")
        now = await self.sessions.load(game.id)
        return hint_message(game, seat, hint, moved_on=now.n(seat) != game.n(seat))

    # ---- Review -----------------------------------------------------------------------------------

    async def on_review(self, interaction: discord.Interaction[Any], session_id: str, page: int) -> None:
        """A click on "Review" (under a finished game: a new private message) or on a review's own page
        buttons (the private message turns its page)."""
        async with self.gate.work(interaction) as taking:
            if taking:
                await self.show_review(interaction, session_id, page, edit=on_private_message(interaction))

    async def show_review(
        self, interaction: discord.Interaction[Any], game_id: str | None, page: int, *, edit: bool = False
    ) -> None:
        """A page of a finished game's review (``game_id`` None: this channel's last game), privately."""
        try:
            await answer(interaction, self._review_page(interaction, game_id, page), edit=edit)
        except Exception as exc:
            await self.gate.refuse(interaction, exc)

    async def _review_page(
        self, interaction: discord.Interaction[Any], game_id: str | None, page: int
    ) -> Message:
        game = await self.replays.find(interaction, game_id)
        reviews = self.services.reviews
        if game.status == SessionStatus.RUNNING:
            raise GameNotRunning("That game is still being played: its review is made once it has finished.")
        if game.status != SessionStatus.FINISHED or game.outcome is None:
            raise GameNotRunning("That game did not finish, so there is no review of it.")
        if reviews is None:
            raise GameError("Reviews are not made here: the AI coach is not running.")
        stored = await reviews.request(game)
        if stored.status == ReviewStatus.PENDING or stored.review is None:
            if stored.status == ReviewStatus.FAILED:
                return self.pages.failed(game, stored.failure)
            return self.pages.pending(game)
        seat = await self.replays._seat_of(game, interaction.user.id)
        if page == 0:
            return await self.pages.overview(game, stored.review, seat)
        if seat is None:
            raise NotAPlayer("Only the people who played this game have decisions to look at in its review.")
        if page > len(stored.review.largest_drops(seat)):
            raise GameError("That page is not in your review.")
        return await self.pages.drop(game, stored.review, seat, page)

    # ---- practice ---------------------------------------------------------------------------------

    async def learn(self, interaction: discord.Interaction[Any], game_key: str, players: int | None) -> None:
        """``/game learn``: a practice game, in a private thread where possible."""
        if game_key not in self.games:
            raise UnknownGame(game_key)
        title = self.games[game_key].title
        user = interaction.user
        await interaction.response.defer(ephemeral=True, thinking=True)
        thread = await self._practice_thread(interaction, title)
        channel_id = thread.id if thread is not None else interaction.channel_id or 0
        try:
            game = await self.services.assistance.open_practice(
                interaction.guild_id,
                channel_id,
                user.id,
                display_name(user),
                game_key,
                players=players,
                parent_channel_id=interaction.channel_id if thread is not None else None,
            )
        except Exception as exc:
            if thread is not None:
                with contextlib.suppress(discord.HTTPException):
                    await thread.delete()
            await self.gate.refuse(interaction, exc)
            return
        await self.publisher.post_board(game)
        self.driver.kick_if_owed(game)
        where = thread.mention if thread is not None else "this channel"
        private = thread is not None and thread.type == discord.ChannelType.private_thread
        await interaction.followup.send(
            f"Your practice game of {title} is open in {where}"
            + (" (a private thread: only you and the bot are in it)." if private else ".")
            + " Hints are on: press Hint on your turn. Each new kind of decision is explained the first time "
            "it comes up. Practice games are not rated.",
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def _practice_thread(
        self, interaction: discord.Interaction[Any], title: str
    ) -> discord.Thread | None:
        """A private thread for the practice game where the bot may make one; else a public thread where
        ``/game new`` would make one; else None (the game opens where the command was used)."""
        user = interaction.user
        name = thread_name(f"Practice: {title}", display_name(user))
        home = thread_home(interaction, None)
        permissions = interaction.app_permissions
        kinds = []
        if home is not None and permissions.create_private_threads and permissions.send_messages_in_threads:
            kinds.append(discord.ChannelType.private_thread)
        if home is not None:
            kinds.append(discord.ChannelType.public_thread)
        for kind in kinds:
            assert home is not None
            try:
                thread = await home.create_thread(
                    name=name,
                    type=kind,
                    auto_archive_duration=AUTO_ARCHIVE_MINUTES,
                    invitable=kind != discord.ChannelType.private_thread,
                    reason=f"/game learn by {display_name(user)}",
                )
            except discord.HTTPException as exc:
                log.info("Could not open a %s for a practice game in %s: %s", kind, home.id, exc)
                continue
            with contextlib.suppress(discord.HTTPException):
                await thread.add_user(user)
            return thread
        return None

    # ---- after a change is shown ---------------------------------------------------------------------

    async def after_shown(self, game: Game) -> None:
        """What follows a shown change: a finished game's review owed, and a practice game's lesson."""
        reviews = self.services.reviews
        if game.outcome is not None and game.status == SessionStatus.FINISHED and reviews is not None:
            await reviews.request(game)
        if game.session.assistance == Assistance.PRACTICE and game.status == SessionStatus.RUNNING:
            await self._lesson(game)

    async def _lesson(self, game: Game) -> None:
        """A practice game's lesson for the kind of decision its learner faces now, the first time."""
        guide = self.games[game.session.game].guide if game.session.game in self.games else None
        shown = await self.services.assistance.lessons_shown(game.id)
        for seat in sorted(game.to_act):
            if game.session.seats[seat].played_by_ai:
                continue
            lesson = lesson_for(guide, [c.action_id for c in game.choices(seat)])
            if lesson is None or lesson.kind in shown:
                continue
            if not await self.services.assistance.lesson_shown(game.id, lesson.kind):
                continue
            embed = discord.Embed(
                title=f"New: {lesson.title}"[:256], description=lesson.text, color=GAME_COLOR
            )
            embed.set_footer(
                text="From the game's rules (/game rules). Each kind of decision is explained once."
            )
            channel = self.gate.client.get_partial_messageable(
                game.session.channel_id, guild_id=game.session.guild_id
            )
            await bounded(channel.send(embed=embed, allowed_mentions=discord.AllowedMentions.none()))
            return


def hint_seat(game: Game, user_id: int) -> Seat:
    """The seat ``user_id`` may get a hint for now, or a sentence saying why there is none."""
    if game.status != SessionStatus.RUNNING or game.state is None or game.outcome is not None:
        raise GameNotRunning("This game is not being played now.")
    if not game.session.hints:
        raise HintsOff()
    held = game.session.seats_of(user_id)
    if not held:
        raise NotAPlayer("Hints are for the players of this game.")
    acting = [s for s in held if s in game.to_act and not game.session.seats[s].played_by_ai]
    if not acting or not game.choices(acting[0]):
        raise GameError("A hint is for the player whose turn it is: ask again when it is yours.")
    return acting[0]


def hint_message(game: Game, seat: Seat, hint: Hint, *, moved_on: bool = False) -> Message:
    """A hint in words: the choices the AI likes, with their chance to win (solo: expected score) and why."""
    labels = {c.action_id: c.label for c in game.choices(seat)}
    points = hint.points

    def label(action_id: str) -> str:
        return fitted(labels.get(action_id, action_id), game.names, MAX_LABEL)

    lines: list[str] = []
    if hint.only_choice:
        lines.append(f"You have one choice: **{label(hint.suggestions[0].action_id)}**.")
    else:
        if hint.clear:
            lines.append(f"The AI's choice: **{label(hint.suggestions[0].action_id)}**.")
        else:
            close = [k for k, s in enumerate(hint.suggestions, 1) if not s.behind]
            if len(close) == len(hint.suggestions):
                lines.append("The AI cannot tell these apart: any of them is as good as it can see.")
            else:
                lines.append(
                    f"The AI cannot tell {join_words(map(str, close))} apart:"
                    f" {'either' if len(close) == 2 else 'any of them'} is as good as it can see."
                )
        lines.append("")
        what = "expected score" if points else "chance to win"
        for k, s in enumerate(hint.suggestions, 1):
            behind = " (behind the first)" if s.behind else ""
            lines.append(
                f"**{k}. {label(s.action_id)}**: {what} {value_words(s.value, points)}{behind}. {game.fill(s.reason)}"
            )
        lines.append("")
        lines.append(
            "Searched from what you can see (your hand, never the others'), over samples of what is hidden. "
            f"The {what} is the AI's estimate, not a promise."
        )
        if not hint.complete:
            lines.append("The AI was cut short (the machine is busy): these numbers are rougher than usual.")
    if moved_on:
        lines.append("The game has moved on since you asked: this hint was for the position then.")
    embed = discord.Embed(
        title=f"Hint for {game.names[seat]}: {game.title}"[:256],
        description="\n".join(lines)[:4000],
        color=GAME_COLOR,
    )
    return Message(embeds=[embed])
