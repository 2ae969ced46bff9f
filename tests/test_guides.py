"""The player guides (bot/catalogue/guide.py, data/<game>/guide.toml, bot/catalogue/<game>/entries.py): every game has one,
every option and component is described, the pages fit Discord, players never read developer words, and the game
terms of each guide ([[term]]) are looked up like cards, in the terminal and in /game card's autocomplete."""

from __future__ import annotations

import io
import json
import re
import types
import typing
from typing import Any

import pytest
from annotated_types import Ge, Le

from bot.catalogue.guide import TERM, GameGuide, GuideEntry, _fold
from bot.catalogue.registry import GAMES as REGISTRY
from bot.terminal.play import play
from cogs.rules.guidepages import choices_for
from engines import ENGINES
from engines.grimprospects.data import CARDS as GRIM_CARDS
from support.guides import guide

GAMES = sorted(ENGINES)
DEV_WORDS = re.compile(
    r"\bengine\b|seat 0|\.py\b|\.toml\b|\bruling\b|docs/|TODO|\{s\d\}|\bstate\b|\bseed\b", re.IGNORECASE
)
EMBED_TITLE = 256
EMBED_TEXT = 4096
PAGE_SOFT_LIMIT = 1600  # the prose pages are meant to be read at a glance (~1,500 characters)


def _possible_values(annotation: Any, metadata: list[Any]) -> list[Any] | None:
    """Every value a field can take, when they are few (Literal, bool, a small bounded int, None)."""
    origin = typing.get_origin(annotation)
    if origin is typing.Literal:
        return list(typing.get_args(annotation))
    if annotation is bool:
        return [True, False]
    if origin in (typing.Union, types.UnionType):
        values: list[Any] = []
        for arg in typing.get_args(annotation):
            if arg is type(None):
                values.append(None)
                continue
            inner = _possible_values(arg, metadata)
            if inner is None:
                return None
            values.extend(inner)
        return values
    if annotation is int:
        low = next((m.ge for m in metadata if isinstance(m, Ge)), None)
        high = next((m.le for m in metadata if isinstance(m, Le)), None)
        if isinstance(low, int) and isinstance(high, int) and high - low <= 10:
            return list(range(low, high + 1))
    return None


@pytest.mark.parametrize("key", GAMES)
def test_every_game_has_a_guide(key: str) -> None:
    g = guide(key)
    assert g.key == key
    assert g.title == ENGINES[key].title
    assert g.summary and "\n" not in g.summary
    titles = [p.title for p in g.pages]
    assert titles[0] == "Goal"
    assert "Setup" in titles
    assert "A turn" in titles or "A round" in titles
    assert "How it ends and scores" in titles
    for page in g.pages:
        assert page.text, f"{key}: page {page.title!r} is empty"
        assert len(page.text) <= PAGE_SOFT_LIMIT, (
            f"{key}: page {page.title!r} has {len(page.text)} characters"
        )


@pytest.mark.parametrize("key", GAMES)
def test_every_option_is_described_with_its_values(key: str) -> None:
    g = guide(key)
    fields = ENGINES[key].options_type.model_fields
    assert {o.name for o in g.options} == set(fields)
    for name, info in fields.items():
        option = g.option(name)
        assert option is not None
        assert option.label and option.text
        values = _possible_values(info.annotation, list(info.metadata))
        if values is None:
            continue
        for value in values:
            assert json.dumps(value) in option.values, f"{key}.{name}: no label for {value!r}"
        assert set(option.values) <= {json.dumps(v) for v in values}, f"{key}.{name}: a label for no value"
        default = ENGINES[key].options_type().model_dump()[name]
        assert option.describe(default) == option.values[json.dumps(default)]


def test_seat_numbers_read_as_players() -> None:
    first = guide("gentoo").option("first_player")
    assert first is not None
    assert first.describe(None) == "chosen at random"
    assert first.describe(0) == "the first player in the seat list"
    artificial = guide("grimprospects").option("artificial_seats")
    assert artificial is not None and not artificial.values
    assert "Artificial Player" in artificial.text


@pytest.mark.parametrize("key", GAMES)
def test_entries_are_unique_and_short(key: str) -> None:
    g = guide(key)
    assert g.entries
    names = [e.name.casefold() for e in g.entries]
    assert len(names) == len(set(names))
    keys = [k.casefold() for e in g.entries for k in (e.name, *e.aliases)]
    assert len(keys) == len(set(keys)), "a name or alias points to two entries"
    for entry in g.entries:
        assert 0 < len(entry.name) <= 100
        assert entry.text and len(entry.text) < 1000, entry.name
        assert entry.kind


@pytest.mark.parametrize("key", GAMES)
@pytest.mark.parametrize("with_options", [False, True])
def test_reference_pages_fit_an_embed(key: str, with_options: bool) -> None:
    g = guide(key)
    options = ENGINES[key].options_type().model_dump() if with_options else None
    pages = g.reference(options)
    assert len(pages) > len(g.pages)
    for page in pages:
        assert page.title and len(page.title) <= EMBED_TITLE
        assert page.text.strip() and len(page.text) <= EMBED_TEXT, page.title
    shown = "\n".join(p.text for p in pages)
    for entry in g.entries:
        assert f"**{entry.name}**" in shown


@pytest.mark.parametrize("key", GAMES)
def test_no_developer_words(key: str) -> None:
    g = guide(key)
    texts = [("summary", g.summary), ("title", g.title)]
    texts += [(f"page {p.title}", f"{p.title}\n{p.text}") for p in g.pages]
    for o in g.options:
        texts.append((f"option {o.name}", " ".join([o.label, o.text, *o.values.values()])))
    texts += [(f"entry {e.name}", f"{e.name} {e.kind} {e.text}") for e in g.entries]
    texts += [(f"page {p.title}", p.text) for p in g.reference(ENGINES[key].options_type().model_dump())]
    for where, text in texts:
        found = DEV_WORDS.search(text)
        assert found is None, f"{key} {where}: {found.group(0)!r} in {text!r}"


@pytest.mark.parametrize(
    ("key", "query", "name"),
    [
        ("gentoo", "thief", "Stone Thief"),
        ("gentoo", "STONE thief", "Stone Thief"),
        ("gentoo", "nesting site", "Good Nesting Site"),
        ("gentoo", "nest", "Good Nesting Site"),
        ("gentoo", "egg (4", "Egg (4 stones)"),
        ("grimprospects", "b4", "B04 (Bunny, gem, Turncoat)"),
        ("grimprospects", "B04", "B04 (Bunny, gem, Turncoat)"),
        ("grimprospects", "m20", "M20 (Mole, shovel)"),
        ("grimprospects", "b1", "B01 (Bunny, shovel)"),
        ("grimprospects", "shadow", "Shadow"),
        ("grimprospects", "bunny", "Bunnies"),
        ("slither", "strike", "Strike"),
        ("slither", "SHED", "Shed Skin"),
        ("slither", "reeds", "Hide in Reeds"),
        ("slither", "leap", "Long Leap"),
        ("slither", "beta1", "Building β1"),
        ("slither", "swallow", "Swallow"),
    ],
)
def test_find_by_partial_name(key: str, query: str, name: str) -> None:
    g = guide(key)
    found = g.entry(query)
    assert found is not None, f"{query!r} found nothing in {key}"
    assert found.name == name
    assert g.find(query)[0].name == name


def test_find_lists_every_partial_match() -> None:
    g = guide("gentoo")
    eggs = [e.name for e in g.find("egg")]
    assert eggs[:3] == ["Egg (3 stones)", "Egg (4 stones)", "Egg (5 stones)"]
    assert g.entry("egg") is None  # three Eggs: a player must say which
    assert g.entry("no such card") is None
    grim = guide("grimprospects")
    turncoats = [e for e in grim.find("turncoat") if e.kind == "card"]
    assert len(turncoats) == sum(c.effect == "turncoat" for c in GRIM_CARDS)


def test_lookup_ignores_accents_and_keeps_other_scripts() -> None:
    from bot.catalogue.guide import _fold

    assert _fold("Clé β1") == "cle β1"
    assert _fold("  Good--Nesting  Site ") == "good nesting site"


DISCORD_WORDS = re.compile(r"\b(buttons?|clicks?|lobby|menus?|Discord|Show my hand|DMs?|/game)\b", re.I)


@pytest.mark.parametrize("key", sorted(REGISTRY))
def test_each_guide_speaks_its_readers_interface(key: str) -> None:
    """In a terminal the guide speaks of numbered choices and ``--option`` names, never of buttons, menus
    or the lobby; on Discord it never tells anyone to type ``--option``. No marker is left unresolved."""
    guide = REGISTRY[key].guide
    assert guide is not None
    terminal = guide.spoken("terminal")
    texts = [terminal.summary, *(p.text for p in terminal.pages), *(o.text for o in terminal.options)]
    texts += [e.text for e in terminal.entries if e.kind == "term"]
    said = [match for text in texts for match in DISCORD_WORDS.findall(text)]
    assert said == [], f"Discord's words in the terminal's guide of {key}"
    for spoken in (guide, terminal):
        every = " ".join([spoken.summary, *(p.text for p in spoken.reference({}))])
        assert "{{" not in every and "}}" not in every
    assert "--option" not in " ".join(p.text for p in guide.reference())
    assert "--option" in terminal.options_help() or not guide.options


# ---- game terms ([[term]] in guide.toml) ----------------------------------------------------------------

TERMS_PER_GAME = (8, 20)
SENTENCE_END = re.compile(r"[.!?][\"”)]*$")
# A sentence ends at . ! or ? (perhaps inside quotes or brackets) followed by a new sentence's first character;
# '"?" when face down' is not a sentence.
SENTENCE_BREAK = re.compile(r"[.!?][\"”)]*\s+(?=[A-Z0-9\"“(β])")


def terms(g: GameGuide) -> list[GuideEntry]:
    return [e for e in g.entries if e.kind == TERM]


def sentences(text: str) -> int:
    return len(SENTENCE_BREAK.findall(text)) + 1


@pytest.mark.parametrize("key", GAMES)
def test_every_game_has_terms(key: str) -> None:
    """Each guide explains between 8 and 20 words a newcomer meets in its pages, on the board and in the log,
    and the reference shows them on pages of their own, after the components."""
    g = guide(key)
    found = terms(g)
    low, high = TERMS_PER_GAME
    assert low <= len(found) <= high, f"{key} has {len(found)} terms"
    assert g.entries[-len(found) :] == tuple(found)
    titles = [p.title for p in g.reference()]
    assert titles[-1].startswith("Terms")


@pytest.mark.parametrize("key", GAMES)
def test_no_term_repeats_a_component(key: str) -> None:
    """A term never takes the name or alias of a card, tile, ability or rule entry: those already explain
    themselves, and one name must lead to one entry."""
    g = guide(key)
    taken = {_fold(k) for e in g.component_entries for k in (e.name, *e.aliases)}
    for term in terms(g):
        for name in (term.name, *term.aliases):
            assert _fold(name) not in taken, f"{key}: the term {term.name!r} repeats {name!r}"


@pytest.mark.parametrize("key", GAMES)
def test_a_term_is_one_short_paragraph(key: str) -> None:
    """In both interfaces a term's text is one to four whole sentences in one paragraph: no heading, no bold,
    no list."""
    for g in (guide(key), guide(key).spoken("terminal")):
        for term in terms(g):
            text = term.text
            assert "**" not in text and "\n" not in text, term.name
            assert not text.lstrip().startswith(("-", "*", "1.")), term.name
            assert SENTENCE_END.search(text), f"{term.name}: {text!r} does not end a sentence"
            assert 1 <= sentences(text) <= 4, f"{term.name} has {sentences(text)} sentences"


@pytest.mark.parametrize("key", GAMES)
def test_a_term_is_found_by_its_name_and_each_alias(key: str) -> None:
    """``GameGuide.entry`` finds a term by its name and by each alias, in any case, in both interfaces."""
    for g in (guide(key), guide(key).spoken("terminal")):
        for term in terms(g):
            for name in (term.name, *term.aliases):
                for typed in (name, name.upper(), name.lower()):
                    assert g.entry(typed) == term, f"{key}: {typed!r} does not find {term.name!r}"


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("key", GAMES)
def test_a_term_is_looked_up_in_the_terminal(key: str) -> None:
    """'what is <term>' at the terminal's prompt prints the term under "Term: <name>", in the terminal's
    words (one game per guide, every term typed in turn at the first decision, then 'q')."""
    spoken = guide(key).spoken("terminal")
    found = terms(spoken)
    out = io.StringIO()
    script = "".join(f"what is {term.name}\n" for term in found) + "q\n"
    code = play(
        REGISTRY[key], players=3, ai=2, seed=3, agent_name="random", stdin=io.StringIO(script), stdout=out
    )
    assert code == 0
    printed = [part.split("\nYour choice (")[0] for part in out.getvalue().split("q = quit): ")[1:]]
    assert len(printed) == len(found) + 1  # one answer per term, then the goodbye
    for term, answer in zip(found, printed, strict=False):
        heading, body = answer.split("\n", 1)
        assert heading == f"Term: {term.name}"
        assert flat(body) == flat(term.text)
        assert "{{" not in body and "**" not in body


@pytest.mark.parametrize("key", GAMES)
def test_card_autocomplete_offers_terms(key: str) -> None:
    """/game card's autocomplete offers every term, by part of its name, with the game given and without."""
    g = guide(key)
    everyone = [spec.guide for spec in REGISTRY.values() if spec.guide is not None]
    for term in terms(g):
        assert term.name in [c.value for c in choices_for([g], term.name)]
        part = term.name[: max(3, len(term.name) // 2)].lower()
        assert term.name in [c.value for c in choices_for([g], part)], (
            f"{part!r} does not offer {term.name!r}"
        )
        assert term.name in [c.value for c in choices_for(everyone, term.name)]


# ---- translated guides' references -------------------------------------------------------------------


def _translated() -> list[tuple[str, str]]:
    from bot.catalogue.guide import guide_path
    from bot.i18n import LANGUAGES, SOURCE

    return [
        (key, language)
        for key in sorted(REGISTRY)
        for language in LANGUAGES
        if language != SOURCE and guide_path(key, language).is_file()
    ]


@pytest.mark.parametrize(("key", "language"), _translated())
def test_a_translated_guides_see_names_the_same_things_in_its_own_words(key: str, language: str) -> None:
    """Each ``see`` of a translated guide's decisions names, by its name in that language, the same page,
    term or component as the English names: the page at the same place, the entry at the same place."""
    english, found = REGISTRY[key].guide_in("en"), REGISTRY[key].guide_in(language)
    assert english is not None and found is not None and found.language == language

    def where(g: GameGuide, name: str) -> tuple[str, int]:
        names = [e.name for e in g.entries]
        if name in names:
            return ("entry", names.index(name))
        titles = [p.title for p in g.pages]
        assert name in titles, f"{key} ({g.language}): {name!r} is neither an entry, a term nor a page"
        return ("page", titles.index(name))

    for source, decision in zip(english.decisions, found.decisions, strict=True):
        assert len(decision.see) == len(source.see), decision.kind
        for said, meant in zip(decision.see, source.see, strict=True):
            assert where(found, said) == where(english, meant), (decision.kind, said, meant)
