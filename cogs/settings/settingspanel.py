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

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands

from bot.discordside.components import Components, Receiver, cog_of, selected
from bot.discordside.feature import Feature
from bot.discordside.gate import reader_language
from bot.discordside.message import Message
from bot.discordside.payloads import GAME_COLOR
from bot.discordside.wiring import Wiring
from bot.i18n import SOURCE, Speaker, refused, zone_cities
from bot.render.textlimits import FIELD_VALUE, clipped
from bot.session import preferences
from bot.session.errors import cut
from bot.session.preferences import Preferences
from cogs.settings.components import SETTING, Setting, SettingMenu, setting_menu
from engines.base import IllegalAction
from engines.phrasing import Duration, Words

log = logging.getLogger(__name__)

# A value no menu of the panel offers (a forged click, or a panel from before a change): why it is refused.
NOT_OFFERED = {
    Setting.HOW: "settings-not-offered-how",
    Setting.AFTER: "settings-not-offered-after",
    Setting.QUIET_FROM: "settings-not-offered-quiet-from",
    Setting.QUIET_TO: "settings-not-offered-quiet-to",
    Setting.DIGEST: "settings-not-offered-digest",
}
LANGUAGE_CHOICES = [
    app_commands.Choice(name=name, value=value) for value, name in preferences.LANGUAGE_NAMES.items()
]


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
                saved = False
            else:
                prefs = await self.settings.update(
                    user, time_zone=time_zone, quiet=quiet_hours, digest_hour=digest_hour, language=chosen
                )
                saved = True
            say = reader(interaction, prefs)
            message = panel(prefs, self.settings.storage.now(), say, saved=saved)
            await interaction.response.send_message(ephemeral=True, **message.send_kwargs())

    @open.autocomplete("time_zone")
    async def time_zones(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        """The zones for what the reader typed, by their names or their cities' in the reader's language,
        each named with its city where their language names it otherwise ("東京 (Asia/Tokyo)")."""
        try:
            say = Speaker(await self.wiring.gate.language(interaction))
        except Exception:  # autocomplete cannot show a sentence: the zones by their own names
            log.warning("Could not read the language of %s", interaction.user.id, exc_info=True)
            say = Speaker(SOURCE)
        cities = zone_cities(say.language)
        return [
            app_commands.Choice(name=zone_name(zone, cities.get(zone), say), value=zone)
            for zone in preferences.zone_choices(current, cities)
        ]

    async def choose(self, interaction: discord.Interaction[Any], setting: Setting, value: str) -> None:
        """A choice in one of the panel's menus, if the menu offers it: the setting changed, the panel shown
        again in place."""
        user = interaction.user.id
        if value not in {o.value for o in OPTIONS[setting](await self.settings.of(user), Speaker(SOURCE))}:
            raise not_offered(setting, value)
        prefs = await self._choices[setting](user, value)
        message = panel(prefs, self.settings.storage.now(), reader(interaction, prefs), saved=True)
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
        except IllegalAction as why:
            return why  # "...; 5 hours is not one of them."
    return refused(NOT_OFFERED[setting])


def zone_name(zone: str, city: str | None, say: Speaker) -> str:
    """A zone as the autocomplete offers it: its name, with its city's before it where the reader's language
    calls the city otherwise than the zone does ("Wien (Europe/Vienna)", not "Berlin (Europe/Berlin)")."""
    if not city or city.replace(" ", "_") == zone.rsplit("/", 1)[-1]:
        return zone
    return say("settings-zone-choice", city=city, zone=zone)


def reader(interaction: discord.Interaction[Any], prefs: Preferences) -> Speaker:
    """The panel's reader's words: the language they chose, else their Discord's."""
    return Speaker(reader_language(interaction, prefs.language))


def panel(prefs: Preferences, now: float, say: Speaker, *, saved: bool = False) -> Message:
    """The private panel in its reader's language: the settings in words, and a menu for each."""
    embed = discord.Embed(
        title=say("settings-title"),
        description=(f"{say('settings-saved')}\n\n" if saved else "") + say("settings-intro"),
        color=GAME_COLOR,
    )
    for name, value in preferences.describe(prefs, now):
        embed.add_field(name=say.words(name), value=clipped(say.words(value), FIELD_VALUE), inline=False)
    embed.set_footer(text=say("settings-footer"))
    view = Components()
    for row, (setting, placeholder) in enumerate(PLACEHOLDERS.items()):
        view.add_item(setting_menu(setting, OPTIONS[setting](prefs, say), say(placeholder), row=row))
    return Message(embeds=[embed], view=view)


def _marked(label: str, value: str, on: bool) -> discord.SelectOption:
    return discord.SelectOption(label=cut(label, 100), value=value, emoji="✅" if on else None)


def _how_options(prefs: Preferences, say: Speaker) -> list[discord.SelectOption]:
    options = [
        _marked(
            say("settings-option-turn", how=Words(id=f"settings-turn-{name}")),
            f"turn={name}",
            prefs.turn_notice == name,
        )
        for name in preferences.TURN_NOTICES
    ]
    options += [
        _marked(say("settings-option-reminders-on"), "reminders=on", prefs.reminders),
        _marked(say("settings-option-reminders-off"), "reminders=off", not prefs.reminders),
        _marked(say("settings-option-dm-each"), "onedm=off", not prefs.one_dm),
        _marked(say("settings-option-dm-one"), "onedm=on", prefs.one_dm),
    ]
    return options


def _after_options(prefs: Preferences, say: Speaker) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(
            label=say("settings-option-at-once")
            if hours == 0
            else say("settings-option-after", wait=Duration(seconds=hours * 3600)),
            value=str(hours),
            default=prefs.turn_after == hours * 3600,
        )
        for hours in preferences.TURN_DELAYS_HOURS
    ]


def _quiet_from_options(prefs: Preferences, say: Speaker) -> list[discord.SelectOption]:
    options = [
        discord.SelectOption(
            label=say("settings-option-no-quiet"), value="off", default=prefs.quiet_start is None
        )
    ]
    options += [
        discord.SelectOption(
            label=say("settings-option-quiet-from", time=preferences.clock(hour * 60)),
            value=str(hour),
            default=prefs.quiet_start == hour * 60,
        )
        for hour in preferences.QUIET_EDGE_HOURS
    ]
    return options


def _quiet_to_options(prefs: Preferences, say: Speaker) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(
            label=say("settings-option-quiet-until", time=preferences.clock(hour * 60)),
            value=str(hour),
            default=prefs.quiet_end == hour * 60,
        )
        for hour in preferences.QUIET_EDGE_HOURS
    ]


def _digest_options(prefs: Preferences, say: Speaker) -> list[discord.SelectOption]:
    options = [
        discord.SelectOption(label=say("settings-option-no-digest"), value="off", default=not prefs.digest)
    ]
    options += [
        discord.SelectOption(
            label=say("settings-option-digest-at", time=preferences.clock(hour * 60)),
            value=str(hour),
            default=prefs.digest and prefs.digest_hour == hour,
        )
        for hour in preferences.DIGEST_HOURS
    ]
    return options


# Each menu's placeholder, in the order the panel shows them.
PLACEHOLDERS = {
    Setting.HOW: "settings-menu-how",
    Setting.AFTER: "settings-menu-after",
    Setting.QUIET_FROM: "settings-menu-quiet-from",
    Setting.QUIET_TO: "settings-menu-quiet-to",
    Setting.DIGEST: "settings-menu-digest",
}
# Each menu's options, built for a person's settings: what the panel offers, and so what it accepts.
OPTIONS: dict[Setting, Callable[[Preferences, Speaker], list[discord.SelectOption]]] = {
    Setting.HOW: _how_options,
    Setting.AFTER: _after_options,
    Setting.QUIET_FROM: _quiet_from_options,
    Setting.QUIET_TO: _quiet_to_options,
    Setting.DIGEST: _digest_options,
}
