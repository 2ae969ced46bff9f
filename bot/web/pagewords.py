"""The companion's words: which language a page is shown in, and saying it there (``bot/locales/*/web.ftl``,
docs/localisation.md).

Decisions written down here:
- A game's pages speak the table's language (``sessions.language``), a tournament's its own when it has
  one stored, a server's the language its admin chose; else English.
- ``?lang=de`` (one of the shipped ``LANGUAGES``) wins over that default; anything else in it is ignored,
  quietly. The choice is carried by every link and request the page makes (its steps, its stream, its
  replay links) and is part of every picture's address, so what a browser keeps is in one language.
- Templates say everything through ``PageWords``: ``say("id", **args)`` gives text (autoescaped as any
  other), ``say.markup("id", **args)`` a sentence with links or emphasis in it, each argument escaped
  unless it is markup already, never a sentence put together from pieces.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from typing import Any

import babel
import babel.dates
from aiohttp import web
from markupsafe import Markup, escape

from bot.i18n import LANGUAGES, SOURCE, Speaker, cldr_name
from engines.phrasing import Listed, Words

LANG = "lang"  # the query parameter that picks a page's language
# A date on a page, per language (CLDR skeletons; English keeps the companion's ISO dates).
DATE_PATTERNS = {SOURCE: "yyyy-MM-dd"}
DATE_SKELETON = "yMMdd"


def chosen(request: web.Request) -> str | None:
    """The language a viewer picked with ``?lang=``: a shipped one, else None (the page's own)."""
    raw = request.query.get(LANG)
    return raw if raw in LANGUAGES else None


def with_language(url: str, language: str | None) -> str:
    """``url`` carrying the viewer's choice of language (none: as it is)."""
    if language is None:
        return url
    return f"{url}{'&' if '?' in url else '?'}{LANG}={language}"


class PageWords:
    """Words in one language, for the templates and the code that builds a page's text."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.speaker = Speaker(language)

    def __call__(self, message_id: str, **args: Any) -> str:
        return self.speaker(message_id, **args)

    def words(self, words: Words) -> str:
        return self.speaker.words(words)

    def either(self, english: str, words: Words | None) -> str:
        return self.speaker.either(english, words)

    @staticmethod
    def listed(items: Iterable[Any]) -> Listed:
        """Names as a plain list ("Ann, Bo"; "Ann und Bo"; "Ann、Bo")."""
        return Listed.of((str(item) for item in items), "narrow")

    def ordinal(self, number: int) -> str:
        """CLDR's ordinal category of ``number`` in this language ("one" for 1st and 21st in English,
        "two", "few", "other"), for a catalogue to choose its ordinal by: Fluent has no ordinals of its own."""
        return str(babel.Locale.parse(cldr_name(self.language)).ordinal_form(number))

    def when(self, moment: float) -> str:
        """A date and time in UTC as the language writes them ("2024-05-01 14:02 UTC", "01.05.2024 14:02
        UTC", "2024/05/01 14:02（UTC）")."""
        at = dt.datetime.fromtimestamp(moment, dt.UTC)
        locale = cldr_name(self.language)
        pattern = DATE_PATTERNS.get(locale)
        if pattern is not None:
            date = babel.dates.format_date(at, pattern, locale=locale)
        else:
            date = babel.dates.format_skeleton(DATE_SKELETON, at, tzinfo=dt.UTC, locale=locale)
        time = babel.dates.format_skeleton("Hm", at, tzinfo=dt.UTC, locale=locale)
        return self.speaker("web-when", date=date, time=time)


SPECIAL = frozenset("&<>\"'")  # what an argument must not bring into a page unescaped


def _light(text: str) -> str:
    """The catalogue's own text escaped for a page's text and its double-quoted attributes (its
    apostrophes kept as they are written: every attribute of the templates is in double quotes)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&#34;")


class TemplateWords:
    """``PageWords`` as the templates use them: ``say("id", **args)`` and ``say.markup(...)`` give markup
    that Jinja's autoescaping leaves alone, in which every argument is escaped (unless it is markup
    already: a link, a name in bold) and the catalogue's text is escaped too, apostrophes kept."""

    def __init__(self, words: PageWords) -> None:
        self.page = words
        self.language = words.language

    def __call__(self, message_id: str, **args: Any) -> Markup:
        marks: dict[str, str] = {}  # sentinel -> the escaped argument it stands for

        def hidden(value: Any) -> Any:
            if isinstance(value, Markup) or (isinstance(value, str) and SPECIAL.intersection(value)):
                mark = f"\x00{len(marks)}\x00"
                marks[mark] = str(escape(value))
                return mark
            if isinstance(value, Listed):
                return Listed.of((hidden(item) for item in value.items), value.style)
            return value

        text = _light(self.page(message_id, **{name: hidden(value) for name, value in args.items()}))
        for mark, value in marks.items():
            text = text.replace(mark, value)
        return Markup(text)

    markup = __call__  # a sentence with links or emphasis in its arguments

    def listed(self, items: Iterable[Any]) -> Listed:
        return self.page.listed(items)


def switch(language: str, url: Any) -> list[dict[str, Any]]:
    """The languages a page offers, each named in its own language, with the link that shows the page in
    it (``url(language)``) and whether it is the one shown."""
    return [
        {
            "code": code,
            "name": Speaker(code)(f"web-language-{code}"),
            "url": url(code),
            "current": code == language,
        }
        for code in LANGUAGES
    ]


def tag(name: str, content: Any, attributes: dict[str, Any] | None = None) -> Markup:
    """An element around text, for a sentence's argument (``say.markup``): ``tag("span", t, {"class":
    "quiet"})``; its text and attributes escaped."""
    attrs = "".join(f' {key}="{escape(value)}"' for key, value in (attributes or {}).items())
    return Markup(f"<{name}{attrs}>{escape(content)}</{name}>")


def link(url: str, content: Any) -> Markup:
    return tag("a", content, {"href": url})


def strong(content: Any) -> Markup:
    return tag("strong", content)


def code(content: Any) -> Markup:
    return tag("code", content)
