"""What a board, a private view and a finished game's result carry: the custom ids of their buttons and
menus, and the views that lay them out (moves as buttons, or menus when there are many; "Show my hand",
"Hint", "Take back", close-ups; "Rematch" and "Review"; the web companion's links).

The features that receive these clicks declare their receivers beside their handlers (``cogs.play``: the
moves, "Show my hand", "Take back", close-ups; ``cogs.learning``: "Hint"; ``cogs.tables``: "Rematch";
``cogs.past``: "Review"). The ids, as posted in channels since the first release:

- ``act:{session}:{seat}:{n}:{action_id}``  a move; ``n`` is the seat's decision count when offered
- ``pick:{session}:{seat}:{n}:{page}``      a menu of moves; each value is an action id
- ``peek:{session}``                        "Show my hand"
- ``undo:{session}:{seat}:{n}``             "Take back": the seat's last move
- ``look:{session}:{key}``                  a close-up, privately; ``looks:{session}`` a menu of them
- ``hint:{session}``                        "Hint" (the seat comes from who clicks, never the button)
- ``rematch:{session}``                     a lobby with the same seats and options
- ``review:{session}:{page}``               a review, privately: page 0 the chart, 1-3 the largest drops
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import discord

from bot.discordside.components import (
    ACTION_ID,
    COUNT,
    SEAT,
    SESSION,
    Components,
    CustomId,
    button,
    menu,
    number,
    text,
)
from bot.i18n import SOURCE, Speaker
from bot.session.errors import cut
from bot.session.game import Choice

ENGLISH = Speaker(SOURCE)  # the words of a table from before tables had languages


class Move(NamedTuple):
    session: str
    seat: int
    n: int
    action_id: str


class MovePage(NamedTuple):
    session: str
    seat: int
    n: int
    page: int


class OfGame(NamedTuple):
    session: str


class SeatCount(NamedTuple):
    session: str
    seat: int
    n: int


class CloseUp(NamedTuple):
    session: str
    key: str


class ReviewPage(NamedTuple):
    session: str
    page: int


MOVE = CustomId(
    "act:{session}:{seat}:{n}:{action_id}", Move, session=SESSION, seat=SEAT, n=COUNT, action_id=ACTION_ID
)
MOVE_MENU = CustomId(
    "pick:{session}:{seat}:{n}:{page}", MovePage, session=SESSION, seat=SEAT, n=COUNT, page=number(r"\d")
)
SHOW_HAND = CustomId("peek:{session}", OfGame, session=SESSION)
TAKE_BACK = CustomId("undo:{session}:{seat}:{n}", SeatCount, session=SESSION, seat=SEAT, n=COUNT)
CLOSE_UP = CustomId(
    "look:{session}:{key}", CloseUp, session=SESSION, key=text(r"[a-z0-9_.-]{1,24}")
)  # the key: bot.render.protocol.CLOSE_UP_KEY
CLOSE_UP_MENU = CustomId("looks:{session}", OfGame, session=SESSION)
HINT = CustomId("hint:{session}", OfGame, session=SESSION)
REMATCH = CustomId("rematch:{session}", OfGame, session=SESSION)
REVIEW = CustomId("review:{session}:{page}", ReviewPage, session=SESSION, page=number(r"[0-3]"))

REVIEW_PAGES = 4  # the overview and three drops
BUTTONS_PER_ROW = 5
MAX_BUTTON_MOVES = 20  # four rows of five; the fifth row holds "Show my hand"
SELECT_OPTIONS = 25  # Discord's limit per select menu
MAX_SELECTS = 4
ROW_BUTTONS = 5  # Discord's limit on the buttons of one row
LAST_ROW = 4
LABEL_LIMIT = 80  # Discord's limit on a button's label
OPTION_LIMIT = 100  # Discord's limit on a menu option's label


def move_button(
    session: str, seat: int, n: int, choice: Choice, row: int | None = None
) -> discord.ui.Button[discord.ui.View]:
    style = discord.ButtonStyle.secondary if choice.back else discord.ButtonStyle.success
    label = cut(choice.label, LABEL_LIMIT) or "\u200b"
    return button(MOVE.build(Move(session, seat, n, choice.action_id)), label, style, row=row)


def move_menu(
    session: str,
    seat: int,
    n: int,
    page: int,
    choices: Sequence[Choice],
    placeholder: str,
    row: int | None = None,
) -> discord.ui.Select[discord.ui.View]:
    options = [discord.SelectOption(label=c.label[:OPTION_LIMIT], value=c.action_id) for c in choices]
    return menu(MOVE_MENU.build(MovePage(session, seat, n, page)), options, placeholder, row)


def show_hand_button(
    session: str, row: int | None = None, *, say: Speaker
) -> discord.ui.Button[discord.ui.View]:
    # U+1F0CF, an emoji in Unicode's data (U+1F0A0, the card back, is not)
    label = say("board-show-hand")
    return button(SHOW_HAND.build(OfGame(session)), label, discord.ButtonStyle.primary, emoji="🃏", row=row)


def hint_button(session: str, row: int | None = None, *, say: Speaker) -> discord.ui.Button[discord.ui.View]:
    return button(HINT.build(OfGame(session)), say("board-hint"), emoji="💡", row=row)


def take_back_button(
    session: str, seat: int, n: int, label: str, row: int | None = None
) -> discord.ui.Button[discord.ui.View]:
    custom_id = TAKE_BACK.build(SeatCount(session, seat, n))
    return button(custom_id, cut(label, LABEL_LIMIT), discord.ButtonStyle.danger, emoji="↩️", row=row)


def close_up_button(
    session: str, key: str, label: str, row: int | None = None
) -> discord.ui.Button[discord.ui.View]:
    return button(CLOSE_UP.build(CloseUp(session, key)), cut(label, LABEL_LIMIT), row=row)


def close_up_menu(
    session: str, close_ups: Sequence[tuple[str, str]], say: Speaker
) -> discord.ui.Select[discord.ui.View]:
    options = [
        discord.SelectOption(label=label[:OPTION_LIMIT], value=key)
        for key, label in close_ups[:SELECT_OPTIONS]
    ]
    shown = options or [discord.SelectOption(label=say("board-close-up"), value="none")]
    return menu(CLOSE_UP_MENU.build(OfGame(session)), shown, say("board-look-closer"))


def review_button(
    session: str,
    page: int = 0,
    label: str | None = None,
    disabled: bool = False,
    row: int | None = None,
    *,
    say: Speaker,
) -> discord.ui.Button[discord.ui.View]:
    """ "Review" under a finished game (page 0), or a review's own page buttons ("Mistake 1"...)."""
    return button(
        REVIEW.build(ReviewPage(session, page)),
        label or (say("board-review") if page == 0 else say("board-mistake", number=page)),
        discord.ButtonStyle.primary if page == 0 else discord.ButtonStyle.secondary,
        emoji="📈" if page == 0 else None,
        disabled=disabled,
        row=row,
    )


def rematch_view(session: str, *, review: bool = False, say: Speaker) -> Components:
    """ "Rematch", and "Review" (``review``) beside it, in the table's language."""
    view = Components()
    view.add_item(button(REMATCH.build(OfGame(session)), say("board-rematch"), discord.ButtonStyle.success))
    if review:
        view.add_item(review_button(session, 0, say=say))
    return view


def move_view(
    session: str,
    seat: int | None,
    n: int,
    choices: Sequence[Choice],
    *,
    peek: bool = True,
    close_ups: Sequence[tuple[str, str]] = (),
    take_backs: Sequence[tuple[int, int, str]] = (),
    hint: bool = False,
    say: Speaker,
) -> Components:
    """A seat's moves (buttons, or menus when there are many), "Show my hand", "Hint" when the game allows
    hints and someone must decide (``hint``), "Take back" for each seat that may (``(seat, n, label)``)
    and the board's close-ups (``(key, label)``)."""
    view = Components()
    if seat is not None and choices:
        if len(choices) <= MAX_BUTTON_MOVES:
            for i, choice in enumerate(choices):
                view.add_item(move_button(session, seat, n, choice, row=i // BUTTONS_PER_ROW))
        else:
            pages = [choices[i : i + SELECT_OPTIONS] for i in range(0, len(choices), SELECT_OPTIONS)][
                :MAX_SELECTS
            ]
            for page, chunk in enumerate(pages):
                placeholder = (
                    say("board-choose")
                    if len(pages) == 1
                    else say("board-choose-page", page=page + 1, pages=len(pages))
                )
                view.add_item(move_menu(session, seat, n, page, chunk, placeholder, row=page))
    if peek:
        view.add_item(show_hand_button(session, row=LAST_ROW, say=say))
    if hint:
        view.add_item(hint_button(session, row=LAST_ROW, say=say))
    _add_take_backs(view, session, take_backs)
    if peek:
        _add_close_ups(view, session, close_ups, say)
    return view


def menus_view(
    session: str,
    menus: Sequence[tuple[int, str, int, Sequence[Choice]]],
    close_ups: Sequence[tuple[str, str]] = (),
    take_backs: Sequence[tuple[int, int, str]] = (),
    hint: bool = False,
    *,
    say: Speaker,
) -> Components:
    """One menu per deciding seat ``(seat, name, n, choices)``, for public decisions several people make
    at once, "Show my hand", "Hint" (``hint``) and the board's close-ups."""
    view = Components()
    for row, (seat, name, n, choices) in enumerate(menus[:MAX_SELECTS]):
        placeholder = say("board-choose-yours", name=name)
        view.add_item(move_menu(session, seat, n, 0, choices[:SELECT_OPTIONS], placeholder, row=row))
    view.add_item(show_hand_button(session, row=LAST_ROW, say=say))
    if hint:
        view.add_item(hint_button(session, row=LAST_ROW, say=say))
    _add_take_backs(view, session, take_backs)
    _add_close_ups(view, session, close_ups, say)
    return view


def close_ups_view(session: str, close_ups: Sequence[tuple[str, str]], say: Speaker) -> Components:
    """The close-ups of a board with no moves on it (a finished game's last board)."""
    view = Components()
    _add_close_ups(view, session, close_ups, say)
    return view


def _room_in_last_row(view: discord.ui.View) -> int:
    return ROW_BUTTONS - sum(1 for item in view.children if item.row == LAST_ROW)


def _add_take_backs(view: discord.ui.View, session: str, take_backs: Sequence[tuple[int, int, str]]) -> None:
    """ "Take back" buttons in the last row, after "Show my hand" (at most the row's room)."""
    for seat, n, label in take_backs[: _room_in_last_row(view)]:
        view.add_item(take_back_button(session, seat, n, label, row=LAST_ROW))


def _add_close_ups(
    view: discord.ui.View, session: str, close_ups: Sequence[tuple[str, str]], say: Speaker
) -> None:
    """Close-up buttons in what is left of the last row, beside "Show my hand" and "Take back"; when they do
    not all fit, a menu in the first row the moves left free (none free: the buttons that fit, the rest one
    tap away on the private close-up, which lists them all)."""
    room = _room_in_last_row(view)
    if len(close_ups) <= room:
        for key, label in close_ups:
            view.add_item(close_up_button(session, key, label, row=LAST_ROW))
        return
    try:
        # A menu takes a whole row: discord.py places it in the first empty one, and refuses it, adding
        # nothing, when the moves left none empty.
        view.add_item(close_up_menu(session, close_ups, say))
        return
    except ValueError:
        pass
    for key, label in close_ups[: max(room, 0)]:
        view.add_item(close_up_button(session, key, label, row=LAST_ROW))


# ---- links to the web companion (bot.web.links makes them; docs/web.md) ------------------------------


def add_link(view: discord.ui.View, label: str, url: str) -> bool:
    """A link button beside "Show my hand" in the last row when it has room, else in the first row that
    has; False when no row has room (moves fill every row), and the link is left out."""
    for row in (LAST_ROW, None):
        try:
            view.add_item(
                discord.ui.Button(
                    style=discord.ButtonStyle.link, label=cut(label, LABEL_LIMIT), url=url, row=row
                )
            )
        except ValueError:
            continue
        return True
    return False


def link_view(label: str, url: str) -> Components:
    view = Components()
    add_link(view, label, url)
    return view
