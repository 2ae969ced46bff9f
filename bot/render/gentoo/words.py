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

from bot.i18n import said
from bot.render.gentoo.style import STYLES
from bot.render.protocol import escape_markdown, seat_name
from engines.gentoo.data import card_type, spec_of
from engines.gentoo.models import GentooView, PlayerView
from engines.wording import fill_names, join_words, plural, verb


def card_name(card_id: str) -> str:
    return spec_of(card_id).name


def card_label(card_id: str) -> str:
    """The short label a chip shows ("Egg 4", "Nest Site")."""
    return STYLES[card_type(card_id)].label


def cost_text(card_id: str) -> str:
    spec = spec_of(card_id)
    cost = f"{spec.cost} fish" if spec.cost else "free"
    return f"{cost}, needs {plural(spec.stones, 'stone')}" if spec.stones else cost


def price(card_id: str) -> str:
    """What taking a Choice Card asks, as its footer says it: "1 fish", "free", "4 stones"."""
    spec = spec_of(card_id)
    if spec.stones:
        return plural(spec.stones, "stone")
    return f"{spec.cost} fish" if spec.cost else "free"


def in_play_text(view: GentooView, p: PlayerView) -> str:
    """Cards in Play as words; the card taken this turn is marked, since it cannot be used until the
    turn ends ([R] Phase I.2)."""
    names = [
        card_name(c) + (" (taken this turn)" if c == view.taken and not view.winners else "")
        for c in p.in_play
    ]
    return ", ".join(names) or "nothing"


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


def status(view: GentooView, names: Sequence[str], bold: bool = False) -> str:
    """One sentence: who won, or who must do what now."""

    def who(seat: int) -> str:
        name = seat_name(names, seat)
        return f"**{escape_markdown(name)}**" if bold else name

    if view.winners:
        winners = join_words(who(s) for s in view.winners)
        penguins = view.players[view.winners[0]].penguins
        return f"{winners} {verb(len(view.winners), 'wins', 'win')} with {plural(penguins, 'penguin')}!"
    turn = who(view.turn)
    pending = view.pending
    kind = card_type(pending.card) if pending is not None and pending.card is not None else ""
    if view.phase == "peck" and pending is not None and pending.target is not None:
        return (
            f"{turn} played a Stone Thief on {who(pending.target)}, who decides whether to block it "
            "with a Vicious Peck."
        )
    doing = {
        "choose": "take a Choice Card, or none.",
        "discard": "discard one of the Choice Cards (more than four are showing).",
        "play": "play a card, hatch an Egg, or move a card to the Used Pile.",
        "gift": "choose who gets a Nesting Stone for the hatched Egg.",
    }.get(view.phase)
    if view.phase == "target":
        doing = {
            "skua": "choose the Egg the Skua takes.",
            "thief": "choose whom the Stone Thief robs.",
            "seal": "choose whom the Leopard Seal attacks.",
        }.get(kind, "choose a target.")
    return f"{turn}'s turn: {doing or 'decide.'}"


def headline(view: GentooView, names: Sequence[str]) -> str:
    """The picture's status, short enough for a phone: who won, or who decides what
    ("Alice: take a Choice Card, or none")."""
    if view.winners:
        return status(view, names)
    kind = target_kind(view)
    if view.phase == "peck" and view.pending is not None and view.pending.target is not None:
        return f"{seat_name(names, view.pending.target)}: block the Stone Thief with a Vicious Peck?"
    doing = {
        "choose": "take a Choice Card, or none",
        "discard": "discard a Choice Card",
        "play": "play, hatch or move a card",
        "gift": "give a stone for the hatched Egg",
        "target": {
            "skua": "choose the Egg the Skua takes",
            "thief": "choose whom the Stone Thief robs",
            "seal": "choose whom the Leopard Seal attacks",
        }.get(kind or "", "choose a target"),
    }.get(view.phase, "decide")
    return f"{seat_name(names, view.turn)}: {doing}"


def order_text(view: GentooView, names: Sequence[str], arrow: str = " -> ") -> str:
    order = arrow.join(seat_name(names, s) for s in play_order(view))
    reversed_note = " (reversed by a Confusing Blizzard)" if view.direction == -1 else ""
    return f"Play order: {order}{reversed_note}"


def subline(view: GentooView, names: Sequence[str]) -> str:
    """The banner's second line, most needed first: who plays next (and whether the order is reversed),
    the goal, the turn."""
    parts = []
    reversed_note = " (order reversed)" if view.direction == -1 else ""
    if not view.winners and view.num_players > 1:
        parts.append(f"Next: {seat_name(names, play_order(view)[1])}{reversed_note}")
    elif reversed_note:
        parts.append("Order reversed")
    parts.append(f"first to {plural(view.penguins_to_win, 'penguin')}")
    if not view.winners:
        parts.append(f"turn {view.turns_taken + 1}")
    text = " · ".join(parts)
    return text[:1].upper() + text[1:]


# ---- cards, piles and players --------------------------------------------------------------------------


def grouped(cards: Iterable[str], short: bool) -> str:
    """Cards as words, the same kinds together: "Snow ×3, Hatch" (short labels) or "3 Snow, Hatch"."""
    counts = Counter(card_label(c) if short else card_name(c) for c in cards)
    if short:
        return ", ".join(f"{name} ×{n}" if n > 1 else name for name, n in counts.items())
    return ", ".join(f"{n} {name}" if n > 1 else name for name, n in counts.items())


def piles_words(view: GentooView) -> str:
    top = f", {card_name(view.discard_top)} on top" if view.discard_top else ""
    return f"Draw Pile: {plural(view.draw_size, 'card')}. Discard Pile: {plural(view.discard_size, 'card')}{top}."


def cards_title(view: GentooView, names: Sequence[str], seat: int) -> str:
    """The heading of a player's cards: "Your cards" in their own view, else "Alice's cards"."""
    whose = "Your" if seat == view.viewer else f"{seat_name(names, seat)}'s"
    return f"{whose} cards"


def player_facts(view: GentooView, p: PlayerView) -> str:
    """ "2 of 5 penguins · 3 stones · 4 fish", and the turns the player skips."""
    return (
        f"{p.penguins} of {plural(view.penguins_to_win, 'penguin')} · {plural(p.stones, 'stone')} · {p.fish} fish"
        + (f" · skips {plural(p.skips, 'turn')}" if p.skips else "")
    )


def used_top_first(p: PlayerView) -> list[str]:
    """The Used Pile, its top first (only the top when the view holds no more)."""
    return list(reversed(p.used)) if p.used else ([p.used_top] if p.used_top else [])


def out_of_reach_text(view: GentooView, names: Sequence[str]) -> str | None:
    """While a player chooses, the Choice Cards shown that they cannot take now, and why (the view says:
    their fish, or an Egg's Nesting Stones), so that a card shown but not offered never puzzles anyone."""
    if not view.out_of_reach:
        return None
    parts = [f"{card_name(card)}: {fill_names(said(why), names)}" for card, why in view.out_of_reach]
    return "Not to be taken now: " + "; ".join(parts) + "."
