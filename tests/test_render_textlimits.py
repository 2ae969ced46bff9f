"""Discord's limits kept without a silent cut (bot/render/textlimits.py): a text that fits is untouched; one over
its limit is cut to it with "…" and logged as an error, which fails every test through the fake Discord
(tests/support/strictfake.py), so a cut anywhere in the suite's games is a failure, never a loss."""

from __future__ import annotations

import itertools
import logging
from types import SimpleNamespace

import pytest

from bot.discordside.inbox import InboxMessages
from bot.discordside.timers import digest_text
from bot.i18n import Speaker
from bot.render.textlimits import clipped, lines_within
from bot.session.records import SessionStatus
from engines.phrasing import Listed, Words


def test_a_text_that_fits_is_untouched_and_nothing_is_logged(caplog: pytest.LogCaptureFixture) -> None:
    assert clipped("Alice's turn", 256) == "Alice's turn"
    assert clipped("x" * 1024, 1024) == "x" * 1024
    assert not caplog.records


def test_a_text_over_its_limit_is_cut_with_an_ellipsis_and_logged_as_an_error(
    caplog: pytest.LogCaptureFixture,
) -> None:
    cut = clipped("y" * 1025, 1024)
    assert len(cut) == 1024 and cut.endswith("…") and cut.startswith("y" * 1023)
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == 1 and "1025" in errors[0].getMessage() and "1024" in errors[0].getMessage()


def more(count: int) -> str:
    return f"…and {count} more."


def test_a_list_that_fits_is_listed_whole() -> None:
    assert lines_within(["a", "b"], 3, more) == "a\nb"
    assert lines_within(["a", "b"], 10, more, last="end") == "a\nb\nend"
    assert lines_within([], 10, more, last="end") == "end"
    assert lines_within(["a"], 10, more, first="head") == "head\na"


def test_the_last_lines_give_way_to_a_count_of_them_that_fits_with_them(
    caplog: pytest.LogCaptureFixture,
) -> None:
    lines = [f"line {k:02}" for k in range(40)]  # 7 characters each
    for limit in range(30, 200):
        for first, last in itertools.product((None, "the head"), (None, "the end")):
            text = lines_within(lines, limit, more, last, first=first)
            assert len(text) <= limit, (limit, first, last, text)
            shown = text.split("\n")
            if first is not None:
                assert shown.pop(0) == first
            if last is not None:
                assert shown.pop() == last
            left = int(shown[-1].split()[1])
            assert shown[:-1] == lines[: len(shown) - 1] and len(shown) - 1 + left == len(lines)
            # as many as fit: one more line would not have (with its count of the rest, one fewer)
            around = ([first] if first else []), ([last] if last else [])
            one_more = [*around[0], *shown[:-1], lines[len(shown) - 1], more(left - 1), *around[1]]
            assert left == 1 or len("\n".join(one_more)) > limit
    assert not caplog.records  # nothing cut: every count fitted


def test_a_digest_of_more_games_than_a_message_holds_counts_those_it_leaves_out() -> None:
    say = Speaker("en")
    games = [
        SimpleNamespace(
            id=f"g{k}",
            title=f"A rather long game name, number {k}",
            to_act=set(),
            session=SimpleNamespace(
                guild_id=1, channel_id=2, board_message_id=1000 + k, seats_of=lambda _u: []
            ),
        )
        for k in range(80)
    ]
    text = digest_text(games, 5, {}, say)  # type: ignore[arg-type]
    assert len(text) <= 2000
    lines = text.split("\n")
    assert lines[0] == say("digest-head", count=80)
    listed = lines[1:-1]
    assert all(line.startswith("• A rather long game name") for line in listed)
    assert lines[-1] == say("mine-more", count=80 - len(listed)) and 10 < len(listed) < 80


def inbox_of(running: int, line: str) -> InboxMessages:
    """The inbox of an English reader in ``running`` games, each told as ``line``."""
    inbox = InboxMessages.__new__(InboxMessages)
    english = SimpleNamespace(reader_language="en")
    games = [
        SimpleNamespace(status=SessionStatus.RUNNING, session=SimpleNamespace(seats=[]), to_act=set())
    ] * running
    inbox.people = SimpleNamespace(preferences=lambda ids: _done({i: english for i in ids}))  # type: ignore[assignment]
    inbox.games = SimpleNamespace(games_of=lambda _u: _done(games))  # type: ignore[assignment]
    inbox.clock = lambda: 0.0

    async def told(game: object, user_id: int, say: Speaker) -> str:
        return line

    inbox._line = told  # type: ignore[method-assign]
    return inbox


async def test_an_inbox_of_more_games_than_a_message_holds_counts_those_it_leaves_out() -> None:
    inbox = inbox_of(70, "• " + "x" * 40)
    news = Words(id="inbox-paused")
    text = await inbox.content(7, [news] * 3)
    lines = text.split("\n")
    assert len(text) <= 2000 and lines[1:4] == [Speaker("en")("inbox-new", line=news)] * 3
    listed = [line for line in lines if line.startswith("• ")]
    assert lines[-1] == Speaker("en")("mine-more", count=70 - len(listed)) and 10 < len(listed) < 70


async def test_an_inbox_whose_news_would_fill_it_keeps_half_for_the_games(
    caplog: pytest.LogCaptureFixture,
) -> None:
    inbox = inbox_of(5, "• a game")
    news = [
        Words(id="inbox-waiting-for", args={"names": Listed.of([f"{k} " + "x" * 240])}) for k in range(10)
    ]
    text = await inbox.content(7, news)
    lines = text.split("\n")
    assert len(text) <= 2000 and lines.count("• a game") == 5  # every game listed
    told = [line for line in lines if line.startswith("🆕 🔔") or line.startswith("🆕 waiting")]
    assert 0 < len(told) < 10 and len("\n".join(lines[: lines.index("")])) <= 1000
    assert Speaker("en")("inbox-more-news", count=10 - len(told)) in lines
    assert not caplog.records  # nothing cut
    # Short news, more of them than the inbox keeps: the first ten, and a count of the rest.
    text = await inbox.content(7, [Words(id="inbox-paused")] * 14)
    assert text.count("🆕 paused") == 10 and Speaker("en")("inbox-more-news", count=4) in text.split("\n")


def test_a_list_of_more_lines_than_it_may_show_counts_the_rest() -> None:
    assert lines_within(["a", "b", "c"], 100, more, most=2) == "a\nb\n…and 1 more."
    assert lines_within(["a", "b"], 100, more, most=2) == "a\nb"
    assert lines_within(["a", "b", "c"], 100, more, last="end", most=0) == "…and 3 more.\nend"


async def _done(value: object) -> object:
    return value
