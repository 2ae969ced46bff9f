"""A tournament on Discord, as people use it: ``/tournament-new`` (the tournament in a thread of its own,
its sign-up message posted there), the sign-up message's buttons, and ``/tournament join``, ``leave``,
``start``, ``cancel``, ``drop``, ``end_round`` and ``standings``. Each answers the person (privately, or
by editing the sign-up message they clicked), keeps the sign-up message up to date, and wakes the
director, which opens the tables and moves the rounds on (``bot.discordside.director``). Refusals go
through the gate.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

import discord

from bot.discordside.director import Director
from bot.discordside.gate import Gate
from bot.discordside.payloads import display_name
from bot.discordside.threads import AUTO_ARCHIVE_MINUTES, thread_home
from bot.discordside.tourneymessages import signup_message, standings_message
from bot.services import Services
from bot.session.errors import TournamentNotFound
from bot.session.tourney import Tourney, TourneySettings, TourneyStatus
from engines.base import GameError, IllegalAction

log = logging.getLogger(__name__)


def is_manager(interaction: discord.Interaction[Any]) -> bool:
    """May act as any tournament's organiser: Manage Server or Manage Events."""
    permissions = interaction.permissions
    return bool(permissions.manage_guild or permissions.manage_events)


class TourneyClicks:
    def __init__(self, gate: Gate, services: Services, director: Director) -> None:
        self.gate = gate
        self.services = services
        self.tournaments = services.tournaments
        self.director = director

    # ---- creating ------------------------------------------------------------------------------------

    async def create(self, interaction: discord.Interaction[Any], settings: TourneySettings) -> None:
        """``/tournament-new``: the settings checked first (a refusal makes nothing), then a thread of
        this channel for the tournament (or, used in a thread, that thread), its sign-up message there."""
        if interaction.guild_id is None:
            raise GameError("Tournaments are run in a server.")
        checked = self.tournaments.check(settings, self.services.storage.now())
        channel = interaction.channel
        thread: discord.Thread | None = None
        if isinstance(channel, discord.Thread):
            if channel.parent_id is None:
                raise GameError("I cannot tell which channel this thread belongs to.")
            where, home = channel.id, channel.parent_id
            await interaction.response.defer(thinking=True)
        else:
            parent = thread_home(interaction, True)
            assert parent is not None
            await interaction.response.defer(thinking=True)
            try:
                thread = await parent.create_thread(
                    name=f"🏆 {checked.name}"[:100],
                    type=discord.ChannelType.public_thread,
                    auto_archive_duration=AUTO_ARCHIVE_MINUTES,
                    reason=f"/tournament-new by {display_name(interaction.user)}",
                )
            except discord.HTTPException as exc:
                log.warning("Could not open a tournament thread in %s: %s", parent.id, exc)
                await self.gate.refuse(
                    interaction, GameError("I could not open a thread for the tournament here.")
                )
                return
            where, home = thread.id, parent.id
        tourney = await self.tournaments.create(
            interaction.guild_id, where, home, interaction.user.id, display_name(interaction.user), checked
        )
        await self.director.show_signup(tourney)
        if thread is not None:
            with contextlib.suppress(discord.HTTPException):
                await thread.add_user(interaction.user)
        text = f"**{checked.name}**: sign-up is open in <#{where}>. Players join there with the Join button."
        await interaction.followup.send(text, allowed_mentions=discord.AllowedMentions.none())
        self.director.wake()

    # ---- sign-up buttons -----------------------------------------------------------------------------

    async def on_button(self, interaction: discord.Interaction[Any], tournament_id: str, op: str) -> None:
        """Join, Leave, Start or Cancel on the sign-up message: the message edited in place."""
        async with self.gate.work(interaction) as taking:
            if not taking:
                return
            try:
                tourney = await self._act(interaction, tournament_id, op, None)
                title = self.director.title(tourney)
                await interaction.response.edit_message(**signup_message(tourney, title).edit_kwargs())
            except Exception as exc:
                await self.gate.refuse(interaction, exc)
                return
            self.director.wake()

    # ---- commands ------------------------------------------------------------------------------------

    async def command(
        self,
        interaction: discord.Interaction[Any],
        op: str,
        tournament_id: str | None,
        target: int | None = None,
    ) -> None:
        """``/tournament join|leave|start|cancel|drop|end_round``: answered privately, the sign-up message
        updated for everyone."""
        tourney = await self.find(interaction, tournament_id)
        after = await self._act(interaction, tourney.id, op, target)
        await interaction.response.send_message(self._said(op, after, target), ephemeral=True)
        try:
            await self.director.show_signup(after)
        except (discord.HTTPException, TimeoutError) as exc:
            log.warning("Could not update the sign-up message of %s: %s", after.id, exc)
        self.director.wake()

    async def standings(self, interaction: discord.Interaction[Any], tournament_id: str | None) -> None:
        """``/tournament standings``: the standings, privately, anywhere in the server."""
        tourney = await self.find(interaction, tournament_id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        message = await standings_message(
            tourney, self.director.title(tourney), await self.director.link(tourney)
        )
        await interaction.followup.send(ephemeral=True, **message.send_kwargs())

    async def find(self, interaction: discord.Interaction[Any], tournament_id: str | None) -> Tourney:
        """The tournament named, or this channel's (its own, or a table's), or the server's only active one."""
        guild_id = interaction.guild_id
        if guild_id is None:
            raise TournamentNotFound("Tournaments are run in a server.")
        if tournament_id:
            tourney = await self.tournaments.load(tournament_id)
            if tourney.record.guild_id != guild_id:
                raise TournamentNotFound()
            return tourney
        here = await self.tournaments.here(interaction.channel_id or 0)
        if here is not None:
            return here
        active = await self.tournaments.of_guild(guild_id)
        if len(active) == 1:
            return await self.tournaments.load(active[0].id)
        if active:
            raise TournamentNotFound(
                "Several tournaments run in this server: name one with the tournament option, or use the "
                "command in its channel."
            )
        raise TournamentNotFound()

    async def choices(self, guild_id: int | None, typed: str) -> list[tuple[str, str]]:
        """The server's tournaments (active first, then recent ones) whose name holds ``typed``."""
        if guild_id is None:
            return []
        found = await self.tournaments.of_guild(guild_id, active=False)
        typed = typed.casefold()
        return [
            (f"{r.settings.name} ({r.status.value})"[:100], r.id)
            for r in sorted(found, key=lambda r: (not r.is_active, -r.created_at))
            if typed in r.settings.name.casefold()
        ][:25]

    # ---- internals ---------------------------------------------------------------------------------------

    async def _act(
        self, interaction: discord.Interaction[Any], tournament_id: str, op: str, target: int | None
    ) -> Tourney:
        user = interaction.user.id
        manager = is_manager(interaction)
        service = self.tournaments
        if op == "join":
            return await service.join(tournament_id, user, display_name(interaction.user))
        if op == "leave":
            departure = await service.leave(tournament_id, user)
            self.director.show(departure.games)
            return departure.tourney
        if op == "start":
            return await service.start(tournament_id, user, is_admin=manager)
        if op == "cancel":
            return await service.cancel(tournament_id, user, is_admin=manager)
        if op == "drop" and target is not None:
            departure = await service.drop(tournament_id, user, target, is_admin=manager)
            self.director.show(departure.games)
            return departure.tourney
        if op == "end_round":
            self.director.show(await self.services.rounds.end_round(tournament_id, user, is_admin=manager))
            return await service.load(tournament_id)
        raise IllegalAction("That button is not one of mine.")

    @staticmethod
    def _said(op: str, tourney: Tourney, target: int | None) -> str:
        name = tourney.settings.name
        running = tourney.record.status == TourneyStatus.RUNNING
        return {
            "join": f"You joined {name}. You will be pinged in your table's thread when your round starts.",
            "leave": f"You left {name}."
            + (" Your results stay; an AI finishes your running tables." if running else ""),
            "start": f"{name} starts: round 1 is being paired and its tables opened.",
            "cancel": f"{name} is cancelled.",
            "drop": f"<@{target}> is out of {name}: their results stay, and an AI finishes their running tables.",
            "end_round": f"Round {tourney.record.current_round} of {name} ends now: an AI plays every seat "
            "still owing a move until its table ends.",
        }.get(op, "Done.")
