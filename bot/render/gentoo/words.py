"""Gentoo Rules in words: whose turn it is and what they must do, the order of play, cards and their costs,
the piles and a player's facts. The terminal text and the embed (``text.py``), the pictures and their alt
text (``alt.py``) all say things this way.

Everything here reads only the view it is given (the public view, or one seat's), so nothing says more
than that view's audience may know. Gentoo has no secrets (ruling 20), but the words
never name the order of a face-down pile, which no view holds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from bot.i18n import Speaker, english
from bot.render.protocol import escape_markdown, seat_name
from engines.gentoo.data import card_type, spec_of
from engines.gentoo.models import GentooView, PlayerView
from engines.phrasing import Listed
from engines.wording import fill_names


def card_name(card_id: str, say: Speaker | None = None) -> str:
    """A card's name in ``say``'s language (English without one)."""
    return spec_of(card_id).name if say is None else say(f"gentoo-card-{card_type(card_id)}")


def card_label(card_id: str, say: Speaker | None = None) -> str:
    """The short label a chip shows ("Egg 4", "Nest Site")."""
    return (say or english())(f"gentoo-chip-{card_type(card_id)}")


def card_title(kind: str, say: Speaker | None = None) -> str:
    """The name a Choice Card shows: its full name, shortened where long ("Nesting Site")."""
    return (say or english())(f"gentoo-title-{kind}")


def card_text(card_id: str, say: Speaker | None = None) -> str:
    """A card's whole text, as the close-ups show it."""
    return (say or english())(f"gentoo-text-{card_type(card_id)}")


def cost_text(card_id: str, say: Speaker | None = None) -> str:
    spec = spec_of(card_id)
    return (say or english())("gentoo-cost", fish=spec.cost, stones=spec.stones or 0)


def price(card_id: str, say: Speaker | None = None) -> str:
    """What taking a Choice Card asks, as its footer says it: "1 fish", "free", "4 stones"."""
    spec = spec_of(card_id)
    return (say or english())("gentoo-price", fish=spec.cost, stones=spec.stones or 0)


def picture_price(card_id: str, say: Speaker | None = None) -> str:
    """``price`` as a Choice Card's strip in the picture says it, beside its fish pictogram."""
    spec = spec_of(card_id)
    return (say or english())("gentoo-picture-price", fish=spec.cost, stones=spec.stones or 0)


def in_play_text(view: GentooView, p: PlayerView, say: Speaker | None = None) -> str:
    """Cards in Play as words; the card taken this turn is marked, since it cannot be used until the
    turn ends ([R] Phase I.2)."""
    say = say or english()
    names = [
        say("gentoo-taken-card", card=card_name(c, say))
        if c == view.taken and not view.winners
        else card_name(c, say)
        for c in p.in_play
    ]
    return say("gentoo-cards", cards=Listed.of(names, "narrow"), count=len(names))


def acting_seats(view: GentooView) -> tuple[int, ...]:
    """Who must decide now: the Stone Thief's target while it may block (ruling 14), else the turn."""
    if view.winners:
        return ()
    if view.phase == "peck" and view.pending is not None and view.pending.target is not None:
        return (view.pending.target,)
    return (view.turn,)


def play_order(view: GentooView) -> list[int]:
    """Seats in the order they will play, starting with the seat whose turn it is."""
    n = view.num_players
    return [(view.turn + k * view.direction) % n for k in range(n)]


def target_kind(view: GentooView) -> str | None:
    """The card type whose target is being chosen (phase "target"), for highlighting."""
    if view.winners or view.phase != "target" or view.pending is None or view.pending.card is None:
        return None
    return card_type(view.pending.card)


def leaders(view: GentooView) -> tuple[int, ...]:
    """The seats with the most penguins, if anyone has one."""
    most = max(p.penguins for p in view.players)
    return tuple(s for s, p in enumerate(view.players) if p.penguins == most) if most else ()


def status(view: GentooView, names: Sequence[str], bold: bool = False, say: Speaker | None = None) -> str:
    """One sentence: who won, or who must do what now."""
    say = say or english()

    def who(seat: int) -> str:
        name = seat_name(names, seat)
        return f"**{escape_markdown(name)}**" if bold else name

    if view.winners:
        return say(
            "gentoo-status-won",
            winners=Listed.of(who(s) for s in view.winners),
            count=len(view.winners),
            penguins=view.players[view.winners[0]].penguins,
        )
    turn = who(view.turn)
    pending = view.pending
    kind = card_type(pending.card) if pending is not None and pending.card is not None else ""
    if view.phase == "peck" and pending is not None and pending.target is not None:
        return say("gentoo-status-peck", seat=turn, target=who(pending.target))
    doing: str = view.phase if view.phase in ("choose", "discard", "play", "gift") else "other"
    if view.phase == "target":
        doing = f"target-{kind}" if kind in ("skua", "thief", "seal") else "target"
    return say("gentoo-status", seat=turn, doing=doing)


def headline(view: GentooView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The picture's status, short enough for a phone: who won, or who decides what
    ("Alice: take a Choice Card, or none")."""
    if view.winners:
        return status(view, names, say=say)
    say = say or english()
    if view.phase == "peck" and view.pending is not None and view.pending.target is not None:
        return say("gentoo-headline-peck", seat=seat_name(names, view.pending.target))
    kind = target_kind(view)
    doing: str = view.phase if view.phase in ("choose", "discard", "play", "gift") else "other"
    if view.phase == "target":
        doing = f"target-{kind}" if kind in ("skua", "thief", "seal") else "target"
    return say("gentoo-headline", seat=seat_name(names, view.turn), doing=doing)


def order_text(
    view: GentooView, names: Sequence[str], arrow: str = " -> ", say: Speaker | None = None
) -> str:
    order = arrow.join(seat_name(names, s) for s in play_order(view))
    return (say or english())("gentoo-order", order=order, reversed=view.direction == -1)


def subline(view: GentooView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The banner's second line, most needed first: who plays next (and whether the order is reversed),
    the goal, the turn."""
    next_seat = seat_name(names, play_order(view)[1]) if not view.winners and view.num_players > 1 else ""
    return (say or english())(
        "gentoo-subline",
        next=next_seat,
        has_next=bool(next_seat),
        reversed=view.direction == -1,
        goal=view.penguins_to_win,
        turn=view.turns_taken + 1,
        over=bool(view.winners),
    )


# ---- cards, piles and players --------------------------------------------------------------------------


def grouped(cards: Iterable[str], short: bool, say: Speaker | None = None) -> str:
    """Cards as words, the same kinds together: "Snow ×3, Hatch" (short labels) or "3 Snow, Hatch"."""
    say = say or english()
    counts = Counter(card_label(c, say) if short else card_name(c, say) for c in cards)
    counted = "gentoo-chip-counted" if short else "gentoo-counted"
    parts = [say(counted, card=name, count=n) for name, n in counts.items()]
    return say("gentoo-cards", cards=Listed.of(parts, "narrow"), count=len(parts))


def piles_words(view: GentooView, say: Speaker | None = None) -> str:
    top = card_name(view.discard_top, say) if view.discard_top else ""
    return (say or english())(
        "gentoo-piles", draw=view.draw_size, discard=view.discard_size, top=top, on_top=bool(top)
    )


def cards_title(view: GentooView, names: Sequence[str], seat: int, say: Speaker | None = None) -> str:
    """The heading of a player's cards: "Your cards" in their own view, else "Alice's cards"."""
    say = say or english()
    if seat == view.viewer:
        return say("gentoo-your-cards")
    return say("gentoo-their-cards", seat=seat_name(names, seat))


def player_facts(view: GentooView, p: PlayerView, say: Speaker | None = None) -> str:
    """ "2 of 5 penguins · 3 stones · 4 fish", and the turns the player skips."""
    return (say or english())(
        "gentoo-facts",
        penguins=p.penguins,
        goal=view.penguins_to_win,
        stones=p.stones,
        fish=p.fish,
        skips=p.skips,
    )


def used_top_first(p: PlayerView) -> list[str]:
    """The Used Pile, its top first (only the top when the view holds no more)."""
    return list(reversed(p.used)) if p.used else ([p.used_top] if p.used_top else [])


def out_of_reach_text(view: GentooView, names: Sequence[str], say: Speaker | None = None) -> str | None:
    """While a player chooses, the Choice Cards shown that they cannot take now, and why (the view says:
    their fish, or an Egg's Nesting Stones), so that a card shown but not offered never puzzles anyone."""
    if not view.out_of_reach:
        return None
    say = say or english()
    parts = [
        say("gentoo-why", card=card_name(card, say), why=fill_names(say.words(why), names))
        for card, why in view.out_of_reach
    ]
    return say("gentoo-out-of-reach", reasons=Listed.of(parts))
