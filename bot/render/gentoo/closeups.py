"""Gentoo Rules' close-ups: what does not fit the phone-sized board, one tap away, drawn from the view of
whoever asked (Gentoo has no secrets, so every view shows the same cards).

- ``choice``, "Show the Choice Cards": each Choice Card with its cost and its whole text, and the piles.
- ``cards-<seat>``, "Show Alice's cards" ("Show my cards" in that player's own view): the player's
  penguins, stones and fish, each Card in Play with its text, the Used Pile (its top first) and which
  cards wait face down in the Player Pile (known, ruling G-A4; their order is not, so they are grouped).

Each is 800 pixels wide like the board, with the same type sizes, so it reads at 400.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from bot.i18n import Speaker, english
from bot.render import draw as d
from bot.render.gentoo import alt, pieces
from bot.render.gentoo.style import (
    BG,
    CHIP_SIZE,
    HEADING_SIZE,
    INK,
    MARGIN,
    MAX_PNG_BYTES,
    NAME_SIZE,
    PANEL,
    SMALL_SIZE,
    SOFT,
    WIDTH,
)
from bot.render.gentoo.words import (
    card_label,
    card_name,
    card_text,
    card_title,
    cards_title,
    picture_price,
    piles_words,
    player_facts,
    used_top_first,
)
from bot.render.protocol import MAX_LABEL, CloseUp, RenderedImage, seat_name
from engines.gentoo.data import card_type
from engines.gentoo.models import GentooView

CHOICE = "choice"
_SEAT_KEY = re.compile(r"cards-(\d)")
CARD_W, CARD_H = 146, 150
TEXT_SIZE = 24
GAP = 10


def seat_key(seat: int) -> str:
    return f"cards-{seat}"


def offered(view: GentooView, names: Sequence[str], say: Speaker | None = None) -> tuple[CloseUp, ...]:
    """The Choice Cards, then each player's cards, in seat order."""
    say = say or english()
    ups = [CloseUp(CHOICE, say("gentoo-show-row"))]
    for seat in range(view.num_players):
        if seat == view.viewer:
            label = say("gentoo-show-mine")
        else:
            name = seat_name(names, seat)
            room = MAX_LABEL - len(say("gentoo-show-theirs", seat=""))
            label = say("gentoo-show-theirs", seat=name if len(name) <= room else name[: room - 1] + "…")
        ups.append(CloseUp(seat_key(seat), label))
    return tuple(ups)


def draw_close_up(
    view: GentooView, names: Sequence[str], key: str, say: Speaker | None = None
) -> RenderedImage | None:
    say = say or english()
    if key == CHOICE:
        return _choice(view, say)
    match = _SEAT_KEY.fullmatch(key)
    if match is None or int(match[1]) >= view.num_players:
        return None
    return _player(view, names, int(match[1]), say)


# ---- drawing -------------------------------------------------------------------------------------------


SHEET = d.SheetStyle(
    WIDTH,
    MARGIN,
    BG,
    INK,
    SOFT,
    heading_size=HEADING_SIZE + 4,
    text_size=TEXT_SIZE,
    heading_gap=10,
    max_bytes=MAX_PNG_BYTES,
)


class _Sheet(d.Sheet):
    """A close-up sheet with the cards: a card beside its text, and chips."""

    def __init__(self, height: int, say: Speaker) -> None:
        super().__init__(SHEET, height)
        self.say = say

    def card_row(self, card_id: str) -> None:
        """The card as on the board, and its whole text beside it."""
        kind = card_type(card_id)
        top = self.y
        card = pieces.choice_card(
            kind, CARD_W, CARD_H, False, card_title(kind, self.say), picture_price(card_id, self.say)
        )
        d.paste(self.image, card, (MARGIN - pieces.RING, top - pieces.RING))
        x = MARGIN + CARD_W + 16
        width = WIDTH - MARGIN - x
        box = (x - 6, top, WIDTH - MARGIN, top + CARD_H)
        self.draw.rounded_rectangle(box, 12, fill=PANEL)
        title = d.font(NAME_SIZE - 4, bold=True)
        title.draw(self.draw, (x + 8, top + 10), title.fit(card_name(card_id, self.say), width - 16), INK)
        body = d.font(TEXT_SIZE)
        for k, part in enumerate(body.wrap(card_text(card_id, self.say), width - 16, 3)):
            body.draw(self.draw, (x + 8, top + 50 + k * 32), part, INK)
        self.y += CARD_H + GAP

    def chips(self, card_ids: Sequence[str], counted: bool) -> None:
        """Cards as chips, wrapping: one per card, or one per kind with "×n" when ``counted``."""
        if not card_ids:
            self.line(self.say("gentoo-none"), SOFT)
            return
        items: list[tuple[str, str]] = []
        if counted:
            for kind, n in Counter(card_type(c) for c in card_ids).items():
                label = self.say(f"gentoo-chip-{kind}")
                items.append((kind, self.say("gentoo-chip-counted", card=label, count=n)))
        else:
            items = [(card_type(c), card_label(c, self.say)) for c in card_ids]
        x = MARGIN - pieces.RING
        for kind, label in items:
            w = pieces.chip_width(label, CHIP_SIZE)
            if x + w > WIDTH - MARGIN + pieces.RING:
                x = MARGIN - pieces.RING
                self.y += pieces.CHIP_H + 8
            d.paste(self.image, pieces.chip(kind, CHIP_SIZE, False, label), (x, self.y - pieces.RING))
            x += w - 2 * pieces.RING + 8
        self.y += pieces.CHIP_H + 16

    def finish(self) -> bytes:
        self.y -= GAP  # the last piece's own room below it is the margin's
        return super().finish()


def _choice(view: GentooView, say: Speaker) -> RenderedImage:
    sheet = _Sheet(MARGIN + 80 + len(view.row) * (CARD_H + GAP) + 120, say)
    title = say("gentoo-closeup-row")
    sheet.heading(title)
    if not view.row:
        sheet.line(say("gentoo-alt-no-row"), INK, NAME_SIZE)
    for card_id in view.row:
        sheet.card_row(card_id)
    sheet.line(piles_words(view, say), SOFT, SMALL_SIZE + 2)
    return RenderedImage(title, sheet.finish(), alt.choice_alt_text(view, say))


def _player(view: GentooView, names: Sequence[str], seat: int, say: Speaker) -> RenderedImage:
    p = view.players[seat]
    title = cards_title(view, names, seat, say)
    facts = player_facts(view, p, say)
    used = used_top_first(p)
    # Room for everything, however the chips wrap (at least three a line); cut to what was used.
    kinds = len(set(map(card_type, p.pile_cards))) + len(set(map(card_type, used)))
    sheet = _Sheet(
        MARGIN + 400 + len(p.in_play) * (CARD_H + GAP) + (kinds // 3 + 2) * (pieces.CHIP_H + 16), say
    )
    sheet.heading(title)
    sheet.line(facts, INK, NAME_SIZE - 4)
    sheet.heading(say("gentoo-closeup-in-play", count=len(p.in_play)), HEADING_SIZE)
    if not p.in_play:
        sheet.line(say("gentoo-none"), SOFT)
    for card_id in p.in_play:
        sheet.card_row(card_id)
    top = card_name(used[0], say) if used else ""
    sheet.heading(say("gentoo-closeup-used", count=p.used_size, top=top, on_top=bool(top)), HEADING_SIZE)
    sheet.chips(used, counted=True)
    sheet.heading(say("gentoo-closeup-pile", count=p.pile_size), HEADING_SIZE)
    sheet.chips(p.pile_cards, counted=True)
    return RenderedImage(title, sheet.finish(), alt.cards_alt_text(view, names, seat, say))
