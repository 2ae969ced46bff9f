"""Gentoo Rules' action ids and button labels: an action's id, the action an id names, and its words.

Ids are built from card ids and seats, never list positions (docs/rules/gentoo.md, "Action ids"):
``choose.<card>[.<nest>]``, ``discard.<card>``, ``play.<card>``, ``hatch.<egg>.<hatch>``, ``move.<card>``,
``target.<egg>``, ``victim.<seat>``, ``give.<seat>``, ``peck.<card>``, and ``skip``, ``pass``, ``allow``,
``back``. "Ruling n" is the row "n" of "The shared rulings, in brief" in docs/rules/gentoo.md.
"""

from __future__ import annotations

from engines.base import parse_id
from engines.english import noun, plural
from engines.gentoo.data import DATA, card_name, card_type, card_words, first, spec_of
from engines.gentoo.effects import egg_holder, egg_owner, egg_place, skua_targets, visible_eggs
from engines.gentoo.models import ActionKind, GentooAction, GentooState
from engines.gentoo.phases import others
from engines.gentoo.turn import action
from engines.logwords import refusal
from engines.phrasing import Words, WordsArg, seat_arg

ALL_CARD_IDS = frozenset(cid for spec in DATA.cards for cid in DATA.card_ids(spec.type))


def action_id(a: GentooAction) -> str:
    k = a.kind
    if k in ("skip", "pass", "allow", "back"):
        return k
    if k in ("target_seat", "give"):
        return f"{'victim' if k == 'target_seat' else 'give'}.{a.seat}"
    name = "target" if k == "target_card" else k
    if a.second is not None:
        return f"{name}.{a.card}.{a.second}"
    return f"{name}.{a.card}"


def parse_action(action_id: str) -> GentooAction:
    parts = parse_id(action_id)
    head, args = parts[0], parts[1:]
    bad = refusal("That is not a move this game knows.", "game-unknown-move")
    if head in ("skip", "pass", "allow", "back"):
        if args:
            raise bad
        return action(head)
    if head in ("victim", "give"):
        if len(args) != 1 or args[0] not in ("0", "1", "2", "3"):
            raise bad
        return action("target_seat" if head == "victim" else "give", seat=int(args[0]))
    cards_allowed = {"choose": 2, "discard": 1, "play": 1, "hatch": 2, "move": 1, "target": 1, "peck": 1}
    if head not in cards_allowed or not 1 <= len(args) <= cards_allowed[head]:
        raise bad
    if head == "hatch" and len(args) != 2:
        raise bad
    if any(a not in ALL_CARD_IDS for a in args):
        raise bad
    kind: ActionKind = "target_card" if head == "target" else head  # type: ignore[assignment]
    return action(kind, args[0], args[1] if len(args) > 1 else None)


def is_pass(action_id: str) -> bool:
    """Taking no Choice Card (ruling 7) and playing nothing ([R] Phase II.3) decline to do more."""
    return action_id in ("skip", "pass")


def label(state: GentooState, a: GentooAction) -> str:
    k = a.kind
    fixed = {
        "skip": "Take nothing",
        "pass": "Play nothing",
        "allow": "Let the thief take a stone",
        "back": "Back",
    }
    if k in fixed:
        return fixed[k]
    if k == "target_seat":
        p = state.players[a.seat or 0]
        pending = state.pending
        if pending is not None and pending.card is not None and card_type(pending.card) == "seal":
            held, what = p.penguins, "penguin"
        else:
            held, what = p.stones, "stone"
        # Rulings 14 and 15: naming a player with nothing to lose has no effect.
        return f"{{s{a.seat}}} ({plural(held, what) if held else f'no {what}: no effect'})"
    if k == "give":
        return f"Give a stone to {{s{a.seat}}}"
    assert a.card is not None
    name = card_name(a.card)
    if k == "choose":
        cost = spec_of(a.card).cost
        text = f"Take {name}" + (f" ({cost} fish)" if cost else "")
        return text + (" with Good Nesting Site" if a.second else "")
    if k == "discard":
        return f"Discard {name}"
    if k == "play":
        note = _play_note(state, a.card)
        return f"Play {name}" + (f" ({note})" if note else "")
    if k == "hatch":
        return f"Hatch {name} with Hatch"
    if k == "move":
        return f"Move {name} to Used Pile"
    if k == "target_card":
        return f"{name} in {egg_holder(state, a.card)}"
    return "Block with Vicious Peck"


def label_words(state: GentooState, a: GentooAction) -> Words:
    """``label`` as a message, for each reader's language."""
    k = a.kind
    fixed = {"skip": "take-nothing", "pass": "play-nothing", "allow": "allow", "back": "back"}
    if k in fixed:
        return Words(id=f"gentoo-move-{fixed[k]}")
    if k == "target_seat":
        p = state.players[a.seat or 0]
        pending = state.pending
        seat = seat_arg(a.seat or 0)
        if pending is not None and pending.card is not None and card_type(pending.card) == "seal":
            return Words(id="gentoo-move-victim-penguins", args={"seat": seat, "penguins": p.penguins})
        return Words(id="gentoo-move-victim-stones", args={"seat": seat, "stones": p.stones})
    if k == "give":
        return Words(id="gentoo-move-give", args={"seat": seat_arg(a.seat or 0)})
    assert a.card is not None
    card = card_words(a.card)
    if k == "choose":
        args: dict[str, WordsArg] = {"card": card, "cost": spec_of(a.card).cost, "nest": a.second is not None}
        return Words(id="gentoo-move-take", args=args)
    if k == "play":
        note = _play_note(state, a.card)
        if note == "no effect":
            return Words(id="gentoo-move-play-no-effect", args={"card": card})
        if note:
            own = [egg for egg in visible_eggs(state) if egg_owner(state, egg) == state.turn]
            return Words(id="gentoo-move-play-own-eggs", args={"card": card, "eggs": len(own)})
        return Words(id="gentoo-move-play", args={"card": card})
    if k == "target_card":
        return Words(id="gentoo-move-target", args={"card": card, "place": egg_place(state, a.card)})
    simple = {"discard": "gentoo-move-discard", "hatch": "gentoo-move-hatch", "move": "gentoo-move-used"}
    if k in simple:
        return Words(id=simple[k], args={"card": card})
    return Words(id="gentoo-move-peck")


def _play_note(state: GentooState, card: str) -> str:
    """What a button must warn about before a card is played: that it will do nothing (ruling 11 lets
    such a card be played, to cycle it), or that a Skua can only take one of your own Eggs."""
    seat = state.turn
    kind = card_type(card)
    rest = [state.players[s] for s in others(state, seat)]
    if kind == "skua":
        targets = skua_targets(state)
        if not targets:
            return "no effect"
        if all(egg_owner(state, egg) == seat for egg in targets):  # ruling 13: your own Eggs too
            own = [egg for egg in visible_eggs(state) if egg_owner(state, egg) == seat]
            return f"only your own {noun(len(own), 'Egg')} can be hit"
        return ""
    nothing = {
        "thief": not any(p.stones for p in rest),  # ruling 14
        "seal": not any(p.penguins for p in rest),  # ruling 15
        "thaw": first(state.players[seat].in_play, "snow") is None,  # ruling 11
        "blizzard": state.num_players == 2,  # ruling 16
        "nest": True,  # ruling 11: played on your own turn, no effect
        "peck": True,
    }
    return "no effect" if nothing.get(kind, False) else ""
