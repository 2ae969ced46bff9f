"""Grim Prospects' action ids and the words for each action: button labels and the private log line.

Ids (docs/rules/grimprospects.md, "Decisions and action ids"): ``forfeit.<card>``, ``fire.guard.<card>``,
``fire.thug.<card>``, ``prep.thug.<card|none>``, ``prep.guard.<card|none>``, ``prep.shadow.<card>``,
``prep.done``, ``browse.<faction>`` and ``back``; card ids in lower case, and ``top`` for an Artificial
Player's top card (ruling GP-7).
"""

from __future__ import annotations

from engines.base import Seat, parse_id
from engines.grimprospects.arrow import state_benefactor, state_inheritor
from engines.grimprospects.choices import ACTIONS, TOP
from engines.grimprospects.data import CARD_BY_ID
from engines.grimprospects.models import FACTIONS, GrimProspectsAction, GrimProspectsState
from engines.grimprospects.narrate import FACTION_PLURAL, card_full, card_full_words
from engines.logwords import refusal
from engines.phrasing import Words, WordsArg, seat_arg

_CARD_KINDS = {
    "forfeit": ("forfeit",),
    "fire_guard": ("fire", "guard"),
    "fire_thug": ("fire", "thug"),
    "thug": ("prep", "thug"),
    "guard": ("prep", "guard"),
    "shadow": ("prep", "shadow"),
}
_ID_TO_KIND = {
    ("forfeit",): "forfeit",
    ("fire", "guard"): "fire_guard",
    ("fire", "thug"): "fire_thug",
    ("prep", "thug"): "thug",
    ("prep", "guard"): "guard",
    ("prep", "shadow"): "shadow",
}


def action_id(action: GrimProspectsAction) -> str:
    if action.kind == "back":
        return "back"
    if action.kind == "done":
        return "prep.done"
    if action.kind == "browse":
        assert action.faction is not None
        return f"browse.{action.faction}"
    if action.from_deck:
        card = "top"
    else:
        card = action.card.lower() if action.card is not None else "none"
    return ".".join((*_CARD_KINDS[action.kind], card))


def parse_action(action_id: str) -> GrimProspectsAction:
    parts = parse_id(action_id)
    unknown = refusal("That is not a Grim Prospects move.", "grim-unknown-move")
    if parts == ["back"]:
        return ACTIONS["back", None]
    if parts == ["prep", "done"]:
        return ACTIONS["done", None]
    if len(parts) == 2 and parts[0] == "browse":
        if parts[1] not in FACTIONS:
            raise unknown
        return ACTIONS["browse", parts[1]]
    kind = _ID_TO_KIND.get(tuple(parts[:-1]))
    if kind is None:
        raise unknown
    last = parts[-1]
    if last == "none" and kind in ("thug", "guard"):
        return ACTIONS[kind, None]
    if last == TOP and kind != "shadow":
        return ACTIONS[kind, TOP]
    card = last.upper()
    if card not in CARD_BY_ID:
        raise refusal(f"There is no card {last!r} in Grim Prospects.", "grim-no-such-card", card=last)
    return ACTIONS[kind, card]


def is_pass(action_id: str) -> bool:
    """Ending the preparation step without preparing more ("prep.done")."""
    return action_id == "prep.done"


def label(state: GrimProspectsState, action: GrimProspectsAction) -> str:
    return describe(state, None, action)


def describe(state: GrimProspectsState, seat: Seat | None, action: GrimProspectsAction) -> str:
    """The action in words, for its button (``seat`` None) or for the seat that chose it."""
    kind = action.kind
    if kind == "back":
        return "Back"
    if kind == "done":
        return "Done adding Shadows"
    if kind == "browse":
        assert action.faction is not None
        return f"Show my {FACTION_PLURAL[action.faction]}"
    owner = seat if seat is not None else _owner(state, action)
    if action.from_deck:
        card = "the top card of the deck"
    elif action.card is None:
        return "No Employed Thug" if kind == "thug" else "No Employed Guard"
    else:
        card = card_full(action.card)
    if owner is None:
        heir = benefactor = None
    else:
        heir, benefactor = state_inheritor(state, owner), state_benefactor(state, owner)
    if kind == "forfeit":
        to = f" to {{s{heir}}}" if heir is not None else ""
        return f"Forfeit{to}: {card}"
    if kind == "fire_guard":
        return f"Loitering Guard for {{s{heir}}}: {card}" if heir is not None else f"Loitering Guard: {card}"
    if kind == "fire_thug":
        if benefactor is None:
            return f"Loitering Thug: {card}"
        return f"Loitering Thug for {{s{benefactor}}}: {card}"
    if kind == "thug":
        return f"Employed Thug: {card}"
    if kind == "guard":
        return f"Employed Guard: {card}"
    return f"Add Shadow: {card}"


def label_words(state: GrimProspectsState, action: GrimProspectsAction) -> Words:
    return describe_words(state, None, action)


def describe_words(state: GrimProspectsState, seat: Seat | None, action: GrimProspectsAction) -> Words:
    """``describe`` as a message, for each reader's language."""
    kind = action.kind
    if kind in ("back", "done"):
        return Words(id=f"grim-move-{kind}")
    if kind == "browse":
        assert action.faction is not None
        return Words(id="grim-move-browse", args={"faction": action.faction})
    owner = seat if seat is not None else _owner(state, action)
    if action.from_deck:
        card: Words = Words(id="grim-top-card")
    elif action.card is None:
        return Words(id=f"grim-move-no-{kind}")
    else:
        card = card_full_words(action.card)
    if owner is None:
        heir = benefactor = None
    else:
        heir, benefactor = state_inheritor(state, owner), state_benefactor(state, owner)
    whom = {"forfeit": heir, "fire_guard": heir, "fire_thug": benefactor}.get(kind)
    args: dict[str, WordsArg] = {"card": card, "known": whom is not None}
    if whom is not None:
        args["seat"] = seat_arg(whom)
    return Words(id=f"grim-move-{kind.replace('_', '-')}", args=args)


def private_words(state: GrimProspectsState, seat: Seat, action: GrimProspectsAction) -> Words:
    """``private_line`` as a message."""
    if action.kind == "back":
        return Words(id="grim-log-took-back")
    return Words(id="grim-log-you-chose", args={"move": describe_words(state, seat, action)})


def private_line(state: GrimProspectsState, seat: Seat, action: GrimProspectsAction) -> str:
    """The log line only the choosing seat sees."""
    if action.kind == "back":
        return "You take back your last choice."
    return "You chose: " + describe(state, seat, action) + "."


def _owner(state: GrimProspectsState, action: GrimProspectsAction) -> Seat | None:
    # Labels get no seat; the card's holder (or the only deck still drawing) tells whose it is.
    for seat, player in enumerate(state.players):
        if action.card is not None and action.card in player.hand:
            return seat
    if action.from_deck:
        drawing = [s for s, p in enumerate(state.players) if p.artificial and not p.decided]
        if len(drawing) == 1:
            return drawing[0]
    return None
