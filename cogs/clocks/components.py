"""The component of a request to pause a game: "Agree to pause", under the host's request, for every
other player. Custom id, as posted since the first release: ``pauseok:{session}``; its clicks are received
in ``cogs.clocks.pauses``."""

from __future__ import annotations

from typing import NamedTuple

import discord

from bot.discordside.components import SESSION, Components, CustomId, button
from bot.i18n import Speaker


class PauseAsked(NamedTuple):
    session: str


PAUSE_AGREE = CustomId("pauseok:{session}", PauseAsked, session=SESSION)


def pause_view(session: str, say: Speaker) -> Components:
    view = Components()
    view.add_item(
        button(PAUSE_AGREE.build(PauseAsked(session)), say("pause-agree-button"), discord.ButtonStyle.primary)
    )
    return view
