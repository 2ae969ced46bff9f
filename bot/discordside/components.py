"""Discord components: persistent buttons and selects whose state lives in their ``custom_id``.

Every component here is a ``DynamicItem`` registered once in ``setup_hook``, so a button on a message
from before a restart still works. Custom ids (at most 100 characters):

- ``act:{session}:{seat}:{n}:{action_id}``  a move; ``n`` is the seat's decision count when offered
- ``pick:{session}:{seat}:{n}:{page}``      a select of moves; each value is an action id
- ``peek:{session}``                        "Show my hand"
- ``undo:{session}:{seat}:{n}``             "Take back": the seat's last move (``n``: its decision count)
- ``look:{session}:{key}``                  a close-up of the board ("Show the Choice Cards"), privately;
  ``looks:{session}`` a menu of them when there are many
- ``lobby:{session}:{op}``                  Join / Leave / Start / Cancel
- ``lobbyai:{session}``                     Add AI (the value is the agent kind)
- ``lobbyopt:{session}``                    a game option (the value is ``name=json``)
- ``lobbyseat:{session}``                   seat order (``random``, ``join`` or ``first:{seat}``)
- ``rules:...`` and ``rulespage:...``         turning the pages of /game rules (see bot.discordside.rulespages)
- ``logpage:{session}:{dir}:{page}``        a page of /game log (see bot.discordside.pastpages)
- ``replay:{session}:{dir}:{step}:{mode}``  a step of /game replay; ``replayjump:{session}:{mode}`` jumps

The callbacks only parse and hand over to ``bot.discordside.gate.Table``; every refusal becomes an ephemeral sentence
there, in one place.

Link buttons (the web companion's "Watch", "Replay", "Open in browser": ``add_link``) carry a URL instead of
a custom id and send the bot nothing.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, cast

import discord

from bot.catalogue.guide import GuidePage
from bot.session.game import Choice

SESSION = r"(?P<session>[A-Za-z0-9_-]{1,32})"
BUTTONS_PER_ROW = 5
MAX_BUTTON_MOVES = 20  # four rows of five; the fifth row holds "Show my hand"
SELECT_OPTIONS = 25  # Discord's limit per select menu
MAX_SELECTS = 4
MAX_PAGE_MENU = 25  # pages listed in the rules message's page menu


class Handlers(Protocol):
    """What the components hand their clicks to (``bot.discordside.gate.Table``), as seen from here."""

    async def on_move(
        self, interaction: discord.Interaction[Any], session_id: str, seat: int, n: int, action_id: str
    ) -> None: ...

    async def on_peek(self, interaction: discord.Interaction[Any], session_id: str) -> None: ...

    async def on_close_up(self, interaction: discord.Interaction[Any], session_id: str, key: str) -> None: ...

    async def on_take_back(
        self, interaction: discord.Interaction[Any], session_id: str, seat: int, n: int
    ) -> None: ...

    async def on_lobby(
        self, interaction: discord.Interaction[Any], session_id: str, op: str, value: str | None
    ) -> None: ...

    async def on_rules_page(
        self, interaction: discord.Interaction[Any], game: str, session_id: str, page: int
    ) -> None: ...

    async def on_pause_agree(self, interaction: discord.Interaction[Any], session_id: str) -> None: ...

    async def on_rematch(self, interaction: discord.Interaction[Any], session_id: str) -> None: ...

    async def on_log_page(
        self, interaction: discord.Interaction[Any], session_id: str, page: int | None
    ) -> None: ...

    async def on_replay_step(
        self, interaction: discord.Interaction[Any], session_id: str, step: int, mine: bool
    ) -> None: ...


def selected(interaction: discord.Interaction[Any], default: str = "") -> str:
    """The first value picked in a select menu (``default`` if none came)."""
    data = cast(Mapping[str, Any], interaction.data or {})
    values = data.get("values") or [default]
    return str(values[0])


def table_of(interaction: discord.Interaction[Any]) -> Handlers:
    """The handlers of the bot that received the click (the client's ``table``)."""
    handlers: Handlers = interaction.client.table
    return handlers


class ActionButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"act:{SESSION}:(?P<seat>\d{{1,2}}):(?P<n>\d{{1,6}}):(?P<action>[a-z0-9_.-]{{1,40}})",
):
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
        super().__init__(
            discord.ui.Button(
                label=label[:80] or "\u200b",
                style=style,
                custom_id=f"act:{session}:{seat}:{n}:{action_id}",
                row=row,
            )
        )
        self.session, self.seat, self.n, self.action_id = session, seat, n, action_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ActionButton:
        return cls(match["session"], int(match["seat"]), int(match["n"]), match["action"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await table_of(interaction).on_move(interaction, self.session, self.seat, self.n, self.action_id)


class ActionSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=rf"pick:{SESSION}:(?P<seat>\d{{1,2}}):(?P<n>\d{{1,6}}):(?P<page>\d)",
):
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
        super().__init__(
            discord.ui.Select(
                custom_id=f"pick:{session}:{seat}:{n}:{page}",
                placeholder=placeholder[:150],
                options=options or [discord.SelectOption(label="-", value="-")],
                row=row,
            )
        )
        self.session, self.seat, self.n = session, seat, n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ActionSelect:
        return cls(match["session"], int(match["seat"]), int(match["n"]), int(match["page"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        value = selected(interaction)
        await table_of(interaction).on_move(interaction, self.session, self.seat, self.n, value)


class ShowHandButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"peek:{SESSION}"):
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

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ShowHandButton:
        return cls(match["session"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await table_of(interaction).on_peek(interaction, self.session)


class TakeBackButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"undo:{SESSION}:(?P<seat>\d{{1,2}}):(?P<n>\d{{1,6}})",
):
    """ "Take back": the seat's last move, for its player only (bot.session.takebacks has the rules)."""

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

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> TakeBackButton:
        return cls(match["session"], int(match["seat"]), int(match["n"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await table_of(interaction).on_take_back(interaction, self.session, self.seat, self.n)


ROW_BUTTONS = 5  # Discord's limit on the buttons of one row
CLOSE_UP_BUTTONS = 4  # beside "Show my hand" in the last row; more close-ups go in a menu
KEY = r"(?P<key>[a-z0-9_.-]{1,24})"  # bot.render.base.CLOSE_UP_KEY


class CloseUpButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"look:{SESSION}:{KEY}"):
    """A close-up of the board, answered privately from the presser's own view."""

    def __init__(self, session: str, key: str, label: str = "Close-up", row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.secondary,
                custom_id=f"look:{session}:{key}",
                row=row,
            )
        )
        self.session, self.key = session, key

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CloseUpButton:
        return cls(match["session"], match["key"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await table_of(interaction).on_close_up(interaction, self.session, self.key)


class CloseUpSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=rf"looks:{SESSION}"):
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

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CloseUpSelect:
        return cls(match["session"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await table_of(interaction).on_close_up(interaction, self.session, selected(interaction)[:24])


LOBBY_OPS = {
    "join": ("Join", discord.ButtonStyle.success),
    "leave": ("Leave", discord.ButtonStyle.secondary),
    "start": ("Start", discord.ButtonStyle.primary),
    "cancel": ("Cancel", discord.ButtonStyle.danger),
}


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"lobby:{SESSION}:(?P<op>join|leave|start|cancel)",
):
    def __init__(self, session: str, op: str, row: int | None = None) -> None:
        label, style = LOBBY_OPS[op]
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"lobby:{session}:{op}", row=row)
        )
        self.session, self.op = session, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LobbyButton:
        return cls(match["session"], match["op"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await table_of(interaction).on_lobby(interaction, self.session, self.op, None)


class LobbySelect(
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
        super().__init__(
            discord.ui.Select(
                custom_id=f"{kind}:{session}",
                placeholder=placeholder[:150] or None,
                options=list(options) or [discord.SelectOption(label="-", value="-")],
                row=row,
            )
        )
        self.kind, self.session = kind, session

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LobbySelect:
        return cls(match["kind"], match["session"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await table_of(interaction).on_lobby(interaction, self.session, self.kind, selected(interaction))


# ---- /game rules: turning the pages of a private rules message (built by bot.discordside.rulespages) -------------

GAME = r"(?P<game>[a-z0-9]{1,20})"
SESSION_OR_NONE = r"(?P<session>[A-Za-z0-9_-]{1,32})"


class RulesButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"rules:{GAME}:{SESSION_OR_NONE}:(?P<page>-?\d{{1,3}}):(?P<dir>prev|next)",
):
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

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: Any, /
    ) -> RulesButton:
        return cls(match["game"], match["session"], int(match["page"]), match["dir"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await table_of(interaction).on_rules_page(interaction, self.game, self.session, self.page)


class RulesPageSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]], template=rf"rulespage:{GAME}:{SESSION_OR_NONE}"
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

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: Any, /
    ) -> RulesPageSelect:
        return cls(match["game"], match["session"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        try:
            page = int(selected(interaction, "0"))
        except ValueError:
            page = 0
        await table_of(interaction).on_rules_page(interaction, self.game, self.session, page)


# ---- /game pause: the other players agree ----------------------------------------------------------


class PauseAgreeButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"pauseok:{SESSION}"):
    def __init__(self, session: str) -> None:
        super().__init__(
            discord.ui.Button(
                label="Agree to pause", style=discord.ButtonStyle.primary, custom_id=f"pauseok:{session}"
            )
        )
        self.session = session

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PauseAgreeButton:
        return cls(match["session"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await table_of(interaction).on_pause_agree(interaction, self.session)


class RematchButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"rematch:{SESSION}"):
    """On a finished game's last message: a lobby with the same seats and options."""

    def __init__(self, session: str) -> None:
        super().__init__(
            discord.ui.Button(
                label="Rematch", style=discord.ButtonStyle.success, custom_id=f"rematch:{session}"
            )
        )
        self.session = session

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> RematchButton:
        return cls(match["session"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await table_of(interaction).on_rematch(interaction, self.session)


def rematch_view(session: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(session))
    return view


def pause_view(session: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(PauseAgreeButton(session))
    return view


# ---- /game log and /game replay: paging through a game's past (built by bot.discordside.pastpages) -------------------

PAGE_DIRECTIONS = {  # label, emoji
    "first": ("First", "⏮️"),
    "prev": ("Back", "◀️"),
    "next": ("Forward", "▶️"),
    "last": ("Last", "⏭️"),
}
MINE, PUBLIC = "mine", "public"  # a replay step with the viewer's own hand, or the public board alone


class LogPageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"logpage:{SESSION}:(?P<dir>first|prev|next|last):(?P<page>\d{{1,5}})",
):
    """A page of /game log; ``last`` opens the newest page (a running game's log grows)."""

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

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LogPageButton:
        return cls(match["session"], match["dir"], int(match["page"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        page = None if self.direction == "last" else self.page
        await table_of(interaction).on_log_page(interaction, self.session, page)


class ReplayButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"replay:{SESSION}:(?P<dir>first|prev|next|last|view):(?P<step>\d{{1,6}}):(?P<mode>{MINE}|{PUBLIC})",
):
    """A step of /game replay (``view`` shows or hides the viewer's own hand at the same step)."""

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

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ReplayButton:
        return cls(match["session"], match["dir"], int(match["step"]), match["mode"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await table_of(interaction).on_replay_step(interaction, self.session, self.step, self.mode == MINE)


class ReplayJumpSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=rf"replayjump:{SESSION}:(?P<mode>{MINE}|{PUBLIC})",
):
    """Jump to a step of /game replay; each value is a step's index."""

    def __init__(self, session: str, mode: str, options: Sequence[discord.SelectOption] = ()) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"replayjump:{session}:{mode}",
                placeholder="Jump to a step",
                options=list(options) or [discord.SelectOption(label="-", value="-")],
                row=1,
            )
        )
        self.session, self.mode = session, mode

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ReplayJumpSelect:
        return cls(match["session"], match["mode"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        value = selected(interaction)
        step = int(value) if value.isdigit() and len(value) <= 6 else -1
        await table_of(interaction).on_replay_step(interaction, self.session, step, self.mode == MINE)


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    ActionButton,
    ActionSelect,
    ShowHandButton,
    TakeBackButton,
    CloseUpButton,
    CloseUpSelect,
    LobbyButton,
    LobbySelect,
    RulesButton,
    RulesPageSelect,
    PauseAgreeButton,
    RematchButton,
    LogPageButton,
    ReplayButton,
    ReplayJumpSelect,
)


def is_ours(custom_id: str) -> bool:
    """Whether some component class here would accept this custom id."""
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in DYNAMIC_ITEMS)


def move_view(
    session: str,
    seat: int | None,
    n: int,
    choices: Sequence[Choice],
    *,
    peek: bool = True,
    close_ups: Sequence[tuple[str, str]] = (),
    take_backs: Sequence[tuple[int, int, str]] = (),
) -> discord.ui.View:
    """A fresh persistent view with a seat's moves (buttons, or selects when there are many), the "Show my
    hand" button, "Take back" for each seat that may (``(seat, n, label)``) and the board's close-ups
    (``(key, label)``)."""
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
    _add_take_backs(view, session, take_backs)
    if peek:
        _add_close_ups(view, session, close_ups)
    return view


def menus_view(
    session: str,
    menus: Sequence[tuple[int, str, int, Sequence[Choice]]],
    close_ups: Sequence[tuple[str, str]] = (),
    take_backs: Sequence[tuple[int, int, str]] = (),
) -> discord.ui.View:
    """A fresh persistent view with one menu per deciding seat ``(seat, name, n, choices)``, for public
    decisions several people make at once, the "Show my hand" button and the board's close-ups."""
    view = discord.ui.View(timeout=None)
    for row, (seat, name, n, choices) in enumerate(menus[:MAX_SELECTS]):
        placeholder = f"{name}: choose your move"
        view.add_item(ActionSelect(session, seat, n, 0, choices[:SELECT_OPTIONS], placeholder, row=row))
    view.add_item(ShowHandButton(session, row=4))
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


def server_name(interaction: discord.Interaction[Any]) -> str | None:
    """The name of the server a command came from, where the bot has the server in its cache."""
    guild = interaction.guild
    return guild.name if guild is not None and guild.name else None


def link_view(label: str, url: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    add_link(view, label, url)
    return view
