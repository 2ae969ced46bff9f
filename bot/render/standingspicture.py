"""A tournament's standings as a picture for a phone (drawn 800 pixels wide, shown 400), its alt text, and
the same standings as lines of text: the standings message, ``/tournament standings`` and the final
announcement all show these. Pure: rows in, PNG and words out.

Made to be read on a phone: every text at least a fortieth of the width tall with WCAG AA contrast
(``bot.render.measure``); places are written as numbers, the podium's rows are also marked by a word
("1st", "2nd", "3rd") and players who left by "(left)", so colour is never the only cue.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.i18n import Speaker, english
from bot.render import draw as d
from bot.render.textlimits import ATTACHMENT_DESCRIPTION

WIDTH = 800
MARGIN = 28
ROW = 48
SHOWN_ROWS = 20  # the picture shows the top of a larger field, and says how many more there are

BACKGROUND: d.RGB = (250, 250, 247)
INK: d.RGB = (28, 30, 36)
SOFT: d.RGB = (72, 76, 86)  # 8:1 on the background
STRIPE: d.RGB = (236, 238, 242)  # every other row
PODIUM: tuple[d.RGB, ...] = ((255, 236, 170), (226, 230, 238), (245, 214, 186))  # gold, silver, bronze
LEFT_INK: d.RGB = (92, 96, 106)


@dataclass(frozen=True)
class Row:
    place: int
    shared: bool  # another row has the same place
    name: str
    points: str
    mates: str  # the first tie-break, as text
    played: int
    left: bool  # the player left the tournament (or was withdrawn)
    score: str = "0"  # the second tie-break: the game's own score over the tables, as text
    byes: int = 0


HEADINGS = ("place", "player", "points", "mates", "score", "games", "byes")  # standings-heading-<each>


@dataclass(frozen=True)
class StandingsPicture:
    png: bytes
    alt_text: str


def place_text(row: Row) -> str:
    return f"={row.place}" if row.shared else str(row.place)


def picture(
    title: str, subtitle: str, rows: Sequence[Row], podium: bool = True, say: Speaker | None = None
) -> StandingsPicture:
    """The standings as a PNG: a heading, a line under it, then one row per player (the top
    ``SHOWN_ROWS``) with every value that decides their place: points, then the table-mates' points,
    then the game's own score; and their tables played and byes. ``podium``: the top three are marked
    (not in a cancelled tournament, which awards nothing)."""
    say = say or english()
    shown = list(rows[:SHOWN_ROWS])
    more = len(rows) - len(shown)
    height = MARGIN + 46 + 36 + 14 + ROW * (len(shown) + 1) + (ROW if more else 0) + MARGIN
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    canvas = ImageDraw.Draw(image)
    heading = d.font(34, bold=True)
    small = d.font(24)
    y = MARGIN
    heading.draw(canvas, (MARGIN, y), heading.fit(title, WIDTH - 2 * MARGIN), INK)
    y += 46
    small.draw(canvas, (MARGIN, y), small.fit(subtitle, WIDTH - 2 * MARGIN), SOFT)
    y += 36 + 14
    columns = _columns()
    bold = d.font(24, bold=True)
    label_face = d.font(22, bold=True)
    for label, (x, anchor), width in zip(HEADINGS, columns, WIDTHS, strict=True):
        said = say(f"standings-heading-{label}")
        label_face.draw(canvas, (x, y + ROW // 2), label_face.fit(said, width), SOFT, anchor=anchor)
    y += ROW
    for i, row in enumerate(shown):
        medal = podium and row.place <= 3 and not row.left
        fill = PODIUM[row.place - 1] if medal else (STRIPE if i % 2 else BACKGROUND)
        canvas.rectangle((MARGIN // 2, y, WIDTH - MARGIN // 2, y + ROW - 4), fill=fill)
        ink = LEFT_INK if row.left else INK
        face = bold if medal else d.font(26)
        middle = y + (ROW - 4) // 2
        tail = (
            " " + say("standings-left")
            if row.left
            else f" · {say('standings-podium', place=row.place)}"
            if medal
            else ""
        )
        name = face.fit(row.name, WIDTHS[1] - face.width(tail)) + tail  # the word stays when a name is cut
        texts = (place_text(row), name, row.points, row.mates, row.score, str(row.played), str(row.byes))
        for text, (x, anchor), width in zip(texts, columns, WIDTHS, strict=True):
            face.draw(canvas, (x, middle), face.fit(text, width), ink, anchor=anchor)
        y += ROW
    if more:
        small.draw(canvas, (MARGIN, y + ROW // 2), say("standings-more", count=more), SOFT, anchor="lm")
    return StandingsPicture(d.encode_png(image), alt_text(title, subtitle, rows, say))


WIDTHS = (52, 220, 92, 92, 100, 96, 72)  # each column's room, in the order of HEADINGS


def _columns() -> tuple[tuple[int, d.Anchor], ...]:
    """Each column's x and its anchor (the place and name left aligned, the numbers right aligned, on
    the row's middle)."""
    name = MARGIN + WIDTHS[0] + 8
    right = name + WIDTHS[1] + 8
    columns: list[tuple[int, d.Anchor]] = [(MARGIN, "lm"), (name, "lm")]
    for width in WIDTHS[2:]:
        right += width
        columns.append((right, "rm"))
    return tuple(columns)


def alt_text(title: str, subtitle: str, rows: Sequence[Row], say: Speaker | None = None) -> str:
    """What the picture shows, in words, within Discord's 1,024 characters."""
    say = say or english()
    parts = [
        say(
            "standings-alt-row",
            place=place_text(row),
            name=row.name,
            left=row.left,
            points=points_words(row.points, say),
            mates=row.mates,
            score=row.score,
            byes=row.byes,
        )
        for row in rows
    ]
    if not parts:
        return say("standings-alt-nobody", title=title, subtitle=subtitle)
    head = say("standings-alt-head", title=title, subtitle=subtitle) + " "
    # The rows are sentences of their own, one after another ("; " between them).
    text = head + "; ".join(parts) + say("standings-alt-end")
    if len(text) <= ATTACHMENT_DESCRIPTION:
        return text
    kept: list[str] = []
    for k, part in enumerate(parts):
        rest = len(parts) - k - 1
        candidate = head + "; ".join([*kept, part]) + say("standings-alt-end-more", more=rest)
        if len(candidate) > ATTACHMENT_DESCRIPTION:
            break
        kept.append(part)
    return head + "; ".join(kept) + say("standings-alt-end-more", more=len(parts) - len(kept))


def points_words(points: str, say: Speaker | None = None) -> str:
    """Points with their unit: "1 point", "½ point", "2½ points"."""
    return (say or english())("standings-points", points=points, one=points in ("1", "½"))


def lines(rows: Sequence[Row], limit: int = 40, podium: bool = True, say: Speaker | None = None) -> list[str]:
    """The standings as lines of text (Discord markdown), the top ``limit`` of them."""
    say = say or english()
    out = []
    for row in rows[:limit]:
        medal = row.place if podium and row.place <= 3 and not row.left else 0
        out.append(
            say(
                "standings-line",
                place=place_text(row),
                name=row.name,
                left=row.left,
                medal=medal,
                points=points_words(row.points, say),
                mates=row.mates,
                score=row.score,
                played=row.played,
                byes=row.byes,
            )
        )
    if len(rows) > limit:
        out.append(say("standings-more", count=len(rows) - limit))
    return out
