"""A tournament's sign-up buttons: Join and Leave for everyone, Start and Cancel for its organiser. The
sign-up message lays them out (``bot.discordside.tourneymessages``); a click goes to the tournament's
handler (``bot.discordside.tourneyclicks.TourneyClicks``).

Custom id: ``tourney:{tournament}:{op}`` (op: join, leave, start, cancel); the tournament's own id, never
the channel's, so a button of an old tournament cannot touch a new one.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discordside.components.plumbing import Persistent, clicks

TOURNAMENT = r"(?P<tournament>[A-Za-z0-9_-]{1,32})"

TOURNEY_OPS = {
    "join": ("Join", discord.ButtonStyle.success),
    "leave": ("Leave", discord.ButtonStyle.secondary),
    "start": ("Start now", discord.ButtonStyle.primary),
    "cancel": ("Cancel", discord.ButtonStyle.danger),
}


class TourneyButton(
    Persistent,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"tourney:{TOURNAMENT}:(?P<op>join|leave|start|cancel)",
):
    def __init__(self, tournament: str, op: str, row: int | None = None) -> None:
        label, style = TOURNEY_OPS[op]
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"tourney:{tournament}:{op}", row=row)
        )
        self.tournament, self.op = tournament, op

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks(interaction).tourneys.on_button(interaction, self.tournament, self.op)


def signup_view(tournament: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for op in TOURNEY_OPS:
        view.add_item(TourneyButton(tournament, op))
    return view
