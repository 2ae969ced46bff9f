"""``LobbyMessage``: a lobby's message: who sits where, the game's options and the table's settings, and
the host's menus (its components: ``cogs.tables.components``; what each action does:
``cogs.tables.lobbyactions``)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Literal, get_args, get_origin

import discord

from bot.catalogue.gamespec import Registry
from bot.catalogue.guide import GameGuide, OptionGuide
from bot.discordside.components import Components
from bot.discordside.message import Message
from bot.discordside.payloads import GAME_COLOR
from bot.i18n import LANGUAGES, Speaker, about
from bot.render.textlimits import FIELD_VALUE, clipped
from bot.session import turnclock
from bot.session.errors import cut
from bot.session.game import Game
from bot.session.preferences import LANGUAGE_NAMES
from bot.session.records import SessionStatus
from cogs.tables.components import LobbyButton, LobbyMenu, lobby_button, lobby_menu
from engines.base import GameError

# The table's languages a host may pick in the lobby, each named in itself.
OPTION_LABEL = 100  # characters of a menu option's label and description (Discord's limit)
TABLE_LANGUAGES = {code: LANGUAGE_NAMES[code] for code in LANGUAGES}


class LobbyMessage:
    """The lobby messages of the games in ``catalogue``; ``ai_kinds`` are the AIs a seat may be given."""

    def __init__(self, catalogue: Registry, ai_kinds: Sequence[str]) -> None:
        self.catalogue = catalogue
        self.ai_kinds = tuple(ai_kinds)

    def message(self, game: Game) -> Message:
        """The lobby in the table's language (the game's own words, its options and roles, are English
        until the games say them in words)."""
        engine = game.engine
        session = game.session
        say = Speaker(session.table_language)
        embed = discord.Embed(title=say("lobby-title", title=game.title), color=GAME_COLOR)
        lines = []
        spec = self.catalogue.get(session.game)
        for seat in session.seats:
            kind = spec.ai_kind(seat.ai_kind) if spec is not None and seat.ai_kind else None
            who = (
                f"🤖 {seat.name} ({kind.said(say) if kind else seat.ai_kind})"
                if seat.is_ai
                else f"<@{seat.user_id}>"
            )
            host = say("lobby-host-mark") if seat.user_id == session.host_user_id else ""
            count = max(len(session.seats), engine.min_players)
            role = say.either(
                engine.seat_role(seat.seat, count) or "", engine.seat_role_words(seat.seat, count)
            )
            shown_role = f": {role}" if role and not session.random_order else ""
            lines.append(f"{seat.seat + 1}. {who}{host}{shown_role}")
        host = f"<@{session.host_user_id}>"
        head = (
            say("lobby-head", host=host, players=engine.min_players)
            if engine.min_players == engine.max_players
            else say("lobby-head-range", host=host, least=engine.min_players, most=engine.max_players)
        )
        embed.description = head + "\n\n" + ("\n".join(lines) if lines else say("lobby-nobody"))
        if session.status == SessionStatus.LOBBY:
            order = say("lobby-order-random" if session.random_order else "lobby-order-listed")
            embed.add_field(name=say("lobby-field-order"), value=order, inline=False)
            embed.add_field(
                name=say("lobby-field-clock"),
                value=say.words(
                    turnclock.clock_words(session.clock_seconds, session.on_timeout, session.night_clocks)
                ),
                inline=False,
            )
            embed.add_field(
                name=say("lobby-field-takebacks"),
                value=say("lobby-takebacks-on" if session.takebacks else "lobby-takebacks-off"),
                inline=False,
            )
            embed.add_field(
                name=say("lobby-field-hints"),
                value=say("lobby-hints-on" if session.hints else "lobby-hints-off"),
                inline=False,
            )
            embed.add_field(
                name=say("lobby-field-language"), value=about(session.table_language).name, inline=False
            )
            guide = self.catalogue[game.session.game].guide_in(session.table_language)
            settings = _describe_options(game, guide, say)
            if settings:
                embed.add_field(
                    name=say("lobby-field-options"), value=clipped(settings, FIELD_VALUE), inline=False
                )
            embed.set_footer(text=say("lobby-footer"))
            return Message(embeds=[embed], view=self._lobby_view(game, say))
        reason = session.ended_reason
        status = say("lobby-status", status=session.status.value)
        embed.set_footer(text=say.either(reason, session.ended_words) if reason else status)
        return Message(embeds=[embed])

    def _lobby_view(self, game: Game, say: Speaker) -> Components:
        view = Components()
        for op in LobbyButton:
            view.add_item(lobby_button(game.id, op, row=0, label=say(f"lobby-button-{op.value}")))
        spec = self.catalogue[game.session.game]
        kinds = [k for k in spec.ai_kinds if k.name in self.ai_kinds]
        ai_options = [
            discord.SelectOption(label=say("lobby-add-ai-option", kind=k.said(say)), value=k.name)
            for k in kinds
        ][:25]
        view.add_item(lobby_menu(game.id, LobbyMenu.ADD_AI, ai_options, say("lobby-menu-add-ai"), row=1))
        option_entries = _option_entries(game, spec.guide_in(game.session.table_language), say)
        if option_entries:
            menu = lobby_menu(game.id, LobbyMenu.OPTION, option_entries[:25], say("lobby-menu-option"), row=2)
            view.add_item(menu)
        seat_entries = [
            discord.SelectOption(label=say("lobby-order-random-option"), value="random"),
            discord.SelectOption(label=say("lobby-order-listed-option"), value="join"),
        ]
        count = max(len(game.session.seats), game.engine.min_players)
        first_role = say.either(game.engine.seat_role(0, count) or "", game.engine.seat_role_words(0, count))
        for seat in game.session.seats[:23]:
            label = (
                say("lobby-first-role", name=seat.name[:60], role=first_role)
                if first_role
                else say("lobby-first-seat", name=seat.name[:60])
            )
            seat_entries.append(discord.SelectOption(label=cut(label, 100), value=f"first:{seat.seat}"))
        view.add_item(lobby_menu(game.id, LobbyMenu.SEAT_ORDER, seat_entries, say("lobby-menu-order"), row=3))
        view.add_item(
            lobby_menu(
                game.id, LobbyMenu.SETTINGS, _clock_entries(game, say), say("lobby-menu-settings"), row=4
            )
        )
        return view


def _clock_entries(game: Game, say: Speaker) -> list[discord.SelectOption]:
    """The lobby's settings menu: the clock presets, what a timeout does, night clocks, take-backs, hints
    and the table's language (the current choices marked)."""
    session = game.session
    entries = [
        discord.SelectOption(
            label=say("lobby-clock-option", clock=say.words(p.words)),
            value=f"clock={p.name}",
            default=False,
            emoji="✅" if p.seconds == session.clock_seconds else None,
        )
        for p in turnclock.PRESETS
    ]
    entries += [
        discord.SelectOption(
            label=cut(say("lobby-timeout-option", then=say.words(turnclock.timeout_words(name))), 100),
            value=f"timeout={name}",
            emoji="✅" if name == session.on_timeout else None,
        )
        for name in turnclock.TIMEOUTS
    ]
    entries += [
        discord.SelectOption(
            label=say("lobby-night-option", on="true" if on else "false"),
            value=f"night={'on' if on else 'off'}",
            emoji="✅" if on == session.night_clocks else None,
        )
        for on in (True, False)
    ]
    entries += [
        discord.SelectOption(
            label=say("lobby-takebacks-option", on="true" if on else "false"),
            value=f"takebacks={'on' if on else 'off'}",
            emoji="✅" if on == session.takebacks else None,
        )
        for on in (True, False)
    ]
    entries += [
        discord.SelectOption(
            label=say("lobby-hints-option", on="true" if on else "false"),
            value=f"hints={'on' if on else 'off'}",
            emoji="✅" if on == session.hints else None,
        )
        for on in (True, False)
    ]
    entries += [
        discord.SelectOption(
            label=say("lobby-language-option", name=name),
            value=f"language={code}",
            emoji="✅" if code == session.table_language else None,
        )
        for code, name in TABLE_LANGUAGES.items()
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


def _option_entries(game: Game, guide: GameGuide | None, say: Speaker) -> list[discord.SelectOption]:
    """The lobby's option menu: one entry per value, named as the game's guide (in the table's language)
    names them; what an option does is its guide's text, shortened visibly to a description's 100
    characters (the whole of it is in /game rules)."""
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
        label_of = told.label if told is not None else name
        does = told.menu_text if told is not None else field.description
        for value in values:
            if isinstance(value, dict):
                shown = say("lobby-option-toggle-seat", seat=value["toggle"] + 1)
            elif names_seat and isinstance(value, int):
                shown = seats[value].name
            elif told is not None:
                shown = told.describe(value, say)
            else:
                shown = say("guide-value-not-set") if value is None else str(value)
            entries.append(
                discord.SelectOption(
                    # The guides' labels fit with any value (tests/test_guides.py); a long name is shortened
                    # visibly.
                    label=cut(say("lobby-option-value", option=label_of, value=shown), OPTION_LABEL),
                    value=f"{name}={json.dumps(value)}",
                    description=cut(does, OPTION_LABEL) if does else None,
                )
            )
    return entries


def _describe_options(game: Game, guide: GameGuide | None, say: Speaker) -> str:
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
        label_of = told.label if told is not None else name
        if name in game.engine.seat_options and isinstance(value, int) and value < len(game.session.seats):
            shown = discord.utils.escape_markdown(game.session.seats[value].name)
        elif told is not None:
            shown = told.describe(value, say)
        else:
            shown = OptionGuide(name, name, "", seats=True).describe(value, say)
        parts.append(say("lobby-option-set", option=label_of, value=shown))
    return "\n".join(parts)
