"""The player guide of Gentoo Rules (data/gentoo/guide.toml, bot/catalogue/gentoo/entries.py), beyond the
checks tests/test_guides.py makes of every registered guide: an entry for every card type, with the card's
own text, its copies and its cost."""

from __future__ import annotations

from engines.gentoo.data import load_data as gentoo_data
from support.guides import guide


def test_gentoo_has_an_entry_per_card_type() -> None:
    g = guide("gentoo")
    cards = gentoo_data().cards
    assert len(cards) == 13
    entries = [e for e in g.entries if e.kind == "card"]
    assert [e.name for e in entries] == [c.name for c in cards]
    for entry, spec in zip(entries, cards, strict=True):
        assert spec.text in entry.text  # the card's own text, not a copy of it
        assert f"{spec.copies} cop" in entry.text
        assert (f"{spec.cost} fish" in entry.text) == (spec.cost > 0)
