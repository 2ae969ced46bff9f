"""Player guides: the rules of each game as players read them, in Discord (``/game rules``, ``/game card``)
and in the terminal (``help`` or ``?`` at a prompt). Written once per game, shown everywhere.

A guide is read from ``data/<game>/guide.toml`` (the prose: goal, a turn, how it ends and scores, and a
player's description of every option and its values) plus the game's component entries (every card, tile
or ability with its effect), which ``bot/catalogue/<game>/entries.py`` builds (its ``GameSpec`` passes them in) from the game's own component data so
that a card's text is never written twice. Nothing here knows Discord.

``guide.toml``::

    title = "Gentoo Rules"
    summary = "2-4 players, deck building, about 30 minutes."
    [[page]]
    title = "Goal"
    text = "..."
    [[option]]
    name = "penguins_to_win"        # the field of the game's options model
    label = "Penguins to win"
    text = "How many penguins end the game."
    brief = "..."                     # optional: the text in fewer words, where the lobby's menu cannot hold it
    values = { "5" = "5 (the rulebook)", "4" = "4 (a quicker game)" }   # keys: the value as JSON
    [[term]]
    name = "Cards in Play"                # a game term players may look up, as cards are
    text = "..."
    aliases = ["in play"]
    [[decision]]
    kind = "choose"                       # a kind of decision a practice game explains once
    title = "Choosing a card"
    ids = ["choose", "skip"]              # the action ids (or their first parts) of its buttons
    buttons = "Each button takes ..."     # what the buttons mean
    see = ["Choice Cards", "Fish"]        # the guide's entries, terms or pages that say more

A guide is written in each language as a whole document: English at ``data/<game>/guide.toml`` (the
source), every other language at ``bot/locales/<language>/guides/<game>.toml`` with the same options (by
``name``, the same value keys), terms (the same, in the same order), decisions (the same ``kind`` and
``ids``) and pages, in its own words; a language without one reads the English. Its component entries are
said in its language by the game's ``entries(say)``, and every translated entry and term also answers to
its English name, so "/game card Skua" finds the card in any language. The words around them (a page of
options, a kind's title) are ``guides.ftl``'s.

A guide speaks its reader's interface. Where the words differ, the text holds both, as
``{{discord: in the lobby's options | terminal: with --option variant=rulebook}}``; ``GameGuide.spoken``
resolves them for Discord (the default) or the terminal, and there the options are named as they are typed
(``--option penguins_to_win=4``).
"""

from __future__ import annotations

import json
import re
import tomllib
import unicodedata
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

from bot.i18n import LOCALES, SOURCE, Speaker, english
from bot.i18n.pseudo import PSEUDO, pseudo_text
from engines.data import data_path
from engines.phrasing import Listed

Interface = Literal["discord", "terminal"]
# {{discord: ... | terminal: ...}}: the same passage in each interface's words.
SPOKEN = re.compile(r"\{\{\s*discord:\s*(?P<discord>.*?)\s*\|\s*terminal:\s*(?P<terminal>.*?)\s*\}\}", re.S)
TERM = "term"  # the kind of a guide's game terms, looked up like cards

PAGE_LIMIT = 3800  # characters of text per page: an embed description holds 4096
AUTOCOMPLETE_LIMIT = 25  # Discord offers at most 25 autocomplete choices


@dataclass(frozen=True)
class GuidePage:
    title: str
    text: str


@dataclass(frozen=True)
class GuideEntry:
    """One card, tile or ability: its name as printed, what kind of thing it is, and its effect."""

    name: str
    kind: str  # "card", "snake ability", "frog ability", "tile"...
    text: str
    aliases: tuple[str, ...] = ()  # other names a player may type (an id printed on the card)

    def matches(self, query: str) -> bool:
        wanted = _fold(query)
        return any(wanted in _fold(name) for name in (self.name, *self.aliases))


@dataclass(frozen=True)
class OptionGuide:
    name: str
    label: str
    text: str
    values: Mapping[str, str] = field(default_factory=dict)  # JSON of a value -> how players call it
    seats: bool = False  # the value is a list of seats (0-based in the options, 1-based for players)
    brief: str = ""  # the text said shorter, where it would not fit under a lobby menu's choice

    @property
    def menu_text(self) -> str:
        """What the option does, under each of its choices in the lobby's menu: at most 100 characters in
        every language (Discord's limit; tests/test_guide_languages.py)."""
        return self.brief or self.text

    def describe(self, value: Any, say: Speaker | None = None) -> str:
        """How a value reads to players: its label from the guide, else the value itself, in ``say``'s
        language (English by default)."""
        say = say or english()
        key = json.dumps(list(value) if isinstance(value, tuple) else value)
        if key in self.values:
            return self.values[key]
        if value is None:
            return say("guide-value-not-set")
        if isinstance(value, bool):
            return say("guide-value-yes" if value else "guide-value-no")
        if isinstance(value, tuple | list):
            if not value:
                return say("guide-value-none")
            if self.seats:
                numbers = tuple(str(v + 1) if isinstance(v, int) else str(v) for v in value)
                return say("guide-value-seats", count=len(numbers), seats=Listed(items=numbers))
            return say("guide-value-list", values=Listed(items=tuple(str(v) for v in value), style="narrow"))
        return str(value)


@dataclass(frozen=True)
class DecisionGuide:
    """One kind of decision, as a practice game explains it the first time it comes up
    (``bot.catalogue.lessons``): the choices whose action ids start with one of ``ids``, what their buttons
    mean, and the guide's entries, terms or pages (by name) that say more."""

    kind: str
    title: str
    ids: tuple[str, ...]
    buttons: str
    see: tuple[str, ...] = ()


@dataclass(frozen=True)
class GameGuide:
    key: str
    title: str
    summary: str
    pages: tuple[GuidePage, ...]
    options: tuple[OptionGuide, ...] = ()
    entries: tuple[GuideEntry, ...] = ()
    decisions: tuple[DecisionGuide, ...] = ()

    interface: Interface = "discord"
    language: str = SOURCE

    @property
    def say(self) -> Speaker:
        return english() if self.language == SOURCE else Speaker(self.language)

    def spoken(self, interface: Interface) -> GameGuide:
        """This guide in the words of ``interface`` (``load_guide`` gives Discord's)."""
        if interface == self.interface:
            return self
        entries = self.component_entries
        found = load_guide(self.key, self.title, lambda _say: entries, interface, self.language)
        return found or self

    @property
    def component_entries(self) -> tuple[GuideEntry, ...]:
        return tuple(e for e in self.entries if e.kind != TERM)

    def option(self, name: str) -> OptionGuide | None:
        return next((o for o in self.options if o.name == name), None)

    def option_name(self, option: OptionGuide) -> str:
        """An option as its reader names it: its label, and in a terminal how it is typed."""
        if self.interface == "terminal":
            return self.say("guide-option-typed", label=option.label, name=option.name)
        return option.label

    def options_text(self, values: Mapping[str, Any]) -> str:
        """The options in effect, one line each: "Penguins to win: 5 (the rulebook)"."""
        say = self.say
        return "\n".join(
            say(
                "guide-option-line",
                option=self.option_name(option),
                value=option.describe(values[option.name], say),
            )
            for option in self.options
            if option.name in values
        )

    def options_help(self, leave_out: Collection[str] = ()) -> str:
        """Every option with what it does and the values it takes, for a reader choosing them; not those
        named in ``leave_out`` (the terminal's first player, chosen with ``--first`` counted from 1)."""
        say = self.say
        lines = []
        for option in self.options:
            if option.name in leave_out:
                continue
            if self.interface == "terminal":
                typed = [f"{option.name}={_typed(key)}" for key in option.values]
                values = say("guide-values-separator").join(
                    say("guide-option-value", typed=t, label=label)
                    for t, label in zip(typed, option.values.values(), strict=True)
                )
                lines.append(
                    say(
                        "guide-option-help-terminal" if values else "guide-option-help-terminal-typed",
                        label=option.label,
                        name=option.name,
                        text=option.text,
                        values=values,
                    )
                )
            else:
                lines.append(say("guide-option-help", label=option.label, text=option.text))
        return "\n".join(lines)

    def find(self, query: str) -> list[GuideEntry]:
        """Entries whose name (or alias) contains ``query``, exact matches first."""
        wanted = _fold(query)
        if not wanted:
            return list(self.entries)
        exact = [e for e in self.entries if wanted in (_fold(e.name), *map(_fold, e.aliases))]
        rest = [e for e in self.entries if e.matches(query) and e not in exact]
        return exact + rest

    def entry(self, name: str) -> GuideEntry | None:
        """The entry called exactly ``name`` (case and accents aside), or the only one that matches."""
        found = self.find(name)
        exact = [e for e in found if _fold(name) in (_fold(e.name), *map(_fold, e.aliases))]
        if exact:
            return exact[0]
        return found[0] if len(found) == 1 else None

    def reference(self, option_values: Mapping[str, Any] | None = None) -> list[GuidePage]:
        """The whole reference as pages: the prose, the options in effect (when a game is given), and
        the components, split so that no page is longer than an embed can show."""
        pages = list(self.pages)
        if option_values is not None and self.options:
            text = self.options_text(option_values)
            if text:
                pages.append(GuidePage(self.say("guide-options-in-game"), text))
        elif self.options:
            pages.append(GuidePage(self.say("guide-options"), self.options_help()))
        if self.entries:
            pages.extend(_entry_pages(self.entries, self.say))
        return pages


def _entry_pages(entries: Sequence[GuideEntry], say: Speaker) -> list[GuidePage]:
    kinds = list(dict.fromkeys(e.kind for e in entries))
    pages: list[GuidePage] = []
    for kind in kinds:
        chunks: list[list[str]] = [[]]
        size = 0
        for entry in (e for e in entries if e.kind == kind):
            line = say("guide-entry-line", name=entry.name, text=entry.text)
            if size + len(line) + 1 > PAGE_LIMIT and chunks[-1]:
                chunks.append([])
                size = 0
            chunks[-1].append(line)
            size += len(line) + 1
        title = say(kind_message(kind))
        for i, chunk in enumerate(chunks, 1):
            shown = (
                say("guide-page-part", title=title, page=i, pages=len(chunks)) if len(chunks) > 1 else title
            )
            pages.append(GuidePage(shown, "\n".join(chunk)))
    return pages


def kind_message(kind: str) -> str:
    """The message that titles a page of entries of one kind ("snake ability": "Snake abilities")."""
    return "guide-kind-" + kind.replace(" ", "-")


def _fold(text: str) -> str:
    """Text as a search compares it: accents removed, case folded, anything but letters and digits
    (of any script) a single space: "Clé β1" folds to "cle β1"."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join("".join(c if c.isalnum() else " " for c in plain.casefold()).split())


def _typed(value_json: str) -> str:
    """A value's JSON as a person types it after ``--option name=``: a string without its quotes."""
    value = json.loads(value_json)
    return value if isinstance(value, str) else value_json


def speak(text: str, interface: Interface) -> str:
    """``text`` with each ``{{discord: … | terminal: …}}`` resolved for ``interface``."""
    return SPOKEN.sub(lambda m: m[interface], text)


Entries = Callable[[Speaker], Sequence[GuideEntry]]  # a game's component entries, said in a language


def guide_path(key: str, language: str = SOURCE) -> Path:
    """Where the guide of game ``key`` in ``language`` is written: English is the game's data
    (``data/<game>/guide.toml``), every other language's is in its folder of ``bot/locales``."""
    if language == SOURCE:
        return data_path(key, "guide.toml")
    return LOCALES / language / "guides" / f"{key}.toml"


def load_guide(
    key: str,
    title: str,
    entries: Entries | None = None,
    interface: Interface = "discord",
    language: str = SOURCE,
) -> GameGuide | None:
    """The guide of game ``key`` in ``language`` from its guide file and its component ``entries``, in the
    words of ``interface``, or None if the game has none in that language (``GameSpec.guide_in`` falls back
    to English)."""
    # The pseudo-language (tests only) reads the English document, every text of it made strange.
    raw = _read(guide_path(key, SOURCE if language == PSEUDO else language))
    if raw is None:
        return None
    say = english() if language == SOURCE else Speaker(language)
    shown: Callable[[str], str] = pseudo_text if language == PSEUDO else str

    def spoken(text: str) -> str:
        return shown(speak(text.strip(), interface))

    pages = tuple(GuidePage(shown(p["title"]), spoken(p["text"])) for p in raw.get("page", []))
    options = tuple(
        OptionGuide(
            o["name"],
            shown(o["label"]),
            spoken(o["text"]),
            {value: shown(label) for value, label in o.get("values", {}).items()},
            o.get("kind") == "seats",
            spoken(o.get("brief", "")),
        )
        for o in raw.get("option", [])
    )
    terms = tuple(
        GuideEntry(shown(t["name"]), TERM, spoken(t["text"]), tuple(map(shown, t.get("aliases", ()))))
        for t in raw.get("term", [])
    )
    decisions = tuple(
        DecisionGuide(
            d["kind"],
            shown(d["title"]),
            tuple(d["ids"]),
            spoken(d["buttons"]),
            tuple(map(shown, d.get("see", ()))),
        )
        for d in raw.get("decision", [])
    )
    components = tuple(entries(say)) if entries is not None else ()
    if language != SOURCE:
        # Every translated entry and term answers to its English names too.
        source = _read(guide_path(key)) or {}
        english_terms = tuple(
            GuideEntry(t["name"], TERM, "", tuple(t.get("aliases", ()))) for t in source.get("term", [])
        )
        english_components = tuple(entries(english())) if entries is not None else ()
        components = _also_called(components, english_components)
        terms = _also_called(terms, english_terms)
    return GameGuide(
        key=key,
        title=raw.get("title", title or key),
        summary=spoken(raw.get("summary", "")) if raw.get("summary") else "",
        pages=pages,
        options=options,
        entries=components + terms,
        decisions=decisions,
        interface=interface,
        language=language,
    )


def _read(path: Path) -> dict[str, Any] | None:
    if not path.is_file():
        return None
    with path.open("rb") as handle:
        return tomllib.load(handle)


def _also_called(entries: tuple[GuideEntry, ...], english: tuple[GuideEntry, ...]) -> tuple[GuideEntry, ...]:
    """``entries`` (a language's) each also answering to the names of its English twin (the same place in
    ``english``: both are built from the same data, in the same order)."""
    if len(entries) != len(english):
        return entries
    return tuple(
        replace(e, aliases=tuple(dict.fromkeys((*e.aliases, source.name, *source.aliases))))
        for e, source in zip(entries, english, strict=True)
    )
