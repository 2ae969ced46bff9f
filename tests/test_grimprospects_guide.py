"""The player guide of Grim Prospects (data/grimprospects/guide.toml, bot/catalogue/grimprospects/entries.py),
beyond the checks tests/test_guides.py makes of every registered guide: an entry for every card, the
words the cards use, and the Artificial Players' seats read from one."""

from __future__ import annotations

from bot.catalogue.registry import guide_for
from engines.grimprospects.data import CARDS as GRIM_CARDS
from support.guides import guide


def test_grimprospects_has_an_entry_per_card() -> None:
    g = guide("grimprospects")
    entries = [e for e in g.entries if e.kind == "card"]
    assert len(GRIM_CARDS) == 60
    assert [e.aliases[0] for e in entries] == [c.id for c in GRIM_CARDS]
    for entry, card in zip(entries, GRIM_CARDS, strict=True):
        assert entry.name.startswith(card.id)
        assert f"In a tunnel: {card.segment}" in entry.text
        assert ("Turncoat:" in entry.text) == (card.effect == "turncoat")
        assert ("Shadow:" in entry.text) == (card.effect == "shadow")
    b04 = g.entry("B04")
    assert b04 is not None
    assert b04.text.startswith(
        "Bunny miner. Power +1 against Bunnies, +1 against Rats, 0 against Moles. In a tunnel: gem (2 points)."
    )
    assert "Turncoat" in b04.name
    for name in ("Shadow", "Turncoat", "Bunnies", "Rats", "Moles", "Gem", "Shovel"):
        found = g.entry(name)
        assert found is not None and found.name == name


def test_seat_lists_read_from_one() -> None:
    guide = guide_for("grimprospects")
    assert guide is not None
    option = next(o for o in guide.options if o.name == "artificial_seats")
    assert option.describe((0,)) == "seat 1"
    assert option.describe((1, 2)) == "seats 2 and 3"
    assert option.describe(()) == "none"
