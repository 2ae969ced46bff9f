"""Gentoo Rules card entries for the player guide: one entry per card type, from ``data/gentoo/cards.toml``,
said in a reader's language.

Name and card text are the catalogue's own (``gentoo-card-<type>``, ``gentoo-text-<type>``, the words the
boards show); the fish cost and copies come from the card data, and a short note on how a card is played at
this table, where the printed text leaves a question open, is ``gentoo-guide-note-<note>``
(``gentoo.ftl``).
"""

from __future__ import annotations

from bot.catalogue.guide import GuideEntry
from bot.i18n import Speaker
from engines.gentoo.data import CardSpec, load_data

# The note on how a card works here, by card type: the message gentoo-guide-note-<note> (the Eggs share one).
NOTES: dict[str, str] = {
    "snow": "snow",
    "egg3": "egg",
    "egg4": "egg",
    "egg5": "egg",
    "hatch": "hatch",
    "skua": "skua",
    "thief": "thief",
    "nest": "nest",
    "seal": "seal",
    "peck": "peck",
    "blizzard": "blizzard",
    "fishing": "fishing",
    "thaw": "thaw",
}


def _entry(spec: CardSpec, say: Speaker) -> GuideEntry:
    note = NOTES.get(spec.type)
    text = say(
        "gentoo-guide-card",
        cost=spec.cost,
        copies=spec.copies,
        text=say(f"gentoo-text-{spec.type}"),
        note=say(f"gentoo-guide-note-{note}") if note else "",
        noted="true" if note else "false",
    )
    aliases = (spec.type,) if spec.type != spec.name.casefold() else ()  # the id, as typed
    return GuideEntry(name=say(f"gentoo-card-{spec.type}"), kind="card", text=text, aliases=aliases)


def entries(say: Speaker) -> list[GuideEntry]:
    """Every Gentoo card type, in the order of the card data, in ``say``'s language."""
    return [_entry(spec, say) for spec in load_data().cards]
