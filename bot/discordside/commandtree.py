"""The slash-command tree: checks that what Discord sent fits the commands as this bot defines them, and
turns every command failure into a sentence for the user.

Discord's apps keep a copy of a bot's commands, refreshed within about an hour of a change. Until then a
user may send a command in its older shape: an option that was text and is now a number, a choice that
no longer exists, a value outside today's limits, a removed subcommand. discord.py hands such values to
the command as they came (a string where an ``int`` is annotated), so they are checked here, before any
command runs, and refused with a sentence; nothing is changed.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any, cast

import discord
from discord import app_commands

from bot.i18n import refusal_of, said
from bot.session.errors import CommandOutOfDate, cut
from engines.base import GameError
from engines.phrasing import Words

log = logging.getLogger(__name__)

Option = discord.AppCommandOptionType
# What an option takes, by its type: "channel-expects-<name>" in the catalogues ("a whole number").
EXPECTED = {
    Option.integer: "integer",
    Option.number: "number",
    Option.string: "string",
    Option.boolean: "boolean",
    Option.user: "user",
    Option.channel: "channel",
    Option.role: "role",
    Option.mentionable: "mentionable",
    Option.attachment: "attachment",
}


def expected(kind: discord.AppCommandOptionType) -> Words:
    """What an option of ``kind`` takes, in words ("a whole number")."""
    return Words(id=f"channel-expects-{EXPECTED.get(kind, 'other')}")


class OutdatedOption(app_commands.AppCommandError):
    """An option value that today's command would not accept: its words are the sentence to show (its
    message, their English)."""

    def __init__(self, message_id: str, **args: Any) -> None:
        self.words = Words(id=message_id, args=args)
        super().__init__(said(self.words))


class TabletopTree(app_commands.CommandTree[Any]):
    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        if interaction.type is discord.InteractionType.application_command:
            data: dict[str, Any] = interaction.data or {}  # type: ignore[assignment]
            command = interaction.command  # None: not one of today's (discord.py then says so, on_error)
            if data.get("type", 1) == 1 and isinstance(command, app_commands.Command):
                check_options(command, given_options(data))
        return True

    async def on_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError, /
    ) -> None:
        wiring = getattr(interaction.client, "wiring", None)
        if wiring is None:
            log.error("A command failed before the bot was ready", exc_info=error)
            return
        await wiring.gate.refuse(interaction, command_refusal(interaction, error))


def given_options(data: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The options a slash command was given, below its subcommand group and subcommand (as Discord sends
    them: a subcommand or group is an option of type 1 or 2 holding the next level's)."""
    options = cast(list[Mapping[str, Any]], data.get("options") or [])
    while options and options[0].get("type") in (Option.subcommand.value, Option.subcommand_group.value):
        options = cast(list[Mapping[str, Any]], options[0].get("options") or [])
    return options


def check_options(command: app_commands.Command[Any, ..., Any], options: Sequence[Mapping[str, Any]]) -> None:
    """Raise ``OutdatedOption`` or ``CommandSignatureMismatch`` if an option does not fit ``command``."""
    for given in options:
        parameter = command.get_parameter(str(given.get("name", "")))
        if parameter is None:
            raise app_commands.CommandSignatureMismatch(command)
        name = cut(parameter.display_name)  # the catalogue quotes it
        value = given.get("value")
        if given.get("type") != parameter.type.value:
            raise OutdatedOption("channel-option-takes-old", option=name, expected=expected(parameter.type))
        if parameter.choices and value not in [c.value for c in parameter.choices]:
            raise OutdatedOption("channel-option-not-a-choice", value=cut(value), option=name)
        if isinstance(value, int | float) and not isinstance(value, bool):
            low, high = parameter.min_value, parameter.max_value
            if (low is not None and value < low) or (high is not None and value > high):
                raise OutdatedOption("channel-option-range", option=name, range=_range_words(low, high))
        if isinstance(value, str):
            low, high = parameter.min_value, parameter.max_value  # lengths, for a string
            if (low is not None and len(value) < low) or (high is not None and len(value) > high):
                too = "long" if high and len(value) > high else "short"
                raise OutdatedOption(f"channel-option-too-{too}", option=name)


def _range_words(low: float | None, high: float | None) -> Words:
    if low is not None and high is not None:
        return Words(id="channel-range-between", args={"least": _n(low), "most": _n(high)})
    if low is not None:
        return Words(id="channel-range-at-least", args={"least": _n(low)})
    return Words(id="channel-range-at-most", args={"most": _n(high or 0)})


def _n(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def command_refusal(interaction: discord.Interaction[Any], error: app_commands.AppCommandError) -> Exception:
    """What to tell a user whose slash command failed before or inside its handler: a GameError with a
    sentence, or the original exception for a bug (logged, and answered with an apology)."""
    cause: Exception = error.original if isinstance(error, app_commands.CommandInvokeError) else error
    if isinstance(cause, GameError):
        return cause
    if isinstance(cause, OutdatedOption):
        return GameError(str(cause), words=cause.words)
    if isinstance(cause, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
        return CommandOutOfDate()
    if isinstance(cause, app_commands.TransformerError):
        name = _option_named(interaction, cause.value)
        takes = expected(cause.type)
        if name:
            return refusal_of(GameError, "channel-option-takes", option=name, expected=takes)
        return refusal_of(GameError, "channel-that-option-takes", expected=takes)
    if isinstance(cause, app_commands.NoPrivateMessage):
        return refusal_of(GameError, "channel-server-only")
    if isinstance(cause, app_commands.MissingPermissions):
        return refusal_of(GameError, "channel-manage-server")
    if isinstance(cause, app_commands.CheckFailure):
        return refusal_of(GameError, "channel-cannot-use")
    return cause


def _option_named(interaction: discord.Interaction[Any], value: object) -> str | None:
    """The name of the command option that was given ``value`` (the one that did not fit)."""
    command = interaction.command
    parameters = getattr(command, "parameters", None) or []
    for parameter in parameters:
        if getattr(interaction.namespace, parameter.name, None) == value:
            return cut(parameter.display_name)
    return None
