"""``Learning``: learning from the AI coach on Discord (docs/ai.md, "The coach"): "Hint" for the player to
act (its receiver is here), practice games (``/game learn``) and their lessons. A finished game's review
is the past's (``cogs.past``).

- **Hint**: only while the game allows hints and only for a player the game waits for (the seat comes
  from who clicks). The click is deferred at once, privately, and the hint computed on the AI workers
  (``CoachJobRunner``), searched from that seat's knowledge only; the answer edits the deferred message within
  the interaction's 15 minutes, and says so when it was cut short or took too long (``HINT_WAIT``).
- **Practice**: ``/game learn`` opens a game for one person against AIs with hints on, in a private thread
  where the bot may make one (else where ``/game new`` would open it), and explains each new kind of
  decision once, from the game's guide (``bot.catalogue.lessons``), in a message under the board (this
  cog's ``after_shown``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import discord

from bot.catalogue.lessons import lesson_for
from bot.discordside.boardviews import HINT, OfGame
from bot.discordside.components import Receiver, cog_of
from bot.discordside.feature import Feature
from bot.discordside.mending import bounded
from bot.discordside.message import Message
from bot.discordside.payloads import GAME_COLOR, display_name
from bot.discordside.threads import AUTO_ARCHIVE_MINUTES, thread_home, thread_name
from bot.discordside.wiring import Wiring
from bot.i18n import Speaker, refusal_of
from bot.render.textlimits import EMBED_TITLE, clipped
from bot.session.errors import UnknownGame
from bot.session.game import Game
from bot.session.records import Assistance, SessionStatus
from cogs.learning.messages import hint_message, hint_seat
from engines.base import GameError, Seat

log = logging.getLogger(__name__)

HINT_WAIT = 120.0  # seconds a hint may take before its answer says so (Discord keeps the message 15 minutes)


class HintClick(Receiver[OfGame], custom_id=HINT):
    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        await cog_of(interaction.client, Learning).hint(interaction, self.fields.session)


class Learning(Feature):
    """Hints, practice games and their lessons."""

    receivers = (HintClick,)

    def __init__(self, wiring: Wiring) -> None:
        super().__init__(wiring)
        self.catalogue = wiring.catalogue
        self.services = wiring.services
        self.games = wiring.services.games
        self.publisher = wiring.publisher
        self.driver = wiring.driver
        self.coach_jobs = wiring.coach_jobs

    async def cog_load(self) -> None:
        await super().cog_load()
        self.wiring.publisher.after_shown.append(self.after_shown)

    async def cog_unload(self) -> None:
        await super().cog_unload()
        self.wiring.publisher.after_shown.remove(self.after_shown)

    # ---- Hint -------------------------------------------------------------------------------------

    async def hint(self, interaction: discord.Interaction[Any], session_id: str) -> None:
        game = await self.games.load(session_id)
        seat = hint_seat(game, interaction.user.id)
        if self.coach_jobs is None:
            raise refusal_of(GameError, "refusal-coach-off")
        await interaction.response.defer(ephemeral=True, thinking=True)
        message = await self._hint(game, seat, Speaker(await self.wiring.gate.language(interaction)))
        await interaction.edit_original_response(**message.edit_kwargs())

    async def _hint(self, game: Game, seat: Seat, say: Speaker) -> Message:
        """The hint as a message in ``say``'s language (its reader's), or a sentence saying why there is
        none."""
        assert self.coach_jobs is not None
        try:
            async with asyncio.timeout(HINT_WAIT):
                hint = await self.coach_jobs.hint(game.session.game, game.state_json, seat)
        except TimeoutError:
            return Message(say("hint-timeout"))
        except Exception:
            log.exception("A hint for %s seat %d failed", game.id, seat)
            return Message(say("hint-failed"))
        now = await self.games.load(game.id)
        return hint_message(game, seat, hint, moved_on=now.n(seat) != game.n(seat), say=say)

    # ---- practice ---------------------------------------------------------------------------------

    async def learn(self, interaction: discord.Interaction[Any], game_key: str, players: int | None) -> None:
        """``/game learn``: a practice game, in a private thread where possible."""
        if game_key not in self.catalogue:
            raise UnknownGame(game_key)
        title = self.catalogue[game_key].title
        user = interaction.user
        await interaction.response.defer(ephemeral=True, thinking=True)
        # A practice table is one person's: its language, and so its thread's name, is theirs.
        language = await self.wiring.gate.language(interaction)
        say = Speaker(language)
        thread = await self._practice_thread(interaction, say("learn-thread-name", title=title))
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
                language=language,
            )
        except Exception as exc:
            if thread is not None:
                with contextlib.suppress(discord.HTTPException):
                    await thread.delete()
            await self.wiring.gate.refuse(interaction, exc)
            return
        await self.publisher.post_board(game)
        self.driver.kick_if_owed(game)
        private = thread is not None and thread.type == discord.ChannelType.private_thread
        await interaction.followup.send(
            say("learn-open-thread", title=title, thread=thread.mention, private=private)
            if thread is not None
            else say("learn-open-here", title=title),
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def _practice_thread(
        self, interaction: discord.Interaction[Any], title: str
    ) -> discord.Thread | None:
        """A private thread for the practice game (named ``title`` and the learner) where the bot may make
        one; else a public thread where ``/game new`` would make one; else None (the game opens where the
        command was used)."""
        user = interaction.user
        name = thread_name(title, display_name(user))
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
        """What follows a shown change in a practice game: the lesson of the decision its learner faces."""
        if game.session.assistance == Assistance.PRACTICE and game.status == SessionStatus.RUNNING:
            await self._lesson(game)

    async def _lesson(self, game: Game) -> None:
        """A practice game's lesson for the kind of decision its learner faces now, the first time."""
        spec = self.catalogue.get(game.session.game)
        guide = spec.guide_in(game.session.table_language) if spec is not None else None
        shown = await self.services.assistance.lessons_shown(game.id)
        for seat in sorted(game.to_act):
            if game.session.seats[seat].played_by_ai:
                continue
            lesson = lesson_for(guide, [c.action_id for c in game.choices(seat)])
            if lesson is None or lesson.kind in shown:
                continue
            if not await self.services.assistance.lesson_shown(game.id, lesson.kind):
                continue
            say = Speaker(game.session.table_language)  # posted at the table: in its language
            embed = discord.Embed(
                title=clipped(say("lesson-title", title=lesson.title), EMBED_TITLE),
                description=lesson.text,
                color=GAME_COLOR,
            )
            embed.set_footer(text=say("lesson-footer"))
            channel = self.bot.get_partial_messageable(
                game.session.channel_id, guild_id=game.session.guild_id
            )
            await bounded(channel.send(embed=embed, allowed_mentions=discord.AllowedMentions.none()))
            return
