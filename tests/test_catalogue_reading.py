"""A language's messages are found at start and each read when it is first said (docs/localisation.md,
"Cost"): what a process keeps is the few hundred messages it says, not the thousands it could; a message
that names another says it whole the first time; and boards drawn on several threads at once never find a
message half read.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from bot import i18n
from bot.i18n import SOURCE, Catalogues, catalogues
from bot.i18n.pseudo import PSEUDO

CHAIN = 12  # messages in a row, each naming the next: read one, and every one after it is read with it
PAIRS = 150  # messages that each name one other, for threads to race on


def small_catalogues(folder: Path) -> Path:
    """English and German catalogues of a chain of messages, each naming the next, one that names the
    chain's first, and pairs of messages, one naming the other."""
    for language, word in (("en", "link"), ("de", "Glied")):
        lines = [f"step-{i} = {word} {i} {{ step-{i + 1} }}" for i in range(CHAIN)]
        lines.append(f"step-{CHAIN} = {word} {CHAIN}.")
        lines += [f"pair-{i} = {word} {{ pair-{i}-named }}" for i in range(PAIRS)]
        lines += [f"pair-{i}-named = {word} {i}" for i in range(PAIRS)]
        lines.append(
            f"counted = {{ $count ->\n    [one] one {word}\n   *[other] {{ $count }} {word}s\n}}: {{ step-0 }}"
        )
        (folder / language).mkdir()
        (folder / language / "chain.ftl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


def test_a_message_is_read_when_first_said_and_not_before() -> None:
    found = Catalogues()
    bundle = found.bundles[SOURCE]
    assert found.has("settings-title")  # found at start...
    assert not bundle.has_message("settings-title")  # ...but not yet read
    said = found.text(SOURCE, "settings-title")
    assert bundle.has_message("settings-title")
    assert said == catalogues().text(SOURCE, "settings-title")
    unread = sum(not bundle.has_message(message_id) for message_id in found.ids())
    assert unread == len(found.ids()) - 1  # saying one message read only that one


@pytest.mark.parametrize("language", ["en", "de", PSEUDO])
def test_a_message_naming_others_says_them_the_first_time(tmp_path: Path, language: str) -> None:
    folder = small_catalogues(tmp_path)
    whole = Catalogues(folder, ("en", "de"))
    whole.bundle(language)  # every message read at once
    fresh = Catalogues(folder, ("en", "de"))
    said = fresh.text(language, "counted", count=3)
    assert said == whole.fluently(language, "counted", {"count": 3})
    assert said.count("{") == 0 and ("Glied 12." if language == "de" else "12") in said
    assert all(fresh.bundles[language].has_message(f"step-{i}") for i in range(CHAIN + 1))


def say_at_once(
    found: Catalogues, wanted: dict[str, str]
) -> tuple[list[dict[str, str]], list[BaseException]]:
    """Eight threads saying ``wanted``'s messages in German at the same moment, half of them from the
    last: what each said, and what went wrong."""
    start = threading.Barrier(8)
    results: list[dict[str, str]] = []
    failures: list[BaseException] = []

    def say_all(order: int) -> None:
        start.wait()
        try:
            ids = sorted(wanted, reverse=bool(order % 2))
            results.append({message_id: found.text("de", message_id) for message_id in ids})
        except BaseException as error:  # reported by the test, with the others'
            failures.append(error)

    threads = [threading.Thread(target=say_all, args=(i,)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results, failures


def test_threads_saying_messages_at_once_all_say_them_whole(tmp_path: Path) -> None:
    folder = small_catalogues(tmp_path)
    expected = Catalogues(folder, ("en", "de"))
    wanted = {f"pair-{i}": expected.text("de", f"pair-{i}") for i in range(PAIRS)}
    for _ in range(5):  # a fresh set each time: the race is on the first reading
        found = Catalogues(folder, ("en", "de"))
        assert found.has("pair-0", "de")  # German found before the threads start: they race on its messages
        results, failures = say_at_once(found, wanted)
        assert failures == []
        assert results == [wanted] * 8


def test_what_is_remembered_as_said_stays_within_its_bound_and_keeps_the_newest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A message said with plain arguments is remembered (a board says the same ones each time it is
    drawn), up to ``SAID_KEPT``; past it the older half is forgotten, so a long-running bot's memory stays
    bounded while the tables being drawn keep theirs."""
    monkeypatch.setattr(i18n, "SAID_KEPT", 40)
    found = Catalogues(small_catalogues(tmp_path), ("en", "de"))
    for count in range(100):
        found.text("de", "counted", count=count)
        assert len(found._said) <= 40
    remembered = {key[-1][1] for key in found._said}  # the count each remembered saying was said with
    assert remembered >= set(range(85, 100))  # the newest stay
    assert 0 not in remembered
    assert found.text("de", "counted", count=99) == Catalogues(tmp_path, ("en", "de")).text(
        "de", "counted", count=99
    )
