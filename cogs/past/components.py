"""The components that turn the pages of a game's past, in private messages: ``/game log``'s pages and
``/game replay``'s steps. (A review's page buttons are the shared board's "Review" buttons:
``bot.discordside.boardviews``.)

Custom ids, as posted since the first release: ``logpage:{session}:{direction}:{page}`` (``last`` opens
the newest page: a running game's log grows); ``replay:{session}:{direction}:{step}:{mode}`` and
``replayjump:{session}:{mode}`` (mode: the viewer's own hand shown, or the public board alone; ``view``
switches it at the same step). Their clicks are received in ``cogs.past.past``.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any, NamedTuple

import discord

from bot.discordside.components import SESSION, CustomId, button, menu, number, one_of
from bot.i18n import Speaker, english


class Turn(enum.Enum):
    FIRST = "first"
    PREVIOUS = "prev"
    NEXT = "next"
    LAST = "last"


class ReplayTurn(enum.Enum):
    FIRST = "first"
    PREVIOUS = "prev"
    NEXT = "next"
    LAST = "last"
    SWITCH_HAND = "view"  # the same step, with the viewer's own hand shown or hidden


class Mode(enum.Enum):
    MINE = "mine"  # the step with the viewer's own hand
    PUBLIC = "public"  # the public board alone


class LogPage(NamedTuple):
    session: str
    direction: Turn
    page: int


class ReplayStep(NamedTuple):
    session: str
    direction: ReplayTurn
    step: int
    mode: Mode


class ReplayJump(NamedTuple):
    session: str
    mode: Mode


LOG_PAGE = CustomId(
    "logpage:{session}:{direction}:{page}",
    LogPage,
    session=SESSION,
    direction=one_of(Turn),
    page=number(r"\d{1,5}"),
)
REPLAY_STEP = CustomId(
    "replay:{session}:{direction}:{step}:{mode}",
    ReplayStep,
    session=SESSION,
    direction=one_of(ReplayTurn),
    step=number(r"\d{1,6}"),
    mode=one_of(Mode),
)
REPLAY_JUMP = CustomId("replayjump:{session}:{mode}", ReplayJump, session=SESSION, mode=one_of(Mode))

LOOKS = {  # label (past.ftl), emoji
    "first": ("past-first", "⏮️"),
    "prev": ("past-back", "◀️"),
    "next": ("past-forward", "▶️"),
    "last": ("past-last", "⏭️"),
}


def log_page_button(
    session: str, direction: Turn, page: int, disabled: bool = False, say: Speaker | None = None
) -> discord.ui.Button[Any]:
    label, emoji = LOOKS[direction.value]
    return button(
        LOG_PAGE.build(LogPage(session, direction, page)),
        (say or english())(label),
        emoji=emoji,
        disabled=disabled,
        row=0,
    )


def replay_button(
    session: str,
    direction: ReplayTurn,
    step: int,
    mode: Mode,
    disabled: bool = False,
    say: Speaker | None = None,
) -> discord.ui.Button[Any]:
    say = say or english()
    custom_id = REPLAY_STEP.build(ReplayStep(session, direction, step, mode))
    if direction == ReplayTurn.SWITCH_HAND:
        label, emoji = ("replay-show-hand", "🃏") if mode == Mode.MINE else ("replay-hide-hand", "🙈")
        return button(custom_id, say(label), discord.ButtonStyle.primary, emoji=emoji, row=0)
    label, emoji = LOOKS[direction.value]
    return button(custom_id, say(label), emoji=emoji, disabled=disabled, row=0)


def replay_jump_menu(
    session: str, mode: Mode, options: Sequence[discord.SelectOption], say: Speaker | None = None
) -> discord.ui.Select[Any]:
    return menu(
        REPLAY_JUMP.build(ReplayJump(session, mode)), options, (say or english())("replay-jump"), row=1
    )
