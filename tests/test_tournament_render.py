"""The standings picture (bot/render/standingspicture.py), made for a phone: every text at least a fortieth of
the width tall with WCAG AA contrast, measured as drawn (bot/render/measure.py), for a small field and a
large one with long names in several scripts; the podium and players who left are said in words (colour
is never the only cue); the alt text says the standings within Discord's 1,024 characters; the same
standings as lines of text."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.render import draw as d
from bot.render import standingspicture as tb

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
