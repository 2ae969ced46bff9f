"""What every persistent component shares: its state lives in its ``custom_id``, read back by one
``from_custom_id`` (``Persistent``), and its click goes to the handler of its feature (``clicks``).

A component's custom id template names its fields with the same words as its constructor's parameters,
so one ``from_custom_id`` serves every component: the named groups become keyword arguments, and the
groups listed in ``numbers`` become integers. The handlers are the features of the running bot
(``bot.host.Host``), seen here through the protocols below so that this module imports nothing above it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Protocol, Self, cast

import discord

SESSION = r"(?P<session>[A-Za-z0-9_-]{1,32})"
SEAT = r"(?P<seat>\d{1,2})"
COUNT = r"(?P<n>\d{1,6})"  # a seat's decision count when the component was offered
GAME = r"(?P<game>[a-z0-9]{1,20})"


class Persistent:
    """Mixed into a ``DynamicItem``: builds the component again from its custom id after a restart."""

    numbers: ClassVar[frozenset[str]] = frozenset()  # the template's groups that are integers

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        fields: dict[str, Any] = {
            name: int(value) if name in cls.numbers else value for name, value in match.groupdict().items()
        }
        build: Any = cls  # each component's constructor takes its template's fields by name
        built: Self = build(**fields)
        return built


def menu(
    custom_id: str,
    options: Sequence[discord.SelectOption],
    placeholder: str = "",
    row: int | None = None,
) -> discord.ui.Select[Any]:
    """A select menu as every component builds one: its placeholder within Discord's 150 characters (none
    if empty), and a stand-in option while it has none yet (Discord requires one; ``from_custom_id``
    builds a menu before its options are known)."""
    return discord.ui.Select(
        custom_id=custom_id,
        placeholder=placeholder[:150] or None,
        options=list(options) or [discord.SelectOption(label="-", value="-")],
        row=row,
    )


def selected(interaction: discord.Interaction[Any], default: str = "") -> str:
    """The first value picked in a select menu (``default`` if none came)."""
    data = cast(Mapping[str, Any], interaction.data or {})
    values = data.get("values") or [default]
    return str(values[0])


class BoardHandler(Protocol):
    """Clicks on a board or a private view (``bot.discordside.boardclicks.BoardClicks``)."""

    async def on_move(
        self, interaction: discord.Interaction[Any], session_id: str, seat: int, n: int, action_id: str
    ) -> None: ...

    async def on_take_back(
        self, interaction: discord.Interaction[Any], session_id: str, seat: int, n: int
    ) -> None: ...

    async def on_peek(self, interaction: discord.Interaction[Any], session_id: str) -> None: ...

    async def on_close_up(self, interaction: discord.Interaction[Any], session_id: str, key: str) -> None: ...


class LobbyHandler(Protocol):
    """Clicks on a lobby and on a finished game's "Rematch" (``bot.discordside.lobbyclicks.LobbyClicks``)."""

    async def on_lobby(
        self, interaction: discord.Interaction[Any], session_id: str, op: str, value: str | None
    ) -> None: ...

    async def on_rematch(self, interaction: discord.Interaction[Any], session_id: str) -> None: ...


class RulesHandler(Protocol):
    """Pages of ``/game rules`` (``bot.discordside.rulespages.RulesPages``)."""

    async def on_rules_page(
        self, interaction: discord.Interaction[Any], game: str, session_id: str, page: int
    ) -> None: ...


class PastHandler(Protocol):
    """Pages of ``/game log`` and steps of ``/game replay`` (``bot.discordside.pastpages.Replays``)."""

    async def on_log_page(
        self, interaction: discord.Interaction[Any], session_id: str, page: int | None
    ) -> None: ...

    async def on_replay_step(
        self, interaction: discord.Interaction[Any], session_id: str, step: int, mine: bool
    ) -> None: ...


class PauseHandler(Protocol):
    """Agreeing to a pause (``bot.discordside.pauses.Pauses``)."""

    async def on_pause_agree(self, interaction: discord.Interaction[Any], session_id: str) -> None: ...


class SettingsHandler(Protocol):
    """A person's settings panel (``bot.discordside.settingspanel.SettingsPanel``)."""

    async def on_setting(self, interaction: discord.Interaction[Any], what: str, value: str) -> None: ...


class TourneyHandler(Protocol):
    """A tournament's sign-up buttons (``bot.discordside.tourneyclicks.TourneyClicks``)."""

    async def on_button(self, interaction: discord.Interaction[Any], tournament_id: str, op: str) -> None: ...


class CoachHandler(Protocol):
    """ "Hint" and a review's pages (``bot.discordside.coachclicks.CoachClicks``)."""

    async def on_hint(self, interaction: discord.Interaction[Any], session_id: str) -> None: ...

    async def on_review(self, interaction: discord.Interaction[Any], session_id: str, page: int) -> None: ...


class Clicks(Protocol):
    """The features a click can reach, as the running bot holds them (``bot.host.Host``)."""

    @property
    def board(self) -> BoardHandler: ...

    @property
    def lobby_clicks(self) -> LobbyHandler: ...

    @property
    def rules(self) -> RulesHandler: ...

    @property
    def replays(self) -> PastHandler: ...

    @property
    def pauses(self) -> PauseHandler: ...

    @property
    def panel(self) -> SettingsHandler: ...

    @property
    def tourneys(self) -> TourneyHandler: ...

    @property
    def coach(self) -> CoachHandler: ...


def clicks(interaction: discord.Interaction[Any]) -> Clicks:
    """The features of the bot that received the click."""
    host: Clicks = interaction.client.host
    return host
