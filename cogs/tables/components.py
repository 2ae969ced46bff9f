"""The lobby's components: Join, Leave, Start and Cancel, and its menus (add an AI, the game's options, the
seat order, the turn clock and the table's settings). The lobby message lays them out
(``cogs.tables.lobbymessage``); their clicks are received in ``cogs.tables.tables``.

Custom ids, as posted in channels since the first release: ``lobby:{session}:{op}`` (op: join, leave,
start, cancel) and ``{menu}:{session}`` for the menus (``lobbyai``: the value is the AI's kind;
``lobbyopt``: ``name=json``; ``lobbyseat``: ``random``, ``join`` or ``first:{seat}``; ``lobbyclock``:
``setting=value``). "Rematch" under a finished game is the shared board's (``bot.discordside.boardviews``).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any, NamedTuple

import discord

from bot.discordside.components import SESSION, CustomId, button, menu, one_of


class LobbyButton(enum.Enum):
    """The lobby's buttons, and the lobby actions the commands ``/game join|leave|start`` take."""

    JOIN = "join"
    LEAVE = "leave"
    START = "start"
    CANCEL = "cancel"


class LobbyMenu(enum.Enum):
    """The lobby's menus, by the word their custom ids begin with."""

    ADD_AI = "lobbyai"
    OPTION = "lobbyopt"
    SEAT_ORDER = "lobbyseat"
    SETTINGS = "lobbyclock"  # the turn clock, what a timeout does, night clocks, take-backs, hints


class Pressed(NamedTuple):
    session: str
    op: LobbyButton


class Picked(NamedTuple):
    menu: LobbyMenu
    session: str


LOBBY_BUTTON = CustomId("lobby:{session}:{op}", Pressed, session=SESSION, op=one_of(LobbyButton))
LOBBY_MENU = CustomId("{menu}:{session}", Picked, menu=one_of(LobbyMenu), session=SESSION)

BUTTON_LOOKS = {
    LobbyButton.JOIN: ("Join", discord.ButtonStyle.success),
    LobbyButton.LEAVE: ("Leave", discord.ButtonStyle.secondary),
    LobbyButton.START: ("Start", discord.ButtonStyle.primary),
    LobbyButton.CANCEL: ("Cancel", discord.ButtonStyle.danger),
}


def lobby_button(
    session: str, op: LobbyButton, row: int | None = None, label: str | None = None
) -> discord.ui.Button[Any]:
    """A lobby button; ``label``: its words in the table's language (English by default)."""
    english, style = BUTTON_LOOKS[op]
    label = label or english
    return button(LOBBY_BUTTON.build(Pressed(session, op)), label, style, row=row)


def lobby_menu(
    session: str,
    kind: LobbyMenu,
    options: Sequence[discord.SelectOption],
    placeholder: str,
    row: int | None = None,
) -> discord.ui.Select[Any]:
    return menu(LOBBY_MENU.build(Picked(kind, session)), options, placeholder, row)
