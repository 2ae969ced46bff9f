"""Gentoo Rules' decisions in a turn: the legal actions of each step, applying one, and why a move is not
legal.

A turn's steps are the state's phases: "choose" a Choice Card ([R] Phase I.2), "discard" down to four
([R] Phase I.3), "play" a card, hatch or move one ([R] Phase II.2-3), then, for a card with a choice to
follow, "target" or "gift", and "peck" for the Stone Thief's victim (ruling 14). After every decision
``auto`` carries out the steps that have a single option and no strategy in them (G-A2), so players only
click real choices. The card effects are in effects.py, the steps without a decision in phases.py.

Rule citations: "[R] Setup n", "[R] Phase I/II step n" are the rulebook's numbered steps; "ruling n" is
the row "n" of "The shared rulings, in brief" in docs/rules/gentoo.md, and "G-An" one of our own there.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from engines.base import IllegalAction, LogLine, Seat, replace
from engines.english import plural
from engines.gentoo import effects
from engines.gentoo.data import (
    DATA,
    card_name,
    card_type,
    card_words,
    first,
    first_of_each_type,
    is_egg,
    spec_of,
)
from engines.gentoo.models import ActionKind, GentooAction, GentooState
from engines.gentoo.phases import after_choose, end_turn, flip, others, set_player, usable
from engines.gentoo.scoring import winner
from engines.logwords import line, refusal
from engines.phrasing import Words, seat_arg

PLAYABLE = frozenset({"skua", "thief", "seal", "nest", "peck", "blizzard", "fishing", "thaw"})


@cache
def action(
    kind: ActionKind, card: str | None = None, second: str | None = None, seat: Seat | None = None
) -> GentooAction:
    # The set of possible actions is small and actions are immutable, so each one is built once.
    return GentooAction(kind=kind, card=card, second=second, seat=seat)


# ---- legal actions -----------------------------------------------------------------------------------


def current_seats(state: GentooState) -> frozenset[Seat]:
    if state.phase == "peck" and state.pending is not None and state.pending.target is not None:
        return frozenset((state.pending.target,))
    return frozenset((state.turn,))


def legal_actions(state: GentooState, seat: Seat) -> Sequence[GentooAction]:
    me = state.players[seat]
    phase = state.phase
    if phase == "choose":
        return _choose_actions(state, seat)
    if phase == "discard":
        return [action("discard", c) for c in first_of_each_type(state.row)]
    if phase == "play":
        return _play_actions(state, seat)
    pending = state.pending
    assert pending is not None and pending.card is not None
    if phase == "target":
        if card_type(pending.card) == "skua":
            out = [action("target_card", egg) for egg in effects.skua_targets(state)]
        else:
            out = [action("target_seat", seat=s) for s in others(state, seat)]
        return [*out, action("back")]
    if phase == "gift":
        return [*(action("give", seat=s) for s in others(state, seat)), action("back")]
    # phase "peck": ruling 14, only the named player answers, with a Peck from their Cards in Play
    peck = first(usable(state, me.in_play), "peck")
    return [action("peck", peck), action("allow")] if peck else [action("allow")]


def _choose_actions(state: GentooState, seat: Seat) -> list[GentooAction]:
    me = state.players[seat]
    nest = first(usable(state, me.in_play), "nest")
    out = []
    for card in first_of_each_type(state.row):
        spec = spec_of(card)
        if me.fish < spec.cost:  # [R] Phase I.2: pay the fish shown on the card
            continue
        if spec.stones is None:
            out.append(action("choose", card))
            continue
        # [R] Phase I.2 Eggs need the Nesting Stones shown; ruling 7: one Good Nesting Site from your
        # Cards in Play lowers that by one, and stones are a threshold, never spent.
        if me.stones >= spec.stones:
            out.append(action("choose", card))
        if nest is not None and me.stones >= spec.stones - 1:
            out.append(action("choose", card, nest))
    out.append(action("skip"))  # ruling 7: choosing is optional
    return out


def _play_actions(state: GentooState, seat: Seat) -> list[GentooAction]:
    me = state.players[seat]
    out = []
    # [R] Phase I.2: the card taken this turn is neither played nor hatched (ruling G-A5).
    usable_types = first_of_each_type(usable(state, me.in_play))
    for card in usable_types:
        if card_type(card) in PLAYABLE:  # ruling 11: any card but Snow, Egg and Hatch may be played alone
            out.append(action("play", card))
    hatch = first(usable_types, "hatch")
    if hatch is not None:  # [R] Phase II.2: an Egg and a Hatch both showing in your Cards in Play
        out += [action("hatch", egg, hatch) for egg in usable_types if is_egg(egg)]
    if len(me.in_play) > DATA.supplies.cards_in_play_at_start:
        # [R] Phase II.3, ruling (extra): not playing with more than three in play means moving one.
        # Moving is not using a card (G-A5), so the card taken this turn may be moved too.
        out += [action("move", c) for c in first_of_each_type(me.in_play)]
    else:
        out.append(action("pass"))
    return out


# ---- applying ----------------------------------------------------------------------------------------


def apply(state: GentooState, seat: Seat, a: GentooAction) -> GentooState:
    log: list[LogLine] = []
    state = _resolve(state, seat, a, log)
    return auto(state, log)


def auto(state: GentooState, log: list[LogLine]) -> GentooState:
    """Carry out decisions that have exactly one option and no strategy in them (taking nothing when
    nothing is affordable, moving the only kind of card in play), so players only click real choices."""
    while winner(state) is None and state.phase in ("choose", "play"):
        options = legal_actions(state, state.turn)
        if len(options) != 1:
            break
        state = _resolve(state, state.turn, options[0], log)
    return replace(state, log=tuple(log))


def _resolve(state: GentooState, seat: Seat, a: GentooAction, log: list[LogLine]) -> GentooState:
    kind = a.kind
    if kind == "choose":
        return _take(state, seat, a, log)
    if kind == "skip":
        log.append(line(f"{{s{seat}}} takes no Choice Card.", "gentoo-log-take-nothing", seat=seat_arg(seat)))
        return after_choose(state, log)
    if kind == "discard":
        assert a.card is not None
        log.append(
            line(
                f"{{s{seat}}} discards {card_name(a.card)} from the Choice Cards.",
                "gentoo-log-discard",
                seat=seat_arg(seat),
                card=card_words(a.card),
            )
        )
        row = tuple(c for c in state.row if c != a.card)
        state = replace(state, row=row, discard=(*state.discard, a.card))
        return flip(state, log)
    if kind == "play":
        assert a.card is not None
        return effects.play(state, seat, a.card, log)
    if kind == "hatch":
        assert a.card is not None and a.second is not None
        return effects.start_hatch(state, seat, a.card, a.second, log)
    if kind == "move":
        assert a.card is not None
        me = state.players[seat]
        in_play = list(me.in_play)
        in_play.remove(a.card)
        me = replace(me, in_play=tuple(in_play), used=(*me.used, a.card))
        log.append(
            line(
                f"{{s{seat}}} moves {card_name(a.card)} to their Used Pile.",
                "gentoo-log-move-used",
                seat=seat_arg(seat),
                card=card_words(a.card),
            )
        )
        return end_turn(set_player(state, seat, me), log)
    if kind == "pass":
        log.append(line(f"{{s{seat}}} plays nothing.", "gentoo-log-play-nothing", seat=seat_arg(seat)))
        return end_turn(state, log)
    if kind == "back":
        return replace(state, phase="play", pending=None)
    pending = state.pending
    assert pending is not None and pending.card is not None
    if kind == "target_card":
        assert a.card is not None
        return effects.skua(state, seat, pending.card, a.card, log)
    if kind == "target_seat":
        assert a.seat is not None
        return effects.targeted(state, seat, pending.card, a.seat, log)
    if kind == "give":
        assert a.seat is not None and pending.hatch is not None
        return effects.hatch(state, seat, pending.card, pending.hatch, a.seat, log)
    # Ruling 14: the Stone Thief's target answers; the Thief counts as the thief's Play either way.
    if kind == "peck":
        assert a.card is not None
        return effects.answer_thief(state, seat, a.card, log)
    return effects.answer_thief(state, seat, None, log)


def _take(state: GentooState, seat: Seat, a: GentooAction, log: list[LogLine]) -> GentooState:
    assert a.card is not None
    spec = spec_of(a.card)
    me = state.players[seat]
    # Ruling 6: the chosen card goes face up onto the Used Pile; ruling 7: fish are paid first.
    me = replace(me, fish=me.fish - spec.cost, used=(*me.used, a.card))
    discard = state.discard
    text = f"{{s{seat}}} takes {spec.name}"
    if spec.cost:
        text += f" for {plural(spec.cost, 'fish', 'fish')}"
    if a.second is not None:
        # Ruling 7: the Good Nesting Site goes to the Discard Pile and is not the turn's Play.
        me = replace(me, in_play=tuple(c for c in me.in_play if c != a.second))
        discard = (*discard, a.second)
        text += ", using a Good Nesting Site"
    log.append(
        line(
            text + ".",
            "gentoo-log-take",
            seat=seat_arg(seat),
            card=card_words(a.card),
            cost=spec.cost,
            nest=a.second is not None,
        )
    )
    row = tuple(c for c in state.row if c != a.card)
    # [R] Phase I.2 "You may not use this card this turn": remembered until the turn ends.
    state = replace(set_player(state, seat, me), row=row, discard=discard, taken=a.card)
    return after_choose(state, log)


# ---- refusals ----------------------------------------------------------------------------------------


def out_of_reach(state: GentooState) -> tuple[tuple[str, Words], ...]:
    """While a player chooses: each kind of Choice Card shown that they cannot take now, and why, in the
    third person ({sN} for them): its fish ([R] Phase I.2), or an Egg's Nesting Stones (ruling 7)."""
    if state.phase != "choose" or state.pending is not None:
        return ()
    seat = state.turn
    me = state.players[seat]
    offered = {a.card for a in _choose_actions(state, seat) if a.card is not None}
    reasons = []
    for card in first_of_each_type(state.row):
        if card in offered:
            continue
        spec = spec_of(card)
        if me.fish < spec.cost:
            why = Words(
                id="gentoo-why-fish", args={"cost": spec.cost, "seat": seat_arg(seat), "fish": me.fish}
            )
        else:
            assert spec.stones is not None  # only an Egg's stones keep an affordable card out of reach
            why = Words(
                id="gentoo-why-stones", args={"stones": spec.stones, "seat": seat_arg(seat), "has": me.stones}
            )
        reasons.append((card, why))
    return tuple(reasons)


def why_illegal(state: GentooState, seat: Seat, a: GentooAction) -> IllegalAction:
    me = state.players[seat]
    if a.kind == "choose" and a.card is not None:
        if a.card not in state.row:
            return refusal("That card is not among the Choice Cards.", "gentoo-refuse-not-shown")
        spec = spec_of(a.card)
        if me.fish < spec.cost:
            return refusal(
                f"You need {plural(spec.cost, 'fish', 'fish')} to take {spec.name}; you have {me.fish}.",
                "gentoo-refuse-fish",
                cost=spec.cost,
                card=card_words(a.card),
                fish=me.fish,
            )
        if spec.stones is not None:
            return refusal(
                f"You need {plural(spec.stones, 'Nesting Stone')} to take {spec.name} "
                "(one fewer with a Good Nesting Site).",
                "gentoo-refuse-stones",
                stones=spec.stones,
                card=card_words(a.card),
            )
    if a.kind in ("play", "hatch", "move") and a.card is not None and a.card not in me.in_play:
        return refusal("That card is not in your Cards in Play.", "gentoo-refuse-not-in-play")
    if a.kind == "play" and a.card is not None and card_type(a.card) == "snow":
        return refusal("Snow cannot be played.", "gentoo-refuse-snow")
    if (
        a.kind in ("play", "hatch", "peck") and state.taken is not None and state.taken in (a.card, a.second)
    ):  # [R] Phase I.2
        return refusal(
            f"You took {card_name(state.taken)} this turn, so you cannot use it until the turn is over.",
            "gentoo-refuse-taken",
            card=card_words(state.taken),
        )
    if a.kind == "pass" and state.phase == "play":
        return refusal(
            "With more than three Cards in Play you must play a card or move one to your Used Pile.",
            "gentoo-refuse-must-play",
        )
    steps = {
        "choose": "choose a Choice Card",
        "discard": "discard a Choice Card",
        "play": "play a card",
        "target": "pick the target",
        "gift": "give a Nesting Stone",
        "peck": "answer the Stone Thief",
    }
    return refusal(
        f"That is not possible now: it is time to {steps[state.phase]}.",
        "gentoo-refuse-phase",
        phase=state.phase,
    )
