"""Words as values: a message's id and its arguments, for a catalogue of each language to turn into a
sentence (docs/localisation.md). What the rules and the bot hand around instead of English, so that
everyone reads it in their own language."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal, TypeAlias

from pydantic import BaseModel, ConfigDict


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


# What a message's argument may be (a bool chooses a variant: [true] / *[false]): the catalogue writes numbers, lists, durations and moments in the
# reader's language. Words may hold words: a part of the sentence that is a message of its own.
WordsArg: TypeAlias = "bool | str | int | float | Listed | Duration | Moment | Words"


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


Words.model_rebuild()
Listed.model_rebuild()
