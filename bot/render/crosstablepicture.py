"""A tournament's crosstable (``bot.session.crosstable``) as pictures for a phone, each with its alt text,
and as lines of text: the standings message and ``/tournament standings`` show these. Pure: a crosstable
in, PNG and words out.

Made to be read on a phone: drawn 800 pixels wide (shown 400), every text at least a fortieth of the
width tall (22 pixels and more) with WCAG AA contrast (``bot.render.measure``). Each cell is written, so
colour is never the only cue: the points on top ("1", "½", "2/3", "0"; "…" while the table plays, "–"
when the player was not paired), and below them who was met by line number ("v 4 7"), or "bye" (a table
that was abandoned counts as a bye, and says so on top: "bye ½"). The
rounds that do not fit one picture go to the next ("Rounds 1–5", "Rounds 6–10"), as many to a picture as its
widest cells allow; a picture shows the top ``SHOWN_ROWS`` lines and says how many more there are.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations, pairwise
from math import comb

from PIL import Image, ImageDraw

from bot.i18n import Speaker, english
from bot.render import draw as d
from bot.render.textlimits import ATTACHMENT_DESCRIPTION
from bot.session import ranking
from bot.session.crosstable import Cell, CellKind, CrossLine, Crosstable
from bot.session.organisedplay import Withdrawal
from engines.phrasing import Listed

WIDTH = 800
MARGIN = 20
NUMBER_RIGHT = MARGIN + 44  # the line number, right-aligned here
NAME_X = MARGIN + 56
NAME_WIDTH = 196
POINTS_RIGHT = NAME_X + NAME_WIDTH + 70  # the points, right-aligned here
ROUNDS_X = POINTS_RIGHT + 14
ROUNDS_WIDTH = WIDTH - MARGIN - ROUNDS_X
CELL_PAD = 16  # a round's column: its widest text and this much room
ROW = 62  # two lines of text
HEADER = 40
SHOWN_ROWS = 20  # a picture shows the top of a larger field, and says how many more there are
MAX_SPLITS_TRIED = 5000  # 15 rounds into 8 pictures is 3,432 splits; beyond this, filled as full as they go

TOP_SIZE, BOTTOM_SIZE, LABEL_SIZE, TITLE_SIZE = 24, 22, 22, 30

BACKGROUND: d.RGB = (250, 250, 247)
INK: d.RGB = (28, 30, 36)
SOFT: d.RGB = (72, 76, 86)  # 7:1 and more on every fill below
STRIPE: d.RGB = (236, 238, 242)  # every other row
RULE: d.RGB = (196, 200, 210)  # lines between the rounds
FILLS: dict[str, d.RGB] = {  # a cell's tint says again what its words say ("bye", "…"), never more
    "bye": (222, 230, 246),
    "running": (252, 241, 200),
}


@dataclass(frozen=True)
class CrosstablePicture:
    png: bytes
    alt_text: str
    first_round: int
    last_round: int

    @property
    def rounds_words(self) -> str:
        """ "Rounds 1–5", or "Round 3" (English: the web page's)."""
        return rounds_words(self.first_round, self.last_round)


def rounds_words(first: int, last: int, say: Speaker | None = None) -> str:
    return (say or english())("crosstable-rounds", single=first == last, first=first, last=last)


# ---- a cell in words --------------------------------------------------------------------------------------


def points_words(points: Fraction) -> str:
    """A round's points as written: "1", "0", "½", "2/3". Fractions other than a half are written in
    full-size digits: the signs ⅔ and ⅚ draw their digits too small to tell apart on a phone."""
    if points.denominator == 1:
        return str(points.numerator)
    whole, part = divmod(points, 1)
    written = "½" if part == Fraction(1, 2) else f"{part.numerator}/{part.denominator}"
    return (
        f"{whole}{written}"
        if whole and part == Fraction(1, 2)
        else f"{whole} {written}"
        if whole
        else written
    )


def total_words(points: Fraction) -> str:
    """A line's points, as the standings write them ("9½", "8.17")."""
    return ranking.points_text(points)


def result_words(cell: Cell, say: Speaker | None = None) -> str:
    """The top line of a cell: its points ("1", "½", "2/3"), a table abandoned as what it counts for
    ("bye ½"), "…" while the table plays, "–" when the player was not paired."""
    if cell.kind == CellKind.ABANDONED and cell.points is not None:
        return (say or english())("crosstable-bye-points", points=points_words(cell.points))
    if cell.points is not None:
        return points_words(cell.points)
    if cell.kind == CellKind.RUNNING:
        return "…"
    return "–"


def mates_words(cell: Cell, say: Speaker | None = None) -> str:
    """The bottom line of a cell: the table-mates by line number ("v 4 7"), "bye" for a bye; or nothing."""
    say = say or english()
    if cell.kind == CellKind.BYE:
        return say("crosstable-bye")
    return say("crosstable-mates", mates=numbers(cell.mates)) if cell.mates else ""


def numbers(mates: Sequence[int]) -> str:
    """Line numbers side by side ("4 7"), as a cell shows its table-mates."""
    return " ".join(str(m) for m in mates)


CELL_KINDS = {
    CellKind.PLAYED: "played",
    CellKind.ABANDONED: "abandoned",
    CellKind.BYE: "bye",
    CellKind.RUNNING: "running",
    CellKind.NOT_PAIRED: "notpaired",
}


def cell_sentence(cell: Cell, *, mates: bool = True, say: Speaker | None = None) -> str:
    """A cell as a line of text says it: "R1 v 4: 1", "R3 bye ½", "R4 v 2: abandoned, bye ½", "R5 v 1:
    playing", "R6 not paired"; without ``mates``, the same without the table-mates."""
    say = say or english()
    head = (
        say("crosstable-cell-head-mates", round=cell.round, mates=numbers(cell.mates))
        if mates and cell.mates
        else say("crosstable-cell-head", round=cell.round)
    )
    points = points_words(cell.points) if cell.points is not None else ""
    return say("crosstable-cell", kind=CELL_KINDS[cell.kind], head=head, points=points)


def standing_words(line: CrossLine, say: Speaker | None = None) -> str:
    """What a line's number does not say: a shared place, a late joiner, a player who left or was
    withdrawn (parts side by side, " · " between them)."""
    say = say or english()
    parts = [say("crosstable-standing-shared", place=line.place)] if line.shared else []
    if line.joined_round > 1:
        parts.append(say("crosstable-standing-joined", round=line.joined_round))
    if line.withdrawn is not None:
        left = line.withdrawn == Withdrawal.LEFT
        parts.append(say("crosstable-standing-left" if left else "crosstable-standing-withdrawn"))
    return " · ".join(parts)


def _fill(cell: Cell) -> d.RGB | None:
    if cell.counts_as_bye:
        return FILLS["bye"]
    if cell.kind == CellKind.RUNNING:
        return FILLS["running"]
    return None


# ---- pictures ---------------------------------------------------------------------------------------------


def column_width(table: Crosstable, number: int, say: Speaker | None = None) -> int:
    """A round's column: wide enough for its widest cell among the lines shown, and its heading."""
    say = say or english()
    top, bottom, label = d.font(TOP_SIZE, bold=True), d.font(BOTTOM_SIZE), d.font(LABEL_SIZE, bold=True)
    widest = label.width(say("crosstable-round", round=number))
    for line in table.lines[:SHOWN_ROWS]:
        cell = line.cell(number)
        widest = max(widest, top.width(result_words(cell, say)), bottom.width(mates_words(cell, say)))
    return widest + CELL_PAD


def round_groups(table: Crosstable, say: Speaker | None = None) -> list[tuple[int, int]]:
    """The rounds split into pictures, (first, last) each: as few pictures as their widest cells allow,
    and among the splits into that many, the one with the most even number of rounds in each."""
    if table.rounds == 0:
        return []
    widths = [column_width(table, k, say) for k in range(1, table.rounds + 1)]
    cuts: list[int] = []  # the first round of each picture after the first, filled as full as it goes
    used = 0
    for k, width in enumerate(widths, 1):
        if used and used + width > ROUNDS_WIDTH:
            cuts.append(k)
            used = 0
        used += width
    best = tuple(cuts)
    if len(cuts) and comb(table.rounds - 1, len(cuts)) <= MAX_SPLITS_TRIED:

        def spread(split: tuple[int, ...]) -> tuple[int, int]:
            counts = [b - a for a, b in pairwise((1, *split, table.rounds + 1))]
            return max(counts) - min(counts), max(counts)

        def fits(split: tuple[int, ...]) -> bool:
            bounds = pairwise((1, *split, table.rounds + 1))
            return all(b - a == 1 or sum(widths[a - 1 : b - 1]) <= ROUNDS_WIDTH for a, b in bounds)

        for split in combinations(range(2, table.rounds + 1), len(cuts)):
            if spread(split) < spread(best) and fits(split):
                best = split
    return [(a, b - 1) for a, b in pairwise((1, *best, table.rounds + 1))]


def pictures(
    title: str, table: Crosstable, limit: int | None = None, say: Speaker | None = None
) -> list[CrosstablePicture]:
    """The whole crosstable, as many pictures as its rounds need; with ``limit``, only the latest rounds'
    pictures, at most that many."""
    groups = round_groups(table, say)
    if limit is not None:
        groups = groups[len(groups) - limit :] if len(groups) > limit else groups
    return [picture(title, table, first, last, say) for first, last in groups]


def picture(
    title: str, table: Crosstable, first: int, last: int, say: Speaker | None = None
) -> CrosstablePicture:
    """Rounds ``first`` to ``last`` of the crosstable as a PNG: a heading, the column headings, one row
    per line (the top ``SHOWN_ROWS``), how many more, and what the signs mean."""
    say = say or english()
    shown = list(table.lines[:SHOWN_ROWS])
    more = len(table.lines) - len(shown)
    legend_font = d.font(LABEL_SIZE)
    legend = legend_font.wrap(legend_words(table, first, last, say), WIDTH - 2 * MARGIN, 5)
    height = (
        MARGIN + 44 + 36 + HEADER + ROW * len(shown) + (44 if more else 0) + 12 + 30 * len(legend) + MARGIN
    )
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    canvas = ImageDraw.Draw(image)
    heading, label = d.font(TITLE_SIZE, bold=True), d.font(LABEL_SIZE, bold=True)
    y = MARGIN
    heading.draw(canvas, (MARGIN, y), heading.fit(title, WIDTH - 2 * MARGIN), INK)
    y += 44
    subtitle = say(
        "crosstable-subtitle", single=first == last, first=first, last=last, total=table.total_rounds or 0
    )
    legend_font.draw(canvas, (MARGIN, y), legend_font.fit(subtitle, WIDTH - 2 * MARGIN), SOFT)
    y += 36
    columns = _round_columns(table, first, last, say)
    middle = y + HEADER // 2
    label.draw(canvas, (NUMBER_RIGHT, middle), "#", SOFT, anchor="rm")
    label.draw(canvas, (NAME_X, middle), label.fit(say("crosstable-player"), NAME_WIDTH), SOFT, anchor="lm")
    points_label = label.fit(say("crosstable-points"), POINTS_RIGHT - NAME_X - NAME_WIDTH // 2)
    label.draw(canvas, (POINTS_RIGHT, middle), points_label, SOFT, anchor="rm")
    for number, (x, width) in columns.items():
        label.draw(canvas, (x + width // 2, middle), say("crosstable-round", round=number), SOFT, anchor="mm")
    y += HEADER
    top_rows = y
    for i, line in enumerate(shown):
        _row(canvas, line, y, STRIPE if i % 2 else BACKGROUND, columns, say)
        y += ROW
    for x, _ in list(columns.values())[1:]:
        canvas.line((x, top_rows - HEADER + 6, x, y - 1), fill=RULE, width=1)
    if more:
        legend_font.draw(canvas, (MARGIN, y + 22), say("crosstable-more", count=more), SOFT, anchor="lm")
        y += 44
    y += 12
    for text in legend:
        legend_font.draw(canvas, (MARGIN, y), text, SOFT)
        y += 30
    return CrosstablePicture(d.encode_png(image), alt_text(title, table, first, last, say), first, last)


def _round_columns(
    table: Crosstable, first: int, last: int, say: Speaker | None = None
) -> dict[int, tuple[int, int]]:
    """Each round's column (x, width): all as wide as the widest when they fit so, else each as wide as
    its own widest cell with the room left shared out among them."""
    widths = {k: column_width(table, k, say) for k in range(first, last + 1)}
    even = ROUNDS_WIDTH // len(widths)
    if max(widths.values()) <= even:
        widths = dict.fromkeys(widths, even)
    spare = max(0, ROUNDS_WIDTH - sum(widths.values())) // len(widths)
    columns, x = {}, ROUNDS_X
    for k, width in widths.items():
        columns[k] = (x, width + spare)
        x += width + spare
    return columns


def _row(
    canvas: ImageDraw.ImageDraw,
    line: CrossLine,
    y: int,
    fill: d.RGB,
    columns: dict[int, tuple[int, int]],
    say: Speaker,
) -> None:
    """One line: its number, name and points on the upper line, with each round's result; below them what
    the number does not say (a shared place, a player who left) and each round's table-mates."""
    canvas.rectangle((MARGIN // 2, y, WIDTH - MARGIN // 2, y + ROW - 3), fill=fill)
    top, bottom, name_face = d.font(TOP_SIZE, bold=True), d.font(BOTTOM_SIZE), d.font(TOP_SIZE)
    upper, lower = y + 19, y + 44
    top.draw(canvas, (NUMBER_RIGHT, upper), str(line.number), INK, anchor="rm")
    name_face.draw(canvas, (NAME_X, upper), name_face.fit(line.name, NAME_WIDTH), INK, anchor="lm")
    standing = standing_words(line, say)
    if standing:
        bottom.draw(canvas, (NAME_X, lower), bottom.fit(standing, NAME_WIDTH), SOFT, anchor="lm")
    top.draw(canvas, (POINTS_RIGHT, upper), total_words(line.points), INK, anchor="rm")
    for number, (x, width) in columns.items():
        cell = line.cell(number)
        tint = _fill(cell)
        if tint is not None:
            canvas.rectangle((x + 3, y + 3, x + width - 3, y + ROW - 6), fill=tint)
        centre = x + width // 2
        top.draw(canvas, (centre, upper), top.fit(result_words(cell, say), width - 6), INK, anchor="mm")
        mates = mates_words(cell, say)
        if mates:
            bottom.draw(canvas, (centre, lower), bottom.fit(mates, width - 6), SOFT, anchor="mm")


LEGEND = (  # what a sign means (crosstable-legend-<its name>), said when a cell of its kind is shown
    (CellKind.BYE, "bye"),
    (CellKind.ABANDONED, "abandoned"),
    (CellKind.RUNNING, "running"),
    (CellKind.NOT_PAIRED, "not-paired"),
)


def legend_words(table: Crosstable, first: int, last: int, say: Speaker | None = None) -> str:
    """What the signs of these rounds mean, only those that appear (side by side, " · " between)."""
    say = say or english()
    kinds = {line.cell(k).kind for line in table.lines for k in range(first, last + 1)}
    parts = [say("crosstable-legend-points")]
    parts += [say(f"crosstable-legend-{name}") for kind, name in LEGEND if kind in kinds]
    return say("crosstable-legend", parts=" · ".join(parts))


# ---- words ------------------------------------------------------------------------------------------------


def _line_head(line: CrossLine, say: Speaker) -> str:
    standing = standing_words(line, say)
    return say("crosstable-line-head", name=line.name, standing=standing) if standing else line.name


def alt_text(title: str, table: Crosstable, first: int, last: int, say: Speaker | None = None) -> str:
    """What the picture shows, in words, within Discord's 1,024 characters: every line with its rounds
    and table-mates; when that is too long, the results without the table-mates; then as many lines as
    fit, and how many more (the lines side by side, "; " between them)."""
    say = say or english()
    head = say(
        "crosstable-alt-head",
        title=title,
        single=first == last,
        first=first,
        last=last,
        total=table.total_rounds or 0,
    )

    def part(line: CrossLine, mates: bool) -> str:
        cells = [line.cell(k) for k in range(first, last + 1)]
        said = Listed.of([cell_sentence(c, mates=mates, say=say) for c in cells], "narrow")
        points = total_words(line.points)
        return say(
            "crosstable-alt-line",
            number=line.number,
            head=_line_head(line, say),
            points=points,
            one=points == "1",
            cells=said,
        )

    # The lines are sentences of their own, one after another ("; " between them).
    for mates in (True, False):
        text = head + " " + "; ".join(part(line, mates) for line in table.lines) + say("crosstable-alt-end")
        if len(text) <= ATTACHMENT_DESCRIPTION:
            return text
    kept: list[str] = []
    for k, line in enumerate(table.lines):
        rest = len(table.lines) - k - 1
        candidate = (
            head + " " + "; ".join([*kept, part(line, False)]) + say("crosstable-alt-end-more", more=rest)
        )
        if len(candidate) > ATTACHMENT_DESCRIPTION:
            break
        kept.append(part(line, False))
    return head + " " + "; ".join(kept) + say("crosstable-alt-end-more", more=len(table.lines) - len(kept))


def lines(table: Crosstable, budget: int, say: Speaker | None = None) -> list[str]:
    """The crosstable as lines of text (Discord markdown), one per player ("**1.** Ana: 2½ · R1 v 4: 1 ·
    R2 bye ½"), within ``budget`` characters joined by newlines: every round if they fit, else the latest
    rounds only (said in a first line), else the top lines and how many more."""
    say = say or english()
    if table.rounds == 0 or budget <= 0:
        return []

    def line_text(line: CrossLine, first: int) -> str:
        cells = [cell_sentence(line.cell(k), say=say) for k in range(first, table.rounds + 1)]
        return say(
            "crosstable-line",
            number=line.number,
            head=_line_head(line, say),
            points=total_words(line.points),
            cells=" · ".join(cells),  # the rounds side by side
        )

    for first in range(1, table.rounds + 1):
        out = [*_window(first, table.rounds, say), *(line_text(line, first) for line in table.lines)]
        if _size(out) <= budget:
            return out
    # Even the latest round alone is too long for everyone: the top lines, and how many more.
    head = _window(table.rounds, table.rounds, say)
    out = list(head)
    for k, line in enumerate(table.lines):
        rest = len(table.lines) - k - 1
        if _size([*out, line_text(line, table.rounds), say("crosstable-more", count=rest)]) > budget:
            break
        out.append(line_text(line, table.rounds))
    out.append(say("crosstable-more", count=len(table.lines) - (len(out) - len(head))))
    return out if _size(out) <= budget else []


def _window(first: int, last: int, say: Speaker) -> list[str]:
    """The first line of text that shows only the latest rounds; none when it shows every round."""
    if first == 1:
        return []
    return [say("crosstable-window", single=first == last, first=first, last=last)]


def _size(text: Sequence[str]) -> int:
    return len("\n".join(text))
