"""Every language we ship says everything (docs/localisation.md):

- every catalogue of ``bot/locales/<language>/`` parses, with nothing Fluent could not read;
- every message of the English source exists in every shipped language with its arguments, and no
  language has a message English does not;
- the slash commands: every description and choice name in the code is the English catalogue's, word for
  word, and has its German and Japanese; one choice value has one name everywhere; every text fits
  Discord's 100 characters and every command its 8,000 in every language; the payload the bot syncs
  carries each language's words (Discord shows each person theirs), and the fake Discord accepts it;
- numbers, lists and durations come out in each language's own grammar.
"""

from __future__ import annotations

import ast as pyast
import datetime as dt
import json
import os
import re
from pathlib import Path
from typing import Any

import babel
import discord
import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor
from pydantic import ValidationError

from bot.i18n import (
    LANGUAGES,
    LOCALES,
    SOURCE,
    Catalogues,
    Speaker,
    catalogues,
    duration,
    language_of,
)
from bot.i18n.finding import Entry, Unread, entries
from bot.i18n.templates import Argument, Choice, template_of
from bot.session import preferences
from bot.session.errors import Refusal
from bot.session.preferences import Preferences
from cogs.past.past import NoSuchGame
from cogs.settings.settingspanel import OPTIONS
from cogs.tables.components import LobbyButton
from engines.phrasing import Duration, Listed, Moment, Words
from support.commandtexts import command_texts, translated_commands
from support.fakediscord.rules import MAX_COMMAND_SIZE, command_errors, command_size

DISCORD_TEXT = 100  # a description's or a choice name's limit, in every language
DISCORD_LOCALE = {"de": discord.Locale.german, "ja": discord.Locale.japanese}


class Arguments(frozenset[str]):
    """The variables a pattern uses ($name), selectors and nested placeables included; ``shown``: those
    written out somewhere (not only choosing a variant: a language without plurals may not need them)."""

    shown: frozenset[str]


def arguments(pattern: ast.Pattern | None) -> Arguments:
    found: set[str] = set()
    selectors: set[str] = set()
    shown: set[str] = set()

    class Variables(Visitor):
        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            found.add(node.id.name)
            self.generic_visit(node)

        def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
            if isinstance(node.selector, ast.VariableReference):
                selectors.add(node.selector.id.name)
            for variant in node.variants:
                self.visit(variant)

        def visit_Placeable(self, node: ast.Placeable) -> None:
            if isinstance(node.expression, ast.VariableReference):
                shown.add(node.expression.id.name)
            self.generic_visit(node)

    if pattern is not None:
        Variables().visit(pattern)
    result = Arguments(found | selectors)
    result.shown = frozenset(shown)
    return result


def messages(language: str) -> dict[str, Arguments]:
    """Every message of a language's catalogues, with the arguments it uses."""
    found: dict[str, Arguments] = {}
    for path in sorted((LOCALES / language).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
        assert not junk, f"{path}: Fluent cannot read {junk[0].content!r}"
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                assert entry.id.name not in found, f"{path}: {entry.id.name} twice"
                found[entry.id.name] = arguments(entry.value)
    return found


def test_every_message_is_in_every_language_with_the_same_arguments() -> None:
    source = messages(SOURCE)
    assert source, "no English messages"
    for language in LANGUAGES:
        theirs = messages(language)
        assert sorted(set(source) - set(theirs)) == [], f"missing in {language}"
        assert sorted(set(theirs) - set(source)) == [], f"only in {language}"
        # A language uses the arguments English gives and every one English writes out; one that only
        # chooses English's variants (a count, a yes or no) it may do without.
        differ = {
            m: (set(source[m]), set(theirs[m]))
            for m in source
            if not theirs[m] <= source[m] or not source[m].shown <= theirs[m]
        }
        assert differ == {}, f"{language} uses other arguments"


async def test_the_slash_commands_speak_every_language(tmp_path: Path) -> None:
    texts = await command_texts(tmp_path)
    found = catalogues()
    names: dict[str, str] = {}
    for message_id, english in texts:
        assert names.setdefault(message_id, english) == english, f"{message_id}: one id, two English texts"
        assert found.has(message_id), f"{message_id} is not in the English catalogue"
        assert found.text(SOURCE, message_id) == english, f"{message_id}: the code and the catalogue differ"
        for language in LANGUAGES:
            assert found.has(message_id, language), f"{message_id} is not in {language}"
            words = found.text(language, message_id)
            assert 0 < len(words) <= DISCORD_TEXT, f"{message_id} in {language}: {len(words)} characters"


async def test_the_commands_the_bot_syncs_carry_each_languages_words(tmp_path: Path) -> None:
    payloads = await translated_commands(tmp_path)
    found = catalogues()
    by_name = {p["name"]: p for p in payloads}
    new = by_name["tournament-new"]
    assert new["description_localizations"] == {
        "de": found.text("de", "cmd-tournament-new"),
        "ja": found.text("ja", "cmd-tournament-new"),
    }
    assert "name_localizations" not in new or not new["name_localizations"]  # names stay English
    for i, payload in enumerate(payloads):
        assert command_errors(payload, where=(i,)) == [], payload["name"]
        assert command_size(payload) <= MAX_COMMAND_SIZE, payload["name"]


def test_a_language_we_do_not_ship_reads_english() -> None:
    assert language_of("de") == "de" and language_of("ja") == "ja"
    assert language_of("en-GB") == language_of("pt-BR") == language_of(None) == "en"


@pytest.mark.parametrize(
    ("language", "hours", "said"),
    [
        ("en", 16 + 1 / 60, "16 hours and 1 minute"),
        ("de", 16 + 1 / 60, "16 Stunden und 1 Minute"),
        ("ja", 16 + 1 / 60, "16時間1分"),
        ("en", 49, "2 days and 1 hour"),
        ("de", 49, "2 Tage und 1 Stunde"),
    ],
)
def test_durations_in_each_languages_grammar(language: str, hours: float, said: str) -> None:
    assert duration(dt.timedelta(hours=hours), language) == said


def test_lists_and_plurals_in_each_languages_grammar(tmp_path: Path) -> None:
    for language in ("en", "de", "ja"):
        (tmp_path / language).mkdir()
    (tmp_path / "en" / "t.ftl").write_text(
        "waiting = Waiting for { $names } ({ $count ->\n [one] one player\n *[other] { $count } players\n})\n"
    )
    (tmp_path / "de" / "t.ftl").write_text(
        "waiting = Warten auf { $names } ({ $count ->\n [one] eine Person\n *[other] { $count } Personen\n})\n"
    )
    (tmp_path / "ja" / "t.ftl").write_text("waiting = { $names }を待っています（{ $count }人）\n")
    found = Catalogues(tmp_path)
    names = Listed.of(["Ana", "Bo", "Cy"])
    assert found.text("en", "waiting", names=names, count=3) == "Waiting for Ana, Bo and Cy (3 players)"
    assert found.text("de", "waiting", names=names, count=1) == "Warten auf Ana, Bo und Cy (eine Person)"
    assert found.text("ja", "waiting", names=names, count=1234) == "Ana、Bo、Cyを待っています（1,234人）"


PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})


def plural_keys_no_rule_reaches(language: str, folder: Path = LOCALES) -> list[str]:
    """The variants of a language's plural choices (every key a CLDR plural category or a number) named
    by a category the language's plural rules (for counts, or for places) never give: Japanese has only
    "other", so its "[one]" is never chosen, and a count of 1 says the "other" words ("[1]" is the way to
    single out one)."""
    locale = babel.Locale.parse(language)
    categories = {"other", *locale.plural_form.tags, *locale.ordinal_form.tags}  # "1st", "2nd", "3rd"
    found: list[str] = []

    class Choices(Visitor):
        message = ""

        def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
            keys = [v.key for v in node.variants]
            names = {k.name for k in keys if isinstance(k, ast.Identifier)}
            if names and names <= PLURAL_CATEGORIES:
                found.extend(f"{self.message} [{name}]" for name in sorted(names - categories))
            self.generic_visit(node)

    for path in sorted((folder / language).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message | ast.Term):
                choices = Choices()
                choices.message = f"{path.name}: {entry.id.name}"
                choices.visit(entry)
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_plural_variant_is_one_the_languages_rules_can_choose(language: str) -> None:
    assert plural_keys_no_rule_reaches(language) == []


def test_a_plural_variant_no_rule_reaches_is_found(tmp_path: Path) -> None:
    """The control: a Japanese "[one]" (as the catalogues had it) is found; German's is a rule's, and a
    choice of words ("[one]" beside "[tile]") is not a plural choice."""
    choice = (
        "n = { $count ->\n    [one] one\n   *[other] more\n}\nk = { $kind ->\n    [one] a\n   *[tile] b\n}\n"
    )
    for language in ("ja", "de"):
        (tmp_path / language).mkdir()
        (tmp_path / language / "t.ftl").write_text(choice, encoding="utf-8")
    assert plural_keys_no_rule_reaches("ja", tmp_path) == ["t.ftl: n [one]"]
    assert plural_keys_no_rule_reaches("de", tmp_path) == []


def every_refusal() -> list[type[Refusal]]:
    found: list[type[Refusal]] = []
    todo: list[type[Refusal]] = [Refusal]
    while todo:
        kind = todo.pop()
        found.append(kind)
        todo.extend(kind.__subclasses__())
    return found


def test_every_refusal_says_its_sentence_in_every_language() -> None:
    """A refusal raised bare carries its words; each language has them, English's being its sentence."""
    import bot.client  # noqa: F401  (every module that defines a refusal is imported)

    found = catalogues()
    for kind in every_refusal():
        if kind is NoSuchGame:  # said with the id asked for: below
            continue
        error = kind()
        assert error.words is not None and error.words.id == kind.words_id()
        assert found.text(SOURCE, kind.words_id()) == kind.sentence, kind.__name__
        for language in LANGUAGES:
            assert found.has(kind.words_id(), language), f"{kind.__name__} in {language}"
    missing = NoSuchGame("x" * 500)
    assert missing.words is not None
    assert found.text(SOURCE, missing.words.id, **missing.words.args) == str(missing)
    assert "x" * 10 in found.text("ja", missing.words.id, **missing.words.args)
    said = Refusal("Bo is thinking.")  # a sentence of the service's own: English only, as said
    assert said.words is None and str(said) == "Bo is thinking."


# Where a message id is written in the code: bot/, cogs/ and engines/, as a whole string literal.
MESSAGE_ID = re.compile(
    r"^(?:settings|notice|inbox|refusal|mine|digest|queue|withdrawal|away|server-language|board|lobby|result|private)-[a-z0-9]+(?:-[a-z0-9]+)*$"
)
CODE = Path(__file__).resolve().parent.parent


def ids_in_code() -> dict[str, str]:
    """Every string literal in the code that is a message id (by its prefix), with where it is."""
    found: dict[str, str] = {}
    for folder in ("bot", "cogs", "engines"):
        for path in sorted((CODE / folder).rglob("*.py")):
            tree = pyast.parse(path.read_text(encoding="utf-8"))
            for node in pyast.walk(tree):
                if (
                    isinstance(node, pyast.Constant)
                    and isinstance(node.value, str)
                    and MESSAGE_ID.match(node.value)
                ):
                    found.setdefault(node.value, f"{path.relative_to(CODE)}:{node.lineno}")
    return found


def test_every_message_id_the_code_names_is_in_the_catalogues() -> None:
    """An id written in the code exists in English (and so, by the test above, in every language). Ids the
    code puts together (``f"settings-turn-{name}"``) are checked where they are made, below."""
    found = catalogues()
    named = ids_in_code()
    assert len(named) > 50, "the scan found too few ids to be looking in the right place"
    missing = {i: where for i, where in named.items() if not found.has(i)}
    assert missing == {}, "ids in the code but in no catalogue"
    for notice in preferences.TURN_NOTICES:
        assert found.has(f"settings-turn-{notice}"), notice
    for op in LobbyButton:
        assert found.has(f"lobby-button-{op.value}"), op
    for refusal in every_refusal():
        if refusal is not NoSuchGame:
            assert found.has(refusal.words_id()), refusal.__name__


# 12-character names, the longest durations and times a label says.
LONGEST = {
    "how": Words(id="settings-turn-both"),
    "wait": Duration(seconds=23 * 3600 + 59 * 60),
    "time": "23:00",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_menu_of_the_settings_panel_fits_discords_limits_in_every_language(language: str) -> None:
    """A select option's label has at most 100 characters and a placeholder 150 (Discord's limits), in
    every language, with the longest values the panel puts in them: never cut."""
    say = Speaker(language)
    for message_id in catalogues().ids():
        if message_id.startswith("settings-option-"):
            label = say(message_id, **LONGEST)
            assert 0 < len(label) <= 100, f"{message_id} in {language}: {len(label)}"
        elif message_id.startswith("settings-menu-"):
            assert 0 < len(say(message_id)) <= 150, f"{message_id} in {language}"
    prefs = Preferences(turn_notice="both", quiet_start=1, quiet_end=2, digest=True, digest_hour=23)
    for setting, options in OPTIONS.items():
        for option in options(prefs, say):
            assert len(option.label) <= 100 and not option.label.endswith("…"), (setting, option.label)


def test_words_are_stored_and_read_back_exactly() -> None:
    """Words kept in the database (the one DM's news) come back as they were, every kind of argument."""
    words = Words(
        id="notice-summed",
        args={
            "at": Moment(at=1.5, zone="Europe/Berlin", with_day=True),
            "wait": Duration(seconds=3600),
            "said": Listed.of([Words(id="notice-ended"), Moment(at=2.0, zone="UTC")], "or"),
            "count": 3,
            "share": 0.5,
            "title": "Gentoo Rules",
        },
    )
    assert Words.model_validate(json.loads(json.dumps(words.model_dump(mode="json")))) == words


@pytest.mark.parametrize("folder", LANGUAGES)
def test_a_files_entries_are_found_as_fluents_parser_reads_them(folder: str) -> None:
    """The catalogues find each message and term without reading it (bot/i18n/finding.py): in every file
    we ship, the same entries in the same order as Fluent's parser finds, each of whose text reads into
    just what the parser read there (its comment aside)."""
    parser = FluentParser(with_spans=False)
    files = sorted((LOCALES / folder).glob("*.ftl"))
    assert files
    for path in files:
        source = path.read_bytes()
        parsed = [e for e in parser.parse(source.decode()).body if isinstance(e, (ast.Message, ast.Term))]
        found = list(entries(source))
        assert [(e.name, e.term) for e in found] == [(e.id.name, isinstance(e, ast.Term)) for e in parsed], (
            path
        )
        for entry, expected in zip(found, parsed, strict=True):
            [alone] = parser.parse(entry.text(source)).body
            expected.comment = None
            assert alone.equals(expected), (path.name, entry.name)


def test_entries_are_found_in_every_layout_fluent_allows() -> None:
    source = (
        b"# a comment\n"
        b"plain = Text\n"
        b"\n"
        b"-term = Term\n"
        b"    .gender = f\n"
        b"choice = { $n ->\n"
        b"[one] one\n"
        b"*[other] many\n"
        b"}\n"
        b"    and on\n"
        b"\n"
        b"\n"
        b"with-attribute =\n"
        b".label = Go\n"
        b"## a group comment\n"
        b"last = { -term }"
    )
    found = list(entries(source))
    assert [(e.name, e.term) for e in found] == [
        ("plain", False),
        ("term", True),
        ("choice", False),
        ("with-attribute", False),
        ("last", False),
    ]
    assert found[2] == Entry("choice", False, 55, 108)
    assert found[2].text(source) == "choice = { $n ->\n[one] one\n*[other] many\n}\n    and on"
    assert found[3].text(source) == "with-attribute =\n.label = Go"
    assert found[4].text(source) == "last = { -term }"
    for entry in found:
        [parsed] = FluentParser().parse(entry.text(source)).body
        assert isinstance(parsed, ast.Term if entry.term else ast.Message), entry


def test_a_message_is_read_from_its_file_when_first_said_and_found_again_if_the_file_changed(
    tmp_path: Path,
) -> None:
    """The catalogues keep where each message is, not its text (bot/i18n/finding.py): a message is read
    from its file, in its script, as written; a file changed since (a bot updated under itself) is found
    again, so a message moved in it is read from its new place and one gone from it reads as nothing."""
    (tmp_path / "a.ftl").write_text("-game = Spiel\nhello = Grüß dich, { $name }!\nbye = Tschüss\n", "utf-8")
    (tmp_path / "b.ftl").write_text("# Japanese\nthanks = ありがとう\n    ございます\n", "utf-8")
    unread = Unread(tmp_path)
    assert unread.take_terms() == "-game = Spiel" and unread.take_terms() == ""
    assert unread.files == {"hello": "a.ftl", "bye": "a.ftl", "thanks": "b.ftl"}
    assert unread.text("thanks") == "thanks = ありがとう\n    ございます"
    assert unread.text("hello") == "hello = Grüß dich, { $name }!"
    unread.done("hello")
    assert "hello" not in unread and unread.names() == ["bye", "thanks"]
    (tmp_path / "b.ftl").write_text("# moved\n\n\nthanks = どうも\n", "utf-8")
    os.utime(tmp_path / "b.ftl", ns=(1, 1))  # a change the file's size alone might not show
    assert unread.text("thanks") == "thanks = どうも"
    (tmp_path / "a.ftl").write_text("hello = Hallo\n", "utf-8")
    assert unread.text("bye") == ""
    assert unread.files["hello"] == "a.ftl" and "hello" not in unread


def test_a_message_said_without_fluents_resolver_says_what_fluent_says() -> None:
    """``Catalogues`` says a message of text, arguments and choices on an argument (plurals, yes or no)
    without Fluent's resolver: in every language, with text, numbers (each plural category), yes and no
    and words as arguments, it says exactly what Fluent says."""
    found = Catalogues()
    checked = chosen = 0

    def names(template: tuple[Any, ...]) -> list[str]:
        out: list[str] = []
        for part in template:
            if isinstance(part, Argument):
                out.append(part.name)
            elif isinstance(part, Choice):
                out.append(part.name)
                for variant in part.variants.values():
                    out += names(variant)
        return list(dict.fromkeys(out))

    samples: list[Any] = ["Ann", 0, 1, 2, 3, 5, 11, 21, 999, True, False, Words(id="guide-value-yes")]
    for language in LANGUAGES:
        for message_id in sorted(found.ids(language)):
            template = template_of(found.bundle(language), message_id)
            if template is None:
                continue
            chosen += any(isinstance(part, Choice) for part in template)
            for value in samples:
                args = dict.fromkeys(names(template), value)
                quick = found.quickly(language, template, args)
                if quick is None:
                    continue
                assert quick == found.fluently(language, message_id, args), (language, message_id, value)
                checked += 1
    assert checked > 5000 and chosen > 500


def test_a_language_is_one_folder(tmp_path: Path) -> None:
    """The languages are the folders of ``bot/locales`` (English first): a new folder of catalogues is a new
    language, with no list to edit in code; each names itself in its ``language.ftl``."""
    import shutil

    from bot.i18n import about, shipped

    assert shipped() == LANGUAGES and LANGUAGES[0] == SOURCE and {"de", "ja"} <= set(LANGUAGES)
    assert [about(language).name for language in LANGUAGES[:1]] == ["English"]
    assert about("ja").spaced is False and about("de").spaced is True
    for language in LANGUAGES:
        shutil.copytree(LOCALES / language, tmp_path / language)
    shutil.copytree(
        LOCALES / "de", tmp_path / "xx"
    )  # a new language's folder, as a translator would start it
    (tmp_path / "notes").mkdir()  # a folder without catalogues is not a language
    assert shipped(tmp_path) == (*LANGUAGES, "xx")
    found = Catalogues(tmp_path, shipped(tmp_path))
    assert found.text("xx", "settings-title") == found.text("de", "settings-title")


def test_no_english_grammar_above_the_engines() -> None:
    """English plurals, lists and verbs (``engines/english.py``) write only the engine contract's English
    fields; nothing the bot says is built with them (docs/localisation.md, "For developers")."""
    root = Path(__file__).resolve().parent.parent
    users = [
        str(path.relative_to(root))
        for folder in ("bot", "cogs")
        for path in sorted((root / folder).rglob("*.py"))
        if re.search(
            r"^\s*(from engines\.english import|import engines\.english|from engines import english)",
            path.read_text(encoding="utf-8"),
            re.M,
        )
    ]
    assert users == []


def test_every_kind_of_argument_reads_back_as_the_kind_it_was() -> None:
    """Words' arguments are told apart by what they are (``engines/phrasing.py``, ``_kind``), not tried
    kind after kind: each kind written to JSON and read back, or given as an object, is that kind and
    equal to what was written; anything else is refused."""
    args: dict[str, Any] = {
        "yes": True,
        "no": False,
        "n": 3,
        "zero": 0,
        "x": 2.5,
        "whole": 3.0,
        "digits": "3",
        "empty": "",
        "listed": Listed.of(["a", 1, Words(id="w", args={"k": Duration(seconds=60)})], "or"),
        "at": Moment(at=1.5, zone="Asia/Tokyo", with_day=True),
        "for": Duration(seconds=90),
        "inner": Words(id="inner", args={"deep": Listed.of([True, 1.25])}),
    }
    words = Words(id="outer", args=args)
    back = Words.model_validate_json(words.model_dump_json())
    assert back == words
    assert {key: type(value) for key, value in back.args.items()} == {
        key: type(value) for key, value in args.items()
    }
    inner = back.args["inner"]
    assert isinstance(inner, Words) and isinstance(inner.args["deep"], Listed)
    assert [type(item) for item in inner.args["deep"].items] == [bool, float]
    for junk in (
        '{"id": "x", "args": {"a": null}}',
        '{"id": "x", "args": {"a": {"neither": 1}}}',
        '{"id": "x", "args": {"a": [1]}}',
    ):
        with pytest.raises(ValidationError):
            Words.model_validate_json(junk)
    with pytest.raises(ValidationError):
        Words(id="x", args={"a": None})
