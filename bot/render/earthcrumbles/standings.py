"""The lower half of the As The Earth Crumbles board: one row per player (a marker for whoever acts, the
name, Coins, Culture, Prosperity, and the Prestige they would score now with a star on the leaders'; at
the end, the final scores and where they come from), then the Social Directives and who leads each, or
solo the rulebook's bands."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.i18n import Speaker, english
from bot.render import draw as d
from bot.render.earthcrumbles import pieces
from bot.render.earthcrumbles.style import (
    BG,
    GOLD,
    HEADING_SIZE,
    HIGHLIGHT,
    INK,
    MARGIN,
    NAME_SIZE,
    NUMBER_SIZE,
    PANEL,
    PANEL_ACTIVE,
    SOFT,
    TAG_SIZE,
    TEXT_SIZE,
    TILE_NAME_SIZE,
    WAITING,
    WIDTH,
)
from bot.render.earthcrumbles.words import (
    band_message,
    breakdown_short,
    deciding_others,
    directive_goal,
    directive_title,
    leaders,
    prestige_now,
)
from bot.render.protocol import seat_name
from engines.earthcrumbles.data import catalog
from engines.earthcrumbles.models import EarthView, PlayerView

PAD = 14
HEADING_H = 40
ROW_H, ROW_H_FINAL, ROW_GAP = 56, 86, 8
TABLE_HEAD = 34
COLUMN_W = 116
COLUMNS = ("coins", "culture", "prosperity", "prestige")  # earth-board-column's
DIRECTIVE_H = 40


def column_x(k: int) -> int:
    """The right edge of the numbers of column ``k`` (Coins, Culture, Prosperity, Prestige)."""
    return WIDTH - MARGIN - PAD - (len(COLUMNS) - 1 - k) * COLUMN_W


# ---- the players ---------------------------------------------------------------------------------------


def row_box(rows_top: int, row_h: int, seat: int) -> d.Box:
    top = rows_top + seat * (row_h + ROW_GAP)
    return (MARGIN, top, WIDTH - MARGIN, top + row_h)


def heading(image: Image.Image, x: int, cy: float, text: str, width: int) -> None:
    text = d.font(HEADING_SIZE, bold=True).fit(text, width)
    pieces.put(image, pieces.words_tile(text, HEADING_SIZE, INK, PANEL, bold=True), x, cy)


@d.drawing_cache
def header(label: str, deciding: bool, say: Speaker | None = None) -> Image.Image:
    """The table's heading: what the rows are, what the ring before a name means (when someone decides
    besides the active player), and the columns' names over their numbers."""
    say = say or english()
    image = Image.new("RGB", (WIDTH, TABLE_HEAD), BG)
    draw = ImageDraw.Draw(image)
    cy = TABLE_HEAD / 2 - 2
    bold = d.font(TEXT_SIZE, bold=True)
    bold.draw(draw, (MARGIN + PAD, cy), label, SOFT, anchor="lm")
    if deciding:
        x = MARGIN + PAD + bold.width(label) + 18
        answering(draw, x, cy)
    head = d.font(TEXT_SIZE, family="condensed")
    if deciding:  # up to the first column's heading
        first = head.width(say("earth-board-column", column=COLUMNS[0]))
        small = d.font(TEXT_SIZE)
        words = small.fit(say("earth-board-deciding-too"), column_x(0) - first - 16 - (x + 26))
        small.draw(draw, (x + 26, cy), words, SOFT, anchor="lm")
    for k, column in enumerate(COLUMNS):
        word = head.fit(say("earth-board-column", column=column), COLUMN_W - 8)
        head.draw(draw, (column_x(k), cy), word, SOFT, anchor="rm")
    return image


def draw_table(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: EarthView,
    names: Sequence[str],
    box: d.Box,
    rows_top: int,
    row_h: int,
    say: Speaker | None = None,
) -> None:
    say = say or english()
    label = say("earth-board-table-head", over=view.phase == "over")
    d.paste(image, header(label, bool(deciding_others(view)), say), (0, box[1]))
    leading = leaders(view)
    others = deciding_others(view)
    for p in view.players:
        _row(
            image,
            draw,
            view,
            names,
            p,
            row_box(rows_top, row_h, p.seat),
            p.seat in leading,
            p.seat in others,
            say,
        )


def answering(draw: ImageDraw.ImageDraw, x: float, cy: float) -> None:
    """The mark of a player deciding at the same time as the active one: a ring (the active player's is
    a triangle)."""
    draw.ellipse((x, cy - 10, x + 20, cy + 10), outline=WAITING, width=4)


def _row(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: EarthView,
    names: Sequence[str],
    p: PlayerView,
    box: d.Box,
    leads: bool,
    deciding: bool,
    say: Speaker,
) -> None:
    over = view.phase == "over"
    acting = p.seat == view.turn and not over
    won = over and p.seat in view.winners
    outline = GOLD if acting or won else WAITING if deciding else None
    draw.rounded_rectangle(box, 12, fill=PANEL_ACTIVE if acting or won else PANEL, outline=outline, width=4)
    x0, top, x1, _ = box
    cy = top + ROW_H / 2
    x = x0 + PAD
    if acting:
        d.triangle_right(draw, x, cy, 22, GOLD)
    elif deciding:
        answering(draw, x, cy)
    elif won:
        pieces.star(draw, x + 11, cy, 26)
    x += 30
    tags: list[tuple[str, d.RGB]] = []
    if won:
        tags.append((say("earth-board-tag-wins"), GOLD))
    if p.seat == view.viewer:
        tags.append((say("earth-board-tag-you"), HIGHLIGHT))
    tag_font = d.font(TAG_SIZE, bold=True)
    tags_w = sum(d.pill_width(t, tag_font) + 8 for t, _ in tags)
    room = column_x(0) - COLUMN_W + 20 - x - tags_w
    full = seat_name(names, p.seat)
    name_font = d.fit_font(full, room, (NAME_SIZE, NAME_SIZE - 2, NAME_SIZE - 4), bold=True)
    name = name_font.fit(full, room)
    back = PANEL_ACTIVE if acting or won else PANEL
    x += pieces.put(image, pieces.words_tile(name, name_font.size, INK, back, bold=True), x, cy) + 10
    for text, colour in tags:
        x += d.pill(draw, (x, round(cy)), text, tag_font, colour) + 8
    score = str(prestige_now(view, p))
    values = (str(p.coins), str(p.culture), str(p.prosperity), score)
    for k, value in enumerate(values):
        tile = pieces.words_tile(value, NUMBER_SIZE, GOLD if leads and k == 3 else INK, back, bold=True)
        pieces.put(image, tile, column_x(k), cy, "r")
    if leads:
        pieces.star(draw, column_x(3) - d.font(NUMBER_SIZE, bold=True).width(score) - 18, cy, 26)
    if over and p.seat < len(view.scores):
        small = d.font(TEXT_SIZE, family="condensed")
        said = say("earth-board-prestige-from", parts=breakdown_short(view, p, say))
        words = small.fit(said, x1 - x0 - 2 * PAD - 30)
        small.draw(draw, (x0 + PAD + 30, top + ROW_H + 6), words, SOFT, anchor="lm")


# ---- the Social Directives -------------------------------------------------------------------------------


def bands() -> list[tuple[int, str]]:
    """The solo game's Prestige bands, highest first (rulebook "Solo Scoring")."""
    return sorted(catalog().solo_bands, reverse=True)


def draw_directives(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: EarthView,
    names: Sequence[str],
    box: d.Box,
    say: Speaker | None = None,
) -> None:
    say = say or english()
    draw.rounded_rectangle(box, 14, fill=PANEL)
    x0, top, x1, _ = box
    cy = top + HEADING_H / 2 + 2
    inner = x1 - x0 - 2 * PAD
    if not view.directives:
        heading(image, x0 + PAD, cy, say("earth-board-solo-head"), inner)
        for k, (low, name) in enumerate(bands()):
            reached = name == view.band
            band = say.words(band_message(name))
            words = say("earth-board-band-reached", band=band) if reached else band
            tile = band_line(f"{low}+", words, GOLD if reached else INK, inner)
            d.paste(image, tile, (x0 + PAD, round(cy + (k + 1) * DIRECTIVE_H - tile.height / 2)))
        return
    per = catalog().prestige_per_directive
    title = say("earth-board-directives-picture", over=view.phase == "over", prestige=per)
    heading(image, x0 + PAD, cy, title, inner)
    for k, sd in enumerate(view.directives):
        if view.phase == "over":
            won = [seat for name, seat in view.claimed if name == sd.name]
            who, colour = (seat_name(names, won[0]), GOLD) if won else (say("earth-board-nobody-tie"), SOFT)
        elif sd.leaders:
            who, colour = say("earth-board-picture-leads", seat=seat_name(names, sd.leaders[0])), INK
        else:
            who, colour = say("earth-board-tied"), SOFT
        tile = directive_line(directive_title(sd, say), directive_goal(sd, say), who, colour, inner)
        d.paste(image, tile, (x0 + PAD, round(cy + (k + 1) * DIRECTIVE_H - tile.height / 2)))


LINE_H = 36


@d.drawing_cache
def directive_line(title: str, goal: str, who: str, colour: d.RGB, width: int) -> Image.Image:
    """A Social Directive's line: its name and, when there is room, what it rewards; at the right, who
    leads it (or claimed it)."""
    image = Image.new("RGB", (width, LINE_H), PANEL)
    draw = ImageDraw.Draw(image)
    bold = d.font(TILE_NAME_SIZE, bold=True)
    soft = d.font(TEXT_SIZE)
    cy = LINE_H / 2
    who = bold.fit(who, width // 2 - 10)
    bold.draw(draw, (width, cy), who, colour, anchor="rm")
    room = width - bold.width(who) - 20
    title = bold.fit(title, room)
    bold.draw(draw, (0, cy), title, INK, anchor="lm")
    rest = room - bold.width(title) - 10
    goal = f"· {goal}"
    if soft.width(goal) <= rest:  # whole or not at all: the close-ups and the alt text say it too
        soft.draw(draw, (bold.width(title) + 10, cy), goal, SOFT, anchor="lm")
    return image


@d.drawing_cache
def band_line(low: str, name: str, colour: d.RGB, width: int) -> Image.Image:
    """A solo band: its lowest score, its name (rulebook "Solo Scoring")."""
    image = Image.new("RGB", (width, LINE_H), PANEL)
    draw = ImageDraw.Draw(image)
    cy = LINE_H / 2
    d.font(TILE_NAME_SIZE, bold=True).draw(draw, (70, cy), low, colour, anchor="rm")
    f = d.font(TEXT_SIZE + 2)
    f.draw(draw, (84, cy), f.fit(name, width - 84), colour, anchor="lm")
    return image
