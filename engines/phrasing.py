"""Words as values: a message's id and its arguments, for a catalogue of each language to turn into a
sentence (docs/localisation.md). What the rules and the bot hand around instead of English, so that
everyone reads it in their own language."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Any, Literal, TypeAlias

from pydantic import BaseModel, ConfigDict, Discriminator, Tag


class Model(BaseModel):
    """As engines.base.Model (which imports this module): frozen, no unknown fields, JSON round-trippable."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Listed(Model):
    """Items to be shown as one phrase in the reader's language ("Ana, Bo, and Cy"; "Ana、Bo、Cy"):
    ``style`` "standard" joins with "and", "or" with "or", "narrow" as a plain list of things ("Snow, Thaw,
    Hatch"; CLDR's narrow lists)."""

    items: tuple[WordsArg, ...]  # names, or anything else a message may say (times, other words)
    style: Literal["standard", "or", "narrow"] = "standard"

    @staticmethod
    def of(items: Iterable[WordsArg], style: Literal["standard", "or", "narrow"] = "standard") -> Listed:
        return Listed(items=tuple(items), style=style)


class Duration(Model):
    """A length of time, for the catalogue to say in the reader's words ("16 hours", "16時間")."""

    seconds: int


class Moment(Model):
    """An instant as a person reads it: its time of day in their time zone ("02:14"), with its weekday
    ("Wed 02:14") when ``with_day``."""

    at: float  # seconds since the epoch
    zone: str  # an IANA time zone name
    with_day: bool = False


def _kind(value: Any) -> str | None:
    """Which of ``WordsArg``'s kinds ``value`` is, read off it at once (an object, or as JSON holds it: a
    dictionary by its keys) rather than tried against each kind in turn, which took seven times as long as
    reading the JSON itself. None: none of them (refused)."""
    if isinstance(value, dict):
        for key, kind in _KEYS:
            if key in value:
                return kind
        return None
    for cls, kind in _TYPES:
        if isinstance(value, cls):
            return kind
    return None


# What a message's argument may be (a bool chooses a variant: [true] / *[false]): the catalogue writes numbers, lists, durations and moments in the
# reader's language. Words may hold words: a part of the sentence that is a message of its own.
WordsArg: TypeAlias = Annotated[
    Annotated[bool, Tag("bool")]
    | Annotated[str, Tag("str")]
    | Annotated[int, Tag("int")]
    | Annotated[float, Tag("float")]
    | Annotated["Listed", Tag("listed")]
    | Annotated["Duration", Tag("duration")]
    | Annotated["Moment", Tag("moment")]
    | Annotated["Words", Tag("words")],
    Discriminator(_kind),
]


class Words(Model):
    """Words as an id and typed arguments, for a catalogue of each language to turn into a sentence
    (docs/localisation.md): what the bot stores and hands around instead of English, so that anyone reads
    it in their own language, now or years later. Beside the English it stands for, never instead of it
    (a log line's ``text``, an error's message stay the English words)."""

    id: str
    args: dict[str, WordsArg] = {}


def seat_arg(seat: int) -> str:
    """A seat as a message's argument: "{s1}", which the host turns into the name after the words."""
    return f"{{s{seat}}}"


# A kind by the keys its JSON has (each kind's own first field), and by its type (bool before int: a bool is
# an int to Python).
_KEYS = (("id", "words"), ("items", "listed"), ("seconds", "duration"), ("at", "moment"))
_TYPES = (
    (bool, "bool"),
    (str, "str"),
    (int, "int"),
    (float, "float"),
    (Words, "words"),
    (Listed, "listed"),
    (Duration, "duration"),
    (Moment, "moment"),
)

Words.model_rebuild()
Listed.model_rebuild()
