"""Discord components: persistent buttons and selects whose state lives in their ``custom_id``.

Every component is a ``DynamicItem`` registered once in ``setup_hook`` (``DYNAMIC_ITEMS``), so a button on
a message from before a restart still works. Custom ids are at most 100 characters; ``session`` is the
game's own id (never the channel's), so a button from an old game cannot touch a new one:

- the board and private views (``boardbuttons``): ``act``, ``pick``, ``peek``, ``undo``, ``look``,
  ``looks``, ``rematch``, ``pauseok``;
- the lobby (``lobbymenus``): ``lobby``, ``lobbyai``, ``lobbyopt``, ``lobbyseat``, ``lobbyclock``;
- pages of private messages (``pagers``): ``rules``, ``rulespage``, ``logpage``, ``replay``, ``replayjump``;
- a person's settings panel (``settingsmenus``): ``prefs``;
- a tournament's sign-up (``tourneybuttons``): ``tourney``;
- the AI coach (``coachbuttons``): ``hint``, ``review``.

The callbacks only parse and hand over to the feature that handles the click (``plumbing.clicks``); every
refusal becomes an ephemeral sentence there, in one place (``bot.discordside.gate.Gate.refuse``). Link
buttons (the web companion's "Watch", "Replay", "Open in browser") carry a URL and send the bot nothing.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discordside.components.boardbuttons import (
    ActionButton,
    ActionSelect,
    CloseUpButton,
    CloseUpSelect,
    PauseAgreeButton,
    RematchButton,
    ShowHandButton,
    TakeBackButton,
)
from bot.discordside.components.coachbuttons import HintButton, ReviewButton
from bot.discordside.components.lobbymenus import LobbyButton, LobbySelect
from bot.discordside.components.pagers import (
    LogPageButton,
    ReplayButton,
    ReplayJumpSelect,
    RulesButton,
    RulesPageSelect,
)
from bot.discordside.components.settingsmenus import SettingsSelect
from bot.discordside.components.tourneybuttons import TourneyButton

DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    ActionButton,
    ActionSelect,
    ShowHandButton,
    TakeBackButton,
    CloseUpButton,
    CloseUpSelect,
    LobbyButton,
    LobbySelect,
    RulesButton,
    RulesPageSelect,
    PauseAgreeButton,
    RematchButton,
    LogPageButton,
    ReplayButton,
    ReplayJumpSelect,
    SettingsSelect,
    TourneyButton,
    HintButton,
    ReviewButton,
)


def is_ours(custom_id: str) -> bool:
    """Whether some component class here would accept this custom id."""
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in DYNAMIC_ITEMS)
