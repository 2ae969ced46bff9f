"""Components: custom ids declared once, the buttons and menus a message carries, and the receivers of
their clicks.

A persistent button or menu keeps its state in its custom id (at most 100 characters), so that it works
after a restart. Each kind of custom id is one ``CustomId``: its form (``act:{session}:{seat}:{n}:
{action_id}``), the ``Part`` each field is written with, and the typed fields (a ``NamedTuple``) it stands
for. The same declaration builds an id (``build``), gives discord.py the pattern clicks are matched
against, and reads the fields back (``parse``).

A message's buttons and menus are ``Components``: a view that discord.py does not listen to (it is
stopped when made), so no view is kept in memory for each message. Each click goes to the ``Receiver`` of
its custom id: a ``DynamicItem`` that the feature handling it declares beside its handler and registers
when it loads (``bot.discordside.feature.Feature``), the same before a restart and after; it finds its
feature's cog in discord.py's own registry of cogs (``cog_of``), not through a wiring object. This is also how the
shared board (``bot.discordside.boardviews``) carries buttons that several features receive: the moves,
"Hint", "Rematch", "Review". A receiver's ``clicked`` runs inside the gate (``bot.discordside.gate``): a
click during a shutdown is answered instead of taken, and whatever it raises becomes one private
sentence.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Self, TypeVar

import discord
from discord.ext import commands

from bot.discordside.gate import Gate

MAX_LENGTH = 100  # Discord's limit on a custom id
PLACEHOLDER_LIMIT = 150  # Discord's limit on a select menu's placeholder

V = TypeVar("V")
C = TypeVar("C", bound=commands.Cog)
F = TypeVar("F", bound=tuple[Any, ...])
E = TypeVar("E", bound=enum.Enum)


@dataclass(frozen=True)
class Part(Generic[V]):
    """How one field of a custom id is written: the text it may be (a regular expression without groups),
    how that text is read back, and how a value is written."""

    pattern: str
    read: Callable[[str], V]
    write: Callable[[V], str] = str


def text(pattern: str) -> Part[str]:
    return Part(pattern, str)


def number(pattern: str) -> Part[int]:
    return Part(pattern, int)


def one_of(kind: type[E]) -> Part[E]:
    """A field that is one member of an enum, written as the member's value."""
    values = "|".join(re.escape(str(member.value)) for member in kind)
    return Part(f"(?:{values})", kind, lambda member: str(member.value))


SESSION = text(r"[A-Za-z0-9_-]{1,32}")  # a game's own id (never its channel's)
SEAT = number(r"\d{1,2}")
COUNT = number(r"\d{1,6}")  # a seat's decision count when the component was offered
ACTION_ID = text(r"[a-z0-9_.-]{1,40}")  # an action id (engines/base.py)
GAME = text(r"[a-z0-9]{1,20}")  # a game's key


class CustomId(Generic[F]):
    """One kind of custom id: its form and its typed fields, declared once."""

    FIELD = re.compile(r"\{([a-z_]+)\}")

    def __init__(self, form: str, fields: type[F], **parts: Part[Any]) -> None:
        names = self.FIELD.findall(form)
        declared = list(getattr(fields, "_fields", ()))
        if sorted(names) != sorted(declared) or set(names) != set(parts):
            raise ValueError(f"{form!r}: its fields, {fields.__name__}'s and the parts given differ")
        self.form = form
        self.fields = fields
        self.parts: Mapping[str, Part[Any]] = parts
        literals = self.FIELD.split(form)[0::2]
        pattern = "".join(
            re.escape(literal) + (f"(?P<{name}>{parts[name].pattern})" if name else "")
            for literal, name in zip(literals, [*names, ""], strict=True)
        )
        self.pattern = re.compile(pattern)

    def build(self, fields: F) -> str:
        """The custom id of these fields; a value its part does not allow is a bug, never sent."""
        values = dict(zip(self.fields._fields, fields, strict=True))  # type: ignore[attr-defined]
        built = self.form.format(**{name: part.write(values[name]) for name, part in self.parts.items()})
        if len(built) > MAX_LENGTH or self.pattern.fullmatch(built) is None:
            raise ValueError(f"{built!r} is not a custom id of the form {self.form!r}")
        return built

    def parse(self, custom_id: str) -> F | None:
        """The fields of ``custom_id``, or None when it is not of this kind."""
        match = self.pattern.fullmatch(custom_id)
        return None if match is None else self.read(match)

    def read(self, match: re.Match[str]) -> F:
        groups = match.groupdict()
        return self.fields(**{name: part.read(groups[name]) for name, part in self.parts.items()})


class Components(discord.ui.View):
    """The buttons and menus of one message, built anew for every message. discord.py does not listen to
    it (``stop``): each click goes to the receiver of its custom id."""

    def __init__(self) -> None:
        super().__init__(timeout=None)
        self.stop()


class Receiver(discord.ui.DynamicItem[discord.ui.Item[Any]], Generic[F], template=r"(?!)"):
    """Receives the clicks on one kind of custom id and hands them to its feature (``clicked``).

    A subclass names its declaration, ``class MoveClick(Receiver[Move], custom_id=MOVE)``, and implements
    ``clicked``, with what the id says in ``self.fields``."""

    custom_id_kind: ClassVar[CustomId[Any]]

    def __init_subclass__(cls, *, custom_id: CustomId[Any]) -> None:
        super().__init_subclass__(template=custom_id.pattern)
        cls.custom_id_kind = custom_id

    def __init__(self, item: discord.ui.Item[Any], fields: F) -> None:
        super().__init__(item)
        self.fields = fields

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(item, cls.custom_id_kind.read(match))

    @classmethod
    def off_message(cls, custom_id: str) -> Self | None:
        """The receiver of a click whose component is no longer on its message (a second click that came
        after the first one's edit, which discord.py does not dispatch), or None if the id is not of this
        kind."""
        fields = cls.custom_id_kind.parse(custom_id)
        if fields is None:
            return None
        return cls(discord.ui.Button(custom_id=custom_id), fields)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        gate: Gate = interaction.client.wiring.gate
        async with gate.work(interaction) as taking:
            if taking:
                try:
                    await self.clicked(interaction)
                except Exception as exc:
                    await gate.refuse(interaction, exc)

    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        raise NotImplementedError


def cog_of(client: discord.Client, kind: type[C]) -> C:
    """The cog of this class on the bot that received a click (a cog is named after its class). A Bot or an
    AutoShardedBot, which is no Bot: both are a BotBase, with its cogs."""
    found = client.get_cog(kind.__name__) if isinstance(client, commands.bot.BotBase) else None
    if not isinstance(found, kind):
        raise LookupError(f"The {kind.__name__} feature is not loaded")
    return found


def button(
    custom_id: str,
    label: str,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    *,
    emoji: str | None = None,
    disabled: bool = False,
    row: int | None = None,
) -> discord.ui.Button[Any]:
    return discord.ui.Button(
        custom_id=custom_id, label=label, style=style, emoji=emoji, disabled=disabled, row=row
    )


def menu(
    custom_id: str,
    options: Sequence[discord.SelectOption],
    placeholder: str = "",
    row: int | None = None,
) -> discord.ui.Select[Any]:
    """A select menu as every message builds one: its placeholder within Discord's limit (none if empty),
    and a stand-in option while it has none (Discord requires one)."""
    return discord.ui.Select(
        custom_id=custom_id,
        placeholder=placeholder[:PLACEHOLDER_LIMIT] or None,
        options=list(options) or [discord.SelectOption(label="-", value="-")],
        row=row,
    )


def selected(interaction: discord.Interaction[Any], default: str = "") -> str:
    """The first value picked in a select menu (``default`` if none came)."""
    data: Mapping[str, Any] = interaction.data or {}
    values = data.get("values") or [default]
    return str(values[0])


def server_name(interaction: discord.Interaction[Any]) -> str | None:
    """The name of the server a command came from, where the bot has the server in its cache."""
    guild = interaction.guild
    return guild.name if guild is not None and guild.name else None


def on_private_message(interaction: discord.Interaction[Any]) -> bool:
    """Whether the click came from a private (ephemeral) answer, which the click may turn in place."""
    message = interaction.message
    return message is not None and message.flags.ephemeral
