"""The player guide at a terminal's prompt: what can be typed (``help``), the rules with the options of this
game (``rules``), the names of every card (``cards``) and one card by part of its name (``card skua``,
``what is a skua?``). None of these uses up the decision being asked.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

from bot.catalogue.guide import GameGuide, GuideEntry, kind_message
from bot.i18n import Speaker, english
from bot.render.linebreaks import break_units
from engines.phrasing import Listed

# "card skua", "what is a skua?", "? skua": a look-up in the game's guide.
LOOKUP = re.compile(
    r"^(?:(?:cards?|what\s*is|what's|whats|what\s*are|who\s*is|help)\s+|\?\s*)(?:(?:a|an|the)\s+)?"
    r"(?P<name>.+?)[\s?.!]*$",
    re.IGNORECASE,
)
WIDTH = 100  # columns for the guide's text
Style = Literal["standard", "or", "narrow"]  # a Listed's way of joining
LISTED = 12  # names shown when a look-up matches several


class Guidebook:
    """One game's guide, printed through ``say`` in ``words``' language (the guide is that language's)."""

    def __init__(
        self, title: str, guide: GameGuide | None, say: Callable[[str], None], words: Speaker | None = None
    ) -> None:
        self.title = title
        self.guide = guide
        self.say = say
        self.words = words or english()

    def show_help(self, choices: int) -> None:
        guide, words = self.guide, self.words
        rows = [
            (words("terminal-help-choose-key", count=choices), words("terminal-help-choose")),
            ("b", words("terminal-help-board")),
            ("h", words("terminal-help-hint")),
            ("u", words("terminal-help-undo")),
        ]
        if guide is not None:
            rows.append(("rules", words("terminal-help-rules")))
            if guide.entries:
                example = _example(guide.entries)
                rows.append(
                    (
                        words("terminal-help-card-key"),
                        words(
                            "terminal-help-card", kinds=self._kinds(guide.entries, 1, "or"), example=example
                        ),
                    )
                )
                rows.append((words("terminal-help-what-is-key"), words("terminal-help-what-is")))
                rows.append(("cards", words("terminal-help-cards", kinds=self._kinds(guide.entries, 2))))
        rows += [
            ("q", words("terminal-help-quit")),
            (words("terminal-help-help-key"), words("terminal-help-help")),
        ]
        width = max(columns(key) for key, _ in rows)  # in a terminal's columns: "‹名前›" takes two each
        self.say(words("terminal-help-title"))
        for key, text in rows:
            self.say(f"  {key}{' ' * (width - columns(key))}  {text}")

    def show_rules(self, options: Mapping[str, Any]) -> bool:
        """Print the guide's pages and ``options``, the options in effect; False when the game has no guide."""
        guide, words = self.guide, self.words
        if guide is None:
            self.say(words("terminal-rules-none", game=self.title))
            return False
        self.say("\n" + words("terminal-rules-title", game=guide.title))
        if guide.summary:
            self.say(wrap(guide.summary))
        for page in guide.pages:
            self.say("\n" + words("terminal-rules-page", title=page.title))
            self.say(wrap(page.text))
        options_text = guide.options_text(options)
        if options_text:
            self.say("\n" + words("terminal-rules-page", title=words("guide-options-in-game")))
            self.say(wrap(options_text))
        if guide.entries:
            self.say("\n" + wrap(words("terminal-rules-entries", kinds=self._kinds(guide.entries, 2))))
        self.say(words("terminal-rules-end"))
        return True

    def show_entries(self) -> None:
        guide, words = self.guide, self.words
        if guide is None or not guide.entries:
            self.say(words("terminal-entries-none", game=self.title))
            return
        for kind in _kinds(guide.entries):
            names = tuple(e.name for e in guide.entries if e.kind == kind)
            line = words(
                "terminal-entries-kind",
                count=len(names),
                heading=words("guide-kind-heading", kind=_id(kind)),
                title=words(kind_message(kind)),
                names=Listed(items=names, style="narrow"),
            )
            self.say(wrap(line))
        self.say(words("terminal-entries-read"))

    def look_up(self, query: str) -> None:
        guide, words = self.guide, self.words
        if guide is None or not guide.entries:
            self.say(words("terminal-entries-none", game=self.title))
            return
        if not any(c.isalnum() for c in query):  # nothing to search by: every name
            self.show_entries()
            return
        entry = guide.entry(query)
        if entry is not None:
            self.show_entry(entry)
            return
        found = guide.find(query)
        if not found:
            self.say(words("terminal-lookup-nothing", query=query))
            return
        shown = found if len(found) <= LISTED else found[: LISTED - 2]  # never "and 1 more"
        names = tuple(e.name for e in shown)
        if len(found) > len(shown):
            names += (words("terminal-lookup-more", count=len(found) - len(shown)),)
        kinds = _kinds(found)
        what = (
            words("guide-kind-noun", kind=_id(kinds[0]), count=len(found))
            if len(kinds) == 1
            else words("terminal-lookup-names", count=len(found))
        )
        self.say(
            wrap(
                words(
                    "terminal-lookup-several",
                    query=query,
                    count=len(found),
                    what=what,
                    names=Listed(items=names),
                )
            )
        )

    def show_entry(self, entry: GuideEntry) -> None:
        heading = self.words("guide-kind-heading", kind=_id(entry.kind))
        self.say(self.words("terminal-entry-heading", kind=heading, name=_plain(entry.name)))
        self.say(wrap(entry.text, indent="  "))

    def _kinds(self, entries: Sequence[GuideEntry], count: int, style: Style = "standard") -> Listed:
        """The kinds of ``entries`` as nouns ("cards and terms"), counted as ``count``."""
        return Listed(
            items=tuple(self.words("guide-kind-noun", kind=_id(k), count=count) for k in _kinds(entries)),
            style=style,
        )


def _kinds(entries: Sequence[GuideEntry]) -> list[str]:
    return list(dict.fromkeys(e.kind for e in entries))


def _id(kind: str) -> str:
    """A kind as the catalogue selects it ("snake ability": "snake-ability")."""
    return kind.replace(" ", "-")


def _example(entries: Sequence[GuideEntry]) -> str:
    """A name to show in the help: an entry from the middle of the list, whole (a part of a name is the
    language's to choose: its words may end anywhere)."""
    return entries[len(entries) // 2].name


# Discord commands named in the guide's text, and what a terminal player types instead.
COMMANDS = {"card": "card <name>", "rules": "rules", "hand": "b", "status": "b"}


def _plain(text: str) -> str:
    """The guide's Discord markdown as plain text: no bold, code in quotes, commands as typed here."""
    text = re.sub(r"`/game (\w+)`", lambda m: f"`{COMMANDS.get(m[1], m[0])}`", text)
    text = text.replace("**", "").replace("__", "")
    return re.sub(r"`([^`]*)`", r"'\1'", text)


def wrap(text: str, indent: str = "") -> str:
    """The guide's text for a terminal: plain, each line wrapped, list items hanging under their marker."""
    lines: list[str] = []
    for line in _plain(text).splitlines():
        if not line.strip():
            lines.append("")
            continue
        marker = re.match(r"\s*(?:[-*]|\d+\.)\s+", line)
        hang = " " * (len(marker[0]) if marker else 0)
        lines.extend(folded(line, WIDTH, indent, indent + hang))
    return "\n".join(lines)


def folded(line: str, width: int, first: str, rest: str) -> list[str]:
    """``line`` in lines of at most ``width`` columns, where its script lets a line break (at spaces, and
    between Chinese or Japanese characters: ``bot.render.linebreaks``), a wide character taking two columns
    as a terminal shows it. The first line starts with ``first`` and the line's own indent, the others with
    ``rest``; a word longer than a line stays whole."""
    out: list[str] = []
    current = first + line[: len(line) - len(line.lstrip())]
    filled = columns(current)
    bare = True  # nothing but the indent on the current line yet
    for unit, spaced in break_units(line):
        gap = " " if spaced and not bare else ""
        wide = columns(unit)
        if not bare and filled + len(gap) + wide > width:
            out.append(current)
            current, filled, gap = rest, columns(rest), ""
        current += gap + unit
        filled += len(gap) + wide
        bare = False
    out.append(current)
    return out


def columns(text: str) -> int:
    """How many columns ``text`` takes in a terminal: two for a wide (Chinese, Japanese) character."""
    return sum(2 if unicodedata.east_asian_width(char) in ("W", "F") else 1 for char in text)
