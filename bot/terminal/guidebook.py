"""The player guide at a terminal's prompt: what can be typed (``help``), the rules with the options of this
game (``rules``), the names of every card (``cards``) and one card by part of its name (``card skua``,
``what is a skua?``). None of these uses up the decision being asked.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.catalogue.guide import GameGuide, GuideEntry
from engines.wording import join_words, noun

# "card skua", "what is a skua?", "? skua": a look-up in the game's guide.
LOOKUP = re.compile(
    r"^(?:(?:cards?|what\s*is|what's|whats|what\s*are|who\s*is|help)\s+|\?\s*)(?:(?:a|an|the)\s+)?"
    r"(?P<name>.+?)[\s?.!]*$",
    re.IGNORECASE,
)
WIDTH = 100  # columns for the guide's text
LISTED = 12  # names shown when a look-up matches several


class Guidebook:
    """One game's guide, printed through ``say``."""

    def __init__(self, title: str, guide: GameGuide | None, say: Callable[[str], None]) -> None:
        self.title = title
        self.guide = guide
        self.say = say

    def show_help(self, choices: int) -> None:
        guide = self.guide
        rows = [
            ("1" if choices == 1 else f"1 to {choices}", "take that choice"),
            ("b", "show the board and your choices again"),
            ("h", "a hint: the AI's best choices for you now, each with its chance to win"),
            (
                "u",
                "take back your last move (not after another player decides or something hidden is revealed; alone against AIs, their replies go with it)",
            ),
        ]
        if guide is not None:
            rows.append(("rules", "the rules, and the options chosen for this game"))
            if guide.entries:
                things = join_words(_kinds(guide.entries), "or")
                example = _example(guide.entries)
                rows.append(("card <name>", f"read about {_a(things)}, e.g. card {example}"))
                rows.append(("what is <name>", "the same; part of the name is enough"))
                rows.append(("cards", f"the names of all the {_plural_kinds(guide.entries)}"))
        rows += [("q", "leave the game"), ("? or help", "this list")]
        width = max(len(key) for key, _ in rows)
        self.say("You can type:")
        for key, text in rows:
            self.say(f"  {key:<{width}}  {text}")

    def show_rules(self, options: Mapping[str, Any]) -> bool:
        """Print the guide's pages and ``options``, the options in effect; False when the game has no guide."""
        guide = self.guide
        if guide is None:
            self.say(f"There are no rules to show for {self.title} here yet.")
            return False
        self.say(f"\n===== {guide.title}: the rules =====")
        if guide.summary:
            self.say(wrap(guide.summary))
        for page in guide.pages:
            self.say(f"\n--- {page.title} ---")
            self.say(wrap(page.text))
        options_text = guide.options_text(options)
        if options_text:
            self.say("\n--- Options in this game ---")
            self.say(wrap(options_text))
        if guide.entries:
            self.say(
                "\n"
                + wrap(
                    f"The {_plural_kinds(guide.entries)} are not listed here: type 'cards' for their "
                    "names and 'card <name>' to read about one."
                )
            )
        self.say("===== End of the rules: your decision is still open. =====")
        return True

    def show_entries(self) -> None:
        guide = self.guide
        if guide is None or not guide.entries:
            self.say(f"There are no cards to look up for {self.title} here yet.")
            return
        for kind in _kinds(guide.entries):
            names = [e.name for e in guide.entries if e.kind == kind]
            title = noun(len(names), kind)
            self.say(wrap(f"{title[:1].upper()}{title[1:]}: {', '.join(names)}."))
        self.say("Type 'card <name>' to read one.")

    def look_up(self, query: str) -> None:
        guide = self.guide
        if guide is None or not guide.entries:
            self.say(f"There are no cards to look up for {self.title} here yet.")
            return
        if not any(c.isalnum() for c in query):  # nothing to search by: every name
            self.show_entries()
            return
        entry = guide.entry(query)
        if entry is not None:
            self.show_entry(entry)
            return
        found = guide.find(query)
        kinds = _kinds(found or guide.entries)
        if not found:
            what = f"No {kinds[0]}" if len(kinds) == 1 else "Nothing"
            self.say(f"{what} called \u201c{query}\u201d. Type 'cards' for all the names.")
            return
        shown = found if len(found) <= LISTED else found[: LISTED - 2]  # never "and 1 more"
        names = [e.name for e in shown]
        if len(found) > len(shown):
            names.append(f"{len(found) - len(shown)} more")
        what = noun(len(found), kinds[0]) if len(kinds) == 1 else "names"
        self.say(
            wrap(
                f"\u201c{query}\u201d matches {len(found)} {what}: {join_words(names)}. "
                "Type more of the name."
            )
        )

    def show_entry(self, entry: GuideEntry) -> None:
        self.say(f"{entry.kind[:1].upper()}{entry.kind[1:]}: {_plain(entry.name)}")
        self.say(wrap(entry.text, indent="  "))


def _kinds(entries: Sequence[GuideEntry]) -> list[str]:
    return list(dict.fromkeys(e.kind for e in entries))


def _a(words: str) -> str:
    return f"an {words}" if words[:1].lower() in "aeiou" else f"a {words}"


def _plural_kinds(entries: Sequence[GuideEntry]) -> str:
    return join_words([noun(2, kind) for kind in _kinds(entries)])


def _example(entries: Sequence[GuideEntry]) -> str:
    """A name to show in the help: an entry from the middle of the list, without its parenthesis."""
    entry = entries[len(entries) // 2]
    return entry.name.split(" (")[0]


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
        lines.extend(
            textwrap.wrap(
                line, WIDTH, initial_indent=indent, subsequent_indent=indent + hang, break_on_hyphens=False
            )
        )
    return "\n".join(lines)
