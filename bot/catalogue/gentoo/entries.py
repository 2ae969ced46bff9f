"""Gentoo Rules card entries for the player guide: one entry per card type, from ``data/gentoo/cards.toml``.

Name, fish cost, copies and the card's text come from the game's card data; the only words written here
are short notes on how a card is played at this table, where the printed text leaves a question open.
"""

from __future__ import annotations

from bot.catalogue.guide import GuideEntry
from bot.i18n import Speaker
from engines.gentoo.data import CardSpec, load_data

_EGG_NOTE = (
    "Nesting Stones are a threshold, never spent. A Good Nesting Site in your Cards in Play lowers "
    "the need by one."
)

# How a card works here, where its printed text leaves a question open (keyed by card type).
NOTES: dict[str, str] = {
    "snow": "Each player starts with 6 Snow. A Thaw can melt one.",
    "egg3": _EGG_NOTE,
    "egg4": _EGG_NOTE,
    "egg5": _EGG_NOTE,
    "hatch": "Hatching is your one play of the turn. Then give one of your Nesting Stones to another "
    "player of your choice (none if you have no stone).",
    "skua": "Any Egg in sight will do, your own included. With no Egg in sight it is discarded with no effect.",
    "thief": "The player you name may block it with a Vicious Peck from their Cards in Play. A player "
    "with no stone has nothing to take.",
    "nest": "Use it from your Cards in Play while choosing an Egg; it is then discarded. Played as your "
    "card of the turn, it does nothing.",
    "seal": "The penguin goes back to the supply. Naming a player with no penguin has no effect.",
    "peck": "It must be in your Cards in Play when the Stone Thief names you. Played on your own turn, "
    "it does nothing.",
    "blizzard": "With two players it has no effect.",
    "fishing": "Several Gone Fishing cards add up, one lost turn each. With two players you play again.",
    "thaw": "With no Snow in your Cards in Play it is discarded with no effect. An option can send the "
    "melted Snow out of the game instead.",
}


def _cost(spec: CardSpec) -> str:
    if spec.cost == 0:
        return "Free"
    return f"Costs {spec.cost} fish" if spec.cost > 1 else "Costs 1 fish"


def _entry(spec: CardSpec) -> GuideEntry:
    copies = f"{spec.copies} {'copy' if spec.copies == 1 else 'copies'}"
    parts = [f"{_cost(spec)} to choose. {copies}.", spec.text.strip()]
    note = NOTES.get(spec.type)
    if note:
        parts.append(note)
    aliases = (spec.type,) if spec.type != spec.name.casefold() else ()
    return GuideEntry(name=spec.name, kind="card", text=" ".join(parts), aliases=aliases)


def entries(say: Speaker | None = None) -> list[GuideEntry]:
    """Every Gentoo card type, in the order of the card data."""
    return [_entry(spec) for spec in load_data().cards]
