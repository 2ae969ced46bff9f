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


def test_gentoo_entries_speak_german_and_japanese_whole() -> None:
    """entries(say) says every card in the reader's language: the boards' names and texts, the cost and
    copies and the note, with no English left."""
    from bot.catalogue.gentoo.entries import entries
    from bot.i18n import Speaker, english

    assert [e.text for e in entries(english())] == [e.text for e in guide("gentoo").component_entries]
    german = {e.name: e.text for e in entries(Speaker("de"))}
    assert german["Skua"].startswith("Nehmen kostet 1 Fisch. 4 Exemplare. Wirf ein Ei ab")
    assert german["Schnee"].startswith("Nehmen ist gratis. 24 Exemplare. Kann nicht ausgespielt werden.")
    assert german["Seeleopard"].endswith(
        "Wird ein Spieler ohne Pinguin genannt, bleibt der Seeleopard ohne Wirkung."
    )
    japanese = {e.name: e.text for e in entries(Speaker("ja"))}
    assert japanese["ヒョウアザラシ"].startswith(
        "取るには魚2匹が必要です。全3枚。ほかのプレイヤーにペンギンを1羽失わせます。"
    )
    assert japanese["卵（石3個）"].startswith("無料で取れます。全10枚。")
    for texts in (german, japanese):
        assert len(texts) == 13
        for name, text in texts.items():
            assert not any(word in text for word in ("Costs", "copies", "Free to", "Nesting Stone")), name
