"""The standings picture (bot/render/standingspicture.py) and the crosstable's (bot/render/crosstablepicture.py),
made for a phone: every text at least a fortieth of the width tall with WCAG AA contrast, measured as drawn
(bot/render/measure.py), for small fields and large ones with long names in several scripts; the podium,
players who left and every crosstable cell are said in words (colour is never the only cue); a
crosstable's rounds split among pictures as their widest cells allow; the alt texts within Discord's 1,024
characters; the same as lines of text, the crosstable's within a budget of characters."""

from __future__ import annotations

import io
import random
import re
from dataclasses import replace
from fractions import Fraction

import pytest
from PIL import Image

from bot.i18n import Speaker
from bot.render import crosstablepicture as ct
from bot.render import draw as d
from bot.render import standingspicture as tb
from bot.session.crosstable import Cell, CellKind, Crosstable, crosstable
from bot.session.organisedplay import TournamentStatus
from cogs.tournament.messages import signup_message
from support.tournaments import random_tournament

DISCORD_ALT_TEXT = 1024  # Discord's limit on an attachment's description (its documentation, not ours)

NAMES = [
    "Alice",
    "Bartholomew Penguinsworth III",
    "Zoë Ørsted",
    "Dan 🐧",
    "Ève-Marie Lindqvist",
    "نور",
    "李小龍",
]


def rows(count: int) -> list[tb.Row]:
    out = []
    for i in range(count):
        shared = i in (1, 2)
        out.append(
            tb.Row(
                place=2 if shared else i + 1,
                shared=shared,
                name=NAMES[i % len(NAMES)] + ("" if i < len(NAMES) else f" {i}"),
                points=f"{max(0, 5 - i // 3)}½",
                mates="2.75",
                played=5,
                left=i == 4,
            )
        )
    return out


@pytest.mark.parametrize("count", [2, 7, 128])
def test_the_standings_picture_is_readable_on_a_phone(count: int) -> None:
    with d.measuring() as measured:
        picture = tb.picture(
            "Winter Cup · Gentoo Rules", "After round 3 of 5 · Swiss, tables of 3", rows(count)
        )
    (image,) = measured.images
    assert image.width == tb.WIDTH == 800
    assert image.problems() == []
    drawn = " ".join(t.text for t in image.texts)
    assert "1st" in drawn and ("(left)" in drawn or count < 5)  # said in words, not by colour alone
    with Image.open(io.BytesIO(picture.png)) as opened:
        assert opened.width == 800 and opened.height < 1400
    if count > tb.SHOWN_ROWS:
        assert f"and {count - tb.SHOWN_ROWS} more" in drawn


def test_the_alt_text_says_the_standings_within_discords_limit() -> None:
    short = tb.alt_text("Cup", "After round 1 of 3", rows(3))
    assert short.startswith(
        "Cup. After round 1 of 3. Standings: 1 Alice, 5½ points (mates 2.75, score 0, byes 0); =2 "
    )
    long = tb.alt_text("Cup", "After round 1 of 3", rows(300))
    assert len(long) <= 1024 and long.endswith("more.") and "Alice" in long


def test_the_same_standings_as_text() -> None:
    text = tb.lines(rows(50), limit=40)
    assert text[0] == "**1.** Alice · 1st: 5½ points (mates 2.75, score 0, played 5, byes 0)"
    assert text[1].startswith("**=2.** Bartholomew") and "(left)" in text[4]
    assert text[-1] == "…and 10 more."


# ---- the crosstable (bot/render/crosstablepicture.py) ---------------------------------------------------


def crosstable_of(
    players: int, rounds: int, size: int, seed: int = 1, played: int | None = None
) -> Crosstable:
    rng = random.Random(seed)
    tournament = random_tournament(
        rng, players, rounds, size, played=played, late=min(3, players // 4), leavers=min(3, players // 4)
    )
    return crosstable(tournament)


@pytest.mark.parametrize(
    ("players", "rounds", "size", "played"),
    [(4, 3, 2, 2), (9, 5, 3, 4), (40, 15, 2, None), (40, 15, 4, 14), (128, 15, 5, None), (12, 6, 1, 3)],
)
def test_the_crosstable_pictures_are_readable_on_a_phone(
    players: int, rounds: int, size: int, played: int | None
) -> None:
    table = crosstable_of(players, rounds, size, played=played)
    with d.measuring() as measured:
        pictures = ct.pictures("Winter Cup · Gentoo Rules", table)
    assert len(measured.images) == len(pictures) >= 1
    for image, picture in zip(measured.images, pictures, strict=True):
        assert image.width == ct.WIDTH == 800
        assert image.problems() == []
        assert min(t.size for t in image.texts) >= 22  # a fortieth of the width is 20; we draw 22 and more
        assert all(0 <= t.box[0] and t.box[2] <= image.width - ct.MARGIN // 2 for t in image.texts)
        drawn = [t.text for t in image.texts]
        headings = [t for t in drawn if re.fullmatch(r"R\d+", t)]
        assert headings == [f"R{k}" for k in range(picture.first_round, picture.last_round + 1)]
        if players > ct.SHOWN_ROWS:
            assert f"…and {players - ct.SHOWN_ROWS} more." in drawn
        # Each cell is written (its points and who was met, or "bye"), so colour is never the only cue.
        for line in table.lines[: ct.SHOWN_ROWS]:
            for k in range(picture.first_round, picture.last_round + 1):
                cell = line.cell(k)
                assert ct.result_words(cell) in drawn and (
                    not ct.mates_words(cell) or ct.mates_words(cell) in drawn
                )
        with Image.open(io.BytesIO(picture.png)) as opened:
            assert opened.width == 800 and opened.height < 1700
        assert len(picture.alt_text) <= DISCORD_ALT_TEXT


def test_the_rounds_are_split_among_pictures_as_their_widest_cells_allow() -> None:
    for players, size in ((40, 2), (40, 4), (128, 5), (6, 3)):
        table = crosstable_of(players, 15, size)
        groups = ct.round_groups(table)
        # Every round once, in order.
        assert [k for first, last in groups for k in range(first, last + 1)] == list(range(1, 16))
        for first, last in groups:
            widths = [ct.column_width(table, k) for k in range(first, last + 1)]
            assert sum(widths) <= ct.ROUNDS_WIDTH or first == last
        # As few pictures as any split into runs of rounds could have (filling each as full as it goes).
        fewest, used = 1, 0
        for k in range(1, 16):
            width = ct.column_width(table, k)
            if used and used + width > ct.ROUNDS_WIDTH:
                fewest, used = fewest + 1, 0
            used += width
        assert len(groups) == fewest
        # As even as they fit: here the rounds fit evenly, so no picture has two rounds more than another.
        counts = [last - first + 1 for first, last in groups]
        assert max(counts) - min(counts) <= 1
    wide, narrow = crosstable_of(40, 15, 5), crosstable_of(40, 15, 2)
    assert len(ct.round_groups(wide)) > len(ct.round_groups(narrow)) >= 2


def test_the_crosstable_alt_text_says_the_rounds_within_discords_limit() -> None:
    small = crosstable_of(4, 3, 2, played=2)
    text = ct.alt_text("Cup", small, 1, 2)
    first = small.lines[0]
    assert text.startswith("Cup. Crosstable, rounds 1–2 of 3:")
    assert f"1 {first.name}" in text and ct.cell_sentence(first.cell(1)) in text  # with the table-mates
    big = crosstable_of(128, 15, 4)
    for first_round, last_round in ct.round_groups(big):
        said = ct.alt_text("Cup", big, first_round, last_round)
        assert len(said) <= 1024 and said.endswith("more.") and big.lines[0].name in said


def test_the_crosstable_as_lines_of_text_fits_its_budget() -> None:
    table = crosstable_of(9, 5, 3, played=4)
    full = ct.lines(table, 4000)
    assert len(full) == 9 and full[0].startswith(f"**1.** {table.lines[0].name}")
    assert all(f"R{k} " in full[0] for k in range(1, 5))
    big = crosstable_of(40, 15, 4)
    for budget in (30, 100, 500, 1500, 2500, 4000):
        said = ct.lines(big, budget)
        assert len("\n".join(said)) <= budget
    tight = ct.lines(big, 2500)
    assert tight[0].startswith("Round") and "the rounds before are in the pictures" in tight[0]
    assert " R15 " in tight[1] and " R1 " not in tight[1]
    tighter = ct.lines(big, 500)
    assert tighter[-1].startswith("…and ") and tighter[-1].endswith(" more.")
    assert ct.lines(big, 0) == [] and ct.lines(crosstable_of(4, 3, 2, played=0), 1000) == []


def test_a_cell_is_written_in_words() -> None:
    assert [ct.points_words(Fraction(n, k)) for n, k in ((1, 1), (0, 1), (1, 2), (2, 3), (5, 6), (3, 2))] == [
        "1",
        "0",
        "½",
        "2/3",
        "5/6",
        "1½",
    ]
    running = Cell(2, CellKind.RUNNING, table=3, mates=(4, 7))
    assert (ct.result_words(running), ct.mates_words(running)) == ("…", "v 4 7")
    assert ct.cell_sentence(running) == "R2 v 4 7: playing"
    bye = Cell(3, CellKind.BYE, points=Fraction(1, 2))
    assert (ct.result_words(bye), ct.mates_words(bye), ct.cell_sentence(bye)) == ("½", "bye", "R3 bye ½")
    abandoned = Cell(4, CellKind.ABANDONED, table=1, mates=(2,), points=Fraction(1, 2))
    assert (ct.result_words(abandoned), ct.mates_words(abandoned)) == ("bye ½", "v 2")
    assert ct.cell_sentence(abandoned) == "R4 v 2: abandoned, bye ½"
    assert ct.cell_sentence(abandoned, mates=False) == "R4: abandoned, bye ½"
    absent = Cell(5, CellKind.NOT_PAIRED)
    assert (ct.result_words(absent), ct.mates_words(absent), ct.cell_sentence(absent)) == (
        "–",
        "",
        "R5 not paired",
    )


# ---- in every language (bot/locales/*/tournament.ftl) -----------------------------------------------------


@pytest.mark.parametrize("language", ["de", "ja"])
@pytest.mark.parametrize("count", [7, 128])
def test_the_standings_picture_is_readable_in_every_language(language: str, count: int) -> None:
    say = Speaker(language)
    with d.measuring() as measured:
        picture = tb.picture("Winter Cup · Gentoo Rules", "Nach Runde 3 von 5", rows(count), say=say)
    (image,) = measured.images
    assert image.problems() == []
    assert all(0 <= t.box[0] and t.box[2] <= image.width - tb.MARGIN // 2 for t in image.texts)
    drawn = " ".join(t.text for t in image.texts)
    for heading in tb.HEADINGS[1:]:
        assert say(f"standings-heading-{heading}") in drawn  # every heading whole
    assert say("standings-podium", place=1) in drawn and say("standings-left") in drawn
    assert len(picture.alt_text) <= DISCORD_ALT_TEXT


@pytest.mark.parametrize("language", ["de", "ja"])
@pytest.mark.parametrize(("players", "rounds", "size", "played"), [(9, 5, 3, 4), (40, 15, 2, None)])
def test_the_crosstable_pictures_are_readable_in_every_language(
    language: str, players: int, rounds: int, size: int, played: int | None
) -> None:
    say = Speaker(language)
    table = crosstable_of(players, rounds, size, played=played)
    with d.measuring() as measured:
        pictures = ct.pictures("Winter Cup · Gentoo Rules", table, say=say)
    for image, picture in zip(measured.images, pictures, strict=True):
        assert image.problems() == []
        assert all(0 <= t.box[0] and t.box[2] <= image.width - ct.MARGIN // 2 for t in image.texts)
        drawn = [t.text for t in image.texts]
        for line in table.lines[: ct.SHOWN_ROWS]:
            for k in range(picture.first_round, picture.last_round + 1):
                cell = line.cell(k)
                assert ct.result_words(cell, say) in drawn
                assert not ct.mates_words(cell, say) or ct.mates_words(cell, say) in drawn
        assert len(picture.alt_text) <= DISCORD_ALT_TEXT
    assert len(ct.alt_text("Cup", table, 1, table.rounds, say)) <= DISCORD_ALT_TEXT
    assert ct.lines(table, 4000, say)


def test_a_sign_up_of_hundreds_lists_whom_it_can_and_says_how_many_more(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The sign-up message lists its players in its description (4,096 characters): a big tournament's
    last names give way to "…and N more.", nothing is cut (bot/render/textlimits.py logs a cut)."""
    base = random_tournament(random.Random(5), 400, 3, 2)
    entrants = tuple(replace(e, name=f"Bartholomew Penguin {e.user_id}") for e in base.entrants)
    record = replace(base.record, status=TournamentStatus.SIGNUP, current_round=0)
    message = signup_message(replace(base, record=record, entrants=entrants), "Gentoo Rules")
    description = message.embed.description or ""
    assert len(description) <= 4096
    listed = [line for line in description.split("\n") if "Bartholomew Penguin" in line]
    assert 50 < len(listed) < 400 and listed[0].startswith("1. ")
    assert description.endswith(f"…and {400 - len(listed)} more.")
    assert (
        len(message.embed) <= 6000
    )  # Discord's limit on all of a message's embeds: the list gives way first
    assert not [r for r in caplog.records if r.levelname == "ERROR"]
