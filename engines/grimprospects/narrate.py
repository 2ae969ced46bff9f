"""Words for cards, used in log lines and button labels (kept short: buttons hold 80 characters)."""

from __future__ import annotations

from functools import cache

from engines.english import join_words
from engines.grimprospects.data import CARD_BY_ID
from engines.grimprospects.models import Faction
from engines.phrasing import Listed, Words, WordsArg

FACTION_NAME: dict[Faction, str] = {"bunny": "Bunny", "rat": "Rat", "mole": "Mole"}
FACTION_PLURAL: dict[Faction, str] = {"bunny": "Bunnies", "rat": "Rats", "mole": "Moles"}


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def card_brief(card_id: str) -> str:
    """'B03 Bunny shovel' plus its effect, if any."""
    card = CARD_BY_ID[card_id]
    text = f"{card.id} {FACTION_NAME[card.faction]} {card.segment}"
    if card.effect != "none":
        text += f" {card.effect.capitalize()}"
    return text


def card_full(card_id: str) -> str:
    """'B03 Bunny shovel · vs B+1 R0 M+1' (powers against Bunnies, Rats and Moles)."""
    card = CARD_BY_ID[card_id]
    powers = f"vs B{signed(card.vs_bunny)} R{signed(card.vs_rat)} M{signed(card.vs_mole)}"
    return f"{card_brief(card_id)} · {powers}"


def card_list(card_ids: tuple[str, ...] | list[str]) -> str:
    return join_words(card_ids) if card_ids else "none"


# ---- the same as messages, for each reader's language (docs/localisation.md, "The games' words") ----------


@cache
def faction_words(faction: Faction) -> Words:
    return Words(id=f"grim-faction-{faction}")


@cache  # a card's words never change: built once, shared (they are frozen)
def card_brief_words(card_id: str) -> Words:
    """``card_brief`` as a message."""
    card = CARD_BY_ID[card_id]
    args: dict[str, WordsArg] = {
        "card": card.id,
        "faction": faction_words(card.faction),
        "effect": card.effect,
    }
    return Words(id=f"grim-card-{card.segment}", args=args)


@cache  # a card's words never change: built once, shared (they are frozen)
def card_full_words(card_id: str) -> Words:
    """``card_full`` as a message."""
    card = CARD_BY_ID[card_id]
    args: dict[str, WordsArg] = {
        "brief": card_brief_words(card_id),
        "bunny": signed(card.vs_bunny),
        "rat": signed(card.vs_rat),
        "mole": signed(card.vs_mole),
    }
    return Words(id="grim-card-full", args=args)


def card_list_words(card_ids: tuple[str, ...] | list[str]) -> Words:
    """``card_list`` as a message."""
    return Words(id="grim-cards", args={"cards": Listed.of(card_ids), "count": len(card_ids)})
