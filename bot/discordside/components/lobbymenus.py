"""The lobby's components: Join, Leave, Start and Cancel, and its menus (add an AI, the game's options, the
seat order, the turn clock). The lobby message lays them out (``bot.discordside.lobbymessage``).

Custom ids: ``lobby:{session}:{op}`` (op: join, leave, start, cancel) and ``{kind}:{session}`` for the menus
(``lobbyai``: the value is the AI's kind; ``lobbyopt``: ``name=json``; ``lobbyseat``: ``random``, ``join`` or
``first:{seat}``; ``lobbyclock``: the clock's settings).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.discordside.components.plumbing import SESSION, Persistent, clicks, menu, selected

LOBBY_OPS = {
    "join": ("Join", discord.ButtonStyle.success),
    "leave": ("Leave", discord.ButtonStyle.secondary),
    "start": ("Start", discord.ButtonStyle.primary),
    "cancel": ("Cancel", discord.ButtonStyle.danger),
}


class LobbyButton(
    Persistent,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"lobby:{SESSION}:(?P<op>join|leave|start|cancel)",
):
    def __init__(self, session: str, op: str, row: int | None = None) -> None:
        label, style = LOBBY_OPS[op]
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"lobby:{session}:{op}", row=row)
        )
        self.session, self.op = session, op

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks(interaction).lobby_clicks.on_lobby(interaction, self.session, self.op, None)


class LobbySelect(
    Persistent,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=rf"(?P<kind>lobbyai|lobbyopt|lobbyseat|lobbyclock):{SESSION}",
):
    def __init__(
        self,
        kind: str,
        session: str,
        options: Sequence[discord.SelectOption] = (),
        placeholder: str = "",
        row: int | None = None,
    ) -> None:
        super().__init__(menu(f"{kind}:{session}", options, placeholder, row))
        self.kind, self.session = kind, session

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        value = selected(interaction)
        await clicks(interaction).lobby_clicks.on_lobby(interaction, self.session, self.kind, value)
