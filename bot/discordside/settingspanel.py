"""``/settings``: a person's own notification settings and playing hours, across every server and game,
in a private panel that shows them and changes them (``bot.services.notifying``; the rules and their
words are ``bot.session.preferences``).

The command's options set what a menu cannot offer well: ``time_zone`` (an IANA name, with autocomplete;
Discord does not tell a bot anyone's zone), ``quiet_hours`` to the minute ("23:30-07:00", or "off") and
``digest_hour``. The panel's menus (``bot.discordside.components.settingsmenus``) set the rest: how and
when they are told it is their turn, reminders, one DM for all games, the quiet hours by the hour, and
the digest. Every change answers by updating the panel in place; a refusal is one private sentence, and
nothing changes.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discordside.components.settingsmenus import SettingsSelect
from bot.discordside.gate import Gate
from bot.discordside.message import Message
from bot.discordside.payloads import GAME_COLOR
from bot.services.notifying import PersonalSettings
from bot.session import preferences as rules
from bot.session.preferences import Preferences
from engines.base import IllegalAction

FOOTER = (
    "Your time zone: /settings time_zone: (start typing your city, such as Berlin). Quiet hours to the "
    "minute: /settings quiet_hours:23:30-07:00. Every time the bot writes as a Discord timestamp shows in "
    "your device's own time zone."
)


class SettingsPanel:
    def __init__(self, gate: Gate, settings: PersonalSettings) -> None:
        self.gate = gate
        self.settings = settings

    async def open(
        self,
        interaction: discord.Interaction[Any],
        *,
        time_zone: str | None = None,
        quiet_hours: str | None = None,
        digest_hour: int | None = None,
    ) -> None:
        """``/settings``: apply the options given (all or none), then show the panel."""
        user = interaction.user.id
        if time_zone is None and quiet_hours is None and digest_hour is None:
            prefs = await self.settings.of(user)
            note = None
        else:
            prefs = await self.settings.update(
                user, time_zone=time_zone, quiet=quiet_hours, digest_hour=digest_hour
            )
            note = "✅ Saved."
        message = panel(prefs, self.settings.storage.now(), note)
        await interaction.response.send_message(ephemeral=True, **message.send_kwargs())

    def zones(self, typed: str) -> list[discord.app_commands.Choice[str]]:
        return [discord.app_commands.Choice(name=z, value=z) for z in rules.zone_choices(typed)]

    async def on_setting(self, interaction: discord.Interaction[Any], what: str, value: str) -> None:
        """A choice in one of the panel's menus."""
        async with self.gate.work(interaction) as taking:
            if not taking:
                return
            try:
                prefs = await self._choose(interaction.user.id, what, value)
            except Exception as exc:
                await self.gate.refuse(interaction, exc)
                return
            message = panel(prefs, self.settings.storage.now(), "✅ Saved.")
            await interaction.response.edit_message(**message.edit_kwargs())

    async def _choose(self, user: int, what: str, value: str) -> Preferences:
        s = self.settings
        name, _, choice = value.partition("=")
        if what == "how" and name == "turn":
            return await s.set_turn(user, notice=choice)
        if what == "how" and name in ("reminders", "onedm") and choice in ("on", "off"):
            setter = s.set_reminders if name == "reminders" else s.set_one_dm
            return await setter(user, choice == "on")
        if what == "after" and value.isdigit():
            return await s.set_turn(user, after_hours=int(value))
        if what in ("quietfrom", "quietto") and (value == "off" or value.isdigit()):
            minute = None if value == "off" else int(value) * 60
            return await s.set_quiet_edge(user, "start" if what == "quietfrom" else "end", minute)
        if what == "digest" and (value == "off" or value.isdigit()):
            return await s.set_digest(user, value != "off", None if value == "off" else int(value))
        raise IllegalAction("That setting is not one of mine.")


def panel(prefs: Preferences, now: float, note: str | None = None) -> Message:
    """The private panel: the settings in words, and a menu for each."""
    embed = discord.Embed(
        title="Your settings",
        description=(f"{note}\n\n" if note else "")
        + "How the bot tells you about your games, in every server. Only you see this.",
        color=GAME_COLOR,
    )
    for name, value in rules.describe(prefs, now):
        embed.add_field(name=name, value=value[:1024], inline=False)
    embed.set_footer(text=FOOTER)
    view = discord.ui.View(timeout=None)
    view.add_item(SettingsSelect("how", _how(prefs), "Your turn, reminders, direct messages…", row=0))
    view.add_item(SettingsSelect("after", _after(prefs), "When to tell you it is your turn…", row=1))
    view.add_item(SettingsSelect("quietfrom", _quiet_from(prefs), "Quiet hours from…", row=2))
    view.add_item(SettingsSelect("quietto", _quiet_to(prefs), "Quiet hours until…", row=3))
    view.add_item(SettingsSelect("digest", _digest(prefs), "Daily digest…", row=4))
    return Message(embeds=[embed], view=view)


def _marked(label: str, value: str, on: bool) -> discord.SelectOption:
    return discord.SelectOption(label=label[:100], value=value, emoji="✅" if on else None)


def _how(prefs: Preferences) -> list[discord.SelectOption]:
    options = [
        _marked(f"Your turn: {text}", f"turn={name}", prefs.turn_notice == name)
        for name, text in rules.TURN_NOTICES.items()
    ]
    options += [
        _marked("Reminders near the end of your clock: on", "reminders=on", prefs.reminders),
        _marked("Reminders: off", "reminders=off", not prefs.reminders),
        _marked("Direct messages: one per game and event", "onedm=off", not prefs.one_dm),
        _marked("Direct messages: one message for all my games", "onedm=on", prefs.one_dm),
    ]
    return options


def _after(prefs: Preferences) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(
            label="Tell me at once"
            if hours == 0
            else f"Only once a turn has waited {rules.hours(hours * 3600)}",
            value=str(hours),
            default=prefs.turn_after == hours * 3600,
        )
        for hours in rules.TURN_DELAYS_HOURS
    ]


def _quiet_from(prefs: Preferences) -> list[discord.SelectOption]:
    options = [discord.SelectOption(label="No quiet hours", value="off", default=prefs.quiet_start is None)]
    options += [
        discord.SelectOption(
            label=f"Quiet from {rules.clock(hour * 60)}",
            value=str(hour),
            default=prefs.quiet_start == hour * 60,
        )
        for hour in range(24)
    ]
    return options


def _quiet_to(prefs: Preferences) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(
            label=f"Quiet until {rules.clock(hour * 60)}",
            value=str(hour),
            default=prefs.quiet_end == hour * 60,
        )
        for hour in range(24)
    ]


def _digest(prefs: Preferences) -> list[discord.SelectOption]:
    options = [discord.SelectOption(label="No daily digest", value="off", default=not prefs.digest)]
    options += [
        discord.SelectOption(
            label=f"A daily digest at {rules.clock(hour * 60)}",
            value=str(hour),
            default=prefs.digest and prefs.digest_hour == hour,
        )
        for hour in range(24)
    ]
    return options
