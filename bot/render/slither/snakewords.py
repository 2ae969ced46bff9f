"""The snake's own words, from its own view only (``SlitherView.secret``): where its next Head may go,
what it must decide in secret, its hand, and what the gold rings of its path close-up mark. The public
board's words never call these.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Speaker, english
from bot.render.slither.terms import segment_of
from bot.render.slither.words import headline, neighbour_names, secret_path, snake_acting
from engines.phrasing import Listed
from engines.slither.models import SlitherView


def head_options(view: SlitherView) -> list[str]:
    """The snake's view only: the cards in its hand next to its Head, where its next Head may go
    (rulebook "Snake Moves": within 1 space of the previous card; ruling 13)."""
    cards = secret_path(view)
    if view.secret is None or not cards or view.phase == "grow_path":
        return []  # while it grows, the next card goes after the last one grown, not by the Head
    hand = set(view.secret.hand)
    return [name for name in neighbour_names(view, cards[0].loc) if name in hand]


def private_headline(
    view: SlitherView, names: Sequence[str], limit: int | None = 16, say: Speaker | None = None
) -> str:
    """The snake's picture's status: what it must decide in secret, or the public headline."""
    secret = view.secret
    if secret is None or view.winner is not None or not snake_acting(view):
        return headline(view, names, limit, say)
    say = say or english()
    if view.phase == "grow_path":
        index = len(secret.path)
        whole = index >= len(view.segments)
        segment = "" if whole else segment_of(view.segments[index].name)
        return say("slither-board-headline-grow", segment=segment, whole=whole)
    if view.phase == "snake_move":
        if secret.pending_ability == "shed_skin":
            return say("slither-board-headline-shed")
        if secret.pending_head is not None:
            return say("slither-board-headline-new-head", hex=secret.pending_head)
        return say("slither-board-headline-move")
    return headline(view, names, limit, say)


def hand_text(view: SlitherView, say: Speaker | None = None) -> str:
    """The snake's view only: its hand in words."""
    hand = view.secret.hand if view.secret is not None else ()
    return (say or english())("slither-board-hand", count=len(hand), cards=Listed.of(hand, "narrow"))


def path_rings_words(view: SlitherView, say: Speaker | None = None) -> str:
    """The snake's view only: what the gold rings of its path close-up mark (where its next Head may go),
    or why there are none."""
    options = head_options(view)
    if view.phase == "grow_path":
        state = "growing"
    elif options:
        state = "options"
    else:
        state = "none" if secret_path(view) else "empty"
    return (say or english())("slither-board-rings", state=state, options=Listed.of(options))
