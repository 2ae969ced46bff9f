"""Server-admin commands: ``/tabletop games`` lists this server's lobbies and running games with links,
and who waits in its pick-up queues (and, with the web companion on, a link to the server's page); ``/tabletop web off`` and ``/tabletop web
on`` turn the web companion off and on in this server (docs/web.md). The ``web`` commands exist only on a
bot that has the companion (TABLETOP_WEB_URL).

Needs Manage Server: the ``/tabletop`` group is synced with ``default_member_permissions`` set to it, so
Discord shows the command only to members who have it (a server may change that in its Integrations
settings). Discord reads default permissions on top-level commands only; on a subcommand they are ignored,
which is why the decorators sit on the group (the cog), not on ``games``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discordside.boardviews import link_view
from bot.discordside.components import server_name
from bot.discordside.message import Message
from bot.discordside.payloads import jump_url
from bot.discordside.tablelanguage import table_language
from bot.discordside.wiring import Wiring
from bot.i18n import Speaker, about, refused
from bot.render.textlimits import DESCRIPTION_SHARE, clipped
from bot.session import matchmaking
from bot.session.organisedplay import QueueEntry
from bot.session.preferences import LANGUAGE_NAMES
from engines.phrasing import Listed, Words

SHOWN = 30  # games listed by /tabletop games (an embed's description holds about that many lines)
QUEUED_SHOWN = 8  # people named per game's queue


# The languages a server may choose for its tables, each named in itself; "ownlanguage": its own, as Discord gives.
SERVER_LANGUAGES = [app_commands.Choice(name="The server's own language", value="ownlanguage")] + [
    app_commands.Choice(name=name, value=value)
    for value, name in LANGUAGE_NAMES.items()
    if value != "discord"
]


@app_commands.default_permissions(manage_guild=True)
@app_commands.guild_only()
class Admin(commands.GroupCog, group_name="tabletop", group_description="Tabletop Host administration"):
    web = app_commands.Group(name="web", description="The web companion: pages that show this server's games")

    def __init__(self, wiring: Wiring) -> None:
        self.wiring = wiring
        super().__init__()
        group = self.app_command
        if wiring.links is None and group is not None:  # no companion on this bot: no commands for it
            group.remove_command("web")

    @web.command(
        name="off", description="Turn the web pages off here: remove their buttons, close every link"
    )
    async def web_off(self, interaction: discord.Interaction[Any]) -> None:
        async with self.wiring.gate.work(interaction) as taking:
            if taking:
                await self._switch(interaction, on=False)

    @web.command(
        name="on", description="Turn the web pages on here: Watch buttons and links to this server's page"
    )
    async def web_on(self, interaction: discord.Interaction[Any]) -> None:
        async with self.wiring.gate.work(interaction) as taking:
            if taking:
                await self._switch(interaction, on=True)

    async def _switch(self, interaction: discord.Interaction[Any], *, on: bool) -> None:
        links = self.wiring.links
        say = Speaker(await self.wiring.gate.language(interaction))
        if interaction.guild_id is None or links is None:
            await interaction.response.send_message(say("channel-web-in-a-server"), ephemeral=True)
            return
        switch = await self.wiring.storage.web.switch(interaction.guild_id, on)
        # This process knows at once; other processes within bot.web.links.SWITCH_SECONDS.
        links.switches.forget(interaction.guild_id)
        # The companion this process serves reads the switches through a cache of its own.
        companion = getattr(self.wiring.client, "web", None)
        if companion is not None:
            companion.site.access.switches.forget(interaction.guild_id)
        if not switch.enabled:
            await interaction.response.send_message(say("channel-web-off"), ephemeral=True)
            return
        url = await links.server(interaction.guild_id, server_name(interaction))
        view = link_view(say("channel-server-games-link"), url) if url else None
        message = Message(say("channel-web-on"), view=view)
        await interaction.response.send_message(ephemeral=True, **message.send_kwargs())

    @app_commands.command(
        name="language", description="The language of this server's new tables: boards, lobbies, results"
    )
    @app_commands.describe(language="The language (tables open already keep theirs)")
    @app_commands.choices(language=SERVER_LANGUAGES)
    async def language(
        self, interaction: discord.Interaction[Any], language: app_commands.Choice[str]
    ) -> None:
        async with self.wiring.gate.work(interaction) as taking:
            if taking:
                await self._language(interaction, language.value)

    async def _language(self, interaction: discord.Interaction[Any], value: str) -> None:
        say = Speaker(await self.wiring.gate.language(interaction))
        if interaction.guild_id is None:
            raise refused("server-language-in-a-server")
        if value != "ownlanguage" and value not in LANGUAGE_NAMES:
            raise refused("server-language-unknown")
        await self.wiring.storage.servers.choose(
            interaction.guild_id, None if value == "ownlanguage" else value
        )
        chosen = await table_language(self.wiring.client, self.wiring.storage, interaction.guild_id)
        await interaction.response.send_message(
            say("server-language-set", name=about(chosen).name), ephemeral=True
        )

    @app_commands.command(name="games", description="List this server's lobbies and running games")
    async def games(self, interaction: discord.Interaction[Any]) -> None:
        async with self.wiring.gate.work(interaction) as taking:
            if taking:
                await self._games(interaction)

    async def _games(self, interaction: discord.Interaction[Any]) -> None:
        say = Speaker(await self.wiring.gate.language(interaction))  # only the admin who asked sees it
        if interaction.guild_id is None:
            await interaction.response.send_message(say("channel-games-in-a-server"), ephemeral=True)
            return
        mine = await self.wiring.storage.sessions.active_in_guild(interaction.guild_id, limit=SHOWN + 1)
        queues = self._waiting_lines(await self.wiring.services.matchmaker.waiting(interaction.guild_id), say)
        if not mine and not queues:
            await interaction.response.send_message(say("channel-games-none"), ephemeral=True)
            return
        lines = []
        for s in mine[:SHOWN]:
            title = self.wiring.catalogue.title(s.game)
            link = jump_url(s.guild_id, s.channel_id, s.board_message_id or s.lobby_message_id)
            where = f"[<#{s.channel_id}>]({link})" if link else f"<#{s.channel_id}>"
            players = Listed.of((seat.name for seat in s.seats), style="narrow")
            lines.append(
                say(
                    "channel-games-line",
                    title=title,
                    status=s.status.value,
                    where=where,
                    players=players,
                    count=len(s.seats),
                )
            )
        if len(mine) > SHOWN:
            lines.append(say("channel-games-more", shown=SHOWN))
        lines.extend(queues)  # who waits in the pick-up queue (/game queue), game by game
        embed = discord.Embed(
            title=say("channel-games-title"), description=clipped("\n".join(lines), DESCRIPTION_SHARE)
        )
        view = await self._server_link(interaction, say)
        await interaction.response.send_message(
            ephemeral=True, **Message(embeds=[embed], view=view).send_kwargs()
        )

    async def _server_link(
        self, interaction: discord.Interaction[Any], say: Speaker
    ) -> discord.ui.View | None:
        """The web companion's page of this server (its games and leaderboards), when it is on here."""
        links = self.wiring.links
        url = (
            None
            if links is None or interaction.guild_id is None
            else await links.server(interaction.guild_id, server_name(interaction))
        )
        return link_view(say("channel-server-games-link"), url) if url else None

    def _waiting_lines(self, entries: Sequence[QueueEntry], say: Speaker) -> list[str]:
        """The server's queues, one line a game: who waits and for what."""
        by_game: dict[str, list[QueueEntry]] = {}
        for entry in entries:
            by_game.setdefault(entry.game, []).append(entry)
        lines = []
        for key, waiting in sorted(by_game.items()):
            title = self.wiring.catalogue.title(key)
            people = Listed.of(
                (
                    Words(
                        id="channel-games-queued",
                        args={"name": e.name, "accepted": matchmaking.accepted_words(e)},
                    )
                    for e in waiting[:QUEUED_SHOWN]
                ),
                style="narrow",
            )
            more = max(0, len(waiting) - QUEUED_SHOWN)
            lines.append(say("channel-games-queue", title=title, people=people, more=more))
        return lines
