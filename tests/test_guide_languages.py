"""The player guides in every language: a translated guide (``bot/locales/<language>/guides/<game>.toml``)
is the English one's twin in all a program reads (the same options and values, terms, kinds of decision and
pages), its references resolve in its own words, its labels fit the lobby's menu, and a language without
one reads the English."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from bot.catalogue.guide import TERM, guide_path, kind_message, load_guide
from bot.catalogue.registry import GAMES
from bot.i18n import LANGUAGES, SOURCE, Speaker, catalogues
from bot.i18n.pseudo import PSEUDO
from cogs.rules.guidepages import rules_message

TRANSLATED = [
    (key, language)
    for key in GAMES
    for language in LANGUAGES
    if language != SOURCE and guide_path(key, language).is_file()
]
EVERY = [(key, language) for key in GAMES for language in LANGUAGES]
MENU_LABEL = 100  # Discord's limit on a menu option's label and description


@pytest.mark.parametrize(("key", "language"), EVERY)
def test_every_guide_reads_in_every_language(key: str, language: str) -> None:
    """Each game's guide in each shipped language: its own where it has one, else the English, and every
    page titled in the reader's words."""
    spec = GAMES[key]
    guide = spec.guide_in(language)
    assert guide is not None
    assert spec.guide_in(language) is guide  # read once
    translated = guide_path(key, language).is_file()
    assert guide.language == (language if translated else SOURCE)
    for kind in {e.kind for e in guide.entries}:
        assert catalogues().has(kind_message(kind), language), (key, kind)
    for page in guide.reference({}) + guide.reference(None):
        assert page.title and page.text
        assert len(page.text) <= 4096 and len(page.title) <= 256 - len(guide.title) - 2


@pytest.mark.parametrize(("key", "language"), TRANSLATED)
def test_a_translated_guide_is_the_english_ones_twin(key: str, language: str) -> None:
    english, found = GAMES[key].guide_in(SOURCE), GAMES[key].guide_in(language)
    assert english is not None and found is not None and found.language == language
    assert found.title == english.title
    assert len(found.pages) == len(english.pages)
    assert [(o.name, o.seats, list(o.values), bool(o.brief)) for o in found.options] == [
        (o.name, o.seats, list(o.values), bool(o.brief)) for o in english.options
    ]
    assert [d.kind for d in found.decisions] == [d.kind for d in english.decisions]
    assert [d.ids for d in found.decisions] == [d.ids for d in english.decisions]
    assert [len(d.see) for d in found.decisions] == [len(d.see) for d in english.decisions]
    terms = [e for e in found.entries if e.kind == TERM]
    assert len(terms) == len([e for e in english.entries if e.kind == TERM])
    for text in [p.text for p in found.pages] + [e.text for e in found.entries] + [found.summary]:
        assert "{{" not in text and "}}" not in text, text[:80]


@pytest.mark.parametrize(("key", "language"), TRANSLATED)
def test_a_translated_guides_references_resolve_in_its_own_words(key: str, language: str) -> None:
    guide = GAMES[key].guide_in(language)
    assert guide is not None
    named = {e.name for e in guide.entries} | {p.title for p in guide.pages}
    for decision in guide.decisions:
        for name in decision.see:
            assert name in named, (decision.kind, name)


@pytest.mark.parametrize(("key", "language"), [*EVERY, *((key, PSEUDO) for key in GAMES)])
def test_every_option_and_value_fits_the_lobbys_menu(key: str, language: str) -> None:
    """Each choice's label and the option's text under it within Discord's limits, uncut, in every language
    and the pseudo-language (40% longer than English): a text too long for the menu has a brief."""
    guide = GAMES[key].guide_in(language)
    assert guide is not None
    say = Speaker(language)
    for option in guide.options:
        assert len(option.label) <= 45, option.label
        assert 0 < len(option.menu_text) <= MENU_LABEL, option.menu_text
        assert not option.brief or len(option.brief) < len(option.text), (option.name, "a brief longer")
        for value in option.values:
            label = say(
                "lobby-option-value", option=option.label, value=option.describe(json.loads(value), say)
            )
            assert len(label) <= MENU_LABEL, label


@pytest.mark.parametrize(("key", "language"), TRANSLATED)
def test_a_translated_entry_answers_to_its_english_name_too(key: str, language: str) -> None:
    english, found = GAMES[key].guide_in(SOURCE), GAMES[key].guide_in(language)
    assert english is not None and found is not None
    for source, entry in zip(english.entries, found.entries, strict=True):
        assert found.entry(source.name) == entry, source.name


def test_a_rules_page_speaks_its_readers_language() -> None:
    """The frame of /game rules (its title, footer, buttons and menu) in the guide's language."""
    said = {
        "de": ("Seite 1 von", ["Zurück", "Weiter"], "Zu einer Seite"),
        "ja": ("1/", ["前へ", "次へ"], "ページを選ぶ"),
    }
    for language, (footer, buttons, menu) in said.items():
        guide = load_guide("gentoo", "Gentoo Rules", language=SOURCE)
        assert guide is not None
        guide = replace(guide, language=language)
        message = rules_message(guide, None, 0, "-")
        embed = message.embeds[0]
        assert embed.footer.text is not None and embed.footer.text.startswith(footer)
        assert message.view is not None
        components = [c for row in message.view.to_components() for c in row["components"]]
        assert [c["label"] for c in components if c["type"] == 2] == buttons
        assert [c["placeholder"] for c in components if c["type"] == 3] == [menu]
