"""Grim Prospects entries for the player guide: the 60 cards, the three factions, the two tunnel segments
and the two effects, all built from the card data (``data/grimprospects/cards.toml``) and said in a
reader's language.

A card is only numbers (faction, power against each faction, segment, effect), so each card's line is
written from those numbers by the catalogue (``grim-guide-*`` in ``grimprospects.ftl``); the factions'
names are the boards' own (``grim-faction-*``), and the rules behind the numbers are stated once there, as
short sentences.
"""

from __future__ import annotations

from bot.catalogue.guide import GuideEntry
from bot.i18n import Speaker
from engines.grimprospects.data import CARDS
from engines.grimprospects.models import FACTIONS, Card, Effect, Faction, Segment
from engines.phrasing import Listed

SEGMENT_POINTS: dict[Segment, int] = {"gem": 2, "shovel": 1}


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def _powers(card: Card) -> dict[str, str]:
    """The card's power against each faction, signed as printed ("+1", "0", "-1")."""
    return {f: _signed(card.power(f)) for f in FACTIONS}


def card_name(card: Card, say: Speaker) -> str:
    """'B04 (Bunny, gem, Turncoat)': the id printed on the card and what it is at a glance."""
    return say(
        "grim-guide-card-name",
        card=card.id,
        faction=say(f"grim-faction-{card.faction}"),
        segment=card.segment,
        effect=card.effect,
    )


def card_text(card: Card, say: Speaker) -> str:
    return say(
        "grim-guide-card-text",
        faction=card.faction,
        **_powers(card),
        segment=card.segment,
        points=SEGMENT_POINTS[card.segment],
        effect=card.effect,
        rule=say("grim-guide-effect-rule", effect=card.effect) if card.effect != "none" else "",
    )


def _aliases(name: str, *others: str) -> tuple[str, ...]:
    """Other names of an entry, without its own name (a language may say both alike)."""
    return tuple(dict.fromkeys(o for o in others if o and o.casefold() != name.casefold()))


def _card_entry(card: Card, say: Speaker) -> GuideEntry:
    short = f"{card.id[0]}{int(card.id[1:])}"  # "B4" for B04
    aliases = (card.id,) if short == card.id else (card.id, short)
    return GuideEntry(name=card_name(card, say), kind="card", text=card_text(card, say), aliases=aliases)


def _faction_entry(faction: Faction, say: Speaker) -> GuideEntry:
    own = [card for card in CARDS if card.faction == faction]
    gems = sum(card.segment == "gem" for card in own)
    totals = {f: _signed(sum(c.power(f) for c in own)) for f in FACTIONS}
    text = say(
        "grim-guide-faction-text",
        count=len(own),
        first=own[0].id,
        last=own[-1].id,
        gems=gems,
        shovels=len(own) - gems,
        **totals,
    )
    name = say("grim-guide-faction-name", faction=faction)
    return GuideEntry(
        name=name, kind="faction", text=text, aliases=_aliases(name, say(f"grim-faction-{faction}"))
    )


def _segment_entry(segment: Segment, say: Speaker) -> GuideEntry:
    cards = [card for card in CARDS if card.segment == segment]
    text = say("grim-guide-segment-text", segment=segment, points=SEGMENT_POINTS[segment], count=len(cards))
    name = say("grim-guide-segment-name", segment=segment)
    return GuideEntry(
        name=name,
        kind="tunnel segment",
        text=text,
        aliases=_aliases(name, say("grim-guide-segment-plural", segment=segment)),
    )


def _effect_entry(effect: Effect, say: Speaker) -> GuideEntry:
    cards = [card for card in CARDS if card.effect == effect]
    text = say(
        "grim-guide-effect-text",
        rule=say("grim-guide-effect-rule", effect=effect),
        cards=Listed.of((card.id for card in cards), style="narrow"),
    )
    return GuideEntry(name=say("grim-board-effect", effect=effect), kind="card effect", text=text)


def entries(say: Speaker) -> list[GuideEntry]:
    """The factions, segments and effects first (short rules), then the 60 cards in catalogue order, in
    ``say``'s language."""
    effects: list[Effect] = ["shadow", "turncoat"]
    segments: list[Segment] = ["gem", "shovel"]
    return [
        *(_faction_entry(f, say) for f in FACTIONS),
        *(_segment_entry(s, say) for s in segments),
        *(_effect_entry(e, say) for e in effects),
        *(_card_entry(card, say) for card in CARDS),
    ]
