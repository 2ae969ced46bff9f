"""The AI coach's components: "Hint" on a board and a private view while hints are allowed, and "Review"
under a finished game, with the buttons that turn a review's pages (docs/ai.md, "The coach").

Custom ids:

- ``hint:{session}``            "Hint": the presser's best choices now, privately; the presser must be a
                                player the game waits for (the seat comes from who clicks, never the button)
- ``review:{session}:{page}``   a review, privately: page 0 the chart (and the presser's own decisions, if
                                they played), pages 1-3 the presser's largest drops, one each
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discordside.components.plumbing import SESSION, Persistent, clicks

REVIEW_PAGES = 4  # the overview and three drops


class HintButton(Persistent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"hint:{SESSION}"):
    def __init__(self, session: str, row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label="Hint",
                emoji="💡",
                style=discord.ButtonStyle.secondary,
                custom_id=f"hint:{session}",
                row=row,
            )
        )
        self.session = session

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks(interaction).coach.on_hint(interaction, self.session)


class ReviewButton(
    Persistent,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"review:{SESSION}:(?P<page>[0-3])",
):
    numbers = frozenset({"page"})

    def __init__(
        self,
        session: str,
        page: int = 0,
        label: str | None = None,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        shown = label or ("Review" if page == 0 else f"Mistake {page}")
        super().__init__(
            discord.ui.Button(
                label=shown,
                emoji="📈" if page == 0 else None,
                style=discord.ButtonStyle.primary if page == 0 else discord.ButtonStyle.secondary,
                custom_id=f"review:{session}:{page}",
                disabled=disabled,
                row=row,
            )
        )
        self.session, self.page = session, page

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks(interaction).coach.on_review(interaction, self.session, self.page)
