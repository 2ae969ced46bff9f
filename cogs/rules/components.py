"""The components that turn the pages of a ``/game rules`` message: Previous, Next and a menu of pages.

Custom ids, as posted since the first release: ``rules:{game}:{session}:{page}:{direction}`` (the page
the button opens) and ``rulespage:{game}:{session}``; ``session`` is the game whose options the "Options
in this game" page shows, ``-`` for none. They live in private messages, so they never go stale for
anyone else. Their clicks are received in ``cogs.rules.rules``.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any, NamedTuple

import discord

from bot.catalogue.guide import GuidePage
from bot.discordside.components import GAME, SESSION, CustomId, button, menu, number, one_of
from bot.i18n import Speaker

MAX_PAGE_MENU = 25  # pages listed in the page menu (Discord's limit on a menu's options)
OPTION_LIMIT = 100  # Discord's limit on a menu option's label


class Direction(enum.Enum):
    PREVIOUS = "prev"
    NEXT = "next"


class TurnPage(NamedTuple):
    game: str
    session: str
    page: int
    direction: Direction


class PageMenu(NamedTuple):
    game: str
    session: str


TURN_PAGE = CustomId(
    "rules:{game}:{session}:{page}:{direction}",
    TurnPage,
    game=GAME,
    session=SESSION,
    page=number(r"-?\d{1,3}"),
    direction=one_of(Direction),
)
PAGE_MENU = CustomId("rulespage:{game}:{session}", PageMenu, game=GAME, session=SESSION)


def page_button(
    game: str, session: str, page: int, direction: Direction, say: Speaker, disabled: bool = False
) -> discord.ui.Button[Any]:
    previous = direction == Direction.PREVIOUS
    return button(
        TURN_PAGE.build(TurnPage(game, session, page, direction)),
        say("rules-previous" if previous else "rules-next"),
        emoji="◀️" if previous else "▶️",
        disabled=disabled,
        row=0,
    )


def page_menu(
    game: str, session: str, pages: Sequence[GuidePage], current: int, say: Speaker
) -> discord.ui.Select[Any]:
    # A page's title is the guide's own, well under a menu option's 100 characters (tests/test_guides.py).
    options = [
        discord.SelectOption(
            label=say("rules-page-option", number=i + 1, title=p.title)[:OPTION_LIMIT],
            value=str(i),
            default=i == current,
        )
        for i, p in enumerate(pages[:MAX_PAGE_MENU])
    ] or [discord.SelectOption(label="1", value="0")]
    return menu(PAGE_MENU.build(PageMenu(game, session)), options, say("rules-go-to-page"), row=1)
