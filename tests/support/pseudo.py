"""What a player reads at a table in the pseudo-language (bot/i18n/pseudo.py): every word from a catalogue
is bracketed ("[Táké ñóťĥíñĝ~~]"), so any word outside brackets came from code, untranslated; and a cut
text has lost its closing bracket."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from bot.client import TabletopBot
from bot.i18n.pseudo import PSEUDO
from bot.session.records import Change
from support.fakediscord import Message, User

# What may stand outside brackets: names of people and games (as published), numbers, emoji, symbols,
# Discord's own mentions and links.
GAME_TITLES = (
    "Gentoo Rules",
    "Grim Prospects",
    "SLITHER",
    "Giant Snail Will Not Prevail!",
    "As The Earth Crumbles",
)
# A link ends before the bracket or parenthesis that closes the text around it ("[[Go](https://…)~~]").
MENTION = re.compile(r"<[@#][!&]?\d+>|<t:\d+(:\w)?>|https?://[^\s()\[\]<>]+")
WORD = re.compile(r"[^\W\d_]{2,}")


def outside_brackets(text: str) -> tuple[str, bool]:
    """The text outside every bracket pair, and whether the brackets balance (a cut text does not)."""
    depth, out = 0, list[str]()
    for char in text:
        if char == "[":
            depth += 1
        elif char == "]":
            if depth == 0:
                return "".join(out), False
            depth -= 1
        elif depth == 0:
            out.append(char)
    return "".join(out), depth == 0


def untranslated(text: str, names: Iterable[str] = ()) -> list[str]:
    """The words of ``text`` a catalogue did not give (outside brackets, not a name or a title), and
    "(cut)" when its brackets do not balance."""
    outside, whole = outside_brackets(MENTION.sub(" ", text))
    for name in sorted({*names, *GAME_TITLES}, key=len, reverse=True):
        outside = outside.replace(name, " ")
    words = WORD.findall(outside)
    return words + ([] if whole else ["(cut)"])


def message_texts(message: Any) -> list[tuple[str, str]]:
    """Everything a player reads in a message of the fake Discord: its content, its embeds (title,
    description, fields, footer), its components' labels and placeholders, its pictures' alt text."""
    found = [("content", message.content or "")]
    for embed in message.embeds:
        found += [("title", embed.get("title", "")), ("description", embed.get("description", ""))]
        found += [
            (f"field {f.get('name')}", f"{f.get('name', '')}\n{f.get('value', '')}")
            for f in embed.get("fields", [])
        ]
        found.append(("footer", (embed.get("footer") or {}).get("text", "")))
        found.append(("author", (embed.get("author") or {}).get("name", "")))
    for button in message.buttons():
        found.append(("button", button.get("label", "")))
    for menu in message.selects():
        found.append(("menu", menu.get("placeholder", "")))
        for option in menu.get("options") or []:
            found += [
                ("menu option", option.get("label", "")),
                ("menu option", option.get("description") or ""),
            ]
    for attachment in message.attachments:
        found.append(("alt text", getattr(attachment, "description", "") or ""))
    return found


def versions(message: Any) -> list[Any]:
    """Every version of a message of the fake Discord a reader could have seen: each before an edit,
    and the current one."""
    return [
        *(
            replace(
                message,
                content=v.content,
                embeds=v.embeds,
                components=v.components,
                attachments=v.attachments,
            )
            for v in message.history
        ),
        message,
    ]


def leaks(
    messages: Sequence[Any], names: Iterable[str], *, every_version: bool = False
) -> dict[str, list[str]]:
    """Each untranslated piece of the messages, by where it is ("content", "button"...); in each version
    they had with ``every_version``, else as they are now."""
    names = tuple(names)
    found: dict[str, list[str]] = {}
    for message in messages:
        for where, text in (
            t for m in (versions(message) if every_version else [message]) for t in message_texts(m)
        ):
            words = untranslated(text, names)
            if words:
                found.setdefault(where, []).append(f"{' '.join(words)!r} in {text[:120]!r}")
    return found


async def speak_pseudo(bot: TabletopBot, lobby: Message, people: Iterable[User]) -> None:
    """The lobby's table and ``people`` (in their DMs and private answers) speak the pseudo-language,
    which no player can choose: set in storage, as /settings would set a language."""
    session = next(c for c in lobby.custom_ids() if c.endswith(":start")).split(":")[1]
    await bot.services.games.change(session, lambda game: Change(language=PSEUDO))
    for person in people:
        prefs = await bot.services.personal_settings.of(person.id)
        await bot.storage.people.save_preferences(person.id, replace(prefs, language=PSEUDO))


def check_result(final: Message, game: Any, say: Any) -> None:
    """The result under a game's last board says, in ``say``'s language (the table's), the catalogue's
    head with the game's own summary, and every seat's name with its score."""
    outcome = game.outcome
    assert outcome is not None
    summary = game.fill(say.either(outcome.summary, outcome.words))
    assert say("result-head", title=game.title, summary=summary) in final.content, final.content
    for seat, name in enumerate(game.names):
        assert f"{name}: {outcome.scores[seat]:g}" in final.content
