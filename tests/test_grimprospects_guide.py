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


def test_grimprospects_entries_speak_german_and_japanese_whole() -> None:
    """entries(say) says every card, faction, segment and effect in the reader's language, with the
    boards' names, and none of the English left."""
    from bot.catalogue.grimprospects.entries import entries
    from bot.i18n import Speaker, english

    assert [e.text for e in entries(english())] == [e.text for e in guide("grimprospects").component_entries]
    german = {e.name: e for e in entries(Speaker("de"))}
    b04 = german["B04 (Hase, Juwel, Überläufer)"]
    assert b04.aliases == ("B04", "B4")
    assert b04.text.startswith(
        "Bergmann der Fraktion Hase. Stärke +1 gegen Hasen, +1 gegen Ratten, 0 gegen Maulwürfe. "
        "Im Stollen: Juwel (2 Punkte). Überläufer: Nach einem Kampf"
    )
    assert german["Hasen"].aliases == ("Hase",)
    assert german["Schaufel"].text.endswith("24 Karten sind Schaufeln.")
    assert german["Schatten"].text.endswith("M11, M12, M15 und M16.")
    japanese = {e.name: e for e in entries(Speaker("ja"))}
    assert japanese["B04（ウサギ、宝石、裏切り者）"].text.startswith(
        "ウサギの鉱夫。強さは対ウサギ+1、対ネズミ+1、対モグラ0。坑道では宝石（2点）。裏切り者："
    )
    assert japanese["宝石"].text.endswith("宝石のカードは36枚です。")
    assert japanese["影"].text.endswith(
        "カード：B11、B12、B15、B16、R11、R12、R15、R16、M11、M12、M15、M16。"
    )
    for found in (german, japanese):
        assert len(found) == 67
        for entry in found.values():
            assert not any(w in entry.text for w in ("miner", "against", "tunnel", "Cards:")), entry.name
