"""Words for cards, used in log lines and button labels (kept short: buttons hold 80 characters)."""

from __future__ import annotations

from engines.grimprospects.data import CARD_BY_ID
from engines.grimprospects.models import Faction
from engines.wording import join_words

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
