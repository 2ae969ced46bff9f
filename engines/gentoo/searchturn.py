"""Gentoo Rules' turn for the AI's search: an action applied to a ``position.Position`` in place, then the
steps with a single option, as turn.apply and turn.auto do (docs/ai.md, "Gentoo's search").

These are the rules of turn.py, phases.py and effects.py step for step: the same decisions in the same
order, the same reshuffles drawn from the same seeded streams (engines/rng.py), without what a search never
reads (log lines, frozen copies, the checks of an action it was just offered). Each function names the
engine function it stands for; "ruling n" is the row of "The shared rulings, in brief" in
docs/rules/gentoo.md. tests/test_search_rules.py and tests/test_gentoo_search.py check that the two play
exactly the same game.
"""

from __future__ import annotations

from engines.gentoo.codes import (
    CHOICE_ROW,
    CHOOSE,
    COST,
    DISCARD,
    FISH,
    GIFT,
    K_BACK,
    K_CHOOSE,
    K_DISCARD,
    K_GIVE,
    K_HATCH,
    K_MOVE,
    K_PASS,
    K_PLAY,
    K_SKIP,
    K_TARGET_CARD,
    K_TARGET_SEAT,
    PECK,
    PLAY,
    T_BLIZZARD,
    T_FISHING,
    T_PECK,
    T_SEAL,
    T_SKUA,
    T_SNOW,
    T_THAW,
    T_THIEF,
    TARGET,
    TYPE,
    Action,
)
from engines.gentoo.position import (
    Position,
    choose_actions,
    play_actions,
    shuffle,
    skua_targets,
    update_winner,
)
from engines.rng import rng_for


def _reshuffle(pos: Position, cards: list[int], stream: str) -> None:
    """engines.rng's stream ``stream`` of this step shuffles ``cards``. Only called for two cards or more:
    shuffling one card draws no number, and seeding a generator for nothing would cost about half a step
    (and about half the reshuffles of a search are of one card)."""
    shuffle(cards, rng_for(pos.seed, pos.step, stream).getrandbits)


# ---- applying (turn.apply) -------------------------------------------------------------------------------


def apply(pos: Position, seat: int, action: Action) -> Position:
    """turn.apply with the step the base class adds: the action, then the steps with a single option
    (turn.auto), whose options are kept for the search's next question."""
    pos.legal = pos.weights = pos.result = None
    _resolve(pos, seat, action)
    while pos.won < 0:
        phase = pos.phase
        if phase == CHOOSE:
            options = choose_actions(pos, pos.turn)
        elif phase == PLAY:
            options = play_actions(pos, pos.turn)
        else:
            break
        if len(options) != 1:
            pos.legal, pos.legal_seat = options, pos.turn
            break
        _resolve(pos, pos.turn, options[0])
    pos.step += 1
    return pos


def _resolve(pos: Position, seat: int, action: Action) -> None:
    """turn._resolve: the kinds in the order a search meets them most."""
    kind = action[1]
    if kind == K_CHOOSE:
        _take(pos, seat, action[2], action[3])
    elif kind == K_PLAY:
        _play(pos, seat, action[2])
    elif kind == K_MOVE:
        card = action[2]
        pos.in_play[seat].remove(card)
        pos.used[seat].append(card)
        _end_turn(pos)
    elif kind == K_SKIP:
        _after_choose(pos)
    elif kind == K_DISCARD:
        card = action[2]
        pos.row.remove(card)
        pos.discard.append(card)
        _flip(pos)
    elif kind == K_HATCH:
        _start_hatch(pos, seat, action[2], action[3])
    elif kind == K_PASS:
        _end_turn(pos)
    elif kind == K_BACK:
        pos.phase, pos.pending = PLAY, None
    else:
        pending = pos.pending
        assert pending is not None
        if kind == K_TARGET_CARD:
            _skua(pos, seat, pending[0], action[2])
        elif kind == K_TARGET_SEAT:
            _targeted(pos, seat, pending[0], action[4])
        elif kind == K_GIVE:
            _hatch(pos, seat, pending[0], pending[1], action[4])
        else:  # ruling 14: the Stone Thief's target answers, with a Peck (K_PECK) or not (K_ALLOW)
            _answer_thief(pos, seat, action[2])


def _take(pos: Position, seat: int, card: int, nest: int) -> None:
    """turn._take: rulings 6 and 7, and [R] Phase I.2's card that may not be used this turn."""
    pos.fish[seat] -= COST[card]
    pos.used[seat].append(card)
    if nest >= 0:
        pos.in_play[seat].remove(nest)
        pos.discard.append(nest)
    pos.row.remove(card)
    pos.taken = card
    _after_choose(pos)


def _after_choose(pos: Position) -> None:
    """phases.after_choose: [R] Phase I.3, ruling 8."""
    if len(pos.row) > CHOICE_ROW:
        pos.phase = DISCARD
    else:
        _flip(pos)


def _flip(pos: Position) -> None:
    """phases.flip: [R] Phase II.1, with ruling 10's reshuffle and fish."""
    seat = pos.turn
    pile = pos.pile[seat]
    if not pile and pos.used[seat]:
        pile = pos.pile[seat] = pos.used[seat]
        if len(pile) > 1:
            _reshuffle(pos, pile, f"reshuffle.player.{seat}.{pos.turns_taken}")
        pos.used[seat] = []
        pos.fish[seat] = FISH
    if pile:
        pos.in_play[seat].append(pile.pop(0))
    pos.phase, pos.pending = PLAY, None


def _end_turn(pos: Position) -> None:
    """phases.end_turn: the next seat in the current direction, past Gone Fishing's skips (ruling 16)."""
    pos.pending = None
    if pos.won >= 0:
        return
    n, seat, direction, skips = pos.n, pos.turn, pos.direction, pos.skips
    while True:
        seat = (seat + direction) % n
        if skips[seat] > 0:
            skips[seat] -= 1
            continue
        break
    pos.turn = seat
    pos.turns_taken += 1
    pos.taken = -1
    _start_turn(pos)


def _start_turn(pos: Position) -> None:
    """phases.start_turn: [R] Phase I.1 Draw, ruling 9."""
    draw = pos.draw
    if not draw and pos.discard:
        draw = pos.draw = pos.discard
        if len(draw) > 1:
            _reshuffle(pos, draw, f"reshuffle.draw.{pos.turns_taken}")
        pos.discard = []
    if draw:
        pos.row.append(draw.pop(0))
    pos.phase, pos.pending = CHOOSE, None


# ---- card effects (effects.py) ----------------------------------------------------------------------------


def _play(pos: Position, seat: int, card: int) -> None:
    """effects.play."""
    kind = TYPE[card]
    if kind == T_SKUA:
        targets = skua_targets(pos)
        if len(targets) > 1:
            pos.phase, pos.pending = TARGET, (card, -1, -1)
        else:
            _skua(pos, seat, card, targets[0] if targets else -1)
        return
    if kind == T_THIEF or kind == T_SEAL:
        if pos.n > 2:
            pos.phase, pos.pending = TARGET, (card, -1, -1)
        else:
            _targeted(pos, seat, card, 1 - seat)
        return
    _discard_from_play(pos, seat, card)
    if kind == T_BLIZZARD:
        if pos.n > 2:  # ruling 16: no effect with two players
            pos.direction = -pos.direction
    elif kind == T_FISHING:
        # Ruling 16: the next player in the current direction skips their next turn; skips stack.
        pos.skips[(seat + pos.direction) % pos.n] += 1
    elif kind == T_THAW:
        in_play = pos.in_play[seat]
        snow = next((c for c in in_play if TYPE[c] == T_SNOW), -1)
        if snow >= 0:  # ruling 11: no Snow, no effect; ruling 17: where the Snow goes
            in_play.remove(snow)
            (pos.removed if pos.thaw_removed else pos.discard).append(snow)
    _end_turn(pos)


def _discard_from_play(pos: Position, seat: int, card: int) -> None:
    pos.in_play[seat].remove(card)
    pos.discard.append(card)
    pos.pending = None


def _skua(pos: Position, seat: int, card: int, egg: int) -> None:
    """effects.skua and effects.remove_visible_egg (ruling 13)."""
    _discard_from_play(pos, seat, card)
    if egg >= 0:
        if egg in pos.row:
            pos.row.remove(egg)
        else:
            for in_play, used in zip(pos.in_play, pos.used, strict=True):
                if egg in in_play:
                    in_play.remove(egg)
                    break
                if used and used[-1] == egg:
                    used.pop()
                    break
        pos.discard.append(egg)
    _end_turn(pos)


def _targeted(pos: Position, seat: int, card: int, victim: int) -> None:
    """effects.targeted: a Leopard Seal (ruling 15) or a Stone Thief (ruling 14) played on ``victim``."""
    _discard_from_play(pos, seat, card)
    if TYPE[card] == T_SEAL:
        if pos.penguins[victim]:
            pos.penguins[victim] -= 1
            update_winner(pos)
    elif pos.stones[victim]:
        taken = pos.taken
        if any(TYPE[c] == T_PECK and c != taken for c in pos.in_play[victim]):
            pos.phase, pos.pending = PECK, (card, -1, victim)
            return
        pos.stones[victim] -= 1
        pos.stones[seat] += 1
    _end_turn(pos)


def _answer_thief(pos: Position, target: int, peck: int) -> None:
    """effects.answer_thief: ruling 14, the Thief counts as the thief's Play either way."""
    if peck >= 0:
        pos.in_play[target].remove(peck)
        pos.discard.append(peck)
    else:
        pos.stones[target] -= 1
        pos.stones[pos.turn] += 1
    _end_turn(pos)


def _start_hatch(pos: Position, seat: int, egg: int, hatch: int) -> None:
    """effects.start_hatch: ruling 12, the hatcher chooses who receives the stone."""
    if pos.stones[seat] and pos.n > 2:
        pos.phase, pos.pending = GIFT, (egg, hatch, -1)
    else:
        _hatch(pos, seat, egg, hatch, 1 if seat == 0 else 0)


def _hatch(pos: Position, seat: int, egg: int, hatch: int, to: int) -> None:
    """effects.hatch: [R] Phase II.2 and ruling 12."""
    in_play = pos.in_play[seat]
    in_play.remove(egg)
    in_play.remove(hatch)
    pos.penguins[seat] += 1
    pos.discard += (egg, hatch)
    if pos.stones[seat]:
        pos.stones[seat] -= 1
        pos.stones[to] += 1
    update_winner(pos)
    _end_turn(pos)
