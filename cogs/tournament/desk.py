"""``TournamentDesk``: a tournament on Discord, as people use it: ``/tournament-new`` (the tournament in a
thread of its own, its sign-up message posted there), the sign-up message's buttons (received here), and
``/tournament join``, ``leave``, ``start``, ``cancel``, ``drop``, ``end_round`` and ``standings``. Each
answers the person (privately, or by editing the sign-up message they clicked), keeps the sign-up message
up to date, and wakes the director, which opens the tables and moves the rounds on
(``cogs.tournament.director``; it runs from when this feature loads to when it unloads). Refusals go
through the gate.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord

from bot.discordside.components import Receiver, cog_of
from bot.discordside.feature import Feature
from bot.discordside.payloads import display_name
from bot.discordside.threads import AUTO_ARCHIVE_MINUTES, thread_home
from bot.discordside.wiring import Wiring
from bot.i18n import Speaker, refused
from bot.render.textlimits import CHOICE_NAME
from bot.services.registrations import JoinedAs, refusal
from bot.session.errors import TournamentNotFound, cut
from bot.session.organisedplay import (
    Tournament,
    TournamentRecord,
    TournamentSettings,
    TournamentStatus,
    absent_hold_up,
)
from cogs.tournament.components import SIGNUP, Signup, TournamentAction
from cogs.tournament.director import Director
from cogs.tournament.messages import signup_message, spoken, standings_message
from engines.phrasing import Words

log = logging.getLogger(__name__)


def is_manager(interaction: discord.Interaction[Any]) -> bool:
    """May act as any tournament's organiser: Manage Server or Manage Events."""
    permissions = interaction.permissions
    return bool(permissions.manage_guild or permissions.manage_events)


@dataclass(frozen=True)
class Acted:
    """What an action left: the tournament, and how a person joined it (when they did)."""

    tournament: Tournament
    joined: JoinedAs | None = None


Act = Callable[[discord.Interaction[Any], str, int | None], Awaitable[Acted]]


class SignupClick(Receiver[Signup], custom_id=SIGNUP):
    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        await cog_of(interaction.client, TournamentDesk).signup_button(
            interaction, self.fields.tournament, self.fields.op.action
        )


class TournamentDesk(Feature):
    """Tournaments as people use them, and their director."""

    receivers = (SignupClick,)

    def __init__(self, wiring: Wiring) -> None:
        super().__init__(wiring)
        self.gate = wiring.gate
        self.services = wiring.services
        self.registrations = wiring.services.registrations
        self.director = Director(wiring)
        self._actions: dict[TournamentAction, Act] = {
            TournamentAction.JOIN: self._join,
            TournamentAction.LEAVE: self._leave,
            TournamentAction.START: self._start,
            TournamentAction.CANCEL: self._cancel,
            TournamentAction.DROP: self._drop,
            TournamentAction.END_ROUND: self._end_round,
        }

    async def cog_load(self) -> None:
        await super().cog_load()
        # A table ended: its tournament may move on.
        self.services.moves.on_finished.append(self.director.wake)

    async def ready(self) -> None:
        self.director.watch.start(self.director.repair)

    async def cog_unload(self) -> None:
        self.services.moves.on_finished.remove(self.director.wake)
        await self.director.watch.stop()
        await super().cog_unload()

    # ---- creating ------------------------------------------------------------------------------------

    async def create(self, interaction: discord.Interaction[Any], settings: TournamentSettings) -> None:
        """``/tournament-new``: the settings checked first (a refusal makes nothing), then a thread of
        this channel for the tournament (or, used in a thread, that thread), its sign-up message there."""
        if interaction.guild_id is None:
            raise refused("tournament-in-a-server")
        checked = self.registrations.check(settings, self.services.storage.now())
        channel = interaction.channel
        thread: discord.Thread | None = None
        if isinstance(channel, discord.Thread):
            if channel.parent_id is None:
                raise refused("tournament-thread-unknown")
            where, home = channel.id, channel.parent_id
            await interaction.response.defer(thinking=True)
        else:
            parent = thread_home(interaction, True)
            assert parent is not None
            await interaction.response.defer(thinking=True)
            try:
                thread = await parent.create_thread(
                    name=cut(f"🏆 {checked.name}", 100),
                    type=discord.ChannelType.public_thread,
                    auto_archive_duration=AUTO_ARCHIVE_MINUTES,
                    reason=f"/tournament-new by {display_name(interaction.user)}",
                )
            except discord.HTTPException as exc:
                log.warning("Could not open a tournament thread in %s: %s", parent.id, exc)
                await self.gate.refuse(interaction, refused("tournament-thread-failed"))
                return
            where, home = thread.id, parent.id
        tournament = await self.registrations.create(
            interaction.guild_id, where, home, interaction.user.id, display_name(interaction.user), checked
        )
        await self.director.show_signup(tournament)
        if thread is not None:
            with contextlib.suppress(discord.HTTPException):
                await thread.add_user(interaction.user)
        # Said in the channel, for everyone: in the tournament's language.
        say = spoken(tournament)
        lines = [say("tournament-created", name=checked.name, where=f"<#{where}>")]
        first = checked.calendar.start_of(1) if checked.calendar is not None else None
        if first is not None:
            lines.append(say("tournament-created-first", when=f"<t:{int(first)}:F>"))
        warning = absent_hold_up(checked)
        if warning is not None:
            lines.append(say("tournament-warning", warning=warning))
        await interaction.followup.send("\n".join(lines), allowed_mentions=discord.AllowedMentions.none())
        self.director.wake()

    # ---- sign-up buttons -----------------------------------------------------------------------------

    async def signup_button(
        self, interaction: discord.Interaction[Any], tournament_id: str, action: TournamentAction
    ) -> None:
        """Join, Leave, Start or Cancel on the sign-up message: the message edited in place."""
        acted = await self._actions[action](interaction, tournament_id, None)
        tournament = acted.tournament
        title = self.director.title(tournament)
        await interaction.response.edit_message(**signup_message(tournament, title).edit_kwargs())
        if acted.joined in (JoinedAs.LATE, JoinedAs.RETURNED):
            # The list alone does not say from which round: the player is told privately.
            say = Speaker(await self.gate.language(interaction))
            await interaction.followup.send(said(action, acted, None, say), ephemeral=True)
        self.director.wake()

    # ---- commands ------------------------------------------------------------------------------------

    async def command(
        self,
        interaction: discord.Interaction[Any],
        action: TournamentAction,
        tournament_id: str | None,
        target: int | None = None,
    ) -> None:
        """``/tournament join|leave|start|cancel|drop|end_round``: answered privately, the sign-up message
        updated for everyone."""
        tournament = await self.find(interaction, tournament_id)
        acted = await self._actions[action](interaction, tournament.id, target)
        after = acted.tournament
        say = Speaker(await self.gate.language(interaction))
        await interaction.response.send_message(said(action, acted, target, say), ephemeral=True)
        try:
            await self.director.show_signup(after)
        except (discord.HTTPException, TimeoutError) as exc:
            log.warning("Could not update the sign-up message of %s: %s", after.id, exc)
        self.director.wake()

    async def standings(self, interaction: discord.Interaction[Any], tournament_id: str | None) -> None:
        """``/tournament standings``: the standings, privately (in the reader's language), anywhere in
        the server."""
        tournament = await self.find(interaction, tournament_id)
        language = await self.gate.language(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        message = await standings_message(
            tournament, self.director.title(tournament), await self.director.link(tournament), language
        )
        await interaction.followup.send(ephemeral=True, **message.send_kwargs())

    async def find(self, interaction: discord.Interaction[Any], tournament_id: str | None) -> Tournament:
        """The tournament named, or this channel's (its own, or a table's), or the server's only active one."""
        guild_id = interaction.guild_id
        if guild_id is None:
            raise refusal(TournamentNotFound, "tournament-in-a-server")
        if tournament_id:
            tournament = await self.registrations.load(tournament_id)
            if tournament.record.guild_id != guild_id:
                raise TournamentNotFound()
            return tournament
        here = await self.registrations.here(interaction.channel_id or 0)
        if here is not None:
            return here
        active = await self.registrations.of_guild(guild_id)
        if len(active) == 1:
            return await self.registrations.load(active[0].id)
        if active:
            raise refusal(TournamentNotFound, "tournament-several")
        raise TournamentNotFound()

    async def choices(self, interaction: discord.Interaction[Any], typed: str) -> list[tuple[str, str]]:
        """The server's tournaments (active first, then recent ones) whose name holds ``typed``, each
        with its state in the reader's language."""
        guild_id = interaction.guild_id
        if guild_id is None:
            return []
        found = await self.registrations.of_guild(guild_id, active=False)
        say = Speaker(await self.gate.language(interaction))
        typed = typed.casefold()

        def named(record: TournamentRecord) -> str:
            """Its name and state ("Midwinter Cup (signing up)"): a long name gives way, never the state."""
            status = Words(id=f"tournament-status-{record.status}")
            said = say("tournament-choice", name=record.settings.name, status=status)
            over = len(said) - CHOICE_NAME
            if over <= 0:
                return said
            name = cut(record.settings.name, max(1, len(record.settings.name) - over))
            return say("tournament-choice", name=name, status=status)

        return [
            (named(r), r.id)
            for r in sorted(found, key=lambda r: (not r.is_active, -r.created_at))
            if typed in r.settings.name.casefold()
        ][:25]

    # ---- internals ---------------------------------------------------------------------------------------

    async def _join(self, interaction: discord.Interaction[Any], tournament_id: str, _: int | None) -> Acted:
        joining = await self.registrations.join(
            tournament_id, interaction.user.id, display_name(interaction.user)
        )
        return Acted(joining.tournament, joining.how)

    async def _leave(self, interaction: discord.Interaction[Any], tournament_id: str, _: int | None) -> Acted:
        departure = await self.registrations.leave(tournament_id, interaction.user.id)
        self.director.show(departure.games)
        return Acted(departure.tournament)

    async def _start(self, interaction: discord.Interaction[Any], tournament_id: str, _: int | None) -> Acted:
        return Acted(
            await self.registrations.start(
                tournament_id, interaction.user.id, is_admin=is_manager(interaction)
            )
        )

    async def _cancel(
        self, interaction: discord.Interaction[Any], tournament_id: str, _: int | None
    ) -> Acted:
        return Acted(
            await self.registrations.cancel(
                tournament_id, interaction.user.id, is_admin=is_manager(interaction)
            )
        )

    async def _drop(
        self, interaction: discord.Interaction[Any], tournament_id: str, target: int | None
    ) -> Acted:
        if target is None:
            raise refused("tournament-say-who")
        manager = is_manager(interaction)
        departure = await self.registrations.drop(
            tournament_id, interaction.user.id, target, is_admin=manager
        )
        self.director.show(departure.games)
        return Acted(departure.tournament)

    async def _end_round(
        self, interaction: discord.Interaction[Any], tournament_id: str, _: int | None
    ) -> Acted:
        manager = is_manager(interaction)
        self.director.show(
            await self.services.tournament_rounds.end_round(
                tournament_id, interaction.user.id, is_admin=manager
            )
        )
        return Acted(await self.registrations.load(tournament_id))


def said(action: TournamentAction, acted: Acted, target: int | None, say: Speaker) -> str:
    """The private answer to a tournament command, in the reader's language."""
    tournament = acted.tournament
    name = tournament.settings.name
    running = tournament.record.status == TournamentStatus.RUNNING
    next_round = tournament.record.current_round + 1
    if action == TournamentAction.JOIN:
        how = acted.joined or JoinedAs.SIGNED_UP
        if how == JoinedAs.SIGNED_UP:
            return say("tournament-joined", name=name)
        return say(
            "tournament-joined-late" if how == JoinedAs.LATE else "tournament-joined-again",
            name=name,
            round=next_round,
        )
    if action == TournamentAction.LEAVE:
        return say("tournament-left-running" if running else "tournament-left", name=name)
    if action == TournamentAction.DROP:
        return say("tournament-dropped", who=f"<@{target}>", name=name)
    if action == TournamentAction.END_ROUND:
        return say("tournament-round-ended", round=tournament.record.current_round, name=name)
    return say(
        "tournament-started" if action == TournamentAction.START else "tournament-cancelled", name=name
    )
