"""Loads the 60 Grim Prospects cards from ``data/grimprospects/cards.toml`` and validates them.

The card list is the shared rulings' section 5(c) ("Full 60-card list"; docs/rules/grimprospects.md,
"Components"): 20 cards per faction, each faction with 12 gems, 8 shovels, 4 Shadow cards and 3
Turncoats, every power in {-1, 0, +1}, and power totals of +7 against the card's own faction and +8
against each other faction.
A file that breaks any of these raises ``CardDataError`` when the engine is imported, never mid-game.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from pathlib import Path
from types import MappingProxyType

from pydantic import ValidationError

from engines.data import DATA_DIR as DATA_ROOT
from engines.grimprospects.models import FACTIONS, Card, Faction

DATA_DIR = DATA_ROOT / "grimprospects"
CARDS_FILE = DATA_DIR / "cards.toml"

# The counts section 5(c) fixes for every faction.
CARDS_PER_FACTION = 20
GEMS_PER_FACTION = 12
SHADOWS_PER_FACTION = 4
TURNCOATS_PER_FACTION = 3
POWER_VS_OWN = 7
POWER_VS_OTHER = 8


class CardDataError(ValueError):
    """The card file does not describe the 60-card deck of section 5(c)."""


def parse_cards(text: str) -> tuple[Card, ...]:
    """Parse and validate the TOML text of a card file; raise CardDataError on any problem."""
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CardDataError(f"cards.toml is not valid TOML: {exc}") from None
    entries = raw.get("card")
    if not isinstance(entries, list):
        raise CardDataError("cards.toml must hold a [[card]] table per card.")
    cards: list[Card] = []
    for entry in entries:
        try:
            cards.append(Card.model_validate(entry))
        except ValidationError as exc:
            raise CardDataError(f"Bad card {entry.get('id', '?')!r}: {exc}") from None
    validate_cards(tuple(cards))
    return tuple(cards)


def validate_cards(cards: tuple[Card, ...]) -> None:
    """Check the deck against section 5(c); raise CardDataError naming the first problem found."""
    ids = [card.id for card in cards]
    duplicates = sorted(cid for cid, n in Counter(ids).items() if n > 1)
    if duplicates:
        raise CardDataError(f"Duplicate card ids: {', '.join(duplicates)}.")
    if len(cards) != CARDS_PER_FACTION * len(FACTIONS):
        raise CardDataError(f"The deck must have 60 cards, not {len(cards)}.")
    for card in cards:
        # Ids are the ruling's: the faction's initial and a two-digit number.
        if card.id[0] != card.faction[0].upper() or not card.id[1:].isdigit() or len(card.id) != 3:
            raise CardDataError(f"Card id {card.id} does not match its faction {card.faction}.")
    for faction in FACTIONS:
        own = [card for card in cards if card.faction == faction]
        counts = {
            "cards": (len(own), CARDS_PER_FACTION),
            "gems": (sum(card.segment == "gem" for card in own), GEMS_PER_FACTION),
            "Shadow cards": (sum(card.effect == "shadow" for card in own), SHADOWS_PER_FACTION),
            "Turncoats": (sum(card.effect == "turncoat" for card in own), TURNCOATS_PER_FACTION),
        }
        for what, (found, wanted) in counts.items():
            if found != wanted:
                raise CardDataError(f"The {faction} faction has {found} {what}, not {wanted}.")
        for versus in FACTIONS:
            total = sum(card.power(versus) for card in own)
            wanted = POWER_VS_OWN if versus == faction else POWER_VS_OTHER
            if total != wanted:
                raise CardDataError(
                    f"The {faction} cards total {total} against {versus}, not {wanted} (ruling 5(c))."
                )


def load_cards(path: Path = CARDS_FILE) -> tuple[Card, ...]:
    """The validated deck, in the file's (catalogue) order."""
    return parse_cards(path.read_text(encoding="utf-8"))


CARDS: tuple[Card, ...] = load_cards()
CARD_BY_ID: MappingProxyType[str, Card] = MappingProxyType({card.id: card for card in CARDS})
# Catalogue position, used to keep human hands in one canonical order that leaks nothing.
CARD_ORDER: MappingProxyType[str, int] = MappingProxyType({card.id: i for i, card in enumerate(CARDS)})
ALL_CARD_IDS: tuple[str, ...] = tuple(card.id for card in CARDS)
# Points in a tunnel at the end: a gem is worth two, a shovel one (rulebook, Winning The Game).
SEGMENT_VALUE: MappingProxyType[str, int] = MappingProxyType(
    {card.id: 2 if card.segment == "gem" else 1 for card in CARDS}
)
GEMS: frozenset[str] = frozenset(card.id for card in CARDS if card.segment == "gem")


def card(card_id: str) -> Card:
    return CARD_BY_ID[card_id]


def faction_of(card_id: str) -> Faction:
    return CARD_BY_ID[card_id].faction


def power(card_id: str, versus: Faction) -> int:
    return CARD_BY_ID[card_id].power(versus)


def is_gem(card_id: str) -> bool:
    return card_id in GEMS


def sort_cards(card_ids: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    return tuple(sorted(card_ids, key=CARD_ORDER.__getitem__))
