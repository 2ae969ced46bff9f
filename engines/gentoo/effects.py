"""Gentoo Rules' card effects: what a played card does (Skua, Stone Thief, Leopard Seal, Confusing
Blizzard, Gone Fishing, Thaw, and the cards with no effect on your own turn) and hatching an Egg.

Also where the visible Eggs lie (ruling 13), which the Skua's targets and its labels read. Every function
takes a state (and a log list to append to) and returns a new state; those that end the Play step pass
the turn on (``phases.end_turn``). "Ruling n" is the row "n" of "The shared rulings, in brief" in
docs/rules/gentoo.md; "G-An" is one of our own rulings there.
"""

from __future__ import annotations

from typing import Any

from engines.base import LogLine, Seat, replace
from engines.english import plural
from engines.gentoo.data import card_name, card_type, card_words, first, is_egg
from engines.gentoo.models import GentooState, Pending
from engines.gentoo.phases import end_turn, others, set_player, usable
from engines.logwords import line
from engines.phrasing import Words, seat_arg

TARGETED = frozenset({"skua", "thief", "seal"})


# ---- the visible Eggs (ruling 13) -------------------------------------------------------------------


def visible_eggs(state: GentooState) -> list[str]:
    """Ruling 13: Eggs in anyone's Cards in Play, in the Choice Cards, or on top of a Used Pile."""
    eggs = [c for p in state.players for c in p.in_play if is_egg(c)]
    eggs += [c for c in state.row if is_egg(c)]
    eggs += [p.used[-1] for p in state.players if p.used and is_egg(p.used[-1])]
    return eggs


def remove_visible_egg(state: GentooState, egg: str) -> GentooState:
    """Take a visible Egg wherever it lies and put it on the Discard Pile (ruling 13)."""
    if egg in state.row:
        state = replace(state, row=tuple(c for c in state.row if c != egg))
    else:
        for seat, p in enumerate(state.players):
            if egg in p.in_play:
                state = set_player(state, seat, replace(p, in_play=tuple(c for c in p.in_play if c != egg)))
                break
            if p.used and p.used[-1] == egg:
                state = set_player(state, seat, replace(p, used=p.used[:-1]))
                break
    return replace(state, discard=(*state.discard, egg))


def egg_owner(state: GentooState, egg: str) -> Seat | None:
    """The seat whose Cards in Play or Used Pile top holds a visible Egg; None for the Choice Cards."""
    for seat, p in enumerate(state.players):
        if egg in p.in_play or (p.used and p.used[-1] == egg):
            return seat
    return None


def egg_holder(state: GentooState, egg: str) -> str:
    """Where a visible Egg lies, for narration: "the Choice Cards", "{s1}'s Cards in Play"..."""
    if egg in state.row:
        return "the Choice Cards"
    for seat, p in enumerate(state.players):
        if egg in p.in_play:
            return f"{{s{seat}}}'s Cards in Play"
        if p.used and p.used[-1] == egg:
            return f"{{s{seat}}}'s Used Pile"
    return "the table"


def egg_place(state: GentooState, egg: str) -> Words:
    """``egg_holder`` as a message, for each reader's language."""
    if egg in state.row:
        return Words(id="gentoo-place-row")
    for seat, p in enumerate(state.players):
        if egg in p.in_play:
            return Words(id="gentoo-place-in-play", args={"seat": seat_arg(seat)})
        if p.used and p.used[-1] == egg:
            return Words(id="gentoo-place-used", args={"seat": seat_arg(seat)})
    return Words(id="gentoo-place-table")


def skua_targets(state: GentooState) -> list[str]:
    """Ruling 13's visible Eggs, one per kind of Egg and place (ruling G-A1 merges identical cards only
    within one place: the Choice Cards, one player's Cards in Play, or the top of one player's Used
    Pile). An Egg on top of a Used Pile and one of its kind in that player's Cards in Play are two
    targets: discarding one or the other leaves that player in a different position."""
    seen: set[tuple[str, str]] = set()
    out = []
    for egg in visible_eggs(state):
        key = (card_type(egg), egg_holder(state, egg))
        if key not in seen:
            seen.add(key)
            out.append(egg)
    return out


# ---- playing a card ([R] Phase II.2) -----------------------------------------------------------------


def play(state: GentooState, seat: Seat, card: str, log: list[LogLine]) -> GentooState:
    kind = card_type(card)
    if kind in TARGETED:
        targets: list[Any] = skua_targets(state) if kind == "skua" else others(state, seat)
        if len(targets) > 1:
            return replace(state, phase="target", pending=Pending(card=card))
        if kind == "skua":
            return skua(state, seat, card, targets[0] if targets else None, log)
        return targeted(state, seat, card, targets[0], log)
    state = discard_from_play(state, seat, card)
    name = card_name(card)
    if kind == "blizzard":
        if state.num_players > 2:  # ruling 16: no effect with two players
            state = replace(state, direction=-state.direction)
            log.append(
                line(
                    f"{{s{seat}}} plays Confusing Blizzard: play now runs the other way.",
                    "gentoo-log-blizzard",
                    seat=seat_arg(seat),
                )
            )
        else:
            log.append(
                line(
                    f"{{s{seat}}} plays Confusing Blizzard, which does nothing with two players.",
                    "gentoo-log-blizzard-two",
                    seat=seat_arg(seat),
                )
            )
    elif kind == "fishing":
        # Ruling 16: the next player in the current direction skips their next turn; skips stack.
        victim = (seat + state.direction) % state.num_players
        p = state.players[victim]
        state = set_player(state, victim, replace(p, skips=p.skips + 1))
        text = f"{{s{seat}}} plays Gone Fishing: {{s{victim}}} will lose a turn"
        if state.num_players == 2:
            text += f", so {{s{seat}}} plays again"
        log.append(
            line(
                text + ".",
                "gentoo-log-fishing",
                seat=seat_arg(seat),
                victim=seat_arg(victim),
                again=state.num_players == 2,
            )
        )
    elif kind == "thaw":
        me = state.players[seat]
        snow = first(me.in_play, "snow")
        if snow is None:  # ruling 11: no Snow, no effect
            log.append(
                line(
                    f"{{s{seat}}} plays Thaw with no Snow to melt.",
                    "gentoo-log-thaw-nothing",
                    seat=seat_arg(seat),
                )
            )
        else:
            me = replace(me, in_play=tuple(c for c in me.in_play if c != snow))
            state = set_player(state, seat, me)
            # Ruling 17: the Snow goes to the Discard Pile (literal) or out of the game (option).
            if state.options.thaw_snow_to == "removed":
                state = replace(state, removed=(*state.removed, snow))
            else:
                state = replace(state, discard=(*state.discard, snow))
            log.append(
                line(f"{{s{seat}}} plays Thaw and melts a Snow.", "gentoo-log-thaw", seat=seat_arg(seat))
            )
    else:  # Good Nesting Site or Vicious Peck played on your own turn: no effect (ruling 11)
        log.append(
            line(
                f"{{s{seat}}} plays {name}, which has no effect now.",
                "gentoo-log-no-effect",
                seat=seat_arg(seat),
                card=card_words(card),
            )
        )
    return end_turn(state, log)


def discard_from_play(state: GentooState, seat: Seat, card: str) -> GentooState:
    """[R] Phase II.2: the played card goes onto the Discard Pile."""
    me = state.players[seat]
    in_play = list(me.in_play)
    in_play.remove(card)
    state = set_player(state, seat, replace(me, in_play=tuple(in_play)))
    return replace(state, discard=(*state.discard, card), pending=None)


def skua(state: GentooState, seat: Seat, card: str, egg: str | None, log: list[LogLine]) -> GentooState:
    state = discard_from_play(state, seat, card)
    if egg is None:  # ruling 11: no visible Egg, no effect
        log.append(
            line(
                f"{{s{seat}}} plays Skua, but no Egg is in sight.",
                "gentoo-log-skua-nothing",
                seat=seat_arg(seat),
            )
        )
    else:  # ruling 13: any visible Egg, your own included
        where, place = egg_holder(state, egg), egg_place(state, egg)
        state = remove_visible_egg(state, egg)
        log.append(
            line(
                f"{{s{seat}}} plays Skua on {card_name(egg)} in {where}.",
                "gentoo-log-skua",
                seat=seat_arg(seat),
                card=card_words(egg),
                place=place,
            )
        )
    return end_turn(state, log)


def targeted(state: GentooState, seat: Seat, card: str, victim: Seat, log: list[LogLine]) -> GentooState:
    """A Leopard Seal or a Stone Thief played on ``victim``."""
    state = discard_from_play(state, seat, card)
    kind = card_type(card)
    target = state.players[victim]
    if kind == "seal":
        # Ruling 15: the lost penguin returns to the supply; no penguin, no effect.
        if target.penguins:
            state = set_player(state, victim, replace(target, penguins=target.penguins - 1))
            log.append(
                line(
                    f"{{s{seat}}} sends a Leopard Seal after {{s{victim}}}, who loses a penguin.",
                    "gentoo-log-seal",
                    seat=seat_arg(seat),
                    victim=seat_arg(victim),
                )
            )
        else:
            log.append(
                line(
                    f"{{s{seat}}} sends a Leopard Seal after {{s{victim}}}, who has no penguin.",
                    "gentoo-log-seal-nothing",
                    seat=seat_arg(seat),
                    victim=seat_arg(victim),
                )
            )
        return end_turn(state, log)
    # Stone Thief, ruling 14
    if not target.stones:
        log.append(
            line(
                f"{{s{seat}}} plays Stone Thief on {{s{victim}}}, who has no stone.",
                "gentoo-log-thief-nothing",
                seat=seat_arg(seat),
                victim=seat_arg(victim),
            )
        )
        return end_turn(state, log)
    log.append(
        line(
            f"{{s{seat}}} plays Stone Thief on {{s{victim}}}.",
            "gentoo-log-thief",
            seat=seat_arg(seat),
            victim=seat_arg(victim),
        )
    )
    if first(usable(state, target.in_play), "peck") is not None:
        return replace(state, phase="peck", pending=Pending(card=card, target=victim))
    state = steal(state, seat, victim, log)
    return end_turn(state, log)


def answer_thief(state: GentooState, target: Seat, peck: str | None, log: list[LogLine]) -> GentooState:
    """Ruling 14: the Stone Thief's target answers with a Vicious Peck (``peck``) or lets the stone go;
    the Thief counts as the thief's Play either way."""
    thief_seat = state.turn
    if peck is not None:
        me = state.players[target]
        me = replace(me, in_play=tuple(c for c in me.in_play if c != peck))
        state = replace(set_player(state, target, me), discard=(*state.discard, peck))
        log.append(
            line(
                f"{{s{target}}} blocks the Stone Thief with a Vicious Peck.",
                "gentoo-log-peck",
                seat=seat_arg(target),
            )
        )
    else:
        state = steal(state, thief_seat, target, log)
    return end_turn(state, log)


def steal(state: GentooState, thief: Seat, victim: Seat, log: list[LogLine]) -> GentooState:
    v, th = state.players[victim], state.players[thief]
    state = set_player(state, victim, replace(v, stones=v.stones - 1))
    state = set_player(state, thief, replace(th, stones=th.stones + 1))
    log.append(
        line(
            f"{{s{thief}}} takes a Nesting Stone from {{s{victim}}}.",
            "gentoo-log-steal",
            seat=seat_arg(thief),
            victim=seat_arg(victim),
        )
    )
    return state


# ---- hatching ([R] Phase II.2) -----------------------------------------------------------------------


def start_hatch(state: GentooState, seat: Seat, egg: str, hatch_card: str, log: list[LogLine]) -> GentooState:
    rest = others(state, seat)
    if state.players[seat].stones and len(rest) > 1:
        # Ruling 12: the hatcher chooses who receives the stone.
        return replace(state, phase="gift", pending=Pending(card=egg, hatch=hatch_card))
    return hatch(state, seat, egg, hatch_card, rest[0], log)


def hatch(
    state: GentooState, seat: Seat, egg: str, hatch_card: str, to: Seat, log: list[LogLine]
) -> GentooState:
    me = state.players[seat]
    in_play = list(me.in_play)
    in_play.remove(egg)
    in_play.remove(hatch_card)
    me = replace(me, in_play=tuple(in_play), penguins=me.penguins + 1)
    state = replace(state, discard=(*state.discard, egg, hatch_card), pending=None)
    text = f"{{s{seat}}} hatches an egg and now has {plural(me.penguins, 'penguin')}"
    gives = me.stones > 0
    if gives:  # [R] "you must give one of your nesting stones to another player"
        me = replace(me, stones=me.stones - 1)
        state = set_player(state, seat, me)
        r = state.players[to]
        state = set_player(state, to, replace(r, stones=r.stones + 1))
        text += f", and gives a Nesting Stone to {{s{to}}}"
    else:  # [R] "If you have no nesting stones, you can still hatch your egg."
        state = set_player(state, seat, me)
    log.append(
        line(
            text + ".",
            "gentoo-log-hatch",
            seat=seat_arg(seat),
            penguins=state.players[seat].penguins,
            gives=gives,
            to=seat_arg(to),
        )
    )
    return end_turn(state, log)
