"""Gentoo Rules (Dave Dobson, 2010): a deck-building race to hatch five penguins, for 2-4 players.

Rules in brief: each turn a player draws a card into the Choice Cards and may take one into their Used
Pile (paying its fish; an Egg needs enough Nesting Stones, one fewer with a Good Nesting Site), discards
down to four Choice Cards, flips the top of their Player Pile into play (reshuffling the Used Pile and
restoring five fish when it is empty), then plays one card, or hatches an Egg with a Hatch (giving a
stone away), or else moves a card in play to the Used Pile. The first to five penguins wins.

Seat order: seats take turns in increasing order from a random first seat (ruling 19) until a Confusing
Blizzard reverses it. Secrets: none besides the order of the face-down piles (ruling 20); the Stone
Thief's target answers out of turn (its seat is the one acting while it decides).

Where the rules leave a choice between identical cards (two Snow in play, two Stone Thieves), the engine
offers one choice per card type: identical cards are interchangeable (docs/rules/gentoo.md).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from functools import cache
from typing import Any, ClassVar

from engines.base import CannotMigrate, Engine, IllegalAction, LogLine, Outcome, Seat, parse_id, replace
from engines.gentoo import turn as t
from engines.gentoo import views
from engines.gentoo.data import card_type, spec_of
from engines.gentoo.models import (
    ActionKind,
    GentooAction,
    GentooOptions,
    GentooState,
    GentooView,
    Pending,
)
from engines.gentoo.setup import setup
from engines.wording import noun, plural, seats_do

DATA = t.DATA
TARGETED = frozenset({"skua", "thief", "seal"})
PLAYABLE = frozenset({"skua", "thief", "seal", "nest", "peck", "blizzard", "fishing", "thaw"})
ALL_CARD_IDS = frozenset(cid for spec in DATA.cards for cid in DATA.card_ids(spec.type))


@cache
def _action(
    kind: ActionKind, card: str | None = None, second: str | None = None, seat: Seat | None = None
) -> GentooAction:
    # The set of possible actions is small and actions are immutable, so each one is built once.
    return GentooAction(kind=kind, card=card, second=second, seat=seat)


def _first_of_each_type(cards: Sequence[str]) -> list[str]:
    seen: set[str] = set()
    out = []
    for c in cards:
        kind = card_type(c)
        if kind not in seen:
            seen.add(kind)
            out.append(c)
    return out


def _first(cards: Sequence[str], kind: str) -> str | None:
    return next((c for c in cards if card_type(c) == kind), None)


def _usable(state: GentooState, cards: Sequence[str]) -> list[str]:
    """The cards that may be used now: all but the card taken this turn ([R] Phase I.2 "You may not use
    this card this turn"), which a reshuffle in the Flip can bring straight into play."""
    return [c for c in cards if c != state.taken]


def _uncovers(before: tuple[str, ...], after: tuple[str, ...]) -> bool:
    """Whether a face-down pile (top first) that gave at most one card gave one whose identity its order
    hid: taken from a pile of two or more, or from a pile just refilled by a shuffle of two or more."""
    if len(after) <= len(before) and before[len(before) - len(after) :] == after:
        # Cards came off the top only: a secret unless the pile held a single card (known, G-A4).
        return len(after) < len(before) and len(before) > 1
    return True  # refilled by a shuffle (rulings 9 and 10), and cards are left: two or more were shuffled


class GentooEngine(Engine[GentooState, GentooAction, GentooOptions, GentooView]):
    key: ClassVar[str] = "gentoo"
    title: ClassVar[str] = "Gentoo Rules"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    schema_version: ClassVar[int] = 2  # 2: GentooState.taken ([R] Phase I.2)
    options_type: ClassVar[type[Any]] = GentooOptions
    seat_options: ClassVar[frozenset[str]] = frozenset({"first_player"})
    state_type: ClassVar[type[Any]] = GentooState

    # ---- setup -----------------------------------------------------------------------------------

    def _check_options(self, num_players: int, options: GentooOptions) -> None:
        if options.first_player is not None and options.first_player >= num_players:
            raise IllegalAction(
                f"The first player must be one of the {plural(num_players, 'player')} in the game."
            )

    def migrate_state(self, data: dict[str, Any], from_version: int) -> dict[str, Any]:
        """A stored state from an older schema, brought up to this one.

        Version 1 had no ``taken``: which card was taken in the current turn is unknown, so a game saved
        mid-turn lets that card be used for the rest of that one turn (the old behaviour); every later
        turn follows [R] Phase I.2.
        """
        if from_version < 1 or from_version > self.schema_version:
            raise CannotMigrate(f"{self.title} cannot read games saved by version {from_version}.")
        data = dict(data)
        if from_version < 2:
            data.setdefault("taken", None)
        return data

    def _new_game(self, num_players: int, seed: int, options: GentooOptions) -> GentooState:
        state = setup(num_players, seed, options)
        return self._auto(state, list(state.log))

    # ---- whose decision --------------------------------------------------------------------------

    def _current_seats(self, state: GentooState) -> frozenset[Seat]:
        if state.phase == "peck" and state.pending is not None and state.pending.target is not None:
            return frozenset((state.pending.target,))
        return frozenset((state.turn,))

    def _outcome(self, state: GentooState) -> Outcome | None:
        won = t.winner(state)
        if won is None:
            return None
        return Outcome(
            winners=(won,),
            scores=tuple(float(pl.penguins) for pl in state.players),
            summary=self.summary(state, (won,)),
        )

    @staticmethod
    def summary(state: GentooState, winners: Sequence[Seat]) -> str:
        """The end of the game in a sentence: "{s1} wins with 5 penguins." Ruling 18 ends the game at the
        first player to reach the target, so one winner is the rule; the wording holds for several."""
        count = max(state.players[s].penguins for s in winners)
        return f"{seats_do(winners, 'wins', 'win')} with {plural(count, 'penguin')}."

    # ---- legal actions ---------------------------------------------------------------------------

    def _legal_actions(self, state: GentooState, seat: Seat) -> Sequence[GentooAction]:
        me = state.players[seat]
        phase = state.phase
        if phase == "choose":
            return self._choose_actions(state, seat)
        if phase == "discard":
            return [_action("discard", c) for c in _first_of_each_type(state.row)]
        if phase == "play":
            return self._play_actions(state, seat)
        pending = state.pending
        assert pending is not None and pending.card is not None
        if phase == "target":
            if card_type(pending.card) == "skua":
                out = [_action("target_card", egg) for egg in self._skua_targets(state)]
            else:
                out = [_action("target_seat", seat=s) for s in self._others(state, seat)]
            return [*out, _action("back")]
        if phase == "gift":
            return [*(_action("give", seat=s) for s in self._others(state, seat)), _action("back")]
        # phase "peck": ruling 14, only the named player answers, with a Peck from their Cards in Play
        peck = _first(_usable(state, me.in_play), "peck")
        return [_action("peck", peck), _action("allow")] if peck else [_action("allow")]

    def _choose_actions(self, state: GentooState, seat: Seat) -> list[GentooAction]:
        me = state.players[seat]
        nest = _first(_usable(state, me.in_play), "nest")
        out = []
        for card in _first_of_each_type(state.row):
            spec = spec_of(card)
            if me.fish < spec.cost:  # [R] Phase I.2: pay the fish shown on the card
                continue
            if spec.stones is None:
                out.append(_action("choose", card))
                continue
            # [R] Phase I.2 Eggs need the Nesting Stones shown; ruling 7: one Good Nesting Site from your
            # Cards in Play lowers that by one, and stones are a threshold, never spent.
            if me.stones >= spec.stones:
                out.append(_action("choose", card))
            if nest is not None and me.stones >= spec.stones - 1:
                out.append(_action("choose", card, nest))
        out.append(_action("skip"))  # ruling 7: choosing is optional
        return out

    def _play_actions(self, state: GentooState, seat: Seat) -> list[GentooAction]:
        me = state.players[seat]
        out = []
        # [R] Phase I.2: the card taken this turn is neither played nor hatched (ruling G-A5).
        usable_types = _first_of_each_type(_usable(state, me.in_play))
        for card in usable_types:
            if card_type(card) in PLAYABLE:  # ruling 11: any card but Snow, Egg and Hatch may be played alone
                out.append(_action("play", card))
        hatch = _first(usable_types, "hatch")
        if hatch is not None:  # [R] Phase II.2: an Egg and a Hatch both showing in your Cards in Play
            out += [_action("hatch", egg, hatch) for egg in usable_types if t.is_egg(egg)]
        if len(me.in_play) > DATA.supplies.cards_in_play_at_start:
            # [R] Phase II.3, ruling (extra): not playing with more than three in play means moving one.
            # Moving is not using a card (G-A5), so the card taken this turn may be moved too.
            out += [_action("move", c) for c in _first_of_each_type(me.in_play)]
        else:
            out.append(_action("pass"))
        return out

    @staticmethod
    def _others(state: GentooState, seat: Seat) -> list[Seat]:
        return [s for s in range(state.num_players) if s != seat]

    @staticmethod
    def _skua_targets(state: GentooState) -> list[str]:
        """Ruling 13's visible Eggs, one per kind of Egg and place (ruling G-A1 merges identical cards only
        within one place: the Choice Cards, one player's Cards in Play, or the top of one player's Used
        Pile). An Egg on top of a Used Pile and one of its kind in that player's Cards in Play are two
        targets: discarding one or the other leaves that player in a different position."""
        seen: set[tuple[str, str]] = set()
        out = []
        for egg in t.visible_eggs(state):
            key = (card_type(egg), t.egg_holder(state, egg))
            if key not in seen:
                seen.add(key)
                out.append(egg)
        return out

    # ---- applying --------------------------------------------------------------------------------

    def _apply(self, state: GentooState, seat: Seat, action: GentooAction) -> GentooState:
        log: list[LogLine] = []
        state = self._resolve(state, seat, action, log)
        return self._auto(state, log)

    def _auto(self, state: GentooState, log: list[LogLine]) -> GentooState:
        """Carry out decisions that have exactly one option and no strategy in them (taking nothing when
        nothing is affordable, moving the only kind of card in play), so players only click real choices."""
        while t.winner(state) is None and state.phase in ("choose", "play"):
            options = self._legal_actions(state, state.turn)
            if len(options) != 1:
                break
            state = self._resolve(state, state.turn, options[0], log)
        return replace(state, log=tuple(log))

    def _resolve(self, state: GentooState, seat: Seat, a: GentooAction, log: list[LogLine]) -> GentooState:
        kind = a.kind
        if kind == "choose":
            return self._do_choose(state, seat, a, log)
        if kind == "skip":
            log.append(LogLine(text=f"{{s{seat}}} takes no Choice Card."))
            return t.after_choose(state, log)
        if kind == "discard":
            assert a.card is not None
            log.append(LogLine(text=f"{{s{seat}}} discards {t.card_name(a.card)} from the Choice Cards."))
            row = tuple(c for c in state.row if c != a.card)
            state = replace(state, row=row, discard=(*state.discard, a.card))
            return t.flip(state, log)
        if kind == "play":
            return self._do_play(state, seat, a, log)
        if kind == "hatch":
            return self._do_hatch(state, seat, a, log)
        if kind == "move":
            assert a.card is not None
            me = state.players[seat]
            in_play = list(me.in_play)
            in_play.remove(a.card)
            me = replace(me, in_play=tuple(in_play), used=(*me.used, a.card))
            log.append(LogLine(text=f"{{s{seat}}} moves {t.card_name(a.card)} to their Used Pile."))
            return t.end_turn(t.set_player(state, seat, me), log)
        if kind == "pass":
            log.append(LogLine(text=f"{{s{seat}}} plays nothing."))
            return t.end_turn(state, log)
        if kind == "back":
            return replace(state, phase="play", pending=None)
        pending = state.pending
        assert pending is not None and pending.card is not None
        if kind == "target_card":
            assert a.card is not None
            return self._skua(state, seat, pending.card, a.card, log)
        if kind == "target_seat":
            assert a.seat is not None
            return self._targeted(state, seat, pending.card, a.seat, log)
        if kind == "give":
            assert a.seat is not None and pending.hatch is not None
            return self._hatch(state, seat, pending.card, pending.hatch, a.seat, log)
        # Ruling 14: the Stone Thief's target answers; the Thief counts as the thief's Play either way.
        thief_seat = state.turn
        target = seat
        if kind == "peck":
            assert a.card is not None
            me = state.players[target]
            me = replace(me, in_play=tuple(c for c in me.in_play if c != a.card))
            state = replace(t.set_player(state, target, me), discard=(*state.discard, a.card))
            log.append(LogLine(text=f"{{s{target}}} blocks the Stone Thief with a Vicious Peck."))
        else:
            state = self._steal(state, thief_seat, target, log)
        return t.end_turn(state, log)

    def _do_choose(self, state: GentooState, seat: Seat, a: GentooAction, log: list[LogLine]) -> GentooState:
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
        log.append(LogLine(text=text + "."))
        row = tuple(c for c in state.row if c != a.card)
        # [R] Phase I.2 "You may not use this card this turn": remembered until the turn ends.
        state = replace(t.set_player(state, seat, me), row=row, discard=discard, taken=a.card)
        return t.after_choose(state, log)

    def _do_play(self, state: GentooState, seat: Seat, a: GentooAction, log: list[LogLine]) -> GentooState:
        assert a.card is not None
        kind = card_type(a.card)
        if kind in TARGETED:
            targets: list[Any] = self._skua_targets(state) if kind == "skua" else self._others(state, seat)
            if len(targets) > 1:
                return replace(state, phase="target", pending=Pending(card=a.card))
            if kind == "skua":
                return self._skua(state, seat, a.card, targets[0] if targets else None, log)
            return self._targeted(state, seat, a.card, targets[0], log)
        state = self._discard_from_play(state, seat, a.card)
        name = t.card_name(a.card)
        if kind == "blizzard":
            if state.num_players > 2:  # ruling 16: no effect with two players
                state = replace(state, direction=-state.direction)
                log.append(
                    LogLine(text=f"{{s{seat}}} plays Confusing Blizzard: play now runs the other way.")
                )
            else:
                log.append(
                    LogLine(
                        text=f"{{s{seat}}} plays Confusing Blizzard, which does nothing with two players."
                    )
                )
        elif kind == "fishing":
            # Ruling 16: the next player in the current direction skips their next turn; skips stack.
            victim = (seat + state.direction) % state.num_players
            p = state.players[victim]
            state = t.set_player(state, victim, replace(p, skips=p.skips + 1))
            text = f"{{s{seat}}} plays Gone Fishing: {{s{victim}}} will lose a turn"
            if state.num_players == 2:
                text += f", so {{s{seat}}} plays again"
            log.append(LogLine(text=text + "."))
        elif kind == "thaw":
            me = state.players[seat]
            snow = _first(me.in_play, "snow")
            if snow is None:  # ruling 11: no Snow, no effect
                log.append(LogLine(text=f"{{s{seat}}} plays Thaw with no Snow to melt."))
            else:
                me = replace(me, in_play=tuple(c for c in me.in_play if c != snow))
                state = t.set_player(state, seat, me)
                # Ruling 17: the Snow goes to the Discard Pile (literal) or out of the game (option).
                if state.options.thaw_snow_to == "removed":
                    state = replace(state, removed=(*state.removed, snow))
                else:
                    state = replace(state, discard=(*state.discard, snow))
                log.append(LogLine(text=f"{{s{seat}}} plays Thaw and melts a Snow."))
        else:  # Good Nesting Site or Vicious Peck played on your own turn: no effect (ruling 11)
            log.append(LogLine(text=f"{{s{seat}}} plays {name}, which has no effect now."))
        return t.end_turn(state, log)

    def _discard_from_play(self, state: GentooState, seat: Seat, card: str) -> GentooState:
        """[R] Phase II.2: the played card goes onto the Discard Pile."""
        me = state.players[seat]
        in_play = list(me.in_play)
        in_play.remove(card)
        state = t.set_player(state, seat, replace(me, in_play=tuple(in_play)))
        return replace(state, discard=(*state.discard, card), pending=None)

    def _skua(
        self, state: GentooState, seat: Seat, skua: str, egg: str | None, log: list[LogLine]
    ) -> GentooState:
        state = self._discard_from_play(state, seat, skua)
        if egg is None:  # ruling 11: no visible Egg, no effect
            log.append(LogLine(text=f"{{s{seat}}} plays Skua, but no Egg is in sight."))
        else:  # ruling 13: any visible Egg, your own included
            where = t.egg_holder(state, egg)
            state = t.remove_visible_egg(state, egg)
            log.append(LogLine(text=f"{{s{seat}}} plays Skua on {t.card_name(egg)} in {where}."))
        return t.end_turn(state, log)

    def _targeted(
        self, state: GentooState, seat: Seat, card: str, victim: Seat, log: list[LogLine]
    ) -> GentooState:
        state = self._discard_from_play(state, seat, card)
        kind = card_type(card)
        target = state.players[victim]
        if kind == "seal":
            # Ruling 15: the lost penguin returns to the supply; no penguin, no effect.
            if target.penguins:
                state = t.set_player(state, victim, replace(target, penguins=target.penguins - 1))
                log.append(
                    LogLine(
                        text=f"{{s{seat}}} sends a Leopard Seal after {{s{victim}}}, who loses a penguin."
                    )
                )
            else:
                log.append(
                    LogLine(text=f"{{s{seat}}} sends a Leopard Seal after {{s{victim}}}, who has no penguin.")
                )
            return t.end_turn(state, log)
        # Stone Thief, ruling 14
        if not target.stones:
            log.append(LogLine(text=f"{{s{seat}}} plays Stone Thief on {{s{victim}}}, who has no stone."))
            return t.end_turn(state, log)
        log.append(LogLine(text=f"{{s{seat}}} plays Stone Thief on {{s{victim}}}."))
        if _first(_usable(state, target.in_play), "peck") is not None:
            return replace(state, phase="peck", pending=Pending(card=card, target=victim))
        state = self._steal(state, seat, victim, log)
        return t.end_turn(state, log)

    @staticmethod
    def _steal(state: GentooState, thief: Seat, victim: Seat, log: list[LogLine]) -> GentooState:
        v, th = state.players[victim], state.players[thief]
        state = t.set_player(state, victim, replace(v, stones=v.stones - 1))
        state = t.set_player(state, thief, replace(th, stones=th.stones + 1))
        log.append(LogLine(text=f"{{s{thief}}} takes a Nesting Stone from {{s{victim}}}."))
        return state

    def _do_hatch(self, state: GentooState, seat: Seat, a: GentooAction, log: list[LogLine]) -> GentooState:
        assert a.card is not None and a.second is not None
        others = self._others(state, seat)
        if state.players[seat].stones and len(others) > 1:
            # Ruling 12: the hatcher chooses who receives the stone.
            return replace(state, phase="gift", pending=Pending(card=a.card, hatch=a.second))
        return self._hatch(state, seat, a.card, a.second, others[0], log)

    def _hatch(
        self, state: GentooState, seat: Seat, egg: str, hatch: str, to: Seat, log: list[LogLine]
    ) -> GentooState:
        me = state.players[seat]
        in_play = list(me.in_play)
        in_play.remove(egg)
        in_play.remove(hatch)
        me = replace(me, in_play=tuple(in_play), penguins=me.penguins + 1)
        state = replace(state, discard=(*state.discard, egg, hatch), pending=None)
        text = f"{{s{seat}}} hatches an egg and now has {plural(me.penguins, 'penguin')}"
        if me.stones:  # [R] "you must give one of your nesting stones to another player"
            me = replace(me, stones=me.stones - 1)
            state = t.set_player(state, seat, me)
            r = state.players[to]
            state = t.set_player(state, to, replace(r, stones=r.stones + 1))
            text += f", and gives a Nesting Stone to {{s{to}}}"
        else:  # [R] "If you have no nesting stones, you can still hatch your egg."
            state = t.set_player(state, seat, me)
        log.append(LogLine(text=text + "."))
        return t.end_turn(state, log)

    def _why_illegal(self, state: GentooState, seat: Seat, action: GentooAction) -> str:
        me = state.players[seat]
        if action.kind == "choose" and action.card is not None:
            if action.card not in state.row:
                return "That card is not among the Choice Cards."
            spec = spec_of(action.card)
            if me.fish < spec.cost:
                return (
                    f"You need {plural(spec.cost, 'fish', 'fish')} to take {spec.name}; you have {me.fish}."
                )
            if spec.stones is not None:
                return (
                    f"You need {plural(spec.stones, 'Nesting Stone')} to take {spec.name} "
                    "(one fewer with a Good Nesting Site)."
                )
        if (
            action.kind in ("play", "hatch", "move")
            and action.card is not None
            and action.card not in me.in_play
        ):
            return "That card is not in your Cards in Play."
        if action.kind == "play" and action.card is not None and card_type(action.card) == "snow":
            return "Snow cannot be played."
        if (
            action.kind in ("play", "hatch", "peck")
            and state.taken is not None
            and state.taken in (action.card, action.second)
        ):  # [R] Phase I.2
            return (
                f"You took {t.card_name(state.taken)} this turn, so you cannot use it until the turn is over."
            )
        if action.kind == "pass" and state.phase == "play":
            return "With more than three Cards in Play you must play a card or move one to your Used Pile."
        steps = {
            "choose": "choose a Choice Card",
            "discard": "discard a Choice Card",
            "play": "play a card",
            "target": "pick the target",
            "gift": "give a Nesting Stone",
            "peck": "answer the Stone Thief",
        }
        return f"That is not possible now: it is time to {steps[state.phase]}."

    # ---- views -----------------------------------------------------------------------------------

    def _view(self, state: GentooState, seat: Seat | None) -> GentooView:
        return views.view(state, seat)

    def determinize(self, state: GentooState, seat: Seat, rng: random.Random) -> GentooState:
        return views.determinize(state, seat, rng)

    def heuristic(self, state: GentooState, seat: Seat) -> float:
        """A soft share of the lead: penguins, plus progress toward the next hatch, from public facts."""
        target = state.options.penguins_to_win

        def strength(i: Seat) -> float:
            p = state.players[i]
            if p.penguins >= target:
                return 100.0
            kinds = {card_type(c) for c in p.in_play}
            has_egg = bool(kinds & {"egg3", "egg4", "egg5"})
            progress = 0.45 * has_egg + 0.35 * ("hatch" in kinds) + 0.35 * (has_egg and "hatch" in kinds)
            return 1.6 * p.penguins + progress + 0.12 * p.stones + 0.03 * p.fish

        scores = [strength(i) for i in range(state.num_players)]
        top = max(scores)
        weights = [math.exp(s - top) for s in scores]
        return weights[seat] / sum(weights)

    # ---- ids and labels ----------------------------------------------------------------------------

    def action_id(self, action: GentooAction) -> str:
        k = action.kind
        if k in ("skip", "pass", "allow", "back"):
            return k
        if k in ("target_seat", "give"):
            return f"{'victim' if k == 'target_seat' else 'give'}.{action.seat}"
        name = "target" if k == "target_card" else k
        if action.second is not None:
            return f"{name}.{action.card}.{action.second}"
        return f"{name}.{action.card}"

    def parse_action(self, action_id: str) -> GentooAction:
        parts = parse_id(action_id)
        head, args = parts[0], parts[1:]
        bad = IllegalAction("That is not a move this game knows.")
        if head in ("skip", "pass", "allow", "back"):
            if args:
                raise bad
            return _action(head)
        if head in ("victim", "give"):
            if len(args) != 1 or args[0] not in ("0", "1", "2", "3"):
                raise bad
            return _action("target_seat" if head == "victim" else "give", seat=int(args[0]))
        cards_allowed = {"choose": 2, "discard": 1, "play": 1, "hatch": 2, "move": 1, "target": 1, "peck": 1}
        if head not in cards_allowed or not 1 <= len(args) <= cards_allowed[head]:
            raise bad
        if head == "hatch" and len(args) != 2:
            raise bad
        if any(a not in ALL_CARD_IDS for a in args):
            raise bad
        kind: ActionKind = "target_card" if head == "target" else head  # type: ignore[assignment]
        return _action(kind, args[0], args[1] if len(args) > 1 else None)

    def is_pass(self, action_id: str) -> bool:
        """Taking no Choice Card (ruling 7) and playing nothing ([R] Phase II.3) decline to do more."""
        return action_id in ("skip", "pass")

    def reveals(self, before: GentooState, seat: Seat, action: GentooAction, after: GentooState) -> bool:
        """Whether the move turned over a card whose place was secret, or shuffled a pile.

        Ruling 20: the only secrets are the orders of the face-down piles, the Draw Pile and each Player
        Pile; which cards they hold is known (G-A4), and the only randomness is their reshuffles (rulings
        9 and 10). So a move reveals when a card came off one of those piles while it held two or more:
        the Draw that starts the next turn ([R] Phase I.1, once a turn ends) and the Flip after the
        Choose and Discard steps ([R] Phase II.1), including the steps taken for the player (G-A2), a
        reshuffle of two or more cards included. A pile of one card hides nothing: its card is known by
        elimination, and shuffling one card draws nothing. Everything else a move does is in plain
        sight: taking nothing and waiting to discard ([R] Phase I.3), the first click of a Skua, Stone
        Thief, Leopard Seal or hatch with a choice to follow (G-A3), and a Stone Thief that waits for its
        victim's Vicious Peck (ruling 14) can be taken back.

        Comparing each pile before and after tells this when each pile gave at most one card, which holds
        within one change of turn: one Draw, and one Flip per player. A move whose forced steps run on
        past a second change of turn, or back to the same player's turn (Gone Fishing, ruling 16), may
        take two cards from one pile, so it counts as revealing."""
        turns = after.turns_taken - before.turns_taken
        if turns > 1 or (turns == 1 and after.turn == before.turn):
            return True
        piles = [(before.draw, after.draw)]
        piles += [(old.pile, new.pile) for old, new in zip(before.players, after.players, strict=True)]
        return any(_uncovers(old, new) for old, new in piles)

    def label(self, state: GentooState, action: GentooAction) -> str:
        k = action.kind
        fixed = {
            "skip": "Take nothing",
            "pass": "Play nothing",
            "allow": "Let the thief take a stone",
            "back": "Back",
        }
        if k in fixed:
            return fixed[k]
        if k == "target_seat":
            p = state.players[action.seat or 0]
            pending = state.pending
            if pending is not None and pending.card is not None and card_type(pending.card) == "seal":
                held, what = p.penguins, "penguin"
            else:
                held, what = p.stones, "stone"
            # Rulings 14 and 15: naming a player with nothing to lose has no effect.
            return f"{{s{action.seat}}} ({plural(held, what) if held else f'no {what}: no effect'})"
        if k == "give":
            return f"Give a stone to {{s{action.seat}}}"
        assert action.card is not None
        name = t.card_name(action.card)
        if k == "choose":
            cost = spec_of(action.card).cost
            text = f"Take {name}" + (f" ({cost} fish)" if cost else "")
            return text + (" with Good Nesting Site" if action.second else "")
        if k == "discard":
            return f"Discard {name}"
        if k == "play":
            note = self._play_note(state, action.card)
            return f"Play {name}" + (f" ({note})" if note else "")
        if k == "hatch":
            return f"Hatch {name} with Hatch"
        if k == "move":
            return f"Move {name} to Used Pile"
        if k == "target_card":
            return f"{name} in {t.egg_holder(state, action.card)}"[:80]
        return "Block with Vicious Peck"

    def _play_note(self, state: GentooState, card: str) -> str:
        """What a button must warn about before a card is played: that it will do nothing (ruling 11 lets
        such a card be played, to cycle it), or that a Skua can only take one of your own Eggs."""
        seat = state.turn
        kind = card_type(card)
        others = [state.players[s] for s in self._others(state, seat)]
        if kind == "skua":
            targets = self._skua_targets(state)
            if not targets:
                return "no effect"
            if all(t.egg_owner(state, egg) == seat for egg in targets):  # ruling 13: your own Eggs too
                own = [egg for egg in t.visible_eggs(state) if t.egg_owner(state, egg) == seat]
                return f"only your own {noun(len(own), 'Egg')} can be hit"
            return ""
        nothing = {
            "thief": not any(p.stones for p in others),  # ruling 14
            "seal": not any(p.penguins for p in others),  # ruling 15
            "thaw": _first(state.players[seat].in_play, "snow") is None,  # ruling 11
            "blizzard": state.num_players == 2,  # ruling 16
            "nest": True,  # ruling 11: played on your own turn, no effect
            "peck": True,
        }
        return "no effect" if nothing.get(kind, False) else ""
