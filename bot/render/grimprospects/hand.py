"""A seat's hand, drawn for a phone (the private image, sent by DM or shown by "Show my hand"): what to do
now, naming the players it concerns, what is chosen so far this phase, then every card with its id, its
segment, its power against each faction and its effect; a card chosen this phase is ringed and tagged.

Drawn from the seat's own view only, which holds its hand; an Artificial Player's seat has no picture
(its deck is face down, ruling 20).
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.i18n import Speaker, english
from bot.render import draw as d
from bot.render.grimprospects import pieces
from bot.render.grimprospects.style import (
    BG,
    GOLD,
    INK,
    LABEL_SIZE,
    MARGIN,
    MAX_PNG_BYTES,
    NAME_SIZE,
    SOFT,
    WIDTH,
)
from bot.render.grimprospects.words import effect_label, pick_tags, picks_text, stage_prompt
from engines.grimprospects.models import FACTIONS, GrimProspectsView

CARD_H = 46 + pieces.STRIP_H + 36
GAP = 14  # between cards: room for two rings
TEXT_SIZE = 24


def columns(count: int) -> int:
    """Five cards a line; six for the largest hands (thirty cards with two players, ruling 21), so that
    the picture stays about as tall as it is wide."""
    return 5 if count <= 20 else 6


def card_width(count: int) -> int:
    n = columns(count)
    return (WIDTH - 2 * MARGIN - (n - 1) * GAP) // n


def header_lines(
    view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None
) -> list[tuple[str, d.RGB]]:
    """The lines above the cards: what to do now and what is chosen so far, wrapped to the width."""
    say = say or english()
    f = d.font(TEXT_SIZE)
    room = WIDTH - 2 * MARGIN
    lines: list[tuple[str, d.RGB]] = []
    if view.stage is not None:
        prompt = stage_prompt(view, names, view.stage, say)  # three lines: longer names, longer languages
        lines += [(line, INK) for line in f.wrap(prompt, room, 3)]
    chosen = picks_text(view.picks, say) if view.picks is not None else ""
    if chosen:
        lines += [(line, GOLD) for line in f.wrap(say("grim-board-hand-chosen", chosen=chosen), room, 2)]
    return lines


def cards_top(lines: int) -> int:
    """Where the first line of cards starts: under the title, the header's ``lines`` and the legend."""
    return MARGIN + 46 + lines * 32 + 50


def card_box(count: int, top: int, index: int) -> d.Box:
    """Where the ``index``-th card of a hand of ``count`` lies when the cards start at ``top`` (its tile,
    with room for a ring, is larger)."""
    w, per_line = card_width(count), columns(count)
    row, col = divmod(index, per_line)
    x, y = MARGIN + col * (w + GAP), top + row * (CARD_H + GAP)
    return (x, y, x + w, y + CARD_H)


def draw_hand(view: GrimProspectsView, names: Sequence[str], say: Speaker | None = None) -> Image.Image:
    """A seat's hand as an RGB image, WIDTH pixels wide, its words in ``say``'s language."""
    say = say or english()
    hand = view.hand or ()
    lines = header_lines(view, names, say)
    w = card_width(len(hand))
    rows = max(1, -(-len(hand) // columns(len(hand))))
    top = cards_top(len(lines))
    height = top + rows * (CARD_H + GAP) - GAP + MARGIN
    image = Image.new("RGB", (WIDTH, height), BG)
    draw = ImageDraw.Draw(image)
    title = d.font(NAME_SIZE, bold=True)
    heading = title.fit(say("grim-board-hand-heading", count=len(hand)), WIDTH - 2 * MARGIN)
    title.draw(draw, (MARGIN, MARGIN + 20), heading, INK, anchor="lm")
    f = d.font(TEXT_SIZE)
    y = MARGIN + 46 + 16
    for text, colour in lines:
        f.draw(draw, (MARGIN, y), text, colour, anchor="lm")
        y += 32
    _legend(draw, y + 8, say)
    if not hand:
        f.draw(draw, (MARGIN, top + 30), say("grim-board-hand-empty"), SOFT, anchor="lm")
    tags = pick_tags(view.picks, say)
    for i, card_id in enumerate(hand):
        x, y0, _, _ = card_box(len(hand), top, i)
        tile = pieces.hand_card(card_id, w, CARD_H, tags.get(card_id, ""), effect_label(card_id, say))
        d.paste(image, tile, (x - pieces.RING, y0 - pieces.RING))
    return image


def _legend(draw: ImageDraw.ImageDraw, cy: float, say: Speaker) -> None:
    """How to read a card's strip: each number is its power against that faction."""
    f = d.font(LABEL_SIZE)
    x = MARGIN
    for faction in FACTIONS:
        pieces.faction_badge(draw, (x, cy - pieces.BADGE / 2), faction)
        x += pieces.BADGE + 4
    legend = f.fit(say("grim-board-hand-legend"), WIDTH - MARGIN - x - 6)
    f.draw(draw, (x + 6, cy), legend, SOFT, anchor="lm")


def encode_hand(image: Image.Image) -> bytes:
    return d.encode_png(image, max_bytes=MAX_PNG_BYTES)
