"""SLITHER's close-ups: what does not fit the board, one tap away, each drawn from the view of whoever asked
and readable at 400 pixels wide.

- ``map``, "Show the map": the map alone, as large as a phone shows it, with the frogs' legend and a key
  to the marks. Public facts only, whoever asks.
- ``cards``, "Show the ability cards": each frog's card with its timing and text, the ability cards the
  snake still holds with theirs, and the frog deck. All public (ruling 23).
- ``path``, "Show my path": the snake's alone (offered only in its own view): the map around its path,
  drawn larger, every card tagged, gold rings on the cards in its hand next to its Head, the strip and
  its hand.

Each is 800 pixels wide like the board, with the same type sizes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.i18n import Speaker, english
from bot.render import draw as d
from bot.render.protocol import CloseUp, RenderedImage, seat_name
from bot.render.slither import alt, layout, mapdraw, palette, pieces
from bot.render.slither.snakewords import hand_text, head_options, path_rings_words, private_headline
from bot.render.slither.style import (
    BG,
    CLOSE_UP_MAX_HEIGHT,
    FLOOR_RADIUS,
    HEADING_SIZE,
    INK,
    LABEL_SIZE,
    MARGIN,
    NAME_SIZE,
    PANEL,
    SOFT,
    SUB_SIZE,
    WIDTH,
    frog_style,
)
from bot.render.slither.terms import ability_name, ability_text, ability_timing
from bot.render.slither.words import bellowed_words, frog_deck_words, no_card_words, secret_path, subline
from engines.slither.models import SlitherView

MAP, CARDS, PATH = "map", "cards", "path"
INNER = WIDTH - 2 * MARGIN
CLOSE_RADIUS = 72  # a close-up's hexes may be larger than the board's
TEXT_SIZE = 24
KEY_LINES = 3  # each line of the map's key, wrapped
STATUS_LINES = 3  # the path close-up's status, wrapped
RINGS_LINES = 4  # what its gold rings mark
HAND_LINES = 3  # the snake's hand


def offered(view: SlitherView, say: Speaker | None = None) -> tuple[CloseUp, ...]:
    say = say or english()
    ups = [CloseUp(MAP, say("slither-board-show-map")), CloseUp(CARDS, say("slither-board-show-cards"))]
    if view.secret is not None and (view.secret.path or view.secret.hand):
        ups.append(CloseUp(PATH, say("slither-board-show-path")))
    return tuple(ups)


def draw_close_up(
    view: SlitherView, names: Sequence[str], key: str, say: Speaker | None = None
) -> RenderedImage | None:
    say = say or english()
    if key == MAP:
        return _map(view, names, say)
    if key == CARDS:
        return _cards(view, names, say)
    if key == PATH and any(u.key == PATH for u in offered(view, say)):
        return _path(view, names, say)
    return None


def _finish(image: Image.Image, bottom: int) -> bytes:
    return palette.encode(d.crop(image, (0, 0, WIDTH, bottom + MARGIN)))


# ---- the map -------------------------------------------------------------------------------------------


def _key_lines(view: SlitherView, say: Speaker) -> list[str]:
    lines = []
    if view.placement is not None:
        lines.append(say("slither-board-key-spots", tile=view.placement.tile.removeprefix("T")))
    if any(s.face_up for s in view.segments):
        lines.append(say("slither-board-key-tags"))
    lines.append(say("slither-board-key-pads"))
    return lines


def _map(view: SlitherView, names: Sequence[str], say: Speaker) -> RenderedImage:
    keys = _key_lines(view, say)
    keys_h = sum(layout.paragraph_height(k, LABEL_SIZE, KEY_LINES) for k in keys)
    top = MARGIN + round((HEADING_SIZE + 4) * 1.4) + round(SUB_SIZE * 1.35) + 6
    legend_h = layout.legend_height(len(view.frogs))
    budget = CLOSE_UP_MAX_HEIGHT - top - legend_h - keys_h - 2 * layout.GAP - MARGIN
    coords = mapdraw.map_coords(view)
    radius = mapdraw.fit_radius(coords, INNER, budget, CLOSE_RADIUS, FLOOR_RADIUS)
    frame = mapdraw.frame_for(coords, INNER, radius)
    height = top + frame.height + layout.GAP + legend_h + layout.GAP + keys_h + MARGIN
    image = Image.new("RGB", (WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    title = say("slither-board-map-title")
    y = layout.heading(draw, MARGIN, title)
    layout.paragraph(draw, y, subline(view, say), SOFT, SUB_SIZE, 1)
    d.paste(image, mapdraw.draw_map(view, frame, layout.public_marks(view, say)), (MARGIN, top))
    y = layout.draw_legend(image, draw, top + frame.height + layout.GAP, view, names, say) + layout.GAP
    for line in keys:
        y = layout.paragraph(draw, y, line, SOFT, LABEL_SIZE, KEY_LINES)
    return RenderedImage(title, _finish(image, y), alt.map_alt_text(view, names, say))


# ---- the ability cards ---------------------------------------------------------------------------------


def _card_words(card_id: str, say: Speaker) -> tuple[str, list[str]]:
    """A card's timing (frog cards have one) and its text as the close-up wraps it."""
    return ability_timing(card_id, say), d.font(TEXT_SIZE).wrap(ability_text(card_id, say), INNER - 28, 5)


def card_height(card_id: str, say: Speaker | None = None) -> int:
    timing, text_lines = _card_words(card_id, say or english())
    return 14 + 34 + (30 if timing else 0) + len(text_lines) * 32 + 10


SHEET = d.SheetStyle(
    WIDTH,
    MARGIN,
    BG,
    INK,
    SOFT,
    heading_size=HEADING_SIZE + 4,
    text_size=TEXT_SIZE,
    heading_gap=10,
    heading_leading=1.4,
)


class _Sheet(d.Sheet):
    """A close-up sheet with ability cards, in the board's palette."""

    def __init__(self, height: int, say: Speaker) -> None:
        super().__init__(SHEET, height)
        self.say = say

    def title(self, text: str) -> None:
        """A heading; one too long for a line (a long name, a longer language) wraps to a second."""
        f = d.font(SHEET.heading_size, bold=True)
        if f.width(f.clean(text)) <= WIDTH - 2 * MARGIN:
            self.heading(text)
            return
        if self.y > MARGIN:
            self.y += SHEET.heading_gap
        self.line(text, INK, SHEET.heading_size, bold=True, lines=2)

    def card(self, card_id: str, owner: str, pawn_seat: int | None) -> None:
        """A card in a panel: who holds it (with the frog's pawn), its name, its timing, its whole text."""
        say = self.say
        timing, text_lines = _card_words(card_id, say)
        body = d.font(TEXT_SIZE)
        h = card_height(card_id, say)
        top = self.y
        self.draw.rounded_rectangle((MARGIN, top, WIDTH - MARGIN, top + h), 12, fill=PANEL)
        x = MARGIN + 14
        cy = top + 14 + 16
        if pawn_seat is not None:
            style = frog_style(pawn_seat)
            pieces.pawn(self.draw, x + 14, cy, 28, style.shape, style.colour)
            x += 38
        name = d.font(NAME_SIZE, bold=True)
        card = ability_name(card_id, say)
        title = say("slither-board-card-owner", seat=owner, card=card) if owner else card
        name.draw(self.draw, (x, cy), name.fit(title, WIDTH - MARGIN - 14 - x), INK, anchor="lm")
        y = top + 14 + 34
        if timing:
            small = d.font(LABEL_SIZE, bold=True, family="condensed")
            when = say("slither-board-card-when", timing=timing)
            small.draw(self.draw, (MARGIN + 14, y), small.fit(when, INNER - 28), SOFT)
            y += 30
        for line in text_lines:
            body.draw(self.draw, (MARGIN + 14, y), line, INK)
            y += 32
        self.y = top + h + 8

    def finish(self) -> bytes:
        return _finish(self.image, self.y)  # in the board's palette


def _cards(view: SlitherView, names: Sequence[str], say: Speaker) -> RenderedImage:
    cards = [f.card for f in view.frogs if f.card is not None] + list(view.snake_abilities)
    lines = (
        len(view.frogs) + 3
    )  # a frog without a card, the Bellow, "none left", the deck: up to 3 lines each
    sheet = _Sheet(MARGIN + 2 * 60 + sum(card_height(c, say) + 8 for c in cards) + lines * 110, say)
    sheet.heading(say("slither-board-frogs-cards"))
    for f in view.frogs:
        if f.card is None:
            why = no_card_words(f, say)
            sheet.line(say("slither-board-frog-no-card", who=seat_name(names, f.seat), why=why), SOFT)
        else:
            sheet.card(f.card, seat_name(names, f.seat), f.seat)
    sheet.title(say("slither-board-snake-cards-heading", snake=seat_name(names, 0)))
    if view.bellowed:
        sheet.line(bellowed_words(say), INK)
    if not view.snake_abilities:
        sheet.line(say("slither-board-none-left"), SOFT)
    for card_id in view.snake_abilities:
        sheet.card(card_id, "", None)
    sheet.line(frog_deck_words(view, say), SOFT)
    title = say("slither-board-cards-title")
    return RenderedImage(title, sheet.finish(), alt.cards_alt_text(view, names, say))


# ---- the snake's path ----------------------------------------------------------------------------------


def _path(view: SlitherView, names: Sequence[str], say: Speaker) -> RenderedImage:
    cards = secret_path(view)
    options = head_options(view)
    board_coords = mapdraw.map_coords(view)
    around = {(c.q, c.r) for c in view.cells if c.id in {card.loc for card in cards}}
    near = {
        (q + dq, r + dr) for q, r in around for dq, dr in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    }
    coords = [c for c in board_coords if c in around | near] or board_coords
    status = private_headline(view, names, say=say)
    rings_text = path_rings_words(view, say)
    hand = hand_text(view, say)
    top = (
        MARGIN + round((HEADING_SIZE + 4) * 1.4) + layout.paragraph_height(status, SUB_SIZE, STATUS_LINES) + 6
    )
    below = (
        layout.GAP
        + layout.strip_height(view, True)
        + layout.GAP
        + layout.paragraph_height(rings_text, TEXT_SIZE, RINGS_LINES)
        + layout.paragraph_height(hand, TEXT_SIZE, HAND_LINES)
        + MARGIN
    )
    radius = mapdraw.fit_radius(coords, INNER, CLOSE_UP_MAX_HEIGHT - top - below, CLOSE_RADIUS, FLOOR_RADIUS)
    frame = mapdraw.frame_for(coords, INNER, radius)
    image = Image.new("RGB", (WIDTH, top + frame.height + below), BG)
    draw = ImageDraw.Draw(image)
    y = layout.heading(draw, MARGIN, say("slither-board-path-heading"))
    layout.paragraph(draw, y, status, INK, SUB_SIZE, STATUS_LINES)
    marks = layout.secret_marks(view, False, say)
    marks = mapdraw.Marks(path=marks.path, rings=frozenset(options))
    d.paste(image, mapdraw.draw_map(view, frame, marks), (MARGIN, top))
    y = layout.draw_strip(draw, top + frame.height + layout.GAP, view, names, True, say) + layout.GAP
    y = layout.paragraph(draw, y, rings_text, INK, TEXT_SIZE, RINGS_LINES)
    y = layout.paragraph(draw, y, hand, SOFT, TEXT_SIZE, HAND_LINES)
    title = say("slither-board-path-title")
    return RenderedImage(title, _finish(image, y), alt.path_alt_text(view, names, say))
