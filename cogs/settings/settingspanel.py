"""``SettingsPanel``: ``/settings``, a person's own notification settings and playing hours, across every
server and game, in a private panel that shows them and changes them (``bot.services.personalsettings``; the
rules and their words are ``bot.session.preferences``). A top-level command, since the settings belong
to the person, not to a game or a channel; docs/multiday.md tells players.

The command's options set what a menu cannot offer well: ``time_zone`` (an IANA name, with autocomplete;
Discord does not tell a bot anyone's zone), ``quiet_hours`` to the minute ("23:30-07:00", or "off") and
``digest_hour``. The panel's menus (``cogs.settings.components``, received here) set the rest: how and
when they are told it is their turn, reminders, one DM for all games, the quiet hours by the hour, and
the digest. Every change answers by updating the panel in place; a refusal is one private sentence, and
nothing changes.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands

from bot.discordside.components import Components, Receiver, cog_of, selected
from bot.discordside.feature import Feature
from bot.discordside.message import Message
from bot.discordside.payloads import GAME_COLOR
from bot.discordside.wiring import Wiring
from bot.session import preferences, turnclock
from bot.session.preferences import Preferences
from cogs.settings.components import SETTING, Setting, SettingMenu, setting_menu
from engines.base import IllegalAction

# A value no menu of the panel offers (a forged click, or a panel from before a change): why it is refused.
NOT_OFFERED = {
    Setting.HOW: "That is not one of the menu's ways to tell you of your turns, reminders and messages; pick one of them.",
    Setting.AFTER: "That is not one of the menu's waits before you are told of your turn; pick one of them.",
    Setting.QUIET_FROM: "That is not one of the menu's starts of quiet hours; pick an hour, or no quiet hours.",
    Setting.QUIET_TO: "That is not one of the menu's ends of quiet hours; pick an hour.",
    Setting.DIGEST: "That is not one of the menu's hours for the daily digest; pick an hour, or no digest.",
}
LANGUAGE_CHOICES = [
    app_commands.Choice(name=name, value=value) for value, name in preferences.LANGUAGE_NAMES.items()
]
FOOTER = (
    "Your time zone: /settings time_zone: (start typing your city, such as Berlin). Quiet hours to the "
    "minute: /settings quiet_hours:23:30-07:00. Every time the bot writes as a Discord timestamp shows in "
    "your device's own time zone."
)


class SettingClick(Receiver[SettingMenu], custom_id=SETTING):
    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        await cog_of(interaction.client, SettingsPanel).choose(
            interaction, self.fields.setting, selected(interaction)
        )


Choose = Callable[[int, str], Awaitable[Preferences]]


class SettingsPanel(Feature):
    """``/settings`` and its panel's menus."""

    receivers = (SettingClick,)

    def __init__(self, wiring: Wiring) -> None:
        super().__init__(wiring)
        self.settings = wiring.services.personal_settings
        self._choices: dict[Setting, Choose] = {
            Setting.HOW: self._how,
            Setting.AFTER: self._after,
            Setting.QUIET_FROM: lambda user, value: self._quiet_edge(user, "start", value),
            Setting.QUIET_TO: lambda user, value: self._quiet_edge(user, "end", value),
            Setting.DIGEST: self._digest,
        }

    @app_commands.command(
        name="settings",
        description="How the bot tells you about your games, and your quiet hours (only you see it)",
    )
    @app_commands.describe(
        time_zone="Your time zone, such as Europe/Berlin (start typing your city)",
        quiet_hours='No ping and no DM then, your time: "23:00-08:00", or "off"',
        digest_hour="A daily DM of the games waiting for you, at this hour of your day (0-23)",
        language="The language the bot writes to you in (default: your Discord language)",
    )
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def open(
        self,
        interaction: discord.Interaction[Any],
        time_zone: str | None = None,
        quiet_hours: str | None = None,
        digest_hour: int | None = None,
        language: app_commands.Choice[str] | None = None,
    ) -> None:
        """``/settings``: apply the options given (all or none), then show the panel."""
        async with self.wiring.gate.work(interaction) as taking:
            if not taking:
                return
            user = interaction.user.id
            chosen = None if language is None else language.value
            if time_zone is None and quiet_hours is None and digest_hour is None and chosen is None:
                prefs = await self.settings.of(user)
                note = None
            else:
                prefs = await self.settings.update(
                    user, time_zone=time_zone, quiet=quiet_hours, digest_hour=digest_hour, language=chosen
                )
                note = "✅ Saved."
            message = panel(prefs, self.settings.storage.now(), note)
            await interaction.response.send_message(ephemeral=True, **message.send_kwargs())

    @open.autocomplete("time_zone")
    async def time_zones(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=z, value=z) for z in preferences.zone_choices(current)]

    async def choose(self, interaction: discord.Interaction[Any], setting: Setting, value: str) -> None:
        """A choice in one of the panel's menus, if the menu offers it: the setting changed, the panel shown
        again in place."""
        user = interaction.user.id
        if value not in {o.value for o in OPTIONS[setting](await self.settings.of(user))}:
            raise not_offered(setting, value)
        prefs = await self._choices[setting](user, value)
        message = panel(prefs, self.settings.storage.now(), "✅ Saved.")
        await interaction.response.edit_message(**message.edit_kwargs())

    # Each reads a value its menu offers (``choose`` checked it), and the service checks it again.

    async def _how(self, user: int, value: str) -> Preferences:
        name, _, choice = value.partition("=")
        if name == "turn":
            return await self.settings.set_turn(user, notice=choice)
        setter = self.settings.set_reminders if name == "reminders" else self.settings.set_one_dm
        return await setter(user, choice == "on")

    async def _after(self, user: int, value: str) -> Preferences:
        return await self.settings.set_turn(user, after_hours=int(value))

    async def _quiet_edge(self, user: int, edge: str, value: str) -> Preferences:
        return await self.settings.set_quiet_edge(user, edge, None if value == "off" else int(value) * 60)

    async def _digest(self, user: int, value: str) -> Preferences:
        return await self.settings.set_digest(user, value != "off", None if value == "off" else int(value))


def not_offered(setting: Setting, value: str) -> IllegalAction:
    """Why a value no menu offers is refused: a number of hours is named, anything else is not repeated."""
    hours = int(value) if value.isascii() and value.isdigit() and len(value) <= 3 else None
    if setting is Setting.AFTER and hours is not None:
        try:
            preferences.check_turn(preferences.DEFAULTS.turn_notice, hours)
        except IllegalAction as refused:
            return refused  # "...; 5 hours is not one of them."
    return IllegalAction(NOT_OFFERED[setting])


def panel(prefs: Preferences, now: float, note: str | None = None) -> Message:
    """The private panel: the settings in words, and a menu for each."""
    embed = discord.Embed(
        title="Your settings",
        description=(f"{note}\n\n" if note else "")
        + "How the bot tells you about your games, in every server. Only you see this.",
        color=GAME_COLOR,
    )
    for name, value in preferences.describe(prefs, now):
        embed.add_field(name=name, value=value[:1024], inline=False)
    embed.set_footer(text=FOOTER)
    view = Components()
    view.add_item(
        setting_menu(Setting.HOW, _how_options(prefs), "Your turn, reminders, direct messages…", row=0)
    )
    view.add_item(
        setting_menu(Setting.AFTER, _after_options(prefs), "When to tell you it is your turn…", row=1)
    )
    view.add_item(setting_menu(Setting.QUIET_FROM, _quiet_from_options(prefs), "Quiet hours from…", row=2))
    view.add_item(setting_menu(Setting.QUIET_TO, _quiet_to_options(prefs), "Quiet hours until…", row=3))
    view.add_item(setting_menu(Setting.DIGEST, _digest_options(prefs), "Daily digest…", row=4))
    return Message(embeds=[embed], view=view)


def _marked(label: str, value: str, on: bool) -> discord.SelectOption:
    return discord.SelectOption(label=label[:100], value=value, emoji="✅" if on else None)


def _how_options(prefs: Preferences) -> list[discord.SelectOption]:
    options = [
        _marked(f"Your turn: {text}", f"turn={name}", prefs.turn_notice == name)
        for name, text in preferences.TURN_NOTICES.items()
    ]
    options += [
        _marked("Reminders near the end of your clock: on", "reminders=on", prefs.reminders),
        _marked("Reminders: off", "reminders=off", not prefs.reminders),
        _marked("Direct messages: one per game and event", "onedm=off", not prefs.one_dm),
        _marked("Direct messages: one message for all my games", "onedm=on", prefs.one_dm),
    ]
    return options


def _after_options(prefs: Preferences) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(
            label="Tell me at once"
            if hours == 0
            else f"Only once a turn has waited {turnclock.describe(hours * 3600)}",
            value=str(hours),
            default=prefs.turn_after == hours * 3600,
        )
        for hours in preferences.TURN_DELAYS_HOURS
    ]


def _quiet_from_options(prefs: Preferences) -> list[discord.SelectOption]:
    options = [discord.SelectOption(label="No quiet hours", value="off", default=prefs.quiet_start is None)]
    options += [
        discord.SelectOption(
            label=f"Quiet from {preferences.clock(hour * 60)}",
            value=str(hour),
            default=prefs.quiet_start == hour * 60,
        )
        for hour in preferences.QUIET_EDGE_HOURS
    ]
    return options


def _quiet_to_options(prefs: Preferences) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(
            label=f"Quiet until {preferences.clock(hour * 60)}",
            value=str(hour),
            default=prefs.quiet_end == hour * 60,
        )
        for hour in preferences.QUIET_EDGE_HOURS
    ]


def _digest_options(prefs: Preferences) -> list[discord.SelectOption]:
    options = [discord.SelectOption(label="No daily digest", value="off", default=not prefs.digest)]
    options += [
        discord.SelectOption(
            label=f"A daily digest at {preferences.clock(hour * 60)}",
            value=str(hour),
            default=prefs.digest and prefs.digest_hour == hour,
        )
        for hour in preferences.DIGEST_HOURS
    ]
    return options


# Each menu's options, built for a person's settings: what the panel offers, and so what it accepts.
OPTIONS: dict[Setting, Callable[[Preferences], list[discord.SelectOption]]] = {
    Setting.HOW: _how_options,
    Setting.AFTER: _after_options,
    Setting.QUIET_FROM: _quiet_from_options,
    Setting.QUIET_TO: _quiet_to_options,
    Setting.DIGEST: _digest_options,
}
