"""The menus of a person's settings panel (``/settings``, answered privately by
``bot.discordside.settingspanel``). They act on the settings of whoever uses them, so their custom ids
carry only which setting: ``prefs:{what}``, ``what`` one of ``how`` (your turn, reminders, DMs),
``after`` (how long a turn waits before you are told), ``quietfrom``, ``quietto`` (your quiet hours) and
``digest`` (the daily digest and its hour). The value comes as the menu sent it and is checked there.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.discordside.components.plumbing import Persistent, clicks, menu, selected

SETTINGS_MENUS = ("how", "after", "quietfrom", "quietto", "digest")


class SettingsSelect(
    Persistent,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"prefs:(?P<what>how|after|quietfrom|quietto|digest)",
):
    def __init__(
        self,
        what: str,
        options: Sequence[discord.SelectOption] = (),
        placeholder: str = "",
        row: int | None = None,
    ) -> None:
        super().__init__(menu(f"prefs:{what}", options, placeholder, row))
        self.what = what

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks(interaction).panel.on_setting(interaction, self.what, selected(interaction))
