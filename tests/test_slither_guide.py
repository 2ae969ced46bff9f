"""The player guide of SLITHER (data/slither/guide.toml, bot/catalogue/slither/entries.py), beyond the
checks tests/test_guides.py makes of every registered guide: an entry for every ability, plurals in page
titles, buildings typed with Latin letters, and the Balanced variant's numbers (ours B0-B2 in
docs/rules/slither.md) as the guide states them."""

from __future__ import annotations

from bot.catalogue.registry import guide_for
from engines.slither.data import catalog as slither_catalog
from engines.slither.variant import BALANCED
from support.guides import guide


def test_the_player_guide_states_the_balanced_numbers() -> None:
    # The guide says "round 13" and "one more tile with 2 or more frogs" in words; it must match the table.
    assert {b.rounds for b in BALANCED.values()} == {13}
    assert [BALANCED[n].extra_tiles for n in (2, 3, 4, 5)] == [0, 1, 1, 1]
    g = guide_for("slither")
    assert g is not None
    option = g.option("variant")
    assert (
        option is not None and option.describe("balanced") == "Balanced: the snake also wins after round 13"
    )
    text = " ".join(p.text for p in g.pages)
    assert "still free when round **13** is over" in text
    assert "With 2 or more frogs the snake lays **one more tile**" in text


def test_slither_has_an_entry_per_ability() -> None:
    g = guide("slither")
    data = slither_catalog().data
    snake = [e.name for e in g.entries if e.kind == "snake ability"]
    frog = [e for e in g.entries if e.kind == "frog ability"]
    assert snake == [c.name for c in data.snake] and len(snake) == 4
    assert [e.name for e in frog] == [c.name for c in data.frog]
    assert sum(c.copies for c in data.frog) == 18
    for entry, card in zip(frog, data.frog, strict=True):
        assert card.text in entry.text and card.timing in entry.text
        assert f"{card.copies} cop" in entry.text
    for snake_card in data.snake:
        found = g.entry(snake_card.name)
        assert found is not None and snake_card.text in found.text


def test_page_titles_use_real_plurals() -> None:
    guide = guide_for("slither")
    assert guide is not None
    titles = [page.title for page in guide.reference({})]
    assert any(t.startswith("Snake abilities") for t in titles), titles
    assert not any("abilitys" in t for t in titles)


def test_a_building_can_be_typed_with_latin_letters() -> None:
    guide = guide_for("slither")
    assert guide is not None
    entry = guide.entry("b1")
    assert entry is not None and entry.name == "Building β1"


def test_slither_entries_speak_german_and_japanese_whole() -> None:
    """entries(say) says every ability card, place and rule word in the reader's language, the cards'
    names, timings and texts the boards' own, with none of the English left."""
    from bot.catalogue.slither.entries import entries
    from bot.i18n import Speaker, english

    assert [e.text for e in entries(english())] == [e.text for e in guide("slither").component_entries]
    german = {e.name: e for e in entries(Speaker("de"))}
    assert german["Weitsprung"].text.startswith("Zeitpunkt: Dein Zug. 3 Exemplare. Zieh in diesem Zug")
    assert german["Zustoßen"].text.endswith(
        "wenn diese Karte vom Schwanz fällt oder die Schlange entdeckt wird."
    )
    assert german["Gebäude β1"].aliases == ("beta1", "b1")
    assert german["Nummerierte Plättchen"].text.startswith(
        "6 Plättchen werden benutzt und der Reihe nach gelegt: Plättchen 1: 1, 2 und 3; Plättchen 2: 4, 5 und 6;"
    )
    assert german["Entdeckt"].aliases == ("in die Enge getrieben",)
    japanese = {e.name: e for e in entries(Speaker("ja"))}
    assert japanese["大跳躍"].text.startswith("使うとき：自分の手番。全3枚。")
    assert japanese["文字のマス"].text.startswith("A、B、C、D：")
    assert japanese["呑まれる"].aliases == ("呑まれた",)
    for found in (german, japanese):
        assert len(found) == 19
        for entry in found.values():
            assert not any(w in entry.text for w in ("Timing", "copies", "lily pad", "Used once")), entry.name
