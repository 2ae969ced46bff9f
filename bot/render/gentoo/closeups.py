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
    cards_title,
    piles_words,
    player_facts,
    used_top_first,
)
from bot.render.protocol import MAX_LABEL, CloseUp, RenderedImage, seat_name
from engines.gentoo.data import card_type, spec_of
from engines.gentoo.models import GentooView
from engines.wording import plural

CHOICE = "choice"
_SEAT_KEY = re.compile(r"cards-(\d)")
CARD_W, CARD_H = 146, 150
TEXT_SIZE = 24
GAP = 10


def seat_key(seat: int) -> str:
    return f"cards-{seat}"


def offered(view: GentooView, names: Sequence[str]) -> tuple[CloseUp, ...]:
    """The Choice Cards, then each player's cards, in seat order."""
    ups = [CloseUp(CHOICE, "Show the Choice Cards")]
    for seat in range(view.num_players):
        if seat == view.viewer:
            label = "Show my cards"
        else:
            name = seat_name(names, seat)
            room = MAX_LABEL - len("Show 's cards")
            label = f"Show {name if len(name) <= room else name[: room - 1] + '…'}'s cards"
        ups.append(CloseUp(seat_key(seat), label))
    return tuple(ups)


def draw_close_up(view: GentooView, names: Sequence[str], key: str) -> RenderedImage | None:
    if key == CHOICE:
        return _choice(view)
    match = _SEAT_KEY.fullmatch(key)
    if match is None or int(match[1]) >= view.num_players:
        return None
    return _player(view, names, int(match[1]))


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

    def __init__(self, height: int) -> None:
        super().__init__(SHEET, height)

    def card_row(self, card_id: str) -> None:
        """The card as on the board, and its whole text beside it."""
        kind = card_type(card_id)
        top = self.y
        d.paste(
            self.image, pieces.choice_card(kind, CARD_W, CARD_H), (MARGIN - pieces.RING, top - pieces.RING)
        )
        x = MARGIN + CARD_W + 16
        width = WIDTH - MARGIN - x
        box = (x - 6, top, WIDTH - MARGIN, top + CARD_H)
        self.draw.rounded_rectangle(box, 12, fill=PANEL)
        title = d.font(NAME_SIZE - 4, bold=True)
        title.draw(self.draw, (x + 8, top + 10), title.fit(card_name(card_id), width - 16), INK)
        body = d.font(TEXT_SIZE)
        for k, part in enumerate(body.wrap(spec_of(card_id).text, width - 16, 3)):
            body.draw(self.draw, (x + 8, top + 50 + k * 32), part, INK)
        self.y += CARD_H + GAP

    def chips(self, card_ids: Sequence[str], counted: bool) -> None:
        """Cards as chips, wrapping: one per card, or one per kind with "×n" when ``counted``."""
        if not card_ids:
            self.line("none", SOFT)
            return
        items: list[tuple[str, str]] = []
        if counted:
            for label, n in Counter(card_label(c) for c in card_ids).items():
                kind = next(card_type(c) for c in card_ids if card_label(c) == label)
                items.append((kind, f"{label} ×{n}" if n > 1 else label))
        else:
            items = [(card_type(c), card_label(c)) for c in card_ids]
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


def _choice(view: GentooView) -> RenderedImage:
    sheet = _Sheet(MARGIN + 80 + len(view.row) * (CARD_H + GAP) + 120)
    sheet.heading("The Choice Cards")
    if not view.row:
        sheet.line("No Choice Cards are showing.", INK, NAME_SIZE)
    for card_id in view.row:
        sheet.card_row(card_id)
    sheet.line(piles_words(view), SOFT, SMALL_SIZE + 2)
    return RenderedImage("The Choice Cards", sheet.finish(), alt.choice_alt_text(view))


def _player(view: GentooView, names: Sequence[str], seat: int) -> RenderedImage:
    p = view.players[seat]
    title = cards_title(view, names, seat)
    facts = player_facts(view, p)
    used = used_top_first(p)
    # Room for everything, however the chips wrap (at least three a line); cut to what was used.
    kinds = len(set(map(card_label, p.pile_cards))) + len(set(map(card_label, used)))
    sheet = _Sheet(MARGIN + 400 + len(p.in_play) * (CARD_H + GAP) + (kinds // 3 + 2) * (pieces.CHIP_H + 16))
    sheet.heading(title)
    sheet.line(facts, INK, NAME_SIZE - 4)
    sheet.heading(f"Cards in Play ({len(p.in_play)})", HEADING_SIZE)
    if not p.in_play:
        sheet.line("none", SOFT)
    for card_id in p.in_play:
        sheet.card_row(card_id)
    top = f", {card_name(used[0])} on top" if used else ""
    sheet.heading(f"Used Pile: {plural(p.used_size, 'card')}{top}", HEADING_SIZE)
    sheet.chips(used, counted=True)
    sheet.heading(f"Player Pile: {plural(p.pile_size, 'card')}, face down", HEADING_SIZE)
    sheet.chips(p.pile_cards, counted=True)
    return RenderedImage(title, sheet.finish(), alt.cards_alt_text(view, names, seat))
