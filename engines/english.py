"""The English of the engine contract's fields: a log line's ``text``, an action's label, an outcome's
``summary`` and a ``GameError``'s message stay English words, which checks outside the project read
(docs/architecture.md, "The engine contract"). These helpers write that English only: "1 gem" and "2 gems",
"{s0} wins" and "{s0} and {s1} win", "{s0}, {s1} and {s2}". What a player reads is said from the
catalogues in each reader's language (the ``words`` beside each field: docs/localisation.md); nothing above
the engines uses this module (tests/test_localisation.py checks it).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def plural(count: int | float, singular: str, plural_form: str | None = None) -> str:
    """``count`` and the noun that agrees with it: "1 gem", "0 gems", "2 gems", "1 penguin"."""
    return f"{_number(count)} {noun(count, singular, plural_form)}"


def noun(count: int | float, singular: str, plural_form: str | None = None) -> str:
    """The noun alone, agreeing with ``count``: "gem" for 1, "gems" otherwise."""
    if count == 1:
        return singular
    return plural_form if plural_form is not None else _regular_plural(singular)


def verb(count: int, singular: str, plural_form: str) -> str:
    """The verb that agrees with a subject of ``count`` people or things: verb(2, "wins", "win")."""
    return singular if count == 1 else plural_form


def join_words(items: Iterable[str], conjunction: str = "and") -> str:
    """ "a", "a and b", "a, b and c" (as the English catalogue's lists are); "" for nothing."""
    words = [item for item in items if item]
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {conjunction} {words[-1]}"


def seat_names(seats: Iterable[int], conjunction: str = "and") -> str:
    """Seats as placeholders joined for a sentence: "{s0}", "{s0} and {s2}", "{s0}, {s1} and {s2}"."""
    return join_words((f"{{s{seat}}}" for seat in seats), conjunction)


def seats_do(seats: Sequence[int], singular: str, plural_form: str) -> str:
    """A subject of seats with its verb: seats_do([1], "wins", "win") is "{s1} wins",
    seats_do([0, 2], "wins", "win") is "{s0} and {s2} win"."""
    return f"{seat_names(seats)} {verb(len(seats), singular, plural_form)}"


def _number(count: int | float) -> str:
    return str(int(count)) if float(count).is_integer() else f"{count:g}"


def _regular_plural(word: str) -> str:
    if word.endswith(("s", "x", "z", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and len(word) > 1 and word[-2] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"
