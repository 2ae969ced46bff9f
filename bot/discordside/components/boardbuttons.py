"""The components of a board and of a private view: moves (buttons, or menus when there are many), "Show my
hand", "Take back", close-ups, "Rematch" and "Agree to pause", with the views that lay them out, and the
web companion's link buttons.

Custom ids (see ``bot.discordside.components`` for all of them):

- ``act:{session}:{seat}:{n}:{action_id}``  a move; ``n`` is the seat's decision count when offered
- ``pick:{session}:{seat}:{n}:{page}``      a menu of moves; each value is an action id
- ``peek:{session}``                        "Show my hand"
- ``undo:{session}:{seat}:{n}``             "Take back": the seat's last move
- ``look:{session}:{key}``                  a close-up, privately; ``looks:{session}`` a menu of them
- ``rematch:{session}``, ``pauseok:{session}``
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.discordside.components.coachbuttons import HintButton, ReviewButton
from bot.discordside.components.plumbing import COUNT, SEAT, SESSION, Persistent, clicks, menu, selected
from bot.session.game import Choice

BUTTONS_PER_ROW = 5
MAX_BUTTON_MOVES = 20  # four rows of five; the fifth row holds "Show my hand"
SELECT_OPTIONS = 25  # Discord's limit per select menu
MAX_SELECTS = 4
ROW_BUTTONS = 5  # Discord's limit on the buttons of one row
CLOSE_UP_BUTTONS = 4  # beside "Show my hand" in the last row; more close-ups go in a menu
KEY = r"(?P<key>[a-z0-9_.-]{1,24})"  # bot.render.protocol.CLOSE_UP_KEY


class ActionButton(
    Persistent,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"act:{SESSION}:{SEAT}:{COUNT}:(?P<action_id>[a-z0-9_.-]{{1,40}})",
):
    numbers = frozenset({"seat", "n"})

    def __init__(
        self,
        session: str,
        seat: int,
        n: int,
        action_id: str,
        label: str = "\u200b",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        row: int | None = None,
    ) -> None:
        custom_id = f"act:{session}:{seat}:{n}:{action_id}"
        super().__init__(
            discord.ui.Button(label=label[:80] or "\u200b", style=style, custom_id=custom_id, row=row)
        )
        self.session, self.seat, self.n, self.action_id = session, seat, n, action_id

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks(interaction).board.on_move(interaction, self.session, self.seat, self.n, self.action_id)


class ActionSelect(
    Persistent,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=rf"pick:{SESSION}:{SEAT}:{COUNT}:(?P<page>\d)",
):
    numbers = frozenset({"seat", "n", "page"})

    def __init__(
        self,
        session: str,
        seat: int,
        n: int,
        page: int,
        choices: Sequence[Choice] = (),
        placeholder: str = "Choose a move",
        row: int | None = None,
    ) -> None:
        options = [discord.SelectOption(label=c.label[:100], value=c.action_id) for c in choices]
        super().__init__(menu(f"pick:{session}:{seat}:{n}:{page}", options, placeholder, row))
        self.session, self.seat, self.n = session, seat, n

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        value = selected(interaction)
        await clicks(interaction).board.on_move(interaction, self.session, self.seat, self.n, value)


class ShowHandButton(Persistent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"peek:{SESSION}"):
    def __init__(self, session: str, row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label="Show my hand",
                emoji="🃏",  # U+1F0CF, an emoji in Unicode's data (U+1F0A0, the card back, is not)
                style=discord.ButtonStyle.primary,
                custom_id=f"peek:{session}",
                row=row,
            )
        )
        self.session = session

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks(interaction).board.on_peek(interaction, self.session)


class TakeBackButton(
    Persistent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"undo:{SESSION}:{SEAT}:{COUNT}"
):
    """ "Take back": the seat's last move, for its player only (bot.session.takebacks has the rules)."""

    numbers = frozenset({"seat", "n"})

    def __init__(
        self, session: str, seat: int, n: int, label: str = "Take back", row: int | None = None
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                emoji="↩️",
                style=discord.ButtonStyle.danger,
                custom_id=f"undo:{session}:{seat}:{n}",
                row=row,
            )
        )
        self.session, self.seat, self.n = session, seat, n

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks(interaction).board.on_take_back(interaction, self.session, self.seat, self.n)


class CloseUpButton(
    Persistent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"look:{SESSION}:{KEY}"
):
    """A close-up of the board, answered privately from the presser's own view."""

    def __init__(self, session: str, key: str, label: str = "Close-up", row: int | None = None) -> None:
        custom_id = f"look:{session}:{key}"
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=discord.ButtonStyle.secondary, custom_id=custom_id, row=row
            )
        )
        self.session, self.key = session, key

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks(interaction).board.on_close_up(interaction, self.session, self.key)


class CloseUpSelect(Persistent, discord.ui.DynamicItem[discord.ui.Select[Any]], template=rf"looks:{SESSION}"):
    """The close-ups of a board that has more than fit beside "Show my hand"."""

    def __init__(self, session: str, close_ups: Sequence[tuple[str, str]] = ()) -> None:
        options = [
            discord.SelectOption(label=label[:100], value=key) for key, label in close_ups[:SELECT_OPTIONS]
        ]
        super().__init__(
            discord.ui.Select(
                placeholder="Look closer…",
                options=options or [discord.SelectOption(label="Close-up", value="none")],
                custom_id=f"looks:{session}",
            )
        )
        self.session = session

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks(interaction).board.on_close_up(interaction, self.session, selected(interaction)[:24])


class PauseAgreeButton(
    Persistent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"pauseok:{SESSION}"
):
    """Under the host's request to pause: every other player agrees with it."""

    def __init__(self, session: str) -> None:
        super().__init__(
            discord.ui.Button(
                label="Agree to pause", style=discord.ButtonStyle.primary, custom_id=f"pauseok:{session}"
            )
        )
        self.session = session

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks(interaction).pauses.on_pause_agree(interaction, self.session)


class RematchButton(
    Persistent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"rematch:{SESSION}"
):
    """On a finished game's last message: a lobby with the same seats and options."""

    def __init__(self, session: str) -> None:
        super().__init__(
            discord.ui.Button(
                label="Rematch", style=discord.ButtonStyle.success, custom_id=f"rematch:{session}"
            )
        )
        self.session = session

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks(interaction).lobby_clicks.on_rematch(interaction, self.session)


def rematch_view(session: str, *, review: bool = False) -> discord.ui.View:
    """ "Rematch", and "Review" (``review``) beside it."""
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(session))
    if review:
        view.add_item(ReviewButton(session, 0))
    return view


def pause_view(session: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(PauseAgreeButton(session))
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
) -> discord.ui.View:
    """A fresh persistent view with a seat's moves (buttons, or selects when there are many), the "Show my
    hand" button, "Hint" when the game allows hints and someone must decide (``hint``), "Take back" for
    each seat that may (``(seat, n, label)``) and the board's close-ups (``(key, label)``)."""
    view = discord.ui.View(timeout=None)
    if seat is not None and choices:
        if len(choices) <= MAX_BUTTON_MOVES:
            for i, choice in enumerate(choices):
                style = discord.ButtonStyle.secondary if choice.back else discord.ButtonStyle.success
                view.add_item(
                    ActionButton(
                        session, seat, n, choice.action_id, choice.label, style, row=i // BUTTONS_PER_ROW
                    )
                )
        else:
            pages = [choices[i : i + SELECT_OPTIONS] for i in range(0, len(choices), SELECT_OPTIONS)][
                :MAX_SELECTS
            ]
            for page, chunk in enumerate(pages):
                placeholder = (
                    "Choose a move" if len(pages) == 1 else f"Choose a move ({page + 1}/{len(pages)})"
                )
                view.add_item(ActionSelect(session, seat, n, page, chunk, placeholder, row=page))
    if peek:
        view.add_item(ShowHandButton(session, row=4))
    if hint:
        view.add_item(HintButton(session, row=4))
    _add_take_backs(view, session, take_backs)
    if peek:
        _add_close_ups(view, session, close_ups)
    return view


def menus_view(
    session: str,
    menus: Sequence[tuple[int, str, int, Sequence[Choice]]],
    close_ups: Sequence[tuple[str, str]] = (),
    take_backs: Sequence[tuple[int, int, str]] = (),
    hint: bool = False,
) -> discord.ui.View:
    """A fresh persistent view with one menu per deciding seat ``(seat, name, n, choices)``, for public
    decisions several people make at once, the "Show my hand" button, "Hint" (``hint``) and the board's
    close-ups."""
    view = discord.ui.View(timeout=None)
    for row, (seat, name, n, choices) in enumerate(menus[:MAX_SELECTS]):
        placeholder = f"{name}: choose your move"
        view.add_item(ActionSelect(session, seat, n, 0, choices[:SELECT_OPTIONS], placeholder, row=row))
    view.add_item(ShowHandButton(session, row=4))
    if hint:
        view.add_item(HintButton(session, row=4))
    _add_take_backs(view, session, take_backs)
    _add_close_ups(view, session, close_ups)
    return view


def close_ups_view(session: str, close_ups: Sequence[tuple[str, str]]) -> discord.ui.View:
    """The close-ups of a board with no moves on it (a finished game's last board)."""
    view = discord.ui.View(timeout=None)
    _add_close_ups(view, session, close_ups)
    return view


def _add_take_backs(view: discord.ui.View, session: str, take_backs: Sequence[tuple[int, int, str]]) -> None:
    """ "Take back" buttons in the last row, after "Show my hand" (at most the row's room)."""
    room = ROW_BUTTONS - sum(1 for item in view.children if item.row == 4)
    for seat, n, label in take_backs[:room]:
        view.add_item(TakeBackButton(session, seat, n, label, row=4))


def _add_close_ups(view: discord.ui.View, session: str, close_ups: Sequence[tuple[str, str]]) -> None:
    """Close-up buttons in what is left of the last row, beside "Show my hand" and "Take back"; when they do
    not all fit, a menu in the first row the moves left free (none free: the buttons that fit, the rest one
    tap away on the private close-up, which lists them all)."""
    room = ROW_BUTTONS - sum(1 for item in view.children if item.row == 4)
    if len(close_ups) <= room:
        for key, label in close_ups:
            view.add_item(CloseUpButton(session, key, label, row=4))
        return
    try:
        # A menu takes a whole row: discord.py places it in the first empty one (a wrapped select does not
        # keep a row given to it), and refuses it, adding nothing, when the moves left none empty.
        view.add_item(CloseUpSelect(session, close_ups))
        return
    except ValueError:
        pass
    for key, label in close_ups[: max(room, 0)]:
        view.add_item(CloseUpButton(session, key, label, row=4))


# ---- links to the web companion (bot.web.links makes them; docs/web.md) ------------------------------


def add_link(view: discord.ui.View, label: str, url: str) -> bool:
    """A link button beside "Show my hand" in the last row when it has room, else in the first row that
    has (discord.py keeps the rows' widths, menus wrapped as DynamicItems included); False when no row has
    room (moves fill every row), and the link is left out."""
    for row in (4, None):
        try:
            view.add_item(
                discord.ui.Button(style=discord.ButtonStyle.link, label=label[:80], url=url, row=row)
            )
        except ValueError:
            continue
        return True
    return False


def link_view(label: str, url: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    add_link(view, label, url)
    return view


def server_name(interaction: discord.Interaction[Any]) -> str | None:
    """The name of the server a command came from, where the bot has the server in its cache."""
    guild = interaction.guild
    return guild.name if guild is not None and guild.name else None
