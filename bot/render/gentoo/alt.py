"""The alt text of Gentoo Rules' pictures: what a screen reader says instead of the board and each
close-up, built from the same view as the picture, within Discord's 1,024 characters (``MAX_ALT_TEXT``).
When a crowded board does not fit, it is told again with less detail (card kinds grouped, then counted),
never cut off mid-way.

Gentoo has no secrets (ruling 20), so every view says the same but for "(you)"; the words never name the
order of a face-down pile, which no view holds.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Speaker, english
from bot.render.gentoo.words import (
    acting_seats,
    card_label,
    card_name,
    card_text,
    cards_title,
    cost_text,
    grouped,
    in_play_text,
    piles_words,
    player_facts,
    price,
    status,
    subline,
    used_top_first,
)
from bot.render.protocol import MAX_ALT_TEXT, alt_text_from, seat_name
from engines.gentoo.data import EGG_TYPES, card_type
from engines.gentoo.models import GentooView
from engines.phrasing import Listed

# ---- the board ----------------------------------------------------------------------------------------


def _player_sentence(view: GentooView, names: Sequence[str], seat: int, detail: int, say: Speaker) -> str:
    """A player's area in words; ``detail`` 2 names every card, 1 groups them, 0 only counts them."""
    p = view.players[seat]
    tags = []
    if seat == view.viewer:
        tags.append(say("gentoo-tag-you"))
    if seat in acting_seats(view):
        tags.append(say("gentoo-tag-deciding"))
    if seat in view.winners:
        tags.append(say("gentoo-tag-winner"))
    facts = say("gentoo-alt-facts", penguins=p.penguins, stones=p.stones, fish=p.fish, skips=p.skips)
    if detail >= 2:
        cards = in_play_text(view, p, say)
    elif detail == 1:
        cards = grouped(p.in_play, short=True, say=say) or say("gentoo-nothing")
    else:
        cards = say("gentoo-card-count", count=len(p.in_play))
    used = ""
    if p.used_top is not None and (detail >= 1 or card_type(p.used_top) in EGG_TYPES):
        used = card_label(p.used_top) if detail < 2 else card_name(p.used_top, say)
    return say(
        "gentoo-alt-player",
        seat=seat_name(names, seat),
        tags=Listed.of(tags, "narrow"),
        tagged=bool(tags),
        facts=facts,
        cards=cards,
        used=used,
        on_used=bool(used),
    )


def _choice_lines(view: GentooView, detail: int, say: Speaker) -> list[str]:
    """The Choice Cards, a line each (their costs hold commas of their own)."""
    if not view.row:
        return [say("gentoo-alt-no-row")]
    if detail >= 2:
        cards = [say("gentoo-alt-choice", card=card_name(c, say), cost=cost_text(c, say)) for c in view.row]
    else:
        cards = [
            say("gentoo-alt-choice-short", card=card_label(c, say), price=price(c, say)) for c in view.row
        ]
    return [say("gentoo-alt-row", count=len(view.row)), *cards]


def board_alt_text(view: GentooView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The board picture in words, from the same view: the status, the Choice Cards, each player's
    penguins, stones, fish and Cards in Play, the piles; as much detail as fits Discord's limit."""
    say = say or english()
    seats = range(view.num_players)
    head = say("gentoo-alt-head", status=status(view, names, say=say))  # alike at every level of detail
    sub = say("gentoo-alt-subline", subline=subline(view, names, say))
    piles = say("gentoo-alt-piles", draw=view.draw_size, discard=view.discard_size)
    for detail in (2, 1, 0):
        parts = [
            head,
            sub,
            *_choice_lines(view, detail, say),
            *(_player_sentence(view, names, s, detail, say) for s in seats),
            piles,
        ]
        text = alt_text_from(parts, limit=10**6)
        if len(text) <= MAX_ALT_TEXT:
            return text
    return alt_text_from(parts)


# ---- the close-ups -------------------------------------------------------------------------------------


def choice_alt_text(view: GentooView, say: Speaker | None = None) -> str:
    """The Choice Cards close-up in words: each card with its cost and whole text, then the piles."""
    say = say or english()
    parts = [say("gentoo-alt-closeup-row") if view.row else say("gentoo-alt-no-row")]
    parts += [
        say("gentoo-alt-card", card=card_name(c, say), cost=cost_text(c, say), text=card_text(c, say))
        for c in view.row
    ]
    parts.append(piles_words(view, say))
    return alt_text_from(parts)


def cards_alt_text(view: GentooView, names: Sequence[str], seat: int, say: Speaker | None = None) -> str:
    """A player's cards close-up in words: their facts, each Card in Play with its text, the Used Pile and
    the Player Pile's cards grouped by kind."""
    say = say or english()
    p = view.players[seat]
    used = used_top_first(p)
    top = card_name(used[0], say) if used else ""
    parts = [
        say(
            "gentoo-alt-cards-head",
            title=cards_title(view, names, seat, say),
            facts=player_facts(view, p, say),
        ),
        say("gentoo-alt-in-play", count=len(p.in_play)),
        *(say("gentoo-alt-card-text", card=card_name(c, say), text=card_text(c, say)) for c in p.in_play),
        say(
            "gentoo-alt-used",
            count=p.used_size,
            top=top,
            on_top=bool(top),
            cards=grouped(used, short=False, say=say) or say("gentoo-empty"),
        ),
        say(
            "gentoo-alt-pile",
            count=p.pile_size,
            cards=grouped(p.pile_cards, short=False, say=say) or say("gentoo-empty"),
        ),
    ]
    return alt_text_from(parts)
