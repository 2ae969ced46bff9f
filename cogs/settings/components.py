"""The menus of a person's settings panel (``/settings``). They act on the settings of whoever uses them,
so their custom ids carry only which setting: ``prefs:{setting}``, as posted since the first release. The
value comes as the menu sent it and is checked where it is received (``cogs.settings.settingspanel``).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any, NamedTuple

import discord

from bot.discordside.components import CustomId, menu, one_of


class Setting(enum.Enum):
    HOW = "how"  # your turn, reminders, DMs
    AFTER = "after"  # how long a turn waits before you are told
    QUIET_FROM = "quietfrom"  # your quiet hours
    QUIET_TO = "quietto"
    DIGEST = "digest"  # the daily digest and its hour


class SettingMenu(NamedTuple):
    setting: Setting


SETTING = CustomId("prefs:{setting}", SettingMenu, setting=one_of(Setting))


def setting_menu(
    setting: Setting, options: Sequence[discord.SelectOption], placeholder: str, row: int
) -> discord.ui.Select[Any]:
    return menu(SETTING.build(SettingMenu(setting)), options, placeholder, row)
