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
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from engines.data import data_path
from engines.wording import join_words, noun

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

    def describe(self, value: Any) -> str:
        """How a value reads to players: its label from the guide, else the value itself."""
        key = json.dumps(list(value) if isinstance(value, tuple) else value)
        if key in self.values:
            return self.values[key]
        if value is None:
            return "not set"
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, tuple | list):
            if self.seats:
                numbers = [str(v + 1) if isinstance(v, int) else str(v) for v in value]
                return (noun(len(numbers), "seat") + " " + join_words(numbers)) if numbers else "none"
            return ", ".join(str(v) for v in value) or "none"
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

    def spoken(self, interface: Interface) -> GameGuide:
        """This guide in the words of ``interface`` (``load_guide`` gives Discord's)."""
        if interface == self.interface:
            return self
        return load_guide(self.key, self.title, lambda: self.component_entries, interface) or self

    @property
    def component_entries(self) -> tuple[GuideEntry, ...]:
        return tuple(e for e in self.entries if e.kind != TERM)

    def option(self, name: str) -> OptionGuide | None:
        return next((o for o in self.options if o.name == name), None)

    def option_name(self, option: OptionGuide) -> str:
        """An option as its reader names it: its label, and in a terminal how it is typed."""
        if self.interface == "terminal":
            return f"{option.label} (--option {option.name}=…)"
        return option.label

    def options_text(self, values: Mapping[str, Any]) -> str:
        """The options in effect, one line each: "Penguins to win: 5 (the rulebook)"."""
        lines = []
        for option in self.options:
            if option.name in values:
                lines.append(f"**{self.option_name(option)}:** {option.describe(values[option.name])}")
        return "\n".join(lines)

    def options_help(self) -> str:
        """Every option with what it does and the values it takes, for a reader choosing them."""
        lines = []
        for option in self.options:
            if self.interface == "terminal":
                typed = [f"{option.name}={_typed(key)}" for key in option.values]
                values = "; ".join(
                    f"`{t}`: {label}" for t, label in zip(typed, option.values.values(), strict=True)
                )
                shown = f" Values: {values}." if values else f" Typed as `{option.name}=…`."
                lines.append(f"**{option.label}** (`--option {option.name}=…`): {option.text}{shown}")
            else:
                lines.append(f"**{option.label}:** {option.text}")
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
                pages.append(GuidePage("Options in this game", text))
        elif self.options:
            pages.append(GuidePage("Options", self.options_help()))
        if self.entries:
            pages.extend(_entry_pages(self.entries))
        return pages


def _entry_pages(entries: Sequence[GuideEntry]) -> list[GuidePage]:
    kinds = list(dict.fromkeys(e.kind for e in entries))
    pages: list[GuidePage] = []
    for kind in kinds:
        chunks: list[list[str]] = [[]]
        size = 0
        for entry in (e for e in entries if e.kind == kind):
            line = f"**{entry.name}**: {entry.text}"
            if size + len(line) + 1 > PAGE_LIMIT and chunks[-1]:
                chunks.append([])
                size = 0
            chunks[-1].append(line)
            size += len(line) + 1
        title = _kind_title(kind)
        for i, chunk in enumerate(chunks, 1):
            suffix = f" ({i}/{len(chunks)})" if len(chunks) > 1 else ""
            pages.append(GuidePage(title + suffix, "\n".join(chunk)))
    return pages


def _kind_title(kind: str) -> str:
    """A page title for entries of one kind: "Snake abilities", "Cards"."""
    words = noun(2, kind)
    return words[:1].upper() + words[1:]


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


def load_guide(
    key: str,
    title: str,
    entries: Callable[[], Sequence[GuideEntry]] | None = None,
    interface: Interface = "discord",
) -> GameGuide | None:
    """The guide of game ``key`` from its ``guide.toml`` and its component ``entries``, in the words of
    ``interface``, or None if the game has none (``bot.catalogue.registry.guide_for`` finds a game's guide
    by its key)."""
    path = data_path(key, "guide.toml")
    if not path.is_file():
        return None
    with path.open("rb") as handle:
        raw = tomllib.load(handle)
    pages = tuple(GuidePage(p["title"], speak(p["text"].strip(), interface)) for p in raw.get("page", []))
    options = tuple(
        OptionGuide(
            o["name"],
            o["label"],
            speak(o["text"].strip(), interface),
            dict(o.get("values", {})),
            o.get("kind") == "seats",
        )
        for o in raw.get("option", [])
    )
    terms = tuple(
        GuideEntry(t["name"], TERM, speak(t["text"].strip(), interface), tuple(t.get("aliases", ())))
        for t in raw.get("term", [])
    )
    decisions = tuple(
        DecisionGuide(
            d["kind"],
            d["title"],
            tuple(d["ids"]),
            speak(d["buttons"].strip(), interface),
            tuple(d.get("see", ())),
        )
        for d in raw.get("decision", [])
    )
    return GameGuide(
        key=key,
        title=raw.get("title", title or key),
        summary=speak(raw.get("summary", "").strip(), interface),
        pages=pages,
        options=options,
        entries=(tuple(entries()) if entries is not None else ()) + terms,
        decisions=decisions,
        interface=interface,
    )
