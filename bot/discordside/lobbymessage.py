"""The lobby: its message (who sits where, the options, the menus) and the one path every lobby action
takes, whether it comes from a button, a menu or a slash command.

Actions are named by the same words as the lobby's components (``join``, ``leave``, ``start``,
``cancel``, ``lobbyai``, ``lobbyopt``, ``lobbyseat``); the value of a menu comes as the component sent it
and is checked here, so a forged value gets a sentence and changes nothing.
"""

from __future__ import annotations

import json
from typing import Any, Literal, get_args, get_origin

import discord

from bot.catalogue.gamespec import Registry
from bot.catalogue.guide import GameGuide
from bot.discordside.components.lobbymenus import LOBBY_OPS, LobbyButton, LobbySelect
from bot.discordside.message import Message
from bot.discordside.payloads import GAME_COLOR, display_name
from bot.services.assistance import AssistanceService
from bot.services.core import Sessions
from bot.services.lobby import LobbyService
from bot.services.lobbysettings import LobbySettings
from bot.session import turnclock
from bot.session.game import Game
from bot.session.records import SessionStatus
from engines.base import GameError, IllegalAction

TAKEBACKS_ON = (
    "A player may take back their last move until someone else decides or something hidden is revealed."
)
TAKEBACKS_OFF = "Off: every move stays as made."
HINTS_ON = "Allowed: the player to act may ask the AI for its best choices (Hint). The game is not rated."
HINTS_OFF = "Off."


class LobbyMessage:
    """Lobby messages and lobby actions of the games in ``games``."""

    def __init__(
        self,
        games: Registry,
        sessions: Sessions,
        lobby: LobbyService,
        settings: LobbySettings,
        assistance: AssistanceService,
    ) -> None:
        self.games = games
        self.sessions = sessions
        self.lobby = lobby
        self.settings = settings
        self.assistance = assistance

    async def act(
        self, interaction: discord.Interaction[Any], session_id: str, op: str, value: str | None
    ) -> Game:
        user = interaction.user.id
        m = self.lobby
        if op == "join":
            return await m.join(session_id, user, display_name(interaction.user))
        if op == "leave":
            return await m.leave(session_id, user)
        if op == "start":
            return await m.start(session_id, user)
        if op == "cancel":
            return await m.cancel(session_id, user)
        if op == "lobbyai":
            return await m.add_ai(session_id, user, kind=value or None)
        if op == "lobbyopt":
            name, _, raw = (value or "").partition("=")
            try:
                parsed = json.loads(raw)
            except ValueError:
                raise IllegalAction("That option value is not valid.") from None
            game = await self.sessions.load(session_id)
            if isinstance(parsed, dict) and "toggle" in parsed:
                current = list(
                    game.session.options.get(name, getattr(game.engine.options_type(), name, ())) or ()
                )
                seat = parsed["toggle"]
                parsed = sorted(set(current) ^ {seat})
            return await self.settings.set_option(session_id, user, name, parsed)
        if op == "lobbyclock":
            what, _, name = (value or "").partition("=")
            if what == "takebacks" and name in ("on", "off"):
                return await self.settings.set_takebacks(session_id, user, name == "on")
            if what == "night" and name in ("on", "off"):
                return await self.settings.set_night(session_id, user, name == "on")
            if what == "hints" and name in ("on", "off"):
                return await self.assistance.set_hints(session_id, user, name == "on")
            game = await self.sessions.load(session_id)
            if what == "clock" and name in {p.name for p in turnclock.PRESETS}:
                return await self.settings.set_clock(session_id, user, turnclock.preset(name).seconds)
            if what == "timeout" and name in turnclock.TIMEOUTS:
                return await self.settings.set_clock(session_id, user, game.session.clock_seconds, name)
            raise IllegalAction("That turn clock is not valid.")
        if op == "lobbyseat":
            game = await self.sessions.load(session_id)
            if value == "random":
                return await self.settings.set_seat_order(session_id, user, "random")
            seats = list(range(len(game.session.seats)))
            if value == "join":
                return await self.settings.set_seat_order(session_id, user, seats)
            if value and value.startswith("first:") and value[6:].isdigit():
                first = int(value[6:])
                if first in seats:
                    return await self.settings.set_seat_order(
                        session_id, user, [first, *(s for s in seats if s != first)]
                    )
            raise IllegalAction("That seat order is not valid.")
        raise IllegalAction("That button is not one of mine.")

    @staticmethod
    def said(op: str, before: Game, after: Game, user_id: int) -> str:
        """The private answer to a lobby action taken by command."""
        if op == "join":
            return f"You joined {after.title} (seat {len(after.session.seats)})."
        if op == "start":
            return f"{after.title} starts!"
        if op == "leave" and before.status == SessionStatus.RUNNING:
            if after.status == SessionStatus.RUNNING:
                return "You left the game; an AI plays your seat now."
            return "You left; the game has ended."
        if op == "leave":
            return "You left the lobby."
        return "Done."

    def message(self, game: Game) -> Message:
        engine = game.engine
        session = game.session
        embed = discord.Embed(title=f"{game.title}: lobby", color=GAME_COLOR)
        lines = []
        spec = self.games.get(session.game)
        for seat in session.seats:
            kind = spec.ai_kind(seat.ai_kind) if spec is not None and seat.ai_kind else None
            who = (
                f"🤖 {seat.name} ({kind.label if kind else seat.ai_kind})"
                if seat.is_ai
                else f"<@{seat.user_id}>"
            )
            host = " (host)" if seat.user_id == session.host_user_id else ""
            role = engine.seat_role(seat.seat, max(len(session.seats), engine.min_players))
            shown_role = f": {role}" if role and not session.random_order else ""
            lines.append(f"{seat.seat + 1}. {who}{host}{shown_role}")
        players = (
            f"{engine.min_players}"
            if engine.min_players == engine.max_players
            else f"{engine.min_players}-{engine.max_players}"
        )
        embed.description = f"Host: <@{session.host_user_id}> · {players} players\n\n" + (
            "\n".join(lines) if lines else "No one has joined yet."
        )
        if session.status == SessionStatus.LOBBY:
            order = "random when the game starts" if session.random_order else "as listed"
            embed.add_field(name="Seat order", value=order, inline=False)
            embed.add_field(
                name="Turn clock",
                value=turnclock.clock_sentence(
                    session.clock_seconds, session.on_timeout, session.night_clocks
                ),
                inline=False,
            )
            embed.add_field(
                name="Taking back a move",
                value=TAKEBACKS_ON if session.takebacks else TAKEBACKS_OFF,
                inline=False,
            )
            embed.add_field(name="AI hints", value=HINTS_ON if session.hints else HINTS_OFF, inline=False)
            settings = _describe_options(game, self.games[game.session.game].guide)
            if settings:
                embed.add_field(name="Options", value=settings[:1024], inline=False)
            embed.set_footer(text="Join, then the host sets options and starts the game.")
            return Message(embeds=[embed], view=self._lobby_view(game))
        embed.set_footer(text=session.ended_reason or session.status.value)
        return Message(embeds=[embed])

    def _lobby_view(self, game: Game) -> discord.ui.View:
        view = discord.ui.View(timeout=None)
        for op in LOBBY_OPS:
            view.add_item(LobbyButton(game.id, op, row=0))
        spec = self.games[game.session.game]
        kinds = [k for k in spec.ai_kinds if k.name in self.lobby.ai_kinds]
        ai_options = [discord.SelectOption(label=f"Add AI: {k.label}", value=k.name) for k in kinds][:25]
        view.add_item(LobbySelect("lobbyai", game.id, ai_options, "Add an AI player…", row=1))
        option_entries = _option_entries(game, self.games[game.session.game].guide)
        if option_entries:
            view.add_item(LobbySelect("lobbyopt", game.id, option_entries[:25], "Set an option…", row=2))
        seat_entries = [
            discord.SelectOption(label="Random seat order", value="random"),
            discord.SelectOption(label="Seats in the order listed", value="join"),
        ]
        first_role = game.engine.seat_role(0, max(len(game.session.seats), game.engine.min_players))
        for seat in game.session.seats[:23]:
            label = f"{seat.name[:60]} is {first_role}" if first_role else f"{seat.name[:60]} takes seat 1"
            seat_entries.append(discord.SelectOption(label=label, value=f"first:{seat.seat}"))
        view.add_item(LobbySelect("lobbyseat", game.id, seat_entries, "Seat order…", row=3))
        view.add_item(
            LobbySelect("lobbyclock", game.id, _clock_entries(game), "Turn clock, take-backs, hints…", row=4)
        )
        return view


def _clock_entries(game: Game) -> list[discord.SelectOption]:
    """The lobby's clock menu: the presets, then what a timeout does (the current choices marked)."""
    session = game.session
    entries = [
        discord.SelectOption(
            label=f"Turn clock: {p.label}",
            value=f"clock={p.name}",
            default=False,
            emoji="✅" if p.seconds == session.clock_seconds else None,
        )
        for p in turnclock.PRESETS
    ]
    entries += [
        discord.SelectOption(
            label=f"On a timeout: {text}"[:100],
            value=f"timeout={name}",
            emoji="✅" if name == session.on_timeout else None,
        )
        for name, text in turnclock.TIMEOUTS.items()
    ]
    entries += [
        discord.SelectOption(
            label=f"Clocks stop in each player's quiet hours: {'yes' if on else 'no'}",
            value=f"night={'on' if on else 'off'}",
            emoji="✅" if on == session.night_clocks else None,
        )
        for on in (True, False)
    ]
    entries += [
        discord.SelectOption(
            label=f"Take-backs: {'allowed' if on else 'not allowed'}",
            value=f"takebacks={'on' if on else 'off'}",
            emoji="✅" if on == session.takebacks else None,
        )
        for on in (True, False)
    ]
    entries += [
        discord.SelectOption(
            label=f"AI hints: {'allowed (not rated)' if on else 'off'}",
            value=f"hints={'on' if on else 'off'}",
            emoji="✅" if on == session.hints else None,
        )
        for on in (True, False)
    ]
    return entries


def _option_values(field: Any, num_seats: int) -> list[Any] | None:
    """The values a lobby offers for one options field, or None if it cannot be set from a select."""
    annotation = field.annotation
    origin = get_origin(annotation)
    args = get_args(annotation)
    if annotation is bool:
        return [True, False]
    if origin is Literal:
        return list(args)
    if origin is tuple and args and args[0] is int:
        return [{"toggle": s} for s in range(max(num_seats, 1))]
    ints = [a for a in args if a is int] if args else ([int] if annotation is int else [])
    if ints:
        lo, hi = 0, 9
        for meta in field.metadata:
            lo = getattr(meta, "ge", lo) if getattr(meta, "ge", None) is not None else lo
            hi = getattr(meta, "le", hi) if getattr(meta, "le", None) is not None else hi
        values: list[Any] = [None] if type(None) in args else []
        return values + list(range(lo, min(hi, lo + 10) + 1))
    return None


def _option_entries(game: Game, guide: GameGuide | None) -> list[discord.SelectOption]:
    """The lobby's option menu: one entry per value, named as the game's guide names them."""
    entries = []
    fields = game.engine.options_type.model_fields
    for name, field in fields.items():
        if name in game.engine.derived_options:
            continue  # follows from who sits where (options_for_seats)
        seats = game.session.seats
        names_seat = name in game.engine.seat_options
        # A seat option offers the players in the lobby by name (and "random"), not place numbers.
        values = [None, *range(len(seats))] if names_seat else _option_values(field, len(seats))
        if values is None:
            continue
        told = guide.option(name) if guide is not None else None
        label_of = told.label if told is not None else name.replace("_", " ")
        for value in values:
            if isinstance(value, dict):
                shown = f"toggle seat {value['toggle'] + 1}"
            elif names_seat and isinstance(value, int):
                shown = seats[value].name
            elif told is not None:
                shown = told.describe(value)
            else:
                shown = "unset" if value is None else str(value)
            entries.append(
                discord.SelectOption(
                    label=f"{label_of}: {shown}"[:100],
                    value=f"{name}={json.dumps(value)}"[:100],
                    description=((told.text if told is not None else field.description) or "")[:100] or None,
                )
            )
    return entries


def _describe_options(game: Game, guide: GameGuide | None) -> str:
    try:
        options = game.options
    except GameError:
        return ""
    parts = []
    for name in type(options).model_fields:
        if name in game.engine.derived_options:
            # Set from the seats at the start (e.g. Grim Prospects' artificial seats); before that its
            # default would contradict the seat list ("artificial seats: none" beside two of them).
            continue
        value = getattr(options, name)
        told = guide.option(name) if guide is not None else None
        if name in game.engine.seat_options and isinstance(value, int) and value < len(game.session.seats):
            label_of = told.label if told is not None else name.replace("_", " ")
            parts.append(f"{label_of}: **{discord.utils.escape_markdown(game.session.seats[value].name)}**")
            continue
        if told is not None:
            parts.append(f"{told.label}: **{told.describe(value)}**")
            continue
        shown = (
            "unset"
            if value is None
            else (", ".join(str(v + 1) for v in value) or "none")
            if isinstance(value, tuple)
            else str(value)
        )
        parts.append(f"{name.replace('_', ' ')}: **{shown}**")
    return "\n".join(parts)
