"""Gentoo Rules component data: the 90 cards and the supplies, loaded from ``data/gentoo/cards.toml``.

Validated on load: 90 cards in all, known card types, egg stone requirements of 3, 4 or 5 [R], and
supplies that fit four players (rules 4(c) "Player count and supplies"). Also the readers of card ids
the rules share: a card's name, whether it is an Egg, the first card of a type.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Literal

from pydantic import Field, PrivateAttr, model_validator

from engines.base import Model
from engines.data import read_toml
from engines.phrasing import Words

CardType = Literal[
    "snow",
    "egg3",
    "egg4",
    "egg5",
    "hatch",
    "skua",
    "thief",
    "nest",
    "seal",
    "peck",
    "blizzard",
    "fishing",
    "thaw",
]
EGG_TYPES: frozenset[str] = frozenset({"egg3", "egg4", "egg5"})


class CardSpec(Model):
    type: CardType
    name: str
    cost: int = Field(ge=0, le=5)
    copies: int = Field(ge=1)
    stones: int | None = Field(default=None, ge=3, le=5)
    text: str

    @model_validator(mode="after")
    def _eggs_need_stones(self) -> CardSpec:
        if (self.type in EGG_TYPES) != (self.stones is not None):
            raise ValueError(f"{self.type}: exactly the Egg cards have a stone requirement")
        return self


class Supplies(Model):
    stones: int
    fish: int
    penguins: int
    stones_per_player: int
    fish_per_player: int
    snow_per_player: int
    cards_in_play_at_start: int
    choice_row: int
    penguins_to_win: int


class GentooData(Model):
    cards: tuple[CardSpec, ...]
    supplies: Supplies
    _by_type: dict[str, CardSpec] = PrivateAttr(default_factory=dict)

    def model_post_init(self, context: object, /) -> None:
        self._by_type.update({c.type: c for c in self.cards})

    @model_validator(mode="after")
    def _consistent(self) -> GentooData:
        types = [c.type for c in self.cards]
        if len(set(types)) != len(types):
            raise ValueError("a card type is listed twice")
        if set(types) != set(CardType.__args__):  # type: ignore[attr-defined]
            raise ValueError("every card type must be listed exactly once")
        if sum(c.copies for c in self.cards) != 90:
            raise ValueError("Gentoo Rules has 90 cards")
        s = self.supplies
        snow = next(c for c in self.cards if c.type == "snow")
        if snow.copies < 4 * s.snow_per_player:
            raise ValueError("not enough Snow for four players")
        if s.stones < 4 * s.stones_per_player or s.fish < 4 * s.fish_per_player:
            raise ValueError("supplies must cover four players")
        if s.cards_in_play_at_start > s.snow_per_player:
            raise ValueError("cannot flip more cards than a Player Pile holds")
        return self

    def spec(self, card_type: str) -> CardSpec:
        return self._by_type[card_type]

    def card_ids(self, card_type: str) -> tuple[str, ...]:
        spec = self.spec(card_type)
        return tuple(f"{card_type}-{i:02d}" for i in range(1, spec.copies + 1))


@cache
def load_data() -> GentooData:
    raw = read_toml("gentoo", "cards.toml")
    return GentooData.model_validate({"cards": raw["card"], "supplies": raw["supplies"]})


def card_type(card_id: str) -> str:
    """'egg3-07' -> 'egg3'."""
    kind = _CARD_TYPES.get(card_id)
    return kind if kind is not None else card_id.rsplit("-", 1)[0]


def spec_of(card_id: str) -> CardSpec:
    """The card type's data for one card id."""
    return _SPECS[card_id]


_CARD_TYPES: dict[str, str] = {
    cid: spec.type for spec in load_data().cards for cid in load_data().card_ids(spec.type)
}
_SPECS: dict[str, CardSpec] = {
    cid: spec for spec in load_data().cards for cid in load_data().card_ids(spec.type)
}


DATA = load_data()
_CARD_WORDS: dict[str, Words] = {spec.type: Words(id=f"gentoo-card-{spec.type}") for spec in DATA.cards}


def card_name(card_id: str) -> str:
    return spec_of(card_id).name


def card_words(card_id: str) -> Words:
    """A card's name as a message (``gentoo-card-<type>``), for each reader's language."""
    return _CARD_WORDS[card_type(card_id)]


def is_egg(card_id: str) -> bool:
    return card_type(card_id) in EGG_TYPES


def first_of_each_type(cards: Sequence[str]) -> list[str]:
    """One card of each type, the first of its type in ``cards``: identical cards are interchangeable,
    so choices list one per type (docs/rules/gentoo.md)."""
    firsts: dict[str, str] = {}
    for c in cards:
        firsts.setdefault(_CARD_TYPES.get(c) or card_type(c), c)
    return list(firsts.values())  # in the order of each type's first card


def first(cards: Sequence[str], kind: str) -> str | None:
    """The first card of type ``kind`` in ``cards``, if any."""
    return next((c for c in cards if card_type(c) == kind), None)
