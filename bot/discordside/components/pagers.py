"""The components that turn the pages of a private message: ``/game rules`` (built by
``bot.discordside.rulespages``), ``/game log`` and ``/game replay`` (built by ``bot.discordside.pastpages``).

Custom ids: ``rules:{game}:{session}:{page}:{direction}`` and ``rulespage:{game}:{session}``;
``logpage:{session}:{direction}:{page}``; ``replay:{session}:{direction}:{step}:{mode}`` and
``replayjump:{session}:{mode}`` (mode: the viewer's own hand shown, or the public board alone).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.catalogue.guide import GuidePage
from bot.discordside.components.plumbing import GAME, SESSION, Persistent, clicks, menu, selected

MAX_PAGE_MENU = 25  # pages listed in the rules message's page menu
PAGE_DIRECTIONS = {  # label, emoji
    "first": ("First", "⏮️"),
    "prev": ("Back", "◀️"),
    "next": ("Forward", "▶️"),
    "last": ("Last", "⏭️"),
}
MINE, PUBLIC = "mine", "public"  # a replay step with the viewer's own hand, or the public board alone


class RulesButton(
    Persistent,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"rules:{GAME}:{SESSION}:(?P<page>-?\d{{1,3}}):(?P<direction>prev|next)",
):
    numbers = frozenset({"page"})

    def __init__(self, game: str, session: str, page: int, direction: str, disabled: bool = False) -> None:
        super().__init__(
            discord.ui.Button(
                label="Previous" if direction == "prev" else "Next",
                emoji="◀️" if direction == "prev" else "▶️",
                style=discord.ButtonStyle.secondary,
                custom_id=f"rules:{game}:{session}:{page}:{direction}",
                disabled=disabled,
                row=0,
            )
        )
        self.game, self.session, self.page = game, session, page

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks(interaction).rules.on_rules_page(interaction, self.game, self.session, self.page)


class RulesPageSelect(
    Persistent, discord.ui.DynamicItem[discord.ui.Select[Any]], template=rf"rulespage:{GAME}:{SESSION}"
):
    def __init__(self, game: str, session: str, pages: Sequence[GuidePage] = (), current: int = 0) -> None:
        options = [
            discord.SelectOption(label=f"{i + 1}. {p.title}"[:100], value=str(i), default=i == current)
            for i, p in enumerate(pages[:MAX_PAGE_MENU])
        ] or [discord.SelectOption(label="1", value="0")]
        super().__init__(
            discord.ui.Select(
                custom_id=f"rulespage:{game}:{session}", placeholder="Go to a page", options=options, row=1
            )
        )
        self.game, self.session = game, session

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        try:
            page = int(selected(interaction, "0"))
        except ValueError:
            page = 0
        await clicks(interaction).rules.on_rules_page(interaction, self.game, self.session, page)


class LogPageButton(
    Persistent,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"logpage:{SESSION}:(?P<direction>first|prev|next|last):(?P<page>\d{{1,5}})",
):
    """A page of /game log; ``last`` opens the newest page (a running game's log grows)."""

    numbers = frozenset({"page"})

    def __init__(self, session: str, direction: str, page: int, disabled: bool = False) -> None:
        label, emoji = PAGE_DIRECTIONS[direction]
        super().__init__(
            discord.ui.Button(
                label=label,
                emoji=emoji,
                style=discord.ButtonStyle.secondary,
                custom_id=f"logpage:{session}:{direction}:{page}",
                disabled=disabled,
                row=0,
            )
        )
        self.session, self.direction, self.page = session, direction, page

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        page = None if self.direction == "last" else self.page
        await clicks(interaction).replays.on_log_page(interaction, self.session, page)


class ReplayButton(
    Persistent,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"replay:{SESSION}:(?P<direction>first|prev|next|last|view):(?P<step>\d{{1,6}}):(?P<mode>{MINE}|{PUBLIC})",
):
    """A step of /game replay (``view`` shows or hides the viewer's own hand at the same step)."""

    numbers = frozenset({"step"})

    def __init__(self, session: str, direction: str, step: int, mode: str, disabled: bool = False) -> None:
        if direction == "view":
            label, emoji = ("Show my hand", "🃏") if mode == MINE else ("Hide my hand", "🙈")
            style = discord.ButtonStyle.primary
        else:
            label, emoji = PAGE_DIRECTIONS[direction]
            style = discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(
                label=label,
                emoji=emoji,
                style=style,
                custom_id=f"replay:{session}:{direction}:{step}:{mode}",
                disabled=disabled,
                row=0,
            )
        )
        self.session, self.step, self.mode = session, step, mode

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks(interaction).replays.on_replay_step(
            interaction, self.session, self.step, self.mode == MINE
        )


class ReplayJumpSelect(
    Persistent,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=rf"replayjump:{SESSION}:(?P<mode>{MINE}|{PUBLIC})",
):
    """Jump to a step of /game replay; each value is a step's index."""

    def __init__(self, session: str, mode: str, options: Sequence[discord.SelectOption] = ()) -> None:
        super().__init__(menu(f"replayjump:{session}:{mode}", options, "Jump to a step", row=1))
        self.session, self.mode = session, mode

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        value = selected(interaction)
        step = int(value) if value.isdigit() and len(value) <= 6 else -1
        await clicks(interaction).replays.on_replay_step(interaction, self.session, step, self.mode == MINE)
