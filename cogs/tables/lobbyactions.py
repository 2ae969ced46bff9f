"""``LobbyActions``: the one path every lobby action takes, whether it comes from a button, a menu or a
slash command, dispatched by the action (``LobbyButton``, ``LobbyMenu``) through a table.

The value of a menu comes as the component sent it and is checked here, so a forged value gets a sentence
and changes nothing.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.discordside.payloads import display_name
from bot.i18n import Speaker, refused
from bot.services import Services
from bot.session import turnclock
from bot.session.game import Game
from bot.session.records import SessionStatus
from cogs.tables.components import LobbyButton, LobbyMenu

LobbyAction = LobbyButton | LobbyMenu
Act = Callable[[str, int, discord.Interaction[Any], str | None], Awaitable[Game]]
ON_OFF = {"on": True, "off": False}


class LobbyActions:
    """What each lobby action does."""

    def __init__(self, services: Services) -> None:
        self.games = services.games
        self.lobby = services.lobby
        self.settings = services.lobby_settings
        self.assistance = services.assistance
        self._table: dict[LobbyAction, Act] = {
            LobbyButton.JOIN: self._join,
            LobbyButton.LEAVE: lambda session, user, _i, _v: self.lobby.leave(session, user),
            LobbyButton.START: lambda session, user, _i, _v: self.lobby.start(session, user),
            LobbyButton.CANCEL: lambda session, user, _i, _v: self.lobby.cancel(session, user),
            LobbyMenu.ADD_AI: lambda session, user, _i, value: self.lobby.add_ai(
                session, user, kind=value or None
            ),
            LobbyMenu.OPTION: self._set_option,
            LobbyMenu.SEAT_ORDER: self._set_seat_order,
            LobbyMenu.SETTINGS: self._set_setting,
        }
        # The settings menu's values, "what=choice": each setting's own check and change.
        self._settings: dict[str, Callable[[str, int, str], Awaitable[Game]]] = {
            "takebacks": self._set_takebacks,
            "night": self._set_night,
            "hints": self._set_hints,
            "clock": self._set_clock,
            "timeout": self._set_timeout,
            "language": self._set_language,
        }

    async def act(
        self, interaction: discord.Interaction[Any], session_id: str, action: LobbyAction, value: str | None
    ) -> Game:
        return await self._table[action](session_id, interaction.user.id, interaction, value)

    async def _join(
        self, session_id: str, user: int, interaction: discord.Interaction[Any], _: str | None
    ) -> Game:
        return await self.lobby.join(session_id, user, display_name(interaction.user))

    async def _set_option(self, session_id: str, user: int, _: Any, value: str | None) -> Game:
        name, _, raw = (value or "").partition("=")
        try:
            parsed = json.loads(raw)
        except ValueError:
            raise refused("refusal-option-value-invalid") from None
        if isinstance(parsed, dict) and "toggle" in parsed:
            game = await self.games.load(session_id)
            current = list(
                game.session.options.get(name, getattr(game.engine.options_type(), name, ())) or ()
            )
            parsed = sorted(set(current) ^ {parsed["toggle"]})
        return await self.settings.set_option(session_id, user, name, parsed)

    async def _set_seat_order(self, session_id: str, user: int, _: Any, value: str | None) -> Game:
        if value == "random":
            return await self.settings.set_seat_order(session_id, user, "random")
        game = await self.games.load(session_id)
        seats = list(range(len(game.session.seats)))
        if value == "join":
            return await self.settings.set_seat_order(session_id, user, seats)
        first = value.removeprefix("first:") if value and value.startswith("first:") else ""
        if first.isdigit() and int(first) in seats:
            order = [int(first), *(s for s in seats if s != int(first))]
            return await self.settings.set_seat_order(session_id, user, order)
        raise refused("refusal-seat-order-invalid")

    async def _set_setting(self, session_id: str, user: int, _: Any, value: str | None) -> Game:
        what, _, choice = (value or "").partition("=")
        change = self._settings.get(what)
        if change is None:
            raise refused("refusal-setting-invalid")
        return await change(session_id, user, choice)

    async def _set_language(self, session_id: str, user: int, choice: str) -> Game:
        return await self.settings.set_language(session_id, user, choice)

    async def _set_takebacks(self, session_id: str, user: int, choice: str) -> Game:
        return await self.settings.set_takebacks(session_id, user, _on_off(choice))

    async def _set_night(self, session_id: str, user: int, choice: str) -> Game:
        return await self.settings.set_night(session_id, user, _on_off(choice))

    async def _set_hints(self, session_id: str, user: int, choice: str) -> Game:
        return await self.assistance.set_hints(session_id, user, _on_off(choice))

    async def _set_clock(self, session_id: str, user: int, choice: str) -> Game:
        if choice not in {p.name for p in turnclock.PRESETS}:
            raise refused("refusal-setting-invalid")
        return await self.settings.set_clock(session_id, user, turnclock.preset(choice).seconds)

    async def _set_timeout(self, session_id: str, user: int, choice: str) -> Game:
        if choice not in turnclock.TIMEOUTS:
            raise refused("refusal-setting-invalid")
        game = await self.games.load(session_id)
        return await self.settings.set_clock(session_id, user, game.session.clock_seconds, choice)


def _on_off(choice: str) -> bool:
    if choice not in ON_OFF:
        raise refused("refusal-setting-invalid")
    return ON_OFF[choice]


def said(action: LobbyButton, before: Game, after: Game, say: Speaker) -> str:
    """The private answer to a lobby action taken by command (``/game join|leave|start``), in its reader's
    words."""
    if action == LobbyButton.JOIN:
        return say("lobby-said-joined", title=after.title, seat=len(after.session.seats))
    if action == LobbyButton.START:
        return say("lobby-said-starts", title=after.title)
    if action == LobbyButton.LEAVE and before.status == SessionStatus.RUNNING:
        if after.status == SessionStatus.RUNNING:
            return say("lobby-said-left-ai")
        return say("lobby-said-left-ended")
    if action == LobbyButton.LEAVE:
        return say("lobby-said-left-lobby")
    return say("lobby-said-done")
