"""Words in every language we ship: messages are ids with arguments, turned into text by catalogues of
Project Fluent (``bot/locales/<language>/*.ftl``), with plurals, lists, numbers and durations from CLDR
through Babel. docs/localisation.md says how to add a message or a language.

- ``Catalogues`` holds every language's messages, loaded once; ``text(language, id, **args)`` is the one
  way code asks for words. A message missing in a language falls back to English (the source), and a
  message missing in English is a bug the checks in ``tests/test_localisation.py`` catch before it ships.
- Arguments are values, never words built in code: numbers (plural forms and digit grouping are the
  language's), lists of names (joined by the language's own "and", ``List``), durations (``timedelta``)
  and moments (``datetime``), formatted here by Babel for the language asked.
- ``language_of`` maps a Discord locale ("de", "ja", "en-GB"...) to the language we ship for it.
"""

from __future__ import annotations

import datetime as dt
import itertools
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import babel
import babel.dates
import babel.lists
import babel.units
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser

from bot.i18n import cldr
from bot.i18n.finding import Unread
from bot.i18n.pseudo import PSEUDO, pseudo_resource, pseudo_text
from bot.i18n.templates import Choice, Template, named_messages, template_of
from engines.base import GameError, IllegalAction, LogLine
from engines.phrasing import Duration, Listed, Moment, Words, WordsArg
from engines.wording import fill_names

ErrorT = TypeVar("ErrorT", bound=GameError)

SOURCE = "en"  # the language messages are written in first; every other falls back to it
LOCALES = Path(str(resources.files("bot.locales")))  # one folder per language, in a checkout or installed


def shipped(folder: Path = LOCALES) -> tuple[str, ...]:
    """The languages we ship: a folder of catalogues each (``bot/locales/<language>/``), English first.
    Adding a language is adding its folder (docs/localisation.md, "Adding a language")."""
    found = sorted(p.name for p in folder.iterdir() if p.is_dir() and any(p.glob("*.ftl")))
    return (SOURCE, *(language for language in found if language != SOURCE))


# A message is read without where each of its parts sits (``Catalogues._load``): that would be a third
# more objects kept for ever.
PARSER = FluentParser(with_spans=False)
LANGUAGES = shipped()  # every message in each (tests/test_localisation.py)
# English lists without the serial comma, as the project's English has always written them.
LIST_LOCALE = {"en": "en_GB"}
# Babel's names for our languages (CLDR: the plural rules, lists and durations of each) where they are not
# the folder's own.
CLDR = {PSEUDO: "en"}


def cldr_name(language: str) -> str:
    """Babel's name of the CLDR locale a language is said by, its data ready (``bot/i18n/cldr.py``)."""
    return cldr.ready(CLDR.get(language, language), (*LANGUAGES, *CLDR.values()))


@cache
def zone_cities(language: str) -> Mapping[str, str]:
    """Each time zone's city as ``language`` names it where CLDR does ("Asia/Tokyo": "東京"), for a person
    choosing their zone by the name of their city in their own language."""
    return cldr.cities(cldr_name(language))


@cache  # asked for each of Discord's locales for every text of the command tree, at every start
def language_of(locale: str | None) -> str:
    """The language we ship for a Discord locale ("de", "ja", "en-US", "pt-BR"...): its own when we ship
    it, else English."""
    if not locale:
        return SOURCE
    base = str(locale).split("-")[0].lower()
    return base if base in LANGUAGES else SOURCE


class Catalogues:
    """Every shipped language's messages (``bot/locales/<language>/*.ftl``): the source's read at start,
    every other language's when first asked for (a process that never meets a German reader never reads
    German; docs/localisation.md, "Cost")."""

    def __init__(self, folder: Path = LOCALES, languages: Sequence[str] = LANGUAGES) -> None:
        self.languages = tuple(languages)
        self.bundles: dict[str, FluentBundle] = {}
        # language -> its messages, each found in its file (``files``: every one, read or not) and read when
        # first said; a language is here once it is loaded
        self._unread: dict[str, Unread] = {}
        self._said: dict[tuple[Any, ...], str] = {}  # messages with plain arguments, as said (``text``)
        self._templates: dict[tuple[str, str], Template | None] = {}  # messages of only text and arguments
        self._reading = threading.RLock()  # boards are drawn on threads: a message is read once
        self.folder = folder
        self._load(SOURCE)

    def bundle(self, language: str) -> FluentBundle:
        """The language's messages as Fluent holds them, every one of them read."""
        self._ready(language)
        with self._reading:
            unread = self._unread.get(language)
            for message_id in unread.names() if unread is not None else ():
                self._read(language, message_id)
        return self.bundles[language]

    def _ready(self, language: str) -> None:
        if language in self._unread or (language not in self.languages and language != PSEUDO):
            return
        with self._reading:
            if language not in self._unread:
                self._load(language)

    def _load(self, language: str) -> None:
        """Find one language's messages (the pseudo-language's: English's, made strange when read). Each
        message is read from its file when it is first said: a process says a few hundred of the
        thousands, and what Fluent reads a message into stays for ever, each part one more object for the
        garbage collector to walk while boards are drawn (docs/localisation.md, "Cost")."""
        bundle = FluentBundle([cldr_name(language)], use_isolating=False)
        unread = Unread(self.folder / (SOURCE if language == PSEUDO else language))  # bot/i18n/finding.py
        bundle.add_resource(PARSER.parse(unread.take_terms()))
        self.bundles[language] = bundle
        self._unread[language] = unread  # last: the language is loaded

    def _read(self, language: str, message_id: str) -> None:
        """Read a message into its language's bundle, with the messages it names, if it is not yet. A
        message leaves the unread only once it and those it names are in the bundle, so a board drawn on
        another thread never finds it half read."""
        unread = self._unread.get(language)  # None for a language we do not ship: nothing to read
        if unread is None or message_id not in unread:
            return
        with self._reading:
            pending, read, resources = [message_id], set(), []
            while pending:
                name = pending.pop()
                if name in read or name not in unread:
                    continue
                read.add(name)
                resource = PARSER.parse(unread.text(name))
                resources.append(pseudo_resource(resource) if language == PSEUDO else resource)
                pending += named_messages(resource)
            for resource in resources:
                self.bundles[language].add_resource(resource)
            for name in read:
                unread.done(name)

    def has(self, message_id: str, language: str = SOURCE) -> bool:
        self._ready(language)
        unread = self._unread.get(language)
        return unread is not None and message_id in unread.files

    def ids(self, language: str = SOURCE) -> set[str]:
        self._ready(language)
        unread = self._unread.get(language)
        return set(unread.files) if unread is not None else set()

    def text(self, language: str, message_id: str, **args: Any) -> str:
        """The message in ``language`` (English where that language lacks it), its arguments formatted
        for the language. A message whose arguments are plain values (text, numbers, yes or no) is said
        once and remembered: a board says the same few dozen each time it is drawn."""
        return self.say(language, message_id, args)

    def say(self, language: str, message_id: str, args: Mapping[str, Any]) -> str:
        """``text``, its arguments given as they are (a board says hundreds of messages)."""
        # The key: the message alone, or with its arguments as given when all are plain (the order a call
        # site gives them in is its own, so one message said from two places may be remembered twice).
        if not args:
            key: tuple[Any, ...] | None = (language, message_id)
        elif FAST.issuperset(map(type, args.values())):
            key = (language, message_id, *args.items())
        else:
            key = remembered(language, message_id, args)
        if key is not None and (said := self._said.get(key)) is not None:
            return said
        text = self._format(language, message_id, args)
        if key is not None:
            if len(self._said) >= SAID_KEPT:  # the older half forgotten: the tables being drawn keep theirs
                for old in list(itertools.islice(self._said, SAID_KEPT // 2)):
                    del self._said[old]
            self._said[key] = text
        return text

    def _format(self, language: str, message_id: str, args: Mapping[str, Any]) -> str:
        chosen = language if self.has(message_id, language) else SOURCE
        template = self._templates.get((chosen, message_id), UNREAD)
        if template is UNREAD:
            self._read(chosen, message_id)
            template = self._templates[(chosen, message_id)] = template_of(self.bundles[chosen], message_id)
        if template is not None:
            quick = self.quickly(chosen, template, args)
            if quick is not None:
                return quick
        return self.fluently(chosen, message_id, args)

    def fluently(self, language: str, message_id: str, args: Mapping[str, Any]) -> str:
        """The message in ``language`` as Fluent's resolver says it (``quickly`` must say the same)."""
        chosen = language
        self._ready(chosen)
        self._read(chosen, message_id)
        bundle = self.bundles[chosen]
        if not bundle.has_message(message_id):
            raise KeyError(f"No message {message_id!r} in {chosen}")
        message = bundle.get_message(message_id)
        if message.value is None:
            raise KeyError(f"The message {message_id!r} has no value in {chosen}")
        formatted, errors = bundle.format_pattern(message.value, _arguments(self, chosen, args))
        if errors:
            raise ValueError(f"{message_id} in {chosen}: {errors[0]}")
        return str(formatted)

    def quickly(self, language: str, template: Template, args: Mapping[str, Any]) -> str | None:
        """A message of text, arguments and choices on an argument, said without Fluent's resolver when
        every argument it names is text, a small whole number (written alike in every language: no digit
        grouping below 1,000), yes or no, or words of their own; a choice takes the variant Fluent would
        (a number's exact value, else its plural category, else the default). None when an argument is
        none of these (Fluent says it then)."""
        parts: list[str] = []
        for part in template:
            if isinstance(part, str):
                parts.append(part)
                continue
            value = args.get(part.name, UNREAD)
            kind = type(value)
            if isinstance(part, Choice):
                if kind is bool:
                    key = "true" if value else "false"
                elif kind is int:
                    key = f"={value}" if f"={value}" in part.variants else plural_category(language)(value)
                elif kind is str:
                    key = value
                else:
                    return None
                said = self.quickly(language, part.variants.get(key, part.variants[part.default]), args)
                if said is None:
                    return None
                parts.append(said)
            elif kind is str:
                parts.append(value)
            elif kind is int and 0 <= value < 1000:
                parts.append(str(value))
            elif kind is Words:
                parts.append(self.text(language, value.id, **value.args))
            else:
                return None
        return "".join(parts)


UNREAD: Any = object()  # a template not yet read, an argument not given


@cache
def plural_category(language: str) -> Callable[[int], str]:
    """CLDR's plural category of a number in ``language`` ("one", "few", "other"...), as Fluent chooses
    a variant by it."""
    return babel.Locale.parse(cldr_name(language)).plural_form


PLAIN = frozenset((str, int, float, bool))  # arguments whose message is remembered once said (and lists,
# words of them)
FAST = frozenset((str, int, float))  # plain arguments a key may hold as they are (a bool is told from 1 by
# its type)
# Messages remembered as said: about 500 bytes each, so at most 2 MB; thirty boards of Grim Prospects, the
# game that says the most, say 2,000 (remembering them makes a board a fifth faster).
SAID_KEPT = 4_000


def remembered(language: str, message_id: str, args: Mapping[str, Any]) -> tuple[Any, ...] | None:
    """What a message said with ``args`` is remembered by; None when an argument is not a plain value (a
    time, a duration) or a list or words of plain values."""
    parts: list[Any] = [language, message_id]
    for name in sorted(args):
        part = _plain(args[name])
        if part is None:
            return None
        parts += (name, part)
    return tuple(parts)


def _plain(value: Any) -> Any:
    if type(value) in PLAIN:
        return (type(value).__name__, value)
    if isinstance(value, Listed):
        if all(type(item) is str for item in value.items):  # names, said words: the usual list
            return ("names", value.style, value.items)
        items = tuple(_plain(item) for item in value.items)
        return None if None in items else ("list", value.style, items)
    if isinstance(value, Words):
        key = remembered("", value.id, value.args)
        return None if key is None else ("words", key)
    return None


def _arguments(found: Catalogues, language: str, args: Mapping[str, Any]) -> dict[str, Any]:
    """Values as Fluent takes them: numbers and strings as they are; lists, durations and dates turned
    into the language's words by Babel."""
    locale = cldr_name(language)
    out: dict[str, Any] = {}
    for name, value in args.items():
        if isinstance(value, Words):  # a part that is a message of its own, in the same language
            out[name] = found.text(language, value.id, **value.args)
        elif isinstance(value, Listed):
            items = _arguments(found, language, {str(i): item for i, item in enumerate(value.items)})
            said = [str(items[str(i)]) for i in range(len(value.items))]
            out[name] = listed(said, "standard-narrow" if value.style == "narrow" else value.style, locale)
        elif isinstance(value, Duration):
            out[name] = duration(dt.timedelta(seconds=value.seconds), language)
        elif isinstance(value, Moment):
            shape = "EHm" if value.with_day else "Hm"
            out[name] = babel.dates.format_skeleton(
                shape, moment(value), tzinfo=zone_of(value), locale=locale
            )
        elif isinstance(value, dt.timedelta):
            out[name] = duration(value, language)
        elif isinstance(value, dt.datetime):  # its weekday and time, in its own zone: "Wed 02:14"
            out[name] = babel.dates.format_skeleton("EHm", value, tzinfo=value.tzinfo, locale=locale)
        elif isinstance(value, bool):
            out[name] = "true" if value else "false"  # for selectors: [true] / *[false]
        else:
            out[name] = value
    return out


def listed(items: Sequence[str], style: str, locale: str) -> str:
    """Items joined as the language joins them (CLDR); a style the language's data lacks is its
    standard one. English lists follow our house style, without the serial comma ("A, B and C": CLDR's
    British English lists)."""
    locale = cldr.ready(LIST_LOCALE.get(locale, locale), LANGUAGES)
    try:
        return babel.lists.format_list(list(items), style=style, locale=locale)  # type: ignore[arg-type]
    except KeyError:
        return babel.lists.format_list(list(items), locale=locale)


def zone_of(value: Moment) -> ZoneInfo:
    try:
        return ZoneInfo(value.zone)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


def moment(value: Moment) -> dt.datetime:
    return dt.datetime.fromtimestamp(value.at, zone_of(value))


def duration(value: dt.timedelta, language: str) -> str:
    """A duration in the language's words, to the minute, largest units first ("16 hours and 1 minute",
    "16 Stunden und 1 Minute", "16時間1分")."""
    minutes = int(value.total_seconds() // 60)
    days, rest = divmod(minutes, 60 * 24)
    hours, minutes = divmod(rest, 60)
    locale = cldr_name(language)
    parts = [
        babel.units.format_unit(amount, f"duration-{unit}", length="long", locale=locale)
        for unit, amount in (("day", days), ("hour", hours), ("minute", minutes))
        if amount
    ] or [babel.units.format_unit(0, "duration-minute", length="long", locale=locale)]
    if not about(language).spaced:  # "16時間1分", not "16 時間 1 分"
        return "".join(part.replace(" ", "") for part in parts)
    return babel.lists.format_list(parts, locale=locale)


@dataclass(frozen=True)
class About:
    """What a language says of itself (``bot/locales/<language>/language.ftl``): its name in itself, for the
    menus that offer it, and whether it puts spaces between words and numbers' units."""

    name: str
    spaced: bool = True


@cache
def about(language: str) -> About:
    """``language.ftl`` of a language's folder, read alone (the menus name every language before any
    catalogue is needed)."""
    path = LOCALES / (SOURCE if language == PSEUDO else language) / "language.ftl"
    values = dict(
        line.split(" = ", 1)
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.startswith("language-") and " = " in line
    )
    name = values["language-name"].strip()
    return About(
        name=pseudo_text(name) if language == PSEUDO else name,  # the tests' language names itself too
        spaced=values.get("language-spaced", "yes").strip() != "no",
    )


class Speaker:
    """Words in one reader's language: ``say("settings-title")``, ``say.words(Words(...))``."""

    def __init__(self, language: str, found: Catalogues | None = None) -> None:
        self.language = language
        self.found = found or catalogues()

    def __eq__(self, other: object) -> bool:  # two speakers of one language and catalogues say alike
        return isinstance(other, Speaker) and (other.language, other.found) == (self.language, self.found)

    def __hash__(self) -> int:  # what a renderer remembers said by one speaker, another may reuse
        return hash((self.language, id(self.found)))

    def __call__(self, message_id: str, **args: Any) -> str:
        return self.found.say(self.language, message_id, args)

    def words(self, words: Words) -> str:
        return self.found.say(self.language, words.id, words.args)

    def either(self, english: str, words: Words | None) -> str:
        """What a game said (a log line, a label, an outcome): its words in this language where it gave
        them and the catalogues have them, else its English (what was stored before it had words:
        docs/localisation.md, "What stays English, on purpose")."""
        if words is None or not self.found.has(words.id):
            return english
        try:
            return self.words(words)
        except (KeyError, ValueError):  # words stored by an older catalogue: their English
            return english


def said(words: Words, language: str = SOURCE) -> str:
    """``words`` in ``language`` (English by default: for logs and an error's message)."""
    return catalogues().text(language, words.id, **words.args)


def named(words: Words | None, names: Sequence[str]) -> Words | None:
    """``words`` with the seats' names in its arguments ("{s1}" -> "Bo"), for a sentence said where no
    one fills them in afterwards (a refusal)."""
    if words is None:
        return None

    def filled(value: WordsArg) -> WordsArg:
        if isinstance(value, str):
            return fill_names(value, names)
        if isinstance(value, Words):
            return Words(id=value.id, args={k: filled(v) for k, v in value.args.items()})
        if isinstance(value, Listed):
            return Listed(items=tuple(filled(v) for v in value.items), style=value.style)
        return value

    return Words(id=words.id, args={k: filled(v) for k, v in words.args.items()})


def shorter(words: Words, found: Catalogues | None = None) -> Words:
    """``words`` with each part the catalogues say shorter in the short form they give it (the message
    ``<id>-short``, with the same arguments): for a place too narrow for the whole, such as a button."""
    found = found or catalogues()

    def short(value: WordsArg) -> WordsArg:
        if isinstance(value, Words):
            inner = Words(id=value.id, args={k: short(v) for k, v in value.args.items()})
            return Words(id=f"{value.id}-short", args=inner.args) if found.has(f"{value.id}-short") else inner
        if isinstance(value, Listed):
            return Listed(items=tuple(short(v) for v in value.items), style=value.style)
        return value

    said = short(words)
    assert isinstance(said, Words)
    return said


def logged(message_id: str, **args: WordsArg) -> LogLine:
    """A public log line the host writes (a clock ran out, a pause), in words: the catalogue's English as
    its text, the words for the table's language. Seats as "{s1}" arguments, as the games write them."""
    words = Words(id=message_id, args=args)
    return LogLine(text=said(words), words=words)


def refused(message_id: str, **args: WordsArg) -> IllegalAction:
    """A refusal in words: the catalogue's English as its message, the words for each reader's language."""
    words = Words(id=message_id, args=args)
    return IllegalAction(said(words), words=words)


def refusal_of(kind: type[ErrorT], message_id: str, **args: WordsArg) -> ErrorT:
    """A refusal of the kind ``kind`` (``NotAPlayer``, ``GameNotRunning``...) in words: the catalogue's
    English as its message, the words for each reader's language."""
    words = Words(id=message_id, args=args)
    return kind(said(words), words=words)


@cache
def english() -> Speaker:
    """Words for whoever gives no language: the source's (a renderer's default)."""
    return Speaker(SOURCE)


@cache
def catalogues() -> Catalogues:
    """The shipped catalogues, loaded once per process."""
    return Catalogues()
