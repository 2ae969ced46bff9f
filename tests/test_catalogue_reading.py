"""A language's messages are found at start and each read when it is first said (docs/localisation.md,
"Cost"): what a process keeps is the few hundred messages it says, not the thousands it could; a message
that names another says it whole the first time; and boards drawn on several threads at once never find a
message half read.
"""

from __future__ import annotations

import threading

import pytest

from bot.i18n import SOURCE, Catalogues, catalogues, template_of
from bot.i18n.pseudo import PSEUDO

# Messages that name another message of their catalogue ({ snail-tech-malacologist }, in every language).
NAMING = ("snail-board-pic-secret", "snail-board-alt-secret")
ARGS = {"snail-board-pic-secret": {}, "snail-board-alt-secret": {"count": 2, "cards": "3, 1"}}


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


@pytest.mark.parametrize("language", ["en", "de", "ja", PSEUDO])
def test_a_message_naming_another_says_it_the_first_time(language: str) -> None:
    whole = Catalogues()
    whole.bundle(language)  # every message read at once, as before messages were read one by one
    for message_id in NAMING:
        fresh = Catalogues()
        said = fresh.text(language, message_id, **ARGS[message_id])
        assert said == whole.fluently(language, message_id, ARGS[message_id])
        assert fresh.bundles[language].has_message("snail-tech-malacologist")
        assert fresh.text(language, "snail-tech-malacologist") in said


def test_threads_saying_the_same_messages_at_once_all_say_them_whole() -> None:
    expected = Catalogues()
    bundle = expected.bundle("de")
    wanted = {
        message_id: expected.text("de", message_id)  # Giant Snail's messages without arguments
        for message_id in sorted(expected.ids())
        if message_id.startswith("snail-")
        and all(isinstance(part, str) for part in template_of(bundle, message_id) or (0,))
    }
    assert len(wanted) > 20
    wanted.update({message_id: expected.text("de", message_id, **ARGS[message_id]) for message_id in NAMING})
    found = Catalogues()
    start = threading.Barrier(8)
    results: list[dict[str, str]] = []
    failures: list[BaseException] = []

    def say_all() -> None:
        start.wait()
        try:
            results.append(
                {
                    message_id: found.text("de", message_id, **ARGS.get(message_id, {}))
                    for message_id in wanted
                }
            )
        except BaseException as error:  # reported below, with the others'
            failures.append(error)

    threads = [threading.Thread(target=say_all) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
    assert results == [wanted] * 8
