"""Grim Prospects entries for the player guide: the 60 cards, the three factions, the two tunnel segments
and the two effects, all built from the card data (``data/grimprospects/cards.toml``).

A card is only numbers (faction, power against each faction, segment, effect), so each card's line is
written from those numbers; the rules behind them are stated once here, as short sentences.
"""

from __future__ import annotations

from bot.catalogue.guide import GuideEntry
from bot.i18n import Speaker
from engines.grimprospects.data import CARDS
from engines.grimprospects.models import FACTIONS, Card, Effect, Faction, Segment

FACTION_NAME: dict[Faction, str] = {"bunny": "Bunny", "rat": "Rat", "mole": "Mole"}
FACTION_PLURAL: dict[Faction, str] = {"bunny": "Bunnies", "rat": "Rats", "mole": "Moles"}
SEGMENT_NAME: dict[Segment, str] = {"gem": "Gem", "shovel": "Shovel"}
SEGMENT_POINTS: dict[Segment, int] = {"gem": 2, "shovel": 1}
SEGMENT_RULE: dict[Segment, str] = {
    "gem": "When its tunnel collapses, the attacker takes it to the far end of their own tunnel.",
    "shovel": "When its tunnel collapses, it stops the collapse and goes back into its owner's hand; "
    "the segments before it are safe.",
}
EFFECT_NAME: dict[Effect, str] = {"none": "", "shadow": "Shadow", "turncoat": "Turncoat"}
EFFECT_RULE: dict[Effect, str] = {
    "none": "",
    "shadow": "it may join an Employed miner of its own faction, face down at the same position, and adds "
    "its power; any number of Shadows may join. It may also be the Employed miner itself.",
    "turncoat": "after a battle it joins the Resting Recruits of the player it fought against, "
    "even when it fought as a Loitering miner.",
}


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def _powers(card: Card) -> str:
    return ", ".join(f"{_signed(card.power(f))} against {FACTION_PLURAL[f]}" for f in FACTIONS)


def _ids(cards: list[Card]) -> str:
    return ", ".join(card.id for card in cards)


def card_name(card: Card) -> str:
    """'B04 (Bunny, gem, Turncoat)': the id printed on the card and what it is at a glance."""
    parts = [FACTION_NAME[card.faction], card.segment]
    if card.effect != "none":
        parts.append(EFFECT_NAME[card.effect])
    return f"{card.id} ({', '.join(parts)})"


def card_text(card: Card) -> str:
    points = SEGMENT_POINTS[card.segment]
    text = (
        f"{FACTION_NAME[card.faction]} miner. Power {_powers(card)}. "
        f"In a tunnel: {card.segment} ({points} point{'s' if points != 1 else ''})."
    )
    if card.effect != "none":
        text += f" {EFFECT_NAME[card.effect]}: {EFFECT_RULE[card.effect]}"
    return text


def _card_entry(card: Card) -> GuideEntry:
    short = f"{card.id[0]}{int(card.id[1:])}"  # "B4" for B04
    aliases = (card.id,) if short == card.id else (card.id, short)
    return GuideEntry(name=card_name(card), kind="card", text=card_text(card), aliases=aliases)


def _faction_entry(faction: Faction) -> GuideEntry:
    own = [card for card in CARDS if card.faction == faction]
    totals = ", ".join(
        f"{_signed(sum(c.power(f) for c in own))} against {FACTION_PLURAL[f]}" for f in FACTIONS
    )
    gems = sum(card.segment == "gem" for card in own)
    text = (
        f"{len(own)} cards, {own[0].id}-{own[-1].id}: {gems} gems and {len(own) - gems} shovels. "
        f"Their powers add up to {totals}. "
        "The factions are equal; only the matchup counts. In a battle each side uses one faction, "
        "and every card counts its power against the other side's faction."
    )
    return GuideEntry(
        name=FACTION_PLURAL[faction], kind="faction", text=text, aliases=(FACTION_NAME[faction],)
    )


def _segment_entry(segment: Segment) -> GuideEntry:
    cards = [card for card in CARDS if card.segment == segment]
    points = SEGMENT_POINTS[segment]
    text = (
        f"Worth {points} point{'s' if points != 1 else ''} in a tunnel at the end of the game. "
        f"{SEGMENT_RULE[segment]} {len(cards)} cards are {segment}s."
    )
    return GuideEntry(name=SEGMENT_NAME[segment], kind="tunnel segment", text=text, aliases=(f"{segment}s",))


def _effect_entry(effect: Effect) -> GuideEntry:
    cards = [card for card in CARDS if card.effect == effect]
    rule = EFFECT_RULE[effect]
    text = f"A miner with this symbol: {rule} Cards: {_ids(cards)}."
    return GuideEntry(name=EFFECT_NAME[effect], kind="card effect", text=text)


def entries(say: Speaker | None = None) -> list[GuideEntry]:
    """The factions, segments and effects first (short rules), then the 60 cards in catalogue order."""
    effects: list[Effect] = ["shadow", "turncoat"]
    segments: list[Segment] = ["gem", "shovel"]
    return [
        *(_faction_entry(f) for f in FACTIONS),
        *(_segment_entry(s) for s in segments),
        *(_effect_entry(e) for e in effects),
        *(_card_entry(card) for card in CARDS),
    ]
